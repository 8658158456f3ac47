"""``petri bench --bigdb`` in small (issue 32 §5): it builds the history with the project's
code and prints a latency and an index-bound plan for every query, start-up, move acks
and sizes; compaction packs the logs at least 3× smaller."""

from __future__ import annotations

import re

import pytest

from bench import bigdb
from cli.main import main as petri


async def test_a_small_big_database_is_built_and_measured(tmp_path, capsys):
    await bigdb.run(str(tmp_path / "big.db"), stored=60, running=100, ack_seconds=0.5)
    out = capsys.readouterr().out
    assert "built 60 finished + 100 running matches" in out
    assert len(re.findall(r"median [\d.]+ ms, p95 [\d.]+ ms", out)) == 9
    assert "full scan" not in out and "SEARCH" in out
    assert re.search(r"start-up: .* re-arm 100 deadlines .* resume \(10 computer turns due\)", out)
    assert len(re.findall(r"move ack, 50 matches moving.*p99 [\d.]+ ms \(\d+ moves\)", out)) == 2
    ratio = float(re.search(r"([\d.]+)x smaller", out)[1])
    assert ratio >= 3


def test_too_few_running_matches_is_a_clear_error(capsys):
    with pytest.raises(SystemExit) as exit_:
        petri(["bench", "--bigdb", "--running", "5"])
    assert exit_.value.code == 2 and "at least 1 stored and 100 running" in capsys.readouterr().err
