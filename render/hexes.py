"""Hex grids: the Mitosis board (design.md §2, rules/mitosis.md).

Generic pieces first: ``HexGrid`` (a hexhex board of pointy-top hexes in
horizontal rows, named ``A1``… as rules/mitosis.md §Board and names says:
row letters from the top, cells numbered from the left), axial ↔ pixel
conversion, hex polygons, the cached empty board with every cell
labelled, and arrows (the last split, parent → children).  Then the
Mitosis drawer, which uses nothing but the engine's JSON view
(rules/mitosis.md §Notation) and an optional ``clock`` the host may add.

Speed: the empty board and each occupied, walled or captured cell (with
its label) are drawn once and cached as sprites, so a move's picture is a
copy, ~60 masked pastes, a few arrows and some cached text masks.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageDraw

from games.hexgrid import ROW_LETTERS, hexhex
from games.message import Msg
from games.mitosis_view import MitosisView
from games.text import result_msg
from render.primitives import (
    TEXT_SIZE,
    TITLE_BAR_HEIGHT,
    Colour,
    Palette,
    canvas,
    fit_seat_row,
    fit_text,
    label,
    mark,
    paste,
    star,
    text_width,
    title_bar,
    wrap,
)
from render.primitives import card as card_frame
from render.words import locale_of, say, words

SQRT3 = math.sqrt(3)
_CELL = re.compile(r"([A-Z])([1-9][0-9]?)")


# --- Geometry ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class HexGrid:
    """A hexhex board with ``side`` cells a side, drawn as pointy-top hexes in horizontal rows.

    ``size`` is a hex's circumradius (centre to corner) in px, so a cell is
    ``√3·size`` wide and rows are ``1.5·size`` apart.  ``(x, y)`` is the top
    left of the board's box, which has a margin of ``pad`` px round the
    cells.  Cells are named like rules/mitosis.md: row letter from the top
    (``A``…), then the number of the cell in its row from the left; for a
    side of 5, ``A1``–``A5`` on top, ``E1``–``E9`` across the middle.

    Axial coordinates ``(q, r)`` put the centre cell at ``(0, 0)``; ``r``
    grows downwards (one per row) and ``q`` to the right along a row.  The
    three opposite pairs of neighbours are ``(q±1, r)``, ``(q, r∓1)`` and
    ``(q±1, r∓1)``.
    """

    side: int = 5
    size: float = 36
    x: int = 0
    y: int = 0
    pad: int = 10

    @property
    def names(self) -> tuple[str, ...]:
        """Every cell name, row by row from the top, each row from the left."""
        return hexhex(self.side).cells

    @property
    def cell_width(self) -> float:
        """Width of one hex (flat side to flat side) in px."""
        return SQRT3 * self.size

    @property
    def width(self) -> int:
        """Width in px of the board's box (the widest row plus both margins)."""
        return math.ceil((2 * self.side - 1) * self.cell_width) + 2 * self.pad

    @property
    def height(self) -> int:
        """Height in px of the board's box."""
        return math.ceil((2 + 1.5 * (2 * self.side - 2)) * self.size) + 2 * self.pad

    @property
    def origin(self) -> tuple[float, float]:
        """The centre cell's centre in px."""
        return self.x + self.width / 2, self.y + self.height / 2

    def parse(self, name: str) -> tuple[int, int]:
        """``"E5"`` → ``(0, 0)``: a cell name's axial coordinates (case-insensitive).

        Raises ``ValueError`` for anything that is not a cell of this board.
        """
        axial = hexhex(self.side).coords
        key = name.strip().upper() if isinstance(name, str) else None
        if key in axial:
            return axial[key]
        last_row = ROW_LETTERS[2 * self.side - 2]
        raise ValueError(
            f"{name!r} is not a cell of the hexhex{self.side} board: rows A to {last_row} "
            f"from the top, cells numbered from 1 on the left (A1 to A{self.side}, "
            f"{ROW_LETTERS[self.side - 1]}1 to {ROW_LETTERS[self.side - 1]}{2 * self.side - 1})")

    def name(self, q: int, r: int) -> str:
        """``(0, 0)`` → ``"E5"``; ``ValueError`` when ``(q, r)`` is off the board."""
        return hexhex(self.side).name(q, r)

    def on_board(self, q: int, r: int) -> bool:
        """Whether axial ``(q, r)`` is a cell of this board."""
        return hexhex(self.side).on_board(q, r)

    def to_pixel(self, q: float, r: float) -> tuple[float, float]:
        """Axial ``(q, r)`` → the hex centre in px (fractional coordinates allowed)."""
        ox, oy = self.origin
        return ox + self.cell_width * (q + r / 2), oy + 1.5 * self.size * r

    def from_pixel(self, px: float, py: float) -> tuple[int, int]:
        """The axial ``(q, r)`` of the hex containing pixel ``(px, py)`` (may be off the board)."""
        ox, oy = self.origin
        fr = (py - oy) / (1.5 * self.size)
        fq = (px - ox) / self.cell_width - fr / 2
        fs = -fq - fr
        q, r, s = round(fq), round(fr), round(fs)
        dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
        if dq > dr and dq > ds:
            q = -r - s
        elif dr > ds:
            r = -q - s
        return q, r

    def centre(self, name: str) -> tuple[float, float]:
        """The centre of cell ``name`` in px; ``ValueError`` for an unknown name."""
        return self.to_pixel(*self.parse(name))

    def polygon(self, name: str, inset: float = 0) -> list[tuple[float, float]]:
        """The six corners of cell ``name``'s hex, clockwise from the top.

        ``inset`` shrinks the hex: its corners move that many px towards the centre.
        """
        return hex_polygon(*self.centre(name), self.size - inset)


