"""Genetess engine rules (games/genetess.py; rulings shared/rules/genetess.md, §12 G-defaults, §13).

Positions are built on ``PLAIN``, a 10×10 map without specials (``position``);
the specials themselves are tested in ``test_genetess_specials.py``, except
for the fuse (S19), used here to eliminate several seats at once (G21).
"""

from __future__ import annotations

import pytest
from conformance import assert_refused

import i18n
from games import genetess_board as board
from games.base import BadOptions, IllegalMove
from games.genetess import Genetess, bid_text, visible_squares
from games.genetess_board import creation_cost
from games.genetess_codes import creation_cost as table_cost

G = Genetess()

PLAIN = '''
grid = """
##########
#........#
#........#
#...X....#
#........#
#........#
#........#
#........#
#........#
##########
"""
[starts]
K1 = "B2"
K2 = "I9"
K3 = "I2"
K4 = "B9"
'''


def en(value):
    """Engine text (a message, its JSON form, or a list of them) in English, as read."""
    return [i18n.text(v) for v in value] if isinstance(value, list) else i18n.text(value)


def names(n: int) -> list[str]:
    return ["ann", "bob", "cat", "dan"][:n]


def bids_done(n: int = 2, options: str = "", seed: int = 0, game_map: str = PLAIN):
    state = G.with_map(G.new_state(names(n), options, seed), game_map)
    for seat in range(n):
        state, _ = G.apply(state, seat, "BID")
    return state


def position(pieces: dict, n: int = 2, mover: int = 0, energy: int = 20, options: str = "",
             game_map: str = PLAIN):
    """A round-1 state with exactly ``pieces`` (square → (owner, seq)), ``mover`` to play,
    turn order = seat order, every seat holding ``energy``."""
    state = bids_done(n, options, 0, game_map)
    state["pieces"] = {}
    for i, (sq, (owner, seq)) in enumerate(pieces.items(), start=1):
        state["pieces"][sq] = {"id": i, "owner": owner, "seq": "".join(sorted(seq))}
    state["next_id"] = len(pieces) + 1
    state["order"] = list(range(n))
    state["turn"] = mover
    state["round"] = 1
    state["energy"] = [energy] * n
    state["report"] = []
    for sight in state["sight"]:
        sight.update(map=False, reveal=[], decode=[])
    # Nothing remembered from the bids' start position (it depends on the seed's draws).
    for memory in ("seen_specials", "wall_memory", "king_signs", "followed", "swept"):
        state[memory] = [{} for _ in range(n)]
    return state


def play(state, seat, text):
    return G.apply(state, seat, text)[0]


# -- costs (rules §3.2, G2) -------------------------------------------------------------------

def test_cost_formula_matches_the_v102_example():
    assert table_cost("ABBBD") == 34                 # (1+2+2+2+3) + (1·2·2·2·3)
    assert table_cost("A") == 2 and table_cost("AB") == 5
    assert table_cost("K") == 1                      # K: +0 to the sum, ×1 to the product
    assert table_cost("AK") == 2
    state = position({"B2": (0, "K")})
    assert creation_cost(state, "ABBBD") == 34
    state["costs"]["B"] = 5
    assert creation_cost(state, "AB") == 6 + 5


# -- round 0: bids (G13, §13) -------------------------------------------------------------------

def test_bid_notation_round_trips_and_stays_secret():
    state = G.new_state(names(3), "", 1)
    assert G.to_move(state) == [0, 1, 2] and state["map"]["name"] == "quad"
    assert en(G.pending_secret(state, 0)["prompt"]).startswith("Round 0: three secret auctions")
    state, events = G.apply(state, 0, "bid start 3 k2,k1 order 2 b,a color 0 red")
    text = "BID start 3 K2,K1 order 2 b,a colour 0 red"
    assert bid_text(state["bids"][0]) == text
    assert G.secrets(state, 0) == [text]
    assert en(events[0]["private"]["0"]) == f"your bid: {text}" and list(events[0]["private"]) == ["0"]
    assert text not in en(events[0]["text"])
    assert G.view(state, 0)["bids"]["mine"] == text
    assert G.view(state, 1)["bids"] == {"in": ["ann"], "mine": None}
    assert "BID start" not in str(G.view(state, None)) + str(G.view(state, 1))
    assert G.to_move(state) == [1, 2]
    assert G.pending_secret(state, 0) is None


