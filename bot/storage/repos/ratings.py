"""The rating tables' SQL (``ratings``, ``rating_history``, ``rating_order``; the design is in
``bot.host.ratings``) and the rebuild that recomputes them from the stored results, which the
migrations run too.  Every function takes the database object first; call them inside the
host's transaction where they write.
"""

from __future__ import annotations

from typing import Any, cast

from bot.storage.rating_math import FINISHED, PROVISIONAL_SIGMA, Skill, is_rated, rate, scope_of, sides
from bot.storage.store import _MATCH_COLUMNS, Op, _rows_with_seats


async def skills(db, guild: int, game: str, users: list[int]) -> dict[int, Skill]:
    """The stored skills of ``users`` in one server and game: user id → ``Skill`` (absent: none yet)."""
    rows = await db.fetch_all(
        f"SELECT user_id, mu, sigma FROM ratings WHERE guild_id = ? AND game = ? "
        f"AND user_id IN ({', '.join('?' * len(users))})", (guild, game, *users))
    return {r["user_id"]: Skill(r["mu"], r["sigma"]) for r in rows}


async def is_recorded(db, match_id: int) -> bool:
    """Whether ``match_id`` has rating history rows (it was rated)."""
    return await db.fetch_one("SELECT 1 FROM rating_history WHERE match_id = ?", (match_id,)) is not None


async def recorded_scope(db, match_id: int) -> tuple[int, str] | None:
    """``(ratings guild_id, game)`` a rated match was recorded in, or ``None`` if it was not rated."""
    row = await db.fetch_one("SELECT guild_id, game FROM rating_history WHERE match_id = ? LIMIT 1",
                             (match_id,))
    return None if row is None else (row["guild_id"], row["game"])


async def take_place(db, match_id: int, guild: int, game: str) -> None:
    """Number ``match_id`` last in its server's game's rating order (``rating_order``).
    The caller holds that scope's ratings lock, so no other writer takes the same number."""
    await db.run([
        Op("DELETE FROM rating_order WHERE match_id = ?", (match_id,)),
        Op("INSERT INTO rating_order (match_id, guild_id, game, seq) "
           "SELECT CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS TEXT), COALESCE(MAX(seq), 0) + 1 "
           "FROM rating_order WHERE guild_id = ? AND game = ?", (match_id, guild, game, guild, game))])


