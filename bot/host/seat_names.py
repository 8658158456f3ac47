"""How a match's seats are named to readers: a person's seat by its name, the
computer's by its name and its level in the reader's words ("Petri (Leicht)").

The stored seat name is the plain name (``Seat.name``, the engine's name for the seat);
the computer's level is kept apart in ``match.extra["computers"]`` (seat number → level,
``MatchHost.add_computer``), so no language is glued into a stored name.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.storage.store import MatchRow
from games.message import Msg


def _same(name: str) -> str:
    return name


def shown_name(match: MatchRow, seat: int, clean: Callable[[str], str] = _same) -> Msg | str:
    """Seat ``seat`` of ``match`` as readers see it: ``clean(name)`` (``clean``: e.g. the
    adapter's mention escaping), or for a computer seat ``Msg("host-computer-seat")`` naming
    it with its level, worded by ``i18n.text`` in the reader's locale.  ``seat``: a seat
    number (0-based) of ``match.seats``; ``IndexError`` if it has no such seat."""
    name = clean(match.seats[seat].name)
    level = match.extra.get("computers", {}).get(str(seat))
    return computer_name(name, level) if level else name


def computer_name(name: str, level: str) -> Msg:
    """The computer named ``name`` playing at ``level`` (``random``, ``easy``, ``normal``,
    ``hard``), as readers see it: "Petri (easy)", "Petri (Leicht)", "Petri (fácil)"."""
    return Msg("host-computer-seat", name=name, level=level)


#: How a roster joins names: its message (the names so far, the next name) and the same
#: in plain text, when no name needs wording.
_JOINS = {"roster": ("host-roster-next", ", "), "team": ("host-team-next", " + ")}


def roster(match: MatchRow, clean: Callable[[str], str] = _same,
           seats: list[int] | None = None, join: str = "roster") -> Msg | str:
    """The names of ``seats`` (default: every seat, in seat order) as one value: a roster,
    ``"alice, Petri (easy)"`` (``join="roster"``: commas, never "and": names, not a
    sentence), or a team, ``"alice + Petri (easy)"`` (``join="team"``); ``""`` for no seat.
    A ``Msg`` when a computer seat is among them (its level is worded), else a ``str``."""
    ident, separator = _JOINS[join]
    names = [shown_name(match, i, clean) for i in (range(len(match.seats)) if seats is None else seats)]
    if all(isinstance(n, str) for n in names):
        return separator.join(names)  # type: ignore[arg-type]
    joined: Msg | str = names[0]
    for name in names[1:]:
        joined = Msg(ident, names=joined, name=name)
    return joined

