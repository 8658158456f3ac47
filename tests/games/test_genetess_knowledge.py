"""Genetess: what a seat may try depends only on what it knows (rules §13, G5).

- Walls: legal moves, listed paths, random moves and the refusal of an order are judged on
  the interior walls as the seat knows them; an order meeting a wall it could not know of
  fails as a PASS (G5), the mover alone told, and that wall is known to it from then on.
- Tremors (S16): a seat that saw pieces move in a shake stops following them.
- S12: only E really lost is reported.
- Random draws: one stream per decision (``games.rng``), so a draw a seat sees does not
  depend on one made out of its sight; a match stored before (option ``draws=single``)
  draws from its one stream as it always did.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from test_genetess import G, PLAIN, en, position

from games import genetess_specials as sp
from games.base import IllegalMove
from games.message import is_msg
from games import rng as streams


def with_hidden_wall(state, square: str):
    """A copy of ``state`` where ``square`` became interior wall unseen by anyone (a rockfall
    out of every seat's sight: the skeleton and the seats' memories unchanged)."""
    twin = G.copy_state(state)
    twin["inner"] = sorted(set(twin["inner"]) | {square})
    return twin


# Ann (seat 0): King B2, an ABBB on C6 that sees B5..D7.  Bob (seat 1): King I9.
ANN = {"B2": (0, "K"), "C6": (0, "ABBB"), "I9": (1, "K")}


def test_an_order_into_a_wall_the_mover_could_not_know_of_is_accepted_and_fails_as_a_pass():
    state = position(ANN)
    walled = with_hidden_wall(state, "F6")
    assert "MOVE C6 E-E-E" in G.legal_moves(walled, 0)          # listed: she knows of no wall
    assert G.legal_moves(walled, 0) == G.legal_moves(state, 0)
    after, events = G.apply(walled, 0, "MOVE C6 E-E-E")         # accepted, not refused
    assert after["pieces"]["C6"]["seq"] == "ABBB" and "F6" not in after["pieces"]
    assert after["last"]["kind"] == "blocked" and after["turn"] == 1   # a PASS: bob's turn
    note = "your move from C6 was blocked by an interior wall you did not know of on F6; " \
           "the order fails"
    assert en(G.view(after, 0)["report"]) == [note]
    assert en(events[0]["private"]["0"]) == note
    assert G.view(after, 0)["cells"]["F6"] == "inner"           # known to her from now on
    assert "MOVE C6 E-E-E" not in G.legal_moves(play_round(after), 0)
    # Bob and the channel read it as any order: "ann has played".
    clear, clear_events = G.apply(state, 0, "PASS")
    assert events[0]["text"] == clear_events[0]["text"] and en(events[0]["text"]) == "ann has played"
    assert G.view(after, 1)["report"] == G.view(clear, 1)["report"]
    assert G.view(after, None) == G.view(clear, None)


def play_round(state):
    """Bob passes: ann to move again."""
    return G.apply(state, 1, "PASS")[0]


def test_income_still_applies_after_a_move_that_met_an_unknown_wall():
    state = position({"B2": (0, "K"), "C6": (0, "ABBB"), "I9": (1, "K")})
    walled = with_hidden_wall(state, "F6")
    after = play_round(G.apply(walled, 0, "MOVE C6 E-E-E")[0])
    assert after["energy"][0] == 21                            # 20 + 1 E income per King


def test_a_wall_the_seat_did_not_see_open_still_stands_for_its_orders():
    # E4 is a skeleton wall; it opened out of Ann's sight.  For her it stands until she sees it.
    state = position({"B2": (0, "K"), "B4": (0, "ABBB"), "I9": (1, "K")})
    opened = G.copy_state(state)
    opened["inner"] = [w for w in opened["inner"] if w != "E4"]
    assert G.legal_moves(opened, 0) == G.legal_moves(state, 0)
    assert not any(m.startswith("MOVE B4") and "E-E-E" in m for m in G.legal_moves(opened, 0))
    for twin in (state, opened):
        with pytest.raises(IllegalMove, match="interior wall on E4"):
            G.apply(twin, 0, "MOVE B4 E-E-E")


def test_an_o_piece_meets_no_unknown_wall_and_opens_it():
    state = position({"B2": (0, "K"), "C6": (0, "ABBBO"), "I9": (1, "K")})
    after = G.apply(with_hidden_wall(state, "F6"), 0, "MOVE C6 E-E-E")[0]
    assert after["pieces"]["F6"]["seq"] == "ABBBO" and "F6" not in after["inner"]


def test_the_first_unknown_obstacle_on_the_way_is_the_one_told():
    # An unseen piece on E6 and an unknown wall on F6: the piece comes first.
    state = position({"B2": (0, "K"), "C6": (0, "ABBB"), "E6": (1, "A"), "I9": (1, "K")})
    after = G.apply(with_hidden_wall(state, "F6"), 0, "MOVE C6 E-E-E")[0]
    assert en(G.view(after, 0)["report"]) == [
        "your move from C6 was blocked by an unseen piece on E6; the order fails"]
    assert G.view(after, 0)["cells"].get("F6") != "inner"     # never reached: still unknown


def test_random_moves_and_listed_paths_are_drawn_from_what_the_seat_knows():
    state = position({"B2": (0, "K"), "C6": (0, "ABBBCC"), "I9": (1, "K")})
    for square in ("F6", "E8", "F4", "G7"):
        walled = with_hidden_wall(state, square)
        assert G.legal_moves(walled, 0) == G.legal_moves(state, 0), square
        for seed in range(20):
            assert G.random_move(walled, 0, random.Random(seed)) \
                == G.random_move(state, 0, random.Random(seed)), (square, seed)


# -- tremors (S16) -------------------------------------------------------------------------------

TREMOR = PLAIN.replace('K4 = "B9"', 'K4 = "B9"\n[[specials]]\nsquare = "H2"\ntype = 16\n')


def followed_after_tremor(monkeypatch, offset, pieces):
    """Bob's piece on H2 sets off the tremor at the start of his turn (after Ann passes), every
    item shaken by ``offset``; Ann (seat 0) has followed Bob's King on E6 since she read it."""
    monkeypatch.setattr(sp, "OFFSETS", [offset] * 9)
    state = position(pieces, game_map=TREMOR)
    king_id = state["pieces"]["E6"]["id"]
    state["followed"][0] = {str(king_id): True}
    assert G.view(state, 0)["pieces"]["E6"]["followed"] == "king"
    return G.apply(state, 0, "PASS")[0]


