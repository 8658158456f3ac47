"""The Genetess picture (render/genetess.py), from the engine's own views.

Positions are built with the engine (games/genetess.py) so the views carry
exactly the keys it documents; fog and decoding themselves are tested in
tests/games/test_genetess.py.  What is checked here is that the picture
shows no more than the view: fogged floor is greyed, a sequence the view
hides is never drawn, and only the viewer's own E is printed.
"""

from __future__ import annotations

import re

import random
from types import SimpleNamespace

import pytest
from PIL import ImageChops
from render_testkit import colours, spy_on_labels
from render_testkit import picture as render_picture

from games.genetess import Genetess
from render import DRAWERS, genetess, primitives, squares
from render.genetess import FLOOR, FOG, piece_text
from render.primitives import Palette
from render.squares import Grid

G = Genetess()
NAMES = ["ann", "bob", "cat", "dan"]

#: 10×10 with one interior wall, two starts and one special (S1) at E5.
SMALL = '''
grid = """
##########
#........#
#........#
#...X....#
#........#
#........#
#........#
#........#
#........#
##########
"""
[starts]
K1 = "B2"
K2 = "I9"

[[specials]]
square = "E5"
type = 1
params = { bonus = 3 }
text = "S1: +3 E"
'''
#: bob's piece next to ann's: ann sees it, but has no F to read it (rules §8).
HIDDEN = "ABBCDE"


def picture(view: dict, seat=None):
    return render_picture("genetess", view, seat)


def position(pieces: dict, energy=(7, 23)):
    """Round 1 on ``SMALL``, ann to move: ``pieces`` is square → (seat, sequence)."""
    state = G.with_map(G.new_state(NAMES[:2], "", 0), SMALL)
    for seat in range(2):
        state = G.apply(state, seat, "BID")[0]
    state["pieces"] = {sq: {"id": i, "owner": owner, "seq": "".join(sorted(seq))}
                       for i, (sq, (owner, seq)) in enumerate(pieces.items(), start=1)}
    state["next_id"] = len(pieces) + 1
    state.update(order=[0, 1], turn=0, round=1, energy=list(energy), report=[])
    return state


def contact():
    """ann: King B2, AD C3; bob: King I9 and ``HIDDEN`` on D4, in view of ann's C3 only."""
    return position({"B2": (0, "K"), "C3": (0, "AD"), "D4": (1, HIDDEN), "I9": (1, "K")})


@pytest.fixture
def drawn_text(monkeypatch):
    """Every string handed to ``label`` while the test renders (the board's coordinates too)."""
    # The board layers and sprites are cached with their text: draw them anew.
    texts = spy_on_labels(monkeypatch, genetess, SimpleNamespace(cache_clear=genetess.clear_caches))
    monkeypatch.setattr(squares, "label", primitives.label)           # the spy, too
    yield texts
    genetess.clear_caches()


def pixel(image, view: dict, square: str):
    """The colour at the centre of ``square`` of ``view``'s board."""
    x, y = genetess.board_grid(view).centre(square)
    return image.getpixel((int(x), int(y)))


def test_registered():
    assert DRAWERS["genetess"] is genetess.draw_genetess


def test_spreadsheet_grid_names_a1_top_left():
    grid = Grid(16, 12, 40, 20, spreadsheet=True)
    assert grid.rect("A1")[:2] == (20, 20)
    assert grid.rect("p12")[:2] == (20 + 15 * 40, 20 + 11 * 40)
    assert grid.name(*grid.parse("C5")) == "C5"
    with pytest.raises(ValueError, match=r"A1 to P12"):
        grid.parse("Q1")
    assert Grid().name(*Grid().parse("c4")) == "c4"                 # chess names unchanged


def test_a_piece_label_never_reads_as_a_square():
    """The code AA was labelled "A2", a square of the board; a disc shows the codes
    themselves, or a count that no square is named like."""
    square = re.compile(r"[A-Pa-p][0-9]+")
    assert piece_text({"seq": "AA"}) == "AA" and piece_text({"seq": "BBC"}) == "BBC"
    assert piece_text({}) == "?"
    assert genetess.count_badge("ABBKKC") == "×6"
    for seq in ("AA", "AAAA", "ABBK", "K", "ABCDEFG"):
        assert not square.fullmatch(piece_text({"seq": seq}))
        assert not square.fullmatch(genetess.count_badge(seq))


