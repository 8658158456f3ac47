"""Each seat's view of a position, computed once however many readers need it.

A committed move is seen by its plan (each fogged seat's status line), by the pictures (the
public board and each seat's own), by the text board under the public picture and by board
memory. Each of those asked the engine for the same view: six ``Genetess.view`` calls a
move where three differ (docs/performance.md). ``ViewCache`` hands every reader the one view
of a (state, seat) pair. Views are shared, so readers must not change them (the host's
``_drawable`` and board memory copy before they add a field).
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from games.base import Game


class ViewCache:
    """The newest ``size`` views, by the identity of the state they were taken of.

    An entry keeps its state alive, so a state's ``id`` cannot be reused for another state
    while its entry exists; a committed state is never changed in place (engines copy before
    ``apply``), so a view stays true for as long as its state object lives.
    """

    def __init__(self, size: int = 256):
        self.size = size
        self._entries: OrderedDict[tuple[int, int | None, bool], tuple[dict, dict[str, Any]]] = OrderedDict()

    def view(self, game: Game, state: dict, seat: int | None, *, full: bool = False) -> dict[str, Any]:
        """``game.full_view(state, seat)`` when ``full`` else ``game.view(state, seat)``
        (``seat`` ``None``: the spectator view), computed on the first call for this state
        object and seat. The result is shared: do not change it."""
        key = (id(state), seat, full)
        entry = self._entries.get(key)
        if entry is not None and entry[0] is state:
            self._entries.move_to_end(key)
            return entry[1]
        view = game.full_view(state, seat) if full else game.view(state, seat)
        self._entries[key] = (state, view)
        if len(self._entries) > self.size:
            self._entries.popitem(last=False)
        return view


__all__ = ["ViewCache"]
