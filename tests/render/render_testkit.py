"""Helpers shared by the renderer tests: decode what ``board_png`` returns, read colours, spy on text."""

from __future__ import annotations

import copy
import io
import random

from PIL import Image

from games import get_game
from render import board_png, primitives


def picture(game_id: str, view: dict, seat=None) -> Image.Image:
    """Render through the public entry point and decode the PNG as RGB (asserts a palette PNG)."""
    png = board_png(game_id, view, seat=seat)
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    image = Image.open(io.BytesIO(png))
    assert image.mode == "P"                  # to_png's fixed palette
    return image.convert("RGB")


def colours(image: Image.Image) -> set:
    """The distinct ``(r, g, b)`` colours in ``image`` (RGB, or a drawer's palette canvas)."""
    return {rgb for _, rgb in image.convert("RGB").getcolors(1 << 16)}


def count(image: Image.Image, colour) -> int:
    """How many pixels of ``image`` have exactly ``colour``."""
    return sum(n for n, rgb in image.convert("RGB").getcolors(1 << 16) if rgb == colour)


def changed(base: dict, **changes) -> dict:
    """A deep copy of the view ``base`` with top-level keys replaced."""
    v = copy.deepcopy(base)
    v.update(changes)
    return v


def spy_on_labels(monkeypatch, module, cached) -> list[str]:
    """Record every string ``module`` hands to ``label`` (clearing ``cached`` and every other
    cached sprite of ``render`` so sprites redraw)."""
    texts: list[str] = []
    real = primitives.label

    def spy(draw, xy, text, **kw):
        texts.append(text)
        return real(draw, xy, text, **kw)

    monkeypatch.setattr(primitives, "label", spy)
    monkeypatch.setattr(module, "label", spy)
    cached.cache_clear()
    primitives.clear_caches()
    return texts


#: (game, options, seats): every option family the renderers draw differently.
FAMILIES = [
    ("dna-sequence", "", 2), ("dna-sequence", "length=160 chunk=4", 8),
    ("dna-sequence", "base=2 min_chunk=2 max_chunk=5", 3), ("dna-sequence", "manual length=12", 2),
    ("protozoa", "", 2), ("protozoa", "", 4), ("protozoa", "teams", 4),
    ("mitosis", "", 2), ("mitosis", "barricade capture clone", 2),
    ("mitosis", "launcher triplicate grouping undo", 2),
    ("dna-icehouse", "", 2), ("dna-icehouse", "two_colours", 2), ("dna-icehouse", "", 3),
    ("dna-icehouse", "", 4),
    ("genetess", "", 2), ("genetess", "", 4), ("genetess", "map=quad", 2), ("genetess", "ronin", 3),
]
NAMES = ["ann", "bob", "cy", "dee", "eve", "fay", "gus", "hal"]


def positions(game_id: str, options: str, seats: int, plies=(0, 7, 40),
              names=NAMES, locale: str | None = None) -> list[tuple[dict, str | None]]:
    """``(view, seat name)`` pairs: the channel's and the first seat's view after each of
    ``plies`` random legal moves (fewer when the game ends first; the end is included),
    the seats named by the first ``seats`` of ``names``; ``locale``: the views' ``locale``
    (the language of the picture's words, as the host sets it), none by default."""
    game = get_game(game_id)
    names = names[:seats]
    state = game.new_state(names, options, seed=5)
    rng = random.Random(5)
    out, ply = [], 0
    while True:
        if ply in plies or game.result(state) is not None:
            out += [(game.view(state, None), None), (game.view(state, 0), names[0])]
            if locale is not None:
                out[-2][0]["locale"] = out[-1][0]["locale"] = locale
        movers = game.to_move(state)
        if game.result(state) is not None or ply >= max(plies) or not movers:
            return out
        seat = movers[0]
        state, _ = game.apply(state, seat, game.random_move(state, seat, rng))
        ply += 1
