"""Members who speak other languages on SimCord's offline Discord (issue 34).

A Discord client sends its user's language with every interaction (``locale``) and the
server's with it (``guild_locale``).  SimCord 3.2 always sends ``"en-US"``; ``speaking``
makes the interactions of chosen users carry their own locale, as a German or Spanish
client would, for ``petri sandbox --locale`` and the SimCord tests.  The bot is not
touched: it reads the locale from the interaction as it does on Discord.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

#: The Discord locale a Petri locale's client sends ("pseudo" is ours: discord.py keeps it).
DISCORD_CODES = {"en": "en-US", "de": "de", "es": "es-ES", "pseudo": "pseudo"}


@contextmanager
def speaking(locales: dict[int, str], default: str | None = None) -> Iterator[dict[int, str]]:
    """While inside, each interaction of user id ``u`` in ``locales`` carries the Discord
    locale of ``locales[u]`` (a Petri locale: ``"de"``, ``"es"``, ``"pseudo"``, ``"en"``);
    other users' carry ``default``'s (or SimCord's ``en-US``).  Yields ``locales``, which
    the caller may change while inside (a member who switches language).  Not re-entrant."""
    from simcord import interactions   # the sandbox extra: imported on use

    original = interactions.base_payload

    def base_payload(backend, *, user_id: int, **kwargs):
        record, payload = original(backend, user_id=user_id, **kwargs)
        locale = locales.get(user_id, default)
        if locale is not None:
            payload["locale"] = DISCORD_CODES[locale]
        return record, payload

    interactions.base_payload = base_payload
    try:
        yield locales
    finally:
        interactions.base_payload = original
