"""``MatchHost.tick`` and friends with a clock the test controls (host level).

``MatchHost(store, now=lambda: t[0])``: the test moves ``t[0]`` and calls ``tick`` itself, as
``ClockKeeper`` would when a match's ``deadline_at`` is reached.
"""

from __future__ import annotations

import asyncio

import pytest

from bot.host import guilds, ratings
from bot.host.clocks import ClockKeeper
from bot.host.match_host import HostError, MatchHost
from bot.storage.database import open_store
from bot_testkit import ALICE, BOB, CAROL, DAVE, running_match


def said(outcome) -> list[str]:
    """An outcome's narration in English words (its lines are messages)."""
    return [str(line) for line in outcome.narration]


T0 = 1_000_000.0
GM = 777


@pytest.fixture
async def timed(db_path):
    """A host whose clock is ``timed.t[0]``."""
    t = [T0]
    h = MatchHost(await open_store(str(db_path)), now=lambda: t[0])
    h.t = t
    try:
        yield h
    finally:
        await h.close()


def at(host, seconds: float) -> None:
    host.t[0] = T0 + seconds


async def kinds(host, match_id):
    return [(row.kind, row.seat) for row in await host.history(match_id)]


async def set_guild(host, **settings):
    async with host.store.transaction():
        await guilds.save(host.store, 5, guilds.GuildSettings(**settings))


# -- nothing due --------------------------------------------------------------------------------------
async def test_a_tick_before_anything_is_due_changes_nothing(timed):
    match = await running_match(timed, options="seed=7 clock=60")
    assert match.deadline_at == T0 + 30
    armed = []
    timed.on_change = lambda m: armed.append((m.id, m.deadline_at))
    at(timed, 29.9)
    assert await timed.tick(match.id) == []
    after = await timed.get(match.id)
    assert after.version == match.version and await kinds(timed, match.id) == []
    assert armed == [(match.id, T0 + 30)]                  # the keeper is re-armed for the real event


async def test_a_tick_of_an_ended_match_does_nothing(timed):
    match = await running_match(timed, options="seed=7 clock=60")
    await timed.resign(match.id, ALICE.user_id)
    ended = await timed.get(match.id)
    assert ended.status == "finished" and ended.deadline_at is None
    at(timed, 10_000)
    assert await timed.tick(match.id) == []
    assert (await timed.get(match.id)).version == ended.version


# -- lobby, challenge, abandonment ----------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["lobby", "challenge"])
async def test_lobbies_and_challenges_expire(timed, kind):
    await set_guild(timed, lobby_ttl=600.0)
    match = await timed.create(channel_id=1, guild_id=5, game_id="dna-sequence", options=None,
                               creator=ALICE, opponent=BOB if kind == "challenge" else None)
    assert match.deadline_at == T0 + 600
    at(timed, 599)
    assert await timed.tick(match.id) == []
    at(timed, 600)
    (out,) = await timed.tick(match.id)
    assert said(out) == [f"The {kind} for match #{match.id} expired; start a new one with /play."]
    assert out.board is False and out.to_move == []
    match = await timed.get(match.id)
    assert match.status == "cancelled" and match.deadline_at is None
    assert await timed.tick(match.id) == []
    with pytest.raises(HostError):
        await timed.start(match.id, BOB.user_id if kind == "challenge" else ALICE.user_id)
    # the channel is free again
    await timed.create(channel_id=1, guild_id=5, game_id="dna-sequence", options=None, creator=CAROL)


async def test_an_untouched_match_without_a_clock_is_aborted(timed):
    await set_guild(timed, abandon_after=7200.0)
    match = await running_match(timed, options="seed=7 clock=off")
    assert match.extra["clock"] is None and match.deadline_at == T0 + 7200
    at(timed, 3600)
    await timed.move(match.id, ALICE.user_id, timed.game_of(match).legal_moves(match.state, 0)[0])
    assert (await timed.get(match.id)).deadline_at == T0 + 3600 + 7200     # a move resets it
    at(timed, 3600 + 7199)
    assert await timed.tick(match.id) == []
    at(timed, 3600 + 7200)
    (out,) = await timed.tick(match.id)
    assert said(out) == [f"Match #{match.id} was aborted: nobody moved for 2h."]
    match = await timed.get(match.id)
    assert match.status == "aborted" and match.extra["unrated"]
    assert (await kinds(timed, match.id))[-1] == ("gm:abort", None)
    assert await timed.tick(match.id) == []


