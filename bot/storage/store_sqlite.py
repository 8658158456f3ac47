"""The embedded backend: one SQLite file through aiosqlite (the default, design.md §3).

WAL mode; one transaction at a time on the one writing connection (BEGIN
IMMEDIATE, so two processes sharing a file are serialised too).  A unit of
statements (``Store.run``) goes to aiosqlite's thread as one function, so a
move's save is one trip whatever number of statements it has.

Reads outside a transaction go to ``READERS`` read-only connections of their
own: WAL lets them read the last commit while the writer
writes, so a slow ``/stats`` never holds up a move's save, nor the read of
the next move's match.

Checkpoints (copying the write-ahead log back into the file, with its fsyncs) run on a
connection of their own after every ``CHECKPOINT_EVERY_WRITES`` writes, beside the writer,
instead of inside the commit that fills the log past SQLite's 1 000 pages: that commit
waited 4–7 ms, and with a Genetess move writing ≈ 70 KiB of log, one move in sixty did
(``tests/bot/storage/test_sqlite_checkpoints.py``).  Counted in writes, not timed: an idle
bot does nothing, and a simulated clock that jumps an hour runs none.  The writer still checkpoints itself past
``WRITER_CHECKPOINT_PAGES``: under moves that never pause, a background checkpoint never
finds the log wholly copied as a commit begins, which is when SQLite starts the log over,
so the writer's own checkpoint (the background ones having copied all but the last few
writes) is what starts it over; the log file then grows to ≈ 20–40 MiB instead of 4.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
from contextlib import asynccontextmanager

import aiosqlite

from bot.storage.store import IntegrityError, Op, StaleVersion, Store

# As long as sqlite3's own busy timeout (5 s): how long a process opening the
# file waits for others that are switching it to WAL.
WAL_SWITCH_WAIT_S = 5.0
#: Read-only connections (each with its own thread): one slow read leaves another free.
READERS = 2
#: How much of the file each connection maps into memory (address space, not RAM).  Reads
#: through the map fault pages in with the kernel's read-around (many pages a fault) where
#: ``read()`` fetched one 4 KiB page a call: start-up's resume reads 500 running matches
#: scattered over the end of the file, 250–420 ms in SQLite's thread with the file not in
#: the page cache, 70–130 ms mapped (tests/bot/storage/test_sqlite_readers.py).
MMAP_BYTES = 1 << 30
#: Writes (units and transactions that write) between background checkpoints of the
#: write-ahead log: ≈ 800 pages of Genetess moves, SQLite's own cadence (1 000 pages).
CHECKPOINT_EVERY_WRITES = 50
#: Pages of log past which the writer's own commit checkpoints (SQLite's
#: ``wal_autocheckpoint``; its default is 1 000): a backstop, 40 MiB of log.
WRITER_CHECKPOINT_PAGES = 10_000

log = logging.getLogger("petri.storage")


class SqliteStore(Store):
    """``Store`` on the SQLite file ``path`` (or ``":memory:"``); open with ``await SqliteStore.open(path)``."""

    kind = "SQLite"

    def __init__(self, db: aiosqlite.Connection):
        self.db = db
        #: The read-only connections, and those not running a read now.
        self.readers: list[aiosqlite.Connection] = []
        self._idle_readers: asyncio.Queue[aiosqlite.Connection] = asyncio.Queue()
        # One connection runs one transaction at a time, and in SQLite a statement
        # sent by another task while a transaction is open would silently join it
        # (and its rollback), or fail with "cannot start a transaction within a
        # transaction".  So every unit waits for this turn, except those of
        # the task whose transaction holds it (``_owner``).
        self._turn = asyncio.Lock()
        self._owner: asyncio.Task | None = None
        #: The connection that checkpoints the log (``None`` for ``":memory:"``), the
        #: checkpoint running on it if any, and the writes since the last one began.
        self._checkpointer: aiosqlite.Connection | None = None
        self._checkpoint: asyncio.Task | None = None
        self._writes = 0

    @classmethod
    async def open(cls, path: str) -> SqliteStore:
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
            await store.fetch_all(f"PRAGMA mmap_size={MMAP_BYTES}")
            await store.migrate()
            if path != ":memory:":  # a memory database is private to its one connection
                for _ in range(READERS):
                    await store._add_reader(path)
                await store.fetch_all(f"PRAGMA wal_autocheckpoint={WRITER_CHECKPOINT_PAGES}")
                store._checkpointer = await aiosqlite.connect(path, isolation_level=None)
        except BaseException:
            await store.close()  # else aiosqlite's worker threads keep the process alive
            raise
        return store

    async def _add_reader(self, path: str) -> None:
        reader = await aiosqlite.connect(path, isolation_level=None)
        self.readers.append(reader)
        reader.row_factory = aiosqlite.Row
        await reader.execute("PRAGMA query_only=ON")
        await reader.execute(f"PRAGMA mmap_size={MMAP_BYTES}")
        self._idle_readers.put_nowait(reader)

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

    def _wrote(self) -> None:
        """Count a write; every ``CHECKPOINT_EVERY_WRITES``, start a checkpoint on
        ``_checkpointer``'s thread unless one still runs (the caller does not wait for it)."""
        self._writes += 1
        if (self._checkpointer is None or self._writes < CHECKPOINT_EVERY_WRITES
                or (self._checkpoint is not None and not self._checkpoint.done())):
            return
        self._writes = 0
        self._checkpoint = asyncio.ensure_future(self._checkpoint_log(self._checkpointer))

    @staticmethod
    async def _checkpoint_log(connection: aiosqlite.Connection) -> None:
        """Copy what the log holds into the file: a passive checkpoint, which waits for no
        reader and no writer.  A failure is logged; the next one tries again."""
        try:
            await connection.execute("PRAGMA wal_checkpoint(PASSIVE)")
        except sqlite3.Error as exc:
            log.warning("checkpoint of the SQLite log failed, tried again after %d writes: %s",
                        CHECKPOINT_EVERY_WRITES, exc)

    async def close(self) -> None:
        if self._checkpoint is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await self._checkpoint      # a thread's statement cannot be stopped midway
        for connection in (*self.readers, *([self._checkpointer] if self._checkpointer else []), self.db):
            await connection.close()

    async def run(self, ops: list[Op]) -> list:
        mine = self._owner is not None and self._owner is asyncio.current_task()
        if mine:
            return await self._in_thread(self.db, ops, begin=None)
        if self.readers and all(_is_read(op) for op in ops):
            reader = await self._idle_readers.get()
            try:  # several statements read one snapshot
                return await self._in_thread(reader, ops, begin="BEGIN" if len(ops) > 1 else None)
            finally:
                self._idle_readers.put_nowait(reader)
        async with self._turn:
            writes = any(not op.fetch for op in ops) and len(ops) > 1
            done = await self._in_thread(self.db, ops, begin="BEGIN IMMEDIATE" if writes else None)
        if not all(_is_read(op) for op in ops):
            self._wrote()
        return done

    @staticmethod
    async def _in_thread(connection: aiosqlite.Connection, ops: list[Op], begin: str | None) -> list:
        # aiosqlite has no public call for "run this function on the connection's
        # thread"; its ``_execute`` is that call, used by every public method.
        try:
            return await connection._execute(_run_unit, connection._conn, ops, begin)
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
        self._wrote()


def _is_read(op: Op) -> bool:
    """Whether ``op`` only reads (a query; ``UPDATE … RETURNING`` fetches but writes)."""
    return op.fetch and not op.many and op.sql.lstrip()[:6].upper() == "SELECT"


def _run_unit(conn: sqlite3.Connection, ops: list[Op], begin: str | None) -> list:
    """Run ``ops`` on ``conn`` (in aiosqlite's thread); in a transaction of their own opened
    with ``begin`` (``BEGIN IMMEDIATE`` to write, ``BEGIN`` for one snapshot) if given."""
    own_transaction = begin is not None
    if own_transaction:
        conn.execute(begin)
    try:
        results = []
        for op in ops:
            cur = conn.executemany(op.sql, op.args) if op.many else conn.execute(op.sql, tuple(op.args))
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
