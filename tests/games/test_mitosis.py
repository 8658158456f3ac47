"""Mitosis: shared/rules/mitosis.md and seed 002, as tests.

Every test vector of the rulings is here (search "rules §Test vectors"),
every fine point ("rules §Fine points"), the pre-game choices, each anomaly,
bad moves (clear reasons, state unchanged), the view keys and the text board.

Two players: ann is seat 0, bob seat 1 (bob is the DMO by default).
``position`` builds a splitting-phase state by hand with ann as Red and bob
as Blue, as the engine's module docstring allows; ``start`` plays the real
pre-game choices (bob takes blue, ann places first).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from conformance import assert_refused
import i18n

from games import GAMES, BadOptions, IllegalMove, get_game
from games.hexgrid import HEXHEX5
from games.mitosis import GRID
from games.mitosis import ANOMALIES, CAPTURE_MOVES, compare_groups, flanked

GAME = get_game("mitosis")
NAMES = ["ann", "bob"]
ANN, BOB = 0, 1
ROOT = Path(__file__).resolve().parents[2]
SEED_FILE = ROOT.parent / "shared" / "seeds" / "002_cf5445052a4b1c06.txt"
RULINGS = ROOT.parent / "shared" / "rules" / "mitosis.md"

# --- helpers ---------------------------------------------------------------------------


def position(red=(), blue=(), walls=(), options: str = "", turn: int = ANN, active=None,
             moves=None):
    """A splitting-phase state: ann is Red, bob is Blue, exactly these cells on the board.

    ``active`` (clone) maps ``"red"``/``"blue"`` to active cells (default: all).
    ``moves`` sets ``moves_made``; placements are counted as done.
    """
    state = GAME.new_state(NAMES, options, 0)
    state["colours"] = ["red", "blue"]
    state["phase"] = "splitting"
    state["turn"] = turn
    board = {c: "wall" for c in walls}
    board.update({c: "red" for c in red})
    board.update({c: "blue" for c in blue})
    assert len(board) == len(walls) + len(red) + len(blue)
    state["board"] = board
    per = GAME.cells_each(state)
    state["placed"] = [per, per]
    state["moves_made"] = list(moves) if moves else [per, per]
    if state["options"]["clone"]:
        active = active or {}
        state["active"] = [HEXHEX5.sort(active.get("red", red)), HEXHEX5.sort(active.get("blue", blue))]
    return state


def start(options: str = "", seed: int = 0):
    """The real pre-game: bob (the DMO) takes blue, ann (red) places first."""
    state = GAME.new_state(NAMES, options, seed)
    state, _ = GAME.apply(state, BOB, "colour blue")
    state, _ = GAME.apply(state, ANN, "first red")
    return state


def play(state, seat: int, text: str):
    """Apply ``text``; returns ``(new_state, public event texts)``."""
    new, events = GAME.apply(state, seat, text)
    for event in events:
        assert isinstance(event["type"], str) and str(event["text"])
    return new, [str(e["text"]) for e in events]


def board(view) -> str:
    """The text board of ``view`` in English (``describe`` gives its lines as messages)."""
    return i18n.text(GAME.describe(view), "en")


def play_all(state, *moves):
    """Play ``(seat, text)`` pairs in order."""
    for seat, text in moves:
        state, _ = GAME.apply(state, seat, text)
    return state


def refused(state, seat, text, *fragments: str) -> str:
    """``text`` by ``seat`` raises IllegalMove naming ``fragments``; the state is untouched."""
    return assert_refused(GAME, state, seat, text, *fragments)


def splits_of(state, cell: str) -> set[frozenset[str]]:
    """The legal splits of ``cell`` for the seat to move, as sets of new cells."""
    seat = GAME.to_move(state)[0]
    out = set()
    for move in GAME.legal_moves(state, seat):
        if move == "undo":
            continue
        targets = move.split()
        if HEXHEX5.centre_of(targets) == cell:
            out.add(frozenset(targets))
    return out


def S(*groups: str) -> set[frozenset[str]]:
    """``S("E4 E6", "D4 F5")`` → a set of frozensets of cells."""
    return {frozenset(g.split()) for g in groups}


# --- registration, seed, rules file ----------------------------------------------------


def test_registered_after_protozoa():
    assert list(GAMES)[:3] == ["dna-sequence", "protozoa", "mitosis"]
    assert GAME.id == "mitosis" and GAME.title == "Mitosis"
    assert (GAME.min_seats, GAME.max_seats) == (2, 2)
    assert [o.name for o in GAME.options] == list(ANOMALIES) + ["dmo"]
    assert all(GAME.option(a).kind is bool and GAME.option(a).default is False for a in ANOMALIES)
    assert GAME.option("dmo").default == 2
    assert GAME.default_clock == (60.0, 180.0, "opponent")
    assert GAME.teams(GAME.parse_options(""), 2) is None


def test_seed_and_rulings_are_the_ones_implemented():
    if SEED_FILE.exists():
        text = SEED_FILE.read_text()
        assert "hexhex5" in text and '"E4 E6"' in text and "twenty-five" in text
        assert "The DMO wins tiebreaks." in text
    if RULINGS.exists():
        text = RULINGS.read_text()
        assert "`active E4`" in text and "`E5: E4 E6`" in text


def test_the_rules_summary_for_players_exists():
    text = (ROOT / "bot" / "rules" / "mitosis.md").read_text(encoding="utf-8")
    assert text.startswith("**Mitosis**")
    for word in ("colour red", "first red", "E4 E6", "E5: E4 E6", "active E4", "`undo`",
                 "barricade", "capture", "clone", "launcher", "grouping", "triplicate"):
        assert word in text, word


@pytest.mark.parametrize("n", [1, 3])
def test_exactly_two_seats(n):
    with pytest.raises(BadOptions, match="takes 2 players, not"):
        GAME.new_state(["p"] * n)


@pytest.mark.parametrize("options, fragment", [
    ("dmo=3", "dmo"), ("dmo=0", "dmo"), ("dmo=x", "dmo"), ("clone=maybe", "clone"),
    ("teams", "unknown option"), ("capture capture", "twice"),
])
def test_bad_options(options, fragment):
    with pytest.raises(BadOptions, match=fragment):
        GAME.new_state(NAMES, options)


def test_every_anomaly_combination_starts():
    import itertools

    for r in range(len(ANOMALIES) + 1):
        for combo in itertools.combinations(ANOMALIES, r):
            state = GAME.new_state(NAMES, " ".join(combo), 7)
            assert GAME.to_move(state) == [BOB]
            assert GAME.view(state)["anomalies"] == list(combo)


# --- the pre-game choices (rules §Seats and the three pre-game choices) ----------------------


def test_the_dmo_chooses_a_colour_first():
    state = GAME.new_state(NAMES)
    assert state["dmo"] == BOB and GAME.to_move(state) == [BOB]
    assert GAME.legal_moves(state, BOB) == ["colour blue", "colour red"]
    assert GAME.legal_moves(state, ANN) == []
    view = GAME.view(state)
    assert view["phase"] == "colour" and view["dmo"] == "bob"
    assert view["colours"] == {"ann": None, "bob": None}
    refused(state, ANN, "colour red", "not your turn")
    state, texts = play(state, BOB, "colour red")
    assert state["colours"] == ["blue", "red"]
    assert texts == ["bob (DMO) plays red; ann plays blue. bob (red) chooses who places first"]
    # Red (bob) chooses who places first.
    assert GAME.to_move(state) == [BOB] and GAME.view(state)["phase"] == "first_place"
    assert GAME.legal_moves(state, BOB) == ["first blue", "first red"]
    state, texts = play(state, BOB, "first blue")
    assert GAME.to_move(state) == [ANN] and GAME.view(state)["phase"] == "placing"
    assert texts == ["bob (red) chose: ann (blue) places first"]
    # Choices are not moves (rules §Fine points, "Counting the 25").
    assert state["moves_made"] == [0, 0]


def test_dmo_option_makes_the_first_seat_the_dmo():
    state = GAME.new_state(NAMES, "dmo=1")
    assert GAME.to_move(state) == [ANN] and GAME.view(state)["dmo"] == "ann"
    state, _ = GAME.apply(state, ANN, "Colour Blue")
    assert state["colours"] == ["blue", "red"] and GAME.to_move(state) == [BOB]


@pytest.mark.parametrize("text, fragment", [
    ("colour green", "red or blue"), ("colour", "colour red or colour blue"),
    ("E5", "the dmo chooses a colour"), ("first red", "not a move now"),
    ("red", "colour red or colour blue"), ("undo", "undo anomaly"),
    ("pass", "no passing"), ("resign", "/resign"),
])
def test_bad_colour_choices(text, fragment):
    refused(GAME.new_state(NAMES), BOB, text, fragment)


def test_colour_spellings():
    for text in ("colour red", "COLOR RED", " colour   red ", "colour r"):
        state, _ = GAME.apply(GAME.new_state(NAMES), BOB, text)
        assert state["colours"] == ["blue", "red"]


def test_blue_chooses_who_splits_first_after_placing():
    state = start()
    assert GAME.to_move(state) == [ANN]
    cells = ["A3", "C3", "E5", "G3", "I3", "E8"]
    for i, cell in enumerate(cells):
        seat = ANN if i % 2 == 0 else BOB
        assert GAME.to_move(state) == [seat]
        state, texts = play(state, seat, cell)
    assert texts[-1] == "Placing is over; bob (blue) chooses who splits first (first red or first blue)"
    assert state["placed"] == [3, 3] and state["moves_made"] == [3, 3]
    assert GAME.view(state)["phase"] == "first_split" and GAME.to_move(state) == [BOB]
    refused(state, BOB, "E4 E6", "Blue chooses who splits first")
    state, texts = play(state, BOB, "first blue")
    assert texts == ["bob (blue) chose to split first"]
    assert GAME.to_move(state) == [BOB] and GAME.view(state)["phase"] == "splitting"
    assert state["moves_made"] == [3, 3]


def test_combined_steps_of_one_seat():
    """``step; step`` plays the same seat's consecutive steps (design.md §1)."""
    state, _ = GAME.apply(GAME.new_state(NAMES), BOB, "colour red; first red; E5")
    assert state["board"] == {"E5": "red"} and GAME.to_move(state) == [ANN]
    refused(GAME.new_state(NAMES), BOB, "colour blue; first red", "after the end of your turn")


