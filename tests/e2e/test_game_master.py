"""``/gm …`` end to end: every command works for a moderator and is refused for a
member — hidden by Discord's default permissions, and refused by the bot when a server shows
the group to everyone anyway; the game-master role; no secret in any public game-master output.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import simcord

from tests.e2e.conftest import button_labels, mention, png_of, visible_text

MANUAL = "manual length=6 non_incremental"
NOT_GM = "only game-masters (Manage Server, or the game-master role) can do that"

REPO = Path(__file__).resolve().parents[2]


async def challenge(w, options="seed=4 clock=off", challenger="alice", opponent="bob", channel=None):
    channel = channel or w.games
    r = await w.members[challenger].slash(channel, "play", game="dna-sequence", options=options,
                                          opponent=w.members[opponent])
    accepted = await w.members[opponent].click(r.response, label="Accept")
    assert accepted.response.content == "Started!", accepted
    return await w.match(channel)


async def play_first_moves(w, match, count=2):
    for _ in range(count):
        match = await w.host.get(match.id)
        (seat,) = w.host.game_of(match).to_move(match.state)
        user = match.seats[seat].user_id
        r = await next(m for m in w.members.values() if m.id == user).slash(
            w.games, "move", move=w.host.legal_moves(match, user)[0])
        assert not r.ephemeral, r.response.content
    return await w.host.get(match.id)


def private(result) -> str:
    assert result.acknowledged and result.ephemeral, result
    return result.response.content


def gm_command_id(w) -> int:
    found = w.env.backend.find_command("gm", w.guild.id, type=1)
    return int(found["id"])


class Unchanged:
    """The channel, the match and the server settings, to prove a refusal changed nothing."""

    def __init__(self, w, match):
        self.w, self.match_id = w, match.id
        self.public = [(m.id, m.content) for m in w.public()]
        self.match = match

    async def check(self):
        assert [(m.id, m.content) for m in self.w.public()] == self.public, "something was posted"
        now = await self.w.host.get(self.match_id)
        assert (now.version, now.state, now.status, now.seats, now.extra) == \
            (self.match.version, self.match.state, self.match.status, self.match.seats, self.match.extra)


def commands(w):
    """Every /gm subcommand with options that would change something if allowed."""
    return {
        "gm end": dict(reason="test", winners="1"),
        "gm undo": dict(plies=1),
        "gm kick": dict(seat=1, reason="test"),
        "gm substitute": dict(seat=2, member=w.dave),
        "gm clock": dict(setting="pause"),
        "gm show": {},
        "gm map": dict(file=("map.toml", b"grid = ''")),
        "gm list": {},
        "gm config": dict(zombie_after=1, lobby_ttl="5m"),
    }


GM_COMMANDS = ["gm end", "gm undo", "gm kick", "gm substitute", "gm clock", "gm show", "gm map", "gm list",
               "gm config"]


# -- refused for a member ----------------------------------------------------------------------------
@pytest.mark.parametrize("name", GM_COMMANDS)
async def test_members_do_not_see_the_gm_commands(world, name):
    w = world
    await challenge(w, "seed=4 clock=60")
    with pytest.raises(simcord.SetupError, match="not visible to this user"):
        await w.alice.slash(w.games, name, **commands(w)[name])
    assert "gm" not in " ".join(w.alice.available_commands(w.games)).split()
    assert "gm list" in w.mod.available_commands(w.games)


@pytest.mark.parametrize("name", GM_COMMANDS)
async def test_the_bot_refuses_a_member_even_when_the_server_shows_them_gm(world, name):
    w = world
    match = await challenge(w, "seed=4 clock=60")
    await play_first_moves(w, match, 1)
    w.guild.set_command_permissions(gm_command_id(w), {w.guild.default_role: True})
    unchanged = Unchanged(w, await w.host.get(match.id))
    r = await w.carol.slash(w.games, name, **commands(w)[name])
    assert private(r) == NOT_GM
    await unchanged.check()
    settings = await w.host.store.fetch_one("SELECT settings FROM guild_settings WHERE guild_id = ?",
                                            (w.guild.id,))
    assert settings is None                                      # /gm config stored nothing
    # a player of the match is refused the same way
    assert private(await w.alice.slash(w.games, name, **commands(w)[name])) == NOT_GM
    await unchanged.check()


async def test_the_game_master_role_lets_a_member_in(world):
    w = world
    referees = w.guild.create_role("Referees")
    erin = w.guild.add_member(w.env.create_user("erin"), roles=[referees])
    named = w.guild.create_role("Petri GM")                      # the role named in the config
    frank = w.guild.add_member(w.env.create_user("frank"), roles=[named])
    w.guild.set_command_permissions(gm_command_id(w), {referees: True, named: True})
    assert private(await erin.slash(w.games, "gm list")) == NOT_GM
    assert private(await frank.slash(w.games, "gm list")) == "No open or running matches."

    r = await w.mod.slash(w.games, "gm config", role=referees)
    assert private(r).startswith(f"Game-master role: <@&{referees.id}>\n")
    assert private(await erin.slash(w.games, "gm list")) == "No open or running matches."


# -- allowed for a moderator: each command --------------------------------------------------------------
async def test_gm_end_with_a_winner_without_one_and_for_a_lobby(world):
    w = world
    match = await challenge(w)
    r = await w.mod.slash(w.games, "gm end", reason="time's up", winners="1")
    assert private(r) == f"Match #{match.id} ended."
    news = next(m for m in w.public() if "game-master" in m.content)
    assert news.content == (f"A game-master ended match #{match.id}: alice wins (time's up)\n"
                            f"Match #{match.id} is over. Thanks for playing!")
    ended = await w.host.get(match.id)
    assert ended.status == "finished" and ended.result["winners"] == ["alice"]
    assert ended.result["reason"] == "ended by a game-master: time's up"
    again = await w.mod.slash(w.games, "gm end", reason="again", match=match.id)
    assert private(again) == f"match #{match.id} is already over (finished)"

    second = await challenge(w, opponent="carol")
    bad = await w.mod.slash(w.games, "gm end", reason="x", winners="3")
    assert private(bad) == "winners must be seat numbers 1–2"
    bad = await w.mod.slash(w.games, "gm end", reason="x", winners="alice")
    assert private(bad) == "winners are seat numbers such as 1 or 1,3"
    await w.mod.slash(w.games, "gm end", reason="cheating suspected")
    assert w.public()[-1].content.startswith(
        f"A game-master aborted match #{second.id} with no result (cheating suspected)")
    aborted = await w.host.get(second.id)
    assert aborted.status == "aborted" and aborted.extra["unrated"] and aborted.deadline_at is None

    third = await challenge(w, opponent="carol")
    await w.mod.slash(w.games, "gm end", reason="agreed", winners="1,2")   # one wording
    assert w.public()[-1].content.startswith(f"A game-master ended match #{third.id}: draw (agreed)")

    lobby = (await w.dave.slash(w.games, "play", game="dna-sequence")).response
    await w.mod.slash(w.games, "gm end", reason="wrong channel")
    assert w.public()[-1].content == "A game-master cancelled match #4: wrong channel"
    card = next(m for m in w.public() if m.id == lobby.id)           # its buttons are gone
    assert card.content == "Closed." and button_labels(card) == []
    kinds = [(row.kind, row.user_id, row.text) for row in await w.host.history(match.id)]
    assert kinds == [("gm:end", w.mod.id, "time's up")]


async def test_gm_undo_takes_back_plies_with_a_new_board(world):
    w = world
    match = await challenge(w)
    start = match.state
    await play_first_moves(w, match, 2)
    too_many = await w.mod.slash(w.games, "gm undo", plies=3)
    assert private(too_many) == "plies must be 1–2 for this match"
    r = await w.mod.slash(w.games, "gm undo", plies=2)
    assert private(r) == f"Took back 2 plies in match #{match.id}."
    news = w.public()[-1]
    assert news.content == f"A game-master took back 2 plies\n{mention(w.alice)}, your move"
    await png_of(news.attachments[0])
    now = await w.host.get(match.id)
    assert now.state["strands"] == start["strands"] and now.state["turn"] == 0
    assert [(row.kind, row.user_id, row.text) for row in await w.host.history(match.id)][-1] == \
        ("undo", w.mod.id, "2")


async def test_gm_kick_makes_the_seat_a_zombie(world):
    w = world
    match = await challenge(w)
    r = await w.mod.slash(w.games, "gm kick", seat=1, reason="left the server")
    assert private(r) == f"Seat 1 of match #{match.id} is now played by the computer (easy)."
    news = w.public()[-1]
    lines = news.content.splitlines()
    assert lines[0] == "A game-master removed alice (left the server): the computer (easy) plays that seat from now on"
    assert lines[1].startswith("alice removed ")                     # alice was to move: played at once
    assert lines[-1] == f"{mention(w.bob)}, your move"
    await png_of(news.attachments[0])
    assert [(row.kind, row.seat) for row in await w.host.history(match.id)] == [("gm:kick", None), ("zombie", 0)]
    again = await w.mod.slash(w.games, "gm kick", seat=1)
    assert private(again) == "seat 1 is already played by the computer"
    out_of_range = await w.mod.slash(w.games, "gm kick", seat=3)
    assert private(out_of_range) == "seat must be 1–2"


def test_gm_kick_says_who_plays_the_seat_in_plain_words():
    """"the host plays their seat at random" was jargon, and stale: the easy computer
    plays it."""
    from bot.adapter.gm import GameMasterCog

    gm_kick = GameMasterCog.gm_kick
    assert gm_kick.description == "Remove a player: the computer (easy) plays their seat from now on"
    assert len(gm_kick.description) <= 100


async def test_gm_substitute_gives_a_seat_to_another_member(world):
    w = world
    match = await challenge(w)
    await play_first_moves(w, match, 1)                                # bob to move
    taken = await w.mod.slash(w.games, "gm substitute", seat=2, member=w.alice)
    assert private(taken) == "that member already plays in this match"
    r = await w.mod.slash(w.games, "gm substitute", seat=2, member=w.dave)
    assert private(r) == "dave now plays seat 2."
    assert w.public()[-1].content == f"A game-master gave seat bob to dave\n{mention(w.dave)}, your move"
    match = await w.host.get(match.id)
    assert [s.user_id for s in match.seats] == [w.alice.id, w.dave.id] and match.seats[1].name == "bob"
    refused = await w.bob.slash(w.games, "move", move=w.host.legal_moves(match, w.dave.id)[0])
    assert refused.ephemeral and refused.response.content == "you are not playing in this match"
    chunk = w.host.legal_moves(match, w.dave.id)[0]
    moved = await w.dave.slash(w.games, "move", move=chunk)
    assert moved.response.content.startswith(f"bob removed {chunk}")      # the seat keeps its name


async def test_gm_clock_pauses_resumes_and_replaces_the_clock(world):
    w = world
    match = await challenge(w, "seed=4 clock=60")
    await w.env.advance_time(20)
    r = await w.mod.slash(w.games, "gm clock", setting="pause")
    assert private(r) == f"Clock of match #{match.id}: pause."
    assert w.public()[-1].content == f"A game-master paused the clock\n{mention(w.alice)}, your move"
    again = await w.mod.slash(w.games, "gm clock", setting="pause")
    assert private(again) == "the clock is already paused"
    cursor = len(w.public())
    await w.env.advance_time(3600)
    assert w.public()[cursor:] == []                                    # no reminder, no time-out
    await w.mod.slash(w.games, "gm clock", setting="resume")
    assert w.public()[-1].content.startswith("A game-master resumed the clock")
    await w.env.advance_time(39)
    assert "time ran out" not in visible_text(w.public())
    await w.env.advance_time(1)                                         # 20 s + 40 s = the minute
    assert "⏰ alice's time ran out" in visible_text(w.public())

    r = await w.mod.slash(w.games, "gm clock", setting="2m+1m")
    assert w.public()[-1].content.startswith(
        "A game-master set the clock: 2m per move + 1m reserve; on time-out, the easy computer moves for the seat")
    r = await w.mod.slash(w.games, "gm clock", setting="deadline=24h")
    assert w.public()[-1].content.startswith("A game-master set the clock: 1d per move")
    await w.mod.slash(w.games, "gm clock", setting="off")
    assert w.public()[-1].content.startswith("A game-master set the clock: no clock")
    bad = await w.mod.slash(w.games, "gm clock", setting="later")
    assert private(bad).startswith("clock=later is not a clock; ") and private(bad).endswith("or write pause / resume")
    no_clock = await w.mod.slash(w.games, "gm clock", setting="pause")
    assert private(no_clock) == "this match has no clock; set one with e.g. 60+180"
    assert [row.kind for row in await w.host.history(match.id)].count("gm:clock") == 5


async def test_gm_show_is_private_and_complete(world):
    w = world
    match = await challenge(w)
    match = await play_first_moves(w, match, 2)
    r = await w.mod.slash(w.games, "gm show")
    text = private(r)
    assert text.startswith(f"```\nMatch #{match.id} DNA (sequence chunks) — running, options `defaults`, "
                           f"seed {match.seed}")
    assert f"— seat 1 alice ({mention(w.alice)}):" in text and f"— seat 2 bob ({mention(w.bob)}):" in text
    for strand in match.state["strands"]:
        assert strand in text
    assert "1. seat 1 move: " in text and "2. seat 2 move: " in text
    assert not any("Match #1 DNA" in m.content for m in w.public())
    other = await w.mod.slash(w.games, "gm show", match=99)
    assert private(other) == "there is no match #99"


async def test_gm_show_of_a_long_match_comes_as_a_private_file(world):
    w = world
    lobby = (await w.alice.slash(w.games, "play", game="dna-sequence", options="seed=4 clock=off length=100")).response
    for name in ("bob", "carol", "dave", "mod"):
        await w.members[name].click(lobby, label="Join")
    await w.alice.click(lobby, label="Start")
    r = await w.mod.slash(w.games, "gm show")
    assert r.ephemeral and r.response.content == "Match #1, everything (secrets included):"
    board, attachment = r.response.attachments
    assert board.filename.endswith(".png") and attachment.filename == "match-1.txt"
    data = (await attachment.read()).decode()
    assert data.startswith("Match #1 DNA (sequence chunks)") and "— seat 5 mod" in data


async def test_gm_list_shows_every_open_or_running_match_of_the_server(world):
    w = world
    assert private(await w.mod.slash(w.games, "gm list")) == "No open or running matches."
    match = await challenge(w)
    other = w.guild.create_text_channel("games-2")
    await w.carol.slash(other, "play", game="dna-sequence")
    text = private(await w.mod.slash(w.games, "gm list"))
    assert text.splitlines() == [f"#2 dna-sequence — lobby — <#{other.id}> — carol",
                                 f"#{match.id} dna-sequence — running — <#{w.games.id}> — alice, bob"]


async def test_gm_config_changes_the_servers_settings(world):
    w = world
    r = await w.mod.slash(w.games, "gm config")
    assert private(r) == ("Game-master role: none (Manage Server only)\nMatches allowed in: any channel\n"
                          "Defaults: none\nZombie after 3 time-outs; abandoned matches aborted after 14 days; "
                          "lobbies open for 60 minutes.\nMatches against the computer are unrated.\n"
                          "Time away: 30 days per member and year\n"
                          "Turns are posted as text with the board picture attached.")
    other = w.guild.create_text_channel("games-2")
    r = await w.mod.slash(w.games, "gm config", channel=other, game="dna-sequence", defaults="length=12",
                          zombie_after=2, abandon_after="2d", lobby_ttl="30m")
    assert private(r) == (f"Game-master role: none (Manage Server only)\nMatches allowed in: <#{other.id}>\n"
                          "Defaults: {'dna-sequence': 'length=12'}\nZombie after 2 time-outs; abandoned matches "
                          "aborted after 2 days; lobbies open for 30 minutes.\nMatches against the computer are unrated.\n"
                          "Time away: 30 days per member and year\n"
                          "Turns are posted as text with the board picture attached.")
    refused = await w.alice.slash(w.games, "play", game="dna-sequence")
    assert refused.ephemeral and refused.response.content == \
        f"matches can't be started in this channel here; try <#{other.id}>"
    await w.alice.slash(other, "play", game="dna-sequence", opponent=w.bob)
    match = await w.host.channel_match(other.id)
    assert match.options == "length=12" and match.extra["zombie_after"] == 2
    assert match.extra["abandon_after"] == 172800.0 and match.deadline_at - match.created_at == 1800.0

    bad = await w.mod.slash(w.games, "gm config", game="dna-sequence", defaults="length=0")
    assert private(bad).startswith("bad options: ")
    no_game = await w.mod.slash(w.games, "gm config", defaults="length=12")
    assert private(no_game) == "give the game whose default options you set"
    bad_time = await w.mod.slash(w.games, "gm config", lobby_ttl="soon")
    assert private(bad_time) == "'soon' is not a duration; write e.g. 90s, 5m, 24h or 2d"
    r = await w.mod.slash(w.games, "gm config", channel=other, game="dna-sequence", defaults="-")
    assert "Matches allowed in: any channel\nDefaults: none\n" in private(r)


# -- secrets stay out of public game-master output ----------------------------------------------------------
async def test_a_kicked_players_strand_stays_secret_and_gm_show_has_it(world):
    w = world
    match = await challenge(w, f"{MANUAL} seed=5 clock=off")
    r = await w.mod.slash(w.games, "gm kick", seat=1, reason="gone")     # the host submits alice's strand
    assert private(r) == f"Seat 1 of match #{match.id} is now played by the computer (easy)."
    match = await w.host.get(match.id)
    strand = match.state["strands"][0]
    assert match.state["phase"] == "setup" and strand and match.state["strands"][1] is None
    public = visible_text(w.public())
    assert "A game-master removed alice (gone): the computer (easy) plays that seat from now on" in public
    assert "alice has submitted a strand (1 still to come)" in public
    assert strand not in public
    for name in ("bob", "carol", "dave", "mod"):                      # alice's own seat: hers alone
        assert strand not in visible_text(w.dms(w.members[name]))
    history = await w.carol.slash(w.games, "history")
    assert not history.ephemeral and strand not in history.response.content
    shown = await w.mod.slash(w.games, "gm show")
    assert shown.ephemeral and strand in shown.response.content
    assert strand not in visible_text(w.public())
    # bob's strand completes the set-up: the reveal, then alice's zombie nominates at once
    await w.bob.user.slash("move", move="TTTTTT")
    lines = w.public()[-1].content.splitlines()
    assert lines[1].startswith("All strands are in and revealed") and lines[2].startswith("alice removed ")


async def test_ending_or_undoing_during_a_secret_set_up_shows_no_strand(world):
    w = world
    match = await challenge(w, f"{MANUAL} seed=4 clock=off", opponent="carol")
    await w.alice.user.slash("move", move="ACGACG")
    await w.mod.slash(w.games, "gm undo")
    assert w.public()[-1].content.startswith("A game-master took back 1 ply")
    await w.alice.user.slash("move", move="GGGCCC")
    await w.mod.slash(w.games, "gm end", reason="no time", winners="1")
    ended = await w.host.get(match.id)
    assert ended.status == "finished"
    text = visible_text(w.public())
    assert "ACGACG" not in text and "GGGCCC" not in text
    history = await w.bob.slash(w.games, "history", match=match.id)
    assert "ACGACG" not in history.response.content and "GGGCCC" not in history.response.content


# -- the example script ---------------------------------------------------------------------------------
def run_example(name: str, out) -> subprocess.CompletedProcess:
    """``petri sandbox --script examples/NAME`` as CI runs it (a separate process)."""
    return subprocess.run([sys.executable, "-m", "cli.main", "sandbox", "--script", str(REPO / "examples" / name),
                           "--out", str(out)], cwd=REPO, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(REPO)})

def test_the_example_script_passes(tmp_path):
    done = run_example("game-master.txt", tmp_path / "out")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert done.stdout.rstrip().endswith("every line ran and every expectation held; images in " + str(tmp_path / "out") + "/")
