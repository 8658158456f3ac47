"""/learn: a lesson per game completed by its answer, one failed by three wrong
tries, progress kept per member, and lessons asked for in a server go by DM; a legal try
that is not the task is told so, a new position is announced, and a German or Spanish
reader sees the players' names and the errors in their language."""

from __future__ import annotations

import re

from cli.simlocale import speaking
from games import GAMES
from games.lessons import load
from bot.storage.repos import learning as learning_rows
from tests.e2e.conftest import png_of
from tests.e2e.test_secret_setup import close_dms


async def test_one_lesson_per_game_by_the_right_answer(world):
    w = world
    listed = await w.alice.user.slash("learn")
    assert listed.ephemeral
    assert all(f"{game.title}: 0/" in listed.response.content for game in GAMES.values())
    for game_id in GAMES:
        first = load(game_id)[0]
        shown = await w.alice.user.slash("learn", game=game_id)
        assert f"lesson 1: {first.title}" in shown.response.content
        await png_of(shown.response.attachments[0])        # the position's board picture
        done = await w.alice.user.slash("learn", game=game_id, move=first.answer)
        assert done.response.content.startswith("✓ Right!"), done.response.content
        assert f"lesson 2: {load(game_id)[1].title}" in done.response.content
    listed = await w.alice.user.slash("learn")
    assert all(f"{game.title}: 1/" in listed.response.content for game in GAMES.values())
    rows = await learning_rows.lesson_rows(w.host.store, w.alice.id)
    assert sorted((g, le) for g, le, _, at in rows if at) == sorted(
        (g, load(g)[0].id) for g in GAMES)
    # Another member's progress is their own.
    other = await w.bob.user.slash("learn")
    assert all(f"{game.title}: 0/" in other.response.content for game in GAMES.values())


async def test_three_wrong_tries_show_the_answer_and_leave_the_lesson_to_do(world):
    w = world
    lesson = load("dna-sequence")[0]
    illegal = await w.bob.user.slash("learn", game="dna-sequence", move="GGG")
    assert "not legal" in illegal.response.content and "Not counted" in illegal.response.content
    first = await w.bob.user.slash("learn", game="dna-sequence", move="TTT")
    assert f"Hint: {lesson.hint}" in first.response.content and "1 of 3" in first.response.content
    second = await w.bob.user.slash("learn", game="dna-sequence", move="GCA")
    assert "2 of 3" in second.response.content
    third = await w.bob.user.slash("learn", game="dna-sequence", move="TTG")
    assert f"The answer: `{lesson.answer}`" in third.response.content
    listed = await w.bob.user.slash("learn")
    assert "DNA (sequence chunks): 0/" in listed.response.content
    # The count starts again: the next wrong try is a first one.
    again = await w.bob.user.slash("learn", game="dna-sequence", move="TTT")
    assert "1 of 3" in again.response.content


async def test_learn_in_a_server_goes_by_dm_and_posts_nothing(world):
    w = world
    before = list(w.public())
    r = await w.carol.slash(w.games, "learn", game="protozoa")
    assert r.ephemeral and "Sent to your DMs" in r.response.content
    dm = w.dms(w.carol)[-1]
    assert f"lesson 1: {load('protozoa')[0].title}" in dm.content
    assert w.public() == before


async def test_lesson_autocomplete_lists_the_games_lessons(world):
    w = world
    choices = await w.alice.autocomplete(w.games, "learn", "lesson", "", game="mitosis")
    assert [c["value"] for c in choices] == [le.id for le in load("mitosis")]
    narrowed = await w.alice.autocomplete(w.games, "learn", "lesson", "capt", game="mitosis")
    assert [c["value"] for c in narrowed] == ["capture"]
    picked = await w.alice.user.slash("learn", game="mitosis", lesson="capture")
    assert "lesson 3: Capture" in picked.response.content


async def test_closed_dms_give_the_lesson_privately_in_the_channel(world):
    w = world
    close_dms(w, w.dave)
    before = list(w.public())
    r = await w.dave.slash(w.games, "learn", game="mitosis")
    assert r.ephemeral and f"lesson 1: {load('mitosis')[0].title}" in r.response.content
    await png_of(r.response.attachments[0])
    assert w.dms(w.dave) == [] and w.public() == before


async def test_a_legal_try_that_is_not_the_task_is_told_so_and_every_split_of_c4_counts(world):
    w = world
    # C3 splits into B3 D3: legal, but the first Mitosis lesson asks for a split of C4.
    other = await w.alice.user.slash("learn", game="mitosis", move="B3 D3")
    assert "That move is legal, but this lesson asks for a split of C4." in other.response.content
    assert "1 of 3" in other.response.content
    # B4 D4 is C4's other free opposite pair: it counts as well as the B3 D5 the text shows.
    right = await w.alice.user.slash("learn", game="mitosis", move="B4 D4")
    assert right.response.content.startswith("✓ Right!"), right.response.content
    # The next lesson starts from another position, and says so.
    assert "A new position" in right.response.content


async def test_a_lesson_in_german_or_spanish_names_its_players_and_errors_in_that_language(world):
    w = world
    with speaking({w.alice.id: "de", w.bob.id: "es"}):
        de = await w.alice.user.slash("learn", game="mitosis")
        es = await w.bob.user.slash("learn", game="mitosis")
        assert "Am Zug: alice teilt" in de.response.content and "Gegenüber" in de.response.content
        assert "bob" in es.response.content and "Rival" in es.response.content
        for shown in (de, es):
            board = shown.response.content.split("```")[1]
            assert not re.search(r"\b(you|them)\b", board), board
        illegal = await w.alice.user.slash("learn", game="mitosis", move="A1 A9")
        assert "Dieser Zug ist hier nicht erlaubt: 'A9' ist keine Zelle" in illegal.response.content
        assert "not legal" not in illegal.response.content and "Zählt nicht als Versuch" in illegal.response.content
        legal = await w.bob.user.slash("learn", game="mitosis", move="B3 D3")
        assert "La jugada es legal, pero esta lección pide una división de C4." in legal.response.content
