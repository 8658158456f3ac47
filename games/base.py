"""The engine contract every Petri game implements (design.md §1).

A game is a stateless object; all match data lives in a *state*, a plain
JSON-able ``dict`` that the engine never mutates in place (``apply`` returns
a new one).  Seats are numbered ``0 .. n-1`` in turn order; names are kept in
the state only so views and narration can speak of people.

The contract has two parts: ``Rules``, the core every engine must have (OpenSpiel's game and
state API: a start state, who moves, the legal moves, applying one, the result, what a seat
sees, serialisation), and ``Presentation``, what front ends use to word and show a game (a
text board, menu labels, prompts) and may do without.  ``Game`` is the base class engines
derive from: it implements both, with defaults for everything but the rules themselves, plus
the optional hooks the host uses for clocks, secrets and seats (``resign``, ``skip``,
``secrets``, ``private_seats``…).  Each engine's view has a declared shape (a ``TypedDict`` in
``games/<game>_view.py``), the only shape renderers read.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, TypedDict, TypeVar, runtime_checkable

from games.message import JSON_SCALARS, Msg
from games.options import BadOptions, Option, parse_options
from games.text import seat_count

State = dict[str, Any]
Event = dict[str, Any]
#: What a game says: a ``Msg`` (message id + arguments, worded at the edge by
#: ``i18n.text``); a plain ``str`` where the words are notation or names, or in a game not
#: yet converted.
Words = Msg | str

#: A game's view type (its ``TypedDict``); ``Game[V]`` writes views of type ``V``.
V = TypeVar("V", bound=Mapping[str, Any])
V_co = TypeVar("V_co", bound=Mapping[str, Any], covariant=True)
V_contra = TypeVar("V_contra", bound=Mapping[str, Any], contravariant=True)


class ViewExtras(TypedDict, total=False):
    """Keys a front end may add to any game's view before drawing it (every view type derives
    from this): ``locale``, the language of the picture's words (a catalog code such as
    ``"de"``; English when absent), and ``clock``, seat name → whole seconds left on a
    running clock (``bot.host.match_host``)."""

    locale: str
    clock: dict[str, int]


#: Version of the state layout written by ``Game.to_json``.  Bump it (and
#: teach ``from_json`` the old layout) when a state's shape changes.
STATE_VERSION = 1


class IllegalMove(Exception):
    """A move that the rules refuse; ``reason`` says what was wrong and what is allowed.

    The state given to ``apply`` is left untouched.
    """

    def __init__(self, reason: Msg | str):
        super().__init__(reason)
        #: What was wrong and what is allowed: a ``Msg`` (words at the edge).
        self.reason = reason

    def __str__(self) -> str:
        return str(self.reason)


def json_copy(value: Any) -> Any:
    """Deep copy of plain JSON data (dicts, lists, scalars), several times faster than deepcopy."""
    if isinstance(value, dict):
        return {k: v if type(v) in JSON_SCALARS else json_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [v if type(v) in JSON_SCALARS else json_copy(v) for v in value]
    return value


@dataclass
class Game(Generic[V]):
    """Base class of every engine (``Rules`` and ``Presentation``); subclasses fill in the rules.

    Members mirror design.md §1.  Subclasses implement ``_new``,
    ``to_move``, ``legal_moves``, ``_apply``, ``view``, ``result`` and
    ``describe``; option parsing, copying and serialisation are shared here.
    ``V`` is the engine's view type (``games/<game>_view.py``): ``view`` and ``full_view``
    return it, ``describe`` and ``status_line`` read it.  Besides the two protocols the host
    calls optional hooks with defaults here: ``resign``, ``skip``, ``copy_state``, ``secrets``,
    ``random_move``, ``legal_moves_complete``, ``private_seats``, ``full_view``,
    ``turn_open``, ``own_undo``, ``teams``, ``pending_secret``, ``max_plies`` (tests).
    """

    id: str = ""
    title: str = ""
    min_seats: int = 2
    max_seats: int = 2
    options: tuple[Option, ...] = field(default_factory=tuple)
    #: One or two sentences on the game (its ``<id>-summary`` message); the title is a proper
    #: name and stays as it is in every language.
    summary: Words = ""
    #: Default time control: (seconds per move or None for none, reserve
    #: seconds per seat, policy on time-out: pass, random, forfeit or opponent).
    default_clock: tuple[float | None, float, str] = (None, 0.0, "random")
    #: Whether some step may be secret (Mitosis' clone pick, a manual DNA strand, Genetess
    #: bids): front ends then take one step per message in a channel, never ``a; b; c``.
    secret_steps: bool = False

    # -- options ---------------------------------------------------------
    def option(self, name: str) -> Option:
        """The declared option called ``name``; ``BadOptions`` when unknown."""
        for opt in self.options:
            if opt.name == name:
                return opt
        known = ", ".join(o.name for o in self.options)  # option names: keywords, not words
        raise BadOptions(Msg("game-unknown-option", name=name, game=self.id, known=known))

    def parse_options(self, text: str | dict[str, Any] | None) -> dict[str, Any]:
        """Validate options given as text (``"manual length=24"``) or a dict.

        Returns a complete dict (every declared option, defaults filled in).
        Raises ``BadOptions`` naming the option and its allowed values.  The
        game-specific cross checks run in ``new_state``.
        """
        return parse_options(self, text)

    # -- lifecycle -------------------------------------------------------
    def new_state(self, seats: list[str], options: str | dict[str, Any] | None = None,
                  seed: int = 0, map_text: str | None = None) -> State:
        """A validated start state for ``seats`` (names, in turn order), on the board of
        ``map_text`` when given (a game-master's map file, for games with maps).

        Raises ``BadOptions`` for bad options or a seat count outside
        ``min_seats..max_seats``, and ``BadOptions`` or ``ValueError`` (naming the line and
        cell) for a bad map.
        """
        if not self.min_seats <= len(seats) <= self.max_seats:
            raise BadOptions(Msg("game-seat-count", game=self.title, given=len(seats),
                                 seats=seat_count(self.min_seats, self.max_seats)))
        opts = self.parse_options(options)
        state = (self._new(list(seats), opts, int(seed)) if map_text is None
                 else self._new_on_map(list(seats), opts, int(seed), map_text))
        state.setdefault("version", STATE_VERSION)
        state.setdefault("ply", 0)
        return state

    def apply(self, state: State, seat: int, text: str) -> tuple[State, list[Event]]:
        """Parse, validate and play ``text`` for ``seat``.

        Returns ``(new_state, events)``; each event is a dict with at least
        ``type`` and ``text`` (public narration, never a secret: ``Words``) and
        optionally ``private`` (``{str(seat): Words}`` for the owner only)
        and ``step`` (``True``: detail of one step of a multi-step turn, told
        to the mover; the channel hears the turn's summary event instead).
        Raises ``IllegalMove`` and leaves ``state`` untouched.
        """
        if self.result(state) is not None:
            raise IllegalMove(Msg("move-game-over"))
        if not isinstance(seat, int) or not 0 <= seat < len(state["seats"]):
            raise IllegalMove(Msg("move-no-such-seat"))
        if seat not in self.to_move(state):
            raise IllegalMove(Msg("move-not-your-turn",
                                  movers=[state["seats"][s] for s in self.to_move(state)]))
        steps = [s.strip() for s in str(text).split(";") if s.strip()]
        if not steps:
            raise IllegalMove(Msg("move-empty"))
        new = self.copy_state(state)
        events: list[Event] = []
        for i, step in enumerate(steps):
            # Each step must still be this seat's to play: "AAG; TTC" is not two turns.
            if i and (self.result(new) is not None or seat not in self.to_move(new)):
                raise IllegalMove(Msg("move-after-turn-end", step=step))
            events.extend(self._apply(new, seat, step))
        new["ply"] = state.get("ply", 0) + 1
        return new, events

    def resign(self, state: State, seat: int) -> tuple[State, list[Event]]:
        """``seat`` leaves the game; returns ``(new_state, events)`` like ``apply``.

        Any seat still in the game may resign at any time, on turn or not.
        Raises ``IllegalMove`` when the game is over or the seat is already out.
        """
        if self.result(state) is not None:
            raise IllegalMove(Msg("game-over"))
        new = self.copy_state(state)
        events = self._resign(new, seat)
        new["ply"] = state.get("ply", 0) + 1
        return new, events

    def skip(self, state: State, seat: int) -> tuple[State, list[Event]]:
        """``seat`` loses its turn (the host's "pass" policy when a clock runs out).

        Returns ``(new_state, events)`` like ``apply``.  Raises
        ``IllegalMove`` when the seat is not to move or the game has no way
        to pass now (the host then falls back to a random legal move).
        """
        if self.result(state) is not None:
            raise IllegalMove(Msg("game-over"))
        if seat not in self.to_move(state):
            raise IllegalMove(Msg("move-seat-not-to-move"))
        new = self.copy_state(state)
        events = self._skip(new, seat)
        new["ply"] = state.get("ply", 0) + 1
        return new, events

    def _skip(self, state: State, seat: int) -> list[Event]:
        """Pass ``seat``'s turn in place; by default a game has no passing."""
        raise IllegalMove(Msg("move-no-pass", game=self.title))

    def copy_state(self, state: State) -> State:
        """A private deep copy of ``state`` for ``apply``/``resign``/``skip`` to work on.

        Default ``copy.deepcopy``; an engine whose states are plain JSON may
        override it with something faster (e.g. ``json_copy``).
        """
        return copy.deepcopy(state)

    # -- serialisation ---------------------------------------------------
    def to_json(self, state: State) -> str:
        """The full state (secrets included) as canonical JSON text."""
        return json.dumps(state, sort_keys=True, separators=(",", ":"))

    def from_json(self, text: str) -> State:
        """Inverse of ``to_json``; raises ``ValueError`` on another game's or a newer state."""
        state = json.loads(text)
        if state.get("game") != self.id:
            raise ValueError(f"state belongs to {state.get('game')!r}, not {self.id!r}")
        if state.get("version", 0) > STATE_VERSION:
            raise ValueError(f"state version {state['version']} is newer than this Petri")
        return state

    # -- helpers for subclasses and callers --------------------------------
    def names(self, state: State, seats: list[int] | set[int]) -> list[str]:
        """Seat numbers → names, in seat order."""
        return [state["seats"][s] for s in sorted(seats)]

    def max_plies(self, state: State) -> int:
        """Upper bound on plies for a game started as ``state`` (conformance test)."""
        raise NotImplementedError

    def secrets(self, state: State, seat: int) -> list[str]:
        """What only ``seat`` may know now, as strings (design.md §1, secret steps).

        None of them may occur in the public view, in another seat's view or
        in the public text of events; the conformance test checks this by
        substring, so return whole, distinctive strings (a submitted
        36-letter strand, not a 3-letter chunk).  Default: no secrets.
        """
        return []

    def random_move(self, state: State, seat: int, rng) -> str:
        """A uniformly chosen legal move (``rng`` is a ``random.Random``).

        Used by the host for zombie seats and clock expiry, and by the
        conformance test.  Raises ``IllegalMove`` when ``seat`` has none.
        """
        moves = self.legal_moves(state, seat)
        if not moves:
            raise IllegalMove(Msg("move-none-legal"))
        return rng.choice(moves)

    def legal_moves_complete(self, state: State, seat: int) -> bool:
        """Whether ``legal_moves`` lists every legal move now (``False``: a useful subset, as
        when moves are free text such as Genetess bids).  Front ends then offer a form too."""
        return True

    def private_seats(self, state: State) -> list[int]:
        """Seats that see a board of their own (fog of war: Genetess).  Front ends send each
        of them its view privately after every ply, answer their orders privately and never
        post their legal moves in a channel.  Default: none (everyone sees the public board)."""
        return []

    #: Fields of a seat's view that ``status_line`` states in the seat's private text, beside
    #: its board picture; a new picture is drawn only when something else changed.
    STATUS_FIELDS: ClassVar[frozenset[str]] = frozenset()

    def status_line(self, view: V) -> Words | None:
        """One line of a private seat's text on what changes nearly every turn but is not
        the board (its ``STATUS_FIELDS``), or ``None``.  Default: nothing."""
        return None

    def full_view(self, state: State, viewer: int | None = None) -> V:
        """Everything, secrets included, for a game-master's eyes (``/gm show``).  Default: the
        public view, for games where it already shows the whole board."""
        return self.view(state, None)

    def turn_open(self, state: State) -> bool:
        """Whether the seat to move is in the middle of a multi-step turn (DNA Icehouse's
        place → mutate/score → capture).  Front ends then answer the mover privately and
        post the board once the turn is over.  Default: turns are one step."""
        return False

    def turn_prompt(self, state: State, seat: int) -> Words:
        """One line on ``seat``'s open turn: what was done, what is owed, what comes next."""
        return ""

    def step_note(self, state: State, seat: int, move: str) -> Words | None:
        """A short note on a legal step for menus (its cost, what it scores), or ``None``."""
        return None

    def own_undo(self, state: State) -> bool:
        """Whether the game has its own ``undo`` move (then ``/undo`` plays it, no consent asked)."""
        return False

    def teams(self, options: dict[str, Any], seats: int) -> list[list[int]] | None:
        """The partnerships these options make for ``seats`` players (lists of seat numbers), or ``None``.

        Lobbies and narration show partners from it before and after the start.
        """
        return None

    def order_forms(self, state: State, seat: int) -> tuple[tuple[str, Words], ...]:
        """The shapes of the orders ``seat`` may type now, as ``(form, meaning)`` pairs
        (``("CREATE <square> <codes>", "a new piece next to a King")``), for games whose legal
        moves are listed only in part: front ends suggest the forms that start with what the
        player typed.  Each pair joined by " — " fits in 100 characters.  None by default."""
        return ()

    def move_label(self, move: str) -> str:
        """How a menu or a suggestion shows the legal move ``move`` (notation, not words): the
        move itself by default.  A game whose short notation leaves out what moves (Mitosis'
        split names only the new cells) returns a longer spelling it also accepts."""
        return move

    def related_moves(self, state: State, seat: int, text: str) -> list[str]:
        """Legal moves that ``text`` (what the player has typed so far) points at without
        containing it, for suggestions: Mitosis' splits of a cell typed alone.  None by
        default."""
        return []

    def pending_secret(self, state: State, seat: int) -> dict[str, Any] | None:
        """The secret step ``seat`` must take now, or ``None``.

        Front ends use it to ask privately (DM or a private form) and to keep
        the answer out of channels.  Shape: ``{"prompt": Words, "min_length":
        int, "max_length": int}`` (lengths in characters of the move text), and
        optionally ``"label"``: a line of at most 45 characters for the form's
        field when the prompt is longer (Discord's limit; else the prompt is cut).
        """
        return None

    # -- to implement ------------------------------------------------------
    def _new(self, seats: list[str], options: dict[str, Any], seed: int) -> State:
        raise NotImplementedError

    def _new_on_map(self, seats: list[str], options: dict[str, Any], seed: int, map_text: str) -> State:
        """The start state on a map file (see ``new_state``); by default a game has no maps."""
        raise BadOptions(Msg("game-no-maps", game=self.title))

    def _apply(self, state: State, seat: int, step: str) -> list[Event]:
        """Play one step in place on a private copy; raise ``IllegalMove`` to refuse."""
        raise NotImplementedError

    def _resign(self, state: State, seat: int) -> list[Event]:
        """Take ``seat`` out of the game in place (see ``resign``)."""
        raise NotImplementedError

    def to_move(self, state: State) -> list[int]:
        """Seats that must act now; several during simultaneous secret set-up; [] when over."""
        raise NotImplementedError

    def legal_moves(self, state: State, seat: int) -> list[str]:
        """Every legal move for ``seat`` now, canonical text; [] when it is not to move."""
        raise NotImplementedError

    def view(self, state: State, seat: int | None = None) -> V:
        """JSON-able dict of what ``seat`` may see; ``None`` is the spectator view."""
        raise NotImplementedError

    def result(self, state: State) -> dict[str, Any] | None:
        """``None`` while running, else ``{"winners": [seat], "reason": Words, ...}``."""
        raise NotImplementedError

    def describe(self, view: V) -> list[Words]:
        """A plain-text board drawn from a view (terminals, logs, screen readers, alt texts):
        a flat list of its lines, top to bottom, at least one.

        A line is either a language-neutral ``str`` without a newline (a board row, a
        header of files — notation every locale shows as it is) or a ``Msg`` whose words are
        one line (a labelled line: a seat's pool, whose turn it is).  Never a list and never
        a message that nests the next line: ``i18n.text(lines, locale)`` words each line once
        and joins them with newlines, which costs one catalog look-up per worded line.  A
        caller that puts the board into a message argument words it first
        (``board=i18n.text(lines, locale)``): a list argument is worded as a list ("a, b
        and c"), not as lines."""
        raise NotImplementedError


@runtime_checkable
class Rules(Protocol[V_co]):
    """The rules core of an engine: what OpenSpiel calls the game and state API.

    Identity and seats (``id``, ``min_seats``, ``max_seats``), declared ``options``, and over
    a plain JSON ``State``: ``new_state`` (a validated start), ``to_move`` (who acts now),
    ``legal_moves``, ``apply`` (the one way a state changes, returning a new state and its
    events, or raising ``IllegalMove``), ``result``, ``view`` (what a seat may see, of the
    game's view type ``V_co``) and ``to_json``/``from_json``.  ``Game`` documents each member;
    every registered engine is a ``Rules`` (tests/games/test_conformance_protocols.py).
    """

    id: str
    min_seats: int
    max_seats: int
    options: tuple[Option, ...]

    def new_state(self, seats: list[str], options: str | dict[str, Any] | None = None,
                  seed: int = 0, map_text: str | None = None) -> State: ...

    def to_move(self, state: State) -> list[int]: ...

    def legal_moves(self, state: State, seat: int) -> list[str]: ...

    def apply(self, state: State, seat: int, text: str) -> tuple[State, list[Event]]: ...

    def result(self, state: State) -> dict[str, Any] | None: ...

    def view(self, state: State, seat: int | None = None) -> V_co: ...

    def to_json(self, state: State) -> str: ...

    def from_json(self, text: str) -> State: ...


@runtime_checkable
class Presentation(Protocol[V_contra]):
    """How front ends word and show a game, from its views; optional for an engine (``Game``
    has a default for each but ``describe``).

    ``title`` and ``summary`` (a proper name and a message on the game), ``describe`` (the
    text board of a view), ``status_line`` with ``STATUS_FIELDS`` (a private seat's line of
    what changes each turn), ``turn_prompt`` and ``step_note`` (an open turn's line, a step's
    cost), ``move_label``, ``related_moves`` and ``order_forms`` (menus and suggestions).
    ``Game`` documents each member.
    """

    title: str
    summary: Words
    STATUS_FIELDS: ClassVar[frozenset[str]]

    def describe(self, view: V_contra) -> list[Words]: ...

    def status_line(self, view: V_contra) -> Words | None: ...

    def turn_prompt(self, state: State, seat: int) -> Words: ...

    def step_note(self, state: State, seat: int, move: str) -> Words | None: ...

    def move_label(self, move: str) -> str: ...

    def related_moves(self, state: State, seat: int, text: str) -> list[str]: ...

    def order_forms(self, state: State, seat: int) -> tuple[tuple[str, Words], ...]: ...
