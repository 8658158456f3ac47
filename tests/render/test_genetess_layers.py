"""The Genetess board's static layers (``render.genetess.board_layers``): a layout that differs
from a kept one on a few squares is redrawn on those squares only, with the pixels of drawing
it whole."""

from __future__ import annotations

import random

import pytest

import render.genetess as rg
from games import get_game


def _views(options: str, seed: int, plies: int = 160) -> list[dict]:
    """The spectator's and every seat's view after each of ``plies`` random plies."""
    game = get_game("genetess")
    rng = random.Random(seed)
    seats = 4 if "quad" in options else 2
    state = game.new_state([f"p{k}" for k in range(seats)], options, seed=seed)
    views = []
    for _ in range(plies):
        if game.result(state):
            break
        seat = rng.choice(game.to_move(state))
        state, _ = game.apply(state, seat, game.random_move(state, seat, rng))
        views += [game.view(state), *(game.view(state, s) for s in range(seats))]
    return views


def _pixels(layers) -> list[bytes]:
    return [layer.tobytes() for layer in layers]


@pytest.fixture(autouse=True)
def _no_kept_layers():
    rg.board_layers.kept.clear()
    yield
    rg.board_layers.kept.clear()


@pytest.mark.parametrize(("options", "seed"), [("map=quad", 11), ("map=quad", 5), ("", 3)])
def test_a_redrawn_layout_has_the_pixels_of_one_drawn_whole(options, seed):
    views = _views(options, seed)
    grid = rg.replace(rg.board_grid(views[0]), x=0, y=0)
    layouts = list(dict.fromkeys(rg.layout_key(v["cells"]) for v in views))
    assert len(layouts) > 1, "the game never changed a layout: nothing redrawn was compared"
    whole = {layout: rg._drawn_whole(grid, layout) for layout in layouts}
    for before in layouts:
        for after in layouts:
            redrawn = rg._redrawn(grid, whole[before], before, after)
            assert _pixels(redrawn) == _pixels(whole[after])


def test_walls_and_starts_changed_anywhere_redraw_to_the_same_pixels():
    views = _views("map=quad", 7, plies=2)
    grid = rg.replace(rg.board_grid(views[0]), x=0, y=0)
    base = rg.layout_key(views[0]["cells"])
    rng = random.Random(1)
    squares = [grid.name(f, r) for f in range(grid.files) for r in range(grid.ranks)]
    for _ in range(12):
        cells = dict(base)
        for square in rng.sample(squares, 6):
            cells[square] = rng.choice(["wall", "inner", "start p2", "start K9"])
        for square in rng.sample(sorted(cells), 3):
            del cells[square]
        after = frozenset(cells.items())
        assert _pixels(rg._redrawn(grid, rg._drawn_whole(grid, base), base, after)) == \
            _pixels(rg._drawn_whole(grid, after))


def test_a_wall_opened_redraws_its_square_not_the_board(monkeypatch):
    views = _views("map=quad", 11, plies=2)
    view = views[0]
    grid = rg.board_grid(view)
    layout = rg.layout_key(view["cells"])
    rg.board_layers(grid, layout)
    inner = next(item for item in layout if item[1] == "inner")
    drawn = []
    real = rg.draw_cell
    monkeypatch.setattr(rg, "draw_cell", lambda *a: drawn.append(a[3]) or real(*a))
    opened = rg.board_layers(grid, layout - {inner})
    assert drawn == [inner[0], inner[0]]          # its square, once in each layer
    monkeypatch.undo()
    assert _pixels(opened) == _pixels(rg._drawn_whole(rg.replace(grid, x=0, y=0), layout - {inner}))
    assert rg.board_layers(grid, layout - {inner}) is opened   # kept


def test_layers_kept_are_bounded():
    view = _views("map=quad", 11, plies=2)[0]
    grid = rg.board_grid(view)
    layout = rg.layout_key(view["cells"])
    walls = sorted(item for item in layout if item[1] in ("wall", "inner"))
    for k in range(rg.LAYERS_KEPT + 5):
        rg.board_layers(grid, layout - {walls[k]})
    assert len(rg.board_layers.kept) == rg.LAYERS_KEPT
