"""``/hint`` (issue 37): when a seat may ask the computer for a move, and asking it.

Allowed against the computer (a match with a computer seat) unless the match is rated;
in other casual matches when every seat agreed at the start (the host option ``hints=on``:
whoever joins a lobby or accepts a challenge sees it and so agrees; such a match is
unrated); never in a rated or a tournament match.  The suggestion is computed from the
caller's view only, in the computer worker (``ComputerPool.advise``), and every use is
stored (``hints_used``), so the match is marked as hinted.
"""

from __future__ import annotations

from typing import Any

from bot.workers.computer import ComputerPool, decision_seed
from bot.core import HostError
from bot.storage.store import MatchRow
from games.base import IllegalMove
from games.message import Msg

def hint_refusal(match: MatchRow, seat: int | None) -> Msg | None:
    """Why ``seat`` may not have a hint in ``match`` now (a ``Msg``), or ``None`` when it may."""
    if seat is None:
        return Msg("hint-not-a-player")
    if match.status != "running" or match.state is None:
        return Msg("hint-not-running")
    extra = match.extra or {}
    if extra.get("tournament"):
        return Msg("hint-tournament")
    if not extra.get("unrated"):
        return Msg("hint-rated")
    if extra.get("computers") or extra.get("hints"):
        return None
    return Msg("hint-off")


async def first_match_of_game(store, user_id: int, game_id: str, match_id: int) -> bool:
    """Whether ``match_id`` is the first match of ``game_id`` in which ``user_id`` holds a seat
    (issue 37: a first match against the easy computer offers hints)."""
    row = await store.fetch_one(
        "SELECT COUNT(*) FROM seats s JOIN matches m ON m.id = s.match_id "
        "WHERE s.user_id = ? AND m.game = ? AND m.id <> ?", (user_id, game_id, match_id))
    return row[0] == 0


async def give_hint(host, pool: ComputerPool, match: MatchRow, user_id: int) -> dict[str, Any]:
    """The computer's suggested move for ``user_id`` in ``match`` with its reason, from that
    seat's view only; the hint is recorded.  ``HostError`` when refused or when the seat is
    not to move."""
    seat = host.seat_of(match, user_id)
    refusal = hint_refusal(match, seat)
    if refusal is not None:
        raise HostError(refusal)
    game = host.game_of(match)
    if seat not in game.to_move(match.state):
        raise HostError(Msg("hint-not-your-turn"))
    view = game.view(match.state, seat)
    ply = match.state.get("ply", 0)
    try:
        advice = await pool.advise(game.id, view, seat, dict(match.state["options"]),
                                   decision_seed(match.seed, ply, seat))
    except IllegalMove:
        raise HostError(Msg("hint-no-move")) from None
    async with host.store.transaction():
        await host.store.record_hint(match.id, user_id, ply, host.now())
    return advice
