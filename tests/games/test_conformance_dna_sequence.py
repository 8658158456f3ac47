"""The conformance checker (conformance.py) over DNA's option sets, and proof it can fail.

The unmarked matrix is kept short (one tests/games run stays well under 30 s
on two cores); ``PETRI_SOAK=1`` runs the long ``slow`` soak: more seeds,
more seat counts, every legal move, all junk and every resign at every ply.
"""

from __future__ import annotations

import os

import pytest
from conformance import ConformanceError, assert_plays_through, check_conformance

from games import IllegalMove, get_game
from games.base import Game
from games.dna_sequence import DnaSequence

GAME = get_game("dna-sequence")
SOAK = bool(os.environ.get("PETRI_SOAK"))

OPTION_SETS = [
    "",
    "manual",
    "base=2",
    "base=3",
    "min_chunk=2 max_chunk=4",
    "no_dup",
    "non_incremental",
    "need_not_own",
    "no_reduce_self",
    "reduce_next",
    "need_not_own no_reduce_self",
    "reduce_next no_reduce_self",
]
# Odd corners: tiny strands, stalls at the start, manual with no_dup, chunk 2.
EXTRA_SETS = [
    "length=3",
    "chunk=2 length=5 base=2",
    "manual no_reduce_self length=3 base=2",
    "manual no_dup base=3 length=20",
    "min_chunk=2 max_chunk=4 need_not_own reduce_next",
    "base=2 no_dup length=10 no_reduce_self",
]


def setup_is_open(state, seat) -> bool:
    """DNA lists one suggested strand during manual set-up; any strand of the right letters is legal."""
    return state["phase"] != "setup"


def names(n: int) -> list[str]:
    return [f"p{i}" for i in range(n)]


def run(options, seats, seed, **kw):
    return assert_plays_through(GAME, names(seats), options, seed, moves_complete=setup_is_open, **kw)


# --- the short matrix (always run) ------------------------------------------------


@pytest.mark.parametrize("options", OPTION_SETS)
@pytest.mark.parametrize("seats", [2, 3])
def test_conformance(options, seats):
    for seed in (seats * 101 + 1, seats * 101 + 2):
        run(options, seats, seed)


@pytest.mark.parametrize("options", OPTION_SETS)
def test_conformance_eight_seats(options):
    run(options, 8, 808, sample=6, junk=1, fixed_junk=4, resigns=1)


@pytest.mark.parametrize("options", EXTRA_SETS)
def test_conformance_corners(options):
    for seed in (1, 2):
        run(options, 3, seed)


def test_max_steps_stops_early():
    report = check_conformance(GAME, names(3), "", 5, max_steps=4, moves_complete=setup_is_open)
    assert report.plies == 4 and not report.finished and report.result is None


def test_every_legal_move_is_applied_at_every_ply():
    """Without ``sample`` the checker applies every legal move of every ply."""
    report = run("", 2, 9)
    state = GAME.new_state(names(2), "", 9)
    expected = 0
    for seat, move in report.moves:
        expected += len(GAME.legal_moves(state, seat))
        state, _ = GAME.apply(state, seat, move)
    assert report.moves_checked == expected
    assert GAME.to_json(state) == GAME.to_json(report.final_state)


# --- the soak (PETRI_SOAK=1) ----------------------------------------------------------


@pytest.mark.slow
@pytest.mark.skipif(not SOAK, reason="set PETRI_SOAK=1 for the long soak")
@pytest.mark.parametrize("options", OPTION_SETS + EXTRA_SETS)
@pytest.mark.parametrize("seats", [2, 3, 4, 8])
def test_conformance_soak(options, seats):
    for seed in range(10):
        run(options, seats, 1000 * seats + seed, junk=3, fixed_junk=None, resigns=None)


# --- the checker can fail: engines with one planted bug each ------------------------------


class LeakyView(DnaSequence):
    """Shows submitted strands to everybody during set-up."""

    def view(self, state, seat=None):
        view = super().view(state, seat)
        view["sequences"] = {n: s for n, s in zip(state["seats"], state["strands"])}
        return view


class LeakyEvent(DnaSequence):
    """Narrates the submitted strand publicly."""

    def _submit(self, state, seat, text):
        events = super()._submit(state, seat, text)
        events[0]["text"] = f"{events[0]['text']} ({text})"
        return events


class CaseSensitive(DnaSequence):
    def _apply(self, state, seat, step):
        if step != step.upper():
            raise IllegalMove("upper case only")
        return super()._apply(state, seat, step)


