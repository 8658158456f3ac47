"""The board picture a channel gets is drawn in the server's language: after
``/gm config language:de`` the next move's picture carries German words, and differs from
the English picture of the same position."""

from __future__ import annotations

from tests.e2e.conftest import png_of


async def test_a_german_servers_channel_picture_is_drawn_in_german(world):
    w = world
    r = await w.alice.slash(w.games, "play", game="protozoa", options="seed=3 clock=off", opponent=w.bob)
    await w.bob.click(r.response, label="Accept")
    await w.mod.slash(w.games, "gm config", language="de")
    match = await w.match()
    game = w.host.game_of(match)
    seat = game.to_move(match.state)[0]
    mover = w.alice if match.seats[seat].user_id == w.alice.id else w.bob
    played = await mover.slash(w.games, "move", move=game.legal_moves(match.state, seat)[0])
    assert not played.ephemeral, played
    match = await w.host.get(match.id)
    picture = await png_of(w.public()[-1].attachments[0])
    german = await w.host.board_png(match, None, locale="de")
    assert picture == german != await w.host.board_png(match, None, locale="en")
