"""The optional HTTP endpoint (``[metrics] listen``): ``/healthz`` and Prometheus ``/metrics``.

``Metrics`` is the ``Observer`` the host and adapter report to; it counts
in its own ``prometheus_client`` registry (so several bots in one process,
as in the tests, never share counters).  ``HealthServer`` serves both pages
with aiohttp (already a discord.py dependency) on the bot's event loop.
"""

from __future__ import annotations

import asyncio
import json
import math
from typing import Any

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, Histogram, generate_latest

from bot.core import ACTIVE
from bot.host.observe import Observer
from bot.storage.repos import matches as match_rows
from bot.storage.store import MatchRow

#: Move latency buckets (seconds): Discord's answer window is 3 s.
BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)
#: How long a health probe waits for the database (seconds).
DB_TIMEOUT = 2.0


class Metrics(Observer):
    """Counters and gauges of one bot process (``registry`` is what ``/metrics`` prints)."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.moves = Counter("petri_moves", "Moves committed, by game", ["game"], registry=r)
        self.refusals = Counter("petri_refusals", "Moves refused (illegal, stale, out of turn), by game",
                                ["game"], registry=r)
        self.errors = Counter("petri_errors", "Moves that failed with an unexpected error, by game",
                              ["game"], registry=r)
        self.move_seconds = Histogram("petri_move_seconds", "Time to validate, apply and commit a move",
                                      ["game"], buckets=BUCKETS, registry=r)
        self.dm_failures = Counter("petri_dm_failures", "Direct messages that could not be delivered",
                                   registry=r)
        self.active = Gauge("petri_active_matches", "Lobbies, challenges and running matches (database)",
                            registry=r)
        self.clocks = Gauge("petri_clocks_pending", "Matches with a clock deadline pending (database)",
                            registry=r)
        self.database_up = Gauge("petri_database_up", "1 when the database answered the last probe",
                                 registry=r)
        self.latency = Gauge("petri_gateway_latency_seconds", "Heartbeat latency of each gateway shard",
                             ["shard"], registry=r)

    def moved(self, match: MatchRow, seconds: float) -> None:
        super().moved(match, seconds)
        self.moves.labels(match.game).inc()
        self.move_seconds.labels(match.game).observe(seconds)

    def refused(self, game: str | None) -> None:
        super().refused(game)
        self.refusals.labels(game or "none").inc()

    def failed(self, game: str | None) -> None:
        self.errors.labels(game or "none").inc()

    def dm_failed(self) -> None:
        self.dm_failures.inc()


def _finite(seconds: float) -> float | None:
    # Before the first heartbeat discord.py reports an infinite latency.
    return seconds if math.isfinite(seconds) else None


async def probe_database(bot) -> tuple[bool, dict[str, int]]:
    """Whether the bot's database answers within ``DB_TIMEOUT``, and its match counts.

    Returns ``(reachable, {"active": n, "clocks": n})`` (counts empty when unreachable).
    """
    if bot.host is None:
        return False, {}
    store = bot.host.store

    async def counts() -> dict[str, int]:
        return {"active": await match_rows.count_with_status(store, ACTIVE),
                "clocks": await match_rows.count_with_clock(store)}
    try:
        return True, await asyncio.wait_for(counts(), DB_TIMEOUT)
    except Exception:  # any failure means "not reachable"; /healthz says so
        return False, {}


async def health(bot) -> dict[str, Any]:
    """The ``/healthz`` document: ``ready`` (gateway connected and database reachable),
    ``gateway_latency_ms`` (mean over shards, ``null`` before the first heartbeat),
    ``shards`` (shard id → latency in ms), ``database`` (bool)."""
    database, _ = await probe_database(bot)
    latency = _finite(bot.latency)
    return {
        "ready": bot.is_ready() and database,
        "gateway_latency_ms": None if latency is None else round(latency * 1000, 1),
        "shards": {str(shard): None if _finite(seconds) is None else round(seconds * 1000, 1)
                   for shard, seconds in bot.latencies},
        "database": database,
    }


class HealthServer:
    """``/healthz`` and ``/metrics`` for ``bot`` (a started ``PetriBot``) on ``host:port``."""

    def __init__(self, bot, metrics: Metrics):
        self.bot = bot
        self.metrics = metrics
        app = web.Application()
        app.router.add_get("/healthz", self._healthz)
        app.router.add_get("/metrics", self._metrics)
        self._runner = web.AppRunner(app, access_log=None)
        self.port: int | None = None

    async def start(self, host: str, port: int) -> int:
        """Listen on ``host:port`` (port 0: any free port); returns the port.

        Raises ``OSError`` when the address cannot be bound.
        """
        await self._runner.setup()
        try:
            site = web.TCPSite(self._runner, host, port)
            await site.start()
        except BaseException:
            await self._runner.cleanup()
            raise
        self.port = self._runner.addresses[0][1]
        return self.port

    async def stop(self) -> None:
        """Stop listening."""
        await self._runner.cleanup()

    async def _healthz(self, request: web.Request) -> web.Response:
        doc = await health(self.bot)
        return web.Response(text=json.dumps(doc), content_type="application/json",
                            status=200 if doc["ready"] else 503)

    async def _metrics(self, request: web.Request) -> web.Response:
        database, counts = await probe_database(self.bot)
        self.metrics.database_up.set(1 if database else 0)
        if counts:
            self.metrics.active.set(counts["active"])
            self.metrics.clocks.set(counts["clocks"])
        self.metrics.latency.clear()
        for shard, seconds in self.bot.latencies:
            if _finite(seconds) is not None:
                self.metrics.latency.labels(str(shard)).set(seconds)
        return web.Response(body=generate_latest(self.metrics.registry),
                            headers={"Content-Type": CONTENT_TYPE_LATEST})


async def serve(bot, listen: tuple[str, int]) -> HealthServer:
    """Attach a new ``Metrics`` observer to ``bot`` and start a ``HealthServer`` on ``listen``.

    Call before the bot's ``setup_hook`` runs (the host picks up ``bot.observer``
    when it opens).  Raises ``OSError`` when the address cannot be bound.
    """
    metrics = Metrics()
    bot.observer = metrics
    if bot.host is not None:
        bot.host.observer = metrics
    server = HealthServer(bot, metrics)
    await server.start(*listen)
    return server
