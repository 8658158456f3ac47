"""Board primitives shared by the Genetess engine and its specials module.

Rulings ``shared/rules/genetess.md`` (cited as "rules §N" / "G<n>" for the
section-12 defaults); the state layout is documented in ``games/genetess.py``.

Squares are spreadsheet names (rules §2, G15, G16): column letter A..Z, then
the row number from 1; A1 is the top-left corner.  Internally a square is
``(col, row)``, both 0-based.  N = row − 1, S = row + 1, E = col + 1,
W = col − 1.  "Scan order" (A1 order: the order in which same-type specials
fire and tremors move things) is by row, then column: sort with ``scan_key``.

Everything here works in place on a state (the engine hands these functions
its private copy).  Events are dicts ``{"type", "kind", "squares", "text"}``
(``type`` and ``kind`` are the same word: ``kind`` is the contract's name,
``type`` the engine contract's); ``text`` (a ``games.message.Msg``: words at the edge)
never contains a piece's sequence, not even among its arguments; private detail
goes in an optional ``owner_text``, shown only to the acting seat, or to ``owner_seat``
when the event carries one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

from games import genetess_codes
from games.message import Msg

#: Largest board: one letter per column (G15) and, for symmetry, 26 rows.
MAX_SIZE = 26
COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

#: Step directions as (dcol, drow) (G16).
DIRS: dict[str, tuple[int, int]] = {
    "N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0),
    "NE": (1, -1), "NW": (-1, -1), "SE": (1, 1), "SW": (-1, 1),
}
#: Orthogonal and diagonal direction names (G3: B/K steps and C steps).
ORTHOGONAL = ("N", "S", "E", "W")
DIAGONAL = ("NE", "NW", "SE", "SW")


# -- squares ---------------------------------------------------------------------------

@lru_cache(maxsize=1024)  # pure and hot (views, scan order): at most 26 × 26 squares
def square_name(col: int, row: int) -> str:
    """``(2, 4)`` → ``'C5'`` (0-based column and row; ``ValueError`` outside A..Z / 1..26)."""
    if not (0 <= col < MAX_SIZE and 0 <= row < MAX_SIZE):
        raise ValueError(f"({col}, {row}) is outside the largest board (columns A–Z, rows 1–26)")
    return f"{COLUMNS[col]}{row + 1}"


def parse_square(text: str) -> tuple[int, int]:
    """``'c5'`` or ``'C5'`` → ``(2, 4)`` (0-based col, row).

    Raises ``ValueError`` whose argument is a ``Msg`` saying what a square looks like when
    ``text`` is not one letter A–Z followed by a row number 1–26 (or not a string at
    all).  Does not check that the square is on a given board (``on_board`` does).
    """
    if not isinstance(text, str):
        # ValueError, not TypeError: map files feed values of any type, and callers report
        # every malformed square the same way.
        raise ValueError(Msg("genetess-not-a-square", text=repr(text)))  # noqa: TRY004
    return _parse_square(text)


@lru_cache(maxsize=4096)  # pure and hot
def _parse_square(text: str) -> tuple[int, int]:
    word = text.strip().upper()
    if len(word) < 2 or word[0] not in COLUMNS or not word[1:].isdigit() \
            or not word[1:].isascii() or word[1] == "0":
        raise ValueError(Msg("genetess-not-a-square", text=f"'{text}'"))
    row = int(word[1:])
    if row > MAX_SIZE:
        raise ValueError(Msg("genetess-row-too-far", text=f"'{text}'", rows=MAX_SIZE))
    return COLUMNS.index(word[0]), row - 1


class _ScanOrder(dict):
    """Square name → its place in A1 scan order, ``row * MAX_SIZE + col``: every name of the
    largest board up front; any other spelling (``"c5"``) worked out when asked, not kept."""

    def __missing__(self, square: str) -> int:
        col, row = parse_square(square)
        return row * MAX_SIZE + col


#: Sort key for A1 scan order (rules §2): by row, then column, so A1, B1, ..., A2, ...; one
#: int (``row * MAX_SIZE + col``). ``ValueError`` for a text that is no square. A dict's own
#: lookup, not a function: views and plies sort hundreds of squares by it, and an int key
#: looked up in C sorts ≈ 6× faster than a ``(row, col)`` tuple from a cached function.
scan_key: Callable[[str], int] = _ScanOrder(
    {square_name(col, row): row * MAX_SIZE + col for row in range(MAX_SIZE) for col in range(MAX_SIZE)}
).__getitem__


def step(square: str, direction: str) -> tuple[int, int]:
    """The ``(col, row)`` one step from ``square`` towards ``direction`` (may be off the board)."""
    col, row = parse_square(square)
    dc, dr = DIRS[direction]
    return col + dc, row + dr


# -- cells ---------------------------------------------------------------------------------

def on_board(state: dict, col: int, row: int) -> bool:
    """Whether ``(col, row)`` lies inside the map's rectangle (walls included)."""
    return 0 <= col < state["width"] and 0 <= row < state["height"]


