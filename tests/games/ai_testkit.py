"""Probes of the computer players shared by the per-game AI tests."""

from __future__ import annotations

import random

from games import GAMES
from games.ai import PLAYERS
from games.ai.search import Budget, _Deadline, one_ply


def root_evaluations(game_id: str, state: dict) -> tuple[int, dict]:
    """``(evaluations, values)`` of the root's one-step judging for seat 0 of ``state``
    (``games.ai.search.one_ply`` with the level's own ``samples`` and ``root_cap``): how
    many times the player's ``evaluate`` ran, and the value it gave each move.  The clock
    never moves, so only the count of determinizations limits the judging (issue 36: a
    perfect-information position should be judged once per move)."""
    game, player = GAMES[game_id], PLAYERS[game_id]
    judged = []
    real = type(player).evaluate

    def counting(self, game_, after):
        judged.append(1)
        return real(self, game_, after)

    player.evaluate = counting.__get__(player)
    try:
        deadline = _Deadline(Budget(seconds=1.0, clock=lambda: 0.0))
        values = one_ply(game, player, game.view(state, 0), 0, dict(state["options"]),
                         random.Random(1), frozenset(), deadline, player.samples,
                         player.root_cap)
    finally:
        del player.evaluate
    return len(judged), values
