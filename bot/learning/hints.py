"""``/hint``: when a seat may ask the computer for a move, and asking it.

Allowed against the computer (a match with a computer seat) unless the match is rated;
in other casual matches when every seat agreed at the start (the host option ``hints=on``:
whoever joins a lobby or accepts a challenge sees it and so agrees; such a match is
unrated); never in a rated or a tournament match.  The suggestion is computed from the
caller's view only, in the computer worker (``ComputerPool.advise``), and every use is
stored (``hints_used``), so the match is marked as hinted.

What the seat sees is also all the hint's randomness comes from: its seed is
``games.ai.seeding.view_seed`` of the seat's view and the ply, never the match's secret seed
(which deals the hidden draws), so two matches the seat cannot tell apart get the same hint.
And a search is run once per seat and position: the answer is stored with the digest of the
view it answered, and asking again at that position gives it back without a new search
(``searches``: how many searches one position may have; ``None``: each ask searches).
"""

from __future__ import annotations

from typing import Any

from bot.core import HostError
from bot.host.locks import KeyedLocks
from bot.storage.repos import learning as learning_rows
from bot.storage.repos import matches as match_rows
from bot.storage.store import MatchRow
from bot.workers.computer import ComputerPool
from games.ai.seeding import view_digest, view_seed
from games.base import IllegalMove
from games.message import Msg, as_msg


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
    (a first match against the easy computer offers hints)."""
    return await match_rows.other_matches_of_game(store, user_id, game_id, match_id) == 0


async def give_hint(host, pool: ComputerPool, match: MatchRow, user_id: int,
                    searches: int | None = 1, searching: KeyedLocks | None = None) -> dict[str, Any]:
    """The computer's suggested move for ``user_id`` in ``match`` with its reason
    (``{"move", "reason", "chance"}``), from that seat's view only, seeded by that view and
    the ply; the hint is recorded with its answer.  Once ``searches`` searches were run for
    this seat and position, the last answer is given again without searching (``None``: no
    such bound).  ``searching``: one lock per (match, seat, ply) while its hint is searched
    (the bot holds one set), so asks arriving together wait for the first search's answer
    instead of searching too; ``None``: no such wait.  ``HostError`` when refused or when the
    seat is not to move."""
    seat = host.seat_of(match, user_id)
    refusal = hint_refusal(match, seat)
    if refusal is not None:
        raise HostError(refusal)
    game = host.game_of(match)
    if seat not in game.to_move(match.state):
        raise HostError(Msg("hint-not-your-turn"))
    view = game.view(match.state, seat)
    ply = match.live.get("ply", 0)
    digest = view_digest(view, ply, seat)
    async with (searching if searching is not None else KeyedLocks())[(match.id, seat, ply)]:
        kept = await learning_rows.hint_at(host.store, match.id, user_id, ply)
        done = kept.get("searches", 1) if isinstance(kept, dict) and kept.get("view") == digest else 0
        if done and searches is not None and done >= searches:
            return {"move": kept["move"], "reason": as_msg(kept["reason"]), "chance": kept["chance"]}
        try:
            advice = await pool.advise(game.id, view, seat, dict(match.live["options"]),
                                       view_seed(view, ply, seat))
        except IllegalMove:
            raise HostError(Msg("hint-no-move")) from None
        async with host.store.transaction():
            await learning_rows.record_hint(host.store, match.id, user_id, ply, host.now(),
                                         dict(advice, view=digest, searches=done + 1))
        return advice
