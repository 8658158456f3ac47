"""/history, /replay and the animated replay of a finished match; secret moves never shown."""

from __future__ import annotations

import io

from PIL import Image, ImageChops, ImageSequence

from bot.adapter.history import (HistoryEntry, history_line, paginate, post_replay,
                                 read_log, what)
from bot.storage.store import MatchRow, MoveRow, Seat
from games import get_game
from render import board_png
from tests.e2e.conftest import png_of, start_lobby_match

MANUAL = "manual length=6 non_incremental"
STRANDS = {"alice": "ACGACG", "bob": "TTTTTT"}
GIF_MAGIC = b"GIF89a"
GAME = get_game("dna-sequence")


def no_strands(text: str) -> None:
    for strand in STRANDS.values():
        assert strand not in text, f"secret strand {strand} shown: {text!r}"


async def history_text(actor, channel=None, **options) -> str:
    r = await (actor.slash(channel, "history", **options) if channel is not None
               else actor.slash("history", **options))
    assert r.acknowledged and not r.ephemeral, r
    assert len(r.response.content) <= 2000
    return r.response.content


def rgb(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


async def test_history_replay_and_gif_of_a_manual_game(world):
    w = world
    match = await start_lobby_match(w, MANUAL)

    # set-up under way: alice's strand is in, secret
    await w.alice.user.slash("move", move=STRANDS["alice"])
    text = await history_text(w.carol, w.games)
    assert text.splitlines()[0] == f"**History of match #{match.id}** — DNA (sequence chunks), alice, bob (running)"
    (row,) = await w.host.history(match.id)
    assert text.splitlines()[1] == "Pace: daily"        # DNA's own clock, a day a move
    assert text.splitlines()[2] == f"1. alice — submitted a secret move — <t:{int(row.at)}:R>"
    no_strands(text)

    # bob's strand (the reveal), then alice's move ends the game
    await w.bob.user.slash("move", move=STRANDS["bob"])
    r = await w.alice.slash(w.games, "move", move="ACG")
    assert not r.ephemeral and f"Match #{match.id} is over" in r.response.content
    match = await w.host.get(match.id)
    assert match.status == "finished"
    assert await w.host.active_in_channel(w.games.id) is None

    # /history after the end: the channel's latest match by default, strands never shown
    text = await history_text(w.dave, w.games)
    lines = text.splitlines()
    assert lines[0].endswith("alice, bob (finished)") and lines[1] == "Pace: daily"
    assert [line.split(" — <t:")[0] for line in lines[2:]] == [
        "1. alice — submitted a secret move",
        "2. bob — submitted a secret move",
        "3. alice — played `ACG`",
    ]
    no_strands(text)
    assert text == await history_text(w.bob.user, match=match.id)         # in a DM, by number

    # /replay: the start, a set-up position, the end
    r = await w.carol.slash(w.games, "replay", ply=0)
    assert r.acknowledged and not r.ephemeral
    assert r.response.content == f"Match #{match.id}, ply 0 of 3: the start"
    (image,) = r.response.attachments
    assert image.filename == f"petri-{match.id}-replay-ply0.png"
    line = await w.host.positions(match)
    start_view = GAME.view(line[0].state, None)
    assert await png_of(image) == board_png("dna-sequence", start_view)
    assert image.description == "alice: waiting for a strand\nbob: waiting for a strand"

    r = await w.carol.slash(w.games, "replay", ply=1)
    assert r.response.content == f"Match #{match.id}, ply 1 of 3: alice — submitted a secret move"
    no_strands(r.response.content + r.response.attachments[0].description)
    assert await png_of(r.response.attachments[0]) == board_png("dna-sequence", GAME.view(line[1].state, None))

    r = await w.carol.slash(w.games, "replay")                              # default: the last
    assert r.response.content == f"Match #{match.id}, ply 3 of 3: alice — played `ACG`"
    assert "result: bob" in r.response.attachments[0].description

    for bad in (99, -1):
        refused = await w.carol.slash(w.games, "replay", ply=bad)
        assert refused.ephemeral
        assert refused.response.content == (f"match #{match.id} has plies 0–3 (0 is the start); "
                                            f"there is no ply {bad}")

    # the animated replay, as flows.announce posts it at the end
    posted = await post_replay(w.bot, w.host, match)
    assert posted is not None
    message = w.public()[-1]
    assert message.id == posted.id and message.content == f"Replay of match #{match.id}"
    (gif_file,) = message.attachments
    assert gif_file.filename == f"petri-{match.id}-replay.gif"
    data = await gif_file.read()
    assert data[:6] == GIF_MAGIC and len(data) < 8 * 2**20
    gif = Image.open(io.BytesIO(data))
    shown = [f.convert("RGB") for f in ImageSequence.Iterator(gif)]
    assert len(shown) == 4                                                  # start, 2 strands, ACG
    # before the reveal the frames are exactly the public boards: no strand drawn
    for ply in (0, 1):
        public = rgb(board_png("dna-sequence", GAME.view(line[ply].state, None)))
        frame = shown[ply].crop((0, 0, *public.size))
        assert ImageChops.difference(frame, public).getbbox() is None
    alices_own = rgb(board_png("dna-sequence", GAME.view(line[1].state, 0)))     # her strand drawn
    assert ImageChops.difference(shown[1].crop((0, 0, *alices_own.size)), alices_own).getbbox() is not None
    final = rgb(board_png("dna-sequence", GAME.view(line[3].state, None)))
    assert ImageChops.difference(shown[-1].crop((0, 0, *final.size)), final).getbbox() is None


async def test_a_replay_that_cannot_be_posted_is_logged_not_raised(world, caplog):
    w = world
    match = await start_lobby_match(w, "length=6 seed=3")
    outcome = await w.host.resign(match.id, w.alice.id)
    assert outcome.match.status == "finished"
    w.env.inject_error("POST", f"/channels/{w.games.id}/messages", status=403, code=50013,
                       message="Missing Permissions", times=1)
    assert await post_replay(w.bot, w.host, outcome.match) is None
    assert f"could not post the replay of match {match.id}" in caplog.text
    assert (await post_replay(w.bot, w.host, outcome.match)) is not None     # fine again


async def test_history_and_replay_refusals(world):
    w = world
    r = await w.alice.slash(w.games, "history")
    assert r.ephemeral and r.response.content == (
        "no match has been played in this channel yet; give match: or start one with /play")
    r = await w.alice.slash(w.games, "history", match=42)
    assert r.ephemeral and r.response.content == "there is no match #42"

    lobby = (await w.alice.slash(w.games, "play", game="dna-sequence")).response
    r = await w.alice.slash(w.games, "replay")
    assert r.ephemeral and r.response.content == "the match has not started yet"
    text = await history_text(w.alice, w.games)
    assert text.endswith("(lobby)\nPace: daily\nNo moves yet.")
    await w.alice.click(lobby, label="Cancel")

    match = await start_lobby_match(w, "length=6 seed=3")
    text = await history_text(w.alice, w.games)
    assert text.endswith("No moves yet.")
    r = await w.alice.slash(w.games, "history", page=2)
    assert r.ephemeral and r.response.content == f"the history of match #{match.id} has 1 page; pick page 1–1"
    r = await w.bob.slash(w.games, "replay", ply=1)
    assert r.ephemeral and r.response.content == (f"match #{match.id} has plies 0–0 (0 is the start); "
                                                  "there is no ply 1")
    r = await w.bob.slash(w.games, "replay", ply=0)
    assert not r.ephemeral and r.response.content == f"Match #{match.id}, ply 0 of 0: the start"


async def test_a_long_history_is_paged(world):
    w = world
    match = await start_lobby_match(w, "length=200 seed=1")
    host = w.host
    # 60 plies (each removing as little as possible): no longer one message
    for _ in range(60):
        current = await host.get(match.id)
        seat = GAME.to_move(current.state)[0]
        gentlest = min(GAME.legal_moves(current.state, seat),
                       key=lambda m: -sum(map(len, GAME.apply(current.state, seat, m)[0]["strands"])))
        await host.move(match.id, current.seats[seat].user_id, gentlest)
    assert (await host.get(match.id)).status == "running"
    first = await history_text(w.carol, w.games)
    assert len(first) <= 2000
    assert first.splitlines()[-1].startswith("… ")
    assert first.splitlines()[-1].endswith(f"more: /history match:{match.id} page:2")
    second = await history_text(w.carol, w.games, page=2)
    numbers = [int(line.split(".")[0]) for line in (first + "\n" + second).splitlines()
               if line[:1].isdigit()]
    assert numbers == list(range(1, 61))


async def test_replay_of_an_early_ply_replays_only_that_many(world, monkeypatch):
    """/replay ply:3 of a 30-ply game runs the engine for 3 plies, not the whole log."""
    w = world
    match = await start_lobby_match(w, "length=200 seed=1")
    for _ in range(30):
        current = await w.host.get(match.id)
        seat = GAME.to_move(current.state)[0]
        await w.host.move(match.id, current.seats[seat].user_id, GAME.legal_moves(current.state, seat)[0])
    expected = (await w.host.positions(await w.host.get(match.id), upto=3))[-1]
    assert expected.entry.ply == 3

    applied = []
    real_apply = GAME.apply
    monkeypatch.setattr(GAME, "apply", lambda *args: applied.append(args[2]) or real_apply(*args))
    r = await w.carol.slash(w.games, "replay", ply=3)
    assert r.response.content == f"Match #{match.id}, ply 3 of 30: alice — played `{expected.entry.text}`"
    assert await png_of(r.response.attachments[0]) == board_png("dna-sequence", GAME.view(expected.state, None))
    assert len(applied) == 3


# -- the log read safely (no Discord) -----------------------------------------------------------
def _match() -> MatchRow:
    return MatchRow(id=7, guild_id=1, channel_id=2, game="dna-sequence", options=MANUAL, seed=1,
                    status="running", state=None, version=1, created_by=10, invited=None,
                    created_at=0, updated_at=0, seats=[Seat(10, "alice"), Seat(11, "bob")])


def _rows(*entries) -> list[MoveRow]:
    return [MoveRow(i + 1, seat, user, kind, text, 1000.0 + i) for i, (seat, user, kind, text)
            in enumerate(entries)]


def test_a_move_played_for_a_seat_in_a_secret_step_is_hidden():
    rows = _rows((0, 10, "timeout", "GGGCCC"),            # the host's strand for alice: secret
                 (1, 11, "zombie", "AAAAAA"),             # ...and for bob
                 (0, 10, "timeout", "GGG"),               # an ordinary move played on time-out: shown
                 (None, 99, "gm:note", "paused for lunch @everyone"))
    entries = read_log(GAME, ["alice", "bob"], MANUAL, 1, rows)
    lines = [history_line(_match(), e) for e in entries]
    assert [line.split(" — <t:")[0] for line in lines] == [
        "1. alice — clock ran out: submitted a secret move was played for them",
        "2. bob — submitted a secret move (played for them)",
        "3. alice — clock ran out: played `GGG`",
        "· <@99> — game-master: paused for lunch @\u200beveryone",
    ]
    assert all("GGGCCC" not in line and "AAAAAA" not in line for line in lines)


def test_take_backs_are_struck_through_and_numbers_reused():
    rows = _rows((0, 10, "secret", "ACGACG"), (1, 11, "secret", "TTTTTT"),
                 (0, 10, "move", "CGA"), (None, None, "undo", "1"), (0, 10, "move", "ACG"),
                 (1, 11, "resign", "resign"))
    entries = read_log(GAME, ["alice", "bob"], "manual length=6", 1, rows)
    assert [(e.number, e.undone) for e in entries] == [(1, False), (2, False), (3, True), (None, False),
                                                       (3, False), (4, False)]
    lines = [history_line(_match(), e).split(" — <t:")[0] for e in entries]
    assert lines[2] == "~~3. alice — played `CGA`~~ (taken back)"
    assert lines[3] == "· host — took back 1 ply"
    assert lines[5] == "4. bob — resigned"


def test_an_unreadable_log_hides_every_text_but_plain_moves():
    rows = _rows((0, 10, "secret", "ACGACG"), (1, 11, "timeout", "TTTTTT"), (0, 10, "move", "ZZZ"),
                 (1, 11, "proxy", "CCCCCC"))
    entries = read_log(GAME, ["alice", "bob"], "manual length=99999", 1, rows)   # bad options
    text = "\n".join(what(e) for e in entries)
    assert "played `ZZZ`" in text
    for hidden in ("ACGACG", "TTTTTT", "CCCCCC"):
        assert hidden not in text


def test_every_kind_has_words():
    def words(kind, text="X", secret=False):
        return what(HistoryEntry(MoveRow(1, 0, 1, kind, text, 0), 1, secret))
    assert words("pass") == "lost their turn"
    assert words("forfeit") == "forfeited"
    assert words("undo", "2") == "took back 2 plies"
    assert words("proxy", "E4") == "played `E4` for them (chosen by an opponent)"
    assert words("zombie", "E4") == "absent: the host played `E4`"
    assert words("secret", "ACGT", secret=True) == "submitted a secret move"
    assert words("weird", "secret stuff") == "weird"
    assert words("move", "a`b") == "played `aˋb`"


def test_paginate_keeps_every_page_under_the_limit():
    lines = [f"{i}. someone — played `{'A' * 40}`" for i in range(1, 200)]
    pages = paginate("HEADER", lines, limit=500)
    assert all(len(p) <= 500 and p.startswith("HEADER\n") for p in pages)
    body = [line for p in pages for line in p.splitlines()[1:] if not line.startswith("…")]
    assert body == lines
    assert pages[0].splitlines()[-1] == f"… {199 - (len(pages[0].splitlines()) - 2)} more (page:2)"
    assert paginate("H", ["x" * 900], limit=100)[0].endswith("…")


async def test_the_replay_alt_text_gives_the_final_board_one_line_a_row(world):
    """A text board (``Game.describe``: a list of lines) in a message argument is worded as
    its lines, not as a list of words ("A . . ., B . . ., and ...")."""
    w = world
    alice, bob = w.members["alice"], w.members["bob"]
    match = await w.host.create(channel_id=w.games.id, guild_id=w.guild.id, game_id="mitosis", options="seed=1",
                                creator=Seat(alice.id, "alice"))
    await w.host.join(match.id, Seat(bob.id, "bob"))
    await w.host.start(match.id, alice.id)
    outcome = await w.host.resign(match.id, bob.id)
    posted = await post_replay(w.bot, w.host, outcome.match)
    assert posted is not None
    description = w.public()[-1].attachments[0].description
    mitosis = get_game("mitosis")
    board = "\n".join(line if isinstance(line, str) else str(line)
                      for line in mitosis.describe(mitosis.view(outcome.match.state)))
    assert description == f"Replay of 1 ply. Final position:\n{board}"[:1024]
