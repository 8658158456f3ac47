"""Where each slash command may be used, as Discord receives it from ``petri sync``
(``bot.adapter.anywhere``): the player commands also by a user's install, in DMs and group DMs;
the server's tools only where a server installed Petri."""

from __future__ import annotations

from bot.adapter.anywhere import PLAYER_COMMANDS

# Discord's numbers: integration types GUILD_INSTALL=0, USER_INSTALL=1;
# interaction contexts GUILD=0, BOT_DM=1, PRIVATE_CHANNEL=2.
SERVER_ONLY = {"gm", "tournament", "leaderboard", "lobbies", "away", "games"}


def _synced(world) -> dict[str, dict]:
    """Every global chat-input command as the offline Discord stored it at sync."""
    return {cmd["name"]: cmd for cmd in world.env.backend.commands.get(None, {}).values()}


async def test_player_commands_install_for_users_and_reach_dms_and_group_dms(world):
    synced = _synced(world)
    assert PLAYER_COMMANDS <= synced.keys()
    for name in sorted(PLAYER_COMMANDS):
        cmd = synced[name]
        assert sorted(cmd["integration_types"]) == [0, 1], name
        assert sorted(cmd["contexts"]) == [0, 1, 2], name


async def test_server_tools_stay_with_the_server_install(world):
    synced = _synced(world)
    for name, cmd in synced.items():
        if name in PLAYER_COMMANDS:
            continue
        assert cmd["integration_types"] == [0], name
        if name in SERVER_ONLY:
            assert cmd["contexts"] == [0], name      # guild-only: not even the bot's DM
    assert SERVER_ONLY <= synced.keys()
