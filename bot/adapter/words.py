"""Which language each reader gets (issue 34 §3), and the words for them.

- an ephemeral reply or a form: the interaction's locale (``for_interaction``);
- a DM: the recipient's locale as last seen (``for_user``);
- a post in a channel or thread: the server's language (``for_server``).

Everything the adapter sends goes through one of these with a ``games.message.Msg`` (or
a list of them); plain ``str`` passes unchanged (names, notation, already rendered text).
"""

from __future__ import annotations

from typing import Any

import discord

import i18n


def interaction_locale(interaction: discord.Interaction) -> str:
    """The Petri locale of the person who clicked or typed (``"en"``, ``"de"``, ``"es"``)."""
    return i18n.resolve(str(interaction.locale) if interaction.locale else None)


def for_interaction(interaction: discord.Interaction, value: Any) -> str:
    """``value`` in the words of the person behind ``interaction`` (ephemeral replies, forms)."""
    return i18n.text(value, interaction_locale(interaction))


def for_locale(value: Any, locale: str) -> str:
    """``value`` in the words of ``locale`` (a DM's recipient, a server's channel)."""
    return i18n.text(value, locale)


def for_channel(value: Any, locale: str | None = None) -> str:
    """``value`` for a post in a match's channel or thread (board posts, the lobby card, a
    thread's name): the server's language ``locale``; English while a caller cannot tell it
    yet (the server language reaches the delivery paths with ``/gm config language:``)."""
    return for_locale(value, locale or i18n.DEFAULT)


def for_dm(value: Any, locale: str | None = None) -> str:
    """``value`` for a DM: the recipient's ``locale`` as last seen; English while a caller
    cannot tell it yet."""
    return for_locale(value, locale or i18n.DEFAULT)
