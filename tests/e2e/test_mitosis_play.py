"""Mitosis on Discord end to end: the pre-game choice buttons, ``/move`` suggestions, clone's secret
``active`` step by DM buttons (and the closed-DM fallback), the default clock's time-out chain
(policy "opponent"), the undo anomaly's own ``/undo``, and the three example scripts.

Rules: shared/rules/mitosis.md.  alice challenges bob, so bob (the challenged player) is the DMO.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import render
from bot.host.clocks import PROXY_WINDOW, duration_text
from bot.adapter.flows import STALE
from bot.storage.repos import readers as reader_rows
from tests.e2e.conftest import button_labels, mention, newest_with_button, pinged, png_of, visible_text
from tests.e2e.conftest import without_due

REPO = Path(__file__).resolve().parents[2]

#: A clone game's placing phase (seed 3, no walls): bob is red and places first.
CLONE_PLACING = [("bob", "A1"), ("alice", "I5"), ("bob", "E5"), ("alice", "E1"),
                 ("bob", "A5"), ("alice", "I1"), ("bob", "C3"), ("alice", "G3")]


async def challenge(w, options: str):
    """alice challenges bob to Mitosis with ``options``; bob accepts; returns the running match."""
    r = await w.alice.slash(w.games, "play", game="mitosis", options=options, opponent=w.bob)
    assert not r.ephemeral, r.response.content
    accepted = await w.bob.click(r.response, label="Accept")
    assert accepted.response.content == "Started!", accepted
    return await w.match()


async def move(w, name: str, text: str):
    """``name`` plays ``text`` with /move in #games; the answer is public."""
    r = await w.members[name].slash(w.games, "move", move=text)
    assert r.acknowledged and not r.ephemeral, r.response.content
    return r


async def click_public(w, name: str, label: str):
    """``name`` clicks the newest #games button ``label``; the answer is public."""
    r = await w.members[name].click(newest_with_button(w.games, label), label=label)
    assert r.acknowledged and not r.ephemeral, r.response.content
    return r


async def clone_game_to_first_split(w):
    """A clone game (no clock) up to alice's first split: bob red, bob places first, alice splits first."""
    match = await challenge(w, "clone clock=off seed=3")
    await click_public(w, "bob", "colour red")
    await click_public(w, "bob", "first red")
    for name, cell in CLONE_PLACING:
        await move(w, name, cell)
    await click_public(w, "alice", "first blue")
    return await w.host.get(match.id)


def secret_forms(w, match, seat: int) -> list[str]:
    """Every way ``seat``'s active cells could leak (the engine's list) plus the inactive cells."""
    game = w.host.game_of(match)
    forms = game.secrets(match.state, seat)
    colour = match.state["colours"][seat]
    inactive = [c for c, v in match.state["board"].items()
                if v == colour and c not in match.state["active"][seat]]
    return forms + [f"inactive: {c}" for c in inactive] + [f"{c} (active)" for c in match.state["active"][seat]]


async def assert_no_leak(w, match_id: int, seat: int, other: str):
    """Nothing in #games (text, embeds, files, alt text, buttons) or ``other``'s DMs shows ``seat``'s secret;
    the newest public board is the picture of the public view."""
    match = await w.host.get(match_id)
    forms = secret_forms(w, match, seat)
    assert forms, "nothing is secret yet"
    public = visible_text(w.public())
    theirs = visible_text(w.dms(w.members[other]))
    for form in forms:
        assert form not in public, f"{form!r} leaked into #games"
        assert form not in theirs, f"{form!r} leaked into {other}'s DMs"
    board = [a for m in w.public() for a in m.attachments if a.filename.endswith(".png")][-1]
    assert board.filename == f"petri-{match.id}-ply{match.state['ply']}.png"
    png = await png_of(board)
    assert png == await w.host.board_png(match, None)
    if not match.extra.get("clock"):                                # (a clock adds the time left to the picture)
        assert png == render.board_png("mitosis", w.host.game_of(match).view(match.state, None), seat=None)


