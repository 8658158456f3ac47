"""Genetess specials S1..S22 (games/genetess_specials.py) on hand-built rooms.

Source: seed ``shared/seeds/003_e1c6e9b1dd9ee778.txt`` ("seed Sn") and
``shared/rules/genetess.md`` §9, §12.  States are built directly in the
engine's layout by ``room``: a square room ringed by exterior wall (7×7 by
default: floor B2..F6).  Random outcomes are pinned by ``seed_for``, which
searches a ``state["rng"]`` whose successive draws (one ``games.rng.drawing``
per draw, as the module documents) give the wanted values.
"""

from __future__ import annotations

import random

import pytest

from test_genetess import en

from games import genetess_board as board
from games import genetess_specials as sp
from games.genetess_maps import SHIPPED, load_map

# --- helpers ---------------------------------------------------------------


def room(size: int = 7, *, pieces=(), specials=None, inner=(), seats: int = 2,
         timing: str = "v100", energy=None, starts=None, rng: int = 1) -> dict:
    """A state per the contract.

    ``pieces`` = [(square, owner, seq)], ``specials`` = {square: (type, params)}.
    """
    ring = [board.square_name(c, r) for r in range(size) for c in range(size)
            if r in (0, size - 1) or c in (0, size - 1)]
    state = {
        "game": "genetess", "version": 1, "rng": rng, "ply": 0,
        "seats": [f"p{i}" for i in range(seats)],
        "options": {"specials_timing": timing, "codes": "ABCDEFOR"},
        "width": size, "height": size, "walls": ring, "inner": sorted(inner, key=board.scan_key),
        "starts": starts or {"K1": "B2", "K2": board.square_name(size - 2, size - 2)},
        "specials": {sq: {"type": t, "params": sp.validate(t, params), "text": ""}
                     for sq, (t, params) in sorted((specials or {}).items(),
                                                   key=lambda kv: board.scan_key(kv[0]))},
        "pieces": {}, "next_id": 1,
        "energy": list(energy or [100] * seats), "scores": [0] * seats, "alive": [True] * seats,
        "colours": [None] * seats, "order": list(range(seats)), "round": 1, "turn": 0,
        "sight": [{"map": False, "reveal": [], "decode": []} for _ in range(seats)],
        "seen_specials": [{} for _ in range(seats)], "sx": {}, "king_losses": [], "result": None,
    }
    for sq, owner, seq in pieces:
        board.add_piece(state, sq, owner, seq)
    return state


def fire(state: dict, seat: int = 0) -> list:
    events: list = []
    sp.start_of_turn(state, seat, events)
    return events


def land(state: dict, sq: str, mover: int = 0) -> list:
    events: list = []
    sp.on_land(state, sq, mover, events)
    return events


def seqs(state: dict) -> dict:
    """square -> (owner, seq)."""
    return {sq: (p["owner"], p["seq"]) for sq, p in state["pieces"].items()}


def seed_for(wanted: list, draw=lambda rng: rng.randrange(9)) -> int:
    """An rng seed whose successive ``drawing`` draws give ``wanted``."""
    for seed in range(1, 10**6):
        value, got = seed, []
        for _ in wanted:
            rng = random.Random(value)
            got.append(draw(rng))
            value = rng.getrandbits(64)
        if got == wanted:
            return seed
    raise AssertionError(f"no seed gives {wanted}")


def shake(dc: int, dr: int) -> int:
    """The S16 draw that moves an item by (dc, dr)."""
    return sp.OFFSETS.index((dc, dr))


def kinds(events: list) -> list:
    return [(e["special"], e["squares"][0]) for e in events if e["kind"] == "special"]


# --- parameters and legend ---------------------------------------------------


