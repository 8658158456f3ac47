"""The DNA board picture (render/strips.py), drawn from views of the real engine."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image
from render_testkit import colours, spy_on_labels

from games import get_game
from render import board_png, strips
from render.primitives import Palette

GAME = get_game("dna-sequence")
SEATS = ["ned", "ted", "jed"]
# The seed's example (shared/seeds/001_84f03883df1ada8f.txt).
SEED_STRANDS = ["TCGCATGTACAAAGTTTTCAATCTTCGCCTTGAGAG",
                "TCAGCGCGTTCCCGGAGTCGTCGTATTAAAGGGGAT",
                "GCCAATTATGGACTTGTTGTCAGATAGTTTCCGGCG"]


def play(state, *moves):
    """Apply ``(seat, text)`` moves in order."""
    for seat, text in moves:
        state, _ = GAME.apply(state, seat, text)
    return state


def seed_start():
    """The seed game after set-up, ned to move."""
    return play(GAME.new_state(SEATS, "manual", 1), *enumerate(SEED_STRANDS))


def picture(view, seat=None) -> Image.Image:
    """Render ``view`` through the public entry point and decode the PNG (as RGB)."""
    png = board_png("dna-sequence", view, seat=seat)
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    image = Image.open(io.BytesIO(png))
    assert image.mode == "P"                  # to_png's fixed palette
    return image.convert("RGB")


def band(image: Image.Image, view: dict, name: str) -> Image.Image:
    """The crop of ``name``'s band (its strip, name and badges)."""
    lay, bands, _ = strips.plan(view)
    top, rows = bands[name]
    return image.crop((0, top, image.width, top + lay.band_height(rows)))


@pytest.fixture
def drawn_text(monkeypatch):
    """Every string handed to ``label`` while the test renders (cell letters included)."""
    # Cells are drawn once and cached; start empty so their letters are seen.
    yield spy_on_labels(monkeypatch, strips, strips._tile)
    strips._tile.cache_clear()


def test_png_decodes_at_the_expected_size():
    view = GAME.view(seed_start())
    image = picture(view)
    assert image.width == 900                 # 18 px letters are 9 px in the 450 px preview
    assert 200 <= image.height <= 480
    assert image.size == (strips.plan(view)[0].width, strips.plan(view)[2])


def test_thirty_six_letters_fit_two_rows_of_cells_readable_at_preview_size():
    lay, bands, _ = strips.plan(GAME.view(seed_start()))
    assert lay.cols == 18 and lay.pitch >= 25            # letters of 0.78 × 23 ≥ 18 px
    assert all(rows == 2 for _, rows in bands.values())


def test_long_strands_wrap_onto_balanced_rows():
    names = [f"p{i}" for i in range(8)]
    view = GAME.view(GAME.new_state(names, "length=200", 7))
    lay, bands, height = strips.plan(view)
    assert lay.pitch >= strips.MIN_PITCH == 33                # letters of 24 px
    assert all(rows == 12 for _, rows in bands.values())     # 12 rows of 17 (a row holds 18)
    assert lay.cols == 17
    image = picture(view)
    assert image.width == 900 and image.height == height