# -- (a) the three pre-game choices ---------------------------------------------------------------
async def test_the_three_pre_game_choices_are_buttons_for_the_right_player(world):
    w = world
    match = await challenge(w, "clock=off seed=3")
    opening = w.public()[-1]
    assert opening.content.startswith("Mitosis begins: alice, bob (no clock)")
    assert opening.content.endswith(f"{mention(w.bob)}, your move")
    assert button_labels(opening) == ["colour blue", "colour red"]

    # alice is not the DMO: her click is refused, privately, and changes nothing
    refused = await w.alice.click(opening, label="colour red")
    assert refused.ephemeral and refused.response.content == "illegal move: it is not your turn; waiting for bob"
    assert (await w.host.get(match.id)).state["phase"] == "colour"
    stranger = await w.carol.click(opening, label="colour blue")
    assert stranger.ephemeral and stranger.response.content == "you are not playing in this match"

    # bob (DMO) takes red; red (bob) chooses who places first
    chosen = await w.bob.click(opening, label="colour red")
    assert not chosen.ephemeral
    assert chosen.response.content == ("bob (DMO) plays red; alice plays blue. bob (red) chooses who places first\n"
                                       f"{mention(w.bob)}, your move")
    assert button_labels(chosen.response) == ["first blue", "first red"]
    await png_of(chosen.response.attachments[0])
    late = await w.bob.click(opening, label="colour blue")          # an old button
    assert late.ephemeral and late.response.content.startswith(str(STALE))
    state = (await w.host.get(match.id)).state
    assert state["colours"] == ["blue", "red"] and state["phase"] == "first_place"

    refused = await w.alice.click(chosen.response, label="first blue")
    assert refused.ephemeral and "it is not your turn; waiting for bob" in refused.response.content
    placing = await w.bob.click(chosen.response, label="first blue")
    assert placing.response.content == ("bob (red) chose: alice (blue) places first\n"
                                        f"{mention(w.alice)}, your move")
    assert button_labels(placing.response) == []                   # 61 cells: no buttons

    for name, cell in [("alice", "E5"), ("bob", "C5"), ("alice", "C3"), ("bob", "G5"),
                       ("alice", "G3"), ("bob", "E8")]:
        await move(w, name, cell)
    last = w.public()[-1]
    assert last.content == ("bob (red) placed E8\nPlacing is over; alice (blue) chooses who splits first "
                            f"(first red or first blue)\n{mention(w.alice)}, your move")
    assert button_labels(last) == ["first blue", "first red"]
    refused = await w.bob.click(last, label="first red")
    assert refused.ephemeral and "it is not your turn; waiting for alice" in refused.response.content
    split = await w.alice.click(last, label="first red")
    assert split.response.content == f"alice (blue) chose: bob (red) splits first\n{mention(w.bob)}, your move"
    state = (await w.host.get(match.id)).state
    assert (state["phase"], state["turn"]) == ("splitting", 1)


async def test_the_dmo_option_makes_the_challenger_choose_the_colour(world):
    w = world
    await challenge(w, "clock=off seed=3 dmo=1")
    opening = w.public()[-1]
    assert opening.content.endswith(f"{mention(w.alice)}, your move")
    refused = await w.bob.click(opening, label="colour blue")
    assert refused.ephemeral and refused.response.content == "illegal move: it is not your turn; waiting for alice"
    chosen = await w.alice.click(opening, label="colour blue")
    assert chosen.response.content.startswith("alice (DMO) plays blue; bob plays red. bob (red) chooses")