@pytest.mark.parametrize("text, fragment", [
    ("BID start 21", "add up to 21"),
    ("BID start 10 order 6 colour 5", "add up to 21"),
    ("BID start 1 K9", "not one of"),
    ("BID order 1 c", "not one of"),
    ("BID colour 1 mauve", "not one of"),
    ("BID start 1 K1,K1", "twice"),
    ("BID start 1 start 2", "twice"),
    ("BID speed 3", "not a bid part"),
    ("MOVE B2 N", "round 0 is for bids"),
])
def test_bad_bids_are_refused(text, fragment):
    state = G.new_state(names(2), "", 1)
    assert_refused(G, state, 0, text, fragment)


def test_bids_are_paid_in_full_and_the_highest_bid_chooses_first():
    state = G.new_state(names(2), "", 5)
    state = play(state, 0, "BID start 4 K1,K2 order 1 a colour 2 blue")
    state = play(state, 1, "BID start 5 K1 order 0 a colour 0 blue")
    assert state["round"] == 1 and state["bids"] == [None, None]
    assert state["start_of"] == ["K2", "K1"]                 # bob bid more for K1
    assert state["order"] == [0, 1]                          # ann bid 1 for turn a
    assert state["colours"] == ["blue", state["colours"][1]] and state["colours"][1] != "blue"
    starts = state["starts"]
    assert state["pieces"][starts["K2"]]["seq"] == "K" and state["pieces"][starts["K2"]]["owner"] == 0
    # Paid in full, winners and losers alike; ann (turn a) already collected 1 E income.
    assert state["energy"] == [20 - 7 + 1, 20 - 5]


def test_bid_ties_are_broken_by_the_seeded_rng():
    winners = set()
    for seed in range(12):
        state = G.new_state(names(2), "", seed)
        state = play(state, 0, "BID start 2 K1")
        state = play(state, 1, "BID start 2 K1")
        winners.add(state["start_of"].index("K1"))
        again = play(play(G.new_state(names(2), "", seed), 0, "BID start 2 K1"), 1, "BID start 2 K1")
        assert again == state                                   # deterministic given the seed
    assert winners == {0, 1}


def test_bare_bids_get_random_distinct_options_and_spare_starts_stay_empty():
    state = bids_done(2, "", 3)                                 # PLAIN has 4 starts, 2 seats
    assert sorted(state["order"]) == [0, 1]
    assert len(set(state["start_of"])) == 2 and len(state["pieces"]) == 2
    assert len(set(state["colours"])) == 2


def test_a_seat_that_resigns_in_round_0_leaves_the_others_to_resolve():
    state = G.with_map(G.new_state(names(3), "", 1), PLAIN)
    state = play(state, 0, "BID")
    state = play(state, 1, "BID")
    state, _ = G.resign(state, 2)
    assert state["round"] == 1 and state["alive"] == [True, True, False]
    assert sorted(state["order"]) == [0, 1]
    assert state["scores"] == [1, 1, 0]                         # both outlast the resigner


# -- movement (rules §7, G3, G4, G5, G19) ---------------------------------------------------------

def test_a_plain_king_steps_once_orthogonally():
    state = position({"C3": (0, "K"), "H8": (1, "K")})
    assert sorted(m for m in G.legal_moves(state, 0) if m.startswith("MOVE")) == \
        ["MOVE C3 E", "MOVE C3 N", "MOVE C3 S", "MOVE C3 W"]
    assert_refused(G, state, 0, "MOVE C3 NE", "exactly 1 orthogonal and 0 diagonal")
    assert_refused(G, state, 0, "MOVE C3 N-N", "exactly 1 orthogonal")
    new = play(state, 0, "move c3 n")
    assert "C2" in new["pieces"] and "C3" not in new["pieces"]


def test_steps_are_exact_with_count_c_diagonals_in_any_order():
    state = position({"C3": (0, "ABC"), "H8": (1, "K"), "B2": (0, "K")})
    for path in ("S-SE", "SE-S", "W-SE"):
        play(state, 0, f"MOVE C3 {path}")
    assert_refused(G, state, 0, "MOVE C3 S-S", "1 orthogonal and 1 diagonal")
    assert_refused(G, state, 0, "MOVE C3 SE-SE", "1 orthogonal and 1 diagonal")
    assert play(state, 0, "MOVE B2 S")["pieces"]["B3"]["seq"] == "K"
    no_move = position({"C3": (0, "AD"), "H8": (1, "K"), "B2": (0, "K")})
    assert_refused(G, no_move, 0, "MOVE C3 N", "cannot move")


