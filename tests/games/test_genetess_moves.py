"""Genetess move generation (games/genetess_moves.py; rules G3, G4, G5) against a plain walker.

``walk`` follows the rulings step by step for every order of exactly the
piece's steps; the bitset layers must give the same destinations, and every
path they give must be played by the engine.  Big pieces are listed up to
``LISTED_DESTINATIONS`` (the nearest) while ``random_move`` draws among all.
The speed of a 60 B + 60 C piece on 26×26 is printed by ``bench/genetess_moves.py``.
"""

from __future__ import annotations

import itertools
import random

from test_genetess import G, position

from games import genetess_board as board
from games import genetess_moves
from games.genetess import LISTED_DESTINATIONS

ROOM = '''
grid = """
##########
#........#
#...X....#
#...X....#
#..XX....#
#........#
#......X.#
#........#
#........#
##########
"""
[starts]
K1 = "B2"
K2 = "I9"
'''
#: No wall ring (a step off an edge leaves the board) and one-square corridors (a piece may have
#: to pass its own square again).
MAZE = '''
grid = """
.X......
.X.XXXX.
.X.X....
...X.XX.
XXXX.X..
.....X.X
.XXX...X
...X.X..
"""
[starts]
K1 = "A1"
K2 = "H8"
'''


def walk(state, src: str, steps: tuple[str, ...], known: set[str]) -> str | None:
    """Where ``steps`` take the piece on ``src`` (G4), or ``None`` if they may not be taken."""
    piece = state["pieces"][src]
    col, row = board.parse_square(src)
    for i, d in enumerate(steps):
        col, row = col + board.DIRS[d][0], row + board.DIRS[d][1]
        if not board.on_board(state, col, row):
            return None
        sq = board.square_name(col, row)
        if board.is_wall(state, sq) or (board.is_inner(state, sq) and "O" not in piece["seq"]):
            return None
        last = i == len(steps) - 1
        if not last and sq != src and sq in known and "E" not in piece["seq"]:
            return None
    target = state["pieces"].get(sq)
    if sq == src or (target is not None and target["owner"] == piece["owner"]):
        return None
    return sq


def walked(state, src: str, known: set[str]) -> set[str]:
    piece = state["pieces"][src]
    orth, diag = piece["seq"].count("B") + piece["seq"].count("K"), piece["seq"].count("C")
    out = set()
    for kinds in set(itertools.permutations("o" * orth + "d" * diag)):
        choices = [board.ORTHOGONAL if k == "o" else board.DIAGONAL for k in kinds]
        for steps in itertools.product(*choices):
            dst = walk(state, src, steps, known)
            if dst is not None:
                out.add(dst)
    return out


def random_position(rng: random.Random):
    """ROOM or MAZE with the two Kings on their starts and 2..12 random pieces."""
    game_map = rng.choice([ROOM, MAZE])
    state = position({}, game_map=game_map)
    kings = list(state["starts"].values())
    pieces = {kings[0]: (0, "K"), kings[1]: (1, "K")}
    free = [sq for sq in board.all_squares(state) if board.is_floor(state, sq) and sq not in pieces]
    for sq in rng.sample(free, rng.randint(2, 12)):
        steps = rng.choice(["B", "BB", "C", "BC", "CC", "BBC", "BCC", "BBB"])
        pieces[sq] = (rng.randint(0, 1), "A" + steps + rng.choice(["", "E", "O", "EO", "D"]))
    return position(pieces, game_map=game_map)


def test_the_layers_reach_what_a_step_by_step_walk_reaches_and_their_paths_play():
    rng = random.Random(12)
    checked = 0
    for _ in range(60):
        state = random_position(rng)
        known = G._seen_pieces(state, 0)
        for src in board.owner_pieces(state, 0):
            reach = genetess_moves.reach(state, src, known)
            expected = walked(state, src, known)
            assert set(reach.destinations() if reach else []) == expected, (src, state["pieces"])
            for dst in (reach.destinations() if reach else []):
                steps = reach.path(dst)
                assert walk(state, src, tuple(steps), known) == dst
                checked += 1
    assert checked > 300


def test_listed_paths_are_played_by_the_engine():
    rng = random.Random(3)
    for _ in range(10):
        state = random_position(rng)
        for move in G.legal_moves(state, 0):
            G.apply(state, 0, move)                              # never refused


def test_a_big_piece_lists_its_nearest_destinations_and_draws_among_all():
    # No E to create with: the draws are PASS, the King's two moves and the big piece's.
    state = position({"B2": (0, "K"), "I9": (1, "K"), "E6": (0, "A" + "B" * 15 + "C" * 15)},
                     game_map=ROOM, energy=0)
    reach = genetess_moves.reach(state, "E6", G._seen_pieces(state, 0))
    assert reach.count() > LISTED_DESTINATIONS
    listed = [m for m in G.legal_moves(state, 0) if m.startswith("MOVE E6 ")]
    assert len(listed) == LISTED_DESTINATIONS
    rng = random.Random(5)
    drawn = {G.random_move(state, 0, rng) for _ in range(600)}
    big = {board.square_name(*_end("E6", m.split()[2])) for m in drawn if m.startswith("MOVE E6 ")}
    assert big == set(reach.destinations())                       # every square, not 25
    for move in list(drawn)[:20]:
        G.apply(state, 0, move)                                   # each one is legal
    assert G.random_move(state, 0, random.Random(9)) == G.random_move(state, 0, random.Random(9))


def _end(src: str, steps: str) -> tuple[int, int]:
    col, row = board.parse_square(src)
    for d in steps.split("-"):
        col, row = col + board.DIRS[d][0], row + board.DIRS[d][1]
    return col, row


def test_the_reach_follows_interior_walls_opened_during_the_match():
    # The playing area is cached per wall layout: an opened wall (the engine edits
    # state["inner"] in place) must not leave an old one in use, for a piece with O or without.
    for seq in ("AB", "ABO"):
        state = position({"B2": (0, "K"), "I9": (1, "K"), "F4": (0, seq)}, game_map=ROOM)
        before = genetess_moves.reach(state, "F4", G._seen_pieces(state, 0))
        assert set(before.destinations()) == walked(state, "F4", G._seen_pieces(state, 0))
        assert ("E4" in before.destinations()) == ("O" in seq)
        state["inner"].remove("E4")
        after = genetess_moves.reach(state, "F4", G._seen_pieces(state, 0))
        assert set(after.destinations()) == walked(state, "F4", G._seen_pieces(state, 0))
        assert "E4" in after.destinations()
