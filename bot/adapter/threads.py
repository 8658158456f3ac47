"""A thread per match (issue 33): many matches per channel, each played in its own thread.

``/play`` posts the lobby or challenge card in the channel it was used in;
when the match starts it gets a public thread of that channel ("#12 · Mitosis
· alice vs Petri"), or a new post when the card is in a forum post, with its
seats added as members.  Every post of the match goes there
(``delivery.match_channel``) and every command in the thread means that match
(``access.channel_match``).  The card stays in the channel: it links to the
thread and, at the end, shows the result; the finished thread is archived.

Where the bot lacks the thread permissions (``THREAD_PERMISSIONS``), or
``/play`` was used in a thread that is not a forum post (threads do not
nest), matches are played in the channel itself, one at a time, as before;
a channel without the permissions is told so once per bot process.
"""

from __future__ import annotations

import logging

import discord

from bot.adapter import words

from typing import Callable

from bot.adapter.delivery import channel_by_id
from bot.core import ABORTED, FINISHED
from bot.host.match_host import MatchHost
from bot.storage.store import MatchRow
from games import get_game

log = logging.getLogger("petri.discord")

#: What a thread per match needs; Manage Threads lets the bot archive a finished match's thread.
THREAD_PERMISSIONS = discord.Permissions(create_public_threads=True, send_messages_in_threads=True,
                                         manage_threads=True)
#: Names Discord's settings show where discord.py's attribute name says something else.
_SHOWN = {"read_messages": "View Channels"}

#: How long Discord keeps an idle match thread in the channel list (minutes; its longest).
AUTO_ARCHIVE_MINUTES = 10080


def home_of(channel) -> discord.TextChannel | discord.ForumChannel | None:
    """Where a match whose card is in ``channel`` gets its thread: a text channel makes
    threads, a forum (or a post in one) makes posts; ``None`` for anything else (a thread
    of a text channel, a DM, a voice channel's chat): the match is played in ``channel``."""
    if isinstance(channel, (discord.TextChannel, discord.ForumChannel)):
        return channel
    if isinstance(channel, discord.Thread) and isinstance(channel.parent, discord.ForumChannel):
        return channel.parent
    return None


def permission_names(permissions: discord.Permissions) -> list[str]:
    """The names Discord's server settings show for ``permissions`` ("Create Public Threads")."""
    return [_SHOWN.get(name) or name.replace("_", " ").title().replace(" In ", " in ")
            for name, granted in permissions if granted]


def missing_permissions(home) -> list[str]:
    """The thread permissions the bot lacks in ``home`` (names as Discord shows them)."""
    granted = home.permissions_for(home.guild.me)
    return permission_names(discord.Permissions(THREAD_PERMISSIONS.value & ~granted.value))


def fallback_line(missing: list[str]) -> str:
    """The one line a channel gets when matches cannot have threads there."""
    return (f"I can't open a thread per match here (missing permission: {', '.join(missing)}), "
            "so matches in this channel are played in the channel itself, one at a time.")


def plan(interaction: discord.Interaction) -> tuple[bool, str | None]:
    """Whether a match opened by ``interaction`` (``/play``) will get a thread, and the fallback
    line to post when it will not for lack of permissions (once per channel and process)."""
    home = home_of(interaction.channel)
    if home is None or interaction.guild is None:
        return False, None
    missing = missing_permissions(home)
    if not missing:
        return True, None
    told: set[int] = interaction.client.thread_notices  # type: ignore[attr-defined]
    if home.id in told:
        return False, None
    told.add(home.id)
    return False, fallback_line(missing)


def thread_name(match: MatchRow) -> str:
    """``#12 · Mitosis · alice vs Petri`` (Discord allows 100 characters)."""
    players = " vs ".join(seat.name for seat in match.seats)
    return f"#{match.id} · {get_game(match.game).title} · {players}"[:100]


#: Draws a match's card (``flows.lobby_embed``: game, players, options, status).
Card = Callable[[MatchRow], discord.Embed]


