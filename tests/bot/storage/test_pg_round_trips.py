"""A read of matches on PostgreSQL is one statement on the wire (DM resolution
and ``/gm list`` took 16–19 ms of wall time at load 11 for 1.3 ms in the server).  Before, a
match and its seats were two reads wrapped in BEGIN … COMMIT, and every return of a
connection to the pool sent asyncpg's reset (``RESET ALL``, ``UNLISTEN *`` …): five
statements, each a round trip to the server."""

from __future__ import annotations

import pytest

from bot.core import ACTIVE
from bot.storage.store import LogDropped, MatchRow, MoveRow, Seat, Store
from tests.bot.storage.test_store_db import append_move
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


async def test_a_match_log_is_one_statement_live_packed_or_dropped(pg_url):
    """``Store.moves`` (``/history``, ``/replay``, the match log) was two reads in a transaction:
    BEGIN, the rows, the archive, COMMIT — four round trips.  Now one, with the same entries."""
    store = await PostgresStore.open(pg_url, max_size=1)
    try:
        live, packed, dropped = (await _matches(store))[:3]
        log = [MoveRow(ply, ply % 2, ALICE.user_id, "move", f"m{ply}", 10.0 + ply) for ply in (1, 2, 3)]
        for match_id in (live, packed, dropped):
            for move in log:
                await append_move(store, match_id, move)
        for match_id in (packed, dropped):
            async with store.transaction():
                await store.pack_moves(match_id)
        await store.execute("UPDATE move_archives SET ended_at = 0 WHERE match_id = ?", (dropped,))
        assert await store.drop_logs(ended_before=1.0, now=5.0) == [dropped]
        sent: list[str] = []
        async with store.pool.acquire() as conn:
            conn.add_query_logger(lambda logged: sent.append(logged.query))
        for match_id in (live, packed):
            await store.moves(match_id)
            sent.clear()
            assert await store.moves(match_id) == log and len(sent) == 1, sent
            sent.clear()
            assert await store.moves(match_id, upto=2) == log[:2] and len(sent) == 1, sent
        sent.clear()
        with pytest.raises(LogDropped) as dropped_log:
            await store.moves(dropped)
        assert dropped_log.value.dropped_at == 5.0 and len(sent) == 1, sent
    finally:
        await store.close()


async def test_stats_and_a_players_name_are_one_statement_each(pg_url):
    """``/stats`` was one read of the player's ratings plus three per rating (rank, players,
    last change); a player's name from their seats two reads.  Now one statement each, with
    the same figures."""
    from types import SimpleNamespace

    from bot.adapter.stats import player_name
    from bot.host import ratings

    store = await PostgresStore.open(pg_url, max_size=1)
    try:
        ids = await _matches(store)            # guild 7; BOB also sat in a match of guild 8
        other = await store.insert_match(MatchRow(0, 8, 300, "dna-sequence", "", 9, "finished", None, 1,
                                                  BOB.user_id, None, 1.0, 2.0, seats=[Seat(BOB.user_id, "bobby")]))
        skills = {ALICE.user_id: (30.0, 6.0), BOB.user_id: (28.0, 5.0), CAROL.user_id: (40.0, 8.0)}
        for user, (mu, sigma) in skills.items():
            await store.execute(
                "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, conservative, played, won, "
                "last_played) VALUES (7, 'dna-sequence', ?, ?, ?, ?, 2, 1, 2.0)", (user, mu, sigma, mu - 3 * sigma))
        for match_id, at, before, after in ((ids[0], 1.0, (25.0, 8.0), (27.0, 7.0)),
                                            (ids[1], 2.0, (27.0, 7.0), (30.0, 6.0))):
            await store.execute(
                "INSERT INTO rating_history (match_id, user_id, guild_id, game, mu_before, sigma_before, "
                "mu, sigma, at) VALUES (?, ?, 7, 'dna-sequence', ?, ?, ?, ?, ?)",
                (match_id, ALICE.user_id, *before, *after, at))
        interaction = SimpleNamespace(guild=SimpleNamespace(id=8, get_member=lambda _: None),
                                      client=SimpleNamespace(host=SimpleNamespace(store=store)))
        sent: list[str] = []
        async with store.pool.acquire() as conn:
            conn.add_query_logger(lambda logged: sent.append(logged.query))
        calls = [lambda: ratings.stats(store, ALICE.user_id, guild_id=7),
                 lambda: ratings.stats(store, CAROL.user_id, game="dna-sequence"),
                 lambda: player_name(interaction, BOB.user_id), lambda: player_name(interaction, CAROL.user_id)]
        for call in calls:
            await call()
        results = []
        for call in calls:
            sent.clear()
            results.append(await call())
            assert len(sent) == 1, sent
        (alice,), (carol,), bob_name, carol_name = results
        # ALICE (12.0) is below BOB (13.0) among the two established players; CAROL (σ 8) is
        # provisional.  ALICE's last change is her newest match's: 12.0 − 6.0.
        assert (alice["rank"], alice["players"], alice["played"]) == (2, 2, 2)
        assert alice["last_change"] == pytest.approx(6.0) and alice["skill"].mu == 30.0
        assert (carol["rank"], carol["players"], carol["last_change"]) == (None, 2, None)
        assert bob_name == "bobby" and carol_name == "carol"      # this server's seat first
        assert other and await player_name(SimpleNamespace(guild=None, client=interaction.client), 4) \
            == "player 4"
    finally:
        await store.close()
