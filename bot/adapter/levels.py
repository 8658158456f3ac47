"""The words beside the computer's level choice (issue 36 §4): how far each level sits
below the next, in rating points on the scale players' ratings are shown on, from
``games/ai/level_ratings.json``.  All of this text is here, in one function, so that it
can move into the message catalogue as one piece."""

from __future__ import annotations

from games.ai.levels import level_gaps


def level_choice_text(game_id: str, title: str) -> str:
    """"How strong?" with one line per level: "Normal — about 6 points below Hard" (the gap
    between the two levels' conservative ratings, rounded); just "How strong?" for a game
    whose levels were never rated."""
    gaps = level_gaps(game_id)
    if not gaps:
        return "How strong?"
    lines = [f"How strong? (computer levels in {title}, rated against each other on the "
             "scale of players' ratings)"]
    for weak, (strong, points) in gaps.items():
        if points >= 0.5:
            gap = f"about {points:.0f} point{'s' if round(points) != 1 else ''} below {strong.title()}"
        elif points > -0.5:
            gap = f"about as strong as {strong.title()}"
        else:
            gap = f"about {-points:.0f} point{'s' if round(-points) != 1 else ''} above {strong.title()}"
        lines.append(f"{weak.title()} — {gap}")
    lines.append(f"{list(gaps.values())[-1][0].title()} — the strongest")
    return "\n".join(lines)
