"""The pictures one ply needs, handed to the picture workers together.

After a ply the bot posts the public board and DMs each fog-of-war seat its own board when
what that board shows changed (``bot.host.board_memory``).  ``draw_ply_boards`` decides which
boards those are and hands each to the picture workers as soon as its view is known, so a
worker draws while the next seat's view is worked out, and the seats' boards are ready
while the channel post and the first DMs are on their way instead of after them.
``petri bench`` and ``petri bench --load`` use it too, so they time what the bot draws.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bot.host.board_memory import BoardMemory
from bot.storage.store import MatchRow
from render import not_drawn

if TYPE_CHECKING:  # the host imports nothing of this module; typing only
    from bot.host.match_host import MatchHost


@dataclass
class PlyBoards:
    """The boards of one ply being drawn.

    ``public``: the spectator view's picture (``None`` when not asked for);
    ``private``: each fog-of-war seat's user id → ``(its view, its picture)``, the
    picture ``None`` when its board shows what the last one sent showed.  A user id goes
    into ``delivered`` once its DM is sent; ``close`` forgets the others' boards.
    """

    match_id: int
    memory: BoardMemory
    public: asyncio.Future[bytes] | None = None
    private: dict[int, tuple[dict, asyncio.Future[bytes] | None]] = field(default_factory=dict)
    delivered: set[int] = field(default_factory=set)

    async def take_all(self) -> list[bytes]:
        """Every picture started (public first), once drawn, all taken as delivered (a
        benchmark's whole job is drawing them).  Raises what drawing raised."""
        pictures = [self.public] if self.public is not None else []
        drawn = await asyncio.gather(*pictures, *(p for _, p in self.private.values() if p))
        self.delivered.update(self.private)
        return list(drawn)

    def close(self) -> None:
        """Stop drawing what nobody awaits any more; a seat whose picture was not delivered
        gets its board next time whatever happens (``BoardMemory.forget``)."""
        for user_id, (_, picture) in self.private.items():
            if picture is not None and user_id not in self.delivered:
                self.memory.forget(self.match_id, user_id)
        for picture in [self.public] + [p for _, p in self.private.values()]:
            if picture is None:
                continue
            if picture.done():
                if not picture.cancelled():
                    picture.exception()  # seen: a failure was already reported to its awaiter
            else:
                picture.cancel()


async def draw_ply_boards(host: MatchHost, match: MatchRow, memory: BoardMemory, *,
                          board: bool = True, skip: frozenset[int] = frozenset(),
                          locale: str | None = None, locales: Mapping[int, str] | None = None) -> PlyBoards:
    """Start drawing ``match``'s boards after a ply on ``host``: the public
    one and every fog-of-war seat's (``Game.private_seats``) whose board changed for
    ``memory``, except users in ``skip`` (computer seats: nobody reads their DMs).
    ``board`` false (the outcome shows no board) or a match not started: nothing.
    The words on the public picture are in ``locale`` (the server's language), on a seat's
    in ``locales[user id]`` (its reader's); English when not given.

    The public picture is handed to the workers first, then each seat's as soon as its view
    is worked out (a worker draws one picture while the next view is computed: a job costs
    ≈ 0.1 ms to hand over, ``bot.workers.render_pool``).  Returns once all are handed out; the
    caller must ``close()`` the result.
    """
    boards = PlyBoards(match.id, memory)
    if not board or match.state is None:
        return boards
    game = host.game_of(match)
    unread = not_drawn(game.id)
    try:
        boards.public = await _handed_out(host.board_png(
            match, view=_drawn(host.view(match), unread), locale=locale))
        for seat in game.private_seats(match.state):
            user_id = match.seats[seat].user_id
            if user_id in skip:
                continue
            view = host.view(match, user_id)
            boards.private[user_id] = (view, None)
            reader = (locales or {}).get(user_id)
            # The reader's language is part of what the board shows: a seat that switched
            # language gets its board anew, never keeps one in the old language.
            if memory.changed(match.id, user_id, game, dict(view, locale=reader)):
                boards.private[user_id] = (view, await _handed_out(
                    host.board_png(match, view=_drawn(view, unread), locale=reader)))
    except BaseException:
        boards.close()
        raise
    return boards


def _drawn(view: dict, unread: frozenset[str]) -> dict:
    """``view`` without the fields its picture never reads (``render.not_drawn``): the same
    picture, for less to pickle on the loop's thread and unpickle in the worker (Genetess'
    ``swept``, ``codes`` and ``bids``: a third of a seat's view)."""
    return {key: value for key, value in view.items() if key not in unread} if unread else view


async def _handed_out(drawing):
    """``drawing`` (a ``board_png`` coroutine) as a task that has run to the worker's
    queue: one turn of the loop takes it there (it awaits nothing before)."""
    task = asyncio.ensure_future(drawing)
    await asyncio.sleep(0)
    return task


__all__ = ["PlyBoards", "draw_ply_boards"]
