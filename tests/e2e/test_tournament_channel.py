"""A tournament in a channel where the bot may not open threads: its tables are played
in the channel itself, one match at a time (as ``/play`` does there), and the organiser is told
why, naming the missing permission; nothing stalls.
"""

from __future__ import annotations

import pytest

from bot.adapter import create_bot
from bot.ops.config import Config

pytestmark = pytest.mark.simcord(settle_timeout=60)


@pytest.fixture
def simcord_bot(db_path):
    return create_bot(Config(database=db_path, deadline_poll=0, render_workers=0), computer_iterations=2)


async def live_matches(w) -> list:
    return [m for m in await w.host.store.find_matches(statuses=("lobby", "running"), limit=100)
            if m.extra.get("tournament")]


async def resign_live(w) -> None:
    """The later seat of the tournament's one live match resigns (asked, then confirmed)."""
    (match,) = await live_matches(w)
    loser = next(m for m in w.members.values() if m.id == match.seats[-1].user_id)
    asked = await loser.slash(w.games, "resign", match=match.id)
    r = await loser.click(asked.response, label="Resign")
    assert r.acknowledged and r.response.content.startswith("You resigned"), r
    await w.env.settle()


async def test_a_tournament_without_thread_permission_plays_its_tables_in_the_channel(world):
    w = world                                            # #games: the bot may not open threads
    r = await w.alice.slash(w.games, "tournament create", name="Cup", game="dna-sequence", format="swiss",
                            rounds=2, options="seed=4")
    assert not r.ephemeral, r
    for name in ("alice", "bob", "carol", "dave"):
        assert not (await w.members[name].slash(w.games, "tournament join")).ephemeral
    started = await w.alice.slash(w.games, "tournament start")
    assert not started.ephemeral and "round 1 of 2" in started.response.content, started
    await w.env.settle()
    # The organiser is told, with the permission named, and the first table plays in the channel.
    told = [m for m in w.games.history() if "Create Public Threads" in m.content]
    assert len(told) == 1 and f"<@{w.alice.id}>" in told[0].content, [m.content for m in w.games.history()]
    assert "tournament #1" in told[0].content.lower()
    (first,) = await live_matches(w)
    assert first.status == "running" and first.channel_id == w.games.id and first.thread_id is None
    assert w.games.threads == []
    # One table at a time: when its match ends, the next table's match starts in the channel.
    await resign_live(w)
    (second,) = await live_matches(w)
    assert second.id != first.id and second.channel_id == w.games.id
    await resign_live(w)
    t = await w.bot.tournaments.get(1, w.guild.id)
    assert t.round == 2, "round 2 was not paired"
    await resign_live(w)
    await resign_live(w)
    assert (await w.bot.tournaments.get(1, w.guild.id)).status == "finished"
    assert len([m for m in w.games.history() if "Create Public Threads" in m.content]) == 1   # told once
    assert any(m.content.startswith("Tournament #1 is over") for m in w.games.history())


async def test_a_start_time_that_cannot_start_the_tournament_tells_the_organiser(world):
    w = world
    r = await w.alice.slash(w.games, "tournament create", name="Cup", game="dna-sequence", format="swiss",
                            starts_in="1h")
    assert not r.ephemeral, r
    await w.bob.slash(w.games, "tournament join")                   # one entrant: too few
    await w.env.advance_time(3601)
    await w.env.settle()
    told = [m.content for m in w.games.history() if "needs at least 2 entrants" in m.content]
    assert len(told) == 1 and f"<@{w.alice.id}>" in told[0] and "#1" in told[0], told
    row = await w.host.store.fetch_one("SELECT status, deadline_at FROM tournaments WHERE id = 1")
    assert row["status"] == "open" and row["deadline_at"] is None   # said once; started by hand later
    await w.carol.slash(w.games, "tournament join")
    started = await w.alice.slash(w.games, "tournament start")
    assert not started.ephemeral and "round 1" in started.response.content
