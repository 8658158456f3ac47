"""Getting a match's news to people: the public board post and private DMs.

Public posts carry only the spectator view.  Private lines (a seat's own
secret) go by DM; when a DM fails (403 / 50007) the user is remembered as
unreachable and gets an ephemeral "show my view" button in the channel
instead (design.md §4, hidden information).
"""

from __future__ import annotations

import io
import logging

import discord

from bot.clocks import seat_deadline
from bot.host import MatchHost, Outcome
from bot.ply_boards import PlyBoards
from bot.store import MatchRow, Seat
from games.base import Game

log = logging.getLogger("petri.discord")

def seat_mentions(match: MatchRow) -> discord.AllowedMentions:
    """What a message about ``match`` may ping: its seats' users, by id; no other user, no
    role, no @everyone/@here (the bot's default, ``AllowedMentions.none()``, covers the rest)."""
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False,
                                   # One entry per user: Discord refuses a repeated id (the bot in
                                   # two computer seats of a tournament table).
                                   users=[discord.Object(u) for u in dict.fromkeys(s.user_id for s in match.seats)])


def plain(text: str) -> str:
    """``text`` (a name, or a line that may hold names) shown as typed: mention syntax
    (``<@id>``, ``@everyone``) and markdown are escaped, so a display name never pings or
    formats.  Narration and private lines are plain text by the engine contract."""
    return discord.utils.escape_markdown(discord.utils.escape_mentions(text))


def board_file(png: bytes, match: MatchRow, alt_text: str) -> discord.File:
    """A PNG attachment named after the match and ply (so caches never show an old board).

    ``alt_text`` (the game's text board for the same view) becomes the image
    description that screen readers speak; Discord allows 1024 characters.
    """
    ply = (match.state or {}).get("ply", 0)
    return discord.File(io.BytesIO(png), filename=f"petri-{match.id}-ply{ply}.png",
                        description=alt_text[:1024])


def turn_line(outcome: Outcome) -> str:
    """``<@id>, your move`` / ``waiting for <@a>, <@b>`` / the result line.

    On a running clock the line ends ``, due <t:UNIX:R>`` — the earliest deadline
    of the seats to move, as a Discord timestamp each client shows in its own words.
    """
    match = outcome.match
    if match.status == "finished":
        return f"Match #{match.id} is over. Thanks for playing!"
    if not outcome.to_move:
        return ""
    mentions = ", ".join(f"<@{s.user_id}>" for s in outcome.to_move)
    line = f"{mentions}, your move" if len(outcome.to_move) == 1 else f"waiting for {mentions}"
    due = _deadline(match, outcome.to_move)
    return line if due is None else f"{line}, due <t:{int(due)}:R>"


def _deadline(match: MatchRow, seats: list[Seat]) -> float | None:
    """When the first of ``seats`` runs out of time (seconds since the epoch), or ``None``
    without a running clock (off, paused, or these seats not on it)."""
    clock = match.extra.get("clock")
    if not clock or clock["paused"]:
        return None
    deadlines = [seat_deadline(clock, MatchHost.seat_of(match, seat.user_id)) for seat in seats]
    return min((d for d in deadlines if d is not None), default=None)


def public_text(outcome: Outcome) -> str:
    """The channel message for an outcome: narration lines (escaped: names in them never ping),
    then whose turn (≤ 2000 chars)."""
    lines = [plain(line) for line in outcome.narration]
    if (turn := turn_line(outcome)):
        lines.append(turn)
    return "\n".join(lines)[:2000]


async def match_channel(client: discord.Client, match: MatchRow) -> discord.abc.Messageable | None:
    """The channel a match lives in, from cache or the API (``None`` if gone)."""
    channel = client.get_channel(match.channel_id)
    if channel is None:
        try:
            channel = await client.fetch_channel(match.channel_id)
        except discord.HTTPException:
            return None
    return channel


