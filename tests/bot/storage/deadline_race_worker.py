"""One host process of tests/bot/storage/test_deadline_race.py (run as a script, not collected).

``python deadline_race_worker.py DATABASE MATCH_IDS MOVE_SECONDS IDLE_SECONDS``: opens a
host with real time, the clock keeper and the production claim lease, then for
MOVE_SECONDS plays a random move in each match just after a seat's time runs out, so
its moves race the ticks (of either process) that handle the time-out; then it stops moving and only
its clocks run for IDLE_SECONDS.  At the end it prints ``RACES n`` (ticks that found
their match changed meanwhile), ``OVERDUE [(match, seconds late), ...]`` (running
matches whose deadline passed more than ``LATE`` seconds ago with this process
still polling) and ``DONE``.
"""

from __future__ import annotations

import asyncio
import logging
import random
import sys
import time

from bot.host import clocks
from bot.host.clocks import ClockKeeper
from bot.core import RUNNING, HostError
from bot.host.match_host import MatchHost

#: How late a deadline may fire under two processes.
LATE = 2.0


class Races(logging.Handler):
    """Counts the ticks that lost their race to a move."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.count = 0

    def emit(self, record: logging.LogRecord) -> None:
        self.count += "changed meanwhile" in record.getMessage()


async def main(database: str, match_ids: list[int], move_seconds: float, idle_seconds: float) -> None:
    errors = logging.StreamHandler(sys.stderr)  # what would reach the log at WARNING and up
    errors.setLevel(logging.WARNING)
    logging.getLogger().addHandler(errors)
    races = Races()
    logging.getLogger("petri.clocks").addHandler(races)
    logging.getLogger("petri.clocks").setLevel(logging.DEBUG)
    host = await MatchHost.open(database)

    async def quiet(outcomes) -> None:
        pass

    keeper = ClockKeeper(host.now, host.fire, quiet, fire_due=host.fire_due, poll_every=0.1)
    host.on_change = lambda match: keeper.arm(match.id, match.deadline_at)
    for match_id, at in await host.deadlines():
        keeper.arm(match_id, at)
    rng = random.Random()
    end = time.time() + move_seconds

    async def mover(match_id: int) -> None:
        """Moves ``match_id`` just after its seat's time runs out, while a tick is handling it."""
        while time.time() < end:
            match = await host.store.get_match(match_id)
            if match.status != RUNNING:
                return
            seat = rng.choice(host.game_of(match).to_move(match.state))
            due = clocks.seat_deadline(match.extra["clock"], seat) or match.deadline_at
            await asyncio.sleep(max(0.0, due - time.time() + rng.uniform(0.0, 0.02)))
            match = await host.store.get_match(match_id)
            game = host.game_of(match)
            if match.status != RUNNING or seat not in game.to_move(match.state):
                continue
            try:
                await host.move(match.id, match.seats[seat].user_id, game.random_move(match.state, seat, rng),
                                expected_version=host.board_version(match))
            except HostError:  # the other process (or a time-out) got there first
                continue
    try:
        await asyncio.gather(*(mover(match_id) for match_id in match_ids))
        await asyncio.sleep(idle_seconds)
        now = time.time()
        overdue = [(r[0], round(now - r[1], 1)) for r in await host.store.fetch_all(
            "SELECT id, deadline_at FROM matches WHERE status = 'running' AND deadline_at < ?",
            (now - LATE,))]
    finally:
        await keeper.close()
        await host.close()
    print(f"RACES {races.count}", flush=True)
    print(f"OVERDUE {overdue}", flush=True)


if __name__ == "__main__":
    db, ids, move, idle = sys.argv[1:5]
    asyncio.run(main(db, [int(i) for i in ids.split(",")], float(move), float(idle)))
    print("DONE", flush=True)
