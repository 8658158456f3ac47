"""What every game says alike, as messages: seat counts, results and draws; the
words (and CLDR plurals: "1 point", "2 points") come from the catalogs."""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from games.message import Msg


def seat_count(low: int, high: int) -> Msg:
    """How many players a game takes: ``"2 players"`` when ``low == high``, else ``"2–8 players"``."""
    return Msg("players", count=low) if low == high else Msg("player-range", low=low, high=high)


def is_draw(winners: Collection[Any], contenders: Collection[Any]) -> bool:
    """Whether a result is a draw: nobody won, or every one of two or more ``contenders``
    (the seats the result ranks) shares the win."""
    return not winners or (len(contenders) > 1 and set(contenders) <= set(winners))


def result_msg(winners: list[str], contenders: list[str]) -> Msg:
    """A finished game's result in the one wording every game and picture uses (a draw
    once read "alice and bob win with 0 points"): ``"draw"``, ``"alice wins"`` or
    ``"alice and bob win"`` (a team, or a win shared by some of the seats), as a message."""
    if is_draw(winners, contenders):
        return Msg("game-result-draw")
    return Msg("game-result-win", winners=list(winners), count=len(winners))


def draw_msg(detail: Msg | str) -> Msg:
    """A draw's narration line in every game, ``"Draw: " + detail`` as a message, e.g.
    "Draw: 300 turns played without a winner"."""
    return Msg("game-draw", detail=detail)
