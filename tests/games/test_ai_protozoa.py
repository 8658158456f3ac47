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


def test_the_evaluation_recounts_only_the_colours_the_next_cull_thins():
    """The evaluation skips a colour's second group count when none of its pieces
    dies in the next cull; its values stay those of the definition (``STABLE`` × the
    surviving colony + the rest × the colony on the board) on every position of random play."""
    from games.ai.player import share
    from games.ai.protozoa import STABLE
    from games.protozoa import cull, largest_group

    game, player = GAMES["protozoa"], PLAYERS["protozoa"]
    checked = thinned = 0
    for seed in range(3):
        rng = random.Random(seed)
        state = game.new_state(["ann", "bob"], None, seed)
        while game.result(state) is None and state["ply"] < 80:
            board = state["board"]
            dying = cull(board)
            stable = {sq: p for sq, p in board.items() if sq not in dying}
            pips = [STABLE * largest_group(stable, c)[0] + (1 - STABLE) * largest_group(board, c)[0]
                    for c in state["colours"]]
            assert player.evaluate(game, state) == share([p / 3.0 for p in pips])
            checked += 1
            thinned += bool(dying)
            seat = game.to_move(state)[0]
            state = game.apply(state, seat, game.random_move(state, seat, rng))[0]
    assert checked > 100 and thinned >= 3      # both branches ran



def test_four_times_the_iterations_change_the_pick_where_a_deeper_look_shows_more():
    """At a tenth of the budgets normal runs about 6 iterations and hard 24 over
    40–70 moves.  Counting the one-ply prior's visits in the pick, with UCB1's 0.7 spreading
    every iteration over moves not yet looked at, hard's pick was normal's in all of these
    ten positions (random play, every 7th step): hard was normal thinking four times longer.
    Now the extra iterations look below the best few moves, and the pick changes in some."""
    game, player = GAMES["protozoa"], PLAYERS["protozoa"]
    from games.ai.search import Budget, ismcts

    positions = []
    for seed in range(50000, 50010):
        rng = random.Random(seed)
        state = game.new_state(["ann", "bob"], None, seed)
        for ply in range(60):
            if game.result(state) is not None or len(positions) == 10:
                break
            seat = game.to_move(state)[0]
            if ply % 7 == 3:
                positions.append((state, seat))
            state = game.apply(state, seat, game.random_move(state, seat, rng))[0]
    changed = 0
    for state, seat in positions:
        view, options = game.view(state, seat), dict(state["options"])
        normal, hard = (ismcts(game, player, view, seat, options, Budget(iterations=n),
                               random.Random(0)) for n in (6, 24))
        changed += normal != hard
    assert len(positions) == 10 and changed >= 3


#: Hard (seat 0, ann) against baseline, first seed 5 at × 0.1: from the 16th turn on each
#: placed a piece the next cull took, and the board came back every two turns to the 300th.
CYCLE = ["mutate e4 up", "place 1 e6", "place 1 d3", "place 1 d5", "place 2 e4", "mutate d4 up",
         "place 2 e3", "place 2 c4", "place 2 d3", "mutate d5 up", "place 1 e5", "place 3 d4",
         "place 2 c3", "place 3 e2", "place 3 d3", "place 3 f3", "place 2 e4", "place 3 f3"]


def test_hard_leaves_out_the_move_that_brings_back_its_own_last_board():
    """In a cycle of two turns hard's ``root_moves`` drop the placement that repeats the board
    its last move left (rebuilt from the view: the culled pieces put back, the opponent's
    placement taken off), and nothing else; the other levels keep it."""
    from games.ai.protozoa import previous_board

    game, player = GAMES["protozoa"], PLAYERS["protozoa"]
    state = game.new_state(["ann", "bob"], None, 5)
    boards = []
    for move in CYCLE:
        state = game.apply(state, game.to_move(state)[0], move)[0]
        boards.append(state["board"])
    assert boards[-1] == boards[-3] and game.to_move(state) == [0]
    view = game.view(state, 0)
    assert previous_board(view, 0) == boards[-2]
    assert previous_board(game.view(state, 1), 1) is None    # its own move was the last
    moves = player.moves(game, state, 0)
    assert player.root_moves(game, view, state, 0, moves) == moves
    kept = player.sharpened().root_moves(game, view, state, 0, moves)
    assert "place 2 e4" in moves and "place 2 e4" not in kept
    assert all(game.apply(state, 0, m)[0]["board"] != boards[-2] for m in kept)
    assert [m for m in moves if m not in kept] == \
        [m for m in moves if game.apply(state, 0, m)[0]["board"] == boards[-2]]


def test_hard_repeats_a_board_when_every_move_would():
    """A repeat is left out only while another move is open."""
    game, player = GAMES["protozoa"], PLAYERS["protozoa"].sharpened()
    state = game.new_state(["ann", "bob"], None, 5)
    for move in CYCLE:
        state = game.apply(state, game.to_move(state)[0], move)[0]
    assert player.root_moves(game, game.view(state, 0), state, 0, ["place 2 e4"]) == ["place 2 e4"]
