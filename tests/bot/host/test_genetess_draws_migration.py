"""Migration 4: the Genetess matches stored before per-purpose random draws keep
their one stream (option ``draws=single``), so they replay as they were played; other games'
matches are left alone.  On a real SQLite file migrated from schema 3."""

from __future__ import annotations

import sqlite3

from bot.storage.database import open_store
from bot.storage.store import MIGRATIONS


async def test_genetess_matches_stored_before_draw_from_their_one_stream(tmp_path):
    path = tmp_path / "old.db"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    con.execute("INSERT INTO schema_version VALUES (3)")
    for script in MIGRATIONS[:3]:
        con.executescript(script.replace("{id_pk}", "INTEGER PRIMARY KEY"))
    for match_id, game, options in ((1, "genetess", "max_rounds=9"), (2, "genetess", ""),
                                    (3, "dna-sequence", "manual")):
        con.execute("INSERT INTO matches (id, channel_id, game, options, seed, status, version, "
                    "created_by, created_at, updated_at) VALUES (?, 1, ?, ?, 5, 'running', 1, 10, "
                    "1.5, 1.5)", (match_id, game, options))
    con.commit()
    con.close()
    store = await open_store(f"sqlite:///{path}")
    try:
        options = [(await store.get_match(i)).options for i in (1, 2, 3)]
    finally:
        await store.close()
    assert options == ["max_rounds=9 draws=single", "draws=single", "manual"]
