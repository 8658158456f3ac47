"""What a click, a menu choice or a submitted form does, found by the action's name.

The flows build the buttons, menus and forms that players use later, so a component cannot
import the flows without an import circle. Instead a component names its action
and hands the interaction here with the match id and the board version it was drawn for;
``bot.adapter.flows`` registers a handler for every action when it is imported, which the bot
does before it receives any interaction.
"""

from __future__ import annotations

from typing import Awaitable, Callable

import discord

#: A handler: ``(interaction, match_id, drawn_version, *payload)``, e.g. the move a button plays.
Handler = Callable[..., Awaitable[None]]

_HANDLERS: dict[str, Handler] = {}


def handles(name: str) -> Callable[[Handler], Handler]:
    """Register the decorated coroutine as the handler of action ``name``.

    Raises ``ValueError`` when ``name`` already has a handler (two flows claiming one click).
    """
    def register(handler: Handler) -> Handler:
        if name in _HANDLERS:
            raise ValueError(f"the action {name!r} already has a handler: {_HANDLERS[name].__qualname__}")
        _HANDLERS[name] = handler
        return handler
    return register


async def run(name: str, interaction: discord.Interaction, match_id: int, drawn: int | None,
              *payload: str) -> None:
    """Run action ``name`` for a component of match ``match_id`` drawn at version ``drawn``.

    Raises ``LookupError`` naming the action when nothing handles it (the flows were not
    imported: a programming error, reported by the central error handler).
    """
    try:
        handler = _HANDLERS[name]
    except KeyError:
        raise LookupError(f"no handler for the action {name!r}; is bot.adapter.flows imported?") from None
    await handler(interaction, match_id, drawn, *payload)
