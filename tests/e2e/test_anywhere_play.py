"""Matches where Petri cannot post (tests/e2e/anywhere_sim.py): a group DM, a server without
Petri.  Each turn is answered through the interaction that made it; secrets go ephemerally or
by DM; what needs a message outside an interaction reaches players by DM."""

from __future__ import annotations

import pytest

from bot.host import ratings
from bot.host.match_host import HostError
from tests.e2e.anywhere_sim import Anywhere

RATED_OWN_SERVER = "Rated in this server's own ratings"
RATED_OUTSIDE = "Rated among your matches outside servers"


@pytest.fixture
def anywhere(world) -> Anywhere:
    return Anywhere(world.env)


def shown(message) -> str:
    """All a message shows as text: its content and the text displays of a card (Components V2)."""
    from simcord.components import walk_components

    cards = [c.get("content", "") for c in walk_components(message.components or []) if c.get("type") == 10]
    return "\n".join([message.content or "", *cards])


def _answers_only(world, place) -> None:
    """The bot never wrote to the conversation's channel itself: all it shows came as answers."""
    assert not [h for h in world.env.http_requests
                if h.method in ("POST", "PATCH") and h.path.startswith(f"/channels/{place.id}")]


def _carries_the_card(place, answer, match_id: int) -> None:
    """``answer`` (an interaction's result) carried the turn's card itself: its response or a
    follow-up is the conversation's newest "Match #N" card, public."""
    mine = {m.id for m in [answer.response, *answer.followups] if m is not None}
    cards = [m for m in place.messages() if f"Match #{match_id}" in shown(m)]
    assert cards and cards[-1].id in mine, (mine, [m.id for m in cards[-3:]])


async def _open(place, host, guests, game: str, options: str | None = None):
    lobby = (await place.slash(host, "play", game=game, **({"options": options} if options else {}))).response
    for guest in guests:
        joined = await place.click(guest, lobby, label="Join")
        assert joined.acknowledged and not joined.ephemeral, joined.response.content
    started = await place.click(host, lobby, label="Start")
    assert started.response.content.startswith("Started!"), started.response.content
    return lobby


async def _play_out(world, place, match_id: int, players, most: int = 80):
    """Whoever is to move plays their first legal move with /move in ``place``; each answer is
    the interaction's own, public, response.  Returns the finished match."""
    for _ in range(most):
        match = await world.host.get(match_id)
        if match.status == "finished":
            return match
        mover = next(p for p in players if p.id == world.host.movers(match)[0].user_id)
        answer = await place.slash(mover, "move", move=world.host.legal_moves(match, mover.id)[0])
        assert answer.acknowledged and not answer.ephemeral, answer.response.content
        assert answer.response.channel_id == place.id
        _carries_the_card(place, answer, match_id)
    raise AssertionError("the game did not end")


async def test_a_dna_match_in_a_server_without_petri_is_played_by_interactions(world, anywhere):
    anywhere.install(world.alice, world.bob)
    place = anywhere.server_without_bot("Friends", world.alice, world.bob)
    await _open(place, world.alice, [world.bob], "dna-sequence")
    match = await world.host.channel_match(place.id)
    assert match is not None and match.thread_id is None
    listed = await place.slash(world.bob, "matches")            # /matches finds it there
    assert listed.ephemeral and f"#{match.id}" in listed.response.content, listed.response.content
    done = await _play_out(world, place, match.id, (world.alice, world.bob))
    assert done.status == "finished"
    seen = place.messages()
    assert any(a["filename"].endswith(".png") for m in seen for a in m.attachments)   # boards came as answers
    assert not any("thread" in m.content for m in seen)                         # no thread notice there
    _answers_only(world, place)
    # Rated under the server's own id, and the players were told so on the first and last card.
    told = [m for m in seen if RATED_OWN_SERVER in shown(m)]
    assert len(told) == 2 and "begins" in shown(told[0]), [shown(m) for m in told]
    assert told[1] is seen[-2] and seen[-1].content.startswith("Replay of match")   # the result's card
    for player in (world.alice, world.bob):
        (rating,) = await ratings.stats(world.host.store, player.id, "dna-sequence")
        assert rating["guild_id"] == place.guild_id and rating["played"] == 1
    history = await place.slash(world.alice, "history", match=match.id)
    assert history.acknowledged and "DNA" in history.response.content, history.response.content