# --- placing (rules §Placing phase) --------------------------------------------------------------


def test_placing_three_each_alternately():
    state = start()
    state, texts = play(state, ANN, "e5")
    assert texts == ["ann (red) placed E5"]
    assert state["board"] == {"E5": "red"} and GAME.to_move(state) == [BOB]
    refused(state, BOB, "E5", "E5 is taken (red)")
    refused(state, BOB, "E5 E6", "one empty cell")
    refused(state, BOB, "K1", "'K1' is not a cell")
    refused(state, BOB, "E10", "row E has E1–E9")
    refused(state, ANN, "E6", "not your turn")
    state, _ = GAME.apply(state, BOB, "place E6")
    assert state["board"] == {"E5": "red", "E6": "blue"}
    assert GAME.view(state)["placed"] == {"ann": 1, "bob": 1}


def test_clone_places_four_each():
    state = start("clone")
    for i, cell in enumerate(["A3", "C3", "E5", "G3", "I3", "E8", "C6", "G6"]):
        assert GAME.view(state)["phase"] == "placing"
        state = play_all(state, (ANN if i % 2 == 0 else BOB, cell))
    assert state["placed"] == [4, 4] and GAME.view(state)["phase"] == "first_split"
    assert GAME.view(state, ANN)["active"] == ["A3", "C6", "E5", "I3"]  # all active, reading order
    assert GAME.secrets(state, ANN) == []  # nothing is secret before the first split


# --- splitting: the test vectors (rules §Test vectors) -------------------------------------------------


def test_e5_on_an_empty_board():
    state = position(red=["E5"])
    assert splits_of(state, "E5") == S("E4 E6", "D4 F5", "D5 F4")
    assert GAME.legal_moves(state, ANN) == ["E4 E6", "D4 F5", "D5 F4"]


def test_e5_with_launcher():
    state = position(red=["E5"], options="launcher")
    assert splits_of(state, "E5") == S("E4 E6", "D4 F5", "D5 F4", "E3 E7", "C3 G5", "C5 G3")


