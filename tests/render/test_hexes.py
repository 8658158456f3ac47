"""Hex boards and the Mitosis picture (render/hexes.py), from hand-made views.

The views have the engine's shape, ``games.mitosis_view.MitosisView`` (rules/mitosis.md
§Notation: ``cells`` name → ``red``/``blue``/``wall``, ``active`` in the owner's view only,
``phase``, ``undos_left``, ``moves_made``, ``to_move``, ``result``, ``last_move``…), plus the
host's optional ``clock``.  They are written by hand to pose exact positions; the last tests
also render real engine views.
"""

from __future__ import annotations

import math

import pytest
from PIL import Image
from render_testkit import changed, colours, count, spy_on_labels
from render_testkit import picture as render_picture

from render import DRAWERS, hexes
from render.hexes import GRID, HexGrid, split_parent
from render.primitives import Palette

def split(by: str, parent: str, cells: list[str], captured: tuple[str, ...] = ()) -> dict:
    """A split as the engine's ``last_move`` has it."""
    return {"by": by, "kind": "split", "text": f"{parent}: {' '.join(cells)}", "parent": parent,
            "cells": list(cells), "captured": list(captured)}


def place(by: str, cell: str) -> dict:
    """A placement as the engine's ``last_move`` has it."""
    return {"by": by, "kind": "place", "text": cell, "parent": None, "cells": [cell], "captured": []}


MID = {
    "game": "mitosis", "seats": ["alice", "bob"], "colours": {"alice": "red", "bob": "blue"},
    "dmo": "bob", "anomalies": ["capture", "launcher"], "phase": "splitting", "side": 5,
    "to_move": ["alice"], "result": None, "viewer": None, "cells_each": 3, "captures_live": True,
    "placed": {"alice": 3, "bob": 3},
    "cells": {"E4": "blue", "E6": "blue", "D3": "red", "C5": "red", "G2": "red", "G4": "red",
              "F6": "blue", "H3": "blue"},
    "moves_made": {"alice": 7, "bob": 7}, "undos_left": {"alice": 2, "bob": 2},
    "last_move": split("bob", "E5", ["E4", "E6"], ("F5",)),
}

CLONE_CELLS = {"D4": "red", "D6": "red", "F3": "red", "C2": "red", "B4": "red",
               "E7": "blue", "G5": "blue", "H2": "blue", "C6": "blue", "F7": "blue"}
CLONE_PUBLIC = {
    "game": "mitosis", "seats": ["alice", "bob"], "colours": {"alice": "red", "bob": "blue"},
    "dmo": "bob", "anomalies": ["clone"], "phase": "splitting", "to_move": ["bob"], "side": 5,
    "result": None, "viewer": None, "cells": CLONE_CELLS, "cells_each": 4, "captures_live": True,
    "placed": {"alice": 4, "bob": 4},
    "moves_made": {"alice": 6, "bob": 5}, "undos_left": {"alice": 2, "bob": 2},
    "last_move": split("alice", "E5", ["D4", "D6"]),
}
CLONE_OWNER = {**CLONE_PUBLIC, "viewer": "alice", "active": ["D6", "F3", "C2"]}


def view(base=MID, **changes) -> dict:
    """A deep copy of ``base`` with top-level keys replaced."""
    return changed(base, **changes)


def picture(v: dict, seat=None) -> Image.Image:
    """Render a Mitosis view through the public entry point, decoded as RGB."""
    return render_picture("mitosis", v, seat)


def cell_crop(image: Image.Image, name: str, shrink: float = 0.8) -> Image.Image:
    """The box round cell ``name``'s centre, ``shrink`` × its inradius each way."""
    cx, cy = GRID.centre(name)
    half = GRID.cell_width / 2 * shrink
    return image.crop((round(cx - half), round(cy - half), round(cx + half), round(cy + half)))