def test_walls_block_and_o_opens_interior_walls():
    # E4 is an interior wall of PLAIN; A-column and row 1 are exterior walls.
    state = position({"D4": (0, "AB"), "B2": (0, "K"), "H8": (1, "K")})
    assert_refused(G, state, 0, "MOVE D4 E", "interior wall on E4", "only a piece with O")
    assert_refused(G, state, 0, "MOVE B2 W", "exterior wall on A2")
    assert_refused(G, state, 0, "MOVE B2 N", "exterior wall")
    digger = position({"D4": (0, "ABBO"), "B2": (0, "K"), "H8": (1, "K")})
    new = play(digger, 0, "MOVE D4 E-E")
    assert "E4" not in new["inner"] and "F4" in new["pieces"]
    assert "E4" in digger["inner"]                                # the input is untouched
    assert any("opened" in line for line in en(G.view(new, 0)["report"]))


def test_pieces_block_unless_e_and_capture_only_on_the_last_step():
    pieces = {"C3": (0, "ABB"), "D3": (1, "A"), "B2": (0, "K"), "H8": (1, "K")}
    state = position(pieces)
    assert_refused(G, state, 0, "MOVE C3 E-E", "blocks the way")
    jumper = position({**pieces, "C3": (0, "ABBE")})
    new = play(jumper, 0, "MOVE C3 E-E")
    assert new["pieces"]["D3"]["owner"] == 1 and new["pieces"]["E3"]["owner"] == 0  # not taken
    taker = position({**pieces, "C3": (0, "AB")})
    new = play(taker, 0, "MOVE C3 E")
    assert new["pieces"]["D3"]["owner"] == 0 and len(new["pieces"]) == 3


def test_moving_onto_your_own_piece_is_refused():
    state = position({"C3": (0, "AB"), "C4": (0, "A"), "B2": (0, "K"), "H8": (1, "K")})
    assert_refused(G, state, 0, "MOVE C3 S", "your own piece")
    assert "MOVE C3 S" not in G.legal_moves(state, 0)
    assert_refused(G, state, 0, "MOVE C4 N", "cannot move")


def test_a_move_blocked_by_an_unseen_piece_fails_as_a_pass():
    # ABBB at C3 sees radius 1; the enemy A on C5 is two squares away, unseen.
    state = position({"C3": (0, "ABBB"), "C5": (1, "A"), "B2": (0, "K"), "H8": (1, "K")})
    assert "C5" not in visible_squares(state, 0)
    assert "MOVE C3 S-S-S" in G.legal_moves(state, 0)           # the list cannot know either
    new = play(state, 0, "MOVE C3 S-S-S")
    assert new["pieces"]["C3"]["seq"] == "ABBB" and "C6" not in new["pieces"]
    assert G.to_move(new) == [1]
    assert any("blocked by an unseen piece" in line for line in en(G.view(new, 0)["report"]))
    assert not any("C5" in line for line in en(G.view(new, 1)["report"]))


# -- creation (rules §4.3, G6, G17, G18) --------------------------------------------------------------

def test_create_next_to_a_king_pays_sum_plus_product():
    state = position({"C3": (0, "K"), "H8": (1, "K")}, energy=40)
    new = play(state, 0, "create d4 dbbba")
    assert new["pieces"]["D4"] == {"id": 3, "owner": 0, "seq": "ABBBD"}
    assert new["energy"][0] == 40 - 34
    listed = G.legal_moves(state, 0)
    assert "CREATE D4 ABD" in listed and "CREATE D4 ABBBD" not in listed   # up to 3 codes
    assert "CREATE E4 AO" not in listed                          # E4 is not next to C3


@pytest.mark.parametrize("text, fragment", [
    ("CREATE E5 A", "not next to one of your Kings"),
    ("CREATE C3 A", "not next to"),
    ("CREATE D4 BB", "at least one A"),
    ("CREATE D4 AK", "K cannot be bought"),
    ("CREATE D4 AZ", "not on sale"),
    ("CREATE D4 A1", "not a sequence"),
    ("CREATE D2 A", "occupied"),
    ("CREATE D4 ABBBD", "costs 34 E"),
])
def test_bad_creations_are_refused(text, fragment):
    state = position({"C3": (0, "K"), "D2": (1, "A"), "H8": (1, "K")}, energy=20)
    assert_refused(G, state, 0, text, fragment)


