"""The learning tables: each member's lesson progress and the lessons sent to them (``/learn``),
the hints used in a match (``/hint``, once per ply) and the reviews kept (``/review``).  The
rules are ``bot.learning``'s; JSON values go through ``bot.storage.codec``."""

from __future__ import annotations

from typing import Any

from bot.storage import codec
from bot.storage.store import Op


async def lesson_rows(db, user_id: int, game: str | None = None) -> list[tuple[str, str, int, float | None]]:
    """``(game, lesson, wrong tries since the answer was last shown, done_at or None)`` of
    ``user_id`` (one game's, or all), in no particular order."""
    sql = "SELECT game, lesson, tries, done_at FROM lesson_progress WHERE user_id = ?"
    args: tuple = (user_id,)
    if game is not None:
        sql, args = sql + " AND game = ?", (user_id, game)
    return [tuple(r) for r in await db.fetch_all(sql, args)]


async def set_lesson(db, user_id: int, game: str, lesson: str, tries: int,
                     done_at: float | None) -> None:
    """Store one lesson's progress for ``user_id`` (replacing what was there)."""
    await db.run([
        Op("DELETE FROM lesson_progress WHERE user_id = ? AND game = ? AND lesson = ?",
           (user_id, game, lesson)),
        Op("INSERT INTO lesson_progress (user_id, game, lesson, tries, done_at) "
           "VALUES (?, ?, ?, ?, ?)", (user_id, game, lesson, tries, done_at))])


async def record_hint(db, match_id: int, user_id: int, ply: int, at: float,
                      advice: Any = None) -> None:
    """Mark that ``user_id`` asked for a hint at ``ply`` of ``match_id`` (once per ply),
    keeping ``advice`` (a JSON-able value: the answer given) in place of any before."""
    await db.run([
        Op("DELETE FROM hints_used WHERE match_id = ? AND user_id = ? AND ply = ?",
           (match_id, user_id, ply)),
        Op("INSERT INTO hints_used (match_id, user_id, ply, at, advice) VALUES (?, ?, ?, ?, ?)",
           (match_id, user_id, ply, at, None if advice is None else codec.dumps(advice)))])


async def hint_at(db, match_id: int, user_id: int, ply: int) -> Any:
    """The ``advice`` kept by ``record_hint`` for ``user_id`` at ``ply`` of ``match_id``
    (decoded JSON), or ``None``."""
    row = await db.fetch_one("SELECT advice FROM hints_used WHERE match_id = ? AND user_id = ? "
                               "AND ply = ?", (match_id, user_id, ply))
    return codec.loads(row[0]) if row and row[0] is not None else None


async def lessons_sent_since(db, user_id: int, since: float) -> list[float]:
    """When ``user_id`` was sent a lesson at ``since`` or later (seconds since the epoch),
    earliest first."""
    rows = await db.fetch_all("SELECT at FROM lessons_sent WHERE user_id = ? AND at >= ? "
                                "ORDER BY at", (user_id, since))
    return [r[0] for r in rows]


async def record_lesson_sent(db, user_id: int, at: float, keep_after: float) -> None:
    """Note a lesson sent to ``user_id`` at ``at``; that member's notes older than
    ``keep_after`` are dropped (they count for nothing any more)."""
    await db.run([Op("DELETE FROM lessons_sent WHERE user_id = ? AND at < ?", (user_id, keep_after)),
                    Op("INSERT INTO lessons_sent (user_id, at) VALUES (?, ?)", (user_id, at))])


async def hints_in(db, match_id: int) -> list[tuple[int, int]]:
    """``(user_id, ply)`` of every hint used in ``match_id``, by ply."""
    rows = await db.fetch_all("SELECT user_id, ply FROM hints_used WHERE match_id = ? "
                                "ORDER BY ply, user_id", (match_id,))
    return [tuple(r) for r in rows]


async def review_of(db, match_id: int, seat: int) -> Any:
    """The stored review of ``seat`` in ``match_id`` (decoded JSON), or ``None``."""
    row = await db.fetch_one("SELECT review FROM match_reviews WHERE match_id = ? AND seat = ?",
                               (match_id, seat))
    return codec.loads(row[0]) if row and row[0] is not None else None


async def save_review(db, match_id: int, seat: int, review: Any, at: float) -> None:
    """Store ``seat``'s review of ``match_id`` (a JSON-able value), replacing any."""
    await db.run([
        Op("DELETE FROM match_reviews WHERE match_id = ? AND seat = ?", (match_id, seat)),
        Op("INSERT INTO match_reviews (match_id, seat, review, at) VALUES (?, ?, ?, ?)",
           (match_id, seat, None if review is None else codec.dumps(review), at))])