def test_validate_normalises_and_fills_defaults():
    assert sp.validate(2, {"percent": 10}) == {"percent": 10, "of": "own"}
    assert sp.validate(4, {"code": "b"}) == {"code": "B", "max": None}
    assert sp.validate(6, {"squares": ["d3", "B2", "D3"]}) == {"squares": ["B2", "D3"]}
    assert sp.validate(8, {"target": "B2:C3"}) == {"target": ["B2", "C2", "B3", "C3"]}
    assert sp.validate(8, {"target": "random"}) == {"target": "random"}
    assert sp.validate(8, {"target": "e5"}) == {"target": "E5"}
    assert sp.validate(10, {"walls": "random", "count": 2}) == {"walls": "random", "count": 2}
    assert sp.validate(12, {"percent": 50}) == {"amount": None, "percent": 50}
    assert sp.validate(19, {}) == {}


@pytest.mark.parametrize("kind, params, words", [
    (23, {}, "1..22"),
    (1, {}, "needs bonus"),
    (1, {"bonus": -1}, "bonus must be an integer 0"),
    (1, {"bonus": True}, "bonus"),
    (1, {"bonus": 3, "of": "own"}, "no parameter 'of'"),
    (2, {"percent": 5, "of": "mine"}, "'own', 'all'"),
    (3, {"target": "Z99"}, "target"),
    (4, {"code": "K"}, "not K"),
    (6, {"squares": []}, "non-empty list"),
    (10, {"walls": ["C3"], "count": 2}, "count applies only"),
    (12, {}, "exactly one"),
    (12, {"amount": 1, "percent": 5}, "exactly one"),
    (12, {"percent": 101}, "0..100"),
    (5, {"x": 1}, "parameters: none"),
])
def test_validate_refuses_with_the_key_and_what_is_allowed(kind, params, words):
    with pytest.raises(ValueError, match=words):
        sp.validate(kind, params)


def test_summary_texts():
    assert en(sp.summary({"type": 1, "params": {"bonus": 5}})) == "S1: +5 E"
    assert en(sp.summary({"type": 4, "params": {"code": "B", "max": 3}})) == "S4: adds B, up to 3 each"
    assert en(sp.summary({"type": 8, "params": {"target": "random"}})) \
        == "S8: teleport to a random square"
    assert en(sp.summary({"type": 12, "params": {"percent": 10}})) == "S12: enemies lose 10% E"
    assert en(sp.summary({"type": 20, "params": {}})) == "S20: wind"


def test_every_shipped_special_validates_and_has_a_summary():
    for name in SHIPPED:
        for special in load_map(name)["specials"].values():
            assert en(sp.summary(special)).startswith(f"S{special['type']}:")


# --- firing order and timing -----------------------------------------------------


def test_firing_order_is_by_type_then_a1():
    # S2 at B2 fires after both S1s although it is first in A1 order: 100 + 10 + 20 = 130, +50%.
    state = room(specials={"B2": (2, {"percent": 50}), "D2": (1, {"bonus": 20}),
                           "C4": (1, {"bonus": 10})},
                 pieces=[("B2", 0, "A"), ("D2", 0, "AB"), ("C4", 0, "AK")])
    events = fire(state)
    assert kinds(events) == [(1, "D2"), (1, "C4"), (2, "B2")]
    assert state["energy"][0] == 130 + 65


def test_start_of_turn_fires_only_the_seats_own_occupied_specials():
    state = room(specials={sq: (1, {"bonus": 5}) for sq in ("B2", "C2", "D2")},
                 pieces=[("B2", 0, "AK"), ("C2", 1, "AK")])
    fire(state, 0)
    assert state["energy"] == [105, 100]


def test_on_occupy_specials_wait_for_landing_under_v100():
    state = room(specials={"C3": (7, {})}, pieces=[("C3", 0, "AB"), ("B2", 0, "AK")])
    assert fire(state) == [] and "C3" in state["pieces"]
    land(state, "C3")
    assert "C3" not in state["pieces"]


def test_v102_nothing_on_landing_everything_at_the_occupiers_turn():
    state = room(timing="v102", specials={"C3": (7, {}), "E5": (5, {})},
                 pieces=[("C3", 0, "AB"), ("E5", 1, "AF"), ("B2", 0, "AK")])
    assert land(state, "C3") == [] and "C3" in state["pieces"]
    fire(state, 0)
    assert "C3" not in state["pieces"]
    assert state["sight"][1]["map"] is False  # S5 waits for its occupier's own turn
    fire(state, 1)
    assert state["sight"][1]["map"] is True


