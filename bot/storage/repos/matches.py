"""Queries over many matches that the host, the operations and the Discord layer ask (the
per-match reads and writes are ``Store`` methods): first argument the database object."""

from __future__ import annotations

from collections.abc import Sequence

from bot.storage.store import MatchRow


async def last_moves(db, match_ids: Sequence[int]) -> dict[int, float]:
    """When each match's move log last grew (``moves.at`` of its newest entry, seconds since the
    epoch), by match id; matches without rows are absent.  One query."""
    if not match_ids:
        return {}
    found = await db.fetch_all(
        f"SELECT match_id, MAX(at) FROM moves WHERE match_id IN ({', '.join('?' * len(match_ids))}) "
        "GROUP BY match_id", list(match_ids))
    return {r[0]: r[1] for r in found}


async def ids_with_status(db, statuses: Sequence[str], after: int, limit: int) -> list[int]:
    """Up to ``limit`` ids of matches whose status is one of ``statuses``, above ``after``,
    in id order (page through by passing the last id)."""
    rows = await db.fetch_all(
        f"SELECT id FROM matches WHERE status IN ({', '.join('?' * len(statuses))}) AND id > ? "
        f"ORDER BY id LIMIT {int(limit)}", (*statuses, after))
    return [r[0] for r in rows]


async def lobbies(db, guild_id: int, status: str, game: str | None, limit: int) -> list[MatchRow]:
    """Up to ``limit`` matches of server ``guild_id`` in ``status`` (of ``game`` only when given),
    oldest first, with their seats."""
    where, args = ["guild_id = ?", "status = ?"], [guild_id, status]
    if game is not None:
        where.append("game = ?")
        args.append(game)
    chosen = f"SELECT id FROM matches WHERE {' AND '.join(where)} ORDER BY id LIMIT ?"
    return await db.matches_with_seats(f"id IN ({chosen})", f"match_id IN ({chosen})", [*args, limit])


async def count_with_status(db, statuses: Sequence[str]) -> int:
    """How many matches have one of ``statuses``."""
    row = await db.fetch_one(
        f"SELECT COUNT(*) FROM matches WHERE status IN ({', '.join('?' * len(statuses))})", tuple(statuses))
    return row[0]


async def count_with_clock(db) -> int:
    """How many matches have a running clock (a deadline)."""
    return (await db.fetch_one("SELECT COUNT(*) FROM matches WHERE deadline_at IS NOT NULL"))[0]


async def other_matches_of_game(db, user_id: int, game: str, match_id: int) -> int:
    """How many matches of ``game`` other than ``match_id`` seat ``user_id``."""
    row = await db.fetch_one(
        "SELECT COUNT(*) FROM seats s JOIN matches m ON m.id = s.match_id "
        "WHERE s.user_id = ? AND m.game = ? AND m.id <> ?", (user_id, game, match_id))
    return row[0]


async def newest_seat_name(db, user_id: int, guild_id: int | None) -> str | None:
    """The seat name of ``user_id``'s newest match (of server ``guild_id`` first, when given),
    or ``None`` if they never sat.  One statement either way: one round trip on PostgreSQL."""
    newest = "SELECT name FROM seats WHERE user_id = ? ORDER BY match_id DESC LIMIT 1"
    sql, args = f"SELECT ({newest}) AS name", (user_id,)  # type: tuple[str, tuple[int | None, ...]]
    if guild_id is not None:
        sql, args = ("SELECT COALESCE((SELECT s.name FROM seats s JOIN matches m ON m.id = s.match_id "
                     "WHERE s.user_id = ? AND m.guild_id = ? ORDER BY s.match_id DESC LIMIT 1), "
                     f"({newest})) AS name", (user_id, guild_id, user_id))
    return (await db.fetch_one(sql, args))["name"]
