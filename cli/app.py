"""``petri run`` and ``petri sync``: the bot on the real Discord.

Start-up says what is wrong in one line and exits non-zero: ``EXIT_CONFIG``
(2) for what the operator must fix before trying again (config file,
token, flags, the metrics address), ``EXIT_UNAVAILABLE`` (1) for what may
heal by itself (Discord or the database unreachable), so a service manager
restarts on 1 and stops on 2 (``deploy/petri.service``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import signal
import sys
from pathlib import Path

import aiohttp
import discord

from bot.adapter import create_bot
from bot.ops.config import DEFAULT_PATH, Config, ConfigError, load_config, parse_listen, token_problem
from bot.ops.logs import setup_logging
from bot.storage.database import DatabaseUnavailable, is_postgres

EXIT_CONFIG = 2
EXIT_UNAVAILABLE = 1
log = logging.getLogger("petri.run")


class StartupError(Exception):
    """Why the bot cannot start: one line saying what and how to fix it, and the exit status."""

    def __init__(self, message: str, status: int = EXIT_CONFIG):
        super().__init__(message)
        self.status = status


def read_config(path: str | None) -> Config:
    """``load_config(path)``, a ``ConfigError`` becoming a ``StartupError``."""
    try:
        return load_config(path)
    except ConfigError as exc:
        raise StartupError(f"config: {exc}") from None


def parse_shards(shard_count: int | None, shards: str | None) -> tuple[int | None, list[int] | None]:
    """Validate ``--shard-count N`` and ``--shards 0-3`` (ids and ranges, comma-separated).

    Returns ``(shard_count, shard_ids)``: ``(None, None)`` lets Discord choose
    the count and runs every shard; a count alone runs all its shards.
    Raises ``StartupError`` saying what would be right.
    """
    if shard_count is not None and shard_count < 1:
        raise StartupError(f"--shard-count {shard_count}: the total number of shards is at least 1")
    if shards is None:
        return shard_count, None
    if shard_count is None:
        raise StartupError("--shards needs --shard-count (the bot's total number of shards, the same "
                           "in every process), e.g. --shard-count 8 --shards 0-3")
    ids: list[int] = []
    for part in shards.split(","):
        found = re.fullmatch(r"\s*(\d+)\s*(?:-\s*(\d+)\s*)?", part)
        if not found:
            raise StartupError(f"--shards {shards!r}: use shard ids and ranges such as 0-3 or 0,2,4-5")
        first, last = int(found[1]), int(found[2] or found[1])
        if last < first:
            raise StartupError(f"--shards {shards!r}: the range {first}-{last} runs backwards; write {last}-{first}")
        ids.extend(range(first, last + 1))
    if len(set(ids)) != len(ids):
        raise StartupError(f"--shards {shards!r} names a shard twice; each shard runs in one process")
    if max(ids) >= shard_count:
        raise StartupError(f"--shards {shards!r}: shard {max(ids)} does not exist with --shard-count "
                           f"{shard_count} (shards are numbered 0 to {shard_count - 1})")
    return shard_count, sorted(ids)


def run(args) -> int:
    """``petri run``: the bot until stopped; the offline sandbox with ``--sandbox``, or
    at a terminal with neither a token nor a config file.  Returns the exit status."""
    try:
        return _run(args)
    except StartupError as exc:
        print(f"petri: {exc}", file=sys.stderr)
        return exc.status
    except Exception as exc:  # a bug: one line here, the traceback at DEBUG level
        log.debug("stopped by an unexpected error", exc_info=True)
        print(f"petri: stopped by an unexpected error: {type(exc).__name__}: {exc} "
              "(log_level = \"DEBUG\" shows where)", file=sys.stderr)
        return EXIT_UNAVAILABLE


def _run(args) -> int:
    config = read_config(args.config)
    shard_count, shard_ids = parse_shards(args.shard_count, args.shards)
    if args.sandbox or (not config.token and args.config is None and not Path(DEFAULT_PATH).exists()
                        and sys.stdin.isatty()):
        if not args.sandbox:
            print("No Discord token configured (set DISCORD_TOKEN or 'token' in config.toml).\n"
                  "Starting the offline sandbox instead: the same bot on a simulated Discord.")
        from cli.sandbox import default_args
        from cli.sandbox import main as sandbox_main
        return sandbox_main(default_args(args.config))
    if not config.token:
        where = args.config or DEFAULT_PATH
        raise StartupError(f"no Discord token: set DISCORD_TOKEN or token in {where} "
                           "(or play offline with petri run --sandbox)")
    if problem := token_problem(config.token):
        raise StartupError(f"token: {problem}")
    setup_logging(config.log_level, config.log_format, verbose=config.log_verbose)
    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(_serve(config, shard_count, shard_ids))
    return 0


def database_hint(target: str) -> str:
    """What to check when the database ``target`` (a file or a URL) cannot be opened."""
    if is_postgres(target):
        return ("check that the PostgreSQL server is up and reachable, and the user, password and "
                "database in [storage] url (or PETRI_DATABASE_URL)")
    return ("create its folder or fix [storage] url (or PETRI_DATABASE_URL): the folder must exist "
            "and be writable by the user running Petri")


async def open_database(config: Config) -> None:
    """Open the database (creating and migrating it) and close it again.

    Raises ``StartupError`` (``EXIT_UNAVAILABLE``) saying which database and why.
    """
    from bot.host.match_host import MatchHost

    try:
        host = await MatchHost.open(config.database)
    except DatabaseUnavailable as exc:
        raise StartupError(f"{exc}; {database_hint(config.database)}", EXIT_UNAVAILABLE) from None
    await host.close()


async def _serve(config: Config, shard_count: int | None, shard_ids: list[int] | None) -> None:
    await open_database(config)
    bot = create_bot(config, shard_count=shard_count, shard_ids=shard_ids)
    server = None
    async with bot:
        if listen := parse_listen(config.metrics_listen):
            from bot.ops.metrics import serve

            try:
                server = await serve(bot, listen)
            except OSError as exc:
                raise StartupError(f"[metrics] listen = {config.metrics_listen!r}: cannot listen there "
                                   f"({exc.strerror}); choose a free port or \"\" to turn it off") from None
            log.info("health and metrics on http://%s:%s/healthz and /metrics", listen[0], server.port)
        # systemd and docker stop with SIGTERM: close cleanly (the database too).
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, lambda: asyncio.ensure_future(bot.close()))
        try:
            with discord_errors():
                await bot.start(config.token)
        finally:
            if server is not None:
                await server.stop()


@contextlib.contextmanager
def discord_errors():
    """Turn the ways Discord can refuse or fail a start-up into ``StartupError``s."""
    try:
        yield
    except discord.LoginFailure:
        raise StartupError("Discord refused the token (401): it was reset or mistyped; copy a new "
                           "one from the developer portal (Bot → Reset Token)") from None
    except discord.PrivilegedIntentsRequired as exc:
        raise StartupError(f"Discord refused a privileged intent on shard {exc.shard_id}; Petri "
                           "needs none: update Petri") from None
    except (TimeoutError, aiohttp.ClientError, OSError, discord.GatewayNotFound) as exc:
        reason = str(exc) or type(exc).__name__
        raise StartupError(f"cannot reach Discord ({reason}); check the network, DNS, proxy or "
                           "firewall, then start again", EXIT_UNAVAILABLE) from None
    except discord.HTTPException as exc:
        raise StartupError(f"Discord answered {exc.status} at start-up; try again later "
                           "(https://discordstatus.com)", EXIT_UNAVAILABLE) from None


def sync(args) -> int:
    """Register the slash commands: in each development guild, or globally with ``--global``."""
    try:
        config = read_config(args.config)
        if not config.token:
            raise StartupError("petri sync needs a token (DISCORD_TOKEN or token in config.toml)")
        if problem := token_problem(config.token):
            raise StartupError(f"token: {problem}")
        if not config.dev_guilds and not args.global_:
            raise StartupError("no dev_guilds in the config: add guild ids, or use --global")
        with discord_errors():
            return asyncio.run(_sync(config, args.global_))
    except StartupError as exc:
        print(f"petri: {exc}", file=sys.stderr)
        return exc.status


async def _sync(config: Config, global_: bool) -> int:
    bot = create_bot(config)
    async with bot:
        await bot.login(config.token)
        if global_:
            synced = await bot.tree.sync()
            print(f"synced {len(synced)} global commands (they may take up to an hour to appear)")
        for guild_id in [] if global_ else config.dev_guilds:
            guild = discord.Object(guild_id)
            bot.tree.copy_global_to(guild=guild)
            synced = await bot.tree.sync(guild=guild)
            print(f"synced {len(synced)} commands to guild {guild_id}")
    return 0
