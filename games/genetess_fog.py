"""Genetess fog of war: what each seat sees, and which report lines it reads (rules §13).

The ruling of 2026-11-23 ("What a seat learns is what it sees") in one place:

- A seat sees the squares within its pieces' views (G7), or the whole map
  while it holds an S5 ``sight``; it reads the codes of enemy pieces in the
  own view of one of its F pieces or listed by a special (G8).
- Every event of a ply is told when it happens: ``Chronicle.append`` stamps it
  with the squares of it each seat sees *at that moment* (``witnessed``) and,
  for an event about one piece's codes (``about``), the seats that decode that
  piece then (``decoders``).  Which line a seat reads is decided afterwards
  from those stamps alone, by ``told``.  Nothing else in the engine or the
  specials decides who reads what.
- What a seat may try (legal moves, the refusal of an order) is judged on the
  walls as it knows them (``seat_walls``): the skeleton and the changes it has
  seen; a wall it could not know of is met only when an order is played (G5).
- Walls change like specials are seen: a wall change is remembered by the
  seats that witness it (``remember_walls``), and at the end of every ply by
  the seats that have the square in view; everyone else, and the channel,
  keeps the public skeleton (the inner walls at the start) until the game ends.
- Kings are remembered as signs (``king_signs``): where a seat last read an
  enemy King (a piece it decodes, or one a special revealed) or saw that enemy
  create a piece (created only next to a King, rules §4.3).  A sign holds what
  the seat learnt then, nothing more; seen again, it is replaced.
- Squares are remembered as swept (``swept``): the last round a seat had each one in view
  with no enemy King that could be on it (empty, or holding a piece it knows is no King).
  A King steps one square a turn and seldom moves, so a square swept a few rounds ago
  seldom hides one: a hunter that has looked somewhere knows it need not look again soon.
- A seat follows the enemy pieces it has learnt are, or are not, Kings
  (``followed``: read, or seen created, since K cannot be bought) while they
  stay in its view; a followed King keeps its sign exact.  A shake in which it
  saw pieces move (S16) loses track of them all (``lose_track``).

Event keys read here (besides ``text``; see ``games/genetess.py`` for the rest):

- ``squares``: where it happens.  ``public``: everyone reads ``text``.
- ``owner_seat`` / ``owner_text``: a private note for that seat (or, without
  ``owner_seat``, for the ``actor``); ``secret``: nobody else reads it.
- ``actor``: the seat whose own doing it is (its order, its turn's specials);
  it reads ``text`` wherever the event happens.
- ``src``/``dst`` with ``left_text``/``arrived_text``: a piece going from one
  square to another; a seat that saw one end only reads that end.  The
  departure is judged by ``before`` (the ``witnessed`` stamp taken before the
  piece went; without it, by the stamp at ``append``), the arrival by the stamp
  at ``append``.  On any other event ``before`` adds squares seen before the
  change (a tremor: where items were seen to leave).
- ``listing``: a message with an argument ``squares``, filled with the squares the reader
  saw (a rockfall seen in part names only the part seen: ``genetess_board.fill_squares``).

Every text is a ``games.message.Msg``: its arguments hold no more than its words
say, so a line's data tells a reader nothing the line does not.
- ``about`` / ``neutral``: the outcome told (``text``) concerns the codes of the
  piece on ``about`` (S4, S14, S22); a reader that does not decode it reads
  ``neutral`` instead (``None``: nothing).
- ``walls``: the event changes walls on its squares (remembered by witnesses).
"""

from __future__ import annotations

from collections.abc import Iterable

from games import genetess_board as board


def visible_squares(state: dict, seat: int) -> set[str]:
    """Squares ``seat`` sees now: its pieces' views (G7) or the whole map with S5's ``sight``.

    An eliminated seat sees nothing (it could tell the others) until the end.
    """
    if not state["alive"][seat]:
        return set()
    if state["sight"][seat]["map"]:
        return set(board.all_squares(state))
    seen: set[str] = set()
    for sq, piece in state["pieces"].items():   # a union: no need for scan order
        if piece["owner"] == seat:
            seen |= board.piece_view(state, sq)
    return seen


def decoded_squares(state: dict, seat: int) -> set[str]:
    """Squares whose piece's sequence ``seat`` reads: in view of one of its F pieces (G8)."""
    out: set[str] = set()
    for sq, piece in state["pieces"].items():
        if piece["owner"] == seat and board.count(piece, "F"):
            out |= board.piece_view(state, sq)
    return out


def decodes(state: dict, seat: int, sq: str, decoded: set[str] | None = None) -> bool:
    """Whether ``seat`` reads the codes of the piece on ``sq`` now: its own, in an F piece's view
    (G8) or listed by S5 (``sight`` ``decode``).  ``False`` for an empty square.  ``decoded``:
    ``decoded_squares(state, seat)`` of this position, when the caller asks about many squares."""
    piece = state["pieces"].get(sq)
    if piece is None or not state["alive"][seat]:
        return False
    return piece["owner"] == seat \
        or sq in (decoded_squares(state, seat) if decoded is None else decoded) \
        or piece["id"] in state["sight"][seat]["decode"]


