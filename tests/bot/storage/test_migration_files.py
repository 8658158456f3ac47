"""The migrations as numbered files (bot/storage/migrations) upgrade a database exactly as the
inline list they replaced did: same count, the data steps at the same numbers, and a database
migrated by either has the same schema, on SQLite and on PostgreSQL."""

from __future__ import annotations

import re

import pytest

from bot.storage import schema
from bot.storage import store as store_module
from bot.storage.database import open_store
from legacy_migrations import LEGACY_MIGRATIONS


@pytest.fixture(params=["sqlite", "postgresql"])
def targets(request, tmp_path) -> tuple[str, str]:
    """Two empty databases of one backend."""
    if request.param == "postgresql":
        server = request.getfixturevalue("pg_server")
        names = [server.create_database(), server.create_database()]
        yield tuple(server.url(name) for name in names)
        for name in names:
            server.drop_database(name)
    else:
        yield str(tmp_path / "old.db"), str(tmp_path / "new.db")


def _squash(sql: str | None) -> str:
    return re.sub(r"\s+", " ", sql or "").strip()


async def schema_of(store) -> list[tuple]:
    """Every table's columns (name, type, nullability, default, key) and every index, sorted."""
    if store.kind == "PostgreSQL":
        columns = await store.fetch_all(
            "SELECT table_name, column_name, ordinal_position, data_type, is_nullable, column_default "
            "FROM information_schema.columns WHERE table_schema = 'public'")
        indexes = await store.fetch_all(
            "SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'")
        keys = await store.fetch_all(
            "SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid) FROM pg_constraint "
            "WHERE connamespace = 'public'::regnamespace")
        return sorted([("column", *map(str, r)) for r in columns] + [("index", *map(str, r)) for r in indexes]
                      + [("constraint", *map(str, r)) for r in keys])
    out = []
    for (table,) in await store.fetch_all("SELECT name FROM sqlite_master WHERE type = 'table'"):
        out += [("column", table, *map(str, r)) for r in await store.fetch_all(f"PRAGMA table_info({table})")]
        out += [("fk", table, *map(str, r)) for r in await store.fetch_all(f"PRAGMA foreign_key_list({table})")]
    out += [(kind, name, table, _squash(sql))
            for kind, name, table, sql in await store.fetch_all("SELECT type, name, tbl_name, sql FROM sqlite_master")]
    return sorted(out)


def test_the_files_keep_the_lists_order_count_and_data_steps():
    files = schema.load()
    assert len(files) == len(LEGACY_MIGRATIONS) == 17
    assert [isinstance(m, tuple) for m in files] == [isinstance(m, tuple) for m in LEGACY_MIGRATIONS]
    for new, old in zip(files, LEGACY_MIGRATIONS):
        new_sql, old_sql = (new, old) if isinstance(new, str) else (new[0], old[0])
        assert _squash(new_sql) == _squash(old_sql)


async def test_a_database_migrated_by_the_old_list_and_by_the_files_has_one_schema(targets, monkeypatch):
    old_target, new_target = targets
    # The old list named its data steps; the same steps are now the files' modules.
    steps = [m[1] if isinstance(m, tuple) else None for m in store_module.MIGRATIONS]
    legacy = [(m[0], steps[i]) if isinstance(m, tuple) else m for i, m in enumerate(LEGACY_MIGRATIONS)]
    monkeypatch.setattr(store_module, "MIGRATIONS", legacy)
    old = await open_store(old_target)
    monkeypatch.setattr(store_module, "MIGRATIONS", schema.load())
    new = await open_store(new_target)
    try:
        old_schema, new_schema = await schema_of(old), await schema_of(new)
        assert len(old_schema) > 100 and any(r[1] == "notify_digests" for r in new_schema)
        assert old_schema == new_schema
    finally:
        await old.close()
        await new.close()


def test_a_gap_in_the_numbers_is_refused(tmp_path, monkeypatch):
    for name in ("0001_a.sql", "0003_c.sql"):
        (tmp_path / name).write_text("CREATE TABLE t (x INTEGER);\n")
    monkeypatch.setattr(schema.resources, "files", lambda package: tmp_path)
    with pytest.raises(RuntimeError, match="without a gap"):
        schema.load()