@pytest.fixture
def drawn_text(monkeypatch):
    """Every string handed to ``label`` while the test renders (cached sprites rebuilt)."""
    hexes._empty_board.cache_clear()
    yield spy_on_labels(monkeypatch, hexes, hexes.cell_sprite)
    hexes.cell_sprite.cache_clear()
    hexes._empty_board.cache_clear()


# --- Geometry ---------------------------------------------------------------------------------

def test_names_follow_the_rulings_layout():
    grid = HexGrid()
    names = grid.names
    assert len(names) == 61 and len(set(names)) == 61
    assert names[:5] == ("A1", "A2", "A3", "A4", "A5")
    assert [n for n in names if n[0] == "E"][-1] == "E9" and names[-1] == "I5"
    assert grid.parse("E5") == (0, 0) and grid.parse(" e5 ") == (0, 0)
    for name in names:
        assert grid.name(*grid.parse(name)) == name
    # Rows are horizontal, letters from the top, numbers from the left.
    assert grid.centre("A1")[1] < grid.centre("B1")[1] < grid.centre("E1")[1]
    assert grid.centre("E1")[0] < grid.centre("E2")[0]
    assert grid.centre("A1")[1] == grid.centre("A5")[1]


@pytest.mark.parametrize("cell, pairs", [
    ("E5", [("E4", "E6"), ("D4", "F5"), ("D5", "F4")]),     # rules/mitosis.md §Board and names
    ("B2", [("B1", "B3"), ("A2", "C2"), ("A1", "C3")]),     # §Test vectors
    ("D4", [("D3", "D5"), ("C4", "E4"), ("C3", "E5")]),
])
def test_opposite_neighbours_are_symmetric_about_the_cell(cell, pairs):
    grid = HexGrid(size=30)
    cx, cy = grid.centre(cell)
    for a, b in pairs:
        (ax, ay), (bx, by) = grid.centre(a), grid.centre(b)
        assert math.isclose((ax + bx) / 2, cx) and math.isclose((ay + by) / 2, cy)
        assert math.isclose(math.hypot(ax - cx, ay - cy), grid.cell_width)


def test_pixel_and_axial_round_trip():
    grid = HexGrid(size=36, x=5, y=40)
    for name in grid.names:
        q, r = grid.parse(name)
        cx, cy = grid.to_pixel(q, r)
        assert grid.from_pixel(cx, cy) == (q, r)
        for px, py in grid.polygon(name, inset=3):          # just inside each corner
            assert grid.from_pixel(px, py) == (q, r)
        assert all(math.isclose(math.hypot(px - cx, py - cy), 36)
                   for px, py in grid.polygon(name))
    # The board fits its box.
    xs = [x for n in grid.names for x, _ in grid.polygon(n)]
    ys = [y for n in grid.names for _, y in grid.polygon(n)]
    assert grid.x <= min(xs) and max(xs) <= grid.x + grid.width
    assert grid.y <= min(ys) and max(ys) <= grid.y + grid.height


def test_unknown_cell_names_raise_a_clear_value_error():
    grid = HexGrid()
    for bad in ("J1", "A6", "E10", "A0", "", "E", "5E", None):
        with pytest.raises(ValueError, match="hexhex5"):
            grid.parse(bad)
    with pytest.raises(ValueError, match="'J1'.*A to I"):
        GRID.centre("J1")
    with pytest.raises(ValueError, match="E5: 'green' is not red, blue or wall"):
        picture(view(cells={"E5": "green"}))
    with pytest.raises(ValueError, match="green"):
        picture(view(cells={"E5": "green"}))
    with pytest.raises(ValueError, match="off the"):
        grid.name(5, 0)


@pytest.mark.parametrize("children, parent", [
    (["E4", "E6"], "E5"), (["F5", "D4"], "E5"), (["C3", "G5"], "E5"),        # launcher
    (["D4", "E6", "F4"], "E5"), (["C3", "E7", "G3"], "E5"),                   # triplicate
    (["A2", "A4"], "A3"), (["A1", "C3"], "B2"), (["E4", "E7"], None), (["E4"], None),
])
def test_a_splits_parent_is_worked_out_from_its_children(children, parent):
    assert split_parent(GRID, children) == parent