def test_fogged_floor_is_greyed_and_the_skeleton_is_not():
    state = contact()
    ann = G.view(state, 0)
    assert "H8" not in ann["visible"] and "C4" in ann["visible"]
    image = picture(ann)
    assert pixel(image, ann, "H8") == FOG
    assert pixel(image, ann, "C4") in FLOOR                         # empty floor in view
    public = G.view(state, None)
    assert pixel(picture(public), public, "H8") in FLOOR            # no one's sight: no fog


def test_a_hidden_sequence_is_never_drawn(drawn_text):
    state = contact()
    ann = G.view(state, 0)
    assert "seq" not in ann["pieces"]["D4"]                         # in view, not decoded
    picture(ann)
    assert "?" in drawn_text and "AD" in drawn_text and "K" in drawn_text
    assert HIDDEN not in drawn_text
    drawn_text.clear()
    bob = G.view(state, 1)
    picture(bob)
    # Bob reads his own: six codes are too long for a disc at preview size, so the disc
    # gives their count (and ann's gives "?").
    assert piece_text(bob["pieces"]["D4"]) == HIDDEN and f"×{len(HIDDEN)}" in drawn_text
    assert genetess.disc(Palette.icehouse["R"], HIDDEN, 30, 0, 0) != \
        genetess.disc(Palette.icehouse["R"], "?", 30, 0, 0)


def test_only_the_viewers_own_energy_is_shown(drawn_text):
    state = contact()
    picture(G.view(state, 0))
    starts = state["start_of"]
    assert [t for t in drawn_text if "E:" in t] == [f"your E: 7 · start {starts[0]}"]
    drawn_text.clear()
    picture(G.full_view(state))                                     # game-master: no one's E
    assert not [t for t in drawn_text if "E:" in t]
    drawn_text.clear()
    picture(G.full_view(state, 1))
    assert [t for t in drawn_text if "E:" in t] == [f"your E: 23 · start {starts[1]}"]


def test_a_seat_is_told_where_it_last_learnt_an_enemy_king_was(drawn_text):
    # ann's C3 sees bob create on D4 (next to his King, rules §4.3): ann's picture says so
    # from then on; bob's and the channel's never.
    state = position({"B2": (0, "K"), "C3": (0, "AD"), "E5": (1, "K")}, energy=(7, 23))
    state["turn"] = 1
    state = G.apply(state, 1, "CREATE D4 AB")[0]
    picture(G.view(state, 0))
    assert "bob's King near D4 (round 1)" in drawn_text
    drawn_text.clear()
    picture(G.view(state, 1))
    picture(G.view(state, None))
    assert not [t for t in drawn_text if "King near" in t or "King on" in t]


def test_a_king_followed_in_view_keeps_its_crown_in_that_seat_s_picture_only():
    # ann read bob's King on D4 with her F piece and still has it in view (C3's sight) after
    # the F piece went: her picture crowns it; the channel's is the same as without it.
    state = contact()
    state["pieces"]["D4"]["seq"] = "K"
    plain, channel = G.view(state, 0), picture(G.view(state, None)).tobytes()
    assert "followed" not in plain["pieces"]["D4"] and "king" not in plain["pieces"]["D4"]
    state["followed"] = [{"3": True}, {}]
    followed = G.view(state, 0)
    assert followed["pieces"]["D4"]["followed"] == "king"
    x0, y0, x1, y1 = genetess.board_grid(followed).rect("D4")
    corner = (x1 - genetess.board_grid(followed).cell * 0.36, y0, x1, y0 + 12)
    assert ImageChops.difference(picture(plain).crop(corner),
                                 picture(followed).crop(corner)).getbbox() is not None
    assert picture(G.view(state, None)).tobytes() == channel


def test_specials_are_labelled_where_seen_with_a_legend(drawn_text):
    state = position({"B2": (0, "K"), "E4": (0, "AD"), "I9": (1, "K")})
    state = G.apply(state, 0, "PASS")[0]                            # seats note what they saw
    ann = G.view(state, 0)
    assert "E5" in ann["specials"]
    picture(ann)
    assert "S1" in drawn_text and "+3 E · E5" in drawn_text
    drawn_text.clear()
    picture(G.view(state, 1))                                       # bob has not found it
    assert "S1" not in drawn_text


def playout(seats: int, options: str, seed: int, plies: int) -> list[dict]:
    """Every view (public, each seat's, the full one) of every other ply of a random game,
    and of its end."""
    rng = random.Random(seed)
    state = G.new_state(NAMES[:seats], options, seed)
    views = []
    for ply in range(plies):
        if ply % 2 == 0 or G.result(state) is not None:
            views += [G.view(state, s) for s in [None, *range(seats)]] + [G.full_view(state)]
        if G.result(state) is not None:
            break
        seat = G.to_move(state)[0]
        state = G.apply(state, seat, G.random_move(state, seat, rng))[0]
    return views


