"""One process of tests/bot/host/test_notify_rules.py's digest race (run as a script, not collected).

``python digest_worker.py DATABASE USERS PERIODS START``: opens the store on DATABASE, waits until
the wall clock reaches START (seconds since the epoch, so both processes begin together), then
claims the digest of every (user, period) for ``range(USERS)`` × ``range(PERIODS)`` and prints
the ones it won, one ``user period`` line each.
"""

from __future__ import annotations

import asyncio
import sys
import time

from bot.host import notify
from bot.storage.database import open_store


async def main(database: str, users: int, periods: int, start: float) -> None:
    store = await open_store(database)
    try:
        await asyncio.sleep(max(0.0, start - time.time()))
        for period in range(periods):
            for user in range(users):
                if await notify.claim_digest(store, user, period, time.time()):
                    print(user, period, flush=True)
    finally:
        await store.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])))
