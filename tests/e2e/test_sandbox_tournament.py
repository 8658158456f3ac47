"""Tournament tables in the sandbox: their threads are listed on the page under a
match number and addressable by ``(#N)`` in scripts, as any match's thread."""

from __future__ import annotations

import pytest

from cli.sandbox import Sandbox
from cli.sandbox_page import SandboxPage

pytestmark = pytest.mark.simcord(settle_timeout=60)


async def test_a_tournament_tables_thread_is_listed_and_addressable(world, tmp_path):
    sandbox = Sandbox(world.env, world.db_path, tmp_path / "out")
    for line in ('alice (#lobby): /tournament create name:Cup game:dna-sequence format:swiss rounds:1 '
                 'options:"length=12 seed=5 clock=off"',
                 "alice (#lobby): /tournament join", "bob (#lobby): /tournament join",
                 "alice (#lobby): /tournament start"):
        await sandbox.run_line(line)
    match = (await world.host.user_matches(sandbox.members["alice"].id))[0]
    labels = [label for label, _ in sandbox.places()]
    assert f"#{match.id} · Cup R1 B1: alice v bob" in labels, labels
    page = SandboxPage(sandbox)
    assert f"thread-{match.id}" in page.channels
    assert "#lobby › #" + str(match.id) in page.render_list()
    mover = next(n for n, m in sandbox.members.items() if m.id == world.host.movers(match)[0].user_id)
    move = world.host.legal_moves(match, sandbox.members[mover].id)[0]
    report = await sandbox.run_line(f"{mover} (#{match.id}): /move move:{move}")
    assert [e.text for e in await world.host.history(match.id)] == [move], report
    # Without (#N): a member's only match with a thread is where their commands go.
    other = "alice" if mover == "bob" else "bob"
    report = await sandbox.run_line(f"{other}: /view")
    assert f"Match #{match.id}, your view" in report, report   # #games holds no match: it went to the thread
