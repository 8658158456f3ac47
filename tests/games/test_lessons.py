"""Lessons: every lesson's position is legal, its answer is legal and achieves the
task, and no turn of a seeded sample of random legal turns achieves it (so it teaches): a turn counts as random unless its first step is that
of a listed answer (a DNA Icehouse placement may be followed by its steps in other orders)."""

from __future__ import annotations

import json
import random

import pytest

from games import GAMES, get_game
from games.base import State
from games.lessons import Lesson, LessonError, find, holds, judge, load, turn_over

def random_turn(lesson: Lesson, state: State, rng: random.Random, steps: int = 12) -> str | None:
    """A uniformly random legal turn of the learner (steps joined by ``;``), ``None`` when
    the learner has no legal move; to show a task is not met by chance."""
    game = get_game(lesson.game)
    played = []
    now = state
    for _ in range(steps):
        moves = game.legal_moves(now, lesson.learner)
        if not moves:
            break
        move = rng.choice(moves)
        played.append(move)
        now, _ = game.apply(now, lesson.learner, move)
        if turn_over(game, state, now, lesson.learner, lesson.turn_key):
            return "; ".join(played)
    return "; ".join(played) if played else None


#: Random legal turns tried per lesson.
SAMPLE = 40
ALL = [(game_id, lesson.id) for game_id in GAMES for lesson in load(game_id)]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_game_has_five_to_eight_lessons_with_unique_ids(game_id):
    lessons = load(game_id)
    assert 5 <= len(lessons) <= 8
    assert len({lesson.id for lesson in lessons}) == len(lessons)


@pytest.mark.parametrize("game_id,lesson_id", ALL)
def test_lesson_position_is_legal_and_its_answers_achieve_the_task(game_id, lesson_id):
    lesson = find(game_id, lesson_id)
    state = lesson.position()  # each set-up move goes through the engine's apply
    assert holds(lesson.task, get_game(game_id).view(state, lesson.learner), lesson) is False
    for answer in [lesson.answer, *lesson.also]:
        verdict = judge(lesson, answer, state)
        assert verdict.error is None, (answer, verdict.error)
        assert verdict.done, answer


@pytest.mark.parametrize("game_id,lesson_id", ALL)
def test_no_random_legal_turn_achieves_the_task(game_id, lesson_id):
    lesson = find(game_id, lesson_id)
    state = lesson.position()
    # A right answer's first step (a DNA Icehouse placement) may be finished in other orders.
    right = {answer.split(";")[0].strip() for answer in [lesson.answer, *lesson.also]}
    rng = random.Random(f"{game_id}/{lesson_id}")
    tried = 0
    for _ in range(SAMPLE):
        turn = random_turn(lesson, state, rng)
        if turn is None or turn.split(";")[0].strip() in right:
            continue
        verdict = judge(lesson, turn, state)
        assert verdict.error is None, (turn, verdict.error)
        assert not verdict.done, f"random turn {turn!r} achieves {lesson_id}"
        tried += 1
    assert tried >= SAMPLE // 2


def test_a_wrong_or_illegal_try_is_judged_and_the_state_is_untouched():
    lesson = load("dna-sequence")[0]
    state = lesson.position()
    before = json.dumps(state, sort_keys=True)
    assert judge(lesson, "TTT", state).done is False
    refused = judge(lesson, "ZZZ", state)
    assert refused.error and refused.error.id == "lesson-illegal" and "not legal" in str(refused.error)
    assert json.dumps(state, sort_keys=True) == before


def test_predicate_language():
    lesson = load("dna-sequence")[0]
    view = {"seats": ["you", "them"], "board": {"a1": "R1", "b2": "B2", "c3": "B1"},
            "s": {"them": "ACG"}, "result": {"winners": ["you"]}}
    assert holds({"path": "s.@opp.#len", "eq": 3}, view, lesson)
    assert holds({"count": "board", "prefix": "B", "ge": 2}, view, lesson)
    assert holds({"path": "result.winners", "has": "@me"}, view, lesson)
    assert holds({"not": {"path": "board.d4", "ne": None}}, view, lesson)
    assert holds({"any": [{"path": "x", "eq": 1}, {"path": "seats.1", "eq": "them"}]}, view, lesson)
    assert not holds({"all": [{"path": "x", "eq": 1}, {"path": "seats.1", "eq": "them"}]}, view, lesson)
    with pytest.raises(LessonError, match="bad task node"):
        holds({"path": "x", "eq": 1, "ne": 2}, view, lesson)


def test_an_illegal_set_up_is_refused():
    base = load("dna-sequence")[0]
    broken = Lesson(**{**base.__dict__, "setup": [(0, "ACGTTTGCA"), (1, "XYZ")]})
    with pytest.raises(Exception, match="(?i)letter|alphabet|length|sequence"):
        broken.position()
