"""``/hint``: the computer's suggested move, shown to the caller only.

The rules of when a hint is allowed and the computing are in ``bot.learning.hints``; this module
only answers the command.
"""

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapter import access, words
from bot.adapter.components import Component, cog_of
from bot.adapter.served import Served
from bot.core import HostError
from bot.learning.hints import first_match_of_game, give_hint, hint_refusal
from games.message import Msg

#: The name of the hint cog, which the "Show hints" button calls.
HINT_COG = "Hint"


class HintButton(Component[discord.ui.Button], template=r"petri:hint:(?P<match>[0-9]+)"):
    """"Show hints": the caller's hint in one match, as ``/hint`` (restart-proof: the match id
    is in the custom id)."""

    FIELDS = (("match", int),)

    def __init__(self, match_id: int, locale: str | None = None):
        super().__init__(discord.ui.Button(label=words.for_channel(Msg("hint-show-button"), locale),
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=f"petri:hint:{match_id}"))
        self.match_id = match_id

    async def act(self, interaction: discord.Interaction) -> None:
        await cog_of(interaction, HINT_COG).answer(interaction, self.match_id)


async def offer_hints(interaction: discord.Interaction, match, level: str) -> None:
    """After ``/play`` against the easy computer: on the caller's first match of the game, a
    private note with a "Show hints" button."""
    host = access.host_of(interaction)
    if level != "easy" or not await first_match_of_game(host.store, interaction.user.id,
                                                        match.game, match.id):
        return
    locale = words.interaction_locale(interaction)
    view = discord.ui.View(timeout=None)
    view.add_item(HintButton(match.id, locale))
    await interaction.followup.send(words.for_locale(Msg("hint-first-match"), locale), ephemeral=True, view=view)


class HintCog(Served, commands.Cog, name=HINT_COG):
    """The cog of the computer's suggestion for a move: ``/hint``.  ``bot``: the ``PetriBot`` it serves (``None``: only
    its commands are read, as ``bot.adapter.all_commands`` does)."""

    @app_commands.command(name="hint", description="The computer's suggestion for your move (only you see it)")
    @app_commands.describe(match="match number (default: this channel's, or your only match in DMs)")
    async def hint(self, interaction: discord.Interaction, match: int | None = None) -> None:
        """``/hint``: refused where hints are not allowed; else the suggestion, ephemeral."""
        await self.answer(interaction, match)

    async def answer(self, interaction: discord.Interaction, match_id: int | None) -> None:
        """Refuse, or defer and send the caller's hint privately (``/hint`` and the button)."""
        found = await access.resolve_match(interaction, match_id)
        refusal = hint_refusal(found, self.host.seat_of(found, interaction.user.id))
        if refusal is not None:
            raise HostError(refusal)
        await interaction.response.defer(thinking=True, ephemeral=True)
        searches = getattr(self.bot.config, "hint_searches_per_ply", 1) or None
        advice = await give_hint(self.host, self.computers, found, interaction.user.id, searches,
                                 self.bot.hint_searches)
        await interaction.followup.send(words.for_interaction(interaction, Msg(
            "hint-answer", match=str(found.id), move=f"`{advice['move']}`", reason=advice["reason"])),
            ephemeral=True)
