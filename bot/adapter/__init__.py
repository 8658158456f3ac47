"""The discord.py adapter: ``PetriBot`` wires the slash commands, buttons and error handler to a ``MatchHost``."""

from __future__ import annotations

from typing import Callable

import discord
from discord.ext import commands

from bot.config import Config
from bot.host import MatchHost


class PetriBot(commands.Bot):
    """The Petri bot.  The host opens in ``setup_hook`` on ``config.database``.

    ``now`` is the clock the host uses: by default Discord's ``utcnow``,
    which SimCord turns into its virtual clock in the sandbox and tests.  Commands are never synced here: ``petri sync`` (or a test)
    calls ``tree.sync`` explicitly (design.md §4).
    """

    def __init__(self, config: Config, *, now: Callable[[], float] | None = None):
        intents = discord.Intents.default()
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None)
        self.config = config
        self.now = now or (lambda: discord.utils.utcnow().timestamp())
        self.host: MatchHost | None = None

    async def setup_hook(self) -> None:
        from bot.adapter.slash import COMMANDS
        from bot.adapter.components import MatchButton
        from bot.adapter.replies import report_error

        self.host = await MatchHost.open(self.config.database, now=self.now)
        # Buttons on messages sent before a restart are routed by custom id.
        self.add_dynamic_items(MatchButton)
        for command in COMMANDS:
            self.tree.add_command(command)
        self.tree.on_error = report_error

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        from bot.adapter.components import handle_form_submit

        await handle_form_submit(interaction)

    async def close(self) -> None:
        await super().close()
        if self.host is not None:
            await self.host.close()
            self.host = None


def create_bot(config: Config, **kwargs) -> PetriBot:
    """A new, not yet started ``PetriBot`` for ``config``."""
    return PetriBot(config, **kwargs)
