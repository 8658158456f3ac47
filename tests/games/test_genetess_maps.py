"""Genetess maps (games/genetess_maps.py; rules §2, §13, G14, G15): shipped maps and refusals."""

from __future__ import annotations

import pytest

from games.genetess_maps import SHIPPED, MapError, load_map, map_text, parse_map

GOOD = '''title = "Tiny"
grid = """
######
#....#
#.X..#
#....#
######
"""

[starts]
K1 = "B2"
K2 = "E4"

[[specials]]
square = "D2"
type = 1
params = { bonus = 5 }
'''


@pytest.mark.parametrize("name", SHIPPED)
def test_every_shipped_map_is_valid(name):
    game_map = load_map(name)
    assert game_map["name"] == name and game_map["title"]
    assert len(game_map["starts"]) >= 2
    for sq in list(game_map["starts"].values()) + list(game_map["specials"]):
        assert sq not in game_map["walls"] and sq not in game_map["inner"]
    assert parse_map(map_text(name), name) == game_map


def test_shipped_maps_have_the_promised_seats_and_every_special():
    duel, quad = load_map("duel"), load_map("quad")
    assert (duel["width"], duel["height"], len(duel["starts"])) == (12, 12, 2)
    assert (quad["width"], quad["height"], len(quad["starts"])) == (16, 16, 4)
    types = {s["type"] for m in (duel, quad) for s in m["specials"].values()}
    assert types == set(range(1, 23))


def test_a_good_map_parses():
    game_map = parse_map(GOOD, "tiny")
    assert game_map["width"] == 6 and game_map["height"] == 5
    assert game_map["inner"] == ["C3"] and "A1" in game_map["walls"]
    assert game_map["starts"] == {"K1": "B2", "K2": "E4"}
    assert game_map["specials"]["D2"]["type"] == 1
    assert game_map["specials"]["D2"]["params"]["bonus"] == 5
    assert game_map["specials"]["D2"]["text"]                       # default text from the module


@pytest.mark.parametrize("change, fragments", [
    (("#.X..#", "#.Q..#"), ["line 5", "cell C3", "'Q'", "'#'", "'X'", "'.'"]),
    (("#....#\n#.X", "#.....#\n#.X"), ["line 4", "row 2 has 7 cells", "same width"]),
    (('K2 = "E4"', 'K2 = "C3"'), ["line 12", "start K2", "C3", "interior wall"]),
    (('K2 = "E4"', 'K2 = "A1"'), ["line 12", "exterior wall"]),
    (('K2 = "E4"', 'K2 = "Z9"'), ["line 12", "off the map"]),
    (('K2 = "E4"', 'K3 = "E4"'), ["K2 is missing"]),
    (('K2 = "E4"', 'K2 = "B2"'), ["line 12", "like K1"]),
    (('K2 = "E4"', 'Q2 = "E4"'), ["line 12", "K1, K2"]),
    (("type = 1", "type = 23"), ["line 16", "special #1", "1..22"]),
    (("bonus = 5", "bonus = -1"), ["line 17", "S1", "bonus"]),
    (("bonus = 5", "boost = 5"), ["line 17", "boost", "bonus"]),
    (('square = "D2"', 'square = "B2"'), ["line 15", "start K1"]),
    (('square = "D2"', 'square = "C3"'), ["line 15", "interior wall"]),
    (('title = "Tiny"', 'title = "Tiny"\ncolour = 3'), ["line 2", "unknown key 'colour'"]),
    (('[starts]', '[starts'), ["not valid TOML", "line 10"]),
])
def test_bad_maps_are_refused_with_line_and_cell(change, fragments):
    old, new = change
    assert old in GOOD
    with pytest.raises(MapError) as err:
        parse_map(GOOD.replace(old, new, 1), "bad")
    for fragment in fragments:
        assert fragment in str(err.value), (fragment, str(err.value))


def test_more_refusals():
    with pytest.raises(MapError, match="needs grid"):
        parse_map('[starts]\nK1 = "B2"\n', "x")
    with pytest.raises(MapError, match="at least two start squares"):
        parse_map(GOOD.replace('K2 = "E4"\n', ""), "x")
    dup = GOOD + '\n[[specials]]\nsquare = "D2"\ntype = 5\n'
    with pytest.raises(MapError, match="line 20.*already holds a special"):
        parse_map(dup, "x")
    off = GOOD + '\n[[specials]]\nsquare = "E2"\ntype = 8\nparams = { target = "P9" }\n'
    with pytest.raises(MapError, match="line 22.*P9 is off the map"):
        parse_map(off, "x")
    wide = "grid = \"\"\"\n" + "." * 27 + "\n" + "." * 27 + "\n\"\"\"\n"
    with pytest.raises(MapError, match="2–26 columns"):
        parse_map(wide, "x")
    with pytest.raises(MapError, match="no shipped map"):
        load_map("nowhere")
    assert isinstance(MapError("x"), ValueError)
