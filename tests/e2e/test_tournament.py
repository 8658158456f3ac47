"""``/tournament`` on SimCord: a Swiss of six members and two computers to the end.

One member withdraws, one round ends by its deadline, the bot restarts in the
middle of a round, and the final standings come as a picture.  Every table's
match starts by itself in its own thread; bad inputs (joining twice, a start by another) are
refused with a clear line and change nothing.
"""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.adapter import create_bot
from bot.ops.config import Config
from tests.e2e.conftest import png_of

pytestmark = pytest.mark.simcord(settle_timeout=60)

ITERATIONS = 2


@pytest.fixture
def simcord_bot(db_path):
    return create_bot(Config(database=db_path, deadline_poll=0, render_workers=0), computer_iterations=ITERATIONS)


async def restart_with_computers(w):
    old = w.env.bot
    new = create_bot(Config(database=w.db_path, deadline_poll=0, render_workers=0),
                     computer_iterations=ITERATIONS)
    w.bots.append(new)
    await w.env.restart_bot(new)
    await old.close()


async def tournament_row(w, number: int) -> dict:
    return dict(await w.host.store.fetch_one("SELECT * FROM tournaments WHERE id = ?", (number,)))


async def current_tables(w, number: int):
    t = await w.bot.tournaments.get(number, w.guild.id)
    return t, await w.bot.tournaments.tables(number, t.round)


async def play_round(w, number: int, *, keep: set[int] = frozenset()) -> None:
    """Finish the round's matches: at each table a member resigns (the later seat when two
    members meet); computer-only tables play themselves.  Matches in ``keep`` are left running."""
    t, tables = await current_tables(w, number)
    for table in tables:
        if table.bye or table.match_id in keep:
            continue
        await w.env.settle()
        match = await w.host.get(table.match_id)
        if match.status != "running":
            continue
        people = [e for e in table.seats if e > 0]
        if not people:
            continue
        loser = next(m for m in w.members.values() if m.id == people[-1])
        asked = await loser.slash(w.games, "resign", match=match.id)      # asks first
        r = await loser.click(asked.response, label="Resign")
        assert r.acknowledged and r.response.content.startswith("You resigned"), r
    await w.env.settle()


