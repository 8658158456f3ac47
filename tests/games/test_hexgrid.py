"""games/hexgrid.py: hexhex boards, the rulings' cell names, neighbours, lines, triples, groups.

The geometry vectors are shared/rules/mitosis.md §Board and names and
§Test vectors (checked here on the bare grid; test_mitosis.py checks them
again as legal moves).
"""

from __future__ import annotations

import pytest

from games import IllegalMove
from games.grid import NotationError
from games.hexgrid import AXES, DIRECTIONS, FANS, HEXHEX5, HexGrid, hex_distance, hexhex

H = HEXHEX5

# The rulings' picture of the board, row by row.
PICTURE = """
        A1  A2  A3  A4  A5
      B1  B2  B3  B4  B5  B6
    C1  C2  C3  C4  C5  C6  C7
  D1  D2  D3  D4  D5  D6  D7  D8
E1  E2  E3  E4  E5  E6  E7  E8  E9
  F1  F2  F3  F4  F5  F6  F7  F8
    G1  G2  G3  G4  G5  G6  G7
      H1  H2  H3  H4  H5  H6
        I1  I2  I3  I4  I5
"""


def sets(pairs):
    return {frozenset(p) for p in pairs}


# --- names ---------------------------------------------------------------------------


def test_hexhex5_has_61_cells_in_the_rulings_rows():
    rows = [line.split() for line in PICTURE.strip("\n").splitlines()]
    assert [list(r) for r in H.rows] == rows
    assert list(H.cells) == [c for r in rows for c in r]
    assert len(H.cells) == 61 and H.row_letters == "ABCDEFGHI"
    assert H.centre_cell == "E5"


def test_picture_columns_match_axial_coordinates():
    """In the picture a cell's x position is 2·q + r (half-steps) and its row r: axial coords agree."""
    for line_no, line in enumerate(PICTURE.strip("\n").splitlines()):
        for name in line.split():
            column = line.index(name) // 2  # cells every 4 characters, rows shifted by 2
            q, r = H.coords[name]
            assert r == line_no - 4
            assert 2 * q + r == column - 8, name


@pytest.mark.parametrize("side", [1, 2, 3, 4, 5, 6, 13])
def test_cell_counts(side):
    grid = hexhex(side)
    assert len(grid.cells) == 3 * side * side - 3 * side + 1
    assert len(set(grid.cells)) == len(grid.cells)
    assert all(grid.name(*grid.coords[c]) == c for c in grid.cells)
    assert all(max(abs(q), abs(r), abs(q + r)) <= side - 1 for q, r in grid.coords.values())


def test_hexhex_is_cached_and_bad_sides_refused():
    assert hexhex(5) is H and hexhex(3) is hexhex(3)
    for bad in (0, 14, -1, "5"):
        with pytest.raises(ValueError):
            HexGrid(bad)
    assert repr(H) == "hexhex(5)"


def test_axial_anchor_cells():
    assert H.coords["E5"] == (0, 0)
    assert H.coords["A1"] == (0, -4) and H.coords["A5"] == (4, -4)
    assert H.coords["E1"] == (-4, 0) and H.coords["E9"] == (4, 0)
    assert H.coords["I1"] == (-4, 4) and H.coords["I5"] == (0, 4)
    assert H.name(0, 0) == "E5" and H.name(-1, 1) == "F4"
    with pytest.raises(ValueError, match="off the hexhex5 board"):
        H.name(5, 0)
    assert H.on_board(4, -4) and not H.on_board(4, -5)


@pytest.mark.parametrize("text, name", [("E5", "E5"), ("e5", "E5"), (" a1 ", "A1"), ("I5", "I5"),
                                        ("\tc7\n", "C7")])
def test_names_parse_in_any_case(text, name):
    assert H.canonical(text) == name
    assert H.parse(text) == H.coords[name]


@pytest.mark.parametrize("text, fragments", [
    ("A6", ["'A6' is not a cell", "row A has A1–A5"]),
    ("E10", ["row E has E1–E9"]),
    ("E0", ["row E has E1–E9"]),
    ("E05", ["row E has E1–E9"]),
    ("J1", ["rows are A–I", "A1–I5"]),
    ("Z9", ["rows are A–I"]),
    ("5E", ["row letter first", "E5"]),
    ("", ["not a cell", "e.g. E5"]),
    ("E", ["not a cell"]),
    ("E5:", ["not a cell"]),
    ("Ｅ５", ["not a cell"]),
    ("E\u0665", ["not a cell"]),
    ("\u200bE5", ["not a cell"]),
    ("x" * 500, ["not a cell", "…"]),
])
def test_bad_names_raise_clear_notation_errors(text, fragments):
    with pytest.raises(NotationError) as info:
        H.canonical(text)
    assert isinstance(info.value, IllegalMove) and isinstance(info.value, ValueError)
    for fragment in fragments:
        assert fragment in str(info.value.reason)
    assert len(str(info.value.reason)) < 120


def test_sorting_is_reading_order():
    assert H.sort(["I5", "A1", "E5", "B6", "E1"]) == ["A1", "B6", "E1", "E5", "I5"]
    assert H.key("A1") == 0 and H.key("I5") == 60
    assert H.row_range("c") == "C1–C7"


# --- neighbours, opposite pairs, lines, triples (rules §Board and names, §Test vectors) -----


def test_directions_and_axes():
    assert len(DIRECTIONS) == 6
    for d in range(3):
        a, b = DIRECTIONS[d], DIRECTIONS[d + 3]
        assert (a[0] + b[0], a[1] + b[1]) == (0, 0)
    assert {frozenset([a, (-a[0], -a[1])]) for a in AXES} == \
        {frozenset([DIRECTIONS[d], DIRECTIONS[d + 3]]) for d in range(3)}
    for fan in FANS:
        assert sum(d[0] for d in fan) == 0 and sum(d[1] for d in fan) == 0


