"""One card per turn (Discord's Components V2): in conversations, and in servers that chose it.

Where Petri answers only through interactions (a group DM, a server that never invited it:
``bot.adapter.anywhere``) a turn is read as one message, so its answer is one card: a
``Container`` holding the match's title, the board picture (a ``MediaGallery`` showing the
post's PNG attachment, its alt text kept), whose turn with the clock, the last move(s), any
note the post carries (an undo question, a picture that could not be drawn) and the post's
controls.  The card is made from the same plan and the same message arguments as the plain
post (``bot.adapter.flows``): texts, pings and the controls' custom ids (restart-proof, carrying
the match version) are unchanged; only their layout is.

A Components V2 message carries no ``content``; the card keeps the post's text as
``Card.fallback_text`` for a place that cannot show the card (a DM telling a player what a
dead interaction token could not carry).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord

from bot.adapter import delivery, words
from bot.host import guilds, ratings
from bot.host.plan import Plan
from bot.storage.store import MatchRow
from games.message import Msg

#: The card's edge colour (Petri's green).
ACCENT = discord.Colour(0x3BA55D)
#: Discord's limit on all text displays of one message, in characters.
TEXT_TOTAL = 4000
#: Items in one action row (a select fills a row alone: its width is 5).
ROW_WIDTH = 5


class Card(discord.ui.LayoutView):
    """A card: one ``Container`` (a turn's, see the module doc, or a match's in its channel:
    ``match_layout``), persistent (no timeout: its controls are ``DynamicItem``\\ s routed by
    custom id, so they work after a restart).

    ``fallback_text``: the plain message's text (Discord markdown, mentions included), for a
    place where the card cannot go.
    """

    def __init__(self, container: discord.ui.Container, fallback_text: str):
        super().__init__(timeout=None)
        self.add_item(container)
        self.container = container
        self.fallback_text = fallback_text


def _rows(controls: discord.ui.View | None) -> list[discord.ui.ActionRow]:
    """``controls``' items, in order, in action rows as a classic message lays them out: a new
    row where an item asks for another ``row`` or the current one is full."""
    rows: list[discord.ui.ActionRow] = []
    asked: int | None = None
    used = 0
    for item in list(controls.children) if controls is not None else []:
        controls.remove_item(item)
        width = getattr(item, "width", 1)
        if not rows or (item.row is not None and item.row != asked) or used + width > ROW_WIDTH:
            rows.append(discord.ui.ActionRow())
            used = 0
        asked, used = item.row, used + width
        rows[-1].add_item(item)
    return rows


def _cut(text: str, room: int) -> str:
    """``text`` within ``room`` characters (ending ``…`` when cut)."""
    return text if len(text) <= room else text[:max(0, room - 1)] + "…"


def rating_note(client: discord.Client, plan: Plan, match: MatchRow) -> Msg | None:
    """What a conversation's match counts for, on its first card and on its last: ``None`` on
    the cards between, for a match that is not rated (its lobby card or the narration says
    why: hints, a chosen seed, the computer, a zombie seat) and in a server that invited Petri
    (rated there as players expect).

    A server without Petri rates under its own id, as if it had invited Petri (its players'
    ratings there are theirs when it does); a group DM belongs to no server and rates under
    the one scope of matches outside servers (``bot.storage.rating_math.scope_of``), shared
    with the players' DMs with Petri, so a rating does not split per group of friends.
    """
    if not lives_in_conversation(client, match.channel_id):
        return None
    post = plan.public
    begins = any(isinstance(line, dict) and line.get("id") == "host-begins" for line in post.narration)
    if post.finished:
        rated = ratings.is_rated(match)
    elif begins:
        rated = not match.extra.get("unrated") and not ratings.seed_unrated(match)
    else:
        return None
    if not rated:
        return None
    return Msg("anywhere-rated-outside") if match.guild_id is None else Msg("anywhere-rated-own-server")


def turn_card(plan: Plan, kwargs: dict[str, Any], locale: str | None = None,
              note: Msg | None = None) -> dict[str, Any]:
    """The message arguments of ``plan``'s public post as one card.

    ``kwargs``: the plain post's ``send`` arguments (``content``: its text in ``locale``, the
    server's language; ``file``: the board PNG or absent; ``view``: its controls or absent;
    ``allowed_mentions``), as ``flows`` built them.  Returns new arguments: ``view`` a
    ``Card``, the same ``file`` and ``allowed_mentions``, no ``content`` (a V2 message
    has none; discord.py sets the IS_COMPONENTS_V2 flag for a ``LayoutView``).  The text shown
    is the post's own: the turn line (``delivery.turn_line``, whose turn and the clock), then
    the narration lines of the plan (the last move), then any other line of ``content``; all of
    it at most Discord's 4000 characters.  ``note``: a last, small line (``rating_note``).
    The controls keep their custom ids.
    """
    post = plan.public
    content = kwargs.get("content") or ""
    turn = delivery.turn_line(post, locale)
    narration = [delivery.plain(words.for_channel(line, locale)) for line in post.narration]
    shown = {turn, *narration}
    notes = [line for line in content.split("\n") if line and line not in shown]
    title = "### " + words.for_channel(Msg("anywhere-card-title", match=str(plan.match_id)), locale)

    container: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(accent_colour=ACCENT)
    container.add_item(discord.ui.TextDisplay(title))
    room = TEXT_TOTAL - len(title)
    file: discord.File | None = kwargs.get("file")
    if file is not None:
        container.add_item(discord.ui.MediaGallery(
            discord.MediaGalleryItem(file, description=(file.description or None))))
    small = "-# " + words.for_channel(note, locale) if note is not None else ""
    for block in (turn, "\n".join(narration), "\n".join(notes), small):
        if block and room > 0:
            block = _cut(block, room)
            room -= len(block)
            container.add_item(discord.ui.TextDisplay(block))
    for row in _rows(kwargs.get("view")):
        container.add_item(row)
    out = {"view": Card(container, content)}
    for key in ("file", "allowed_mentions"):
        if kwargs.get(key) is not None:
            out[key] = kwargs[key]
    return out


def wanted(client: discord.Client, match: MatchRow, settings: guilds.GuildSettings) -> bool:
    """Whether ``match``'s turns are posted as cards: always in a conversation (read there as
    one message per turn), in a server that chose it (its ``settings.turn_cards``, read once
    for the post with its language)."""
    if lives_in_conversation(client, match.channel_id):
        return True
    return match.guild_id is not None and settings.turn_cards


def lives_in_conversation(client: discord.Client, channel_id: int) -> bool:
    """Whether the match of ``channel_id`` lives in a conversation Petri reaches only through
    interactions (one seen by this process: ``anywhere.Conversations``)."""
    conversations = getattr(client, "conversations", None)
    return conversations is not None and channel_id in conversations


@dataclass
class MatchFacts:
    """What a match's card in its channel says, worded (``flows.card_facts``): ``title`` (game
    and number), ``status`` (a line), ``fields`` (``(name, value, inline)``: players, teams,
    options, clock…) and ``footer`` (what to do next, or ``None``)."""
    title: str
    status: str
    fields: list[tuple[str, str, bool]]
    footer: str | None


def match_layout(facts: MatchFacts, lead: str | None = None, controls: discord.ui.View | None = None) -> Card:
    """A match's card in its channel as one Components V2 ``Container``, without a picture:
    the title, ``lead`` (the line above an embed card: "Started!" and the thread's link, the
    result), the status, each field as a bold name over its value, the footer as a small
    line, then ``controls``' buttons in action rows (custom ids unchanged).  All text within
    Discord's 4000 characters.  The ``Card``'s ``fallback_text`` is ``lead`` and the title."""
    container: discord.ui.Container[discord.ui.LayoutView] = discord.ui.Container(accent_colour=ACCENT)
    room = TEXT_TOTAL
    blocks = ["### " + facts.title, lead or "", facts.status,
              "\n".join(f"**{name}**\n{value}" for name, value, _inline in facts.fields),
              "-# " + facts.footer if facts.footer else ""]
    for block in blocks:
        if block and room > 0:
            block = _cut(block, room)
            room -= len(block)
            container.add_item(discord.ui.TextDisplay(block))
    for row in _rows(controls):
        container.add_item(row)
    return Card(container, "\n".join(filter(None, [lead, facts.title])))
