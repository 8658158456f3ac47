"""Two poster processes on one database: what a dead process left owed is
posted exactly once across the processes, even when one of them is killed mid-delivery.

The matches' commits are made by a process that never posts (it "died" after its
commits); two poster processes (tests/bot/host/outbox_worker.py) then share the owed
announcements, claimed row by row in the database as deadlines are, and one of them is
``kill -9``ed while it delivers.  Both backends: an SQLite file and PostgreSQL.
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

from bot.host.match_host import MatchHost
from bot_testkit import ALICE, BOB, REPO

WORKER = Path(__file__).with_name("outbox_worker.py")


@pytest.fixture(params=["sqlite", "postgresql"])
def shared_db(request, tmp_path) -> str:
    if request.param == "postgresql":
        return request.getfixturevalue("pg_url")
    return f"sqlite:///{tmp_path / 'shared.db'}"


async def commits_nobody_posted(database: str, matches: int, moves: int) -> set[tuple[int, int]]:
    """Start ``matches`` matches and play ``moves`` plies in each, posting nothing; returns
    the ``(match id, version)`` stamps owed."""
    host = await MatchHost.open(database, outbox=True)
    host.announce_lease = 1.0
    try:
        for i in range(matches):
            match = await host.create(channel_id=100 + i, guild_id=5, game_id="dna-sequence",
                                      options=f"length=24 seed={i}", creator=ALICE, opponent=BOB)
            outcome = await host.start(match.id, BOB.user_id)
            for _ in range(moves):
                match = outcome.match
                if match.status != "running":
                    break
                user = host.movers(match)[0].user_id
                outcome = await host.move(match.id, user, host.legal_moves(match, user)[0])
        rows = await host.store.fetch_all("SELECT match_id, version FROM announcements")
        return {(r[0], r[1]) for r in rows}
    finally:
        await host.close()


def start_worker(database: str, channel: Path, seconds: float, batch: int = 5) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(WORKER), database, str(channel), str(seconds), str(batch)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=dict(os.environ, PYTHONPATH=str(REPO)))


def release(channel: Path, workers: list[subprocess.Popen]) -> None:
    """Let ``workers`` start posting together, once each has its database open."""
    waited = 0.0
    while not all(Path(f"{channel}.ready.{w.pid}").exists() for w in workers) and waited < 60:
        time.sleep(0.02)
        waited += 0.02
    Path(f"{channel}.go").touch()


def posts(channel: Path) -> list[dict]:
    if not channel.exists():
        return []
    return [json.loads(line) for line in channel.read_text().splitlines() if line.endswith("}")]


async def still_owed(database: str) -> int:
    host = await MatchHost.open(database)
    try:
        return len(await host.store.fetch_all("SELECT id FROM announcements"))
    finally:
        await host.close()


def test_owed_announcements_are_posted_exactly_once_across_processes_when_one_is_killed(shared_db, tmp_path):
    owed = asyncio.run(commits_nobody_posted(shared_db, matches=8, moves=5))
    assert len(owed) >= 30
    channel = tmp_path / "channel.jsonl"
    time.sleep(1.1)                                   # the committer's leases run out
    victim = start_worker(shared_db, channel, 60)
    other = start_worker(shared_db, channel, 60)
    release(channel, [victim, other])
    waited = 0.0
    while not any(p["pid"] == victim.pid for p in posts(channel)) and waited < 30:
        time.sleep(0.02)
        waited += 0.02
    victim.send_signal(signal.SIGKILL)                # mid-delivery, holding claims
    victim.communicate(timeout=30)
    out, err = other.communicate(timeout=120)
    assert other.returncode == 0 and "DONE" in out, err[-2000:]
    shown = [tuple(p["stamp"]) for p in posts(channel)]
    assert sorted(shown) == sorted(owed), "a ply was posted twice or never"
    by = {p["pid"] for p in posts(channel)}
    assert victim.pid in by and other.pid in by, "both processes should have posted some"
    assert asyncio.run(still_owed(shared_db)) == 0


def inversions(shown: list[tuple[int, int]]) -> dict[int, int]:
    """Per match, how many pairs of its posts were shown in the opposite of commit order."""
    by_match: dict[int, list[int]] = {}
    for match_id, version in shown:
        by_match.setdefault(match_id, []).append(version)
    return {m: sum(a > b for i, a in enumerate(vs) for b in vs[i + 1:]) for m, vs in by_match.items()}


def test_three_posters_on_one_backlog_post_each_match_in_commit_order_even_when_killed(shared_db, tmp_path):
    """A backlog of 108 owed plies (12 matches × 9) shared by three posters, each claiming few
    matches at a time; one is ``kill -9``ed twice and started again: every ply is shown once
    and no match shows a later ply before an earlier one."""
    owed = asyncio.run(commits_nobody_posted(shared_db, matches=12, moves=8))
    assert len(owed) == 108
    channel = tmp_path / "channel.jsonl"
    time.sleep(1.1)                                   # the committer's leases run out
    workers = [start_worker(shared_db, channel, 60, batch=2) for _ in range(3)]
    release(channel, workers)
    for kill in range(2):
        victim = workers[kill]
        seen = len(posts(channel))
        waited = 0.0
        while not any(p["pid"] == victim.pid for p in posts(channel)[seen:]) and waited < 30:
            time.sleep(0.01)
            waited += 0.01
        victim.send_signal(signal.SIGKILL)            # mid-delivery, holding claims
        victim.communicate(timeout=30)
        workers[kill] = start_worker(shared_db, channel, 60, batch=2)
    for worker in workers:
        out, err = worker.communicate(timeout=120)
        assert worker.returncode == 0 and "DONE" in out, err[-2000:]
    shown = [tuple(p["stamp"]) for p in posts(channel)]
    assert sorted(shown) == sorted(owed), "a ply was posted twice or never"
    assert {m: n for m, n in inversions(shown).items() if n} == {}, "a later ply was shown before an earlier one"
    assert asyncio.run(still_owed(shared_db)) == 0
