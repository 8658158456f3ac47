"""The Rematch button under a finished match's last post.

The button is a ``MatchButton`` (``petri:rematch:<match>``, restart-proof); this module
answers its presses (``bot.host.rematch`` keeps the votes).  A player's first press is
said in the channel, naming who the rematch waits for; a second press by the same player
changes nothing and is answered privately, as is anyone who did not play.  The press that
completes the votes opens the new match: a new card in the old match's channel, a new
thread where the old one had one, and the first board.
"""

from __future__ import annotations

import discord

from bot.adapter import delivery, threads, words
from bot.adapter.access import match_by_id
from bot.adapter.flows import Deliverer, match_card
from bot.adapter.replies import committed, reply_private, reply_public
from games import get_game
from games.message import Msg


async def press_rematch(deliverer: Deliverer, interaction: discord.Interaction, match_id: int,
                        drawn: int | None) -> None:
    """The Rematch button of finished match ``match_id`` (``drawn``: unused, votes are not
    bound to a version)."""
    old = await match_by_id(interaction, match_id)
    host = deliverer.host
    vote = await host.rematch_vote(old.id, interaction.user.id)
    if vote.opened is not None:
        await _open(deliverer, interaction, old, vote.opened)
        return
    if vote.new_match_id is not None:
        await reply_private(interaction, Msg("rematch-already-open", match=str(old.id), new=str(vote.new_match_id)))
        return
    waiting = delivery.mention_ids(vote.waiting_for)
    if vote.again:
        await reply_private(interaction, Msg("rematch-still-waiting", match=str(old.id), players=waiting))
        return
    await reply_public(interaction, content=Msg("rematch-asked", player=f"<@{interaction.user.id}>",
                                                match=str(old.id), players=waiting,
                                                count=len(vote.voted), total=len(vote.players)),
                       allowed_mentions=delivery.mention_users(vote.waiting_for))


async def _open(deliverer: Deliverer, interaction: discord.Interaction, old, outcome) -> None:
    """Post the rematch that this press opened: its card where the old match's card was, its
    thread, its first board; the presser is told privately where."""
    client, host = deliverer.client, deliverer.host
    match = outcome.match
    committed(interaction, match.id)
    await interaction.response.defer(ephemeral=True, thinking=True)
    locale = await words.server_locale(client, host.store, match.guild_id)
    lead = words.for_channel(Msg("rematch-opened", old=str(old.id), match=str(match.id),
                                 game=get_game(match.game).title), locale)
    with client.posts.reserve(match.id) as turn:
        channel = await delivery.channel_by_id(client, match.channel_id)
        if channel is not None:
            card = await channel.send(**match_card(match, locale, lead=lead),
                                      allowed_mentions=discord.AllowedMentions.none())
            async with host.store.transaction():
                await host.store.set_board_message(match.id, card.id)
            match.board_message_id = card.id
            outcome.match = await threads.open_thread(client, host, match, match_card, lead, locale)
        await deliverer.announce(outcome, turn=turn)
    where = outcome.match.thread_id or outcome.match.channel_id
    await interaction.followup.send(words.for_interaction(interaction, Msg(
        "rematch-you-opened", match=str(match.id), where=f"<#{where}>")), ephemeral=True)
