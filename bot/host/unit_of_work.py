"""``UnitOfWork``: one version-guarded commit of a match, and who hears of it.

A commit writes the match row (its version + 1), its seat list and new log entries, and
the commit's owed announcement (the outbox), all or nothing.  It returns the commit's
domain events (``bot.host.events``), and hands them to the subscribers of their types:

- *in the transaction* (``subscribe(..., in_transaction=True)``): run inside the commit's
  transaction after the row and log are written, so what they write commits with it or
  not at all (ratings of a finishing match, packing an ended match's log).  A commit
  with such a subscriber for one of its events takes the long path: lock the match, put a
  packed log back into rows, write, run them; otherwise it is one trip to the database.
  If one raises, nothing of the commit is written and the error reaches the caller.
- *after the commit* (the default): run once the commit is durable (the clock keeper, a
  tournament's results).  One that raises is logged and the others still run: it cannot
  undo a commit that already happened, and the caller is told it succeeded.

The database may give a transaction up for another (``Conflict``: a deadlock, a
serialization failure); nothing of it was written, so it is tried again, up to
``COMMIT_ATTEMPTS`` times with a doubling, jittered wait.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections import defaultdict
from collections.abc import Awaitable, Callable, Sequence

from bot.core import RUNNING, HostError, MatchChanged
from bot.host.events import DomainEvent, events_of
from bot.storage.match_cache import MatchCache
from bot.storage.store import Conflict, MatchRow, MoveRow, StaleVersion, Store
from games.message import Msg

log = logging.getLogger("petri.host")

#: Times a commit is tried when the database gives it up for another (``Conflict``), and the
#: first wait between tries (seconds; doubled each time, with jitter so two writers part).
COMMIT_ATTEMPTS = 6
COMMIT_BACKOFF_S = 0.02

#: A subscriber run inside the commit's transaction: ``(event, match, store)``.
InTransaction = Callable[[DomainEvent, MatchRow, Store], Awaitable[None]]
#: A subscriber run after the commit: ``(event, match)``.
AfterCommit = Callable[[DomainEvent, MatchRow], None]


class UnitOfWork:
    """Commits matches on ``store`` and publishes what each commit did.

    ``now``: seconds since the epoch (the row's ``updated_at``); ``recent``: the cache of
    running matches' rows this process committed last (a committed running match is put
    there, any other dropped, and a failed commit drops it).
    """

    def __init__(self, store: Store, *, now: Callable[[], float], recent: MatchCache):
        self.store = store
        self.now = now
        self.recent = recent
        self._in_transaction: dict[type, list[InTransaction]] = defaultdict(list)
        self._after_commit: dict[type, list[AfterCommit]] = defaultdict(list)

    def subscribe_in_transaction(self, kind: type, handler: InTransaction) -> None:
        """Run ``handler`` inside every commit with an event of type ``kind`` (registration
        order, for each event in the commit's order)."""
        self._in_transaction[kind].append(handler)

    def subscribe(self, kind: type, handler: AfterCommit) -> None:
        """Run ``handler`` after every commit with an event of type ``kind``; its errors are
        logged and do not reach the committer."""
        self._after_commit[kind].append(handler)

    async def commit(self, match: MatchRow, *, seats: bool = False, moves: Sequence[MoveRow] = (),
                     started: bool = False,
                     announce: Callable[[MatchRow], tuple[dict, float] | None] | None = None,
                     ) -> tuple[DomainEvent, ...]:
        """Commit ``match`` (version + 1, ``updated_at`` now) with its seats and/or ``moves``.

        ``started``: this commit starts the match.  ``announce``: called with the row at its
        new version, returns the owed announcement ``(plan, due_at)`` to store in the same
        unit, or ``None``.  A commit that changes seats or the log also moves the match's
        ``board_version`` (the version its board is drawn at).  Returns the commit's events.

        The version-guarded update is written first, so a writer that lost a race stops
        there.  Raises ``MatchChanged`` when another writer got there first and
        ``HostError`` ("busy") when the database kept giving the commit up; ``match.version``
        is then back at its old value and nothing was written.
        """
        old = match.version
        match.version, match.updated_at = old + 1, self.now()
        if moves or seats:
            match.extra["board_version"] = match.version
        owed = announce(match) if announce is not None else None
        # Which kinds of events this commit has decides its path; their ply numbers come
        # from the store, so the events themselves are made after the write.
        kinds = {type(e) for e in events_of(match, started=started, seats=seats, moves=moves)}
        long_path = any(self._in_transaction.get(kind) for kind in kinds)
        done: list[tuple[DomainEvent, ...]] = []

        async def write() -> None:
            if not long_path:
                # The common case, a move: one unit, one trip to the database.
                await self.store.commit_match(match, old, seats=seats, moves=moves, announce=owed)
                done.append(events_of(match, started=started, seats=seats, moves=moves))
                return
            # Locks in the one order every writer takes: the match, its row, then ratings.
            async with self.store.transaction():
                await self.store.lock_match(match.id)
                # A packed log (compacted) goes back to rows: new entries number on from it.
                await self.store.restore_log(match.id)
                await self.store.commit_match(match, old, seats=seats, moves=moves, announce=owed)
                events = events_of(match, started=started, seats=seats, moves=moves)
                for event in events:
                    for handler in self._in_transaction.get(type(event), ()):
                        await handler(event, match, self.store)
                done.append(events)

        try:
            for attempt in range(COMMIT_ATTEMPTS):
                try:
                    await write()
                    break
                except Conflict:
                    if attempt + 1 == COMMIT_ATTEMPTS:
                        raise
                    await asyncio.sleep(random.uniform(0.5, 1.0) * COMMIT_BACKOFF_S * 2 ** attempt)
        except Conflict:
            match.version = old
            self.recent.drop(match.id)
            raise HostError(Msg("host-database-busy")) from None
        except StaleVersion:
            match.version = old
            self.recent.drop(match.id)
            raise MatchChanged(Msg("host-match-changed")) from None
        except BaseException:
            self.recent.drop(match.id)
            raise
        if match.status == RUNNING:
            self.recent.put(match)
        else:                       # no more moves: keep no copy of an ended match
            self.recent.drop(match.id)
        events = done[-1]
        self.publish(events, match)
        return events

    def publish(self, events: Sequence[DomainEvent], match: MatchRow) -> None:
        """Hand ``events`` of ``match`` to their after-commit subscribers, in order; a
        subscriber that raises is logged (with the event, which holds no secret) and skipped."""
        for event in events:
            for handler in self._after_commit.get(type(event), ()):
                try:
                    handler(event, match)
                except Exception:
                    log.exception("a subscriber of %r failed after the commit", event,
                                  extra={"event": "subscriber_failed", "match_id": match.id,
                                         "guild_id": match.guild_id, "game": match.game})
