"""``petri play`` (design.md §5) through ``cli.main.main``."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cli.main import main
from bot_testkit import JED, NED, REPO, TED

# The seed's last three lines (shared/seeds/001_84f03883df1ada8f.txt); the seed
# ends jed's line with a stray '.', which is not part of the strand.
SEED_RESULT = ("ned (27): TCGCATGTACATTAATCGCCTTGAGAG\n"
               "ted (30): TCAGCGCGCCGGAGTCGTCGTATTAGGGAT\n"
               "jed (33): GCCAATTATGGACTTGTTGTCAGATAGTCGGCG\n")
SETUP = f"ned: {NED}\nted: {TED}\njed: {JED}\n"
SEED_SHARED = Path("/work/shared/seeds/001_84f03883df1ada8f.txt")


def play(capsys, tmp_path, moves: str | None, *extra: str, players="ned,ted,jed",
         options=("manual",)):
    argv = ["play", "dna-sequence", "--players", players]
    for opt in options:
        argv += ["-o", opt]
    if moves is not None:
        path = tmp_path / "game.moves"
        path.write_text(moves, encoding="utf-8")
        argv += ["--moves", str(path)]
    status = main([*argv, *extra])
    out, err = capsys.readouterr()
    return status, out, err


def test_seed_example_prints_the_seed_lines(capsys, tmp_path):
    status, out, err = play(capsys, tmp_path, SETUP + "ned: AAG\nted: TTC\n")
    assert (status, err) == (0, "")
    assert out == SEED_RESULT


@pytest.mark.skipif(not SEED_SHARED.exists(), reason="shared seed file not available")
def test_expected_lines_are_the_seeds_own():
    lines = [line.rstrip().rstrip(".") for line in SEED_SHARED.read_text().splitlines()]
    for expected in SEED_RESULT.splitlines():
        assert expected in lines


def test_comments_and_blank_lines_are_ignored(capsys, tmp_path):
    moves = ("# the seed example\n\n"
             f"ned: {NED}   # ned's strand\n"
             f"   ted :   {TED}\n"
             "\n   # indented comment\n"
             f"jed: {JED}\n"
             "ned: aag\n"
             "ted: TTC # second move\n\n")
    status, out, err = play(capsys, tmp_path, moves)
    assert (status, out, err) == (0, SEED_RESULT, "")


def test_illegal_first_chunk_exits_2_and_stops(capsys, tmp_path):
    status, out, err = play(capsys, tmp_path, SETUP + "ned: TTG\nted: TTC\n")
    assert status == 2
    assert err.startswith("move 4 (ned: TTG): ")
    assert "TTG would remove 2 chunks from jed" in err
    assert "illegal move:" not in err
    assert len(err.strip().splitlines()) == 1
    # Nothing after the refused move was applied: every strand is still whole.
    assert out == f"ned (36): {NED}\nted (36): {TED}\njed (36): {JED}\n"


def test_illegal_move_json_shows_the_position_before_it(capsys, tmp_path):
    status, out, err = play(capsys, tmp_path, SETUP + "ned: AAG\nned: TTC\njed: GCC\n",
                            "--format", "json")
    assert status == 2
    assert err.startswith("move 5 (ned: TTC): it is not your turn; waiting for ted")
    view = json.loads(out)
    assert view["to_move"] == ["ted"]
    assert view["last_move"]["chunk"] == "AAG"


@pytest.mark.parametrize("moves, pattern", [
    (f"ned {NED}\n", r"line 1: expected 'name: move'"),
    (f"ned: {NED}\n\nbob: AAG\n", r"line 3: 'bob' is not a player; players are ned, ted, jed"),
    (f"# x\nned: {NED}\nted:   \n", r"line 3: no move after 'ted:'"),
    (": AAG\n", r"line 1: expected 'name: move'"),
])
def test_malformed_moves_file_exits_1_naming_the_line(capsys, tmp_path, moves, pattern):
    status, out, err = play(capsys, tmp_path, moves)
    assert status == 1
    assert out == ""
    assert err.startswith("moves file: ")
    assert re.search(pattern, err), err


def test_missing_moves_file_exits_1(capsys, tmp_path):
    status = main(["play", "dna-sequence", "--players", "a,b", "--moves", str(tmp_path / "none")])
    out, err = capsys.readouterr()
    assert status == 1 and out == "" and "moves file:" in err and "none" in err


@pytest.mark.parametrize("options, pattern", [
    (("base=5",), r"option 'base' must be an integer 2\.\.4, not 5"),
    (("length=0",), r"option 'length' must be an integer 1\.\.200, not 0"),
    (("base=2", "no_dup"), r"no_dup cannot be satisfied"),
    (("speed=3",), r"unknown option 'speed'"),
    (("seed=abc",), r"seed must be a whole number"),
    (("length",), r"option 'length' needs a value"),
])
def test_bad_options_exit_1(capsys, tmp_path, options, pattern):
    status, out, err = play(capsys, tmp_path, SETUP, options=options)
    assert status == 1 and out == ""
    assert re.search(pattern, err), err


@pytest.mark.parametrize("players, pattern", [
    ("solo", r"takes 2–8 players, not 1"),
    ("a,b,c,d,e,f,g,h,i", r"takes 2–8 players, not 9"),
    ("ned,ned", r"each name must be different"),
])
def test_bad_players_exit_1(capsys, tmp_path, players, pattern):
    status, out, err = play(capsys, tmp_path, None, players=players, options=())
    assert status == 1 and out == ""
    assert re.search(pattern, err), err


def test_unknown_game_and_unknown_as_exit_1(capsys):
    assert main(["play", "go", "--players", "a,b"]) == 1
    assert "unknown game 'go'" in capsys.readouterr().err
    assert main(["play", "dna-sequence", "--players", "a,b", "--as", "c"]) == 1
    assert "--as: 'c' is not a player" in capsys.readouterr().err


def test_json_format_keys(capsys, tmp_path):
    status, out, err = play(capsys, tmp_path, SETUP + "ned: AAG\nted: TTC\n", "--format", "json")
    assert status == 0
    view = json.loads(out)
    assert {"to_move", "result", "sequences", "out", "round"} <= set(view)
    assert "legal" not in view
    assert view["to_move"] == ["jed"] and view["result"] is None
    assert view["out"] == [] and view["round"] == 1
    assert view["sequences"] == {"ned": "TCGCATGTACATTAATCGCCTTGAGAG",
                                 "ted": "TCAGCGCGCCGGAGTCGTCGTATTAGGGAT",
                                 "jed": "GCCAATTATGGACTTGTTGTCAGATAGTCGGCG"}


def test_json_result_of_a_finished_game(capsys, tmp_path):
    # rules §Test vectors: ACGACG / TTTTTT, first seat plays ACG → second seat wins.
    moves = "a: ACGACG\nb: TTTTTT\na: ACG\n"
    status, out, err = play(capsys, tmp_path, moves, "--format", "json", players="a,b",
                            options=("manual", "non_incremental", "length=6"))
    assert status == 0, err
    view = json.loads(out)
    assert view["result"]["winners"] == ["b"] and view["result"]["reason"]
    assert view["to_move"] == [] and view["out"] == ["a"]
    # ... and a move after the end is refused with exit 2.
    status, out, err = play(capsys, tmp_path, moves + "b: TTT\n", players="a,b",
                            options=("manual", "non_incremental", "length=6"))
    assert status == 2 and err.startswith("move 4 (b: TTT): ")
    assert "over" in err


def test_legal_lists_every_seat_or_the_as_seat(capsys, tmp_path):
    status, out, _ = play(capsys, tmp_path, SETUP, "--format", "json", "--legal")
    assert status == 0
    legal = json.loads(out)["legal"]
    assert set(legal) == {"ned", "ted", "jed"}
    assert legal["ted"] == [] and legal["jed"] == []
    assert "AAG" in legal["ned"] and "TTG" not in legal["ned"]  # the first-round limit
    assert legal["ned"] == sorted(legal["ned"])

    status, out, _ = play(capsys, tmp_path, SETUP, "--format", "json", "--legal", "--as", "ted")
    assert status == 0
    assert json.loads(out)["legal"] == {"ted": []}

    status, out, _ = play(capsys, tmp_path, SETUP, "--legal")
    assert status == 0
    assert "legal for ned: " in out and "AAG" in out and "legal for ted: (none)" in out


def test_as_shows_that_players_view(capsys, tmp_path):
    moves = f"ned: {NED}\n"  # set-up still open: ned's strand is ned's secret
    status, out, _ = play(capsys, tmp_path, moves, "--format", "json", "--as", "ned")
    assert status == 0
    mine = json.loads(out)
    assert mine["viewer"] == "ned" and mine["sequences"]["ned"] == NED
    status, out, _ = play(capsys, tmp_path, moves, "--format", "json")
    public = json.loads(out)
    assert public["viewer"] is None and public["sequences"]["ned"] is None
    assert NED not in out
    status, out, _ = play(capsys, tmp_path, moves, "--as", "ted")
    assert NED not in out and "ned: strand submitted" in out and "ted: waiting for a strand" in out
    status, out, _ = play(capsys, tmp_path, moves, "--as", "ned")
    assert f"ned (36): {NED}" in out


def test_moves_from_stdin(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO(SETUP + "ned: AAG\nted: TTC\n"))
    status = main(["play", "dna-sequence", "--players", "ned,ted,jed", "-o", "manual",
                   "--moves", "-"])
    out, err = capsys.readouterr()
    assert (status, out, err) == (0, SEED_RESULT, "")


def test_seed_reproduces_the_strands(capsys, tmp_path):
    def strands(*options):
        status, out, err = play(capsys, tmp_path, None, "--format", "json", players="a,b,c",
                                options=options)
        assert status == 0, err
        return json.loads(out)["sequences"]

    first = strands("seed=42")
    assert first == strands("seed=42")
    assert first != strands("seed=43")
    assert all(len(s) == 36 and set(s) <= set("ACGT") for s in first.values())
    short = strands("seed=42", "length=10", "base=2")
    assert short == strands("length=10", "seed=42", "base=2")
    assert all(len(s) == 10 and set(s) <= set("AC") for s in short.values())
    # A random-seeded game has strands too (no seed given).
    assert all(len(s) == 36 for s in strands().values())


NOT_UTF8 = f"ned: {NED}\n".encode() + b"ted: \xff\xfeAAG\n"


def test_a_moves_file_that_is_not_utf8_gets_one_clear_line(capsys, tmp_path):
    path = tmp_path / "latin1.moves"
    path.write_bytes(NOT_UTF8)
    status = main(["play", "dna-sequence", "--players", "ned,ted,jed", "-o", "manual", "--moves", str(path)])
    out, err = capsys.readouterr()
    assert (status, out) == (1, "")
    assert err == "moves file: line 2 is not UTF-8 text (byte 0xff); save the file as UTF-8\n"


def test_moves_on_stdin_that_are_not_utf8_get_one_clear_line(tmp_path):
    # A real process: its standard input is bytes, decoded by Python's own rules.
    done = subprocess.run([sys.executable, "-m", "cli.main", "play", "dna-sequence", "--players", "ned,ted,jed",
                           "-o", "manual", "--moves", "-"], input=NOT_UTF8, capture_output=True,
                          cwd=REPO, timeout=60)
    err = done.stderr.decode("utf-8", "replace")
    assert (done.returncode, done.stdout) == (1, b""), err
    assert err == "moves file: line 2 is not UTF-8 text (byte 0xff); save the file as UTF-8\n"


def test_lang_words_what_the_player_reads_and_keeps_the_moves(capsys, tmp_path):
    """``--lang es`` says the refusal in Spanish; the move as typed stays."""
    status, out, err = play(capsys, tmp_path, SETUP + "ned: TTG\nted: TTC\n", "--lang", "es")
    assert status == 2 and err.startswith("jugada 4 (ned: TTG): ")
    status, out, err = play(capsys, tmp_path, SETUP, "--lang", "de", "--legal")
    assert status == 0 and "\ngültig für ned: " in out and "legal for" not in out
