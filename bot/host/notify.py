"""How each member is told it is their turn: the ``/notify`` choice, quiet hours and digests.

A member chooses one of ``MODES``:

- ``mention`` (the default, and what a member who never chose gets): the match's post in its
  thread or channel pings them, reminders included;
- ``dm``: the post names them without a ping, and a direct message tells them instead;
- ``digest``: no ping and no message per turn; one direct message every ``every_hours`` hours
  lists every match waiting for them (``bot.adapter.notify.Digests``);
- ``none``: the post names them, nothing pings or messages them.

Quiet hours (``quiet``: from and to, minutes after midnight, in the member's IANA time zone
``zone``) hold everything back except the *final* reminder (the one sent when a seat's time is
nearly out), which reaches a ``mention`` member by a ping and a ``dm`` or ``digest`` member by
a direct message; a ``none`` member is never told.  Nothing here changes clocks: deadlines
and the reminders' times are the same whatever a member chose.

A digest period is the ``every_hours``-long slice of the member's local time that ``now`` is
in, counted from the local midnight of 1 January 1970 (``period_of``): at most one digest per
period is sent, claimed by a row per (user, period) that a second claim conflicts with, so a
restart or a second process never sends the same period's digest twice.

The preferences live in table ``notify_prefs`` and the claims in ``notify_digests``
(``bot/storage/migrations/0017_notify.sql``; their SQL is ``bot.storage.repos.notify``).
Pure rules over that repository; no Discord.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.core import HostError
from bot.storage.repos import notify as notify_rows
from bot.storage.store import Store
from games.message import Msg

#: The choices of ``/notify how:``, the default first.
MODES = ("mention", "dm", "digest", "none")
DEFAULT_MODE = "mention"
#: Hours between two digests unless the member says otherwise, and the range they may say.
DEFAULT_EVERY = 24
EVERY_RANGE = (1, 168)
#: The narration of the reminder sent when a seat's time is nearly out (``bot.host.timing``).
FINAL_REMINDER = "host-reminder-end"
#: The narration of the half-time reminder.
HALF_REMINDER = "host-reminder-half"

_CLOCK_TIME = re.compile(r"^\s*(\d{1,2})(?::(\d{2}))?\s*$")


@dataclass(frozen=True)
class Preference:
    """One member's choice: ``mode`` (one of ``MODES``), ``every_hours`` between digests,
    ``zone`` (an IANA time zone name, e.g. ``Europe/Berlin``) and ``quiet`` (``(from, to)``
    minutes after local midnight, ``from`` included, ``to`` excluded, across midnight when
    ``from > to``; ``None``: no quiet hours)."""

    mode: str = DEFAULT_MODE
    every_hours: int = DEFAULT_EVERY
    zone: str = "UTC"
    quiet: tuple[int, int] | None = None

    def local(self, now: float) -> datetime:
        """``now`` (seconds since the epoch) as a time in the member's zone."""
        return datetime.fromtimestamp(now, UTC).astimezone(zone_of(self.zone))

    def quiet_now(self, now: float) -> bool:
        """Whether ``now`` falls in the member's quiet hours."""
        if self.quiet is None:
            return False
        start, end = self.quiet
        local = self.local(now)
        minute = local.hour * 60 + local.minute
        return start <= minute < end if start < end else (minute >= start or minute < end)

    def period_of(self, now: float) -> int:
        """The digest period ``now`` is in: whole ``every_hours`` slices of local time since
        the local midnight of 1 January 1970 (a 24-hour digest's period turns at local
        midnight)."""
        offset = self.local(now).utcoffset()
        local_seconds = now + (offset.total_seconds() if offset is not None else 0.0)
        return int(local_seconds // (self.every_hours * 3600))

    def told_by(self, now: float, final: bool) -> str | None:
        """How a turn (or a reminder) reaches the member at ``now``: ``"mention"`` (the post
        pings them), ``"dm"`` (a direct message) or ``None`` (not at all: quiet hours, a
        digest member's ordinary turn, or ``none``).  ``final``: it is the reminder sent when
        their time is nearly out, which quiet hours let through (a digest member gets it by
        direct message)."""
        if self.mode == "none" or (self.quiet_now(now) and not final):
            return None
        if self.mode == "digest":
            return "dm" if final else None
        return self.mode


def zone_of(name: str) -> ZoneInfo:
    """The ``ZoneInfo`` of IANA zone ``name``; ``HostError`` naming it and an example when
    there is no such zone."""
    try:
        if not name or len(name) > 64 or name.startswith(("/", ".")) or ".." in name:
            raise ValueError(name)
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        raise HostError(Msg("notify-bad-zone", zone=name[:64])) from None


def parse_quiet(text: str) -> tuple[int, int] | None:
    """``22-8``, ``22:30-07:15`` → ``(from, to)`` minutes after midnight; ``off`` → ``None``.
    ``HostError`` (saying the accepted form) for anything else, an hour past 23, a minute past
    59, or an empty span (``8-8``)."""
    text = text.strip().lower()
    if text in ("off", "none", "no", "-"):
        return None
    start, sep, end = text.partition("-")
    begin, finish = (_minutes(start), _minutes(end)) if sep else (None, None)
    if begin is None or finish is None or begin == finish:
        raise HostError(Msg("notify-bad-quiet", quiet=text[:40]))
    return begin, finish


def _minutes(text: str) -> int | None:
    found = _CLOCK_TIME.match(text)
    if not found:
        return None
    hour, minute = int(found[1]), int(found[2] or 0)
    return hour * 60 + minute if hour < 24 and minute < 60 else None


def quiet_text(quiet: tuple[int, int] | None) -> str:
    """``(1320, 480)`` → ``22:00–08:00``; ``None`` → ``""``."""
    if quiet is None:
        return ""
    return "–".join(f"{m // 60:02d}:{m % 60:02d}" for m in quiet)


def final_reminder(narration: list) -> bool:
    """Whether a post's narration holds the reminder sent when time is nearly out."""
    return any(isinstance(line, dict) and line.get("id") == FINAL_REMINDER for line in narration)


# -- storage (tables of migration 15) -------------------------------------------------------
async def load(store: Store, user_id: int) -> Preference | None:
    """``user_id``'s stored choice, or ``None`` if they never chose (``Preference()`` applies)."""
    return (await load_many(store, [user_id])).get(user_id)


async def load_many(store: Store, user_ids: list[int]) -> dict[int, Preference]:
    """The stored choices of those of ``user_ids`` who made one (one query)."""
    ids = list(dict.fromkeys(user_ids))
    if not ids:
        return {}
    return {r[0]: _preference(r) for r in await notify_rows.prefs_of(store, ids)}


def _preference(row) -> Preference:
    quiet = (row[4], row[5]) if row[4] is not None and row[5] is not None else None
    return Preference(row[1], row[2], row[3], quiet)


async def save(store: Store, user_id: int, pref: Preference, at: float) -> None:
    """Store ``user_id``'s choice (replacing theirs); ``at``: seconds since the epoch."""
    quiet_from, quiet_to = pref.quiet or (None, None)
    await notify_rows.save_pref(store, user_id, pref.mode, pref.every_hours, pref.zone, quiet_from, quiet_to, at)


async def digest_members(store: Store) -> dict[int, Preference]:
    """Every member who chose digests, with their choice."""
    return {r[0]: _preference(r) for r in await notify_rows.prefs_with_mode(store, "digest")}


async def digest_sent(store: Store, user_id: int, period: int) -> bool:
    """Whether ``user_id``'s digest of ``period`` was claimed already (by any process)."""
    return await notify_rows.digest_claimed(store, user_id, period)


async def claim_digest(store: Store, user_id: int, period: int, at: float) -> bool:
    """Claim the digest of ``user_id``'s ``period``: ``True`` for the one caller (whatever
    the process) whose insert made the row, ``False`` when it was claimed before."""
    return await notify_rows.claim_digest(store, user_id, period, at)


async def forget_digests(store: Store, before: float) -> int:
    """Drop digest claims made before ``before`` (their periods are long over); returns how many."""
    return await notify_rows.forget_digests(store, before)