def test_o_pieces_may_be_created_on_interior_walls_and_codes_follow_the_option():
    state = position({"D3": (0, "K"), "H8": (1, "K")}, energy=40)
    assert_refused(G, state, 0, "CREATE E4 AB", "interior wall", "O")
    new = play(state, 0, "CREATE E4 AO")
    assert "E4" not in new["inner"] and new["pieces"]["E4"]["seq"] == "AO"
    limited = position({"D3": (0, "K"), "H8": (1, "K")}, options="codes=ab")
    assert_refused(G, limited, 0, "CREATE C4 AD", "not on sale", "AB")
    with pytest.raises(BadOptions, match="include A"):
        G.new_state(names(2), "codes=bc")


# -- income, eliminations and scores (G10, G20, G21, G22) --------------------------------------------

def test_income_is_paid_per_king_at_the_start_of_each_own_turn():
    state = position({"C3": (0, "K"), "C5": (0, "AK"), "H8": (1, "K")}, energy=0)
    new = play(state, 0, "PASS")                                  # bob's turn begins: +1
    assert new["energy"] == [0, 1]
    new = play(new, 1, "PASS")                                    # ann's: two Kings, +2
    assert new["energy"] == [2, 1] and new["round"] == 2 and G.view(new, 0)["turn"] == "2a"
    rich = position({"C3": (0, "K"), "H8": (1, "K")}, energy=0, options="income=3")
    assert play(play(rich, 0, "PASS"), 1, "PASS")["energy"][0] == 3


def test_taking_the_last_enemy_king_scores_and_ends_the_game():
    state = position({"C3": (0, "AB"), "C4": (1, "K"), "H8": (0, "K")})
    new, events = G.apply(state, 0, "MOVE C3 S")
    assert new["alive"] == [True, False] and new["scores"] == [11, 0]
    assert new["result"]["winners"] == [0] and "last one standing" in en(new["result"]["reason"])
    assert "took bob's King" in en(events[0]["text"])
    assert G.view(new, None)["pieces"]                            # the full board after the end
    assert G.legal_moves(new, 0) == [] and G.to_move(new) == []


def test_elimination_removes_the_pieces_or_leaves_ronin_and_turns_skip():
    for ronin in (False, True):
        pieces = {"C3": (0, "AB"), "C4": (1, "K"), "F6": (1, "AB"), "H8": (0, "K"), "B9": (2, "K")}
        state = position(pieces, n=3, options="ronin" if ronin else "")
        new = play(state, 0, "MOVE C3 S")
        assert new["alive"] == [True, False, True] and new["result"] is None
        assert new["scores"] == [11, 0, 1]
        assert ("F6" in new["pieces"]) is ronin
        if ronin:
            assert new["pieces"]["F6"]["owner"] is None
            assert G.view(new, 0)["pieces"].get("F6", {"owner": None})["owner"] is None
        assert G.to_move(new) == [2]                              # bob's turn is skipped (G22)
        assert G.view(new, 0)["turn"] == "1c"


FUSE = PLAIN.replace('K4 = "B9"', 'K4 = "B9"\n[[specials]]\nsquare = "E7"\ntype = 19')


def test_simultaneous_eliminations_score_once_and_do_not_outlast_each_other():
    # S19 fuse: every piece with the occupier's sequence dies, the occupier too (seed S19).
    pieces = {"E7": (1, "K"), "B2": (0, "AB"), "C2": (0, "K"), "I9": (2, "K"), "I2": (3, "AK")}
    state = position(pieces, n=4, game_map=FUSE)
    new = play(state, 0, "PASS")                                  # bob's turn begins on the fuse
    # Three "K" Kings die at once: bob's own scores nothing, ann's and cat's 10 each for bob;
    # none of the three outlasts another, dan outlasts all three.
    assert new["alive"] == [False, False, False, True]
    assert new["scores"] == [0, 20, 0, 3]
    assert new["pieces"] == {"I2": {"id": 5, "owner": 3, "seq": "AK"}}
    assert new["result"]["winners"] == [1] and "dan is the last one standing" in en(new["result"]["reason"])


def test_max_rounds_ends_the_game_and_the_highest_score_wins():
    state = position({"C3": (0, "K"), "H8": (1, "K")}, options="max_rounds=2")
    state["scores"] = [0, 4]
    for _ in range(3):
        state = play(state, G.to_move(state)[0], "PASS")
    assert state["result"] is None
    state = play(state, G.to_move(state)[0], "PASS")
    assert state["result"]["winners"] == [1] and "2 rounds" in en(state["result"]["reason"])
    assert G.max_plies(G.new_state(names(2), "max_rounds=2")) == 2 + 2 * 2
    tie = position({"C3": (0, "K"), "H8": (1, "K")}, options="max_rounds=1")
    tie = play(play(tie, 0, "PASS"), 1, "PASS")
    assert tie["result"]["winners"] == [0, 1]


