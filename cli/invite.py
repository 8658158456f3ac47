"""``petri invite``: the URL that adds the bot to a server, with the least permissions Petri needs."""

from __future__ import annotations

import sys

import discord

from bot.adapter.threads import THREAD_PERMISSIONS
from bot.ops.config import token_user_id
from cli.app import StartupError, read_config

#: What Petri does in a channel: read it, post boards (embeds, images), play each match in a
#: thread of its own (``THREAD_PERMISSIONS``; without them a channel plays one match at a
#: time, in the channel), and find its earlier board messages.  Nothing else: no privileged
#: intent, no moderation permission (game-masters use their own).
PERMISSIONS = discord.Permissions(view_channel=True, send_messages=True, embed_links=True,
                                  attach_files=True, read_message_history=True) | THREAD_PERMISSIONS
SCOPES = ("bot", "applications.commands")


def invite_url(application_id: int) -> str:
    """The OAuth2 URL adding application ``application_id`` with ``SCOPES`` and ``PERMISSIONS``."""
    return discord.utils.oauth_url(application_id, permissions=PERMISSIONS, scopes=SCOPES)


def invite(args) -> int:
    """Print the invite URL for ``--application-id``, the config's ``application_id`` or the
    token's bot id (in that order); 2 with one line saying what to set when none is known."""
    try:
        config = read_config(args.config)
        application_id = args.application_id or config.application_id or \
            (token_user_id(config.token) if config.token else None)
        if application_id is None:
            raise StartupError("no application id: set application_id in the config (developer portal → "
                               "General Information), PETRI_APPLICATION_ID, or give --application-id")
    except StartupError as exc:
        print(f"petri: {exc}", file=sys.stderr)
        return exc.status
    print(invite_url(application_id))
    return 0
