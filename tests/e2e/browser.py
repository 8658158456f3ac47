"""Helpers for the browser test of ``petri sandbox``'s page (test_sandbox_page.py).

* ``find_chromium`` / ``install_chromium``: Debian's ``chromium`` package.
* ``SandboxProcess``: ``python -m cli.main sandbox`` as a child process, fed
  script lines on stdin, its stdout read by a thread so every wait has a timeout.
* ``browser`` / ``open_channel``: headless Chromium driven by the ``playwright``
  package (``executable_path``, no downloaded browser); the sandbox's channel
  list opens #games or a member's DMs as SimCord Preview pages.
"""

from __future__ import annotations

import os
import queue
import re
import shutil
import subprocess
import sys
import threading
import time
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

# Flags for every Chromium run: headless, and nothing that talks to the network.
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
WINDOW = (1200, 900)

# In the page: the channel message that carries the board image (an <img> with a
# blob: URL whose attachment is named petri-*.png) and the narration.  Returns
# {filename, src, width, text} once the image has loaded, else null.
_FIND_BOARD_JS = r"""
(narration) => {
  for (const message of document.querySelectorAll('.channel-message')) {
    for (const item of message.querySelectorAll('li.attachment')) {
      const img = item.querySelector('img.attachment-image');
      const button = item.querySelector('[aria-label^="Download "]');
      const filename = button ? button.getAttribute('aria-label').slice('Download '.length) : '';
      if (!img || !/^petri-.*\.png$/.test(filename)) continue;
      if (!img.src.startsWith('blob:') || !img.complete || img.naturalWidth === 0) continue;
      if (!message.innerText.includes(narration)) continue;
      return {filename, src: img.src, width: img.naturalWidth, text: message.innerText};
    }
  }
  return null;
}
"""


# -- Chromium ---------------------------------------------------------------------
def find_chromium() -> str | None:
    """The Chromium executable (Debian installs ``/usr/bin/chromium``), or None."""
    if os.access("/usr/bin/chromium", os.X_OK):
        return "/usr/bin/chromium"
    return shutil.which("chromium")


def install_chromium() -> tuple[str | None, str]:
    """Install Debian's ``chromium`` with apt-get when running as root.

    Returns ``(path, "")`` on success, ``(None, reason)`` when installing is not
    possible here (not root, no apt-get), and raises ``RuntimeError`` when apt-get
    was tried and failed.
    """
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return None, "Chromium is missing and installing it needs root (apt-get install -y chromium)"
    if shutil.which("apt-get") is None:
        return None, "Chromium is missing and there is no apt-get to install it"
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    for command in (["apt-get", "update"], ["apt-get", "install", "-y", "chromium"]):
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=900)
        if done.returncode != 0:
            tail = (done.stdout + done.stderr).strip().splitlines()[-15:]
            raise RuntimeError(f"{' '.join(command)} failed ({done.returncode}):\n" + "\n".join(tail))
    path = find_chromium()
    if path is None:
        raise RuntimeError("apt-get installed chromium but no chromium executable was found")
    return path, ""


