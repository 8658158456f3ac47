"""Clocks end to end: reminders, the four time-out policies, a restart while a
clock runs, zombies, lobby expiry, secrets during a timed-out set-up, DM and token fallbacks.

Time is SimCord's virtual clock (``env.advance_time``): the bot's ``ClockKeeper`` sleeps
on it, so a minute passes in no real time.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


from bot.adapter.flows import STALE
from bot.storage.repos import readers as reader_rows
from tests.e2e.conftest import button_labels, mention, newest_with_button, pinged, png_of, visible_text
from tests.e2e.conftest import without_due

MANUAL = "manual length=6 non_incremental"

REPO = Path(__file__).resolve().parents[2]


async def challenge(w, options: str, challenger="alice", opponent="bob"):
    """``challenger`` challenges ``opponent`` in #games, who accepts; returns the running match."""
    r = await w.members[challenger].slash(w.games, "play", game="dna-sequence", options=options,
                                          opponent=w.members[opponent])
    accepted = await w.members[opponent].click(r.response, label="Accept")
    assert accepted.response.content == "Started!", accepted
    return await w.match()


def posted_since(w, count: int) -> list:
    """Channel messages posted after the first ``count``."""
    return w.public()[count:]


def said(w, text: str) -> int:
    """How many channel messages contain ``text``."""
    return sum(text in m.content for m in w.public())


async def kinds(w, match_id: int) -> list[tuple[str, int | None]]:
    return [(row.kind, row.seat) for row in await w.host.history(match_id)]


# -- reminders and the four policies ------------------------------------------------------------
async def test_reminders_at_half_time_and_near_the_end_then_a_random_move(world):
    w = world
    match = await challenge(w, "seed=4 clock=60")
    assert "(1m per move; on time-out, the easy computer moves for the seat)" in w.public()[-1].content
    legal = w.host.legal_moves(match, w.alice.id)
    before = len(w.public())

    await w.env.advance_time(29)
    assert posted_since(w, before) == []
    await w.env.advance_time(1)
    (half,) = posted_since(w, before)
    assert without_due(half.content) == f"⏰ alice: half of your time is used, 30s left\n{mention(w.alice)}, your move"
    assert half.attachments == [] and pinged(w.env, half) == [w.alice.id]

    await w.env.advance_time(24)
    (near,) = posted_since(w, before + 1)
    assert without_due(near.content) == f"⏰ alice: only 6s left!\n{mention(w.alice)}, your move"
    assert near.attachments == []

    await w.env.advance_time(6)
    (expired,) = posted_since(w, before + 2)
    lines = expired.content.splitlines()
    assert lines[0] == "⏰ alice's time ran out: the easy computer moves for the seat"
    assert lines[1].startswith("alice removed ")
    assert without_due(lines[-1]) == f"{mention(w.bob)}, your move"
    await png_of(expired.attachments[0])
    (row,) = await w.host.history(match.id)
    assert (row.kind, row.seat, row.user_id) == ("timeout", 0, None) and row.text in legal
    match = await w.host.get(match.id)
    assert match.state["turn"] == 1 and match.extra["timeouts"] == [1, 0]
    # bob's own minute started at the time-out: his half-time reminder comes 30 s later
    await w.env.advance_time(30)
    assert w.public()[-1].content.startswith("⏰ bob: half of your time is used, 30s left")


async def test_a_move_in_time_resets_the_reminders_and_uses_no_reserve(world):
    w = world
    match = await challenge(w, "seed=4 clock=60+30")
    assert "1m per move + 30s reserve" in w.public()[-1].content
    await w.env.advance_time(50)
    assert "alice: half of your time is used, 45s left" in w.public()[-1].content   # 90 s in all
    chunk = w.host.legal_moves(match, w.alice.id)[0]
    moved = await w.alice.slash(w.games, "move", move=chunk)
    assert moved.response.content.startswith(f"alice removed {chunk}")
    match = await w.host.get(match.id)
    assert match.extra["clock"]["reserve"] == [30.0, 30.0]
    assert match.extra["clock"]["reminded"] == {}
    await w.env.advance_time(45)
    assert w.public()[-1].content.startswith("⏰ bob: half of your time is used, 45s left")
    assert said(w, "time ran out") == 0


