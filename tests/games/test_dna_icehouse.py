"""DNA (Icehouse) rules engine: the seed's worked examples and the rulings
(shared/rules/dna-icehouse.md)."""

from __future__ import annotations

from conformance import assert_refused

from games.base import IllegalMove
from games.dna_icehouse import DnaIcehouse, strand_points
from games.message import Msg, as_msg

GAME = DnaIcehouse()


def names(n: int) -> list[str]:
    return [f"p{i}" for i in range(n)]


def position(board: dict[str, str], seats: int = 4, options: str = "", to_play: int = 0,
             pools: dict[str, dict[str, int]] | None = None,
             archives: list[list[str]] | None = None):
    """A fresh game with ``board`` instead of the start pieces (pools as given or left full)."""
    state = GAME.new_state(names(seats), options, seed=1)
    state["board"] = dict(board)
    for colour, pool in (pools or {}).items():
        state["pools"][colour].update(pool)
    if archives is not None:
        state["archives"] = [list(a) for a in archives]
    state["to_play"] = to_play
    return state


def play(state, seat: int, text: str):
    new, events = GAME.apply(state, seat, text)
    assert all("type" in e and isinstance(e["text"], Msg) and str(e["text"]) for e in events)
    return new, events


def refused(state, seat, text, *fragments):
    return assert_refused(GAME, state, seat, text, *fragments)


# -- set-up -----------------------------------------------------------------------------


def test_start_position_and_colours():
    s = GAME.new_state(names(4))
    assert s["board"] == {"d5": "R1", "e5": "Y1", "e4": "G1", "d4": "B1"}
    assert all(s["pools"][c] == {"1": 4, "2": 5, "3": 5} for c in "RYGB")
    assert GAME.new_state(names(3))["neutral"] == ["B"]
    assert GAME.new_state(names(2))["colours"] == [["R"], ["G"]]
    assert GAME.new_state(names(2), "two_colours")["colours"] == [["R", "G"], ["Y", "B"]]
    v = GAME.view(s)
    for key in ("board", "pools", "archives", "archive_points", "phase", "to_move", "result"):
        assert key in v
    assert v["phase"] == "place"


# -- mutation -----------------------------------------------------------------------------


def test_seed_three_point_mutation():
    """A large next to a red medium and a large: recolour the medium (2), shrink the large (1)."""
    s = position({"b3": "R2", "d3": "Y3"}, pools={"R": {"2": 4}, "Y": {"3": 4}})
    s, _ = play(s, 0, "place R3 c3")
    assert GAME.view(s)["phase"] == "score or mutate"
    s, ev = play(s, 0, "mutate b3 G")
    assert s["board"]["b3"] == "G2" and s["pools"]["R"]["2"] == 5 and s["pools"]["G"]["2"] == 4
    # 2 of 3 spent: mutation must go on; scoring in the middle is refused.
    refused(s, 0, "score", "mutation has started")
    s, _ = play(s, 0, "mutate d3 2")
    assert s["board"]["d3"] == "Y2"
    assert GAME.view(s)["phase"] == "score"
    s, ev = play(s, 0, "score")
    assert s["turn"] is None and s["to_play"] == 1


def test_whole_turn_in_one_apply():
    s = position({"b3": "R2", "d3": "Y3"})
    s, _ = play(s, 0, "place R3 c3; mutate b3 G; mutate d3 2; score")
    assert s["to_play"] == 1 and s["board"]["b3"] == "G2"
    refused(position({"b3": "R2"}), 0, "place R1 c3; mutate b3 3; score; place R1 h8",
            "after the end of your turn")


def test_maximum_spend_refuses_a_change_that_cannot_reach_it():
    """A small next to a placed large: resize to medium (1) leaves 2, but recolour costs only 1."""
    s = position({"b3": "Y1"})
    s, _ = play(s, 0, "place R3 c3")
    refused(s, 0, "mutate b3 2", "largest total", "mutate b3 3")
    s, _ = play(s, 0, "mutate b3 3")        # resize by two: 2
    s, _ = play(s, 0, "mutate b3 G")        # recolour a small: 1 (its pips before the turn)
    assert s["board"]["b3"] == "G3" and s["turn"]["spent"] == 3
    assert GAME.legal_moves(s, 0) == ["score"]


