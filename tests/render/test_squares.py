"""Square boards and the Protozoa picture (render/squares.py), from hand-made views.

The views have the shape the engine writes (``games.protozoa_view.ProtozoaView``); they are
written by hand so these tests do not depend on the engine's play.
"""

from __future__ import annotations

from collections import deque

import pytest
from PIL import Image, ImageDraw
from render_testkit import changed, colours, spy_on_labels
from render_testkit import picture as render_picture

from games.message import Msg
from render import DRAWERS, squares
from render.primitives import Palette
from render.squares import GRID, Grid

TWO_SEATS = {
    "game": "protozoa", "seats": ["alice", "bob"], "viewer": None, "colours": {"alice": "R", "bob": "B"},
    "board": {"d5": "R1", "e5": "B1", "d4": "B1", "e4": "R1", "c4": "R3", "b6": "R2"},
    "stashes": {"R": {"1": 3, "2": 4, "3": 4}, "B": {"1": 3, "2": 5, "3": 5}},
    "dying": ["f6"], "culled": {"f6": "B1"}, "to_move": ["bob"], "out": [], "result": None, "teams": None,
    "last_move": {"by": "alice", "kind": "place", "square": "c4", "piece": "R3", "from": None},
    "groups": {"R": {"pips": 5, "squares": ["c4", "d5", "e4"]},
               "B": {"pips": 2, "squares": ["d4", "e5"]}},
    "turn": 3, "max_turns": 300,
}

FOUR_SEATS = {
    "game": "protozoa", "seats": ["alice", "bob", "carol", "dave"],
    "colours": {"alice": "R", "bob": "Y", "carol": "G", "dave": "B"},
    "board": {"d5": "R2", "e5": "Y1", "e4": "G1", "d4": "B2", "c6": "R1", "f6": "Y3",
              "f3": "G3", "e3": "G2", "c3": "B1"},
    "stashes": {"R": {"1": 4, "2": 4, "3": 5}, "Y": {"1": 4, "2": 5, "3": 4},
                "G": {"1": 4, "2": 4, "3": 4}, "B": {"1": 4, "2": 4, "3": 5}},
    "dying": [], "culled": {}, "to_move": ["carol"], "out": [], "result": None,
    "teams": [["alice", "carol"], ["bob", "dave"]],
    "last_move": {"by": "bob", "kind": "mutate", "square": "f6", "piece": "Y3", "from": "Y2"},
    "groups": {"R": {"pips": 3, "squares": ["c6", "d5"]}, "Y": {"pips": 4, "squares": ["e5", "f6"]},
               "G": {"pips": 6, "squares": ["e3", "e4", "f3"]},
               "B": {"pips": 3, "squares": ["c3", "d4"]}},
    "turn": 12, "max_turns": 300, "viewer": "carol",
}


def view(base=TWO_SEATS, **changes) -> dict:
    """A deep copy of ``base`` with top-level keys replaced."""
    return changed(base, **changes)


def picture(v: dict, seat=None) -> Image.Image:
    """Render a Protozoa view through the public entry point, decoded as RGB."""
    return render_picture("protozoa", v, seat)


def square_crop(image: Image.Image, square: str, grid: Grid = GRID) -> Image.Image:
    x0, y0, x1, y1 = grid.rect(square)
    return image.crop((x0, y0, x1 + 1, y1 + 1))


@pytest.fixture
def drawn_text(monkeypatch):
    """Every string handed to ``label`` while the test renders (sprite numbers included)."""
    yield spy_on_labels(monkeypatch, squares, squares.pyramid)
    squares.pyramid.cache_clear()


# --- Geometry and primitives ------------------------------------------------------------------

def test_grid_names_and_rectangles():
    grid = Grid(8, 8, cell=50, pad=20, x=10, y=30)
    assert grid.parse("a1") == (0, 0) and grid.parse("H8") == (7, 7)
    assert grid.name(2, 3) == "c4"
    assert grid.rect("a8") == (30, 50, 79, 99)              # top left, under the band
    assert grid.rect("a1")[1] == 50 + 7 * 50                 # rank 1 at the bottom
    assert grid.rect("h1")[0] == 30 + 7 * 50
    assert grid.centre("a8") == (55, 75)
    assert (grid.width, grid.height) == (440, 440)
    assert grid.dark("a1") and not grid.dark("b1") and grid.dark("h8")


