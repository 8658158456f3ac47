"""On SQLite, no move's commit copies the write-ahead log into the file: a checkpoint does,
on a connection of its own, every ``CHECKPOINT_EVERY_S`` (``bot.storage.store_sqlite``).
The database file only grows when a checkpoint copies pages into it, so its size tells
who checkpointed."""

from __future__ import annotations

import asyncio
import os

import bot.storage.store_sqlite as store_sqlite
from bot.storage.store import Op
from bot.storage.store_sqlite import SqliteStore

#: Bytes a commit writes: two pages and a bit of a third, so 600 commits pass the
#: 1 000 pages at which a commit of SQLite's own would checkpoint.
ROW = os.urandom(9000)


async def _commits(store: SqliteStore, count: int) -> None:
    await store.run([Op("CREATE TABLE IF NOT EXISTS blob_rows (id INTEGER PRIMARY KEY, body BLOB)")])
    for _ in range(count):
        await store.run([Op("INSERT INTO blob_rows (body) VALUES (?)", (ROW,)),
                         Op("UPDATE blob_rows SET body = body WHERE id = 1")])


async def test_commits_leave_the_log_to_the_background_checkpoint(tmp_path, monkeypatch):
    monkeypatch.setattr(store_sqlite, "CHECKPOINT_EVERY_S", 3600.0, raising=False)   # none during the test
    path = tmp_path / "petri.db"
    store = await SqliteStore.open(str(path))
    try:
        before = path.stat().st_size
        await _commits(store, 600)
        # 600 × 9 000 bytes are in the log only: no commit copied them into the file.
        assert path.stat().st_size == before
        assert os.path.getsize(f"{path}-wal") > 600 * len(ROW)
        rows = await store.fetch_one("SELECT COUNT(*) FROM blob_rows")
        assert rows[0] == 600
    finally:
        await store.close()


async def test_the_background_checkpoint_copies_the_log_into_the_file(tmp_path, monkeypatch):
    monkeypatch.setattr(store_sqlite, "CHECKPOINT_EVERY_S", 0.02)
    path = tmp_path / "petri.db"
    store = await SqliteStore.open(str(path))
    try:
        await _commits(store, 100)
        for _ in range(100):                      # a checkpoint or two, at most 2 s
            if path.stat().st_size > 100 * len(ROW):
                break
            await asyncio.sleep(0.02)
        assert path.stat().st_size > 100 * len(ROW)
    finally:
        await store.close()
    assert store._checkpoints is not None and store._checkpoints.done()


async def test_a_memory_database_has_no_checkpointer():
    store = await SqliteStore.open(":memory:")
    try:
        assert store._checkpointer is None and store._checkpoints is None
    finally:
        await store.close()
