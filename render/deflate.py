"""A board picture's pixel rows deflated band by band, each band's stream kept for the next picture.

Two pictures of one match a ply apart differ in a few squares and a few panel lines; most
of their rows are the same bytes.  Deflating every row again was half of a Genetess
picture's time (0.75 of ≈ 1.5 ms).  Here the rows are cut into bands of ``BAND_ROWS`` rows,
each band deflated on its own by a fresh raw-deflate stream ended by a sync flush (RFC 1951
§3.2.4: a stored empty block that ends on a byte boundary), so that its bytes depend on that
band alone, and streams already made are reused.  The bands' streams joined, an empty final
block and the Adler-32 of all rows make the zlib stream (RFC 1950) of a PNG's IDAT.

Why this keeps non-interference: a band's stream is a function of the band's bytes only,
so a picture's bytes are the same whatever was deflated before (a seat's secret board
cannot change the channel's picture) and whether a band was found or made.  A band is found
by its length and its 128-bit XXH3 hash: two different bands meeting under one key would
need a 2⁻¹²⁸ chance per pair; checksums (CRC-32, Adler-32) were not used as keys because
they are linear, so unrelated bands meet more readily than chance.

Cost: deflating a Genetess picture (900 × 1268 px, 300 recorded pictures of one match) took
0.75 → 0.35 ms, 91 % of bands found, 72.6 KiB a PNG instead of 67.7 (a band starts without
the rows above it to refer to).  The pictures of a ``petri bench --load`` run (2 497 of every
game, replayed in one process): CPU a picture 1.52–1.72 → 1.38–1.46 ms; bands found 79 % at 100
matches, 76 % at 500; the process's peak RSS 108 → 138 MiB.
"""

from __future__ import annotations

import zlib
from collections import OrderedDict
from types import ModuleType

import xxhash

#: Rows deflated together.  Smaller bands are found more often (16 rows: 91 %, 32: 87 %)
#: but cost more lookups and more stream ends; 16 was the quickest of 8–64.
BAND_ROWS = 16
#: Bytes of deflated bands each process keeps (the oldest unused go first).  At 500
#: matches a match's bands must last until its next move: bands found with 8, 16, 24 MiB:
#: 71, 75, 80 % (at 100 matches 77, 79, 79 %).
KEPT_BYTES = 24 * 2**20
#: What one kept band costs beyond its bytes (its key, its Adler-32, the dictionary's entry), counted
#: against ``KEPT_BYTES`` so that many tiny bands cannot outgrow it.
ENTRY_OVERHEAD = 400

_ZLIB_HEADER = b"\x78\x01"       # deflate, 32 KiB window, "fastest" (RFC 1950 §2.2)
_FINAL_BLOCK = b"\x03\x00"       # an empty final block with fixed codes (RFC 1951 §3.2.6)
_ADLER_BASE = 65521


class BandDeflater:
    """Deflate pixel rows band by band with ``deflate`` (a module with zlib's ``compressobj``;
    zlib-ng or zlib), keeping up to ``kept_bytes`` of band streams.  One per process: the
    picture workers each hold their own."""

    def __init__(self, deflate: ModuleType = zlib, kept_bytes: int = KEPT_BYTES) -> None:
        self.deflate = deflate
        self.kept_bytes = kept_bytes
        self._bands: OrderedDict[tuple[int, bytes, int, int], tuple[bytes, int]] = OrderedDict()
        self._size = 0
        #: Bands found and bands deflated since the process started (a test reads them).
        self.found = 0
        self.made = 0

    def zlib_stream(self, rows: bytes, row_bytes: int, prefix: bytes = b"") -> bytes:
        """The zlib stream (RFC 1950) of ``rows``, ``row_bytes`` bytes a row, each row
        deflated behind ``prefix`` (a PNG's filter byte, ``b"\\0"``): what ``zlib.decompress``
        turns back into the rows with their prefixes.  The prefixes are joined to a band's rows
        only when the band is deflated, not found (the pixels come as Pillow gives them, not
        copied once more into an image one column wider).  Raises ``ValueError`` for
        ``row_bytes`` below 1."""
        if row_bytes < 1:
            raise ValueError(f"a row has at least one byte, not {row_bytes}")
        step = row_bytes * BAND_ROWS
        view = memoryview(rows)
        parts = [_ZLIB_HEADER]
        adler = 1
        for start in range(0, len(rows), step):
            band = view[start:start + step]
            stream, band_adler = self._band(band, row_bytes, prefix)
            parts.append(stream)
            adler = adler32_combine(adler, band_adler,
                                    len(band) + len(prefix) * (len(band) // row_bytes))
        parts.append(_FINAL_BLOCK)
        parts.append(adler.to_bytes(4, "big"))
        return b"".join(parts)

    def _band(self, band: memoryview, row_bytes: int, prefix: bytes) -> tuple[bytes, int]:
        """The raw deflate stream of ``band``'s rows each behind ``prefix``, ended by a sync
        flush, and their Adler-32."""
        # Rows of another length or prefix deflate to another stream from the same bytes.
        key = (row_bytes, prefix, len(band), xxhash.xxh3_128_intdigest(band))
        kept = self._bands.get(key)
        if kept is not None:
            self._bands.move_to_end(key)
            self.found += 1
            return kept
        data = prefixed(band, row_bytes, prefix) if prefix else band
        packer = self.deflate.compressobj(1, self.deflate.DEFLATED, -15)
        made = (packer.compress(data) + packer.flush(self.deflate.Z_SYNC_FLUSH),
                self.deflate.adler32(data))
        self.made += 1
        self._bands[key] = made
        self._size += len(made[0]) + ENTRY_OVERHEAD
        while self._size > self.kept_bytes and self._bands:
            _, (old, _) = self._bands.popitem(last=False)
            self._size -= len(old) + ENTRY_OVERHEAD
        return made


def prefixed(rows: bytes | memoryview, row_bytes: int, prefix: bytes) -> bytes:
    """``rows`` (``row_bytes`` bytes each) with ``prefix`` before each row: a PNG's rows
    behind their filter byte, as its IDAT holds them."""
    return b"".join([part for start in range(0, len(rows), row_bytes)
                     for part in (prefix, rows[start:start + row_bytes])])


def adler32_combine(first: int, second: int, second_length: int) -> int:
    """The Adler-32 of two byte strings joined, from each one's Adler-32 and the second's
    length in bytes (zlib's ``adler32_combine``, RFC 1950 §8)."""
    rem = second_length % _ADLER_BASE
    sum1 = first & 0xFFFF
    sum2 = (rem * sum1) % _ADLER_BASE
    sum1 = (sum1 + (second & 0xFFFF) + _ADLER_BASE - 1) % _ADLER_BASE
    sum2 = (sum2 + (first >> 16) + (second >> 16) + _ADLER_BASE - rem) % _ADLER_BASE
    return sum1 | (sum2 << 16)


__all__ = ["BAND_ROWS", "KEPT_BYTES", "BandDeflater", "adler32_combine", "prefixed"]
