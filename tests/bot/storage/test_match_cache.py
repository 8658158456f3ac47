"""A move reads the row its host committed last (``bot.storage.match_cache``), and a row another host
changed since is never trusted: the move is played on the stored one."""

from __future__ import annotations

import pytest

from bot.host.match_host import HostError, MatchHost
from bot.storage.store import MatchRow
from bot_testkit import replay_state, running_match


@pytest.fixture
async def hosts(db_path):
    """Two hosts (two shard processes) on one database."""
    one, two = await MatchHost.open(str(db_path)), await MatchHost.open(str(db_path))
    try:
        yield one, two
    finally:
        await one.close()
        await two.close()


def _a_move(host: MatchHost, match: MatchRow) -> tuple[int, str]:
    game = host.game_of(match)
    seat = game.to_move(match.state)[0]
    return match.seats[seat].user_id, game.legal_moves(match.state, seat)[0]


async def _reads(host: MatchHost) -> list[int]:
    """Record the match ids ``host`` reads from its database from now on."""
    reads, read = [], host.store.get_match

    async def counted(match_id):
        reads.append(match_id)
        return await read(match_id)
    host.store.get_match = counted
    return reads


async def test_a_move_reads_the_match_its_host_committed_without_the_database(hosts):
    one, _ = hosts
    match = await running_match(one)
    reads = await _reads(one)
    for _ in range(3):
        user, text = _a_move(one, match)
        match = (await one.move(match.id, user, text)).match
    assert reads == []
    assert (await one.store.get_match(match.id)).state == match.state == await replay_state(one, match)


async def test_a_match_another_host_moved_is_played_from_the_database(hosts):
    one, two = hosts
    match = await running_match(one)
    user, text = _a_move(one, match)
    match = (await one.move(match.id, user, text)).match        # one remembers this row
    user, text = _a_move(two, match)
    match = (await two.move(match.id, user, text)).match        # two moves: one's row is old
    user, text = _a_move(one, match)
    reads = await _reads(one)
    after = (await one.move(match.id, user, text)).match        # its turn on the stored row
    assert reads == [match.id]
    assert after.version == match.version + 1
    assert [m.text for m in await one.history(match.id)][-3:] == [
        m.text for m in (await two.history(match.id))[-3:]]
    assert after.state == await replay_state(one, after)


async def test_the_newest_board_s_button_works_on_a_host_that_remembers_an_older_one(hosts):
    one, two = hosts
    match = await running_match(one)
    user, text = _a_move(one, match)
    match = (await one.move(match.id, user, text)).match
    user, text = _a_move(two, match)
    newest = (await two.move(match.id, user, text)).match
    user, text = _a_move(two, newest)
    after = await one.move(match.id, user, text, expected_version=two.board_version(newest))
    assert after.match.version == newest.version + 1


async def test_a_refusal_is_checked_on_the_stored_match_and_changes_nothing(hosts):
    """A remembered row may be old: a move it refuses is tried once more on the stored row
    (refused again here), and the next move plays on from the stored, unchanged match (one
    read each: after a refusal the host no longer trusts the row it remembers)."""
    one, _ = hosts
    match = await running_match(one)
    user, _ = _a_move(one, match)
    reads = await _reads(one)
    with pytest.raises(HostError, match="illegal move"):
        await one.move(match.id, user, "XYZ")
    user, text = _a_move(one, match)
    after = (await one.move(match.id, user, text)).match
    assert reads == [match.id, match.id] and after.version == match.version + 1
    assert after.state == await replay_state(one, after)


async def test_a_commit_never_writes_back_an_old_board_message(hosts):
    one, _ = hosts
    match = await running_match(one)                            # one remembers the row
    await one.store.set_board_message(match.id, 4242)           # the card, set without a version
    user, text = _a_move(one, match)
    await one.move(match.id, user, text)
    assert (await one.store.get_match(match.id)).board_message_id == 4242


async def test_a_finished_match_is_not_kept(hosts):
    one, _ = hosts
    match = await running_match(one)
    assert match.id in one.recent
    user, _ = _a_move(one, match)
    assert (await one.resign(match.id, user)).match.status == "finished"
    assert match.id not in one.recent and len(one.recent) == 0
