"""Every query a player, moderator or start-up makes is index-bound, on both
backends: the statements are recorded while the real code runs (``bench.plans.Recorder``),
then the database is asked how it would run each, and none may read ``matches``,
``seats``, ``moves``, ``ratings`` or ``rating_history`` from end to end.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from bench.plans import BIG_TABLES, Recorder, full_scans, plan, plan_text
from bot.core import HostError
from bot.host.compaction import DAY, ENDED, drop_old_logs
from bot.host import ratings
from bot.adapter import computer_seats
from bot.adapter.stats import player_name
from bot.host.match_host import MatchHost
from bot.storage.store import MatchRow, Seat
from bot_testkit import ALICE, BOB, running_match

GUILD = 5
PETRI = Seat(999, "Petri")


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request, tmp_path) -> str:
    if request.param == "postgresql":
        return request.getfixturevalue("pg_url")
    return str(tmp_path / "plans.db")


async def _history(host: MatchHost) -> int:
    """A few finished, rated matches in two servers and one running match; its id."""
    for i in range(6):
        guild = GUILD if i % 2 else GUILD + 1
        row = MatchRow(0, guild, 200 + i, "dna-sequence", "", i, "finished", None, 2,
                       ALICE.user_id, None, 1.0, 2.0, seats=[ALICE, BOB])
        await host.store.insert_match(row)
        for seat in (ALICE, BOB):
            await host.store.execute(
                "INSERT INTO rating_history (match_id, user_id, guild_id, game, mu_before, sigma_before, "
                "mu, sigma, at) VALUES (?, ?, ?, ?, 25.0, 8.3, 26.0, 8.0, 2.0)",
                (row.id, seat.user_id, guild, "dna-sequence"))
    for guild in (GUILD, GUILD + 1):
        for seat in (ALICE, BOB):
            await host.store.execute(
                "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, conservative, played, won, "
                "last_played) VALUES (?, ?, ?, 26.0, 8.0, 2.0, 3, 1, 2.0)", (guild, "dna-sequence", seat.user_id))
    match = await running_match(host, channel_id=1)
    return match.id


async def _player_queries(host: MatchHost, match_id: int) -> None:
    """What players, game-masters and start-up ask of the store (the real code paths)."""
    await host.channel_match(1)
    await host.get(match_id)
    await host.history(match_id)
    await host.user_matches(ALICE.user_id)
    await host.guild_matches(GUILD)                                   # /gm list
    await ratings.stats(host.store, ALICE.user_id, guild_id=GUILD)    # server-scoped /stats
    await ratings.stats(host.store, ALICE.user_id)
    await ratings.leaderboard(host.store, "dna-sequence", guild_id=GUILD)
    # /stats and /leaderboard name players who are not cached members from their seats.
    interaction = SimpleNamespace(guild=SimpleNamespace(id=GUILD, get_member=lambda _: None),
                                  client=SimpleNamespace(host=host))
    await player_name(interaction, BOB.user_id)
    # Start-up: the stored deadlines, the due ones, and the computer seats to resume.
    await host.deadlines()
    await host.store.claim_due(host.now(), 60.0)
    await computer_seats.ComputerSeats(SimpleNamespace(user=SimpleNamespace(id=PETRI.user_id)), host, None,
                                       None).resume()


async def scans_of(store, ops) -> dict[str, str]:
    """SQL → the big tables it reads end to end and its plan, for each of ``ops`` (recorded
    statements) whose plan scans one; ``{}`` when none does."""
    scans = {}
    for op in ops:
        found = await plan(store, op, planner_may_scan=False)
        if bad := full_scans(found, op.sql):
            scans[op.sql] = f"{bad}\n{plan_text(found)}"
    return scans


async def test_no_player_moderator_or_start_up_query_reads_a_big_table_end_to_end(backend):
    host = await MatchHost.open(backend)
    try:
        match_id = await _history(host)
        recorder = Recorder(host.store)
        await _player_queries(host, match_id)
        reads = recorder.stop()
        assert len(reads) > 10      # about one statement for each call above
        assert await scans_of(host.store, reads) == {}
    finally:
        await host.close()


async def test_packing_at_the_end_compaction_and_retention_are_index_bound(backend):
    """What a match's end (its log packed), ``petri db compact`` of one match, a retention
    pass and reading a packed or dropped log ask of the store: by key or by the index of kept
    logs, never ``moves`` or ``move_archives`` (one row per ended match) end to end."""
    assert "move_archives" in BIG_TABLES
    host = await MatchHost.open(backend)
    try:
        await _history(host)
        match = await running_match(host, channel_id=2)
        recorder = Recorder(host.store)
        await host.move(match.id, ALICE.user_id, "ACG")
        await host.resign(match.id, BOB.user_id)                        # ends: packed in its commit
        await host.history(match.id)                                    # a packed log
        async with host.store.transaction():
            await host.store.restore_log(match.id)                      # (as before compaction)
        await compact_log(host.store, match.id)                         # petri db compact, one match
        assert await drop_old_logs(host.store, 1, host.now() + 2 * DAY) == 1   # a retention pass
        with pytest.raises(HostError):
            await host.history(match.id)                                # a dropped log
        recorder.stop()
        statements = [op for op in recorder.ops if not op.many and "VALUES" not in op.sql.upper()]
        assert {op.sql.split()[0].upper() for op in statements} >= {"SELECT", "UPDATE", "INSERT", "DELETE"}
        assert await scans_of(host.store, statements) == {}
    finally:
        await host.close()


async def compact_log(store, match_id: int) -> None:
    """``petri db compact``'s work on one match (``bot.host.compaction.compact`` pages
    through every ended match, which is its job, and packs each so)."""
    assert (await store.compact_log(match_id, ENDED))[0] > 0


async def test_postgresql_plans_every_statement_for_its_values(pg_url):
    """A prepared statement's generic plan guesses at its parameters (a status that one row
    in a thousand has looks as common as any): each run is planned for its own values."""
    host = await MatchHost.open(pg_url)
    try:
        assert (await host.store.fetch_one("SHOW plan_cache_mode"))[0] == "force_custom_plan"
    finally:
        await host.close()
