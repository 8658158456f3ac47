"""A Genetess board drawn from its viewer's last kept board (``render.genetess.board_pictures``):
only the squares whose contents changed are drawn anew, with the pixels of drawing it whole,
whatever board was kept (another seat's, with its secrets, included)."""

from __future__ import annotations

import copy
import random

import pytest

import render.genetess as rg
from tests.render.test_genetess_layers import _views


def _board(view: dict, *, kept: bool) -> bytes:
    """The board region's pixels of ``view``, through the kept boards or drawn whole."""
    grid = rg.board_grid(view)
    image, draw = rg.canvas(grid.x + grid.width, grid.y + grid.height)
    if kept:
        rg.board_pictures.draw(image, draw, view, grid)
    else:
        rg.draw_genetess_board(image, draw, view, grid)
    return image.crop((grid.x, grid.y, grid.x + grid.width, grid.y + grid.height)).tobytes()


@pytest.fixture(autouse=True)
def _no_kept_boards():
    rg.board_pictures.cache_clear()
    yield
    rg.board_pictures.cache_clear()


@pytest.fixture
def redraws(monkeypatch) -> list[int]:
    """How many squares each board drawn from a kept one redrew."""
    counts: list[int] = []
    draw_squares = rg._draw_squares

    def counted(image, draw, view, grid, content, squares):
        counts.append(len(squares))
        return draw_squares(image, draw, view, grid, content, squares)
    monkeypatch.setattr(rg, "_draw_squares", counted)
    return counts


@pytest.mark.parametrize(("options", "seed"), [("map=quad", 11), ("map=quad", 5), ("", 3)])
def test_every_board_of_a_game_has_the_pixels_of_one_drawn_whole(options, seed, redraws):
    for view in _views(options, seed):
        assert _board(view, kept=True) == _board(view, kept=False)
    assert len(redraws) > 50, "hardly any board was drawn from a kept one: nothing was compared"
    assert min(redraws) <= 2 < max(redraws)


def _changed(view: dict, rng: random.Random) -> dict:
    """``view`` with pieces moved, recoloured, recoded or crowned, squares brought into or
    out of view, specials and walls added or removed, Kings crowned or not, at random."""
    view = copy.deepcopy(view)
    grid = rg.board_grid(view)
    squares = sorted(rg._board_squares(grid))
    for square in rng.sample(sorted(view["pieces"]), min(2, len(view["pieces"]))):
        piece = view["pieces"][square]     # crowned or not, nothing else changed
        if piece.pop("king", None) is None:
            piece["followed"] = "king"
    for square in rng.sample(squares, 4):
        view["pieces"].pop(square, None)
    for square in rng.sample(squares, 4):
        view["pieces"][square] = {"owner": rng.choice([None, "p1"]), "colour": rng.choice(["red", "blue"]),
                                  "letter": "A", "mine": False, "seq": rng.choice(["AB", "?", "CCCCCC"]),
                                  **({"king": True} if rng.random() < 0.3 else {})}
    if view["visible"]:
        visible = set(view["visible"]) ^ set(rng.sample(squares, 6))
        view["visible"] = sorted(visible | {squares[0]})
    for square in rng.sample(squares, 2):
        view["specials"][square] = {"type": rng.randint(1, 22)}
    for square in rng.sample(squares, 3):
        view["cells"][square] = rng.choice(["wall", "inner", "special S21", "start p2"])
    return view


def test_a_board_is_the_same_whatever_board_its_viewer_had_before(redraws):
    rng = random.Random(2)
    for view in _views("map=quad", 9, plies=30)[5::7]:
        expected = _board(view, kept=False)
        for _ in range(4):
            rg.board_pictures.cache_clear()
            _board(_changed(view, rng), kept=True)      # another board of the same viewer kept
            assert _board(view, kept=True) == expected
    assert redraws, "no board was drawn from a kept one"


def test_a_board_that_did_not_change_is_pasted_not_drawn(monkeypatch):
    view = _views("map=quad", 11, plies=3)[-1]
    first = _board(view, kept=True)

    def refused(*args):
        raise AssertionError("an unchanged board was drawn again")
    monkeypatch.setattr(rg, "draw_genetess_board", refused)
    monkeypatch.setattr(rg, "_draw_squares", refused)
    assert _board(dict(view, round=view["round"] + 1, energy={}), kept=True) == first
