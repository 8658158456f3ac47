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
read it, a gold crown on every piece known to be a King.  Right, a panel:
whose view it is, the round, the viewer's own E (never anyone else's:
§13), one row per seat (turn letter, colour, score, alive/out), a key to
the board's marks and a legend of the specials on the board.

The public view (``view(state, None)``) has walls, starts, scores and no
piece or special while the game runs; its ``visible`` is empty, and a
view that sees nothing is drawn without fog as the skeleton map
(rules §2: "a skeleton view of the board is posted publicly").
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from PIL import Image, ImageDraw

from render.primitives import (
    TITLE_BAR_HEIGHT,
    Colour,
    Palette,
    PaletteDraw,
    canvas,
    fit_text,
    ink_for,
    label,
    mark,
    text_width,
    title_bar,
    wrap,
)
from render.squares import (
    Grid,
    _empty_board,
    draw_board,
    outline_squares,
    winners_status,
)

TITLE = "Genetess"
#: The panel's smallest text.  Still the size before issue 33 (capitals 6.5 px tall in the
#: 450 px preview, not 9): the 16×16 board's 30 px discs and the 270 px panel have no room
#: for 23 px text yet; docs/legibility.md lists what is left.
TEXT_SIZE = 18
MARGIN = 12
PAD = 26
#: The board's squares fill about this many px a side (cells 20–56 px): with the
#: 270 px panel a 16×16 board (30 px cells) is 824 px wide, about 1.5× Discord's ~550 px
#: preview.  Pixels are most of a picture's cost (``to_png`` quantizes and encodes every
#: one: ~4.5 ns each), and a larger board only shrinks more in the preview.
BOARD_PX = 480
PANEL_W = 270
LINE = 24
ROW_H = 30
LEGEND_SIZE = TEXT_SIZE
#: The smallest text on a square (discs, starts, specials): 9 px tall in the 450 px preview
#: of the ~840 px picture (issue 13).
DISC_TEXT_MIN = 17
LEGEND_LINE = 22
KEY_ICON = 22
KEY_H = 3 * (KEY_ICON + 6) - 6

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


#: ``last["kind"]`` (games/genetess.py state ``last``; the public sees "played") as a verb.
LAST_VERBS = {"pass": "passed", "move": "moved", "create": "created", "bid": "bid",
              "played": "played"}


# --- Reading the view -----------------------------------------------------------------------

def piece_text(piece: dict) -> str:
    """What a piece's disc says: its codes as the view gives them (``"AA"``, ``"BBC"``), else
    ``"?"``.  Never run-length coded: "A2" would read as a square of the board (issue 33)."""
    return piece.get("seq") or "?"


def count_badge(text: str) -> str:
    """``"×6"``: how many codes a piece whose ``text`` is too long for its disc has (a count,
    in the stash's "x3" style: never a square's name)."""
    return f"×{len(text)}"


def special_code(view: dict, square: str) -> str | None:
    """``"S7"`` for a special the view shows on ``square`` (``specials`` or ``cells``), else None."""
    special = (view.get("specials") or {}).get(square)
    if special and special.get("type") is not None:
        return f"S{special['type']}"
    cell = (view.get("cells") or {}).get(square, "")
    return cell.split()[1] if cell.startswith("special ") else None


def legend_entries(view: dict) -> list[tuple[str, str, list[str]]]:
    """``[(code, text, squares)]``: one entry per distinct special the view shows, by type.

    ``text`` is the special's own text (the map's, by default
    ``games.genetess_specials.summary``) without its leading ``"S7: "``; the
    view carries no parameters, so the text is the legend.  ``squares`` are in
    A1 scan order (rules §2: by row, then column).  Remembered
    specials (rules G9: seen once, out of view now) are listed like the rest.
    """
    grouped: dict[tuple[int, str], list[str]] = {}
    for square, special in (view.get("specials") or {}).items():
        kind = special.get("type")
        code = f"S{kind}"
        text = str(special.get("text") or "")
        if text.startswith(code + ":"):
            text = text[len(code) + 1:].strip()
        grouped.setdefault((kind if isinstance(kind, int) else 0, text), []).append(square)
    return [(f"S{kind}", text, sorted(squares, key=lambda sq: (int(sq[1:]), sq[0])))
            for (kind, text), squares in sorted(grouped.items())]


