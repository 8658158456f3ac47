"""DNA (Icehouse pieces), Daniel Russett's game of strands, mutation and capture.

Seed ``shared/seeds/000_7ebb057a1707df61.txt``; rulings
``shared/rules/dna-icehouse.md`` (cited below as "rules §Section").

2–4 seats on an 8×8 board, four colours of fifteen pieces (five each of
1, 2, 3 pips), each colour with its own gene pool.  A turn is several steps
(one ``apply`` each, or joined with ``;``): ``place``, then ``score``
(followed at once by its ``capture`` steps) and mutation (``mutate`` steps)
in the order the player chooses.  Score = pips in your archive.

State layout (all JSON; squares are algebraic names, pieces ``R2``)::

    {"game": "dna-icehouse", "version": 1, "ply": int, "rng": int (unused),
     "seats": [name], "options": {"two_colours": bool, "neutral_pool_counts": bool},
     "colours": [[colour, ...] per seat], "neutral": [colour],
     "board": {square: piece}, "pools": {colour: {"1": n, "2": n, "3": n}},
     "archives": [[piece, ...] per seat (sorted)],
     "to_play": seat, "turns": int (turns finished, passes included),
     "passes": int (passing turns in a row), "end_reason": None | str, "final_seat": None | seat (the end is
                   triggered: the game ends after this seat's turn),
     "turn": None | {"placed": square, "budget": pips, "origs": {square: piece},
                     "scored": bool, "points": int, "owed": int,
                     "mut": "open"|"active"|"done", "spent": int, "max": int},
     "out": [bool], "resigned": [seat], "last": [text of the last turn's steps],
     "marks": None | {"seat": seat, "placed": square | None (a pass),
                      "strands": [{"squares": [a, b, c], "points": n, "bonuses": [name]}],
                      "mutated": {square: [piece before the turn, piece now]},
                      "captured": [{"piece": piece, "from": "Y pool" | seat}]}
              (the turn in progress, else the last one: what the picture marks;
              absent from states saved before it existed, see ``_marks``),
     "result": None | {"winners": [seat], "reason": Msg, "points": [int per seat]}}

Everything the engine says is a ``games.message.Msg``: narration, refusals, option
errors, result reasons, the turn prompt, step notes and ``describe``; the English, German and
Spanish words are in ``i18n/locales/*/dna-icehouse.ftl``.  Pieces, squares and steps
(``R2``, ``c6``, ``place G1 c3``) are notation and pass as they are.

Tests may build positions by editing ``board``, ``pools``, ``archives`` and
``to_play`` of a fresh ``new_state``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from games.base import BadOptions, Event, Game, IllegalMove, Option, State, json_copy
from games.dna_icehouse_view import DnaIcehouseCapture, DnaIcehouseMarks, DnaIcehouseView
from games.grid import (
    NotationError,
    all_squares,
    canonical_square,
    neighbour_table,
    parse_piece,
    parse_pips,
    square_key,
)
from games.message import Msg, as_msg, fresh_msg
from games.text import is_draw

PER_SIZE = 5
START = {"R": "d5", "Y": "e5", "G": "e4", "B": "d4"}
SQUARES = all_squares()
NEIGHBOURS = neighbour_table()
DIRECTIONS = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if (df, dr) != (0, 0)]
FILES = "abcdefgh"
#: Events of single steps; the finished turn is narrated by one "turn" event.
STEP_EVENTS = {"placed", "mutated", "scored", "captured"}

#: A strand's bonus (``strand_bonuses``, kept by name in ``marks``) → the message naming it.
BONUS_MESSAGES = {"three colours": "dna-icehouse-bonus-three-colours",
                  "one colour": "dna-icehouse-bonus-one-colour",
                  "sizes in order": "dna-icehouse-bonus-sizes-in-order",
                  "one size": "dna-icehouse-bonus-one-size"}


def _shown(text: str, limit: int = 24) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "…")


def _colour(letter: str) -> Msg:
    """The name of an Icehouse colour (``"R"`` → red), for a message's argument."""
    return Msg("dna-icehouse-colour", colour=letter)


def _chain(parts: Sequence[Msg | str], joiner: str) -> Msg | str:
    """``parts`` (at least one) as one value: message ``joiner`` (``{ $first }…{ $rest }``)
    nested to the right, so a catalog decides what goes between them (``"; "``, a new line)."""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = Msg(joiner, first=part, rest=out)
    return out


def _archive(pieces: list[str]) -> Msg | str:
    """An archive's pieces for a message: ``"R1, Y2"``, or the word for empty."""
    return ", ".join(pieces) or Msg("dna-icehouse-archive-empty")


def strands(board: dict[str, str], square: str) -> list[list[str]]:
    """Every strand with ``square`` at one end: the square and the next two along a line, all occupied."""
    f, r = FILES.index(square[0]), int(square[1:]) - 1
    found = []
    for df, dr in DIRECTIONS:
        line = [square]
        for k in (1, 2):
            ff, rr = f + k * df, r + k * dr
            if not (0 <= ff < 8 and 0 <= rr < 8):
                break
            line.append(f"{FILES[ff]}{rr + 1}")
        if len(line) == 3 and all(s in board for s in line):
            found.append(line)
    return found


def strand_bonuses(pieces: list[str]) -> list[str]:
    """The bonuses a strand earns, by name: three colours, one colour, sizes in order, one size
    (rules §A turn, 3)."""
    colours = {p[0] for p in pieces}
    sizes = [int(p[1]) for p in pieces]
    checks = [(len(colours) == 3, "three colours"), (len(colours) == 1, "one colour"),
              (sizes in ([1, 2, 3], [3, 2, 1]), "sizes in order"), (len(set(sizes)) == 1, "one size")]
    return [name for held, name in checks if held]