def hex_polygon(cx: float, cy: float, radius: float) -> list[tuple[float, float]]:
    """A pointy-top hexagon's corners (circumradius ``radius``), clockwise from the top."""
    return [(cx + radius * math.sin(math.pi * k / 3), cy - radius * math.cos(math.pi * k / 3))
            for k in range(6)]


# --- The empty board --------------------------------------------------------------------------

#: Gap between neighbouring hexes, px (the backdrop shows through it).
HEX_GAP = 3
#: An empty hex: dark enough for its muted label to keep 4.5:1.
EMPTY = Palette.panel


def label_size(size: float) -> int:
    """The cell labels' font size (px) on hexes of circumradius ``size``: at least
    ``TEXT_SIZE``, for Discord's preview."""
    return max(TEXT_SIZE, round(size * 0.47))


@lru_cache(maxsize=8)
def _empty_board(side: int, size: float, pad: int) -> Image.Image:
    grid = HexGrid(side, size, 0, 0, pad)
    image, draw = canvas(grid.width, grid.height)
    # The backdrop: the board's outline (a flat-topped hexagon), a margin round the cells.
    ox, oy = grid.origin
    radius = (side - 1) * grid.cell_width + size * 0.95 + pad / 2
    draw.polygon([(ox + radius * math.cos(math.pi * k / 3), oy + radius * math.sin(math.pi * k / 3))
                  for k in range(6)], fill=Palette.bar)
    size_px = label_size(size)
    for name in grid.names:
        draw.polygon(grid.polygon(name, HEX_GAP / 2), fill=EMPTY)
        label(draw, grid.centre(name), name, size=size_px, fill=Palette.muted, anchor="mm")
    return image


def draw_board(image: Image.Image, grid: HexGrid) -> None:
    """Paste the empty board, every cell labelled, its box's top left at ``(grid.x, grid.y)``."""
    image.paste(_empty_board(grid.side, grid.size, grid.pad), (grid.x, grid.y))


@lru_cache(maxsize=8)
def _hex_mask(size: float) -> Image.Image:
    """An "L" mask of one hex (inset by half the gap) in its sprite's box (see ``_sprite_box``)."""
    w, h = _sprite_box(size)
    mask = Image.new("L", (w, h), 0)
    ImageDraw.Draw(mask).polygon(hex_polygon(w / 2, h / 2, size - HEX_GAP / 2), fill=255)
    return mask


def _sprite_box(size: float) -> tuple[int, int]:
    """Width and height (px, even) of a cell sprite: the hex's bounding box, rounded up."""
    return 2 * math.ceil(SQRT3 * size / 2) + 2, 2 * math.ceil(size) + 2


def paste_cell(image: Image.Image, grid: HexGrid, name: str, sprite: Image.Image) -> None:
    """Paste a cell sprite (from ``cell_sprite``) onto cell ``name``, masked to the hex."""
    cx, cy = grid.centre(name)
    w, h = sprite.size
    paste(image, sprite, (round(cx - w / 2), round(cy - h / 2)), _hex_mask(grid.size))


# --- Cells ------------------------------------------------------------------------------------

SIDES = ("red", "blue")


def piece_shape(draw: ImageDraw.ImageDraw, cx: float, cy: float, radius: float, side: str, *,
                fill: Colour | None, outline: Colour | None = None, width: int = 0) -> None:
    """The shape of a ``side`` cell centred on ``(cx, cy)``: red a disc, blue a rounded square.

    The shapes differ so the two sides read apart without colour; ``radius``
    is the disc's radius, and the square has the same area.
    """
    if side == "red":
        draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=fill,
                     outline=outline, width=width)
    else:
        half = radius * math.sqrt(math.pi) / 2
        draw.rounded_rectangle((cx - half, cy - half, cx + half, cy + half),
                               radius=max(2, round(radius / 5)), fill=fill, outline=outline,
                               width=width)


def piece_radius(size: float) -> float:
    """Radius (px) of a cell's disc on hexes of circumradius ``size``."""
    return size * 0.64


@lru_cache(maxsize=512)
def cell_sprite(kind: str, name: str, size: float) -> Image.Image:
    """One cell with its label, as a sprite for ``paste_cell`` (cached).

    ``kind`` is ``"red"`` or ``"blue"`` (a cell: a disc or a square in the
    side's colour with a light rim, on a hex of the side's dark tint),
    ``"wall"`` (a light grey hex, hatched), or ``"captured red"`` /
    ``"captured blue"`` (a faded piece on an empty hex: a cell captured on
    the last move).
    """
    w, h = _sprite_box(size)
    cx, cy = w / 2, h / 2
    fill = (Palette.cell_dark[kind] if kind in SIDES else Palette.wall if kind == "wall"
            else EMPTY)
    sprite, draw = canvas(w, h, fill)
    size_px = label_size(size)
    r = piece_radius(size)
    if kind in SIDES:
        with mark(sprite, (0, 0, w, h), f"{kind} cell {name}"):
            piece_shape(draw, cx, cy, r, kind, fill=Palette.rim)
            piece_shape(draw, cx, cy, r - 2, kind, fill=Palette.cell[kind])
        label(draw, (cx, cy), name, size=size_px + 1, fill=Palette.ink_light, anchor="mm",
              bold=True)
    elif kind == "wall":
        # Hatching, as maps mark ground nobody may enter.
        step = max(6, round(size / 4))
        for k in range(-h, w + h, step):
            draw.line((k, h, k + h, 0), fill=Palette.grey, width=2)
        tw = text_width(name, size_px, bold=True) + 10
        draw.rounded_rectangle((cx - tw / 2, cy - size_px * 0.72, cx + tw / 2, cy + size_px * 0.72),
                               radius=4, fill=Palette.wall)
        label(draw, (cx, cy), name, size=size_px, fill=Palette.ink_dark, anchor="mm", bold=True)
    elif kind.startswith("captured "):
        side = kind.split()[1]
        if side not in SIDES:
            raise ValueError(f"unknown cell kind {kind!r}")
        piece_shape(draw, cx, cy, r, side, fill=Palette.cell_faded[side], outline=Palette.ghost,
                    width=2)
        label(draw, (cx, cy), name, size=size_px, fill=Palette.text, anchor="mm")
    else:
        raise ValueError(f"unknown cell kind {kind!r}: expected red, blue, wall, "
                         "captured red or captured blue")
    return sprite


