"""The Genetess board picture (design.md §2; rules/genetess.md §2 board, §8 fog, §13 house rules).

Drawn from nothing but the engine's JSON view (``games/genetess.py``
``Genetess.view`` / ``full_view``): the view decides what is visible, so a
seat's picture can only show what its view holds.

Left, the board on a ``render.squares.Grid`` named like a spreadsheet
(columns ``A``… across, rows ``1``… down, ``A1`` top left; rules §2):
floor chequered where the viewer sees it and flat where fogged (rules §8:
"squares out of sight are greyed out"), exterior walls near-black,
interior walls mid-grey and hatched, start squares framed with their label
``K1``…, specials framed in lime with their code ``S1``…``S22``, and pieces
as discs in the owner's colour carrying their genetic sequence
(``ABBK``; ``×4`` when too long to read) or ``?`` when the viewer cannot
read it, a gold crown on every piece known to be a King.  Under it, a panel:
whose view it is, the round, the viewer's own E (never anyone else's:
§13), one row per seat (turn letter, colour, score, alive/out), a key to
the board's marks and a legend of the specials on the board.

Laid out for Discord's preview: every text is at least
``TEXT_SIZE`` on a ``WIDTH`` px canvas, so its capitals are 9 px tall when
the picture is shown 450 px wide.  The board takes the canvas' width (50 px
squares on a 16×16 map) and the panel sits under it in two columns; a code
too long for its piece at that size is drawn as its count (``×3``) and
spelt out under "Codes of the pieces marked ×".  Every word is the view's
``locale`` (``i18n/locales/*/render-genetess.ftl``, English when absent);
map titles and a map author's own legend texts are drawn as written.

The public view (``view(state, None)``) has walls, starts, scores and no
piece or special while the game runs; its ``visible`` is empty, and a
view that sees nothing is drawn without fog as the skeleton map
(rules §2: "a skeleton view of the board is posted publicly").
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import NamedTuple

from PIL import Image, ImageDraw

import i18n
from games.genetess_view import GenetessPiece, GenetessSpecial, GenetessView
from games.message import Msg
from games.text import result_msg
from render.primitives import (
    TEXT_SIZE,
    TITLE_BAR_HEIGHT,
    Colour,
    Palette,
    PaletteDraw,
    canvas,
    fit_text,
    ink_for,
    label,
    mark,
    palette_index,
    paste,
    text_width,
    title_bar,
    wrap,
)
from render.squares import (
    Grid,
    _empty_board,
    draw_board,
    outline_squares,
)
from render.words import locale_of

TITLE = "Genetess"
#: The canvas' width, px: ``primitives.smallest_text(WIDTH)`` is ``TEXT_SIZE`` (24 px), the
#: size of the board's coordinates, so every text of at least ``TEXT_SIZE`` has 9 px capitals
#: in Discord's 450 px preview.  A wider canvas would need larger text everywhere
#: and shrink the board by as much in the preview.
WIDTH = 900
MARGIN = 10
#: The coordinate band: room for a two-digit row number at ``TEXT_SIZE``.
PAD = 34
#: Largest square, px (small maps); a 16×16 map gets 50 px squares, a 12×12 one 67 px.
CELL_MAX = 72
#: Space between the board and the panel, and between the panel's two columns.
GAP, COL_GAP = 12, 24
LINE = 32
ROW_H = 38
HEADING_SIZE = 26
LEGEND_LINE = 31
KEY_ICON = 28
KEY_ROW = KEY_ICON + 8

#: The eight colours of the colour auction (games/genetess.py ``COLOURS``, rules G27) as
#: ``Palette`` colours.
SEAT_COLOURS: dict[str, Colour] = {
    "green": Palette.icehouse["G"],
    "red": Palette.icehouse["R"],
    "blue": Palette.icehouse["B"],
    "yellow": Palette.icehouse["Y"],
    "purple": Palette.seat["purple"],
    "orange": Palette.seat["orange"],
    "cyan": Palette.seat["cyan"],
    "white": Palette.seat["white"],
}
#: A ronin (a piece without an owner: option ``ronin``) or a colour the palette lacks.
NO_COLOUR = Palette.ghost

# Square kinds, darkest first: exterior wall, fog (flat), floor in view (a lighter
# chequer, so what the viewer sees reads as the lit part), interior wall (hatched).
WALL = Palette.bar
FOG = Palette.panel
FLOOR = (Palette.square_light, Palette.square_last)
INNER = Palette.wall
HATCH = Palette.grey
START = Palette.muted
SPECIAL = Palette.active
CROWN = Palette.winner


# --- Reading the view -----------------------------------------------------------------------

def say(message: Msg, locale: str) -> str:
    """``message`` in words for ``locale`` (the catalogs' ``render-genetess-*`` entries)."""
    return i18n.text(message, locale)


def piece_text(piece: GenetessPiece) -> str:
    """What a piece's disc says: its codes as the view gives them (``"AA"``, ``"BBC"``), else
    ``"?"``.  Never run-length coded: "A2" would read as a square of the board."""
    return piece.get("seq") or "?"


def count_badge(text: str) -> str:
    """``"×6"``: how many codes a piece whose ``text`` is too long for its disc has (a count,
    in the stash's "x3" style: never a square's name)."""
    return f"×{len(text)}"


def special_code(view: GenetessView, square: str) -> str | None:
    """``"S7"`` for a special the view shows on ``square`` (``specials`` or ``cells``), else None."""
    if square in view["specials"]:
        return f"S{view['specials'][square]['type']}"
    cell = view["cells"].get(square, "")
    return cell.split()[1] if cell.startswith("special ") else None


def legend_entries(view: GenetessView, locale: str = i18n.DEFAULT) -> list[tuple[str, str, list[str]]]:
    """``[(code, text, squares)]``: one entry per distinct special the view shows, by type.

    ``text`` is the special's own text worded for ``locale`` (the engine's
    message, ``games.genetess_specials.summary``; a map author's text as
    written) without its leading ``"S7: "``; the view carries no parameters,
    so the text is the legend.  ``squares`` are in A1 scan order (rules §2:
    by row, then column).  Remembered specials (rules G9: seen once, out of
    view now) are listed like the rest.
    """
    grouped: dict[tuple[int, str], list[str]] = {}
    for square, special in view["specials"].items():
        kind = special["type"]
        code = f"S{kind}"
        text = i18n.text(special_said(special), locale)
        if text.startswith(code + ":"):
            text = text[len(code) + 1:].strip()
        grouped.setdefault((kind, text), []).append(square)
    return [(f"S{kind}", text, sorted(squares, key=lambda sq: (int(sq[1:]), sq[0])))
            for (kind, text), squares in sorted(grouped.items())]


def special_said(special: GenetessSpecial) -> Msg | str:
    """What a special's legend entry says (``legend_entries``): its ``text``, or the special's
    own text inside the engine's "S7: …" (``genetess-summary``), whose code the badge shows."""
    said = special["text"]
    if isinstance(said, dict) and said["id"] == "genetess-summary":
        return said["args"]["text"]
    return said


def viewer_title(view: GenetessView, seat: str | None) -> str:
    """Whose picture this is, in the view's locale: "alice's view", "Spectator view", "Full
    board (game-master)" or, once the game is over, "Final board" (everyone sees it then).

    A full view (``full_view``: it has ``starts_of``) with a viewer is the board
    every seat gets once the game is over.
    """
    locale, full = locale_of(view), "starts_of" in view
    if seat:
        ident = "render-genetess-view-seat-full" if full else "render-genetess-view-seat"
        return say(Msg(ident, name=seat), locale)
    if full and view["result"]:
        return say(Msg("render-genetess-view-final"), locale)
    return say(Msg("render-genetess-view-gm") if full else Msg("render-genetess-view-spectator"),
               locale)


def own_energy(view: GenetessView, seat: str | None) -> int | None:
    """The viewer's own E: the seat view's ``energy``, or the viewer's entry of a full view's
    per-seat ``energy``.  Never another seat's (rules §13: E is private)."""
    energy = view["energy"]
    if isinstance(energy, dict):
        return energy.get(seat) if seat else None
    return energy if isinstance(energy, int) else None


def map_title(view: GenetessView) -> str:
    """The map's title ("Quad"), or its name when it has none: the map author's words, drawn
    as written in every locale."""
    return view["map"]["title"] or view["map"]["name"] or "?"


def seat_order(view: GenetessView) -> list[str]:
    """Seats in turn order (``order``: turn ``a`` first), then any seat not yet in it."""
    order = [name for name in view["order"] if name in view["seats"]]
    return order + [name for name in view["seats"] if name not in order]


def status(view: GenetessView, locale: str) -> tuple[str, Colour]:
    """The title bar's status: the result in every game's one wording (``result_msg``), the
    bids still to come in round 0, or the round and who is to move."""
    result = view["result"]
    if result:
        return say(result_msg(result["winners"], view["seats"]), locale), Palette.winner
    movers = view["to_move"]
    if view["round"] == 0:
        return say(Msg("render-genetess-status-bids", count=len(movers)), locale), Palette.accent
    if movers:
        return (say(Msg("render-genetess-status-move", turn=view["turn"], names=list(movers)),
                    locale), Palette.accent)
    return say(Msg("render-genetess-status-round", turn=view["turn"]), locale), Palette.accent


# --- Layout ---------------------------------------------------------------------------------

def board_grid(view: GenetessView) -> Grid:
    """The board's ``Grid`` under the title bar, centred on the ``WIDTH`` px canvas: squares as
    large as fit it (at most ``CELL_MAX``, at least 20 px; 50 px on a 16×16 map)."""
    room = WIDTH - 2 * (MARGIN + PAD)
    cell = max(20, min(CELL_MAX, room // max(view["width"], view["height"])))
    x = max(MARGIN, (WIDTH - view["width"] * cell - 2 * PAD) // 2)
    return Grid(view["width"], view["height"], cell, PAD, x, TITLE_BAR_HEIGHT + 6,
                spreadsheet=True)


# --- The board ------------------------------------------------------------------------------

@lru_cache(maxsize=8)
def _inner_wall(cell: int) -> Image.Image:
    """An interior wall's square: mid-grey with dark diagonal hatching, ``cell`` px, cached."""
    image, draw = canvas(cell, cell, INNER)
    # A whole number of lines per square, so neighbouring walls' hatching joins up.
    lines = max(2, round(cell / 10))
    for k in range(-lines, lines):
        offset = k * cell / lines
        draw.line((offset, cell, offset + cell, 0), fill=HATCH, width=max(2, cell // 14))
    return image


def draw_cell(image: Image.Image, draw: ImageDraw.ImageDraw, grid: Grid, square: str,
              kind: str, fogged: bool) -> None:
    """Paint ``square`` as ``kind`` (a ``cells`` value: ``wall``, ``inner``, anything else
    is floor): floor is flat ``FOG`` out of view, else the ``FLOOR`` chequer."""
    if kind == "inner":
        image.paste(_inner_wall(grid.cell), grid.rect(square)[:2])
        return
    draw.rectangle(grid.rect(square), fill=cell_fill(grid, square, kind, fogged))


def cell_fill(grid: Grid, square: str, kind: str, fogged: bool) -> Colour:
    """The one colour ``draw_cell`` paints ``square`` of ``kind`` (not ``inner``) in: ``WALL``,
    else ``FOG`` when ``fogged``, else its ``FLOOR`` chequer."""
    return WALL if kind == "wall" else FOG if fogged else FLOOR[grid.dark(square)]


def mark_square(draw: ImageDraw.ImageDraw, grid: Grid, square: str, text: str,
                colour: Colour, ink: Colour | None = None) -> None:
    """A start square or special: a frame of ``colour`` inside the square and ``text`` in it,
    in ``ink`` (default ``colour``), at least ``TEXT_SIZE`` px: bold, else regular, else
    without its letter ("S15" → "15": the legend names it), else cut with "…"."""
    x0, y0, x1, y1 = grid.rect(square)
    draw.rectangle((x0 + 1, y0 + 1, x1 - 1, y1 - 1), outline=colour, width=2)
    size, room = max(TEXT_SIZE, round(grid.cell * 0.32)), grid.cell - 4
    bold = text_width(text, size, bold=True) <= room
    if not bold and text_width(text, size) > room and text[:1] in "SK":
        text, bold = text[1:], True
    label(draw, grid.centre(square), fit_text(text, size, room, bold=bold), size=size,
          fill=ink or colour, anchor="mm", bold=bold)


def crown(draw: ImageDraw.ImageDraw, x: float, y: float, size: float) -> None:
    """A crown ``size`` px wide with its top left at ``(x, y)``: three points on a band."""
    h = size * 0.8
    points = [(x, y + h), (x, y + h * 0.15), (x + size * 0.27, y + h * 0.5),
              (x + size * 0.5, y), (x + size * 0.73, y + h * 0.5), (x + size, y + h * 0.15),
              (x + size, y + h)]
    draw.polygon(points, fill=CROWN, outline=Palette.bar)


def disc_text_size(text: str, room: float, largest: int) -> int:
    """The largest bold size from ``largest`` down to ``TEXT_SIZE`` at which ``text`` fits
    ``room`` px (``TEXT_SIZE`` when even that is too wide)."""
    size = max(largest, TEXT_SIZE)
    while size > TEXT_SIZE and text_width(text, size, bold=True) > room:
        size -= 1
    return size


def disc_radius(cell: int) -> float:
    """A piece's circumradius on a ``cell`` px square, px."""
    return cell * 0.46


#: A seat's piece shape by its turn letter (``a`` first): the owner reads without colour.
#: Regular polygons as ``(corners, turn in degrees)``; 0 corners is a circle.
SHAPES = {"a": (0, 0), "b": (4, 45), "c": (4, 0), "d": (6, 30), "e": (3, 0), "f": (5, 0),
          "g": (8, 22.5), "h": (6, 0)}


def seat_shape(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, letter: str | None,
               fill, outline=None, width: int = 0) -> None:
    """The piece shape of the seat with turn ``letter`` (``SHAPES``; a disc for none, e.g. a
    ronin), centred on ``(cx, cy)`` with circumradius ``r`` px: a disc, square, diamond,
    hexagon, triangle, pentagon, octagon or flat hexagon."""
    corners, turn = SHAPES.get(letter or "a", (0, 0))
    if not corners:
        draw.ellipse((cx - r, cy - r, cx + r - 1, cy + r - 1), fill=fill, outline=outline,
                     width=width)
        return
    # Fewer corners need a larger circumradius to look as big as the disc.
    r *= {3: 1.22, 4: 1.12, 5: 1.06}.get(corners, 1.0)
    draw.regular_polygon((cx - 0.5, cy - 0.5 + (r * 0.18 if corners == 3 else 0), r), corners,
                         rotation=turn, fill=fill, outline=outline, width=width)


@lru_cache(maxsize=64)
def shape_mask(cell: int, letter: str | None) -> Image.Image:
    """The "L" mask of seat ``letter``'s piece shape (``seat_shape``) on a ``cell`` px square."""
    mask = Image.new("L", (cell, cell), 0)
    seat_shape(ImageDraw.Draw(mask), cell / 2, cell / 2, disc_radius(cell), letter, 255, 255, 2)
    return mask


def fits_inside(mask: Image.Image, width: float, height: float) -> bool:
    """Whether a ``width`` × ``height`` px box centred on ``mask`` lies inside its shape (its
    corners and edge midpoints, 2 px in from the rim)."""
    cx, cy = mask.width / 2, mask.height / 2
    w, h = width / 2 + 2, height / 2 + 2
    points = [(cx + sx * w, cy + sy * h) for sx in (-1, 0, 1) for sy in (-1, 0, 1)]
    return all(0 <= x < mask.width and 0 <= y < mask.height and mask.getpixel((int(x), int(y)))
               for x, y in points)


@lru_cache(maxsize=1024)
def disc_label(text: str, cell: int, letter: str | None = None) -> tuple[str, int, bool]:
    """``(shown, size, pill)``: what a piece with codes ``text`` shows on a ``cell`` px square
    in seat ``letter``'s shape, at which bold size, and whether on a dark pill.

    The codes, when they fit inside the shape at ``TEXT_SIZE`` or more; else on a dark pill
    across the piece (a diamond or triangle has little room inside); else their count
    (``count_badge``) on the pill; else nothing (a square too small for even that).  "Codes of
    the pieces marked ×" lists every piece not showing its codes.  Codes are never cut: "AB…"
    would hide the rest.
    """
    mask = shape_mask(cell, letter)
    largest = round(cell * 0.47)
    size = disc_text_size(text, 2 * disc_radius(cell) - 4, largest)
    cap = size * 0.73
    while True:
        if fits_inside(mask, text_width(text, size, bold=True), cap):
            return text, size, False
        if size == TEXT_SIZE:
            break
        size, cap = size - 1, (size - 1) * 0.73
    for shown in (text, count_badge(text)):
        if text_width(shown, TEXT_SIZE, bold=True) + 2 * PILL_PAD <= cell - 2:
            return shown, TEXT_SIZE, True
    return "", TEXT_SIZE, False


#: Padding either side of the text on a count's pill, px.
PILL_PAD = 4


@lru_cache(maxsize=512)
def disc(fill: Colour, text: str, cell: int, dx: int, dy: int,
         letter: str | None = None) -> tuple[Image.Image, Image.Image]:
    """``(sprite, mask)``: a piece of ``fill`` in the shape of seat ``letter`` (``seat_shape``)
    with ``text`` as ``disc_label`` shows it on a ``cell`` px square whose top left has x and
    y parities ``(dx, dy)`` (so the text rounds as it would on the picture); the "L" mask is
    the shape.  Cached: a board shows the same few pieces move after move."""
    image, draw = canvas(dx + cell, dy + cell)
    mask = Image.new("L", image.size, 0)
    cx, cy = dx + cell / 2, dy + cell / 2
    r = disc_radius(cell)
    seat_shape(ImageDraw.Draw(mask), cx, cy, r, letter, 255, 255, 2)
    seat_shape(draw, cx, cy, r, letter, fill, Palette.rim, 2)
    shown, size, pill = disc_label(text, cell, letter)
    if pill:
        half_w, half_h = text_width(shown, size, bold=True) / 2 + PILL_PAD, size * 0.55
        box = (round(cx - half_w), round(cy - half_h), round(cx + half_w), round(cy + half_h))
        # The mask is drawn by the same call, so the pasted pill ends at its light rim.
        draw.rounded_rectangle(box, radius=5, fill=Palette.bar, outline=Palette.rim, width=2)
        ImageDraw.Draw(mask).rounded_rectangle(box, radius=5, fill=255, outline=255, width=2)
    if shown:
        # On the pill in the rim's light grey, not white: a start square's white label under
        # the piece must not show through as the piece's own glyphs.
        label(draw, (cx, cy), shown, size=size, fill=Palette.rim if pill else ink_for(fill),
              anchor="mm", bold=True)
    box = (dx, dy, dx + cell, dy + cell)
    return image.crop(box), mask.crop(box)


def draw_piece(image: Image.Image, grid: Grid, square: str, piece: GenetessPiece) -> None:
    """A piece in the owner's colour and shape (``seat_shape``) with ``piece_text`` on it,
    crowned when a known King (read now, or followed in view since it was: ``followed``).

    The piece has a light rim (``Palette.rim``) so every colour stands off the floor for
    every colour vision; codes too long for it at preview size become their count.
    """
    fill = SEAT_COLOURS.get(piece["colour"] or "", NO_COLOUR)
    x0, y0, x1, _ = grid.rect(square)
    sprite, mask = disc(fill, piece_text(piece), grid.cell, x0 % 2, y0 % 2, piece_letter(piece))
    with mark(image, (x0, y0, x0 + grid.cell, y0 + grid.cell), f"piece on {square}"):
        image.paste(sprite, (x0, y0), mask)
    if piece.get("king") or piece.get("followed") == "king":
        side = grid.cell * 0.36
        crown(PaletteDraw(image), x1 - side, y0, side)


def piece_letter(piece: GenetessPiece) -> str | None:
    """The turn letter whose shape ``piece`` has (``SHAPES``): its owner's; None for a ronin."""
    return piece["letter"] if piece["owner"] else None


def counted_pieces(view: GenetessView, cell: int) -> list[tuple[str, str]]:
    """``[(square, codes)]``: the pieces of ``view`` whose disc on a ``cell`` px square does not
    spell their codes out (``disc_label``), in A1 scan order: what "Codes of the pieces
    marked ×" lists.  Only what the view shows: a code the viewer cannot read is "?"."""
    out = [(square, piece_text(piece)) for square, piece in view["pieces"].items()
           if disc_label(piece_text(piece), cell, piece_letter(piece))[0] != piece_text(piece)]
    return sorted(out, key=lambda entry: (int(entry[0][1:]), entry[0][0]))


#: The kinds of ``cells`` entry that belong to the map's layout (the static layer); inner
#: walls can open during a game (S10), so they are part of the layout's key.
LAYOUT_KINDS = ("wall", "inner", "start ")


def layout_key(cells: dict) -> frozenset:
    """The ``(square, kind)`` entries of ``cells`` that ``board_layers`` draws: walls, interior
    walls and starts, not the specials a viewer has seen."""
    return frozenset(item for item in cells.items() if item[1].startswith(LAYOUT_KINDS))


#: Layouts whose layers ``board_layers`` keeps (a few maps, each seat's walls as it knows them).
LAYERS_KEPT = 16
#: The most differing ``(square, kind)`` entries a layout is redrawn from another for; beyond
#: it (another map) it is drawn whole.
REDRAWN_AT_MOST = 24


class BoardLayers:
    """``board_layers(grid, layout)`` → ``(lit, fogged)``: the board of ``layout``
    (``layout_key``) on ``grid`` moved to (0, 0), with its coordinate band, walls, hatching and
    start frames, its floor chequered in one and flat ``FOG`` in the other.  Kept for the last
    ``LAYERS_KEPT`` layouts: a map's layout changes only when a wall opens, so a picture pastes
    these and draws only fog, specials and pieces on them.  Do not change the images returned.

    A new layout starts from the kept one of the same grid that differs from it on the
    fewest squares and redraws those squares only (``_redrawn``): every seat learns of an
    opened wall on its own (its view keeps the wall until it sees it open), so layouts that
    differ by a square or two come one after another, and drawing one whole costs ≈ 3 ms.
    The pixels are the same as drawing it whole (``_drawn_whole``; a square's pixels
    depend on its own kind only, and a start's frame and name stay inside its square).
    """

    def __init__(self) -> None:
        self.kept: OrderedDict[tuple[Grid, frozenset], tuple[Image.Image, Image.Image]] = OrderedDict()

    def __call__(self, grid: Grid, layout: frozenset) -> tuple[Image.Image, Image.Image]:
        key = (replace(grid, x=0, y=0), layout)
        found = self.kept.get(key)
        if found is not None:
            self.kept.move_to_end(key)
            return found
        nearest = min(((len(layout ^ kept), kept, layers) for (g, kept), layers in self.kept.items()
                       if g == key[0]), key=lambda entry: entry[0], default=None)
        if nearest is not None and nearest[0] <= REDRAWN_AT_MOST:
            found = _redrawn(key[0], nearest[2], nearest[1], layout)
        else:
            found = _drawn_whole(key[0], layout)
        self.kept[key] = found
        if len(self.kept) > LAYERS_KEPT:
            self.kept.popitem(last=False)
        return found

    def cache_clear(self) -> None:
        """Forget every kept layer (``render.primitives.clear_caches`` finds it by this name)."""
        self.kept.clear()


board_layers = BoardLayers()


def _drawn_whole(grid: Grid, layout: frozenset) -> tuple[Image.Image, Image.Image]:
    """``board_layers`` drawn from nothing: the board, then every square."""
    squares = [grid.name(file, rank) for file in range(grid.files) for rank in range(grid.ranks)]
    layers = []
    for fogged in (False, True):
        image, draw = canvas(grid.width, grid.height)
        draw_board(image, grid)
        _paint_squares(image, draw, grid, dict(layout), squares, fogged)
        layers.append(image)
    return layers[0], layers[1]


def _redrawn(grid: Grid, layers: tuple[Image.Image, Image.Image], kept: frozenset,
             layout: frozenset) -> tuple[Image.Image, Image.Image]:
    """Copies of ``layers`` (of layout ``kept``) with the squares where ``layout`` differs
    drawn anew: the same pixels as ``_drawn_whole(grid, layout)``."""
    squares = sorted({square for square, _ in kept ^ layout})
    out = []
    for fogged, layer in zip((False, True), layers, strict=True):
        image = layer.copy()
        _paint_squares(image, PaletteDraw(image), grid, dict(layout), squares, fogged)
        out.append(image)
    return out[0], out[1]


def _paint_squares(image: Image.Image, draw: ImageDraw.ImageDraw, grid: Grid, cells: dict,
                   squares: list[str], fogged: bool) -> None:
    """Paint each of ``squares`` as its kind in ``cells`` (floor when absent), then frame and
    name the starts among them: every pixel of a square depends on its own kind only."""
    for square in squares:
        draw_cell(image, draw, grid, square, cells.get(square, ""), fogged)
    for square in squares:
        kind = cells.get(square, "")
        if kind.startswith("start "):
            mark_square(draw, grid, square, kind.split()[1], START, Palette.text)


@lru_cache(maxsize=16)
def _rank_names(grid: Grid) -> tuple[tuple[str | None, ...], ...]:
    """Each rank's square names by file, ended by ``None`` (a file the board lacks)."""
    return tuple(tuple(grid.name(file, rank) for file in range(grid.files)) + (None,)
                 for rank in range(grid.ranks))


@lru_cache(maxsize=16)
def _board_squares(grid: Grid) -> frozenset[str]:
    """The names of ``grid``'s squares."""
    return frozenset(name for names in _rank_names(grid) for name in names if name is not None)


def visible_runs(grid: Grid, visible: set[str]) -> list[tuple[int, int, int]]:
    """``[(file, rank, length)]``: the squares of ``visible`` as runs along the rows, each from
    ``(file, rank)`` rightwards (``visible`` may hold names the board lacks: they are skipped)."""
    runs = []
    for rank, names in enumerate(_rank_names(grid)):
        start = None
        for file, name in enumerate(names):
            seen = name in visible
            if seen and start is None:
                start = file
            elif not seen and start is not None:
                runs.append((start, rank, file - start))
                start = None
    return runs


class BoardContent(NamedTuple):
    """What a Genetess board picture is drawn from (``board_content``): the ``cells`` entries
    (walls, starts, specials seen), the squares the viewer sees (``visible``; empty: the
    skeleton map, unfogged), the ``specials`` shown ``(square, type)`` and each piece
    ``(square, colour, text, letter, crowned)``.  Two views with equal contents draw the same
    board, and a square's pixels depend on its own entries only."""

    cells: frozenset
    visible: frozenset
    specials: frozenset
    pieces: frozenset


def board_content(view: GenetessView) -> BoardContent:
    """The ``BoardContent`` of ``view``: exactly what ``draw_genetess_board`` reads of it."""
    return BoardContent(
        frozenset(view["cells"].items()), frozenset(view["visible"]),
        frozenset((square, special["type"]) for square, special in view["specials"].items()),
        frozenset((square, piece["colour"], piece_text(piece), piece_letter(piece),
                   bool(piece.get("king") or piece.get("followed") == "king"))
                  for square, piece in view["pieces"].items()))


def changed_squares(old: BoardContent, new: BoardContent, most: int) -> set[str] | None:
    """The squares whose pixels may differ between the boards of ``old`` and ``new``, or
    ``None`` when every square may (fog on one and not the other) or more than ``most``
    entries differ (another match's board: told apart by set sizes alone, before any
    square is named)."""
    if bool(old.visible) != bool(new.visible):
        return None
    differ = [old.cells ^ new.cells, old.specials ^ new.specials, old.pieces ^ new.pieces,
              old.visible ^ new.visible]
    if sum(map(len, differ)) > most:
        return None
    return {entry[0] for entry in differ[0] | differ[1] | differ[2]} | differ[3]


#: Board pictures ``board_pictures`` keeps: one match's public board and its four seats'
#: on the quad map (≈ 0.7 MB each).  Twelve cost a seat's picture of a 100-match
#: ``--load`` replay ≈ 0.1 ms more in deflating (the kept boards' memory crowding out
#: the picture's own; five did not), and at that load no kept board is found anyway.
BOARDS_KEPT = 5
#: The most squares a board is redrawn on from a kept one (≈ 15 µs a square); beyond it it is
#: drawn whole (≈ 0.3–0.6 ms for a seat's: every visible run, mark and piece).
SQUARES_REDRAWN_AT_MOST = 24


class BoardPictures:
    """Draws the board of a view (``draw_genetess_board``) from the last kept board of the
    same viewer on the same grid, redrawing only the squares where the two differ.

    A seat's board a ply later differs from its last one in a few squares (a piece moved, a
    square came into view), but drawing it whole pastes every visible run, mark and piece
    again.  The pixels are the same as drawing it whole whatever was kept: a square's pixels
    depend on its own ``BoardContent`` entries only (its floor, wall or fog from
    ``board_layers``, which are drawn square by square too; its special's mark; its piece
    and crown, which stay inside it), so a kept board, even another seat's with its secrets,
    cannot change a pixel (tested on every picture of recorded matches against drawing from
    nothing).  Which kept board is used (the viewer's name) only decides the cost.
    """

    def __init__(self, kept: int = BOARDS_KEPT) -> None:
        self.size = kept
        self.kept: OrderedDict[tuple[Grid, str | None], tuple[BoardContent, Image.Image]] = OrderedDict()

    def draw(self, image: Image.Image, draw: ImageDraw.ImageDraw, view: GenetessView,
             grid: Grid) -> None:
        """Draw ``view``'s board on ``image`` at ``grid`` (its coordinate band's top left at
        ``(grid.x, grid.y)``), then keep it as its viewer's last."""
        content = board_content(view)
        box = (grid.x, grid.y, grid.x + grid.width, grid.y + grid.height)
        key = (grid, view["viewer"])
        last = self.kept.pop(key, None)
        squares = (changed_squares(last[0], content, 2 * SQUARES_REDRAWN_AT_MOST)
                   if last is not None else None)
        if last is not None and squares is not None and len(squares) <= SQUARES_REDRAWN_AT_MOST:
            image.paste(last[1], box[:2])
            if not squares:     # the same board: kept as it is
                self.kept[key] = last
                return
            _draw_squares(image, draw, view, grid, content, sorted(squares & _board_squares(grid)))
        else:
            draw_genetess_board(image, draw, view, grid)
        self.kept[key] = (content, image.crop(box))
        if len(self.kept) > self.size:
            self.kept.popitem(last=False)

    def cache_clear(self) -> None:
        """Forget every kept board (``clear_caches`` finds it by this name)."""
        self.kept.clear()


board_pictures = BoardPictures()


@lru_cache(maxsize=64)
def _layout_of(cells: frozenset) -> frozenset:
    """``layout_key`` of a view's ``cells`` as ``BoardContent`` holds them: the same
    cells come picture after picture, and a frozenset keeps its hash."""
    return layout_key(dict(cells))


def _draw_squares(image: Image.Image, draw: ImageDraw.ImageDraw, view: GenetessView, grid: Grid,
                  content: BoardContent, squares: list[str]) -> None:
    """Draw each of ``squares`` of ``view`` (of ``content``) anew, as ``draw_genetess_board``
    draws it: its floor, wall or fog, then its special's mark, then its piece."""
    cells = view["cells"]
    lit, fogged = board_layers(grid, _layout_of(content.cells))
    seeing = bool(content.visible)
    for square in squares:
        x0, y0, x1, y1 = grid.rect(square)
        out_of_view = seeing and square not in content.visible
        layer = fogged if out_of_view else lit
        image.im.paste(layer.im.crop((x0 - grid.x, y0 - grid.y, x1 + 1 - grid.x, y1 + 1 - grid.y)),
                       (x0, y0, x1 + 1, y1 + 1))
        code = special_code(view, square)
        if code is not None:
            mark_special(image, draw, grid, square, code, cells.get(square, ""), fogged=out_of_view)
        if square in view["pieces"]:
            draw_piece(image, grid, square, view["pieces"][square])


def mark_special(image: Image.Image, draw: ImageDraw.ImageDraw, grid: Grid, square: str,
                 code: str, kind: str, *, fogged: bool) -> None:
    """A special's mark ``code`` on ``square``, whose ``cells`` kind is ``kind`` (out of view
    when ``fogged``): framed over an interior wall's hatching or a start's frame, else the
    cached ``special_mark`` on the square's one colour."""
    if kind == "inner" or kind.startswith("start "):    # hatched, or framed: drawn over it
        mark_square(draw, grid, square, code, SPECIAL)
    else:   # on floor, fog or wall, one colour (the layers' ``cell_fill``): its mark is kept
        x0, y0, _, _ = grid.rect(square)
        behind = cell_fill(grid, square, kind, fogged=fogged)
        image.paste(special_mark(code, grid.cell, palette_index(behind), x0 % 2, y0 % 2), (x0, y0))


def draw_genetess_board(image: Image.Image, draw: ImageDraw.ImageDraw, view: GenetessView,
                        grid: Grid) -> None:
    """The board of ``view`` on ``grid``, drawn whole: squares, fog, starts, specials, then
    pieces (``board_pictures`` draws it from a kept board where it can).

    The squares, walls and starts are the cached ``board_layers``: the fogged one,
    with the lit one's squares copied over it along the rows the viewer sees.
    """
    cells = view["cells"]
    lit, fogged = board_layers(grid, layout_key(cells))
    visible = set(view["visible"])
    # A view that sees nothing (public, round 0, eliminated) is the skeleton map, unfogged.
    image.paste(fogged if visible else lit, (grid.x, grid.y))
    side = grid.cell
    for file, rank, length in visible_runs(grid, visible):
        x, y = grid.origin(file, rank)
        x0, y0 = x - grid.x, y - grid.y
        # Pillow's core copy: ``Image.crop`` and ``paste`` wrap it in ~10 µs of Python a run.
        image.im.paste(lit.im.crop((x0, y0, x0 + length * side, y0 + side)),
                       (x, y, x + length * side, y + side))
    for square in set(view["specials"]) | {s for s, k in cells.items()
                                                      if k.startswith("special ")}:
        mark_special(image, draw, grid, square, special_code(view, square) or "S?",
                     cells.get(square, ""), fogged=bool(visible) and square not in visible)
    for square, piece in view["pieces"].items():
        draw_piece(image, grid, square, piece)


@lru_cache(maxsize=256)
def special_mark(code: str, cell: int, behind: int, dx: int, dy: int) -> Image.Image:
    """A special's square, ``cell`` px: ``mark_square`` of ``code`` on the palette colour
    ``behind`` (the floor or the fog under it), drawn as on a square whose top left has x
    and y parities ``(dx, dy)``, so its text rounds to the pixels it would have drawn on the
    picture.  Cached: the same specials are marked on picture after picture, and a code
    wider than its frame ("S21") is blended over two colours, which is slow to draw."""
    image, draw = canvas(dx + cell, dy + cell)
    image.paste(behind, (0, 0, dx + cell, dy + cell))
    mark_square(draw, Grid(1, 1, cell, 0, dx, dy, spreadsheet=True), "A1", code,
                SPECIAL)
    return image.crop((dx, dy, dx + cell, dy + cell))


# --- The panel ------------------------------------------------------------------------------

def info_lines(view: GenetessView, seat: str | None, width: int) -> list[tuple[str, Colour]]:
    """Lines under the panel's heading, each at most ``width`` px (wrapped to two lines where
    need be): map and round, the viewer's own E and start, where it last learnt each enemy
    King was (``king_signs``), result or what is hidden, the last turn (a long name is
    shortened there, never the turn)."""
    locale = locale_of(view)
    lines = [(part, Palette.muted) for part in said_lines(
        "render-genetess-where", locale, width, map=map_title(view), round=view["round"],
        rounds=view["max_rounds"])]
    energy = own_energy(view, seat)
    if energy is not None:
        start = view["start"] or (view.get("starts_of", {}).get(seat) if seat else None)
        said = (said_lines("render-genetess-energy-start", locale, width, energy=energy, start=start)
                if start else said_lines("render-genetess-energy", locale, width, energy=energy))
        lines += [(part, Palette.text) for part in said]
    for name, sign in view["king_signs"].items():
        ident = "render-genetess-king-on" if sign["within"] == 0 else "render-genetess-king-near"
        where = {"square": sign["square"], "round": sign["round"]}
        # A long name is cut, never where and when.
        room = width - text_width(say(Msg(ident, name="", **where), locale), TEXT_SIZE)
        told = say(Msg(ident, name=fit_text(name, TEXT_SIZE, room), **where), locale)
        lines.append((fit_text(told, TEXT_SIZE, width), Palette.muted))
    result = view["result"]
    extra: list[tuple[str, Colour]] = []
    if result:
        extra.append((i18n.text(result["reason"], locale), Palette.winner))
    elif not view["visible"]:
        extra.append((word("render-genetess-hidden", locale), Palette.muted))
    last = view["last"]
    if last and not result:
        what = {"kind": str(last["kind"]), "turn": last["turn"]}
        room = width - text_width(say(Msg("render-genetess-last", name="", **what), locale),
                                  TEXT_SIZE)
        extra.append((say(Msg("render-genetess-last", name=fit_text(last["by"], TEXT_SIZE, room),
                              **what), locale), Palette.muted))
    return lines + [(part, fill) for text, fill in extra
                    for part in wrap(text, TEXT_SIZE, width, 2)]


@lru_cache(maxsize=256, typed=True)
def said_lines(ident: str, locale: str, width: int, **args: str | int | None) -> tuple[str, ...]:
    """``Msg(ident, **args)`` in ``locale``'s words wrapped to at most two lines of ``width``
    px, cached: the map and round line is the same on every picture of a round, a seat's E
    often the same from one move to the next.  ``typed``: ``1`` and ``1.0`` are other keys."""
    return tuple(wrap(say(Msg(ident, **args), locale), TEXT_SIZE, width, 2))


#: Radius of the shape before a seat's name.
SEAT_DISC = 16


@lru_cache(maxsize=64)
def seat_disc(fill: Colour, letter: str) -> Image.Image:
    """A seat's piece shape (``seat_shape``) in ``fill`` with its turn ``letter``, on the
    background, cached: the key from shape to seat."""
    r = SEAT_DISC
    image, draw = canvas(2 * r, 2 * r)
    seat_shape(draw, r, r, r - 0.5, letter, fill, Palette.rim, 1)
    label(draw, (r, r), letter, size=TEXT_SIZE, fill=ink_for(fill), anchor="mm", bold=True)
    return image


def seat_row(image: Image.Image, view: GenetessView, name: str, x: int, top: int, width: int,
             you: bool) -> None:
    """One seat, ``ROW_H`` × ``width`` px from ``(x, top)``: its shape in its colour with its
    turn letter, the name, a tag ("to move", "out", "wins") and the score; eliminated seats are
    muted.  Pasted from ``seat_row_sprite``: a row changes only when its seat's turn, score or
    fate does."""
    locale = locale_of(view)
    result = view["result"]
    alive = view["alive"][name]
    winner = result is not None and name in result["winners"]
    moving = not result and name in view["to_move"]
    fill = SEAT_COLOURS.get(view["colours"][name] or "", NO_COLOUR)
    # Only seats already in the turn order have a letter (none before round 0's bids end).
    letter = view["letters"].get(name) or ""
    score = (result["scores"] if result else view["scores"])[name]
    turn = "render-genetess-tag-bid" if view["round"] == 0 else "render-genetess-tag-move"
    tag, tag_fill = (("render-genetess-tag-wins", Palette.winner) if winner
                     else (turn, Palette.accent) if moving
                     else ("render-genetess-tag-out", Palette.muted) if not alive
                     else (None, Palette.muted))
    name_fill = Palette.winner if winner else Palette.text if alive else Palette.muted
    suffix = " " + word("render-genetess-you", locale) if you else ""
    paste(image, seat_row_sprite(name, fill, letter, str(score), word(tag, locale) if tag else "",
                                 tag_fill, name_fill, suffix, width, x % 2, top % 2), (x, top))


@lru_cache(maxsize=64)
def word(ident: str, locale: str) -> str:
    """``say(Msg(ident), locale)``, cached: the panel's tags and headings, a message without
    arguments, asked for a few times on every picture."""
    return say(Msg(ident), locale)


@lru_cache(maxsize=256)
def seat_row_sprite(  # noqa: PLR0913 - a cached drawing primitive: its arguments are the cache key
        name: str, fill: Colour, letter: str, score: str, tag: str, tag_fill: Colour,
        name_fill: Colour, suffix: str, width: int, dx: int, dy: int) -> Image.Image:
    """``seat_row``'s row, ``width + 1`` × ``ROW_H`` px on the background, cached; drawn as
    at a ``(x, top)`` of parities ``(dx, dy)``, so its text rounds to the pixels it would have
    drawn on the picture.  The name is shortened legibly to leave room for ``suffix``
    (" (you)"), the tag and the score."""
    image, draw = canvas(dx + width + 1, dy + ROW_H)
    x, top = dx, dy
    cy = top + ROW_H / 2
    r = SEAT_DISC
    image.paste(seat_disc(fill, letter), (x, top + ROW_H // 2 - r))
    right = x + width
    tag_x = right - label(draw, (right, cy), score, size=TEXT_SIZE, anchor="rm", bold=True) - 12
    tag_w = label(draw, (tag_x, cy), tag, size=TEXT_SIZE, fill=tag_fill, anchor="rm", bold=True) \
        if tag else 0
    nx = x + 2 * r + 8
    room = tag_x - tag_w - 10 - nx - text_width(suffix, TEXT_SIZE)
    nx += label(draw, (nx, cy), fit_text(name, TEXT_SIZE, room, bold=True), size=TEXT_SIZE,
                fill=name_fill, bold=True)
    if suffix:
        label(draw, (nx, cy), suffix, size=TEXT_SIZE, fill=Palette.muted)
    return image.crop((dx, dy, dx + width + 1, dy + ROW_H))


#: The key's entries: ``(kind, message id)``, two to a row; "out of view" only with fog.
KEY_ENTRIES = (("wall", "render-genetess-key-wall"), ("inner", "render-genetess-key-inner"),
               ("start", "render-genetess-key-start"), ("special", "render-genetess-key-special"),
               ("king", "render-genetess-key-king"), ("fog", "render-genetess-key-fog"))


@lru_cache(maxsize=16)
def key_columns(fog: bool, locale: str, width: int) -> int:
    """2 when every entry of the key fits half of ``width`` px in ``locale``'s words, else 1."""
    room = width // 2 - KEY_ICON - 18
    fits = all(text_width(say(Msg(ident), locale), TEXT_SIZE) <= room for _, ident in KEY_ENTRIES)
    return 2 if fits else 1


def key_rows(fog: bool, locale: str, width: int) -> int:
    """How many rows the key has (``KEY_ROW`` px each)."""
    columns = key_columns(fog, locale, width)
    return (len(KEY_ENTRIES) - (not fog) + columns - 1) // columns


def key_icons(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, top: int, width: int,
              fog: bool, locale: str) -> None:
    """The key to the board's marks from ``(x, top)``, ``width`` px wide in two columns (one
    when a locale's words need it), each icon drawn by the board's own code on a one-square
    grid: wall, interior wall, start, special, King, and "out of view" when the picture has
    fog; words for ``locale``."""
    columns = key_columns(fog, locale, width)
    s, half = KEY_ICON, width // columns
    entries = [entry for entry in KEY_ENTRIES if fog or entry[0] != "fog"]
    for n, (kind, ident) in enumerate(entries):
        cx, y = x + (n % columns) * half, top + (n // columns) * KEY_ROW
        icon = Grid(1, 1, s, 0, cx, y, spreadsheet=True)
        draw_cell(image, draw, icon, "A1", kind, fogged=kind == "fog")
        if kind in ("start", "special"):
            outline_squares(draw, icon, ["A1"], START if kind == "start" else SPECIAL,
                            width=2, inset=1)
        elif kind == "king":
            crown(draw, cx + 3, y + 6, s - 6)
        elif kind == "fog":
            draw.rectangle(icon.rect("A1"), outline=Palette.grey)   # panel-coloured otherwise
        room = half - s - 8 - 10
        label(draw, (cx + s + 8, y + s / 2), fit_text(say(Msg(ident), locale), TEXT_SIZE, room),
              size=TEXT_SIZE, fill=Palette.text)


@lru_cache(maxsize=8)
def key_sprite(fog: bool, locale: str, width: int) -> Image.Image:
    """``key_icons`` on the background, ``width`` px wide, cached: the key is the same on every
    picture of a locale."""
    image, draw = canvas(width, key_rows(fog, locale, width) * KEY_ROW)
    key_icons(image, draw, 0, 0, width, fog, locale)
    return image


#: Width of the legend's code badges: room for the widest code.
BADGE_W = text_width("S22", TEXT_SIZE, bold=True) + 10


#: ``legend_lines``' entries: ``((code, (line, …)), …)``.
Legend = tuple[tuple[str, tuple[str, ...]], ...]


def legend_lines(view: GenetessView, width: int) -> Legend:
    """``((code, lines), …)``: each ``legend_entries`` entry as its text and squares wrapped to
    at most two lines of ``width`` px beside the code badge.

    Kept (``kept_legends``) on exactly what the entries are made of: each special's square,
    type and ``special_said`` (as ``i18n.frozen``), the locale and ``width``.  A seat's legend
    changes only when it finds or uses a special; wording, grouping and wrapping ~11 specials
    again cost a seat's picture ≈ 0.08 ms between the other drawing, a kept legend ≈ 0.026 ms
    (mostly its key)."""
    locale = locale_of(view)
    try:
        key = (locale, width, tuple((square, i18n.frozen(special["type"]),
                                     i18n.frozen(special_said(special)))
                                    for square, special in view["specials"].items()))
    except TypeError:   # a text no key can hold (a dict argument): made anew, not kept
        return _legend(view, locale, width)
    found = kept_legends.get(key)
    if found is None:
        found = kept_legends[key] = _legend(view, locale, width)
        if len(kept_legends) > LEGENDS_KEPT:
            del kept_legends[next(iter(kept_legends))]     # the oldest (dicts keep their order)
    return found


#: Legends ``legend_lines`` keeps: a few maps' specials as each seat has found them so far.
LEGENDS_KEPT = 64


class KeptLegends(dict[tuple, Legend]):
    """``legend_lines``' key → its legend, oldest first, at most ``LEGENDS_KEPT``: an
    ``lru_cache`` cannot be keyed on the view's specials and still make a legend from them."""

    def cache_clear(self) -> None:
        """Forget every legend (``clear_caches`` and ``render.primitives.clear_caches``)."""
        self.clear()


kept_legends = KeptLegends()


def _legend(view: GenetessView, locale: str, width: int) -> Legend:
    """``legend_lines`` made anew."""
    return tuple((code, tuple(wrap(f"{text} · {', '.join(squares)}" if text else ", ".join(squares),
                                   TEXT_SIZE, width - BADGE_W - 8, 2)))
                 for code, text, squares in legend_entries(view, locale))


@lru_cache(maxsize=64)
def badge(code: str, dx: int, dy: int) -> Image.Image:
    """A legend's lime badge with ``code``, ``BADGE_W + 1`` × ``LEGEND_LINE - 1`` px on the
    background, for a line at ``(x, y)``: ``(dx, dy)`` are their parities, so the
    text rounds to the pixels it would have drawn on the picture.  Cached."""
    image, draw = canvas(dx + BADGE_W + 1, dy + LEGEND_LINE)
    draw.rounded_rectangle((dx, dy + 1, dx + BADGE_W, dy + LEGEND_LINE - 1), radius=3,
                           fill=SPECIAL)
    label(draw, (dx + BADGE_W / 2, dy + LEGEND_LINE / 2), code, size=TEXT_SIZE,
          fill=ink_for(SPECIAL), anchor="mm", bold=True)
    return image.crop((dx, dy + 1, dx + BADGE_W + 1, dy + LEGEND_LINE))


@lru_cache(maxsize=64)
def legend_columns(entries: Legend) -> tuple[Legend, Legend]:
    """``entries`` split into a left and a right column of about as many lines each, in
    order (the left one the longer); cached with the legend (``legend_lines``), as plan and
    drawing both ask."""
    total, lines, split = sum(len(lines) for _, lines in entries), 0, len(entries)
    for n, (_, entry_lines) in enumerate(entries):
        if lines >= (total + 1) // 2:
            split = n
            break
        lines += len(entry_lines)
    return entries[:split], entries[split:]


def legend_height(entries: Legend) -> int:
    """Height in px of ``entries`` drawn as one legend column."""
    return sum(len(lines) for _, lines in entries) * LEGEND_LINE


@lru_cache(maxsize=64)
def legend_sprite(entries: Legend, width: int, dx: int, dy: int) -> Image.Image:
    """One column of the specials legend: each entry's lime code badge, then its lines, ``width
    + 1`` px wide on the background, cached (the legend changes only when a special is found or
    used); drawn as at a ``(x, top)`` of parities ``(dx, dy)``, so its text rounds to the
    pixels it would have drawn on the picture."""
    height = legend_height(entries)
    image, draw = canvas(dx + width + 1, dy + height + 1)
    x, y = dx, dy
    for code, lines in entries:
        image.paste(badge(code, x % 2, y % 2), (x, y + 1))
        for line in lines:
            label(draw, (x + BADGE_W + 8, y + LEGEND_LINE / 2), line, size=TEXT_SIZE,
                  fill=Palette.text)
            y += LEGEND_LINE
    return image.crop((dx, dy, dx + width + 1, dy + height + 1))


#: ``code_rows``' rows: ``(((square, codes), …), …)``.
CodeRows = tuple[tuple[tuple[str, str], ...], ...]


def code_rows(entries: list[tuple[str, str]], width: int) -> CodeRows:
    """``entries`` (``counted_pieces``) in rows of at most ``width`` px, each drawn as its
    square then its codes in bold."""
    rows: list[list[tuple[str, str]]] = []
    used = width
    for square, codes in entries:
        need = text_width(square, TEXT_SIZE) + 8 + text_width(codes, TEXT_SIZE, bold=True) + 22
        if used + need > width + 22:
            rows.append([])
            used = 0
        rows[-1].append((square, codes))
        used += need
    return tuple(map(tuple, rows))


@dataclass(frozen=True)
class PanelPlan:
    """Where the panel under the board goes (px), so the canvas is sized to fit.

    Two columns ``width`` px wide from ``left`` and ``right``: on the left the
    heading, ``info`` and the seats (their "Seats … score" heading at
    ``seats``); on the right the key from ``top``, then the codes of the pieces
    drawn as a count (``codes_heading`` lines and ``code_rows`` from ``codes``,
    None without such pieces).  Under both the specials legend from ``legend``
    (None without specials) in two columns; ``bottom`` is the panel's end.
    """

    left: int
    right: int
    width: int
    top: int
    info: list[tuple[str, Colour]]
    seats: int
    codes_heading: tuple[str, ...]
    code_rows: CodeRows
    codes: int | None
    legend_lines: Legend
    legend: int | None
    bottom: int


def plan_panel(view: GenetessView, seat: str | None, grid: Grid, canvas_width: int) -> PanelPlan:
    """The ``PanelPlan`` of ``view``'s panel for viewer ``seat``, under ``grid``."""
    locale = locale_of(view)
    width = (canvas_width - 2 * MARGIN - COL_GAP) // 2
    left, right = MARGIN, MARGIN + width + COL_GAP
    top = grid.y + grid.height + GAP
    info = info_lines(view, seat, width)
    seats = top + LINE + 4 + len(info) * LINE + 8
    left_end = seats + LINE + len(view["seats"]) * ROW_H
    right_end = top + key_rows(fog_key(view), locale, width) * KEY_ROW
    counted = counted_pieces(view, grid.cell)
    # Worded and wrapped only for a picture that lists codes (most do not).
    heading = codes_heading(locale, width) if counted else ()
    rows = code_rows(counted, width)
    codes = right_end + 8 if counted else None
    if codes is not None:
        right_end = codes + (len(heading) + len(rows)) * LINE
    legend = legend_lines(view, width)
    legend_top = max(left_end, right_end) + 12 if legend else None
    bottom = (legend_top + LINE + max(map(legend_height, legend_columns(legend)))
              if legend_top is not None else max(left_end, right_end))
    return PanelPlan(left, right, width, top, info, seats, heading, rows, codes, legend,
                     legend_top, bottom)


def fog_key(view: GenetessView) -> bool:
    """Whether the key explains "out of view": the picture has fog (a seat's running view)."""
    return bool(view["visible"]) and "starts_of" not in view


def draw_panel(image: Image.Image, draw: ImageDraw.ImageDraw, view: GenetessView, seat: str | None,
               plan: PanelPlan) -> None:
    """The panel under the board, laid out by ``plan``: whose view, info lines, seats with
    scores; the key and the codes of pieces drawn as a count; the specials legend."""
    locale, x, width = locale_of(view), plan.left, plan.width
    y = plan.top
    label(draw, (x, y + LINE / 2), fit_text(viewer_title(view, seat), HEADING_SIZE, width,
                                            bold=True), size=HEADING_SIZE, bold=True)
    y += LINE + 4
    for text, fill in plan.info:
        label(draw, (x, y + LINE / 2), text, size=TEXT_SIZE, fill=fill)
        y += LINE
    y = plan.seats
    paste(image, seats_heading(locale, width, x % 2, y % 2), (x, y))
    y += LINE
    for name in seat_order(view):
        seat_row(image, view, name, x, y, width, you=name == seat)
        y += ROW_H
    # ``paste``: every sprite is a ``canvas`` in the picture's palette.
    paste(image, key_sprite(fog_key(view), locale, width), (plan.right, plan.top))
    if plan.codes is not None:
        paste(image, codes_sprite(plan.codes_heading, plan.code_rows, width, plan.right % 2,
                                  plan.codes % 2), (plan.right, plan.codes))
    if plan.legend is not None:
        label(draw, (x, plan.legend + LINE / 2), word("render-genetess-specials", locale),
              size=TEXT_SIZE, fill=Palette.muted, bold=True)
        for column_x, entries in zip((plan.left, plan.right), legend_columns(plan.legend_lines), strict=True):
            if entries:
                paste(image, legend_sprite(entries, width, column_x % 2, (plan.legend + LINE) % 2),
                      (column_x, plan.legend + LINE))


@lru_cache(maxsize=16)
def seats_heading(locale: str, width: int, dx: int, dy: int) -> Image.Image:
    """The seats' heading, "Seats" (bold) and "score" at the right, ``width + 1`` × ``LINE`` px
    on the background, cached: the same words on every picture of a locale; drawn as at a
    ``(x, y)`` of parities ``(dx, dy)``, so its text rounds to the pixels it would have drawn
    on the picture."""
    image, draw = canvas(dx + width + 1, dy + LINE)
    x, y = dx, dy
    score = say(Msg("render-genetess-score"), locale)
    score_w = label(draw, (x + width, y + LINE / 2), score, size=TEXT_SIZE, fill=Palette.muted,
                    anchor="rm")
    label(draw, (x, y + LINE / 2), fit_text(say(Msg("render-genetess-seats"), locale), TEXT_SIZE,
                                            width - score_w - 12, bold=True),
          size=TEXT_SIZE, fill=Palette.muted, bold=True)
    return image.crop((dx, dy, dx + width + 1, dy + LINE))


@lru_cache(maxsize=16)
def codes_heading(locale: str, width: int) -> tuple[str, ...]:
    """"Codes of the pieces marked ×" in ``locale``, wrapped to at most two bold lines of
    ``width`` px, cached."""
    return tuple(wrap(say(Msg("render-genetess-codes"), locale), TEXT_SIZE, width, 2, bold=True))


@lru_cache(maxsize=64)
def codes_sprite(heading: tuple[str, ...], rows: CodeRows, width: int, dx: int,
                 dy: int) -> Image.Image:
    """``draw_codes`` of ``heading`` and ``rows``, ``width + 1`` px wide and a ``LINE`` a line
    high on the background, cached: the list changes only when a counted piece moves, is
    read or goes; drawn as at a ``(x, y)`` of parities ``(dx, dy)``, so its text rounds to
    the pixels it would have drawn on the picture."""
    height = (len(heading) + len(rows)) * LINE
    image, draw = canvas(dx + width + 1, dy + height)
    draw_codes(draw, heading, rows, dx, dy, width)
    return image.crop((dx, dy, dx + width + 1, dy + height))


def draw_codes(draw: ImageDraw.ImageDraw, heading: tuple[str, ...], rows: CodeRows, x: int,
               top: int, width: int) -> None:
    """"Codes of the pieces marked ×" from ``(x, top)`` in a column ``width`` px wide: its
    ``heading`` lines (``codes_heading``), then each counted piece's square (muted) and codes
    (bold), ``rows`` as ``code_rows`` breaks them."""
    y = top
    for line in heading:
        label(draw, (x, y + LINE / 2), line, size=TEXT_SIZE, fill=Palette.muted, bold=True)
        y += LINE
    for row in rows:
        cx = x
        for square, codes in row:
            cx += label(draw, (cx, y + LINE / 2), square, size=TEXT_SIZE, fill=Palette.muted) + 8
            room = x + width - cx
            cx += label(draw, (cx, y + LINE / 2), fit_text(codes, TEXT_SIZE, room, bold=True),
                        size=TEXT_SIZE, bold=True) + 22
        y += LINE


#: Fields of a Genetess view the picture never reads: what the seat's computer and hints use
#: (``swept``: the round each square was last seen empty, new every round for every seat),
#: round 0's ``bids``, the ``codes`` on sale and the ``game`` id. A seat's board is not drawn
#: and sent again when only these changed (``bot.host.board_memory``); the render tests check
#: the picture ignores them.
NOT_DRAWN = frozenset({"swept", "bids", "codes", "game"})


def draw_genetess(view: GenetessView, seat: str | None = None) -> Image.Image:
    """Draw a ``genetess`` JSON view (``Genetess.view`` or ``full_view``) as a ``canvas``
    picture in the PNG palette, its words in the view's ``locale`` (English when absent).

    ``WIDTH`` (900) px wide for the shipped maps: the board across the top
    (50 px squares on 16×16), the panel under it; as high as both need
    (~1300–1500 px).  ``seat`` is the viewer's name, marked "(you)"
    (default ``view["viewer"]``).  Uses the view keys ``width``, ``height``,
    ``seats``, ``map``, ``cells``, ``visible``, ``pieces``, ``specials``,
    ``energy``, ``scores``, ``alive``, ``colours``, ``order``, ``letters``,
    ``round``, ``turn``, ``max_rounds``, ``to_move``, ``last``, ``result``
    (``start``/``starts_of``/``locale`` optional).  Raises ``ValueError``
    for a square the board does not hold.
    """
    you = seat if seat is not None else view["viewer"]
    grid = board_grid(view)
    width = max(WIDTH, grid.x + grid.width + MARGIN)
    plan = plan_panel(view, you, grid, width)
    image, draw = canvas(width, plan.bottom + MARGIN)
    words, words_fill = status(view, locale_of(view))
    title_bar(draw, width, f"{TITLE} · {map_title(view)}", words, status_fill=words_fill)
    board_pictures.draw(image, draw, view, grid)
    draw_panel(image, draw, view, you, plan)
    return image


def clear_caches() -> None:
    """Forget every cached part of the picture (board layers, the empty boards under them,
    discs, badges, the key, the kept boards; the panel's legends, words, headings and codes
    list): tests that swap out ``label`` call this so text is drawn anew."""
    for cached in (board_layers, board_pictures, _empty_board, disc, disc_label, shape_mask, seat_disc,
                   seat_row_sprite, special_mark, badge, legend_sprite, key_sprite, key_columns,
                   kept_legends, seats_heading, codes_heading, codes_sprite, said_lines,
                   word, legend_columns, _board_squares, _layout_of):
        cached.cache_clear()