def strand_points(pieces: list[str]) -> int:
    """1 + 1 per bonus (``strand_bonuses``): 1 to 3 points."""
    return 1 + len(strand_bonuses(pieces))


def change_cost(orig: str, piece: str) -> int:
    """Mutation points to turn ``orig`` into ``piece``: its pips to recolour, 1 per size step."""
    return (int(orig[1]) if piece[0] != orig[0] else 0) + abs(int(piece[1]) - int(orig[1]))


def reachable(costs: dict[int, int], limit: int) -> set[int]:
    """Totals ≤ ``limit`` made by sets of items (``cost → count``)."""
    sums = {0}
    for cost, count in costs.items():
        for _ in range(min(count, limit // cost if cost else 0)):
            sums |= {s + cost for s in sums if s + cost <= limit}
    return sums


def _swap(cur: dict[str, str], pools: dict, square: str, new: str) -> str:
    """Put ``new`` on ``square`` of ``cur`` (a board, or a maximum-spend search's pieces),
    taken from its gene pool in ``pools``; the piece there goes back to its own (rules
    §Mutation's swap).  Returns the piece taken off, so that swapping it back undoes it."""
    old = cur[square]
    cur[square] = new
    pools[old[0]][old[1]] += 1
    pools[new[0]][new[1]] -= 1
    return old


class DnaIcehouse(Game[DnaIcehouseView]):
    """The ``dna-icehouse`` engine (rules §Seats, colours and variants)."""

    #: Pieces of each size per colour; a class attribute so tests can play short games.
    per_size = PER_SIZE

    def __init__(self) -> None:
        super().__init__(
            id="dna-icehouse",
            title="DNA (Icehouse)",
            min_seats=2,
            max_seats=4,
            # A day per step, as for the other correspondence games; a time-out finishes the turn.
            default_clock=(86400.0, 0.0, "random"),
            summary="Place Icehouse pieces to form strands of three, mutate the pieces around "
                    "them and capture pieces into your archive. Most archived pips wins.",
            options=(
                Option("two_colours", bool, False, Msg("dna-icehouse-help-two-colours")),
                Option("neutral_pool_counts", bool, False, Msg("dna-icehouse-help-neutral-pool-counts")),
            ),
        )

    def copy_state(self, state: State) -> State:
        return json_copy(state)

    # -- set-up ---------------------------------------------------------------
    def _new(self, seats: list[str], opts: dict[str, Any], seed: int) -> State:
        n = len(seats)
        if opts["two_colours"] and n != 2:
            raise BadOptions(Msg("dna-icehouse-option-two-colours", count=n))
        if opts["neutral_pool_counts"] and n == 4:
            raise BadOptions(Msg("dna-icehouse-option-neutral-pool"))
        if n == 4:
            colours = [["R"], ["Y"], ["G"], ["B"]]
        elif n == 3:
            colours = [["R"], ["Y"], ["G"]]
        elif opts["two_colours"]:
            colours = [["R", "G"], ["Y", "B"]]
        else:
            colours = [["R"], ["G"]]
        used = {c for cs in colours for c in cs}
        neutral = [c for c in "RYGB" if c not in used]
        k = self.per_size
        pools = {c: {"1": k - 1, "2": k, "3": k} for c in "RYGB"}
        board = {START[c]: f"{c}1" for c in "RYGB"}
        return {
            "game": self.id, "rng": seed, "seats": seats, "options": dict(opts),
            "colours": colours, "neutral": neutral, "board": board, "pools": pools,
            "archives": [[] for _ in range(n)], "to_play": 0, "turns": 0, "passes": 0,
            "final_seat": None, "end_reason": None, "turn": None, "out": [False] * n, "resigned": [],
            "last": [], "marks": None, "result": None,
        }

    def max_plies(self, state: State) -> int:
        n = len(state["seats"])
        pieces = 4 * 3 * self.per_size
        return (pieces * n + 3 * n) * 35

    # -- queries -----------------------------------------------------------------
    def to_move(self, state: State) -> list[int]:
        return [] if state["result"] is not None else [state["to_play"]]

    def result(self, state: State) -> dict[str, Any] | None:
        return state["result"]

    def legal_moves_complete(self, state: State, seat: int) -> bool:
        return True

    def _owner(self, state: State, colour: str) -> int | None:
        for s, cs in enumerate(state["colours"]):
            if colour in cs:
                return s
        return None

    def phase(self, state: State) -> str:
        """What the seat to move must do next."""
        if state["result"] is not None:
            return "over"
        t = state["turn"]
        if t is None:
            return "place" if self._placeable(state, state["to_play"]) else "pass"
        if t["owed"]:
            return "capture"
        if t["mut"] == "active":
            return "mutate"
        if not t["scored"]:
            return "score or mutate" if t["mut"] == "open" else "score"
        return "mutate"

    def _placeable(self, state: State, seat: int) -> bool:
        if state["archives"][seat]:
            return True
        return any(state["pools"][c][p] for c in state["colours"][seat] for p in "123")

    def legal_moves(self, state: State, seat: int) -> list[str]:
        if seat not in self.to_move(state):
            return []
        ph = self.phase(state)
        if ph == "pass":
            return ["pass"]
        if ph == "place":
            return self._place_moves(state, seat)
        moves = []
        if ph == "capture":
            return self._capture_moves(state, seat)
        if ph in ("score", "score or mutate"):
            moves.append("score")
        if ph in ("mutate", "score or mutate"):
            moves += self._mutate_moves(state)
        return moves

    def _place_moves(self, state: State, seat: int) -> list[str]:
        board = state["board"]
        empty = [s for s in SQUARES if s not in board]
        arch = set(state["archives"][seat])
        pieces = []
        for c in state["colours"][seat]:
            for p in "123":
                if state["pools"][c][p]:
                    pieces.append(f"{c}{p}")
        words = [(pc, "") for pc in pieces]
        words += [(pc, " archive" if pc in pieces else "") for pc in sorted(arch)]
        return [f"place {pc} {s}{suffix}" for pc, suffix in words for s in empty]

    # -- mutation search -----------------------------------------------------------
    def _targets(self, state: State) -> list[str]:
        return sorted(state["turn"]["origs"], key=square_key)

    def _steps(self, state: State, cur: dict[str, str], pools, rem: int):
        """(square, new piece, cost) for every single change affordable from ``cur``."""
        origs = state["turn"]["origs"]
        out = []
        for sq in sorted(origs, key=square_key):
            orig, now = origs[sq], cur[sq]
            ocol, opips = orig[0], int(orig[1])
            colours = "RYGB" if now[0] == ocol else now[0]
            sizes = "123" if int(now[1]) == opips else now[1]
            for c in colours:
                for p in sizes:
                    new = f"{c}{p}"
                    if new == now:
                        continue
                    cost = change_cost(orig, new) - change_cost(orig, now)
                    if cost <= rem and pools[c][p] > 0:
                        out.append((sq, new, cost))
        return out

    def _best(self, state: State, cur: dict[str, str], pools, rem: int, memo) -> int:
        """Most extra mutation spend (≤ ``rem``) reachable from ``cur`` with ``pools``."""
        key = self._memo_key(cur)
        if key in memo:
            return memo[key]
        best = 0
        for sq, new, cost in self._steps(state, cur, pools, rem):
            old = _swap(cur, pools, sq, new)
            val = cost + self._best(state, cur, pools, rem - cost, memo)
            _swap(cur, pools, sq, old)
            if val > best:
                best = val
                if best == rem:
                    break
        memo[key] = best
        return best

    @staticmethod
    def _memo_key(cur: dict[str, str]) -> tuple[str, ...]:
        """``_best``'s key for the pieces ``cur`` (square → piece): the pieces in square order."""
        return tuple(cur[s] for s in sorted(cur))

    @staticmethod
    def _search_start(state: State) -> tuple[dict[str, str], dict, int]:
        """What the maximum-spend searches start from: the turn's mutable pieces (square →
        piece), a copy of the gene pools, and the mutation points left."""
        t = state["turn"]
        return ({s: state["board"][s] for s in t["origs"]},
                {c: dict(v) for c, v in state["pools"].items()}, t["budget"] - t["spent"])

    def _max_add(self, state: State) -> int:
        return self._best(state, *self._search_start(state), {})

    def _spend_after(self, state: State, square: str, new: str, cost: int) -> tuple[int, int]:
        """(most extra spend now, most extra spend after ``square`` → ``new`` at ``cost``): an
        affordable change is legal when ``cost`` + the second is the first (rules §Mutation:
        spend the largest total you can).  One check instead of every legal change's."""
        cur, pools, rem = self._search_start(state)
        memo: dict = {}  # keyed on the pieces alone: they fix the pools and the points left
        best = self._best(state, cur, pools, rem, memo)
        _swap(cur, pools, square, new)
        return best, self._best(state, cur, pools, rem - cost, memo)

    def _legal_mutations(self, state: State) -> list[tuple[str, str, int]]:
        cur, pools, rem = self._search_start(state)
        memo: dict = {}
        target = self._best(state, cur, pools, rem, memo)
        out = []
        for sq, new, cost in self._steps(state, cur, pools, rem):
            old = _swap(cur, pools, sq, new)
            if cost + self._best(state, cur, pools, rem - cost, memo) == target:
                out.append((sq, new, cost))
            _swap(cur, pools, sq, old)
        return out

    def _mutate_text(self, state: State, sq: str, new: str) -> str:
        now = state["board"][sq]
        if new[0] != now[0] and new[1] != now[1]:
            return f"mutate {sq} {new}"
        if new[0] != now[0]:
            return f"mutate {sq} {new[0]}"
        return f"mutate {sq} {new[1]}"

    def _mutate_moves(self, state: State) -> list[str]:
        return [self._mutate_text(state, sq, new) for sq, new, _ in self._legal_mutations(state)]

    # -- capture -------------------------------------------------------------------
    def _sources(self, state: State, seat: int) -> list[tuple[str, int, int | None]]:
        """(piece, cost, archive seat or None for a pool) of every capturable piece kind."""
        out: list[tuple[str, int, int | None]] = []
        for o, cs in enumerate(state["colours"]):
            if o == seat:
                continue
            for c in cs:
                for p in "123":
                    if state["pools"][c][p]:
                        out.append((f"{c}{p}", int(p), None))
            for pc in sorted(set(state["archives"][o])):
                out.append((pc, int(pc[1]) + 2, o))
        return out

    def _costs(self, state: State, seat: int) -> dict[int, int]:
        costs: dict[int, int] = {}
        for o, cs in enumerate(state["colours"]):
            if o == seat:
                continue
            for c in cs:
                for p in "123":
                    costs[int(p)] = costs.get(int(p), 0) + state["pools"][c][p]
            for pc in state["archives"][o]:
                costs[int(pc[1]) + 2] = costs.get(int(pc[1]) + 2, 0) + 1
        return costs

    def _capture_ok(self, state: State, seat: int, cost: int) -> bool:
        owed = state["turn"]["owed"]
        if cost > owed:
            return False
        costs = self._costs(state, seat)
        costs[cost] -= 1
        return owed - cost in reachable(costs, owed - cost)

    def _capture_text(self, state: State, pc: str, arch: int | None) -> str:
        if arch is None:
            return f"capture {pc}"
        return f"capture {pc} from {state['colours'][arch][0]}"

    def _capture_moves(self, state: State, seat: int) -> list[str]:
        return [self._capture_text(state, pc, a) for pc, cost, a in self._sources(state, seat)
                if self._capture_ok(state, seat, cost)]

    # -- steps ------------------------------------------------------------------------
    def _apply(self, state: State, seat: int, step: str) -> list[Event]:
        events = self._step(state, seat, step)
        for event in events:
            # Detail for the mover; the channel hears the turn's summary (``_summary``).
            if event["type"] in STEP_EVENTS:
                event["step"] = True
        return events

    def _step(self, state: State, seat: int, step: str) -> list[Event]:
        words = step.strip().split()
        if not words:
            raise IllegalMove(Msg("dna-icehouse-empty-step"))
        verb, args = words[0].lower(), words[1:]
        ph = self.phase(state)
        if verb == "pass":
            if args:
                raise IllegalMove(Msg("dna-icehouse-pass-alone"))
            if ph != "pass":
                if ph == "place":
                    raise IllegalMove(Msg("dna-icehouse-pass-not-now",
                                          example=self._place_moves(state, seat)[0]))
                raise IllegalMove(Msg("dna-icehouse-pass-placed", next=self._phase_help(state, seat)))
            return self._pass(state, seat)
        if verb == "place":
            return self._place(state, seat, args, ph)
        if verb == "mutate":
            return self._mutate(state, seat, args, ph)
        if verb == "score":
            if args:
                raise IllegalMove(Msg("dna-icehouse-score-alone"))
            return self._score(state, seat, ph)
        if verb == "capture":
            return self._capture(state, seat, args, ph)
        raise IllegalMove(Msg("dna-icehouse-not-a-step", text=_shown(step.strip())))

    def _phase_help(self, state: State, seat: int) -> Msg:
        """What ``seat`` may do next, with an example step (refusals and the turn prompt)."""
        ph = self.phase(state)
        if ph == "pass":
            return Msg("dna-icehouse-next-pass")
        if ph == "place":
            return Msg("dna-icehouse-next-place", example=self._place_moves(state, seat)[0])
        if ph == "capture":
            return Msg("dna-icehouse-next-capture", count=state["turn"]["owed"],
                       example=self._capture_moves(state, seat)[0])
        if ph == "mutate":
            return Msg("dna-icehouse-next-mutate", example=self._mutate_moves(state)[0])
        if ph == "score":
            return Msg("dna-icehouse-next-score")
        return Msg("dna-icehouse-next-score-or-mutate", example=self._mutate_moves(state)[0])

    def _place(self, state: State, seat: int, args: list[str], ph: str) -> list[Event]:
        if ph != "place":
            if ph == "pass":
                raise IllegalMove(Msg("dna-icehouse-place-nothing"))
            raise IllegalMove(Msg("dna-icehouse-place-again", next=self._phase_help(state, seat)))
        if len(args) not in (2, 3) or (len(args) == 3 and args[2].lower() != "archive"):
            raise IllegalMove(Msg("dna-icehouse-place-form"))
        colour, pips = parse_piece(args[0])
        square = canonical_square(args[1])
        piece = f"{colour}{pips}"
        board = state["board"]
        if square in board:
            raise IllegalMove(Msg("dna-icehouse-place-occupied", square=square, piece=board[square]))
        mine = state["colours"][seat]
        in_pool = colour in mine and state["pools"][colour][str(pips)] > 0
        in_arch = piece in state["archives"][seat]
        if len(args) == 3:
            if not in_arch:
                raise IllegalMove(Msg("dna-icehouse-own-archive-lacks", piece=piece,
                                      archive=_archive(state["archives"][seat])))
            source = "archive"
        elif in_pool:
            source = "pool"
        elif in_arch:
            source = "archive"
        else:
            if colour not in mine:
                raise IllegalMove(Msg("dna-icehouse-place-not-yours", piece=piece,
                                      colour=_colour(colour), mine=", ".join(mine)))
            raise IllegalMove(Msg("dna-icehouse-place-none-left", piece=piece, letter=colour))
        if source == "pool":
            state["pools"][colour][str(pips)] -= 1
        else:
            state["archives"][seat].remove(piece)
        board[square] = piece
        origs = {s: board[s] for s in NEIGHBOURS[square] if s in board}
        state["turn"] = {"placed": square, "budget": pips, "origs": origs, "scored": False,
                         "points": 0, "owed": 0, "mut": "open", "spent": 0, "max": 0}
        state["passes"] = 0
        name = state["seats"][seat]
        state["last"] = [f"place {piece} {square}" + (" archive" if source == "archive" and in_pool else "")]
        state["marks"] = self._fresh_marks(seat, square)
        events: list[Event] = [{"type": "placed", "seat": seat, "square": square, "piece": piece,
                                "text": Msg("dna-icehouse-placed-archive" if source == "archive"
                                            else "dna-icehouse-placed-pool",
                                            name=name, piece=piece, square=square)}]
        return events + self._settle(state, seat)

    def _mutate(self, state: State, seat: int, args: list[str], ph: str) -> list[Event]:
        if ph not in ("mutate", "score or mutate"):
            if ph in ("place", "pass"):
                raise IllegalMove(Msg("dna-icehouse-place-first", next=self._phase_help(state, seat)))
            t = state["turn"]
            if ph == "capture":
                raise IllegalMove(Msg("dna-icehouse-capture-first", next=self._phase_help(state, seat)))
            if t["mut"] == "done":
                raise IllegalMove(Msg("dna-icehouse-mutation-over"))
            raise IllegalMove(Msg("dna-icehouse-now", next=self._phase_help(state, seat)))
        if len(args) != 2:
            raise IllegalMove(Msg("dna-icehouse-mutate-form"))
        square = canonical_square(args[0])
        t = state["turn"]
        if square not in t["origs"]:
            near = ", ".join(sorted(t["origs"], key=square_key))
            if square == t["placed"]:
                raise IllegalMove(Msg("dna-icehouse-mutate-placed", square=square, near=near))
            raise IllegalMove(Msg("dna-icehouse-mutate-not-near", square=square, placed=t["placed"],
                                  near=near))
        now = state["board"][square]
        word = args[1]
        if len(word) == 2:
            colour, pips = parse_piece(word)
        elif len(word) == 1 and word.upper() in "RYGB":
            colour, pips = word.upper(), int(now[1])
        else:
            try:
                colour, pips = now[0], parse_pips(word)
            except NotationError:
                raise IllegalMove(Msg("dna-icehouse-mutate-bad-word", text=_shown(word))) from None
        new = f"{colour}{pips}"
        if new == now:
            raise IllegalMove(Msg("dna-icehouse-mutate-same", square=square, piece=now))
        orig = t["origs"][square]
        if colour != now[0] and now[0] != orig[0]:
            raise IllegalMove(Msg("dna-icehouse-mutate-recoloured", square=square, piece=orig))
        if str(pips) != now[1] and now[1] != orig[1]:
            raise IllegalMove(Msg("dna-icehouse-mutate-resized", square=square, piece=orig))
        cost = change_cost(orig, new) - change_cost(orig, now)
        rem = t["budget"] - t["spent"]
        if cost > rem:
            raise IllegalMove(Msg("dna-icehouse-mutate-too-dear", piece=now, square=square, new=new,
                                  cost=cost, count=rem))
        if state["pools"][colour][str(pips)] <= 0:
            raise IllegalMove(Msg("dna-icehouse-mutate-pool-empty", colour=_colour(colour), piece=new))
        best, after = self._spend_after(state, square, new, cost)
        if cost + after != best:
            legal = self._legal_mutations(state)
            raise IllegalMove(Msg("dna-icehouse-mutate-spend-most", count=best, piece=now, new=new,
                                  square=square,
                                  legal=", ".join(self._mutate_text(state, s, p) for s, p, _ in legal)))
        text = self._mutate_text(state, square, new)
        _swap(state["board"], state["pools"], square, new)
        if t["mut"] == "open":
            t["max"] = self._max_add(state) + cost  # (recorded for the view)
        t["mut"] = "active"
        t["spent"] += cost
        state["last"].append(text)
        self._marks(state, seat)["mutated"][square] = [orig, new]
        name = state["seats"][seat]
        events: list[Event] = [{"type": "mutated", "seat": seat, "square": square, "piece": new,
                                "from": now, "cost": cost,
                                "text": Msg("dna-icehouse-mutated", name=name, piece=now, square=square,
                                            new=new, count=cost)}]
        return events + self._settle(state, seat)

    def _score(self, state: State, seat: int, ph: str) -> list[Event]:
        if ph not in ("score", "score or mutate"):
            if ph in ("place", "pass"):
                raise IllegalMove(Msg("dna-icehouse-place-first", next=self._phase_help(state, seat)))
            if state["turn"]["scored"]:
                raise IllegalMove(Msg("dna-icehouse-score-again", next=self._phase_help(state, seat)))
            raise IllegalMove(Msg("dna-icehouse-score-mutating", next=self._phase_help(state, seat)))
        t = state["turn"]
        board = state["board"]
        found = strands(board, t["placed"])
        parts = []
        total = 0
        for line in found:
            pts = strand_points([board[s] for s in line])
            total += pts
            parts.append(f"{'-'.join(board[s] for s in line)} ({line[0]}–{line[2]}) {pts}")
        costs = self._costs(state, seat)
        owed = max(reachable(costs, total))
        t["scored"] = True
        t["points"] = total
        t["owed"] = owed
        state["last"].append("score")
        # Bonuses are judged now; a later mutation must not change how the turn is told.
        self._marks(state, seat)["strands"] = [
            {"squares": line, "points": strand_points([board[s] for s in line]),
             "bonuses": strand_bonuses([board[s] for s in line])} for line in found]
        name = state["seats"][seat]
        detail = "; ".join(parts) if parts else Msg("dna-icehouse-no-strand")
        text = (Msg("dna-icehouse-scored-limited", name=name, count=total, detail=detail, owed=owed)
                if owed < total else Msg("dna-icehouse-scored", name=name, count=total, detail=detail))
        events: list[Event] = [{"type": "scored", "seat": seat, "points": total, "owed": owed,
                                "strands": found, "text": text}]
        return events + self._settle(state, seat)

    def _capture(self, state: State, seat: int, args: list[str], ph: str) -> list[Event]:
        if ph != "capture":
            if ph in ("place", "pass"):
                raise IllegalMove(Msg("dna-icehouse-place-first", next=self._phase_help(state, seat)))
            t = state["turn"]
            if not t["scored"]:
                raise IllegalMove(Msg("dna-icehouse-score-first", next=self._phase_help(state, seat)))
            raise IllegalMove(Msg("dna-icehouse-capture-done", next=self._phase_help(state, seat)))
        if len(args) == 1:
            arch = None
        elif len(args) == 3 and args[1].lower() == "from":
            word = args[2]
            if len(word) != 1 or word.upper() not in "RYGB":
                raise IllegalMove(Msg("dna-icehouse-capture-bad-colour", text=_shown(word)))
            arch = self._owner(state, word.upper())
            if arch is None:
                raise IllegalMove(Msg("dna-icehouse-capture-neutral-archive", colour=_colour(word.upper())))
        else:
            raise IllegalMove(Msg("dna-icehouse-capture-form"))
        colour, pips = parse_piece(args[0])
        piece = f"{colour}{pips}"
        owed = state["turn"]["owed"]
        if arch is None:
            owner = self._owner(state, colour)
            if owner is None:
                raise IllegalMove(Msg("dna-icehouse-capture-neutral-pool", colour=_colour(colour)))
            if owner == seat:
                raise IllegalMove(Msg("dna-icehouse-capture-own-pool"))
            if state["pools"][colour][str(pips)] <= 0:
                raise IllegalMove(Msg("dna-icehouse-pool-lacks", colour=_colour(colour), piece=piece))
            cost = pips
        else:
            if arch == seat:
                raise IllegalMove(Msg("dna-icehouse-capture-own-archive"))
            if piece not in state["archives"][arch]:
                raise IllegalMove(Msg("dna-icehouse-archive-lacks", name=state["seats"][arch], piece=piece,
                                      archive=_archive(state["archives"][arch])))
            cost = pips + 2
        if not self._capture_ok(state, seat, cost):
            raise IllegalMove(Msg("dna-icehouse-capture-inexact-pool" if arch is None
                                  else "dna-icehouse-capture-inexact-archive", piece=piece, cost=cost,
                                  count=owed, legal=", ".join(self._capture_moves(state, seat))))
        name = state["seats"][seat]
        if arch is None:
            state["pools"][colour][str(pips)] -= 1
            text = Msg("dna-icehouse-captured-pool", name=name, piece=piece, colour=_colour(colour), count=cost)
        else:
            state["archives"][arch].remove(piece)
            text = Msg("dna-icehouse-captured-archive", name=name, piece=piece, owner=state["seats"][arch],
                       count=cost)
        state["archives"][seat].append(piece)
        state["archives"][seat].sort()
        state["turn"]["owed"] -= cost
        state["last"].append(self._capture_text(state, piece, arch))
        self._marks(state, seat)["captured"].append(
            {"piece": piece, "from": f"{colour} pool" if arch is None else state["seats"][arch]})
        events: list[Event] = [{"type": "captured", "seat": seat, "piece": piece, "cost": cost,
                                "from": None if arch is None else arch, "text": text}]
        return events + self._settle(state, seat)

    def _pass(self, state: State, seat: int) -> list[Event]:
        state["passes"] += 1
        state["last"] = ["pass"]
        state["marks"] = self._fresh_marks(seat, None)
        name = state["seats"][seat]
        events: list[Event] = [{"type": "passed", "seat": seat,
                                "text": Msg("dna-icehouse-passed", name=name)}]
        return events + self._end_turn(state, seat)

    # -- turn bookkeeping ---------------------------------------------------------------
    @staticmethod
    def _fresh_marks(seat: int, placed: str | None) -> dict[str, Any]:
        """The marks of a turn just begun by placing on ``placed`` (``None``: a pass)."""
        return {"seat": seat, "placed": placed, "strands": [], "mutated": {}, "captured": []}

    def _marks(self, state: State, seat: int) -> dict[str, Any]:
        """The marks of the turn in progress.

        A state saved before ``marks`` existed has none: they are rebuilt
        from ``turn`` (its mutations from ``origs``; strands and captures
        made before the save are not recorded anywhere, so they stay empty).
        """
        marks = state.get("marks")
        if marks is None:
            t = state["turn"]
            marks = self._fresh_marks(seat, t["placed"])
            marks["mutated"] = {sq: [orig, state["board"][sq]] for sq, orig in t["origs"].items()
                                if state["board"][sq] != orig}
            state["marks"] = marks
        return marks

    def _settle(self, state: State, seat: int) -> list[Event]:
        """Close mutation when nothing more can be spent; end the turn when nothing is owed."""
        t = state["turn"]
        if t["owed"]:
            return []
        if t["mut"] in ("active", "open") and self._max_add(state) == 0:
            t["mut"] = "done"
        if t["scored"] and t["mut"] == "done":
            return self._end_turn(state, seat)
        return []

    def _active(self, state: State) -> list[int]:
        return [s for s in range(len(state["seats"])) if not state["out"][s]]

    def _summary(self, state: State, seat: int) -> Event:
        """The one narration of a finished turn: "alice placed R1 on c6: strand c6-d5-e4 scores 2
        (one size); mutated d5 R1→R2; captured Y2 from the yellow gene pool"."""
        marks = state["marks"]
        board = state["board"]
        parts: list[Msg | str] = []
        for st in marks["strands"]:
            squares = "-".join(st["squares"])
            bonuses = [Msg(BONUS_MESSAGES[b]) for b in st.get("bonuses", [])]
            parts.append(Msg("dna-icehouse-turn-strand-bonus", squares=squares, count=st["points"],
                             bonuses=_chain(bonuses, "dna-icehouse-bonus-list"))
                         if bonuses else Msg("dna-icehouse-turn-strand", squares=squares, count=st["points"]))
        if not marks["strands"]:
            parts.append(Msg("dna-icehouse-no-strand"))
        if marks["mutated"]:
            parts.append(Msg("dna-icehouse-turn-mutated", changes=", ".join(
                f"{sq} {a}→{b}" for sq, (a, b) in sorted(marks["mutated"].items(),
                                                         key=lambda kv: square_key(kv[0])))))
        by_source: dict[str, list[str]] = {}
        for cap in marks["captured"]:
            by_source.setdefault(cap["from"], []).append(cap["piece"])
        for source, pieces in by_source.items():
            parts.append(Msg("dna-icehouse-turn-captured-pool", pieces=" + ".join(pieces),
                             colour=_colour(source[0])) if source.endswith(" pool") else
                         Msg("dna-icehouse-turn-captured-archive", pieces=" + ".join(pieces), owner=source))
        placed = marks["placed"]
        return {"type": "turn", "seat": seat,
                "text": Msg("dna-icehouse-turn", name=state["seats"][seat], piece=board[placed], square=placed,
                            parts=_chain(parts, "dna-icehouse-turn-parts"))}

    def _end_turn(self, state: State, seat: int) -> list[Event]:
        state["turn"] = None
        state["turns"] += 1
        events: list[Event] = []
        if (state.get("marks") or {}).get("placed"):
            events.append(self._summary(state, seat))
        active = self._active(state)
        if state["final_seat"] is None:
            colours = [c for s in active for c in state["colours"][s]]
            if state["options"]["neutral_pool_counts"]:
                colours += state["neutral"]
            empty = all(not state["pools"][c][p] for c in colours for p in "123")
            stalled = state["passes"] >= len(active)
            if empty or stalled:
                last = max(active)
                state["final_seat"] = last
                why = Msg("dna-icehouse-reason-pools-empty" if empty else "dna-icehouse-reason-stalled")
                state["end_reason"] = why
                more = [state["seats"][s] for s in active if s > seat]
                events.append({"type": "ending", "text": Msg("dna-icehouse-ending-last-turns", why=why, names=more)
                               if more else Msg("dna-icehouse-ending", why=why)})
        return events + self._next_turn(state, seat)

    def _next_turn(self, state: State, seat: int) -> list[Event]:
        """After ``seat``'s turn: the game ends if that was the last of the equalising turns
        (rules §End), else the next seat still in is to play."""
        if state["final_seat"] is not None and seat >= state["final_seat"]:
            return self._finish(state, state.get("end_reason") or Msg("dna-icehouse-reason-over"))
        self._advance(state)
        if state["final_seat"] is not None and state["to_play"] <= seat:
            return self._finish(state, state.get("end_reason") or Msg("dna-icehouse-reason-over"))
        return []

    def _advance(self, state: State) -> None:
        n = len(state["seats"])
        for d in range(1, n + 1):
            nxt = (state["to_play"] + d) % n
            if not state["out"][nxt]:
                state["to_play"] = nxt
                return

    def points(self, state: State) -> list[int]:
        return [sum(int(p[1]) for p in arch) for arch in state["archives"]]

    def _finish(self, state: State, reason: Msg) -> list[Event]:
        pts = self.points(state)
        active = self._active(state)
        top = max(pts[s] for s in active)
        winners = [s for s in active if pts[s] == top]
        state["turn"] = None
        state["result"] = {"winners": winners, "reason": reason, "points": pts}
        names = self.names(state, winners)
        scores = ", ".join(f"{state['seats'][s]} {pts[s]}" for s in range(len(pts)))
        text = (Msg("dna-icehouse-draw", names=names, count=top, scores=scores)
                if is_draw(winners, active) else
                Msg("dna-icehouse-won", names=names, winners=len(names), count=top, scores=scores))
        return [{"type": "result", "winners": winners, "text": text}]

    def _resign(self, state: State, seat: int) -> list[Event]:
        """House ruling: the seat leaves (its pools and archive stay capturable); last one in wins."""
        if not isinstance(seat, int) or not 0 <= seat < len(state["seats"]):
            raise IllegalMove(Msg("dna-icehouse-no-such-seat"))
        if state["out"][seat]:
            raise IllegalMove(Msg("dna-icehouse-already-out"))
        state["out"][seat] = True
        state["resigned"].append(seat)
        events: list[Event] = [{"type": "resigned", "seat": seat,
                                "text": Msg("dna-icehouse-resigned", name=state["seats"][seat])}]
        active = self._active(state)
        if len(active) == 1:
            state["turn"] = None
            state["result"] = {"winners": active, "reason": Msg("dna-icehouse-reason-resigned"),
                               "points": self.points(state)}
            return events + [{"type": "result", "winners": active,
                              "text": Msg("dna-icehouse-won-resigned", name=state["seats"][active[0]])}]
        if state["final_seat"] is not None and state["final_seat"] not in active:
            state["final_seat"] = max(active)
        if state["to_play"] == seat:
            state["turn"] = None
            return events + self._next_turn(state, seat)
        return events

    # -- the turn panel (bot/adapter/panel.py) ---------------------------------------------
    def turn_open(self, state: State) -> bool:
        """A piece was placed and the turn is not over (mutation, score or capture to come)."""
        return state["turn"] is not None and state["result"] is None

    def turn_prompt(self, state: State, seat: int) -> Msg | str:
        """E.g. "Placed R3 on c6 · mutation 1/3 spent · not scored yet. Next: score, or mutate"
        (a ``Msg``); ``""`` when ``seat`` has no open turn."""
        t = state["turn"]
        if t is None or seat != state["to_play"]:
            return ""
        args = dict(piece=state["board"][t["placed"]], square=t["placed"], spent=t["spent"],
                    budget=t["budget"], next=self._phase_help(state, seat))
        if t["scored"]:
            return Msg("dna-icehouse-prompt-scored", points=t["points"], count=t["owed"], **args)
        return Msg("dna-icehouse-prompt", **args)

    def step_note(self, state: State, seat: int, move: str) -> Msg | None:
        """The mutation points a legal ``mutate`` step spends, or the points a ``capture`` takes."""
        words = move.split()
        if state["turn"] is None or not words:
            return None
        if words[0] == "mutate":
            for sq, new, cost in self._legal_mutations(state):
                if self._mutate_text(state, sq, new) == move:
                    return Msg("dna-icehouse-note-mutate", piece=state["board"][sq], new=new, cost=cost,
                               left=state["turn"]["budget"] - state["turn"]["spent"])
        if words[0] == "capture":
            cost = int(words[1][1]) + (2 if len(words) > 2 else 0)
            return Msg("dna-icehouse-note-capture", cost=cost, count=state["turn"]["owed"])
        return None

    # -- views ------------------------------------------------------------------------------
    def view(self, state: State, seat: int | None = None) -> DnaIcehouseView:
        """Nothing is hidden. Keys per rules §Notation plus ``seats``, ``colours``, ``neutral``,
        ``turn`` (the current turn's placed square, budget, spent, points, owed), ``last``
        and ``marks``: what the turn in progress (else the last turn) did, for the picture::

            {"seat": name, "placed": square | None (a pass),
             "strands": [{"squares": [a, b, c], "points": n}],  (placed piece first)
             "mutated": {square: [piece before the turn, piece now]},
             "captured": [{"piece": "Y2", "from": "Y pool" | seat name}]}

        ``marks`` is ``None`` before the first turn (and in states saved before it existed).
        """
        names = state["seats"]
        t = state["turn"]
        res = state["result"]
        pts = self.points(state)
        marks = state.get("marks")
        marks_view: DnaIcehouseMarks | None = None if marks is None else {
            "seat": names[marks["seat"]], "placed": marks["placed"],
            "strands": [{"squares": list(st["squares"]), "points": st["points"]}
                        for st in marks["strands"]],
            "mutated": {sq: list(marks["mutated"][sq])
                        for sq in sorted(marks["mutated"], key=square_key)},
            "captured": [cast(DnaIcehouseCapture, dict(c)) for c in marks["captured"]]}
        return {
            "game": self.id,
            "seats": list(names),
            "viewer": names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else None,
            "colours": {names[s]: list(cs) for s, cs in enumerate(state["colours"])},
            "neutral": list(state["neutral"]),
            "board": {s: state["board"][s] for s in sorted(state["board"], key=square_key)},
            "pools": {c: {p: state["pools"][c][p] for p in "123"} for c in "RYGB"},
            "archives": {names[s]: list(a) for s, a in enumerate(state["archives"])},
            "archive_points": {names[s]: pts[s] for s in range(len(names))},
            "phase": self.phase(state),
            "to_move": self.names(state, self.to_move(state)),
            "turn": None if t is None else {
                "placed": t["placed"], "budget": t["budget"], "spent": t["spent"],
                "scored": t["scored"], "points": t["points"], "owed": t["owed"]},
            "turns": state["turns"],
            "final_turns": state["final_seat"] is not None,
            "out": [names[s] for s in range(len(names)) if state["out"][s]],
            "last": list(state["last"]),
            "marks": marks_view,
            "result": None if res is None else {
                # A state read back from JSON holds the reason as a plain dict: a Msg again.
                "winners": self.names(state, res["winners"]), "reason": fresh_msg(res["reason"]),
                "points": {names[s]: p for s, p in enumerate(res["points"])}},
        }

    def describe(self, view: DnaIcehouseView) -> list[Msg | str]:
        """The text board's lines (``Game.describe``): the grid (notation, the same in every
        language), then as messages the gene pools, the archives and whose turn it is to do
        what."""
        board = view["board"]
        header = ("    " + " ".join(f"{f} " for f in FILES)).rstrip()
        lines: list[Msg | str] = [header]
        for rank in range(8, 0, -1):
            cells = " ".join(board.get(f"{f}{rank}", ". ") for f in FILES)
            lines.append(f"{rank:>2}  {cells}  {rank}".rstrip())
        lines.append(header)
        for c, pool in view["pools"].items():
            lines.append(Msg("dna-icehouse-describe-pool-neutral" if c in view["neutral"]
                             else "dna-icehouse-describe-pool", letter=c,
                             counts=", ".join(f"{pool[p]}×{p}" for p in "321")))
        for name, arch in view["archives"].items():
            lines.append(Msg("dna-icehouse-describe-archive", name=name, colours="+".join(view["colours"][name]),
                             pieces=" ".join(arch) or Msg("dna-icehouse-archive-empty"),
                             count=view["archive_points"][name]))
        res = view["result"]
        if res:
            lines.append(Msg("dna-icehouse-describe-result", names=res["winners"], reason=as_msg(res["reason"])))
        else:
            lines.append(Msg("dna-icehouse-describe-to-move", names=view["to_move"],
                             phase=view["phase"].replace(" ", "-")))
            t = view["turn"]
            if t:
                lines.append(Msg("dna-icehouse-describe-turn-scored" if t["scored"] else "dna-icehouse-describe-turn",
                                 square=t["placed"], spent=t["spent"], budget=t["budget"],
                                 points=t["points"], owed=t["owed"]))
        return lines
