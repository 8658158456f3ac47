"""The lobby card of a finished threaded match says how it ended in words, also when the
engine's reason is a message read back from the database as its JSON form."""

from __future__ import annotations

import json
from types import SimpleNamespace

from bot.adapter.threads import result_words
from bot.core import FINISHED
from games import get_game


def test_a_stored_message_reason_is_worded_on_the_card():
    game = get_game("mitosis")
    state, _ = game.resign(game.new_state(["ann", "bob"], "", seed=1), 1)
    stored = json.loads(json.dumps(game.view(state, None)["result"]))  # as the store gives it back
    match = SimpleNamespace(status=FINISHED, result=stored)
    assert str(result_words(match)) == "ann wins (bob resigned)"
