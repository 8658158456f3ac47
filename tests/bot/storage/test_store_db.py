"""The Store on both backends: idempotent migrations, append-only move log, version guard,
64-bit ids and exact times; WAL and a failed migration on SQLite."""

from __future__ import annotations

import sqlite3

import pytest

from bot.storage.database import open_store
from bot.storage.store import MIGRATIONS, IntegrityError, MatchRow, MoveRow, Seat, StaleVersion
from bot.storage.repos import readers as reader_rows

TABLES = {"matches", "seats", "moves", "guild_settings", "ratings", "rating_history",
          "schema_version"}


def a_match(**changes) -> MatchRow:
    row = MatchRow(id=0, guild_id=1, channel_id=2, game="dna-sequence", options="", seed=7,
                   status="running", state={"ply": 0}, version=1, created_by=10, invited=None,
                   created_at=1.0, updated_at=1.0, seats=[Seat(10, "a"), Seat(11, "b")])
    for key, value in changes.items():
        setattr(row, key, value)
    return row


@pytest.fixture(params=["sqlite", "postgresql"])
def target(request, tmp_path) -> str:
    """Where a store test opens its store: an SQLite file, then a fresh PostgreSQL database."""
    if request.param == "postgresql":
        return request.getfixturevalue("pg_url")
    return str(tmp_path / "p.db")


