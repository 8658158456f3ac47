"""``/resign`` asks first (issue 33): "Resign match #N?" with Resign / Keep playing, only the
caller sees it, and its buttons carry the board version it was asked at
(``bot.adapter.components``): a Resign pressed after the position changed is
refused with the current board, so nobody resigns a position they have not seen.
"""

from __future__ import annotations

import discord

from bot.adapter import access, actions, flows, words
from bot.adapter.components import buttons
from bot.adapter.replies import committed
from bot.host.match_host import RUNNING, HostError, MatchHost
from bot.storage.store import MatchRow
from games.message import Msg


async def ask(interaction: discord.Interaction, match: MatchRow) -> None:
    """Answer ``/resign`` for ``match`` with the private confirmation.

    Raises ``HostError`` at once (nothing asked) when the caller holds no seat
    or the match is not running, in the words the host uses.
    """
    if MatchHost.seat_of(match, interaction.user.id) is None:
        raise HostError(Msg("play-not-playing"))
    if match.status != RUNNING:
        raise HostError(Msg("play-not-started") if match.state is None else Msg("play-match-over"))
    locale = words.interaction_locale(interaction)
    await interaction.response.send_message(
        words.for_locale(Msg("play-resign-ask", match=str(match.id)), locale),
        view=buttons(match.id, "resign", "play-on", version=MatchHost.board_version(match), locale=locale),
        ephemeral=True)


@actions.handles("resign")
async def answer(interaction: discord.Interaction, match_id: int, drawn: int | None, action: str) -> None:
    """A button of the confirmation: ``resign`` (drawn for board version ``drawn``) or ``play-on``."""
    if action != "resign":
        await access.match_by_id(interaction, match_id)   # another server's id: "no match"
        await interaction.response.edit_message(
            content=words.for_interaction(interaction, Msg("play-resign-kept", match=str(match_id))), view=None)
        return
    if (match := await flows.drawn_match(interaction, match_id, drawn)) is None:
        return  # refused as out of date, with the current board
    client, host = interaction.client, access.host_of(interaction)
    outcome = await host.resign(match.id, interaction.user.id)
    committed(interaction, match.id)
    with client.posts.reserve(match.id) as turn:   # right after the commit: posts in commit order
        await interaction.response.edit_message(
            content=words.for_interaction(interaction, Msg("play-resign-done", match=str(match.id))), view=None)
        await flows.announce(client, host, outcome, turn=turn)
