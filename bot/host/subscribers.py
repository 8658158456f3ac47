"""The host's own subscribers to its commits' events (``bot.host.unit_of_work``).

Both run inside the commit's transaction: a finishing match's ratings and its packed
log commit with the match's end, or not at all.
"""

from __future__ import annotations

from bot.host import ratings
from bot.host.events import DomainEvent, MatchEnded, PliesUndone
from bot.storage.store import MatchRow, Store


async def rate(event: DomainEvent, match: MatchRow, store: Store) -> None:
    """Keep ratings in step with results: a finished match is rated
    (``ratings.record_finished``); an undo that reopened a rated match takes its rating
    back (``ratings.unrecord``, which reads the rating history)."""
    if isinstance(event, PliesUndone) and event.reopened:
        await ratings.unrecord(store, match.id)
    elif isinstance(event, MatchEnded) and event.finished:
        await ratings.record_finished(store, match)


async def pack_log(event: DomainEvent, match: MatchRow, store: Store) -> None:
    """An ended match takes no more moves: its log is packed into one row
    (``bot.host.compaction``; a game-master's undo puts it back)."""
    if isinstance(event, MatchEnded):
        await store.pack_moves(match.id)
