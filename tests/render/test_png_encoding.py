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
from render.deflate import BAND_ROWS, BandDeflater, adler32_combine
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
    monkeypatch.setattr(primitives, "_bands", BandDeflater(zlib))
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


@pytest.mark.parametrize("height", [1, BAND_ROWS - 1, BAND_ROWS, 3 * BAND_ROWS + 5])
def test_the_banded_stream_inflates_to_the_rows(height):
    rows = Image.effect_noise((57, height), 60).tobytes()
    for kept in (0, 1 << 20):
        assert zlib.decompress(BandDeflater(zlib, kept).zlib_stream(rows, 57)) == rows


@pytest.mark.parametrize("height", [1, BAND_ROWS, 2 * BAND_ROWS + 3])
def test_rows_behind_a_prefix_deflate_as_the_rows_joined_with_it(height):
    """A PNG's rows are deflated behind their filter byte without being copied into a wider
    image first: the same stream as the joined rows', and a band found under one prefix or
    row length is not taken for another's."""
    rows = Image.effect_noise((57, height), 60).tobytes()
    joined = b"".join(b"\0" + rows[k:k + 57] for k in range(0, len(rows), 57))
    bands = BandDeflater(zlib)
    assert bands.zlib_stream(rows, 57) != bands.zlib_stream(rows, 57, b"\0")
    assert bands.zlib_stream(rows, 57, b"\0") == BandDeflater(zlib).zlib_stream(joined, 58)
    assert zlib.decompress(bands.zlib_stream(rows, 57, b"\0")) == joined
    if height > 1:
        assert zlib.decompress(bands.zlib_stream(rows, 19, b"\0")) == \
            b"".join(b"\0" + rows[k:k + 19] for k in range(0, len(rows), 19))


def test_a_band_found_gives_the_bytes_it_gave_when_made():
    """The picture's bytes do not depend on which of its bands were kept from earlier pictures."""
    board = Image.new("RGB", (301, 90), primitives.Palette.background)
    ImageDraw.Draw(board).text((10, 40), "channel", fill=primitives.Palette.accent)
    rows = board.convert("L").tobytes()
    cold = BandDeflater(zlib).zlib_stream(rows, 301)
    warm = BandDeflater(zlib)
    other = bytearray(rows)
    other[-5] ^= 0xFF           # a picture that shares every band but the last
    warm.zlib_stream(bytes(other), 301)
    found, made = warm.found, warm.made
    assert warm.zlib_stream(rows, 301) == cold
    bands = len(range(0, 90, BAND_ROWS))
    assert (warm.found - found, warm.made - made) == (bands - 1, 1)


def test_kept_bands_stay_within_their_bytes():
    bands = BandDeflater(zlib, kept_bytes=4000)
    for seed in range(30):
        rows = Image.effect_noise((64, 40), 30 + seed).tobytes()
        assert zlib.decompress(bands.zlib_stream(rows, 64)) == rows
        assert bands._size <= 4000


@pytest.mark.parametrize("first, second", [(b"", b""), (b"a", b""), (b"", b"xyz"),
                                           (b"\xff" * 70000, b"\x01" * 5), (bytes(range(256)) * 300, b"tail" * 99)])
def test_adler32_combine_is_zlibs(first, second):
    assert adler32_combine(zlib.adler32(first), zlib.adler32(second), len(second)) == zlib.adler32(first + second)
