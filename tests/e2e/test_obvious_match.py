"""The obvious match: ``/move``, ``/view`` and ``/review`` pick the only match that fits and ask
for ``match:`` only when there is a real choice (bot.adapter.access)."""

from __future__ import annotations

import pytest

from bot.adapter import create_bot
from bot.ops.config import Config
from tests.e2e.conftest import resign, start_lobby_match, thread_of
from tests.e2e.test_threads import challenge

pytestmark = pytest.mark.simcord(settle_timeout=60)


@pytest.fixture
def simcord_bot(db_path):
    # A review evaluates every ply: a small search keeps it fast.
    return create_bot(Config(database=db_path, deadline_poll=0, render_workers=0), computer_iterations=4)


def said(result) -> str:
    """Everything an answer said (a deferred answer's follow-ups included)."""
    return "\n".join(m.content or "" for m in [result.response, *result.followups] if m is not None)


async def two_matches_of_alice(w, tables):
    """alice vs bob in #games (alice to move) and carol vs alice in a thread of #tables
    (carol to move): two running matches of alice's, one waiting for her."""
    first = await start_lobby_match(w, "length=12 seed=5 clock=off")
    _, second = await challenge(w, tables, w.carol, w.alice)
    assert [s.user_id for s in w.host.movers(first)] == [w.alice.id]
    assert [s.user_id for s in w.host.movers(second)] == [w.carol.id]
    return first, second


async def test_move_and_view_in_dms_pick_the_only_match_waiting_for_you(world, tables):
    w = world
    first, second = await two_matches_of_alice(w, tables)
    view = await w.alice.user.slash("view")
    assert view.ephemeral and said(view).startswith(f"Match #{first.id}, your view"), said(view)
    move = w.host.legal_moves(first, w.alice.id)[0]
    r = await w.alice.user.slash("move", move=move)
    assert r.acknowledged and "match:" not in (r.response.content or ""), r.response.content
    assert [e.text for e in await w.host.history(first.id)] == [move]
    assert await w.host.history(second.id) == []
    # Now neither waits for her: a real choice, so she is asked, and told which they are.
    asked = await w.alice.user.slash("move", move=move)
    assert asked.ephemeral and f"#{first.id}" in asked.response.content \
        and f"#{second.id}" in asked.response.content and "match:" in asked.response.content
    # Both waiting for her: asked too, naming the two.
    await w.carol.slash(thread_of(w, tables, second), "move", move=w.host.legal_moves(second, w.carol.id)[0])
    await w.bob.slash(w.games, "move", move=w.host.legal_moves(await w.host.get(first.id), w.bob.id)[0])
    both = await w.alice.user.slash("view")
    assert both.ephemeral and "2 of your matches wait for you" in said(both), said(both)


async def test_move_in_a_channel_picks_your_only_match_waiting_for_you(world, tables):
    w = world
    _, first = await challenge(w, tables, w.alice, w.bob)
    _, second = await challenge(w, tables, w.carol, w.alice)
    # In #tables both are alice's; only the first waits for her.
    move = w.host.legal_moves(first, w.alice.id)[0]
    r = await w.alice.slash(tables, "move", move=move)
    assert r.acknowledged and "match:" not in (r.response.content or ""), r.response.content
    assert [e.text for e in await w.host.history(first.id)] == [move]
    assert await w.host.history(second.id) == []


async def test_review_without_a_number_in_the_thread_and_in_dms(world, tables):
    w = world
    _, match = await challenge(w, tables, w.alice, w.bob)
    thread = thread_of(w, tables, match)
    await resign(w.bob, thread)
    r = await w.alice.slash(thread, "review")
    assert r.ephemeral and r.response.content.startswith(f"Review of match #{match.id} "), r.response.content
    # In DMs: her only finished match.
    dm = await w.bob.user.slash("review")
    assert dm.ephemeral and dm.response.content.startswith(f"Review of match #{match.id} "), dm.response.content
    # A second finished match: now a real choice, so she is asked, with both numbers.
    _, other = await challenge(w, tables, w.alice, w.carol)
    await resign(w.carol, thread_of(w, tables, other))
    asked = await w.alice.user.slash("review")
    assert asked.ephemeral and f"#{match.id}" in asked.response.content \
        and f"#{other.id}" in asked.response.content and "match:" in asked.response.content
    # Outside any thread, in a channel where she finished nothing: said so, not a traceback.
    none = await w.dave.slash(w.games, "review")
    assert none.ephemeral and "no finished match" in none.response.content
