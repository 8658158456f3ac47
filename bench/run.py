"""``petri bench``: the host's cost per move, the render time and a peer pipeline.

For each registered game the benchmark plays random legal moves through
``MatchHost`` on a temporary *file* database (WAL, as in production) and
times, per move (a step, for games whose turns have several), what the bot
does for one ``/move``:

* ``await host.move(...)``  — validate, apply, commit (move log + match row);
* ``await host.board_png(match)`` — draw the public board in the bot's
  picture worker process (``bot.workers.render_pool.RenderPool``, one worker on a
  2-core machine), as the bot does before posting it;
* under fog of war (Genetess), ``host.board_png`` of each seat's own view
  whose board changed, as the bot draws one private board for that seat's DM
  (``bot.host.ply_boards``: all of a ply's pictures are handed out together).

A move's time ("move") runs until its last picture; "post" until the public board, which is
when the bot posts the move in the channel (the seats' DMs follow as their boards come).

``--workers 0`` draws in a thread of the bench's process instead (as
``petri play`` and the sandbox do); there the picture thread and the event
loop take turns holding the GIL, which slows both.

When a match ends a new one starts in the same channel, cycling through a
few option sets and seat counts (``SCENARIOS``), until the requested number
of moves has been timed; each move is also counted by the pictures it drew
(one worker draws a Genetess move's one after another, so their number sets
its time).  Separately it times ``render.board_png`` alone on the public
views seen, reads the process's peak resident memory, and times a
well-known peer pipeline on a board of the same pixel width: python-chess
drawing an SVG board, converted to PNG by cairosvg (the optional ``bench``
extra).

All durations are milliseconds; memory is mebibytes (MiB).
"""

from __future__ import annotations

import asyncio
import io
import json
import math
import os
import random
import resource
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from typing import Any

#: Targets: host p95 per move of the one-board games, and peer render median /
#: our worst move p95.
TARGET_MOVE_P95_MS = 5.0
#: Games with their own target (Genetess, 4 seats on the quad map: its fogged seats' boards too).
TARGET_MOVE_P95_BY_GAME = {"genetess": 8.0}
TARGET_PEER_RATIO = 15.0
#: Wording what a move says through the catalogs costs at most this (p95, ms of CPU).
TARGET_WORDS_P95_MS = 0.2

#: Untimed moves played per game before timing starts (imports, fonts, caches).
WARMUP_MOVES = 20
#: Peer pipeline: untimed warm-up runs, then timed runs (median reported).
PEER_WARMUP = 5
PEER_RUNS = 50

#: Per game: (options text, seat count) cycled through as matches finish.
#: Games not listed play their defaults with their minimum seat count.
SCENARIOS: dict[str, list[tuple[str, int]]] = {
    "dna-sequence": [
        ("", 2),
        ("manual", 3),
        ("min_chunk=2 max_chunk=4 length=48 need_not_own", 4),
        ("", 6),
    ],
    "genetess": [
        ("map=quad", 4),
        ("map=duel", 2),
    ],
    "dna-icehouse": [
        ("", 4),
        ("", 2),
        ("two_colours", 2),
        ("", 3),
        ("neutral_pool_counts", 3),
    ],
}


