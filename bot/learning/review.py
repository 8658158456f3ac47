"""``/review``: a finished match reviewed for one seat, computed once and stored.

The match is replayed in a picture worker (``seat_line``: only the reviewing seat's views and
its own moves come out), then ``games.ai.advice.review`` runs in the computer worker in parts
of ``PART`` plies, so the event loop stays free and a progress callback can be told after each
part.  The joined review is stored (``match_reviews``), so a second ``/review`` reads it.
Another seat's hidden information never enters: the worker gets this seat's views only, and
a seed drawn from the first of them (``games.ai.seeding``), not the match's secret seed.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from bot.core import FINISHED, HostError
from bot.host.replay import APPLY_KINDS, live_plies, positions
from bot.storage.repos import learning as learning_rows
from bot.storage.store import MatchRow, MoveRow
from bot.workers.computer import ComputerPool
from games.ai.seeding import view_seed
from games.message import Msg

#: Plies per part of a review handed to the computer worker (one progress step each).
PART = 25
#: Turning points listed: the plies whose win chance dropped most (labelled ones only).
TURNING_POINTS = 3


def seat_line(game_id: str, names: list[str], options: str, seed: int, log: list[MoveRow],
              map_text: str | None, seat: int) -> tuple[list[dict[str, Any]], list[str | None]]:
    """``seat``'s view before every live ply and after the last, and its own move at each ply
    (``None`` for another seat's ply or a ply that is no move, such as a resignation).  Module
    level with picklable arguments: a job for a picture worker."""
    from games import get_game

    game = get_game(game_id)
    line = positions(game, names, options, seed, log, map_text)
    views = [game.view(p.state, seat) for p in line]
    moves = [p.entry.text if p.entry is not None and p.entry.seat == seat and p.entry.kind in APPLY_KINDS
             else None for p in line[1:]]
    return views, moves


def turning_points(review: dict[str, Any]) -> list[dict[str, Any]]:
    """The labelled plies of ``review`` with the largest drops, at most ``TURNING_POINTS``, in
    ply order."""
    marked = sorted((p for p in review["plies"] if p["label"]), key=lambda p: (-p["drop"], p["ply"]))
    return sorted(marked[:TURNING_POINTS], key=lambda p: p["ply"])


def reviewer_seat(host, match: MatchRow, user_id: int) -> int:
    """``user_id``'s seat in ``match`` if they may review it; ``HostError`` saying why not (no
    seat, or the match is not finished)."""
    seat = host.seat_of(match, user_id)
    if seat is None:
        raise HostError(Msg("review-not-a-player"))
    if match.status != FINISHED or match.state is None:
        raise HostError(Msg("review-not-finished", match=str(match.id)))
    return seat


async def review_for(host, pool: ComputerPool, match: MatchRow, user_id: int,
                     progress: Callable[[int, int], Awaitable[None]] | None = None) -> dict[str, Any]:
    """``user_id``'s review of the finished ``match``: ``{"seat", "graph", "plies"}`` (see
    ``games.ai.advice.review``), from the store when it was computed before.  ``progress(done,
    total)`` is awaited after each part.  ``HostError`` for a caller who held no seat or a
    match not finished."""
    seat = reviewer_seat(host, match, user_id)
    stored = await learning_rows.review_of(host.store, match.id, seat)
    if stored is not None:
        return stored
    views, moves = await host.pictures.call(
        seat_line, match.game, *host._start_of(match), await host.history(match.id),
        match.extra.get("map_text"), seat)
    options = dict(match.live["options"])
    # Seeded by what the seat saw from the start, never by the match's secret seed.
    seed = view_seed(views[0], 0, seat)
    whole: dict[str, Any] = {"seat": seat, "graph": [], "plies": []}
    for first in range(0, len(moves), PART):
        last = min(len(moves), first + PART)
        part = await pool.review(match.game, views[first:last + 1], moves[first:last], seat,
                                 options, seed, first)
        whole["graph"] += part["graph"]
        whole["plies"] += part["plies"]
        if progress is not None:
            await progress(last, len(moves))
    async with host.store.transaction():
        await learning_rows.save_review(host.store, match.id, seat, whole, host.now())
    return whole


async def boards_before(host, match: MatchRow, seat: int, plies: list[int]) -> dict[int, dict[str, Any]]:
    """``seat``'s view before each of ``plies`` (for the turning points' boards), replayed in a
    picture worker."""
    views, _ = await host.pictures.call(
        seat_line, match.game, *host._start_of(match), live_plies(await host.history(match.id)),
        match.extra.get("map_text"), seat)
    return {ply: views[ply] for ply in plies if 0 <= ply < len(views)}