def test_a_shake_the_seat_saw_pieces_move_in_drops_its_followed_marks(monkeypatch):
    # Bob's King E6 and his A on F6, both in Ann's sight (her D on D6): the shake moves his
    # King E6 → E7 and his A F6 → F7... which is which?  Ann cannot tell: no crown, no mark.
    after = followed_after_tremor(monkeypatch, (0, 1), {
        "B2": (0, "K"), "D6": (0, "ABD"), "E6": (1, "K"), "F6": (1, "A"), "H2": (1, "AB")})
    ann = G.view(after, 0)["pieces"]
    assert after["pieces"]["E7"]["seq"] == "K"
    assert "followed" not in ann["E7"] and "king" not in ann["E7"]
    assert all("followed" not in entry for entry in ann.values())


def test_a_shake_that_moved_nothing_in_sight_keeps_the_followed_marks(monkeypatch):
    # Everything shifts west: Bob's King on E6 is blocked by Ann's row B6 C6 D6 (B6 by the
    # exterior wall), and no other piece moves in Ann's sight; she still follows it.
    after = followed_after_tremor(monkeypatch, (-1, 0), {
        "B6": (0, "A"), "C6": (0, "A"), "D6": (0, "ABD"), "E6": (1, "K"), "B2": (0, "K"),
        "I5": (1, "A"), "H2": (1, "AB")})
    assert after["pieces"]["E6"]["seq"] == "K"
    assert G.view(after, 0)["pieces"]["E6"]["followed"] == "king"


# -- S12 ---------------------------------------------------------------------------------------------

DECAY = PLAIN.replace('K4 = "B9"', 'K4 = "B9"\n[[specials]]\nsquare = "H2"\ntype = 12\n'
                      'params = {{ {} }}\n')


@pytest.mark.parametrize("params, energy, told", [
    ("amount = 2", 5, "you lose 2 E"), ("amount = 2", 1, "you lose 1 E"),
    ("amount = 2", 0, None), ("percent = 30", 2, None), ("percent = 30", 10, "you lose 3 E")])
