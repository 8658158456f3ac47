"""Nothing stalls: every committed ply is announced — through the
outbox when its post fails or its process stops first — computer seats play whatever
happens to the posts, and no reply says "nothing was changed" after a commit.

The bot searches a few iterations instead of its level's time (``computer_iterations``),
so whole computer games stay quick and reproducible.
"""

from __future__ import annotations

import logging
import random

import pytest

from bot.adapter import create_bot, flows
from bot.ops.config import Config
from games import get_game
from tests.e2e.conftest import mention, resign

# A computer's search runs in a real worker process, outside SimCord's virtual time.
computers = pytest.mark.simcord(settle_timeout=30)
# Without computers: virtual timers of 5 s and more (a first retry) must stay parked
# until ``advance_time`` (SimCord waits in real time for timers due within its settle time).
quick = pytest.mark.simcord(settle_timeout=3)
#: Seconds after which a failed post has been retried and a stopped process's lease on its
#: post has run out (``bot.host.outbox.RETRY_FIRST``, ``MatchHost.announce_lease``: 5 and 30).
LATER = 60


async def _dna_match_against_bob(w):
    """alice challenges bob to DNA (sequence), bob accepts; the match and alice's first legal chunk."""
    challenge = (await w.alice.slash(w.games, "play", game="dna-sequence", options="length=12 seed=9",
                                     opponent=w.bob)).response
    await w.bob.click(challenge, label="Accept")
    match = await w.match()
    return match, w.host.legal_moves(match, w.alice.id)[0]


@pytest.fixture
def simcord_bot(db_path):
    return create_bot(Config(database=db_path, deadline_poll=0, render_workers=0), computer_iterations=4)


async def lobby_with_computers(w, game_id: str, computers: int, options: str | None = None):
    """alice's lobby of ``game_id`` with ``computers`` computer seats (easy) added, started."""
    extra = {"options": options} if options else {}
    lobby = (await w.alice.slash(w.games, "play", game=game_id, **extra)).response
    for _ in range(computers):
        levels = await w.alice.click(lobby, label="Add computer")
        added = await w.alice.click(levels.response, label="Easy")
        assert "The computer (easy) joined" in added.response.content, added
    started = await w.alice.click(lobby, label="Start")
    assert started.response.content == "Started!", started
    return await w.match()


async def play_out(w, match_id: int, rng: random.Random, limit: int = 3000):
    """alice plays random legal moves whenever she is to move, until the match ends; fails
    when nobody moves (the computers stalled)."""
    for _ in range(limit):
        match = await w.host.get(match_id)
        if match.status != "running":
            return match
        game = get_game(match.game)
        mine = [s for s in game.to_move(match.state) if match.seats[s].user_id == w.alice.id]
        if not mine:
            await w.env.settle()
            if (await w.host.get(match_id)).version == match.version:
                raise AssertionError(f"nobody moved in match #{match_id}: the computers stalled")
            continue
        await w.alice.slash(w.games, "move", move=game.random_move(match.state, mine[0], rng))
    raise AssertionError("the match did not end")


def posts_with(w, text: str) -> list:
    return [m for m in w.public() if text in (m.content or "")]


@computers
async def test_a_protozoa_lobby_with_three_computer_seats_plays_to_the_end(world):
    w = world
    match = await lobby_with_computers(w, "protozoa", 3)
    assert [s.name for s in match.seats] == ["alice", "Petri", "Petri#2", "Petri#3"]
    assert any("Protozoa begins" in (m.content or "") for m in w.public()), "the start was never posted"
    done = await play_out(w, match.id, random.Random(3))
    assert done.status == "finished"
    log = await w.host.history(match.id)
    assert {e.seat for e in log if e.user_id == w.bot.user.id} == {1, 2, 3}, "a computer seat never moved"
    assert any(f"Match #{match.id} is over" in (m.content or "") for m in w.public())


@computers
async def test_two_computers_finish_after_the_last_human_resigns(world):
    w = world
    match = await lobby_with_computers(w, "dna-sequence", 2, options="length=12")
    assert "dna-sequence" == match.game and len(match.seats) == 3
    await resign(w.alice, w.games)
    for _ in range(200):
        await w.env.settle()
        if (await w.host.get(match.id)).status != "running":
            break
    done = await w.host.get(match.id)
    assert done.status == "finished", "the computers stopped when the last human resigned"
    assert any(e.user_id == w.bot.user.id for e in await w.host.history(match.id))


