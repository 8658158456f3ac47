"""Match statuses, the host's refusal type and the ``Outcome`` every host action returns."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.storage.store import MatchRow, MoveRow, Seat
from games.message import Msg

#: What the host says: a catalog message (``games.message.Msg``), rendered for its reader
#: by the adapter, or a plain ``str`` (a name, notation, text not yet converted).
Text = Msg | str

#: Match statuses; the first three are "active" (they occupy their channel).
LOBBY, CHALLENGE, RUNNING, FINISHED, CANCELLED, ABORTED = (
    "lobby", "challenge", "running", "finished", "cancelled", "aborted")
ACTIVE = (LOBBY, CHALLENGE, RUNNING)


class HostError(Exception):
    """A refusal to show the user (clear, secret-free, says what would work).

    ``HostError(Msg("host-not-your-match"))`` carries a catalog message, which the adapter
    renders in the reader's language (``message``); ``str(exc)`` is its English (logs,
    tests, the CLI).  A plain ``str`` is shown as it is."""

    def __init__(self, message: Text = "", *args: object):
        super().__init__(message, *args)

    @property
    def message(self) -> Text:
        """The refusal as data: a ``Msg``, or the ``str`` it was raised with."""
        return self.args[0] if self.args else ""

    def __str__(self) -> str:
        return str(self.message)


class MatchChanged(HostError):
    """The match changed after it was read (another process's move won the race), so the
    action was not applied; what it acted on is gone, nothing was written."""


@dataclass
class Outcome:
    """What a state-changing host call did, for the front ends to announce.

    ``narration`` is public text (one line per event); ``private`` maps a
    user id to lines only that user may see; ``to_move`` lists the seats
    that must act now (empty when the match is over or not started).  Lines are
    ``Text``: catalog messages stay data until the adapter renders them for their reader.
    """

    match: MatchRow
    narration: list[Text] = field(default_factory=list)
    #: Public detail of single steps of a multi-step turn, for the mover's private reply.
    steps: list[Text] = field(default_factory=list)
    private: dict[int, list[Text]] = field(default_factory=dict)
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