def test_resign_and_time_out():
    state = position({"C3": (0, "K"), "H8": (1, "K"), "B9": (2, "K")}, n=3)
    skipped, _ = G.skip(state, 0)
    assert G.to_move(skipped) == [1] and skipped["pieces"] == state["pieces"]
    resigned, events = G.resign(state, 0)                         # on move: play passes on
    assert G.to_move(resigned) == [1] and resigned["scores"] == [0, 1, 1]
    assert "ann resigned" in en(events[0]["text"])
    with pytest.raises(IllegalMove):
        G.resign(resigned, 0)
    bids = G.new_state(names(2), "", 0)
    assert G.skip(bids, 1)[0]["bids"][1] is not None              # a time-out bids nothing


# -- views and fog (G7, G8, G9, §13) ---------------------------------------------------------------------

def test_fog_hides_far_pieces_and_sequences_unless_decoded():
    pieces = {"C3": (0, "K"), "D4": (1, "AB"), "H8": (1, "K"), "G7": (0, "ADD")}
    state = position(pieces)
    mine = G.view(state, 0)
    assert mine["pieces"]["C3"] == {"owner": "ann", "colour": state["colours"][0], "letter": "a",
                                    "mine": True, "seq": "K", "king": True}
    assert "seq" not in mine["pieces"]["D4"] and mine["pieces"]["D4"]["owner"] == "bob"
    assert "seq" not in mine["pieces"]["H8"]                      # in view of the DD piece (radius 3)
    assert "I9" in mine["visible"] and "B9" not in mine["visible"]
    theirs = G.view(state, 1)
    assert "G7" in theirs["pieces"] and "C3" in theirs["pieces"]
    decoder = position({**pieces, "G7": (0, "ADF")})
    assert decoder and G.view(decoder, 0)["pieces"]["H8"]["seq"] == "K"
    assert "seq" not in G.view(decoder, 0)["pieces"]["D4"]      # only within the F piece's own view
    public = G.view(state, None)
    assert public["pieces"] == {} and public["specials"] == {} and public["energy"] is None
    assert public["cells"]["A1"] == "wall" and public["cells"]["E4"] == "inner"
    assert public["cells"]["B2"] == "start K1"
    full = G.full_view(state)
    assert full["pieces"]["D4"]["seq"] == "AB" and full["energy"] == {"ann": 20, "bob": 20}
    board = i18n.text(G.describe(mine), "en")
    assert "?" in board and "C3: ann K" in board


SPECIAL = PLAIN.replace('K4 = "B9"', 'K4 = "B9"\n[[specials]]\nsquare = "F6"\ntype = 1\n'
                                     'params = { bonus = 2 }')


def test_specials_show_only_once_seen_and_are_remembered():
    state = position({"C3": (0, "K"), "E5": (0, "AB"), "H8": (1, "K")}, game_map=SPECIAL)
    assert G.view(state, 0)["specials"] == {}                     # F6 is 1 away from E5? no: 1
    state = position({"C3": (0, "K"), "D5": (0, "AB"), "H8": (1, "K")}, game_map=SPECIAL)
    assert G.view(state, 0)["specials"] == {}
    new = play(state, 0, "MOVE D5 E")                              # E5 sees F6
    seen = G.view(new, 0)["specials"]
    assert seen["F6"]["remembered"] is False and seen["F6"]["type"] == 1
    back = play(play(new, 1, "PASS"), 0, "MOVE E5 W")
    assert G.view(back, 0)["specials"]["F6"]["remembered"] is True
    assert G.view(back, None)["specials"] == {} and G.view(back, 1)["specials"] == {}


def test_reports_tell_rivals_only_what_they_saw():
    state = position({"C3": (0, "K"), "E6": (0, "AB"), "E7": (1, "A"), "H8": (1, "K")})
    new = play(state, 0, "MOVE E6 N")                              # bob sees E6, not E5
    lines = en(G.view(new, 1)["report"])
    assert "ann's piece left E6" in lines and not any("E5" in line for line in lines)
    assert "your AB moved E6 → E5" in en(G.view(new, 0)["report"])
    assert G.view(new, None)["report"] == []


TARGETS = PLAIN.replace('K4 = "B9"', 'K4 = "B9"\n'
                        '[[specials]]\nsquare = "H8"\ntype = 17\n'
                        '[[specials]]\nsquare = "G8"\ntype = 1\nparams = { bonus = 2 }')


