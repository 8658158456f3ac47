"""Which language each reader gets, and the words for them.

- an ephemeral reply or a form: the interaction's locale (``for_interaction``);
- a DM: the recipient's locale as last seen (``user_locale``; every interaction records
  it, ``Readers.seen``);
- a post in a channel or thread: the server's language (``server_locale``): what a
  game-master chose with ``/gm config language:``, else the server's preferred locale
  (Discord's community setting), else English.

Everything the adapter sends goes through ``for_locale`` / ``for_interaction`` with a
``games.message.Msg`` (or a list of them); plain ``str`` passes unchanged (names,
notation, already rendered text).  The outbox stores messages as data and renders them
when it posts, so a change of language applies from the next post.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

import i18n
from bot.host import guilds
from bot.storage.repos import readers as reader_rows
from bot.storage.store import Store
from games.message import Msg

log = logging.getLogger("petri.discord")

#: ``/gm config language:`` value that goes back to the server's preferred locale.
SERVER_DEFAULT = "server"
#: The languages a server may choose for its channel posts, named in their own words.
LANGUAGE_CHOICES = [app_commands.Choice(name="English", value="en"),
                    app_commands.Choice(name="Deutsch", value="de"),
                    app_commands.Choice(name="Español", value="es"),
                    app_commands.Choice(name=i18n.text(Msg("cmd-choice-server")), value=SERVER_DEFAULT)]


def interaction_locale(interaction: discord.Interaction) -> str:
    """The Petri locale of the person who clicked or typed (``"en"``, ``"de"``, ``"es"``,
    ``"pseudo"``)."""
    return i18n.resolve(str(interaction.locale) if interaction.locale else None)


def for_interaction(interaction: discord.Interaction, value: Any) -> str:
    """``value`` in the words of the person behind ``interaction`` (ephemeral replies, forms)."""
    return i18n.text(value, interaction_locale(interaction))


def for_locale(value: Any, locale: str) -> str:
    """``value`` in the words of ``locale`` (a DM's recipient, a server's channel)."""
    return i18n.text(value, locale)


class Readers:
    """The locale each user was last seen with, for DMs.

    Kept in the store (``user_locales``, migration 10) so a DM after a restart, or from
    another process, still speaks the recipient's language, and in memory so an
    interaction costs a write only when the user's locale changed (or the first time
    this process sees them).
    """

    def __init__(self, store: Store) -> None:
        self.store = store
        self._known: dict[int, str] = {}

    async def seen(self, interaction: discord.Interaction, at: float) -> None:
        """Record the locale ``interaction``'s user speaks (``at``: seconds since the epoch).

        The memory is updated before the first ``await``, so a handler of the same
        interaction that DMs its own user already speaks their language."""
        user_id, locale = interaction.user.id, interaction_locale(interaction)
        before = self._known.get(user_id)
        if before == locale:
            return
        self._known[user_id] = locale
        if before is None and await reader_rows.user_locale(self.store, user_id) == locale:
            return
        async with self.store.transaction():
            await reader_rows.set_user_locale(self.store, user_id, locale, at)

    async def locale_of(self, user_id: int) -> str:
        """The locale ``user_id`` was last seen with; English for someone never seen."""
        if (known := self._known.get(user_id)) is not None:
            return known
        stored = await reader_rows.user_locale(self.store, user_id)
        return i18n.resolve(stored)


async def user_locale(client: discord.Client, store: Store, user_id: int) -> str:
    """The locale of a DM to ``user_id``: as last seen (``client.readers``), else English."""
    readers = getattr(client, "readers", None)
    if readers is None:
        return i18n.resolve(await reader_rows.user_locale(store, user_id))
    return await readers.locale_of(user_id)


async def server_locale(client: discord.Client, store: Store, guild_id: int | None) -> str:
    """The language of channel and thread posts in server ``guild_id``: ``/gm config
    language:`` if a game-master set it, else the server's preferred locale, else English
    (also for a match without a server)."""
    if guild_id is None:
        return i18n.DEFAULT
    return locale_of_server(client, guild_id, await guilds.load(store, guild_id))


def locale_of_server(client: discord.Client, guild_id: int | None, settings: guilds.GuildSettings) -> str:
    """``server_locale`` from the server's ``settings`` already read (a post reads them once)."""
    if guild_id is None:
        return i18n.DEFAULT
    chosen = settings.language
    if chosen:
        return i18n.resolve(chosen)
    guild = client.get_guild(guild_id)
    preferred = getattr(guild, "preferred_locale", None)
    return i18n.resolve(str(preferred) if preferred else None)


#: The moves whose buttons are worded, by ``<game>-move-button-<first word of the move>``.
MOVE_WORDS = frozenset({
    "mitosis-move-button-colour", "mitosis-move-button-first", "mitosis-move-button-active",
    "dna-icehouse-move-button-capture", "dna-icehouse-move-button-mutate", "dna-icehouse-move-button-place",
    "dna-icehouse-move-button-score", "dna-icehouse-move-button-pass", "genetess-move-button-bid",
})


def rating(skill: Any) -> Msg:
    """A rating (``bot.host.ratings.Skill``) as a message: its conservative value to one
    decimal in the reader's number format, marked provisional in the reader's words, so a
    card that also shows μ and σ writes every number alike ("-1,8?" beside "22,4", never
    "-1.8?")."""
    return Msg("stats-rating-value", value=round(skill.conservative, 1),
               provisional="yes" if skill.provisional else "no")


def move_label(game_id: str | None, move: str, locale: str | None = None) -> str:
    """What a button that plays ``move`` says to a reader of ``locale``: the catalog's
    ``<game>-move-button-<first word>`` (``mitosis-move-button-colour``, given the rest of the
    move as ``$rest``) where it has one ("Farbe Rot" for ``colour red``), else the move as it
    is typed (a cell, a strand: notation).  The button still sends ``move``."""
    said = move_words(game_id, move)
    return move if said is None else for_locale(said, locale or i18n.DEFAULT)


def move_words(game_id: str | None, move: str) -> Msg | None:
    """The words of ``move`` as a message (``move_label``), or ``None`` for notation that
    is shown as typed."""
    verb, _, rest = move.strip().partition(" ")
    ident = f"{game_id}-move-button-{verb.lower()}"
    return Msg(ident, rest=rest) if ident in MOVE_WORDS else None


def for_channel(value: Any, locale: str | None = None) -> str:
    """``value`` for a post in a match's channel or thread (board posts, the lobby card, a
    thread's name): the server's language ``locale``; English while a caller cannot tell it
    yet (the server language reaches the delivery paths with ``/gm config language:``)."""
    return for_locale(value, locale or i18n.DEFAULT)


def for_dm(value: Any, locale: str | None = None) -> str:
    """``value`` for a DM: the recipient's ``locale`` as last seen; English while a caller
    cannot tell it yet."""
    return for_locale(value, locale or i18n.DEFAULT)
