"""Mitosis' computer player (games/ai/mitosis.py): where its search judges a leaf, what it
guesses of Clone's active cells, and hard's fitted evaluation."""

from __future__ import annotations

import json
import random

import pytest

import games.ai.search as search
from games import GAMES
from games.ai import PLAYERS, choose
from games.ai.mitosis import EVAL_FILE, FEATURES, features, fitted_weights
from games.ai.player import share
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


def _board_state(board: dict[str, str], turn: int = 0) -> dict:
    """A splitting-phase state of two seats (red, blue; no anomalies) with ``board``."""
    state = GAME.new_state(["ann", "bob"], None, 1)
    state.update(board=dict(board), colours=["red", "blue"], phase="splitting", turn=turn)
    return state


def test_features_count_splits_live_cells_room_and_the_splits_the_opponent_cannot_block():
    """Red on E5 and blue on E7 each have three free splits from one live cell reaching six
    empty cells; E6 is in both reaches, so each has two splits the other cannot block; A1
    (red) has no split and adds nothing."""
    state = _board_state({"E5": "red", "E7": "blue", "A1": "red"})
    assert FEATURES == ("splits", "live", "room", "safe", "to_move")
    assert features(state)[0] == [3.0, 1.0, 6.0, 2.0, 1.0]
    assert features(state)[1] == [3.0, 1.0, 6.0, 2.0, 0.0]
    alone = _board_state({"E5": "red", "A1": "blue"}, turn=1)
    assert features(alone)[0] == [3.0, 1.0, 6.0, 3.0, 0.0]
    assert features(alone)[1] == [0.0, 0.0, 0.0, 0.0, 1.0]


def test_the_fitted_table_favours_room_to_split_and_says_how_it_was_made():
    """The table hard plays with weighs every feature and names the command that made it; by
    it, a seat whose cell can still split (E5: three splits, none blockable) leads one whose
    cells cannot (A1, A5), whoever is to move."""
    table = json.loads(EVAL_FILE.read_text(encoding="utf-8"))["plain"]
    assert set(table["weights"]) == set(FEATURES)
    assert table["command"].startswith("python -m bench.mitosis_eval")
    weights = fitted_weights("plain")
    for turn in (0, 1):
        red, blue = features(_board_state({"E5": "red", "A1": "red", "A5": "blue"}, turn))
        assert sum(w * (r - b) for w, r, b in zip(weights, red, blue, strict=True)) > 0


def test_only_hard_judges_by_the_fitted_evaluation():
    """Hard's player (``sharpened``) evaluates with the fitted table (without clone); the
    player every other level uses keeps the mobility margin (splits / 3 through ``share``)."""
    state = _board_state({"E5": "red", "E7": "blue", "A1": "red", "A5": "blue", "I1": "red"})
    plain = PLAYER.evaluate(GAME, state)
    assert plain == share([3 / 3.0, 3 / 3.0])
    sharp = PLAYER.sharpened()
    assert sharp.fitted and not PLAYER.fitted
    weights = fitted_weights("plain")
    z = [sum(w * f for w, f in zip(weights, mine, strict=True)) for mine in features(state)]
    assert sharp.evaluate(GAME, state) == share(z)
    assert sharp.evaluate(GAME, state) != plain
    # With clone hard keeps the margin (the clone fit predicted no better).
    state["options"] = dict(state["options"], clone=True)
    state["active"] = [["E5", "A1", "I1"], ["E7", "A5"]]
    assert sharp.evaluate(GAME, state) == PLAYER.evaluate(GAME, state)


@pytest.mark.parametrize("level,fitted", [("hard", True), ("baseline", False),
                                          ("normal", False), ("easy", False)])
def test_the_levels_search_with_their_own_evaluation(monkeypatch, level, fitted):
    seen = set()
    real = type(PLAYER).evaluate

    def recording(self, game, state):
        seen.add(self.fitted)
        return real(self, game, state)

    monkeypatch.setattr(type(PLAYER), "evaluate", recording)
    state = _splitting_position(3)
    choose(GAME, GAME.view(state, 0), 0, dict(state["options"]), level, 1,
           Budget(iterations=20))
    assert seen == {fitted}
