"""The source is clean of ruff's findings: ``ruff check bot games render i18n cli bench``
(settings in pyproject.toml's ``[tool.ruff]``) reports none, and the same settings do report
planted ones, so the first test cannot pass by checking nothing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
CHECKED = ("bot", "games", "render", "i18n", "cli", "bench")


def _ruff(*args: str) -> subprocess.CompletedProcess:
    pytest.importorskip("ruff", reason="ruff is not installed (the test extra installs it)")
    return subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "concise",
                           "--config", str(REPO / "pyproject.toml"), *args],
                          cwd=REPO, capture_output=True, text=True, timeout=300)


def test_the_source_has_no_ruff_findings():
    result = _ruff(*CHECKED)
    assert result.returncode == 0, result.stdout[-6000:] + result.stderr[-2000:]
    assert "All checks passed!" in result.stdout


def test_planted_findings_are_reported(tmp_path):
    # An unused import, a zip that may drop items silently, a loop variable read late by a
    # closure, and a function past the argument limit (max-args = 9).
    planted = tmp_path / "planted.py"
    planted.write_text(
        "import os\n\n\n"
        "def pairs(a: list, b: list) -> list:\n"
        "    return list(zip(a, b))\n\n\n"
        "def late() -> list:\n"
        "    return [lambda: i for i in range(3)]\n\n\n"
        "def wide(a, b, c, d, e, f, g, h, i, j):\n"
        "    return a\n",
        encoding="utf-8")
    result = _ruff(str(planted))
    assert result.returncode == 1, result.stdout
    for code in ("F401", "B905", "B023", "PLR0913"):
        assert code in result.stdout, (code, result.stdout)