@dataclass
class GameFigures:
    """Raw timings of one game, in nanoseconds, and what was played."""

    game_id: str
    move_ns: list[int] = field(default_factory=list)
    #: Per move, ns until the public board was drawn: what the channel post waits for (the bot
    #: posts it then; the fogged seats' DMs follow as their boards come, ``bot.adapter.flows``).
    post_ns: list[int] = field(default_factory=list)
    #: Per move, ns of this process's CPU time over ``move_ns``: the host's own work (the loop's
    #: thread and the database's), not the picture worker's, nor the bench's choosing the move.
    host_cpu_ns: list[int] = field(default_factory=list)
    render_ns: list[int] = field(default_factory=list)
    matches: int = 0
    board_px: tuple[int, int] = (0, 0)
    #: Per-move ns by scenario label (``"manual, 3 seats"``), to see which options cost most.
    by_scenario: dict[str, list[int]] = field(default_factory=dict)
    #: Per-move ns by the number of pictures the move drew (the public board and, under fog of
    #: war, each seat's changed board): a Genetess move waits for them one after another.
    by_pictures: dict[int, list[int]] = field(default_factory=dict)
    #: The slowest timed move: (ns, its text), so the worst position found can be looked at.
    slowest: tuple[int, str] = (0, "")
    #: Per timed move, what the bot words for it (narration, steps, private lines, the public
    #: text board), as data: ``time_words`` renders it through the catalogs.
    said: list[list[Any]] = field(default_factory=list)
    #: Nanoseconds to render ``said`` per move, in the slowest of English, German and Spanish.
    words_ns: list[int] = field(default_factory=list)
    #: The same in this thread's CPU time, which a shared machine's load does not inflate.
    words_cpu_ns: list[int] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        """Milliseconds per move (p50/p95/p99) and render alone (p50/p95), plus counts, by
        option set and by pictures drawn."""
        return {
            "move_p50_ms": _ms(percentile(self.move_ns, 50)),
            "move_p95_ms": _ms(percentile(self.move_ns, 95)),
            "move_p99_ms": _ms(percentile(self.move_ns, 99)),
            "move_max_ms": _ms(self.slowest[0]),
            "post_p50_ms": _ms(percentile(self.post_ns, 50)),
            "post_p95_ms": _ms(percentile(self.post_ns, 95)),
            "host_cpu_ms": _ms(statistics.mean(self.host_cpu_ns)) if self.host_cpu_ns else None,
            "slowest_move": self.slowest[1],
            "render_p50_ms": _ms(percentile(self.render_ns, 50)),
            "render_p95_ms": _ms(percentile(self.render_ns, 95)),
            "words_p50_ms": _ms(percentile(self.words_ns, 50)) if self.words_ns else None,
            "words_p95_ms": _ms(percentile(self.words_ns, 95)) if self.words_ns else None,
            "words_cpu_p50_ms": _ms(percentile(self.words_cpu_ns, 50)) if self.words_cpu_ns else None,
            "words_cpu_p95_ms": _ms(percentile(self.words_cpu_ns, 95)) if self.words_cpu_ns else None,
            "moves": len(self.move_ns),
            "matches": self.matches,
            "board_px": list(self.board_px),
            "by_options": {label: {"moves": len(ns), "move_p50_ms": _ms(percentile(ns, 50)),
                                   "move_p95_ms": _ms(percentile(ns, 95))}
                           for label, ns in self.by_scenario.items()},
            "by_pictures": {str(count): {"moves": len(ns), "move_p50_ms": _ms(percentile(ns, 50)),
                                         "move_p95_ms": _ms(percentile(ns, 95))}
                            for count, ns in sorted(self.by_pictures.items())},
        }


def percentile(samples: list[int], p: float) -> float:
    """The nearest-rank ``p``-th percentile (0 < p ≤ 100) of ``samples``; NaN when empty."""
    if not samples:
        return math.nan
    ordered = sorted(samples)
    rank = max(1, math.ceil(p / 100 * len(ordered)))
    return float(ordered[rank - 1])


def _ms(ns: float) -> float:
    return round(ns / 1e6, 3) if not math.isnan(ns) else math.nan


def peak_rss_mb(who: int = resource.RUSAGE_SELF) -> float:
    """The peak resident set size so far, in MiB (``ru_maxrss``), of this process, or with
    ``resource.RUSAGE_CHILDREN`` of its largest waited-for child (the picture worker)."""
    peak = resource.getrusage(who).ru_maxrss
    # Linux reports KiB, macOS bytes.
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


def png_size(data: bytes) -> tuple[int, int]:
    """``(width, height)`` in pixels of PNG ``data``."""
    from PIL import Image

    with Image.open(io.BytesIO(data)) as image:
        return image.size


