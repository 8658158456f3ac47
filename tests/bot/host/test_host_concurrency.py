"""Stale clicks and simultaneous moves (design.md §3, "Concurrency")."""

from __future__ import annotations

import asyncio
import re

import pytest

from bot.host.match_host import HostError, MatchHost
from bot_testkit import ALICE, BOB, CAROL, running_match, snapshot

REFUSED = r"not your turn|changed meanwhile|earlier position"


async def test_stale_version_is_refused_and_changes_nothing(host, db_path):
    match = await running_match(host)
    game = host.game_of(match)
    old = match.version
    first = game.legal_moves(match.state, 0)[0]
    await host.move(match.id, ALICE.user_id, first, expected_version=old)
    now = await host.get(match.id)
    bob_move = game.legal_moves(now.state, 1)[0]
    before = snapshot(db_path)
    with pytest.raises(HostError, match="earlier position"):
        await host.move(match.id, BOB.user_id, bob_move, expected_version=old)
    assert snapshot(db_path) == before
    assert await host.get(match.id) == now
    # The same move with the current version goes through.
    out = await host.move(match.id, BOB.user_id, bob_move, expected_version=now.version)
    assert out.match.version == now.version + 1


def outcome_of(results):
    ok = [r for r in results if not isinstance(r, BaseException)]
    errors = [r for r in results if isinstance(r, BaseException)]
    return ok, errors


async def assert_one_ply_added(host, match_id, before_log, winner):
    log = await host.history(match_id)
    assert [m.ply for m in log] == list(range(1, len(before_log) + 2)), "duplicate or lost ply"
    assert log[:-1] == before_log
    assert log[-1].user_id == ALICE.user_id
    assert log[-1].text == winner.match.state["last"]["chunk"]
    match = await host.get(match_id)
    assert match.state == winner.match.state and match.version == winner.match.version


@pytest.mark.parametrize("pinned", [False, True], ids=["no-version", "same-version"])
async def test_two_moves_at_once_on_one_host(host, pinned):
    match = await running_match(host, players=(ALICE, BOB, CAROL))
    game = host.game_of(match)
    a, b = game.legal_moves(match.state, 0)[:2]
    before_log = await host.history(match.id)
    version = match.version if pinned else None
    results = await asyncio.gather(host.move(match.id, ALICE.user_id, a, expected_version=version),
                                   host.move(match.id, ALICE.user_id, b, expected_version=version),
                                   return_exceptions=True)
    ok, errors = outcome_of(results)
    assert len(ok) == 1 and len(errors) == 1, results
    assert isinstance(errors[0], HostError), repr(errors[0])
    assert re.search(REFUSED, str(errors[0])), str(errors[0])
    await assert_one_ply_added(host, match.id, before_log, ok[0])


@pytest.mark.parametrize("pinned", [False, True], ids=["no-version", "same-version"])
async def test_two_moves_at_once_on_two_hosts(db_path, pinned):
    """Two MatchHost objects (two shards) on the same file, both reading before either commits
    (``one`` from the row it committed last, ``two`` from the file)."""
    one = await MatchHost.open(str(db_path))
    two = await MatchHost.open(str(db_path))
    try:
        match = await running_match(one, players=(ALICE, BOB, CAROL))
        game = one.game_of(match)
        a, b = game.legal_moves(match.state, 0)[:2]
        before_log = await one.history(match.id)
        # Make the race deterministic: both hosts have played the move before either commits.
        barrier = asyncio.Barrier(2)
        for h in (one, two):
            commit = h.store.commit_match

            async def wait_then_commit(*args, commit=commit, **kwargs):
                await barrier.wait()
                return await commit(*args, **kwargs)
            h.store.commit_match = wait_then_commit
        version = match.version if pinned else None
        results = await asyncio.gather(
            one.move(match.id, ALICE.user_id, a, expected_version=version),
            two.move(match.id, ALICE.user_id, b, expected_version=version),
            return_exceptions=True)
        for h in (one, two):
            del h.store.commit_match
        ok, errors = outcome_of(results)
        assert len(ok) == 1 and len(errors) == 1, results
        # Whatever the outcome, the database must be consistent.
        await assert_one_ply_added(one, match.id, before_log, ok[0])
        assert isinstance(errors[0], HostError), repr(errors[0])
        assert re.search(REFUSED, str(errors[0])), str(errors[0])
    finally:
        await one.close()
        await two.close()


