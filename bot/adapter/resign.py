"""``/resign`` asks first: "Resign match #N?" with Resign / Keep playing, only the
caller sees it, and its buttons carry the board version it was asked at
(``bot.adapter.components``): a Resign pressed after the position changed is
refused with the current board, so nobody resigns a position they have not seen.

``/tournament withdraw`` while one of the caller's tournament matches is being played
loses that match, so it asks the same way ("Withdraw from tournament #T? Your match #M
is lost"): ``ask_withdraw`` sends the question and ``WithdrawButton`` hands the answer to
the ``withdraw`` action, which ``bot.adapter.tournament`` registers (this module imports
no tournament code, so no import circle).
"""

from __future__ import annotations

import discord

from bot.adapter import access, flows, words
from bot.adapter.components import Component, buttons, play_cog
from bot.adapter.replies import committed
from bot.host.match_host import RUNNING, HostError, MatchHost
from bot.storage.store import MatchRow
from games.message import Msg


async def ask(interaction: discord.Interaction, match: MatchRow) -> None:
    """Answer ``/resign`` for ``match`` with the private confirmation.

    Raises ``HostError`` at once (nothing asked) when the caller holds no seat
    or the match is not running, in the words the host uses.
    """
    if MatchHost.seat_of(match, interaction.user.id) is None:
        raise HostError(Msg("play-not-playing"))
    if match.status != RUNNING:
        raise HostError(Msg("play-not-started") if match.state is None else Msg("play-match-over"))
    locale = words.interaction_locale(interaction)
    await interaction.response.send_message(
        words.for_locale(Msg("play-resign-ask", match=str(match.id)), locale),
        view=buttons(match.id, "resign", "play-on", version=MatchHost.board_version(match), locale=locale),
        ephemeral=True)


async def answer(deliverer: flows.Deliverer, interaction: discord.Interaction, match_id: int, drawn: int | None,
                 action: str) -> None:
    """A button of the confirmation: ``resign`` (drawn for board version ``drawn``) or ``play-on``."""
    if action != "resign":
        await access.match_by_id(interaction, match_id)   # another server's id: "no match"
        await interaction.response.edit_message(
            content=words.for_interaction(interaction, Msg("play-resign-kept", match=str(match_id))), view=None)
        return
    if (match := await flows.drawn_match(deliverer, interaction, match_id, drawn)) is None:
        return  # refused as out of date, with the current board
    client, host = deliverer.client, deliverer.host
    outcome = await host.resign(match.id, interaction.user.id)
    committed(interaction, match.id)
    with client.posts.reserve(match.id) as turn:   # right after the commit: posts in commit order
        await interaction.response.edit_message(
            content=words.for_interaction(interaction, Msg("play-resign-done", match=str(match.id))), view=None)
        await deliverer.announce(outcome, turn=turn)


#: The withdrawal question's answers: their custom id word → the label's catalog id.
WITHDRAW_ANSWERS = {"withdraw": "tournament-button-withdraw", "stay": "tournament-button-stay"}


class WithdrawButton(Component[discord.ui.Button],
                     template=r"petri:withdraw:(?P<tournament>[0-9]+):(?P<answer>withdraw|stay)"):
    """An answer to "Withdraw from tournament #T?": ``withdraw`` or ``stay``.  The custom id
    carries the tournament and the answer, so the button works after a restart; the click
    goes to the ``withdraw`` action with ``(tournament_id, None, answer)``.  ``locale``: the
    label's language (the asker's: the question is ephemeral)."""

    FIELDS = (("tournament", int), ("answer", str))

    def __init__(self, tournament_id: int, answer: str, locale: str | None = None):
        style = discord.ButtonStyle.danger if answer == "withdraw" else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=words.for_channel(Msg(WITHDRAW_ANSWERS[answer]), locale),
                                           style=style, custom_id=f"petri:withdraw:{tournament_id}:{answer}"))
        self.tournament_id = tournament_id
        self.answer = answer

    async def act(self, interaction: discord.Interaction) -> None:
        await play_cog(interaction).answer_withdraw(interaction, self.tournament_id, None, self.answer)


async def ask_withdraw(interaction: discord.Interaction, tournament_id: int, match: MatchRow) -> None:
    """Answer ``/tournament withdraw`` privately with "Withdraw from tournament #T? Your match #M
    is lost …" and the buttons Withdraw / Keep playing (``match``: the caller's match being played)."""
    locale = words.interaction_locale(interaction)
    view = discord.ui.View(timeout=None)
    for answer in WITHDRAW_ANSWERS:
        view.add_item(WithdrawButton(tournament_id, answer, locale))
    await interaction.response.send_message(
        words.for_locale(Msg("tournament-withdraw-ask", tournament=str(tournament_id), match=str(match.id)), locale),
        view=view, ephemeral=True)
