"""The JSON view of Protozoa (``Protozoa.view``; rules/protozoa.md §Notation): its exact shape,
for the engine that writes it and the pictures that read it.  Nothing is hidden in Protozoa:
every seat's view is the public one with its ``viewer``."""

from typing import TypedDict

from games.base import ViewExtras
from games.message import Msg

#: The last move: ``by`` (a name), ``kind`` (``place``, ``mutate`` or ``pass``), the ``square``
#: and ``piece`` (``"R2"``) it placed or mutated to (``None`` for a pass), and ``from`` the
#: piece before a mutation (``None`` otherwise).  (A ``TypedDict`` call: ``from`` is a Python
#: keyword.)
ProtozoaLastMove = TypedDict("ProtozoaLastMove", {
    "by": str, "kind": str, "square": str | None, "piece": str | None, "from": str | None})


class ProtozoaGroup(TypedDict):
    """A colour's largest own-colour group: its ``pips`` and ``squares``."""

    pips: int
    squares: list[str]


class ProtozoaResult(TypedDict):
    """The end: ``winners`` (names, empty for a draw), ``reason``, ``ranks`` (name → place),
    ``group`` (the winning group's squares, empty when no group won)."""

    winners: list[str]
    reason: Msg
    ranks: dict[str, int]
    group: list[str]


class ProtozoaView(ViewExtras):
    """What everyone sees of a Protozoa game (``viewer``: the name it is for, or ``None``).

    ``board``: square → piece (``"R2"``), in reading order; ``stashes``: colour letter →
    ``"1"``/``"2"``/``"3"`` → pieces left; ``dying``: squares culled on the last turn and
    ``culled`` those squares → the piece that died there; ``colours``: name → colour letter;
    ``teams``: two lists of names, or ``None``; ``out``: names that resigned; ``groups``: colour
    → its largest group; ``turn``: the turn being played (the last one once over);
    ``max_turns``; ``to_move``: names.
    """

    game: str
    seats: list[str]
    viewer: str | None
    colours: dict[str, str]
    teams: list[list[str]] | None
    board: dict[str, str]
    stashes: dict[str, dict[str, int]]
    dying: list[str]
    culled: dict[str, str]
    to_move: list[str]
    out: list[str]
    last_move: ProtozoaLastMove | None
    groups: dict[str, ProtozoaGroup]
    turn: int
    max_turns: int
    result: ProtozoaResult | None
