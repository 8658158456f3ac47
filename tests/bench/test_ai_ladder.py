"""``bench/ai.py``'s ladder bookkeeping: which seeds deal the matches, how results count.

``play_match`` is replaced by a stub (no search runs: the ladder's figures are the bench's
business, never a test's).
"""

from __future__ import annotations

from bench import ai


def test_matches_are_dealt_from_the_first_seed_on_and_the_sides_alternate(monkeypatch):
    dealt = []

    def stub(game_id, seats, sides, seed, scale, max_plies, times_ms):
        dealt.append((seed, tuple(sides)))
        return [sides.index("hard")] if seed % 4 else None  # every 4th deal a draw

    monkeypatch.setattr(ai, "play_match", stub)
    ladder = ai.run_ladder(games=4, scale=0.1, only=["genetess"], seats_only=2,
                           pairings=[("hard", "normal")], first_seed=2000)
    assert dealt == [(2000, ("hard", "normal")), (2001, ("normal", "hard")),
                     (2002, ("hard", "normal")), (2003, ("normal", "hard"))]
    (row,) = ladder.rows
    assert (row["wins"], row["undecided"], row["target"]) == (3.5, 1, 0.60)
    dealt.clear()
    ai.run_ladder(games=2, only=["genetess"], seats_only=2, pairings=[("hard", "normal")])
    assert [seed for seed, _ in dealt] == [1000, 1001]        # the default: the README's deals
