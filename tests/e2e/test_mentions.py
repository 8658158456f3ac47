"""Names never ping: a seat whose display name is ``<@id>`` of a member who is not
playing, and one named ``@everyone``.  Every message of the match pings only its seats' users
(allowed mentions list them by id), never a role or everyone, and names are shown escaped."""

from __future__ import annotations

import discord

from tests.e2e.conftest import mention, resign, submit_form


def stored(w, message):
    channel_id = message.channel_id if hasattr(message, "channel_id") else message.channel.id
    return w.env.backend.get_message(channel_id, message.id)


async def test_display_names_that_look_like_mentions_ping_nobody(world):
    w = world
    role = w.guild.create_role("Players", mentionable=True)
    w.guild.add_member(w.env.create_user("ringo"), roles=[role])
    impostor = w.guild.add_member(w.env.create_user("mallory"), nick=f"<@{w.carol.id}>")
    crowd = w.guild.add_member(w.env.create_user("trudy"), nick="@everyone")
    bold = w.guild.add_member(w.env.create_user("oscar"), nick=f"**<@&{role.id}>**")

    r = await impostor.slash(w.games, "play", game="protozoa", options="seed=3 clock=off teams")
    await crowd.click(r.response, label="Join")
    await bold.click(r.response, label="Join")
    await w.dave.click(r.response, label="Join")
    await impostor.click(r.response, label="Start")
    await impostor.slash(w.games, "move", move="place 1 f6")
    shown = await crowd.select(w.public()[-1], ["place 2 …"])
    await submit_form(crowd, shown, "c3")
    await bold.slash(w.games, "move", move="place 1 g7")
    await resign(w.dave, w.games)
    await impostor.slash(w.games, "history")

    seats = {impostor.id, crowd.id, bold.id, w.dave.id}
    posts = w.public()
    assert len(posts) >= 6
    for post in posts:
        got = stored(w, post)
        assert set(got.ping_user_ids) <= seats, (post.content, got.ping_user_ids)
        assert not got.ping_role_ids and not got.mention_everyone, post.content
    text = "\n".join(p.content for p in posts)
    # the names are shown as typed, never as live mentions
    assert discord.utils.escape_mentions(f"<@{w.carol.id}>") in text
    assert f"<@{w.carol.id}>" not in text and "@everyone" not in text
    assert f"<@&{role.id}>" not in text and "**<@" not in text
    begins = next(p.content for p in posts if "Protozoa begins" in p.content)
    assert begins.startswith("Protozoa begins: <@\u200b" + str(w.carol.id) + ">, @\u200beveryone, ")
    # the turn lines still ping the seat whose move it is
    assert any(w.carol.id not in stored(w, p).ping_user_ids and crowd.id in stored(w, p).ping_user_ids
               for p in posts)
    assert mention(w.carol) not in [line for p in posts for line in p.content.splitlines()]


async def test_a_challenge_pings_only_the_two_players(world):
    w = world
    impostor = w.guild.add_member(w.env.create_user("mallory"), nick="@here")
    r = await impostor.slash(w.games, "play", game="mitosis", options="clock=off", opponent=w.bob)
    got = stored(w, r.response)
    assert set(got.ping_user_ids) == {w.bob.id, impostor.id} and not got.mention_everyone
    accepted = await w.bob.click(r.response, label="Accept")
    assert accepted.response.content == "Started!"
    for post in w.public():
        assert not stored(w, post).mention_everyone and "@here" not in post.content
