"""Petri installed by a player: where each slash command may be used (design.md §4).

Since 2024 Discord lets a *person* install an app and use its commands in their DM with it,
in group DMs and in servers the app is not in.  There the app only answers interactions: no
channel posts, no threads.  The commands a player needs to play among friends are opened to
that install; everything that manages a server (game-master tools, tournaments, leaderboards,
the channel's lobbies) stays with the server's install, where a manager invited Petri.
"""

from __future__ import annotations

import contextlib
import logging
import time as _time
from collections.abc import Iterable

import discord
from discord import app_commands

log = logging.getLogger("petri.discord")

#: The commands a player needs, available wherever a player installed Petri.
PLAYER_COMMANDS = frozenset({"play", "move", "board", "view", "resign", "rules", "learn",
                             "matches", "history"})

#: Installed by a server or by a user.
ANYWHERE_INSTALL = app_commands.AppInstallationType(guild=True, user=True)
#: In servers, in the player's DM with Petri and in group DMs.
ANYWHERE_CONTEXT = app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True)
#: Only where a server installed Petri.
SERVER_INSTALL = app_commands.AppInstallationType(guild=True, user=False)
#: Only in a server's channels (a ``guild_only`` command).
SERVER_CONTEXT = app_commands.AppCommandContext(guild=True)


def scope_commands(commands: Iterable) -> list:
    """Set each top-level command's (or group's) ``allowed_installs`` and ``allowed_contexts``.

    ``commands``: ``app_commands.Command``/``Group`` objects, as the tree gets them.  Player
    commands (``PLAYER_COMMANDS``) become user-installable and usable in guilds, bot DMs and
    group DMs (so their ``guild_only`` is lifted: the match's place may be a conversation);
    every other command is server-install only and keeps the contexts it declared (a
    ``guild_only`` one says so in its ``contexts``, guild only).  Returns the same commands as a list; applying it twice
    changes nothing.
    """
    out = []
    for command in commands:
        if command.name in PLAYER_COMMANDS:
            command.guild_only = False
            command.allowed_installs = ANYWHERE_INSTALL
            command.allowed_contexts = ANYWHERE_CONTEXT
        else:
            command.allowed_installs = SERVER_INSTALL
            if command.guild_only and command.allowed_contexts is None:
                # Discord reads ``contexts`` first; the older ``dm_permission`` alone is deprecated.
                command.allowed_contexts = SERVER_CONTEXT
        out.append(command)
    return out


# -- conversations: places Petri reaches only through interactions --------------------------------

#: Discord's interaction token lives 15 minutes; a reply is not started in its last 30 seconds
#: (an upload of a board picture must finish before the token dies).
TOKEN_LIFETIME = 15 * 60 - 30
#: What a follow-up message takes of a channel post's arguments (the rest have no meaning there).
_FOLLOWUP_KEYS = frozenset({"content", "embed", "embeds", "file", "files", "view", "allowed_mentions",
                            "silent", "suppress_embeds"})


def interaction_only(interaction: discord.Interaction) -> bool:
    """Whether Petri may answer ``interaction``'s place only through interactions: a group DM
    (Petri is never a member of one), or a server channel where a *user* installed Petri and
    the server did not (Discord names the installs that authorised an interaction).  Petri's own
    DM and servers that invited it take ordinary posts."""
    context = interaction.context
    if context.private_channel:
        return True
    if context.dm_channel or interaction.guild_id is None:
        return False
    return interaction.is_user_integration() and not interaction.is_guild_integration()


class _Refusal:
    """The stand-in HTTP answer of a refused post (``discord.Forbidden`` reads these fields)."""
    status = 403
    reason = "Forbidden"


#: Recent interactions remembered per conversation: the newest that can carry a post is
#: almost always among the last few (the others are still being answered, or privately).
KEEP_RECENT = 8
#: The mark (in ``Interaction.extras``) of an interaction that carries no more posts.
_RETIRED = "petri-carries-no-posts"
#: Discord's error code for a follow-up beyond an interaction's limit (5 follow-ups where only a
#: user's install authorised it).
FOLLOWUPS_SPENT = 40094
#: The mark of a deferred ("thinking…") interaction whose answer has come.
_ANSWERED = "petri-answer-came"
#: Answers after which no follow-up may come (a form shown, choices suggested, a ping).
_NO_FOLLOWUPS = frozenset({discord.InteractionResponseType.modal,
                           discord.InteractionResponseType.autocomplete_result,
                           discord.InteractionResponseType.pong})


