"""Open the store a path or URL names (design.md §3): the one place that knows both backends.

``sqlite:///FILE``, a bare file name or ``":memory:"`` open SQLite;
``postgresql://…`` (or ``postgres://…``) opens PostgreSQL.
"""

from __future__ import annotations

import re

from bot.store import Store

POSTGRES_URL = re.compile(r"^postgres(ql)?://")


def is_postgres(target: str) -> bool:
    """Whether ``target`` names a PostgreSQL database."""
    return bool(POSTGRES_URL.match(target))


async def open_store(target: str) -> Store:
    """The store at ``target``, created and migrated as needed.

    Raises the driver's error (``sqlite3.Error``, ``OSError``, ``asyncpg``
    errors) when it cannot be opened; callers turn that into one line.
    """
    if is_postgres(target):
        from bot.store_pg import PostgresStore  # asyncpg is only needed by those who use it
        return await PostgresStore.open(target)
    from bot.store_sqlite import SqliteStore
    if target.startswith("sqlite:///"):
        target = target[len("sqlite:///"):]
    return await SqliteStore.open(target)
