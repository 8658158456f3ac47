"""``petri bench --bigdb`` in small: it builds the history with the project's
code and prints a latency and an index-bound plan for every query, start-up, move acks
and sizes, on SQLite and (built in SQLite, copied in bulk) on PostgreSQL; compaction packs
the logs at least 3× smaller; a retention pass drops them all."""

from __future__ import annotations

import json
import re

import pytest

from bench import bigdb
from bot.storage.database import open_store
from cli.main import main as petri


@pytest.fixture(params=["sqlite", "postgresql"])
def target(request, tmp_path) -> str:
    if request.param == "postgresql":
        return request.getfixturevalue("pg_url")
    return str(tmp_path / "big.db")


async def test_a_small_big_database_is_built_and_measured(target, capsys):
    await bigdb.run(target, stored=60, running=100, ack_seconds=1.5)
    out = capsys.readouterr().out
    assert "built 60 finished + 100 running matches" in out
    if target.startswith("postgresql://"):
        # Tables of a few rows are read whole (the planner's right choice at this size); that
        # the queries are index-bound is tests/bot/storage/test_query_plans.py's to prove.
        assert re.search(r"copied to PostgreSQL \(\d+ rows\), vacuumed and analysed", out) and "Index Scan" in out
        # Left as a running database's would be: statistics, and a visibility map (index-only
        # scans stay in the index); a bulk-copied table has neither until autovacuum comes.
        store = await open_store(target)
        try:
            left = await store.fetch_all(
                "SELECT relname FROM pg_stat_user_tables WHERE relname IN ('matches', 'seats', 'ratings', "
                "'rating_history', 'move_archives') AND (last_vacuum IS NULL OR last_analyze IS NULL)")
        finally:
            await store.close()
        assert left == []
        # Every query is one statement since its reads were folded (test_pg_round_trips.py).
        assert len(re.findall(r"in the server \(1 statement, EXPLAIN ANALYZE\): planning [\d.]+ ms", out)) == 9
    else:
        assert "SEARCH" in out and "full scan" not in out
    # The retention pass drops the 60 history logs, the 8 played to make them, and those of
    # any running match that the acks' random moves finished.
    assert int(re.search(r"retention pass: dropped (\d+) logs", out)[1]) >= 68
    assert len(re.findall(r"median [\d.]+ ms, p95 [\d.]+ ms", out)) == 9
    assert re.search(r"start-up: .* re-arm 100 deadlines .* resume \(10 computer turns due\)", out)
    assert len(re.findall(r"move ack, 50 matches moving.*p99 [\d.]+ ms \(\d+ moves\)", out)) == 2
    ratio = float(re.search(r"([\d.]+)x smaller", out)[1])
    assert ratio >= 3


async def test_a_kept_history_is_reused_and_left_as_it_was(tmp_path, capsys):
    history = tmp_path / "history.db"
    await bigdb.run(str(tmp_path / "one.db"), stored=40, running=100, ack_seconds=0.5, history=str(history))
    assert "built 40 finished + 100 running matches" in capsys.readouterr().out
    kept = history.stat().st_mtime_ns
    await bigdb.run(str(tmp_path / "two.db"), stored=40, running=100, ack_seconds=0.5, history=str(history))
    out = capsys.readouterr().out
    assert "built" not in out and f"reused from {history}" in out
    # The measures (moves, a retention pass) ran on the copy: the kept history is untouched.
    assert history.stat().st_mtime_ns == kept and "retention pass: dropped" in out
    with pytest.raises(ValueError, match="holds 140 built matches, not 50 \\+ 100"):
        await bigdb.run(str(tmp_path / "three.db"), stored=50, running=100, history=str(history))


def test_too_few_running_matches_is_a_clear_error(capsys):
    with pytest.raises(SystemExit) as exit_:
        petri(["bench", "--bigdb", "--running", "5"])
    assert exit_.value.code == 2 and "at least 1 stored and 100 running" in capsys.readouterr().err


def test_json_means_one_json_object_of_every_figure(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(bigdb, "ACK_SECONDS", 0.3)
    assert petri(["bench", "--bigdb", "--json", "--stored", "20", "--running", "100",
                  "--database", str(tmp_path / "big.db")]) == 0
    captured = capsys.readouterr()
    report = json.loads(captured.out)             # the whole of standard output: one object
    assert report["history"]["stored"] == 20 and report["history"]["running"] == 100
    assert len(report["queries"]) == 9 and all(q["median_ms"] >= 0 and q["plan"] for q in report["queries"])
    assert report["startup"]["armed"] == 100
    assert [a["with_stats"] for a in report["move_acks"]] == [False, True]
    assert report["sizes"]["packed_smaller"] > 1 and report["retention"]["dropped"] >= 28
    assert "built 20 finished" in captured.err     # the text goes on as progress