@pytest.mark.parametrize("cell, plain, launched", [
    ("A1", [], []),
    ("A3", ["A2 A4"], ["A1 A5"]),
    ("B2", ["B1 B3", "A2 C2", "A1 C3"], []),
    ("D4", ["D3 D5", "C4 E4", "C3 E5"], ["D2 D6", "B2 F5", "B4 F3"]),
])
def test_edge_and_corner_vectors(cell, plain, launched):
    """A1 has no split; A3 only {A2,A4} (launcher {A1,A5}); B2: {B1,B3},{A2,C2},{A1,C3};
    D4: {D3,D5},{C4,E4},{C3,E5}.  A far red cell keeps the seat able to move."""
    other = "I3"
    state = position(red=[cell, other])
    assert splits_of(state, cell) == S(*plain)
    state = position(red=[cell, other], options="launcher")
    assert splits_of(state, cell) == S(*plain, *launched)


def test_triplicate_e5():
    state = position(red=["E5"], options="triplicate")
    assert splits_of(state, "E5") == S("E4 E6", "D4 F5", "D5 F4", "D4 E6 F4", "D5 E4 F5")
    state = position(red=["E5"], options="triplicate launcher")
    assert splits_of(state, "E5") == S("E4 E6", "D4 F5", "D5 F4", "E3 E7", "C3 G5", "C5 G3",
                                       "D4 E6 F4", "D5 E4 F5", "C3 E7 G3", "C5 E3 G5")


def test_a_split_removes_the_parent_and_adds_two_cells():
    state = position(red=["E5"], blue=["A3"])
    state, texts = play(state, ANN, "E6 e4")
    assert texts == ["ann (red) split E5 into E4 E6"]
    assert state["board"] == {"E4": "red", "E6": "red", "A3": "blue"}
    assert state["moves_made"] == [4, 3] and GAME.to_move(state) == [BOB]
    last = GAME.view(state)["last_move"]
    assert last == {"by": "ann", "kind": "split", "text": "E5: E4 E6", "parent": "E5",
                    "cells": ["E4", "E6"], "captured": []}


@pytest.mark.parametrize("text", ["E4 E6", "E6 E4", "e4 e6", "E5: E4 E6", "e5:e6 e4", "E5 : E4, E6",
                                  "  E4   E6  "])
def test_split_spellings_give_the_same_state(text):
    state = position(red=["E5"], blue=["A3"])
    expected = GAME.to_json(GAME.apply(state, ANN, "E4 E6")[0])
    assert GAME.to_json(GAME.apply(state, ANN, text)[0]) == expected


def test_blocked_targets_and_walls():
    state = position(red=["E5", "I3"], blue=["E6"], walls=["D4"])
    assert splits_of(state, "E5") == S("D5 F4")
    refused(state, ANN, "E4 E6", "E6 is taken (blue)", "must be empty")
    refused(state, ANN, "D4 F5", "D4 is a wall")


BAD_SPLITS = [
    ("E5", ["E5 splits into E4 E6", "send the new cells"]),
    ("E4", ["two new cells"]),
    ("E4 E7", ["not on opposite sides of one cell"]),
    ("E4 D4", ["not on opposite sides"]),
    ("E4 E4", ["E4 is named twice"]),
    ("E3 E7", ["two cells away from E5", "launcher anomaly"]),
    ("D4 E6 F4", ["triplicate anomaly"]),
    ("E5 E4 E6", ["write the parent with a colon: E5: E4 E6"]),
    ("E2 E4 E6 E8", ["4 given"]),
    ("J1 E6", ["'J1' is not a cell"]),
    ("E5: E3 E6", ["not a split of E5", "E4 E6"]),
    ("E5: E4: E6", ["one colon"]),
    (": E4 E6", ["before the colon"]),
    ("E5 E6: E4", ["before the colon"]),
    ("E5: E5 E4", ["E5 cannot split into itself"]),
    ("C3 C5", ["C4", "is empty"]),
    ("A2 A4", ["A3", "blue's", "your own (red)"]),
    ("H2 H4", ["H3", "wall"]),
    ("pass", ["no passing"]),
    ("undo", ["undo anomaly"]),
    ("colour red", ["not a move now", "split"]),
    ("first red", ["not a move now"]),
    ("active E4", ["not a move now"]),
    ("", ["empty move"]),
    ("E4 E6 ; E4 E6", ["after the end of your turn"]),
]


@pytest.mark.parametrize("text, fragments", BAD_SPLITS, ids=[b[0] or "empty" for b in BAD_SPLITS])
def test_bad_splits_are_refused_clearly(text, fragments):
    state = position(red=["E5", "I3"], blue=["A3"], walls=["H3"])
    reason = refused(state, ANN, text, *fragments)
    assert len(reason) < 240


def test_splitting_someone_elses_turn_or_after_the_end():
    state = position(red=["E5"], blue=["A3"])
    refused(state, BOB, "A2 A4", "not your turn", "waiting for ann")
    state, _ = GAME.apply(state, ANN, "E4 E6")
    state, _ = GAME.apply(state, BOB, "A2 A4")  # ann can still split E4 or E6
    state = position(red=["E5"], blue=["A1"])
    state, texts = play(state, ANN, "E4 E6")
    assert texts[-1] == "ann (red) wins: bob (blue) cannot split"
    refused(state, BOB, "A2 A4", "game is over")


# --- the end: no move means loss (rules §Fine points) ----------------------------------------------


def test_a_seat_that_cannot_split_loses_at_once():
    state = position(red=["E5"], blue=["A1", "E1"])  # blue's corners cannot split
    state, _ = play(state, ANN, "D4 F5")
    result = GAME.result(state)
    assert {**result, "reason": str(result["reason"])} == \
        {"winners": [ANN], "reason": "bob (blue) cannot split", "groups": None}
    assert GAME.to_move(state) == [] and GAME.view(state)["phase"] == "over"
    shown = GAME.view(state)["result"]
    assert {**shown, "reason": str(shown["reason"])} == \
        {"winners": ["ann"], "reason": "bob (blue) cannot split", "groups": None}


def test_an_unused_undo_is_no_way_out():
    state = position(red=["E5"], blue=["A1"], options="undo")
    state, _ = GAME.apply(state, ANN, "E4 E6")
    assert GAME.result(state)["winners"] == [ANN]


