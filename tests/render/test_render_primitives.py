"""Shared drawing primitives and the game-id dispatch (render/__init__.py, render/primitives.py)."""

from __future__ import annotations

import io
import unicodedata
from itertools import combinations

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageStat

from render import DRAWERS, board_png, text
from render.primitives import (
    Palette,
    canvas,
    fit_text,
    ink_for,
    label,
    legend,
    png_palette,
    text_width,
    title_bar,
    to_palette,
    to_png,
    wrap,
)


def test_unknown_game_is_a_key_error_naming_the_known_ids():
    with pytest.raises(KeyError, match="dna-sequence"):
        board_png("chess", {})


def test_game_ids_are_matched_like_the_engine_registry():
    assert "dna-sequence" in DRAWERS
    with pytest.raises(KeyError, match="sequences"):      # reached the drawer, not the lookup
        board_png(" DNA-Sequence ", {"viewer": None, "length": 3})


def test_fonts_are_scalable_and_cached():
    assert text.face(text.PRIMARY[False], 20) is text.face(text.PRIMARY[False], 20)
    assert text_width("WWWW", 40) > 1.8 * text_width("WWWW", 20)
    assert 0.7 * 40 <= text.cap_height(40) <= 0.76 * 40          # DejaVu Sans' cap height


def test_the_shipped_font_draws_accents_cyrillic_arabic_and_hebrew_itself():
    for name in ("Jos\u00e9 M\u00fcller", "\u0401\u0436\u0438\u043a", "\u0645\u062d\u0645\u062f",
                 "\u05e9\u05dc\u05d5\u05dd"):
        assert text.runs(name) == ((name, text.PRIMARY[False]),)
    assert (text.FONT_DIR / "LICENSE-DejaVu.txt").read_text().count("Bitstream")


def test_a_name_no_font_has_becomes_latin_initials(monkeypatch):
    monkeypatch.setattr(text, "fallback_paths", lambda bold: ())
    text.font_for.cache_clear()
    text.runs.cache_clear()
    try:
        assert text.runs("\u674e\u96f7 Zo\u00eb") == (("LL Zo\u00eb", text.PRIMARY[False]),)
    finally:
        text.font_for.cache_clear()
        text.runs.cache_clear()


@pytest.mark.skipif(not any("Devanagari" in p.name for p in text.fallback_paths(False)),
                    reason="no Noto Devanagari font installed (Debian: fonts-noto-core)")
def test_a_script_dejavu_lacks_falls_back_to_an_installed_noto_font_per_character():
    runs = text.runs("Ann नमस्ते")
    assert runs[0] == ("Ann ", text.PRIMARY[False])
    assert runs[1][0] == "नमस्ते" and runs[1][1].name.startswith("NotoSansDevanagari")


@pytest.mark.skipif(not text.RAQM, reason="Pillow was built without Raqm (no text shaping)")
def test_arabic_is_shaped_into_joined_letters():
    """With Raqm the letters of "محمد" take their joined forms, right to left: the word's
    mask differs from its letters laid out one by one, left to right, unshaped."""
    word = "\u0645\u062d\u0645\u062f"
    shaped = text.face(text.PRIMARY[False], 40, shaped=True).getmask(word)
    plain = text.face(text.PRIMARY[False], 40).getmask(word)
    assert bytes(shaped) != bytes(plain)
    mask, _, _ = text.text_mask(word, 40, "lm", False)
    assert bytes(mask.tobytes()).count(0) < mask.width * mask.height     # something drawn


def _measured_then_drawn(text_: str, size: int, anchor: str, bold: bool) -> Image.Image:
    """``text_`` placed by the two-pass way: measure its box (``getbbox``), then draw it."""
    font = text._face_for_run(text.PRIMARY[bold], size, text_)
    ascent, descent = text.face(text.PRIMARY[bold], size).getmetrics()
    pen = font.getlength(text_)
    x = 80 - {"l": 0, "m": pen / 2, "r": pen}[anchor[0]]
    y = 40 - {"a": -ascent, "m": (descent - ascent) / 2, "s": 0, "d": descent}[anchor[1]]
    page = Image.new("L", (320, 80), 0)
    left, top, *_ = font.getbbox(text_, anchor="ls")
    # The mask's pixels start at the box's whole-pixel corner, like text_mask's.
    ImageDraw.Draw(page).text((round(x + left) - left, round(y + top) - top), text_, font=font,
                              fill=255, anchor="ls")
    return page


@pytest.mark.parametrize("text_", ["last: bob moved (D5)", "Wj,|", "Ærøskøbing é", "Ёжик",
                                   "שלום", "مرحبا"])
