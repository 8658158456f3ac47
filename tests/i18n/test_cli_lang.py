"""``--lang`` / ``--locale`` on the command line: ``petri play`` words its
refusals, text board and JSON views in the chosen language; an unknown language is refused
with the choices."""

from __future__ import annotations

import json

import pytest

import i18n
from bot.core import HostError
from cli.main import LANG, main
from bot.core import reason_of
from cli.play import _format, _worded
from games import BadOptions, get_game
from games.base import IllegalMove
from games.message import Msg

NOT_YOUR_TURN = Msg("move-not-your-turn", movers=["ted"])


def test_the_language_choices_are_the_catalogs_locales():
    assert set(LANG["choices"]) == {*i18n.LOCALES, i18n.PSEUDO}


def _said(exc, locale):
    return i18n.text(reason_of(exc), locale)


def test_refusals_are_worded_in_the_chosen_language():
    assert _said(HostError(NOT_YOUR_TURN), "de") == i18n.text(NOT_YOUR_TURN, "de") != str(NOT_YOUR_TURN)
    assert _said(IllegalMove(NOT_YOUR_TURN), "es") == i18n.text(NOT_YOUR_TURN, "es")
    assert _said(BadOptions(Msg("game-no-maps", game="Mitosis")), "de").startswith("Mitosis")
    assert _said(HostError("plain words"), "de") == "plain words"


def test_json_views_carry_words_not_message_ids():
    view = {"status": NOT_YOUR_TURN, "log": [Msg("players", count=2), "E4"], "n": 3}
    assert _worded(view, "de") == {"status": i18n.text(NOT_YOUR_TURN, "de"),
                                   "log": [i18n.text(Msg("players", count=2), "de"), "E4"], "n": 3}
    game = get_game("mitosis")
    state = game.new_state(["a", "b"], "", 1)
    text = _format(game, game.view(state, None), "json", "pseudo")
    assert json.loads(text)["seats"] == ["a", "b"]


def test_play_takes_a_language_and_refuses_an_unknown_one(capsys, tmp_path):
    moves = tmp_path / "game.moves"
    moves.write_text("", encoding="utf-8")
    assert main(["play", "mitosis", "--players", "a,b", "--moves", str(moves), "--lang", "de"]) == 0
    capsys.readouterr()
    with pytest.raises(SystemExit) as refused:
        main(["play", "mitosis", "--players", "a,b", "--moves", str(moves), "--lang", "fr"])
    assert refused.value.code == 2
    err = capsys.readouterr().err
    assert "--lang" in err and "de" in err and "pseudo" in err
