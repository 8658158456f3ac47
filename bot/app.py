"""``petri run`` and ``petri sync``: the bot on the real Discord."""

from __future__ import annotations

import asyncio
import logging
import sys

import discord

from bot.adapter import create_bot
from bot.config import Config, ConfigError, load_config


def _config(args) -> Config | None:
    try:
        return load_config(args.config)
    except ConfigError as exc:
        print(f"config: {exc}", file=sys.stderr)
        return None


def run(args) -> int:
    """Run the bot until interrupted; without a token, start the offline sandbox instead."""
    config = _config(args)
    if config is None:
        return 1
    logging.basicConfig(level=config.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if not config.token:
        print("No Discord token configured (set DISCORD_TOKEN or 'token' in config.toml).\n"
              "Starting the offline sandbox instead: the same bot on a simulated Discord.")
        from bot.sandbox import main as sandbox_main, default_args
        return sandbox_main(default_args())
    bot = create_bot(config)
    try:
        bot.run(config.token, log_handler=None)
    except discord.LoginFailure:
        print("Discord refused the token; check DISCORD_TOKEN or 'token' in config.toml.", file=sys.stderr)
        return 1
    return 0


def sync(args) -> int:
    """Register the slash commands: in each development guild, or globally with ``--global``."""
    config = _config(args)
    if config is None:
        return 1
    if not config.token:
        print("petri sync needs a token (DISCORD_TOKEN or 'token' in config.toml).", file=sys.stderr)
        return 1
    if not config.dev_guilds and not args.global_:
        print("No dev_guilds in the config: add guild ids, or use --global.", file=sys.stderr)
        return 1
    return asyncio.run(_sync(config, args.global_))


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
