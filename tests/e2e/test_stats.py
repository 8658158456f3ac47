"""/stats and /leaderboard: ratings after a finished match, none after a cancelled one."""

from __future__ import annotations

import io
import re

import pytest
from openskill.models import PlackettLuce
from PIL import Image
from simcord.backend.errors import SetupError

from bot.host.ratings import Skill
from tests.e2e.conftest import embed_text, pinged, png_of, resign, start_lobby_match


async def challenge_and_resign(w, challenger, opponent, loser, channel=None):
    """``challenger`` challenges ``opponent``, who accepts; then ``loser`` resigns."""
    channel = channel or w.games
    r = await challenger.slash(channel, "play", game="dna-sequence", options="seed=4", opponent=opponent)
    accepted = await opponent.click(r.response, label="Accept")
    assert accepted.response.content.startswith("Started!"), accepted
    match = (await w.host.matches_in_channel(channel.id, limit=1))[0]
    # hall may open threads: there the match, and its last post, are in the match's thread
    where = next((t for t in channel.threads if t.id == match.thread_id), channel)
    resigned = await resign(loser, where)
    assert "Thanks for playing!" in resigned.content, resigned
    match = await w.host.get(match.id)
    assert match.status == "finished"
    return match


def after_one_win() -> tuple:
    """The winner's and the loser's skill after one match between newcomers, by openskill itself."""
    model = PlackettLuce()
    (winner,), (loser,) = model.rate([[model.rating()], [model.rating()]], ranks=[1, 2])
    return Skill(winner.mu, winner.sigma), Skill(loser.mu, loser.sigma)


async def test_finished_match_updates_stats_and_leaderboard(world):
    w = world
    await challenge_and_resign(w, w.alice, w.bob, loser=w.alice)          # bob wins
    won, lost = after_one_win()

    r = await w.bob.slash(w.games, "stats")
    assert r.acknowledged and not r.ephemeral
    (embed,) = r.response.embeds
    assert embed.title == "Stats: bob" and "μ − 3σ" in embed.description
    ((field_name, value),) = [(f.name, f.value) for f in embed.fields]
    assert field_name == "DNA (sequence chunks)"
    assert value.startswith(f"**{won.shown()}** (μ {won.mu:.1f}, σ {won.sigma:.2f}) "
                            f"(+{won.conservative:.1f} last match)\nprovisional"), value
    assert won.shown().endswith("?") and "1 played · 1 won (100%)" in value
    # The rating-history picture comes with it.
    (attachment,) = r.response.attachments
    assert attachment.filename == "rating-dna-sequence.png" and "1 rated match," in attachment.description
    assert Image.open(io.BytesIO(await png_of(attachment))).width >= 550
    assert pinged(w.env, r.response) == []

    other = await w.carol.slash(w.games, "stats", user=w.alice, game="dna-sequence")
    assert not other.ephemeral
    text = embed_text(other.response.embeds[0])
    assert "Stats: alice" in text and f"**{lost.shown()}**" in text and "1 played · 0 won (0%)" in text

    # Both are provisional after one match: hidden unless asked for.
    hidden = await w.dave.slash(w.games, "leaderboard", game="dna-sequence")
    assert "provisional ratings are hidden" in hidden.response.content and not hidden.ephemeral
    board = await w.dave.slash(w.games, "leaderboard", game="dna-sequence", provisional=True)
    assert board.acknowledged and not board.ephemeral
    msg = board.response
    lines = msg.content.splitlines()
    assert lines[0] == "**Leaderboard: DNA (sequence chunks)**"
    assert lines[1].startswith(f"1. bob: {won.shown()} (1 played, last ") and \
        lines[2].startswith(f"2. alice: {lost.shown()} (1 played, last "), lines
    (attachment,) = msg.attachments
    assert attachment.filename == "leaderboard-dna-sequence.png"
    assert f"1. bob: {won.shown()}" in attachment.description     # alt text, no markdown
    image = Image.open(io.BytesIO(await png_of(attachment)))
    assert image.width >= 550
    assert pinged(w.env, msg) == []
    assert w.public()[-1].id == msg.id
    assert re.search(r"\(1 played, last \d{4}-\d{2}-\d{2}\)$", lines[1]), lines

    # A second match moves the ratings on; the leaderboard follows.
    await challenge_and_resign(w, w.bob, w.alice, loser=w.bob)            # alice wins back
    again = await w.dave.slash(w.games, "leaderboard", game="dna-sequence", provisional=True)
    lines = again.response.content.splitlines()
    assert lines[1].startswith("1. alice: ") and "(2 played" in lines[1], lines
    assert lines[2].startswith("2. bob: ") and "(2 played" in lines[2], lines


