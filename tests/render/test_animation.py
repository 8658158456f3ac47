"""The animated replay (render/animation.py), from public views of real DNA games."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image, ImageChops, ImageSequence, ImageStat

from games import get_game
from render import board_png
from render.animation import DISCORD_UPLOAD_LIMIT, LAST_FRAME_HOLD, MAX_FRAMES, replay_gif, sample_indices

GAME = get_game("dna-sequence")


def game_views(seats: int = 3, options: str = "length=24", seed: int = 5) -> list[dict]:
    """Public views of a whole random game, start first."""
    names = [f"p{i}" for i in range(seats)]
    state = GAME.new_state(names, GAME.parse_options(options), seed)
    rng = random.Random(seed)
    views = [GAME.view(state, None)]
    while GAME.result(state) is None:
        seat = GAME.to_move(state)[0]
        state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_moves(state, seat)))
        views.append(GAME.view(state, None))
    return views


def frames(gif: bytes) -> list[tuple[Image.Image, int]]:
    """``(RGB frame, duration ms)`` for every frame, as a viewer composes them."""
    image = Image.open(io.BytesIO(gif))
    assert image.format == "GIF" and gif[:6] == b"GIF89a"
    return [(f.convert("RGB"), f.info["duration"]) for f in ImageSequence.Iterator(image)]


def png_rgb(view: dict) -> Image.Image:
    return Image.open(io.BytesIO(board_png("dna-sequence", view))).convert("RGB")


def same(a: Image.Image, b: Image.Image) -> bool:
    return ImageChops.difference(a, b).getbbox() is None


@pytest.fixture(scope="module")
def views() -> list[dict]:
    views = game_views()
    assert len(views) >= 6
    return views


def test_one_frame_per_position_identical_to_the_boards(views):
    gif = replay_gif("dna-sequence", views, frame_ms=500)
    shown = frames(gif)
    assert len(shown) == len(views)
    width = max(png_rgb(v).width for v in views)
    height = max(png_rgb(v).height for v in views)
    for (frame, _), view in zip(shown, views):
        assert frame.size == (width, height)               # padded to one size
        board = png_rgb(view)
        # the board, pixel for pixel (same palette as the PNG), at the top left
        assert same(frame.crop((0, 0, *board.size)), board)
        if board.size != frame.size:                       # padding is the background colour
            pad = frame.crop((0, board.height, width, height))
            assert pad.getcolors() == [(pad.width * pad.height, (0x1e, 0x20, 0x27))]
    durations = [d for _, d in shown]
    assert durations[:-1] == [500] * (len(views) - 1)
    assert durations[-1] == 500 * LAST_FRAME_HOLD      # the result stays up longer


def test_identical_positions_are_merged_not_lost(views):
    gif = replay_gif("dna-sequence", [views[0], views[0], views[1]], frame_ms=300)
    assert [d for _, d in frames(gif)] == [600, 300 * LAST_FRAME_HOLD]


def test_a_single_position_is_a_still_gif(views):
    shown = frames(replay_gif("dna-sequence", views[:1]))
    assert len(shown) == 1 and same(shown[0][0], png_rgb(views[0]))


def test_the_size_cap_downscales_then_samples_keeping_first_and_last(views):
    full = replay_gif("dna-sequence", views)
    # a little under full size: only downscaled, every frame kept
    smaller = replay_gif("dna-sequence", views, max_bytes=len(full) * 3 // 4)
    assert len(smaller) <= len(full) * 3 // 4
    small_frames = frames(smaller)
    assert len(small_frames) == len(views)
    assert small_frames[0][0].width < png_rgb(views[0]).width

    # a tiny cap: sampled down (first and last kept) and scaled down further
    cap = 12_000
    tiny = replay_gif("dna-sequence", views, max_bytes=cap)
    assert len(tiny) <= cap
    shown = frames(tiny)
    assert 2 <= len(shown) < len(views)
    first, last = shown[0][0], shown[-1][0]
    # the first frame is the start, the last the final position (compare at the GIF's scale)
    for frame, view in ((first, views[0]), (last, views[-1])):
        board = png_rgb(view)
        scale = frame.width / max(png_rgb(v).width for v in views)
        expected = board.resize((round(board.width * scale), round(board.height * scale)),
                                Image.Resampling.BOX)
        crop = frame.crop((0, 0, *expected.size))
        mean = ImageStat.Stat(ImageChops.difference(crop, expected).convert("L")).mean[0]
        assert mean < 6, mean
    assert shown[-1][1] > shown[0][1]


def test_a_cap_nothing_fits_in_is_an_error(views):
    with pytest.raises(ValueError, match="does not fit"):
        replay_gif("dna-sequence", views, max_bytes=500)


def test_long_games_are_sampled_before_drawing(views):
    shown = frames(replay_gif("dna-sequence", views, max_frames=4))
    assert len(shown) == 4
    assert same(shown[0][0].crop((0, 0, *png_rgb(views[0]).size)), png_rgb(views[0]))
    assert same(shown[-1][0].crop((0, 0, *png_rgb(views[-1]).size)), png_rgb(views[-1]))


def test_sample_indices_keep_ends():
    assert sample_indices(5, 10) == [0, 1, 2, 3, 4]
    assert sample_indices(10, 2) == [0, 9]
    assert sample_indices(101, 5) == [0, 25, 50, 75, 100]
    assert sample_indices(1, 1) == [0]


def test_errors():
    with pytest.raises(ValueError):
        replay_gif("dna-sequence", [])
    with pytest.raises(KeyError, match="no board picture for game 'chess'"):
        replay_gif("chess", [{}])


def test_an_eight_seat_long_game_fits_discords_limit():
    views = game_views(8, "length=200", seed=2)
    gif = replay_gif("dna-sequence", views)
    assert len(gif) <= 8 * 2**20
    assert Image.open(io.BytesIO(gif)).n_frames == len(views)


def test_a_long_game_is_capped_in_frames_and_bytes_keeping_start_and_end():
    """A 300-ply Protozoa game (240 frames and 4.4 MiB before the cap) is sampled down to
    MAX_FRAMES frames, the start first and the final position last."""
    from bench.replay_gif import public_views

    views = public_views("protozoa", 2, "")
    # ≈ 10 ms of CPU a frame for this board: the cap keeps a replay under ≈ 1 s of a worker.
    assert len(views) > 100 >= MAX_FRAMES
    gif = replay_gif("protozoa", views)
    assert len(gif) <= DISCORD_UPLOAD_LIMIT
    shown = frames(gif)
    assert 2 <= len(shown) <= MAX_FRAMES
    for frame, view in ((shown[0][0], views[0]), (shown[-1][0], views[-1])):
        board = Image.open(io.BytesIO(board_png("protozoa", view))).convert("RGB")
        assert same(frame.crop((0, 0, *board.size)), board)
