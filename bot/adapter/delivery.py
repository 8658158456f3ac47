"""Getting a match's news to people: the public board post and private DMs.

Public posts carry only the spectator view.  Private lines (a seat's own
secret) go by DM; when a DM fails (403 / 50007) the user is remembered as
unreachable and gets an ephemeral "show my view" button in the channel
instead (design.md §4, hidden information).

Texts arrive as data (``games.message.Msg`` or ``str``) and are rendered here, for the
reader (``bot.adapter.words``): public posts in the server's language, DMs in the
recipient's, before they are escaped, joined or cut to Discord's limits.
"""

from __future__ import annotations

import datetime
import io
import logging

import discord

from bot.adapter import words
from bot.host.match_host import MatchHost, Outcome
from bot.host.plan import Plan, PrivateNote, PublicPost, public_post
from bot.host.ply_boards import PlyBoards
from bot.storage.repos import readers as reader_rows
from bot.storage.store import MatchRow
from bot.workers.render_pool import FailureMemory, picture_or_none
from games.message import Msg

log = logging.getLogger("petri.discord")

def seat_mentions(match: MatchRow) -> discord.AllowedMentions:
    """What a message about ``match`` may ping: its seats' users, by id, each once (Discord
    refuses a list naming a user twice: the bot holds every computer seat); no other user,
    no role, no @everyone/@here (the bot's default, ``AllowedMentions.none()``, covers the
    rest)."""
    return mention_users([seat.user_id for seat in match.seats])


def mention_users(user_ids: list[int]) -> discord.AllowedMentions:
    """``AllowedMentions`` pinging ``user_ids`` only (duplicates dropped), nothing else."""
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   users=[discord.Object(u) for u in dict.fromkeys(user_ids)])


def plain(text) -> str:
    """``text`` (a name, or a line that may hold names; a ``Msg`` is worded in English until
    the reader's language reaches here) shown as typed: mention syntax
    (``<@id>``, ``@everyone``) and markdown are escaped, so a display name never pings or
    formats.  Narration and private lines are plain text by the engine contract."""
    return discord.utils.escape_markdown(discord.utils.escape_mentions(str(text)))


async def board_attachment(host: MatchHost, match: MatchRow, user_id: int | None = None,
                           locale: str | None = None) -> discord.File:
    """The board picture of ``user_id``'s view (public by default) with its text as alt text
    (in ``locale``: the viewer's; default the channel's)."""
    png = await host.board_png(match, user_id, locale=locale)
    return board_file(png, match, host.describe(match, user_id), locale)


def board_file(png: bytes, match: MatchRow, alt_text, locale: str | None = None) -> discord.File:
    """A PNG attachment named after the match and ply (so caches never show an old board).

    ``alt_text`` (the game's text board for the same view) becomes, in ``locale``, the
    image description that screen readers speak; Discord allows 1024 characters.
    """
    ply = (match.state or {}).get("ply", 0)
    return discord.File(io.BytesIO(png), filename=f"petri-{match.id}-ply{ply}.png",
                        description=words.for_channel(alt_text, locale)[:1024])


async def attach_board(kwargs: dict, picture, match: MatchRow, alt_text, locale: str | None = None,
                       failures: FailureMemory | None = None) -> None:
    """Put the board ``picture`` (awaitable PNG bytes) into the message ``kwargs`` as its file
    (``board_file``); one that cannot be drawn leaves the message without it and ends its
    ``content`` with a note (``picture_or_none`` logs why): the text always goes out."""
    png = await picture_or_none(picture, match.id, (match.state or {}).get("ply", 0), failures)
    if png is not None:
        kwargs["file"] = board_file(png, match, alt_text, locale)
    else:
        kwargs["content"] = "\n".join(filter(None, [kwargs.get("content"),
                                                    words.for_channel(Msg("render-picture-missing"), locale)]))


