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
and the cell or key and says what is allowed.
"""

from __future__ import annotations

import importlib
import importlib.resources
import re
import tomllib
from typing import Any

from games.genetess_board import MAX_SIZE, parse_square, scan_key, square_name

#: Grid characters (module docstring).
WALL, INNER, FLOOR = "#", "X", "."
#: Names of the maps shipped in ``games/maps`` (the ``map`` option's choices).
SHIPPED = ("duel", "quad")
TOP_KEYS = {"title", "description", "grid", "starts", "specials"}
SPECIAL_KEYS = {"square", "type", "params", "text"}


class MapError(ValueError):
    """A map that cannot be played; the message says where (line, cell or key) and what is allowed."""


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


def _where(line: int | None) -> str:
    return f"line {line}: " if line else ""


def parse_map(text: str, name: str) -> dict[str, Any]:
    """Parse and validate a map's TOML ``text``; ``name`` is what the map is called.

    Returns the map dict described in the module docstring.  Raises
    ``MapError`` naming the line and the cell or key at fault.
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise MapError(f"map {name!r} is not valid TOML: {exc}") from None
    lines = _Lines(text)
    unknown = sorted(set(data) - TOP_KEYS)
    if unknown:
        raise MapError(f"{_where(lines.key(unknown[0]))}unknown key {unknown[0]!r}; a map has "
                       f"the keys {', '.join(sorted(TOP_KEYS))}")
    for key in ("title", "description"):
        if key in data and not isinstance(data[key], str):
            raise MapError(f"{_where(lines.key(key))}{key} must be a string")
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
        raise MapError(f"{_where(grid_line)}the map needs grid = a multi-line string of rows "
                       f"('{WALL}' exterior wall, '{INNER}' interior wall, '{FLOOR}' floor)")
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
        raise MapError(f"{_where(grid_line)}grid has {len(rows)} rows; a map has 2–{MAX_SIZE} rows")
    width = len(rows[0])
    walls: list[str] = []
    inner: list[str] = []
    for r, row in enumerate(rows):
        line = None if first is None else first + r
        if len(row) != width:
            raise MapError(f"{_where(line)}grid row {r + 1} has {len(row)} cells, row 1 has "
                           f"{width}; every row must have the same width")
        if not 2 <= width <= MAX_SIZE:
            raise MapError(f"{_where(line)}grid rows have {width} cells; a map has 2–{MAX_SIZE} "
                           "columns (A–Z)")
        for c, cell in enumerate(row):
            if cell == WALL:
                walls.append(square_name(c, r))
            elif cell == INNER:
                inner.append(square_name(c, r))
            elif cell != FLOOR:
                raise MapError(f"{_where(line)}cell {square_name(c, r)} is {cell!r}; grid cells are "
                               f"'{WALL}' (exterior wall), '{INNER}' (interior wall) or "
                               f"'{FLOOR}' (floor); put starts and specials in [starts] and "
                               "[[specials]]")
    return width, len(rows), walls, inner


def _floor_square(value: Any, shape: dict, where: str, what: str) -> str:
    """``value`` as a canonical square name on the floor, else ``MapError`` (``where`` prefixes)."""
    if not isinstance(value, str):
        raise MapError(f"{where}{what} must be a square name such as \"C3\", not {value!r}")
    try:
        col, row = parse_square(value)
    except ValueError as exc:
        raise MapError(f"{where}{what}: {exc}") from None
    sq = square_name(col, row)
    if not (col < shape["width"] and row < shape["height"]):
        last = square_name(shape["width"] - 1, shape["height"] - 1)
        raise MapError(f"{where}{what} {sq} is off the map (A1..{last})")
    if sq in shape["walls"] or sq in shape["inner"]:
        kind = "an exterior" if sq in shape["walls"] else "an interior"
        raise MapError(f"{where}{what} {sq} is {kind} wall; it must be a floor cell ('{FLOOR}')")
    return sq


