"""``/notify``: each member's choice of how their turns reach them — a mention in
the match's thread (the default), a DM, a digest every N hours, or nothing — and quiet hours
in their time zone, when only the final reminder gets through.

Time is SimCord's virtual clock (``env.advance_time``); the digest look runs every
``DIGEST_POLL`` virtual seconds, and ``bot.digests.run_once()`` looks at once.  The digest of a
period goes out once, across a restart and with a second process on the same database
(``MatchHost.open`` on it: its own connections, as another process has; on the PostgreSQL
pass of the suite, ``PETRI_TEST_DATABASE=postgresql``, that is PostgreSQL).
"""

from __future__ import annotations

import asyncio
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

from bot.adapter.notify import DIGEST_POLL, Digests
from bot.host.match_host import MatchHost
from cli.simlocale import speaking
from tests.e2e.conftest import mention, pinged, play_first_legal, thread_of
from tests.e2e.test_secret_setup import close_dms
from tests.e2e.test_threads import challenge


def dm_texts(w, member) -> list[str]:
    return [m.content for m in w.dms(member)] if member.user.dm_channel is not None else []


async def notify(member, channel, **options):
    answer = await member.slash(channel, "notify", **options)
    assert answer.acknowledged and answer.ephemeral, answer
    return answer.response.content


def quiet_around(w, zone: str, hours: int = 2) -> str:
    """Quiet hours in ``zone`` that began at the current local hour and last ``hours``."""
    local = datetime.fromtimestamp(w.bot.now(), timezone.utc).astimezone(ZoneInfo(zone))
    return f"{local.hour}-{(local.hour + hours) % 24}"


async def test_without_a_choice_the_turn_pings_in_the_thread_as_before(world, tables):
    w = world
    shown = await notify(w.alice, tables)
    assert "a mention in the match's thread" in shown and "You have not chosen yet" in shown
    _, match = await challenge(w, tables, w.alice, w.bob, options="length=12 seed=5 deadline=1d")
    thread = thread_of(w, tables, match)
    post = thread.history()[0]
    assert mention(w.alice) in post.content and pinged(w.env, post) == [w.alice.id]
    assert dm_texts(w, w.alice) == []


async def test_dm_instead_of_a_ping_with_a_link_to_the_thread(world, tables):
    w = world
    saved = await notify(w.alice, tables, how="dm")
    assert saved.startswith("Saved.\nYour turns: a direct message")
    _, match = await challenge(w, tables, w.alice, w.bob, options="length=12 seed=5 deadline=1d")
    thread = thread_of(w, tables, match)
    post = thread.history()[0]
    assert mention(w.alice) in post.content and pinged(w.env, post) == []     # named, not pinged
    (dm,) = dm_texts(w, w.alice)
    assert dm.startswith(f"Your move in match #{match.id} (DNA (sequence chunks)), due <t:")
    assert dm.endswith(f"https://discord.com/channels/{w.guild.id}/{thread.id}")
    # bob chose nothing: his turn pings him as before, and he gets no DM
    reply, _ = await play_first_legal(w, thread, match.id)
    assert pinged(w.env, reply) == [w.bob.id] and dm_texts(w, w.bob) == []
    # back to alice: one more DM
    await play_first_legal(w, thread, match.id)
    assert len(dm_texts(w, w.alice)) == 2


async def test_none_means_neither_a_ping_nor_a_dm(world, tables):
    w = world
    await notify(w.alice, tables, how="none")
    _, match = await challenge(w, tables, w.alice, w.bob, options="length=12 seed=5 clock=60")
    post = thread_of(w, tables, match).history()[0]
    assert pinged(w.env, post) == [] and mention(w.alice) in post.content
    await w.env.advance_time(55)                     # both reminders went by
    reminders = [m for m in thread_of(w, tables, match).history() if m.content.startswith("⏰")]
    assert len(reminders) == 2 and all(pinged(w.env, m) == [] for m in reminders)
    assert dm_texts(w, w.alice) == []


async def test_quiet_hours_hold_everything_but_the_final_reminder(world, tables):
    w = world
    quiet = quiet_around(w, "Asia/Tokyo")
    shown = await notify(w.alice, tables, timezone="Asia/Tokyo", quiet=quiet)
    assert "Time zone: Asia/Tokyo" in shown and "Quiet hours: " in shown
    _, match = await challenge(w, tables, w.alice, w.bob, options="length=12 seed=5 clock=60")
    thread = thread_of(w, tables, match)
    assert pinged(w.env, thread.history()[0]) == []                        # the turn: held
    await w.env.advance_time(30)
    half = thread.history()[-1]
    assert half.content.startswith("⏰ alice: half of your time is used") and pinged(w.env, half) == []
    await w.env.advance_time(24)
    final = thread.history()[-1]
    assert final.content.startswith("⏰ alice: only 6s left!") and pinged(w.env, final) == [w.alice.id]


