"""Sequence strips: the DNA (sequence chunks) board (design.md §2).

One horizontal strip per seat, one coloured cell per nucleotide, wrapped
onto several rows for long strands.  Drawn purely from the engine's JSON
view (``games.dna_sequence.DnaSequence.view``): a strand that is ``None``
there is secret and only ever drawn as a placeholder.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from games.dna_sequence_view import DnaSequenceView
from games.text import result_msg
from render.primitives import (
    NAME_ROOM,
    TEXT_SIZE,
    TITLE_BAR_HEIGHT,
    Colour,
    Palette,
    canvas,
    fit_text,
    ink_for,
    label,
    legend,
    mark,
    paste,
    star,
    text_width,
    title_bar,
    wrap,
)
from render.words import locale_of, say, words

# Horizontal layout, px: | margin | marker+name+length | gap | cells… | gap | badge | margin |
MARGIN = 14
MARKER_W = 20
NAME_W = 190
GAP = 10
BADGE_W = 64
FIXED_W = MARGIN + NAME_W + GAP + GAP + BADGE_W + MARGIN
MIN_WIDTH, MAX_WIDTH = 900, 900
# Cell pitch (cell plus the 2 px gap between cells).  33 px gives letters of
# 24 px (``TEXT_SIZE``), capitals 9 px tall at Discord's 450 px preview of the
# 900 px picture; 40 px stops short strands from turning into giant tiles.
MIN_PITCH, MAX_PITCH = 33, 40
CELL_GAP = 2
# Vertical layout, px.
INFO_H = 40           # one line of the info under the title bar
WEDGE_H = 7           # cut wedge, drawn in the space above each row of cells
ROW_GAP = WEDGE_H + 3
BAND_PAD = 6          # inside a seat's band, below its last row
SEAT_GAP = 8
LEGEND_H = 50
NAME_SIZE = TEXT_SIZE + 1
#: The last move's letters in the info line, px (letters ``TEXT_SIZE``).
CHUNK_W, CHUNK_H = 31, 34


@dataclass(frozen=True)
class Layout:
    """Geometry shared by every seat: ``cols`` cells per row of ``pitch`` × ``cell_h`` px."""

    cols: int
    pitch: int
    cell_h: int
    width: int
    strip_x: int

    def rows(self, letters: int) -> int:
        """Rows needed for ``letters`` cells (at least one, so empty strands keep a line)."""
        return max(1, math.ceil(letters / self.cols))

    def band_height(self, rows: int) -> int:
        """Height of a seat's band holding ``rows`` rows of cells."""
        return rows * (ROW_GAP + self.cell_h) + BAND_PAD


