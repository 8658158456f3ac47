"""``petri sandbox``'s page in a real headless browser (Debian's ``chromium``).

The interactive sandbox runs as a child process and prints the address of its
channel list: #games and each member's DMs with Petri, each opened as a
SimCord Preview page.  Script lines on its stdin play the other members; the
member under test acts only in the browser:

- a match's thread (listed under #games once it started) shows the board image
  with the narration;
- in her DMs, alice places her Genetess bid with a button, bob places his
  through the "Submit privately" form, and the bids resolve;
- in a manual DNA (sequence chunks) game, alice submits her strand in the form
  in her DMs, and the strand never shows in #games.

Chromium: ``/usr/bin/chromium``; when it is missing the session fixture runs
``apt-get update && apt-get install -y chromium`` as root, and skips the test
where that is impossible (not root, no apt-get).  The page is driven through the
``playwright`` package (the test extra) with ``executable_path``.
"""

from __future__ import annotations

import shutil

import pytest

from tests.e2e.browser import (
    SandboxProcess,
    browser,
    channel_text,
    find_board,
    find_chromium,
    install_chromium,
    open_channel,
)

LIST_URL = r"Watch and play in a browser: (http://127\.0\.0\.1:\d+/\S+/)"
SCREENSHOTS = "/tmp"          # copies of the screenshots, to look at after a run
STRAND = "TCGCATGTACAAAGTTTTCA"
THREAD_1 = "#1 · DNA (sequence chunks) · alice vs bob"


@pytest.fixture(scope="session")
def chromium() -> str:
    """Debian's Chromium, installed with apt-get (as root) when missing."""
    path = find_chromium()
    if path is None:
        try:
            path, reason = install_chromium()
        except RuntimeError as exc:
            pytest.fail(f"installing Chromium failed: {exc}")
        if path is None:
            pytest.skip(reason)
    return path


@pytest.fixture
def sandbox(tmp_path):
    """The interactive ``petri sandbox`` (with its page) as a child process."""
    process = SandboxProcess(tmp_path)
    try:
        yield process
    finally:
        process.close()


def _messages(page):
    """The channel's message list (the sidebar repeats excerpts of the same messages)."""
    return page.locator("#channel-message-list")


def _shot(page, tmp_path, name: str) -> None:
    page.screenshot(path=str(tmp_path / name))
    shutil.copyfile(tmp_path / name, f"{SCREENSHOTS}/{name}")


def test_the_sandbox_page_shows_the_board_image_and_the_game_message(chromium, sandbox, tmp_path):
    url = sandbox.wait_for(LIST_URL, timeout=20)[1]
    sandbox.send('alice: /play game:dna-sequence opponent:@bob options:"length=12 seed=5"',
                 "bob: click Accept")
    sandbox.wait_for(r"\[#1 · DNA \(sequence chunks\) · alice vs bob\] DNA \(sequence chunks\) begins: alice, bob",
                     timeout=15)
    saved = sorted(p.name for p in (tmp_path / "out").glob("*.png"))
    assert saved and all("petri-" in name for name in saved), saved

    with browser(chromium, tmp_path) as context:
        channels = context.pages[0]
        channels.goto(url)
        _shot(channels, tmp_path, "sandbox-page-channels.png")
        games = open_channel(channels, "thread-1", THREAD_1)          # the match is played in its thread
        board = find_board(games, "DNA (sequence chunks) begins: alice, bob")
        _shot(games, tmp_path, "sandbox-page.png")
        text = channel_text(games)

    assert board["src"].startswith("blob:")
    assert board["filename"] in {name.split("-", 1)[1] for name in saved}
    assert "your move" in board["text"]          # the turn mention, in the same message
    # The bot is "Petri", and the lobby card names its players (no raw <@id>).
    assert "Petri" in text and "TestBot" not in text
    assert "<@" not in text, text

    # EOF ends the prompt, and the sandbox (and the bot) shut down cleanly.
    assert sandbox.close() == 0, sandbox.output()