#: After a DM fails with 403/50007, don't try that user again for this long (seconds).
DM_RETRY_AFTER = 24 * 3600


async def send_dm(client: discord.Client, host: MatchHost, user_id: int, **kwargs) -> bool:
    """DM a user unless DMs to them failed recently; returns whether it was delivered.

    A 403/50007 is remembered so later moves do not retry (no retry storm)
    for ``DM_RETRY_AFTER`` seconds; a DM that succeeds again clears the mark.
    """
    if client.user is not None and user_id == client.user.id:
        return True  # a computer seat: its searcher reads the seat's view itself (issue 17)
    failed_at = await host.store.dm_closed_at(user_id)
    if failed_at is not None and host.now() - failed_at < DM_RETRY_AFTER:
        return False
    try:
        user = client.get_user(user_id) or await client.fetch_user(user_id)
        await user.send(**kwargs)
    except discord.Forbidden:
        host.observer.dm_failed()
        async with host.store.transaction():
            await host.store.set_dm_closed(user_id, True, host.now())
        log.info("DMs closed for user %s; using the in-channel fallback", user_id)
        return False
    except discord.HTTPException:
        host.observer.dm_failed()
        log.warning("DM to user %s failed", user_id)
        return False
    if failed_at is not None:
        async with host.store.transaction():
            await host.store.set_dm_closed(user_id, False, host.now())
    return True


def private_text(match_id: int, lines: list[str], your_move: bool) -> str:
    """A user's private DM text for one outcome (≤ 2000 chars): their ``lines`` escaped, and
    with ``your_move`` (a fogged seat to move) a reminder that the turn is theirs."""
    text = f"Match #{match_id} (private): " + ("\n".join(map(plain, lines)) or "your view")
    if your_move:
        # The DM is where a fogged player looks: say it is their turn there too.
        text += "\nYour move: /move here or in the channel (only you see your orders)."
    return text[:2000]


def fogged_text(game: Game, match_id: int, view: dict, lines: list[str], your_move: bool) -> str:
    """A fog-of-war seat's DM text after a ply: ``private_text`` of its ``lines`` and the
    game's ``status_line`` of its ``view`` (Genetess: its E, which its picture is not sent
    again for)."""
    status = game.status_line(view)
    return private_text(match_id, lines + ([status] if status else []), your_move)


async def deliver_private(client: discord.Client, host: MatchHost, outcome: Outcome,
                          boards: PlyBoards) -> list[int]:
    """Send each user their private lines by DM; returns the users who could not be reached.

    In a fog-of-war game (``Game.private_seats``) every such seat gets its own board after
    each ply too, with what it saw happen (rules/genetess.md §13) — the picture only when
    what the board shows changed since the last one it received (``boards``, begun by
    ``draw_ply_boards``); the text still says whose turn it is and the game's
    ``status_line`` (Genetess: the seat's E).  Each seat's DM reads its own view only.
    """
    match = outcome.match
    targets = dict(outcome.private)
    for user_id in boards.private:
        targets.setdefault(user_id, [])
    movers = {seat.user_id for seat in outcome.to_move}
    unreachable = []
    targets.pop(client.user.id if client.user is not None else None, None)  # computer seats: no DM
    game = host.game_of(match)
    for user_id, lines in targets.items():
        view, picture = boards.private.get(user_id, (None, None))
        kwargs: dict = {"content": private_text(match.id, lines, False) if view is None
                        else fogged_text(game, match.id, view, lines, user_id in movers)}
        if picture is not None:
            kwargs["file"] = board_file(await picture, match, game.describe(view))
        if await send_dm(client, host, user_id, **kwargs):
            boards.delivered.add(user_id)
        else:
            unreachable.append(user_id)
    return unreachable


def mention_list(seats: list[Seat]) -> str:
    """``<@1>, <@2>`` for a list of seats."""
    return ", ".join(f"<@{s.user_id}>" for s in seats)