async def test_cancelled_and_declined_matches_leave_no_rating(world):
    w = world
    lobby = (await w.alice.slash(w.games, "play", game="dna-sequence")).response
    await w.bob.click(lobby, label="Join")
    await w.alice.click(lobby, label="Cancel")
    challenge = (await w.carol.slash(w.games, "play", game="dna-sequence", opponent=w.dave)).response
    await w.dave.click(challenge, label="Decline")

    for member in (w.alice, w.bob, w.carol, w.dave):
        r = await member.slash(w.games, "stats")
        assert not r.ephemeral
        assert r.response.embeds[0].description == "No rated matches yet. Everyone starts at 0.0? (μ − 3σ, provisional)."
    board = await w.alice.slash(w.games, "leaderboard", game="dna-sequence")
    assert not board.ephemeral and not board.response.attachments
    assert board.response.content.startswith("No established ratings of DNA (sequence chunks) in this server yet")


async def test_running_match_is_not_rated_until_it_ends(world):
    w = world
    match = await start_lobby_match(w, "seed=4", players=("carol", "dave"))
    r = await w.carol.slash(w.games, "stats", game="dna-sequence")
    assert r.response.embeds[0].description == "No rated matches of DNA (sequence chunks) yet. " \
                                               "Everyone starts at 0.0? (μ − 3σ, provisional)."
    await resign(w.dave, w.games)
    assert (await w.host.get(match.id)).status == "finished"
    r = await w.carol.slash(w.games, "stats", game="dna-sequence")
    assert f"**{after_one_win()[0].shown()}**" in embed_text(r.response.embeds[0])


async def test_stats_in_a_dm_and_leaderboard_only_in_servers(world):
    w = world
    await challenge_and_resign(w, w.alice, w.bob, loser=w.alice)
    mine = await w.bob.user.slash("stats")
    text = embed_text(mine.response.embeds[0])
    assert f"**{after_one_win()[0].shown()}**" in text and "DNA (sequence chunks) — Sandbox" in text
    assert not mine.response.attachments
    # Another member's ratings are read in a server they share, not in a DM.
    theirs = await w.bob.user.slash("stats", user=w.alice)
    assert theirs.ephemeral and "ask for another member's stats in that server" in theirs.response.content
    with pytest.raises(SetupError, match="not visible"):         # guild_only: Discord does not offer it
        await w.bob.user.slash("leaderboard", game="dna-sequence")


async def test_leaderboard_belongs_to_its_server(world):
    w = world
    await challenge_and_resign(w, w.alice, w.bob, loser=w.alice)
    club = w.env.create_guild("Club")
    hall = club.create_text_channel("hall")
    erin = club.add_member(w.env.create_user("erin"))
    frank = club.add_member(w.env.create_user("frank"), nick="Frankie")
    await w.env.bot.tree.sync()
    await challenge_and_resign(w, erin, frank, loser=erin, channel=hall)

    here = await w.carol.slash(w.games, "leaderboard", game="dna-sequence", provisional=True)
    assert [line.split(":")[0] for line in here.response.content.splitlines()[1:]] == ["1. bob", "2. alice"]
    there = await erin.slash(hall, "leaderboard", game="dna-sequence", provisional=True)
    assert [line.split(":")[0] for line in there.response.content.splitlines()[1:]] == ["1. Frankie", "2. erin"]
    # A player's rank in /stats is counted among the same server's players.
    r = await erin.slash(hall, "stats")
    assert "1 played · 0 won" in embed_text(r.response.embeds[0])
    assert "Sandbox" not in embed_text(r.response.embeds[0])


async def test_name_of_a_member_who_left_comes_from_their_seat(world):
    w = world
    await challenge_and_resign(w, w.alice, w.bob, loser=w.alice)
    w.guild.remove_member(w.bob)
    board = await w.carol.slash(w.games, "leaderboard", game="dna-sequence", provisional=True)
    assert board.response.content.splitlines()[1].startswith(f"1. bob: {after_one_win()[0].shown()} (1 played")
