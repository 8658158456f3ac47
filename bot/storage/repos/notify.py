"""The ``/notify`` tables (migration 17; rules in ``bot.host.notify``): each member's choice
as ``(user_id, mode, every_hours, zone, quiet_from, quiet_to)`` rows, and one claim per digest
sent (user, period)."""

from __future__ import annotations

from collections.abc import Sequence

_PREF = "SELECT user_id, mode, every_hours, zone, quiet_from, quiet_to FROM notify_prefs "


async def prefs_of(db, user_ids: Sequence[int]) -> list[tuple]:
    """The stored choices of those of ``user_ids`` who made one (one query)."""
    if not user_ids:
        return []
    rows = await db.fetch_all(_PREF + f"WHERE user_id IN ({', '.join('?' * len(user_ids))})", list(user_ids))
    return [tuple(r) for r in rows]


async def prefs_with_mode(db, mode: str) -> list[tuple]:
    """Every stored choice of ``mode``, by user id."""
    return [tuple(r) for r in await db.fetch_all(_PREF + "WHERE mode = ? ORDER BY user_id", (mode,))]


async def save_pref(db, user_id: int, mode: str, every_hours: int, zone: str,
                    quiet_from: int | None, quiet_to: int | None, at: float) -> None:
    """Store ``user_id``'s choice in one transaction, replacing theirs (``at``: seconds since the epoch)."""
    async with db.transaction():
        await db.execute("DELETE FROM notify_prefs WHERE user_id = ?", (user_id,))
        await db.execute(
            "INSERT INTO notify_prefs (user_id, mode, every_hours, zone, quiet_from, quiet_to, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)", (user_id, mode, every_hours, zone, quiet_from, quiet_to, at))


async def digest_claimed(db, user_id: int, period: int) -> bool:
    """Whether ``user_id``'s digest of ``period`` was claimed already (by any process)."""
    return await db.fetch_one("SELECT 1 FROM notify_digests WHERE user_id = ? AND period = ?",
                              (user_id, period)) is not None


async def claim_digest(db, user_id: int, period: int, at: float) -> bool:
    """Claim the digest of ``user_id``'s ``period``: ``True`` for the one caller (whatever the
    process) whose insert made the row, ``False`` when it was claimed before."""
    inserted = await db.execute(
        "INSERT INTO notify_digests (user_id, period, sent_at) VALUES (?, ?, ?) "
        "ON CONFLICT (user_id, period) DO NOTHING", (user_id, period, at))
    return inserted == 1


async def forget_digests(db, before: float) -> int:
    """Drop digest claims made before ``before``; returns how many."""
    return await db.execute("DELETE FROM notify_digests WHERE sent_at < ?", (before,))
