"""Computer seats on the host (bot/workers/computer.py) and ``petri play --computer``."""

from __future__ import annotations

import asyncio
import json
import os
import signal

import pytest

from cli.main import main
from bot.host.clocks import ClockSpec, parse_clock
from bot.workers.computer import ComputerError, ComputerPool, play_computers, stand_in_move
from games.ai.seeding import view_seed
from bot.host.match_host import MatchHost
from bot.storage.store import Seat
from games import GAMES, get_game
from games.ai import choose
from games.ai.search import Budget
from games.base import IllegalMove


@pytest.mark.parametrize("game_id", list(GAMES))
def test_petri_play_with_two_computers_plays_to_the_end(capsys, game_id):
    status = main(["play", game_id, "--players", "ann,bob", "--computer", "ann=easy",
                   "--computer", "bob=easy", "--format", "json"])
    out, err = capsys.readouterr()
    assert (status, err) == (0, ""), err
    assert json.loads(out)["result"] is not None


def test_petri_play_refuses_a_bad_computer_and_moves_for_a_computer(capsys, tmp_path):
    assert main(["play", "mitosis", "--players", "ann,bob", "--computer", "cat=easy"]) == 1
    assert "'cat' is not a player; players are ann, bob" in capsys.readouterr().err
    assert main(["play", "mitosis", "--players", "ann,bob", "--computer", "bob=wizard"]) == 1
    assert "levels are: easy, normal, hard" in capsys.readouterr().err
    # A computer seat's line is its recorded decision, refused like any illegal move.
    moves = tmp_path / "m.txt"
    moves.write_text("bob: fly away\n", encoding="utf-8")
    assert main(["play", "mitosis", "--players", "ann,bob", "--computer", "bob=easy",
                 "--moves", str(moves)]) == 2
    assert capsys.readouterr().err.startswith("move 1 (bob: fly away): ")


async def test_the_worker_process_decides_like_this_process():
    game = get_game("mitosis")
    state = game.new_state(["ann", "bob"], "clone", 3)
    view = game.view(state, 1)
    pool = ComputerPool(iterations=30)
    try:
        move = await pool.pick("mitosis", view, 1, state["options"], "normal", 7)
    finally:
        await pool.close()
    assert move == choose(game, view, 1, state["options"], "normal", 7, Budget(iterations=30))


def _mitosis_view():
    game = get_game("mitosis")
    state = game.new_state(["ann", "bob"], "", 3)
    return game, state, game.view(state, 1)


async def _new_pid(pool: ComputerPool, old: list[int]) -> int:
    """The pid of the worker that is not one of ``old``, once it is running."""
    for _ in range(400):
        fresh = [p for p in pool.pids() if p not in old]
        if fresh:
            return fresh[0]
        await asyncio.sleep(0.05)
    raise AssertionError("no worker started")


async def test_a_search_past_its_time_has_its_worker_replaced():
    """A pick over budget + margin stops with ComputerError; the next pick gets a new worker."""
    game, state, view = _mitosis_view()
    pool = ComputerPool(iterations=10**9, margin=1.0)   # a search that would not stop
    try:
        with pytest.raises(ComputerError, match="ran past its 1 s"):
            await pool.pick("mitosis", view, 1, state["options"], "normal", 7, member=1, match=1)
        pool.iterations, pool.margin = 30, 60.0
        assert await pool.pick("mitosis", view, 1, state["options"], "normal", 7, member=1, match=1) \
            == choose(game, view, 1, state["options"], "normal", 7, Budget(iterations=30))
        assert pool.restarts == 1
    finally:
        await pool.close()


