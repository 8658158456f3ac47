"""Genetess, Robert Kydd's play-by-e-mail chess-like game with fog of war (V1.00).

Rulings ``shared/rules/genetess.md`` (cited "rules §N"; its section-12
defaults as "G<n>", its house rules as "§13"); specials in
``games/genetess_specials.py``, board primitives in ``games/genetess_board.py``,
the code table in ``games/genetess_codes.py``, maps in ``games/genetess_maps.py``.

A game: round 0 is three secret sealed bids per seat (start square, turn
letter, colour; G13), then rounds 1, 2, ... of one turn per live seat in the
bid order (turns 1a, 1b, ...).  When a seat's turn begins it collects
``income`` E per King (G10) and its start-of-turn specials fire (G25); it then
gives one order: ``PASS``, ``MOVE D5 N-N-E`` or ``CREATE E6 ABBD``.  Losing
any King eliminates a seat (+10 to whoever took it, +1 to everyone for each
seat they outlast: G21).  The game ends when at most one seat is left or after
``max_rounds``; the highest score wins, ties shared.

Notation (case-insensitive; canonical text upper-case except bid words):

- ``BID start 3 K2,K1 order 2 b,a colour 0 red``: round 0, each part optional
  (E gambled, then preferences best first), bare ``BID`` gambles nothing.
  Canonical: parts in that order, a part left out when it gambles 0 and ranks
  nothing, preferences comma-joined, ``color`` accepted for ``colour``.
- ``PASS``; ``MOVE <square> <dir>-<dir>-...`` with directions N S E W NE NW
  SE SW (G3, G4); ``CREATE <square> <codes>`` (G17; the codes are stored and
  written sorted).

Map loading: ``new_state`` takes the shipped map named by option ``map``, or
a game-master's own map file as ``new_state(..., map_text=TOML)`` (``/gm map``:
the host keeps the text with the match, so every replay starts on the same
board).  ``with_map`` puts a map (text or a ``parse_map`` dict) into a fresh
state, for tests and tools that build maps in code.

State layout (JSON; squares are names such as ``"C3"``; seats are ints)::

    {"game": "genetess", "version": 1, "rng": int, "ply": int,
     "streams": {"seed": int, "ply": int, "used": {...}},   # a stream per random decision
                                                   # (``games.rng``), with option draws=purpose;
                                                   # ``rng`` then serves the bids alone
     "seats": [name], "options": {map, start_energy, income, codes, max_rounds,
                                  specials_timing, ronin, draws},
     "map": {"name": str, "title": str, "description": str},
     "width": int, "height": int,
     "walls": [square], "inner": [square],        # exterior / interior walls, A1 order
     "starts": {"K1": square, ...},
     "specials": {square: {"type": 1..22, "params": {...}, "text": str}},
     "pieces": {square: {"id": int, "owner": seat | None, "seq": "ABK"}},
     "next_id": int, "costs": {letter: E},         # the code table's prices, frozen at the start
     "energy": [int], "scores": [int], "alive": [bool],
     "colours": [str | None], "start_of": [label | None],   # bid outcomes per seat
     "order": [seat],                              # turn letters a, b, ... (after round 0)
     "round": int (0 = bids), "turn": int (index into order),
     "bids": [None | {"start": [E, [label]], "order": [E, [letter]],
                      "colour": [E, [colour]]}],   # round 0 only, then cleared
     "out": [None | [round, turn]],                # when each seat was eliminated
     "resigned": [bool],
     "sight": [{"map": bool, "reveal": [id], "decode": [id]}],   # written by the specials
     "seen_specials": [{square: {"type": int, "text": str}}],   # remembered (G9)
     "skeleton": [square],                         # the interior walls at the start (public)
     "wall_memory": [{square: bool}],              # per seat: is interior wall, where it
                                                   # last saw otherwise than the skeleton (§13)
     "king_signs": [{str(seat): [square, within, round]}],  # per seat: where it last learnt
                                                   # an enemy King was (``genetess_fog``)
     "followed": [{str(piece id): bool}],          # per seat: enemy pieces in view it knows
                                                   # to be a King or not (``genetess_fog``)
     "swept": [{square: round}],                   # per seat: last round in view with no
                                                   # possible enemy King (``genetess_fog``)
     "sx": {...},                                  # the specials module's bookkeeping
     "king_losses": [{"owner": seat, "by": seat | None}],       # settled after every step
     "report": [event + {"witnessed": [[square]], "public": bool}],   # what the last ply did,
                                                   # stamped by ``games.genetess_fog``
                                                   # (event "actor": the seat credited, ``credit``)
     "last": None | {"by": seat, "turn": "1a", "kind": "pass"|"move"|"create"|"bid"|...},
     "result": None | {"winners": [seat], "reason": Msg, "scores": [int], "ranks": [int]}}

Every text is a ``games.message.Msg`` (words at the edge, in
``i18n/locales/*/genetess*.ftl``; kept in the state in its JSON form, read back with
``as_msg``); its arguments hold no more than its words say.  Events returned by
``apply`` are public-safe: ``{"type", "text"}`` with the turn, eliminations and
scores only, and ``private`` = ``{str(seat): the lines of the report that seat may
read}`` (one message, ``lines_msg``).  Who reads which line is decided in one
place, ``games.genetess_fog`` (the §13 ruling: a seat learns what it sees, at
the moment it happens).

Rule choices where the rulings are silent are listed in
``bot/rules/genetess.md`` and marked "house" in the docstrings below.
"""

from __future__ import annotations

import pickle
import re
from collections.abc import Callable
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import Any, cast

from games import genetess_board as board
from games import genetess_fog as fog
from games import genetess_moves, genetess_specials
from games.base import (
    BadOptions,
    Event,
    Game,
    IllegalMove,
    Option,
    State,
    json_copy,
)
from games.genetess_codes import CODES, PURCHASABLE
from games.genetess_help import bid_prompt, order_forms
from games.genetess_maps import SHIPPED, load_map, parse_map
from games.genetess_view import (
    GenetessBids,
    GenetessKingSign,
    GenetessLast,
    GenetessPiece,
    GenetessResult,
    GenetessSpecial,
    GenetessView,
)
from games.message import Msg, as_msg, fresh_msg
from games.rng import drawing, drawing_about, new_streams
from games.text import is_draw

#: Colours on offer in the colour auction (G27), in default order.
COLOURS = ("green", "red", "blue", "yellow", "purple", "orange", "cyan", "white")
#: The three round-0 auctions (G13), in notation order.
AUCTIONS = ("start", "order", "colour")
#: Points for taking an enemy King and for each seat outlasted (rules §10, W01).
KING_POINTS = 10
OUTLAST_POINTS = 1
#: Longest CREATE sequence that ``legal_moves`` lists (the full set is infinite).
LISTED_CREATE_LENGTH = 3
#: Most MOVEs ``legal_moves`` lists per piece (the nearest destinations): a piece with many B
#: and C codes reaches most of the board by paths hundreds of letters long, which no menu or
#: autocomplete (25 choices of ≤ 100 characters) shows; ``random_move`` draws among them all.
LISTED_DESTINATIONS = 25

_INT = re.compile(r"[0-9]{1,6}", re.ASCII)


def _shown(text: str, limit: int = 24) -> str:
    """What a player typed, quoted and cut short, for a refusal to name (notation, a ``str``)."""
    return repr(text if len(text) <= limit else text[:limit] + "…")


def lines_msg(lines: list[Msg | str]) -> Msg | str:
    """Several lines as one message (``genetess-lines``: one under the other in every
    locale), so a seat's private report or the text board stays one value; ``""`` for none."""
    if not lines:
        return ""
    out = lines[-1]
    for line in reversed(lines[:-1]):
        out = Msg("genetess-lines", line=line, rest=out)
    return out


def clauses_msg(clauses: list[Msg | str]) -> Msg | str:
    """Clauses of one narration line (``genetess-clauses``: "a; b; c" in English)."""
    out = clauses[-1]
    for clause in reversed(clauses[:-1]):
        out = Msg("genetess-clauses", clause=clause, rest=out)
    return out


