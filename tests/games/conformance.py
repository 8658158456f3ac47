"""Engine conformance checker (design.md §1, "Conformance test").

A port of OpenSpiel's random-simulation test to the Petri engine contract
(``games/base.py``).  ``check_conformance`` plays one random game and checks,
at every ply:

- ``to_move``: every seat in it has legal moves, every other seat has none;
  it is empty exactly when ``result`` is set;
- every legal move (or a random sample of them, ``sample=``) applies without
  error, leaves the given state byte-identical (``to_json``), returns
  well-formed events, and its lower-cased text gives the same new state as
  the canonical text;
- random junk and near-miss moves (mutated legal moves: a letter changed,
  dropped or added, wrong letters, doubled, reversed, empty, long garbage,
  unicode look-alikes, ``move; move``) either raise ``IllegalMove`` with a
  reason and leave the state byte-identical, or are accepted -- and then,
  when ``legal_moves`` is exhaustive for that seat, give exactly the state
  of one of the legal moves; text with ``;`` must behave exactly like its
  steps applied one by one;
- moves by seats not to move (and by seat numbers that do not exist) raise
  ``IllegalMove``;
- ``from_json(to_json(s)) == s``; queries (``to_move``, ``legal_moves``,
  ``view``, ``describe``, ``result``) never change the state, nor does
  changing a view afterwards (a view shares nothing mutable with the state);
- every view (``view(s, None)`` and each seat's) is strict JSON (survives
  ``json.loads(json.dumps(v)) == v``) and ``describe(view)`` is a non-empty flat list
  of lines, each a ``str`` or a ``Msg`` of one line (``Game.describe``);
- secrets: the strings ``game.secrets(state, seat)`` (when the engine
  defines it) occur neither in the public view nor in another seat's view
  (nor their ``describe`` text), nor in the public text of events, nor in
  another seat's ``private`` event text;
- when the engine implements ``resign``, resigning any seat either raises
  ``IllegalMove`` (state untouched) or gives a state that passes the same
  per-state checks;
- the game ends within ``game.max_plies(start_state)`` plies with a
  well-formed result (``winners`` a list of distinct seats, ``reason`` a
  non-empty ``str``), after which every ``apply`` raises ``IllegalMove``.

Failures raise ``ConformanceError`` (an ``AssertionError``) whose message
starts with everything needed to replay: game, seats, options, seed, ply.

Secrets are matched as substrings of ``json.dumps(view)``, so an engine
should only declare strings that cannot occur innocently (a whole 36-letter
strand, not a 3-letter chunk).  A viewer's own secrets are never held
against it, so two seats that happen to hold the same secret do not trip
the check.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any, Callable

import i18n
from games.base import Game, IllegalMove
from games.message import is_msg

#: Fixed junk tried at every ply, whatever the game.
FIXED_JUNK: tuple[str, ...] = (
    "", " ", "\t\n", ";", " ; ; ", "0", "-1", "None", "null", "pass", "resign",
    "/move", "?", "\x00", "\u200b", "\u202e", "🧬", "🧬🧬🧬", "ＡＡＧ", "ᴀᴀɢ", "Å",
    "x" * 1000, "A" * 5000, "a;" * 50, "{}", "[]", "'\"\\",
)


class ConformanceError(AssertionError):
    """A breach of the engine contract; the message says how to replay it."""


@dataclass
class ConformanceReport:
    """What one ``check_conformance`` run did (tests assert it was not trivial)."""

    plies: int = 0
    finished: bool = False
    result: dict[str, Any] | None = None
    max_plies: int = 0
    moves_checked: int = 0
    junk_checked: int = 0
    junk_accepted: int = 0
    resigns_checked: int = 0
    final_state: dict[str, Any] | None = None
    moves: list[tuple[int, str]] = field(default_factory=list)


def _fullwidth(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def near_misses(move: str, rng: random.Random, letters: str) -> list[str]:
    """Mutations of ``move``: some are illegal, a few may happen to be legal."""
    out: list[str] = []
    if move:
        i = rng.randrange(len(move))
        out += [
            move[:i] + rng.choice(letters) + move[i + 1:],  # one letter changed
            move[:i] + move[i + 1:],                         # one letter dropped
            move[:i] + rng.choice(letters) + move[i:],       # one letter added
            move[:i] + rng.choice("XZQ#7é") + move[i + 1:],  # one wrong letter
        ]
    out += [
        "".join(rng.choice("XZQ") if c.isalpha() else c for c in move),  # wrong letters
        move + move,
        move[::-1],
        move.swapcase(),
        "  " + move + "\t",
        move + ";" + move,
        _fullwidth(move),
        move + "\u0301",          # combining acute accent
        "\u200b" + move,          # zero-width space
        move + "\x00",
        move + " " + move,
        move * 40,
    ]
    return out


def random_junk(rng: random.Random, letters: str) -> list[str]:
    """A few strings of random garbage: printable, move letters, any unicode."""
    printable = "".join(chr(c) for c in range(32, 127))
    pool = letters + " ;:-,"
    return [
        "".join(rng.choice(printable) for _ in range(rng.randrange(1, 40))),
        "".join(rng.choice(pool) for _ in range(rng.randrange(1, 12))),
        "".join(chr(rng.randrange(0x80, 0x30000)) for _ in range(rng.randrange(1, 8))),
        "".join(rng.choice(letters) for _ in range(rng.randrange(200, 400))),
    ]


def check_conformance(
    game: Game,
    seats: list[str],
    options: str | dict[str, Any] | None,
    seed: int,
    *,
    max_steps: int | None = None,
    move_seed: int | None = None,
    sample: int | None = None,
    junk: int = 2,
    fixed_junk: int | None = 8,
    check_resign: bool | None = None,
    resigns: int | None = 2,
    strict_junk: bool = True,
    moves_complete: Callable[[dict[str, Any], int], bool] | None = None,
) -> ConformanceReport:
    """Play one random game of ``game`` and check the engine contract at every ply.

    ``seed`` seeds the match; moves are chosen with ``random.Random(move_seed
    if given else seed)``: a random seat of ``to_move``, then a random legal
    move.  ``max_steps`` stops after that many plies (the game need not have
    ended).  Cost knobs (``None`` = everything):

    - ``sample``: at most that many legal moves per seat and ply are applied
      (and lower-cased); the move actually played is always checked;
    - ``junk``: how many legal moves per mover and ply are mutated into near
      misses (a few random junk strings are always added);
    - ``fixed_junk``: how many strings of ``FIXED_JUNK`` are tried per mover
      and ply (a random subset; all of them at the first ply);
    - ``resigns``: how many random seats try to resign per ply, when
      ``check_resign`` (default: the engine implements ``_resign``).

    ``strict_junk``: an accepted junk or near-miss text must *be* a legal
    move up to case and surrounding blanks, and give that move's state;
    turn it off for a notation with several spellings of one move (then it
    need only give the state of some legal move).

    ``moves_complete(state, seat)`` says whether ``legal_moves`` lists
    *every* legal move (default: the engine's ``legal_moves_complete`` if it
    has one, else always); when it does not (a free-form secret set-up such
    as a DNA strand), an accepted near miss need not match a listed move.

    Returns a ``ConformanceReport``; raises ``ConformanceError``.
    """
    return _Checker(game, list(seats), options, seed, max_steps=max_steps,
                    move_seed=move_seed, sample=sample, junk=junk, fixed_junk=fixed_junk,
                    check_resign=check_resign, resigns=resigns, strict_junk=strict_junk,
                    moves_complete=moves_complete).run()


class _Checker:
    def __init__(self, game, seats, options, seed, *, max_steps, move_seed, sample, junk,
                 fixed_junk, check_resign, resigns, strict_junk, moves_complete):
        self.game = game
        self.seats = seats
        self.n = len(seats)
        self.options = options
        self.seed = seed
        self.max_steps = max_steps
        self.rng = random.Random(seed if move_seed is None else move_seed)
        self.sample = sample
        self.junk = junk
        self.fixed_junk = fixed_junk
        self.resigns = resigns
        self.strict_junk = strict_junk
        if check_resign is None:
            check_resign = hasattr(game, "resign") and \
                getattr(type(game), "_resign", None) is not getattr(Game, "_resign", None)
        self.check_resign = check_resign
        if moves_complete is None:
            moves_complete = getattr(game, "legal_moves_complete", None) or (lambda state, seat: True)
        self.moves_complete = moves_complete
        self.secrets_of = getattr(game, "secrets", None) or (lambda state, seat: [])
        self.report = ConformanceReport()
        self.ply = 0

    # -- failure -----------------------------------------------------------
    def fail(self, message: str) -> None:
        raise ConformanceError(
            f"[{self.game.id} seats={self.seats} options={self.options!r} seed={self.seed} "
            f"ply={self.ply}] {message}")

    def check(self, condition: Any, message: str) -> None:
        if not condition:
            self.fail(message)

    # -- the game loop -------------------------------------------------------
    def run(self) -> ConformanceReport:
        game = self.game
        try:
            state = game.new_state(self.seats, self.options, self.seed)
        except Exception as exc:  # noqa: BLE001 - reported with context
            self.fail(f"new_state raised {exc!r}")
        limit = game.max_plies(state)
        self.check(isinstance(limit, int) and limit >= 0, f"max_plies gave {limit!r}")
        self.report.max_plies = limit
        while True:
            self.check_state(state)
            if self.check_resign:
                self.check_resigns(state)
            if game.result(state) is not None:
                self.check_over(state)
                self.report.finished = True
                break
            if self.max_steps is not None and self.ply >= self.max_steps:
                break
            self.check(self.ply < limit,
                       f"the game has not ended after max_plies={limit} plies")
            movers = game.to_move(state)
            results: dict[int, dict[str, str]] = {}
            for seat in movers:
                results[seat] = self.check_legal_moves(state, seat)
                self.check_junk(state, seat, results[seat])
            self.check_non_movers(state, movers)
            seat = self.rng.choice(movers)
            move = self.rng.choice(game.legal_moves(state, seat))
            new, _ = self.apply_ok(state, seat, move)
            if move in results[seat]:
                self.check(game.to_json(new) == results[seat][move],
                           f"{move!r} by seat {seat} gave a different state on a second apply "
                           "(apply is not deterministic)")
            self.report.moves.append((seat, move))
            state = new
            self.ply += 1
        self.report.plies = self.ply
        self.report.result = game.result(state)
        self.report.final_state = state
        return self.report

    # -- per-state checks ------------------------------------------------------
    def check_state(self, state) -> None:
        game = self.game
        snapshot = self.to_json(state)
        try:
            back = game.from_json(snapshot)
        except Exception as exc:  # noqa: BLE001
            self.fail(f"from_json(to_json(s)) raised {exc!r}")
        self.check(back == state, "from_json(to_json(s)) != s")
        self.check(game.to_json(back) == snapshot, "to_json(from_json(text)) != text")

        result = game.result(state)
        movers = game.to_move(state)
        self.check(isinstance(movers, list), f"to_move returned {type(movers).__name__}, not a list")
        self.check(len(set(movers)) == len(movers), f"to_move has duplicates: {movers}")
        self.check(all(isinstance(s, int) and 0 <= s < self.n for s in movers),
                   f"to_move has seats outside 0..{self.n - 1}: {movers}")
        if result is None:
            self.check(movers, "the game is running (result is None) but nobody is to move")
        else:
            self.check_result(result)
            self.check(movers == [], f"the game is over but to_move is {movers}")
        for seat in range(self.n):
            moves = game.legal_moves(state, seat)
            self.check(isinstance(moves, list), f"legal_moves({seat}) is not a list")
            if seat in movers:
                self.check(moves, f"seat {seat} is to move but has no legal moves")
                self.check(len(set(moves)) == len(moves), f"seat {seat}: duplicate legal moves")
                for m in moves:
                    self.check(isinstance(m, str) and m and m == m.strip(),
                               f"seat {seat}: legal move {m!r} is not a clean non-empty str")
            else:
                self.check(moves == [], f"seat {seat} is not to move but has legal moves {moves[:5]}")

        secrets = {s: self.secrets(state, s) for s in range(self.n)}
        for viewer in [None, *range(self.n)]:
            view = game.view(state, viewer)
            self.check(isinstance(view, dict), f"view({viewer}) is not a dict")
            try:
                text = json.dumps(view, allow_nan=False, sort_keys=True)
            except (TypeError, ValueError) as exc:
                self.fail(f"view({viewer}) is not JSON-able: {exc}")
            self.check(json.loads(text) == view,
                       f"view({viewer}) does not survive a JSON round trip (tuples? int keys?)")
            lines = game.describe(view)
            self.check(isinstance(lines, list) and len(lines) > 0,
                       f"describe(view({viewer})) is not a non-empty list of lines: {type(lines).__name__}")
            for line in lines:
                # Game.describe: a line is notation (a str) or a message, worded as one line.
                words = line if isinstance(line, str) else i18n.text(line, "en") if is_msg(line) else None
                self.check(words is not None and "\n" not in words,
                           f"describe(view({viewer})) has a line that is not one line of text or "
                           f"a message of one line: {line!r}")
            # Secrets are looked for in the words a reader gets (English) and in the data.
            board = i18n.text(lines, "en") + json.dumps(lines)
            own = set(secrets[viewer]) if viewer is not None else set()
            for owner, owned in secrets.items():
                if owner == viewer:
                    continue
                for secret in owned:
                    if secret in own:
                        continue
                    who = "the public view" if viewer is None else f"seat {viewer}'s view"
                    self.check(secret not in text, f"{who} reveals seat {owner}'s secret {secret!r}")
                    self.check(secret not in board,
                               f"describe({who}) reveals seat {owner}'s secret {secret!r}")
        self.check(self.to_json(state) == snapshot, "a query (view/legal_moves/...) changed the state")
        for viewer in [None, *range(self.n)]:
            _scramble(game.view(state, viewer))  # a renderer may do what it likes with a view
            self.check(self.to_json(state) == snapshot,
                       f"changing view({viewer}) changed the state (the view shares its lists or "
                       "dicts with the state)")

    def check_result(self, result) -> None:
        self.check(isinstance(result, dict), f"result is {result!r}, not a dict")
        winners = result.get("winners")
        self.check(isinstance(winners, list), f"result winners {winners!r} is not a list")
        self.check(all(isinstance(w, int) and 0 <= w < self.n for w in winners),
                   f"result winners {winners} are not seats 0..{self.n - 1}")
        self.check(len(set(winners)) == len(winners), f"result winners {winners} repeat a seat")
        reason = result.get("reason")
        self.check(isinstance(reason, (str, dict)) and str(reason).strip(), f"result reason {reason!r} is empty")
        try:
            json.dumps(result, allow_nan=False)
        except (TypeError, ValueError) as exc:
            self.fail(f"result is not JSON-able: {exc}")

    def secrets(self, state, seat) -> list[str]:
        found = self.secrets_of(state, seat)
        self.check(isinstance(found, list) and all(isinstance(s, str) and s for s in found),
                   f"secrets({seat}) should be a list of non-empty str, not {found!r}")
        return found

    def to_json(self, state) -> str:
        try:
            return self.game.to_json(state)
        except Exception as exc:  # noqa: BLE001
            self.fail(f"to_json raised {exc!r}")
            raise  # unreachable

    # -- moves ---------------------------------------------------------------
    def apply_ok(self, state, seat, text):
        """Apply a move that must succeed; check input untouched and events."""
        before = self.to_json(state)
        try:
            new, events = self.game.apply(state, seat, text)
        except IllegalMove as exc:
            self.fail(f"legal move {text!r} by seat {seat} was refused: {exc.reason}")
        except Exception as exc:  # noqa: BLE001
            self.fail(f"legal move {text!r} by seat {seat} raised {exc!r}")
        self.check(self.to_json(state) == before, f"applying {text!r} by seat {seat} changed the input state")
        self.check_events(new, events, f"{text!r} by seat {seat}")
        return new, events

    def check_events(self, new, events, what: str) -> None:
        self.check(isinstance(events, list), f"{what}: events is not a list")
        secrets = {s: self.secrets(new, s) for s in range(self.n)}
        for event in events:
            self.check(isinstance(event, dict) and isinstance(event.get("type"), str)
                       and (isinstance(event.get("text"), str) or is_msg(event.get("text"))),
                       f"{what}: event {event!r} lacks a str 'type' and a str or message 'text'")
            try:
                text = json.dumps(event, allow_nan=False, sort_keys=True)
            except (TypeError, ValueError) as exc:
                self.fail(f"{what}: event {event!r} is not JSON-able: {exc}")
            self.check(json.loads(text) == event, f"{what}: event {event!r} does not survive JSON")
            private = event.get("private") or {}
            self.check(isinstance(private, dict), f"{what}: event 'private' is not a dict")
            public = json.dumps({k: v for k, v in event.items() if k != "private"}) \
                + i18n.text(event["text"], "en")
            for owner, owned in secrets.items():
                for secret in owned:
                    self.check(secret not in public,
                               f"{what}: a public event reveals seat {owner}'s secret {secret!r}")
                    for reader, note in private.items():
                        if str(owner) != str(reader) and secret not in secrets.get(_int(reader), []):
                            self.check(secret not in json.dumps(note) + i18n.text(note, "en"),
                                       f"{what}: seat {reader}'s private note reveals seat "
                                       f"{owner}'s secret {secret!r}")

    def check_legal_moves(self, state, seat) -> dict[str, str]:
        """Apply every (or a sample of the) legal moves; return move → new state JSON."""
        game = self.game
        moves = game.legal_moves(state, seat)
        if self.sample is not None and len(moves) > self.sample:
            moves = self.rng.sample(moves, self.sample)
        results: dict[str, str] = {}
        for move in moves:
            new, _ = self.apply_ok(state, seat, move)
            results[move] = self.to_json(new)
            lower = move.lower()
            if lower != move:
                new_lower, _ = self.apply_ok(state, seat, lower)
                self.check(self.to_json(new_lower) == results[move],
                           f"{lower!r} (lower-cased) by seat {seat} does not give the same state "
                           f"as {move!r}")
            self.report.moves_checked += 1
        return results

    def all_results(self, state, seat, known: dict[str, str]) -> set[str]:
        """New-state JSON of every legal move of ``seat`` (completing a sample)."""
        out = set(known.values())
        for move in self.game.legal_moves(state, seat):
            if move not in known:
                out.add(self.to_json(self.game.apply(state, seat, move)[0]))
        return out

    def try_apply(self, state, seat, text):
        """``(new_state, events)`` or ``None`` for an ``IllegalMove``; anything else fails."""
        before = self.to_json(state)
        try:
            outcome = self.game.apply(state, seat, text)
        except IllegalMove as exc:
            self.check(str(exc.reason).strip(),
                       f"IllegalMove for {text!r} by seat {seat} has no reason")
            outcome = None
        except Exception as exc:  # noqa: BLE001
            self.fail(f"{text[:80]!r} by seat {seat} raised {exc!r} instead of IllegalMove")
        self.check(self.to_json(state) == before,
                   f"{text[:80]!r} by seat {seat} changed the input state")
        return outcome

    def step_by_step(self, state, seat, text):
        """Apply ``text``'s ``;`` steps one ``apply`` at a time; ``None`` if one is refused."""
        steps = [s.strip() for s in text.split(";") if s.strip()]
        if not steps:
            return None
        for step in steps:
            outcome = self.try_apply(state, seat, step)
            if outcome is None:
                return None
            state = outcome[0]
        return state

    def check_junk(self, state, seat, results: dict[str, str]) -> None:
        game = self.game
        moves = game.legal_moves(state, seat)
        letters = "".join(sorted(set("".join(moves)))) or "ab"
        texts = list(FIXED_JUNK)
        if self.fixed_junk is not None and self.ply:
            texts = self.rng.sample(texts, min(self.fixed_junk, len(texts)))
        for move in self.rng.sample(moves, min(self.junk, len(moves))):
            texts += near_misses(move, self.rng, letters)
            texts.append(move + "; " + self.rng.choice(moves))  # two moves in one text
        texts += random_junk(self.rng, letters)
        complete = self.moves_complete(state, seat)
        legal_states: set[str] | None = None
        for text in texts:
            outcome = self.try_apply(state, seat, text)
            self.report.junk_checked += 1
            if outcome is None:
                continue
            if ";" in text:
                # A game may refuse several steps in one text, but what it
                # accepts must be exactly its steps applied one by one (so
                # "AAG; TTC" cannot be two turns).  ``ply`` counts apply
                # calls, so it is left out of the comparison.
                expected = self.step_by_step(state, seat, text)
                self.check(expected is not None,
                           f"{text[:80]!r} by seat {seat} was accepted as a whole, but its steps "
                           "applied one by one are refused")
                self.check(_without_ply(self.to_json(outcome[0]))
                           == _without_ply(self.to_json(expected)),
                           f"{text[:80]!r} by seat {seat} gives another state than its steps "
                           "applied one by one")
            self.report.junk_accepted += 1
            new, events = outcome
            self.check_events(new, events, f"accepted junk {text[:80]!r} by seat {seat}")
            if complete and ";" not in text:
                if self.strict_junk:
                    same = [m for m in moves if m.casefold() == text.strip().casefold()]
                    self.check(same, f"{text[:80]!r} by seat {seat} was accepted but is not a "
                               "legal move (up to case and blanks)")
                    want = results.get(same[0]) or self.to_json(game.apply(state, seat, same[0])[0])
                    self.check(self.to_json(new) == want,
                               f"{text[:80]!r} by seat {seat} was accepted but does not give the "
                               f"state of {same[0]!r}")
                    continue
                if legal_states is None:
                    legal_states = self.all_results(state, seat, results)
                self.check(self.to_json(new) in legal_states,
                           f"{text[:80]!r} by seat {seat} was accepted but matches no legal move")

    def check_non_movers(self, state, movers) -> None:
        game = self.game
        probe = [m for s in movers for m in game.legal_moves(state, s)[:2]] + ["A", "x"]
        for seat in range(self.n):
            if seat in movers:
                continue
            for text in probe:
                self.check(self.try_apply(state, seat, text) is None,
                           f"seat {seat} is not to move but {text!r} was accepted")
        for seat in (-1, self.n, None, "0"):
            for text in probe[:1]:
                self.check(self.try_apply(state, seat, text) is None,
                           f"seat {seat!r} does not exist but {text!r} was accepted")

    def check_over(self, state) -> None:
        last = [m for _, m in self.report.moves[-3:]]
        for seat in range(self.n):
            for text in [*last, "A", ""]:
                self.check(self.try_apply(state, seat, text) is None,
                           f"the game is over but {text!r} by seat {seat} was accepted")

    def check_resigns(self, state) -> None:
        game = self.game
        seats = list(range(self.n))
        if self.resigns is not None:
            seats = sorted(self.rng.sample(seats, min(self.resigns, self.n)))
        for seat in seats:
            before = self.to_json(state)
            try:
                new, events = game.resign(state, seat)
            except IllegalMove:
                self.check(self.to_json(state) == before, f"a refused resign by seat {seat} changed the state")
                continue
            except Exception as exc:  # noqa: BLE001
                self.fail(f"resign by seat {seat} raised {exc!r}")
            self.report.resigns_checked += 1
            self.check(self.to_json(state) == before, f"resign by seat {seat} changed the input state")
            self.check_events(new, events, f"resign by seat {seat}")
            saved, self.ply = self.ply, f"{self.ply} (after seat {seat} resigned)"
            try:
                self.check_state(new)
                self.check(seat not in game.to_move(new), f"seat {seat} resigned but is still to move")
            finally:
                self.ply = saved


