"""Slash commands in German and Spanish: the translator
(``bot.adapter.translator.CommandTranslator``) gives every command, group, option and
choice of the tree its words, each name a valid Discord name; the English catalog says
what the code says, and has nothing the tree lacks."""

from __future__ import annotations

import asyncio

import discord
import pytest
import regex
from discord import app_commands

from bot.adapter import all_commands
from bot.adapter.translator import CommandTranslator, message_key, translated
from i18n.catalog import bundle

#: Discord's rule for chat-input command and option names (lower-case where a letter has one).
NAME = regex.compile(r"^[-_\p{L}\p{N}]{1,32}$")
Location = app_commands.TranslationContextLocation


class _Recorder(app_commands.Translator):
    """Asks the real translator and keeps every answer, by locale and context."""

    def __init__(self) -> None:
        self.real = CommandTranslator()
        self.seen: list[tuple[discord.Locale, Location, str, str, str | None, object]] = []

    async def translate(self, string, locale, context):
        words = await self.real.translate(string, locale, context)
        self.seen.append((locale, context.location, message_key(context, string), string.message,
                          words, context.data))
        return words


def _payloads(translator) -> list[dict]:
    async def walk():
        tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))
        return [await c.get_translated_payload(tree, translator) for c in all_commands()]
    return asyncio.run(walk())


RECORDER = _Recorder()
PAYLOADS = _payloads(RECORDER)


@pytest.mark.parametrize("locale", [discord.Locale.german, discord.Locale.spain_spanish,
                                    discord.Locale.latin_american_spanish])
def test_every_command_option_and_choice_has_words_in_the_locale(locale):
    seen = [s for s in RECORDER.seen if s[0] is locale]
    assert len(seen) > 100
    untranslated = [(key, english) for _, _, key, english, words, _ in seen if not words]
    assert not untranslated, f"{locale}: no words for {untranslated}"
    # Real translations, not English copied: the descriptions read differently.
    same = [(key, english) for _, where, key, english, words, _ in seen
            if where in (Location.command_description, Location.group_description) and words == english]
    assert not same, f"{locale}: descriptions left in English: {same}"


def _localised_names(payload: dict, locale: str):
    """(path, name) of every localised command, group and option name in ``payload``."""
    yield payload["name"], (payload.get("name_localizations") or {}).get(locale)
    for option in payload.get("options", []):
        yield from ((f"{payload['name']} {p}", n) for p, n in _localised_names(option, locale))


@pytest.mark.parametrize("locale", ["de", "es-ES", "es-419"])
def test_every_localised_name_is_a_valid_discord_name(locale):
    for payload in PAYLOADS:
        for path, name in _localised_names(payload, locale):
            assert name, f"{path}: no {locale} name"
            assert NAME.match(name) and name == name.lower(), f"{path}: {name!r} is no Discord name"
        for command in [payload] + [o for o in payload.get("options", []) if o["type"] in (1, 2)]:
            for level in [command] + [o for o in command.get("options", []) if o["type"] == 1]:
                names = [(o.get("name_localizations") or {}).get(locale) for o in level.get("options", [])]
                assert len(names) == len(set(names)), f"{level['name']}: two options named alike: {names}"
            descriptions = [command.get("description_localizations", {}).get(locale)]
            assert all(d and 1 <= len(d) <= 100 for d in descriptions), (command["name"], descriptions)


@pytest.mark.parametrize("locale", ["de", "es-ES"])
def test_localised_descriptions_and_choices_fit_discord_limits(locale):
    def walk(node):
        for option in node.get("options", []):
            description = (option.get("description_localizations") or {}).get(locale)
            assert description and len(description) <= 100, (option["name"], description)
            for choice in option.get("choices", []):
                name = (choice.get("name_localizations") or {}).get(locale)
                assert name and len(name) <= 100, (option["name"], choice)
            walk(option)
    for payload in PAYLOADS:
        walk(payload)


def test_the_english_catalog_says_what_the_code_says_and_nothing_more():
    keys = {}
    for _, _, key, english, _, _ in RECORDER.seen:
        keys[key] = english
    wrong = {key: (english, translated(key, "en")) for key, english in keys.items()
             if translated(key, "en") != english}
    assert not wrong, f"en/commands.ftl differs from the code (key: code, catalog): {wrong}"
    catalog = bundle("en")
    ids = {key.partition(".")[0] for key in keys}
    stale = [i for i in catalog._messages if i.startswith("cmd-") and i not in ids]
    assert not stale, f"en/commands.ftl has entries no command has: {stale}"


def test_other_locales_and_unknown_places_get_no_words():
    async def ask():
        translator = CommandTranslator()
        context = app_commands.TranslationContext(Location.other, None)
        return (await translator.translate(app_commands.locale_str("x"), discord.Locale.german, context),
                await translator.translate(app_commands.locale_str("x"), discord.Locale.french,
                                           app_commands.TranslationContext(Location.choice_name,
                                                                           app_commands.Choice(name="a", value="easy"))))
    assert asyncio.run(ask()) == (None, None)