def turn_label(state: State) -> str:
    """``'0'`` during bids, else round number + turn letter, e.g. ``'3b'`` (rules §6.1)."""
    if state["round"] == 0:
        return "0"
    return f"{state['round']}{chr(ord('a') + state['turn'])}"


def seat_letter(state: State, seat: int) -> str | None:
    """The seat's turn letter (``'a'`` moves first), or ``None`` before the bids resolve."""
    return chr(ord("a") + state["order"].index(seat)) if seat in state["order"] else None


#: ``Genetess.describe``'s mark of a cell of a view by its whole name (specials and starts by
#: their first word).
_CELL_MARKS = {"wall": "#", "inner": "X"}


@lru_cache(maxsize=64)
def _code_table(codes: str, costs: tuple[tuple[str, int], ...]) -> bytes:
    """The ``codes`` of a view (letter, name, cost and what it does, for each letter on sale in
    ``codes`` at the prices ``costs``: the state's ``costs`` items), pickled: every view takes
    a copy of its own, unpickled in C instead of built message by message."""
    prices = dict(costs)
    return pickle.dumps([{"letter": c, "name": CODES[c]["name"], "cost": prices[c], "does": CODES[c]["does"]}
                         for c in codes], protocol=pickle.HIGHEST_PROTOCOL)


#: Sight lives in ``games.genetess_fog``; these names stay for callers of the engine module.
visible_squares = fog.visible_squares
decoded_squares = fog.decoded_squares


#: Parts of a state that are maps of JSON scalars (the state layout above), which
#: ``Genetess.copy_state`` copies one level deep instead of walking them value by value:
#: ``pieces`` (square → ``{"id", "owner", "seq"}``) and each seat's ``swept`` (square → round).
_SCALAR_MAPS: dict[str, Callable[[Any], Any]] = {
    "pieces": lambda pieces: {sq: dict(piece) for sq, piece in pieces.items()},
    "swept": lambda memories: [dict(memory) for memory in memories],
}