# -- (b) /move suggestions ---------------------------------------------------------------------------
async def test_move_autocomplete_offers_placements_and_then_splits(world):
    w = world
    match = await challenge(w, "clock=off seed=3")
    assert [c["value"] for c in await w.bob.autocomplete(w.games, "move", "move", "")] == \
        ["colour blue", "colour red"]
    await click_public(w, "bob", "colour red")
    await click_public(w, "bob", "first red")

    cells = await w.bob.autocomplete(w.games, "move", "move", "")
    assert len(cells) == 25 and [c["value"] for c in cells][:6] == ["A1", "A2", "A3", "A4", "A5", "B1"]
    row_e = [c["value"] for c in await w.bob.autocomplete(w.games, "move", "move", "e")]
    assert row_e[:9] == [f"E{i}" for i in range(1, 10)]             # prefix matches first, any case
    assert await w.alice.autocomplete(w.games, "move", "move", "") == []      # not her turn
    for name, cell in [("bob", "E5"), ("alice", "A1"), ("bob", "C3"), ("alice", "I1"),
                       ("bob", "G5"), ("alice", "E1")]:
        typed = [c["value"] for c in await w.members[name].autocomplete(w.games, "move", "move", cell.lower())]
        assert typed[0] == cell
        await move(w, name, cell)
    taken = [c["value"] for c in await w.bob.autocomplete(w.games, "move", "move", "E")]
    assert taken == []                                              # placing is over: bob is not to move
    await click_public(w, "alice", "first red")

    match = await w.host.get(match.id)
    legal = w.host.legal_moves(match, w.bob.id)
    splits = [c["value"] for c in await w.bob.autocomplete(w.games, "move", "move", "")]
    assert splits == sorted(legal) == sorted(["E4 E6", "D4 F5", "D5 F4", "C2 C4", "B2 D4", "B3 D3",
                                              "G4 G6", "F5 H5", "F6 H4"])      # 3 per red cell
    around = [c["value"] for c in await w.bob.autocomplete(w.games, "move", "move", "f5")]
    assert around == ["F5 H5", "D4 F5"]                             # splits of G5 and E5 into F5
    assert await w.alice.autocomplete(w.games, "move", "move", "") == []
    split = await move(w, "bob", "D4 F5")
    assert split.response.content.startswith("bob (red) split E5 into D4 F5\n"
                                             "bob (red) wins: alice (blue) cannot split")   # corners only


# -- (c) clone: the secret active step by DM buttons ------------------------------------------------------
async def test_clone_active_step_by_dm_buttons_stays_secret(world):
    w = world
    match = await clone_game_to_first_split(w)
    before_dms = len(w.dms(w.alice))
    await move(w, "alice", "F3 H3")
    news = w.public()[-1]
    assert news.content == ("alice (blue) split G3 into F3 H3; they now secretly choose the active cell\n"
                            f"{mention(w.alice)}, your move")
    assert button_labels(news) == []                                # no public buttons for a secret step
    (prompt,) = w.dms(w.alice)[before_dms:]
    assert prompt.content.startswith(f"**Match #{match.id}, Mitosis** — your secret move.")
    assert "active F3 or active H3" in prompt.content
    assert button_labels(prompt) == ["active F3", "active H3"]
    assert w.dms(w.bob) == []

    # bob cannot play her step; his refusal says nothing about her cells
    refused = await w.bob.slash(w.games, "move", move="active F3")
    assert refused.ephemeral and refused.response.content == "illegal move: it is not your turn; waiting for alice"

    done = await w.alice.user.click(prompt, label="active H3")
    assert done.ephemeral
    assert done.response.content == ("Received; it stays secret (only you see this).\n"
                                     "Secret: active H3 (inactive: F3)")
    after = w.public()[-1]
    assert after.content == f"alice (blue) chose the active cell (secret)\n{mention(w.bob)}, your move"
    match = await w.host.get(match.id)
    assert match.state["active"][0] == ["E1", "H3", "I1", "I5"]
    await assert_no_leak(w, match.id, 0, "bob")
    assert await w.host.board_png(match, None) != await w.host.board_png(match, w.alice.id)
    again = await w.alice.user.click(prompt, label="active F3")      # the step is done
    assert again.ephemeral and again.response.content.startswith(str(STALE))

    # bob's split: his own DM, his own secret; alice's stays hidden too
    await move(w, "bob", "C2 C4")
    (bob_prompt,) = w.dms(w.bob)
    assert button_labels(bob_prompt) == ["active C2", "active C4"]
    done = await w.bob.user.click(bob_prompt, label="active C4")
    assert done.ephemeral and done.response.content.endswith("Secret: active C4 (inactive: C2)")
    await assert_no_leak(w, match.id, 1, "alice")
    await assert_no_leak(w, match.id, 0, "bob")

    # alice's private view (in her DM) shows her active cells; bob's shows only his
    mine = await w.alice.user.slash("view")
    assert mine.ephemeral and "Your active cells: E1 H3 I1 I5" in mine.response.content
    his = await w.bob.slash(w.games, "view")
    assert his.ephemeral and "Your active cells: A1 A5 C4 E5" in his.response.content
    assert "H3" not in his.response.content.split("Your active cells")[1]
    history = (await w.carol.slash(w.games, "history")).response.content
    assert "submitted a secret move" in history and "active H3" not in history and "active C4" not in history


