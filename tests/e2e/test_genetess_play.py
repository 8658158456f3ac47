"""Genetess through the bot: secret bids, fog of war by DM after every turn, orders answered
privately, nothing about pieces in the channel, /gm map and the game-master's full board.

Rules: shared/rules/genetess.md §13.  On the shipped "duel" map K1 is C3 and K2 is J10; with
alice bidding for K1 and bob bidding nothing, alice starts on C3 and moves first.
"""

from __future__ import annotations

from tests.e2e.conftest import mention, newest_with_button, png_of, resign, visible_text
from tests.e2e.test_clocks import run_example
from tests.e2e.test_history_replay import history_text
from tests.e2e.test_secret_setup import close_dms

OPTIONS = "map=duel start_energy=30 seed=3 clock=off"


async def started(w, options: str = OPTIONS):
    """alice challenges bob, both bid by DM; returns the match in round 1."""
    r = await w.alice.slash(w.games, "play", game="genetess", options=options, opponent=w.bob)
    await w.bob.click(r.response, label="Accept")
    bid = await w.alice.user.slash("move", move="BID start 2 K1")
    assert bid.ephemeral and "your bid: BID start 2 K1" in bid.response.content
    await w.bob.user.slash("move", move="BID")
    match = await w.match()
    assert match.state["round"] == 1 and match.state["start_of"] == ["K1", "K2"]
    return match


def pieces_in_public_text(w) -> str:
    return visible_text(w.public())


async def test_every_seat_gets_its_own_board_by_dm_and_the_channel_sees_no_piece(world):
    w = world
    match = await started(w)
    assert "start 2 K1" not in pieces_in_public_text(w), "a bid leaked"
    seen_before = {name: len(w.dms(w.members[name])) for name in ("alice", "bob")}
    r = await w.alice.slash(w.games, "move", move="CREATE D4 ABBB")
    assert r.ephemeral and "you created ABBB on D4 for 15 E" in r.response.content
    post = w.public()[-1]
    assert post.content.splitlines() == ["alice has played", f"{mention(w.bob)}, your move"]
    assert not post.components, "no move menu under a fogged board"
    text = pieces_in_public_text(w)
    assert "ABBB" not in text and "D4" not in text and "C3: alice" not in text
    match = await w.host.get(match.id)
    assert await png_of(post.attachments[0]) == await w.host.board_png(match, None)
    for name in ("alice", "bob"):
        new = w.dms(w.members[name])[seen_before[name]:]
        (dm,) = new
        assert ("Your move" in dm.content) == (name == "bob"), dm.content
        energy = match.state["energy"][match.state["seats"].index(name)]
        assert f"your E: {energy}" in dm.content, dm.content
        if name == "alice":  # a new piece on her board
            assert await png_of(dm.attachments[0]) == await w.host.board_png(match, w.members[name].id)
        else:                # only his E (his income): the text says it, no new picture
            assert dm.attachments == [], "bob's unchanged board was sent again"
    bob_text = visible_text(w.dms(w.bob))
    assert "ABBB" not in bob_text and "D4" not in bob_text, "bob saw alice's piece through the fog"
    assert "D4: alice ABBB" in visible_text(w.dms(w.alice))
    # The history keeps the order's text out of the channel too.
    assert "CREATE" not in await history_text(w.bob, w.games)


async def test_closed_dms_get_the_show_my_view_notice(world):
    w = world
    match = await started(w)
    close_dms(w, w.bob)
    await w.alice.slash(w.games, "move", move="PASS")
    notice = newest_with_button(w.games, "Show my view")
    assert notice.content.startswith(f"{mention(w.bob)}: I can't DM you")
    shown = await w.bob.click(notice, label="Show my view")
    assert shown.ephemeral
    match = await w.host.get(match.id)
    (board,) = shown.response.attachments
    assert await png_of(board) == await w.host.board_png(match, w.bob.id)


GOOD_MAP = """title = "Tiny"
grid = \"\"\"
########
#......#
#......#
#..X...#
#......#
#......#
########
\"\"\"
[starts]
K1 = "B2"
K2 = "G6"
"""


async def test_gm_map_loads_a_checked_map_file_into_a_lobby(world):
    w = world
    r = await w.alice.slash(w.games, "play", game="genetess", options="seed=3 clock=off", opponent=w.bob)
    bad = await w.mod.slash(w.games, "gm map", file=("broken.toml", GOOD_MAP.replace('K2 = "G6"', 'K2 = "A1"').encode()))
    assert bad.ephemeral and "broken.toml" in bad.response.content and "A1" in bad.response.content
    loaded = await w.mod.slash(w.games, "gm map", file=("tiny.toml", GOOD_MAP.encode()))
    assert "Map tiny.toml loaded" in loaded.response.content
    assert "A game-master loaded the map tiny.toml into match #1" in w.public()[-1].content
    await w.bob.click(r.response, label="Accept")
    match = await w.match()
    assert (match.state["width"], match.state["height"]) == (8, 7)
    # The start and every replay use the loaded map.
    assert (await w.host.positions(match))[0].state["width"] == 8
    late = await w.mod.slash(w.games, "gm map", file=("tiny.toml", GOOD_MAP.encode()))
    assert "has started" in late.response.content


