"""Genetess maps: TOML text in, a validated map dict out (rules §2, §13, G14, G15).

A map file (shipped ones live in ``games/maps/<name>.toml``)::

    title = "Duel"                      # optional, defaults to the name
    description = "..."                 # optional
    grid = \"\"\"
    ############
    #..........#
    #..X.......#
    ...
    ############
    \"\"\"

    [starts]                            # start squares K1..Kn (one per seat, G14)
    K1 = "C3"
    K2 = "J10"

    [[specials]]                        # any number, S1..S22 (rules §9, the seed)
    square = "H8"
    type = 1
    params = { bonus = 5 }              # per type: games.genetess_specials.validate
    text = "+5 E at the start of your turn"   # optional; default: the module's summary

Grid characters: ``#`` exterior wall (never changes), ``X`` interior wall,
``.`` floor.  Every row has the same width; 2..26 columns (letters A..Z,
G15) and 2..26 rows.  Start labels are ``K1``, ``K2``, ... with no gaps, at
least two, each on a distinct floor square.  A special sits on a floor
square that is neither a start nor another special's; ``type`` is 1..22;
``params`` is a table checked by ``games.genetess_specials.validate`` (when
that module is installed); any string parameter that reads as a square
name must lie on the map.

``parse_map`` returns (all JSON, squares as names, lists in A1 scan order)::

    {"name": str, "title": str, "description": str, "width": int, "height": int,
     "walls": [square], "inner": [square], "starts": {"K1": square, ...},
     "specials": {square: {"type": int, "params": {...}, "text": str}}}

Errors raise ``MapError`` (a ``ValueError``) whose message names the line
and the cell or key and says what is allowed; its argument is a ``games.message.Msg``
(a game-master reads it in their language).
"""

from __future__ import annotations

import importlib
import importlib.resources
import re
import tomllib
from typing import Any

from games.genetess_board import MAX_SIZE, parse_square, scan_key, square_name
from games.message import Msg

#: Grid characters (module docstring).
WALL, INNER, FLOOR = "#", "X", "."
#: Names of the maps shipped in ``games/maps`` (the ``map`` option's choices).
SHIPPED = ("duel", "quad")
TOP_KEYS = {"title", "description", "grid", "starts", "specials"}
SPECIAL_KEYS = {"square", "type", "params", "text"}


class MapError(ValueError):
    """A map that cannot be played; the message (``reason``, a ``Msg``) says where (line, cell or
    key) and what is allowed."""

    def __init__(self, reason: Msg):
        super().__init__(reason)
        self.reason = reason

    def __str__(self) -> str:
        return str(self.reason)


def _specials_module():
    """``games.genetess_specials`` if it is installed yet, else ``None`` (validation skipped)."""
    try:
        return importlib.import_module("games.genetess_specials")
    except ModuleNotFoundError as exc:
        if exc.name != "games.genetess_specials":
            raise
        return None


class _Lines:
    """Finds the line of a key in the TOML text, for error messages."""

    def __init__(self, text: str):
        self.lines = text.splitlines()

    def of(self, pattern: str, nth: int = 0, after: int = 0) -> int | None:
        """1-based line of the ``nth`` match of regex ``pattern`` at or after line ``after``."""
        seen = 0
        for i, line in enumerate(self.lines[after:], start=after):
            if re.match(pattern, line):
                if seen == nth:
                    return i + 1
                seen += 1
        return None

    def special(self, index: int) -> int | None:
        return self.of(r"\s*\[\[\s*specials\s*\]\]", index)

    def key(self, key: str, after: int | None = None) -> int | None:
        return self.of(rf"\s*{re.escape(key)}\s*=", 0, (after or 1) - 1)


def _at(line: int | None, reason: Msg) -> MapError:
    """The error ``reason``, said to be on ``line`` (1-based) when it is known."""
    return MapError(Msg("genetess-map-line", line=line, error=reason) if line else reason)


