"""Manual set-up: secret strands by DM or a private form, hidden until the reveal; closed DMs."""

from __future__ import annotations


from tests.e2e.conftest import (attachments_of, button_labels, mention, modal_inputs, newest_with_button, pinged,
                                png_of, posts_to, start_lobby_match, submit_form, visible_text)
from tests.e2e.conftest import without_due
from bot.storage.repos import readers as reader_rows

MANUAL = "manual length=6 non_incremental"
STRANDS = {"alice": "ACGACG", "bob": "TTTTTT", "carol": "GGCCAA"}


async def assert_still_secret(w, match_id, submitted):
    """No channel text, alt text or file name shows a submitted strand; the public board is the public view."""
    public = w.public()
    text = visible_text(public)
    for strand in submitted.values():
        assert strand not in text, f"{strand} leaked into the channel"
    match = await w.host.get(match_id)
    assert set(w.host.view(match)["sequences"].values()) == {None}
    board = public[-1].attachments[-1]
    assert board.filename == f"petri-{match_id}-ply{match.state['ply']}.png"
    assert await png_of(board) == await w.host.board_png(match, None)
    for name, strand in submitted.items():
        assert await png_of(board) != await w.host.board_png(match, w.members[name].id)
        for other in w.members:
            if other != name:
                assert strand not in visible_text(w.dms(w.members[other]))


async def test_manual_setup_stays_secret_until_the_reveal(world):
    w = world
    match = await start_lobby_match(w, MANUAL, players=("alice", "bob", "carol"))
    opening = w.public()[-1]
    assert without_due(opening.content).endswith(f"waiting for {mention(w.alice)}, {mention(w.bob)}, {mention(w.carol)}")
    assert opening.attachments[0].description == ("alice: waiting for a strand\nbob: waiting for a strand\n"
                                                  "carol: waiting for a strand")
    for name in ("alice", "bob", "carol"):
        (prompt,) = w.dms(w.members[name])
        assert prompt.content.startswith(f"**Match #{match.id}, DNA (sequence chunks)** — your secret move.")
        assert "exactly 6 letters of A C G T" in prompt.content
        assert button_labels(prompt) == ["Submit privately", "Show my view"]
    await assert_still_secret(w, match.id, {})

    # alice: the DM button's private form
    shown = await w.alice.user.click(w.dms(w.alice)[0], label="Submit privately")
    assert shown.modal["title"] == f"Match #{match.id}: secret move"
    (field,) = modal_inputs(shown)
    assert (field["min_length"], field["max_length"]) == (6, 6)
    done = await submit_form(w.alice.user, shown, STRANDS["alice"])
    assert done.ephemeral and done.response.content == (
        "Received; it stays secret (only you see this).\nyour strand: ACGACG")
    news = w.public()[-1]
    assert without_due(news.content) == f"alice has submitted a strand (2 still to come)\nwaiting for {mention(w.bob)}, {mention(w.carol)}"
    await assert_still_secret(w, match.id, {"alice": STRANDS["alice"]})

    # alice's own view (DM button) shows her strand, to her only
    mine = await w.alice.user.click(w.dms(w.alice)[0], label="Show my view")
    assert mine.ephemeral and "alice (6): ACGACG" in mine.response.content
    assert await png_of(mine.response.attachments[0]) == await w.host.board_png(await w.match(), w.alice.id)

    # bob: /move in the bot DM
    r = await w.bob.user.slash("move", move=STRANDS["bob"])
    assert r.ephemeral and "your strand: TTTTTT" in r.response.content
    # carol: /move in the channel; the answer is ephemeral
    r = await w.carol.slash(w.games, "move", move="GGCCA")
    assert r.ephemeral and "exactly 6 letters" in r.response.content
    await assert_still_secret(w, match.id, {"alice": STRANDS["alice"], "bob": STRANDS["bob"]})
    seen_by_bob_before = await w.host.get(match.id)
    assert w.host.view(seen_by_bob_before, w.bob.id)["sequences"] == {"alice": None, "bob": "TTTTTT", "carol": None}

    r = await w.carol.slash(w.games, "move", move=STRANDS["carol"].lower())
    assert r.ephemeral and "your strand: GGCCAA" in r.response.content

    reveal = w.public()[-1]
    assert reveal.content.startswith("carol has submitted a strand\nAll strands are in and revealed; "
                                     "alice nominates first")
    assert without_due(reveal.content).endswith(f"{mention(w.alice)}, your move")
    alt = reveal.attachments[0].description
    for name, strand in STRANDS.items():
        assert f"{name} (6): {strand}" in alt
    match = await w.host.get(match.id)
    assert w.host.view(match)["sequences"] == STRANDS
    assert await png_of(reveal.attachments[0]) == await w.host.board_png(match, None)
    # the strands were never echoed before the reveal message
    before_reveal = w.public()[:-1]
    assert not any(s in visible_text(before_reveal) for s in STRANDS.values())


