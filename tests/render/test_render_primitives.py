"""Shared drawing primitives and the game-id dispatch (render/__init__.py, render/primitives.py)."""

from __future__ import annotations

import io
from itertools import combinations

import pytest
from PIL import Image, ImageDraw

from render import DRAWERS, board_png
from render.primitives import (
    Palette,
    canvas,
    drawable,
    fit_text,
    font,
    ink_for,
    label,
    legend,
    png_palette,
    text_width,
    title_bar,
    to_png,
)


def test_unknown_game_is_a_key_error_naming_the_known_ids():
    with pytest.raises(KeyError, match="dna-sequence"):
        board_png("chess", {})


def test_game_ids_are_matched_like_the_engine_registry():
    assert "dna-sequence" in DRAWERS
    with pytest.raises(KeyError, match="sequences"):      # reached the drawer, not the lookup
        board_png(" DNA-Sequence ", {"length": 3})


def test_fonts_are_scalable_and_cached():
    assert font(20) is font(20)
    assert text_width("WWWW", 40) > 1.8 * text_width("WWWW", 20)


def test_drawable_keeps_ascii_drops_accents_and_marks_missing_glyphs():
    assert drawable("ned (33)") == "ned (33)"
    assert drawable("Jos\u00e9 M\u00fcller") == "Jose Muller"
    assert drawable("\u7530\u4e2d") == "??"


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
    assert image.getpixel((450, 2)) == Palette.bar
    assert Palette.winner in {rgb for _, rgb in image.crop((450, 0, 900, 48)).getcolors(1 << 16)}
    right = legend(draw, (10, 70), [(Palette.icehouse["R"], "red"), (Palette.icehouse["B"], "blue")])
    assert right > 10 + 2 * 18
    assert image.getpixel((15, 75)) == Palette.icehouse["R"]
    png = to_png(image)
    assert Image.open(io.BytesIO(png)).size == (900, 120)


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