async def test_an_aborted_match_keeps_no_deadline(timed):
    await set_guild(timed, abandon_after=7200.0)
    match = await running_match(timed, options="seed=7 clock=off")
    at(timed, 7200)
    await timed.tick(match.id)
    assert (await timed.get(match.id)).deadline_at is None and await timed.deadlines() == []


# -- the four policies -----------------------------------------------------------------------------------
async def test_random_policy_plays_a_legal_move_for_the_seat(timed):
    match = await running_match(timed, options="seed=7 clock=60")
    legal = timed.legal_moves(match, ALICE.user_id)
    at(timed, 60)
    (out,) = await timed.tick(match.id)
    assert said(out)[0] == "⏰ alice's time ran out: the easy computer moves for the seat"
    assert said(out)[1].startswith("alice removed ")
    assert out.board and out.to_move == [BOB] and out.proxy is None
    (row,) = await timed.history(match.id)
    assert (row.kind, row.seat, row.user_id, row.at) == ("timeout", 0, None, T0 + 60) and row.text in legal
    match = await timed.get(match.id)
    assert match.extra["clock"]["started"] == {"1": T0 + 60}
    assert match.extra["timeouts"] == [1, 0] and match.deadline_at == T0 + 90
    assert await timed.tick(match.id) == []                # handled: nothing fires twice


async def test_random_time_out_moves_are_reproducible(tmp_path):
    """The same seed and history give the same move (the rng is seeded by match, version and seat)."""
    played = []
    for run in range(2):
        t = [T0]
        h = MatchHost(await open_store(str(tmp_path / f"{run}.db")), now=lambda: t[0])
        try:
            match = await running_match(h, options="seed=11 clock=60")
            t[0] = T0 + 60
            await h.tick(match.id)
            played.append((await h.history(match.id))[0].text)
        finally:
            await h.close()
    assert played[0] == played[1]


async def test_pass_policy_loses_the_turn(timed):
    match = await running_match(timed, options="seed=7 clock=60 timeout=pass")
    at(timed, 60)
    (out,) = await timed.tick(match.id)
    assert said(out) == ["⏰ alice's time ran out: the turn passes", "alice loses the turn"]
    assert out.to_move == [BOB]
    assert await kinds(timed, match.id) == [("pass", 0)]
    after = await timed.get(match.id)
    assert after.state["strands"] == match.state["strands"] and after.state["ply"] == 1


async def test_forfeit_policy_takes_the_seat_out(timed):
    match = await running_match(timed, options="seed=7 clock=60 timeout=forfeit", players=(ALICE, BOB, CAROL))
    at(timed, 60)
    (out,) = await timed.tick(match.id)
    assert said(out) == ["⏰ alice's time ran out: the seat forfeits", "alice resigned"]
    assert out.to_move == [BOB]
    assert await kinds(timed, match.id) == [("forfeit", 0)]
    at(timed, 120)
    (out,) = await timed.tick(match.id)
    assert said(out)[:2] == ["⏰ bob's time ran out: the seat forfeits", "bob resigned"]
    assert said(out)[-1] == "carol wins (bob resigned)"
    match = await timed.get(match.id)
    assert match.status == "finished" and match.result["winners"] == ["carol"]
    assert ratings.is_rated(match)                                   # a plain forfeit is still rated


