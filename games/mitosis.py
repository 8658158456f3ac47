"""Mitosis, pseudonam's death match of splitting cells on a hexhex5 board.

Seed ``shared/seeds/002_cf5445052a4b1c06.txt``; rulings
``shared/rules/mitosis.md`` (cited below as "rules §Section").

Two seats.  The DMO (death-match opponent, option ``dmo``: seat 1 or 2,
default 2) chooses Red or Blue; Red chooses who places first; the players
alternately place 3 cells each (4 with ``clone``); Blue chooses who splits
first; then each turn the mover splits one of its cells into two new ones on
an opposite pair of its neighbours.  A seat that cannot split loses (with
``grouping`` it passes, and when neither can, the bigger groups win).
Anomalies (rules §Anomalies) are boolean options in any combination:
``barricade``, ``capture``, ``clone``, ``launcher``, ``grouping``,
``triplicate``, ``undo``.

Moves (rules §Notation): ``colour red``, ``first blue``, ``E5`` (place),
``E4 E6`` (split; the parent is implied, ``E5: E4 E6`` also works; three
cells with triplicate), ``active E4`` (clone's secret step), ``undo``.

State layout (all JSON; cells are names such as ``E5``, seats 0 and 1)::

    {"game": "mitosis", "version": 1, "ply": int, "rng": int (walls drawn from it),
     "seats": [name, name], "options": {anomaly: bool, "dmo": 1|2},
     "dmo": seat, "colours": [None | "red" | "blue" per seat],
     "phase": "colour" | "first_place" | "placing" | "first_split" | "splitting"
              | "active" | "over",
     "turn": seat | None,            # who acts now (the DMO, Red, a placer, Blue, a splitter)
     "board": {cell: "red" | "blue" | "wall"},
     "placed": [n, n], "moves_made": [n, n],   # placements; placements + splits
     "active": [[cell], [cell]],     # clone: each seat's active cells (reading order)
     "pending": None | {"parent": cell, "cells": [cell]},  # clone: the split owing its step
     "undos_left": [n, n], "undid": None | seat (just undid; may not undo again yet),
     "history": [entry],             # undo only: the turns since the start, newest last
     "last": None | {"by": seat, "kind": "colour"|"first"|"place"|"split"|"undo", ...},
     "result": None | {"winners": [seat], "reason": str, "groups": None | [[int], [int]]}}

A history entry is ``{"by": seat, "kind": "choice" | "pass"}`` or, for a
placement or split, ``{"by", "kind": "place" | "split", "text": public text,
"board": {cell: its value before the move, or None}}`` plus, with clone,
``"active"`` (both seats' active cells before the move).  An undo pops two
entries and rewinds the board, the counts, the active cells and the turn.

The secret (``clone``) is which of a seat's cells are active: it appears
only in that seat's view (``active``), in its private event notes and in
``pending_secret``; public views, the opponent's view and public event text
never depend on it.

Tests may build positions by editing ``board``, ``phase``, ``turn``,
``colours``, ``placed``, ``moves_made`` and ``active`` of a fresh
``new_state``.
"""

from __future__ import annotations

import json
from typing import Any

from games.base import Event, Game, IllegalMove, Option, State, json_copy
from games.hexgrid import DIRECTIONS, HEXHEX5, HexGrid, hexhex
from games.message import Msg, as_msg, fresh_msg
from games.mitosis_view import MitosisLastMove, MitosisView
from games.rng import drawing

GRID: HexGrid = HEXHEX5
#: Cells each seat places (rules §Placing phase; 4 with clone).
CELLS_EACH = 3
CELLS_EACH_CLONE = 4
#: Walls with barricade (rules §Anomalies).
WALLS = 4
#: Captures stop once both seats have made this many moves (rules §Fine points).
CAPTURE_MOVES = 25
#: Undos per seat with the undo anomaly.
UNDOS = 2

ANOMALIES = ("barricade", "capture", "clone", "launcher", "grouping", "triplicate", "undo")
COLOURS = ("red", "blue")
PHASES = ("colour", "first_place", "placing", "first_split", "splitting", "active", "over")
#: What the seat to move may type, by phase (the active and splitting phases are built).
_HINTS = {"colour": "mitosis-hint-colour", "first_place": "mitosis-hint-first-place",
          "first_split": "mitosis-hint-first-split", "placing": "mitosis-hint-placing"}


def _shown(text: str, limit: int = 24) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "…")


def _either(choices: list[str]) -> Msg | str:
    """One to three typed alternatives (``active E4``, ``E4 E6``) as "a or b (or c)"; the
    alternatives are notation, the "or" is the reader's word."""
    if not choices:
        return Msg("mitosis-none")
    if len(choices) == 1:
        return choices[0]
    if len(choices) == 2:
        return Msg("mitosis-or-two", a=choices[0], b=choices[1])
    return Msg("mitosis-or-three", a=choices[0], b=choices[1], c=", ".join(choices[2:]))


def split_patterns(parent: str, launcher: bool = False, triplicate: bool = False,
                   grid: HexGrid = GRID) -> list[tuple[str, ...]]:
    """Every geometric split of ``parent`` (targets in reading order), ignoring what is on the board.

    Pairs at distance one (rules §Splitting phase), with ``launcher`` also at
    distance two; with ``triplicate`` the 120° triples (at distance two too
    with ``launcher``).
    """
    out: list[tuple[str, ...]] = list(grid.opposite_pairs(parent, 1))
    if launcher:
        out += grid.opposite_pairs(parent, 2)
    if triplicate:
        out += grid.triples(parent, 1)
        if launcher:
            out += grid.triples(parent, 2)
    return out