async def test_a_mitosis_clone_match_in_a_group_dm_keeps_its_secrets_from_the_watcher(world, anywhere):
    from tests.e2e.test_mitosis_play import CLONE_PLACING, secret_forms

    anywhere.install(world.alice, world.bob)                 # carol only watches
    gdm = anywhere.group_dm(world.alice, world.bob, world.carol)
    await _open(gdm, world.alice, [world.bob], "mitosis", "clone clock=off seed=3")
    match = await world.host.channel_match(gdm.id)
    assert match.guild_id is None and match.thread_id is None
    players, leaked, secret_steps, differs = (world.alice, world.bob), set(), 0, []
    # The opening of tests/e2e/test_mitosis_play.py (seed 3): the game reaches its splits.
    script = [("bob", "colour red"), ("bob", "first red"), *CLONE_PLACING, ("alice", "first blue")]
    for _ in range(400):
        match = await world.host.get(match.id)
        if match.status == "finished":
            break
        mover = next(p for p in players if p.id == world.host.movers(match)[0].user_id)
        text = script.pop(0)[1] if script else world.host.legal_moves(match, mover.id)[0]
        answer = await gdm.slash(mover, "move", move=text)
        assert answer.acknowledged, answer
        if text.startswith("active"):                        # the secret step: only the mover sees it
            secret_steps += 1
            assert answer.ephemeral, answer.response.content
        else:
            assert not answer.ephemeral, answer.response.content
            _carries_the_card(gdm, answer, match.id)
        match = await world.host.get(match.id)
        if match.state and match.status != "finished":
            seen = gdm.messages(world.carol)
            pictures = {world.env.backend.cdn.get(a["url"]) for m in seen for a in m.attachments}
            public = await world.host.board_png(match, None)
            for seat, player in enumerate(players):
                leaked |= {f for f in secret_forms(world, match, seat) if any(f in shown(m) for m in seen)}
                own = await world.host.board_png(match, player.id)      # a seat's board that shows its secret
                differs.append(own != public)
                if own != public and own in pictures:
                    leaked.add(f"the board of seat {seat} at version {match.version}")
    assert match.status == "finished", "the game did not end"
    assert secret_steps > 0 and not leaked
    assert any(differs)              # the seats' own boards did show secrets: the check above was real
    # The watcher sees the end, and how it counts: a group DM rates outside servers (scope 0).
    *_, last, replay = gdm.messages(world.carol)
    assert RATED_OUTSIDE in shown(last) and "wins" in shown(last), shown(last)
    assert replay.content.startswith("Replay of match")
    for player in players:
        (rating,) = await ratings.stats(world.host.store, player.id, "mitosis")
        assert rating["guild_id"] == 0 and rating["played"] == 1
    assert [m for m in gdm.messages(world.carol) if m.is_ephemeral] == []
    assert world.carol.user.dm_channel is None or world.dms(world.carol) == []
    _answers_only(world, gdm)


async def test_a_server_that_turned_external_apps_off_is_told_so(world, anywhere):
    anywhere.install(world.alice)
    closed = anywhere.server_without_bot("Strict", world.alice, external_apps=False)
    refused = await closed.slash(world.alice, "play", game="dna-sequence")
    assert refused.ephemeral and "turned off external apps" in refused.response.content
    with pytest.raises(HostError):
        await world.host.channel_match(closed.id)                         # no match was opened
    rules = await closed.slash(world.alice, "rules", game="dna-sequence")  # private answers still work
    assert rules.ephemeral and "external apps" not in rules.response.content


async def test_a_reminder_outside_any_interaction_reaches_the_player_by_dm(world, anywhere):
    anywhere.install(world.alice, world.bob)
    place = anywhere.server_without_bot("Friends", world.alice, world.bob)
    await _open(place, world.alice, [world.bob], "dna-sequence", "seed=4 clock=3600")
    match = await world.host.channel_match(place.id)
    mover = next(p for p in (world.alice, world.bob) if p.id == world.host.movers(match)[0].user_id)
    shown = len(place.messages())
    await world.env.advance_time(1800)          # half time: the Start click's token died long ago
    (reminder,) = world.dms(mover)
    assert "half of your time is used" in reminder.content
    assert f"/channels/{place.guild_id}/{place.id}" in reminder.content
    assert len(place.messages()) == shown       # nothing could reach the conversation itself
    # The conversation sees the match as it is at its next interaction.
    board = await place.slash(world.bob, "board")
    assert board.acknowledged and not board.ephemeral
    _answers_only(world, place)