def test_ronin_never_fire_start_of_turn_specials():
    state = room(specials={"B2": (1, {"bonus": 5})}, pieces=[("B2", None, "A")])
    assert fire(state) == []


# --- S1, S2, S11, S12, S14: energy ---------------------------------------------------


def test_s1_bonus_is_multiplied_by_kings():
    state = room(specials={"C3": (1, {"bonus": 5})},
                 pieces=[("C3", 0, "AB"), ("B2", 0, "K"), ("F6", 0, "AK")])
    events = fire(state)
    assert state["energy"][0] == 110
    assert en(events[0]["owner_text"]) == "+10 E" and events[0]["owner_seat"] == 0


def test_s2_percent_of_own_or_all_rounded_down():
    state = room(specials={"C3": (2, {"percent": 15, "of": "all"})}, energy=[10, 23],
                 pieces=[("C3", 0, "K")])
    fire(state)
    assert state["energy"][0] == 10 + 33 * 15 // 100
    state = room(specials={"C3": (2, {"percent": 15})}, energy=[10, 23], pieces=[("C3", 0, "K")])
    fire(state)
    assert state["energy"][0] == 11


@pytest.mark.parametrize("occupied, gain", [(1, 2), (2, 8), (3, 54)])
def test_s11_is_n_to_the_n_percent_once(occupied, gain):
    squares = ["B2", "C2", "D2"]
    state = room(specials={sq: (11, {}) for sq in squares}, energy=[200, 0],
                 pieces=[("F6", 0, "K")] + [(sq, 0, "AB") for sq in squares[:occupied]])
    events = fire(state)
    assert state["energy"][0] == 200 + gain  # 1%, 4%, 27% of 200, once
    assert [e["squares"] for e in events] == [[sq] for sq in squares[:occupied]]


def test_s11_bonus_is_multiplied_by_kings():
    state = room(specials={"B2": (11, {}), "C2": (11, {})}, energy=[200, 0],
                 pieces=[("B2", 0, "AK"), ("C2", 0, "AK")])
    fire(state)
    assert state["energy"][0] == 200 + 8 * 2


@pytest.mark.parametrize("params, after", [({"amount": 7}, [100, 0, 3]),
                                           ({"percent": 50}, [100, 3, 5])])
def test_s12_decays_every_enemy_never_below_zero(params, after):
    state = room(seats=3, specials={"C3": (12, params)}, energy=[100, 5, 10],
                 pieces=[("C3", 0, "AK")])
    fire(state)
    assert state["energy"] == after


def test_s14_doubles_codes_but_not_k_for_the_creation_price():
    state = room(specials={"C3": (14, {})}, energy=[50, 0], pieces=[("C3", 0, "ABK")])
    fire(state)
    assert state["pieces"]["C3"]["seq"] == "AABBK"
    assert state["energy"][0] == 50 - board.creation_cost(state, "ABK")


def test_s14_unaffordable_does_nothing():
    state = room(specials={"C3": (14, {})}, energy=[4, 0], pieces=[("C3", 0, "AB")])
    events = fire(state)
    assert state["pieces"]["C3"]["seq"] == "AB" and state["energy"][0] == 4
    assert "not enough E" in en(events[0]["text"])


# --- S3, S4: pieces grow ---------------------------------------------------------------


def test_s3_duplicates_onto_an_empty_target_kings_too():
    state = room(specials={"C3": (3, {"target": "E5"})}, pieces=[("C3", 0, "K")])
    fire(state)
    copy = state["pieces"]["E5"]
    assert (copy["owner"], copy["seq"]) == (0, "K") and copy["id"] != state["pieces"]["C3"]["id"]
    assert board.kings(state, 0) == ["C3", "E5"]


def test_s3_blocked_target_and_copy_set_off_a_teleport():
    state = room(specials={"C3": (3, {"target": "E5"})}, pieces=[("C3", 0, "AK"), ("E5", 1, "A")])
    fire(state)
    assert len(state["pieces"]) == 2
    state = room(specials={"C3": (3, {"target": "E5"}), "E5": (8, {"target": "B6"})},
                 pieces=[("C3", 0, "AK")])
    fire(state)
    assert seqs(state) == {"C3": (0, "AK"), "B6": (0, "AK")}


