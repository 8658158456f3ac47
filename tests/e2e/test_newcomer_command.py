""""Add a slash command" in docs/design.md's newcomer's map, done as it says: a cog of a new
concern (``Served`` + ``commands.Cog``) with one command, added to ``bot.adapter.all_cogs``,
is in the tree after ``setup_hook`` and answers; its refusal, a raised ``HostError``, reaches
the caller privately in their words through the tree's one gate."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import bot.adapter
from bot.adapter.replies import reply_private
from bot.adapter.served import Served
from bot.core import HostError
from games.message import Msg


class EchoCog(Served, commands.Cog, name="Echo"):
    """A new concern's cog: ``/echo`` says how many matches run in this channel."""

    @app_commands.command(name="echo", description="How many matches this channel has")
    async def echo(self, interaction: discord.Interaction, refuse: bool = False) -> None:
        if refuse:
            raise HostError(Msg("play-no-match-in-channel"))
        found = await self.host.matches_in_channel(interaction.channel_id)
        await reply_private(interaction, f"{len(found)} matches here")


async def test_a_new_cog_in_all_cogs_brings_its_command_to_the_tree(world, monkeypatch):
    w = world
    listed = bot.adapter.all_cogs
    monkeypatch.setattr(bot.adapter, "all_cogs", lambda served: [*listed(served), EchoCog(served)])
    assert "echo" in [command.name for command in bot.adapter.all_commands()]
    fresh = await w.restart()                     # setup_hook adds every cog of all_cogs
    assert fresh.tree.get_command("echo") is not None
    await fresh.tree.sync()                       # as `petri sync` does
    answered = await w.alice.slash(w.games, "echo")
    assert answered.ephemeral and answered.response.content == "0 matches here"
    refused = await w.alice.slash(w.games, "echo", refuse=True)
    assert refused.ephemeral and refused.response.content == "there is no match in this channel; start one with /play"
