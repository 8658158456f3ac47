"""Genetess computer seats and walls they cannot know of (rules §13, G5).

The computer decides from its seat's view (``games.ai``), and what it may try is judged on
the walls its seat knows of: with a wall changed out of its sight, every level plays the
same order, whether its pick is played, refused and picked again, or falls back to the
engine's random move (``games.ai.play_turn``).
"""

from __future__ import annotations

import pytest
from test_genetess import G, position

from games import ai
from games import genetess_board as board
from games.ai.search import Budget
from games.genetess import visible_squares

#: The computer (seat 0): King B2, two pieces that reach out of its sight; Bob far away.
PIECES = {"B2": (0, "K"), "C6": (0, "ABBB"), "C4": (0, "ABBCC"), "I9": (1, "K"),
          "H3": (1, "AB")}
LEVELS = ("random", "easy", "normal", "hard")


def unseen_squares(state, seat: int) -> list[str]:
    """Empty floor squares out of ``seat``'s sight, and unseen interior walls (A1 order)."""
    seen = visible_squares(state, seat)
    return [sq for sq in board.all_squares(state) if sq not in seen
            and not board.is_wall(state, sq) and sq not in state["pieces"]]


def toggled(state, square: str):
    """A copy of ``state`` with an interior wall more or less on ``square`` (nobody sees it)."""
    twin = G.copy_state(state)
    twin["inner"] = sorted(set(twin["inner"]) ^ {square}, key=board.scan_key)
    return twin


def on_the_way(state, seat: int, move: str) -> list[str]:
    """The squares out of ``seat``'s sight that ``move`` (a MOVE) steps on, in order."""
    unseen, out = set(unseen_squares(state, seat)), []
    if move.startswith("MOVE "):
        _, square, steps = move.split()
        for direction in steps.split("-"):
            square = board.square_name(*board.step(square, direction))
            if square in unseen:
                out.append(square)
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_the_same_order_with_a_hidden_wall_changed(level):
    # The wall goes where it matters: on the way of the order the level plays, out of sight
    # (a seat playing on the truth would see it refused and pick again), and elsewhere.
    state = position(PIECES)
    budget = Budget(iterations=8) if level in ("normal", "hard") else None
    others = unseen_squares(state, 0)
    on_path = 0
    for seed in range(3 if budget else 8):
        mine = ai.play_turn(G, state, 0, level, seed, budget)[0]
        way = on_the_way(state, 0, mine)
        on_path += bool(way)
        for square in way[:1] + [others[seed * 7 % len(others)]]:
            theirs = ai.play_turn(G, toggled(state, square), 0, level, seed, budget)[0]
            assert mine == theirs, (level, square, seed)
    assert on_path, "no order of this level went out of sight: nothing was tested"


def test_the_fallback_random_move_is_drawn_from_what_the_seat_knows(monkeypatch):
    # Every pick refused (a move the rules never allow): play_turn falls back to the engine's
    # random move, which must not depend on a wall the seat could not know of.
    monkeypatch.setattr(ai, "move_for", lambda *args, **kwargs: "MOVE A1 N")
    state = position(PIECES)
    tested = 0
    for seed in range(30):
        mine = ai.play_turn(G, state, 0, "easy", seed)[0]
        for square in on_the_way(state, 0, mine)[:1]:
            assert ai.play_turn(G, toggled(state, square), 0, "easy", seed)[0] == mine, \
                (square, seed)
            tested += 1
    assert tested >= 5