def viewer_title(view: dict, seat: str | None) -> str:
    """Whose picture this is: "alice's view", "Spectator view", "Full board (game-master)"
    or, once the game is over, "Final board" (everyone sees it then).

    A full view (``full_view``: it has ``starts_of``) with a viewer is the board
    every seat gets once the game is over.
    """
    full = "starts_of" in view
    if seat:
        return f"{seat}'s view" + (" (full board)" if full else "")
    if full and view.get("result"):
        return "Final board"
    return "Full board (game-master)" if full else "Spectator view"


def own_energy(view: dict, seat: str | None) -> int | None:
    """The viewer's own E: the seat view's ``energy``, or the viewer's entry of a full view's
    per-seat ``energy``.  Never another seat's (rules §13: E is private)."""
    energy = view.get("energy")
    if isinstance(energy, dict):
        return energy.get(seat) if seat else None
    return energy if isinstance(energy, int) else None


def map_title(view: dict) -> str:
    """The map's title ("Quad"), or its name when it has none."""
    return view["map"].get("title") or view["map"].get("name") or "?"


def seat_order(view: dict) -> list[str]:
    """Seats in turn order (``order``: turn ``a`` first), then any seat not yet in it."""
    order = [name for name in view.get("order") or [] if name in view["seats"]]
    return order + [name for name in view["seats"] if name not in order]


def _status(view: dict) -> tuple[str, Colour]:
    if view.get("result"):
        return winners_status(view["result"], view["seats"])
    movers = view.get("to_move") or []
    if view["round"] == 0:
        return f"Round 0 · bids: {len(movers)} to go", Palette.accent
    who = ", ".join(movers)
    return f"Round {view['turn']} · {who} to move" if who else f"Round {view['turn']}", Palette.accent


# --- Layout ---------------------------------------------------------------------------------