def test_the_next_seats_start_of_turn_specials_stay_out_of_the_movers_report():
    # Ann's order and Bob's start of turn (S1 on G8, S17 on H8) are one ply: Ann acted in it,
    # but only Bob's pieces stand where his specials fire, so only Bob reads of them.
    state = position({"C3": (0, "K"), "H8": (1, "K"), "G8": (1, "A")}, game_map=TARGETS)
    new, events = G.apply(state, 0, "MOVE C3 S")
    ann, bob = G.view(new, 0), G.view(new, 1)
    assert en(ann["report"]) == ["your K moved C3 → C4"]
    assert ann["specials"] == {} and "G8" not in str(ann) and "H8" not in str(ann)
    assert en(events[0]["private"]["0"]) == "your K moved C3 → C4"
    assert "S17 target on H8: pieces are revealed to its occupier's player" in en(bob["report"])
    assert "+2 E" in en(bob["report"]) and "you collect 1 E income" in en(bob["report"])
    assert set(bob["specials"]) == {"G8", "H8"}
    assert bob["pieces"]["C4"]["king"] is True                     # S17 showed him Ann's King


def test_with_map_replaces_the_map_before_the_bids_only():
    with pytest.raises(BadOptions, match="2 start squares"):
        G.new_state(names(4), "map=duel", 0)
    assert G.new_state(names(3), "", 0)["map"]["name"] == "quad"  # the default follows the seats
    two = G.new_state(names(2), "", 0)
    assert two["map"]["name"] == "duel"
    assert G.with_map(two, PLAIN)["width"] == 10 and two["width"] == 12
    with pytest.raises(BadOptions, match="before anyone has bid"):
        G.with_map(play(two, 0, "BID"), PLAIN)
    lobby = G.new_state(names(4), "", 0, map_text=PLAIN)         # the lobby path
    assert lobby["map"]["name"] == "custom" and len(lobby["starts"]) == 4


def test_radiate_strips_a_code_from_enemies_in_view_and_kills_the_last_a():
    # G1 code R: at the start of its owner's turn; Kings never lose K (their A is fair game).
    pieces = {"C3": (0, "AR"), "D4": (1, "A"), "C4": (1, "AAB"), "D3": (1, "K"), "B2": (0, "K"),
              "H8": (1, "K"), "G8": (1, "ABB")}
    state = position(pieces, mover=1)
    new = play(state, 1, "PASS")                                   # ann's turn begins
    assert "D4" not in new["pieces"]                               # lost its only A
    assert new["pieces"]["D3"]["seq"] == "K"                       # nothing to lose but K
    assert len(new["pieces"]["C4"]["seq"]) == 2                    # one of A, A, B gone
    assert new["pieces"]["G8"]["seq"] == "ABB"                     # out of the R piece's view
    assert new["pieces"]["B2"]["seq"] == "K" and new["alive"] == [True, True]


# -- the §13 ruling: walls are seen like specials; the channel keeps the skeleton -------------------

def test_a_wall_opened_is_seen_where_it_opens_and_remembered_there_only():
    state = position({"D3": (0, "K"), "F5": (1, "AB"), "I9": (1, "K"), "B9": (2, "K")}, n=3,
                     energy=40)
    new = play(state, 0, "CREATE E4 AO")                            # bob's F5 sees E4, cat does not
    assert G.view(new, 1)["cells"].get("E4") is None                # floor now, for bob
    assert "interior wall opened on E4" in en(G.view(new, 1)["report"])
    cat, public = G.view(new, 2), G.view(new, None)
    assert cat["cells"]["E4"] == "inner" and public["cells"]["E4"] == "inner"
    assert not any("E4" in line for line in en(cat["report"] + public["report"]))
    away = play(new, 1, "MOVE F5 E")                                # G5: E4 out of bob's sight
    assert "E4" not in G.view(away, 1)["visible"] and G.view(away, 1)["cells"].get("E4") is None
    assert G.full_view(away)["cells"].get("E4") is None


def test_a_start_square_turned_to_wall_reads_as_one_only_where_it_is_seen():
    rockfall = PLAIN + '[[specials]]\nsquare = "H3"\ntype = 21\n'
    state = position({"B2": (0, "K"), "H3": (0, "A"), "I9": (1, "K")}, mover=1,
                     game_map=rockfall)
    new = play(state, 1, "PASS")                                    # ann's turn: S21 on H3
    assert "I2" in new["inner"]                                     # K3, unused
    assert G.view(new, 0)["cells"]["I2"] == "inner"
    assert G.view(new, 1)["cells"]["I2"] == "start K3" == G.view(new, None)["cells"]["I2"]


