"""/review: a finished match reviewed for a seat, privately, with progress, a graph
picture and turning points; stored so it is computed once; refused to others and early."""

from __future__ import annotations

import random

import pytest

from bot.adapter import create_bot
from bot.ops.config import Config
from bot.host.replay import APPLY_KINDS
from bot.storage.repos import learning as learning_rows
from tests.e2e.conftest import png_of, start_lobby_match
from tests.e2e.test_computer_opponent import petri, play_to_the_end

pytestmark = pytest.mark.simcord(settle_timeout=60)


@pytest.fixture
def simcord_bot(db_path):
    return create_bot(Config(database=db_path, deadline_poll=0), computer_iterations=4)


async def test_review_of_a_finished_match(world):
    w = world
    await w.alice.slash(w.games, "play", game="dna-sequence", opponent=petri(w), level="easy",
                        options="length=24 seed=3")
    await w.env.settle()
    hinted = await w.alice.slash(w.games, "hint")     # a hint is marked in the review
    assert hinted.response.content.startswith("Hint for match")
    match = await play_to_the_end(w, random.Random(2))
    early = await start_lobby_match(w, "seed=2", players=("carol", "dave"))
    refused = await w.carol.slash(w.games, "review", match=early.id)
    assert refused.ephemeral and "has not finished" in refused.response.content
    stranger = await w.bob.slash(w.games, "review", match=match.id)
    assert stranger.ephemeral and "only the players" in stranger.response.content

    before = list(w.public())
    r = await w.alice.slash(w.games, "review", match=match.id)
    assert r.ephemeral
    final = r.response
    assert final.content.startswith(f"Review of match #{match.id} (DNA (sequence chunks)), your ")
    assert "; you asked for 1 hint\n" in final.content
    await png_of(final.attachments[0])                       # the win-chance graph
    assert w.public() == before
    stored = await learning_rows.review_of(w.host.store, match.id, 0)
    plies = await w.host.plies(match)
    alices = {i for i, e in enumerate(plies) if e.seat == 0 and e.kind in APPLY_KINDS}
    assert alices and {p["ply"] for p in stored["plies"]} == alices  # her own plies only
    assert len(stored["graph"]) == len(plies)
    # Computed once: a second review reads the stored one, even if the worker is gone.
    await w.bot.computers.close()
    again = await w.alice.slash(w.games, "review", match=match.id)
    assert again.response.content == final.content
