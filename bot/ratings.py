"""Elo ratings per game, recorded when a match finishes (design.md §3, player stats).

Ratings are Elo points (a plain number; everybody starts at ``DEFAULT_RATING``).
A match with ``n`` seats is rated as ``n (n - 1) / 2`` two-player games, one
per pair of seats, scored by final rank: the better rank (lower number) wins
the pair 1 – 0, equal ranks draw ½ – ½.  The K-factor is divided by ``n - 1``
so one match moves a rating by at most ``k`` points whatever the seat count,
as in a two-player game.

Storage (tables from ``bot.store`` migrations, written inside the host's
transaction so a rating never changes without its match result):

- ``player_stats(user_id, game, rating, played, won)``: the current rating
  and the number of rated matches played and won, per user and game;
- ``rating_changes(match_id, user_id, game, before, after)``: one row per
  seat of each rated match, so a result's rating effect can be shown, audited
  or undone, and so recording a match twice is detected.

Not rated: matches that did not finish (cancelled, aborted), matches with a
zombie seat (``extra["zombies"]``) or marked ``extra["unrated"]``, games
with fewer than two seats, and matches of a game with hidden draws played on a
seed chosen with ``seed=`` (``seed_unrated``).  The SQL is portable (SQLite and PostgreSQL).
"""

from __future__ import annotations

import json
from itertools import combinations
from typing import Any

from games import get_game

#: Rating of a player's first rated match of a game (Elo points).
DEFAULT_RATING = 1200.0
#: Largest change of one rating in one match (Elo points).
K_FACTOR = 32.0
#: Elo's logistic scale: a 400-point gap means 10:1 expected odds.
SCALE = 400.0

FINISHED = "finished"    # bot.host.FINISHED; not imported (the host imports this module)


def expected_score(rating: float, opponent: float) -> float:
    """The score (0…1) a player rated ``rating`` is expected to make against ``opponent`` (both Elo points)."""
    return 1.0 / (1.0 + 10.0 ** ((opponent - rating) / SCALE))


def pair_score(rank: int, other: int) -> float:
    """The game score of the pair from one side: 1 for the better (lower) rank, 0.5 for equal, 0 else."""
    return 1.0 if rank < other else 0.5 if rank == other else 0.0


def elo_changes(ratings: dict[int, float], ranks: dict[int, int], k: float = K_FACTOR) -> dict[int, float]:
    """Rating change of every player for one finished match (Elo points, may be negative).

    ``ratings`` maps a player key (a user id) to their rating before the
    match, in Elo points; ``ranks`` maps the same keys to their final rank
    (1 = first; equal ranks are a tie between those players).  Every pair of
    players counts as one game scored by ``pair_score``; a player's change is
    ``k / (n - 1)`` times the sum over their pairs of (score − expected
    score), so with two players it is classic Elo with factor ``k``.  The
    changes sum to zero (up to float rounding).  A single player gets 0.

    Raises ``ValueError`` when the two dicts do not have the same keys.
    """
    if ratings.keys() != ranks.keys():
        raise ValueError(f"ratings and ranks are for different players: {sorted(ratings)} vs {sorted(ranks)}")
    totals = dict.fromkeys(ratings, 0.0)
    if len(ratings) < 2:
        return totals
    for a, b in combinations(ratings, 2):
        surprise = pair_score(ranks[a], ranks[b]) - expected_score(ratings[a], ratings[b])
        totals[a] += surprise
        totals[b] -= surprise          # b's score and expectation are 1 − a's
    per_pair = k / (len(ratings) - 1)
    return {player: per_pair * total for player, total in totals.items()}


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
            and not seed_unrated(match))


def seed_unrated(match) -> bool:
    """Whether ``match`` is unrated for its seed: chosen with ``seed=`` (``extra["seed_chosen"]``)
    in a game whose hidden information comes from random draws (the engine's ``hidden_draws``,
    e.g. Genetess), which anyone knowing the seed can compute (issue 30)."""
    return bool((match.extra or {}).get("seed_chosen")) \
        and getattr(get_game(match.game), "hidden_draws", False)


