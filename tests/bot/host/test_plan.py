"""Delivery plans (``bot.host.plan``): who is told what after each typical outcome of
every game, built by the host and stored with the commit — no Discord involved."""

from __future__ import annotations

import json
import random

import pytest

from bot.host.match_host import MatchHost
from bot.host.plan import Plan, build_plan
from bot.storage.store import Seat
from bot_testkit import ALICE, BOB, CAROL
from games import GAMES, get_game

PETRI = Seat(900, "Petri")


@pytest.fixture
async def host(db_path):
    h = await MatchHost.open(str(db_path), outbox=True)
    try:
        yield h
    finally:
        await h.close()


async def started(host: MatchHost, game_id: str, options: str = "", players=(ALICE, BOB), computers: int = 0):
    match = await host.create(channel_id=7, guild_id=5, game_id=game_id, options=options, creator=players[0])
    for seat in players[1:]:
        await host.join(match.id, seat)
    for _ in range(computers):
        await host.add_computer(match.id, players[0].user_id, PETRI, "easy")
    return await host.start(match.id, players[0].user_id)


async def stored_plans(host: MatchHost, match_id: int) -> dict[int, dict]:
    rows = await host.store.fetch_all("SELECT version, plan FROM announcements WHERE match_id = ?", (match_id,))
    return {r[0]: json.loads(r[1]) for r in rows}


def everything_public(plan: Plan) -> str:
    """What any member of the channel may read of a plan: the public post and the asks' targets."""
    return json.dumps({"public": plan.public.__dict__, "proxy": plan.proxy.__dict__ if plan.proxy else None})


@pytest.mark.parametrize("game_id", sorted(GAMES))
async def test_every_game_public_move_plan_is_stored_with_its_commit(host, game_id):
    game = get_game(game_id)
    players = (ALICE, BOB, CAROL)[:max(2, game.min_seats)]
    outcome = await started(host, game_id, "seed=3", players)
    rng = random.Random(game_id)
    for _ in range(40):
        match = outcome.match
        if match.status != "running":
            break
        seat = game.to_move(match.state)[0]
        outcome = await host.move(match.id, match.seats[seat].user_id, game.random_move(match.state, seat, rng))
        plan = outcome.plan
        after = outcome.match
        if after.status == "running" and game.turn_open(after.state) and seat in game.to_move(after.state):
            # A step inside a multi-step turn owes no post: the turn's last step announces it.
            assert after.version not in await stored_plans(host, match.id) and plan.stamps == []
            continue
        # The plan went into the outbox in the commit's transaction, under the commit's version.
        assert (await stored_plans(host, match.id))[outcome.match.version] == plan.to_json()
        assert Plan.from_json(json.loads(json.dumps(plan.to_json()))) == plan
        assert plan.stamps == [outcome.match.version] and plan.version == host.board_version(outcome.match)
        assert plan.public.narration == outcome.narration
        assert plan.public.to_move == [s.user_id for s in outcome.to_move]
        assert plan.mentions == [p.user_id for p in players]
        assert plan.computer_due == []
        movers = game.to_move(outcome.match.state) if outcome.match.status == "running" else []
        if plan.public.menu is not None:      # a public menu: one mover whose moves hide nothing
            assert len(movers) == 1 and game.private_seats(outcome.match.state) == []
            assert plan.public.menu == game.legal_moves(outcome.match.state, movers[0])
            assert not game.secrets(outcome.match.state, movers[0])
        for note in plan.private:             # each seat's note carries its own lines only
            assert note.lines == outcome.private.get(note.user_id, [])


async def test_a_public_move_offers_the_lone_movers_menu(host):
    outcome = await started(host, "dna-sequence", "length=12 seed=1")
    plan = outcome.plan
    assert str(plan.public.narration[0]).startswith(f"{host.game_of(outcome.match).title} begins")
    assert plan.public.to_move == [ALICE.user_id] and plan.public.board
    assert plan.public.menu == host.game_of(outcome.match).legal_moves(outcome.match.state, 0)
    assert plan.private == [] and plan.secrets == [] and plan.proxy is None