def corner_game(options: str):
    """Both sides place only on corners, where nothing can ever split."""
    state = start(options)
    for i, cell in enumerate(["A1", "A5", "E9", "E1", "I1", "I5"]):
        state = play_all(state, (ANN if i % 2 == 0 else BOB, cell))
    return state


def test_nobody_can_split_after_blues_choice_the_chosen_splitter_loses():
    state = corner_game("")
    state, texts = play(state, BOB, "first red")
    result = GAME.result(state)
    assert {**result, "reason": str(result["reason"])} == \
        {"winners": [BOB], "reason": "ann (red) cannot split", "groups": None}
    assert texts == ["bob (blue) chose: ann (red) splits first",
                     "bob (blue) wins: ann (red) cannot split"]
    state = corner_game("")
    state, _ = play(state, BOB, "first blue")
    assert GAME.result(state)["winners"] == [ANN]


def test_nobody_can_split_after_blues_choice_with_grouping_compares_groups():
    state = corner_game("grouping")
    state, texts = play(state, BOB, "first red")
    assert texts[1] == "ann (red) cannot split and passes"
    assert texts[2].startswith("bob (blue) wins: neither can split; groups ann (red) 1+1+1 "
                               "against bob (blue) 1+1+1")
    result = GAME.result(state)
    # Identical lists (1, 1, 1 each): the DMO (bob) wins.
    assert result["winners"] == [BOB] and result["groups"] == [[1, 1, 1], [1, 1, 1]]
    assert "the DMO wins" in str(result["reason"])
    assert GAME.view(state)["result"]["groups"] == {"ann": [1, 1, 1], "bob": [1, 1, 1]}


# --- capture (rules §Anomalies, §Fine points, §Test vectors) ----------------------------------


@pytest.mark.parametrize("red, move, captured", [
    (["E4", "E7"], "E6 E8", True),    # E4 + E6
    (["D4", "F6"], "F5 F7", True),    # D4 + F5
    (["D5", "F3"], "F2 F4", True),    # D5 + F4
    (["E4", "D3"], "D2 D4", False),   # E4 + D4 is not an opposite pair
])
def test_capture_vectors(red, move, captured):
    """Red on E4 and E6 around Blue E5 removes it after Red's move; so do D4+F5 and D5+F4;
    E4+D4 does not."""
    state = position(red=red, blue=["E5", "I3"], options="capture")
    state, texts = play(state, ANN, move)
    assert ("E5" not in state["board"]) is captured
    if captured:
        assert texts[1] == "ann (red) captured bob (blue)'s E5"
        assert GAME.view(state)["last_move"]["captured"] == ["E5"]
    else:
        assert state["board"]["E5"] == "blue" and len(texts) == 1


def test_no_capture_without_the_option():
    state = position(red=["E4", "E7"], blue=["E5", "I3"])
    state, _ = GAME.apply(state, ANN, "E6 E8")
    assert state["board"]["E5"] == "blue"


def test_capture_is_global_and_judged_after_the_move():
    """Blue may split into the gap between two red cells; it is lost on Red's next move, wherever."""
    state = position(red=["E4", "E6", "I3"], blue=["D4", "A3"], options="capture", turn=BOB)
    state, texts = play(state, BOB, "C3 E5")
    assert state["board"]["E5"] == "blue" and len(texts) == 1  # not captured by its own move
    state, texts = play(state, ANN, "I2 I4")  # far away
    assert "E5" not in state["board"]
    assert texts == ["ann (red) split I3 into I2 I4", "ann (red) captured bob (blue)'s E5"]


def test_only_the_opponents_cells_are_captured():
    """Red may split into a gap between blue cells (no suicide ban for splits); blue's next move takes it."""
    state = position(red=["D4", "I3"], blue=["E4", "E6", "A3"], options="capture")
    state, texts = play(state, ANN, "C3 E5")
    assert state["board"]["E5"] == "red" and len(texts) == 1
    state, texts = play(state, BOB, "A2 A4")
    assert "E5" not in state["board"] and texts[-1] == "bob (blue) captured ann (red)'s E5"


def test_one_move_captures_several_cells():
    state = position(red=["E4", "E8", "D5", "I3"], blue=["E5", "E7", "A3"], options="capture")
    state, texts = play(state, ANN, "C4 E6")
    assert "E5" not in state["board"] and "E7" not in state["board"]
    assert texts[-1] == "ann (red) captured bob (blue)'s E5, E7"
    assert flanked(state["board"], "red") == []


def test_no_suicide_and_no_capturing_placements():
    state = start("capture")
    state = play_all(state, (ANN, "E4"), (BOB, "A1"), (ANN, "E6"))
    assert "E5" not in GAME.legal_moves(state, BOB)
    refused(state, BOB, "E5", "E5 lies between two red cells (E4 and E6)", "may not place")
    state = start("capture")
    state = play_all(state, (ANN, "E4"), (BOB, "E5"))
    assert "E6" not in GAME.legal_moves(state, ANN)
    refused(state, ANN, "E6", "would capture the blue cell E5", "may not capture")
    # Without capture both placements are fine.
    state = play_all(start(), (ANN, "E4"), (BOB, "E5"), (ANN, "E6"))
    assert state["board"]["E5"] == "blue"


@pytest.mark.parametrize("moves, captured", [
    ([24, 25], False),  # this move brings both to 25: it no longer captures
    ([23, 25], True),
    ([25, 24], True),   # blue has not made 25 yet
    ([30, 25], False),
])
def test_captures_stop_once_both_have_made_25_moves(moves, captured):
    state = position(red=["E4", "E7"], blue=["E5", "I3"], options="capture", moves=moves)
    assert GAME.view(state)["captures_live"] is captured
    state, texts = play(state, ANN, "E6 E8")
    assert ("E5" not in state["board"]) is captured
    if moves == [24, 25]:
        assert texts[-1] == f"Both players have made {CAPTURE_MOVES} moves: no more captures"
    after_next = [state["moves_made"][ANN], state["moves_made"][BOB] + 1]  # bob moves next
    assert GAME.view(state)["captures_live"] is (min(after_next) < CAPTURE_MOVES)


# --- launcher and triplicate (rules §Anomalies) --------------------------------------------------