async def record_finished(store, match) -> dict[int, tuple[float, float]]:
    """Rate a match that has just finished: user id → (rating before, rating after), Elo points.

    Call inside the host's open transaction (this never begins or commits
    one), after the match row is written.  Updates ``player_stats``
    (played + 1, won + 1 for each of ``result["winners"]``) and adds one
    ``rating_changes`` row per seat.  Returns ``{}`` and writes nothing when
    the match is not rated (see ``is_rated``) or was already recorded.
    """
    if not is_rated(match):
        return {}
    if await store.fetch_one("SELECT 1 FROM rating_changes WHERE match_id = ?", (match.id,)):
        return {}
    names = list(match.state["seats"])[:len(match.seats)]
    users = [seat.user_id for seat in match.seats]
    if len(set(users)) != len(users):     # one user in two seats: no meaningful rating
        return {}
    by_name = dict(zip(names, users))
    ranks = {by_name[name]: rank for name, rank in final_ranks(match.result, names).items()}
    winners = {by_name[name] for name in match.result.get("winners") or () if name in by_name}

    current: dict[int, Any] = {}
    for user in users:
        current[user] = await store.fetch_one(
            "SELECT rating, played, won FROM player_stats WHERE user_id = ? AND game = ?",
            (user, match.game))
    before = {u: float(row["rating"]) if row else DEFAULT_RATING for u, row in current.items()}
    deltas = elo_changes(before, ranks)

    changes = {}
    for user in users:
        after = before[user] + deltas[user]
        won = 1 if user in winners else 0
        if current[user] is None:
            await store.execute(
                "INSERT INTO player_stats (user_id, game, rating, played, won) VALUES (?, ?, ?, 1, ?)",
                (user, match.game, after, won))
        else:
            await store.execute(
                "UPDATE player_stats SET rating = ?, played = played + 1, won = won + ? "
                "WHERE user_id = ? AND game = ?", (after, won, user, match.game))
        await store.execute(
            "INSERT INTO rating_changes (match_id, user_id, game, before, after) VALUES (?, ?, ?, ?, ?)",
            (match.id, user, match.game, before[user], after))
        changes[user] = (before[user], after)
    return changes


async def unrecord(store, match_id: int) -> dict[int, tuple[float, float]]:
    """Take back a rated match's effect (a game-master undo reopened it): user id → (rating now, rating after).

    Call inside the host's transaction *before* the match row is
    overwritten: the winners (whose ``won`` count drops) are read from the
    stored result.  Each player's rating moves back by what this match gave
    them (later matches are not re-rated); ``played`` drops by one and a
    player left with no rated match loses their ``player_stats`` row.  The
    ``rating_changes`` rows are deleted, so the match is rated afresh when it
    finishes again.  Returns ``{}`` when the match was not rated.
    """
    rows = await store.fetch_all(
        "SELECT user_id, game, before, after FROM rating_changes WHERE match_id = ?", (match_id,))
    if not rows:
        return {}
    stored = await store.fetch_one("SELECT result, state FROM matches WHERE id = ?", (match_id,))
    seats = await store.fetch_all("SELECT user_id FROM seats WHERE match_id = ? ORDER BY seat", (match_id,))
    result = json.loads(stored["result"]) if stored and stored["result"] else {}
    names = json.loads(stored["state"])["seats"] if stored and stored["state"] else []
    by_name = dict(zip(names, (s["user_id"] for s in seats)))
    winners = {by_name.get(name) for name in result.get("winners") or ()}
    undone = {}
    for row in rows:
        user, game, gained = row["user_id"], row["game"], row["after"] - row["before"]
        now = await store.fetch_one("SELECT rating, played FROM player_stats WHERE user_id = ? AND game = ?",
                                    (user, game))
        if now is None:
            continue
        if now["played"] <= 1:
            await store.execute("DELETE FROM player_stats WHERE user_id = ? AND game = ?", (user, game))
        else:
            await store.execute(
                "UPDATE player_stats SET rating = rating - ?, played = played - 1, won = won - ? "
                "WHERE user_id = ? AND game = ?", (gained, 1 if user in winners else 0, user, game))
        undone[user] = (float(now["rating"]), float(now["rating"]) - gained)
    await store.execute("DELETE FROM rating_changes WHERE match_id = ?", (match_id,))
    return undone


