"""The ``away_periods`` table (migration 16): a member's periods of time away in a server
(``bot.host.away`` holds the rules).  Rows are ``(started_at, ends_at, ended_at)`` in seconds
since the epoch, ``ended_at`` ``None`` unless they came back early."""

from __future__ import annotations


async def since(db, guild_id: int, user_id: int, start: float) -> list[tuple[float, float, float | None]]:
    """The member's periods in the server that started at or after ``start``, oldest first."""
    rows = await db.fetch_all(
        "SELECT started_at, ends_at, ended_at FROM away_periods WHERE guild_id = ? AND user_id = ? "
        "AND started_at >= ? ORDER BY started_at", (guild_id, user_id, start))
    return [(r[0], r[1], r[2]) for r in rows]


async def open_at(db, guild_id: int, user_id: int, now: float) -> tuple[float, float, float | None] | None:
    """The member's newest period in the server not ended early that still runs at ``now``, or ``None``."""
    rows = await db.fetch_all(
        "SELECT started_at, ends_at, ended_at FROM away_periods WHERE guild_id = ? AND user_id = ? "
        "AND ended_at IS NULL AND ends_at > ? ORDER BY started_at DESC", (guild_id, user_id, now))
    return (rows[0][0], rows[0][1], rows[0][2]) if rows else None


async def start(db, guild_id: int, user_id: int, started_at: float, ends_at: float) -> None:
    """Record a period from ``started_at`` to ``ends_at``."""
    await db.execute("INSERT INTO away_periods (guild_id, user_id, started_at, ends_at) VALUES (?, ?, ?, ?)",
                     (guild_id, user_id, started_at, ends_at))


async def end_early(db, guild_id: int, user_id: int, started_at: float, at: float) -> None:
    """Mark the member's period that started at ``started_at`` as ended at ``at`` (if not already)."""
    await db.execute("UPDATE away_periods SET ended_at = ? WHERE guild_id = ? AND user_id = ? "
                     "AND started_at = ? AND ended_at IS NULL", (at, guild_id, user_id, started_at))
