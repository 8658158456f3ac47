"""``petri bench --genetess-moves``: Genetess legal-move listing and random move for big pieces.

Why: a piece with many B and C codes (custom maps with an uncapped
S4) made ``legal_moves`` hang (30 B + 30 C on 26×26: 28 s; 60 + 60: 60 s), and
with it autocomplete and the clock's random move.  Target: < 50 ms for a
60 B + 60 C piece on a 26×26 map.

On an open 26×26 map (a wall ring, floor Y×Y inside) a seat holds its King and
one piece of n B + n C codes in the middle, for n in ``SIZES``; the benchmark
times ``Genetess.legal_moves`` and ``Genetess.random_move`` for that seat
(``RUNS`` runs after one untimed, median and worst printed) and says how many
squares the piece reaches and how many orders are listed.  Durations are
milliseconds.
"""

from __future__ import annotations

import json
import random
import statistics
import time

from games.genetess import Genetess

#: B and C codes of the big piece (each), smallest first; 60 is the size the move list must stay fast at.
SIZES = (10, 30, 60)
RUNS = 7
TARGET_MS = 50.0
SIDE = 26


def open_map(side: int = SIDE) -> str:
    """A ``side``×``side`` map: wall ring, open floor, two start squares."""
    rows = ["#" * side] + ["#" + "." * (side - 2) + "#" for _ in range(side - 2)] + ["#" * side]
    return ('grid = """\n' + "\n".join(rows) + '\n"""\n[starts]\nK1 = "B2"\n'
            f'K2 = "{chr(ord("A") + side - 2)}{side - 1}"\n')


def position(codes: int) -> dict:
    """Round 1, seat 0 to move, its King on B2 and an A + ``codes`` B + ``codes`` C piece on M13."""
    game = Genetess()
    state = game.with_map(game.new_state(["ann", "bob"], "", 1), open_map())
    for seat in (0, 1):
        state, _ = game.apply(state, seat, "BID")
    king = state["starts"][state["start_of"][0]]
    for sq, piece in list(state["pieces"].items()):
        if piece["owner"] == 0 and sq != king:
            del state["pieces"][sq]
    state["pieces"]["M13"] = {"id": state["next_id"], "owner": 0, "seq": "A" + "B" * codes + "C" * codes}
    state["next_id"] += 1
    state["turn"] = state["order"].index(0)
    return state


def _time(call) -> tuple[float, float]:
    call()
    runs = []
    for _ in range(RUNS):
        start = time.perf_counter()
        call()
        runs.append((time.perf_counter() - start) * 1000)
    return statistics.median(runs), max(runs)


def measure() -> list[dict]:
    """One row per size: codes, squares reached, orders listed, legal_moves and random_move ms."""
    game = Genetess()
    rows = []
    for codes in SIZES:
        state = position(codes)
        moves = game.legal_moves(state, 0)
        reached = game._reaches(state, 0)
        big = next(r for r in reached if r.src == "M13")
        rng = random.Random(1)
        legal = _time(lambda state=state: game.legal_moves(state, 0))
        draw = _time(lambda state=state, rng=rng: game.random_move(state, 0, rng))
        rows.append({"codes": f"{codes} B + {codes} C", "reached": big.count(),
                     "listed": len(moves), "legal_moves_ms": round(legal[0], 1),
                     "legal_moves_worst_ms": round(legal[1], 1),
                     "random_move_ms": round(draw[0], 1), "random_move_worst_ms": round(draw[1], 1)})
    return rows


def main(json_output: bool = False) -> int:
    """Print the table (or JSON); 0 when the 60 + 60 piece meets the target, else 1."""
    rows = measure()
    worst = max(max(r["legal_moves_ms"], r["random_move_ms"]) for r in rows)
    if json_output:
        print(json.dumps({"side": SIDE, "target_ms": TARGET_MS, "rows": rows}))
    else:
        print(f"Genetess legal moves and random move, one big piece on {SIDE}×{SIDE} "
              f"(median of {RUNS}, worst in brackets, ms)")
        print(f"{'piece':>14} {'reaches':>8} {'listed':>7} {'legal_moves':>16} {'random_move':>16}")
        for r in rows:
            print(f"{r['codes']:>14} {r['reached']:>8} {r['listed']:>7} "
                  f"{r['legal_moves_ms']:>8.1f} ({r['legal_moves_worst_ms']:>5.1f}) "
                  f"{r['random_move_ms']:>8.1f} ({r['random_move_worst_ms']:>5.1f})")
        print(f"target: < {TARGET_MS:.0f} ms for 60 B + 60 C: {'met' if worst < TARGET_MS else 'MISSED'}")
    return 0 if worst < TARGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
