"""How far apart the computer's levels are, as ratings.

``level_ratings.json`` beside this module holds, per game, each level's openskill rating
from the ladder (written by ``petri bench --ai --ratings``, ``bench/levels.py``): ``mu``,
``sigma`` and ``ordinal`` = μ − 3σ, the scale players' own ratings are shown on
(``bot.host.ratings``), with the command and first seed that produced it.
"""

from __future__ import annotations

import itertools
import json
from functools import cache
from pathlib import Path
from typing import Any

#: The data file (package data of ``games``).
RATINGS_FILE = Path(__file__).with_name("level_ratings.json")
#: Seat balance of the shipped Genetess maps measured with ``hard`` in every seat
#: (``petri bench --ai --only genetess --pairing hard-hard --game-options map=NAME``): per map
#: ``{"matches", "wins_by_start": {label: wins}, "wins_by_turn": [wins per place],
#: "command", "first_seed"}``.
BALANCE_FILE = Path(__file__).with_name("map_balance.json")
#: A seat is called favoured when it wins more than this share of the matches.
FAVOURED = 0.60


@cache
def load_data(path: Path) -> dict[str, Any]:
    """The JSON data file at ``path`` (read once per process); ``{}`` when it is absent."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}


def level_ratings(game_id: str, path: Path = RATINGS_FILE) -> dict[str, dict[str, float]]:
    """Level → ``{"mu", "sigma", "ordinal"}`` of ``game_id`` from ``path``; empty when the game
    was never rated (or the file is absent)."""
    return dict(load_data(path).get("games", {}).get(game_id, {}).get("levels", {}))


def level_gaps(game_id: str, levels: tuple[str, ...] = ("easy", "normal", "hard"),
               path: Path = RATINGS_FILE) -> dict[str, tuple[str, float]]:
    """Level → (the next stronger level, how many rating points, ordinal against ordinal,
    it sits below that one) for each of ``levels`` but the last; empty when the game's
    ratings lack any of them."""
    rated = level_ratings(game_id, path)
    if any(level not in rated for level in levels):
        return {}
    return {weak: (strong, rated[strong]["ordinal"] - rated[weak]["ordinal"])
            for weak, strong in itertools.pairwise(levels)}


def favoured_seat(map_name: str, path: Path = BALANCE_FILE) -> dict[str, Any] | None:
    """The measured advantage of ``map_name`` when one start square or one place in the turn
    order won more than ``FAVOURED`` of its matches: ``{"by": "start" | "turn", "seat": label
    or place (1 = moves first), "wins", "matches", "command"}`` (the larger share when both
    are); ``None`` when no seat is favoured or the map was never measured."""
    entry = load_data(path).get("maps", {}).get(map_name)
    if not entry or not entry.get("matches"):
        return None
    found = [("start", label, wins) for label, wins in entry["wins_by_start"].items()]
    found += [("turn", place + 1, wins) for place, wins in enumerate(entry["wins_by_turn"])]
    by, seat, wins = max(found, key=lambda f: f[2])
    if wins / entry["matches"] <= FAVOURED:
        return None
    return {"by": by, "seat": seat, "wins": wins, "matches": entry["matches"],
            "command": entry["command"]}
