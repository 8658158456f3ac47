"""Open the store a path or URL names (design.md §3): the one place that knows both backends.

``sqlite:///FILE``, a bare file name or ``":memory:"`` open SQLite;
``postgresql://…`` (or ``postgres://…``) opens PostgreSQL.
"""

from __future__ import annotations

import re
from pathlib import Path

from bot.storage.store import Store

POSTGRES_URL = re.compile(r"^postgres(ql)?://")


class DatabaseUnavailable(Exception):
    """The database cannot be opened or migrated; the message is one line without any password."""


def redact(url: str) -> str:
    """``url`` with any password replaced by ``***`` (safe to print or log)."""
    return re.sub(r"(://[^:/@]+):[^@]*@", r"\1:***@", url)


def is_postgres(target: str) -> bool:
    """Whether ``target`` names a PostgreSQL database."""
    return bool(POSTGRES_URL.match(target))


async def open_store(target: str) -> Store:
    """The store at ``target``, created and migrated as needed.

    Raises ``DatabaseUnavailable`` saying which database and the driver's
    reason (``sqlite3``, ``OSError``, ``asyncpg`` errors) when it cannot be used.
    """
    path = target.removeprefix("sqlite:///")
    if not is_postgres(target) and path != ":memory:" and not Path(path).parent.is_dir():
        # Checked first: aiosqlite's thread would outlive a failed connect and complain.
        raise DatabaseUnavailable(f"database {target}: the folder {Path(path).parent} does not exist")
    try:
        if is_postgres(target):
            from bot.storage.store_pg import PostgresStore  # asyncpg is only needed by those who use it
            return await PostgresStore.open(target)
        from bot.storage.store_sqlite import SqliteStore
        return await SqliteStore.open(path)
    except Exception as exc:  # every driver words "cannot use it" its own way
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise DatabaseUnavailable(f"database {redact(target)}: cannot open it "
                                  f"({type(exc).__name__}: {reason})") from exc
