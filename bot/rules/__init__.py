"""Player-facing rules text for ``/rules`` and ``petri rules`` (one Markdown file per game id),
with the game's options worded from the catalogs (issue 34) in the reader's language."""

from __future__ import annotations

import re
from importlib import resources

import i18n
from games import Game
from games.message import Msg
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


def rules_markdown(game: Game, locale: str = i18n.DEFAULT) -> str:
    """The game's rules summary (``reflow``ed) followed by its options (name, help, allowed
    values, default), the options in ``locale``'s words (``"en"``, ``"de"``, ``"es"``,
    ``"pseudo"``); option names and examples stay as typed.

    Raises ``FileNotFoundError`` when a registered game has no rules file
    (a packaging bug, caught by the tests).
    """
    text = reflow(resources.files(__package__).joinpath(f"{game.id}.md").read_text(encoding="utf-8").strip())
    example = " ".join([option_example(opt) for opt in game.options[:1]] + ["seed=7"])
    lines: list[Msg | str] = [text, "", Msg("host-rules-options", example=example)]
    for opt in game.options:
        if opt.default is None:
            lines.append(Msg("host-rules-option", name=opt.name, help=opt.help, allowed=opt.allowed()))
        else:
            default = Msg("host-rules-off") if opt.default is False else str(opt.default)
            lines.append(Msg("host-rules-option-default", name=opt.name, help=opt.help, allowed=opt.allowed(),
                             default=default))
    lines.append(Msg("host-rules-seed"))
    return i18n.text(lines, locale)
