"""Lessons: small positions with a task the engine checks, one data file per game.

A lesson file is ``games/lessons/<game id>.json``: ``{"game": id, "lessons": [lesson, ...]}``
(optionally ``"turn_key"``: see ``turn_over``).
A lesson is a JSON object::

    {"id": "cascade",
     "title": "...", "text": "what to do, in words",   # optional: see below
     "seats": ["you", "them"], "learner": 0, "options": {...}, "seed": 1,
     "setup": [[seat, "move text"], ...],      # the position: moves from the start
     "task": {predicate},                      # judged on the learner's view afterwards
     "hint": "after a wrong try", "answer": "move text", "also": ["other right answers"],
     "why": "one line shown when it is done",
     "facts": {predicate},                     # what the text states about the position
     "new_position": true}                     # it does not go on from the lesson before

``answer`` and ``also`` are every move that counts: where several moves would teach the
point, all of them are listed (the tests judge every legal move the engine lists and hold
the lesson to exactly these).  ``facts`` is what the lesson's words state about its
position (who moves, in which order, which colour is the learner's), a predicate over the
learner's view of the position that the tests check against the engine.  ``new_position``
marks a lesson whose position does not go on from the lesson before (its set-up is not
that lesson's set-up and one of its answers); the tutor says so when it presents it.

The words of a lesson (``title``, ``text``, ``hint``, ``asks``, ``why``) live in the catalogs:
message ``lesson-<game id>-<lesson id>`` is the title and its attributes ``.text``,
``.hint``, ``.asks`` (what the task asks for, said after a legal try that is not it) and
``.why`` the rest, so the lesson's fields are ``games.message.Msg`` values.  A file that
still carries English fields keeps them as plain text.

The position is built by playing ``setup`` from ``new_state(seats, options, seed)``, so the
engine validates it move by move (an illegal set-up raises ``IllegalMove``).  A try is the
learner's whole turn (steps joined by ``;`` where a turn has several); the task is a
predicate over the learner's view (``game.view(state, learner)``) once that turn is over,
evaluated by ``holds`` (see its docstring for the little language).  Everything here is
pure: no I/O beyond reading the shipped data files.
"""

from __future__ import annotations

import functools
import importlib.resources
import json
from dataclasses import dataclass, field
from typing import Any

from games import get_game
from games.base import Game, IllegalMove, State
from games.message import Msg

#: Wrong tries after which the answer is shown.
TRIES = 3
#: Comparison words of a predicate leaf: ``{"path": P, <word>: value}``.
OPS = {
    "eq": lambda a, b: a == b, "ne": lambda a, b: a != b,
    "lt": lambda a, b: a is not None and a < b, "le": lambda a, b: a is not None and a <= b,
    "gt": lambda a, b: a is not None and a > b, "ge": lambda a, b: a is not None and a >= b,
    "in": lambda a, b: a in b, "has": lambda a, b: a is not None and b in a,
    "lacks": lambda a, b: a is None or b not in a,
}


class LessonError(ValueError):
    """A lesson file or predicate is malformed (names the lesson and what is wrong)."""


@dataclass(frozen=True)
class Lesson:
    """One lesson of ``game`` (see the module docstring for the fields' meaning)."""

    game: str
    id: str
    title: Msg | str
    text: Msg | str
    seats: list[str]
    learner: int
    options: dict[str, Any]
    seed: int
    setup: list[tuple[int, str]]
    task: dict[str, Any]
    hint: Msg | str
    answer: str
    why: Msg | str
    also: list[str] = field(default_factory=list)
    turn_key: str | None = None
    asks: Msg | str = ""
    facts: dict[str, Any] = field(default_factory=dict)
    new_position: bool = False

    def position(self, names: list[str] | None = None) -> State:
        """The lesson's start state: ``setup`` played from the game's start, the seats named
        ``names`` (one per seat, distinct; default ``seats``: the names the task's ``@me`` and
        ``@opp`` stand for, so judge on the default names and show the reader's).

        Raises ``IllegalMove`` (from the engine) when a set-up move is illegal, and
        ``LessonError`` when the learner is not to move afterwards or ``names`` do not fit."""
        game = get_game(self.game)
        seats = list(names) if names is not None else list(self.seats)
        if len(seats) != len(self.seats) or len(set(seats)) != len(seats):
            raise LessonError(f"{self.game}/{self.id}: {len(self.seats)} distinct seat names needed")
        state = game.new_state(seats, dict(self.options), self.seed)
        for seat, text in self.setup:
            state, _ = game.apply(state, seat, text)
        if self.learner not in game.to_move(state):
            raise LessonError(f"{self.game}/{self.id}: after the set-up the learner "
                              f"({self.seats[self.learner]}) is not to move")
        return state


