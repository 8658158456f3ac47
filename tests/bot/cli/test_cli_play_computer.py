"""``petri play`` against the computer: with ``--moves`` it
prints what the computer played, as moves-file lines; fed back, those lines are the computer's
decisions and are not searched again; at a terminal with no ``--moves`` it is interactive."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from cli.main import main
from bot.workers.computer import ComputerPool
from bot.host.match_host import MatchHost
from bot.storage.store import Seat
from bot_testkit import REPO

GAME = ["play", "dna-sequence", "--players", "me,cpu", "--computer", "cpu=easy", "-o", "seed=4",
        "-o", "clock=off"]


@pytest.fixture
def searches(monkeypatch) -> list:
    """Every computer decision searched in this test (the pool's ``pick`` calls)."""
    calls = []
    real = ComputerPool.pick

    async def counted(self, *args, **kwargs):
        calls.append(args)
        return await real(self, *args, **kwargs)

    monkeypatch.setattr(ComputerPool, "pick", counted)
    return calls


def computer_lines(out: str) -> list[str]:
    return [line for line in out.splitlines() if line.startswith("cpu: ")]


def test_the_computers_moves_are_printed_and_not_searched_again(capsys, tmp_path, searches):
    moves = tmp_path / "moves.txt"
    moves.write_text("me: GAC\n", encoding="utf-8")
    assert main(GAME + ["--moves", str(moves)]) == 0
    out = capsys.readouterr().out
    first = computer_lines(out)
    assert len(first) == 1 and len(searches) == 1, out   # its reply to GAC, searched once
    assert "# the computer played" in out

    # The player appends the computer's line and their next move: only the new reply is searched.
    moves.write_text(f"me: GAC\n{first[0]}\nme: {next_chunk(tmp_path, moves)}\n", encoding="utf-8")
    assert main(GAME + ["--moves", str(moves)]) == 0
    out = capsys.readouterr().out
    assert len(searches) == 2, "the recorded decision was searched again"
    assert len(computer_lines(out)) == 1 and computer_lines(out) != first


def next_chunk(tmp_path, moves) -> str:
    """A legal move of ``me`` after the moves file so far plus the computer's reply."""
    done = subprocess.run([sys.executable, "-m", "cli.main", *GAME, "--moves", str(moves), "--legal",
                           "--format", "json"], cwd=REPO, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(REPO)})
    import json

    return json.loads(done.stdout)["legal"]["me"][0]


def test_json_output_lists_the_computers_moves(capsys, tmp_path):
    moves = tmp_path / "moves.txt"
    moves.write_text("me: GAC\n", encoding="utf-8")
    assert main(GAME + ["--moves", str(moves), "--format", "json"]) == 0
    import json

    played = json.loads(capsys.readouterr().out)["computer_moves"]
    assert [m["name"] for m in played] == ["cpu"] and played[0]["move"]


def test_a_recorded_computer_line_that_is_illegal_is_refused_like_any_move(capsys, tmp_path):
    moves = tmp_path / "moves.txt"
    moves.write_text("cpu: GAC\n", encoding="utf-8")          # me moves first
    assert main(GAME + ["--moves", str(moves)]) == 2
    assert capsys.readouterr().err.startswith("move 1 (cpu: GAC): ")


async def test_interactive_play_lists_refuses_plays_and_answers(tmp_path):
    from cli.play import Computers, interact

    host = await MatchHost.open(str(tmp_path / "p.db"))
    try:
        me, cpu = Seat(1, "me"), Seat(2, "cpu")
        match = await host.create(channel_id=1, guild_id=None, game_id="dna-sequence",
                                  options="seed=4 clock=off", creator=me)
        await host.join(match.id, cpu)
        await host.start(match.id, me.user_id)
        legal = host.legal_moves(await host.get(match.id), me.user_id)
        typed = iter(["?", "ZZZ", legal[0], None])
        said: list[str] = []

        async def read_line(prompt: str):
            said.append(prompt)
            return next(typed)

        robots = Computers({1: "easy"}, ComputerPool(inline=True))
        assert await interact(host, match, {"me": 1, "cpu": 2}, robots, read_line, said.append) == 0
    finally:
        await host.close()
    text = "\n".join(said)
    assert "me> " in said
    assert "legal moves: " + " ".join(legal) in text
    assert "refused: " in text and "(? lists the legal moves)" in text
    assert f"cpu played {robots.played[0].text}" in text
    assert said[-1].startswith("Stopped") and len(robots.played) == 1


def test_petri_play_at_a_terminal_without_moves_is_interactive(tmp_path):
    import pty

    master, slave = pty.openpty()
    process = subprocess.Popen([sys.executable, "-m", "cli.main", *GAME], cwd=REPO, stdin=slave,
                               stdout=slave, stderr=slave, env={**os.environ, "PYTHONPATH": str(REPO)})
    os.close(slave)
    seen = b""
    try:
        deadline = time.monotonic() + 60
        while b"me> " not in seen and time.monotonic() < deadline:
            seen += os.read(master, 4096)
        os.write(master, b"?\n")
        while b"legal moves:" not in seen and time.monotonic() < deadline:
            seen += os.read(master, 4096)
        os.write(master, b"quit\n")
        assert process.wait(timeout=60) == 0
    finally:
        os.close(master)
        if process.poll() is None:
            process.kill()
    assert b"DNA (sequence chunks): me, cpu" in seen and b"legal moves:" in seen