async def table_names(store) -> set[str]:
    if store.kind == "PostgreSQL":
        rows = await store.fetch_all("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
    else:
        rows = await store.fetch_all("SELECT name FROM sqlite_master WHERE type='table'")
    return {r[0] for r in rows}



async def append_move(store, match_id: int, move: MoveRow) -> None:
    """Write one log entry at ``move.ply`` as it stands (the host's commits number their own):
    what the schema itself allows or refuses."""
    await store.execute(
        "INSERT INTO moves (match_id, ply, seat, user_id, kind, text, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (match_id, move.ply, move.seat, move.user_id, move.kind, move.text, move.at))


async def test_wal_mode_on_a_file(tmp_path):
    store = await open_store(str(tmp_path / "p.db"))
    try:
        assert (await store.fetch_one("PRAGMA journal_mode"))[0] == "wal"
    finally:
        await store.close()
    # WAL is persistent in the file: a plain connection sees it too.
    con = sqlite3.connect(tmp_path / "p.db")
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    con.close()


async def test_migrations_are_idempotent_and_keep_data(target):
    path = target
    store = await open_store(path)
    async with store.transaction():
        match_id = await store.insert_match(a_match())
        await append_move(store, match_id, MoveRow(1, 0, 10, "move", "AAG", 2.0))
    await store.close()
    for _ in range(2):  # open twice more: nothing re-runs, nothing is lost
        store = await open_store(path)
        try:
            rows = await store.fetch_all("SELECT version FROM schema_version")
            assert [tuple(r) for r in rows] == [(len(MIGRATIONS),)]
            assert TABLES <= await table_names(store)
            stored = await store.get_match(match_id)
            assert stored.seats == [Seat(10, "a"), Seat(11, "b")] and stored.state == {"ply": 0}
            assert await store.moves(match_id) == [MoveRow(1, 0, 10, "move", "AAG", 2.0)]
        finally:
            await store.close()


async def test_move_log_is_append_only(target):
    store = await open_store(target)
    try:
        async with store.transaction():
            match_id = await store.insert_match(a_match())
            await append_move(store, match_id, MoveRow(1, 0, 10, "move", "AAG", 2.0))
        with pytest.raises(IntegrityError):
            async with store.transaction():
                await append_move(store, match_id, MoveRow(1, 1, 11, "move", "TTC", 3.0))
        assert await store.moves(match_id) == [MoveRow(1, 0, 10, "move", "AAG", 2.0)]
        # The failed transaction was rolled back: the connection is usable again.
        async with store.transaction():
            await append_move(store, match_id, MoveRow(2, 1, 11, "move", "TTC", 3.0))
        assert [m.ply for m in await store.moves(match_id)] == [1, 2]
        # A move for a match that does not exist is refused too (foreign keys on).
        with pytest.raises(IntegrityError):
            async with store.transaction():
                await append_move(store, match_id + 1, MoveRow(1, 0, 10, "move", "AAG", 2.0))
    finally:
        await store.close()


async def test_commit_match_is_version_guarded(target):
    store = await open_store(target)
    try:
        async with store.transaction():
            match_id = await store.insert_match(a_match())
        row = await store.get_match(match_id)
        row.version, row.state = 2, {"ply": 1}
        async with store.transaction():
            await store.commit_match(row, 1)
        stale = await store.get_match(match_id)
        stale.version, stale.state = 3, {"ply": 99}
        with pytest.raises(StaleVersion):
            async with store.transaction():
                await store.commit_match(stale, 1)
        stored = await store.get_match(match_id)
        assert stored.version == 2 and stored.state == {"ply": 1}
    finally:
        await store.close()


async def test_find_matches_filters(target):
    store = await open_store(target)
    try:
        async with store.transaction():
            first = await store.insert_match(a_match(channel_id=5, status="finished"))
            second = await store.insert_match(a_match(channel_id=5, status="lobby",
                                                      seats=[Seat(20, "x")]))
            await store.insert_match(a_match(channel_id=6, status="running"))
        assert [m.id for m in await store.find_matches(channel_id=5)] == [second, first]
        assert [m.id for m in await store.find_matches(channel_id=5, statuses=("lobby",))] == [second]
        assert [m.id for m in await store.find_matches(user_id=20)] == [second]
        assert [m.id for m in await store.find_matches(user_id=10, channel_id=5)] == [first]
    finally:
        await store.close()


BROKEN_MIGRATION_CHILD = """
import asyncio, sys
import bot.storage.store as st
from bot.storage.database import open_store

async def main(path):
    store = await open_store(path)
    await store.close()
    # A later migration that fails half-way (its second statement clashes).
    st.MIGRATIONS.append("CREATE TABLE extra (x INTEGER); CREATE TABLE matches (y INTEGER)")
    try:
        await open_store(path)
    except Exception as exc:
        print("REFUSED", type(exc).__name__, exc, flush=True)

asyncio.run(main(sys.argv[1]))
print("EXITING", flush=True)
"""


def test_failed_migration_is_rolled_back_and_does_not_hang(tmp_path):
    import os
    import subprocess
    import sys

    from bot_testkit import REPO

    script = tmp_path / "child.py"
    script.write_text(BROKEN_MIGRATION_CHILD)
    db = tmp_path / "p.db"
    proc = subprocess.Popen([sys.executable, str(script), str(db)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True,
                            env=dict(os.environ, PYTHONPATH=str(REPO)))
    try:
        out, err = proc.communicate(timeout=3)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
    assert "REFUSED DatabaseUnavailable" in out and "OperationalError" in out, err
    # The half-applied migration left nothing behind.
    con = sqlite3.connect(db)
    try:
        assert con.execute("SELECT version FROM schema_version").fetchall() == [(len(MIGRATIONS),)]
        tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        assert "extra" not in tables
    finally:
        con.close()
    assert proc.returncode == 0 and "EXITING" in out, "the process hung after a failed migration"


async def test_ids_and_times_keep_their_precision(target):
    # Discord ids are 64-bit (PostgreSQL's INTEGER would overflow) and times are seconds
    # with a fraction (a 4-byte REAL would round 1767225600.123 to 1767230000).
    big, when = 1_234_567_890_123_456_789, 1767225600.123
    store = await open_store(target)
    try:
        row = a_match(guild_id=big, channel_id=big + 1, created_by=big + 2, created_at=when,
                      updated_at=when, deadline_at=when + 0.5, seats=[Seat(big + 3, "a")])
        async with store.transaction():
            match_id = await store.insert_match(row)
            await append_move(store, match_id, MoveRow(1, 0, big + 3, "move", "AAG", when))
        await reader_rows.set_dm_closed(store, big + 4, True, when)
        stored = await store.get_match(match_id)
        assert (stored.guild_id, stored.channel_id, stored.created_by) == (big, big + 1, big + 2)
        assert (stored.created_at, stored.deadline_at) == (when, when + 0.5)
        assert stored.seats == [Seat(big + 3, "a")]
        assert await store.moves(match_id) == [MoveRow(1, 0, big + 3, "move", "AAG", when)]
        assert await reader_rows.dm_closed_at(store, big + 4) == when
    finally:
        await store.close()


async def test_commit_match_saves_all_or_nothing(target):
    store = await open_store(target)
    try:
        async with store.transaction():
            match_id = await store.insert_match(a_match())
        row = await store.get_match(match_id)
        row.version, row.state, row.seats = 2, {"ply": 2}, [Seat(10, "a"), Seat(12, "c")]
        moves = [MoveRow(0, 0, 10, "move", "AAG", 2.0), MoveRow(0, 1, None, "zombie", "TTC", 2.5)]
        await store.commit_match(row, 1, seats=True, moves=moves)
        assert [m.ply for m in moves] == [1, 2]  # numbered by the store, in order
        stored = await store.get_match(match_id)
        assert (stored.version, stored.state, stored.seats) == (2, {"ply": 2}, row.seats)
        assert await store.moves(match_id) == moves
        # A stale save writes nothing: not the row, not the seats, not the log.
        row.version, row.state, row.seats = 3, {"ply": 9}, [Seat(99, "z")]
        with pytest.raises(StaleVersion):
            await store.commit_match(row, 1, seats=True, moves=[MoveRow(0, 0, 10, "move", "X", 3.0)])
        assert await store.get_match(match_id) == stored
        assert await store.moves(match_id) == moves
        # Inside a transaction that then fails, it is rolled back with the rest.
        with pytest.raises(ZeroDivisionError):
            async with store.transaction():
                await store.commit_match(row, 2, moves=[MoveRow(0, 0, 10, "move", "X", 3.0)])
                1 / 0
        assert await store.get_match(match_id) == stored
        assert await store.moves(match_id, upto=1) == moves[:1]
    finally:
        await store.close()


async def test_transactions_do_not_nest_and_roll_back(target):
    store = await open_store(target)
    try:
        async with store.transaction():
            with pytest.raises(RuntimeError, match="already open"):
                async with store.transaction():
                    pass
        with pytest.raises(ValueError):
            async with store.transaction():
                await store.insert_match(a_match())
                raise ValueError("changed my mind")
        assert await store.find_matches() == []
    finally:
        await store.close()


async def test_an_old_sqlite_file_opens_and_keeps_its_matches(tmp_path):
    # A file made by the schema as first shipped (INTEGER/REAL column types).
    path = tmp_path / "old.db"
    con = sqlite3.connect(path)
    con.executescript(OLD_SCHEMA)
    con.execute("INSERT INTO matches (id, channel_id, game, options, seed, status, version, created_by, "
                "created_at, updated_at) VALUES (7, 2, 'dna-sequence', '', 1, 'lobby', 1, 10, 1.5, 1.5)")
    con.execute("INSERT INTO seats VALUES (7, 0, 10, 'a')")
    con.commit()
    con.close()
    store = await open_store(f"sqlite:///{path}")
    try:
        stored = await store.get_match(7)
        assert (stored.status, stored.seats, stored.created_at) == ("lobby", [Seat(10, "a")], 1.5)
        async with store.transaction():
            assert await store.insert_match(a_match()) == 8
    finally:
        await store.close()


OLD_SCHEMA = """
CREATE TABLE schema_version (version INTEGER NOT NULL);
INSERT INTO schema_version VALUES (2);
CREATE TABLE matches (id INTEGER PRIMARY KEY, guild_id INTEGER, channel_id INTEGER NOT NULL,
  game TEXT NOT NULL, options TEXT NOT NULL, seed INTEGER NOT NULL, status TEXT NOT NULL, state TEXT,
  version INTEGER NOT NULL, created_by INTEGER NOT NULL, invited INTEGER, created_at REAL NOT NULL,
  updated_at REAL NOT NULL, board_message_id INTEGER, result TEXT, extra TEXT, deadline_at REAL);
CREATE TABLE seats (match_id INTEGER NOT NULL REFERENCES matches (id), seat INTEGER NOT NULL,
  user_id INTEGER NOT NULL, name TEXT NOT NULL, PRIMARY KEY (match_id, seat));
CREATE TABLE moves (match_id INTEGER NOT NULL REFERENCES matches (id), ply INTEGER NOT NULL,
  seat INTEGER, user_id INTEGER, kind TEXT NOT NULL, text TEXT NOT NULL, at REAL NOT NULL,
  PRIMARY KEY (match_id, ply));
CREATE TABLE guild_settings (guild_id INTEGER PRIMARY KEY, gm_role_id INTEGER, settings TEXT NOT NULL);
CREATE TABLE player_stats (user_id INTEGER NOT NULL, game TEXT NOT NULL, rating REAL NOT NULL,
  played INTEGER NOT NULL, won INTEGER NOT NULL, PRIMARY KEY (user_id, game));
CREATE TABLE dm_failures (user_id INTEGER PRIMARY KEY, at REAL NOT NULL);
CREATE TABLE rating_changes (match_id INTEGER NOT NULL REFERENCES matches (id), user_id INTEGER NOT NULL,
  game TEXT NOT NULL, before REAL NOT NULL, after REAL NOT NULL, PRIMARY KEY (match_id, user_id));
"""


def _open_at(args: tuple[str, float]) -> str:
    """Open (and migrate) the store at ``path`` at wall-clock time ``start``; "ok" or the error."""
    import asyncio
    import time

    path, start = args
    while time.time() < start:
        pass

    async def open_and_close():
        store = await open_store(path)
        await store.close()
    try:
        asyncio.run(open_and_close())
    except Exception as exc:
        return str(exc)
    return "ok"


def test_processes_opening_a_new_file_at_once_all_succeed(tmp_path):
    """Switching a new file to WAL can fail at once with "database is locked" while another
    process does the same (SQLite's busy handler does not cover that moment); the store waits
    its turn instead (the two-process bench on a fresh file failed in CI this way)."""
    import multiprocessing
    import time

    outcomes = []
    with multiprocessing.get_context("spawn").Pool(4) as pool:
        pool.map(_open_at, [(str(tmp_path / "warm.db"), 0.0)] * 4)  # imports done before timing
        for round_ in range(25):
            start = time.time() + 0.2
            outcomes += pool.map(_open_at, [(str(tmp_path / f"new{round_}.db"), start)] * 4)
    assert [o for o in outcomes if o != "ok"] == []
