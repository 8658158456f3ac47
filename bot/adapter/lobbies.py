"""``/lobbies``: the server's open lobbies in every channel, with a Join button each.

Only the server's own lobbies are listed (a match belongs to its server), filtered by game
and pace (``bot.host.pace``), oldest first, ``SHOWN`` at most (the rest are counted).  The
answer is private to the caller; its Join buttons are restart-proof (``LobbyJoinButton``:
the match id is in the custom id) and, once the seat is taken, redraw the lobby's own card
in its channel.
"""

import contextlib

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapter import access, delivery, words
from bot.adapter.choices import GAME_CHOICES
from bot.adapter.components import Component, buttons
from bot.adapter.flows import LOBBY_BUTTONS, match_card, seat_for
from bot.adapter.replies import reply_private
from bot.adapter.served import Served
from bot.host.pace import PACES, open_lobbies, pace_of
from bot.host.seat_names import roster
from games import get_game
from games.message import Msg

#: Lobbies listed at most (each with its Join button: Discord allows 25 buttons a message).
SHOWN = 10
PACE_CHOICES = [app_commands.Choice(name=name, value=name) for name in PACES]


def pace_words(match) -> Msg:
    """The pace of ``match`` as shown on cards and lists (``pace-none`` for a clock no pace names)."""
    return Msg("pace-name", pace=pace_of(match) or "none")


class LobbyJoinButton(Component[discord.ui.Button], template=r"petri:ljoin:(?P<match>[0-9]+)"):
    """"Join #12" under ``/lobbies``: take a seat in lobby 12 wherever its card is."""

    FIELDS = (("match", int),)

    def __init__(self, match_id: int, locale: str | None = None):
        super().__init__(discord.ui.Button(label=words.for_channel(Msg("lobbies-join", match=str(match_id)), locale),
                                           style=discord.ButtonStyle.success, custom_id=f"petri:ljoin:{match_id}"))
        self.match_id = match_id

    async def act(self, interaction: discord.Interaction) -> None:
        await join_listed(interaction, self.match_id)


async def join_listed(interaction: discord.Interaction, match_id: int) -> None:
    """Join lobby ``match_id`` from the list (refused for another server's match, a lobby
    that is full or gone), then redraw its card in its channel."""
    await access.match_by_id(interaction, match_id)     # another server's number is no match here
    host = access.host_of(interaction)
    match = await host.join(match_id, seat_for(interaction.user))
    await reply_private(interaction, Msg("lobbies-joined", match=str(match.id), channel=f"<#{match.channel_id}>"))
    channel = await delivery.match_channel(interaction.client, match)
    if channel is not None and match.board_message_id is not None:
        locale = await words.server_locale(interaction.client, host.store, match.guild_id)
        with contextlib.suppress(discord.HTTPException):   # the card is gone: the seat is taken all the same
            await channel.get_partial_message(match.board_message_id).edit(**match_card(
                match, locale, controls=buttons(match.id, *LOBBY_BUTTONS, locale=locale), edit=True))


class LobbiesCog(Served, commands.Cog, name="Lobbies"):
    """The cog of open lobbies to join: ``/lobbies``.  ``bot``: the ``PetriBot`` it serves (``None``: only
    its commands are read, as ``bot.adapter.all_commands`` does)."""

    @app_commands.command(name="lobbies", description="Open lobbies in every channel of this server")
    @app_commands.describe(game="only this game's", pace="only this pace's")
    @app_commands.choices(game=GAME_CHOICES, pace=PACE_CHOICES)
    @app_commands.guild_only()
    async def lobbies(self, interaction: discord.Interaction, game: str | None = None, pace: str | None = None) -> None:
        """``/lobbies``: the server's open lobbies, privately, with a Join button each."""
        host = self.host
        found = await open_lobbies(host.store, access.guild_of(interaction), game, pace)
        if not found:
            await reply_private(interaction, Msg("lobbies-none"))
            return
        lines = []
        view = discord.ui.View(timeout=None)
        locale = words.interaction_locale(interaction)
        for match in found[:SHOWN]:
            title = get_game(match.game).title
            lines.append(Msg("lobbies-line", match=str(match.id), game=title, pace=pace_words(match),
                             players=roster(match, delivery.plain), count=len(match.seats),
                             most=get_game(match.game).max_seats, channel=f"<#{match.channel_id}>"))
            view.add_item(LobbyJoinButton(match.id, locale))
        if len(found) > SHOWN:
            lines.append(Msg("lobbies-more", count=len(found) - SHOWN))
        await reply_private(interaction, lines, view=view)
