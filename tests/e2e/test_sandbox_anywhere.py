"""The sandbox's group DM and server without Petri, beside #games: members play there by
script lines (``alice (group-dm): …``, ``(no-petri)``), each turn answered as one card."""

from __future__ import annotations

from cli.sandbox import Sandbox


async def test_members_play_in_the_sandbox_group_dm_and_server_without_petri(world, tmp_path):
    sandbox = Sandbox(world.env, world.db_path, tmp_path / "out")
    report = await sandbox.run_line('alice (group-dm): /play game:dna-sequence options:"seed=2 clock=off"')
    assert "[group DM (alice, bob, carol)]" in report, report
    await sandbox.run_line("bob (group-dm): click Join")
    report = await sandbox.run_line("alice (group-dm): click Start")
    assert "DNA (sequence chunks) begins: alice, bob" in report and "your move" in report, report
    match = await world.host.channel_match(sandbox.conversations["group-dm"].id)
    mover = next(n for n in ("alice", "bob") if sandbox.members[n].id == world.host.movers(match)[0].user_id)
    move = world.host.legal_moves(match, sandbox.members[mover].id)[0]
    report = await sandbox.run_line(f"{mover} (group-dm): choose {move}")     # the card's own menu
    assert f"{mover} removed {move}" in report and "[menu: " in report, report
    assert (await world.host.get(match.id)).version > match.version
    # The server without Petri, beside it: a second match of its own.
    await sandbox.run_line('carol (no-petri): /play game:dna-sequence options:"clock=off"')
    await sandbox.run_line("dave (no-petri): click Join")
    report = await sandbox.run_line("carol (no-petri): click Start")
    assert "[Elsewhere #general (no Petri)]" in report and "begins: carol, dave" in report, report
    assert sorted(p.name for p in (tmp_path / "out").glob("*.png"))         # the cards' boards saved
    # Nothing of it went to #games.
    assert not [m for m in sandbox.channel.history() if "begins" in (m.content or "")]