async def test_public_move_buttons_do_not_reveal_the_active_cells(world):
    w = world
    match = await clone_game_to_first_split(w)
    await move(w, "alice", "F3 H3")
    await w.alice.user.click(w.dms(w.alice)[-1], label="active H3")
    await move(w, "bob", "C2 C4")
    await w.bob.user.click(w.dms(w.bob)[-1], label="active C4")
    match = await w.host.get(match.id)
    legal = w.host.legal_moves(match, w.alice.id)
    assert legal == ["H2 H4", "G3 I3", "G4 I2"]                     # the splits of H3 only: F3 is inactive
    board = w.public()[-1]
    assert board.content.endswith(f"{mention(w.alice)}, your move")
    # a public button per legal split tells bob which of F3 / H3 is active
    assert button_labels(board) == []


# -- (d) closed DMs: the channel notice and ephemeral buttons ---------------------------------------------
async def test_closed_dms_get_a_channel_notice_and_ephemeral_choice_buttons(world):
    w = world
    match = await clone_game_to_first_split(w)
    dm_id = w.alice.user.dm_channel.id
    w.env.inject_error("POST", f"/channels/{dm_id}/messages", status=403, code=50007,
                       message="Cannot send messages to this user", times=None)
    await move(w, "alice", "F3 H3")
    assert w.dms(w.alice) == []
    notice = w.public()[-1]
    assert notice.content.startswith(f"{mention(w.alice)}: I can't DM you. Press **Submit privately**")
    assert button_labels(notice) == ["Submit privately", "Show my view"]
    assert pinged(w.env, notice) == [w.alice.id]
    assert await reader_rows.dm_closed_at(w.host.store, w.alice.id) is not None

    assert (await w.bob.click(notice, label="Submit privately")).response.content == \
        "you have no secret move to make now"
    stranger = await w.carol.click(notice, label="Submit privately")
    assert stranger.ephemeral and stranger.response.content == "you are not playing in this match"

    shown = await w.alice.click(notice, label="Submit privately")
    assert shown.ephemeral and shown.modal is None
    assert shown.response.content == ("Choose which new cell is active (secret): active F3 or active H3 "
                                      "(only you see this):")
    assert button_labels(shown.response) == ["active F3", "active H3"]
    done = await w.alice.click(shown.response, label="active F3")
    assert done.ephemeral and done.response.content == ("Received; it stays secret (only you see this).\n"
                                                        "Secret: active F3 (inactive: H3)")
    assert w.public()[-1].content == f"alice (blue) chose the active cell (secret)\n{mention(w.bob)}, your move"
    match = await w.host.get(match.id)
    assert match.state["active"][0] == ["E1", "F3", "I1", "I5"] and match.state["turn"] == 1
    await assert_no_leak(w, match.id, 0, "bob")
    view = await w.alice.click(notice, label="Show my view")
    assert view.ephemeral and "Your active cells: E1 F3 I1 I5" in view.response.content


# -- (e) the default clock's time-out chain (policy "opponent") --------------------------------------------
async def opening_with_default_clock(w):
    match = await challenge(w, "seed=3")
    assert "(1m per move + 3m reserve; on time-out, an opponent chooses the move)" in w.public()[-1].content
    assert match.extra["clock"]["reserve"] == [180.0, 180.0] and match.extra["clock"]["policy"] == "opponent"
    return match


