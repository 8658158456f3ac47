"""The render pool (bot/workers/render_pool.py): worker processes draw the same bytes, the queue bound holds,
a dead worker is replaced, and closing leaves no process behind."""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import random
import signal
import threading
from pathlib import Path

import pytest

import render
from bot.core import HostError
from bot.workers.render_pool import RenderError, RenderPool, default_workers
from games import GAMES, get_game
from render.animation import replay_gif


def _views() -> list[tuple[str, dict]]:
    """A public and a seat's view a few plies into a game of every kind."""
    out = []
    for game_id in GAMES:
        game = get_game(game_id)
        state = game.new_state([f"p{i}" for i in range(game.min_seats)], "", 7)
        rng = random.Random(7)
        for _ in range(6):
            if game.result(state) is not None or not game.to_move(state):
                break
            seat = game.to_move(state)[0]
            state, _ = game.apply(state, seat, game.random_move(state, seat, rng))
        out += [(game_id, game.view(state, None)), (game_id, game.view(state, 0))]
    return out


def _exit_worker(code: int) -> None:
    """Kill the worker running this job, as an out-of-memory kill or a native crash would."""
    os._exit(code)


def _exit_once(marker: str) -> str:
    """Kill the first worker that runs this job; the retry finds the marker and answers."""
    if not Path(marker).exists():
        Path(marker).write_text("crashed once")
        os._exit(3)
    return "drawn on the retry"


def _wait_for(gate: threading.Event) -> None:
    gate.wait()


def _pid() -> int:
    return os.getpid()


def _chatty(n: int) -> int:
    """A job that prints, as a stray debug line in a drawer would."""
    print("drawing", n, "x" * 5000)
    return n


class _Unpicklable(Exception):
    def __reduce__(self):
        raise TypeError("not this one")


def _raise_unpicklable() -> None:
    raise _Unpicklable("the lock was held")


def _refuse_to_load() -> None:
    raise ValueError("made in the worker, not loadable here")


class _Unloadable:
    """Pickles in the worker, fails to unpickle in the pool's process."""

    def __reduce__(self):
        return _refuse_to_load, ()


def _return_unloadable() -> _Unloadable:
    return _Unloadable()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.fixture
async def pool():
    """One worker process, as on a 2-core machine."""
    p = RenderPool(1)
    try:
        yield p
    finally:
        await p.close()


def test_one_worker_on_two_cores():
    assert default_workers(2) == 1
    assert default_workers(1) == 1
    assert default_workers(8) == 7


def test_bad_sizes_are_refused_with_what_would_do():
    with pytest.raises(ValueError, match="0 .* or more"):
        RenderPool(-1)
    with pytest.raises(ValueError, match="at least 1"):
        RenderPool(0, queue=0)


async def test_a_worker_draws_the_same_bytes_as_this_process(pool):
    pids = await pool.start()
    assert pids and os.getpid() not in pids
    for game_id, view in _views():
        here = render.board_png(game_id, view, seat=view.get("viewer"))
        assert await pool.board_png(game_id, view, seat=view.get("viewer")) == here, game_id
    views = [view for game_id, view in _views() if game_id == "dna-icehouse"]
    assert await pool.replay_gif("dna-icehouse", views) == replay_gif("dna-icehouse", views)
    # A job's own error reaches the caller unchanged.
    with pytest.raises(KeyError, match="no board picture for game 'chess'"):
        await pool.board_png("chess", {})


async def test_what_a_job_prints_or_an_error_that_cannot_travel_breaks_nothing(pool):
    """A job's prints go to stderr, not into the answers; an error that cannot be pickled
    comes back as a ``RuntimeError`` naming it; the worker goes on."""
    assert await asyncio.gather(*(pool.call(_chatty, n) for n in range(3))) == [0, 1, 2]
    with pytest.raises(RuntimeError, match="_Unpicklable: the lock was held"):
        await pool.call(_raise_unpicklable)
    assert await pool.call(pow, 3, 3) == 27 and pool.restarts == 0
    # An answer that cannot be unpickled here fails its own caller, not the worker.
    with pytest.raises(RuntimeError, match="answer could not be read: made in the worker"):
        await asyncio.wait_for(pool.call(_return_unloadable), 10)
    assert await pool.call(pow, 2, 5) == 32 and pool.restarts == 0


async def test_a_full_queue_makes_callers_wait_and_drops_nothing():
    """Twelve pictures asked at once through a queue of two: never more than two handed out,
    every caller gets its own answer."""
    pool = RenderPool(1, queue=2)
    try:
        answers = await asyncio.gather(*(pool.call(pow, n, 2) for n in range(12)))
        assert answers == [n * n for n in range(12)]
        assert pool.peak == 2
    finally:
        await pool.close()