# -- the host ----------------------------------------------------------------
async def bench_game(host, game_id: str, moves: int, channel_id: int, seed: int = 1,
                     warmup: int = WARMUP_MOVES) -> tuple[GameFigures, list[dict]]:
    """Play ``warmup`` untimed then ``moves`` timed random legal moves of ``game_id``.

    Returns the figures (per-move host time in ns: ``host.move`` plus
    ``host.board_png``) and the public views that were rendered, for timing
    the renderer alone.  Raises ``HostError`` if the host refuses a move the
    engine listed as legal (a bug worth seeing).
    """
    from bot.host.board_memory import BoardMemory
    from bot.host.ply_boards import draw_ply_boards
    from bot.storage.store import Seat
    from games import get_game

    game = get_game(game_id)
    boards = BoardMemory()
    scenarios = SCENARIOS.get(game_id, [("", game.min_seats)])
    rng = random.Random(seed)
    figures = GameFigures(game_id)
    views: list[dict] = []
    match = None
    label = ""
    played = 0
    while played < warmup + moves:
        if match is None or match.status != "running":
            options, n = scenarios[figures.matches % len(scenarios)]
            n = max(game.min_seats, min(game.max_seats, n))
            label = f"{options or 'default'}, {n} seats"
            seats = [Seat(1000 * channel_id + i, f"player{i}") for i in range(1, n + 1)]
            match = await host.create(channel_id=channel_id, guild_id=1, game_id=game_id,
                                      options=f"{options} seed={rng.randrange(2**31)}".strip(),
                                      creator=seats[0])
            for seat in seats[1:]:
                await host.join(match.id, seat)
            match = (await host.start(match.id, seats[0].user_id)).match
            figures.matches += 1
            continue
        seat = rng.choice(game.to_move(match.state))
        text = game.random_move(match.state, seat, rng)
        c0, t0 = time.process_time_ns(), time.perf_counter_ns()
        outcome = await host.move(match.id, match.seats[seat].user_id, text)
        # As the bot: the public board and, under fog of war, each seat's changed board.
        drawn = await draw_ply_boards(host, outcome.match, boards)
        if drawn.public is not None:
            await asyncio.shield(drawn.public)
        posted = time.perf_counter_ns() - t0
        pictures = await drawn.take_all()
        drawn.close()
        elapsed, cpu = time.perf_counter_ns() - t0, time.process_time_ns() - c0
        match = outcome.match
        played += 1
        if played > warmup:
            figures.move_ns.append(elapsed)
            figures.post_ns.append(posted)
            figures.host_cpu_ns.append(cpu)
            figures.by_scenario.setdefault(label, []).append(elapsed)
            figures.by_pictures.setdefault(len(pictures), []).append(elapsed)
            figures.slowest = max(figures.slowest, (elapsed, text))
            views.append(host.view(match))
            figures.said.append([*outcome.narration, *outcome.steps,
                                 *(line for lines in outcome.private.values() for line in lines),
                                 game.describe(views[-1])])
            size = png_size(pictures[0])
            if size[0] * size[1] > figures.board_px[0] * figures.board_px[1]:
                figures.board_px = size
    return figures, views


def time_words(said: list[list[Any]]) -> tuple[list[int], list[int]]:
    """Nanoseconds per move to word what the bot says of it (``i18n.text`` through the
    catalogs), in the slowest of English, German and Spanish (one warm-up each:
    the bundles are loaded once per process): wall-clock and this thread's CPU time."""
    import i18n

    wall, cpu = [0] * len(said), [0] * len(said)
    for locale in i18n.LOCALES:
        if said:
            i18n.text(said[0], locale)
        for index, texts in enumerate(said):
            c0, t0 = time.thread_time_ns(), time.perf_counter_ns()
            i18n.text(texts, locale)
            t1, c1 = time.perf_counter_ns(), time.thread_time_ns()
            wall[index] = max(wall[index], t1 - t0)
            cpu[index] = max(cpu[index], c1 - c0)
    return wall, cpu


def time_render(game_id: str, views: list[dict]) -> list[int]:
    """Nanoseconds of ``render.board_png`` alone for each view (one untimed warm-up), in
    this process tuned as the picture workers are (``keep_freed_memory``)."""
    import render
    from bot.workers.render_pool import keep_freed_memory

    keep_freed_memory()
    if views:
        render.board_png(game_id, views[0], seat=views[0].get("viewer"))
    out = []
    for view in views:
        t0 = time.perf_counter_ns()
        render.board_png(game_id, view, seat=view.get("viewer"))
        out.append(time.perf_counter_ns() - t0)
    return out


