"""The private turn panel for games whose turn is several steps (DNA Icehouse: place, then
mutate and score in either order, then capture).

While a turn is open the mover alone sees a panel of what may come next: a button for
each one-word step ("Score now", "Pass") and a select per kind of step with arguments
(the legal mutations, the capturable pieces), each option with the engine's note on it
(its cost, the points still owed), under the picture of the turn so far (placed, mutated,
scored: the mover's view of the position now).  The channel is told once, when the turn is
over.
Every item is a ``DynamicItem`` routed by custom id, so an open panel survives a restart;
each carries the match version it was drawn for, so a choice from an older panel is refused.
"""

from __future__ import annotations

import discord

from bot.adapter import words
from bot.adapter.access import host_of
from bot.adapter.components import Component, MoveButton, chosen, optional_int, play_cog, versioned
from bot.adapter.delivery import board_attachment, plain
from bot.adapter.replies import reply_private
from bot.host.match_host import MatchHost
from bot.storage.store import MatchRow
from games.message import Msg

#: Discord allows 25 options per select and 5 rows per message; one row is kept for buttons.
OPTIONS_PER_SELECT = 25
SELECT_ROWS = 4


class StepSelect(Component[discord.ui.Select],
                 template=r"petri:step:(?P<match>[0-9]+):(?:v(?P<version>[0-9]+):)?"
                          r"(?P<verb>[a-z]+):(?P<part>[0-9]+)"):
    """One select of the turn panel drawn for match version ``version``: the legal steps of one
    kind (``verb``), part ``part`` when there are more than 25 of them.  Choosing an option
    plays it like ``/move``."""

    FIELDS = (("match", int), ("version", optional_int), ("verb", str), ("part", int))

    def __init__(self, match_id: int, version: int | None, verb: str, part: int = 0,
                 options: list[discord.SelectOption] | None = None, placeholder: str = ""):
        prefix = versioned(f"petri:step:{match_id}", version)
        super().__init__(discord.ui.Select(custom_id=f"{prefix}:{verb}:{part}",
                                           options=options or [discord.SelectOption(label="-")],
                                           placeholder=placeholder[:150] or None))
        self.match_id = match_id
        self.version = version

    async def act(self, interaction: discord.Interaction) -> None:
        await play_cog(interaction).play_component(interaction, self.match_id, self.version, chosen(interaction))


def _grouped(legal: list[str]) -> dict[str, list[str]]:
    """Legal steps by their first word, in first-seen order."""
    groups: dict[str, list[str]] = {}
    for move in legal:
        groups.setdefault(move.split()[0].lower(), []).append(move)
    return groups


def _placeholder(verb: str, groups: dict[str, list[str]]) -> Msg:
    # "Mutate first" is the choice the seed offers: score now, or mutate and score after.
    if verb == "mutate":
        return Msg("play-panel-mutate-first-placeholder" if "score" in groups else "play-panel-mutate-placeholder")
    # The verb is move notation (``capture``); each catalog words the ones it knows.
    return Msg("play-panel-step-placeholder", verb=verb.capitalize())


def _label(move: str, groups: dict[str, list[str]]) -> Msg | str:
    if move == "score" and "mutate" in groups:
        return Msg("play-panel-score-now-button")
    return move.capitalize()


def turn_panel(game, match: MatchRow, seat: int, locale: str | None = None) -> discord.ui.View | None:
    """The panel of ``seat``'s open turn (words in ``locale``, the mover's): one-word steps as
    buttons, the rest as selects.

    Steps that do not fit (more than four selects of 25) are left to ``/move``, which
    the prompt mentions.  ``None`` when the seat has nothing to choose.
    """
    groups = _grouped(game.legal_moves(match.state, seat))
    if not groups:
        return None
    view = discord.ui.View(timeout=None)
    drawn = MatchHost.board_version(match)
    rows = 0
    for verb, moves in groups.items():
        if len(moves) == 1 and " " not in moves[0]:
            view.add_item(MoveButton(match.id, drawn, moves[0],
                                     label=words.for_channel(_label(moves[0], groups), locale)))
            continue
        for part in range(0, len(moves), OPTIONS_PER_SELECT):
            if rows == SELECT_ROWS:
                break
            chunk = moves[part:part + OPTIONS_PER_SELECT]
            options = [discord.SelectOption(
                label=m[:100], value=m[:100],
                description=words.for_channel(game.step_note(match.state, seat, m) or "", locale)[:100] or None)
                for m in chunk]
            view.add_item(StepSelect(match.id, drawn, verb, part // OPTIONS_PER_SELECT, options,
                                     words.for_channel(_placeholder(verb, groups), locale)))
            rows += 1
    return view


async def show_turn_panel(interaction: discord.Interaction, game, match: MatchRow, seat: int,
                          steps: list[Msg | str]) -> None:
    """Answer the mover privately with what the last step did, the picture of the turn so far
    and the panel for the next one.

    A click on an earlier panel updates that panel in place (its picture replaced); a typed
    ``/move`` or a form gets a new private message.
    """
    # Steps are engine text that may hold seat names: shown plain (never a ping or markdown).
    locale = words.interaction_locale(interaction)
    lines = [plain(words.for_locale(step, locale)) for step in steps] + [
        words.for_locale(game.turn_prompt(match.state, seat) or "", locale),
        words.for_locale(Msg("play-panel-or-type"), locale)]
    content = "\n".join(line for line in lines if line)
    view = turn_panel(game, match, seat, locale)
    picture = await board_attachment(host_of(interaction), match, interaction.user.id, locale)
    message = interaction.message
    if interaction.type is discord.InteractionType.component and message is not None \
            and message.flags.ephemeral and not interaction.response.is_done():
        await interaction.response.edit_message(content=content, view=view, attachments=[picture])
    else:
        await reply_private(interaction, content, file=picture, **({"view": view} if view else {}))


async def close_turn_panel(interaction: discord.Interaction) -> bool:
    """The turn is over: a panel that was clicked loses its controls.  Returns whether the
    interaction was answered that way (then the board goes to the channel directly)."""
    message = interaction.message
    if interaction.type is discord.InteractionType.component and message is not None \
            and message.flags.ephemeral and not interaction.response.is_done():
        await interaction.response.edit_message(content=words.for_interaction(interaction, Msg("play-panel-done")),
                                                view=None, attachments=[])
        return True
    return False
