"""The announcement outbox's poster (design.md "Outbox").

With ``MatchHost(outbox=True)`` every commit that starts a match or adds plies stores
its delivery plan (``bot.host.plan``) as an owed announcement in the same transaction, leased
to the committing process for ``MatchHost.announce_lease`` seconds: that process posts
it at once and marks it done.  ``Poster`` delivers whatever is still owed after that —
a post that failed, or one whose process died between commit and post — at least once:

- it claims whole matches in the database (``Store.claim_owed``: a match whose oldest owed
  announcement is due, all its due ones, for one process — with several processes on
  one database each match goes to one of them, as deadlines do), delivers each match's
  plans to ``deliver`` one after the other in commit order (matches concurrently),
  renewing the claim before each (``Store.renew_owed``: a process whose lease ran out
  stops), and deletes each when delivered;
- a delivery that raises is tried again after a back-off (``retry_after``: 5 s,
  doubling, at most 5 min), the later posts of that match put off with it (a later
  ply is never shown before an earlier one); after
  ``MAX_ATTEMPTS`` it is given up with a WARNING;
- ``Refused`` (the channel is gone, the bot may not post there) is final: logged once
  at WARNING with the match id and the reason, and the row is dropped;
- it sleeps until the next row is due (never a busy loop); ``poll_every`` > 0 also
  looks that often for rows another process left (several processes on PostgreSQL).

``deliver`` must make a repeated delivery harmless: it gets ``since``, when the earliest
try of the post that is not known to have failed could have gone out (the commit, then
each retry's start, ``Store.sending``), and the adapter reads the channel from then on
for it before posting again (``bot.adapter.flows.deliver_owed``).
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from bot.host.plan import Plan
from bot.storage.store import Owed

if TYPE_CHECKING:  # the host imports nothing of this module; typing only
    from bot.host.match_host import MatchHost

log = logging.getLogger("petri.outbox")

#: Seconds before the first retry of a failed post; each further failure doubles it.
RETRY_FIRST = 5.0
#: The longest wait between two tries (seconds).
RETRY_MAX = 300.0
#: Tries of one announcement before it is given up (about 40 minutes of back-off).
MAX_ATTEMPTS = 12


class Refused(Exception):
    """Discord refused a post for good (403 missing permission, 404 deleted channel and
    thread); ``reason`` (words or a ``games.message.Msg`` for the reader's language) says
    why, without any secret."""

    def __init__(self, reason) -> None:
        super().__init__(reason)
        self.reason = reason

    def __str__(self) -> str:
        return str(self.reason)


class Waiting(Exception):
    """A post was not made because an earlier post of its match is still owed: posts go out
    in commit order, so it waits (still owed) and follows that one."""


def retry_after(attempts: int) -> float:
    """Seconds to wait after the ``attempts``-th failed try (1, 2, …): 5, 10, 20, … ≤ 300."""
    return min(RETRY_FIRST * 2 ** max(0, attempts - 1), RETRY_MAX)


#: Delivers one owed plan: ``deliver(plan, attempt, since)``; ``attempt`` counts the tries
#: (1: the poster's first); ``since`` (seconds since the epoch, ``None`` if unknown): no
#: earlier try of this post went out before then, so a post of it, if any, is after that
#: in the channel.  Raises ``Refused`` for a final refusal, anything else to be tried again.
Deliver = Callable[[Plan, int, "float | None"], Awaitable[None]]


class Poster:
    """Posts the owed announcements of ``host`` through ``deliver`` (see the module doc).

    ``start()`` arms it (call it at start-up: what was owed when the last process stopped
    is posted); ``arm(at)`` wakes it at ``at`` at the latest (the adapter does after a
    failed post); ``close()`` stops it, letting a delivery under way finish.
    """

    def __init__(self, host: MatchHost, deliver: Deliver, *, poll_every: float = 0.0,
                 batch: int = 20) -> None:
        self.host = host
        self.deliver = deliver
        self.poll_every = poll_every
        self.batch = batch
        self._timer: asyncio.Task | None = None
        self._timer_at = math.inf
        self._pass: asyncio.Task | None = None
        self._again = False
        self._closed = False

    def start(self) -> None:
        """Look for owed announcements now (and from then on whenever one is due)."""
        self.arm(self.host.now())

    def arm(self, at: float) -> None:
        """Make sure the poster looks at ``at`` (seconds since the epoch) at the latest."""
        if self._closed or (self._timer is not None and not self._timer.done() and self._timer_at <= at):
            return
        if self._timer is not None:
            self._timer.cancel()
        self._timer_at = at
        self._timer = asyncio.get_running_loop().create_task(self._wait(at))

    async def _wait(self, at: float) -> None:
        await asyncio.sleep(max(0.0, at - self.host.now()))
        self._timer, self._timer_at = None, math.inf
        if self._pass is not None and not self._pass.done():
            self._again = True   # the pass under way looks once more before it ends
            return
        self._pass = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        try:
            while True:
                self._again = False
                await self.deliver_due()
                if not self._again:
                    break
            due = await self.host.store.next_owed_at()
        except Exception:  # the database is away: look again later
            log.exception("delivering owed announcements failed; trying again in %d s", RETRY_FIRST)
            due = self.host.now() + RETRY_FIRST
        if self.poll_every > 0:
            due = min(due if due is not None else math.inf, self.host.now() + self.poll_every)
        if due is not None and not self._closed:
            self.arm(due)

    async def deliver_due(self) -> int:
        """Claim the owed announcements due now, whole matches at a time
        (``Store.claim_owed``), and deliver them; returns how many were delivered
        (given-up and refused ones not counted).

        Each match's posts go out one after the other in commit order; matches go
        concurrently, so a slow match never runs another's lease out.
        """
        host = self.host
        owed = await host.store.claim_owed(host.now(), host.announce_lease, self.batch)
        lines: dict[int, list[Owed]] = {}
        for item in owed:
            lines.setdefault(item.match_id, []).append(item)
        done = await asyncio.gather(*(self._deliver_line(line) for line in lines.values()))
        return sum(done)

    async def _deliver_line(self, line: list[Owed]) -> int:
        """Deliver one match's claimed announcements (``line``, in commit order); returns how
        many were delivered.  The claim is renewed before each post and the line stops when
        it was lost (another process has the match now); a failure puts the failed post and
        every later one of the line off together, so they stay in order."""
        host = self.host
        delivered = 0
        for index, item in enumerate(line):
            if not await host.store.renew_owed(item.match_id, item.claim, host.now() + host.announce_lease):
                log.info("announcements of match %s: claim lost (its lease ran out); another process posts them",
                         item.match_id)
                return delivered
            plan = Plan.from_json(item.plan)
            plan.stamps = [item.version]
            try:
                await self.deliver(plan, item.attempts, item.sending_at)
            except Refused as exc:
                log.warning("announcement of match %s (ply stamp %s) dropped: %s",
                            item.match_id, item.version, exc)
            except Exception as exc:
                if item.attempts < MAX_ATTEMPTS:
                    wait = retry_after(item.attempts)
                    log.info("announcement of match %s (ply stamp %s) failed (%s); retry in %d s",
                             item.match_id, item.version, type(exc).__name__, wait)
                    await host.store.announce_later(item.match_id, [o.version for o in line[index:]],
                                                    host.now() + wait)
                    return delivered
                log.warning("announcement of match %s (ply stamp %s) given up after %d tries: %s",
                            item.match_id, item.version, item.attempts, type(exc).__name__)
            else:
                delivered += 1
            await host.announced(plan)
        return delivered

    async def close(self) -> None:
        """Stop: no more timers; a delivery under way finishes (its row stays owed if not)."""
        self._closed = True
        if self._timer is not None:
            self._timer.cancel()
        if self._pass is not None:
            await asyncio.gather(self._pass, return_exceptions=True)