async def test_secret_steps_owed_at_the_start_are_asked_of_each_seat_and_hide_the_menu(host):
    outcome = await started(host, "dna-sequence", "manual length=6 non_incremental seed=1")
    plan = outcome.plan
    assert [(a.seat, a.user_id) for a in plan.secrets] == [(0, ALICE.user_id), (1, BOB.user_id)]
    assert all("strand" in str(a.prompt).lower() and not a.bound for a in plan.secrets)  # simultaneous
    assert plan.public.menu is None
    done = await host.move(outcome.match.id, ALICE.user_id, "TTTTTT")
    # Alice's strand is hers alone: in her note, nowhere public, and nobody else is asked again.
    assert "TTTTTT" not in everything_public(done.plan) and done.plan.secrets == []
    assert [n.user_id for n in done.plan.private] == [ALICE.user_id]
    assert any("TTTTTT" in str(line) for line in done.plan.note_for(ALICE.user_id).lines)


async def test_a_split_under_clone_asks_its_mover_alone_for_the_active_cell(host):
    game = get_game("mitosis")
    outcome = await started(host, "mitosis", "clone seed=2")
    rng = random.Random(4)
    for _ in range(200):
        match = outcome.match
        seat = game.to_move(match.state)[0]
        outcome = await host.move(match.id, match.seats[seat].user_id, game.random_move(match.state, seat, rng))
        if outcome.plan.secrets:
            break
    else:
        pytest.fail("no split in 200 plies")
    plan = outcome.plan
    (ask,) = plan.secrets
    assert ask.user_id == outcome.log[-1].user_id and ask.bound and len(ask.choices) == 2
    assert plan.public.menu is None                   # its cells' moves would show the active one
    assert not any(c in everything_public(plan) for c in ask.choices)


async def test_fogged_seats_each_get_their_own_board_and_no_public_menu(host):
    game = get_game("genetess")
    outcome = await started(host, "genetess", "seed=5")
    assert {a.user_id for a in outcome.plan.secrets} == {ALICE.user_id, BOB.user_id}   # the bids
    rng = random.Random(1)
    while game.private_seats(outcome.match.state) == []:
        match = outcome.match
        seat = game.to_move(match.state)[0]
        outcome = await host.move(match.id, match.seats[seat].user_id, game.random_move(match.state, seat, rng))
    plan = outcome.plan
    assert plan.public.menu is None
    notes = {n.user_id: n for n in plan.private}
    assert set(notes) == {ALICE.user_id, BOB.user_id} and all(n.fogged for n in notes.values())
    mover = outcome.match.seats[game.to_move(outcome.match.state)[0]].user_id
    assert [u for u, n in notes.items() if n.your_move] == [mover]
    for seat, player in enumerate(outcome.match.seats):
        view = game.view(outcome.match.state, seat)
        assert notes[player.user_id].status == (game.status_line(view) or "")


async def test_a_computer_due_next_gets_no_menu_no_note_and_is_mentioned_once(host):
    outcome = await started(host, "dna-sequence", "length=12 seed=1", players=(ALICE,), computers=2)
    match = outcome.match
    plan = outcome.plan
    assert plan.mentions == [ALICE.user_id, PETRI.user_id]        # the bot holds two seats: named once
    assert plan.computer_due == []                                 # alice moves first
    outcome = await host.move(match.id, ALICE.user_id, host.legal_moves(match, ALICE.user_id)[0])
    assert outcome.plan.computer_due == [1] and outcome.plan.public.menu is None
    assert all(n.user_id != PETRI.user_id for n in outcome.plan.private)
    resigned = await host.resign(match.id, ALICE.user_id)
    assert resigned.match.status == "running" and resigned.plan.computer_due == [1]


async def test_an_undo_request_asks_the_other_seats(host):
    outcome = await started(host, "dna-sequence", "length=12 seed=1", players=(ALICE, BOB, CAROL))
    match = outcome.match
    await host.move(match.id, ALICE.user_id, host.legal_moves(match, ALICE.user_id)[0])
    request = await host.request_undo(match.id, ALICE.user_id)
    plan = host.plan_of(request)
    assert plan.public.undo == {"asked": [BOB.user_id, CAROL.user_id], "version": request.undo["version"]}
    assert not plan.public.board and plan.public.menu is None and plan.stamps == []   # not a ply: not stored


