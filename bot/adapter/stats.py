"""``/stats`` and ``/leaderboard`` (design.md §4, info group): Elo ratings from ``bot.ratings``.

Both answers are public but ping nobody.  A server's leaderboard lists only
players who held a seat in one of its matches, so it never shows names from
other servers; ranks in ``/stats`` are counted the same way.

No ``from __future__ import annotations`` here: ``refusing`` wraps the
callbacks, and discord.py resolves string annotations in the *wrapper's*
module (``slash``), so the annotations below are kept as real objects.
"""

import io

import discord
from discord import app_commands

from bot import ratings
from bot.adapter.access import host_of
from bot.adapter.delivery import plain
from bot.adapter.replies import refusing, reply_public
from bot.adapter.slash import GAME_CHOICES
from games import get_game
from render.table import leaderboard_png

NO_PINGS = discord.AllowedMentions.none()
#: Rows on the leaderboard picture and in its text.
LEADERBOARD_SIZE = 10


async def player_name(interaction: discord.Interaction, user_id: int) -> str:
    """How to call ``user_id`` here: their display name in this server if it is cached,
    else the seat name of their newest match (in this server first), else ``player <id>``."""
    guild = interaction.guild
    member = guild.get_member(user_id) if guild is not None else None
    if member is not None:
        return member.display_name
    store = host_of(interaction).store
    row = None
    if guild is not None:
        row = await store.fetch_one(
            "SELECT s.name FROM seats s JOIN matches m ON m.id = s.match_id "
            "WHERE s.user_id = ? AND m.guild_id = ? ORDER BY s.match_id DESC LIMIT 1",
            (user_id, guild.id))
    if row is None:
        row = await store.fetch_one(
            "SELECT name FROM seats WHERE user_id = ? ORDER BY match_id DESC LIMIT 1", (user_id,))
    return row["name"] if row else f"player {user_id}"


def _signed(points: float) -> str:
    return f"{round(points):+d}"


def stats_embed(name: str, records: list[dict], game: str | None) -> discord.Embed:
    """The ``/stats`` card: one field per game with a rating (``records`` from ``ratings.stats``)."""
    embed = discord.Embed(title=f"Stats: {plain(name)}", colour=discord.Colour.teal())
    if not records:
        where = f" of {get_game(game).title}" if game else ""
        embed.description = (f"No rated matches{where} yet. "
                             f"Everyone starts at {round(ratings.DEFAULT_RATING)} Elo.")
        return embed
    for rec in records[:25]:
        last = f" ({_signed(rec['last_change'])} last match)" if rec["last_change"] is not None else ""
        percent = round(100 * rec["won"] / rec["played"]) if rec["played"] else 0
        embed.add_field(
            name=get_game(rec["game"]).title,
            value=(f"**{round(rec['rating'])}** Elo{last}\n"
                   f"#{rec['rank']} of {rec['players']} · {rec['played']} played · "
                   f"{rec['won']} won ({percent}%)"),
            inline=False)
    embed.set_footer(text="Rated matches only; cancelled, aborted and zombie matches don't count.")
    return embed


@app_commands.command(name="stats", description="A player's Elo ratings and record")
@app_commands.describe(user="whose stats (default: yours)", game="only this game")
@app_commands.choices(game=GAME_CHOICES)
@refusing
async def stats(interaction: discord.Interaction, user: discord.User | None = None,
                game: str | None = None) -> None:
    """``/stats``: a member's ratings and results per game."""
    who = user or interaction.user
    records = await ratings.stats(host_of(interaction).store, who.id, game,
                                  guild_id=interaction.guild_id)
    await interaction.response.send_message(embed=stats_embed(who.display_name, records, game),
                                            allowed_mentions=NO_PINGS)


def leaderboard_text(title: str, rows: list[tuple[int, str, float, int, int]], *,
                     markdown: bool = True) -> str:
    """The text form of the table: the message content, or (``markdown=False``) the picture's alt text."""
    mark = plain if markdown else str
    lines = [f"**{title}**" if markdown else title]
    lines += [f"{rank}. {mark(name)}: {round(rating)} ({played} played, {won} won)"
              for rank, name, rating, played, won in rows]
    return "\n".join(lines)


@app_commands.command(name="leaderboard", description="The best-rated players of a game in this server")
@app_commands.describe(game="which game")
@app_commands.choices(game=GAME_CHOICES)
@app_commands.guild_only()
@refusing
async def leaderboard(interaction: discord.Interaction, game: str) -> None:
    """``/leaderboard``: the server's best ratings in a game, as an image table."""
    title = f"Leaderboard: {get_game(game).title}"
    found = await ratings.leaderboard(host_of(interaction).store, game, LEADERBOARD_SIZE,
                                      guild_id=interaction.guild_id)
    if not found:
        await interaction.response.send_message(
            f"No rated matches of {get_game(game).title} in this server yet.", allowed_mentions=NO_PINGS)
        return
    await interaction.response.defer(thinking=True)
    rows = [(r["rank"], await player_name(interaction, r["user_id"]), r["rating"], r["played"], r["won"])
            for r in found]
    png = await host_of(interaction).pictures.call(leaderboard_png, title, rows)
    alt = leaderboard_text(title, rows, markdown=False)
    await reply_public(interaction, content=leaderboard_text(title, rows)[:2000], allowed_mentions=NO_PINGS,
                       file=discord.File(io.BytesIO(png), filename=f"leaderboard-{game}.png",
                                         description=alt[:1024]))


STATS_COMMANDS = [stats, leaderboard]
