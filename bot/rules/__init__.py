"""Player-facing rules text for ``/rules`` and ``petri rules`` (one Markdown file per game id)."""

from __future__ import annotations

import re
from importlib import resources

from games import Game
from games.options import option_example


#: A line that starts a block of its own in Markdown: a list item, heading, table row or fence.
_STARTS_BLOCK = re.compile(r"\s*([-*+•] |[0-9]+\. |#|\||```)")


def reflow(text: str) -> str:
    """``text`` with its hard line breaks inside paragraphs and list items joined by spaces:
    Discord keeps every newline, so a source wrapped at 96 columns broke mid-sentence in an
    embed (issue 33).  Blank lines, list items, headings and tables stay as they are."""
    out: list[str] = []
    for line in text.splitlines():
        joins = out and out[-1].strip() and line.strip() and not _STARTS_BLOCK.match(line)
        if joins:
            out[-1] = f"{out[-1].rstrip()} {line.strip()}"
        else:
            out.append(line.rstrip())
    return "\n".join(out)


def rules_markdown(game: Game) -> str:
    """The game's rules summary (``reflow``ed) followed by its options (name, allowed values,
    default, help).

    Raises ``FileNotFoundError`` when a registered game has no rules file
    (a packaging bug, caught by the tests).
    """
    text = reflow(resources.files(__package__).joinpath(f"{game.id}.md").read_text(encoding="utf-8").strip())
    example = " ".join([option_example(opt) for opt in game.options[:1]] + ["seed=7"])
    lines = [text, "", f"**Options** (`/play options:`, e.g. `{example}`):"]
    for opt in game.options:
        default = "off" if opt.default is False else opt.default
        default = "" if default is None else f", default {default}"
        lines.append(f"- `{opt.name}`: {opt.help} ({opt.allowed()}{default})")
    lines.append("- `seed`: the match's random seed, to replay a game exactly (a whole number)")
    return "\n".join(lines)
