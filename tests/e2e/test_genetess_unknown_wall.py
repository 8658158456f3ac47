"""Genetess through the bot: an order into a wall its player could not know of.

Rules: G5 in docs/rules/genetess.md (a move blocked by what its mover could not know of
fails as a PASS, the mover alone told) and §13 (a seat knows the walls it has seen).  Bob's
rockfall (S21) raises walls out of alice's sight; alice then orders her piece through one of
them.  The order is accepted, fails as a PASS, alice is told what she ran into, and the
channel reads exactly as in the same match without the rockfall.
"""

from __future__ import annotations

from tests.e2e.conftest import png_of, resign, visible_text

OPTIONS = "start_energy=30 seed=3 clock=off"
GRID = """grid = \"\"\"
############
#..........#
#..........#
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
K1 = "E8"
K2 = "J10"
"""
#: The rockfall on J9: Bob's piece there brings down I8..K10 at the start of his next turn.
ROCKFALL = 'title = "Rooms"\n' + GRID + '[[specials]]\nsquare = "J9"\ntype = 21\n'
#: The same board with no special: nothing falls.
NO_ROCKFALL = 'title = "Rooms"\n' + GRID

ORDERS = [("alice", "CREATE F8 ABBB"), ("bob", "CREATE J9 A"), ("alice", "PASS"),
          ("bob", "PASS"), ("alice", "MOVE F8 E-E-E")]
NOTE = "your move from F8 was blocked by an interior wall you did not know of on I8; the order fails"


async def play(w, game_map: str) -> dict:
    """A match on ``game_map`` (alice on E8 moving first, bob on J10) through ``ORDERS``: what
    the channel showed from the first order on, alice's answer to her last order and her DMs."""
    r = await w.alice.slash(w.games, "play", game="genetess", options=OPTIONS, opponent=w.bob)
    await w.mod.slash(w.games, "gm map", file=("rooms.toml", game_map.encode()))
    await w.bob.click(r.response, label="Accept")
    await w.alice.user.slash("move", move="BID start 2 K1")
    await w.bob.user.slash("move", move="BID")
    match = await w.match()
    assert match.state["start_of"] == ["K1", "K2"] and match.state["order"] == [0, 1]
    posts, dms = len(w.public()), len(w.dms(w.alice))
    for name, order in ORDERS:
        answer = await w.members[name].slash(w.games, "move", move=order)
        assert answer.ephemeral and not answer.response.content.startswith("illegal"), \
            answer.response.content
    match = await w.host.get(match.id)
    channel = [(post.content.replace(f"#{match.id}", "#N"),
                [await png_of(a) for a in post.attachments]) for post in w.public()[posts:]]
    seen = {"channel": channel, "answer": answer.response.content, "state": match.state,
            "alice dms": visible_text(w.dms(w.alice)[dms:])}
    await resign(w.alice, w.games)
    return seen


async def test_an_order_into_a_wall_alice_could_not_know_of_fails_as_a_pass(world):
    w = world
    walled = await play(w, ROCKFALL)
    clear = await play(w, NO_ROCKFALL)
    state = walled["state"]
    assert "I8" in state["inner"] and "I8" not in state["skeleton"]   # bob's rockfall
    assert state["pieces"]["F8"]["seq"] == "ABBB" and state["last"]["kind"] == "blocked"
    assert clear["state"]["pieces"]["I8"]["seq"] == "ABBB"              # moved, without it
    assert NOTE in walled["answer"] and NOTE in walled["alice dms"]
    assert NOTE not in clear["alice dms"]
    assert walled["channel"] == clear["channel"]
    text = "\n".join(content for content, _ in walled["channel"])
    assert "I8" not in text and "blocked" not in text and "alice has played" in text


#: An interior wall on I9, next to bob's King: his O piece may open it, out of alice's sight.
STUB = 'title = "Stub"\n' + GRID.replace(
    "#..........#\n#..........#\n#..........#\n############",
    "#.......X..#\n#..........#\n#..........#\n############")


async def try_through_the_stub(w, bob_order: str) -> dict:
    """Alice makes an ABBB on F9, bob gives ``bob_order``, alice orders it E-E-E through I9."""
    r = await w.alice.slash(w.games, "play", game="genetess", options=OPTIONS, opponent=w.bob)
    await w.mod.slash(w.games, "gm map", file=("stub.toml", STUB.encode()))
    await w.bob.click(r.response, label="Accept")
    await w.alice.user.slash("move", move="BID start 2 K1")
    await w.bob.user.slash("move", move="BID")
    match = await w.match()
    assert "I9" in match.state["inner"]
    posts = len(w.public())
    await w.alice.slash(w.games, "move", move="CREATE F9 ABBB")
    await w.bob.slash(w.games, "move", move=bob_order)
    answer = await w.alice.slash(w.games, "move", move="MOVE F9 E-E-E")
    match = await w.host.get(match.id)
    seen = {"answer": answer.response.content, "opened": "I9" not in match.state["inner"],
            "channel": [post.content.replace(f"#{match.id}", "#N") for post in w.public()[posts:]]}
    await resign(w.alice, w.games)
    return seen


async def test_a_wall_opened_out_of_alices_sight_still_stands_for_her_orders(world):
    # What alice believes closed stays closed for her orders until she sees it open (§13).
    w = world
    opened = await try_through_the_stub(w, "CREATE I9 AO")
    kept = await try_through_the_stub(w, "PASS")
    assert opened["opened"] and not kept["opened"]
    assert opened["answer"] == kept["answer"]
    assert "runs into the interior wall on I9" in opened["answer"]
    assert opened["channel"] == kept["channel"]