async def test_two_moves_on_two_hosts_one_after_the_other(db_path):
    """Without an overlap the second host re-reads the file and sees it is not its turn."""
    one = await MatchHost.open(str(db_path))
    two = await MatchHost.open(str(db_path))
    try:
        match = await running_match(one)
        game = one.game_of(match)
        a, b = game.legal_moves(match.state, 0)[:2]
        await one.move(match.id, ALICE.user_id, a)
        before = snapshot(db_path)
        with pytest.raises(HostError, match="not your turn"):
            await two.move(match.id, ALICE.user_id, b)
        assert snapshot(db_path) == before
        with pytest.raises(HostError, match="earlier position"):
            await two.move(match.id, BOB.user_id, "AAA", expected_version=match.version)
        assert snapshot(db_path) == before
    finally:
        await one.close()
        await two.close()


async def test_two_joins_at_once_on_two_hosts(db_path):
    one = await MatchHost.open(str(db_path))
    two = await MatchHost.open(str(db_path))
    try:
        match = await one.create(channel_id=3, guild_id=None, game_id="dna-sequence",
                                 options=None, creator=ALICE)
        barrier = asyncio.Barrier(2)
        for h in (one, two):
            read = h.store.get_match

            async def get_match_then_wait(match_id, read=read):
                row = await read(match_id)
                await barrier.wait()
                return row
            h.store.get_match = get_match_then_wait
        results = await asyncio.gather(one.join(match.id, BOB), two.join(match.id, CAROL),
                                       return_exceptions=True)
        for h in (one, two):
            del h.store.get_match
        ok, errors = outcome_of(results)
        assert len(ok) == 1 and len(errors) == 1, results
        stored = await one.get(match.id)
        assert stored.seats == ok[0].seats and len(stored.seats) == 2
        assert isinstance(errors[0], HostError), repr(errors[0])
    finally:
        await one.close()
        await two.close()


async def test_secret_steps_arriving_on_another_process_apply_once(db_path):
    """A DM arrives on shard 0, whose process may not be the one that hosts the match: manual DNA strands sent to a second host on the same database at the same time as
    the first host takes one are each applied once, and both hosts then see the same match."""
    from bot.storage.store import Seat
    from bot_testkit import JED, NED, TED

    one = await MatchHost.open(str(db_path))
    two = await MatchHost.open(str(db_path))
    try:
        ned, ted, jed = Seat(1, "ned"), Seat(2, "ted"), Seat(3, "jed")
        match = await running_match(one, options="manual seed=1", players=(ned, ted, jed))
        results = await asyncio.gather(one.move(match.id, ned.user_id, NED),
                                       two.move(match.id, ted.user_id, TED),
                                       two.move(match.id, jed.user_id, JED),
                                       return_exceptions=True)
        refused = [r for r in results if isinstance(r, BaseException)]
        assert all(isinstance(r, HostError) and re.search(REFUSED, str(r)) for r in refused), refused
        for seat, strand, result in zip((ned, ted, jed), (NED, TED, JED), results):
            if isinstance(result, BaseException):  # lost a race for the row: sent again, as a player would
                await two.move(match.id, seat.user_id, strand)
        logged = [(m.seat, m.kind, m.text) for m in await one.history(match.id)]
        assert sorted(logged) == [(0, "secret", NED), (1, "secret", TED), (2, "secret", JED)]
        seen_by_one, seen_by_two = await one.get(match.id), await two.get(match.id)
        assert seen_by_one.state == seen_by_two.state and seen_by_one.version == seen_by_two.version
        assert one.game_of(seen_by_one).to_move(seen_by_one.state) == [0]  # ned moves first
    finally:
        await one.close()
        await two.close()
