"""The match rows this host process committed last, so a move reads its match without a
trip to the database (one trip a move, the commit).

Only ``MatchHost.move`` reads from it, under the match's lock.  A row another process
changed since is caught by the commit's version guard (``StaleVersion``): the move is
then played again on the stored row, as if it had come a moment later.
"""

from __future__ import annotations

import copy
from collections import OrderedDict
from dataclasses import replace

from bot.storage.store import MatchRow


class MatchCache:
    """The newest ``size`` committed rows of running matches by match id (a Genetess row
    holds its whole state: ``size`` bounds the memory, and a match moved less recently than
    ``size`` others is simply read again).  Rows go in and come out as copies
    whose ``extra`` and seat list are their own: the host changes those in place while it
    plays a move, and a move that fails must leave the cached row as it was.  ``state`` is
    shared: engines never change a state in place (they return a new one)."""

    def __init__(self, size: int = 2_000):
        self.size = size
        self._rows: OrderedDict[int, MatchRow] = OrderedDict()

    def get(self, match_id: int) -> MatchRow | None:
        """A copy of the row last committed for ``match_id``, or ``None``."""
        row = self._rows.get(match_id)
        if row is None:
            return None
        self._rows.move_to_end(match_id)
        return _copy(row)

    def put(self, row: MatchRow) -> None:
        """Remember ``row`` as just committed (a copy), forgetting the oldest beyond ``size``."""
        self._rows[row.id] = _copy(row)
        self._rows.move_to_end(row.id)
        while len(self._rows) > self.size:
            self._rows.popitem(last=False)

    def __contains__(self, match_id: int) -> bool:
        return match_id in self._rows

    def __len__(self) -> int:
        return len(self._rows)

    def drop(self, match_id: int) -> None:
        """Forget ``match_id``'s row (it changed elsewhere, or its commit failed)."""
        self._rows.pop(match_id, None)


def _copy(row: MatchRow) -> MatchRow:
    return replace(row, extra=copy.deepcopy(row.extra), seats=list(row.seats))


__all__ = ["MatchCache"]
