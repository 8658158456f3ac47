"""Text in any script: fonts, per-character fallback and text masks.

Petri ships DejaVu Sans (``render/fonts``, Bitstream Vera licence in
``LICENSE-DejaVu.txt``): Latin, Greek, Cyrillic, Arabic, Hebrew and most
symbols.  A character it lacks is drawn in the first installed Noto Sans
font that has it (``NOTO_DIRS``; Debian's fonts-noto-core and
fonts-noto-cjk).  A character no font has is replaced, run by run, by the
initials of its Latin transliteration (``anyascii``: "李雷" → "LL"), so a
name never turns into "?" or boxes.  With Pillow's Raqm layout (HarfBuzz +
FriBiDi) runs that need shaping are shaped, so Arabic letters join, Hebrew and
Arabic read right to left and combining marks sit on their letters.  Runs of
Latin, Greek, Cyrillic, punctuation and symbols (``_unshaped``) use the basic
layout: hinted advances, no ligatures nor OpenType kerning, the same spacing
whether or not a string holds a "·" or an "ü"; their masks are composed from
kept glyph bitmaps (``render.glyphs``) instead of FreeType rendering each
new text anew.

Every string is made drawable first (``drawable``): whatever a member typed into a name, the
text measured and drawn is one line of printable characters of bounded length, so no name
can make text layout fail or a picture take long.

Sizes are in px (the font's em); a mask's offsets are from the anchor point.
"""

from __future__ import annotations

import math
import re
import unicodedata
from functools import lru_cache
from pathlib import Path

from anyascii import anyascii
from PIL import Image, ImageDraw, ImageFont, features

from render import glyphs

FONT_DIR = Path(__file__).parent / "fonts"
#: The shipped faces, by ``bold``.
PRIMARY = {False: FONT_DIR / "DejaVuSans.ttf", True: FONT_DIR / "DejaVuSans-Bold.ttf"}
#: Where fallback fonts are looked for (only Noto Sans faces are used).
NOTO_DIRS = (Path("/usr/share/fonts/truetype/noto"), Path("/usr/share/fonts/opentype/noto"))
#: The faces whose masks and widths may come from kept glyphs (``text_mask``, ``_advance``):
#: the ones ``tests/render/test_glyphs.py`` checks against FreeType.
_SHIPPED = frozenset(PRIMARY.values())
RAQM = features.check("raqm")

#: Most characters of one drawn string (``drawable``).  The widest picture (~1100 px) shows
#: at most ~100 characters of its smallest text on a line: a longer string is cut anyway
#: (``primitives.fit_text``), and the cap keeps measuring it cheap.
MAX_CHARS = 200

#: Bidi embeddings, overrides and isolates (U+202A–202E, U+2066–2069) and the marks LRM, RLM,
#: ALM: invisible, yet one in a name would reorder the words drawn after it on its line.
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c")
#: A run of spaces holding a line break, tab or other control whitespace (line and paragraph
#: separators too); the spaces of category Zs (no-break, thin…) draw as they are.
_BREAKS = re.compile("[ \u00a0]*[\t\n\v\f\r\x1c-\x1f\x85\u2028\u2029][\\s]*")


def drawable(text: str, limit: int | None = MAX_CHARS) -> str:
    """``text`` as a picture can draw it: one line of at most ``limit`` characters.

    A run of whitespace holding a line break, tab or other control whitespace becomes one
    space (spaces stay as they are: " (you)" keeps its leading one); other control
    characters (C0, C1: category Cc), bidi controls (``_BIDI_CONTROLS``) and lone
    surrogates are dropped; a text longer than ``limit`` (``None``: no cap) is cut and ends
    in "…".  Other format characters stay (a zero-width joiner builds an emoji, a soft
    hyphen is invisible).  Pillow's Raqm layout fails on a line break next to a non-ASCII
    letter (``raqm_layout() failed``), so every string measured or drawn in a picture goes
    through this first.  Never raises for a ``str``.
    """
    if text.isprintable() and (limit is None or len(text) <= limit):
        # The common case (words, numbers, names, "·", "…"): nothing to do. A printable
        # string holds no control, surrogate, bidi control (format characters are not
        # printable) nor any break ``_BREAKS`` looks for, so the filter below would keep it.
        return text
    kept = _BREAKS.sub(" ", text)
    kept = "".join(char for char in kept
                   if unicodedata.category(char) not in ("Cc", "Cs") and char not in _BIDI_CONTROLS)
    if limit is not None and len(kept) > limit:
        kept = kept[:limit - 1].rstrip() + "…"
    return kept


