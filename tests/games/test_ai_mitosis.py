"""Mitosis' computer player (games/ai/mitosis.py): where its search judges a leaf."""

from __future__ import annotations

import itertools
import random
import time

import pytest

import games.ai
import games.ai.search as search
from games import GAMES
from games.ai import PLAYERS, choose
from games.ai.mitosis import WON, Splits
from games.ai.search import Budget, ismcts
from games.mitosis import free_splits

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


def _after_opponent_split(seed: int, options: str = "clone") -> dict:
    """A clone position of the splitting phase right after seat 1's split (its secret step
    taken), seat 0 to move, after random play."""
    rng = random.Random(seed)
    while True:
        state = GAME.new_state(["ann", "bob"], options, seed)
        while GAME.result(state) is None:
            seat = GAME.to_move(state)[0]
            state = GAME.apply(state, seat, GAME.random_move(state, seat, rng))[0]
            last = state["last"]
            if state["phase"] == "splitting" and GAME.to_move(state) == [0] and \
                    last["kind"] == "split" and last["by"] == 1 and state["moves_made"][1] >= 7:
                return state
        seed += 1000


def test_hard_infers_one_active_cell_from_the_opponents_last_split():
    """Right after a clone split exactly one of its new cells is active (rules §Anomalies):
    hard's guesses (``infers``) always hold that, and never the other new cells; the guess
    without inference (every other level, and baseline) often does not."""
    for seed in range(6):
        state = _after_opponent_split(seed)
        view, options = GAME.view(state, 0), dict(state["options"])
        fresh = set(state["last"]["cells"]) & {c for c, v in state["board"].items()
                                                 if v == state["colours"][1]}
        rng = random.Random(seed)
        for _ in range(40):
            guess = PLAYER.determinize(GAME, view, 0, options, rng)["active"][1]
            assert len(fresh & set(guess)) == 1
            assert not set(guess) - {c for c, v in state["board"].items() if v == state["colours"][1]}
    blind = PLAYER.without_inference()
    misses = 0
    for seed in range(6):
        state = _after_opponent_split(seed)
        view, options = GAME.view(state, 0), dict(state["options"])
        fresh = set(state["last"]["cells"])
        rng = random.Random(seed)
        misses += sum(len(fresh & set(blind.determinize(GAME, view, 0, options, rng)["active"][1]))
                      != 1 for _ in range(40))
    assert misses > 40


def test_the_inferred_guess_prefers_the_new_cell_that_can_split_again():
    """Of a split's new cells, the one with more free splits is guessed active more often."""
    for seed in range(6):
        state = _after_opponent_split(seed)
        view, options = GAME.view(state, 0), dict(state["options"])
        fresh = [c for c in state["last"]["cells"] if state["board"].get(c) == state["colours"][1]]
        room = {c: len(free_splits(state["board"], c)) for c in fresh}
        if len(fresh) < 2 or len(set(room.values())) < 2:
            continue
        rng = random.Random(seed)
        guesses = [PLAYER.determinize(GAME, view, 0, options, rng)["active"][1]
                   for _ in range(300)]
        picks = [c for guess in guesses for c in fresh if c in guess]
        roomy = max(fresh, key=room.get)
        assert picks.count(roomy) > 300 / len(fresh)
        return
    raise AssertionError("no position had new cells of unequal room")


