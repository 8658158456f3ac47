"""A thread per match: many matches in one channel, each played in its own thread.

``#tables`` is a text channel where the bot has every permission (the world's ``#games``
has no thread permissions: the suites written before threads play there, in the channel).
"""

from __future__ import annotations

import re

import discord

from bot.adapter.threads import fallback_line
from tests.e2e.conftest import (NO_THREADS, button_labels, card_now, embed_text, play_first_legal, play_to_the_end,
                                resign, submit_form, thread_of, without_due)
from tests.e2e.test_protozoa_play import quick_menu
from tests.e2e.test_undo import run_example


def card_match_id(card) -> int:
    """The match number on a lobby / challenge card ("DNA … — match #3"): its embed's title, or
    the title of a Components V2 card (a server with ``turn_cards`` on)."""
    from simcord.components import walk_components

    title = card.embeds[0].title if card.embeds else next(
        c["content"] for c in walk_components(card.components) if c.get("type") == 10)
    return int(re.search(r"match #(\d+)", title).group(1))


async def challenge(w, channel, challenger, opponent, game="dna-sequence", options="length=12 seed=5 clock=off"):
    """``challenger`` challenges ``opponent`` in ``channel``, who accepts; returns (card, match)."""
    r = await challenger.slash(channel, "play", game=game, options=options, opponent=opponent)
    assert r.acknowledged and not r.ephemeral, r
    card = r.response
    accepted = await opponent.click(card, label="Accept")
    assert accepted.acknowledged and not accepted.ephemeral, accepted
    return card, await w.host.get(card_match_id(card))


def stored(w, channel_id: int):
    return w.env.backend.channels[channel_id]


def posts(channel) -> list:
    """The channel's messages but Discord's own "started a thread" notices."""
    return [m for m in channel.history() if m.type is not discord.MessageType.thread_created]


def first_choice(message) -> str:
    """The first move offered by a board post's move menu."""
    return quick_menu(message).options[0].value


async def test_two_matches_in_one_channel_each_in_its_thread(world, tables):
    w = world
    card1, first = await challenge(w, tables, w.alice, w.bob)
    card2, second = await challenge(w, tables, w.carol, w.dave, game="protozoa", options="seed=3 clock=off")
    # ... no "this channel already has a match"
    assert first.id != second.id and first.thread_id and second.thread_id
    one, two = thread_of(w, tables, first), thread_of(w, tables, second)
    assert one.name == f"#{first.id} · DNA (sequence chunks) · alice vs bob"
    assert two.name == f"#{second.id} · Protozoa · carol vs dave"
    # seats are members of their match's thread (and the bot, which opened it)
    assert set(stored(w, one.id).thread_members) == {w.alice.id, w.bob.id, w.bot.user.id}
    assert set(stored(w, two.id).thread_members) == {w.carol.id, w.dave.id, w.bot.user.id}
    # each thread opens with its match's board; the channel keeps the cards, which link the threads
    assert without_due(one.history()[0].content).endswith(f"<@{w.alice.id}>, your move")
    assert without_due(two.history()[0].content).endswith(f"<@{w.carol.id}>, your move")
    assert [m.id for m in posts(tables)] == [card1.id, card2.id]
    assert f"<#{one.id}>" in card_now(w, tables, card1).content
    assert f"<#{two.id}>" in card_now(w, tables, card2).content

    # a move in each thread acts on that thread's match only
    post, move = await play_first_legal(w, one, first.id)
    assert post.channel_id == one.id and post.content.startswith(f"alice removed {move}")
    assert len(await w.host.history(second.id)) == 0
    post, move = await play_first_legal(w, two, second.id)
    assert post.channel_id == two.id and post.content.startswith("carol ")
    assert [e.text for e in await w.host.history(second.id)] == [move]
    assert len(await w.host.history(first.id)) == 1
    # components too: a pick in thread two's move menu moves match two, never match one
    board = one.history()[-1]
    before_one = len(await w.host.history(first.id))
    menu_post = two.history()[-1]
    shown = await w.dave.select(menu_post, ["place 1 …"])        # the menu's form ...
    done = await submit_form(w.dave, shown, "f6")                 # ... sent
    assert done.acknowledged and not done.ephemeral
    assert two.history()[-1].content.startswith("dave placed B1 on f6")
    assert len(await w.host.history(second.id)) == 2
    assert len(await w.host.history(first.id)) == before_one
    assert one.history()[-1].id == board.id                      # nothing new in thread one
    assert [m.id for m in posts(tables)] == [card1.id, card2.id]   # nor in the channel
    assert w.env.errors == []


async def test_the_card_shows_the_result_and_the_finished_thread_is_archived(world, tables):
    w = world
    card, match = await challenge(w, tables, w.alice, w.bob, options="length=6 seed=2 clock=off")
    thread = thread_of(w, tables, match)
    match = await play_to_the_end(w, thread, match.id)
    assert thread.history()[-1].attachments[0].filename.endswith("replay.gif")   # the whole game, in its thread
    shown = card_now(w, tables, card)
    winner = match.result["winners"][0]
    assert shown.content.startswith(f"Match #{match.id} is over: {winner} wins")
    assert f"<#{thread.id}>" in shown.content and button_labels(shown) == []
    assert "Finished" in embed_text(shown.embeds[0])
    assert stored(w, thread.id).thread_metadata.archived
    assert [m.id for m in posts(tables)] == [card.id]