def test_launcher_jumps_over_cells_and_walls():
    state = position(red=["E5"], blue=["E4", "A3"], walls=["E6"], options="launcher")
    assert "E3 E7" in GAME.legal_moves(state, ANN) and "E4 E6" not in GAME.legal_moves(state, ANN)
    state, _ = GAME.apply(state, ANN, "E7 E3")
    assert state["board"]["E3"] == state["board"]["E7"] == "red" and "E5" not in state["board"]
    refused(position(red=["E5"], blue=["E3"], options="launcher"), ANN, "E3 E7", "E3 is taken")


def test_triplicate_split_makes_three_cells():
    state = position(red=["E5"], blue=["A3"], options="triplicate")
    state, texts = play(state, ANN, "F4 d4 E6")
    assert texts == ["ann (red) split E5 into D4 E6 F4"]
    assert {c for c, v in state["board"].items() if v == "red"} == {"D4", "E6", "F4"}
    refused(position(red=["E5"], blue=["A3"], options="triplicate"), ANN, "C3 E7 G3",
            "launcher anomaly")
    refused(position(red=["E5"], blue=["A3"], options="triplicate"), ANN, "D4 E7 F4",
            "not three cells 120° apart")
    refused(position(red=["E5"], blue=["A3", "E6"], options="triplicate"), ANN, "D4 E6 F4",
            "E6 is taken")


# --- barricade (rules §Anomalies, §Fine points) -----------------------------------------------------


def test_barricade_walls_are_seeded_apart_and_visible_from_the_start():
    seen = set()
    for seed in range(30):
        state = GAME.new_state(NAMES, "barricade", seed)
        walls = [c for c, v in state["board"].items() if v == "wall"]
        assert len(walls) == 4
        assert all(b not in HEXHEX5.neighbours(a) for a in walls for b in walls)
        assert GAME.view(state)["cells"] == {w: "wall" for w in HEXHEX5.sort(walls)}
        assert GAME.new_state(NAMES, "barricade", seed)["board"] == state["board"]
        seen.add(tuple(sorted(walls)))
    assert len(seen) > 20
    assert GAME.new_state(NAMES, "", 3)["board"] == {}


def test_nothing_is_placed_on_or_split_into_a_wall():
    state = start("barricade")
    wall = next(c for c, v in state["board"].items() if v == "wall")
    assert wall not in GAME.legal_moves(state, ANN)
    refused(state, ANN, wall, f"{wall} is a wall")
    # Walls never move: still there at the end of a game.
    state = position(red=["E5", "I3"], blue=["A3"], walls=["E6"], options="barricade")
    refused(state, ANN, "E4 E6", "E6 is a wall")


# --- grouping (rules §Anomalies, §Fine points) ------------------------------------------------------


def test_compare_groups():
    assert compare_groups([3, 1], [2, 2, 2]) == 1       # first larger entry wins
    assert compare_groups([2, 2], [2, 2, 1]) == -1      # running out first loses
    assert compare_groups([4, 2, 1], [4, 3]) == -1
    assert compare_groups([2, 1], [2, 1]) == 0
    assert compare_groups([], [1]) == -1 and compare_groups([], []) == 0


def test_without_grouping_there_is_no_pass():
    state = position(red=["E5", "I3"], blue=["A3"])
    refused(state, ANN, "pass", "no passing")


def test_grouping_passes_automatically_and_play_goes_on():
    state = position(red=["E5", "I1"], blue=["A1", "E1"], options="grouping")
    refused(state, ANN, "pass", "may not pass", "automatically")
    state, texts = play(state, ANN, "E4 E6")
    assert texts == ["ann (red) split E5 into E4 E6", "bob (blue) cannot split and passes"]
    assert GAME.to_move(state) == [ANN] and GAME.result(state) is None
    assert state["moves_made"] == [4, 3]  # a pass is not a move
    state, texts = play(state, ANN, "E3 E5")
    assert texts[-1] == "bob (blue) cannot split and passes"


@pytest.mark.parametrize("red, winner, why", [
    (["A3", "I1"], BOB, "identical groups: the DMO wins"),
    (["A3", "I1", "I2"], ANN, "larger group number 1 (2 against 1)"),
])
def test_grouping_compares_groups_when_neither_can_split(red, winner, why):
    state = position(red=red, blue=["A1", "A5", "E1"], options="grouping")
    state, texts = play(state, ANN, "A2 A4")
    result = GAME.result(state)
    assert result["winners"] == [winner] and why in str(result["reason"])
    assert result["groups"][1] == [1, 1, 1]
    assert texts[1] == "bob (blue) cannot split and passes"
    assert texts[-1].startswith(("ann (red) wins", "bob (blue) wins"))


def test_grouping_a_list_that_runs_out_first_loses():
    state = position(red=["A3"], blue=["A1", "A5", "E1"], options="grouping capture")
    state, _ = GAME.apply(state, ANN, "A2 A4")
    # Nothing is captured (A3 is empty now); both are stuck: 1+1 against 1+1+1.
    result = GAME.result(state)
    assert result["winners"] == [BOB] and "runs out of groups first" in str(result["reason"])


def test_grouping_with_clone_counts_inactive_cells():
    state = position(red=["A3", "I1", "I2"], blue=["A1", "A5", "E1"], options="grouping clone",
                     active={"red": ["A3"]})
    state, _ = GAME.apply(state, ANN, "A2 A4; active A2")
    result = GAME.result(state)
    assert result["winners"] == [ANN] and result["groups"] == [[2, 1, 1], [1, 1, 1]]


# --- clone (rules §Anomalies, §Notation, §Fine points) -----------------------------------------------


def clone_split():
    """ann (red) has split E5 into E4 E6 and owes her secret step."""
    state = position(red=["E5", "I3", "A3", "C1"], blue=["G6", "C6", "B5", "H1"], options="clone")
    state, texts = play(state, ANN, "E4 E6")
    assert texts == ["ann (red) split E5 into E4 E6; they now secretly choose the active cell"]
    return state


