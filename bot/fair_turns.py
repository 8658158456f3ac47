"""Fair turns at a scarce resource: round robin over members, and over each member's matches.

The computer pool has one worker process; every computer decision of every match
waits for it.  First come, first served would let one member who runs twenty
computer-only matches put twenty searches ahead of everybody else's.  ``FairTurns``
hands its ``capacity`` turns out in rounds instead: each member with a waiting job gets
one turn a round, and a member's own matches take their turns in rotation, so a member
waits behind at most one job of each other member, however many matches they run.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict, deque
from contextlib import asynccontextmanager
from typing import AsyncIterator, Hashable


class FairTurns:
    """At most ``capacity`` (≥ 1) holders at once; waiters served round robin by member,
    then by match within a member.  Raises ``ValueError`` for a capacity below 1."""

    def __init__(self, capacity: int) -> None:
        if capacity < 1:
            raise ValueError(f"fair turns need a capacity of at least 1, not {capacity}")
        self._free = capacity
        #: member → match → waiters (futures), each level in the order it is next served.
        self._waiting: OrderedDict[Hashable, OrderedDict[Hashable, deque[asyncio.Future]]] = OrderedDict()

    def waiting(self) -> int:
        """How many callers wait for a turn."""
        return sum(len(q) for matches in self._waiting.values() for q in matches.values())

    @asynccontextmanager
    async def turn(self, member: Hashable, match: Hashable) -> AsyncIterator[None]:
        """Hold one turn for ``match`` of ``member`` for the ``async with`` block."""
        await self._acquire(member, match)
        try:
            yield
        finally:
            self._release()

    async def _acquire(self, member: Hashable, match: Hashable) -> None:
        if self._free > 0 and not self._waiting:
            self._free -= 1
            return
        granted = asyncio.get_running_loop().create_future()
        self._waiting.setdefault(member, OrderedDict()).setdefault(match, deque()).append(granted)
        try:
            await granted
        except asyncio.CancelledError:
            if granted.done() and not granted.cancelled():
                self._release()         # handed a turn as it gave up: pass it on
            else:
                self._forget(member, match, granted)
            raise

    def _forget(self, member: Hashable, match: Hashable, granted: asyncio.Future) -> None:
        matches = self._waiting.get(member)
        if matches is None or match not in matches:
            return
        queue = matches[match]
        if granted in queue:
            queue.remove(granted)
        if not queue:
            del matches[match]
        if not matches:
            del self._waiting[member]

    def _release(self) -> None:
        """Pass the turn to the next waiter in the round, or free it."""
        while self._waiting:
            member, matches = next(iter(self._waiting.items()))
            match, queue = next(iter(matches.items()))
            granted = queue.popleft()
            # Rotate: this match goes behind the member's others, the member behind the others.
            matches.move_to_end(match)
            if not queue:
                del matches[match]
            self._waiting.move_to_end(member)
            if not matches:
                del self._waiting[member]
            if not granted.done():      # a waiter cancelled in the meantime is skipped
                granted.set_result(None)
                return
        self._free += 1
