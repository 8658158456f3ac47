"""``/matches``: a member's running matches across threads, those waiting for them
first, then by time left; links that open each match's thread; pages that survive a restart;
the list in the reader's language; in DMs the member's matches of every server."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from bot.adapter import matches as matches_list
from bot.host.match_host import HostError
from cli.simlocale import speaking
from tests.e2e.conftest import button_labels, play_first_legal, thread_of
from tests.e2e.test_threads import challenge

LINK = re.compile(r"https://discord\.com/channels/(\d+)/(\d+)")


def rows_of(text: str) -> list[str]:
    """The match rows of a /matches answer (each starts with **#N)."""
    return [line for line in text.splitlines() if line.startswith("**#")]


def number(row: str) -> int:
    return int(re.match(r"\*\*#(\d+)", row).group(1))


async def five_matches(w, tables):
    """alice in five matches in five threads of #tables: three wait for her (she moves first in
    each), two for her opponent (she has moved).  Deadlines differ so the order is known."""
    specs = [(w.bob, "deadline=5h"), (w.carol, "deadline=2h"), (w.dave, "deadline=9h"),
             (w.bob, "deadline=3h"), (w.carol, "clock=off")]
    made = []
    for opponent, clock in specs:
        _, match = await challenge(w, tables, w.alice, opponent, options=f"length=12 seed=5 {clock}")
        made.append(match)
    for match in (made[0], made[3]):       # alice moves: these wait for bob now
        await play_first_legal(w, thread_of(w, tables, match), match.id)
    return made


async def test_five_matches_in_five_threads_waiting_ones_first_with_links(world, tables):
    w = world
    made = await five_matches(w, tables)
    assert len({m.thread_id for m in made}) == 5
    answer = await w.alice.slash(tables, "matches")
    assert answer.acknowledged and answer.ephemeral
    text = answer.response.content
    rows = rows_of(text)
    assert len(rows) == 5, text
    # waiting for alice: carol 2h, dave 9h, carol no clock (no clock last); then bob 3h, bob 5h
    assert [number(r) for r in rows] == [made[1].id, made[2].id, made[4].id, made[3].id, made[0].id]
    assert all("**your move**" in r for r in rows[:3]) and not any("your move" in r for r in rows[3:])
    assert all("bob to move" in r for r in rows[3:])
    assert "vs carol" in rows[0] and "DNA (sequence chunks)" in rows[0]
    assert "no clock" in rows[2] and "due <t:" in rows[0]
    assert text.startswith("Your 5 running matches, 3 waiting for you:")
    # each link opens its match's thread in this server
    threads = {t.id for t in tables.threads}
    for row in rows:
        guild_id, channel_id = map(int, LINK.search(row).groups())
        match = next(m for m in made if m.id == number(row))
        assert guild_id == w.guild.id and channel_id == match.thread_id and channel_id in threads
        assert w.bot.get_channel(channel_id) is not None
    # the last move's age: when alice moved in match 1 (a Discord timestamp)
    moved_at = (await w.host.history(made[0].id))[-1].at
    assert f"last move <t:{int(moved_at)}:R>" in rows[4]
    # bob sees his own three (two waiting for him) and nothing of carol's and dave's
    bob = rows_of((await w.bob.slash(tables, "matches")).response.content)
    assert [number(r) for r in bob] == [made[3].id, made[0].id]


async def test_pages_turn_across_a_restart_and_only_for_their_owner(world, tables, monkeypatch):
    w = world
    made = await five_matches(w, tables)
    monkeypatch.setattr(matches_list, "PAGE", 2)
    first = await w.alice.slash(tables, "matches")
    assert rows_of(first.response.content).__len__() == 2 and "Page 1 of 3" in first.response.content
    assert button_labels(first.response) == ["◀ Previous", "Next ▶"]
    await w.restart()                                  # the buttons are routed by custom id
    second = await w.alice.click(first.response, label="Next ▶")
    assert second.acknowledged, second
    shown = second.response.content
    assert "Page 2 of 3" in shown and [number(r) for r in rows_of(shown)] == [made[4].id, made[3].id]
    third = await w.alice.click(second.response, label="Next ▶")
    assert [number(r) for r in rows_of(third.response.content)] == [made[0].id]
    back = await w.alice.click(third.response, label="◀ Previous")
    assert "Page 2 of 3" in back.response.content


async def test_in_dms_every_server_and_in_a_server_only_its_own(world, tables):
    w = world
    _, here = await challenge(w, tables, w.alice, w.bob, options="length=12 seed=5 clock=off")
    other = w.env.create_guild("Elsewhere")
    room = other.create_text_channel("room")
    alice2, bob2 = other.add_member(w.alice.user), other.add_member(w.bob.user)
    _, there = await challenge(w, room, alice2, bob2, options="length=12 seed=5 clock=off")
    in_sandbox = rows_of((await w.alice.slash(tables, "matches")).response.content)
    assert [number(r) for r in in_sandbox] == [here.id]
    in_dm = (await w.alice.user.slash("matches")).response.content
    assert sorted(number(r) for r in rows_of(in_dm)) == sorted([here.id, there.id])
    assert f"/channels/{other.id}/{there.thread_id or there.channel_id}" in in_dm


async def test_nothing_running_and_german_words(world, tables):
    w = world
    none = await w.carol.slash(tables, "matches")
    assert none.response.content == "You have no running match here."
    await challenge(w, tables, w.alice, w.bob, options="length=12 seed=5 deadline=1d")
    with speaking({w.alice.id: "de"}):
        german = await w.alice.slash(tables, "matches")
    text = german.response.content
    assert text.startswith("Deine laufende Partie, 1 wartet auf dich:"), text
    assert "**du bist am Zug**" in text and "gegen bob" in text and "fällig <t:" in text



async def test_only_the_lists_owner_turns_its_pages():
    """A click from anyone but the list's owner (SimCord lets nobody else see the private
    list, so the click is made up here, as a crafted interaction would be) is refused
    before any list is read."""
    button = matches_list.MatchesButton(user_id=1, guild_id=2, page=1, way="next")
    assert button.item.custom_id == "petri:matches:1:2:1:next"
    with pytest.raises(HostError) as refused:
        await button.act(SimpleNamespace(user=SimpleNamespace(id=99), client=None))
    assert refused.value.message["id"] == "matches-not-yours"