async def test_genetess_fogged_boards_reach_each_seat_privately_and_never_the_group(world, anywhere):
    from tests.e2e.conftest import png_of
    from tests.e2e.test_genetess_play import OPTIONS

    anywhere.install(world.alice, world.bob)
    gdm = anywhere.group_dm(world.alice, world.bob, world.carol)
    await _open(gdm, world.alice, [world.bob], "genetess", OPTIONS)
    match = await world.host.channel_match(gdm.id)
    bid = await gdm.slash(world.alice, "move", move="BID start 2 K1")
    assert bid.ephemeral and "your bid: BID start 2 K1" in bid.response.content
    assert (await gdm.slash(world.bob, "move", move="BID")).ephemeral
    before = {p.name: len(world.dms(p)) for p in (world.alice, world.bob)}
    order = await gdm.slash(world.alice, "move", move="CREATE D4 ABBB")
    assert order.ephemeral and "you created ABBB on D4" in order.response.content
    match = await world.host.get(match.id)
    group = gdm.messages(world.carol)
    text = "\n".join(shown(m) for m in group)
    assert "ABBB" not in text and "D4" not in text and "start 2 K1" not in text
    public_png = await world.host.board_png(match, None)
    pictures = [a for m in group for a in m.attachments]
    assert pictures and all(a["filename"].endswith(".png") for a in pictures)
    stored = [world.env.backend.cdn.get(a["url"]) for a in pictures]
    assert stored[-1] == public_png
    assert await world.host.board_png(match, world.alice.id) not in stored       # a fogged board never
    (dm,) = world.dms(world.alice)[before["alice"]:]
    assert await png_of(dm.attachments[0]) == await world.host.board_png(match, world.alice.id)
    assert "ABBB" not in "\n".join(m.content for m in world.dms(world.bob))
    assert world.carol.user.dm_channel is None or world.dms(world.carol) == []
    _answers_only(world, gdm)


async def test_matches_and_history_find_a_group_dm_match(world, anywhere):
    anywhere.install(world.alice, world.bob)
    gdm = anywhere.group_dm(world.alice, world.bob, world.carol)
    await _open(gdm, world.alice, [world.bob], "dna-sequence", "clock=off")
    match = await world.host.channel_match(gdm.id)
    mover = next(p for p in (world.alice, world.bob) if p.id == world.host.movers(match)[0].user_id)
    text = world.host.legal_moves(match, mover.id)[0]
    await gdm.slash(mover, "move", move=text)
    listed = await gdm.slash(world.alice, "matches")
    assert listed.ephemeral and f"#{match.id}" in listed.response.content, listed.response.content
    mine = await world.alice.user.slash("matches")                     # from her DM with Petri too
    assert f"#{match.id}" in mine.response.content
    history = await gdm.slash(world.bob, "history", match=match.id)
    assert text in history.response.content, history.response.content


async def _owed_turn_post(world, place):
    """A DNA match in ``place`` whose first move's post failed (it is owed, its retry 5 s on);
    the poster is stopped and the clock moved past the retry, so the test runs the retry
    (``poster.deliver_due()``) at the moment it chooses.  Returns (match, mover, other, poster)."""
    await _open(place, world.alice, [world.bob], "dna-sequence", "clock=off")
    match = await world.host.channel_match(place.id)
    mover = next(p for p in (world.alice, world.bob) if p.id == world.host.movers(match)[0].user_id)
    other = world.bob if mover is world.alice else world.alice
    world.env.inject_error("POST", "/webhooks/*", status=500)           # the move's post fails once
    failed = await place.slash(mover, "move", move=world.host.legal_moves(match, mover.id)[0])
    assert "will follow" in failed.response.content, failed.response.content
    assert await world.host.store.next_owed_at() is not None              # the post is owed
    poster = world.bot.poster
    await poster.close()
    await world.env.advance_time(6)
    return match, mover, other, poster


