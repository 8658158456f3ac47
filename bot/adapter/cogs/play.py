"""The lobby-and-play cog: ``/play``, ``/move``, ``/board``, ``/view``, ``/resign``, ``/rules``,
``/games``, ``/undo``, and every component that acts on a match (design.md §4).

Handlers stay thin: they parse Discord arguments and call ``flows``; every
refusal is a ``HostError`` that the tree's error handler shows ephemerally.
A component (``bot.adapter.components``, ``panel``, ``quick``, ``resign``) calls this cog's
methods directly: ``play_cog(interaction)`` is the cog of the bot that received the click.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapter import access, flows, limits, quick, rematch, rules_help, tournament, words
from bot.adapter import resign as resign_flow
from bot.adapter.choices import GAME_CHOICES
from bot.adapter.components import PLAY_COG, RESIGN_ACTIONS
from bot.adapter.delivery import board_attachment, plain
from bot.adapter.replies import reason_of, reply_private
from bot.adapter.served import Served, set_up
from bot.host.match_host import HostError
from bot.host.pace import PACES
from bot.host.seat_names import roster
from games import GAMES, BadOptions, get_game
from games.ai import LEVELS
from games.message import Msg
from games.options import option_example, tokenize

_CHOICE_MAX = 100  # Discord's limit for a choice name and value


def _choice(name: str, value: str) -> app_commands.Choice[str]:
    return app_commands.Choice(name=name[:_CHOICE_MAX], value=value[:_CHOICE_MAX])


async def options_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Help while typing ``options``: says whether the text is valid, then offers the next option."""
    game_id = getattr(interaction.namespace, "game", None)
    if game_id not in GAMES:
        return [_choice(words.for_interaction(interaction, Msg("play-pick-game-first-choice")), current)]
    try:
        limits.check_text_options(interaction, {"options": current})
    except HostError as exc:  # not read at all: a wall of text costs nothing
        return [_choice(f"✗ {words.for_interaction(interaction, reason_of(exc))}", current)]
    game = get_game(game_id)
    choices = []
    try:
        access.host_of(interaction).validate_options(game, current)
        if current.strip():
            choices.append(_choice(f"✓ {current}", current))
    except HostError as exc:
        choices.append(_choice(f"✗ {words.for_interaction(interaction, reason_of(exc))}", current))
    given = {name for name, _ in _safe_tokens(current)}
    base = current.rstrip() + " " if current.strip() else ""
    for opt in game.options:
        if opt.name in given:
            continue
        word = option_example(opt)
        choices.append(_choice(f"{base}{word} — {words.for_interaction(interaction, opt.help)}", f"{base}{word}"))
    return choices[:25]


def _safe_tokens(text: str):
    try:
        return tokenize(text)
    except BadOptions:
        return []


async def move_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Suggestions for what the caller typed (``quick.move_choices``): order shapes, legal moves, ≤ 25
    (none for a text longer than ``[limits] max_option_length``)."""
    try:
        limits.check_text_options(interaction, {"move": current})
        match = await access.resolve_match(interaction, getattr(interaction.namespace, "match", None))
    except HostError:
        return []
    host = access.host_of(interaction)
    seat, game = host.seat_of(match, interaction.user.id), host.game_of(match)
    mover = seat if seat is not None and match.state is not None and seat in game.to_move(match.state) else None
    found = quick.move_choices(host.legal_moves(match, interaction.user.id), current,
                               [(form, _said(interaction, meaning))
                                for form, meaning in game.order_forms(match.live, mover)] if mover is not None else (),
                               lambda text: _said(interaction, host.check_move(match, interaction.user.id, text)),
                               game.related_moves(match.live, mover, current) if mover is not None else [],
                               game.move_label)
    return [_choice(name, value) for name, value in found]


def _said(interaction: discord.Interaction, reason):
    """A refusal (``Msg`` or words) in the caller's words; ``None`` (the move would play) stays ``None``."""
    return None if reason is None else words.for_interaction(interaction, reason)