def test_clone_secret_step_is_pending_for_the_splitter_only():
    state = clone_split()
    assert GAME.to_move(state) == [ANN] and GAME.view(state)["phase"] == "active"
    assert GAME.legal_moves(state, ANN) == ["active E4", "active E6"]
    assert GAME.legal_moves(state, BOB) == []
    pending = GAME.pending_secret(state, ANN)
    assert {**pending, "prompt": str(pending["prompt"])} == {
        "prompt": "Choose which new cell is active (secret): active E4 or active E6",
        "min_length": 2, "max_length": 9}
    assert GAME.pending_secret(state, BOB) is None
    assert GAME.pending_secret(position(red=["E5"], options="clone"), ANN) is None
    # The parent is gone from the active cells; nothing is secret yet (all placed cells are known active).
    assert GAME.view(state, ANN)["active"] == ["A3", "C1", "I3"]
    assert GAME.secrets(state, ANN) == []
    refused(state, ANN, "active E5", "not one of the new cells", "active E4 or active E6")
    refused(state, ANN, "active", "choose the one new cell")
    refused(state, ANN, "I2 I4", "choose the one new cell", "active E4 or active E6")
    refused(state, ANN, "undo", "undo anomaly")
    refused(state, BOB, "active E4", "not your turn")


def test_clone_active_step_stays_secret():
    before = clone_split()
    results = {}
    for cell in ("E4", "E6"):
        state, events = GAME.apply(before, ANN, f"active {cell}")
        public = [{k: v for k, v in e.items() if k != "private"} for e in events]
        assert [{**e, "text": str(e["text"])} for e in public] == \
            [{"type": "active", "seat": ANN, "text": "ann (red) chose the active cell (secret)"}]
        assert {k: str(v) for k, v in events[0]["private"].items()} == \
            {"0": f"Secret: active {cell} (inactive: {'E6' if cell == 'E4' else 'E4'})"}
        results[cell] = (state, public)
        assert GAME.view(state, ANN)["active"] == HEXHEX5.sort(["A3", "C1", "I3", cell])
        assert "active" not in GAME.view(state) and GAME.view(state, BOB)["active"] == \
            ["B5", "C6", "G6", "H1"]
        secrets = GAME.secrets(state, ANN)
        assert f"active {cell}" in secrets
        for viewer in (None, BOB):
            text = json.dumps(GAME.view(state, viewer)) + board(GAME.view(state, viewer))
            assert not any(secret in text for secret in secrets)
    (a, pa), (b, pb) = results["E4"], results["E6"]
    assert pa == pb
    assert GAME.view(a) == GAME.view(b) and GAME.view(a, BOB) == GAME.view(b, BOB)
    assert board(GAME.view(a, BOB)) == board(GAME.view(b, BOB))
    assert GAME.view(a, ANN) != GAME.view(b, ANN)


def test_clone_only_active_cells_split():
    state, _ = GAME.apply(clone_split(), ANN, "active E4")
    state, _ = GAME.apply(state, BOB, "G5 G7")
    state, _ = GAME.apply(state, BOB, "active G5")
    assert "E6" in state["board"] and all(
        HEXHEX5.centre_of(m.split()) != "E6" for m in GAME.legal_moves(state, ANN))
    reason = refused(state, ANN, "E5 E7", "E6 is inactive", "only your active cells")
    assert "E4" not in reason  # the reason lists no other cells
    state, _ = GAME.apply(state, ANN, "E3 E5; active E3")
    assert GAME.view(state, ANN)["active"] == ["A3", "C1", "E3", "I3"]


def test_clone_inactive_cells_block_capture_and_are_captured():
    state = position(red=["E4", "E7", "I3", "A3"], blue=["E5", "F1", "C1", "B5"],
                     options="clone capture", active={"red": ["E7", "I3", "A3"]})
    state, _ = GAME.apply(state, ANN, "E6 E8; active E8")
    assert "E5" not in state["board"]  # inactive E4 and inactive E6 capture
    # Inactive cells block: E6 is inactive but nobody may split into it.
    assert all("E6" not in m.split() for m in GAME.legal_moves(state, BOB))
    # ... and are captured: blue on both sides of inactive E4.
    state = position(red=["E4", "I3"], blue=["E3", "D4", "A1", "A5"], options="clone capture",
                     active={"red": ["I3"]}, turn=BOB)
    state, texts = play(state, BOB, "C3 E5; active C3")
    assert "E4" not in state["board"] and texts[-1] == "bob (blue) captured ann (red)'s E4"
    assert GAME.view(state, ANN)["active"] == ["I3"]


def test_clone_triplicate_one_of_three_is_active():
    state = position(red=["E5", "I3"], blue=["A3", "C1"], options="clone triplicate")
    state, _ = GAME.apply(state, ANN, "D4 E6 F4")
    assert GAME.legal_moves(state, ANN) == ["active D4", "active E6", "active F4"]
    state, _ = GAME.apply(state, ANN, "active F4")
    assert GAME.view(state, ANN)["active"] == ["F4", "I3"]


def test_clone_combined_split_and_active_step():
    one, _ = GAME.apply(clone_split(), ANN, "active E6")
    both, _ = GAME.apply(position(red=["E5", "I3", "A3", "C1"], blue=["G6", "C6", "B5", "H1"],
                                  options="clone"), ANN, "E4 E6; active E6")
    one.pop("ply"), both.pop("ply")
    assert one == both


# --- undo (rules §Anomalies, §Fine points) ------------------------------------------------------------


def test_undo_in_the_placing_phase():
    state = play_all(start("undo"), (ANN, "E5"), (BOB, "C3"))
    assert GAME.legal_moves(state, ANN)[-1] == "undo"
    state, texts = play(state, ANN, "undo")
    assert texts == [("ann (red) took back bob (blue)'s C3 and their own E5 and moves again "
                      "(1 undo left)")]
    assert state["board"] == {} and GAME.to_move(state) == [ANN]
    assert state["placed"] == [0, 0] and state["moves_made"] == [0, 0]
    view = GAME.view(state)
    assert view["undos_left"] == {"ann": 1, "bob": 2} and view["phase"] == "placing"
    assert view["last_move"]["kind"] == "undo" and view["last_move"]["undone"] == ["C3", "E5"]


