"""Protozoa through the bot: challenge, the board with its quick-move menu, /move suggestions,
refusals, the quick-move form, team lobbies, and the two example scripts.

Rules: shared/rules/protozoa.md.  Start (2 seats): R d5, B e5, B d4, R e4; alice is R and
moves first.  The quick menu (bot/adapter/quick.py) offers move patterns such as
``place 2 …``; a pattern with ``…`` opens a one-field form asking for the square.
"""

from __future__ import annotations

import discord
import pytest

from tests.e2e.conftest import embed_text, mention, modal_inputs, png_of, resign, submit_form
from tests.e2e.test_clocks import run_example

START = {"d4": "B1", "d5": "R1", "e4": "R1", "e5": "B1"}


async def challenge(w, options: str = "seed=3 clock=off"):
    """alice challenges bob to Protozoa, bob accepts; returns the running match."""
    r = await w.alice.slash(w.games, "play", game="protozoa", options=options, opponent=w.bob)
    assert r.acknowledged and not r.ephemeral, r
    accepted = await w.bob.click(r.response, label="Accept")
    assert accepted.response.content == "Started!", accepted
    match = await w.match()
    assert match.status == "running"
    return match


def quick_menu(message) -> discord.SelectMenu:
    """The quick-move select menu of a board post."""
    menus = [c for row in message.components for c in getattr(row, "children", ())
             if isinstance(c, discord.SelectMenu)]
    assert len(menus) == 1, message.components
    return menus[0]


def refused(result, *needles: str) -> str:
    """The result is a private (ephemeral) refusal containing every needle."""
    assert result.acknowledged, result
    assert result.ephemeral and result.response.ephemeral, result
    for needle in needles:
        assert needle in result.response.content, (needle, result.response.content)
    return result.response.content


class Unchanged:
    """Nothing public was posted and the match did not change."""

    def __init__(self, w, match):
        self.w, self.match_id = w, match.id
        self.public = [m.id for m in w.public()]
        self.version, self.state = match.version, match.state

    async def check(self):
        assert [m.id for m in self.w.public()] == self.public, "something was posted"
        match = await self.w.host.get(self.match_id)
        assert (match.version, match.state) == (self.version, self.state), "the match changed"


# -- challenge, board, menu ------------------------------------------------------------------
async def test_accepting_posts_the_board_png_with_the_quick_move_menu(world):
    w = world
    match = await challenge(w)
    assert match.state["board"] == START and match.state["to_play"] == 0
    post = w.public()[-1]
    lines = post.content.splitlines()
    assert lines[0] == "Protozoa begins: alice, bob (no clock)"
    assert lines[-1] == f"{mention(w.alice)}, your move"
    (attachment,) = post.attachments
    await png_of(attachment)
    assert "Turn 1 of 300: alice (R) to move" in (attachment.description or "")
    menu = quick_menu(post)
    values = [o.value for o in menu.options]
    assert values == ["place 1 …", "place 2 …", "place 3 …", "mutate … up"], values


async def test_move_autocomplete_offers_the_placements_on_the_typed_square(world):
    w = world
    await challenge(w)
    offered = [c["value"] for c in await w.alice.autocomplete(w.games, "move", "move", "c4")]
    assert offered == ["place 1 c4", "place 2 c4", "place 3 c4"]
    # an own piece's square also offers its mutation; bob (not to move) gets nothing
    assert [c["value"] for c in await w.alice.autocomplete(w.games, "move", "move", "e4")] == \
        ["mutate e4 up"]
    assert await w.bob.autocomplete(w.games, "move", "move", "c4") == []


async def test_an_occupied_square_is_refused_privately_with_the_engines_reason(world):
    w = world
    match = await challenge(w)
    unchanged = Unchanged(w, match)
    refused(await w.alice.slash(w.games, "move", move="place 2 e5"),
            "e5 is occupied (by B1); place on an empty square")
    refused(await w.alice.slash(w.games, "move", move="mutate e5 up"),
            "e5 holds B1, which is not yours")
    await unchanged.check()


