"""``petri bench --genetess-moves`` in small: the table of a big Genetess piece.

The figures are the benchmark's to print; this only checks that it runs and what it reports.
"""

from __future__ import annotations

import json

from bench import genetess_moves
from cli.main import main as petri


def test_the_command_prints_a_row_per_piece_size(monkeypatch, capsys):
    monkeypatch.setattr(genetess_moves, "SIZES", (2, 5))
    monkeypatch.setattr(genetess_moves, "RUNS", 1)
    petri(["bench", "--genetess-moves", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert [row["codes"] for row in out["rows"]] == ["2 B + 2 C", "5 B + 5 C"]
    for row in out["rows"]:
        assert row["reached"] > 0 and row["listed"] > row["reached"] // 10
        assert row["legal_moves_ms"] > 0 and row["random_move_ms"] > 0
