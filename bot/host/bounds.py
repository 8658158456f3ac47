"""What one member may start: caps on open lobbies, running and computer
matches, and on the clock a match may ask for.

Discord lets any member of a server run ``/play``; without caps one member could open a
lobby in every channel, sit in hundreds of matches, keep the computer's worker busy with
computer-only matches, or ask for ``clock=0.001`` (the host would then play the whole
match by stand-ins in a second).  ``Bounds`` holds the caps, set from the ``[limits]``
table of the configuration (``bot.ops.config``); the host checks them where a request would
break one, and the refusal names the limit and its value.  ``None`` (or ``0`` in the
configuration) switches a cap off; a host built without a configuration
(``petri play``, the tests) has none.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.core import ACTIVE, CHALLENGE, LOBBY, RUNNING, HostError
from bot.host.clocks import ClockSpec, duration_text
from bot.host.seat_names import shown_name
from bot.storage.repos import tournaments as tournament_rows
from bot.storage.store import MatchRow
from games.message import Msg

#: Rows read when counting a member's matches (more than any cap a server would set).
_COUNTED = 1000


class LimitReached(HostError):
    """A request that would break one of the configured ``Bounds``; the message names the
    limit (its ``[limits]`` key) and its value."""


@dataclass(frozen=True)
class Bounds:
    """Caps per member (``None``: no cap).

    ``open_per_server``: lobbies and challenges a member has opened and not yet started,
    in one server.  ``running``: running matches a member sits in (all servers: the
    host's capacity is shared).  ``computer``: not-finished matches with a computer seat
    a member opened (the computer's worker is shared).  ``min_clock`` / ``max_clock``:
    seconds a match's clock may give per move (``clock=`` or ``deadline=``), least and
    most; ``max_reserve``: most seconds of reserve.
    """

    open_per_server: int | None = None
    running: int | None = None
    computer: int | None = None
    min_clock: float | None = None
    max_clock: float | None = None
    max_reserve: float | None = None

    @classmethod
    def from_config(cls, config) -> Bounds:
        """The bounds of a ``bot.ops.config.Config``'s ``[limits]`` (0 there: no cap)."""
        return cls(open_per_server=config.max_open_per_server or None,
                   running=config.max_running_per_member or None,
                   computer=config.max_computer_per_member or None,
                   min_clock=config.min_clock or None, max_clock=config.max_clock or None,
                   max_reserve=config.max_reserve or None)

    def check_clock(self, spec: ClockSpec) -> None:
        """``LimitReached`` when ``spec`` gives less or more time than the caps allow (a
        match without a clock is always allowed)."""
        if spec.per_move is None:
            return
        if self.min_clock is not None and spec.per_move < self.min_clock:
            raise LimitReached(Msg("host-limit-min-clock", clock=duration_text(spec.per_move),
                                   least=duration_text(self.min_clock)))
        if self.max_clock is not None and spec.per_move > self.max_clock:
            raise LimitReached(Msg("host-limit-max-clock", clock=duration_text(spec.per_move),
                                   most=duration_text(self.max_clock)))
        if self.max_reserve is not None and spec.reserve > self.max_reserve:
            raise LimitReached(Msg("host-limit-max-reserve", reserve=duration_text(spec.reserve),
                                   most=duration_text(self.max_reserve)))

    async def check_open(self, store, guild_id: int | None, user_id: int) -> None:
        """``LimitReached`` when ``user_id`` already has ``open_per_server`` lobbies and
        challenges open in ``guild_id``."""
        if self.open_per_server is None:
            return
        found = await store.find_matches(user_id=user_id, guild_id=guild_id,
                                         statuses=(LOBBY, CHALLENGE), limit=_COUNTED)
        opened = [m for m in found if m.created_by == user_id and m.guild_id == guild_id]
        if len(opened) >= self.open_per_server:
            raise LimitReached(Msg("host-limit-open", count=len(opened), limit=self.open_per_server))

    async def check_running(self, store, match: MatchRow, people: list[int]) -> None:
        """``LimitReached`` when one of ``people`` (the match's human seats) already sits in
        ``running`` running matches."""
        if self.running is None:
            return
        for user_id in dict.fromkeys(people):
            found = await store.find_matches(user_id=user_id, statuses=(RUNNING,),
                                             limit=self.running + 1)
            if len([m for m in found if m.id != match.id]) >= self.running:
                if user_id == match.created_by:
                    raise LimitReached(Msg("host-limit-running-you", count=self.running))
                raise LimitReached(Msg("host-limit-running-other", name=_name(match, user_id), count=self.running))

    async def check_computer(self, store, match: MatchRow) -> None:
        """``LimitReached`` when ``match``'s creator already has ``computer`` other
        unfinished matches with a computer seat, counting the tables with a computer of the
        tournaments they organise."""
        if self.computer is None:
            return
        found = await store.find_matches(user_id=match.created_by, statuses=ACTIVE, limit=_COUNTED)
        with_computer = [m for m in found if m.id != match.id and m.created_by == match.created_by
                         and m.extra.get("computers") and not m.extra.get("tournament")]
        # A tournament's tables with a computer count for its organiser.
        count = len(with_computer) + await tournament_rows.tournament_computer_tables(store, match.created_by)
        if count >= self.computer:
            raise LimitReached(Msg("host-limit-computer", count=count, limit=self.computer))


def _name(match: MatchRow, user_id: int) -> Msg | str:
    return next((shown_name(match, i) for i, s in enumerate(match.seats) if s.user_id == user_id), Msg("host-a-player"))
