"""A post that went out is not posted again when the server's language changed before its
retry (issue 34 §3 with issue 29's at-least-once outbox): the check for an earlier try
compares the channel with the post in every language, not only the server's new one."""

from __future__ import annotations

import pytest

from tests.e2e.test_nothing_stalls import LATER, _dna_match_against_bob, posts_with


@pytest.mark.simcord(settle_timeout=3)
async def test_a_post_is_not_repeated_in_the_new_language_after_a_language_change(world, monkeypatch):
    w = world
    match, chunk = await _dna_match_against_bob(w)

    async def stopped(plan):  # the post went out; the process stopped before marking it done
        return None
    monkeypatch.setattr(type(w.host), "announced", lambda self, plan: stopped(plan))
    await w.alice.slash(w.games, "move", move=chunk)
    monkeypatch.undo()
    assert len(posts_with(w, f"alice removed {chunk}")) == 1
    assert await w.host.store.fetch_all("SELECT * FROM announcements") != [], "the post is not owed"
    await w.mod.slash(w.games, "gm config", language="de")
    await w.restart()
    await w.env.advance_time(LATER)   # the stopped process's lease runs out: the poster tries again
    await w.env.settle()
    shown = [m for m in w.public() if chunk in (m.content or "")]
    assert len(shown) == 1, [m.content for m in shown]
    assert await w.host.store.fetch_all("SELECT * FROM announcements") == []
