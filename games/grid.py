"""Square-grid and Icehouse-piece helpers shared by the board games (rules/README.md).

Squares use chess algebraic names (rules/README.md §Common conventions):
files ``a``–``h`` left to right, ranks ``1``–``8`` bottom to top, so ``a1``
is bottom left.  Coordinates are ``(file, rank)`` counted from 0: ``a1`` is
``(0, 0)``, ``h8`` is ``(7, 7)``.  Every helper takes a board ``size``
(default 8) so a smaller or larger square board can reuse them.

Icehouse pieces are written colour then pips (``R2``, ``G1``); on input the
sizes ``S``/``M``/``L`` stand for 1/2/3 and case does not matter.

Parsing errors raise ``NotationError``, which is both an ``IllegalMove``
(engines can let it through as the reason a move is refused) and a
``ValueError`` (for callers outside a move, such as option parsing).
"""

from __future__ import annotations

from collections.abc import Iterable

from games.base import IllegalMove
from games.message import Msg

FILES = "abcdefgh"
#: Board size used when none is given.
SIZE = 8

#: Icehouse colours in their usual seat order, and their names.
COLOURS = "RYGB"
COLOUR_NAMES = {"R": "red", "Y": "yellow", "G": "green", "B": "blue"}
#: The letters accepted for sizes on input (pips; the size words are the catalogs').
_PIPS = {"1": 1, "2": 2, "3": 3, "s": 1, "m": 2, "l": 3}


class NotationError(IllegalMove, ValueError):
    """Text that is not a square, a size or a piece; ``reason`` says what is accepted."""


def _shown(text: str, limit: int = 20) -> str:
    """``text`` quoted for an error message, cut short when it is long."""
    text = str(text)
    return repr(text if len(text) <= limit else text[:limit] + "…")


def _check_size(size: int) -> None:
    if not 1 <= size <= len(FILES):
        raise ValueError(f"board size {size} is outside 1..{len(FILES)}")


def square_range(size: int = SIZE) -> str:
    """``'a1–h8'`` for an 8×8 board: the text used in error messages."""
    _check_size(size)
    return f"a1–{FILES[size - 1]}{size}"


def square_name(file: int, rank: int, size: int = SIZE) -> str:
    """``(2, 3)`` → ``'c4'``; ``ValueError`` off the board."""
    _check_size(size)
    if not (0 <= file < size and 0 <= rank < size):
        raise ValueError(f"({file}, {rank}) is off the {size}×{size} board")
    return f"{FILES[file]}{rank + 1}"


def parse_square(text: str, size: int = SIZE) -> tuple[int, int]:
    """``'c4'`` (any case, surrounding blanks ignored) → ``(2, 3)``.

    Raises ``NotationError`` such as "'i9' is not a square; squares are a1–h8".
    Only ASCII letters and digits are accepted (no look-alikes).
    """
    _check_size(size)
    word = str(text).strip().lower()
    if (2 <= len(word) <= 3 and word[0] in FILES[:size] and word[1:].isascii()
            and word[1:].isdigit() and word[1] != "0" and 1 <= int(word[1:]) <= size):
        return FILES.index(word[0]), int(word[1:]) - 1
    raise NotationError(Msg("move-not-a-square", word=_shown(text), squares=square_range(size)))


def canonical_square(text: str, size: int = SIZE) -> str:
    """``' C4 '`` → ``'c4'``; ``NotationError`` when it is not a square."""
    return square_name(*parse_square(text, size), size)


def is_square(text: str, size: int = SIZE) -> bool:
    """Whether ``text`` names a square of the board (no exception)."""
    try:
        parse_square(text, size)
    except NotationError:
        return False
    return True


def all_squares(size: int = SIZE) -> list[str]:
    """Every square, file by file: ``a1, a2, … a8, b1, … h8`` (the sort order of names)."""
    return [square_name(f, r, size) for f in range(size) for r in range(size)]


def square_key(square: str) -> tuple[int, int]:
    """Sort key putting squares file by file (``a1 < a2 < … < b1``); works past rank 9."""
    return FILES.index(square[0]), int(square[1:])


_STEPS8 = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if (df, dr) != (0, 0)]
_STEPS4 = [(-1, 0), (1, 0), (0, -1), (0, 1)]
_NEIGHBOURS: dict[tuple[int, bool], dict[str, tuple[str, ...]]] = {}


def neighbour_table(size: int = SIZE, diagonal: bool = True) -> dict[str, tuple[str, ...]]:
    """Square → its neighbours on the board (8 with ``diagonal``, else the 4 orthogonal ones).

    The table is computed once per (size, diagonal) and shared: do not change it.
    """
    key = (size, diagonal)
    if key not in _NEIGHBOURS:
        steps = _STEPS8 if diagonal else _STEPS4
        table = {}
        for f in range(size):
            for r in range(size):
                table[square_name(f, r, size)] = tuple(
                    square_name(f + df, r + dr, size) for df, dr in steps
                    if 0 <= f + df < size and 0 <= r + dr < size)
        _NEIGHBOURS[key] = table
    return _NEIGHBOURS[key]


def neighbours(square: str, size: int = SIZE, diagonal: bool = True) -> list[str]:
    """The squares around ``square`` (8 in the middle, 5 on an edge, 3 in a corner).

    ``diagonal=False`` gives the orthogonal ones only.  ``NotationError`` when
    ``square`` is not a square.
    """
    return list(neighbour_table(size, diagonal)[canonical_square(square, size)])


def groups(squares: Iterable[str], size: int = SIZE, diagonal: bool = True) -> list[list[str]]:
    """Split ``squares`` into connected groups (flood fill; 8-connected by default).

    Each group is sorted (``square_key``) and the groups are ordered by their
    first square, so the result is deterministic.
    """
    table = neighbour_table(size, diagonal)
    todo = set(squares)
    found: list[list[str]] = []
    for start in sorted(todo, key=square_key):
        if start not in todo:
            continue
        todo.discard(start)
        group, stack = [start], [start]
        while stack:
            for nxt in table[stack.pop()]:
                if nxt in todo:
                    todo.discard(nxt)
                    group.append(nxt)
                    stack.append(nxt)
        found.append(sorted(group, key=square_key))
    return found


# -- Icehouse pieces ------------------------------------------------------------


def parse_pips(text: str) -> int:
    """``'3'``, ``'L'`` or ``'l'`` → 3 (1/2/3 or S/M/L); ``NotationError`` otherwise."""
    word = str(text).strip().lower()
    if word in _PIPS:
        return _PIPS[word]
    raise NotationError(Msg("move-not-a-size", word=_shown(text)))


def parse_piece(text: str, colours: str = COLOURS) -> tuple[str, int]:
    """``'R2'``, ``'rM'`` → ``('R', 2)``; ``NotationError`` for other text.

    ``colours`` limits the colours accepted (default all four).
    """
    word = str(text).strip()
    colour = word[:1].upper()
    if len(word) == 2 and colour in COLOURS and word[1].lower() in _PIPS:
        if colour not in colours:
            raise NotationError(Msg("move-no-such-colour", colour=colour, colours=", ".join(colours)))
        return colour, _PIPS[word[1].lower()]
    raise NotationError(Msg("move-not-a-piece", word=_shown(text), first=colours[0],
                            colours=", ".join(colours)))


def piece_parts(piece: str) -> tuple[str, int]:
    """A stored piece ``'R2'`` → ``('R', 2)`` (no validation: for engine-made names)."""
    return piece[0], int(piece[1])
