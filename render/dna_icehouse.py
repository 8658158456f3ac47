"""The DNA (Icehouse) picture: the 8×8 board with the turn's marks, gene pools and archives.

Uses nothing but the engine's JSON view (``games/dna_icehouse.py``
``view``; rules/dna-icehouse.md §Notation) and the square-board family's
pieces in ``render.squares``: the grid, pyramids, markers and the panel's
seat cards.  What a turn did is read from the view's ``marks`` (the turn
in progress, else the last one):

- the placed piece's square: lighter, with white corner brackets (as
  Protozoa's last move);
- each scored strand: a white line through its three centres, broken
  around the pips on the pieces, with a "+n" badge of its points;
- each mutated piece: an orange frame, and in its top-left corner a tag
  with the piece it was before the turn and an arrow towards the new one.
"""

from __future__ import annotations

import math
from functools import lru_cache
from itertools import pairwise

from PIL import Image, ImageDraw

from games.dna_icehouse_view import DnaIcehouseView
from games.message import Msg
from render.hexes import draw_arrow
from render.primitives import (
    TEXT_SIZE,
    Colour,
    Palette,
    canvas,
    fit_text,
    label,
    mark,
    paste,
    text_width,
    title_bar,
    wrap,
)
from render.squares import (
    CARD_GAP,
    GRID,
    INFO_LINE,
    MARGIN,
    PANEL_W,
    PANEL_X,
    STASH_SIZES,
    WIDTH,
    Grid,
    cap_radius,
    chip,
    draw_board,
    draw_counts,
    draw_info,
    draw_piece,
    flow,
    highlight_square,
    outline_squares,
    parse_piece,
    pyramid,
    pyramid_size,
    seat_card,
    winners_status,
)
from render.words import locale_of, say, words

# The panel beside the board holds the turn's lines and the seat cards; the gene
# pools (two columns) and the key run across the picture under the board, where
# 24 px text has room.
INFO_LINES = 7
POOL_ROW = 34
POOL_SIZES = STASH_SIZES
POOLS_HEAD = 34
POOL_COLUMNS = 2
CARD_HEAD = 38                    # a seat card's first row (chips, name, tag)
ARCHIVE_ROW = 24
ARCHIVE_SIZES = {1: 12, 2: 16, 3: 20}
ARCHIVE_GAP = 3
#: Rows of archive pyramids per seat, by seat count: the picture keeps one
#: height per seat count (it does not jump between moves) and stays under ~670 px.
ARCHIVE_ROWS = {2: 4, 3: 3, 4: 2}
KEY_ROW, KEY_ICON = 38, 28

MUTATED = Palette.arrow           # the frame and arrow of a mutated piece
STRAND = Palette.highlight        # a strand's line and badge edge
STRAND_W = 6
TAG_SIZE = 14                     # the piece before mutation, in the tag: above a 2-pip's plate


# --- Layout -------------------------------------------------------------------------------------

def card_height(seats: int) -> int:
    """Height (px) of each seat card for ``seats`` seats."""
    return CARD_HEAD + ARCHIVE_ROWS.get(seats, 2) * ARCHIVE_ROW + 5


def pools_height() -> int:
    """Height (px) of the gene pools box: its heading and the four colours in columns."""
    return POOLS_HEAD + math.ceil(4 / POOL_COLUMNS) * POOL_ROW + 6


def plan(view: DnaIcehouseView) -> tuple[int, int, dict[str, int], int]:
    """``(height, pools, cards, key)``: the picture's height and the tops (px) of the gene
    pools box (under the board and the cards), of each seat's card and of the key."""
    y = GRID.y + INFO_LINES * INFO_LINE + 4
    cards = {}
    h = card_height(len(view["seats"]))
    for name in view["seats"]:
        cards[name] = y
        y += h + CARD_GAP
    pools = max(GRID.y + GRID.height, y) + 4
    key = pools + pools_height() + CARD_GAP
    rows = 1 + max(row for _, row in _key_layout(locale_of(view)))
    return key + rows * KEY_ROW + MARGIN, pools, cards, key


# --- Text -----------------------------------------------------------------------------------------

def _to_do(view: DnaIcehouseView, locale: str) -> str:
    """"alice to mutate": the seat to move and its step, in the engine's catalog words."""
    return words(Msg("dna-icehouse-describe-to-move", names=list(view["to_move"]),
                     phase=view["phase"].replace(" ", "-")), locale)


