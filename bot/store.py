"""Durable storage for matches (design.md §3, "Storage").

One small interface over aiosqlite: WAL mode, versioned migrations, an
append-only move log and a version-guarded match row.  The SQL is kept
portable (no SQLite-only syntax in queries) so a PostgreSQL backend can
implement the same methods when the bot runs as several shards.
"""

from __future__ import annotations

import asyncio
import json
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import aiosqlite

# Each entry migrates the schema from version i to i + 1.  Never edit an
# entry that has shipped: add a new one.
MIGRATIONS: list[str] = [
    """
    CREATE TABLE matches (
        id          INTEGER PRIMARY KEY,
        guild_id    INTEGER,
        channel_id  INTEGER NOT NULL,
        game        TEXT NOT NULL,
        options     TEXT NOT NULL,
        seed        INTEGER NOT NULL,
        status      TEXT NOT NULL,
        state       TEXT,
        version     INTEGER NOT NULL,
        created_by  INTEGER NOT NULL,
        invited     INTEGER,
        created_at  REAL NOT NULL,
        updated_at  REAL NOT NULL,
        board_message_id INTEGER,
        result      TEXT
    );
    CREATE INDEX matches_channel ON matches (channel_id, status);
    CREATE TABLE seats (
        match_id INTEGER NOT NULL REFERENCES matches (id),
        seat     INTEGER NOT NULL,
        user_id  INTEGER NOT NULL,
        name     TEXT NOT NULL,
        PRIMARY KEY (match_id, seat)
    );
    CREATE TABLE moves (
        match_id INTEGER NOT NULL REFERENCES matches (id),
        ply      INTEGER NOT NULL,
        seat     INTEGER,
        user_id  INTEGER,
        kind     TEXT NOT NULL,
        text     TEXT NOT NULL,
        at       REAL NOT NULL,
        PRIMARY KEY (match_id, ply)
    );
    CREATE TABLE guild_settings (
        guild_id   INTEGER PRIMARY KEY,
        gm_role_id INTEGER,
        settings   TEXT NOT NULL
    );
    CREATE TABLE player_stats (
        user_id INTEGER NOT NULL,
        game    TEXT NOT NULL,
        rating  REAL NOT NULL,
        played  INTEGER NOT NULL,
        won     INTEGER NOT NULL,
        PRIMARY KEY (user_id, game)
    );
    CREATE TABLE dm_failures (
        user_id INTEGER PRIMARY KEY,
        at      REAL NOT NULL
    );
    """,
    # 2: host platform (clocks, zombies, undo requests, ratings history).
    # ``moves.ply`` is from here on the log's sequence number: undo entries
    # make it differ from the game's ply.
    """
    ALTER TABLE matches ADD COLUMN extra TEXT;
    ALTER TABLE matches ADD COLUMN deadline_at REAL;
    CREATE INDEX matches_deadline ON matches (deadline_at);
    CREATE TABLE rating_changes (
        match_id INTEGER NOT NULL REFERENCES matches (id),
        user_id  INTEGER NOT NULL,
        game     TEXT NOT NULL,
        before   REAL NOT NULL,
        after    REAL NOT NULL,
        PRIMARY KEY (match_id, user_id)
    );
    """,
]


class StaleVersion(Exception):
    """The match changed since the caller read it (a stale click or a lost race)."""


@dataclass
class Seat:
    """One player in a match: Discord user id and the display name used in views."""

    user_id: int
    name: str


@dataclass
class MatchRow:
    """A match as stored: ``state`` is the engine state dict (``None`` before start)."""

    id: int
    guild_id: int | None
    channel_id: int
    game: str
    options: str
    seed: int
    status: str
    state: dict[str, Any] | None
    version: int
    created_by: int
    invited: int | None
    created_at: float
    updated_at: float
    board_message_id: int | None = None
    result: dict[str, Any] | None = None
    seats: list[Seat] = field(default_factory=list)
    #: Host bookkeeping that is not game state: clock, zombies, timeouts,
    #: pending undo request... (JSON; keys documented where they are used).
    extra: dict[str, Any] = field(default_factory=dict)
    #: When the current clock runs out (seconds since the epoch), or ``None``.
    deadline_at: float | None = None


@dataclass
class MoveRow:
    """One entry of the append-only move log (``kind``: move, resign, start)."""

    ply: int
    seat: int | None
    user_id: int | None
    kind: str
    text: str
    at: float


_MATCH_COLUMNS = ("id, guild_id, channel_id, game, options, seed, status, state, version, "
                  "created_by, invited, created_at, updated_at, board_message_id, result, extra, "
                  "deadline_at")