def test_grids_need_not_be_square():
    grid = Grid(5, 6, cell=40, pad=0)
    assert grid.rect("e6") == (160, 0, 199, 39)
    with pytest.raises(ValueError, match="a1 to e6"):
        grid.parse("f1")
    for bad in ("a7", "a0", "", "c", "4c", None):
        with pytest.raises(ValueError):
            grid.parse(bad)


def test_unknown_pieces_raise_a_clear_value_error():
    assert squares.parse_piece("G3") == ("G", 3)
    for bad in ("X9", "R4", "R0", "r2", "R", "2R", "", None):
        with pytest.raises(ValueError, match="R, Y, G or B"):
            squares.parse_piece(bad)
    with pytest.raises(ValueError, match="'X9'"):
        picture(view(board={"c4": "X9"}))
    with pytest.raises(ValueError, match="'z9'"):
        picture(view(board={"z9": "R1"}))


def test_pyramids_are_sized_by_pips_and_shaded_from_one_side():
    sizes = [squares.pyramid_size(64, pips) for pips in (1, 2, 3)]
    assert sizes[0] < sizes[1] < sizes[2] < 64
    assert sizes[1] - sizes[0] >= 10 and sizes[2] - sizes[1] >= 10
    cached = squares.pyramid("B", 3, 54, number=False)     # the faces, without the name plate
    sprite = cached.convert("RGB")
    q = 54 // 6
    assert sprite.getpixel((27, q)) == Palette.icehouse_lit["B"]        # north face
    assert sprite.getpixel((q, 27)) == Palette.icehouse["B"]            # west
    assert sprite.getpixel((54 - q, 27)) == Palette.icehouse_shade["B"]  # east
    assert sprite.getpixel((27, 54 - q)) == Palette.icehouse_dark["B"]   # south
    assert sprite.getpixel((0, 0)) == sprite.getpixel((1, 1)) == Palette.rim   # 2 px light rim
    assert squares.pyramid("B", 3, 54, number=False) is cached                       # cached


def test_shading_colours_are_distinct_per_piece_colour():
    for letter in Palette.icehouse:
        shades = {Palette.icehouse_lit[letter], Palette.icehouse[letter],
                  Palette.icehouse_shade[letter], Palette.icehouse_dark[letter]}
        assert len(shades) == 4


def connected_parts(image: Image.Image, colour) -> int:
    """How many 8-connected blobs of ``colour`` pixels ``image`` holds."""
    w, h = image.size
    px = image.load()
    seen = set()
    parts = 0
    for y in range(h):
        for x in range(w):
            if px[x, y] != colour or (x, y) in seen:
                continue
            parts += 1
            queue = deque([(x, y)])
            seen.add((x, y))
            while queue:
                cx, cy = queue.popleft()
                for dx in (-1, 0, 1):
                    for dy in (-1, 0, 1):
                        nx, ny = cx + dx, cy + dy
                        if 0 <= nx < w and 0 <= ny < h and (nx, ny) not in seen \
                                and px[nx, ny] == colour:
                            seen.add((nx, ny))
                            queue.append((nx, ny))
    return parts


@pytest.mark.parametrize("region", [
    ["b2"],
    ["a1", "b1", "a2"],                 # an L: one inner corner
    ["b2", "c3"],                       # diagonal neighbours only
    ["a1", "b2", "c1", "b3", "c3"],     # a zig-zag of corner contacts
    ["a1", "a2", "a3", "b3", "c3", "c2", "c1"],   # a U around an empty b1/b2
])
def test_a_group_outline_is_one_unbroken_line(region):
    grid = Grid(4, 4, cell=40, pad=0)
    image = Image.new("RGB", (160, 160), Palette.background)
    colour = Palette.icehouse["G"]
    squares.outline_squares(ImageDraw.Draw(image), grid, region, colour)
    assert connected_parts(image, colour) == 1
    # Drawn inside the region: other squares only see a corner link's tip.
    outside = {grid.name(f, r) for f in range(4) for r in range(4)} - set(region)
    for square in outside:
        x0, y0, x1, y1 = grid.rect(square)
        assert colour not in colours(image.crop((x0 + 5, y0 + 5, x1 - 4, y1 - 4))), square


