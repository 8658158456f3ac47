"""``/hint`` sees only the seat's view (issue 53 §8): its random stream comes from that view and
the ply, never from the match's secret seed, so two seeds the seat cannot tell apart give the
same hint at a fixed budget."""

from __future__ import annotations

import dataclasses
import random

import pytest

from bot.learning.hints import give_hint
from bot.storage.store import Seat
from bot.workers.computer import ComputerPool
from games import get_game

ALICE, BOB = Seat(11, "alice"), Seat(12, "bob")
SECRET_SEEDS = (1, 2, 3, 4)


async def _positions(host, game_id: str, options: str, count: int, channel: int):
    """``count`` running matches of ``game_id`` after a few random plies (hints allowed),
    each with a hidden part for the seat to move."""
    rng = random.Random(5)
    users = [ALICE.user_id, BOB.user_id]
    found = []
    for k in range(count):
        match = await host.create(channel_id=channel + k, guild_id=5, game_id=game_id,
                                  options=f"{options} hints=on seed={k + 11}", creator=ALICE)
        await host.join(match.id, BOB)
        await host.start(match.id, ALICE.user_id)
        game = get_game(game_id)
        for _ in range(rng.randint(1, 6) if game_id != "dna-sequence" else 1):
            match = await host.get(match.id)
            if game.result(match.state) is not None:
                break
            seat = game.to_move(match.state)[-1]
            await host.move(match.id, users[seat], game.random_move(match.state, seat, rng))
        match = await host.get(match.id)
        if match.status == "running":
            found.append(match)
    return found


@pytest.mark.parametrize("game_id, options", [("mitosis", "clone"), ("genetess", ""),
                                              ("dna-sequence", "manual")])
async def test_a_hint_is_the_same_whatever_the_secret_seed(host, game_id, options):
    pool = ComputerPool(inline=True, iterations=24)
    game = get_game(game_id)
    checked = 0
    for match in await _positions(host, game_id, options, 3, channel=100):
        seat = game.to_move(match.state)[0]
        user = match.seats[seat].user_id
        answers = set()
        for secret in SECRET_SEEDS:
            await host.store.execute("DELETE FROM hints_used")  # each seed searches afresh
            advice = await give_hint(host, pool, dataclasses.replace(match, seed=secret), user)
            answers.add((advice["move"], str(advice["reason"])))
        assert len(answers) == 1, f"{game_id} match {match.id}: {answers}"
        checked += 1
    assert checked >= 2