async def petri_match(w):
    """alice against Petri at DNA sequence; returns the match once alice is to move."""
    from simcord.actors import MemberActor
    from simcord.builders import UserHandle

    petri = MemberActor(w.env, w.guild, UserHandle(w.env, w.env.backend.bot_user))
    await w.alice.slash(w.games, "play", game="dna-sequence", options="length=12 seed=5", opponent=petri,
                        level="easy")
    await w.env.settle()
    return await w.match()


@computers
async def test_a_post_discord_rejects_is_retried_and_the_ply_appears_once(world):
    w = world
    match = await petri_match(w)
    game = get_game(match.game)
    # The computer's next post goes to the channel: Discord fails it once (not a status
    # discord.py retries by itself).
    w.env.inject_error("POST", f"/channels/{w.games.id}/messages", status=503, message="Service Unavailable")
    seat = game.to_move(match.state)[0]
    await w.alice.slash(w.games, "move", move=game.random_move(match.state, seat, random.Random(1)))
    await w.env.settle()
    after = await w.host.get(match.id)
    answer = [e for e in await w.host.history(match.id) if e.user_id == w.bot.user.id][-1]
    assert after.state["ply"] >= 2, "the computer's move was not committed"
    assert w.env.backend.faults == [], "the computer's post was never tried"
    narration = f"Petri removed {answer.text}"
    await w.env.advance_time(LATER)
    await w.env.settle()
    shown = posts_with(w, narration)
    assert len(shown) == 1 and shown[0].attachments, "the retried post is missing or not once"
    assert await w.host.store.fetch_all("SELECT * FROM announcements") == []
    await w.env.advance_time(600)                    # nothing left to post: nothing more appears
    await w.env.settle()
    assert len(posts_with(w, narration)) == 1


@quick
async def test_a_ply_committed_by_a_process_that_stopped_before_posting_is_announced_after_restart(
        world, monkeypatch):
    w = world
    match, chunk = await _dna_match_against_bob(w)

    async def stopped(*args, **kwargs):  # the process stops between the commit and the post
        return None
    monkeypatch.setattr(flows.Deliverer, "announce", stopped)
    await w.alice.slash(w.games, "move", move=chunk)
    assert (await w.host.get(match.id)).state["ply"] == 1
    assert posts_with(w, f"alice removed {chunk}") == []
    monkeypatch.undo()
    await w.restart()
    await w.env.advance_time(LATER)   # the stopped process's lease runs out
    await w.env.settle()
    shown = posts_with(w, f"alice removed {chunk}")
    assert len(shown) == 1 and shown[0].content.startswith(f"alice removed {chunk}")
    assert f"{mention(w.bob)}, your move" in shown[0].content and shown[0].attachments
    await w.restart()                                    # delivered once: never again
    await w.env.advance_time(600)
    await w.env.settle()
    assert len(posts_with(w, f"alice removed {chunk}")) == 1


@quick
async def test_an_error_after_the_commit_never_says_nothing_was_changed(world):
    w = world
    match, chunk = await _dna_match_against_bob(w)
    # The move's answer (a follow-up of the deferred interaction) fails once.
    w.env.inject_error("POST", "/webhooks/*", status=503, message="Service Unavailable")
    r = await w.alice.slash(w.games, "move", move=chunk)
    assert (await w.host.get(match.id)).state["ply"] == 1
    said = " ".join(m.content or "" for m in [r.response, *r.followups] if m is not None)
    assert "nothing was changed" not in said
    assert "played and saved" in said and "board will follow" in said, said
    await w.env.advance_time(LATER)
    await w.env.settle()
    assert len(posts_with(w, f"alice removed {chunk}")) == 1


@quick
async def test_a_post_is_not_repeated_in_the_new_language_after_a_language_change(world, monkeypatch):
    """A post that went out is not posted again when the server's language changed before its
    retry: the check for an earlier try reads the channel in every language."""
    w = world
    match, chunk = await _dna_match_against_bob(w)

    async def stopped(self, plan):  # the post went out; the process stopped before marking it done
        return None
    monkeypatch.setattr(type(w.host), "announced", stopped)
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


def test_later_outlasts_the_first_retry_and_the_lease():
    from bot.host.match_host import MatchHost
    from bot.host.outbox import retry_after

    assert LATER > retry_after(1) and LATER > MatchHost.announce_lease


