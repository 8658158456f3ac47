"""The fast paths to a move: the quick-move menu under a board; and ``/move``'s
suggestions as the player types (``move_choices``).

The menu is under every public board whose lone mover has legal moves to suggest
(``bot.host.plan``: not a computer, nor a seat whose moves are secret or fogged):

- a few short moves (at most ``components.MOVE_BUTTONS``, shown as they are) are buttons
  instead (``components.move_buttons``);
- up to 25 moves (Discord's limit for a menu) are listed, each shown by the game's
  ``move_label`` (a Mitosis split names the cell that splits: ``C4: B3 D5``);
- square-board games list far more legal moves than a menu holds, so the menu offers
  *patterns*: each legal move with its square replaced by ``…`` (``place 3 …``, ``mutate
  … up``, ``pass``).  Choosing a pattern that needs a square opens a one-field form; the
  typed square fills the pattern and the result is played like ``/move``;
- other long lists (Mitosis' 61 first placements, many splits) are *narrowed*: the menu
  offers groups of moves (``▸ C4: …``: the moves whose label starts so, by first word, else
  by first letter), and choosing one answers privately with a menu of that group, narrowed
  again until it fits.

The menus and the form are routed by custom id, so they work after a restart (a group is
worked out again from the match as it is), and all carry the match version the board was
drawn for: a choice from an older board is refused.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

import discord

from bot.adapter import access, words
from bot.adapter.access import host_of
from bot.adapter.components import (
    MOVE_BUTTONS,
    Component,
    chosen,
    drawn_version,
    input_value,
    optional_int,
    play_cog,
    versioned,
)
from bot.adapter.replies import guarded
from bot.host.match_host import HostError
from bot.host.seat_names import shown_name
from games.message import Msg

SQUARE = re.compile(r"\b[a-h][1-8]\b")
#: Discord's limit for a suggestion's name and value, characters.
HINT_MAX = 100
BLANK = "…"
#: Discord's most options in one menu.
MENU_MAX = 25
#: A menu value that stands for a group of moves (the moves whose label starts with the rest).
GROUP = "▸"
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
                 related: Sequence[str] = (), label=None) -> list[tuple[str, str]]:
    """``/move``'s suggestions for the text ``typed``, as ``(name, value)`` pairs, ≤ 25, each
    within ``HINT_MAX`` characters; a listed move is named by ``label(move)`` (the game's
    ``move_label``: a Mitosis split names its cell), default the move itself.

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
    name = label or (lambda m: m)
    found = [(hint(name(m)), m) for m in related] + shaped + \
        [(hint(name(m)), m) for m in ranked if m not in related]
    if found or not text or not listed:
        return found[:25]
    # Nothing listed matches: some games list only part of their moves (Genetess' CREATE
    # of any length, a whole DNA Icehouse turn), so say whether the typed text would play.
    reason = check(text)
    return [(hint(f"✓ {text}" if reason is None else f"✗ {reason}"), text[:HINT_MAX])]


def patterns(legal: list[str]) -> list[str]:
    """Distinct move patterns of ``legal``, squares replaced by ``…``, in first-seen order."""
    return list(dict.fromkeys(SQUARE.sub(BLANK, move) for move in legal))


def _label(label, move: str) -> str:
    return (label(move) if label else move)[:100]


def narrowed(legal: list[str], prefix: str = "", label=None) -> list[tuple[str, str]]:
    """The quick menu's options for the legal moves whose label (``label(move)``, default
    the move) starts with ``prefix``, as ``(shown, value)`` pairs, at most ``MENU_MAX``:
    the moves themselves when they fit, else groups — values ``GROUP`` + a longer prefix,
    shown ``"▸ C4: …"`` — by the labels' first word, or when that makes too many (or one)
    groups, by one more letter.  Empty when no move fits ``prefix``."""
    moves = [(_label(label, m), m) for m in dict.fromkeys(legal)]
    scope = [(shown, m) for shown, m in moves if shown.startswith(prefix)]
    if len(scope) <= MENU_MAX:
        return [(shown, m[:100]) for shown, m in scope]
    for key in (lambda t: t.split(" ", 1)[0] + (" " if " " in t else ""),
                lambda t: t[:len(prefix) + 1]):
        groups = list(dict.fromkeys(key(shown) for shown, _ in scope))
        if 1 < len(groups) <= MENU_MAX and all(len(g) > len(prefix) for g in groups):
            return [(f"{GROUP} {g.rstrip()} {BLANK}", f"{GROUP}{g}"[:100]) for g in groups]
    return [(shown, m[:100]) for shown, m in scope[:MENU_MAX]]   # labels alike past 100 characters