def draw_active_mark(draw: ImageDraw.ImageDraw, grid: HexGrid, name: str, side: str) -> None:
    """The owner's mark on an active cell (Clone): a bright ring round it in the ``side``'s
    shape (``piece_shape``: the shape cue stays) and a dot above it."""
    cx, cy = grid.centre(name)
    r = piece_radius(grid.size) + 4
    piece_shape(draw, cx, cy, r, side, fill=None, outline=Palette.active, width=3)
    d = max(3, grid.size * 0.14)
    dy = cy - grid.size * 0.78
    draw.ellipse((cx - d - 1, dy - d - 1, cx + d + 1, dy + d + 1), fill=Palette.bar)
    draw.ellipse((cx - d, dy - d, cx + d, dy + d), fill=Palette.active)


def outline_hex(draw: ImageDraw.ImageDraw, grid: HexGrid, name: str, colour: Colour, *,
                width: int = 3, dashed: bool = False) -> None:
    """A ``width`` px line just inside cell ``name``'s hex (``dashed``: only its middle halves)."""
    points = grid.polygon(name, HEX_GAP / 2 + width / 2)
    for k in range(6):
        (x0, y0), (x1, y1) = points[k], points[(k + 1) % 6]
        if dashed:
            x0, y0, x1, y1 = (x0 + (x1 - x0) * 0.25, y0 + (y1 - y0) * 0.25,
                              x0 + (x1 - x0) * 0.75, y0 + (y1 - y0) * 0.75)
        draw.line((x0, y0, x1, y1), fill=colour, width=width)
        if not dashed:
            draw.ellipse((x0 - width / 2 + 0.5, y0 - width / 2 + 0.5, x0 + width / 2 - 0.5,
                          y0 + width / 2 - 0.5), fill=colour)


# --- Arrows -----------------------------------------------------------------------------------

def draw_arrow(draw: ImageDraw.ImageDraw, start: tuple[float, float], end: tuple[float, float],
               colour: Colour, *, width: int = 4, head: float = 13,
               casing: Colour | None = Palette.bar) -> None:
    """An arrow from ``start`` to ``end`` (its tip), ``width`` px thick with a ``head`` px head.

    ``casing`` (default the bar's near-black) is drawn 2 px wider all
    round first, so the arrow reads on red, blue and grey alike.
    """
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    if length < 1:
        return
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    head = min(head, length * 0.7)
    bx, by = x1 - ux * head, y1 - uy * head               # the head's base
    half = head * 0.62

    def shapes(grow: float, fill: Colour) -> None:
        sx, sy = x0 - ux * grow, y0 - uy * grow
        draw.line((sx, sy, bx + ux, by + uy), fill=fill, width=round(width + 2 * grow))
        tip = (x1 + ux * grow * 1.8, y1 + uy * grow * 1.8)
        hb = (bx - ux * grow, by - uy * grow)
        draw.polygon([tip, (hb[0] - uy * (half + grow), hb[1] + ux * (half + grow)),
                      (hb[0] + uy * (half + grow), hb[1] - ux * (half + grow))], fill=fill)
        r = width / 2 + grow
        draw.ellipse((sx - r, sy - r, sx + r, sy + r), fill=fill)

    if casing is not None:
        shapes(2, casing)
    shapes(0, colour)


def draw_split(image: Image.Image, draw: ImageDraw.ImageDraw, grid: HexGrid, parent: str,
               children: Sequence[str], *, parent_empty: bool = True,
               colour: Colour = Palette.arrow) -> None:
    """The last split: arrows from ``parent`` to each of its ``children``.

    The parent's hex (empty after a split) gets a dashed outline and a dot
    at its centre, where the arrows start; its label moves out of their
    way, into the widest gap between them.  Each arrow stops at its
    child's piece.  A launched child (two cells away) gets a longer arrow
    that passes under the label of the cell in between, so every label
    stays readable.  With ``parent_empty`` false (the parent's hex is
    occupied again) the arrows start at the edge of its piece instead.
    """
    px, py = grid.centre(parent)
    size_px = label_size(grid.size)
    # Labels of the cells the arrows cross, cut out now and put back on top.
    pq, pr = grid.parse(parent)
    kept = []
    for child in children:
        cq, cr = grid.parse(child)
        steps = max(abs(cq - pq), abs(cr - pr), abs(cq + cr - pq - pr))
        for k in range(1, steps):
            q, r = pq + (cq - pq) * k // steps, pr + (cr - pr) * k // steps
            if grid.on_board(q, r):
                mx, my = grid.to_pixel(q, r)
                name = grid.name(q, r)
                half_w = text_width(name, size_px + 1, bold=True) / 2 + 3
                box = (round(mx - half_w), round(my - size_px * 0.62),
                       round(mx + half_w), round(my + size_px * 0.62))
                kept.append((image.crop(box), box[:2]))
    directions = []
    for child in children:
        cx, cy = grid.centre(child)
        directions.append(math.atan2(cy - py, cx - px))
    if parent_empty:
        draw.polygon(grid.polygon(parent, HEX_GAP / 2), fill=EMPTY)
        outline_hex(draw, grid, parent, colour, dashed=True)
        # The label goes into the widest gap between the arrows, upwards on a tie.
        ordered = sorted(directions)
        best, gap_at = -1.0, -math.pi / 2
        for k, a in enumerate(ordered):
            b = ordered[(k + 1) % len(ordered)] + (2 * math.pi if k + 1 == len(ordered) else 0)
            mid = (a + b) / 2
            score = b - a + 1e-6 * -math.sin(mid)
            if score > best:
                best, gap_at = score, mid
        offset = grid.size * 0.5
        label(draw, (px + offset * math.cos(gap_at), py + offset * math.sin(gap_at)), parent,
              size=size_px, fill=Palette.muted, anchor="mm")
        start_gap = 0.0
    else:
        start_gap = piece_radius(grid.size) + 1
    end_gap = piece_radius(grid.size) + 1
    width = max(3, round(grid.size / 9))
    for child, angle in zip(children, directions, strict=True):
        ux, uy = math.cos(angle), math.sin(angle)
        cx, cy = grid.centre(child)
        draw_arrow(draw, (px + ux * start_gap, py + uy * start_gap),
                   (cx - ux * end_gap, cy - uy * end_gap), colour, width=width,
                   head=grid.size * 0.42)
    if parent_empty:
        d = width + 1
        draw.ellipse((px - d - 2, py - d - 2, px + d + 2, py + d + 2), fill=Palette.bar)
        draw.ellipse((px - d, py - d, px + d, py + d), fill=colour)
    for patch, xy in kept:
        image.paste(patch, xy)


