"""Board pictures for Discord (design.md §2).

``board_png(game_id, view)`` turns an engine's JSON view into PNG bytes.
Each board family lives in its own module (``strips`` for sequence strips,
``squares`` for square grids, with DNA (Icehouse) in ``dna_icehouse`` on
its pieces, ``hexes`` for hex grids) and is listed in ``DRAWERS``.
Rendering is CPU work: the bot calls it off the event loop.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PIL import Image

from render import dna_icehouse, genetess, hexes, squares, strips
from render.primitives import to_png

#: Game id → drawer ``(view, seat) -> image`` (a ``primitives.canvas``: in the PNG's palette).
#: Add a game by writing its drawer in the module for its board family and listing it here.
#: Each drawer reads its game's view type (``games/<game>_view.py``) and nothing else.
DRAWERS: dict[str, Callable[[Any, str | None], Image.Image]] = {
    "dna-icehouse": dna_icehouse.draw_dna_icehouse,
    "dna-sequence": strips.draw_dna,
    "genetess": genetess.draw_genetess,
    "mitosis": hexes.draw_mitosis,
    "protozoa": squares.draw_protozoa,
}

#: Game id → the fields of its view that its picture never reads (``not_drawn``).
NOT_DRAWN: dict[str, frozenset[str]] = {"genetess": genetess.NOT_DRAWN}


def not_drawn(game_id: str) -> frozenset[str]:
    """The fields of ``game_id``'s view that its board picture never reads (empty when not
    listed): two views that differ only there give the same picture, so a seat's board
    need not be drawn again for them."""
    return NOT_DRAWN.get(game_id, frozenset())


def board_png(game_id: str, view: dict, *, seat: str | None = None) -> bytes:
    """The board of ``view`` (the engine's JSON view for ``game_id``) as PNG bytes.

    ``seat`` is the name of the player the picture is for, marked "(you)";
    by default the view's ``viewer``; the view's ``locale`` (``"de"``…; English
    when absent) is the language of the words drawn.  The view decides what is visible:
    nothing hidden from it is ever drawn.  Raises ``KeyError`` naming the
    known ids when ``game_id`` has no drawer.
    """
    try:
        drawer = DRAWERS[game_id.strip().lower()]
    except KeyError:
        raise KeyError(f"no board picture for game '{game_id}'; "
                       f"pictures exist for: {', '.join(DRAWERS)}") from None
    return to_png(drawer(view, seat))


__all__ = ["DRAWERS", "NOT_DRAWN", "board_png", "not_drawn"]
