"""The engine contract's two parts (games/base.py) and the views' declared shapes.

Every registered engine is a ``Rules`` (the core: new state, who moves, legal moves, apply,
result, view, JSON) and a ``Presentation`` (describe, labels, prompts); every view it writes has
exactly the keys of its ``TypedDict`` (``games/<game>_view.py``), with values of the declared
types, at every depth; and a view shares nothing with the state (a renderer may change it).
"""

from __future__ import annotations

import json
import random
import types
from typing import Any, NotRequired, Required, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from games import GAMES, get_game
from games.base import Presentation, Rules
from games.dna_icehouse_view import DnaIcehouseView
from games.dna_sequence_view import DnaSequenceView
from games.genetess_view import GenetessView
from games.message import Msg
from games.mitosis_view import MitosisView
from games.protozoa_view import ProtozoaView

VIEW_TYPES = {"dna-sequence": DnaSequenceView, "protozoa": ProtozoaView, "mitosis": MitosisView,
              "dna-icehouse": DnaIcehouseView, "genetess": GenetessView}
#: (game, options, seats) played through by the shape test: every option family that adds keys.
FAMILIES = [("dna-sequence", "", 2), ("dna-sequence", "manual length=12", 3), ("protozoa", "teams", 4),
            ("protozoa", "", 2), ("mitosis", "clone undo grouping", 2), ("mitosis", "barricade capture", 2),
            ("dna-icehouse", "", 3), ("genetess", "", 2), ("genetess", "ronin", 3)]


def shape_errors(value: Any, hint: Any, path: str = "view") -> list[str]:
    """Where ``value`` differs from the type ``hint`` (a TypedDict, a union, ``list[X]``,
    ``dict[str, X]``, ``str``/``int``/``bool``, ``Msg``, ``Any``): a list of ``path: what``."""
    origin = get_origin(hint)
    if hint is Any:
        return []
    if origin in (Required, NotRequired):
        return shape_errors(value, get_args(hint)[0], path)
    if origin in (Union, types.UnionType):
        tries = [shape_errors(value, h, path) for h in get_args(hint)]
        return [] if any(not t for t in tries) else min(tries, key=len)
    if hint is type(None):
        return [] if value is None else [f"{path}: {value!r} is not None"]
    if is_typeddict(hint):
        if not isinstance(value, dict):
            return [f"{path}: {type(value).__name__} is not a {hint.__name__}"]
        fields = get_type_hints(hint)
        missing = hint.__required_keys__ - value.keys()
        extra = value.keys() - fields.keys()
        out = [f"{path}: no {k!r}" for k in sorted(missing)] + [f"{path}: undeclared {k!r}" for k in sorted(extra)]
        for key in value.keys() & fields.keys():
            out += shape_errors(value[key], fields[key], f"{path}.{key}")
        return out
    if hint is Msg:
        return [] if isinstance(value, Msg) else [f"{path}: {value!r} is not a Msg"]
    if origin is list:
        if not isinstance(value, list):
            return [f"{path}: {type(value).__name__} is not a list"]
        return [e for i, item in enumerate(value) for e in shape_errors(item, get_args(hint)[0], f"{path}[{i}]")]
    if origin is dict:
        if not isinstance(value, dict):
            return [f"{path}: {type(value).__name__} is not a dict"]
        key_type, item_type = get_args(hint)
        return [e for k, item in value.items()
                for e in shape_errors(k, key_type, f"{path} key") + shape_errors(item, item_type, f"{path}[{k!r}]")]
    if hint is int:   # a bool is an int to Python, never in a view
        return [] if type(value) is int else [f"{path}: {value!r} is not an int"]
    if hint in (str, bool):
        return [] if type(value) is hint else [f"{path}: {value!r} is not a {hint.__name__}"]
    raise TypeError(f"{path}: the shape test cannot read the type {hint!r}")


def _scramble(value: Any) -> None:
    """Empty every list and dict inside ``value`` in place, as a careless renderer might."""
    if isinstance(value, (dict, list)):
        for item in list(value.values() if isinstance(value, dict) else value):
            _scramble(item)
        value.clear()


def _play(game_id: str, options: str, seats: int, seed: int, resign_at: int | None = None):
    """Each position of a random game (the last one over, by resignation at ``resign_at``)."""
    game = get_game(game_id)
    state = game.new_state([f"p{i}" for i in range(seats)], options, seed=seed)
    rng = random.Random(seed)
    for ply in range(400):
        yield state
        if game.result(state) is not None:
            return
        if ply == resign_at:
            for seat in range(seats - 1):
                if game.result(state) is None:
                    state, _ = game.resign(state, seat)
            continue
        movers = game.to_move(state)
        state, _ = game.apply(state, movers[0], game.random_move(state, movers[0], rng))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_engine_is_rules_and_presentation(game_id):
    game = get_game(game_id)
    assert isinstance(game, Rules) and isinstance(game, Presentation)
    # The core stays narrow: what OpenSpiel's game and state API has, and no more.
    core = {name for name in dir(Rules) if not name.startswith("_")} | set(Rules.__annotations__)
    assert core == {"id", "min_seats", "max_seats", "options", "new_state", "to_move", "legal_moves",
                    "apply", "result", "view", "to_json", "from_json"}


def test_an_engine_without_the_rules_is_not_rules():
    class Shown:
        title = "x"

        def describe(self, view):
            return ["x"]

    assert not isinstance(Shown(), Rules)


@pytest.mark.parametrize("game_id, options, seats", FAMILIES)
def test_every_view_has_its_declared_shape(game_id, options, seats):
    game = get_game(game_id)
    hint = VIEW_TYPES[game_id]
    checked = 0
    for seed, resign_at in ((1, None), (2, 9)):
        for ply, state in enumerate(_play(game_id, options, seats, seed, resign_at)):
            if ply % 3 and game.result(state) is None:
                continue
            for viewer in [None, *range(seats)]:
                errors = shape_errors(game.view(state, viewer), hint)
                assert not errors, f"seed {seed} ply {ply} viewer {viewer}: {errors[:5]}"
                checked += 1
            errors = shape_errors(game.full_view(state), hint)
            assert not errors, f"seed {seed} ply {ply} full view: {errors[:5]}"
    assert checked > 10


def test_the_shape_test_sees_a_wrong_view():
    view = get_game("mitosis").view(get_game("mitosis").new_state(["a", "b"]), None)
    assert not shape_errors(view, MitosisView)
    assert shape_errors({**view, "last": None}, MitosisView) == ["view: undeclared 'last'"]
    assert shape_errors({k: v for k, v in view.items() if k != "phase"}, MitosisView) == ["view: no 'phase'"]
    assert shape_errors({**view, "side": "5"}, MitosisView) == ["view.side: '5' is not an int"]
    assert shape_errors({**view, "cells": {"E5": 1}}, MitosisView) == ["view.cells['E5']: 1 is not a str"]


@pytest.mark.parametrize("game_id, options, seats", FAMILIES)
def test_a_view_shares_nothing_with_the_state(game_id, options, seats):
    # After resignations the result's reason is in every view: scrambling a view must leave
    # the state (and the engine's own tables, such as Genetess' codes) as they were.
    game = get_game(game_id)
    for state in _play(game_id, options, seats, 3, resign_at=4):
        before = game.to_json(state)
        views = [game.view(state, v) for v in [None, *range(seats)]] + [game.full_view(state)]
        for view in views:
            _scramble(view)
        assert game.to_json(state) == before
        again = game.view(state, None)
        json.dumps(again)
        assert not shape_errors(again, VIEW_TYPES[game_id])

