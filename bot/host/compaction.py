"""Compact history: the log of every ended match packed into one value, and
the optional retention setting that drops the oldest packed logs.

A match's log is packed when it ends (``bot.host.subscribers.pack_log``, in the transaction that ends
it); ``compact`` packs what ended before that existed (``petri db compact``).  The
packing itself is the store's (``Store.pack_moves``, ``pack_log``), and a match whose log
is packed reads, replays and copies as before.  ``drop_old_logs`` (``[storage]
drop_logs_after_days``, ``petri db compact --drop-logs-older-than``) keeps the match's
row, result, seats and ratings and drops its moves; ``moves_not_kept`` is what players
are told when they ask for them.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable

from bot.core import ABORTED, CANCELLED, FINISHED
from bot.storage.repos import matches as match_rows
from bot.storage.store import Store
from games.message import Msg

log = logging.getLogger("petri.storage")

#: The statuses of a match that will not move again.
ENDED = (FINISHED, ABORTED, CANCELLED)

#: Match ids read per query while compacting (bounds memory, not how many are packed).
COMPACT_PAGE = 1000
#: Logs dropped per statement by the retention pass (one short write at a time).
DROP_PAGE = 500
#: Seconds between two retention passes of a running bot.
RETENTION_EVERY = 3600.0
DAY = 86400.0


def moves_not_kept(match_id: int, dropped_at: float) -> Msg:
    """What a player reads who asks for the moves of a match whose log was dropped
    (``/history``, ``/replay``, ``/review``, a game-master's undo): one sentence, the
    one place it is worded."""
    day = time.strftime("%Y-%m-%d", time.gmtime(dropped_at))
    return Msg("host-moves-not-kept", match=str(match_id), day=day)


async def compact(store: Store) -> tuple[int, int, int]:
    """Pack the log of every ended match (finished, aborted, cancelled) not yet packed into
    one compressed value (``Store.compact_log``), one match per transaction, so the bot
    may keep running; returns ``(matches, entries, bytes packed)``.  On SQLite the file
    is then rewritten (``VACUUM``) to give the freed pages back."""
    matches = entries = packed = 0
    after = 0
    while page := await match_rows.ids_with_status(store, ENDED, after, COMPACT_PAGE):
        for match_id in page:
            count, size = await store.compact_log(match_id, ENDED)
            matches, entries, packed = matches + (count > 0), entries + count, packed + size
        after = page[-1]
    if store.kind == "SQLite":
        await store.execute("VACUUM")
    return matches, entries, packed


async def drop_old_logs(store: Store, days: float, now: float) -> int:
    """Drop the packed log of every match that ended more than ``days`` days before ``now``
    (seconds since the epoch), ``DROP_PAGE`` a statement (``Store.drop_logs``); returns how
    many.  The matches' rows, results, seats and ratings stay.  ``ValueError`` unless
    ``days`` > 0."""
    if not days > 0:
        raise ValueError(f"days must be above 0, not {days}")
    dropped = 0
    while page := await store.drop_logs(now - days * DAY, now, DROP_PAGE):
        dropped += len(page)
    return dropped


class LogRetention:
    """The retention setting in a running bot: ``drop_old_logs`` at start and every
    ``every`` seconds, on the host's clock ``now``; a failed pass is logged and tried again
    at the next one.  ``start()`` once; ``close()`` stops it."""

    def __init__(self, store: Store, days: int, now: Callable[[], float], every: float = RETENTION_EVERY):
        self.store, self.days, self.now, self.every = store, days, now, every
        self._task: asyncio.Task | None = None

    def start(self) -> None:
        """Begin the passes (the first at once)."""
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        while True:
            try:
                dropped = await drop_old_logs(self.store, self.days, self.now())
                if dropped:
                    log.info("dropped the move logs of %d matches that ended more than %d days ago",
                             dropped, self.days)
            except Exception:  # the database may be away for a while: the next pass tries again
                log.exception("the pass that drops old move logs failed; trying again in %.0f s", self.every)
            await asyncio.sleep(self.every)

    async def close(self) -> None:
        """Stop the passes (a pass under way is cancelled; its statement is one unit)."""
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None
