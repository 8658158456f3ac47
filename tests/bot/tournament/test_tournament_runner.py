"""Tournaments on the database (bot/tournament/runner.py): refusals, two processes pairing a
round once, round robins with a withdrawal, tables of three, deadlines.

On a real SQLite file, or PostgreSQL with ``PETRI_TEST_DATABASE=postgresql``.
"""

from __future__ import annotations

import asyncio

import pytest

import i18n

from bot.core import HostError
from bot.host.match_host import MatchHost
from bot.storage.store import Seat
from bot.tournament.runner import FINISHED, STAND_IN, Tournaments
from bot_testkit import ALICE, BOB, CAROL, DAVE

GUILD = 5
ERIN, FRANK, GINA = Seat(105, "erin"), Seat(106, "frank"), Seat(107, "gina")
BOT = Seat(900, "Petri")


async def new_tournament(desk: Tournaments, **changes):
    settings = dict(guild_id=GUILD, channel_id=1, creator=ALICE.user_id, name="Cup", game_id="dna-sequence",
                    options="seed=4", format="swiss", seats=2, rounds=3, max_entrants=None, round_seconds=None,
                    starts_at=None)
    settings.update(changes)
    return await desk.create(**settings)


async def start_tables(desk: Tournaments, t, first_channel: int = 100) -> list:
    """What the adapter does: claim the round's tables and start each match in a channel of its own."""
    outcomes = []
    for i, table in enumerate(await desk.claim_tables(t)):
        outcomes.append(await desk.start_table(t, table, first_channel + 10 * t.round + i, BOT))
    return outcomes


async def finish_round(host: MatchHost, desk: Tournaments, t) -> None:
    """The later seat of every table resigns; every end is recorded."""
    for table in await desk.unfinished(t):
        match = await host.get(table.match_id)
        loser = match.seats[-1].user_id
        await host.resign(match.id, loser)
        await desk.record(await host.get(match.id))


async def test_bad_input_is_refused_and_changes_nothing(host):
    desk = Tournaments(host)
    with pytest.raises(HostError, match="unknown format 'ladder'; formats are: swiss, round-robin"):
        await new_tournament(desk, format="ladder")
    with pytest.raises(HostError, match="Mitosis is played at tables of 2–2"):
        await new_tournament(desk, game_id="mitosis", seats=3)
    with pytest.raises(HostError, match="bad options"):
        await new_tournament(desk, options="nonsense=1")
    t = await new_tournament(desk, max_entrants=2)
    await desk.join(t, ALICE)
    with pytest.raises(HostError, match="already in this tournament"):
        await desk.join(t, ALICE)
    await desk.join(t, BOB)
    with pytest.raises(HostError, match=r"tournament #1 is full \(2 entrants\)"):
        await desk.join(t, CAROL)
    assert [e.id for e in await desk.entrants(t.id)] == [ALICE.user_id, BOB.user_id]
    with pytest.raises(HostError, match="only the organiser or a game-master"):
        await desk.start(t, BOB.user_id)
    with pytest.raises(HostError, match="there is no tournament #1 in this server"):
        await desk.get(t.id, 77)                                   # another server's
    t = await desk.start(t, ALICE.user_id)
    with pytest.raises(HostError, match="has already started; entries are closed"):
        await desk.join(t, DAVE)
    with pytest.raises(HostError, match="has already started"):
        await desk.start(t, ALICE.user_id)
    (outcome,) = await start_tables(desk, t)
    other = await new_tournament(desk, name="Other")
    with pytest.raises(HostError, match=f"match #{outcome.match.id} is not a game of tournament #{other.id}"):
        await desk.set_result(other, outcome.match.id, [0], DAVE.user_id, "x")
    with pytest.raises(HostError, match="winners must be seat numbers 1–2"):
        await desk.set_result(t, outcome.match.id, [5], DAVE.user_id, "x")
    assert (await host.get(outcome.match.id)).status == "running"


