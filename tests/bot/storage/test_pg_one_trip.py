"""On PostgreSQL a move's save is one statement, one round trip, and it writes
exactly what the general path (a transaction of several statements) writes."""

from __future__ import annotations

import functools
import random

from bot.host.match_host import MatchHost
from bot.storage.store import Store
from bot_testkit import ALICE, BOB, snapshot


async def _play(url: str, *, general: bool) -> list[list]:
    """A seeded match played to its end on the database at ``url`` (the same moves at the
    same times whichever path saves them); returns the statement units each move ran."""
    clock = iter(range(1_000_000))
    host = await MatchHost.open(url, now=lambda: 1000.0 + next(clock), seeds=random.Random(1))
    if general:
        host.store.commit_match = functools.partial(Store.commit_match, host.store)
    units = []
    real_run = host.store.run

    async def run(ops):
        units[-1].append([op.sql.split()[0] for op in ops])
        return await real_run(ops)
    try:
        match = await host.create(channel_id=1, guild_id=5, game_id="dna-sequence", options="seed=4",
                                  creator=ALICE, opponent=BOB)
        await host.start(match.id, BOB.user_id)
        rng = random.Random(2)
        host.store.run = run
        while True:
            units.append([])
            if (match := await host.get(match.id)).status != "running":
                return units[:-1]
            game = host.game_of(match)
            seat = game.to_move(match.state)[0]
            await host.move(match.id, match.seats[seat].user_id, game.random_move(match.state, seat, rng))
    finally:
        await host.close()


async def test_a_move_is_saved_in_one_statement_that_writes_what_the_general_path_does(pg_server):
    one, general = pg_server.url(pg_server.create_database()), pg_server.url(pg_server.create_database())
    moves = await _play(one, general=False)
    await _play(general, general=True)
    # The finished match's log is packed (one row of move_archives: match id, entries, bytes…).
    assert snapshot(one) == snapshot(general) and snapshot(one)["move_archives"][0][1] > 10
    # Every move but the last (which finishes the match and records ratings) wrote with one
    # statement in a unit of its own, after reading the match (the host's own copy, or one
    # statement that brings its seats along).
    for units in moves[:-1]:
        writes = [unit for unit in units if unit != ["SELECT"]]
        assert writes == [["WITH"]], units