def test_outline_badge_shows_its_text(drawn_text):
    grid = Grid(3, 3, cell=60, pad=0)
    image = Image.new("RGB", (180, 180), Palette.background)
    squares.outline_squares(ImageDraw.Draw(image), grid, ["a1", "b2"], Palette.icehouse["R"],
                            text="9")
    assert "9" in drawn_text
    x0, y0, _, _ = grid.rect("b2")                        # the top-left square of the region
    assert image.getpixel((x0 + 12, y0 + 14)) == Palette.icehouse["R"]  # centred on its corner
    assert image.getpixel((x0 - 6, y0 - 9)) == Palette.icehouse["R"]


# --- The Protozoa picture -----------------------------------------------------------------------

def test_registered_and_png_decodes_at_the_planned_size():
    assert DRAWERS["protozoa"] is squares.draw_protozoa
    image = picture(TWO_SEATS)
    height, _, _ = squares.plan(TWO_SEATS)
    assert image.size == (squares.WIDTH, height)
    # Taller than the old 700 px: 24 px text needs taller cards and a key row.
    assert image.width <= 900 and 550 <= image.height <= 820
    four = picture(FOUR_SEATS)
    assert four.width == image.width and four.height <= 820
    assert picture(TWO_SEATS).tobytes() == image.tobytes()          # deterministic


def test_coordinates_are_labelled_on_all_four_sides():
    image = picture(TWO_SEATS)
    band = GRID.pad
    board_right = GRID.left + 8 * GRID.cell
    board_bottom = GRID.top + 8 * GRID.cell
    for i in range(8):
        x = GRID.left + i * GRID.cell
        top = image.crop((x, GRID.y, x + GRID.cell, GRID.top - 2))
        bottom = image.crop((x, board_bottom + 2, x + GRID.cell, board_bottom + band))
        y = GRID.top + i * GRID.cell
        left = image.crop((GRID.x, y, GRID.left - 2, y + GRID.cell))
        right = image.crop((board_right + 2, y, board_right + band, y + GRID.cell))
        for crop in (top, bottom, left, right):
            assert Palette.muted in colours(crop)
    # The same letter on both sides: the top and bottom bands match.
    a_top = image.crop((GRID.left, GRID.y + 2, GRID.left + GRID.cell, GRID.top - 4))
    a_bottom = image.crop((GRID.left, board_bottom + 4, GRID.left + GRID.cell,
                           board_bottom + band - 2))
    assert a_top.getbbox() is not None and colours(a_top) == colours(a_bottom)


