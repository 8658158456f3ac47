"""Leaderboard tables as pictures (``/leaderboard``).

A dark table in the board pictures' style: the title bar, a header row,
then one band per player.  Drawn at ``WIDTH`` px so it stays readable at
Discord's ~550 px preview width (text ≥ ~17 px there).  Flat areas and text
use ``Palette`` colours only, as ``to_png`` requires.
"""

from __future__ import annotations

from render.primitives import TITLE_BAR_HEIGHT, Palette, canvas, fit_text, label, title_bar, to_png

WIDTH = 640
ROW_HEIGHT = 40
HEADER_HEIGHT = 34
PAD = 16
TEXT_SIZE = 21
HEADER_SIZE = 16

#: Column right edges (numbers are right-aligned) and the name column's left edge, px.
_RANK_RIGHT = PAD + 40
_NAME_LEFT = _RANK_RIGHT + 18
_RATING_RIGHT = WIDTH - PAD - 190
_PLAYED_RIGHT = WIDTH - PAD - 100
_WON_RIGHT = WIDTH - PAD


def leaderboard_png(title: str, rows: list[tuple[int, str, float, int, int]]) -> bytes:
    """A leaderboard as PNG bytes.

    ``rows`` are ``(rank, name, rating, played, won)``, best first: rating
    in Elo points (drawn rounded), played and won as counts of rated
    matches.  Ranks 1–3 are drawn in the result colour.  Long names are cut
    with "…".  An empty ``rows`` draws a "no rated matches yet" line.
    """
    body = max(1, len(rows)) * ROW_HEIGHT
    height = TITLE_BAR_HEIGHT + HEADER_HEIGHT + body + PAD
    image, draw = canvas(WIDTH, height)
    y = title_bar(draw, WIDTH, title, "Elo rating", status_fill=Palette.muted)

    mid = y + HEADER_HEIGHT / 2
    for text, x, anchor in (("#", _RANK_RIGHT, "rm"), ("PLAYER", _NAME_LEFT, "lm"),
                            ("RATING", _RATING_RIGHT, "rm"), ("PLAYED", _PLAYED_RIGHT, "rm"),
                            ("WON", _WON_RIGHT, "rm")):
        label(draw, (x, mid), text, size=HEADER_SIZE, fill=Palette.muted, anchor=anchor, bold=True)
    y += HEADER_HEIGHT
    draw.line((PAD, y - 1, WIDTH - PAD, y - 1), fill=Palette.grey, width=1)

    if not rows:
        label(draw, (WIDTH / 2, y + ROW_HEIGHT / 2), "No rated matches yet", size=TEXT_SIZE,
              fill=Palette.muted, anchor="mm")
    name_room = _RATING_RIGHT - 90 - _NAME_LEFT
    for i, (rank, name, rating, played, won) in enumerate(rows):
        top = y + i * ROW_HEIGHT
        if i % 2 == 0:
            draw.rectangle((PAD / 2, top, WIDTH - PAD / 2, top + ROW_HEIGHT - 1), fill=Palette.panel)
        mid = top + ROW_HEIGHT / 2
        podium = rank <= 3
        label(draw, (_RANK_RIGHT, mid), str(rank), size=TEXT_SIZE, anchor="rm", bold=podium,
              fill=Palette.winner if podium else Palette.muted)
        label(draw, (_NAME_LEFT, mid), fit_text(name, TEXT_SIZE, name_room, bold=podium),
              size=TEXT_SIZE, anchor="lm", bold=podium)
        label(draw, (_RATING_RIGHT, mid), str(round(rating)), size=TEXT_SIZE, anchor="rm", bold=True,
              fill=Palette.accent)
        label(draw, (_PLAYED_RIGHT, mid), str(played), size=TEXT_SIZE, anchor="rm")
        label(draw, (_WON_RIGHT, mid), str(won), size=TEXT_SIZE, anchor="rm")
    return to_png(image)
