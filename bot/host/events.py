"""What a commit did, as data: the host's domain events.

A commit of the host (``bot.host.unit_of_work.UnitOfWork.commit``) returns the events of
what it changed, in the order they happened; the services that react to them (ratings,
log packing, tournaments, the clock keeper) subscribe to their types instead of being
steps of the commit.  Events are small frozen dataclasses carrying ids and counts, never
a move's text: they may be logged, and a secret move's text must not leave its seat.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.core import FINISHED
from bot.host.compaction import ENDED
from bot.storage.store import MatchRow, MoveRow


@dataclass(frozen=True)
class Committed:
    """Match ``match_id`` was committed at ``version`` with ``status`` (every commit has one)."""

    match_id: int
    version: int
    status: str


@dataclass(frozen=True)
class MatchStarted:
    """Match ``match_id`` started (a lobby started, a challenge was accepted) at ``version``."""

    match_id: int
    version: int


@dataclass(frozen=True)
class SeatsChanged:
    """The seat list of match ``match_id`` was rewritten at ``version`` (a join, a substitute...)."""

    match_id: int
    version: int


@dataclass(frozen=True)
class PlyCommitted:
    """One log entry was appended to match ``match_id`` at ``version``.

    ``seat``: the seat it was played for (``None`` for a game-master's entry); ``kind``: the
    log entry's kind (``move``, ``secret``, ``timeout``, ``gm:kick``...); ``ply``: its
    sequence number in the log.  The entry's text is deliberately absent.
    """

    match_id: int
    version: int
    seat: int | None
    kind: str
    ply: int


@dataclass(frozen=True)
class PliesUndone:
    """``plies`` plies of match ``match_id`` were taken back at ``version``; ``reopened``: the
    match is no longer finished after it (so a rating it gave must be taken back)."""

    match_id: int
    version: int
    plies: int
    reopened: bool


@dataclass(frozen=True)
class MatchEnded:
    """Match ``match_id`` ended at ``version`` with ``status`` (finished, aborted or cancelled);
    ``result`` is the engine's result for a finished match, else ``None``."""

    match_id: int
    version: int
    status: str
    result: Any = None

    @property
    def finished(self) -> bool:
        """Whether it ended by being played out (the only end that is rated)."""
        return self.status == FINISHED


DomainEvent = Committed | MatchStarted | SeatsChanged | PlyCommitted | PliesUndone | MatchEnded


def events_of(match: MatchRow, *, started: bool, seats: bool,
              moves: Sequence[MoveRow]) -> tuple[DomainEvent, ...]:
    """The events of committing ``match`` (already at its new version) with ``moves``.

    ``started``: this commit starts the match; ``seats``: it rewrites the seat list.
    ``moves`` should have their ``ply`` numbers (set by the store when they are written);
    an ``undo`` entry's text is its number of plies.  Order: ``Committed``, then what
    happened first to last, ``MatchEnded`` last.
    """
    version = match.version
    out: list[DomainEvent] = [Committed(match.id, version, match.status)]
    if started:
        out.append(MatchStarted(match.id, version))
    if seats:
        out.append(SeatsChanged(match.id, version))
    for entry in moves:
        if entry.kind == "undo":
            out.append(PliesUndone(match.id, version, int(entry.text), match.status != FINISHED))
        else:
            out.append(PlyCommitted(match.id, version, entry.seat, entry.kind, entry.ply))
    if match.status in ENDED:
        out.append(MatchEnded(match.id, version, match.status,
                              match.result if match.status == FINISHED else None))
    return tuple(out)
