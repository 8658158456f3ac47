"""Answering interactions safely: refusals, the central error handler, expired tokens.

Every refusal is an ephemeral message; every unexpected error becomes an
ephemeral apology with a reference number and a log entry (never the
traceback in a channel, never a secret in the log).
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Awaitable
from typing import Any

import discord
from discord import app_commands

from bot.adapter import access, limits, words
from bot.host.match_host import HostError
from bot.host.outbox import Refused, Waiting
from games.message import Msg, is_msg

log = logging.getLogger("petri.discord")

class PostFailed(Exception):
    """The action was committed, but posting its news failed; the announcement stays owed
    and the poster posts it later (``bot.host.outbox``).  Never say "nothing was changed" then."""

    def __init__(self, match_id: int, thread_id: int | None = None):
        super().__init__(f"the post of match #{match_id} failed after its commit")
        self.match_id = match_id
        #: The thread the match is played in (where its board will follow), if any.
        self.thread_id = thread_id


def post_failed_words(error: PostFailed, ref: str) -> Msg:
    """What the caller is told when the post of their committed action did not go out now,
    promising only what will happen: it waits behind an earlier post (``Waiting``) and follows
    it; it was refused for good (``Refused``: nowhere to post) and will not come, ``/view``
    shows the board; else it failed and the poster posts it later in the match's place."""
    match, cause = str(error.match_id), error.__cause__
    thread = f"<#{error.thread_id}>" if error.thread_id is not None else None
    if isinstance(cause, Waiting):
        return Msg("play-error-post-waits-thread", match=match, thread=thread) if thread \
            else Msg("play-error-post-waits-channel", match=match)
    if isinstance(cause, Refused):
        return Msg("play-error-post-refused", match=match, reason=cause.reason, ref=ref)
    if thread:
        return Msg("play-error-post-failed-thread", match=match, thread=thread, ref=ref)
    return Msg("play-error-post-failed", match=match, ref=ref)


def committed(interaction: discord.Interaction, match_id: int) -> None:
    """Remember that ``interaction`` committed a change to ``match_id``: from here on an error
    must not be answered with "nothing was changed" (``report_error``)."""
    interaction.extras["committed"] = match_id


#: Discord error codes meaning "this interaction can no longer be answered".
EXPIRED_CODES = {10062, 10015, 50027}


def reason_of(error: HostError):
    """What a refusal says: its ``Msg`` (``HostError(Msg(...))``), or the words of one raised
    as text by code not converted yet; render it for the reader with ``bot.adapter.words``."""
    return error.args[0] if len(error.args) == 1 and is_msg(error.args[0]) else str(error)


async def reply_private(interaction: discord.Interaction, content, **kwargs: Any) -> None:
    """Send ``content`` to the caller only, whether or not the interaction was answered yet.
    ``content`` may be a ``Msg`` (or a list of them): worded in the caller's language."""
    if content is not None:
        content = words.for_interaction(interaction, content)
    content = limits.shorten(content, limits.CONTENT)
    limits.fit(kwargs)
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(content, ephemeral=True, **kwargs)


async def reply_public(interaction: discord.Interaction, **kwargs: Any) -> discord.Message | None:
    """Post a channel message answering ``interaction``.

    Uses the interaction (so the message shows who asked) and falls back to a
    plain channel message when the token has expired.  A ``Msg`` as ``content`` is worded
    in the server's language (the post is public).
    """
    if "content" in kwargs and not isinstance(kwargs["content"], str) and kwargs["content"] is not None:
        locale = await words.server_locale(interaction.client, access.host_of(interaction).store,
                                           interaction.guild_id)
        kwargs["content"] = words.for_locale(kwargs["content"], locale)
    limits.fit(kwargs)
    try:
        if interaction.response.is_done():
            return await interaction.followup.send(wait=True, **kwargs)
        await interaction.response.send_message(**kwargs)
        return await interaction.original_response()
    except (discord.NotFound, discord.HTTPException) as exc:
        if getattr(exc, "code", None) not in EXPIRED_CODES and getattr(exc, "status", None) not in (401, 404):
            raise
        if interaction.channel is None:
            return None
        return await interaction.channel.send(**kwargs)


async def report_error(interaction: discord.Interaction, error: BaseException) -> None:
    """The one error handler: refusals go to the caller, the rest is logged with a reference."""
    while isinstance(error, (app_commands.CommandInvokeError, app_commands.TransformerError)) \
            and error.__cause__ is not None:
        error = error.__cause__
    original = getattr(error, "original", None)
    if original is not None:
        error = original
    if isinstance(error, HostError):
        message = reason_of(error)
    elif isinstance(error, PostFailed):
        ref = secrets.token_hex(3)
        cause = error.__cause__
        log.log(logging.INFO if isinstance(cause, Waiting) else logging.WARNING,
                "post after commit failed ref=%s in match %s: %s", ref, error.match_id,
                type(cause).__name__ if cause is not None else "unknown")
        message = post_failed_words(error, ref)
    elif isinstance(error, app_commands.NoPrivateMessage):
        message = Msg("play-error-server-only")
    elif isinstance(error, app_commands.CheckFailure):
        message = Msg("play-error-not-allowed")
    else:
        ref = secrets.token_hex(3)
        # Only the exception type and place go to the log: messages of our own
        # errors never carry move text, but a third-party one might.
        log.error("unexpected error ref=%s in %s: %s", ref,
                  getattr(interaction.command, "qualified_name", interaction.type.name),
                  type(error).__name__, exc_info=(type(error), error, error.__traceback__))
        if (match_id := interaction.extras.get("committed")) is not None:
            message = Msg("play-error-after-commit", match=str(match_id), ref=ref)
            poster = getattr(interaction.client, "poster", None)
            host = getattr(interaction.client, "host", None)
            if poster is not None and host is not None:  # its post may not have gone out: look again
                poster.arm(host.now() + host.announce_lease + 1)
        else:
            message = Msg("play-error-unexpected", ref=ref)
    try:
        await reply_private(interaction, words.for_interaction(interaction, message)[:2000])
    except discord.HTTPException:
        log.warning("could not deliver a refusal: the interaction expired")


async def guarded(interaction: discord.Interaction, action: Awaitable[None]) -> None:
    """Run a component or form handler: refusals are answered and stop here; anything else is
    answered with an apology and re-raised, so discord.py logs it (and tests see it)."""
    try:
        await action
    except Exception as exc:
        await report_error(interaction, exc)
        if not isinstance(exc, HostError):
            raise
