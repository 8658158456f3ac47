"""Servers are walled off: a moderator of a second server can neither see nor act
on a match of the first, by ``match:`` id or by any component, and another server's match id
answers exactly as a nonexistent one.  In a DM only the caller's own matches exist.

The components are forged: a modified client clicking a button of its own server whose
custom id names the first server's match (the stored message's components are rewritten,
since a real client cannot click a message of a server it is not in).
"""

from __future__ import annotations

import discord
import pytest

from tests.e2e.conftest import posts_to

MISSING = 999


class Wall:
    """Guild A (the world's Sandbox: alice and bob play Protozoa in #games, carol's lobby in
    #lobby, an undo request open) and guild B, where eve is a moderator and frank a member."""

    def __init__(self, w, running, lobby, lobby_channel, elsewhere, eve, frank, there):
        self.w, self.running, self.lobby, self.lobby_channel = w, running, lobby, lobby_channel
        self.elsewhere, self.eve, self.frank, self.there = elsewhere, eve, frank, there
        self.cursor = len(w.env.http_requests)

    async def snapshot(self):
        rows = [await self.w.host.get(m.id) for m in (self.running, self.lobby)]
        return [(m.version, m.state, m.status, m.seats, m.extra) for m in rows] + \
               [await self.w.host.history(self.running.id)]

    def posted_in_a(self) -> list:
        env = self.w.env
        return posts_to(env, self.w.games.id, self.cursor) + posts_to(env, self.lobby_channel.id, self.cursor)


@pytest.fixture
async def wall(world):
    w = world
    r = await w.alice.slash(w.games, "play", game="protozoa", options="seed=3 clock=60", opponent=w.bob)
    await w.bob.click(r.response, label="Accept")
    await w.alice.slash(w.games, "move", move="place 1 f6")
    await w.bob.slash(w.games, "undo")                         # an undo request is open
    running = await w.match()
    assert running.extra.get("undo") is not None
    lobby_channel = w.guild.create_text_channel("lobby")
    await w.carol.slash(lobby_channel, "play", game="genetess")
    lobby = await w.match(lobby_channel)

    elsewhere = w.env.create_guild("Elsewhere")
    there = elsewhere.create_text_channel("general")
    mods = elsewhere.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    eve = elsewhere.add_member(w.env.create_user("eve"), roles=[mods])
    frank = elsewhere.add_member(w.env.create_user("frank"))
    return Wall(w, running, lobby, lobby_channel, elsewhere, eve, frank, there)


def private(result) -> str:
    assert result.acknowledged and result.ephemeral, result
    return result.response.content


def as_missing(text: str, match_id: int) -> str:
    """The reply with the match number replaced by the nonexistent one's."""
    return text.replace(f"#{match_id}", f"#{MISSING}")


def slash_commands(wall) -> dict[str, tuple[dict, int]]:
    """Every command that takes ``match:``, with options that would act if allowed, and the
    match of guild A it names."""
    running, lobby = wall.running.id, wall.lobby.id
    return {
        "board": ({}, running), "view": ({}, running), "history": ({}, running),
        "replay": (dict(ply=0), running), "move": (dict(move="place 1 c3"), running),
        "resign": ({}, running), "undo": ({}, running),
        "gm show": ({}, running), "gm end": (dict(reason="mine now", winners="1"), running),
        "gm undo": (dict(plies=1), running), "gm kick": (dict(seat=1, reason="x"), running),
        "gm substitute": (dict(seat=1, member=wall.eve), running),
        "gm clock": (dict(setting="pause"), running),
        "gm map": (dict(file=("map.toml", b"grid = ''")), lobby),
    }


@pytest.mark.parametrize("name", ["board", "view", "history", "replay", "move", "resign", "undo", "gm show",
                                  "gm end", "gm undo", "gm kick", "gm substitute", "gm clock", "gm map"])
async def test_another_servers_match_id_answers_as_a_nonexistent_one(wall, name):
    before = await wall.snapshot()
    options, target = slash_commands(wall)[name]
    missing = private(await wall.eve.slash(wall.there, name, match=MISSING, **options))
    reached = private(await wall.eve.slash(wall.there, name, match=target, **options))
    assert missing == f"there is no match #{MISSING}"
    assert as_missing(reached, target) == missing
    assert await wall.snapshot() == before, "the match changed"
    assert wall.posted_in_a() == [], "a message landed in the first server"


async def test_a_player_of_the_match_cannot_reach_it_from_another_server_either(wall):
    """alice holds a seat in A's match, but in B's channel that match does not exist."""
    alice_there = wall.elsewhere.add_member(wall.w.alice.user)
    before = await wall.snapshot()
    for name, options in (("move", dict(move="place 1 c3")), ("view", {}), ("board", {})):
        r = await alice_there.slash(wall.there, name, match=wall.running.id, **options)
        assert private(r) == f"there is no match #{wall.running.id}"
    assert await wall.snapshot() == before and wall.posted_in_a() == []


