"""Where a Genetess piece can move, fast for any piece on any map (rules G3, G4, G5).

A move takes exactly ``orth`` orthogonal steps (B and K codes) and ``diag``
diagonal ones (C codes), in any order; every square on the way must be
playing area (an interior wall too for a piece with O) without a piece the
seat knows of (unless the piece has E, and its own square is always free to
pass again); the last square must not hold one of the seat's own pieces and
must not be where the piece started (G4, G19).  What the seat cannot see does
not count here: the walls are those it knows of (``games.genetess_fog.inner_walls_known``)
and the pieces those it sees (G5: a move that meets what it could not know fails only
when played).

A breadth-first search over (square, steps used) states costs
``squares × orth × diag``: 28 s for a 30 B + 30 C piece on 26×26.  Here the
squares reachable after ``o`` orthogonal and ``d`` diagonal steps are one
integer used as a bitset (``Reach.layers[o][d]``), each layer made from the two
before it with eight shifts: about ``orth × diag`` big-integer operations.  A
path is walked back from its last square through the layers only when one is
asked for (``Reach.path``).

Bit ``row * stride + col`` stands for a square, with ``stride = width + 1``: the
spare column is never playable, so a shift east or west cannot wrap onto the
next row.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from games import genetess_board as board

#: Directions in ``board.DIRS`` order, as (name, diagonal?).
_STEPS = [(name, name in board.DIAGONAL) for name in board.DIRS]


def _bit(sq: str, stride: int) -> int:
    col, row = board.parse_square(sq)
    return row * stride + col


def _mask(squares, stride: int) -> int:
    out = 0
    for sq in squares:
        out |= 1 << _bit(sq, stride)
    return out


@dataclass
class Reach:
    """The squares the piece on ``src`` reaches: ``layers[o][d]`` after ``o`` orthogonal and
    ``d`` diagonal steps (bitsets, module docstring); the last layer is the destinations."""

    src: str
    stride: int
    layers: list[list[int]]

    @property
    def last(self) -> int:
        """Bitset of the destinations."""
        return self.layers[-1][-1]

    def count(self) -> int:
        """How many destinations there are."""
        return self.last.bit_count()

    def destinations(self) -> list[str]:
        """Every destination, A1 order."""
        out, bits, stride = [], self.last, self.stride
        while bits:
            low = bits & -bits
            index = low.bit_length() - 1
            out.append(board.square_name(index % stride, index // stride))
            bits ^= low
        return out

    def path(self, dst: str) -> list[str]:
        """Directions of one path from ``src`` to the destination ``dst``, walked back through
        the layers (the last steps prefer ``board.DIRS`` order).  ``ValueError`` if ``dst`` is
        not a destination."""
        stride = self.stride
        pos = _bit(dst, stride)
        o, d = len(self.layers) - 1, len(self.layers[0]) - 1
        if not self.layers[o][d] >> pos & 1:
            raise ValueError(f"{dst} is not a destination of the piece on {self.src}")
        steps = []
        while o or d:
            for name, diagonal in _STEPS:
                if (d if diagonal else o) == 0:
                    continue
                dc, dr = board.DIRS[name]
                prev = pos - (dr * stride + dc)
                po, pd = (o, d - 1) if diagonal else (o - 1, d)
                if prev >= 0 and self.layers[po][pd] >> prev & 1:
                    steps.append(name)
                    pos, o, d = prev, po, pd
                    break
        return steps[::-1]


def reach(state: dict, src: str, known: set[str], inner: set[str] | None = None) -> Reach | None:
    """Where the piece on ``src`` may move, judged on ``known`` (squares of pieces its seat knows
    are there, its own included) and ``inner`` (the interior walls its seat knows of; ``None``:
    the true ones, for a state that holds no more than the seat knows, such as a
    determinization); ``None`` for a piece without B, C or K."""
    piece = state["pieces"][src]
    orth = board.count(piece, "B") + board.count(piece, "K")
    diag = board.count(piece, "C")
    if orth + diag == 0:
        return None
    stride = state["width"] + 1
    walls = tuple(state["inner"]) if inner is None else tuple(sorted(inner, key=board.scan_key))
    floor = _floor(state["width"], state["height"], tuple(state["walls"]), walls,
                   bool(board.count(piece, "O")))
    start = 1 << _bit(src, stride)
    own = _mask((sq for sq, p in state["pieces"].items() if p["owner"] == piece["owner"]), stride)
    on_the_way = floor if board.count(piece, "E") else floor & ~_mask(known, stride)
    on_the_way |= start
    last = floor & ~own & ~start
    layers = [[0] * (diag + 1) for _ in range(orth + 1)]
    layers[0][0] = start
    up, left, right = stride, stride - 1, stride + 1
    for o in range(orth + 1):
        row, before = layers[o], layers[o - 1]         # ``before`` is read only when o > 0
        for d in range(diag + 1):
            if not (o or d):
                continue
            bits = 0
            if o:
                a = before[d]
                bits = (a << 1) | (a >> 1) | (a << up) | (a >> up)
            if d:
                b = row[d - 1]
                bits |= (b << right) | (b >> right) | (b << left) | (b >> left)
            row[d] = bits & (last if o == orth and d == diag else on_the_way)
    return Reach(src, stride, layers)


@lru_cache(maxsize=256)  # every listing asks it for every piece; a match has few wall layouts
def _floor(width: int, height: int, walls: tuple[str, ...], inner: tuple[str, ...],
           through_inner: bool) -> int:
    """Bitset of the playing area of a ``width`` × ``height`` map (neither kind of wall), with
    the interior walls too for a piece with O (``through_inner``)."""
    blocked = set(walls) | set(inner)
    floor = _mask((board.square_name(c, r) for r in range(height) for c in range(width)
                   if board.square_name(c, r) not in blocked), width + 1)
    if through_inner:
        floor |= _mask(inner, width + 1)
    return floor
