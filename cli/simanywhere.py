"""The offline Discord learns where a *user-installed* app plays (extends SimCord; the tests and the sandbox use it).

SimCord 3.2.1 models servers that invited the bot and the bot's DMs.  This module adds, with
SimCord's own building blocks (its backend channels, interaction records, fault list and
settling), the places a player's own install of Petri reaches:

* ``Anywhere.install(user)``: the user installed Petri to their account (``USER_INSTALL``);
* ``Anywhere.group_dm(*users)``: a group DM (channel type 3, context ``PRIVATE_CHANNEL`` = 2);
* ``Anywhere.server_without_bot(name, *users)``: a server channel whose server never invited
  Petri (context ``GUILD`` = 0, a guild the bot's gateway never saw); ``external_apps=False``
  models a server that turned "Use External Apps" off for its members.

In both, as on Discord, the app may only answer interactions: every REST call the bot makes
to the channel itself (a post, a thread, an edit by id) is refused with 403 Missing Access,
and an interaction there takes at most ``MAX_FOLLOWUPS`` (5) follow-up messages: Discord's
limit for an interaction a user's install authorised where the app is not installed (the
next is refused with 400, code 40094).
A command is offered only if it was synced with ``integration_types`` containing 1 (user
install) and ``contexts`` containing the conversation's context, and only to a user who
installed the app.  The interaction token's 15 minutes are SimCord's own
(``Interaction.expires_at``): a follow-up after them is refused.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import discord
from simcord import interactions as _interactions
from simcord.actors import _find_component
from simcord.backend import serializers
from simcord.backend.errors import SetupError
from simcord.enums import AppCommandType, ComponentType, InteractionType
from simcord.results import InteractionResult

GUILD, BOT_DM, PRIVATE_CHANNEL = 0, 1, 2          # Discord's interaction context types
GUILD_INSTALL, USER_INSTALL = 0, 1                # Discord's application integration types
GROUP_DM = 3                                      # Discord's channel type of a group DM
USE_EXTERNAL_APPS = 1 << 50
#: Follow-up messages one interaction of a conversation may have (Discord's limit where only a
#: user's install authorised it); the next one is refused with ``FOLLOWUP_LIMIT_CODE``.
MAX_FOLLOWUPS = 5
FOLLOWUP_LIMIT_CODE = 40094
#: What a member may do in a server channel of the model (read, write, commands, external apps).
MEMBER_PERMISSIONS = discord.Permissions(view_channel=True, send_messages=True, read_message_history=True,
                                         use_application_commands=True, use_external_apps=True)


class _FollowupLimit(dict):
    """An entry of SimCord's fault list that refuses the follow-ups of one interaction beyond
    ``MAX_FOLLOWUPS``: it matches the interaction's follow-up route only once the interaction
    has that many (SimCord's record counts them), and stays for the test (``times`` None)."""

    def __init__(self, record):
        super().__init__(path=f"/webhooks/*/{record.token}", times=None, status=400,
                         code=FOLLOWUP_LIMIT_CODE,
                         message="This interaction has hit the maximum number of follow up messages")
        self.record = record

    def __getitem__(self, key):
        if key == "method":
            return "POST" if len(self.record.followup_ids) >= MAX_FOLLOWUPS else "-"
        return super().__getitem__(key)


@dataclass
class Conversation:
    """A place only interactions reach: a group DM, or a server channel without the bot."""
    world: Anywhere
    channel_id: int
    context: int
    members: list[Any]                          # UserHandle / MemberActor of the people in it
    guild_id: int | None = None                 # the server's id (never known to the bot's gateway)
    external_apps: bool = True
    results: list[InteractionResult] = field(default_factory=list)

    @property
    def id(self) -> int:
        return self.channel_id

    def _check_in(self, user) -> None:
        if user.id not in {m.id for m in self.members}:
            raise SetupError(f"{user.name} is not in this conversation")

    def messages(self, viewer=None) -> list:
        """The conversation's stored messages, oldest first, as ``viewer`` sees them (ephemeral
        ones only to whom they answer); ``viewer=None``: what everyone sees."""
        stored = sorted(self.world.backend.messages.get(self.channel_id, {}).values(), key=lambda m: m.id)
        return [m for m in stored if m.visible_to(viewer.id if viewer is not None else None)]

    def history(self, viewer=None) -> list[discord.Message]:
        """``messages(viewer)`` as ``discord.Message`` objects (as SimCord's channel handles give them)."""
        from simcord.results import to_discord_message

        return [to_discord_message(self.world.env, m) for m in self.messages(viewer)]

    def _payload(self, user, type: int, data: dict, extra: dict | None = None):
        record, payload = _interactions.base_payload(self.world.backend, type=type, channel_id=self.channel_id,
                                                     guild_id=None, user_id=user.id, data=data)
        payload["context"] = self.context
        # The app acts on the authority of the invoking user's install.
        payload["authorizing_integration_owners"] = {str(USER_INSTALL): str(user.id)}
        if self.context == PRIVATE_CHANNEL:
            payload["channel"]["recipients"] = [serializers.user_payload(self.world.backend.get_user(m.id))
                                                for m in self.members]
        if self.guild_id is not None:
            perms = MEMBER_PERMISSIONS.value & ~(0 if self.external_apps else USE_EXTERNAL_APPS)
            user_payload = payload.pop("user")
            payload["guild_id"] = str(self.guild_id)
            payload["guild"] = {"id": str(self.guild_id), "locale": "en-US", "features": []}
            payload["channel"]["guild_id"] = str(self.guild_id)
            payload["member"] = {"user": user_payload, "roles": [], "joined_at": "2026-01-01T00:00:00+00:00",
                                 "deaf": False, "mute": False, "flags": 0, "permissions": str(perms)}
            payload["guild_locale"] = "en-US"
            # A user-installed app in a server that never invited it holds no permissions there.
            payload["app_permissions"] = "0"
        if extra:
            payload.update(extra)
        return record, payload

    async def _dispatch(self, record, payload) -> InteractionResult:
        env = self.world.env
        self.world.backend.faults.append(_FollowupLimit(record))
        env._notify_dispatch_observers(record)
        self.world.backend.emit("INTERACTION_CREATE", payload)
        await env._settle_internal(dispatch="INTERACTION_CREATE")
        result = InteractionResult(env, record)
        self.results.append(result)
        return result

    def command(self, user, name: str) -> dict:
        """The synced command ``name`` as ``user`` may run it here; ``SetupError`` where Discord
        would not offer it (not user-installable, wrong context, or the user has no install)."""
        self._check_in(user)
        root = self.world.backend.find_command(name, None)
        if root is None:
            raise SetupError(f"No application command named '{name}' was synced")
        if user.id not in self.world.installed:
            raise SetupError(f"Command '/{name}' is not visible: {user.name} has not installed the app")
        if USER_INSTALL not in (root.get("integration_types") or [GUILD_INSTALL]):
            raise SetupError(f"Command '/{name}' is not visible here: not installable by a user")
        if self.context not in (root.get("contexts") or [GUILD, BOT_DM]):
            raise SetupError(f"Command '/{name}' is not visible here: context {self.context} not allowed")
        return root

    async def slash(self, user, name: str, /, **options: Any) -> InteractionResult:
        """``user`` runs ``/name options`` here (a fresh interaction)."""
        parts = name.split()
        root = self.command(user, parts[0])
        leaf, nesting = _interactions.walk_to_subcommand(root, parts[1:])
        leaf_options, resolved = _interactions.build_options(user, name, leaf, options, channel_id=self.channel_id)
        data = {"id": root["id"], "name": root["name"], "type": root.get("type", AppCommandType.CHAT_INPUT),
                "options": _interactions.nest_options(root, nesting, leaf_options)}
        if resolved:
            data["resolved"] = resolved
        return await self._dispatch(*self._payload(user, InteractionType.APPLICATION_COMMAND, data))

    async def click(self, user, message, *, label: str | None = None, custom_id: str | None = None
                    ) -> InteractionResult:
        """``user`` presses a button of ``message`` (a stored message of this conversation, or a
        ``discord.Message``/result message with its id); ephemeral ones only if they answer ``user``."""
        self._check_in(user)
        stored = self.world.backend.get_message(self.channel_id, message.id)
        if not stored.visible_to(user.id):
            raise SetupError("That message is not visible to this user")
        button = _find_component(stored.components, types=(ComponentType.BUTTON,), custom_id=custom_id,
                                 label=label)
        data = {"custom_id": button["custom_id"], "component_type": ComponentType.BUTTON}
        if button.get("id") is not None:
            data["id"] = button["id"]
        record, payload = self._payload(user, InteractionType.MESSAGE_COMPONENT, data,
                                        {"message": dict(serializers.message_payload(self.world.backend, stored))})
        record.source_message_id = stored.id
        return await self._dispatch(record, payload)


    async def select(self, user, message, values: list[str], *, custom_id: str | None = None
                     ) -> InteractionResult:
        """``user`` picks ``values`` in a select menu of ``message`` (as ``click``: a stored message
        of this conversation, nested V2 layouts included)."""
        self._check_in(user)
        stored = self.world.backend.get_message(self.channel_id, message.id)
        if not stored.visible_to(user.id):
            raise SetupError("That message is not visible to this user")
        menu = _find_component(stored.components, types=(ComponentType.STRING_SELECT,), custom_id=custom_id,
                               label=None)
        offered = {o["value"] for o in menu.get("options") or []}
        if not set(values) <= offered:
            raise SetupError(f"{values} are not all options of {menu['custom_id']}")
        data = {"custom_id": menu["custom_id"], "component_type": ComponentType.STRING_SELECT, "values": values}
        if menu.get("id") is not None:
            data["id"] = menu["id"]
        record, payload = self._payload(user, InteractionType.MESSAGE_COMPONENT, data,
                                        {"message": dict(serializers.message_payload(self.world.backend, stored))})
        record.source_message_id = stored.id
        return await self._dispatch(record, payload)

class Anywhere:
    """User installs, group DMs and servers without the bot, on one SimCord ``Env``."""

    def __init__(self, env):
        self.env = env
        self.backend = env.backend
        self.installed: set[int] = set()
        self._next_guild = 0

    def install(self, *users) -> None:
        """Each of ``users`` adds Petri to their account (Discord's user install)."""
        self.installed.update(u.id for u in users)

    def _refuse_bot_rest(self, channel_id: int) -> None:
        # Discord: an app that is not in a channel cannot touch it outside interactions.
        for path in (f"/channels/{channel_id}/*", f"/channels/{channel_id}"):
            self.backend.faults.append({"method": "*", "path": path, "times": None, "status": 403,
                                        "code": 50001, "message": "Missing Access"})

    def group_dm(self, *users, name: str = "friends") -> Conversation:
        """A group DM of ``users`` (``UserHandle`` or members); Petri is in none of it."""
        channel = self.backend.create_channel(None, name, type=GROUP_DM)
        channel.recipient_ids = [u.id for u in users]
        self._refuse_bot_rest(channel.id)
        return Conversation(self, channel.id, PRIVATE_CHANNEL, list(users))

    def server_without_bot(self, name: str, *users, external_apps: bool = True) -> Conversation:
        """A text channel ``#general`` of a server ``name`` that never invited Petri; ``users`` are
        its members.  ``external_apps=False``: the server turned "Use External Apps" off."""
        channel = self.backend.create_channel(None, "general", type=discord.ChannelType.text.value)
        self._next_guild += 1
        guild_id = self.backend.snowflake()
        self._refuse_bot_rest(channel.id)
        return Conversation(self, channel.id, GUILD, list(users), guild_id=guild_id, external_apps=external_apps)
