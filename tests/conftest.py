"""Fixtures every suite may use: a throwaway PostgreSQL server and the database under test.

``pg_url`` is a fresh, empty PostgreSQL database (the cluster starts on
first use, once per session).  ``database_target`` is what the host and bot
tests open: an SQLite file under ``tmp_path``, or — with
``PETRI_TEST_DATABASE=postgresql`` — a fresh PostgreSQL database, so the
store, host and SimCord suites run unchanged on both backends (CI runs both).
"""

from __future__ import annotations

import pytest

import i18n  # noqa: F401  (str(msg) speaks English in every test, as in the bot)
from pgserver import ON_POSTGRES, PgServer, PgUnavailable


@pytest.fixture(scope="session")
def pg_server():
    try:
        server = PgServer().start()
    except PgUnavailable as exc:
        pytest.skip(f"no PostgreSQL server for this test: {exc}")
    yield server
    server.stop()


@pytest.fixture
def pg_url(pg_server) -> str:
    name = pg_server.create_database()
    yield pg_server.url(name)
    pg_server.drop_database(name)


@pytest.fixture
def database_target(request, tmp_path) -> str:
    """An SQLite file path, or a fresh PostgreSQL URL when the suite runs on PostgreSQL."""
    if ON_POSTGRES:
        return request.getfixturevalue("pg_url")
    return str(tmp_path / "petri.db")


def sqlite_only(reason: str):
    """Mark a test that inspects the SQLite file itself (skipped on PostgreSQL, saying why)."""
    return pytest.mark.skipif(ON_POSTGRES, reason=f"reads the SQLite file: {reason}")
