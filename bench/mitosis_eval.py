"""``python -m bench.mitosis_eval``: fit hard's Mitosis evaluation on the program's own games.

Plays ``GAMES`` matches of ``normal`` against itself with an iteration budget
(``ITERATIONS`` a decision; the first ``OPENING`` placements random, so that the deals
differ), records ``games.ai.mitosis.features`` of both seats at every position after the
colours are chosen, and fits a logistic regression of "seat 0 wins" on the difference of
the seats' features (plain gradient descent, L2 ``RIDGE``): each weight is how much one unit
more of a feature is worth in log-odds of winning.  Writes the weights, the held-out mean
log-likelihood (every fourth game) of the fit and of the old evaluation, and this command
to ``games/ai/mitosis_eval.json``.  Usage: ``python -m bench.mitosis_eval [--games N]
[--clone] [--first-seed N]``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
from pathlib import Path

from games.ai import choose
from games.ai.mitosis import FEATURES, features
from games.ai.player import share
from games.ai.search import Budget
from games.mitosis import Mitosis

GAMES = 120
ITERATIONS = 40
OPENING = 2
RIDGE = 1e-3
OUT = Path(__file__).resolve().parent.parent / "games" / "ai" / "mitosis_eval.json"


def positions(seed: int, options: str) -> tuple[list[tuple[list[float], list[float]]], float]:
    """One match of ``normal`` against itself dealt with ``seed``: per position after the
    colour choice the two seats' ``features``, and seat 0's score (1 won, 0 lost, ½ drawn)."""
    game = Mitosis()
    state = game.new_state(["s1", "s2"], options, seed)
    rng = random.Random(seed)
    seen = []
    placed = 0
    while game.result(state) is None:
        seat = game.to_move(state)[0]
        if state["colours"][0] and state["phase"] != "active":
            seen.append((features(state, 0), features(state, 1)))
        if state["phase"] == "placing" and placed < OPENING:
            move = game.random_move(state, seat, rng)
            placed += 1
        else:
            view = game.view(state, seat)
            move = choose(game, view, seat, dict(state["options"]), "normal", rng.getrandbits(32),
                          Budget(iterations=ITERATIONS))
        state = game.apply(state, seat, move)[0]
    winners = game.result(state).get("winners") or [0, 1]
    return seen, (1.0 if 0 in winners else 0.0) if len(winners) == 1 else 0.5


def fit(rows: list[tuple[list[float], float]], steps: int = 3000, rate: float = 0.05) -> list[float]:
    """Logistic-regression weights (no intercept: the seats are symmetric) of ``rows``
    (feature differences, score), by gradient descent on the mean log-loss plus ``RIDGE``."""
    w = [0.0] * len(FEATURES)
    for _ in range(steps):
        grad = [RIDGE * x for x in w]
        for x, y in rows:
            p = 1.0 / (1.0 + math.exp(-sum(a * b for a, b in zip(w, x, strict=True))))
            for k, v in enumerate(x):
                grad[k] += (p - y) * v / len(rows)
        w = [a - rate * g for a, g in zip(w, grad, strict=True)]
    return w


def loglik(rows: list[tuple[list[float], float]], prob) -> float:
    """Mean log-likelihood of the scores of ``rows`` under ``prob`` (differences → P(win))."""
    total = 0.0
    for x, y in rows:
        p = min(max(prob(x), 1e-6), 1 - 1e-6)
        total += y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(rows)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.mitosis_eval")
    parser.add_argument("--games", type=int, default=GAMES)
    parser.add_argument("--clone", action="store_true")
    parser.add_argument("--first-seed", type=int, default=1)
    args = parser.parse_args(argv)
    options = "clone" if args.clone else ""
    train, test = [], []
    for k in range(args.games):
        seen, score = positions(args.first_seed + k, options)
        rows = [([a - b for a, b in zip(f0, f1, strict=True)], score) for f0, f1 in seen]
        (test if k % 4 == 3 else train).extend(rows)
        print(f"game {k}: {len(seen)} positions, seat 0 scored {score}", flush=True)
    w = fit(train)
    fitted = loglik(test, lambda x: 1.0 / (1.0 + math.exp(-sum(a * b for a, b in zip(w, x, strict=True)))))
    old = loglik(test, lambda x: share([x[0] / 3.0, 0.0])[0])
    key = "clone" if args.clone else "plain"
    data = json.loads(OUT.read_text()) if OUT.exists() else {}
    data[key] = {"weights": dict(zip(FEATURES, (round(v, 4) for v in w), strict=True)),
                 "held_out_loglik": round(fitted, 4), "old_eval_loglik": round(old, 4),
                 "positions": len(train) + len(test), "games": args.games,
                 "command": "python -m bench.mitosis_eval --games "
                            f"{args.games}{' --clone' if args.clone else ''} --first-seed {args.first_seed}"}
    OUT.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    print(json.dumps(data[key], indent=1))


if __name__ == "__main__":
    main()
