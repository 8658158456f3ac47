"""``/stats`` and ``/leaderboard`` (design.md §4, info group): openskill ratings from ``bot.host.ratings``.

Ratings belong to a server: in a server both commands show that server's
ratings only; in a DM ``/stats`` shows the caller's own ratings in every
server (another member's only in a server they share).  Both answers are
public but ping nobody.  The rating shown is the conservative μ − 3σ, with a
"?" while it is provisional; ``/stats`` says so and draws the history.
"""

import io
import time

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapter import words
from bot.adapter.access import host_of
from bot.adapter.choices import GAME_CHOICES
from bot.adapter.delivery import plain
from bot.adapter.replies import reply_public
from bot.adapter.served import Served
from bot.host import ratings
from bot.host.match_host import HostError
from bot.storage.repos import matches as match_rows
from games import get_game
from games.message import Msg
from render.rating_chart import rating_chart_png
from render.table import leaderboard_png

NO_PINGS = discord.AllowedMentions.none()
#: Rows on the leaderboard picture and in its text.
LEADERBOARD_SIZE = 10


async def public_locale(interaction: discord.Interaction) -> str:
    """The language of a public answer: the server's (``words.server_locale``); in a DM, the
    caller's."""
    if interaction.guild_id is None:
        return words.interaction_locale(interaction)
    return await words.server_locale(interaction.client, host_of(interaction).store, interaction.guild_id)


async def player_name(interaction: discord.Interaction, user_id: int, locale: str | None = None) -> str:
    """How to call ``user_id`` here: their display name in this server if it is cached,
    else the seat name of their newest match (in this server first), else ``player <id>``."""
    guild = interaction.guild
    member = guild.get_member(user_id) if guild is not None else None
    if member is not None:
        return member.display_name
    name = await match_rows.newest_seat_name(host_of(interaction).store, user_id,
                                             guild.id if guild is not None else None)
    return name if name is not None \
        else words.for_channel(Msg("stats-unknown-player", user=str(user_id)), locale)


def when(seconds: float) -> str:
    """A date as the tables show it (UTC, ``YYYY-MM-DD``)."""
    return time.strftime("%Y-%m-%d", time.gmtime(seconds))


def stats_embed(name: str, records: list[dict], game: str | None,
                servers: dict[int, str] | None = None, locale: str | None = None) -> discord.Embed:
    """The ``/stats`` card: one field per (server, game) rating (``records`` from ``ratings.stats``);
    ``servers``: server names by id, to label fields when the records span servers (a DM);
    in the words of ``locale`` (default: the channel's)."""
    def say(value) -> str:
        return words.for_channel(value, locale)

    embed = discord.Embed(title=say(Msg("stats-title", name=plain(name))), colour=discord.Colour.teal())
    if not records:
        start = words.rating(ratings.Skill())
        embed.description = say(Msg("stats-none-of-game", game=get_game(game).title, start=start) if game
                                else Msg("stats-none", start=start))
        return embed
    embed.description = say(Msg("stats-explained"))
    for rec in records[:25]:
        skill = rec["skill"]
        change = rec["last_change"]
        shown = Msg("stats-rating", rating=words.rating(skill), mu=skill.mu, sigma=skill.sigma)
        if change is not None:
            shown = Msg("stats-rating-change", rating=shown, sign="-" if change < 0 else "+", change=abs(change))
        place = (Msg("stats-rank", rank=str(rec["rank"]), players=rec["players"]) if rec["rank"] is not None
                 else Msg("stats-provisional", sigma=skill.sigma, most=ratings.PROVISIONAL_SIGMA))
        percent = round(100 * rec["won"] / rec["played"]) if rec["played"] else 0
        title = get_game(rec["game"]).title
        if servers is not None:
            server = (servers.get(rec["guild_id"]) or say(Msg("stats-a-server")) if rec["guild_id"]
                      else say(Msg("stats-no-server")))
            title = say(Msg("stats-field-game-server-title", game=title, server=server))
        embed.add_field(
            name=title,
            value=say(Msg("stats-record", rating=shown, place=place, played=rec["played"], won=rec["won"],
                          percent=percent, last=when(rec["last_played"]))),
            inline=False)
    embed.set_footer(text=say(Msg("stats-footer")))
    return embed


