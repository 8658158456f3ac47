"""A whole match as people see it in the channel: lobby, challenge, moves, result."""

from __future__ import annotations

import re

from tests.e2e.conftest import (attachments_of, button_labels, embed_text, mention, pinged,
                                png_of, start_lobby_match)
from tests.e2e.conftest import without_due


async def test_lobby_join_start_and_play_to_the_end(world):
    w = world
    r = await w.alice.slash(w.games, "play", game="dna-sequence", options="length=12 seed=5")
    assert r.acknowledged and not r.ephemeral
    lobby = r.response
    assert button_labels(lobby) == ["Join", "Leave", "Start", "Cancel", "Add computer"]
    card = embed_text(lobby.embeds[0])
    # The card names its players (a mention in an embed shows as a raw <@id> in many clients).
    assert "Lobby open" in card and "1. alice" in card and "<@" not in card and "length=12" in card

    joined = await w.bob.click(lobby, label="Join")
    assert joined.acknowledged and not joined.ephemeral
    assert "2. bob" in embed_text(joined.response.embeds[0])      # the card is edited in place
    assert joined.response.id == lobby.id

    started = await w.alice.click(lobby, label="Start")
    assert started.response.content == "Started!" and button_labels(started.response) == []
    opening = w.public()[-1]
    assert opening.content.startswith("DNA (sequence chunks) begins: alice, bob")
    assert without_due(opening.content).endswith(f"{mention(w.alice)}, your move")
    assert [a.filename for a in opening.attachments] == ["petri-1-ply0.png"]
    await png_of(opening.attachments[0])
    assert pinged(w.env, opening) == [w.alice.id]

    players = {w.alice.id: w.alice, w.bob.id: w.bob}
    match = await w.match()
    for ply in range(1, 60):
        mover = players[w.host.movers(match)[0].user_id]
        legal = w.host.legal_moves(match, mover.id)
        suggested = await mover.autocomplete(w.games, "move", "move", "")
        assert suggested and {c["value"] for c in suggested} <= set(legal)
        chunk = suggested[0]["value"]
        before = len(w.public())

        r = await mover.slash(w.games, "move", move=chunk)

        assert r.acknowledged and not r.ephemeral
        post = r.response
        assert post.content.splitlines()[0].startswith(f"{mover.name} removed {chunk}: ")
        assert [a.filename for a in post.attachments] == [f"petri-1-ply{ply}.png"]
        await png_of(post.attachments[0])
        match = await w.host.get(match.id)
        if match.status == "finished":
            # the final board, then the animated replay of the whole game
            assert len(w.public()) == before + 2 and w.public()[-2].id == post.id
            assert [a.filename for a in w.public()[-1].attachments] == ["petri-1-replay.gif"]
            break
        assert len(w.public()) == before + 1 and w.public()[-1].id == post.id
        following = w.host.movers(match)[0]
        assert without_due(post.content).endswith(f"<@{following.user_id}>, your move")
        assert pinged(w.env, post) == [following.user_id]
    else:
        raise AssertionError("the game did not end")

    last = w.public()[-2].content
    winner = match.result["winners"][0]
    assert re.search(rf"^{winner} wins \(", last, re.M), last
    assert last.endswith("Match #1 is over. Thanks for playing!")
    # the board of the final position was posted too, and every board is a PNG
    assert len(attachments_of(w.public())) == ply + 2  # + the replay GIF
    assert w.env.errors == []


