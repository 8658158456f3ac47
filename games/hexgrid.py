"""Hex-grid helpers for hexhex boards (the hex equivalent of ``games/grid.py``).

A *hexhex board of side n* is a hexagon with ``n`` cells on each side:
``3n² − 3n + 1`` cells (61 for ``n = 5``).  Cells are pointy-top hexes in
horizontal rows, named as in ``shared/rules/mitosis.md`` §Board and names:
rows are letters from the top (``A`` … ``I`` for ``n = 5``), cells are
numbered from the left of their row::

            A1  A2  A3  A4  A5
          B1  B2  B3  B4  B5  B6
        C1  C2  C3  C4  C5  C6  C7
      D1  D2  D3  D4  D5  D6  D7  D8
    E1  E2  E3  E4  E5  E6  E7  E8  E9
      F1  F2  F3  F4  F5  F6  F7  F8
        G1  G2  G3  G4  G5  G6  G7
          H1  H2  H3  H4  H5  H6
            I1  I2  I3  I4  I5

Internally a cell is an *axial* coordinate ``(q, r)`` with the centre at
``(0, 0)``: ``r`` is the row (``-(n-1)`` on top, ``n-1`` at the bottom) and
``q`` grows to the right along a row; a cell is on the board when
``|q|, |r|, |q + r| ≤ n − 1`` (the third cube coordinate is ``-q - r``).
For ``n = 5``: ``E5 = (0, 0)``, ``A1 = (0, -4)``, ``I5 = (0, 4)``,
``E1 = (-4, 0)``, ``E9 = (4, 0)``.

The six directions, counter-clockwise from east, are ``DIRECTIONS``; a
direction ``d`` and ``d + 3`` are opposite, so every cell has three
*opposite pairs* of neighbours (E5: ``{E4, E6}``, ``{D4, F5}``, ``{D5, F4}``),
and as many *lines* two cells away (E5: ``{E3, E7}``, ``{C3, G5}``,
``{C5, G3}``, used by Mitosis' launcher).  Every other direction gives the two
*120° triples* (E5: ``{D4, E6, F4}`` and ``{D5, E4, F5}``; at distance two
``{C3, E7, G3}`` and ``{C5, E3, G5}``, Mitosis' triplicate).

Names are written upper case (``E5``); input is case-insensitive and may
carry surrounding blanks.  A bad name raises ``NotationError`` (an
``IllegalMove`` and a ``ValueError``, shared with ``games.grid``) whose
reason says which names exist.

``hexhex(n)`` returns a shared, immutable ``HexGrid`` with every table
computed once; ``HEXHEX5`` is the Mitosis board.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from games.grid import NotationError
from games.message import Msg

ROW_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

#: The six axial directions, counter-clockwise from east: E, NE, NW, W, SW, SE
#: (pointy-top hexes; "north" is up, towards row A).  ``DIRECTIONS[d]`` and
#: ``DIRECTIONS[(d + 3) % 6]`` are opposite.
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
#: The three axes, one direction of each (in the rulings' order for E5:
#: W–E, NW–SE, NE–SW); the other end is the negated direction.
AXES: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (1, -1))
#: The two 120° fans: every other direction, starting east and north-east.
FANS: tuple[tuple[tuple[int, int], ...], ...] = (DIRECTIONS[0::2], DIRECTIONS[1::2])

Coord = tuple[int, int]


def _shown(text: object, limit: int = 20) -> str:
    text = str(text)
    return repr(text if len(text) <= limit else text[:limit] + "…")


def hex_distance(a: Coord, b: Coord) -> int:
    """Steps between two axial coordinates (cube distance)."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


