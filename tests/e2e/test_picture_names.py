"""A display name that no picture could draw never silences a match (issue 53 §4).

A member's server nickname may hold a line break, a tab, other control characters and bidi
overrides.  Drawn as they are, a line break beside a non-ASCII letter made Pillow's Raqm layout
fail (``raqm_layout() failed``) in text measuring, so every board of that match raised after its
move was committed: the post stayed owed and nobody saw the board.  Every text drawn in a
picture now passes through ``render.text.drawable`` first.
"""

from __future__ import annotations

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