async def test_submit_privately_refuses_non_players_and_repeats(world):
    w = world
    match = await start_lobby_match(w, MANUAL)
    prompt = w.dms(w.alice)[0]
    await w.alice.user.slash("move", move="ACGACG")
    again = await w.alice.user.click(prompt, label="Submit privately")
    assert again.modal is None and again.ephemeral
    assert again.response.content == "you have no secret move to make now"
    r = await w.alice.user.slash("move", move="CCCCCC")
    assert r.ephemeral and "it is not your turn; waiting for bob" in r.response.content
    assert (await w.host.get(match.id)).state["strands"][0] == "ACGACG"


async def test_two_players_fill_in_their_private_forms_at_the_same_time(world):
    w = world
    match = await start_lobby_match(w, MANUAL)
    shown_a = await w.alice.user.click(w.dms(w.alice)[0], label="Submit privately")
    shown_b = await w.bob.user.click(w.dms(w.bob)[0], label="Submit privately")
    done_a = await submit_form(w.alice.user, shown_a, "ACGACG")
    done_b = await submit_form(w.bob.user, shown_b, "TTTTTT")
    assert done_a.ephemeral and "your strand: ACGACG" in done_a.response.content, done_a.response.content
    assert done_b.acknowledged and "your strand: TTTTTT" in done_b.response.content
    assert (await w.host.get(match.id)).state["strands"] == ["ACGACG", "TTTTTT"]


def close_dms(w, member, times=None):
    dm_id = member.user.dm_channel.id
    w.env.inject_error("POST", f"/channels/{dm_id}/messages", status=403, code=50007,
                       message="Cannot send messages to this user", times=times)
    return dm_id


async def test_closed_dms_fall_back_to_a_channel_notice_and_a_private_form(world):
    w = world
    bob_dm = close_dms(w, w.bob)
    cursor = len(w.env.http_requests)
    match = await start_lobby_match(w, MANUAL)
    assert len(posts_to(w.env, bob_dm, cursor)) == 1                   # tried once
    assert w.dms(w.bob) == [] and len(w.dms(w.alice)) == 1
    notice = newest_with_button(w.games, "Submit privately")
    assert notice.content.startswith(f"{mention(w.bob)}: I can't DM you.")
    assert mention(w.alice) not in notice.content
    assert button_labels(notice) == ["Submit privately", "Show my view"]
    assert pinged(w.env, notice) == [w.bob.id]
    assert await reader_rows.dm_closed_at(w.host.store, w.bob.id) is not None

    stranger = await w.carol.click(notice, label="Submit privately")
    assert stranger.ephemeral and stranger.response.content == "you are not playing in this match"

    shown = await w.bob.click(notice, label="Submit privately")
    assert shown.modal is not None
    done = await submit_form(w.bob, shown, "TTTTTT")
    assert done.ephemeral and done.response.content.endswith("your strand: TTTTTT")
    assert w.public()[-1].content.startswith("bob has submitted a strand (1 still to come)")
    assert "TTTTTT" not in visible_text(w.public())

    view = await w.bob.click(notice, label="Show my view")
    assert view.ephemeral and "bob (6): TTTTTT" in view.response.content
    await png_of(view.response.attachments[0])
    spectator = await w.dave.click(notice, label="Show my view")
    assert spectator.ephemeral and "spectator view" in spectator.response.content
    assert "TTTTTT" not in spectator.response.content

    # remembered: a second match does not try bob's DM again, the notice comes straight away
    second = w.guild.create_text_channel("games-2")
    cursor = len(w.env.http_requests)
    await start_lobby_match(w, MANUAL, players=("carol", "bob"), channel=second)
    assert posts_to(w.env, bob_dm, cursor) == []
    assert not any(h.path == "/users/@me/channels" and (h.json or {}).get("recipient_id") in (w.bob.id, str(w.bob.id))
                   for h in w.env.http_requests[cursor:])
    (thread,) = second.threads                      # games-2 may open threads: the match is in one
    notice2 = newest_with_button(thread, "Submit privately")
    assert notice2.content.startswith(f"{mention(w.bob)}: I can't DM you.")

    # ... and across a restart
    await w.restart()
    third = w.guild.create_text_channel("games-3")
    cursor = len(w.env.http_requests)
    await start_lobby_match(w, MANUAL, players=("dave", "bob"), channel=third)
    assert posts_to(w.env, bob_dm, cursor) == []
    (thread,) = third.threads
    assert newest_with_button(thread, "Submit privately").content.startswith(f"{mention(w.bob)}:")
    # and the first match still completes through the channel form
    await w.alice.user.slash("move", move="ACGACG", match=match.id)
    assert (await w.host.get(match.id)).state["phase"] == "play"
    assert "All strands are in and revealed" in w.public()[-1].content
    assert attachments_of(w.public())


async def test_dms_are_tried_again_after_the_player_opens_them(world):
    w = world
    bob_dm = close_dms(w, w.bob, times=1)                  # closed once, then open again
    await start_lobby_match(w, MANUAL)
    assert newest_with_button(w.games, "Submit privately").content.startswith(mention(w.bob))
    await w.env.advance_time(2 * 24 * 3600)                # two days later, a new match
    second = w.guild.create_text_channel("games-2")
    cursor = len(w.env.http_requests)
    await start_lobby_match(w, MANUAL, players=("carol", "bob"), channel=second)
    assert posts_to(w.env, bob_dm, cursor), "bob's DMs were never tried again"
    assert any("your secret move" in m.content for m in w.dms(w.bob))
