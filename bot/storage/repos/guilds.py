"""The ``guild_settings`` table: one JSON document of settings per server
(``bot.host.guilds`` gives it its shape)."""

from __future__ import annotations


async def settings_json(db, guild_id: int) -> str | None:
    """The stored settings document of ``guild_id`` (JSON text), or ``None``."""
    row = await db.fetch_one("SELECT settings FROM guild_settings WHERE guild_id = ?", (guild_id,))
    return None if row is None else row[0]


async def save(db, guild_id: int, gm_role_id: int | None, settings_json: str) -> None:
    """Store ``guild_id``'s settings (replacing them; inside the caller's transaction, if any)."""
    await db.execute("DELETE FROM guild_settings WHERE guild_id = ?", (guild_id,))
    await db.execute("INSERT INTO guild_settings (guild_id, gm_role_id, settings) VALUES (?, ?, ?)",
                     (guild_id, gm_role_id, settings_json))