def split_parent(grid: HexGrid, children: Sequence[str]) -> str | None:
    """The cell a split into ``children`` came from (rules/mitosis.md §Notation: it is implied).

    The new cells lie symmetrically round their parent (an opposite pair,
    two cells away with Launcher, or three 120° apart with Triplicate), so
    the parent is their mean; ``None`` when that is not a cell.
    """
    if len(children) < 2:
        return None
    return hexhex(grid.side).centre_of(grid.name(*grid.parse(c)) for c in children)


# --- Mitosis ----------------------------------------------------------------------------------

ANOMALIES = ("barricade", "capture", "clone", "launcher", "grouping", "triplicate", "undo")
CAPTURE_LIMIT = 25            # rules/mitosis.md §Anomalies, capture
UNDOS = 2                     # rules/mitosis.md §Anomalies, undo

MARGIN = 14
GRID = HexGrid(5, 36, MARGIN - 8, TITLE_BAR_HEIGHT + 4, 8)
PANEL_X = GRID.x + GRID.width + 10
WIDTH = 900
PANEL_W = WIDTH - MARGIN - PANEL_X
INFO_LINE = 28
CARD_H = 98                   # with one line of counts; each further line adds CARD_ROW
CARD_ROW = 30
CARD_GAP = 8
STATUS_H = 38
NOTE_LINE = 28
INFO_SIZE = TEXT_SIZE
HEIGHT = GRID.y + GRID.height + 4 + STATUS_H

#: What the seat to move does in the engine's choice phases (rules §Seats and the three
#: pre-game choices).
CHOOSING = {"colour": "render-mitosis-chooses-colour", "first_place": "render-mitosis-chooses-first-place",
            "first_split": "render-mitosis-chooses-first-split"}


def _board(view: MitosisView) -> tuple[dict[str, str], list[str]]:
    """``(cells, walls)``: cell name → ``"red"``/``"blue"``, and the walls (Barricade), from the
    view's ``cells``.  Raises ``ValueError`` for a value that is neither a side nor a wall."""
    cells: dict[str, str] = {}
    walls: list[str] = []
    for name, value in view["cells"].items():
        if value in SIDES:
            cells[name] = value
        elif value == "wall":
            walls.append(name)
        else:
            raise ValueError(f"cell {name}: {value!r} is not red, blue or wall")
    return cells, walls


def _colours(view: MitosisView) -> dict[str, str]:
    """Seat name → ``"red"``/``"blue"`` for the seats whose colour is chosen."""
    return {name: side for name, side in view["colours"].items() if side}


@dataclass
class LastMove:
    """The view's ``last_move`` as the picture draws it (``last_move``)."""

    by: str
    kind: str                       # place, split, choice or undo
    text: str = ""
    placed: str | None = None
    parent: str | None = None
    children: tuple[str, ...] = ()
    captured: dict[str, str | None] | None = None    # cell → side (None: the mover's other side)
    choice: tuple[str, str | None] | None = None   # ("colour" | "first", side)
    undone: tuple[str, ...] = ()    # an undo: the two moves it took back, as text


def last_move(view: MitosisView) -> LastMove | None:
    """The view's last move (``MitosisLastMove``), ``None`` before the first: the engine's
    ``colour`` and ``first`` choices become ``choice``; a placement's cell is ``placed``, a
    split's new cells its ``children`` (its parent worked out from them if ever missing)."""
    raw = view["last_move"]
    if raw is None:
        return None
    move = LastMove(by=raw["by"], kind=raw["kind"], text=raw["text"] or "")
    if raw["kind"] in ("colour", "first"):
        move.kind = "choice"
        move.choice = (raw["kind"], raw.get("colour"))
    elif raw["kind"] == "place":
        move.placed = raw["cells"][0]
    elif raw["kind"] == "split":
        move.children = tuple(raw["cells"])
        move.parent = raw["parent"] or split_parent(GRID, move.children)
    elif raw["kind"] == "undo":
        move.undone = tuple(raw.get("undone", []))
    if raw["captured"]:
        move.captured = {cell: None for cell in raw["captured"]}
    return move


def _fmt_clock(seconds: int) -> str:
    """Seconds left as ``m:ss`` (none below zero)."""
    s = max(0, math.ceil(seconds))
    return f"{s // 60}:{s % 60:02d}"


def _who(name: str, colours: dict[str, str], locale: str) -> str:
    side = colours.get(name)
    return say(locale, "render-mitosis-who", name=name, side=side) if side else name


