"""Refusals are private: an ephemeral reply naming the problem, nothing public, nothing changed."""

from __future__ import annotations

import itertools

import pytest

from tests.e2e.conftest import button_labels, resign, start_lobby_match


class Unchanged:
    """Snapshot of what could change: public channel messages and the match version/state."""

    def __init__(self, w, match):
        self.w, self.match_id = w, match.id
        self.public = [(m.id, m.content) for m in w.public()]
        self.version, self.state = match.version, match.state

    async def check(self):
        assert [(m.id, m.content) for m in self.w.public()] == self.public, "something was posted"
        match = await self.w.host.get(self.match_id)
        assert (match.version, match.state) == (self.version, self.state), "the match changed"


async def refused(result, *needles):
    assert result.acknowledged, result
    assert result.ephemeral and result.response.ephemeral, result
    assert not result.followups
    for needle in needles:
        assert needle in result.response.content, (needle, result.response.content)
    return result.response.content


@pytest.fixture
async def running(world):
    """alice vs bob, random 12-letter strands, alice to move."""
    match = await start_lobby_match(world, "length=12 seed=11")
    return world, match


def absent_chunk(strand: str) -> str:
    return next("".join(p) for p in itertools.product("ACGT", repeat=3) if "".join(p) not in strand)


@pytest.mark.parametrize("move, expected", [
    ("XYZ", ["illegal move: chunk 'XYZ' has 'X', 'Y', 'Z'", "use only the letters A C G T"]),
    ("ACGT", ["illegal move: a chunk is 3 letters; 'ACGT' has 4"]),
    ("AC", ["illegal move: a chunk is 3 letters; 'AC' has 2"]),
    (None, ["is not in your strand"]),
    ("ACG;CGT", ["one move at a time"]),
])
async def test_illegal_move_is_refused_privately(running, move, expected):
    w, match = running
    if move is None:
        move = absent_chunk(match.state["strands"][0])
        expected = [f"illegal move: {move} is not in your strand"] + expected
    unchanged = Unchanged(w, match)
    await refused(await w.alice.slash(w.games, "move", move=move), *expected)
    await unchanged.check()


async def test_wrong_player_and_non_player(running):
    w, match = running
    unchanged = Unchanged(w, match)
    legal = w.host.legal_moves(match, w.alice.id)
    await refused(await w.bob.slash(w.games, "move", move=legal[0]),
                  "illegal move: it is not your turn; waiting for alice")
    await refused(await w.carol.slash(w.games, "move", move=legal[0]),
                  "you are not playing in this match")
    await refused(await w.carol.slash(w.games, "resign"), "you are not playing in this match")
    await unchanged.check()


async def test_second_play_in_a_busy_channel(running):
    w, match = running
    unchanged = Unchanged(w, match)
    text = await refused(await w.carol.slash(w.games, "play", game="dna-sequence"),
                         "this channel already has a match (#1")
    assert "finish or cancel it first" in text
    await refused(await w.dave.slash(w.games, "play", game="dna-sequence", opponent=w.carol),
                  "this channel already has a match")
    await unchanged.check()
    assert len(await w.host.matches_in_channel(w.games.id)) == 1


async def test_no_match_in_the_channel(world):
    w = world
    before = list(w.public())
    for command, options in [("move", {"move": "ACG"}), ("board", {}), ("view", {}), ("resign", {})]:
        await refused(await w.alice.slash(w.games, command, **options),
                      "there is no match in this channel; start one with /play")
    await refused(await w.alice.slash(w.games, "move", move="ACG", match=42), "there is no match #42")
    assert w.public() == before == []


async def test_bad_play_requests(world):
    w = world
    await refused(await w.alice.slash(w.games, "play", game="dna-sequence", options="base=5"),
                  "bad options: option 'base' must be an integer 2..4, not 5")
    await refused(await w.alice.slash(w.games, "play", game="dna-sequence", opponent=w.alice),
                  "you cannot challenge yourself")
    bot_member = w.guild.add_member(w.env.create_user("otherbot", bot=True))
    await refused(await w.alice.slash(w.games, "play", game="dna-sequence", opponent=bot_member),
                  "bots cannot play")
    assert w.public() == []
    assert await w.host.matches_in_channel(w.games.id) == []


async def test_moves_before_the_start_and_after_the_end(world):
    w = world
    lobby = (await w.alice.slash(w.games, "play", game="dna-sequence")).response
    await refused(await w.alice.slash(w.games, "move", move="ACG"), "the match has not started yet")
    await refused(await w.alice.slash(w.games, "board"), "the match has not started yet")
    await w.bob.click(lobby, label="Join")
    await w.alice.click(lobby, label="Start")
    await resign(w.bob, w.games)
    finished = (await w.host.matches_in_channel(w.games.id))[0]
    assert finished.status == "finished"
    await refused(await w.alice.slash(w.games, "move", move="ACG", match=finished.id),
                  "the match is over; no more moves")
    assert "Join" not in button_labels(w.public()[0])


async def test_move_in_a_dm_needs_the_match_when_there_are_several(world):
    w = world
    first = await start_lobby_match(w, "manual length=6")
    second = await start_lobby_match(w, "manual length=6", channel=w.guild.create_text_channel("games-2"))
    r = await w.alice.user.slash("move", move="ACGACG")
    assert r.ephemeral
    assert r.response.content == f"2 of your matches wait for you (#{second.id}, #{first.id}); give the match: option"
    r = await w.alice.user.slash("move", move="ACGACG", match=first.id)
    assert r.ephemeral and "your strand: ACGACG" in r.response.content
    assert (await w.host.get(second.id)).state["strands"][0] is None
    stranger = await w.carol.user.slash("move", move="ACGACG")
    assert stranger.ephemeral and stranger.response.content == "you are not in any running match"


async def test_one_gate_answers_a_refusal_and_a_failure_of_any_command(world, monkeypatch, caplog):
    """Commands carry no error wrapper of their own: the tree's one gate (``bot.adapter.gate``)
    answers a ``HostError`` with its words and any other exception with a logged, worded
    apology and a reference, privately; the channel sees no traceback."""
    import logging

    from bot.core import HostError
    from games.message import Msg

    w = world
    assert w.bot.tree.interaction_check.__module__ == "bot.adapter.gate"

    async def refuse(self, interaction):
        raise HostError(Msg("gm-list-none"))

    async def fail(self, interaction):
        raise ZeroDivisionError("a bug")

    gm_list = w.bot.get_cog("GameMaster").app_command.get_command("list")     # a subcommand
    before = [(m.id, m.content) for m in w.public()]
    monkeypatch.setattr(gm_list, "_callback", refuse)
    text = await refused(await w.mod.slash(w.games, "gm list"))
    assert text == "No open or running matches."
    monkeypatch.setattr(gm_list, "_callback", fail)
    with caplog.at_level(logging.ERROR, logger="petri.discord"):
        text = await refused(await w.mod.slash(w.games, "gm list"))
    assert text.startswith("something went wrong on our side") and "ZeroDivisionError" not in text, text
    assert [r.exc_info[0] for r in caplog.records if r.exc_info] == [ZeroDivisionError]
    assert [(m.id, m.content) for m in w.public()] == before
