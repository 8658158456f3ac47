"""Restart-proof buttons and the secret-move form (design.md §4).

Every button is a ``DynamicItem`` whose custom id carries the action and the
match id (``petri:join:12``), so a button on an old message keeps working
after the bot restarts: the new process parses the id and asks the host.
A click calls the lobby-and-play cog of the bot that received it (``play_cog``:
``bot.adapter.cogs.play.PlayCog``), so this module imports no flow (the flows build
these components).

Versions: a component that acts on a position carries the match version it
was drawn for (``petri:mv:12:v7:E4``); ``flows.drawn_match`` refuses it once
the match has moved on, so an old or repeated click changes nothing.  Not
version-bound, on purpose:

- lobby and challenge buttons (Join, Leave, Start, Cancel, Accept, Decline):
  the lobby's own state decides, and a Join must not fail because someone
  else joined a moment earlier;
- Show my view and Submit privately: they only show the current view or open
  a form drawn for the current version;
- components of a *simultaneous* secret step (set-up strands, Genetess bids;
  ``ANY_VERSION``): another seat's hidden choice cannot make them stale (it
  would otherwise refuse every second submitter and lose a typed strand), and
  the engine refuses a step that is no longer owed, so a repeat applies once.

Undo Allow/Refuse carry the version of the request they answer; the ``/resign``
confirmation (Resign / Keep playing) the board version it was asked at, so a
Resign pressed after the position changed is refused with the current board.
An id without a version (drawn before versions existed) counts as out of date.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, TypeVar

import discord

from bot.adapter import words
from bot.adapter.replies import guarded
from games.message import Msg

#: The name of the cog that answers match components (``bot.adapter.cogs.play.PlayCog``).
PLAY_COG = "Play"


def cog_of(interaction: discord.Interaction, name: str) -> Any:
    """The cog ``name`` of the bot that received ``interaction``: a component calls its cog's
    methods.  Raises ``LookupError`` when that bot has no such cog (not set up: a programming
    error, reported by the central error handler)."""
    get_cog = getattr(interaction.client, "get_cog", None)
    cog = get_cog(name) if get_cog is not None else None
    if cog is None:
        raise LookupError(f"the bot has no {name!r} cog; was setup_hook run?")
    return cog


def play_cog(interaction: discord.Interaction) -> Any:
    """The ``PlayCog`` of the bot that received ``interaction`` (``cog_of``)."""
    return cog_of(interaction, PLAY_COG)


def optional_int(text: str | None) -> int | None:
    """A template group that may be absent (a version): its number, else ``None``."""
    return int(text) if text is not None else None


def chosen(interaction: discord.Interaction) -> str:
    """The option a select's user picked (the first: Petri's selects take one)."""
    data: Any = interaction.data
    return data["values"][0]


ItemT = TypeVar("ItemT", bound=discord.ui.Item)


class Component(discord.ui.DynamicItem[ItemT], template=r"(?!)"):
    """The base of every restart-proof component: a subclass gives its custom id's shape as
    ``template`` (named groups), lists in ``FIELDS`` the groups its constructor takes first,
    in order, each with how to read it (``int``, ``str``, ``optional_int``), and says in
    ``act`` what a click does (usually: call its cog).  The base rebuilds the item from a
    clicked custom id (``from_custom_id``) and runs ``act`` through ``guarded``: a refusal
    is answered privately, anything else apologised for and logged."""

    #: ``(group name, reader)`` per constructor argument the custom id carries, in order.
    FIELDS: ClassVar[tuple[tuple[str, Callable[[Any], Any]], ...]] = ()

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item,
                             match: re.Match[str], /):
        return cls(*(read(match[name]) for name, read in cls.FIELDS))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self.act(interaction))

    async def act(self, interaction: discord.Interaction) -> None:
        """What a click on this item does; raise ``HostError`` to refuse it."""
        raise NotImplementedError


#: The version of components drawn for a simultaneous secret step: valid while the step is owed.
ANY_VERSION = 0
#: Matches ``:v7`` in a custom id; absent in ids drawn before versions existed.
_VERSION = r"(?::v(?P<version>[0-9]+))?"


def drawn_version(found: re.Match[str]) -> int | None:
    """The version a parsed custom id was drawn for, ``None`` when it carries none."""
    return optional_int(found["version"])


def versioned(custom_id: str, version: int | None) -> str:
    """``custom_id`` with ``:v<version>`` appended (unchanged for ``None``)."""
    return custom_id if version is None else f"{custom_id}:v{version}"


#: Button actions that act on a position (undo answers one request), so carry a version.
VERSIONED_ACTIONS = ("undo-yes", "undo-no")
#: The ``/resign`` confirmation's answers (``bot.adapter.resign``): they carry the board version.
RESIGN_ACTIONS = ("resign", "play-on")

_STYLES = {
    "join": discord.ButtonStyle.success, "leave": discord.ButtonStyle.secondary,
    "start": discord.ButtonStyle.primary, "cancel": discord.ButtonStyle.danger,
    "accept": discord.ButtonStyle.success, "decline": discord.ButtonStyle.danger,
    "secret": discord.ButtonStyle.primary, "view": discord.ButtonStyle.secondary,
    "undo-yes": discord.ButtonStyle.success, "undo-no": discord.ButtonStyle.danger,
    "computer": discord.ButtonStyle.secondary, "cpu-easy": discord.ButtonStyle.secondary,
    "cpu-normal": discord.ButtonStyle.primary, "cpu-hard": discord.ButtonStyle.danger,
    "resign": discord.ButtonStyle.danger, "play-on": discord.ButtonStyle.secondary,
    "rematch": discord.ButtonStyle.primary,
}
#: Each button's label (catalog ``play.ftl``), in the words of whoever sees the message.
_LABELS = {
    "join": Msg("play-button-join"), "leave": Msg("play-button-leave"), "start": Msg("play-button-start"),
    "cancel": Msg("play-button-cancel"), "accept": Msg("play-button-accept"),
    "decline": Msg("play-button-decline"), "secret": Msg("play-button-secret"),
    "view": Msg("play-button-view"), "undo-yes": Msg("play-button-undo-yes"),
    "undo-no": Msg("play-button-undo-no"), "computer": Msg("play-button-computer"),
    "cpu-easy": Msg("play-button-cpu-easy"), "cpu-normal": Msg("play-button-cpu-normal"),
    "cpu-hard": Msg("play-button-cpu-hard"), "resign": Msg("play-button-resign"),
    "play-on": Msg("play-button-play-on"), "rematch": Msg("rematch-button"),
}


class MatchButton(Component[discord.ui.Button],
                  template=r"petri:(?P<action>join|leave|start|cancel|accept|decline|secret|view|undo-yes|undo-no"
                           r"|computer|cpu-easy|cpu-normal|cpu-hard|resign|play-on|rematch)"
                           r":(?P<match>[0-9]+)" + _VERSION):
    """A button acting on one match; ``action`` picks the flow in ``bot.adapter.flows``.

    ``version`` is given for ``VERSIONED_ACTIONS`` (the undo request's version) and
    ``RESIGN_ACTIONS`` (the board version the confirmation was asked at) only.  ``locale``:
    the language of the label (the reader's: the server's in a channel, the clicker's in an
    ephemeral reply); a button rebuilt from its custom id needs none, as it is not drawn.
    """

    FIELDS = (("action", str), ("match", int), ("version", optional_int))

    def __init__(self, action: str, match_id: int, version: int | None = None, locale: str | None = None):
        super().__init__(discord.ui.Button(label=words.for_channel(_LABELS[action], locale), style=_STYLES[action],
                                           custom_id=versioned(f"petri:{action}:{match_id}", version)))
        self.action = action
        self.match_id = match_id
        self.version = version

    async def act(self, interaction: discord.Interaction) -> None:
        await play_cog(interaction).press_button(interaction, self.match_id, self.version, self.action)


class ProxySelect(Component[discord.ui.Select],
                  template=r"petri:proxy:(?P<match>[0-9]+)" + _VERSION):
    """The menu an opponent uses to choose a timed-out seat's move (clock policy "opponent")."""

    FIELDS = (("match", int), ("version", optional_int))

    def __init__(self, match_id: int, version: int | None, moves: list[str] | None = None,
                 locale: str | None = None):
        options = [discord.SelectOption(label=m[:100], value=m[:100]) for m in (moves or ["-"])[:25]]
        super().__init__(discord.ui.Select(custom_id=versioned(f"petri:proxy:{match_id}", version),
                                           options=options,
                                           placeholder=words.for_channel(Msg("play-proxy-placeholder"), locale)))
        self.match_id = match_id
        self.version = version

    async def act(self, interaction: discord.Interaction) -> None:
        await play_cog(interaction).choose_component(interaction, self.match_id, self.version, chosen(interaction))


class MoveButton(Component[discord.ui.Button],
                 template=r"petri:mv:(?P<match>[0-9]+):(?:v(?P<version>[0-9]+):)?(?P<move>.+)"):
    """One legal move as a button, for turns with a handful of choices (a colour, who starts,
    which new cell is active), drawn for match version ``version``.  Secret steps get these
    only in a DM or an ephemeral reply."""

    FIELDS = (("match", int), ("version", optional_int), ("move", str))

    def __init__(self, match_id: int, version: int | None, move: str, label: str | None = None):
        prefix = versioned(f"petri:mv:{match_id}", version)
        super().__init__(discord.ui.Button(label=(label or move)[:80], style=discord.ButtonStyle.primary,
                                           custom_id=f"{prefix}:{move}"[:100]))
        self.match_id = match_id
        self.version = version
        self.move = move

    async def act(self, interaction: discord.Interaction) -> None:
        await play_cog(interaction).play_component(interaction, self.match_id, self.version, self.move)


#: Up to this many legal moves are offered as buttons.
MOVE_BUTTONS = 5


def move_buttons(match_id: int, version: int, legal: list[str], locale: str | None = None,
                 game_id: str | None = None) -> discord.ui.View | None:
    """Buttons for ``legal`` (drawn for ``version``) when there are few short moves, else ``None``;
    each labelled in ``locale`` by ``words.move_label`` (what a button says is worded, the
    move it sends is notation)."""
    prefix = versioned(f"petri:mv:{match_id}", version)
    if not legal or len(legal) > MOVE_BUTTONS or any(len(f"{prefix}:{m}") > 100 for m in legal):
        return None
    view = discord.ui.View(timeout=None)
    for move in legal:
        view.add_item(MoveButton(match_id, version, move, words.move_label(game_id, move, locale)))
    return view


def buttons(match_id: int, *actions: str, version: int | None = None, locale: str | None = None) -> discord.ui.View:
    """A persistent view (no timeout) holding the given match buttons in order
    (``version`` goes into the ids of ``VERSIONED_ACTIONS`` and ``RESIGN_ACTIONS``), labelled
    in ``locale`` (default: the channel's words, ``words.for_channel``)."""
    view = discord.ui.View(timeout=None)
    for action in actions:
        bound = action in VERSIONED_ACTIONS or action in RESIGN_ACTIONS
        view.add_item(MatchButton(action, match_id, version if bound else None, locale))
    return view


FORM_ID = re.compile(r"petri:form:(?P<match>[0-9]+)" + _VERSION)


def secret_form(match_id: int, version: int, title: str, label: str, length: tuple[int, int]) -> discord.ui.Modal:
    """The private form for a secret move (a manual strand), drawn for ``version``; only its
    sender sees it.

    The form is stateless on our side: its submission is routed by custom id
    in ``handle_form_submit``, so several players can have one open at once
    and a form opened before a restart still works.
    """
    form = discord.ui.Modal(title=title[:45], custom_id=versioned(f"petri:form:{match_id}", version),
                            timeout=None)
    form.add_item(discord.ui.TextInput(label=label[:45], style=discord.TextStyle.paragraph,
                                       custom_id="move", min_length=length[0],
                                       max_length=min(length[1], 4000)))
    return form


def input_value(components: list[dict], custom_id: str) -> str | None:
    """The value of the input ``custom_id`` in a modal submission payload (rows or labels nest)."""
    for component in components:
        if component.get("custom_id") == custom_id and "value" in component:
            return component["value"]
        nested = component.get("components") or ([component["component"]] if "component" in component else [])
        if (found := input_value(nested, custom_id)) is not None:
            return found
    return None


async def handle_form_submit(interaction: discord.Interaction) -> None:
    """Route a submitted secret-move form (any process, any time) to the host."""
    data: Mapping[str, Any] = interaction.data or {}
    found = FORM_ID.fullmatch(str(data.get("custom_id", "")))
    if interaction.type is not discord.InteractionType.modal_submit or not found:
        return
    text = input_value(list(data.get("components", [])), "move") or ""
    await guarded(interaction, play_cog(interaction).submit_secret(interaction, int(found["match"]),
                                                                 drawn_version(found), text))