def test_s4_adds_up_to_max():
    state = room(specials={"C3": (4, {"code": "B", "max": 2})}, pieces=[("C3", 0, "AB")])
    fire(state)
    assert state["pieces"]["C3"]["seq"] == "ABB"
    events = fire(state)
    assert state["pieces"]["C3"]["seq"] == "ABB" and "limit" in en(events[0]["text"])


def test_s4_random_code_comes_from_the_games_codes():
    state = room(specials={"C3": (4, {"code": "random"})}, pieces=[("C3", 0, "A")])
    state["options"]["codes"] = "D"
    fire(state)
    assert state["pieces"]["C3"]["seq"] == "AD"


def test_event_texts_never_name_a_sequence():
    state = room(specials={"C3": (4, {"code": "D"})}, pieces=[("C3", 0, "ABCEF")])
    events = fire(state)
    assert "ABCDEF" not in en(events[0]["text"]) and "D" in en(events[0]["owner_text"])


# --- S5, S17, S18: sight ---------------------------------------------------------------------


def test_s5_at_any_players_turn_decoding_only_with_f():
    state = room(specials={"C3": (5, {}), "E5": (5, {})},
                 pieces=[("C3", 1, "AF"), ("E5", 0, "A"), ("B2", 0, "AK")])
    fire(state, 0)
    assert state["sight"][1]["map"] and state["sight"][0]["map"]
    ids = sorted(p["id"] for p in state["pieces"].values() if p["owner"] == 0)
    assert state["sight"][1]["decode"] == ids and state["sight"][0]["decode"] == []
    board.move_piece(state, "C3", "D3")  # seat 1 leaves: the map goes at the next turn start
    fire(state, 0)
    assert state["sight"][1] == {"map": False, "reveal": [], "decode": []}


def test_s17_reveals_enemy_kings_and_s18_identical_sequences():
    state = room(seats=3, specials={"C3": (17, {}), "D3": (18, {})},
                 pieces=[("C3", 0, "AB"), ("D3", 0, "AB"), ("B5", 1, "AK"), ("F6", 2, "K"),
                         ("F2", 1, "AB"), ("E5", 0, "AK"), ("B6", 2, "ABB")])
    fire(state)
    ids = {sq: p["id"] for sq, p in state["pieces"].items()}
    assert state["sight"][0]["reveal"] == sorted([ids["B5"], ids["F6"], ids["C3"], ids["F2"]])
    fire(state, 1)
    fire(state, 0)  # the reveal is rebuilt, not piled up
    assert len(state["sight"][0]["reveal"]) == 4


# --- S6, S7, S9: King-linked destruction -------------------------------------------------------


def test_s6_kills_on_the_listed_squares():
    state = room(specials={"B2": (6, {"squares": ["D4", "E4"]})},
                 pieces=[("B2", 0, "AB"), ("D4", 1, "A"), ("E4", 0, "A"), ("F6", 1, "AK")])
    land(state, "B2")
    assert sorted(state["pieces"]) == ["B2", "F6"]


def test_s6_king_in_area_kills_all_the_owners_pieces_but_not_the_king():
    state = room(specials={"B2": (6, {"squares": ["D4"]})},
                 pieces=[("B2", 0, "AB"), ("D4", 1, "AK"), ("F6", 1, "A"), ("F5", 1, "AB"),
                         ("C6", 0, "A")])
    land(state, "B2")
    assert sorted(state["pieces"]) == ["B2", "C6", "D4"]
    assert state["king_losses"] == []


def test_s7_blast_four_jets_stop_at_first_piece():
    state = room(specials={"D4": (7, {})},
                 pieces=[("D4", 0, "AB"), ("D2", 1, "A"), ("D3", 1, "A"), ("F4", 1, "A"),
                         ("B6", 1, "A"), ("E5", 1, "A")])
    land(state, "D4")
    # D3 shields D2; diagonals (B6 via C5, E5) need C.
    assert sorted(state["pieces"]) == ["B6", "D2", "E5"]


