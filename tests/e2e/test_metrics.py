"""``/healthz`` and ``/metrics`` (bot/ops/metrics.py) scraped over HTTP from the bot on SimCord.

A move and a refusal made through Discord show up in the counters, the
database gauges count the match, and /healthz reports the gateway shard and
the database; with the database closed it answers 503.
"""

from __future__ import annotations

import json

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.ops.metrics import serve
from tests.e2e.test_protozoa_play import challenge


def samples(text: str) -> dict[tuple[str, tuple], float]:
    """Every sample of a Prometheus text page: (name, sorted labels) → value."""
    return {(s.name, tuple(sorted(s.labels.items()))): s.value
            for family in text_string_to_metric_families(text) for s in family.samples}


@pytest.fixture
async def scrape(world):
    server = await serve(world.bot, ("127.0.0.1", 0))
    async with aiohttp.ClientSession() as session:
        async def get(path: str) -> tuple[int, str]:
            async with session.get(f"http://127.0.0.1:{server.port}{path}") as response:
                return response.status, await response.text()
        yield get
    await server.stop()


async def test_a_move_and_a_refusal_show_up_in_the_counters(world, scrape):
    status, before = await scrape("/metrics")
    assert status == 200
    assert ("petri_moves_total", (("game", "protozoa"),)) not in samples(before)

    match = await challenge(world)
    move = world.host.legal_moves(match, world.alice.id)[0]
    assert (await world.alice.slash(world.games, "move", move=move)).acknowledged
    refused = await world.alice.slash(world.games, "move", move="place 9 z99")
    assert refused.ephemeral

    status, page = await scrape("/metrics")
    found = samples(page)
    assert found[("petri_moves_total", (("game", "protozoa"),))] == 1
    assert found[("petri_refusals_total", (("game", "protozoa"),))] == 1
    assert found[("petri_move_seconds_count", (("game", "protozoa"),))] == 1
    assert found[("petri_move_seconds_bucket", (("game", "protozoa"), ("le", "+Inf")))] == 1
    assert found[("petri_active_matches", ())] == 1
    assert found[("petri_database_up", ())] == 1
    assert ("petri_gateway_latency_seconds", (("shard", "0"),)) in found
    assert found[("petri_dm_failures_total", ())] == 0
    # Nothing a player typed reaches the metrics page.
    assert move not in page and "z99" not in page


async def test_healthz_reports_ready_shards_and_database(world, scrape):
    status, body = await scrape("/healthz")
    assert status == 200, body
    doc = json.loads(body)
    assert doc["ready"] is True and doc["database"] is True
    assert set(doc["shards"]) == {"0"}
    await world.host.store.close()
    status, body = await scrape("/healthz")
    assert status == 503
    assert json.loads(body)["database"] is False
    world.bot.host = None       # already closed; the fixture must not close it twice
