"""The "your move" ping says when the seat's time runs out, as a
Discord timestamp (``<t:UNIX:R>``: every client shows it in its own words and time zone)."""

from __future__ import annotations

import re

from bot.host.clocks import seat_deadline
from tests.e2e.test_clocks import challenge
from tests.e2e.conftest import mention


async def test_your_move_names_the_deadline(world):
    w = world
    match = await challenge(w, "seed=4 clock=60")
    due = int(seat_deadline(match.extra["clock"], 0))
    assert due == int(w.host.now() + 60)
    opening = w.public()[-1].content
    assert opening.endswith(f"{mention(w.alice)}, your move, due <t:{due}:R>"), opening

    await w.env.advance_time(20)
    r = await w.alice.slash(w.games, "move", move=w.host.legal_moves(match, w.alice.id)[0])
    assert r.acknowledged, r
    match = await w.host.get(match.id)
    due = int(seat_deadline(match.extra["clock"], 1))
    assert w.public()[-1].content.endswith(f"{mention(w.bob)}, your move, due <t:{due}:R>")


async def test_no_deadline_without_a_clock(world):
    w = world
    await challenge(w, "seed=4 clock=off")
    opening = w.public()[-1].content
    assert opening.endswith(f"{mention(w.alice)}, your move") and not re.search(r"<t:\d+", opening)


async def test_the_sandbox_shows_the_deadline_as_a_client_does(world, tmp_path):
    from cli.sandbox import Sandbox

    sandbox = Sandbox(world.env, world.db_path, tmp_path / "out")
    await sandbox.run_line('alice: /play game:dna-sequence opponent:@bob options:"seed=4 clock=90"')
    report = await sandbox.run_line("bob: click Accept")
    assert "@alice, your move, due in 1m\n" in report + "\n" and "<t:" not in report
    await sandbox.run_line("time +2m")                 # alice's time ran out; a random move
    await sandbox.run_line("alice (dm): /history")
    assert re.search(r"ago$", sandbox.recent[-1].text, re.M), sandbox.recent[-1].text
