"""A draw is called a draw everywhere, in one wording across games (a Genetess draw
after the round limit read "alice and bob win with 0 points")."""

from __future__ import annotations

from games import get_game
import i18n
from games.text import draw_msg, is_draw, result_msg
from render import DRAWERS, primitives


def genetess_draw():
    """Both seats bid nothing and pass one round: the round limit ends it, 0 points each."""
    game = get_game("genetess")
    state = game.new_state(["ann", "bob"], "map=duel max_rounds=1", 1)
    state, _ = game.apply(state, 0, "BID")
    state, _ = game.apply(state, 1, "BID")
    events = []
    while game.result(state) is None:
        state, events = game.apply(state, game.to_move(state)[0], "PASS")
    return game, state, events


def test_a_genetess_draw_is_called_a_draw():
    game, state, events = genetess_draw()
    assert str(events[-1]["text"]).endswith("Draw: ann and bob tied on 0 points (1 round played)")
    assert "win" not in str(events[-1]["text"])
    with primitives.record_text() as log:
        DRAWERS["genetess"](game.view(state, None), None)
    assert "draw" in [d.text for d in log]
    assert not any("win" in d.text for d in log if "ann" in d.text and "bob" in d.text)


def test_one_wording_for_results():
    assert str(result_msg([], ["ann", "bob"])) == "draw"
    assert str(result_msg(["ann", "bob"], ["ann", "bob"])) == "draw"
    assert str(result_msg(["ann"], ["ann", "bob"])) == "ann wins"
    assert str(result_msg(["ann", "cy"], ["ann", "bob", "cy", "dee"])) == "ann and cy win"
    assert i18n.text(result_msg(["ann"], ["ann", "bob"]), "de") == "ann gewinnt"
    assert is_draw([0, 1, 2], [0, 1, 2]) and not is_draw([0], [0])
    assert str(draw_msg("300 turns played without a winner")) == "Draw: 300 turns played without a winner"


def test_a_protozoa_draw_shares_the_wording():
    game = get_game("protozoa")
    state = game.new_state(["ann", "bob"], "max_turns=1", 3)
    events = []
    while game.result(state) is None:
        seat = game.to_move(state)[0]
        state, events = game.apply(state, seat, game.legal_moves(state, seat)[0])
    assert any(str(e["text"]) == "Draw: 1 turn played without a winner" for e in events), events


def test_the_result_wording_as_messages_reads_the_same_and_translates():
    assert str(result_msg([], ["ann", "bob"])) == "draw"
    assert str(result_msg(["ann", "bob"], ["ann", "bob"])) == "draw"
    assert str(result_msg(["ann"], ["ann", "bob"])) == "ann wins"
    assert str(result_msg(["ann", "cy"], ["ann", "bob", "cy", "dee"])) == "ann and cy win"
    assert i18n.text(result_msg(["ann", "cy"], ["ann", "bob", "cy", "dee"]), "de") == "ann und cy gewinnen"
    assert i18n.text(result_msg([], ["ann", "bob"]), "es") == "tablas"
    assert str(draw_msg("300 turns played without a winner")) == "Draw: 300 turns played without a winner"
