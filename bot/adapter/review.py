"""``/review match:``: a finished match reviewed for the caller, privately.

A progress line is edited while the computer worker evaluates the plies (``bot.learning.review``);
then the win-chance graph (a picture), the turning points with the move the computer
preferred, and each turning point's board as the caller saw it.  Only the match's seats may
ask; everything is ephemeral, since under fog a seat's review shows what that seat saw.
"""

import io

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapter import access, words
from bot.adapter.served import Served
from bot.host.seat_names import shown_name
from bot.learning.review import boards_before, review_for, reviewer_seat, turning_points
from bot.storage.repos import learning as learning_rows
from games import get_game
from games.message import Msg
from render.review import win_chance_png


def summary(match_id: int, title: str, review: dict, hints: int = 0) -> list[Msg]:
    """The review's text, one message a line: counts per label, the hints the seat used, and
    one line per turning point."""
    def count(name: str) -> int:
        return sum(1 for p in review["plies"] if p["label"] == name)
    lines = [Msg("review-summary-hints" if hints else "review-summary", match=str(match_id), game=title,
                 plies=len(review["plies"]), inaccuracies=count("inaccuracy"), mistakes=count("mistake"),
                 blunders=count("blunder"), hints=hints)]
    for p in turning_points(review):
        lines.append(Msg("review-turning-point", ply=str(p["ply"] + 1), move=f"`{p['move']}`",
                         label=Msg("review-label", label=p["label"]), before=p["best_chance"],
                         after=p["chance"], best=f"`{p['best']}`"))
    if len(lines) == 1:
        lines.append(Msg("review-no-turning-points"))
    return lines


class ReviewCog(Served, commands.Cog, name="Review"):
    """The cog of the computer's review of a finished match: ``/review``.  ``bot``: the ``PetriBot`` it
    serves (``None``: only its commands are read, as ``bot.adapter.all_commands`` does)."""

    @app_commands.command(name="review",
                          description="The computer's review of a finished match you played (only you see it)")
    @app_commands.describe(match="match number (default: this thread's match, or your only finished one)")
    async def review(self, interaction: discord.Interaction, match: int | None = None) -> None:
        """``/review``: progress, then the graph, the turning points and their boards.  Without
        ``match``: the thread's match, else the caller's only finished one (``access.finished_match``)."""
        found = await access.finished_match(interaction, match)
        host = self.host
        reviewer_seat(host, found, interaction.user.id)  # refuse before any progress is shown
        await interaction.response.defer(thinking=True, ephemeral=True)
        locale = words.interaction_locale(interaction)
        note = await interaction.followup.send(words.for_locale(Msg("review-started"), locale),
                                               ephemeral=True, wait=True)

        async def progress(done: int, total: int) -> None:
            await note.edit(content=words.for_locale(Msg("review-progress", done=str(done), total=total), locale))

        result = await review_for(host, self.computers, found, interaction.user.id, progress)
        game = get_game(found.game)
        seat = result["seat"]
        marks = [(p["ply"], p["label"]) for p in result["plies"] if p["label"]]
        title = words.for_locale(Msg("review-graph-title", match=str(found.id), name=shown_name(found, seat)), locale)
        graph = await host.pictures.call(win_chance_png, title, result["graph"], marks, locale)
        files = [discord.File(io.BytesIO(graph), filename=f"review-{found.id}.png",
                              description=words.for_locale(Msg("review-graph-alt"), locale))]
        points = turning_points(result)
        views = await boards_before(host, found, seat, [p["ply"] for p in points])
        for p in points:
            view = views.get(p["ply"])
            if view is None:
                continue
            png = await host.pictures.board_png(found.game, dict(view, locale=locale), seat=view.get("viewer"))
            board = words.for_locale(game.describe(view), locale)  # its lines, not a list of words
            files.append(discord.File(io.BytesIO(png), filename=f"review-{found.id}-ply{p['ply'] + 1}.png",
                                      description=words.for_locale(Msg("review-board-alt", ply=str(p["ply"] + 1),
                                                                       board=board), locale)[:1024]))
        hints = sum(1 for user, _ in await learning_rows.hints_in(host.store, found.id) if user == interaction.user.id)
        await note.edit(content=words.for_locale(summary(found.id, game.title, result, hints), locale)[:2000],
                        attachments=files)
