"""The sandbox's console: booleans typed as ``provisional:True``; interactive
matches without a clock unless asked; a console line that arrives while the page's Preview
is acting waits for it instead of ending the sandbox with SimCord's overlap error."""

from __future__ import annotations

import asyncio

import pytest

from cli.sandbox import Sandbox, ScriptError
from cli.sandbox_page import SandboxPage


async def test_a_boolean_option_can_be_typed(world, tmp_path):
    sandbox = Sandbox(world.env, world.db_path, tmp_path / "out")
    report = await sandbox.run_line("alice: /leaderboard game:dna-sequence provisional:True")
    assert "must be" not in report and report.strip(), report
    await sandbox.run_line("alice: /leaderboard game:dna-sequence provisional:false")
    with pytest.raises(ScriptError, match="provisional must be True or False, not 'maybe'"):
        await sandbox.run_line("alice: /leaderboard game:dna-sequence provisional:maybe")


async def test_relaxed_clocks_give_no_clock_unless_asked(world, tmp_path):
    world.host.relaxed_clocks = True            # as the interactive sandbox sets it
    sandbox = Sandbox(world.env, world.db_path, tmp_path / "out")
    await sandbox.run_line("alice: /play game:mitosis opponent:@bob")
    report = await sandbox.run_line("bob: click Accept")
    (match,) = await world.host.user_matches(sandbox.members["alice"].id)
    assert match.extra["clock"] is None and "Mitosis begins: alice, bob (no clock)" in report, report
    await sandbox.run_line("alice: /resign")
    await sandbox.run_line("alice: click Resign")
    # Asked for: the clock given, with Mitosis' own time-out policy.
    await sandbox.run_line('alice: /play game:mitosis opponent:@bob options:"clock=60+180"')
    await sandbox.run_line("bob: click Accept")
    match = (await world.host.user_matches(sandbox.members["alice"].id))[0]
    assert match.extra["clock_spec"] == [60.0, 180.0, "opponent"]
    # After a restart too.
    await sandbox.run_line("restart")
    assert world.env.bot.host.relaxed_clocks


async def test_a_console_line_waits_for_the_pages_action(world, tmp_path):
    sandbox = Sandbox(world.env, world.db_path, tmp_path / "out")
    page = SandboxPage(sandbox)
    await page.start()
    env = world.env
    began = asyncio.Event()

    async def page_click():
        """A click on the page being handled: SimCord's operation, held by another task."""
        env._begin_operation("preview.action")
        began.set()
        try:
            await asyncio.sleep(0.3)
        finally:
            env._end_operation()
    try:
        click = asyncio.ensure_future(page_click())
        await began.wait()
        report = await sandbox.run_line("alice: /play game:dna-sequence opponent:@bob")
        assert "challenges" in report, report
        await click
        began.clear()
        click = asyncio.ensure_future(page_click())
        await began.wait()
        await page.refresh()                         # after a console line: waits too
        await click
    finally:
        await page.close()


async def test_the_page_lists_the_commands_in_the_members_language(world):
    from simcord.preview import _commands

    from cli.simlocale import speaking

    with speaking({world.alice.id: "de"}):
        async with world.env.preview(world.games, viewers=[world.alice], layout="channel") as preview:
            # The list the page draws for its viewer (SimCord builds it on each publish).
            entries = _commands.build_catalog(preview, preview._python)["entries"]
    shown = {e["invocation"] for e in entries}
    assert "zug" in shown and "move" not in shown, sorted(shown)
    zug = next(e for e in entries if e["invocation"] == "zug")
    assert zug["path"] == ["move"]                 # what it runs: the command's own name
    assert zug["description"] == "Deinen Zug in der Partie dieses Kanals spielen"
    assert any(e["invocation"].startswith("turnier ") for e in entries), sorted(shown)
