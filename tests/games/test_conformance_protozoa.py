"""The conformance checker (conformance.py) over Protozoa's seat counts and options.

Random play rarely builds a 15-pip colony, so every run uses a small
``max_turns`` and ends in a draw or (sometimes) a win; a sample of legal
moves is applied per ply (there are ~180) to keep the whole file to a few
seconds.  ``PETRI_SOAK=1`` runs a longer soak (``slow``).

Protozoa accepts several spellings of one move (``place L c4`` = ``place 3
c4``, ``place c4 3``, ``mutate c4 2``), so accepted junk need only give the
state of some legal move (``strict_junk=False``).  ``QuickWin`` (3-pip
colonies win) makes random games end in wins too, so the finished-with-a-winner
path is checked as well as the draw.
"""

from __future__ import annotations

import os

import pytest
from conformance import assert_plays_through, check_conformance

from games import get_game
from games.protozoa import Protozoa

GAME = get_game("protozoa")
SOAK = bool(os.environ.get("PETRI_SOAK"))

CASES = [
    (2, "max_turns=40"),
    (3, "max_turns=40"),
    (4, "max_turns=40"),
    (4, "teams max_turns=40"),
    (4, "teams team_setup=drones max_turns=40"),
]


def names(n: int) -> list[str]:
    return [f"p{i}" for i in range(n)]


def run(seats, options, seed, **kw):
    kw.setdefault("sample", 12)
    return assert_plays_through(GAME, names(seats), options, seed, strict_junk=False, **kw)


@pytest.mark.parametrize("seats, options", CASES, ids=[f"{s}-{o}" for s, o in CASES])
def test_conformance(seats, options):
    for seed in (seats * 11 + 1, seats * 11 + 2):
        run(seats, options, seed)


def test_every_legal_move_at_every_ply_for_a_short_game():
    """No sampling: every one of the ~180 legal moves is applied at every ply."""
    report = run(2, "max_turns=6", 5, sample=None)
    assert report.moves_checked > 6 * 150


@pytest.mark.slow
@pytest.mark.skipif(not SOAK, reason="set PETRI_SOAK=1 for the long soak")
@pytest.mark.parametrize("seats, options", CASES + [(4, "teams max_turns=300"), (2, "")],
                         ids=[f"{s}-{o}" for s, o in CASES + [(4, "teams max_turns=300"), (2, "")]])
def test_conformance_soak(seats, options):
    for seed in range(6):
        run(seats, options, 1000 * seats + seed, sample=40, junk=3, fixed_junk=None, resigns=None)


class QuickWin(Protozoa):
    """Protozoa won by 3-pip colonies, so random games also end in wins (and team wins)."""

    win_pips = 3


WIN_CASES = [(2, "max_turns=30", (1, 2)), (3, "max_turns=30", (0, 1)),
             (4, "teams team_setup=drones max_turns=30", (1, 2))]


@pytest.mark.parametrize("seats, options, seeds", WIN_CASES, ids=[str(c[0]) for c in WIN_CASES])
def test_conformance_through_wins(seats, options, seeds):
    """The end of the game by a win (not only the max_turns draw) passes the checks too."""
    wins = 0
    for seed in seeds:
        report = check_conformance(QuickWin(), names(seats), options, seed, strict_junk=False,
                                   sample=8, junk=1, fixed_junk=4)
        assert report.finished
        winners = report.result["winners"]
        wins += bool(winners)
        assert len(winners) in ((0, 2) if "teams" in options else (0, 1))
    assert wins >= 1
