"""The adapter speaks through the catalogs and its short texts fit Discord in every
language.

Discord refuses a message whose button label, select placeholder, form title or label, embed
title or field name, thread name or choice is too long; German and Spanish run longer than
English, and the pseudo-locale ~40 % longer still.  Every adapter message with such a role
(named by its id, see ``i18n/locales/en/play.ftl``) is rendered in every locale and checked
against the limit wherever its English fits.
"""

from __future__ import annotations

import ast
import re

import discord
import pytest

import i18n
from bot.adapter import limits
from bot.adapter.components import _LABELS, ProxySelect, buttons
from bot.adapter.flows import lobby_embed
from bot.adapter.quick import QuickMenu
from bot.storage.store import MatchRow, Seat
from games.message import Msg
from fluent.syntax import FluentParser, ast as fast
from tests.i18n.catalog_variables import variables_of
from i18n.catalog import LOCALE_DIR

#: Role of a message, by a pattern of its id → Discord's limit in characters.
ROLES = [
    (re.compile(r"-form-(title|label)$"), 45),           # modal title, text input label
    (re.compile(r"-button(-|$)"), limits.LABEL),         # button label (80)
    (re.compile(r"-placeholder$"), 100),                 # select (150) and text input (100) placeholders
    (re.compile(r"-choice$"), 100),                      # autocomplete / choice name
    (re.compile(r"-thread-name$"), 100),                 # thread name
    (re.compile(r"(-title|-field-.*)$"), limits.EMBED_TITLE),  # embed title, field name (256)
]
#: The adapter's catalogs (the files this test speaks for).
ADAPTER_FILES = ("play", "gm", "stats", "history", "review", "hint", "learn", "tournament")


def limit_of(ident: str) -> int | None:
    for pattern, limit in ROLES:
        if pattern.search(ident):
            return limit
    return None


def sample(ident: str, variables: set[str]) -> Msg:
    """``ident`` with plausible arguments: counts are numbers, everything else a short word."""
    return Msg(ident, **{v: 3 if v in ("count", "n", "plies", "entrants", "rounds", "seats") else f"<{v}>"
                         for v in variables})


def english_entries(names) -> dict[str, set[str]]:
    """Message id → the variables it uses, over the English files ``names``."""
    found = {}
    for name in names:
        resource = FluentParser().parse((LOCALE_DIR / "en" / f"{name}.ftl").read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, fast.Message) and entry.value is not None:
                found[entry.id.name] = variables_of(entry.value)
    return found


ENGLISH = english_entries(ADAPTER_FILES)
SHORT = sorted(ident for ident in ENGLISH if "." not in ident and limit_of(ident) is not None)


def test_the_adapter_has_short_texts_to_check():
    # Buttons, placeholders, form titles/labels, card fields, thread names: dozens of them.
    assert len(SHORT) >= 40, SHORT
    assert {"play-button-join", "play-quick-form-label", "play-thread-name", "play-card-title"} <= set(SHORT)


@pytest.mark.parametrize("locale", ["de", "es", "pseudo"])
@pytest.mark.parametrize("ident", SHORT)
def test_a_short_text_fits_discord_in_every_language(ident, locale):
    message = sample(ident, ENGLISH[ident])
    limit = limit_of(ident)
    english = i18n.text(message, "en")
    if len(english) > limit:
        pytest.skip(f"the English of {ident} is {len(english)} characters already")
    said = i18n.text(message, locale)
    assert len(said) <= limit, f"{ident} in {locale} is {len(said)} > {limit} characters: {said!r}"


@pytest.mark.parametrize("locale", ["en", "de", "es", "pseudo"])
async def test_every_button_and_menu_fits_and_speaks_the_locale(locale):
    view = buttons(10**18, *_LABELS, version=10**12, locale=locale)
    # Discord holds five rows of five: check them five at a time, as they would be sent.
    for first in range(0, len(view.children), 5):
        part = discord.ui.View()
        for item in view.children[first:first + 5]:
            part.add_item(item)
        limits.check_view(part)
    labels = [item.item.label for item in view.children]
    assert labels == [i18n.text(label, locale) for label in _LABELS.values()]
    menu = discord.ui.View()
    menu.add_item(ProxySelect(10**18, 10**12, ["E4"], locale=locale))
    menu.add_item(QuickMenu(10**18, 10**12, ["place 3 …"], locale=locale))
    limits.check_view(menu)
    assert [item.item.placeholder for item in menu.children] == [
        i18n.text(Msg("play-proxy-placeholder"), locale), i18n.text(Msg("play-quick-placeholder"), locale)]


def _lobby() -> MatchRow:
    return MatchRow(id=123456, guild_id=5, channel_id=7, game="mitosis", options="", seed=1, status="lobby",
                    state=None, version=0, created_by=1, invited=None, created_at=0.0, updated_at=0.0,
                    seats=[Seat(1, "alice")], extra={"hints": True, "clock_spec": None})


def test_the_lobby_card_is_in_the_channels_words():
    english, german = lobby_embed(_lobby()), lobby_embed(_lobby(), "de")
    assert english.description == "Lobby open" and german.description == "Lobby offen"
    assert [f.name for f in english.fields][:1] == ["Players (1/2)"]
    assert [f.name for f in german.fields][:1] == ["Mitspielende (1/2)"]
    assert german.footer.text.startswith("Tritt bei, dann drückt der Host auf Starten (2 ")
    limits.fit({"embed": lobby_embed(_lobby(), "pseudo")})
    # Nothing on the pseudo card is English outside a catalog message but names and notation.
    pseudo = lobby_embed(_lobby(), "pseudo")
    texts = [pseudo.title, pseudo.description, pseudo.footer.text] + [f.name for f in pseudo.fields]
    assert all(not i18n.pseudo.leaks(t, {"Mitosis"}) for t in texts), texts


def test_every_adapter_catalog_exists_in_every_locale():
    for locale in i18n.LOCALES:
        for name in ADAPTER_FILES:
            assert (LOCALE_DIR / locale / f"{name}.ftl").is_file(), f"{locale}/{name}.ftl"


# -- no sentence skips the catalog ---------------------------------------------------------------
ADAPTER = sorted((LOCALE_DIR.parents[1] / "bot" / "adapter").glob("*.py"))
#: Calls whose text a person reads on Discord (the command descriptions are the Translator's).
SPEAKING_CALLS = {"send_message", "send", "edit_message", "edit", "reply_private", "reply_public", "HostError",
                  "Embed", "add_field", "set_footer", "Button", "Select", "SelectOption", "Modal", "TextInput",
                  "Choice", "_choice", "create_thread", "File"}
SPEAKING_KEYWORDS = {"content", "label", "placeholder", "title", "description", "name", "value", "text"}
_WORDS = re.compile(r"[A-Za-z]{2,}[ ,;:.!?]+[A-Za-z]{2,}")


def _literal_words(node) -> str | None:
    """The literal text of a ``str`` or f-string node if it holds two words or more."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = " ".join(part.value for part in node.values if isinstance(part, ast.Constant))
    else:
        return None
    return text if _WORDS.search(text) else None


def test_no_english_sentence_reaches_discord_without_the_catalog():
    found = []
    for path in ADAPTER:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", None) or getattr(node.func, "id", None)
            if name not in SPEAKING_CALLS:
                continue
            said = list(node.args) + [k.value for k in node.keywords if k.arg in SPEAKING_KEYWORDS]
            found += [f"{path.name}:{arg.lineno}: {words!r}" for arg in said
                      if (words := _literal_words(arg)) is not None]
    assert not found, "English that skips the catalog:\n" + "\n".join(found)