def test_undo_is_not_offered_straight_after_your_own_undo_nor_across_a_choice():
    state = play_all(start("undo"), (ANN, "E5"), (BOB, "C3"), (ANN, "G3"), (BOB, "A1"))
    state, _ = GAME.apply(state, ANN, "undo")  # back to after C3; ann to move
    assert state["board"] == {"E5": "red", "C3": "blue"}
    assert "undo" not in GAME.legal_moves(state, ANN)
    refused(state, ANN, "undo", "you have just undone")
    state, _ = GAME.apply(state, ANN, "G4")
    # bob may now take back ann's new move and his own C3.
    assert "undo" in GAME.legal_moves(state, BOB)
    state, _ = GAME.apply(state, BOB, "undo")
    assert state["board"] == {"E5": "red"} and GAME.to_move(state) == [BOB]
    # Before ann's E5 there are only choices: undo does not reach across a choice.
    state = play_all(start("undo"), (ANN, "E5"))
    refused(state, BOB, "undo", "does not reach across a choice")


def test_blue_may_undo_instead_of_choosing_the_first_splitter():
    """Blue's choice is a turn: if Red placed last, Blue may take back Red's placement and its own."""
    state = GAME.new_state(NAMES, "undo")
    state = play_all(state, (BOB, "colour blue"), (ANN, "first blue"))
    for i, cell in enumerate(["A3", "C3", "E5", "G3", "I3", "E8"]):
        state = play_all(state, (BOB if i % 2 == 0 else ANN, cell))
    assert GAME.view(state)["phase"] == "first_split"
    assert GAME.legal_moves(state, BOB) == ["first blue", "first red", "undo"]
    state, _ = GAME.apply(state, BOB, "undo")
    assert GAME.view(state)["phase"] == "placing" and GAME.to_move(state) == [BOB]
    assert state["placed"] == [2, 2] and set(state["board"]) == {"A3", "C3", "E5", "G3"}
    # When Blue placed last, the last turn is Blue's own: nothing to undo at the choice.
    state = play_all(start("undo"), (ANN, "A3"), (BOB, "C3"), (ANN, "E5"), (BOB, "G3"),
                     (ANN, "I3"), (BOB, "E8"))
    assert GAME.legal_moves(state, BOB) == ["first blue", "first red"]  # bob placed last


def test_two_undos_each():
    state = start("undo")
    for _ in range(2):
        state = play_all(state, (ANN, "E5"), (BOB, "C3"), (ANN, "undo"))
    state = play_all(state, (ANN, "E5"), (BOB, "C3"))
    refused(state, ANN, "undo", "used both of your 2 undos")
    assert "undo" not in GAME.legal_moves(state, ANN)
    assert GAME.view(state)["undos_left"] == {"ann": 0, "bob": 2}


def test_undo_takes_back_a_capture_and_its_moves_from_the_count():
    state = position(red=["E4", "E7", "I3"], blue=["E5", "A3"], options="capture undo", turn=BOB)
    state = play_all(state, (BOB, "A2 A4"))
    before = GAME.to_json(state)
    state, _ = play(state, ANN, "E6 E8")
    assert "E5" not in state["board"]
    state = play_all(state, (BOB, "undo"))
    assert state["board"] == {"E4": "red", "E7": "red", "I3": "red", "E5": "blue", "A3": "blue"}
    assert state["moves_made"] == [3, 3] and GAME.to_move(state) == [BOB]
    restored = json.loads(before)
    assert state["board"] != restored["board"]  # it went back two moves, not one


def test_undo_takes_back_a_clone_split_with_its_active_step():
    state = position(red=["E5", "I3", "A3", "C1"], blue=["G6", "C6", "B5", "H1"],
                     options="clone undo", turn=BOB)
    state = play_all(state, (BOB, "G5 G7"), (BOB, "active G7"))
    state = play_all(state, (ANN, "E4 E6"))
    refused(state, ANN, "undo", "finish your split first")
    state = play_all(state, (ANN, "active E6"))
    state, texts = play(state, BOB, "undo")
    assert texts == [("bob (blue) took back ann (red)'s E5: E4 E6 and their own G6: G5 G7 and "
                      "moves again (1 undo left)")]
    assert "E6" not in texts[0].replace("E5: E4 E6", "")
    assert state["board"]["E5"] == "red" and state["board"]["G6"] == "blue"
    assert state["active"] == [["A3", "C1", "E5", "I3"], ["B5", "C6", "G6", "H1"]]
    assert GAME.to_move(state) == [BOB] and GAME.view(state)["phase"] == "splitting"


def test_undo_not_across_an_automatic_pass():
    state = position(red=["E5", "I3"], blue=["A1", "A5", "E1", "A3"], options="grouping undo",
                     turn=BOB)
    state = play_all(state, (BOB, "A2 A4"))  # now every blue cell is stuck
    state, texts = play(state, ANN, "E4 E6")
    assert texts[-1] == "bob (blue) cannot split and passes" and GAME.to_move(state) == [ANN]
    refused(state, ANN, "undo", "automatic pass")
    assert "undo" not in GAME.legal_moves(state, ANN)
    # After ann's next move bob is still stuck: the pass again blocks an undo.
    state, _ = GAME.apply(state, ANN, "E3 E5")
    refused(state, ANN, "undo", "automatic pass")


def test_undo_refused_without_the_option_or_before_any_move():
    refused(start(), ANN, "undo", "needs the undo anomaly")
    refused(start("undo"), ANN, "undo", "across a choice")
    refused(GAME.new_state(NAMES, "undo"), BOB, "undo", "no moves to take back yet")


# --- views, text board, resigning, serialisation ------------------------------------------------------

RULINGS_KEYS = {"cells", "phase", "undos_left", "moves_made", "to_move", "result"}


def test_view_has_the_rulings_keys():
    state = position(red=["E5", "I3"], blue=["A3"], walls=["H3"], options="undo")
    for viewer in (None, ANN, BOB):
        view = GAME.view(state, viewer)
        assert RULINGS_KEYS <= set(view)
        assert "active" not in view  # only with clone
        assert view["cells"] == {"A3": "blue", "E5": "red", "H3": "wall", "I3": "red"}
        assert list(view["cells"]) == ["A3", "E5", "H3", "I3"]  # reading order
        assert view["phase"] == "splitting" and view["to_move"] == ["ann"]
        assert view["moves_made"] == {"ann": 3, "bob": 3}
        assert view["undos_left"] == {"ann": 2, "bob": 2}
        assert view["result"] is None
        assert json.loads(json.dumps(view)) == view
    assert GAME.view(state)["viewer"] is None and GAME.view(state, BOB)["viewer"] == "bob"
    assert GAME.view(state)["colours"] == {"ann": "red", "bob": "blue"}
    assert GAME.view(start())["undos_left"] == {"ann": 0, "bob": 0}


