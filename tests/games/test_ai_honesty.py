"""Honesty of the computer player: it decides from its seat's view alone.

Non-interference: change what the computer's seat cannot see (Mitosis' clone actives,
a manual DNA strand before the reveal, Genetess' fog: unseen pieces, undecoded
sequences, enemy E, bids) and the decision with the same seed stays the same.  And
the search never touches the true state or another seat's view.
"""

from __future__ import annotations

import itertools
import random

import pytest

from games import GAMES
from games.ai import move_for
from games.ai.search import Budget
from games import genetess_board as board
from games.genetess import decoded_squares, visible_squares
from tests.games.test_ai import random_positions

BUDGET = Budget(iterations=40)


def hide_mitosis(state, seat, rng):
    """Another set of the opponent's active cells (clone), as many as before."""
    other = 1 - seat
    colour = state["colours"][other]
    cells = [c for c, v in state["board"].items() if v == colour]
    k = len(state["active"][other])
    state["active"][other] = sorted(rng.sample(cells, min(k, len(cells))))


def swap_mitosis_fresh(state, seat, rng):
    """Right after the opponent's clone split, the other of its new cells active instead of
    the one it chose: what hard infers from that split (one of them is active) must come
    from the split alone, never from which one."""
    other = 1 - seat
    last = state["last"]
    if not last or last["kind"] != "split" or last["by"] != other:
        return
    colour = state["colours"][other]
    fresh = [c for c in last["cells"] if state["board"].get(c) == colour]
    chosen = [c for c in fresh if c in state["active"][other]]
    if len(fresh) < 2 or len(chosen) != 1:
        return
    swap = rng.choice([c for c in fresh if c != chosen[0]])
    state["active"][other] = sorted(set(state["active"][other]) - set(chosen) | {swap})


def hide_dna(state, seat, rng):
    """Other strands for the opponents that submitted theirs but are not yet revealed."""
    for s, strand in enumerate(state["strands"]):
        if s != seat and strand and state["phase"] == "setup":
            state["strands"][s] = "".join(rng.choice("ACGT") for _ in strand)


def hide_genetess(state, seat, rng):
    """Enemy E, bids, the sequences of enemy pieces the seat cannot decode (Kings stay
    Kings: a King shown as one is known) and the unseen specials."""
    for s in range(len(state["seats"])):
        if s != seat:
            state["energy"][s] = rng.randint(0, 40)
            if state["bids"][s] is not None:
                state["bids"][s] = {"start": [rng.randint(0, 3), []], "order": [0, []],
                                    "colour": [0, []]}
    vis = visible_squares(state, seat)
    decoded = decoded_squares(state, seat)
    for sq, piece in state["pieces"].items():
        if piece["owner"] != seat and sq not in decoded and piece["owner"] is not None:
            if "K" not in piece["seq"]:
                piece["seq"] = "".join(sorted("A" + rng.choice("BCDEF") * rng.randint(0, 2)))
            if sq not in vis:
                piece["seq"] = "".join(sorted(piece["seq"] + "B"))
    for sq in list(state["specials"]):
        if sq not in vis and sq not in state["seen_specials"][seat]:
            del state["specials"][sq]


def move_genetess_unseen(state, seat, rng):
    """Every enemy piece out of the seat's sight (its King too) to another square out of
    sight: where a hidden King stands is what the search must guess, never read."""
    vis = visible_squares(state, seat)
    reveal = set(state["sight"][seat]["reveal"])
    hidden = [sq for sq, p in state["pieces"].items()
              if p["owner"] not in (seat, None) and sq not in vis and p["id"] not in reveal]
    free = [sq for sq in board.all_squares(state)
            if board.is_floor(state, sq) and sq not in vis and sq not in state["pieces"]
            and sq not in state["specials"]]
    pieces = {sq: state["pieces"].pop(sq) for sq in hidden}
    for piece, sq in zip(pieces.values(), rng.sample(free + hidden, len(hidden))):
        state["pieces"][sq] = piece


def dna_setups(count):
    """Manual set-ups of 3 seats where the others have submitted and seat 0 is still to."""
    game = GAMES["dna-sequence"]
    rng = random.Random(8)
    for k in range(count):
        state = game.new_state(["p0", "p1", "p2"], "manual length=12", k)
        for s in range(1 + k % 2, 3):
            state = game.apply(state, s, "".join(rng.choice("ACGT") for _ in range(12)))[0]
        yield game, state


