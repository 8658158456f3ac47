"""What one member may start: each ``[limits]`` cap refuses the request that
would break it, privately, naming the limit and its value; seeds out of range are refused
without a traceback."""

from __future__ import annotations

import logging

import pytest
from simcord.actors import MemberActor
from simcord.builders import UserHandle

from bot.adapter import create_bot
from bot.ops.config import Config

pytestmark = pytest.mark.simcord(settle_timeout=30)


@pytest.fixture
def simcord_bot(db_path):
    """Small caps, so a test reaches them; the clock caps keep their defaults."""
    return create_bot(Config(database=db_path, deadline_poll=0, render_workers=0, max_open_per_server=2,
                             max_running_per_member=1, max_computer_per_member=1),
                      computer_iterations=4)


def private(result) -> str:
    assert result.acknowledged and result.ephemeral and result.response.ephemeral, result
    return result.response.content


def petri(w) -> MemberActor:
    return MemberActor(w.env, w.guild, UserHandle(w.env, w.env.backend.bot_user))


async def test_open_lobbies_and_challenges_are_capped_per_member_per_server(world):
    w = world
    channels = [w.games] + [w.guild.create_text_channel(f"room-{i}") for i in range(3)]
    assert not (await w.alice.slash(channels[0], "play", game="mitosis")).ephemeral
    assert not (await w.alice.slash(channels[1], "play", game="mitosis", opponent=w.bob)).ephemeral
    text = private(await w.alice.slash(channels[2], "play", game="mitosis"))
    assert text == ("you already have 2 lobbies and challenges open in this server; the limit is 2 "
                    "([limits] max_open_per_server): start or cancel one first")
    assert await w.host.active_in_channel(channels[2].id) is None
    assert not (await w.bob.slash(channels[2], "play", game="mitosis")).ephemeral  # others may
    elsewhere = w.env.create_guild("Elsewhere")
    there = elsewhere.create_text_channel("general")
    alice_there = elsewhere.add_member(w.alice.user)
    assert not (await alice_there.slash(there, "play", game="mitosis")).ephemeral  # another server


async def test_running_matches_are_capped_per_member(world):
    w = world
    room = w.guild.create_text_channel("room")
    challenge = (await w.alice.slash(w.games, "play", game="mitosis", opponent=w.bob)).response
    assert (await w.bob.click(challenge, label="Accept")).acknowledged
    assert (await w.match()).status == "running"
    lobby = (await w.carol.slash(room, "play", game="mitosis")).response
    await w.alice.click(lobby, label="Join")
    text = private(await w.carol.click(lobby, label="Start"))
    assert text == ("alice already plays in 1 running match; the limit is 1 ([limits] "
                    "max_running_per_member): finish one first")
    assert (await w.match(room)).status == "lobby"


async def test_computer_matches_are_capped_per_member(world):
    w = world
    room = w.guild.create_text_channel("room")
    assert not (await w.alice.slash(w.games, "play", game="mitosis", opponent=petri(w),
                                    level="easy")).ephemeral
    text = private(await w.alice.slash(room, "play", game="dna-sequence", opponent=petri(w), level="easy"))
    assert text == ("you already have 1 unfinished match against the computer; the limit is 1 "
                    "([limits] max_computer_per_member): finish or cancel one first")
    assert await w.host.active_in_channel(room.id) is None


@pytest.mark.parametrize("options, expected", [
    ("clock=5", "a clock of 5s per move is below this bot's minimum of 10s ([limits] min_clock)"),
    ("clock=0.001", "a clock of 0.001s per move is below this bot's minimum of 10s ([limits] min_clock)"),
    ("deadline=40d", "40d per move is above this bot's maximum of 30d ([limits] max_clock)"),
    ("clock=60+400d", "a reserve of 400d is above this bot's maximum of 30d ([limits] max_reserve)"),
])
async def test_the_clock_must_lie_within_the_configured_bounds(world, options, expected):
    w = world
    text = private(await w.alice.slash(w.games, "play", game="mitosis", options=options))
    assert expected in text
    assert await w.host.active_in_channel(w.games.id) is None


@pytest.mark.parametrize("seed", ["1" * 400, str(2**63), "-1", "4.5"])
async def test_a_seed_out_of_range_is_refused_without_a_traceback(world, caplog, seed):
    w = world
    with caplog.at_level(logging.DEBUG):
        text = private(await w.alice.slash(w.games, "play", game="mitosis", options=f"seed={seed}"))
    assert "seed must be a whole number from 0 to 9223372036854775807" in text
    assert len(text) < 200
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
    assert await w.host.active_in_channel(w.games.id) is None


