"""A read of matches on PostgreSQL is one statement on the wire (issue 32 §1: DM resolution
and ``/gm list`` took 16–19 ms of wall time at load 11 for 1.3 ms in the server).  Before, a
match and its seats were two reads wrapped in BEGIN … COMMIT, and every return of a
connection to the pool sent asyncpg's reset (``RESET ALL``, ``UNLISTEN *`` …): five
statements, each a round trip to the server."""

from __future__ import annotations

from bot.core import ACTIVE
from bot.storage.store import MatchRow, Seat, Store
from bot.storage.store_pg import PostgresStore

ALICE, BOB, CAROL = Seat(1, "alice"), Seat(2, "bob"), Seat(3, "carol")


async def _matches(store: PostgresStore) -> list[int]:
    ids = []
    for i, (status, seats) in enumerate([("running", [ALICE, BOB]), ("finished", [BOB, ALICE, CAROL]),
                                         ("lobby", [ALICE]), ("running", [])]):
        row = MatchRow(0, 7, 100 + i, "dna-sequence", "", i, status, {"ply": i}, 1, ALICE.user_id,
                       None, 1.0, 2.0 + i, seats=seats, extra={"k": i})
        ids.append(await store.insert_match(row))
    return ids


async def test_a_match_with_its_seats_is_one_statement_and_reads_as_the_general_path(pg_url):
    store = await PostgresStore.open(pg_url, max_size=1)
    try:
        ids = await _matches(store)
        sent: list[str] = []
        async with store.pool.acquire() as conn:  # the pool's one connection
            conn.add_query_logger(lambda logged: sent.append(logged.query))
        reads = [(store.get_match, (ids[1],)), (store.get_match, (ids[3],)),
                 (store.find_matches, ()), (lambda: store.find_matches(user_id=ALICE.user_id,
                                                                      statuses=ACTIVE), ()),
                 (lambda: store.find_matches(guild_id=7, statuses=ACTIVE), ())]
        for read, args in reads:
            await read(*args)  # the first time, asyncpg looks up the result's types (once a connection)
            sent.clear()
            got = await read(*args)
            assert len(sent) == 1 and sent[0].lstrip().startswith("SELECT"), sent
            assert got
        # The one statement reads what the general path's two reads do (seats in order, none).
        one = await store.find_matches(limit=10)
        general = await Store.matches_with_seats(store, "id IN (SELECT id FROM matches)",
                                                 "match_id IN (SELECT id FROM matches)", (), order="id DESC")
        assert one == general and [len(m.seats) for m in one] == [0, 1, 3, 2]
        assert one[2].seats == [BOB, ALICE, CAROL] and one[2].extra == {"k": 1}
    finally:
        await store.close()