# -- Kings remembered as signs (genetess_fog.king_signs) ------------------------------------------

def test_a_creation_seen_is_remembered_as_a_sign_of_the_king_next_to_it():
    # ann's King on D3 creates on D4; bob's E5 (radius 1) sees D4, not D3; cat sees neither.
    state = position({"D3": (0, "K"), "E5": (1, "AB"), "I9": (1, "K"), "B9": (2, "K")}, n=3)
    new = play(state, 0, "CREATE D4 AB")
    assert G.view(new, 1)["king_signs"] == {"ann": {"square": "D4", "within": 1, "round": 1}}
    assert G.view(new, 2)["king_signs"] == {} == G.view(new, None)["king_signs"]
    assert G.view(new, 0)["king_signs"] == {}                       # one's own King is no sign
    away = play(new, 1, "MOVE E5 E")                               # out of sight: still known
    assert "D4" not in G.view(away, 1)["visible"]
    assert G.view(away, 1)["king_signs"]["ann"]["square"] == "D4"


def around(state, *squares: str) -> set[str]:
    """The squares within one step (Chebyshev) of ``squares``, themselves included."""
    return set().union(*(board.squares_within(state, sq, 1) for sq in squares))


def test_squares_in_view_where_no_king_can_stand_are_remembered_as_swept():
    # bob's AB on E5 and King on I9 (radius 1) see ann's undecoded AB on F6, which might be
    # her King: every square they see is swept in round 1 but F6; ann's King on D3 is unseen.
    state = position({"D3": (0, "K"), "F6": (0, "AB"), "E5": (1, "AB"), "I9": (1, "K")})
    new = play(state, 0, "PASS")
    assert G.view(new, 1)["swept"] == {sq: 1 for sq in sorted(around(new, "E5", "I9") - {"F6"},
                                                              key=board.scan_key)}
    assert G.view(new, None)["swept"] == {}
    # ann sees bob's E5 from F6 but cannot read it: all her squares but E5 are swept.
    assert set(G.view(new, 0)["swept"]) == around(new, "D3", "F6") - {"E5"}
    # bob steps west in round 1, ann passes in round 2: D5's squares are swept again in
    # round 2; F5, out of view now, keeps round 1; F6 is still never swept.
    later = play(play(new, 1, "MOVE E5 W"), 0, "PASS")
    swept = G.view(later, 1)["swept"]
    assert swept["C5"] == swept["D4"] == 2 and swept["F5"] == 1 and "F6" not in swept
    # A piece bob reads (his F decodes it, G8) and knows is no King leaves its square swept.
    read = play(position({"D3": (0, "K"), "F6": (0, "AB"), "E5": (1, "AF"), "I9": (1, "K")}),
                0, "PASS")
    assert G.view(read, 1)["swept"]["F6"] == 1


def test_a_king_decoded_is_an_exact_sign_and_the_latest_sign_wins():
    # bob's F piece on E5 decodes ann's King on D4 (G8): an exact sign, kept when the King
    # steps out of view; then it creates where bob sees it: the newer sign replaces the old.
    state = position({"D4": (0, "K"), "E5": (1, "AF"), "I9": (1, "K")}, mover=1)
    seen = play(state, 1, "PASS")                                   # round 2 begins: ann to move
    assert G.view(seen, 1)["king_signs"] == {"ann": {"square": "D4", "within": 0, "round": 2}}
    assert G.view(seen, 0)["king_signs"] == {}
    moved = play(seen, 0, "MOVE D4 W")                              # C4: out of E5's view
    assert "C4" not in G.view(moved, 1)["visible"]
    assert G.view(moved, 1)["king_signs"]["ann"] == {"square": "D4", "within": 0, "round": 2}
    again = play(play(moved, 1, "PASS"), 0, "CREATE D5 AB")         # round 3, D5 in view
    assert G.view(again, 1)["king_signs"]["ann"] == {"square": "D5", "within": 1, "round": 3}