def is_wall(state: dict, sq: str) -> bool:
    """Exterior wall: an absolute barrier that never changes (rules §2)."""
    return sq in state["walls"]


def is_inner(state: dict, sq: str) -> bool:
    """Interior wall: a barrier that O, S7, S10 and S21 may change (rules §2)."""
    return sq in state["inner"]


def is_floor(state: dict, sq: str) -> bool:
    """Playing area: on the board and neither kind of wall (rules §2)."""
    col, row = parse_square(sq)
    return on_board(state, col, row) and not is_wall(state, sq) and not is_inner(state, sq)


def all_squares(state: Mapping[str, Any]) -> list[str]:
    """Every square of the map's rectangle, in scan order."""
    return [square_name(c, r) for r in range(state["height"]) for c in range(state["width"])]


@lru_cache(maxsize=64)
def rows_of(width: int, height: int) -> tuple[tuple[str, ...], ...]:
    """The squares of a ``width`` × ``height`` map's rectangle, row by row, in scan order
    (text boards print them a row a line)."""
    return tuple(tuple(square_name(c, r) for c in range(width)) for r in range(height))


# -- pieces ----------------------------------------------------------------------------------

def is_king(piece: dict) -> bool:
    """A King is any piece whose sequence holds K (rules §3.1, V1.02 wording)."""
    return "K" in piece["seq"]


def count(piece: dict, code: str) -> int:
    """How many times ``code`` occurs in the piece's sequence."""
    return piece["seq"].count(code)


def kings(state: dict, seat: int) -> list[str]:
    """Squares of ``seat``'s Kings, in scan order."""
    return [sq for sq in owner_pieces(state, seat) if is_king(state["pieces"][sq])]


def owner_pieces(state: dict, seat: int | None) -> list[str]:
    """Squares of the pieces owned by ``seat`` (``None``: ronin), in scan order."""
    return sorted((sq for sq, p in state["pieces"].items() if p["owner"] == seat), key=scan_key)


def view_radius(piece: dict) -> int:
    """A piece sees ``1 + count(D)`` squares around it (G7)."""
    return 1 + count(piece, "D")


def squares_within(state: dict, sq: str, radius: int) -> set[str]:
    """Squares at Chebyshev distance ≤ ``radius`` of ``sq``, clipped to the board."""
    col, row = parse_square(sq)
    return set(_within(col, row, radius, state["width"], state["height"]))


@lru_cache(maxsize=8192)  # every view asks for every piece's sight; a board has few shapes of it
def _within(col: int, row: int, radius: int, width: int, height: int) -> frozenset[str]:
    return frozenset(square_name(c, r)
                     for r in range(max(0, row - radius), min(height, row + radius + 1))
                     for c in range(max(0, col - radius), min(width, col + radius + 1)))


def piece_view(state: dict, sq: str) -> frozenset[str]:
    """What the piece on ``sq`` sees: a square of radius ``view_radius`` (G7; walls don't block).
    Shared with every other piece of that sight: do not change it."""
    col, row = parse_square(sq)
    return _within(col, row, view_radius(state["pieces"][sq]), state["width"], state["height"])


# -- costs ------------------------------------------------------------------------------------

def creation_cost(state: dict, seq: str) -> int:
    """Σ cost + Π cost of ``seq`` (rules §3.2, G2): ABBBD = 10 + 24 = 34.

    K adds 0 to the sum and 1 to the product; the empty sequence costs 0.
    Uses the state's ``costs`` (``genetess_codes.creation_cost`` does the sum).
    """
    return genetess_codes.creation_cost(seq, state.get("costs"))