def _status(view: DnaIcehouseView, locale: str) -> tuple[str, Colour]:
    if view["result"]:
        return winners_status(view["result"]["winners"], [n for n in view["seats"] if n not in view["out"]], locale)
    # One seat moves at a time (rules §A turn).
    return _to_do(view, locale), Palette.accent


def step_text(view: DnaIcehouseView, locale: str) -> str:
    """What the seat to move must do, with the turn's numbers, in ``locale``: "alice to
    mutate: 2/3 spent", "alice to capture: 4 points owed", "alice to place" (rules §A turn)."""
    if view["result"] or not view["to_move"]:
        return ""
    names, phase, turn = list(view["to_move"]), view["phase"], view["turn"]
    if phase == "pass":
        return say(locale, "render-dna-icehouse-nothing-to-place", names=names)
    if not turn:
        return _to_do(view, locale)
    if phase == "capture":
        return say(locale, "render-dna-icehouse-to-capture", names=names, owed=turn["owed"])
    if "mutate" in phase:
        return say(locale, "render-dna-icehouse-spent", step=_to_do(view, locale), spent=turn["spent"],
                   budget=turn["budget"])
    return _to_do(view, locale)


def _source(source: str, locale: str) -> str:
    """Where a captured piece came from: the engine's ``"Y pool"`` (a gene pool) in words, or a
    seat's name (its archive) as it is."""
    colour, _, pool = source.partition(" ")
    return say(locale, "render-dna-icehouse-pool", colour=colour) if pool == "pool" else source


def marks_texts(view: DnaIcehouseView, locale: str) -> list[str]:
    """The marked turn in words for ``locale``: who placed what where (or passed) and what it
    scored; what was captured, and from where (a gene pool or a seat's archive)."""
    marks = view["marks"]
    if not marks:
        return []
    seat, placed = marks["seat"], marks["placed"]
    if placed is None:
        return [say(locale, "render-passed", name=seat)]
    piece = view["board"][placed]
    points = [st["points"] for st in marks["strands"]]
    if points:
        parts = f" ({'+'.join(map(str, points))})" if len(points) > 1 else ""
        first = say(locale, "render-dna-icehouse-placed-scored", name=seat, piece=piece, square=placed,
                    points=sum(points), parts=parts)
    else:
        first = say(locale, "render-dna-icehouse-placed", name=seat, piece=piece, square=placed)
    lines = [first]
    if marks["captured"]:
        lines.append(say(locale, "render-dna-icehouse-took", pieces=[
            Msg("render-dna-icehouse-piece-from", piece=c["piece"], source=_source(c["from"], locale))
            for c in marks["captured"]]))
    return lines


def _info_lines(view: DnaIcehouseView) -> list[tuple[str, Colour]]:
    result = view["result"]
    locale = locale_of(view)
    if result:
        # The engine's reason is a message, worded in the reader's language.
        lines = [(words(result["reason"], locale), Palette.winner)]
    else:
        turn = view["turns"] + 1
        lines = [(say(locale, "render-dna-icehouse-last-round" if view["final_turns"] else "render-turn",
                      turn=turn), Palette.muted),
                 (step_text(view, locale), Palette.accent)]
    lines += [(text, Palette.text) for text in marks_texts(view, locale)]
    # Each text wraps whole (three lines hold the longest, with two long names); a text that
    # would run past the panel's lines is left out whole rather than cut.
    out: list[tuple[str, Colour]] = []
    for text, fill in lines:
        parts = wrap(text, TEXT_SIZE, PANEL_W - 8, 3)
        if len(out) + len(parts) > INFO_LINES:
            break
        out += [(part, fill) for part in parts]
    return out


# --- Board marks --------------------------------------------------------------------------------

def _cap(grid: Grid, piece: str | None) -> float:
    """How far (px) from a square's centre a strand line stops: clear of ``piece``'s pip cap
    (none: the key's strand runs over empty squares)."""
    if not piece:
        return 0
    _, pips = parse_piece(piece)
    return cap_radius(pyramid_size(grid.cell, pips), pips) + 3


def draw_strand_line(draw: ImageDraw.ImageDraw, grid: Grid, squares: list[str],
                     board: dict[str, str]) -> None:
    """A strand's line through the centres of its ``squares`` (placed piece first), cased
    in the bar's near-black and broken around each piece's pip cap so the pips still read."""
    centres = [grid.centre(sq) for sq in squares]
    for (a, sa), (b, sb) in pairwise(zip(centres, squares, strict=True)):
        length = math.dist(a, b)
        ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
        ra, rb = _cap(grid, board.get(sa)), _cap(grid, board.get(sb))
        segment = (a[0] + ux * ra, a[1] + uy * ra, b[0] - ux * rb, b[1] - uy * rb)
        draw.line(segment, fill=Palette.bar, width=STRAND_W + 4)
        draw.line(segment, fill=STRAND, width=STRAND_W)


