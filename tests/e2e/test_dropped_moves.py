"""The retention setting end to end: a bot with ``[storage] drop_logs_after_days``
drops the moves of matches that ended longer ago than that, in its hourly pass; ``/history``
and ``/replay`` of such a match then say its moves were not kept; its row and ratings stay.  Time is SimCord's virtual clock: two days pass in no real time."""

from __future__ import annotations

import pytest

from bot.adapter import create_bot
from bot.ops.config import Config
from tests.e2e.conftest import start_lobby_match

MANUAL = "manual length=6 non_incremental"


@pytest.fixture
def simcord_bot(db_path):
    """The bot of these tests keeps ended matches' moves for one day."""
    return create_bot(Config(database=db_path, deadline_poll=0, render_workers=0, drop_logs_after_days=1))


async def test_history_and_replay_of_a_match_whose_moves_were_dropped_say_so(world):
    w = world
    match = await start_lobby_match(w, MANUAL)
    await w.alice.user.slash("move", move="ACGACG")
    await w.bob.user.slash("move", move="TTTTTT")
    over = await w.alice.slash(w.games, "move", move="ACG")
    assert f"Match #{match.id} is over" in over.response.content

    # Within the day the moves are there.
    r = await w.carol.slash(w.games, "history", match=match.id)
    assert not r.ephemeral and "3. alice — played `ACG`" in r.response.content
    finished = await w.host.get(match.id)
    ratings = await w.host.store.fetch_all("SELECT * FROM ratings ORDER BY user_id")
    assert len(ratings) == 2

    await w.env.advance_time(2 * 86400)          # the hourly pass runs on the bot's clock
    for command, options in (("history", {}), ("replay", {}), ("replay", {"ply": 1})):
        r = await w.carol.slash(w.games, command, match=match.id, **options)
        assert r.acknowledged and r.ephemeral, r
        assert r.response.content.startswith(f"the moves of match #{match.id} were not kept: "), r.response.content
        assert r.response.content.endswith("its result, players and ratings are still stored")
    assert await w.host.get(match.id) == finished
    assert await w.host.store.fetch_all("SELECT * FROM ratings ORDER BY user_id") == ratings
