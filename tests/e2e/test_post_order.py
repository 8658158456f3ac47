"""A slow picture delays no other match's acknowledgement or board, and a match's boards are
posted in the order of its moves even when a later board is drawn first."""

from __future__ import annotations

import asyncio

import pytest

from bot.adapter import flows
from bot.workers.render_pool import RenderPool
from games import get_game
from tests.e2e.conftest import NO_THREADS, start_lobby_match

GAME = get_game("dna-sequence")


class HeldPictures(RenderPool):
    """Pictures drawn in-process, where the next board can be held back: it waits for ``gate``
    (taken by the next board asked for); ``after_draw`` is called after every board drawn."""

    def __init__(self) -> None:
        super().__init__(0)
        self.gate: asyncio.Event | None = None
        self.after_draw = lambda: None

    async def board_png(self, game_id: str, view: dict, *, seat: str | None = None) -> bytes:
        gate, self.gate = self.gate, None
        if gate is not None:
            await gate.wait()
        png = await super().board_png(game_id, view, seat=seat)
        self.after_draw()
        return png


async def held_announcement(w, match, mover) -> tuple[asyncio.Task, asyncio.Event, object]:
    """``mover`` plays in ``match`` (committed here, as a clock or another process could), and
    its announcement starts with its board held; returns (task, gate, outcome)."""
    pictures = w.host.pictures = HeldPictures()
    current = await w.host.get(match.id)
    seat = GAME.to_move(current.state)[0]
    assert current.seats[seat].user_id == mover.id
    outcome = await w.host.move(match.id, mover.id, GAME.legal_moves(current.state, seat)[0])
    gate = pictures.gate = asyncio.Event()
    task = asyncio.create_task(flows.announce(w.bot, w.host, outcome))
    while pictures.gate is not None:        # the announcement has taken its place and waits
        await asyncio.sleep(0)
    return task, gate, outcome


async def move_by_slash(w, match, channel):
    current = await w.host.get(match.id)
    seat = GAME.to_move(current.state)[0]
    actor = next(m for m in w.members.values() if m.id == current.seats[seat].user_id)
    r = await actor.slash(channel, "move", move=GAME.legal_moves(current.state, seat)[0])
    assert r.acknowledged, r
    return r


async def test_a_later_board_drawn_first_still_posts_after_the_earlier_one(world):
    w = world
    match = await start_lobby_match(w, "length=200 seed=1")
    first, gate, outcome = await held_announcement(w, match, w.alice)
    # bob's board is drawn while alice's is held; drawing it lets alice's go on.
    w.host.pictures.after_draw = gate.set
    r = await move_by_slash(w, match, w.games)
    await first
    # A public answer to bob would show where he was answered, above alice's board: his is private.
    assert r.ephemeral and r.response.content == f"Done: the board of match #{match.id} is in the channel."
    posts = w.public()
    alices = next(i for i, m in enumerate(posts) if m.content.startswith(str(outcome.narration[0])))
    bobs = next(i for i, m in enumerate(posts) if m.content.startswith("bob "))
    assert alices < bobs, [m.content.splitlines()[0] for m in posts]
    assert posts[alices].attachments and posts[bobs].attachments
    assert len(w.bot.posts) == 0            # nothing kept once the posts are out


async def test_a_held_picture_of_one_match_delays_nothing_of_another(world):
    w = world
    other = w.guild.create_text_channel("games-2", overwrites={w.guild.me: NO_THREADS})  # played in it
    held = await start_lobby_match(w, "length=200 seed=1")
    free = await start_lobby_match(w, "length=200 seed=2", players=("carol", "dave"), channel=other)
    task, gate, outcome = await held_announcement(w, held, w.alice)
    before = [m.id for m in w.public()]

    r = await move_by_slash(w, free, other)     # acknowledged and posted with its board
    assert not r.ephemeral and r.response.attachments and r.response.content.startswith("carol ")
    assert [m.id for m in w.public()] == before and not task.done()

    gate.set()
    await task
    assert w.public()[-1].content.startswith(str(outcome.narration[0])) and w.public()[-1].attachments


# -- commit order when Discord fails some posts ----------------------------------------
#: Long enough for every retry of the posts below (``bot.host.outbox.retry_after``) and any lease.
LATER = 60


async def _play_and_fail(w, match, fail_at: set[int], status: int, plies: int = 6) -> list[str]:
    """Plays ``plies`` plies of ``match`` by ``/move`` in #games, Discord failing the post of
    the plies in ``fail_at`` once with ``status``; returns each ply's narration, in commit order."""
    said = []
    for ply in range(plies):
        current = await w.host.get(match.id)
        seat = GAME.to_move(current.state)[0]
        actor = next(m for m in w.members.values() if m.id == current.seats[seat].user_id)
        move = GAME.legal_moves(current.state, seat)[0]
        if ply in fail_at:   # the move's post (its answer) fails once
            w.env.inject_error("POST", "/webhooks/*", status=status, message="Discord failed (injected)")
        r = await actor.slash(w.games, "move", move=move)
        assert r.acknowledged, r
        reply = " ".join(m.content or "" for m in [r.response, *r.followups] if m)
        assert "nothing was changed" not in reply
        if ply - 1 in fail_at:   # behind a failed post: told it follows that one, in the channel
            assert "follows in the channel right after the match's earlier post" in reply, reply
        said.append(f"{actor.user.name} removed {move}")
    return said


@pytest.mark.simcord(settle_timeout=3)
@pytest.mark.parametrize("status", [503, 500, 429])
async def test_posts_of_a_match_keep_commit_order_when_discord_fails_some(world, status):
    """A post that failed (5xx, or 429 past discord.py's own retries) is posted again later, and the
    plies committed after it wait behind it: the channel shows every ply once, in commit order."""
    w = world
    r = await w.alice.slash(w.games, "play", game="dna-sequence", options="length=200 seed=3 clock=off",
                            opponent=w.bob)
    await w.bob.click(r.response, label="Accept")
    match = await w.host.channel_match(w.games.id)
    said = await _play_and_fail(w, match, {1, 4}, status)
    for _ in range(3):
        await w.env.advance_time(LATER)
        await w.env.settle()
    shown = [next((i for i, text in enumerate(said) if f"{text}:" in (m.content or "").split("\n")[0]), None)
             for m in w.public()]
    shown = [i for i in shown if i is not None]
    assert shown == list(range(len(said))), (shown, said, [m.content for m in w.public()])
    assert await w.host.store.fetch_all("SELECT * FROM announcements") == []
