"""Every table of one store copied into another (``petri db copy``; the PostgreSQL
build of ``petri bench --bigdb``), keeping ids.

Rows go in chunks through ``Store.insert_rows``: ``executemany`` on SQLite, ``COPY`` on
PostgreSQL (one round trip a chunk instead of one a row).
"""

from __future__ import annotations

from bot.storage.store import Store

#: Tables in the order their foreign keys allow, each with the key that orders its rows.
TABLES = (("matches", "id"), ("seats", "match_id, seat"), ("moves", "match_id, ply"),
          ("move_archives", "match_id"),
          ("guild_settings", "guild_id"), ("ratings", "guild_id, game, user_id"),
          ("rating_history", "match_id, user_id"), ("rating_order", "match_id"), ("dm_failures", "user_id"),
          ("user_locales", "user_id"), ("lesson_progress", "user_id, game, lesson"),
          ("hints_used", "match_id, user_id, ply"), ("match_reviews", "match_id, seat"),
          ("tournaments", "id"), ("tournament_entrants", "tournament_id, user_id"),
          ("tournament_games", "tournament_id, round, board"), ("lessons_sent", "user_id, at"),
          ("away_periods", "guild_id, user_id, started_at"), ("rematch_votes", "match_id, user_id"),
          ("rematches", "match_id"), ("notify_prefs", "user_id"), ("notify_digests", "user_id, period"))
#: Rows written per ``insert_rows`` call.
CHUNK = 5000


async def copy_tables(source: Store, destination: Store) -> dict[str, int]:
    """Copy every row of ``TABLES`` from ``source`` into ``destination`` in one transaction,
    then let new rows of ``destination`` number after the copied ids; returns rows copied
    by table.  The destination's tables should be empty (a key copied twice raises
    ``IntegrityError``, and nothing is written)."""
    counts = {}
    async with destination.transaction():
        for table, order in TABLES:
            rows = await source.fetch_all(f"SELECT * FROM {table} ORDER BY {order}")
            counts[table] = len(rows)
            if not rows:
                continue
            columns = list(rows[0].keys())
            for start in range(0, len(rows), CHUNK):
                await destination.insert_rows(table, columns, [tuple(r) for r in rows[start:start + CHUNK]])
            del rows
        await destination.restart_ids()
    return counts


async def table_rows(store: Store, table: str, order: str) -> list[tuple]:
    """Every row of ``table`` (one of ``TABLES``) as tuples of plain values, in ``order``."""
    return [tuple(r) for r in await store.fetch_all(f"SELECT * FROM {table} ORDER BY {order}")]


async def row_count(store: Store, table: str) -> int:
    """How many rows ``table`` (one of ``TABLES``) holds."""
    return (await store.fetch_one(f"SELECT COUNT(*) FROM {table}"))[0]


async def replayable_ids(store: Store) -> list[int]:
    """Ids of the started matches whose log is still stored (not dropped by retention), in order."""
    rows = await store.fetch_all(
        "SELECT id FROM matches WHERE state IS NOT NULL AND id NOT IN "
        "(SELECT match_id FROM move_archives WHERE dropped_at IS NOT NULL) ORDER BY id")
    return [r[0] for r in rows]


async def postgres_has_schema(url: str) -> bool:
    """Whether the PostgreSQL database at ``url`` holds Petri's tables (its ``schema_version``),
    asked without migrating it.  Raises the driver's errors when it cannot connect."""
    import asyncpg  # only those who use PostgreSQL need it

    connection = await asyncpg.connect(url)
    try:
        return bool(await connection.fetchval("SELECT to_regclass('schema_version') IS NOT NULL"))
    finally:
        await connection.close()


def backup_sqlite(source: str, target: str) -> None:
    """Copy the SQLite database file ``source`` to ``target`` (SQLite's online backup, safe
    while another connection uses ``source``)."""
    import sqlite3

    src, dst = sqlite3.connect(source), sqlite3.connect(target)
    try:
        src.backup(dst)
    finally:
        src.close()
        dst.close()
