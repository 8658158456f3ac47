"""``/matches``: where is it my turn?  A member's running matches, across channels and threads.

In a server the list holds that server's matches; in a direct message with the bot, the
member's matches of every server.  The ones waiting for the member (a seat of theirs is to
move or owes a secret step: ``access.waits_for``) come first, then the others, each group by
time left (matches without a running clock last), then by number.  A row names the game, the
opponents, whose turn it is, the time left and the last move's age (as Discord timestamps,
which every client shows in its reader's words and time zone) and links to the match's
thread, or its channel.

The answer is private and paged: ``PAGE`` rows a page, with Previous / Next buttons that are
``DynamicItem``s carrying the member, the scope and the page they lead to
(``petri:matches:<user>:<guild or 0>:<page>:next``), so they work after a restart and in any
process; each click reads the list afresh.  Only the member the list belongs to may turn
its pages.  ``rows`` and ``row_line`` also make the digest's lines (``bot.adapter.notify``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapter import access, words
from bot.adapter.components import Component
from bot.adapter.delivery import plain
from bot.adapter.served import Served
from bot.host.clocks import seat_deadline
from bot.host.match_host import RUNNING, HostError, MatchHost
from bot.host.seat_names import roster
from bot.storage.repos import matches as match_rows
from bot.storage.store import MatchRow
from games import get_game
from games.message import Msg

#: Rows on one page (a page stays well under Discord's 2000 characters).
PAGE = 8
#: The most running matches one list reads (members hold at most ``[limits]
#: max_running_per_member`` each server; this bounds a DM list across servers).
MOST = 200


@dataclass
class Row:
    """One running match as a member's list shows it: ``waiting`` (for that member),
    ``due`` (when the first seat to move runs out of time, seconds since the epoch; ``None``
    without a running clock), ``paused`` (its clock is paused) and ``last_move`` (when its
    log last grew, seconds since the epoch)."""

    match: MatchRow
    waiting: bool
    due: float | None
    paused: bool
    last_move: float

    def order(self) -> tuple:
        """Waiting first, then by time left (no clock last), then by match number."""
        return (not self.waiting, self.due if self.due is not None else math.inf, self.match.id)


def link(match: MatchRow) -> str:
    """A link that opens the match's thread (or its channel) in any Discord client."""
    return f"https://discord.com/channels/{match.guild_id or '@me'}/{match.thread_id or match.channel_id}"


def due_of(host: MatchHost, match: MatchRow, user_id: int | None = None) -> float | None:
    """When ``match``'s next seat to move runs out of time: ``user_id``'s own seat's deadline
    when it is theirs to move, else the earliest of the movers'; ``None`` with no clock, a
    paused clock or no seat on it."""
    clock = match.extra.get("clock")
    if not clock or clock.get("paused") or match.status != RUNNING or match.state is None:
        return None
    movers = host.game_of(match).to_move(match.state)
    mine = [s for s in movers if user_id is not None and match.seats[s].user_id == user_id]
    deadlines = [d for s in (mine or movers) if (d := seat_deadline(clock, s)) is not None]
    return min(deadlines, default=None)


async def running(host: MatchHost, user_id: int, guild_id: int | None) -> list[MatchRow]:
    """``user_id``'s running matches: in server ``guild_id``, or everywhere when ``None``."""
    return await host.store.find_matches(user_id=user_id, guild_id=guild_id, statuses=(RUNNING,), limit=MOST)


async def last_moves(host: MatchHost, match_ids: list[int]) -> dict[int, float]:
    """When each match's move log last grew (its start counts), by match id (one query)."""
    return await match_rows.last_moves(host.store, match_ids)


async def rows(host: MatchHost, user_id: int, matches: list[MatchRow]) -> list[Row]:
    """``matches`` as ``user_id``'s rows, in the list's order (``Row.order``)."""
    moved = await last_moves(host, [m.id for m in matches])
    made = [Row(m, access.waits_for(host, m, user_id), due_of(host, m, user_id),
                bool((m.extra.get("clock") or {}).get("paused")), moved.get(m.id, m.updated_at))
            for m in matches]
    return sorted(made, key=Row.order)


