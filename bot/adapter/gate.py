"""The command tree's one gate: ``admit`` is its ``interaction_check``, ``report_error`` its ``on_error``
(``PetriBot.setup_hook`` sets both).

Every slash command passes ``admit`` before discord.py even reads its arguments: a text option
longer than ``[limits] max_option_length`` is refused unread, and a command that would show a
match in a server that turned external apps off is answered with why not
(``anywhere.check_open``).  What a command then raises reaches ``report_error``: a
``HostError`` (a refusal) is the worded ephemeral reply, anything else a logged, worded
"something went wrong" with a reference (never a traceback in a channel).  Components and
forms, which do not pass the tree, run through ``replies.guarded``, which answers the same way.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import discord

from bot.adapter import limits
from bot.adapter.anywhere import check_open
from bot.adapter.replies import report_error

__all__ = ["admit", "report_error", "typed_options"]


#: Discord's option type of a text option (a user's or channel's id comes as text too).
_STRING = discord.AppCommandOptionType.string.value


def typed_options(options: Iterable[dict[str, Any]]) -> dict[str, str]:
    """The text a slash command was typed, by option name, from the interaction's raw
    ``options`` (a subcommand's, nested under its group, are flattened)."""
    values: dict[str, str] = {}
    for option in options:
        if "options" in option:          # a subcommand or subcommand group
            values.update(typed_options(option["options"]))
        elif option.get("type") == _STRING:
            values[option["name"]] = option["value"]
    return values


async def admit(interaction: discord.Interaction) -> bool:
    """The tree's ``interaction_check``: ``False`` (the caller already answered, privately) for
    a command refused before it runs, else ``True``.  Autocomplete always passes: its handlers
    show a refusal as a suggestion."""
    if interaction.type is not discord.InteractionType.application_command:
        return True
    try:
        data: Any = interaction.data or {}
        limits.check_text_options(interaction, typed_options(data.get("options", [])))
        return await check_open(interaction)
    except Exception as exc:   # discord.py would only log it: the caller gets the worded answer
        await report_error(interaction, exc)
        return False
