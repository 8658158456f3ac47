"""Worker processes that heal: the process side shared by the picture pool and the computer pool.

``WorkerPool`` keeps ``workers`` processes of ``python -m bot.workers.render_worker`` (a fresh
interpreter: no forked copy of the event loop, the database connection or the Discord
client) and runs module-level jobs in them:

- **handed out at once**: the event loop's own thread writes a job to the least busy
  worker's stdin and reads the answer from its stdout (``asyncio`` pipes), with no
  helper thread that must first win the GIL from the loop (``bot.workers.render_pool`` measured
  why).
- **a worker that dies** (killed, out of memory, a crash in native code) is replaced by a
  fresh one, which is given every job the dead one had; a job two workers died on fails
  with the pool's ``died_twice`` error.
- **a time limit** (``run(limit=)``): a job still unanswered after ``limit`` seconds has
  its worker killed (a search that does not stop would hold it for ever); the other jobs
  of that worker go to its replacement, and the job fails with the pool's ``over_ran``
  error.
- **nice** (``nice=``): workers that run long jobs can be given a lower CPU priority than
  the bot, so its event loop wins the CPU from them.
- **shutdown**: ``close()`` cancels what waits, lets the running jobs finish and joins
  every worker, so no process outlives the pool.

Callers bound how many jobs they hand out (the picture pool's queue, the computer pool's
fair turns): this pool queues nothing itself beyond what it writes to the workers.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import pickle
import sys
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from bot.workers.render_worker import HEADER, frame

T = TypeVar("T")


@dataclass
class _Job:
    """A job on its way: its ``frame``, its caller's future, how many workers were given it
    and the last one."""

    payload: bytes
    future: asyncio.Future
    attempts: int = 0
    worker: _Worker | None = None


@dataclass
class _Worker:
    """A worker process and the jobs written to it, answered in that order."""

    process: asyncio.subprocess.Process
    pending: deque[_Job]
    reader: asyncio.Task | None = None


class WorkerPool:
    """Run jobs in ``workers`` (≥ 1) processes, replacing the ones that die.

    ``died_twice()`` makes the exception for a job whose second worker died;
    ``over_ran(limit)`` the one for a job that ran past its time limit (seconds).
    ``nice``: added to each worker's scheduling niceness (Unix), so that the bot's own
    process wins the CPU from a worker's long job.
    """

    def __init__(self, workers: int, *, died_twice: Callable[[], Exception],
                 over_ran: Callable[[float], Exception] = lambda limit: TimeoutError(
                     f"the job ran past its {limit:g} s"), nice: int = 0) -> None:
        if workers < 1:
            raise ValueError(f"a worker pool needs at least 1 worker process, not {workers}")
        self.workers = workers
        #: Times a worker that died (or was killed for running late) was replaced.
        self.restarts = 0
        self._died_twice = died_twice
        self._over_ran = over_ran
        self._nice = nice
        self._running: list[_Worker] = []
        self._starting = asyncio.Lock()
        self._closed = False

    def pids(self) -> list[int]:
        """Process ids of the live workers (tests kill one; none before the first job)."""
        return [w.process.pid for w in self._running if w.process.returncode is None]

    async def run(self, job: Callable[..., T], args: tuple, *, limit: float | None = None) -> T:
        """``job(*args)`` in a worker; its answer.  ``limit``: seconds from the hand-out
        after which the worker is killed and replaced and ``over_ran(limit)`` raised.

        Raises what ``job`` raises; ``died_twice()`` when the job's worker died twice;
        ``RuntimeError`` after ``close()``.
        """
        if self._closed:
            raise RuntimeError("the worker pool is closed")
        request = _Job(frame((job, args)), asyncio.get_running_loop().create_future())
        await self._dispatch(request)
        if limit is None:
            return await request.future
        try:
            return await asyncio.wait_for(asyncio.shield(request.future), limit)
        except asyncio.CancelledError:
            request.future.cancel()         # as without a limit: its answer is not awaited
            raise
        except TimeoutError:
            if request.future.done():       # answered as the time ran out
                return request.future.result()
            request.future.cancel()         # its reader skips it, its replacement never sees it
            if request.worker is not None and request.worker.process.returncode is None:
                request.worker.process.kill()
            raise self._over_ran(limit) from None

    async def _dispatch(self, request: _Job) -> None:
        """Give ``request`` to the least busy worker (starting the missing ones first) and
        make sure a task reads that worker's answers; after ``close()``, cancel it."""
        for dead in [w for w in self._running if w.process.returncode is not None]:
            self._running.remove(dead)      # died between jobs (its reader gives any job again)
            self.restarts += 1
        if len(self._running) < self.workers:
            async with self._starting:
                while len(self._running) < self.workers and not self._closed:
                    self._running.append(await self._spawn())
        if self._closed:
            request.future.cancel()
            return
        worker = min(self._running, key=lambda w: len(w.pending))
        request.attempts += 1
        request.worker = worker
        worker.pending.append(request)
        worker.process.stdin.write(request.payload)
        if worker.reader is None or worker.reader.done():
            worker.reader = asyncio.create_task(self._read(worker))

    async def _spawn(self) -> _Worker:
        """A new worker process (``python -m bot.workers.render_worker``) with this process's import
        path, made ``nice``."""
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot.workers.render_worker", env=env,
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
        if self._nice and hasattr(os, "setpriority"):
            with contextlib.suppress(OSError):     # not allowed here: the worker keeps the bot's priority
                os.setpriority(os.PRIO_PROCESS, process.pid, os.getpriority(os.PRIO_PROCESS, 0) + self._nice)
        return _Worker(process, deque())

    async def _read(self, worker: _Worker) -> None:
        """Settle ``worker``'s jobs as their answers come, until none is left (the next job
        starts a new reader: an idle pool has no task waiting).  When the worker dies, give
        its jobs to a fresh one once, and fail with ``died_twice()`` those it was the second
        worker to die on."""
        answers = worker.process.stdout
        try:
            while worker.pending:
                size = HEADER.unpack(await answers.readexactly(HEADER.size))[0]
                body = await answers.readexactly(size)
                request = worker.pending.popleft()
                try:
                    ok, value = pickle.loads(body)
                except Exception as error:  # the frame was whole: only this answer is lost
                    ok, value = False, RuntimeError(f"the worker's answer could not be read: {error}")
                if request.future.done():       # its caller stopped waiting
                    continue
                if ok:
                    request.future.set_result(value)
                else:
                    request.future.set_exception(value)
            return
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        await worker.process.wait()
        if worker in self._running:         # else ``_dispatch`` found it dead and counted it
            self._running.remove(worker)
            self.restarts += 1
        for request in worker.pending:
            if request.future.done():
                continue
            if request.attempts >= 2:
                request.future.set_exception(self._died_twice())
            else:
                await self._dispatch(request)

    async def close(self) -> None:
        """Stop taking jobs, cancel those not started, wait for the running ones and join
        every worker process.  Safe to call twice."""
        self._closed = True
        async with self._starting:      # a worker being started is in the list once started
            running, self._running = self._running, []
        for worker in running:
            for request in list(worker.pending)[1:]:
                request.future.cancel()
            worker.process.stdin.close()
        for worker in running:
            if worker.reader is not None:
                await worker.reader
            await worker.process.wait()