def test_s7_c_adds_diagonals_e_passes_pieces():
    state = room(specials={"D4": (7, {})},
                 pieces=[("D4", 0, "ACE"), ("D2", 1, "A"), ("D3", 1, "A"), ("B6", 1, "A"),
                         ("E5", 1, "A"), ("F6", 1, "A"), ("E3", 0, "A")])
    land(state, "D4")
    assert state["pieces"] == {}


def test_s7_o_opens_one_interior_wall_at_the_end_of_each_jet():
    state = room(9, specials={"E5": (7, {})}, inner=["E3", "E2", "G5", "C3"],
                 pieces=[("E5", 0, "AO"), ("C5", 1, "A")])
    land(state, "E5")
    # N jet ends at E3 (E2 behind it stays), E jet at G5; W jet stops at the piece on C5.
    assert state["inner"] == ["E2", "C3"]
    assert "C5" not in state["pieces"]


def test_s7_landing_king_survives_and_its_own_pieces_die():
    state = room(specials={"D4": (7, {})},
                 pieces=[("D4", 0, "AK"), ("B2", 0, "AB"), ("F2", 1, "A")])
    land(state, "D4")
    assert sorted(state["pieces"]) == ["D4", "F2"]


def test_s7_enemy_king_in_a_jet_links_all_its_pieces():
    state = room(specials={"D4": (7, {})},
                 pieces=[("D4", 0, "AB"), ("D2", 1, "AK"), ("F6", 1, "A"), ("B6", 0, "A")])
    land(state, "D4")
    assert sorted(state["pieces"]) == ["B6", "D2"]


def test_s9_lander_and_pieces_in_its_view_lose_a_code_last_a_dies():
    state = room(9, specials={"E5": (9, {})},
                 pieces=[("E5", 0, "AA"), ("F6", 1, "A"), ("D4", 1, "BB"), ("E7", 1, "A"),
                         ("H8", 1, "A")])
    land(state, "E5")
    # E5 sees radius 1: E5, F6, D4 are hit; E7 and H8 are out of view.
    assert seqs(state) == {"E5": (0, "A"), "D4": (1, "B"), "E7": (1, "A"), "H8": (1, "A")}


def test_s9_king_cannot_lose_k_and_links_its_owners_pieces():
    state = room(9, specials={"E5": (9, {})},
                 pieces=[("E5", 0, "AA"), ("F5", 1, "K"), ("F4", 1, "AK"), ("H8", 1, "A"),
                         ("B2", 1, "BB"), ("H2", 0, "AA")])
    land(state, "E5")
    # F5 is a King in view: every piece of seat 1 is hit; H8 loses its last A; Kings keep K.
    assert seqs(state) == {"E5": (0, "A"), "F5": (1, "K"), "F4": (1, "K"), "B2": (1, "B"),
                           "H2": (0, "AA")}
    assert state["king_losses"] == []


# --- S8, S10, S13: teleports, walls, relocation ------------------------------------------------


def test_s8_teleports_to_an_empty_target():
    state = room(specials={"C3": (8, {"target": "F6"})}, pieces=[("C3", 0, "AB")])
    events = land(state, "C3")
    assert seqs(state) == {"F6": (0, "AB")}
    # The arrival is narrated on F6 without naming the teleport's square.
    assert [e["squares"] for e in events] == [["C3"], ["F6"]] and "C3" not in en(events[1]["text"])


def test_s8_list_and_random_targets_take_an_empty_square():
    state = room(4, specials={"B2": (8, {"target": ["C2", "C3"]})},
                 pieces=[("B2", 0, "A"), ("C2", 1, "A")])
    land(state, "B2")
    assert sorted(state["pieces"]) == ["C2", "C3"]
    state = room(4, specials={"B2": (8, {"target": "random"})},
                 pieces=[("B2", 0, "A"), ("C2", 1, "A"), ("B3", 1, "A")])
    land(state, "B2")
    assert sorted(state["pieces"]) == ["B3", "C2", "C3"]


