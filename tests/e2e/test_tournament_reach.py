"""A tournament seen from its players: ``/tournament withdraw`` asks first while a
match of theirs is being played (as ``/resign`` does), and the final standings stay reachable
in the tournament's channel after the end."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import button_labels

pytestmark = pytest.mark.simcord(settle_timeout=60)


async def two_member_cup(w, channel, game="dna-sequence", options="length=12 seed=5 clock=off"):
    """alice and bob in a one-round Swiss of ``game`` in ``channel``, started: its one match running."""
    r = await w.alice.slash(channel, "tournament create", name="Cup", game=game, format="swiss", rounds=1,
                            options=options)
    assert not r.ephemeral, r.response.content
    for name in ("alice", "bob"):
        await w.members[name].slash(channel, "tournament join")
    await w.alice.slash(channel, "tournament start")
    await w.env.settle()
    t = await w.bot.tournaments.get(1, w.guild.id)
    (table,) = await w.bot.tournaments.tables(t.id, 1)
    match = await w.host.get(table.match_id)
    assert match.status == "running"
    return t, match


async def test_withdraw_during_a_match_asks_first(world):
    w = world
    club = w.guild.create_text_channel("club")
    t, match = await two_member_cup(w, club)
    before = len(club.history())
    asked = await w.alice.slash(club, "tournament withdraw")
    assert asked.ephemeral and asked.response.content.startswith(f"Withdraw from tournament #{t.id}?"), asked
    assert f"#{match.id}" in asked.response.content
    assert button_labels(asked.response) == ["Withdraw", "Keep playing"]
    assert (await w.host.get(match.id)).status == "running" and len(club.history()) == before
    kept = await w.alice.click(asked.response, label="Keep playing")
    assert kept.response.content == f"You stay in tournament #{t.id}."
    assert (await w.host.get(match.id)).status == "running"
    assert [e.status for e in await w.bot.tournaments.entrants(t.id)] == ["active", "active"]

    asked = await w.alice.slash(club, "tournament withdraw")
    done = await w.alice.click(asked.response, label="Withdraw")
    assert done.response.content == f"You withdrew from tournament #{t.id}."
    await w.env.settle()
    assert (await w.host.get(match.id)).status == "finished"
    assert any(m.content == f"alice withdrew from tournament #{t.id}." for m in club.history())
    assert [e.status for e in await w.bot.tournaments.entrants(t.id)] == ["withdrawn", "active"]


async def test_withdraw_with_no_match_being_played_needs_no_question(world):
    w = world
    club = w.guild.create_text_channel("club")
    await w.alice.slash(club, "tournament create", name="Cup", game="dna-sequence", format="swiss", rounds=1)
    await w.bob.slash(club, "tournament join")
    gone = await w.bob.slash(club, "tournament withdraw")        # before the start: leaves at once
    assert not gone.ephemeral and gone.response.content == "bob withdrew from tournament #1."


async def test_final_standings_stay_reachable_in_the_channel(world):
    w = world
    club = w.guild.create_text_channel("club")
    t, match = await two_member_cup(w, club)
    asked = await w.bob.slash(club, "resign", match=match.id)
    await w.bob.click(asked.response, label="Resign")
    await w.env.settle()
    assert (await w.bot.tournaments.get(t.id, w.guild.id)).status == "finished"
    shown = await w.carol.slash(club, "tournament standings")
    assert not shown.ephemeral, shown.response.content
    assert shown.response.content.startswith("**Cup") and "final standings" in shown.response.content
    assert "alice" in shown.response.content and shown.response.attachments
    # Elsewhere there is still none.
    none = await w.carol.slash(w.games, "tournament standings")
    assert none.ephemeral


async def test_a_tables_clock_starts_when_its_match_is_posted(world, monkeypatch):
    """The opening post is late (a slow picture, a slow Discord: here 100 s of the bot's clock
    pass while it is delivered); the first mover's time counts from the post, not from the
    match's creation, so the half-time reminder does not come early."""
    from bot.adapter import flows

    w = world
    club = w.guild.create_text_channel("club")
    delivered = []
    announce = flows.announce

    async def slow_announce(client, host, outcome, *args, **kwargs):
        if outcome.match.extra.get("tournament") and not delivered:
            late = host.now() + 100
            monkeypatch.setattr(host, "now", lambda: late)
            delivered.append(late)
        await announce(client, host, outcome, *args, **kwargs)

    monkeypatch.setattr(flows, "announce", slow_announce)
    t, match = await two_member_cup(w, club, game="mitosis", options="")
    (mover,) = w.host.game_of(match).to_move(match.state)
    assert match.extra["clock"]["started"] == {str(mover): delivered[0]}
