"""``/review match:`` (issue 37): a finished match reviewed for the caller, privately.

A progress line is edited while the computer worker evaluates the plies (``bot.learning.review``);
then the win-chance graph (a picture), the turning points with the move the computer
preferred, and each turning point's board as the caller saw it.  Only the match's seats may
ask; everything is ephemeral, since under fog a seat's review shows what that seat saw.
No ``from __future__ import annotations`` (see ``bot.adapter.stats``).
"""

import io

import discord
from discord import app_commands

import i18n
from bot.adapter import access
from bot.adapter.slash import refusing
from bot.learning.review import boards_before, review_for, reviewer_seat, turning_points
from games import get_game
from render.review import win_chance_png


def summary(match_id: int, title: str, review: dict, hints: int = 0) -> str:
    """The review's text: counts per label, the hints the seat used, and one line per turning
    point."""
    counts = {name: sum(1 for p in review["plies"] if p["label"] == name)
              for name in ("inaccuracy", "mistake", "blunder")}
    lines = [f"Review of match #{match_id} ({title}), your {len(review['plies'])} plies: "
             + ", ".join(f"{n} {name}{'s' if n != 1 else ''}" for name, n in counts.items())
             + (f"; you asked for {hints} hint{'s' if hints != 1 else ''}" if hints else "")]
    for p in turning_points(review):
        lines.append(f"ply {p['ply'] + 1}: `{p['move']}` — {p['label']} (win chance "
                     f"{p['best_chance']:.0%} → {p['chance']:.0%}); the computer preferred "
                     f"`{p['best']}`")
    if len(lines) == 1:
        lines.append("No turning points: the computer found nothing much better at any of your plies.")
    return "\n".join(lines)


@app_commands.command(name="review", description="The computer's review of a finished match you played (only you see it)")
@app_commands.describe(match="match number")
@refusing
async def review(interaction: discord.Interaction, match: int) -> None:
    """``/review``: progress, then the graph, the turning points and their boards."""
    found = await access.resolve_match(interaction, match)
    host = access.host_of(interaction)
    reviewer_seat(host, found, interaction.user.id)  # refuse before any progress is shown
    await interaction.response.defer(thinking=True, ephemeral=True)
    note = await interaction.followup.send("Reviewing… (the computer evaluates every ply)",
                                           ephemeral=True, wait=True)

    async def progress(done: int, total: int) -> None:
        await note.edit(content=f"Reviewing… {done}/{total} plies")

    result = await review_for(host, interaction.client.computers, found, interaction.user.id,
                              progress)
    game = get_game(found.game)
    seat = result["seat"]
    marks = [(p["ply"], p["label"]) for p in result["plies"] if p["label"]]
    title = f"Match #{found.id}: {found.seats[seat].name}"
    graph = await host.pictures.call(win_chance_png, title, result["graph"], marks)
    files = [discord.File(io.BytesIO(graph), filename=f"review-{found.id}.png",
                          description="win chance after every ply")]
    points = turning_points(result)
    views = await boards_before(host, found, seat, [p["ply"] for p in points])
    for p in points:
        view = views.get(p["ply"])
        if view is None:
            continue
        png = await host.pictures.board_png(found.game, view, seat=view.get("viewer"))
        files.append(discord.File(io.BytesIO(png), filename=f"review-{found.id}-ply{p['ply'] + 1}.png",
                                  description=f"before ply {p['ply'] + 1}: {i18n.text(game.describe(view), 'en')}"[:1024]))
    hints = sum(1 for user, _ in await host.store.hints_in(found.id) if user == interaction.user.id)
    await note.edit(content=summary(found.id, game.title, result, hints)[:2000], attachments=files)


REVIEW_COMMANDS = [review]
