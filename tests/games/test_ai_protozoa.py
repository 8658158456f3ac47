"""Protozoa's computer player (games/ai/protozoa.py): the moves it searches."""

from __future__ import annotations

import random

from games import GAMES
from games.ai import PLAYERS
from games.protozoa import NEIGHBOURS


def _isolated(state, move: str) -> bool:
    words = move.split()
    return words[0] == "place" and not any(n in state["board"] for n in NEIGHBOURS[words[2]])


def test_placements_with_no_piece_around_are_searched_as_one_move():
    """Such a piece dies in its own turn's cull and counts for nobody: all of them are one
    pass-like move, kept once; every other legal move is searched."""
    game, player = GAMES["protozoa"], PLAYERS["protozoa"]
    rng = random.Random(4)
    state = game.new_state(["ann", "bob"], None, 4)
    for ply in range(12):
        seat = game.to_move(state)[0]
        legal = game.legal_moves(state, seat)
        searched = player.moves(game, state, seat)
        assert set(searched) <= set(legal)
        assert [m for m in legal if not _isolated(state, m)] == [m for m in searched if not _isolated(state, m)]
        assert sum(_isolated(state, m) for m in searched) == min(1, sum(_isolated(state, m) for m in legal))
        if ply == 0:        # four smalls in the centre: most of the board is out of reach
            assert len(searched) < len(legal) / 2
        state = game.apply(state, seat, game.random_move(state, seat, rng))[0]
        if game.result(state) is not None:
            break
