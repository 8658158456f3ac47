"""A post that went out is recognised whatever its retry sees.

The post of a ply goes out, but its process stops before marking it done (its
announcement stays owed); after a restart the poster tries it again.  It looks for the
earlier try in the channel from the moment that try could have gone out, oldest first: so
a read that Discord fails (503) posts nothing (it is tried again), and 30 messages after
the post do not hide it.  Either way the channel shows the ply once.
"""

from __future__ import annotations

import pytest

from tests.e2e.test_nothing_stalls import LATER, _dna_match_against_bob, posts_with

quick = pytest.mark.simcord(settle_timeout=3)


async def posted_but_not_marked(w, monkeypatch) -> str:
    """alice's first move in a DNA match against bob is posted, but its process stops before
    marking the post done; returns the post's narration."""
    match, chunk = await _dna_match_against_bob(w)

    async def stopped(plan):  # posted; the process stops before marking it done
        return None
    monkeypatch.setattr(w.host, "announced", stopped)
    await w.alice.slash(w.games, "move", move=chunk)
    monkeypatch.undo()
    said = f"alice removed {chunk}"
    assert len(posts_with(w, said)) == 1
    assert len(await w.host.store.fetch_all("SELECT * FROM announcements")) == 1
    return said


async def retried(w) -> None:
    """A new process takes over; the stopped one's lease and every retry run out."""
    await w.restart()
    for _ in range(3):
        await w.env.advance_time(LATER)
        await w.env.settle()


@quick
async def test_a_failing_history_read_at_the_retry_posts_nothing_and_the_ply_shows_once(world, monkeypatch):
    w = world
    said = await posted_but_not_marked(w, monkeypatch)
    # The retry's look at the channel fails (Discord 503): it must not take that for "not there".
    w.env.inject_error("GET", f"/channels/{w.games.id}/messages", status=503, message="Service Unavailable")
    await retried(w)
    assert w.env.backend.faults == [], "the retry never read the channel"
    assert len(posts_with(w, said)) == 1, "the same ply was shown twice"
    assert await w.host.store.fetch_all("SELECT * FROM announcements") == []


@quick
async def test_a_post_followed_by_thirty_messages_is_still_recognised(world, monkeypatch):
    w = world
    said = await posted_but_not_marked(w, monkeypatch)
    for _ in range(30):                                # 30 public boards after the post
        r = await w.carol.slash(w.games, "board")
        assert not r.ephemeral
    later = w.public()[[m.content for m in w.public()].index(next(m.content for m in posts_with(w, said))) + 1:]
    assert sum(m.author.id == w.bot.user.id for m in later) >= 30
    await retried(w)
    assert len(posts_with(w, said)) == 1, "the same ply was shown twice"
    assert await w.host.store.fetch_all("SELECT * FROM announcements") == []


@quick
async def test_a_failing_read_that_never_recovers_never_posts_a_copy(world, monkeypatch):
    """Discord fails every read of the channel: the post is never made a second time (it is given up
    after its tries), rather than risked twice."""
    w = world
    said = await posted_but_not_marked(w, monkeypatch)
    w.env.inject_error("GET", f"/channels/{w.games.id}/messages", status=503, message="Service Unavailable",
                       times=None)
    await w.restart()
    for _ in range(14):
        await w.env.advance_time(400)
        await w.env.settle()
    assert len(posts_with(w, said)) == 1
    assert await w.host.store.fetch_all("SELECT * FROM announcements") == []


@quick
async def test_a_post_that_went_out_without_its_picture_is_recognised(world, monkeypatch):
    """A board that could not be drawn leaves its post with a note after the text; the retry
    (whose picture draws) still knows that post for its own and does not show the ply again."""
    from tests.e2e.test_picture_names import BrokenPictures

    w = world
    monkeypatch.setattr(w.host, "pictures", BrokenPictures())
    said = await posted_but_not_marked(w, monkeypatch)
    (post,) = posts_with(w, said)
    assert not post.attachments and post.content.count("\n") >= 1
    await retried(w)
    assert len(posts_with(w, said)) == 1, "the same ply was shown twice"
    assert await w.host.store.fetch_all("SELECT * FROM announcements") == []
