"""PNG encoding: ISA-L's deflate changes the bytes, never the pixels.

The corpus is every option family of the legibility test, at several plies, in the channel's
view and a seat's view.  The reference is the same palette image deflated by the system zlib.
"""

from __future__ import annotations

import io
import zlib

import pytest
from PIL import Image

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


def test_zlib_is_the_fallback_when_isal_is_missing(monkeypatch):
    image = Image.new("RGB", (40, 30), primitives.Palette.background)
    monkeypatch.setattr(primitives, "_deflate", zlib)
    png = primitives.to_png(image)
    assert decoded(png) == image.tobytes()


def test_only_palette_images_are_written():
    with pytest.raises(ValueError, match="mode 'P'"):
        primitives.encode_palette_png(Image.new("RGB", (2, 2)))


def test_isal_is_used_when_installed():
    isal_zlib = pytest.importorskip("isal.isal_zlib")
    assert primitives._deflate is isal_zlib
