"""How far apart the computer's levels are, as ratings (issue 36 §4).

``level_ratings.json`` beside this module holds, per game, each level's openskill rating
from the ladder (written by ``petri bench --ai --ratings``, ``bench/levels.py``): ``mu``,
``sigma`` and ``ordinal`` = μ − 3σ, the scale players' own ratings are shown on
(``bot.host.ratings``), with the command and first seed that produced it.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

#: The data file (package data of ``games``).
RATINGS_FILE = Path(__file__).with_name("level_ratings.json")


@lru_cache(maxsize=None)
def _load(path: Path) -> dict[str, Any]:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {"games": {}}


def level_ratings(game_id: str, path: Path = RATINGS_FILE) -> dict[str, dict[str, float]]:
    """Level → ``{"mu", "sigma", "ordinal"}`` of ``game_id`` from ``path``; empty when the game
    was never rated (or the file is absent)."""
    return dict(_load(path)["games"].get(game_id, {}).get("levels", {}))


def level_gaps(game_id: str, levels: tuple[str, ...] = ("easy", "normal", "hard"),
               path: Path = RATINGS_FILE) -> dict[str, tuple[str, float]]:
    """Level → (the next stronger level, how many rating points, ordinal against ordinal,
    it sits below that one) for each of ``levels`` but the last; empty when the game's
    ratings lack any of them."""
    rated = level_ratings(game_id, path)
    if any(level not in rated for level in levels):
        return {}
    return {weak: (strong, rated[strong]["ordinal"] - rated[weak]["ordinal"])
            for weak, strong in zip(levels, levels[1:])}