def draw_strand_badge(draw: ImageDraw.ImageDraw, grid: Grid, squares: list[str],
                      points: int) -> None:
    """A strand's "+points" badge, on its line between its last two pieces (clear of the
    placed piece, where several strands meet)."""
    (x1, y1), (x2, y2) = (grid.centre(sq) for sq in squares[-2:])
    text = f"+{points}"
    size = max(TEXT_SIZE, round(grid.cell * 0.28))
    w, h = text_width(text, size, bold=True) + 10, size + 6
    cx, cy = (x1 + x2) / 2, (y1 + y2) / 2
    draw.rounded_rectangle((cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2), radius=5,
                           fill=Palette.bar, outline=STRAND, width=2)
    label(draw, (cx, cy), text, size=size, fill=Palette.text, anchor="mm", bold=True)


def draw_mutation(image: Image.Image, draw: ImageDraw.ImageDraw, grid: Grid, square: str,
                  before: str) -> None:
    """A mutated piece: an orange frame inside its square, and in the top-left corner a tag
    holding the piece it was before the turn (``before``, unlabelled: too small to read) and an arrow towards
    the piece it is now.  The frame keeps clear of the largest pyramid."""
    outline_squares(draw, grid, [square], MUTATED, width=3, inset=1)
    colour, pips = parse_piece(before)
    size = max(16, round(grid.cell * TAG_SIZE / 64))
    x0, y0, _, _ = grid.rect(square)
    draw.rectangle((x0, y0, x0 + size + 1, y0 + size + 1), fill=Palette.bar)
    with mark(image, (x0 + 1, y0 + 1, x0 + size + 1, y0 + size + 1), f"mutation tag {before}"):
        paste(image, pyramid(colour, pips, size, number=False), (x0 + 1, y0 + 1))
    # Level with the tag: lower down it would cover the new piece's pips.
    cy = y0 + size / 2 + 1
    draw_arrow(draw, (x0 + size + 3, cy), (x0 + size + grid.cell * 0.25, cy), MUTATED, width=3,
               head=8)


def draw_marks(image: Image.Image, draw: ImageDraw.ImageDraw, grid: Grid, view: DnaIcehouseView) -> None:
    """The strands and mutations of ``view["marks"]`` over the pieces (the placed square is
    highlighted under them, by the caller).  Mutation tags go over strand lines (a line
    can run through a tag's arrow) and the strands' badges over everything."""
    marks = view["marks"]
    if not marks:
        return
    strands = marks["strands"]
    for strand in strands:
        draw_strand_line(draw, grid, strand["squares"], view["board"])
    for square, (before, _) in marks["mutated"].items():
        draw_mutation(image, draw, grid, square, before)
    for strand in strands:
        draw_strand_badge(draw, grid, strand["squares"], strand["points"])


# --- Panel --------------------------------------------------------------------------------------

def _owners(view: DnaIcehouseView) -> dict[str, str | None]:
    """Colour letter → the name of the seat playing it, or ``None`` (neutral)."""
    owners: dict[str, str | None] = {letter: None for letter in "RYGB"}
    for name, letters in view["colours"].items():
        for letter in letters:
            owners[letter] = name
    return owners


def _counts_width() -> int:
    """Width (px) ``draw_counts`` takes for three sizes with two-digit counts at most."""
    return sum(POOL_SIZES.values()) + 3 * (5 + text_width("x10", TEXT_SIZE) + 14)


def _draw_pools(image: Image.Image, draw: ImageDraw.ImageDraw, view: DnaIcehouseView, top: int) -> None:
    """Each colour's gene pool: its chip, who plays it (or "neutral") and its 1/2/3 counts,
    in ``POOL_COLUMNS`` columns across the picture."""
    x0, x1 = MARGIN, WIDTH - MARGIN
    draw.rounded_rectangle((x0, top, x1 - 1, top + pools_height() - 1), radius=6, fill=Palette.panel)
    locale = locale_of(view)
    label(draw, (x0 + 10, top + POOLS_HEAD / 2 + 2), say(locale, "render-dna-icehouse-gene-pools"), size=TEXT_SIZE,
          fill=Palette.muted)
    owners = _owners(view)
    column = (x1 - x0) // POOL_COLUMNS
    name_w = column - 10 - 36 - _counts_width() - 4
    for i, letter in enumerate("RYGB"):
        row, col = divmod(i, POOL_COLUMNS)
        cy = top + POOLS_HEAD + row * POOL_ROW + POOL_ROW / 2
        x = x0 + col * column + 10
        x += chip(draw, x, cy, letter) + 6
        owner = owners[letter]
        label(draw, (x, cy), fit_text(owner or say(locale, "render-dna-icehouse-neutral"), TEXT_SIZE, name_w),
              size=TEXT_SIZE, fill=Palette.muted if owner is None else Palette.text)
        draw_counts(image, draw, x + name_w + 4, cy, letter, view["pools"][letter], POOL_SIZES)


