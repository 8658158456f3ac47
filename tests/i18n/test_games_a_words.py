"""Mitosis and Protozoa say everything through the catalogs: in random games
with every option, each narration line, private note, result, refusal, secret prompt, text
board line, option error and hint reason is worded in German, Spanish and the pseudo-locale
with no English left outside a message, no message missing and no argument missing."""

from __future__ import annotations

import logging
import random

import pytest

import i18n
from games import BadOptions, IllegalMove, get_game
from games.ai.advice import reason
from games.message import is_msg
from i18n.pseudo import leaks

#: Typed junk and near misses each game must refuse in words (every refusal path is a Msg).
JUNK = {
    "mitosis": ["", "pass", "resign", "colour green", "first", "Z9", "E5 E5", "E4 E6 E8 E2", "E5: E4: E6",
                "E5 E6", "A1 A3", "C3 G5", "undo", "active E4", "place", "D4 E6 F4", "E5: E4 E6"],
    "protozoa": ["", "fly", "pass now", "place", "place 4 c4", "place 1 z9", "place Y1 c4", "place 1 d5",
                 "mutate", "mutate a1 up", "mutate d5 sideways", "mutate d5 1", "mutate d5 3", "mutate d5 down",
                 "mutate e5 up", "pass"],
}
OPTIONS = {
    "mitosis": ["", "barricade capture", "clone undo", "launcher triplicate grouping", "clone capture undo dmo=1"],
    "protozoa": ["", "max_turns=3", "teams", "teams team_setup=drones"],
}
BAD_OPTIONS = {"mitosis": ["dmo=3", "dmo=x", "clone=maybe", "dmo", "capture capture", "colours=2"],
               "protozoa": ["team_setup=pawns", "max_turns=0", "team_setup=workers"]}


#: Option names and game ids are keywords typed as they are (`barricade`, the board title's
#: anomalies, "unknown option for mitosis; options are: …").
OPTION_NAMES = {opt.name for game in ("mitosis", "protozoa") for opt in get_game(game).options} | \
    {"mitosis", "protozoa"}


def words_everywhere(value, where: str) -> None:
    """``value`` (a Msg, a list of them or a str) in every locale: English as ``str`` gives it,
    no pseudo-locale word outside the catalog, German and Spanish from their own catalogs."""
    if isinstance(value, str):
        # Only notation and board rows may be plain text: no words in them.
        assert not leaks(value), (where, value)
        return
    if isinstance(value, list):
        for line in value:
            words_everywhere(line, where)
        return
    assert is_msg(value), (where, value)
    english = i18n.text(value, "en")
    assert english.strip(), where
    assert not leaks(i18n.text(value, "pseudo"), OPTION_NAMES), (where, english)
    for locale in ("de", "es"):
        assert i18n.text(value, locale).strip(), (where, locale)


def refusal_of(game, state, seat, text):
    try:
        game.apply(state, seat, text)
    except IllegalMove as exc:
        return exc.reason
    return None


@pytest.fixture
def strict_catalogs(caplog):
    """Fails the test when a message falls back to English or misses an argument."""
    with caplog.at_level(logging.WARNING, logger="i18n"):
        yield
    assert not [r for r in caplog.records if r.name == "i18n"], [r.getMessage() for r in caplog.records]


@pytest.mark.parametrize("game_id", ["mitosis", "protozoa"])
def test_every_text_of_a_random_game_comes_from_the_catalogs(game_id, strict_catalogs):
    game = get_game(game_id)
    rng = random.Random(game_id)
    for options in OPTIONS[game_id]:
        seats = 4 if "teams" in options else (2 if game_id == "mitosis" else rng.choice([2, 3]))
        state = game.new_state([f"p{i}" for i in range(seats)], options, seed=rng.randrange(1000))
        plies = 0
        while game.result(state) is None and plies < 120:
            mover = game.to_move(state)[0]
            for junk in JUNK[game_id] if plies % 7 == 0 else ():
                found = refusal_of(game, state, mover, junk)
                if found is not None:
                    words_everywhere(found, f"{options!r}: refusal of {junk!r}")
            pending = game.pending_secret(state, mover)
            if pending:
                words_everywhere(pending["prompt"], f"{options!r}: secret prompt")
            move = game.random_move(state, mover, rng)
            state, events = game.apply(state, mover, move)
            plies += 1
            for event in events:
                words_everywhere(event["text"], f"{options!r}: {event['type']} after {move!r}")
                for note in event.get("private", {}).values():
                    words_everywhere(note, f"{options!r}: private note after {move!r}")
            for viewer in [None, *range(seats)]:
                words_everywhere(game.describe(game.view(state, viewer)), f"{options!r}: board for {viewer}")
        if game.result(state) is None:
            state, events = game.resign(state, game.to_move(state)[0])
            for event in events:
                words_everywhere(event["text"], f"{options!r}: resignation")
        words_everywhere(game.result(state)["reason"], f"{options!r}: result")
        words_everywhere(game.view(state)["result"]["reason"], f"{options!r}: result in the view")


@pytest.mark.parametrize("game_id", ["mitosis", "protozoa"])
def test_option_errors_and_help_come_from_the_catalogs(game_id, strict_catalogs):
    game = get_game(game_id)
    words_everywhere(game.summary, "summary")
    for option in game.options:
        words_everywhere(option.help, f"help of {option.name}")
        words_everywhere(option.allowed(), f"allowed values of {option.name}")
    for options in BAD_OPTIONS[game_id]:
        with pytest.raises(BadOptions) as refused:
            game.new_state(["p0", "p1"], options)
        words_everywhere(refused.value.reason, f"options {options!r}")


def test_hint_reasons_come_from_the_catalogs(strict_catalogs):
    words_everywhere(reason("E4 E6", None, []), "no chance")
    words_everywhere(reason("E4 E6", 1.0, []), "a win")
    words_everywhere(reason("E4 E6", 0.4, []), "the only move")
    words_everywhere(reason("E4 E6", 0.6, [(0.5, "D4 F5")]), "the best move")
    assert str(reason("E4 E6", 0.6, [(0.5, "D4 F5")])) == \
        "your win chance after it: 60%, against 50% for the best alternative (D4 F5)"
    words_everywhere(reason("E4 E6", 0.4, [(0.5, "D4 F5")]), "the deeper search's move")


def test_a_picture_drawn_in_a_fresh_process_words_the_result():
    """The picture worker (``python -m bot.workers.render_worker``) imports only ``render``:
    a finished game's result reason, now a ``Msg`` in the view, must still be drawn as words
    there, not as the message's id and arguments."""
    import json
    import subprocess
    import sys

    game = get_game("mitosis")
    state = game.new_state(["ann", "bob"], "", seed=1)
    state, _ = game.resign(state, 1)
    script = (
        "import json, sys\n"
        "from render import DRAWERS, primitives\n"
        "view = json.loads(sys.stdin.read())\n"
        "with primitives.record_text() as log:\n"
        "    DRAWERS['mitosis'](view, None)\n"
        "print(json.dumps([d.text for d in log]))\n")
    drawn = subprocess.run([sys.executable, "-c", script], input=json.dumps(game.view(state)),
                           capture_output=True, text=True, check=True)
    texts = " ".join(json.loads(drawn.stdout))
    assert "bob resigned" in texts and "mitosis-resigned" not in texts
