"""Match clocks: settings, per-seat time accounting and the next timed event.

Pure functions over ``MatchRow.extra["clock"]``; the host applies the
consequences and ``ClockKeeper`` (bottom of this file) sleeps until the next
event.  Times are seconds since the epoch (floats); durations are seconds.

``extra["clock"]`` shape::

    {"per_move": float, "reserve": [float per seat], "policy": str,
     "paused": bool, "started": {seat: t}, "reminded": {seat: 0|1|2},
     "held": {seat: {"at": t, "until": t}}}

``held`` (optional): seats whose player is away (``/away``, ``bot.host.away``): from
``at`` until ``until`` (or an earlier return) the seat's time does not run, it gets no
reminder and never times out; at ``until`` the match is due so the hold ends.

A seat to move runs out at ``started + per_move + reserve[seat]``; time
beyond ``per_move`` is taken from its reserve.  Reminders go out at half of
the seat's time and when ``NEAR_END`` of it (at most 5 minutes) is left.
"""

from __future__ import annotations

import asyncio
import heapq
import logging
import re
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass
from typing import Any

from games.message import Msg
from games.options import shown

log = logging.getLogger("petri.clocks")

#: What happens when a seat's time runs out (a game declares its own).
POLICIES = ("pass", "random", "forfeit", "opponent")
#: How each policy reads in messages.  A game's ``random`` policy plays the
#: easy computer's move (stored matches keep the word); ``uniform`` is what an explicit
#: ``timeout=random`` stores: the old uniformly random legal move.
POLICY_TEXT = {"pass": Msg("host-policy-pass"), "random": Msg("host-policy-random"),
               "uniform": Msg("host-policy-uniform"),
               "forfeit": Msg("host-policy-forfeit"), "opponent": Msg("host-policy-opponent")}
#: The "near the end" reminder fires when this share of a seat's time is left.
NEAR_END = 0.1
#: How long an opponent may choose the move of a seat that timed out (policy "opponent";
#: Mitosis gives 60 s).
PROXY_WINDOW = 60.0

_DURATION = re.compile(r"^(?P<n>\d+(?:\.\d+)?)(?P<unit>[smhd]?)$")
_UNITS = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400}


class ClockError(ValueError):
    """A clock option that cannot be read; its one argument, a ``Msg``, shows the accepted forms."""


#: The longest duration a clock, a deadline or a reserve may name (ten years), whatever the
#: ``[limits]`` say: past it a number is no time at all (``9…9`` seconds is infinite as a float).
LONGEST = 3650 * 86400


class DurationTooLong(ClockError):
    """A duration longer than ``LONGEST``; the message names that range."""


@dataclass(frozen=True)
class ClockSpec:
    """Time control of a match: ``per_move`` seconds per move (``None`` = no clock),
    ``reserve`` extra seconds per seat, and the expiry ``policy``."""

    per_move: float | None
    reserve: float = 0.0
    policy: str = "random"

    @property
    def off(self) -> bool:
        """Whether the match has no clock."""
        return self.per_move is None

    def describe(self) -> Msg:
        """``1m per move + 3m reserve; on time-out, the turn passes`` or ``no clock`` (a
        ``Msg``; durations as players type them, ``1d``): no parentheses, so it can stand in
        a sentence's own (never "(1d per move (on …)))")."""
        if self.off:
            return Msg("host-clock-off")
        if self.reserve:
            return Msg("host-clock-reserve", per_move=duration_text(self.per_move),
                       reserve=duration_text(self.reserve), policy=POLICY_TEXT[self.policy])
        return Msg("host-clock", per_move=duration_text(self.per_move), policy=POLICY_TEXT[self.policy])


def parse_duration(text: str) -> float:
    """``90``, ``90s``, ``5m``, ``24h``, ``2d`` → seconds; ``ClockError`` otherwise
    (``DurationTooLong`` beyond ``LONGEST``)."""
    found = _DURATION.match(text.strip().lower())
    if not found or float(found["n"]) <= 0:
        raise ClockError(Msg("host-not-a-duration", text=shown(text)))
    seconds = float(found["n"]) * _UNITS[found["unit"]]
    if not seconds <= LONGEST:  # inf too
        raise DurationTooLong(Msg("host-duration-too-long", text=shown(text.strip()), most=duration_text(LONGEST)))
    return seconds


def duration_text(seconds: float) -> str:
    """Seconds → the largest whole unit: ``86400`` → ``1d``, ``7200`` → ``2h``, ``90`` → ``90s``."""
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size and seconds % size == 0:
            return f"{int(seconds // size)}{unit}"
    return f"{seconds:g}s"


