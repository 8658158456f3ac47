"""Paces and ``/lobbies`` end to end: ``/play pace:`` sets the clock and the card
says the pace; ``/lobbies`` lists the server's open lobbies of every channel, filtered by game
and pace, and its Join button seats the caller and redraws the lobby's own card."""

from __future__ import annotations

import discord

from tests.e2e.conftest import button_labels, card_now, embed_text


async def test_a_pace_sets_the_clock_and_shows_on_the_card(world):
    w = world
    r = await w.alice.slash(w.games, "play", game="mitosis", pace="daily")
    card = embed_text(r.response.embeds[0])
    assert "Pace daily" in card and "1d per move" in card
    match = await w.match()
    assert match.extra["clock_spec"][:2] == [86400.0, 0.0]
    both = await w.bob.slash(w.games, "play", game="mitosis", pace="quick", options="clock=60")
    assert both.ephemeral and "pace:quick sets the clock already" in both.response.content


async def test_lobbies_lists_two_channels_filters_and_joins(world, tables):
    w = world
    daily = await w.alice.slash(w.games, "play", game="mitosis", pace="daily")
    quick = await w.bob.slash(tables, "play", game="dna-sequence", pace="quick")
    first, second = await w.match(), await w.match(tables)

    listed = await w.carol.slash(w.games, "lobbies")
    assert listed.ephemeral
    text = listed.response.content
    assert f"**#{first.id}** Mitosis · daily · alice (1/2) · <#{w.games.id}>" in text
    assert f"**#{second.id}** DNA (sequence chunks) · quick · bob (1/8) · <#{tables.id}>" in text
    assert button_labels(listed.response) == [f"Join #{first.id}", f"Join #{second.id}"]

    only_quick = await w.carol.slash(w.games, "lobbies", pace="quick")
    assert f"#{first.id}**" not in only_quick.response.content and f"#{second.id}**" in only_quick.response.content
    only_mitosis = await w.carol.slash(w.games, "lobbies", game="mitosis")
    assert button_labels(only_mitosis.response) == [f"Join #{first.id}"]
    none = await w.carol.slash(w.games, "lobbies", game="genetess")
    assert "No open lobbies in this server." in none.response.content

    joined = await w.carol.click(listed.response, label=f"Join #{second.id}")
    assert joined.ephemeral and f"You joined match #{second.id} in <#{tables.id}>." in joined.response.content
    assert [s.user_id for s in (await w.host.get(second.id)).seats] == [w.bob.id, w.carol.id]
    assert "carol" in embed_text(card_now(w, tables, quick.response).embeds[0])
    again = await w.carol.click(listed.response, label=f"Join #{second.id}")
    assert again.ephemeral and len((await w.host.get(second.id)).seats) == 2
    assert "alice" in embed_text(card_now(w, w.games, daily.response).embeds[0])


async def test_lobbies_of_another_server_are_not_listed(world):
    w = world
    other = w.env.create_guild("Elsewhere")
    hall = other.create_text_channel("hall", overwrites={other.me: discord.PermissionOverwrite(
        create_public_threads=False)})
    dave = other.add_member(w.env.create_user("dave2"))
    await w.env.bot.tree.sync()
    await dave.slash(hall, "play", game="mitosis", pace="weekly")
    theirs = await w.host.channel_match(hall.id)
    mine = await w.alice.slash(w.games, "lobbies")
    assert f"#{theirs.id}**" not in mine.response.content and "No open lobbies" in mine.response.content
    there = await dave.slash(hall, "lobbies")
    assert button_labels(there.response) == [f"Join #{theirs.id}"]
