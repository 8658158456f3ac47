"""Tables as pictures: ``/leaderboard`` and tournament standings.

A dark table in the board pictures' style: the title bar, a header row,
then one band per row.  Drawn at ``WIDTH`` px so it stays readable at
Discord's 450 px preview width (capitals ≥ 9 px there).  Flat areas and text
use ``Palette`` colours only, as ``to_png`` requires.
"""

from __future__ import annotations

from dataclasses import dataclass

from render.primitives import TITLE_BAR_HEIGHT, Palette, canvas, fit_text, label, text_width, title_bar, to_png
from render.words import say

WIDTH = 640
ROW_HEIGHT = 40
HEADER_HEIGHT = 34
PAD = 16
TEXT_SIZE = 21
HEADER_SIZE = 18    # cap 13 px: 9.1 px at 450 px wide
#: Width of the rank column, px (right-aligned numbers).
_RANK_WIDTH = 40


@dataclass(frozen=True)
class Column:
    """A right-aligned column after the name: its ``header`` and its ``width`` in px."""

    header: str
    width: int
    bold: bool = False


def table_png(title: str, status: str, columns: list[Column], rows: list[tuple[int, str, list[str]]],
              *, empty: str | None = None, locale: str = "en") -> bytes:
    """A ranked table as PNG bytes, its own words ("PLAYER", "Nothing to show yet") in ``locale``.

    ``rows`` are ``(rank, name, cells)``, best first, with one text cell per
    entry of ``columns`` (drawn right-aligned, in order, after the name;
    the first column is drawn in the accent colour).  Ranks 1–3 are drawn in
    the result colour; long names are cut with "…".  ``status`` goes on the
    right of the title bar; an empty ``rows`` draws the ``empty`` line (default: "Nothing to
    show yet").  ``title``, ``status`` and the column headers come worded by the caller.
    """
    body = max(1, len(rows)) * ROW_HEIGHT
    height = TITLE_BAR_HEIGHT + HEADER_HEIGHT + body + PAD
    image, draw = canvas(WIDTH, height)
    y = title_bar(draw, WIDTH, title, status, status_fill=Palette.muted)
    if empty is None:
        empty = say(locale, "render-table-empty")

    rank_right, name_left = PAD + _RANK_WIDTH, PAD + _RANK_WIDTH + 18
    widths = column_widths(columns)
    rights: list[int] = []
    right = WIDTH - PAD
    for width in reversed(widths):
        rights.insert(0, right)
        right -= width
    mid = y + HEADER_HEIGHT / 2
    label(draw, (rank_right, mid), say(locale, "render-table-rank"), size=HEADER_SIZE, fill=Palette.muted,
          anchor="rm", bold=True)
    label(draw, (name_left, mid), say(locale, "render-table-player"), size=HEADER_SIZE, fill=Palette.muted,
          anchor="lm", bold=True)
    for column, x, width in zip(columns, rights, widths, strict=True):
        label(draw, (x, mid), fit_text(column.header, HEADER_SIZE, width - HEADER_GAP, bold=True), size=HEADER_SIZE,
              fill=Palette.muted, anchor="rm", bold=True)
    y += HEADER_HEIGHT
    draw.line((PAD, y - 1, WIDTH - PAD, y - 1), fill=Palette.grey, width=1)

    if not rows:
        label(draw, (WIDTH / 2, y + ROW_HEIGHT / 2), empty, size=TEXT_SIZE, fill=Palette.muted, anchor="mm")
    name_room = right - 12 - name_left
    for i, (rank, name, cells) in enumerate(rows):
        top = y + i * ROW_HEIGHT
        if i % 2 == 0:
            draw.rectangle((PAD / 2, top, WIDTH - PAD / 2, top + ROW_HEIGHT - 1), fill=Palette.panel)
        mid = top + ROW_HEIGHT / 2
        podium = rank <= 3
        label(draw, (rank_right, mid), str(rank), size=TEXT_SIZE, anchor="rm", bold=podium,
              fill=Palette.winner if podium else Palette.muted)
        label(draw, (name_left, mid), fit_text(name, TEXT_SIZE, name_room, bold=podium),
              size=TEXT_SIZE, anchor="lm", bold=podium)
        for j, (column, x, cell) in enumerate(zip(columns, rights, cells, strict=True)):
            label(draw, (x, mid), cell, size=TEXT_SIZE, anchor="rm", bold=column.bold,
                  fill=Palette.accent if j == 0 else Palette.text)
    return to_png(image)


#: Space (px) kept between one column's header and the next; a column grows to hold its header
#: (a translation: "PUNTUACIÓN"), up to ``MAX_GROWTH`` times its width, then the header is
#: shortened with "…".
HEADER_GAP, MAX_GROWTH = 12, 1.5


def column_widths(columns: list[Column]) -> list[int]:
    """Each column's width (px): its ``width``, or wider to hold its header (see ``MAX_GROWTH``)."""
    return [min(max(c.width, text_width(c.header, HEADER_SIZE, bold=True) + HEADER_GAP), round(c.width * MAX_GROWTH))
            for c in columns]


#: The leaderboard's columns after the name: header message, width (px), bold.
LEADERBOARD_COLUMNS = [("render-leaderboard-rating", 110, True), ("render-leaderboard-games", 90, False),
                       ("render-leaderboard-last-played", 150, False)]


def leaderboard_png(title: str, rows: list[tuple[int, str, str, int, str]], locale: str = "en") -> bytes:
    """A leaderboard as PNG bytes, its headers and notes in ``locale`` (``title`` comes worded).

    ``rows`` are ``(rank, name, rating, games, last played)``, best first:
    the rating as shown (the conservative μ − 3σ, "?" while provisional),
    the number of rated matches, and the date of the last one as text.
    """
    columns = [Column(say(locale, ident), width, bold) for ident, width, bold in LEADERBOARD_COLUMNS]
    return table_png(title, say(locale, "render-leaderboard-formula"), columns,
                     [(rank, name, [rating, str(games), last]) for rank, name, rating, games, last in rows],
                     empty=say(locale, "render-leaderboard-empty"), locale=locale)
