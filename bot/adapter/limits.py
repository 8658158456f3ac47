"""Discord's size limits, enforced before anything is sent, and the length of
what a member types, checked before anything reads it (``check_text_options``).

Text that is too long is shortened with an ellipsis (a message must never
fail to send because a narration or a player list grew); structural limits
(too many buttons, options or files) are programming errors and raise
``ValueError`` naming the limit, so tests catch them.
"""

from __future__ import annotations

import re
from typing import Any, overload

import discord

from bot.adapter.translator import translated
from bot.adapter.words import interaction_locale
from bot.core import HostError
from games.message import Msg

CONTENT = 2000
EMBED_TITLE, EMBED_DESCRIPTION, EMBED_TOTAL = 256, 4096, 6000
FIELD_NAME, FIELD_VALUE, FIELDS = 256, 1024, 25
FOOTER = 2048
ROWS, ROW_ITEMS = 5, 5
LABEL, CUSTOM_ID = 80, 100
SELECT_OPTIONS, OPTION_TEXT = 25, 100
FILES, FILE_BYTES = 10, 10 * 2**20


@overload
def shorten(text: str, limit: int) -> str: ...
@overload
def shorten(text: None, limit: int) -> None: ...
def shorten(text: str | None, limit: int) -> str | None:
    """``text`` cut to ``limit`` characters, ending in ``…`` when cut."""
    if text is None or len(text) <= limit:
        return text
    return text[:limit - 1] + "…"


def fit_embed(embed: discord.Embed) -> discord.Embed:
    """Shorten an embed's texts in place to Discord's limits; raises for more than 25 fields."""
    if len(embed.fields) > FIELDS:
        raise ValueError(f"an embed holds at most {FIELDS} fields, not {len(embed.fields)}")
    embed.title = shorten(embed.title, EMBED_TITLE)
    embed.description = shorten(embed.description, EMBED_DESCRIPTION)
    for i, f in enumerate(embed.fields):
        embed.set_field_at(i, name=shorten(f.name, FIELD_NAME), value=shorten(f.value, FIELD_VALUE),
                           inline=f.inline)
    if embed.footer.text:
        embed.set_footer(text=shorten(embed.footer.text, FOOTER))
    while (excess := len(embed) - EMBED_TOTAL) > 0:
        # Trim the longest text (description or a field value) by the excess.
        values = [len(f.value) for f in embed.fields]
        longest = max(values, default=0)
        description = embed.description or ""
        if max(longest, len(description)) <= 1:
            raise ValueError(f"embed titles and field names alone exceed {EMBED_TOTAL} characters")
        if len(description) >= longest:
            embed.description = shorten(description, max(1, len(description) - excess))
        else:
            i = values.index(longest)
            f = embed.fields[i]
            embed.set_field_at(i, name=f.name, value=shorten(f.value, max(1, longest - excess)),
                               inline=f.inline)
    return embed


def check_view(view: discord.ui.View) -> None:
    """Raise ``ValueError`` if a view breaks a component limit."""
    rows: dict[int, int] = {}
    for item in view.children:
        rows[item.row or 0] = rows.get(item.row or 0, 0) + 1
        custom_id = getattr(item, "custom_id", None)
        if custom_id and len(custom_id) > CUSTOM_ID:
            raise ValueError(f"custom id longer than {CUSTOM_ID}: {custom_id[:40]}…")
        if isinstance(item, discord.ui.Button) and item.label and len(item.label) > LABEL:
            raise ValueError(f"button label longer than {LABEL}")
        if isinstance(item, discord.ui.Select):
            if len(item.options) > SELECT_OPTIONS:
                raise ValueError(f"a select holds at most {SELECT_OPTIONS} options")
            if any(len(o.label) > OPTION_TEXT or len(o.value) > OPTION_TEXT for o in item.options):
                raise ValueError(f"select option longer than {OPTION_TEXT}")
    if len(view.children) > ROWS * ROW_ITEMS:
        raise ValueError(f"a message holds at most {ROWS * ROW_ITEMS} components")


def fit(kwargs: dict[str, Any]) -> dict[str, Any]:
    """Make ``send``/``edit`` keyword arguments respect Discord's limits (in place; returned)."""
    if kwargs.get("content") is not None:
        kwargs["content"] = shorten(kwargs["content"], CONTENT)
    for embed in kwargs.get("embeds", []) + ([kwargs["embed"]] if kwargs.get("embed") else []):
        fit_embed(embed)
    if kwargs.get("view") is not None:
        check_view(kwargs["view"])
    files = kwargs.get("files", []) + ([kwargs["file"]] if kwargs.get("file") else [])
    if len(files) > FILES:
        raise ValueError(f"a message holds at most {FILES} files")
    for file in files:
        size = file.fp.getbuffer().nbytes if hasattr(file.fp, "getbuffer") else 0
        if size > FILE_BYTES:
            raise ValueError(f"{file.filename} is {size} bytes; Discord takes at most {FILE_BYTES}")
    return kwargs


def _option_name(interaction: discord.Interaction, name: str) -> str:
    """The option ``name`` of the interaction's command as the caller's Discord shows it."""
    command = getattr(interaction.command, "qualified_name", None)
    if not command:
        return name
    where = re.sub(r"[^a-z0-9]+", "-", command.lower()).strip("-")
    option = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return translated(f"cmd-{where}-opt-{option}.name", interaction_locale(interaction)) or name


def check_text_options(interaction: discord.Interaction, values: dict[str, Any]) -> None:
    """Refuse (``HostError`` naming the option, its length and the limit) a command whose
    text option is longer than the bot's ``[limits] max_option_length`` characters, before
    any of it is parsed: a pasted wall of text costs nothing and is never echoed back.
    ``values``: the command's options by parameter name (non-text values are skipped)."""
    config = getattr(interaction.client, "config", None)
    most = getattr(config, "max_option_length", 0) or 0
    if not most:
        return
    for name, value in values.items():
        if isinstance(value, str) and len(value) > most:
            raise HostError(Msg("limit-text-too-long", option=_option_name(interaction, name),
                                length=len(value), limit=most))