@dataclass(frozen=True)
class Judgement:
    """What became of one try: ``done`` (the task holds), or ``error`` (a ``Msg``: the move
    was refused or left the turn unfinished, not counted as a try), and the state after it.
    ``done`` false with no ``error`` is a legal turn that is not the task."""

    done: bool
    error: Msg | None = None
    state: State | None = None


def load(game_id: str) -> list[Lesson]:
    """The lessons of ``game_id`` in teaching order.  ``LessonError`` when there is no file
    for that game or an entry lacks a field; ``KeyError`` for an unknown game id."""
    return list(_parse(get_game(game_id).id))


@functools.cache
def _parse(game_id: str) -> tuple[Lesson, ...]:
    """The shipped file of ``game_id`` read once (lessons are immutable)."""
    game = get_game(game_id)
    try:
        text = importlib.resources.files("games").joinpath("lessons", f"{game.id}.json") \
            .read_text("utf-8")
    except FileNotFoundError:
        raise LessonError(f"no lessons for {game.id!r}") from None
    data = json.loads(text)
    out = []
    for entry in data["lessons"]:
        try:
            words = _words(game.id, entry)
            out.append(Lesson(
                game=game.id, id=entry["id"], title=words["title"], text=words["text"],
                seats=list(entry.get("seats", ["you", "them"])),
                learner=int(entry.get("learner", 0)), options=dict(entry.get("options", {})),
                seed=int(entry.get("seed", 1)),
                setup=[(int(seat), str(move)) for seat, move in entry.get("setup", [])],
                task=entry["task"], hint=words["hint"], answer=entry["answer"],
                why=words["why"], also=list(entry.get("also", [])),
                turn_key=data.get("turn_key"), asks=words["asks"],
                facts=dict(entry.get("facts", {})), new_position=bool(entry.get("new_position", False))))
        except KeyError as exc:
            raise LessonError(f"{game.id}: lesson {entry.get('id', '?')!r} lacks {exc}") from None
    return tuple(out)


def message_id(game_id: str, lesson_id: str) -> str:
    """The catalog message of a lesson's words: ``lesson-mitosis-first-split`` (its value is the
    title; attributes ``.text``, ``.hint``, ``.why``)."""
    return f"lesson-{game_id}-{lesson_id}"


def _words(game_id: str, entry: dict[str, Any]) -> dict[str, Msg | str]:
    """A lesson entry's title, text, hint, asks and why: English fields as given (``asks``
    defaults to the hint), else the catalog's messages (``message_id``).  ``KeyError`` when
    an entry has neither."""
    if "title" in entry:
        return {**{k: entry[k] for k in ("title", "text", "hint", "why")},
                "asks": entry.get("asks", entry["hint"])}
    base = message_id(game_id, entry["id"])
    return {"title": Msg(base), "text": Msg(f"{base}.text"), "hint": Msg(f"{base}.hint"),
            "asks": Msg(f"{base}.asks"), "why": Msg(f"{base}.why")}


def find(game_id: str, lesson_id: str) -> Lesson:
    """The lesson ``lesson_id`` of ``game_id``; ``LessonError`` naming the lessons there are."""
    lessons = load(game_id)
    for lesson in lessons:
        if lesson.id == lesson_id:
            return lesson
    raise LessonError(f"no lesson {lesson_id!r} in {game_id}; lessons are: "
                      f"{', '.join(le.id for le in lessons)}")


