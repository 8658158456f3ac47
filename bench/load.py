"""``petri bench --load``: many matches moving at once through one ``MatchHost``.

N matches of mixed games (every registered game in turn, with its minimum seat
count) run concurrently on one temporary *file* database, as one bot process
would host them.  Each match is a task that plays random legal moves for the
seat to move: it times ``host.move`` (the *acknowledgement*: validate, apply,
commit), then renders what the bot would post (the public board and, under
fog of war, every seat's private board; the *board posted* time is from the
start of the move to the last picture).  With ``think`` seconds a match waits
an exponentially distributed time of that mean between moves (human pace);
with 0 it moves again at once (saturation).  One match in ``clock_every``
(default ``CLOCK_EVERY``; 0: none) runs on a one-second clock and its first
seat never moves by hand, so its time-outs (and then the zombie play that
stands in for that seat, searched in the computer's worker process as in the bot) fire
from a ``ClockKeeper`` among the moves.  One
match in ``computer_every`` (default 0: none) has its last seat played by the
``normal`` computer in its worker process, as the bot plays
``/play opponent:@Petri``.  With ``computer_only`` one member
(``HOG``) also runs that many matches among ``normal`` computers only, as fast as the
computer's worker answers: the figures then show whether the other members' computer
decisions (queue wait and search, from asking to the move) keep within the level's time
+ 10 %.  A ticker task measures the event loop's lag (how late a 10 ms sleep wakes).
When a match ends, its task starts a new one.

The load is a closed loop: a match thinks only after its boards are posted, so
``matches / think`` moves a second is what the matches *offer* (every move and
post instant), and the moves/s is what the machine *delivered*.  Well below the
offer, the run fell behind (posted p99 near or above ``think``) and its
latencies measure a queue, not the host; compare runs at a load both carry.

Figures: offered and delivered moves/s, acknowledgement and board-posted p50/p95/p99 (ms),
the save inside each ack (the store's commit as the host awaits it: the round trip and
the wait for the event loop to resume) p50/p99 (ms),
event-loop lag p99 (ms), time-outs fired, refusals (the host refusing a move
the engine listed: a race with a clock, counted apart), errors (any other
exception: a defect; the first few messages are kept), peak RSS (MiB), and the CPU
seconds over the run of the host process(es), of their picture workers (and per move:
one worker carries at most 1000 / that many moves a second) and of their computer workers,
beside the share of the machine's cores busy over the run (everything on it: PostgreSQL
and other work too).
Computer decisions: p50/p95/p99 (ms) of the other members' and the count of ``HOG``'s.
With ``soak`` the RSS is sampled every ``soak_every`` moves.
"""

from __future__ import annotations

import asyncio
import contextvars
import json
import os
import random
import tempfile
import time
from array import array
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from bench.run import peak_rss_mb, percentile
from games.ai import SECONDS

#: One match in this many runs on a one-second clock and is never moved by hand.
CLOCK_EVERY = 10
#: How late a 10 ms sleep of the ticker may wake before it counts as lag, per sample.
TICK_S = 0.010
#: The member who runs the computer-only matches (a user id no other seat has).
HOG = 1
#: Computer-only matches ``HOG`` runs with ``--computers`` unless told otherwise.
COMPUTER_ONLY = 20


