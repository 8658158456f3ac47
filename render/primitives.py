"""Drawing primitives shared by every board family (design.md §2).

Nothing here knows about a particular game: a palette, cached fonts, text
helpers, the title/status bar, a legend and PNG encoding.  Coordinates are
pixels, origin top left; colours are ``(r, g, b)`` tuples.
"""

from __future__ import annotations

import math
import re
import struct
import sys
import zlib
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass
from functools import lru_cache
from types import ModuleType
from typing import cast

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from render import text as _text
from render.deflate import BandDeflater, prefixed

_deflate: ModuleType
try:  # zlib-ng: zlib's streams ~4× faster at level 1, and the same bytes for the same pixels
    from zlib_ng import zlib_ng
    _deflate = zlib_ng
except ImportError:  # pragma: no cover - zlib-ng is a dependency; zlib is the fallback
    _deflate = zlib
#: This process's deflated bands (``render.deflate``): a picture's rows that the last ones shared.
_bands = BandDeflater(_deflate)

Colour = tuple[int, int, int]


def hex_colour(text: str) -> Colour:
    """``"#rrggbb"`` → ``(r, g, b)``; ``ValueError`` on anything else."""
    if len(text) != 7 or text[0] != "#":
        raise ValueError(f"colour {text!r} is not #rrggbb")
    return int(text[1:3], 16), int(text[3:5], 16), int(text[5:7], 16)


class Palette:
    """The colours every board uses.

    A dark theme, because most Discord clients are dark and a light picture
    glares in a dark channel.  Seat and piece colours stay apart for
    colour-blind players (see ``icehouse``); letters or shapes are always
    drawn on top as well, so colour is never the only cue.
    """

    background = hex_colour("#1e2027")
    panel = hex_colour("#2a2d36")        # a band behind one seat or area
    bar = hex_colour("#14161b")          # title/status bar
    text = hex_colour("#f2f3f5")
    muted = hex_colour("#a0a5b0")        # secondary text, eliminated seats: ≥ 4.5:1 on panel
    grey = hex_colour("#454852")         # placeholder and greyed-out cells
    accent = hex_colour("#6ea8ff")       # whose turn it is
    highlight = hex_colour("#ffffff")    # the last move (cuts, badges)
    winner = hex_colour("#ffc94a")       # result
    #: Letters on pieces (see ``ink_for``).  The dark ink is the bar's
    #: colour: a separate near-black would share the bar's cell of the PNG
    #: quantizer's colour cache and come out as one or the other (``to_png``).
    ink_dark = bar
    ink_light = hex_colour("#ffffff")

    #: Seat colours, chosen for colour-blind players: every pair stays at
    #: least 20 CIEDE2000 apart in normal vision and under simulated deuteranopia,
    #: protanopia and tritanopia (coloraide's filters; ``tests/render/test_legibility``),
    #: and at least ~13 from the board's greys.  Found by a search over OKLCh near
    #: each named hue: red is a deep crimson and blue a dark steel blue because
    #: lightness is what still tells them from green and purple without red–green
    #: vision.  Every piece also carries a letter or shape, so colour is never the
    #: only cue.  The Icehouse four are the first four of Genetess' eight.
    icehouse = {
        "R": hex_colour("#a30011"),
        "Y": hex_colour("#fad314"),
        "G": hex_colour("#5fa185"),
        "B": hex_colour("#264f84"),
    }
    #: DNA nucleotides, in the Icehouse colours (each cell also shows its letter).
    nucleotide = {"A": icehouse["G"], "C": icehouse["B"], "G": icehouse["Y"], "T": icehouse["R"]}
    #: Shading of a pyramid seen from above, lit from the top left
    #: (``render.squares``): the north face is ``icehouse_lit``, the west face
    #: the plain colour, the east face ``icehouse_shade`` and the south face
    #: ``icehouse_dark``.  Tints of ``icehouse`` (38 % towards white, 28 % and
    #: 48 % towards black).
    icehouse_lit = {
        "R": hex_colour("#c6616b"),
        "Y": hex_colour("#fce46d"),
        "G": hex_colour("#9cc5b3"),
        "B": hex_colour("#7892b3"),
    }
    #: A piece's name plate ("G2") and colour chip, by colour: the piece colour, except the
    #: green, whose dark letters fall to ~2.3:1 under simulated colour blindness (white ones
    #: to 3:1 in normal vision); on the lit tint dark letters keep ≥ 5:1 for every eye
    #: (``tests/render/test_legibility``).
    plate = {**icehouse, "G": icehouse_lit["G"]}
    icehouse_shade = {
        "R": hex_colour("#75000c"),
        "Y": hex_colour("#b4980e"),
        "G": hex_colour("#447460"),
        "B": hex_colour("#1b395f"),
    }
    icehouse_dark = {
        "R": hex_colour("#550009"),
        "Y": hex_colour("#826e0a"),
        "G": hex_colour("#315445"),
        "B": hex_colour("#142945"),
    }
    #: Square boards (``render.squares``): the two colours of the chequer,
    #: the last move's square, and the faded marker left on a square whose
    #: piece died last turn.
    square_light = hex_colour("#3d414c")
    square_dark = hex_colour("#31343d")
    square_last = hex_colour("#565d70")
    ghost = hex_colour("#7d828e")
    #: The light rim around every piece, stash icon and pip: a grey, so it keeps its
    #: contrast with the dark squares and panels (≥ 3:1, WCAG 1.4.11) under any colour
    #: vision, where dark seat colours (red under protanopia) would not.
    rim = hex_colour("#c3c7cf")
    #: Hex boards (``render.hexes``, Mitosis), keyed by side.  A cell is drawn
    #: in ``cell`` (the Icehouse red and blue) with a ``rim`` on a
    #: hex of ``cell_dark``; a cell captured on the last move is a piece of
    #: ``cell_faded`` on an empty hex.  ``wall`` is a barricade's hex,
    #: ``arrow`` the last split (parent → children) and ``active`` the ring
    #: on the cells the owner's private view lists as active (Clone).
    cell = {"red": icehouse["R"], "blue": icehouse["B"]}
    cell_dark = {"red": icehouse_dark["R"], "blue": icehouse_dark["B"]}
    cell_faded = {"red": hex_colour("#6b3c37"), "blue": hex_colour("#3a4675")}
    wall = hex_colour("#8a8f9b")
    arrow = hex_colour("#ffb23e")
    active = hex_colour("#b4f05a")
    #: Genetess seat colours beyond the Icehouse four (its colour auction offers
    #: eight: rules/genetess.md G27), chosen with them (see ``icehouse``).
    seat = {"purple": hex_colour("#ad6aff"), "orange": hex_colour("#d16900"),
            "cyan": hex_colour("#1decff"), "white": hex_colour("#fafeef")}


