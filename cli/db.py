"""``petri db migrate``, ``petri db copy`` and ``petri db compact``:
schema upkeep, moving a bot's data, packing ended matches' logs.

``copy`` moves everything one database holds — matches with their seats and
logs, ratings and their history, guild settings, closed-DM marks — into an
empty one (the point: an SQLite file into PostgreSQL when a bot outgrows one
process), keeping match ids, then proves the copy: every row compares equal
and every started match replays from its copied log to its stored state.
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

from bot.host.compaction import compact, drop_old_logs
from bot.host.match_host import MatchHost
from bot.storage.database import DatabaseUnavailable, is_postgres, open_store, redact
from bot.storage.store import Store
from bot.storage.transfer import TABLES, copy_tables, postgres_has_schema, replayable_ids, row_count, table_rows


class CopyRefused(Exception):
    """The copy cannot go ahead (the destination is not empty, …); nothing was written."""


async def copy(source: Store, destination: Store) -> dict[str, int]:
    """Copy every table of ``source`` into the empty ``destination`` in one transaction.

    Returns rows copied by table.  Raises ``CopyRefused`` when the
    destination already holds data (nothing is written).
    """
    for table, _ in TABLES:
        if await row_count(destination, table):
            raise CopyRefused(f"the destination already has rows in {table}; copy into an empty "
                              "database (create a new one, then run petri db copy again)")
    return await copy_tables(source, destination)


async def verify(source: Store, destination: Store) -> tuple[int, list[str]]:
    """Compare every row, then replay every started match of ``destination`` from its log.

    Returns ``(matches that replay, problems)``; matches whose log the retention setting
    dropped have nothing to replay and are left out.  A match whose stored state
    does not follow from its log in the source either is not the copy's
    doing, and its problem says so.
    """
    problems = [f"{table}: the copied rows differ from the source" for table, order in TABLES
                if await table_rows(source, table, order) != await table_rows(destination, table, order)]
    copied, original = MatchHost(destination), MatchHost(source)
    replayed = 0
    for match_id in await replayable_ids(destination):
        if await _replays(copied, match_id):
            replayed += 1
            continue
        also = "" if await _replays(original, match_id) else " (nor in the source: not the copy's doing)"
        problems.append(f"match #{match_id}: its copied log does not replay to its stored state{also}")
    return replayed, problems


async def _replays(host: MatchHost, match_id: int) -> bool:
    """Whether the match's log replays to exactly its stored state."""
    match = await host.get(match_id)
    try:
        return (await host.positions(match))[-1].state == match.state
    except Exception:  # a log the engine refuses (IllegalMove, BadOptions…) does not replay either
        return False


async def check_source(src_url: str) -> None:
    """``CopyRefused`` when ``src_url`` holds no Petri database: an SQLite path that is not
    an existing file, or a PostgreSQL database without Petri's tables.  Opening it would
    create an empty one (the store migrates on opening), and "copied 0 matches" would
    hide the mistyped name.  ``DatabaseUnavailable`` when the server cannot be reached."""
    if is_postgres(src_url):
        try:
            tables = await postgres_has_schema(src_url)
        except Exception as exc:  # every failure to connect reads "cannot open it"
            raise DatabaseUnavailable(f"database {redact(src_url)}: cannot open it "
                                      f"({type(exc).__name__})") from exc
        if not tables:
            raise CopyRefused(f"database {redact(src_url)} holds no Petri tables: the source must be "
                              "the database the bot uses (nothing was created or copied)")
        return
    path = src_url.removeprefix("sqlite:///")
    if path == ":memory:" or not Path(path).is_file():
        raise CopyRefused(f"database {src_url} does not exist: the source must be the SQLite file "
                          "the bot uses, e.g. sqlite:///petri.db (nothing was created or copied)")


async def _compact_command(url: str, drop_after_days: int | None) -> int:
    store = await open_store(url)
    try:
        matches, entries, packed = await compact(store)
        print(f"{redact(url)}: packed the logs of {matches} ended matches ({entries} entries, "
              f"{packed / 1024:.1f} KiB packed)")
        if drop_after_days is not None:
            dropped = await drop_old_logs(store, drop_after_days, time.time())
            print(f"{redact(url)}: dropped the moves of {dropped} matches that ended more than "
                  f"{drop_after_days} days ago (their results, players and ratings are kept)")
    finally:
        await store.close()
    return 0


async def _copy_command(src_url: str, dst_url: str) -> int:
    await check_source(src_url)
    source = await open_store(src_url)
    try:
        destination = await open_store(dst_url)
        try:
            counts = await copy(source, destination)
            print(f"copied {redact(src_url)} → {redact(dst_url)}: "
                  + ", ".join(f"{n} {table}" for table, n in counts.items()))
            replayed, problems = await verify(source, destination)
        finally:
            await destination.close()
    finally:
        await source.close()
    for line in problems:
        print(f"  problem: {line}", file=sys.stderr)
    print(f"verified: every row equal{'' if not problems else ' except the above'}; "
          f"{replayed} started matches replay from their logs to their stored states")
    return 1 if problems else 0


async def _migrate_command(url: str) -> int:
    store = await open_store(url)  # opening migrates
    try:
        print(f"{redact(url)}: schema at version {await store.schema_version()} (up to date)")
    finally:
        await store.close()
    return 0


def main(args) -> int:
    """``petri db migrate [--database URL]`` / ``petri db copy SRC DST`` / ``petri db compact
    [--database URL]``; returns the exit status."""
    try:
        if args.db_command == "copy":
            return asyncio.run(_copy_command(args.source, args.destination))
        if args.db_command == "compact":
            days = args.drop_logs_older_than
            if days is not None and days < 1:
                print(f"petri db compact: --drop-logs-older-than {days}: give a number of days of 1 "
                      "or more, e.g. 365 (nothing was changed)", file=sys.stderr)
                return 2
            return asyncio.run(_compact_command(args.database, days))
        return asyncio.run(_migrate_command(args.database))
    except (DatabaseUnavailable, CopyRefused) as exc:
        print(f"petri db {args.db_command}: {exc}", file=sys.stderr)
        return 1