@lru_cache(maxsize=2)
def fallback_paths(bold: bool) -> tuple[Path, ...]:
    """Installed Noto Sans font files to try, in order, after DejaVu Sans.

    NotoSans itself first (wide Latin/Cyrillic/Greek), then the script
    faces (NotoSansArabic, NotoSansHebrew, NotoSansCJK…) by name; the bold
    face of a family when it is installed, else its regular one.
    """
    families: dict[str, dict[str, Path]] = {}
    for folder in NOTO_DIRS:
        if not folder.is_dir():
            continue
        for path in folder.iterdir():
            stem, _, style = path.stem.partition("-")
            if stem.startswith("NotoSans") and "Mono" not in stem and path.suffix in (".ttf", ".otf", ".ttc") \
                    and style in ("Regular", "Bold"):
                families.setdefault(stem, {})[style] = path
    order = sorted(families, key=lambda name: (name != "NotoSans", name))
    want = "Bold" if bold else "Regular"
    return tuple(families[name].get(want) or families[name].get("Regular") or families[name]["Bold"]
                 for name in order)


@lru_cache(maxsize=256)
def face(path: Path, size: int, shaped: bool = False) -> ImageFont.FreeTypeFont:
    """The font file ``path`` at ``size`` px, cached; ``shaped`` asks for Raqm layout (when
    Pillow has it)."""
    layout = ImageFont.Layout.RAQM if shaped and RAQM else ImageFont.Layout.BASIC
    return ImageFont.truetype(str(path), size, layout_engine=layout)


@lru_cache(maxsize=512)
def _notdef(path: Path) -> bytes:
    """The font's "notdef" box (what it draws for a character it lacks), at 24 px."""
    return bytes(face(path, 24).getmask("\U0010fffd"))


@lru_cache(maxsize=8192)
def has_glyph(path: Path, char: str) -> bool:
    """Whether the font at ``path`` has a glyph for ``char`` (not its "notdef" box).

    Probing costs one glyph render per font (~0.2 ms): a character no font has is
    probed against every installed Noto face once, then remembered."""
    return bytes(face(path, 24).getmask(char)) != _notdef(path)


@lru_cache(maxsize=8192)
def font_for(char: str, bold: bool) -> Path | None:
    """The first font (DejaVu Sans, then ``fallback_paths``) that draws ``char``; ``None``
    when none does.  Spaces and marks without a shape of their own go with DejaVu."""
    if char.isascii() or unicodedata.category(char) in ("Zs", "Cc", "Cf"):
        return PRIMARY[bold]
    for path in (PRIMARY[bold], *fallback_paths(bold)):
        if has_glyph(path, char):
            return path
    return None


def initials(text: str) -> str:
    """``text`` (characters no font has) as the upper-case initials of each character's Latin
    transliteration: "李雷" → "LL"; characters without one are dropped."""
    return "".join(latin[0].upper() for latin in (anyascii(c) for c in text) if latin.strip())


#: Texts whose runs, widths and masks are kept: one bot draws hundreds of matches in turn, each
#: with its own names and lines ("p21-0 placed R3 on e2"), so a match's texts must outlive the
#: other matches' pictures drawn between two of its moves.  At 500 matches a quarter this size
#: kept a picture's instructions 25 % higher (FreeType rendering anew what it had drawn
#: before); the kept masks cost each picture worker ≈ 23 MiB more.
KEPT_TEXTS = 4096


@lru_cache(maxsize=4 * KEPT_TEXTS)
def runs(text: str, bold: bool = False) -> tuple[tuple[str, Path], ...]:
    """``text`` cut into ``(run, font)`` pieces, each drawn in one font.

    A combining mark stays with the character before it.  Runs no font can
    draw become their ``initials`` in DejaVu Sans.
    """
    if text.isascii():
        # DejaVu Sans draws every ASCII character (``font_for``) and none is a combining mark:
        # one run, without a look-up and a path comparison per character.
        return ((text, PRIMARY[bold]),) if text else ()
    pieces: list[list] = []
    for char in text:
        if pieces and unicodedata.combining(char):
            pieces[-1][0] += char
            continue
        path = font_for(char, bold)
        # Mostly the very same cached path as the character before's: ``is`` spares
        # ``PurePath.__eq__`` (~1 µs a character).
        if pieces and (pieces[-1][1] is path or pieces[-1][1] == path):
            pieces[-1][0] += char
        else:
            pieces.append([char, path])
    out: list[list] = []
    for run, path in pieces:
        if path is None:
            run, path = initials(run), PRIMARY[bold]
        if out and out[-1][1] == path:
            out[-1][0] += run
        elif run:
            out.append([run, path])
    return tuple((run, path) for run, path in out)


@lru_cache(maxsize=4096)
def _unshaped(char: str) -> bool:
    """Whether ``char`` is drawn the same however its neighbours are: Latin (with IPA and
    Latin Extended Additional), Greek, Cyrillic, punctuation and symbols (U+2000–2BFF), not
    a combining mark, control, format, private-use or unassigned character."""
    code = ord(char)
    return (code < 0x530 or 0x1E00 <= code < 0x2C00) and unicodedata.category(char)[0] not in "MC"


