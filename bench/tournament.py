"""``petri bench --tournament``: the time to pair one round of a big Swiss (target ≤ 2 s).

Simulates a Swiss of ``entrants`` (default 1 000) with results drawn from
hidden strengths (logistic, 10 % draws) and times the pairing of every round:
2 seats by ``swiss_pairs`` (the blossom matching in blocks) and 3 seats by
``swiss_tables``.  Prints the slowest and the median round per format, plus
what the simulation checks (rematches, byes).
"""

from __future__ import annotations

import json
import random
import statistics
import time
from collections import Counter

from bot.tournament.pairing import meetings, pair_key, swiss_pairs, swiss_tables

ROUNDS = 7
#: Entrants of the simulated Swiss (a large server's field).
ENTRANTS = 1000


def play_swiss_round(rng, strength, pairing, score, met, balance, had_bye) -> None:
    """Play ``pairing`` (a 2-seat Swiss round) from hidden strengths: a draw one time in ten,
    else the stronger side wins by a logistic of the strength gap (Elo's, in tens of points);
    updates ``score``, ``met`` (pair → meetings), ``balance`` (first seats − second) and
    ``had_bye`` in place.  Shared with the pairing tests' simulations."""
    for a, b in pairing.tables:
        met[pair_key(a, b)] += 1
        balance[a] += 1
        balance[b] -= 1
        x = rng.random()
        if x < 0.1:
            score[a] += 0.5
            score[b] += 0.5
        elif x < 0.1 + 0.9 / (1 + 10 ** (strength[b] - strength[a])):
            score[a] += 1
        else:
            score[b] += 1
    for e in pairing.byes:
        score[e] += 1
        had_bye.add(e)


def _two_seats(entrants: int, rng: random.Random) -> dict:
    strength = {e: rng.gauss(0, 1) for e in range(entrants)}
    score, met, balance, had_bye = Counter(), Counter(), Counter(), set()
    times, rematches = [], 0
    for _ in range(ROUNDS):
        order = sorted(range(entrants), key=lambda e: (-score[e], e))
        started = time.perf_counter()
        pairing = swiss_pairs(order, score, met, balance, had_bye)
        times.append(time.perf_counter() - started)
        rematches += sum(met[pair_key(a, b)] > 0 for a, b in pairing.tables)
        play_swiss_round(rng, strength, pairing, score, met, balance, had_bye)
    return {"format": "swiss, 2 seats", "entrants": entrants, "rounds": ROUNDS,
            "slowest_s": max(times), "median_s": statistics.median(times), "rematches": rematches}


def _three_seats(entrants: int, rng: random.Random) -> dict:
    strength = {e: rng.gauss(0, 1) for e in range(entrants)}
    score, met = Counter(), Counter()
    times, repeats = [], 0
    for r in range(ROUNDS):
        order = sorted(range(entrants), key=lambda e: (-score[e], e))
        started = time.perf_counter()
        pairing = swiss_tables(order, score, met, 3, seed=r)
        times.append(time.perf_counter() - started)
        new = meetings(pairing.tables)
        repeats += sum(1 for k in new if met[k])
        met.update(new)
        for table in pairing.tables:
            score[max(table, key=lambda e: strength[e] + rng.gauss(0, 1))] += 1
    return {"format": "swiss, 3 seats", "entrants": entrants, "rounds": ROUNDS,
            "slowest_s": max(times), "median_s": statistics.median(times), "repeat_meetings": repeats}


def main(*, json_output: bool = False, entrants: int | None = None, seed: int = 35) -> int:
    """Run both formats and print the figures (one JSON object with ``json_output``); returns 0."""
    entrants = ENTRANTS if entrants is None else entrants
    rng = random.Random(seed)
    results = [_two_seats(entrants, rng), _three_seats(entrants, rng)]
    if json_output:
        print(json.dumps({"tournament": results}))
        return 0
    for r in results:
        extra = ", ".join(f"{k} {v}" for k, v in r.items() if k in ("rematches", "repeat_meetings"))
        print(f"{r['format']}: {r['entrants']} entrants, {r['rounds']} rounds — pairing a round: "
              f"slowest {r['slowest_s']:.2f} s, median {r['median_s']:.2f} s (target ≤ 2 s); {extra}")
    return 0
