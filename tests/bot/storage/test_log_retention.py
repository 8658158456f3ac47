"""A match's log is packed as it ends, and the retention setting drops old ones.

Played through the host on the database under test (SQLite, or PostgreSQL with
``PETRI_TEST_DATABASE=postgresql``): every match that ends — finished by its last move or a
resignation, aborted by a game-master — is stored packed in the transaction that ends it and
replays to its stored result; an undo reopens it and its next end packs it again.  Dropping
old logs keeps results, seats and ratings; asking for the moves says they were not kept, and
ratings are recomputed (a game-master's undo of a later match) from the results alone.
"""

from __future__ import annotations

import random

import pytest

from bot.core import ABORTED, FINISHED, RUNNING, HostError
from bot.host.compaction import drop_old_logs, moves_not_kept
from bot.host.match_host import MatchHost
from bot.ops.config import ConfigError, load_config
from cli.db import copy, verify
from bot_testkit import ALICE, BOB

DAY = 86400.0
T0 = 1_700_000_000.0


class Clock:
    """The host's ``now``: seconds since the epoch, set by the test."""

    def __init__(self, at: float):
        self.at = at

    def __call__(self) -> float:
        return self.at


async def _start(host: MatchHost, channel: int, seed: int) -> int:
    match = await host.create(channel_id=channel, guild_id=5, game_id="dna-sequence",
                              options=f"seed={seed}", creator=ALICE, opponent=BOB)
    await host.start(match.id, BOB.user_id)
    return match.id


async def _play(host: MatchHost, match_id: int, rng: random.Random, plies: int | None = None) -> None:
    """Random legal moves until the match ends (or ``plies`` of them)."""
    while (match := await host.get(match_id)).status == RUNNING and plies != 0:
        game = host.game_of(match)
        seat = rng.choice(game.to_move(match.state))
        await host.move(match_id, match.seats[seat].user_id, game.random_move(match.state, seat, rng))
        plies = None if plies is None else plies - 1


async def _rows(host: MatchHost, match_id: int) -> int:
    return (await host.store.fetch_one("SELECT COUNT(*) FROM moves WHERE match_id = ?", (match_id,)))[0]


async def _archive(host: MatchHost, match_id: int):
    return await host.store.fetch_one("SELECT entries, ended_at, dropped_at FROM move_archives "
                                      "WHERE match_id = ?", (match_id,))


async def _assert_packed_and_replays(host: MatchHost, match_id: int) -> None:
    match = await host.get(match_id)
    log = await host.history(match_id)
    assert log and await _rows(host, match_id) == 0
    entries, ended_at, dropped_at = await _archive(host, match_id)
    assert (entries, ended_at, dropped_at) == (len(log), match.updated_at, None)
    final = (await host.positions(match))[-1].state
    assert final == match.state
    if match.status == FINISHED:
        assert host.game_of(match).view(final, None)["result"] == match.result


async def test_a_match_is_stored_packed_when_it_ends_and_replays_to_its_result(database_target):
    clock = Clock(T0)
    host = await MatchHost.open(database_target, now=clock)
    rng = random.Random(32)
    try:
        played = await _start(host, 1, 1)
        await _play(host, played, rng)
        resigned = await _start(host, 2, 2)
        await _play(host, resigned, rng, plies=2)
        await host.resign(resigned, ALICE.user_id)
        aborted = await _start(host, 3, 3)
        await _play(host, aborted, rng, plies=1)
        await host.gm_end(aborted, 777, "test", None)
        running = await _start(host, 4, 4)
        await _play(host, running, rng, plies=1)
        assert [(await host.get(i)).status for i in (played, resigned, aborted)] == [FINISHED, FINISHED, ABORTED]
        for match_id in (played, resigned, aborted):
            await _assert_packed_and_replays(host, match_id)
        assert await _rows(host, running) > 0 and await _archive(host, running) is None

        # A game-master's undo reopens the finished match (its log back in rows, numbered on);
        # its next end packs the whole log again.
        before = await host.history(played)
        clock.at += 60
        await host.gm_undo(played, 777, 1)
        assert await _archive(host, played) is None and await _rows(host, played) == len(before) + 1
        await _play(host, played, rng)
        after = await host.history(played)
        assert after[:len(before)] == before and [e.ply for e in after] == list(range(1, len(after) + 1))
        await _assert_packed_and_replays(host, played)
    finally:
        await host.close()


