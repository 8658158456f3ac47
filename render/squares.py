"""Square grids: the Protozoa board, and the Icehouse pyramids on it (design.md §2).

Generic pieces first: ``Grid`` (an N×M board with chess names, rules/
README.md: files ``a``… left to right, ranks ``1``… bottom to top, labelled
on all four sides), its cached empty picture, and markers drawn on squares
(last-move frame, a culled piece's ghost, a group's outline with a badge).
Then Icehouse pyramids seen from above, sized by pips and named on a plate
("R2": colour letter and pips) so they read without colour.  Then the Protozoa drawer, which uses nothing but the
engine's JSON view (rules/protozoa.md §Notation).  DNA (Icehouse) will reuse
everything but the drawer.

Speed: the empty board and every pyramid sprite are drawn once and cached,
so a move's picture is a copy, a few pastes and some cached text masks.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from games.protozoa_view import ProtozoaView
from games.text import result_msg
from render.primitives import (
    TEXT_SIZE,
    TITLE_BAR_HEIGHT,
    Colour,
    Palette,
    canvas,
    card,
    fit_seat_row,
    fit_text,
    ink_for,
    label,
    mark,
    paste,
    star,
    text_width,
    title_bar,
    wrap,
)
from render.words import locale_of, say, words

FILE_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_SQUARE = re.compile(r"([a-z])([1-9][0-9]?)")


# --- Geometry ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Grid:
    """An N×M board of ``cell`` px squares whose coordinate band's top left is ``(x, y)``.

    The band (``pad`` px wide, holding the file letters and rank numbers)
    surrounds the squares on all four sides, so the board proper starts at
    ``(x + pad, y + pad)``.  Squares are named like chess: file letter then
    rank number, ``a1`` bottom left.  With ``spreadsheet`` they are named
    like a spreadsheet instead (Genetess, rules/genetess.md §2): column
    letter upper-case, then the row counted downwards, ``A1`` top left.
    Either way ``(file, rank)`` pairs count ranks from the bottom row, so
    everything below ``parse``/``name`` draws both kinds alike.
    """

    files: int = 8
    ranks: int = 8
    cell: int = 64
    pad: int = 24
    x: int = 0
    y: int = 0
    spreadsheet: bool = False

    @property
    def width(self) -> int:
        """Width in px of the board with its coordinate band."""
        return self.files * self.cell + 2 * self.pad

    @property
    def height(self) -> int:
        """Height in px of the board with its coordinate band."""
        return self.ranks * self.cell + 2 * self.pad

    @property
    def left(self) -> int:
        """x (px) of the board's left edge, file ``a``."""
        return self.x + self.pad

    @property
    def top(self) -> int:
        """y (px) of the board's top edge, the highest rank."""
        return self.y + self.pad

    def parse(self, square: str) -> tuple[int, int]:
        """``"c4"`` → ``(2, 3)``: file and rank, counted from 0 (ranks from the bottom row).

        Case is ignored.  Raises ``ValueError`` for a name that is not a
        square of this board.
        """
        if isinstance(square, str):
            found = _parse_square(square, self.files, self.ranks, self.spreadsheet)
            if found is not None:
                return found
        # The corner named 1 and the one opposite it.
        first, last = (((0, self.ranks - 1), (self.files - 1, 0)) if self.spreadsheet
                       else ((0, 0), (self.files - 1, self.ranks - 1)))
        raise ValueError(f"{square!r} is not a square of a {self.files}×{self.ranks} board "
                         f"({self.name(*first)} to {self.name(*last)})")

    def name(self, file: int, rank: int) -> str:
        """``(2, 3)`` → ``"c4"`` (``"C5"`` on an 8-rank spreadsheet grid)."""
        if self.spreadsheet:
            return f"{FILE_LETTERS[file].upper()}{self.ranks - rank}"
        return f"{FILE_LETTERS[file]}{rank + 1}"

    def origin(self, file: int, rank: int) -> tuple[int, int]:
        """Top-left pixel of the square at ``(file, rank)``."""
        return self.left + file * self.cell, self.top + (self.ranks - 1 - rank) * self.cell

    def rect(self, square: str) -> tuple[int, int, int, int]:
        """``(x0, y0, x1, y1)``: the square's pixels, both corners inclusive (as Pillow draws)."""
        x, y = self.origin(*self.parse(square))
        return x, y, x + self.cell - 1, y + self.cell - 1

    def centre(self, square: str) -> tuple[float, float]:
        """The square's centre in px."""
        x0, y0, x1, y1 = self.rect(square)
        return (x0 + x1 + 1) / 2, (y0 + y1 + 1) / 2

    def dark(self, square: str) -> bool:
        """Whether ``square`` is a dark square of the chequer (``a1`` is dark, as in chess)."""
        file, rank = self.parse(square)
        return (file + rank) % 2 == 0


@lru_cache(maxsize=4096)
def _parse_square(square: str, files: int, ranks: int,
                  spreadsheet: bool) -> tuple[int, int] | None:
    """``Grid.parse`` without the error: ``(file, rank)`` or None, cached (boards name the same
    few hundred squares on every picture)."""
    match = _SQUARE.fullmatch(square.strip().lower())
    if match:
        number = int(match[2])
        file, rank = FILE_LETTERS.index(match[1]), (ranks - number if spreadsheet
                                                    else number - 1)
        if file < files and 0 <= rank < ranks:
            return file, rank
    return None


