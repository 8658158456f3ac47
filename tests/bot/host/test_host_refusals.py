"""Every refusal is a clear HostError and changes nothing in the database file."""

from __future__ import annotations

import pytest

from bot.host.match_host import HostError
from bot.storage.store import Seat
from bot_testkit import ALICE, BOB, CAROL, DAVE, STRANGER, running_match, seed_example, snapshot


async def refused(host, db_path, call, pattern: str) -> HostError:
    """Run ``call()``; it must raise HostError matching ``pattern`` and leave the file as it was."""
    before = snapshot(db_path)
    with pytest.raises(HostError, match=pattern) as info:
        await call()
    assert snapshot(db_path) == before, "a refused call changed the database"
    return info.value


@pytest.mark.parametrize("game_id, options, pattern", [
    ("chess", None, r"unknown game 'chess'; games are: dna-sequence"),
    ("dna-sequence", "base=5", r"bad options: option 'base' must be an integer 2\.\.4, not 5"),
    ("dna-sequence", "length=0", r"bad options: option 'length' must be an integer 1\.\.200, not 0"),
    ("dna-sequence", "base=2 no_dup", r"bad options: no_dup cannot be satisfied.*base=2.*length=36"),
    ("dna-sequence", "colour=red", r"bad options: unknown option 'colour' for dna-sequence; options are: length"),
    ("dna-sequence", "manual fast", r"unknown option 'fast'"),
    ("dna-sequence", "seed=abc", r"bad options: seed must be a whole number"),
    ("dna-sequence", "seed", r"bad options: 'seed' needs a value"),
    ("dna-sequence", "length=abc", r"option 'length' must be an integer"),
    ("dna-sequence", "min_chunk=4 max_chunk=3", r"min_chunk \(4\) is larger than max_chunk \(3\)"),
])
async def test_create_with_bad_game_or_options(host, db_path, game_id, options, pattern):
    await running_match(host, channel_id=99)  # some unrelated data that must stay as it is
    await refused(host, db_path, lambda: host.create(
        channel_id=1, guild_id=None, game_id=game_id, options=options, creator=ALICE), pattern)
    assert await host.active_in_channel(1) is None


async def test_challenging_yourself(host, db_path):
    await refused(host, db_path, lambda: host.create(
        channel_id=1, guild_id=None, game_id="dna-sequence", options=None, creator=ALICE,
        opponent=Seat(ALICE.user_id, "again")), "cannot challenge yourself")


async def test_second_match_in_a_busy_channel(host, db_path):
    busy = await host.create(channel_id=1, guild_id=None, game_id="dna-sequence", options=None,
                             creator=ALICE)
    err = await refused(host, db_path, lambda: host.create(
        channel_id=1, guild_id=None, game_id="dna-sequence", options=None, creator=BOB),
        "this channel already has a match")
    assert f"#{busy.id}" in str(err) and "lobby" in str(err)
    await host.join(busy.id, BOB)
    await host.start(busy.id, ALICE.user_id)
    await refused(host, db_path, lambda: host.create(
        channel_id=1, guild_id=None, game_id="dna-sequence", options=None, creator=CAROL,
        opponent=DAVE), r"already has a match .*running")
    # Another channel is fine.
    await host.create(channel_id=2, guild_id=None, game_id="dna-sequence", options=None, creator=CAROL)


async def test_channel_match_in_an_empty_channel(host, db_path):
    await refused(host, db_path, lambda: host.channel_match(404), "there is no match in this channel")
    await refused(host, db_path, lambda: host.get(12345), "there is no match #12345")


