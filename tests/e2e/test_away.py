"""Time away end to end: ``/away days:`` holds a member's correspondence clocks
(no deadline fires while away, the time left is kept), ends on its own or with ``days:0``
(unused days return), stays within the server's allowance, and leaves clocks of minutes alone.

Time is SimCord's virtual clock (``env.advance_time``)."""

from __future__ import annotations

from tests.e2e.test_clocks import challenge, said

HOUR, DAY = 3600, 86400


async def test_away_holds_a_daily_deadline_and_keeps_the_time_left_exactly(world):
    w = world
    match = await challenge(w, "seed=4 deadline=24h")
    await w.env.advance_time(10 * HOUR)                      # alice has used 10 of her 24 hours
    r = await w.alice.slash(w.games, "away", days=3)
    assert r.ephemeral, r
    assert f"Your clock waits in match #{match.id}." in r.response.content
    assert "3 of 30 days used, 27 left" in r.response.content
    until = int(w.bot.now()) + 3 * DAY
    assert said(w, f"🏝️ alice is away until <t:{until}:f>: their clock waits meanwhile.") == 1

    await w.env.advance_time(3 * DAY - 1)                     # far past her deadline: nothing fires
    assert said(w, "time ran out") == 0 and said(w, "⏰") == 0
    assert await w.host.history(match.id) == []
    await w.env.advance_time(1)                               # the time away is over
    assert said(w, "🏝️ alice is back: their clock runs again, 14h left.") == 1

    await w.env.advance_time(14 * HOUR - 1)
    assert said(w, "time ran out") == 0
    await w.env.advance_time(1)
    assert said(w, "alice's time ran out") == 1
    assert [row.kind for row in await w.host.history(match.id)] == ["timeout"]


async def test_away_ends_early_and_the_unused_days_return(world):
    w = world
    match = await challenge(w, "seed=4 deadline=24h")
    await w.env.advance_time(HOUR)
    await w.alice.slash(w.games, "away", days=10)
    await w.env.advance_time(DAY + 2 * HOUR)                  # 2 days begun of 10
    r = await w.alice.slash(w.games, "away", days=0)
    assert r.ephemeral and "8 unused days return to your allowance." in r.response.content
    assert "2 of 30 days used, 28 left" in r.response.content
    assert said(w, "🏝️ alice is back: their clock runs again, 23h left.") == 1
    again = await w.alice.slash(w.games, "away", days=0)
    assert again.ephemeral and "you are not away" in again.response.content
    await w.env.advance_time(23 * HOUR - 1)
    assert said(w, "time ran out") == 0
    await w.env.advance_time(1)
    assert said(w, "alice's time ran out") == 1
    assert (await w.host.get(match.id)).extra["clock"].get("held") is None


async def test_the_allowance_and_the_game_masters_setting(world):
    w = world
    await challenge(w, "seed=4 deadline=24h")
    over = await w.alice.slash(w.games, "away", days=31)
    assert over.ephemeral and "31 days is more than you have left this year: 30 of 30" in over.response.content
    r = await w.mod.slash(w.games, "gm config", away_days=0)
    assert "Time away: off" in r.response.content
    off = await w.alice.slash(w.games, "away", days=2)
    assert off.ephemeral and "time away is off in this server" in off.response.content
    await w.mod.slash(w.games, "gm config", away_days=5)
    await w.alice.slash(w.games, "away", days=4)
    twice = await w.alice.slash(w.games, "away", days=1)
    assert "you are away already" in twice.response.content
    await w.env.advance_time(HOUR)
    await w.alice.slash(w.games, "away", days=0)              # 1 day charged (a day begun counts)
    more = await w.alice.slash(w.games, "away", days=5)
    assert "5 days is more than you have left this year: 4 of 5" in more.response.content
    status = await w.alice.slash(w.games, "away")
    assert status.ephemeral and "You are not away." in status.response.content
    assert "1 of 5 days used, 4 left" in status.response.content


async def test_a_clock_of_minutes_is_not_held(world):
    w = world
    match = await challenge(w, "seed=4 clock=60")
    r = await w.alice.slash(w.games, "away", days=2)
    assert f"Match #{match.id} has a clock of minutes: it does not wait." in r.response.content
    assert said(w, "is away until") == 0
    await w.env.advance_time(60)
    assert said(w, "alice's time ran out") == 1


async def test_a_match_that_starts_while_a_player_is_away_waits_for_them(world):
    w = world
    await w.bob.slash(w.games, "away", days=1)
    match = await challenge(w, "seed=4 deadline=24h")
    assert "bob is away until" in w.public()[-1].content
    mine = await w.alice.slash(w.games, "move", move=w.host.legal_moves(match, w.alice.id)[0])
    assert mine.acknowledged
    await w.env.advance_time(DAY)                              # bob's turn began while he was away
    assert said(w, "🏝️ bob is back: their clock runs again, 1d left.") == 1
    assert said(w, "time ran out") == 0
