"""/hint: against the computer and in a casual hints=on match the caller alone gets
a suggested legal move with a reason, and the match records it; a rated match refuses."""

from __future__ import annotations

import pytest

from bot.adapter import create_bot
from bot.ops.config import Config
from bot.learning.hints import hint_refusal
from bot.storage.store import MatchRow
from games import get_game
from bot.storage.repos import learning as learning_rows
from tests.e2e.conftest import newest_with_button, resign, start_lobby_match
from tests.e2e.test_computer_opponent import petri

pytestmark = pytest.mark.simcord(settle_timeout=30)


@pytest.fixture
def simcord_bot(db_path):
    return create_bot(Config(database=db_path, deadline_poll=0), computer_iterations=4)


async def _hint_when_to_move(w, member):
    match = await w.match()
    game = get_game(match.game)
    assert match.seats[game.to_move(match.state)[0]].user_id == member.id
    return match, await member.slash(w.games, "hint")


async def test_a_hint_against_the_computer_is_private_legal_and_recorded(world):
    w = world
    await w.alice.slash(w.games, "play", game="dna-sequence", opponent=petri(w), level="easy",
                        options="seed=5")
    await w.env.settle()
    before = list(w.public())
    match, r = await _hint_when_to_move(w, w.alice)
    assert r.ephemeral and r.response.content.startswith(f"Hint for match #{match.id}: `")
    move = r.response.content.split("`")[1]
    assert move in get_game(match.game).legal_moves(match.state, 0)
    assert "win" in r.response.content          # the reason names a win chance
    assert w.public() == before                 # nothing in the channel
    assert await learning_rows.hints_in(w.host.store, match.id) == [(w.alice.id, match.state["ply"])]


async def test_a_rated_match_refuses_and_a_hints_on_match_allows(world):
    w = world
    lobby = (await w.alice.slash(w.games, "play", game="protozoa", options="hints=on")).response
    assert any(f.name == "Hints" and "not rated" in f.value for f in lobby.embeds[0].fields)
    await w.alice.click(lobby, label="Cancel")
    match = await start_lobby_match(w, "seed=8")
    refused = await w.alice.slash(w.games, "hint")
    assert refused.ephemeral and "no hints in a rated match" in refused.response.content
    assert await learning_rows.hints_in(w.host.store, match.id) == []
    await resign(w.alice, w.games)

    casual = await start_lobby_match(w, "seed=8 hints=on", players=("carol", "dave"))
    assert casual.extra["hints"] and casual.extra["unrated"]
    not_yours = await w.dave.slash(w.games, "hint")
    assert "not your turn" in not_yours.response.content
    ok = await w.carol.slash(w.games, "hint")
    assert ok.ephemeral and ok.response.content.startswith(f"Hint for match #{casual.id}")
    assert await learning_rows.hints_in(w.host.store, casual.id) == [(w.carol.id, 0)]


def test_tournament_and_rated_computer_matches_refuse():
    row = MatchRow(id=1, guild_id=1, channel_id=1, game="protozoa", options="", seed=1,
                   status="running", state={}, version=1, created_by=1, invited=None,
                   created_at=0, updated_at=0, seats=[], extra={"computers": {"1": "easy"}})
    assert str(hint_refusal(row, 0)) == "no hints in a rated match"
    row.extra["unrated"] = True
    assert hint_refusal(row, 0) is None
    row.extra["tournament"] = 7
    assert str(hint_refusal(row, 0)) == "no hints in a tournament match"
    assert str(hint_refusal(row, None)) == "only a player of this match can ask for a hint"


async def test_a_first_easy_match_offers_show_hints_and_a_second_does_not(world):
    w = world
    await w.alice.slash(w.games, "play", game="dna-sequence", opponent=petri(w), level="easy",
                        options="seed=5")
    await w.env.settle()
    offer = newest_with_button(w.games, "Show hints", viewer=w.alice)
    match = await w.match()
    clicked = await w.alice.click(offer, label="Show hints")
    assert clicked.ephemeral and clicked.response.content.startswith(f"Hint for match #{match.id}: `")
    assert await learning_rows.hints_in(w.host.store, match.id) == [(w.alice.id, match.state["ply"])]
    with pytest.raises(LookupError):
        newest_with_button(w.games, "Show hints", viewer=w.bob)   # nobody else sees the offer
    await resign(w.alice, w.games)
    await w.alice.slash(w.games, "play", game="dna-sequence", opponent=petri(w), level="easy")
    await w.env.settle()
    assert newest_with_button(w.games, "Show hints", viewer=w.alice).id == offer.id  # no new offer


async def test_a_bad_hints_value_is_refused_with_the_right_words(world):
    w = world
    r = await w.alice.slash(w.games, "play", game="protozoa", options="hints=maybe")
    assert r.ephemeral and "hints is on or off, not 'maybe'" in r.response.content
    (checked,) = [c for c in await w.alice.autocomplete(w.games, "play", "options", "hints=maybe",
                                                        game="protozoa") if c["name"].startswith("✗")]
    assert "hints is on or off" in checked["name"]


async def test_asking_again_at_one_position_gives_the_same_hint_without_a_new_search(world, monkeypatch):
    w = world
    match = await start_lobby_match(w, "seed=8 hints=on")
    pool = w.bot.computers
    searches = []
    real = pool.advise

    async def counted(*args):
        searches.append(args)
        return await real(*args)

    monkeypatch.setattr(pool, "advise", counted)
    answers = [(await w.alice.slash(w.games, "hint")).response.content for _ in range(5)]
    assert len(searches) == 1 and len(set(answers)) == 1 and answers[0].startswith(f"Hint for match #{match.id}")
    assert await learning_rows.hints_in(w.host.store, match.id) == [(w.alice.id, 0)]
    # The next position is another search: once more, then its answer again.
    game = get_game(match.game)
    await w.alice.slash(w.games, "move", move=game.legal_moves(match.state, 0)[0])
    bob = [(await w.bob.slash(w.games, "hint")).response.content for _ in range(3)]
    assert len(searches) == 2 and len(set(bob)) == 1


async def test_without_the_bound_each_hint_searches(world, monkeypatch):
    w = world
    w.bot.config.hint_searches_per_ply = 0
    await start_lobby_match(w, "seed=8 hints=on")
    searches = []
    real = w.bot.computers.advise

    async def counted(*args):
        searches.append(args)
        return await real(*args)

    monkeypatch.setattr(w.bot.computers, "advise", counted)
    for _ in range(3):
        await w.alice.slash(w.games, "hint")
    assert len(searches) == 3
