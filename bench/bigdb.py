"""``petri bench --bigdb``: what a big history costs a bot.

Builds, with the project's own code, a database of ``stored`` finished and
``running`` running matches: a few template matches per game are played to
their end through ``MatchHost``; copies of them (other servers, channels and
players: ``stored // 20`` servers, ``stored // 5`` players) are written with
``Store.insert_match`` / ``Store.commit_match`` and rated by
``ratings.record_finished``, as the host does when a match finishes.  One running
match in ten has a computer seat to move (start-up resumes it); every running
match has a clock deadline an hour or more away.

The history's logs are written as rows (as a database from before matches were packed as
they end holds them); the database size per match and per ply is printed before and after
``petri db compact`` packs them, which leaves the database as this version stores it.  On
PostgreSQL (``--database postgresql://…``) the history is built so in an SQLite file and
then copied in bulk (``bot.storage.transfer``, ``COPY``), as ``petri db copy`` moves a bot.

Then it prints, for each query a player, moderator or start-up makes, the
median and p95 latency (ms) over ``REPEATS`` calls with varied arguments (DM
resolution over 25, past PostgreSQL's switch to generic plans) and its plan;
start-up (open + migrate, re-arm every deadline, find the computer turns due)
and the RSS after it; the move acknowledgement p50/p99 of 50 running matches
moving at human pace (a move every ``THINK_S`` seconds each, on average) for
``ACK_SECONDS``, without and then with one server-scoped ``/stats`` per second (with
the load average before each); and how long a retention pass takes to drop every
history log (``drop_old_logs``).
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

from bench.plans import Recorder, full_scans, plan, plan_text, server_ms
from bench.run import peak_rss_mb, percentile
from bot.adapter import computer_seats
from bot.adapter.stats import player_name
from bot.core import FINISHED, RUNNING
from bot.host import ratings
from bot.host.clocks import ClockKeeper
from bot.host.compaction import DAY, DROP_PAGE, compact, drop_old_logs
from bot.host.match_host import MatchHost
from bot.storage.database import is_postgres, open_store
from bot.storage.repos import matches as match_rows
from bot.storage.repos import stats as db_figures
from bot.storage.store import MatchRow, Seat, Store
from bot.storage.transfer import backup_sqlite, copy_tables

GAMES = ("dna-sequence", "mitosis")
TEMPLATES = 4            # finished matches played per game, copied to make the history
REPEATS = 25             # calls per query measured
MOVING = 50              # running matches moving during the acknowledgement measure
THINK_S = 0.5            # mean seconds between two moves of one of them
ACK_SECONDS = 20.0       # how long each acknowledgement measure runs
BATCH = 250              # matches written per transaction while building
COMPUTER = Seat(1, "Petri (easy)")

#: With ``--json``: the figures so far, by section (``_say``); ``None``: text, printed as it comes.
_report: dict | None = None


def _say(text: str, section: str, figures, *, many: bool = False) -> None:
    """Print ``text`` (text mode), or keep ``figures`` under ``section`` of the JSON report
    (appended to a list when ``many``) and show ``text`` on standard error as progress."""
    if _report is None:
        print(text)
        return
    if many:
        _report.setdefault(section, []).append(figures)
    else:
        _report[section] = figures
    print(text, file=sys.stderr)


def _people(stored: int) -> tuple[int, int]:
    """(servers, players) of a history of ``stored`` matches (100 000 matches: 5 000, 20 000)."""
    return max(2, stored // 20), max(8, stored // 5)


async def _templates(host: MatchHost) -> list[tuple[MatchRow, list]]:
    """Matches played to their end by random legal moves: (row, log) each."""
    rng = random.Random(32)
    out = []
    for game_id in GAMES:
        for i in range(TEMPLATES):
            match = await host.create(channel_id=900_000 + len(out), guild_id=1, game_id=game_id,
                                      options=f"seed={i}", creator=Seat(11, "a"), opponent=Seat(12, "b"))
            await host.start(match.id, 12)
            while (match := await host.get(match.id)).status == RUNNING:
                game = host.game_of(match)
                seat = rng.choice(game.to_move(match.state))
                await host.move(match.id, match.seats[seat].user_id, game.random_move(match.state, seat, rng))
            out.append((match, await host.history(match.id)))
    return out


async def build(host: MatchHost, stored: int, running: int) -> dict[str, int]:
    """Write ``stored`` finished and ``running`` running matches; returns what was written."""
    store = host.store
    templates = await _templates(host)
    servers, players = _people(stored)
    rng = random.Random(5)
    plies = 0
    now = time.time()
    for start in range(0, stored + running, BATCH):
        async with store.transaction():
            for i in range(start, min(start + BATCH, stored + running)):
                template, log = templates[i % len(templates)]
                a, b = rng.sample(range(100, 100 + players), 2)
                finished = i < stored
                row = MatchRow(0, 10 + i % servers, 1_000_000 + i, template.game, template.options,
                               template.seed, FINISHED if finished else RUNNING,
                               template.state, 1, a, None, now - 86400, now - 3600,
                               result=template.result if finished else None,
                               seats=[Seat(a, template.seats[0].name), Seat(b, template.seats[1].name)],
                               extra={})
                if not finished:
                    start_row = await host.get(template.id)
                    row.state = host.game_of(start_row).new_state(
                        [s.name for s in template.seats], template.options, template.seed)
                    row.deadline_at = now + 3600 + rng.random() * 3600
                    if i % 10 == 0:  # the computer holds the seat to move
                        seat = host.game_of(row).to_move(row.state)[0]
                        row.seats[seat] = COMPUTER
                        row.extra = {"computers": {str(seat): "easy"}}
                await store.insert_match(row)
                if finished:
                    moves = [type(m)(0, m.seat, (a, b)[m.seat] if m.seat is not None else None,
                                     m.kind, m.text, m.at) for m in log]
                    await store.commit_match(row, 1, moves=moves)
                    row.version = 2
                    await ratings.record_finished(store, row)
                    plies += len(log)
    return {"stored": stored, "running": running, "servers": servers, "players": players, "plies": plies}


async def _timed(call, args_list) -> tuple[float, float]:
    """Median and p95 (ms) of ``call(*args)`` over ``args_list``."""
    times = []
    for args in args_list:
        t0 = time.perf_counter_ns()
        await call(*args)
        times.append(time.perf_counter_ns() - t0)
    return statistics.median(times) / 1e6, percentile(times, 95) / 1e6


async def queries(host: MatchHost, stored: int, running: int) -> list[tuple[str, float, float, str]]:
    """(name, median ms, p95 ms, plan) of each query players, moderators and start-up make."""
    servers, players = _people(stored)
    rng = random.Random(9)
    users = [(rng.randrange(100, 100 + players),) for _ in range(REPEATS)]
    guilds = [(10 + rng.randrange(servers),) for _ in range(REPEATS)]
    channels = [(1_000_000 + stored + rng.randrange(running),) for _ in range(REPEATS)]
    finished = [(rng.randrange(1, stored),) for _ in range(REPEATS)]
    member = SimpleNamespace(guild=SimpleNamespace(id=10, get_member=lambda _: None),
                             client=SimpleNamespace(host=host))

    async def stats(user, guild):
        await ratings.stats(host.store, user, guild_id=guild)

    async def board(guild):
        await ratings.leaderboard(host.store, "dna-sequence", guild_id=guild)

    async def name(user):
        await player_name(member, user)

    async def due():
        await host.store.claim_due(time.time(), 60.0)
    cases = [
        ("channel_match (every command in a channel)", host.channel_match, channels),
        ("get_match", host.get, finished),
        ("match log (/history, /replay)", host.history, finished),
        ("DM resolution (user_matches)", host.user_matches, users),
        ("/gm list (active matches of a server)", host.guild_matches, guilds),
        ("/stats in a server", stats, await _rated(host, rng, REPEATS)),
        ("/leaderboard in a server", board, guilds),
        ("player name lookup", name, users),
        ("deadline poll (claim_due)", due, [()] * REPEATS),
    ]
    out = []
    for label, call, args in cases:
        median, p95 = await _timed(call, args)
        recorder = Recorder(host.store)
        await call(*args[0])
        plans, server = [], [0.0, 0.0, 0]
        ops = recorder.stop()
        for op in ops:
            found = await plan(host.store, op)
            scans = full_scans(found, op.sql)
            plans.append(plan_text(found) + (f"   <-- full scan: {scans}" if scans else ""))
            if host.store.kind == "PostgreSQL":
                server = [a + b for a, b in zip(server, await server_ms(host.store, op), strict=True)]
        if host.store.kind == "PostgreSQL":
            count = f"{len(ops)} statement" + ("s" if len(ops) > 1 else "")
            plans.insert(0, f"in the server ({count}, EXPLAIN ANALYZE): planning "
                            f"{server[0]:.2f} ms + execution {server[1]:.2f} ms, {server[2]} buffers")
        out.append((label, median, p95, "\n".join(plans)))
    return out


async def _rated(host: MatchHost, rng: random.Random, count: int) -> list[tuple[int, int]]:
    """``count`` random ``(user, server)`` pairs with a rating: a ``/stats`` that has something
    to show (a random player has played in few of the servers)."""
    pairs = await db_figures.rated_pairs(host.store)
    return rng.sample(pairs, min(count, len(pairs)))


async def startup(target: str) -> dict[str, float]:
    """Seconds to open and migrate, re-arm every deadline, and find the computer turns due;
    the CPU seconds of all of it (this process's threads: on a loaded machine the wall
    time is mostly waiting for a CPU); peak RSS (MiB) after."""
    t0, cpu0 = time.perf_counter(), time.process_time()
    host = await MatchHost.open(target)
    opened = time.perf_counter()
    keeper = ClockKeeper(host.now, host.fire, _ignore)
    for match_id, at in await host.deadlines():
        keeper.arm(match_id, at)
    armed = time.perf_counter()
    due = [m async for m in computer_seats.due_matches(host, COMPUTER.user_id)]
    resumed, cpu = time.perf_counter(), time.process_time() - cpu0
    armed_count = keeper.pending
    await keeper.close()
    await host.close()
    return {"open_s": opened - t0, "rearm_s": armed - opened, "resume_s": resumed - armed,
            "ready_s": resumed - t0, "cpu_s": cpu, "armed": armed_count, "computer_turns_due": len(due),
            "rss_mb": peak_rss_mb()}


async def _ignore(outcomes) -> None:
    pass


async def acks(host: MatchHost, with_stats: bool, seconds: float = ACK_SECONDS) -> dict[str, float]:
    """Move acknowledgements of ``MOVING`` running matches moving at human pace for
    ``seconds`` (with one server-scoped /stats a second): ``p50`` and ``p99`` (ms), ``moves``;
    and what the machine did to the event loop meanwhile: ``lag_p99`` (ms, how late a 5 ms
    sleep woke) and ``cpu_wait`` (the share of the time its thread was ready to run but
    waited for a CPU, Linux's schedstat; ``None`` elsewhere)."""
    ids = await match_rows.ids_with_status(host.store, ("running",), 0, MOVING * 2)
    samples: list[int] = []
    lags: list[int] = []
    end = time.perf_counter() + seconds
    rng = random.Random(with_stats)

    async def lag() -> None:
        while time.perf_counter() < end:
            t0 = time.perf_counter_ns()
            await asyncio.sleep(0.005)
            lags.append(time.perf_counter_ns() - t0 - 5_000_000)

    async def play(match_id: int) -> None:
        while time.perf_counter() < end:
            await asyncio.sleep(rng.expovariate(1 / THINK_S))
            match = await host.get(match_id)
            if match.status != RUNNING:
                return
            game = host.game_of(match)
            seat = game.to_move(match.state)[0]
            if match.seats[seat] == COMPUTER:
                return
            t0 = time.perf_counter_ns()
            await host.move(match.id, match.seats[seat].user_id, game.random_move(match.state, seat, rng))
            samples.append(time.perf_counter_ns() - t0)

    rated = await _rated(host, rng, 1000) if with_stats else []

    async def stats_each_second() -> None:
        for user, guild in itertools.cycle(rated):
            if time.perf_counter() >= end:
                return
            await ratings.stats(host.store, user, guild_id=guild)
            await asyncio.sleep(1.0)
    movers = [i for i in ids if i % 10][:MOVING]
    waited, t0 = _cpu_wait_ns(), time.perf_counter_ns()
    await asyncio.gather(*map(play, movers), lag(), *([stats_each_second()] if with_stats else []))
    wall, waited_after = time.perf_counter_ns() - t0, _cpu_wait_ns()
    return {"p50": percentile(samples, 50) / 1e6, "p99": percentile(samples, 99) / 1e6,
            "moves": len(samples), "lag_p99": percentile(lags, 99) / 1e6,
            "cpu_wait": None if waited is None else (waited_after - waited) / wall}


def _cpu_wait_ns() -> int | None:
    """Nanoseconds the event loop's thread (this process's main thread) has spent ready to
    run but waiting for a CPU (``/proc/self/task/PID/schedstat``, second field), or ``None``."""
    try:
        with open(f"/proc/self/task/{os.getpid()}/schedstat") as stat:
            return int(stat.read().split()[1])
    except (OSError, IndexError, ValueError):
        return None


async def size_bytes(store: Store, target: str) -> int:
    """The database's size on disk (SQLite: the file with its WAL)."""
    return await db_figures.size_bytes(store, target.removeprefix("sqlite:///"))


async def log_bytes(host: MatchHost) -> tuple[int, int]:
    """Bytes the move log takes as rows and packed (``moves``, ``move_archives``): on SQLite
    the used part of their pages and their indexes', on PostgreSQL the rows' own bytes."""
    return (await db_figures.table_bytes(host.store, "moves"),
            await db_figures.table_bytes(host.store, "move_archives"))


async def run(target: str, stored: int, running: int, ack_seconds: float = ACK_SECONDS,
              history: str | None = None) -> None:
    """Build the database at ``target`` (empty) and print every figure (module docstring).

    ``history``: an SQLite file that keeps the built history for later runs (the 100 000-match
    build takes minutes): built there when the file does not exist, else reused as it is; the
    measures run on a copy of it at ``target`` (they move matches and drop logs), so it can be
    reused again.  ``stored`` and ``running`` must be those it was built with (``ValueError``).
    """
    with tempfile.TemporaryDirectory() as folder:
        postgres = is_postgres(target)
        # PostgreSQL: built in an SQLite file, then copied over in bulk (COPY), as
        # ``petri db copy`` moves a bot there: a round trip a row would take an hour at 100 000.
        built_at = history or (str(Path(folder) / "bigdb.db") if postgres else target)
        if history is not None and Path(history).exists():
            await _check_history(history, stored, running)
            _say(f"history of {stored} finished + {running} running matches reused from {history}",
                 "history", {"reused": history, "stored": stored, "running": running})
        else:
            await build_history(built_at, stored, running)
        if postgres:
            await copy_to_postgres(built_at, target, stored + running)
        elif built_at != target:
            backup_sqlite(built_at, target)
    await measure(target, stored, running, ack_seconds)


async def build_history(path: str, stored: int, running: int) -> None:
    """Build the history in the SQLite file ``path`` and pack it as ``petri db compact`` does,
    printing how long it took and the sizes before and after packing."""
    host = await MatchHost.open(path)
    try:
        t0 = time.perf_counter()
        built = await build(host, stored, running)
        took = time.perf_counter() - t0
        _say(f"built {stored} finished + {running} running matches ({built['plies']} plies, "
             f"{built['servers']} servers, {built['players']} players) on SQLite in {took:.0f} s",
             "history", {"built": path, "stored": stored, "running": running, **built, "build_s": round(took, 1)})
        await sizes(host, path, stored + running, built["plies"])
    finally:
        await host.close()


async def _check_history(path: str, stored: int, running: int) -> None:
    """``ValueError`` unless the SQLite file ``path`` holds a history of ``stored`` + ``running``
    built matches (the queries pick their arguments from those numbers)."""
    store = await open_store(path)
    try:
        built = await db_figures.matches_from_channel(store, 1_000_000)
    finally:
        await store.close()
    if built != stored + running:
        raise ValueError(f"{path} holds {built} built matches, not {stored} + {running}: give the "
                         "--stored and --running it was built with, or a new file")


async def copy_to_postgres(source: str, target: str, total: int) -> None:
    """Copy the SQLite history ``source`` into the empty PostgreSQL database ``target`` in bulk,
    then leave it as a database that has been running a while would be: ``VACUUM ANALYZE``.
    ANALYZE gives the planner statistics; VACUUM sets the visibility map, without which
    every index-only scan visits the table's pages too (autovacuum does it only after a
    while: a freshly copied table has no all-visible page)."""
    t0 = time.perf_counter()
    source_store, destination = await open_store(source), await open_store(target)
    try:
        copied = await copy_tables(source_store, destination)
        await destination.execute("VACUUM ANALYZE")
        size = await size_bytes(destination, target)
    finally:
        await source_store.close()
        await destination.close()
    took = time.perf_counter() - t0
    _say(f"copied to PostgreSQL ({sum(copied.values())} rows), vacuumed and analysed in "
         f"{took:.0f} s: {size / 2**20:.1f} MiB = {size / total / 1024:.1f} KiB a match",
         "postgresql_copy", {"rows": sum(copied.values()), "seconds": round(took, 1), "bytes": size,
                             "kib_per_match": round(size / total / 1024, 2)})


async def sizes(host: MatchHost, target: str, total: int, plies: int) -> None:
    """Print the size with the logs as rows, then ``petri db compact`` it (as this version stores
    ended matches: packed) and print the size and the logs' bytes after."""
    before = await size_bytes(host.store, target)
    rows_before, _ = await log_bytes(host)
    t0 = time.perf_counter()
    matches, entries, packed = await compact(host.store)
    took = time.perf_counter() - t0
    after = await size_bytes(host.store, target)
    rows_after, archived = await log_bytes(host)
    text = (f"size with the logs as rows: {before / 2**20:.1f} MiB = {before / total / 1024:.1f} KiB a match, "
            f"{before / max(plies, 1):.0f} B a ply; petri db compact ({matches} logs, {entries} entries, "
            f"{packed / 2**20:.1f} MiB packed, {took:.0f} s): {after / 2**20:.1f} MiB = "
            f"{after / total / 1024:.1f} KiB a match, {after / max(plies, 1):.0f} B a ply\n"
            f"move log: {rows_before / 2**20:.1f} MiB as rows ({rows_before / max(plies, 1):.0f} B a ply); "
            f"the ended matches' {(rows_before - rows_after) / 2**20:.2f} MiB of rows packed into "
            f"{archived / 2**20:.2f} MiB: {(rows_before - rows_after) / max(archived, 1):.1f}x smaller "
            f"({rows_after / 2**20:.2f} MiB of rows left: running matches)")
    _say(text, "sizes", {"bytes_as_rows": before, "bytes_packed": after, "compact_s": round(took, 1),
                         "logs_packed": matches, "entries_packed": entries, "packed_bytes": packed,
                         "log_rows_bytes_before": rows_before, "log_rows_bytes_after": rows_after,
                         "archived_bytes": archived,
                         "packed_smaller": round((rows_before - rows_after) / max(archived, 1), 2)})


async def measure(target: str, stored: int, running: int, ack_seconds: float) -> None:
    """Print the queries, start-up, move acknowledgements and a retention pass on ``target``."""
    host = await MatchHost.open(target)
    try:
        for label, median, p95, shown in await queries(host, stored, running):
            _say(f"\n{label}: median {median:.2f} ms, p95 {p95:.2f} ms\n    " + shown.replace("\n", "\n    "),
                 "queries", {"query": label, "median_ms": round(median, 3), "p95_ms": round(p95, 3), "plan": shown},
                 many=True)
    finally:
        await host.close()
    up = await startup(target)
    _say(f"\nstart-up: open + migrate {up['open_s'] * 1000:.0f} ms, re-arm {up['armed']} deadlines "
         f"{up['rearm_s'] * 1000:.0f} ms, resume ({up['computer_turns_due']} computer turns due) "
         f"{up['resume_s'] * 1000:.0f} ms; ready in {up['ready_s'] * 1000:.0f} ms "
         f"({up['cpu_s'] * 1000:.0f} ms of CPU); "
         f"peak RSS {up['rss_mb']} MiB", "startup", up)
    host = await MatchHost.open(target)
    try:
        for with_stats in (False, True):
            load = _load()
            if _report is None:
                print(f"load average {load}")
            got = await acks(host, with_stats, ack_seconds)
            beside = " + one server /stats a second" if with_stats else ""
            waited = "" if got["cpu_wait"] is None else \
                f"; the loop's thread waited for a CPU {got['cpu_wait']:.0%} of the time"
            _say(f"move ack, {MOVING} matches moving{beside}: p50 {got['p50']:.1f} ms, "
                 f"p99 {got['p99']:.1f} ms ({got['moves']} moves); loop lag p99 {got['lag_p99']:.1f} ms{waited}",
                 "move_acks", {"matches_moving": MOVING, "with_stats": with_stats, "load_average": load, **got},
                 many=True)
        # Retention: every history match ended an hour before the build; two days on, a
        # one-day setting drops them all.
        t0 = time.perf_counter()
        dropped = await drop_old_logs(host.store, 1, time.time() + 2 * DAY)
        took = time.perf_counter() - t0
        size = await size_bytes(host.store, target)
        _say(f"retention pass: dropped {dropped} logs in {took:.1f} s "
             f"({DROP_PAGE} a statement); size after: {size / 2**20:.1f} MiB",
             "retention", {"dropped": dropped, "seconds": round(took, 2), "per_statement": DROP_PAGE,
                           "bytes_after": size})
    finally:
        await host.close()


def _load() -> str:
    """The 1-minute load average (other work on the machine moves the tail latencies)."""
    return f"{os.getloadavg()[0]:.2f}"


def main(*, stored: int, running: int, database: str | None, history: str | None = None,
         json_output: bool = False) -> int:
    """Build and measure (on ``database``, which should be empty, or a temporary SQLite file);
    ``history``: keep the built history in this SQLite file, or reuse it (``run``).
    ``json_output``: one JSON object of every figure on standard output (the text lines go to
    standard error as progress)."""
    global _report
    _report = {"stored": stored, "running": running} if json_output else None
    try:
        try:
            if database is not None:
                asyncio.run(run(database, stored, running, ACK_SECONDS, history=history))
            else:
                with tempfile.TemporaryDirectory() as folder:
                    asyncio.run(run(str(Path(folder) / "bigdb.db"), stored, running, ACK_SECONDS, history=history))
        except ValueError as exc:
            print(f"petri bench --bigdb: {exc}", file=sys.stderr if json_output else sys.stdout)
            return 2
        if _report is not None:
            print(json.dumps(_report, indent=2, default=str))
        return 0
    finally:
        _report = None
