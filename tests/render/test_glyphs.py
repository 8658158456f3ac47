"""Text masks composed from kept glyphs (render/glyphs.py) are FreeType's, byte for byte.

``glyphs.run_mask(font, run)`` must give what ``font.getmask2(run, "L", anchor="ls")`` gives
(the mask's bytes, its size and offset) and, as ``glyphs.run_advance`` does, the pen
``font.getlength(run)``, for every line of the catalogs (en, de, es, formatted with sample
arguments), names and numbers, bold and regular, at the sizes the pictures use; whatever
was composed before (the kept glyphs never change a mask); and it keeps a bounded number
of glyphs.
"""

from __future__ import annotations

import random

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fast
from PIL import Image

from i18n.catalog import bundle, catalog_files
from render import glyphs, text
from tests.i18n.catalog_variables import variables_of

pytestmark = pytest.mark.skipif(not glyphs.EXACT, reason="composition follows Pillow 13's _imagingft.c")

#: Text sizes the pictures draw (24–31 in the pixel corpus, smaller ones in panels and
#: strips) and a few others.
SIZES = (9, 11, 13, 15, 18, 22, 24, 25, 26, 30, 31, 40)
NAMES = ["ann", "Jürgen Ölfuß", "Zoë", "Ærøskøbing", "Ёжик Фёдор", "Σωκράτης", "李雷", "O'Neil-Smith",
         "x_X_x", "ĳsselmeer Œuvre", "Đặng Thị", "élève", "ﬁnn ﬂo"]
#: Sample values a catalog message is formatted with (every variable gets each in turn).
SAMPLES = (3, 1, 12345, "Jürgen Ölfuß", "ann")


def catalog_lines() -> list[str]:
    """Every line of every message and attribute of the en, de and es catalogs, formatted with
    each of ``SAMPLES`` for all its variables, as a picture would draw it (``drawable``)."""
    lines = set()
    for locale in ("en", "de", "es"):
        catalog = bundle(locale)
        for path in catalog_files(locale):
            for entry in FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8")).body:
                if not isinstance(entry, fast.Message):
                    continue
                message = catalog.get_message(entry.id.name)
                patterns = [(entry.value, message.value)] + [
                    (attribute.value, message.attributes[attribute.id.name]) for attribute in entry.attributes]
                for node, pattern in patterns:
                    if node is None:
                        continue
                    names = variables_of(node)
                    for sample in SAMPLES:
                        words, _ = catalog.format_pattern(pattern, {name: sample for name in names})
                        lines.update(text.drawable(line) for line in str(words).splitlines())
    lines.discard("")
    return sorted(lines)


def _bytes(core) -> bytes:
    image = Image.new("L", core.size)
    image.im.paste(core, (0, 0, *core.size))
    return image.tobytes()


def _differences(cases) -> tuple[list, int]:
    """``(mismatches, fell back)`` over ``cases`` of ``(run, size, bold)``: each composed mask
    compared with FreeType's."""
    wrong, fell_back = [], 0
    for run, size, bold in cases:
        font = text.face(text.PRIMARY[bold], size)
        composed = glyphs.run_mask(font, run)
        if composed is None:
            fell_back += 1
            continue
        core, offset, pen = composed
        want, want_offset = font.getmask2(run, "L", anchor="ls")
        want_pen = font.getlength(run) * 64
        if (core.size, offset, pen, glyphs.run_advance(font, run), _bytes(core)) \
                != (want.size, want_offset, want_pen, want_pen, _bytes(want)):
            wrong.append((run, size, bold))
    return wrong, fell_back


def test_every_catalog_line_composes_to_freetypes_mask():
    lines = catalog_lines()
    assert len(lines) > 5000
    # Each line at one size and weight in turn (all of them at every size would take minutes).
    cases = [(line, SIZES[i % len(SIZES)], i % 2 == 1) for i, line in enumerate(lines)]
    wrong, fell_back = _differences(cases)
    assert not wrong, f"{len(wrong)} of {len(cases)} masks differ, e.g. {wrong[:3]}"
    assert fell_back <= len(cases) // 1000


