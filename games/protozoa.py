"""Protozoa, Kerin Schiesser's Icehouse game of cell colonies.

Seed ``shared/seeds/004_dea4af412b9d0370.txt``; rulings
``shared/rules/protozoa.md`` (cited below as "rules §Section").

2–4 seats on an 8×8 board, one Icehouse colour each with a stash of 15
pieces.  A turn places a stash piece or mutates a piece one size; then every
piece is judged at once by its number of neighbours (the cull), the unhappy
ones go back to their owners' stashes (the bury), and a seat whose colour
has a connected group (8-connected) of 15 pips or more wins.

State layout (all JSON; squares are algebraic names, pieces ``R2``)::

    {"game": "protozoa", "version": 1, "ply": int, "rng": int (unused: no chance),
     "seats": [name], "options": {"teams": bool, "team_setup": None|"pawns"|"drones",
                                  "max_turns": int},
     "colours": [colour letter per seat, e.g. "R", "B"],
     "board": {square: piece},                  # e.g. {"d5": "R1", "e5": "B1"}
     "stashes": {colour: {"1": n, "2": n, "3": n}},   # pips (as text) -> pieces left
     "to_play": seat,                           # whose turn it is (while running)
     "turns": int,                              # turns played so far, passes included
     "dying": [square],                         # culled on the last turn, sorted
     "culled": {square: piece},                 # what those squares held
     "last": None | {"by": seat, "kind": "place"|"mutate"|"pass",
                     "square": square|None, "piece": piece|None, "from": piece|None},
     "out": [bool], "resigned": [seat, in order of resignation],
     "result": None | {"winners": [seat], "reason": str, "ranks": [int per seat],
                       "group": [square] (the winning group; [] for a draw)}}

Tests may build positions by editing ``board``, ``stashes``, ``to_play`` and
``turns`` of a fresh ``new_state`` (per colour and size, stash plus pieces on
the board should stay at 5 or fewer; nothing else needs adjusting).
"""

from __future__ import annotations

from typing import Any

from games.base import BadOptions, Event, Game, IllegalMove, Option, State, json_copy
from games.grid import (
    NotationError,
    all_squares,
    canonical_square,
    groups,
    is_square,
    neighbour_table,
    parse_piece,
    parse_pips,
    piece_parts,
    square_key,
)
from games.message import Msg, as_msg, fresh_msg
from games.protozoa_view import ProtozoaGroup, ProtozoaView
from games.text import draw_msg

#: Inclusive happy range of neighbours per size (rules §A turn, 2. Cull).
HAPPY = {1: (1, 3), 2: (3, 5), 3: (5, 7)}
#: Pips a single own-colour group needs to win (rules §A turn, 4. Win).
WIN_PIPS = 15
#: Pieces of each size in a full stash.
PER_SIZE = 5

#: Colours by seat count (rules §Seats and set-up).
SEAT_COLOURS = {2: "RB", 3: "RYB", 4: "RYGB"}
#: Start squares per colour and seat count (rules §Seats and set-up).
START: dict[int, dict[str, tuple[str, ...]]] = {
    2: {"R": ("d5", "e4"), "B": ("e5", "d4")},
    3: {"R": ("d5",), "Y": ("e5",), "B": ("e4",)},
    4: {"R": ("d5",), "Y": ("e5",), "G": ("e4",), "B": ("d4",)},
}

#: State keys holding immutable values, and keys ``copy_state`` copies by their known shape.
_SCALARS = frozenset({"game", "version", "ply", "rng", "to_play", "turns"})
_SHAPED = frozenset({"board", "stashes", "culled", "last"})

SQUARES = all_squares()
NEIGHBOURS = neighbour_table()

MOVES_HELP = Msg("protozoa-moves-help")


# -- pure rules helpers --------------------------------------------------------------


def neighbour_count(board: dict[str, str], square: str) -> int:
    """Pieces on the (up to) eight squares around ``square``, any colour or size (rules §A turn, 2)."""
    return sum(1 for n in NEIGHBOURS[square] if n in board)


