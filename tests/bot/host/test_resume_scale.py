"""Start-up resume reads only the matches where a computer seat may be due:
among 5 000 running matches, the ones with the bot in a seat, a page at a time, with no
cap on how many; every match where a computer is to move is found, no other is."""

from __future__ import annotations

from bot.adapter import computer_seats
from bot.host.match_host import MatchHost
from bot.host.replay import start_state
from bot.storage.store import MatchRow, Seat
from bot_testkit import ALICE, BOB
from games import get_game

PETRI = Seat(999, "Petri (easy)")
RUNNING_MATCHES = 5_000
#: Matches with a computer seat: more than one page of ``due_matches``.
WITH_COMPUTER = 700


async def _running(host: MatchHost) -> set[int]:
    """``RUNNING_MATCHES`` running DNA sequence matches; every seventh of the first
    ``WITH_COMPUTER`` has the computer in the seat that is not to move.  Returns the ids
    of those where the computer is to move."""
    game = get_game("dna-sequence")
    due = set()
    async with host.store.transaction():
        for i in range(RUNNING_MATCHES):
            computer = i < WITH_COMPUTER
            waiting = computer and i % 7 == 0
            seats = [ALICE, BOB]
            state = start_state(game, ["alice", "bob"], "", i)
            if computer:
                seats[1 - game.to_move(state)[0] if waiting else game.to_move(state)[0]] = PETRI
            seat_of_computer = seats.index(PETRI) if computer else None
            row = MatchRow(0, i % 50, 1000 + i, game.id, "", i, "running", state, 1, ALICE.user_id, None,
                           1.0, 1.0, seats=seats,
                           extra={"computers": {str(seat_of_computer): "easy"}} if computer else {})
            await host.store.insert_match(row)
            if computer and not waiting:
                due.add(row.id)
    return due


async def test_resume_reads_only_the_bots_matches_among_5000_running(database_target):
    host = await MatchHost.open(database_target)
    try:
        due = await _running(host)
        read = []
        real_run = host.store.run

        async def counting_run(ops):
            results = await real_run(ops)
            read.extend(len(r) for op, r in zip(ops, results) if op.fetch)
            return results
        host.store.run = counting_run
        found = [match.id async for match in computer_seats.due_matches(host, PETRI.user_id)]
        assert sorted(found) == sorted(due) and len(due) == WITH_COMPUTER - WITH_COMPUTER // 7
        # Match rows and seat rows read: the bot's matches only (and each once), not all 5 000.
        # (PostgreSQL: one row a match, carrying its two seats.)
        assert sum(read) == WITH_COMPUTER * (1 if host.store.kind == "PostgreSQL" else 3)
    finally:
        await host.close()
