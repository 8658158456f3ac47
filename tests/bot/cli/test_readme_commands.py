"""Every command the README and docs/ show in a fenced ``sh`` block runs as written.

A ``petri`` command is checked against the real argument parser (its subcommand, options and
their values); the README's two commands (run, test) are the ones CI runs, so `.ci/run` must
contain the test command word for word; a ``cp`` names files that exist. Commands that need
Discord, a token or PostgreSQL are not run here, only parsed.
"""

from __future__ import annotations

import re
import shlex

import pytest

from cli.main import build_parser
from bot_testkit import REPO

PAGES = [REPO / "README.md", *sorted((REPO / "docs").rglob("*.md"))]


def _sh_lines(page) -> list[str]:
    """The command lines of ``page``'s fenced sh blocks, comments and continuations folded."""
    text = page.read_text(encoding="utf-8")
    lines = []
    for block in re.findall(r"^\s*```sh\n(.*?)^\s*```", text, re.S | re.M):
        for line in block.replace("\\\n", " ").splitlines():
            line = line.split(" #")[0].strip()
            if line and not line.startswith("#"):
                lines.append(line)
    return lines


def _petri_args(line: str) -> list[list[str]]:
    """The argument lists of every ``petri`` call in one shell line (``a && b`` split)."""
    calls = []
    for part in re.split(r"&&|;", line):
        words = shlex.split(part)
        for i, word in enumerate(words):
            if word == "petri" or word.endswith("/petri"):
                calls.append(words[i + 1:])
                break
    return calls


COMMANDS = [(page.relative_to(REPO).as_posix(), line) for page in PAGES for line in _sh_lines(page)]
PETRI = [(page, line, args) for page, line in COMMANDS for args in _petri_args(line)]


def test_the_pages_show_petri_commands():
    """The check below is not vacuous: the README alone shows several."""
    assert sum(1 for page, _, _ in PETRI if page == "README.md") >= 3


@pytest.mark.parametrize("page,line,args", PETRI, ids=[f"{p}: {l}" for p, l, _ in PETRI])
def test_every_petri_command_parses(page, line, args):
    parser = build_parser()
    try:
        parser.parse_args(args)
    except SystemExit as exc:   # argparse exits 2 on an unknown subcommand or option
        pytest.fail(f"{page}: `{line}` is not a valid petri command (exit {exc.code})")


def test_a_misspelt_command_would_be_caught():
    with pytest.raises(SystemExit):
        build_parser().parse_args(["run", "--shard-cont", "8"])


def test_ci_runs_the_readme_test_command():
    readme = [line for page, line in COMMANDS if page == "README.md"]
    test_command = next(line for line in readme if "pytest" in line)
    assert test_command in (REPO / ".ci" / "run").read_text(encoding="utf-8")


def test_copied_files_exist():
    for page, line in COMMANDS:
        words = shlex.split(line)
        if words[:1] == ["cp"]:
            assert (REPO / words[1]).exists(), f"{page}: `{line}` copies a file that does not exist"
