"""Standings come from the tables' match results, never from a copy kept beside them.

A game-master undo of a finished tournament match followed by a different result changes the
standings; a reopened match holds the next round; a table's match is created and recorded on
the table in one step, so a process killed in between leaves exactly one live match.

On a real SQLite file, or PostgreSQL with ``PETRI_TEST_DATABASE=postgresql``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from bot.core import HostError
from bot.storage.store import Seat
from bot.tournament.runner import CLAIM_LEASE, Tournaments
from bot_testkit import ALICE, BOB, CAROL, DAVE

GUILD = 5
BOT = Seat(900, "Petri")
REPO = Path(__file__).resolve().parents[3]


async def four_player_swiss(desk: Tournaments, rounds: int = 2):
    t = await desk.create(guild_id=GUILD, channel_id=1, creator=ALICE.user_id, name="Cup", game_id="dna-sequence",
                          options="seed=4", format="swiss", seats=2, rounds=rounds, max_entrants=None,
                          round_seconds=None, starts_at=None)
    for seat in (ALICE, BOB, CAROL, DAVE):
        await desk.join(t, seat)
    t = await desk.start(t, ALICE.user_id)
    for i, table in enumerate(await desk.claim_tables(t)):
        await desk.start_table(t, table, 100 + i, BOT)
    return await desk.get(t.id, GUILD)


async def resign(host, desk, match_id: int, seat: int) -> None:
    """``seat`` of the match resigns and the end is recorded, as ``MatchHost.on_end`` makes the bot do."""
    match = await host.get(match_id)
    await host.resign(match_id, match.seats[seat].user_id)
    await desk.record(await host.get(match_id))


def points(lines) -> dict[int, float]:
    return {s.entrant: s.points for s in lines}


async def test_an_undo_then_another_result_changes_the_standings(host):
    desk = Tournaments(host)
    t = await four_player_swiss(desk)
    first, second = await desk.tables(t.id, 1)
    for table in (first, second):
        await resign(host, desk, table.match_id, 1)            # the first seat wins each table
    winner, loser = first.seats
    assert points(await desk.standings(t))[winner] == 1 and points(await desk.standings(t))[loser] == 0
    # A game-master takes the resignation back: the match is running again and counts for nobody.
    await host.gm_undo(first.match_id, DAVE.user_id, 1)
    reopened = points(await desk.standings(t))
    assert reopened[winner] == 0 and reopened[loser] == 0
    # This time the other seat wins: the standings follow the match.
    await resign(host, desk, first.match_id, 0)
    after = points(await desk.standings(t))
    assert after[winner] == 0 and after[loser] == 1
    (table,) = [x for x in await desk.tables(t.id, 1) if x.board == first.board]
    assert table.places == {loser: 1, winner: 2}


async def test_a_game_masters_result_stands_until_the_match_changes_again(host):
    desk = Tournaments(host)
    t = await four_player_swiss(desk)
    first, second = await desk.tables(t.id, 1)
    await resign(host, desk, first.match_id, 1)
    a, b = first.seats
    assert await desk.set_result(t, first.match_id, [1], DAVE.user_id, "misclick") == []
    assert points(await desk.standings(t))[b] == 1 and points(await desk.standings(t))[a] == 0
    # An undo after the decision reopens the match: the decision was about the result it replaced.
    await host.gm_undo(first.match_id, DAVE.user_id, 1)
    assert points(await desk.standings(t))[b] == 0
    await resign(host, desk, first.match_id, 1)
    assert points(await desk.standings(t))[a] == 1


async def test_a_reopened_match_holds_the_next_round(host):
    desk = Tournaments(host)
    t = await four_player_swiss(desk, rounds=3)
    first, second = await desk.tables(t.id, 1)
    for table in (first, second):
        await resign(host, desk, table.match_id, 1)
    # Every table was over, then an undo reopens one: the round is not complete any more.
    await host.gm_undo(second.match_id, DAVE.user_id, 1)
    assert await desk.advance(await desk.get(t.id, GUILD)) is None
    assert (await desk.get(t.id, GUILD)).round == 1 and await desk.tables(t.id, 2) == []
    await resign(host, desk, second.match_id, 0)
    assert await desk.advance(await desk.get(t.id, GUILD)) == "paired"
    # An earlier round's match reopened while round 2 is played holds round 3 as well.
    t = await desk.get(t.id, GUILD)
    for i, table in enumerate(await desk.claim_tables(t)):
        await desk.start_table(t, table, 200 + i, BOT)
    for table in await desk.tables(t.id, 2):
        await resign(host, desk, table.match_id, 1)
    await host.gm_undo(first.match_id, DAVE.user_id, 1)
    assert await desk.advance(await desk.get(t.id, GUILD)) is None
    await resign(host, desk, first.match_id, 1)
    assert await desk.advance(await desk.get(t.id, GUILD)) == "paired"


async def test_a_tournament_ended_early_keeps_its_unfinished_tables_out(host):
    desk = Tournaments(host)
    t = await four_player_swiss(desk)
    first, second = await desk.tables(t.id, 1)
    await resign(host, desk, first.match_id, 1)
    t = await desk.end(await desk.get(t.id, GUILD))
    before = points(await desk.standings(t))
    # The match left running goes on as an ordinary match; its result no longer counts.
    await resign(host, desk, second.match_id, 1)
    assert points(await desk.standings(await desk.get(t.id, GUILD))) == before


# -- a process dies while it starts a table -----------------------------------------------------
_STARTER = textwrap.dedent("""
    import asyncio, os, sys
    from bot.host.match_host import MatchHost
    from bot.storage.store import Seat
    from bot.tournament.runner import Tournaments

    async def main(target, tournament_id, when):
        host = await MatchHost.open(target)
        started = MatchHost.start

        async def start(self, *args, **kwargs):
            if when == "before-start":
                os._exit(9)                      # dies like kill -9: nothing more is written
            outcome = await started(self, *args, **kwargs)
            os._exit(9)
        MatchHost.start = start
        desk = Tournaments(host)
        t = await desk.get(tournament_id, 5)
        (table,) = await desk.claim_tables(t)
        await desk.start_table(t, table, 300, Seat(900, "Petri"))
        print("not killed")

    asyncio.run(main(sys.argv[1], int(sys.argv[2]), sys.argv[3]))
