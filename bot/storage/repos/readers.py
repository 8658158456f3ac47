"""What the bot remembers of its readers: the locale each user was last seen with (their DMs
speak it) and whether DMs to them fail."""

from __future__ import annotations

from bot.storage.store import Op


async def dm_closed_at(db, user_id: int) -> float | None:
    """When a DM to this user last failed (seconds since the epoch), or ``None``."""
    row = await db.fetch_one("SELECT at FROM dm_failures WHERE user_id = ?", (user_id,))
    return row[0] if row else None


async def set_dm_closed(db, user_id: int, closed: bool, at: float) -> None:
    """Remember (or forget) that DMs to ``user_id`` fail."""
    ops = [Op("DELETE FROM dm_failures WHERE user_id = ?", (user_id,))]
    if closed:
        ops.append(Op("INSERT INTO dm_failures (user_id, at) VALUES (?, ?)", (user_id, at)))
    await db.run(ops)


async def user_locale(db, user_id: int) -> str | None:
    """The locale ``user_id`` was last seen with (``"de"``…), or ``None`` if never."""
    row = await db.fetch_one("SELECT locale FROM user_locales WHERE user_id = ?", (user_id,))
    return row[0] if row else None


async def set_user_locale(db, user_id: int, locale: str, at: float) -> None:
    """Remember that ``user_id`` speaks ``locale`` (seen at ``at``, seconds since the epoch)."""
    await db.run([Op("DELETE FROM user_locales WHERE user_id = ?", (user_id,)),
                 Op("INSERT INTO user_locales (user_id, locale, seen_at) VALUES (?, ?, ?)",
                    (user_id, locale, at))])
