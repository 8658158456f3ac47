"""On SQLite, no move's commit copies the write-ahead log into the file: a checkpoint does,
on a connection of its own, every ``CHECKPOINT_EVERY_WRITES`` writes (``bot.storage.store_sqlite``).
The database file only grows when a checkpoint copies pages into it, so its size tells
who checkpointed."""

from __future__ import annotations

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
    monkeypatch.setattr(store_sqlite, "CHECKPOINT_EVERY_WRITES", 10**9, raising=False)  # none in the test
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
    monkeypatch.setattr(store_sqlite, "CHECKPOINT_EVERY_WRITES", 10)
    path = tmp_path / "petri.db"
    store = await SqliteStore.open(str(path))
    try:
        await _commits(store, 100)
        assert store._checkpoint is not None
        await store._checkpoint                   # the last begun, wherever it began
        await _commits(store, 10)                 # these ten begin one after the 100 rows
        await store._checkpoint
        assert path.stat().st_size > 100 * len(ROW)
    finally:
        await store.close()


async def test_a_checkpoint_still_running_is_not_started_again(tmp_path, monkeypatch):
    monkeypatch.setattr(store_sqlite, "CHECKPOINT_EVERY_WRITES", 1)
    store = await SqliteStore.open(str(tmp_path / "petri.db"))
    try:
        await _commits(store, 1)
        first = store._checkpoint
        assert first is not None and not first.done()
        await _commits(store, 1)                  # while the first still runs
        assert store._checkpoint is first
        await first
    finally:
        await store.close()


async def test_a_memory_database_has_no_checkpointer():
    store = await SqliteStore.open(":memory:")
    try:
        await _commits(store, 3)
        assert store._checkpointer is None and store._checkpoint is None
    finally:
        await store.close()
