"""The quick-move menu under every board where the mover has legal moves to suggest
(README "A match, in brief"): DNA (sequence)'s chunks listed, Mitosis' placements narrowed
by groups answered privately, its splits shown with the cell that splits (also in
``/move``'s suggestions), and a group chosen from a menu drawn before a restart."""

from __future__ import annotations

import discord

from bot.adapter.flows import STALE
from tests.e2e.conftest import start_lobby_match
from tests.e2e.test_mitosis_play import challenge, click_public


def menu_of(message) -> list[tuple[str, str]]:
    """``(label, value)`` of the options of the quick menu (``petri:quick:``) on ``message``
    (a channel message, or a SimCord response whose rows are raw component data)."""
    for row in message.components:
        items = row.get("components", []) if isinstance(row, dict) else getattr(row, "children", ())
        for item in items:
            if isinstance(item, dict):
                if item.get("type") == 3 and item.get("custom_id", "").startswith("petri:quick:"):
                    return [(o["label"], o["value"]) for o in item.get("options", [])]
            elif isinstance(item, discord.SelectMenu) and item.custom_id.startswith("petri:quick:"):
                return [(o.label, o.value) for o in item.options]
    return []


async def test_dna_sequence_boards_carry_a_menu_of_the_chunks_and_it_plays(world):
    w = world
    match = await start_lobby_match(w, "seed=4")
    board = w.public()[-1]
    legal = w.host.legal_moves(match, w.alice.id)
    assert len(legal) == 28          # more than a menu holds: grouped by first letter
    options = menu_of(board)
    assert [v for _, v in options] == [f"▸{c}" for c in dict.fromkeys(m[0] for m in legal)]
    group = await w.alice.select(board, [f"▸{legal[0][0]}"])
    assert group.ephemeral and [v for _, v in menu_of(group.response)] == [m for m in legal if m[0] == legal[0][0]]
    stranger = await w.carol.select(board, [f"▸{legal[0][0]}"])
    assert stranger.ephemeral and menu_of(stranger.response) == []
    await w.alice.select(group.response, [legal[0]])
    assert (await w.host.get(match.id)).version > match.version
    # the next board (bob's turn) has its own menu, the moves listed when they fit
    match = await w.host.get(match.id)
    now = w.host.legal_moves(match, w.bob.id)
    options = menu_of(w.public()[-1])
    assert options and (len(now) > 25 or [v for _, v in options] == now)


async def test_mitosis_placements_are_narrowed_and_splits_name_their_cell(world):
    w = world
    match = await challenge(w, "clock=off seed=3")
    await click_public(w, "bob", "colour red")
    await click_public(w, "bob", "first red")
    board = w.public()[-1]
    options = menu_of(board)
    # 61 free cells do not fit one menu: groups by row letter, each answered privately.
    assert [label for label, _ in options] == [f"▸ {row} …" for row in "ABCDEFGHI"]
    group = await w.bob.select(board, ["▸A"])
    assert group.ephemeral and "A" in group.response.content
    cells = menu_of(group.response)
    assert [v for _, v in cells] == ["A1", "A2", "A3", "A4", "A5"]
    await w.bob.select(group.response, ["A1"])
    assert "A1" in w.public()[-1].content      # played: the new board is posted in the channel
    assert (await w.host.get(match.id)).state["board"]["A1"] == "red"
    # the board bob chose from is out of date now: a group from it changes nothing
    version = (await w.host.get(match.id)).version
    again = await w.bob.select(board, ["▸B"])
    assert again.ephemeral and str(STALE) in again.response.content
    assert (await w.host.get(match.id)).version == version
    for name, cell in [("alice", "I5"), ("bob", "E5"), ("alice", "E1"), ("bob", "C3"), ("alice", "G3")]:
        r = await w.members[name].slash(w.games, "move", move=cell)
        assert not r.ephemeral, r.response.content
    await click_public(w, "alice", "first blue")
    board = w.public()[-1]
    match = await w.host.get(match.id)
    legal = w.host.legal_moves(match, w.alice.id)
    options = menu_of(board)
    game = w.host.game_of(match)
    assert [v for _, v in options] == legal
    for label, value in options:
        if " " in value and value != "undo":
            parent = label.split(":")[0]
            assert label == f"{parent}: {value}" and match.state["board"][parent] == "blue", label
    split = next(v for v in legal if " " in v)
    played = await w.alice.select(board, [split])
    assert not played.ephemeral, played.response.content
    # /move's suggestions name the splitting cell too
    bob_split = next(v for v in w.host.legal_moves(await w.host.get(match.id), w.bob.id) if " " in v)
    choices = await w.bob.autocomplete(w.games, "move", "move", bob_split[:2])
    assert any(c["name"] == f"{game.move_label(bob_split)}" and c["value"] == bob_split for c in choices), choices


async def test_a_group_chosen_from_a_board_drawn_before_a_restart_still_opens(world):
    w = world
    await challenge(w, "clock=off seed=3")
    await click_public(w, "bob", "colour red")
    await click_public(w, "bob", "first red")
    board = w.public()[-1]
    await w.restart()
    group = await w.bob.select(board, ["▸B"])
    assert group.ephemeral and [v for _, v in menu_of(group.response)][:2] == ["B1", "B2"]
