"""``/hint`` (issue 37): the computer's suggested move, shown to the caller only.

The rules of when a hint is allowed and the computing are in ``bot.hints``; this module
only answers the command.  No ``from __future__ import annotations`` (see ``bot.adapter.stats``).
"""

import discord
from discord import app_commands

from bot.adapter import access
from bot.adapter.slash import refusing
from bot.core import HostError
from bot.hints import give_hint, hint_refusal


@app_commands.command(name="hint", description="The computer's suggestion for your move (only you see it)")
@app_commands.describe(match="match number (default: this channel's, or your only match in DMs)")
@refusing
async def hint(interaction: discord.Interaction, match: int | None = None) -> None:
    """``/hint``: refused where hints are not allowed; else the suggestion, ephemeral."""
    found = await access.resolve_match(interaction, match)
    host = access.host_of(interaction)
    refusal = hint_refusal(found, host.seat_of(found, interaction.user.id))
    if refusal is not None:
        raise HostError(refusal)
    await interaction.response.defer(thinking=True, ephemeral=True)
    advice = await give_hint(host, interaction.client.computers, found, interaction.user.id)
    await interaction.followup.send(
        f"Hint for match #{found.id}: `{advice['move']}` — {advice['reason']}.\n"
        "(Hints are recorded in the match.)", ephemeral=True)


HINT_COMMANDS = [hint]