def test_a_member_bids_and_submits_a_strand_in_their_dms_on_the_page(chromium, sandbox, tmp_path):
    url = sandbox.wait_for(LIST_URL, timeout=20)[1]
    sandbox.send('alice: /play game:genetess opponent:@bob options:"map=duel start_energy=30 seed=3 clock=off"',
                 "bob: click Accept")
    sandbox.wait_for(r"Genetess begins: alice, bob", timeout=15)

    with browser(chromium, tmp_path) as context:
        channels = context.pages[0]
        channels.goto(url)

        # alice's DMs: the bid prompt and its buttons; one press bids.
        dm = open_channel(channels, "dm-alice", "Petri")
        _messages(dm).get_by_text("You have 30 E; every E you bid is spent", exact=False).wait_for()
        dm.get_by_role("button", name="BID start 1 K1").click()
        _messages(dm).get_by_text("Received; it stays secret").first.wait_for()
        _shot(dm, tmp_path, "sandbox-page-dm-bid.png")

        # bob's DMs (the same tab): his bid through the form behind "Submit privately".
        dm = open_channel(channels, "dm-bob", "Petri")
        dm.get_by_role("button", name="Submit privately").click()
        form = dm.locator("#modal-root")
        form.get_by_role("textbox").first.fill("BID")
        form.get_by_role("button", name="Submit").click()
        _messages(dm).get_by_text("you start on K2").first.wait_for()
        find_board(dm, "Match #1 (private)")            # his private board, in his DMs

        games = open_channel(channels, "thread-1", "#1 · Genetess · alice vs bob")
        _messages(games).get_by_text("Bids resolved").first.wait_for()
        assert "start 1 K1" not in channel_text(games)

        # A manual DNA (sequence chunks) game: alice's strand goes in through the form in her DMs.
        sandbox.send("bob: /resign", "bob: click Resign", 'alice: /play game:dna-sequence opponent:@bob options:"manual length=20"',
                     "bob: click Accept")
        sandbox.wait_for(r"DNA \(sequence chunks\) begins: alice, bob", timeout=15)
        dm = open_channel(channels, "dm-alice", "Petri")
        dm.get_by_role("button", name="Submit privately").last.click()
        form = dm.locator("#modal-root")
        form.get_by_role("textbox").first.fill(STRAND)
        form.get_by_role("button", name="Submit").click()
        _messages(dm).get_by_text(STRAND).first.wait_for()     # her own strand, shown to her alone
        dm.locator("#modal-root").get_by_role("dialog").wait_for(state="detached")
        _shot(dm, tmp_path, "sandbox-page-dm-strand.png")

        channels.goto(url)                                             # the list now has match #2's thread
        games = open_channel(channels, "thread-2", "#2 · DNA (sequence chunks) · alice vs bob")
        _messages(games).get_by_text("alice has submitted a strand").first.wait_for()
        assert STRAND not in channel_text(games)

    assert sandbox.close() == 0, sandbox.output()


def test_a_match_is_played_in_the_group_dm_on_the_page(chromium, sandbox, tmp_path):
    url = sandbox.wait_for(LIST_URL, timeout=20)[1]
    with browser(chromium, tmp_path) as context:
        channels = context.pages[0]
        channels.goto(url)
        talk = open_channel(channels, "group-dm", "group DM (alice, bob, carol)")

        def act(who: str, line: str | None = None, button: str | None = None) -> None:
            talk.get_by_role("link", name=who, exact=True).click()
            if line is not None:
                talk.fill("#command", line)
                talk.click("#send")
            else:
                talk.locator("#messages").get_by_role("button", name=button).last.click()
            talk.locator("#report").get_by_text(f"{who}: ", exact=False).first.wait_for()

        act("alice", '/play game:dna-sequence options:"seed=2 clock=off"')
        act("bob", button="Join")
        act("alice", button="Start")
        card = talk.locator("li.message", has_text="DNA (sequence chunks) begins: alice, bob").last
        card.locator("img").wait_for()
        loaded = card.locator("img").evaluate("img => img.complete && img.naturalWidth")
        _shot(talk, tmp_path, "sandbox-page-group-dm.png")
        # The mover picks a move in the card's own menu.
        mover = "alice" if "@alice, your move" in card.inner_text() else "bob"
        talk.get_by_role("link", name=mover, exact=True).click()
        menu = talk.locator("li.message").last.locator("select")
        move = menu.locator("option").first.get_attribute("value")
        menu.select_option(move)
        talk.locator("li.message").last.get_by_role("button", name="OK").click()
        talk.locator("li.message", has_text=f"{mover} removed {move.split(' ', 1)[1]}").first.wait_for()
        _shot(talk, tmp_path, "sandbox-page-group-dm-moved.png")

        other = open_channel(channels, "no-petri", "Elsewhere #general (no Petri)")
        other.fill("#command", "/rules game:dna-sequence")
        other.click("#send")
        other.locator("li.message.private").first.wait_for()        # a private answer, as on Discord
        _shot(other, tmp_path, "sandbox-page-no-petri.png")
    assert loaded > 100
    assert sandbox.close() == 0, sandbox.output()


