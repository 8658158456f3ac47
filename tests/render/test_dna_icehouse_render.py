"""The DNA (Icehouse) picture (render/dna_icehouse.py), from the engine's own views.

Positions are built with the engine (games/dna_icehouse.py) so the views
carry exactly the keys it documents, ``marks`` included; the marks
themselves are checked in tests/games/test_dna_icehouse.py.
"""

from __future__ import annotations

import random

import pytest
from render_testkit import colours, spy_on_labels
from render_testkit import picture as render_picture

from games.dna_icehouse import DnaIcehouse
from render import DRAWERS, dna_icehouse, primitives, squares
from render.primitives import Palette
from render.squares import GRID

GAME = DnaIcehouse()
FOUR = ["alice", "bob", "carol", "dave"]


def picture(view: dict, seat=None):
    return render_picture("dna-icehouse", view, seat)


def play(state, seat: int, text: str):
    return GAME.apply(state, seat, text)[0]


def seed_turn():
    """carol (G) places G1 on c1 in the seed's position: strands c1-d1-e1 and c1-c2-c3, 3 each."""
    state = GAME.new_state(FOUR, "", 1)
    state["board"] = {"d1": "G1", "e1": "G1", "c2": "Y2", "c3": "R3"}
    state["archives"] = [["Y3"], ["R1"], [], []]
    for colour in "RYB":
        state["pools"][colour].update({"1": 0, "2": 0})
    state["to_play"] = 2
    return play(play(state, 2, "place G1 c1"), 2, "score")


def mutation_turn():
    """alice (R) places R3 on d3 and recolours c3 R2 → G2: 2 of 3 spent, one more to go."""
    state = GAME.new_state(["alice", "bob"], "", 1)
    state["board"].update({"c3": "R2", "e3": "G3", "d2": "Y1"})
    return play(play(state, 0, "place R3 d3"), 0, "mutate c3 G")


@pytest.fixture
def drawn_text(monkeypatch):
    """Every string handed to ``label`` while the test renders (sprite numbers included)."""
    texts = spy_on_labels(monkeypatch, squares, squares.pyramid)
    monkeypatch.setattr(dna_icehouse, "label", squares.label)       # the spy, too
    yield texts
    squares.pyramid.cache_clear()


def between(a: str, b: str) -> tuple[int, int]:
    """The pixel halfway between two squares' centres."""
    (x1, y1), (x2, y2) = GRID.centre(a), GRID.centre(b)
    return round((x1 + x2) / 2), round((y1 + y2) / 2)


def test_registered_and_sized_by_the_plan():
    assert DRAWERS["dna-icehouse"] is dna_icehouse.draw_dna_icehouse
    for seats in (2, 3, 4):
        view = GAME.view(GAME.new_state(FOUR[:seats]))
        image = picture(view)
        assert image.size == (squares.WIDTH, dna_icehouse.plan(view)[0])
        assert image.width <= 900 and image.height <= 860     # 24 px text: pools and key under the board


def test_strands_are_lines_with_their_points(drawn_text):
    image = picture(GAME.view(seed_turn()))
    for a, b in (("c1", "d1"), ("c1", "c2")):       # the line, between the pieces
        assert image.getpixel(between(a, b)) == dna_icehouse.STRAND, (a, b)
    for a, b in (("d1", "e1"), ("c2", "c3")):       # the badges, between the last two
        x, y = between(a, b)
        badge = colours(image.crop((x - 6, y - 6, x + 6, y + 6)))
        assert {Palette.bar, Palette.text} <= badge, (a, b)
    assert drawn_text.count("+3") == 2
    # Not through empty squares: nothing of the line on d2, between c1 and e3.
    x0, y0, x1, y1 = GRID.rect("d2")
    assert dna_icehouse.STRAND not in colours(image.crop((x0 + 4, y0 + 4, x1 - 3, y1 - 3)))
    assert "carol to capture: 6 points owed" in " ".join(drawn_text)   # may wrap
    assert "carol: G1 on c1, scored 6 (3+3)" in " ".join(drawn_text)