def test_maximum_spend_when_a_needed_piece_is_missing():
    """No larges in any gene pool: the best spend is 2, and mutation then ends by itself."""
    s = position({"b3": "Y1"}, pools={"R": {"3": 1}, "Y": {"3": 0}, "G": {"3": 0}, "B": {"3": 0}})
    s, _ = play(s, 0, "place R3 c3")
    refused(s, 0, "mutate b3 3", "holds no Y3", "impossible")
    refused(s, 0, "mutate b3 G3", "holds no G3")
    s, _ = play(s, 0, "mutate b3 R2")       # recolour (1) + resize (1), one swap
    assert s["board"]["b3"] == "R2" and s["turn"]["spent"] == 2
    assert GAME.view(s)["phase"] == "score"
    refused(s, 0, "mutate b3 1", "mutation is over")


def test_mutation_bad_steps():
    s = position({"b3": "Y1", "f6": "G2"})
    refused(s, 0, "mutate b3 G", "place a piece first")
    s, _ = play(s, 0, "place R2 c3")
    refused(s, 0, "mutate c3 G", "placed piece", "cannot be mutated")
    refused(s, 0, "mutate f6 G", "next to the placed one")
    refused(s, 0, "mutate b3 Y1", "already holds")
    refused(s, 0, "mutate b3 Q", "not a colour")
    s, _ = play(s, 0, "mutate b3 G")
    refused(s, 0, "mutate b3 B", "recoloured already")


def test_placing_from_own_colours_or_archive_only():
    s = position({"b3": "Y1"}, archives=[["Y2"], [], [], []])
    refused(s, 0, "place Y3 c3", "not your gene pool")
    refused(s, 0, "place R1 b3", "occupied")
    refused(s, 0, "pass", "only when you have nothing to place")
    refused(s, 0, "score", "place a piece first")
    s2, _ = play(s, 0, "place Y2 h8")
    assert s2["archives"][0] == [] and s2["board"]["h8"] == "Y2"
    s = position({}, archives=[["R2"], [], [], []])
    assert "place R2 a1 archive" in GAME.legal_moves(s, 0)
    s2, _ = play(s, 0, "place R2 a1 archive")
    assert s2["archives"][0] == [] and s2["pools"]["R"]["2"] == 5
    s2, _ = play(s, 0, "place R2 a1")
    assert s2["archives"][0] == ["R2"] and s2["pools"]["R"]["2"] == 4


# -- scoring and capture --------------------------------------------------------------------


def test_seed_six_point_strands_and_corrected_capture():
    """G1 forms G1-G1-G1 and G1-Y2-R3: 3 + 3 = 6; then a small from an archive (3) and a
    large from a gene pool (3); an archived large would cost 5."""
    board = {"d1": "G1", "e1": "G1", "c2": "Y2", "c3": "R3"}
    s = position(board, to_play=2, archives=[["Y3"], ["R1"], [], []],
                 pools={c: {"1": 0, "2": 0} for c in "RYB"})
    s, _ = play(s, 2, "place G1 c1")
    assert strand_points(["G1", "G1", "G1"]) == 3 and strand_points(["G1", "Y2", "R3"]) == 3
    # c1's neighbours d1 (G1), c2 (Y2), d2 empty: mutation first is allowed, but score now.
    s, ev = play(s, 2, "score")
    assert s["turn"]["points"] == 6 and s["turn"]["owed"] == 6
    assert GAME.view(s)["phase"] == "capture"
    refused(s, 2, "mutate d1 R", "finish capturing")
    refused(s, 2, "capture Y3 from R", "costs 5")
    refused(s, 2, "capture G1", "own gene pool")
    s, _ = play(s, 2, "capture R1 from Y")
    assert s["turn"]["owed"] == 3 and s["archives"][1] == []
    s, _ = play(s, 2, "capture B3")
    assert s["archives"][2] == ["B3", "R1"] and s["turn"]["owed"] == 0
    assert GAME.view(s)["archive_points"]["p2"] == 4


def test_placed_piece_must_be_at_the_end_of_a_strand():
    s = position({"c3": "R1", "e3": "R1"})
    s, _ = play(s, 0, "place R1 d3")
    assert GAME.view(s)["phase"] == "score or mutate"
    s, ev = play(s, 0, "mutate c3 2")  # (keeps the board simple: budget 1)
    s, ev = play(s, 0, "score")
    assert ev[0]["points"] == 0 and "no strand" in str(ev[0]["text"])


