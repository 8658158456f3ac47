"""Third-party loggers that print secrets below INFO are capped at INFO (bot/ops/logs.py), unless the
operator names them in ``log_verbose``."""

from __future__ import annotations

import io
import logging

import pytest

from bot.ops.config import ConfigError, load_config
from bot.ops.logs import CAPPED, setup_logging

NAMES = ("", *CAPPED, "discord.http", "discord.gateway", "discord.webhook")


@pytest.fixture(autouse=True)
def restore_loggers():
    root = logging.getLogger()
    saved = root.handlers[:], {name: logging.getLogger(name).level for name in NAMES}
    yield
    root.handlers[:] = saved[0]
    for name, level in saved[1].items():
        logging.getLogger(name).setLevel(level)


def test_database_and_discord_loggers_stay_at_info_at_debug():
    out = io.StringIO()
    setup_logging("DEBUG", "plain", stream=out)
    for name in ("aiosqlite", "asyncpg", "discord.http", "discord.gateway", "discord.webhook"):
        logging.getLogger(name).debug("%s statement with SECRET-%s", name, name)
        logging.getLogger(name).info("%s is up", name)
    logging.getLogger("petri.discord").debug("petri's own debug line")
    text = out.getvalue()
    assert "SECRET" not in text
    assert "aiosqlite is up" in text and "discord.webhook is up" in text
    assert "petri's own debug line" in text


def test_a_logger_named_in_log_verbose_logs_at_debug():
    out = io.StringIO()
    setup_logging("DEBUG", "plain", stream=out, verbose=["aiosqlite"])
    logging.getLogger("aiosqlite").debug("executing SELECT 1")
    logging.getLogger("discord.http").debug("payload SECRET")
    assert "executing SELECT 1" in out.getvalue() and "SECRET" not in out.getvalue()


def test_log_verbose_in_the_config(tmp_path):
    path = tmp_path / "config.toml"
    path.write_text('log_verbose = ["aiosqlite", "discord.gateway"]\n')
    assert load_config(path, environ={}).log_verbose == ["aiosqlite", "discord.gateway"]
    path.write_text("log_verbose = [3]\n")
    with pytest.raises(ConfigError, match="list of logger names"):
        load_config(path, environ={})