def turn_line(post: PublicPost, locale: str | None = None) -> str:
    """``<@id>, your move`` / ``waiting for <@a>, <@b>`` / the result line.

    A computer seat is named, never pinged ("Petri (hard) to move", where every turn
    used to ping "@Petri, your move").  On a running clock the line ends ``, due <t:UNIX:R>`` — the earliest deadline
    of the seats to move, as a Discord timestamp each client shows in its own words.
    """
    if post.finished:
        return words.for_channel(Msg("play-turn-over", match=str(post.match_id)), locale)
    if not post.to_move and not post.computers_to_move:
        return ""
    names = [mention_ids(post.to_move)] if post.to_move else []
    mentions = ", ".join(names + [plain(words.for_channel(name, locale)) for name in post.computers_to_move])
    if len(post.to_move) + len(post.computers_to_move) > 1:
        line = Msg("play-turn-waiting", players=mentions)
    else:
        line = Msg("play-turn-yours" if post.to_move else "play-turn-computer", players=mentions)
    if post.due is not None:
        line = Msg("play-turn-due", turn=line, due=f"<t:{int(post.due)}:R>")
    return words.for_channel(line, locale)


def public_text(news: Outcome | PublicPost, locale: str = "en") -> str:
    """The channel message for an outcome (or its plan's public post) in ``locale`` (the
    server's language): narration lines (escaped: names in them never ping), then whose
    turn (≤ 2000 chars)."""
    post = news if isinstance(news, PublicPost) else public_post(news)
    lines = [plain(words.for_channel(line, locale)) for line in post.narration]
    if (turn := turn_line(post, locale)):
        lines.append(turn)
    return "\n".join(lines)[:2000]


#: Seconds before ``since`` that ``already_posted`` reads from too: Discord's clock and ours
#: may differ a little, and a message's id carries Discord's time.
CLOCK_SKEW = 10.0
#: The most messages ``already_posted`` reads: a try's post comes within a few messages of the
#: moment it started (``since``), however many came after it.
LOOK_AT_MOST = 200


class HistoryUnread(Exception):
    """The channel could not be read to see whether a post went out (Discord answered 5xx or
    429): nothing may be posted now (it might be there); try again later."""


async def already_posted(client: discord.Client, channel, contents: list[str], since: float | None = None,
                         look_back: int = 25) -> bool:
    """Whether the bot posted one of ``contents`` in ``channel`` since ``since`` (seconds since
    the epoch; no earlier try of the post went out before then): a post with the same ply
    stamp went out before (at-least-once delivery must not show a move twice).

    The channel is read forward from ``since`` (less ``CLOCK_SKEW``), oldest first, up to
    ``LOOK_AT_MOST`` messages, so a post followed by any number of others is found.  Without
    ``since`` (an announcement stored before it was kept) the bot's last ``look_back`` messages
    are read.  Raises ``HistoryUnread`` when Discord fails the read (5xx, 429, a lost
    connection); a channel whose history the bot may not read (403): ``False`` (there is no
    way to tell; the post is made).
    """
    if since is not None:
        after = datetime.datetime.fromtimestamp(max(0.0, since - CLOCK_SKEW), datetime.UTC)
        reading = channel.history(limit=LOOK_AT_MOST, after=after, oldest_first=True)
    else:
        reading = channel.history(limit=look_back)
    try:
        async for message in reading:
            if client.user is not None and message.author.id == client.user.id and _one_of(message.content, contents):
                return True
    except discord.Forbidden:
        return False
    except (TimeoutError, discord.HTTPException, OSError) as exc:
        raise HistoryUnread(f"reading the channel failed ({type(exc).__name__})") from exc
    return False


def _one_of(content: str, contents: list[str]) -> bool:
    """Whether ``content`` is one of ``contents``, or one of them with lines after it: a post
    whose board could not be drawn went out with a note below its text (``attach_board``)."""
    return content in contents or any(content.startswith(c + "\n") for c in contents if c)


async def channel_by_id(client: discord.Client, channel_id: int):
    """A channel or thread from the cache or the API, or ``None`` if gone or hidden; a
    conversation Petri answers only through interactions gives its ``ConversationPlace``."""
    if (conversations := getattr(client, "conversations", None)) and (place := conversations.place(channel_id)):
        return place
    channel = client.get_channel(channel_id)
    if channel is None:
        try:
            channel = await client.fetch_channel(channel_id)
        except discord.HTTPException:
            return None
    return channel


async def match_channel(client: discord.Client, match: MatchRow) -> discord.abc.Messageable | None:
    """Where a match's posts go: its thread if it has one, else its channel; from
    cache or the API (``None`` if gone)."""
    return await channel_by_id(client, match.thread_id or match.channel_id)


