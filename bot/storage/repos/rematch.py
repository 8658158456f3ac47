"""The rematch tables (migration 16; rules in ``bot.host.rematch``): who pressed Rematch under a
finished match, and the one claim that opens the rematch (``claimed_until``: its lease, seconds
since the epoch; ``new_match_id`` once opened).  Call inside the caller's transaction."""

from __future__ import annotations


async def has_voted(db, match_id: int, user_id: int) -> bool:
    """Whether ``user_id`` pressed Rematch under ``match_id``."""
    return await db.fetch_one("SELECT 1 FROM rematch_votes WHERE match_id = ? AND user_id = ?",
                              (match_id, user_id)) is not None


async def vote(db, match_id: int, user_id: int, at: float) -> None:
    """Record ``user_id``'s press at ``at``."""
    await db.execute("INSERT INTO rematch_votes (match_id, user_id, at) VALUES (?, ?, ?)", (match_id, user_id, at))


async def voters(db, match_id: int) -> list[int]:
    """Who pressed Rematch under ``match_id``, earliest first."""
    rows = await db.fetch_all("SELECT user_id FROM rematch_votes WHERE match_id = ? ORDER BY at, user_id",
                              (match_id,))
    return [r[0] for r in rows]


async def claim_of(db, match_id: int) -> tuple[int | None, float] | None:
    """``(new_match_id, claimed_until)`` of the rematch claim of ``match_id``, or ``None``."""
    row = await db.fetch_one("SELECT new_match_id, claimed_until FROM rematches WHERE match_id = ?", (match_id,))
    return None if row is None else (row[0], row[1])


async def claim(db, match_id: int, until: float) -> None:
    """Take the claim to open ``match_id``'s rematch until ``until`` (replacing a stale one)."""
    await release(db, match_id)
    await db.execute("INSERT INTO rematches (match_id, new_match_id, claimed_until) VALUES (?, NULL, ?)",
                     (match_id, until))


async def release(db, match_id: int) -> None:
    """Drop the claim (the next press may try again)."""
    await db.execute("DELETE FROM rematches WHERE match_id = ?", (match_id,))


async def opened(db, match_id: int, new_match_id: int) -> None:
    """Record that ``match_id``'s rematch is ``new_match_id``."""
    await db.execute("UPDATE rematches SET new_match_id = ? WHERE match_id = ?", (new_match_id, match_id))