def _scope(guild_id: int | None) -> tuple[str, tuple]:
    """SQL condition on ``player_stats.user_id``: players who held a seat in ``guild_id`` (or everyone)."""
    if guild_id is None:
        return "", ()
    return (" AND user_id IN (SELECT s.user_id FROM seats s JOIN matches m ON m.id = s.match_id "
            "WHERE m.guild_id = ?)", (guild_id,))


async def stats(store, user_id: int, game: str | None = None, *,
                guild_id: int | None = None) -> list[dict[str, Any]]:
    """A player's rated record, one dict per game they have a rating in (one game if ``game``).

    Keys: ``game``, ``rating`` (Elo points), ``played``, ``won`` (rated
    matches), ``last_change`` (Elo points gained in their newest rated match
    of that game, by match id, or ``None``), ``rank`` and ``players``
    (position on ``leaderboard``'s ordering and the number of rated players,
    among those who played in ``guild_id`` when it is given).  Sorted by
    game id; ``[]`` when the player has no rated match.
    """
    sql = "SELECT game, rating, played, won FROM player_stats WHERE user_id = ?"
    args: tuple = (user_id,)
    if game is not None:
        sql += " AND game = ?"
        args += (game,)
    out = []
    for row in await store.fetch_all(sql + " ORDER BY game", args):
        scope, scope_args = _scope(guild_id)
        higher = await store.fetch_one(
            f"SELECT COUNT(*) FROM player_stats WHERE game = ? AND rating > ?{scope}",
            (row["game"], row["rating"], *scope_args))
        total = await store.fetch_one(
            f"SELECT COUNT(*) FROM player_stats WHERE game = ?{scope}", (row["game"], *scope_args))
        last = await store.fetch_one(
            "SELECT before, after FROM rating_changes WHERE user_id = ? AND game = ? "
            "ORDER BY match_id DESC LIMIT 1", (user_id, row["game"]))
        out.append({"game": row["game"], "rating": float(row["rating"]), "played": row["played"],
                    "won": row["won"], "last_change": (last["after"] - last["before"]) if last else None,
                    "rank": higher[0] + 1, "players": total[0]})
    return out


async def leaderboard(store, game: str, limit: int = 10, *,
                      guild_id: int | None = None) -> list[dict[str, Any]]:
    """The best-rated players of ``game``, best first, at most ``limit``.

    Keys: ``rank`` (1 + the number of players rated strictly higher, so equal
    ratings share a rank), ``user_id``, ``rating`` (Elo points), ``played``,
    ``won``.  With ``guild_id``, only players who held a seat in a match of
    that server (a server's board never lists strangers from other servers).
    """
    scope, scope_args = _scope(guild_id)
    rows = await store.fetch_all(
        f"SELECT user_id, rating, played, won FROM player_stats WHERE game = ?{scope} "
        "ORDER BY rating DESC, played DESC, user_id LIMIT ?", (game, *scope_args, limit))
    out = []
    for i, row in enumerate(rows):
        rank = out[-1]["rank"] if out and out[-1]["rating"] == row["rating"] else i + 1
        out.append({"rank": rank, "user_id": row["user_id"], "rating": float(row["rating"]),
                    "played": row["played"], "won": row["won"]})
    return out