@lru_cache(maxsize=8)
def _empty_board(files: int, ranks: int, cell: int, pad: int, spreadsheet: bool) -> Image.Image:
    grid = Grid(files, ranks, cell, pad, spreadsheet=spreadsheet)
    image, draw = canvas(grid.width, grid.height)
    draw.rectangle((grid.left - 2, grid.top - 2, grid.left + files * cell + 1,
                    grid.top + ranks * cell + 1), fill=Palette.grey)
    for file in range(files):
        for rank in range(ranks):
            x, y = grid.origin(file, rank)
            fill = Palette.square_dark if (file + rank) % 2 == 0 else Palette.square_light
            draw.rectangle((x, y, x + cell - 1, y + cell - 1), fill=fill)
    # ``TEXT_SIZE`` (capitals 9 px at Discord's preview of a 900 px board), unless the
    # widest rank number would not fit the band: then as large as fits.
    size = TEXT_SIZE
    while size > 12 and text_width(str(ranks), size) > pad - 4:
        size -= 1
    bottom = grid.top + ranks * cell
    for file in range(files):
        cx = grid.left + file * cell + cell / 2
        for cy in (grid.top - pad / 2 - 1, bottom + pad / 2 + 1):
            label(draw, (cx, cy), grid.name(file, 0)[0], size=size, fill=Palette.muted,
                  anchor="mm")
    for rank in range(ranks):
        cy = grid.top + (ranks - 1 - rank) * cell + cell / 2
        for cx in (grid.left - pad / 2 - 1, grid.left + files * cell + pad / 2 + 1):
            label(draw, (cx, cy), grid.name(0, rank)[1:], size=size, fill=Palette.muted,
                  anchor="mm")
    return image


def draw_board(image: Image.Image, grid: Grid) -> None:
    """Paste the empty chequered board with its coordinate band at ``(grid.x, grid.y)``."""
    image.paste(_empty_board(grid.files, grid.ranks, grid.cell, grid.pad, grid.spreadsheet),
                (grid.x, grid.y))


# --- Markers on squares -----------------------------------------------------------------------

def highlight_square(draw: ImageDraw.ImageDraw, grid: Grid, square: str, *,
                     fill: Colour = Palette.square_last, colour: Colour = Palette.highlight,
                     width: int = 2) -> None:
    """Mark ``square`` (e.g. the last move): a lighter fill and a bracket at each corner.

    Draw it before the piece.  The brackets are ``width`` px wide on the
    square's edge, clear of ``outline_squares``'s line (which starts
    ``width`` px in), and a third of the side long, so a frame of another
    colour cannot be mistaken for them.
    """
    x0, y0, x1, y1 = grid.rect(square)
    draw.rectangle((x0, y0, x1, y1), fill=fill)
    arm = grid.cell // 3
    w = width - 1
    for cx, sx in ((x0, 1), (x1, -1)):
        for cy, sy in ((y0, 1), (y1, -1)):
            xs = sorted((cx, cx + sx * (arm - 1)))
            ys = sorted((cy, cy + sy * (arm - 1)))
            draw.rectangle((xs[0], min(cy, cy + sy * w), xs[1], max(cy, cy + sy * w)), fill=colour)
            draw.rectangle((min(cx, cx + sx * w), ys[0], max(cx, cx + sx * w), ys[1]), fill=colour)


def draw_ghost(draw: ImageDraw.ImageDraw, grid: Grid, square: str, *,
               colour: Colour = Palette.ghost, scale: float = 0.6, width: int = 3) -> None:
    """A faded wireframe pyramid on ``square``: a piece that was culled there.

    Seen from above, an empty pyramid's edges are a square with both its
    diagonals: it reads as a crossed-out box, without colour.  ``scale`` is
    its side as a share of the square (``PYRAMID_SCALE[pips]`` when the
    dead piece is known).
    """
    cx, cy = grid.centre(square)
    half = round(grid.cell * scale / 2)
    x0, y0, x1, y1 = round(cx) - half, round(cy) - half, round(cx) + half - 1, round(cy) + half - 1
    draw.rectangle((x0, y0, x1, y1), outline=colour, width=width)
    draw.line((x0, y0, x1, y1), fill=colour, width=width)
    draw.line((x0, y1, x1, y0), fill=colour, width=width)


