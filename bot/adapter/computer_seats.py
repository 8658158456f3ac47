"""Computer seats on Discord: Petri itself takes a seat and plays it.

A computer seat is a seat whose user is the bot, named "Petri", with its level
in ``match.extra["computers"]`` (``MatchHost.add_computer``; shown "Petri (normal)"
in the reader's words, ``bot.host.seat_names``).
After every change of a match (``MatchHost.on_change``: decided from the stored
match, never from whether a post went out), ``schedule`` runs: while a computer
seat is to move, its search runs in the computer worker process (never on
the event loop) from that seat's *view* only, and its move goes through
``MatchHost.move`` with the board version it was computed for — a position
that changed meanwhile (a time-out, a game-master) simply asks again — and
is posted like a player's.  The decision seed comes from the match and the
ply, so after a restart (``resume``) the same move is chosen again.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import TYPE_CHECKING

from bot.core import RUNNING, Outcome
from bot.host.match_host import MatchHost
from bot.storage.store import MatchRow
from bot.workers.computer import ComputerError, ComputerPool, play_turn

if TYPE_CHECKING:
    from bot.adapter import PetriBot

log = logging.getLogger("petri.computer")

#: Posts an outcome like a player's move (``flows.announce``, passed in: flows calls us).
Announce = Callable[["PetriBot", MatchHost, Outcome], Awaitable[None]]


class ComputerSeats:
    """The computer seats one bot plays: which matches it is driving now, and which of those
    changed meanwhile.  Each ``PetriBot`` holds its own, so two bots in one process never
    share a driver (or skip a turn because the other one is driving a match with the same id).

    ``client``: the bot (its user is the computer's seat); ``announce`` posts an outcome like a
    player's move; ``pool``: where searches run (``None``: no computer plays).
    """

    def __init__(self, client: PetriBot, host: MatchHost, pool: ComputerPool | None,
                 announce: Announce):
        self.client = client
        self.host = host
        self.pool = pool
        self.announce = announce
        #: Matches whose computer turns are being played by this bot (one driver each).
        self.driving: set[int] = set()
        #: Driven matches that changed meanwhile: their driver reads the match again before it stops.
        self.changed: set[int] = set()

    def schedule(self, match: MatchRow) -> None:
        """Start playing ``match``'s computer turns if one is due and none is under way here (a
        driver under way is told to look again: the change may have come after its last read)."""
        if self.pool is None or match.status != RUNNING:
            return
        if match.id in self.driving:
            self.changed.add(match.id)
            return
        if not _due(self.host, match):
            return
        self.driving.add(match.id)
        asyncio.get_running_loop().create_task(self._drive(match.id, self.pool))

    async def _drive(self, match_id: int, pool: ComputerPool) -> None:
        host = self.host
        try:
            while True:
                self.changed.discard(match_id)
                match = await host.get(match_id)
                if match.status != RUNNING or not (due := _due(host, match)):
                    if match_id in self.changed:
                        continue  # changed since that read: read again
                    return
                outcome = await _one_move(host, pool, match, due[0])
                if outcome is None:
                    continue
                try:
                    await self.announce(self.client, host, outcome)
                except Exception as exc:  # committed: the outbox posts it later; play on
                    log.info("post of a computer move in match %s failed (%s); it stays owed",
                             match_id, type(exc.__cause__ or exc).__name__)
        except ComputerError as exc:  # its search process died twice or ran late: this match only
            log.warning("computer turn failed in match %s: %s", match_id, exc)
        except Exception:  # the match stays as it was; the next change or start-up tries again
            log.exception("computer turn failed in match %s", match_id)
        finally:  # at once, not in a done callback: a change after this starts a new driver
            self.driving.discard(match_id)
            self.changed.discard(match_id)

    async def resume(self) -> None:
        """At start-up: play the computer turns that were due when the bot stopped."""
        async for match in due_matches(self.host, self.client.user.id):
            self.schedule(match)


def _due(host: MatchHost, match: MatchRow) -> list[int]:
    computers = host.computer_seats(match)
    return [s for s in host.game_of(match).to_move(match.state) if s in computers] \
        if computers and match.state is not None else []


async def _one_move(host: MatchHost, pool: ComputerPool, match: MatchRow, seat: int) -> Outcome | None:
    """Play ``seat``'s turn (``bot.workers.computer.play_turn``); its outcome, ``None`` when the
    position moved on."""
    turn = await play_turn(host, pool, match, seat, host.computer_seats(match)[seat])
    return None if turn is None else turn[1]


#: Matches read per query at start-up (``resume``): bounds memory, not how many resume.
RESUME_PAGE = 500


async def due_matches(host: MatchHost, computer_id: int) -> AsyncIterator[MatchRow]:
    """The running matches where a computer seat (user ``computer_id``, the bot) is to move.

    Reads only the running matches where the bot holds a seat (the index on
    ``seats.user_id``), a page at a time until none is left: how many other
    matches are running or stored does not matter, and none is left out.
    """
    before = None
    while page := await host.store.find_matches(user_id=computer_id, statuses=(RUNNING,),
                                                limit=RESUME_PAGE, before_id=before):
        for match in page:
            if _due(host, match):
                yield match
        before = page[-1].id