def test_the_inferred_guess_names_the_true_actives_more_often_after_searched_play():
    """On positions of a match played by the search (clone), hard's guess (``infers``) names
    more of the opponent's true active cells than the guess without inference."""
    from games.ai import play_turn

    positions = []
    for seed in (5, 6):
        state = GAME.new_state(["ann", "bob"], "clone", seed)
        while GAME.result(state) is None:
            seat = GAME.to_move(state)[0]
            state = play_turn(GAME, state, seat, "normal", seed + state["ply"],
                              Budget(iterations=30))[1]
            last = state["last"]
            if GAME.result(state) is None and state["phase"] == "splitting" and \
                    last["kind"] == "split" and \
                    state["moves_made"][last["by"]] > state["placed"][last["by"]]:
                positions.append((state, GAME.to_move(state)[0]))
    assert len(positions) >= 20

    def named(player):
        rng, hits = random.Random(3), 0
        for state, seat in positions:
            view, true = GAME.view(state, seat), set(state["active"][1 - seat])
            options = dict(state["options"])
            hits += sum(len(true & set(player.determinize(GAME, view, seat, options, rng)
                                       ["active"][1 - seat])) for _ in range(10))
        return hits

    assert named(PLAYER) > 1.1 * named(PLAYER.without_inference())


@pytest.mark.parametrize("level,prior", [("hard", 8), ("baseline", 3), ("normal", 3)])
def test_only_hard_weighs_the_root_evaluation_as_eight_visits(monkeypatch, level, prior):
    """Hard's root moves start from their one-ply evaluation worth ``sharp_prior_visits`` (8)
    visits; baseline and normal keep the default 3."""
    seen = set()
    real = search.one_ply

    def recording(game, player, *args, **kwargs):
        seen.add(player.prior_visits)
        return real(game, player, *args, **kwargs)

    monkeypatch.setattr(search, "one_ply", recording)
    state = _splitting_position(3)
    choose(GAME, GAME.view(state, 0), 0, dict(state["options"]), level, 1, Budget(iterations=20))
    assert seen == {prior}


def _late_position(seed: int, before: int) -> dict | None:
    """The splitting position ``before`` splits before the end of a random match (no anomaly),
    or ``None`` when the match had fewer."""
    rng = random.Random(seed)
    state = GAME.new_state(["ann", "bob"], None, seed)
    seen = []
    while GAME.result(state) is None:
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.random_move(state, seat, rng))[0]
        if state["phase"] == "splitting" and GAME.result(state) is None:
            seen.append(state)
    return seen[-before] if len(seen) >= before else None


def _engine_value(state: dict) -> int:
    """+1 when the seat to move wins against best play, −1 when it loses: exhaustive minimax
    through the engine's own ``apply`` (its rules, not ``Splits``')."""
    seat = GAME.to_move(state)[0]
    best = -1
    for move in GAME.legal_moves(state, seat):
        after = GAME.apply(state, seat, move)[0]
        result = GAME.result(after)
        value = (1 if seat in result["winners"] else -1) if result is not None \
            else -_engine_value(after)
        best = max(best, value)
        if best == 1:
            break
    return best


def test_the_alphabeta_proves_the_ends_the_engine_plays_out():
    """``Splits`` searched to the end says who wins as exhaustive play through the engine does,
    and its first split keeps that value (a win is played as a win)."""
    checked = 0
    for seed in range(12):
        state = _late_position(seed, 4)
        if state is None:
            continue
        seat = GAME.to_move(state)[0]
        me, you = state["colours"][seat], state["colours"][1 - seat]
        value, _, order = Splits(state["board"], False, False, time.process_time).best(me, you)
        assert abs(value) > WON - 30, "the search must reach every end"
        truth = _engine_value(state)
        assert (value > 0) == (truth > 0), f"seed {seed}"
        parent, targets = order[0]
        after = GAME.apply(state, seat, " ".join(targets))[0]
        if truth > 0:
            result = GAME.result(after)
            assert (result is not None and seat in result["winners"]) or _engine_value(after) < 0
        checked += 1
    assert checked >= 8


def test_a_win_is_taken_at_once():
    """Where one split leaves the opponent without a split, that split is the pick (value
    ``WON − 1``), not a longer win."""
    found = 0
    for seed in range(40):
        state = _late_position(seed, 1)
        if state is None:
            continue
        seat = GAME.to_move(state)[0]
        winning = [m for m in GAME.legal_moves(state, seat)
                   if (GAME.result(GAME.apply(state, seat, m)[0]) or {}).get("winners") == [seat]]
        if not winning:
            continue
        me, you = state["colours"][seat], state["colours"][1 - seat]
        value, depth, order = Splits(state["board"], False, False, time.process_time).best(me, you)
        assert (value, depth) == (WON - 1, 1)
        assert " ".join(order[0][1]) in winning
        found += 1
    assert found >= 3


