"""One card per turn (Components V2) where Petri answers only through interactions."""

from __future__ import annotations

from simcord.components import COMPONENTS_V2_FLAG, walk_components

from tests.e2e.anywhere_sim import Anywhere
from tests.e2e.test_anywhere_play import _answers_only, _open

CONTAINER, ACTION_ROW, SELECT, TEXT, GALLERY = 17, 1, 3, 10, 12


def _card(message) -> tuple[list[str], list[dict], list[dict]]:
    """A turn card's texts, gallery items and controls; fails unless ``message`` is one V2
    container holding all it shows."""
    assert message.flags & COMPONENTS_V2_FLAG, "not a Components V2 message"
    assert not message.content and not message.embeds
    (container,) = message.components
    assert container["type"] == CONTAINER
    inside = list(walk_components(container["components"]))
    texts = [c["content"] for c in inside if c["type"] == TEXT]
    pictures = [item for c in inside if c["type"] == GALLERY for item in c["items"]]
    controls = [c for c in inside if c.get("custom_id")]
    return texts, pictures, controls


async def test_a_dna_match_in_a_server_without_petri_shows_one_card_per_turn(world):
    anywhere = Anywhere(world.env)
    anywhere.install(world.alice, world.bob)
    place = anywhere.server_without_bot("Friends", world.alice, world.bob)
    await _open(place, world.alice, [world.bob], "dna-sequence", "seed=2")
    match = await world.host.channel_match(place.id)
    players = {p.id: p for p in (world.alice, world.bob)}
    (first,) = place.messages()[-1:]
    texts, pictures, controls = _card(first)
    assert f"Match #{match.id}" in texts[0] and "begins" in "\n".join(texts)
    played = []
    for turn in range(4):
        match = await world.host.get(match.id)
        mover = players[world.host.movers(match)[0].user_id]
        move = world.host.legal_moves(match, mover.id)[0]
        before = len(place.messages())
        if turn % 2:     # by the card's own menu, or by /move: each turn's answer is one card
            card = place.messages()[-1]
            menu = _card(card)[2][0]
            assert move in {o["value"] for o in menu["options"]}
            answer = await place.select(mover, card, [move], custom_id=menu["custom_id"])
        else:
            answer = await place.slash(mover, "move", move=move)
        assert answer.acknowledged and not answer.ephemeral
        played.append(move)
        match = await world.host.get(match.id)
        assert len(place.messages()) == before + 1, [m.content for m in place.messages()[before:]]
        card = place.messages()[-1]
        texts, pictures, controls = _card(card)
        nxt = world.host.movers(match)[0].user_id
        # whose turn with the clock, the last move, the picture, the controls: all in the one container
        assert any(f"<@{nxt}>, your move, due <t:" in t for t in texts), texts
        assert any(move in t and mover.name in t for t in texts), texts
        (attachment,) = card.attachments
        assert attachment["filename"] == f"petri-{match.id}-ply{turn + 1}.png"
        assert [p["media"]["url"] for p in pictures] == [attachment["url"]]
        assert pictures[0]["description"]                       # the board's alt text stays
        assert await world.host.board_png(match, None) == world.env.backend.cdn.get(attachment["url"])
        (menu,) = controls                                          # drawn for the match's version
        assert menu["type"] == SELECT and menu["custom_id"] == f"petri:quick:{match.id}:v{match.version}"
    _answers_only(world, place)


async def test_a_card_no_interaction_can_carry_reaches_the_pinged_player_by_dm_as_text(world):
    anywhere = Anywhere(world.env)
    anywhere.install(world.alice, world.bob)
    place = anywhere.server_without_bot("Friends", world.alice, world.bob)
    await _open(place, world.alice, [world.bob], "dna-sequence", "seed=4 clock=3600")
    match = await world.host.channel_match(place.id)
    players = {p.id: p for p in (world.alice, world.bob)}
    late = players[world.host.movers(match)[0].user_id]
    other = next(p for p in players.values() if p is not late)
    shown = len(place.messages())
    before = len(world.dms(other))
    await world.env.advance_time(3700)      # the clock runs out; the easy computer moves for the seat
    match = await world.host.get(match.id)
    assert world.host.movers(match)[0].user_id == other.id
    told = [m.content for m in world.dms(other)[before:]]
    # The time-out's card could not reach the conversation: its text reaches the pinged player.
    assert any(f"/channels/{place.guild_id}/{place.id}" in t and f"<@{other.id}>, your move" in t for t in told), told
    assert len(place.messages()) == shown
    _answers_only(world, place)