def test_active_is_only_in_the_owners_view():
    state = position(red=["E5", "I3"], blue=["A3", "C1"], options="clone")
    assert "active" not in GAME.view(state)
    assert GAME.view(state, ANN)["active"] == ["E5", "I3"]
    assert GAME.view(state, BOB)["active"] == ["A3", "C1"]


def test_phases_in_order():
    state = GAME.new_state(NAMES, "clone")
    phases = [GAME.view(state)["phase"]]
    moves = [(BOB, "colour blue"), (ANN, "first red"), (ANN, "A3"), (BOB, "C1"), (ANN, "E5"),
             (BOB, "G1"), (ANN, "I3"), (BOB, "E9"), (ANN, "C6"), (BOB, "G7"), (BOB, "first red"),
             (ANN, "E4 E6"), (ANN, "active E4")]
    for seat, text in moves:
        state, _ = GAME.apply(state, seat, text)
        if GAME.view(state)["phase"] != phases[-1]:
            phases.append(GAME.view(state)["phase"])
    assert phases == ["colour", "first_place", "placing", "first_split", "splitting", "active",
                      "splitting"]
    state, _ = GAME.resign(state, BOB)
    assert GAME.view(state)["phase"] == "over"


def test_describe_draws_a_labelled_hex_board():
    state = position(red=["E5", "I3"], blue=["A3"], walls=["H3"], options="clone",
                     active={"red": ["E5"]})
    text = board(GAME.view(state, ANN))
    lines = text.splitlines()
    assert lines[0] == "Mitosis (hexhex5); anomalies: clone"
    assert lines[1] == "A          .   .   B   .   .          A1–A5"
    assert lines[5] == "E  .   .   .   .   R   .   .   .   .  E1–E9"
    assert lines[8] == "H        .   .   #   .   .   .        H1–H6"
    assert lines[9] == "I          .   .   r   .   .          I1–I5"  # inactive: lower case
    assert "Red: ann: 2 cells E5 I3; moves 4" in text
    assert "Blue: bob (DMO): 1 cell A3; moves 4" in text
    assert "Walls: H3" in text
    assert "Your active cells: E5" in text
    assert lines[-1] == "To move: ann splits a cell"
    public = board(GAME.view(state))
    assert "active" not in public.lower() and "I3" in public and " r " not in public
    assert board(GAME.view(GAME.new_state(NAMES))).splitlines()[-1] == \
        "To move: bob chooses a colour (colour red / colour blue)"


def test_describe_after_the_end():
    state = position(red=["E5"], blue=["A1"])
    state, _ = GAME.apply(state, ANN, "E4 E6")
    text = board(GAME.view(state))
    assert "Last: ann split E5 into E4 E6" in text
    assert text.splitlines()[-1] == "Result: ann wins — bob (blue) cannot split"


def test_resign_at_any_time():
    for state in (GAME.new_state(NAMES), start(), position(red=["E5"], blue=["A3"])):
        for seat in (ANN, BOB):
            new, events = GAME.resign(state, seat)
            assert GAME.result(new)["winners"] == [1 - seat]
            assert GAME.to_move(new) == [] and events[0]["type"] == "resigned"
            with pytest.raises(IllegalMove, match="game is over"):
                GAME.resign(new, 1 - seat)


def test_json_round_trip_and_state_untouched_by_queries():
    state = position(red=["E5", "I3"], blue=["A3", "C1"], options="clone undo capture")
    state, _ = GAME.apply(state, ANN, "E4 E6; active E6")
    text = GAME.to_json(state)
    assert GAME.from_json(text) == state
    GAME.view(state, ANN), GAME.legal_moves(state, BOB), GAME.describe(GAME.view(state))
    assert GAME.to_json(state) == text
    with pytest.raises(ValueError):
        get_game("protozoa").from_json(text)


def test_random_games_end_with_a_result_within_max_plies():
    import random

    rng = random.Random(5)
    for game_no in range(20):
        options = " ".join(a for a in ANOMALIES if rng.random() < 0.4)
        state = GAME.new_state(NAMES, options, game_no)
        limit = GAME.max_plies(state)
        plies = 0
        while GAME.result(state) is None:
            seat = GAME.to_move(state)[0]
            state, _ = GAME.apply(state, seat, GAME.random_move(state, seat, rng))
            plies += 1
            assert plies <= limit
        result = GAME.result(state)
        assert len(result["winners"]) == 1 and result["reason"]


def test_a_lone_cell_lists_its_splits():
    """Typing the cell to split ("E5") said "a split names the two new cells… 1
    given"; it lists that cell's splits, or says why it cannot split."""
    state = GAME.new_state(["ann", "bob"], "", 1)
    rng = random.Random(1)
    while state["phase"] != "splitting" or state["moves_made"][GAME.to_move(state)[0]] < 8:
        seat = GAME.to_move(state)[0]
        state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
    seat = GAME.to_move(state)[0]
    legal = GAME.legal_moves(state, seat)
    parent = GRID.centre_of(legal[0].split())
    with pytest.raises(IllegalMove) as refused_:
        GAME.apply(state, seat, parent)
    told = str(refused_.value)
    assert told.startswith(f"{parent} splits into ") and legal[0] in told and "given" not in told
    for move in legal:
        if GRID.centre_of(move.split()) == parent:
            assert move in told
    theirs = next(c for c, side in state["board"].items() if side not in (state["colours"][seat], "wall"))
    with pytest.raises(IllegalMove, match=f"{theirs} is not one of your cells"):
        GAME.apply(state, seat, theirs)


def test_a_seat_choosing_itself_is_not_named_twice():
    """"Petri (red) chose: Petri (red) places first" read as an echo."""
    state = GAME.new_state(["ann", "bob"], "", 1)
    dmo = GAME.to_move(state)[0]
    state, _ = GAME.apply(state, dmo, "colour red")
    red = GAME.to_move(state)[0]
    _, events = GAME.apply(state, red, "first red")
    assert str(events[0]["text"]) == f"{state['seats'][red]} (red) chose to place first"