async def test_a_command_in_the_channel_finds_the_callers_match_and_answers_in_its_thread(world, tables):
    w = world
    _, first = await challenge(w, tables, w.alice, w.bob)
    _, second = await challenge(w, tables, w.carol, w.dave)
    move = w.host.legal_moves(first, w.alice.id)[0]
    r = await w.alice.slash(tables, "move", move=move)          # alice has one match here: that one
    assert r.ephemeral and f"<#{first.thread_id}>" in r.response.content, r.response.content
    assert thread_of(w, tables, first).history()[-1].content.startswith(f"alice removed {move}")
    r = await w.mod.slash(tables, "board")                      # mod is in neither: which one?
    assert r.ephemeral and f"#{first.id}" in r.response.content and f"#{second.id}" in r.response.content
    assert "thread" in r.response.content


async def test_history_and_games_in_a_thread_mean_its_match(world, tables):
    w = world
    _, first = await challenge(w, tables, w.alice, w.bob)
    _, second = await challenge(w, tables, w.carol, w.dave)
    thread = thread_of(w, tables, second)
    _, move = await play_first_legal(w, thread, second.id)
    history = await w.carol.slash(thread, "history")
    assert f"#{second.id}" in history.response.content and move in history.response.content
    listed = await w.carol.slash(thread, "games")
    assert listed.response.content.startswith(f"#{second.id} DNA (sequence chunks) — running")
    assert f"#{first.id} " not in listed.response.content


async def test_gm_list_names_each_matchs_thread(world, tables):
    w = world
    _, first = await challenge(w, tables, w.alice, w.bob)
    _, second = await challenge(w, tables, w.carol, w.dave)
    listed = await w.mod.slash(tables, "gm list")
    assert f"#{first.id} dna-sequence — running — <#{first.thread_id}>" in listed.response.content
    assert f"#{second.id} dna-sequence — running — <#{second.thread_id}>" in listed.response.content


async def test_a_restart_mid_match_keeps_the_thread(world, tables):
    w = world
    _, match = await challenge(w, tables, w.alice, w.bob)
    thread = thread_of(w, tables, match)
    await play_first_legal(w, thread, match.id)
    await w.restart()
    post, move = await play_first_legal(w, thread, match.id)
    assert post.channel_id == thread.id and post.content.startswith(f"bob removed {move}")
    assert (await w.host.get(match.id)).thread_id == thread.id
    assert [t.id for t in tables.threads] == [thread.id]


async def test_without_thread_permissions_a_channel_plays_one_match_in_itself_and_says_so_once(world):
    w = world
    r = await w.alice.slash(w.games, "play", game="dna-sequence", opponent=w.bob)
    await w.bob.click(r.response, label="Accept")
    missing = "Create Public Threads"
    notices = [m for m in w.public() if m.content == str(fallback_line([missing]))]
    assert len(notices) == 1
    assert w.games.threads == []
    refused = await w.carol.slash(w.games, "play", game="dna-sequence", opponent=w.dave)
    assert refused.ephemeral and "this channel already has a match" in refused.response.content
    await resign(w.alice, w.games)
    again = await w.carol.slash(w.games, "play", game="dna-sequence", opponent=w.dave)
    assert not again.ephemeral
    assert [m for m in w.public() if "thread per match" in m.content] == notices   # said once


async def test_in_a_forum_a_match_is_a_forum_post(world):
    w = world
    forum = w.guild.create_forum_channel("matches")
    # SimCord 3.2.1 lets only the bot open a forum post: the bot opens the "find a game" post
    # members would (the test kit's stand-in for a member's post).
    found = await w.bot.get_channel(forum.id).create_thread(name="find a game", content="Challenge here")
    lobby = next(t for t in forum.threads if t.id == found.thread.id)
    card, match = await challenge(w, lobby, w.alice, w.bob)
    post = thread_of(w, forum, match)
    assert post.id != lobby.id and post.name.startswith(f"#{match.id} · ")
    assert post.history()[0].content.startswith(f"Match #{match.id}: DNA (sequence chunks)")
    assert any("your move" in m.content for m in post.history())
    reply, _ = await play_first_legal(w, post, match.id)
    assert reply.channel_id == post.id
    assert f"<#{post.id}>" in card_now(w, lobby, card).content


async def test_a_thread_of_another_server_is_no_match(world, tables):
    w = world
    _, match = await challenge(w, tables, w.alice, w.bob)
    assert await w.host.thread_match(match.thread_id, w.guild.id) is not None
    assert await w.host.thread_match(match.thread_id, w.guild.id + 1) is None
    elsewhere = w.env.create_guild("Elsewhere")
    eve = elsewhere.add_member(w.env.create_user("eve"))
    r = await eve.slash(elsewhere.create_text_channel("general"), "board", match=match.id)
    assert r.ephemeral and r.response.content.endswith(f"there is no match #{match.id}")


async def test_a_stale_button_in_a_thread_is_refused(world, tables):
    w = world
    _, match = await challenge(w, tables, w.alice, w.bob, game="protozoa", options="seed=3 clock=off")
    thread = thread_of(w, tables, match)
    old = thread.history()[-1]
    await play_first_legal(w, thread, match.id)
    await play_first_legal(w, thread, match.id)
    late = await w.alice.select(old, [first_choice(old)])
    assert late.ephemeral and "out of date" in late.response.content
    assert len(await w.host.history(match.id)) == 2


def test_the_fallback_line_names_what_is_missing():
    assert str(fallback_line(["Create Public Threads", "Manage Threads"])) == (
        "I can't open a thread per match here (missing permission: Create Public Threads, Manage "
        "Threads), so matches in this channel are played in the channel itself, one at a time.")
    assert NO_THREADS.create_public_threads is False and isinstance(NO_THREADS, discord.PermissionOverwrite)


def test_the_example_script_plays_two_games_side_by_side(tmp_path):
    done = run_example("threads.txt", tmp_path / "out")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "[#1 · DNA (sequence chunks) · alice vs bob]" in done.stdout
    assert "[#2 · Protozoa · carol vs dave]" in done.stdout
