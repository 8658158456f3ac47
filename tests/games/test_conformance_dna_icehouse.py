"""The conformance checker (conformance.py) over DNA (Icehouse)'s seat counts and options.

A full game places up to ~56 pieces, each turn several steps; a sample of
legal moves is applied per ply (placements number ~1000).  ``Short`` (two
pieces of each size per colour) plays whole games quickly, so the end (empty
gene pools, the stalemate round, equalising turns) is reached in every run;
two runs use the full fifteen-piece pools.
"""

from __future__ import annotations

import pytest
from conformance import assert_plays_through

from games.dna_icehouse import DnaIcehouse

GAME = DnaIcehouse()


class Short(DnaIcehouse):
    """Two pieces of each size per colour, so random games end in a few dozen turns."""

    per_size = 2


CASES = [
    (2, ""),
    (2, "two_colours"),
    (3, ""),
    (3, "neutral_pool_counts"),
    (4, ""),
]


def names(n: int) -> list[str]:
    return [f"p{i}" for i in range(n)]


def run(game, seats, options, seed, **kw):
    kw.setdefault("sample", 6)
    kw.setdefault("junk", 1)
    kw.setdefault("fixed_junk", 3)
    kw.setdefault("resigns", 1)
    return assert_plays_through(game, names(seats), options, seed, strict_junk=False, **kw)


@pytest.mark.parametrize("seats, options", CASES, ids=[f"{s}-{o or 'default'}" for s, o in CASES])
def test_conformance_short_pools(seats, options):
    for seed in (seats * 11 + 1, seats * 11 + 2):
        run(Short(), seats, options, seed)


FULL = [(2, "two_colours"), (3, "neutral_pool_counts")]


@pytest.mark.parametrize("seats, options", FULL, ids=[f"{s}-{o}" for s, o in FULL])
def test_conformance_full_game(seats, options):
    run(GAME, seats, options, seats * 7 + 3, sample=2, fixed_junk=1)
