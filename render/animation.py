"""Animated replays: a whole game as one GIF for Discord (design.md §2).

``replay_gif(game_id, views)`` draws each *public* view with the game's
drawer (the same pictures as ``board_png``), maps every frame to the fixed
palette ``to_png`` uses (``png_palette``) and assembles a looping GIF with
Pillow.  The caller chooses the views: this module never sees a state, so a
replay can only show what those views show.

Why a fixed palette: the frames are drawn in ``Palette`` colours, which
that palette holds exactly, so mapping a frame costs ~1 ms, every frame
has the same colour table (in the same order), and Pillow's GIF writer only
stores the rectangle that changed since the previous frame.
An adaptive quantizer would cost far more per frame and shift colours from
frame to frame.  No dithering, for the same reason as ``to_png``.
"""

from __future__ import annotations

import io
import math

from PIL import Image

from render import DRAWERS
from render.primitives import Palette, png_palette, to_palette

#: Discord's upload limit for a server without boosts.
DISCORD_UPLOAD_LIMIT = 8 * 2**20
#: The last frame (the result) stays up this many frame durations before the loop restarts.
LAST_FRAME_HOLD = 4
#: Downscaling stops here before frames are dropped (Discord previews boards
#: at ~550 px wide, so half of a ~1100 px board loses little), and here at the latest.
SOFT_MIN_SCALE = 0.5
HARD_MIN_SCALE = 0.1
#: Frames drawn at most; a longer game is sampled evenly (first and last kept).  A frame of
#: the biggest boards (Protozoa, Genetess' quad map) costs ≈ 10 ms to draw, map and encode,
#: so 80 frames keep a replay under ≈ 1 s of a worker's CPU and far under 8 MiB
#: (`petri bench --gif`: a 300-ply Protozoa game was 240 frames, 2.8 s and 4.4 MiB).
MAX_FRAMES = 80


def replay_gif(game_id: str, views: list[dict], *, max_bytes: int = DISCORD_UPLOAD_LIMIT,
               frame_ms: int = 900, max_frames: int = MAX_FRAMES) -> bytes:
    """An animated, looping GIF of ``views`` (a game's public views, start first) in order.

    Each frame is ``frame_ms`` long; the last is held ``LAST_FRAME_HOLD``
    times longer.  Frames of different sizes (boards grow or shrink as the
    game goes) are padded at the right and bottom with the background
    colour to the largest width and height.  A frame identical to the one
    before it is merged into it by Pillow (its time is added), so the GIF
    may have fewer frames than ``views``.

    Size: the result is at most ``max_bytes`` (default: Discord's 8 MiB
    upload limit).  When the full-size GIF is larger, the frames are
    downscaled first (down to half size), then frames are sampled evenly
    (always keeping the first and the last), then downscaled further (down
    to a tenth).  Games with more than ``max_frames`` views are sampled the
    same way before drawing, which bounds time and memory (``MAX_FRAMES``:
    under ≈ 1 s of CPU for the biggest boards).  Raises
    ``ValueError`` when ``views`` is empty or even two frames at a tenth of
    the size exceed ``max_bytes``; ``KeyError`` for a game with no drawer
    (as ``board_png``).

    CPU work (≈10 ms a frame for a DNA board): call it off the event loop.
    """
    if not views:
        raise ValueError("a replay needs at least one view")
    try:
        drawer = DRAWERS[game_id.strip().lower()]
    except KeyError:
        raise KeyError(f"no board picture for game '{game_id}'; "
                       f"pictures exist for: {', '.join(DRAWERS)}") from None
    views = [views[i] for i in sample_indices(len(views), max_frames)]
    frames = _pad([to_palette(drawer(view, None)) for view in views])

    scale, keep = 1.0, list(range(len(frames)))
    while True:
        data = _encode([frames[i] for i in keep], scale, frame_ms)
        if len(data) <= max_bytes:
            return data
        # Bytes grow roughly with area × frames; aim a little under the limit.
        ratio = max_bytes / len(data) * 0.9
        if scale > SOFT_MIN_SCALE:
            scale = max(SOFT_MIN_SCALE, scale * math.sqrt(ratio))
        elif len(keep) > 2:
            picked = sample_indices(len(keep), max(2, min(len(keep) - 1, int(len(keep) * ratio))))
            keep = [keep[i] for i in picked]
        elif scale > HARD_MIN_SCALE:
            scale = max(HARD_MIN_SCALE, min(scale * 0.9, scale * math.sqrt(ratio)))
        else:
            raise ValueError(f"a replay of {len(views)} positions does not fit in {max_bytes} bytes")


def sample_indices(count: int, keep: int) -> list[int]:
    """``keep`` indices spread evenly over ``range(count)``, first and last included.

    All of them when ``keep >= count``; ``keep`` is at least 2 (1 if ``count`` is 1).
    """
    if keep >= count:
        return list(range(count))
    keep = max(2, keep)
    return sorted({round(i * (count - 1) / (keep - 1)) for i in range(keep)})


def _background_index() -> int:
    return png_palette().index(Palette.background)


def _pad(frames: list[Image.Image]) -> list[Image.Image]:
    """Every frame on a canvas of the largest width and height, top left, background around."""
    width = max(f.width for f in frames)
    height = max(f.height for f in frames)
    out = []
    for frame in frames:
        if frame.size != (width, height):
            padded = Image.new("P", (width, height), _background_index())
            palette = frame.getpalette()
            assert palette is not None, "a 'P' frame has a palette"
            padded.putpalette(palette)
            padded.paste(frame, (0, 0))
            frame = padded
        out.append(frame)
    return out


def _scaled(frame: Image.Image, scale: float) -> Image.Image:
    if scale >= 1:
        return frame
    size = (max(1, round(frame.width * scale)), max(1, round(frame.height * scale)))
    # Resample in RGB (box filter: each output pixel averages its area) so
    # letters stay readable, then map back to the palette.
    return to_palette(frame.convert("RGB").resize(size, Image.Resampling.BOX))


def _encode(frames: list[Image.Image], scale: float, frame_ms: int) -> bytes:
    frames = [_scaled(f, scale) for f in frames]
    durations = [frame_ms] * len(frames)
    durations[-1] = frame_ms * LAST_FRAME_HOLD
    buffer = io.BytesIO()
    # Every frame already holds the fixed palette in its order: ``optimize=False`` keeps it so
    # (no per-frame reordering), and no ``palette=`` argument, whose per-frame remapping to
    # the same colours cost ≈ 30 % of the GIF's CPU.  Pillow then repeats the table in each
    # changed frame (768 bytes a frame).
    frames[0].save(buffer, format="GIF", save_all=True, append_images=frames[1:],
                   duration=durations, loop=0, optimize=False)
    return buffer.getvalue()


__all__ = ["DISCORD_UPLOAD_LIMIT", "replay_gif", "sample_indices"]
