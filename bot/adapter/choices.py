"""Choices that several cogs' commands offer (a game to pick)."""

from __future__ import annotations

from discord import app_commands

from games import GAMES

#: Every game as a slash-command choice: its title shown, its id sent.
GAME_CHOICES = [app_commands.Choice(name=g.title, value=g.id) for g in GAMES.values()]
