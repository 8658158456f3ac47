"""DNA (Icehouse) through the bot: a turn of several steps with the private turn panel.

Rules: shared/rules/dna-icehouse.md.  Two seats: alice plays red, bob green; yellow and blue
are neutral.  Start: R1 d5, Y1 e5, G1 e4, B1 d4.  R1 on c4 ends the strand c4-d4-e4
(R1 B1 G1: three colours, one size: 3 points) and may mutate d4 or d5 for 1 point.
The panel (bot/adapter/panel.py) answers only the mover; the channel hears one line per turn.
"""

from __future__ import annotations

import discord

from tests.e2e.conftest import mention
from tests.e2e.test_clocks import run_example


async def challenge(w, options: str = "seed=3 clock=off"):
    r = await w.alice.slash(w.games, "play", game="dna-icehouse", options=options, opponent=w.bob)
    await w.bob.click(r.response, label="Accept")
    return await w.match()


def parts(message) -> tuple[list[str], list[discord.SelectMenu]]:
    """The button labels and the selects of a message."""
    items = [c for row in message.components for c in getattr(row, "children", [row])]
    return ([c.label for c in items if isinstance(c, discord.Button)],
            [c for c in items if isinstance(c, discord.SelectMenu)])


async def test_a_whole_turn_by_panel_is_private_until_it_ends(world):
    w = world
    match = await challenge(w)
    before = [m.id for m in w.public()]
    r = await w.alice.slash(w.games, "move", move="place R1 c4")
    assert r.ephemeral, r
    panel = r.response.message
    assert panel.content.startswith("alice placed R1 on c4 from their gene pool\n"
                                    "Placed R1 on c4 · mutation 0/1 spent · not scored yet.")
    labels, selects = parts(panel)
    assert labels == ["Score now"]
    (mutate,) = selects
    assert mutate.placeholder == "Mutate first: choose a change"
    notes = {o.value: o.description for o in mutate.options}
    assert notes["mutate d4 R"] == "B1→R1, costs 1 of 1 left"
    assert [m.id for m in w.public()] == before, "nothing is posted in the middle of a turn"
    # Only alice sees her panel; bob typing her step is refused.
    stolen = await w.bob.slash(w.games, "move", move="score")
    assert stolen.ephemeral and "not your turn" in stolen.response.content

    scored = await w.alice.click(panel, label="Score now")
    panel = scored.response.message
    assert "alice scored 3 points" in panel.content and "3 points still to capture" in panel.content
    labels, (capture,) = parts(panel)
    assert labels == [] and capture.placeholder == "Capture: choose"
    assert {o.value: o.description for o in capture.options}["capture G3"] == "takes 3 of the 3 points owed"
    taken = await w.alice.select(panel, ["capture G3"])
    panel = taken.response.message
    (mutate,) = parts(panel)[1]
    assert mutate.placeholder == "Mutate: choose a change"
    assert [m.id for m in w.public()] == before

    done = await w.alice.select(panel, ["mutate d4 Y"])
    assert done.response.content == "Turn done; the board is in the channel." and not done.response.components
    post = w.public()[-1]
    assert post.content.splitlines() == [
        "alice placed R1 on c4: strand c4-d4-e4 scores 3 (three colours, one size); "
        "mutated d4 B1→Y1; captured G3 from the green gene pool",
        f"{mention(w.bob)}, your move"]
    assert post.attachments and post.attachments[0].filename.endswith(".png")
    match = await w.host.get(match.id)
    assert match.state["board"]["d4"] == "Y1" and match.state["archives"][0] == ["G3"]


async def test_a_whole_turn_in_one_line_is_one_post(world):
    w = world
    await challenge(w)
    r = await w.alice.slash(w.games, "move", move="place R1 c4; score; capture G3; mutate d4 Y")
    assert not r.ephemeral, r
    assert w.public()[-1].content.splitlines()[0].startswith("alice placed R1 on c4: strand c4-d4-e4 scores 3")


async def test_a_refused_step_changes_nothing_and_says_what_is_next(world):
    w = world
    match = await challenge(w)
    await w.alice.slash(w.games, "move", move="place R1 c4")
    mid = await w.host.get(match.id)
    r = await w.alice.slash(w.games, "move", move="capture G3")
    assert r.ephemeral and "score first" in r.response.content
    assert (await w.host.get(match.id)).state == mid.state
    # A one-line turn that breaks down in the middle plays none of it.
    r = await w.alice.slash(w.games, "move", move="score; capture Y3")
    assert r.ephemeral and "neutral" in r.response.content
    assert (await w.host.get(match.id)).state == mid.state


async def test_a_time_out_in_the_middle_of_a_turn_finishes_it(world):
    w = world
    match = await challenge(w, "seed=3 clock=60")
    await w.alice.slash(w.games, "move", move="place R1 c4")
    await w.env.advance_time(61)
    match = await w.host.get(match.id)
    assert match.state["turn"] is None and match.state["to_play"] == 1
    assert match.state["archives"][0], "the host scored and captured for alice"
    post = w.public()[-1].content
    assert "alice's time ran out" in post and "alice placed R1 on c4: strand c4-d4-e4 scores" in post


def test_the_example_scripts_pass(tmp_path):
    for name in ("dna-icehouse.txt", "dna-icehouse-two-colours.txt"):
        done = run_example(name, tmp_path / name)
        assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]


async def test_view_brings_the_turn_panel_back(world):
    w = world
    await challenge(w)
    await w.alice.slash(w.games, "move", move="place R1 c4")
    shown = await w.alice.slash(w.games, "view")
    labels, (mutate,) = parts(shown.response.message)
    assert labels == ["Score now"] and mutate.placeholder == "Mutate first: choose a change"
    scored = await w.alice.click(shown.response.message, label="Score now")
    assert scored.response.ephemeral and "scored 3" in scored.response.content
    match = await w.match()
    assert match.state["turn"]["scored"]
    other = await w.bob.slash(w.games, "view")
    assert parts(other.response.message) == ([], [])


async def test_the_mover_sees_the_turn_so_far_in_a_picture(world):
    """After place and a mutation the only picture was the turn's start; the panel
    carries the mover's board now (placed and mutated so far), and loses it when the turn ends."""
    from tests.e2e.conftest import png_of

    w = world
    match = await challenge(w)
    r = await w.alice.slash(w.games, "move", move="place R1 c4")
    panel = r.response.message
    (placed,) = panel.attachments
    match = await w.host.get(match.id)
    assert match.state["board"]["c4"] == "R1"                       # in the turn, not yet posted
    assert await png_of(placed) == await w.host.board_png(match, w.alice.id)
    scored = await w.alice.click(panel, label="Score now")
    panel = scored.response.message
    (after,) = panel.attachments
    match = await w.host.get(match.id)
    assert await png_of(after) == await w.host.board_png(match, w.alice.id)
    assert await png_of(after) != await png_of(placed)              # the strand is marked now
    taken = await w.alice.select(panel, ["capture G3"])
    done = await w.alice.select(taken.response.message, ["mutate d4 Y"])
    assert done.response.attachments == []
