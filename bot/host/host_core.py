"""``HostCore``: what the host's services (timed events, moderation, time away, rematches)
need of the match host, declared.

Each service is given the host in its constructor and uses only what this protocol
lists; ``MatchHost`` is the one class that provides it.  The services do not know each
other except through their constructors (the timed events are given the time-away
service, which ends holds when a timed event comes).
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, Protocol

from bot.core import Outcome
from bot.host.events import DomainEvent
from bot.host.locks import KeyedLocks
from bot.host.replay import Position
from bot.storage.store import MatchRow, MoveRow, Seat, Store
from bot.workers.render_pool import RenderPool
from games import Game


class HostCore(Protocol):
    """The match host as its services see it (``bot.host.match_host.MatchHost``)."""

    #: The database.
    store: Store
    #: Worker processes for pictures and the computer's stand-in moves.
    pictures: RenderPool
    #: One lock per match id, held for the read-apply-commit of an action.
    _locks: KeyedLocks
    #: Seconds a claim on a due deadline lasts.
    claim_lease: float

    def now(self) -> float:
        """Seconds since the epoch (simulated in tests)."""
        ...

    async def get(self, match_id: int) -> MatchRow:
        """The match, or ``HostError``."""
        ...

    def game_of(self, match: MatchRow) -> Game:
        """The engine that plays ``match``."""
        ...

    def seat_of(self, match: MatchRow, user_id: int) -> int | None:
        """The seat ``user_id`` holds in ``match``."""
        ...

    def movers(self, match: MatchRow) -> list[Seat]:
        """The seats that must act now."""
        ...

    def seat_rng(self, match: MatchRow, seat: int, purpose: str = "") -> random.Random:
        """The random stream of a move the host makes for ``seat``, from what it sees."""
        ...

    async def stand_in_move(self, game_id: str, state: dict, seat: int, seed: int) -> str:
        """The easy computer's move for an absent seat, searched in the computer pool."""
        ...

    def computer_seats(self, match: MatchRow) -> dict[int, str]:
        """Seat number → level of the match's computer seats."""
        ...

    async def positions(self, match: MatchRow, upto: int | None = None) -> list[Position]:
        """Every position of ``match`` rebuilt from its log."""
        ...

    async def history(self, match_id: int) -> list[MoveRow]:
        """The match's move log."""
        ...

    def _play(self, match: MatchRow, outcome: Outcome, entry: MoveRow) -> None:
        """Apply one log entry in memory (``IllegalMove`` when refused)."""
        ...

    async def _commit(self, match: MatchRow, outcome: Outcome) -> Outcome:
        """Play zombie seats, settle the result and clocks, and commit."""
        ...

    async def _save(self, match: MatchRow, *, seats: bool = False, moves: Sequence[MoveRow] = (),
                    outcome: Outcome | None = None, start: bool = False) -> tuple[DomainEvent, ...]:
        """Commit ``match`` (the unit of work); its events."""
        ...

    async def _save_seats(self, match: MatchRow) -> None:
        """Commit ``match`` with its seat list."""
        ...

    async def _set_status(self, match: MatchRow, status: str) -> MatchRow:
        """Commit ``match`` with a new status and no deadline."""
        ...

    def _retime(self, match: MatchRow) -> None:
        """Restart the movers' clocks and set the next deadline."""
        ...

    def _changed(self, match: MatchRow) -> None:
        """Tell the change hooks of ``match`` without a commit."""
        ...

    async def create(self, *, channel_id: int, guild_id: int | None, game_id: str,
                     options: str | None, creator: Seat, opponent: Seat | None = None,
                     threaded: bool = False,
                     inside: Callable[[MatchRow], Awaitable[None]] | None = None,
                     pace: str | None = None) -> MatchRow:
        """Open a lobby or a challenge."""
        ...

    async def start(self, match_id: int, user_id: int) -> Outcome:
        """Start a lobby or accept a challenge."""
        ...

    async def cancel(self, match_id: int, user_id: int) -> MatchRow:
        """Cancel a lobby or withdraw a challenge."""
        ...


__all__ = ["HostCore", "Any"]
