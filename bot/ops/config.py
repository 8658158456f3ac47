"""Bot configuration: one schema (``SCHEMA``), read from a TOML file and the environment.

Every key the bot reads is a ``Key`` in ``SCHEMA``: its name in the file,
its type, default, meaning and environment variable.  ``load_config``
validates against it, and ``bot/ops/configdoc.py`` generates the
configuration reference (docs/configuration.md) and ``config.example.toml`` from it, so neither
can drift from what the code reads (a test checks).
"""

from __future__ import annotations

import base64
import binascii
import os
import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


class ConfigError(ValueError):
    """A config file or value that cannot be used; the message names the key and what would work."""


#: The file ``petri run`` reads when no ``--config`` is given (a missing one means defaults).
DEFAULT_PATH = "config.toml"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
LOG_FORMATS = ("plain", "json")


@dataclass
class Config:
    """Settings of one bot process (the meaning of each field is its ``Key`` in ``SCHEMA``).

    ``database`` is what the host opens: an SQLite file path, or a
    ``postgresql://`` URL (``[storage] url``; the older top-level
    ``database`` key names an SQLite file).  ``metrics_listen`` is
    ``"host:port"`` or ``""`` (no HTTP endpoint).  ``render_workers``
    ``None`` means one worker per CPU core but one (``bot.workers.render_pool``).
    """

    token: str | None = None
    application_id: int | None = None
    database: str = "petri.db"
    dev_guilds: list[int] = field(default_factory=list)
    gm_role: str = "Petri GM"
    log_level: str = "INFO"
    log_format: str = "plain"
    log_verbose: list[str] = field(default_factory=list)
    metrics_listen: str = ""
    render_workers: int | None = None
    deadline_poll: int = 1
    drop_logs_after_days: int = 0
    max_open_per_server: int = 5
    max_running_per_member: int = 20
    max_computer_per_member: int = 3
    min_clock: int = 10
    max_clock: int = 30 * 86400
    max_reserve: int = 30 * 86400
    max_option_length: int = 1000
    max_tournaments_per_member: int = 2
    max_tournaments_per_server: int = 10
    max_computer_entrants: int = 3
    max_round_deadline: int = 30 * 86400
    max_starts_in: int = 30 * 86400
    hint_searches_per_ply: int = 1
    lessons_per_hour: int = 10


@dataclass(frozen=True)
class Key:
    """One configuration key.

    ``name`` is its TOML spelling (``"storage.url"`` is ``url`` in the
    ``[storage]`` table); ``attr`` the ``Config`` field it sets; ``kind``
    the TOML type (``str``, ``int`` or ``list``); ``default`` as written in
    the file (``None``: unset); ``example`` a value shown commented out in
    ``config.example.toml`` when the key is unset by default; ``env`` the
    environment variable that overrides the file; ``parse`` turns a checked
    value into the ``Config`` value or raises ``ValueError`` saying what
    would be right.
    """

    name: str
    attr: str
    kind: type
    default: Any
    meaning: str
    env: str | None = None
    example: Any = None
    parse: Callable[[Any], Any] | None = None

    @property
    def section(self) -> str | None:
        """The TOML table of the key, or ``None`` at the top level."""
        return self.name.rpartition(".")[0] or None

    @property
    def leaf(self) -> str:
        """The key's name inside its table."""
        return self.name.rpartition(".")[2]


def _one_of(choices: tuple[str, ...], *, upper: bool = False) -> Callable[[str], str]:
    def parse(value: str) -> str:
        wanted = value.upper() if upper else value.lower()
        if wanted not in choices:
            raise ValueError(f"'{value}' is not one of {', '.join(choices)}")
        return wanted
    return parse


def _guild_ids(value: list) -> list[int]:
    if not all(isinstance(g, int) and not isinstance(g, bool) and g > 0 for g in value):
        raise ValueError("must be a list of guild ids (numbers), e.g. [123456789012345678]")
    return value


