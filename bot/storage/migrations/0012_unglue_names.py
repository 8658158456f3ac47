"""Migration 12: names without English in them: a computer seat is stored by its plain name
("Petri", its level is in the match's extra), a computer entrant likewise, and a tournament
created without a name has none (words for it are chosen per reader)."""

from __future__ import annotations

from typing import Any


async def run(store: Any) -> None:
    """Rewrite the stored names (``bot.storage.unglue``)."""
    from bot.storage.unglue import unglue_stored_names
    await unglue_stored_names(store)
