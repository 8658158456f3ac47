"""Smoke test of ``petri bench``: a tiny run yields well-formed figures.

No timing is asserted here (design.md: benchmarks print figures; tests
never assert on speed).  Warm-up and peer runs are cut to the minimum.
"""

from __future__ import annotations

import importlib.util
import json
import math
import sys

import pytest

from bench import run as bench_run
from games import GAMES

MOVE_KEYS = ("move_p50_ms", "move_p95_ms", "move_p99_ms", "render_p95_ms", "words_p95_ms", "words_cpu_p95_ms")


@pytest.fixture(autouse=True)
def tiny(monkeypatch):
    monkeypatch.setattr(bench_run, "WARMUP_MOVES", 1)
    monkeypatch.setattr(bench_run, "PEER_WARMUP", 1)
    monkeypatch.setattr(bench_run, "PEER_RUNS", 2)


def _peer_available() -> bool:
    try:
        return all(importlib.util.find_spec(m) for m in ("chess", "cairosvg"))
    except (ImportError, ValueError):
        return False


def _check_games(report: dict, moves: int) -> None:
    assert set(report["games"]) == set(GAMES)
    for figures in report["games"].values():
        for key in MOVE_KEYS:
            assert isinstance(figures[key], float) and math.isfinite(figures[key]) and figures[key] > 0
        assert figures["move_p50_ms"] <= figures["move_p95_ms"] <= figures["move_p99_ms"]
        # The channel post waits for the public board only, never for more than the whole move.
        assert 0 < figures["post_p50_ms"] <= figures["move_p50_ms"]
        assert 0 < figures["post_p95_ms"] <= figures["move_p95_ms"]
        # The host's CPU a move: this process's, over the moves timed (something, and finite).
        assert isinstance(figures["host_cpu_ms"], float) and 0 < figures["host_cpu_ms"] < math.inf
        assert figures["moves"] == moves
        assert sum(o["moves"] for o in figures["by_options"].values()) == moves
        # Every move drew its public board at least, and is counted once by its pictures.
        assert sum(o["moves"] for o in figures["by_pictures"].values()) == moves
        assert all(int(count) >= 1 for count in figures["by_pictures"])
        width, height = figures["board_px"]
        assert width > 0 and height > 0
    assert isinstance(report["peak_rss_mb"], float) and report["peak_rss_mb"] > 0


def test_json_shape_without_peer(monkeypatch, capsys):
    # A failed import of the optional extra must give "peer": null, not a crash.
    monkeypatch.setitem(sys.modules, "cairosvg", None)
    assert bench_run.main(json_output=True, moves=3) == 0
    report = json.loads(capsys.readouterr().out)
    _check_games(report, 3)
    assert report["peer"] is None
    assert report["targets"]["peer_ratio_met"] is None
    assert isinstance(report["targets"]["move_p95_met"], bool)
    assert isinstance(report["targets"]["words_p95_met"], bool)
    # As the bot: the pictures come from a worker process, whose memory is reported too.
    assert report["workers"] >= 1 and report["peak_worker_rss_mb"] > 0


def test_human_output_without_peer_says_how_to_install(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "cairosvg", None)
    assert bench_run.main(json_output=False, moves=2) == 0
    out = capsys.readouterr().out
    for game_id in GAMES:
        assert game_id in out
    assert "move p95" in out and "host CPU" in out and "peak RSS" in out
    assert "words through the catalogs per move" in out and "target words p95" in out
    assert "pip install -e '.[bench]'" in out


def test_pictures_in_a_thread_with_no_workers(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "cairosvg", None)
    assert bench_run.main(json_output=True, moves=2, workers=0) == 0
    report = json.loads(capsys.readouterr().out)
    _check_games(report, 2)
    assert report["workers"] == 0 and report["peak_worker_rss_mb"] is None


@pytest.mark.skipif(not _peer_available(), reason="the bench extra (chess, cairosvg) is not installed")
def test_json_shape_with_peer(capsys):
    assert bench_run.main(json_output=True, moves=2) == 0
    report = json.loads(capsys.readouterr().out)
    _check_games(report, 2)
    peer = report["peer"]
    assert peer["render_median_ms"] > 0 and peer["runs"] == 2
    width = max(g["board_px"][0] for g in report["games"].values())
    assert peer["board_px"] == [width, width]
    assert peer["ratio_to_move_p95"] > 0
    assert isinstance(report["targets"]["peer_ratio_met"], bool)


def test_bad_move_count(capsys):
    assert bench_run.main(json_output=True, moves=0) == 2
    assert "--moves" in capsys.readouterr().err


def test_negative_workers_is_a_clear_error(capsys):
    assert bench_run.main(json_output=True, moves=2, workers=-1) == 2
    assert "--workers -1: give 0" in capsys.readouterr().err