@pytest.mark.parametrize("looked", [True, False], ids=["thinking-seen", "thinking-unseen"])
async def test_an_owed_post_never_rides_a_private_answer(world, anywhere, monkeypatch, looked):
    """A turn's post that failed stays owed; its retry comes while Petri is still drawing bob's
    private view (his /view, answered "thinking…" for him alone).  Discord shows the first
    follow-up of such an answer to bob only: the post must not ride it, and is marked posted
    only once the whole group sees it.  ``thinking-unseen``: were the "thinking…" missed, the
    follow-up that came out ephemeral does not count and another interaction carries the post."""
    from bot.adapter import anywhere as book
    from bot.adapter import delivery

    if not looked:
        async def never_thinking(_interaction):
            return False
        monkeypatch.setattr(book, "_still_thinking", never_thinking)

    anywhere.install(world.alice, world.bob)
    gdm = anywhere.group_dm(world.alice, world.bob, world.carol)
    match, _mover, other, poster = await _owed_turn_post(world, gdm)
    before = {m.id for m in gdm.messages(world.carol)}
    # The retry comes while the view is drawn.
    drawing, retried = delivery.board_attachment, []

    async def retry_meanwhile(*args, **kwargs):
        retried.append(await poster.deliver_due())
        return await drawing(*args, **kwargs)

    monkeypatch.setattr(delivery, "board_attachment", retry_meanwhile)
    view = await gdm.slash(other, "view")                                 # "thinking…", for him alone
    assert retried == [1]
    assert view.ephemeral
    new = [m for m in gdm.messages(world.carol) if m.id not in before]
    assert any(f"Match #{match.id}" in shown(m) for m in new), [shown(m) for m in gdm.messages(other)[-3:]]
    his = [m for m in gdm.messages(other) if m.id not in before]      # bob: the card once, and his view
    assert [m.is_ephemeral for m in his if f"### Match #{match.id}" in shown(m)] == [False], his
    assert [m for m in his if m.is_ephemeral and "your view" in m.content], his
    assert await world.host.store.next_owed_at() is None                  # posted, once everyone saw it
    _answers_only(world, gdm)


async def test_an_owed_post_never_rides_an_answer_where_external_apps_are_off(world, anywhere):
    """Where a server turned "Use External Apps" off, Discord shows the app's every answer to
    its caller alone: bob's /rules there carries no post; an earlier interaction does."""
    anywhere.install(world.alice, world.bob)
    place = anywhere.server_without_bot("Friends", world.alice, world.bob)
    match, _mover, other, poster = await _owed_turn_post(world, place)
    place.external_apps = False                          # turned off while the match runs
    rules = await place.slash(other, "rules", game="dna-sequence")
    assert rules.ephemeral
    assert await poster.deliver_due() == 1
    card = next(m for m in reversed(place.messages()) if f"### Match #{match.id}" in shown(m))
    assert card.id not in {m.id for m in rules.followups}
    assert card.id in {m.id for r in place.results if r is not rules for m in [r.response, *r.followups] if m}
    assert not card.is_ephemeral and await world.host.store.next_owed_at() is None


async def test_an_owed_post_passes_over_an_interaction_that_took_its_five_follow_ups(world, anywhere):
    """Discord refuses a sixth follow-up of an interaction a user's install authorised: the
    post goes on an earlier interaction rather than waiting for a new one."""
    import discord

    caught: list[discord.Interaction] = []

    async def keep(interaction: discord.Interaction):
        caught.append(interaction)
    anywhere.install(world.alice, world.bob)
    gdm = anywhere.group_dm(world.alice, world.bob, world.carol)
    match, _mover, other, poster = await _owed_turn_post(world, gdm)
    world.bot.add_listener(keep, "on_interaction")
    rules = await gdm.slash(other, "rules", game="dna-sequence")
    for n in range(5):                                   # its answer took five follow-ups already
        await caught[-1].followup.send(f"page {n + 2}", ephemeral=True)
    assert await poster.deliver_due() == 1
    card = next(m for m in reversed(gdm.messages(world.carol)) if f"### Match #{match.id}" in shown(m))
    assert card.id not in {m.id for m in rules.followups} and not card.is_ephemeral
    assert await world.host.store.next_owed_at() is None