async def test_the_largest_seed_is_accepted(world):
    w = world
    assert not (await w.alice.slash(w.games, "play", game="mitosis",
                                    options=f"seed={2**63 - 1}")).ephemeral
    assert (await w.match()).seed == 2**63 - 1


async def test_a_long_options_text_is_refused_naming_the_limit_before_parsing(world, caplog):
    w = world
    with caplog.at_level(logging.DEBUG):
        text = private(await w.alice.slash(w.games, "play", game="mitosis", options="clock=5 " * 750))
    assert text == ("`options` is 6,000 characters long; this bot takes at most 1,000 characters in one "
                    "option ([limits] max_option_length)")
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert await w.host.active_in_channel(w.games.id) is None
    # At the limit the text is read as options (and refused for what it says, not its length).
    text = private(await w.alice.slash(w.games, "play", game="mitosis", options="x" * 1000))
    assert "1,000 characters" not in text and "{???}" not in text


@pytest.mark.parametrize("command, arguments", [
    ("move", {"move": "a1 " * 2000}),
    ("learn", {"game": "mitosis", "move": "a" * 1001}),
    ("learn", {"game": "mitosis", "lesson": "b" * 5000}),
])
async def test_every_free_text_option_is_length_checked(world, command, arguments):
    w = world
    text = private(await w.alice.slash(w.games, command, **arguments))
    option = next(name for name, value in arguments.items() if len(value) > 1000)
    assert text.startswith(f"`{option}` is {len(arguments[option]):,} characters long; this bot takes at most 1,000")
    assert not w.dms(w.alice)


@pytest.mark.parametrize("options", ["clock=" + "9" * 400, "deadline=" + "9" * 400 + "d",
                                     "clock=60+" + "9" * 400, "clock=" + "9" * 20 + "d"])
async def test_a_huge_clock_is_refused_as_out_of_range_not_infinite(world, options):
    w = world
    text = private(await w.alice.slash(w.games, "play", game="mitosis", options=options))
    assert "inf" not in text and "{???}" not in text and len(text) < 300, text
    assert "is longer than any clock may be (at most 3650d)" in text and "9" * 22 not in text, text
    assert await w.host.active_in_channel(w.games.id) is None


async def test_typing_a_long_options_text_is_flagged_without_reading_it(world, monkeypatch):
    w = world
    read = []
    monkeypatch.setattr(w.host, "validate_options", lambda game, text: read.append(text))
    (flag,) = await w.alice.autocomplete(w.games, "play", "options", "x" * 1500, game="mitosis")
    assert flag["name"].startswith("✗ `options` is 1,500 characters long; this bot takes at most 1,000")
    assert len(flag["name"]) <= 100 and len(flag["value"]) <= 100
    assert read == []
    assert await w.alice.autocomplete(w.games, "move", "move", "a1 " * 500) == []


async def test_lessons_sent_to_a_member_are_capped_per_hour(world):
    w = world
    w.bot.config.lessons_per_hour = 3
    for _ in range(3):
        sent = await w.alice.slash(w.games, "learn", game="mitosis")
        assert "Sent to your DMs" in sent.response.content, sent.response.content
    assert len(w.dms(w.alice)) == 3
    text = private(await w.alice.slash(w.games, "learn", game="mitosis"))
    assert text == ("you were sent 3 lessons in the last hour, this bot's limit ([limits] "
                    "lessons_per_hour); ask again in 60 minutes")
    assert len(w.dms(w.alice)) == 3
    # A try is no lesson sent; another member has their own hour.
    tried = await w.alice.slash(w.games, "learn", game="mitosis", move="A1")
    assert "lessons_per_hour" not in tried.response.content
    assert "Sent to your DMs" in (await w.bob.slash(w.games, "learn", game="mitosis")).response.content
    await w.env.advance_time(3601)
    assert "Sent to your DMs" in (await w.alice.slash(w.games, "learn", game="mitosis")).response.content


@pytest.mark.parametrize("options", ["length=" + "9" * 900, "length=" + "x" * 900, "manual=" + "y" * 900,
                                     "clock=" + "z" * 900, "deadline=" + "z" * 900, "timeout=" + "z" * 900])
async def test_a_long_option_value_is_named_in_a_few_characters(world, options):
    w = world
    text = private(await w.alice.slash(w.games, "play", game="dna-sequence", options=options))
    assert "(900 characters)" in text and len(text) < 300, text
