"""Storage owns SQL: no module outside ``bot/storage`` holds a statement (a string with
``SELECT ``, ``INSERT INTO``, ``UPDATE `` or ``DELETE FROM``); each feature's queries are a
repository in ``bot/storage/repos`` (or a ``Store`` method)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
#: The production packages (tests, examples and docs may hold SQL: they inspect databases).
PACKAGES = ("bot", "cli", "bench", "games", "render", "i18n")
SQL = re.compile(r"\b(SELECT |INSERT INTO|UPDATE |DELETE FROM)")


def sql_strings(path: Path) -> list[tuple[int, str]]:
    """``(line, text)`` of each string constant in ``path`` that reads as SQL (docstrings too:
    a statement quoted in prose is as easy to copy as one that runs)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"), str(path))):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and SQL.search(node.value):
            found.append((node.lineno, node.value.strip()[:60]))
    return found


def offenders() -> dict[str, list[tuple[int, str]]]:
    out = {}
    for package in PACKAGES:
        for path in sorted((REPO / package).rglob("*.py")):
            rel = path.relative_to(REPO).as_posix()
            if rel.startswith("bot/storage/"):
                continue
            hits = sql_strings(path)
            if hits:
                out[rel] = hits
    return out


def test_no_module_outside_storage_holds_sql():
    assert offenders() == {}


def test_the_check_finds_a_statement(tmp_path):
    planted = tmp_path / "planted.py"
    planted.write_text('ROWS = "SELECT id FROM matches"\nf"DELETE FROM {table}"\n')
    assert [line for line, _ in sql_strings(planted)] == [1, 2]
    assert sql_strings(REPO / "bot" / "storage" / "repos" / "ratings.py")  # it reads real repositories