def test_names_numbers_and_status_lines_compose_to_freetypes_mask_at_every_size():
    words = [*NAMES, "Round 14c · player4 to move", "Runde 10a · Zoë am Zug", "Ronda 3b · turno de ann",
             "0123456789", "12 345 678", "−3 ×2 ½ 1/3", "«¿Qué?» „Ja“ …", "AV To Ty LT P. f. Wa", "—", " ", "i",
             # Kerned pairs enough for the pen to be half a pixel off (rounded up, PIXEL()).
             "To" * 24, "AV" * 40, "Ty." * 20]
    cases = [(word, size, bold) for word in words for size in SIZES for bold in (False, True)]
    wrong, fell_back = _differences(cases)
    assert not wrong, f"{len(wrong)} of {len(cases)} masks differ, e.g. {wrong[:3]}"
    assert fell_back == 0


def test_random_strings_of_many_scripts_compose_to_freetypes_mask_or_fall_back():
    """Characters basic layout draws however odd: combining marks (zero advance, ink left of
    the pen), Arabic and Hebrew letters unshaped, a font's missing-glyph box, spaces."""
    rng = random.Random(55)
    alphabet = [chr(c) for c in (*range(0x20, 0x7F), *range(0xA0, 0x530), *range(0x590, 0x700),
                                 *range(0x1E00, 0x1F00), *range(0x2000, 0x2200), 0x1F9DF, 0x4E00)]
    cases = [("".join(rng.choice(alphabet) for _ in range(rng.randint(1, 40))), rng.choice(SIZES),
              rng.random() < 0.5) for _ in range(1500)]
    wrong, fell_back = _differences(cases)
    assert not wrong, f"{len(wrong)} of {len(cases)} masks differ, e.g. {wrong[:3]}"
    assert fell_back < len(cases) // 10


def test_kept_glyphs_never_change_a_mask():
    font = text.face(text.PRIMARY[True], 22)
    first = glyphs.run_mask(font, "Runde 10a · Zoë am Zug")
    glyphs._glyph.cache_clear()
    glyphs._kern.cache_clear()
    for word in NAMES:
        glyphs.run_mask(font, word)
    again = glyphs.run_mask(font, "Runde 10a · Zoë am Zug")
    assert (first[0].size, first[1:], _bytes(first[0])) == (again[0].size, again[1:], _bytes(again[0]))


def test_the_kept_glyphs_and_pairs_are_bounded():
    """More distinct glyphs than are kept: the cache holds ``GLYPHS_KEPT`` and no more."""
    font = text.face(text.PRIMARY[False], 13)
    chars = [chr(c) for c in range(0x100, 0x100 + glyphs.GLYPHS_KEPT + 500)]
    for start in range(0, len(chars), 40):
        glyphs.run_mask(font, "".join(chars[start:start + 40]))
    assert glyphs._glyph.cache_info().currsize == glyphs._glyph.cache_info().maxsize == glyphs.GLYPHS_KEPT
    assert glyphs._kern.cache_info().currsize <= glyphs._kern.cache_info().maxsize == glyphs.PAIRS_KEPT


@pytest.mark.skipif(not text.RAQM, reason="Pillow was built without Raqm (no text shaping)")
@pytest.mark.parametrize("run,shaped", [
    ("Runde 10a · Zoë am Zug", False), ("Ёжик Σωκράτης – „ok“ …", False), ("ann", False),
    ("a\u0301", True),            # a combining mark: placed by the font's mark positioning
    ("שלום", True), ("مرحبا", True), ("Zoë\u200d", True)])
def test_runs_needing_no_shaping_are_laid_out_basic_the_rest_by_raqm(run, shaped):
    font = text._face_for_run(text.PRIMARY[False], 20, run)
    assert font.layout_engine == (text.ImageFont.Layout.RAQM if shaped else text.ImageFont.Layout.BASIC)
