"""``draw_ply_boards``: after a ply the public board and each fog-of-war seat's changed board
are handed to the picture workers together, and a board that was not delivered is sent again
next time."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.host.board_memory import BoardMemory
from bot.host.match_host import MatchHost
from bot.host.ply_boards import draw_ply_boards
from bot.workers.render_pool import RenderPool
from bot_testkit import ALICE, BOB
from render import not_drawn


@pytest.fixture
async def fog_host(db_path):
    """A host drawing in threads with room for every picture of a ply at once."""
    h = await MatchHost.open(str(db_path), pictures=RenderPool(0, queue=8))
    try:
        yield h
    finally:
        await h.close()


async def _genetess_after_a_move(host: MatchHost):
    match = await host.create(channel_id=1, guild_id=5, game_id="genetess", options="map=duel seed=3",
                              creator=ALICE, opponent=BOB)
    await host.start(match.id, BOB.user_id)
    await host.move(match.id, ALICE.user_id, "BID start 2 K1")
    await host.move(match.id, BOB.user_id, "BID")
    match = await host.get(match.id)
    game = host.game_of(match)
    seat = game.to_move(match.state)[0]
    move = game.random_move(match.state, seat, random.Random(1))
    return (await host.move(match.id, match.seats[seat].user_id, move)).match


async def test_the_public_and_every_changed_private_board_are_handed_out_at_once(fog_host):
    match = await _genetess_after_a_move(fog_host)
    boards = await draw_ply_boards(fog_host, match, BoardMemory())
    jobs = [boards.public] + [picture for _, picture in boards.private.values()]
    # All are with the drawing threads (or drawn) before anything awaits a picture.
    assert len(jobs) == 3 and fog_host.pictures.in_flight + sum(job.done() for job in jobs) == 3
    try:
        public, *private = await boards.take_all()
    finally:
        boards.close()
    assert set(boards.private) == {ALICE.user_id, BOB.user_id}
    assert public == await fog_host.board_png(match)
    assert private == [await fog_host.board_png(match, user) for user in boards.private]


async def test_an_unchanged_board_is_not_drawn_and_a_skipped_seat_not_at_all(fog_host):
    match = await _genetess_after_a_move(fog_host)
    memory = BoardMemory()
    first = await draw_ply_boards(fog_host, match, memory)
    await first.take_all()
    first.close()
    again = await draw_ply_boards(fog_host, match, memory, skip=frozenset([BOB.user_id]))
    await again.take_all()
    again.close()
    assert set(again.private) == {ALICE.user_id}
    view, picture = again.private[ALICE.user_id]
    assert picture is None and view == fog_host.view(match, ALICE.user_id)


async def test_a_board_not_delivered_is_drawn_again_next_time(fog_host):
    match = await _genetess_after_a_move(fog_host)
    memory = BoardMemory()
    first = await draw_ply_boards(fog_host, match, memory)
    await asyncio.gather(first.public, *(picture for _, picture in first.private.values()))
    first.delivered.add(ALICE.user_id)        # bob's DM did not go out
    first.close()
    again = await draw_ply_boards(fog_host, match, memory)
    await again.take_all()
    again.close()
    assert again.private[ALICE.user_id][1] is None
    assert again.private[BOB.user_id][1] is not None


async def test_closing_early_stops_the_pictures_and_forgets_them(fog_host):
    match = await _genetess_after_a_move(fog_host)
    memory = BoardMemory()
    boards = await draw_ply_boards(fog_host, match, memory)
    pictures = [boards.public] + [picture for _, picture in boards.private.values()]
    # A picture may finish before the close on a loaded machine (it was the race that made
    # this test flaky); every one still being drawn at the close is stopped.
    drawing = [picture for picture in pictures if not picture.done()]
    boards.close()                            # e.g. the channel post failed
    await asyncio.gather(*pictures, return_exceptions=True)
    assert len(pictures) == 3 and all(picture.cancelled() for picture in drawing)
    again = await draw_ply_boards(fog_host, match, memory)
    try:
        assert all(picture is not None for _, picture in again.private.values())
    finally:
        again.close()


async def test_an_outcome_without_a_board_draws_nothing(fog_host):
    match = await _genetess_after_a_move(fog_host)
    boards = await draw_ply_boards(fog_host, match, BoardMemory(), board=False)
    assert boards.public is None and boards.private == {} and await boards.take_all() == []
    boards.close()


async def test_a_seat_that_changed_language_gets_its_board_anew(fog_host):
    """The reader's language is part of what a board shows: a seat whose language
    changed since its last board gets a new one, in its language, though the position did not
    change; a seat whose language stayed gets none."""
    match = await _genetess_after_a_move(fog_host)
    memory = BoardMemory()
    first = await draw_ply_boards(fog_host, match, memory, locales={ALICE.user_id: "en", BOB.user_id: "en"})
    await first.take_all()
    first.close()
    again = await draw_ply_boards(fog_host, match, memory, locales={ALICE.user_id: "de", BOB.user_id: "en"})
    try:
        await again.take_all()
    finally:
        again.close()
    assert again.private[BOB.user_id][1] is None
    picture = again.private[ALICE.user_id][1]
    assert picture is not None
    assert picture.result() == await fog_host.board_png(match, ALICE.user_id, locale="de")


async def test_a_board_whose_view_changed_only_where_the_picture_does_not_look_is_not_drawn(fog_host):
    """Genetess' ``swept`` (the round each square was last seen empty) changes for every seat
    every round, but the picture does not show it: no new picture for it."""
    match = await _genetess_after_a_move(fog_host)
    memory = BoardMemory()
    game = fog_host.game_of(match)
    view = fog_host.view(match, ALICE.user_id)
    assert memory.changed(match.id, ALICE.user_id, game, view)
    swept = dict(view, swept={**view["swept"], "A1": 99})
    assert not memory.changed(match.id, ALICE.user_id, game, swept)
    assert memory.changed(match.id, ALICE.user_id, game, dict(swept, scores={"x": 1}))


async def test_the_worker_is_handed_no_field_the_picture_does_not_read(fog_host, monkeypatch):
    """What is pickled for the picture worker leaves out the view's fields its picture never
    reads (``render.not_drawn``: Genetess' ``swept``, ``codes``, ``bids``), and the pictures are
    those of the whole views."""
    match = await _genetess_after_a_move(fog_host)
    handed: list[dict] = []
    draw = fog_host.pictures.board_png

    async def recording(game_id, view, *, seat=None):
        handed.append(view)
        return await draw(game_id, view, seat=seat)

    monkeypatch.setattr(fog_host.pictures, "board_png", recording)
    boards = await draw_ply_boards(fog_host, match, BoardMemory())
    try:
        public, *private = await boards.take_all()
    finally:
        boards.close()
    monkeypatch.undo()
    unread = not_drawn("genetess")
    assert unread and len(handed) == 3
    assert all(unread.isdisjoint(view) for view in handed)
    assert public == await fog_host.board_png(match)
    assert private == [await fog_host.board_png(match, user) for user in boards.private]