async def test_two_processes_pair_and_start_each_round_once(host, db_path):
    other = await MatchHost.open(str(db_path))
    try:
        one, two = Tournaments(host), Tournaments(other)
        t = await new_tournament(one)
        for seat in (ALICE, BOB, CAROL, DAVE, ERIN, FRANK):
            await one.join(t, seat)
        t = await one.start(t, ALICE.user_id)
        # Both processes try to start the round's tables: each table is claimed by one.
        claims = await asyncio.gather(one.claim_tables(t), two.claim_tables(await two.get(t.id, GUILD)))
        boards = [table.board for claimed in claims for table in claimed]
        assert sorted(boards) == [1, 2, 3]
        for desk, claimed in zip((one, two), claims):
            for table in claimed:
                await desk.start_table(t, table, 200 + table.board, BOT)
        await finish_round(host, one, t)
        # Both see the round complete and race to pair the next: it is paired once.
        steps = await asyncio.gather(one.advance(await one.get(t.id, GUILD)),
                                     two.advance(await two.get(t.id, GUILD)))
        assert sorted(steps, key=str) == [None, "paired"]
        assert len(await one.tables(t.id, 2)) == 3 and (await one.get(t.id, GUILD)).round == 2
        assert await asyncio.gather(one.advance(await one.get(t.id, GUILD))) == [None]   # not complete
    finally:
        await other.close()


async def test_a_round_robin_with_a_withdrawal_gives_byes_and_ends(host):
    desk = Tournaments(host)
    t = await new_tournament(desk, format="round-robin", rounds=None)
    for seat in (ALICE, BOB, CAROL, DAVE):
        await desk.join(t, seat)
    t = await desk.start(t, ALICE.user_id)
    assert t.rounds == 3
    await start_tables(desk, t)
    await finish_round(host, desk, t)
    assert await desk.advance(await desk.get(t.id, GUILD)) == "paired"
    t = await desk.get(t.id, GUILD)
    await start_tables(desk, t)
    # dave withdraws mid-round: his match is lost, and later rounds give his opponent a bye.
    (ended,) = await desk.withdraw(t, DAVE.user_id)
    assert ended.match.status == "finished"
    await desk.record(ended.match)
    with pytest.raises(HostError, match="already withdrawn"):
        await desk.withdraw(t, DAVE.user_id)
    with pytest.raises(HostError, match="entries are closed"):
        await desk.join(t, DAVE)
    await finish_round(host, desk, t)
    assert await desk.advance(await desk.get(t.id, GUILD)) == "paired"
    t = await desk.get(t.id, GUILD)
    third = await desk.tables(t.id, 3)
    assert any(table.bye for table in third) and all(DAVE.user_id not in table.seats for table in third)
    await start_tables(desk, t)
    await finish_round(host, desk, t)
    assert await desk.advance(await desk.get(t.id, GUILD)) == "finished"
    t = await desk.get(t.id, GUILD)
    assert t.status == FINISHED
    # Every pair of the three who stayed met exactly once.
    met = [frozenset(table.seats) for table in await desk.tables(t.id) if not table.bye]
    stayed = {ALICE.user_id, BOB.user_id, CAROL.user_id}
    assert sorted(len([m for m in met if m == frozenset(p)]) for p in
                  [(a, b) for a in stayed for b in stayed if a < b]) == [1, 1, 1]
    lines = await desk.standings(t)
    assert sum(s.points for s in lines) == len(met) + sum(1 for table in await desk.tables(t.id) if table.bye)


async def test_a_swiss_at_tables_of_three_with_computer_entrants(host):
    desk = Tournaments(host)
    t = await new_tournament(desk, game_id="protozoa", seats=3, rounds=2, options="", computers=2)
    for seat in (ALICE, BOB, CAROL, DAVE, ERIN):
        await desk.join(t, seat)
    t = await desk.start(t, ALICE.user_id)
    tables = await desk.tables(t.id, 1)
    assert sorted(len(table.seats) for table in tables) == [2, 2, 3]      # 7 at tables of 3
    outcomes = await start_tables(desk, t)
    for outcome in outcomes:
        computers = host.computer_seats(outcome.match)
        names = [s.name for s in outcome.match.seats]
        assert all(names[s].startswith("Petri") and computers[s] == "easy" for s in computers)
    # Game-master results decide the round (the computer plays through the bot adapter, not here).
    for table in await desk.unfinished(t):
        (outcome,) = await desk.set_result(t, table.match_id, [0], DAVE.user_id, "decided")
        await desk.record(outcome.match)
    assert await desk.advance(await desk.get(t.id, GUILD)) == "paired"


