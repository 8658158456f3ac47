"""Fixtures for the host / store / CLI tests: a MatchHost on a real SQLite file."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.host import MatchHost


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "petri.db"


@pytest.fixture
async def host(db_path: Path):
    h = await MatchHost.open(str(db_path))
    try:
        yield h
    finally:
        await h.close()
