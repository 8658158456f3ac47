"""On SQLite, reads never hold up moves: reads outside a transaction run on
read-only connections of their own, so a move is saved and acknowledged while a slow
read (a server-scoped ``/stats`` on a big history) is still running."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from bot.host.match_host import MatchHost
from bot.storage.store_sqlite import MMAP_BYTES
from bot_testkit import ALICE, BOB, running_match

#: A read that takes a while (a second or more): counts to three million, one row at a time.
SLOW_READ = ("SELECT COUNT(*) FROM (WITH RECURSIVE n(x) AS "
             "(SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 3000000) SELECT x FROM n)")


async def test_a_move_is_saved_while_a_slow_read_runs(tmp_path):
    host = await MatchHost.open(str(tmp_path / "petri.db"))
    try:
        match = await running_match(host, channel_id=1)
        game = host.game_of(match)
        slow = asyncio.ensure_future(host.store.fetch_one(SLOW_READ))
        await asyncio.sleep(0.05)                        # the read is under way
        assert not slow.done()
        mover = next(s for s in (ALICE, BOB) if host.seat_of(match, s.user_id) in game.to_move(match.state))
        seat = host.seat_of(match, mover.user_id)
        outcome = await host.move(match.id, mover.user_id, game.legal_moves(match.state, seat)[0])
        assert not slow.done()                           # acknowledged before the read ended
        assert (await host.get(match.id)).version == outcome.match.version
        assert (await slow)[0] == 3_000_000
    finally:
        await host.close()


async def test_reads_cannot_write_and_see_every_commit(tmp_path):
    host = await MatchHost.open(str(tmp_path / "petri.db"))
    try:
        reader = host.store.readers[0]
        with pytest.raises(sqlite3.OperationalError, match="readonly"):
            await reader.execute("DELETE FROM matches")
        match = await running_match(host, channel_id=1)
        # Two statements of one read see one snapshot, and it includes the last commit.
        assert [s.user_id for s in (await host.get(match.id)).seats] == [ALICE.user_id, BOB.user_id]
    finally:
        await host.close()


async def test_every_connection_reads_the_file_through_a_memory_map(tmp_path):
    # Start-up's resume reads scattered rows of a big file: through the map the kernel reads
    # many pages a fault (its read-around) where read() fetched one page a call.
    host = await MatchHost.open(str(tmp_path / "petri.db"))
    try:
        connections = [host.store.db, *host.store.readers]
        assert len(connections) == 3
        for connection in connections:
            async with connection.execute("PRAGMA mmap_size") as cursor:
                assert (await cursor.fetchone())[0] == MMAP_BYTES >= 256 * 2**20
    finally:
        await host.close()
