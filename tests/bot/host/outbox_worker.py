"""One poster process of tests/bot/host/test_outbox_multiprocess.py (run as a script, not collected).

``python outbox_worker.py DATABASE CHANNEL SECONDS [BATCH]``: opens a host on DATABASE (a 1-s
lease on claimed announcements) and runs a ``Poster`` (claiming BATCH matches at a time,
default 5) that "posts" each owed plan by appending its ply stamp to the CHANNEL file —
unless the stamp is there already, as the bot looks for it in the Discord channel — then
runs until nothing is owed (or SECONDS).  The file's line order is the order the posts
were shown in.  It starts posting once ``CHANNEL.go`` exists, having written
``CHANNEL.ready.PID`` when its database is open (``release`` in the tests).
A line is flushed to disk before the poster marks the announcement done, so a process
killed at any moment leaves at most a post whose row is still owed.
"""

from __future__ import annotations

import asyncio
import fcntl
import json
import os
import sys
import time

from bot.host.match_host import MatchHost
from bot.host.outbox import Poster


async def main(database: str, channel: str, seconds: float, batch: int = 5) -> None:
    host = await MatchHost.open(database, outbox=True)
    host.announce_lease = 1.0

    async def deliver(plan, attempt, since=None) -> None:
        stamp = [plan.match_id, plan.stamps[0]]
        with open(channel, "a+", encoding="utf-8") as f:
            fcntl.flock(f, fcntl.LOCK_EX)
            f.seek(0)
            if any(json.loads(line)["stamp"] == stamp for line in f.read().splitlines() if line.endswith("}")):
                return  # posted before by a process that died before marking it done
            f.write(json.dumps({"stamp": stamp, "pid": os.getpid()}) + "\n")
            f.flush()
            os.fsync(f.fileno())
        await asyncio.sleep(0.03)  # a post takes a while: a kill can land anywhere

    # A start line: every poster of the test begins together (``CHANNEL.go``), so none has
    # posted the whole backlog before a slower one has even opened the database.
    ready, go = f"{channel}.ready.{os.getpid()}", f"{channel}.go"
    open(ready, "w").close()
    while not os.path.exists(go):
        await asyncio.sleep(0.01)
    poster = Poster(host, deliver, poll_every=0.1, batch=batch)
    poster.start()
    end, quiet = time.time() + seconds, 0
    try:
        while time.time() < end and quiet < 10:
            await asyncio.sleep(0.1)
            quiet = quiet + 1 if await host.store.next_owed_at() is None else 0
    finally:
        await poster.close()
        await host.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], float(sys.argv[3]), *map(int, sys.argv[4:5])))
    print("DONE", flush=True)
