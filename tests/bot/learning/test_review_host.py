"""The review on the host: a Genetess seat's stored review is byte-identical when
another seat's hidden information differs (a piece the opponent made out of sight, and so
its E), and it is computed once."""

from __future__ import annotations

import json

from bot.workers.computer import ComputerPool
from bot.learning.review import review_for, seat_line
from bot.storage.store import Seat
from games import get_game
from games.lessons import find
from bot.storage.repos import learning as learning_rows

ALICE, BOB = Seat(11, "alice"), Seat(12, "bob")


async def _finished_genetess(host, channel_id: int, unseen: str):
    """The "take the King" lesson played as a match, bob's piece out of alice's sight ``unseen``."""
    lesson = find("genetess", "take-the-king")
    match = await host.create(channel_id=channel_id, guild_id=5, game_id="genetess",
                              options="start_energy=60 seed=1", creator=ALICE)
    await host.join(match.id, BOB)
    await host.start(match.id, ALICE.user_id)
    users = [ALICE.user_id, BOB.user_id]
    for seat, text in lesson.setup:
        await host.move(match.id, users[seat], unseen if text == "CREATE F10 A" else text)
    await host.move(match.id, ALICE.user_id, lesson.answer)
    return await host.get(match.id)


async def test_a_genetess_review_ignores_what_the_seat_never_saw(host):
    plain = await _finished_genetess(host, 1, "CREATE F10 A")
    other = await _finished_genetess(host, 2, "CREATE F10 AB")
    assert plain.status == other.status == "finished"
    lines = {}
    for m in (plain, other):
        lines[m.id] = [seat_line("genetess", [s.name for s in m.seats], m.options, m.seed,
                                 await host.store.moves(m.id), None, seat) for seat in (0, 1)]
    # Alice saw the same until the end (the final view shows everyone's E: the game is over).
    assert lines[plain.id][0][0][:-1] == lines[other.id][0][0][:-1]
    assert lines[plain.id][0][1] == lines[other.id][0][1]
    assert lines[plain.id][1][0] != lines[other.id][1][0]    # bob's piece and E differed
    pool = ComputerPool(inline=True)
    mine = await review_for(host, pool, plain, ALICE.user_id)
    theirs = await review_for(host, pool, other, ALICE.user_id)
    assert json.dumps(mine, sort_keys=True) == json.dumps(theirs, sort_keys=True)
    assert [p["ply"] for p in mine["plies"]] == [
        i for i, m in enumerate(lines[plain.id][0][1]) if m is not None]
    # Computed once: the stored review comes back as it was.
    assert await learning_rows.review_of(host.store, plain.id, 0) == mine
    progress = []

    async def note(done, total):
        progress.append((done, total))

    assert await review_for(host, pool, plain, ALICE.user_id, note) == mine and progress == []
    assert get_game("genetess").result(plain.state)["winners"] == [0]
