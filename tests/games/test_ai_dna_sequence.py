"""DNA (sequence)'s computer player (games/ai/dna_sequence.py): positions judged exactly
once the strands are short, and one determinization where nothing is hidden.
The solver itself is checked in test_ai_dna_sequence_solver.py."""

from __future__ import annotations

import random

from games import GAMES
from games.ai import PLAYERS

from ai_testkit import engine_value, root_evaluations

GAME, PLAYER = GAMES["dna-sequence"], PLAYERS["dna-sequence"]


def _position(rng, letters: str, low: int, high: int, options: str = "non_incremental"):
    """Two strands of ``low``–``high`` random ``letters``, the first seat to move."""
    state = GAME.new_state(["ann", "bob"], options, 1)
    state["strands"] = ["".join(rng.choice(letters) for _ in range(rng.randint(low, high)))
                        for _ in range(2)]
    return state


def test_a_position_within_reach_of_the_end_is_judged_exactly():
    """A position of at most ``SOLVE_LETTERS`` letters is judged by who wins it
    under perfect play (1, ½, 0 for the seat to move), as the solver says; one with more
    letters by its strands' lengths.  The old code judged every position by length (a
    reward strictly between 0 and 1) and left the end to its playouts."""
    from games.ai.dna_sequence import SOLVE_LETTERS
    from games.ai.dna_sequence_solver import solve

    rng = random.Random(7)
    for _ in range(20):
        state = _position(rng, "ACGT", 12, SOLVE_LETTERS // 2)
        verdict = solve(state["strands"][0], state["strands"][1], 3)
        assert PLAYER.evaluate(GAME, state) == [(verdict + 1) / 2, (1 - verdict) / 2]
    long = _position(rng, "ACGT", SOLVE_LETTERS // 2 + 1, SOLVE_LETTERS // 2 + 4)
    assert 0 < PLAYER.evaluate(GAME, long)[0] < 1


def test_a_seat_owing_its_first_chunk_is_judged_by_the_first_round_rules():
    """The first-round limit (rules §A move) is part of the exact judging: on short deals
    every move the search considers is legal in the engine, and where the seat to move can
    win, the search considers only chunks that win (checked by playing every line out
    in the engine; every chunk where it loses).  The old code left a seat owing its limited
    chunk to the lengths."""
    checked = 0
    for seed in range(40):
        state = GAME.new_state(["ann", "bob"], "length=7", seed)
        for seat in (0, 1):
            if GAME.result(state) is not None:
                break
            legal = GAME.legal_moves(state, seat)
            searched = PLAYER.moves(GAME, state, seat)
            assert set(searched) <= set(legal)
            values = {m: engine_value(GAME, GAME.apply(state, seat, m)[0], seat) for m in legal}
            best = max(values.values())
            if best == -1:
                assert searched == legal
            else:
                assert searched and all(values[m] == best for m in searched), (seed, seat)
            checked += len(searched) < len(legal)
            state = GAME.apply(state, seat, searched[0])[0]
    assert checked >= 10


def test_the_root_plays_a_winning_chunk_whenever_the_position_fits():
    """Where the whole position fits the solver and the seat to move can win, the search
    plays a winning chunk even on one iteration (the root searches only winning chunks)."""
    from games.ai.dna_sequence import SOLVE_LETTERS
    from games.ai.dna_sequence_solver import ranked
    from games.ai.search import Budget, ismcts

    rng = random.Random(11)
    wins = 0
    while wins < 12:
        state = _position(rng, "ACGT", SOLVE_LETTERS // 2 - 3, SOLVE_LETTERS // 2)
        values = ranked(state["strands"][0], state["strands"][1], 3)
        if max(values.values()) < 1 or min(values.values()) == 1:
            continue
        wins += 1
        pick = ismcts(GAME, PLAYER, GAME.view(state, 0), 0, dict(state["options"]),
                      Budget(iterations=1), random.Random(wins))
        assert values[pick] == 1, (state["strands"], pick)


def test_a_position_is_judged_once_per_move():
    """Nothing is hidden once the chunk rounds start, so every determinization is
    the same state; the root's one-step evaluation judged each move on two of them under a
    time budget."""
    state = GAME.new_state(["ann", "bob"], None, 5)
    judged, values = root_evaluations("dna-sequence", state)
    assert judged == len(values) == len(GAME.legal_moves(state, 0))


def test_hard_s_longer_search_keeps_the_winning_reply_it_found():
    """The cause.  Here (deal 98002, the first seat opened with TAA) 3 of the second
    seat's 23 first chunks win (TTA among them).  Without played-out leaves the search judged the strands'
    lengths 4–7 plies down, 6–10 plies before the game ends: at 60 iterations it picked the
    winning TTA, at hard's 130 (× 0.1 budgets) it drifted to the losing CTT on every seed, so
    hard's extra time was spent talking itself out of the win.  With the leaves that reach 36
    letters played out to the end, 130 iterations keep a winning reply."""
    from games.ai.dna_sequence_solver import ranked
    from games.ai.search import Budget, ismcts

    state = GAME.apply(GAME.new_state(["ann", "bob"], None, 98002), 0, "TAA")[0]
    values = ranked(state["strands"][1], state["strands"][0], 3, 2)
    assert values["CTT"] == -1  # the old pick at 130 iterations loses
    # No hidden part: every seed searches the same tree, so one seed shows it.
    pick = ismcts(GAME, PLAYER, GAME.view(state, 1), 1, dict(state["options"]),
                  Budget(iterations=130), random.Random(0))
    assert values[pick] == 1, pick


class Ticking:
    """A clock that moves ``step`` seconds each time it is read (deterministic time)."""

    def __init__(self, step: float):
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_a_long_budget_proves_a_winning_first_chunk():
    """The first chunk often decides the match, 10–12 plies before the end,
    where the tree judges by lengths.  With hard's full budget the first chunk is proved
    (``settle``) rather than guessed: in these deals 9 of 24, 2 of 27 and 3 of 22 first
    chunks win, and the proof plays one of them.  In a deal where every first chunk loses
    nothing is proved and the search decides, within the rest of the budget."""
    from games.ai import choose
    from games.ai.dna_sequence_solver import moves, solve
    from games.ai.search import Budget

    for seed in (90001, 90003, 3029285):
        state = GAME.new_state(["ann", "bob"], None, seed)
        mine, theirs = state["strands"]
        pick = PLAYER.settle(GAME, GAME.view(state, 0), 0, dict(state["options"]),
                             Budget(seconds=2.0, clock=Ticking(0.001)))
        m, t = moves(mine, theirs, 3, 1)[pick]
        assert solve(t, m, 3, 2) == -1, (seed, pick)  # the reply has no way out
        # ``choose`` asks for the proof before it searches.
        assert choose(GAME, GAME.view(state, 0), 0, dict(state["options"]), "hard", 1,
                      Budget(seconds=2.0, clock=Ticking(0.001))) == pick
    lost = GAME.new_state(["ann", "bob"], None, 90000)
    assert solve(lost["strands"][0], lost["strands"][1], 3, 1, 2) == -1
    assert PLAYER.settle(GAME, GAME.view(lost, 0), 0, dict(lost["options"]),
                         Budget(seconds=2.0, clock=Ticking(0.001))) is None


def test_a_proof_is_left_to_the_search_when_it_cannot_be_timed_or_afforded():
    """An iteration budget (tests, replays) must give the same move every time: nothing is
    proved and the search decides alone.  A budget too short for the position (normal's
    tenth, 50 ms, for a first chunk of 72 letters) proves nothing either; the same
    budget proves a short position."""
    from games.ai.search import Budget

    state = GAME.new_state(["ann", "bob"], None, 90001)
    view, options = GAME.view(state, 0), dict(state["options"])
    assert PLAYER.settle(GAME, view, 0, options, Budget(iterations=10_000)) is None
    assert PLAYER.settle(GAME, view, 0, options, Budget(seconds=0.05, clock=Ticking(0))) is None
    from games.ai.dna_sequence_solver import ranked

    rng = random.Random(3)
    while True:  # a won position of 44–48 letters
        short = _position(rng, "ACGT", 22, 24)
        values = ranked(short["strands"][0], short["strands"][1], 3)
        if max(values.values()) == 1 and min(values.values()) < 1:
            break
    pick = PLAYER.settle(GAME, GAME.view(short, 0), 0, dict(short["options"]),
                         Budget(seconds=0.05, clock=Ticking(0)))
    assert values[pick] == 1


def test_only_hard_knows_the_end():
    """With every level judging the end exactly, normal found the winning first
    chunk as often as hard at the full budgets and the deal alone decided the 16 matches;
    now only hard proves and judges exactly (``EXACT_LEVELS``), the other levels judge by
    length.  Random and easy drew their moves from the same ``moves``, which on a short
    position offered only the winning chunks: random played the end perfectly (the old
    code never picked a losing chunk here)."""
    from games.ai import choose
    from games.ai.dna_sequence_solver import ranked
    from games.ai.search import Budget

    rng = random.Random(5)
    while True:  # a short position where some chunks win and more lose
        state = _position(rng, "ACGT", 12, 14)
        values = ranked(state["strands"][0], state["strands"][1], 3)
        if max(values.values()) == 1 and sum(v < 1 for v in values.values()) >= 3:
            break
    view, options = GAME.view(state, 0), dict(state["options"])
    normal, hard = PLAYER.for_level("normal"), PLAYER.for_level("hard")
    assert hard is PLAYER
    assert sorted(normal.moves(GAME, state, 0)) == sorted(GAME.legal_moves(state, 0))
    assert 0 < normal.evaluate(GAME, state)[0] < 1          # by length
    assert hard.evaluate(GAME, state)[0] == 1                # won, exactly
    assert normal.settle(GAME, view, 0, options, Budget(seconds=2.0, clock=Ticking(0))) is None
    assert values[hard.settle(GAME, view, 0, options, Budget(seconds=2.0, clock=Ticking(0)))] == 1
    random_picks = {choose(GAME, view, 0, options, "random", seed) for seed in range(40)}
    assert any(values[m] < 1 for m in random_picks)