def parse_clock(host_options: dict[str, str], default: ClockSpec) -> ClockSpec:
    """The match's clock from host options ``clock=``, ``deadline=`` and ``timeout=``.

    ``clock=off``; ``clock=60+180`` (per move + reserve, seconds or with
    units); ``deadline=24h`` (correspondence: one deadline per move);
    ``timeout=pass|random|forfeit|opponent`` overrides the game's policy.  A game's
    default ``random`` plays the easy computer; an explicit ``timeout=random``
    is stored as ``uniform``, the uniformly random legal move of old.  Raises ``ClockError``
    naming the option and the accepted forms.
    """
    spec = default
    if "clock" in host_options and "deadline" in host_options:
        raise ClockError(Msg("host-clock-and-deadline"))
    if "clock" in host_options:
        value = host_options["clock"].strip().lower()
        if value in ("off", "none", "0"):
            spec = ClockSpec(None, 0.0, default.policy)
        else:
            per_move, _, reserve = value.partition("+")
            try:
                spec = ClockSpec(parse_duration(per_move),
                                 parse_duration(reserve) if reserve.strip("0.") else 0.0, default.policy)
            except DurationTooLong:
                raise
            except ClockError:
                raise ClockError(Msg("host-not-a-clock", value=shown(host_options['clock']))) from None
    if "deadline" in host_options:
        try:
            spec = ClockSpec(parse_duration(host_options["deadline"]), 0.0, default.policy)
        except DurationTooLong:
            raise
        except ClockError:
            raise ClockError(Msg("host-not-a-deadline", value=shown(host_options['deadline']))) from None
    if "timeout" in host_options:
        policy = host_options["timeout"].strip().lower()
        if policy not in POLICIES:
            raise ClockError(Msg("host-not-a-policy", value=shown(policy), policies=", ".join(POLICIES)))
        spec = ClockSpec(spec.per_move, spec.reserve, "uniform" if policy == "random" else policy)
    return spec


def new_clock(spec: ClockSpec, seats: int) -> dict[str, Any] | None:
    """The ``extra["clock"]`` of a match that starts with ``spec`` (``None`` for no clock)."""
    if spec.off:
        return None
    return {"per_move": spec.per_move, "reserve": [spec.reserve] * seats, "policy": spec.policy,
            "paused": False, "started": {}, "reminded": {}}


def seat_deadline(clock: dict[str, Any], seat: int) -> float | None:
    """When ``seat`` runs out of time, or ``None`` if it is not on the clock."""
    started = clock["started"].get(str(seat))
    if started is None:
        return None
    return started + clock["per_move"] + clock["reserve"][seat]


def held_since(clock: dict[str, Any], seat: int) -> float | None:
    """Since when ``seat``'s time has stood still for time away, counted from the later of
    the hold and its turn's start (``None``: not held).  Time before it is used time."""
    hold = clock.get("held", {}).get(str(seat))
    if hold is None:
        return None
    started = clock["started"].get(str(seat))
    return hold["at"] if started is None else max(hold["at"], started)


def charge(clock: dict[str, Any], seat: int, now: float) -> None:
    """``seat`` has moved at ``now``: time over ``per_move`` comes off its reserve (a held
    seat's time stopped when its hold began: ``held_since``)."""
    if (since := held_since(clock, seat)) is not None:
        now = min(now, since)
    started = clock["started"].pop(str(seat), None)
    clock["reminded"].pop(str(seat), None)
    if started is not None:
        over = max(0.0, now - started - clock["per_move"])
        clock["reserve"][seat] = max(0.0, clock["reserve"][seat] - over)


def restart_turns(clock: dict[str, Any], movers: list[int], now: float) -> None:
    """Seats to move now start (or keep) their clocks; others stop."""
    for key in [k for k in clock["started"] if int(k) not in movers]:
        del clock["started"][key]
        clock["reminded"].pop(key, None)
    for seat in movers:
        clock["started"].setdefault(str(seat), now)


def hold(clock: dict[str, Any], seat: int, at: float, until: float) -> None:
    """Stop ``seat``'s time from ``at`` until ``until`` at the latest (time away)."""
    clock.setdefault("held", {})[str(seat)] = {"at": at, "until": until}


