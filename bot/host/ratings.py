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
never move a rating shown in another.  Tables (``bot.storage.store`` migration 7,
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
played on a seed chosen with ``seed=`` (``seed_unrated``).  The SQL is portable (SQLite
and PostgreSQL).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from openskill.models import PlackettLuce

from bot.storage.store import _MATCH_COLUMNS, Op, _rows_with_seats
from games import get_game

#: The rating model: openskill's Plackett–Luce with its default parameters.
MODEL = PlackettLuce()
#: How many σ below μ the shown (conservative) rating sits.
CONSERVATIVE_SIGMAS = 3.0
#: A rating is provisional ("?") while σ is above this: about six two-seat matches
#: from σ₀ = 8.33 (Lichess marks a rating provisional in the same spirit, by its deviation).
PROVISIONAL_SIGMA = 7.0
#: ``ratings.guild_id`` of matches played outside any server (Discord ids are never 0).
NO_GUILD = 0

FINISHED = "finished"    # bot.host.FINISHED; not imported (the host imports this module)


@dataclass(frozen=True)
class Skill:
    """One player's rating: ``mu`` (estimate) and ``sigma`` (its standard deviation), openskill units."""

    mu: float = MODEL.mu
    sigma: float = MODEL.sigma

    @property
    def conservative(self) -> float:
        """μ − 3σ: a rating the player is very likely above; what boards show and sort by."""
        return self.mu - CONSERVATIVE_SIGMAS * self.sigma

    @property
    def provisional(self) -> bool:
        """Whether σ is still too high to trust the rating (shown with a "?")."""
        return self.sigma > PROVISIONAL_SIGMA

    def shown(self) -> str:
        """The rating as players read it: the conservative value to one decimal, "?" while provisional."""
        return f"{self.conservative:.1f}{'?' if self.provisional else ''}"


def scope_of(guild_id: int | None) -> int:
    """The ``ratings.guild_id`` a match of ``guild_id`` (``None``: outside any server) is rated in."""
    return NO_GUILD if guild_id is None else guild_id


def rate(skills: dict[int, Skill], teams: list[list[int]], ranks: list[int]) -> dict[int, Skill]:
    """Skills after one match, by openskill's Plackett–Luce rule: player key → new ``Skill``.

    ``skills`` maps every player key (a user id) to their skill before the
    match; ``teams`` lists the players of each side (one player per side in
    a game without partners); ``ranks[i]`` is side ``i``'s finishing place
    (1 = first; equal numbers are a tie).  Raises ``ValueError`` when the
    lengths differ or a player has no skill.
    """
    if len(teams) != len(ranks):
        raise ValueError(f"{len(teams)} sides but {len(ranks)} ranks")
    missing = [p for team in teams for p in team if p not in skills]
    if missing:
        raise ValueError(f"no skill given for players {missing}")
    rated = MODEL.rate([[MODEL.rating(mu=skills[p].mu, sigma=skills[p].sigma) for p in team]
                        for team in teams], ranks=list(ranks))
    return {p: Skill(r.mu, r.sigma) for team, new in zip(teams, rated) for p, r in zip(team, new)}


def final_ranks(result: dict[str, Any], names: list[str]) -> dict[str, int]:
    """Seat name → final rank from an engine result (view form: names, not seat numbers).

    Uses ``result["ranks"]`` when the engine gives them; otherwise the
    winners rank 1 and everybody else 2 (a draw, with no winners, makes
    everybody equal).  Names missing from ``ranks`` rank after everyone given.
    """
    given = result.get("ranks")
    if given:
        last = max(given.values()) + 1
        return {name: int(given.get(name, last)) for name in names}
    winners = set(result.get("winners") or ())
    return {name: 1 if name in winners else 2 for name in names}


def is_rated(match) -> bool:
    """Whether a ``MatchRow`` counts for ratings (finished with a result, ≥ 2 seats, no zombie, not
    unrated, and not a game with hidden draws played on a seed its players chose: ``seed_unrated``)."""
    extra = match.extra or {}
    return (match.status == FINISHED and bool(match.result) and match.state is not None
            and len(match.seats) >= 2 and not extra.get("zombies") and not extra.get("unrated")
            and len({seat.user_id for seat in match.seats}) == len(match.seats)
            and not seed_unrated(match))


def seed_unrated(match) -> bool:
    """Whether ``match`` is unrated for its seed: chosen with ``seed=`` (``extra["seed_chosen"]``)
    in a game whose hidden information comes from random draws (the engine's ``hidden_draws``,
    e.g. Genetess), which anyone knowing the seed can compute."""
    return bool((match.extra or {}).get("seed_chosen")) \
        and getattr(get_game(match.game), "hidden_draws", False)


def sides(match) -> tuple[list[list[int]], list[int], set[int]]:
    """``(teams, ranks, winners)`` of a rated match, by user id, for ``rate``.

    Seats are matched to the result by the state's seat names in seat order
    (two players may share a display name).  Partners (the game's ``teams``
    for the match's options) form one side ranked by its best member; every
    other seat is a side of its own.
    """
    names = list(match.state["seats"])[:len(match.seats)]
    users = [seat.user_id for seat in match.seats]
    by_name = dict(zip(names, users))
    place = final_ranks(match.result, names)
    game = get_game(match.game)
    partners = game.teams(game.parse_options(match.options), len(users)) or []
    grouped = {s for team in partners for s in team}
    teams = [list(team) for team in partners] + [[s] for s in range(len(users)) if s not in grouped]
    ranks = [min(place[names[s]] for s in team) for team in teams]
    winners = {by_name[name] for name in match.result.get("winners") or () if name in by_name}
    return [[users[s] for s in team] for team in teams], ranks, winners


async def _skills(store, guild: int, game: str, users: list[int]) -> dict[int, Any]:
    """The stored ``ratings`` rows of ``users`` in one server and game: user id → row (absent: none)."""
    rows = await store.fetch_all(
        f"SELECT user_id, mu, sigma FROM ratings WHERE guild_id = ? AND game = ? "
        f"AND user_id IN ({', '.join('?' * len(users))})", (guild, game, *users))
    return {r["user_id"]: r for r in rows}


async def _take_place(store, match_id: int, guild: int, game: str) -> None:
    """Number ``match_id`` last in its server's game's rating order (``rating_order``).
    The caller holds that scope's ratings lock, so no other writer takes the same number."""
    await store.run([
        Op("DELETE FROM rating_order WHERE match_id = ?", (match_id,)),
        Op("INSERT INTO rating_order (match_id, guild_id, game, seq) "
           "SELECT CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS TEXT), COALESCE(MAX(seq), 0) + 1 "
           "FROM rating_order WHERE guild_id = ? AND game = ?", (match_id, guild, game, guild, game))])


async def _apply(store, match_id: int, guild: int, game: str, at: float, teams: list[list[int]],
                 ranks: list[int], winners: set[int]) -> dict[int, tuple[Skill, Skill]]:
    """Rate one match into the tables: user id → (skill before, skill after).  The caller
    holds the ratings lock of ``(guild, game)``: another process may rate the same players."""
    users = [u for team in teams for u in team]
    stored = await _skills(store, guild, game, users)
    before = {u: Skill(stored[u]["mu"], stored[u]["sigma"]) if u in stored else Skill() for u in users}
    after = rate(before, teams, ranks)
    for user in users:
        new, won = after[user], 1 if user in winners else 0
        if user in stored:
            await store.execute(
                "UPDATE ratings SET mu = ?, sigma = ?, conservative = ?, played = played + 1, "
                "won = won + ?, last_played = ? WHERE guild_id = ? AND game = ? AND user_id = ?",
                (new.mu, new.sigma, new.conservative, won, at, guild, game, user))
        else:
            await store.execute(
                "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, conservative, played, won, "
                "last_played) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)",
                (guild, game, user, new.mu, new.sigma, new.conservative, won, at))
        await store.execute(
            "INSERT INTO rating_history (match_id, user_id, guild_id, game, mu_before, sigma_before, "
            "mu, sigma, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (match_id, user, guild, game, before[user].mu, before[user].sigma, new.mu, new.sigma, at))
    return {u: (before[u], after[u]) for u in users}


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
    if await store.fetch_one("SELECT 1 FROM rating_history WHERE match_id = ?", (match.id,)):
        return {}
    await _take_place(store, match.id, guild, match.game)
    teams, ranks, winners = sides(match)
    return await _apply(store, match.id, guild, match.game, match.updated_at, teams, ranks, winners)


async def rebuild(store, *, guild_id: int | None = None, game: str | None = None,
                  skip: int | None = None, in_rating_order: bool = True) -> int:
    """Recompute ratings from the stored match results, in the order they were rated.

    Call inside a transaction.  With ``guild_id`` and ``game``: that server's
    game only, and its ratings lock is taken before anything else (the order
    every writer takes locks in); without: every rating, and no lock (the
    migrations run it, one process at a time).  Clears ``ratings`` and
    ``rating_history`` of the scope, then rates every rated match
    (``is_rated``) of it except ``skip`` in its rating order (``rating_order``,
    the order the live ratings were taken in).  Rated matches without a place
    there come after those with one, by ``updated_at`` (when they finished;
    ties by match id), and are numbered on in that order; ``skip`` loses its
    place.  ``in_rating_order=False``: by ``updated_at`` alone, touching no
    ``rating_order`` (migration 8, which ran before that table existed).
    Used by those migrations and by ``unrecord``.  Returns the number of
    matches rated.
    """
    where, args = "status = ?", [FINISHED]
    if guild_id is not None and game is not None:
        scope = (scope_of(guild_id), game)
        await store.lock_ratings(*scope)
        where += " AND COALESCE(guild_id, 0) = ? AND game = ?"
        args += list(scope)
        await store.execute("DELETE FROM ratings WHERE guild_id = ? AND game = ?", scope)
        await store.execute("DELETE FROM rating_history WHERE guild_id = ? AND game = ?", scope)
        places = "SELECT match_id, guild_id, game, seq FROM rating_order WHERE guild_id = ? AND game = ?", scope
    else:
        await store.execute("DELETE FROM ratings")
        await store.execute("DELETE FROM rating_history")
        places = "SELECT match_id, guild_id, game, seq FROM rating_order", ()
    rows = await store.fetch_all(
        f"SELECT {_MATCH_COLUMNS} FROM matches WHERE {where} ORDER BY updated_at, id", args)
    seats = await store.fetch_all(
        f"SELECT match_id, user_id, name FROM seats WHERE match_id IN (SELECT id FROM matches WHERE {where}) "
        "ORDER BY match_id, seat", args)
    matches = [m for m in _rows_with_seats(rows, seats) if m.id != skip and is_rated(m)]
    if in_rating_order:
        placed = await store.fetch_all(*places)
        seq = {r[0]: r[3] for r in placed}
        if skip is not None and skip in seq:
            await store.execute("DELETE FROM rating_order WHERE match_id = ?", (skip,))
        # Stable: those without a place keep their finishing order, after the others.
        matches.sort(key=lambda m: (m.id not in seq, seq.get(m.id, 0)))
        last: dict[tuple[int, str], int] = {}
        for r in placed:
            last[(r[1], r[2])] = max(last.get((r[1], r[2]), 0), r[3])
        numbered = []
        for match in matches:
            if match.id not in seq:
                key = (scope_of(match.guild_id), match.game)
                last[key] = last.get(key, 0) + 1
                numbered.append((match.id, *key, last[key]))
        if numbered:
            await store.insert_rows("rating_order", ("match_id", "guild_id", "game", "seq"), numbered)
    # Rated in memory, written at once: the ratings lock is held for a few round trips, not
    # several per match (the same arithmetic as ``_apply``, from the same stored floats).
    skills: dict[tuple[int, str, int], tuple[Skill, int, int, float]] = {}
    history = []
    for match in matches:
        guild = scope_of(match.guild_id)
        teams, ranks, winners = sides(match)
        users = [u for team in teams for u in team]
        before = {u: skills[(guild, match.game, u)][0] if (guild, match.game, u) in skills else Skill()
                  for u in users}
        after = rate(before, teams, ranks)
        for user in users:
            _, played, won, _ = skills.get((guild, match.game, user), (None, 0, 0, 0.0))
            skills[(guild, match.game, user)] = (after[user], played + 1, won + (user in winners),
                                                 match.updated_at)
            history.append((match.id, user, guild, match.game, before[user].mu, before[user].sigma,
                            after[user].mu, after[user].sigma, match.updated_at))
    if skills:
        await store.insert_rows(
            "ratings", ("guild_id", "game", "user_id", "mu", "sigma", "conservative", "played", "won",
                        "last_played"),
            [(*key, skill.mu, skill.sigma, skill.conservative, played, won, at)
             for key, (skill, played, won, at) in skills.items()])
        await store.insert_rows(
            "rating_history", ("match_id", "user_id", "guild_id", "game", "mu_before", "sigma_before",
                               "mu", "sigma", "at"), history)
    return len(matches)


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
    row = await store.fetch_one("SELECT guild_id, game FROM rating_history WHERE match_id = ? LIMIT 1",
                                (match_id,))
    if row is None:
        return False
    await rebuild(store, guild_id=row["guild_id"], game=row["game"], skip=match_id)
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
    # One statement (one round trip on PostgreSQL, where a row's rank, player count and last
    # change were three more each): every count and the newest history row are index-bound.
    sql = ("SELECT r.guild_id, r.game, r.mu, r.sigma, r.conservative, r.played, r.won, r.last_played, "
           "(SELECT COUNT(*) FROM ratings o WHERE o.guild_id = r.guild_id AND o.game = r.game "
           "AND o.sigma <= ? AND o.conservative > r.conservative) AS higher, "
           "(SELECT COUNT(*) FROM ratings o WHERE o.guild_id = r.guild_id AND o.game = r.game "
           "AND o.sigma <= ?) AS players, h.mu_before, h.sigma_before, h.mu AS mu_after, h.sigma AS sigma_after "
           "FROM ratings r LEFT JOIN rating_history h ON h.user_id = r.user_id AND h.match_id = "
           "(SELECT l.match_id FROM rating_history l WHERE l.guild_id = r.guild_id AND l.game = r.game "
           "AND l.user_id = r.user_id ORDER BY l.at DESC, l.match_id DESC LIMIT 1) WHERE r.user_id = ?")
    args: tuple = (PROVISIONAL_SIGMA, PROVISIONAL_SIGMA, user_id)
    if guild_id is not None:
        sql, args = sql + " AND r.guild_id = ?", args + (scope_of(guild_id),)
    if game is not None:
        sql, args = sql + " AND r.game = ?", args + (game,)
    out = []
    for row in await store.fetch_all(sql + " ORDER BY r.guild_id, r.game", args):
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
    rows = await store.fetch_all(
        "SELECT at, mu, sigma FROM rating_history WHERE guild_id = ? AND game = ? AND user_id = ? "
        "ORDER BY at, match_id", (scope_of(guild_id), game, user_id))
    return [(r["at"], Skill(r["mu"], r["sigma"])) for r in rows]


async def leaderboard(store, game: str, limit: int = 10, *, guild_id: int | None,
                      provisional: bool = False) -> list[dict[str, Any]]:
    """The best-rated players of ``game`` in a server, best first by conservative rating, at most ``limit``.

    Keys: ``rank`` (1 + the number of listed-kind players rated strictly
    higher, so equal ratings share a rank), ``user_id``, ``skill``,
    ``played``, ``won``, ``last_played`` (seconds since the epoch).
    Provisional players are left out unless ``provisional``.
    """
    hide = "" if provisional else " AND sigma <= ?"
    rows = await store.fetch_all(
        "SELECT user_id, mu, sigma, conservative, played, won, last_played FROM ratings "
        f"WHERE guild_id = ? AND game = ?{hide} ORDER BY conservative DESC, played DESC, user_id LIMIT ?",
        (scope_of(guild_id), game, *(() if provisional else (PROVISIONAL_SIGMA,)), limit))
    out: list[dict[str, Any]] = []
    for i, row in enumerate(rows):
        same = out and out[-1]["skill"].conservative == row["conservative"]
        out.append({"rank": out[-1]["rank"] if same else i + 1, "user_id": row["user_id"],
                    "skill": Skill(row["mu"], row["sigma"]), "played": row["played"], "won": row["won"],
                    "last_played": row["last_played"]})
    return out