def _parse_starts(starts: Any, lines: _Lines, shape: dict) -> dict[str, str]:
    table_line = lines.of(r"\s*\[\s*starts\s*\]")
    if not isinstance(starts, dict) or len(starts) < 2:
        raise MapError(f"{_where(table_line)}the map needs a [starts] table with at least two "
                       "start squares, K1 = \"C3\", K2 = ...")
    found: dict[str, str] = {}
    for label, value in starts.items():
        line = lines.key(label, table_line)
        where = _where(line)
        if not re.fullmatch(r"K[1-9][0-9]?", label):
            raise MapError(f"{where}start key {label!r}: start squares are labelled K1, K2, ...")
        sq = _floor_square(value, shape, where, f"start {label}")
        if sq in found.values():
            other = next(k for k, v in found.items() if v == sq)
            raise MapError(f"{where}start {label} is on {sq}, like {other}; each start needs its "
                           "own square")
        found[label] = sq
    labels = sorted(found, key=lambda k: int(k[1:]))
    expected = [f"K{i}" for i in range(1, len(found) + 1)]
    if labels != expected:
        missing = next(e for e in expected if e not in found)
        raise MapError(f"{_where(table_line)}[starts] must be K1..K{len(found)} without gaps; "
                       f"{missing} is missing")
    return {k: found[k] for k in labels}


def _parse_specials(specials: Any, lines: _Lines, shape: dict,
                    starts: dict[str, str]) -> dict[str, dict]:
    if not isinstance(specials, list):
        raise MapError(f"{_where(lines.key('specials'))}specials must be an array of tables, "
                       "each written [[specials]]")
    module = _specials_module()
    out: dict[str, dict] = {}
    for i, special in enumerate(specials):
        line = lines.special(i)
        where = _where(line) + f"special #{i + 1}: "
        if not isinstance(special, dict):
            raise MapError(f"{where}must be a table with square, type, params and text")
        unknown = sorted(set(special) - SPECIAL_KEYS)
        if unknown:
            raise MapError(f"{_where(lines.key(unknown[0], line))}special #{i + 1}: unknown key "
                           f"{unknown[0]!r}; a special has {', '.join(sorted(SPECIAL_KEYS))}")
        sq_where = _where(lines.key("square", line)) + f"special #{i + 1}: "
        sq = _floor_square(special.get("square"), shape, sq_where, "square")
        if sq in starts.values():
            label = next(k for k, v in starts.items() if v == sq)
            raise MapError(f"{sq_where}square {sq} is start {label}; specials go on other floor "
                           "squares")
        if sq in out:
            raise MapError(f"{sq_where}square {sq} already holds a special; one special per square")
        kind = special.get("type")
        type_where = _where(lines.key("type", line)) + f"special #{i + 1} on {sq}: "
        if not isinstance(kind, int) or isinstance(kind, bool) or not 1 <= kind <= 22:
            raise MapError(f"{type_where}type must be an integer 1..22 (S1..S22), not {kind!r}")
        params = special.get("params", {})
        params_where = _where(lines.key("params", line) or line) + f"special #{i + 1} on {sq} (S{kind}): "
        if not isinstance(params, dict):
            raise MapError(f"{params_where}params must be a table, e.g. params = {{ bonus = 5 }}")
        _check_square_params(params, shape, params_where)
        if module is not None:
            try:
                params = module.validate(kind, params)
            except ValueError as exc:
                raise MapError(f"{params_where}{exc}") from None
        text = special.get("text")
        if text is None:
            text = module.summary({"type": kind, "params": params, "text": ""}) \
                if module is not None else f"S{kind}"
        if not isinstance(text, str) or len(text) > 200:
            raise MapError(f"{_where(lines.key('text', line))}special #{i + 1} on {sq}: text must "
                           "be a string of at most 200 characters")
        out[sq] = {"type": kind, "params": params, "text": text}
    return {sq: out[sq] for sq in sorted(out, key=scan_key)}


def _check_square_params(params: dict, shape: dict, where: str) -> None:
    """Every string parameter (or list item) that reads as a square must be on the map."""
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
                raise MapError(f"{where}params.{key}: {item.upper()} is off the map (A1..{last})")


def map_text(name: str) -> str:
    """The TOML text of the shipped map ``name`` (``MapError`` listing the shipped ones)."""
    if name not in SHIPPED:
        raise MapError(f"no shipped map called {name!r}; maps are: {', '.join(SHIPPED)}")
    return importlib.resources.files("games").joinpath("maps", f"{name}.toml").read_text("utf-8")


def load_map(name: str) -> dict[str, Any]:
    """The shipped map ``name``, parsed and validated (``parse_map``)."""
    return parse_map(map_text(name), name)
