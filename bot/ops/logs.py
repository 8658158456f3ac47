"""Logging set-up for ``petri run``: plain lines, or JSON lines (``log_format = "json"``)."""

from __future__ import annotations

import logging
import sys
from collections.abc import Sequence

#: Structured fields a record may carry (``extra=``), printed as JSON keys.
FIELDS = ("match_id", "guild_id", "game", "event", "shard")


#: Third-party loggers that print secrets below INFO: SQL statements with their values (strands,
#: active cells, bids, orders) and raw gateway, HTTP and webhook payloads (moves, DM texts).
CAPPED = ("aiosqlite", "asyncpg", "discord")


def setup_logging(level: str, log_format: str, stream=None, verbose: Sequence[str] = ()) -> None:
    """Send every log record to ``stream`` (default stderr) at ``level``.

    ``log_format`` is ``"plain"`` or ``"json"`` (one object a line: ``time``,
    ``level``, ``logger``, ``message`` and any of ``FIELDS``).  The ``CAPPED``
    loggers (discord.http, discord.gateway, discord.webhook ... and the
    database drivers) stay at INFO or above whatever ``level`` is, unless the
    operator names them in ``verbose`` (config ``log_verbose``): at DEBUG they
    print statements and payloads that carry players' secret moves.
    """
    handler = logging.StreamHandler(stream or sys.stderr)
    if log_format == "json":
        from pythonjsonlogger.json import JsonFormatter

        handler.setFormatter(JsonFormatter(
            "%(asctime)s %(levelname)s %(name)s %(message)s",
            rename_fields={"asctime": "time", "levelname": "level", "name": "logger"}))
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.addFilter(_no_voice_warnings)
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    capped = max(logging.getLevelName(level), logging.INFO)
    for name in CAPPED:
        logging.getLogger(name).setLevel(capped)
    for name in verbose:
        logging.getLogger(name).setLevel(level)


def _no_voice_warnings(record: logging.LogRecord) -> bool:
    # discord.py warns at every start that voice libraries are missing; Petri has no voice.
    return not (record.name == "discord.client" and "voice will NOT be supported" in record.getMessage())