async def test_in_process_the_queue_bound_holds_too():
    pool = RenderPool(0, queue=3)
    gate = threading.Event()
    jobs = [asyncio.create_task(pool.call(_wait_for, gate)) for _ in range(8)]
    while pool.in_flight < 3:
        await asyncio.sleep(0.01)
    await asyncio.sleep(0.05)          # the five others are still waiting for a slot
    assert pool.in_flight == 3 and not any(job.done() for job in jobs)
    gate.set()
    await asyncio.gather(*jobs)
    assert pool.peak == 3
    await pool.close()


async def test_an_urgent_job_does_not_wait_behind_pictures_waiting_for_a_slot():
    """A stand-in move (``urgent``) is handed out while every slot is taken and other callers
    wait: it finishes first, and the waiting callers still get theirs."""
    pool = RenderPool(0, queue=2)
    gate = threading.Event()
    pictures = [asyncio.create_task(pool.call(_wait_for, gate)) for _ in range(6)]
    while pool.in_flight < 2:
        await asyncio.sleep(0.01)
    assert await asyncio.wait_for(pool.call(pow, 7, 2, urgent=True), 5) == 49
    assert not any(job.done() for job in pictures)
    gate.set()
    await asyncio.gather(*pictures)
    await pool.close()


async def test_a_worker_that_dies_is_replaced_and_its_job_run_again(pool, tmp_path):
    assert await pool.call(_exit_once, str(tmp_path / "marker")) == "drawn on the retry"
    assert pool.restarts == 1


async def test_a_worker_that_dies_between_jobs_is_replaced_before_the_next(pool, tmp_path):
    """A worker killed while idle (out of memory...) costs the next job nothing: it goes to a
    fresh worker on its first attempt, so one more death is still retried."""
    (pid,) = await pool.start()
    os.kill(pid, signal.SIGKILL)
    while _alive(pid):                  # until the pool's child watcher has reaped it
        await asyncio.sleep(0.01)
    await asyncio.sleep(0.05)
    assert await pool.call(_exit_once, str(tmp_path / "marker")) == "drawn on the retry"
    assert pool.restarts == 2
    assert await pool.call(_pid) != pid


async def test_a_job_that_kills_its_worker_twice_is_a_clear_error(pool):
    with pytest.raises(RenderError, match="stopped twice") as caught:
        await pool.call(_exit_worker, 9)
    assert isinstance(caught.value, HostError)     # fit to show the user: nothing was lost
    assert pool.restarts == 2
    # The pool goes on drawing.
    game_id, view = _views()[0]
    assert await pool.board_png(game_id, view) == render.board_png(game_id, view)


async def test_closing_leaves_no_process():
    pool = RenderPool(2)
    pids = set(await pool.start())
    pids |= set(await asyncio.gather(*(pool.call(_pid) for _ in range(4))))
    assert pids and all(_alive(pid) for pid in pids)
    await pool.close()
    assert not any(_alive(pid) for pid in pids)
    assert not set(pids) & {child.pid for child in multiprocessing.active_children()}
    with pytest.raises(RuntimeError, match="closed"):
        await pool.call(_pid)
    await pool.close()                  # twice is fine


async def test_a_picture_that_fails_is_none_logged_once_per_match_and_ply(caplog):
    from bot.workers.render_pool import FailureMemory, picture_or_none

    async def drawn() -> bytes:
        return b"png"

    async def broken() -> bytes:
        raise RenderError("worker died twice: secret E=42")

    failures = FailureMemory()
    with caplog.at_level("WARNING", logger="petri.render"):
        assert await picture_or_none(drawn(), 901, 3, failures) == b"png"
        assert await picture_or_none(broken(), 901, 3, failures) is None
        assert await picture_or_none(broken(), 901, 3, failures) is None      # a seat's board of the same ply
        assert await picture_or_none(broken(), 901, 4, failures) is None
    said = [r.getMessage() for r in caplog.records if r.name == "petri.render"]
    assert len(said) == 2 and "match 901 at ply 3" in said[0] and "match 901 at ply 4" in said[1], said
    assert all("RenderError" in s and "secret" not in s for s in said)

    async def stopped() -> bytes:
        raise asyncio.CancelledError

    with pytest.raises(asyncio.CancelledError):     # a cancelled picture is not a failed one
        await picture_or_none(stopped(), 901, 5)