async def run_out_bobs_colour_choice(w, match):
    """bob (DMO) does not choose a colour: reminders, then at 240 s alice gets the menu."""
    cursor = len(w.public())
    await w.env.advance_time(239)
    assert [m.content.splitlines()[0] for m in w.public()[cursor:]] == [
        "⏰ bob: half of your time is used, 2m left", "⏰ bob: only 24s left!"]
    assert (await w.host.get(match.id)).extra.get("proxy") is None
    await w.env.advance_time(1)
    news, menu = w.public()[-2:]
    assert news.content.startswith(f"⏰ bob's time ran out: alice chooses their move "
                                   f"(within {duration_text(PROXY_WINDOW)})")
    assert menu.content == f"{mention(w.alice)}, choose the move of bob:"
    assert pinged(w.env, menu) == [w.alice.id]
    (row,) = menu.components
    (select,) = row.children
    assert [o.value for o in select.options] == ["colour blue", "colour red"]
    return menu


async def kinds(w, match_id):
    return [(row.kind, row.seat, row.text) for row in await w.host.history(match_id)]


async def test_after_240_s_the_opponent_chooses_the_move_from_a_menu(world):
    w = world
    match = await opening_with_default_clock(w)
    menu = await run_out_bobs_colour_choice(w, match)
    late = await w.bob.select(menu, ["colour red"])
    assert late.ephemeral and late.response.content == "alice chooses this move, not you"
    refused = await w.bob.slash(w.games, "move", move="colour red")
    assert refused.ephemeral and refused.response.content == "your time ran out: alice chooses this move for you"

    chosen = await w.alice.select(menu, ["colour blue"])
    assert not chosen.ephemeral
    assert chosen.response.content.startswith(
        "alice chose the move of bob\nbob (DMO) plays blue; alice plays red. alice (red) chooses who places first")
    assert without_due(chosen.response.content).endswith(f"{mention(w.alice)}, your move")
    assert button_labels(chosen.response) == ["first blue", "first red"]
    assert await kinds(w, match.id) == [("proxy", 1, "colour blue")]
    match = await w.host.get(match.id)
    assert match.state["colours"] == ["red", "blue"] and match.extra["timeouts"] == [0, 1]
    assert match.extra["clock"]["reserve"] == [180.0, 0.0]
    await w.env.advance_time(200)                                   # the menu is closed: no random move
    assert await kinds(w, match.id) == [("proxy", 1, "colour blue")]
    assert not any("did not choose in time" in m.content for m in w.public())


async def test_when_nobody_chooses_the_host_plays_a_random_legal_move(world):
    w = world
    match = await opening_with_default_clock(w)
    await run_out_bobs_colour_choice(w, match)
    await w.env.advance_time(PROXY_WINDOW - 1)
    assert await kinds(w, match.id) == []
    await w.env.advance_time(1)
    last = [m for m in w.public() if "did not choose in time" in m.content]
    (last,) = last
    assert last.content.startswith("⏰ alice did not choose in time: the host played for bob\nbob (DMO) plays ")
    ((kind, seat, text),) = await kinds(w, match.id)
    assert (kind, seat) == ("timeout", 1) and text in ("colour blue", "colour red")
    match = await w.host.get(match.id)
    assert match.extra.get("proxy") is None and match.state["phase"] == "first_place"


async def test_a_restart_in_the_middle_of_the_chain_plays_the_random_move_once(world):
    w = world
    match = await opening_with_default_clock(w)
    menu = await run_out_bobs_colour_choice(w, match)
    await w.env.advance_time(30)
    await w.restart()
    await w.env.advance_time(PROXY_WINDOW - 31)
    assert await kinds(w, match.id) == []
    await w.env.advance_time(1)
    assert [k for k, _, _ in await kinds(w, match.id)] == ["timeout"]
    assert sum("did not choose in time" in m.content for m in w.public()) == 1
    await w.env.advance_time(20)
    await w.restart()                                               # a second start-up does not play it again
    await w.env.advance_time(1)
    assert [k for k, _, _ in await kinds(w, match.id)] == ["timeout"]
    assert sum("did not choose in time" in m.content for m in w.public()) == 1
    late = await w.alice.select(menu, ["colour red"])
    assert late.ephemeral and late.response.content.startswith(str(STALE))


