"""Figures about the database itself (operations and ``petri bench --bigdb``): its size on disk,
the bytes of a table's rows, and a few counts and samples its benchmarks draw from."""

from __future__ import annotations

import os

_LOG_TABLES = ("moves", "move_archives")


async def size_bytes(db, path: str | None) -> int:
    """The database's size on disk: SQLite (``path``: its file) the file with its WAL after a
    checkpoint; PostgreSQL the database's size."""
    if db.kind == "SQLite":
        await db.fetch_all("PRAGMA wal_checkpoint(TRUNCATE)")
        return sum(os.path.getsize(p) for p in (path, path + "-wal") if os.path.exists(p))
    return (await db.fetch_one("SELECT pg_database_size(current_database())"))[0]


async def table_bytes(db, table: str) -> int:
    """Bytes ``table`` takes: on SQLite the used part of its pages and its indexes' (``dbstat``),
    on PostgreSQL its rows' own bytes (it keeps a table's pages after a delete, for new rows)."""
    if db.kind == "SQLite":
        return (await db.fetch_one("SELECT SUM(pgsize - unused) FROM dbstat WHERE name IN "
                                   "(SELECT name FROM sqlite_master WHERE tbl_name = ?)", (table,)))[0] or 0
    return (await db.fetch_one(f"SELECT SUM(pg_column_size(t.*)) FROM {table} t"))[0] or 0


async def rated_pairs(db) -> list[tuple[int, int]]:
    """``(user_id, guild_id)`` of every rating, in key order."""
    rows = await db.fetch_all("SELECT user_id, guild_id FROM ratings ORDER BY guild_id, game, user_id")
    return [(r[0], r[1]) for r in rows]


async def matches_from_channel(db, channel_id: int) -> int:
    """How many matches were made in channels numbered ``channel_id`` or above."""
    return (await db.fetch_one("SELECT COUNT(*) FROM matches WHERE channel_id >= ?", (channel_id,)))[0]