def _status(view: MitosisView, colours: dict[str, str], cells: dict[str, str],
            move: LastMove | None, locale: str) -> tuple[str, Colour]:
    """The title bar's right-hand text: who is to do what, or the result."""
    result = view["result"]
    if result:
        said = words(result_msg([_who(w, colours, locale) for w in result["winners"]],
                                [_who(s, colours, locale) for s in view["seats"]]), locale)
        return said, Palette.winner
    to_move = view["to_move"]
    if not to_move:
        return "", Palette.accent
    who = [_who(n, colours, locale) for n in to_move]
    phase = view["phase"]
    if phase in CHOOSING:
        doing = CHOOSING[phase]
    elif phase == "active":
        doing = "render-mitosis-to-choose-active"
    elif phase == "choices" or phase == "choice":
        if not colours:
            doing = "render-mitosis-chooses-colour"
        elif not cells:
            doing = "render-mitosis-chooses-first-place"
        else:
            doing = "render-mitosis-chooses-first-split"
    elif phase == "placing":
        doing = "render-mitosis-to-place"
    elif phase == "splitting":
        pending = (move and move.kind == "split" and move.by in to_move
                   and "clone" in view["anomalies"])
        doing = "render-mitosis-to-mark-active" if pending else "render-mitosis-to-split"
    else:
        doing = "render-to-move"
    return say(locale, doing, names=who), Palette.accent


def _move_line(move: LastMove, locale: str) -> str:
    """What the last move did, in one line of ``locale``'s words ("" when it says nothing)."""
    by = move.by or say(locale, "render-mitosis-last-move")
    if move.kind == "place" and move.placed:
        return say(locale, "render-mitosis-placed", name=by, cell=move.placed)
    if move.kind == "split" and move.children:
        cells = " ".join(move.children)
        if move.parent:
            return say(locale, "render-mitosis-split", name=by, parent=move.parent, cells=cells)
        return say(locale, "render-mitosis-split-into", name=by, cells=cells)
    if move.kind == "choice" and move.choice and move.choice[1]:
        what, side = move.choice
        return say(locale, "render-mitosis-chose-colour" if what == "colour" else "render-mitosis-chose-first",
                   name=by, side=side)
    if move.kind == "choice" and move.text:
        return say(locale, "render-mitosis-chose", name=by, choice=move.text)
    if move.kind == "active":
        return say(locale, "render-mitosis-marked-active", name=by)
    if move.kind == "undo":
        return (say(locale, "render-mitosis-took-back", name=by, moves=list(move.undone)) if move.undone
                else say(locale, "render-mitosis-took-back-two", name=by))
    if move.kind == "pass":
        return say(locale, "render-passed", name=by)
    if move.text:
        return say(locale, "render-move-other", name=by, move=move.text)
    return ""


def _move_lines(move: LastMove | None, locale: str) -> list[tuple[str, Colour]]:
    """What the last move did, in words (at most two lines)."""
    if move is None:
        return []
    lines = [(part, Palette.text) for part in wrap(_move_line(move, locale), INFO_SIZE, PANEL_W - 8, 2)]
    if move.captured:
        lines.append((say(locale, "render-mitosis-captured", cells=list(move.captured)), Palette.muted))
    return lines


#: Each phase's line (the engine's phases, rules §Seats…, and the rulings' names).
PHASE_LINES = {
    "colour": "render-mitosis-phase-colour",
    "first_place": "render-mitosis-phase-first-place",
    "first_split": "render-mitosis-phase-first-split",
    "choices": "render-mitosis-phase-choices",
    "choice": "render-mitosis-phase-choices",
    "placing": "render-mitosis-phase-placing",
    "splitting": "render-mitosis-phase-splitting",
    "active": "render-mitosis-phase-active",
    "over": "render-mitosis-phase-over",
}


def _phase_line(view: MitosisView, locale: str) -> str:
    """The phase in ``locale``'s words; a phase the renderer does not know as the engine names it."""
    phase = view["phase"]
    if phase in PHASE_LINES:
        return say(locale, PHASE_LINES[phase], count=view["cells_each"])
    return phase.replace("_", " ").capitalize() or say(locale, "render-mitosis-title")


def _info_lines(view: MitosisView, move: LastMove | None, locale: str) -> list[tuple[str, Colour]]:
    """The lines above the cards: the phase, the result's reason, the last move (≤ 4)."""
    lines = [(part, Palette.muted) for part in wrap(_phase_line(view, locale), INFO_SIZE, PANEL_W - 8, 2)]
    result = view["result"]
    if result and result["reason"]:
        # The reason is the engine's message, worded in the reader's language.
        reason = words(result["reason"], locale)
        lines += [(line, Palette.winner) for line in wrap(reason, INFO_SIZE, PANEL_W - 8, 2)]
    lines += _move_lines(move, locale)
    return lines[:4]


def _draw_piece_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, radius: float,
                     side: str | None) -> None:
    if side in SIDES:
        box = (math.floor(cx - radius) - 1, math.floor(cy - radius) - 1,
               math.ceil(cx + radius) + 2, math.ceil(cy + radius) + 2)
        with mark(draw._image, box, f"{side} icon"):
            piece_shape(draw, cx, cy, radius, side, fill=Palette.rim)
            piece_shape(draw, cx, cy, radius - 2, side, fill=Palette.cell[side])
    else:
        draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), outline=Palette.muted,
                     width=2)