def test_s8_blocked_teleport_is_retried_at_the_owners_turn():
    state = room(specials={"C3": (8, {"target": "F6"})},
                 pieces=[("C3", 0, "AB"), ("F6", 1, "A"), ("B2", 0, "AK")])
    land(state, "C3")
    pid = state["pieces"]["C3"]["id"]
    assert state["sx"]["teleports"] == [{"id": pid, "square": "C3"}]
    fire(state, 1)  # not that player's turn
    fire(state, 0)  # still blocked
    assert "C3" in state["pieces"] and len(state["sx"]["teleports"]) == 1
    board.remove_piece(state, "F6", by=0, cause="test", events=[])
    fire(state, 1)
    assert "C3" in state["pieces"]
    fire(state, 0)
    assert state["pieces"]["F6"]["id"] == pid and state["sx"]["teleports"] == []


def test_s8_pending_teleport_dropped_when_the_piece_leaves():
    state = room(specials={"C3": (8, {"target": "F6"})}, pieces=[("C3", 0, "AB"), ("F6", 1, "A")])
    land(state, "C3")
    board.move_piece(state, "C3", "C4")
    board.remove_piece(state, "F6", by=0, cause="test", events=[])
    fire(state, 0)
    assert "C4" in state["pieces"] and state["sx"]["teleports"] == []


def test_s8_under_v102_keeps_no_pending_teleports():
    state = room(timing="v102", specials={"C3": (8, {"target": "F6"})},
                 pieces=[("C3", 0, "AB"), ("F6", 1, "A")])
    fire(state, 0)
    assert "C3" in state["pieces"] and state["sx"] == {}


def test_s10_opens_listed_and_random_interior_walls():
    state = room(specials={"B2": (10, {"walls": ["D3", "D4", "E4"]})}, inner=["D3", "D4", "F2"],
                 pieces=[("B2", 0, "A")])
    land(state, "B2")
    assert state["inner"] == ["F2"]
    state = room(specials={"B2": (10, {"walls": "random", "count": 2})},
                 inner=["D3", "D4", "F2"], pieces=[("B2", 0, "A")])
    land(state, "B2")
    assert len(state["inner"]) == 1 and set(state["inner"]) < {"D3", "D4", "F2"}


def test_s13_relocates_every_special_to_empty_floor():
    specials = {"B2": (13, {}), "D4": (1, {"bonus": 1}), "F6": (19, {})}
    state = room(specials=specials, inner=["C2", "C3"], pieces=[("B2", 0, "A"), ("E5", 1, "A")])
    before = sorted(s["type"] for s in state["specials"].values())
    land(state, "B2")
    assert sorted(s["type"] for s in state["specials"].values()) == before
    for sq in state["specials"]:
        assert board.is_floor(state, sq) and sq not in state["pieces"]
    assert list(state["specials"]) == sorted(state["specials"], key=board.scan_key)


# --- S15, S19, S21, S22 -------------------------------------------------------------------------


def test_s15_converts_in_view_and_whole_sides_through_their_king():
    state = room(seats=3, specials={"D4": (15, {})},
                 pieces=[("D4", 0, "AB"), ("C3", 1, "AB"), ("E5", None, "A"), ("E3", 2, "AK"),
                         ("F6", 2, "A"), ("B6", 1, "A"), ("B2", 0, "AK")])
    fire(state)
    assert seqs(state) == {"D4": (0, "AB"), "C3": (0, "AB"), "E5": (0, "A"), "E3": (2, "AK"),
                           "F6": (0, "A"), "B6": (1, "A"), "B2": (0, "AK")}


def test_s19_fuse_kills_identical_pieces_own_king_and_enemy_king_recorded():
    state = room(specials={"C3": (19, {})},
                 pieces=[("C3", 0, "K"), ("F6", 1, "K"), ("B2", 0, "AK"), ("E2", 1, "K")])
    fire(state)
    assert sorted(state["pieces"]) == ["B2"]
    # Removed in A1 order: E2, C3, F6.
    assert state["king_losses"] == [{"owner": 1, "by": 0}, {"owner": 0, "by": 0},
                                    {"owner": 1, "by": 0}]


