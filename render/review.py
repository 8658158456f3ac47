"""The win-chance graph of a match review (``/review``).

One line: the reviewing seat's win chance (0–100 %) after every ply, a dashed 50 % line,
and a marker on each turning point, its colour and letter naming the label (``?!``
inaccuracy, ``?`` mistake, ``??`` blunder, as chess annotators write them).  Palette
colours only, as ``to_png`` requires.
"""

from __future__ import annotations

from render.primitives import TITLE_BAR_HEIGHT, Palette, canvas, label, smallest_text, text_width, title_bar, to_png
from render.words import say

WIDTH, PLOT_HEIGHT, PAD, AXIS = 720, 280, 18, 70
#: Axis words: capitals 9 px tall at Discord's 450 px preview.
TEXT_SIZE = smallest_text(WIDTH)
#: Marker colour and the annotation drawn beside it, per label.
MARKS = {"inaccuracy": (Palette.accent, "?!"), "mistake": (Palette.winner, "?"),
         "blunder": (Palette.highlight, "??")}


def win_chance_png(title: str, graph: list[float], marks: list[tuple[int, str]], locale: str = "en") -> bytes:
    """PNG bytes of the graph.  ``graph``: win chance (0–1) after ply 0, 1, …; ``marks``:
    ``(ply, label)`` with a label of ``MARKS``.  An empty ``graph`` draws an empty frame.
    Its words and percentages in ``locale`` (``title`` comes worded)."""
    height = TITLE_BAR_HEIGHT + PLOT_HEIGHT + 2 * PAD + 30
    image, draw = canvas(WIDTH, height)
    title_bar(draw, WIDTH, title, say(locale, "render-review-status"), status_fill=Palette.muted)
    shares = {share: say(locale, "render-review-percent", share=share) for share in (1.0, 0.5, 0.0)}
    # The axis widens for a locale whose percentages are wider ("100 %").
    left, right = max(AXIS, max(text_width(t, TEXT_SIZE) for t in shares.values()) + 12), WIDTH - PAD
    top = TITLE_BAR_HEIGHT + PAD
    bottom = top + PLOT_HEIGHT
    draw.rectangle((left, top, right, bottom), fill=Palette.panel)
    for share, text in shares.items():
        y = bottom - share * PLOT_HEIGHT
        label(draw, (left - 6, y), text, size=TEXT_SIZE, fill=Palette.muted, anchor="rm")
    for dash in range(left, right, 12):  # the even line, dashed
        draw.line((dash, (top + bottom) / 2, dash + 5, (top + bottom) / 2), fill=Palette.grey)
    label(draw, ((left + right) / 2, bottom + 18), say(locale, "render-review-plies", count=len(graph)),
          size=TEXT_SIZE,
          fill=Palette.muted, anchor="mm")
    if not graph:
        return to_png(image)
    step = (right - left) / max(1, len(graph) - 1)
    points = [(left + i * step, bottom - max(0.0, min(1.0, v)) * PLOT_HEIGHT)
              for i, v in enumerate(graph)]
    if len(points) > 1:
        draw.line(points, fill=Palette.text, width=3)
    for ply, name in marks:
        if 0 <= ply < len(points) and name in MARKS:
            colour, text = MARKS[name]
            x, y = points[ply]
            draw.ellipse((x - 6, y - 6, x + 6, y + 6), fill=colour, outline=Palette.bar)
            label(draw, (x, y - 20), text, size=TEXT_SIZE, fill=colour, anchor="mm", bold=True)
    return to_png(image)
