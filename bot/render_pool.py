"""Pictures off the event loop and off the GIL: a small pool of render worker processes (issue 14).

Drawing a board, quantizing it and deflating the PNG is pure CPU work.  In a
thread it still holds the GIL most of the time, so every picture slows the
event loop that acknowledges everybody's moves.  ``RenderPool`` runs that work
in worker processes instead:

- **size**: ``workers`` processes; ``None`` picks one less than the CPU count
  (at least one: one worker on a 2-core machine, the other core serves the
  event loop).  ``0`` draws in this process, in a thread (the sandbox, the
  tests and ``petri play``, where a worker's start-up — importing Pillow, the
  fonts and the engines anew, ≈ 0.5 s — would cost more than it saves).
- **start method**: ``spawn``, so a worker inherits neither the event loop,
  the database connection, the Discord client nor any thread of the bot.
- **bounded queue, back-pressure**: at most ``queue`` jobs are handed to the
  workers at once; a caller beyond that awaits a free slot (first come, first
  served).  A full queue slows producers down, it never drops a picture.
- **a worker that dies** (killed, out of memory, a crash in native code)
  breaks the process pool: a fresh one replaces it and every job that was in
  the broken pool is run once more; a job that breaks the pool twice raises
  ``RenderError``.
- **shutdown**: ``close()`` cancels what waits, lets the running jobs finish
  and joins every worker, so no process outlives the pool.

Only module-level functions with picklable arguments can run in a worker
(``render.board_png``, several boards in one job, ``render.animation.replay_gif``,
``bot.replay``'s jobs, and the stand-in moves of ``bot.computer.stand_in_job``, which are
urgent).  Exceptions a job raises (``KeyError`` for an unknown game...) reach the caller
unchanged.
"""

from __future__ import annotations

import asyncio
import ctypes
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable, TypeVar

import render
from bot.core import HostError
from render.animation import replay_gif

T = TypeVar("T")

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


#: glibc ``mallopt`` parameters (malloc.h): M_TRIM_THRESHOLD, M_MMAP_THRESHOLD.
_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3


def keep_freed_memory() -> None:
    """Let this process's glibc malloc keep the memory a picture frees for the next one
    (each worker at start-up; a process that draws itself calls it too).

    A picture allocates and frees a few buffers of about half a MiB (the palette canvas, the
    PNG rows).  glibc's default thresholds adapt to the largest block freed so far, and at
    that size they map and unmap those buffers, or trim the heap, at every picture: the page
    faults cost ≈ 0.5 ms of system time a Genetess picture (≈ 25 %).  Fixed thresholds
    (blocks under 4 MiB from the heap; the heap trimmed when 16 MiB are free at its top)
    stop that for at most 16 MiB of kept memory.  Elsewhere than glibc, nothing is changed.
    """
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallopt(_M_MMAP_THRESHOLD, 4 << 20)
        libc.mallopt(_M_TRIM_THRESHOLD, 16 << 20)
    except (OSError, AttributeError):
        pass


def _warm() -> int:
    """Worker side of ``RenderPool.start``: the imports are done (this module imports
    ``render``); returns the worker's process id."""
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
        #: Times a broken process pool was replaced (a worker died).
        self.restarts = 0
        self._slots = asyncio.Semaphore(queue)
        self._executor: ProcessPoolExecutor | None = self._new_executor()
        self._closed = False

    def _new_executor(self) -> ProcessPoolExecutor | None:
        if self.workers == 0:
            return None
        return ProcessPoolExecutor(max_workers=self.workers, mp_context=multiprocessing.get_context("spawn"),
                                   initializer=keep_freed_memory)

    async def start(self) -> list[int]:
        """Start the workers now rather than on the first picture (each imports Pillow, the
        fonts and the engines once); returns their process ids (empty in-process)."""
        if self._executor is None:
            return []
        return sorted(set(await asyncio.gather(*(self.call(_warm) for _ in range(self.workers)))))

    async def board_png(self, game_id: str, view: dict, *, seat: str | None = None) -> bytes:
        """``render.board_png(game_id, view, seat=seat)`` in a worker: the same bytes."""
        return await self.call(_board_png, game_id, view, seat)

    async def boards_png(self, game_id: str, views: list[dict]) -> list[bytes]:
        """``render.board_png`` of each of ``views``, each for its ``viewer``, in one job: the
        same bytes, with one round trip to a worker instead of one a picture (≈ 0.2–0.6 ms
        each on 2 cores)."""
        return await self.call(_boards_png, game_id, views)

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
            if self._executor is None:
                return await asyncio.to_thread(job, *args)
            return await self._in_worker(job, args)
        finally:
            self.in_flight -= 1

    async def _in_worker(self, job: Callable[..., T], args: tuple) -> T:
        loop = asyncio.get_running_loop()
        for attempt in range(2):
            executor = self._executor
            if executor is None:
                raise RuntimeError("the render pool is closed")
            try:
                return await loop.run_in_executor(executor, job, *args)
            except BrokenProcessPool:
                await self._replace(executor)
        raise RenderError("the picture could not be drawn: its drawing process stopped twice; "
                          "nothing was lost, ask for the board again (/board)")

    async def _replace(self, broken: ProcessPoolExecutor) -> None:
        """Swap a broken process pool for a fresh one (once, however many jobs saw it break)."""
        if self._executor is broken and not self._closed:
            self._executor = self._new_executor()
            self.restarts += 1
        # The broken pool's manager already stopped its workers: joining them is quick.
        await asyncio.to_thread(broken.shutdown, True)

    async def close(self) -> None:
        """Stop taking jobs, cancel those not started, wait for the running ones and join
        every worker process.  Safe to call twice."""
        self._closed = True
        executor, self._executor = self._executor, None
        if executor is not None:
            await asyncio.to_thread(executor.shutdown, True, cancel_futures=True)


def _board_png(game_id: str, view: dict, seat: str | None) -> bytes:
    """Worker side of ``RenderPool.board_png`` (``render.board_png`` takes ``seat`` by keyword)."""
    return render.board_png(game_id, view, seat=seat)


def _boards_png(game_id: str, views: list[dict]) -> list[bytes]:
    """Worker side of ``RenderPool.boards_png``."""
    return [render.board_png(game_id, view, seat=view.get("viewer")) for view in views]


__all__ = ["QUEUE_PER_WORKER", "RenderError", "RenderPool", "default_workers", "keep_freed_memory"]