def test_capture_best_total_when_no_exact_set_exists():
    """3 points scored, but only two G2 can be taken: the best total not above 3 is 2."""
    board = {"b1": "R1", "c1": "R1"}
    s = position(board, seats=2, pools={"G": {"1": 0, "2": 2, "3": 0}})
    s, _ = play(s, 0, "place R1 a1")
    s, ev = play(s, 0, "score")
    assert ev[0]["points"] == 3 and ev[0]["owed"] == 2 and "only 2" in str(ev[0]["text"])
    refused(s, 0, "capture Y1", "neutral")
    assert GAME.legal_moves(s, 0) == ["capture G2"]
    s, _ = play(s, 0, "capture G2")
    assert s["archives"][0] == ["G2"]
    assert GAME.view(s)["phase"] == "mutate"   # b1 can still be recoloured (1)
    s, _ = play(s, 0, "mutate b1 Y")
    assert s["to_play"] == 1


def test_capture_steps_must_keep_the_exact_total_reachable():
    board = {"b1": "R1", "c1": "R1"}
    s = position(board, seats=2, pools={"G": {"1": 0, "2": 1, "3": 1}})
    s, _ = play(s, 0, "place R1 a1; score")
    assert s["turn"]["owed"] == 3
    refused(s, 0, "capture G2", "exactly")
    assert GAME.legal_moves(s, 0) == ["capture G3"]


def test_two_colour_archive_named_by_either_colour():
    s = position({"b1": "R1", "c1": "R1"}, seats=2, options="two_colours",
                 pools={c: {"1": 0, "2": 0, "3": 0} for c in "YB"},
                 archives=[[], ["R1", "R1", "G1"]])
    s, _ = play(s, 0, "place R1 a1; score")
    assert s["turn"]["owed"] == 3
    assert GAME.legal_moves(s, 0) == ["capture G1 from Y", "capture R1 from Y"]
    s2, _ = play(s, 0, "capture R1 from B")
    s3, _ = play(s, 0, "capture R1 from Y")
    assert s2 == s3


# -- the end --------------------------------------------------------------------------------


def test_equalising_turns_after_the_pools_run_out():
    """Pools empty after the second seat's turn: the third seat gets a last turn, the first none."""
    empty = {"1": 0, "2": 0, "3": 0}
    s = position({"d4": "B1"}, seats=3, to_play=1,
                 pools={"R": empty, "Y": {"1": 1, "2": 0, "3": 0}, "G": empty},
                 archives=[["B2"], [], ["R1"]])
    s, ev = play(s, 1, "place Y1 h8; score")
    assert any(e["type"] == "ending" and "p2" in str(e["text"]) for e in ev)
    assert s["result"] is None and s["to_play"] == 2
    s, ev = play(s, 2, "place R1 a8; score")
    assert s["result"] is not None
    assert s["result"]["winners"] == [0] and s["result"]["points"] == [2, 0, 0]
    refused(s, 0, "pass", "game is over")


def test_shared_win_and_pass_counts_as_a_turn():
    empty = {"1": 0, "2": 0, "3": 0}
    s = position({"d4": "B1"}, seats=3, to_play=1,
                 pools={"R": empty, "Y": {"1": 1, "2": 0, "3": 0}, "G": empty},
                 archives=[["B2"], [], []])
    s, _ = play(s, 1, "place Y1 h8; score")
    assert GAME.legal_moves(s, 2) == ["pass"]
    s, _ = play(s, 2, "pass")
    assert s["result"]["winners"] == [0]
    s = position({"d4": "B1"}, seats=2, to_play=1,
                 pools={"R": empty, "G": {"1": 1, "2": 0, "3": 0}},
                 archives=[["B2"], ["Y2"]])
    s, _ = play(s, 1, "place G1 h8; score")
    assert s["result"]["winners"] == [0, 1]


def test_neutral_pool_counts_and_the_stalemate_round():
    empty = {"1": 0, "2": 0, "3": 0}
    s = position({"d4": "B1"}, seats=3, options="neutral_pool_counts", to_play=0,
                 pools={"R": {"1": 1, "2": 0, "3": 0}, "Y": empty, "G": empty})
    s, _ = play(s, 0, "place R1 h8; score")
    assert s["result"] is None and s["final_seat"] is None  # blue still holds pieces
    s, _ = play(s, 1, "pass")
    s, _ = play(s, 2, "pass")
    assert s["result"] is None
    s, ev = play(s, 0, "pass")   # a whole round of passes: the end, seats 2 and 3 play on
    assert s["result"] is None and s["final_seat"] == 2
    s, _ = play(s, 1, "pass")
    s, _ = play(s, 2, "pass")
    assert s["result"] is not None and "whole round" in str(as_msg(s["result"]["reason"]))  # JSON data in the state


