"""Speed never changes what players see: every picture of a corpus of positions
decodes to exactly the pixels recorded before the speed work began (on 3c721b6).

The corpus is every option family of ``render_testkit.FAMILIES`` after 0, 7 and 40
random plies (and at the end), in the channel's view and the first seat's.  The
digests are in ``pixel_corpus.json``; to record them anew after an intended change
of the pictures, run ``python tests/render/test_pixel_corpus.py --write``.
"""

from __future__ import annotations

import hashlib
import io
import json
import sys
from pathlib import Path

from PIL import Image

from render import board_png

sys.path.insert(0, str(Path(__file__).parent))
from render_testkit import FAMILIES, positions  # noqa: E402

CORPUS = Path(__file__).with_name("pixel_corpus.json")


def digests() -> dict[str, str]:
    """``"game|options|seats|n"`` → ``"WxH:sha256 of the decoded RGBA pixels"`` for the corpus."""
    out = {}
    for game_id, options, seats in FAMILIES:
        for n, (view, seat) in enumerate(positions(game_id, options, seats)):
            image = Image.open(io.BytesIO(board_png(game_id, view, seat=seat))).convert("RGBA")
            key = f"{game_id}|{options}|{seats}|{n}"
            out[key] = f"{image.width}x{image.height}:{hashlib.sha256(image.tobytes()).hexdigest()}"
    return out


def test_every_picture_has_the_pixels_it_had_before():
    recorded = json.loads(CORPUS.read_text(encoding="utf-8"))
    now = digests()
    assert now.keys() == recorded.keys()
    changed = [key for key in now if now[key] != recorded[key]]
    assert not changed, f"{len(changed)} of {len(now)} pictures changed, e.g. {changed[:3]}"


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python tests/render/test_pixel_corpus.py --write   (records the corpus anew)")
    CORPUS.write_text(json.dumps(digests(), indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {CORPUS}")