class QuickMenu(Component[discord.ui.Select],
                template=r"petri:quick:(?P<match>[0-9]+)(?::v(?P<version>[0-9]+))?"):
    """A menu of move patterns for the player to move (other people are refused when they pick),
    drawn for match version ``version``."""

    FIELDS = (("match", int), ("version", optional_int))

    def __init__(self, match_id: int, version: int | None, options: list[str | tuple[str, str]] | None = None,
                 locale: str | None = None):
        pairs = [o if isinstance(o, tuple) else (o, o) for o in (options or [BLANK])[:MENU_MAX]]
        choices = [discord.SelectOption(label=shown[:100], value=value[:100]) for shown, value in pairs]
        super().__init__(discord.ui.Select(custom_id=versioned(f"petri:quick:{match_id}", version),
                                           options=choices,
                                           placeholder=words.for_channel(Msg("play-quick-placeholder"), locale)))
        self.match_id = match_id
        self.version = version

    async def act(self, interaction: discord.Interaction) -> None:
        pattern = chosen(interaction)
        if BLANK not in pattern and not pattern.startswith(GROUP):
            await play_cog(interaction).play_component(interaction, self.match_id, self.version, pattern)
            return
        host = host_of(interaction)
        match = await access.match_by_id(interaction, self.match_id)
        if self.version != host.board_version(match):
            # a stale menu: the play flow answers it with the current board, changing nothing
            await play_cog(interaction).play_component(interaction, self.match_id, self.version, pattern)
            return
        # Refuse before the form opens: typing a square only to be told "not your turn" is rude.
        seat = host.seat_of(match, interaction.user.id)
        proxy = match.extra.get("proxy") or {}
        if match.status != "running":
            raise HostError(Msg("play-match-over"))
        if seat is None:
            raise HostError(Msg("play-not-playing"))
        movers = host.game_of(match).to_move(match.live)
        if seat not in movers and seat != proxy.get("chooser"):
            raise HostError(Msg("play-not-your-turn", players=[shown_name(match, s) for s in movers]))
        locale = words.interaction_locale(interaction)
        if pattern.startswith(GROUP):
            await self._group(interaction, host, match, seat, pattern[len(GROUP):], locale)
            return
        form = discord.ui.Modal(title=words.for_locale(Msg("play-quick-form-title"), locale), timeout=None,
                                custom_id=f"{versioned(f'petri:qform:{self.match_id}', self.version)}:{pattern}"[:100])
        form.add_item(discord.ui.TextInput(
            label=words.for_locale(Msg("play-quick-form-label", pattern=pattern), locale)[:45], custom_id="square",
            min_length=2, max_length=2, placeholder=words.for_locale(Msg("play-quick-square-placeholder"), locale)))
        await interaction.response.send_modal(form)
        form.stop()  # answered by custom id in handle_quick_form

    async def _group(self, interaction: discord.Interaction, host, match, seat: int, prefix: str,
                     locale: str) -> None:
        """Answer privately with a menu of the moves of group ``prefix``, worked out from the
        match as it is (the menu's version is current), for the mover ``seat`` (a timed-out
        seat's chooser picks among that seat's moves)."""
        game = host.game_of(match)
        movers = game.to_move(match.state)
        mover = seat if seat in movers else movers[0]
        options = narrowed(game.legal_moves(match.state, mover), prefix, game.move_label)
        if not options:
            raise HostError(Msg("play-quick-group-empty", group=prefix.rstrip()))
        view = discord.ui.View(timeout=None)
        view.add_item(QuickMenu(self.match_id, self.version, options, locale))
        await interaction.response.send_message(
            words.for_locale(Msg("play-quick-group", group=prefix.rstrip(), count=len(options)), locale),
            view=view, ephemeral=True)
        view.stop()  # answered by custom id (the dynamic item), also after a restart


def quick_view(match_id: int, version: int, legal: list[str], locale: str | None = None,
               label=None) -> discord.ui.View | None:
    """The quick-move menu for these legal moves at match version ``version`` (placeholder in
    ``locale``, default the channel's; moves shown by ``label``, the game's ``move_label``):
    square patterns where moves have squares (``SQUARE``), else the moves or their groups
    (``narrowed``).  ``None`` when there is no move, or when a few short moves that
    show as they are make buttons instead (``components.move_buttons``)."""
    moves = list(dict.fromkeys(legal))
    if not moves:
        return None
    found = patterns(moves)
    if any(BLANK in p for p in found):
        options: list[str | tuple[str, str]] = list(found)
    elif len(moves) <= MOVE_BUTTONS and all(_label(label, m) == m for m in moves) \
            and all(len(f"{versioned(f'petri:mv:{match_id}', version)}:{m}") <= 100 for m in moves):
        return None
    else:
        options = list(narrowed(moves, "", label))
    view = discord.ui.View(timeout=None)
    view.add_item(QuickMenu(match_id, version, options, locale))
    return view


async def handle_quick_form(interaction: discord.Interaction) -> bool:
    """Play a submitted quick-move form; returns whether the interaction was one."""
    data: Mapping[str, Any] = interaction.data or {}
    found = FORM_ID.fullmatch(str(data.get("custom_id", "")))
    if interaction.type is not discord.InteractionType.modal_submit or not found:
        return False
    square = (input_value(list(data.get("components", [])), "square") or "").strip().lower()

    async def play() -> None:
        if not SQUARE.fullmatch(square):
            raise HostError(Msg("play-quick-not-a-square", square=square))
        drawn = drawn_version(found)
        move = found["pattern"].replace(BLANK, square, 1)
        await play_cog(interaction).play_component(interaction, int(found["match"]), drawn, move)

    await guarded(interaction, play())
    return True
