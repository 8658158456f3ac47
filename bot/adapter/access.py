"""The one resolver: which match an interaction means, and whether the caller may reach it.

A match belongs to its guild (design.md §3, Isolation).  Every command,
button, select, form and autocomplete turns a ``match:`` id, a custom id or
the channel into a match here, and nowhere else:

- in a server, only that server's matches exist;
- in a DM, only matches where the caller holds a seat exist;
- a match outside those answers exactly as a nonexistent one
  (``there is no match #N``), so ids of other servers cannot be probed;
- game-master rights are checked against the match's own guild.

This module imports nothing else from ``bot.adapter`` (every other adapter
module calls it), so it can never be part of an import circle.
"""

from __future__ import annotations

import discord

from bot.core import FINISHED, RUNNING
from bot.host import guilds
from bot.host.match_host import HostError, MatchHost
from bot.storage.store import MatchRow
from games.message import Msg


def host_of(interaction: discord.Interaction) -> MatchHost:
    """The ``MatchHost`` of the bot that received ``interaction``."""
    return interaction.client.host  # type: ignore[attr-defined]


def channel_of(interaction: discord.Interaction) -> int:
    """The channel (thread, or DM) ``interaction`` came from: every command and component has one."""
    if interaction.channel_id is None:
        raise LookupError("an interaction without a channel")
    return interaction.channel_id


def guild_of(interaction: discord.Interaction) -> int:
    """The server a server-only command was used in; ``HostError`` (``play-error-server-only``)
    anywhere else."""
    if interaction.guild_id is None:
        raise HostError(Msg("play-error-server-only"))
    return interaction.guild_id


def reachable(interaction: discord.Interaction, match: MatchRow) -> bool:
    """Whether ``match`` exists for this interaction: same guild, or (in a DM) a seat of the
    caller's or a match living in this very conversation (a group DM: everyone in it sees it)."""
    if interaction.guild_id is not None:
        return match.guild_id == interaction.guild_id
    return match.channel_id == interaction.channel_id \
        or any(seat.user_id == interaction.user.id for seat in match.seats)


async def match_by_id(interaction: discord.Interaction, match_id: int) -> MatchRow:
    """Match ``match_id`` if this interaction may reach it; else ``HostError`` as for no match at all."""
    host = host_of(interaction)
    try:
        match = await host.get(match_id)
    except HostError:
        match = None
    if match is None or not reachable(interaction, match):
        # One message for "missing" and "elsewhere": another server's ids are not revealed.
        raise HostError(Msg("play-no-such-match", match=str(match_id)))
    return match


def waits_for(host: MatchHost, match: MatchRow, user_id: int) -> bool:
    """Whether running ``match`` waits for ``user_id`` now: one of their seats is to move or owes
    a secret step (a hidden set-up, a bid).  A lobby, a challenge or an ended match waits for nobody."""
    if match.status != RUNNING or match.state is None:
        return False
    game = host.game_of(match)
    seats = [i for i, seat in enumerate(match.seats) if seat.user_id == user_id]
    movers = game.to_move(match.state)
    return any(s in movers or game.pending_secret(match.state, s) is not None for s in seats)


def _only(*groups: list[MatchRow]) -> MatchRow | None:
    """The match of the first group holding exactly one, else ``None`` (a real choice)."""
    return next((group[0] for group in groups if len(group) == 1), None)


async def resolve_match(interaction: discord.Interaction, match_id: int | None) -> MatchRow:
    """The match a command means: ``match_id`` if given, else the channel's (``channel_match``),
    else (in a DM) the caller's only active match, or the only one of them waiting for the
    caller's move or secret.  ``HostError`` names the candidates when there is a real choice."""
    if match_id is not None:
        return await match_by_id(interaction, match_id)
    host = host_of(interaction)
    if interaction.guild_id is not None:
        return await channel_match(interaction)
    mine = await host.user_matches(interaction.user.id)
    if not mine:
        raise HostError(Msg("play-not-in-any-match"))
    waiting = [m for m in mine if waits_for(host, m, interaction.user.id)]
    if (found := _only(mine, waiting)) is not None:
        return found
    if waiting:   # the choice is among those waiting for the caller
        raise HostError(Msg("play-several-waiting", count=len(waiting),
                            matches=", ".join(f"#{m.id}" for m in waiting)))
    raise HostError(Msg("play-in-several-matches", matches=", ".join(f"#{m.id}" for m in mine)))


