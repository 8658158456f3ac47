"""Seat options accept a player's name (games/options.py resolve_seat_names; rules/mitosis.md §Seats)."""

import pytest

from cli.main import main
from games import BadOptions, get_game
from games.options import resolve_seat_names

MITOSIS = get_game("mitosis")


@pytest.mark.parametrize("given, expected", [
    ("dmo=ted", "dmo=2"), ("dmo=NED", "dmo=1"), ("dmo=@ted clone", "dmo=2 clone"),
    ("dmo=1", "dmo=1"), ("clone launcher", "clone launcher"), ("", ""),
])
def test_names_become_seat_numbers(given, expected):
    assert resolve_seat_names(MITOSIS, given, ["ned", "ted"]) == expected


def test_an_unknown_name_lists_the_players():
    with pytest.raises(BadOptions, match=r"dmo.*ned, ted.*'zed'"):
        resolve_seat_names(MITOSIS, "dmo=zed", ["ned", "ted"])


def test_options_that_are_not_seats_are_left_alone():
    assert resolve_seat_names(get_game("dna-sequence"), "length=ted", ["ned", "ted"]) == "length=ted"


def test_petri_play_takes_a_dmo_name(capsys):
    assert main(["play", "mitosis", "--players", "ned,ted", "-o", "dmo=ned", "--format", "json"]) == 0
    assert '"dmo": "ned"' in capsys.readouterr().out
    assert main(["play", "mitosis", "--players", "ned,ted", "-o", "dmo=zed"]) == 1
    assert "names a player" in capsys.readouterr().err