# -- the quick-move menu and its form ------------------------------------------------------------
async def test_quick_menu_place_pattern_opens_a_form_and_plays_the_move(world):
    w = world
    match = await challenge(w)
    post = w.public()[-1]
    shown = await w.alice.select(post, ["place 2 …"])
    assert shown.modal is not None, shown
    assert shown.modal["title"] == "Quick move"
    (field,) = modal_inputs(shown)
    assert field["custom_id"] == "square"
    before = len(w.public())

    done = await submit_form(w.alice, shown, "C4")            # any case
    assert not done.ephemeral
    (row,) = await w.host.history(match.id)
    assert (row.kind, row.seat, row.text) == ("move", 0, "place 2 c4")
    new = w.public()[before:]
    assert len(new) == 1
    # a medium alone on c4 has 2 neighbours (d4, d5) and dies at once; d4 and d5 get a 4th
    assert new[0].content.startswith("alice placed R2 on c4\n"
                                     "R2 on c4 died: 2 neighbours, a medium needs 3–5\n")
    assert new[0].content.endswith(f"{mention(w.bob)}, your move")
    await png_of(new[0].attachments[0])
    assert [o.value for o in quick_menu(new[0]).options][:3] == ["place 1 …", "place 2 …", "place 3 …"]


async def test_quick_form_refuses_a_square_off_the_board(world):
    w = world
    match = await challenge(w)
    shown = await w.alice.select(w.public()[-1], ["place 2 …"])
    unchanged = Unchanged(w, match)
    refused(await submit_form(w.alice, shown, "z9"), "'z9' is not a square; squares are a1–h8")
    await unchanged.check()


async def test_quick_form_refuses_an_illegal_move_with_the_engines_reason(world):
    w = world
    match = await challenge(w)
    shown = await w.alice.select(w.public()[-1], ["place 2 …"])
    unchanged = Unchanged(w, match)
    refused(await submit_form(w.alice, shown, "d4"), "d4 is occupied (by B1)")
    await unchanged.check()


async def test_a_non_mover_choosing_from_the_quick_menu_is_refused_at_once(world):
    w = world
    match = await challenge(w)
    post = w.public()[-1]
    unchanged = Unchanged(w, match)
    refused(await w.bob.select(post, ["place 2 …"]), "not your turn")
    refused(await w.carol.select(post, ["place 2 …"]), "you are not playing in this match")
    await unchanged.check()


# -- teams ----------------------------------------------------------------------------------------
async def test_team_lobby_shows_the_teams_and_the_start_names_them(world):
    w = world
    r = await w.alice.slash(w.games, "play", game="protozoa", options="teams clock=off seed=2")
    assert r.acknowledged and not r.ephemeral, r
    lobby = r.response
    (embed,) = lobby.embeds
    teams = {f.name: f.value for f in embed.fields}["Teams"]
    assert teams == "alice + seat 3\nseat 2 + seat 4"     # names: a mention in an embed can show as <@id>
    for guest in (w.bob, w.carol, w.dave):
        joined = await guest.click(lobby, label="Join")
        assert joined.acknowledged, joined
    (embed,) = joined.response.embeds
    teams = {f.name: f.value for f in embed.fields}["Teams"]
    assert teams == "alice + carol\nbob + dave"
    started = await w.alice.click(lobby, label="Start")
    assert started.response.content == "Started!", started
    assert "Teams" in embed_text(started.response.embeds[0])
    match = await w.match()
    assert match.state["colours"] == ["R", "Y", "G", "B"]
    post = w.public()[-1]
    lines = post.content.splitlines()
    assert lines[:2] == ["Protozoa begins: alice, bob, carol, dave (no clock)",
                         "Teams: alice + carol against bob + dave"]
    await png_of(post.attachments[0])
    # alice may mutate her partner carol's small on e4 (from carol's stash)
    done = await w.alice.slash(w.games, "move", move="mutate e4 up")
    assert not done.ephemeral
    assert w.public()[-1].content.startswith("alice mutated G1 (partner carol's) on e4 to G2\n")
    # bob resigns: his team concedes (games/protozoa.py _resign)
    await resign(w.bob, w.games)
    assert "bob resigned\nalice and carol win: bob resigned for the team" in \
        "\n".join(m.content for m in w.public())
    result = (await w.host.get(match.id)).state["result"]
    assert result["winners"] == [0, 2] and result["ranks"][0] == result["ranks"][2] == 1


# -- the example scripts ------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["protozoa.txt", "protozoa-teams.txt"])
def test_the_example_script_passes(tmp_path, name):
    done = run_example(name, tmp_path / "out")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert done.stdout.rstrip().endswith(
        "every line ran and every expectation held; images in " + str(tmp_path / "out") + "/")


async def test_sandbox_takes_an_unquoted_move_with_spaces(world, tmp_path):
    from cli.sandbox import Sandbox

    # the sandbox's own server on the same simulated Discord
    sandbox = Sandbox(world.env, world.db_path, tmp_path / "out")
    await sandbox.run_line('alice: /play game:protozoa opponent:@bob options:"clock=off"')
    await sandbox.run_line("bob: click Accept")
    await sandbox.run_line("alice: /move move:place 3 c4")     # as typed in a Discord client
    sandbox._expect("^alice placed R3 on c4$")