@dataclass
class Card:
    """What one seat's card shows, worked out from the view before drawing (``Card.of``)."""

    name: str
    side: str | None              # "red" / "blue", None before the colour choice
    you: bool                     # the picture is for this seat: "(you)"
    winner: bool
    moving: bool
    cells: int                    # its cells on the board
    owner: bool                   # the owner's view with Clone, some cell active: counts them
    active: int                   # its active cells (in the owner's view)
    lines: list[str] = field(default_factory=list)   # the counts' rows (``_count_lines``)

    @classmethod
    def of(cls, view: MitosisView, name: str, you: bool, colours: dict[str, str],
           cells: dict[str, str], active: list[str]) -> Card:
        """Seat ``name``'s card; ``active`` the view's active cells (empty but in the owner's
        view with Clone)."""
        side = colours.get(name)
        result = view["result"]
        return cls(name=name, side=side, you=you, winner=result is not None and name in result["winners"],
                   moving=not result and name in view["to_move"],
                   cells=sum(1 for s in cells.values() if s == side) if side else 0,
                   owner=you and bool(active), active=sum(1 for c in active if cells.get(c) == side))


def _count_lines(view: MitosisView, card: Card, locale: str) -> list[str]:
    """A card's last rows: the group sizes that decided the game, or the counts
    (``_counts``), wrapped to the card between counts (at most two lines)."""
    parts = []
    result = view["result"]
    groups = result["groups"][card.name] if result and result["groups"] is not None else None
    if groups is not None:                              # grouping decided the game: its sizes
        parts.append(say(locale, "render-mitosis-groups", sizes=" ".join(str(g) for g in groups)) if groups
                     else say(locale, "render-mitosis-groups-none"))
    else:
        if view["dmo"] == card.name and not _side_row(view, card, locale)[2]:
            parts.append("DMO")
        parts += _counts(view, card, locale)
    # Broken between the counts, never inside one ("moves 9/25" stays whole).
    lines: list[str] = []
    for part in map(str, parts):
        joined = f"{lines[-1]}  ·  {part}" if lines else part
        if lines and text_width(joined, TEXT_SIZE) <= PANEL_W - 20:
            lines[-1] = joined
        else:
            lines.append(part)
    return [fit_text(line, TEXT_SIZE, PANEL_W - 20) for line in lines[:2]]


def _draw_card(draw: ImageDraw.ImageDraw, view: MitosisView, card: Card, top: int, height: int) -> None:
    """One seat's card, ``height`` px from ``top``: side, name, turn; side and DMO, cells; then
    the card's count ``lines``."""
    side, winner, moving = card.side, card.winner, card.moving
    x0, x1 = PANEL_X, PANEL_X + PANEL_W - 1
    edge = card_frame(draw, (x0, top, x1, top + height - 1), winner=winner, moving=moving)
    pad = 10
    # Row 1: the side's piece, name, (you), turn marker.  Rows are 30 px apart: 24 px text.
    cy = top + 19
    _draw_piece_icon(draw, x0 + pad + 10, cy, 10, side)
    x = x0 + pad + 28
    right = x1 - pad
    locale = locale_of(view)
    tag = say(locale, "render-tag-wins") if winner else say(locale, "render-tag-to-move") if moving else ""
    suffix = " " + say(locale, "render-you") if card.you else ""
    shown, suffix, tag, marker = fit_seat_row(card.name, suffix, tag, right - x, TEXT_SIZE)
    x += label(draw, (x, cy), shown, size=TEXT_SIZE + 1, fill=edge or Palette.text, bold=True)
    if suffix:
        label(draw, (x, cy + 1), suffix, size=TEXT_SIZE, fill=Palette.muted)
    if tag:
        label(draw, (right, cy), tag, size=TEXT_SIZE, fill=edge or Palette.text, anchor="rm", bold=True)
        tx = right - text_width(tag, TEXT_SIZE, bold=True) - 12
        if winner and marker:
            star(draw, tx, cy, Palette.winner)
        elif marker:
            draw.polygon([(tx - 6, cy - 7), (tx + 6, cy), (tx - 6, cy + 7)], fill=edge)
    # Row 2: side (and DMO), cells on the board.
    cy = top + 49
    x = x0 + pad
    said, count_words, dmo_here = _side_row(view, card, locale)
    if dmo_here:
        said += "  ·  DMO"
    said = fit_text(said, TEXT_SIZE, right - x - (text_width(count_words, TEXT_SIZE) + 14 if side else 0))
    x += label(draw, (x, cy), said, size=TEXT_SIZE, fill=Palette.text if side else Palette.muted) + 14
    if side:
        label(draw, (right, cy), count_words, size=TEXT_SIZE, fill=Palette.text, anchor="rm")
    # Rows 3 and 4: the group sizes that decided the game, or the counts.
    for i, line in enumerate(card.lines):
        label(draw, (x0 + pad, top + 79 + i * CARD_ROW), line, size=TEXT_SIZE, fill=Palette.muted)


def _side_row(view: MitosisView, card: Card, locale: str) -> tuple[str, str, bool]:
    """A card's second row: ``(side words, cell count words, whether "DMO" fits after the
    side)``.  A "DMO" that would not fit whole goes to the counts below (``_count_lines``):
    "Farbe noch nicht ge…" read as cut."""
    side = card.side
    said = (say(locale, "render-mitosis-side-name", side=side) if side
            else say(locale, "render-mitosis-colour-not-chosen"))
    count_words = say(locale, "render-mitosis-cells", count=card.cells) if side else ""
    room = PANEL_W - 20 - (text_width(count_words, TEXT_SIZE) + 14 if side else 0)
    dmo_here = view["dmo"] == card.name and text_width(said + "  ·  DMO", TEXT_SIZE) <= room
    return said, count_words, dmo_here


