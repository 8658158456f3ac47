"""Log lines (bot/ops/logs.py, bot/host/observe.py): plain by default, JSON lines with ``log_format = "json"``
carrying match id, guild id, game and event, and never discord.py's raw payloads."""

from __future__ import annotations

import io
import json
import logging

import pytest

from bot.ops.logs import setup_logging
from bot.host.observe import Observer
from bot.storage.store import MatchRow


@pytest.fixture(autouse=True)
def restore_root_logger():
    root, discord_log = logging.getLogger(), logging.getLogger("discord")
    saved = root.handlers[:], root.level, discord_log.level
    yield
    root.handlers[:], level, discord_level = saved
    root.setLevel(level)
    discord_log.setLevel(discord_level)


def match() -> MatchRow:
    return MatchRow(id=7, guild_id=4242, channel_id=1, game="mitosis", options="", seed=1,
                    status="running", state={}, version=3, created_by=1, invited=None,
                    created_at=0.0, updated_at=0.0)


def test_json_lines_carry_match_guild_game_and_event():
    out = io.StringIO()
    setup_logging("DEBUG", "json", stream=out)
    Observer().moved(match(), 0.0123)
    Observer().refused("genetess")
    first, second = (json.loads(line) for line in out.getvalue().splitlines())
    assert first["event"] == "move" and first["match_id"] == 7 and first["guild_id"] == 4242
    assert first["game"] == "mitosis" and first["level"] == "DEBUG" and first["logger"] == "petri.events"
    assert first["message"] == "move applied in 12.3 ms" and "time" in first
    assert second["event"] == "refusal" and second["game"] == "genetess"


def test_plain_lines_by_default():
    out = io.StringIO()
    setup_logging("DEBUG", "plain", stream=out)
    Observer().moved(match(), 0.002)
    line = out.getvalue().strip()
    assert line.endswith("DEBUG petri.events: move applied in 2.0 ms") and not line.startswith("{")


def test_discord_payloads_stay_out_even_at_debug():
    """discord.py logs raw gateway payloads (a modal's secret strand) at DEBUG: never printed."""
    out = io.StringIO()
    setup_logging("DEBUG", "json", stream=out)
    logging.getLogger("discord.gateway").debug("For Shard ID 0: WebSocket Event: %s", {"value": "ACGTACGT"})
    logging.getLogger("discord.client").warning("PyNaCl is not installed, voice will NOT be supported")
    logging.getLogger("discord.client").info("logging in using static token")
    text = out.getvalue()
    assert "ACGTACGT" not in text and "voice" not in text
    assert "logging in using static token" in text
