"""``/learn``: lessons in the member's DMs, progress kept per member (``bot.learning.lessons``).

``/learn`` alone lists what is done; ``/learn game:`` sends the next lesson (its task, text
board and picture) to the member's DMs (or answers in place when used there); ``/learn game:
move:`` judges a try.  Used in a server, the lesson goes by DM and the channel sees nothing;
when the DM cannot be delivered the caller gets it privately instead.  A member is sent at
most ``[limits] lessons_per_hour`` lessons in any hour (tries are not counted).
"""

import io
import math

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapter import words
from bot.adapter.access import host_of
from bot.adapter.choices import GAME_CHOICES
from bot.adapter.delivery import send_dm
from bot.adapter.limits import CONTENT, shorten
from bot.adapter.replies import reply_private
from bot.adapter.served import Served
from bot.core import HostError
from bot.learning.lessons import Reply, Tutor
from bot.storage.repos import learning as learning_rows
from games import GAMES
from games.lessons import load
from games.message import Msg

#: The window of ``[limits] lessons_per_hour``, in seconds.
HOUR = 3600.0


async def check_lesson_rate(host, user_id: int, per_hour: int) -> None:
    """``HostError`` saying when the next lesson may be asked for when ``user_id`` was sent
    ``per_hour`` lessons in the last hour (``0``: no limit).  Every lesson is a DM with a
    picture drawn in the shared worker, so one member's loop of ``/learn`` costs everyone."""
    if not per_hour:
        return
    now = host.now()
    sent = await learning_rows.lessons_sent_since(host.store, user_id, now - HOUR)
    if len(sent) >= per_hour:
        wait = sent[len(sent) - per_hour] + HOUR - now
        raise HostError(Msg("lesson-limit", limit=per_hour, minutes=max(1, math.ceil(wait / 60))))


def tutor_of(interaction: discord.Interaction) -> Tutor:
    """A ``Tutor`` on the bot's store (it keeps no state of its own); a lesson's seats are
    shown as the member (their display name) and the catalog's other player, in the
    member's language."""
    host = host_of(interaction)
    names = (interaction.user.display_name, words.for_interaction(interaction, Msg("lesson-seat-them")))
    return Tutor(host.store, host.now, host.pictures.call, names)


async def _picture(interaction: discord.Interaction, reply: Reply) -> discord.File | None:
    """The lesson position's board (the learner's view), drawn in the picture worker; its alt
    text in the learner's words (the lesson is theirs, by DM or ephemeral)."""
    if reply.lesson is None or reply.view is None:
        return None
    host = host_of(interaction)
    view = dict(reply.view, locale=words.interaction_locale(interaction))
    png = await host.pictures.board_png(reply.lesson.game, view, seat=view.get("viewer"))
    return discord.File(io.BytesIO(png), filename=f"lesson-{reply.lesson.game}-{reply.lesson.id}.png",
                        description=words.for_interaction(interaction, Msg(
                            "lesson-board-alt", lesson=words.for_interaction(interaction, reply.lesson.title)))[:1024])


async def lesson_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The chosen game's lessons whose id or title contains what was typed."""
    game = getattr(interaction.namespace, "game", None)
    if game not in GAMES:
        return []
    typed = current.strip().lower()
    titles = [(i, le, words.for_interaction(interaction, le.title)) for i, le in enumerate(load(game), start=1)]
    return [app_commands.Choice(name=f"{i}. {title}"[:100], value=le.id)
            for i, le, title in titles if typed in le.id or typed in title.lower()][:25]


class LearnCog(Served, commands.Cog, name="Learn"):
    """The cog of lessons: ``/learn``.  ``bot``: the ``PetriBot`` it serves (``None``: only
    its commands are read, as ``bot.adapter.all_commands`` does)."""

    @app_commands.command(name="learn", description="Lessons for each game, in your DMs; alone: what you have done")
    @app_commands.describe(game="which game's lessons", move="your answer to the lesson (your whole turn)",
                           lesson="a lesson by its id (default: the first you have not done)")
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.autocomplete(lesson=lesson_autocomplete)
    async def learn(self, interaction: discord.Interaction, game: str | None = None, move: str | None = None,
                    lesson: str | None = None) -> None:
        """``/learn``: progress; ``/learn game:`` the next lesson; with ``move:`` a try."""
        tutor = tutor_of(interaction)
        if game is None:
            progress = await tutor.progress(interaction.user.id)
            await reply_private(interaction, words.for_interaction(interaction, progress))
            return
        in_dm = interaction.guild is None
        host = self.host
        if move is None:
            await check_lesson_rate(host, interaction.user.id,
                                    getattr(self.bot.config, "lessons_per_hour", 0))
        await interaction.response.defer(thinking=True, ephemeral=not in_dm)
        if move is None:
            reply = await tutor.show(interaction.user.id, game, lesson)
            if reply.lesson is not None:
                async with host.store.transaction():
                    await learning_rows.record_lesson_sent(host.store, interaction.user.id, host.now(),
                                                           host.now() - HOUR)
        else:
            reply = await tutor.attempt(interaction.user.id, game, move, lesson)
        content = shorten(words.for_interaction(interaction, reply.text), CONTENT)
        picture = await _picture(interaction, reply)
        files = [picture] if picture is not None else []
        if in_dm:
            await interaction.followup.send(content, files=files)
            return
        if await send_dm(self.bot, host, interaction.user.id, content=content, files=files):
            await interaction.followup.send(words.for_interaction(interaction, Msg("lesson-sent-to-dms")),
                                            ephemeral=True)
        else:
            again = await _picture(interaction, reply)
            await interaction.followup.send(content, ephemeral=True, files=[again] if again else [])