def archive_layout(sizes: list[int], room: int, rows: int) -> list[tuple[float, int]]:
    """``(x, row)`` of each of a seat's archived pyramids (``sizes`` px, in order) in ``rows``
    rows ``room`` px wide.

    They flow left to right, ``ARCHIVE_GAP`` apart, wrapping at ``room``;
    when that needs more than ``rows`` rows, they are dealt evenly into the
    rows and overlapped like a fanned stack (each still shows its top-left
    corner), so no piece is ever left out.
    """
    flowed: list[tuple[float, int]] = []
    x: float = 0
    row = 0
    for size in sizes:
        if x and x + size > room:
            x, row = 0, row + 1
        flowed.append((x, row))
        x += size + ARCHIVE_GAP
    if row < rows:
        return flowed
    per_row = math.ceil(len(sizes) / rows)
    dealt: list[tuple[float, int]] = []
    for row, start in enumerate(range(0, len(sizes), per_row)):
        chunk = sizes[start:start + per_row]
        span = sum(chunk) + ARCHIVE_GAP * (len(chunk) - 1) - chunk[-1]
        squeeze = min(1.0, (room - chunk[-1]) / span) if span else 1.0
        x = 0
        for size in chunk:
            dealt.append((x, row))
            x += (size + ARCHIVE_GAP) * squeeze
    return dealt


def _draw_archive(image: Image.Image, pieces: list[str], x: int, top: int, rows: int) -> None:
    """``pieces`` as small pyramids sized by pips from ``(x, top)`` to the card's right edge."""
    parsed = [parse_piece(p) for p in pieces]
    sizes = [ARCHIVE_SIZES[pips] for _, pips in parsed]
    room = PANEL_X + PANEL_W - 10 - x
    for (colour, pips), size, (dx, row) in zip(parsed, sizes, archive_layout(sizes, room, rows), strict=True):
        cy = top + row * ARCHIVE_ROW + ARCHIVE_ROW / 2
        at = (round(x + dx), round(cy - size / 2))
        with mark(image, (*at, at[0] + size, at[1] + size), f"archived pip {colour}{pips}"):
            paste(image, pyramid(colour, pips, size, number=False), at)


def _draw_card(image: Image.Image, draw: ImageDraw.ImageDraw, view: DnaIcehouseView, name: str, top: int,
               you: bool) -> None:
    result = view["result"]
    locale = locale_of(view)
    seat_card(draw, top, card_height(len(view["seats"])), view["colours"][name], name,
              you=you, winner=result is not None and name in result["winners"],
              moving=not result and name in view["to_move"],
              out=name in view["out"], locale=locale)
    x = PANEL_X + 10
    cy = top + CARD_HEAD + ARCHIVE_ROW / 2
    pips = view["archive_points"][name]
    label(draw, (x, cy), say(locale, "render-dna-icehouse-pips", count=pips), size=TEXT_SIZE, fill=Palette.text,
          bold=True)
    pieces = view["archives"][name]
    if pieces:
        _draw_archive(image, pieces, x + pips_width(locale), top + CARD_HEAD,
                      ARCHIVE_ROWS.get(len(view["seats"]), 2))
    else:
        # Beside the pips when it fits whole, else on the archive's next row (every card has
        # two or more): never "archivo va…".
        at, empty = x + pips_width(locale), say(locale, "render-dna-icehouse-archive-empty")
        if at + text_width(empty, TEXT_SIZE) > PANEL_X + PANEL_W - 10:
            at, cy = x, cy + ARCHIVE_ROW
        label(draw, (at, cy), fit_text(empty, TEXT_SIZE, PANEL_X + PANEL_W - 10 - at), size=TEXT_SIZE,
              fill=Palette.muted)


@lru_cache(maxsize=8)
def pips_width(locale: str) -> int:
    """Room (px) before a seat's archive: its pips in ``locale``'s words ("88 pips") and a gap."""
    return text_width(say(locale, "render-dna-icehouse-pips", count=88), TEXT_SIZE, bold=True) + 8


