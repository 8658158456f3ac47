"""Durable storage for matches (design.md §3, "Storage"): the interface both backends share.

``Store`` is the database object (portable SQL with ``?`` parameters) with the per-match
queries the host makes on every move: an append-only move log, a version-guarded match
row and the outbox; it runs the numbered migrations of
``bot/storage/migrations``.  Each other feature's queries are a repository in
``bot.storage.repos`` over this object.  A backend only runs lists of statements (``Op``): ``bot.storage.store_sqlite``
on one aiosqlite connection (the embedded default), ``bot.storage.store_pg`` on an
asyncpg pool (several processes or machines sharing PostgreSQL).
``bot.storage.database.open_store(target)`` picks one from a path or URL.
"""

from __future__ import annotations

import itertools
import json
import secrets
import zlib
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from typing import Any

from bot.storage import codec, schema
from games.message import as_msg

#: The schema's history, read from the numbered files of ``bot.storage.migrations``: entry
#: ``i`` takes a database from version ``i`` to ``i + 1``; an entry ``(sql, step)`` also runs
#: that data step.  Read from this module by ``Store.migrate`` (tests shorten it to build
#: databases an older bot left).
MIGRATIONS: list[str | tuple[str, str]] = schema.load()


class StaleVersion(Exception):
    """The match changed since the caller read it (a stale click or a lost race)."""


class LogDropped(Exception):
    """The match's move log is no longer stored: the retention setting dropped it at
    ``dropped_at`` (seconds since the epoch); its row, result, seats and ratings remain."""

    def __init__(self, match_id: int, dropped_at: float):
        super().__init__(f"the log of match #{match_id} was dropped at {dropped_at}")
        self.match_id, self.dropped_at = match_id, dropped_at


class Conflict(Exception):
    """The database gave this transaction up to let another one go on (PostgreSQL: its
    deadlock detector chose it, or a serialization failure); nothing of it was written.
    Both backends raise this one type; running the same transaction again is the cure
    (``MatchHost`` does, a few times, before it tells the player to try again)."""


class IntegrityError(Exception):
    """A write broke a constraint (a duplicate log entry, a missing match); nothing was written.

    Both backends raise this one type, whatever their driver calls it."""


@dataclass
class Op:
    """One statement for a backend to run: portable SQL with ``?`` parameters.

    ``many``: ``args`` is a list of parameter tuples (one execution each).
    ``fetch``: the result is the list of rows (by name and index), else the
    number of rows changed.  ``expect``: raise ``StaleVersion`` (and roll
    back) unless exactly this many rows changed.
    """

    sql: str
    args: Sequence = ()
    many: bool = False
    fetch: bool = False
    expect: int | None = None


@dataclass
class Owed:
    """An announcement the outbox holds (``Store.claim_owed``): the plan (JSON-ready dict)
    of the commit that made ``match_id``'s ``version``, and how many deliveries were tried."""

    match_id: int
    version: int
    plan: dict[str, Any]
    attempts: int
    #: No try of this post went out before this time (seconds since the epoch): where a
    #: retry starts looking for it in the channel.  ``None`` for rows stored before migration 13.
    sending_at: float | None = None
    #: The token of the claim that took it (``Store.renew_owed``).
    claim: int | None = None


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
    #: The thread (or forum post) the running match is played in; ``None``: in ``channel_id``
    #: itself, where its lobby or challenge card is in either case.
    thread_id: int | None = None

    @property
    def live(self) -> dict[str, Any]:
        """``state`` of a started match.  ``LookupError`` before the start: a caller that plays,
        times or shows a match has checked it started."""
        if self.state is None:
            raise LookupError(f"match #{self.id} has not started")
        return self.state


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
                  "deadline_at, thread_id")


