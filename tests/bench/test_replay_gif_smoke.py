"""``petri bench --gif`` in small: one row per case, with what the GIF cost.

The figures are the benchmark's to print; this only checks that it runs and what it reports.
"""

from __future__ import annotations

import json

from bench import replay_gif
from cli.main import main as petri


def test_the_command_prints_a_row_per_case(monkeypatch, capsys):
    monkeypatch.setattr(replay_gif, "CASES", (("dna-sequence", 2, ""),))
    assert petri(["bench", "--gif", "--json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)["gif"]
    assert row["game"] == "dna-sequence" and row["plies"] > 0
    assert 2 <= row["frames"] <= row["plies"] + 1 and row["bytes"] > 0 and row["cpu_s"] > 0