async def test_a_clone_seat_that_runs_out_gets_a_host_move_not_the_opponents_menu(world):
    """The menu of a clone splitter's legal moves would list only the splits of its secret active
    cells, so the opponent does not choose: the host plays a random move (then the active step)."""
    w = world
    match = await challenge(w, "clone seed=3 clock=60")
    await click_public(w, "bob", "colour red")
    await click_public(w, "bob", "first red")
    for name, cell in CLONE_PLACING:
        await move(w, name, cell)
    await click_public(w, "alice", "first blue")
    await move(w, "alice", "F3 H3")
    await w.alice.user.click(w.dms(w.alice)[-1], label="active H3")
    await move(w, "bob", "C2 C4")
    await w.bob.user.click(w.dms(w.bob)[-1], label="active C4")
    match = await w.host.get(match.id)
    legal = w.host.legal_moves(match, w.alice.id)
    assert legal == ["H2 H4", "G3 I3", "G4 I2"]                     # the splits of H3 only: F3 is inactive
    dms = len(w.dms(w.alice))
    await w.env.advance_time(60)
    assert not any(m.content.startswith(f"{mention(w.bob)}, choose the move of alice") for m in w.public())
    news = w.public()[-1]
    assert news.content.startswith("⏰ alice's time ran out: the easy computer moves for the seat\nalice (blue) split H3 into ")
    match = await w.host.get(match.id)
    assert match.extra.get("proxy") is None and match.state["phase"] == "active"
    (prompt,) = w.dms(w.alice)[dms:]                                # her secret step is asked privately
    assert len(button_labels(prompt)) == 2
    await w.env.advance_time(60)                                    # and played for her when she does not answer
    match = await w.host.get(match.id)
    assert match.state["phase"] == "splitting" and match.state["turn"] == 1
    assert w.public()[-1].content.startswith("⏰ alice's time ran out: the easy computer moves for the seat\n"
                                             "alice (blue) chose the active cell (secret)")
    assert [k for k, _, _ in await kinds(w, match.id)][-2:] == ["timeout", "timeout"]
    await assert_no_leak(w, match.id, 0, "bob")


# -- (f) the undo anomaly's own undo ----------------------------------------------------------------------
async def undo_game(w):
    match = await challenge(w, "undo clock=off seed=3")
    await click_public(w, "bob", "colour red")
    await click_public(w, "bob", "first red")
    return match


async def test_undo_anomaly_takes_back_two_moves_without_consent(world):
    w = world
    match = await undo_game(w)
    await move(w, "bob", "E5")
    await move(w, "alice", "C3")
    before = (await w.host.get(match.id)).state
    await move(w, "bob", "G5")
    await move(w, "alice", "A1")
    assert "undo" in w.host.legal_moves(await w.host.get(match.id), w.bob.id)

    undone = await w.bob.slash(w.games, "undo")
    assert not undone.ephemeral
    assert undone.response.content == ("bob (red) took back alice (blue)'s A1 and their own G5 and moves again "
                                       f"(1 undo left)\n{mention(w.bob)}, your move")
    assert "Allow undo" not in button_labels(undone.response)      # no consent asked
    await png_of(undone.response.attachments[0])
    assert "Red: bob (DMO): 1 cell E5; moves 1; undos left 1" in undone.response.attachments[0].description
    match = await w.host.get(match.id)
    state = match.state
    assert "undo" not in match.extra                                # no consent request is open
    assert state["board"] == before["board"] == {"E5": "red", "C3": "blue"}
    assert state["undos_left"] == [2, 1] and state["turn"] == 1 and state["moves_made"] == [1, 1]
    assert state["ply"] == before["ply"] + 3                        # two moves taken back by a third ply
    assert (await kinds(w, match.id))[-1] == ("move", 1, "undo")
    assert "undo" not in w.host.legal_moves(match, w.bob.id)        # not straight after his own undo

    await move(w, "bob", "G4")
    await move(w, "alice", "I1")
    second = await w.bob.slash(w.games, "undo")
    assert second.response.content.startswith("bob (red) took back alice (blue)'s I1 and their own G4 "
                                               "and moves again (0 undos left)")
    state = (await w.host.get(match.id)).state
    assert state["board"] == {"E5": "red", "C3": "blue"} and state["undos_left"] == [2, 0]

    # alice has her own two
    await move(w, "bob", "G5")
    await move(w, "alice", "A1")
    await move(w, "bob", "G3")
    hers = await w.alice.slash(w.games, "undo")
    assert hers.response.content.startswith("alice (blue) took back bob (red)'s G3 and their own A1 and moves "
                                            "again (1 undo left)")
    assert (await w.host.get(match.id)).state["undos_left"] == [1, 0]
    history = (await w.carol.slash(w.games, "history")).response.content
    assert history.count("played `undo`") == 3


