"""The words beside the computer's level choice: how far each level sits
below the next, in rating points on the scale players' ratings are shown on, from
``games/ai/level_ratings.json``; and the lobby card's note on a Genetess map that favours
one seat (``games/ai/map_balance.json``).  Both are catalog messages (``levels.ftl``)."""

from __future__ import annotations

from games.ai.levels import favoured_seat, level_gaps
from games.message import Msg

#: Each level's name, as the level buttons say it.
LEVEL_NAMES = {"random": Msg("levels-name-random"), "easy": Msg("levels-name-easy"),
               "normal": Msg("levels-name-normal"), "hard": Msg("levels-name-hard")}


def _name(level: str) -> Msg | str:
    return LEVEL_NAMES.get(level, level)


def level_choice_text(game_id: str, title: str) -> list[Msg]:
    """"How strong?" with one line per level: "Normal — about 6 points below Hard" (the gap
    between the two levels' conservative ratings, rounded); just "How strong?" for a game
    whose levels were never rated.  Lines of messages, worded by the reader's locale."""
    gaps = level_gaps(game_id)
    if not gaps:
        return [Msg("play-computer-how-strong")]
    lines = [Msg("levels-heading", game=title)]
    for weak, (strong, points) in gaps.items():
        if points >= 0.5:
            gap = Msg("levels-below", points=round(points), level=_name(strong))
        elif points > -0.5:
            gap = Msg("levels-as-strong", level=_name(strong))
        else:
            gap = Msg("levels-above", points=round(-points), level=_name(strong))
        lines.append(Msg("levels-line", level=_name(weak), gap=gap))
    lines.append(Msg("levels-strongest", level=_name(list(gaps.values())[-1][0])))
    return lines


def map_balance_note(game_id: str, map_name: str | None) -> Msg | None:
    """The lobby card's warning for a Genetess map on which one seat won more than 60 % of
    the computer's ``hard`` – ``hard`` matches ("… won 12.5 of 15 …"), ``None`` otherwise."""
    if game_id != "genetess" or map_name is None:
        return None
    found = favoured_seat(map_name)
    if found is None:
        return None
    wins, matches = f"{found['wins']:g}", found["matches"]
    if found["by"] == "start":
        return Msg("levels-map-favours-start", square=str(found["seat"]), wins=wins, matches=matches)
    return Msg("levels-map-favours-turn", turn=found["seat"], wins=wins, matches=matches)
