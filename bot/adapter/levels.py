"""The words beside the computer's level choice (issue 36 §4): how far each level sits
below the next, in rating points on the scale players' ratings are shown on, from
``games/ai/level_ratings.json``; and the lobby card's note on a Genetess map that favours
one seat (``games/ai/map_balance.json``).  Each text is here, in one function, so that it
can move into the message catalogue as one piece."""

from __future__ import annotations

from games.ai.levels import favoured_seat, level_gaps


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


def map_balance_note(game_id: str, map_name: str | None) -> str | None:
    """The lobby card's warning for a Genetess map on which one seat won more than 60 % of
    the computer's ``hard`` – ``hard`` matches ("K2 won 12 of 16 ..."), ``None`` otherwise."""
    if game_id != "genetess" or map_name is None:
        return None
    found = favoured_seat(map_name)
    if found is None:
        return None
    places = {1: "first", 2: "second", 3: "third", 4: "fourth"}
    seat = (f"the seat starting on {found['seat']}" if found["by"] == "start"
            else f"the seat moving {places.get(found['seat'], found['seat'])}")
    return (f"On this map {seat} won {found['wins']:g} of {found['matches']} matches of the "
            f"computer against itself (hard): see `petri rules genetess`.")
