"""Migration 14's data step: the results rated so far are put in the order their stored
history shows they were rated in, so nobody's rating moves at the upgrade."""

from __future__ import annotations

from typing import Any


async def run(store: Any) -> None:
    """Number every rated result in its server's and game's rating order (``bot.storage.rating_order``)."""
    from bot.storage.rating_order import order_rated_matches
    await order_rated_matches(store)
