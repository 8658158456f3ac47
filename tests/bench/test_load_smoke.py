"""``petri bench --load`` in small: matches of every game at once, clocks among them."""

from __future__ import annotations

import json

import pytest

from bench import load
from bot.workers.render_pool import default_workers
from cli.main import main as petri


async def test_many_matches_at_once_move_without_errors(tmp_path):
    figures = await load.run_load(str(tmp_path / "load.db"), matches=12, moves=240,
                                  clock_every=3)  # a clocked match among every three
    summary = figures.summary()
    assert summary["errors"] == 0, summary["error_samples"]
    assert summary["moves"] >= 240 and summary["moves_per_s"] > 0
    assert summary["ack_p99_ms"] >= summary["ack_p50_ms"] > 0


async def test_stand_ins_search_in_the_computer_pool_as_in_the_bot(tmp_path, monkeypatch):
    """A clocked match's absent seat is played by a stand-in searched in the computer's
    worker process, as the bot does (``host.computers``), never on the host's event loop:
    searched there, a Genetess stand-in held the loop for ≈ 60 ms (ack p99 17 s at 500
    matches)."""
    from bot.host import match_host

    in_the_host = []

    def on_the_loop(*args):
        in_the_host.append(args[0])
        return searched(*args)

    searched = match_host.stand_in_job
    monkeypatch.setattr(match_host, "stand_in_job", on_the_loop)
    # Both matches clocked (1 s): their first seat times out three times, then is a zombie.
    figures = await load.run_load(str(tmp_path / "load.db"), matches=2, moves=30, clock_every=1)
    summary = figures.summary()
    assert summary["timeouts"] > 0 and summary["errors"] == 0, summary["error_samples"]
    assert in_the_host == []


async def test_worker_cpu_is_counted_over_the_run_not_from_the_workers_start(tmp_path, monkeypatch):
    """The picture workers' CPU is what they used during the run: their start-up (importing
    Pillow, the fonts and the engines, ≈ 0.5 s) is not the moves' work."""
    readings: dict[int, float] = {}

    def cpu_seconds(pid):            # 100 s of start-up, then one more second each reading
        readings[pid] = readings.get(pid, 99.0) + 1.0
        return readings[pid]

    monkeypatch.setattr(load, "cpu_seconds", cpu_seconds)
    figures = await load.run_load(str(tmp_path / "load.db"), matches=2, moves=10, clock_every=0)
    assert figures.worker_cpu_s == figures.picture_workers * 1.0
    assert figures.summary()["worker_cpu_ms_per_move"] == round(1000 * figures.worker_cpu_s / len(figures.ack_ns), 2)


def test_the_command_prints_json(capsys):
    assert petri(["bench", "--load", "--matches", "3", "--moves", "30", "--json"]) == 0
    run, = json.loads(capsys.readouterr().out)["load"]
    assert {"moves_per_s", "ack_p99_ms", "posted_p99_ms", "loop_lag_p99_ms", "errors",
            "peak_rss_mib", "save_p99_ms", "host_cpu_s", "machine_busy_pct"} <= run.keys()
    assert run["offered_moves_per_s"] is None      # no think time: as fast as it can


def test_the_offered_load_is_the_matches_over_the_think_time(capsys):
    """A closed loop: the matches offer ``matches / think`` moves a second; the table shows it
    beside what was delivered, so a run that fell behind is seen to."""
    assert petri(["bench", "--load", "--matches", "3", "--think", "0.05", "--moves", "30",
                  "--clocked", "0"]) == 0
    out = capsys.readouterr().out
    assert "offered" in out.splitlines()[0] and " 60.0 " in out.splitlines()[1]
    assert "picture worker(s)" in out and "busy" in out


def test_a_bad_matches_list_is_a_clear_error(capsys):
    with pytest.raises(SystemExit) as exit_:
        petri(["bench", "--load", "--matches", "ten"])
    assert exit_.value.code == 2
    assert "give numbers like 10,100,500" in capsys.readouterr().err


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_two_host_processes_on_one_database(backend, tmp_path, capsys, request):
    database = request.getfixturevalue("pg_url") if backend == "postgresql" \
        else f"sqlite:///{tmp_path / 'shared.db'}"
    assert petri(["bench", "--load", "--matches", "4", "--moves", "40", "--processes", "2",
                  "--database", database, "--json"]) == 0
    run, = json.loads(capsys.readouterr().out)["load"]
    assert run["processes"] == 2 and run["errors"] == 0 and run["moves"] >= 40
    # Each host draws in picture workers of its own, as a bot process does.  Drawn in threads,
    # pictures held the GIL from the event loop: ack p99 10x one process's.
    assert run["picture_workers"] == 2 * default_workers()
    assert run["worker_cpu_s"] > 0 and run["host_cpu_s"] > 0
    assert 0 < run["save_p50_ms"] <= run["save_p99_ms"] and run["machine_busy_pct"] > 0


def test_no_clocked_match_when_asked(capsys):
    assert petri(["bench", "--load", "--matches", "4", "--moves", "40", "--clocked", "0",
                  "--json"]) == 0
    run, = json.loads(capsys.readouterr().out)["load"]
    assert run["clock_every"] == 0 and run["timeouts"] == 0 and run["errors"] == 0


@pytest.mark.parametrize("flag, words", [("--clocked", "give 0 (no clocked match) or N"),
                                         ("--computers", "give 0 (no computer) or N")])
def test_a_negative_share_is_a_clear_error(flag, words, capsys):
    with pytest.raises(SystemExit) as exit_:
        petri(["bench", "--load", flag, "-1"])
    assert exit_.value.code == 2
    assert words in capsys.readouterr().err


def test_matches_against_the_computer_are_played_in_its_worker(capsys):
    """``--computers 2``: every other match has its last seat played by the normal computer."""
    assert petri(["bench", "--load", "--matches", "2", "--moves", "12", "--clocked", "0",
                  "--computers", "2", "--json"]) == 0
    run, = json.loads(capsys.readouterr().out)["load"]
    assert run["computer_turns"] > 0 and run["errors"] == 0


def test_one_members_computer_only_matches_are_timed_apart(capsys):
    """``--computer-only 3``: one member's computer-only matches play meanwhile; the other
    members' decision times are reported apart from that member's decision count."""
    assert petri(["bench", "--load", "--matches", "2", "--moves", "12", "--clocked", "0",
                  "--computers", "2", "--computer-only", "3", "--json"]) == 0
    run, = json.loads(capsys.readouterr().out)["load"]
    assert run["errors"] == 0 and run["computer_only"] == 3
    assert run["hog_decisions"] > 0 and run["decisions"] > 0
    assert 0 < run["decision_p50_ms"] <= run["decision_p99_ms"]


def test_each_host_draws_in_as_many_picture_workers_as_asked(capsys):
    """``--workers N`` with ``--load``: one process with two workers has the pictures' CPU of two
    processes with one each (that, not the shared database, set two processes' ack p99)."""
    assert petri(["bench", "--load", "--matches", "2", "--moves", "12", "--clocked", "0",
                  "--workers", "2", "--json"]) == 0
    run, = json.loads(capsys.readouterr().out)["load"]
    assert run["picture_workers"] == 2 and run["errors"] == 0
