"""Compact history: ``petri db compact`` packs every ended match's log (of a
database from before logs were packed as matches end) into one compressed value; the history, every position, an undo that reopens the match and
``petri db copy`` read it as before, and it takes at least 3× less room than the rows."""

from __future__ import annotations

import random
import subprocess
import sys

from bot.host.compaction import compact
from cli.db import copy, verify
from bot.host.match_host import FINISHED, MatchHost
from bot.storage.store import Store
from bot_testkit import ALICE, BOB, REPO


async def _finished_matches(host: MatchHost, count: int) -> list[int]:
    rng = random.Random(6)
    ids = []
    for i in range(count):
        match = await host.create(channel_id=10 + i, guild_id=5, game_id=("dna-sequence", "mitosis")[i % 2],
                                  options=f"seed={i}", creator=ALICE, opponent=BOB)
        await host.start(match.id, BOB.user_id)
        while (match := await host.get(match.id)).status != FINISHED:
            game = host.game_of(match)
            seat = rng.choice(game.to_move(match.state))
            await host.move(match.id, match.seats[seat].user_id, game.random_move(match.state, seat, rng))
        ids.append(match.id)
    return ids


async def _unpacked(host: MatchHost, ids: list[int]) -> None:
    """Put the logs of ``ids`` back into rows: a database from before matches were packed as
    they ended, what ``petri db compact`` converts."""
    for match_id in ids:
        async with host.store.transaction():
            await host.store.restore_log(match_id)


async def _log_bytes(store: Store, table: str) -> int:
    """Bytes the rows of ``table`` take (SQLite: the used part of its pages and its index's)."""
    if store.kind == "SQLite":
        row = await store.fetch_one("SELECT SUM(pgsize - unused) FROM dbstat WHERE name IN "
                                    "(SELECT name FROM sqlite_master WHERE tbl_name = ?)", (table,))
    else:
        row = await store.fetch_one(f"SELECT SUM(pg_column_size(t.*)) FROM {table} t")
    return row[0] or 0


async def test_compacted_logs_read_as_before_and_take_a_third_of_the_room(database_target, tmp_path):
    host = await MatchHost.open(database_target)
    try:
        ids = await _finished_matches(host, 6)
        before = {i: await host.history(i) for i in ids}
        await _unpacked(host, ids)
        rows_size = await _log_bytes(host.store, "moves")
        matches, entries, _ = await compact(host.store)
        assert (matches, entries) == (len(ids), sum(map(len, before.values())))
        assert await host.store.fetch_all("SELECT * FROM moves") == []
        for i in ids:
            match = await host.get(i)
            assert await host.history(i) == before[i]
            assert (await host.positions(match))[-1].state == match.state
            assert await host.store.moves(i, upto=3) == before[i][:3]
        assert rows_size >= 3 * await _log_bytes(host.store, "move_archives")
        assert await compact(host.store) == (0, 0, 0)  # nothing left to pack
        # A copy carries the packed logs, and every copied match replays from them.
        copied = await MatchHost.open(str(tmp_path / "copy.db"))
        try:
            await copy(host.store, copied.store)
            replayed, problems = await verify(host.store, copied.store)
            assert problems == [] and replayed == len(ids)
        finally:
            await copied.close()
    finally:
        await host.close()


async def test_an_undo_that_reopens_a_compacted_match_numbers_on_from_its_log(database_target):
    host = await MatchHost.open(database_target)
    try:
        (match_id,) = await _finished_matches(host, 1)
        before = await host.history(match_id)
        await _unpacked(host, [match_id])
        await compact(host.store)
        await host.gm_undo(match_id, 777, 1)
        after = await host.history(match_id)
        assert after[:-1] == before and (after[-1].ply, after[-1].kind) == (len(before) + 1, "undo")
        match = await host.get(match_id)
        assert match.status == "running" and (await host.positions(match))[-1].state == match.state
        assert await host.store.fetch_all("SELECT * FROM move_archives") == []
    finally:
        await host.close()


def test_petri_db_compact_reports_what_it_packed(tmp_path):
    database = f"sqlite:///{tmp_path / 'petri.db'}"
    done = subprocess.run([sys.executable, "-m", "cli.main", "db", "compact", "--database", database],
                          capture_output=True, text=True, cwd=REPO)
    assert done.returncode == 0, done.stderr
    assert "packed the logs of 0 ended matches" in done.stdout
    done = subprocess.run([sys.executable, "-m", "cli.main", "db", "compact", "--database", database,
                           "--drop-logs-older-than", "30"], capture_output=True, text=True, cwd=REPO)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1].endswith(
        "dropped the moves of 0 matches that ended more than 30 days ago (their results, players and "
        "ratings are kept)")


def test_petri_db_compact_refuses_a_retention_below_a_day_in_one_line(tmp_path):
    database = f"sqlite:///{tmp_path / 'petri.db'}"
    done = subprocess.run([sys.executable, "-m", "cli.main", "db", "compact", "--database", database,
                           "--drop-logs-older-than", "0"], capture_output=True, text=True, cwd=REPO)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == ("petri db compact: --drop-logs-older-than 0: give a number of days of 1 or more, "
                           "e.g. 365 (nothing was changed)\n")
    assert not (tmp_path / "petri.db").exists()
