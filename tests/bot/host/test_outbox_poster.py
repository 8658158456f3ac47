"""The announcement outbox (``bot.host.outbox``) on a real database: a commit and its
owed announcement are one unit; the poster delivers at least once, backs off after a
failure, keeps each match's order, and drops a post Discord refuses for good with one
WARNING."""

from __future__ import annotations

import asyncio
import logging

import pytest

from bot.host.match_host import MatchHost
from bot.host.outbox import MAX_ATTEMPTS, Poster, Refused, retry_after
from bot.storage.store import StaleVersion
from bot_testkit import ALICE, BOB


class Clock:
    def __init__(self) -> None:
        self.t = 1_000_000.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def host(db_path, clock):
    h = await MatchHost.open(str(db_path), outbox=True, now=clock)
    try:
        yield h
    finally:
        await h.close()


async def challenge(host: MatchHost, channel_id: int = 1):
    match = await host.create(channel_id=channel_id, guild_id=5, game_id="dna-sequence",
                              options="length=12 seed=1", creator=ALICE, opponent=BOB)
    return await host.start(match.id, BOB.user_id)


async def owed(host: MatchHost) -> list[tuple[int, int, int]]:
    rows = await host.store.fetch_all("SELECT match_id, version, attempts FROM announcements ORDER BY id")
    return [tuple(r) for r in rows]


async def play(host: MatchHost, match_id: int, user_id: int):
    match = await host.get(match_id)
    return await host.move(match_id, user_id, host.legal_moves(match, user_id)[0])


def test_the_back_off_doubles_from_five_seconds_to_five_minutes():
    assert [retry_after(n) for n in (1, 2, 3, 4)] == [5, 10, 20, 40]
    assert retry_after(20) == 300


async def test_each_commit_that_starts_or_plays_owes_its_announcement(host):
    started = await challenge(host)
    moved = await play(host, started.match.id, ALICE.user_id)
    assert await owed(host) == [(started.match.id, started.match.version, 0),
                                (moved.match.id, moved.match.version, 0)]
    await host.announced(moved.plan)
    await host.announced(started.plan)
    assert await owed(host) == []


async def test_a_commit_that_loses_its_race_owes_nothing(host):
    started = await challenge(host)
    await host.announced(started.plan)
    match = await host.get(started.match.id)
    with pytest.raises(StaleVersion):
        await host.store.commit_match(match, match.version - 1, announce=({"x": 1}, host.now()))
    assert await owed(host) == []


async def test_the_committer_posts_first_then_anyone(host, clock):
    started = await challenge(host)
    delivered = []

    async def deliver(plan, attempt, since=None):
        delivered.append((plan.match_id, plan.stamps, attempt))

    poster = Poster(host, deliver)
    assert await poster.deliver_due() == 0                 # leased to the committer
    clock.t += host.announce_lease
    assert await poster.deliver_due() == 1
    assert delivered == [(started.match.id, [started.match.version], 1)]
    assert await owed(host) == []


async def test_a_failed_delivery_is_retried_with_back_off_and_keeps_the_matchs_order(host, clock):
    started = await challenge(host)
    moved = await play(host, started.match.id, ALICE.user_id)
    clock.t += host.announce_lease
    failures = {started.match.version: 2}
    delivered = []

    async def deliver(plan, attempt, since=None):
        (stamp,) = plan.stamps
        if failures.get(stamp, 0) >= attempt:
            raise ConnectionError("Discord is away")
        delivered.append(stamp)

    poster = Poster(host, deliver)
    assert await poster.deliver_due() == 0                # the start fails; the move waits behind it
    assert [a for _, _, a in await owed(host)] == [1, 1]
    clock.t += retry_after(1) - 1
    assert await poster.deliver_due() == 0                # not yet
    clock.t += 1
    assert await poster.deliver_due() == 0                # fails again
    clock.t += retry_after(2)
    assert await poster.deliver_due() == 2
    assert delivered == [started.match.version, moved.match.version]   # commit order
    assert await owed(host) == []


async def test_a_post_refused_for_good_is_dropped_with_one_warning(host, clock, caplog):
    started = await challenge(host)
    clock.t += host.announce_lease

    async def deliver(plan, attempt, since=None):
        raise Refused("Discord answered 403 (Missing Permissions)")

    with caplog.at_level(logging.INFO, logger="petri.outbox"):
        await Poster(host, deliver).deliver_due()
        clock.t += RETRY_AFTER_ALL
        await Poster(host, deliver).deliver_due()
    warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 1
    assert f"match {started.match.id}" in warnings[0].getMessage() and "403" in warnings[0].getMessage()
    assert await owed(host) == []


RETRY_AFTER_ALL = 10_000.0


