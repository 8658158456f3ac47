"""Helpers shared by the renderer tests: decode what ``board_png`` returns, read colours, spy on text."""

from __future__ import annotations

import copy
import io

from PIL import Image

from render import board_png, primitives


def picture(game_id: str, view: dict, seat=None) -> Image.Image:
    """Render through the public entry point and decode the PNG as RGB (asserts a palette PNG)."""
    png = board_png(game_id, view, seat=seat)
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    image = Image.open(io.BytesIO(png))
    assert image.mode == "P"                  # to_png's fixed palette
    return image.convert("RGB")


def colours(image: Image.Image) -> set:
    """The distinct ``(r, g, b)`` colours in ``image``."""
    return {rgb for _, rgb in image.getcolors(1 << 16)}


def count(image: Image.Image, colour) -> int:
    """How many pixels of ``image`` have exactly ``colour``."""
    return sum(n for n, rgb in image.getcolors(1 << 16) if rgb == colour)


def changed(base: dict, **changes) -> dict:
    """A deep copy of the view ``base`` with top-level keys replaced."""
    v = copy.deepcopy(base)
    v.update(changes)
    return v


def spy_on_labels(monkeypatch, module, cached) -> list[str]:
    """Record every string ``module`` hands to ``label`` (clearing ``cached`` so sprites redraw)."""
    texts: list[str] = []
    real = primitives.label

    def spy(draw, xy, text, **kw):
        texts.append(text)
        return real(draw, xy, text, **kw)

    monkeypatch.setattr(primitives, "label", spy)
    monkeypatch.setattr(module, "label", spy)
    cached.cache_clear()
    return texts
