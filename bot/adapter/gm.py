"""``/gm …``: the game-master's commands (the players' ``/undo`` is the play cog's).

Allowed to members with Manage Server or the configured game-master role.
Discord's default permissions hide the group from others, and every command
checks again here, because a server can override default permissions.  Each
action is answered privately to the game-master and announced in the
match's channel (``flows.announce``); ``/gm show`` is private only.
"""

from __future__ import annotations

import io

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapter import access, delivery, flows, words
from bot.adapter.choices import GAME_CHOICES
from bot.adapter.replies import committed, reply_private
from bot.adapter.served import Served
from bot.adapter.words import LANGUAGE_CHOICES, SERVER_DEFAULT
from bot.host import guilds
from bot.host.clocks import ClockError, parse_duration
from bot.host.match_host import HostError
from bot.host.seat_names import roster
from games import get_game
from games.message import Msg


def _seat(text: int) -> int:
    return text - 1  # seats are numbered from 1 for people


#: Map files larger than this are refused before they are read (a Genetess map is ~2 KB).
MAP_MAX_BYTES = 64 * 1024


@app_commands.default_permissions(manage_guild=True)
@app_commands.guild_only()
class GameMasterCog(Served, commands.GroupCog, name="GameMaster", group_name="gm",
                    group_description="Game-master tools for Petri matches"):
    """``/gm …``: the game-master's commands.  ``bot``: the ``PetriBot`` whose host they act on
    (``None``: only its commands are read, as ``bot.adapter.all_commands`` does)."""

    async def _done(self, interaction: discord.Interaction, outcome, note: Msg) -> None:
        """Tell the game-master privately (``note``, in their words), and the match's channel
        publicly (call it right after the commit: the post's place in the match's line is taken
        first)."""
        committed(interaction, outcome.match.id)
        with self.bot.posts.reserve(outcome.match.id) as turn:
            await reply_private(interaction, words.for_interaction(interaction, note))
            await flows.announce(self.bot, self.host, outcome, turn=turn)

    @app_commands.command(name="end", description="End a match, with a result or none")
    @app_commands.describe(reason="why (shown in the channel)", winners="winning seat numbers, e.g. 1 or 1,3; "
                           "empty: aborted with no result", match="match number (default: this channel's)")
    async def gm_end(self, interaction: discord.Interaction, reason: str, winners: str | None = None,
                     match: int | None = None) -> None:
        """``/gm end``: finish a match with chosen winners (rated) or abort it (unrated)."""
        found = await access.gm_match(interaction, match)
        try:
            seats = [int(w) - 1 for w in winners.replace(",", " ").split()] if winners else None
        except ValueError:
            raise HostError(Msg("gm-bad-winners")) from None
        outcome = await self.host.gm_end(found.id, interaction.user.id, reason, seats)
        await self._done(interaction, outcome, Msg("gm-ended", match=str(found.id)))


    @app_commands.command(name="undo", description="Take back plies of a match")
    @app_commands.describe(plies="how many plies to take back", match="match number (default: this channel's)")
    async def gm_undo(self, interaction: discord.Interaction, plies: app_commands.Range[int, 1, 500] = 1,
                      match: int | None = None) -> None:
        """``/gm undo``: take back plies, whatever their kind."""
        found = await access.gm_match(interaction, match)
        outcome = await self.host.gm_undo(found.id, interaction.user.id, plies)
        await self._done(interaction, outcome, Msg("gm-undone", count=plies, match=str(found.id)))


    @app_commands.command(name="kick", description="Remove a player: the computer (easy) plays their seat from now on")
    @app_commands.describe(seat="seat number (1 = first player)", reason="why (shown in the channel)")
    async def gm_kick(self, interaction: discord.Interaction, seat: app_commands.Range[int, 1, 8], reason: str = "",
                      match: int | None = None) -> None:
        """``/gm kick``: the easy computer plays the seat from now on."""
        found = await access.gm_match(interaction, match)
        outcome = await self.host.gm_kick(found.id, interaction.user.id, _seat(seat), reason)
        await self._done(interaction, outcome, Msg("gm-kicked", seat=str(seat), match=str(found.id)))


    @app_commands.command(name="substitute", description="Give a seat to another member")
    @app_commands.describe(seat="seat number (1 = first player)", member="who takes the seat over")
    async def gm_substitute(self, interaction: discord.Interaction, seat: app_commands.Range[int, 1, 8],
                            member: discord.Member, match: int | None = None) -> None:
        """``/gm substitute``: another member takes the seat over."""
        found = await access.gm_match(interaction, match)
        if member.bot:
            raise HostError(Msg("gm-no-bots"))
        outcome = await self.host.gm_substitute(found.id, interaction.user.id, _seat(seat),
                                                                flows.seat_for(member))
        await self._done(interaction, outcome, Msg("gm-substituted", player=delivery.plain(member.display_name),
                                              seat=str(seat)))


    @app_commands.command(name="clock", description="Pause, resume or change a match's clock")
    @app_commands.describe(setting="pause, resume, off, 60+180 (seconds per move + reserve) or deadline=24h")
    async def gm_clock(self, interaction: discord.Interaction, setting: str, match: int | None = None) -> None:
        """``/gm clock``: pause, resume or replace the clock."""
        found = await access.gm_match(interaction, match)
        outcome = await self.host.gm_clock(found.id, interaction.user.id, setting)
        await self._done(interaction, outcome, Msg("gm-clock", match=str(found.id), setting=setting))


    @app_commands.command(name="map", description="Load a map file into a match before it starts (Genetess)")
    @app_commands.describe(file="the map, a TOML text file (see /rules genetess)",
                           match="match number (default: this channel's)")
    async def gm_map(self, interaction: discord.Interaction, file: discord.Attachment,
                     match: int | None = None) -> None:
        """``/gm map``: check an attached map file and keep it with a lobby or challenge."""
        found = await access.gm_match(interaction, match)
        if file.size > MAP_MAX_BYTES:
            raise HostError(Msg("gm-map-too-big", file=file.filename, size=file.size, most=MAP_MAX_BYTES))
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            text = (await file.read()).decode("utf-8")
        except UnicodeDecodeError:
            raise HostError(Msg("gm-map-not-utf8", file=file.filename)) from None
        except discord.HTTPException:
            raise HostError(Msg("gm-map-download-failed", file=file.filename)) from None
        outcome = await self.host.gm_map(found.id, interaction.user.id, text, file.filename)
        await self._done(interaction, outcome, Msg("gm-map-loaded", file=file.filename, match=str(found.id)))


    @app_commands.command(name="show", description="See everything about a match, secrets included (only you)")
    async def gm_show(self, interaction: discord.Interaction, match: int | None = None) -> None:
        """``/gm show``: the full state and log, secrets included, only to the game-master."""
        found = await access.gm_match(interaction, match)
        host = self.host
        text = await host.gm_show(found.id, words.interaction_locale(interaction))
        await interaction.response.defer(ephemeral=True, thinking=True)
        # The full board (fog of war lifted) beside the text: only this game-master sees it.
        locale = words.interaction_locale(interaction)
        files = [delivery.board_file(await host.board_png(found, full=True, locale=locale), found,
                                     host.describe(found, full=True), locale)] if found.state is not None else []
        if len(text) <= 1900:
            await reply_private(interaction, f"```\n{text}\n```", files=files)
        else:
            files.append(discord.File(io.BytesIO(text.encode()), filename=f"match-{found.id}.txt"))
            await reply_private(interaction, words.for_interaction(interaction, Msg("gm-show-everything",
                                                                                    match=str(found.id))), files=files)


    @app_commands.command(name="list", description="Every open or running match in this server")
    async def gm_list(self, interaction: discord.Interaction) -> None:
        """``/gm list``: every open or running match of the server."""
        await access.require_gm(interaction)
        found = await self.host.guild_matches(access.guild_of(interaction))
        # A match played in a thread is listed with its thread: that is where to look.
        lines = [Msg("gm-list-line", match=str(m.id), game=m.game, status=Msg("play-status", status=m.status),
                     where=f"<#{m.thread_id or m.channel_id}>", players=roster(m, delivery.plain))
                 for m in found]
        await reply_private(interaction, words.for_interaction(interaction, lines or Msg("gm-list-none"))[:2000])


    @app_commands.command(name="config", description="Server settings: game-master role, channels, defaults, limits")
    @app_commands.describe(
        role="the game-master role", channel="allow matches in this channel (again: disallow it)",
        game="the game whose default options to set", defaults="default options for that game ('-' clears)",
        zombie_after="time-outs before a seat becomes a zombie",
        abandon_after="abort untouched matches after, e.g. 14d",
        lobby_ttl="how long lobbies and challenges stay open, e.g. 1h",
        rate_computer_games="whether matches against the computer (Petri) count for ratings",
        language="the language of the bot's posts in this server's channels (default: the server's)",
        away_days="days of time away (/away) each member may take per year; 0 turns it off",
        turn_cards="post each turn as one card: picture, whose turn, last move and buttons together")
    @app_commands.choices(game=GAME_CHOICES, language=LANGUAGE_CHOICES)
    async def gm_config(self, interaction: discord.Interaction, role: discord.Role | None = None,  # noqa: PLR0913  (Discord's options)
                        channel: discord.TextChannel | None = None, game: str | None = None,
                        defaults: str | None = None, zombie_after: app_commands.Range[int, 1, 100] | None = None,
                        abandon_after: str | None = None, lobby_ttl: str | None = None,
                        rate_computer_games: bool | None = None, language: str | None = None,
                        away_days: app_commands.Range[int, 0, 366] | None = None,
                        turn_cards: bool | None = None) -> None:
        """``/gm config``: change and show the server's Petri settings."""
        await access.require_gm(interaction)
        host = self.host
        settings = await guilds.load(host.store, interaction.guild_id)
        if role is not None:
            settings.gm_role_id = role.id
        if channel is not None:
            if channel.id in settings.channels:
                settings.channels.remove(channel.id)
            else:
                settings.channels.append(channel.id)
        if defaults is not None:
            if game is None:
                raise HostError(Msg("gm-config-which-game"))
            if defaults.strip() == "-":
                settings.defaults.pop(game, None)
            else:
                host.validate_options(get_game(game), defaults)
                settings.defaults[game] = defaults.strip()
        if zombie_after is not None:
            settings.zombie_after = zombie_after
        if away_days is not None:
            settings.away_days = away_days
        if rate_computer_games is not None:
            settings.rate_computer_games = rate_computer_games
        if turn_cards is not None:
            settings.turn_cards = turn_cards
        if language is not None:
            # Channel posts speak it from the next one on (the outbox renders at post time).
            settings.language = None if language == SERVER_DEFAULT else language
        try:
            if abandon_after is not None:
                settings.abandon_after = parse_duration(abandon_after)
            if lobby_ttl is not None:
                settings.lobby_ttl = parse_duration(lobby_ttl)
        except ClockError as exc:
            raise HostError(exc.args[0] if exc.args else str(exc)) from None
        async with host.store.transaction():
            await guilds.save(host.store, access.guild_of(interaction), settings)
        await reply_private(interaction, words.for_interaction(interaction, [
            Msg("gm-config-role", role=f"<@&{settings.gm_role_id}>") if settings.gm_role_id
            else Msg("gm-config-no-role"),
            Msg("gm-config-channels", channels=", ".join(f"<#{c}>" for c in settings.channels))
            if settings.channels else Msg("gm-config-any-channel"),
            Msg("gm-config-defaults", defaults=str(settings.defaults)) if settings.defaults
            else Msg("gm-config-no-defaults"),
            Msg("gm-config-times", zombie=settings.zombie_after, days=settings.abandon_after / 86400,
                minutes=settings.lobby_ttl / 60),
            Msg("gm-config-rated" if settings.rate_computer_games else "gm-config-unrated"),
            Msg("away-config", days=settings.away_days),
            Msg("gm-config-turn-cards" if settings.turn_cards else "gm-config-turn-posts")]))