async def test_a_server_that_chose_turn_cards_gets_one_card_per_turn_in_the_match_thread(world, tables):
    from tests.e2e.conftest import thread_of
    from tests.e2e.test_threads import challenge, posts

    w = world
    told = await w.mod.slash(w.games, "gm config", turn_cards=True)
    assert "posted as one card each" in told.response.content
    _, match = await challenge(w, tables, w.alice, w.bob, options="seed=2 clock=off")
    thread = thread_of(w, tables, match)
    players = {p.id: p for p in (w.alice, w.bob)}

    def stored(message):
        return w.env.backend.get_message(thread.id, message.id)

    texts, pictures, controls = _card(stored(posts(thread)[-1]))
    assert f"Match #{match.id}" in texts[0] and "begins" in "\n".join(texts) and pictures and controls
    assert not any("Rated" in t for t in texts)          # a server's own matches need no word on it
    for turn in range(3):
        match = await w.host.get(match.id)
        mover = players[w.host.movers(match)[0].user_id]
        move = w.host.legal_moves(match, mover.id)[0]
        before = len(posts(thread))
        if turn % 2:
            card = posts(thread)[-1]
            menu = _card(stored(card))[2][0]
            await mover.select(card, [move], custom_id=menu["custom_id"])
        else:
            await mover.slash(thread, "move", move=move)
        match = await w.host.get(match.id)
        assert len(posts(thread)) == before + 1
        texts, pictures, controls = _card(stored(posts(thread)[-1]))
        assert any(move in t and mover.name in t for t in texts), texts
        nxt = w.host.movers(match)[0].user_id
        assert any(f"<@{nxt}>, your move" in t for t in texts), texts
        (attachment,) = stored(posts(thread)[-1]).attachments
        assert [p["media"]["url"] for p in pictures] == [attachment["url"]]
        assert controls[0]["custom_id"] == f"petri:quick:{match.id}:v{match.version}"

    # Turned off again: the next turn is the plain post (text, picture attached, menu below).
    told = await w.mod.slash(w.games, "gm config", turn_cards=False)
    assert "posted as text" in told.response.content
    match = await w.host.get(match.id)
    mover = players[w.host.movers(match)[0].user_id]
    await mover.slash(thread, "move", move=w.host.legal_moves(match, mover.id)[0])
    plain = stored(posts(thread)[-1])
    assert not plain.flags & COMPONENTS_V2_FLAG and "your move" in plain.content


async def test_where_turn_cards_are_on_the_channels_match_card_is_one_card_too(world, tables):
    """The lobby card in the channel (players, status, what to do, its buttons) is one V2
    container from ``/play`` on; it then says the match started and links the thread, and at
    the end gives the result.  The format stays the match's: a match opened before
    ``turn_cards:False`` keeps its card, a match opened after gets the embed."""
    from tests.e2e.conftest import button_labels, pinged, play_to_the_end, thread_of
    from tests.e2e.test_threads import card_match_id

    w = world

    def labels(controls) -> list[str]:
        return [c.get("label") for c in controls]

    def card_now(message):
        return _card(w.env.backend.get_message(tables.id, message.id))

    await w.mod.slash(w.games, "gm config", turn_cards=True)
    lobby = (await w.alice.slash(tables, "play", game="dna-sequence", options="length=12 seed=5 clock=off")).response
    texts, pictures, controls = card_now(lobby)
    assert "match #" in texts[0] and "Lobby open" in texts and not pictures
    assert "1. alice" in "\n".join(texts) and "Start" in labels(controls) and "Join" in labels(controls)
    joined = await w.bob.click(lobby, label="Join")
    texts, _, controls = card_now(lobby)
    assert joined.acknowledged and "2. bob" in "\n".join(texts) and "Join" in labels(controls)
    await w.alice.click(lobby, label="Start")
    match = await w.host.get(card_match_id(lobby))
    thread = thread_of(w, tables, match)
    texts, _, controls = card_now(lobby)
    assert any("Started!" in t and f"<#{thread.id}>" in t for t in texts), texts
    assert "Running" in texts and controls == []
    done = await play_to_the_end(w, thread, match.id)
    texts, _, controls = card_now(lobby)
    assert any(f"Match #{done.id} is over" in t and f"<#{thread.id}>" in t for t in texts), texts
    assert any("Finished" in t for t in texts) and controls == []
    # A challenge's card pings whom it challenges from inside the card; declined, it says so.
    dare = (await w.alice.slash(tables, "play", game="protozoa", options="clock=off", opponent=w.dave)).response
    texts, _, controls = card_now(dare)
    assert any(f"<@{w.dave.id}>, <@{w.alice.id}> challenges you" in t for t in texts), texts
    assert labels(controls) == ["Accept", "Decline"] and w.dave.id in pinged(w.env, dare)
    await w.dave.click(dare, label="Decline")
    texts, _, controls = card_now(dare)
    assert any("declined the challenge" in t for t in texts) and controls == []
    # Opened while cards are on, cancelled after they are off: still its card.
    second = (await w.carol.slash(tables, "play", game="protozoa", options="clock=off")).response
    await w.mod.slash(w.games, "gm config", turn_cards=False)
    await w.carol.click(second, label="Cancel")
    texts, _, controls = card_now(second)
    assert "Cancelled." in texts and controls == []
    third = (await w.dave.slash(tables, "play", game="protozoa", options="clock=off")).response
    assert third.embeds and not third.flags.value & COMPONENTS_V2_FLAG and "Join" in button_labels(third)
    assert "Lobby open" in third.embeds[0].description