""")


@pytest.mark.parametrize("when", ["before-start", "after-start"])
async def test_a_process_killed_while_it_starts_a_table_leaves_one_live_match(host, db_path, tmp_path, when):
    desk = Tournaments(host)
    t = await desk.create(guild_id=GUILD, channel_id=1, creator=ALICE.user_id, name="Cup", game_id="dna-sequence",
                          options="seed=4", format="swiss", seats=2, rounds=1, max_entrants=None,
                          round_seconds=None, starts_at=None)
    for seat in (ALICE, BOB):
        await desk.join(t, seat)
    t = await desk.start(t, ALICE.user_id)
    script = tmp_path / "starter.py"
    script.write_text(_STARTER)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, str(script), str(db_path), str(t.id), when], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 9, done.stdout + done.stderr
    # Within the dead process's lease nobody starts the table again.
    assert await desk.claim_tables(t) == []
    # The lease runs out (as 60 s later): another process starts the table.
    await host.store.execute("UPDATE tournament_games SET starting_at = ? WHERE tournament_id = ?",
                             (host.now() - CLAIM_LEASE - 1, t.id))
    for table in await desk.claim_tables(t):
        await desk.start_table(t, table, 400, BOT)
    rows = await host.store.fetch_all("SELECT id, status, extra FROM matches")
    mine = [r for r in rows if json.loads(r["extra"]).get("tournament") == [t.id, 1, 1]]
    live = [r["id"] for r in mine if r["status"] in ("lobby", "running")]
    (table,) = await desk.tables(t.id, 1)
    assert live == [table.match_id], [dict(r) for r in mine]
    # And it is the table's match that decides the table.
    await resign(host, desk, table.match_id, 1)
    assert points(await desk.standings(await desk.get(t.id, GUILD)))[ALICE.user_id] == 1
    with pytest.raises(HostError):
        await desk.start_table(t, table, 500, BOT)              # a started table is never started twice
