"""Named paces (``/play pace:``) and the server's open lobbies (``/lobbies``).

A pace is a name for clock options, so players need not type them:

=========  =====================  ==========================================================
pace       clock options          what it means
=========  =====================  ==========================================================
quick      ``clock=30s+3m``       30 seconds per move plus a 3-minute reserve per player
rapid      ``clock=2m+10m``       2 minutes per move plus a 10-minute reserve per player
daily      ``deadline=24h``       correspondence: a day for each move
weekly     ``deadline=7d``        correspondence: a week for each move
=========  =====================  ==========================================================

A match's pace is read from its clock (``pace_of``), so a match made with the same clock
options typed by hand shows the same pace, and one whose clock a game-master changed shows
the new one (or none).
"""

from __future__ import annotations

from bot.core import LOBBY, HostError
from bot.host.clocks import ClockSpec, parse_clock
from bot.storage.repos import matches as match_rows
from bot.storage.store import MatchRow
from games.message import Msg
from games.options import split_host_options

#: Pace name → the clock options it stands for (in the order they are offered).
PACES: dict[str, str] = {"quick": "clock=30s+3m", "rapid": "clock=2m+10m",
                         "daily": "deadline=24h", "weekly": "deadline=7d"}
#: The host options a pace sets (a player gives a pace or these, not both).
CLOCK_OPTIONS = ("clock", "deadline")


def _spec(pace: str) -> tuple[float | None, float]:
    """``(per_move, reserve)`` seconds of ``pace``."""
    _, options = split_host_options(PACES[pace])
    spec = parse_clock(options, ClockSpec(None))
    return spec.per_move, spec.reserve


#: ``(per_move, reserve)`` → pace name.
_BY_SPEC = {_spec(name): name for name in PACES}


def pace_of(match: MatchRow) -> str | None:
    """The pace ``match``'s clock is (``None``: no clock, or one no pace names)."""
    spec = match.extra.get("clock_spec")
    if not spec:
        return None
    return _BY_SPEC.get((spec[0], spec[1]))


def with_pace(defaults: str, options: str | None, pace: str | None) -> str:
    """The options text a match is made from: the server's ``defaults``, the player's
    ``options`` and the clock options of ``pace`` (which replace a clock the defaults set).

    Raises ``HostError`` for an unknown pace or when ``options`` set a clock as well.
    """
    if pace is None:
        return f"{defaults} {options or ''}".strip()
    if pace not in PACES:
        raise HostError(Msg("pace-unknown", pace=pace, paces=", ".join(PACES)))
    try:
        given = split_host_options(options)[1]
    except Exception:  # worded by the options check that follows
        given = {}
    if any(name in given for name in CLOCK_OPTIONS):
        raise HostError(Msg("pace-and-clock", pace=pace))
    kept = [word for word in (defaults or "").replace(",", " ").split()
            if word.partition("=")[0].lstrip("-").lower() not in CLOCK_OPTIONS]
    return " ".join([*kept, options or "", PACES[pace]]).strip()


async def open_lobbies(store, guild_id: int, game: str | None = None, pace: str | None = None,
                       limit: int = 100) -> list[MatchRow]:
    """The server's open lobbies (anyone may join), oldest first, in every channel; only
    ``game``'s and ``pace``'s when given.  A tournament's table is never one."""
    found = await match_rows.lobbies(store, guild_id, LOBBY, game, limit)
    return [m for m in found if "tournament" not in m.extra and (pace is None or pace_of(m) == pace)]