async def test_policy_pass_loses_the_turn(world):
    w = world
    match = await challenge(w, "seed=4 clock=60 timeout=pass")
    assert "; on time-out, the turn passes" in w.public()[-1].content
    await w.env.advance_time(60)
    last = w.public()[-1]
    assert without_due(last.content) == ("⏰ alice's time ran out: the turn passes\nalice loses the turn\n"
                            f"{mention(w.bob)}, your move")
    assert await kinds(w, match.id) == [("pass", 0)]
    match = await w.host.get(match.id)
    assert match.state["strands"][0] == w.host.game_of(match).new_state(
        ["alice", "bob"], match.options, match.seed)["strands"][0]          # nothing was cut


async def test_policy_forfeit_ends_a_two_player_match(world):
    w = world
    match = await challenge(w, "seed=4 clock=60 timeout=forfeit")
    await w.env.advance_time(60)
    (last,) = [m for m in w.public() if "time ran out" in m.content]
    assert last.content.startswith("⏰ alice's time ran out: the seat forfeits\nalice resigned\n"
                                   "bob wins (alice resigned)")
    assert f"Match #{match.id} is over" in last.content
    assert await kinds(w, match.id) == [("forfeit", 0)]
    match = await w.host.get(match.id)
    assert match.status == "finished" and match.deadline_at is None
    cursor = len(w.public())
    await w.env.advance_time(3600)
    assert [m for m in posted_since(w, cursor) if "⏰" in m.content] == []


async def test_policy_opponent_lets_the_next_player_choose_from_a_menu(world):
    w = world
    match = await challenge(w, "seed=4 clock=60 timeout=opponent")
    legal = w.host.legal_moves(match, w.alice.id)
    assert len(legal) == 28
    await w.env.advance_time(60)
    news, menu = w.public()[-2:]
    assert news.content.startswith("⏰ alice's time ran out: bob chooses their move (within 1m)")
    assert [a.filename for a in news.attachments] == [f"petri-{match.id}-ply0.png"]      # the board as it was
    assert menu.content == (f"{mention(w.bob)}, choose the move of alice "
                            "(or `/move` any of its 28 legal moves):")
    assert pinged(w.env, menu) == [w.bob.id]
    (row,) = menu.components
    (select,) = row.children
    assert [o.value for o in select.options] == legal[:25]

    refused = await w.alice.slash(w.games, "move", move=legal[0])
    assert refused.ephemeral and refused.response.content == "your time ran out: bob chooses this move for you"
    stranger = await w.carol.select(menu, [legal[1]])
    assert stranger.ephemeral and stranger.response.content == "bob chooses this move, not you"
    assert await kinds(w, match.id) == []

    chosen = await w.bob.select(menu, [legal[2]])
    assert not chosen.ephemeral
    assert chosen.response.content.startswith(f"bob chose the move of alice\nalice removed {legal[2]}")
    assert without_due(chosen.response.content).endswith(f"{mention(w.bob)}, your move")
    (row,) = await w.host.history(match.id)
    assert (row.kind, row.seat, row.user_id, row.text) == ("proxy", 0, w.bob.id, legal[2])
    again = await w.bob.select(menu, [legal[3]])                   # the menu is out of date now
    assert again.ephemeral and again.response.content.startswith(str(STALE))


async def test_policy_opponent_by_move_command_beyond_the_menu(world):
    w = world
    match = await challenge(w, "seed=4 clock=60 timeout=opponent")
    legal = w.host.legal_moves(match, w.alice.id)
    await w.env.advance_time(60)
    wrong = await w.bob.slash(w.games, "move", move="ZZZ")
    assert wrong.ephemeral and wrong.response.content.startswith("illegal move:")
    assert (await w.host.get(match.id)).extra["proxy"]["chooser"] == 1          # still open
    beyond = legal[-1]                                                           # not in the menu
    r = await w.bob.slash(w.games, "move", move=beyond)
    assert not r.ephemeral and r.response.content.startswith(f"bob chose the move of alice\nalice removed {beyond}")
    assert await kinds(w, match.id) == [("proxy", 0)]


