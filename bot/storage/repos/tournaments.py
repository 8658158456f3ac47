"""The tournament tables (migration 8; rules in ``bot.tournament.runner``): ``tournaments``,
``tournament_entrants`` and ``tournament_games`` (one row per table of a round).  Rows come
back by column name; JSON columns (``settings``, ``seats``, ``places``) as the stored text.
Times are seconds since the epoch.  Writes run inside the caller's transaction, if any.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from bot.storage.store import MatchRow

#: The ``tournaments`` columns every tournament read returns.
COLUMNS = ("id, guild_id, channel_id, name, game, options, format, seats, rounds, status, round, "
           "settings, created_by, created_at, deadline_at, version")
_TABLE = "WHERE tournament_id = ? AND round = ? AND board = ?"


async def by_id(db, tournament_id: int) -> Any:
    """Tournament ``tournament_id``'s row (``COLUMNS``), or ``None``."""
    return await db.fetch_one(f"SELECT {COLUMNS} FROM tournaments WHERE id = ?", (tournament_id,))


async def newest_in_channel(db, guild_id: int | None, channel_id: int, not_status: str) -> Any:
    """The newest tournament row of a channel whose status is not ``not_status``, or ``None``."""
    return await db.fetch_one(
        f"SELECT {COLUMNS} FROM tournaments WHERE guild_id = ? AND channel_id = ? AND status <> ? "
        "ORDER BY id DESC LIMIT 1", (guild_id, channel_id, not_status))


async def of_creator(db, created_by: int, statuses: Sequence[str], but: int) -> list[Any]:
    """Rows of the tournaments ``created_by`` organised in one of ``statuses``, except ``but``."""
    return await db.fetch_all(
        f"SELECT {COLUMNS} FROM tournaments WHERE created_by = ? "
        f"AND status IN ({', '.join('?' * len(statuses))}) AND id <> ?", (created_by, *statuses, but))


async def creators(db, guild_id: int, not_status: str) -> list[int]:
    """The organiser of each tournament of the server whose status is not ``not_status`` (repeats kept)."""
    rows = await db.fetch_all("SELECT created_by FROM tournaments WHERE guild_id = ? AND status <> ?",
                              (guild_id, not_status))
    return [r[0] for r in rows]


async def insert(  # noqa: PLR0913 - one keyword per column of the new row
        db, *, guild_id: int, channel_id: int, name: str, game: str, options: str, format: str,
                 seats: int, rounds: int, status: str, settings_json: str, created_by: int, created_at: float,
                 deadline_at: float | None) -> int:
    """A new tournament at round 0, version 1; returns its id."""
    (row,) = await db.fetch_all(
        "INSERT INTO tournaments (guild_id, channel_id, name, game, options, format, seats, rounds, "
        "status, round, settings, created_by, created_at, deadline_at, version) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, 1) RETURNING id",
        (guild_id, channel_id, name, game, options, format, seats, rounds, status, settings_json,
         created_by, created_at, deadline_at))
    return row[0]


async def save(db, tournament_id: int, version: int, *, status: str, round_: int, rounds: int,
               settings_json: str, deadline_at: float | None) -> bool:
    """Write the tournament's changing columns and ``version + 1`` (dropping any claim) if it is
    still at ``version``; whether it was."""
    changed = await db.execute(
        "UPDATE tournaments SET status = ?, round = ?, rounds = ?, settings = ?, deadline_at = ?, "
        "claimed_until = NULL, version = ? WHERE id = ? AND version = ?",
        (status, round_, rounds, settings_json, deadline_at, version + 1, tournament_id, version))
    return changed == 1


async def claim_due(db, now: float, until: float, tournament_id: int | None = None) -> list[int]:
    """Claim until ``until`` the tournaments (only ``tournament_id`` if given) whose deadline is
    at or before ``now`` and that nobody holds; their ids.  With several processes each is
    claimed by one."""
    only = " AND id = ?" if tournament_id is not None else ""
    rows = await db.fetch_all(
        "UPDATE tournaments SET claimed_until = ? WHERE id IN (SELECT id FROM tournaments "
        f"WHERE deadline_at <= ? AND (claimed_until IS NULL OR claimed_until < ?){only}"
        f"{db.SKIP_LOCKED}) RETURNING id",
        (until, now, now, *((tournament_id,) if tournament_id is not None else ())))
    return [r[0] for r in rows]


# -- entrants ------------------------------------------------------------------------------
async def entrants(db, tournament_id: int) -> list[Any]:
    """Entrant rows (``user_id, name, computer, status, joined_at``) in the order they joined."""
    return await db.fetch_all(
        "SELECT user_id, name, computer, status, joined_at FROM tournament_entrants "
        "WHERE tournament_id = ? ORDER BY joined_at, user_id", (tournament_id,))


async def add_entrant(db, tournament_id: int, user_id: int, name: str, computer: str | None, status: str,
                      joined_at: float) -> None:
    """Enter ``user_id`` (a computer entrant: ``computer`` is its level)."""
    await db.execute(
        "INSERT INTO tournament_entrants (tournament_id, user_id, name, computer, status, joined_at) "
        "VALUES (?, ?, ?, ?, ?, ?)", (tournament_id, user_id, name, computer, status, joined_at))


async def remove_entrant(db, tournament_id: int, user_id: int) -> bool:
    """Take ``user_id`` out; whether they were in."""
    return bool(await db.execute("DELETE FROM tournament_entrants WHERE tournament_id = ? AND user_id = ?",
                                 (tournament_id, user_id)))


async def set_entrant_status(db, tournament_id: int, user_id: int, status: str) -> None:
    """Set an entrant's status (withdrawn…)."""
    await db.execute("UPDATE tournament_entrants SET status = ? WHERE tournament_id = ? AND user_id = ?",
                     (status, tournament_id, user_id))


