"""Old and repeated clicks: every board, panel, menu and form carries the version
its match's board was drawn at; a click from an older one is refused privately with the current
board (and the clicker's current controls), nothing changes, and the same click delivered twice
applies once.  Clock reminders do not make a board stale (they do not redraw it)."""

from __future__ import annotations

import copy

from bot.adapter.flows import STALE
from tests.e2e.conftest import button_labels, png_of, submit_form
from tests.e2e.test_dna_icehouse_play import challenge as icehouse_challenge, parts
from tests.e2e.test_mitosis_play import challenge as mitosis_challenge
from tests.e2e.test_protozoa_play import Unchanged, challenge as protozoa_challenge, quick_menu
from tests.e2e.test_undo import challenge as sequence_challenge, move as sequence_move


async def assert_stale_refusal(w, result, match_id, user) -> None:
    """A private refusal that says the board is out of date and attaches the current board."""
    assert result.acknowledged and result.ephemeral, result
    assert result.response.content.startswith(str(STALE) + ".\n"), result.response.content
    match = await w.host.get(match_id)
    (board,) = result.response.attachments
    assert await png_of(board) == await w.host.board_png(match, user.id)


def stored(w, message):
    """The simulated Discord's copy of a message (to deliver its old components again)."""
    channel_id = message.channel_id if hasattr(message, "channel_id") else message.channel.id
    return w.env.backend.get_message(channel_id, message.id)


async def test_a_quick_move_menu_from_an_earlier_board_is_refused_with_the_current_one(world):
    w = world
    match = await protozoa_challenge(w)
    first = w.public()[-1]                                    # alice's menu, drawn at the start
    await w.alice.slash(w.games, "move", move="place 1 f6")
    await w.bob.slash(w.games, "move", move="place 1 c3")
    current = w.public()[-1]
    unchanged = Unchanged(w, await w.host.get(match.id))
    for pattern in ("place 2 …", "place 1 …"):                # a form pattern: refused before the form
        late = await w.alice.select(first, [pattern])
        assert late.modal is None
        await assert_stale_refusal(w, late, match.id, w.alice)
        # ... with alice's current menu, which works
        menu = quick_menu(late.response.message)
        assert menu.custom_id == quick_menu(current).custom_id != quick_menu(first).custom_id
    await unchanged.check()
    shown = await w.alice.select(current, ["place 2 …"])
    assert shown.modal is not None
    done = await submit_form(w.alice, shown, "g7")
    assert not done.ephemeral
    assert [r.text for r in await w.host.history(match.id)] == ["place 1 f6", "place 1 c3", "place 2 g7"]


async def test_a_quick_form_submitted_after_the_position_changed_is_refused(world):
    w = world
    match = await protozoa_challenge(w)
    await w.alice.slash(w.games, "move", move="place 1 f6")
    shown = await w.bob.select(w.public()[-1], ["place 2 …"])   # bob opens the form ...
    assert shown.modal is not None
    taken_back = await w.mod.slash(w.games, "gm undo", plies=1)  # ... a game-master takes alice's ply back
    assert taken_back.ephemeral
    unchanged = Unchanged(w, await w.host.get(match.id))
    late = await submit_form(w.bob, shown, "c3")
    await assert_stale_refusal(w, late, match.id, w.bob)
    await unchanged.check()


async def test_a_stale_dna_icehouse_turn_panel_choice_is_refused_with_the_current_panel(world):
    w = world
    match = await icehouse_challenge(w)
    r = await w.alice.slash(w.games, "move", move="place R1 c4")
    old_panel = r.response.message
    await w.alice.slash(w.games, "move", move="score")          # typed: a new panel, the old one is stale
    unchanged = Unchanged(w, await w.host.get(match.id))
    late = await w.alice.select(old_panel, ["mutate d4 R"])
    await assert_stale_refusal(w, late, match.id, w.alice)
    labels, (capture,) = parts(late.response.message)           # the current panel: capture now
    assert labels == [] and capture.placeholder == "Capture: choose"
    await unchanged.check()
    assert (await w.host.get(match.id)).state["board"]["d4"] == "B1"
    taken = await w.alice.select(late.response.message, ["capture G3"])
    assert taken.response.ephemeral and "captured G3" in taken.response.content


async def test_one_turn_panel_click_delivered_twice_applies_once(world):
    """An old bug: one DNA (Icehouse) panel choice delivered twice was applied twice."""
    w = world
    match = await icehouse_challenge(w)
    r = await w.alice.slash(w.games, "move", move="place R1 c4")
    panel = r.response.message
    drawn = copy.deepcopy(stored(w, panel).components)
    first = await w.alice.click(panel, label="Score now")
    assert first.response.ephemeral and "alice scored 3 points" in first.response.content
    after_one = await w.host.get(match.id)
    stored(w, panel).components = drawn                        # the same click arrives again
    again = await w.alice.click(panel, label="Score now")
    await assert_stale_refusal(w, again, match.id, w.alice)
    now = await w.host.get(match.id)
    assert (now.version, now.state) == (after_one.version, after_one.state)
    assert [row.text for row in await w.host.history(match.id)] == ["place R1 c4", "score"]


async def test_a_public_move_button_clicked_twice_applies_once(world):
    w = world
    match = await mitosis_challenge(w, "clock=off seed=3")
    opening = w.public()[-1]
    assert "colour red" in button_labels(opening)
    chosen = await w.bob.click(opening, label="colour red")
    assert not chosen.ephemeral
    unchanged = Unchanged(w, await w.host.get(match.id))
    again = await w.bob.click(opening, label="colour red")
    await assert_stale_refusal(w, again, match.id, w.bob)
    await unchanged.check()
    assert [(row.kind, row.text) for row in await w.host.history(match.id)] == [("move", "colour red")]


async def test_a_clock_reminder_does_not_make_the_board_stale(world):
    w = world
    match = await protozoa_challenge(w, "seed=3 clock=60")
    board = w.public()[-1]
    before = await w.host.get(match.id)
    await w.env.advance_time(31)                                # "half of your time is used"
    assert "half of your time" in w.public()[-1].content
    assert (await w.host.get(match.id)).version > before.version
    shown = await w.alice.select(board, ["place 2 …"])
    assert shown.modal is not None, shown.response and shown.response.content
    done = await submit_form(w.alice, shown, "g7")
    assert not done.ephemeral


async def test_versioned_buttons_survive_a_restart(world):
    w = world
    match = await protozoa_challenge(w)
    board = w.public()[-1]
    await w.restart()
    shown = await w.alice.select(board, ["place 2 …"])
    assert shown.modal is not None
    await submit_form(w.alice, shown, "g7")
    assert [r.text for r in await w.host.history(match.id)] == ["place 2 g7"]


async def test_an_allow_button_of_an_older_undo_request_does_not_answer_a_newer_one(world):
    w = world
    match = await sequence_challenge(w)
    await sequence_move(w, "alice", match.id)
    first = (await w.alice.slash(w.games, "undo")).response
    refused = await w.bob.click(first, label="Refuse undo")
    assert not refused.ephemeral and "bob declined the undo" in refused.response.content
    second = (await w.alice.slash(w.games, "undo")).response
    unchanged = Unchanged(w, await w.host.get(match.id))
    late = await w.bob.click(first, label="Allow undo")         # the first request's button
    await assert_stale_refusal(w, late, match.id, w.bob)
    await unchanged.check()
    assert (await w.host.get(match.id)).extra["undo"]["accepted"] == []
    allowed = await w.bob.click(second, label="Allow undo")
    assert allowed.response.content.startswith("Everyone agreed: the last ply is taken back")