def test_a_piece_seen_created_is_followed_as_no_king_while_it_stays_in_view():
    # ann's King on D3 creates on D4, which bob's E5 sees (cat sees nothing): bob knows that
    # piece is no King (K cannot be bought) as long as he keeps it in view.
    state = position({"D3": (0, "K"), "E5": (1, "AB"), "I9": (1, "K"), "B9": (2, "K")}, n=3)
    new = play(state, 0, "CREATE D4 AB")
    assert G.view(new, 1)["pieces"]["D4"]["followed"] == "not king"
    assert "followed" not in G.view(new, 0)["pieces"]["D4"]           # one's own piece
    assert all("followed" not in e for v in (G.view(new, 2), G.view(new, None))
               for e in v["pieces"].values())
    step = play(play(play(new, 1, "PASS"), 2, "PASS"), 0, "MOVE D4 S")   # D5: still in view
    assert G.view(step, 1)["pieces"]["D5"]["followed"] == "not king"
    gone = play(play(play(step, 1, "PASS"), 2, "PASS"), 0, "MOVE D5 W")  # C5: out of view
    assert "C5" not in G.view(gone, 1)["visible"]
    back = play(play(play(gone, 1, "PASS"), 2, "PASS"), 0, "MOVE C5 E")  # D5 again: a piece
    assert "D5" in G.view(back, 1)["pieces"] and "followed" not in G.view(back, 1)["pieces"]["D5"]


def test_a_king_read_is_followed_while_in_view_and_its_sign_kept_exact():
    # bob's ABF on E5 decodes ann's King on D4 (G8); it steps away (F5: D4 no longer decoded),
    # but bob's A on C4 still sees D4: the King is followed, and when it steps to D3 the
    # sign follows it, exact.
    state = position({"D4": (0, "K"), "E5": (1, "ABF"), "C4": (1, "A"), "I9": (1, "K")},
                     mover=1)
    read = play(state, 1, "PASS")                                   # round 2: ann to move
    assert G.view(read, 1)["pieces"]["D4"]["seq"] == "K"
    away = play(play(read, 0, "PASS"), 1, "MOVE E5 E")              # round 3
    entry = G.view(away, 1)["pieces"]["D4"]
    assert "seq" not in entry and entry["followed"] == "king"
    moved = play(away, 0, "MOVE D4 N")
    view = G.view(moved, 1)
    assert view["pieces"]["D3"]["followed"] == "king"
    assert view["king_signs"]["ann"] == {"square": "D3", "within": 0, "round": 3}
    assert "followed" not in G.view(moved, None)["pieces"].get("D3", {})


def test_a_sign_of_an_eliminated_enemy_is_no_longer_shown():
    # bob saw ann create (a sign of her King); ann resigns: she has no King to hunt any more,
    # so bob's view (and his picture's panel) stops naming her.
    state = position({"D3": (0, "K"), "E5": (1, "AB"), "I9": (1, "K"), "B9": (2, "K")}, n=3)
    new = play(state, 0, "CREATE D4 AB")
    assert "ann" in G.view(new, 1)["king_signs"]
    out, _ = G.resign(new, 0)
    assert out["alive"][0] is False
    assert G.view(out, 1)["king_signs"] == {}


def test_a_match_saved_before_kings_were_remembered_goes_on_with_none():
    state = position({"D3": (0, "K"), "E5": (1, "AB"), "I9": (1, "K")})
    del state["king_signs"], state["followed"]
    assert G.view(state, 1)["king_signs"] == {}
    new = play(state, 0, "CREATE D4 AB")
    assert G.view(new, 1)["king_signs"]["ann"]["within"] == 1
    assert G.view(new, 1)["pieces"]["D4"]["followed"] == "not king"


def test_an_events_stamp_is_each_seats_view_of_its_squares():
    """``genetess_fog.witnessed`` works a stamp out from the pieces near an event's squares; it
    is, for every seat, the squares of the event in its ``visible_squares`` (A1 order) — over a
    played match's positions, with a seat seeing the whole map (S5) and one eliminated, for
    every square of the board and for squares off it or spelt otherwise."""
    import random

    from games import genetess_fog as fog
    rng = random.Random(3)
    state = G.new_state(["a", "b", "c", "d"], options="map=quad", seed=3)
    squares = board.all_squares(state) + ["a1", "b2 ", "Z26", "A26"]
    checked = 0
    for ply in range(120):
        seat = rng.choice(G.to_move(state))
        state, _ = G.apply(state, seat, G.random_move(state, seat, rng))
        if ply % 10:
            continue
        twin = G.copy_state(state)
        twin["sight"][1]["map"] = True
        twin["alive"][2] = False
        for position in (state, twin):
            for wanted in (squares, rng.sample(squares, 3), [sq for sq in position["pieces"]][:2]):
                expected = [[sq for sq in sorted(set(wanted), key=board.scan_key)
                             if sq in visible_squares(position, s)] for s in range(4)]
                assert fog.witnessed(position, wanted) == expected
                checked += 1
    assert checked == 72
