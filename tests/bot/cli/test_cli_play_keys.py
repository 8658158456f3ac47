"""``petri play GAME --format json`` carries the JSON keys each rules file lists
(shared/rules/<game>.md, "JSON view keys"), for the games added after DNA (sequence)."""

from __future__ import annotations

import json

import pytest

from cli.main import main

#: The keys of each rules file's "JSON view keys" line, and moves that play a little.
CASES = {
    "dna-icehouse": (["board", "pools", "archives", "archive_points", "phase", "to_move", "result"],
                     "a: place R1 h8; score\nb: place G1 a1; score\n"),
    "genetess": (["cells", "pieces", "visible", "energy", "scores", "round", "turn", "to_move", "result"],
                 "a: BID\nb: BID start 1 K1\n"),
}


@pytest.mark.parametrize("game", sorted(CASES))
def test_json_has_the_rules_keys_for_the_public_and_a_seat(game, tmp_path, capsys):
    keys, moves = CASES[game]
    path = tmp_path / "game.moves"
    path.write_text(moves, encoding="utf-8")
    for extra in ([], ["--as", "a", "--legal"]):
        status = main(["play", game, "--players", "a,b", "--moves", str(path), "--format", "json", *extra])
        out, err = capsys.readouterr()
        assert (status, err) == (0, "")
        view = json.loads(out)
        assert [k for k in keys if k not in view] == []
        assert view["result"] is None and view["to_move"]
        if extra:
            # Only a's moves (a may not be the one to move: Genetess' bids decide the order).
            assert list(view["legal"]) == ["a"]


def test_legal_without_as_leaves_out_seats_under_fog_of_war(tmp_path, capsys):
    """A fogged Genetess seat's moves say where its pieces are: only ``--as`` shows them."""
    path = tmp_path / "game.moves"
    path.write_text("a: BID\nb: BID\n", encoding="utf-8")
    argv = ["play", "genetess", "--players", "a,b", "-o", "seed=1", "--moves", str(path),
            "--format", "json", "--legal"]
    assert main(argv) == 0
    assert json.loads(capsys.readouterr().out)["legal"] == {}
    for name in ("a", "b"):
        assert main([*argv, "--as", name]) == 0
        view = json.loads(capsys.readouterr().out)
        assert list(view["legal"]) == [name]
        assert ("PASS" in view["legal"][name]) == (name in view["to_move"])