@pytest.mark.parametrize("anchor", ["lm", "rm", "mm", "ls"])
@pytest.mark.parametrize("size,bold", [(18, False), (22, True)])
def test_a_one_font_mask_places_the_pixels_measuring_and_drawing_would(text_, anchor, size, bold):
    mask, dx, dy = text.text_mask.__wrapped__(text_, size, anchor, bold)
    page = Image.new("L", (320, 80), 0)
    page.paste(mask, (80 + dx, 40 + dy))
    assert page.tobytes() == _measured_then_drawn(text_, size, anchor, bold).tobytes()


def test_fit_text_shortens_with_an_ellipsis():
    long = "averyveryverylongplayername"
    short = fit_text(long, 19, 100, bold=True)
    assert short.endswith("…") and text_width(short, 19, bold=True) <= 100
    assert fit_text("ned", 19, 100) == "ned"


def test_ink_reads_on_every_piece_colour():
    assert ink_for(Palette.nucleotide["G"]) != ink_for(Palette.nucleotide["C"])
    for colour in [*Palette.nucleotide.values(), *Palette.icehouse.values()]:
        assert ink_for(colour) in {Palette.ink_dark, Palette.ink_light}


@pytest.mark.parametrize("colours", [Palette.nucleotide, Palette.icehouse])
def test_piece_colours_are_distinct(colours):
    for a, b in combinations(colours.values(), 2):
        assert sum(abs(x - y) for x, y in zip(a, b)) > 120


def test_title_bar_legend_and_png():
    image, draw = canvas(900, 120)
    height = title_bar(draw, 900, "A game with a rather long title", "someone with a long name "
                       "and someone else and a third player tie", status_fill=Palette.winner)
    assert height == 48
    assert image.convert("RGB").getpixel((450, 2)) == Palette.bar
    assert Palette.winner in {rgb for _, rgb in
                              image.crop((450, 0, 900, 48)).convert("RGB").getcolors(1 << 16)}
    right = legend(draw, (10, 70), [(Palette.icehouse["R"], "red"), (Palette.icehouse["B"], "blue")])
    assert right > 10 + 2 * 18
    assert image.convert("RGB").getpixel((15, 75)) == Palette.icehouse["R"]
    png = to_png(image)
    assert Image.open(io.BytesIO(png)).size == (900, 120)


def _rgb_and_canvas(width: int, height: int, backs, draw_text):
    """The same drawing in RGB and on a palette ``canvas``: ``backs`` is a list of
    ``(box, colour)`` rectangles, then ``draw_text(draw)`` writes on them."""
    rgb = Image.new("RGB", (width, height), Palette.background)
    image, draw = canvas(width, height)
    for target in (ImageDraw.Draw(rgb), draw):
        for box, colour in backs:
            target.rectangle(box, fill=colour)
        draw_text(target)
    return rgb, image


@pytest.mark.parametrize("fore,back", [(Palette.text, Palette.panel), (Palette.muted, Palette.bar),
                                       (Palette.ink_dark, Palette.icehouse["Y"]),
                                       (Palette.accent, Palette.background)])
def test_text_on_a_canvas_is_its_rgb_drawing_mapped_to_the_palette(fore, back):
    """A label on a canvas has the pixels of the same label drawn in RGB and mapped by
    ``to_palette``: on one colour (a cached glyph box) and across two (blended in place).
    The mapping keeps flat colours exact and anti-aliased edges near their blend."""
    def write(draw):
        label(draw, (10, 20), "Round 12 · Wj? (you)", size=18, fill=fore)
        label(draw, (150, 60), "across two colours", size=22, fill=fore, bold=True)

    rgb, image = _rgb_and_canvas(360, 90, [((0, 0, 359, 89), back), ((0, 50, 250, 89), Palette.panel)],
                                 write)
    assert image.mode == "P"
    assert image.tobytes() == to_palette(rgb).tobytes()
    mapped = image.convert("RGB")
    assert mapped.getpixel((3, 3)) == back and mapped.getpixel((300, 85)) == back
    diff = ImageChops.difference(rgb, mapped)
    assert sum(ImageStat.Stat(diff).mean) / 3 < 1                 # measured ~0.1
    assert max(high for _, high in diff.getextrema()) < 40        # text edges only


def test_text_of_every_foreground_on_every_surface_is_its_rgb_drawing_mapped():
    """The cached glyph box of a label on one colour (each pixel's palette index looked up by
    its coverage) is the label drawn in RGB and mapped, for every text colour on every
    surface the palette holds blends for."""
    from render.primitives import _FOREGROUNDS, _SURFACES

    for fore in _FOREGROUNDS:
        for back in _SURFACES:
            rgb, image = _rgb_and_canvas(
                220, 40, [((0, 0, 219, 39), back)],
                lambda draw, fore=fore: label(draw, (6, 20), "Wj? Åg 12 ·", size=23, fill=fore))
            assert image.tobytes() == to_palette(rgb).tobytes(), (fore, back)