@computers
async def test_a_post_refused_for_good_is_logged_once_and_the_match_plays_on(world, caplog):
    w = world
    match = await petri_match(w)
    game = get_game(match.game)
    w.env.inject_error("POST", f"/channels/{w.games.id}/messages", status=403, code=50013,
                       message="Missing Permissions", times=None)
    before = len(await w.host.history(match.id))
    with caplog.at_level(logging.INFO):
        for turn in range(3):                         # alice's answers go out; the computer's may not
            match = await w.host.get(match.id)
            if match.status != "running":
                break
            seat = game.to_move(match.state)[0]
            assert match.seats[seat].user_id == w.alice.id, "the computer stalled"
            await w.alice.slash(w.games, "move", move=game.random_move(match.state, seat, random.Random(turn)))
            await w.env.settle()
            await w.env.advance_time(LATER)
            await w.env.settle()
    refused = [r for r in caplog.records if r.levelno >= logging.WARNING]
    computer_posts = sum(e.user_id == w.bot.user.id for e in (await w.host.history(match.id))[before:])
    assert computer_posts >= 2
    # One per refused post: each of the computer's, and the replay when the match ended.
    replay = int((await w.host.get(match.id)).status == "finished")
    assert len(refused) == computer_posts + replay, [r.getMessage() for r in refused]
    assert all(f"match {match.id}" in r.getMessage() and "403" in r.getMessage() for r in refused)
    told = [m for m in w.dms(w.alice) if "can't post in its channel" in (m.content or "")]
    assert len(told) == 1 and "403" in told[0].content and f"Match #{match.id}" in told[0].content
    assert await w.host.store.fetch_all("SELECT * FROM announcements") == []


@quick
async def test_an_error_between_the_commit_and_the_post_says_it_was_played(world):
    w = world
    match, chunk = await _dna_match_against_bob(w)
    # The acknowledgement of the move (after its commit) fails once.
    w.env.inject_error("POST", "/interactions/*/callback", status=503, message="Service Unavailable")
    r = await w.alice.slash(w.games, "move", move=chunk)
    assert (await w.host.get(match.id)).state["ply"] == 1
    said = " ".join(m.content or "" for m in [r.response, *r.followups] if m is not None)
    assert "nothing was changed" not in said
    assert "played and saved in match" in said, said
    await w.env.advance_time(LATER)
    await w.env.settle()
    assert len(posts_with(w, f"alice removed {chunk}")) == 1


@quick
async def test_a_post_made_by_a_process_that_stopped_before_marking_it_done_is_not_made_again(
        world, monkeypatch):
    w = world
    match, chunk = await _dna_match_against_bob(w)

    async def stopped(plan):  # posted; the process stops before marking it done
        return None
    monkeypatch.setattr(w.host, "announced", stopped)
    await w.alice.slash(w.games, "move", move=chunk)
    assert len(posts_with(w, f"alice removed {chunk}")) == 1
    assert len(await w.host.store.fetch_all("SELECT * FROM announcements")) >= 1
    await w.restart()
    await w.env.advance_time(LATER)
    await w.env.settle()
    assert len(posts_with(w, f"alice removed {chunk}")) == 1, "the same ply was shown twice"
    assert await w.host.store.fetch_all("SELECT * FROM announcements") == []


@quick
async def test_an_owed_ply_the_match_has_moved_past_is_posted_late_without_board_or_controls(
        world, monkeypatch):
    w = world
    match, chunk = await _dna_match_against_bob(w)
    real = flows.Deliverer._post_public

    async def failing(*args, **kwargs):
        raise ConnectionError("Discord is away")
    monkeypatch.setattr(flows.Deliverer, "_post_public", failing)
    await w.alice.slash(w.games, "move", move=chunk)           # committed; its post fails
    monkeypatch.setattr(flows.Deliverer, "_post_public", real)
    match = await w.host.get(match.id)
    answer = w.host.legal_moves(match, w.bob.id)[0]
    await w.bob.slash(w.games, "move", move=answer)            # the next ply's post goes out
    await w.env.advance_time(LATER)
    await w.env.settle()
    (late,) = posts_with(w, f"alice removed {chunk}")
    assert late.content.startswith("(posted late) ") and late.attachments == [] and late.components == []
    assert len(posts_with(w, f"bob removed {answer}")) == 1