#: The key's entries: the icon drawn before each word, its width in px, and the word's message.
_KEY = (("placed", KEY_ICON, "render-dna-icehouse-key-placed"),
        ("strand", 3 * KEY_ICON, "render-dna-icehouse-key-strand"),
        ("mutated", KEY_ICON, "render-dna-icehouse-key-mutated"))


@lru_cache(maxsize=8)
def _key_layout(locale: str) -> list[tuple[int, int]]:
    """``(x, row)`` of each ``_KEY`` entry in ``locale``'s words, flowed across the picture."""
    return flow([w + 6 + text_width(say(locale, ident), TEXT_SIZE) for _, w, ident in _KEY])


def _draw_key(image: Image.Image, draw: ImageDraw.ImageDraw, top: int, locale: str) -> None:
    """The key under the gene pools: the three board marks, drawn by the same code on
    one-square boards."""
    s = KEY_ICON
    for (word, w, ident), (x, row) in zip(_KEY, _key_layout(locale), strict=True):
        y = top + row * KEY_ROW + (KEY_ROW - s) // 2
        if word == "placed":
            highlight_square(draw, Grid(1, 1, s, 0, x, y), "a1")
        elif word == "strand":
            icon = Grid(3, 1, s, 0, x, y)
            draw.rectangle((x, y, x + w - 1, y + s - 1), fill=Palette.square_light)
            draw_strand_line(draw, icon, ["a1", "b1", "c1"], {})
            draw_strand_badge(draw, icon, ["a1", "b1", "c1"], 2)
        else:
            icon = Grid(1, 1, s, 0, x, y)
            draw.rectangle(icon.rect("a1"), fill=Palette.square_light)
            outline_squares(draw, icon, ["a1"], MUTATED, width=2, inset=0)
        label(draw, (x + w + 6, y + s / 2), say(locale, ident), size=TEXT_SIZE)


@lru_cache(maxsize=8)
def key_sprite(locale: str, dy: int) -> Image.Image:
    """``_draw_key`` in ``locale``'s words across the picture's width on the background,
    drawn as from a top of parity ``dy``; cached: the key is the same on every picture."""
    rows = 1 + max(row for _, row in _key_layout(locale))
    image, draw = canvas(WIDTH, dy + rows * KEY_ROW)
    _draw_key(image, draw, dy, locale)
    return image.crop((0, dy, WIDTH, dy + rows * KEY_ROW))


def draw_dna_icehouse(view: DnaIcehouseView, seat: str | None = None) -> Image.Image:
    """Draw a ``dna-icehouse`` JSON view as a ``canvas`` picture in the PNG palette, 900 px
    wide, ~780 px high.

    Left, the 8×8 board with its coordinates and the pieces as pyramids
    sized by pips and named on a plate ("R2"), with the marks of ``view["marks"]`` (the
    turn in progress, else the last turn): the placed square, each scored
    strand with its points, each mutated piece with what it was.  Right,
    the turn and what the seat to move must do ("alice to mutate: 2/3
    spent", "alice to capture: 4 points owed") or the result's reason,
    the marked turn in words with its captures and one card per
    seat (its colours, name, archived pips and archive as small pyramids;
    the mover's framed in blue, the winners' in gold).  Below, each colour's gene pool
    (who plays it or "neutral", and its 1/2/3-pip counts) and a key.  ``seat``
    is marked "(you)" (default: ``view["viewer"]``).  Raises
    ``ValueError`` for a piece or square the board cannot hold and
    ``KeyError`` when the view lacks a documented key.
    """
    you = seat if seat is not None else view["viewer"]
    height, pools_top, cards, key_top = plan(view)
    image, draw = canvas(WIDTH, height)
    locale = locale_of(view)
    status, status_fill = _status(view, locale)
    title_bar(draw, WIDTH, say(locale, "render-dna-icehouse-title"), status, status_fill=status_fill)

    draw_board(image, GRID)
    marks = view["marks"]
    placed = marks["placed"] if marks else None
    if placed:
        highlight_square(draw, GRID, placed)
    for square, piece in view["board"].items():
        draw_piece(image, GRID, square, piece)
    draw_marks(image, draw, GRID, view)

    draw_info(draw, _info_lines(view), GRID.y)
    _draw_pools(image, draw, view, pools_top)
    for name, top in cards.items():
        _draw_card(image, draw, view, name, top, you == name)
    image.paste(key_sprite(locale, key_top % 2), (0, key_top))
    return image