# --- The Mitosis picture ----------------------------------------------------------------------

def test_registered_and_decodes():
    assert DRAWERS["mitosis"] is hexes.draw_mitosis
    image = picture(view())
    assert image.size == (hexes.WIDTH, hexes.HEIGHT) and hexes.WIDTH == 900


def test_every_cell_is_labelled(drawn_text):
    picture(view(cells={**MID["cells"], "A1": "wall"}))
    assert set(GRID.names) <= set(drawn_text)


def test_red_and_blue_cells_by_colour_and_by_shape():
    image = picture(view())
    for name, side in MID["cells"].items():
        cx, cy = GRID.centre(name)
        below = image.getpixel((round(cx), round(cy + 14)))       # under the label
        assert below == Palette.cell[side], name
        assert count(cell_crop(image, name, 0.5), Palette.cell[side]) > 300, name
    r, g, b = image.getpixel((round(GRID.centre("D3")[0]), round(GRID.centre("D3")[1] + 14)))
    assert r > g + 80 and r > b + 80                                # red-ish
    r, g, b = image.getpixel((round(GRID.centre("F6")[0]), round(GRID.centre("F6")[1] + 14)))
    assert b > r + 80 and b > g + 50                                # blue-ish
    # Not by colour alone: a square's corner is outside the disc of the same area.
    radius = hexes.piece_radius(GRID.size)
    corner = radius * math.sqrt(math.pi) / 2 - 4
    for name, side in (("D3", "red"), ("F6", "blue")):
        cx, cy = GRID.centre(name)
        px = image.getpixel((round(cx + corner), round(cy + corner)))
        assert (px == Palette.cell[side]) == (side == "blue"), name


def test_walls_are_drawn_and_read_as_walls():
    walls = {"B3": "wall", "D7": "wall", "F2": "wall", "H5": "wall"}
    image = picture(view(cells={**MID["cells"], **walls},
                         anomalies=["barricade", "capture"]))
    for name in walls:
        assert count(cell_crop(image, name), Palette.wall) > 300, name
    plain = picture(view())
    for name in walls:                      # (text edges may map to the wall grey, a few pixels)
        assert count(cell_crop(plain, name), Palette.wall) < 30, name


def test_active_cells_are_marked_only_in_a_view_that_lists_them():
    owner = picture(view(CLONE_OWNER), seat="alice")
    public = picture(view(CLONE_PUBLIC))
    assert Palette.active in colours(owner)
    assert Palette.active not in colours(public)
    for name in CLONE_OWNER["active"]:
        assert count(cell_crop(owner, name, 1.1), Palette.active) > 40, name
    for name in set(CLONE_CELLS) - set(CLONE_OWNER["active"]):
        assert count(cell_crop(owner, name, 0.55), Palette.active) == 0, name
    # The public picture is the owner's without the marks (and the "(you)" and key).
    assert owner.crop(GRID_BOX) != public.crop(GRID_BOX)
    assert picture(view(CLONE_PUBLIC, active=[])).tobytes() == public.tobytes()


GRID_BOX = (GRID.x, GRID.y, GRID.x + GRID.width, GRID.y + GRID.height)


def arrow_pixels_between(image: Image.Image, a: str, b: str) -> int:
    """Arrow-coloured pixels within 4 px of the segment from ``a``'s centre to ``b``'s, from
    20 % to 30 % of the way: clear of the dot on ``a``'s centre and of its outline."""
    (ax, ay), (bx, by) = GRID.centre(a), GRID.centre(b)
    found = 0
    for k in range(20, 31, 2):
        t = k / 100
        x, y = ax + (bx - ax) * t, ay + (by - ay) * t
        box = image.crop((round(x) - 4, round(y) - 4, round(x) + 5, round(y) + 5))
        found += count(box, Palette.arrow)
    return found