async def test_a_proxy_choice_names_the_chooser_and_the_timed_out_seats_moves(host):
    outcome = await started(host, "dna-sequence", "length=12 seed=1 clock=60 timeout=opponent")
    match = outcome.match
    clock_now = host.now
    host.now = lambda: clock_now() + 3600
    try:
        (expired,) = await host.tick(match.id)
    finally:
        host.now = clock_now
    plan = expired.plan
    assert plan.proxy is not None and plan.proxy.chooser == BOB.user_id and plan.proxy.seat == 0
    assert plan.proxy.moves == host.game_of(match).legal_moves(expired.match.state, 0)


def test_a_burst_of_plans_is_one_post_with_both_narrations_and_the_newest_board():
    first = Plan(1, 7, 3, stamps=[3])
    first.public.narration = ["a"]
    second = Plan(1, 7, 4, stamps=[4])
    second.public.narration, second.public.menu = ["b"], ["x"]
    both = first.then(second)
    assert both.public.narration == ["a", "b"] and both.version == 4 and both.stamps == [3, 4]
    assert both.public.menu == ["x"]


def test_build_plan_reads_only_the_outcome():
    from bot.core import Outcome
    from bot.storage.store import MatchRow

    match = MatchRow(id=1, guild_id=5, channel_id=7, game="dna-sequence", options="", seed=1, status="lobby",
                     state=None, version=1, created_by=1, invited=None, created_at=0, updated_at=0,
                     seats=[ALICE])
    plan = build_plan(Outcome(match, ["The lobby expired"], board=False))
    assert plan.public.narration == ["The lobby expired"] and plan.secrets == [] and plan.private == []


def test_a_plan_with_messages_reads_back_from_json_as_messages():
    """Narration and private lines are messages; the outbox stores the plan as JSON
    and the poster words it later, in the channel's language."""
    import json

    import i18n
    from bot.core import Outcome
    from bot.storage.store import MatchRow
    from games.message import Msg

    match = MatchRow(id=1, guild_id=5, channel_id=7, game="dna-sequence", options="", seed=1, status="cancelled",
                     state=None, version=1, created_by=1, invited=None, created_at=0, updated_at=0,
                     seats=[ALICE])
    expired = Msg("host-lobby-expired", match="1")
    outcome = Outcome(match, [expired], private={ALICE.user_id: [Msg("host-undo-agreed")]}, board=False)
    plan = build_plan(outcome)
    again = Plan.from_json(json.loads(json.dumps(plan.to_json())))
    assert again == plan and isinstance(again.public.narration[0], Msg)
    assert str(again.public.narration[0]) == "The lobby for match #1 expired; start a new one with /play."
    assert i18n.text(again.public.narration[0], "de").startswith("Die Lobby für Partie #1 ist abgelaufen")
    both = plan.then(again)
    assert both.public.narration == [expired, expired] and all(isinstance(m, Msg) for m in both.public.narration)
    assert both.private[0].lines == [Msg("host-undo-agreed")] * 2


async def test_engine_messages_in_a_stored_plan_read_back_as_words(host):
    """Narration and secret prompts are ``Msg`` data; a plan the outbox stored and
    read back must still word them (in English here), not show their JSON."""
    outcome = await started(host, "mitosis", "clone seed=3")
    match = outcome.match
    for move in ("colour blue", "first red"):
        seat = match.state["turn"]
        outcome = await host.move(match.id, match.seats[seat].user_id, move)
        match = outcome.match
    back = Plan.from_json(json.loads(json.dumps(outcome.plan.to_json())))
    assert [str(line) for line in back.public.narration] == [
        f"{match.seats[0].name} (red) chose to place first"]
    for move in ("E5", "A1", "C4", "A5", "G4", "I1", "E8", "I5", "first red", "E4 E6"):
        seat = match.state["turn"]
        outcome = await host.move(match.id, match.seats[seat].user_id, move)
        match = outcome.match
    assert match.state["phase"] == "active"
    back = Plan.from_json(json.loads(json.dumps(outcome.plan.to_json())))
    assert [f"{ask.prompt}" for ask in back.secrets] == [
        "Choose which new cell is active (secret): "
        + " or ".join(f"active {c}" for c in match.state["pending"]["cells"])]