async def test_the_channel_list_switches_the_preview_and_refuses_what_it_does_not_know(world, tmp_path):
    import aiohttp

    from cli.sandbox import Sandbox
    from cli.sandbox_page import SandboxPage

    sandbox = Sandbox(world.env, world.db_path, tmp_path / "out")      # its own server and members
    page = SandboxPage(sandbox)
    await page.start()
    try:
        async with aiohttp.ClientSession() as http:
            async with http.get(page.url) as listed:
                assert listed.status == 200 and "alice's DMs with Petri" in await listed.text()
            async with http.post(page.url + "open/dm-bob", allow_redirects=False) as switched:
                assert switched.status == 303 and switched.headers["Location"] == page.preview.url
            assert page.current.key == "dm-bob" and page.preview.channel.id == sandbox.members["bob"].user.dm_channel.id
            async with http.post(page.url + "open/dm-zed", allow_redirects=False) as unknown:
                assert unknown.status == 404 and "dm-alice" in await unknown.text()
            # Another site's page reaching this port under a name of its own; a guessed key.
            async with http.get(page.url, headers={"Host": "attacker.example"}) as foreign:
                assert foreign.status == 403
            async with http.get(f"http://127.0.0.1:{page.port}/guess/") as guessed:
                assert guessed.status == 404
        assert page.current.key == "dm-bob"
    finally:
        await page.close()


async def test_the_channel_list_shows_each_matchs_thread_under_its_channel(world, tmp_path):
    import aiohttp

    from cli.sandbox import Sandbox
    from cli.sandbox_page import SandboxPage

    sandbox = Sandbox(world.env, world.db_path, tmp_path / "out")
    page = SandboxPage(sandbox)
    await page.start()
    try:
        async with aiohttp.ClientSession() as http:
            async with http.get(page.url) as listed:
                text = await listed.text()
                assert 'id="open-games"' in text and 'id="open-lobby"' in text and "thread-" not in text
            for line in ('alice: /play game:dna-sequence opponent:@bob options:"seed=4 clock=off"',
                         "bob: click Accept"):
                await sandbox.run_line(line)
            async with http.get(page.url) as listed:
                assert "#games › #1 · DNA (sequence chunks) · alice vs bob" in await listed.text()
            async with http.post(page.url + "open/thread-1", allow_redirects=False) as switched:
                assert switched.status == 303
            assert page.preview.channel.id == (await world.host.get(1)).thread_id
    finally:
        await page.close()


async def test_the_group_dm_and_the_server_without_petri_are_played_on_pages_of_their_own(world, tmp_path):
    """Beside #games, the list opens the group DM and the server without Petri (no Preview can
    show them): each a page of its messages as one member sees them, with that member's buttons,
    menus and command line, every action a fresh interaction of that member there."""
    import re

    import aiohttp

    from cli.sandbox import Sandbox
    from cli.sandbox_page import SandboxPage

    sandbox = Sandbox(world.env, world.db_path, tmp_path / "out")
    page = SandboxPage(sandbox)
    await page.start()
    talk = page.url + "talk/group-dm"
    try:
        async with aiohttp.ClientSession() as http:
            async with http.get(page.url) as listed:
                text = await listed.text()
                assert 'id="open-group-dm"' in text and 'id="open-no-petri"' in text
                assert "group DM (alice, bob, carol)" in text and "Elsewhere #general (no Petri)" in text

            async def act(who: str, line: str) -> str:
                async with http.post(talk, data={"who": who, "line": line}) as answered:   # follows the 303
                    assert answered.status == 200 and f"?as={who}" in str(answered.url)
                    return await answered.text()

            shown = await act("alice", '/play game:dna-sequence options:"seed=2 clock=off"')
            assert 'value="click Join"' in shown and "alice: /play" in shown
            await act("bob", "click Join")
            shown = await act("alice", "click Start")
            assert "DNA (sequence chunks) begins: alice, bob" in shown, shown
            assert re.search(r'<img alt="[^"]+" title="petri-1-ply0\.png" src="data:image/png;base64,', shown)
            match = await world.host.channel_match(sandbox.conversations["group-dm"].id)
            mover = next(n for n in ("alice", "bob") if sandbox.members[n].id == world.host.movers(match)[0].user_id)
            move = world.host.legal_moves(match, sandbox.members[mover].id)[0]
            assert f'<option value="choose {move}">' in shown                  # the card's menu, on the page
            shown = await act(mover, f"choose {move}")
            assert f"{mover} removed {move}" in shown
            assert (await world.host.get(match.id)).version > match.version
            # carol, who does not play, asks for the board: the answer is hers alone; bob sees her line.
            shown = await act("carol", "/board")
            assert "only you" in shown
            async with http.get(talk + "?as=bob") as watched:
                assert "carol: /board" in await watched.text()
            # A line that cannot run says why, on the page.
            shown = await act("carol", "click Nothing")
            assert "carol sees no such component" in shown
            async with http.get(page.url + "talk/nowhere") as unknown:
                assert unknown.status == 404
            async with http.get(talk, headers={"Host": "attacker.example"}) as foreign:
                assert foreign.status == 403
    finally:
        await page.close()