def test_the_last_split_is_drawn_as_arrows_from_parent_to_children():
    image = picture(view())
    assert arrow_pixels_between(image, "E5", "E4") > 20
    assert arrow_pixels_between(image, "E5", "E6") > 20
    assert arrow_pixels_between(image, "E5", "D5") == 0       # not towards other neighbours
    assert arrow_pixels_between(image, "E5", "F5") == 0
    # No last move, no arrows.
    assert Palette.arrow not in colours(picture(view(last_move=None)))


def test_launched_and_triplicate_splits_get_an_arrow_per_child():
    cells = {"C3": "red", "E7": "red", "G3": "red", "E6": "blue", "D4": "blue"}
    image = picture(view(cells=cells, colours={"alice": "red", "bob": "blue"},
                         last_move=split("alice", "E5", ["C3", "E7", "G3"])))
    for child in ("C3", "E7", "G3"):
        assert arrow_pixels_between(image, "E5", child) > 20, child
    # The cells in between keep their labels: E6's centre still shows its piece and text.
    assert {Palette.cell["blue"], Palette.ink_light} <= colours(cell_crop(image, "E6", 0.4))


def test_captured_cells_are_faded():
    image = picture(view())
    # F5 was captured by bob (blue) splitting, so it was red.
    crop = cell_crop(image, "F5")
    assert count(crop, Palette.cell_faded["red"]) > 200
    assert Palette.cell["red"] not in colours(crop)


def test_a_placement_is_outlined():
    image = picture(view(phase="placing", last_move=place("alice", "G4")))
    cx, cy = GRID.centre("G4")
    ring = image.crop((round(cx - GRID.cell_width / 2), round(cy - 4),
                       round(cx - GRID.cell_width / 2) + 6, round(cy + 4)))
    assert Palette.highlight in colours(ring)
    assert Palette.arrow not in colours(image)


def test_status_bar_shows_anomalies_and_clocks(drawn_text):
    picture(view(clock={"alice": 161, "bob": 60}, anomalies=["capture", "undo"]))
    assert "2:41" in drawn_text and "1:00" in drawn_text
    assert "Anomalies: capture and undo" in drawn_text
    assert "alice (red) to split" in drawn_text
    counts = " ".join(drawn_text)              # one line, or two when 24 px text needs them
    assert "moves 7/25" in counts and "undos 2" in counts


def test_without_a_clock_no_clock_is_drawn(drawn_text):
    picture(view())
    assert not any(":" in t and t.replace(":", "").isdigit() for t in drawn_text)


@pytest.mark.parametrize("changes, status", [
    ({"phase": "placing", "to_move": ["bob"]}, "bob (blue) to place"),
    ({"phase": "over", "to_move": [],
      "result": {"winners": ["bob"], "reason": "alice cannot split", "groups": None}}, "bob (blue) wins"),
])
def test_status_line(drawn_text, changes, status):
    picture(view(**changes))
    assert status in drawn_text


@pytest.mark.parametrize("changes, status", [          # the engine's phase names
    ({"phase": "colour", "colours": {"alice": None, "bob": None}, "cells": {},
      "last_move": None, "to_move": ["bob"]}, "bob chooses a colour"),
    ({"phase": "first_place", "cells": {}, "last_move": None}, "alice (red) chooses who places first"),
    ({"phase": "first_split", "to_move": ["bob"]}, "bob (blue) chooses who splits first"),
    ({"phase": "active", "to_move": ["bob"]}, "bob (blue) to choose the active cell"),
])
def test_status_line_for_the_engines_phases(drawn_text, changes, status):
    picture(view(**changes))
    assert status in drawn_text


