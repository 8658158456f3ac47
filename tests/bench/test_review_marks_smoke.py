"""The review's marks, a small count: in every game, of 2 hard–random matches at
least one has a ply of random's marked a mistake or blunder, and hard's plies are marked less
often than random's.  Not both: a Genetess match that hard ends in 8 plies of random's may
have none the review's 8 iterations call a mistake (first seed 901, hard second, after the
change to bidding).  ``petri bench --review`` runs the full 20 matches per game."""

from __future__ import annotations

import pytest

from bench.review import GAMES_2, marks


@pytest.mark.parametrize("game_id", GAMES_2)
def test_random_is_marked_and_hard_less(game_id):
    found = marks(game_id, 2, 1.0, 120, first_seed=900, iterations=8)
    assert found["random_flagged"] >= 0.5, found
    assert found["hard_rate"] < found["random_rate"], found
