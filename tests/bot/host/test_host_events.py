"""The host's commits as events (``bot.host.events``, ``bot.host.unit_of_work``): what a move,
a finish and an undo publish, and which subscriber failures undo a commit and which do not."""

from __future__ import annotations

import random

import pytest

from bot.core import HostError
from bot.host.events import Committed, MatchEnded, MatchStarted, PliesUndone, PlyCommitted, SeatsChanged
from bot.host.match_host import FINISHED, RUNNING, MatchHost
from bot_testkit import ALICE, BOB, DAVE, running_match

ALL = (Committed, MatchStarted, SeatsChanged, PlyCommitted, PliesUndone, MatchEnded)


def recorder(host: MatchHost) -> list:
    """Every event the host's commits publish from now on, in order (after each commit)."""
    heard: list = []
    for kind in ALL:
        host.unit.subscribe(kind, lambda event, match: heard.append(event))
    return heard


async def rating_rows(host: MatchHost, match_id: int) -> list:
    return await host.store.fetch_all("SELECT user_id FROM rating_history WHERE match_id = ?", (match_id,))


async def play_one(host: MatchHost, match_id: int):
    match = await host.get(match_id)
    seat = host.game_of(match).to_move(match.state)[0]
    move = host.game_of(match).random_move(match.state, seat, random.Random(1))
    return await host.move(match_id, match.seats[seat].user_id, move)


async def test_a_start_a_move_a_finish_and_an_undo_publish_what_they_did(host):
    heard = recorder(host)
    match = await running_match(host, options="seed=4")
    v = match.version
    # A start writes the seats too (names made unique); joins before it only changed seats.
    assert heard[-3:] == [Committed(match.id, v, RUNNING), MatchStarted(match.id, v), SeatsChanged(match.id, v)]
    assert not any(isinstance(e, (MatchStarted, PlyCommitted)) for e in heard[:-3])

    heard.clear()
    outcome = await play_one(host, match.id)
    (ply,) = [m.ply for m in await host.history(match.id)][-1:]
    assert heard == [Committed(match.id, v + 1, RUNNING),
                     PlyCommitted(match.id, v + 1, outcome.log[0].seat, outcome.log[0].kind, ply)]

    heard.clear()
    await host.resign(match.id, ALICE.user_id)
    finished = await host.get(match.id)
    assert finished.status == FINISHED
    assert heard == [Committed(match.id, v + 2, FINISHED),
                     PlyCommitted(match.id, v + 2, 0, "resign", ply + 1),
                     MatchEnded(match.id, v + 2, FINISHED, finished.result)]
    assert heard[-1].finished and await rating_rows(host, match.id) != []

    heard.clear()
    await host.gm_undo(match.id, DAVE.user_id, 1)
    assert heard == [Committed(match.id, v + 3, RUNNING), PliesUndone(match.id, v + 3, 1, reopened=True)]
    assert await rating_rows(host, match.id) == []       # the in-transaction subscriber took it back


async def test_events_carry_no_move_text(host):
    heard = recorder(host)
    match = await running_match(host, options="seed=4")
    outcome = await play_one(host, match.id)
    text = outcome.log[0].text
    assert text and all(text not in repr(event) for event in heard)


async def test_a_subscriber_failing_after_the_commit_does_not_undo_it(host, db_path, caplog):
    match = await running_match(host, options="seed=4")
    calls = []

    def broken(event, row):
        calls.append(event)
        raise RuntimeError("a subscriber's bug")
    host.unit.subscribe(PlyCommitted, broken)
    heard = recorder(host)          # subscribed after the broken one: still told
    outcome = await play_one(host, match.id)        # returns: the commit happened
    assert calls and any(isinstance(e, PlyCommitted) for e in heard)
    assert "a subscriber's bug" in caplog.text
    other = await MatchHost.open(str(db_path))
    try:
        assert (await other.get(match.id)).version == outcome.match.version
        assert len(await other.history(match.id)) == 1
    finally:
        await other.close()
    await play_one(host, match.id)    # the cached row is still right: the next move commits


async def test_a_subscriber_failing_inside_the_transaction_undoes_the_commit(host, db_path):
    match = await running_match(host, options="seed=4")

    async def broken(event, row, store):
        raise RuntimeError("refused inside")
    host.unit.subscribe_in_transaction(MatchEnded, broken)
    with pytest.raises(RuntimeError):
        await host.resign(match.id, ALICE.user_id)
    other = await MatchHost.open(str(db_path))
    try:
        stored = await other.get(match.id)
        assert stored.status == RUNNING and stored.version == match.version
        assert await other.history(match.id) == []
        assert await rating_rows(other, match.id) == []    # the ratings subscriber's rows went too
    finally:
        await other.close()


async def test_a_move_with_no_transaction_subscriber_is_one_trip(host):
    match = await running_match(host, options="seed=4")
    begun = []
    real = host.store.transaction
    host.store.transaction = lambda *a, **k: (begun.append(1), real(*a, **k))[1]
    try:
        await play_one(host, match.id)
        assert begun == []
        await host.resign(match.id, BOB.user_id)         # an end: ratings and packing inside
        assert begun == [1]
    finally:
        host.store.transaction = real