def outline_squares(draw: ImageDraw.ImageDraw, grid: Grid, squares: Iterable[str],
                    colour: Colour, *, text: str | None = None, width: int = 3,
                    inset: int = 2) -> None:
    """Outline the region ``squares`` cover, drawn inside it, with an optional badge.

    The line runs ``inset`` px inside the region's edge, so two regions that
    touch (groups of different colours side by side) keep separate
    outlines.  Squares that only touch at a corner (diagonal neighbours are
    one Icehouse group) are joined by a short diagonal stroke.  ``text``
    (e.g. a pip total) is drawn in a badge of ``colour`` centred on the top-left
    corner of the region's top-left square.
    """
    cells = {grid.parse(s) for s in squares}
    if not cells:
        return
    a, b = inset, inset + width - 1                  # the line's band, px from the square's edge
    c = grid.cell - 1
    for f, r in cells:
        x, y = grid.origin(f, r)

        # The helpers bind this square's f, r, x, y (and dx, dy below) as defaults: they
        # are called only within this iteration, and the binding says so.
        def has(df: int, dr: int, f: int = f, r: int = r) -> bool:
            return (f + df, r + dr) in cells

        def box(x0: int, y0: int, x1: int, y1: int, x: int = x, y: int = y) -> None:
            draw.rectangle((x + x0, y + y0, x + x1, y + y1), fill=colour)

        north, south, west, east = has(0, 1), has(0, -1), has(-1, 0), has(1, 0)
        # A side's line runs on to the square's edge where the region goes
        # on past it, and stops at the other line at a convex corner.
        x0, x1 = (0 if west else a), (c if east else c - a)
        y0, y1 = (0 if north else a), (c if south else c - a)
        if not north:
            box(x0, a, x1, b)
        if not south:
            box(x0, c - b, x1, c - a)
        if not west:
            box(a, y0, b, y1)
        if not east:
            box(c - b, y0, c - a, y1)
        # Inner corners: both sides continue but the diagonal square is outside,
        # so the two neighbours' lines end at this square's corner: join them
        # with an L (drawn for the north-west corner, mirrored for the others).
        for dx, dy, side_x, side_y in ((-1, 1, west, north), (1, 1, east, north),
                                       (-1, -1, west, south), (1, -1, east, south)):
            if side_x and side_y and not has(dx, dy):
                def mirrored(x0: int, y0: int, x1: int, y1: int, dx: int = dx, dy: int = dy) -> None:
                    xs = (x0, x1) if dx < 0 else (c - x1, c - x0)
                    ys = (y0, y1) if dy > 0 else (c - y1, c - y0)
                    box(xs[0], ys[0], xs[1], ys[1])
                mirrored(0, a, b, b)
                mirrored(a, 0, b, b)
        # Corner-only neighbours: link the two convex corners across the shared corner.
        m = (a + b) // 2
        for dx, dy in ((1, 1), (1, -1)):
            if has(dx, dy) and not has(dx, 0) and not has(0, dy):
                mine = (x + c - m, y + m if dy > 0 else y + c - m)
                theirs = (x + c + 1 + m, y - 1 - m if dy > 0 else y + c + 1 + m)
                draw.line((*mine, *theirs), fill=colour, width=width)
    if text:
        f, r = min(cells, key=lambda fr: (-fr[1], fr[0]))
        x, y = grid.origin(f, r)
        size = max(TEXT_SIZE, round(grid.cell * 0.26))
        w, h = text_width(text, size, bold=True) + 10, size + 6
        # Centred on the square's corner: a 24 px badge inside the square would hide the
        # name plate of a small pyramid.
        x, y = x - w // 2 + 3, y - h // 2 + 3
        draw.rounded_rectangle((x, y, x + w - 1, y + h - 1), radius=4, fill=colour,
                               outline=Palette.bar)
        label(draw, (x + w / 2, y + h / 2), text, size=size, fill=ink_for(colour), anchor="mm",
              bold=True)


# --- Icehouse pyramids ------------------------------------------------------------------------

#: Side of a pyramid's footprint as a share of a square, by pips.
PYRAMID_SCALE = {1: 0.56, 2: 0.74, 3: 0.9}
_PIECE = re.compile(r"([RYGB])([123])")


def parse_piece(piece: str) -> tuple[str, int]:
    """``"R2"`` → ``("R", 2)``: an Icehouse piece's colour letter and pips (rules/README.md).

    Raises ``ValueError`` for anything that is not a colour R/Y/G/B
    followed by 1, 2 or 3 pips.
    """
    match = _PIECE.fullmatch(piece) if isinstance(piece, str) else None
    if not match:
        raise ValueError(f"unknown Icehouse piece {piece!r}: expected a colour R, Y, G or B "
                         "then its pips 1, 2 or 3, like 'R2'")
    return match[1], int(match[2])


def pyramid_size(cell: int, pips: int) -> int:
    """Footprint side (px, even) of a ``pips`` pyramid on a ``cell`` px square."""
    return 2 * round(cell * PYRAMID_SCALE[pips] / 2)


#: Height (px) of the plate at a pyramid's apex that names it ("R2").
PLATE_H = TEXT_SIZE + 4


def plate_width(colour: str, pips: int) -> int:
    """Width (px) of the plate naming a ``colour`` ``pips`` pyramid, its rim included."""
    return text_width(f"{colour}{pips}", TEXT_SIZE, bold=True) + 4


def cap_radius(size: int, pips: int) -> int:
    """How far (px) the name plate of a ``size`` px ``pips`` pyramid reaches from its centre:
    half its widest plate (``draw_piece`` names every piece, small ones over their sides)."""
    widest = max(plate_width(c, pips) for c in Palette.icehouse)
    return (widest + 1) // 2


