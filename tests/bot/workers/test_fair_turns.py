"""Fair turns (bot/workers/fair_turns.py): one member's many matches cannot starve another member."""

from __future__ import annotations

import asyncio

import pytest

from bot.workers.fair_turns import FairTurns


async def _served_order(turns: FairTurns, jobs: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """Queue ``jobs`` (member, match) behind one holder in that order; the order they run."""
    order: list[tuple[str, int]] = []
    gate = asyncio.Event()

    async def one(member: str, match: int) -> None:
        async with turns.turn(member, match):
            order.append((member, match))
            await asyncio.sleep(0)

    async def holder() -> None:
        async with turns.turn("first", 0):
            await gate.wait()

    held = asyncio.create_task(holder())
    await asyncio.sleep(0)
    tasks = [asyncio.create_task(one(*job)) for job in jobs]
    await asyncio.sleep(0)
    assert turns.waiting() == len(jobs)
    gate.set()
    await asyncio.gather(held, *tasks)
    return order


async def test_a_member_with_twenty_matches_waits_its_turn_with_the_others():
    jobs = [("greedy", m) for m in range(20)] + [("other", 100), ("third", 200)]
    order = await _served_order(FairTurns(1), jobs)
    assert order.index(("other", 100)) == 1 and order.index(("third", 200)) == 2
    assert sorted(order) == sorted(jobs)


async def test_a_members_matches_take_turns_in_rotation():
    jobs = [("ann", 1), ("ann", 1), ("ann", 1), ("ann", 2)]
    assert await _served_order(FairTurns(1), jobs) == [("ann", 1), ("ann", 2), ("ann", 1), ("ann", 1)]


async def test_a_waiter_that_gives_up_loses_its_place_and_the_turn_goes_on():
    turns = FairTurns(1)
    async with turns.turn("a", 1):
        order: list[str] = []

        async def take(member: str) -> None:
            async with turns.turn(member, 1):
                order.append(member)

        quitter, stayer = asyncio.create_task(take("b")), asyncio.create_task(take("c"))
        await asyncio.sleep(0)
        quitter.cancel()
        await asyncio.sleep(0)
        assert turns.waiting() == 1
    await asyncio.wait_for(stayer, 1)
    assert order == ["c"] and quitter.cancelled()
    async with turns.turn("d", 4):   # the turn is free again
        pass


async def test_a_job_a_person_waits_for_goes_before_the_computer_only_ones():
    turns = FairTurns(1)
    order: list[str] = []

    async def take(member: str, urgent: bool) -> None:
        async with turns.turn(member, member, urgent=urgent):
            order.append(member)

    async with turns.turn("first", 0):
        tasks = [asyncio.create_task(take(f"idle-{i}", False)) for i in range(3)]
        await asyncio.sleep(0)
        tasks.append(asyncio.create_task(take("person", True)))
        await asyncio.sleep(0)
    await asyncio.gather(*tasks)
    assert order[0] == "person" and sorted(order[1:]) == ["idle-0", "idle-1", "idle-2"]


def test_a_capacity_below_one_is_refused():
    with pytest.raises(ValueError, match="at least 1"):
        FairTurns(0)