async def test_a_pick_two_workers_die_on_fails_alone_and_the_pool_goes_on():
    """The first death is healed by a retry; the second is that pick's ComputerError; another
    match's pick then gets its move."""
    game, state, view = _mitosis_view()
    pool = ComputerPool(iterations=10**9, margin=600.0)
    try:
        search = asyncio.ensure_future(pool.pick("mitosis", view, 1, state["options"], "normal", 7,
                                                 member=1, match=1))
        first = await _new_pid(pool, [])
        os.kill(first, signal.SIGKILL)
        os.kill(await _new_pid(pool, [first]), signal.SIGKILL)
        with pytest.raises(ComputerError, match="stopped twice"):
            await search
        pool.iterations = 30
        assert await pool.pick("mitosis", view, 1, state["options"], "normal", 7, member=2, match=2) \
            == choose(game, view, 1, state["options"], "normal", 7, Budget(iterations=30))
        assert pool.restarts == 2
    finally:
        await pool.close()


async def _start(host: MatchHost) -> int:
    ann, bob = Seat(1, "ann"), Seat(2, "bob")
    match = await host.create(channel_id=1, guild_id=None, game_id="mitosis", options="seed=5",
                              creator=ann)
    await host.join(match.id, bob)
    await host.start(match.id, ann.user_id)
    return match.id


async def test_restart_in_the_middle_of_a_computer_turn_resumes_it(tmp_path):
    """bob (seat 2, the DMO: he chooses the colours first) is the computer.  One host
    plays on without a break; another is closed before bob's turn is played (a crash)
    and reopened: the resumed turn is the same move."""
    pool = ComputerPool(inline=True, iterations=20)
    computers = {1: "normal"}
    straight = await MatchHost.open(str(tmp_path / "a.db"))
    match_id = await _start(straight)
    expected = await play_computers(straight, match_id, computers, pool)
    await straight.close()

    crashed = await MatchHost.open(str(tmp_path / "b.db"))
    match_id = await _start(crashed)
    await crashed.close()  # the computer's turn was due and never played
    resumed = await MatchHost.open(str(tmp_path / "b.db"))
    try:
        assert await play_computers(resumed, match_id, computers, pool) == expected != []
        match = await resumed.get(match_id)
        assert 1 not in resumed.game_of(match).to_move(match.state)
    finally:
        await resumed.close()


def test_decision_seeds_differ_by_ply_and_seat():
    view = {"board": {"a1": "x"}, "seats": ["alice", "bob"]}
    seeds = {view_seed(view, ply, seat) for ply in range(50) for seat in range(4)}
    assert len(seeds) == 200
    assert view_seed(view, 3, 1) == view_seed({"seats": ["alice", "bob"], "board": {"a1": "x"}}, 3, 1)
    assert view_seed(view, 3, 1) != view_seed(dict(view, board={"a1": "y"}), 3, 1)


async def test_a_zombie_seat_is_played_by_the_easy_computer(host, monkeypatch):
    """After a kick every move of the zombie seat is stand_in_move's (the easy computer's
    pick from that seat's view, run as the host's worker job), logged as a zombie move."""
    import bot.workers.computer

    picked = []

    def recording(game, state, seat, seed, level="easy"):
        move = stand_in_move(game, state, seat, seed, level)
        picked.append((seat, move))
        return move

    monkeypatch.setattr(bot.workers.computer, "stand_in_move", recording)
    match_id = await _start(host)  # bob (seat 2, the DMO) is to choose the colours
    await host.gm_kick(match_id, 99, 1, "gone")
    zombie = [(m.seat, m.text) for m in await host.store.moves(match_id) if m.kind == "zombie"]
    assert zombie and zombie == picked and all(seat == 1 for seat, _ in zombie)
    match = await host.get(match_id)
    assert host.game_of(match).to_move(match.state) == [0]


def test_stand_in_is_the_easy_pick_and_explicit_random_stays_uniform():
    game = get_game("dna-sequence")
    state = game.new_state(["ann", "bob"], None, 4)
    assert stand_in_move(game, state, 0, 12) == choose(game, game.view(state, 0), 0,
                                                     state["options"], "easy", 12)
    assert parse_clock({"timeout": "random"}, ClockSpec(60.0)).policy == "uniform"
    assert parse_clock({}, ClockSpec(60.0)).policy == "random"  # a game's default: easy