CASES = [(2, "map=duel", 1), (2, "map=duel max_rounds=6", 2), (4, "map=quad", 3)]


@pytest.mark.parametrize("seats, options, seed", CASES)
def test_every_view_of_random_games_renders_in_the_palette(monkeypatch, seats, options, seed):
    """Random games: every view draws through ``board_png``; with the text left out (the
    only anti-aliased drawing) every pixel is a ``Palette`` colour."""
    views = playout(seats, options, seed, 36)
    assert any(v["pieces"] for v in views)
    if "max_rounds" in options:
        assert views[-1]["result"]
    for view in views:
        picture(view)

    def no_text(draw, xy, text, **kw):
        return 0

    for module in (primitives, squares, genetess):
        monkeypatch.setattr(module, "label", no_text)
    genetess.clear_caches()                         # cached layers and sprites hold text
    exact = set(primitives._exact_colours())         # every colour Palette defines
    try:
        for view in views[::3]:
            raw = genetess.draw_genetess(view)
            assert colours(raw) <= exact, colours(raw) - exact
    finally:
        genetess.clear_caches()


def test_the_cached_board_layer_follows_an_interior_wall_opening():
    """The walls are drawn once per layout and cached; a view whose ``cells`` lack an interior
    wall (opened by a special, say) must not get the cached layer with the wall in it."""
    ann = G.view(contact(), 0)
    assert ann["cells"].get("E4") == "inner"
    opened = {**ann, "cells": {sq: kind for sq, kind in ann["cells"].items() if sq != "E4"}}
    walled = picture(ann)                                           # caches the walled layer
    open_ = picture(opened)
    box = genetess.board_grid(ann).rect("E4")
    crop = (box[0], box[1], box[2] + 1, box[3] + 1)
    assert colours(walled.crop(crop)) >= {genetess.INNER, genetess.HATCH}
    assert colours(open_.crop(crop)) <= {FOG, *FLOOR}               # plain floor, lit or fogged
    # Nothing else changed, and the walled layout still draws its wall.
    assert ImageChops.difference(walled, open_).getbbox() == crop
    assert picture(ann).tobytes() == walled.tobytes()


def test_the_picture_never_reads_the_fields_it_lists_as_not_drawn():
    """``NOT_DRAWN``: a seat's board is not sent again when only these fields changed
    (``bot.host.board_memory``), so the picture must be the same bytes without them."""
    from render import board_png, not_drawn

    assert not_drawn("genetess") == genetess.NOT_DRAWN and "swept" in genetess.NOT_DRAWN
    views = playout(4, "map=quad", 3, 24)
    seen = [view for view in views[-12:] if view.get("swept")]
    assert seen                                                     # seats remember swept squares
    for view in seen[::3]:
        bare = {key: value for key, value in view.items() if key not in genetess.NOT_DRAWN}
        assert board_png("genetess", bare) == board_png("genetess", view)


def test_a_square_s_one_colour_is_the_one_cell_fill_names():
    """A special's mark is pasted onto the colour ``cell_fill`` names for its square (floor lit
    or fogged, wall), not read back from the picture: every square the layers paint flat must
    be painted exactly that colour, and interior walls and starts (drawn over) must not be flat."""
    ann = G.view(contact(), 0)
    bare = {**ann, "pieces": {}, "specials": {}}
    grid = genetess.board_grid(bare)
    image, draw = primitives.canvas(genetess.WIDTH, grid.y + grid.height + 10)
    genetess.draw_genetess_board(image, draw, bare, grid)
    visible = set(bare["visible"])
    assert visible and {"wall", "inner"} <= set(bare["cells"].values())
    kinds = set()
    for file in range(grid.files):
        for rank in range(grid.ranks):
            square = grid.name(file, rank)
            kind = bare["cells"].get(square, "")
            x0, y0, x1, y1 = grid.rect(square)
            low, high = image.crop((x0, y0, x1 + 1, y1 + 1)).getextrema()
            if kind == "inner" or kind.startswith("start "):
                assert low != high, square
                continue
            fill = genetess.cell_fill(grid, square, kind, fogged=square not in visible)
            assert low == high == primitives.palette_index(fill), square
            kinds.add(fill)
    assert kinds == {genetess.WALL, FOG, *FLOOR}                    # every flat colour met