def test_s21_rockfall_walls_the_view_kings_excepted():
    state = room(specials={"D4": (21, {})},
                 pieces=[("D4", 0, "AB"), ("C3", 1, "AK"), ("E5", 1, "A"), ("F6", 1, "A")])
    fire(state)
    assert sorted(state["pieces"]) == ["C3", "F6"]
    assert state["inner"] == ["D3", "E3", "C4", "D4", "E4", "C5", "D5", "E5"]


def test_s21_rockfall_leaves_exterior_walls_and_a_king_occupier():
    state = room(specials={"B2": (21, {})}, pieces=[("B2", 0, "AK")])
    fire(state)
    assert state["inner"] == ["C2", "B3", "C3"] and "B2" in state["pieces"]
    assert "A1" in state["walls"] and "A1" not in state["inner"]


def test_s22_monkey_crowns_the_nearest_pieces_once():
    state = room(specials={"D4": (22, {})},
                 pieces=[("D4", 0, "AB"), ("C3", 1, "A"), ("E6", 0, "A"), ("F5", 1, "AB")],
                 starts={"K1": "B2", "K2": "F6", "K3": "C3"})
    fire(state)
    # C3 is nearest to both K1 and K3 but gains one K; E6 and F5 tie for K2.
    assert seqs(state) == {"D4": (0, "AB"), "C3": (1, "AK"), "E6": (0, "AK"), "F5": (1, "ABK")}
    fire(state)
    assert state["pieces"]["C3"]["seq"] == "AK"


# --- S16 tremor ------------------------------------------------------------


def test_s16_specials_pass_walls_but_not_other_specials():
    # Draws: specials B2 (stay), D4 (E onto the interior wall E4), E5 (N: blocked by it); piece B2.
    state = room(specials={"B2": (16, {}), "D4": (1, {"bonus": 1}), "E5": (1, {"bonus": 2})},
                 inner=["E4"], pieces=[("B2", 0, "AK")],
                 rng=seed_for([shake(0, 0), shake(1, 0), shake(0, -1), shake(0, 0)]))
    fire(state)
    assert {sq: s["type"] for sq, s in state["specials"].items()} == {"B2": 16, "E4": 1, "E5": 1}
    assert state["specials"]["E4"]["params"] == {"bonus": 1}


def test_s16_pieces_blocked_by_walls_and_pieces():
    # Draws: special B2 (stay); pieces B2 (W: exterior wall), C2 (W: piece), E2 (S: interior wall).
    state = room(specials={"B2": (16, {})}, inner=["E3"],
                 pieces=[("B2", 0, "AK"), ("C2", 1, "A"), ("E2", 1, "A")],
                 rng=seed_for([shake(0, 0), shake(-1, 0), shake(-1, 0), shake(0, 1)]))
    before = seqs(state)
    fire(state)
    assert seqs(state) == before


def test_s16_piece_shaken_onto_a_teleport_is_teleported():
    # Draws: specials B2, D3 (stay); pieces B2 (stay), C3 (E onto the S8 at D3).
    state = room(specials={"B2": (16, {}), "D3": (8, {"target": "F6"})},
                 pieces=[("B2", 0, "AK"), ("C3", 1, "A")],
                 rng=seed_for([shake(0, 0)] * 3 + [shake(1, 0)]))
    fire(state)
    assert seqs(state) == {"B2": (0, "AK"), "F6": (1, "A")}


def test_s16_special_shaken_onto_a_piece_triggers_and_pieces_move_once():
    # Draws: specials B2 (stay), D3 (W onto the piece on C3, teleporting it to F6);
    # then pieces B2 (stay) and F6 (NW to E5): moved by the tremor once, after its teleport.
    state = room(specials={"B2": (16, {}), "D3": (8, {"target": "F6"})},
                 pieces=[("B2", 0, "AK"), ("C3", 1, "A")],
                 rng=seed_for([shake(0, 0), shake(-1, 0), shake(0, 0), shake(-1, -1)]))
    fire(state)
    assert seqs(state) == {"B2": (0, "AK"), "E5": (1, "A")}
    assert "C3" in state["specials"]


