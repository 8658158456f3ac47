"""Two host processes finishing and undoing rated matches of one server and game at once
(bot/host/ratings.py): no deadlock or serialization failure reaches a player, and the live
ratings equal a rebuild from the stored results to 1e-9.

Each process (tests/bot/host/ratings_worker.py) runs a few tasks that finish DNA sequence
matches among the same four players and now and then have a game-master undo a finished
one (which rebuilds that server's ratings without it) and finish it again.  The rebuild
must rate the results in the order the live ratings were taken in, whichever process
took them.  Both backends: PostgreSQL, and an SQLite file shared by the two processes.
``PETRI_SOAK=1`` runs a longer version.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.host import ratings
from bot.storage.database import open_store
from bot_testkit import REPO

WORKER = Path(__file__).with_name("ratings_worker.py")
SOAK = bool(os.environ.get("PETRI_SOAK"))
#: Per backend: finishes per process, and the part of them during which undos happen (an
#: undo rebuilds, which would hide a wrong order taken before it).  SQLite serialises whole
#: transactions, so a result is rated out of finishing order rarely there (1 to 3 in 160
#: measured): more finishes after the undos (it is fast).
FINISHES = {"postgresql": (200 if SOAK else 40, 0.5), "sqlite": (400 if SOAK else 150, 0.2)}
#: Concurrent tasks in each process.
TASKS = 4 if SOAK else 3


@pytest.fixture(params=["postgresql", "sqlite"])
def shared_db(request, tmp_path) -> tuple[str, tuple[int, float]]:
    """The database both processes open, and ``FINISHES`` there."""
    if request.param == "postgresql":
        return request.getfixturevalue("pg_url"), FINISHES["postgresql"]
    return f"sqlite:///{tmp_path / 'shared.db'}", FINISHES["sqlite"]


async def prepare(database: str) -> None:
    """Migrate once before the workers start (two processes creating one SQLite file at once
    is a start-up matter of its own, not what is tested here)."""
    store = await open_store(database)
    await store.close()


async def deadlocks(database: str) -> int:
    """Deadlocks PostgreSQL detected in this database (retried or not; the workers have
    exited, so their statistics are in)."""
    store = await open_store(database)
    try:
        row = await store.fetch_one("SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()")
        return row[0]
    finally:
        await store.close()


async def live_and_rebuilt(database: str) -> tuple[dict, dict, int]:
    """The ratings as the processes left them, the ratings a rebuild computes from the stored
    results (the rebuild is rolled back), and the number of rated matches."""
    store = await open_store(database)
    try:
        columns = "SELECT guild_id, game, user_id, mu, sigma, played, won FROM ratings"

        def table(rows) -> dict:
            return {(r[0], r[1], r[2]): (r[3], r[4], r[5], r[6]) for r in rows}

        live = table(await store.fetch_all(columns))
        rebuilt: dict = {}
        count = 0

        class Undo(Exception):
            pass

        try:
            async with store.transaction():
                count = await ratings.rebuild(store, guild_id=5, game="dna-sequence")
                rebuilt.update(table(await store.fetch_all(columns)))
                raise Undo
        except Undo:
            pass
        return live, rebuilt, count
    finally:
        await store.close()


def test_two_processes_rate_in_one_order_without_surfacing_a_deadlock(shared_db, tmp_path):
    shared_db, (finishes, undo_part) = shared_db
    asyncio.run(prepare(shared_db))
    records = [tmp_path / f"worker{i}.json" for i in range(2)]
    workers = [subprocess.Popen([sys.executable, str(WORKER), shared_db, str(finishes), str(TASKS),
                                 str(undo_part), str(1000 + i), str(record)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                env=dict(os.environ, PYTHONPATH=str(REPO)))
               for i, record in enumerate(records)]
    for worker in workers:
        out, err = worker.communicate(timeout=300)
        assert worker.returncode == 0 and "DONE" in out, err[-3000:]
    done = [json.loads(record.read_text()) for record in records]
    surfaced = [entry for d in done for entry in d["surfaced"]]
    assert surfaced == [], f"{len(surfaced)} failures reached a player: {surfaced[:5]}"
    assert all(d["finishes"] >= finishes and d["undos"] > 0 for d in done), done
    if shared_db.startswith("postgresql"):
        # Not one, even retried: every writer takes its locks in the same order.
        assert asyncio.run(deadlocks(shared_db)) == 0

    live, rebuilt, count = asyncio.run(live_and_rebuilt(shared_db))
    assert count >= 2 * finishes - sum(d["undos"] for d in done)
    assert set(live) == set(rebuilt) and len(live) == 4
    drift = {key: (live[key], rebuilt[key]) for key in live
             if live[key][2:] != rebuilt[key][2:]
             or any(abs(a - b) > 1e-9 for a, b in zip(live[key][:2], rebuilt[key][:2]))}
    assert drift == {}, f"live ratings differ from a rebuild: {drift}"