def test_the_alphabeta_stops_at_its_deadline_with_the_last_finished_depth():
    """A deadline (here in clock readings, one every 32 nodes) cuts the iterative deepening
    short: the pick is a legal split of the deepest search that judged a move, and a later
    deadline searches deeper."""
    state = _splitting_position(3)
    me, you = state["colours"][0], state["colours"][1]
    depths = []
    for deadline in (30, 300):
        ticks = itertools.count()
        search = Splits(state["board"], False, False, ticks.__next__, deadline=deadline)
        value, depth, order = search.best(me, you)
        assert abs(value) < WON - 100
        assert sorted(" ".join(t) for _, t in order) == sorted(GAME.legal_moves(state, 0))
        assert search.nodes <= 32 * (deadline + 2)
        depths.append(depth)
    assert 1 <= depths[0] < depths[1]


@pytest.mark.parametrize("level", ["hard", "baseline", "normal"])
def test_only_hard_splits_by_alphabeta_and_only_where_nothing_is_hidden(monkeypatch, level):
    """Hard's splits without clone come from ``Splits`` on a time budget (the search is not
    asked); baseline and normal search as before; with clone, in the placing phase, or on an
    iteration budget hard searches too."""
    asked = []
    real = search.ismcts

    def recording(*args, **kwargs):
        asked.append(True)
        return real(*args, **kwargs)

    monkeypatch.setattr(games.ai, "ismcts", recording)
    state = _splitting_position(3)
    view, options = GAME.view(state, 0), dict(state["options"])
    timed = Budget(seconds=0.05, clock=time.process_time)
    move = choose(GAME, view, 0, options, level, 1, timed)
    assert move in GAME.legal_moves(state, 0)
    assert asked == ([] if level == "hard" else [True])
    asked.clear()
    choose(GAME, view, 0, options, level, 1, Budget(iterations=20))
    clone = _after_opponent_split(3)
    choose(GAME, GAME.view(clone, 0), 0, dict(clone["options"]), level, 1, timed)
    placing = GAME.new_state(["ann", "bob"], None, 3)
    while placing["phase"] != "placing":
        seat = GAME.to_move(placing)[0]
        placing = GAME.apply(placing, seat, GAME.random_move(placing, seat, random.Random(1)))[0]
    seat = GAME.to_move(placing)[0]
    choose(GAME, GAME.view(placing, seat), seat, dict(placing["options"]), level, 1, timed)
    assert asked == [True] * 3


def test_a_leaf_counts_a_split_the_opponent_cannot_take_away_twice():
    """The alpha-beta's leaf is the margin of free splits plus the margin of safe splits (no
    target cell any split of the other seat fills), / 3: of equal margins of free splits,
    the position whose splits the opponent cannot block is worth more."""
    mine = [("E5", ("E4", "E6")), ("B2", ("A1", "C3"))]
    contested = [("B3", ("A2", "C4")), ("D3", ("C3", "E4"))]   # fills C3 and E4: both ours
    apart = [("B3", ("A2", "C4")), ("G7", ("F6", "H8"))]      # fills none of our targets
    assert Splits.leaf(mine, contested) == pytest.approx((2 - 2 + 0 - 1) / 3)
    assert Splits.leaf(mine, apart) == pytest.approx((2 - 2 + 2 - 2) / 3)
    assert Splits.leaf(contested, mine) == -Splits.leaf(mine, contested)
    state = _splitting_position(3)
    me, you = state["colours"][0], state["colours"][1]
    search = Splits(state["board"], False, False, time.process_time)
    assert search.negamax(me, you, 0, -WON, WON) == \
        Splits.leaf(search.splits(me), search.splits(you))
