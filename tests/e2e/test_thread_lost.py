"""A match outlives its thread: when its thread is deleted, or archived and locked
beyond the bot's reach, the match moves to a new thread of its card's channel (or plays on in
that channel where the bot may not open one), every later ply is posted there once, the match
is re-tied to it, replies name the place the board really goes to, and nobody is told that the
card's channel, which is there, is "deleted or hidden"."""

from __future__ import annotations

import discord
import pytest

from tests.e2e.conftest import NO_THREADS, thread_of
from tests.e2e.test_threads import challenge

quick = pytest.mark.simcord(settle_timeout=3)
LATER = 60


async def move_in(w, channel, match_id: int):
    """The player to move plays their first legal move with /move in ``channel``; returns
    (the reply's words, the narration of the ply)."""
    match = await w.host.get(match_id)
    mover = next(m for m in w.members.values() if m.id == w.host.movers(match)[0].user_id)
    move = w.host.legal_moves(match, mover.id)[0]
    r = await mover.slash(channel, "move", move=move, match=match_id)
    assert r.acknowledged, r
    said = " ".join(m.content or "" for m in [r.response, *r.followups] if m is not None)
    return said, f"{mover.user.name} removed {move}:"


def showing(w, channel_id: int, text: str) -> list:
    return [m for m in w.env.backend.messages.get(channel_id, {}).values() if text in (m.content or "")]


async def lose_thread_and_play_on(w, tables, lose) -> tuple:
    """A threaded DNA match in #tables, one ply in its thread, then ``lose(thread)`` and four more
    plies by /move in #tables; returns (match, old thread id, [(reply, narration)])."""
    _, match = await challenge(w, tables, w.alice, w.bob, options="length=40 seed=5 clock=off")
    old = thread_of(w, tables, match)
    await move_in(w, old, match.id)
    await lose(old)
    await w.env.settle()
    plies = [await move_in(w, tables, match.id) for _ in range(4)]
    for _ in range(2):
        await w.env.advance_time(LATER)
        await w.env.settle()
    return await w.host.get(match.id), old.id, plies


def assert_moved(w, tables, match, old_id, plies):
    assert match.thread_id not in (None, old_id), "the match is still tied to its lost thread"
    new = thread_of(w, tables, match)
    for reply, narration in plies:
        assert len(showing(w, new.id, narration)) == 1, f"{narration!r} not shown once in the new thread"
        assert sum(len(showing(w, c, narration)) for c in w.env.backend.messages) == 1, narration
        assert "will follow in the channel" not in reply and f"<#{old_id}>" not in reply, reply
        assert f"<#{new.id}>" in reply, reply
    assert "is gone" in new.history()[0].content and f"<#{old_id}>" in new.history()[0].content
    assert {w.alice.id, w.bob.id} <= set(w.env.backend.channels[new.id].thread_members)
    for member in (w.alice, w.bob):
        assert not [m for m in w.dms(member) if "deleted or hidden" in (m.content or "")], "a wrong DM"
    assert w.env.errors == []
    assert f"<#{new.id}>" in next(m for m in tables.history() if m.embeds).content    # the card links it


@quick
async def test_a_deleted_thread_moves_the_match_to_a_new_one_and_every_later_ply_is_posted_there_once(
        world, tables):
    w = world

    async def delete(thread):
        w.env.backend.delete_channel(thread.id)
    match, old_id, plies = await lose_thread_and_play_on(w, tables, delete)
    assert_moved(w, tables, match, old_id, plies)
    assert await w.host.store.fetch_all("SELECT * FROM announcements") == []


@quick
async def test_a_locked_thread_beyond_reach_moves_the_match_into_its_channel_when_no_thread_can_be_opened(
        world, tables):
    """The thread is archived and locked, and the bot lost Manage Threads in #tables: it can neither
    reopen that thread nor open a new one, so the match goes on in #tables itself."""
    w = world
    from simcord.backend.models.channel import Overwrite, OverwriteType

    async def lock(thread):
        meta = w.env.backend.channels[thread.id].thread_metadata
        meta.archived = meta.locked = True
        w.env.backend.announce_channel_update(thread.id)
        w.env.backend.set_overwrite(tables.id, Overwrite(w.bot.user.id, OverwriteType.MEMBER,
                                                         deny=discord.Permissions(manage_threads=True).value))
    match, old_id, plies = await lose_thread_and_play_on(w, tables, lock)
    assert match.thread_id is None, "the match is still tied to its locked thread"
    assert [m for m in tables.history() if f"<#{old_id}>" in (m.content or "") and "goes on in this channel" in m.content]
    for reply, narration in plies:
        assert len(showing(w, tables.id, narration)) == 1, f"{narration!r} not shown once in #tables"
        assert showing(w, old_id, narration) == []
        assert f"<#{old_id}>" not in reply, reply
    assert w.env.errors == []
    assert await w.host.store.fetch_all("SELECT * FROM announcements") == []


@quick
async def test_when_the_thread_and_its_channel_are_both_gone_the_reply_and_dm_name_the_channel(world, tables):
    """Nowhere to post: the reply promises no board, and the one DM each player gets names the card's
    channel (which is what is gone), never a place that exists."""
    w = world
    _, match = await challenge(w, tables, w.alice, w.bob, options="length=40 seed=5 clock=off")
    thread = thread_of(w, tables, match)
    w.env.backend.delete_channel(thread.id)
    w.env.backend.delete_channel(tables.id)
    await w.env.settle()
    reply, narration = await move_in(w, w.games, match.id)
    assert "will follow" not in reply and f"<#{tables.id}> is deleted or hidden" in reply, reply
    for _ in range(2):
        await w.env.advance_time(LATER)
        await w.env.settle()
    assert sum(len(showing(w, c, narration)) for c in w.env.backend.messages) == 0
    for member in (w.alice, w.bob):
        told = [m.content for m in w.dms(member) if "can't post" in (m.content or "")]
        assert len(told) == 1 and f"<#{tables.id}> is deleted or hidden from me" in told[0], told
        assert w.games.mention not in told[0]
    assert await w.host.store.fetch_all("SELECT * FROM announcements") == []
