"""``nohup petri run --sandbox &``: with standard input closed or empty (a
container, a CI job, a shell's background job) the sandbox keeps serving its page until a
signal stops it, instead of exiting at once and leaving a dead address.

The default run watches the page for ``PETRI_SANDBOX_SERVE_SECONDS`` (default 3) seconds;
the slow variant (``PETRI_SOAK=1``) for 60.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
LIST_URL = re.compile(r"Watch and play in a browser: (http://127\.0\.0\.1:\d+/\S+/)")


def serve_and_stop(tmp_path, seconds: float, stdin, stop=signal.SIGTERM) -> str:
    """Start ``petri run --sandbox`` with ``stdin``, check its page answers for ``seconds``,
    send ``stop``; returns what it printed (asserting exit status 0)."""
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env["PYTHONUNBUFFERED"] = "1"
    env["PYTHONPATH"] = os.pathsep.join([str(REPO), *filter(None, [os.environ.get("PYTHONPATH")])])
    process = subprocess.Popen([sys.executable, "-m", "cli.main", "run", "--sandbox"], cwd=tmp_path, env=env,
                               stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines: list[str] = []
    reader = threading.Thread(target=lambda: lines.extend(process.stdout), daemon=True)
    reader.start()
    try:
        deadline = time.monotonic() + 60
        url = None
        while url is None:
            assert process.poll() is None, f"the sandbox exited ({process.returncode}):\n{''.join(lines)}"
            assert time.monotonic() < deadline, f"no page address within 60 s:\n{''.join(lines)}"
            url = next((found[1] for line in list(lines) if (found := LIST_URL.search(line))), None)
            time.sleep(0.1)
        until = time.monotonic() + seconds
        while True:
            with urllib.request.urlopen(url, timeout=10) as answer:     # the page answers ...
                assert answer.status == 200 and "Petri sandbox" in answer.read().decode()
            assert process.poll() is None, "".join(lines)               # ... and it still runs
            if time.monotonic() >= until:
                break
            time.sleep(min(1.0, max(0.0, until - time.monotonic())))
        process.send_signal(stop)
        assert process.wait(timeout=30) == 0, "".join(lines)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    reader.join(timeout=5)
    return "".join(lines)


def test_the_sandbox_serves_with_standard_input_empty_until_sigterm(tmp_path):
    out = serve_and_stop(tmp_path, float(os.environ.get("PETRI_SANDBOX_SERVE_SECONDS", "3")), subprocess.DEVNULL)
    assert "No terminal: serving until stopped" in out and "Sandbox stopped." in out
    assert "Traceback" not in out


def test_the_sandbox_with_standard_input_closed_stops_on_sigint(tmp_path):
    # "<&-": no standard input at all.  SIGINT (Ctrl-C) ends it as quietly as SIGTERM.
    read, write = os.pipe()
    os.close(write)                                  # a pipe already at its end
    try:
        out = serve_and_stop(tmp_path, 0.5, read, stop=signal.SIGINT)
    finally:
        os.close(read)
    assert "Sandbox stopped." in out and "Traceback" not in out


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("PETRI_SOAK"), reason="set PETRI_SOAK=1 for the minute-long run")
def test_the_sandbox_serves_for_a_minute_without_a_terminal(tmp_path):
    out = serve_and_stop(tmp_path, 60, subprocess.DEVNULL)
    assert "Sandbox stopped." in out