def _face_for_run(path: Path, size: int, run: str) -> ImageFont.FreeTypeFont:
    """The face ``run`` is laid out in: basic layout for a run of ``_unshaped`` characters
    (hinted advances, no ligatures: the spacing of ASCII text, whether or not a "·" or an
    "ü" is in it; what ``glyphs.run_mask`` composes), Raqm for a run that needs shaping."""
    return face(path, size, shaped=not (run.isascii() or all(map(_unshaped, run))))


@lru_cache(maxsize=4 * KEPT_TEXTS)
def text_width(text: str, size: int, bold: bool = False) -> int:
    """Width in px of ``drawable(text)`` at ``size`` (the sum of its runs' advances), cached."""
    return round(sum(_advance(path, size, run) for run, path in runs(drawable(text), bold)))


def _advance(path: Path, size: int, run: str) -> float:
    """The pen's advance in px after ``run`` (``getlength``): from kept glyphs' advances on the
    shipped faces, as their masks (``glyphs.run_advance``: ≈ 6 µs for 27 characters,
    FreeType's layout 16–21 µs); a fallback face's from FreeType."""
    font = _face_for_run(path, size, run)
    pen = glyphs.run_advance(font, run) if path in _SHIPPED else None
    return font.getlength(run) if pen is None else pen / 64


@lru_cache(maxsize=64)
def cap_height(size: int, bold: bool = False) -> int:
    """Height in px of a capital "H" of DejaVu Sans at ``size`` (≈ 0.73 × size)."""
    box = face(PRIMARY[bold], size).getbbox("H", anchor="ls")
    return int(box[3] - box[1])


@lru_cache(maxsize=KEPT_TEXTS)
def text_mask(text: str, size: int, anchor: str, bold: bool) -> tuple[Image.Image, int, int]:
    """``(mask, dx, dy)``: ``drawable(text)`` as an "L" coverage mask and the offset of its top left
    from the anchor point (Pillow anchors; horizontal ``l``/``m``/``r``, vertical ``a``,
    ``m``, ``s``, ``d`` of DejaVu Sans' ascender and descender, whatever fonts the runs use).

    FreeType rendering is most of a board's drawing time; names, lengths and
    legend words recur from one move's picture to the next, so masks are kept, and a new
    text's glyphs mostly were drawn before (``render.glyphs``).
    """
    pieces = runs(drawable(text), bold)
    ascent, descent = face(PRIMARY[bold], size).getmetrics()
    horizontal, vertical = anchor[0], anchor[1]
    ay = {"a": -ascent, "m": (descent - ascent) / 2, "s": 0, "d": descent}[vertical]
    if len(pieces) == 1:
        # Most text is one run, drawn as one mask (getmask2: the same pixels as measuring it
        # with getbbox and then drawing it, for 2/3 of the time); a basic-layout run's mask
        # is composed from kept glyphs, the same bytes again for a third of getmask2's time.
        run, path = pieces[0]
        font = _face_for_run(path, size, run)
        # Composing is checked against FreeType on the shipped faces (tests/render/
        # test_glyphs.py); a Noto fallback's run (not installed there) is left to FreeType.
        composed = glyphs.run_mask(font, run) if path in _SHIPPED else None
        if composed is None:
            core, (left, top) = font.getmask2(run, "L", anchor="ls")
            # The pen's advance is another layout of the run: only a centred or right anchor
            # needs it.
            pen = font.getlength(run) if horizontal != "l" else 0.0
        else:
            core, (left, top), advance = composed
            pen = advance / 64
        mask = Image.new("L", core.size, 0)
        mask.im.paste(core, (0, 0, *core.size))
        ax = {"l": 0, "m": pen / 2, "r": pen}[horizontal]
        return mask, round(left - ax), round(top - ay)
    # Every run on one baseline at y = 0, pens advancing from x = 0.
    placed, pen, box = [], 0.0, None
    for run, path in pieces:
        font = _face_for_run(path, size, run)
        b = font.getbbox(run, anchor="ls")
        run_box = (pen + b[0], b[1], pen + b[2], b[3])
        box = run_box if box is None else (min(box[0], run_box[0]), min(box[1], run_box[1]),
                                           max(box[2], run_box[2]), max(box[3], run_box[3]))
        placed.append((pen, run, font))
        pen += font.getlength(run)
    if box is None:
        box = (0, -1, 1, 0)
    left, top = math.floor(box[0]), math.floor(box[1])
    mask = Image.new("L", (max(1, math.ceil(box[2]) - left), max(1, math.ceil(box[3]) - top)), 0)
    draw = ImageDraw.Draw(mask)
    for x, run, font in placed:
        draw.text((x - left, -top), run, font=font, fill=255, anchor="ls")
    ax = {"l": 0, "m": pen / 2, "r": pen}[horizontal]
    return mask, round(left - ax), round(top - ay)
