"""Many matches at once through one host ("concurrency by design").

Before the store took turns on its one connection, 60 matches moving at once failed
879 of 900 moves with "cannot start a transaction within a transaction".
"""

from __future__ import annotations

import asyncio
import random

from bot.core import HostError
from bot.host.match_host import MatchHost
from bot.storage.store import Seat
from games import GAMES, get_game

MATCHES = 200
MOVES_EACH = 3
CLOCKED = 20


class Clock:
    """A settable ``now`` for the host (seconds since the epoch)."""

    def __init__(self) -> None:
        self.t = 1_800_000_000.0

    def __call__(self) -> float:
        return self.t


async def start(host: MatchHost, index: int, options: str):
    game = get_game(list(GAMES)[index % len(GAMES)])
    seats = [Seat(1000 * (index + 1) + i, f"p{index}-{i}") for i in range(game.min_seats)]
    match = await host.create(channel_id=index + 1, guild_id=1, game_id=game.id,
                              options=f"{options} seed={index}", creator=seats[0])
    for seat in seats[1:]:
        await host.join(match.id, seat)
    return (await host.start(match.id, seats[0].user_id)).match


async def play_some(host: MatchHost, match, rng: random.Random) -> int:
    """Play up to ``MOVES_EACH`` random legal moves; returns how many were acknowledged."""
    game, played = get_game(match.game), 0
    for _ in range(MOVES_EACH):
        if match.status != "running":
            break
        seat = rng.choice(game.to_move(match.state))
        match = (await host.move(match.id, match.seats[seat].user_id,
                                 game.random_move(match.state, seat, rng))).match
        played += 1
    return played


async def test_200_matches_move_at_once_and_20_clocks_expire_together(tmp_path):
    clock = Clock()
    host = await MatchHost.open(str(tmp_path / "petri.db"), now=clock, seeds=random.Random(1))
    try:
        free = await asyncio.gather(*(start(host, i, "clock=off") for i in range(MATCHES)))
        clocked = await asyncio.gather(*(start(host, MATCHES + i, "clock=60 timeout=pass")
                                         for i in range(CLOCKED)))
        logs_before = {m.id: len(await host.history(m.id)) for m in clocked}
        clock.t += 61                      # every clocked match is overdue in the same second
        results = await asyncio.gather(
            *(play_some(host, m, random.Random(m.id)) for m in free),
            *(host.tick(m.id) for m in clocked), return_exceptions=True)
        errors = [r for r in results if isinstance(r, BaseException)]
        assert errors == [], errors[:3]
        for match, played in zip(free, results):
            assert len(await host.history(match.id)) == played       # each applied exactly once
        logs_after = {m.id: len(await host.history(m.id)) for m in clocked}
        # Each time-out played the turn (a DNA (Icehouse) turn is several steps) ...
        assert all(logs_after[m.id] > logs_before[m.id] for m in clocked)
        # ... exactly once: the same deadline delivered again changes nothing.
        await asyncio.gather(*(host.tick(m.id) for m in clocked))
        assert {m.id: len(await host.history(m.id)) for m in clocked} == logs_after
        for match in [*free, *clocked]:
            stored = await host.get(match.id)
            assert (await host.positions(stored))[-1].state == stored.state
    finally:
        await host.close()


async def test_refused_moves_leave_no_lock_behind(tmp_path):
    host = await MatchHost.open(str(tmp_path / "petri.db"))
    try:
        for match_id in range(1, 2001):
            try:
                await host.move(match_id, 1, "anything")
            except HostError:
                pass
        assert len(host._locks) == 0
    finally:
        await host.close()


async def test_a_waiting_caller_keeps_the_lock_until_it_is_done(tmp_path):
    host = await MatchHost.open(str(tmp_path / "petri.db"))
    try:
        order = []

        async def hold(name: str) -> None:
            async with host._locks[7]:
                order.append(f"{name} in")
                await asyncio.sleep(0.01)
                order.append(f"{name} out")
        await asyncio.gather(hold("a"), hold("b"))
        assert order == ["a in", "a out", "b in", "b out"] and len(host._locks) == 0
    finally:
        await host.close()