def judge(lesson: Lesson, text: str, state: State | None = None) -> Judgement:
    """Play ``text`` (the learner's whole turn) on the lesson's position (or ``state``) and
    judge the task.  A refused move (``lesson-illegal``, with the engine's reason) or a turn
    left unfinished (``lesson-unfinished``) gives a ``Judgement`` whose ``error`` is a ``Msg``
    saying what was wrong, worded in the reader's language at the edge; the task is judged
    only on a finished turn."""
    game = get_game(lesson.game)
    before = state if state is not None else lesson.position()
    try:
        after, _ = game.apply(before, lesson.learner, text.strip())
    except IllegalMove as exc:
        return Judgement(False, Msg("lesson-illegal", reason=exc.reason))
    if not turn_over(game, before, after, lesson.learner, lesson.turn_key):
        return Judgement(False, Msg("lesson-unfinished", example=lesson.answer.split(";")[0].strip()))
    return Judgement(holds(lesson.task, game.view(after, lesson.learner), lesson), None, after)


def turn_over(game: Game, before: State, after: State, seat: int,
              turn_key: str | None = None) -> bool:
    """Whether ``seat``'s turn, begun in ``before``, is over in ``after``: the game ended,
    ``seat`` is no longer to move, or the state's ``turn_key`` (a lesson file's
    ``"turn_key"``: the field that counts rounds where the seat that ends one may begin the
    next, as Genetess' ``round`` after the bids) moved on.  A DNA Icehouse turn's steps keep
    the seat to move, so a placement alone is not a finished turn."""
    return (game.result(after) is not None or seat not in game.to_move(after)
            or (turn_key is not None and before.get(turn_key) != after.get(turn_key)))


def holds(node: dict[str, Any], view: dict[str, Any], lesson: Lesson) -> bool:
    """Evaluate a task predicate on a view.

    Nodes: ``{"all": [node, ...]}``, ``{"any": [...]}``, ``{"not": node}``; a leaf
    ``{"path": "a.b.c", <op>: value}`` compares the value at that path of the view (a
    missing key is ``None``) with ``value`` by ``op`` (``OPS``: eq ne lt le gt ge in has
    lacks); a path step ``#len`` takes the length, ``@me``/``@opp`` stand for the learner's
    and the (first) other seat's name; ``{"count": path, "prefix": "B", <op>: n}`` counts
    the values (of a dict) or items (of a list) there that start with ``prefix``.
    ``LessonError`` for a node of none of these shapes.
    """
    if "all" in node:
        return all(holds(n, view, lesson) for n in node["all"])
    if "any" in node:
        return any(holds(n, view, lesson) for n in node["any"])
    if "not" in node:
        return not holds(node["not"], view, lesson)
    ops = [k for k in node if k in OPS]
    if len(ops) != 1 or ("path" in node) == ("count" in node):
        raise LessonError(f"{lesson.game}/{lesson.id}: bad task node {node!r}: write "
                          f"{{'path': ..., op: value}} with one op of {', '.join(OPS)}, "
                          "or all/any/not")
    op = ops[0]
    expected = _names(node[op], lesson)
    if "count" in node:
        found = _at(view, node["count"], lesson)
        items = found.values() if isinstance(found, dict) else (found or [])
        actual = sum(1 for v in items if str(v).startswith(node.get("prefix", "")))
    else:
        actual = _at(view, node["path"], lesson)
    return bool(OPS[op](actual, expected))


def _names(value: Any, lesson: Lesson) -> Any:
    """``@me`` / ``@opp`` in a predicate's value → the seat names."""
    if value == "@me":
        return lesson.seats[lesson.learner]
    if value == "@opp":
        return lesson.seats[1 - lesson.learner if len(lesson.seats) == 2 else
                            (lesson.learner + 1) % len(lesson.seats)]
    if isinstance(value, list):
        return [_names(v, lesson) for v in value]
    return value


def _at(view: Any, path: str, lesson: Lesson) -> Any:
    here = view
    for step in path.split("."):
        if step == "#len":
            here = None if here is None else len(here)
            continue
        step = _names(step, lesson)
        if isinstance(here, dict):
            here = here.get(step)
        elif isinstance(here, list) and step.lstrip("-").isdigit():
            index = int(step)
            here = here[index] if -len(here) <= index < len(here) else None
        else:
            return None
    return here