def parse_map(text: str, name: str) -> dict[str, Any]:
    """Parse and validate a map's TOML ``text``; ``name`` is what the map is called.

    Returns the map dict described in the module docstring.  Raises
    ``MapError`` naming the line and the cell or key at fault.
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        # The parser's own explanation stays as it words it (library text).
        raise MapError(Msg("genetess-map-toml", map=repr(name), error=str(exc))) from None
    lines = _Lines(text)
    unknown = sorted(set(data) - TOP_KEYS)
    if unknown:
        raise _at(lines.key(unknown[0]), Msg("genetess-map-unknown-key", key=repr(unknown[0]),
                                             keys=", ".join(sorted(TOP_KEYS))))
    for key in ("title", "description"):
        if key in data and not isinstance(data[key], str):
            raise _at(lines.key(key), Msg("genetess-map-not-string", key=key))
    grid_line = lines.key("grid")
    width, height, walls, inner = _parse_grid(data.get("grid"), grid_line, text)
    shape = {"width": width, "height": height, "walls": walls, "inner": inner}
    starts = _parse_starts(data.get("starts"), lines, shape)
    specials = _parse_specials(data.get("specials", []), lines, shape, starts)
    return {"name": name, "title": data.get("title", name), "description": data.get("description", ""),
            "width": width, "height": height, "walls": walls, "inner": inner,
            "starts": starts, "specials": specials}


def _parse_grid(grid: Any, grid_line: int | None, text: str):
    if not isinstance(grid, str):
        raise _at(grid_line, Msg("genetess-map-no-grid", wall=WALL, inner=INNER, floor=FLOOR))
    first = grid_line
    if grid_line is not None:
        # TOML drops the newline right after an opening triple quote, so the
        # first row is on the next line in that case.
        opening = text.splitlines()[grid_line - 1]
        if re.search(r'=\s*("""|\'\'\')\s*$', opening):
            first = grid_line + 1
    rows = grid.split("\n")
    # Leading blank lines are counted for line numbers; trailing ones (the
    # closing quotes on their own line) are dropped.
    skip = 0
    while skip < len(rows) and not rows[skip].strip():
        skip += 1
    rows = [row.strip() for row in rows[skip:]]
    while rows and not rows[-1]:
        rows.pop()
    if first is not None:
        first += skip
    if not 2 <= len(rows) <= MAX_SIZE:
        raise _at(grid_line, Msg("genetess-map-rows", count=len(rows), most=MAX_SIZE))
    width = len(rows[0])
    walls: list[str] = []
    inner: list[str] = []
    for r, row in enumerate(rows):
        line = None if first is None else first + r
        if len(row) != width:
            raise _at(line, Msg("genetess-map-row-width", row=r + 1, count=len(row), width=width))
        if not 2 <= width <= MAX_SIZE:
            raise _at(line, Msg("genetess-map-columns", count=width, most=MAX_SIZE))
        for c, cell in enumerate(row):
            if cell == WALL:
                walls.append(square_name(c, r))
            elif cell == INNER:
                inner.append(square_name(c, r))
            elif cell != FLOOR:
                raise _at(line, Msg("genetess-map-cell", square=square_name(c, r), cell=repr(cell),
                                    wall=WALL, inner=INNER, floor=FLOOR))
    return width, len(rows), walls, inner


def _floor_square(value: Any, shape: dict, what: Msg | str) -> str:
    """``value`` as a canonical square name on the floor, else ``ValueError`` whose argument is
    the ``Msg`` saying why (``what`` names the value: a key, or a start); callers add where."""
    if not isinstance(value, str):
        raise ValueError(Msg("genetess-map-square-name", what=what, value=repr(value)))  # noqa: TRY004
    try:
        col, row = parse_square(value)
    except ValueError as exc:
        raise ValueError(Msg("genetess-map-square-bad", what=what, error=exc.args[0])) from None
    sq = square_name(col, row)
    if not (col < shape["width"] and row < shape["height"]):
        last = square_name(shape["width"] - 1, shape["height"] - 1)
        raise ValueError(Msg("genetess-map-square-off", what=what, square=sq, last=last))
    if sq in shape["walls"] or sq in shape["inner"]:
        raise ValueError(Msg("genetess-map-square-wall" if sq in shape["walls"] else "genetess-map-square-inner",
                             what=what, square=sq, floor=FLOOR))
    return sq


def _parse_starts(starts: Any, lines: _Lines, shape: dict) -> dict[str, str]:
    table_line = lines.of(r"\s*\[\s*starts\s*\]")
    if not isinstance(starts, dict) or len(starts) < 2:
        raise _at(table_line, Msg("genetess-map-starts"))
    found: dict[str, str] = {}
    for label, value in starts.items():
        line = lines.key(label, table_line)
        if not re.fullmatch(r"K[1-9][0-9]?", label):
            raise _at(line, Msg("genetess-map-start-key", key=repr(label)))
        try:
            sq = _floor_square(value, shape, Msg("genetess-map-start", label=label))
        except ValueError as exc:
            raise _at(line, exc.args[0]) from None
        if sq in found.values():
            other = next(k for k, v in found.items() if v == sq)
            raise _at(line, Msg("genetess-map-start-shared", label=label, square=sq, other=other))
        found[label] = sq
    labels = sorted(found, key=lambda k: int(k[1:]))
    expected = [f"K{i}" for i in range(1, len(found) + 1)]
    if labels != expected:
        missing = next(e for e in expected if e not in found)
        raise _at(table_line, Msg("genetess-map-start-gap", last=f"K{len(found)}", missing=missing))
    return {k: found[k] for k in labels}


