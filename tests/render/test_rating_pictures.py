"""The rating-history chart and the tournament standings table read at Discord's preview size."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render.primitives import record_text
from render.rating_chart import rating_chart_png
from render.table import Column, table_png
from render_testkit import NAMES
from test_legibility import unreadable


def test_the_rating_history_reads_at_preview_size():
    points = [(25 + i * 0.7, 8.3 - i * 0.2) for i in range(15)]
    with record_text() as log:
        png = rating_chart_png("alice: DNA (sequence chunks)", points)
    assert not unreadable(log, Image.open(io.BytesIO(png)).width)
    assert any("μ − 3σ" in entry.text for entry in log)


def test_a_single_rated_match_draws_and_none_is_refused():
    assert rating_chart_png("one", [(27.6, 8.07)])[:4] == b"\x89PNG"
    with pytest.raises(ValueError, match="at least one rated match"):
        rating_chart_png("none", [])


def test_the_standings_table_reads_at_preview_size():
    rows = [(i + 1, name, [f"{3 - i / 2:g}", f"{10 - i:g}", f"{4.5 - i:g}"]) for i, name in enumerate(NAMES)]
    columns = [Column("PTS", 80, bold=True), Column("BUCHHOLZ", 130), Column("S–B", 90)]
    with record_text() as log:
        png = table_png("Club Swiss: final standings", "round 3 of 3", columns, rows)
    assert not unreadable(log, Image.open(io.BytesIO(png)).width)
    assert {"BUCHHOLZ", "S–B"} <= {entry.text for entry in log}


def test_the_win_chance_graph_reads_at_preview_size():
    """The review's axis words were 14 px on 720 px (capital 6.3 px at 450 px)."""
    from render.review import win_chance_png
    graph = [0.5 + 0.4 * ((i % 7) - 3) / 3 for i in range(30)]
    with record_text() as log:
        png = win_chance_png("Review: ann v bob", graph, [(3, "mistake"), (9, "blunder")])
    assert not unreadable(log, Image.open(io.BytesIO(png)).width)
    assert {"100%", "??"} <= {entry.text for entry in log}
