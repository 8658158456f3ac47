"""The DNA engines narrate in data: everything they say is a message that every
locale words, and the engines never render words themselves.

Random games of both DNA games (every seat count and the options that change what is said)
collect what the engines produce — narration, private lines, refusals, result reasons, the
turn prompt, step notes, the set-up prompt and the text board — and check that each one is a
``Msg`` that renders in English, German, Spanish and the pseudo-locale, with no English word
outside the catalog (``i18n.pseudo.leaks``).
"""

from __future__ import annotations

import logging
import random
import re

import pytest

import i18n
from games import get_game, message
from games.base import IllegalMove
from games.grid import NotationError
from games.message import Msg
from i18n.pseudo import leaks

SEATS = ["alice", "bob", "carol", "dave"]
#: Steps that are wrong in some way at most moments of a DNA Icehouse turn.
ICEHOUSE_JUNK = ["", "pass", "pass now", "score", "score 3", "place R1 d5", "place R1", "mutate e4",
                 "mutate e4 Q", "mutate d5 Y", "capture R2", "capture R2 from Q", "capture R2 from B",
                 "capture B1", "capture R9", "frobnicate", "place B3 a1 archive", "mutate a1 3"]
SEQUENCE_JUNK = ["", "AAG; TTC", "XYZ", "A", "ACGTACGTACGTA", "TTT", "GGGGGG"]
CASES = [("dna-icehouse", 2, ""), ("dna-icehouse", 2, "two_colours"), ("dna-icehouse", 3, "neutral_pool_counts"),
         ("dna-icehouse", 4, ""), ("dna-sequence", 2, "manual length=9"), ("dna-sequence", 3, "length=12"),
         ("dna-sequence", 2, "length=6 min_chunk=2 max_chunk=3 no_reduce_self need_not_own")]


def board_messages(lines: list) -> list:
    """The message lines of a text board (``Game.describe``); its plain lines are grid rows
    (files, ranks and pieces: notation, no word)."""
    for line in lines:
        assert isinstance(line, Msg) or not re.search(r"[a-z]{2,}", line), f"words in a board row: {line!r}"
    return [line for line in lines if isinstance(line, Msg)]


def _said(game_id: str, seats: int, options: str, seed: int) -> list:
    """Everything one random game of ``game_id`` says, in the order it says it."""
    game = get_game(game_id)
    rng = random.Random(seed)
    state = game.new_state(SEATS[:seats], options, seed=seed)
    junk = ICEHOUSE_JUNK if game_id == "dna-icehouse" else SEQUENCE_JUNK
    said: list = []
    for ply in range(400):
        for viewer in (None, *range(seats)):
            said += board_messages(game.describe(game.view(state, viewer)))
        if game.result(state) is not None:
            said.append(game.view(state)["result"]["reason"])
            break
        seat = rng.choice(game.to_move(state))
        if (pending := game.pending_secret(state, seat)) is not None:
            said.append(pending["prompt"])
        if prompt := game.turn_prompt(state, seat):
            said.append(prompt)
        moves = game.legal_moves(state, seat)
        said += [n for n in (game.step_note(state, seat, m) for m in moves[:8]) if n is not None]
        for text in rng.sample(junk, 4):
            try:
                game.apply(state, seat, text)
            except NotationError:
                pass  # games/grid.py's notation errors are not this engine's words
            except IllegalMove as exc:
                said.append(exc.reason)
        state, events = (game.resign(state, seat) if ply == 30 and seats > 2
                         else game.apply(state, seat, rng.choice(moves)))
        for event in events:
            said.append(event["text"])
            said += list(event.get("private", {}).values())
    return said


@pytest.mark.parametrize("game_id,seats,options", CASES)
def test_everything_a_dna_game_says_is_a_message_in_every_language(game_id, seats, options, caplog):
    said = _said(game_id, seats, options, seed=len(options) + seats)
    assert len(said) > 20
    plain = [s for s in said if not isinstance(s, Msg)]
    assert not plain, f"not a message: {plain[:5]}"
    for msg in said:
        for locale in ("de", "es"):
            assert i18n.text(msg, locale).strip()
        pseudo = i18n.text(msg, "pseudo")
        # A refusal quotes back what was typed (the test types "frobnicate"): not the bot's words.
        assert not leaks(pseudo, set(SEATS) | {"frobnicate"}), (msg.id, pseudo)
    # A message missing a variable (or a locale missing a message) is logged by i18n.text.
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING and r.name == "i18n"]


def test_a_turn_is_told_in_german_and_spanish():
    game = get_game("dna-icehouse")
    state = game.new_state(["alice", "bob"], "", seed=1)
    state, events = game.apply(state, 0, "place R1 a1; score")
    turn = next(e["text"] for e in events if e["type"] == "turn")
    assert str(turn) == "alice placed R1 on a1: no strand"
    assert i18n.text(turn, "de") == "alice hat R1 auf a1 gesetzt: kein Strang"
    assert i18n.text(turn, "es") == "alice colocó R1 en a1: ninguna hebra"
    with pytest.raises(IllegalMove) as refused:
        game.apply(state, 1, "capture R1 from B")
    assert i18n.text(refused.value.reason, "de").startswith("setze zuerst einen Stein")


@pytest.mark.parametrize("game_id,options", [("dna-icehouse", ""), ("dna-sequence", "length=6")])
def test_a_result_read_back_from_json_is_a_message_again(game_id, options):
    game = get_game(game_id)
    state = game.new_state(["alice", "bob"], options, seed=2)
    state, _ = game.resign(state, 0)
    again = game.from_json(game.to_json(state))
    reason = game.view(again)["result"]["reason"]
    assert isinstance(reason, Msg) and str(reason) == str(game.view(state)["result"]["reason"])
    assert "alice" in i18n.text(game.describe(game.view(again)), "en")


@pytest.mark.parametrize("game_id,seats,options", [CASES[0], CASES[3], CASES[4]])
def test_the_engines_build_messages_but_never_word_them(game_id, seats, options, monkeypatch):
    """Performance (rule 8): searches call ``apply`` many times; words are made
    at the edge only.  With English rendering switched off, whole games still play."""
    def refuse(msg):
        raise AssertionError(f"an engine rendered {msg.id}")

    game = get_game(game_id)
    monkeypatch.setattr(message, "_english", refuse)
    rng = random.Random(5)
    state = game.new_state(SEATS[:seats], options, seed=5)
    while game.result(state) is None:
        seat = rng.choice(game.to_move(state))
        game.legal_moves(state, seat)
        state, _ = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))
    game.view(state)
