"""A thread per match: many matches per channel, each played in its own thread.

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

A match outlives its thread (``post_place``): when the thread is deleted, hidden
from the bot, or archived and locked beyond the bot's reach, the next post opens a
new thread for the match (or, where the bot may not, plays on in the card's
channel), says there why, re-ties the match to it and posts what is owed there;
the card links the new place.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable

import discord

from bot.adapter import anywhere, words
from bot.adapter.delivery import channel_by_id
from bot.core import ABORTED, FINISHED
from bot.host.match_host import MatchHost
from bot.host.seat_names import roster, shown_name
from bot.storage.store import MatchRow
from games import get_game
from games.message import Msg

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


def fallback_line(missing: list[str]) -> Msg:
    """The one line a channel gets when matches cannot have threads there (``missing``: the
    permission names as Discord's settings show them, which Discord does not translate for us)."""
    return Msg("play-thread-fallback", permissions=", ".join(missing))


def plan(interaction: discord.Interaction, told: set[int]) -> tuple[bool, Msg | None]:
    """Whether a match opened by ``interaction`` (``/play``) will get a thread, and the fallback
    line to post when it will not for lack of permissions (once per channel and bot: ``told`` holds
    the channels this bot told, ``PetriBot.thread_notices``, and gains this one)."""
    home = home_of(interaction.channel)
    if home is None or interaction.guild is None or anywhere.interaction_only(interaction):
        return False, None
    missing = missing_permissions(home)
    if not missing:
        return True, None
    if home.id in told:
        return False, None
    told.add(home.id)
    return False, fallback_line(missing)


def thread_name(match: MatchRow, locale: str | None = None) -> str:
    """``#12 · Mitosis · alice vs Petri`` (Discord allows 100 characters), in the channel's words."""
    # "alice vs bob vs carol": a separator between names, not a sentence (a list would read "and").
    versus = words.for_channel(Msg("play-thread-versus"), locale)
    players = f" {versus} ".join(words.for_channel(shown_name(match, i), locale) for i in range(len(match.seats)))
    return words.for_channel(Msg("play-thread-name", match=str(match.id), game=get_game(match.game).title,
                                 players=players), locale)[:100]


#: A match's card as message arguments (``flows.match_card``: ``card(match, locale, lead=…, edit=True)``
#: redraws it with a line above, no buttons), in whichever format the match's card has.
Card = Callable[..., dict]


async def open_thread(client: discord.Client, host: MatchHost, match: MatchRow, card: Card,
                      lead: str, locale: str) -> MatchRow:
    """Give a match that just started its thread (or forum post), add its seats, and record it;
    its card (drawn by ``card``) then says ``lead`` ("Started!") and links the thread, all in
    ``locale`` (the server's language: ``words.server_locale``).

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
            players = words.for_channel(roster(match), locale)
            thread = (await home.create_thread(
                name=thread_name(match, locale), auto_archive_duration=AUTO_ARCHIVE_MINUTES,
                content=words.for_channel(Msg("play-thread-forum-post", match=str(match.id), game=game.title,
                                              players=discord.utils.escape_mentions(players)), locale),
                allowed_mentions=discord.AllowedMentions.none())).thread
        elif match.board_message_id is not None:
            # Opened on the card: Discord shows the thread under it, and posts no notice.
            thread = await home.get_partial_message(match.board_message_id).create_thread(
                name=thread_name(match, locale), auto_archive_duration=AUTO_ARCHIVE_MINUTES)
        else:
            thread = await home.create_thread(name=thread_name(match, locale), type=discord.ChannelType.public_thread,
                                              auto_archive_duration=AUTO_ARCHIVE_MINUTES)
        for seat in match.seats:
            if client.user is None or seat.user_id != client.user.id:
                await thread.add_user(discord.Object(seat.user_id))
    except discord.HTTPException as exc:
        log.warning("match %s: no thread (%s); it is played in its channel", match.id, exc)
        return match
    match = await host.set_thread(match.id, thread.id)
    await _edit_card(client, match, words.for_channel(
        Msg("play-thread-card-started", lead=lead, match=str(match.id), thread=thread.mention), locale), card, locale)
    return match


def result_words(match: MatchRow) -> Msg:
    """How a finished or aborted match ended, in a few words: "alice wins (…)", "a draw (…)"."""
    if match.status == ABORTED:
        return Msg("play-result-aborted")
    result = match.result or {}
    winners = [discord.utils.escape_mentions(w) for w in result.get("winners") or []]
    said = Msg("play-result-winners", count=len(winners), winners=winners) if winners else Msg("play-result-draw")
    reason = result.get("reason")
    if not reason:
        return said
    # The reason may be a message (the host's) or words; names in it never ping.
    return Msg("play-result-reason", result=said, reason=_unmentioned(reason))


def _unmentioned(value):
    """``value`` (words or a message's arguments, recursively) with mention syntax escaped."""
    if isinstance(value, str):
        return discord.utils.escape_mentions(value)
    if isinstance(value, dict) and set(value) == {"id", "args"}:
        return Msg(value["id"], **{k: _unmentioned(v) for k, v in value["args"].items()})
    if isinstance(value, list):
        return [_unmentioned(v) for v in value]
    return value


async def conclude(client: discord.Client, match: MatchRow, card: Card, locale: str = "en") -> None:
    """When a threaded match is over: its card in the channel (drawn by ``card``) shows the
    result (in ``locale``, the server's language) and links the thread, then the thread is
    archived (it stays readable)."""
    if match.thread_id is None or match.status not in (FINISHED, ABORTED):
        return
    await _edit_card(client, match, words.for_channel(
        Msg("play-thread-card-over", match=str(match.id), result=result_words(match),
            thread=f"<#{match.thread_id}>"), locale), card, locale)
    thread = await channel_by_id(client, match.thread_id)
    if isinstance(thread, discord.Thread) and not thread.archived:
        try:
            await thread.edit(archived=True)
        except discord.HTTPException as exc:
            log.info("match %s: thread not archived (%s)", match.id, exc)


async def _edit_card(client: discord.Client, match: MatchRow, content: str, card: Card, locale: str) -> None:
    """Redraw the match's card in its channel with ``content`` above it and no buttons, the
    card in ``locale`` (the card may be gone: fine)."""
    if match.board_message_id is None:
        return
    channel = await channel_by_id(client, match.channel_id)
    if channel is None:
        return
    with contextlib.suppress(discord.HTTPException):
        await channel.get_partial_message(match.board_message_id).edit(
            **card(match, locale, lead=content, edit=True), allowed_mentions=discord.AllowedMentions.none())


def writable(channel) -> bool:
    """Whether the bot can post in ``channel``: any channel it can see; a thread only while it
    may send messages in threads there and, archived and locked, may also manage threads
    (a locked thread stays archived for everyone else)."""
    if not isinstance(channel, discord.Thread) or channel.guild is None or channel.guild.me is None:
        return True
    granted = channel.permissions_for(channel.guild.me)
    if not (granted.view_channel and granted.send_messages_in_threads):
        return False
    return not (channel.archived and channel.locked and not granted.manage_threads)


async def post_place(client: discord.Client, host: MatchHost, match: MatchRow, card: Card, locale: str):
    """Where ``match``'s posts go now, as ``(match, channel)``: its thread while the bot can
    post there, else the new place ``rehome`` gives it; a match without a thread posts in
    its channel.  ``channel`` is ``None`` when there is nowhere to post (the card's channel is
    gone or hidden too).  ``locale``: the server's language (the notice, the card)."""
    if match.thread_id is None:
        return match, await channel_by_id(client, match.channel_id)
    thread = await channel_by_id(client, match.thread_id)
    if thread is not None and writable(thread):
        return match, thread
    return await rehome(client, host, match, card, locale)


async def rehome(client: discord.Client, host: MatchHost, match: MatchRow, card: Card, locale: str):
    """``match``'s thread is gone or closed to the bot: give the match a new thread in its
    card's channel (a new post in a forum), with its seats as members and a first line saying
    why; where the bot may not open one, the match goes on in that channel itself.  The match
    is re-tied to the new place in the database and its card links it.  Returns ``(match,
    channel)`` as ``post_place`` does (``None``: the card's channel is gone or hidden too).

    Two posts of one match that find the thread gone at once move it once (a lock per match
    the bot holds, ``client.rehoming``; the stored thread is read again under it)."""
    async with client.rehoming[match.id]:
        stored = await host.store.get_match(match.id)
        if stored is not None and stored.thread_id != match.thread_id:
            # Moved meanwhile (by another post, here or in another process).
            match.thread_id = stored.thread_id
            if stored.thread_id is None:
                return match, await channel_by_id(client, match.channel_id)
            thread = await channel_by_id(client, stored.thread_id)
            if thread is not None and writable(thread):
                return match, thread
        old = match.thread_id
        card_channel = await channel_by_id(client, match.channel_id)
        if card_channel is None:
            return match, None
        home = home_of(card_channel)
        moved = Msg("play-thread-moved", match=str(match.id), old=f"<#{old}>")
        thread = None
        if home is not None and not missing_permissions(home):
            try:
                if isinstance(home, discord.ForumChannel):
                    thread = (await home.create_thread(
                        name=thread_name(match, locale), auto_archive_duration=AUTO_ARCHIVE_MINUTES,
                        content=words.for_channel(moved, locale),
                        allowed_mentions=discord.AllowedMentions.none())).thread
                else:
                    thread = await home.create_thread(name=thread_name(match, locale),
                                                      type=discord.ChannelType.public_thread,
                                                      auto_archive_duration=AUTO_ARCHIVE_MINUTES)
                    await thread.send(words.for_channel(moved, locale), allowed_mentions=discord.AllowedMentions.none())
                for seat in match.seats:
                    if client.user is None or seat.user_id != client.user.id:
                        await thread.add_user(discord.Object(seat.user_id))
            except discord.HTTPException as exc:
                log.warning("match %s: its thread %s is gone and no new one could be opened (%s)", match.id, old, exc)
                thread = None
        if thread is not None:
            log.info("match %s: thread %s gone or closed; moved to thread %s", match.id, old, thread.id)
            match.thread_id = (await host.set_thread(match.id, thread.id)).thread_id
            await _edit_card(client, match, words.for_channel(
                Msg("play-thread-card-started", lead=Msg("play-thread-moved-lead", match=str(match.id)),
                    match=str(match.id), thread=thread.mention), locale), card, locale)
            return match, thread
        log.info("match %s: thread %s gone or closed; it goes on in channel %s", match.id, old, match.channel_id)
        try:
            await card_channel.send(words.for_channel(Msg("play-thread-moved-to-channel", match=str(match.id),
                                                          old=f"<#{old}>"), locale),
                                    allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            log.info("match %s: its channel refused the move notice (%s)", match.id, exc)
        match.thread_id = (await host.set_thread(match.id, None)).thread_id
        return match, card_channel