def test_last_move_shows_chunk_badges_and_cut_markers(drawn_text):
    view = GAME.view(play(seed_start(), (0, "AAG")))
    image = picture(view)
    assert "  ·  ned removed " in drawn_text
    assert drawn_text.count("-3") == 2                        # ned and ted lost 3 letters
    lay, bands, _ = strips.plan(view)
    for name, cuts in view["last_move"]["cuts"].items():
        top, _ = bands[name]
        for index in cuts:
            x, row_top = strips.cut_xy(lay, top, index)
            assert image.getpixel((x, row_top - 4)) == Palette.highlight    # the wedge
            assert image.getpixel((x, row_top + lay.cell_h // 2)) == Palette.highlight
    jed_top, _ = bands["jed"]
    _, jed_row = strips.cut_xy(lay, jed_top, 0)
    wedge_zone = image.crop((lay.strip_x, jed_row - strips.ROW_GAP, image.width - 80, jed_row))
    assert Palette.highlight not in colours(wedge_zone)       # jed lost nothing


def test_cut_at_the_right_end_stays_on_the_last_row():
    lay = strips.layout(36)
    assert strips.cut_xy(lay, 100, 36)[1] == strips.cell_xy(lay, 100, 35)[1]
    assert strips.cut_xy(lay, 100, 0)[0] < strips.cell_xy(lay, 100, 0)[0]


def test_whose_turn_is_highlighted(drawn_text):
    view = GAME.view(play(seed_start(), (0, "AAG")))
    image = picture(view)
    assert "ted to move" in drawn_text
    assert Palette.accent in colours(band(image, view, "ted"))
    assert Palette.accent not in colours(band(image, view, "ned"))
    assert Palette.accent not in colours(band(image, view, "jed"))


def test_out_seats_are_greyed_and_the_winner_marked(drawn_text):
    state = GAME.new_state(SEATS, "manual non_incremental length=4", 1)
    state = play(state, (0, "ACGA"), (1, "ACGT"), (2, "TTTT"), (0, "ACG"))
    view = GAME.view(state)
    assert view["out"] == ["ned", "ted"] and view["result"]["winners"] == ["jed"]
    image = picture(view)
    nucleotides = set(Palette.nucleotide.values())
    for name in ("ned", "ted"):
        seen = colours(band(image, view, name))
        assert Palette.grey in seen and not seen & nucleotides
    jed = colours(band(image, view, "jed"))
    assert Palette.nucleotide["T"] in jed and Palette.winner in jed
    assert "jed wins" in drawn_text and drawn_text.count("out") == 2


def test_secret_strands_are_never_drawn(drawn_text):
    def setup_views(first_strand):
        state = play(GAME.new_state(SEATS, "manual", 1), (0, first_strand))
        return GAME.view(state), GAME.view(state, 1)

    public_a, ted_a = setup_views(SEED_STRANDS[0])
    public_b, ted_b = setup_views("A" * 36)
    assert public_a["sequences"]["ned"] is None
    assert board_png("dna-sequence", public_a) == board_png("dna-sequence", public_b)
    assert board_png("dna-sequence", ted_a) == board_png("dna-sequence", ted_b)
    # Nothing resembling a strand or a cell letter reached the text drawer.
    assert not [t for t in drawn_text if set(t) <= set("ACGT")]
    assert "strand submitted" in drawn_text and "waiting for a strand" in drawn_text


def test_own_strand_is_drawn_during_set_up():
    state = play(GAME.new_state(SEATS, "manual", 1), (0, SEED_STRANDS[0]))
    own = picture(GAME.view(state, 0))
    public = picture(GAME.view(state))
    assert Palette.nucleotide["T"] in colours(band(own, GAME.view(state, 0), "ned"))
    assert Palette.nucleotide["T"] not in colours(band(public, GAME.view(state), "ned"))


def test_viewer_is_marked(drawn_text):
    picture(GAME.view(seed_start(), 2))
    assert " (you)" in drawn_text


@pytest.mark.parametrize("options, seats", [
    ("", 2), ("length=200 no_dup chunk=4", 8), ("base=2 chunk=2 length=12", 3),
    ("min_chunk=2 max_chunk=4 length=40", 4), ("need_not_own no_reduce_self", 3),
])
def test_every_position_of_random_games_renders(options, seats):
    names = [f"player{i}" for i in range(seats)]
    rng = random.Random(seats)
    state = GAME.new_state(names, options, 5)
    while True:
        image = picture(GAME.view(state, 0))
        assert 900 <= image.width <= 1100
        if GAME.result(state) is not None:
            break
        seat = GAME.to_move(state)[0]
        state = play(state, (seat, GAME.random_move(state, seat, rng)))


def test_long_names_are_shortened(drawn_text):
    names = ["a" * 40, "Jos\u00e9", "\u7530\u4e2d"]
    view = GAME.view(GAME.new_state(names, "", 3))
    picture(view)
    assert any(t.endswith("…") for t in drawn_text)


def test_png_encoding_keeps_the_board_colours():
    """The PNG holds exactly the drawn picture, and its flat areas in their ``Palette`` colours."""
    view = GAME.view(play(seed_start(), (0, "AAG")), 2)
    drawn = strips.draw_dna(view).convert("RGB")
    decoded = picture(view)
    lay, bands, height = strips.plan(view)
    ned = bands["ned"][0]
    strand = view["sequences"]["ned"]
    x, y = strips.cell_xy(lay, ned, 0)
    samples = {
        (x + (lay.pitch - strips.CELL_GAP) // 2, y + 2): Palette.nucleotide[strand[0]],  # a cell
        (strips.MARGIN, ned + lay.band_height(1) - 3): Palette.panel,     # a seat's band
        (2, height - 2): Palette.background,
        (lay.width // 2, 2): Palette.bar,                     # the title bar
    }
    for xy, colour in samples.items():
        assert drawn.getpixel(xy) == colour and decoded.getpixel(xy) == colour, xy
    assert decoded.tobytes() == drawn.tobytes()