"""Every ``examples/*.txt`` sandbox script passes on PostgreSQL too.

Runs on the PostgreSQL pass of the suite only (``PETRI_TEST_DATABASE=postgresql``,
as ``.ci/run`` does); the SQLite pass has ``.ci/run`` run every script anyway.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from pgserver import ON_POSTGRES

REPO = Path(__file__).resolve().parents[2]
SCRIPTS = sorted((REPO / "examples").glob("*.txt"))


@pytest.mark.skipif(not ON_POSTGRES, reason="runs in the PostgreSQL pass (PETRI_TEST_DATABASE=postgresql); "
                                           ".ci/run plays every example on SQLite itself")
@pytest.mark.parametrize("script", SCRIPTS, ids=[s.stem for s in SCRIPTS])
def test_example_script_on_postgresql(script, pg_url, tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "cli.main", "sandbox", "--script", str(script), "--database", pg_url,
         "--out", str(tmp_path / "out"), "--no-preview"],
        capture_output=True, text=True, timeout=600, cwd=REPO, env=dict(os.environ, PYTHONPATH=str(REPO)))
    assert done.returncode == 0, (done.stdout + done.stderr)[-3000:]
    assert "every line ran and every expectation held" in done.stdout
