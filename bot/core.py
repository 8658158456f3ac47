"""Match statuses, the host's refusal type and the ``Outcome`` every host action returns."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import i18n  # noqa: F401  (installs the catalogs' English as str(msg) for every host user)
from bot.storage.store import MatchRow, MoveRow, Seat
from games.message import Msg

#: Match statuses; the first three are "active" (they occupy their channel).
LOBBY, CHALLENGE, RUNNING, FINISHED, CANCELLED, ABORTED = (
    "lobby", "challenge", "running", "finished", "cancelled", "aborted")
ACTIVE = (LOBBY, CHALLENGE, RUNNING)


class HostError(Exception):
    """A refusal to show the user (clear, secret-free, says what would work).

    Its one argument is a ``games.message.Msg`` (the adapter words it in the
    reader's language; ``str(exc)`` is English) or, from older callers, a ``str``."""

    @property
    def message(self) -> Msg | str:
        """What the refusal says: the ``Msg`` (or ``str``) it was raised with."""
        return self.args[0] if self.args else ""


def reason_of(exc: Exception) -> Msg | str:
    """What a refusal from below the host says (``IllegalMove.reason``, ``BadOptions.reason``,
    a ``ClockError``'s or ``ValueError``'s message), kept a ``Msg`` when it is one so it is
    worded for the reader later rather than in English now."""
    reason = getattr(exc, "reason", None)
    if reason is None and exc.args and isinstance(exc.args[0], (str, dict)):
        reason = exc.args[0]
    return reason if reason is not None else str(exc)


class MatchChanged(HostError):
    """The match changed after it was read (another process's move won the race), so the
    action was not applied; what it acted on is gone, nothing was written."""


@dataclass
class Outcome:
    """What a state-changing host call did, for the front ends to announce.

    ``narration`` is public text (one line per event: a ``games.message.Msg``, worded at the
    edge for the channel's language, or a ``str``); ``private`` maps a
    user id to lines only that user may see; ``to_move`` lists the seats
    that must act now (empty when the match is over or not started).
    """

    match: MatchRow
    narration: list[Msg | str] = field(default_factory=list)
    #: Public detail of single steps of a multi-step turn, for the mover's private reply.
    steps: list[Msg | str] = field(default_factory=list)
    private: dict[int, list[Msg | str]] = field(default_factory=dict)
    to_move: list[Seat] = field(default_factory=list)
    #: Log entries this outcome adds (written by the host's commit).
    log: list[MoveRow] = field(default_factory=list)
    #: Whether the new board should be posted (not for reminders, lobby news...).
    board: bool = True
    #: Set when an opponent must now choose a timed-out seat's move (policy "opponent").
    proxy: dict | None = None
    #: Set when an undo request asks the other seats for consent.
    undo: dict | None = None
    #: Its delivery plan (``bot.host.plan.Plan``), once the host built it (``MatchHost.plan_of``).
    plan: Any = None
