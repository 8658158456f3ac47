"""A display name that no picture could draw never silences a match.

A member's server nickname may hold a line break, a tab, other control characters and bidi
overrides.  Drawn as they are, a line break beside a non-ASCII letter made Pillow's Raqm layout
fail (``raqm_layout() failed``) in text measuring, so every board of that match raised after its
move was committed: the post stayed owed and nobody saw the board.  Every text drawn in a
picture now passes through ``render.text.drawable`` first.
"""

from __future__ import annotations

import logging

from bot.workers.render_pool import RenderPool
from games import get_game
from tests.e2e.conftest import png_of, start_lobby_match

GAME = get_game("dna-sequence")

#: A line break beside a non-ASCII letter, a carriage return, a tab, a bell, a bidi override.
ODD_NAME = "Zoë\nthe\r\nGreat\t\x07\u202eX"


async def test_a_name_with_a_line_break_gets_every_picture_drawn_and_posted(world):
    w = world
    zoe = w.guild.add_member(w.env.create_user("zoe"), nick=ODD_NAME)
    w.members["zoe"] = zoe
    match = await start_lobby_match(w, "length=200 seed=1 clock=off", players=("zoe", "bob"))
    names = [seat.name for seat in match.seats]
    assert ODD_NAME in names, names           # the seat keeps the name as the member wrote it
    for _ in range(4):
        current = await w.host.get(match.id)
        seat = GAME.to_move(current.state)[0]
        actor = zoe if current.seats[seat].user_id == zoe.id else w.bob
        r = await actor.slash(w.games, "move", move=GAME.legal_moves(current.state, seat)[0])
        assert r.acknowledged, r
    boards = await w.bob.slash(w.games, "board")
    assert boards.acknowledged and boards.response.attachments, boards.response.content
    posts = [m for m in w.public() if "ply" in " ".join(a.filename for a in m.attachments) or m.attachments]
    plies = {a.filename for m in posts for a in m.attachments}
    # the start and each of the four moves: every board posted, each a PNG
    assert len(plies) >= 5, plies
    for m in posts:
        for a in m.attachments:
            await png_of(a)
    assert await w.host.store.next_owed_at() is None     # nothing left owed for the poster


class BrokenPictures(RenderPool):
    """Pictures drawn in-process, except that every board fails as a layout error would."""

    def __init__(self) -> None:
        super().__init__(0)
        self.asked = 0

    async def board_png(self, game_id: str, view: dict, *, seat: str | None = None) -> bytes:
        self.asked += 1
        raise RuntimeError("raqm_layout() failed.")


async def test_a_picture_that_cannot_be_drawn_leaves_the_text_posted_with_a_note(world, caplog):
    w = world
    match = await start_lobby_match(w, "length=200 seed=1 clock=off")
    pictures = w.host.pictures = BrokenPictures()
    current = await w.host.get(match.id)
    seat = GAME.to_move(current.state)[0]
    actor = w.alice if current.seats[seat].user_id == w.alice.id else w.bob
    with caplog.at_level(logging.WARNING, logger="petri.render"):
        r = await actor.slash(w.games, "move", move=GAME.legal_moves(current.state, seat)[0])
    assert r.acknowledged and not r.ephemeral, r      # the board post answers the move
    assert pictures.asked >= 1
    post = r.response
    assert not post.attachments
    assert post.content.startswith(f"{actor.name} "), post.content        # the move's narration
    assert post.content.endswith("(The board picture could not be drawn this time; "
                                 "the text above says what happened.)"), post.content
    assert await w.host.store.next_owed_at() is None     # posted: nothing owed, no retries
    ply = (await w.host.get(match.id)).state["ply"]
    warned = [rec for rec in caplog.records if rec.name == "petri.render"]
    assert len(warned) == 1 and warned[0].levelno == logging.WARNING, warned
    assert f"match {match.id} at ply {ply}" in warned[0].getMessage()
    assert "raqm" not in warned[0].getMessage()          # the type, not a message that might quote a view