class Store:
    """The database behind ``MatchHost``; open with ``await Store.open(path)``.

    ``path`` is a file name or ``":memory:"``.  All writes of one host call
    happen in one transaction (``async with store.transaction():``).
    """

    def __init__(self, db: aiosqlite.Connection):
        self.db = db
        # One connection runs one transaction at a time, and in SQLite a statement
        # sent by another task while a transaction is open would silently join it
        # (and its rollback), or fail with "cannot start a transaction within a
        # transaction".  So every statement waits for this turn, except those of
        # the task whose transaction holds it (``_owner``).
        self._turn = asyncio.Lock()
        self._owner: asyncio.Task | None = None

    @classmethod
    async def open(cls, path: str) -> "Store":
        """Connect, switch to WAL and run pending migrations."""
        db = await aiosqlite.connect(path, isolation_level=None)
        db.row_factory = aiosqlite.Row
        store = cls(db)
        try:
            await store.fetch_all("PRAGMA journal_mode=WAL")
            # NORMAL is durable in WAL mode except against power loss; a killed
            # process still keeps every committed move.
            await store.fetch_all("PRAGMA synchronous=NORMAL")
            await store.fetch_all("PRAGMA foreign_keys=ON")
            await store._migrate()
        except BaseException:
            await db.close()  # else aiosqlite's worker thread keeps the process alive
            raise
        return store

    async def close(self) -> None:
        """Close the connection (committed data is already on disk)."""
        await self.db.close()

    async def _migrate(self) -> None:
        # One IMMEDIATE transaction: two processes opening a fresh file at
        # once are serialised, and a failing migration leaves nothing behind.
        async with self.transaction():
            await self.db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            row = await self.fetch_one("SELECT version FROM schema_version")
            if row is None:
                await self.db.execute("INSERT INTO schema_version (version) VALUES (0)")
            current = row[0] if row else 0
            for version, script in enumerate(MIGRATIONS[current:], start=current + 1):
                for statement in filter(str.strip, script.split(";")):
                    await self.db.execute(statement)
                await self.db.execute("UPDATE schema_version SET version = ?", (version,))

    async def fetch_one(self, sql: str, args: tuple = ()):
        """One row (``aiosqlite.Row``, by name or index) of a query, or ``None``.

        For modules that keep their own tables (ratings, guild settings);
        write portable SQL with ``?`` parameters.
        """
        # Cursors are closed at once: an open SELECT cursor blocks COMMIT.
        async with self._statement(), self.db.execute(sql, args) as cur:
            return await cur.fetchone()

    async def fetch_all(self, sql: str, args: tuple = ()) -> list:
        """Every row of a query (see ``fetch_one``)."""
        async with self._statement(), self.db.execute(sql, args) as cur:
            return list(await cur.fetchall())

    async def execute(self, sql: str, args: tuple = ()) -> int:
        """Run a write statement; returns the number of rows it changed."""
        async with self._statement(), self.db.execute(sql, args) as cur:
            return cur.rowcount

    async def _write(self, sql: str, args: tuple = ()) -> aiosqlite.Cursor:
        """Run a statement in turn (see ``_turn``); returns its closed cursor (rowcount, lastrowid)."""
        async with self._statement(), self.db.execute(sql, args) as cur:
            return cur

    @asynccontextmanager
    async def _statement(self):
        """Wait for the connection's turn, unless this task's own transaction holds it."""
        if self._owner is not None and self._owner is asyncio.current_task():
            yield
            return
        async with self._turn:
            yield

    async def next_log_seq(self, match_id: int) -> int:
        """The sequence number the next move-log entry of ``match_id`` takes (1, 2, …)."""
        row = await self.fetch_one("SELECT MAX(ply) FROM moves WHERE match_id = ?", (match_id,))
        return (row[0] or 0) + 1

    @asynccontextmanager
    async def transaction(self):
        """``async with store.transaction():`` BEGIN IMMEDIATE … COMMIT, or ROLLBACK when the
        block raises.  Transactions of different tasks run one after the other, never
        interleaved; statements of other tasks wait until it ends.  Not re-entrant:
        ``RuntimeError`` if this task is already in one."""
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

    # -- matches -----------------------------------------------------------
    async def insert_match(self, row: MatchRow) -> int:
        """Insert a new match with its seats; returns the new id."""
        cur = await self._write(
            "INSERT INTO matches (guild_id, channel_id, game, options, seed, status, state, version, "
            "created_by, invited, created_at, updated_at, board_message_id, result, extra, deadline_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (row.guild_id, row.channel_id, row.game, row.options, row.seed, row.status,
             _dump(row.state), row.version, row.created_by, row.invited, row.created_at,
             row.updated_at, row.board_message_id, _dump(row.result), _dump(row.extra), row.deadline_at))
        row.id = cur.lastrowid
        await self.replace_seats(row.id, row.seats)
        return row.id

    async def update_match(self, row: MatchRow, expected_version: int) -> None:
        """Write ``row`` if the stored version is still ``expected_version``.

        Raises ``StaleVersion`` otherwise (nothing is written).
        """
        cur = await self._write(
            "UPDATE matches SET status = ?, state = ?, version = ?, updated_at = ?, "
            "board_message_id = ?, result = ?, options = ?, extra = ?, deadline_at = ? "
            "WHERE id = ? AND version = ?",
            (row.status, _dump(row.state), row.version, row.updated_at, row.board_message_id,
             _dump(row.result), row.options, _dump(row.extra), row.deadline_at, row.id,
             expected_version))
        if cur.rowcount != 1:
            raise StaleVersion(f"match {row.id} is no longer at version {expected_version}")

    async def set_board_message(self, match_id: int, message_id: int | None) -> None:
        """Remember the channel message that shows the board (no version bump)."""
        await self._write("UPDATE matches SET board_message_id = ? WHERE id = ?",
                              (message_id, match_id))

    async def replace_seats(self, match_id: int, seats: list[Seat]) -> None:
        """Store the seat list of a match (lobby joins/leaves, substitutions)."""
        async with self._statement():
            await self.db.execute("DELETE FROM seats WHERE match_id = ?", (match_id,))
            await self.db.executemany(
                "INSERT INTO seats (match_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                [(match_id, i, s.user_id, s.name) for i, s in enumerate(seats)])

    async def get_match(self, match_id: int) -> MatchRow | None:
        """The match with its seats, or ``None``."""
        row = await self.fetch_one(f"SELECT {_MATCH_COLUMNS} FROM matches WHERE id = ?", (match_id,))
        return await self._load(row) if row else None

    async def find_matches(self, *, channel_id: int | None = None,
                           statuses: tuple[str, ...] | None = None,
                           user_id: int | None = None, guild_id: int | None = None,
                           with_deadline: bool = False, limit: int = 50) -> list[MatchRow]:
        """Matches filtered by channel, guild, status, seated user and running clock, newest first."""
        where, args = [], []
        if guild_id is not None:
            where.append("guild_id = ?")
            args.append(guild_id)
        if with_deadline:
            where.append("deadline_at IS NOT NULL")
        if user_id is not None:
            where.append("id IN (SELECT match_id FROM seats WHERE user_id = ?)")
            args.append(user_id)
        if channel_id is not None:
            where.append("channel_id = ?")
            args.append(channel_id)
        if statuses:
            where.append(f"status IN ({', '.join('?' * len(statuses))})")
            args.extend(statuses)
        sql = f"SELECT {_MATCH_COLUMNS} FROM matches"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY id DESC LIMIT ?"
        return [await self._load(r) for r in await self.fetch_all(sql, (*args, limit))]

    async def _load(self, r) -> MatchRow:
        row = MatchRow(
            id=r["id"], guild_id=r["guild_id"], channel_id=r["channel_id"], game=r["game"],
            options=r["options"], seed=r["seed"], status=r["status"], state=_load(r["state"]),
            version=r["version"], created_by=r["created_by"], invited=r["invited"],
            created_at=r["created_at"], updated_at=r["updated_at"],
            board_message_id=r["board_message_id"], result=_load(r["result"]),
            extra=_load(r["extra"]) or {}, deadline_at=r["deadline_at"])
        seats = await self.fetch_all("SELECT user_id, name FROM seats WHERE match_id = ? ORDER BY seat", (row.id,))
        row.seats = [Seat(s["user_id"], s["name"]) for s in seats]
        return row

    # -- move log ----------------------------------------------------------
    async def append_move(self, match_id: int, move: MoveRow) -> None:
        """Append to the move log; a duplicate ply is an integrity error (never overwritten)."""
        await self._write(
            "INSERT INTO moves (match_id, ply, seat, user_id, kind, text, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (match_id, move.ply, move.seat, move.user_id, move.kind, move.text, move.at))

    async def moves(self, match_id: int) -> list[MoveRow]:
        """The whole move log of a match in ply order."""
        rows = await self.fetch_all(
            "SELECT ply, seat, user_id, kind, text, at FROM moves WHERE match_id = ? ORDER BY ply",
            (match_id,))
        return [MoveRow(*r) for r in rows]

    # -- delivery memory -----------------------------------------------------
    async def dm_closed_at(self, user_id: int) -> float | None:
        """When a DM to this user last failed (seconds since the epoch), or ``None``."""
        row = await self.fetch_one("SELECT at FROM dm_failures WHERE user_id = ?", (user_id,))
        return row[0] if row else None

    async def set_dm_closed(self, user_id: int, closed: bool, at: float) -> None:
        """Remember (or forget) that DMs to ``user_id`` fail."""
        await self._write("DELETE FROM dm_failures WHERE user_id = ?", (user_id,))
        if closed:
            await self._write("INSERT INTO dm_failures (user_id, at) VALUES (?, ?)", (user_id, at))


def _dump(value: Any) -> str | None:
    return None if value is None else json.dumps(value, sort_keys=True, separators=(",", ":"))


def _load(text: str | None) -> Any:
    return None if text is None else json.loads(text)