@pytest.mark.parametrize("last, text", [                 # the engine's last_move shapes
    ({"by": "bob", "kind": "colour", "text": None, "parent": None, "cells": [], "captured": [],
      "colour": "blue"}, "bob chose blue"),
    ({"by": "alice", "kind": "first", "text": None, "parent": None, "cells": [], "captured": [],
      "colour": "red"}, "alice chose: red first"),
    ({"by": "alice", "kind": "place", "text": "G4", "parent": None, "cells": ["G4"],
      "captured": []}, "alice placed G4"),
    ({"by": "bob", "kind": "split", "text": "E5: E4 E6", "parent": "E5", "cells": ["E4", "E6"],
      "captured": ["F5"]}, "bob split E5 into E4 E6"),
    ({"by": "alice", "kind": "undo", "text": "undo", "parent": None, "cells": [], "captured": [],
      "undone": ["E5: E4 E6", "D3"]}, "alice took back E5: E4 E6 and D3"),
])
def test_last_move_in_words(drawn_text, last, text):
    picture(view(last_move=last))
    assert text in " ".join(drawn_text)        # long lines wrap


def test_owner_card_counts_active_cells_and_says_you(drawn_text):
    picture(view(CLONE_OWNER), seat="alice")
    assert " (you)" in drawn_text
    assert any("active 3" in t for t in drawn_text)
    drawn_text.clear()
    picture(view(CLONE_PUBLIC))
    assert not any(t.startswith("moves") and "active" in t for t in drawn_text)
    assert not any(t.startswith("active") for t in drawn_text)          # nor the key


# --- Views from the engine --------------------------------------------------------------------

def engine_games():
    """Seeded random games of the real engine (skipped while it is not registered)."""
    games = pytest.importorskip("games")
    if "mitosis" not in games.GAMES:
        pytest.skip("no mitosis engine yet")
    import random

    game = games.get_game("mitosis")
    for options, seed in (("", 1), ("capture launcher", 2),
                          ("barricade capture clone launcher grouping triplicate undo", 3)):
        rng = random.Random(seed)
        state = game.new_state(["ann", "bob"], options, seed)
        states = [state]
        while game.result(state) is None and len(states) < 400:
            seat = game.to_move(state)[0]
            state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))
            states.append(state)
        yield game, options, states


def test_engine_views_render_and_keep_the_secret():
    drawn = 0
    for game, options, states in engine_games():
        for state in states[::5] + states[-1:]:
            public = game.view(state, None)
            image = picture(public)
            assert Palette.active not in colours(image.crop(GRID_BOX))
            for seat in (0, 1):
                mine = game.view(state, seat)
                image = picture(mine, seat=mine["viewer"])
                marked = count(image.crop(GRID_BOX), Palette.active) > 0
                assert marked == bool(mine.get("active")), (options, state["ply"])
                drawn += 1
            last = public.get("last_move") or {}
            if last.get("kind") == "split":
                for child in last["cells"]:
                    assert arrow_pixels_between(picture(public), last["parent"], child) > 10
    assert drawn > 50


def corner_ring(image, name: str) -> int:
    """Active-ring pixels in the box where a rounded square's corner is, beyond a disc's reach."""
    cx, cy = GRID.centre(name)
    r = hexes.piece_radius(GRID.size) + 4
    half = r * math.sqrt(math.pi) / 2
    return count(image.crop((round(cx + 0.85 * half), round(cy + 0.85 * half),
                             round(cx + half + 2), round(cy + half + 2))), Palette.active)


def test_an_active_ring_keeps_its_sides_shape():
    """Blue's active cells were ringed with circles, red's shape; the ring follows
    the cell's shape, a rounded square for blue and a disc for red."""
    blue = picture(view(CLONE_PUBLIC, viewer="bob", active=["E7", "G5"]))
    red = picture(CLONE_OWNER)
    assert all(corner_ring(blue, name) > 0 for name in ("E7", "G5"))
    assert all(corner_ring(red, name) == 0 for name in CLONE_OWNER["active"])