async def test_policy_opponent_falls_back_to_a_random_move_when_nobody_chooses(world):
    w = world
    match = await challenge(w, "seed=4 clock=60 timeout=opponent")
    await w.env.advance_time(60 + 59)       # the chooser gets PROXY_WINDOW = 60 s
    assert await kinds(w, match.id) == []
    await w.env.advance_time(1)
    last = w.public()[-1]
    assert last.content.startswith("⏰ bob did not choose in time: the host played for alice\nalice removed ")
    assert await kinds(w, match.id) == [("timeout", 0)]
    # the chooser's menu (the newest board carries its own quick-move menu)
    menu = [m for m in w.public() if m.components
            and m.components[0].children[0].custom_id.startswith("petri:proxy:")][-1]
    late = await w.bob.select(menu, [menu.components[0].children[0].options[0].value])
    assert late.ephemeral and late.response.content.startswith(str(STALE))


async def test_the_choice_menu_works_after_a_restart(world):
    w = world
    match = await challenge(w, "seed=4 clock=60 timeout=opponent")
    legal = w.host.legal_moves(match, w.alice.id)
    await w.env.advance_time(60)
    menu = w.public()[-1]
    await w.restart()
    chosen = await w.bob.select(menu, [legal[4]])
    assert not chosen.ephemeral, chosen.response.content
    assert chosen.response.content.startswith(f"bob chose the move of alice\nalice removed {legal[4]}")
    assert await kinds(w, match.id) == [("proxy", 0)]


# -- restart -----------------------------------------------------------------------------------------
async def test_a_restart_while_a_clock_runs_fires_it_once_after_the_restart(world):
    w = world
    match = await challenge(w, "seed=4 clock=60")
    await w.env.advance_time(20)
    first = w.bot
    await w.restart()
    assert w.bot is not first
    await w.env.advance_time(39)
    assert said(w, "⏰ alice: half of your time is used") == 1           # the new process reminded, once
    assert said(w, "⏰ alice: only 6s left!") == 1
    assert said(w, "time ran out") == 0 and await kinds(w, match.id) == []
    await w.env.advance_time(1)
    assert said(w, "⏰ alice's time ran out") == 1
    assert await kinds(w, match.id) == [("timeout", 0)]
    await w.env.advance_time(45)                                          # bob's reminders; alice's clock is done
    assert said(w, "⏰ alice's time ran out") == 1 and said(w, "⏰ bob: half of your time is used") == 1
    assert await kinds(w, match.id) == [("timeout", 0)]


async def test_a_deadline_that_passed_while_the_bot_was_down_fires_once_at_start_up(world):
    w = world
    match = await challenge(w, "seed=4 clock=60")
    await w.env.advance_time(20)
    await w.bot.keeper.close()            # the process dies: its timers with it
    cursor = len(w.public())
    await w.env.advance_time(100)         # alice's deadline passes while no bot watches
    assert posted_since(w, cursor) == [] and await kinds(w, match.id) == []
    await w.restart()
    await w.env.advance_time(1)
    news = posted_since(w, cursor)
    assert [m.content.splitlines()[0] for m in news] == ["⏰ alice's time ran out: the easy computer moves for the seat"]
    assert await kinds(w, match.id) == [("timeout", 0)]
    started = (await w.host.get(match.id)).extra["clock"]["started"]
    assert list(started) == ["1"] and started["1"] >= (w.env.now().timestamp() - 1)
    await w.restart()                     # and a second start-up does not fire it again
    await w.env.advance_time(1)
    assert await kinds(w, match.id) == [("timeout", 0)]