# -- the sandbox process -----------------------------------------------------------
class SandboxProcess:
    """``python -m cli.main sandbox`` (interactive, with the Preview page) as a child process."""

    def __init__(self, tmp: Path):
        self.tmp = tmp
        self.lines: list[str] = []                 # stdout so far
        self._queue: queue.Queue[str | None] = queue.Queue()
        self._stderr = open(tmp / "sandbox-stderr.txt", "w+", encoding="utf-8")
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(
            [str(REPO), *filter(None, [os.environ.get("PYTHONPATH")])]), "PYTHONUNBUFFERED": "1"}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "cli.main", "sandbox", "--db", str(tmp / "s.db"), "--out", str(tmp / "out")],
            cwd=REPO, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._stderr,
            text=True, encoding="utf-8", bufsize=1,
        )
        self._reader = threading.Thread(target=self._read, name="sandbox-stdout", daemon=True)
        self._reader.start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self._queue.put(line.rstrip("\n"))
        self._queue.put(None)                       # EOF

    def output(self) -> str:
        """Everything the sandbox printed so far (stdout, then the end of stderr)."""
        err = ""
        if not self._stderr.closed:
            self._stderr.flush()
            self._stderr.seek(0)
            err = self._stderr.read()[-3000:]
        return "\n".join(self.lines) + (f"\n--- stderr ---\n{err}" if err.strip() else "")

    def wait_for(self, pattern: str, timeout: float) -> re.Match:
        """Read stdout until a line matches ``pattern``; fails on a timeout, an error line or an exit."""
        regex = re.compile(pattern)
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no line matching /{pattern}/ within {timeout:g} s; "
                                     f"the sandbox printed:\n{self.output()}")
            try:
                line = self._queue.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                code = self.proc.wait(timeout=5)
                raise AssertionError(f"the sandbox exited ({code}) before /{pattern}/; it printed:\n{self.output()}")
            self.lines.append(line)
            if line.lstrip("> ").startswith("! "):   # a script line the sandbox refused (ScriptError)
                raise AssertionError(f"the sandbox refused a script line: {line}\n{self.output()}")
            if found := regex.search(line):
                return found

    def send(self, *lines: str) -> None:
        self.proc.stdin.write("".join(line + "\n" for line in lines))
        self.proc.stdin.flush()

    def close(self, timeout: float = 15) -> int:
        """Close its standard input and stop it with SIGTERM (without a terminal the page keeps
        serving after the end of input), then wait; kill it if it does not exit."""
        if self.proc.stdin and not self.proc.stdin.closed:
            try:
                self.proc.stdin.close()
            except BrokenPipeError:
                pass
        if self.proc.poll() is None:
            self.proc.terminate()
        try:
            self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=5)
        self._reader.join(timeout=5)
        self.proc.stdout.close()
        self._stderr.close()
        return self.proc.returncode


# -- the page ---------------------------------------------------------------------------
@contextmanager
def browser(chromium: str, tmp: Path, timeout: float = 20):
    """A fresh headless Chromium (playwright with ``executable_path``: no downloaded browser).

    Yields a playwright ``BrowserContext`` whose actions time out after ``timeout`` seconds.
    """
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        # A persistent context on a new folder is the fresh user-data-dir.
        context = pw.chromium.launch_persistent_context(
            str(tmp / "chromium-profile"), executable_path=chromium, headless=True, args=CHROMIUM_FLAGS,
            viewport={"width": WINDOW[0], "height": WINDOW[1]}, timeout=timeout * 1000)
        context.set_default_timeout(timeout * 1000)
        try:
            yield context
        finally:
            context.close()


def open_channel(channels_page, key: str, title: str):
    """Press ``key``'s button ("games", "dm-alice") on the sandbox's channel list.

    The channel opens in the one named window the list targets (a new tab the
    first time, the same tab afterwards); returns that page once its header
    shows ``title`` ("games" or "Petri", as a Discord client names a DM).
    """
    context = channels_page.context
    before = set(context.pages)
    channels_page.click(f"#open-{key}")
    deadline = time.monotonic() + 20
    while True:
        opened = [p for p in context.pages if p is not channels_page]
        fresh = [p for p in opened if p not in before]
        page = (fresh or opened or [None])[-1]
        if page is not None and not page.is_closed():
            try:
                if page.locator("#channel-name").inner_text(timeout=500) == title:
                    return page
            except Exception:   # still navigating: the old document went away mid-read
                pass
        if time.monotonic() > deadline:
            raise AssertionError(f"the channel list did not open {key!r} (pages: {[p.url for p in opened]})")
        channels_page.wait_for_timeout(200)


def find_board(page, narration: str, timeout: float = 20) -> dict:
    """The loaded board image in the message carrying ``narration`` (see ``_FIND_BOARD_JS``)."""
    return page.wait_for_function(_FIND_BOARD_JS, arg=narration, timeout=timeout * 1000,
                                  polling=200).json_value()


def channel_text(page) -> str:
    """What the channel shows (its message list), as text."""
    return page.evaluate("document.getElementById('channel-message-list')?.innerText ?? document.body.innerText")
