"""Which private board each seat last received, so an unchanged one is not drawn or sent
again: 67–79 % of fogged seats' boards after a move show exactly what the seat's
previous one showed; only the turn line differs, and the DM's text says it.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict

from bot.storage import codec
from games.base import Game
from render import not_drawn

#: View fields that change with every turn but are not the board: the DM's text says them.
TURN_FIELDS = frozenset({"turn", "round", "ply", "to_move", "last", "report", "clock"})


def board_digest(view: dict, told: frozenset[str] = frozenset()) -> str:
    """A digest of what a seat's board picture shows: its ``view`` without ``TURN_FIELDS``
    and without ``told``, the fields the DM's text states (the game's ``STATUS_FIELDS``:
    Genetess' E) — pieces, squares, walls, specials in sight, scores…"""
    shown = {key: value for key, value in view.items() if key not in TURN_FIELDS and key not in told}
    return hashlib.blake2b(codec.dumpb(shown, default=str), digest_size=16).hexdigest()


class BoardMemory:
    """Which board picture each (match, user) last received by DM, so an unchanged board is
    not drawn or sent again.  In memory, newest ``size`` pairs: after a restart,
    or when another process sent the last one, a seat simply gets its board once more."""

    def __init__(self, size: int = 20_000):
        self.size = size
        self._sent: OrderedDict[tuple[int, int], str] = OrderedDict()

    def changed(self, match_id: int, user_id: int, game: Game, view: dict) -> bool:
        """Whether the board ``view`` (the user's view of a ``game`` match) shows differs from
        the last one sent to the pair (``board_digest`` without the game's ``STATUS_FIELDS``
        and the fields its picture never reads, ``render.not_drawn``); remembers it."""
        digest = board_digest(view, game.STATUS_FIELDS | not_drawn(game.id))
        key = (match_id, user_id)
        if self._sent.get(key) == digest:
            self._sent.move_to_end(key)
            return False
        self._sent[key] = digest
        self._sent.move_to_end(key)
        while len(self._sent) > self.size:
            self._sent.popitem(last=False)
        return True

    def forget(self, match_id: int, user_id: int) -> None:
        """The picture did not arrive: send it next time whatever happens."""
        self._sent.pop((match_id, user_id), None)