def row_line(host: MatchHost, row: Row, user_id: int) -> Msg:
    """One row's words (a ``Msg``): number, game, opponents, whose turn, time left, the last
    move's age and the link."""
    match = row.match
    others = [i for i, seat in enumerate(match.seats) if seat.user_id != user_id]
    movers = [s for s in host.game_of(match).to_move(match.state)] if match.state else []
    if row.waiting:
        turn = Msg("matches-turn-yours")
    else:
        turn = Msg("matches-turn-of", players=roster(match, plain, [s for s in movers
                                                                    if match.seats[s].user_id != user_id]))
    left = (Msg("matches-due", due=f"<t:{int(row.due)}:R>") if row.due is not None
            else Msg("matches-paused") if row.paused else Msg("matches-no-clock"))
    return Msg("matches-line", match=str(match.id), game=get_game(match.game).title,
               opponents=roster(match, plain, others) if others else Msg("matches-no-opponent"),
               turn=turn, left=left, age=f"<t:{int(row.last_move)}:R>", link=link(match))


def page_text(host: MatchHost, found: list[Row], user_id: int, page: int, locale: str) -> tuple[str, int, int]:
    """The words of page ``page`` (0-based, clamped) of ``found`` in ``locale``; returns the
    text, the page shown and the number of pages."""
    if not found:
        return words.for_locale(Msg("matches-none"), locale), 0, 1
    pages = max(1, math.ceil(len(found) / PAGE))
    page = max(0, min(page, pages - 1))
    waiting = sum(r.waiting for r in found)
    lines = [Msg("matches-header", count=len(found), waiting=waiting)]
    lines += [row_line(host, r, user_id) for r in found[page * PAGE:(page + 1) * PAGE]]
    if pages > 1:
        lines.append(Msg("matches-page", page=page + 1, pages=pages))
    return words.for_locale(lines, locale)[:2000], page, pages


async def answer(interaction: discord.Interaction, user_id: int, guild_id: int | None,
                 page: int) -> tuple[str, discord.ui.View | None]:
    """The text and the page buttons of ``user_id``'s list (in ``guild_id``, or everywhere),
    page ``page``, in the words of whoever asked."""
    host = access.host_of(interaction)
    locale = words.interaction_locale(interaction)
    found = await rows(host, user_id, await running(host, user_id, guild_id))
    text, page, pages = page_text(host, found, user_id, page, locale)
    if pages == 1:
        return text, None
    view = discord.ui.View(timeout=None)
    for to, way in ((page - 1, "prev"), (page + 1, "next")):
        view.add_item(MatchesButton(user_id, guild_id or 0, to, way, locale, disabled=not 0 <= to < pages))
    return text, view


#: Each button's label (``matches.ftl``).
_LABELS = {"prev": Msg("matches-previous-button"), "next": Msg("matches-next-button")}


class MatchesButton(Component[discord.ui.Button],
                    template=r"petri:matches:(?P<user>[0-9]+):(?P<guild>[0-9]+):(?P<page>-?[0-9]+):(?P<way>prev|next)"):
    """Previous or Next (``way``) under a ``/matches`` page: page ``page`` (0-based) of
    ``user_id``'s list in server ``guild_id`` (0: every server, the list asked for in a DM)."""

    FIELDS = (("user", int), ("guild", int), ("page", int), ("way", str))

    def __init__(self, user_id: int, guild_id: int, page: int, way: str, locale: str | None = None,
                 disabled: bool = False):
        super().__init__(discord.ui.Button(label=words.for_locale(_LABELS[way], locale or "en"),
                                           style=discord.ButtonStyle.secondary, disabled=disabled,
                                           custom_id=f"petri:matches:{user_id}:{guild_id}:{page}:{way}"))
        self.user_id, self.guild_id, self.page = user_id, guild_id, page

    async def act(self, interaction: discord.Interaction) -> None:
        if interaction.user.id != self.user_id:
            raise HostError(Msg("matches-not-yours"))
        text, view = await answer(interaction, self.user_id, self.guild_id or None, self.page)
        await interaction.response.edit_message(content=text, view=view)


class MatchesCog(Served, commands.Cog, name="Matches"):
    """The cog of a member's running matches: ``/matches``.  ``bot``: the ``PetriBot`` it serves (``None``: only
    its commands are read, as ``bot.adapter.all_commands`` does)."""

    @app_commands.command(name="matches", description="Your running matches, those waiting for you first")
    async def matches(self, interaction: discord.Interaction) -> None:
        """``/matches``: the caller's running matches (this server's; in DMs every server's), privately."""
        text, view = await answer(interaction, interaction.user.id, interaction.guild_id, 0)
        await interaction.response.send_message(text, ephemeral=True, view=view or discord.utils.MISSING)
