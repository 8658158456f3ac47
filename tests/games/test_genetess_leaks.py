"""Fog of war holds in random Genetess games (§13, G7, G8, G9): no view shows more than its seat may see.

"May see" is computed here from the state alone, independently of
``games.genetess`` (Chebyshev radius 1 + D around the seat's pieces, the
whole map with an S5 ``sight``, sequences within the own view of an F piece
or listed by a special), and every seat's view and the public view are held
against it after every ply.

The report lines of a view are held against the ply itself (the states
before and after, and the order given).  This model once checked pieces,
specials and ``visible`` only, never the report, so it missed the mover
reading the next seat's start-of-turn specials: a ply is an order *and* the
next seat's turn start (income, specials), and the final position alone
cannot tell which of its events the mover may read.  Now a line naming a
special's square goes only to a seat that may see that square before or
after the ply, whose piece stood there before or after, whose order put a
piece there, or that reads a line of a piece reaching it (its piece blown
by S20 onto an S8 and teleported on); a private note (``owner_text``: E
amounts, own sequences) only to its ``owner_seat``, or to the mover when it
has none (the order's own notes).

Moves are drawn with a bias towards MOVE (so pieces meet, capture and land
on specials).  ``PETRI_SOAK=1`` plays many more.
"""

from __future__ import annotations

import os
import random
import re

import pytest

import i18n
from games.genetess import Genetess

G = Genetess()
SOAK = bool(os.environ.get("PETRI_SOAK"))
COLS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
STEPS = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0),
         "NE": (1, -1), "NW": (-1, -1), "SE": (1, 1), "SW": (-1, 1)}
#: A special's own event names its square: "S17 target on H8: ...".
SPECIAL_LINE = re.compile(r"S[0-9]+ [a-zA-Z ]+ on ([A-Z][0-9]+): ")
#: A line telling that a piece reached a square ("blown from C3 to B2", "arrives on I12").
ARRIVAL = re.compile(r"(?: to | onto | arrives on )([A-Z][0-9]+)\b")


def _xy(sq: str) -> tuple[int, int]:
    return COLS.index(sq[0]), int(sq[1:]) - 1


def _around(state, sq: str, radius: int) -> set[str]:
    c0, r0 = _xy(sq)
    return {f"{COLS[c]}{r + 1}" for c in range(state["width"]) for r in range(state["height"])
            if abs(c - c0) <= radius and abs(r - r0) <= radius}


def may_see(state, seat: int) -> tuple[set[str], set[str]]:
    """(squares ``seat`` may see, squares whose sequence it may read), from the state only."""
    if not state["alive"][seat]:
        return set(), set()
    everything = {f"{COLS[c]}{r + 1}" for c in range(state["width"]) for r in range(state["height"])}
    seen: set[str] = set()
    read: set[str] = set()
    for sq, piece in state["pieces"].items():
        if piece["owner"] != seat:
            continue
        area = _around(state, sq, 1 + piece["seq"].count("D"))
        seen |= area
        if "F" in piece["seq"]:
            read |= area
    if state["sight"][seat]["map"]:
        seen = everything
    return seen, read


def landing(order: str | None) -> str | None:
    """The square a MOVE or CREATE order puts its piece on (walked here, not asked of the engine)."""
    words = (order or "").split()
    if len(words) != 3:
        return None
    if words[0] == "CREATE":
        return words[1]
    col, row = _xy(words[1])
    for d in words[2].split("-"):
        col, row = col + STEPS[d][0], row + STEPS[d][1]
    return f"{COLS[col]}{row + 1}"


def check_report(before, state, seat: int, lines: list[str], mover: int | None,
                 order: str | None) -> None:
    """``seat``'s report lines of the ply ``before`` → ``state`` name no special and hold no
    private note that the seat may not know of (module docstring).  Lines are compared as
    their English words (messages)."""
    lines = [i18n.text(line) for line in lines]
    known = may_see(before, seat)[0] | may_see(state, seat)[0]
    known |= {sq for sq, p in before["pieces"].items() if p["owner"] == seat}
    known |= {sq for sq, p in state["pieces"].items() if p["owner"] == seat}
    if seat == mover and landing(order):
        known.add(landing(order))
    known |= {sq for line in lines for sq in ARRIVAL.findall(line)}
    for line in lines:
        named = SPECIAL_LINE.match(line)
        assert named is None or named.group(1) in known, (seat, line, order)
    # A private note is the owner's alone, unless the same words are also some text it may read.
    mine = {i18n.text(e["text"]) for e in state["report"]}
    theirs = set()
    for event in state["report"]:
        if "owner_text" in event:
            to = event.get("owner_seat", mover)
            (mine if to == seat else theirs).add(i18n.text(event["owner_text"]))
    assert not (theirs - mine) & set(lines), (seat, lines, order)


