"""Ratings that know their own uncertainty, per game and per server (design.md §3).

Every rated match updates its players' skill with ``openskill``'s Weng-Lin
Bayesian rating in the Plackett–Luce model (Weng & Lin, "A Bayesian
Approximation Method for Online Ranking", JMLR 12, 2011), with the library's
default parameters (μ₀ = 25, σ₀ = 25/3, β = 25/6, τ = 25/300).  The whole
finishing order counts at once: equal ranks are ties (a draw ranks everyone
equal), and partners (Protozoa's ``teams``) are rated as one team.

A skill is ``(μ, σ)``: the estimate and its uncertainty.  Players are shown
and ordered by the *conservative* rating μ − 3σ (a new player shows 0.0, the
library's "ordinal"), marked provisional ("?") while σ is above
``PROVISIONAL_SIGMA``; ``/leaderboard`` hides provisional players unless asked.

Ratings belong to a server: the key is ``(guild_id, game, user_id)``
(``guild_id`` 0 for matches outside any server), so one server's results
never move a rating shown in another.  Tables (``bot.storage.migrations`` 0008,
written inside the host's transaction so a rating never changes without its
match result):

- ``ratings(guild_id, game, user_id, mu, sigma, conservative, played, won,
  last_played)``: the current skill, the rated matches played and won, and
  when the last one finished (seconds since the epoch).  ``/stats`` and
  ``/leaderboard`` read only this table (index on the conservative rating);
- ``rating_history(match_id, user_id, guild_id, game, mu_before,
  sigma_before, mu, sigma, at)``: one row per player of each rated match: the
  rating-history picture, an audit trail, and the mark that a match was
  recorded (so recording it twice is detected);
- ``rating_order(match_id, guild_id, game, seq)`` (migration 14): each rated result's
  place in the order its server's game was rated in, numbered under the ratings lock.

One order, one lock order.  Results are rated in one total order per server
and game: the order in which they take the ratings lock (``Store.lock_ratings``), which
``seq`` records.  A rebuild rates them by ``seq`` (not by when they finished: two
processes finish matches at nearly the same moment and take the lock in either order), so
live ratings equal a rebuild exactly.  Every writer takes its locks in one order: the
match's (``Store.lock_match``) and its row, then the ratings lock, then rating rows —
never a rating row before the ratings lock, so a finish and an undo's rebuild cannot
deadlock.

Not rated: matches that did not finish (cancelled, aborted), matches with a
zombie seat (``extra["zombies"]``) or marked ``extra["unrated"]``, one user
in two seats, games with fewer than two seats, and matches of a game with hidden draws
played on a seed chosen with ``seed=`` (``seed_unrated``).  The arithmetic is in
``bot.storage.rating_math`` (pure, re-exported here) and the SQL in
``bot.storage.repos.ratings``; this module decides when and what is rated.
"""

from __future__ import annotations

from typing import Any

from bot.storage.rating_math import (  # noqa: F401  (re-exported: the host's rating vocabulary)
    CONSERVATIVE_SIGMAS,
    FINISHED,
    MODEL,
    NO_GUILD,
    PROVISIONAL_SIGMA,
    Skill,
    final_ranks,
    is_rated,
    rate,
    scope_of,
    seed_unrated,
    sides,
)
from bot.storage.repos import ratings as rating_rows


async def record_finished(store, match) -> dict[int, tuple[Skill, Skill]]:
    """Rate a match that has just finished: user id → (skill before, skill after).

    Call inside the host's open transaction (this never begins or commits
    one), after the match row is written (its ``updated_at`` is when it
    finished).  Takes the ratings lock of the match's server and game first,
    then the match's place last in their rating order (``rating_order``), then
    rates it.  Returns ``{}`` and writes nothing when the match is not rated
    (``is_rated``) or was already recorded.
    """
    if not is_rated(match):
        return {}
    guild = scope_of(match.guild_id)
    await store.lock_ratings(guild, match.game)     # before any rating row is read or written
    if await rating_rows.is_recorded(store, match.id):
        return {}
    await rating_rows.take_place(store, match.id, guild, match.game)
    teams, ranks, winners = sides(match)
    users = [u for team in teams for u in team]
    # The caller holds the ratings lock of (guild, game): another process may rate the same players.
    stored = await rating_rows.skills(store, guild, match.game, users)
    before = {u: stored.get(u, Skill()) for u in users}
    after = rate(before, teams, ranks)
    await rating_rows.write_match(store, match.id, guild, match.game, match.updated_at, set(stored),
                                  before, {u: after[u] for u in users}, winners)
    return {u: (before[u], after[u]) for u in users}


