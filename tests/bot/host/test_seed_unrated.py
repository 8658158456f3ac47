"""A chosen seed makes a match of a game with hidden draws unrated.

Genetess' hidden information comes from random draws (which code an unseen piece loses, how
the board shakes out of sight): whoever knows the seed can compute them.  The host draws a
secret 63-bit seed; a match on a seed chosen with ``seed=`` is unrated, and its lobby card
says so.  Recorded on a real SQLite file.
"""

from __future__ import annotations

from bot_testkit import ALICE, BOB

from bot.host import ratings
from bot.adapter.flows import lobby_embed


async def finished(host, game: str, options: str | None):
    """A match of ``game`` created with ``options``, started, then resigned by alice."""
    match = await host.create(channel_id=7, guild_id=5, game_id=game, options=options, creator=ALICE)
    card = lobby_embed(match)
    await host.join(match.id, BOB)
    await host.start(match.id, ALICE.user_id)
    await host.resign(match.id, ALICE.user_id)
    return await host.get(match.id), card


async def rating_rows(store, match_id: int) -> int:
    rows = await store.fetch_all("SELECT user_id FROM rating_history WHERE match_id = ?", (match_id,))
    return len(rows)


def card_says_unrated(card) -> bool:
    return any(field.name == "Unrated" for field in card.fields)


async def test_a_genetess_match_on_a_chosen_seed_is_unrated_and_its_card_says_so(host):
    chosen, card = await finished(host, "genetess", "seed=4 clock=off")
    assert chosen.status == "finished" and chosen.extra["seed_chosen"] is True
    assert not ratings.is_rated(chosen) and await rating_rows(host.store, chosen.id) == 0
    assert card_says_unrated(card)
    secret, card = await finished(host, "genetess", "clock=off")
    assert secret.extra["seed_chosen"] is False
    assert ratings.is_rated(secret) and await rating_rows(host.store, secret.id) == 2
    assert not card_says_unrated(card)


async def test_a_chosen_seed_leaves_a_game_without_hidden_draws_rated(host):
    match, card = await finished(host, "dna-sequence", "seed=4")
    assert ratings.is_rated(match) and await rating_rows(host.store, match.id) == 2
    assert not card_says_unrated(card)


async def test_the_secret_seed_has_63_bits(host):
    seeds = [(await host.create(channel_id=20 + i, guild_id=5, game_id="genetess", options=None,
                                creator=ALICE)).seed for i in range(8)]
    assert all(0 <= seed < 2**63 for seed in seeds)
    assert max(seeds) >= 2**40      # drawn from 63 bits, not 31: all 8 below 2**40 is ~2**-184
