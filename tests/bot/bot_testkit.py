"""Shared helpers for the host / store / CLI tests (design.md §3 and §5), imported by the test modules.

Every host here runs on a real SQLite *file* under ``tmp_path`` so the tests
exercise WAL, transactions and re-opening exactly as the bot does.
"""

from __future__ import annotations

import asyncio
import sqlite3
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from pathlib import Path
from typing import AsyncIterator

import asyncpg

from bot.host.match_host import MatchHost
from bot.storage import store as store_module
from bot.storage.database import open_store
from bot.storage.store import Seat, Store
from games import get_game

REPO = Path(__file__).resolve().parents[2]

# The seed example (shared/seeds/001_84f03883df1ada8f.txt, rules §Test vectors).
NED = "TCGCATGTACAAAGTTTTCAATCTTCGCCTTGAGAG"
TED = "TCAGCGCGTTCCCGGAGTCGTCGTATTAAAGGGGAT"
JED = "GCCAATTATGGACTTGTTGTCAGATAGTTTCCGGCG"

ALICE, BOB, CAROL, DAVE = Seat(101, "alice"), Seat(102, "bob"), Seat(103, "carol"), Seat(104, "dave")
STRANGER = 999


@asynccontextmanager
async def store_at_schema(target, version: int) -> AsyncIterator[Store]:
    """The store at ``target`` (a SQLite path or PostgreSQL URL) migrated only to ``version``
    (its first ``version`` migrations), to fill as an older bot left it; closed on leaving.
    Open it again (``open_store``) to run the later migrations over what it holds."""
    every = store_module.MIGRATIONS
    store_module.MIGRATIONS = every[:version]
    try:
        old = await open_store(str(target))
    finally:
        store_module.MIGRATIONS = every
    try:
        yield old
    finally:
        await old.close()


@asynccontextmanager
async def migrated(target) -> AsyncIterator[Store]:
    """The store at ``target`` opened again, which runs every migration it lacks (checked:
    it ends at the newest schema); closed on leaving."""
    store = await open_store(str(target))
    try:
        assert await store.schema_version() == len(store_module.MIGRATIONS)
        yield store
    finally:
        await store.close()


def snapshot(path: Path | str) -> dict[str, list[tuple]]:
    """Every row of the match tables, read with a separate connection of its own.

    Comparing two snapshots proves that nothing reached the database.
    ``path`` is an SQLite file or a PostgreSQL URL.
    """
    if str(path).startswith("postgresql://"):
        return _pg_snapshot(str(path))
    con = sqlite3.connect(path)
    try:
        return {table: con.execute(f"SELECT * FROM {table} ORDER BY 1, 2").fetchall()
                for table in ("matches", "seats", "moves", "move_archives")}
    finally:
        con.close()


def _pg_snapshot(url: str) -> dict[str, list[tuple]]:
    async def read():
        con = await asyncpg.connect(url)
        try:
            return {table: [tuple(r) for r in await con.fetch(f"SELECT * FROM {table} ORDER BY 1, 2")]
                    for table in ("matches", "seats", "moves", "move_archives")}
        finally:
            await con.close()
    # Called from async tests: read on a loop of its own, in another thread.
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, read()).result()


async def replay_state(host: MatchHost, match) -> dict:
    """Rebuild ``match``'s state from its seed/options and its move log."""
    game = get_game(match.game)
    state = game.new_state([s.name for s in match.seats], match.options, match.seed)
    for row in await host.history(match.id):
        if row.kind == "resign":
            state, _ = game.resign(state, row.seat)
        else:
            assert row.kind in ("move", "secret"), row
            state, _ = game.apply(state, row.seat, row.text)
    return state


async def running_match(host: MatchHost, *, channel_id: int = 1, options: str = "seed=7",
                        players=(ALICE, BOB)):
    """A started match in ``channel_id`` with ``players`` in seat order."""
    match = await host.create(channel_id=channel_id, guild_id=5, game_id="dna-sequence",
                              options=options, creator=players[0])
    for seat in players[1:]:
        await host.join(match.id, seat)
    await host.start(match.id, players[0].user_id)
    return await host.get(match.id)


async def seed_example(host: MatchHost, channel_id: int = 1):
    """The seed's ned/ted/jed match after the three manual strands (ned to move)."""
    ned, ted, jed = Seat(1, "ned"), Seat(2, "ted"), Seat(3, "jed")
    match = await running_match(host, channel_id=channel_id, options="manual seed=1",
                                players=(ned, ted, jed))
    for seat, strand in ((ned, NED), (ted, TED), (jed, JED)):
        await host.move(match.id, seat.user_id, strand)
    return await host.get(match.id)