async def bench_host(moves: int, warmup: int = WARMUP_MOVES, database: str | None = None,
                     workers: int | None = None) -> dict[str, GameFigures]:
    """Benchmark every registered game on one database (default a temporary SQLite file),
    pictures drawn by ``workers`` processes (``None``: the bot's default; 0: a thread);
    figures by game id."""
    from bot.host.match_host import MatchHost
    from bot.workers.render_pool import RenderPool
    from games import GAMES

    results: dict[str, GameFigures] = {}
    with tempfile.TemporaryDirectory(prefix="petri-bench-") as tmp:
        pictures = RenderPool(workers)
        await pictures.start()  # the workers' imports are not a move's cost
        host = await MatchHost.open(database or os.path.join(tmp, "bench.db"), seeds=random.Random(0),
                                    pictures=pictures)
        try:
            for index, game_id in enumerate(GAMES, start=1):
                figures, views = await bench_game(host, game_id, moves, channel_id=index,
                                                  seed=index, warmup=warmup)
                figures.render_ns = time_render(game_id, views)
                figures.words_ns, figures.words_cpu_ns = time_words(figures.said)
                results[game_id] = figures
        finally:
            await host.close()
    return results


# -- the peer ----------------------------------------------------------------
def bench_peer(width: int, runs: int | None = None, warmup: int | None = None) -> dict[str, Any] | None:
    """Median ms of python-chess ``chess.svg.board`` + ``cairosvg.svg2png`` at ``width``×``width`` px.

    ``runs`` timed runs (default ``PEER_RUNS``) after ``warmup`` untimed
    ones (default ``PEER_WARMUP``).  Returns ``None`` when python-chess or
    cairosvg (or the cairo library behind it) cannot be loaded.
    """
    runs = PEER_RUNS if runs is None else runs
    warmup = PEER_WARMUP if warmup is None else warmup
    try:
        import cairosvg
        import chess
        import chess.svg
    except Exception:  # ImportError, or OSError when libcairo is missing
        return None
    board = chess.Board()
    board.push_san("e4")
    board.push_san("e5")

    def once() -> bytes:
        svg = chess.svg.board(board, size=width, lastmove=board.peek())
        return cairosvg.svg2png(bytestring=svg.encode(), output_width=width, output_height=width)

    for _ in range(max(1, warmup)):
        png = once()
    samples = []
    for _ in range(max(1, runs)):
        t0 = time.perf_counter_ns()
        once()
        samples.append(time.perf_counter_ns() - t0)
    return {"render_median_ms": _ms(statistics.median(samples)), "runs": len(samples),
            "board_px": list(png_size(png))}


# -- report ------------------------------------------------------------------
def collect(moves: int, warmup: int | None = None, peer_runs: int | None = None,
            database: str | None = None, workers: int | None = None) -> dict[str, Any]:
    """Run everything and return the JSON-able report (ms and MiB; see ``main``).

    ``warmup`` untimed moves per game (default ``WARMUP_MOVES``),
    ``peer_runs`` timed peer renders (default ``PEER_RUNS``) and ``workers``
    picture processes (``None``: the bot's default, ``default_workers()``).
    """
    from bot.workers.render_pool import default_workers

    warmup = WARMUP_MOVES if warmup is None else warmup
    workers = default_workers() if workers is None else workers
    figures = asyncio.run(bench_host(moves, warmup, database, workers))
    games = {gid: f.summary() for gid, f in figures.items()}
    rss = peak_rss_mb()  # before the peer: the host's own footprint
    worker_rss = peak_rss_mb(resource.RUSAGE_CHILDREN) if workers else None
    width = max((f.board_px[0] for f in figures.values()), default=0)
    peer = bench_peer(width, runs=peer_runs) if width else None
    report: dict[str, Any] = {"games": games, "workers": workers, "peak_rss_mb": rss,
                              "peak_worker_rss_mb": worker_rss, "peer": peer}
    worst_move = max((g["move_p95_ms"] for g in games.values()), default=math.nan)
    worst_render = max((g["render_p95_ms"] for g in games.values()), default=math.nan)
    ratio_move = ratio_render = None
    if peer:
        ratio_move = round(peer["render_median_ms"] / worst_move, 2) if worst_move > 0 else None
        ratio_render = round(peer["render_median_ms"] / worst_render, 2) if worst_render > 0 else None
        peer["ratio_to_move_p95"] = ratio_move
        peer["ratio_to_render_p95"] = ratio_render
    report["peak_rss_with_peer_mb"] = peak_rss_mb()
    limits = {gid: TARGET_MOVE_P95_BY_GAME.get(gid, TARGET_MOVE_P95_MS) for gid in games}
    report["targets"] = {
        "move_p95_ms": TARGET_MOVE_P95_MS,
        "move_p95_by_game_ms": limits,
        "peer_ratio": TARGET_PEER_RATIO,
        "move_p95_met": all(g["move_p95_ms"] <= limits[gid] for gid, g in games.items()),
        "words_p95_ms": TARGET_WORDS_P95_MS,
        # Judged in CPU time: on a shared machine the wall clock's p95 is the scheduler's.
        "words_p95_met": all((g["words_cpu_p95_ms"] or 0) <= TARGET_WORDS_P95_MS for g in games.values()),
        "peer_ratio_met": None if ratio_move is None else ratio_move >= TARGET_PEER_RATIO,
    }
    return report


