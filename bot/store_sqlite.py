"""The embedded backend: one SQLite file through aiosqlite (the default, design.md §3).

WAL mode; one transaction at a time on the one connection (BEGIN IMMEDIATE,
so two processes sharing a file are serialised too).  A unit of statements
(``Store.run``) goes to aiosqlite's thread as one function, so a move's
save is one trip whatever number of statements it has.
"""

from __future__ import annotations

import asyncio
import sqlite3
from contextlib import asynccontextmanager

import aiosqlite

from bot.store import IntegrityError, Op, StaleVersion, Store


# As long as sqlite3's own busy timeout (5 s): how long a process opening the
# file waits for others that are switching it to WAL.
WAL_SWITCH_WAIT_S = 5.0


class SqliteStore(Store):
    """``Store`` on the SQLite file ``path`` (or ``":memory:"``); open with ``await SqliteStore.open(path)``."""

    kind = "SQLite"

    def __init__(self, db: aiosqlite.Connection):
        self.db = db
        # One connection runs one transaction at a time, and in SQLite a statement
        # sent by another task while a transaction is open would silently join it
        # (and its rollback), or fail with "cannot start a transaction within a
        # transaction".  So every unit waits for this turn, except those of
        # the task whose transaction holds it (``_owner``).
        self._turn = asyncio.Lock()
        self._owner: asyncio.Task | None = None

    @classmethod
    async def open(cls, path: str) -> "SqliteStore":
        """Connect to ``path``, switch to WAL and run pending migrations.

        Raises ``sqlite3.Error`` (or ``OSError``) when the file cannot be used.
        """
        db = await aiosqlite.connect(path, isolation_level=None)
        db.row_factory = aiosqlite.Row
        store = cls(db)
        try:
            await store._enter_wal()
            # NORMAL is durable in WAL mode except against power loss; a killed
            # process still keeps every committed move.
            await store.fetch_all("PRAGMA synchronous=NORMAL")
            await store.fetch_all("PRAGMA foreign_keys=ON")
            await store.migrate()
        except BaseException:
            await db.close()  # else aiosqlite's worker thread keeps the process alive
            raise
        return store

    async def _enter_wal(self) -> None:
        """Switch the file to WAL, waiting up to ``WAL_SWITCH_WAIT_S`` for other processes.

        While another process converts a new file, SQLite answers "database is
        locked" at once instead of calling the busy handler; so the switch is
        tried again until that process is done.  Raises ``sqlite3.OperationalError``
        when the file stays locked for that long.
        """
        deadline = asyncio.get_running_loop().time() + WAL_SWITCH_WAIT_S
        while True:
            try:
                await self.fetch_all("PRAGMA journal_mode=WAL")
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or asyncio.get_running_loop().time() > deadline:
                    raise
            await asyncio.sleep(0.01)

    async def close(self) -> None:
        await self.db.close()

    async def run(self, ops: list[Op]) -> list:
        mine = self._owner is not None and self._owner is asyncio.current_task()
        if mine:
            return await self._in_thread(ops, own_transaction=False)
        async with self._turn:
            writes = any(not op.fetch for op in ops) and len(ops) > 1
            return await self._in_thread(ops, own_transaction=writes)

    async def _in_thread(self, ops: list[Op], own_transaction: bool) -> list:
        # aiosqlite has no public call for "run this function on the connection's
        # thread"; its ``_execute`` is that call, used by every public method.
        try:
            return await self.db._execute(_run_unit, self.db._conn, ops, own_transaction)
        except sqlite3.IntegrityError as exc:
            raise IntegrityError(str(exc)) from None

    @asynccontextmanager
    async def transaction(self):
        if self._owner is asyncio.current_task():
            raise RuntimeError("a store transaction is already open in this task")
        async with self._turn:
            self._owner = asyncio.current_task()
            try:
                await self.db.execute("BEGIN IMMEDIATE")
                try:
                    yield self
                except BaseException:
                    await self.db.execute("ROLLBACK")
                    raise
                await self.db.execute("COMMIT")
            finally:
                self._owner = None


def _run_unit(conn: sqlite3.Connection, ops: list[Op], own_transaction: bool) -> list:
    """Run ``ops`` on ``conn`` (in aiosqlite's thread); in a transaction of their own if asked."""
    if own_transaction:
        conn.execute("BEGIN IMMEDIATE")
    try:
        results = []
        for op in ops:
            if op.many:
                cur = conn.executemany(op.sql, op.args)
            else:
                cur = conn.execute(op.sql, tuple(op.args))
            try:
                results.append(cur.fetchall() if op.fetch else cur.rowcount)
            finally:
                cur.close()  # an open SELECT cursor would block COMMIT
            if op.expect is not None and cur.rowcount != op.expect:
                raise StaleVersion(f"the row is no longer at the version this write expected "
                                   f"({cur.rowcount} rows matched)")
    except BaseException:
        if own_transaction:
            conn.execute("ROLLBACK")
        raise
    if own_transaction:
        conn.execute("COMMIT")
    return results
