"""DNA (Icehouse) turns as the front ends see them: step events for the mover, one summary
event per finished turn, and what the turn panel shows (``turn_open``, ``turn_prompt``,
``step_note``)."""

from __future__ import annotations

from test_dna_icehouse import GAME, play, position

from games.dna_icehouse import strand_bonuses


def public(events) -> list[str]:
    return [str(e["text"]) for e in events if not e.get("step")]


def test_strand_bonuses_are_named():
    assert strand_bonuses(["G1", "G1", "G1"]) == ["one colour", "one size"]
    assert strand_bonuses(["G1", "Y2", "R3"]) == ["three colours", "sizes in order"]
    assert strand_bonuses(["G1", "G2", "R2"]) == []


def test_steps_are_private_detail_and_the_turn_has_one_summary():
    """The seed's six-point turn: G1 on c1, score, capture from an archive and a pool."""
    board = {"d1": "G1", "e1": "G1", "c2": "Y2", "c3": "R3"}
    s = position(board, to_play=2, archives=[["Y3"], ["R1"], [], []],
                 pools={c: {"1": 0, "2": 0} for c in "RYB"})
    s, ev = play(s, 2, "place G1 c1")
    assert public(ev) == [] and all(e["step"] for e in ev)
    assert GAME.turn_open(s)
    s, ev = play(s, 2, "score; capture R1 from Y")
    assert public(ev) == [] and GAME.turn_open(s)
    s, ev = play(s, 2, "capture B3")
    # Scored first, so the one mutation point is still to spend.
    assert public(ev) == [] and GAME.turn_open(s)
    s, ev = play(s, 2, "mutate d1 2")
    assert not GAME.turn_open(s) and s["to_play"] == 3
    # Bonuses as judged at "score", though d1 has changed since.
    assert public(ev) == ["p2 placed G1 on c1: strand c1-c2-c3 scores 3 (three colours, sizes in order); "
                          "strand c1-d1-e1 scores 3 (one colour, one size); mutated d1 G1→G2; "
                          "captured R1 from p1's archive; captured B3 from the blue gene pool"]


def test_summary_names_mutations_and_groups_captures():
    s = position({"b3": "R2", "d3": "Y3"}, pools={"R": {"2": 4}, "Y": {"3": 4}})
    s, ev = play(s, 0, "place R3 c3; mutate b3 G; mutate d3 2; score")
    assert public(ev) == ["p0 placed R3 on c3: no strand; mutated b3 R2→G2, d3 Y3→Y2"]


def test_a_pass_is_its_own_narration():
    s = position({}, pools={"R": {"1": 0, "2": 0, "3": 0}})
    s, ev = play(s, 0, "pass")
    assert public(ev) == ["p0 passed (nothing to place)"] and not GAME.turn_open(s)


def test_prompt_and_notes_say_what_is_spent_and_owed():
    s = position({"b3": "R2", "d3": "Y3"}, pools={"R": {"2": 4}, "Y": {"3": 4}})
    assert not GAME.turn_open(s) and GAME.turn_prompt(s, 0) == ""
    s, _ = play(s, 0, "place R3 c3")
    prompt = str(GAME.turn_prompt(s, 0))
    assert prompt.startswith("Placed R3 on c3 · mutation 0/3 spent · not scored yet. Next: score, or mutate")
    assert GAME.turn_prompt(s, 1) == ""  # only the mover has a panel
    assert str(GAME.step_note(s, 0, "mutate b3 G")) == "R2→G2, costs 2 of 3 left"
    assert GAME.step_note(s, 0, "score") is None
    board = {"d1": "G1", "e1": "G1", "c2": "Y2", "c3": "R3"}
    s = position(board, to_play=2, archives=[["Y3"], ["R1"], [], []],
                 pools={c: {"1": 0, "2": 0} for c in "RYB"})
    s, _ = play(s, 2, "place G1 c1; score")
    assert "scored 6, 6 points still to capture" in str(GAME.turn_prompt(s, 2))
    assert str(GAME.step_note(s, 2, "capture R1 from Y")) == "takes 3 of the 6 points owed"
    assert str(GAME.step_note(s, 2, "capture B3")) == "takes 3 of the 6 points owed"