async def test_opponent_policy_lets_the_next_seat_choose(timed):
    match = await running_match(timed, options="seed=7 clock=60 timeout=opponent", players=(ALICE, BOB, CAROL))
    legal = timed.legal_moves(match, ALICE.user_id)
    at(timed, 60)
    (out,) = await timed.tick(match.id)
    assert said(out) == ["⏰ alice's time ran out: bob chooses their move (within 1m)"]
    assert out.proxy == {"seat": 0, "chooser": 1, "until": T0 + 120}
    assert await kinds(timed, match.id) == []
    stored = await timed.get(match.id)
    assert stored.extra["proxy"] == out.proxy and stored.deadline_at == T0 + 120
    assert stored.extra["timeouts"] == [1, 0, 0]

    with pytest.raises(HostError, match="^your time ran out: bob chooses this move for you$"):
        await timed.move(match.id, ALICE.user_id, legal[0])
    with pytest.raises(HostError, match="^bob chooses this move, not you$"):
        await timed.proxy_move(match.id, CAROL.user_id, legal[0])
    with pytest.raises(HostError, match="^illegal move:"):
        await timed.proxy_move(match.id, BOB.user_id, "ZZZ")
    assert (await timed.get(match.id)).extra["proxy"] == out.proxy         # a refusal keeps it open
    assert (await timed.resign(match.id, CAROL.user_id)).narration         # others may still act

    at(timed, 100)
    done = await timed.proxy_move(match.id, BOB.user_id, f" {legal[1]} ")
    assert said(done)[0] == "bob chose the move of alice"
    assert said(done)[1].startswith(f"alice removed {legal[1]}")
    assert done.to_move == [BOB]
    assert (await kinds(timed, match.id))[-1] == ("proxy", 0)
    assert "proxy" not in (await timed.get(match.id)).extra
    with pytest.raises(HostError, match="no move to choose"):
        await timed.proxy_move(match.id, BOB.user_id, legal[2])


async def test_opponent_policy_stops_the_timed_out_seats_clock(timed):
    match = await running_match(timed, options="seed=7 clock=60+60 timeout=opponent")
    at(timed, 120)
    await timed.tick(match.id)
    clock = (await timed.get(match.id)).extra["clock"]
    assert clock["started"] == {} and clock["reserve"] == [0.0, 60.0]
    at(timed, 220)
    await timed.proxy_move(match.id, BOB.user_id, timed.legal_moves(match, ALICE.user_id)[0])
    clock = (await timed.get(match.id)).extra["clock"]
    assert clock["reserve"] == [0.0, 60.0] and clock["started"] == {"1": T0 + 220}


async def test_opponent_policy_plays_at_random_when_the_chooser_lets_the_window_pass(timed):
    match = await running_match(timed, options="seed=7 clock=60 timeout=opponent")
    at(timed, 60)
    await timed.tick(match.id)
    at(timed, 119)
    assert await timed.tick(match.id) == []
    at(timed, 120)
    (out,) = await timed.tick(match.id)
    assert said(out)[0] == "⏰ bob did not choose in time: the host played for alice"
    assert out.to_move == [BOB]
    assert await kinds(timed, match.id) == [("timeout", 0)]
    match = await timed.get(match.id)
    assert "proxy" not in match.extra and match.extra["clock"]["started"] == {"1": T0 + 120}


async def test_opponent_policy_during_a_secret_set_up_plays_at_random(timed):
    match = await running_match(timed, options="seed=7 clock=60 timeout=opponent manual length=6")
    at(timed, 60)
    (out,) = await timed.tick(match.id)
    assert out.proxy is None
    assert said(out)[0] == "⏰ alice's time ran out: the easy computer moves for the seat"
    assert "⏰ bob's time ran out: the easy computer moves for the seat" in said(out)
    # each strand went to its owner only; the public narration holds none
    strands = (await timed.get(match.id)).state["strands"]
    assert {u: [str(x) for x in lines] for u, lines in out.private.items()} == {ALICE.user_id: [f"your strand: {strands[0]}"],
                           BOB.user_id: [f"your strand: {strands[1]}"]}
    assert "All strands are in and revealed; alice nominates first" in said(out)


