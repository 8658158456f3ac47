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
            mine, theirs = features(state)
            seen.append((mine, theirs))
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


def fit(rows: list[tuple[list[float], float]], steps: int = 20) -> list[float]:
    """Logistic-regression weights (no intercept: the seats are symmetric) of ``rows``
    (feature differences, score) maximising the mean log-likelihood less ``RIDGE`` times half
    the squared weights, by Newton's method (``steps`` of them)."""
    n = len(FEATURES)
    w = [0.0] * n
    for _ in range(steps):
        grad = [RIDGE * v for v in w]
        hess = [[RIDGE if i == j else 0.0 for j in range(n)] for i in range(n)]
        for x, y in rows:
            p = 1.0 / (1.0 + math.exp(-sum(a * b for a, b in zip(w, x, strict=True))))
            for i in range(n):
                grad[i] += (p - y) * x[i] / len(rows)
                for j in range(n):
                    hess[i][j] += p * (1 - p) * x[i] * x[j] / len(rows)
        w = [a - d for a, d in zip(w, _solve(hess, grad), strict=True)]
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``x`` with ``a x = b`` (Gaussian elimination with partial pivoting; ``a`` positive definite)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        for r in range(col + 1, n):
            f = m[r][col] / m[col][col]
            m[r] = [u - f * v for u, v in zip(m[r], m[col], strict=True)]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][c] * x[c] for c in range(r + 1, n))) / m[r][r]
    return x


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
