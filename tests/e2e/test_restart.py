"""A bot restart (a fresh process on the same database) in the middle of things."""

from __future__ import annotations


from tests.e2e.conftest import button_labels, embed_text, mention, newest_with_button, png_of, submit_form
from tests.e2e.conftest import without_due


async def test_old_lobby_buttons_work_after_a_restart_and_the_game_goes_on(world):
    w = world
    lobby = (await w.alice.slash(w.games, "play", game="dna-sequence", options="length=12 seed=21")).response
    first_bot = w.bot
    await w.restart()
    assert w.bot is not first_bot and first_bot.host is None

    joined = await w.bob.click(lobby, label="Join")                   # the message the old process sent
    assert joined.acknowledged and not joined.ephemeral
    assert "2. bob" in embed_text(joined.response.embeds[0])
    await w.restart()
    started = await w.alice.click(lobby, label="Start")
    assert started.acknowledged and started.response.content == "Started!"
    assert without_due(w.public()[-1].content).endswith(f"{mention(w.alice)}, your move")

    match = await w.match()
    chunk = w.host.legal_moves(match, w.alice.id)[0]
    await w.restart()                                                  # mid-match
    moved = await w.alice.slash(w.games, "move", move=chunk)          # commands need no new sync
    assert not moved.ephemeral
    assert moved.response.content.startswith(f"alice removed {chunk}: ")
    await png_of(moved.response.attachments[0])
    match = await w.host.get(match.id)
    assert match.state["ply"] == 1


async def test_old_challenge_accept_works_after_a_restart(world):
    w = world
    challenge = (await w.alice.slash(w.games, "play", game="dna-sequence", opponent=w.bob)).response
    await w.restart()
    stranger = await w.carol.click(challenge, label="Accept")
    assert stranger.ephemeral and "only the challenged player can accept" in stranger.response.content
    accepted = await w.bob.click(challenge, label="Accept")
    assert accepted.response.content == "Started!"
    assert (await w.match()).status == "running"


async def test_dm_buttons_work_after_a_restart(world):
    w = world
    r = await w.alice.slash(w.games, "play", game="dna-sequence", options="manual length=6 non_incremental",
                            opponent=w.bob)
    await w.bob.click(r.response, label="Accept")
    await w.restart()
    prompt = newest_with_button(w.dms(w.bob), "Submit privately")
    shown = await w.bob.user.click(prompt, label="Submit privately")
    assert shown.modal is not None
    done = await submit_form(w.bob.user, shown, "TTTTTT")
    assert done.ephemeral and "your strand: TTTTTT" in done.response.content
    view = await w.alice.user.click(newest_with_button(w.dms(w.alice), "Show my view"), label="Show my view")
    assert view.ephemeral and "bob: strand submitted" in view.response.content


async def test_secret_form_opened_before_a_restart_can_be_submitted_after_it(world):
    w = world
    r = await w.alice.slash(w.games, "play", game="dna-sequence", options="manual length=6 non_incremental",
                            opponent=w.bob)
    await w.bob.click(r.response, label="Accept")
    shown = await w.bob.user.click(newest_with_button(w.dms(w.bob), "Submit privately"),
                                   label="Submit privately")
    await w.restart()
    done = await submit_form(w.bob.user, shown, "TTTTTT")
    assert done.acknowledged, "the form submission got no answer at all"
    assert done.ephemeral and "your strand: TTTTTT" in done.response.content


async def test_finished_lobby_card_keeps_no_buttons_after_restart(world):
    w = world
    lobby = (await w.alice.slash(w.games, "play", game="dna-sequence")).response
    await w.alice.click(lobby, label="Cancel")
    await w.restart()
    assert button_labels(w.public()[0]) == []
    fresh = await w.bob.slash(w.games, "play", game="dna-sequence")
    assert not fresh.ephemeral and button_labels(fresh.response) == ["Join", "Leave", "Start", "Cancel", "Add computer"]