def test_a_pieces_pixels_have_its_colour_and_size():
    image = picture(TWO_SEATS)
    red = {Palette.icehouse["R"], Palette.icehouse_lit["R"], Palette.icehouse_shade["R"],
           Palette.icehouse_dark["R"]}
    blue = {Palette.icehouse["B"], Palette.icehouse_lit["B"], Palette.icehouse_shade["B"],
            Palette.icehouse_dark["B"]}
    for square, piece in TWO_SEATS["board"].items():
        # The middle of the square: clear of outlines, corner links and the group badges
        # centred on square corners.  A 1-pip pyramid is mostly its name plate (24 px
        # letters), so only the larger ones show all four faces.
        x0, y0, x1, y1 = GRID.rect(square)
        seen = colours(image.crop((x0 + 12, y0 + 12, x1 - 11, y1 - 11)))
        mine, other = (red, blue) if piece[0] == "R" else (blue, red)
        assert (mine <= seen if piece[1] != "1" else Palette.icehouse[piece[0]] in seen), square
        assert not seen & other, square
    # Footprints: a large pyramid covers more of its square than a small one.
    def covered(square):
        x0, y0, x1, y1 = GRID.rect(square)
        crop = image.crop((x0 + 5, y0 + 5, x1 - 4, y1 - 4))
        board = {Palette.square_light, Palette.square_dark, Palette.square_last}
        return sum(n for n, rgb in crop.getcolors(1 << 16) if rgb not in board)
    # R3 against R1 with its name plate (24 px letters: wider than the pyramid).
    assert covered("c4") > 1.6 * covered("d5")
    assert covered("d5") < covered("b6") < covered("c4")  # R1 < R2 < R3
    x, y, _, _ = GRID.rect("c4")
    assert image.getpixel((x + GRID.cell // 2, y + 12)) == Palette.icehouse_lit["R"]


def test_pieces_are_named_colour_and_pips_on_their_plate(drawn_text):
    """Owner and size read without colour: "R2" on a red two-pip pyramid."""
    picture(TWO_SEATS)
    for piece in set(TWO_SEATS["board"].values()):
        assert piece in drawn_text


def test_the_last_move_square_is_highlighted():
    image = picture(TWO_SEATS)
    x0, y0, x1, y1 = GRID.rect("c4")
    for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1)):     # the four corner brackets
        inward = (1 if x == x0 else -1) * 10, (1 if y == y0 else -1) * 10
        assert image.getpixel((x + inward[0], y)) == Palette.highlight
        assert image.getpixel((x, y + inward[1])) == Palette.highlight
    assert image.getpixel((x0 + GRID.cell // 2, y0)) == Palette.square_last  # mid-edge: fill
    for square in ("d5", "e4", "a1", "f6"):                 # other squares: no marker
        x0, y0, x1, y1 = GRID.rect(square)
        assert Palette.square_last not in colours(square_crop(image, square))
        assert image.getpixel((x0 + 10, y0)) != Palette.highlight
    none = picture(view(last_move=None))
    assert Palette.square_last not in colours(square_crop(none, "c4"))
    passed = picture(view(last_move={"by": "bob", "kind": "pass", "square": None,
                                     "piece": None, "from": None}))
    assert Palette.square_last not in colours(passed.crop((GRID.left, GRID.top,
                                                           GRID.left + 8 * GRID.cell,
                                                           GRID.top + 8 * GRID.cell)))


def test_a_dying_square_shows_the_ghost():
    image = picture(TWO_SEATS)
    assert Palette.ghost in colours(square_crop(image, "f6"))
    cx, cy = GRID.centre("f6")
    assert image.getpixel((round(cx), round(cy))) == Palette.ghost     # where the diagonals cross
    for square in ("g6", "c4", "a1"):
        assert Palette.ghost not in colours(square_crop(image, square))
    # A sacrifice: the piece placed on c4 died at once; its square is both.
    both = picture(view(board={"d5": "R1"}, dying=["c4"], culled={"c4": "R3"}))
    seen = colours(square_crop(both, "c4"))
    assert {Palette.ghost, Palette.square_last, Palette.highlight} <= seen


def test_groups_are_outlined_in_their_colour_with_their_total(drawn_text):
    image = picture(TWO_SEATS)
    x0, y0, x1, y1 = GRID.rect("e5")                      # in B's group: blue outline
    assert image.getpixel(((x0 + x1) // 2, y0 + 3)) == Palette.icehouse["B"]
    x0, y0, x1, y1 = GRID.rect("b6")                      # R2, outside R's largest group
    assert Palette.icehouse["R"] not in colours(image.crop((x0, y0, x1 + 1, y0 + 5)))
    assert "5" in drawn_text and "2" in drawn_text        # the badges
    assert "5/15" in drawn_text and "2/15" in drawn_text  # the seat cards


def test_title_status_and_seat_cards(drawn_text):
    image = picture(TWO_SEATS, seat="alice")
    for text in ("Protozoa", "B bob to move", "alice", "bob", " (you)", "to move", "x3", "x5",
                 "Turn 3 of 300", "alice placed R3 on c4", "culled: B1 f6"):
        assert text in drawn_text, text
    # bob's card is framed in the accent colour, alice's is not.
    _, cards, _ = squares.plan(TWO_SEATS)
    def card(name):
        top = cards[name]
        return image.crop((squares.PANEL_X, top, squares.WIDTH, top + squares.CARD_H))
    assert Palette.accent in colours(card("bob"))
    assert Palette.accent not in colours(card("alice"))
    assert Palette.icehouse_lit["R"] in colours(card("alice"))      # the stash pyramids


def test_a_finished_game_names_the_winner(drawn_text):
    done = view(result={"winners": ["alice"], "reason": Msg("protozoa-colony", who="alice", colour="R", pips=15,
                                                           squares="c4"),
                        "ranks": {"alice": 1, "bob": 2}, "group": ["c4"]},
                to_move=[], groups={**TWO_SEATS["groups"], "R": {"pips": 15, "squares": ["c4"]}})
    image = picture(done)
    assert "alice wins" in drawn_text
    assert "alice's R colony of 15 pips (c4)" in " ".join(drawn_text)     # lines wrap to the panel
    assert "15/15" in drawn_text and "to move" not in drawn_text
    assert Palette.winner in colours(image.crop((0, 0, image.width, 48)))
    drawn_text.clear()
    picture(view(result={"winners": [], "reason": Msg("protozoa-no-winner", count=300),
                         "ranks": {"alice": 1, "bob": 1}, "group": []}, to_move=[]))
    assert "draw" in drawn_text


def test_four_seats_in_teams(drawn_text):
    image = picture(FOUR_SEATS)
    assert "G carol to move" in drawn_text and "Team R + G" in drawn_text
    assert "Team Y + B" in drawn_text and " (you)" in drawn_text       # viewer by default
    assert "bob mutated f6 Y2 to Y3" in drawn_text
    _, cards, _ = squares.plan(FOUR_SEATS)
    assert list(cards) == ["alice", "carol", "bob", "dave"]           # partners together
    for letter in "RYGB":
        assert Palette.icehouse[letter] in colours(image)
    reason = Msg("protozoa-colony", who="alice", colour="R", pips=15, squares="c4")
    won = view(FOUR_SEATS, result={"winners": ["alice", "carol"], "reason": reason,
                                   "ranks": {"alice": 1, "carol": 1, "bob": 2, "dave": 2}, "group": ["c4"]},
               to_move=[])
    drawn_text.clear()
    picture(won)
    assert "alice and carol win" in drawn_text and drawn_text.count("wins") == 2


def test_long_names_are_shortened():
    long = "averyveryverylongplayernamethatgoesonandon"
    v = view(seats=["alice", long], colours={"alice": "R", long: "B"}, to_move=[long])
    image = picture(v)
    assert image.width == squares.WIDTH


def test_every_palette_colour_drawn_comes_back_exactly():
    image = squares.draw_protozoa(FOUR_SEATS)
    decoded = picture(FOUR_SEATS)
    exact = set()
    for value in vars(Palette).values():
        for colour in value.values() if isinstance(value, dict) else [value]:
            if isinstance(colour, tuple):
                exact.add(colour)
    before, after = image.tobytes(), decoded.tobytes()
    for k in range(0, len(before), 3):
        if tuple(before[k:k + 3]) in exact:
            assert after[k:k + 3] == before[k:k + 3]


def test_the_culled_piece_sizes_the_ghost_and_resigned_seats_are_grey(drawn_text):
    def ghost_width(image, square):
        x0, y0, x1, y1 = GRID.rect(square)
        row = [image.getpixel((x, round(GRID.centre(square)[1]))) for x in range(x0, x1 + 1)]
        xs = [i for i, rgb in enumerate(row) if rgb == Palette.ghost]
        return xs[-1] - xs[0]

    small = picture(view(culled={"f6": "B1"}))
    large = picture(view(culled={"f6": "B3"}, out=["bob"], to_move=["alice"],
                         last_move={"by": "alice", "kind": "mutate", "square": "c4",
                                    "piece": "R3", "from": "R2"}))
    assert ghost_width(small, "f6") + 15 < ghost_width(large, "f6")
    panel = " ".join(drawn_text)                        # lines wrap to the panel
    assert "culled: B3 f6" in panel and "alice mutated c4 R2 to R3" in panel
    assert "out" in drawn_text