class Genetess(Game[GenetessView]):
    """The ``genetess`` engine: 2–8 seats (no more than the map's start squares)."""

    #: Hidden information comes from random draws (a code an unseen piece loses, a shake out
    #: of sight): whoever knows the match seed can compute them, so a match on a seed its
    #: players chose is unrated (``bot.host.ratings.seed_unrated``).
    hidden_draws = True

    def __init__(self) -> None:
        super().__init__(
            id="genetess",
            title="Genetess",
            min_seats=2,
            max_seats=8,
            # Correspondence pace as in the e-mail original (G26: "a couple of
            # days" by hand); a time-out is a PASS (rules §6.2).
            default_clock=(86400.0, 0.0, "pass"),
            secret_steps=True,
            summary=Msg("genetess-game-summary"),
            options=(
                Option("map", str, None, Msg("genetess-option-map"), choices=SHIPPED),
                Option("start_energy", int, 20, Msg("genetess-option-start-energy"), 0, 1000),
                Option("income", int, 1, Msg("genetess-option-income"), 0, 100),
                Option("codes", str, PURCHASABLE, Msg("genetess-option-codes-help", codes=PURCHASABLE)),
                Option("max_rounds", int, 200, Msg("genetess-option-max-rounds"), 1, 10000),
                Option("specials_timing", str, "v100", Msg("genetess-option-specials-timing"),
                       choices=("v100", "v102")),
                Option("ronin", bool, False, Msg("genetess-option-ronin")),
                Option("draws", str, "purpose", Msg("genetess-option-draws"),
                       choices=("purpose", "single")),
            ),
        )

    # -- options and set-up ---------------------------------------------------------------
    @staticmethod
    def _codes_option(value: str) -> str:
        letters = "".join(sorted(set(str(value).upper())))
        bad = [c for c in letters if c not in PURCHASABLE]
        if not letters or bad:
            raise BadOptions(Msg("genetess-option-codes", codes=PURCHASABLE, value=repr(value)))
        if "A" not in letters:
            raise BadOptions(Msg("genetess-option-codes-need-a"))
        return letters

    def _new_on_map(self, seats: list[str], opts: dict[str, Any], seed: int, map_text: str) -> State:
        """The start state on a game-master's map (TOML ``map_text``, §13); ``MapError`` names
        the line and cell or key of a bad map, ``BadOptions`` too few start squares."""
        return self._build(seats, opts, seed, parse_map(map_text, "custom"))

    def _new(self, seats: list[str], opts: dict[str, Any], seed: int) -> State:
        return self._build(seats, opts, seed, None)

    def _build(self, seats: list[str], opts: dict[str, Any], seed: int,
               game_map: dict[str, Any] | None) -> State:
        opts = dict(opts)
        opts["codes"] = self._codes_option(opts["codes"])
        n = len(seats)
        if game_map is None:
            if opts["map"] is None:
                opts["map"] = "duel" if n == 2 else "quad"
            game_map = load_map(opts["map"])
        state: State = {
            "game": self.id, "rng": seed, "seats": seats, "options": opts,
            "costs": {c: CODES[c]["cost"] for c in CODES if CODES[c]["cost"] is not None},
            "pieces": {}, "next_id": 1,
            "energy": [opts["start_energy"]] * n, "scores": [0] * n, "alive": [True] * n,
            "colours": [None] * n, "start_of": [None] * n, "order": [],
            "round": 0, "turn": 0, "bids": [None] * n, "out": [None] * n,
            "resigned": [False] * n,
            "sight": [{"map": False, "reveal": [], "decode": []} for _ in range(n)],
            "seen_specials": [{} for _ in range(n)], "wall_memory": [{} for _ in range(n)],
            "king_signs": [{} for _ in range(n)], "followed": [{} for _ in range(n)],
            "swept": [{} for _ in range(n)], "sx": {}, "king_losses": [],
            "report": [], "last": None, "result": None,
        }
        if opts["draws"] == "purpose":
            state["streams"] = new_streams(seed)
        self._install_map(state, game_map)
        return state

    def _install_map(self, state: State, game_map: dict[str, Any]) -> None:
        n = len(state["seats"])
        if len(game_map["starts"]) < n:
            raise BadOptions(Msg("genetess-map-too-few-starts", map=repr(game_map["name"]),
                                 starts=len(game_map["starts"]), count=n))
        state["map"] = {k: game_map[k] for k in ("name", "title", "description")}
        for key in ("width", "height", "walls", "inner", "starts", "specials"):
            state[key] = json_copy(game_map[key])
        state["skeleton"] = list(game_map["inner"])

    def with_map(self, state: State, game_map: str | dict[str, Any], name: str = "custom") -> State:
        """A copy of round-0 ``state`` playing on ``game_map`` (TOML text or a ``parse_map`` dict).

        For a game-master's own map file (§13).  Raises ``MapError`` for a bad
        map (naming line and cell) and ``BadOptions`` when the map has too few
        start squares for the seats or a bid is already in.
        """
        if state["round"] != 0 or any(b is not None for b in state["bids"]):
            raise BadOptions(Msg("genetess-map-too-late"))
        if isinstance(game_map, str):
            game_map = parse_map(game_map, name)
        new = self.copy_state(state)
        self._install_map(new, game_map)
        return new

    #: Parts of the state whose entries no step changes in place once made: a special (moved
    #: whole from square to square), a remembered special (replaced), a report entry (the
    #: report is rebuilt every ply).  ``copy_state`` shares the entries and copies the rest.
    _SHARED_ENTRIES = ("specials", "seen_specials", "report")

    def copy_state(self, state: State) -> State:
        """A private copy for ``apply``: ``json_copy`` of everything (the state is plain JSON)
        except the entries of ``_SHARED_ENTRIES``, which the copy shares in new containers,
        and the maps of scalars of ``_SCALAR_MAPS``, copied one level deep.  Their texts are
        messages, nested dicts that a deep copy of every ply (a search plays thousands) would
        walk for nothing."""
        new = {key: _SCALAR_MAPS.get(key, json_copy)(value)
               for key, value in state.items() if key not in self._SHARED_ENTRIES}
        new["specials"] = dict(state["specials"])
        new["seen_specials"] = [dict(memory) for memory in state["seen_specials"]]
        new["report"] = list(state["report"])
        return new

    def max_plies(self, state: State) -> int:
        """Bids (one per seat) plus at most one turn per seat per round for ``max_rounds`` rounds."""
        n = len(state["seats"])
        rounds_left = state["options"]["max_rounds"] - max(0, state["round"] - 1)
        return n + n * max(0, rounds_left)

    # -- queries ------------------------------------------------------------------------------
    def to_move(self, state: State) -> list[int]:
        if state["result"] is not None:
            return []
        if state["round"] == 0:
            return [s for s in range(len(state["seats"]))
                    if state["alive"][s] and state["bids"][s] is None]
        return [state["order"][state["turn"]]]

    def result(self, state: State) -> dict[str, Any] | None:
        return state["result"]

    def secrets(self, state: State, seat: int) -> list[str]:
        """A submitted bid (canonical text) until the bids resolve (§13: bids are secret steps).

        A bare ``BID`` says nothing worth hiding (and is too short to test by
        substring), so it is not listed.
        """
        bid = state["bids"][seat] if state["round"] == 0 and state["result"] is None else None
        if bid is None:
            return []
        text = bid_text(bid)
        return [text] if text != "BID" else []

    #: A seat's E grows by its income every turn: its text says it (rules §13: E is private).
    STATUS_FIELDS = frozenset({"energy"})

    def status_line(self, view: GenetessView) -> Msg | None:
        """``"your E: 8"`` (``genetess-status``) from a seat's view (``None`` for the public view)."""
        energy = view.get("energy")
        return Msg("genetess-status", energy=energy) if isinstance(energy, int) else None

    def private_seats(self, state: State) -> list[int]:
        """Every seat still in the game sees its own fogged board from round 1 on (§13); in
        round 0 there is nothing but the public map to see, and at the end everyone sees all."""
        if state["round"] == 0 or state["result"] is not None:
            return []
        return [s for s in range(len(state["seats"])) if state["alive"][s]]

    def order_forms(self, state: State, seat: int) -> tuple[tuple[str, Msg], ...]:
        """BID in round 0, then PASS, MOVE and CREATE (``genetess_help.order_forms``)."""
        return order_forms(state["round"])

    def pending_secret(self, state: State, seat: int) -> dict[str, Any] | None:
        """In round 0 a seat that has not bid owes its secret bid (§13)."""
        if state["round"] != 0 or seat not in self.to_move(state):
            return None
        return {"prompt": bid_prompt(state["energy"][seat], list(state["starts"]), self._letters(state),
                                     COLOURS),
                "label": Msg("genetess-bid-label", energy=state["energy"][seat]),
                "min_length": 3, "max_length": 200}

    def legal_moves_complete(self, state: State, seat: int) -> bool:
        """Never: bids and CREATE sequences are unbounded, so ``legal_moves`` lists a useful subset."""
        return False

    def legal_moves(self, state: State, seat: int) -> list[str]:
        """A bounded, useful subset of the legal orders (``legal_moves_complete`` is False).

        Round 0: a bare ``BID`` and one-E bids on each start square and turn
        letter.  Later: ``PASS``; per piece one ``MOVE`` to each square it
        reaches, judged on what the seat knows: the pieces it sees and the
        interior walls as it knows them (``games.genetess_moves``; the
        ``LISTED_DESTINATIONS`` nearest, A1 order); ``CREATE`` of every
        affordable sequence of up to three codes with an A on every square
        where it may be created.
        """
        if seat not in self.to_move(state):
            return []
        if state["round"] == 0:
            moves = ["BID"]
            if state["energy"][seat] >= 1:
                moves += [f"BID start 1 {k}" for k in state["starts"]]
                moves += [f"BID order 1 {c}" for c in self._letters(state)]
            return moves
        moves = ["PASS"]
        for reach in self._reaches(state, seat):
            col, row = board.parse_square(reach.src)

            def distance(sq: str, col: int = col, row: int = row) -> int:
                c, r = board.parse_square(sq)
                return max(abs(c - col), abs(r - row))

            near = sorted(reach.destinations(), key=distance)[:LISTED_DESTINATIONS]
            moves += [f"MOVE {reach.src} {'-'.join(reach.path(dst))}"
                      for dst in sorted(near, key=board.scan_key)]
        moves += self._listed_creates(state, seat)
        return moves

    def random_move(self, state: State, seat: int, rng) -> str:
        """A random legal order, drawn without listing them all: ``PASS``, a MOVE to any square
        any piece reaches (judged on what the seat knows, as ``legal_moves``), or a listed
        CREATE, each equally likely (``IllegalMove`` when the seat is not to move).  Only the
        path drawn is walked (``games.genetess_moves``)."""
        if seat not in self.to_move(state):
            raise IllegalMove(Msg("genetess-no-legal-move"))
        if state["round"] == 0:
            return rng.choice(self.legal_moves(state, seat))
        reaches = self._reaches(state, seat)
        creates = self._listed_creates(state, seat)
        pick = rng.randrange(1 + sum(r.count() for r in reaches) + len(creates))
        if pick == 0:
            return "PASS"
        pick -= 1
        for reach in reaches:
            if pick < reach.count():
                dst = reach.destinations()[pick]
                return f"MOVE {reach.src} {'-'.join(reach.path(dst))}"
            pick -= reach.count()
        return creates[pick]

    def _reaches(self, state: State, seat: int) -> list[genetess_moves.Reach]:
        """Where each of the seat's pieces (A1 order) may move, judged on what it knows: the
        pieces it sees and the interior walls as it knows them (``fog.seat_walls``)."""
        vis = visible_squares(state, seat)
        known, walls = self._seen_pieces(state, seat, vis), fog.seat_walls(state, seat, vis)
        reaches = (genetess_moves.reach(state, sq, known, walls)
                   for sq in board.owner_pieces(state, seat))
        return [r for r in reaches if r is not None and r.last]

    # -- round 0: bids ----------------------------------------------------------------------------
    def _letters(self, state: State) -> str:
        n = sum(state["alive"])
        return "".join(chr(ord("a") + i) for i in range(n))

    def _apply(self, state: State, seat: int, step: str) -> list[Event]:
        words = step.strip().split()
        if not words:
            raise IllegalMove(Msg("genetess-empty-order"))
        verb = words[0].upper()
        state["report"] = []
        if state["round"] == 0:
            if verb != "BID":
                raise IllegalMove(Msg("genetess-bids-first"))
            return self._bid(state, seat, words[1:])
        if verb == "BID":
            raise IllegalMove(Msg("genetess-bids-over"))
        if verb == "PASS":
            if len(words) > 1:
                raise IllegalMove(Msg("genetess-pass-alone"))
            passed = fog.Chronicle(state)
            passed.append(board._event("passed", [], Msg("genetess-passes", name=state["seats"][seat])))
            return self._finish_turn(state, seat, "pass", passed)
        if verb == "MOVE":
            events, kind = self._move(state, seat, words[1:])
            return self._finish_turn(state, seat, kind, events)
        if verb == "CREATE":
            events = self._create(state, seat, words[1:])
            return self._finish_turn(state, seat, "create", events)
        raise IllegalMove(Msg("genetess-not-an-order", order=_shown(step.strip())))

    def _bid(self, state: State, seat: int, words: list[str]) -> list[Event]:
        """Round 0 (rules §5, G13, §13): record the seat's sealed bid; resolve after the last."""
        bid = self._parse_bid(state, seat, words)
        state["bids"][seat] = bid
        state["last"] = {"by": seat, "turn": "0", "kind": "bid"}
        name = state["seats"][seat]
        waiting = len(self.to_move(state))
        events: list[Event] = [{
            "type": "bid", "seat": seat,
            "text": Msg("genetess-has-bid", name=name, waiting=waiting),
            "private": {str(seat): Msg("genetess-your-bid", bid=bid_text(bid))}}]
        if not waiting:
            events += self._resolve_bids(state, [])
        return events

    def _parse_bid(self, state: State, seat: int, words: list[str]) -> dict[str, list]:
        bid: dict[str, list] = {a: [0, []] for a in AUCTIONS}
        allowed = {"start": list(state["starts"]), "order": list(self._letters(state)),
                   "colour": list(COLOURS)}
        i = 0
        done: set[str] = set()
        while i < len(words):
            part = words[i].lower()
            part = "colour" if part == "color" else part
            if part not in AUCTIONS:
                raise IllegalMove(Msg("genetess-bid-bad-part", part=_shown(words[i])))
            if part in done:
                raise IllegalMove(Msg("genetess-bid-twice", part=part))
            done.add(part)
            i += 1
            if i < len(words) and words[i].lower() not in AUCTIONS + ("color",) \
                    and _INT.fullmatch(words[i]):
                bid[part][0] = int(words[i])
                i += 1
            if i < len(words) and words[i].lower() not in AUCTIONS + ("color",):
                ranked = [w for w in words[i].split(",")]
                i += 1
                canon = {o.lower(): o for o in allowed[part]}
                for choice in ranked:
                    if choice.lower() not in canon:
                        raise IllegalMove(Msg("genetess-bid-bad-choice", part=part,
                                              choice=_shown(choice),
                                              allowed=", ".join(allowed[part]),
                                              example=",".join(allowed[part][:2])))
                    if canon[choice.lower()] in bid[part][1]:
                        raise IllegalMove(Msg("genetess-bid-ranks-twice", part=part,
                                              choice=canon[choice.lower()]))
                    bid[part][1].append(canon[choice.lower()])
        total = sum(bid[a][0] for a in AUCTIONS)
        if total > state["energy"][seat]:
            raise IllegalMove(Msg("genetess-bid-too-much", total=total,
                                  energy=state["energy"][seat]))
        return bid

    def _resolve_bids(self, state: State, events_before: list[dict]) -> list[Event]:
        """Three sealed auctions, all paid in full, ties at random (G13); then round 1 begins.

        ``events_before``: what this ply did earlier (a resignation), kept in the report.
        """
        bidders = [s for s in range(len(state["seats"])) if state["alive"][s]]
        options = {"start": list(state["starts"]),
                   "order": list(self._letters(state)), "colour": list(COLOURS)}
        won: dict[str, dict[int, str]] = {}
        # The match's first draws, from the seed's own stream (``rng``) whichever way the
        # match draws (option ``draws``): nothing has drawn before them, nothing hidden shifts them.
        with drawing(state) as rng:
            for auction in AUCTIONS:
                keys = {s: (state["bids"][s][auction][0], rng.random()) for s in bidders}
                left = list(options[auction])
                won[auction] = {}
                for s in sorted(bidders, key=lambda s: keys[s], reverse=True):
                    wanted = [o for o in state["bids"][s][auction][1] if o in left]
                    pick = wanted[0] if wanted else rng.choice(left)
                    left.remove(pick)
                    won[auction][s] = pick
        for s in bidders:
            state["energy"][s] -= sum(state["bids"][s][a][0] for a in AUCTIONS)
            state["start_of"][s] = won["start"][s]
            state["colours"][s] = won["colour"][s]
            board.add_piece(state, state["starts"][won["start"][s]], s, "K")
        state["order"] = sorted(bidders, key=lambda s: won["order"][s])
        names = state["seats"]
        # Each seat's colour is worded by the reader's catalog (genetess-order-seat); the
        # seats are a roster, joined by commas in every language (genetess-order-more).
        order_text = None
        for s in reversed(state["order"]):
            seat = Msg("genetess-order-seat", letter=seat_letter(state, s), name=names[s], colour=state["colours"][s])
            order_text = seat if order_text is None else Msg("genetess-order-more", first=seat, rest=order_text)
        private = {str(s): Msg("genetess-you-start", start=won["start"][s],
                               square=state["starts"][won["start"][s]], energy=state["energy"][s])
                   for s in bidders}
        events: list[Event] = [{"type": "bids", "text": Msg("genetess-bids-resolved", order=order_text),
                                "private": private}]
        state["bids"] = [None] * len(state["seats"])
        state["round"], state["turn"] = 1, 0
        begin = fog.Chronicle(state, events_before)
        self._begin_turn(state, begin)
        self._remember(state)
        self._store_report(state, begin)
        return events + self._public_events(state, begin, None, Msg("genetess-round-one"))

    # -- turns ------------------------------------------------------------------------------------
    def _begin_turn(self, state: State, events: list[dict]) -> None:
        """Start the turn of ``order[turn]``, skipping the eliminated (G22): income (G10), then
        start-of-turn specials (G25 steps 1–2), then settle King losses.  A seat eliminated by its
        own specials loses the turn; the game may end here.  What a seat's turn start does is
        credited to that seat (``credit``), not to whoever gave the order before it."""
        while state["result"] is None:
            seat = state["order"][state["turn"]]
            if state["alive"][seat]:
                first = len(events)
                gain = state["options"]["income"] * len(board.kings(state, seat))
                state["energy"][seat] += gain
                if gain:
                    events.append(dict(board._event("income", [], Msg("genetess-income", gain=gain)),
                                       owner_seat=seat,
                                       owner_text=Msg("genetess-own-income", gain=gain),
                                       secret=True))
                genetess_specials.start_of_turn(state, seat, events)
                self._radiate(state, seat, events)
                self._settle(state, events)
                credit(events[first:], seat)
                if state["result"] is None and state["alive"][seat]:
                    return
            if state["result"] is None:
                self._advance(state, events)

    def _radiate(self, state: State, seat: int, events: list[dict]) -> None:
        """G1 code R: each of the seat's R pieces (A1 order) strips one random code from every
        enemy or ronin piece in its own view; Kings never lose K, and a non-King left with no A
        (or no code) dies (G6).  House: one code per R piece, not per R code; the code is drawn
        uniformly over the victim's non-K letters, as S9 does.

        Every piece reached is told where it is seen, a bare King (nothing to lose) too, and
        the line does not name the R piece (§13: an area effect names every enemy piece it
        reaches in the reader's view, and no more)."""
        for sq in board.owner_pieces(state, seat):
            piece = state["pieces"].get(sq)
            if piece is None or piece["owner"] != seat or not board.count(piece, "R"):
                continue
            for target in sorted(board.piece_view(state, sq), key=board.scan_key):
                victim = state["pieces"].get(target)
                if victim is None or victim["owner"] == seat:
                    continue
                letters = [c for c in victim["seq"] if c != "K"]
                lost = None
                if letters:
                    with drawing_about(state, "R", target) as rng:
                        lost = rng.choice(letters)
                note = Msg("genetess-radiated-loses", square=target, code=lost) if lost else \
                    Msg("genetess-radiated-bare", square=target)
                private = {} if victim["owner"] is None else \
                    {"owner_seat": victim["owner"], "owner_text": note}
                events.append(board._event("radiate", [target],
                                           Msg("genetess-radiated", square=target), **private))
                if lost is None:
                    continue
                seq = victim["seq"].replace(lost, "", 1)
                if not board.is_king(victim) and ("A" not in seq or not seq):
                    board.remove_piece(state, target, by=seat, cause="radiation", events=events)
                else:
                    board.set_seq(state, target, seq)

    def _advance(self, state: State, events: list[dict]) -> None:
        """Next index in the turn order; past the end a new round, past ``max_rounds`` the end."""
        state["turn"] += 1
        if state["turn"] == len(state["order"]):
            state["turn"] = 0
            state["round"] += 1
            if state["round"] > state["options"]["max_rounds"]:
                state["round"] -= 1
                state["turn"] = len(state["order"]) - 1
                self._finish(state, Msg("genetess-reason-rounds", count=state["options"]["max_rounds"]),
                             events)

    def _finish_turn(self, state: State, seat: int, kind: str, events: list[dict]) -> list[Event]:
        """G25 steps 5–6 after an order: settle, pass the turn on, store the report.

        ``events`` are the order's so far, credited to ``seat``; the next turn's start (in the
        same ply) is credited to its own seat by ``_begin_turn``."""
        credit(events, seat)
        state["last"] = {"by": seat, "turn": turn_label(state), "kind": kind}
        self._settle(state, events)
        if state["result"] is None:
            self._advance(state, events)
            self._begin_turn(state, events)
        self._remember(state)
        self._store_report(state, events)
        return self._public_events(state, events, seat)

    def _skip(self, state: State, seat: int) -> list[Event]:
        """Clock time-out: a bare ``BID`` in round 0, else a PASS (rules §6.2: a time-out is harmless)."""
        if state["round"] == 0:
            return self._apply(state, seat, "BID")
        return self._apply(state, seat, "PASS")

    def _resign(self, state: State, seat: int) -> list[Event]:
        """The seat leaves: eliminated as if its King fell to nobody (no +10; others outlast it)."""
        if not isinstance(seat, int) or not 0 <= seat < len(state["seats"]):
            raise IllegalMove(Msg("genetess-no-such-seat"))
        if not state["alive"][seat]:
            raise IllegalMove(Msg("genetess-already-out"))
        state["report"] = []
        on_move = seat in self.to_move(state)
        state["resigned"][seat] = True
        events = fog.Chronicle(state)
        events.append(board._event("resigned", [], Msg("genetess-resigned", name=state["seats"][seat]),
                                   public=True))
        self._eliminate(state, [seat], events)
        if state["round"] == 0:
            state["bids"][seat] = None
            self._end_if_over(state, events)
            if state["result"] is None and not self.to_move(state):
                return self._resolve_bids(state, events)
        else:
            self._end_if_over(state, events)
            if state["result"] is None and on_move:
                self._advance(state, events)
                self._begin_turn(state, events)
        self._remember(state)
        self._store_report(state, events)
        return self._public_events(state, events, None)

    # -- eliminations and scores (rules §10, G20, G21) --------------------------------------------
    def _settle(self, state: State, events: list[dict]) -> None:
        """Turn ``king_losses`` into eliminations: +10 to the taker (not for one's own King),
        once per eliminated seat; then the outlast points and the end test."""
        losses, state["king_losses"] = state["king_losses"], []
        out: list[int] = []
        for loss in losses:
            owner, by = loss["owner"], loss["by"]
            if owner in out or not state["alive"][owner]:
                continue
            out.append(owner)
            names = state["seats"]
            if by is not None and by != owner:
                state["scores"][by] += KING_POINTS
                text = Msg("genetess-took-king", name=names[by], owner=names[owner], points=KING_POINTS)
            else:
                text = Msg("genetess-lost-king", name=names[owner])
            events.append(board._event("king", [], text, public=True))
        if out:
            self._eliminate(state, out, events)
            self._end_if_over(state, events)

    def _eliminate(self, state: State, seats: list[int], events: list[dict]) -> None:
        """Seats out together (G21): the survivors outlast each; their pieces go or turn ronin (G20)."""
        names = state["seats"]
        for s in seats:
            state["alive"][s] = False
            state["out"][s] = [state["round"], state["turn"]]
        for s in range(len(names)):
            if state["alive"][s]:
                state["scores"][s] += OUTLAST_POINTS * len(seats)
        for s in seats:
            for sq in board.owner_pieces(state, s):
                if state["options"]["ronin"]:
                    state["pieces"][sq]["owner"] = None
                else:
                    del state["pieces"][sq]
            state["sight"][s] = {"map": False, "reveal": [], "decode": []}
            fate = "genetess-eliminated-ronin" if state["options"]["ronin"] else "genetess-eliminated"
            events.append(board._event("eliminated", [], Msg(fate, name=names[s]), public=True))

    def _end_if_over(self, state: State, events: list[dict]) -> None:
        if state["result"] is None and sum(state["alive"]) <= 1:
            names = state["seats"]
            alive = [s for s in range(len(names)) if state["alive"][s]]
            others = [s for s in range(len(names)) if s not in alive]
            if alive and all(state["resigned"][s] for s in others):
                reason = Msg("genetess-reason-resigned", names=[names[s] for s in others],
                             count=len(others))
            else:
                reason = Msg("genetess-reason-last", name=names[alive[0]]) if alive \
                    else Msg("genetess-reason-all-out")
            self._finish(state, reason, events)

    def _finish(self, state: State, reason: Msg, events: list[dict]) -> None:
        """Highest score wins, ties shared (G21); ranks by score (equal scores share a rank)."""
        scores = state["scores"]
        best = max(scores)
        winners = [s for s in range(len(scores)) if scores[s] == best]
        ranks = [1 + sum(1 for t in scores if t > sc) for sc in scores]
        state["result"] = {"winners": winners, "reason": reason, "scores": list(scores),
                           "ranks": ranks}
        names = self.names(state, winners)
        if is_draw(winners, range(len(scores))):
            text = Msg("genetess-result-draw", names=names, points=best, reason=reason)
        else:
            text = Msg("genetess-result-win", names=names, count=len(names), points=best,
                       reason=reason)
        events.append(board._event("result", [], text, public=True))

    # -- orders ---------------------------------------------------------------------------------------
    def _own_piece(self, state: State, seat: int, word: str) -> str:
        """The square ``word`` names, holding a piece of ``seat`` to move (else ``IllegalMove``)."""
        sq = self._square(state, word)
        piece = state["pieces"].get(sq)
        if piece is None or piece["owner"] != seat:
            mine = ", ".join(board.owner_pieces(state, seat)) or Msg("genetess-none")
            raise IllegalMove(Msg("genetess-move-not-yours", square=sq, pieces=mine))
        return sq

    def _square(self, state: State, word: str) -> str:
        try:
            col, row = board.parse_square(word)
        except ValueError as exc:
            raise IllegalMove(exc.args[0]) from None
        if not board.on_board(state, col, row):
            last = board.square_name(state["width"] - 1, state["height"] - 1)
            raise IllegalMove(Msg("genetess-off-board", square=word.upper(), last=last))
        return board.square_name(col, row)

    def _seen_pieces(self, state: State, seat: int, vis: set[str] | None = None) -> set[str]:
        """Squares of pieces ``seat`` knows are there: in view (``vis``: its ``visible_squares``,
        when the caller has them), own, or revealed by a special."""
        if vis is None:
            vis = visible_squares(state, seat)
        reveal = set(state["sight"][seat]["reveal"])
        return {sq for sq, p in state["pieces"].items()
                if sq in vis or p["owner"] == seat or p["id"] in reveal}

    @staticmethod
    def steps_of(piece: dict) -> tuple[int, int]:
        """``(orthogonal, diagonal)`` steps a move must take: B + K and C (G3)."""
        return board.count(piece, "B") + board.count(piece, "K"), board.count(piece, "C")

    def _move(self, state: State, seat: int, args: list[str]) -> tuple[list[dict], str]:
        """MOVE (rules §7, G3, G4, G5): exact steps, walls, O, jumps, capture on the last step.

        Refused (``IllegalMove``) only for what the seat knows: the walls as it knows them and
        the pieces it sees.  A move that meets a piece or an interior wall it could not know
        of fails as a PASS (G5, ruling of 2026-11-26), told to the mover alone."""
        if len(args) != 2:
            raise IllegalMove(Msg("genetess-move-usage"))
        src = self._own_piece(state, seat, args[0])
        piece = state["pieces"][src]
        orth, diag = self.steps_of(piece)
        if orth + diag == 0:
            # The mover's own piece: its codes are the mover's to read.
            raise IllegalMove(Msg("genetess-cannot-move", seq=piece["seq"], square=src))
        steps = [d.upper() for d in args[1].split("-")]
        bad = [d for d in steps if d not in board.DIRS]
        if bad:
            raise IllegalMove(Msg("genetess-bad-direction", step=_shown(bad[0])))
        n_diag = sum(1 for d in steps if d in board.DIAGONAL)
        if len(steps) != orth + diag or n_diag != diag:
            raise IllegalMove(Msg("genetess-wrong-steps", seq=piece["seq"], square=src, orth=orth,
                                  diag=diag, gave_orth=len(steps) - n_diag, gave_diag=n_diag))
        has_o, has_e = bool(board.count(piece, "O")), bool(board.count(piece, "E"))
        # Judged on the walls the seat knows of (§13, G5): a wall it has not seen change
        # stands where it last saw it, and one it could not know of is met only when played.
        vis = visible_squares(state, seat)   # nothing changes before the move is played
        walls = fog.seat_walls(state, seat, vis)
        pos, path = src, []
        for i, d in enumerate(steps):
            col, row = board.step(pos, d)
            if not board.on_board(state, col, row):
                raise IllegalMove(Msg("genetess-step-off-board", step=i + 1, dir=d, square=pos))
            nxt = board.square_name(col, row)
            if board.is_wall(state, nxt):
                raise IllegalMove(Msg("genetess-step-wall", step=i + 1, dir=d, square=nxt))
            if nxt in walls and not has_o:
                raise IllegalMove(Msg("genetess-step-inner", step=i + 1, dir=d, square=nxt))
            path.append(nxt)
            pos = nxt
        dst = path[-1]
        if dst == src:
            raise IllegalMove(Msg("genetess-move-ends-at-start", square=src))
        target = state["pieces"].get(dst)
        if target is not None and target["owner"] == seat:
            raise IllegalMove(Msg("genetess-move-ends-on-own", square=dst))
        seen = self._seen_pieces(state, seat, vis)
        if not has_e:
            visible = [sq for sq in path[:-1] if sq != src and sq in seen]
            if visible:
                raise IllegalMove(Msg("genetess-move-blocked", square=visible[0]))
        events = fog.Chronicle(state)
        unknown = self._unknown_obstacle(state, src, path, has_o, has_e)
        if unknown is not None:
            # G5: blocked by a piece or an interior wall the mover could not know of: the
            # order fails (a PASS), the mover alone is told what it met (and now knows that
            # wall), and it reads to the others as "has played", like any order (§13).
            sq, what = unknown
            if what == "wall":
                fog.remember_walls(state, seat, [sq])
            events.append(board._event("blocked", [src], Msg("genetess-move-failed",
                                                             name=state["seats"][seat]),
                                       owner_text=Msg("genetess-own-move-failed", square=src,
                                                      obstacle=what, at=sq),
                                       secret=True))
            return events, "blocked"
        name = state["seats"][seat]
        # Told before anything changes: the others' sight of both ends is what it was (only the
        # mover's and a captured piece's owner's change, and each reads its own note).
        events.append(board._event("moved", [src, dst], Msg("genetess-moved", name=name, src=src, dst=dst),
                                   owner_text=Msg("genetess-own-moved", seq=piece["seq"], src=src,
                                                  dst=dst),
                                   src=src, dst=dst, owner=seat,
                                   left_text=Msg("genetess-left", name=name, square=src),
                                   arrived_text=Msg("genetess-arrived", name=name, square=dst)))
        opened = sorted({sq for sq in path if board.is_inner(state, sq)}, key=board.scan_key)
        if opened:
            state["inner"] = [w for w in state["inner"] if w not in set(opened)]
            events.append(board.wall_event(opened, Msg("genetess-wall-opened", squares="")))
        if target is not None:
            board.remove_piece(state, dst, by=seat, cause="captured", events=events)
        board.move_piece(state, src, dst)
        genetess_specials.on_land(state, dst, seat, events)
        return events, "move"

    @staticmethod
    def _unknown_obstacle(state: State, src: str, path: list[str], has_o: bool,
                          has_e: bool) -> tuple[str, str] | None:
        """The first square of ``path`` (a move from ``src`` the mover's knowledge allows) that
        stops it after all (G5): ``(square, "piece")`` for a piece on the way without E,
        ``(square, "wall")`` for an interior wall without O; ``None`` when the way is clear."""
        for i, sq in enumerate(path):
            if board.is_inner(state, sq) and not has_o:
                return sq, "wall"
            if i < len(path) - 1 and sq != src and sq in state["pieces"] and not has_e:
                return sq, "piece"
        return None

    def _create_squares(self, state: State, seat: int) -> list[str]:
        """Floor or interior-wall squares next to one of the seat's Kings holding no piece (G17)."""
        out: set[str] = set()
        for k in board.kings(state, seat):
            for sq in board.squares_within(state, k, 1):
                if sq not in state["pieces"] and not board.is_wall(state, sq):
                    out.add(sq)
        return sorted(out, key=board.scan_key)

    def _listed_creates(self, state: State, seat: int) -> list[str]:
        squares = self._create_squares(state, seat)
        if not squares:
            return []
        codes = state["options"]["codes"]
        energy = state["energy"][seat]
        moves = []
        for length in range(1, LISTED_CREATE_LENGTH + 1):
            for combo in combinations_with_replacement(codes, length):
                seq = "".join(combo)
                if "A" not in seq or board.creation_cost(state, seq) > energy:
                    continue
                for sq in squares:
                    if board.is_inner(state, sq) and "O" not in seq:
                        continue
                    moves.append(f"CREATE {sq} {seq}")
        return moves

    def _create(self, state: State, seat: int, args: list[str]) -> list[dict]:
        """CREATE (rules §4.3, G6, G17, G18): next to a King, paid Σ+Π, O may open a wall."""
        if len(args) != 2:
            raise IllegalMove(Msg("genetess-create-usage"))
        sq = self._square(state, args[0])
        seq = args[1].upper()
        codes = state["options"]["codes"]
        if not seq.isascii() or not seq.isalpha():
            raise IllegalMove(Msg("genetess-create-not-codes", seq=_shown(args[1]), codes=codes))
        if "K" in seq:
            raise IllegalMove(Msg("genetess-create-no-k"))
        off = sorted(set(seq) - set(codes))
        if off:
            raise IllegalMove(Msg("genetess-create-not-on-sale", code=off[0], codes=codes))
        if "A" not in seq:
            raise IllegalMove(Msg("genetess-create-needs-a"))
        kings = board.kings(state, seat)
        if not any(sq in board.squares_within(state, k, 1) and sq != k for k in kings):
            raise IllegalMove(Msg("genetess-create-not-by-king", square=sq, kings=", ".join(kings)))
        if board.is_wall(state, sq):
            raise IllegalMove(Msg("genetess-create-on-wall", square=sq))
        if board.is_inner(state, sq) and "O" not in seq:
            raise IllegalMove(Msg("genetess-create-on-inner", square=sq))
        if sq in state["pieces"]:
            raise IllegalMove(Msg("genetess-create-occupied", square=sq))
        cost = board.creation_cost(state, seq)
        if cost > state["energy"][seat]:
            raise IllegalMove(Msg("genetess-create-too-dear", seq="".join(sorted(seq)), cost=cost,
                                  energy=state["energy"][seat]))
        state["energy"][seat] -= cost
        events = fog.Chronicle(state)
        opened = board.is_inner(state, sq)
        if opened:
            state["inner"].remove(sq)
        piece = board.add_piece(state, sq, seat, seq)
        events.append(board._event("created", [sq], Msg("genetess-created", name=state["seats"][seat],
                                                        square=sq),
                                   owner_text=Msg("genetess-own-created", seq=piece["seq"], square=sq,
                                                  cost=cost)))
        fog.sign_of_creation(state, seat, sq, events[-1]["witnessed"])
        if opened:
            events.append(board.wall_event([sq], Msg("genetess-wall-opened", squares="")))
        genetess_specials.on_land(state, sq, seat, events)
        return events

    # -- reports, memory and public narration -----------------------------------------------------
    def _remember(self, state: State) -> None:
        """G9 and §13: each live seat remembers the specials, walls and enemy Kings in its view
        (and forgets specials moved away) at the end of every ply."""
        specials = state["specials"]
        for s in range(len(state["seats"])):
            memory = state["seen_specials"][s]
            vis = visible_squares(state, s)
            # The squares in view that hold or held a special, not every square in view.
            for sq in [sq for sq in memory if sq in vis and sq not in specials]:
                del memory[sq]
            for sq, special in specials.items():
                if sq in vis:
                    memory[sq] = {"type": special["type"], "text": special["text"]}
            state["seen_specials"][s] = {k: memory[k] for k in sorted(memory, key=board.scan_key)}
            fog.remember_walls(state, s, vis)
            # Whether it reads an enemy piece's codes is asked of the enemy pieces in view only.
            enemies_in_view = [sq for sq, piece in state["pieces"].items()
                               if sq in vis and piece["owner"] not in (None, s)]
            decoded = decoded_squares(state, s) if enemies_in_view else set()
            fog.remember_kings(state, s, vis, decoded)
            fog.remember_swept(state, s, vis, decoded)

    def _store_report(self, state: State, events: list[dict]) -> None:
        """Keep this ply's events, stamped as they happened (``fog.Chronicle``): who reads
        which is ``fog.told``'s business alone."""
        state["report"] = [{k: v for k, v in event.items() if k != "type"}
                           | {"public": bool(event.get("public"))} for event in events]

    def _public_events(self, state: State, events: list[dict], actor: int | None,
                       head: Msg | None = None) -> list[Event]:
        """``apply``'s events: a public line per ply plus each seat's private report lines
        (one message per seat, ``lines_msg``)."""
        names = state["seats"]
        public = [as_msg(e["text"]) for e in state["report"] if e["public"]]
        if head is None:
            head = Msg("genetess-has-played", name=names[actor]) if actor is not None \
                else Msg("genetess-board-changed")
        private = {}
        for s in range(len(names)):
            lines = report_lines(state, s)
            if lines:
                private[str(s)] = lines_msg(lines)
        out: list[Event] = [{"type": "turn", "text": clauses_msg([head] + public),
                             "private": private}]
        return out

    # -- views -------------------------------------------------------------------------------------
    def view(self, state: State, seat: int | None = None) -> GenetessView:
        """What ``seat`` may see (§13 fog of war); ``None`` is the public view.

        Keys: ``game``, ``viewer`` (name or None), ``seats``, ``width``,
        ``height``, ``map`` (name, title), ``cells`` (square → ``wall`` |
        ``inner`` | ``start K1`` | ``special S7``: exterior walls and starts
        always; interior walls as the seat knows them, the truth in view, else
        as last seen, else the skeleton at the start — the public view keeps
        the skeleton; specials where seen), ``specials`` (square → ``{"type", "text",
        "remembered"}``), ``pieces`` (square → ``{"owner": name | None,
        "colour", "mine": bool, "seq"?: str, "king"?: bool, "followed"?: "king" |
        "not king"}``: ``seq`` only when known; ``followed`` on an enemy piece the seat
        has kept in view since it learnt whether it is a King), ``visible`` (squares in
        view, A1 order), ``energy`` (own E or
        None), ``scores``/``alive``/``colours`` (name → value), ``order``
        (names, turn a first), ``letters`` (name → turn letter), ``start``
        (own start label), ``king_signs`` (name of an enemy still in → ``{"square", "within",
        "round"}``: where the seat last learnt one of its Kings was, within that
        many squares, ``games.genetess_fog``), ``swept`` (square → the last round the seat
        had it in view with no enemy King that could be on it, ``games.genetess_fog``),
        ``round``, ``turn`` (``"3b"``), ``to_move`` (names),
        ``bids`` (round 0: ``{"in": [names], "mine": text | None}``),
        ``codes`` (the table of codes on sale: ``{"letter", "name", "cost",
        "does"}``), ``report`` (lines of the last ply this seat may read),
        ``last`` (``{"by", "turn", "kind"}``: kind only to its author and the
        public sees "played"), ``result``.

        The public view (and an eliminated seat's) shows no piece and no
        special while the game runs; once it is over every view shows the
        whole board (``full_view``).
        """
        if state["result"] is not None:
            return self.full_view(state, viewer=seat)
        me = seat if isinstance(seat, int) and 0 <= seat < len(state["seats"]) else None
        out = self._common(state, me)
        if me is None or not state["alive"][me]:
            # An eliminated seat could tell the others: it sees what the public sees.
            out["cells"] = self._cells(state, fog.inner_walls_known(state, None, set()))
            return out
        vis = visible_squares(state, me)
        out["cells"] = self._cells(state, fog.inner_walls_known(state, me, vis))
        decoded = decoded_squares(state, me)
        reveal = set(state["sight"][me]["reveal"])
        decode_ids = set(state["sight"][me]["decode"])
        follows = fog.followed(state, me)
        letters = self._letters_of(state)
        pieces = {}
        for sq in sorted(state["pieces"], key=board.scan_key):
            p = state["pieces"][sq]
            mine = p["owner"] == me
            if not (mine or sq in vis or p["id"] in reveal):
                continue
            entry = self._piece_entry(state, p, me, letters)
            if mine or sq in decoded or p["id"] in decode_ids:
                entry["seq"] = p["seq"]
                entry["king"] = board.is_king(p)
            elif p["id"] in reveal and board.is_king(p):
                entry["king"] = True  # S17 reveals Kings as Kings (S18 twins are decoded anyway)
            if not mine and str(p["id"]) in follows:
                entry["followed"] = "king" if follows[str(p["id"])] else "not king"
            pieces[sq] = entry
        specials: dict[str, GenetessSpecial] = {}
        for sq, memory in state["seen_specials"][me].items():
            specials[sq] = {"type": memory["type"], "text": fresh_msg(memory["text"]),
                            "remembered": sq not in vis}
        # An eliminated enemy has no King left to hunt: its sign stays in the state, unshown.
        signs: dict[str, GenetessKingSign] = {
            state["seats"][int(owner)]: {"square": sq, "within": within, "round": rnd}
                 for owner, (sq, within, rnd) in sorted(fog.king_signs(state, me).items())
                 if state["alive"][int(owner)]}
        swept = fog.swept(state, me)
        # Keys of ``_common``'s view, replaced in place (the view's key order stays).
        out["pieces"] = pieces
        out["visible"] = sorted(vis, key=board.scan_key)
        out["specials"] = specials
        out["energy"] = state["energy"][me]
        out["start"] = state["start_of"][me]
        out["king_signs"] = signs
        out["swept"] = {sq: swept[sq] for sq in sorted(swept, key=board.scan_key)}
        for sq, sp in specials.items():
            out["cells"][sq] = f"special S{sp['type']}"
        out["report"] = report_lines(state, me)
        if state["round"] == 0:
            bid = state["bids"][me]
            cast(GenetessBids, out["bids"])["mine"] = bid_text(bid) if bid is not None else None
        if state["last"] is not None and state["last"]["by"] == me:
            cast(GenetessLast, out["last"])["kind"] = state["last"]["kind"]
        return out

    @staticmethod
    def _piece_entry(state: State, piece: dict, viewer: int | None,
                     letters: dict[int, str | None]) -> GenetessPiece:
        """A piece as a view shows it, before what the viewer knows of its codes; ``letters``:
        ``_letters_of(state)``."""
        owner = piece["owner"]
        return {"owner": None if owner is None else state["seats"][owner],
                "colour": None if owner is None else state["colours"][owner],
                "letter": None if owner is None else letters.get(owner),
                "mine": viewer is not None and owner == viewer}

    @staticmethod
    def _letters_of(state: State) -> dict[int, str | None]:
        """Seat → its turn letter (``seat_letter``), for the seats in the turn order."""
        return {s: seat_letter(state, s) for s in state["order"]}

    def _common(self, state: State, me: int | None) -> GenetessView:
        """The public part of every view; ``cells`` (a placeholder, keeping the key's place) is
        the caller's, since each kind of view knows different walls."""
        names = state["seats"]
        last = state["last"]
        codes = state["options"]["codes"]
        return {
            "game": self.id, "viewer": None if me is None else names[me], "seats": list(names),
            "width": state["width"], "height": state["height"],
            "map": {"name": state["map"]["name"], "title": state["map"]["title"]},
            "cells": {},
            "specials": {}, "pieces": {}, "visible": [], "energy": None, "start": None,
            "king_signs": {}, "swept": {},
            "scores": {names[s]: state["scores"][s] for s in range(len(names))},
            "alive": {names[s]: state["alive"][s] for s in range(len(names))},
            "colours": {names[s]: state["colours"][s] for s in range(len(names))},
            "order": [names[s] for s in state["order"]],
            "letters": {names[s]: seat_letter(state, s) for s in state["order"]},
            "round": state["round"], "turn": turn_label(state),
            "max_rounds": state["options"]["max_rounds"],
            "to_move": self.names(state, self.to_move(state)),
            "bids": {"in": [names[s] for s in range(len(names)) if state["bids"][s] is not None],
                     "mine": None} if state["round"] == 0 else None,
            # Fresh: a view is the reader's to change, the code table is not.
            "codes": pickle.loads(_code_table(codes, tuple(state["costs"].items()))),
            "report": [fresh_msg(e["text"]) for e in state["report"] if e["public"]],
            "last": None if last is None else {"by": names[last["by"]], "turn": last["turn"],
                                               "kind": "played"},
            "result": None if state["result"] is None else self._result_view(state),
        }

    @staticmethod
    def _cells(state: State, inner: set[str]) -> dict[str, str]:
        """``cells`` of a view whose interior walls are ``inner``: a start square known to be
        wall reads as wall (§13: a start turned to wall shows only where it is known)."""
        cells = {sq: "wall" for sq in state["walls"]}
        cells.update({sq: f"start {label}" for label, sq in state["starts"].items()})
        cells.update({sq: "inner" for sq in inner})
        return {sq: cells[sq] for sq in sorted(cells, key=board.scan_key)}

    def _result_view(self, state: State) -> GenetessResult:
        names = state["seats"]
        result = state["result"]
        return {"winners": self.names(state, result["winners"]), "reason": fresh_msg(result["reason"]),
                "scores": {names[s]: result["scores"][s] for s in range(len(names))},
                "ranks": {names[s]: result["ranks"][s] for s in range(len(names))}}

    def full_view(self, state: State, viewer: int | None = None) -> GenetessView:
        """Everything (a game-master's view, and every view once the game is over).

        The keys of ``view``, with every piece (``seq`` and ``king``), every
        special (``remembered`` False), every square ``visible``, ``energy``
        as name → E, ``starts_of`` (name → start label), ``bids`` (round 0:
        name → bid text or None) and ``sight``/``sx`` as in the state.
        """
        names = state["seats"]
        out = self._common(state, viewer if isinstance(viewer, int) else None)
        out["cells"] = self._cells(state, set(state["inner"]))
        out["pieces"] = {}
        letters = self._letters_of(state)
        for sq in sorted(state["pieces"], key=board.scan_key):
            p = state["pieces"][sq]
            entry = self._piece_entry(state, p, viewer, letters)
            entry["seq"] = p["seq"]
            entry["king"] = board.is_king(p)
            entry["id"] = p["id"]
            out["pieces"][sq] = entry
        out["specials"] = {sq: {"type": sp["type"], "text": fresh_msg(sp["text"]), "remembered": False}
                           for sq, sp in state["specials"].items()}
        for sq, sp in state["specials"].items():
            out["cells"][sq] = f"special S{sp['type']}"
        out["cells"] = {sq: out["cells"][sq] for sq in sorted(out["cells"], key=board.scan_key)}
        out["visible"] = board.all_squares(state)
        out["energy"] = {names[s]: state["energy"][s] for s in range(len(names))}
        out["starts_of"] = {names[s]: state["start_of"][s] for s in range(len(names))}
        if state["round"] == 0:
            out["bids"] = {names[s]: (bid_text(b) if b is not None else None)
                           for s, b in enumerate(state["bids"])}
        out["report"] = [fresh_msg(e["text"]) for e in state["report"]]
        out["sight"] = json_copy(state["sight"])
        out["sx"] = json_copy(state["sx"])
        if state["last"] is not None:
            cast(GenetessLast, out["last"])["kind"] = state["last"]["kind"]
        return out

    def describe(self, view: GenetessView) -> list[Msg | str]:
        """Text board as its lines (``Game.describe``): column letters on top, ``#`` exterior wall,
        ``X`` interior wall, ``?`` fog,
        ``.`` floor in view, ``k`` an empty start square, ``*`` a special, a piece as its owner's
        turn letter (upper-case when known to be a King, ``@`` ronin); then a legend.  A view
        that sees nothing (the public one, round 0, an eliminated seat) is the plain map:
        floor is ``.`` there, as in its picture, since nothing is in sight to tell apart."""
        width, height = view["width"], view["height"]
        vis = set(view["visible"]) or set(board.all_squares(view))
        # Each square's mark: its cell's, a piece's over it, floor in view; fog elsewhere.
        marks: dict[str, str] = {}
        for sq, cell in view["cells"].items():
            mark = _CELL_MARKS.get(cell) or ("*" if cell.startswith("special")
                                               else "k" if cell.startswith("start") else None)
            if mark is not None:
                marks[sq] = mark
        for sq, piece in view["pieces"].items():
            mark = piece.get("letter") or "@"
            marks[sq] = mark.upper() if piece.get("king") else mark
        for sq in vis:
            marks.setdefault(sq, ".")
        rows = ["    " + "".join(board.COLUMNS[c] for c in range(width))]
        for r, row in enumerate(board.rows_of(width, height)):
            rows.append(f"{r + 1:>3} " + "".join([marks.get(sq, "?") for sq in row]))
        lines: list[Msg | str] = [line.rstrip() for line in rows]
        lines.append(Msg("genetess-legend-fog" if view["visible"] else "genetess-legend"))
        for name in view["seats"]:
            letter = (view.get("letters") or {}).get(name) or "-"
            lines.append(Msg("genetess-seat-line" if view["alive"][name] else "genetess-seat-line-out",
                             letter=letter, name=name, points=view["scores"][name],
                             colour=view["colours"][name] or Msg("genetess-no-colour")))
        for sq, piece in view["pieces"].items():
            if "seq" in piece:
                lines.append(Msg("genetess-piece-line", square=sq, seq=piece["seq"],
                                 owner=piece["owner"] or Msg("genetess-ronin")))
        for sq, sp in view["specials"].items():
            lines.append(Msg("genetess-special-line-remembered" if sp.get("remembered")
                             else "genetess-special-line", square=sq, text=sp["text"]))
        energy = view.get("energy")
        if isinstance(energy, int):
            lines.append(Msg("genetess-energy-line", energy=energy))
        lines.extend(view.get("report") or [])
        if view["result"]:
            res = view["result"]
            lines.append(Msg("genetess-result-line", names=res["winners"], reason=res["reason"]))
        else:
            lines.append(Msg("genetess-turn-line", turn=view["turn"], round=view["round"],
                             rounds=view["max_rounds"], names=view["to_move"]))
        return lines

