"""Who may do what on a turn, as the host decides it: the Discord layer asks and renders.

Each function reads a stored match (``MatchRow``) and its game; none changes anything.
"""

from __future__ import annotations

from bot.core import RUNNING, HostError
from bot.storage.store import MatchRow
from games.message import Msg

#: Separates the steps of one multi-step turn in a move's text (``E4;active E6``).
STEP_SEPARATOR = ";"


def check_steps_where_seen(game, text: str, in_channel: bool) -> None:
    """Refuse a multi-step text typed where others see the command (a server channel) in a
    game that has secret steps: a later step could be secret (Mitosis' active cell), so there
    it goes one step at a time.  Raises ``HostError`` (``play-one-step-in-channel``)."""
    if STEP_SEPARATOR in text and in_channel and game.secret_steps:
        raise HostError(Msg("play-one-step-in-channel"))


def chooses_for(game, match: MatchRow, seat: int | None) -> bool:
    """Whether ``seat``'s move text now chooses for a timed-out seat (clock policy "opponent":
    the chooser named by the host, when not itself to move) rather than playing its own."""
    proxy = match.extra.get("proxy")
    return (proxy is not None and seat is not None and seat == proxy["chooser"]
            and match.state is not None and seat not in game.to_move(match.state))


def answered_privately(game, match: MatchRow, seat: int | None) -> bool:
    """Whether ``seat``'s move in ``match`` now is answered to its mover alone: a secret step,
    or an order under fog of war (its text shows where the seat's pieces are).  The public
    board still goes to the channel."""
    return seat is not None and match.state is not None and \
        (game.pending_secret(match.state, seat) is not None or seat in game.private_seats(match.state))


def turn_still_open(game, match: MatchRow, seat: int | None) -> bool:
    """Whether ``seat`` is in the middle of its own multi-step turn in ``match`` (running, its
    turn open, still to move): the channel waits for the turn's last step."""
    return (match.status == RUNNING and seat is not None and match.state is not None
            and game.turn_open(match.state) and seat in game.to_move(match.state))