def _answered_openly(interaction: discord.Interaction) -> bool:
    """Whether a follow-up of ``interaction`` may be public, as far as discord.py knows it: it was
    answered (an unanswered one is its handler's, whose answer may be private), by a kind that
    takes follow-ups, and not where Discord shows the app's every answer to the caller alone (a
    server that turned external apps off)."""
    response = interaction.response
    return response.is_done() and response.type not in _NO_FOLLOWUPS and not apps_turned_off(interaction)


async def _still_thinking(interaction: discord.Interaction) -> bool:
    """Whether ``interaction`` was answered "thinking…" and that answer has not come yet: its
    first follow-up replaces the "thinking…" message and keeps its visibility, private or not, so
    it belongs to the handler.  Discord is asked (the original response's loading flag)."""
    if interaction.response.type is not discord.InteractionResponseType.deferred_channel_message \
            or interaction.extras.get(_ANSWERED):
        return False
    # discord.py keeps the first original response it fetched; its flags change when the answer comes.
    interaction._original_response = None
    thinking = (await interaction.original_response()).flags.loading
    if not thinking:
        interaction.extras[_ANSWERED] = True     # an answer that came stays (no need to ask again)
    return thinking


class ConversationPlace:
    """A match's place that is a conversation (group DM, server without Petri): posts there are
    follow-ups of a recent interaction made in it, while its token lives.

    Quacks as much of ``discord.abc.Messageable`` as the match's delivery uses: ``send``
    (a public follow-up), ``history`` (nothing: Petri may not read the conversation) and
    ``get_partial_message`` (an edit through a recent interaction).  A post rides only an
    interaction whose follow-up everyone sees (``Conversations.carrier``), and counts as sent
    only when the message Discord made of it is not ephemeral; when no interaction of the last
    15 minutes can carry it, its text goes by DM (``_by_dm``) or ``send`` raises
    ``discord.Forbidden``: the delivery then treats the post as refused (owed, the players told
    by DM), and the conversation sees the match's state at its next interaction.
    """

    def __init__(self, book: Conversations, channel_id: int):
        self.book = book
        self.id = channel_id
        self.guild = None

    @property
    def link(self) -> str:
        """The conversation's address in Discord's client (a group DM is under ``@me``)."""
        return f"https://discord.com/channels/{self.book.guild_of(self.id) or '@me'}/{self.id}"

    async def send(self, content: str | None = None, **kwargs):
        """Post ``content`` and ``kwargs`` (as ``Messageable.send`` takes them) as a public
        follow-up of a recent interaction of the conversation; returns the message.  A follow-up
        that Discord made ephemeral after all (seen by one person) does not count: it is deleted,
        its interaction carries nothing more (``Conversations.retire``) and the next one carries
        the post; so does an interaction that took all the follow-ups Discord allows it."""
        followup = {k: v for k, v in kwargs.items() if k in _FOLLOWUP_KEYS and v is not None}
        while (interaction := await self.book.carrier(self.id)) is not None:
            try:
                message = await interaction.followup.send(content, wait=True, **followup)
            except discord.HTTPException as exc:
                if exc.code != FOLLOWUPS_SPENT:
                    raise
                self.book.retire(interaction)
                continue
            if not message.flags.ephemeral:
                return message
            log.warning("a post of conversation %s came out ephemeral; another interaction carries it", self.id)
            self.book.retire(interaction)
            with contextlib.suppress(discord.HTTPException):     # its caller would see the post twice
                await interaction.followup.delete_message(message.id)
        # A turn's card (``bot.adapter.card``) has no content: its text goes by DM.
        text = content if content is not None else getattr(kwargs.get("view"), "fallback_text", None)
        return await self._by_dm(text, kwargs.get("allowed_mentions"))

    async def _by_dm(self, content: str | None, mentions: discord.AllowedMentions | None) -> None:
        """No interaction carries a post now (a reminder, a time-out): each user the post would
        ping gets it by DM, led by where the match is (text only: its buttons and picture wait
        for the conversation's next interaction).  A post that pings nobody is refused
        (``discord.Forbidden``): the delivery keeps it owed and tells the players."""
        from bot.adapter import delivery
        from games.message import Msg

        users = mentions.users if mentions is not None and isinstance(mentions.users, list) else []
        client = self.book.client
        if not users or client is None or content is None:
            raise _refused()
        for user in users:
            await delivery.send_dm(client, client.host, user.id,
                                   content=[Msg("anywhere-dm-lead", place=self.link), content])
        return None

    def get_partial_message(self, message_id: int) -> _ConversationMessage:
        """A message of the conversation, editable through a recent interaction."""
        return _ConversationMessage(self, message_id)

    async def history(self, **_kwargs):
        """Nothing: Petri may not read a conversation it is not in (async iterator)."""
        return
        yield  # pragma: no cover  (an async generator that yields nothing)