def release(clock: dict[str, Any], seat: int, now: float) -> bool:
    """End ``seat``'s hold at ``now``: a turn under way gets back the time that stood still, so
    it has what it had left when the hold began (a turn begun during the hold starts now).
    Returns whether the seat was held."""
    since = held_since(clock, seat)
    if since is None:
        return False
    key = str(seat)
    if clock["paused"]:   # a game-master's pause credits its own span when it ends
        now = min(now, clock.get("paused_at", now))
    if key in clock["started"]:
        clock["started"][key] += max(0.0, now - since)
    del clock["held"][key]
    if not clock["held"]:
        del clock["held"]
    return True


def reminder_due(clock: dict[str, Any], seat: int, now: float) -> int:
    """Which reminder ``seat`` is owed now: 0 none (always for a held seat), 1 half time,
    2 near the end."""
    started = clock["started"].get(str(seat))
    if started is None or str(seat) in clock.get("held", {}):
        return 0
    total = clock["per_move"] + clock["reserve"][seat]
    sent = clock["reminded"].get(str(seat), 0)
    if sent < 2 and now >= started + total - min(NEAR_END * total, 300.0):
        return 2
    if sent < 1 and now >= started + total / 2:
        return 1
    return 0


def time_left(clock: dict[str, Any], seat: int, now: float) -> float:
    """Seconds ``seat`` has left: to its deadline if it is on the clock, else a full move."""
    deadline = seat_deadline(clock, seat)
    if deadline is None:
        return clock["per_move"] + clock["reserve"][seat]
    if clock["paused"]:
        deadline += now - clock.get("paused_at", now)
    if (since := held_since(clock, seat)) is not None:
        deadline += max(0.0, now - since)
    return max(0.0, deadline - now)


def next_event(clock: dict[str, Any]) -> float | None:
    """The earliest reminder or deadline among the seats on the clock, or the end of a seat's
    time away (``None`` if paused/idle); a held seat has no reminder or deadline."""
    if clock["paused"]:
        return None
    held = clock.get("held", {})
    times = [hold["until"] for hold in held.values()]
    for key, started in clock["started"].items():
        if key in held:
            continue
        seat = int(key)
        total = clock["per_move"] + clock["reserve"][seat]
        sent = clock["reminded"].get(key, 0)
        if sent < 1:
            times.append(started + total / 2)
        if sent < 2:
            times.append(started + total - min(NEAR_END * total, 300.0))
        times.append(started + total)
    return min(times, default=None)


#: Seconds between two looks for due deadlines no timer here knows of (set by another
#: process): how late such an event can be.  One cheap indexed UPDATE each time.
POLL_EVERY = 1.0
#: Seconds after a failed tick before this process's timer tries the match again (a claim
#: lasts ``bot.host.timing.CLAIM_LEASE``; the poll may pick it up earlier).
RETRY_AFTER = 61.0
#: Timed events handled at once: when many are due together (after a restart, or a
#: thousand matches on the same clock), the rest wait their turn in the queue rather than
#: each opening its own database round trip at the same moment.
CONCURRENT_TICKS = 16
#: The loop may run a timer this much (seconds) before its time (its clock resolution).
TIMER_SLACK = 0.001