async def test_a_set_up_time_out_keeps_the_strand_out_of_the_narration(timed):
    match = await running_match(timed, options="seed=7 clock=60 manual length=6", players=(ALICE, BOB, CAROL))
    at(timed, 10)
    await timed.move(match.id, BOB.user_id, "TTTTTT")
    at(timed, 20)
    await timed.gm_undo(match.id, GM, 1)                     # bob's clock now starts 20 s after the others
    at(timed, 60)
    (out,) = await timed.tick(match.id)
    state = (await timed.get(match.id)).state
    assert state["phase"] == "setup" and state["strands"][1] is None
    hidden = [state["strands"][0], state["strands"][2]]
    assert all(hidden)
    assert not any(s in line for s in hidden for line in said(out))
    assert {u: [str(x) for x in lines] for u, lines in out.private.items()} == {ALICE.user_id: [f"your strand: {hidden[0]}"],
                           CAROL.user_id: [f"your strand: {hidden[1]}"]}
    public = str(timed.view(await timed.get(match.id), None))
    assert all(s not in public for s in hidden)
    shown = await timed.gm_show(match.id)
    assert all(s in shown for s in hidden)                   # the game-master's private view has them
    assert shown.startswith(f"Match #{match.id} ") and "\n— seat 1 alice (<@" in shown
    german = await timed.gm_show(match.id, "de")              # in the game-master's language
    assert german.startswith(f"Partie #{match.id} ") and "\n— Platz 1 alice (<@" in german


# -- reminders ------------------------------------------------------------------------------------------
async def test_reminders_come_once_each_then_the_deadline(timed):
    match = await running_match(timed, options="seed=7 clock=60+60")
    assert match.deadline_at == T0 + 60
    at(timed, 60)
    (half,) = await timed.tick(match.id)
    assert said(half) == ["⏰ alice: half of your time is used, 1m left"]
    assert half.board is False and half.to_move == [ALICE] and half.log == []
    assert await timed.tick(match.id) == []
    assert (await timed.get(match.id)).deadline_at == T0 + 108
    at(timed, 108)
    (near,) = await timed.tick(match.id)
    assert said(near) == ["⏰ alice: only 12s left!"]
    assert (await timed.get(match.id)).deadline_at == T0 + 120
    at(timed, 119)
    assert await timed.tick(match.id) == []
    at(timed, 120)
    (out,) = await timed.tick(match.id)
    assert said(out)[0] == "⏰ alice's time ran out: the easy computer moves for the seat"
    assert await kinds(timed, match.id) == [("timeout", 0)]


async def test_a_late_tick_skips_the_half_time_reminder(timed):
    match = await running_match(timed, options="seed=7 clock=60")
    at(timed, 55)
    (out,) = await timed.tick(match.id)
    assert said(out) == ["⏰ alice: only 5s left!"]
    at(timed, 59)
    assert await timed.tick(match.id) == []


async def test_a_move_in_time_charges_the_reserve_and_clears_reminders(timed):
    match = await running_match(timed, options="seed=7 clock=60+30")
    at(timed, 45)
    await timed.tick(match.id)
    at(timed, 75)
    await timed.move(match.id, ALICE.user_id, timed.legal_moves(match, ALICE.user_id)[0])
    clock = (await timed.get(match.id)).extra["clock"]
    assert clock["reserve"] == [15.0, 30.0] and clock["started"] == {"1": T0 + 75}
    assert clock["reminded"] == {}
    assert (await timed.get(match.id)).deadline_at == T0 + 75 + 45