def palette_colours() -> list:
    """Every colour ``Palette`` defines (dict ones included)."""
    found = []
    for value in vars(Palette).values():
        for colour in value.values() if isinstance(value, dict) else [value]:
            if isinstance(colour, tuple) and colour not in found:
                found.append(colour)
    return found


def test_png_keeps_every_palette_colour_exactly():
    colours = palette_colours()
    assert Palette.nucleotide["A"] in colours and ink_for(Palette.nucleotide["C"]) in colours
    assert png_palette()[:len(colours)] == colours and len(png_palette()) <= 256
    # Each colour as a flat swatch, as lone pixels on every other colour and
    # with anti-aliased text in every other colour on top.
    n = len(colours)
    image = Image.new("RGB", (40 * n, 40 * n))
    draw = ImageDraw.Draw(image)
    for i, back in enumerate(colours):
        for j, fore in enumerate(colours):
            x, y = 40 * j, 40 * i
            draw.rectangle((x, y, x + 39, y + 39), fill=back)
            draw.point((x + 2, y + 2), fill=fore)
            label(draw, (x + 20, y + 24), "Ag", size=14, fill=fore, anchor="mm")
    decoded = Image.open(io.BytesIO(to_png(image))).convert("RGB")
    for i, back in enumerate(colours):
        for j, fore in enumerate(colours):
            x, y = 40 * j, 40 * i
            assert decoded.getpixel((x + 30, y + 5)) == back, (back, fore)
            assert decoded.getpixel((x + 2, y + 2)) == fore, (back, fore)
    before, after = image.tobytes(), decoded.tobytes()
    exact = {bytes(c) for c in colours}
    for k in range(0, len(before), 3):
        if before[k:k + 3] in exact:
            assert after[k:k + 3] == before[k:k + 3], divmod(k // 3, image.width)[::-1]


def test_smallest_text_keeps_capitals_nine_px_tall_at_preview_size():
    """A capital at least 9 px tall once the picture is 450 px wide, and no bigger
    than it needs to be."""
    from render.primitives import TEXT_SIZE, smallest_text
    from render.text import cap_height
    for width in (450, 640, 720, 836, 900, 1200):
        size = smallest_text(width)
        assert cap_height(size) * 450 / width >= 9 > cap_height(size - 1) * 450 / width
    assert TEXT_SIZE == smallest_text(900)


#: Names a member may type: line breaks (next to non-ASCII letters: what made Raqm fail), tabs,
#: C0/C1 controls, bidi overrides, lone surrogates, a 5 000-character name.
ODD_TEXTS = ["Zoë\nthe\r\nGreat", "é\n", "Ω\tx\x0b\x0c", "a\x00b\x07c\x1bd", "x\x85y\u2028z\u2029",
             "\u202eevil\u202c to move", "عربي\nHebrew עברית", "李\r雷", "bad\ud800half", "Zoë " * 1250]


@pytest.mark.parametrize("odd", ODD_TEXTS, ids=range(len(ODD_TEXTS)))
def test_any_text_a_member_types_is_measured_fitted_wrapped_and_drawn(odd):
    image, draw = canvas(400, 60)
    for size, bold in ((24, False), (25, True)):
        assert text_width(odd, size, bold=bold) > 0
        fitted = fit_text(odd, size, 300, bold=bold)
        assert text_width(fitted, size, bold=bold) <= 300
        assert "\n" not in "".join(wrap(odd, size, 300, 3, bold=bold))
        label(draw, (10, 30), odd, size=size, bold=bold)
    assert to_png(image)[:8] == b"\x89PNG\r\n\x1a\n"


def test_drawable_makes_one_line_of_printable_characters_of_bounded_length():
    assert text.drawable("Zoë\nthe\r\n\tGreat") == "Zoë the Great"
    assert text.drawable("a\x00b\x07c\x9bd") == "abcd"                 # C0 and C1 controls go
    assert text.drawable("\u202eevil\u2066 x\u200f") == "evil x"        # nothing reorders the line
    assert text.drawable(" (you)") == " (you)"                        # plain spaces stay
    assert text.drawable("a\u00a0b\u200dc") == "a\u00a0b\u200dc"       # no-break space, joiner stay
    long = text.drawable("x" * 5000)
    assert len(long) == text.MAX_CHARS and long.endswith("…")
    assert text.drawable("x" * 5000, None) == "x" * 5000
    for odd in ODD_TEXTS:
        shown = text.drawable(odd)
        assert len(shown) <= text.MAX_CHARS
        assert not [c for c in shown if unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp")], shown
        assert "\u202e" not in shown
