"""bot/adapter/order.py: a match's posts in the order their places were taken."""

from __future__ import annotations

import asyncio

from bot.adapter.order import PostOrder


async def _post(turn, name: str, log: list[str], drawn: asyncio.Event | None = None) -> None:
    with turn:
        if drawn is not None:
            await drawn.wait()          # the picture takes its time
        await turn.wait()
        log.append(name)


async def test_a_later_post_waits_for_every_earlier_one_of_its_match_only():
    order, log = PostOrder(), []
    first, skipped, third = order.reserve(1), order.reserve(1), order.reserve(1)
    elsewhere = order.reserve(2)
    assert first.ready and not skipped.ready and not third.ready and elsewhere.ready
    slow = asyncio.Event()
    posting = [asyncio.create_task(_post(first, "1st", log, slow)),
               asyncio.create_task(_post(third, "3rd", log)),
               asyncio.create_task(_post(elsewhere, "other match", log))]
    skipped.done()                      # nothing to post (a mid-turn step): it must not open the way
    for _ in range(5):
        await asyncio.sleep(0)
    assert log == ["other match"] and not posting[1].done()
    slow.set()
    await asyncio.gather(*posting)
    assert log == ["other match", "1st", "3rd"]
    assert len(order) == 0              # nothing kept for idle matches


async def test_a_failed_or_cancelled_post_lets_the_next_one_go():
    order, log = PostOrder(), []
    failing, cancelled, last = order.reserve(7), order.reserve(7), order.reserve(7)
    stuck = asyncio.create_task(_post(cancelled, "never", log, asyncio.Event()))
    after = asyncio.create_task(_post(last, "last", log))
    try:
        with failing:
            raise RuntimeError("the channel is gone")
    except RuntimeError:
        pass
    await asyncio.sleep(0)
    stuck.cancel()
    await after
    assert log == ["last"] and len(order) == 0