def board_grid(view: dict) -> Grid:
    """The board's ``Grid``: ``width`` × ``height`` squares of 20–56 px, under the title bar."""
    cell = max(20, min(56, BOARD_PX // max(view["width"], view["height"])))
    return Grid(view["width"], view["height"], cell, PAD, MARGIN, TITLE_BAR_HEIGHT + 8,
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
    fill = WALL if kind == "wall" else FOG if fogged else FLOOR[grid.dark(square)]
    draw.rectangle(grid.rect(square), fill=fill)


def mark_square(draw: ImageDraw.ImageDraw, grid: Grid, square: str, text: str,
                colour: Colour, ink: Colour | None = None) -> None:
    """A start square or special: a frame of ``colour`` inside the square and ``text`` in it,
    in ``ink`` (default ``colour``), at least ``DISC_TEXT_MIN`` px (cut with "…" if need be)."""
    x0, y0, x1, y1 = grid.rect(square)
    draw.rectangle((x0 + 1, y0 + 1, x1 - 1, y1 - 1), outline=colour, width=2)
    size = max(DISC_TEXT_MIN, round(grid.cell * 0.32))
    if text_width(text, size, bold=True) > grid.cell - 4 and text[:1] in "SK":
        text = text[1:]             # "S15" → "15": the legend names it (small squares)
    label(draw, grid.centre(square), fit_text(text, size, grid.cell - 4, bold=True), size=size,
          fill=ink or colour, anchor="mm", bold=True)


def crown(draw: ImageDraw.ImageDraw, x: float, y: float, size: float) -> None:
    """A crown ``size`` px wide with its top left at ``(x, y)``: three points on a band."""
    h = size * 0.8
    points = [(x, y + h), (x, y + h * 0.15), (x + size * 0.27, y + h * 0.5),
              (x + size * 0.5, y), (x + size * 0.73, y + h * 0.5), (x + size, y + h * 0.15),
              (x + size, y + h)]
    draw.polygon(points, fill=CROWN, outline=Palette.bar)


def disc_text_size(text: str, room: float, largest: int) -> int:
    """The largest bold size from ``largest`` down to ``DISC_TEXT_MIN`` at which ``text`` fits
    ``room`` px (it is cut with "…" where even that is too wide)."""
    size = max(largest, DISC_TEXT_MIN)
    while size > DISC_TEXT_MIN and text_width(text, size, bold=True) > room:
        size -= 1
    return size


#: A seat's piece shape by its turn letter (``a`` first): the owner reads without colour
#: (issue 13).  Regular polygons as ``(corners, turn in degrees)``; 0 corners is a circle.
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


@lru_cache(maxsize=512)
def disc(fill: Colour, text: str, cell: int, dx: int, dy: int,
         letter: str | None = None) -> tuple[Image.Image, Image.Image]:
    """``(sprite, mask)``: a piece of ``fill`` in the shape of seat ``letter`` (``seat_shape``)
    with ``text`` (or, when it cannot be read at preview size, its number of codes) on a
    ``cell`` px square whose top left has x and y parities ``(dx, dy)`` (so the text rounds as
    it would on the picture); the "L" mask is the shape.  Cached: a board shows the same few
    pieces move after move."""
    image, draw = canvas(dx + cell, dy + cell)
    mask = Image.new("L", image.size, 0)
    cx, cy = dx + cell / 2, dy + cell / 2
    r = cell * 0.45
    seat_shape(ImageDraw.Draw(mask), cx, cy, r, letter, 255, 255, 2)
    seat_shape(draw, cx, cy, r, letter, fill, Palette.rim, 2)
    room = 2 * r - 4
    size = disc_text_size(text, room, round(cell * 0.47))
    if text_width(text, size, bold=True) > room:
        # Too long to read at preview size: how many codes the piece has (issue 13).
        text = count_badge(text)
    label(draw, (cx, cy), fit_text(text, size, room, bold=True), size=size, fill=ink_for(fill),
          anchor="mm", bold=True)
    box = (dx, dy, dx + cell, dy + cell)
    return image.crop(box), mask.crop(box)


def draw_piece(image: Image.Image, grid: Grid, square: str, piece: dict) -> None:
    """A piece in the owner's colour and shape (``seat_shape``) with ``piece_text`` on it,
    crowned when a known King (read now, or followed in view since it was: ``followed``).

    The piece has a light rim (``Palette.rim``) so every colour stands off the floor for
    every colour vision;
    text too long for it at preview size becomes its number of codes.
    """
    fill = SEAT_COLOURS.get(piece.get("colour") or "", NO_COLOUR)
    x0, y0, x1, _ = grid.rect(square)
    sprite, mask = disc(fill, piece_text(piece), grid.cell, x0 % 2, y0 % 2,
                        piece.get("letter") if piece.get("owner") else None)
    with mark(image, (x0, y0, x0 + grid.cell, y0 + grid.cell), f"piece on {square}"):
        image.paste(sprite, (x0, y0), mask)
    if piece.get("king") or piece.get("followed") == "king":
        side = grid.cell * 0.36
        crown(PaletteDraw(image), x1 - side, y0, side)


#: The kinds of ``cells`` entry that belong to the map's layout (the static layer); inner
#: walls can open during a game (S10), so they are part of the layout's key.
LAYOUT_KINDS = ("wall", "inner", "start ")


def layout_key(cells: dict) -> frozenset:
    """The ``(square, kind)`` entries of ``cells`` that ``board_layers`` draws: walls, interior
    walls and starts, not the specials a viewer has seen."""
    return frozenset(item for item in cells.items() if item[1].startswith(LAYOUT_KINDS))


@lru_cache(maxsize=TEXT_SIZE)
def board_layers(grid: Grid, layout: frozenset) -> tuple[Image.Image, Image.Image]:
    """``(lit, fogged)``: the board of ``layout`` (``layout_key``) on ``grid`` moved to (0, 0),
    with its coordinate band, walls, hatching and start frames, its floor chequered in one
    and flat ``FOG`` in the other.  Cached: a map's layout changes only when a wall opens,
    so a picture pastes these and draws only fog, specials and pieces on them."""
    grid = replace(grid, x=0, y=0)
    cells = dict(layout)
    layers = []
    for fogged in (False, True):
        image, draw = canvas(grid.width, grid.height)
        draw_board(image, grid)
        for file in range(grid.files):
            for rank in range(grid.ranks):
                square = grid.name(file, rank)
                draw_cell(image, draw, grid, square, cells.get(square, ""), fogged)
        for square, kind in cells.items():
            if kind.startswith("start "):
                mark_square(draw, grid, square, kind.split()[1], START, Palette.text)
        layers.append(image)
    return layers[0], layers[1]


@lru_cache(maxsize=TEXT_SIZE)
def _rank_names(grid: Grid) -> tuple[tuple[str | None, ...], ...]:
    """Each rank's square names by file, ended by ``None`` (a file the board lacks)."""
    return tuple(tuple(grid.name(file, rank) for file in range(grid.files)) + (None,)
                 for rank in range(grid.ranks))


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


def draw_genetess_board(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict,
                        grid: Grid) -> None:
    """The board of ``view`` on ``grid``: squares, fog, starts, specials, then pieces.

    The squares, walls and starts are the cached ``board_layers``: the fogged one,
    with the lit one's squares copied over it along the rows the viewer sees.
    """
    cells = view.get("cells") or {}
    lit, fogged = board_layers(grid, layout_key(cells))
    visible = set(view.get("visible") or [])
    # A view that sees nothing (public, round 0, eliminated) is the skeleton map, unfogged.
    image.paste(fogged if visible else lit, (grid.x, grid.y))
    side = grid.cell
    for file, rank, length in visible_runs(grid, visible):
        x, y = grid.origin(file, rank)
        x0, y0 = x - grid.x, y - grid.y
        image.paste(lit.crop((x0, y0, x0 + length * side, y0 + side)), (x, y))
    for square in set(view.get("specials") or {}) | {s for s, k in cells.items()
                                                      if k.startswith("special ")}:
        mark_square(draw, grid, square, special_code(view, square) or "S?", SPECIAL)
    for square, piece in (view.get("pieces") or {}).items():
        draw_piece(image, grid, square, piece)


# --- The panel ------------------------------------------------------------------------------

def info_lines(view: dict, seat: str | None) -> list[tuple[str, Colour]]:
    """Lines under the panel's heading: map and round, the viewer's own E and start, where it
    last learnt each enemy King was (``king_signs``), result."""
    where = f"{map_title(view)} · round {view['round']} of {view['max_rounds']}"
    lines = [(where, Palette.muted)]
    energy = own_energy(view, seat)
    if energy is not None:
        start = view.get("start") or (view.get("starts_of") or {}).get(seat)
        lines.append((f"your E: {energy}" + (f" · start {start}" if start else ""), Palette.text))
    for name, sign in (view.get("king_signs") or {}).items():
        # A long name is cut, never where and when.
        told = f"'s King {'on' if sign['within'] == 0 else 'near'} {sign['square']} " \
               f"(round {sign['round']})"
        room = PANEL_W - text_width(told, TEXT_SIZE)
        lines.append((fit_text(name, TEXT_SIZE, room) + told, Palette.muted))
    result = view.get("result")
    if result and result.get("reason"):
        lines.append((str(result["reason"]), Palette.winner))
    elif not view.get("visible"):
        lines.append(("pieces and specials hidden", Palette.muted))
    last = view.get("last")
    if last and not result:
        verb = LAST_VERBS.get(last["kind"], last["kind"])
        lines.append((f"last: {last['by']} {verb} ({last['turn']})", Palette.muted))
    return lines


#: Radius of the disc before a seat's name.
SEAT_DISC = 14


@lru_cache(maxsize=64)
def seat_disc(fill: Colour, letter: str) -> Image.Image:
    """A seat's piece shape (``seat_shape``) in ``fill`` with its turn ``letter``, on the
    background, cached: the key from shape to seat."""
    r = SEAT_DISC
    image, draw = canvas(2 * r, 2 * r)
    seat_shape(draw, r, r, r - 0.5, letter, fill, Palette.rim, 1)
    label(draw, (r, r), letter, size=TEXT_SIZE, fill=ink_for(fill), anchor="mm", bold=True)
    return image


def seat_row(image: Image.Image, view: dict, name: str, x: int, top: int, you: bool) -> None:
    """One seat, ``ROW_H`` px from ``top``: a disc in its colour with its turn letter, the
    name, a tag ("to move", "out", "wins") and the score; eliminated seats are muted.
    Pasted from ``seat_row_sprite``: a row changes only when its seat's turn, score or
    fate does."""
    result = view.get("result") or {}
    alive = (view.get("alive") or {}).get(name, True)
    winner = name in (result.get("winners") or [])
    moving = not result and name in (view.get("to_move") or [])
    fill = SEAT_COLOURS.get((view.get("colours") or {}).get(name) or "", NO_COLOUR)
    letter = (view.get("letters") or {}).get(name) or ""
    score = (result.get("scores") or view.get("scores") or {}).get(name, 0)
    turn = "to bid" if view["round"] == 0 else "to move"
    tag, tag_fill = (("wins", Palette.winner) if winner else (turn, Palette.accent) if moving
                     else ("out", Palette.muted) if not alive else ("", Palette.muted))
    name_fill = Palette.winner if winner else Palette.text if alive else Palette.muted
    image.paste(seat_row_sprite(name, fill, letter, str(score), tag, tag_fill, name_fill, you,
                                x % 2, top % 2), (x, top))


@lru_cache(maxsize=256)
def seat_row_sprite(name: str, fill: Colour, letter: str, score: str, tag: str, tag_fill: Colour,
                    name_fill: Colour, you: bool, dx: int, dy: int) -> Image.Image:
    """``seat_row``'s row, ``PANEL_W + 1`` × ``ROW_H`` px on the background, cached; drawn
    as at a ``(x, top)`` of parities ``(dx, dy)``, so its text rounds to the pixels it
    would have drawn on the picture."""
    image, draw = canvas(dx + PANEL_W + 1, dy + ROW_H)
    x, top = dx, dy
    cy = top + ROW_H / 2
    r = SEAT_DISC
    image.paste(seat_disc(fill, letter), (x, top + ROW_H // 2 - r))
    right = x + PANEL_W
    tag_x = right - label(draw, (right, cy), score, size=18, anchor="rm", bold=True) - 10
    tag_w = label(draw, (tag_x, cy), tag, size=TEXT_SIZE, fill=tag_fill, anchor="rm", bold=True) \
        if tag else 0
    suffix = " (you)" if you else ""
    nx = x + 2 * r + 8
    room = tag_x - tag_w - 8 - nx - text_width(suffix, TEXT_SIZE)
    nx += label(draw, (nx, cy), fit_text(name, 18, room, bold=True), size=18, fill=name_fill,
                bold=True)
    if suffix:
        label(draw, (nx, cy + 1), suffix, size=TEXT_SIZE, fill=Palette.muted)
    return image.crop((dx, dy, dx + PANEL_W + 1, dy + ROW_H))


def key_icons(image: Image.Image, draw: ImageDraw.ImageDraw, x: int, top: int,
              fog: bool) -> None:
    """The key to the board's marks in three rows from ``top`` (``KEY_H`` px), each icon drawn
    by the board's own code on a one-square grid: wall, interior wall, start; special,
    King, and "out of view" when the picture has fog."""
    s = KEY_ICON
    rows = [[("wall", "wall"), ("inner", "interior wall")], [("start", "start"), ("special", "special")],
            [("king", "King")] + ([("fog", "out of view")] if fog else [])]
    for row, entries in enumerate(rows):
        cx, y = x, top + row * (s + 6)
        for kind, text in entries:
            icon = Grid(1, 1, s, 0, cx, y, spreadsheet=True)
            draw_cell(image, draw, icon, "A1", kind, fogged=kind == "fog")
            if kind in ("start", "special"):
                outline_squares(draw, icon, ["A1"], START if kind == "start" else SPECIAL,
                                width=2, inset=1)
            elif kind == "king":
                crown(draw, cx + 3, y + 5, s - 6)
            elif kind == "fog":
                draw.rectangle(icon.rect("A1"), outline=Palette.grey)   # panel-coloured otherwise
            cx += s + 6
            cx += label(draw, (cx, y + s / 2), text, size=TEXT_SIZE, fill=Palette.text) + 14


@lru_cache(maxsize=2)
def key_sprite(fog: bool) -> Image.Image:
    """``key_icons`` on the background, ``PANEL_W + MARGIN`` × ``KEY_H`` px (up to the
    picture's right edge), cached: the key is the same on every picture."""
    image, draw = canvas(PANEL_W + MARGIN, KEY_H)
    key_icons(image, draw, 0, 0, fog)
    return image


#: Width of the legend's code badges: room for the widest code.
BADGE_W = text_width("S22", LEGEND_SIZE, bold=True) + 8


def legend_lines(view: dict) -> list[tuple[str, list[str]]]:
    """``[(code, lines)]``: each ``legend_entries`` entry as its text and squares wrapped to at
    most two lines of the panel beside the code badge."""
    out = []
    for code, text, squares in legend_entries(view):
        body = f"{text} · {', '.join(squares)}" if text else ", ".join(squares)
        out.append((code, wrap(body, LEGEND_SIZE, PANEL_W - BADGE_W - 6, 2)))
    return out


@lru_cache(maxsize=64)
def badge(code: str, dx: int, dy: int) -> Image.Image:
    """A legend's lime badge with ``code``, ``BADGE_W + 1`` × ``LEGEND_LINE - 1`` px on the
    background, for a line at ``(x, y)``: ``(dx, dy)`` are their parities, so the
    text rounds to the pixels it would have drawn on the picture.  Cached."""
    image, draw = canvas(dx + BADGE_W + 1, dy + LEGEND_LINE)
    draw.rounded_rectangle((dx, dy + 1, dx + BADGE_W, dy + LEGEND_LINE - 1), radius=3,
                           fill=SPECIAL)
    label(draw, (dx + BADGE_W / 2, dy + LEGEND_LINE / 2), code, size=LEGEND_SIZE,
          fill=ink_for(SPECIAL), anchor="mm", bold=True)
    return image.crop((dx, dy + 1, dx + BADGE_W + 1, dy + LEGEND_LINE))


def draw_legend(image: Image.Image, entries: list[tuple[str, list[str]]], x: int, top: int) -> None:
    """The specials on the board (``legend_lines``): a lime code badge, then the lines.
    Pasted from ``legend_sprite``: the legend changes only when a special is found or used."""
    key = tuple((code, tuple(lines)) for code, lines in entries)
    image.paste(legend_sprite(key, x % 2, top % 2), (x, top))


@lru_cache(maxsize=64)
def legend_sprite(entries: tuple[tuple[str, tuple[str, ...]], ...], dx: int, dy: int) -> Image.Image:
    """``draw_legend``'s lines, ``PANEL_W + 1`` px wide on the background, cached; drawn as at
    a ``(x, top)`` of parities ``(dx, dy)``, so its text rounds to the pixels it would have
    drawn on the picture."""
    height = sum(len(lines) for _, lines in entries) * LEGEND_LINE
    image, draw = canvas(dx + PANEL_W + 1, dy + height + 1)
    x, y = dx, dy
    for code, lines in entries:
        image.paste(badge(code, x % 2, y % 2), (x, y + 1))
        for line in lines:
            label(draw, (x + BADGE_W + 6, y + LEGEND_LINE / 2), line, size=LEGEND_SIZE,
                  fill=Palette.text)
            y += LEGEND_LINE
    return image.crop((dx, dy, dx + PANEL_W + 1, dy + height + 1))


@dataclass(frozen=True)
class PanelPlan:
    """Where the panel's parts go (px from the canvas top), so the canvas is sized to fit.

    ``seats`` is the "Seats … score" heading with the rows under it,
    ``key`` the two rows of ``key_icons``, ``legend`` the "Specials"
    heading (None without specials) and ``bottom`` the panel's end.
    """

    info: list[tuple[str, Colour]]
    legend_lines: list[tuple[str, list[str]]]
    heading: int
    seats: int
    key: int
    legend: int | None
    bottom: int


def plan_panel(view: dict, seat: str | None, top: int) -> PanelPlan:
    """The ``PanelPlan`` of ``view``'s panel for viewer ``seat``, starting at ``top``."""
    info = info_lines(view, seat)
    legend = legend_lines(view)
    seats = top + LINE + 6 + len(info) * LINE + 10
    key = seats + LINE + len(view["seats"]) * ROW_H + 14
    legend_top = key + KEY_H + 14 if legend else None
    bottom = (legend_top + LINE + sum(len(lines) for _, lines in legend) * LEGEND_LINE
              if legend_top is not None else key + KEY_H)
    return PanelPlan(info, legend, top, seats, key, legend_top, bottom)


def draw_panel(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict, seat: str | None,
               x: int, plan: PanelPlan) -> None:
    """The panel beside the board at ``x``, laid out by ``plan``: whose view, info lines,
    seats with scores, the key and the specials legend."""
    y = plan.heading
    label(draw, (x, y + LINE / 2), fit_text(viewer_title(view, seat), 20, PANEL_W, bold=True),
          size=20, bold=True)
    y += LINE + 6
    for text, fill in plan.info:
        label(draw, (x, y + LINE / 2), fit_text(text, TEXT_SIZE, PANEL_W), size=TEXT_SIZE, fill=fill)
        y += LINE
    y = plan.seats
    label(draw, (x, y + LINE / 2), "Seats", size=TEXT_SIZE, fill=Palette.muted, bold=True)
    label(draw, (x + PANEL_W, y + LINE / 2), "score", size=TEXT_SIZE, fill=Palette.muted, anchor="rm")
    y += LINE
    for name in seat_order(view):
        seat_row(image, view, name, x, y, you=name == seat)
        y += ROW_H
    image.paste(key_sprite(bool(view.get("visible")) and "starts_of" not in view), (x, plan.key))
    if plan.legend is not None:
        label(draw, (x, plan.legend + LINE / 2), "Specials", size=TEXT_SIZE, fill=Palette.muted,
              bold=True)
        draw_legend(image, plan.legend_lines, x, plan.legend + LINE)


def draw_genetess(view: dict, seat: str | None = None) -> Image.Image:
    """Draw a ``genetess`` JSON view (``Genetess.view`` or ``full_view``) as a ``canvas``
    picture in the PNG palette.

    About 824 px wide for the shipped maps (board ~520 px, panel 270 px);
    as high as the board or the panel, whichever is taller.  ``seat`` is
    the viewer's name, marked "(you)" (default ``view["viewer"]``).
    Uses the view keys ``width``, ``height``, ``seats``, ``map``, ``cells``,
    ``visible``, ``pieces``, ``specials``, ``energy``, ``scores``, ``alive``,
    ``colours``, ``order``, ``letters``, ``round``, ``turn``, ``max_rounds``,
    ``to_move``, ``last``, ``result`` (``start``/``starts_of`` optional).
    Raises ``ValueError`` for a square the board does not hold.
    """
    you = seat if seat is not None else view.get("viewer")
    grid = board_grid(view)
    panel_x = grid.x + grid.width + 10
    width = panel_x + PANEL_W + MARGIN
    plan = plan_panel(view, you, grid.y + 4)
    height = max(grid.y + grid.height, plan.bottom) + MARGIN
    image, draw = canvas(width, height)
    status, status_fill = _status(view)
    title = f"{TITLE} · {map_title(view)}"
    title_bar(draw, width, title, status, status_fill=status_fill)
    draw_genetess_board(image, draw, view, grid)
    draw_panel(image, draw, view, you, panel_x, plan)
    return image


def clear_caches() -> None:
    """Forget every cached part of the picture (board layers, the empty boards under them,
    discs, badges, the key): tests that swap out ``label`` call this so text is drawn anew."""
    for cached in (board_layers, _empty_board, disc, seat_disc, seat_row_sprite, badge, legend_sprite,
                   key_sprite):
        cached.cache_clear()
