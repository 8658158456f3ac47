"""DNA (sequence)'s computer player (games/ai/dna_sequence.py): leaves played out perfectly
once the strands are short (issue 36), and one determinization where nothing is hidden."""

from __future__ import annotations

import random

from games import GAMES
from games.ai import PLAYERS

from ai_testkit import root_evaluations

GAME, PLAYER = GAMES["dna-sequence"], PLAYERS["dna-sequence"]


def _engine_value(state, seat) -> int:
    """``seat``'s result under perfect play, every line played out in the engine itself."""
    result = GAME.result(state)
    if result is not None:
        winners = result["winners"]
        return 1 if winners == [seat] else (0 if seat in winners else -1)
    mover = GAME.to_move(state)[0]
    values = [_engine_value(GAME.apply(state, mover, m)[0], seat)
              for m in GAME.legal_moves(state, mover)]
    return max(values) if mover == seat else min(values)


def _position(rng, letters: str, low: int, high: int, options: str = "non_incremental"):
    """Two strands of ``low``–``high`` random ``letters``, the first seat to move."""
    state = GAME.new_state(["ann", "bob"], options, 1)
    state["strands"] = ["".join(rng.choice(letters) for _ in range(rng.randint(low, high)))
                        for _ in range(2)]
    return state


def test_the_solver_agrees_with_every_line_played_out_in_the_engine():
    """``solve`` re-implements the rules for two seats (leftmost-first removal, both strands
    cut, out below the chunk size, the longer strand winning when both go out at once): on
    positions small enough to play every line in the engine, it gives the engine's result,
    wins, ties and losses alike."""
    from games.ai.dna_sequence import solve

    rng = random.Random(36)
    seen = set()
    for letters in ("AC", "ACG", "ACGT"):
        for _ in range(20):
            state = _position(rng, letters, 3, 9)
            expected = _engine_value(state, 0)
            assert solve(state["strands"][0], state["strands"][1], 3) == expected, state["strands"]
            seen.add(expected)
    assert seen == {-1, 0, 1}


def test_a_leaf_within_reach_of_the_end_is_played_out_perfectly():
    """A leaf of at most ``SOLVE_LETTERS`` letters past the first round is played to the end
    with the solver's moves: the game is over and the seat to move at the leaf won, tied or
    lost as ``solve`` says.  A leaf with more letters, or a seat still owing its limited
    first chunk, is left to the evaluation unchanged."""
    from games.ai.dna_sequence import SOLVE_LETTERS, solve

    rng = random.Random(7)
    for _ in range(20):
        state = _position(rng, "ACGT", 8, SOLVE_LETTERS // 2)
        verdict = solve(state["strands"][0], state["strands"][1], 3)
        end = PLAYER.playout(GAME, state, random.Random(1))
        winners = GAME.result(end)["winners"]
        assert (1 if winners == [0] else 0 if 0 in winners else -1) == verdict
    long = _position(rng, "ACGT", SOLVE_LETTERS // 2 + 1, SOLVE_LETTERS // 2 + 4)
    assert PLAYER.playout(GAME, long, random.Random(1)) == long
    first_round = GAME.new_state(["ann", "bob"], "length=12", 3)
    assert PLAYER.playout(GAME, first_round, random.Random(1)) == first_round


def test_a_position_is_judged_once_per_move():
    """Issue 36: nothing is hidden once the chunk rounds start, so every determinization is
    the same state; the root's one-step evaluation judged each move on two of them under a
    time budget."""
    state = GAME.new_state(["ann", "bob"], None, 5)
    judged, values = root_evaluations("dna-sequence", state)
    assert judged == len(values) == len(GAME.legal_moves(state, 0))


def test_hard_s_longer_search_keeps_the_winning_reply_it_found():
    """Issue 36: the cause.  Here (deal 98002, the first seat opened with TAA) 3 of the second
    seat's 23 first chunks win (TTA among them).  Without played-out leaves the search judged the strands'
    lengths 4–7 plies down, 6–10 plies before the game ends: at 60 iterations it picked the
    winning TTA, at hard's 130 (× 0.1 budgets) it drifted to the losing CTT on every seed, so
    hard's extra time was spent talking itself out of the win.  With the leaves that reach 36
    letters played out to the end, 130 iterations keep a winning reply."""
    from games.ai.dna_sequence import _after
    from games.ai.search import Budget, ismcts

    state = GAME.apply(GAME.new_state(["ann", "bob"], None, 98002), 0, "TAA")[0]
    mine, theirs = state["strands"][1], state["strands"][0]
    assert _after(mine, theirs, "CTT", 3) == -1  # the old pick at 130 iterations loses
    # No hidden part: every seed searches the same tree, so one seed shows it.
    pick = ismcts(GAME, PLAYER, GAME.view(state, 1), 1, dict(state["options"]),
                  Budget(iterations=130), random.Random(0))
    assert _after(mine, theirs, pick, 3) == 1, pick
