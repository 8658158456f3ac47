"""Pictures off the event loop and off the GIL: a small pool of render worker processes.

Drawing a board, quantizing it and deflating the PNG is pure CPU work.  In a
thread it still holds the GIL most of the time, so every picture slows the
event loop that acknowledges everybody's moves.  ``RenderPool`` runs that work
in worker processes instead:

- **size**: ``workers`` processes; ``None`` picks one less than the CPU count
  (at least one: one worker on a 2-core machine, the other core serves the
  event loop).  ``0`` draws in this process, in a thread (the sandbox, the
  tests and ``petri play``, where a worker's start-up — importing Pillow, the
  fonts and the engines anew, ≈ 0.5 s — would cost more than it saves).
- **a fresh interpreter** (``python -m bot.workers.render_worker``, run by ``bot.workers.worker_pool``), so
  a worker inherits neither the event loop, the database connection, the Discord client
  nor any thread of the bot.
- **handed out at once**: the event loop's own thread writes a job to the worker's stdin
  and reads the answer from its stdout (``asyncio`` pipes).  ``ProcessPoolExecutor`` hands
  jobs over through two helper threads, which must each win the GIL from the event loop
  first: a picture handed out before 3 ms of other work started 3.2 ms later, so the
  worker sat idle while the bot worked out the seats' views.
- **bounded queue, back-pressure**: at most ``queue`` jobs are handed to the
  workers at once; a caller beyond that awaits a free slot (first come, first
  served).  A full queue slows producers down, it never drops a picture.
- **a worker that dies** (killed, out of memory, a crash in native code) is
  replaced by a fresh one, which is given every job the dead one had; a job two
  workers died on raises ``RenderError``.
- **shutdown**: ``close()`` cancels what waits, lets the running jobs finish
  and joins every worker, so no process outlives the pool.

Only module-level functions with picklable arguments can run in a worker
(``render.board_png``, ``render.animation.replay_gif``,
``bot.host.replay``'s jobs; the computer's work, stand-ins included, runs in
``bot.workers.computer.ComputerPool``).  Exceptions a job raises (``KeyError`` for an unknown game...) reach the caller
unchanged.
"""

from __future__ import annotations

import asyncio
import logging
import os
import traceback
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import render
from bot.core import HostError
from bot.workers.render_worker import keep_freed_memory
from bot.workers.worker_pool import WorkerPool
from render.animation import replay_gif

T = TypeVar("T")

log = logging.getLogger("petri.render")

#: Jobs each worker may have waiting behind the one it draws (the queue bound is this × workers).
QUEUE_PER_WORKER = 4


class RenderError(HostError):
    """A picture could not be drawn because its worker process died twice in a row.

    The move or action it illustrates is saved; only the picture is missing.
    """


def default_workers(cpus: int | None = None) -> int:
    """Worker processes for ``cpus`` cores (default: this machine's): one per core but one,
    at least one."""
    cpus = cpus if cpus is not None else (os.cpu_count() or 1)
    return max(1, cpus - 1)


def _warm() -> int:
    """Worker side of ``RenderPool.start``: the imports are done (the worker imports
    ``render`` before its first job); returns the worker's process id."""
    return os.getpid()


