"""Two host processes on one database: every move and every deadline applied
exactly once, and nothing acknowledged is lost when a process is killed mid-move.

Each process (tests/bot/storage/multiprocess_worker.py) plays random moves on its
share of the matches — some matches are played by both — while one-second
clocks run out on matches nobody moves, so deadlines fire among the moves
and are claimed by whichever process looks first.  Both backends: an SQLite
file and PostgreSQL.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.core import RUNNING
from bot.host.match_host import MatchHost
from bot_testkit import ALICE, BOB, REPO

WORKER = Path(__file__).with_name("multiprocess_worker.py")
GAMES = ("dna-sequence", "mitosis")


@pytest.fixture(params=["sqlite", "postgresql"])
def shared_db(request, tmp_path) -> str:
    if request.param == "postgresql":
        return request.getfixturevalue("pg_url")
    return f"sqlite:///{tmp_path / 'shared.db'}"


async def new_matches(database: str, count: int) -> list[int]:
    host = await MatchHost.open(database)
    try:
        ids = []
        for i in range(count):
            match = await host.create(channel_id=100 + i, guild_id=5, game_id=GAMES[i % 2],
                                      options=f"seed={i} clock=1 timeout=pass", creator=ALICE,
                                      opponent=BOB)
            await host.start(match.id, BOB.user_id)
            ids.append(match.id)
        return ids
    finally:
        await host.close()


def start_worker(database: str, ids: list[int], seconds: float, seed: int, record: Path):
    return subprocess.Popen(
        [sys.executable, str(WORKER), database, ",".join(map(str, ids)), str(seconds), str(seed), str(record)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env=dict(os.environ, PYTHONPATH=str(REPO)))


def records(*paths: Path) -> list[dict]:
    out = []
    for path in paths:
        if path.exists():
            out += [json.loads(line) for line in path.read_text().splitlines() if line.endswith("}")]
    return out


async def check(database: str, recorded: list[dict], handled_before: float) -> dict[str, int]:
    """Every recorded entry is in the log once; logs replay to the stored states; no deadline
    due before ``handled_before`` is left unhandled.  Returns counts for the caller."""
    host = await MatchHost.open(database)
    try:
        seen: dict[tuple[int, int], list] = {}
        for r in recorded:
            for ply, seat, kind, text in r["log"]:
                key = (r["match"], ply)
                assert key not in seen, f"two processes both report log entry {key}"
                seen[key] = [seat, kind, text]
        logged = timeouts = 0
        for (match_id,) in await host.store.fetch_all("SELECT id FROM matches ORDER BY id"):
            match = await host.get(match_id)
            log = await host.history(match_id)
            assert [e.ply for e in log] == list(range(1, len(log) + 1))
            assert (await host.positions(match))[-1].state == match.state
            for e in log:
                if (match_id, e.ply) in seen:
                    assert seen.pop((match_id, e.ply)) == [e.seat, e.kind, e.text]
            logged += len(log)
            timeouts += sum(e.kind == "timeout" for e in log)
            if match.status == RUNNING:
                assert match.deadline_at >= handled_before, f"match {match_id}'s deadline was never handled"
        assert seen == {}, f"acknowledged but not in the log: {sorted(seen)[:5]}"
        fired = sum(e[2] == "timeout" for r in recorded if r["kind"] == "fired" for e in r["log"])
        return {"logged": logged, "timeouts": timeouts, "fired": fired}
    finally:
        await host.close()


def test_two_processes_apply_every_move_and_fire_every_deadline_once(shared_db, tmp_path):
    ids = asyncio.run(new_matches(shared_db, 12))
    moved, idle = ids[:8], ids[8:]  # nobody moves the idle ones: only their clocks act
    seconds = 4.0
    start = time.time()
    one = start_worker(shared_db, moved[:6], seconds, 1, tmp_path / "one.jsonl")
    two = start_worker(shared_db, moved[2:], seconds, 2, tmp_path / "two.jsonl")
    for proc in (one, two):
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0 and "DONE" in out, err[-2000:]
    recorded = records(tmp_path / "one.jsonl", tmp_path / "two.jsonl")
    counts = asyncio.run(check(shared_db, recorded, handled_before=start + seconds - 1.0))
    # Every time-out in the logs was handled by exactly one process, and reported by it.
    assert counts["timeouts"] == counts["fired"] > len(idle)
    assert sum(r["kind"] == "moved" for r in recorded) > 20


def test_a_process_killed_mid_move_loses_no_acknowledged_move(shared_db, tmp_path):
    ids = asyncio.run(new_matches(shared_db, 8))
    seconds = 8.0
    start = time.time()
    victim = start_worker(shared_db, ids[:6], seconds, 3, tmp_path / "victim.jsonl")
    other = start_worker(shared_db, ids[2:], seconds, 4, tmp_path / "other.jsonl")
    waited = 0.0
    while not records(tmp_path / "victim.jsonl") and waited < 30:  # it has started moving
        time.sleep(0.05)
        waited += 0.05
    time.sleep(0.5)
    victim.send_signal(signal.SIGKILL)  # wherever it is: mid-move, mid-commit, holding a claim
    victim.communicate(timeout=30)
    out, err = other.communicate(timeout=120)
    assert other.returncode == 0 and "DONE" in out, err[-2000:]
    recorded = records(tmp_path / "victim.jsonl", tmp_path / "other.jsonl")
    assert any(r for r in records(tmp_path / "victim.jsonl")), "the victim acknowledged nothing before it died"
    # The victim's claims ran out after their 2-s lease and the survivor handled those deadlines.
    asyncio.run(check(shared_db, recorded, handled_before=start + seconds - 1.0))