def _logger_names(value: list) -> list[str]:
    if not all(isinstance(name, str) and name.strip() for name in value):
        raise ValueError("must be a list of logger names, e.g. [\"aiosqlite\", \"discord.http\"]")
    return [name.strip() for name in value]


def _snowflake(value: int) -> int:
    if value <= 0:
        raise ValueError(f"{value} is not an id; copy it from the developer portal's General Information")
    return value


def _seconds(value: int) -> int:
    if value < 0:
        raise ValueError(f"{value} is negative; give whole seconds, e.g. 1 (0 turns the poll off)")
    return value


def _days(value: int) -> int:
    if value < 0:
        raise ValueError(f"{value} is negative; give whole days, e.g. 365 (0 keeps every match's moves)")
    return value


def _cap(value: int) -> int:
    if value < 0:
        raise ValueError(f"{value} is negative; give a whole number (0 turns this limit off)")
    return value


def _token(value: str) -> str | None:
    return value.strip() or None


def database_target(url: str) -> str:
    """What the host opens for a ``[storage] url``: the file of an SQLite URL, else the URL.

    ``sqlite:///petri.db`` is ``petri.db`` (relative to the working
    directory), ``sqlite:////var/lib/petri/petri.db`` an absolute path;
    ``postgresql://user:pass@host:5432/petri`` is kept as it is.  Raises
    ``ValueError`` for any other scheme.
    """
    if url.startswith("sqlite:///"):
        path = url[len("sqlite:///"):]
        if not path:
            raise ValueError("sqlite:/// needs a file name, e.g. sqlite:///petri.db")
        return path
    if re.match(r"^postgres(ql)?://[^/]", url):
        return url
    shown = re.sub(r"//[^@/]*@", "//***@", url)  # a mistyped URL may still hold a password
    raise ValueError(f"'{shown}' is not a database URL; use sqlite:///FILE (e.g. sqlite:///petri.db) "
                     "or postgresql://USER:PASSWORD@HOST:5432/DATABASE")


def parse_listen(value: str) -> tuple[str, int] | None:
    """``"host:port"`` (IPv6 as ``"[::1]:9108"``) → ``(host, port)``; ``""`` → ``None``.

    Raises ``ValueError`` for anything else.
    """
    if not value:
        return None
    found = re.fullmatch(r"(?:\[(?P<v6>[0-9a-fA-F:.]+)\]|(?P<host>[^:\[\]\s]+)):(?P<port>\d{1,5})", value)
    if not found or int(found["port"]) > 65535:
        raise ValueError(f"'{value}' is not host:port; use e.g. 127.0.0.1:9108, 0.0.0.0:9108 or \"\" (off)")
    return found["v6"] or found["host"], int(found["port"])


def _workers(value: int) -> int:
    if value < 0:
        raise ValueError(f"must be 0 (draw in the bot process) or a number of worker processes, not {value}")
    return value


def _listen(value: str) -> str:
    parse_listen(value)
    return value