async def test_a_stand_in_is_looked_for_in_a_worker_process():
    """The host's stand-ins run as ``stand_in_job`` in its worker processes (off the event
    loop's GIL): the same pick as in place, and the worker's ``IllegalMove`` reaches the host."""
    from bot.workers.computer import stand_in_job
    from bot.workers.render_pool import RenderPool

    game = get_game("dna-sequence")
    state = game.new_state(["ann", "bob"], None, 4)
    pool = RenderPool(1)
    try:
        assert await pool.call(stand_in_job, "dna-sequence", state, 0, 12) \
            == stand_in_move(game, state, 0, 12)
        with pytest.raises(IllegalMove):
            await pool.call(stand_in_job, "dna-sequence", state, 1, 12)  # not bob's turn
    finally:
        await pool.close()


class _RecordingWorkers:
    """Stands for the worker processes: records each pick's search seconds, takes ``hold`` s."""

    workers = 1

    def __init__(self, hold: float) -> None:
        self.hold, self.seconds, self.order = hold, [], []

    async def run(self, job, args, *, limit=None):
        self.seconds.append(args[6])
        self.order.append(args[5])       # the seed names the pick
        await asyncio.sleep(self.hold)
        return "PASS"


async def test_a_pick_that_waited_searches_for_what_is_left_and_people_go_first():
    pool = ComputerPool()
    pool._processes = workers = _RecordingWorkers(hold=0.3)
    first = asyncio.ensure_future(pool.pick("mitosis", {}, 1, {}, "normal", 1, member=9, match=1,
                                            waiting=False))
    await asyncio.sleep(0)
    idle = asyncio.ensure_future(pool.pick("mitosis", {}, 1, {}, "normal", 2, member=9, match=2,
                                           waiting=False))
    person = asyncio.ensure_future(pool.pick("mitosis", {}, 1, {}, "normal", 3, member=5, match=3))
    await asyncio.gather(first, idle, person)
    assert workers.order == [1, 3, 2]            # the pick a person waits for went first
    normal = 0.5
    assert workers.seconds[0] == pytest.approx(normal, abs=0.01)
    assert 0.05 * normal <= workers.seconds[1] <= normal - 0.3 + 0.05   # it waited ≈ 0.3 s
    assert workers.seconds[2] == pytest.approx(0.05 * normal)           # waited ≥ 0.6 s: the least


async def test_the_search_worker_yields_the_cpu_to_the_bot():
    """The worker runs ``NICE`` steps nicer than the bot (the loop wins the CPU; a search is
    time-budgeted, so it searches less rather than answering later)."""
    from bot.workers.computer import NICE

    pool = ComputerPool()
    try:
        pid, = await pool.start()
        assert os.getpriority(os.PRIO_PROCESS, pid) == min(19, os.getpriority(os.PRIO_PROCESS, 0) + NICE)
    finally:
        await pool.close()


async def test_a_zombie_seat_searches_in_the_computer_pool_not_the_picture_pool(host):
    """A stand-in's search is the computer's work: it goes to the host's computer pool, and no
    stand-in job reaches the picture pool."""
    pool = ComputerPool(inline=True)
    asked = []
    real = pool.stand_in

    async def stand_in(game_id, state, seat, seed):
        asked.append(seat)
        return await real(game_id, state, seat, seed)

    pool.stand_in = stand_in
    host.computers = pool
    jobs = []
    drawn = host.pictures.call

    async def call(job, *args, **kwargs):
        jobs.append(job.__name__)
        return await drawn(job, *args, **kwargs)

    host.pictures.call = call
    match_id = await _start(host)
    await host.gm_kick(match_id, 99, 1, "gone")
    zombie = [m.seat for m in await host.store.moves(match_id) if m.kind == "zombie"]
    assert zombie and asked == zombie
    assert not [job for job in jobs if "stand_in" in job]