class RenderPool:
    """Run picture jobs in ``workers`` processes (``None``: ``default_workers()``; ``0``: in a
    thread of this process) with at most ``queue`` jobs handed out at once (default
    ``QUEUE_PER_WORKER`` per worker, at least that many).  Raises ``ValueError`` for a
    negative ``workers`` or a ``queue`` below 1."""

    def __init__(self, workers: int | None = None, *, queue: int | None = None) -> None:
        workers = default_workers() if workers is None else workers
        if workers < 0:
            raise ValueError(f"render workers must be 0 (draw in the bot process) or more, not {workers}")
        queue = queue if queue is not None else QUEUE_PER_WORKER * max(1, workers)
        if queue < 1:
            raise ValueError(f"the render queue must hold at least 1 job, not {queue}")
        self.workers = workers
        if workers == 0:
            keep_freed_memory()     # the pictures are drawn in this process
        #: Most jobs handed out at once; callers beyond it wait for a slot.
        self.queue = queue
        #: Jobs handed out now, and the most there ever were (tests check the bound).
        self.in_flight = 0
        self.peak = 0
        self._slots = asyncio.Semaphore(queue)
        self._processes = WorkerPool(workers, died_twice=_died_twice) if workers else None
        self._closed = False
        #: Pictures whose failure was logged already (``picture_or_none``).
        self.failures = FailureMemory()

    @property
    def restarts(self) -> int:
        """Times a worker that died was replaced."""
        return self._processes.restarts if self._processes is not None else 0

    async def start(self) -> list[int]:
        """Start the workers now rather than on the first picture (each imports Pillow, the
        fonts and the engines once); returns their process ids (empty in-process)."""
        if self.workers == 0:
            return []
        return sorted(set(await asyncio.gather(*(self.call(_warm) for _ in range(self.workers)))))

    async def board_png(self, game_id: str, view: dict, *, seat: str | None = None) -> bytes:
        """``render.board_png(game_id, view, seat=seat)`` in a worker: the same bytes."""
        return await self.call(_board_png, game_id, view, seat)

    async def replay_gif(self, game_id: str, views: list[dict]) -> bytes:
        """``render.animation.replay_gif(game_id, views)`` in a worker: the same bytes."""
        return await self.call(replay_gif, game_id, views)

    async def call(self, job: Callable[..., T], *args: Any, urgent: bool = False) -> T:
        """``job(*args)`` in a worker (in a thread when in-process), once a queue slot is free.

        ``urgent``: a job that a player's acknowledgement waits for (a stand-in move, played
        under the match's lock) is handed out at once, without waiting for a slot: it queues
        behind at most the ``queue`` jobs already handed out, never behind every picture
        waiting for one.  (Urgent jobs are few: at most one per match at a time.)

        ``job`` must be a module-level function and ``args`` picklable.
        Raises what ``job`` raises; ``RenderError`` when the job's worker died
        twice; ``RuntimeError`` after ``close()``.
        """
        if urgent:
            return await self._hand_out(job, args)
        async with self._slots:
            return await self._hand_out(job, args)

    async def _hand_out(self, job: Callable[..., T], args: tuple) -> T:
        if self._closed:
            raise RuntimeError("the render pool is closed")
        self.in_flight += 1
        self.peak = max(self.peak, self.in_flight)
        try:
            if self._processes is None:
                return await asyncio.to_thread(job, *args)
            return await self._processes.run(job, args)
        finally:
            self.in_flight -= 1

    async def close(self) -> None:
        """Stop taking jobs, cancel those not started, wait for the running ones and join
        every worker process.  Safe to call twice."""
        self._closed = True
        if self._processes is not None:
            await self._processes.close()


def _died_twice() -> RenderError:
    return RenderError("the picture could not be drawn: its drawing process stopped twice; "
                       "nothing was lost, ask for the board again (/board)")


#: Most ``FailureMemory`` keys kept; the oldest are forgotten first.
REPORTED_KEPT = 1024


class FailureMemory:
    """``(match id, ply)`` of pictures whose failure was logged (newest last, at most
    ``REPORTED_KEPT``), so a ply whose public and private boards all fail, or whose post is
    tried again, is logged once.  Each ``RenderPool`` holds its own (two bots in one process
    remember their own failures)."""

    def __init__(self, kept: int = REPORTED_KEPT) -> None:
        self.kept = kept
        self._seen: OrderedDict[tuple[int, int], None] = OrderedDict()

    def first(self, key: tuple[int, int]) -> bool:
        """Whether ``key`` is new (and remember it, forgetting the oldest beyond ``kept``)."""
        if key in self._seen:
            return False
        self._seen[key] = None
        while len(self._seen) > self.kept:
            self._seen.popitem(last=False)
        return True


async def picture_or_none(picture: Awaitable[bytes], match_id: int, ply: int,
                          failures: FailureMemory | None = None) -> bytes | None:
    """The PNG bytes ``picture`` (a ``board_png`` coroutine or task) gives, or ``None`` when it
    could not be drawn, so the post it illustrates goes out without it: a picture never blocks
    an announcement.

    Any ``Exception`` drawing raised (``RenderError``, a layout error…) is logged at WARNING
    once per ``match_id`` and ``ply`` in ``failures`` (``None``: every time), with the error's type and the line that
    raised it but not its message: a message about a seat's board might quote what that seat
    alone may see.  Cancellation is not caught.
    """
    try:
        return await picture
    except Exception as error:
        if failures is None or failures.first((match_id, ply)):
            where = traceback.extract_tb(error.__traceback__)[-1:] if error.__traceback__ else []
            place = f"{where[0].filename}:{where[0].lineno}" if where else "?"
            log.warning("the picture of match %s at ply %s could not be drawn (%s at %s); "
                        "posted without it", match_id, ply, type(error).__name__, place)
        return None


def _board_png(game_id: str, view: dict, seat: str | None) -> bytes:
    """Worker side of ``RenderPool.board_png`` (``render.board_png`` takes ``seat`` by keyword)."""
    return render.board_png(game_id, view, seat=seat)


__all__ = ["QUEUE_PER_WORKER", "FailureMemory", "RenderError", "RenderPool", "default_workers", "keep_freed_memory",
           "picture_or_none"]