# -- zombies --------------------------------------------------------------------------------------------
async def test_repeated_time_outs_make_a_zombie_and_the_match_unrated(timed):
    await set_guild(timed, zombie_after=2)
    match = await running_match(timed, options="seed=7 clock=60 timeout=pass")
    assert match.extra["zombie_after"] == 2
    at(timed, 60)
    (first,) = await timed.tick(match.id)
    assert not any("zombie" in line for line in said(first))
    match = await timed.get(match.id)
    at(timed, 70)
    await timed.move(match.id, BOB.user_id, timed.legal_moves(match, BOB.user_id)[0])
    at(timed, 130)
    (second,) = await timed.tick(match.id)
    assert said(second)[-1] == ("🧟 alice timed out 2 times and is now a zombie: the easy computer plays that "
                                    "seat's moves (this match will not be rated)")
    match = await timed.get(match.id)
    assert match.extra["zombies"] == [0] and match.extra["timeouts"] == [2, 0]

    at(timed, 140)
    out = await timed.move(match.id, BOB.user_id, timed.legal_moves(match, BOB.user_id)[0])
    assert (await kinds(timed, match.id))[-2:] == [("move", 1), ("zombie", 0)]
    assert out.to_move == [BOB] and any(line.startswith("alice removed ") for line in said(out))
    # alice never runs out again: the host moves for her at once
    assert list((await timed.get(match.id)).extra["clock"]["started"]) == ["1"]
    await timed.resign(match.id, BOB.user_id)
    match = await timed.get(match.id)
    assert match.status == "finished" and not ratings.is_rated(match)


async def test_when_every_seat_is_a_zombie_the_host_plays_the_match_out(timed):
    await set_guild(timed, zombie_after=1)
    match = await running_match(timed, options="seed=7 clock=60 length=9")
    at(timed, 60)
    await timed.tick(match.id)
    at(timed, 120)
    (out,) = await timed.tick(match.id)
    match = await timed.get(match.id)
    assert match.extra["zombies"] == [0, 1]
    assert match.status == "finished" and match.deadline_at is None
    assert out.to_move == [] and any(" wins " in line or line.startswith("Draw: ") for line in said(out))



async def test_a_seat_that_becomes_a_zombie_at_an_opponent_time_out_leaves_no_choice_open(timed):
    await set_guild(timed, zombie_after=1)
    match = await running_match(timed, options="seed=7 clock=60 timeout=opponent")
    at(timed, 60)
    (out,) = await timed.tick(match.id)
    assert (await kinds(timed, match.id)) == [("zombie", 0)]          # the host played alice at once
    stored = await timed.get(match.id)
    assert out.proxy is None and "proxy" not in stored.extra
    assert stored.deadline_at == T0 + 90                              # bob's half-time reminder
    at(timed, 180)
    await timed.tick(match.id)                                        # must not raise


async def test_after_a_game_master_undo_a_zombie_to_move_is_played_at_once(timed):
    match = await running_match(timed, options="seed=7 clock=off")
    await timed.gm_kick(match.id, GM, 0, "away")                       # alice's zombie move is played
    assert (await kinds(timed, match.id)) == [("gm:kick", None), ("zombie", 0)]
    out = await timed.gm_undo(match.id, GM, 1)
    match = await timed.get(match.id)
    assert timed.game_of(match).to_move(match.state) == [1], "the zombie seat is left to move"
    assert out.to_move == [BOB]

# -- pause / resume ----------------------------------------------------------------------------------------
async def test_a_paused_clock_neither_reminds_nor_expires_and_resumes_where_it_stopped(timed):
    match = await running_match(timed, options="seed=7 clock=60")
    at(timed, 20)
    out = await timed.gm_clock(match.id, GM, "pause")
    assert said(out) == ["A game-master paused the clock"]
    paused = await timed.get(match.id)
    assert paused.deadline_at == T0 + 20 + 14 * 86400            # only the abandonment check is left
    with pytest.raises(HostError, match="already paused"):
        await timed.gm_clock(match.id, GM, "pause")
    at(timed, 1000)
    assert await timed.tick(match.id) == []
    at(timed, 1020)
    await timed.gm_clock(match.id, GM, "resume")
    resumed = await timed.get(match.id)
    assert resumed.extra["clock"]["started"] == {"0": T0 + 1000}   # 20 s used before the pause
    assert resumed.deadline_at == T0 + 1030
    at(timed, 1030)
    (out,) = await timed.tick(match.id)
    assert said(out) == ["⏰ alice: half of your time is used, 30s left"]
    at(timed, 1059)
    (out,) = await timed.tick(match.id)
    assert said(out) == ["⏰ alice: only 1s left!"]
    at(timed, 1060)
    (out,) = await timed.tick(match.id)
    assert said(out)[0] == "⏰ alice's time ran out: the easy computer moves for the seat"


