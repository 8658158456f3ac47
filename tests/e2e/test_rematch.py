"""Rematch end to end: the end-of-match post has a Rematch button; when both
players have pressed it (across a restart), one new match opens with the same game, options
and clock, a new seed, the seats rotated, in a new thread; a second press by the same player
and a non-player's press change nothing."""

from __future__ import annotations

from tests.e2e.conftest import button_labels, resign, thread_of
from tests.e2e.test_computer_opponent import petri
from tests.e2e.test_threads import card_match_id, challenge


async def rematches_of(w, match_id: int) -> list:
    found = await w.host.store.find_matches(guild_id=w.guild.id, limit=50)
    return [m for m in found if m.extra.get("rematch_of") == match_id]


async def test_rematch_opens_one_new_match_once_both_players_press(world, tables):
    w = world
    card, old = await challenge(w, tables, w.alice, w.bob, options="length=6 seed=2 deadline=24h")
    thread = thread_of(w, tables, old)
    end = await resign(w.alice, thread, thread)
    assert "Rematch" in button_labels(end)

    stranger = await w.carol.click(end, label="Rematch")
    assert stranger.ephemeral and f"only the players of match #{old.id}" in stranger.response.content
    asked = await w.alice.click(end, label="Rematch")
    assert not asked.ephemeral
    assert asked.response.content == (f"🔁 <@{w.alice.id}> asks for a rematch of match #{old.id} (1/2); "
                                      f"waiting for <@{w.bob.id}>.")
    twice = await w.alice.click(end, label="Rematch")
    assert twice.ephemeral and "already" in twice.response.content
    assert await rematches_of(w, old.id) == []

    await w.restart()                                    # the button and the votes outlive the process
    opened = await w.bob.click(end, label="Rematch")
    assert opened.acknowledged and opened.ephemeral
    (new,) = await rematches_of(w, old.id)
    assert f"The rematch is open: match #{new.id} in <#{new.thread_id}>." in opened.response.content
    assert new.status == "running" and new.game == old.game and new.options == old.options
    assert new.extra["clock_spec"] == old.extra["clock_spec"] and new.seed != old.seed
    assert [s.user_id for s in new.seats] == [w.bob.id, w.alice.id]          # the first seat rotated
    assert new.thread_id not in (None, old.thread_id)
    assert any(f"Rematch of match #{old.id}: match #{new.id}" in m.content for m in tables.history())

    again = await w.bob.click(end, label="Rematch")
    late = await w.alice.click(end, label="Rematch")
    for answer in (again, late):
        assert answer.ephemeral and f"open already: match #{new.id}" in answer.response.content
    assert len(await rematches_of(w, old.id)) == 1


async def test_a_match_against_the_computer_rematches_at_one_press(world, tables):
    w = world
    r = await w.alice.slash(tables, "play", game="dna-sequence", options="length=6 seed=2", opponent=petri(w))
    old = await w.host.get(card_match_id(r.response))
    end = await resign(w.alice, thread_of(w, tables, old), thread_of(w, tables, old))
    opened = await w.alice.click(end, label="Rematch")
    (new,) = await rematches_of(w, old.id)
    # Started at once. The rematch's seed is drawn anew, and on some deals of a 6-letter strand
    # the computer, now moving first, has nothing to remove but its whole strand ("Petri is
    # out"): the match can be over by the time this reads it.
    assert opened.ephemeral and new.status in ("running", "finished") and new.state is not None
    assert [s.user_id for s in new.seats] == [w.bot.user.id, w.alice.id]
    assert new.extra["computers"] == {"0": "normal"}
