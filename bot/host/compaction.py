"""Compact history (issue 32 §4): the log of every ended match packed into one value.

``compact`` is what ``petri db compact`` runs and what ``petri bench --bigdb`` measures; the
packing itself is the store's (``Store.compact_log``, ``pack_log``), and a match whose log is
packed reads, replays and copies as before.
"""

from __future__ import annotations

from bot.core import ABORTED, CANCELLED, FINISHED
from bot.storage.store import Store

#: The statuses of a match that will not move again.
ENDED = (FINISHED, ABORTED, CANCELLED)

#: Match ids read per query while compacting (bounds memory, not how many are packed).
COMPACT_PAGE = 1000


async def compact(store: Store) -> tuple[int, int, int]:
    """Pack the log of every ended match (finished, aborted, cancelled) not yet packed into
    one compressed value (``Store.compact_log``), one match per transaction, so the bot
    may keep running; returns ``(matches, entries, bytes packed)``.  On SQLite the file
    is then rewritten (``VACUUM``) to give the freed pages back."""
    matches = entries = packed = 0
    after = 0
    while page := await store.fetch_all(
            f"SELECT id FROM matches WHERE status IN (?, ?, ?) AND id > ? ORDER BY id LIMIT {COMPACT_PAGE}",
            (*ENDED, after)):
        for (match_id,) in page:
            count, size = await store.compact_log(match_id)
            matches, entries, packed = matches + (count > 0), entries + count, packed + size
        after = page[-1][0]
    if store.kind == "SQLite":
        await store.execute("VACUUM")
    return matches, entries, packed