def leaderboard_text(title: str, rows: list[tuple[int, str, str, int, str]], *,
                     markdown: bool = True, locale: str | None = None) -> str:
    """The text form of the table (rows as ``leaderboard_png`` takes them): the message content, or
    (``markdown=False``) the picture's alt text, in ``locale``."""
    mark = plain if markdown else str
    lines = [f"**{title}**" if markdown else title]
    lines += [words.for_channel(Msg("stats-leaderboard-line", rank=str(rank), name=mark(name), rating=rating,
                                    played=games, last=last), locale)
              for rank, name, rating, games, last in rows]
    return "\n".join(lines)


class RatingsCog(Served, commands.Cog, name="Ratings"):
    """The cog of ratings and records: ``/stats``, ``/leaderboard``.  ``bot``: the ``PetriBot`` it
    serves (``None``: only its commands are read, as ``bot.adapter.all_commands`` does)."""

    @app_commands.command(name="stats", description="A player's ratings (μ − 3σ), record and rating history")
    @app_commands.describe(user="whose stats (default: yours)", game="only this game (and draw its history)")
    @app_commands.choices(game=GAME_CHOICES)
    async def stats(self, interaction: discord.Interaction, user: discord.User | None = None,
                    game: str | None = None) -> None:
        """``/stats``: a member's ratings and results per game in this server, with a history picture."""
        who = user or interaction.user
        host = self.host
        servers = None
        if interaction.guild_id is None:
            if who.id != interaction.user.id:
                raise HostError(Msg("stats-other-member-in-dm"))
            servers = {g.id: g.name for g in self.bot.guilds}
        records = await ratings.stats(host.store, who.id, game, guild_id=interaction.guild_id)
        locale = await public_locale(interaction)
        embed = stats_embed(who.display_name, records, game, servers, locale)
        if interaction.guild_id is None or not records:     # the history picture is of one server's game
            await interaction.response.send_message(embed=embed, allowed_mentions=NO_PINGS)
            return
        # The history of the asked game, else of the game played most here.
        chosen = max(records, key=lambda r: r["played"])
        await interaction.response.defer(thinking=True)
        points = await ratings.history(host.store, who.id, chosen["game"], interaction.guild_id)
        title = words.for_channel(Msg("stats-chart-title", name=who.display_name,
                                      game=get_game(chosen["game"]).title), locale)
        png = await host.pictures.call(rating_chart_png, title, [(s.mu, s.sigma) for _, s in points], locale)
        embed.set_image(url=f"attachment://rating-{chosen['game']}.png")
        await reply_public(interaction, embed=embed, allowed_mentions=NO_PINGS,
                           file=discord.File(io.BytesIO(png), filename=f"rating-{chosen['game']}.png",
                                             description=words.for_channel(Msg(
                                                 "stats-chart-alt", title=title, count=len(points),
                                                 rating=words.rating(chosen["skill"])), locale)[:1024]))

    @app_commands.command(name="leaderboard", description="The best-rated players of a game in this server")
    @app_commands.describe(game="which game", provisional="also list players whose rating is still provisional (?)")
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction, game: str, provisional: bool = False) -> None:
        """``/leaderboard``: the server's best ratings in a game (rank, rating, games, last played), as a picture."""
        locale = await public_locale(interaction)
        title = words.for_channel(Msg("stats-leaderboard-title", game=get_game(game).title), locale)
        found = await ratings.leaderboard(self.host.store, game, LEADERBOARD_SIZE,
                                          guild_id=interaction.guild_id, provisional=provisional)
        if not found:
            await interaction.response.send_message(
                words.for_channel(Msg("stats-leaderboard-empty" if provisional else "stats-leaderboard-empty-hidden",
                                      game=get_game(game).title), locale),
                allowed_mentions=NO_PINGS)
            return
        await interaction.response.defer(thinking=True)
        rows = [(r["rank"], await player_name(interaction, r["user_id"], locale),
                 words.for_channel(words.rating(r["skill"]), locale), r["played"],
                 when(r["last_played"])) for r in found]
        png = await self.host.pictures.call(leaderboard_png, title, rows, locale)
        alt = leaderboard_text(title, rows, markdown=False, locale=locale)
        await reply_public(interaction, content=leaderboard_text(title, rows, locale=locale)[:2000],
                           allowed_mentions=NO_PINGS,
                           file=discord.File(io.BytesIO(png), filename=f"leaderboard-{game}.png",
                                             description=alt[:1024]))