def _counts(view: MitosisView, card: Card, locale: str) -> list[str]:
    """A card's counts: placed (while placing), moves made (against Capture's 25), undos
    left (with Undo), and in the owner's view its active cells."""
    anomalies = view["anomalies"]
    parts = []
    if view["phase"] == "placing":
        parts.append(say(locale, "render-mitosis-placed-count", placed=view["placed"][card.name],
                         each=view["cells_each"]))
    moves = view["moves_made"][card.name]
    parts.append(say(locale, "render-mitosis-moves-of", moves=moves, limit=CAPTURE_LIMIT)
                 if "capture" in anomalies else say(locale, "render-mitosis-moves", moves=moves))
    if "undo" in anomalies:
        parts.append(say(locale, "render-mitosis-undos", count=view["undos_left"][card.name]))
    if card.owner and card.side:
        parts.append(say(locale, "render-mitosis-active", count=card.active))
    return parts


@lru_cache(maxsize=64)
def legend_sprite(top: int, arrow: bool, captured: str | None, walls: bool, active: str | None,
                  locale: str) -> tuple[Image.Image, int]:
    """``(sprite, bottom)``: ``_draw_legend`` from ``top`` (px) with these entries, as the
    panel's width from ``PANEL_X`` on the background, and the y under its last row.  Cached:
    the key changes only with the entries shown, the language and where the cards end."""
    image, draw = canvas(WIDTH, HEIGHT)
    bottom = _draw_legend(image, draw, top, arrow=arrow, captured=captured, walls=walls,
                          active=active, locale=locale)
    return image.crop((PANEL_X, top, WIDTH, bottom)), bottom