async def test_quiet_hours_of_a_dm_member_let_only_the_final_reminder_dm_through(world, tables):
    w = world
    await notify(w.alice, tables, how="dm", timezone="Asia/Tokyo", quiet=quiet_around(w, "Asia/Tokyo"))
    await challenge(w, tables, w.alice, w.bob, options="length=12 seed=5 clock=60")
    await w.env.advance_time(30)
    assert dm_texts(w, w.alice) == []
    await w.env.advance_time(24)
    (final,) = dm_texts(w, w.alice)
    assert final.startswith("⏰ Match #") and "your time is nearly out" in final


async def test_a_digest_lists_every_waiting_match_once_per_period(world, tables):
    w = world
    shown = await notify(w.alice, tables, how="digest", every=6)
    assert "one direct message every 6 hours" in shown
    made = []
    for opponent in (w.bob, w.carol, w.dave):
        _, match = await challenge(w, tables, w.alice, opponent, options="length=12 seed=5 deadline=1d")
        made.append(match)
        assert pinged(w.env, thread_of(w, tables, match).history()[0]) == []
    assert dm_texts(w, w.alice) == []                                      # no DM per turn
    await w.env.advance_time(DIGEST_POLL)                                  # the periodic look
    (digest,) = dm_texts(w, w.alice)
    assert digest.startswith("3 matches are waiting for you:")
    assert all(f"**#{m.id} " in digest and f"/{m.thread_id}" in digest for m in made)
    # later looks in the same period, a restart, and a second process: nothing more
    assert await w.bot.digests.run_once() == 0
    await w.restart()
    assert await w.bot.digests.run_once() == 0
    other = await MatchHost.open(w.db_path, now=w.bot.now)
    try:
        assert await Digests(w.bot, other).run_once() == 0
    finally:
        await other.close()
    assert len(dm_texts(w, w.alice)) == 1
    # the next period: one new digest
    await w.env.advance_time(6 * 3600)
    assert len(dm_texts(w, w.alice)) == 2


async def test_two_processes_looking_at_once_send_one_digest(world, tables):
    w = world
    await notify(w.alice, tables, how="digest", every=24)
    await challenge(w, tables, w.alice, w.bob, options="length=12 seed=5 deadline=1d")
    other = await MatchHost.open(w.db_path, now=w.bot.now)          # another process's connections
    try:
        sent = await asyncio.gather(w.bot.digests.run_once(), Digests(w.bot, other).run_once(),
                                    Digests(w.bot, other).run_once())
    finally:
        await other.close()
    assert sorted(sent) == [0, 0, 1]
    (digest,) = dm_texts(w, w.alice)
    assert digest.startswith("One match is waiting for you:")


async def test_no_digest_in_quiet_hours_then_one_when_they_end(world, tables):
    w = world
    await notify(w.alice, tables, how="digest", every=24, timezone="Asia/Tokyo",
                 quiet=quiet_around(w, "Asia/Tokyo", hours=3))
    await challenge(w, tables, w.alice, w.bob, options="length=12 seed=5 deadline=2d")
    await w.env.advance_time(2 * 3600)
    assert await w.bot.digests.run_once() == 0 and dm_texts(w, w.alice) == []
    await w.env.advance_time(3600 + DIGEST_POLL)                        # quiet hours are over
    (digest,) = dm_texts(w, w.alice)
    assert digest.startswith("One match is waiting for you:")


async def test_a_bad_time_zone_or_span_is_refused_clearly(world, tables):
    w = world
    refused = await w.alice.slash(tables, "notify", timezone="Mars/Olympus")
    assert refused.response.content.startswith("“Mars/Olympus” is not a time zone I know: give its IANA name")
    refused = await w.alice.slash(tables, "notify", quiet="late")
    assert "“late” is not a span of hours" in refused.response.content
    assert "You have not chosen yet" in await notify(w.alice, tables)          # nothing was saved
    with speaking({w.alice.id: "de"}):
        german = await w.alice.slash(tables, "notify", timezone="../etc/passwd")
    assert german.response.content.startswith("„../etc/passwd“ ist keine Zeitzone")


async def test_in_dms_the_choice_is_the_same(world, tables):
    w = world
    await w.alice.user.slash("notify", how="dm")
    assert "a direct message" in await notify(w.alice, tables)


async def test_a_dm_member_whose_dms_fail_is_pinged_instead(world, tables):
    w = world
    await notify(w.alice, tables, how="dm")
    _, match = await challenge(w, tables, w.alice, w.bob, options="length=12 seed=5 deadline=1d")
    thread = thread_of(w, tables, match)
    assert pinged(w.env, thread.history()[0]) == [] and len(dm_texts(w, w.alice)) == 1
    close_dms(w, w.alice)
    await play_first_legal(w, thread, match.id)          # alice moves; bob moves: her DM fails ...
    await play_first_legal(w, thread, match.id)
    notice = thread.history()[-1]                        # ... so the thread pings her after the post
    assert notice.content.startswith(f"{mention(w.alice)}, your move: a direct message could not reach you")
    assert pinged(w.env, notice) == [w.alice.id]
    await play_first_legal(w, thread, match.id)
    await play_first_legal(w, thread, match.id)          # her next turn: the post itself pings her
    post = thread.history()[-1]
    assert f"{mention(w.alice)}, your move" in post.content and pinged(w.env, post) == [w.alice.id]
    assert sum("could not reach you" in m.content for m in thread.history()) == 1     # told once