async def test_a_round_deadline_ends_the_match_of_the_seat_to_move(host):
    desk = Tournaments(host)
    t = await new_tournament(desk, round_seconds=3600.0)
    for seat in (ALICE, BOB):
        await desk.join(t, seat)
    t = await desk.start(t, ALICE.user_id)
    assert t.deadline_at == pytest.approx(host.now() + 3600, abs=5)
    (outcome,) = await start_tables(desk, t)
    assert await desk.claim_due(t.id) == []                           # not due yet
    await host.store.execute("UPDATE tournaments SET deadline_at = ? WHERE id = ?", (host.now() - 1, t.id))
    assert await desk.claim_due(t.id) == [t.id]
    assert await desk.claim_due(t.id) == []                           # claimed once
    (ended,) = await desk.adjudicate(await desk.get(t.id, GUILD), BOT.user_id)
    # The reason is the host's words, in the channel's language.
    (line,) = ended.narration
    assert str(line).endswith(" wins (the round's deadline passed)")
    assert i18n.text(line, "de").endswith(" gewinnt (die Frist der Runde ist abgelaufen)")
    assert i18n.text(line, "es").startswith(f"El director de juego terminó la partida #{ended.match.id}: gana ")
    movers = host.game_of(outcome.match).to_move(outcome.match.state)
    assert ended.match.result["winners"] == [ended.match.state["seats"][s] for s in range(2) if s not in movers]
    await desk.record(ended.match)
    assert await desk.advance(await desk.get(t.id, GUILD)) == "paired"


async def test_a_start_time_starts_the_tournament_by_itself(host):
    desk = Tournaments(host)
    t = await new_tournament(desk, starts_at=host.now() + 60)
    assert t.deadline_at == t.settings["starts_at"]
    for seat in (ALICE, BOB, CAROL):
        await desk.join(t, seat)
    await host.store.execute("UPDATE tournaments SET deadline_at = ? WHERE id = ?", (host.now() - 1, t.id))
    assert await desk.claim_due() == [t.id]
    assert await desk.adjudicate(await desk.get(t.id, GUILD), BOT.user_id) == []
    t = await desk.get(t.id, GUILD)
    assert (t.status, t.round, t.rounds) == ("running", 1, 3)
    tables = await desk.tables(t.id, 1)
    assert [len(table.seats) for table in tables] == [2, 1]               # the lowest seed has the bye
    assert tables[1].places == {CAROL.user_id: 1}


async def test_a_computer_fills_the_table_of_the_bye_when_the_organiser_allows(host):
    desk = Tournaments(host)
    t = await new_tournament(desk, fill_byes=True, rounds=2)
    for seat in (ALICE, BOB, CAROL):
        await desk.join(t, seat)
    t = await desk.start(t, ALICE.user_id)
    tables = await desk.tables(t.id, 1)
    assert [table.seats for table in tables] == [[ALICE.user_id, BOB.user_id], [CAROL.user_id, STAND_IN]]
    outcomes = await start_tables(desk, t)
    filled = outcomes[1].match
    assert host.computer_seats(filled) == {1: "easy"} and filled.seats[1].user_id == BOT.user_id
    await finish_round(host, desk, t)                       # the later seat resigns: carol beats it
    lines = {s.entrant: s for s in await desk.standings(await desk.get(t.id, GUILD))}
    assert STAND_IN not in lines and lines[CAROL.user_id].points == 1 and lines[CAROL.user_id].tiebreaks == [0, 0]
    assert await desk.advance(await desk.get(t.id, GUILD)) == "paired"
    # carol had the stand-in once: someone else meets it in round 2.
    (second,) = [table.seats for table in await desk.tables(t.id, 2) if STAND_IN in table.seats]
    assert CAROL.user_id not in second