@lru_cache(maxsize=64)
def ink_for(fill: Colour) -> Colour:
    """Black or white, whichever reads better on ``fill`` (WCAG relative luminance)."""
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in fill)
    luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
    # 0.18 is where contrast against black equals contrast against white.
    return Palette.ink_dark if luminance > 0.18 else Palette.ink_light


@dataclass(frozen=True)
class DrawnText:
    """One string ``label`` drew, as ``record_text`` logs it.

    ``size`` is the font size and ``cap`` the height of a capital "H" in px
    of the image drawn on (a cached sprite is pasted 1:1, so its px are the
    picture's); ``fill`` is the text colour and ``behind`` the colours under
    its glyphs before it was drawn, each with its share of the glyph pixels,
    most first.
    """

    text: str
    size: int
    cap: int
    fill: Colour
    behind: tuple[tuple[Colour, float], ...]


_drawn: list[DrawnText] | None = None


def clear_caches() -> None:
    """Forget every cached sprite, mask and width in the ``render`` package, so the next
    pictures are drawn (and their text logged) anew."""
    for name, module in list(sys.modules.items()):
        if name == "render" or name.startswith("render."):
            for value in list(vars(module).values()):
                if (hasattr(value, "cache_clear") and not isinstance(value, type)
                        and getattr(value, "__module__", "") == name):
                    value.cache_clear()


@contextmanager
def record_text():
    """Log every string ``label`` draws while the block runs, as ``DrawnText``; yields the list.

    Clears the caches first (``clear_caches``), so text inside cached
    sprites (pieces, tiles, badges) is drawn, and logged, again.  This is
    how the tests measure what a player reads: sizes and colours as drawn.
    """
    global _drawn
    clear_caches()
    log: list[DrawnText] = []
    _drawn = log
    try:
        yield log
    finally:
        _drawn = None
        clear_caches()


@dataclass(frozen=True)
class DrawnMark:
    """One piece, stash icon or pip that ``mark`` saw drawn, as ``record_marks`` logs it.

    ``ground`` is the colour it sits on (the commonest colour of its box before
    it was drawn: the square or panel, not a frame or label it covers);
    ``edge`` holds the colours along its outline (drawn pixels next to
    undrawn ones) as ``(colour, how many px)``, most first: what tells the mark
    from its ground.
    """

    what: str
    ground: Colour
    edge: tuple[tuple[Colour, int], ...]


_marks: list[DrawnMark] | None = None


