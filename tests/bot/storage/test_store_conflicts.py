"""A transaction the database gave up on (PostgreSQL's deadlock detector chose it, or a
serialization failure) reaches the host as ``bot.storage.store.Conflict``, whatever the
driver calls it, so the host can run the transaction again (bot/host/match_host.py)."""

from __future__ import annotations

import pytest

from bot.storage.store import Conflict, IntegrityError
from bot.storage.store_pg import PostgresStore

#: SQLSTATEs of class 40 that mean "run it again": serialization_failure, deadlock_detected.
RAISE = "DO $$ BEGIN RAISE EXCEPTION 'injected' USING ERRCODE = '{code}'; END $$"


@pytest.mark.parametrize("code", ["40001", "40P01"])
async def test_postgresql_deadlocks_and_serialization_failures_are_conflicts(pg_url, code):
    store = await PostgresStore.open(pg_url)
    try:
        with pytest.raises(Conflict):                      # a unit of its own
            await store.execute(RAISE.format(code=code))
        with pytest.raises(Conflict):                      # inside a transaction
            async with store.transaction():
                await store.execute("CREATE TABLE kept (x INTEGER)")
                await store.execute(RAISE.format(code=code))
        assert await store.fetch_one("SELECT to_regclass('kept')") == (None,)    # rolled back
        with pytest.raises(IntegrityError):                # other errors keep their own type
            await store.execute("DO $$ BEGIN RAISE EXCEPTION 'x' USING ERRCODE = '23505'; END $$")
        assert await store.fetch_one("SELECT 1") == (1,)   # the pool is fine afterwards
    finally:
        await store.close()


async def test_a_conflict_on_a_lock_wait_inside_a_transaction_is_a_conflict(pg_url):
    # The deadlock detector can pick a transaction while it waits for an advisory lock,
    # which the store takes without going through ``run``.
    store = await PostgresStore.open(pg_url)
    try:
        with pytest.raises(Conflict):
            async with store.transaction():
                await store.lock_ratings(5, "dna-sequence")
                await store._in_transaction().execute(RAISE.format(code="40P01"))
    finally:
        await store.close()
