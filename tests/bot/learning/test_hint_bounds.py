"""``/hint`` sees only the seat's view: its random stream comes from that view and
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


@pytest.mark.parametrize("game_id, options", [("mitosis", "clone"), ("mitosis", "clone capture")])
async def test_a_review_is_the_same_whatever_the_secret_seed(host, game_id, options):
    """The review's random stream (its determinizations) comes from the seat's views too:
    everything handed to the computer worker is the same when only the secret seed differs."""
    import json

    from bot.learning.review import review_for, seat_line

    pool = ComputerPool(inline=True)
    handed = []
    real = pool.review

    async def review(*args):
        handed.append(json.dumps(args, sort_keys=True))
        return await real(*args)

    pool.review = review
    rng = random.Random(3)
    match = await host.create(channel_id=300, guild_id=5, game_id=game_id, options=f"{options} seed=4",
                              creator=ALICE)
    await host.join(match.id, BOB)
    await host.start(match.id, ALICE.user_id)
    game = get_game(game_id)
    users = [ALICE.user_id, BOB.user_id]
    for _ in range(10):
        match = await host.get(match.id)
        seat = game.to_move(match.state)[-1]
        await host.move(match.id, users[seat], game.random_move(match.state, seat, rng))
    await host.resign(match.id, BOB.user_id)
    match = await host.get(match.id)
    reviews, lines = set(), []
    for secret in SECRET_SEEDS:
        other = dataclasses.replace(match, seed=secret)
        lines.append(seat_line(game_id, [s.name for s in match.seats], match.options, secret,
                               await host.store.moves(match.id), None, 0))
        await host.store.execute("DELETE FROM match_reviews")  # each seed reviews afresh
        reviews.add(json.dumps(await review_for(host, pool, other, ALICE.user_id), sort_keys=True))
    assert all(line == lines[0] for line in lines), "the seat must see the same match"
    assert len(reviews) == 1
    assert len(set(handed)) == 1 and len(handed) == len(SECRET_SEEDS)


class _Asked(Exception):
    """Raised by the spy pool: the pick was asked for, nothing is played."""


class _SpyPool:
    def __init__(self):
        self.asked = []

    async def pick(self, game_id, view, seat, options, level, seed, refused=(), **_):
        self.asked.append((game_id, view, seat, options, level, seed, refused))
        raise _Asked


async def test_a_computer_seat_decides_from_its_view_not_the_secret_seed(host):
    """The seed a computer seat's search gets is the same for two matches that differ only in
    their secret seed (its strength is the search's, whatever the seed)."""
    from bot.adapter.computer_seats import _one_move
    from bot.workers.computer import play_computers

    lobby = await host.create(channel_id=400, guild_id=5, game_id="mitosis", options="clone seed=4",
                              creator=ALICE)
    await host.add_computer(lobby.id, ALICE.user_id, Seat(999, "Petri"), "easy")
    await host.start(lobby.id, ALICE.user_id)
    match = await host.get(lobby.id)
    game = get_game("mitosis")
    rng = random.Random(1)
    while 1 not in game.to_move(match.state):
        await host.move(match.id, ALICE.user_id, game.random_move(match.state, 0, rng))
        match = await host.get(match.id)
    pool = _SpyPool()
    for secret in SECRET_SEEDS:
        with pytest.raises(_Asked):
            await _one_move(host, pool, dataclasses.replace(match, seed=secret), 1)
    assert len(pool.asked) == len(SECRET_SEEDS) and all(a == pool.asked[0] for a in pool.asked)
    # The host's own driver (``petri play``) seeds the same way.
    with pytest.raises(_Asked):
        await play_computers(host, match.id, {1: "easy"}, pool)
    assert pool.asked[-1] == pool.asked[0]


class _SpyComputers:
    """Stands in for the bot's computer pool: records each stand-in search it is handed."""

    def __init__(self):
        self.asked = []

    async def stand_in(self, *args, **_):
        self.asked.append(args)
        raise _Asked


async def test_a_stand_in_plays_from_the_seats_view_not_the_secret_seed(host):
    """The host's own moves for a seat (a zombie, a time-out) are seeded from that seat's view:
    two matches differing only in their secret seed hand the stand-in the same arguments."""
    from bot.core import Outcome

    lobby = await host.create(channel_id=410, guild_id=5, game_id="mitosis", options="clone seed=4",
                              creator=ALICE)
    await host.join(lobby.id, BOB)
    await host.start(lobby.id, ALICE.user_id)
    match = await host.get(lobby.id)
    game = get_game("mitosis")
    rng = random.Random(2)
    while 1 not in game.to_move(match.state):
        await host.move(match.id, ALICE.user_id, game.random_move(match.state, 0, rng))
        match = await host.get(match.id)
    spy = host.computers = _SpyComputers()
    for secret in SECRET_SEEDS:
        twin = dataclasses.replace(match, seed=secret, extra={**match.extra, "zombies": [1]})
        with pytest.raises(_Asked):
            await host._play_zombies(twin, Outcome(twin))
    assert len(spy.asked) == len(SECRET_SEEDS) and all(a == spy.asked[0] for a in spy.asked)
