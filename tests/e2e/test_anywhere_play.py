"""Matches where Petri cannot post (tests/e2e/anywhere_sim.py): a group DM, a server without
Petri.  Each turn is answered through the interaction that made it; secrets go ephemerally or
by DM; what needs a message outside an interaction reaches players by DM."""

from __future__ import annotations

import pytest

from tests.e2e.anywhere_sim import Anywhere


@pytest.fixture
def anywhere(world) -> Anywhere:
    return Anywhere(world.env)


def _answers_only(world, place) -> None:
    """The bot never wrote to the conversation's channel itself: all it shows came as answers."""
    assert not [h for h in world.env.http_requests
                if h.method in ("POST", "PATCH") and h.path.startswith(f"/channels/{place.id}")]


async def _open(place, host, guests, game: str, options: str | None = None):
    lobby = (await place.slash(host, "play", game=game, **({"options": options} if options else {}))).response
    for guest in guests:
        assert (await place.click(guest, lobby, label="Join")).acknowledged
    started = await place.click(host, lobby, label="Start")
    assert started.response.content.startswith("Started!"), started.response.content
    return lobby


async def _play_out(world, place, match_id: int, players, most: int = 80):
    """Whoever is to move plays their first legal move with /move in ``place``; each answer is
    the interaction's own, public, response.  Returns the finished match."""
    for _ in range(most):
        match = await world.host.get(match_id)
        if match.status == "finished":
            return match
        mover = next(p for p in players if p.id == world.host.movers(match)[0].user_id)
        answer = await place.slash(mover, "move", move=world.host.legal_moves(match, mover.id)[0])
        assert answer.acknowledged and not answer.ephemeral, answer.response.content
        assert answer.response.channel_id == place.id
    raise AssertionError("the game did not end")


async def test_a_dna_match_in_a_server_without_petri_is_played_by_interactions(world, anywhere):
    anywhere.install(world.alice, world.bob)
    place = anywhere.server_without_bot("Friends", world.alice, world.bob)
    await _open(place, world.alice, [world.bob], "dna-sequence")
    match = await world.host.channel_match(place.id)
    assert match is not None and match.thread_id is None
    done = await _play_out(world, place, match.id, (world.alice, world.bob))
    assert done.status == "finished"
    seen = place.messages()
    assert any(a["filename"].endswith(".png") for m in seen for a in m.attachments)   # boards came as answers
    assert not any("thread" in m.content for m in seen)                         # no thread notice there
    _answers_only(world, place)