def test_s16_under_v102_shaken_pieces_trigger_nothing():
    state = room(timing="v102", specials={"B2": (16, {}), "D3": (8, {"target": "F6"})},
                 pieces=[("B2", 0, "AK"), ("C3", 1, "A")],
                 rng=seed_for([shake(0, 0)] * 3 + [shake(1, 0)]))
    fire(state)
    assert seqs(state) == {"B2": (0, "AK"), "D3": (1, "A")}


# --- S20 wind --------------------------------------------------------------


def test_s20_wind_blows_pieces_straight_away_until_blocked():
    state = room(9, specials={"E5": (20, {})}, inner=["C5"],
                 pieces=[("E5", 0, "AK"), ("E3", 1, "A"), ("C3", 1, "A"), ("G5", 1, "A"),
                         ("E6", 1, "A"), ("E7", 0, "A"), ("D5", 1, "A"), ("F4", 1, "A")])
    fire(state)
    # N, NW, E to the exterior wall; E7 first, so E6 packs behind it; D5 stops at C5; F4 NE.
    assert sorted(state["pieces"]) == sorted(["E5", "E2", "B2", "H5", "E8", "E7", "D5", "H2"])
    assert state["pieces"]["E7"]["owner"] == 1 and state["pieces"]["E8"]["owner"] == 0


def test_s20_wind_onto_a_detonation_sets_it_off():
    state = room(9, specials={"E5": (20, {}), "E2": (7, {})},
                 pieces=[("E5", 0, "AK"), ("E4", 1, "A"), ("B2", 1, "A")])
    fire(state)
    # E4 blows N onto E2 and dies with the blast; its W jet kills B2 too.
    assert sorted(state["pieces"]) == ["E5"]


def test_a_specials_own_event_is_credited_to_its_occupier_its_consequences_to_nobody():
    # The engine lets the credited seat (``actor``) read an event it cannot see: the wind's
    # occupier must not learn where the blown pieces were, and the blown piece's owner (not
    # the wind's) is the one credited with the detonation its piece set off.
    state = room(9, specials={"E5": (20, {}), "E2": (7, {})},
                 pieces=[("E5", 0, "AK"), ("E4", 1, "A"), ("B2", 1, "A")])
    credited = [(e["kind"], e.get("special"), e["actor"]) for e in fire(state)]
    assert credited == [("special", 20, 0), ("special-effect", 20, None), ("special", 7, 1),
                        ("removed", None, None), ("removed", None, None)]


SAMPLE_PARAMS = {1: {"bonus": 3}, 2: {"percent": 10}, 3: {"target": "F6"}, 4: {"code": "B"},
                 6: {"squares": ["E5"]}, 8: {"target": "F2"}, 10: {"walls": "random"},
                 12: {"amount": 2}}


@pytest.mark.parametrize("kind", range(1, 23))
def test_no_event_text_names_a_sequence(kind):
    state = room(timing="v102", energy=[500, 500], inner=["D2"],
                 specials={"D4": (kind, SAMPLE_PARAMS.get(kind, {}))},
                 pieces=[("D4", 0, "ACDEFO"), ("E5", 1, "ACDEFO"), ("C3", 1, "ABK"),
                         ("B6", 0, "AK")])
    events = fire(state)
    assert any(e.get("special") == kind for e in events)
    for event in events:
        # Nor do its arguments: a message's data says no more than its words.
        for text in (en(event["text"]), repr(event["text"])):
            assert "ACDEFO" not in text and "ABK" not in text
        assert set(event) >= {"kind", "squares", "text"}


def test_s7_e_alone_passes_pieces_on_the_four_jets_only():
    state = room(specials={"D4": (7, {})},
                 pieces=[("D4", 0, "AE"), ("D3", 1, "A"), ("D2", 1, "A"), ("E5", 1, "A")])
    land(state, "D4")
    assert sorted(state["pieces"]) == ["E5"]