# -- the view's marks (what the picture draws) -------------------------------------------------


def test_marks_follow_a_turn_and_stay_after_it():
    """The seed's six-point turn, then a mutation: placed square, strands with their points,
    captures with their sources, and the mutation's before → after; kept once the turn ends."""
    board = {"d1": "G1", "e1": "G1", "c2": "Y2", "c3": "R3"}
    s = position(board, to_play=2, archives=[["Y3"], ["R1"], [], []],
                 pools={c: {"1": 0, "2": 0} for c in "RYB"})
    assert GAME.view(s)["marks"] is None
    s, _ = play(s, 2, "place G1 c1")
    assert GAME.view(s)["marks"] == {"seat": "p2", "placed": "c1", "strands": [], "mutated": {},
                                     "captured": []}
    s, _ = play(s, 2, "score; capture R1 from Y; capture B3")
    marks = GAME.view(s)["marks"]
    assert sorted(map(tuple, (st["squares"] for st in marks["strands"]))) == [
        ("c1", "c2", "c3"), ("c1", "d1", "e1")]
    assert [st["points"] for st in marks["strands"]] == [3, 3]
    assert marks["captured"] == [{"piece": "R1", "from": "p1"}, {"piece": "B3", "from": "B pool"}]
    s, _ = play(s, 2, "mutate d1 2")
    assert s["turn"] is None and s["to_play"] == 3
    marks = GAME.view(s)["marks"]
    assert marks["seat"] == "p2" and marks["placed"] == "c1"
    assert marks["mutated"] == {"d1": ["G1", "G2"]} and len(marks["strands"]) == 2
    assert GAME.from_json(GAME.to_json(s)) == s
    s, _ = play(s, 3, "place B3 h8")                   # the next turn starts afresh
    assert GAME.view(s)["marks"] == {"seat": "p3", "placed": "h8", "strands": [], "mutated": {},
                                     "captured": []}


def test_marks_of_two_changes_on_one_piece_keep_its_piece_before_the_turn():
    s = position({"b3": "Y1"})
    s, _ = play(s, 0, "place R3 c3; mutate b3 3; mutate b3 G; score")
    assert GAME.view(s)["marks"]["mutated"] == {"b3": ["Y1", "G3"]}


def test_a_pass_is_marked_without_a_square():
    empty = {"1": 0, "2": 0, "3": 0}
    s = position({"d4": "B1"}, seats=3, to_play=1, pools={"Y": empty})
    s, _ = play(s, 1, "pass")
    assert GAME.view(s)["marks"] == {"seat": "p1", "placed": None, "strands": [], "mutated": {},
                                     "captured": []}


def test_a_state_saved_before_marks_existed_still_plays():
    """Mid-turn, without the key: the view has no marks until a step rebuilds them from the turn."""
    s = position({"b3": "Y1", "d3": "Y3"})
    s, _ = play(s, 0, "place R3 c3; mutate b3 G")
    del s["marks"]
    old = GAME.from_json(GAME.to_json(s))
    assert GAME.view(old)["marks"] is None
    new, _ = play(old, 0, "mutate d3 1")
    assert GAME.view(new)["marks"]["mutated"] == {"b3": ["Y1", "G1"], "d3": ["Y3", "Y1"]}
    assert GAME.view(new)["marks"]["placed"] == "c3"


def test_a_mutation_is_accepted_exactly_when_it_is_a_legal_move():
    """The one-change check of ``mutate`` (most spend before = cost + most spend after) agrees
    with the list of legal mutations, for every piece named on every mutable square of the
    turns of random games."""
    import random

    rng = random.Random(7)
    checked = 0
    for seed in range(6):
        state = GAME.new_state(names(2), "", seed=seed)
        for _ in range(120):
            if GAME.result(state) is not None:
                break
            seat = GAME.to_move(state)[0]
            t = state["turn"]
            if t is not None and t["mut"] != "done" and not t["owed"]:
                legal = set(GAME.legal_moves(state, seat))
                for sq in t["origs"]:
                    for piece in (c + p for c in "RYGB" for p in "123"):
                        text = GAME._mutate_text(state, sq, piece) if piece != state["board"][sq] else None
                        if text is None:
                            continue
                        try:
                            GAME.apply(state, seat, text)
                            accepted = True
                        except IllegalMove:
                            accepted = False
                        assert accepted == (text in legal), (text, sorted(legal))
                        checked += 1
            state = GAME.apply(state, seat, GAME.random_move(state, seat, rng))[0]
    assert checked > 200