async def write_match(db, match_id: int, guild: int, game: str, at: float, stored: set[int],
                      before: dict[int, Skill], after: dict[int, Skill], winners: set[int]) -> None:
    """Store one rated match: each player's new skill (``stored``: those who had a row, updated;
    the others get one), their played/won counts and a history row each (``at``: when it
    finished, seconds since the epoch)."""
    for user, new in after.items():
        won = 1 if user in winners else 0
        if user in stored:
            await db.execute(
                "UPDATE ratings SET mu = ?, sigma = ?, conservative = ?, played = played + 1, "
                "won = won + ?, last_played = ? WHERE guild_id = ? AND game = ? AND user_id = ?",
                (new.mu, new.sigma, new.conservative, won, at, guild, game, user))
        else:
            await db.execute(
                "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, conservative, played, won, "
                "last_played) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)",
                (guild, game, user, new.mu, new.sigma, new.conservative, won, at))
        await db.execute(
            "INSERT INTO rating_history (match_id, user_id, guild_id, game, mu_before, sigma_before, "
            "mu, sigma, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (match_id, user, guild, game, before[user].mu, before[user].sigma, new.mu, new.sigma, at))


async def rebuild(db, *, guild_id: int | None = None, game: str | None = None,
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
    Returns the number of matches rated.
    """
    where, args = "status = ?", [FINISHED]  # type: tuple[str, list[Any]]
    if guild_id is not None and game is not None:
        scope = (scope_of(guild_id), game)
        await db.lock_ratings(*scope)
        where += " AND COALESCE(guild_id, 0) = ? AND game = ?"
        args += list(scope)
        await db.execute("DELETE FROM ratings WHERE guild_id = ? AND game = ?", scope)
        await db.execute("DELETE FROM rating_history WHERE guild_id = ? AND game = ?", scope)
        places = "SELECT match_id, guild_id, game, seq FROM rating_order WHERE guild_id = ? AND game = ?", scope
    else:
        await db.execute("DELETE FROM ratings")
        await db.execute("DELETE FROM rating_history")
        places = "SELECT match_id, guild_id, game, seq FROM rating_order", cast(tuple, ())
    rows = await db.fetch_all(
        f"SELECT {_MATCH_COLUMNS} FROM matches WHERE {where} ORDER BY updated_at, id", args)
    seats = await db.fetch_all(
        f"SELECT match_id, user_id, name FROM seats WHERE match_id IN (SELECT id FROM matches WHERE {where}) "
        "ORDER BY match_id, seat", args)
    matches = [m for m in _rows_with_seats(rows, seats) if m.id != skip and is_rated(m)]
    if in_rating_order:
        placed = await db.fetch_all(*places)
        seq = {r[0]: r[3] for r in placed}
        if skip is not None and skip in seq:
            await db.execute("DELETE FROM rating_order WHERE match_id = ?", (skip,))
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
            await db.insert_rows("rating_order", ("match_id", "guild_id", "game", "seq"), numbered)
    # Rated in memory, written at once: the ratings lock is held for a few round trips, not
    # several per match (the same arithmetic as a live rating, from the same stored floats).
    by_key: dict[tuple[int, str, int], tuple[Skill, int, int, float]] = {}
    history = []
    for match in matches:
        guild = scope_of(match.guild_id)
        teams, ranks, winners = sides(match)
        users = [u for team in teams for u in team]
        before = {u: by_key[(guild, match.game, u)][0] if (guild, match.game, u) in by_key else Skill()
                  for u in users}
        after = rate(before, teams, ranks)
        for user in users:
            _, played, won, _ = by_key.get((guild, match.game, user), (None, 0, 0, 0.0))
            by_key[(guild, match.game, user)] = (after[user], played + 1, won + (user in winners),
                                                 match.updated_at)
            history.append((match.id, user, guild, match.game, before[user].mu, before[user].sigma,
                            after[user].mu, after[user].sigma, match.updated_at))
    if by_key:
        await db.insert_rows(
            "ratings", ("guild_id", "game", "user_id", "mu", "sigma", "conservative", "played", "won",
                        "last_played"),
            [(*key, skill.mu, skill.sigma, skill.conservative, played, won, at)
             for key, (skill, played, won, at) in by_key.items()])
        await db.insert_rows(
            "rating_history", ("match_id", "user_id", "guild_id", "game", "mu_before", "sigma_before",
                               "mu", "sigma", "at"), history)
    return len(matches)


async def player_rows(db, user_id: int, game: str | None, guild_id: int | None) -> list[Any]:
    """A player's ``ratings`` rows with, per row, ``higher`` (established players of that server
    and game rated strictly higher), ``players`` (established players there) and the newest
    history row's ``mu_before``, ``sigma_before``, ``mu_after``, ``sigma_after`` (NULL if none);
    ``guild_id``/``game``: only that server (ratings scope)/game.  By server, then game."""
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
        sql, args = sql + " AND r.guild_id = ?", args + (guild_id,)
    if game is not None:
        sql, args = sql + " AND r.game = ?", args + (game,)
    return await db.fetch_all(sql + " ORDER BY r.guild_id, r.game", args)


async def history(db, user_id: int, game: str, guild: int) -> list[tuple[float, Skill]]:
    """``(at, skill after)`` of each of a player's rated matches of ``game`` in ratings scope
    ``guild``, oldest first (``at``: seconds since the epoch)."""
    rows = await db.fetch_all(
        "SELECT at, mu, sigma FROM rating_history WHERE guild_id = ? AND game = ? AND user_id = ? "
        "ORDER BY at, match_id", (guild, game, user_id))
    return [(r["at"], Skill(r["mu"], r["sigma"])) for r in rows]


async def board(db, guild: int, game: str, limit: int, provisional: bool) -> list[Any]:
    """The best ``limit`` ``ratings`` rows of ``game`` in ratings scope ``guild`` (``user_id, mu,
    sigma, conservative, played, won, last_played``), best conservative rating first (ties: more
    played, then user id); provisional players (σ above ``PROVISIONAL_SIGMA``) only if ``provisional``."""
    hide = "" if provisional else " AND sigma <= ?"
    return await db.fetch_all(
        "SELECT user_id, mu, sigma, conservative, played, won, last_played FROM ratings "
        f"WHERE guild_id = ? AND game = ?{hide} ORDER BY conservative DESC, played DESC, user_id LIMIT ?",
        (guild, game, *(() if provisional else (PROVISIONAL_SIGMA,)), limit))
