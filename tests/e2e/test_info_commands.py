"""/view, /board, /rules, /games and /resign."""

from __future__ import annotations

from tests.e2e.conftest import mention, pinged, png_of, resign, start_lobby_match
from tests.e2e.conftest import without_due


async def test_view_is_private_and_shows_the_callers_view(world):
    w = world
    match = await start_lobby_match(w, "length=12 seed=8")
    public_before = list(w.public())
    strand = match.state["strands"][0]

    r = await w.alice.slash(w.games, "view")
    assert r.acknowledged and r.ephemeral and r.response.ephemeral
    assert r.response.content.startswith(f"Match #{match.id}, your view:\n```\n")
    assert f"alice (12): {strand}" in r.response.content
    image = await png_of(r.response.attachments[0])
    assert image == await w.host.board_png(match, w.alice.id)
    assert w.public() == public_before                         # nothing posted publicly

    spectator = await w.carol.slash(w.games, "view")
    assert spectator.ephemeral and "spectator view (you are not playing)" in spectator.response.content
    assert await png_of(spectator.response.attachments[0]) == await w.host.board_png(match, None)

    in_dm = await w.bob.user.slash("view")                       # in the DM: bob's only match
    assert in_dm.ephemeral and in_dm.response.content.startswith(f"Match #{match.id}, your view:")


async def test_board_is_public(world):
    w = world
    match = await start_lobby_match(w, "seed=8")
    r = await w.carol.slash(w.games, "board")
    assert not r.ephemeral
    # No ply count: the image names the turn or round in the game's own terms ("Turn 4", "Round 1a").
    assert r.response.content == f"Match #{match.id}, DNA (sequence chunks): {mention(w.alice)} to move"
    assert pinged(w.env, r.response) == []                     # shown, not pinged
    assert await png_of(r.response.attachments[0]) == await w.host.board_png(match, None)
    assert w.public()[-1].id == r.response.id


async def test_rules_is_private(world):
    w = world
    r = await w.dave.slash(w.games, "rules", game="dna-sequence")
    assert r.ephemeral and r.response.ephemeral
    (embed,) = r.response.embeds
    assert embed.title == "DNA (sequence chunks)"
    assert "Each player owns a strand of nucleotides" in embed.description
    assert "**Manual set-up**" in embed.description
    assert w.public() == []


async def test_games_lists_the_channels_matches(world):
    w = world
    empty = await w.alice.slash(w.games, "games")
    assert empty.ephemeral and empty.response.content == "No matches in this channel yet; start one with /play."

    lobby = (await w.alice.slash(w.games, "play", game="dna-sequence")).response
    await w.alice.click(lobby, label="Cancel")
    await start_lobby_match(w, "seed=2", players=("carol", "dave"))
    r = await w.bob.slash(w.games, "games")
    assert r.ephemeral
    assert r.response.content.splitlines() == [
        "#2 DNA (sequence chunks) — running, ply 0 — carol, dave",
        "#1 DNA (sequence chunks) — cancelled — alice",
    ]


async def test_resign_ends_a_two_player_game(world):
    w = world
    match = await start_lobby_match(w, "seed=4")
    post = await resign(w.alice, w.games)
    assert post.content == ("alice resigned\nbob wins (alice resigned)\n"
                            f"Match #{match.id} is over. Thanks for playing!")
    await png_of(post.attachments[0])
    match = await w.host.get(match.id)
    assert match.status == "finished" and match.result["winners"] == ["bob"]
    assert await w.host.active_in_channel(w.games.id) is None
    again = await w.bob.slash(w.games, "resign")
    assert again.ephemeral and again.response.content == "there is no match in this channel; start one with /play"


async def test_resign_in_a_three_player_game_goes_on(world):
    w = world
    match = await start_lobby_match(w, "manual length=6 non_incremental", players=("alice", "bob", "carol"))
    post = await resign(w.bob, w.games)
    assert post.content.startswith("bob resigned")
    assert without_due(post.content).endswith(f"waiting for {mention(w.alice)}, {mention(w.carol)}")
    match = await w.host.get(match.id)
    assert match.status == "running"