# -- changing the board ------------------------------------------------------------------------

def _event(kind: str, squares: list[str], text: Msg, **extra: Any) -> dict:
    return {"type": kind, "kind": kind, "squares": list(squares), "text": text, **extra}


def fill_squares(listing: dict, squares: list[str]) -> Msg:
    """``listing`` (a message, or its JSON form, with an argument ``squares``, ``""`` until
    filled, at any depth of nested messages) with ``squares`` there, comma-joined like every
    list of squares (notation)."""
    args = {k: fill_squares(v, squares) if isinstance(v, dict) else v
            for k, v in listing["args"].items()}
    if "squares" in args:
        args["squares"] = ", ".join(squares)
    return Msg(listing["id"], **args)


def wall_event(squares: list[str], listing: Msg, **extra: Any) -> dict:
    """An event changing walls on ``squares`` (A1 order): ``listing`` is a message with an
    argument ``squares``, which each reader sees filled with the squares it saw change
    (``fill_squares``, ``games.genetess_fog``)."""
    return _event("walls", squares, fill_squares(listing, squares), listing=listing, walls=True,
                  **extra)


def add_piece(state: dict, sq: str, owner: int | None, seq: str) -> dict:
    """Put a new piece (fresh ``id``, sequence sorted: G17) on the empty square ``sq``; returns it.

    ``ValueError`` if ``sq`` already holds a piece (callers remove it first).
    """
    if sq in state["pieces"]:
        raise ValueError(f"{sq} already holds a piece")
    piece = {"id": state["next_id"], "owner": owner, "seq": "".join(sorted(seq))}
    state["next_id"] += 1
    state["pieces"][sq] = piece
    return piece


def move_piece(state: dict, src: str, dst: str) -> None:
    """Move the piece on ``src`` to the empty square ``dst`` (``ValueError`` otherwise).

    Captures are the caller's business: ``remove_piece`` the target first.
    """
    if src not in state["pieces"]:
        raise ValueError(f"{src} holds no piece")
    if dst in state["pieces"]:
        raise ValueError(f"{dst} already holds a piece")
    state["pieces"][dst] = state["pieces"].pop(src)


def set_seq(state: dict, sq: str, seq: str) -> None:
    """Replace the sequence of the piece on ``sq`` (kept sorted, G17)."""
    state["pieces"][sq]["seq"] = "".join(sorted(seq))


def remove_piece(state: dict, sq: str, *, by: int | None, cause: str,
                 events: list) -> dict | None:
    """Remove whatever piece is on ``sq`` and return it (``None`` if the square is empty).

    ``by`` is the seat whose piece or special did it (``None``: nobody, e.g.
    a ronin or the board); ``cause`` is a key the narration words (``captured``,
    ``radiation``, ``fuse``, ``killer`` (S6), ``detonation``, ``rockfall``: the catalog's
    ``genetess-cause``).  A King's removal appends
    ``{"owner": seat, "by": by}`` to ``state["king_losses"]``; the engine
    settles those after each step (eliminations and scores, G21).  Appends
    one event (kind ``removed``) that names the square and the owner but not
    the sequence; whether it was a King shows only in the owner's
    ``owner_text`` (the public learns of it from the elimination).
    """
    piece = state["pieces"].pop(sq, None)
    if piece is None:
        return None
    owner = piece["owner"]
    if is_king(piece) and owner is not None:
        state["king_losses"].append({"owner": owner, "by": by})
    why = Msg("genetess-cause", cause=cause)
    text = Msg("genetess-removed-ronin", square=sq, cause=why) if owner is None else \
        Msg("genetess-removed", name=state["seats"][owner], square=sq, cause=why)
    event = _event("removed", [sq], text, owner=owner, by=by, cause=cause)
    if owner is not None:
        # The owner, not the acting seat, reads this one (``owner_seat``).
        event["owner_text"] = Msg("genetess-own-removed", seq=piece["seq"], square=sq, cause=why)
        event["owner_seat"] = owner
    events.append(event)
    return piece