async def test_a_move_made_while_the_clock_is_paused_costs_no_reserve_and_gives_no_bonus(timed):
    match = await running_match(timed, options="seed=7 clock=60+60")
    at(timed, 10)
    await timed.gm_clock(match.id, GM, "pause")
    at(timed, 200)
    await timed.move(match.id, ALICE.user_id, timed.legal_moves(match, ALICE.user_id)[0])
    at(timed, 300)
    await timed.gm_clock(match.id, GM, "resume")
    clock = (await timed.get(match.id)).extra["clock"]
    assert clock["reserve"] == [60.0, 60.0]                       # alice used 10 s of her minute
    assert clock["started"] == {"1": T0 + 300}                    # bob's time starts at the resume


async def test_a_new_clock_from_a_game_master_starts_now(timed):
    match = await running_match(timed, options="seed=7 clock=off")
    assert match.deadline_at == T0 + 14 * 86400
    at(timed, 50)
    out = await timed.gm_clock(match.id, GM, "30+30")
    assert said(out) == ["A game-master set the clock: 30s per move + 30s reserve; on time-out, the easy computer moves for the seat"]
    match = await timed.get(match.id)
    assert match.extra["clock"]["started"] == {"0": T0 + 50} and match.deadline_at == T0 + 80
    out = await timed.gm_clock(match.id, GM, "deadline=24h")
    assert said(out) == ["A game-master set the clock: 1d per move; on time-out, the easy computer moves for the seat"]
    out = await timed.gm_clock(match.id, GM, "timeout=pass")
    assert "; on time-out, the turn passes" in said(out)[0]
    assert (await timed.get(match.id)).extra["clock"]["per_move"] == 86400.0
    await timed.gm_clock(match.id, GM, "off")
    assert (await timed.get(match.id)).extra["clock"] is None
    with pytest.raises(HostError, match="no clock"):
        await timed.gm_clock(match.id, GM, "pause")
    with pytest.raises(HostError, match="is not a clock; .*; or write pause / resume"):
        await timed.gm_clock(match.id, GM, "soonish")
    assert [k for k, _ in await kinds(timed, match.id)] == ["gm:clock"] * 4


# -- a move racing its deadline -------------------------------------------------------------------------------
@pytest.mark.parametrize("policy", ["random", "pass", "forfeit", "opponent"])
@pytest.mark.parametrize("order", ["tick-first", "move-first"])
async def test_a_move_at_the_deadline_is_applied_or_refused_never_both(timed, policy, order):
    match = await running_match(timed, options=f"seed=7 clock=60 timeout={policy}", players=(ALICE, BOB, CAROL))
    chunk = timed.legal_moves(match, ALICE.user_id)[0]
    at(timed, 60)                                                   # exactly the deadline
    calls = [timed.tick(match.id), timed.move(match.id, ALICE.user_id, chunk)]
    if order == "move-first":
        calls.reverse()
    results = await asyncio.gather(*calls, return_exceptions=True)
    tick_result, move_result = results if order == "tick-first" else results[::-1]
    assert not isinstance(tick_result, BaseException), tick_result
    log = await timed.history(match.id)
    alice_turn = [row for row in log if row.seat == 0]
    if isinstance(move_result, BaseException):
        assert isinstance(move_result, HostError), move_result
        assert order == "tick-first"
        # the time-out won: alice's turn is played (or handed to bob) by the policy, not by her
        assert all(row.user_id is None for row in alice_turn)
        assert len(alice_turn) == (0 if policy == "opponent" else 1)
    else:
        assert tick_result == []
        assert [(r.kind, r.user_id, r.text) for r in alice_turn] == [("move", ALICE.user_id, chunk)]
    assert len(log) <= 1
    applied = not isinstance(move_result, BaseException)
    assert (await timed.get(match.id)).extra.get("timeouts", [0, 0, 0])[0] == (0 if applied else 1)


