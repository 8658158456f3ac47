"""Two bots in one process share nothing: each ``PetriBot`` owns its computer seats, its locks
and its memories, so a match, a click or a computer turn of one is never seen by the other.

Both bots here store their first match as match #1 (two databases), the case where any state
kept per process (a set of match ids being driven) would mix them up.
"""

from __future__ import annotations

import ast
import asyncio
import pathlib
import random

import pytest
import simcord
from simcord.actors import MemberActor
from simcord.builders import UserHandle

from bot.adapter import create_bot
from bot.ops.config import Config
from games import get_game

ITERATIONS = 4
pytestmark = pytest.mark.simcord(settle_timeout=30)
BOT_PACKAGE = pathlib.Path(__file__).resolve().parents[2] / "bot"


async def computer_due(env, host) -> tuple:
    """In ``env``: alice plays Mitosis against the computer, moving until the computer is to
    move; returns ``(match, alice)``."""
    guild = env.create_guild("Sandbox")
    games = guild.create_text_channel("games")
    alice = guild.add_member(env.create_user("alice"))
    petri = MemberActor(env, guild, UserHandle(env, env.backend.bot_user))
    await env.bot.tree.sync()
    result = await alice.slash(games, "play", game="mitosis", opponent=petri, level="easy")
    assert result.acknowledged, result
    match = await host.channel_match(games.id)
    game = get_game(match.game)
    seat = game.to_move(match.state)[0]
    if match.seats[seat].user_id != env.bot.user.id:
        moved = await alice.slash(games, "move", move=game.random_move(match.state, seat, random.Random(1)))
        assert moved.acknowledged, moved
    return await host.get(match.id), alice


async def _second_bot_plays(database: str) -> tuple[int, bool, int, set[int]]:
    """A whole second bot (its own SimCord, in its own event loop): alice makes its computer due
    in its match #1, and the bot is left to settle.  Returns ``(match id, whether its computer
    is still due, how many moves its computer played, matches it still drives)``."""
    second = create_bot(Config(database=database, deadline_poll=0, render_workers=0),
                        computer_iterations=ITERATIONS)
    async with simcord.run(second, settle_timeout=30) as two:
        theirs, _ = await computer_due(two, second.host)
        await two.settle()
        after = await second.host.get(theirs.id)
        game = get_game(after.game)
        due = any(after.seats[s].user_id == second.user.id for s in game.to_move(after.state))
        played = sum(m.user_id == second.user.id for m in await second.host.history(theirs.id))
        driving = set(second.computer_seats.driving)
        await second.close()
    return theirs.id, due, played, driving


async def test_a_computer_turn_in_one_bot_does_not_hold_up_the_other_bots_match(tmp_path):
    first = create_bot(Config(database=str(tmp_path / "a.db"), deadline_poll=0, render_workers=0),
                       computer_iterations=ITERATIONS)
    async with simcord.run(first) as one:
        gate = asyncio.Event()
        real = first.computers.pick

        async def held(*args, **kwargs):     # the first bot's computer thinks until told
            await one.external_wait(gate.wait(), reason="the test holds the first computer's search")
            return await real(*args, **kwargs)

        first.computers.pick = held
        waiting, _ = await computer_due(one, first.host)
        for _ in range(20):
            await asyncio.sleep(0)
        assert first.computer_seats.driving == {waiting.id}

        # The second bot runs in this process too, in a thread of its own (SimCord runs one
        # Discord per event loop), while the first one's computer is still thinking.
        match_id, due, played, driving = await asyncio.to_thread(
            asyncio.run, _second_bot_plays(str(tmp_path / "b.db")))
        assert match_id == waiting.id        # the same match number in the other database
        assert not due and played >= 1, "the second bot's computer never moved"
        assert driving == set()
        assert (await first.host.get(waiting.id)).version == waiting.version   # still thinking
        assert first.computer_seats.driving == {waiting.id}

        gate.set()
        await one.settle()
        assert (await first.host.get(waiting.id)).version > waiting.version
        assert first.user.id in [m.user_id for m in await first.host.history(waiting.id)]
        await first.close()


def _module_level_mutables(path: pathlib.Path) -> list[str]:
    """Names bound at module level in ``path`` to an empty mutable container (a set, dict,
    list, ``OrderedDict``, ``defaultdict``): state every bot in the process would share."""
    found = []
    empty_calls = {"set", "dict", "list", "OrderedDict", "defaultdict", "deque", "WeakValueDictionary"}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        empty = (isinstance(value, (ast.Dict, ast.List, ast.Set)) and not getattr(value, "keys", None)
                 and not getattr(value, "elts", None)) or \
            (isinstance(value, ast.Call) and getattr(value.func, "id", getattr(value.func, "attr", None))
             in empty_calls and not value.args)
        if empty:
            found += [f"{path.relative_to(BOT_PACKAGE.parent)}: {ast.unparse(t)}" for t in targets]
    return found


def test_no_module_of_the_bot_keeps_mutable_state():
    found = [name for path in sorted(BOT_PACKAGE.rglob("*.py")) for name in _module_level_mutables(path)]
    assert found == []


def test_the_check_finds_module_level_state(tmp_path):
    planted = BOT_PACKAGE / "_planted_state_probe.py"
    try:
        planted.write_text("import collections\n_seen: set[int] = set()\nKEPT = {}\n"
                           "LOG = collections.OrderedDict()\nLEVELS = ('easy',)\n", encoding="utf-8")
        assert _module_level_mutables(planted) == ["bot/_planted_state_probe.py: _seen",
                                                   "bot/_planted_state_probe.py: KEPT",
                                                   "bot/_planted_state_probe.py: LOG"]
    finally:
        planted.unlink()
