"""Pure rules engines (design.md §1): no I/O, no discord, no Pillow.

``get_game(id)`` returns a registered engine; ``GAMES`` maps ids to engines
in registration order.
"""

from __future__ import annotations

from games.base import BadOptions, Event, Game, IllegalMove, Option, State
from games.dna_icehouse import DnaIcehouse
from games.dna_sequence import DnaSequence
from games.genetess import Genetess
from games.mitosis import Mitosis
from games.protozoa import Protozoa

GAMES: dict[str, Game] = {g.id: g for g in (DnaSequence(), Protozoa(), Mitosis(), DnaIcehouse(), Genetess())}


def get_game(game_id: str) -> Game:
    """The engine registered as ``game_id``; ``KeyError`` with the known ids otherwise."""
    try:
        return GAMES[game_id.strip().lower()]
    except KeyError:
        raise KeyError(f"unknown game '{game_id}'; games are: {', '.join(GAMES)}") from None


__all__ = ["GAMES", "get_game", "Game", "Option", "IllegalMove", "BadOptions", "State", "Event"]
