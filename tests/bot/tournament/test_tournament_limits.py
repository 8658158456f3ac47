"""Bounds on what a member may start through tournaments (``[limits]``): tournaments
per member and per server, computer entrants per tournament, computer matches per member
counting tournament tables, free-text lengths and the ranges of ``round_deadline`` and
``starts_in``.  Each refusal names its limit and changes nothing."""

from __future__ import annotations

import pytest

import i18n
from bot.core import HostError
from bot.host.bounds import Bounds
from bot.storage.store import Seat
from bot.tournament.runner import MIN_ROUND_SECONDS, Limits, Tournaments
from bot_testkit import ALICE, BOB, CAROL, DAVE

GUILD = 5
BOT = Seat(900, "Petri")
DAY = 86400.0


def create(desk: Tournaments, creator: Seat = ALICE, **changes):
    settings = dict(guild_id=GUILD, channel_id=1, creator=creator.user_id, name="Cup", game_id="dna-sequence",
                    options="seed=4", format="swiss", seats=2, rounds=2, max_entrants=None, round_seconds=None,
                    starts_at=None)
    settings.update(changes)
    return desk.create(**settings)


async def count(desk: Tournaments) -> int:
    return (await desk.store.fetch_one("SELECT COUNT(*) FROM tournaments"))[0]


async def test_tournaments_per_member_are_capped_until_one_is_over(host):
    desk = Tournaments(host, limits=Limits(per_member=2))
    first = await create(desk)
    await create(desk)
    with pytest.raises(HostError, match=r"max_tournaments_per_member") as refused:
        await create(desk)
    assert "2" in str(refused.value) and "{???}" not in i18n.text(refused.value.args[0], "de")
    assert await count(desk) == 2
    await create(desk, guild_id=77)                          # another server: its own count
    await create(desk, creator=BOB)                          # another member
    await desk.end(first)
    await create(desk)                                       # one is over: room again


async def test_tournaments_per_server_are_capped(host):
    desk = Tournaments(host, limits=Limits(per_server=2))
    await create(desk)
    await create(desk, creator=BOB)
    with pytest.raises(HostError, match=r"max_tournaments_per_server"):
        await create(desk, creator=CAROL)
    assert await count(desk) == 2
    await create(desk, creator=CAROL, guild_id=77)


async def test_computer_entrants_per_tournament_are_capped(host):
    desk = Tournaments(host, limits=Limits(computer_entrants=2))
    with pytest.raises(HostError, match=r"computers must be 0–2, not 3 .*max_computer_entrants"):
        await create(desk, computers=3)
    assert await count(desk) == 0
    await create(desk, computers=2)


async def test_tournament_tables_count_as_the_organisers_computer_matches(host):
    desk = Tournaments(host)
    # Two computers at tables of two: up to two computer matches a round, over a cap of one.
    host.bounds = Bounds(computer=1)
    t = await create(desk, computers=2)
    for seat in (BOB, CAROL):
        await desk.join(t, seat)
    with pytest.raises(HostError, match=r"max_computer_per_member"):
        await desk.start(t, ALICE.user_id)
    assert (await desk.get(t.id, GUILD)).status == "open"
    host.bounds = Bounds(computer=2)
    t = await desk.start(await desk.get(t.id, GUILD), ALICE.user_id)
    for table in await desk.claim_tables(t):
        await desk.start_table(t, table, 100 + table.board, BOT)
    # The organiser (not seated) opens a match against the computer: the tables count.
    host.bounds = Bounds(computer=1)
    lobby = await host.create(channel_id=9, guild_id=GUILD, game_id="dna-sequence", options="", creator=ALICE)
    with pytest.raises(HostError, match=r"max_computer_per_member"):
        await host.add_computer(lobby.id, ALICE.user_id, BOT, "easy")
    # A second tournament with computers cannot start beside the first either.
    host.bounds = Bounds(computer=3)
    other = await create(desk, name="Other", computers=2)
    await desk.join(other, DAVE)
    with pytest.raises(HostError, match=r"max_computer_per_member"):
        await desk.start(other, ALICE.user_id)


async def test_free_text_is_length_checked_before_it_is_read(host):
    desk = Tournaments(host)
    with pytest.raises(HostError, match=r"options is too long: at most 500 characters") as refused:
        await create(desk, options="clock=60 " * 11_112)
    for locale in ("en", "de", "es"):
        assert "{???}" not in i18n.text(refused.value.args[0], locale)
    with pytest.raises(HostError, match=r"name is too long: at most 80 characters"):
        await create(desk, name="x" * 81)
    assert await count(desk) == 0


async def test_round_deadline_and_start_time_have_ranges(host):
    desk = Tournaments(host, limits=Limits(max_round_seconds=30 * DAY, max_starts_in=30 * DAY))
    with pytest.raises(HostError, match=r"round_deadline must be between 1m and 30d"):
        await create(desk, round_seconds=99999999999 * DAY)
    with pytest.raises(HostError, match=r"round_deadline must be between 1m and 30d"):
        await create(desk, round_seconds=MIN_ROUND_SECONDS - 1)
    with pytest.raises(HostError, match=r"starts_in may be at most 30d"):
        await create(desk, starts_at=host.now() + 99999999999999999999 * DAY)
    assert await count(desk) == 0
    t = await create(desk, round_seconds=30 * DAY, starts_at=host.now() + 30 * DAY - 5)
    assert t.settings["round_seconds"] == 30 * DAY
