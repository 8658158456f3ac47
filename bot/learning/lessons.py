"""Lessons for members: which lesson is next, judging a try, progress kept per member.

``Tutor`` sits between the Discord adapter (``bot.adapter.learn``) and the pure lessons of
``games.lessons``: it reads and writes the ``lesson_progress`` table through ``Store`` and
returns what to say as lines of catalog messages (worded in the learner's language
by the adapter) plus the learner's view, for a board picture.  A lesson is *done* once
answered right; after ``games.lessons.TRIES`` wrong tries the answer is shown and the count
starts again, the lesson still to do.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from bot.core import HostError
from bot.storage.repos import learning as learning_rows
from bot.storage.store import Store
from games import GAMES, get_game
from games.lessons import TRIES, Lesson, LessonError, find, judge, load
from games.message import Msg

#: What the tutor says: lines, each a ``Msg`` or plain text (a text board, code fences).
Lines = list[Msg | str]


@dataclass(frozen=True)
class Reply:
    """What to tell the learner: ``text`` (``Lines``: ``i18n.text`` words them); the lesson
    now set (``None`` when every lesson of the game is done) and the learner's ``view`` of
    its position (for a board picture)."""

    text: Lines
    lesson: Lesson | None = None
    view: dict[str, Any] | None = None


def lesson_view(game_id: str, lesson_id: str, names: list[str] | None = None) -> dict[str, Any]:
    """The learner's view of a lesson's position (replays its set-up: a job for a worker),
    its seats named ``names`` (``seat_names``; default the lesson file's)."""
    lesson = find(game_id, lesson_id)
    return get_game(game_id).view(lesson.position(names), lesson.learner)


def seat_names(lesson: Lesson, learner: str, other: str) -> list[str]:
    """The names a lesson's seats are shown under: the learner ``learner`` (the member's own
    name, as in a match), every other seat ``other`` (the catalog's ``lesson-seat-them`` in
    the reader's language), numbered when there are several; kept distinct (a member who
    is called ``other`` gets it with a 2 added)."""
    learner = learner.strip()[:32] or other
    others = len(lesson.seats) - 1
    names, n = [], 0
    for seat in range(len(lesson.seats)):
        if seat == lesson.learner:
            names.append(learner)
            continue
        n += 1
        name = other if others == 1 else f"{other} {n}"
        names.append(f"{name} 2" if name == learner else name)
    return names


def lesson_try(game_id: str, lesson_id: str, text: str) -> tuple[bool, Msg | str | None]:
    """``(done, error)`` of ``text`` in a lesson (``games.lessons.judge``: a job for a worker)."""
    verdict = judge(find(game_id, lesson_id), text)
    return verdict.done, verdict.error


async def _inline(job: Callable[..., Any], *args: Any) -> Any:
    return job(*args)


class Tutor:
    """Lessons per member on ``store``; ``now`` gives seconds since the epoch; ``call(job,
    *args)`` runs a replay or a judgement (the bot passes its picture workers' ``call``, so a
    long set-up never holds the event loop; default: in this task)."""

    def __init__(self, store: Store, now: Callable[[], float],
                 call: Callable[..., Awaitable[Any]] = _inline,
                 names: tuple[str, str] | None = None) -> None:
        self.store = store
        self.now = now
        self.call = call
        #: ``(learner, other)``: how the seats of a shown position are named (``seat_names``);
        #: ``None`` keeps the lesson file's names.  Judging always uses the file's names.
        self.names = names

    async def progress(self, user_id: int) -> Lines:
        """A heading, then one line per game: lessons done of how many, and the next one's title."""
        rows = await learning_rows.lesson_rows(self.store, user_id)
        done = {(g, le) for g, le, _, at in rows if at is not None}
        lines: Lines = [Msg("lesson-progress")]
        for game_id, game in GAMES.items():
            lessons = load(game_id)
            finished = [le for le in lessons if (game_id, le.id) in done]
            nxt = next((le for le in lessons if (game_id, le.id) not in done), None)
            marks = "".join("✓" if (game_id, le.id) in done else "·" for le in lessons)
            lines.append(Msg("lesson-progress-game", game=game.title, done=len(finished), total=len(lessons),
                             marks=marks, next=Msg("lesson-progress-next", title=nxt.title) if nxt
                             else Msg("lesson-progress-all-done")))
        return lines

    async def current(self, user_id: int, game_id: str, lesson_id: str | None = None) -> Lesson | None:
        """The lesson ``lesson_id`` of the game, or else the first not yet done (``None`` when
        all are).  ``HostError`` naming the game's lessons for an unknown id."""
        lessons = _lessons(game_id)
        if lesson_id:
            for lesson in lessons:
                if lesson.id == lesson_id:
                    return lesson
            raise HostError(Msg("lesson-unknown", lesson=lesson_id, game=get_game(game_id).title,
                                lessons=", ".join(le.id for le in lessons)))
        done = {le for _, le, _, at in await learning_rows.lesson_rows(self.store, user_id, game_id) if at}
        return next((le for le in lessons if le.id not in done), None)

    async def show(self, user_id: int, game_id: str, lesson_id: str | None = None) -> Reply:
        """The lesson to do now, as a task to read."""
        lesson = await self.current(user_id, game_id, lesson_id)
        if lesson is None:
            return Reply([Msg("lesson-all-done", game=get_game(game_id).title)])
        return await self._present(lesson)

    async def attempt(self, user_id: int, game_id: str, text: str,
                      lesson_id: str | None = None) -> Reply:
        """Judge ``text`` as the learner's whole turn in the current lesson.

        A refused or unfinished move is explained and not counted; a right one marks the
        lesson done and presents the next; a wrong one (legal, but not what the lesson asks:
        said so, with the lesson's ``asks``) adds a try: the hint, and after ``TRIES`` the
        answer."""
        lesson = await self.current(user_id, game_id, lesson_id)
        if lesson is None:
            return await self.show(user_id, game_id)
        done, error = await self.call(lesson_try, game_id, lesson.id, text)
        if error is not None:
            return Reply([Msg("lesson-try-refused", error=error)], lesson, await self._view(lesson))
        rows = {le: tries for _, le, tries, _ in await learning_rows.lesson_rows(self.store, user_id, game_id)}
        if done:
            await learning_rows.set_lesson(self.store, user_id, game_id, lesson.id, 0, self.now())
            nxt = await self.current(user_id, game_id)
            if nxt is None:
                return Reply([Msg("lesson-right", why=lesson.why), "",
                              Msg("lesson-last-done", game=get_game(game_id).title)])
            shown = await self._present(nxt)
            return Reply([Msg("lesson-right", why=lesson.why), "", *shown.text], nxt, shown.view)
        tries = rows.get(lesson.id, 0) + 1
        legal = Msg("lesson-legal-not-task", asks=lesson.asks)
        if tries >= TRIES:
            await learning_rows.set_lesson(self.store, user_id, game_id, lesson.id, 0, None)
            return Reply([legal, Msg("lesson-answer-shown", answer=lesson.answer, why=lesson.why),
                          Msg("lesson-play-the-answer", game=game_id, answer=lesson.answer)],
                         lesson, await self._view(lesson))
        await learning_rows.set_lesson(self.store, user_id, game_id, lesson.id, tries, None)
        return Reply([legal, Msg("lesson-not-yet", tries=tries, most=TRIES, hint=lesson.hint)], lesson,
                     await self._view(lesson))

    async def _view(self, lesson: Lesson) -> dict[str, Any]:
        names = seat_names(lesson, *self.names) if self.names else None
        return await self.call(lesson_view, lesson.game, lesson.id, names)

    async def _present(self, lesson: Lesson) -> Reply:
        """The lesson as a task to read: title, whether it is a new position (the lesson
        file's ``new_position``), text, text board, how to answer."""
        game = get_game(lesson.game)
        view = await self._view(lesson)
        number = [le.id for le in load(lesson.game)].index(lesson.id) + 1
        fresh: Lines = [Msg("lesson-new-position")] if lesson.new_position else []
        text: Lines = [Msg("lesson-heading", game=game.title, number=number, title=lesson.title), *fresh, lesson.text,
                       "```", *game.describe(view), "```", Msg("lesson-answer-with", game=lesson.game)]
        return Reply(text, lesson, view)


def _lessons(game_id: str) -> list[Lesson]:
    try:
        return load(game_id)
    except (KeyError, LessonError) as exc:
        raise HostError(Msg("lesson-no-lessons", game=game_id, games=", ".join(GAMES))) from exc
