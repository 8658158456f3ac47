"""The fast paths to a move: a menu of move patterns, then the square; and ``/move``'s
suggestions as the player types (``move_choices``).

Square-board games list far more legal moves than a menu holds (Discord's
limit is 25), so the menu offers *patterns*: each legal move with its square
replaced by ``…`` (``place 3 …``, ``mutate … up``, ``pass``).  Choosing a
pattern that needs a square opens a one-field form; the typed square fills
the pattern and the result is played like ``/move``.  Both the menu and the
form are routed by custom id, so they work after a restart, and both carry the
match version the board was drawn for: a choice from an older board is refused.
"""

from __future__ import annotations

import re

import discord

from bot.adapter import access, actions, words
from bot.adapter.access import host_of
from bot.adapter.components import drawn_version, input_value, versioned
from bot.adapter.replies import guarded
from bot.host.match_host import HostError
from bot.host.seat_names import shown_name
from games.message import Msg

SQUARE = re.compile(r"\b[a-h][1-8]\b")
#: Discord's limit for a suggestion's name and value, characters.
HINT_MAX = 100
BLANK = "…"
FORM_ID = re.compile(r"petri:qform:(?P<match>[0-9]+):(?:v(?P<version>[0-9]+):)?(?P<pattern>.+)")


def hint(text: str, limit: int = HINT_MAX) -> str:
    """``text`` within ``limit`` characters: cut after the last whole word that fits and
    ended with "…" (the full explanation is in the reply when the move is sent)."""
    if len(text) <= limit:
        return text
    cut = text[:limit - 1]
    if " " in cut:
        cut = cut[:cut.rfind(" ")].rstrip(" ;,:(")
    return cut + "…"


def move_choices(legal: list[str], typed: str, forms, check,
                 related: list[str] = ()) -> list[tuple[str, str]]:
    """``/move``'s suggestions for the text ``typed``, as ``(name, value)`` pairs, ≤ 25, each
    within ``HINT_MAX`` characters.

    First the ``related`` moves (``Game.related_moves``: a Mitosis cell's splits), then the
    order ``forms`` (``Game.order_forms``: ``(form, meaning)``) whose word starts
    with what was typed, so "C" offers CREATE before the player knows its shape; then the
    ``legal`` moves that contain it, those that start with it first.  When nothing matches,
    one line from ``check(text)`` (the host's refusal, ``None`` when it would play): "✓ …"
    or "✗ reason", shortened by ``hint``.
    """
    text = typed.strip()
    upper = text.upper()
    shaped = [(hint(f"{form} — {meaning}"), form.split()[0] + (" " if " " in form else ""))
              for form, meaning in forms if text and form.upper().startswith(upper)
              and len(upper) < len(form.split()[0])]
    listed = [m for m in legal if len(m) <= HINT_MAX]
    ranked = sorted((m for m in listed if upper in m.upper()),
                    key=lambda m: (not m.upper().startswith(upper), m))
    found = [(m, m) for m in related] + shaped + [(m, m) for m in ranked if m not in related]
    if found or not text or not listed:
        return found[:25]
    # Nothing listed matches: some games list only part of their moves (Genetess' CREATE
    # of any length, a whole DNA Icehouse turn), so say whether the typed text would play.
    reason = check(text)
    return [(hint(f"✓ {text}" if reason is None else f"✗ {reason}"), text[:HINT_MAX])]


def patterns(legal: list[str]) -> list[str]:
    """Distinct move patterns of ``legal``, squares replaced by ``…``, in first-seen order."""
    return list(dict.fromkeys(SQUARE.sub(BLANK, move) for move in legal))


class QuickMenu(discord.ui.DynamicItem[discord.ui.Select],
                template=r"petri:quick:(?P<match>[0-9]+)(?::v(?P<version>[0-9]+))?"):
    """A menu of move patterns for the player to move (other people are refused when they pick),
    drawn for match version ``version``."""

    def __init__(self, match_id: int, version: int | None, options: list[str] | None = None,
                 locale: str | None = None):
        choices = [discord.SelectOption(label=p[:100], value=p[:100]) for p in (options or [BLANK])[:25]]
        super().__init__(discord.ui.Select(custom_id=versioned(f"petri:quick:{match_id}", version),
                                           options=choices,
                                           placeholder=words.for_channel(Msg("play-quick-placeholder"), locale)))
        self.match_id = match_id
        self.version = version

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(int(match["match"]), drawn_version(match))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self._chosen(interaction, interaction.data["values"][0]))

    async def _chosen(self, interaction: discord.Interaction, pattern: str) -> None:
        if BLANK not in pattern:
            await actions.run("play", interaction, self.match_id, self.version, pattern)
            return
        host = host_of(interaction)
        match = await access.match_by_id(interaction, self.match_id)
        if self.version != host.board_version(match):
            # a stale menu: the play flow answers it with the current board, changing nothing
            await actions.run("play", interaction, self.match_id, self.version, pattern)
            return
        # Refuse before the form opens: typing a square only to be told "not your turn" is rude.
        seat = host.seat_of(match, interaction.user.id)
        proxy = match.extra.get("proxy") or {}
        if match.status != "running":
            raise HostError(Msg("play-match-over"))
        if seat is None:
            raise HostError(Msg("play-not-playing"))
        movers = host.game_of(match).to_move(match.state)
        if seat not in movers and seat != proxy.get("chooser"):
            raise HostError(Msg("play-not-your-turn", players=[shown_name(match, s) for s in movers]))
        locale = words.interaction_locale(interaction)
        form = discord.ui.Modal(title=words.for_locale(Msg("play-quick-form-title"), locale), timeout=None,
                                custom_id=f"{versioned(f'petri:qform:{self.match_id}', self.version)}:{pattern}"[:100])
        form.add_item(discord.ui.TextInput(
            label=words.for_locale(Msg("play-quick-form-label", pattern=pattern), locale)[:45], custom_id="square",
            min_length=2, max_length=2, placeholder=words.for_locale(Msg("play-quick-square-placeholder"), locale)))
        await interaction.response.send_modal(form)
        form.stop()  # answered by custom id in handle_quick_form


def quick_view(match_id: int, version: int, legal: list[str], locale: str | None = None) -> discord.ui.View | None:
    """The quick-move menu for these legal moves at match version ``version`` (placeholder in
    ``locale``, default the channel's), or ``None`` when the game has no squares."""
    found = patterns(legal)
    if not any(BLANK in p for p in found):
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(QuickMenu(match_id, version, found, locale))
    return view


async def handle_quick_form(interaction: discord.Interaction) -> bool:
    """Play a submitted quick-move form; returns whether the interaction was one."""
    data = interaction.data or {}
    found = FORM_ID.fullmatch(str(data.get("custom_id", "")))
    if interaction.type is not discord.InteractionType.modal_submit or not found:
        return False
    square = (input_value(list(data.get("components", [])), "square") or "").strip().lower()

    async def play() -> None:
        if not SQUARE.fullmatch(square):
            raise HostError(Msg("play-quick-not-a-square", square=square))
        drawn = drawn_version(found)
        await actions.run("play", interaction, int(found["match"]), drawn, found["pattern"].replace(BLANK, square, 1))

    await guarded(interaction, play())
    return True