class PlayCog(Served, commands.Cog, name=PLAY_COG):
    """Lobbies, challenges and play.  ``bot``: the ``PetriBot`` whose host the commands act on;
    the flows get its deliverer (the bot and host they act for) from here.

    The component entry points (``press_button``, ``play_component``, ``choose_component``,
    ``submit_secret``, ``answer_withdraw``) take ``(interaction, id, drawn version, payload)``: the
    match (or tournament) the component acts on, the board version it was drawn for
    (``None``: drawn before versions existed) and what it carries.
    """

    @property
    def deliverer(self) -> flows.Deliverer:
        """The bot's deliverer of its host's plans (made by ``setup_hook``)."""
        return set_up(self.bot.deliverer, "deliverer")

    @app_commands.command(name="play", description="Start a match here: an open lobby, or a challenge")
    @app_commands.describe(game="which game", options="e.g. manual length=24 (see /rules)",
                           opponent="challenge this member directly (or @Petri: play the computer)",
                           level="how strong Petri plays when it is the opponent (default normal)",
                           pace="quick, rapid, daily or weekly: sets the clock (see /rules)")
    @app_commands.choices(game=GAME_CHOICES, level=[app_commands.Choice(name=level, value=level)
                                                   for level in LEVELS],
                          pace=[app_commands.Choice(name=name, value=name) for name in PACES])
    @app_commands.autocomplete(options=options_autocomplete)
    @app_commands.guild_only()
    async def play(self, interaction: discord.Interaction, game: str, options: str | None = None,
                   opponent: discord.Member | None = None, level: str = "normal", pace: str | None = None) -> None:
        """``/play``: open a lobby, challenge a member, or play the computer (``opponent:@Petri``);
        ``pace`` names the clock (``bot.host.pace.PACES``)."""
        await flows.open_match(self.deliverer, interaction, game, options, opponent, level, pace)


    @app_commands.command(name="move", description="Play your move in this channel's match")
    @app_commands.describe(move="your move in the game's notation (suggestions list your legal moves)",
                           match="match number (only needed in DMs or for another channel's match)")
    @app_commands.autocomplete(move=move_autocomplete)
    async def move(self, interaction: discord.Interaction, move: str, match: int | None = None) -> None:
        """``/move``: play a move in the channel's (or the given) match."""
        found = await access.resolve_match(interaction, match)
        await flows.play_move(self.deliverer, interaction, found, move)


    @app_commands.command(name="board", description="Show the current board of this channel's match")
    @app_commands.describe(match="match number (default: this channel's)")
    async def board(self, interaction: discord.Interaction, match: int | None = None) -> None:
        """``/board``: post the current public board."""
        found = await access.resolve_match(interaction, match)
        host = self.host
        if found.state is None:
            raise HostError(Msg("play-not-started"))
        await interaction.response.defer(thinking=True)
        movers = host.movers(found)
        turn = (Msg("play-board-to-move", players=", ".join(f"<@{s.user_id}>" for s in movers)) if movers
                else Msg("play-status", status=found.status))
        # No ply count here: the image names the turn in the game's own terms (a DNA (Icehouse)
        # turn is several plies; Genetess counts rounds), and two numbers would disagree.
        # A public answer: the channel's words.
        locale = await words.server_locale(self.bot, host.store, found.guild_id)
        await interaction.followup.send(words.for_channel(Msg("play-board-caption", match=str(found.id),
                                                              game=get_game(found.game).title, turn=turn), locale),
                                        file=await board_attachment(host, found, locale=locale),
                                        allowed_mentions=discord.AllowedMentions.none())


    @app_commands.command(name="view", description="Your private view of your match (only you see it)")
    @app_commands.describe(match="match number (default: this channel's, or your only match in DMs)")
    async def view(self, interaction: discord.Interaction, match: int | None = None) -> None:
        """``/view``: the caller's private view, ephemeral."""
        await flows.show_view(self.deliverer, interaction, match)


    @app_commands.command(name="resign", description="Resign from this channel's match")
    @app_commands.describe(match="match number (default: this channel's)")
    @app_commands.guild_only()
    async def resign(self, interaction: discord.Interaction, match: int | None = None) -> None:
        """``/resign``: asks "Resign match #N?" privately (``bot.adapter.resign``); the others play on or win."""
        await resign_flow.ask(interaction, await access.resolve_match(interaction, match))


    @app_commands.command(name="rules", description="How to play a game, and its options")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        """``/rules``: a game's whole rules and options, ephemeral, in pages (``bot.adapter.rules_help``)."""
        await rules_help.show(interaction, game)


    @app_commands.command(name="games", description="Matches in this channel")
    @app_commands.guild_only()
    async def games(self, interaction: discord.Interaction) -> None:
        """``/games``: the channel's recent matches, ephemeral."""
        host = self.host
        here = access.channel_of(interaction)
        found = await host.matches_in_channel(here)
        if not found and (threaded := await host.thread_match(here, interaction.guild_id)):
            found = [threaded]                  # in a match's thread: that match
        if not found:
            await reply_private(interaction, words.for_interaction(interaction, Msg("play-games-none")))
            return
        lines = []
        for m in found:
            status = Msg("play-status", status=m.status)
            lines.append(Msg("play-games-line", match=str(m.id), game=get_game(m.game).title, players=roster(m, plain),
                status=Msg("play-status-ply", status=status, ply=m.state["ply"]) if m.state else status))
        await reply_private(interaction, words.for_interaction(interaction, lines)[:2000])

    @app_commands.command(name="undo", description="Ask the other players to take back the last ply")
    @app_commands.guild_only()
    async def undo(self, interaction: discord.Interaction, match: int | None = None) -> None:
        """``/undo``: the game's own undo move if it has one, else ask the others' consent."""
        found = await access.resolve_match(interaction, match)
        host = self.host
        if found.state is not None and host.game_of(found).own_undo(found.state):
            # The game has its own undo (Mitosis' anomaly): no consent, the engine's rule decides.
            await flows.play_move(self.deliverer, interaction, found, "undo")
            return
        await flows.answer_with(self.deliverer, interaction, await host.request_undo(found.id, interaction.user.id))

    # -- components: each calls its flow here, no registry in between --------------------
    async def press_button(self, interaction: discord.Interaction, match_id: int, drawn: int | None,
                    action: str) -> None:
        """A ``MatchButton``: the resign confirmation, the rematch vote, or a lobby / play button
        (``flows.press``)."""
        if action in RESIGN_ACTIONS:
            await resign_flow.answer(self.deliverer, interaction, match_id, drawn, action)
        elif action == "rematch":
            await rematch.press_rematch(self.deliverer, interaction, match_id, drawn)
        else:
            await flows.press(self.deliverer, interaction, match_id, drawn, action)

    async def play_component(self, interaction: discord.Interaction, match_id: int, drawn: int | None,
                            text: str) -> None:
        """A move from a button, menu or form (``flows.play_drawn``)."""
        await flows.play_drawn(self.deliverer, interaction, match_id, drawn, text)

    async def choose_component(self, interaction: discord.Interaction, match_id: int, drawn: int | None,
                              text: str) -> None:
        """A move chosen for a timed-out seat (``flows.choose_drawn``)."""
        await flows.choose_drawn(self.deliverer, interaction, match_id, drawn, text)

    async def submit_secret(self, interaction: discord.Interaction, match_id: int, drawn: int | None,
                           text: str) -> None:
        """A submitted secret-move form (``flows.submit_secret``)."""
        await flows.submit_secret(self.deliverer, interaction, match_id, drawn, text)

    async def answer_withdraw(self, interaction: discord.Interaction, tournament_id: int, drawn: int | None,
                       answer: str) -> None:
        """The answer to "Withdraw from tournament #T?" (``tournament.answer_withdraw``)."""
        await tournament.answer_withdraw(self.deliverer, interaction, tournament_id, drawn, answer)
