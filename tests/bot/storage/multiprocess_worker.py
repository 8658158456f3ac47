"""One host process of tests/bot/storage/test_multiprocess.py (run as a script, not collected).

``python multiprocess_worker.py DATABASE MATCH_IDS SECONDS SEED RECORD``:
opens a host on DATABASE with real time and the clock keeper (its timers,
a fast poll for others' deadlines, a 2-s claim lease), then plays random
legal moves on the comma-separated MATCH_IDS for SECONDS.  Every move the
host acknowledged, and every timed event this process handled, is appended
to RECORD as a JSON line and flushed to disk before the next action, so a
process killed at any moment has recorded only what was really committed.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import sys
import time

from bot.host.clocks import ClockKeeper
from bot.core import RUNNING, HostError
from bot.host.match_host import MatchHost


async def main(database: str, match_ids: list[int], seconds: float, seed: int, record_path: str) -> None:
    host = await MatchHost.open(database)
    host.claim_lease = 2.0
    record = open(record_path, "a", encoding="utf-8")

    def write(kind: str, outcome) -> None:
        entries = [[e.ply, e.seat, e.kind, e.text] for e in outcome.log]
        record.write(json.dumps({"kind": kind, "match": outcome.match.id, "log": entries}) + "\n")
        record.flush()
        os.fsync(record.fileno())

    async def fired(outcomes) -> None:
        for outcome in outcomes:
            write("fired", outcome)

    keeper = ClockKeeper(host.now, host.fire, fired, fire_due=host.fire_due, poll_every=0.1)
    host.on_change = lambda match: keeper.arm(match.id, match.deadline_at)
    for match_id, at in await host.deadlines():
        keeper.arm(match_id, at)
    rng = random.Random(seed)
    end = time.time() + seconds
    try:
        while time.time() < end:
            match = await host.get(rng.choice(match_ids))
            if match.status != RUNNING:
                await asyncio.sleep(0.01)
                continue
            game = host.game_of(match)
            seat = rng.choice(game.to_move(match.state))
            try:
                outcome = await host.move(match.id, match.seats[seat].user_id,
                                          game.random_move(match.state, seat, rng),
                                          expected_version=host.board_version(match))
            except HostError:  # another process moved first, or the seat timed out meanwhile
                continue
            write("moved", outcome)
            await asyncio.sleep(rng.uniform(0, 0.02))
    finally:
        await keeper.close()  # a time-out under way is committed and recorded first
        await host.close()
        record.close()


if __name__ == "__main__":
    db, ids, secs, seed, path = sys.argv[1:6]
    asyncio.run(main(db, [int(i) for i in ids.split(",")], float(secs), int(seed), path))
    print("DONE", flush=True)