@contextmanager
def record_marks():
    """Log every piece, stash icon and pip drawn inside ``mark`` while the block runs, as
    ``DrawnMark``; yields the list.  Clears the caches (``clear_caches``) before and after, so
    cached sprites are drawn, and logged, again: how the tests measure piece contrast."""
    global _marks
    clear_caches()
    log: list[DrawnMark] = []
    _marks = log
    try:
        yield log
    finally:
        _marks = None
        clear_caches()


#: What ``mark`` returns while nothing records: a context that does nothing (reusable).
_UNRECORDED = nullcontext()


def mark(image: Image.Image, box: tuple[int, int, int, int], what: str) -> AbstractContextManager:
    """Draw one piece, icon or pip inside the block, within ``box`` (x0, y0, x1, y1 exclusive).

    Free unless ``record_marks`` runs (one shared do-nothing context, not a generator for
    each of a picture's dozens of pieces); then the pixels the block changed are
    the mark, and its outline is logged against the colours it covered.
    """
    return _UNRECORDED if _marks is None else _recorded_mark(_marks, image, box, what)


@contextmanager
def _recorded_mark(log: list[DrawnMark], image: Image.Image, box: tuple[int, int, int, int], what: str):
    box = (max(0, box[0]), max(0, box[1]), min(image.width, box[2]), min(image.height, box[3]))
    before = image.crop(box).convert("RGB")
    yield
    after = image.crop(box).convert("RGB")
    drawn = ImageChops.difference(before, after).convert("L").point(lambda v: 255 if v else 0)
    framed = Image.new("L", (drawn.width + 2, drawn.height + 2), 0)
    framed.paste(drawn, (1, 1))
    inner = framed.filter(ImageFilter.MinFilter(3)).crop((1, 1, drawn.width + 1, drawn.height + 1))
    outline = ImageChops.subtract(drawn, inner)
    ground = max(_colours_of(before))[1]
    counts: dict[Colour, int] = {}
    rgb = after.tobytes()   # (getdata is deprecated in Pillow 13; bytes work in every version)
    for on, now in zip(outline.tobytes(), zip(rgb[0::3], rgb[1::3], rgb[2::3], strict=True), strict=True):
        if on:
            counts[now] = counts.get(now, 0) + 1
    edge = tuple(sorted(counts.items(), key=lambda e: -e[1]))
    log.append(DrawnMark(what, ground, edge))


def paste(image: Image.Image, sprite: Image.Image, xy: tuple[int, int],
          mask: Image.Image | None = None) -> None:
    """``image.paste(sprite, xy, mask)`` for a ``canvas`` and a sprite in its palette (both mode
    "P"; ``mask`` mode "L"), through Pillow's core images: the same pixels without
    ``Image.paste``'s checks and conversions, a third of its time for the dozens of small
    sprites (pieces, tiles, cells) a board pastes."""
    box = (xy[0], xy[1], xy[0] + sprite.width, xy[1] + sprite.height)
    if mask is None:
        image.im.paste(sprite.im, box)
    else:
        image.im.paste(sprite.im, box, mask.im)


def _colours_of(image: Image.Image) -> list[tuple[int, Colour]]:
    """``(count, colour)`` of every colour of an RGB ``image`` (at most 65 536 of them)."""
    return cast(list[tuple[int, Colour]], image.getcolors(1 << 16))


def _behind(image: Image.Image, mask: Image.Image, xy: tuple[int, int]) -> tuple:
    """The colours of ``image`` under the glyph pixels (coverage ≥ ½) of ``mask`` at ``xy``."""
    box = (xy[0], xy[1], xy[0] + mask.width, xy[1] + mask.height)
    region = image.crop(box).convert("RGB")
    outside = Image.new("RGB", region.size, (1, 2, 3))
    glyphs = mask.point(lambda v: 255 if v >= 128 else 0)
    region = Image.composite(region, outside, glyphs)
    counts = [(n, c) for n, c in _colours_of(region) if c != (1, 2, 3)]
    total = sum(n for n, _ in counts) or 1
    return tuple((c, n / total) for n, c in sorted(counts, reverse=True))


def text_width(text: str, size: int, *, bold: bool = False) -> int:
    """Width in px of ``text`` drawn by ``label`` with the same arguments (cached in
    ``render.text``; measured as ``render.text.drawable`` makes it)."""
    return _text.text_width(_text.drawable(text), size, bold)


#: A parenthesised aside in a name or line: "Petri (hard)" → "(hard)".
_ASIDE = re.compile(r"\s*\([^()]*\)")