def _scramble(value: Any) -> None:
    """Empty every list and dict inside ``value``, in place (innermost first)."""
    if isinstance(value, dict):
        for item in value.values():
            _scramble(item)
        value.clear()
    elif isinstance(value, list):
        for item in value:
            _scramble(item)
        value.clear()


def _int(text: str) -> int | None:
    try:
        return int(text)
    except (TypeError, ValueError):
        return None


def _without_ply(state_json: str) -> str:
    state = json.loads(state_json)
    state.pop("ply", None)
    return json.dumps(state, sort_keys=True)


def assert_refused(game, state, seat, text, *fragments: str) -> str:
    """``text`` by ``seat`` raises ``IllegalMove`` naming every fragment (case-insensitive),
    and ``state`` is byte-for-byte untouched; returns the reason."""
    before = game.to_json(state)
    try:
        game.apply(state, seat, text)
    except IllegalMove as exc:
        reason = str(exc.reason)
    else:
        raise AssertionError(f"{text!r} by seat {seat} was accepted")
    assert game.to_json(state) == before, "a refused move changed the state"
    for fragment in fragments:
        assert fragment.lower() in reason.lower(), f"{fragment!r} not in {reason!r}"
    return reason


def assert_plays_through(game, seats: list[str], options, seed: int, **kw) -> ConformanceReport:
    """``check_conformance``, then proof that the pass was not vacuous: the game really
    ended with a result within its declared plies, and every ply had its legal moves and
    junk checked.  Returns the report; keyword arguments go to ``check_conformance``."""
    report = check_conformance(game, seats, options, seed, **kw)
    assert report.finished and report.result is not None
    assert report.plies <= report.max_plies
    if report.plies:
        assert report.moves_checked >= report.plies and report.junk_checked > report.plies
    return report
