"""Members who speak other languages on SimCord's offline Discord.

A Discord client sends its user's language with every interaction (``locale``) and the
server's with it (``guild_locale``).  SimCord 3.2 always sends ``"en-US"``; ``speaking``
makes the interactions of chosen users carry their own locale, as a German or Spanish
client would, for ``petri sandbox --locale`` and the SimCord tests.  The bot is not
touched: it reads the locale from the interaction as it does on Discord.

SimCord's Preview page lists the commands by their default (English) names; a Discord
client shows each user the names and descriptions the bot gave for their language
(``name_localizations``).  Inside ``speaking`` the page's command list does the same for
its viewer (``_localized_catalog``); what a command runs stays keyed by its default name,
as on Discord.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

#: The Discord locale a Petri locale's client sends ("pseudo" is ours: discord.py keeps it).
DISCORD_CODES = {"en": "en-US", "de": "de", "es": "es-ES", "pseudo": "pseudo"}


@contextmanager
def speaking(locales: dict[int, str], default: str | None = None) -> Iterator[dict[int, str]]:
    """While inside, each interaction of user id ``u`` in ``locales`` carries the Discord
    locale of ``locales[u]`` (a Petri locale: ``"de"``, ``"es"``, ``"pseudo"``, ``"en"``);
    other users' carry ``default``'s (or SimCord's ``en-US``).  Yields ``locales``, which
    the caller may change while inside (a member who switches language).  Not re-entrant."""
    from simcord import interactions  # the sandbox extra: imported on use

    original = interactions.base_payload

    def base_payload(backend, *, user_id: int, **kwargs):
        record, payload = original(backend, user_id=user_id, **kwargs)
        locale = locales.get(user_id, default)
        if locale is not None:
            payload["locale"] = DISCORD_CODES[locale]
        return record, payload

    from simcord.preview import _commands  # SimCord 3.2's page command list

    catalog = _commands.build_catalog
    interactions.base_payload = base_payload
    _commands.build_catalog = _localized_catalog(catalog, locales, default)
    try:
        yield locales
    finally:
        interactions.base_payload = original
        _commands.build_catalog = catalog


def _local(node: dict, key: str, code: str) -> str:
    """``node[key]`` ("name" or "description") as the bot localised it for Discord locale ``code``."""
    return (node.get(f"{key}_localizations") or {}).get(code) or str(node.get(key, ""))


def _localized_catalog(build, locales: dict[int, str], default: str | None):
    """SimCord's ``build_catalog(preview, page)`` with each entry's invocation ("zug"), its
    description and its options' descriptions in the language of the page's viewer."""
    def localized(preview, page):
        found = build(preview, page)
        locale = locales.get(page.viewer.id, default)
        code = DISCORD_CODES.get(locale) if locale else None
        if code in (None, "en-US") or not found.get("entries"):
            return found
        commands = {str(c.get("id")): c for c in preview.env.backend.visible_commands(
            user_id=page.viewer.id, channel_id=page.channel_id)}
        for entry in found["entries"]:
            node = commands.get(entry["commandId"])
            if node is None:
                continue
            names = [_local(node, "name", code)]
            for part in entry["path"][1:]:
                node = next((o for o in node.get("options") or [] if o.get("name") == part), None)
                if node is None:
                    break
                names.append(_local(node, "name", code))
            if node is None:
                continue
            entry["invocation"] = " ".join(names)
            entry["description"] = _local(node, "description", code)
            options = {o.get("name"): o for o in node.get("options") or []}
            for option in entry["options"]:
                if option["name"] in options:
                    option["description"] = _local(options[option["name"]], "description", code)
        return found
    return localized
