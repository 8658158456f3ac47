"""Time away (``/away days:``): a member's correspondence clocks stand still.

A member going away for ``days`` whole days holds their seats in every running match of
that server whose clock is a correspondence clock (``CORRESPONDENCE``: at least an hour per
move, as ``deadline=24h`` is): while held, the seat's time does not run, it gets no
reminder, it never times out (so no stand-in moves for it and it never becomes a zombie),
and the match is not aborted as untouched.  A per-move clock of minutes is not held: the
others sit at the board waiting.  The seat may still move while away.  When the period
ends (at its end, or earlier with ``/away days:0``) every hold ends and each turn under way
has the time it had left when the hold began (``bot.host.clocks.release``).  A match that
starts while a seat's player is away holds that seat from its start.

Allowance: each server grants ``GuildSettings.away_days`` days per calendar year (UTC;
default 30, 0 turns time away off).  A period is charged to the year it starts in: its
requested days, or, when ended early, the days it lasted rounded up (a day begun counts);
the days not used return to the allowance.  One period at a time.

Opponents are told in each match's channel (its thread) when a hold starts and ends: the
host returns those announcements as ``Outcome``s for the adapter to post.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import UTC, datetime

from bot.core import RUNNING, HostError, Outcome
from bot.host import clocks, guilds
from bot.host.host_core import HostCore
from bot.storage.repos import away as away_rows
from bot.storage.store import MatchRow
from games.message import Msg

#: A clock with at least this much time per move (seconds) is a correspondence clock, which
#: time away holds; shorter clocks (minutes) are not held.
CORRESPONDENCE = 3600.0
#: Seconds in a day of time away.
DAY = 86400.0
#: The longest period ``/away`` takes at once (days), whatever the allowance.
MOST_DAYS = 366


@dataclass(frozen=True)
class AwayPeriod:
    """One period of time away: epoch seconds ``started_at`` to ``ends_at``; ``ended_at`` when
    the member came back early (``None`` otherwise)."""

    started_at: float
    ends_at: float
    ended_at: float | None = None

    def active(self, now: float) -> bool:
        """Whether the member is away at ``now``."""
        return self.ended_at is None and now < self.ends_at

    def charged(self) -> int:
        """Whole days this period takes from the allowance: the days it lasts (to ``ended_at``
        when ended early), rounded up."""
        end = self.ended_at if self.ended_at is not None else self.ends_at
        return max(0, math.ceil(round((end - self.started_at) / DAY, 6)))


def correspondence(clock: dict | None) -> bool:
    """Whether a match's ``extra["clock"]`` is one that time away holds (``CORRESPONDENCE``)."""
    if not clock:
        return False
    return clock["per_move"] >= CORRESPONDENCE


def year_start(now: float) -> float:
    """Epoch seconds of 1 January 00:00 UTC of ``now``'s year (allowances are per calendar year)."""
    year = datetime.fromtimestamp(now, tz=UTC).year
    return datetime(year, 1, 1, tzinfo=UTC).timestamp()


def discord_time(at: float) -> str:
    """``<t:UNIX:f>``: Discord shows it as a date and time in each reader's own time zone and
    language."""
    return f"<t:{int(at)}:f>"


async def periods(store, guild_id: int, user_id: int, since: float) -> list[AwayPeriod]:
    """The member's periods in the server that started at or after ``since``, oldest first."""
    return [AwayPeriod(*r) for r in await away_rows.since(store, guild_id, user_id, since)]


async def current(store, guild_id: int, user_id: int, now: float) -> AwayPeriod | None:
    """The member's period of time away in the server at ``now``, if any."""
    row = await away_rows.open_at(store, guild_id, user_id, now)
    return AwayPeriod(*row) if row else None


async def used_days(store, guild_id: int, user_id: int, now: float) -> int:
    """Days of time away the member has taken in the server this calendar year (UTC)."""
    return sum(p.charged() for p in await periods(store, guild_id, user_id, year_start(now)))


@dataclass
class AwayReport:
    """What ``/away`` did: the period (``None`` after a return), the days used and granted this
    year, the matches held (or released) and those not held (their clock is too short)."""

    period: AwayPeriod | None
    used: int
    allowance: int
    held: list[int]
    not_held: list[int]
    outcomes: list[Outcome]
    returned: int = 0


