"""Fixtures for the host / store / CLI tests: a MatchHost on a real SQLite file, or on a fresh
PostgreSQL database when ``PETRI_TEST_DATABASE=postgresql`` (tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.host.match_host import MatchHost


@pytest.fixture
def db_path(database_target: str) -> str:
    return database_target


@pytest.fixture
async def host(db_path: Path):
    h = await MatchHost.open(str(db_path))
    try:
        yield h
    finally:
        await h.close()