SCHEMA: tuple[Key, ...] = (
    Key("token", "token", str, None, env="DISCORD_TOKEN", example="your-bot-token", parse=_token,
        meaning="The bot token (developer portal → your application → Bot → Reset Token). Prefer "
                "the environment variable, which wins over the file. With no token, `petri run` "
                "refuses to start, except at a terminal with no config file, where it starts "
                "the offline sandbox."),
    Key("application_id", "application_id", int, None, env="PETRI_APPLICATION_ID",
        example=123456789012345678, parse=_snowflake,
        meaning="The application id (developer portal → General Information), for `petri invite`. "
                "Unset: read from the token."),
    Key("database", "database", str, None, example="petri.db",
        meaning="An SQLite file: the older spelling of `[storage] url = \"sqlite:///FILE\"`. "
                "Set one or the other."),
    Key("dev_guilds", "dev_guilds", list, [], parse=_guild_ids,
        meaning="Server (guild) ids where `petri sync` registers the slash commands at once, for "
                "development. For production leave it empty and run `petri sync --global` "
                "(global commands take up to an hour to appear)."),
    Key("gm_role", "gm_role", str, "Petri GM",
        meaning="Members with this role (or with the Manage Server permission) may use the "
                "game-master commands; a server can choose another role with `/gm config role:`."),
    Key("log_level", "log_level", str, "INFO", env="PETRI_LOG_LEVEL", parse=_one_of(LOG_LEVELS, upper=True),
        meaning="Logging level: " + ", ".join(LOG_LEVELS) + ". Logs never contain a secret "
                "(manual strands, hidden cells, bids, fog) whatever the level."),
    Key("log_format", "log_format", str, "plain", env="PETRI_LOG_FORMAT", parse=_one_of(LOG_FORMATS),
        meaning="`plain` lines, or `json`: one JSON object a line with `match_id`, `guild_id`, "
                "`game` and `event` where they apply (for journald, Loki, Elasticsearch...)."),
    Key("log_verbose", "log_verbose", list, [], example=["discord.gateway"], parse=_logger_names,
        meaning="Third-party loggers to log below INFO anyway (by name: `aiosqlite`, `asyncpg`, "
                "`discord.http`, `discord.gateway`, `discord.webhook`...). They stay at INFO "
                "otherwise, whatever `log_level` is, because at DEBUG they print SQL values and "
                "Discord payloads, which hold secret moves: name one only to debug, never in production."),
    Key("storage.url", "database", str, "sqlite:///petri.db", env="PETRI_DATABASE_URL",
        parse=database_target,
        meaning="Where matches are stored: `sqlite:///FILE` (relative to the working directory; "
                "`sqlite:////abs/path.db` for an absolute path), created on first run; or "
                "`postgresql://USER:PASSWORD@HOST:5432/DATABASE` when several processes (shards, "
                "machines) share the matches. `petri db copy` moves an SQLite file's matches there."),
    Key("storage.deadline_poll", "deadline_poll", int, 1, parse=_seconds,
        meaning="Seconds between two looks in the database for clock deadlines and owed "
                "announcements (posts of committed plies) that no timer of this process knows of: "
                "set by another process sharing the database, or by one that stopped while "
                "handling them. Each is claimed by exactly one process. `0`: only this process's "
                "own timers (one process per database)."),
    Key("storage.drop_logs_after_days", "drop_logs_after_days", int, 0, parse=_days,
        meaning="Drop the moves of matches that ended more than this many days ago (checked at "
                "start and every hour), keeping their results, players and ratings: `/history` "
                "and `/replay` of such a match then say its moves were not kept. `0`: keep every "
                "match's moves (each ended match's log is stored packed, a few KiB). "
                "`petri db compact --drop-logs-older-than DAYS` does the same once."),
    Key("metrics.listen", "metrics_listen", str, "", env="PETRI_METRICS_LISTEN", parse=_listen,
        meaning="`host:port` of the HTTP endpoint serving `/healthz` (JSON; 200 when ready, "
                "503 otherwise) and `/metrics` (Prometheus), e.g. `127.0.0.1:9108`; "
                "`0.0.0.0:9108` in a container. Empty: no endpoint."),
    Key("render.workers", "render_workers", int, None, env="PETRI_RENDER_WORKERS", example=1, parse=_workers,
        meaning="Worker processes that draw board pictures and replay GIFs, off the event loop and "
                "its GIL. Unset: one per CPU core but one, at least one (one on 2 cores). "
                "`0` draws in the bot process (in a thread), as the sandbox and tests do."),
    Key("limits.max_open_per_server", "max_open_per_server", int, 5, parse=_cap,
        meaning="Lobbies and challenges one member may have open (not yet started) at once in one "
                "server; `/play` beyond it is refused, naming this limit. `0`: no limit."),
    Key("limits.max_running_per_member", "max_running_per_member", int, 20, parse=_cap,
        meaning="Running matches one member may sit in at once (all servers together); starting "
                "or accepting one more is refused, naming this limit. `0`: no limit."),
    Key("limits.max_computer_per_member", "max_computer_per_member", int, 3, parse=_cap,
        meaning="Unfinished matches with a computer seat one member may have opened at once (the "
                "computer's search process is shared by everyone); adding a computer beyond it is "
                "refused. `0`: no limit."),
    Key("limits.min_clock", "min_clock", int, 10, parse=_cap,
        meaning="Fewest seconds per move a match's clock may give (`clock=` or `deadline=`); a "
                "shorter clock is refused (`clock=off` stays allowed). `0`: no minimum."),
    Key("limits.max_clock", "max_clock", int, 30 * 86400, parse=_cap,
        meaning="Most seconds per move a match's clock may give (default 30 days). `0`: no maximum."),
    Key("limits.max_reserve", "max_reserve", int, 30 * 86400, parse=_cap,
        meaning="Most seconds of reserve a match's clock may give (`clock=60+RESERVE`; default 30 "
                "days). `0`: no maximum."),
    Key("limits.max_option_length", "max_option_length", int, 1000, parse=_cap,
        meaning="Most characters of any free-text command option (`/play options:`, `/move`, "
                "`/learn move:`...); a longer one is refused before it is read, naming this "
                "limit. `0`: no limit (Discord's own 6000 then)."),
    Key("limits.max_tournaments_per_member", "max_tournaments_per_member", int, 2, parse=_cap,
        meaning="Tournaments not yet over (open, running or paused) one member may have created in "
                "one server; `/tournament create` beyond it is refused, naming this limit. `0`: no limit."),
    Key("limits.max_tournaments_per_server", "max_tournaments_per_server", int, 10, parse=_cap,
        meaning="Tournaments not yet over in one server; `/tournament create` beyond it is refused, "
                "naming this limit. `0`: no limit."),
    Key("limits.max_computer_entrants", "max_computer_entrants", int, 3, parse=_cap,
        meaning="Computer entrants one tournament may have (`/tournament create computers:`). A "
                "tournament's tables with a computer also count toward its organiser's "
                "`max_computer_per_member`: a start that could go over it is refused. `0`: none."),
    Key("limits.max_round_deadline", "max_round_deadline", int, 30 * 86400, parse=_cap,
        meaning="Longest `round_deadline` of a tournament, in seconds (default 30 days; the "
                "shortest is 1 minute). `0`: no maximum."),
    Key("limits.max_starts_in", "max_starts_in", int, 30 * 86400, parse=_cap,
        meaning="Longest `starts_in` of a tournament (how long before it starts by itself), in "
                "seconds (default 30 days). `0`: no maximum."),
    Key("limits.hint_searches_per_ply", "hint_searches_per_ply", int, 1, parse=_cap,
        meaning="Searches the computer runs for one seat's `/hint` at one position (each takes "
                "the normal level's half second of the shared search process); asked again, "
                "the last answer is given again without a search. `0`: no limit."),
    Key("limits.lessons_per_hour", "lessons_per_hour", int, 10, parse=_cap,
        meaning="Lessons (`/learn game:`, each a DM with a picture) one member is sent in any "
                "hour; more are refused, saying when the next one may be asked for. Tries "
                "(`/learn move:`) are not counted. `0`: no limit."),
)
KEYS = {key.name: key for key in SCHEMA}
SECTIONS = list(dict.fromkeys(key.section for key in SCHEMA if key.section))


