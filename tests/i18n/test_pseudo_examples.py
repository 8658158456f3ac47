"""Every example script also runs in the pseudo-locale, and nothing the bot sends there is
English outside a catalog message (acceptance).

``petri sandbox --script examples/X.txt --locale pseudo``: every member's Discord and the
server speak the pseudo-locale; the scripts stay English because the sandbox compares what
the bot says after ``i18n.pseudo.unpseudo`` and finds buttons by their English labels.  It
prints a ``LEAK`` line for every message, embed (title, description, fields, footer), button,
menu, form and DM that showed English words outside ``⟦…⟧`` (names of the members, game
titles and move notation allowed).  The scripts run a few at a time (they mostly wait on
SimCord's settling), once for both tests.
"""

from __future__ import annotations

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from functools import cache
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SCRIPTS = sorted((REPO / "examples").glob("*.txt"))


#: Scripts run at once: they mostly wait on SimCord's settling.
AT_ONCE = 2


def _searches(script: Path) -> bool:
    """Whether the script has the computer play (its searches want a core to themselves:
    on a loaded machine SimCord stops waiting for them)."""
    return "@Petri" in script.read_text(encoding="utf-8")


@cache
def runs(out: str) -> dict[str, tuple[int, str]]:
    """Each script's exit status and output in the pseudo-locale: ``AT_ONCE`` at a time, then
    the ones where the computer plays, one by one."""
    def run(script: Path) -> tuple[int, str]:
        done = subprocess.run(
            [sys.executable, "-m", "cli.main", "sandbox", "--script", str(script), "--locale", "pseudo",
             "--out", os.path.join(out, script.stem), "--no-preview"],
            capture_output=True, text=True, timeout=600, cwd=REPO, env=dict(os.environ, PYTHONPATH=str(REPO)))
        return done.returncode, done.stdout + done.stderr
    quick = [s for s in SCRIPTS if not _searches(s)]
    with ThreadPoolExecutor(AT_ONCE) as pool:
        found = dict(zip((s.name for s in quick), pool.map(run, quick)))
    found.update({s.name: run(s) for s in SCRIPTS if _searches(s)})
    return found


@pytest.fixture(scope="module")
def pseudo_runs(tmp_path_factory) -> dict[str, tuple[int, str]]:
    return runs(str(tmp_path_factory.mktemp("pseudo")))


@pytest.mark.parametrize("script", SCRIPTS, ids=[s.stem for s in SCRIPTS])
def test_example_script_runs_in_the_pseudo_locale(script, pseudo_runs):
    status, output = pseudo_runs[script.name]
    assert status == 0, output[-3000:]
    assert "every line ran and every expectation held" in output


@pytest.mark.parametrize("script", SCRIPTS, ids=[s.stem for s in SCRIPTS])
def test_nothing_english_reaches_a_reader_outside_the_catalog(script, pseudo_runs):
    status, output = pseudo_runs[script.name]
    assert status == 0, output[-3000:]
    leaks = [line for line in output.splitlines() if line.startswith("LEAK ")]
    assert not leaks, f"{len(leaks)} places said English outside the catalog:\n" + "\n".join(leaks)
