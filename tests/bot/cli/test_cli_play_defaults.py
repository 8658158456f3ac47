"""``petri play GAME`` alone: a game against the computer at ``normal`` in the second
seat, the players named "you" and "Petri"; ``--players`` alone stays a game among people."""

from __future__ import annotations

import pytest

from cli.main import main


def test_play_alone_is_you_against_the_computer_at_normal(capsys, tmp_path, monkeypatch):
    seen = []
    import bot.workers.computer as computer

    real = computer.parse_computers

    def spy(given, players):
        seen.append((list(given), list(players)))
        return real(given, players)
    monkeypatch.setattr("cli.play.parse_computers", spy)
    moves = tmp_path / "moves.txt"
    moves.write_text("you: GAC\n", encoding="utf-8")
    assert main(["play", "dna-sequence", "-o", "seed=4", "--moves", str(moves)]) == 0
    out = capsys.readouterr().out
    assert seen == [(["Petri=normal"], ["you", "Petri"])]
    replies = [line for line in out.splitlines() if line.startswith("Petri: ")]
    assert len(replies) == 1, out                     # the computer answered the first move


def test_players_alone_is_a_game_among_people(capsys, tmp_path):
    moves = tmp_path / "moves.txt"
    moves.write_text("ann: GAC\n", encoding="utf-8")
    assert main(["play", "dna-sequence", "--players", "ann,ben", "-o", "seed=4", "--moves", str(moves)]) == 0
    out = capsys.readouterr().out
    assert "the computer played" not in out and not any(line.startswith("ben: ") for line in out.splitlines())


def test_render_still_needs_its_players(capsys, tmp_path):
    with pytest.raises(SystemExit) as exit_:
        main(["render", "dna-sequence", "--out", str(tmp_path / "x.png")])
    assert exit_.value.code == 2 and "--players" in capsys.readouterr().err
