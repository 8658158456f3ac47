"""The conformance checker (conformance.py) over Mitosis' anomalies, and a clone secrecy soak.

The checker runs with no anomaly, each anomaly alone and all seven
together, from two seeds each; a sample of legal moves is applied per ply
(up to ~60 placements or ~100 splits) to keep the file to a few seconds.
Mitosis accepts several spellings of one move (``E6 E4``, ``E5: E4 E6``,
``place E5``, bare ``E4`` for ``active E4``), so accepted junk need only give
the state of some legal move (``strict_junk=False``).

The clone soak plays random games with ``clone`` (and random other
anomalies) and checks, at every ply, that the seats' active cells are
invisible to everyone else: the public view, the opponent's view and their
text boards do not change when a seat's active set is replaced by another
one, nor contain it; and at every secret ``active`` step the public events
and views are the same whichever cell is chosen.  ``PETRI_SOAK=1`` runs the
long soak (``slow``).
"""

from __future__ import annotations

import json
import os
import random

import pytest
from conformance import assert_plays_through

import i18n

from games import get_game
from games.hexgrid import HEXHEX5
from games.mitosis import ANOMALIES

GAME = get_game("mitosis")
SOAK = bool(os.environ.get("PETRI_SOAK"))
NAMES = ["ann", "bob"]

OPTION_SETS = ["", *ANOMALIES, " ".join(ANOMALIES)]


def run(options, seed, **kw):
    kw.setdefault("sample", 6)
    kw.setdefault("junk", 1)
    kw.setdefault("fixed_junk", 4)
    return assert_plays_through(GAME, NAMES, options, seed, strict_junk=False, **kw)


def features(options, seed, moves) -> set[str]:
    """Which anomalies a replayed game actually used (so a pass is not vacuous)."""
    state = GAME.new_state(NAMES, options, seed)
    seen = set()
    if any(v == "wall" for v in state["board"].values()):
        seen.add("barricade")
    for seat, move in moves:
        state, events = GAME.apply(state, seat, move)
        for event in events:
            kind = event["type"]
            seen.update({"undo": ["undo"], "passed": ["grouping"], "captured": ["capture"],
                         "active": ["clone"]}.get(kind, []))
            if kind == "split":
                cells = event["cells"]
                if len(cells) == 3:
                    seen.add("triplicate")
                if HEXHEX5.distance(event["parent"], cells[0]) == 2:
                    seen.add("launcher")
    return seen


@pytest.mark.parametrize("options", OPTION_SETS, ids=[o or "plain" for o in OPTION_SETS])
def test_conformance(options):
    used = set()
    for seed in (11, 12):
        report = run(options, seed)
        # Past the pre-game: three choices and the placements were played at least.
        assert report.plies >= 3 + 2 * (4 if "clone" in options else 3)
        used |= features(options, seed, report.moves)
    assert used == set(options.split())


def test_every_legal_move_at_every_ply_for_one_game():
    """No sampling: every legal placement and split is applied at every ply."""
    report = run("triplicate launcher", 3, sample=None, junk=1, fixed_junk=2, resigns=1)
    assert report.moves_checked > 20 * report.plies


@pytest.mark.slow
@pytest.mark.skipif(not SOAK, reason="set PETRI_SOAK=1 for the long soak")
@pytest.mark.parametrize("options", OPTION_SETS, ids=[o or "plain" for o in OPTION_SETS])
def test_conformance_soak(options):
    for seed in range(8):
        run(options, 1000 + seed, sample=25, junk=3, fixed_junk=None, resigns=None)


# --- clone secrecy ------------------------------------------------------------------------------


def leak_forms(active: list[str]) -> list[str]:
    """Ways a seat's active-cell set could show up in text."""
    forms = [json.dumps(active), json.dumps({"active": active})[1:-1],
             "active: " + " ".join(active), "active cells: " + " ".join(active)]
    forms += [f"active {c}" for c in active]
    return forms


