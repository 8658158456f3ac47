"""Genetess' public game-over image is titled as the final board, not as a game-master's view;
a game-master's full view of a running match keeps its title."""

from __future__ import annotations

from games import get_game
from render.genetess import viewer_title

G = get_game("genetess")


def _bid(state):
    state, _ = G.apply(state, 0, "BID start 1 K1")
    state, _ = G.apply(state, 1, "BID")
    return state


def test_the_public_game_over_view_is_the_final_board():
    state = _bid(G.new_state(["alice", "bob"], "map=duel start_energy=30", seed=3))
    over, _ = G.resign(state, 1)
    public = G.view(over)            # every view is the full board once the game is over
    assert "starts_of" in public
    assert viewer_title(public, None) == "Final board"


def test_a_game_masters_full_view_of_a_running_match():
    running = _bid(G.new_state(["alice", "bob"], "map=duel start_energy=30", seed=3))
    assert viewer_title(G.full_view(running), None) == "Full board (game-master)"
    assert viewer_title(G.view(running), None) == "Spectator view"