def _aligned(rows: list[tuple[str, ...]]) -> list[str]:
    """``rows`` as lines of columns two spaces apart: the first left-aligned, the rest right."""
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return ["  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths, strict=True)))
            for r in rows]


def format_table(report: dict[str, Any]) -> str:
    """The human-readable report: one aligned row per game, then memory, peer and targets."""
    rows = [("game", "moves", "move p50", "move p95", "move p99", "move max", "post p50", "post p95",
             "host CPU", "render p50", "render p95", "board px")]
    for gid, g in report["games"].items():
        rows.append((gid, str(g["moves"]), *(f"{g[k]:.2f} ms" for k in (
            "move_p50_ms", "move_p95_ms", "move_p99_ms", "move_max_ms", "post_p50_ms", "post_p95_ms",
            "host_cpu_ms", "render_p50_ms", "render_p95_ms")),
            "×".join(map(str, g["board_px"]))))
    lines = _aligned(rows)
    sub = [("options", "moves", "move p50", "move p95")]
    for gid, g in report["games"].items():
        for label, o in g["by_options"].items():
            sub.append((f"{gid}: {label}", str(o["moves"]),
                        f"{o['move_p50_ms']:.2f} ms", f"{o['move_p95_ms']:.2f} ms"))
    drawn = [("pictures a move", "moves", "move p50", "move p95")]
    for gid, g in report["games"].items():
        if len(g["by_pictures"]) > 1:   # fog of war: the seats' boards too
            drawn += [(f"{gid}: {count}", str(o["moves"]), f"{o['move_p50_ms']:.2f} ms",
                       f"{o['move_p95_ms']:.2f} ms") for count, o in g["by_pictures"].items()]
    for table in (sub, drawn):
        if len(table) > 1:
            lines += ["", *_aligned(table)]
    lines.append("")
    lines += [f"slowest {gid} move: {g['slowest_move']} ({g['move_max_ms']:.2f} ms)"
              for gid, g in report["games"].items()]
    lines.append("")
    workers = report["workers"]
    lines.append(f"pictures drawn by {workers} worker process{'es' if workers > 1 else ''}" if workers
                 else "pictures drawn in a thread of this process (--workers 0)")
    lines.append(f"peak RSS: {report['peak_rss_mb']:.1f} MiB "
                 f"({report['peak_rss_with_peer_mb']:.1f} MiB after the peer benchmark)"
                 + (f"; picture worker {report['peak_worker_rss_mb']:.1f} MiB" if workers else ""))
    peer, targets = report["peer"], report["targets"]
    if peer is None:
        lines.append("peer (python-chess SVG → cairosvg PNG): not measured; "
                     "install it with: pip install -e '.[bench]'")
    else:
        w, h = peer["board_px"]
        lines.append(f"peer (python-chess SVG → cairosvg PNG, {w}×{h} px): "
                     f"median {peer['render_median_ms']:.2f} ms over {peer['runs']} runs")
        lines.append(f"ratio peer render median / our worst move p95:   {peer['ratio_to_move_p95']:.2f}×")
        lines.append(f"ratio peer render median / our worst render p95: {peer['ratio_to_render_p95']:.2f}×")
    ok = {True: "met", False: "NOT met", None: "not measured"}
    own = ", ".join(f"{gid} {ms:g} ms" for gid, ms in targets["move_p95_by_game_ms"].items()
                    if ms != targets["move_p95_ms"])
    limits = targets["move_p95_by_game_ms"]
    missed = [gid for gid, g in report["games"].items() if g["move_p95_ms"] > limits[gid]]
    detail = f" (missed by {', '.join(missed)})" if missed else ""
    lines.append(f"target move p95 ≤ {targets['move_p95_ms']:g} ms" + (f" ({own})" if own else "")
                 + f": {ok[targets['move_p95_met']]}{detail}")
    lines.append(f"target peer ratio ≥ {targets['peer_ratio']:g}×: {ok[targets['peer_ratio_met']]}")
    words = ", ".join(f"{gid} {g['words_p50_ms']:.3f}/{g['words_p95_ms']:.3f} ms"
                      for gid, g in report["games"].items() if g["words_p95_ms"] is not None)
    lines.append(f"words through the catalogs per move (p50/p95, slowest of en/de/es): {words}")
    cpu = ", ".join(f"{gid} {g['words_cpu_p50_ms']:.3f}/{g['words_cpu_p95_ms']:.3f} ms"
                    for gid, g in report["games"].items() if g["words_cpu_p95_ms"] is not None)
    lines.append(f"the same in CPU time (p50/p95): {cpu}")
    lines.append(f"target words p95 ≤ {targets['words_p95_ms']:g} ms of CPU a move: {ok[targets['words_p95_met']]}")
    return "\n".join(lines)


