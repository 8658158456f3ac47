"""``/tournament create`` with oversized or out-of-range input, and over the ``[limits]`` of the
configuration: each is refused with a line naming the limit, never a Fluent
placeholder, and nothing is created."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.simcord(settle_timeout=30)


async def refused(w, member, **options) -> str:
    given = dict(name="Cup", game="dna-sequence", format="swiss") | options
    r = await member.slash(w.games, "tournament create", **given)
    assert r.ephemeral, r
    text = r.response.content
    assert "{???}" not in text and "{" not in text, text
    return text


async def tournaments(w) -> int:
    return (await w.host.store.fetch_one("SELECT COUNT(*) FROM tournaments"))[0]


async def test_oversized_and_out_of_range_options_are_refused_naming_the_limit(world):
    w = world
    assert "options is too long: at most 500 characters" in await refused(w, w.alice, options="x" * 600)
    # Longer than any option may be ([limits] max_option_length): refused before it is read.
    assert "at most 1,000 characters in one option" in await refused(w, w.alice, options="x" * 100_000)
    assert "round_deadline must be between 1m and 30d" in await refused(w, w.alice, round_deadline="31d")
    assert "round_deadline must be between 1m and 30d" in await refused(w, w.alice, round_deadline="30s")
    assert "starts_in may be at most 30d" in await refused(w, w.alice, starts_in="31d")
    # Past any clock at all (ten years): the duration itself is refused, naming that limit.
    assert "longer than any clock may be" in await refused(w, w.alice, round_deadline="99999999999d")
    assert "longer than any clock may be" in await refused(w, w.alice, starts_in="99999999999999999999d")
    assert "starts_in is too long: at most 32 characters" in await refused(w, w.alice, starts_in="9" * 40 + "d")
    assert "name is too long: at most 80 characters" in await refused(w, w.alice, name="n" * 81)
    assert "computers must be 0–3" in await refused(w, w.alice, computers=4)
    assert await tournaments(w) == 0


async def test_tournaments_per_member_follow_the_configured_limit(world):
    w = world
    for _ in range(2):                                    # the default: two not yet over
        r = await w.alice.slash(w.games, "tournament create", name="Cup", game="dna-sequence", format="swiss")
        assert not r.ephemeral, r
    assert "max_tournaments_per_member" in await refused(w, w.alice)
    r = await w.bob.slash(w.games, "tournament create", name="Bob's", game="dna-sequence", format="swiss")
    assert not r.ephemeral, r
    assert await tournaments(w) == 3