async def test_a_move_and_a_tick_on_two_hosts_at_the_deadline(db_path):
    """Two processes on one database: one host ticks, the other takes alice's move, both read first."""
    t = [T0]
    one = MatchHost(await open_store(str(db_path)), now=lambda: t[0])
    two = MatchHost(await open_store(str(db_path)), now=lambda: t[0])
    try:
        match = await running_match(one, options="seed=7 clock=60")
        chunk = one.legal_moves(match, ALICE.user_id)[0]
        t[0] = T0 + 60
        barrier = asyncio.Barrier(2)
        for h in (one, two):
            read = h.store.get_match

            async def get_match_then_wait(match_id, read=read):
                row = await read(match_id)
                await barrier.wait()
                return row
            h.store.get_match = get_match_then_wait
        results = await asyncio.gather(one.tick(match.id), two.move(match.id, ALICE.user_id, chunk),
                                       return_exceptions=True)
        for h in (one, two):
            del h.store.get_match
        errors = [r for r in results if isinstance(r, BaseException)]
        assert len(errors) == 1 and isinstance(errors[0], HostError), results
        assert "changed meanwhile" in str(errors[0])
        log = await one.history(match.id)
        assert len(log) == 1 and log[0].seat == 0
    finally:
        await one.close()
        await two.close()


# -- start-up -----------------------------------------------------------------------------------------
async def test_a_new_host_re_arms_every_stored_deadline_once(db_path):
    t = [T0]
    first = MatchHost(await open_store(str(db_path)), now=lambda: t[0])
    running = await running_match(first, channel_id=1, options="seed=7 clock=60")
    lobby = await first.create(channel_id=2, guild_id=5, game_id="dna-sequence", options=None, creator=CAROL)
    done = await running_match(first, channel_id=3, options="seed=7 clock=60", players=(DAVE, BOB))
    await first.resign(done.id, DAVE.user_id)
    await first.close()

    t[0] = T0 + 100                                           # alice's deadline passed while down
    second = MatchHost(await open_store(str(db_path)), now=lambda: t[0])
    try:
        assert dict(await second.deadlines()) == {running.id: T0 + 30, lobby.id: T0 + 3600}
        (out,) = await second.tick(running.id)
        assert said(out)[0] == "⏰ alice's time ran out: the easy computer moves for the seat"
        assert await second.tick(running.id) == []
        assert await kinds(second, running.id) == [("timeout", 0)]
    finally:
        await second.close()


async def test_the_clock_keeper_fires_once_and_rearming_replaces_the_wait():
    t = [0.0]
    fired, told = [], []

    async def tick(match_id):
        fired.append((match_id, t[0]))
        return [f"outcome {match_id}"]

    async def notify(outcomes):
        told.extend(outcomes)

    keeper = ClockKeeper(lambda: t[0], tick, notify)
    keeper.arm(1, 0.05)
    keeper.arm(1, 0.02)                  # re-armed: only the newer wait remains
    keeper.arm(2, -5.0)                  # already due: fires at once
    keeper.arm(3, 0.01)
    keeper.arm(3, None)                  # disarmed
    await asyncio.sleep(0.1)
    assert sorted(m for m, _ in fired) == [1, 2]
    assert sorted(told) == ["outcome 1", "outcome 2"]
    keeper.arm(4, 10.0)
    await keeper.close()
    await asyncio.sleep(0)
    assert [m for m, _ in fired].count(4) == 0


async def test_closing_the_keeper_lets_a_tick_under_way_finish_and_announce_it():
    """A time-out being committed when the bot stops is still announced: cut off between
    its commit and ``notify`` the channel would never hear of it (found as a flaky
    two-process test under load: 11 time-outs in the log, 10 announced)."""
    started, release = asyncio.Event(), asyncio.Event()
    fired, told = [], []

    async def tick(match_id):
        fired.append(match_id)
        started.set()
        await release.wait()             # the commit under way
        return [f"outcome {match_id}"]

    async def notify(outcomes):
        told.extend(outcomes)

    keeper = ClockKeeper(lambda: 0.0, tick, notify, fire_due=lambda: tick(99), poll_every=10.0)
    keeper.arm(1, 0.0)
    keeper.arm(2, 10.0)                  # not due: its wait is cancelled
    await started.wait()
    closing = asyncio.ensure_future(keeper.close())
    await asyncio.sleep(0.01)
    assert not closing.done()            # waits for the tick under way
    release.set()
    await closing
    assert fired == [1] and told == ["outcome 1"]
    keeper.arm(3, 0.0)                   # after closing nothing is armed again
    await asyncio.sleep(0.01)
    assert fired == [1]


