"""A game has one title per reader: the text said "DNA (sequence chunks)" to a
German reader while the picture and the game menu said "DNA (Sequenzabschnitte)".  Now every
message that names a game by its title words it as the reader's game menu does
(``cmd-choice-<game>``), the pictures print the same words, and so does the first line of
the rules."""

from __future__ import annotations

import re

import pytest

import i18n
from bot.rules import rules_file
from games import GAMES, get_game
from games.message import Msg

#: The pictures' title messages (render.ftl), by game.
PICTURE_TITLES = {"dna-sequence": "render-dna-title", "protozoa": "render-protozoa-title",
                  "dna-icehouse": "render-dna-icehouse-title", "mitosis": "render-mitosis-title"}


@pytest.mark.parametrize("locale", i18n.LOCALES)
@pytest.mark.parametrize("game_id", list(GAMES))
def test_text_picture_menu_and_rules_name_a_game_alike(game_id, locale):
    title = i18n.game_title(game_id, locale)
    # A message given the title as the code passes it (the English, game.title) says the reader's.
    said = i18n.text(Msg("play-board-caption", match="1", game=get_game(game_id).title, turn="x"), locale)
    assert title in said, (said, title)
    if game_id in PICTURE_TITLES:
        assert i18n.text(Msg(PICTURE_TITLES[game_id]), locale) == title
    first = (rules_file(get_game(game_id), locale) or "").strip().splitlines()[0]
    bold = re.match(r"\*\*(.+?)\*\*", first)
    if bold and "Quick" not in first and "Schnell" not in first and "rápido" not in first:
        assert bold[1] == title, (bold[1], title)


def test_the_english_title_is_the_games_own():
    for game in GAMES.values():
        assert i18n.game_title(game.id, "en") == game.title
    assert i18n.game_title("dna-sequence", "de") == "DNA (Sequenzabschnitte)"