async def test_in_a_dm_only_the_callers_own_matches_exist(wall):
    eve_dm = await wall.eve.user.slash("view", match=wall.running.id)
    assert private(eve_dm) == f"there is no match #{wall.running.id}"
    alice_dm = await wall.w.alice.user.slash("view", match=wall.running.id)
    assert private(alice_dm).startswith(f"Match #{wall.running.id}, your view:")
    carol_dm = await wall.w.carol.user.slash("board", match=wall.lobby.id)   # her own lobby
    assert private(carol_dm) == "the match has not started yet"
    assert private(await wall.w.dave.user.slash("board", match=wall.lobby.id)) == \
        f"there is no match #{wall.lobby.id}"


async def test_move_autocomplete_offers_nothing_for_another_servers_match(wall):
    w = wall.w
    mine = await w.bob.autocomplete(w.games, "move", "move", "", match=wall.running.id)
    assert mine, "bob, to move in A, is offered his legal moves"
    for typed in ("", "place", "place 1 c3"):
        theirs = await wall.eve.autocomplete(wall.there, "move", "move", typed, match=wall.running.id)
        missing = await wall.eve.autocomplete(wall.there, "move", "move", typed, match=MISSING)
        assert theirs == missing == []


def forge(w, message, rows: list[dict]) -> None:
    """Rewrite a stored message's components, as a modified client would send other ids."""
    channel_id = message.channel_id if hasattr(message, "channel_id") else message.channel.id
    w.env.backend.get_message(channel_id, message.id).components = rows


def row(*components) -> dict:
    return {"type": 1, "components": list(components)}


def button(custom_id: str) -> dict:
    return {"type": 2, "style": 1, "label": custom_id, "custom_id": custom_id}


def select(custom_id: str, value: str) -> dict:
    return {"type": 3, "custom_id": custom_id, "options": [{"label": value, "value": value}],
            "min_values": 1, "max_values": 1}


async def test_no_component_of_another_server_reaches_the_match(wall):
    w = wall.w
    running, lobby = await w.host.get(wall.running.id), wall.lobby
    board = w.host.board_version(running)
    request = running.extra["undo"]["version"]
    legal = w.host.legal_moves(running, w.bob.id)[0]
    # eve's own lobby card in B carries the forged ids.
    card = (await wall.eve.slash(wall.there, "play", game="protozoa")).response
    ids = [f"petri:{a}:{lobby.id}" for a in ("join", "leave", "start", "cancel", "accept", "decline")]
    ids += [f"petri:{a}:{running.id}" for a in ("secret", "view")]
    ids += [f"petri:undo-yes:{running.id}:v{request}", f"petri:undo-no:{running.id}:v{request}",
            f"petri:mv:{running.id}:v{board}:{legal}"]
    selects = [(f"petri:quick:{running.id}:v{board}", "place 1 …"),
               (f"petri:quick:{running.id}:v{board}", legal),
               (f"petri:step:{running.id}:v{board}:place:0", legal),
               (f"petri:proxy:{running.id}:v{board}", legal)]
    before = await wall.snapshot()
    for custom_id in ids:
        forge(w, card, [row(button(custom_id))])
        r = await wall.eve.click(card, custom_id=custom_id)
        match_id = lobby.id if custom_id.split(":")[1] in ("join", "leave", "start", "cancel", "accept",
                                                             "decline") else running.id
        assert private(r) == f"there is no match #{match_id}", custom_id
    for custom_id, value in selects:
        forge(w, card, [row(select(custom_id, value))])
        r = await wall.eve.select(card, [value], custom_id=custom_id)
        assert private(r) == f"there is no match #{running.id}", custom_id
    assert await wall.snapshot() == before, "the match changed"
    assert wall.posted_in_a() == [], "a message landed in the first server"


async def test_no_form_of_another_server_reaches_the_match(wall):
    """Forms are routed by custom id alone: a form shown in B, submitted with A's match id."""
    w = wall.w
    running = await w.host.get(wall.running.id)
    board = w.host.board_version(running)
    r = await wall.eve.slash(wall.there, "play", game="protozoa", options="seed=3 clock=off",
                             opponent=wall.frank)
    await wall.frank.click(r.response, label="Accept")
    before = await wall.snapshot()
    for custom_id, field, text in ((f"petri:qform:{running.id}:v{board}:place 1 …", "square", "c3"),
                                   (f"petri:form:{running.id}:v0", "move", "place 1 c3")):
        (thread,) = wall.there.threads                         # eve's match is played in a thread
        post = thread.history()[-1]
        shown = await wall.eve.select(post, ["place 1 …"])
        assert shown.modal is not None
        shown._interaction.modal["custom_id"] = custom_id          # the forged form
        inputs = shown._interaction.modal["components"][0]["components"]
        inputs[0]["custom_id"] = field
        inputs[0]["min_length"], inputs[0]["max_length"] = 1, 100
        submitted = await wall.eve.submit_modal(shown, {field: text})
        assert private(submitted) == f"there is no match #{running.id}", custom_id
    assert await wall.snapshot() == before, "the match changed"
    assert wall.posted_in_a() == [], "a message landed in the first server"
