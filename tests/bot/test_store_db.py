"""The Store: WAL, idempotent migrations, append-only move log, version guard."""

from __future__ import annotations

import sqlite3

import pytest

from bot.database import open_store
from bot.store import MIGRATIONS, IntegrityError, MatchRow, MoveRow, Seat, StaleVersion

TABLES = {"matches", "seats", "moves", "guild_settings", "player_stats", "schema_version"}


def a_match(**changes) -> MatchRow:
    row = MatchRow(id=0, guild_id=1, channel_id=2, game="dna-sequence", options="", seed=7,
                   status="running", state={"ply": 0}, version=1, created_by=10, invited=None,
                   created_at=1.0, updated_at=1.0, seats=[Seat(10, "a"), Seat(11, "b")])
    for key, value in changes.items():
        setattr(row, key, value)
    return row


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


async def test_migrations_are_idempotent_and_keep_data(tmp_path):
    path = str(tmp_path / "p.db")
    store = await open_store(path)
    async with store.transaction():
        match_id = await store.insert_match(a_match())
        await store.append_move(match_id, MoveRow(1, 0, 10, "move", "AAG", 2.0))
    await store.close()
    for _ in range(2):  # open twice more: nothing re-runs, nothing is lost
        store = await open_store(path)
        try:
            rows = await store.fetch_all("SELECT version FROM schema_version")
            assert [tuple(r) for r in rows] == [(len(MIGRATIONS),)]
            names = {r[0] for r in await store.fetch_all("SELECT name FROM sqlite_master WHERE type='table'")}
            assert TABLES <= names
            stored = await store.get_match(match_id)
            assert stored.seats == [Seat(10, "a"), Seat(11, "b")] and stored.state == {"ply": 0}
            assert await store.moves(match_id) == [MoveRow(1, 0, 10, "move", "AAG", 2.0)]
        finally:
            await store.close()


async def test_move_log_is_append_only(tmp_path):
    store = await open_store(str(tmp_path / "p.db"))
    try:
        async with store.transaction():
            match_id = await store.insert_match(a_match())
            await store.append_move(match_id, MoveRow(1, 0, 10, "move", "AAG", 2.0))
        with pytest.raises(IntegrityError):
            async with store.transaction():
                await store.append_move(match_id, MoveRow(1, 1, 11, "move", "TTC", 3.0))
        assert await store.moves(match_id) == [MoveRow(1, 0, 10, "move", "AAG", 2.0)]
        # The failed transaction was rolled back: the connection is usable again.
        async with store.transaction():
            await store.append_move(match_id, MoveRow(2, 1, 11, "move", "TTC", 3.0))
        assert [m.ply for m in await store.moves(match_id)] == [1, 2]
        # A move for a match that does not exist is refused too (foreign keys on).
        with pytest.raises(IntegrityError):
            async with store.transaction():
                await store.append_move(match_id + 1, MoveRow(1, 0, 10, "move", "AAG", 2.0))
    finally:
        await store.close()


async def test_update_match_is_version_guarded(tmp_path):
    store = await open_store(str(tmp_path / "p.db"))
    try:
        async with store.transaction():
            match_id = await store.insert_match(a_match())
        row = await store.get_match(match_id)
        row.version, row.state = 2, {"ply": 1}
        async with store.transaction():
            await store.update_match(row, 1)
        stale = await store.get_match(match_id)
        stale.version, stale.state = 3, {"ply": 99}
        with pytest.raises(StaleVersion):
            async with store.transaction():
                await store.update_match(stale, 1)
        stored = await store.get_match(match_id)
        assert stored.version == 2 and stored.state == {"ply": 1}
    finally:
        await store.close()


async def test_find_matches_filters(tmp_path):
    store = await open_store(str(tmp_path / "p.db"))
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
import bot.store as st
from bot.database import open_store

async def main(path):
    store = await open_store(path)
    await store.close()
    # A later migration that fails half-way (its second statement clashes).
    st.MIGRATIONS.append("CREATE TABLE extra (x INTEGER); CREATE TABLE matches (y INTEGER)")
    try:
        await open_store(path)
    except Exception as exc:
        print("REFUSED", type(exc).__name__, flush=True)

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
    assert "REFUSED OperationalError" in out, err
    # The half-applied migration left nothing behind.
    con = sqlite3.connect(db)
    try:
        assert con.execute("SELECT version FROM schema_version").fetchall() == [(len(MIGRATIONS),)]
        tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        assert "extra" not in tables
    finally:
        con.close()
    assert proc.returncode == 0 and "EXITING" in out, "the process hung after a failed migration"