async def test_tiny_manual_game_alice_cuts_herself_out_and_bob_wins(world):
    w = world
    match = await start_lobby_match(w, "manual length=6 non_incremental")
    await w.alice.user.slash("move", move="ACGACG")       # /move in the bot DM
    await w.bob.user.slash("move", move="TTTTTT")
    reveal = w.public()[-1]
    assert reveal.content.startswith("bob has submitted a strand\nAll strands are in and revealed; "
                                     "alice nominates first")
    assert without_due(reveal.content).endswith(f"{mention(w.alice)}, your move")

    r = await w.alice.slash(w.games, "move", move="acg")       # lower case is fine
    assert not r.ephemeral
    assert r.response.content == ("alice removed ACG: alice −6\nalice is out\n"
                                  "bob wins (last strand standing)\nMatch #1 is over. Thanks for playing!")
    await png_of(r.response.attachments[0])
    match = await w.host.get(match.id)
    assert match.status == "finished" and match.result["winners"] == ["bob"]
    # the channel is free again
    again = await w.carol.slash(w.games, "play", game="dna-sequence")
    assert not again.ephemeral and "Join" in button_labels(again.response)


async def test_challenge_accept_starts_the_match(world):
    w = world
    r = await w.alice.slash(w.games, "play", game="dna-sequence", options="seed=1", opponent=w.bob)
    assert not r.ephemeral
    assert r.response.content == f"{mention(w.bob)}, {mention(w.alice)} challenges you to DNA (sequence chunks)."
    assert button_labels(r.response) == ["Accept", "Decline"]
    assert w.bob.id in pinged(w.env, r.response)

    stranger = await w.carol.click(r.response, label="Accept")
    assert stranger.ephemeral and stranger.response.content == "only the challenged player can accept"
    assert (await w.match()).status == "challenge"
    own = await w.alice.click(r.response, label="Accept")
    assert own.ephemeral and "only the challenged player" in own.response.content

    accepted = await w.bob.click(r.response, label="Accept")
    assert accepted.acknowledged and accepted.response.content == "Started!"
    assert button_labels(accepted.response) == []
    board = w.public()[-1]
    assert board.content.startswith("DNA (sequence chunks) begins: alice, bob")
    assert without_due(board.content).endswith(f"{mention(w.alice)}, your move")
    await png_of(board.attachments[0])
    match = await w.match()
    assert match.status == "running" and [s.user_id for s in match.seats] == [w.alice.id, w.bob.id]


async def test_challenge_decline_cancels(world):
    w = world
    r = await w.alice.slash(w.games, "play", game="dna-sequence", opponent=w.bob)
    challenge = r.response
    stranger = await w.dave.click(challenge, label="Decline")
    assert stranger.ephemeral and stranger.response.content == "only the challenged player can decline"

    declined = await w.bob.click(challenge, label="Decline")
    assert not declined.ephemeral and declined.response.id == challenge.id
    assert declined.response.content == f"{mention(w.bob)} declined the challenge."
    assert button_labels(declined.response) == []
    assert "Cancelled" in embed_text(declined.response.embeds[0])
    (match,) = await w.host.matches_in_channel(w.games.id)
    assert match.status == "cancelled"
    assert await w.host.active_in_channel(w.games.id) is None


async def test_lobby_leave_and_cancel(world):
    w = world
    lobby = (await w.alice.slash(w.games, "play", game="dna-sequence")).response
    await w.bob.click(lobby, label="Join")
    again = await w.bob.click(lobby, label="Join")
    assert again.ephemeral and again.response.content == "you are already in this lobby"
    left = await w.bob.click(lobby, label="Leave")
    assert "bob" not in embed_text(left.response.embeds[0])
    early = await w.alice.click(lobby, label="Start")
    assert early.ephemeral and "needs at least 2 players; 1 joined so far" in early.response.content
    not_host = await w.bob.click(lobby, label="Start")
    assert not_host.ephemeral and not_host.response.content == "only the player who opened the lobby can start it"
    not_host = await w.bob.click(lobby, label="Cancel")
    assert not_host.ephemeral and not_host.response.content == "only the player who opened it can cancel it"

    cancelled = await w.alice.click(lobby, label="Cancel")
    assert cancelled.response.content == "Cancelled." and button_labels(cancelled.response) == []
    assert await w.host.active_in_channel(w.games.id) is None