def test_the_placed_square_is_highlighted():
    image = picture(GAME.view(seed_turn()))
    x0, y0, _, _ = GRID.rect("c1")
    assert image.getpixel((x0 + 10, y0)) == Palette.highlight
    assert image.getpixel((x0 + 2, y0 + GRID.cell // 2)) == Palette.square_last


def test_a_mutated_piece_is_framed_with_what_it_was(drawn_text):
    state = mutation_turn()
    image = picture(GAME.view(state))
    x0, y0, x1, y1 = GRID.rect("c3")
    assert image.getpixel((x0 + GRID.cell // 2, y1 - 2)) == dna_icehouse.MUTATED   # the frame
    # The tag in the corner is the red medium it was (the piece is green now).
    tag = colours(image.crop((x0 + 2, y0 + 2, x0 + 20, y0 + 20)))
    assert Palette.icehouse_lit["R"] in tag
    assert Palette.plate["G"] in colours(image.crop((x0 + 24, y0 + 24, x1 - 8, y1 - 8)))    # its plate
    assert Palette.icehouse["G"] in colours(image.crop((x0, y0, x1, y1)))
    x0, y0, x1, y1 = GRID.rect("e3")                 # not mutated yet: no frame
    assert dna_icehouse.MUTATED not in colours(image.crop((x0, y0, x1 + 1, y1 + 1)))
    assert "alice to mutate: 2/3 spent" in drawn_text
    # The mutation stays marked once the turn is over, with the strand scored after it.
    done = play(play(state, 0, "mutate e3 2"), 0, "score")
    image = picture(GAME.view(done))
    for square in ("c3", "e3"):
        x0, y0, x1, y1 = GRID.rect(square)
        assert image.getpixel((x0 + GRID.cell // 2, y1 - 2)) == dna_icehouse.MUTATED


def test_gene_pools_and_archives(drawn_text):
    state = seed_turn()
    state = play(play(state, 2, "capture R1 from Y"), 2, "capture B3")
    picture(GAME.view(state, 2))
    for text in ("gene pools", "alice", "bob", "carol", "dave", " (you)", "x0", "x5",
                 "4 pips", "3 pips", "0 pips", "archive empty"):
        assert text in drawn_text, text
    assert "took R1 from bob and B3 from B pool" in " ".join(drawn_text)     # wrapped onto two lines
    drawn_text.clear()
    picture(GAME.view(GAME.new_state(["alice", "bob"])))
    assert drawn_text.count("neutral") == 2 and "x4" in drawn_text       # Y and B; 14 left each
    drawn_text.clear()
    picture(GAME.view(GAME.new_state(["alice", "bob"], "two_colours")))
    assert "neutral" not in drawn_text and drawn_text.count("alice") == 3  # card + R and G pools


def test_the_result_is_shown(drawn_text):
    empty = {"1": 0, "2": 0, "3": 0}
    state = GAME.new_state(["alice", "bob", "carol"], "", 1)
    state["board"] = {"d4": "B1"}
    state["pools"].update({"R": empty, "Y": {"1": 1, "2": 0, "3": 0}, "G": empty})
    state["archives"] = [["B2"], [], []]
    state["to_play"] = 1
    state = play(play(state, 1, "place Y1 h8; score"), 2, "pass")
    image = picture(GAME.view(state))
    assert "alice wins" in drawn_text and "every gene pool is empty" in drawn_text
    assert "carol passed" in drawn_text and "to move" not in drawn_text
    assert Palette.winner in colours(image.crop((0, 0, image.width, 48)))


def test_a_view_without_marks_renders():
    """The view of a state saved before ``marks`` existed has ``marks`` None."""
    state = mutation_turn()
    state.pop("marks")
    view = GAME.view(state)
    assert view["marks"] is None
    image = picture(view)
    assert dna_icehouse.MUTATED not in colours(image.crop((GRID.left, GRID.top,
                                                           GRID.left + 8 * GRID.cell,
                                                           GRID.top + 8 * GRID.cell)))


@pytest.mark.parametrize("sizes, rows", [
    ([12, 16, 20] * 3, 2),                 # fits in one row
    ([20] * 30, 2),                        # overlapped, two rows
    ([12] * 7 + [20] * 40, 3),
])
def test_archive_layout_keeps_every_piece_in_its_rows_and_room(sizes, rows):
    room = 210
    layout = dna_icehouse.archive_layout(sizes, room, rows)
    assert len(layout) == len(sizes)
    assert max(row for _, row in layout) < rows
    assert all(x + size <= room + 0.01 for (x, _), size in zip(layout, sizes))
    assert len(set(layout)) == len(layout)


CASES = [(2, ""), (2, "two_colours"), (3, ""), (3, "neutral_pool_counts"), (4, "")]


def palette_colours() -> set:
    found = set()
    for value in vars(Palette).values():
        for colour in value.values() if isinstance(value, dict) else [value]:
            if isinstance(colour, tuple):
                found.add(colour)
    return found


@pytest.mark.parametrize("seats, options", CASES, ids=[f"{s}-{o or 'default'}" for s, o in CASES])
def test_every_position_of_random_games_renders_in_the_palette(monkeypatch, seats, options):
    """Whole random games: every position draws through ``board_png``, and with the text
    left out (the only anti-aliased drawing) every pixel is a ``Palette`` colour, which the
    PNG's fixed palette keeps exactly."""
    rng = random.Random(seats * 10 + len(options))
    state = GAME.new_state(FOUR[:seats], options, 7)
    views = []
    while True:
        views.append(GAME.view(state))
        picture(views[-1])
        if GAME.result(state) is not None:
            break
        seat = GAME.to_move(state)[0]
        state = play(state, seat, GAME.random_move(state, seat, rng))
    assert len(views) > 50

    def no_text(draw, xy, text, **kw):
        return 0

    for module in (primitives, squares, dna_icehouse):
        monkeypatch.setattr(module, "label", no_text)
    # The cached board (its coordinates) and sprites (their pips, plates, chips) hold text:
    # redraw them.
    primitives.clear_caches()
    exact = palette_colours()
    try:
        for view in views:
            raw = dna_icehouse.draw_dna_icehouse(view)
            assert colours(raw) <= exact, colours(raw) - exact
        assert picture(view).tobytes() == raw.convert("RGB").tobytes()
    finally:
        primitives.clear_caches()