def is_happy(pips: int, count: int) -> bool:
    """Whether a piece of ``pips`` with ``count`` neighbours survives the cull (ranges inclusive)."""
    low, high = HAPPY[pips]
    return low <= count <= high


def cull(board: dict[str, str]) -> dict[str, int]:
    """The dying pieces of ``board``: square → its neighbour count (rules §A turn, 2. Cull).

    Every piece is judged on the board as it stands, so a dying piece still
    counts as a neighbour of the others; nothing is removed here (no cascade).
    """
    dying = {}
    for square, piece in board.items():
        count = neighbour_count(board, square)
        if not is_happy(piece_parts(piece)[1], count):
            dying[square] = count
    return dying


def colour_groups(board: dict[str, str], colour: str) -> list[tuple[int, list[str]]]:
    """Every 8-connected group of ``colour`` as ``(pips, squares)``, largest pip total first.

    Equal totals keep the order of their first square (``grid.groups``).
    """
    found = [(sum(piece_parts(board[s])[1] for s in group), group)
             for group in groups([s for s, p in board.items() if p[0] == colour])]
    return sorted(found, key=lambda item: -item[0])


def largest_group(board: dict[str, str], colour: str) -> tuple[int, list[str]]:
    """``(pips, squares)`` of ``colour``'s biggest group by pips; ``(0, [])`` with no pieces."""
    found = colour_groups(board, colour)
    return found[0] if found else (0, [])


def stash_text(stash: dict[str, int]) -> str | Msg:
    """``{"1": 3, "2": 1, "3": 0}`` → ``'1×2, 3×1'`` (count × pips, largest first, a notation);
    an empty stash is the message ``protozoa-stash-empty``."""
    parts = [f"{stash[str(p)]}×{p}" for p in (3, 2, 1) if stash[str(p)]]
    return ", ".join(parts) if parts else Msg("protozoa-stash-empty")


def _shown(text: str, limit: int = 24) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "…")


