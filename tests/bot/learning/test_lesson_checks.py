"""Lessons say what they check: what a lesson's text states about its position is data in
the lesson file (``facts``, ``new_position``, the accepted answers) and is checked here
against the engine; a legal try that is not the task, and an illegal one, are worded."""

from __future__ import annotations

import pytest

from games import GAMES, get_game
from games.lessons import find, holds, judge, load
from games.message import Msg
from i18n import text

ALL = [(game_id, lesson.id) for game_id in GAMES for lesson in load(game_id)]


def _accepted(lesson) -> set[str]:
    return {" ".join(m.split()) for m in [lesson.answer, *lesson.also]}


def test_the_first_mitosis_lesson_accepts_every_split_of_the_cell_it_names():
    lesson = find("mitosis", "first-split")
    state = lesson.position()
    game = get_game("mitosis")
    splits = game.related_moves(state, lesson.learner, "C4")
    assert len(splits) >= 2   # C4 may split more than one way here
    for split in splits:
        assert judge(lesson, split, state).done, split
    # Another cell's split is legal but not the task.
    other = next(m for m in game.legal_moves(state, lesson.learner) if m not in splits)
    verdict = judge(lesson, other, state)
    assert verdict.error is None and not verdict.done


@pytest.mark.parametrize("game_id,lesson_id", ALL)
def test_the_accepted_answers_are_exactly_the_listed_legal_moves_that_achieve_the_task(game_id, lesson_id):
    """Where a turn is one move, every legal move the engine lists is judged: those that
    achieve the task are the lesson's answer and ``also``, no more, no fewer."""
    lesson = find(game_id, lesson_id)
    game = get_game(game_id)
    state = lesson.position()
    if game_id == "dna-icehouse":
        pytest.skip("a DNA Icehouse turn is several steps: tests/games/test_lessons.py samples them")
    right = {m for m in game.legal_moves(state, lesson.learner) if judge(lesson, m, state).done}
    if game.legal_moves_complete(state, lesson.learner):
        assert right == _accepted(lesson)
    else:   # Genetess lists only part of its moves (CREATE of any length): the listed part
        assert right <= _accepted(lesson) and right


@pytest.mark.parametrize("game_id,lesson_id", ALL)
def test_what_the_text_states_about_the_position_holds_in_the_engine(game_id, lesson_id):
    lesson = find(game_id, lesson_id)
    game = get_game(game_id)
    view = game.view(lesson.position(), lesson.learner)
    assert lesson.learner in game.to_move(lesson.position())
    assert lesson.facts, f"{lesson_id}: say who moves (and what else the text states) in 'facts'"
    assert holds(lesson.facts, view, lesson), lesson.facts


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_lesson_that_does_not_go_on_from_the_one_before_is_marked_new(game_id):
    """A lesson goes on from the one before when its set-up is that lesson's set-up and one
    of its right answers (on the same options and seed); any other is a new position."""
    lessons = load(game_id)
    assert not lessons[0].new_position
    for before, lesson in zip(lessons, lessons[1:]):
        goes_on = (lesson.options, lesson.seed, lesson.seats) == (before.options, before.seed, before.seats) \
            and any(list(lesson.setup[:len(before.setup) + 1]) == [*before.setup, (before.learner, a)]
                    for a in [before.answer, *before.also])
        assert lesson.new_position == (not goes_on), lesson.id


def test_the_genetess_lesson_after_the_order_bid_is_a_new_position_where_you_move_first():
    order, create = find("genetess", "bid-order"), find("genetess", "create")
    game = get_game("genetess")
    # bid-order ends with the learner moving second ...
    after = judge(order, order.answer).state
    assert game.view(after, order.learner)["order"] == ["them", "you"]
    # ... and the next lesson's board has them moving first: a new position, stated as a fact.
    assert game.view(create.position(), create.learner)["order"][0] == "you"
    assert create.new_position
    assert {"path": "order.0", "eq": "@me"} in create.facts["all"]


@pytest.mark.parametrize("locale", ["en", "de", "es"])
def test_an_illegal_try_is_explained_in_the_readers_language(locale):
    lesson = find("mitosis", "first-split")
    verdict = judge(lesson, "A1 A9")
    assert isinstance(verdict.error, Msg)
    worded = text(verdict.error, locale)
    assert "not legal" not in worded or locale == "en"
    assert "{" not in worded and "???" not in worded


def test_the_players_names_of_a_lesson_are_the_ones_given():
    lesson = find("mitosis", "first-split")
    state = lesson.position(["alice", "Rival"])
    view = get_game("mitosis").view(state, lesson.learner)
    assert view["seats"] == ["alice", "Rival"] and view["to_move"] == ["alice"]
