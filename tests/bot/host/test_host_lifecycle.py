"""MatchHost on a real SQLite file: lobbies, challenges, a whole game, the move log."""

from __future__ import annotations

import random

import pytest

from bot.host.match_host import CANCELLED, CHALLENGE, FINISHED, LOBBY, RUNNING, HostError, MatchHost
from bot.storage.store import Seat
from bot_testkit import ALICE, BOB, CAROL, DAVE, JED, NED, TED, replay_state, running_match, snapshot


async def reopened(db_path, match_id):
    """The match as a brand-new host on the same file sees it (i.e. what was committed)."""
    other = await MatchHost.open(str(db_path))
    try:
        return await other.get(match_id), await other.history(match_id)
    finally:
        await other.close()


async def test_lobby_join_leave_start(host, db_path):
    match = await host.create(channel_id=10, guild_id=1, game_id="dna-sequence",
                              options="length=24 seed=3", creator=ALICE)
    assert match.status == LOBBY and match.seats == [ALICE] and match.seed == 3
    assert match.options == "length=24"
    assert (await host.channel_match(10)).id == match.id

    await host.join(match.id, BOB)
    await host.join(match.id, CAROL)
    await host.join(match.id, DAVE)
    await host.leave(match.id, CAROL.user_id)
    stored, log = await reopened(db_path, match.id)
    assert stored.status == LOBBY
    assert [s.user_id for s in stored.seats] == [ALICE.user_id, BOB.user_id, DAVE.user_id]
    assert log == []
    assert [m.id for m in await host.user_matches(BOB.user_id)] == [match.id]
    assert await host.user_matches(CAROL.user_id) == []

    out = await host.start(match.id, ALICE.user_id)
    assert out.match.status == RUNNING
    assert out.to_move == [ALICE]
    stored, _ = await reopened(db_path, match.id)
    assert stored.status == RUNNING
    assert stored.state["seats"] == ["alice", "bob", "dave"]
    assert [len(s) for s in stored.state["strands"]] == [24, 24, 24]
    # The start state is exactly what the seed and options give.
    game = host.game_of(stored)
    assert stored.state == game.new_state(["alice", "bob", "dave"], "length=24", 3)
    assert host.legal_moves(stored, ALICE.user_id) == game.legal_moves(stored.state, 0)
    assert host.legal_moves(stored, BOB.user_id) == []


async def test_lobby_cancel_and_creator_leaving(host, db_path):
    match = await host.create(channel_id=11, guild_id=1, game_id="dna-sequence", options=None,
                              creator=ALICE)
    await host.join(match.id, BOB)
    with pytest.raises(HostError, match="only the player who opened it can cancel"):
        await host.cancel(match.id, BOB.user_id)
    cancelled = await host.cancel(match.id, ALICE.user_id)
    assert cancelled.status == CANCELLED
    assert (await reopened(db_path, match.id))[0].status == CANCELLED
    with pytest.raises(HostError, match="no match in this channel"):
        await host.channel_match(11)
    with pytest.raises(HostError, match="has not started can be cancelled"):
        await host.cancel(match.id, ALICE.user_id)

    # The channel is free again; the creator leaving cancels the lobby.
    again = await host.create(channel_id=11, guild_id=1, game_id="dna-sequence", options=None,
                              creator=ALICE)
    assert again.id != match.id
    await host.join(again.id, BOB)
    left = await host.leave(again.id, ALICE.user_id)
    assert left.status == CANCELLED
    assert (await reopened(db_path, again.id))[0].status == CANCELLED
    assert await host.active_in_channel(11) is None


async def test_challenge_accept_and_decline(host, db_path):
    challenge = await host.create(channel_id=12, guild_id=1, game_id="dna-sequence",
                                  options="seed=9", creator=ALICE, opponent=BOB)
    assert challenge.status == CHALLENGE and challenge.invited == BOB.user_id
    assert challenge.seats == [ALICE, BOB]
    with pytest.raises(HostError, match="only the challenged player can decline"):
        await host.decline(challenge.id, CAROL.user_id)
    declined = await host.decline(challenge.id, BOB.user_id)
    assert declined.status == CANCELLED
    assert (await reopened(db_path, challenge.id))[0].status == CANCELLED

    challenge = await host.create(channel_id=12, guild_id=1, game_id="dna-sequence",
                                  options="seed=9", creator=ALICE, opponent=BOB)
    out = await host.start(challenge.id, BOB.user_id)
    assert out.match.status == RUNNING and out.to_move == [ALICE]
    stored, _ = await reopened(db_path, challenge.id)
    assert stored.status == RUNNING and stored.state["seats"] == ["alice", "bob"]

    # The creator may withdraw an open challenge.
    third = await host.create(channel_id=13, guild_id=1, game_id="dna-sequence", options=None,
                              creator=CAROL, opponent=DAVE)
    assert (await host.cancel(third.id, CAROL.user_id)).status == CANCELLED


