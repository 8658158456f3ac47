"""Bot configuration from a TOML file and the environment (see ``config.example.toml``)."""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field
from pathlib import Path


class ConfigError(ValueError):
    """A config file or value that cannot be used; the message names the key and what would work."""


@dataclass
class Config:
    """Settings of one bot process.

    ``token`` comes from the file or ``DISCORD_TOKEN`` (the environment wins);
    ``database`` is an SQLite file path; ``dev_guilds`` are guild ids that
    ``petri sync`` registers commands in instantly; ``gm_role`` is the name
    of the game-master role (members with Manage Server always qualify).
    """

    token: str | None = None
    database: str = "petri.db"
    dev_guilds: list[int] = field(default_factory=list)
    gm_role: str = "Petri GM"
    log_level: str = "INFO"


LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
_KEYS = {"token": str, "database": str, "dev_guilds": list, "gm_role": str, "log_level": str}


def load_config(path: str | os.PathLike | None) -> Config:
    """Read ``path`` (missing file → defaults) and apply ``DISCORD_TOKEN``.

    Raises ``ConfigError`` for TOML syntax errors, unknown keys, wrong types
    and an unknown logging level.
    """
    data: dict = {}
    if path is not None and Path(path).exists():
        try:
            data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(f"{path}: not valid TOML ({exc})") from None
    for key, value in data.items():
        if key not in _KEYS:
            raise ConfigError(f"{path}: unknown key '{key}'; keys are {', '.join(_KEYS)}")
        if not isinstance(value, _KEYS[key]):
            raise ConfigError(f"{path}: '{key}' must be a {_KEYS[key].__name__}, "
                              f"not {type(value).__name__}")
    config = Config(**data)
    if not all(isinstance(g, int) and not isinstance(g, bool) for g in config.dev_guilds):
        raise ConfigError(f"{path}: dev_guilds must be a list of guild ids (numbers)")
    if config.log_level.upper() not in LOG_LEVELS:
        raise ConfigError(f"{path}: log_level '{config.log_level}' is not one of "
                          + ", ".join(LOG_LEVELS))
    config.log_level = config.log_level.upper()
    config.token = os.environ.get("DISCORD_TOKEN") or config.token or None
    return config