def _parse_specials(specials: Any, lines: _Lines, shape: dict,
                    starts: dict[str, str]) -> dict[str, dict]:
    if not isinstance(specials, list):
        raise _at(lines.key("specials"), Msg("genetess-map-specials"))
    module = _specials_module()
    out: dict[str, dict] = {}
    for i, special in enumerate(specials):
        line = lines.special(i)
        number = str(i + 1)
        if not isinstance(special, dict):
            raise _at(line, Msg("genetess-map-special", number=number,
                                error=Msg("genetess-map-special-table")))
        unknown = sorted(set(special) - SPECIAL_KEYS)
        if unknown:
            raise _at(lines.key(unknown[0], line), Msg(
                "genetess-map-special", number=number,
                error=Msg("genetess-map-special-key", key=repr(unknown[0]),
                          keys=", ".join(sorted(SPECIAL_KEYS)))))
        sq_line = lines.key("square", line)
        try:
            sq = _floor_square(special.get("square"), shape, "square")
        except ValueError as exc:
            raise _at(sq_line, Msg("genetess-map-special", number=number, error=exc.args[0])) from None
        if sq in starts.values():
            label = next(k for k, v in starts.items() if v == sq)
            raise _at(sq_line, Msg("genetess-map-special", number=number,
                                   error=Msg("genetess-map-special-on-start", square=sq, label=label)))
        if sq in out:
            raise _at(sq_line, Msg("genetess-map-special", number=number,
                                   error=Msg("genetess-map-special-twice", square=sq)))
        kind = special.get("type")
        if not isinstance(kind, int) or isinstance(kind, bool) or not 1 <= kind <= 22:
            raise _at(lines.key("type", line), Msg("genetess-map-special-on", number=number, square=sq,
                                                   error=Msg("genetess-map-special-type",
                                                             value=repr(kind))))
        params = special.get("params", {})

        def params_error(reason: Msg, kind: int = kind, line: int | None = line, number: str = number,
                         sq: str = sq) -> MapError:
            return _at(lines.key("params", line) or line, Msg(
                "genetess-map-special-params", number=number, square=sq, special=f"S{kind}",
                error=reason))

        if not isinstance(params, dict):
            raise params_error(Msg("genetess-map-params-table"))
        try:
            _check_square_params(params, shape)
            if module is not None:
                params = module.validate(kind, params)
        except ValueError as exc:
            raise params_error(exc.args[0]) from None
        text = special.get("text")
        if text is None:
            text = module.summary({"type": kind, "params": params, "text": ""}) \
                if module is not None else f"S{kind}"
        elif not isinstance(text, str) or len(text) > 200:
            raise _at(lines.key("text", line), Msg("genetess-map-special-on", number=number, square=sq,
                                                   error=Msg("genetess-map-special-text")))
        out[sq] = {"type": kind, "params": params, "text": text}
    return {sq: out[sq] for sq in sorted(out, key=scan_key)}


def _check_square_params(params: dict, shape: dict) -> None:
    """Every string parameter (or list item) that reads as a square must be on the map
    (``ValueError`` with the ``Msg`` saying which is not)."""
    for key, value in params.items():
        for item in value if isinstance(value, list) else [value]:
            if not isinstance(item, str) or not re.fullmatch(r"[A-Za-z][0-9]{1,2}", item):
                continue
            try:
                col, row = parse_square(item)
            except ValueError:
                continue
            if not (col < shape["width"] and row < shape["height"]):
                last = square_name(shape["width"] - 1, shape["height"] - 1)
                raise ValueError(Msg("genetess-map-param-off", key=key, square=item.upper(), last=last))


def map_text(name: str) -> str:
    """The TOML text of the shipped map ``name`` (``MapError`` listing the shipped ones)."""
    if name not in SHIPPED:
        raise MapError(Msg("genetess-map-unknown", map=repr(name), maps=", ".join(SHIPPED)))
    return importlib.resources.files("games").joinpath("maps", f"{name}.toml").read_text("utf-8")


def load_map(name: str) -> dict[str, Any]:
    """The shipped map ``name``, parsed and validated (``parse_map``)."""
    return parse_map(map_text(name), name)