def layout(longest: int) -> Layout:
    """Choose cells per row and the cell size for strands of up to ``longest`` letters.

    Rows are balanced (200 letters become 6 rows of 34, not 5 of 38 and a
    stub) and the picture stays between ``MIN_WIDTH`` and ``MAX_WIDTH`` px.
    """
    room = MAX_WIDTH - FIXED_W
    longest = max(1, longest)
    rows = math.ceil(longest / (room // MIN_PITCH))
    cols = math.ceil(longest / rows)
    pitch = min(MAX_PITCH, room // cols)
    width = max(MIN_WIDTH, FIXED_W + cols * pitch)
    return Layout(cols=cols, pitch=pitch, cell_h=pitch + 4, width=width,
                  strip_x=MARGIN + NAME_W + GAP)


def plan(view: DnaSequenceView) -> tuple[Layout, dict[str, tuple[int, int]], int]:
    """Where everything goes: ``(layout, bands, height)``.

    ``bands`` maps each seat name, in seat order, to ``(top, rows)``: the y
    (px) of its band's top edge and its number of rows of cells; ``height``
    is the picture's height in px.  Cell size comes from the starting
    length, so cells keep their size for the whole game.
    """
    longest = max([view["length"]] + [len(s) for s in view["sequences"].values() if s])
    lay = layout(longest)
    bands = {}
    y = TITLE_BAR_HEIGHT + INFO_H * len(_setup_lines(view, lay.width, locale_of(view)))
    for name in view["seats"]:
        rows = lay.rows(len(view["sequences"][name] or ""))
        bands[name] = (y, rows)
        y += lay.band_height(rows) + SEAT_GAP
    return lay, bands, y + LEGEND_H


@lru_cache(maxsize=64)
def _tile(letter: str, fill: Colour, ink: Colour, width: int, height: int,
          behind: Colour) -> Image.Image:
    """One cell with its letter on ``behind`` (the colour round its corners), cached; a
    ``Palette.rim`` edge sets it off from the band under any colour vision.

    A 200-letter, 8-seat board has 1600 cells: each kind is drawn once and
    then pasted, opaque, which is far cheaper than text or masked pastes.
    """
    tile, draw = canvas(width, height, behind)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=3, fill=fill, outline=Palette.rim)
    size = round(width * 0.78)
    label(draw, (width / 2, height / 2), letter, size=size, fill=ink, anchor="mm", bold=True)
    return tile


def cell_colours(letter: str, greyed: bool) -> tuple[Colour, Colour]:
    """``(fill, ink)`` of a nucleotide cell; eliminated seats are drawn grey."""
    if greyed:
        return Palette.grey, Palette.text
    fill = Palette.nucleotide.get(letter, Palette.grey)
    return fill, ink_for(fill)


def cell_xy(lay: Layout, top: int, index: int) -> tuple[int, int]:
    """Top-left corner (px) of the cell of letter ``index`` in a seat band whose top is ``top``."""
    row, col = divmod(index, lay.cols)
    return lay.strip_x + col * lay.pitch, top + ROW_GAP + row * (ROW_GAP + lay.cell_h)


def _draw_strand(image: Image.Image, lay: Layout, top: int, strand: str, greyed: bool) -> None:
    w, h = lay.pitch - CELL_GAP, lay.cell_h
    for i, letter in enumerate(strand):
        fill, ink = cell_colours(letter, greyed)
        x, y = cell_xy(lay, top, i)
        with mark(image, (x, y, x + w, y + h), f"nucleotide {letter}"):
            paste(image, _tile(letter, fill, ink, w, h, Palette.panel), (x, y))


def cut_xy(lay: Layout, top: int, index: int) -> tuple[int, int]:
    """``(x, row_top)`` px of the gap before letter ``index`` in a band whose top is ``top``.

    ``index`` may equal the strand's length: the gap after its last letter
    (on that letter's row, not at the start of the next one).
    """
    if index == 0:
        x, y = cell_xy(lay, top, 0)
        return x - CELL_GAP // 2 - 1, y
    x, y = cell_xy(lay, top, index - 1)
    return x + lay.pitch - CELL_GAP // 2 - 1, y


def _draw_cut(draw: ImageDraw.ImageDraw, lay: Layout, top: int, index: int) -> None:
    x, y = cut_xy(lay, top, index)
    draw.rectangle((x - 1, y - 2, x + 1, y + lay.cell_h + 1), fill=Palette.highlight)
    draw.polygon([(x - 6, y - WEDGE_H - 2), (x + 6, y - WEDGE_H - 2), (x, y - 1)],
                 fill=Palette.highlight)


def _draw_placeholder(draw: ImageDraw.ImageDraw, lay: Layout, top: int, length: int,
                      submitted: bool, locale: str) -> None:
    x, y = cell_xy(lay, top, 0)
    right = x + min(length, lay.cols) * lay.pitch - CELL_GAP
    text, ink = ((say(locale, "render-dna-strand-submitted"), Palette.text) if submitted
                 else (say(locale, "render-dna-waiting-strand"), Palette.muted))
    box = (x, y, max(right, x + text_width(text, TEXT_SIZE) + 24), y + lay.cell_h - 1)
    if submitted:
        draw.rounded_rectangle(box, radius=4, fill=Palette.grey)
    else:
        draw.rounded_rectangle(box, radius=4, outline=Palette.grey, width=2)
    label(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), text, size=TEXT_SIZE, fill=ink,
          anchor="mm")


def _draw_marker(draw: ImageDraw.ImageDraw, x: int, cy: float, colour: Colour) -> None:
    """A right-pointing arrow whose tip is at ``x + 14``, centred on ``cy``."""
    draw.polygon([(x, cy - 8), (x + 14, cy), (x, cy + 8)], fill=colour)




def _draw_badge(draw: ImageDraw.ImageDraw, right: int, cy: float, text: str) -> None:
    w = text_width(text, TEXT_SIZE, bold=True) + 14
    draw.rounded_rectangle((right - w, cy - 16, right, cy + 16), radius=16, fill=Palette.highlight)
    label(draw, (right - w / 2, cy), text, size=TEXT_SIZE, fill=Palette.bar, anchor="mm", bold=True)


def _status(view: DnaSequenceView, locale: str) -> tuple[str, Colour]:
    """The title bar's right-hand text: who is to move, or the result."""
    result = view["result"]
    if result:
        return words(result_msg(result["winners"], list(view["sequences"])), locale), Palette.winner
    waiting = list(view["to_move"])
    if view["phase"] == "setup":
        if len(waiting) <= 2:
            return say(locale, "render-dna-waiting-for", names=waiting), Palette.accent
        return say(locale, "render-dna-waiting-strands", count=len(waiting)), Palette.accent
    return say(locale, "render-to-move", names=waiting), Palette.accent


def _reason_lines(view: DnaSequenceView, width: int, locale: str) -> list[str]:
    """The finished game's reason (the engine's message in ``locale``'s words), wrapped to
    lines of ``width`` px under the round line: drawn whole, never cut ("der
    letzte v…"); none while the game runs."""
    result = view["result"]
    if not result:
        return []
    return wrap(words(result["reason"], locale), TEXT_SIZE, width - 2 * MARGIN, 3)


def _setup_lines(view: DnaSequenceView, width: int, locale: str) -> list[str]:
    """The set-up note under the title bar, wrapped to two lines of ``width`` px at most;
    once play has begun one empty line (the round line takes it) and, when the game is over,
    the result's reason on lines of its own (``_reason_lines``)."""
    if view["phase"] != "setup":
        return [""] + _reason_lines(view, width, locale)
    return wrap(say(locale, "render-dna-setup", submitted=len(view["submitted"]), seats=len(view["seats"])),
                TEXT_SIZE, width - 2 * MARGIN, 2)


def _draw_info(image: Image.Image, draw: ImageDraw.ImageDraw, view: DnaSequenceView, top: int) -> None:
    """The line under the title bar: round, chunk size, last move (with its letters), reason.

    Long names and reasons are shortened with "…" to keep to the picture's width; the
    set-up note wraps onto a second line.
    """
    cy = top + INFO_H / 2
    x = MARGIN
    locale = locale_of(view)
    if view["phase"] == "setup":
        for i, line in enumerate(_setup_lines(view, image.width, locale)):
            label(draw, (x, cy + i * INFO_H), line, size=TEXT_SIZE, fill=Palette.muted)
        return
    lo, hi = view["chunk"]
    line = (say(locale, "render-dna-round", round=view["round"], size=lo) if lo == hi
            else say(locale, "render-dna-round-range", round=view["round"], low=lo, high=hi))
    x += label(draw, (x, cy), line, size=TEXT_SIZE, fill=Palette.muted)
    last = view["last_move"]
    if last:
        by = fit_text(last["by"], TEXT_SIZE, 200)
        x += label(draw, (x, cy), f"  ·  {say(locale, 'render-dna-removed', name=by)} ", size=TEXT_SIZE,
                   fill=Palette.text)
        w, h = CHUNK_W, CHUNK_H
        for letter in last["chunk"]:
            fill, ink = cell_colours(letter, greyed=False)
            paste(image, _tile(letter, fill, ink, w, h, Palette.background), (x, round(cy - h / 2)))
            x += w + CELL_GAP
    # The engine's reason is a message, worded in the reader's language, on lines of its own.
    for i, line in enumerate(_reason_lines(view, image.width, locale)):
        label(draw, (MARGIN, cy + (i + 1) * INFO_H), line, size=TEXT_SIZE, fill=Palette.muted)


def _draw_name(draw: ImageDraw.ImageDraw, view: DnaSequenceView, name: str, cy: float, you: bool,
               colour: Colour) -> None:
    strand = view["sequences"][name]
    right = MARGIN + NAME_W
    length_w = 0
    if strand is not None:
        length_w = label(draw, (right, cy), str(len(strand)), size=NAME_SIZE, fill=Palette.muted,
                         anchor="rm")
    x = MARGIN + MARKER_W
    room = right - x - length_w - 8
    suffix = " " + say(locale_of(view), "render-you") if you else ""
    # A long "(you)" (a translation) goes once the name is down to half its usual room: a
    # catalog word is drawn whole or not at all, a name may be shortened.
    if suffix and text_width(suffix, TEXT_SIZE) > room - min(NAME_ROOM // 2, text_width(name, NAME_SIZE, bold=True)):
        suffix = ""
    shown = fit_text(name, NAME_SIZE, room - text_width(suffix, TEXT_SIZE), bold=True)
    x += label(draw, (x, cy), shown, size=NAME_SIZE, fill=colour, bold=True)
    if suffix:
        label(draw, (x, cy + 1), suffix, size=TEXT_SIZE, fill=Palette.muted)


def _draw_seat(image: Image.Image, draw: ImageDraw.ImageDraw, lay: Layout, view: DnaSequenceView,
               name: str, top: int, rows: int, you: bool) -> None:
    strand = view["sequences"][name]
    out = name in view["out"]
    moving = name in view["to_move"]
    result = view["result"]
    winner = result is not None and name in result["winners"]
    band = (MARGIN - 8, top, lay.width - MARGIN + 8, top + lay.band_height(rows) - 1)
    edge = Palette.winner if winner else Palette.accent if moving else None
    draw.rounded_rectangle(band, radius=6, fill=Palette.panel, outline=edge, width=2 if edge else 0)

    first_row = cell_xy(lay, top, 0)[1]
    cy = first_row + lay.cell_h / 2
    if winner:
        star(draw, MARGIN + 7, cy, Palette.winner)
    elif moving:
        _draw_marker(draw, MARGIN, cy, Palette.accent)
    # A tie can be won by seats that are out: the result outranks "out".
    colour = Palette.winner if winner else Palette.muted if out else edge or Palette.text
    _draw_name(draw, view, name, cy, you, colour)

    if strand is None:
        _draw_placeholder(draw, lay, top, view["length"], name in view["submitted"], locale_of(view))
        return
    _draw_strand(image, lay, top, strand, greyed=out)
    if out:
        end_x = cut_xy(lay, top, len(strand))[0]
        label(draw, (end_x + 6, cy), say(locale_of(view), "render-tag-out"), size=TEXT_SIZE, fill=Palette.muted,
              bold=True)
    last = view["last_move"]
    if last and name in last["cuts"]:
        for index in last["cuts"][name]:
            _draw_cut(draw, lay, top, index)
        removed = last["removed"][name] * len(last["chunk"])
        _draw_badge(draw, lay.width - MARGIN, cy, f"-{removed}")


@lru_cache(maxsize=32)
def legend_sprite(locale: str, alphabet: tuple[str, ...], cut: bool, width: int, dy: int) -> Image.Image:
    """``_draw_legend``'s band, ``width`` × ``LEGEND_H`` px on the background, drawn as from a
    top of parity ``dy``; cached: it changes only with the language, the alphabet and whether
    a cut is marked."""
    image, draw = canvas(width, dy + LEGEND_H)
    _draw_legend(draw, locale, alphabet, cut, dy, width)
    return image.crop((0, dy, width, dy + LEGEND_H))


def _draw_legend(draw: ImageDraw.ImageDraw, locale: str, alphabet: tuple[str, ...], last_cut: bool,
                 top: int, width: int) -> None:
    """The key under the strands: each nucleotide's colour and, when a cut is marked
    (``last_cut``), the cut's wedge, in ``locale``'s words, from ``top`` (px)."""
    entries = [(Palette.nucleotide[n], say(locale, "render-dna-nucleotide", letter=n)) for n in alphabet]
    cut = say(locale, "render-dna-last-cut") if last_cut else ""
    cut_w = 20 + text_width(cut, TEXT_SIZE) if cut else 0
    x = legend(draw, (MARGIN, top + 13), entries, size=TEXT_SIZE, swatch=24, width=width - 2 * MARGIN - cut_w)
    if cut:
        cx, y = x + 6, top + 13
        draw.polygon([(cx - 6, y), (cx + 6, y), (cx, y + WEDGE_H)], fill=Palette.highlight)
        draw.rectangle((cx - 1, y + WEDGE_H, cx + 1, y + 24), fill=Palette.highlight)
        label(draw, (cx + 14, y + 12), fit_text(cut, TEXT_SIZE, width - MARGIN - cx - 14), size=TEXT_SIZE)


def draw_dna(view: DnaSequenceView, seat: str | None = None) -> Image.Image:
    """Draw a ``dna-sequence`` JSON view as a ``canvas`` picture in the PNG palette.

    ``view`` is what ``DnaSequence.view(state, seat)`` returns; ``seat`` is
    the viewer's name, marked "(you)" (default: ``view["viewer"]``).  The
    image is 900 px wide (letters of 24 px or more: capitals 9 px tall in the 450 px preview); its height
    grows with seats and strand length (900 × 468 px for three 36-letter strands).  Raises ``KeyError``
    when the view lacks one of the keys the engine documents.
    """
    you = seat if seat is not None else view["viewer"]
    lay, bands, height = plan(view)
    image, draw = canvas(lay.width, height)
    locale = locale_of(view)
    status, status_fill = _status(view, locale)
    _draw_info(image, draw, view, title_bar(draw, lay.width, say(locale, "render-dna-title"), status,
                                            status_fill=status_fill))
    for name, (top, rows) in bands.items():
        _draw_seat(image, draw, lay, view, name, top, rows, you == name)
    top = height - LEGEND_H
    image.paste(legend_sprite(locale_of(view), tuple(view["alphabet"]), bool(view["last_move"]),
                              lay.width, top % 2), (0, top))
    return image
