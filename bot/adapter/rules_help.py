"""``/rules``: a game's whole rules in the reader's language, one page at a time.

The rules (``bot.rules.rules_pages``) are longer than one embed may hold (English Genetess
is about 10 000 characters), so the answer is a page with Previous / Next buttons.  The
buttons are ``DynamicItem``s whose custom id carries the game and the page they lead to
(``petri:rules:genetess:2:next``), so they keep working after a restart, in any process:
nothing is remembered between clicks.  A page is worded in the language of whoever clicks
(the answer is ephemeral, so that is the person who asked).
"""

from __future__ import annotations

import discord

import i18n
from bot.adapter import words
from bot.adapter.components import Component
from bot.host.match_host import HostError
from bot.rules import rules_pages
from games import GAMES, get_game
from games.message import Msg


def rules_embed(game_id: str, page: int, locale: str) -> tuple[discord.Embed, discord.ui.View | None, int]:
    """The embed of page ``page`` (0-based; clamped into range) of ``game_id``'s rules in
    ``locale``, the Previous / Next buttons (``None`` when the rules fit one page), and the
    page shown.  The footer says "Page 2 of 3" in the reader's words.

    Raises ``HostError`` for a game id Petri does not have (a button of a removed game)."""
    if game_id not in GAMES:
        raise HostError(Msg("host-unknown-game", game=game_id, games=", ".join(GAMES)))
    game = get_game(game_id)
    pages = rules_pages(game, locale)
    page = max(0, min(page, len(pages) - 1))
    embed = discord.Embed(title=i18n.game_title(game_id, locale), description=pages[page].strip(),
                          colour=discord.Colour.teal())
    if len(pages) == 1:
        return embed, None, page
    embed.set_footer(text=words.for_locale(Msg("rules-page", page=page + 1, pages=len(pages)), locale))
    view = discord.ui.View(timeout=None)
    view.add_item(RulesButton(game_id, page - 1, "prev", locale, disabled=page == 0))
    view.add_item(RulesButton(game_id, page + 1, "next", locale, disabled=page == len(pages) - 1))
    return embed, view, page


#: Each button's label (``rules.ftl``).
_LABELS = {"prev": Msg("rules-previous-button"), "next": Msg("rules-next-button")}


class RulesButton(Component[discord.ui.Button],
                  template=r"petri:rules:(?P<game>[a-z0-9-]+):(?P<page>-?[0-9]+):(?P<way>prev|next)"):
    """Previous or Next (``way``) under a ``/rules`` page, leading to page ``page`` (0-based)
    of ``game_id``'s rules.  ``locale`` words the label; a button rebuilt from its custom id
    needs none (it is not drawn again, the click answers with a new page)."""

    FIELDS = (("game", str), ("page", int), ("way", str))

    def __init__(self, game_id: str, page: int, way: str, locale: str | None = None, disabled: bool = False):
        super().__init__(discord.ui.Button(label=words.for_locale(_LABELS[way], locale or "en"),
                                           style=discord.ButtonStyle.secondary, disabled=disabled,
                                           custom_id=f"petri:rules:{game_id}:{page}:{way}"))
        self.game_id = game_id
        self.page = page

    async def act(self, interaction: discord.Interaction) -> None:
        await turn_page(interaction, self.game_id, self.page)


async def show(interaction: discord.Interaction, game_id: str) -> None:
    """Answer ``/rules game:`` with the first page, only for the caller."""
    embed, view, _ = rules_embed(game_id, 0, words.interaction_locale(interaction))
    await interaction.response.send_message(embed=embed, ephemeral=True,
                                            view=discord.utils.MISSING if view is None else view)


async def turn_page(interaction: discord.Interaction, game_id: str, page: int) -> None:
    """A Previous / Next click: the same message shows page ``page``, in the clicker's words."""
    embed, view, _ = rules_embed(game_id, page, words.interaction_locale(interaction))
    await interaction.response.edit_message(embed=embed, view=view)