async def rebuild(store, *, guild_id: int | None = None, game: str | None = None,
                  skip: int | None = None, in_rating_order: bool = True) -> int:
    """Recompute ratings from the stored match results, in the order they were rated
    (``bot.storage.repos.ratings.rebuild``, which the migrations run too; its docstring has
    the rules).  Used by ``unrecord``.  Returns the number of matches rated."""
    return await rating_rows.rebuild(store, guild_id=guild_id, game=game, skip=skip,
                                     in_rating_order=in_rating_order)


async def unrecord(store, match_id: int) -> bool:
    """Take back a rated match's effect (a game-master undo reopened it); whether it was rated.

    Call inside the host's transaction, after the match's lock and row (the
    lock order of every ratings writer).  A Bayesian rating cannot simply
    subtract one match, so the match's server and game are recomputed without
    it (``rebuild``, which takes their ratings lock first): later matches are
    rated again as if it had never finished, in the order they were rated.
    The match loses its place in that order and is rated afresh, last, when it
    finishes again.
    """
    scope = await rating_rows.recorded_scope(store, match_id)
    if scope is None:
        return False
    await rebuild(store, guild_id=scope[0], game=scope[1], skip=match_id)
    return True


async def stats(store, user_id: int, game: str | None = None, *,
                guild_id: int | None = None) -> list[dict[str, Any]]:
    """A player's ratings, one dict per (server, game) they have a rating in.

    ``guild_id``: that server only (``None``: every server, for the player's
    own DM).  Keys: ``guild_id`` (0 outside servers), ``game``, ``skill``
    (``Skill``), ``played``, ``won``, ``last_played`` (seconds since the
    epoch), ``last_change`` (conservative points gained in the newest rated
    match, or ``None``), ``rank`` (1 + established players of that server and
    game rated strictly higher; ``None`` while provisional) and ``players``
    (established players there).  Sorted by server, then game.  Reads the
    ``ratings`` table and one history row per entry, never the match history.
    """
    rows = await rating_rows.player_rows(store, user_id, game,
                                         None if guild_id is None else scope_of(guild_id))
    out = []
    for row in rows:
        skill = Skill(row["mu"], row["sigma"])
        change = (Skill(row["mu_after"], row["sigma_after"]).conservative
                  - Skill(row["mu_before"], row["sigma_before"]).conservative) \
            if row["mu_before"] is not None else None
        out.append({"guild_id": row["guild_id"], "game": row["game"], "skill": skill,
                    "played": row["played"], "won": row["won"], "last_played": row["last_played"],
                    "last_change": change, "rank": None if skill.provisional else row["higher"] + 1,
                    "players": row["players"]})
    return out


async def history(store, user_id: int, game: str, guild_id: int | None) -> list[tuple[float, Skill]]:
    """``(when, skill after)`` of each of a player's rated matches of ``game`` in a server, oldest first
    (``when`` in seconds since the epoch): the points of the rating-history picture."""
    return await rating_rows.history(store, user_id, game, scope_of(guild_id))


async def leaderboard(store, game: str, limit: int = 10, *, guild_id: int | None,
                      provisional: bool = False) -> list[dict[str, Any]]:
    """The best-rated players of ``game`` in a server, best first by conservative rating, at most ``limit``.

    Keys: ``rank`` (1 + the number of listed-kind players rated strictly
    higher, so equal ratings share a rank), ``user_id``, ``skill``,
    ``played``, ``won``, ``last_played`` (seconds since the epoch).
    Provisional players are left out unless ``provisional``.
    """
    rows = await rating_rows.board(store, scope_of(guild_id), game, limit, provisional)
    out: list[dict[str, Any]] = []
    for i, row in enumerate(rows):
        same = out and out[-1]["skill"].conservative == row["conservative"]
        out.append({"rank": out[-1]["rank"] if same else i + 1, "user_id": row["user_id"],
                    "skill": Skill(row["mu"], row["sigma"]), "played": row["played"], "won": row["won"],
                    "last_played": row["last_played"]})
    return out