@dataclass(frozen=True)
class Cut:
    """One text ``fit_text`` shortened, as ``record_cuts`` logs it: the ``text`` asked for
    (drawable) and what was ``shown``; ``at`` is how many characters of ``text`` (after
    asides were dropped, ``bare``) were kept before the "…", ``None`` when only asides went."""

    text: str
    bare: str
    shown: str
    at: int | None


_cuts: list[Cut] | None = None


@contextmanager
def record_cuts():
    """Log every text ``fit_text`` shortens while the block runs, as ``Cut``; yields the list.
    Clears the caches before and after (``clear_caches``), so cached sprites fit their text
    again: how the tests find a word cut short in a picture."""
    global _cuts
    clear_caches()
    log: list[Cut] = []
    _cuts = log
    try:
        yield log
    finally:
        _cuts = None
        clear_caches()


def fit_text(text: str, size: int, max_width: int, *, bold: bool = False) -> str:
    """``text``, shortened legibly if needed so it is at most ``max_width`` px wide.

    Asides in parentheses go first ("Petri (hard) to move" → "Petri to move"); what is still
    too long is cut and ended with "…", never inside parentheses (never "Petri (ha…").
    What comes back is drawable (``render.text.drawable``: one line, no control characters).
    """
    text = asked = _text.drawable(text)
    if text_width(text, size, bold=bold) <= max_width:
        return text
    bare = _ASIDE.sub("", text)
    if bare.strip():
        if text_width(bare, size, bold=bold) <= max_width:
            if _cuts is not None:
                _cuts.append(Cut(asked, bare, bare, None))
            return bare
        text = bare
    whole = text
    while text and text_width(text + "…", size, bold=bold) > max_width:
        text = text[:-1]
    if text.count("(") > text.count(")"):
        text = text[:text.rfind("(")].rstrip()
    if _cuts is not None:
        _cuts.append(Cut(asked, whole, text + "…", len(text)))
    return text + "…"


#: Room (px) a seat's name keeps in its card's first row while its " (you)" is kept: when the
#: name would get less, the suffix goes (the card's colour chip still says whose it is).
NAME_ROOM = 80
#: Least room (px) a name is given in a seat card's first row: a letter or two and "…".
NAME_MIN = 36


def fit_seat_row(name: str, suffix: str, tag: str, width: int,
                 size: int) -> tuple[str, str, str, bool]:
    """``(name, suffix, tag, marker)`` of a seat card's first row fitted into ``width`` px: the
    bold name at ``size + 1`` px, then ``suffix`` (" (you)") at ``size``, then, right-aligned,
    the bold ``tag`` ("to move") at ``size`` with 22 px before it for its star or pointer when
    ``marker`` (the caller draws it only then).

    The tag is a catalog word and is never cut ("dave (du) ▸am Z…").  When the row
    is too narrow, in this order: the marker goes (the card's frame and the tag say as much);
    the name is shortened down to ``NAME_ROOM`` px; the suffix goes; the name is shortened to
    what is left (at least ``NAME_MIN`` px).  Only when even that is too narrow (a card far
    narrower than any drawn) is the tag shortened."""
    name_w = text_width(name, size + 1, bold=True)
    tag_w = text_width(tag, size, bold=True) if tag else 0
    suffix_w = text_width(suffix, size)
    marker = bool(tag) and width - tag_w - 22 - suffix_w >= name_w
    tag_w += 22 if marker else 0
    if suffix and width - tag_w - suffix_w < min(name_w, NAME_ROOM):
        suffix, suffix_w = "", 0
    room = width - suffix_w
    if tag and room - tag_w < min(name_w, NAME_MIN):
        tag = fit_text(tag, size, max(0, room - NAME_MIN), bold=True)
        tag_w = text_width(tag, size, bold=True)
    return fit_text(name, size + 1, max(room - tag_w, 1), bold=True), suffix, tag, marker


def wrap(text: str, size: int, width: int, lines: int, *, bold: bool = False) -> list[str]:
    """``text`` broken at spaces into at most ``lines`` lines of ``width`` px (the last cut
    with "…" when the text runs on).  Control characters go (``render.text.drawable``)."""
    out: list[str] = []
    words = _text.drawable(text, None).split()
    whole = " ".join(words)
    # A text that fits on one line is that line: every shorter run of its words is narrower
    # (advances are positive), so the loop below would join them all; measured once, not
    # once per word (a new text's widths are FreeType layouts: ~40 µs each).
    if len(whole) <= _text.MAX_CHARS and text_width(whole, size, bold=bold) <= width:
        return [whole] if whole else []
    while words and len(out) < lines:
        line = words.pop(0)
        while words and text_width(f"{line} {words[0]}", size, bold=bold) <= width:
            line += " " + words.pop(0)
        out.append(line)
    if words:
        out[-1] = fit_text(out[-1] + " " + " ".join(words), size, width, bold=bold)
    return [fit_text(line, size, width, bold=bold) for line in out]