def credit(events: list[dict], seat: int | None) -> None:
    """Mark ``events`` as ``seat``'s doing (key ``actor``) unless already credited.

    The credited seat reads the event's text (and its ``owner_text`` when there is no
    ``owner_seat``) even where it sees none of its squares.  ``games.genetess_specials``
    has already credited what a special's firing appends: its own event to its occupier (S5
    fires in anyone's turn; a shaken or blown piece sets off its owner's landing special),
    its consequences elsewhere to nobody; those keep that credit here.
    """
    for event in events:
        event.setdefault("actor", seat)


def bid_text(bid: dict[str, list]) -> str:
    """Canonical text of a parsed bid: ``'BID start 3 K2,K1 colour 0 red'``; ``'BID'`` when empty."""
    parts = ["BID"]
    for auction in AUCTIONS:
        amount, ranked = bid[auction]
        if amount or ranked:
            parts.append(auction)
            parts.append(str(amount))
            if ranked:
                parts.append(",".join(ranked))
    return " ".join(parts)


def report_lines(state: State, seat: int) -> list[Msg | str]:
    """The lines of the last ply's report ``seat`` may read (its view's ``report``): each event
    as ``games.genetess_fog.told`` tells it to that seat; an eliminated seat reads the public
    lines only, until the end."""
    if state["result"] is None and not state["alive"][seat]:
        return [fresh_msg(e["text"]) for e in state["report"] if e["public"]]
    return [fresh_msg(line) for e in state["report"] if (line := fog.told(e, seat)) is not None]
