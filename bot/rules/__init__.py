"""Player-facing rules text for ``/rules`` and ``petri rules`` (one Markdown file per game id).

English is ``bot/rules/<game>.md``; a translation is ``bot/rules/<locale>/<game>.md``
(``de``, ``es``).  A locale without its file reads the English (logged, and
``tests/i18n/test_rules_files.py`` lists what is missing); the pseudo-locale is the
English made foreign by ``i18n.pseudo``.  The options block comes from the catalogs
(``rules.ftl``) and the games' option help.
"""

from __future__ import annotations

import logging
import re
from importlib import resources

import i18n
from games import Game
from games.message import Msg
from games.options import option_example
from i18n.pseudo import CLOSE, OPEN, accent, padding

log = logging.getLogger(__name__)


#: A line that starts a block of its own in Markdown: a list item, heading, table row or fence.
_STARTS_BLOCK = re.compile(r"\s*([-*+•] |[0-9]+\. |#|\||```)")


def reflow(text: str) -> str:
    """``text`` with its hard line breaks inside paragraphs and list items joined by spaces:
    Discord keeps every newline, so a source wrapped at 96 columns broke mid-sentence in an
    embed.  Blank lines, list items, headings and tables stay as they are."""
    out: list[str] = []
    for line in text.splitlines():
        joins = out and out[-1].strip() and line.strip() and not _STARTS_BLOCK.match(line)
        if joins:
            out[-1] = f"{out[-1].rstrip()} {line.strip()}"
        else:
            out.append(line.rstrip())
    return "\n".join(out)


def rules_file(game: Game, locale: str) -> str | None:
    """The rules text of ``game`` written for ``locale`` (``"en"``, ``"de"``, ``"es"``), or
    ``None`` when that translation does not exist yet."""
    folder = resources.files(__package__)
    path = folder.joinpath(f"{game.id}.md") if locale == i18n.DEFAULT else folder.joinpath(locale, f"{game.id}.md")
    return path.read_text(encoding="utf-8") if path.is_file() else None


#: The block marker a Markdown line starts with (kept outside the pseudo-locale's brackets).
_MARKER = re.compile(r"^(\s*(?:[-*+•] |[0-9]+\. |#+ |> )?)(.*)$")


def pseudo_markdown(text: str) -> str:
    """English Markdown in the pseudo-locale: each line's words accented, bracketed and
    padded (``i18n.pseudo``), its list or heading marker and code spans left as they are."""
    out = []
    in_fence = False
    for line in text.splitlines():
        if line.strip().startswith("```"):
            in_fence = not in_fence
        if in_fence or line.strip().startswith("```") or not line.strip() or set(line.strip()) <= set("|-: "):
            out.append(line)
            continue
        marker, rest = _MARKER.match(line).groups()
        out.append(f"{marker}{OPEN}{accent(rest)}{padding(sum(c.isalpha() for c in rest))}{CLOSE}")
    return "\n".join(out)


def rules_markdown(game: Game, locale: str = i18n.DEFAULT) -> str:
    """The game's rules summary (``reflow``ed) in ``locale``, followed by its options (name,
    allowed values, default, help).

    Falls back to the English text where no translation exists yet (logged at INFO).
    Raises ``FileNotFoundError`` when a registered game has no English rules file
    (a packaging bug, caught by the tests).
    """
    source = rules_file(game, locale) if locale not in (i18n.DEFAULT, i18n.PSEUDO) else None
    if source is None:
        if locale not in (i18n.DEFAULT, i18n.PSEUDO):
            log.info("no %s rules for %s yet; English shown", locale, game.id)
        source = rules_file(game, i18n.DEFAULT)
        if source is None:
            raise FileNotFoundError(f"bot/rules/{game.id}.md")
        if locale == i18n.PSEUDO:
            source = pseudo_markdown(source)
    text = reflow(source.strip())
    example = " ".join([option_example(opt) for opt in game.options[:1]] + ["seed=7"])
    lines = [text, "", i18n.text(Msg("rules-options-heading", example=example), locale)]
    for opt in game.options:
        # A default is typed as it is (`purpose`, `300`), so it stands as notation; a switch
        # that is off by default says so in the reader's words.
        if opt.default is None:
            line = Msg("rules-option", name=opt.name, help=opt.help, allowed=opt.allowed())
        elif opt.default is False:
            line = Msg("rules-option-default-off", name=opt.name, help=opt.help, allowed=opt.allowed())
        else:
            line = Msg("rules-option-default", name=opt.name, help=opt.help, allowed=opt.allowed(),
                       default=str(opt.default))
        lines.append("- " + i18n.text(line, locale))
    lines.append("- " + i18n.text(Msg("rules-option-seed"), locale))
    return "\n".join(lines)


#: Characters of rules on one ``/rules`` page: an embed description holds 4096, and a page
#: about a phone screen long reads better than one at the limit.
PAGE_CHARS = 3500

#: Where a page may end, best first: after a paragraph, after a line, after a sentence,
#: after a word.  A page never ends inside a word.
_BREAKS = ("\n\n", "\n", ". ", " ")


def paginate(text: str, size: int = PAGE_CHARS) -> list[str]:
    """``text`` cut into pages of at most ``size`` characters, each ending at the best break
    of ``_BREAKS`` found in its second half or later (a paragraph, else a line, a sentence, a
    word), so ``"".join(paginate(text)) == text`` and no word is split.  Raises
    ``ValueError`` when a single word is longer than ``size`` (no rules text has one)."""
    if size < 2:
        raise ValueError(f"a page of {size} characters cannot hold rules")
    pages: list[str] = []
    start = 0
    while len(text) - start > size:
        window = text[start:start + size + 1]   # a break right after the page still counts
        cut = 0
        for mark in _BREAKS:
            at = window.rfind(mark, size // 2, size + 1)
            if at >= 0:
                # The break's own characters (a blank line, the space) end this page.
                cut = min(at + len(mark), size)
                break
        if cut == 0:
            at = max(window.rfind(c, 0, size + 1) for c in " \n")
            if at <= 0:
                raise ValueError(f"a word longer than {size} characters at {start}")
            cut = at + 1
        pages.append(text[start:start + cut])
        start += cut
    pages.append(text[start:])
    return pages


def rules_pages(game: Game, locale: str = i18n.DEFAULT, size: int = PAGE_CHARS) -> list[str]:
    """The whole of ``rules_markdown(game, locale)`` in pages of at most ``size`` characters
    (``paginate``): what ``/rules`` shows one page at a time."""
    return paginate(rules_markdown(game, locale), size)