@lru_cache(maxsize=128)
def pyramid(colour: str, pips: int, size: int, *, number: bool = True) -> Image.Image:
    """An Icehouse pyramid seen from above: a ``size`` px square sprite, cached.

    Four triangular faces meet at the apex; light comes from the top left
    (``Palette.icehouse_lit`` north, the plain colour west,
    ``icehouse_shade`` east, ``icehouse_dark`` south) and a light rim
    (``Palette.rim``) sets it off from the dark board and panels, whatever the
    colour and the player's colour vision (a red piece was near-black on the
    board under protanopia).  With ``number`` (and room for it)
    a plate at the apex names it, colour letter and pips ("R2", ``TEXT_SIZE``), so
    owner and size read without telling colours apart.
    """
    if colour not in Palette.icehouse or pips not in PYRAMID_SCALE:
        raise ValueError(f"unknown Icehouse piece {colour!r}{pips!r}")
    base = Palette.icehouse[colour]
    image, draw = canvas(size, size, Palette.rim)
    r = 2 if size >= 32 else 1                          # the light rim, px
    e = size - 1 - r
    m = (size - 1) / 2
    faces = [
        ([(r, r), (e, r), (m, m)], Palette.icehouse_lit[colour]),
        ([(r, r), (r, e), (m, m)], base),
        ([(e, r), (e, e), (m, m)], Palette.icehouse_shade[colour]),
        ([(r, e), (e, e), (m, m)], Palette.icehouse_dark[colour]),
    ]
    for points, fill in faces:
        draw.polygon(points, fill=fill)
    if number and size >= plate_width(colour, pips) + 2:
        draw_plate(draw, (m + 0.5, m + 0.5), colour, pips, Palette.bar)
    return image


def draw_plate(draw: ImageDraw.ImageDraw, centre: tuple[float, float], colour: str, pips: int,
               outline: Colour) -> tuple[int, int, int, int]:
    """The plate naming a pyramid ("R2", ``TEXT_SIZE``) centred on ``centre``, framed in
    ``outline``; returns its box (x0, y0, x1, y1 exclusive)."""
    base = Palette.plate[colour]
    w = plate_width(colour, pips)
    x0, y0 = round(centre[0] - w / 2), round(centre[1] - PLATE_H / 2)
    draw.rounded_rectangle((x0, y0, x0 + w - 1, y0 + PLATE_H - 1), radius=4, fill=base,
                           outline=outline)
    label(draw, (x0 + w / 2, y0 + PLATE_H / 2), f"{colour}{pips}", size=TEXT_SIZE,
          fill=ink_for(base), anchor="mm", bold=True)
    return x0, y0, x0 + w, y0 + PLATE_H