@dataclass
class LoadFigures:
    """What one load run measured; durations in nanoseconds until ``summary``."""

    matches: int
    think_s: float
    # Machine integers (8 bytes a sample), not lists of ints (≈ 36): over a soak of 100 000
    # moves the bench's own lists grew the RSS by ≈ 10 MiB and hid the host's footprint.
    ack_ns: array = field(default_factory=lambda: array("q"))
    posted_ns: array = field(default_factory=lambda: array("q"))
    lag_ns: array = field(default_factory=lambda: array("q"))
    timeouts: int = 0
    computer_turns: int = 0
    refusals: int = 0
    errors: int = 0
    error_samples: list[str] = field(default_factory=list)
    elapsed_s: float = 0.0
    rss_samples: list[tuple[int, float]] = field(default_factory=list)
    #: Computer decisions (asking → move) of the other members, and how many ``HOG``'s took.
    decision_ns: array = field(default_factory=lambda: array("q"))
    hog_decisions: int = 0
    computer_only: int = 0
    #: The picture workers' RSS (MiB, summed) at the same points of the soak.
    worker_rss_samples: list[tuple[int, float]] = field(default_factory=list)
    #: The save inside each acknowledged move (the store's commit: one round trip on
    #: PostgreSQL), as the host awaits it; the rest of the ack is the host's own work and waits.
    save_ns: array = field(default_factory=lambda: array("q"))
    #: Picture worker processes that drew this run's boards (0: a thread of the host).
    picture_workers: int = 0
    #: CPU seconds of the host process(es), of their picture workers and of their computer
    #: workers (stand-ins, computer seats) over the run (the workers' start-up not counted).
    host_cpu_s: float = 0.0
    worker_cpu_s: float = 0.0
    computer_cpu_s: float = 0.0
    #: ``(busy, total)`` CPU ticks of the whole machine over the run (``machine_ticks``).
    machine: tuple[int, int] = (0, 0)

    def summary(self) -> dict[str, Any]:
        """The figures as plain numbers: milliseconds, moves per second, MiB."""
        def ms(samples: list[int], p: float) -> float:
            return round(percentile(samples, p) / 1e6, 2)
        busy, total = self.machine
        return {
            "matches": self.matches, "think_s": self.think_s,
            "offered_moves_per_s": round(self.matches / self.think_s, 1) if self.think_s else None,
            "moves": len(self.ack_ns), "seconds": round(self.elapsed_s, 2),
            "moves_per_s": round(len(self.ack_ns) / self.elapsed_s, 1) if self.elapsed_s else 0.0,
            "ack_p50_ms": ms(self.ack_ns, 50), "ack_p95_ms": ms(self.ack_ns, 95),
            "ack_p99_ms": ms(self.ack_ns, 99),
            "save_p50_ms": ms(self.save_ns, 50), "save_p99_ms": ms(self.save_ns, 99),
            "picture_workers": self.picture_workers,
            "host_cpu_s": round(self.host_cpu_s, 1), "worker_cpu_s": round(self.worker_cpu_s, 1),
            "computer_cpu_s": round(self.computer_cpu_s, 1),
            # What one picture worker can carry: the moves a second its CPU per move allows.
            "worker_cpu_ms_per_move": round(1000 * self.worker_cpu_s / len(self.ack_ns), 2) if self.ack_ns else 0.0,
            "machine_busy_pct": round(100 * busy / total, 1) if total else None,
            "posted_p50_ms": ms(self.posted_ns, 50), "posted_p99_ms": ms(self.posted_ns, 99),
            "loop_lag_p99_ms": ms(self.lag_ns, 99),
            # A long stall is one late wake-up among thousands: the p99 hides it, the max shows it.
            "loop_lag_max_ms": round(max(self.lag_ns, default=0) / 1e6, 1),
            "timeouts": self.timeouts, "computer_turns": self.computer_turns,
            "refusals": self.refusals, "errors": self.errors,
            "error_samples": self.error_samples, "peak_rss_mib": peak_rss_mb(),
            "rss_mib_by_moves": self.rss_samples,
            "worker_rss_mib_by_moves": self.worker_rss_samples,
            "computer_only": self.computer_only, "hog_decisions": self.hog_decisions,
            "decisions": len(self.decision_ns),
            "decision_p50_ms": ms(self.decision_ns, 50), "decision_p95_ms": ms(self.decision_ns, 95),
            "decision_p99_ms": ms(self.decision_ns, 99),
        }


class TimedPicks:
    """A ``ComputerPool`` whose picks are timed into ``figures`` (``HOG``'s only counted)."""

    def __init__(self, pool, figures: LoadFigures) -> None:
        self.pool, self.figures = pool, figures

    async def pick(self, *args: Any, member: Hashable = None, **kwargs: Any) -> str:
        """``ComputerPool.pick``, timed."""
        t0 = time.perf_counter_ns()
        move = await self.pool.pick(*args, member=member, **kwargs)
        if member == HOG:
            self.figures.hog_decisions += 1
        else:
            self.figures.decision_ns.append(time.perf_counter_ns() - t0)
        return move