def load_config(path: str | os.PathLike | None = None, *, environ: dict[str, str] | None = None) -> Config:
    """Read the config file ``path`` and apply the environment variables of ``SCHEMA``.

    ``path=None`` reads ``config.toml`` when it exists and uses the defaults
    when it does not; a named ``path`` must exist.  ``environ`` defaults to
    ``os.environ``; an empty variable counts as unset.  Raises
    ``ConfigError`` (naming the file, the key and what would be right) for a
    missing or unreadable named file, TOML syntax errors, unknown keys,
    wrong types and bad values.
    """
    environ = os.environ if environ is None else environ
    where = str(path) if path is not None else DEFAULT_PATH
    data = _read(path)
    values: dict[str, Any] = {}
    for key, value in _flatten(data, where):
        if key.name == "database" and "storage.url" in values or \
                key.name == "storage.url" and "database" in values:
            raise ConfigError(f"{where}: set either [storage] url or database, not both")
        values[key.name] = _check(key, value, where)
    for key in SCHEMA:
        raw = environ.get(key.env) if key.env else None
        if raw:
            values[key.name] = _check(key, raw if key.kind is str else _from_env(key, raw), key.env)
    config = Config()
    for name, value in values.items():
        setattr(config, KEYS[name].attr, value)
    return config