def test_s12_reports_only_the_e_really_lost(params, energy, told):
    state = position({"B2": (0, "K"), "H2": (1, "K")}, game_map=DECAY.format(params))
    state["energy"][0] = energy
    after = G.apply(state, 0, "PASS")[0]                        # bob's turn: S12 fires
    lines = [line for line in en(G.view(after, 0)["report"]) if "lose" in line]
    assert lines == ([told] if told else [])


# -- random streams ------------------------------------------------------------------------------------

OPEN = PLAIN.replace("#...X....#", "#........#")


def test_a_draw_a_seat_sees_does_not_depend_on_one_out_of_its_sight():
    # Bob's R piece on F5 (view radius 1: E4..G6) strikes Cat's King on E4 (before Ann's piece
    # in A1 order, and out of her sight) and Ann's AABB on G6.  Cat's King loses a code (a
    # draw) or is a bare King (no draw): which code Ann's piece loses must not depend on it.
    for seed in range(40):
        lines = []
        for cat in ("K", "ABK"):
            state = position({"B2": (0, "K"), "G6": (0, "AABB"), "F5": (1, "AR"), "I9": (1, "K"),
                              "E4": (2, cat)}, n=3, game_map=OPEN)
            state["rng"] = seed
            state.get("streams", {})["seed"] = seed
            after = G.apply(state, 0, "PASS")[0]                # bob's turn: R strikes
            lines.append([line for line in en(G.view(after, 0)["report"]) if "loses" in line])
        assert lines[0] == lines[1] and lines[0], (seed, lines)


def test_a_match_stored_before_draws_from_its_one_stream():
    # Option draws=single: R draws from ``rng`` as it always did.
    for seed in range(10):
        state = position({"B2": (0, "K"), "G6": (0, "ABCD"), "F5": (1, "AR"), "I9": (1, "K")},
                         options="draws=single")
        assert "streams" not in state
        state["rng"] = seed
        after = G.apply(state, 0, "PASS")[0]
        with streams.drawing({"rng": seed}) as rng:
            lost = rng.choice("ABCD")
        assert f"your piece on G6 loses {lost} (radiation)" in en(G.view(after, 0)["report"])


def words(value):
    """``value`` with every message in it (JSON form) replaced by its English text."""
    if is_msg(value):
        return en(value)
    if isinstance(value, dict):
        return {k: words(v) for k, v in value.items()}
    if isinstance(value, list):
        return [words(v) for v in value]
    return value


def test_streams_are_fixed_by_the_seed_and_the_subject():
    assert streams.stream(5, 3, "S9", "F6", 0).random() == streams.stream(5, 3, "S9", "F6", 0).random()
    assert streams.stream(5, 3, "S9", "F6", 0).random() != streams.stream(5, 3, "S9", "F6", 1).random()
    assert streams.stream(5, 3, "S9", "F6", 0).random() != streams.stream(6, 3, "S9", "F6", 0).random()


def test_matches_stored_before_replay_as_they_were_played():
    # Ten random games (random maps with every special, 2–4 seats, 261 plies) recorded with
    # the engine before per-purpose draws (commit 8a3e872): their moves, replayed with
    # draws=single (what migration 4 gives the matches stored before), end in the very state.
    games = json.loads((Path(__file__).parent / "data" / "genetess_single_stream_games.json")
                       .read_text())
    for game in games:
        names = game["final"]["seats"]
        state = G.with_map(G.new_state(names, game["options"] + " draws=single", game["seed"]),
                           game["map"])
        for seat, order in game["moves"]:
            state = G.apply(state, seat, order)[0]
        assert state["options"].pop("draws") == "single"
        # The last turn's report is narration, reworded since the recording (one
        # wording for draws); everything the game decides must replay exactly, and the texts
        # kept in the state (special legends, the result's reason), catalog messages now,
        # read as they did.
        # The swept squares are a seat's memory the recording predates; nothing
        # the game decides reads them, so everything else must replay exactly.
        final = {k: v for k, v in game["final"].items() if k != "report"}
        assert words({k: v for k, v in state.items() if k not in ("report", "swept")}) == final, \
            game["seed"]
        assert [e["kind"] for e in state["report"]] == [e["kind"] for e in game["final"]["report"]]
