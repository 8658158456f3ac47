"""``/rules`` shows a game's whole rules, in pages.

The rules of every game in every language are longer than some embeds hold (English
Genetess is about 10 000 characters), and ``/rules`` used to cut them at 4 096 characters,
mid-word, with no way to read on.  Now each page fits Discord's limits, the pages joined are
the whole text, no page ends inside a word, and Previous / Next turn the pages, also on an
answer drawn before a restart (the buttons carry the game and page in their custom id).
Texts players read on Discord never send them to a terminal command.
"""

from __future__ import annotations

import re

import pytest

import i18n
from bot.adapter import limits
from bot.adapter.rules_help import RulesButton, rules_embed
from bot.rules import paginate, rules_markdown, rules_pages
from cli.simlocale import speaking
from games import GAMES, get_game
from tests.e2e.conftest import button_labels

LOCALES = (*i18n.LOCALES, i18n.PSEUDO)


def _disabled(message, label: str) -> bool:
    """Whether the button ``label`` of a SimCord answer is greyed out."""
    buttons = [c for row in message.components for c in row.get("components", []) if c.get("label") == label]
    assert len(buttons) == 1, label
    return bool(buttons[0].get("disabled"))


def _embed_total(embed) -> int:
    """What Discord counts against an embed's 6 000 characters."""
    return sum(len(x or "") for x in (embed.title, embed.description, embed.footer.text, embed.author.name)) + \
        sum(len(f.name) + len(f.value) for f in embed.fields)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_page_fits_discord_and_the_pages_are_the_whole_rules(game_id, locale):
    game = get_game(game_id)
    whole = rules_markdown(game, locale)
    pages = rules_pages(game, locale)
    assert "".join(pages) == whole
    for number, page in enumerate(pages):
        embed, view, shown = rules_embed(game_id, number, locale)
        assert shown == number and embed.description == page.strip()
        assert len(embed.title) <= limits.EMBED_TITLE and len(embed.description) <= limits.EMBED_DESCRIPTION
        assert len(embed.footer.text or "") <= limits.FOOTER and _embed_total(embed) <= limits.EMBED_TOTAL
        assert (view is None) == (len(pages) == 1)
        for item in view.children if view else []:
            assert len(item.item.label) <= limits.LABEL and len(item.custom_id) <= limits.CUSTOM_ID
    # A page ends at a space or a line break, never inside a word.
    for page, after in zip(pages, pages[1:]):
        assert page[-1].isspace() or after[0].isspace(), (game_id, locale, page[-20:], after[:20])


def test_paginate_breaks_at_paragraphs_then_lines_then_words():
    text = "one two three\n\nfour five six seven\neight nine"
    assert paginate(text, 20) == ["one two three\n\n", "four five six seven\n", "eight nine"]
    words = "word " * 50
    cut = paginate(words, 23)
    assert "".join(cut) == words and all(len(p) <= 23 and p.endswith(" ") for p in cut[:-1])
    with pytest.raises(ValueError):
        paginate("x" * 30, 10)


def test_the_rules_send_no_one_to_a_terminal():
    """Rules are rules: how a figure in them was measured is in docs/, not on Discord."""
    for game_id in GAMES:
        for locale in i18n.LOCALES:
            text = rules_markdown(get_game(game_id), locale)
            assert not re.search(r"\bpetri (bench|rules|play|run|sandbox)\b", text), (game_id, locale)
            assert "--" not in re.sub(r"[—–]", "", text).replace("`--`", ""), (game_id, locale)


async def test_rules_pages_through_the_whole_text_in_the_readers_language(world):
    w = world
    game = get_game("genetess")
    with speaking({w.dave.id: "de"}):
        r = await w.dave.slash(w.games, "rules", game="genetess")
        assert r.ephemeral
        shown, message = [], r.response
        for _ in range(10):
            (embed,) = message.embeds
            shown.append(embed.description)
            assert embed.footer.text == f"Seite {len(shown)} von {len(rules_pages(game, 'de'))}"
            labels = button_labels(message)
            assert labels == ["◀ Zurück", "Weiter ▶"]
            if _disabled(message, "Weiter ▶"):
                break
            message = (await w.dave.click(message, label="Weiter ▶")).response
        assert not _disabled(message, "◀ Zurück")
        back = (await w.dave.click(message, label="◀ Zurück")).response
        assert back.embeds[0].description == shown[-2]
    assert len(shown) >= 3
    whole = rules_markdown(game, "de")
    assert "".join(shown).replace("\n", "").replace(" ", "") == whole.replace("\n", "").replace(" ", "")
    assert w.public() == []


async def test_a_page_button_works_from_its_custom_id_alone():
    """Restart-proof: the button a new process rebuilds from the custom id leads to the same page."""
    button = RulesButton("mitosis", 1, "next", "es")
    found = re.fullmatch(RulesButton.__discord_ui_compiled_template__, button.custom_id)
    rebuilt = await RulesButton.from_custom_id(None, None, found)
    assert (rebuilt.game_id, rebuilt.page) == ("mitosis", 1) and rebuilt.custom_id == button.custom_id