# -- zombies --------------------------------------------------------------------------------------------
async def test_repeated_time_outs_make_a_zombie_that_the_host_plays(world):
    w = world
    r = await w.mod.slash(w.games, "gm config", zombie_after=2)
    assert r.ephemeral and "Zombie after 2 time-outs" in r.response.content
    match = await challenge(w, "seed=4 clock=60 timeout=pass")
    await w.env.advance_time(60)                                          # alice: 1st time-out
    bob_move = w.host.legal_moves(await w.host.get(match.id), w.bob.id)[0]
    await w.bob.slash(w.games, "move", move=bob_move)
    await w.env.advance_time(60)                                          # alice: 2nd time-out
    last = w.public()[-1]
    assert "⏰ alice's time ran out: the turn passes" in last.content
    assert ("🧟 alice timed out 2 times and is now a zombie: the easy computer plays that seat's moves "
            "(this match will not be rated)") in last.content
    match = await w.host.get(match.id)
    assert match.extra["zombies"] == [0]

    bob_move = w.host.legal_moves(match, w.bob.id)[0]
    moved = await w.bob.slash(w.games, "move", move=bob_move)
    lines = moved.response.content.splitlines()
    assert lines[0].startswith(f"bob removed {bob_move}")
    assert any(line.startswith("alice removed ") for line in lines[1:])        # at once, same post
    assert without_due(lines[-1]) == f"{mention(w.bob)}, your move"
    assert (await kinds(w, match.id))[-1] == ("zombie", 0)
    assert (await w.host.get(match.id)).state["turn"] == 1

    # a game-master hands the seat to dave: no longer a zombie, dave plays it
    await w.mod.slash(w.games, "gm substitute", seat=1, member=w.dave)
    assert (await w.host.get(match.id)).extra["zombies"] == []


# -- lobby and challenge expiry ---------------------------------------------------------------------------
async def test_an_open_lobby_expires_after_an_hour(world):
    w = world
    lobby = (await w.alice.slash(w.games, "play", game="dna-sequence")).response
    await w.env.advance_time(3599)
    assert (await w.match()).status == "lobby"
    await w.env.advance_time(1)
    match = (await w.host.matches_in_channel(w.games.id))[0]
    assert match.status == "cancelled" and match.deadline_at is None
    assert w.public()[-1].content == f"The lobby for match #{match.id} expired; start a new one with /play."
    card = next(m for m in w.public() if m.id == lobby.id)          # the card loses its buttons
    assert card.content == "Closed." and button_labels(card) == []
    fresh = await w.bob.slash(w.games, "play", game="dna-sequence")
    assert not fresh.ephemeral and "Lobby open" in fresh.response.embeds[0].description


async def test_a_challenge_expires_after_the_servers_lobby_ttl(world):
    w = world
    await w.mod.slash(w.games, "gm config", lobby_ttl="10m")
    r = await w.alice.slash(w.games, "play", game="dna-sequence", opponent=w.bob)
    await w.restart()                                                    # the expiry is stored too
    await w.env.advance_time(600)
    match = (await w.host.matches_in_channel(w.games.id))[0]
    assert match.status == "cancelled"
    assert w.public()[-1].content == f"The challenge for match #{match.id} expired; start a new one with /play."
    assert said(w, "expired") == 1
    card = next(m for m in w.public() if m.id == r.response.id)
    assert card.content == "Closed." and button_labels(card) == []


async def test_a_started_lobby_does_not_expire(world):
    w = world
    lobby = (await w.alice.slash(w.games, "play", game="dna-sequence", options="clock=off")).response
    await w.bob.click(lobby, label="Join")
    await w.env.advance_time(1800)
    await w.alice.click(lobby, label="Start")
    await w.env.advance_time(7200)
    assert (await w.match()).status == "running" and said(w, "expired") == 0


# -- secrets: a time-out during manual set-up --------------------------------------------------------------
async def test_a_random_strand_played_at_a_set_up_time_out_stays_secret(world):
    w = world
    match = await challenge(w, f"{MANUAL} seed=4 clock=60")
    await w.env.advance_time(10)
    await w.bob.user.slash("move", move="TTTTTT")
    await w.env.advance_time(10)
    # a game-master takes bob's strand back, so his clock restarts 20 s later than alice's
    undone = await w.mod.slash(w.games, "gm undo")
    assert undone.ephemeral
    await w.env.advance_time(40)                                          # t = 60: alice runs out
    match = await w.host.get(match.id)
    strand = match.state["strands"][0]
    assert strand and match.state["phase"] == "setup" and match.state["strands"][1] is None
    last_row = (await w.host.history(match.id))[-1]
    assert (last_row.seat, last_row.user_id, last_row.text) == (0, None, strand)   # the log keeps it
    news = w.public()[-1]
    assert news.content.startswith("⏰ alice's time ran out: the easy computer moves for the seat\n"
                                   "alice has submitted a strand (1 still to come)")
    assert strand not in visible_text(w.public())
    for other in ("bob", "carol", "dave", "mod"):
        assert strand not in visible_text(w.dms(w.members[other]))
    assert any(f"your strand: {strand}" in m.content for m in w.dms(w.alice))      # her own, privately

    history = await w.carol.slash(w.games, "history")
    assert not history.ephemeral and strand not in history.response.content
    assert "1. alice — " in history.response.content

    shown = await w.mod.slash(w.games, "gm show")
    assert shown.ephemeral and strand in shown.response.content
    assert strand not in visible_text(w.public())


