"""Migration 8's data step: today's openskill ratings recomputed from the stored results, in
finishing order, as when this step shipped (migration 14 brings the rating order in)."""

from __future__ import annotations

from typing import Any


async def run(store: Any) -> None:
    """Rebuild every rating from the finished matches, by ``updated_at``."""
    from bot.storage.repos.ratings import rebuild
    await rebuild(store, in_rating_order=False)