async def test_a_swiss_of_six_members_and_two_computers_to_the_end(world):
    w = world
    # A channel where the bot may open threads (the world's #games may not, and then matches fall back to the channel).
    w.games = w.guild.create_text_channel("club")
    for name in ("erin", "frank"):
        w.members[name] = w.guild.add_member(w.env.create_user(name))
    r = await w.alice.slash(w.games, "tournament create", name="Club Swiss", game="dna-sequence",
                            format="swiss", rounds=3, round_deadline="1h", computers=2, options="seed=4")
    assert not r.ephemeral and "Tournament #1 **Club Swiss**" in r.response.content, r
    for name in ("alice", "bob", "carol", "dave", "erin", "frank"):
        joined = await w.members[name].slash(w.games, "tournament join")
        assert not joined.ephemeral, joined
    # Bad input: twice, then a start by someone else, each refused and nothing changed.
    twice = await w.bob.slash(w.games, "tournament join")
    assert twice.ephemeral and "already in this tournament" in twice.response.content
    not_theirs = await w.bob.slash(w.games, "tournament start")
    assert not_theirs.ephemeral and "only the organiser" in not_theirs.response.content
    assert (await tournament_row(w, 1))["status"] == "open"

    started = await w.alice.slash(w.games, "tournament start")
    assert not started.ephemeral and "round 1 of 3" in started.response.content, started
    await w.env.settle()
    t, tables = await current_tables(w, 1)
    assert len(tables) == 4 and not any(table.bye for table in tables)
    assert len(w.games.threads) == 4                       # each table in a thread of its own
    late = await w.mod.slash(w.games, "tournament join")
    assert late.ephemeral and "has already started; entries are closed" in late.response.content

    # Game-master tools are refused to players; a game-master pauses and resumes.
    refused = await w.bob.slash(w.games, "tournament pause")
    assert refused.ephemeral and "only game-masters" in refused.response.content
    paused = await w.mod.slash(w.games, "tournament pause")
    assert not paused.ephemeral and "is paused" in paused.response.content
    assert (await tournament_row(w, 1))["deadline_at"] is None
    resumed = await w.mod.slash(w.games, "tournament resume")
    assert "goes on" in resumed.response.content and (await tournament_row(w, 1))["deadline_at"] is not None

    await play_round(w, 1)
    t, tables = await current_tables(w, 1)
    assert t.round == 2, "round 2 was not paired after round 1 ended"
    mid = await w.carol.slash(w.games, "tournament standings")
    assert not mid.ephemeral and "Club Swiss: standings" in mid.response.content
    assert mid.response.attachments[0].filename == "tournament-1-standings.png"

    # Round 2: bob withdraws (his match is lost); one match is left to the deadline.
    asked = await w.bob.slash(w.games, "tournament withdraw")      # his match is on: asked first
    assert asked.ephemeral and asked.response.content.startswith("Withdraw from tournament #1?"), asked
    await w.bob.click(asked.response, label="Withdraw")
    assert any("bob withdrew" in m.content for m in w.games.history())
    again = await w.bob.slash(w.games, "tournament withdraw")
    assert again.ephemeral and "already withdrawn" in again.response.content
    rejoin = await w.bob.slash(w.games, "tournament join")
    assert rejoin.ephemeral and "entries are closed" in rejoin.response.content
    await w.env.settle()
    t, tables = await current_tables(w, 1)
    running = [table for table in tables if table.places is None and table.match_id]
    people_only = [table for table in running if all(e > 0 for e in table.seats)]
    kept = {people_only[0].match_id} if people_only else {running[0].match_id}
    await play_round(w, 1, keep=kept)
    t, _ = await current_tables(w, 1)
    assert t.round == 2
    await w.env.advance_time(3601)                          # the round's deadline: adjudicated
    await w.env.settle()
    (kept_id,) = kept
    assert (await w.host.get(kept_id)).result["reason"].endswith("the round's deadline passed")
    t, tables = await current_tables(w, 1)
    assert t.round == 3
    assert all(102 not in table.seats for table in tables)  # a withdrawn player is never paired

    # A game-master's result for a match of another tournament is refused.
    other = await w.carol.slash(w.games, "tournament create", name="Other", game="dna-sequence", format="swiss")
    assert not other.ephemeral
    refused = await w.mod.slash(w.games, "tournament result", match=kept_id, winners="1", number=2)
    assert refused.ephemeral and f"match #{kept_id} is not a game of tournament #2" in refused.response.content

    # A restart in the middle of round 3, then the round is played out.
    await restart_with_computers(w)
    await w.env.settle()
    await play_round(w, 1)
    row = await tournament_row(w, 1)
    assert row["status"] == "finished", row

    final = [m for m in w.public() if any(a.filename == "tournament-1-standings.png" for a in m.attachments)]
    assert final, "no final standings picture"
    (picture,) = final[-1].attachments
    assert Image.open(io.BytesIO(await png_of(picture))).width >= 550
    assert "final standings" in final[-1].content and "Buchholz" in final[-1].content
    leader = (await w.bot.tournaments.standings(await w.bot.tournaments.get(1, w.guild.id)))[0]
    names = {e.id: e.name for e in await w.bot.tournaments.entrants(1)}
    assert any(m.content.startswith(f"Tournament #1 is over. Won by {names[leader.entrant]}") for m in w.public())
    # Every pairing created once: one match per table, in a thread of its own.
    games = await w.host.store.fetch_all(
        "SELECT match_id FROM tournament_games WHERE tournament_id = 1 AND match_id IS NOT NULL")
    assert len(games) == len({g[0] for g in games}) == len(w.games.threads)
