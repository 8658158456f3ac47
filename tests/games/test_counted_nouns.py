"""What games say agrees in number: "1 point", "2 points" — never "1 points" or "point(s)",
and a win by resignation says so (not "last one standing")."""

from __future__ import annotations

import re

import pytest

import i18n

from games import GAMES, get_game
from games.text import seat_count


def test_seat_count_names_one_count_once():
    assert str(seat_count(2, 2)) == "2 players" and str(seat_count(2, 8)) == "2–8 players"


def test_a_genetess_win_by_one_point_says_1_point():
    game = get_game("genetess")
    state = game.new_state(["alice", "bob"], "map=duel start_energy=30", seed=3)
    state, _ = game.apply(state, 0, "BID start 1 K1")
    state, _ = game.apply(state, 1, "BID")
    state, events = game.resign(state, 1)
    said = "\n".join(str(e["text"]) for e in events) + "\n" + i18n.text(game.describe(game.view(state)), "en")
    assert "Game over (bob resigned): alice wins with 1 point\n" in said and "1 points" not in said
    assert re.search(r"^a alice \(.*\): 1 point$", said, re.M), said


def test_protozoa_largest_colony_of_one_pip():
    game = get_game("protozoa")
    view = game.view(game.new_state(["alice", "bob"], "", seed=1))
    view["groups"]["R"]["pips"] = 1
    text = i18n.text(game.describe(view), "en")
    assert "largest colony 1 pip\n" in text + "\n" and "1 pips" not in text


def test_dna_icehouse_archive_of_one_pip_and_no_pip_s():
    game = get_game("dna-icehouse")
    view = game.view(game.new_state(["alice", "bob"], "", seed=1))
    view["archive_points"]["alice"] = 1
    text = i18n.text(game.describe(view), "en")
    assert "archive: empty = 1 pip\n" in text and "1 pips" not in text and "(s)" not in text


def test_dna_sequence_win_by_resignation_says_who_resigned():
    game = get_game("dna-sequence")
    state = game.new_state(["alice", "bob"], "length=12", seed=5)
    state, events = game.resign(state, 0)
    assert str(events[-1]["text"]) == "bob wins (alice resigned)"
    assert str(state["result"]["reason"]) == "alice resigned"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_too_many_players_names_the_seat_count_once(game_id):
    game = get_game(game_id)
    with pytest.raises(Exception) as refused:
        game.new_state([f"p{i}" for i in range(game.max_seats + 1)])
    assert f"takes {seat_count(game.min_seats, game.max_seats)}, not" in str(refused.value)
    assert "2–2" not in str(refused.value)