def machine_ticks() -> tuple[int, int]:
    """``(busy, total)`` CPU ticks of all the machine's cores since boot (Linux
    ``/proc/stat``: idle and I/O wait are not busy); ``(0, 0)`` where there is none."""
    try:
        with open("/proc/stat") as stat:
            user, nice, system, idle, iowait, irq, softirq, steal = map(int, stat.readline().split()[1:9])
    except (OSError, ValueError):
        return 0, 0
    total = user + nice + system + idle + iowait + irq + softirq + steal
    return total - idle - iowait, total


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds process ``pid`` has used (Linux ``/proc``; 0 elsewhere)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            # The name (field 2) may hold spaces: count from after its closing parenthesis.
            fields = stat.read().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def current_rss_mb(pid: int | str = "self") -> float:
    """Process ``pid``'s resident set size now, in MiB (Linux ``/proc``; this process's peak
    RSS elsewhere)."""
    try:
        with open(f"/proc/{pid}/statm") as statm:
            return round(int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20, 1)
    except OSError:
        return peak_rss_mb()


async def run_load(  # noqa: PLR0913 - the database and the bench's options, one keyword each
        db_path: str, *, matches: int, moves: int, think: float = 0.0,
        seed: int = 1, soak_every: int = 0, first: int = 0,
        render_workers: int | None = None,
        clock_every: int = CLOCK_EVERY, computer_every: int = 0,
        computer_only: int = 0) -> LoadFigures:
    """Drive ``matches`` concurrent matches on the database ``db_path`` (a file or a URL) until
    ``moves`` moves have been acknowledged; returns the figures.  Never raises for a refused
    or failed move: those are counted (see the module docstring).  ``first``: the number of
    the first match (processes sharing a database each take their own range).  Pictures are
    drawn by ``render_workers`` processes, as the bot draws them (``None``: the bot's default).
    ``computer_only``: matches among computers only that ``HOG`` runs meanwhile."""
    from bot.host.match_host import MatchHost
    from bot.workers.computer import ComputerPool
    from bot.workers.render_pool import RenderPool

    figures = LoadFigures(matches, think, computer_only=computer_only)
    host = await MatchHost.open(db_path, seeds=random.Random(seed), pictures=RenderPool(render_workers))
    workers = await host.pictures.start()        # the bot starts its workers before it serves
    figures.picture_workers = len(workers)
    # The bot always has its computer pool, and a zombie's stand-in is searched there too
    # (``host.computers``): in the host process a Genetess stand-in held the event loop for
    # ≈ 60 ms, and the clocked matches' zombies set the whole run's ack tail.
    computers = ComputerPool()
    searchers = await computers.start()          # as the pictures: started before the run
    host.computers = computers
    run = _LoadRun(host, figures, workers, searchers, computers, moves=moves, think=think, seed=seed,
                   soak_every=soak_every, clock_every=clock_every, computer_every=computer_every)
    await run.drive(range(first, first + matches), range(computer_only))
    return figures