def _draw_legend(image: Image.Image, draw: ImageDraw.ImageDraw, top: int, *,
                 arrow: bool, captured: str | None, walls: bool, active: str | None, locale: str) -> int:
    """The key under the cards: the markers on the board, drawn by the same code;
    ``active`` is the side whose active cells are ringed (None: no ring on the board).

    Returns the y (px) under its last row.
    """
    x0 = PANEL_X + 4
    y = top
    row = 30

    def entry(x: int, cy: float, text: str) -> int:
        return x + label(draw, (x, cy), text, size=TEXT_SIZE) + 18

    cy = y + row / 2
    x = x0
    for side in SIDES:
        _draw_piece_icon(draw, x + 11, cy, 11, side)
        x = entry(x + 28, cy, say(locale, "render-mitosis-side", side=side))
    if walls:
        wall = say(locale, "render-mitosis-key-wall")
        if x + 32 + text_width(wall, TEXT_SIZE) > PANEL_X + PANEL_W:     # a long translation: next row
            y, x = y + row, x0
            cy = y + row / 2
        icon, idraw = canvas(26, 26, Palette.wall)
        for k in range(-26, 52, 7):
            idraw.line((k, 26, k + 26, 0), fill=Palette.grey, width=2)
        mask = Image.new("L", (26, 26), 0)
        ImageDraw.Draw(mask).polygon(hex_polygon(13, 13, 13), fill=255)
        image.paste(icon, (x, round(cy - 13)), mask)
        x = entry(x + 32, cy, wall)
    y += row
    x = x0
    if arrow or captured:
        cy = y + row / 2
        if arrow:
            draw_arrow(draw, (x + 2, cy), (x + 30, cy), Palette.arrow, width=4, head=12)
            x = entry(x + 38, cy, say(locale, "render-mitosis-key-last-split"))
        if captured:
            draw.polygon(hex_polygon(x + 13, cy, 14), fill=EMPTY)
            piece_shape(draw, x + 13, cy, 9, captured, fill=Palette.cell_faded[captured],
                        outline=Palette.ghost, width=2)
            x = entry(x + 32, cy, say(locale, "render-mitosis-key-captured"))
        y += row
    if active:
        cy = y + row / 2
        x = x0
        piece_shape(draw, x + 13, cy, 11, active, fill=None, outline=Palette.active, width=3)
        draw.ellipse((x + 10, cy - 3, x + 16, cy + 3), fill=Palette.active)
        # Wrapped: the words are longer than the panel is wide at 24 px; on as many
        # lines (two at most) as are left above the status bar.
        lines = max(1, min(2, (HEIGHT - STATUS_H - y) // row))
        for part in wrap(say(locale, "render-mitosis-key-active"), TEXT_SIZE, PANEL_X + PANEL_W - x - 36, lines):
            entry(x + 32, y + row / 2, part)
            y += row
    return y


def _notes(view: MitosisView, locale: str) -> list[str]:
    """One reminder per anomaly in play (rules/mitosis.md §Anomalies), for the panel."""
    # Capture's limit: while the game runs the engine says whether a move still captures.
    capture_over = (not view["captures_live"] if not view["result"]
                    else min(view["moves_made"].values()) >= CAPTURE_LIMIT)
    notes = {
        "barricade": "render-mitosis-note-barricade",
        "capture": "render-mitosis-note-capture-over" if capture_over else "render-mitosis-note-capture",
        "clone": "render-mitosis-note-clone",
        "launcher": "render-mitosis-note-launcher",
        "grouping": "render-mitosis-note-grouping",
        "triplicate": "render-mitosis-note-triplicate",
        "undo": "render-mitosis-note-undo",
    }
    return [say(locale, notes[a], limit=CAPTURE_LIMIT, count=UNDOS) for a in view["anomalies"]]


def _draw_status_bar(draw: ImageDraw.ImageDraw, view: MitosisView, colours: dict[str, str],
                     locale: str) -> None:
    """The bar along the bottom: the anomalies in play (left) and the clocks (right)."""
    top = HEIGHT - STATUS_H
    draw.rectangle((0, top, WIDTH - 1, HEIGHT - 1), fill=Palette.bar)
    cy = top + STATUS_H / 2
    right = WIDTH - MARGIN
    clock = view.get("clock")             # the host's, while a clock runs
    seats = view["seats"]
    if clock:
        for name in reversed([s for s in seats if s in clock] +
                             [s for s in clock if s not in seats]):
            moving = name in view["to_move"] and not view["result"]
            fill = Palette.accent if moving else Palette.text
            right -= label(draw, (right, cy), _fmt_clock(clock[name]), size=TEXT_SIZE, fill=fill,
                           anchor="rm", bold=True) + 6
            shown = fit_text(name, TEXT_SIZE, 130)
            right -= label(draw, (right, cy), shown, size=TEXT_SIZE,
                           fill=fill if moving else Palette.muted, anchor="rm")
            side = colours.get(name)
            if side:
                right -= 16
                _draw_piece_icon(draw, right, cy, 7, side)
                right -= 8
            right -= 18
    x = MARGIN
    anomalies = view["anomalies"]
    said = (say(locale, "render-mitosis-anomalies", names=[Msg("render-mitosis-anomaly", name=a) for a in anomalies])
            if anomalies else say(locale, "render-mitosis-anomalies-none"))
    label(draw, (x, cy), fit_text(said, TEXT_SIZE, right - x - 10), size=TEXT_SIZE, fill=Palette.text)


def draw_mitosis(view: MitosisView, seat: str | None = None) -> Image.Image:
    """Draw a ``mitosis`` JSON view as a ``canvas`` picture in the PNG palette, 900 × 614 px.

    Left, the hexhex5 board with every cell labelled: red cells as discs
    and blue cells as squares (so they read apart without colour) on hexes
    of their side's dark tint, walls as hatched light grey, the last split as
    arrows from the parent's hex (outlined, dashed) to its children
    (outlined), a placement outlined, cells captured by the last move as
    faded pieces, and, only when the view lists them (the owner's private
    view with Clone), the active cells ringed and dotted.  Right, the phase
    and the last move, one card per seat (side, DMO, cells, moves made
    against Capture's 25, undos left) and a key.  Bottom, a status bar
    with the anomalies in play and, when the view carries the optional
    ``clock`` (seat name → seconds left, which the host adds), the clocks.

    Keys used (rules/mitosis.md §Notation): ``cells`` (name → ``red`` /
    ``blue`` / ``wall``; ``R``/``B`` also accepted), ``active``, ``phase``,
    ``to_move``, ``result``, ``moves_made``, ``undos_left``; and, when
    present, ``seats``, ``colours`` (name → side), ``dmo``, ``walls``,
    ``options`` or ``anomalies``, ``last_move`` (see ``last_move``),
    ``captured``, ``viewer`` and ``clock``.  ``seat`` is marked "(you)"
    (default: ``view["viewer"]``).  Raises ``ValueError`` for a cell name
    that is not on the board or a cell value that is not a side or a wall,
    and ``KeyError`` when ``cells`` is missing.
    """
    you = seat if seat is not None else view["viewer"]
    cells, walls = _board(view)
    move = last_move(view)
    active = view.get("active", [])       # the owner's view with Clone only
    colours = _colours(view)

    locale = locale_of(view)
    image, draw = canvas(WIDTH, HEIGHT)
    status, status_fill = _status(view, colours, cells, move, locale)
    title_bar(draw, WIDTH, say(locale, "render-mitosis-title"), status, status_fill=status_fill)
    draw_board(image, GRID)
    size = GRID.size
    for name in walls:
        paste_cell(image, GRID, name, cell_sprite("wall", name, size))
    captured = (move.captured if move else None) or {}
    mover_side = colours.get(move.by) if move and move.by else None
    captured_side = None                  # the key's captured piece
    for name, side in captured.items():
        if name in cells or name in walls:
            continue                      # taken again since (cannot happen in one move)
        side = side or ({"red": "blue", "blue": "red"}.get(mover_side) if mover_side else None)
        if side:
            paste_cell(image, GRID, name, cell_sprite(f"captured {side}", name, size))
            captured_side = captured_side or side
        else:
            outline_hex(draw, GRID, name, Palette.muted, width=2, dashed=True)
    for name, side in cells.items():
        paste_cell(image, GRID, name, cell_sprite(side, name, size))
    if move and move.kind == "place" and move.placed:
        outline_hex(draw, GRID, move.placed, Palette.highlight)
    if move and move.children:
        for child in move.children:
            outline_hex(draw, GRID, child, Palette.highlight)
        if move.parent:
            draw_split(image, draw, GRID, move.parent, move.children,
                       parent_empty=move.parent not in cells and move.parent not in walls)
    for name in active:
        draw_active_mark(draw, GRID, name, cells.get(name, "red"))

    y = GRID.y + 6
    for text, fill in _info_lines(view, move, locale):
        label(draw, (PANEL_X + 4, y + INFO_LINE / 2), fit_text(text, INFO_SIZE, PANEL_W - 8),
              size=INFO_SIZE, fill=fill)
        y += INFO_LINE
    y = max(y, GRID.y + 6 + 3 * INFO_LINE) + 8
    cards = [Card.of(view, name, you == name, colours, cells, active) for name in view["seats"]]
    for each in cards:
        each.lines = _count_lines(view, each, locale)
    card_h = CARD_H + CARD_ROW * max([len(c.lines) - 1 for c in cards] + [0])
    for each in cards:
        _draw_card(draw, view, each, y, card_h)
        y += card_h + CARD_GAP
    key, bottom = legend_sprite(y + 4, bool(move and move.parent and move.children), captured_side,
                                bool(walls), cells.get(active[0], "red") if active else None, locale)
    image.paste(key, (PANEL_X, y + 4))
    y = bottom + 8
    for note in _notes(view, locale):
        parts = wrap(note, TEXT_SIZE, PANEL_W - 8, 3)
        if y + len(parts) * NOTE_LINE > GRID.y + GRID.height:
            break                         # whole notes only; the status bar lists them all
        for part in parts:
            label(draw, (PANEL_X + 4, y + NOTE_LINE / 2), part, size=TEXT_SIZE,
                  fill=Palette.muted)
            y += NOTE_LINE
    _draw_status_bar(draw, view, colours, locale)
    return image