async def open_thread(client: discord.Client, host: MatchHost, match: MatchRow, card: Card,
                      lead: str) -> MatchRow:
    """Give a match that just started its thread (or forum post), add its seats, and record it;
    its card (drawn by ``card``) then says ``lead`` ("Started!") and links the thread.

    Returns the match as stored after that.  A match opened without a thread,
    or whose thread cannot be made (permissions changed since ``/play``), is
    returned unchanged: it is played in its card's channel.
    """
    if not match.extra.get("threaded") or match.thread_id is not None:
        return match
    card_channel = await channel_by_id(client, match.channel_id)
    home = home_of(card_channel) if card_channel is not None else None
    if home is None:
        return match
    game = get_game(match.game)
    try:
        if isinstance(home, discord.ForumChannel):
            players = ", ".join(seat.name for seat in match.seats)
            thread = (await home.create_thread(
                name=thread_name(match), auto_archive_duration=AUTO_ARCHIVE_MINUTES,
                content=f"Match #{match.id}: {game.title} — {discord.utils.escape_mentions(players)}. "
                        "Its boards and moves are posted here; /move here plays in it.",
                allowed_mentions=discord.AllowedMentions.none())).thread
        elif match.board_message_id is not None:
            # Opened on the card: Discord shows the thread under it, and posts no notice.
            thread = await home.get_partial_message(match.board_message_id).create_thread(
                name=thread_name(match), auto_archive_duration=AUTO_ARCHIVE_MINUTES)
        else:
            thread = await home.create_thread(name=thread_name(match), type=discord.ChannelType.public_thread,
                                              auto_archive_duration=AUTO_ARCHIVE_MINUTES)
        for seat in match.seats:
            if client.user is None or seat.user_id != client.user.id:
                await thread.add_user(discord.Object(seat.user_id))
    except discord.HTTPException as exc:
        log.warning("match %s: no thread (%s); it is played in its channel", match.id, exc)
        return match
    match = await host.set_thread(match.id, thread.id)
    await _edit_card(client, match, f"{lead} Match #{match.id} is played in {thread.mention}.", card)
    return match


def result_words(match: MatchRow, locale: str = "en") -> str:
    """How a finished or aborted match ended, in a few words: "alice wins (…)", "a draw (…)";
    the game's reason in ``locale`` (the server's language)."""
    if match.status == ABORTED:
        return "aborted"
    result = match.result or {}
    winners = result.get("winners") or []
    said = ("a draw" if not winners else
            f"{winners[0]} wins" if len(winners) == 1 else f"{' and '.join(winners)} win")
    reason = words.for_locale(result.get("reason") or "", locale)
    return discord.utils.escape_mentions(f"{said} ({reason})" if reason else said)


async def conclude(client: discord.Client, match: MatchRow, card: Card, locale: str = "en") -> None:
    """When a threaded match is over: its card in the channel (drawn by ``card``) shows the
    result (in ``locale``, the server's language) and links the thread, then the thread is
    archived (it stays readable)."""
    if match.thread_id is None or match.status not in (FINISHED, ABORTED):
        return
    await _edit_card(client, match, f"Match #{match.id} is over: {result_words(match, locale)}. "
                                    f"The whole game: <#{match.thread_id}>", card)
    thread = await channel_by_id(client, match.thread_id)
    if isinstance(thread, discord.Thread) and not thread.archived:
        try:
            await thread.edit(archived=True)
        except discord.HTTPException as exc:
            log.info("match %s: thread not archived (%s)", match.id, exc)


async def _edit_card(client: discord.Client, match: MatchRow, content: str, card: Card) -> None:
    """Redraw the match's card in its channel with ``content`` above it and no buttons
    (the card may be gone: fine)."""
    if match.board_message_id is None:
        return
    channel = await channel_by_id(client, match.channel_id)
    if channel is None:
        return
    try:
        await channel.get_partial_message(match.board_message_id).edit(
            content=content, embed=card(match), view=None, allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException:
        pass