async def test_lobby_refusals(host, db_path):
    match = await host.create(channel_id=1, guild_id=None, game_id="dna-sequence", options=None,
                              creator=ALICE)
    await refused(host, db_path, lambda: host.start(match.id, ALICE.user_id),
                  r"needs at least 2 players; 1 joined so far")
    await refused(host, db_path, lambda: host.join(match.id, ALICE), "already in this lobby")
    await host.join(match.id, BOB)
    await refused(host, db_path, lambda: host.join(match.id, BOB), "already in this lobby")
    await refused(host, db_path, lambda: host.start(match.id, BOB.user_id),
                  "only the player who opened the lobby can start it")
    await refused(host, db_path, lambda: host.leave(match.id, STRANGER), "not in this lobby")
    await refused(host, db_path, lambda: host.decline(match.id, BOB.user_id), "no longer open")
    await refused(host, db_path, lambda: host.move(match.id, ALICE.user_id, "AAA"),
                  "has not started yet")
    for i in range(6):  # 8 seats is the most
        await host.join(match.id, Seat(500 + i, f"p{i}"))
    await refused(host, db_path, lambda: host.join(match.id, Seat(600, "late")),
                  r"the lobby is full \(8 players\)")
    await host.start(match.id, ALICE.user_id)
    await refused(host, db_path, lambda: host.join(match.id, Seat(600, "late")), "not an open lobby")
    await refused(host, db_path, lambda: host.leave(match.id, BOB.user_id), "only leave a lobby before")
    await refused(host, db_path, lambda: host.start(match.id, ALICE.user_id), "already started")
    await refused(host, db_path, lambda: host.cancel(match.id, ALICE.user_id),
                  "has not started can be cancelled")


async def test_challenge_refusals(host, db_path):
    match = await host.create(channel_id=1, guild_id=None, game_id="dna-sequence", options=None,
                              creator=ALICE, opponent=BOB)
    await refused(host, db_path, lambda: host.start(match.id, CAROL.user_id),
                  "only the challenged player can accept")
    await refused(host, db_path, lambda: host.start(match.id, ALICE.user_id),
                  "only the challenged player can accept")
    await refused(host, db_path, lambda: host.decline(match.id, CAROL.user_id),
                  "only the challenged player can decline")
    await refused(host, db_path, lambda: host.join(match.id, CAROL), "not an open lobby")
    await refused(host, db_path, lambda: host.move(match.id, BOB.user_id, "AAA"),
                  "challenge has not been accepted")


@pytest.mark.parametrize("who, text, pattern", [
    (1, "AXG", r"illegal move: chunk 'AXG' has 'X': use only the letters A C G T"),
    (1, "AAGT", r"illegal move: a chunk is 3 letters; 'AAGT' has 4"),
    (1, "AA", r"illegal move: a chunk is 3 letters; 'AA' has 2"),
    (1, "GGG", r"illegal move: GGG is not in your strand"),
    (1, "TTG", r"illegal move: TTG would remove 2 chunks from jed; on your first turn you may "
               r"remove at most 1"),
    (1, "AAG; TTC", r"illegal move: one move at a time"),
    (1, "", r"illegal move: empty move"),
    (2, "TCA", r"illegal move: it is not your turn; waiting for ned"),
    (STRANGER, "AAG", r"you are not playing in this match"),
])
async def test_bad_moves_in_the_seed_example(host, db_path, who, text, pattern):
    match = await seed_example(host)
    await refused(host, db_path, lambda: host.move(match.id, who, text), pattern)
    # ... and the right move still works afterwards.
    out = await host.move(match.id, 1, "AAG")
    assert out.match.state["strands"][0] == "TCGCATGTACATTTTCAATCTTCGCCTTGAGAG"


async def test_setup_refusals_and_stranger_resign(host, db_path):
    match = await running_match(host, options="manual length=6")
    await refused(host, db_path, lambda: host.move(match.id, ALICE.user_id, "ACGT"),
                  r"exactly 6 letters of A C G T; that was 4 letters")
    await refused(host, db_path, lambda: host.move(match.id, ALICE.user_id, "ACGTXZ"),
                  r"strand 'ACGTXZ' has 'X', 'Z'")
    await refused(host, db_path, lambda: host.resign(match.id, STRANGER), "not playing in this match")


async def test_moves_after_the_game_ended(host, db_path):
    match = await running_match(host)
    await host.resign(match.id, ALICE.user_id)
    await refused(host, db_path, lambda: host.move(match.id, BOB.user_id, "AAA"),
                  "the match is over; no more moves")
    await refused(host, db_path, lambda: host.resign(match.id, BOB.user_id), "the match is over")
    stored = await host.get(match.id)
    with pytest.raises(HostError, match="the match is over"):
        await host.move(match.id, BOB.user_id, "AAA", expected_version=stored.version)
