"""The offline Discord's user installs, group DMs and servers without the bot, for the tests.

The model lives in ``cli/simanywhere.py`` (the sandbox shows these places too); see there.
"""

from cli.simanywhere import (BOT_DM, GROUP_DM, GUILD, GUILD_INSTALL, PRIVATE_CHANNEL, USER_INSTALL,  # noqa: F401
                             Anywhere, Conversation)