class HexGrid:
    """A hexhex board of side ``side`` (1..13): names, coordinates and neighbour tables.

    Build it with ``hexhex(side)`` (cached and shared); its tables are tuples
    and read-only dicts by convention: do not change them.
    """

    def __init__(self, side: int):
        if not isinstance(side, int) or not 1 <= side <= (len(ROW_LETTERS) + 1) // 2:
            raise ValueError(f"hexhex side {side!r} is outside 1..{(len(ROW_LETTERS) + 1) // 2}")
        self.side = side
        n1 = side - 1
        #: Row letters from the top (``'ABCDEFGHI'`` for side 5).
        self.row_letters = ROW_LETTERS[:2 * side - 1]
        cells: list[str] = []
        rows: list[tuple[str, ...]] = []
        coords: dict[str, Coord] = {}
        for index, letter in enumerate(self.row_letters):
            r = index - n1
            lo, hi = max(-n1, -n1 - r), min(n1, n1 - r)
            row = []
            for q in range(lo, hi + 1):
                name = f"{letter}{q - lo + 1}"
                coords[name] = (q, r)
                row.append(name)
            rows.append(tuple(row))
            cells.extend(row)
        #: Every cell name in reading order (row by row, left to right).
        self.cells: tuple[str, ...] = tuple(cells)
        #: The rows, top to bottom, each a tuple of names left to right.
        self.rows: tuple[tuple[str, ...], ...] = tuple(rows)
        #: Name → axial ``(q, r)``, and back.
        self.coords: dict[str, Coord] = coords
        self.at: dict[Coord, str] = {c: name for name, c in coords.items()}
        self._order = {name: i for i, name in enumerate(cells)}
        self._neighbours = {name: tuple(n for n in (self.step(name, d, 1) for d in DIRECTIONS) if n)
                            for name in cells}
        self._pairs = {k: {name: self._make_pairs(name, k) for name in cells} for k in (1, 2)}
        self._triples = {k: {name: self._make_triples(name, k) for name in cells} for k in (1, 2)}

    def __repr__(self) -> str:
        return f"hexhex({self.side})"

    # -- names -----------------------------------------------------------------
    def name(self, q: int, r: int) -> str:
        """Axial ``(q, r)`` → the cell's name; ``ValueError`` off the board."""
        try:
            return self.at[(q, r)]
        except KeyError:
            raise ValueError(f"({q}, {r}) is off the hexhex{self.side} board") from None

    def on_board(self, q: int, r: int) -> bool:
        """Whether axial ``(q, r)`` is a cell of the board."""
        return (q, r) in self.at

    def row_range(self, letter: str) -> str:
        """``'A1–A5'`` for row ``A``: the text used in error messages."""
        row = self.rows[self.row_letters.index(letter.upper())]
        return f"{row[0]}–{row[-1]}"

    def canonical(self, text: str) -> str:
        """``' e5 '`` → ``'E5'``: the cell named by ``text`` (any case, blanks around).

        Raises ``NotationError`` with a reason naming the cells that exist,
        e.g. "'A6' is not a cell; row A has A1–A5".  Only ASCII letters and
        digits are accepted (no look-alikes, no leading zeros).
        """
        word = str(text).strip().upper()
        if word in self._order:
            return word
        rows = f"{self.row_letters[0]}–{self.row_letters[-1]}"
        if len(word) >= 2 and word[0] in self.row_letters and word[1:].isascii() \
                and word[1:].isdigit():
            raise NotationError(Msg("move-not-a-cell-in-row", word=_shown(text), row=word[0],
                                    cells=self.row_range(word[0])))
        if len(word) >= 2 and word[0].isascii() and word[0].isalpha() and word[1:].isascii() \
                and word[1:].isdigit():
            raise NotationError(Msg("move-not-a-cell-row", word=_shown(text), rows=rows,
                                    cells=f"{self.cells[0]}–{self.cells[-1]}"))
        if len(word) >= 2 and word[-1].isascii() and word[-1].isalpha() and word[:-1].isascii() \
                and word[:-1].isdigit():
            raise NotationError(Msg("move-not-a-cell-order", word=_shown(text),
                                    example=f"{word[-1]}{word[:-1]}"))
        raise NotationError(Msg("move-not-a-cell", word=_shown(text), rows=rows, example=self.centre_cell))

    def parse(self, text: str) -> Coord:
        """``'E5'`` → ``(0, 0)``; ``NotationError`` as in ``canonical``."""
        return self.coords[self.canonical(text)]

    def key(self, name: str) -> int:
        """Sort key of a (canonical) name: its index in reading order."""
        return self._order[name]

    def sort(self, names: Iterable[str]) -> list[str]:
        """``names`` in reading order (A1 … I5)."""
        return sorted(names, key=self._order.__getitem__)

    @property
    def centre_cell(self) -> str:
        """The middle cell (``E5`` for side 5)."""
        return self.at[(0, 0)]

    # -- geometry ----------------------------------------------------------------
    def step(self, name: str, direction: Coord, k: int = 1) -> str | None:
        """The cell ``k`` steps from ``name`` in ``direction``, or ``None`` off the board."""
        q, r = self.coords[name]
        return self.at.get((q + k * direction[0], r + k * direction[1]))

    def neighbours(self, name: str) -> tuple[str, ...]:
        """The up to six cells around ``name`` (counter-clockwise from east; 3 in a corner)."""
        return self._neighbours[name]

    def distance(self, a: str, b: str) -> int:
        """Steps between two cells."""
        return hex_distance(self.coords[a], self.coords[b])

    def opposite_pairs(self, name: str, distance: int = 1) -> tuple[tuple[str, str], ...]:
        """The opposite pairs around ``name`` whose both cells are on the board.

        ``distance=1``: the neighbours on both sides of one axis (E5 →
        ``(E4, E6), (D4, F5), (D5, F4)``); ``distance=2``: the cells two steps
        away along the same axis (E5 → ``(E3, E7), (C3, G5), (C5, G3)``).
        Each pair is in reading order; the pairs follow ``AXES``.
        """
        return self._pairs[distance][name]

    def triples(self, name: str, distance: int = 1) -> tuple[tuple[str, str, str], ...]:
        """The 120° triples around ``name`` whose three cells are on the board.

        E5 → ``(D4, E6, F4), (D5, E4, F5)``; with ``distance=2``
        ``(C3, E7, G3), (C5, E3, G5)``.  Each triple is in reading order.
        """
        return self._triples[distance][name]

    def centre_of(self, names: Iterable[str]) -> str | None:
        """The cell at the centroid of ``names`` (e.g. E5 for E4 E6), or ``None``.

        ``None`` when the centroid is not a whole cell or is off the board.
        A split's parent is the centre of its new cells (rules §Notation).
        """
        points = [self.coords[n] for n in names]
        if not points:
            return None
        sq, sr = sum(p[0] for p in points), sum(p[1] for p in points)
        if sq % len(points) or sr % len(points):
            return None
        return self.at.get((sq // len(points), sr // len(points)))

    def _make_pairs(self, name: str, k: int) -> tuple[tuple[str, str], ...]:
        out: list[tuple[str, str]] = []
        for dq, dr in AXES:
            a, b = self.step(name, (dq, dr), k), self.step(name, (-dq, -dr), k)
            if a and b:
                first, second = self.sort((a, b))
                out.append((first, second))
        return tuple(out)

    def _make_triples(self, name: str, k: int) -> tuple[tuple[str, str, str], ...]:
        out: list[tuple[str, str, str]] = []
        for fan in FANS:
            cells = [c for d in fan if (c := self.step(name, d, k))]
            if len(cells) == len(fan):
                first, second, third = self.sort(cells)
                out.append((first, second, third))
        return tuple(out)

    # -- groups --------------------------------------------------------------------
    def groups(self, names: Iterable[str]) -> list[list[str]]:
        """Split ``names`` into edge-connected groups (flood fill).

        Each group is in reading order; groups are ordered by their first
        cell, so the result is deterministic.
        """
        todo = set(names)
        found: list[list[str]] = []
        for start in self.sort(todo):
            if start not in todo:
                continue
            todo.discard(start)
            group, stack = [start], [start]
            while stack:
                for nxt in self._neighbours[stack.pop()]:
                    if nxt in todo:
                        todo.discard(nxt)
                        group.append(nxt)
                        stack.append(nxt)
            found.append(self.sort(group))
        return found

    def group_sizes(self, names: Iterable[str]) -> list[int]:
        """Sizes of ``names``' groups, largest first (``[]`` for no cells)."""
        return sorted((len(g) for g in self.groups(names)), reverse=True)


@cache
def hexhex(side: int = 5) -> HexGrid:
    """The shared ``HexGrid`` of side ``side`` (computed once)."""
    return HexGrid(side)


#: The Mitosis board: side 5, 61 cells.
HEXHEX5 = hexhex(5)