def test_e5_neighbours_and_opposite_pairs():
    assert set(H.neighbours("E5")) == {"E4", "E6", "D4", "D5", "F4", "F5"}
    # rules §Board and names: "For E5 the pairs are {E4, E6}, {D4, F5}, {D5, F4}" (in that order).
    assert H.opposite_pairs("E5") == (("E4", "E6"), ("D4", "F5"), ("D5", "F4"))


def test_e5_lines_two_cells_away():
    # rules §Anomalies, launcher: E5 → {E3, E7}, {C3, G5}, {C5, G3}.
    assert H.opposite_pairs("E5", 2) == (("E3", "E7"), ("C3", "G5"), ("C5", "G3"))


@pytest.mark.parametrize("cell, pairs, far", [
    ("A1", [], []),
    ("A3", [("A2", "A4")], [("A1", "A5")]),
    ("B2", [("B1", "B3"), ("A2", "C2"), ("A1", "C3")], []),
    ("D4", [("D3", "D5"), ("C4", "E4"), ("C3", "E5")], [("D2", "D6"), ("B2", "F5"), ("B4", "F3")]),
    ("I5", [], []),
    ("E1", [], []),
    ("E9", [], []),
])
def test_rulings_pair_vectors(cell, pairs, far):
    """rules §Test vectors: A1 has none; A3 only {A2,A4} (launcher {A1,A5}); B2; D4."""
    assert sets(H.opposite_pairs(cell)) == sets(pairs)
    assert sets(H.opposite_pairs(cell, 2)) == sets(far)


def test_corner_and_edge_neighbour_counts():
    counts = {c: len(H.neighbours(c)) for c in H.cells}
    corners = ["A1", "A5", "E1", "E9", "I1", "I5"]
    assert all(counts[c] == 3 for c in corners)
    assert sum(1 for n in counts.values() if n == 4) == 6 * 3
    assert sum(1 for n in counts.values() if n == 6) == 37
    for cell in H.cells:
        for n in H.neighbours(cell):
            assert cell in H.neighbours(n) and H.distance(cell, n) == 1


def test_pairs_are_symmetric_around_the_cell():
    for cell in H.cells:
        for k in (1, 2):
            for a, b in H.opposite_pairs(cell, k):
                assert H.distance(cell, a) == H.distance(cell, b) == k
                assert H.distance(a, b) == 2 * k
                assert H.centre_of([a, b]) == cell
                assert H.key(a) < H.key(b)


def test_triples_of_e5():
    # rules §Test vectors: {D4,E6,F4} or {D5,E4,F5}; with launcher {C3,E7,G3} or {C5,E3,G5}.
    assert H.triples("E5") == (("D4", "E6", "F4"), ("D5", "E4", "F5"))
    assert H.triples("E5", 2) == (("C3", "E7", "G3"), ("C5", "E3", "G5"))


def test_triples_are_120_degrees_apart_and_on_the_board():
    for cell in H.cells:
        for k in (1, 2):
            for triple in H.triples(cell, k):
                assert all(H.distance(cell, t) == k for t in triple)
                assert all(H.distance(a, b) == 2 * k for a in triple for b in triple if a < b)
                assert H.centre_of(triple) == cell
    assert H.triples("A1") == ()
    assert H.triples("A3") == ()  # needs a cell above row A
    assert H.triples("B2") == (("A1", "B3", "C2"), ("A2", "B1", "C3"))
    assert H.triples("B1") == ()  # an edge cell: each fan has one direction off the board
    assert H.triples("C2") == (("B1", "C3", "D2"), ("B2", "C1", "D3"))


def test_distance():
    assert H.distance("E5", "E5") == 0
    assert H.distance("A1", "I5") == 8
    assert H.distance("A1", "E9") == 8 and H.distance("E1", "E9") == 8
    assert hex_distance((0, 0), (2, -1)) == 2


def test_step():
    assert H.step("E5", (1, 0)) == "E6"
    assert H.step("E5", (0, -1), 2) == "C3"
    assert H.step("A1", (0, -1)) is None


def test_centre_of():
    assert H.centre_of(["E4", "E6"]) == "E5"
    assert H.centre_of(["E6", "E4"]) == "E5"
    assert H.centre_of(["E3", "E7"]) == "E5"
    assert H.centre_of(["D4", "E6", "F4"]) == "E5"
    assert H.centre_of(["E4", "E7"]) is None         # between two cells
    assert H.centre_of(["E1", "E9"]) == "E5"         # far apart, still the centroid
    assert H.centre_of([]) is None
    assert H.centre_of(["A1"]) == "A1"


# --- groups ------------------------------------------------------------------------------------


def test_groups_are_edge_connected():
    assert H.groups([]) == []
    assert H.groups(["E5"]) == [["E5"]]
    assert H.groups(["E5", "E6", "E8"]) == [["E5", "E6"], ["E8"]]
    # D4 touches E5 (an edge); D3 and E5 do not touch.
    assert H.groups(["D3", "E5"]) == [["D3"], ["E5"]]
    assert H.groups(["D3", "E5", "D4"]) == [["D3", "D4", "E5"]]
    assert H.groups(["I5", "A1", "A2"]) == [["A1", "A2"], ["I5"]]


def test_group_sizes_largest_first():
    cells = ["A1", "A2", "A3", "C1", "E5", "E6", "I5"]
    assert H.group_sizes(cells) == [3, 2, 1, 1]
    assert H.group_sizes([]) == []
    assert H.group_sizes(H.cells) == [61]
