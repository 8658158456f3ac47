"""One host process of tests/bot/host/test_ratings_multiprocess.py (run as a script, not collected).

``python ratings_worker.py DATABASE FINISHES TASKS UNDO_PART SEED RECORD``: opens a host on DATABASE
and runs TASKS concurrent tasks that together finish FINISHES rated matches of DNA
sequence in server 5 among four players (a challenge, accepted, then a resignation).
After about one finish in four (while fewer than UNDO_PART × FINISHES results are in), a game-master takes back the last ply of one of this
process's finished matches (an undo of a rated result: its server's ratings are rebuilt
without it) and the match is finished again by the other player's resignation.

Every call that fails with anything but a ``HostError`` (a refusal a player could be
shown as a sentence) is counted as surfaced: a deadlock or serialization failure that
reached a player.  RECORD gets one JSON object: ``finishes``, ``undos`` and
``surfaced`` (``[type name, message]`` pairs).
"""

from __future__ import annotations

import asyncio
import json
import random
import sys

from bot.core import HostError
from bot.host.match_host import MatchHost
from bot.storage.store import Seat

PLAYERS = [Seat(101, "alice"), Seat(102, "bob"), Seat(103, "carol"), Seat(104, "dave")]
GAME_MASTER = 105
GUILD = 5


async def main(database: str, finishes: int, tasks: int, undo_part: float, seed: int,
               record_path: str) -> None:
    host = await MatchHost.open(database)
    rng = random.Random(seed)
    done = {"finishes": 0, "undos": 0, "surfaced": []}
    finished: list[int] = []

    async def attempt(call) -> object | None:
        try:
            return await call
        except HostError:
            return None
        except Exception as exc:  # what would reach a player as "something went wrong"
            done["surfaced"].append([type(exc).__name__, str(exc)[:200]])
            return None

    async def finish_one() -> None:
        first, second = rng.sample(PLAYERS, 2)
        match = await attempt(host.create(channel_id=rng.getrandbits(40), guild_id=GUILD,
                                          game_id="dna-sequence", options="length=24",
                                          creator=first, opponent=second))
        if match is None or await attempt(host.start(match.id, second.user_id)) is None:
            return
        if await attempt(host.resign(match.id, rng.choice((first, second)).user_id)) is not None:
            done["finishes"] += 1
            finished.append(match.id)

    async def undo_one() -> None:
        match_id = rng.choice(finished)
        undone = await attempt(host.gm_undo(match_id, GAME_MASTER, 1))
        if undone is None:
            return
        done["undos"] += 1
        match = undone.match
        if await attempt(host.resign(match_id, rng.choice(match.seats).user_id)) is not None:
            done["finishes"] += 1

    async def worker() -> None:
        while done["finishes"] < finishes:
            # No undo at the end: an undo rebuilds the server's ratings, which would hide a
            # wrong order taken before it.
            if finished and done["finishes"] < finishes * undo_part and rng.random() < 0.25:
                await undo_one()
            else:
                await finish_one()

    try:
        await asyncio.gather(*(worker() for _ in range(tasks)))
    finally:
        await host.close()
        with open(record_path, "w", encoding="utf-8") as record:
            json.dump(done, record)


if __name__ == "__main__":
    db, count, parallel, part, seed_text, path = sys.argv[1:7]
    asyncio.run(main(db, int(count), int(parallel), float(part), int(seed_text), path))
    print("DONE", flush=True)
