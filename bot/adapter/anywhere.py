"""Petri installed by a player: where each slash command may be used (design.md §4).

Since 2024 Discord lets a *person* install an app and use its commands in their DM with it,
in group DMs and in servers the app is not in.  There the app only answers interactions: no
channel posts, no threads.  The commands a player needs to play among friends are opened to
that install; everything that manages a server (game-master tools, tournaments, leaderboards,
the channel's lobbies) stays with the server's install, where a manager invited Petri.
"""

from __future__ import annotations

from typing import Iterable

from discord import app_commands

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