class Store:
    """The database behind ``MatchHost``: open one with ``bot.storage.database.open_store(target)``.

    Every query lives here; a backend subclass supplies ``run`` (a list of
    ``Op`` as one unit, inside the caller's transaction if this task has one,
    else as its own), ``transaction``, ``lock_match`` and ``close``, plus the
    two dialect facts below.  All writes of one host call happen in one
    transaction (``async with store.transaction():``); ``commit_match`` is the
    host's whole save in one call.
    """

    #: What ``{id_pk}`` in ``MIGRATIONS`` becomes: an auto-numbered 64-bit key.
    ID_PK = "INTEGER PRIMARY KEY"
    #: What ``{blob}`` in ``MIGRATIONS`` becomes: a column of bytes.
    BLOB = "BLOB"
    #: Text of the backend, for messages ("SQLite", "PostgreSQL").
    kind = "database"
    #: Row locking for claim queries: PostgreSQL skips rows another process is claiming;
    #: SQLite needs nothing (one writer at a time).
    SKIP_LOCKED = ""

    async def run(self, ops: list[Op]) -> list:
        """Run ``ops`` in order as one unit; one result per op (rows or a row count).

        Raises ``IntegrityError`` or ``StaleVersion`` (the unit is rolled
        back, unless it runs inside the caller's transaction, which then
        rolls back when the exception leaves it).
        """
        raise NotImplementedError

    def transaction(self) -> AbstractAsyncContextManager[Store]:
        """``async with store.transaction():`` every statement of this task until the block
        ends commits together, or rolls back when the block raises.  Transactions never
        interleave with others touching the same rows.  Not re-entrant: ``RuntimeError``
        if this task is already in one."""
        raise NotImplementedError

    async def lock_match(self, match_id: int) -> None:
        """Inside a transaction: hold ``match_id`` until it ends, so another process that
        acts on the same match waits (PostgreSQL); a no-op where transactions already run
        one at a time (SQLite)."""

    async def lock_ratings(self, guild_id: int, game: str) -> None:
        """Inside a transaction: hold the ratings of ``game`` in server ``guild_id`` until it
        ends, so two processes rating matches of the same players take turns (each reads the
        skills the other wrote; no duplicate first row); a no-op on SQLite."""

    async def lock_schema(self) -> None:
        """Inside a transaction: take turns with other processes migrating the same database
        (a no-op where transactions already run one at a time)."""

    async def restart_ids(self) -> None:
        """After rows were copied in with their ids: new matches get ids after the largest
        (a no-op where the next id always follows the largest, as in SQLite)."""

    async def close(self) -> None:
        """Close the connections (committed data is already durable)."""
        raise NotImplementedError

    # -- plain statements ------------------------------------------------------
    async def fetch_one(self, sql: str, args: Sequence = ()):
        """One row (by name or index) of a query, or ``None``.

        For modules that keep their own tables (ratings, guild settings);
        write portable SQL with ``?`` parameters.
        """
        rows = (await self.run([Op(sql, args, fetch=True)]))[0]
        return rows[0] if rows else None

    async def fetch_all(self, sql: str, args: Sequence = ()) -> list:
        """Every row of a query (see ``fetch_one``)."""
        return (await self.run([Op(sql, args, fetch=True)]))[0]

    async def execute(self, sql: str, args: Sequence = ()) -> int:
        """Run a write statement; returns the number of rows it changed."""
        return (await self.run([Op(sql, args)]))[0]

    async def insert_rows(self, table: str, columns: Sequence[str], rows: list[tuple]) -> None:
        """Insert ``rows`` (tuples in ``columns`` order) into ``table`` as one unit, ids
        included (``bot.storage.transfer``); a backend may do it faster than row by row."""
        await self.run([Op(f"INSERT INTO {table} ({', '.join(columns)}) "
                           f"VALUES ({', '.join('?' * len(columns))})", rows, many=True)])

    async def migrate(self) -> None:
        """Bring the schema up to ``len(MIGRATIONS)``; each step all or nothing, idempotent.

        Two processes migrating at once are serialised by the transaction.
        """
        async with self.transaction():
            await self.lock_schema()
            await self.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            row = await self.fetch_one("SELECT version FROM schema_version")
            if row is None:
                await self.execute("INSERT INTO schema_version (version) VALUES (0)")
            current = row[0] if row else 0
            for version, script in enumerate(MIGRATIONS[current:], start=current + 1):
                script, step = (script, None) if isinstance(script, str) else script
                script = script.replace("{id_pk}", self.ID_PK).replace("{blob}", self.BLOB)
                await self.run([Op(statement) for statement in script.split(";") if statement.strip()])
                if step is not None:
                    await schema.run_step(step, self)
                await self.execute("UPDATE schema_version SET version = ?", (version,))

    async def schema_version(self) -> int:
        """The migration the database is at (0 for an empty one)."""
        try:
            row = await self.fetch_one("SELECT version FROM schema_version")
        except Exception:  # no table yet: each backend's driver words it its own way
            return 0
        return row[0] if row else 0

    # -- matches -----------------------------------------------------------
    async def insert_match(self, row: MatchRow) -> int:
        """Insert a new match with its seats; returns (and sets) the new id."""
        inserted = await self.run([Op(
            "INSERT INTO matches (guild_id, channel_id, game, options, seed, status, state, version, "
            "created_by, invited, created_at, updated_at, board_message_id, result, extra, deadline_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
            (row.guild_id, row.channel_id, row.game, row.options, row.seed, row.status,
             _dump(row.state), row.version, row.created_by, row.invited, row.created_at,
             row.updated_at, row.board_message_id, _dump(row.result), _dump(row.extra),
             row.deadline_at), fetch=True)])
        row.id = inserted[0][0][0]
        await self.run(_seat_ops(row.id, row.seats))
        return row.id

    async def commit_match(self, row: MatchRow, expected_version: int, *,
                           seats: bool = False, moves: Sequence[MoveRow] = (),
                           announce: tuple[dict, float] | None = None) -> None:
        """Save ``row`` if it is still at ``expected_version``, with its seat list (``seats``)
        and new log entries, as one unit: one trip to the database when not already inside
        a transaction.

        ``announce``: ``(plan, due_at)`` — the commit's announcement is owed (the outbox,
        ``claim_owed``), written in the same unit under ``row.version``; no other process
        takes it before ``due_at`` (seconds since the epoch: the committer posts it first).

        Each entry of ``moves`` takes the match's next log sequence number
        (its ``ply`` is set).  Raises ``StaleVersion`` (nothing written) when
        another writer got there first: the guarded update runs first, so a
        lost race never touches the log.
        """
        ops = [_update_op(row, expected_version)]
        if seats:
            ops += _seat_ops(row.id, row.seats)
        if moves:
            # Each insert numbers itself after the last entry, read under the row lock the
            # guarded update took; the final MAX tells the caller the numbers it got.
            ops.append(Op(
                "INSERT INTO moves (match_id, ply, seat, user_id, kind, text, at) "
                "SELECT CAST(? AS BIGINT), COALESCE(MAX(ply), 0) + 1, CAST(? AS INTEGER), "
                "CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS DOUBLE PRECISION) "
                "FROM moves WHERE match_id = ?",
                [(row.id, m.seat, m.user_id, m.kind, m.text, m.at, row.id) for m in moves], many=True))
        if announce is not None:
            ops.append(Op("INSERT INTO announcements (match_id, version, plan, due_at, attempts, sending_at) "
                          "VALUES (?, ?, ?, ?, 0, ?)",
                          (row.id, row.version, _dump(announce[0]), announce[1], row.updated_at)))
        if moves:
            ops.append(Op("SELECT MAX(ply) FROM moves WHERE match_id = ?", (row.id,), fetch=True))
        results = await self.run(ops)
        if moves:
            last = results[-1][0][0]
            for offset, move in enumerate(moves, start=last - len(moves) + 1):
                move.ply = offset

    async def set_board_message(self, match_id: int, message_id: int | None) -> None:
        """Remember the channel message that shows the board (no version bump)."""
        await self.execute("UPDATE matches SET board_message_id = ? WHERE id = ?", (message_id, match_id))

    async def set_thread(self, match_id: int, thread_id: int) -> None:
        """Remember the thread a match is played in (no version bump: like the card, it is
        where the match's posts go, not match state)."""
        await self.execute("UPDATE matches SET thread_id = ? WHERE id = ?", (thread_id, match_id))

    async def get_match(self, match_id: int) -> MatchRow | None:
        """The match with its seats, or ``None`` (one trip)."""
        found = await self.matches_with_seats("id = ?", "match_id = ?", (match_id,))
        return found[0] if found else None

    async def find_matches(self, *, channel_id: int | None = None,
                           statuses: tuple[str, ...] | None = None,
                           user_id: int | None = None, guild_id: int | None = None,
                           with_deadline: bool = False, thread_id: int | None = None, limit: int = 50,
                           before_id: int | None = None) -> list[MatchRow]:
        """Matches filtered by channel, thread, guild, status, seated user and running clock,
        newest first, at most ``limit`` (one trip).  ``before_id``: only ids below it (the next
        page after a page whose last id it is)."""
        where: list[str] = []
        args: list[Any] = []
        if before_id is not None:
            where.append("id < ?")
            args.append(before_id)
        if thread_id is not None:
            where.append("thread_id = ?")
            args.append(thread_id)
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
        chosen = f"SELECT id FROM matches{' WHERE ' + ' AND '.join(where) if where else ''} " \
                 "ORDER BY id DESC LIMIT ?"
        args.append(limit)
        return await self.matches_with_seats(f"id IN ({chosen})", f"match_id IN ({chosen})", args,
                                             order="id DESC")

    async def matches_with_seats(self, match_where: str, seat_where: str, args: Sequence,
                                 order: str = "id") -> list[MatchRow]:
        """The matches whose row meets ``match_where`` (SQL with ``?`` parameters ``args``), in
        ``order``, each with its seats (those of the seat rows meeting ``seat_where``, the same
        condition on ``seats.match_id``): one unit of two reads, so one snapshot.  A backend
        may do it in one statement (PostgreSQL: one round trip)."""
        found, seats = await self.run([
            Op(f"SELECT {_MATCH_COLUMNS} FROM matches WHERE {match_where} ORDER BY {order}",
               args, fetch=True),
            Op(f"SELECT match_id, user_id, name FROM seats WHERE {seat_where} "
               "ORDER BY match_id, seat", args, fetch=True)])
        return _rows_with_seats(found, seats)

    # -- deadlines ---------------------------------------------------------
    async def deadlines(self) -> list[tuple[int, float]]:
        """``(match id, deadline_at)`` of every match with a pending timed event (start-up
        re-arming reads these two columns only)."""
        rows = await self.fetch_all("SELECT id, deadline_at FROM matches WHERE deadline_at IS NOT NULL")
        return [(r[0], r[1]) for r in rows]

    async def claim_due(self, now: float, lease: float, *, match_id: int | None = None,
                        limit: int = 50) -> list[int]:
        """Claim up to ``limit`` matches whose deadline is at or before ``now`` (seconds since
        the epoch) and that no other claim holds, for ``lease`` seconds; returns their ids.

        One statement: with several processes on one database each due match
        goes to exactly one of them (PostgreSQL: ``FOR UPDATE SKIP LOCKED``).
        A claim of a process that died runs out after ``lease`` and is taken
        over.  ``match_id``: claim that match only, if due.
        """
        only = " AND id = ?" if match_id is not None else ""
        rows = await self.fetch_all(
            "UPDATE matches SET claimed_until = ? WHERE id IN (SELECT id FROM matches "
            f"WHERE deadline_at <= ? AND (claimed_until IS NULL OR claimed_until < ?){only} "
            f"ORDER BY deadline_at LIMIT ?{self.SKIP_LOCKED}) RETURNING id",
            (now + lease, now, now, *((match_id,) if match_id is not None else ()), limit))
        return [r[0] for r in rows]

    async def release_claim(self, match_id: int) -> None:
        """End this process's claim on ``match_id`` (its deadline was handled)."""
        await self.execute("UPDATE matches SET claimed_until = NULL WHERE id = ?", (match_id,))

    # -- announcement outbox -------------------------------------
    #: The owed announcements that head their match's line: no earlier one of the match is owed.
    _FIRST_OWED = ("NOT EXISTS (SELECT 1 FROM announcements b "
                   "WHERE b.match_id = a.match_id AND b.version < a.version)")

    async def claim_owed(self, now: float, lease: float, limit: int = 20) -> list[Owed]:
        """Claim the owed announcements of up to ``limit`` matches for ``lease`` seconds,
        counting the attempt; returns them in commit order per match (``Owed.claim`` is the
        claim's token).

        A match is taken whole or not at all, and only when the oldest announcement it owes
        is due (``due_at`` ≤ ``now``): a later post never overtakes an earlier one that is
        leased to another process or waiting out a back-off.  Every due announcement of a
        taken match goes to the one process (its later ones that are not due yet stay where
        they are).  One statement, as ``claim_due``: with several processes each match goes
        to one of them (PostgreSQL: the head row is locked ``SKIP LOCKED``); one that dies
        lets them go when the lease ends.
        """
        token = secrets.randbits(62) + 1
        rows = await self.fetch_all(
            "UPDATE announcements SET due_at = ?, attempts = attempts + 1, claim = ? "
            "WHERE due_at <= ? AND match_id IN (SELECT a.match_id FROM announcements a "
            f"WHERE a.due_at <= ? AND {self._FIRST_OWED} ORDER BY a.due_at, a.match_id "
            f"LIMIT ?{self.SKIP_LOCKED}) RETURNING match_id, version, plan, attempts, sending_at, claim",
            (now + lease, token, now, now, limit))
        return sorted((Owed(r[0], r[1], _load(r[2]), r[3], r[4], r[5]) for r in rows),
                      key=lambda o: (o.match_id, o.version))

    async def renew_owed(self, match_id: int, claim: int, until: float) -> bool:
        """Extend this process's claim ``claim`` on ``match_id``'s owed announcements to
        ``until``; ``False`` when the claim is no longer this process's (its lease ran out
        and another process took the match: it must not post for it any more)."""
        rows = await self.fetch_all("UPDATE announcements SET due_at = ? WHERE match_id = ? AND claim = ? "
                                    "RETURNING version", (until, match_id, claim))
        return bool(rows)

    async def sending(self, match_id: int, versions: Sequence[int], at: float) -> None:
        """A try to post the announcements of ``match_id`` at ``versions`` starts at ``at``,
        after the channel was searched for an earlier try's post up to then (``Owed.sending_at``)."""
        if versions:
            await self.execute(f"UPDATE announcements SET sending_at = ? WHERE match_id = ? AND version IN "
                               f"({', '.join('?' * len(versions))})", (at, match_id, *versions))

    async def owed_before(self, match_id: int, version: int) -> bool:
        """Whether an announcement of ``match_id`` older than ``version`` is still owed (the
        post of ``version`` must then wait behind it: posts go out in commit order)."""
        row = await self.fetch_one("SELECT 1 FROM announcements WHERE match_id = ? AND version < ? LIMIT 1",
                                   (match_id, version))
        return row is not None

    async def announced(self, match_id: int, versions: Sequence[int]) -> None:
        """The announcements of ``match_id`` at ``versions`` were delivered (or given up): forget them."""
        if versions:
            await self.execute(f"DELETE FROM announcements WHERE match_id = ? AND version IN "
                               f"({', '.join('?' * len(versions))})", (match_id, *versions))

    async def announce_later(self, match_id: int, versions: Sequence[int], at: float) -> None:
        """Try the announcements of ``match_id`` at ``versions`` again at ``at`` (a back-off)."""
        if versions:
            await self.execute(f"UPDATE announcements SET due_at = ? WHERE match_id = ? AND version IN "
                               f"({', '.join('?' * len(versions))})", (at, match_id, *versions))

    async def next_owed_at(self) -> float | None:
        """When the next match's owed announcements can be claimed (seconds since the epoch:
        the earliest ``due_at`` of the announcements heading their match's line), or ``None``."""
        row = await self.fetch_one(f"SELECT MIN(a.due_at) FROM announcements a WHERE {self._FIRST_OWED}")
        return row[0] if row else None

    # -- move log ----------------------------------------------------------
    async def moves(self, match_id: int, upto: int | None = None) -> list[MoveRow]:
        """The move log of a match in log order: all of it, or its first ``upto`` entries
        (from its rows, or from its packed archive once compacted: one trip either way).
        Raises ``LogDropped`` when the retention setting dropped it (``drop_logs``)."""
        # One statement, so one snapshot without a transaction, and one round trip where two
        # reads in a transaction were four on PostgreSQL (BEGIN, the reads, COMMIT): the rows,
        # then the archive as a row of its own, told apart by its NULL ply (NULLs sort first on
        # SQLite, last on PostgreSQL).
        sql = ("SELECT ply, seat, user_id, kind, text, at, NULL AS log, NULL AS dropped_at "
               "FROM moves WHERE match_id = ?")
        args: tuple = (match_id,)
        if upto is not None:
            sql, args = sql + " AND ply <= ?", (match_id, upto)
        rows = await self.fetch_all(
            sql + " UNION ALL SELECT NULL, NULL, NULL, NULL, NULL, NULL, log, dropped_at "
            "FROM move_archives WHERE match_id = ? ORDER BY 1", (*args, match_id))
        archived = [(r[6], r[7]) for r in rows if r[0] is None]
        if archived:
            if archived[0][1] is not None:
                raise LogDropped(match_id, archived[0][1])
            return [m for m in unpack_log(archived[0][0]) if upto is None or m.ply <= upto]
        return [MoveRow(*r[:6]) for r in rows]

    async def pack_moves(self, match_id: int) -> tuple[int, int]:
        """Inside a transaction: pack the ``moves`` rows of ``match_id`` into one compressed
        ``move_archives`` row (``pack_log``) stamped with the match's ``updated_at`` (when it
        ended), and delete the rows; returns ``(entries, bytes)`` packed, ``(0, 0)`` when there
        were no rows.  ``IntegrityError`` if the match already has an archive (``restore_log``
        it first)."""
        rows = await self.fetch_all("SELECT ply, seat, user_id, kind, text, at FROM moves "
                                    "WHERE match_id = ? ORDER BY ply", (match_id,))
        if not rows:
            return 0, 0
        packed = pack_log([MoveRow(*r) for r in rows])
        await self.run([
            Op("INSERT INTO move_archives (match_id, entries, log, ended_at) "
               "SELECT id, ?, ?, updated_at FROM matches WHERE id = ?", (len(rows), packed, match_id)),
            Op("DELETE FROM moves WHERE match_id = ?", (match_id,))])
        return len(rows), len(packed)

    async def compact_log(self, match_id: int, statuses: Sequence[str]) -> tuple[int, int]:
        """Pack the log of ``match_id`` (``pack_moves``) in a transaction of its own, if the
        match's status is still one of ``statuses`` (those that never move again) once it is
        held: a match an undo reopened meanwhile keeps its rows.  Returns ``(entries, bytes)``
        packed.  ``unpack_log`` reverses it."""
        async with self.transaction():
            await self.lock_match(match_id)
            row = await self.fetch_one("SELECT status FROM matches WHERE id = ?", (match_id,))
            if row is None or row[0] not in statuses:
                return 0, 0
            return await self.pack_moves(match_id)

    async def restore_log(self, match_id: int) -> None:
        """Inside a transaction: put a packed log back into ``moves`` rows (before an undo
        reopens an ended match, whose next entries number on from them); else nothing.
        Raises ``LogDropped`` when the log was dropped (there is nothing to put back)."""
        row = await self.fetch_one("SELECT log, dropped_at FROM move_archives WHERE match_id = ?", (match_id,))
        if row is None:
            return
        if row[1] is not None:
            raise LogDropped(match_id, row[1])
        await self.run([
            Op("INSERT INTO moves (match_id, ply, seat, user_id, kind, text, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
               [(match_id, m.ply, m.seat, m.user_id, m.kind, m.text, m.at) for m in unpack_log(row[0])],
               many=True),
            Op("DELETE FROM move_archives WHERE match_id = ?", (match_id,))])

    async def drop_logs(self, ended_before: float, now: float, limit: int = 500) -> list[int]:
        """Drop the packed logs of up to ``limit`` matches that ended before ``ended_before``
        (seconds since the epoch), oldest first: the log is emptied and ``dropped_at`` set to
        ``now``, keeping the match row, result, seats and ratings (the retention setting).
        Returns the ids of the matches whose logs were dropped.  One statement, index-bound
        (``move_archives_kept``); with several processes each log is dropped by one of them.
        Logs still in ``moves`` rows (ended before compaction at match end existed) are
        packed first by ``petri db compact``."""
        rows = await self.fetch_all(
            "UPDATE move_archives SET log = ?, dropped_at = ? WHERE dropped_at IS NULL AND match_id IN "
            "(SELECT match_id FROM move_archives WHERE dropped_at IS NULL AND ended_at < ? "
            f"ORDER BY ended_at LIMIT ?{self.SKIP_LOCKED}) RETURNING match_id",
            (b"", now, ended_before, limit))
        return sorted(r[0] for r in rows)


