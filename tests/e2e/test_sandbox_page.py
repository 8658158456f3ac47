"""``petri sandbox``'s Preview page in a real headless browser (Debian's ``chromium``).

The interactive sandbox runs as a child process.  Script lines on its stdin
make alice challenge bob and bob accept; the bot then posts the board image
with the narration "DNA (sequence chunks) begins: alice, bob".  The page the
sandbox serves (the URL it prints, capability in the #fragment) must show that
message with the board image loaded.

Chromium: ``/usr/bin/chromium``; when it is missing the session fixture runs
``apt-get update && apt-get install -y chromium`` as root, and skips the test
where that is impossible (not root, no apt-get).  The page is driven through the
``playwright`` package with ``executable_path`` (no downloaded browsers) when it
is installed, else through Chromium's ``--dump-dom``.
"""

from __future__ import annotations

import shutil

import pytest

from tests.e2e.browser import SandboxProcess, find_chromium, install_chromium, open_page

NARRATION = "DNA (sequence chunks) begins: alice, bob"
SCREENSHOT_COPY = "/tmp/sandbox-page.png"


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
    """The interactive ``petri sandbox`` (with its Preview page) as a child process."""
    process = SandboxProcess(tmp_path)
    try:
        yield process
    finally:
        process.close()


def test_the_sandbox_page_shows_the_board_image_and_the_game_message(chromium, sandbox, tmp_path):
    url = sandbox.wait_for(r"Watch and play in a browser: (http://127\.0\.0\.1:\d+/#\S+)", timeout=20)[1]

    sandbox.send('alice: /play game:dna-sequence opponent:@bob options:"length=12 seed=5"',
                 "bob: click Accept")
    sandbox.wait_for(r"challenges you to DNA \(sequence chunks\)", timeout=15)
    sandbox.wait_for(r"\[#games\] DNA \(sequence chunks\) begins: alice, bob", timeout=15)
    saved = sorted(p.name for p in (tmp_path / "out").glob("*.png"))
    assert saved and all("petri-" in name for name in saved), saved

    page = open_page(chromium, url, tmp_path, NARRATION)
    if page.screenshot.exists():
        shutil.copyfile(page.screenshot, SCREENSHOT_COPY)

    assert page.board is not None, (
        f"[{page.driver}] no channel message with a loaded petri-*.png board image and the text "
        f"{NARRATION!r}; the page showed:\n{page.text[:3000]}")
    assert page.board["src"].startswith("blob:")
    assert page.board["filename"] in {name.split("-", 1)[1] for name in saved}
    assert NARRATION in page.board["text"]
    assert "your move" in page.board["text"]          # the turn mention, in the same message
    assert page.screenshot.exists() and page.screenshot.stat().st_size > 10_000

    # EOF ends the prompt, and the sandbox (and the bot) shut down cleanly.
    assert sandbox.close() == 0, sandbox.output()