async def test_history_says_the_clock_ran_out_for_a_strand_the_host_submitted(world):
    w = world
    match = await challenge(w, f"{MANUAL} seed=4 clock=60")
    await w.env.advance_time(60)                       # both run out: both strands random, then revealed
    assert (await w.host.get(match.id)).state["phase"] == "play"
    history = (await w.carol.slash(w.games, "history")).response.content
    assert "1. alice — clock ran out: submitted a secret move was played for them" in history
    assert "2. bob — clock ran out: submitted a secret move was played for them" in history


async def test_closed_dms_at_a_set_up_time_out_get_a_channel_notice(world):
    w = world
    match = await challenge(w, f"{MANUAL} seed=4 clock=60 timeout=random")
    await w.bob.user.slash("move", move="TTTTTT")
    await w.env.advance_time(20)
    w.env.inject_error("POST", f"/channels/{w.alice.user.dm_channel.id}/messages", status=403, code=50007,
                       message="Cannot send messages to this user", times=None)
    await w.mod.slash(w.games, "gm undo")          # bob again to move, so alice's time-out reveals nothing
    await w.env.advance_time(40)
    match = await w.host.get(match.id)
    strand = match.state["strands"][0]
    assert match.state["phase"] == "setup" and strand
    assert strand not in visible_text(w.public())
    assert await reader_rows.dm_closed_at(w.host.store, w.alice.id) is not None
    # the private line "your strand: …" could not be sent: the player is told in the channel
    notice = newest_with_button(w.games, "Show my view")
    assert mention(w.alice) in notice.content and "DM" in notice.content, notice.content
    view = await w.alice.click(notice, label="Show my view")
    assert view.ephemeral and strand in view.response.content


# -- an expired interaction token ---------------------------------------------------------------------------
async def test_a_choice_answered_after_its_token_expired_is_posted_in_the_channel(world):
    w = world
    match = await challenge(w, "seed=4 clock=60 timeout=opponent")
    legal = w.host.legal_moves(match, w.alice.id)
    await w.env.advance_time(60)
    w.env.inject_error("POST", "/webhooks/*", status=401, code=50027, message="Invalid Webhook Token")
    cursor = len(w.env.http_requests)
    r = await w.bob.slash(w.games, "move", move=legal[0])
    assert r.acknowledged and r.followups == []
    posts = [h.path.split("/")[1] for h in w.env.http_requests[cursor:] if h.method == "POST"]
    assert posts == ["interactions", "webhooks", "channels"]           # defer, failed follow-up, fallback
    last = w.public()[-1]
    assert last.content.startswith(f"bob chose the move of alice\nalice removed {legal[0]}")
    await png_of(last.attachments[0])
    assert await kinds(w, match.id) == [("proxy", 0)]


# -- the example script ---------------------------------------------------------------------------------
def run_example(name: str, out) -> subprocess.CompletedProcess:
    """``petri sandbox --script examples/NAME`` as CI runs it (a separate process)."""
    return subprocess.run([sys.executable, "-m", "cli.main", "sandbox", "--script", str(REPO / "examples" / name),
                           "--out", str(out)], cwd=REPO, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(REPO)})

def test_the_example_script_passes(tmp_path):
    done = run_example("clocks.txt", tmp_path / "out")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert done.stdout.rstrip().endswith("every line ran and every expectation held; images in " + str(tmp_path / "out") + "/")
