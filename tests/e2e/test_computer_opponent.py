"""Playing Petri itself on Discord (issue 17 §3): ``/play opponent:@Petri level:``, a computer
added to a lobby, its turns searched in the worker process and posted like a player's, and a
restart in the middle of its turn.

The bot here searches a few iterations instead of its level's time
(``computer_iterations``), so whole games stay quick and reproducible.
"""

from __future__ import annotations

import os
import random

import pytest
from simcord.actors import MemberActor
from simcord.builders import UserHandle

from bot.adapter import computer_seats, create_bot
from bot.config import Config
from tests.e2e.conftest import visible_text
from games import GAMES, get_game

ITERATIONS = 4
# A search runs in a real worker process, outside SimCord's virtual time: give the first
# one (which starts the worker) and Protozoa's slower look-ahead room to finish.
pytestmark = pytest.mark.simcord(settle_timeout=30)


@pytest.fixture
def simcord_bot(db_path):
    return create_bot(Config(database=db_path, deadline_poll=0), computer_iterations=ITERATIONS)


def petri(w) -> MemberActor:
    """The bot itself as a member to name in ``opponent:``."""
    return MemberActor(w.env, w.guild, UserHandle(w.env, w.env.backend.bot_user))


async def play_to_the_end(w, rng: random.Random, limit: int = 2000):
    """alice plays random legal moves with /move whenever she is to move; the computer answers."""
    match_id = (await w.match()).id
    for _ in range(limit):
        match = await w.host.get(match_id)
        if match.status != "running":
            return match
        game = get_game(match.game)
        mine = [s for s in game.to_move(match.state) if match.seats[s].user_id == w.alice.id]
        if not mine:
            await w.env.settle()
            if (await w.host.get(match.id)).version == match.version:
                raise AssertionError(f"the computer did not move in match #{match.id}")
            continue
        r = await w.alice.slash(w.games, "move", move=game.random_move(match.state, mine[0], rng))
        assert r.acknowledged, r
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game_id", [g for g in GAMES if GAMES[g].min_seats <= 2 <= GAMES[g].max_seats])
async def test_a_match_against_petri_plays_to_its_end(world, game_id):
    w = world
    r = await w.alice.slash(w.games, "play", game=game_id, opponent=petri(w), level="easy")
    assert r.acknowledged and "against the computer (easy)" in r.response.content, r
    match = await play_to_the_end(w, random.Random(game_id))
    assert match.status == "finished"
    names = [s.name for s in match.seats]
    assert names[1] == "Petri (easy)" and match.extra["computers"] == {"1": "easy"}
    assert "Petri (easy)" in visible_text(w.public())
    log = await w.host.history(match.id)
    assert any(e.user_id == w.bot.user.id for e in log), "the computer never moved"
    # Unrated for people unless the server says otherwise.
    assert match.extra.get("unrated") and await w.host.store.fetch_all(
        "SELECT * FROM rating_history WHERE match_id = ?", (match.id,)) == []
    # The search ran in the worker process, not on the bot's event loop.
    workers = w.bot.computers._executor._processes
    assert workers and os.getpid() not in workers


async def test_a_computer_added_to_a_lobby(world):
    w = world
    lobby = (await w.alice.slash(w.games, "play", game="protozoa")).response
    refused = await w.bob.click(lobby, label="Add computer")
    assert refused.ephemeral and "only the player who opened the lobby" in refused.response.content
    levels = await w.alice.click(lobby, label="Add computer")
    assert levels.ephemeral and "How strong?" in levels.response.content
    added = await w.alice.click(levels.response, label="Normal")
    assert added.ephemeral and "The computer (normal) joined" in added.response.content
    joined = await w.bob.click(lobby, label="Join")
    assert joined.acknowledged
    started = await w.alice.click(lobby, label="Start")
    assert started.response.content == "Started!"
    match = await w.match()
    assert [s.name for s in match.seats] == ["alice", "Petri (normal)", "bob"]
    assert match.extra["computers"] == {"1": "normal"} and match.extra["unrated"]


async def test_a_restart_in_the_middle_of_a_computer_turn_resumes_it(world, monkeypatch):
    w = world
    real = computer_seats.schedule
    monkeypatch.setattr(computer_seats, "schedule", lambda *args: None)  # the process dies first
    await w.alice.slash(w.games, "play", game="mitosis", opponent=petri(w), level="easy")
    match = await w.match()
    game = get_game(match.game)
    if match.seats[game.to_move(match.state)[0]].user_id == w.alice.id:
        await w.alice.slash(w.games, "move", move=game.random_move(match.state, game.to_move(match.state)[0],
                                                                     random.Random(1)))
    waiting = await w.match()
    assert waiting.seats[game.to_move(waiting.state)[0]].user_id == w.bot.user.id
    monkeypatch.setattr(computer_seats, "schedule", real)
    await w.restart()
    await w.env.settle()
    after = await w.match()
    assert after.version > waiting.version
    log = await w.host.history(match.id)
    assert log[-1].user_id == w.bot.user.id and log[-1].kind == "move"


async def test_a_server_may_rate_computer_games(world):
    w = world
    r = await w.mod.slash(w.games, "gm config", rate_computer_games=True)
    assert "Matches against the computer are rated." in r.response.content
    await w.alice.slash(w.games, "play", game="dna-sequence", opponent=petri(w), level="easy")
    match = await w.match()
    assert "unrated" not in match.extra