def other_active_sets(state, seat, rng) -> list[list[str]]:
    """Active sets the seat might have instead (all its cells, none, a random part)."""
    colour = state["colours"][seat]
    mine = HEXHEX5.sort(c for c, v in state["board"].items() if v == colour)
    current = state["active"][seat]
    options = [mine, [], HEXHEX5.sort(c for c in mine if rng.random() < 0.5),
               HEXHEX5.sort(c for c in mine if c not in current)]
    return [o for o in options if o != current]


def public_parts(events):
    return [{k: v for k, v in e.items() if k != "private"} for e in events]


def check_secrecy(state, rng) -> None:
    """No one but the owner can tell a seat's active cells from anything they are shown."""
    if state["colours"][0] is None:
        return
    for seat in (0, 1):
        other = 1 - seat
        shown = [GAME.view(state, None), GAME.view(state, other)]
        texts = [json.dumps(v, sort_keys=True) + i18n.text(GAME.describe(v), "en") for v in shown]
        assert "active" not in shown[0]
        assert shown[1]["active"] == state["active"][other]
        if GAME.secrets(state, seat):
            for form in leak_forms(state["active"][seat]) + GAME.secrets(state, seat):
                assert all(form not in t for t in texts), (form, seat)
        for alternative in other_active_sets(state, seat, rng):
            twin = GAME.copy_state(state)
            twin["active"][seat] = alternative
            assert GAME.view(twin, None) == shown[0]
            assert GAME.view(twin, other) == shown[1]
            assert [GAME.describe(GAME.view(twin, v)) for v in (None, other)] == \
                [GAME.describe(v) for v in shown]
            assert GAME.legal_moves(twin, other) == GAME.legal_moves(state, other)


def soak_game(seed: int) -> int:
    """One random clone game with random other anomalies; returns the plies played."""
    rng = random.Random(seed)
    extra = [a for a in ANOMALIES if a != "clone" and rng.random() < 0.5]
    options = " ".join(["clone", *extra])
    state = GAME.new_state(NAMES, options, seed)
    plies = 0
    while GAME.result(state) is None:
        check_secrecy(state, rng)
        seat = GAME.to_move(state)[0]
        pending = GAME.pending_secret(state, seat)
        if pending is not None:
            # Every choice of the secret step shows the others exactly the same.
            outcomes = []
            for move in GAME.legal_moves(state, seat):
                assert pending["min_length"] <= len(move) <= pending["max_length"]
                new, events = GAME.apply(state, seat, move)
                chosen = move.split()[1]
                for event in events:
                    public = json.dumps(public_parts([event]))
                    assert move not in public and f"{chosen} active" not in public
                    assert set(event.get("private", {})) <= {str(seat)}
                outcomes.append((public_parts(events), GAME.view(new, None),
                                 GAME.view(new, 1 - seat),
                                 GAME.describe(GAME.view(new, 1 - seat))))
            # Except (grouping) when the opponent cannot split: whether the game goes on then
            # depends on the mover's active cells, as the rules make public.
            if not any(e["type"] == "passed" for o in outcomes for e in o[0]):
                assert all(o == outcomes[0] for o in outcomes), options
            assert all(o[0][0] == outcomes[0][0][0] for o in outcomes)
            for secret in GAME.secrets(new, seat):
                assert secret not in json.dumps(outcomes[0])
        move = GAME.random_move(state, seat, rng)
        state, events = GAME.apply(state, seat, move)
        for owner in (0, 1):
            for secret in GAME.secrets(state, owner):
                assert secret not in json.dumps(public_parts(events))
                assert all(secret not in json.dumps(note) for reader, note in
                           ((r, n) for e in events for r, n in e.get("private", {}).items())
                           if reader != str(owner))
        plies += 1
    check_secrecy(state, rng)
    return plies


def test_clone_secrecy_short():
    """200 random clone games ("hundreds"): the active cells never reach the public
    or the opponent.  The soak below plays 1000 more."""
    plies = sum(soak_game(seed) for seed in range(200))
    assert plies > 200 * 20


@pytest.mark.slow
@pytest.mark.skipif(not SOAK, reason="set PETRI_SOAK=1 for the long soak")
def test_clone_secrecy_soak():
    for seed in range(1000, 2000):
        soak_game(seed)
