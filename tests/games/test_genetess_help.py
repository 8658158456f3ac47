"""The Genetess bid request in plain words: what E is, what a turn letter decides,
and one worked example that is a legal bid with this seat's numbers."""

from __future__ import annotations

import re

import pytest

from games import get_game
from games.genetess import bid_text

G = get_game("genetess")


@pytest.mark.parametrize("players, options", [(2, "map=duel"), (3, ""), (2, "map=duel start_energy=4")])
def test_the_bid_request_explains_e_turn_letters_and_works_an_example(players, options):
    state = G.new_state(["ann", "bob", "cy"][:players], options, 1)
    energy = state["energy"][0]
    asked = G.pending_secret(state, 0)
    prompt = str(asked["prompt"])
    assert "E is energy: what pieces cost" in prompt and f"You have {energy} E" in prompt
    assert "turn letters a, b" in prompt and "your place in every round (a moves first" in prompt
    assert "spent, win or lose" in prompt                            # ruling G13: paid in full
    assert len(str(asked["label"])) <= 45                            # Discord's field label
    example = re.search(r"Example: `([^`]+)` bids (\d+) E .* (\d+) E spent, (\d+) E left$", prompt)
    assert example, prompt
    bid, first, spent, left = example[1], int(example[2]), int(example[3]), int(example[4])
    assert spent + left == energy and first <= spent
    after, _ = G.apply(state, 0, bid)                                # the example is a legal bid
    assert bid_text(after["bids"][0]) == bid
    assert "E in all" not in prompt and "turn letters ab" not in prompt
