"""PNG encoding: zlib-ng's deflate changes the bytes, never the pixels, and gives the same
bytes for the same pixels whatever was encoded before.

The corpus is every option family of the legibility test, at several plies, in the channel's
view and a seat's view.  The reference is the same palette image deflated by the system zlib.
"""

from __future__ import annotations

import io
import zlib

import pytest
from PIL import Image, ImageDraw

from render import board_png, primitives
from render_testkit import FAMILIES, positions


def decoded(png: bytes) -> bytes:
    return Image.open(io.BytesIO(png)).convert("RGB").tobytes()


@pytest.mark.parametrize("game_id, options, seats", FAMILIES,
                         ids=[f"{g}-{o or 'default'}-{n}" for g, o, n in FAMILIES])
def test_fast_deflate_gives_the_reference_pixels(game_id, options, seats):
    for view, seat in positions(game_id, options, seats, plies=(0, 12)):
        png = board_png(game_id, view, seat=seat)
        quantized = Image.open(io.BytesIO(png))
        reference = primitives.encode_palette_png(quantized, deflate=zlib)
        assert decoded(png) == decoded(reference)


def test_zlib_is_the_fallback_when_zlib_ng_is_missing(monkeypatch):
    image = Image.new("RGB", (40, 30), primitives.Palette.background)
    monkeypatch.setattr(primitives, "_deflate", zlib)
    png = primitives.to_png(image)
    assert decoded(png) == image.tobytes()


def test_only_palette_images_are_written():
    with pytest.raises(ValueError, match="mode 'P'"):
        primitives.encode_palette_png(Image.new("RGB", (2, 2)))


def test_zlib_ng_is_used_when_installed():
    zlib_ng = pytest.importorskip("zlib_ng.zlib_ng")
    assert primitives._deflate is zlib_ng


def test_the_same_pixels_give_the_same_bytes_whatever_was_encoded_before():
    """The encoder keeps no state between pictures: a channel picture's bytes cannot
    depend on a seat's secret picture encoded just before it."""
    first = Image.new("RGB", (300, 200), primitives.Palette.background)
    ImageDraw.Draw(first).text((10, 10), "public", fill=primitives.Palette.accent)
    reference = primitives.to_png(first)
    for n in range(40):
        noisy = Image.effect_noise((300 + n, 200), 90 + n).convert("RGB")
        primitives.to_png(noisy)
        assert primitives.to_png(first) == reference


@pytest.mark.parametrize("size", [(1, 1), (901, 3), (300, 250), (1101, 1302)])
def test_the_rows_deflated_are_the_pictures_bytes(size):
    """The pixels read in one piece for deflating are ``Image.tobytes``'s, row after row."""
    image = Image.effect_noise(size, 90).convert("RGB").quantize(palette=primitives._palette_image())
    assert primitives._pixel_bytes(image) == image.tobytes()
