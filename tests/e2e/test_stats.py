"""/stats and /leaderboard: ratings after a finished match, none after a cancelled one."""

from __future__ import annotations

import io

import pytest
from PIL import Image
from simcord.backend.errors import SetupError

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


async def test_finished_match_updates_stats_and_leaderboard(world):
    w = world
    await challenge_and_resign(w, w.alice, w.bob, loser=w.alice)          # bob wins

    r = await w.bob.slash(w.games, "stats")
    assert r.acknowledged and not r.ephemeral
    (embed,) = r.response.embeds
    assert embed.title == "Stats: bob"
    ((field_name, value),) = [(f.name, f.value) for f in embed.fields]
    assert field_name == "DNA (sequence chunks)"
    assert value == "**1216** Elo (+16 last match)\n#1 of 2 · 1 played · 1 won (100%)"
    assert pinged(w.env, r.response) == []

    other = await w.carol.slash(w.games, "stats", user=w.alice, game="dna-sequence")
    assert not other.ephemeral
    text = embed_text(other.response.embeds[0])
    assert "Stats: alice" in text and "**1184** Elo (-16 last match)" in text and "#2 of 2 · 1 played · 0 won (0%)" in text

    board = await w.dave.slash(w.games, "leaderboard", game="dna-sequence")
    assert board.acknowledged and not board.ephemeral
    msg = board.response
    assert msg.content.splitlines() == ["**Leaderboard: DNA (sequence chunks)**",
                                        "1. bob: 1216 (1 played, 1 won)",
                                        "2. alice: 1184 (1 played, 0 won)"]
    (attachment,) = msg.attachments
    assert attachment.filename == "leaderboard-dna-sequence.png"
    assert "1. bob: 1216 (1 played, 1 won)" in attachment.description     # alt text, no markdown
    image = Image.open(io.BytesIO(await png_of(attachment)))
    assert image.width >= 550
    assert pinged(w.env, msg) == []
    assert w.public()[-1].id == msg.id

    # A second match moves the ratings on; the leaderboard follows.
    await challenge_and_resign(w, w.bob, w.alice, loser=w.bob)            # alice wins back
    again = await w.dave.slash(w.games, "leaderboard", game="dna-sequence")
    lines = again.response.content.splitlines()
    assert lines[1].startswith("1. alice: 1201 (2 played, 1 won)"), lines
    assert lines[2].startswith("2. bob: 1199 (2 played, 1 won)"), lines


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
        assert r.response.embeds[0].description == "No rated matches yet. Everyone starts at 1200 Elo."
    board = await w.alice.slash(w.games, "leaderboard", game="dna-sequence")
    assert not board.ephemeral and not board.response.attachments
    assert board.response.content == "No rated matches of DNA (sequence chunks) in this server yet."


async def test_running_match_is_not_rated_until_it_ends(world):
    w = world
    match = await start_lobby_match(w, "seed=4", players=("carol", "dave"))
    r = await w.carol.slash(w.games, "stats", game="dna-sequence")
    assert r.response.embeds[0].description == "No rated matches of DNA (sequence chunks) yet. " \
                                               "Everyone starts at 1200 Elo."
    await resign(w.dave, w.games)
    assert (await w.host.get(match.id)).status == "finished"
    r = await w.carol.slash(w.games, "stats", game="dna-sequence")
    assert "**1216** Elo" in embed_text(r.response.embeds[0])


async def test_stats_in_a_dm_and_leaderboard_only_in_servers(world):
    w = world
    await challenge_and_resign(w, w.alice, w.bob, loser=w.alice)
    mine = await w.bob.user.slash("stats")
    assert "**1216** Elo" in embed_text(mine.response.embeds[0])
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

    here = await w.carol.slash(w.games, "leaderboard", game="dna-sequence")
    assert [line.split(":")[0] for line in here.response.content.splitlines()[1:]] == ["1. bob", "2. alice"]
    there = await erin.slash(hall, "leaderboard", game="dna-sequence")
    assert [line.split(":")[0] for line in there.response.content.splitlines()[1:]] == ["1. Frankie", "2. erin"]
    # A player's rank in /stats is counted among the same server's players.
    r = await erin.slash(hall, "stats")
    assert "#2 of 2" in embed_text(r.response.embeds[0])


async def test_name_of_a_member_who_left_comes_from_their_seat(world):
    w = world
    await challenge_and_resign(w, w.alice, w.bob, loser=w.alice)
    w.guild.remove_member(w.bob)
    board = await w.carol.slash(w.games, "leaderboard", game="dna-sequence")
    assert board.response.content.splitlines()[1] == "1. bob: 1216 (1 played, 1 won)"