class Protozoa(Game[ProtozoaView]):
    """The ``protozoa`` engine: 2–4 seats, teams for four (rules §Seats and set-up)."""

    #: Pips a colony needs to win; a class attribute so tests can play short random games.
    win_pips = WIN_PIPS

    def __init__(self) -> None:
        super().__init__(
            id="protozoa",
            title="Protozoa",
            min_seats=2,
            max_seats=4,
            # A day per turn; a seat that lets it run out passes (its turn
            # still culls, like any pass: rules §Fine points).
            default_clock=(86400.0, 0.0, "pass"),
            summary=Msg("protozoa-summary"),
            options=(
                Option("teams", bool, False, Msg("protozoa-option-teams")),
                Option("team_setup", str, None, Msg("protozoa-option-team-setup"),
                       choices=("pawns", "drones")),
                Option("max_turns", int, 300, Msg("protozoa-option-max-turns"), 1, 1000),
            ),
        )

    def copy_state(self, state: State) -> State:
        """A deep copy that knows the layout (module docstring): ~20× faster than deepcopy.

        Keys it does not know are copied with ``json_copy``.
        """
        new = {k: (v if k in _SCALARS else json_copy(v)) for k, v in state.items()
               if k not in _SHAPED}
        new["board"] = dict(state["board"])
        new["stashes"] = {c: dict(stash) for c, stash in state["stashes"].items()}
        new["culled"] = dict(state["culled"])
        new["last"] = None if state["last"] is None else dict(state["last"])
        return new

    # -- options and set-up ----------------------------------------------------------
    def _check_options(self, seats: int, opts: dict[str, Any]) -> None:
        """rules §Fine points: ``teams`` needs 4 seats, ``team_setup`` needs ``teams``."""
        if opts["teams"] and seats != 4:
            raise BadOptions(Msg("protozoa-teams-need-four", seats=seats))
        if opts["team_setup"] is not None and not opts["teams"]:
            raise BadOptions(Msg("protozoa-team-setup-needs-teams"))

    def _new(self, seats: list[str], opts: dict[str, Any], seed: int) -> State:
        n = len(seats)
        self._check_options(n, opts)
        colours = list(SEAT_COLOURS[n])
        start_pips = 2 if opts["teams"] and opts["team_setup"] == "drones" else 1
        board: dict[str, str] = {}
        stashes = {c: {"1": PER_SIZE, "2": PER_SIZE, "3": PER_SIZE} for c in colours}
        for colour, squares in START[n].items():
            for square in squares:
                board[square] = f"{colour}{start_pips}"
                stashes[colour][str(start_pips)] -= 1
        return {
            "game": self.id, "rng": seed, "seats": seats, "options": dict(opts),
            "colours": colours, "board": board, "stashes": stashes,
            "to_play": 0, "turns": 0, "dying": [], "culled": {}, "last": None,
            "out": [False] * n, "resigned": [], "result": None,
        }

    def max_plies(self, state: State) -> int:
        """One ply is one turn (passes included); ``max_turns`` turns end the game (rules §A turn, 5)."""
        return max(0, state["options"]["max_turns"] - state["turns"])

    # -- seats, colours, partners -----------------------------------------------------
    def teams(self, options: dict[str, Any], seats: int) -> list[list[int]] | None:
        """R+G against Y+B: seats 1+3 and 2+4 (rules §Seats and set-up), with ``teams`` and 4 seats."""
        return [[0, 2], [1, 3]] if options.get("teams") and seats == 4 else None

    @staticmethod
    def partner(state: State, seat: int) -> int | None:
        """The seat's partner in a team game (R+G, Y+B: seats 0+2 and 1+3), else ``None``."""
        if not state["options"]["teams"]:
            return None
        return (seat + 2) % 4

    def _team(self, state: State, seat: int) -> list[int]:
        mate = self.partner(state, seat)
        return sorted([seat] if mate is None else [seat, mate])

    def _owner(self, state: State, colour: str) -> int:
        return state["colours"].index(colour)

    # -- queries -----------------------------------------------------------------------
    def to_move(self, state: State) -> list[int]:
        if state["result"] is not None:
            return []
        return [state["to_play"]]

    def result(self, state: State) -> dict[str, Any] | None:
        return state["result"]

    def legal_moves(self, state: State, seat: int) -> list[str]:
        """Every place and mutate for ``seat``, or ``['pass']`` when there is none (rules §A turn, 5)."""
        if seat not in self.to_move(state):
            return []
        moves = self._moves(state, seat)
        return moves or ["pass"]

    def legal_moves_complete(self, state: State, seat: int) -> bool:
        """``legal_moves`` lists every legal move (for the conformance test)."""
        return True

    def _moves(self, state: State, seat: int) -> list[str]:
        board = state["board"]
        colour = state["colours"][seat]
        stash = state["stashes"][colour]
        empty = [s for s in SQUARES if s not in board]
        moves = [f"place {p} {s}" for p in (1, 2, 3) if stash[str(p)] for s in empty]
        mine = {state["colours"][s] for s in self._team(state, seat)}
        for square in sorted(board, key=square_key):
            owner_colour, pips = piece_parts(board[square])
            if owner_colour not in mine:
                continue
            owner_stash = state["stashes"][owner_colour]
            if pips < 3 and owner_stash[str(pips + 1)]:
                moves.append(f"mutate {square} up")
            if pips > 1 and owner_stash[str(pips - 1)]:
                moves.append(f"mutate {square} down")
        return moves

    # -- moves ---------------------------------------------------------------------------
    def _apply(self, state: State, seat: int, step: str) -> list[Event]:
        words = step.strip().lower().split()
        if not words:
            raise IllegalMove(Msg("protozoa-empty-move", help=MOVES_HELP))
        verb, args = words[0], words[1:]
        if verb == "place":
            return self._place(state, seat, args)
        if verb == "mutate":
            return self._mutate(state, seat, args)
        if verb == "pass":
            if args:
                raise IllegalMove(Msg("protozoa-pass-alone"))
            return self._pass(state, seat)
        raise IllegalMove(Msg("protozoa-not-a-move", word=_shown(step.strip()), help=MOVES_HELP))

    def _no_pieces(self, state: State, seat: int, colour: str, pips: int) -> IllegalMove:
        stash = state["stashes"][colour]
        if colour == state["colours"][seat]:
            return IllegalMove(Msg("protozoa-no-pieces", pips=pips, stash=stash_text(stash)))
        owner = state["seats"][self._owner(state, colour)]
        return IllegalMove(Msg("protozoa-partner-no-pieces", partner=owner, colour=colour, pips=pips,
                               stash=stash_text(stash)))

    def _place(self, state: State, seat: int, args: list[str]) -> list[Event]:
        """Place a stash piece on an empty square (rules §A turn, 1; §Notation).

        ``place 3 c4``, ``place L c4``, ``place c4 3`` and ``place R3 c4`` (your
        own colour) are accepted.
        """
        if len(args) != 2:
            raise IllegalMove(Msg("protozoa-place-form"))
        size_word, square_word = args
        if is_square(size_word) and not is_square(square_word):
            size_word, square_word = square_word, size_word  # "place c4 3"
        square = canonical_square(square_word)
        colour = state["colours"][seat]
        if len(size_word) == 2 and size_word[0] in "rygb":
            given, pips = parse_piece(size_word, "".join(state["colours"]))
            if given != colour:
                if given == self._colour_of_partner(state, seat):
                    raise IllegalMove(Msg("protozoa-place-partner-colour", given=given, colour=colour))
                raise IllegalMove(Msg("protozoa-place-other-colour", given=given, colour=colour))
        else:
            pips = parse_pips(size_word)
        board = state["board"]
        if square in board:
            raise IllegalMove(Msg("protozoa-place-occupied", square=square, piece=board[square]))
        if not state["stashes"][colour][str(pips)]:
            raise self._no_pieces(state, seat, colour, pips)
        piece = f"{colour}{pips}"
        board[square] = piece
        state["stashes"][colour][str(pips)] -= 1
        state["last"] = {"by": seat, "kind": "place", "square": square, "piece": piece, "from": None}
        name = state["seats"][seat]
        events: list[Event] = [{"type": "placed", "seat": seat, "square": square, "piece": piece,
                                "text": Msg("protozoa-placed", who=name, piece=piece, square=square)}]
        return events + self._end_turn(state, seat)

    def _colour_of_partner(self, state: State, seat: int) -> str | None:
        mate = self.partner(state, seat)
        return None if mate is None else state["colours"][mate]

    def _mutate(self, state: State, seat: int, args: list[str]) -> list[Event]:
        """Swap a piece for one a size up or down from its owner's stash (rules §A turn, 1).

        Your own pieces, or in team games your partner's (with the partner's
        stash).  ``mutate c4 up|down`` or ``mutate c4 N`` (the new size).
        """
        if len(args) != 2:
            raise IllegalMove(Msg("protozoa-mutate-form"))
        square = canonical_square(args[0])
        board = state["board"]
        if square not in board:
            raise IllegalMove(Msg("protozoa-mutate-empty", square=square))
        piece = board[square]
        colour, pips = piece_parts(piece)
        own = state["colours"][seat]
        mate_colour = self._colour_of_partner(state, seat)
        if colour not in (own, mate_colour):
            raise IllegalMove(Msg("protozoa-mutate-not-yours", square=square, piece=piece, own=own,
                                  partner=mate_colour or "none"))
        how = args[1]
        if how in ("up", "down"):
            new_pips = pips + (1 if how == "up" else -1)
            if not 1 <= new_pips <= 3:
                raise IllegalMove(Msg("protozoa-mutate-cannot", square=square, pips=pips, piece=piece,
                                      how=how))
        else:
            try:
                new_pips = parse_pips(how)
            except NotationError:
                raise IllegalMove(Msg("protozoa-mutate-how", square=square, word=_shown(how))) from None
            if new_pips == pips:
                raise IllegalMove(Msg("protozoa-mutate-same", square=square, pips=pips, piece=piece))
            if abs(new_pips - pips) > 1:
                raise IllegalMove(Msg("protozoa-mutate-one-size", square=square, pips=pips, piece=piece))
        stash = state["stashes"][colour]
        if not stash[str(new_pips)]:
            raise self._no_pieces(state, seat, colour, new_pips)
        new_piece = f"{colour}{new_pips}"
        stash[str(new_pips)] -= 1
        stash[str(pips)] += 1
        board[square] = new_piece
        state["last"] = {"by": seat, "kind": "mutate", "square": square, "piece": new_piece,
                         "from": piece}
        name = state["seats"][seat]
        text = (Msg("protozoa-mutated", who=name, piece=piece, square=square, new=new_piece)
                if colour == own else
                Msg("protozoa-mutated-partner", who=name, piece=piece, square=square, new=new_piece,
                    partner=state["seats"][self._owner(state, colour)]))
        events: list[Event] = [{"type": "mutated", "seat": seat, "square": square,
                                "piece": new_piece, "from": piece, "text": text}]
        return events + self._end_turn(state, seat)

    def _pass(self, state: State, seat: int) -> list[Event]:
        """A seat with no place or mutate passes; the turn still culls (rules §Fine points)."""
        moves = self._moves(state, seat)
        if moves:
            raise IllegalMove(Msg("protozoa-pass-refused", example=moves[0]))
        state["last"] = {"by": seat, "kind": "pass", "square": None, "piece": None, "from": None}
        events: list[Event] = [{"type": "passed", "seat": seat,
                                "text": Msg("protozoa-passes", who=state["seats"][seat])}]
        return events + self._end_turn(state, seat)

    def _skip(self, state: State, seat: int) -> list[Event]:
        """Clock policy "pass": the seat loses its move, but the turn still culls and counts."""
        state["last"] = {"by": seat, "kind": "pass", "square": None, "piece": None, "from": None}
        events: list[Event] = [{"type": "passed", "seat": seat,
                                "text": Msg("protozoa-loses-turn", who=state["seats"][seat])}]
        return events + self._end_turn(state, seat)

    # -- the rest of a turn --------------------------------------------------------------
    def _end_turn(self, state: State, seat: int) -> list[Event]:
        """Cull, bury, test for a win, count the turn, pass play on (rules §A turn, 2–5)."""
        board = state["board"]
        dying = cull(board)
        events: list[Event] = []
        culled = {}
        for square in sorted(dying, key=square_key):
            piece = board.pop(square)
            culled[square] = piece
            colour, pips = piece_parts(piece)
            state["stashes"][colour][str(pips)] += 1
            low, high = HAPPY[pips]
            count = dying[square]
            events.append({"type": "died", "square": square, "piece": piece, "neighbours": count,
                           "text": Msg("protozoa-died", piece=piece, square=square, count=count,
                                       pips=pips, low=low, high=high)})
        state["dying"] = sorted(culled, key=square_key)
        state["culled"] = culled
        state["turns"] += 1
        won = self._winning_group(state, seat)
        if won is not None:
            winner, pips, squares = won
            team = self._team(state, winner)
            names = [state["seats"][s] for s in team]
            colour = state["colours"][winner]
            reason = Msg("protozoa-colony", who=state["seats"][winner], colour=colour, pips=pips,
                         squares=", ".join(squares))
            return events + self._finish(state, team, reason, squares,
                                         Msg("protozoa-wins", who=names, count=len(names), reason=reason))
        limit = state["options"]["max_turns"]
        if state["turns"] >= limit:
            return events + self._finish(state, [], Msg("protozoa-no-winner", count=limit), [],
                                         draw_msg(Msg("protozoa-turns-played", count=limit)))
        self._advance(state)
        return events

    def _winning_group(self, state: State, mover: int) -> tuple[int, int, list[str]] | None:
        """The first seat with a ≥ 15-pip group, mover first, then in turn order (rules §A turn, 4)."""
        n = len(state["seats"])
        board = state["board"]
        totals: dict[str, int] = {}
        for piece in board.values():
            totals[piece[0]] = totals.get(piece[0], 0) + int(piece[1])
        for d in range(n):
            seat = (mover + d) % n
            colour = state["colours"][seat]
            if state["out"][seat] or totals.get(colour, 0) < self.win_pips:
                continue  # (a colour with fewer pips on the board cannot have such a group)
            pips, squares = largest_group(board, colour)
            if pips >= self.win_pips:
                return seat, pips, squares
        return None

    def _advance(self, state: State) -> None:
        n = len(state["seats"])
        for d in range(1, n + 1):
            nxt = (state["to_play"] + d) % n
            if not state["out"][nxt]:
                state["to_play"] = nxt
                return

    def _finish(self, state: State, winners: list[int], reason: Msg, group: list[str],
                text: Msg) -> list[Event]:
        """Record the result; ranks: winners 1, others still in next, resigned seats last
        (the latest to resign ranks best among them); a draw ranks everyone still in 1."""
        n = len(state["seats"])
        ranks = [0] * n
        inside = [s for s in range(n) if not state["out"][s]]
        for s in inside:
            ranks[s] = 1 if (s in winners or not winners) else 2
        nxt = max((ranks[s] for s in inside), default=0) + 1
        for s in reversed(state["resigned"]):
            ranks[s] = nxt
            nxt += 1
        state["result"] = {"winners": sorted(winners), "reason": reason, "ranks": ranks,
                           "group": list(group)}
        return [{"type": "result", "winners": sorted(winners), "text": text}]

    def _resign(self, state: State, seat: int) -> list[Event]:
        """A resigning seat leaves; its pieces stay on the board (they still count and die).

        House rulings (rules are silent): in a team game the resignation
        concedes for the team, and the other team wins; otherwise the seat
        is out and the last seat still in wins.
        """
        if not isinstance(seat, int) or not 0 <= seat < len(state["seats"]):
            raise IllegalMove(Msg("move-no-such-seat"))
        if state["out"][seat]:
            raise IllegalMove(Msg("protozoa-already-out"))
        names = state["seats"]
        events: list[Event] = [{"type": "resigned", "seat": seat,
                                "text": Msg("protozoa-resigned", who=names[seat])}]
        if state["options"]["teams"]:
            team = self._team(state, seat)
            for s in team:
                state["out"][s] = True
                state["resigned"].append(s)
            others = [s for s in range(4) if s not in team]
            who = [names[s] for s in others]
            reason = Msg("protozoa-resigned-for-team", who=names[seat])
            return events + self._finish(state, others, reason, [],
                                         Msg("protozoa-wins", who=who, count=len(who), reason=reason))
        state["out"][seat] = True
        state["resigned"].append(seat)
        inside = [s for s in range(len(names)) if not state["out"][s]]
        if len(inside) == 1:
            reason = Msg("protozoa-everyone-resigned")
            return events + self._finish(state, inside, reason, [],
                                         Msg("protozoa-wins", who=[names[inside[0]]], count=1, reason=reason))
        if state["to_play"] == seat:
            self._advance(state)
        return events

    # -- views -----------------------------------------------------------------------------
    def view(self, state: State, seat: int | None = None) -> ProtozoaView:
        """JSON view; nothing is hidden in Protozoa (rules §Notation).

        Keys: ``board`` (square → piece), ``stashes`` (colour → pips → count),
        ``dying`` (squares culled on the last turn), ``culled`` (those squares
        → the pieces that died there), ``to_move`` (names), ``result`` (``None``
        or ``winners`` as names, ``reason``, ``ranks`` name → rank, ``group``
        the winning squares), ``seats``, ``colours`` (name → colour),
        ``teams`` (two lists of names, or ``None``), ``out`` (names that
        resigned), ``last_move`` (``by``, ``kind`` place|mutate|pass,
        ``square``, ``piece``, ``from`` the piece before a mutation, or
        ``None``), ``groups`` (colour → ``{"pips", "squares"}`` of its largest
        group), ``turn`` (the turn being played, or the last one played once
        over), ``max_turns``, ``viewer``.
        """
        names = state["seats"]
        board = state["board"]
        last = state["last"]
        result = state["result"]
        pairs = self.teams(state["options"], len(names))
        teams = [[names[s] for s in pair] for pair in pairs] if pairs else None
        groups_view: dict[str, ProtozoaGroup] = {}
        for colour in state["colours"]:
            pips, squares = largest_group(board, colour)
            groups_view[colour] = {"pips": pips, "squares": list(squares)}
        over = result is not None
        return {
            "game": self.id,
            "seats": list(names),
            "viewer": names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else None,
            "colours": {names[s]: c for s, c in enumerate(state["colours"])},
            "teams": teams,
            "board": {s: board[s] for s in sorted(board, key=square_key)},
            "stashes": {c: {p: state["stashes"][c][p] for p in ("1", "2", "3")}
                        for c in state["colours"]},
            "dying": list(state["dying"]),
            "culled": dict(state["culled"]),
            "to_move": self.names(state, self.to_move(state)),
            "out": [names[s] for s in range(len(names)) if state["out"][s]],
            "last_move": None if last is None else {
                "by": names[last["by"]], "kind": last["kind"], "square": last["square"],
                "piece": last["piece"], "from": last["from"]},
            "groups": groups_view,
            "turn": state["turns"] if over else state["turns"] + 1,
            "max_turns": state["options"]["max_turns"],
            "result": None if result is None else {
                "winners": self.names(state, result["winners"]), "reason": fresh_msg(result["reason"]),
                "ranks": {names[s]: r for s, r in enumerate(result["ranks"])},
                "group": list(result["group"]),
            },
        }

    def describe(self, view: ProtozoaView) -> list[Msg | str]:
        """An 8×8 text board (rank 8 on top, ``.`` empty, pieces ``R2``), stashes, whose turn:
        its lines, the board rows as text and the others as messages (``i18n.text`` words
        them, one per line)."""
        board = view["board"]
        files = "abcdefgh"
        header = "    " + " ".join(f"{f} " for f in files)
        lines: list[Msg | str] = [header.rstrip()]
        for rank in range(8, 0, -1):
            cells = " ".join(board.get(f"{f}{rank}", ". ") for f in files)
            lines.append(f"{rank:>2}  {cells}  {rank}".rstrip())
        lines.append(header.rstrip())
        by_colour = {c: n for n, c in view["colours"].items()}
        for colour, stash in view["stashes"].items():
            name = by_colour.get(colour, colour)
            counts = ", ".join(f"{stash[p]}×{p}" for p in ("3", "2", "1"))
            group = view["groups"][colour]["pips"] if colour in view["groups"] else 0
            lines.append(Msg("protozoa-board-seat", colour=colour, name=name, counts=counts, pips=group,
                             out="yes" if name in view.get("out", []) else "no"))
        teams = view["teams"]
        if teams:
            first, second = (" + ".join(t) for t in teams)
            lines.append(Msg("protozoa-board-teams", first=first, second=second))
        last = view.get("last_move")
        if last:
            if last["kind"] == "place":
                lines.append(Msg("protozoa-last-place", who=last["by"], piece=last["piece"],
                                 square=last["square"]))
            elif last["kind"] == "mutate":
                lines.append(Msg("protozoa-last-mutate", who=last["by"], piece=last["from"],
                                 square=last["square"], new=last["piece"]))
            else:
                lines.append(Msg("protozoa-last-pass", who=last["by"]))
        if view["dying"]:
            died = ", ".join(f"{view['culled'].get(s, '?')} {s}" for s in view["dying"])
            lines.append(Msg("protozoa-board-died", pieces=died))
        result = view["result"]
        if result:
            reason = as_msg(result["reason"])
            lines.append(Msg("protozoa-board-result", winners=list(result["winners"]), reason=reason)
                         if result["winners"] else Msg("protozoa-board-draw", reason=reason))
        else:
            movers = ", ".join(f"{n} ({view['colours'][n]})" for n in view["to_move"])
            lines.append(Msg("protozoa-board-turn", turn=view["turn"], most=view["max_turns"],
                             movers=movers))
        return lines
