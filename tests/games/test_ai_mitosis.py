"""Mitosis' computer player (games/ai/mitosis.py): where its search judges a leaf."""

from __future__ import annotations

import random

import games.ai.search as search
from games import GAMES
from games.ai import PLAYERS
from games.ai.search import Budget, ismcts

GAME, PLAYER = GAMES["mitosis"], PLAYERS["mitosis"]


def _splitting_position(seed: int) -> dict:
    """A position of the splitting phase after random play, seat 0 to move."""
    rng = random.Random(seed)
    state = GAME.new_state(["ann", "bob"], None, seed)
    while not (state["phase"] == "splitting" and GAME.to_move(state) == [0]
               and state["moves_made"][0] >= 6):
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.random_move(state, seat, rng))[0]
    assert GAME.result(state) is None
    return state


def test_every_leaf_is_judged_with_the_searching_seat_to_move(monkeypatch):
    """The tree has no depth cap and its leaves were judged after six random steps
    whatever their depth, so after either seat's move; the mobility margin swings with the
    side to move by more than moves differ, and the longer search (hard) judged more of its
    deepest subtrees at the other parity and lost to normal at the full budgets.  Now every
    leaf is judged with the searching seat to move (or the game over)."""
    movers = []
    searching = []
    real_one_ply, real_evaluate = search.one_ply, type(PLAYER).evaluate

    def root_then_leaves(*args, **kwargs):
        values = real_one_ply(*args, **kwargs)
        searching.append(True)       # the root's one-step values are judged: leaves follow
        return values

    def recording(self, game, state):
        if searching:
            movers.append(tuple(game.to_move(state)))
        return real_evaluate(self, game, state)

    monkeypatch.setattr(search, "one_ply", root_then_leaves)
    monkeypatch.setattr(type(PLAYER), "evaluate", recording)
    for seed in (3, 4):
        state = _splitting_position(seed)
        ismcts(GAME, PLAYER, GAME.view(state, 0), 0, dict(state["options"]),
               Budget(iterations=150), random.Random(seed))
        searching.clear()
    assert len(movers) >= 250
    assert all(m == (0,) for m in movers), \
        f"{sum(m == (1,) for m in movers)} of {len(movers)} leaves judged with the opponent to move"
