"""The conformance checker (conformance.py) over Genetess maps, seat counts and options.

Bids and CREATE sequences are unbounded, so ``legal_moves`` lists a useful
subset (``legal_moves_complete`` is False) and accepted junk need only be
legal.  Games are cut short with ``max_rounds`` and legal moves sampled per
ply, to keep the file to a few seconds; ``PETRI_SOAK=1`` runs a longer soak.
"""

from __future__ import annotations

import os

import pytest
from conformance import assert_plays_through

from games.genetess import Genetess

GAME = Genetess()
SOAK = bool(os.environ.get("PETRI_SOAK"))

CASES = [
    (2, "map=duel max_rounds=10"),
    (2, "map=quad max_rounds=6 specials_timing=v102"),
    (4, "map=quad max_rounds=3"),
    (3, "map=quad max_rounds=3 ronin start_energy=40"),
]


def run(seats, options, seed, **kw):
    kw.setdefault("sample", 8)
    kw.setdefault("junk", 1)
    kw.setdefault("fixed_junk", 4)
    return assert_plays_through(GAME, [f"p{i}" for i in range(seats)], options, seed, **kw)


@pytest.mark.parametrize("seats, options", CASES, ids=[f"{s}-{o}" for s, o in CASES])
def test_conformance(seats, options):
    for seed in (seats * 7 + 1,):
        run(seats, options, seed)


@pytest.mark.slow
@pytest.mark.skipif(not SOAK, reason="set PETRI_SOAK=1 for the long soak")
@pytest.mark.parametrize("seats, options", CASES + [(4, "map=quad max_rounds=40")],
                         ids=[f"{s}-{o}" for s, o in CASES + [(4, "map=quad max_rounds=40")]])
def test_conformance_soak(seats, options):
    for seed in range(6):
        run(seats, options, 1000 * seats + seed, sample=30, junk=3, fixed_junk=None, resigns=None)
