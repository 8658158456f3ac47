"""Hints and reviews from the computer: what they say depends on the seat's view
alone (non-interference), a winning move is called one, and reviews label drops."""

from __future__ import annotations

import json
import random

import pytest

from games import GAMES
from games.ai import move_for
from games.ai.advice import DETAILS, THRESHOLDS, advise, label, review
from games.ai.search import Budget
from games.lessons import find
from tests.games.test_ai import random_positions
from tests.games.test_ai_honesty import hide_genetess, hide_mitosis, move_genetess_unseen

BUDGET = Budget(iterations=30)


@pytest.mark.parametrize("game_id,options,hide", [
    ("genetess", None, hide_genetess), ("genetess", None, move_genetess_unseen),
    ("mitosis", "clone", hide_mitosis)])
def test_a_hint_and_its_reason_do_not_change_with_what_the_seat_cannot_see(game_id, options, hide):
    rng = random.Random(4)
    changed = 0
    for game, state in random_positions(game_id, options, 2, 5, seed=7):
        seat = game.to_move(state)[0]
        other = game.copy_state(state)
        hide(other, seat, rng)
        assert game.view(other, seat) == game.view(state, seat), "the change must be unseen"
        changed += other != state
        opts = dict(state["options"])
        assert advise(game, game.view(other, seat), seat, opts, 3, BUDGET) == \
            advise(game, game.view(state, seat), seat, opts, 3, BUDGET)
    assert changed


def test_the_hint_is_the_normal_levels_move_and_a_winning_move_says_so():
    lesson = find("dna-sequence", "knockout")
    game = GAMES["dna-sequence"]
    state = lesson.position()
    view = game.view(state, 0)
    advice = advise(game, view, 0, dict(state["options"]), 1, BUDGET)
    assert advice["move"] == move_for(game, state, 0, "normal", 1, BUDGET) == "ACG"
    assert str(advice["reason"]) == "wins the game at once"


def test_labels_follow_the_games_thresholds():
    low, mid, high = THRESHOLDS["protozoa"]
    assert label("protozoa", low / 2) is None
    assert label("protozoa", low) == "inaccuracy"
    assert label("protozoa", mid) == "mistake"
    assert label("protozoa", high + 0.01) == "blunder"


def _match(game_id, seed, plies=30):
    """A random match's states, movers and moves."""
    game = GAMES[game_id]
    rng = random.Random(seed)
    state = game.new_state(["p0", "p1"], None, seed)
    states, movers, moves = [state], [], []
    for _ in range(plies):
        if game.result(state) is not None:
            break
        mover = game.to_move(state)[0]
        move = game.random_move(state, mover, rng)
        state = game.apply(state, mover, move)[0]
        states.append(state)
        movers.append(mover)
        moves.append(move)
    return game, states, movers, moves


def _review(game, states, movers, moves, seat, first=0, last=None):
    last = len(moves) if last is None else last
    views = [game.view(s, seat) for s in states[first:last + 1]]
    mine = [m if movers[i] == seat else None for i, m in enumerate(moves)][first:last]
    return review(game, views, mine, seat, dict(states[0]["options"]), 11, first)


def test_a_review_in_parts_equals_the_whole():
    game, states, movers, moves = _match("protozoa", 5, 20)
    whole = _review(game, states, movers, moves, 0)
    a = _review(game, states, movers, moves, 0, 0, 8)
    b = _review(game, states, movers, moves, 0, 8)
    assert a["graph"] + b["graph"] == whole["graph"]
    assert a["plies"] + b["plies"] == whole["plies"]
    assert [p["ply"] for p in whole["plies"]] == [i for i, m in enumerate(movers) if m == 0]
    assert all(0.0 <= c <= 1.0 for c in whole["graph"])
    for p in whole["plies"]:
        assert p["drop"] == pytest.approx(max(0.0, p["best_chance"] - p["chance"]), abs=1e-3)
        assert p["label"] == label("protozoa", p["drop"])


def test_a_genetess_review_is_byte_identical_when_the_others_hidden_information_changes():
    game, states, movers, moves = _match("genetess", 3, 24)
    rng = random.Random(9)
    seat = 0
    hidden = []
    for state in states:
        other = game.copy_state(state)
        hide_genetess(other, seat, rng)
        assert game.view(other, seat) == game.view(state, seat)
        hidden.append(other)
    assert any(h != s for h, s in zip(hidden, states)), "nothing hidden was changed"
    mine = json.dumps(_review(game, states, movers, moves, seat), sort_keys=True)
    theirs = json.dumps(_review(game, hidden, movers, moves, seat), sort_keys=True)
    assert mine == theirs


@pytest.mark.parametrize("game_id,lesson_id,clause", [
    ("dna-sequence", "cascade", "cuts 9 letters from your opponent and 3 from you"),
    ("protozoa", "overcrowd", "2 enemy pieces die"),
    ("genetess", "take-the-king", "takes the piece on G9"),
])
def test_a_reason_names_what_the_move_does(game_id, lesson_id, clause):
    lesson = find(game_id, lesson_id)
    game = GAMES[game_id]
    state = lesson.position()
    text = DETAILS[game_id](game, game.view(state, 0), 0, dict(state["options"]), lesson.answer, 1)
    assert clause in str(text)
