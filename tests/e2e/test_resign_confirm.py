"""``/resign`` asks first: "Resign match #N?" with Resign / Keep playing, seen by the
caller only; nothing changes until Resign is pressed, and a Resign drawn for an earlier position
is refused with the current board."""

from __future__ import annotations

from bot.adapter.flows import STALE
from tests.e2e.conftest import button_labels, start_lobby_match


async def ask(w, member):
    asked = await member.slash(w.games, "resign")
    assert asked.acknowledged and asked.ephemeral, asked
    return asked


async def test_resign_asks_privately_and_changes_nothing_until_confirmed(world):
    w = world
    match = await start_lobby_match(w, "seed=4")
    before = [m.id for m in w.public()]
    asked = await ask(w, w.alice)
    assert asked.response.content.startswith(f"Resign match #{match.id}?")
    assert button_labels(asked.response) == ["Resign", "Keep playing"]
    assert (await w.host.get(match.id)).status == "running"
    assert [m.id for m in w.public()] == before and await w.host.history(match.id) == []


async def test_keep_playing_leaves_the_match_running(world):
    w = world
    match = await start_lobby_match(w, "seed=4")
    asked = await ask(w, w.alice)
    kept = await w.alice.click(asked.response, label="Keep playing")
    assert kept.response.content == f"You play on in match #{match.id}." and button_labels(kept.response) == []
    assert (await w.host.get(match.id)).status == "running"


async def test_resign_confirmed_ends_the_match(world):
    w = world
    match = await start_lobby_match(w, "seed=4")
    asked = await ask(w, w.alice)
    done = await w.alice.click(asked.response, label="Resign")
    assert done.response.content == f"You resigned match #{match.id}." and button_labels(done.response) == []
    assert any(m.content.startswith("alice resigned\nbob wins (alice resigned)") for m in w.public())
    assert (await w.host.get(match.id)).result["winners"] == ["bob"]


async def test_a_resign_asked_before_the_position_changed_is_refused(world):
    w = world
    match = await start_lobby_match(w, "seed=4")
    asked = await ask(w, w.bob)                                   # bob asks while alice is to move
    chunk = w.host.legal_moves(match, w.alice.id)[0]
    await w.alice.slash(w.games, "move", move=chunk)
    late = await w.bob.click(asked.response, label="Resign")
    assert late.ephemeral and late.response.content.startswith(str(STALE))
    assert (await w.host.get(match.id)).status == "running"


async def test_only_a_seat_is_asked(world):
    w = world
    await start_lobby_match(w, "seed=4")
    refused = await ask(w, w.carol)
    assert refused.response.content == "you are not playing in this match" and button_labels(refused.response) == []