class Away:
    """Time away: a member's periods, and the seats held while they are away, on the match
    host ``host`` (``HostCore``: its store, locks, ``now`` and commits)."""

    def __init__(self, host: HostCore):
        self.host = host

    async def away_status(self, guild_id: int, user_id: int) -> AwayReport:
        """The member's period now (if any) and the days used and granted this year."""
        now = self.host.now()
        settings = await guilds.load(self.host.store, guild_id)
        return AwayReport(await current(self.host.store, guild_id, user_id, now),
                          await used_days(self.host.store, guild_id, user_id, now), settings.away_days, [], [], [])

    async def go_away(self, guild_id: int, user_id: int, days: int) -> AwayReport:
        """Start ``days`` days of time away for ``user_id`` in ``guild_id`` from now and hold
        their seats in the server's running correspondence matches.

        Raises ``HostError`` when the server has time away off, the member is away already,
        or the days are more than the allowance has left this year.
        """
        now = self.host.now()
        settings = await guilds.load(self.host.store, guild_id)
        if settings.away_days <= 0:
            raise HostError(Msg("away-off"))
        if not 1 <= days <= MOST_DAYS:
            raise HostError(Msg("away-bad-days", most=MOST_DAYS))
        if (period := await current(self.host.store, guild_id, user_id, now)) is not None:
            raise HostError(Msg("away-already", until=discord_time(period.ends_at)))
        used = await used_days(self.host.store, guild_id, user_id, now)
        if used + days > settings.away_days:
            raise HostError(Msg("away-over-allowance", days=days, left=max(0, settings.away_days - used),
                                allowance=settings.away_days))
        period = AwayPeriod(now, now + days * DAY)
        async with self.host.store.transaction():
            await away_rows.start(self.host.store, guild_id, user_id, period.started_at, period.ends_at)
        report = AwayReport(period, used + days, settings.away_days, [], [], [])
        for found in await self._running_of(guild_id, user_id):
            async with self.host._locks[found.id]:
                match = await self.host.get(found.id)
                clock = match.extra.get("clock")
                if match.status != RUNNING:
                    continue
                if not correspondence(clock):
                    report.not_held.append(match.id)
                    continue
                seats = [s for s, seat in enumerate(match.seats) if seat.user_id == user_id]
                for seat in seats:
                    clocks.hold(clock, seat, now, period.ends_at)
                self.host._retime(match)
                await self.host._save(match)
                report.held.append(match.id)
                report.outcomes.append(Outcome(match, [
                    Msg("away-started", name=match.live["seats"][s], until=discord_time(period.ends_at))
                    for s in seats], board=False))
        return report

    async def come_back(self, guild_id: int, user_id: int) -> AwayReport:
        """End the member's time away now: their held seats' clocks run again with the time
        they had left; the whole days not used return to the allowance.  ``HostError`` when
        they are not away."""
        now = self.host.now()
        period = await current(self.host.store, guild_id, user_id, now)
        if period is None:
            raise HostError(Msg("away-not-away"))
        async with self.host.store.transaction():
            await away_rows.end_early(self.host.store, guild_id, user_id, period.started_at, now)
        ended = AwayPeriod(period.started_at, period.ends_at, now)
        settings = await guilds.load(self.host.store, guild_id)
        report = AwayReport(None, await used_days(self.host.store, guild_id, user_id, now), settings.away_days,
                            [], [], [], returned=AwayPeriod(period.started_at, period.ends_at).charged()
                            - ended.charged())
        for found in await self._running_of(guild_id, user_id):
            async with self.host._locks[found.id]:
                match = await self.host.get(found.id)
                clock = match.extra.get("clock")
                if match.status != RUNNING or not clock:
                    continue
                lines = self._release(match, [s for s, seat in enumerate(match.seats) if seat.user_id == user_id],
                                      now)
                if not lines:
                    continue
                self.host._retime(match)
                await self.host._save(match)
                report.held.append(match.id)
                report.outcomes.append(Outcome(match, lines, board=False))
        return report

    async def _running_of(self, guild_id: int, user_id: int) -> list[MatchRow]:
        """The running matches of the server in which the member holds a seat."""
        return await self.host.store.find_matches(guild_id=guild_id, user_id=user_id, statuses=(RUNNING,), limit=500)

    def _release(self, match: MatchRow, seats: list[int], now: float) -> list[Msg]:
        """End the holds of ``seats`` of ``match`` (in memory); the lines that tell the table."""
        clock = match.extra["clock"]
        movers = set(self.host.game_of(match).to_move(match.live))
        lines = []
        for seat in seats:
            if clocks.release(clock, seat, now):
                name = match.live["seats"][seat]
                lines.append(Msg("away-back-to-move", name=name,
                                 left=clocks.duration_text(round(clocks.time_left(clock, seat, now))))
                             if seat in movers else Msg("away-back", name=name))
        return lines

    def release_due(self, match: MatchRow, outcome: Outcome, now: float) -> None:
        """At a timed event (``TimedEvents.tick``): end the holds whose time away is over,
        telling the table (a returning seat to move is named: its time runs again)."""
        clock = match.extra.get("clock") or {}
        due = [int(key) for key, hold in clock.get("held", {}).items() if now >= hold["until"]]
        if not due:
            return
        movers = set(self.host.game_of(match).to_move(match.live))
        outcome.narration.extend(self._release(match, due, now))
        outcome.to_move.extend(match.seats[s] for s in due if s in movers)

    async def hold_away_seats(self, match: MatchRow) -> list[Msg]:
        """At a match's start: hold the seats whose player is away in its server now (a
        correspondence clock only); the lines that tell the table."""
        clock = match.extra.get("clock")
        if match.guild_id is None or not correspondence(clock):
            return []
        now, lines = self.host.now(), []
        for seat, player in enumerate(match.seats):
            period = await current(self.host.store, match.guild_id, player.user_id, now)
            if period is not None:
                clocks.hold(clock, seat, now, period.ends_at)
                lines.append(Msg("away-started", name=match.live["seats"][seat],
                                 until=discord_time(period.ends_at)))
        return lines
