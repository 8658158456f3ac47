"""One-line text masks composed from kept glyph bitmaps: FreeType renders each glyph once.

``run_mask(font, run)`` gives the very mask, size and offset that Pillow 13's
``font.getmask2(run, "L", anchor="ls")`` gives for a font with basic layout
(``src/_imagingft.c``: ``text_layout_fallback``, ``bounding_box_and_anchors``,
``font_render``), from glyph bitmaps kept across texts, where FreeType would load, hint and
render every glyph of the run three times (≈ 100 µs for a 27-character line at 22 px; this,
≈ 30 µs).  A board's status line ("Round 14c · player4 to move") is new text every move;
its glyphs were drawn the move before.

What it reproduces, in whole pixels except the pen (26.6 fixed point, 1/64 px):

* Pen: glyph *i* is drawn at ``PIXEL(pen_i)`` (``PIXEL(x) = (x + 32) >> 6``), ``pen_0 = 0``,
  ``pen_i+1 = pen_i + advance_i + kern(i, i+1)``: the hinted advance (``horiAdvance``) and,
  for a pair in the font's legacy ``kern`` table, ``PIXEL(delta)`` added to the 26.6
  advance (1/64 px a kerned pixel: Pillow's own rounding).  Both are measured, not read
  from the font: one ``getlength`` of each glyph and of each pair, kept.
* Box: x from min(0, each glyph's left edge) to max(0, the pen after each glyph, each
  glyph's right edge); y from -max(0, tops) to -min(0, bottoms) (the baseline is y = 0).
  A glyph's edges are its outline's control box in pixels, read off its own mask.
* Bitmaps: each glyph's FreeType bitmap ("L", hinted) at its pen, combined in order as
  ``t = s if t == 0 else s + t·(255 - s)/255`` (``font_render``, rounded as ``MULDIV255``):
  exactly Pillow's "fill 255 through mask ``s``" (``BLEND`` in ``Paste.c``, the same for all
  65 536 pairs), so each glyph is one ``ImagingCore.paste`` and overlapping glyphs come out
  as FreeType's.

Where that cannot be known it returns ``None`` and the caller asks FreeType (``getmask2``):
a pen left of 0, a right edge a glyph's own mask cannot tell (hidden under its advance) that
would decide the box (only possible with advances of a fraction of a pixel, which DejaVu
Sans' hinted ones never are), a font with Raqm layout, a Pillow other than 13.

Memory: at most ``GLYPHS_KEPT`` glyphs and ``PAIRS_KEPT`` pairs, ≈ 1.2 KiB a glyph (its
bitmap, Pillow's image header, the record; measured: 8 192 glyphs at 22–31 px and 9 000
pairs, +10–12 MiB RSS), so ≤ 6 MiB when full; the pictures of five games use ≈ 200 glyphs
and 1 200 pairs (≈ 0.3 MiB).
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

import PIL
from PIL import Image, ImageFont

#: Whether this Pillow lays out and renders text the way this module reproduces (Pillow 13's
#: ``_imagingft.c``); checked by ``tests/render/test_glyphs.py`` against ``getmask2``.
EXACT = PIL.__version__.split(".")[0] == "13"

#: Glyphs kept (one per font file, size and character).
GLYPHS_KEPT = 4096
#: Pairs of characters kept (one per font file, size and pair; a miss costs ≈ 3 µs).
PAIRS_KEPT = 8192


class Glyph(NamedTuple):
    """One character of one font at one size, as ``getmask2`` of it alone shows it.

    ``advance``: the hinted advance in 1/64 px.  ``left``, ``top``, ``bottom``: the glyph's
    control box in px from the pen on the baseline (y down), each widened to 0 (what a run's
    box takes anyway).  ``right``: its right edge, or 0 when that is under the advance (the
    mask alone does not tell it then; 0 widens no box); ``reach``: the right edge or more
    (the mask's).  ``bitmap``: the coverage (Pillow's core "L" image, cut to its inked
    pixels, ``None`` for a glyph without ink: a space) at ``box`` from the pen."""

    advance: int
    left: int
    right: int
    reach: int
    top: int
    bottom: int
    bitmap: Image.core.ImagingCore | None
    box: tuple[int, int, int, int]


def _pixel(x: int) -> int:
    """``PIXEL(x)`` of ``_imagingft.c``: 26.6 fixed point to the nearest pixel, halves up."""
    return (x + 32) >> 6


def _length(font: ImageFont.FreeTypeFont, text: str) -> int:
    """``font.getlength(text)`` in 1/64 px: FreeType's 26.6 sum, which Pillow divides by 64
    (exactly: a float holds it)."""
    return round(font.getlength(text) * 64)


@lru_cache(maxsize=GLYPHS_KEPT)
def _glyph(font: ImageFont.FreeTypeFont, char: str) -> Glyph:
    """``char`` alone in ``font``: its ``getmask2`` image and offset, and its advance."""
    core, (ox, oy) = font.getmask2(char, "L", anchor="ls")
    advance = _length(font, char)
    width, height = core.size
    # The mask alone spans min(0, left)…max(0, PIXEL(advance), right) and min(0, top)…
    # max(0, bottom): its right side is the glyph's only where it passes the advance.
    reach = ox + width
    right = reach if reach > _pixel(advance) else 0
    ink = core.getbbox() if width and height else None
    if ink is None:
        return Glyph(advance, ox, right, reach, oy, oy + height, None, (0, 0, 0, 0))
    return Glyph(advance, ox, right, reach, oy, oy + height, core.crop(ink),
                 (ox + ink[0], oy + ink[1], ox + ink[2], oy + ink[3]))


@lru_cache(maxsize=PAIRS_KEPT)
def _kern(font: ImageFont.FreeTypeFont, pair: str) -> int:
    """What basic layout adds to the advance of ``pair[0]`` before ``pair[1]``, in 1/64 px
    (``PIXEL`` of the ``kern`` table's value, or 0)."""
    return _length(font, pair) - _length(font, pair[0]) - _length(font, pair[1])


def _composable(font: ImageFont.FreeTypeFont) -> bool:
    """Whether ``font``'s text is what this module reproduces: basic layout, Pillow 13."""
    return EXACT and font.layout_engine == ImageFont.Layout.BASIC


def run_advance(font: ImageFont.FreeTypeFont, run: str) -> int | None:
    """``font.getlength(run)`` × 64 (the pen's advance in 1/64 px: each glyph's and each
    pair's, kept) for a ``font`` with basic layout; ``None`` for another: ask FreeType."""
    if not _composable(font):
        return None
    return sum(_glyph(font, char).advance for char in run) \
        + sum(_kern(font, run[i:i + 2]) for i in range(len(run) - 1))


def run_mask(font: ImageFont.FreeTypeFont, run: str) -> tuple[Image.core.ImagingCore, tuple[int, int], int] | None:
    """``(mask, (left, top), pen)``: what ``font.getmask2(run, "L", anchor="ls")`` gives for a
    ``font`` with basic layout, and the pen's advance after ``run`` in 1/64 px
    (``font.getlength(run)`` × 64); ``None`` when it cannot be composed exactly (module
    docstring): ask FreeType then.  ``run``: one line (no control characters).
    """
    if not _composable(font):
        return None
    glyphs = [_glyph(font, char) for char in run]
    kerns = [_kern(font, run[i:i + 2]) for i in range(len(run) - 1)]
    kerns.append(0)
    pens = []
    pen = x_min = x_max = top = bottom = 0
    for glyph, kern in zip(glyphs, kerns, strict=True):
        at = (pen + 32) >> 6                        # _pixel, inlined: the loop is the cost
        pens.append(at)
        pen += glyph.advance + kern
        x_min = min(x_min, at + glyph.left)
        x_max = max(x_max, (pen + 32) >> 6, at + glyph.right)
        top, bottom = min(top, glyph.top), max(bottom, glyph.bottom)
    if min(pens) < 0:   # a glyph's left edge widened to 0 would widen the box wrongly
        return None
    # A right edge under the advance is under the pen line too, unless the pen after the
    # glyph rounds to fewer pixels than its advance's: then that edge might decide the box.
    if any(at + glyph.reach > x_max for at, glyph in zip(pens, glyphs, strict=True)):
        return None
    mask = Image.core.fill("L", (x_max - x_min, bottom - top), 0)
    for at, glyph in zip(pens, glyphs, strict=True):
        if glyph.bitmap is not None:
            x0, y0, x1, y1 = glyph.box
            at -= x_min
            mask.paste(255, (at + x0, y0 - top, at + x1, y1 - top), glyph.bitmap)
    return mask, (x_min, top), pen