@dataclass
class _LoadRun:
    """One ``run_load`` under way: its host (whose saves it times and whose clocks it keeps),
    the figures it fills, and the tasks that play the matches (``drive``)."""

    host: Any
    figures: LoadFigures
    workers: list[int]                            # picture worker pids
    searchers: list[int]                          # computer worker pids
    computers: Any                                # a started ComputerPool
    moves: int
    think: float
    seed: int
    soak_every: int
    clock_every: int
    computer_every: int

    def __post_init__(self) -> None:
        from bot.host.board_memory import BoardMemory
        from bot.host.clocks import ClockKeeper
        from games import GAMES

        self.boards = BoardMemory()
        self.commit = self.host.store.commit_match
        # The save's time, read back by the move that awaited it: a coroutine awaited directly
        # runs in its caller's context, so each match's task sees only its own.
        self.saved_ns: contextvars.ContextVar[int] = contextvars.ContextVar("saved_ns", default=0)
        self.host.store.commit_match = self.timed_commit   # the save inside each ack, timed apart
        self.timed = TimedPicks(self.computers, self.figures)
        self.keeper = ClockKeeper(self.host.now, self.tick, self.fired)
        self.host.on_change = lambda match: self.keeper.arm(match.id, match.deadline_at)
        self.game_ids = list(GAMES)
        self.done = asyncio.Event()

    async def timed_commit(self, *args: Any, **kwargs: Any) -> None:
        """The store's ``commit_match``, its time added to this task's ``saved_ns``."""
        t0 = time.perf_counter_ns()
        try:
            await self.commit(*args, **kwargs)
        finally:
            self.saved_ns.set(self.saved_ns.get() + time.perf_counter_ns() - t0)

    async def fired(self, outcomes: list) -> None:
        """The clock keeper's time-outs: counted, and their boards drawn."""
        self.figures.timeouts += len(outcomes)
        for outcome in outcomes:                 # the bot posts the board after a time-out too
            await self.host.board_png(outcome.match)

    def is_clocked(self, index: int) -> bool:
        """Whether match number ``index`` is one of the clocked ones."""
        return self.clock_every > 0 and index % self.clock_every == self.clock_every - 1

    def note_error(self, exc: BaseException) -> None:
        """Count ``exc``, keeping the first few as samples."""
        self.figures.errors += 1
        if len(self.figures.error_samples) < 5:
            self.figures.error_samples.append(f"{type(exc).__name__}: {exc}"[:200])

    async def tick(self, match_id: int) -> list:
        """The clock keeper's tick: the host's ``fire``, its errors counted."""
        if self.done.is_set():                   # the run is over: leave it for the next start
            return []
        try:
            return await self.host.fire(match_id)
        except Exception as exc:                 # the keeper logs and retries; we count it
            self.note_error(exc)
            raise

    async def new_match(self, index: int, rng: random.Random):
        """Match number ``index``'s next game, created, joined and started: ``(game, match)``."""
        from bot.storage.store import Seat
        from games import get_game

        host = self.host
        game = get_game(self.game_ids[index % len(self.game_ids)])
        seats = [Seat(10_000 * (index + 1) + i, f"p{index}-{i}") for i in range(game.min_seats)]
        clock = "clock=1 timeout=pass" if self.is_clocked(index) else "clock=off"
        match = await host.create(channel_id=index + 1, guild_id=1 + index % 7, game_id=game.id,
                                  options=f"{clock} seed={rng.randrange(2**31)}", creator=seats[0])
        for seat in seats[1:]:
            await host.join(match.id, seat)
        return game, (await host.start(match.id, seats[0].user_id)).match

    async def player(self, index: int) -> None:
        """Match number ``index``: random moves by its people until the run has ``moves``."""
        from bot.core import HostError
        from bot.host.ply_boards import draw_ply_boards
        from bot.workers.computer import play_computers

        host, figures, done, computer_every = self.host, self.figures, self.done, self.computer_every
        rng = random.Random(self.seed * 100_003 + index)
        clocked = self.is_clocked(index)
        # Against the computer: its last seat (never a clocked match's idle first seat).
        versus = computer_every > 0 and index % computer_every == 0
        game, match = await self.new_match(index, rng)
        while not done.is_set():
            if self.think:
                await asyncio.sleep(rng.expovariate(1 / self.think))
            if done.is_set():
                return
            if match.status != "running":
                game, match = await self.new_match(index, rng)
                continue
            computer = {len(match.seats) - 1: "normal"} if versus else {}
            if any(s in computer for s in game.to_move(match.state)):
                try:                             # searched in the computer's worker process
                    figures.computer_turns += len(await play_computers(host, match.id, computer,
                                                                       self.timed))
                    await host.board_png(await host.get(match.id))
                except Exception as exc:         # a defect: count it, carry on with the rest
                    self.note_error(exc)
                match = await host.get(match.id)
                continue
            movers = [s for s in game.to_move(match.state)
                      if not (clocked and s == 0) and s not in computer]
            if not movers:                       # waiting for a clock (or a zombie) to move
                await asyncio.sleep(0.2)
                match = await host.get(match.id)
                continue
            seat = rng.choice(movers)
            text = game.random_move(match.state, seat, rng)
            self.saved_ns.set(0)
            t0 = time.perf_counter_ns()
            try:
                outcome = await host.move(match.id, match.seats[seat].user_id, text)
            except HostError:
                figures.refusals += 1
                match = await host.get(match.id)
                continue
            except Exception as exc:             # a defect: count it, carry on with the rest
                self.note_error(exc)
                match = await host.get(match.id)
                continue
            figures.ack_ns.append(time.perf_counter_ns() - t0)
            figures.save_ns.append(self.saved_ns.get())
            match = outcome.match
            drawn = await draw_ply_boards(host, match, self.boards)  # as the bot: only boards that changed
            await drawn.take_all()
            drawn.close()
            figures.posted_ns.append(time.perf_counter_ns() - t0)
            self.sample_rss()
            if len(figures.ack_ns) >= self.moves:
                done.set()

    def sample_rss(self) -> None:
        """With ``soak_every``: the bot's and its workers' RSS, once every that many moves."""
        figures = self.figures
        played = len(figures.ack_ns)
        sampled = figures.rss_samples[-1][0] if figures.rss_samples else 0
        if self.soak_every and played % self.soak_every == 0 and played > sampled:
            figures.rss_samples.append((played, current_rss_mb()))
            figures.worker_rss_samples.append(
                (played, round(sum(current_rss_mb(pid) for pid in self.workers), 1)))

    async def computers_only(self, index: int) -> None:
        """``HOG``'s match number ``index``: every seat the normal computer, again and again."""
        from bot.storage.store import Seat
        from bot.workers.computer import play_computers
        from games import get_game

        host = self.host
        rng = random.Random(self.seed * 7919 + index)
        while not self.done.is_set():
            game = get_game(self.game_ids[index % len(self.game_ids)])
            seats = [Seat(HOG, f"hog-{index}")] + [Seat(2_000_000 + 100 * index + i, f"cpu-{index}-{i}")
                                                   for i in range(1, game.min_seats)]
            match = await host.create(channel_id=1_000_000 + index, guild_id=1, game_id=game.id,
                                      options=f"clock=off seed={rng.randrange(2**31)}", creator=seats[0])
            for seat in seats[1:]:
                await host.join(match.id, seat)
            await host.start(match.id, HOG)
            try:                                 # the whole game (cancelled when the run ends)
                await play_computers(host, match.id, {s: "normal" for s in range(len(seats))}, self.timed)
            except Exception as exc:             # a defect: count it, carry on with the rest
                self.note_error(exc)

    async def ticker(self) -> None:
        """The event loop's lag: how late each ``TICK_S`` sleep wakes."""
        while not self.done.is_set():
            t0 = time.perf_counter_ns()
            await asyncio.sleep(TICK_S)
            self.figures.lag_ns.append(max(0, time.perf_counter_ns() - t0 - int(TICK_S * 1e9)))

    def workers_cpu(self) -> tuple[float, float]:
        """CPU seconds the picture workers and the computer workers have used so far."""
        return sum(map(cpu_seconds, self.workers)), sum(map(cpu_seconds, self.searchers))

    async def drive(self, players: range, hogs_run: range) -> None:
        """Play matches ``players`` (and ``HOG``'s ``hogs_run``) until the run has its moves, then
        fill in the timings and close the clock keeper, the host and the computers."""
        figures = self.figures
        started, cpu_started, ticks_started = time.perf_counter(), time.process_time(), machine_ticks()
        drew, searched = self.workers_cpu()
        tasks = [asyncio.create_task(self.player(i)) for i in players]
        hogs = [asyncio.create_task(self.computers_only(i)) for i in hogs_run]
        lag = asyncio.create_task(self.ticker())
        try:
            results = await asyncio.gather(*tasks, return_exceptions=True)
            for result in results:
                if isinstance(result, BaseException):
                    self.note_error(result)
            if not self.done.is_set():
                self.done.set()
            for hog in hogs:                     # a whole computer-only game need not end first
                hog.cancel()
            await asyncio.gather(*hogs, return_exceptions=True)
        finally:
            figures.elapsed_s = time.perf_counter() - started
            figures.host_cpu_s = time.process_time() - cpu_started
            now_drew, now_searched = self.workers_cpu()
            figures.worker_cpu_s, figures.computer_cpu_s = now_drew - drew, now_searched - searched
            figures.machine = tuple(now - then for now, then in zip(machine_ticks(), ticks_started, strict=True))
            await lag
            self.host.on_change = None
            await self.keeper.close()            # a tick under way finishes its commit first
            await self.host.close()
            await self.computers.close()