async def test_gm_show_has_the_full_board_privately(world):
    w = world
    match = await started(w)
    await w.alice.slash(w.games, "move", move="CREATE D4 ABBB")
    shown = await w.mod.slash(w.games, "gm show")
    assert shown.ephemeral
    board = shown.response.attachments[0]
    match = await w.host.get(match.id)
    assert await png_of(board) == await w.host.board_png(match, full=True)
    assert "ABBB" not in pieces_in_public_text(w)


def test_the_example_script_passes(tmp_path):
    done = run_example("genetess.txt", tmp_path / "out")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]


#: A wall (D3) next to K1 (C3), far out of sight of K2 (J10).
WALL_MAP = """title = "Wall by K1"
grid = \"\"\"
############
#..........#
#..X.......#
#..........#
#..........#
#..........#
#..........#
#..........#
#..........#
#..........#
#..........#
############
\"\"\"
[starts]
K1 = "C3"
K2 = "J10"
"""


async def _one_order(w, order: str) -> dict:
    """A match on WALL_MAP (alice on C3, bob on J10) where alice gives ``order``; then what the
    channel and bob received for it, and alice resigns so the channel is free again."""
    r = await w.alice.slash(w.games, "play", game="genetess", options=OPTIONS, opponent=w.bob)
    await w.mod.slash(w.games, "gm map", file=("wall.toml", WALL_MAP.encode()))
    await w.bob.click(r.response, label="Accept")
    await w.alice.user.slash("move", move="BID start 2 K1")
    await w.bob.user.slash("move", move="BID")
    match = await w.match()
    dms = len(w.dms(w.bob))
    await w.alice.slash(w.games, "move", move=order)
    post = w.public()[-1]
    (dm,) = w.dms(w.bob)[dms:]
    seen = {"channel": post.content, "board": await png_of(post.attachments[0]),
            "dm": dm.content.replace(f"Match #{match.id}", "Match #N"),
            "dm board": [await png_of(a) for a in dm.attachments]}
    await resign(w.alice, w.games)
    return seen


async def test_an_o_piece_opening_a_wall_out_of_sight_changes_nothing_for_the_others(world):
    # §13 ruling: wall changes are seen by the seats that see the square; the channel keeps the
    # skeleton.  The same match twice: alice opens D3 with an O piece, or passes.
    w = world
    opened = await _one_order(w, "CREATE D3 AO")
    passed = await _one_order(w, "PASS")
    assert opened == passed
    assert "D3" not in opened["dm"] and "opened" not in opened["channel"]
    assert "interior wall opened on D3" in visible_text(w.dms(w.alice))


async def test_a_seat_whose_board_did_not_change_gets_the_news_without_a_new_picture(world):
    # A private board is drawn and sent only when what it shows changed; the
    # turn line is in the DM's text.  Three seats: when the first mover passes, the seat
    # that is not next sees nothing new.
    w = world
    lobby = (await w.alice.slash(w.games, "play", game="genetess", options="clock=off seed=3")).response
    for guest in (w.bob, w.carol):
        await guest.click(lobby, label="Join")
    await w.alice.click(lobby, label="Start")
    for member in (w.alice, w.bob, w.carol):
        await member.user.slash("move", move="BID")
    match = await w.match()
    order = match.state["order"]
    mover, nxt, third = (w.members[match.state["seats"][seat]] for seat in order)
    before = {m.id: len(w.dms(m)) for m in (mover, nxt, third)}
    r = await mover.slash(w.games, "move", move="PASS")
    assert r.acknowledged
    (idle,) = w.dms(third)[before[third.id]:]
    assert "Your move" not in idle.content and idle.attachments == [], "an unchanged board was sent again"
    (next_up,) = w.dms(nxt)[before[nxt.id]:]
    # Only its E changed (its income): the text says it, the board is not drawn again.
    assert "Your move" in next_up.content and next_up.attachments == [], "the same board was sent again"
    energy = (await w.match()).state["energy"][match.state["seats"].index(nxt.name)]
    assert f"your E: {energy}" in next_up.content, next_up.content


async def test_a_duel_lobby_card_names_the_start_square_the_measurements_favour(world):
    """A shipped map measured to favour one seat (games/ai/map_balance.json) says
    so on the lobby card (a new Genetess lobby of two plays on duel)."""
    from games.ai.levels import favoured_seat

    found = favoured_seat("duel")
    r = await world.alice.slash(world.games, "play", game="genetess")
    lobby = r.response
    assert lobby.embeds, lobby.content
    notes = [f.value for f in lobby.embeds[0].fields if f.name == "Seat balance"]
    if found is None:
        assert notes == []
    else:
        assert len(notes) == 1 and f"won {found['wins']:g} of {found['matches']}" in notes[0]
        assert "`/rules game:genetess`" in notes[0] and "petri" not in notes[0]
