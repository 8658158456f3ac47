"""A closed pipe ends any ``petri`` command quietly: ``petri rules genetess | head``
printed a ``BrokenPipeError`` traceback once ``head`` had read its lines."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("argv", [["rules", "genetess"], ["rules"], ["--help"],
                                  ["play", "mitosis", "--moves", "-"]])
def test_a_reader_that_went_away_ends_the_command_quietly(argv):
    read, write = os.pipe()
    os.close(read)                   # the reader is gone before the first byte: every write fails
    try:
        done = subprocess.run([sys.executable, "-m", "cli.main", *argv], cwd=REPO, stdout=write,
                              stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True, timeout=120,
                              env={**os.environ, "PYTHONPATH": str(REPO)})
    finally:
        os.close(write)
    assert done.stderr == "", done.stderr
    assert done.returncode == 0
