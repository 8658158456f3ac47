"""``petri db copy`` / ``petri db migrate``: everything moves, ids continue, the copy is proved."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.host import guilds
from cli.main import main
from bot.core import RUNNING
from bot.storage.database import open_store
from cli.db import TABLES, table_rows
from bot.host.match_host import MatchHost
from bot.storage.store import Seat
from bot.tournament.runner import Tournaments
from bot_testkit import ALICE, BOB, CAROL
from games import GAMES
from bot.storage.repos import readers as reader_rows


async def a_busy_database(path: str) -> None:
    """Matches of every game (played out, half-way, a lobby), ratings, a tournament, a guild setting,
    a DM mark."""
    host = await MatchHost.open(path, seeds=random.Random(1))
    try:
        rng = random.Random(2)
        for index, game_id in enumerate(GAMES, start=1):
            game = GAMES[game_id]
            two = game.min_seats <= 2 <= game.max_seats
            match = await host.create(channel_id=index, guild_id=5, game_id=game_id,
                                      options=f"seed={index} clock=off", creator=ALICE,
                                      opponent=BOB if two else None)
            await host.start(match.id, BOB.user_id if two else ALICE.user_id)
            for ply in range(400 if index % 2 else 6):  # odd games to the end, even ones half-way
                match = await host.get(match.id)
                if match.status != RUNNING:
                    break
                seat = game.to_move(match.state)[0]
                await host.move(match.id, match.seats[seat].user_id,
                                game.random_move(match.state, seat, rng))
        await host.create(channel_id=99, guild_id=5, game_id="mitosis", options=None, creator=CAROL)
        # A tournament with a round paired and a table started.
        desk = Tournaments(host)
        cup = await desk.create(guild_id=5, channel_id=1, creator=ALICE.user_id, name="Cup", game_id="mitosis",
                                options="clock=off", format="swiss", seats=2, rounds=2, max_entrants=None,
                                round_seconds=None, starts_at=None, computers=1)
        await desk.join(cup, ALICE)
        cup = await desk.start(cup, ALICE.user_id)
        for table in await desk.claim_tables(cup):
            await desk.start_table(cup, table, 300, Seat(900, "Petri"))
        async with host.store.transaction():
            await guilds.save(host.store, 5, guilds.GuildSettings(channels=[1, 2]))
        await reader_rows.set_dm_closed(host.store, BOB.user_id, True, 1767225600.25)
    finally:
        await host.close()


@pytest.fixture(params=["sqlite", "postgresql"])
def destination(request, tmp_path) -> str:
    if request.param == "postgresql":
        return request.getfixturevalue("pg_url")
    return f"sqlite:///{tmp_path / 'copy.db'}"


def test_copy_moves_everything_and_proves_it(tmp_path, destination, capsys):
    # Sync: ``petri db`` runs its own event loop.
    source = f"sqlite:///{tmp_path / 'petri.db'}"
    asyncio.run(a_busy_database(source))

    assert main(["db", "copy", source, destination]) == 0
    out = capsys.readouterr().out
    assert "verified: every row equal" in out and "replay from their logs" in out
    asyncio.run(same_rows_and_ids_continue(source, destination))

    # A second copy into the now non-empty destination is refused, and writes nothing.
    assert main(["db", "copy", source, destination]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "already has rows in matches" in err and "Traceback" not in err


async def same_rows_and_ids_continue(source: str, destination: str) -> None:
    src, dst = await open_store(source), await open_store(destination)
    try:
        for table, order in TABLES:
            assert await table_rows(dst, table, order) == await table_rows(src, table, order), table
        assert (await dst.fetch_one("SELECT COUNT(*) FROM moves"))[0] > 100
        for table in ("ratings", "rating_history", "rating_order", "tournaments", "tournament_entrants", "tournament_games"):
            assert (await dst.fetch_one(f"SELECT COUNT(*) FROM {table}"))[0] > 0, table
        # New matches on the copy take ids after the copied ones.
        host = MatchHost(dst)
        last = (await src.fetch_one("SELECT MAX(id) FROM matches"))[0]
        fresh = await host.create(channel_id=500, guild_id=6, game_id="mitosis", options=None,
                                  creator=BOB)
        assert fresh.id == last + 1
        cup = await Tournaments(host).create(guild_id=6, channel_id=500, creator=BOB.user_id, name="Next",
                                             game_id="mitosis", options=None, format="swiss", seats=2, rounds=1,
                                             max_entrants=None, round_seconds=None, starts_at=None)
        assert cup.id == (await src.fetch_one("SELECT MAX(id) FROM tournaments"))[0] + 1
    finally:
        await src.close()
        await dst.close()


def test_migrate_is_idempotent_and_bad_urls_are_one_line(tmp_path, capsys):
    url = f"sqlite:///{tmp_path / 'm.db'}"
    assert main(["db", "migrate", "--database", url]) == 0
    assert main(["db", "migrate", "--database", url]) == 0
    assert capsys.readouterr().out.count("schema at version") == 2
    assert main(["db", "copy", f"sqlite:///{tmp_path / 'no' / 'such.db'}", url]) == 1
    err = capsys.readouterr().err
    assert err.startswith("petri db copy: database sqlite:///") and "does not exist" in err
    assert main(["db", "migrate", "--database", "postgresql://u:hunter2@127.0.0.1:1/x"]) == 1
    err = capsys.readouterr().err
    assert "cannot open it" in err and "hunter2" not in err and err.count("\n") == 1
