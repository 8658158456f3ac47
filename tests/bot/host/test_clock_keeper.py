"""The clock keeper holds every match's next timed event on one timer: arming
10 000 deadlines starts no task and sets one timer; they fire in the order they fall due;
when many are due at once only ``CONCURRENT_TICKS`` are handled together."""

from __future__ import annotations

import asyncio
import random

from bot.host import clocks
from bot.host.clocks import ClockKeeper


async def _until(condition, timeout: float = 30.0) -> None:
    """Wait (real time) until ``condition()`` holds; fails the test after ``timeout`` seconds."""
    async with asyncio.timeout(timeout):
        while not condition():
            await asyncio.sleep(0.01)


def _timers(loop: asyncio.AbstractEventLoop) -> int:
    """Timers the loop will run (asyncio keeps cancelled ones in its heap until they are due)."""
    return sum(not handle.cancelled() for handle in loop._scheduled)


async def _nothing(outcomes) -> None:
    assert outcomes == []


async def test_ten_thousand_deadlines_share_one_timer_and_fire_in_order():
    loop = asyncio.get_running_loop()
    fired: list[int] = []

    async def fire(match_id: int) -> list:
        fired.append(match_id)
        return []

    keeper = ClockKeeper(loop.time, fire, _nothing)
    tasks, timers = len(asyncio.all_tasks()), _timers(loop)
    start = loop.time()
    matches = list(range(1, 10_001))
    for match_id in random.Random(3).sample(matches, len(matches)):
        keeper.arm(match_id, start + 0.3 + match_id // 500 * 0.05)  # 500 at a time, 50 ms apart
    keeper.arm(7, start + 1.5)                                   # re-armed: its old time no longer counts
    keeper.arm(8, None)                                          # disarmed
    assert len(asyncio.all_tasks()) == tasks                     # no task per deadline
    assert _timers(loop) == timers + 1                           # one timer, for the earliest
    assert keeper.pending == 9_999
    await _until(lambda: len(fired) == 9_999)
    assert sorted(fired[:-1]) == [m for m in matches if m not in (7, 8)] and fired[-1] == 7
    assert [m // 500 for m in fired[:-1]] == sorted(m // 500 for m in fired[:-1])  # in time order
    assert keeper.pending == 0 and _timers(loop) == timers
    await keeper.close()


async def test_deadlines_due_together_are_handled_a_few_at_a_time():
    loop = asyncio.get_running_loop()
    running, most, done = set(), [0], []
    release = asyncio.Event()

    async def fire(match_id: int) -> list:
        running.add(match_id)
        most[0] = max(most[0], len(running))
        await release.wait()                    # a slow database
        running.discard(match_id)
        done.append(match_id)
        return []

    keeper = ClockKeeper(loop.time, fire, _nothing)
    for match_id in range(200):
        keeper.arm(match_id, loop.time() - 5)   # all overdue, as after a restart
    await _until(lambda: len(running) == clocks.CONCURRENT_TICKS)
    await asyncio.sleep(0.05)
    assert most[0] == clocks.CONCURRENT_TICKS and keeper.pending == 200 - clocks.CONCURRENT_TICKS
    release.set()
    await _until(lambda: len(done) == 200)
    assert sorted(done) == list(range(200)) and most[0] == clocks.CONCURRENT_TICKS
    await keeper.close()
