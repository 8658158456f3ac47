"""Player-facing rules text for ``/rules`` and ``petri rules`` (one Markdown file per game id)."""

from __future__ import annotations

from importlib import resources

from games import Game
from games.options import option_example


def rules_markdown(game: Game) -> str:
    """The game's rules summary followed by its options (name, allowed values, default, help).

    Raises ``FileNotFoundError`` when a registered game has no rules file
    (a packaging bug, caught by the tests).
    """
    text = resources.files(__package__).joinpath(f"{game.id}.md").read_text(encoding="utf-8").strip()
    example = " ".join([option_example(opt) for opt in game.options[:1]] + ["seed=7"])
    lines = [text, "", f"**Options** (`/play options:`, e.g. `{example}`):"]
    for opt in game.options:
        default = "off" if opt.default is False else opt.default
        default = "" if default is None else f", default {default}"
        lines.append(f"- `{opt.name}`: {opt.help} ({opt.allowed()}{default})")
    lines.append("- `seed`: the match's random seed, to replay a game exactly (a whole number)")
    return "\n".join(lines)
