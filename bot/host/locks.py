"""Per-match locks that exist only while somebody holds or waits for them.

A ``defaultdict(asyncio.Lock)`` keeps one lock for every match id ever asked
about, including ids that do not exist (100 000 refused ``/move match:N`` kept
100 000 locks).  ``KeyedLocks`` counts the holders and waiters of each key and
drops the lock when the last one leaves.
"""

from __future__ import annotations

import asyncio
from collections.abc import Hashable


class KeyedLocks:
    """``async with locks[key]:`` — mutual exclusion per key, nothing kept for idle keys.

    ``len(locks)`` is the number of keys held or awaited right now.
    """

    def __init__(self) -> None:
        self._locks: dict[Hashable, asyncio.Lock] = {}
        self._users: dict[Hashable, int] = {}

    def __getitem__(self, key: Hashable) -> _Hold:
        return _Hold(self, key)

    def __len__(self) -> int:
        return len(self._locks)

    def _enter(self, key: Hashable) -> asyncio.Lock:
        self._users[key] = self._users.get(key, 0) + 1
        return self._locks.setdefault(key, asyncio.Lock())

    def _leave(self, key: Hashable) -> None:
        self._users[key] -= 1
        if not self._users[key]:
            del self._users[key], self._locks[key]


class _Hold:
    def __init__(self, locks: KeyedLocks, key: Hashable) -> None:
        self.locks, self.key = locks, key

    async def __aenter__(self) -> None:
        lock = self.locks._enter(self.key)
        try:
            await lock.acquire()
        except BaseException:      # cancelled while waiting: it no longer waits
            self.locks._leave(self.key)
            raise

    async def __aexit__(self, *exc: object) -> None:
        self.locks._locks[self.key].release()
        self.locks._leave(self.key)
