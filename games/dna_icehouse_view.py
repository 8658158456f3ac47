"""The JSON view of DNA (Icehouse) (``DnaIcehouse.view``; rules/dna-icehouse.md §Notation): its
exact shape, for the engine that writes it and the pictures that read it.  Nothing is hidden."""

from typing import TypedDict

from games.base import ViewExtras
from games.message import Msg


class DnaIcehouseTurn(TypedDict):
    """The turn in progress: the square ``placed`` on, the pips ``budget`` it gives and those
    ``spent``, whether it ``scored`` yet, the ``points`` its strands made, captures ``owed``."""

    placed: str
    budget: int
    spent: int
    scored: bool
    points: int
    owed: int


class DnaIcehouseStrand(TypedDict):
    """A strand the turn scored: its ``squares`` (the placed piece first) and ``points``."""

    squares: list[str]
    points: int


#: A piece the turn captured: ``piece`` (``"Y2"``) and ``from`` (``"Y pool"`` or the seat name
#: whose archive it came from).  (A ``TypedDict`` call: ``from`` is a Python keyword.)
DnaIcehouseCapture = TypedDict("DnaIcehouseCapture", {"piece": str, "from": str})


class DnaIcehouseMarks(TypedDict):
    """What the turn in progress (else the last turn) did, for the picture: the ``seat`` (a
    name), the square ``placed`` on (``None``: a pass), the ``strands`` it scored, the squares it
    ``mutated`` (→ ``[piece before the turn, piece now]``) and what it ``captured``."""

    seat: str
    placed: str | None
    strands: list[DnaIcehouseStrand]
    mutated: dict[str, list[str]]
    captured: list[DnaIcehouseCapture]


class DnaIcehouseResult(TypedDict):
    """The end: ``winners`` (names), ``reason``, ``points`` (name → archived points)."""

    winners: list[str]
    reason: Msg
    points: dict[str, int]


class DnaIcehouseView(ViewExtras):
    """What everyone sees of a DNA (Icehouse) game (``viewer``: the name it is for, or ``None``).

    ``board``: square → piece (``"R2"``), in reading order; ``colours``: name → its colour
    letters; ``neutral``: colour letters nobody owns; ``pools``: colour letter →
    ``"1"``/``"2"``/``"3"`` → pieces left; ``archives``: name → archived pieces and
    ``archive_points`` their worth; ``phase``: the words of what the mover does now (``place``,
    ``mutate or score``…); ``turn``: the turn in progress or ``None``; ``turns``: turns played;
    ``final_turns``: whether the last round has begun; ``out``: names that resigned; ``last``:
    the steps of the last turn as played; ``marks``: ``None`` before the first turn.
    """

    game: str
    seats: list[str]
    viewer: str | None
    colours: dict[str, list[str]]
    neutral: list[str]
    board: dict[str, str]
    pools: dict[str, dict[str, int]]
    archives: dict[str, list[str]]
    archive_points: dict[str, int]
    phase: str
    to_move: list[str]
    turn: DnaIcehouseTurn | None
    turns: int
    final_turns: bool
    out: list[str]
    last: list[str]
    marks: DnaIcehouseMarks | None
    result: DnaIcehouseResult | None