@pytest.mark.parametrize("options, players", [
    ("seed=11", (ALICE, BOB)),
    ("seed=12 length=30", (ALICE, BOB, CAROL, DAVE)),
    ("seed=13 chunk=2 base=2 length=20", (ALICE, BOB, CAROL)),
    ("manual seed=14 length=12", (ALICE, BOB, CAROL)),
])
async def test_whole_random_game(host, db_path, options, players):
    match = await running_match(host, channel_id=20, options=options, players=players)
    game = host.game_of(match)
    rng = random.Random(options)
    played = []  # (ply, seat, user_id, text)
    out = None
    while True:
        match = await host.get(match.id)
        if match.status != RUNNING:
            break
        seat = game.to_move(match.state)[0]
        text = game.random_move(match.state, seat, rng)
        out = await host.move(match.id, match.seats[seat].user_id, text,
                              expected_version=match.version)
        assert out.match.version == match.version + 1
        assert out.match.state["ply"] == len(played) + 1
        played.append((len(played) + 1, seat, match.seats[seat].user_id, text))
        assert len(played) <= game.max_plies(game.new_state(
            [s.name for s in match.seats], match.options, match.seed))
    assert out is not None and out.to_move == []

    stored, log = await reopened(db_path, match.id)
    assert stored.status == FINISHED
    result = game.result(stored.state)
    assert result is not None
    assert stored.result == game.view(stored.state)["result"]
    assert stored.result["winners"] == [stored.seats[s].name for s in result["winners"]]
    assert [(m.ply, m.seat, m.user_id, m.text) for m in log] == played
    assert await replay_state(host, stored) == stored.state
    assert await host.history(match.id) == log
    manual = "manual" in options
    kinds = [m.kind for m in log]
    if manual:
        assert kinds[:len(players)] == ["secret"] * len(players)
        assert set(kinds[len(players):]) == {"move"}
    else:
        assert set(kinds) == {"move"}

    # A finished match frees its channel and refuses more moves.
    assert await host.active_in_channel(20) is None
    before = snapshot(db_path)
    with pytest.raises(HostError, match="the match is over"):
        await host.move(match.id, players[0].user_id, "ACG")
    assert snapshot(db_path) == before


async def test_manual_setup_is_logged_as_secret(host):
    ned, ted, jed = Seat(1, "ned"), Seat(2, "ted"), Seat(3, "jed")
    match = await running_match(host, options="manual seed=1", players=(ned, ted, jed))
    out = await host.move(match.id, ted.user_id, TED)
    # The strand goes to its owner only, never into public narration.
    assert not any(TED in str(line) for line in out.narration)
    assert any(TED in str(line) for line in out.private[ted.user_id])
    assert set(out.private) == {ted.user_id}
    assert host.view(out.match, None)["sequences"]["ted"] is None
    assert host.view(out.match, ned.user_id)["sequences"]["ted"] is None
    assert host.view(out.match, ted.user_id)["sequences"]["ted"] == TED
    await host.move(match.id, ned.user_id, NED)
    await host.move(match.id, jed.user_id, JED)
    await host.move(match.id, ned.user_id, "AAG")
    log = await host.history(match.id)
    assert [(m.ply, m.seat, m.user_id, m.kind) for m in log] == [
        (1, 1, ted.user_id, "secret"), (2, 0, ned.user_id, "secret"),
        (3, 2, jed.user_id, "secret"), (4, 0, ned.user_id, "move")]
    assert [m.text for m in log] == [TED, NED, JED, "AAG"]


async def test_resign_is_logged_and_ends_two_player_game(host, db_path):
    match = await running_match(host, options="seed=5")
    out = await host.resign(match.id, BOB.user_id)  # not bob's turn: resigning is always allowed
    assert out.match.status == FINISHED
    stored, log = await reopened(db_path, match.id)
    assert stored.status == FINISHED and stored.result["winners"] == ["alice"]
    assert [(m.ply, m.seat, m.user_id, m.kind, m.text) for m in log] == [
        (1, 1, BOB.user_id, "resign", "resign")]
    assert await replay_state(host, stored) == stored.state