HIDDEN = [
    ("mitosis", "clone", 2, hide_mitosis),
    ("mitosis", "clone capture launcher", 2, hide_mitosis),
    ("mitosis", "clone launcher", 2, swap_mitosis_fresh),
    ("dna-sequence", "setup", 3, hide_dna),
    ("genetess", None, 2, hide_genetess),
    ("genetess", None, 3, hide_genetess),
    ("genetess", None, 2, move_genetess_unseen),
]


@pytest.mark.parametrize("game_id,options,seats,hide", HIDDEN)
@pytest.mark.parametrize("level", ["easy", "normal", "hard", "baseline", "random"])
def test_changing_what_the_seat_cannot_see_changes_no_decision(game_id, options, seats, hide,
                                                               level):
    rng = random.Random(2)
    changed = 0
    positions = dna_setups(6) if options == "setup" else \
        random_positions(game_id, options, seats, 8, seed=3)
    for game, state in positions:
        seat = game.to_move(state)[0]
        other = game.copy_state(state)
        hide(other, seat, rng)
        assert game.view(other, seat) == game.view(state, seat), "the change must be unseen"
        changed += other != state
        for seed in (1, 2):
            assert move_for(game, other, seat, level, seed, BUDGET) == \
                move_for(game, state, seat, level, seed, BUDGET)
    assert changed, "no position had anything hidden to change"


class Spy:
    """The engine, recording which state objects each call receives."""

    def __init__(self, game):
        self._game = game
        self.calls: list[tuple[str, int, tuple]] = []

    def __getattr__(self, name):
        attr = getattr(self._game, name)
        if not callable(attr):
            return attr

        def call(*args, **kwargs):
            self.calls.append((name, id(args[0]) if args else 0, args[1:]))
            return attr(*args, **kwargs)
        return call


@pytest.mark.parametrize("game_id,options", [("genetess", None), ("mitosis", "clone"),
                                             ("mitosis", None), ("dna-sequence", "manual"),
                                             ("dna-icehouse", None)])
@pytest.mark.parametrize("level", ["easy", "normal", "hard", "baseline"])
def test_the_search_reads_only_its_own_view(game_id, options, level):
    for game, state in random_positions(game_id, options, 2, 3, seed=5):
        seat = game.to_move(state)[0]
        spy = Spy(game)
        move_for(spy, state, seat, level, 1, Budget(iterations=20))
        on_truth = [(name, rest) for name, ident, rest in spy.calls if ident == id(state)]
        # Exactly one look at the true state: this seat's own view.
        assert on_truth == [("view", (seat,))]
        views = [rest for name, _, rest in spy.calls if name == "view"]
        assert all(rest == (seat,) for rest in views)


def test_hard_mitosis_alphabeta_reads_only_its_own_view():
    """Hard's splits in Mitosis without clone come from an alpha-beta on a time budget
    (``MitosisPlayer.settle_splits``), outside the search: it too looks at the true state only
    through the seat's own view, and the same view with the same readings of the clock gives
    the same split."""
    game = GAMES["mitosis"]
    rng = random.Random(4)
    checked = 0
    for seed in range(3):
        state = game.new_state(["ann", "bob"], None, seed)
        while game.result(state) is None and \
                not (state["phase"] == "splitting" and state["moves_made"][0] >= 8):
            seat = game.to_move(state)[0]
            state = game.apply(state, seat, game.random_move(state, seat, rng))[0]
        if game.result(state) is not None:
            continue
        seat = game.to_move(state)[0]
        picks = []
        for _ in range(2):
            spy = Spy(game)
            ticks = itertools.count()
            budget = Budget(seconds=0.01, clock=lambda t=ticks: next(t) * 1e-4)
            picks.append(move_for(spy, state, seat, "hard", 1, budget))
            on_truth = [(name, rest) for name, ident, rest in spy.calls if ident == id(state)]
            assert on_truth == [("view", (seat,))]
            # The alpha-beta decided: the engine was asked nothing else.
            assert [name for name, _, _ in spy.calls] == ["view"]
        assert picks[0] == picks[1] and picks[0] in game.legal_moves(state, seat)
        checked += 1
    assert checked >= 2
