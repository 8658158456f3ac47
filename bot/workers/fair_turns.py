"""Fair turns at a scarce resource: round robin over members, and over each member's matches.

The computer pool has one worker process; every computer decision of every match
waits for it.  First come, first served would let one member who runs twenty
computer-only matches put twenty searches ahead of everybody else's.  ``FairTurns``
hands its ``capacity`` turns out in rounds instead: each member with a waiting job gets
one turn a round, and a member's own matches take their turns in rotation, so a member
waits behind at most one job of each other member, however many matches they run.
Jobs a person waits for (``urgent``) are served before the others (a match among computers
only): those wait for a free turn, never the other way round.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict, deque
from collections.abc import AsyncIterator, Hashable
from contextlib import asynccontextmanager

#: member → match → the futures of the waiters.
_Queue = OrderedDict[Hashable, OrderedDict[Hashable, deque[asyncio.Future]]]


class FairTurns:
    """At most ``capacity`` (≥ 1) holders at once; urgent waiters first, each class served
    round robin by member, then by match within a member.  Raises ``ValueError`` for a
    capacity below 1."""

    def __init__(self, capacity: int) -> None:
        if capacity < 1:
            raise ValueError(f"fair turns need a capacity of at least 1, not {capacity}")
        self._free = capacity
        #: For urgent waiters, then the others: member → match → waiters (futures), each
        #: level in the order it is next served.
        self._classes: tuple[_Queue, _Queue] = (OrderedDict(), OrderedDict())

    def waiting(self) -> int:
        """How many callers wait for a turn."""
        return sum(len(q) for waiting in self._classes for matches in waiting.values()
                   for q in matches.values())

    @asynccontextmanager
    async def turn(self, member: Hashable, match: Hashable, *, urgent: bool = True) -> AsyncIterator[None]:
        """Hold one turn for ``match`` of ``member`` for the ``async with`` block;
        ``urgent``: a person waits for it (served before the jobs nobody waits for)."""
        await self._acquire(member, match, self._classes[0 if urgent else 1])
        try:
            yield
        finally:
            self._release()

    async def _acquire(self, member: Hashable, match: Hashable, waiting: _Queue) -> None:
        if self._free > 0 and not any(self._classes):
            self._free -= 1
            return
        granted = asyncio.get_running_loop().create_future()
        waiting.setdefault(member, OrderedDict()).setdefault(match, deque()).append(granted)
        try:
            await granted
        except asyncio.CancelledError:
            if granted.done() and not granted.cancelled():
                self._release()         # handed a turn as it gave up: pass it on
            else:
                self._forget(waiting, member, match, granted)
            raise

    @staticmethod
    def _forget(waiting: _Queue, member: Hashable, match: Hashable, granted: asyncio.Future) -> None:
        matches = waiting.get(member)
        if matches is None or match not in matches:
            return
        queue = matches[match]
        if granted in queue:
            queue.remove(granted)
        if not queue:
            del matches[match]
        if not matches:
            del waiting[member]

    def _release(self) -> None:
        """Pass the turn to the next waiter in the round (urgent ones first), or free it."""
        while waiting := next((w for w in self._classes if w), None):
            member, matches = next(iter(waiting.items()))
            match, queue = next(iter(matches.items()))
            granted = queue.popleft()
            # Rotate: this match goes behind the member's others, the member behind the others.
            matches.move_to_end(match)
            if not queue:
                del matches[match]
            waiting.move_to_end(member)
            if not matches:
                del waiting[member]
            if not granted.done():      # a waiter cancelled in the meantime is skipped
                granted.set_result(None)
                return
        self._free += 1