async def channel_match(interaction: discord.Interaction) -> MatchRow:
    """The match a command in a server channel means.

    In a match's thread (or forum post): that match, whatever its status.  In
    a channel: the match played in the channel itself if there is one; else
    its only open match (lobbies, challenges and matches played in its
    threads); else the caller's only one of them; else the only one of them
    waiting for the caller's move or secret.  ``HostError`` otherwise,
    naming the candidates.  Only this server's matches are looked at.
    """
    host = host_of(interaction)
    here = channel_of(interaction)
    match = await host.thread_match(here, interaction.guild_id)
    if match is not None:
        return match
    found = [m for m in await host.open_in_channel(here) if m.guild_id == interaction.guild_id]
    unthreaded = [m for m in found if not m.extra.get("threaded")]
    mine = [m for m in found if any(s.user_id == interaction.user.id for s in m.seats)]
    waiting = [m for m in mine if waits_for(host, m, interaction.user.id)]
    if (chosen := _only(unthreaded, found, mine, waiting)) is not None:
        return chosen
    if not found:
        raise HostError(Msg("play-no-match-in-channel"))
    raise HostError(Msg("play-several-in-channel", count=len(found),
                        matches=", ".join(f"#{m.id}" for m in found)))


async def finished_match(interaction: discord.Interaction, match_id: int | None) -> MatchRow:
    """The match ``/review`` means: ``match_id`` if given; else the match of this thread (a
    tournament table's thread is its match's own channel), whatever its status; else the
    caller's only finished match in this channel (in a DM: anywhere).  ``HostError`` names
    the caller's recent finished matches when there is a real choice, or says there is none."""
    if match_id is not None:
        return await match_by_id(interaction, match_id)
    host = host_of(interaction)
    user_id = interaction.user.id
    if interaction.guild_id is not None:
        here = channel_of(interaction)
        match = await host.thread_match(here, interaction.guild_id)
        if match is not None:
            return match
        found = [m for m in await host.matches_in_channel(here) if m.guild_id == interaction.guild_id]
        mine = [m for m in found if m.status == FINISHED and any(s.user_id == user_id for s in m.seats)]
        if len(found) == 1 and found[0].extra.get("tournament"):
            return found[0]          # a tournament table: its thread is the match's channel
    else:
        mine = await host.store.find_matches(user_id=user_id, statuses=(FINISHED,), limit=_CHOICES)
    if len(mine) == 1:
        return mine[0]
    if not mine:
        raise HostError(Msg("review-none-finished"))
    raise HostError(Msg("review-pick-match", matches=", ".join(f"#{m.id}" for m in mine[:_CHOICES])))


#: How many candidates a "give match:" answer names at most.
_CHOICES = 10


GM_ONLY = Msg("gm-only")


async def require_gm(interaction: discord.Interaction, match: MatchRow | None = None) -> None:
    """Refuse unless the caller is a game-master of ``match``'s guild (default: this server).

    Game-masters have Manage Server or the server's game-master role (its
    stored id, or the configured role name).  A match of another guild is
    refused like a missing one: rights in one server never reach another.
    """
    guild_id = interaction.guild_id if match is None else match.guild_id
    if guild_id is None or guild_id != interaction.guild_id:
        raise HostError(Msg("play-no-such-match", match=str(match.id)) if match is not None else GM_ONLY)
    member = interaction.user
    if isinstance(member, discord.Member) and member.guild.id == guild_id \
            and member.guild_permissions.manage_guild:
        return
    settings = await guilds.load(host_of(interaction).store, guild_id)
    role_name = interaction.client.config.gm_role  # type: ignore[attr-defined]
    roles = getattr(member, "roles", [])
    if any(r.id == settings.gm_role_id or r.name == role_name for r in roles):
        return
    raise HostError(GM_ONLY)


async def gm_match(interaction: discord.Interaction, match_id: int | None) -> MatchRow:
    """For ``/gm`` commands: the caller must be a game-master here, then the match is resolved
    in this server and the rights are checked against its guild."""
    await require_gm(interaction)
    match = await resolve_match(interaction, match_id)
    await require_gm(interaction, match)
    return match