# -- tables ---------------------------------------------------------------------------------
async def tables(db, tournament_id: int, round_: int | None = None) -> tuple[list[Any], dict[int, MatchRow]]:
    """The table rows (``round, board, seats, match_id, places``) of every round (or of
    ``round_``), in round and board order, and their matches with seats by id."""
    where, args = "tournament_id = ?", (tournament_id,)  # type: tuple[str, tuple[int, ...]]
    if round_ is not None:
        where, args = where + " AND round = ?", args + (round_,)
    rows = await db.fetch_all(
        f"SELECT round, board, seats, match_id, places FROM tournament_games WHERE {where} "
        "ORDER BY round, board", args)
    chosen = f"SELECT match_id FROM tournament_games WHERE {where} AND match_id IS NOT NULL"
    matches = {m.id: m for m in await db.matches_with_seats(
        f"id IN ({chosen})", f"match_id IN ({chosen})", args)} if any(r["match_id"] for r in rows) else {}
    return rows, matches


async def add_table(db, tournament_id: int, round_: int, board: int, seats_json: str,
                    places_json: str | None) -> None:
    """A table of a round: its entrants (JSON list) and, for a bye, its places already."""
    await db.execute(
        "INSERT INTO tournament_games (tournament_id, round, board, seats, places) VALUES (?, ?, ?, ?, ?)",
        (tournament_id, round_, board, seats_json, places_json))


async def set_places(db, tournament_id: int, round_: int, board: int, places_json: str) -> None:
    """Decide a table's result (JSON: places and forfeits, or ``{"void": true}``)."""
    await db.execute(f"UPDATE tournament_games SET places = ? {_TABLE}", (places_json, tournament_id, round_, board))


async def claim_tables(db, tournament_id: int, round_: int, now: float, lapsed_before: float,
                       restartable: Sequence[str]) -> set[int]:
    """Claim (``starting_at = now``) the round's undecided tables whose claim is absent or older
    than ``lapsed_before`` and whose match is absent or in one of ``restartable`` statuses;
    their board numbers."""
    rows = await db.fetch_all(
        "UPDATE tournament_games SET starting_at = ? WHERE tournament_id = ? AND round = ? "
        "AND places IS NULL AND (starting_at IS NULL OR starting_at < ?) "
        f"AND (match_id IS NULL OR match_id IN (SELECT id FROM matches WHERE status IN "
        f"({', '.join('?' * len(restartable))}))) RETURNING board",
        (now, tournament_id, round_, lapsed_before, *restartable))
    return {r[0] for r in rows}


async def release_table(db, tournament_id: int, round_: int, board: int) -> None:
    """Drop the claim on a table."""
    await db.execute(f"UPDATE tournament_games SET starting_at = NULL {_TABLE}", (tournament_id, round_, board))


async def table_match(db, tournament_id: int, round_: int, board: int) -> int | None:
    """The match recorded on a table, or ``None``."""
    row = await db.fetch_one(f"SELECT match_id FROM tournament_games {_TABLE}", (tournament_id, round_, board))
    return row["match_id"] if row else None


async def record_match(db, tournament_id: int, round_: int, board: int, match_id: int,
                       previous: int | None) -> bool:
    """Name ``match_id`` as the table's match if the table still names ``previous`` (``None``:
    no match yet); whether it did."""
    guard, args = ("match_id IS NULL", ()) if previous is None else ("match_id = ?", (previous,))
    return bool(await db.execute(f"UPDATE tournament_games SET match_id = ? {_TABLE} AND {guard}",
                                 (match_id, tournament_id, round_, board, *args)))


async def newest_id_in_channel(db, guild_id: int | None, channel_id: int) -> int | None:
    """The id of the newest tournament of a channel, whatever its status, or ``None``."""
    row = await db.fetch_one("SELECT id FROM tournaments WHERE guild_id = ? AND channel_id = ? "
                             "ORDER BY id DESC LIMIT 1", (guild_id, channel_id))
    return row["id"] if row else None


async def ids_in_channel(db, channel_id: int, status: str) -> list[tuple[int, int]]:
    """``(id, guild_id)`` of the channel's tournaments in ``status``."""
    rows = await db.fetch_all("SELECT id, guild_id FROM tournaments WHERE channel_id = ? AND status = ?",
                              (channel_id, status))
    return [(r["id"], r["guild_id"]) for r in rows]


async def ids_not_in(db, status: str) -> list[tuple[int, int]]:
    """``(id, guild_id)`` of every tournament whose status is not ``status``."""
    rows = await db.fetch_all("SELECT id, guild_id FROM tournaments WHERE status <> ?", (status,))
    return [(r["id"], r["guild_id"]) for r in rows]


async def guild_of(db, tournament_id: int) -> int | None:
    """The server of tournament ``tournament_id`` (``None`` if there is no such tournament)."""
    row = await db.fetch_one("SELECT guild_id FROM tournaments WHERE id = ?", (tournament_id,))
    return row["guild_id"] if row else None


async def tournament_computer_tables(db, user_id: int) -> int:
    """How many tables with a computer seat (an entrant id ≤ 0: a computer entrant or the
    stand-in) of tournaments ``user_id`` organised have a lobby or running match: they
    count toward the organiser's computer matches (``[limits] max_computer_per_member``)."""
    rows = await db.fetch_all(
        "SELECT g.seats FROM tournament_games g JOIN tournaments t ON t.id = g.tournament_id "
        "JOIN matches m ON m.id = g.match_id WHERE t.created_by = ? AND m.status IN ('lobby', 'running')",
        (user_id,))
    return sum(1 for r in rows if any(e <= 0 for e in json.loads(r[0])))