def witnessed(state: dict, squares: Iterable[str]) -> list[list[str]]:
    """Per seat, which of ``squares`` it sees now (A1 order): the stamp of an event.

    ``visible_squares`` asked of the event's few squares only (an event is stamped many times
    a ply): a square is in a seat's view when a view of one of its pieces (``piece_view``,
    G7) holds it, every square of the map with S5's ``sight``, none once eliminated."""
    wanted = sorted(set(squares), key=board.scan_key)
    seats = range(len(state["seats"]))
    if not wanted:
        return [[] for _ in seats]
    near: list[set[str]] = [set() for _ in seats]
    for sq, piece in state["pieces"].items():
        owner = piece["owner"]
        if owner is not None:
            view = board.piece_view(state, sq)
            near[owner].update(square for square in wanted if square in view)
    out: list[list[str]] = []
    for seat in seats:
        if not state["alive"][seat]:
            out.append([])
        elif state["sight"][seat]["map"]:
            on_map = set(board.all_squares(state))
            out.append([square for square in wanted if square in on_map])
        else:
            out.append([square for square in wanted if square in near[seat]])
    return out


class Chronicle(list):
    """The events of one ply, in the order they happen; ``append`` stamps each (module docstring).

    A plain ``list`` otherwise: events already stamped (``initial``) are kept as they are.
    """

    def __init__(self, state: dict, initial: Iterable[dict] = ()):
        super().__init__(initial)
        self.state = state

    def append(self, event: dict) -> None:
        """Stamp ``event`` with what each seat sees of it now, remember wall changes, keep it."""
        state = self.state
        event["witnessed"] = witnessed(state, event.get("squares", []))
        if "about" in event:
            event["decoders"] = [s for s in range(len(state["seats"]))
                                 if decodes(state, s, event["about"])]
        if event.get("walls"):
            for seat, squares in enumerate(event["witnessed"]):
                remember_walls(state, seat, squares)
        super().append(event)


def told(event: dict, seat: int) -> dict | None:
    """The line ``seat`` reads about ``event`` (a stored report entry), or ``None`` (rules §13):
    a message, or its JSON form as stored."""
    if event.get("public"):
        return event["text"]
    private_to = event.get("owner_seat", event.get("actor"))
    if "owner_text" in event and seat == private_to:
        return event["owner_text"]
    if event.get("secret"):
        return None
    if seat == event.get("actor"):
        return event["text"]
    seen = _at(event, "witnessed", seat)
    if "src" in event:
        left = event["src"] in _at(event, "before" if "before" in event else "witnessed", seat)
        arrived = event["dst"] in seen
        if left and arrived:
            return event["text"]
        return event["left_text"] if left else event["arrived_text"] if arrived else None
    seen = seen + [sq for sq in _at(event, "before", seat) if sq not in seen]
    if not seen:
        return None
    if "about" in event and seat not in event.get("decoders", []):
        return event.get("neutral")
    if "listing" in event:
        return board.fill_squares(event["listing"], seen)
    return event["text"]


def _at(event: dict, key: str, seat: int) -> list[str]:
    stamp = event.get(key) or []
    return stamp[seat] if seat < len(stamp) else []


# -- walls remembered ------------------------------------------------------------------------

# A match saved before the ruling has neither ``skeleton`` nor ``wall_memory``: it goes on with
# the walls it has now as its skeleton, and memories from its next ply on.

def skeleton(state: dict) -> list[str]:
    """The interior walls of the public skeleton board (the map at the start, rules §2)."""
    return state.get("skeleton", state["inner"])


def remember_walls(state: dict, seat: int, squares: Iterable[str]) -> None:
    """``seat`` now knows whether each of ``squares`` is interior wall (kept where it differs
    from the skeleton: ``wall_memory[seat]`` maps square → is interior wall)."""
    if "skeleton" not in state:
        state["skeleton"] = list(state["inner"])
        state["wall_memory"] = [{} for _ in state["seats"]]
    memory = state["wall_memory"][seat]
    inner = set(state["inner"])
    changed = inner.symmetric_difference(skeleton(state))   # wall now, not at the start, or back
    for sq in squares:
        if sq in changed:
            memory[sq] = sq in inner
        elif sq in memory:
            del memory[sq]


def inner_walls_known(state: dict, seat: int | None, visible: set[str]) -> set[str]:
    """The interior walls as ``seat`` knows them: the truth on ``visible`` squares, its memory
    elsewhere, the skeleton where it remembers nothing (``None``: the public skeleton)."""
    known = set(skeleton(state))
    if seat is None:
        return known
    for sq, is_inner in state.get("wall_memory", {seat: {}})[seat].items():
        (known.add if is_inner else known.discard)(sq)
    inner = set(state["inner"])
    return (known - visible) | (inner & visible)


def seat_walls(state: dict, seat: int, visible: set[str]) -> set[str]:
    """The interior walls ``seat`` believes in now: ``inner_walls_known`` over ``visible``, its
    ``visible_squares`` (which its caller has at hand).  What it may try is judged on these
    (§13, G5), never on walls it could not know of."""
    return inner_walls_known(state, seat, visible)