async def test_undo_beyond_the_anomalys_two_is_refused_not_asked(world):
    w = world
    match = await undo_game(w)
    for _ in range(2):
        await move(w, "bob", "E5")
        await move(w, "alice", "C3")
        await w.bob.slash(w.games, "undo")
    await move(w, "bob", "E5")
    await move(w, "alice", "C3")
    assert (await w.host.get(match.id)).state["undos_left"] == [2, 0]
    third = await w.bob.slash(w.games, "undo")
    assert third.ephemeral, third.response.content                  # today: "bob asks to take back the last ply"
    assert "used both of your 2 undos" in third.response.content


async def test_undo_during_a_pending_active_step_is_refused_not_asked(world):
    w = world
    match = await challenge(w, "clone undo clock=off seed=3")
    await click_public(w, "bob", "colour red")
    await click_public(w, "bob", "first red")
    for name, cell in CLONE_PLACING:
        await move(w, name, cell)
    await click_public(w, "alice", "first blue")
    await move(w, "alice", "F3 H3")
    assert "undo" not in w.host.legal_moves(await w.host.get(match.id), w.alice.id)
    asked = await w.alice.slash(w.games, "undo")
    assert asked.ephemeral, asked.response.content                  # today: "alice asks to take back the last ply"
    assert "finish your split first" in asked.response.content


# -- (g) the example scripts --------------------------------------------------------------------------------
def run_example(name: str, out) -> subprocess.CompletedProcess:
    """``petri sandbox --script examples/NAME`` as CI runs it (a separate process)."""
    return subprocess.run([sys.executable, "-m", "cli.main", "sandbox", "--script", str(REPO / "examples" / name),
                           "--out", str(out)], check=False, cwd=REPO, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(REPO)})


@pytest.mark.parametrize("name", ["mitosis.txt", "mitosis-clone.txt", "mitosis-all.txt"])
def test_the_example_scripts_pass(tmp_path, name):
    done = run_example(name, tmp_path / "out")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert done.stdout.rstrip().endswith("every line ran and every expectation held; images in "
                                         + str(tmp_path / "out") + "/")


async def test_a_lone_cell_suggests_and_explains_its_splits(world):
    """Typing one cell ("C5") answered "a split names the two new cells… 1 given";
    the suggestions list C5's splits first, and sending it lists them in the refusal."""
    w = world
    await challenge(w, "clock=off seed=3")
    await click_public(w, "bob", "colour red")
    await click_public(w, "bob", "first blue")
    for name, cell in [("alice", "E5"), ("bob", "C5"), ("alice", "C3"), ("bob", "G5"),
                       ("alice", "G3"), ("bob", "E8")]:
        await move(w, name, cell)
    await click_public(w, "alice", "first red")
    match = await w.match()
    splits = w.host.game_of(match).related_moves(match.state, 1, "C5")
    assert splits and all(" " in s for s in splits)
    found = await w.bob.autocomplete(w.games, "move", "move", "c5")
    assert [c["value"] for c in found[:len(splits)]] == splits
    sent = await w.bob.slash(w.games, "move", move="C5")
    assert sent.ephemeral and sent.response.content.startswith("illegal move: C5 splits into ")
    assert splits[0] in sent.response.content
    assert "one move at a time" not in sent.response.content and "given" not in sent.response.content