class ClockKeeper:
    """Keeps every match's next timed event on one timer (the earliest) and asks the host to
    handle each when it is due; polls the database for due events other processes set.

    ``fire(match_id)`` is the host's handler: it claims the deadline in the
    database, so with several processes on one database each event is
    handled once, and re-reads the match under its lock, so an event that is
    no longer due does nothing.  ``fire_due()`` claims and handles whatever is
    due and unclaimed (deadlines set by another process, or by one that
    died); it runs every ``poll_every`` seconds.  ``notify`` gets the outcomes
    to announce.  ``arm`` is called after every change and for every stored
    deadline at start-up.

    The pending events are a heap ordered by time; one ``asyncio`` timer is set
    for the earliest, so 10 000 running clocks cost 10 000 heap entries, not
    10 000 sleeping tasks.  A due event runs in a task of its own
    while it is handled (at most ``CONCURRENT_TICKS`` at once).
    """

    def __init__(self, now: Callable[[], float], fire: Callable[[int], Awaitable[list]],
                 notify: Callable[[list], Awaitable[None]],
                 fire_due: Callable[[], Awaitable[list]] | None = None, poll_every: float = POLL_EVERY):
        self.now = now
        self.fire = fire
        self.notify = notify
        self._loop = asyncio.get_running_loop()
        #: match id → when its next event is due, on the event loop's clock (``now`` may be
        #: a simulated clock: the delay is measured when armed, as a sleep would); the
        #: heap may hold older entries of a match too (re-armed since): an entry counts
        #: only while it agrees with this.
        self._due: dict[int, float] = {}
        self._heap: list[tuple[float, int]] = []
        self._timer: asyncio.TimerHandle | None = None
        self._timer_at: float | None = None
        self._handling: set[asyncio.Task] = set()  # ticks under way (``close`` awaits them)
        self._closed = False
        self._polling = False  # the poll is handling due deadlines (``close`` waits for it)
        self._poll = (self._loop.create_task(self._poll_loop(fire_due, poll_every))
                      if fire_due is not None else None)

    @property
    def pending(self) -> int:
        """How many matches have an event armed (due or not, not counting ticks under way)."""
        return len(self._due)

    def arm(self, match_id: int, at: float | None) -> None:
        """(Re)schedule ``match_id`` for ``at`` (seconds since the epoch); ``None`` disarms it."""
        if at is None or self._closed:
            self._due.pop(match_id, None)
            return
        at = self._loop.time() + max(0.0, at - self.now())
        self._due[match_id] = at
        heapq.heappush(self._heap, (at, match_id))
        if len(self._heap) > 2 * len(self._due) + 64:  # mostly superseded entries: rebuild
            self._heap = [(when, m) for m, when in self._due.items()]
            heapq.heapify(self._heap)
        if self._timer_at is None or at < self._timer_at:
            self._set_timer()

    def _set_timer(self) -> None:
        """Point the one timer at the earliest live entry (none when nothing is armed)."""
        if self._timer is not None:
            self._timer.cancel()
        self._timer = self._timer_at = None
        while self._heap and self._due.get(self._heap[0][1]) != self._heap[0][0]:
            heapq.heappop(self._heap)  # superseded by a later ``arm``
        if self._heap and not self._closed:
            self._timer_at = self._heap[0][0]
            self._timer = self._loop.call_at(self._timer_at, self._on_timer)

    def _on_timer(self) -> None:
        """The timer went off: start a tick for each due event (as many as may run at once)."""
        self._timer = self._timer_at = None
        now = self._loop.time() + TIMER_SLACK
        while self._heap and len(self._handling) < CONCURRENT_TICKS:
            at, match_id = self._heap[0]
            if self._due.get(match_id) != at:
                heapq.heappop(self._heap)
                continue
            if at > now:
                break
            heapq.heappop(self._heap)
            del self._due[match_id]
            self._start(self._fire_one(match_id))
        if len(self._handling) < CONCURRENT_TICKS:
            self._set_timer()  # else the tick that finishes first sets it again

    def _start(self, work: Coroutine[Any, Any, None]) -> None:
        task = self._loop.create_task(work)
        self._handling.add(task)
        task.add_done_callback(self._finished)

    def _finished(self, task: asyncio.Task) -> None:
        self._handling.discard(task)
        if not self._closed and self._timer is None:
            self._set_timer()

    async def _fire_one(self, match_id: int) -> None:
        if not await self._handle(lambda: self.fire(match_id), f"match {match_id}"):
            self.arm(match_id, self.now() + RETRY_AFTER)  # its claim has run out by then

    async def _poll_loop(self, fire_due: Callable[[], Awaitable[list]], every: float) -> None:
        while not self._closed:
            await asyncio.sleep(every)
            self._polling = True
            try:
                await self._handle(fire_due, "due deadlines")
            finally:
                self._polling = False

    async def _handle(self, handler: Callable[[], Awaitable[list]], what: str) -> bool:
        """Run ``handler`` and announce its outcomes; ``False`` when it failed (logged)."""
        try:
            outcomes = await handler()
            if outcomes:
                await self.notify(outcomes)
        except Exception:  # a failed tick must not kill the keeper; the match stays as it was
            log.exception("clock tick failed for %s; it will be tried again", what)
            return False
        return True

    async def close(self) -> None:
        """Stop: drop the timer and the events not yet due, stop the sleeping poll, and let
        ticks under way finish and announce their outcomes (a time-out may be committed
        already; cut off before ``notify``, the channel would never hear of it).  Nothing
        is armed after this; the deadlines stay stored for the next start."""
        self._closed = True
        if self._timer is not None:
            self._timer.cancel()
        self._timer = self._timer_at = None
        self._due.clear()
        self._heap.clear()
        if self._poll is not None and not self._polling:
            self._poll.cancel()  # asleep; a poll under way ends its loop after announcing
        await asyncio.gather(*self._handling, *([self._poll] if self._poll is not None else []),
                             return_exceptions=True)
