"""Every restart-proof component shares one base (``bot.adapter.components.Component``): its
custom id is parsed by the base, its click run through the one error gate."""

from __future__ import annotations

import discord
import pytest

from bot.adapter.components import Component, MatchButton, MoveButton, ProxySelect
from bot.adapter.hint import HintButton
from bot.adapter.lobbies import LobbyJoinButton
from bot.adapter.matches import MatchesButton
from bot.adapter.panel import StepSelect
from bot.adapter.quick import QuickMenu
from bot.adapter.resign import WithdrawButton
from bot.adapter.rules_help import RulesButton


def _dynamic_items(cls=discord.ui.DynamicItem):
    for sub in cls.__subclasses__():
        yield sub
        yield from _dynamic_items(sub)


def test_every_dynamic_item_of_the_bot_is_a_component_without_its_own_parsing():
    ours = {c for c in _dynamic_items() if c.__module__.startswith("bot.")} - {Component}
    assert ours >= {MatchButton, MoveButton, ProxySelect, HintButton, LobbyJoinButton, MatchesButton,
                    StepSelect, QuickMenu, WithdrawButton, RulesButton}
    for cls in ours:
        assert issubclass(cls, Component), cls
        assert "from_custom_id" not in vars(cls) and "callback" not in vars(cls), cls
        assert cls.FIELDS and "act" in vars(cls), cls


@pytest.mark.parametrize("item, fields", [
    (MatchButton("undo-yes", 12, 7), {"action": "undo-yes", "match_id": 12, "version": 7}),
    (MatchButton("join", 12), {"action": "join", "match_id": 12, "version": None}),
    (MoveButton(12, 7, "E4 x"), {"match_id": 12, "version": 7, "move": "E4 x"}),
    (ProxySelect(3, None), {"match_id": 3, "version": None}),
    (StepSelect(3, 0, "grow", 2), {"match_id": 3, "version": 0}),
    (QuickMenu(3, 9), {"match_id": 3, "version": 9}),
    (HintButton(5), {"match_id": 5}),
    (LobbyJoinButton(5), {"match_id": 5}),
    (MatchesButton(1, 0, 2, "next"), {"user_id": 1, "guild_id": 0, "page": 2}),
    (WithdrawButton(4, "stay"), {"tournament_id": 4, "answer": "stay"}),
    (RulesButton("genetess", 1, "prev"), {"game_id": "genetess", "page": 1}),
])
async def test_a_component_is_rebuilt_from_its_custom_id(item, fields):
    found = item.template.fullmatch(item.custom_id)
    rebuilt = await type(item).from_custom_id(None, None, found)
    assert rebuilt.custom_id == item.custom_id
    assert {name: getattr(rebuilt, name) for name in fields} == fields
