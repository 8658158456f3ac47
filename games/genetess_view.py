"""The JSON view of Genetess (``Genetess.view`` and ``Genetess.full_view``; rules/genetess.md
§13 fog of war, "JSON view keys"): its exact shape, for the engine that writes it and the
pictures that read it."""

from typing import Any, NotRequired, TypedDict

from games.base import ViewExtras
from games.message import Msg


class GenetessMap(TypedDict):
    """The board's map file: its ``name`` (``quad``) and ``title``."""

    name: str
    title: str


class GenetessSpecial(TypedDict):
    """A special square the viewer knows: its ``type`` (1–22), ``text`` (what it does) and
    whether it is ``remembered`` (out of view now, shown as last seen)."""

    type: int
    text: Msg | str
    remembered: bool


class GenetessPiece(TypedDict):
    """A piece the viewer sees: ``owner`` (a name, ``None`` for a ronin), its ``colour`` and
    turn ``letter`` (``None`` for a ronin), whether it is the viewer's own (``mine``); ``seq``
    and ``king`` only when the viewer knows its codes (``king`` alone: revealed as a King);
    ``followed`` (``"king"`` / ``"not king"``) on an enemy piece the viewer has kept in view
    since it learnt which; ``id`` in the full view only."""

    owner: str | None
    colour: str | None
    letter: str | None
    mine: bool
    seq: NotRequired[str]
    king: NotRequired[bool]
    followed: NotRequired[str]
    id: NotRequired[int]


class GenetessKingSign(TypedDict):
    """Where the viewer last learnt one of an enemy's Kings was: a ``square``, ``within`` that
    many squares of it, in ``round`` (``games.genetess_fog``)."""

    square: str
    within: int
    round: int


#: Round 0's bids as a seat sees them: the names that have bid (``in``) and its own bid's text
#: (``mine``, ``None`` before it bids).  (A ``TypedDict`` call: ``in`` is a Python keyword.)
GenetessBids = TypedDict("GenetessBids", {"in": list[str], "mine": str | None})


class GenetessCode(TypedDict):
    """A genetic code on sale: its ``letter``, ``name``, ``cost`` in E and what it ``does``."""

    letter: str
    name: Msg
    cost: int
    does: Msg


class GenetessLast(TypedDict):
    """The last ply: ``by`` (a name), the ``turn`` label (``"3b"``) and its ``kind`` (the order's
    kind to its author and in the full view, ``"played"`` to everyone else)."""

    by: str
    turn: str
    kind: str


class GenetessResult(TypedDict):
    """The end: ``winners`` (names), ``reason``, ``scores`` and ``ranks`` (name → value)."""

    winners: list[str]
    reason: Msg
    scores: dict[str, int]
    ranks: dict[str, int]


class GenetessView(ViewExtras):
    """What a seat (``viewer``, or ``None`` in the public view) sees of a Genetess game, or the
    whole board (``full_view``: a game-master's view, and every view once the game is over).

    ``cells``: square → ``wall`` | ``inner`` | ``start K1`` | ``special S7`` (A1 order);
    ``specials`` and ``pieces``: square → what the viewer knows there; ``visible``: squares in
    view (A1 order; every square in the full view); ``energy``: the viewer's E (``None`` in the
    public view; name → E in the full view); ``start``: the viewer's start label;
    ``king_signs``: enemy name → where a King of theirs was last known; ``swept``: square → the
    last round the viewer had it in view with no enemy King that could be on it;
    ``scores``/``alive``/``colours``/``letters``: name → value; ``order``: names in turn order;
    ``round``, ``turn`` (``"3b"``), ``max_rounds``, ``to_move``; ``bids`` (round 0 only, else
    ``None``; name → bid text in the full view); ``codes``: the table of codes on sale;
    ``report``: the lines of the last ply this viewer may read.  The full view also has
    ``starts_of`` (name → start label), ``sight`` and ``sx`` (as in the state).
    """

    game: str
    viewer: str | None
    seats: list[str]
    width: int
    height: int
    map: GenetessMap
    cells: dict[str, str]
    specials: dict[str, GenetessSpecial]
    pieces: dict[str, GenetessPiece]
    visible: list[str]
    energy: int | dict[str, int] | None
    start: str | None
    king_signs: dict[str, GenetessKingSign]
    swept: dict[str, int]
    scores: dict[str, int]
    alive: dict[str, bool]
    colours: dict[str, str | None]
    order: list[str]
    letters: dict[str, str | None]
    round: int
    turn: str
    max_rounds: int
    to_move: list[str]
    bids: GenetessBids | dict[str, str | None] | None
    codes: list[GenetessCode]
    report: list[Msg | str]
    last: GenetessLast | None
    result: GenetessResult | None
    starts_of: NotRequired[dict[str, str | None]]
    sight: NotRequired[list[dict[str, Any]]]
    sx: NotRequired[dict[str, list[dict[str, Any]]]]
