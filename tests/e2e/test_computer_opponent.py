"""Playing Petri itself on Discord: ``/play opponent:@Petri level:``, a computer
added to a lobby, its turns searched in the worker process and posted like a player's, and a
restart in the middle of its turn.

The bot here searches a few iterations instead of its level's time
(``computer_iterations``), so whole games stay quick and reproducible.
"""

from __future__ import annotations

import asyncio
import logging
import os
import random
import signal
import threading
import time

import pytest
from simcord.actors import MemberActor
from simcord.builders import UserHandle

from bot.adapter import computer_seats, create_bot
from bot.ops.config import Config
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
    # The stored name is plain; the level is kept apart and worded where the name is shown.
    assert names[1] == "Petri" and match.extra["computers"] == {"1": "easy"}
    assert "Petri (easy)" in visible_text(w.public())
    log = await w.host.history(match.id)
    assert any(e.user_id == w.bot.user.id for e in log), "the computer never moved"
    # Unrated for people unless the server says otherwise.
    assert match.extra.get("unrated") and await w.host.store.fetch_all(
        "SELECT * FROM rating_history WHERE match_id = ?", (match.id,)) == []
    # The search ran in the worker process, not on the bot's event loop.
    workers = w.bot.computers.pids()
    assert workers and os.getpid() not in workers


async def test_a_computer_added_to_a_lobby(world):
    w = world
    lobby = (await w.alice.slash(w.games, "play", game="protozoa")).response
    refused = await w.bob.click(lobby, label="Add computer")
    assert refused.ephemeral and "only the player who opened the lobby" in refused.response.content
    levels = await w.alice.click(lobby, label="Add computer")
    assert levels.ephemeral and "How strong?" in levels.response.content
    # The level choice says how far apart the levels are, from the shipped ratings.
    from games.ai.levels import level_gaps
    points = level_gaps("protozoa")["normal"][1]
    assert f"Normal — about {points:.0f} points below Hard" in levels.response.content
    added = await w.alice.click(levels.response, label="Normal")
    assert added.ephemeral and "The computer (normal) joined" in added.response.content
    joined = await w.bob.click(lobby, label="Join")
    assert joined.acknowledged
    started = await w.alice.click(lobby, label="Start")
    assert started.response.content == "Started!"
    match = await w.match()
    assert [s.name for s in match.seats] == ["alice", "Petri", "bob"]
    assert match.extra["computers"] == {"1": "normal"} and match.extra["unrated"]


async def test_a_restart_in_the_middle_of_a_computer_turn_resumes_it(world, monkeypatch):
    w = world
    real = computer_seats.ComputerSeats.schedule
    monkeypatch.setattr(computer_seats.ComputerSeats, "schedule", lambda *args: None)  # the process dies first
    await w.alice.slash(w.games, "play", game="mitosis", opponent=petri(w), level="easy")
    match = await w.match()
    game = get_game(match.game)
    if match.seats[game.to_move(match.state)[0]].user_id == w.alice.id:
        await w.alice.slash(w.games, "move", move=game.random_move(match.state, game.to_move(match.state)[0],
                                                                     random.Random(1)))
    waiting = await w.match()
    assert waiting.seats[game.to_move(waiting.state)[0]].user_id == w.bot.user.id
    monkeypatch.setattr(computer_seats.ComputerSeats, "schedule", real)
    await w.restart()
    await w.env.settle()
    after = await w.match()
    assert after.version > waiting.version
    log = await w.host.history(match.id)
    assert log[-1].user_id == w.bot.user.id and log[-1].kind == "move"


async def test_a_computer_worker_killed_mid_search_is_replaced_and_the_match_finishes(world):
    """kill -9 of the search worker while it holds a pick: a fresh worker gets the pick, the
    computer answers, and this match and the next one play to their ends."""
    w = world
    pool = w.bot.computers
    real_pick = pool.pick
    killed: list[int] = []

    async def pick_then_kill(*args, **kwargs):
        search = asyncio.ensure_future(real_pick(*args, **kwargs))
        if not killed and pool.pids():
            await asyncio.sleep(0)      # the pick is written to the worker
            killed.append(pool.pids()[0])
            os.kill(killed[0], signal.SIGKILL)
        return await search

    await w.alice.slash(w.games, "play", game="mitosis", opponent=petri(w), level="easy")
    match = await w.match()
    game = get_game(match.game)
    if match.seats[game.to_move(match.state)[0]].user_id == w.alice.id:  # the worker starts
        await w.alice.slash(w.games, "move", move=game.random_move(match.state, game.to_move(match.state)[0],
                                                                     random.Random(1)))
        await w.env.settle()
    assert pool.pids(), "the computer has not searched yet"
    pool.pick = pick_then_kill
    finished = await play_to_the_end(w, random.Random(29))
    assert killed and pool.restarts == 1 and killed[0] not in pool.pids()
    assert finished.status == "finished"
    await w.alice.slash(w.games, "play", game="mitosis", opponent=petri(w), level="easy")
    assert (await play_to_the_end(w, random.Random(30))).status == "finished"


