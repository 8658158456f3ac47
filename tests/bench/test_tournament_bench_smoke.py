"""``petri bench --tournament`` in small: both formats reported, with no rematch.

The figures are the benchmark's to print; this only checks that it runs and what it reports.
"""

from __future__ import annotations

import json

from bench import tournament
from cli.main import main as petri


def test_the_command_prints_both_formats(monkeypatch, capsys):
    monkeypatch.setattr(tournament, "ENTRANTS", 30)
    assert petri(["bench", "--tournament", "--json"]) == 0
    two, three = json.loads(capsys.readouterr().out)["tournament"]
    assert (two["format"], two["entrants"], two["rematches"]) == ("swiss, 2 seats", 30, 0)
    assert (three["format"], three["repeat_meetings"]) == ("swiss, 3 seats", 0)
    assert two["slowest_s"] >= two["median_s"] > 0