# -- Kings remembered ------------------------------------------------------------------------

# A match saved before Kings were remembered has no ``king_signs``: it starts with none.

def king_signs(state: dict, seat: int) -> dict[str, list]:
    """``seat``'s signs of enemy Kings (read only): ``str(owner)`` → ``[square, within, round]``
    (a King of ``owner`` was within ``within`` squares, Chebyshev, of ``square`` in that round)."""
    return state["king_signs"][seat] if "king_signs" in state else {}


def _note(state: dict, seat: int, owner: int, square: str, within: int) -> None:
    if "king_signs" not in state:
        state["king_signs"] = [{} for _ in state["seats"]]
    state["king_signs"][seat][str(owner)] = [square, within, state["round"]]


def sign_of_creation(state: dict, owner: int, square: str, witnessed: list[list[str]]) -> None:
    """``owner`` created a piece on ``square``: every other seat that saw it (``witnessed``, the
    event's stamp) now knows a King of ``owner`` stood next to it (rules §4.3), and that the
    new piece is no King (K cannot be bought, G18): it follows that piece from now on."""
    piece = state["pieces"][square]
    for seat, seen in enumerate(witnessed):
        if seat != owner and square in seen:
            _note(state, seat, owner, square, 1)
            _followed_of(state, seat)[str(piece["id"])] = False


def followed(state: dict, seat: int) -> dict[str, bool]:
    """The enemy pieces ``seat`` has kept in view since it learnt whether each is a King (read
    only): ``str(piece id)`` → is a King (as the seat last learnt it)."""
    return state["followed"][seat] if "followed" in state else {}


def _followed_of(state: dict, seat: int) -> dict[str, bool]:
    # A match saved before pieces were followed has no ``followed``: it starts with none.
    if "followed" not in state:
        state["followed"] = [{} for _ in state["seats"]]
    return state["followed"][seat]


def lose_track(state: dict, seat: int) -> None:
    """``seat`` can no longer tell which piece is which (a shake it saw pieces move in, S16):
    it follows none of them until it reads one again."""
    if followed(state, seat):
        _followed_of(state, seat).clear()


def remember_kings(state: dict, seat: int, visible: set[str], decoded: set[str]) -> None:
    """At the end of a ply, what ``seat`` knows of the enemy Kings on ``visible`` squares
    (``decoded``: the squares whose codes it reads, ``decoded_squares``, wherever an enemy
    piece stands in view).

    A piece it reads (decoded, G8; or a King a special revealed) is followed from then on as
    a King or not; it is followed while it stays in view, one move at a time as everyone
    sees them, and dropped once it leaves (seen again, it is just a piece).  A King read or
    followed is an exact sign."""
    before = followed(state, seat)
    now: dict[str, bool] = {}
    for sq, piece in state["pieces"].items():
        owner = piece["owner"]
        if owner is None or owner == seat or sq not in visible:
            continue
        king = _tells_king(state, seat, sq, before, decoded)
        if king is not None:
            now[str(piece["id"])] = king
        if king:
            _note(state, seat, owner, sq, 0)
    if now or before:
        _followed_of(state, seat).clear()
        _followed_of(state, seat).update(sorted(now.items(), key=lambda kv: int(kv[0])))


def swept(state: dict, seat: int) -> dict[str, int]:
    """``seat``'s swept squares: square → the last round it had the square in view with no
    enemy King that could be on it (``remember_swept``); empty in a match saved before
    squares were remembered, and in a searcher's determinization (which remembers none)."""
    return state["swept"][seat] if "swept" in state else {}


def remember_swept(state: dict, seat: int, visible: set[str], decoded: set[str]) -> None:
    """At the end of a ply, mark the ``visible`` squares on which no enemy King may stand, as
    ``seat`` knows it, swept this round: no piece, a neutral or own piece, or an enemy piece
    it reads or follows as no King.  An enemy piece it cannot tell from a King leaves the
    square as it was.  Nothing is kept where the state has no ``swept`` (see ``swept``).
    ``decoded``: as for ``remember_kings``."""
    if "swept" not in state:
        return
    follows = followed(state, seat)
    unsure = {sq for sq, piece in state["pieces"].items()
              if sq in visible and piece["owner"] not in (None, seat)
              and _tells_king(state, seat, sq, follows, decoded) is not False}
    # sorted: the memory's order never depends on the hash seed
    state["swept"][seat].update(dict.fromkeys(sorted(visible - unsure), state["round"]))


def _tells_king(state: dict, seat: int, sq: str, follows: dict[str, bool],
                decoded: set[str]) -> bool | None:
    """Whether ``seat`` can tell the enemy piece on ``sq`` is a King (``True``) or is not
    (``False``): it reads the piece (G8; ``decoded``: ``decoded_squares``), a special revealed
    it as a King, or it follows the piece (``follows``: ``followed``); ``None`` when it cannot
    tell."""
    piece = state["pieces"][sq]
    if decodes(state, seat, sq, decoded):
        return "K" in piece["seq"]
    if piece["id"] in state["sight"][seat]["reveal"] and "K" in piece["seq"]:
        return True
    return follows.get(str(piece["id"]))
