"""``/away days:``: time away from this server's correspondence matches.

``/away days:N`` starts N days away, ``/away days:0`` ends it early (the days not used
return), ``/away`` alone says where the member stands.  The rules are the host's
(``bot.host.away``); the member is answered privately, and each match whose clock is held
or released says so in its own channel or thread.  (Discord does not allow a command that
has both options and subcommands, so ending is ``days:0``, not ``/away end``.)
"""

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapter import access, flows
from bot.adapter.replies import reply_private
from bot.adapter.served import Served
from bot.host.away import MOST_DAYS, AwayReport, discord_time
from games.message import Msg


def _matches(ids: list[int]) -> str:
    return ", ".join(f"#{i}" for i in ids)


def report_lines(report: AwayReport) -> list[Msg]:
    """What the member is told after ``/away`` (``Msg`` lines in their words)."""
    lines = []
    if report.period is not None:
        lines.append(Msg("away-you-are-away", until=discord_time(report.period.ends_at)))
    if report.held:
        lines.append(Msg("away-held" if report.period is not None else "away-released",
                         count=len(report.held), matches=_matches(report.held)))
    if report.not_held:
        lines.append(Msg("away-not-held", count=len(report.not_held), matches=_matches(report.not_held)))
    if report.returned:
        lines.append(Msg("away-returned", count=report.returned))
    lines.append(Msg("away-allowance", used=report.used, allowance=report.allowance,
                     left=max(0, report.allowance - report.used)))
    return lines


class AwayCog(Served, commands.Cog, name="Away"):
    """The cog of a member's absences: ``/away``.  ``bot``: the ``PetriBot`` it serves (``None``: only
    its commands are read, as ``bot.adapter.all_commands`` does)."""

    @app_commands.command(name="away", description="Time away: your correspondence clocks in this server wait")
    @app_commands.describe(days="how many days you are away (0: you are back); empty: where you stand")
    @app_commands.guild_only()
    async def away(self, interaction: discord.Interaction,
                   days: app_commands.Range[int, 0, MOST_DAYS] | None = None) -> None:
        """``/away days:``: start (N > 0) or end (0) time away; without ``days`` the status."""
        host, guild = self.host, access.guild_of(interaction)
        if days is None:
            report = await host.away_status(guild, interaction.user.id)
            lines = report_lines(report) if report.period else [Msg("away-not-away-now"), *report_lines(report)]
            await reply_private(interaction, lines)
            return
        if days == 0:
            report = await host.come_back(guild, interaction.user.id)
            lines = [Msg("away-you-are-back"), *report_lines(report)]
        else:
            report = await host.go_away(guild, interaction.user.id, days)
            lines = report_lines(report)
        await reply_private(interaction, lines)
        await flows.announce_all(self.bot, host, report.outcomes)
