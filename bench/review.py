"""``petri bench --review``: what the match review marks, and how fast it is.

Marks: for each 2-seat game, ``matches`` matches between ``hard`` (its budget × ``scale``)
and ``random``, the hard seat alternating; each finished (or ``max_plies``-capped) match is
reviewed for both seats from their own views (``games.ai.advice.review``).  Printed per game:
the share of matches in which at least one of random's plies is marked a mistake or a
blunder (target: ≥ 90 %), and the share of each side's plies so marked (target:
hard's below random's).

Speed: a ``speed_plies``-ply match of random moves (Genetess, the slowest review per ply)
reviewed for one seat through ``bot.workers.computer.ComputerPool`` (a worker process, in parts, as
``/review`` does), while a probe on the event loop sleeps 5 ms at a time and records how
late each wake-up is: the review's wall time and the loop lag p50/p99 (target: ≤ 60 s,
p99 < 20 ms), and the same probe's p99 for ``IDLE_SECONDS`` before the review starts (what
the machine itself adds).
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import time
from typing import Any

from games import GAMES
from games.ai import SECONDS, play_turn
from games.ai.advice import review
from games.ai.search import Budget

BAD = ("mistake", "blunder")
#: Seconds the loop-lag probe runs before the review, with nothing else to do.
IDLE_SECONDS = 5.0
GAMES_2 = ["dna-sequence", "mitosis", "protozoa", "dna-icehouse", "genetess"]


def play(game_id: str, seed: int, hard_seat: int, scale: float, max_plies: int,
         iterations: int | None = None):
    """One hard–random match: ``(states, movers, moves)``, start state first.  ``iterations``
    replaces hard's scaled time budget (tests: reproducible)."""
    game = GAMES[game_id]
    state = game.new_state(["s0", "s1"], None, seed)
    states, movers, moves = [state], [], []
    budget = Budget(iterations=iterations) if iterations else Budget(seconds=SECONDS["hard"] * scale)
    for ply in range(max_plies):
        if game.result(state) is not None:
            break
        mover = game.to_move(state)[0]
        level = "hard" if mover == hard_seat else "random"
        move, state, _ = play_turn(game, state, mover, level, seed * 7919 + ply,
                                   budget if level == "hard" else None)
        states.append(state)
        movers.append(mover)
        moves.append(move)
    return states, movers, moves


def marked(game_id: str, states, movers, moves, seat: int, seed: int) -> list[str | None]:
    """The labels of ``seat``'s plies in its review."""
    game = GAMES[game_id]
    views = [game.view(s, seat) for s in states]
    mine = [m if movers[i] == seat else None for i, m in enumerate(moves)]
    return [p["label"] for p in review(game, views, mine, seat, dict(states[0]["options"]),
                                       seed)["plies"]]


def marks(game_id: str, matches: int, scale: float, max_plies: int, first_seed: int = 500,
          iterations: int | None = None) -> dict[str, Any]:
    """The marks figures of one game (see the module docstring); ``iterations`` as ``play``."""
    flagged = 0
    plies = {"hard": [0, 0], "random": [0, 0]}  # [marked mistake/blunder, plies]
    for k in range(matches):
        hard_seat = k % 2
        states, movers, moves = play(game_id, first_seed + k, hard_seat, scale, max_plies,
                                     iterations)
        for seat, side in ((hard_seat, "hard"), (1 - hard_seat, "random")):
            labels = marked(game_id, states, movers, moves, seat, first_seed + k)
            bad = sum(1 for label in labels if label in BAD)
            plies[side][0] += bad
            plies[side][1] += len(labels)
            if side == "random" and bad:
                flagged += 1
    rate = {side: (b / n if n else 0.0) for side, (b, n) in plies.items()}
    return {"game": game_id, "matches": matches, "random_flagged": flagged / matches,
            "hard_rate": rate["hard"], "random_rate": rate["random"],
            "hard_plies": plies["hard"][1], "random_plies": plies["random"][1]}


async def speed(game_id: str = "genetess", plies: int = 300, seed: int = 1) -> dict[str, Any]:
    """Wall time of a ``plies``-ply review through the computer worker, and loop lag meanwhile."""
    from bot.learning.review import PART
    from bot.workers.computer import ComputerPool

    game = GAMES[game_id]
    rng = random.Random(seed)
    state = game.new_state(["s0", "s1"], {"max_rounds": 400} if game_id == "genetess" else None, seed)
    states, movers, moves = [state], [], []
    while len(moves) < plies and game.result(state) is None:
        mover = game.to_move(state)[0]
        move = game.random_move(state, mover, rng)
        state = game.apply(state, mover, move)[0]
        states.append(state)
        movers.append(mover)
        moves.append(move)
    views = [game.view(s, 0) for s in states]
    mine = [m if movers[i] == 0 else None for i, m in enumerate(moves)]
    pool = ComputerPool()
    await pool.review(game_id, views[:2], mine[:1], 0, dict(state["options"]), seed)  # warm the worker
    lags: list[float] = []
    done = False

    async def probe(into: list[float], until: float | None = None):
        while not done and (until is None or time.perf_counter() < until):
            t = time.perf_counter()
            await asyncio.sleep(0.005)
            into.append((time.perf_counter() - t - 0.005) * 1000)

    idle: list[float] = []  # the machine's own lag, with no review running, to compare
    await probe(idle, time.perf_counter() + IDLE_SECONDS)
    task = asyncio.create_task(probe(lags))
    start = time.perf_counter()
    for first in range(0, len(mine), PART):
        last = min(len(mine), first + PART)
        await pool.review(game_id, views[first:last + 1], mine[first:last], 0,
                          dict(state["options"]), seed, first)
    wall = time.perf_counter() - start
    done = True
    await task
    pool.close()
    lags.sort()
    idle.sort()
    return {"game": game_id, "plies": len(moves), "seconds": round(wall, 2),
            "lag_p50_ms": round(statistics.median(lags), 2),
            "lag_p99_ms": round(lags[int(0.99 * (len(lags) - 1))], 2),
            "idle_lag_p99_ms": round(idle[int(0.99 * (len(idle) - 1))], 2)}


def main(json_output: bool = False, matches: int = 20, scale: float = 0.1, max_plies: int = 400,
         only: list[str] | None = None, speed_plies: int = 300) -> int:
    """Print the marks table and the speed line; exit status 0."""
    rows = [marks(g, matches, scale, max_plies) for g in (only or GAMES_2)]
    fast = asyncio.run(speed(plies=speed_plies)) if speed_plies else None
    if json_output:
        print(json.dumps({"marks": rows, "speed": fast}))
        return 0
    print(f"review marks: {matches} matches per game, hard (budget x {scale}) vs random")
    print(f"{'game':14} {'random flagged':>15} {'hard rate':>10} {'random rate':>12}")
    for r in rows:
        print(f"{r['game']:14} {r['random_flagged']:>14.0%} {r['hard_rate']:>10.1%} "
              f"{r['random_rate']:>12.1%}  ({r['hard_plies']} / {r['random_plies']} plies)")
    if fast:
        print(f"review speed: {fast['plies']}-ply {fast['game']} match, one seat, in the worker: "
              f"{fast['seconds']} s; loop lag p50 {fast['lag_p50_ms']} ms, p99 {fast['lag_p99_ms']} ms "
              f"(idle before it: p99 {fast['idle_lag_p99_ms']} ms)")
    return 0