async def test_old_logs_are_dropped_keeping_results_and_ratings(database_target, tmp_path):
    clock = Clock(T0)
    host = await MatchHost.open(database_target, now=clock)
    rng = random.Random(7)
    try:
        ids = []
        for i in range(3):      # three rated matches of one server's game, ten days apart
            clock.at = T0 + 10 * DAY * i
            ids.append(await _start(host, 10 + i, i))
            await _play(host, ids[-1], rng)
        rows_before = {i: await host.get(i) for i in ids}
        ratings_before = await host.store.fetch_all("SELECT * FROM ratings ORDER BY user_id")
        history_before = await host.store.fetch_all("SELECT * FROM rating_history ORDER BY match_id, user_id")

        clock.at = T0 + 25 * DAY
        assert await drop_old_logs(host.store, 12, clock.at) == 2          # ended 25 and 15 days ago
        assert await drop_old_logs(host.store, 12, clock.at) == 0
        old, older, kept = ids[0], ids[1], ids[2]
        for match_id in (old, older):
            said = str(moves_not_kept(match_id, clock.at))
            assert "were not kept" in said and "result, players and ratings are still stored" in said
            match = await host.get(match_id)
            assert match == rows_before[match_id]                          # row, result, seats
            for ask in (host.history(match_id), host.positions(match), host.plies(match)):
                with pytest.raises(HostError) as refused:
                    await ask
                assert str(refused.value) == said
            with pytest.raises(HostError) as refused:                      # nothing to undo from
                await host.gm_undo(match_id, 777, 1)
            assert str(refused.value) == said
            assert said in await host.gm_show(match_id)
        await _assert_packed_and_replays(host, kept)
        assert await host.store.fetch_all("SELECT * FROM ratings ORDER BY user_id") == ratings_before

        # Undoing the newest match re-rates the server's game from the stored results alone:
        # the two matches without logs are rated exactly as before.
        await host.gm_undo(kept, 777, 1)
        history_after = await host.store.fetch_all("SELECT * FROM rating_history ORDER BY match_id, user_id")
        assert history_after == [r for r in history_before if r["match_id"] != kept]
        last = {r["user_id"]: (r["mu"], r["sigma"]) for r in history_after if r["match_id"] == older}
        assert {r["user_id"]: (r["mu"], r["sigma"]) for r in
                await host.store.fetch_all("SELECT * FROM ratings")} == last

        # A copy carries the dropped marks; the matches with logs replay, the others are left out.
        copied = await MatchHost.open(str(tmp_path / "copy.db"))
        try:
            await copy(host.store, copied.store)
            assert await verify(host.store, copied.store) == (1, [])
            with pytest.raises(HostError, match="were not kept"):
                await copied.history(old)
        finally:
            await copied.close()
        with pytest.raises(ValueError):
            await drop_old_logs(host.store, 0, clock.at)
    finally:
        await host.close()


@pytest.mark.parametrize("value, said", [
    ("-3", "storage.drop_logs_after_days -3 is negative; give whole days, e.g. 365 (0 keeps every "
           "match's moves)"),
    ('"a year"', "'storage.drop_logs_after_days' must be a whole number, not str"),
])
def test_a_bad_retention_setting_is_one_clear_line(tmp_path, value, said):
    path = tmp_path / "config.toml"
    path.write_text(f"[storage]\ndrop_logs_after_days = {value}\n")
    with pytest.raises(ConfigError) as refused:
        load_config(path, environ={})
    assert str(refused.value) == f"{path}: {said}"


def test_the_retention_setting_is_off_unless_set(tmp_path):
    path = tmp_path / "config.toml"
    path.write_text("[storage]\nurl = \"sqlite:///petri.db\"\n")
    assert load_config(path, environ={}).drop_logs_after_days == 0
    path.write_text("[storage]\ndrop_logs_after_days = 365\n")
    assert load_config(path, environ={}).drop_logs_after_days == 365
