"""Genetess special squares S1..S22: parameters, legend text and firing.

Source: the V1.00 specials page, seed ``shared/seeds/003_e1c6e9b1dd9ee778.txt``
(cited "seed Sn"), and the rulings ``shared/rules/genetess.md`` (cited
"rules §N", defaults "Gn").  The state layout is the engine's
(``games/genetess.py``); this module reads and writes ``specials``,
``pieces``, ``next_id``, ``inner``, ``energy``, ``sight`` and its own
bookkeeping ``sx``, through the primitives of ``games.genetess_board``.

A special is ``{"type": 1..22, "params": {...}, "text": str}`` under its square
in ``state["specials"]``.  ``PARAMS`` is the parameter schema per type and
``validate`` checks a map's table against it (see ``PARAMS`` for every key).

Firing (rules §9, G25)
----------------------
* Order: by type S1 → S22; within a type, A1 scan order (row, then column)
  of the squares the specials stand on when that type's turn comes.  Each
  special fires at most once in its type's slot, even if a tremor moves it
  onto a later square (on-occupy triggers set off by a tremor, wind or S3
  copy come on top); whether a special is occupied is judged when its turn comes, so
  earlier effects (a teleport retry, a tremor, a fuse) change who occupies
  the later ones.
* ``specials_timing = "v100"`` (default, seed): at the start of the
  occupier's turn S1 S2 S3 S4 S11 S12 S14 S15 S16 S17 S18 S19 S20 S21 S22;
  S5 at the start of *any* player's turn (for the seat occupying it);
  S6 S7 S8 S9 S10 S13 on occupy (``on_land``), and blocked S8 teleports are
  retried in S8's slot at the start of the piece owner's turn.
* ``specials_timing = "v102"`` (rules §9, SP02): nothing fires on landing;
  every special fires at the start of its occupier's turn.
* Ronin pieces (owner ``None``) have no turn, so they never fire
  start-of-turn specials; under v100 a ronin shaken or blown onto an
  on-occupy special does set it off (with ``by = None``).

Readings where the seed is silent (our choices)
-----------------------------------------------
* S1, S2, S11 bonuses are multiplied by the occupier's number of Kings (seed
  S3: the King multiplier "applies to special E accumulation as well"); the
  percentage is rounded down first, then multiplied (G11).  S12 decay and the
  S14 price are not multiplied (they are not accumulation).
* S2 ``of = "all"`` sums the stored E of the seats still alive.
* S3 creates the copy only on an empty floor square (an interior wall blocks
  it, even for an O piece).  The copy is a creation, so under v100 it sets off
  an on-occupy special on the target (G17).
* S4 never adds K.  ``code = "random"`` draws one letter from the game's
  ``codes`` option (default: every purchasable code).  With ``max`` a letter
  is added only while the piece holds fewer than ``max`` of it.
* S5 sets ``sight[seat]["map"]``; with F in the occupier it also lists every
  piece not the seat's own in ``sight[seat]["decode"]``.
* Sight lifecycle: ``start_of_turn`` rebuilds what it owns.  Under v100 every
  seat's ``map`` and ``decode`` are cleared and S5 re-evaluated at each turn
  start, and the acting seat's ``reveal`` (S17, S18) is cleared before its own
  specials fire.  Under v102 the acting seat's three entries are cleared.
* S6/S7/S9 King link: if a King (owned by a seat) is in the area of effect,
  every piece of that owner is added to the area.  Kings never die to S6, S7
  or S9 ("can not lose K"); a King landing on S7 survives but links its own
  pieces, which die.
* S7: each jet stops at the first wall or off-board square, or at the first
  piece (which it kills) unless the lander has E.  With O the jet opens the
  interior wall it stops at (exterior walls never change).
* S8 ``target``: one square; a list of squares (written as a list or a
  rectangle "B2:D4"), of which a random *empty* one is taken; or
  ``"random"``, any empty floor square.  "Empty" = floor without a piece (a
  special there is fine).  The teleport is not a move: it does not set off
  the special at the destination (this also rules out endless chains).
  Blocked teleports wait in ``state["sx"]["teleports"]`` as
  ``[{"id": piece id, "square": the S8 square}]`` and are dropped once the
  piece has left that square or the S8 has moved away.
* S9: the random code is drawn uniformly over the letters of the sequence
  other than K (so BB is twice as likely to lose a B as A).  The area is the
  lander's own view (G7) taken on landing, lander included.  A non-King dies
  when it loses its last A or its sequence empties (G6).  A King with only K
  loses nothing.
* S10 ``walls``: a list of squares (those still interior walls open) or
  ``"random"`` with ``count`` walls drawn among the interior walls.
* S12 fires at the start of the occupier's turn (the seed does not say);
  every other seat still alive loses ``amount`` E or ``percent`` % of its E
  (rounded down), never below 0; a seat is told the E it really lost, and
  nothing when that is none.
* Random draws: each from the stream of what it is about (``_pick``,
  ``games.rng.drawing_about``): the special and its square, or the piece's
  square (S9, S16), so a draw a seat sees never depends on one out of sight.
* S13 draws, for the specials in A1 order, distinct random floor squares
  without a piece (old squares of specials are free again).  If there are
  fewer such squares than specials, nothing moves.
* S14 doubles every code except K (a piece holds at most one K, as S22 says)
  and costs ``creation_cost`` of the sequence before doubling.
* S15: the occupier's view; every piece in it not the seat's own, ronin
  included, becomes the seat's, except Kings; an enemy King in view converts
  every non-King piece of its owner.
* S16: one draw of 0..8 per item (offset (dc, dr) = (d % 3 - 1, d // 3 - 1)),
  specials first in A1 order, then pieces in A1 order (each piece once, by
  id).  A seat that saw items move in the shake stops following pieces
  (``genetess_fog.lose_track``): it cannot tell which went where.  Specials pass
  interior walls and pieces but never land on an
  exterior wall or off the board.  A piece or a special arriving on the
  other sets off an on-occupy special (v100), with ``by`` = the piece's owner.
* S20: every other piece slides in the direction (sign dcol, sign drow) from
  the occupier (8 directions), square by square until the next one is off the
  board, a wall of either kind or a piece.  Farthest pieces (Chebyshev
  distance) move first, ties in A1 order, so a line of pieces packs outward.
  A piece coming to rest on an on-occupy special sets it off (v100), as S16
  says of shaken pieces; squares passed over do not.
* S21: every square of the occupier's view that is floor becomes interior
  wall, except squares holding a King (which stay floor); the non-King pieces
  there die, the occupier included.  Specials on those squares stay, buried.
* S22: distance is straight-line (squared Euclidean) from each start square;
  all pieces at the least distance gain one K unless they hold one already
  (then that start square crowns nobody).
* Event ``by`` (for G21 scoring): the occupier's seat for start-of-turn
  specials, the landing piece's owner for on-occupy ones.  Only S19 can kill
  a King here; ``remove_piece`` records it in ``king_losses``.
* Event ``actor`` (the seat that reads it without seeing its squares): the
  occupier (``None`` for a ronin) for the special's own event only; its
  consequences elsewhere (removals, pieces blown, crowned, teleported...)
  get ``None`` and are read where seen, so S6/S7/S19/S20/S22 do not show
  their occupier where enemy pieces stand (only S5, S17 and S18 reveal, §8).
  The owner of a hit piece still reads its ``owner_text``.  The occupier is
  not always the seat whose turn it is: S5 fires in anyone's turn, and
  S16/S20 move other seats' pieces onto landing specials.

Events (fog, rules §13: a seat reads an event when it sees one of its
``squares`` at the moment it happens; ``games.genetess_fog`` decides, from
the stamps its ``Chronicle`` puts on each event appended):
a special's own event ``{"type"/"kind": "special", "special": n, "squares":
[its square, ...], "text"}`` names the special's square; consequences
elsewhere are ``"special-effect"`` events on the affected squares whose text
does not say where the special is (so seeing a piece vanish does not locate
an unseen special).  Nothing here is public: wall changes (S7, S10, S21) are
told square by square to those who see them (``listing``, ``walls``), a
tremor where an item is seen to move, a relocation where a special is seen
to go or come, a piece blown by S20 at the end(s) seen.  An own event's text
is the same whatever happened out of its readers' sight (S3, S10, S13, S16,
S22), and an outcome on one piece's codes (S4, S14, S22) is told only to
those who read that piece (``about``).  Area effects (S9, S15) name every
piece they reach, a bare King too.  Private detail (E amounts, codes gained
or lost) is in ``owner_text`` for ``owner_seat`` only.  No text names a
sequence.

Every text is a ``games.message.Msg`` (wording in ``i18n/locales/*/genetess*.ftl``),
and its arguments hold no more than its words: a reader learns nothing from a line's data
that the line does not say.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from games import genetess_board as board
from games import genetess_fog as fog
from games.genetess_codes import PURCHASABLE
from games.message import Msg
from games.rng import drawing_about

#: Each type's name (seed Sn), as a message: "fixed E bonus", "teleport", ...
NAMES: dict[int, Msg] = {
    1: Msg("genetess-s1"), 2: Msg("genetess-s2"), 3: Msg("genetess-s3"), 4: Msg("genetess-s4"),
    5: Msg("genetess-s5"), 6: Msg("genetess-s6"), 7: Msg("genetess-s7"), 8: Msg("genetess-s8"),
    9: Msg("genetess-s9"), 10: Msg("genetess-s10"), 11: Msg("genetess-s11"),
    12: Msg("genetess-s12"), 13: Msg("genetess-s13"), 14: Msg("genetess-s14"),
    15: Msg("genetess-s15"), 16: Msg("genetess-s16"), 17: Msg("genetess-s17"),
    18: Msg("genetess-s18"), 19: Msg("genetess-s19"), 20: Msg("genetess-s20"),
    21: Msg("genetess-s21"), 22: Msg("genetess-s22"),
}


def _name(kind: int) -> Msg:
    """A fresh message of ``kind``'s name: texts never share a message object (a reader may
    change what it was given, and the state must not change with it)."""
    return Msg(NAMES[kind].id)


#: Types that fire when a piece lands on them under V1.00 timing (seed, rules §9).
ON_OCCUPY = frozenset({6, 7, 8, 9, 10, 13})
#: Tremor offsets, indexed by the 0..8 draw (seed S16: 1 in 9 each).
OFFSETS = [(d % 3 - 1, d // 3 - 1) for d in range(9)]


# -- parameter schema ------------------------------------------------------------------

_REQUIRED = object()


@dataclass(frozen=True)
class Param:
    """One parameter of a special: ``parse(value, key) -> normalised value`` or ValueError
    (whose argument is a ``Msg``); ``help`` says what it is."""

    parse: Callable[[Any, str], Any]
    help: Msg
    default: Any = _REQUIRED


def _int(low: int = 0, high: int | None = None) -> Callable[[Any, str], int]:
    def parse(value: Any, key: str) -> int:
        if not isinstance(value, int) or isinstance(value, bool) \
                or value < low or (high is not None and value > high):
            raise ValueError(Msg("genetess-param-int", key=key, low=low, value=repr(value))
                             if high is None else
                             Msg("genetess-param-int-range", key=key, low=low, high=high,
                                 value=repr(value)))
        return value
    return parse


def _optional(parse: Callable[[Any, str], Any]) -> Callable[[Any, str], Any]:
    return lambda value, key: None if value is None else parse(value, key)


def _choice(*allowed: str) -> Callable[[Any, str], str]:
    def parse(value: Any, key: str) -> str:
        if value not in allowed:
            raise ValueError(Msg("genetess-param-choice", key=key, allowed=", ".join(map(repr, allowed)),
                                 value=repr(value)))
        return value
    return parse


def _square(value: Any, key: str) -> str:
    try:
        return board.square_name(*board.parse_square(value))
    except ValueError as exc:
        raise ValueError(Msg("genetess-param-square", key=key, error=exc.args[0])) from None


def _squares(value: Any, key: str) -> list[str]:
    """A non-empty list of squares, or a rectangle ``"B2:D4"``; returned unique in A1 order."""
    if isinstance(value, str) and ":" in value:
        (c1, r1), (c2, r2) = (board.parse_square(_square(end, key)) for end in value.split(":", 1))
        names = [board.square_name(c, r) for r in range(min(r1, r2), max(r1, r2) + 1)
                 for c in range(min(c1, c2), max(c1, c2) + 1)]
    elif isinstance(value, list) and value:
        names = [_square(item, key) for item in value]
    else:
        raise ValueError(Msg("genetess-param-squares", key=key, value=repr(value)))
    return sorted(set(names), key=board.scan_key)


def _random_or(parse: Callable[[Any, str], Any]) -> Callable[[Any, str], Any]:
    return lambda value, key: "random" if value == "random" else parse(value, key)


def _target(value: Any, key: str) -> str | list[str]:
    """S8: one square, several squares (list or rectangle) or ``"random"``."""
    if isinstance(value, str) and ":" not in value and value != "random":
        return _square(value, key)
    return _random_or(_squares)(value, key)


def _code(value: Any, key: str) -> str:
    """S4: ``"random"`` or one or more code letters A–Z other than K (each added once)."""
    if value == "random":
        return value
    if not isinstance(value, str) or not value.isascii() or not value.isalpha() \
            or "K" in value.upper():
        raise ValueError(Msg("genetess-param-code", key=key, value=repr(value)))
    return value.upper()


#: Parameter schema per type (types missing here take no parameters).
PARAMS: dict[int, dict[str, Param]] = {
    1: {"bonus": Param(_int(0), Msg("genetess-param-s1-bonus"))},
    2: {"percent": Param(_int(0), Msg("genetess-param-s2-percent")),
        "of": Param(_choice("own", "all"), Msg("genetess-param-s2-of"), "own")},
    3: {"target": Param(_square, Msg("genetess-param-s3-target"))},
    4: {"code": Param(_code, Msg("genetess-param-s4-code")),
        "max": Param(_optional(_int(1)), Msg("genetess-param-s4-max"), None)},
    6: {"squares": Param(_squares, Msg("genetess-param-s6-squares"))},
    8: {"target": Param(_target, Msg("genetess-param-s8-target"))},
    10: {"walls": Param(_random_or(_squares), Msg("genetess-param-s10-walls")),
         "count": Param(_int(1), Msg("genetess-param-s10-count"), 1)},
    12: {"amount": Param(_optional(_int(0)), Msg("genetess-param-s12-amount"), None),
         "percent": Param(_optional(_int(0, 100)), Msg("genetess-param-s12-percent"), None)},
}


def _check_decay(params: dict) -> None:
    if (params["amount"] is None) == (params["percent"] is None):
        raise ValueError(Msg("genetess-param-s12-one"))


def _check_open(params: dict) -> None:
    if params["walls"] != "random" and params["count"] != 1:
        raise ValueError(Msg("genetess-param-s10-count-random"))


#: Checks across keys, after each key is parsed.
_CROSS_CHECKS: dict[int, Callable[[dict], None]] = {10: _check_open, 12: _check_decay}


def validate(kind: int, params: dict) -> dict:
    """Check ``params`` of a special of type ``kind`` (1..22) against ``PARAMS``.

    Returns a new dict holding every key of the type (defaults filled in,
    squares upper-case, square lists unique in A1 order).  Raises
    ``ValueError`` (its argument a ``Msg``) naming the bad key and what is allowed: unknown type,
    unknown or missing key, bad value, or keys that conflict (S10, S12).
    Source: seed S1..S22 (what each special's text states).
    """
    if not isinstance(kind, int) or isinstance(kind, bool) or kind not in NAMES:
        raise ValueError(Msg("genetess-param-type", value=repr(kind)))
    if not isinstance(params, dict):
        # ValueError, not TypeError: the map loader turns ValueErrors into map errors.
        raise ValueError(Msg("genetess-param-table", special=f"S{kind}",  # noqa: TRY004
                             value=repr(params)))
    schema = PARAMS.get(kind, {})
    allowed = ", ".join(schema) or Msg("genetess-none")
    for key in params:
        if key not in schema:
            raise ValueError(Msg("genetess-param-unknown", special=f"S{kind}", name=_name(kind),
                                 key=repr(key), allowed=allowed))
    out = {}
    for key, param in schema.items():
        if key in params:
            out[key] = param.parse(params[key], key)
        elif param.default is _REQUIRED:
            raise ValueError(Msg("genetess-param-missing", special=f"S{kind}", name=_name(kind),
                                 key=key, help=param.help))
        else:
            out[key] = param.default
    if kind in _CROSS_CHECKS:
        _CROSS_CHECKS[kind](out)
    return out


def _places(value: str | list[str]) -> str:
    return value if isinstance(value, str) else ", ".join(value)


def _code_added(p: dict) -> Msg:
    code = Msg("genetess-sum-random-code") if p["code"] == "random" else p["code"]
    return Msg("genetess-sum-4-max", code=code, max=p["max"]) if p["max"] \
        else Msg("genetess-sum-4", code=code)


_SUMMARIES: dict[int, Callable[[dict], Msg]] = {
    1: lambda p: Msg("genetess-sum-1", bonus=p["bonus"]),
    2: lambda p: Msg("genetess-sum-2", percent=p["percent"], of=p["of"]),
    3: lambda p: Msg("genetess-sum-3", target=p["target"]),
    4: _code_added,
    6: lambda p: Msg("genetess-sum-6", places=_places(p["squares"])),
    8: lambda p: (Msg("genetess-sum-8-random") if p["target"] == "random"
                  else Msg("genetess-sum-8", places=_places(p["target"]))),
    10: lambda p: (Msg("genetess-sum-10-random", count=p["count"]) if p["walls"] == "random"
                   else Msg("genetess-sum-10", places=_places(p["walls"]))),
    11: lambda p: Msg("genetess-sum-11"),
    12: lambda p: (Msg("genetess-sum-12", amount=p["amount"]) if p["amount"] is not None
                   else Msg("genetess-sum-12-percent", percent=p["percent"])),
}


def summary(special: dict) -> Msg:
    """Short legend text of ``{"type", "params", ...}``, e.g. ``'S1: +5 E'`` (seed Sn), as
    the message ``genetess-summary``."""
    kind = special["type"]
    params = validate(kind, special.get("params", {}))
    text = _SUMMARIES[kind](params) if kind in _SUMMARIES else _name(kind)
    return Msg("genetess-summary", special=f"S{kind}", text=text)


# -- small helpers ------------------------------------------------------------------------

def _v102(state: dict) -> bool:
    return state["options"].get("specials_timing", "v100") == "v102"


def _pick(state: dict, about: tuple, draw: Callable[[Any], Any]) -> Any:
    """One seeded draw from the stream of the decision ``about`` (``games.rng.drawing_about``:
    what it is about, e.g. ``("S9", "F6")``, so that no draw a seat sees depends on one made
    out of its sight); never nested."""
    with drawing_about(state, *about) as rng:
        return draw(rng)


def _named(kind: int, square: str, text: Msg) -> Msg:
    """``"S7 detonation on E5: "`` + ``text`` (``genetess-special``)."""
    return Msg("genetess-special", special=f"S{kind}", name=_name(kind), square=square, what=text)


def _fires(kind: int, square: str) -> Msg:
    """What a reader who does not decode the piece reads of an outcome on its codes."""
    return _named(kind, square, Msg("genetess-special-fires"))


def _event(events: list, kind: int, squares: list[str], text: Msg, **extra: Any) -> None:
    """The special's own event: seen where its square (``squares[0]``) is seen, and named there."""
    events.append({"type": "special", "kind": "special", "special": kind,
                   "squares": list(squares), "text": _named(kind, squares[0], text), **extra})


def _effect(events: list, kind: int, squares: list[str], text: Msg, *,
            owner: int | None = None, owner_text: Msg | None = None, **extra: Any) -> None:
    """A consequence elsewhere (``squares``), narrated without the special's square.

    ``owner_text`` goes to ``owner`` only (nobody for a ronin); ``extra`` may set ``secret``
    or any key ``games.genetess_fog`` reads (``listing`` and ``walls`` for a wall change,
    ``src``/``dst`` for a piece carried off, ``about`` for an outcome on one piece's codes).
    """
    if "listing" in extra:
        extra["listing"] = Msg("genetess-effect", what=extra["listing"], name=_name(kind))
    event = {"type": "special-effect", "kind": "special-effect", "special": kind,
             "squares": list(squares), "text": Msg("genetess-effect", what=text, name=_name(kind)),
             **extra}
    if owner is not None and owner_text is not None:
        event.update(owner_seat=owner, owner_text=owner_text)
    events.append(event)


def _walls_effect(events: list, kind: int, squares: list[str], listing: Msg) -> None:
    """A wall change on ``squares`` (A1 order): ``listing`` has an argument ``squares``, filled
    for each reader with the squares it saw change (``games.genetess_fog``)."""
    _effect(events, kind, squares, board.fill_squares(listing, squares), listing=listing, walls=True)


def _a1(squares) -> list[str]:
    return sorted(set(squares), key=board.scan_key)


def _where_special(state: dict, special: dict) -> str | None:
    return next((sq for sq, s in state["specials"].items() if s is special), None)


def _where_piece(state: dict, pid: int) -> str | None:
    return next((sq for sq, p in state["pieces"].items() if p["id"] == pid), None)


def _empty_floor(state: dict, sq: str) -> bool:
    return board.is_floor(state, sq) and sq not in state["pieces"]


def _king_count(state: dict, seat: int) -> int:
    return len(board.kings(state, seat))


def _add_energy(state: dict, seat: int, amount: int) -> None:
    state["energy"][seat] = max(0, state["energy"][seat] + amount)


def _king_linked(state: dict, squares) -> list[str]:
    """Seed S6/S7/S9: the area plus every piece of each seat with a King in it (A1 order)."""
    area = {sq for sq in squares if sq in state["pieces"]}
    for owner in {state["pieces"][sq]["owner"] for sq in area
                  if board.is_king(state["pieces"][sq])} - {None}:
        area.update(board.owner_pieces(state, owner))
    return _a1(area)


def _kill_non_kings(state: dict, squares, by: int | None, cause: str, events: list) -> None:
    for sq in _a1(squares):
        piece = state["pieces"].get(sq)
        if piece is not None and not board.is_king(piece):
            board.remove_piece(state, sq, by=by, cause=cause, events=events)


# -- the handlers: (state, square, seat of the occupier, events) -----------------------------

def _fixed_bonus(state: dict, sq: str, seat: int, events: list) -> None:
    """Seed S1 (× Kings: seed S3)."""
    gain = state["specials"][sq]["params"]["bonus"] * _king_count(state, seat)
    _add_energy(state, seat, gain)
    _event(events, 1, [sq], Msg("genetess-bonus"), owner_text=Msg("genetess-own-gain", gain=gain),
           owner_seat=seat)


def _percent_bonus(state: dict, sq: str, seat: int, events: list) -> None:
    """Seed S2 (× Kings: seed S3; rounded down: G11)."""
    params = state["specials"][sq]["params"]
    base = state["energy"][seat] if params["of"] == "own" else sum(
        e for e, alive in zip(state["energy"], state["alive"], strict=True) if alive)
    gain = params["percent"] * base // 100 * _king_count(state, seat)
    _add_energy(state, seat, gain)
    _event(events, 2, [sq], Msg("genetess-bonus"), owner_text=Msg("genetess-own-gain", gain=gain),
           owner_seat=seat)


def _duplicate(state: dict, sq: str, seat: int, events: list) -> None:
    """Seed S3: copy the occupier onto the target if it is empty floor."""
    target = state["specials"][sq]["params"]["target"]
    # The same words either way: whether the copy appears is told where the target is seen.
    if not _empty_floor(state, target):
        _event(events, 3, [sq], Msg("genetess-s3-copy", target=target),
               owner_seat=seat, owner_text=Msg("genetess-own-s3-no-copy", target=target))
        return
    board.add_piece(state, target, seat, state["pieces"][sq]["seq"])
    _event(events, 3, [sq], Msg("genetess-s3-copy", target=target))
    _effect(events, 3, [target], Msg("genetess-s3-appears", target=target))
    on_land(state, target, seat, events)


def _add_code(state: dict, sq: str, seat: int, events: list) -> None:
    """Seed S4: add the code(s), each only while below ``max``; never K."""
    params = state["specials"][sq]["params"]
    letters = params["code"]
    if letters == "random":
        pool = [c for c in state["options"].get("codes", PURCHASABLE) if c != "K"]
        letters = _pick(state, ("S4", sq), lambda rng: rng.choice(pool)) if pool else ""
    piece = state["pieces"][sq]
    added = "".join(c for c in letters
                    if params["max"] is None or board.count(piece, c) < params["max"])
    board.set_seq(state, sq, piece["seq"] + added)
    private = {"owner_seat": seat, "owner_text": Msg("genetess-own-gains", square=sq, codes=added)} \
        if added else {}
    _event(events, 4, [sq], Msg("genetess-s4-gains" if added else "genetess-s4-limit"),
           about=sq, neutral=_fires(4, sq), **private)


def _map_view(state: dict, sq: str, seat: int, events: list) -> None:
    """Seed S5: the whole map for the seat; decoding only if the occupier has F."""
    sight = state["sight"][seat]
    sight["map"] = True
    if board.count(state["pieces"][sq], "F"):
        sight["decode"] = sorted({p["id"] for p in state["pieces"].values() if p["owner"] != seat}
                                 | set(sight["decode"]))
    _event(events, 5, [sq], Msg("genetess-s5-sees"))


def _kill_squares(state: dict, sq: str, seat: int | None, events: list) -> None:
    """Seed S6: kill the pieces on the listed squares (King-linked; Kings survive)."""
    listed = state["specials"][sq]["params"]["squares"]
    _event(events, 6, [sq], Msg("genetess-s6-kills", places=", ".join(listed)))
    _kill_non_kings(state, _king_linked(state, listed), seat, "killer", events)


def _detonate(state: dict, sq: str, seat: int | None, events: list) -> None:
    """Seed S7: kill the lander and blast 4 (C: 8) jets; E passes pieces; O opens a wall."""
    lander = state["pieces"][sq]
    directions = board.ORTHOGONAL + (board.DIAGONAL if board.count(lander, "C") else ())
    through, opener = board.count(lander, "E") > 0, board.count(lander, "O") > 0
    area, opened = [sq], []
    for name in directions:
        col, row = board.parse_square(sq)
        dc, dr = board.DIRS[name]
        while board.on_board(state, col + dc, row + dr):
            col, row = col + dc, row + dr
            cur = board.square_name(col, row)
            if not board.is_floor(state, cur):
                if opener and board.is_inner(state, cur):
                    opened.append(cur)
                break
            if cur in state["pieces"]:
                area.append(cur)
                if not through:
                    break
    state["inner"] = [w for w in state["inner"] if w not in opened]
    _event(events, 7, [sq], Msg("genetess-s7-blast"))
    if opened:
        _walls_effect(events, 7, _a1(opened), Msg("genetess-wall-opened", squares=""))
    _kill_non_kings(state, _king_linked(state, area), seat, "detonation", events)


def _teleport(state: dict, sq: str, seat: int | None, events: list) -> bool:
    """Seed S8: move the piece to an empty target; returns False when blocked."""
    target = state["specials"][sq]["params"]["target"]
    if isinstance(target, str) and target != "random":
        choices = [target] if _empty_floor(state, target) else []
    else:
        pool = board.all_squares(state) if target == "random" else target
        choices = [s for s in pool if _empty_floor(state, s)]
    if not choices:
        _event(events, 8, [sq], Msg("genetess-s8-blocked"))
        return False
    dest = choices[0] if len(choices) == 1 else _pick(state, ("S8", sq),
                                                           lambda rng: rng.choice(choices))
    board.move_piece(state, sq, dest)
    _event(events, 8, [sq], Msg("genetess-s8-away"))
    _effect(events, 8, [dest], Msg("genetess-s8-arrives", square=dest))
    return True


def _teleport_on_land(state: dict, sq: str, seat: int | None, events: list) -> None:
    """Seed S8 under v100: a blocked teleport waits for the owner's next turn."""
    pid = state["pieces"][sq]["id"]
    if not _teleport(state, sq, seat, events) and not _v102(state) and seat is not None:
        pending = state["sx"].setdefault("teleports", [])
        if not any(entry["id"] == pid for entry in pending):
            pending.append({"id": pid, "square": sq})


def _retry_teleports(state: dict, seat: int, events: list) -> None:
    """Seed S8: "re-tried at the start of that player's turn each round" (A1 order)."""
    live = [e for e in state["sx"].get("teleports", [])
            if _where_piece(state, e["id"]) == e["square"]
            and state["specials"].get(e["square"], {}).get("type") == 8]
    state["sx"]["teleports"] = live
    for entry in sorted((e for e in live if state["pieces"][e["square"]]["owner"] == seat),
                        key=lambda e: board.scan_key(e["square"])):
        if _teleport(state, entry["square"], seat, events):
            live.remove(entry)


def _lose_code(state: dict, sq: str, by: int | None, events: list) -> None:
    """Seed S9 on one piece: a random non-K code goes; a non-King without A dies (G6)."""
    piece = state["pieces"][sq]
    letters = [c for c in piece["seq"] if c != "K"]
    # Every piece reached is named, a bare King too (§13): leaving it out would single it out.
    if not letters:
        _effect(events, 9, [sq], Msg("genetess-radiated", square=sq), owner=piece["owner"],
                owner_text=Msg("genetess-own-bare", square=sq))
        return
    lost = _pick(state, ("S9", sq), lambda rng: rng.choice(letters))
    seq = piece["seq"].replace(lost, "", 1)
    _effect(events, 9, [sq], Msg("genetess-radiated", square=sq), owner=piece["owner"],
            owner_text=Msg("genetess-own-loses", square=sq, code=lost))
    if not board.is_king(piece) and (lost == "A" and "A" not in seq or not seq):
        board.remove_piece(state, sq, by=by, cause="radiation", events=events)
        return
    board.set_seq(state, sq, seq)


def _irradiate(state: dict, sq: str, seat: int | None, events: list) -> None:
    """Seed S9: the lander and every piece in its view lose a code (King-linked)."""
    area = _king_linked(state, board.piece_view(state, sq))
    _event(events, 9, [sq], Msg("genetess-s9-strikes"))
    for target in area:
        # _lose_code only ever removes the piece it hits, so later targets are still there.
        _lose_code(state, target, seat, events)


def _open_walls(state: dict, sq: str, seat: int | None, events: list) -> None:
    """Seed S10: the listed (or ``count`` random) interior walls become floor for good."""
    params = state["specials"][sq]["params"]
    if params["walls"] == "random":
        inner = list(state["inner"])
        walls = _pick(state, ("S10", sq),
                      lambda rng: rng.sample(inner, min(params["count"], len(inner))))
    else:
        walls = [w for w in params["walls"] if board.is_inner(state, w)]
    state["inner"] = [w for w in state["inner"] if w not in walls]
    # Not "no wall is left": which walls still stand out of sight is not the reader's to know.
    _event(events, 10, [sq], Msg("genetess-s10-open"))
    if walls:
        _walls_effect(events, 10, _a1(walls), Msg("genetess-wall-opened", squares=""))


def _factored_bonus(state: dict, squares: list[str], seat: int, events: list) -> None:
    """Seed S11, once per turn: n^n % of own E for n occupied S11s (× Kings, rounded down)."""
    n = len(squares)
    gain = n ** n * state["energy"][seat] // 100 * _king_count(state, seat)
    _add_energy(state, seat, gain)
    # One event per square, so none names an S11 its readers cannot see.
    for i, sq in enumerate(squares):
        private = {"owner_seat": seat,
                   "owner_text": Msg("genetess-own-s11", gain=gain, count=n)} if i == 0 else {}
        _event(events, 11, [sq], Msg("genetess-bonus"), **private)


def _decay(state: dict, sq: str, seat: int, events: list) -> None:
    """Seed S12: every other live seat loses ``amount`` or ``percent`` % of its E (G11); a
    seat is told only the E it really lost (none: nothing, §13)."""
    params = state["specials"][sq]["params"]
    for other, alive in enumerate(state["alive"]):
        if alive and other != seat:
            energy = state["energy"][other]
            loss = params["amount"] if params["amount"] is not None \
                else energy * params["percent"] // 100
            _add_energy(state, other, -loss)
            lost = energy - state["energy"][other]
            if lost:
                _effect(events, 12, [], Msg("genetess-s12-yours"), owner=other,
                        owner_text=Msg("genetess-own-s12", lost=lost), secret=True)
    _event(events, 12, [sq], Msg("genetess-s12-decays"))


def _relocate(state: dict, sq: str, seat: int | None, events: list) -> None:
    """Seed S13: every special (this one too) moves to a random empty floor square."""
    specials = [state["specials"][s] for s in _a1(state["specials"])]
    free = [s for s in board.all_squares(state) if _empty_floor(state, s)]
    # The same words either way: whether there was room depends on squares out of sight.
    _event(events, 13, [sq], Msg("genetess-s13-shuffled"))
    if len(free) < len(specials):
        return
    old = list(state["specials"])
    dests = _pick(state, ("S13", sq), lambda rng: rng.sample(free, len(specials)))
    state["specials"].clear()
    state["specials"].update(sorted(zip(dests, specials, strict=True), key=lambda d: board.scan_key(d[0])))
    # Told where a special is seen to go or come (§13), not to the whole table.
    _effect(events, 13, _a1(old + dests), Msg("genetess-s13-move"))


def _double(state: dict, sq: str, seat: int, events: list) -> None:
    """Seed S14: double each code count (not K) for the creation cost of the old sequence."""
    seq = state["pieces"][sq]["seq"]
    cost = board.creation_cost(state, seq)
    # Either outcome tells the piece's codes or its owner's E: only for those decoding it (§13).
    neutral = _fires(14, sq)
    if state["energy"][seat] < cost:
        _event(events, 14, [sq], Msg("genetess-s14-poor"),
               owner_text=Msg("genetess-own-s14-needs", cost=cost), owner_seat=seat, about=sq,
               neutral=neutral)
        return
    _add_energy(state, seat, -cost)
    board.set_seq(state, sq, "".join(c if c == "K" else c * 2 for c in seq))
    _event(events, 14, [sq], Msg("genetess-s14-doubles"),
           owner_text=Msg("genetess-own-cost", cost=cost), owner_seat=seat, about=sq,
           neutral=neutral)


def _convert(state: dict, sq: str, seat: int, events: list) -> None:
    """Seed S15: pieces in view change sides; an enemy King in view converts its owner's pieces."""
    in_view = [s for s in board.piece_view(state, sq)
               if s in state["pieces"] and state["pieces"][s]["owner"] != seat]
    owners = {state["pieces"][s]["owner"] for s in in_view if board.is_king(state["pieces"][s])}
    area = set(in_view)
    for owner in owners - {None}:
        area.update(board.owner_pieces(state, owner))
    # No count: King-linked converts stand anywhere, and whoever sees this square reads it.
    _event(events, 15, [sq], Msg("genetess-s15-converts"))
    for s in _a1(area):
        # Every piece reached is named where seen (§13), a King too (Kings never change sides).
        if board.is_king(state["pieces"][s]):
            _effect(events, 15, [s], Msg("genetess-s15-keeps", square=s))
            continue
        _effect(events, 15, [s], Msg("genetess-s15-changes", square=s))
        state["pieces"][s]["owner"] = seat


def _shake(state: dict, sq: str, kind: str, src: str) -> tuple[int, int]:
    """The offset of the item (``kind``: special or piece) on ``src`` shaken by the S16 on ``sq``."""
    return OFFSETS[_pick(state, ("S16", sq, kind, src), lambda rng: rng.randrange(9))]


def _tremor(state: dict, sq: str, seat: int, events: list) -> None:
    """Seed S16: specials, then pieces, each moved once to a random square of its 3×3.

    A seat that saw items move in the shake (it reads the shaking: an item left a square it
    saw, or came onto one) cannot tell which piece went where: it stops following pieces
    (``fog.lose_track``; §13: a seat knows what it sees, so this turns on that alone)."""
    sights = [fog.visible_squares(state, s) for s in range(len(state["seats"]))]
    moved, left = [], []
    for special in [state["specials"][s] for s in _a1(state["specials"])]:
        src = _where_special(state, special)
        assert src is not None, "a shake moves specials, it never removes one"
        col, row = board.parse_square(src)
        dc, dr = _shake(state, sq, "special", src)
        if not board.on_board(state, col + dc, row + dr):
            continue
        dst = board.square_name(col + dc, row + dr)
        if dst in state["specials"] or board.is_wall(state, dst):
            continue
        state["specials"][dst] = state["specials"].pop(src)
        moved.append(dst)
        left.append(src)
        if dst in state["pieces"]:
            on_land(state, dst, state["pieces"][dst]["owner"], events)
    for pid in [state["pieces"][s]["id"] for s in _a1(state["pieces"])]:
        src = _where_piece(state, pid)
        if src is None:
            continue
        col, row = board.parse_square(src)
        dc, dr = _shake(state, sq, "piece", src)
        if not board.on_board(state, col + dc, row + dr):
            continue
        dst = board.square_name(col + dc, row + dr)
        if not _empty_floor(state, dst):  # also "stay": its own square holds it
            continue
        board.move_piece(state, src, dst)
        moved.append(dst)
        left.append(src)
        on_land(state, dst, state["pieces"][dst]["owner"], events)
    # No count, and the same words whatever moved: it would tell whoever sees this square how
    # much moved across the board.  The shaking is told where an item was seen to move (§13).
    _event(events, 16, [sq], Msg("genetess-s16-shakes"))
    if moved:
        _effect(events, 16, _a1(moved), Msg("genetess-s16-shakes"),
                before=[[s for s in _a1(left) if s in seen] for seen in sights])
        # Whoever reads that line (an item seen to leave or to arrive) loses track.
        for seeing, before in enumerate(sights):
            if set(left) & before or set(moved) & fog.visible_squares(state, seeing):
                fog.lose_track(state, seeing)


def _reveal(state: dict, sq: str, seat: int, kind: int, wanted: Callable[[dict], bool],
            events: list) -> None:
    ids = {p["id"] for s, p in state["pieces"].items() if s != sq and wanted(p)}
    sight = state["sight"][seat]
    sight["reveal"] = sorted(ids | set(sight["reveal"]))
    _event(events, kind, [sq], Msg("genetess-reveal"))


def _reveal_kings(state: dict, sq: str, seat: int, events: list) -> None:
    """Seed S17: every enemy King (ronin included) is revealed to the seat."""
    _reveal(state, sq, seat, 17, lambda p: board.is_king(p) and p["owner"] != seat, events)


def _reveal_twins(state: dict, sq: str, seat: int, events: list) -> None:
    """Seed S18: every other piece with the occupier's sequence is revealed to the seat."""
    seq = state["pieces"][sq]["seq"]
    _reveal(state, sq, seat, 18, lambda p: p["seq"] == seq, events)


def _fuse(state: dict, sq: str, seat: int, events: list) -> None:
    """Seed S19: every piece with the occupier's sequence dies, itself and own side too (G21)."""
    seq = state["pieces"][sq]["seq"]
    twins = _a1(s for s, p in state["pieces"].items() if p["seq"] == seq)
    _event(events, 19, [sq], Msg("genetess-s19-fuse"))
    for s in twins:
        board.remove_piece(state, s, by=seat, cause="fuse", events=events)


def _sign(x: int) -> int:
    return (x > 0) - (x < 0)


def _wind(state: dict, sq: str, seat: int, events: list) -> None:
    """Seed S20: all other pieces slide straight away from the occupier until blocked."""
    oc, orow = board.parse_square(sq)

    def distance(s: str) -> int:
        col, row = board.parse_square(s)
        return max(abs(col - oc), abs(row - orow))

    order = sorted((s for s in state["pieces"] if s != sq),
                   key=lambda s: (-distance(s), board.scan_key(s)))
    _event(events, 20, [sq], Msg("genetess-s20-wind"))
    for pid in [state["pieces"][s]["id"] for s in order]:
        src = _where_piece(state, pid)
        if src is None:
            continue
        col, row = board.parse_square(src)
        dc, dr = _sign(col - oc), _sign(row - orow)
        dst = src
        while board.on_board(state, col + dc, row + dr) \
                and _empty_floor(state, board.square_name(col + dc, row + dr)):
            col, row = col + dc, row + dr
            dst = board.square_name(col, row)
        if dst != src:
            before = fog.witnessed(state, [src])
            board.move_piece(state, src, dst)
            _effect(events, 20, [src, dst], Msg("genetess-s20-blown", src=src, dst=dst), src=src,
                    dst=dst, before=before, left_text=Msg("genetess-s20-left", square=src),
                    arrived_text=Msg("genetess-s20-arrived", square=dst))
            on_land(state, dst, state["pieces"][dst]["owner"], events)


def _rockfall(state: dict, sq: str, seat: int, events: list) -> None:
    """Seed S21: the occupier's view caves in: interior wall, non-Kings there die."""
    fallen = []
    for s in _a1(board.piece_view(state, sq)):
        piece = state["pieces"].get(s)
        if not board.is_floor(state, s) or (piece is not None and board.is_king(piece)):
            continue
        fallen.append(s)
    _event(events, 21, [sq], Msg("genetess-s21-roof"))
    state["inner"] = _a1(state["inner"] + fallen)
    if fallen:
        # Told (and remembered) before the pieces under it die: they saw it fall.
        _walls_effect(events, 21, fallen, Msg("genetess-s21-walls", squares=""))
    _kill_non_kings(state, fallen, seat, "rockfall", events)


def _monkey(state: dict, sq: str, seat: int, events: list) -> None:
    """Seed S22: the piece(s) nearest each start square gain one K (at most one per piece)."""
    crowned: set[str] = set()
    for start in state["starts"].values():
        sc, sr = board.parse_square(start)
        dist = {}
        for s in state["pieces"]:
            col, row = board.parse_square(s)
            dist[s] = (col - sc) ** 2 + (row - sr) ** 2
        nearest = min(dist.values(), default=None)
        crowned.update(s for s, d in dist.items()
                       if d == nearest and not board.is_king(state["pieces"][s]))
    # No count, and the same words whoever is crowned: the crowned pieces stand anywhere, and
    # which of them were Kings already is told only to those decoding them (§13).
    _event(events, 22, [sq], Msg("genetess-s22-monkey"))
    for s in _a1(crowned):
        board.set_seq(state, s, state["pieces"][s]["seq"] + "K")
        _effect(events, 22, [s], Msg("genetess-s22-crowned", square=s), about=s, neutral=None,
                owner=state["pieces"][s]["owner"], owner_text=Msg("genetess-own-s22", square=s))


#: Handler per type.  S11 is absent: it fires once for all the seat's S11s.
HANDLERS: dict[int, Callable[[dict, str, Any, list], None]] = {
    1: _fixed_bonus, 2: _percent_bonus, 3: _duplicate, 4: _add_code, 5: _map_view,
    6: _kill_squares, 7: _detonate, 8: _teleport_on_land, 9: _irradiate, 10: _open_walls,
    12: _decay, 13: _relocate, 14: _double, 15: _convert, 16: _tremor, 17: _reveal_kings,
    18: _reveal_twins, 19: _fuse, 20: _wind, 21: _rockfall, 22: _monkey,
}


# -- firing ------------------------------------------------------------------------------------

def _squares_by_type(state: dict) -> dict[int, list[str]]:
    """Type → the squares of the specials of that type now, in A1 order."""
    by_type: dict[int, list[str]] = {}
    for sq in sorted(state["specials"], key=board.scan_key):
        by_type.setdefault(state["specials"][sq]["type"], []).append(sq)
    return by_type


def _due(state: dict, of_kind: list[str], seat: int, any_seat: bool) -> Iterator[tuple[str, int]]:
    """(square, occupier) of each special of one kind due now, judged lazily in A1 order;
    ``of_kind``: the squares of that kind's specials when its turn comes (``_squares_by_type``)."""
    for was, special in [(s, state["specials"][s]) for s in of_kind]:
        # Where the special is now: an earlier one of its kind may have moved it (S13, S16). A
        # special stands on one square, so one found where it was is still there.
        sq = was if state["specials"].get(was) is special else _where_special(state, special)
        piece = state["pieces"].get(sq) if sq is not None else None   # None: fired away already
        if sq is not None and piece is not None and piece["owner"] is not None \
                and (any_seat or piece["owner"] == seat):
            yield sq, piece["owner"]


def _fire(kind: int, state: dict, sq: str, occupier: int | None, events: list) -> None:
    """Run the handler of ``kind``; credit its own event(s) on ``sq`` to ``occupier`` and the rest
    to nobody (``actor``, module docstring), so the engine does not credit them to the turn."""
    first = len(events)
    HANDLERS[kind](state, sq, occupier, events)
    for event in events[first:]:
        own = event["kind"] == "special" and event["squares"][:1] == [sq]
        # setdefault: a landing special set off inside (S3, S16, S20) has credited its own.
        event.setdefault("actor", occupier if own else None)


def _reset_sight(state: dict, seat: int, v102: bool) -> None:
    """Clear the reveals this call rebuilds (module docstring, "Sight lifecycle")."""
    for other, sight in enumerate(state["sight"]):
        if other == seat or not v102:
            sight["map"], sight["decode"] = False, []
    state["sight"][seat]["reveal"] = []


def start_of_turn(state: dict, seat: int, events: list) -> None:
    """Fire every special due at the start of ``seat``'s turn, in place (rules §9, G25 step 2).

    Order S1 → S22, A1 order within a type.  V1.00 timing: the occupier's
    start-of-turn types, S5 for any occupier, and ``seat``'s blocked S8
    teleports; under ``specials_timing = "v102"`` every special occupied by
    ``seat``.  Appends events to ``events``; King deaths go to
    ``state["king_losses"]`` for the engine to settle (G21).
    """
    v102 = _v102(state)
    _reset_sight(state, seat, v102)
    # A special keeps its type (moved whole, never changed in place); where each type's stand
    # is looked up once, and again after anything fired (a special may have moved).
    squares_of = _squares_by_type(state)
    for kind in NAMES:
        if not v102 and kind == 8:
            _retry_teleports(state, seat, events)
            squares_of = _squares_by_type(state)
        elif kind not in squares_of:
            continue
        elif kind == 11:
            squares = [sq for sq, _ in _due(state, squares_of[11], seat, False)]
            if squares:
                _factored_bonus(state, squares, seat, events)
                squares_of = _squares_by_type(state)
        elif v102 or kind not in ON_OCCUPY:
            fired = False
            for sq, occupier in _due(state, squares_of[kind], seat, kind == 5 and not v102):
                _fire(kind, state, sq, occupier, events)
                fired = True
            if fired:
                squares_of = _squares_by_type(state)


def on_land(state: dict, square: str, mover: int | None, events: list) -> None:
    """Fire the on-occupy special (S6 S7 S8 S9 S10 S13) on ``square``, if any (seed, rules §9).

    Call after a piece lands on, is created on or is shaken or blown onto
    ``square``; ``mover`` is the seat credited with the effect (G21: the
    landing piece's owner; ``None`` for a ronin).  Does nothing under
    ``specials_timing = "v102"``, when nothing fires on landing.
    """
    special = state["specials"].get(square)
    if _v102(state) or special is None or special["type"] not in ON_OCCUPY \
            or square not in state["pieces"]:
        return
    _fire(special["type"], state, square, mover, events)