class PassOnJunk(DnaSequence):
    """Treats a chunk with a wrong letter as a pass."""

    def _nominate(self, state, seat, chunk):
        if "X" in chunk:
            state["turn"] = (state["turn"] + 1) % len(state["seats"])
            return []
        return super()._nominate(state, seat, chunk)


class DoubleTurn(DnaSequence):
    """Plays every ';' step without asking whose turn it is (the bug fixed in base.apply)."""

    def apply(self, state, seat, text):
        first, *rest = str(text).split(";")
        new, events = Game.apply(self, state, seat, first)
        for step in rest:
            if step.strip():
                events += self._apply(new, seat, step.strip())
        return new, events


class AnySeat(DnaSequence):
    """Lets any seat play for the seat to move."""

    def apply(self, state, seat, text):
        movers = self.to_move(state)
        return super().apply(state, movers[0] if movers and seat in range(8) else seat, text)


class StuckSeat(DnaSequence):
    """Seat 1 is to move but has no legal moves listed."""

    def legal_moves(self, state, seat):
        return [] if seat == 1 else super().legal_moves(state, seat)


class MutatingQuery(DnaSequence):
    def legal_moves(self, state, seat):
        state["turns_taken"] = list(state["turns_taken"])
        state.setdefault("asked", 0)
        state["asked"] += 1
        return super().legal_moves(state, seat)


class TupleView(DnaSequence):
    def view(self, state, seat=None):
        view = super().view(state, seat)
        view["chunk"] = tuple(view["chunk"])
        return view


class SharedView(DnaSequence):
    """Hands out the state's own list inside the view."""

    def view(self, state, seat=None):
        view = super().view(state, seat)
        view["turns_taken"] = state["turns_taken"]
        return view


class TooFewPlies(DnaSequence):
    def max_plies(self, state):
        return 3


class NoReason(DnaSequence):
    def _finish(self, state, winners, reason):
        return super()._finish(state, winners, "")


class PlaysOnAfterTheEnd(DnaSequence):
    def apply(self, state, seat, text):
        if self.result(state) is not None:
            return dict(state), []
        return super().apply(state, seat, text)


class SnapsToALegalMove(DnaSequence):
    """Accepts an illegal well-formed chunk as if it were the first legal one."""

    def _nominate(self, state, seat, chunk):
        legal = sorted(self._legal_chunks(state, seat))
        if chunk not in legal and len(chunk) == 3 and set(chunk) <= set("ACGT"):
            chunk = legal[0]
        return super()._nominate(state, seat, chunk)


MUTANTS = [
    (LeakyView, "manual", "reveals seat"),
    (LeakyEvent, "manual", "public event reveals"),
    (CaseSensitive, "", "was refused"),
    (PassOnJunk, "", "is not a legal move"),
    (DoubleTurn, "", "one by one are refused"),
    (AnySeat, "", "is not to move but"),
    (StuckSeat, "", "has no legal moves"),
    (MutatingQuery, "", "changed the state"),
    (TupleView, "", "JSON round trip"),
    (SharedView, "", "shares its lists"),
    (TooFewPlies, "", "max_plies"),
    (NoReason, "", "reason"),
    (PlaysOnAfterTheEnd, "", "the game is over but"),
    (SnapsToALegalMove, "", "is not a legal move"),
]


@pytest.mark.parametrize("engine, options, complaint", MUTANTS,
                         ids=[m[0].__name__ for m in MUTANTS])
def test_the_checker_catches_a_planted_bug(engine, options, complaint):
    with pytest.raises(ConformanceError, match=complaint):
        check_conformance(engine(), names(3), options, 3, moves_complete=setup_is_open)


def test_the_lenient_junk_check_still_needs_some_legal_move():
    """With ``strict_junk=False`` an accepted text must still give the state of a legal move."""
    with pytest.raises(ConformanceError, match="matches no legal move"):
        check_conformance(PassOnJunk(), names(3), "", 3, moves_complete=setup_is_open,
                          strict_junk=False)
    check_conformance(GAME, names(3), "", 3, moves_complete=setup_is_open, strict_junk=False)


def test_manual_setup_needs_moves_complete():
    """DNA lists one suggested strand in set-up, so a valid near miss is "not a legal move"
    unless the checker is told the list is open (``moves_complete``)."""
    with pytest.raises(ConformanceError, match="not a legal move"):
        check_conformance(GAME, names(3), "manual", 0)