def label(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, *, size: int = 18,
          fill: Colour = Palette.text, anchor: str = "lm", bold: bool = False) -> int:
    """Draw ``text`` at ``xy`` (Pillow ``anchor``, default left/middle); returns its width in px.

    ``xy`` is rounded to whole pixels.  Any script is drawn (``render.text``:
    DejaVu Sans, Noto fallbacks, Latin initials for what no font has).  On a
    ``canvas`` the anti-aliased glyphs come out as ``to_png`` would map them.  What is drawn
    (and measured) is ``render.text.drawable(text)``: one line, no control characters, at
    most ``render.text.MAX_CHARS`` characters, whatever a member typed.
    """
    text = _text.drawable(text)
    mask, dx, dy = _text.text_mask(text, size, anchor, bold)
    at = (round(xy[0]) + dx, round(xy[1]) + dy)
    image = draw._image
    if _drawn is not None:
        _drawn.append(DrawnText(text, size, _text.cap_height(size, bold), cast(Colour, tuple(fill)),
                                _behind(image, mask, at)))
    if image.mode != "P":
        draw.bitmap(at, mask, fill=fill)
        return text_width(text, size, bold=bold)
    box = (at[0], at[1], at[0] + mask.width, at[1] + mask.height)
    # Pillow's core image, not ``Image.crop``/``paste``: the same pixels without a Python
    # ``Image`` and a copy of the palette for every crop (≈ 10 µs of a label's ≈ 40).  A
    # canvas is loaded and writable from the moment its ``PaletteDraw`` exists.
    core = image.im
    low, high = core.crop(box).getextrema()
    if low == high:     # on one colour, as almost all text is: the glyphs drawn once, kept
        core.paste(_glyphs_on(text, size, anchor, bold, tuple(fill), low), box)
    else:               # across colours: blended over them in RGB, then mapped, glyphs only
        region = image.crop(box).convert("RGB")
        ImageDraw.Draw(region).bitmap((0, 0), mask, fill=fill)
        image.paste(to_palette(region), box[:2], mask.point(_COVERED))
    return text_width(text, size, bold=bold)


#: ``Image.point`` table: a glyph mask's pixels with any coverage (the others keep their colour).
_COVERED = [0] + [255] * 255


@lru_cache(maxsize=1024)
def _glyphs_on(text: str, size: int, anchor: str, bold: bool, fill: Colour, behind: int):
    """``text`` in ``fill`` on the palette colour ``behind``, mapped by ``to_palette``: the
    glyph box ``label`` pastes onto a canvas of that one colour (cached), as Pillow's core
    image of its palette indices (mode "L": one byte a pixel, as on the canvas, without a
    palette of its own to keep for each entry).  The core's ``point`` takes the table as it
    is (``Image.point`` rounds its 256 entries in Python first, each time).

    Each pixel is its coverage looked up in ``_coverage_indices``: the same index as blending
    the glyphs over ``behind`` in RGB and mapping the box, in a twentieth of the work."""
    return _text.text_mask(text, size, anchor, bold)[0].im.point(_coverage_indices(fill, behind), "L")


@lru_cache(maxsize=256)
def _coverage_indices(fill: Colour, behind: int) -> tuple[int, ...]:
    """For each glyph coverage 0–255, the ``png_palette`` index of ``fill`` drawn at that
    coverage over the palette colour ``behind`` (``ImageDraw.bitmap``'s blend in RGB, then
    ``to_palette``): each pixel's colour depends on its coverage alone, so 256 pixels, drawn
    and mapped once, give every glyph box in those colours."""
    ramp = Image.frombytes("L", (256, 1), bytes(range(256)))
    region = Image.new("RGB", ramp.size, png_palette()[behind])
    ImageDraw.Draw(region).bitmap((0, 0), ramp, fill=fill)
    return tuple(to_palette(region).tobytes())


class PaletteDraw(ImageDraw.ImageDraw):
    """``ImageDraw`` on a ``canvas``: an ``(r, g, b)`` ink becomes the palette index
    ``to_png``'s quantizer maps it to (``palette_index``), so shapes (never anti-aliased)
    come out exactly as drawn in RGB and quantized."""

    def _getink(self, ink, fill=None):
        return super()._getink(_index(ink), _index(fill))


def _index(ink):
    return palette_index(tuple(ink)) if isinstance(ink, (tuple, list)) else ink


@lru_cache(maxsize=1024)
def palette_index(colour: Colour) -> int:
    """The index of ``png_palette`` that ``to_png`` maps ``colour`` to (nearest entry by
    Pillow's colour cache; a ``Palette`` colour's own entry)."""
    return cast(int, to_palette(Image.new("RGB", (1, 1), colour)).getpixel((0, 0)))