def pack_log(log: Sequence[MoveRow]) -> bytes:
    """A move log as one zlib-compressed JSON value, column by column (like values side by
    side compress best): ``{"ply": [...], "seat": [...], "user_id": [...], "kind": [...],
    "text": [...], "at": {...}}`` with the times as ``_pack_times`` writes them.
    ``unpack_log`` reads it back exactly."""
    columns: dict[str, Any] = {name: [getattr(m, name) for m in log] for name in _LOG_COLUMNS}
    columns["ply"] = _steps(columns["ply"])  # 1, 1, 1…: next to nothing once compressed
    columns["at"] = _pack_times(columns["at"])
    return zlib.compress(json.dumps(columns, separators=(",", ":")).encode(), 9)


def unpack_log(packed: bytes) -> list[MoveRow]:
    """The log ``pack_log`` packed, in order."""
    columns = json.loads(zlib.decompress(bytes(packed)))
    columns["ply"] = list(itertools.accumulate(columns["ply"]))
    columns["at"] = _unpack_times(columns["at"])
    return [MoveRow(*values) for values in zip(*(columns[name] for name in _LOG_COLUMNS), strict=True)]


def _pack_times(times: list[float]) -> dict[str, Any]:
    """Times (seconds since the epoch, floats) as whole steps of ``2**-scale`` seconds: the
    first, then each one's difference from the one before — small integers that compress
    to a few bytes, where the floats' 17 digits would not.  Exact: a float is an integer
    times a power of two, and ``scale`` is the finest power any of them needs."""
    ratios = [float(t).as_integer_ratio() for t in times]  # (n, d): d is a power of two
    scale = max((d.bit_length() - 1 for _, d in ratios), default=0)
    steps = [n << (scale - d.bit_length() + 1) for n, d in ratios]
    return {"scale": scale, "steps": _steps(steps)}