def _one_process(args: tuple) -> LoadFigures:
    database, matches, moves, think, seed, first, clock_every, computer_every, render_workers = args
    # Each host draws in its own picture workers, as a bot process does (they are fresh
    # interpreters started as subprocesses, which a daemonic pool worker may start).  Drawn
    # in threads instead, pictures held the GIL from the event loop: two processes' ack p99
    # was 10x one process's at the same load, and one process so drawing did as badly.
    return asyncio.run(run_load(database, matches=matches, moves=moves, think=think, seed=seed,
                                first=first, render_workers=render_workers, clock_every=clock_every,
                                computer_every=computer_every))


def run_processes(database: str, *, matches: int, moves: int, think: float,
                  processes: int, clock_every: int = CLOCK_EVERY,
                  computer_every: int = 0, render_workers: int | None = None) -> LoadFigures:
    """``processes`` host processes on one ``database``, each driving its share of ``matches``
    and of ``moves`` with ``render_workers`` picture workers of its own (``None``:
    the bot's default); their figures merged (rates over the longest run)."""
    import multiprocessing

    shares = [(database, matches // processes + (p < matches % processes), moves // processes,
               think, 1 + p, p * (matches // processes + 1), clock_every, computer_every, render_workers)
              for p in range(processes)]
    with multiprocessing.get_context("spawn").Pool(processes) as pool:
        parts = pool.map(_one_process, shares)
    merged = LoadFigures(matches, think)
    for part in parts:
        merged.ack_ns += part.ack_ns
        merged.posted_ns += part.posted_ns
        merged.lag_ns += part.lag_ns
        merged.save_ns += part.save_ns
        merged.picture_workers += part.picture_workers
        merged.host_cpu_s += part.host_cpu_s
        merged.worker_cpu_s += part.worker_cpu_s
        merged.computer_cpu_s += part.computer_cpu_s
        # The processes ran over the same time: each one's view of the machine, added up.
        merged.machine = tuple(a + b for a, b in zip(merged.machine, part.machine, strict=True))
        merged.timeouts += part.timeouts
        merged.computer_turns += part.computer_turns
        merged.refusals += part.refusals
        merged.errors += part.errors
        merged.error_samples += part.error_samples[:5 - len(merged.error_samples)]
        merged.elapsed_s = max(merged.elapsed_s, part.elapsed_s)
    return merged


def main(  # noqa: PLR0913 - the options of ``petri bench --load``, one keyword each
        *, matches_list: list[int], moves: int, think: float, json_output: bool,
         soak: bool = False, database: str | None = None, processes: int = 1,
         clock_every: int = CLOCK_EVERY, computer_every: int = 0, computer_only: int = 0,
         render_workers: int | None = None) -> int:
    """``petri bench --load``: one run per N in ``matches_list``; prints a table (or JSON).

    ``database``: measure on it (e.g. ``postgresql://…``) instead of a temporary SQLite
    file; ``processes``: that many host processes share it (the figures are overall);
    ``clock_every``: one match in that many on a one-second clock (0: none);
    ``computer_every``: one match in that many against the ``normal`` computer (0: none);
    ``computer_only``: computer-only matches ``HOG`` runs meanwhile (one process only);
    ``render_workers``: picture worker processes of each host (``None``: the bot's default).
    """
    runs = []
    for n in matches_list:
        with tempfile.TemporaryDirectory(prefix="petri-load-") as tmp:
            total = max(moves, 100_000) if soak else moves
            target = database or os.path.join(tmp, "load.db")
            if processes > 1:
                figures = run_processes(target, matches=n, moves=total, think=think,
                                        processes=processes, clock_every=clock_every,
                                        computer_every=computer_every, render_workers=render_workers)
            else:
                figures = asyncio.run(run_load(target, matches=n, moves=total, think=think,
                                               soak_every=total // 20 if soak else 0,
                                               clock_every=clock_every,
                                               computer_every=computer_every,
                                               computer_only=computer_only,
                                               render_workers=render_workers))
        summary = figures.summary()
        summary["processes"] = processes
        summary["clock_every"] = clock_every
        summary["computer_every"] = computer_every
        runs.append(summary)
    if json_output:
        print(json.dumps({"load": runs}, indent=2))
        return 0
    if processes > 1:
        print(f"{processes} host processes on one database; figures over all of them")
    print(f"{'matches':>7} {'think':>6} {'moves':>6} {'offered':>7} {'moves/s':>8} {'ack p50':>8} "
          f"{'ack p95':>8} {'ack p99':>8} {'save p99':>8} {'posted p99':>10} {'lag p99':>8} "
          f"{'timeouts':>8} {'refused':>7} {'errors':>6} {'RSS MiB':>7}")
    for r in runs:
        offered = r["offered_moves_per_s"] if r["offered_moves_per_s"] is not None else "-"
        print(f"{r['matches']:>7} {r['think_s']:>5g}s {r['moves']:>6} {offered:>7} {r['moves_per_s']:>8} "
              f"{r['ack_p50_ms']:>6}ms {r['ack_p95_ms']:>6}ms {r['ack_p99_ms']:>6}ms "
              f"{r['save_p99_ms']:>6}ms {r['posted_p99_ms']:>8}ms {r['loop_lag_p99_ms']:>6}ms "
              f"{r['timeouts']:>8} {r['refusals']:>7} {r['errors']:>6} {r['peak_rss_mib']:>7}")
        busy = f"{r['machine_busy_pct']} %" if r["machine_busy_pct"] is not None else "unknown"
        print(f"  CPU: host process(es) {r['host_cpu_s']} s, their {r['picture_workers']} picture "
              f"worker(s) {r['worker_cpu_s']} s ({r['worker_cpu_ms_per_move']} ms a move), computer "
              f"worker(s) {r['computer_cpu_s']} s, over {r['seconds']} s; the machine's "
              f"{os.cpu_count()} cores {busy} busy (everything on it)")
        if r["computer_turns"]:
            print(f"  computer turns (normal, one match in {r['computer_every']}): "
                  f"{r['computer_turns']}; loop lag max {r['loop_lag_max_ms']} ms")
        if r["decisions"] or r["hog_decisions"]:
            print(f"  computer decisions of the other members (asking → move; normal's time "
                  f"{SECONDS['normal'] * 1000:g} ms, + 10 % = {SECONDS['normal'] * 1100:g} ms): "
                  f"{r['decisions']}, p50 {r['decision_p50_ms']} ms, p95 {r['decision_p95_ms']} ms, "
                  f"p99 {r['decision_p99_ms']} ms; meanwhile one member's {r['computer_only']} "
                  f"computer-only matches: {r['hog_decisions']} decisions")
        for sample in r["error_samples"]:
            print(f"  error: {sample}")
        if r["rss_mib_by_moves"]:
            print("  RSS over the soak (moves: MiB): "
                  + ", ".join(f"{m}: {mib}" for m, mib in r["rss_mib_by_moves"]))
            print("  picture workers' RSS (moves: MiB): "
                  + ", ".join(f"{m}: {mib}" for m, mib in r["worker_rss_mib_by_moves"]))
    return 1 if any(r["errors"] for r in runs) else 0