async def test_a_failing_tick_does_not_stop_the_keeper(caplog):
    calls = []

    async def tick(match_id):
        calls.append(match_id)
        if match_id == 1:
            raise RuntimeError("database went away")
        return []

    async def notify(outcomes):
        raise AssertionError("nothing to notify")

    keeper = ClockKeeper(lambda: 0.0, tick, notify)
    keeper.arm(1, 0.0)
    keeper.arm(2, 0.0)
    await asyncio.sleep(0.01)
    assert sorted(calls) == [1, 2]
    assert "clock tick failed for match 1" in caplog.text


async def test_opponent_policy_under_fog_of_war_plays_at_random(timed):
    """The chooser's menu would list where a fogged Genetess seat's pieces can go."""
    match = await timed.create(channel_id=1, guild_id=5, game_id="genetess",
                               options="map=duel seed=3 clock=60 timeout=opponent", creator=ALICE,
                               opponent=BOB)
    await timed.start(match.id, BOB.user_id)
    await timed.move(match.id, ALICE.user_id, "BID start 2 K1")
    await timed.move(match.id, BOB.user_id, "BID")
    match = await timed.get(match.id)
    mover = match.state["order"][0]
    at(timed, 60)
    (out,) = await timed.tick(match.id)
    assert out.proxy is None and "proxy" not in (await timed.get(match.id)).extra
    name = match.state["seats"][mover]
    assert said(out)[0] == f"⏰ {name}'s time ran out: the easy computer moves for the seat"


async def test_a_chosen_step_of_an_open_turn_is_followed_by_random_steps_to_its_end(timed):
    """DNA (Icehouse): the opponent picks the timed-out seat's place; the host plays the rest."""
    match = await timed.create(channel_id=1, guild_id=5, game_id="dna-icehouse",
                               options="seed=3 clock=60 timeout=opponent", creator=ALICE, opponent=BOB)
    await timed.start(match.id, BOB.user_id)
    at(timed, 60)
    (out,) = await timed.tick(match.id)
    assert out.proxy == {"seat": 0, "chooser": 1, "until": T0 + 120}
    done = await timed.proxy_move(match.id, BOB.user_id, "place R1 c4")
    match = await timed.get(match.id)
    assert match.state["turn"] is None and match.state["to_play"] == 1
    assert match.state["board"]["c4"] == "R1" and 0 < sum(int(p[1]) for p in match.state["archives"][0]) <= 3
    assert [k for k, _ in (await kinds(timed, match.id))][0] == "proxy"
    assert set(k for k, _ in (await kinds(timed, match.id))[1:]) == {"timeout"}
    assert said(done)[0] == "bob chose the move of alice"
    assert said(done)[1].startswith("alice placed R1 on c4: strand c4-d4-e4 scores ")


async def test_a_timer_that_wakes_early_is_armed_again(timed):
    # A timer may wake a moment before its deadline (or after another process moved the
    # deadline later): nothing is claimed, and the match is re-armed rather than forgotten.
    match = await running_match(timed, options="seed=7 clock=60")
    armed = []
    timed.on_change = lambda m: armed.append((m.id, m.deadline_at))
    at(timed, 29)                                   # the half-time reminder is due at 30 s
    assert await timed.fire(match.id) == []
    assert armed == [(match.id, T0 + 30)]
    at(timed, 30)
    (reminder,) = await timed.fire(match.id)
    assert "half of your time is used" in said(reminder)[0]