def _refused() -> discord.Forbidden:
    return discord.Forbidden(_Refusal(), "no interaction of this conversation can carry a post now")


class _ConversationMessage:
    def __init__(self, place: ConversationPlace, message_id: int):
        self.place, self.id = place, message_id

    async def edit(self, **kwargs):
        interaction = await self.place.book.carrier(self.place.id)
        if interaction is None:
            raise _refused()
        return await interaction.followup.edit_message(self.id, **kwargs)


class Conversations:
    """The conversations Petri answers only through interactions, each with its recent
    interactions (in this process's memory: an interaction token is worth nothing after its
    15 minutes, and the next interaction in the place registers it again).

    ``now``: the clock in seconds since the epoch (the bot's, virtual in tests); ``client``: the
    bot, whose DMs carry what no interaction can (``ConversationPlace.send``).
    """

    def __init__(self, now=None, client: discord.Client | None = None):
        self.now = now or _time.time
        self.client = client
        self._recent: dict[int, list[tuple[float, discord.Interaction]]] = {}
        self._guilds: dict[int, int | None] = {}

    def seen(self, interaction: discord.Interaction) -> None:
        """Remember ``interaction`` as its conversation's newest (a no-op elsewhere)."""
        if interaction.channel_id is None or not interaction_only(interaction):
            return
        channel_id = interaction.channel_id
        self._guilds[channel_id] = interaction.guild_id
        self._recent[channel_id] = [(interaction.created_at.timestamp(), interaction)] + \
            [(i.created_at.timestamp(), i) for i in self.live(channel_id)[:KEEP_RECENT - 1]]

    def guild_of(self, channel_id: int) -> int | None:
        """The server of conversation ``channel_id`` (``None``: a group DM)."""
        return self._guilds.get(channel_id)

    def __contains__(self, channel_id: int) -> bool:
        return channel_id in self._guilds

    def live(self, channel_id: int) -> list[discord.Interaction]:
        """The conversation's remembered interactions whose token still carries a reply, newest first."""
        return [i for at, i in self._recent.get(channel_id, []) if self.now() - at <= TOKEN_LIFETIME]

    @staticmethod
    def retire(interaction: discord.Interaction) -> None:
        """``interaction`` carries no more posts: its follow-ups are seen by its caller alone, or
        Discord takes no more of them."""
        interaction.extras[_RETIRED] = True

    async def carrier(self, channel_id: int) -> discord.Interaction | None:
        """The newest live interaction of the conversation whose follow-up everyone there sees,
        or ``None``: not one still unanswered or answered by a form (its handler's), not one
        still "thinking…" (its first follow-up keeps that answer's visibility), none Discord
        showed to one person only or that took all its follow-ups (``retire``)."""
        for interaction in self.live(channel_id):
            if interaction.extras.get(_RETIRED) or not _answered_openly(interaction):
                continue
            try:
                if await _still_thinking(interaction):
                    continue
            except discord.HTTPException:
                continue      # its answer cannot be read: it carries nothing
            return interaction
        return None

    def place(self, channel_id: int) -> ConversationPlace | None:
        """The match place of conversation ``channel_id``, ``None`` for an ordinary channel."""
        return ConversationPlace(self, channel_id) if channel_id in self else None


#: Commands that show or change a match for everyone in the channel.
PUBLIC_COMMANDS = frozenset({"play", "move", "board", "resign"})


def apps_turned_off(interaction: discord.Interaction) -> bool:
    """Whether ``interaction`` comes from a server without Petri that turned "Use External Apps"
    off for the caller: Discord then shows Petri's answers to the caller alone."""
    return (interaction.guild_id is not None and interaction_only(interaction)
            and not interaction.permissions.use_external_apps)


async def check_open(interaction: discord.Interaction) -> bool:
    """The command tree's ``interaction_check``: a command that would show a match to the
    channel (``PUBLIC_COMMANDS``) in a server that turned external apps off is answered,
    privately, with why Petri cannot play there (``anywhere-external-apps-off``) and not run;
    everything else runs."""
    from bot.adapter.replies import reply_private
    from games.message import Msg

    command = interaction.command
    if (interaction.type is discord.InteractionType.application_command and command is not None
            and command.name in PUBLIC_COMMANDS and apps_turned_off(interaction)):
        await reply_private(interaction, Msg("anywhere-external-apps-off"))
        return False
    return True