def main(json_output: bool = False, moves: int = 300, database: str | None = None,
         workers: int | None = None) -> int:
    """Entry point of ``petri bench``: print the figures; returns the exit status.

    ``moves`` is the number of timed moves per game (after ``WARMUP_MOVES``
    untimed ones); ``workers`` picture processes (``None``: as the bot, 0: a
    thread of this process).  With ``json_output`` prints one JSON object::

        {"games": {"<id>": {"move_p50_ms", "move_p95_ms", "move_p99_ms", "move_max_ms",
                            "slowest_move" (its text),
                            "post_p50_ms", "post_p95_ms" (until the public board: the channel post),
                            "host_cpu_ms" (this process's CPU time a move, mean: the host's share),
                            "render_p50_ms", "render_p95_ms", "moves", "matches",
                            "board_px": [w, h],
                            "by_options": {"<options>, <n> seats":
                                           {"moves", "move_p50_ms", "move_p95_ms"}, ...},
                            "by_pictures": {"<pictures drawn>":
                                            {"moves", "move_p50_ms", "move_p95_ms"}, ...}}, ...},
         "workers": picture worker processes (0: a thread),
         "peak_rss_mb": MiB before the peer run, "peak_rss_with_peer_mb": MiB,
         "peak_worker_rss_mb": the picture worker's peak MiB (null with 0 workers),
         "peer": null | {"render_median_ms", "runs", "board_px",
                         "ratio_to_move_p95", "ratio_to_render_p95"},
         "targets": {"move_p95_ms", "move_p95_by_game_ms": {"<id>": ms}, "peer_ratio",
                     "move_p95_met" (every game within its own target), "peer_ratio_met"}}

    Times are milliseconds.  Missing targets do not change the exit status
    (a benchmark reports, it does not judge); 2 means bad arguments, 1 that
    the host refused a move its engine listed as legal.
    """
    if moves < 1:
        print("petri bench: --moves must be at least 1", file=sys.stderr)
        return 2
    if workers is not None and workers < 0:
        print(f"petri bench: --workers {workers}: give 0 (draw in a thread) or more worker "
              "processes", file=sys.stderr)
        return 2
    from bot.host.match_host import HostError

    try:
        report = collect(moves, database=database, workers=workers)
    except HostError as exc:
        print(f"petri bench: the host refused a legal random move: {exc}", file=sys.stderr)
        return 1
    if json_output:
        if report["peer"] is None:  # stdout stays one JSON object
            print("petri bench: python-chess/cairosvg not importable, \"peer\" is null; "
                  "install them with: pip install -e '.[bench]'", file=sys.stderr)
        print(json.dumps(report))
    else:
        print(format_table(report))
    return 0