def free_splits(board: dict[str, str], parent: str, launcher: bool = False,
                triplicate: bool = False, grid: HexGrid = GRID) -> list[tuple[str, ...]]:
    """The splits of ``parent`` whose targets are all empty (no cell, no wall) on ``board``."""
    return [t for t in split_patterns(parent, launcher, triplicate, grid)
            if not any(c in board for c in t)]


def flanked(board: dict[str, str], colour: str, grid: HexGrid = GRID) -> list[str]:
    """Cells not of ``colour`` (and not walls) with ``colour`` on both sides of an opposite pair.

    These are the cells a move by ``colour`` captures (rules §Fine points,
    "Capture is global"); reading order.
    """
    out = []
    for cell, owner in board.items():
        if owner == colour or owner == "wall":
            continue
        for a, b in grid.opposite_pairs(cell, 1):
            if board.get(a) == colour and board.get(b) == colour:
                out.append(cell)
                break
    return grid.sort(out)


def compare_groups(a: list[int], b: list[int]) -> int:
    """Group comparison of rules §Anomalies (grouping): 1 if ``a`` wins, -1 if ``b`` does, 0 if identical.

    Sizes are largest first; the first larger entry wins; a list that runs
    out first loses (Python's list order does exactly this).
    """
    return (a > b) - (a < b)


