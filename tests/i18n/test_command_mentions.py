"""A reply names a command as its reader sees it: Discord shows a German member
``/zug`` and ``/turnier``, so German text must not send them to ``/move`` or ``/tournament
join``.  Every command, subcommand and option a German or Spanish catalog message mentions
(``/name``, ``/group sub``, ``option:`` after it) must be that locale's name
of it (``commands.ftl``, as ``bot.adapter.translator`` registers it); the rules ``/rules``
shows (``bot/rules/<locale>/*.md``) too."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from discord import app_commands
from fluent.syntax import FluentParser, ast

from bot.adapter import all_commands
from bot.adapter.translator import translated
from i18n.catalog import catalog_files


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _tree(locale: str) -> dict[str, tuple[str, dict, dict]]:
    """English name → (the locale's name, its subcommands the same way, its options English →
    the locale's) for every top-level command and group."""
    def entry(command) -> tuple[str, dict, dict]:
        key = f"cmd-{_slug(command.qualified_name)}"
        subs = {c.name: entry(c) for c in getattr(command, "commands", [])}
        options = {p.name: translated(f"{key}-opt-{_slug(p.name)}.name", locale) or p.name
                   for p in getattr(command, "parameters", [])}
        return translated(f"{key}.name", locale) or command.name, subs, options
    return {c.name: entry(c) for c in all_commands()}


def _texts(locale: str):
    """(file, message id, text) of every message and attribute of ``locale``'s catalogs but
    the command list itself, with placeables and select variants flattened to text, and of
    the locale's rules (message id ``rules``)."""
    def flat(pattern: ast.Pattern) -> str:
        out = []
        for element in pattern.elements:
            if isinstance(element, ast.TextElement):
                out.append(element.value)
            elif isinstance(element.expression, ast.SelectExpression):
                out += [" " + flat(v.value) + " " for v in element.expression.variants]
            else:
                out.append(" {x} ")
        return "".join(out)
    # The rules /rules shows are read on Discord too.
    for path in sorted((Path(__file__).parents[2] / "bot" / "rules" / locale).glob("*.md")):
        yield path.name, "rules", path.read_text(encoding="utf-8")
    for path in catalog_files(locale):
        if path.name == "commands.ftl":
            continue
        for entry in FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, (ast.Message, ast.Term)):
                patterns = ([entry.value] if entry.value else []) + [a.value for a in entry.attributes]
                for pattern in patterns:
                    yield path.name, entry.id.name, flat(pattern)


#: A command mentioned in text: "/name", maybe a subcommand, then options up to the code span's end.
_MENTION = re.compile(r"(?:(?<=^)|(?<=[\s`(„«\"']))/(?P<name>[^\W\d][\w-]*)(?P<rest>[^`\n/]*)")


def wrong_mentions(locale: str) -> list[str]:
    """Every mention of a command, subcommand or option in ``locale``'s catalogs that is not
    the name ``locale``'s members see: ``"file id: /move → /zug"``."""
    tree = _tree(locale)
    english = {name: entry for name, entry in tree.items()}
    local = {entry[0]: entry for entry in tree.values()}
    wrong = []
    for file, ident, text in _texts(locale):
        for found in _MENTION.finditer(text):
            name, rest = found["name"], found["rest"]
            if name in local:
                entry = local[name]
            elif name in english:
                entry = english[name]
                wrong.append(f"{file} {ident}: /{name} → /{entry[0]}")
            else:
                continue    # not a command (a path, "E/W")
            words = rest.split()
            if entry[1] and words:
                sub = words[0].rstrip(".,;:)")
                if sub in entry[1] and entry[1][sub][0] != sub:
                    wrong.append(f"{file} {ident}: /{entry[0]} {sub} → /{entry[0]} {entry[1][sub][0]}")
                    entry = entry[1][sub]
                elif any(sub == s[0] for s in entry[1].values()):
                    entry = next(s for s in entry[1].values() if s[0] == sub)
            for option in re.findall(r"(?<![\w-])([^\W\d][\w-]*):", rest):
                if option in entry[2] and entry[2][option] != option:
                    wrong.append(f"{file} {ident}: /{entry[0]} … {option}: → {entry[2][option]}:")
    # An option named on its own ("give the match: option") is the same option everywhere.
    options = {}
    for entry in _walk(tree.values()):
        options.update({name: words for name, words in entry[2].items() if name != words})
    for file, ident, text in _texts(locale):
        for found in re.finditer(r"(?<![\w/-])([^\W\d][\w-]*):(?!//)", _MENTION.sub(" ", text)):
            if found[1] in options:
                wrong.append(f"{file} {ident}: {found[1]}: → {options[found[1]]}:")
    return wrong


def _walk(entries):
    for entry in entries:
        yield entry
        yield from _walk(entry[1].values())


@pytest.mark.parametrize("locale", ["de", "es"])
def test_replies_name_commands_as_the_reader_sees_them(locale):
    wrong = wrong_mentions(locale)
    assert not wrong, f"{len(wrong)} mentions of a command by its English name:\n" + "\n".join(wrong)


def test_the_check_knows_a_command_by_either_name():
    """The check itself: the German tree names /move "zug" and its option match "partie"."""
    tree = _tree("de")
    assert tree["move"][0] == "zug" and tree["move"][2]["match"] == "partie"
    assert tree["tournament"][1]["join"][0] != "join"
    assert isinstance(all_commands()[0], (app_commands.Command, app_commands.Group))