#: After a DM fails with 403/50007, don't try that user again for this long (seconds).
DM_RETRY_AFTER = 24 * 3600


async def send_dm(client: discord.Client, host: MatchHost, user_id: int, **kwargs) -> bool:
    """DM a user unless DMs to them failed recently; returns whether it was delivered.

    A 403/50007 is remembered so later moves do not retry (no retry storm)
    for ``DM_RETRY_AFTER`` seconds; a DM that succeeds again clears the mark.  A ``Msg`` (or
    a list of them) as ``content`` is worded in the recipient's language as last seen.
    """
    if client.user is not None and user_id == client.user.id:
        return True  # a computer seat: its searcher reads the seat's view itself
    failed_at = await reader_rows.dm_closed_at(host.store, user_id)
    if failed_at is not None and host.now() - failed_at < DM_RETRY_AFTER:
        return False
    if kwargs.get("content") is not None and not isinstance(kwargs["content"], str):
        kwargs["content"] = words.for_locale(kwargs["content"], await words.user_locale(client, host.store, user_id))
    try:
        user = client.get_user(user_id) or await client.fetch_user(user_id)
        await user.send(**kwargs)
    except discord.Forbidden:
        host.observer.dm_failed()
        async with host.store.transaction():
            await reader_rows.set_dm_closed(host.store, user_id, True, host.now())
        log.info("DMs closed for user %s; using the in-channel fallback", user_id)
        return False
    except discord.HTTPException:
        host.observer.dm_failed()
        log.warning("DM to user %s failed", user_id)
        return False
    if failed_at is not None:
        async with host.store.transaction():
            await reader_rows.set_dm_closed(host.store, user_id, False, host.now())
    return True


def private_text(match_id: int, lines: list, your_move: bool, locale: str | None = None) -> str:
    """A user's private DM text for one outcome in ``locale`` (the recipient's; ≤ 2000 chars):
    their ``lines`` escaped, and with ``your_move`` (a fogged seat to move) a reminder that
    the turn is theirs."""
    said = "\n".join(plain(words.for_dm(line, locale)) for line in lines)
    text = [Msg("play-dm-private", match=str(match_id), lines=said or Msg("play-dm-your-view"))]
    if your_move:
        # The DM is where a fogged player looks: say it is their turn there too.
        text.append(Msg("play-dm-your-move"))
    return words.for_dm(text, locale)[:2000]


def note_text(match_id: int, note: PrivateNote, locale: str = "en") -> str:
    """The DM text of a private note (``bot.host.plan``) in ``locale``: ``private_text`` of its
    lines, a fogged seat's status line after them and, when it is to move, the reminder."""
    lines = note.lines + ([note.status] if note.fogged and note.status else [])
    return private_text(match_id, lines, note.fogged and note.your_move, locale)


async def deliver_private(client: discord.Client, host: MatchHost, match: MatchRow, plan: Plan,
                          boards: PlyBoards) -> list[int]:
    """Send each user their private note of ``plan`` by DM; returns the users who could not be reached.

    In a fog-of-war game (``PrivateNote.fogged``) every such seat gets its own board after
    each ply too, with what it saw happen (rules/genetess.md §13) — the picture only when
    what the board shows changed since the last one it received (``boards``, begun by
    ``draw_ply_boards``); the text still says whose turn it is and the game's
    ``status_line`` (Genetess: the seat's E).  Each seat's DM reads its own view only, in
    the recipient's language as last seen (``words.user_locale``).
    """
    unreachable = []
    game = host.game_of(match)
    for note in plan.private:
        if client.user is not None and note.user_id == client.user.id:
            continue  # computer seats: no DM
        locale = await words.user_locale(client, host.store, note.user_id)
        kwargs: dict = {"content": note_text(match.id, note, locale)}
        view, picture = boards.private.get(note.user_id, (None, None))
        if picture is not None:
            await attach_board(kwargs, picture, match, game.describe(view), locale,
                               getattr(host.pictures, "failures", None))
        if await send_dm(client, host, note.user_id, **kwargs):
            boards.delivered.add(note.user_id)
        else:
            unreachable.append(note.user_id)
    return unreachable


def mention_ids(user_ids: list[int]) -> str:
    """``<@1>, <@2>`` for a list of user ids."""
    return ", ".join(f"<@{u}>" for u in user_ids)