async def test_a_pick_two_workers_die_on_fails_that_match_alone_logged_once(world, caplog):
    """Both the worker and its replacement are killed during one (endless) search: that match
    waits (one WARNING naming it, no traceback), and another match against the computer
    plays on."""
    w = world
    pool = w.bot.computers
    pool.iterations = 10**9                       # a search that lasts until it is killed
    killed: list[int] = []

    def killer() -> None:                         # real time, beside SimCord's virtual clock
        while len(killed) < 2:
            fresh = [p for p in pool.pids() if p not in killed]
            if fresh:
                time.sleep(0.5)                   # the search is under way
                killed.append(fresh[0])
                os.kill(fresh[0], signal.SIGKILL)
            time.sleep(0.02)

    thread = threading.Thread(target=killer, daemon=True)
    thread.start()
    with caplog.at_level(logging.INFO, logger="petri.computer"):
        await w.alice.slash(w.games, "play", game="mitosis", opponent=petri(w), level="normal")
        stuck = await w.match()
        game = get_game(stuck.game)
        if stuck.seats[game.to_move(stuck.state)[0]].user_id == w.alice.id:
            await w.alice.slash(w.games, "move", move=game.random_move(stuck.state, 0, random.Random(2)))
        thread.join(60)
        await w.env.settle()
    failed = [r for r in caplog.records if "computer turn failed" in r.getMessage()]
    assert len(killed) == 2 and len(failed) == 1
    assert failed[0].levelno == logging.WARNING and not failed[0].exc_info
    assert f"match {stuck.id}: the computer's search process stopped twice" in failed[0].getMessage()
    assert (await w.host.get(stuck.id)).status == "running"
    pool.iterations = ITERATIONS
    room = w.guild.create_text_channel("room")
    await w.bob.slash(room, "play", game="mitosis", opponent=petri(w), level="easy")
    other = await w.match(room)
    for _ in range(400):                          # bob plays on; the computer answers him
        other = await w.host.get(other.id)
        if other.status != "running":
            break
        seat = game.to_move(other.state)[0]
        if other.seats[seat].user_id == w.bob.id:
            await w.bob.slash(room, "move", move=game.random_move(other.state, seat, random.Random(3)))
        else:
            await w.env.settle()
    assert other.status == "finished"


async def test_a_server_may_rate_computer_games(world):
    w = world
    r = await w.mod.slash(w.games, "gm config", rate_computer_games=True)
    assert "Matches against the computer are rated." in r.response.content
    await w.alice.slash(w.games, "play", game="dna-sequence", opponent=petri(w), level="easy")
    match = await w.match()
    assert "unrated" not in match.extra


async def test_the_computer_is_named_not_pinged_when_it_is_to_move(world):
    """Every turn pinged "@Petri, your move"; the computer's turn line names it."""
    w = world
    await w.alice.slash(w.games, "play", game="mitosis", opponent=petri(w), level="easy",
                        options="clock=off seed=3")
    match = await w.match()
    rng = random.Random(3)
    for _ in range(6):
        await w.env.settle()
        match = await w.host.get(match.id)
        game = get_game(match.game)
        mine = [s for s in game.to_move(match.state) if match.seats[s].user_id == w.alice.id]
        if mine:
            await w.alice.slash(w.games, "move", move=game.random_move(match.state, mine[0], rng))
    texts = [m.content for m in w.public()]
    assert not any(f"<@{w.bot.user.id}>" in t for t in texts), texts
    assert any(t.endswith("Petri (easy) to move") for t in texts), texts
    assert any(t.endswith(f"<@{w.alice.id}>, your move") for t in texts), texts


async def test_the_card_against_the_computer_counts_no_empty_seats(world):
    """The card of a started match against Petri read "Players (2/8)"."""
    w = world
    r = await w.alice.slash(w.games, "play", game="genetess", opponent=petri(w), level="easy",
                            options="map=duel clock=off")
    (field, *_) = r.response.embeds[0].fields
    assert field.name == "Players" and "Petri (easy)" in field.value
    lobby = (await w.bob.slash(w.guild.create_text_channel("lobby"), "play", game="protozoa")).response
    assert lobby.embeds[0].fields[0].name == "Players (1/4)"                 # a lobby: room left
