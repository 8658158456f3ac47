"""A player's rating history as a picture (``/stats``).

One point per rated match, oldest on the left: the estimate μ as a line
inside its ±σ band, and the shown (conservative) rating μ − 3σ as a bold
line, so the picture shows both how good a player seems and how sure the
rating is.  Drawn at ``WIDTH`` px, in ``Palette`` colours only.
"""

from __future__ import annotations

from render.primitives import TITLE_BAR_HEIGHT, Palette, canvas, label, legend, smallest_text, title_bar, to_png
from render.words import say

WIDTH = 640
HEIGHT = 360
PAD = 16
AXIS_ROOM = 60          # left margin for the rating numbers, px
LEGEND_ROOM = 34
TEXT_SIZE = smallest_text(WIDTH)     # capitals 9 px tall at Discord's 450 px preview


def rating_chart_png(title: str, points: list[tuple[float, float]], locale: str = "en") -> bytes:
    """The chart as PNG bytes; ``points`` are ``(mu, sigma)`` after each rated match, oldest first;
    its words in ``locale`` (``title`` comes worded).

    Raises ``ValueError`` when ``points`` is empty (there is nothing to draw).
    """
    if not points:
        raise ValueError("a rating history needs at least one rated match")
    image, draw = canvas(WIDTH, HEIGHT)
    title_bar(draw, WIDTH, title, say(locale, "render-chart-rated", count=len(points)), status_fill=Palette.muted)
    legend(draw, (PAD, TITLE_BAR_HEIGHT + 8),
           [(Palette.winner, say(locale, "render-chart-shown")), (Palette.accent, "μ ± σ")],
           size=TEXT_SIZE, swatch=14)
    top, bottom = TITLE_BAR_HEIGHT + LEGEND_ROOM + PAD, HEIGHT - PAD - 24
    left, right = PAD + AXIS_ROOM, WIDTH - PAD
    values = [v for mu, sigma in points for v in (mu + sigma, mu - 3 * sigma)]
    low, high = min(values), max(values)
    if high - low < 1.0:
        low, high = low - 0.5, high + 0.5

    def y_of(value: float) -> float:
        return bottom - (value - low) / (high - low) * (bottom - top)

    def x_of(i: int) -> float:
        return left + (right - left) * (i / (len(points) - 1) if len(points) > 1 else 0.5)

    for value in (low, (low + high) / 2, high):
        y = y_of(value)
        draw.line((left, y, right, y), fill=Palette.grey, width=1)
        label(draw, (left - 8, y), say(locale, "render-chart-value", value=round(value, 1)), size=TEXT_SIZE,
              fill=Palette.muted, anchor="rm")
    label(draw, (left, HEIGHT - PAD), say(locale, "render-chart-first"), size=TEXT_SIZE, fill=Palette.muted,
          anchor="lm")
    label(draw, (right, HEIGHT - PAD), say(locale, "render-chart-latest"), size=TEXT_SIZE, fill=Palette.muted,
          anchor="rm")

    band = [(x_of(i), y_of(mu + sigma)) for i, (mu, sigma) in enumerate(points)]
    band += [(x_of(i), y_of(mu - sigma)) for i, (mu, sigma) in reversed(list(enumerate(points)))]
    if len(points) > 1:
        draw.polygon(band, fill=Palette.panel)
    estimate = [(x_of(i), y_of(mu)) for i, (mu, _) in enumerate(points)]
    shown = [(x_of(i), y_of(mu - 3 * sigma)) for i, (mu, sigma) in enumerate(points)]
    for line, colour, width in ((estimate, Palette.accent, 2), (shown, Palette.winner, 4)):
        if len(line) > 1:
            draw.line(line, fill=colour, width=width)
        for x, y in line:
            draw.ellipse((x - width, y - width, x + width, y + width), fill=colour)
    return to_png(image)
