"""DNA (Icehouse)'s computer player (games/ai/dna_icehouse.py): its playouts."""

from __future__ import annotations

import random

from games import GAMES
from games.ai import PLAYERS

GAME, PLAYER = GAMES["dna-icehouse"], PLAYERS["dna-icehouse"]


def _random_finish(state, rng):
    seat = state["to_play"]
    while state["turn"] is not None and GAME.to_move(state) == [seat]:
        state = GAME.apply(state, seat, GAME.random_move(state, seat, rng))[0]
    return state


def test_a_playout_finishes_the_turn_in_progress_greedily_and_guesses_no_placement():
    """After a placement the playout plays the mover's own steps (mutate, score, capture) to
    the end of the turn, judged by the evaluation: over the turns of a game the mover ends
    them better off than random steps would leave it.  At the start of a turn it changes
    nothing (no placement is guessed)."""
    rng = random.Random(3)
    state = GAME.new_state(["ann", "bob"], None, 3)
    greedy = randomly = 0.0
    finished = 0
    for _ in range(150):
        seat = GAME.to_move(state)[0]
        if state["turn"] is None:
            assert PLAYER.playout(GAME, state, random.Random(1)) == state
        elif state["turn"]["placed"] and not state["turn"]["scored"]:
            after = PLAYER.playout(GAME, state, random.Random(1))
            assert after == PLAYER.playout(GAME, state, random.Random(1))  # same rng, same finish
            assert after["turn"] is None or GAME.to_move(after) != [seat]  # the turn is over
            finished += 1
            greedy += PLAYER.evaluate(GAME, after)[seat]
            randomly += PLAYER.evaluate(GAME, _random_finish(state, random.Random(1)))[seat]
        state = GAME.apply(state, seat, GAME.random_move(state, seat, rng))[0]
        if GAME.result(state) is not None:
            break
    assert finished >= 20 and greedy > randomly
