"""The rules help of every game in every language, and how ``/rules`` and
``petri rules`` choose it.

``bot/rules/<game>.md`` is English; ``bot/rules/de/<game>.md`` and ``bot/rules/es/<game>.md``
are the translations.  A missing one fails here, naming it (until then players read the
English, ``bot.rules.rules_markdown``)."""

from __future__ import annotations

import re

import pytest

import i18n
from bot.rules import pseudo_markdown, rules_file, rules_markdown
from cli.main import main
from games import GAMES, get_game
from i18n.pseudo import leaks, unpseudo


def test_every_game_has_its_rules_in_german_and_spanish():
    missing = [f"bot/rules/{locale}/{game}.md" for locale in i18n.LOCALES if locale != "en"
               for game in GAMES if rules_file(get_game(game), locale) is None]
    assert not missing, f"rules not yet translated: {missing}"


@pytest.mark.parametrize("locale", ["de", "es"])
def test_a_translation_is_read_where_it_exists_else_the_english(locale):
    for game_id in GAMES:
        game = get_game(game_id)
        text = rules_markdown(game, locale)
        own = rules_file(game, locale)
        english = rules_file(game, "en")
        if own is not None:
            said = [line for line in english.splitlines() if line.strip()]
            assert own.strip().splitlines()[0] in text and said[1] not in text
        else:
            assert english.strip().splitlines()[0] in text
        # The options block speaks the locale either way (rules.ftl).
        assert i18n.text(i18n.Msg("rules-option-seed"), locale) in text


def test_the_pseudo_rules_are_the_english_made_foreign():
    game = get_game("mitosis")
    pseudo = rules_markdown(game, "pseudo")
    english = rules_markdown(game, "en")
    assert pseudo != english
    # The rules text (above the options, whose help the games give) is all inside brackets.
    body = pseudo.split(i18n.text(i18n.Msg("rules-options-heading", example="x"), "pseudo")[:4])[0]
    assert "⟦" in body and leaks(re.sub(r"`[^`]*`", " ", body)) == []
    assert unpseudo(body).strip() in english
    assert unpseudo(pseudo_markdown("- a list item with `E4`")) == "- a list item with `E4`"
    assert pseudo_markdown("- a list item with `E4`").startswith("- ⟦")


def test_petri_rules_takes_a_language(capsys):
    assert main(["rules", "mitosis", "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert "**Optionen**" in out
    assert main(["rules", "mitosis", "--lang", "pseudo"]) == 0
    assert "⟦" in capsys.readouterr().out
