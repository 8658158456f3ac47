"""``petri render`` through ``cli.main.main``: the board of a moves file's position."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from bot.host.match_host import MatchHost
from cli.main import main
from games import GAMES, get_game
from render import primitives, text

#: Names in four scripts; Latin initials stand in where no installed font has them.
WORLD = ["Ёжик", "李雷", "محمد", "Zoë"]
SEED = 5
OPTIONS = {"mitosis": "clone", "dna-sequence": "", "protozoa": "", "dna-icehouse": "",
           "genetess": ""}


def random_moves(game_id: str, names: list[str], options: str, plies: int) -> str:
    """A moves file of ``plies`` random legal moves from the start the host will make."""
    game = get_game(game_id)
    state = game.new_state(names, options, SEED)
    rng, lines = random.Random(SEED), []
    for _ in range(plies):
        movers = game.to_move(state)
        if game.result(state) is not None or not movers:
            break
        seat = movers[0]
        move = game.random_move(state, seat, rng)
        state, _ = game.apply(state, seat, move)
        lines.append(f"{names[seat]}: {move}")
    return "\n".join(lines) + "\n"


def render(capsys, tmp_path, game_id: str, names: list[str], moves: str | None, *extra: str,
           options: str = ""):
    argv = ["render", game_id, "--players", ",".join(names), "-o", f"seed={SEED}"]
    if options:
        argv += ["-o", options]
    if moves is not None:
        path = tmp_path / "game.moves"
        path.write_text(moves, encoding="utf-8")
        argv += ["--moves", str(path)]
    if "--out" not in extra:
        extra = (*extra, "--out", str(tmp_path / "board.png"))
    status = main([*argv, *extra])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_game_renders_a_position_public_and_as_a_seat(capsys, tmp_path, game_id):
    names = WORLD[:min(GAMES[game_id].max_seats, 4)]
    moves = random_moves(game_id, names, OPTIONS[game_id], 12)
    status, out, err = render(capsys, tmp_path, game_id, names, moves, options=OPTIONS[game_id])
    assert (status, err) == (0, "")
    public = Image.open(tmp_path / "board.png")
    assert public.format == "PNG" and public.width >= 800
    status, _, err = render(capsys, tmp_path, game_id, names, moves, "--as", names[0],
                            "--width", "450", "--out", str(tmp_path / "seat.png"),
                            options=OPTIONS[game_id])
    assert (status, err) == (0, "")
    seat = Image.open(tmp_path / "seat.png")
    assert seat.width == 450 and abs(seat.height - public.height * 450 / public.width) <= 1


def test_a_seat_view_shows_what_the_public_one_hides(capsys, tmp_path):
    """Mitosis Clone: the owner's picture rings its active cells; the channel's does not."""
    names = ["ann", "bob"]
    moves = random_moves("mitosis", names, "clone", 12)
    render(capsys, tmp_path, "mitosis", names, moves, "--out", str(tmp_path / "pub.png"),
           options="clone")
    render(capsys, tmp_path, "mitosis", names, moves, "--as", "ann", "--out",
           str(tmp_path / "ann.png"), options="clone")
    assert (tmp_path / "pub.png").read_bytes() != (tmp_path / "ann.png").read_bytes()


def test_names_in_every_script_are_drawn_not_question_marks(tmp_path):
    """Ёжик, 李雷, محمد and Zoë on a board: each name is drawn in a font that has its letters
    (or as Latin initials where none is installed), never as "?" or a notdef box."""
    game = get_game("protozoa")
    view = game.view(game.new_state(WORLD, "", SEED), 0)
    with primitives.record_text() as log:
        from render import DRAWERS
        DRAWERS["protozoa"](view, WORLD[0])
    drawn = {d.text for d in log}
    for name in WORLD:
        assert any(name in t for t in drawn), name
        mask = text.text_mask(name, 18, "lm", True)[0]
        marks = text.text_mask("?" * len(name), 18, "lm", True)[0]
        assert mask.tobytes() != marks.tobytes(), name
        for run, path in text.runs(name, True):
            assert all(text.has_glyph(path, c) for c in run if not c.isspace()), (name, run)
    # Without a CJK font, 李雷 is its initials; with one, its own letters.
    assert text.runs("李雷", True)[0][0] in ("LL", "李雷")


@pytest.mark.parametrize("argv_tail, message", [
    (["chess", "--players", "a,b"], "unknown game 'chess'"),
    (["protozoa", "--players", "a,a"], "--players: each name must be different"),
    (["protozoa", "--players", "a,b", "--as", "c"], "--as: 'c' is not a player"),
    (["protozoa", "--players", "a,b", "--width", "5"], "--width: 5 px is out of range"),
    (["protozoa", "--players", "a,b", "-o", "frogs=3"], "bad options"),
    (["protozoa", "--players", "a,b", "--moves", "/nonexistent/moves.txt"], "moves file:"),
])
def test_bad_input_is_one_line_not_a_traceback(capsys, tmp_path, argv_tail, message):
    status = main(["render", *argv_tail, "--out", str(tmp_path / "x.png")])
    err = capsys.readouterr().err
    assert status == 1 and message in err and len(err.strip().splitlines()) == 1, err
    assert not (tmp_path / "x.png").exists()


def test_an_illegal_move_is_status_2_and_writes_nothing(capsys, tmp_path):
    status, _, err = render(capsys, tmp_path, "protozoa", ["a", "b"], "a: Z9 R1\n")
    assert status == 2 and err.startswith("move 1 (a: Z9 R1):") and len(err.splitlines()) == 1
    assert not (tmp_path / "board.png").exists()


def test_a_moves_file_that_is_not_utf8_is_one_line(capsys, tmp_path):
    path = tmp_path / "latin1.moves"
    path.write_bytes("a: pass # café\n".encode("latin-1"))
    status = main(["render", "protozoa", "--players", "a,b", "--moves", str(path),
                   "--out", str(tmp_path / "x.png")])
    err = capsys.readouterr().err
    assert status == 1 and err.startswith("moves file:") and len(err.splitlines()) == 1


def test_an_unwritable_out_file_is_one_line(capsys, tmp_path):
    status = main(["render", "protozoa", "--players", "a,b", "--out",
                   str(tmp_path / "missing" / "x.png")])
    err = capsys.readouterr().err
    assert status == 1 and err.startswith("--out: cannot write") and len(err.splitlines()) == 1


@pytest.mark.parametrize("game_id", ["dna-sequence", "protozoa", "dna-icehouse", "mitosis"])
def test_lang_words_the_picture(capsys, tmp_path, game_id):
    """``--lang de`` draws the picture's words in German: another picture than
    English's, drawing German words; the default is English."""
    names = ["ann", "bob"]
    moves = random_moves(game_id, names, OPTIONS[game_id], 7)
    pictures, drawn = {}, {}
    for lang in ("en", "de", None):
        out = tmp_path / f"board-{lang}.png"
        extra = ("--out", str(out)) + (("--lang", lang) if lang else ())
        with primitives.record_text() as log:
            assert render(capsys, tmp_path, game_id, names, moves, *extra, options=OPTIONS[game_id])[:2] == (0, "")
        pictures[lang], drawn[lang] = out.read_bytes(), " ".join(d.text for d in log)
    assert pictures["de"] != pictures["en"] == pictures[None]
    assert drawn["de"] != drawn["en"]


def test_a_picture_does_not_depend_on_how_long_the_replay_took(capsys, tmp_path, monkeypatch):
    """A moves file has no times: the clocks drawn on a Mitosis picture are those the
    moves file implies (no time spent), not wall time, so the same file always draws the
    same picture (the wall clock here jumps 0.7 s at every reading)."""
    names = ["ann", "bob"]
    moves = random_moves("mitosis", names, "clone", 7)
    pictures = []
    for _ in range(3):
        out = tmp_path / f"board-{len(pictures)}.png"
        assert render(capsys, tmp_path, "mitosis", names, moves, "--out", str(out),
                      options="clone")[:2] == (0, "")
        pictures.append(out.read_bytes())
        ticks = iter(range(10**6))
        monkeypatch.setitem(MatchHost.__init__.__kwdefaults__, "now",
                            lambda: 1.8e9 + 0.7 * next(ticks))
    assert pictures[0] == pictures[1] == pictures[2]