def check_views(state, before=None, mover: int | None = None, order: str | None = None) -> None:
    """Every view of ``state`` against "may see"; with ``before`` (the state the ply started
    from, ``mover`` and its ``order``) the report lines against the ply too."""
    names = state["seats"]
    running = state["result"] is None
    public = G.view(state, None)
    if running:
        assert public["pieces"] == {} and public["specials"] == {} and public["energy"] is None
        assert public["visible"] == []
    for seat in range(len(names)):
        view = G.view(state, seat)
        if not running:
            continue
        if not state["alive"][seat]:
            assert view["pieces"] == {} and view["specials"] == {}
            continue
        seen, read = may_see(state, seat)
        sight = state["sight"][seat]
        assert set(view["visible"]) == seen
        if before is not None:
            check_report(before, state, seat, view["report"], mover, order)
        assert view["energy"] == state["energy"][seat]
        for sq, entry in view["pieces"].items():
            piece = state["pieces"][sq]
            own = piece["owner"] == seat
            assert own or sq in seen or piece["id"] in sight["reveal"], (seat, sq)
            owner = None if piece["owner"] is None else names[piece["owner"]]
            assert entry["owner"] == owner
            if "seq" in entry:
                assert own or sq in read or piece["id"] in sight["decode"], (seat, sq, entry)
                assert entry["seq"] == piece["seq"]
            if entry.get("king") and "seq" not in entry:
                assert piece["id"] in sight["reveal"] and "K" in piece["seq"]
        for sq, piece in state["pieces"].items():
            if piece["owner"] == seat or sq in seen:
                assert sq in view["pieces"]
        for sq, special in view["specials"].items():
            if not special["remembered"]:
                assert sq in seen and state["specials"][sq]["type"] == special["type"]
            else:
                assert sq not in seen
        for sq, special in state["specials"].items():
            if sq in seen:
                assert sq in view["specials"]
        if state["round"] == 0:
            for other in range(len(names)):
                if other != seat and state["bids"][other] is not None:
                    for secret in G.secrets(state, other):
                        if secret not in G.secrets(state, seat):   # the same bid is no leak
                            assert secret not in str(view)


def pick(state, seat, rng) -> str:
    moves = G.legal_moves(state, seat)
    if state["round"] == 0:
        return rng.choice(moves)
    kinds = {k: [m for m in moves if m.startswith(k)] for k in ("MOVE", "CREATE", "PASS")}
    roll = rng.random()
    if kinds["MOVE"] and roll < 0.7:
        return rng.choice(kinds["MOVE"])
    if kinds["CREATE"] and roll < 0.95:
        return rng.choice(kinds["CREATE"])
    return "PASS"


def play_game(seed: int, seats: int, options: str) -> dict:
    rng = random.Random(seed)
    state = G.new_state([f"p{i}" for i in range(seats)], options, seed)
    check_views(state)
    while state["result"] is None:
        before = state
        if rng.random() < 0.01:
            alive = [s for s in range(seats) if state["alive"][s]]
            seat, order = None, None
            state, _ = G.resign(state, rng.choice(alive))
        else:
            seat = rng.choice(G.to_move(state))
            order = pick(state, seat, rng)
            state, events = G.apply(state, seat, order)
            for event in events:
                assert set(event.get("private", {})) <= {str(s) for s in range(seats)}
        check_views(state, before, seat, order)
    return state


CASES = [(2, "map=duel max_rounds=25 start_energy=30"),
         (3, "map=quad max_rounds=20 start_energy=30"),
         (4, "map=quad max_rounds=15 specials_timing=v102"),
         (4, "map=quad max_rounds=15 ronin")]


@pytest.mark.parametrize("seats, options", CASES, ids=[f"{s}-{o}" for s, o in CASES])
def test_no_view_shows_what_its_seat_cannot_see(seats, options):
    ended = {"last": 0, "rounds": 0}
    for seed in range(25):
        state = play_game(seed, seats, options)
        ended["last" if "standing" in state["result"]["reason"] else "rounds"] += 1
    assert ended["rounds"] + ended["last"] == 25


@pytest.mark.slow
@pytest.mark.skipif(not SOAK, reason="set PETRI_SOAK=1 for the long soak")
@pytest.mark.parametrize("seats, options", CASES, ids=[f"{s}-{o}" for s, o in CASES])
def test_no_view_leaks_soak(seats, options):
    for seed in range(100, 400):
        play_game(seed, seats, options)