def _read(path: str | os.PathLike | None) -> dict:
    if path is None:
        if not Path(DEFAULT_PATH).is_file():
            return {}
        path = DEFAULT_PATH
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ConfigError(f"{path}: no such config file; check the path, or copy "
                          "config.example.toml there") from None
    except IsADirectoryError:
        raise ConfigError(f"{path}: is a folder, not a config file; name the .toml file") from None
    except PermissionError:
        raise ConfigError(f"{path}: cannot be read (permission denied); let the user running "
                          "Petri read it (chmod 640 and chgrp, or chown)") from None
    except UnicodeDecodeError:
        raise ConfigError(f"{path}: is not UTF-8 text; save it as UTF-8") from None
    except OSError as exc:
        raise ConfigError(f"{path}: cannot be read ({exc.strerror}); check the path") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: not valid TOML ({exc}); see config.example.toml") from None


def _flatten(data: dict, where: str):
    """``(Key, value)`` for every key in the file; unknown keys and tables are refused."""
    for name, value in data.items():
        if name in SECTIONS and isinstance(value, dict):
            for leaf, inner in value.items():
                yield _key(f"{name}.{leaf}", where), inner
        else:
            yield _key(name, where), value


def _key(name: str, where: str) -> Key:
    if name not in KEYS:
        shown = [k.name if not k.section else f"[{k.section}] {k.leaf}" for k in SCHEMA]
        raise ConfigError(f"{where}: unknown key '{name}'; keys are {', '.join(shown)}")
    return KEYS[name]


_KIND = {str: "a string", int: "a whole number", list: "a list"}


def _check(key: Key, value: Any, where: str) -> Any:
    if not isinstance(value, key.kind) or isinstance(value, bool):
        raise ConfigError(f"{where}: '{key.name}' must be {_KIND[key.kind]}, "
                          f"not {type(value).__name__}")
    try:
        return key.parse(value) if key.parse else value
    except ValueError as exc:
        raise ConfigError(f"{where}: {key.name} {exc}") from None


def _from_env(key: Key, raw: str) -> Any:
    try:
        return key.kind(raw)
    except ValueError:
        raise ConfigError(f"{key.env}: '{raw}' is not {_KIND[key.kind]}") from None


def token_problem(token: str) -> str | None:
    """Why ``token`` cannot be a Discord bot token, or ``None`` when its shape is right.

    A bot token is three dot-separated base64url parts, the first encoding the
    bot's user id.  Only the shape is checked, never the token's validity
    (that takes Discord); the message never repeats the token.
    """
    if token.lower().startswith("bot "):
        return "the token starts with 'Bot '; give the token alone (discord.py adds the prefix)"
    if re.fullmatch(r"[0-9a-fA-F]{64}", token):
        return "that is the application's public key, not the bot token (Bot → Reset Token)"
    if "." not in token and len(token) == 32:
        return "that looks like the OAuth2 client secret, not the bot token (Bot → Reset Token)"
    if token_user_id(token) is None:
        return ("the token is not three dot-separated parts (it looks like 'MTIz….GaBcDe.xyz…'); "
                "copy it again from Bot → Reset Token, without quotes or spaces")
    return None


def token_user_id(token: str) -> int | None:
    """The bot's user id encoded in a well-shaped token's first part, or ``None``."""
    parts = token.split(".")
    if len(parts) != 3 or not all(re.fullmatch(r"[A-Za-z0-9_-]+", p) for p in parts):
        return None
    try:
        decoded = base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)).decode("ascii")
    except (binascii.Error, UnicodeDecodeError):
        return None
    return int(decoded) if decoded.isdigit() else None
