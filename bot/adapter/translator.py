"""Slash commands in the user's language: discord.py's ``app_commands.Translator``
over the ``commands.ftl`` catalogs.

Discord shows each user the command names, descriptions, options and choices of their
client's language when the command was registered with them (``petri sync``:
``tree.sync`` asks the translator for every locale).  Each element has one message in
``i18n/locales/<locale>/commands.ftl``, keyed by where it sits in the tree:

- a command or group: ``cmd-<qualified name with dashes>`` (``cmd-gm-config``), attributes
  ``.name`` and ``.description``;
- an option: ``cmd-<command>-opt-<option>`` (``cmd-gm-config-opt-zombie-after``), the same two;
- a choice: ``cmd-choice-<value>`` (``cmd-choice-dna-sequence``), its value the shown name.

English is the code's own text (the catalog's English repeats it, so every locale has
the same messages); the pseudo-locale is not a Discord locale and is never registered.
A name must be lower-case and match Discord's ``^[-_\\p{L}\\p{N}]{1,32}$``
(``tests/i18n/test_commands.py`` checks every one).
"""

from __future__ import annotations

import re

import discord
from discord import app_commands

import i18n
from i18n.catalog import bundle

#: The Discord locales Petri has words for, by Petri locale (English is the default text).
DISCORD_LOCALES = {discord.Locale.german: "de", discord.Locale.spain_spanish: "es",
                   discord.Locale.latin_american_spanish: "es"}


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", str(text).lower()).strip("-")


def message_key(context: app_commands.TranslationContext, string: app_commands.locale_str) -> str | None:
    """The catalog id (with its attribute) of ``string`` in ``context``, or ``None`` for
    something Petri does not translate (a context it does not know)."""
    where, data = context.location, context.data
    Location = app_commands.TranslationContextLocation
    if where in (Location.command_name, Location.group_name):
        return f"cmd-{_slug(data.qualified_name)}.name"
    if where in (Location.command_description, Location.group_description):
        return f"cmd-{_slug(data.qualified_name)}.description"
    if where in (Location.parameter_name, Location.parameter_description):
        attribute = "name" if where is Location.parameter_name else "description"
        return f"cmd-{_slug(data.command.qualified_name)}-opt-{_slug(data.name)}.{attribute}"
    if where is Location.choice_name:
        return f"cmd-choice-{_slug(data.value)}"
    return None


def translated(key: str, locale: str) -> str | None:
    """The words of catalog entry ``key`` (``"id.attribute"`` or ``"id"``) in ``locale``, or
    ``None`` when that locale's catalog lacks it."""
    ident, _, attribute = key.partition(".")
    catalog = bundle(locale)
    if not catalog.has_message(ident):
        return None
    message = catalog.get_message(ident)
    pattern = message.attributes.get(attribute) if attribute else message.value
    if pattern is None:
        return None
    words, errors = catalog.format_pattern(pattern, {})
    return None if errors else words


class CommandTranslator(app_commands.Translator):
    """Gives discord.py the German and Spanish words of every command element (see the module
    doc); ``None`` (Discord shows the English) for other locales."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContext) -> str | None:
        petri = DISCORD_LOCALES.get(locale)
        if petri is None or petri == i18n.DEFAULT:
            return None
        key = message_key(context, string)
        return translated(key, petri) if key is not None else None
