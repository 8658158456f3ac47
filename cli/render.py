"""``petri render``: the board picture of any position of a moves file.

``petri render GAME --players a,b [-o opt=val] [--moves FILE] [--as NAME] [--width PX]
--out FILE.png`` plays the moves file as ``petri play`` does (``cli.play.replay``)
and writes the picture the bot would post: the spectator view, or with ``--as`` that
seat's own view.  ``--width`` scales the picture (e.g. ``--width 450``: Discord's
preview).  For bug reports, the README and tests.

Exit status: 0 when the picture was written; 2 for an illegal move (nothing written);
1 for any other bad input.  Every error is one line on stderr.
"""

from __future__ import annotations

import io
import sys
import time

from PIL import Image

from bot.host.match_host import MatchHost
from cli.play import replay

#: Widths ``--width`` accepts, px.
MIN_WIDTH, MAX_WIDTH = 100, 4000


def scaled_png(png: bytes, width: int | None) -> bytes:
    """``png`` as is, or resampled (Lanczos) to ``width`` px wide, keeping its aspect ratio."""
    if not width:
        return png
    image = Image.open(io.BytesIO(png)).convert("RGB")
    height = max(1, round(image.height * width / image.width))
    out = io.BytesIO()
    image.resize((width, height), Image.Resampling.LANCZOS).save(out, format="PNG")
    return out.getvalue()


async def render(args) -> int:
    """Run ``petri render`` with parsed ``args``; returns the exit status."""
    if args.width is not None and not MIN_WIDTH <= args.width <= MAX_WIDTH:
        print(f"--width: {args.width} px is out of range; give {MIN_WIDTH} to {MAX_WIDTH}",
              file=sys.stderr)
        return 1
    if not args.out.lower().endswith(".png"):
        print(f"--out: '{args.out}' should be a .png file, like board.png", file=sys.stderr)
        return 1
    # A moves file has no times: no time passes while it is replayed and drawn, so the
    # clocks drawn are the ones it implies, and one file always gives the same picture.
    started = time.time()
    host = await MatchHost.open(":memory:", now=lambda: started)
    try:
        status, match, ids = await replay(args, host)
        if status:
            return status
        png = await host.board_png(match, ids[args.as_] if args.as_ else None,
                                   locale=getattr(args, "lang", None))
    finally:
        await host.close()
    try:
        with open(args.out, "wb") as file:
            file.write(scaled_png(png, args.width))
    except OSError as exc:
        print(f"--out: cannot write '{args.out}': {exc.strerror or exc}", file=sys.stderr)
        return 1
    return 0