def canvas(width: int, height: int,
           fill: Colour = Palette.background) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A new picture of ``width`` × ``height`` px filled with ``fill``, and its drawer.

    The picture is in ``to_png``'s palette (mode "P") already, so encoding it maps no
    pixel: every shape is drawn as its colour's palette index (``PaletteDraw``) and every
    ``label`` as the glyphs blended in RGB and mapped once.  The pixels are the same as
    drawing in RGB and mapping the whole picture (``tests/render/test_pixel_corpus.py``),
    without that pass over every pixel: a Genetess picture in 0.7 of the time.
    """
    image = Image.new("P", (width, height), palette_index(fill))
    image.putpalette(_palette_data())
    return image, PaletteDraw(image)


TITLE_BAR_HEIGHT = 48
#: Discord's preview width, px, and the smallest capital height a player must see there
#: ("every text ... ≥ 9 px tall at 450 px width").
PREVIEW_WIDTH, PREVIEW_CAP = 450, 9


@lru_cache(maxsize=16)
def smallest_text(width: int) -> int:
    """The smallest font size, px, for a picture ``width`` px wide whose capital "H" is still
    ``PREVIEW_CAP`` px tall once Discord shrinks the picture to ``PREVIEW_WIDTH`` (DejaVu's
    capitals are ~0.73 em: 24 px on a 900 px board, 18 px on 640)."""
    size = 8
    while _text.cap_height(size) * PREVIEW_WIDTH < PREVIEW_CAP * width:
        size += 1
    return size


#: The smallest text on a 900 px board (``smallest_text(900)``): capitals 9 px tall at 450 px.
TEXT_SIZE = 24


def title_bar(draw: ImageDraw.ImageDraw, width: int, title: str, status: str, *,
              status_fill: Colour = Palette.text) -> int:
    """The bar across the top: ``title`` on the left, ``status`` on the right.

    ``status`` is e.g. "ted to move" or "alice wins"; it may take 60 % of ``width``, or all
    but 6 em of the title when it needs more, and the title the rest, each shortened with "…"
    when too long.  Returns the bar's height in px.
    """
    h = TITLE_BAR_HEIGHT
    draw.rectangle((0, 0, width - 1, h - 1), fill=Palette.bar)
    pad, size = 16, max(22, smallest_text(width))
    # The status may take up to 60 % of the bar, more when a long one needs it: the title (a
    # game's name, drawn in full elsewhere) then keeps at least 6 em.
    room = max(int(width * 0.6), width - 3 * pad - min(text_width(title, size, bold=True), 6 * size))
    status = fit_text(status, size, room, bold=True)
    status_w = label(draw, (width - pad, h / 2), status, size=size, fill=status_fill,
                     anchor="rm", bold=True)
    room = width - 3 * pad - status_w
    label(draw, (pad, h / 2), fit_text(title, size, room, bold=True), size=size, anchor="lm", bold=True)
    return h


def legend(draw: ImageDraw.ImageDraw, xy: tuple[int, int], entries: list[tuple[Colour, str]], *,
           size: int = TEXT_SIZE, swatch: int = 18, width: int | None = None) -> int:
    """Draw colour swatches with labels in one row from ``xy`` (top left).

    ``entries`` are ``(colour, text)`` pairs, drawn left to right; ``swatch``
    is the square's side in px.  When the row would be wider than ``width`` px (long
    translations), each text is shortened with "…" to an equal share.  Returns the x where
    a further entry would start, so callers can append their own symbols.
    """
    x, y = xy
    step = swatch + 6 + 18
    if width is not None and sum(step + text_width(t, size) for _, t in entries) > width:
        share = (width - step * len(entries)) // max(1, len(entries))
        entries = [(colour, fit_text(text, size, share)) for colour, text in entries]
    for colour, text in entries:
        draw.rounded_rectangle((x, y, x + swatch, y + swatch), radius=3, fill=colour)
        x += swatch + 6
        x += label(draw, (x, y + swatch / 2), text, size=size, fill=Palette.text) + 18
    return x


def _exact_colours() -> list[Colour]:
    """Every colour ``Palette`` defines, in the order it defines them, without repeats."""
    colours: dict[Colour, None] = {}
    for value in vars(Palette).values():
        for colour in value.values() if isinstance(value, dict) else [value]:
            if isinstance(colour, tuple) and len(colour) == 3:
                colours[colour] = None
    return list(colours)


#: Anti-aliased foregrounds (text: shapes are not anti-aliased) and the
#: surfaces they are drawn on; ``to_png``'s palette holds blends of each pair.
_PIECES = list(dict.fromkeys([*Palette.nucleotide.values(), *Palette.icehouse.values(),
                              *Palette.seat.values()]))
_FOREGROUNDS = [Palette.text, Palette.muted, Palette.accent, Palette.winner,
                Palette.ink_dark, Palette.ink_light]
_SURFACES = list(dict.fromkeys([Palette.background, Palette.panel, Palette.bar, Palette.grey,
                                Palette.highlight, *_PIECES, Palette.wall,
                                *Palette.cell_faded.values()]))
#: The pairs most of a board's text uses, which get finer blends.
_COMMON_PAIRS = (
    [(f, s) for f in (Palette.text, Palette.muted)
     for s in (Palette.background, Palette.panel, Palette.bar, Palette.grey)]
    + [(f, s) for f in (Palette.ink_dark, Palette.ink_light) for s in _PIECES]
    + [(f, s) for f in (Palette.accent, Palette.winner)
       for s in (Palette.background, Palette.panel, Palette.bar)]
    + [(Palette.bar, Palette.highlight)]                  # badges
)


def _blend(fore: Colour, back: Colour, alpha: float) -> Colour:
    return cast(Colour, tuple(round(b + (f - b) * alpha) for f, b in zip(fore, back, strict=True)))


def _cache_corner(colour: Colour) -> Colour:
    # Pillow maps a colour through a 64×64×64 cache whose cell is decided
    # by the nearest entry to the cell's low corner, not to the colour.
    return cast(Colour, tuple(c & ~3 for c in colour))


def _distance(a: Colour, b: Colour) -> int:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True))


@lru_cache(maxsize=1)
def png_palette() -> list[Colour]:
    """The fixed colours ``to_png`` maps every board to (at most 256).

    First every ``Palette`` colour, exactly; then blends of each
    anti-aliased foreground over each surface: halves for every pair,
    then quarters and eighths for the common pairs, then quarters for the
    rest while room remains.  A blend that would capture a ``Palette``
    colour in Pillow's colour cache (be nearer than it to its cell's
    corner) is left out, so ``Palette`` colours always come back exact.
    """
    exact = _exact_colours()
    pairs = [(f, s) for f in _FOREGROUNDS for s in _SURFACES if f != s]
    rare = [p for p in pairs if p not in _COMMON_PAIRS]
    stages = [(pairs, [1 / 2]), (_COMMON_PAIRS, [1 / 4, 3 / 4]),
              (_COMMON_PAIRS, [1 / 8, 3 / 8, 5 / 8, 7 / 8]), (rare, [1 / 4, 3 / 4])]
    colours = dict.fromkeys(exact)
    corners = [(_cache_corner(c), _distance(c, _cache_corner(c))) for c in exact]
    for stage_pairs, levels in stages:
        for alpha in levels:
            for fore, back in stage_pairs:
                blend = _blend(fore, back, alpha)
                if len(colours) < 256 and all(_distance(blend, corner) > own
                                              for corner, own in corners):
                    colours.setdefault(blend)
    return list(colours)


@lru_cache(maxsize=1)
def _palette_data() -> bytes:
    return bytes(channel for colour in png_palette() for channel in colour)


@lru_cache(maxsize=1)
def _palette_image() -> Image.Image:
    image = Image.new("P", (1, 1))
    image.putpalette(_palette_data())
    image.load()            # pushes the palette to the core now, once, not in a render thread
    return image


def to_png(image: Image.Image) -> bytes:
    """Encode ``image`` (a ``canvas``, or RGB) as an 8-bit palette PNG.

    Encoding is most of a board's cost, and in RGB almost all of it is
    PNG's per-row adaptive filtering: ~9–14 ms for a 1092×438 board even at
    zlib level 1.  A fixed palette (``png_palette``, built once) avoids it:
    boards are drawn on a ``canvas`` in that palette (an RGB image is mapped
    to it first, ``to_palette``: ~1 ms a board), and deflating the palette
    image with zlib-ng (``encode_palette_png``) takes ~0.8 ms, for under half the
    bytes.  An adaptive quantizer would cost as much as the filtering and
    shifts exact colours, hence the fixed palette.

    That constrains drawers: draw flat areas, shapes and text in
    ``Palette`` colours only.  Those come back exactly, and anti-aliased
    text edges as the nearest stored blend (~0.15 levels of mean error over
    a board, ~20 at worst on a few edge pixels; not visible at any zoom).
    Any other colour comes back as the nearest palette entry, which may be
    visibly off: add it to ``Palette`` instead (and, if text is drawn in it
    or on it, to ``_FOREGROUNDS``/``_SURFACES``).  Pillow looks colours up
    in 4×4×4 cells, so two ``Palette`` colours must not share one (hence
    ``ink_dark = bar``); the render tests check every ``Palette`` colour
    round-trips.
    """
    return encode_palette_png(to_palette(image))


def to_palette(image: Image.Image) -> Image.Image:
    """``image`` mapped pixel by pixel to ``png_palette`` (no dithering): mode "P".  A
    ``canvas`` is in that palette already and comes back as it is: mapping its colours
    again could move an anti-aliased pixel to a neighbouring entry."""
    if image.mode == "P":
        return image
    if image.mode != "RGB":
        image = image.convert("RGB")
    return image.quantize(palette=_palette_image(), dither=Image.Dither.NONE)


_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _chunk(tag: bytes, data: bytes) -> tuple[bytes, ...]:
    """A PNG chunk's parts: length, tag, ``data``, CRC-32 of tag and data (joined once by
    ``encode_palette_png``, not copied piece by piece; zlib-ng's CRC is ≈ 14× zlib's)."""
    return struct.pack(">I", len(data)), tag, data, struct.pack(">I", _deflate.crc32(data, _deflate.crc32(tag)))


def encode_palette_png(quantized: Image.Image, *, deflate=None) -> bytes:
    """Write a mode-"P" image as an 8-bit palette PNG (IHDR, PLTE, IDAT, IEND; PNG 1.2 §11).

    Pillow's PNG writer deflates with the system zlib only, so the container is
    written here and the pixel rows are deflated band by band, the bands earlier pictures
    shared reused (``render.deflate``: the same bytes whatever was drawn before), by
    zlib-ng when installed, else zlib.  Not ISA-L,
    though it is twice as fast: once in a CI run it deflated the same rows to another
    stream (same pixels, one bit apart), and the pictures a seat or the channel receives
    must be byte-for-byte the same whatever else was drawn before (non-interference).  Rows use
    filter type 0: a palette image's indices are not magnitudes, so the
    predictive filters gain nothing on flat drawings.  ``deflate=zlib`` (a module with
    zlib's ``compress(data, level)``) deflates the rows in one piece instead: the
    reference encoding the tests compare pixels against.

    Raises ``ValueError`` for an image that is not mode "P".
    """
    if quantized.mode != "P":
        raise ValueError(f"a palette PNG needs a mode 'P' image, not {quantized.mode!r}")
    width, height = quantized.size
    quantized.load()            # an image opened from a file reads its pixels now
    rows = _pixel_bytes(quantized)
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)  # 8-bit indexed colour
    return b"".join((_PNG_SIGNATURE, *_chunk(b"IHDR", header),
                     *_chunk(b"PLTE", bytes(cast(list[int], quantized.getpalette("RGB")))),
                     *_chunk(b"IDAT", deflate.compress(prefixed(rows, width, _FILTER_NONE), 1) if deflate
                             else _bands.zlib_stream(rows, width, _FILTER_NONE)),
                     *_chunk(b"IEND", b"")))


#: Each row of a PNG starts with its filter type (PNG 1.2 §6): 0, none.
_FILTER_NONE = b"\0"


def _pixel_bytes(image: Image.Image) -> bytes:
    """The pixels of a mode-"P" ``image``, row after row, as one ``bytes``: Pillow's raw encoder
    asked for all of them at once.  ``Image.tobytes`` asks for 64 KiB at a time and joins the
    pieces, a second copy of every row (4 % of a picture's instructions)."""
    encoder = Image._getencoder("P", "raw", "P")
    try:
        encoder.setimage(image.im, (0, 0, *image.size))
        _, status, data = encoder.encode(image.width * image.height)
    finally:
        encoder.cleanup()
    return data if status == 1 else image.tobytes()   # 1: all written (never asked again)


def card(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], *, winner: bool,
         moving: bool) -> Colour | None:
    """A seat's card in a side panel over ``box`` (x0, y0, x1, y1, inclusive px): a rounded
    panel framed in the winner's gold or the mover's accent, else unframed.  Returns the
    frame's colour (``None``: none), which the card's name and tag are drawn in."""
    edge = Palette.winner if winner else Palette.accent if moving else None
    draw.rounded_rectangle(box, radius=6, fill=Palette.panel, outline=edge, width=2 if edge else 0)
    return edge


def star(draw: ImageDraw.ImageDraw, cx: float, cy: float, colour: Colour, radius: float = 9) -> None:
    """A five-pointed star of ``radius`` px centred on ``(cx, cy)``: the winner's mark."""
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.42
        angle = math.pi * (i / 5 - 0.5)
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    draw.polygon(points, fill=colour)