async def test_a_delivery_that_keeps_failing_is_given_up_after_max_attempts(host, clock, caplog):
    await challenge(host)
    clock.t += host.announce_lease

    async def deliver(plan, attempt, since=None):
        raise ConnectionError("away")

    poster = Poster(host, deliver)
    with caplog.at_level(logging.INFO, logger="petri.outbox"):
        for _ in range(MAX_ATTEMPTS):
            await poster.deliver_due()
            clock.t += RETRY_AFTER_ALL
    assert await owed(host) == []
    assert [r.levelno for r in caplog.records].count(logging.WARNING) == 1


async def test_a_running_poster_posts_what_a_stopped_process_left(db_path, clock):
    first = await MatchHost.open(str(db_path), outbox=True, now=clock)
    try:
        started = await challenge(first)                     # committed; its process "dies" here
    finally:
        await first.close()
    clock.t += MatchHost.announce_lease
    second = await MatchHost.open(str(db_path), outbox=True, now=clock)
    delivered = []

    async def deliver(plan, attempt, since=None):
        delivered.append(plan.match_id)

    poster = Poster(second, deliver)
    try:
        poster.start()
        for _ in range(50):
            if delivered:
                break
            await asyncio.sleep(0.01)
    finally:
        await poster.close()
        await second.close()
    assert delivered == [started.match.id]


# -- one process per match, commit order ----------------------------------------------
async def test_a_match_is_claimed_whole_and_not_while_its_oldest_post_is_leased_elsewhere(host, clock):
    started = await challenge(host)
    moved = await play(host, started.match.id, ALICE.user_id)
    again = await play(host, started.match.id, BOB.user_id)
    other = await challenge(host, channel_id=2)
    clock.t += host.announce_lease
    first = await host.store.claim_owed(host.now(), host.announce_lease, limit=1)   # one match, whole
    assert [(o.match_id, o.version) for o in first] == [
        (started.match.id, v) for v in (started.match.version, moved.match.version, again.match.version)]
    assert len({o.claim for o in first}) == 1
    # Another process sees only the other match: the first is leased, all of it.
    second = await host.store.claim_owed(host.now(), host.announce_lease, limit=5)
    assert [o.match_id for o in second] == [other.match.id]
    # A later post of the first match made due (it waits behind the leased one) is not taken either.
    await host.store.announce_later(started.match.id, [again.match.version], host.now())
    assert await host.store.claim_owed(host.now(), host.announce_lease, limit=5) == []
    assert await host.store.next_owed_at() == host.now() + host.announce_lease   # the lease's end: no busy loop


async def test_a_process_whose_claim_ran_out_stops_posting_for_that_match(host, clock):
    started = await challenge(host)
    clock.t += host.announce_lease
    (mine,) = await host.store.claim_owed(host.now(), host.announce_lease)
    assert await host.store.renew_owed(started.match.id, mine.claim, host.now() + 5)
    clock.t += host.announce_lease + 5                          # this process stalled past its lease
    (theirs,) = await host.store.claim_owed(host.now(), host.announce_lease)
    assert theirs.claim != mine.claim and theirs.attempts == 2
    assert not await host.store.renew_owed(started.match.id, mine.claim, host.now() + 5)


async def test_a_line_that_fails_puts_its_later_posts_off_with_it_and_they_go_out_in_order(host, clock):
    started = await challenge(host)
    moved = await play(host, started.match.id, ALICE.user_id)
    again = await play(host, started.match.id, BOB.user_id)
    clock.t += host.announce_lease
    shown, fail = [], {moved.match.version}

    async def deliver(plan, attempt, since=None):
        (stamp,) = plan.stamps
        if stamp in fail:
            fail.discard(stamp)
            raise ConnectionError("Discord is away")
        shown.append(stamp)

    poster = Poster(host, deliver)
    assert await poster.deliver_due() == 1
    assert shown == [started.match.version]
    assert [(v, due) for _, v, due in await host.store.fetch_all(
        "SELECT match_id, version, due_at FROM announcements ORDER BY version")] == [
        (moved.match.version, host.now() + retry_after(1)), (again.match.version, host.now() + retry_after(1))]
    clock.t += retry_after(1)
    assert await poster.deliver_due() == 2
    assert shown == [started.match.version, moved.match.version, again.match.version]


async def test_the_first_try_of_a_post_starts_no_earlier_than_its_commit(host, clock):
    started = await challenge(host)
    clock.t += host.announce_lease
    (owed_row,) = await host.store.claim_owed(host.now(), host.announce_lease)
    assert owed_row.sending_at == started.match.updated_at
    await host.store.sending(started.match.id, [started.match.version], host.now())
    clock.t += host.announce_lease
    (owed_row,) = await host.store.claim_owed(host.now(), host.announce_lease)
    assert owed_row.sending_at == host.now() - host.announce_lease