def _unpack_times(packed: dict[str, Any]) -> list[float]:
    # Exact: the true division of two integers rounds once, to the float that was packed.
    return [total / (1 << packed["scale"]) for total in itertools.accumulate(packed["steps"])]


def _steps(values: list[int]) -> list[int]:
    """The first value, then each one's difference from the one before (``accumulate`` undoes it)."""
    return [b - a for a, b in itertools.pairwise([0, *values])]


_LOG_COLUMNS = ("ply", "seat", "user_id", "kind", "text", "at")


def _update_op(row: MatchRow, expected_version: int) -> Op:
    # Not the board message: only ``set_board_message`` sets it, without a new version, so a
    # row read (or cached) before it must not write its old value back.
    return Op("UPDATE matches SET status = ?, state = ?, version = ?, updated_at = ?, "
              "result = ?, options = ?, extra = ?, deadline_at = ? "
              "WHERE id = ? AND version = ?",
              (row.status, _dump(row.state), row.version, row.updated_at,
               _dump(row.result), row.options, _dump(row.extra), row.deadline_at, row.id,
               expected_version), expect=1)


def _seat_ops(match_id: int, seats: list[Seat]) -> list[Op]:
    ops = [Op("DELETE FROM seats WHERE match_id = ?", (match_id,))]
    if seats:
        ops.append(Op("INSERT INTO seats (match_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                      [(match_id, i, s.user_id, s.name) for i, s in enumerate(seats)], many=True))
    return ops


def _rows_with_seats(found: list, seats: list) -> list[MatchRow]:
    """Match rows (``_MATCH_COLUMNS``) joined with their ``(match_id, user_id, name)`` seat rows."""
    by_match: dict[int, list[Seat]] = {}
    for s in seats:
        by_match.setdefault(s["match_id"], []).append(Seat(s["user_id"], s["name"]))
    return [match_row(r, by_match.get(r["id"], [])) for r in found]


def match_row(r: Any, seats: list[Seat]) -> MatchRow:
    """A ``MatchRow`` from a row holding ``_MATCH_COLUMNS`` (by name) and its ``seats``."""
    return MatchRow(
        id=r["id"], guild_id=r["guild_id"], channel_id=r["channel_id"], game=r["game"],
        options=r["options"], seed=r["seed"], status=r["status"], state=_load(r["state"]),
        version=r["version"], created_by=r["created_by"], invited=r["invited"],
        created_at=r["created_at"], updated_at=r["updated_at"],
        board_message_id=r["board_message_id"], result=as_msg(_load(r["result"])),
        extra=_load(r["extra"]) or {}, deadline_at=r["deadline_at"], thread_id=r["thread_id"],
        seats=seats)


def _dump(value: Any) -> str | None:
    return None if value is None else codec.dumps(value)


def _load(text: str | None) -> Any:
    return None if text is None else codec.loads(text)