class Mitosis(Game[MitosisView]):
    """The ``mitosis`` engine: exactly 2 seats, every anomaly as a boolean option."""

    def __init__(self) -> None:
        super().__init__(
            id="mitosis",
            title="Mitosis",
            min_seats=2,
            max_seats=2,
            # 60 s a move plus a 180 s reserve; then the opponent chooses (rules §Clocks).
            default_clock=(60.0, 180.0, "opponent"),
            secret_steps=True,
            summary=Msg("mitosis-summary"),
            options=(
                Option("barricade", bool, False, Msg("mitosis-option-barricade")),
                Option("capture", bool, False, Msg("mitosis-option-capture")),
                Option("clone", bool, False, Msg("mitosis-option-clone")),
                Option("launcher", bool, False, Msg("mitosis-option-launcher")),
                Option("grouping", bool, False, Msg("mitosis-option-grouping")),
                Option("triplicate", bool, False, Msg("mitosis-option-triplicate")),
                Option("undo", bool, False, Msg("mitosis-option-undo")),
                Option("dmo", int, 2, Msg("mitosis-option-dmo"), 1, 2, seat=True),
            ),
        )

    def copy_state(self, state: State) -> State:
        """A deep copy, except that closed history entries are shared.

        Only the newest history entry is ever changed (a move's board diff
        grows until the move is complete); older entries are written once and
        then only read or dropped, so sharing them keeps ``apply`` fast in long
        games with ``undo``.
        """
        new = {k: json_copy(v) for k, v in state.items() if k != "history"}
        history = state.get("history", [])
        new["history"] = history[:-1] + [json_copy(e) for e in history[-1:]]
        return new

    # -- set-up --------------------------------------------------------------------
    def _new(self, seats: list[str], opts: dict[str, Any], seed: int) -> State:
        state: State = {
            "game": self.id, "rng": seed, "seats": seats, "options": dict(opts),
            "dmo": opts["dmo"] - 1, "colours": [None, None],
            "phase": "colour", "turn": opts["dmo"] - 1, "board": {},
            "placed": [0, 0], "moves_made": [0, 0], "active": [[], []], "pending": None,
            "undos_left": [UNDOS, UNDOS] if opts["undo"] else [0, 0], "undid": None,
            "history": [], "last": None, "result": None,
        }
        if opts["barricade"]:
            with drawing(state) as rng:
                for cell in self.draw_walls(rng):
                    state["board"][cell] = "wall"
        return state

    @staticmethod
    def draw_walls(rng, count: int = WALLS, grid: HexGrid = GRID) -> list[str]:
        """``count`` random cells, no two adjacent (rules §Anomalies, barricade); reading order."""
        walls: list[str] = []
        for _ in range(count):
            banned = set(walls)
            for wall in walls:
                banned.update(grid.neighbours(wall))
            walls.append(rng.choice([c for c in grid.cells if c not in banned]))
        return grid.sort(walls)

    def cells_each(self, state: State) -> int:
        """Cells each seat places: 3, or 4 with clone."""
        return CELLS_EACH_CLONE if state["options"]["clone"] else CELLS_EACH

    def max_plies(self, state: State) -> int:
        """Choices, placements, splits (and clone steps), undos and their replays.

        Without captures every split adds a cell, so splits ≤ free cells.
        With captures a seat's cells only fall on the other's moves, so while
        one seat passes the other can split at most once per free cell; this
        bounds the moves before the 25-move cut-off (loosely), after which
        every split adds a cell again.
        """
        opts = state["options"]
        free = len(GRID.cells) - sum(1 for v in state["board"].values() if v == "wall")
        splits = free + (2 * CAPTURE_MOVES + CAPTURE_MOVES * free if opts["capture"] else 0)
        per_split = 2 if opts["clone"] else 1
        undo = 2 * UNDOS * (1 + 2 * per_split) if opts["undo"] else 0
        return 3 + 2 * self.cells_each(state) + splits * per_split + undo

    # -- seats and colours -----------------------------------------------------------
    @staticmethod
    def seat_of(state: State, colour: str) -> int:
        """The seat playing ``colour`` (after the DMO's choice)."""
        return state["colours"].index(colour)

    def _who(self, state: State, seat: int) -> Msg:
        """``'ann (red)'``: a seat's name and, once chosen, its colour."""
        return Msg("mitosis-who", name=state["seats"][seat], colour=state["colours"][seat] or "none")

    # -- queries ------------------------------------------------------------------------
    def to_move(self, state: State) -> list[int]:
        if state["result"] is not None:
            return []
        return [state["turn"]]

    def result(self, state: State) -> dict[str, Any] | None:
        return state["result"]

    def legal_moves(self, state: State, seat: int) -> list[str]:
        """Every legal move text of ``seat`` now (rules §Notation), ``undo`` last when allowed."""
        if seat not in self.to_move(state):
            return []
        phase = state["phase"]
        if phase == "colour":
            return ["colour blue", "colour red"]
        if phase == "active":
            return [f"active {c}" for c in state["pending"]["cells"]]
        if phase in ("first_place", "first_split"):
            moves = ["first blue", "first red"]
        elif phase == "placing":
            moves = self._placements(state, seat)
        else:
            moves = [" ".join(t) for _, t in self._splits(state, seat)]
        if self._undo_refusal(state, seat) is None:
            moves.append("undo")
        return moves

    def legal_moves_complete(self, state: State, seat: int) -> bool:
        """``legal_moves`` lists every legal move (other spellings give the same states)."""
        return True

    def _placements(self, state: State, seat: int) -> list[str]:
        return [c for c in GRID.cells if self._placement_refusal(state, seat, c) is None]

    def _splits(self, state: State, seat: int) -> list[tuple[str, tuple[str, ...]]]:
        """``(parent, targets)`` for every legal split of ``seat``, parents in reading order."""
        opts = state["options"]
        colour = state["colours"][seat]
        board = state["board"]
        parents = state["active"][seat] if opts["clone"] else \
            GRID.sort(c for c, v in board.items() if v == colour)
        out = []
        for parent in parents:
            for targets in free_splits(board, parent, opts["launcher"], opts["triplicate"]):
                out.append((parent, targets))
        return out

    def can_split(self, state: State, seat: int) -> bool:
        """Whether ``seat`` has a legal split now (clone: from an active cell)."""
        opts = state["options"]
        colour = state["colours"][seat]
        board = state["board"]
        parents = state["active"][seat] if opts["clone"] else \
            [c for c, v in board.items() if v == colour]
        return any(free_splits(board, p, opts["launcher"], opts["triplicate"]) for p in parents)

    def captures_live(self, state: State, extra: int = 0) -> bool:
        """Whether a move now still captures: ``capture`` is on and not both seats are at 25 moves.

        ``extra`` is added to the mover's count first (the move being judged
        counts: rules §Fine points, "Counting the 25").
        """
        if not state["options"]["capture"]:
            return False
        made = state["moves_made"]
        seat = state["turn"]
        counts = [made[s] + (extra if s == seat else 0) for s in (0, 1)]
        return min(counts) < CAPTURE_MOVES

    # -- secrets -------------------------------------------------------------------------
    def secrets(self, state: State, seat: int) -> list[str]:
        """With clone, once ``seat`` has split, which of its cells are active (rules §Anomalies).

        Returned in the forms a leak would take: the ``active`` key of the
        seat's JSON view, the line of its text board, and ``active CELL``
        (the secret step).  Before its first split every cell of a seat is
        known to be active, so nothing is secret.
        """
        if not state["options"]["clone"] or state["moves_made"][seat] <= state["placed"][seat]:
            return []
        active = list(state["active"][seat])
        out = [f"active {c}" for c in active]
        if active:
            out = [json.dumps({"active": active})[1:-1], "Your active cells: " + " ".join(active)] + out
        return out

    def pending_secret(self, state: State, seat: int) -> dict[str, Any] | None:
        """With clone, right after ``seat``'s split: choose the active new cell (rules §Notation)."""
        if state["result"] is not None or state["phase"] != "active" or state["turn"] != seat:
            return None
        cells = state["pending"]["cells"]
        return {"prompt": Msg("mitosis-active-prompt", choices=_either([f"active {c}" for c in cells])),
                "min_length": min(len(c) for c in cells),
                "max_length": max(len(f"active {c}") for c in cells)}

    # -- moves ----------------------------------------------------------------------------
    def _apply(self, state: State, seat: int, step: str) -> list[Event]:
        words = step.strip().replace(",", " ").split()
        if not words:
            raise IllegalMove(Msg("mitosis-empty-move", hint=self._hint(state, seat)))
        verb = words[0].lower()
        if verb == "undo" and len(words) == 1:
            return self._undo(state, seat)
        if verb in ("pass", "resign"):
            raise IllegalMove(self._no_pass(state, seat) if verb == "pass" else
                              Msg("mitosis-resign-not-a-move"))
        phase = state["phase"]
        expected = {"colour": ("colour", "color"), "first_place": ("first",),
                    "first_split": ("first",), "active": ("active",)}.get(phase, ())
        if verb in ("colour", "color", "first", "active", "place") and verb not in expected \
                and not (verb == "place" and phase == "placing"):
            raise IllegalMove(Msg("mitosis-not-a-move-now", word=_shown(verb),
                                  hint=self._hint(state, seat)))
        if phase == "colour":
            return self._choose_colour(state, seat, words)
        if phase in ("first_place", "first_split"):
            return self._choose_first(state, seat, words)
        if phase == "placing":
            return self._place(state, seat, words)
        if phase == "active":
            return self._activate(state, seat, words)
        return self._split(state, seat, step)

    def _hint(self, state: State, seat: int) -> Msg:
        """What ``seat`` (to move) may type now."""
        phase = state["phase"]
        if phase == "active":
            return Msg("mitosis-hint-active",
                       choices=_either([f"active {c}" for c in state["pending"]["cells"]]))
        if phase in _HINTS:
            return Msg(_HINTS[phase])
        return Msg("mitosis-hint-split-three" if state["options"]["triplicate"] else "mitosis-hint-split")

    def move_label(self, move: str) -> str:
        """A split names the cell that splits (rules §Notation: ``E5: E4 E6`` is accepted
        too): ``"E4 E6"`` → ``"E5: E4 E6"``; any other move as it is."""
        cells = move.split()
        if len(cells) < 2 or ":" in move or not all(c in GRID.coords for c in cells):
            return move
        parent = GRID.centre_of(cells)
        return f"{parent}: {move}" if parent else move

    def related_moves(self, state: State, seat: int, text: str) -> list[str]:
        """A cell typed alone, in the splitting phase: its splits (the legal moves whose new
        cells centre on it), e.g. ``E5`` → ``["E4 E6", "D4 F5", "D5 F4"]``."""
        cell = text.strip().upper()
        if state.get("phase") != "splitting" or cell not in GRID.coords:
            return []
        return [m for m in self.legal_moves(state, seat)
                if " " in m and GRID.centre_of(m.replace(":", "").split()[-3:]) == cell]

    def _splits_of(self, state: State, seat: int, cell: str) -> Msg:
        """The answer to a lone cell typed as a split: the splits of ``cell``
        (``related_moves``), or why it cannot split."""
        splits = self.related_moves(state, seat, cell)
        if splits:
            # The splits are notation: a comma list in every language.
            return Msg("mitosis-splits-into", cell=cell, splits=", ".join(splits[:8]),
                       more=max(0, len(splits) - 8), example=splits[0])
        owner = state["board"].get(cell)
        if owner != state["colours"][seat]:
            return Msg("mitosis-not-your-cell", cell=cell, hint=self._hint(state, seat))
        if state["options"]["clone"] and cell not in state["active"][seat]:
            return Msg("mitosis-inactive", cell=cell)
        return Msg("mitosis-cannot-split-now", cell=cell, hint=self._hint(state, seat))

    def _no_pass(self, state: State, seat: int) -> Msg:
        if state["options"]["grouping"]:
            return Msg("mitosis-no-pass-grouping", hint=self._hint(state, seat))
        return Msg("mitosis-no-pass", hint=self._hint(state, seat))

    def _colour_word(self, word: str, what: str) -> str:
        colour = {"red": "red", "blue": "blue", "r": "red", "b": "blue"}.get(word.lower())
        if colour is None:
            raise IllegalMove(Msg("mitosis-colour-word", what=what, word=_shown(word)))
        return colour

    def _choose_colour(self, state: State, seat: int, words: list[str]) -> list[Event]:
        """The DMO picks Red or Blue (rules §Seats and the three pre-game choices)."""
        if len(words) != 2 or words[0].lower() not in ("colour", "color"):
            raise IllegalMove(Msg("mitosis-choose-colour"))
        colour = self._colour_word(words[1], "colour")
        other = 1 - seat
        state["colours"][seat] = colour
        state["colours"][other] = "blue" if colour == "red" else "red"
        red = self.seat_of(state, "red")
        state["phase"] = "first_place"
        state["turn"] = red
        state["last"] = {"by": seat, "kind": "colour", "colour": colour}
        self._barrier(state, seat)
        names = state["seats"]
        return [{"type": "colour", "seat": seat, "colour": colour,
                 "text": Msg("mitosis-colours-chosen", dmo=names[seat], colour=colour,
                             other=names[other], other_colour=state["colours"][other],
                             red=names[red])}]

    def _choose_first(self, state: State, seat: int, words: list[str]) -> list[Event]:
        """Red picks the first placer; later Blue picks the first splitter (rules §Seats…)."""
        placing = state["phase"] == "first_place"
        if len(words) != 2 or words[0].lower() != "first":
            raise IllegalMove(Msg("mitosis-first-place-form" if placing else "mitosis-first-split-form"))
        colour = self._colour_word(words[1], "first")
        first = self.seat_of(state, colour)
        state["last"] = {"by": seat, "kind": "first", "colour": colour,
                         "for": "placing" if placing else "splitting"}
        self._barrier(state, seat)
        # Naming the chooser twice ("bob chose: bob places first") reads as an echo.
        if first == seat:
            text = Msg("mitosis-chose-self", who=self._who(state, seat),
                       verb="place" if placing else "split")
        else:
            text = Msg("mitosis-chose-other", who=self._who(state, seat),
                       first=self._who(state, first), verb="place" if placing else "split")
        if placing:
            state["phase"] = "placing"
            state["turn"] = first
            return [{"type": "first", "seat": seat, "colour": colour, "text": text}]
        events: list[Event] = [{"type": "first", "seat": seat, "colour": colour, "text": text}]
        state["phase"] = "splitting"
        return events + self._hand_over(state, first)

    # -- placing -----------------------------------------------------------------------------
    def _placement_refusal(self, state: State, seat: int, cell: str) -> Msg | None:
        """Why ``seat`` may not place on ``cell`` now, or ``None`` (rules §Placing, §Fine points)."""
        board = state["board"]
        if cell in board:
            return Msg("mitosis-place-taken", cell=cell, owner=board[cell])
        if not self.captures_live(state, 1):
            return None
        mine = state["colours"][seat]
        theirs = state["colours"][1 - seat]
        for a, b in GRID.opposite_pairs(cell, 1):
            if board.get(a) == theirs and board.get(b) == theirs:
                return Msg("mitosis-place-flanked", cell=cell, colour=theirs, a=a, b=b)
        for direction in DIRECTIONS:
            near, far = GRID.step(cell, direction, 1), GRID.step(cell, direction, 2)
            if near and far and board.get(near) == theirs and board.get(far) == mine:
                return Msg("mitosis-place-captures", cell=cell, colour=theirs, near=near, far=far)
        return None

    def _place(self, state: State, seat: int, words: list[str]) -> list[Event]:
        """Place one cell on an empty, non-wall cell (rules §Placing phase)."""
        if words[0].lower() == "place":
            words = words[1:]
        if len(words) != 1:
            raise IllegalMove(Msg("mitosis-place-one"))
        cell = GRID.canonical(words[0])
        refusal = self._placement_refusal(state, seat, cell)
        if refusal:
            raise IllegalMove(refusal)
        colour = state["colours"][seat]
        self._begin_move(state, seat, "place", cell)
        self._change(state, cell, colour)
        state["placed"][seat] += 1
        if state["options"]["clone"]:
            state["active"][seat] = GRID.sort(state["active"][seat] + [cell])
        state["last"] = {"by": seat, "kind": "place", "parent": None, "cells": [cell],
                         "captured": [], "text": cell}
        events: list[Event] = [{"type": "placed", "seat": seat, "cell": cell,
                                "text": Msg("mitosis-placed", who=self._who(state, seat), cell=cell)}]
        return events + self._complete(state, seat)

    # -- splitting ------------------------------------------------------------------------------
    def _parse_split(self, state: State, text: str) -> tuple[str | None, list[str]]:
        """``'E5: E4 E6'`` → ``('E5', ['E4', 'E6'])``; ``'e6 e4'`` → ``(None, ['E4', 'E6'])``."""
        head, colon, tail = text.partition(":")
        if colon and ":" in tail:
            raise IllegalMove(Msg("mitosis-split-one-colon"))
        parent_words = head.replace(",", " ").split() if colon else []
        target_words = (tail if colon else head).replace(",", " ").split()
        if colon and len(parent_words) != 1:
            raise IllegalMove(Msg("mitosis-split-one-parent"))
        parent = GRID.canonical(parent_words[0]) if colon else None
        targets = [GRID.canonical(w) for w in target_words]
        return parent, targets

    def _split(self, state: State, seat: int, text: str) -> list[Event]:
        """Split one of your (active) cells (rules §Splitting phase, §Anomalies)."""
        opts = state["options"]
        parent, targets = self._parse_split(state, text)
        most = 3 if opts["triplicate"] else 2
        if len(targets) == 1 and parent is None:
            raise IllegalMove(self._splits_of(state, seat, targets[0]))
        if len(targets) < 2 or len(targets) > 3:
            raise IllegalMove(Msg("mitosis-split-count", most=most, given=len(targets)))
        if len(targets) == 3 and not opts["triplicate"]:
            if parent is None and GRID.centre_of(targets[1:]) == targets[0]:
                raise IllegalMove(Msg("mitosis-split-colon",
                                      example=f"{targets[0]}: {targets[1]} {targets[2]}"))
            raise IllegalMove(Msg("mitosis-split-needs-triplicate"))
        for i, cell in enumerate(targets):
            if cell in targets[:i]:
                raise IllegalMove(Msg("mitosis-split-twice", cell=cell))
        targets = GRID.sort(targets)
        centre = GRID.centre_of(targets)
        if parent is not None and parent in targets:
            raise IllegalMove(Msg("mitosis-split-itself", cell=parent))
        where = parent if parent is not None else centre
        shape = self._shape(where, targets) if where is not None else None
        if where is None or shape is None:
            raise IllegalMove(self._not_a_split(targets, parent))
        distance, _ = shape
        if distance == 2 and not opts["launcher"]:
            raise IllegalMove(Msg("mitosis-split-needs-launcher", cells=" ".join(targets), parent=where))
        parent = where
        board = state["board"]
        colour = state["colours"][seat]
        owner = board.get(parent)
        if owner != colour:
            raise IllegalMove(Msg("mitosis-split-not-yours", parent=parent, cells=" ".join(targets),
                                  owner=owner or "empty", colour=colour))
        if opts["clone"] and parent not in state["active"][seat]:
            raise IllegalMove(Msg("mitosis-inactive", cell=parent))
        for cell in targets:
            if cell in board:
                raise IllegalMove(Msg("mitosis-split-into-taken", parent=parent, cells=" ".join(targets),
                                      cell=cell, owner=board[cell]))
        # Accepted: play it.
        public = f"{parent}: {' '.join(targets)}"
        self._begin_move(state, seat, "split", public)
        self._change(state, parent, None)
        for cell in targets:
            self._change(state, cell, colour)
        state["last"] = {"by": seat, "kind": "split", "parent": parent, "cells": list(targets),
                         "captured": [], "text": public}
        who, cells = self._who(state, seat), " ".join(targets)
        if opts["clone"]:
            state["active"][seat] = [c for c in state["active"][seat] if c != parent]
            state["pending"] = {"parent": parent, "cells": list(targets)}
            state["phase"] = "active"
            return [{"type": "split", "seat": seat, "parent": parent, "cells": list(targets),
                     "text": Msg("mitosis-split-clone", who=who, parent=parent, cells=cells)}]
        events: list[Event] = [{"type": "split", "seat": seat, "parent": parent,
                                "cells": list(targets),
                                "text": Msg("mitosis-split", who=who, parent=parent, cells=cells)}]
        return events + self._complete(state, seat)

    @staticmethod
    def _shape(parent: str, targets: list[str]) -> tuple[int, int] | None:
        """``(distance, count)`` when ``targets`` (reading order) are a split pattern of ``parent``."""
        wanted = tuple(targets)
        for distance in (1, 2):
            if wanted in GRID.opposite_pairs(parent, distance) or \
                    wanted in GRID.triples(parent, distance):
                return distance, len(targets)
        return None

    def _not_a_split(self, targets: list[str], parent: str | None) -> Msg:
        cells = " ".join(targets)
        if parent is not None:
            examples = _either([" ".join(p) for p in GRID.opposite_pairs(parent, 1)])
            return Msg("mitosis-not-a-split-of", cells=cells, parent=parent, examples=examples)
        if len(targets) == 3:
            return Msg("mitosis-not-a-triple", cells=cells)
        return Msg("mitosis-not-opposite", cells=cells)

    def _activate(self, state: State, seat: int, words: list[str]) -> list[Event]:
        """Clone's secret step: mark one new cell active (rules §Notation, §Fine points)."""
        cells = state["pending"]["cells"]
        if words[0].lower() == "active":
            words = words[1:]
        if len(words) != 1:
            raise IllegalMove(Msg("mitosis-active-one", choices=_either([f"active {c}" for c in cells])))
        cell = GRID.canonical(words[0])
        if cell not in cells:
            raise IllegalMove(Msg("mitosis-active-not-new", cell=cell,
                                  choices=_either([f"active {c}" for c in cells])))
        state["active"][seat] = GRID.sort(state["active"][seat] + [cell])
        state["pending"] = None
        state["phase"] = "splitting"
        others = " ".join(c for c in cells if c != cell)
        events: list[Event] = [{
            "type": "active", "seat": seat,
            "text": Msg("mitosis-active-chosen", who=self._who(state, seat)),
            "private": {str(seat): Msg("mitosis-active-secret", cell=cell, others=others)},
        }]
        return events + self._complete(state, seat)

    # -- the end of a move ----------------------------------------------------------------------
    def _complete(self, state: State, seat: int) -> list[Event]:
        """Count the move, capture, and hand the turn on (rules §Fine points)."""
        before = min(state["moves_made"])
        state["moves_made"][seat] += 1
        after = min(state["moves_made"])
        if state["undid"] == seat:
            state["undid"] = None
        events: list[Event] = []
        if state["options"]["capture"] and after < CAPTURE_MOVES:
            events += self._capture(state, seat)
        elif state["options"]["capture"] and before < CAPTURE_MOVES <= after:
            events.append({"type": "captures_over",
                           "text": Msg("mitosis-captures-over", count=CAPTURE_MOVES)})
        if state["phase"] == "placing":
            return events + self._next_placer(state, seat)
        return events + self._hand_over(state, 1 - seat)

    def _capture(self, state: State, seat: int) -> list[Event]:
        """Remove every opponent cell flanked by ``seat``'s cells (capture is global)."""
        colour = state["colours"][seat]
        victim = 1 - seat
        gone = flanked(state["board"], colour)
        if not gone:
            return []
        for cell in gone:
            self._change(state, cell, None)
        if state["options"]["clone"]:
            state["active"][victim] = [c for c in state["active"][victim] if c not in gone]
        if state["last"] is not None:
            state["last"]["captured"] = list(gone)
        return [{"type": "captured", "seat": victim, "cells": list(gone),
                 "text": Msg("mitosis-captured", who=self._who(state, seat),
                             victim=self._who(state, victim), cells=", ".join(gone))}]

    def _next_placer(self, state: State, seat: int) -> list[Event]:
        per = self.cells_each(state)
        other = 1 - seat
        if state["placed"][other] < per:
            state["turn"] = other
            return []
        if state["placed"][seat] < per:
            state["turn"] = seat
            return []
        blue = self.seat_of(state, "blue")
        state["phase"] = "first_split"
        state["turn"] = blue
        return [{"type": "phase", "text": Msg("mitosis-placing-over", who=self._who(state, blue))}]

    def _hand_over(self, state: State, seat: int) -> list[Event]:
        """Give ``seat`` the turn to split; if it cannot, it loses (or passes with grouping)."""
        if self.can_split(state, seat):
            state["phase"] = "splitting"
            state["turn"] = seat
            return []
        other = 1 - seat
        if not state["options"]["grouping"]:
            return self._finish(state, [other], Msg("mitosis-cannot-split", who=self._who(state, seat)),
                                None)
        events: list[Event] = [{"type": "passed", "seat": seat,
                                "text": Msg("mitosis-passes", who=self._who(state, seat))}]
        self._barrier(state, seat, "pass")
        if self.can_split(state, other):
            state["phase"] = "splitting"
            state["turn"] = other
            return events
        return events + self._group_finish(state)

    def _group_finish(self, state: State) -> list[Event]:
        """Neither can split: compare group sizes, the DMO wins identical lists (rules §Anomalies)."""
        board = state["board"]
        sizes = [GRID.group_sizes([c for c, v in board.items() if v == state["colours"][s]])
                 for s in (0, 1)]
        order = compare_groups(sizes[0], sizes[1])
        texts = [Msg("mitosis-group-sizes", who=self._who(state, s),
                     sizes="+".join(map(str, sizes[s])) or Msg("mitosis-no-cells"))
                 for s in (0, 1)]
        if order == 0:
            winner = state["dmo"]
            why = Msg("mitosis-groups-identical")
        else:
            winner = 0 if order > 0 else 1
            a, b = sizes[winner], sizes[1 - winner]
            i = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), None)
            why = (Msg("mitosis-groups-larger", number=i + 1, mine=a[i], theirs=b[i]) if i is not None
                   else Msg("mitosis-groups-run-out", who=self._who(state, 1 - winner)))
        reason = Msg("mitosis-groups-decide", first=texts[0], second=texts[1], why=why)
        return self._finish(state, [winner], reason, sizes)

    def _finish(self, state: State, winners: list[int], reason: Msg,
                groups: list[list[int]] | None) -> list[Event]:
        state["phase"] = "over"
        state["turn"] = None
        state["pending"] = None
        state["result"] = {"winners": sorted(winners), "reason": reason, "groups": groups}
        who = [self._who(state, s) for s in sorted(winners)]
        return [{"type": "result", "winners": sorted(winners),
                 "text": Msg("mitosis-wins", who=who, count=len(who), reason=reason)}]

    def _resign(self, state: State, seat: int) -> list[Event]:
        """The resigning seat loses at once; the other wins."""
        if not isinstance(seat, int) or seat not in (0, 1):
            raise IllegalMove(Msg("move-no-such-seat"))
        events: list[Event] = [{"type": "resigned", "seat": seat,
                                "text": Msg("mitosis-resigned", who=self._who(state, seat))}]
        return events + self._finish(state, [1 - seat], Msg("mitosis-resigned", who=state["seats"][seat]),
                                     None)

    # -- undo ----------------------------------------------------------------------------------
    def _begin_move(self, state: State, seat: int, kind: str, text: str) -> None:
        """Open the history entry of a placement or split (undo only)."""
        if state["options"]["undo"]:
            entry = {"by": seat, "kind": kind, "text": text, "board": {}}
            if state["options"]["clone"]:
                entry["active"] = json_copy(state["active"])
            state["history"].append(entry)

    def _barrier(self, state: State, seat: int, kind: str = "choice") -> None:
        """A choice or an automatic pass: undo does not reach across it."""
        if state["options"]["undo"]:
            state["history"].append({"by": seat, "kind": kind})

    def _change(self, state: State, cell: str, value: str | None) -> None:
        """Set (or clear, with ``None``) ``cell``, remembering its old value for undo."""
        board = state["board"]
        if state["options"]["undo"] and state["history"]:
            diff = state["history"][-1].get("board")
            if diff is not None and cell not in diff:
                diff[cell] = board.get(cell)
        if value is None:
            board.pop(cell, None)
        else:
            board[cell] = value

    def _undo_refusal(self, state: State, seat: int) -> Msg | None:
        """Why ``seat`` may not undo now, or ``None`` (rules §Anomalies, §Fine points)."""
        if not state["options"]["undo"]:
            return Msg("mitosis-undo-off")
        if state["undos_left"][seat] <= 0:
            return Msg("mitosis-undo-used", count=UNDOS)
        if state["phase"] == "active":
            return Msg("mitosis-undo-finish-split", hint=self._hint(state, seat))
        if state["phase"] in ("colour", "first_place"):
            return Msg("mitosis-undo-nothing-yet", hint=self._hint(state, seat))
        if state["undid"] == seat:
            return Msg("mitosis-undo-just-undone")
        return self._undo_history_refusal(state, seat)

    def _undo_history_refusal(self, state: State, seat: int) -> Msg | None:
        """Why the last two moves in the history are not a pair ``seat`` may take back
        (theirs after one of ``seat``'s own), or ``None`` (rules §Anomalies, §Fine points)."""
        history = state["history"]
        last = history[-1] if history else None
        if last is None or last["kind"] == "choice":
            return Msg("mitosis-undo-after-choice", hint=self._hint(state, seat))
        if last["kind"] == "pass":
            return Msg("mitosis-undo-after-pass", hint=self._hint(state, seat))
        before = history[-2] if len(history) > 1 else None
        if last["by"] == seat:
            return Msg("mitosis-undo-no-pair")
        if before is None or before["kind"] == "choice":
            return Msg("mitosis-undo-no-own-move", hint=self._hint(state, seat))
        if before["kind"] == "pass":
            return Msg("mitosis-undo-theirs-after-pass", hint=self._hint(state, seat))
        if before["by"] != seat:
            return Msg("mitosis-undo-no-pair")
        return None

    def _undo(self, state: State, seat: int) -> list[Event]:
        """Take back the opponent's last move and your own before it; you move again."""
        refusal = self._undo_refusal(state, seat)
        if refusal:
            raise IllegalMove(refusal)
        theirs, mine = state["history"][-1], state["history"][-2]
        board = state["board"]
        for entry in (theirs, mine):
            for cell, value in entry["board"].items():
                if value is None:
                    board.pop(cell, None)
                else:
                    board[cell] = value
        for entry in (theirs, mine):
            state["moves_made"][entry["by"]] -= 1
            if entry["kind"] == "place":
                state["placed"][entry["by"]] -= 1
        if "active" in mine:
            state["active"] = json_copy(mine["active"])
        state["phase"] = "placing" if mine["kind"] == "place" else "splitting"
        state["turn"] = seat
        state["pending"] = None
        del state["history"][-2:]
        state["undos_left"][seat] -= 1
        state["undid"] = seat
        state["last"] = {"by": seat, "kind": "undo", "parent": None, "cells": [], "captured": [],
                         "text": "undo", "undone": [theirs["text"], mine["text"]]}
        left = state["undos_left"][seat]
        name = self._who(state, seat)
        other = self._who(state, 1 - seat)
        return [{"type": "undo", "seat": seat,
                 "text": Msg("mitosis-undone", who=name, other=other, theirs=theirs["text"],
                             mine=mine["text"], left=left)}]

    # -- views ---------------------------------------------------------------------------------
    def own_undo(self, state: State) -> bool:
        """With the ``undo`` anomaly, ``/undo`` is this game's own move (rules §Anomalies)."""
        return bool(state["options"]["undo"])

    def random_move(self, state: State, seat: int, rng) -> str:
        """A random legal move, never ``undo``: the host playing for an absent seat must not
        spend its undos (clock time-outs, zombies)."""
        moves = [m for m in self.legal_moves(state, seat) if m != "undo"] or self.legal_moves(state, seat)
        if not moves:
            raise IllegalMove(Msg("move-none-legal"))
        return rng.choice(moves)

    def view(self, state: State, seat: int | None = None) -> MitosisView:
        """JSON view (rules §Notation, "JSON view keys").

        The rulings' keys: ``cells`` (occupied cell → ``red`` / ``blue`` /
        ``wall``, reading order), ``active`` (clone only, and only in that
        seat's own view: its active cells), ``phase`` (one of ``PHASES``),
        ``undos_left`` and ``moves_made`` (name → count), ``to_move``
        (names), ``result`` (``None`` or ``winners`` as names, ``reason``,
        ``groups``: name → group sizes when grouping decided it, else ``None``).

        Also: ``game``, ``seats``, ``viewer``, ``dmo`` (name), ``colours``
        (name → ``red`` / ``blue`` / ``None`` before the choice), ``side`` (5),
        ``anomalies`` (the options on, in rules order), ``placed`` (name →
        count), ``cells_each`` (3 or 4), ``captures_live`` (a move now still
        captures), ``last_move`` (``None`` or ``by``, ``kind`` colour / first
        / place / split / undo, ``text``, ``parent``, ``cells`` (new cells),
        ``captured``, and ``colour`` for choices, ``undone`` for an undo).
        """
        names = state["seats"]
        board = state["board"]
        last = state["last"]
        result = state["result"]
        opts = state["options"]
        view: MitosisView = {
            "game": self.id,
            "seats": list(names),
            "viewer": names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else None,
            "dmo": names[state["dmo"]],
            "colours": {names[s]: state["colours"][s] for s in (0, 1)},
            "side": GRID.side,
            "anomalies": [a for a in ANOMALIES if opts[a]],
            "phase": state["phase"],
            "cells": {c: board[c] for c in GRID.sort(board)},
            "to_move": self.names(state, self.to_move(state)),
            "moves_made": {names[s]: state["moves_made"][s] for s in (0, 1)},
            "undos_left": {names[s]: state["undos_left"][s] for s in (0, 1)},
            "placed": {names[s]: state["placed"][s] for s in (0, 1)},
            "cells_each": self.cells_each(state),
            "captures_live": result is None and self.captures_live(state, 1),
            "last_move": None,
            "result": None,
        }
        if opts["clone"] and isinstance(seat, int) and 0 <= seat < len(names):
            view["active"] = list(state["active"][seat])
        if last is not None:
            move: MitosisLastMove = {"by": names[last["by"]], "kind": last["kind"],
                                    "text": last.get("text"), "parent": last.get("parent"),
                                    "cells": list(last.get("cells", [])),
                                    "captured": list(last.get("captured", []))}
            if "colour" in last:
                move["colour"] = last["colour"]
            if "undone" in last:
                move["undone"] = list(last["undone"])
            view["last_move"] = move
        if result is not None:
            groups = result.get("groups")
            view["result"] = {"winners": self.names(state, result["winners"]),
                              "reason": fresh_msg(result["reason"]),
                              "groups": None if groups is None else
                              {names[s]: list(groups[s]) for s in (0, 1)}}
        return view

    def describe(self, view: MitosisView) -> list[Msg | str]:
        """A text hex board (row letters left, cell ranges right), lists of cells, whose turn:
        its lines, the board rows as text and the others as messages (``i18n.text`` words
        them, one per line).

        ``R``/``B`` are red and blue cells, ``#`` walls, ``.`` empty; in a
        seat's own view with clone its inactive cells are lower case.
        """
        grid = hexhex(view.get("side", GRID.side))
        cells = view["cells"]
        viewer = view.get("viewer")
        mine = view["colours"].get(viewer) if viewer else None
        active = set(view["active"]) if "active" in view else None
        widest = max(len(r) for r in grid.rows)
        lines: list[Msg | str] = []
        # Anomalies are option names (keywords): a comma list in every language.
        anomalies = ", ".join(view.get("anomalies", [])) or Msg("mitosis-none")
        lines.append(Msg("mitosis-board-title", side=str(grid.side), anomalies=anomalies))
        for letter, row in zip(grid.row_letters, grid.rows, strict=True):
            tokens = []
            for cell in row:
                value = cells.get(cell)
                token = {"red": "R", "blue": "B", "wall": "#"}.get(value or "", ".")
                if active is not None and value == mine and cell not in active:
                    token = token.lower()
                tokens.append(token)
            pad = " " * (2 * (widest - len(row)))
            lines.append(f"{letter}  {pad}{'   '.join(tokens)}{pad}  {row[0]}–{row[-1]}".rstrip())
        for name in view["seats"]:
            colour = view["colours"].get(name)
            owned = [c for c, v in cells.items() if colour and v == colour]
            undos = view["undos_left"][name] if "undo" in view["anomalies"] else -1
            lines.append(Msg("mitosis-board-seat", colour=colour or "none", name=name,
                             dmo="yes" if name == view["dmo"] else "no", count=len(owned),
                             cells="".join(f" {c}" for c in owned),
                             moves=view["moves_made"][name], undos=undos))
        walls = [c for c, v in cells.items() if v == "wall"]
        if walls:
            lines.append(Msg("mitosis-board-walls", cells=" ".join(walls)))
        if active is not None:
            lines.append(Msg("mitosis-board-active", cells=" ".join(view["active"]) or Msg("mitosis-none")))
        last = view.get("last_move")
        if last:
            if last["kind"] == "colour":
                lines.append(Msg("mitosis-last-colour", who=last["by"], colour=last["colour"]))
            elif last["kind"] == "first":
                lines.append(Msg("mitosis-last-first", who=last["by"], colour=last["colour"]))
            elif last["kind"] == "place":
                lines.append(Msg("mitosis-last-place", who=last["by"], cell=last["cells"][0]))
            elif last["kind"] == "split":
                lines.append(Msg("mitosis-last-split", who=last["by"], parent=last["parent"],
                                 cells=" ".join(last["cells"])))
            else:
                lines.append(Msg("mitosis-last-undo", who=last["by"], undone=list(last.get("undone", []))))
            if last["captured"]:
                lines.append(Msg("mitosis-board-captured", cells=" ".join(last["captured"])))
        result = view["result"]
        if result:
            lines.append(Msg("mitosis-board-result", winners=list(result["winners"]),
                             reason=as_msg(result["reason"])))
        else:
            lines.append(Msg("mitosis-board-to-move", who=", ".join(view["to_move"]),
                             phase=view["phase"], each=view["cells_each"]))
        return lines
