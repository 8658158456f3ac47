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
    never moves, so only the count of determinizations limits the judging (a
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


def engine_value(game, state: dict, seat: int) -> int:
    """``seat``'s result in ``state`` under perfect play (1 won, 0 shared, −1 lost), every
    line played out in ``game``'s engine itself: the reference the exact solvers are
    checked against, so only for positions a few plies from the end."""
    result = game.result(state)
    if result is not None:
        winners = result["winners"]
        return 1 if winners == [seat] else (0 if seat in winners else -1)
    mover = game.to_move(state)[0]
    values = [engine_value(game, game.apply(state, mover, m)[0], seat)
              for m in game.legal_moves(state, mover)]
    return max(values) if mover == seat else min(values)