def draw_piece(image: Image.Image, grid: Grid, square: str, piece: str) -> None:
    """Paste ``piece`` (e.g. ``"R2"``) centred on ``square``; ``ValueError`` for a bad piece.

    A pyramid too small for its name plate (a 1-pip one: the plate's 24 px letters
    are wider) gets the plate on top, reaching past its sides onto the square and
    framed in ``Palette.rim`` there, so it stands out from the square as the rim does."""
    colour, pips = parse_piece(piece)
    size = pyramid_size(grid.cell, pips)
    x, y, _, _ = grid.rect(square)
    at = (x + (grid.cell - size) // 2, y + (grid.cell - size) // 2)
    overhang = size < plate_width(colour, pips) + 2
    w = max(size, plate_width(colour, pips) + 2)
    box = (at[0] + (size - w) // 2, at[1], at[0] + (size + w) // 2 + 1, at[1] + size)
    with mark(image, box, f"piece {piece} on {square}"):
        paste(image, pyramid(colour, pips, size), at)
        if overhang:
            w = plate_width(colour, pips)
            x0, y0 = round(at[0] + size / 2 - w / 2), round(at[1] + size / 2 - PLATE_H / 2)
            plate, shape = plate_sprite(colour, pips, Palette.rim, x0 % 2, y0 % 2)
            paste(image, plate, (x0, y0), shape)


@lru_cache(maxsize=64)
def plate_sprite(colour: str, pips: int, outline: Colour, dx: int,
                 dy: int) -> tuple[Image.Image, Image.Image]:
    """``(sprite, mask)``: ``draw_plate``'s plate ``plate_width`` × ``PLATE_H`` px, drawn as
    at a top left of x and y parities ``(dx, dy)`` (so its text rounds to the pixels it would
    have drawn on the picture), and the "L" mask of its rounded shape.  Cached: a board shows
    the same few small pyramids' plates move after move."""
    w = plate_width(colour, pips)
    image, draw = canvas(dx + w, dy + PLATE_H)
    draw_plate(draw, (dx + w / 2, dy + PLATE_H / 2), colour, pips, outline)
    mask = Image.new("L", image.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((dx, dy, dx + w - 1, dy + PLATE_H - 1), radius=4,
                                           fill=255, outline=255)
    box = (dx, dy, dx + w, dy + PLATE_H)
    return image.crop(box), mask.crop(box)


# --- The 8×8 layout and the panel beside the board -------------------------------------------
#
# Both Icehouse games draw an 8×8 board on the left and a 320 px panel on
# the right: info lines, then a card per seat.  900 px wide, so every text is
# ``TEXT_SIZE`` (24 px) or more: capitals 9 px tall in Discord's 450 px preview.
# 60 px squares leave the panel room for 24 px lines and still hold
# a 1-pip pyramid wide enough for its "R1" plate.

MARGIN = 14
CELL = 60
PAD = 30
GRID = Grid(8, 8, CELL, PAD, MARGIN, TITLE_BAR_HEIGHT + 8)
PANEL_X = GRID.x + GRID.width + 12
PANEL_W = 320
WIDTH = PANEL_X + PANEL_W + MARGIN
INFO_LINE = 30
CARD_GAP = 8
#: A seat card's rows: the first row's centre below the card's top, and the step between rows.
CARD_ROW1, CARD_ROW = 20, 32
#: Pyramids counted beside the board (a stash, a gene pool), by pips.
STASH_SIZES = {1: 16, 2: 22, 3: 28}


def winners_status(winners: list[str], contenders: list[str], locale: str = "en") -> tuple[str, Colour]:
    """The title bar's status for a finished game won by ``winners`` (names), in every game's
    one wording (``games.text.result_msg``) in ``locale``: "alice wins", "alice and bob win" or
    "draw" (nobody won, or every one of ``contenders``, the seats the result ranks, shares the
    win)."""
    return words(result_msg(winners, contenders), locale), Palette.winner


def draw_info(draw: ImageDraw.ImageDraw, lines: list[tuple[str, Colour]], top: float) -> None:
    """Lines of panel text from ``top`` (px), one ``INFO_LINE`` each, shortened to the panel."""
    x, y = PANEL_X + 4, top + INFO_LINE / 2
    for text, fill in lines:
        label(draw, (x, y), fit_text(text, TEXT_SIZE, PANEL_W - 8), size=TEXT_SIZE, fill=fill)
        y += INFO_LINE


def chip(draw: ImageDraw.ImageDraw, x: int, cy: float, letter: str) -> int:
    """A rounded swatch of the piece colour ``letter`` with the letter on it; returns its width.
    On a ``canvas`` it is pasted from ``chip_sprite``."""
    image = draw._image
    if image.mode != "P":
        draw_chip(draw, x, cy, letter)
        return 30
    dx, dy = x % 2, cy % 2
    sprite, shape = chip_sprite(letter, dx, dy)
    paste(image, sprite, (x - dx, round(cy - dy) - CHIP_TOP), shape)
    return 30


def draw_chip(draw: ImageDraw.ImageDraw, x: float, cy: float, letter: str) -> None:
    """``chip``'s swatch drawn with ``draw``."""
    fill = Palette.plate.get(letter, Palette.grey)
    draw.rounded_rectangle((x, cy - 15, x + 29, cy + 14), radius=4, fill=fill)
    label(draw, (x + 15, cy), letter, size=TEXT_SIZE, fill=ink_for(fill), anchor="mm", bold=True)


#: Where ``chip_sprite`` centres its swatch, px below the sprite's top (less the parity).
CHIP_TOP = 16


@lru_cache(maxsize=64)
def chip_sprite(letter: str, dx: int, dy: float) -> tuple[Image.Image, Image.Image]:
    """``(sprite, mask)``: ``chip``'s swatch for ``letter`` drawn as at an ``x`` and ``cy`` of
    parities ``(dx, dy)`` (``dy`` = ``cy % 2``, fractions kept), so its edges and text round
    to the pixels they would have drawn on the picture, and the "L" mask of its shape.
    Cached: every seat card shows its colours' chips on every picture."""
    cy = CHIP_TOP + dy
    image, draw = canvas(dx + 30, CHIP_TOP + 18)
    draw_chip(draw, dx, cy, letter)
    mask = Image.new("L", image.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((dx, cy - 15, dx + 29, cy + 14), radius=4, fill=255)
    return image, mask


def draw_counts(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, cy: float, letter: str,
                counts: dict[str, int], sizes: dict[int, int] = STASH_SIZES, gap: int = 14) -> int:
    """One pyramid of each size in colour ``letter`` followed by "x4", its count in ``counts``
    (``"1"``/``"2"``/``"3"`` → n); an empty outline stands for a size with none left.
    ``sizes`` is each pyramid's side by pips (px), ``gap`` the px after each count.  Returns
    the x after the last count."""
    for pips in (1, 2, 3):
        count = counts[str(pips)]
        size = sizes[pips]
        if letter in Palette.icehouse and count:
            at = (x, round(cy - size / 2))
            with mark(image, (*at, x + size, at[1] + size), f"stash icon {letter}{pips}"):
                paste(image, pyramid(letter, pips, size, number=False), at)
        else:
            draw.rectangle((x, round(cy - size / 2), x + size - 1, round(cy + size / 2) - 1),
                           outline=Palette.grey, width=2)
        x += size + 5
        x += label(draw, (x, cy), f"x{count}", size=TEXT_SIZE,
                   fill=Palette.text if count else Palette.muted) + gap
    return x


def seat_card(  # noqa: PLR0913 - a drawing primitive: where, whose, and the card's four states
        draw: ImageDraw.ImageDraw, top: int, height: int, letters: Iterable[str], name: str,
        *, you: bool, winner: bool, moving: bool, out: bool, locale: str) -> None:
    """A seat's card in the panel, ``height`` px from ``top``, and its first row.

    The card is framed in the winner's gold or the mover's accent; its
    first row (centred ``CARD_ROW1`` px down) holds a chip per colour the seat plays,
    the name (" (you)" for the viewer) and on the right "wins" with a star,
    "to move" with a pointer, or "out", in ``locale``.  The caller fills the rows below.
    """
    x0, x1 = PANEL_X, PANEL_X + PANEL_W - 1
    edge = card(draw, (x0, top, x1, top + height - 1), winner=winner, moving=moving)
    pad = 10
    cy = top + CARD_ROW1
    x = x0 + pad
    for letter in letters:
        x += chip(draw, x, cy, letter) + 4
    x += 4
    right = x1 - pad
    tag = say(locale, "render-tag-wins" if winner else "render-tag-to-move" if moving else "render-tag-out") \
        if winner or moving or out else ""
    suffix = " " + say(locale, "render-you") if you else ""
    shown, suffix, tag, marker = fit_seat_row(name, suffix, tag, right - x, TEXT_SIZE)
    name_fill = edge or (Palette.muted if out else Palette.text)
    x += label(draw, (x, cy), shown, size=TEXT_SIZE + 1, fill=name_fill, bold=True)
    if suffix:
        label(draw, (x, cy + 1), suffix, size=TEXT_SIZE, fill=Palette.muted)
    if tag:
        label(draw, (right, cy), tag, size=TEXT_SIZE, fill=edge or Palette.muted, anchor="rm", bold=True)
        tx = right - text_width(tag, TEXT_SIZE, bold=True) - 12
        if winner and marker:
            star(draw, tx, cy, Palette.winner)
        elif moving and marker:
            draw.polygon([(tx - 6, cy - 7), (tx + 6, cy), (tx - 6, cy + 7)], fill=edge)


# --- Protozoa ---------------------------------------------------------------------------------

WIN_PIPS = 15                    # rules/protozoa.md §A turn, 4
CARD_H = CARD_ROW1 + 2 * CARD_ROW + 20
TEAM_H = 30
PIP_STEP = 10                    # a pip of the group bar, px
#: Neighbours each size survives with, inclusive (rules/protozoa.md §A turn, 2).
HAPPY = {1: (1, 3), 2: (3, 5), 3: (5, 7)}


def _status(view: ProtozoaView, locale: str) -> tuple[str, Colour]:
    result = view["result"]
    if result:
        return winners_status(result["winners"], view["seats"], locale)
    colours = view["colours"]
    names = [say(locale, "render-protozoa-mover", colour=colours[n], name=n) for n in view["to_move"]]
    return (say(locale, "render-to-move", names=names) if names else ""), Palette.accent


def _culled_text(view: ProtozoaView, locale: str) -> str:
    """``"culled: R1 e7, B2 c5"``: the squares of ``dying``, each with the piece that died there."""
    dying, culled = view["dying"], view["culled"]
    if not dying:
        return say(locale, "render-protozoa-nothing-culled")
    return say(locale, "render-protozoa-culled", squares=[f"{culled[s]} {s}" for s in dying])


def _last_move_text(view: ProtozoaView, locale: str) -> str | None:
    last = view["last_move"]
    if not last:
        return None
    by = last["by"]
    if last["kind"] == "place":
        return say(locale, "render-protozoa-placed", name=by, piece=last["piece"], square=last["square"])
    if last["kind"] == "mutate":
        return say(locale, "render-protozoa-mutated-from", name=by, square=last["square"], was=last["from"],
                   piece=last["piece"])
    return say(locale, "render-passed", name=by)


def _seat_order(view: ProtozoaView) -> list[list[str]]:
    """Seats in blocks: one block per team (in the view's order), or one block of all seats."""
    teams = view["teams"]
    if not teams:
        return [list(view["seats"])]
    blocks = [list(team) for team in teams]
    teamed = {name for team in blocks for name in team}
    rest = [name for name in view["seats"] if name not in teamed]
    return blocks + [rest] if rest else blocks


def plan(view: ProtozoaView) -> tuple[int, dict[str, int], int]:
    """``(height, cards, key)``: the picture's height, each seat's card top, the key's top (px).

    The key runs under both the board and the cards, across the whole picture."""
    y = GRID.y + INFO_LINES * INFO_LINE + 6
    cards = {}
    teamed = bool(view["teams"])
    for block in _seat_order(view):
        if teamed:
            y += TEAM_H
        for name in block:
            cards[name] = y
            y += CARD_H + CARD_GAP
    key = max(GRID.y + GRID.height, y) + 6
    rows = 1 + max(row for *_, row in _key_layout(locale_of(view)))
    return key + rows * KEY_ROW + MARGIN, cards, key


#: Lines of text above the seat cards (a fixed number, so the cards do not move between turns).
INFO_LINES = 4


def _info_lines(view: ProtozoaView) -> list[tuple[str, Colour]]:
    """The lines above the seat cards: turn, result reason, last move, what it culled, each
    wrapped to the panel (at most ``INFO_LINES``)."""
    locale = locale_of(view)
    lines = [(say(locale, "render-turn-of", turn=view["turn"], turns=view["max_turns"]), Palette.muted)]
    result = view["result"]
    if result:
        # The reason is the engine's message, worded in the reader's language.
        lines.append((words(result["reason"], locale), Palette.winner))
    last = _last_move_text(view, locale)
    if last:
        lines.append((last, Palette.text))
        lines.append((_culled_text(view, locale), Palette.muted))
    wrapped = [(part, fill) for text, fill in lines for part in wrap(text, TEXT_SIZE, PANEL_W - 8, 2)]
    return wrapped[:INFO_LINES]


def _draw_card(image: Image.Image, draw: ImageDraw.ImageDraw, view: ProtozoaView, name: str, top: int,
               you: bool) -> None:
    letter = view["colours"][name]
    result = view["result"]
    locale = locale_of(view)
    seat_card(draw, top, CARD_H, [letter], name, you=you,
              winner=result is not None and name in result["winners"],
              moving=not result and name in view["to_move"], out=name in view["out"],
              locale=locale)
    x0, pad = PANEL_X, 10
    indent, gap, step = _card_columns(locale)
    heads = [fit_text(say(locale, ident), TEXT_SIZE, indent - 8)
             for ident in ("render-protozoa-stash", "render-protozoa-group")]
    # Row 2: the stash, one pyramid per size with how many are left.
    cy = top + CARD_ROW1 + CARD_ROW
    x = x0 + pad
    label(draw, (x, cy), heads[0], size=TEXT_SIZE, fill=Palette.muted)
    draw_counts(image, draw, x + indent, cy, letter, view["stashes"][letter], gap=gap)
    # Row 3: the largest group against the 15 pips that win.
    cy = top + CARD_ROW1 + 2 * CARD_ROW
    x = x0 + pad
    pips = view["groups"][letter]["pips"]
    label(draw, (x, cy), heads[1], size=TEXT_SIZE, fill=Palette.muted)
    x += indent
    fill = Palette.icehouse.get(letter, Palette.grey)
    for i in range(WIN_PIPS):
        bx = x + i * step
        if i < pips:
            with mark(image, (bx, cy - 6, bx + step - 2, cy + 7), f"group pip {letter}"):
                draw.rectangle((bx, cy - 6, bx + step - 3, cy + 6), fill=fill, outline=Palette.rim)
        else:
            draw.rectangle((bx, cy - 6, bx + step - 3, cy + 6), fill=Palette.grey)
    x += WIN_PIPS * step + 6
    label(draw, (x, cy), f"{pips}/{WIN_PIPS}", size=TEXT_SIZE, fill=Palette.text, bold=pips >= WIN_PIPS)


#: The tightest a card's rows may pack to make room for longer headings: the gap after a
#: stash count and a pip of the group bar, px.
MIN_COUNT_GAP, MIN_PIP_STEP = 6, 7


@lru_cache(maxsize=8)
def _card_columns(locale: str) -> tuple[int, int, int]:
    """``(indent, gap, step)`` of a Protozoa card's stash and group rows in ``locale``: the
    headings' column (px), the gap after each stash count and the group bar's pip step.

    A longer heading (a translation) first packs the rows tighter (down to ``MIN_COUNT_GAP``
    and ``MIN_PIP_STEP``), then is shortened with "…": nothing runs off the card."""
    room = PANEL_W - 10          # from the card's left padding to its right edge
    counts = sum(STASH_SIZES.values()) + 3 * (5 + text_width("x5", TEXT_SIZE))     # without the gaps
    bar = 6 + text_width(f"{WIN_PIPS}/{WIN_PIPS}", TEXT_SIZE)                      # without the pips
    heads = max(text_width(say(locale, i), TEXT_SIZE) for i in ("render-protozoa-stash", "render-protozoa-group"))
    indent = min(heads + 8, room - counts - 3 * MIN_COUNT_GAP, room - bar - WIN_PIPS * MIN_PIP_STEP)
    gap = min(14, (room - indent - counts) // 3)
    step = min(PIP_STEP, (room - indent - bar) // WIN_PIPS)
    return indent, gap, step


#: The key's rows, px, and the side of its square icons.
KEY_ROW, KEY_ICON = 34, 24


def _key_entries(locale: str) -> list[tuple[str, str, Colour]]:
    """The key's entries in reading order, in ``locale``: ``(icon, text, colour)``; icon ``""`` for none."""
    return [("last", say(locale, "render-protozoa-key-last"), Palette.text),
            ("ghost", say(locale, "render-protozoa-key-culled"), Palette.text),
            ("group", say(locale, "render-protozoa-key-group", pips=WIN_PIPS), Palette.text),
            ("", say(locale, "render-protozoa-key-survives"), Palette.muted),
            *((f"Y{pips}", f"{lo}-{hi}", Palette.text) for pips, (lo, hi) in HAPPY.items())]


def _key_icon_width(icon: str) -> int:
    return 0 if not icon else STASH_SIZES[int(icon[1])] if icon[0] == "Y" else KEY_ICON


def flow(widths: Iterable[int], left: int = MARGIN, right: int = WIDTH - MARGIN,
         gap: int = 20) -> list[tuple[int, int]]:
    """``(x, row)`` of items ``widths`` px wide laid left to right from ``left``, ``gap`` apart,
    starting a new row where the next would pass ``right``: a key whose words may grow
    (translations) wraps instead of running off the picture."""
    out, x, row = [], left, 0
    for w in widths:
        if x > left and x + w > right:
            x, row = left, row + 1
        out.append((x, row))
        x += w + gap
    return out


@lru_cache(maxsize=8)
def _key_layout(locale: str) -> tuple[tuple[str, str, Colour, int, int], ...]:
    """Where each key entry goes in ``locale``'s words: ``(icon, text, colour, x, row)``, flowed
    across the picture (cached per locale)."""
    entries = _key_entries(locale)
    widths = [_key_icon_width(icon) + (6 if icon else 0) + text_width(text, TEXT_SIZE)
              for icon, text, _ in entries]
    return tuple((*entry, x, row) for entry, (x, row) in zip(entries, flow(widths), strict=True))


def _draw_legend(image: Image.Image, draw: ImageDraw.ImageDraw, top: int, locale: str) -> None:
    """The key under the board and the seat cards: the board's markers (drawn by the same
    code) and the neighbour counts each size survives with."""
    s = KEY_ICON
    for icon, text, fill, x, row in _key_layout(locale):
        cy = top + row * KEY_ROW + KEY_ROW / 2
        y = round(cy - s / 2)
        if icon == "last":
            highlight_square(draw, Grid(1, 1, s, 0, x, y), "a1")
        elif icon in ("ghost", "group"):
            grid = Grid(1, 1, s, 0, x, y)
            draw.rectangle(grid.rect("a1"), fill=Palette.square_light)
            if icon == "ghost":
                draw_ghost(draw, grid, "a1", scale=0.8, width=2)
            else:
                outline_squares(draw, grid, ["a1"], Palette.text, inset=1, width=2)
        elif icon:
            size = _key_icon_width(icon)
            at = (x, round(cy - size / 2))
            with mark(image, (*at, x + size, at[1] + size), f"legend icon {icon}"):
                paste(image, pyramid(icon[0], int(icon[1]), size, number=False), at)
        x += _key_icon_width(icon) + (6 if icon else 0)
        label(draw, (x, cy), text, size=TEXT_SIZE, fill=fill)


def draw_protozoa(view: ProtozoaView, seat: str | None = None) -> Image.Image:
    """Draw a ``protozoa`` JSON view as a ``canvas`` picture in the PNG palette, 900 px wide,
    ~680–810 px high (more seats, taller).

    Left, the 8×8 board with its coordinates: pyramids sized and named
    by pips, the last move's square lighter with white corner brackets, a
    faded crossed box where a piece was culled last turn, and each colour's
    largest group outlined in its colour with its pip total.  Right, the turn and the
    last move, then one card per seat (grouped by team) with its colour,
    name, stash and largest group against the 15 pips that win (resigned seats greyed); a key
    across the bottom.  A culled piece's ghost has the size of the piece that died there.
    ``seat`` is marked "(you)" (default: ``view["viewer"]``).  Raises
    ``ValueError`` for a piece or square the board cannot hold and
    ``KeyError`` when the view lacks a documented key.
    """
    you = seat if seat is not None else view["viewer"]
    height, cards, key_top = plan(view)
    image, draw = canvas(WIDTH, height)
    locale = locale_of(view)
    status, status_fill = _status(view, locale)
    title_bar(draw, WIDTH, say(locale, "render-protozoa-title"), status, status_fill=status_fill)

    draw_board(image, GRID)
    last = view["last_move"]
    if last and last["square"]:
        highlight_square(draw, GRID, last["square"])
    # Culled pieces have left the board; their ghosts go under any piece
    # placed there since, which then hides them.
    for square in view["dying"]:
        draw_ghost(draw, GRID, square, scale=PYRAMID_SCALE[parse_piece(view["culled"][square])[1]])
    for square, piece in view["board"].items():
        draw_piece(image, GRID, square, piece)
    for letter, group in view["groups"].items():
        if group["squares"] and letter in Palette.icehouse:
            outline_squares(draw, GRID, group["squares"], Palette.icehouse[letter], text=str(group["pips"]))

    draw_info(draw, _info_lines(view), GRID.y)
    for name, top in cards.items():
        _draw_card(image, draw, view, name, top, you == name)
    if view["teams"]:
        for block in _seat_order(view):
            top = cards[block[0]] - TEAM_H
            letters = " + ".join(view["colours"][n] for n in block)
            label(draw, (PANEL_X + 4, top + TEAM_H / 2), say(locale, "render-protozoa-team", colours=letters),
                  size=TEXT_SIZE,
                  fill=Palette.muted, bold=True)
    image.paste(legend_sprite(locale, key_top % 2), (0, key_top))
    return image


@lru_cache(maxsize=8)
def legend_sprite(locale: str, dy: int) -> Image.Image:
    """``_draw_legend`` in ``locale``'s words across the picture's width on the background,
    drawn as from a top of parity ``dy``; cached: the key is the same on every picture."""
    rows = 1 + max(row for *_, row in _key_layout(locale))
    image, draw = canvas(WIDTH, dy + rows * KEY_ROW)
    _draw_legend(image, draw, dy, locale)
    return image.crop((0, dy, WIDTH, dy + rows * KEY_ROW))
