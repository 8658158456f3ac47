"""Restart-proof buttons and the secret-move form (design.md §4).

Every button is a ``DynamicItem`` whose custom id carries the action and the
match id (``petri:join:12``), so a button on an old message keeps working
after the bot restarts: the new process parses the id and asks the host.
"""

from __future__ import annotations

import discord

from bot.adapter.replies import report_error
from bot.host import HostError

_STYLES = {
    "join": discord.ButtonStyle.success, "leave": discord.ButtonStyle.secondary,
    "start": discord.ButtonStyle.primary, "cancel": discord.ButtonStyle.danger,
    "accept": discord.ButtonStyle.success, "decline": discord.ButtonStyle.danger,
    "secret": discord.ButtonStyle.primary, "view": discord.ButtonStyle.secondary,
}
_LABELS = {
    "join": "Join", "leave": "Leave", "start": "Start", "cancel": "Cancel",
    "accept": "Accept", "decline": "Decline", "secret": "Submit privately", "view": "Show my view",
}


class MatchButton(discord.ui.DynamicItem[discord.ui.Button],
                  template=r"petri:(?P<action>join|leave|start|cancel|accept|decline|secret|view)"
                           r":(?P<match>[0-9]+)"):
    """A button acting on one match; ``action`` picks the flow in ``bot.adapter.flows``."""

    def __init__(self, action: str, match_id: int):
        super().__init__(discord.ui.Button(label=_LABELS[action], style=_STYLES[action],
                                           custom_id=f"petri:{action}:{match_id}"))
        self.action = action
        self.match_id = match_id

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        return cls(match["action"], int(match["match"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        from bot.adapter import flows  # flows builds these buttons, so import it late

        try:
            await flows.BUTTONS[self.action](interaction, self.match_id)
        except Exception as exc:
            await report_error(interaction, exc)
            if not isinstance(exc, HostError):
                raise  # unexpected: let discord.py log it (and tests see it)


def buttons(match_id: int, *actions: str) -> discord.ui.View:
    """A persistent view (no timeout) holding the given match buttons in order."""
    view = discord.ui.View(timeout=None)
    for action in actions:
        view.add_item(MatchButton(action, match_id))
    return view


class SecretMoveForm(discord.ui.Modal):
    """The private form for a secret move (a manual strand): only its sender sees it."""

    def __init__(self, match_id: int, title: str, label: str, length: tuple[int, int]):
        super().__init__(title=title[:45], custom_id=f"petri:form:{match_id}", timeout=None)
        self.match_id = match_id
        self.move = discord.ui.TextInput(label=label[:45], style=discord.TextStyle.paragraph,
                                         min_length=length[0], max_length=min(length[1], 4000))
        self.add_item(self.move)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        from bot.adapter import flows

        try:
            await flows.submit_secret(interaction, self.match_id, self.move.value)
        except HostError as exc:
            await report_error(interaction, exc)

    async def on_error(self, interaction: discord.Interaction, error: Exception) -> None:
        await report_error(interaction, error)
        await super().on_error(interaction, error)
