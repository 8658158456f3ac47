"""Fluent catalogs: one bundle per locale from ``i18n/locales/<locale>/*.ftl``.

Each file holds one area's messages (a game's, the host's, the pictures'), so the catalogs
split as the code does.  English is the source; every other locale must carry the same ids
with the same variables (``tests/i18n`` checks it).  The pseudo-locale is built from the
English files at load time by ``i18n.pseudo``, never stored.
"""

from __future__ import annotations

from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from babel import Locale
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import CurrentEnvironment, Pattern, ResolverEnvironment
from fluent.runtime.types import FluentInt, FluentType
from fluent.runtime.utils import native_to_fluent
from fluent.syntax import FluentParser, FluentSerializer, ast

from i18n.pseudo import CLOSE, NOTE_CLOSE, NOTE_OPEN, OPEN, accent, padding

LOCALE_DIR = Path(__file__).parent / "locales"


def catalog_files(locale: str) -> list[Path]:
    """The ``.ftl`` files of ``locale`` (``"en"``, ``"de"``, ``"es"``), sorted by name."""
    return sorted((LOCALE_DIR / locale).glob("*.ftl"))


#: Placeables whose value comes from the caller (an argument, maybe through ``NUMBER``).
_ARGUMENTS = (ast.VariableReference, ast.FunctionReference)


def _pseudo_pattern(pattern: ast.Pattern) -> None:
    """Accent ``pattern``'s text in place, wrap it in ⟦ ⟧ and pad it ~40 % longer.

    An argument's value stands outside the brackets (``⟦Ţûŕñ: ⟧alice⟦ˑˑ⟧``): a name or
    notation passes the leak check as allowed, but an English word the code passed as a
    plain string ("blue", "off") is seen as English outside the catalog, as a reader would
    see it.  A message passed as an argument brings its own brackets."""
    letters = 0

    def walk(node: ast.Pattern, in_code: bool = False) -> None:
        nonlocal letters
        elements: list[ast.PatternElement] = []
        for element in node.elements:
            if isinstance(element, ast.TextElement):
                letters += sum(c.isalpha() for c in element.value)
                element.value = accent(element.value, in_code)
                in_code ^= element.value.count("`") % 2 == 1   # a code span goes on past a placeable
            elif isinstance(element, ast.Placeable) and isinstance(element.expression, ast.SelectExpression):
                for variant in element.expression.variants:
                    walk(variant.value, in_code)
            elif isinstance(element, ast.Placeable) and isinstance(element.expression, _ARGUMENTS):
                elements += [ast.TextElement(CLOSE), element, ast.TextElement(OPEN)]
                continue
            elements.append(element)
        node.elements = elements

    walk(pattern)
    pattern.elements.insert(0, ast.TextElement(OPEN))
    pattern.elements.append(ast.TextElement(padding(letters) + CLOSE))


def pseudo_source(text: str) -> str:
    """The pseudo-locale form of one English ``.ftl`` source (see ``i18n.pseudo``)."""
    resource = FluentParser(with_spans=False).parse(text)
    for entry in resource.body:
        if isinstance(entry, (ast.Message, ast.Term)):
            if entry.value is not None:
                _pseudo_pattern(entry.value)
            for attribute in entry.attributes:
                _pseudo_pattern(attribute.value)
    return FluentSerializer().serialize(resource)


class Count(FluentInt):
    """An integer argument as Fluent's number, its words per locale remembered: Babel's
    number formatting (copying the locale's pattern, grouping, symbols) costs as much as
    the rest of a short message, and the same few counts come back all game.  Its options
    are always the defaults: a catalog's ``NUMBER($n, …)`` with options makes a plain
    ``FluentInt`` of it, formatted by Fluent as before."""

    def format(self, locale: Locale) -> str:
        return _count_words(locale, int(self))


@lru_cache(maxsize=4096)
def _count_words(locale: Locale, value: int) -> str:
    return FluentInt(value).format(locale)


class Catalog(FluentBundle):
    """Fluent's bundle, taking arguments that are already Fluent values (a ``Count``) as
    they are: ``FluentBundle.format_pattern`` wraps every ``int`` in a new ``FluentInt``,
    which would drop ``Count``'s remembered words.  Everything else is Fluent's own."""

    def format_pattern(self, pattern: Pattern, args: dict[str, Any] | None = None) -> tuple[Any, list[Exception]]:
        """As ``FluentBundle.format_pattern`` (fluent.runtime 0.4): ``(words, errors)``."""
        fluent_args = {name: value if isinstance(value, FluentType) else native_to_fluent(value)
                       for name, value in (args or {}).items()}
        errors: list[Exception] = []
        env = ResolverEnvironment(context=self, current=CurrentEnvironment(args=fluent_args), errors=errors)
        try:
            words = pattern(env)
        except ValueError as error:
            errors.append(error)
            words = "{???}"
        return words, errors


def _notation(value: Any) -> Any:
    """``NOTATION($move)``: an argument shown as it was typed (a move, a keyword, a game id, a
    reason a game-master wrote), not worded by Petri; the catalog says so where a code span
    would not suit (a text board, English the tests quote).  Identity in every locale but
    the pseudo-locale (``_pseudo_notation``)."""
    return value


def _pseudo_notation(value: Any) -> str:
    """``NOTATION($move)`` in the pseudo-locale: marked ``⟪…⟫`` (dropped by ``unpseudo``) so the
    leak check takes it for notation, not for English that skipped the catalog."""
    words = value.format(Locale.parse("en")) if isinstance(value, FluentType) else str(value)
    return f"{NOTE_OPEN}{words}{NOTE_CLOSE}"


@cache
def bundle(locale: str) -> FluentBundle:
    """The loaded bundle of ``locale`` (``"en"``, ``"de"``, ``"es"`` or ``"pseudo"``).

    Raises ``ValueError`` for a locale without catalogs."""
    source = "en" if locale == "pseudo" else locale
    files = catalog_files(source)
    if not files:
        raise ValueError(f"no catalogs for locale {locale!r}; known: en, de, es, pseudo")
    notation = _pseudo_notation if locale == "pseudo" else _notation
    result = Catalog(["en" if locale == "pseudo" else locale], use_isolating=False,
                     functions={"NOTATION": notation})
    for path in files:
        text = path.read_text(encoding="utf-8")
        result.add_resource(FluentResource(pseudo_source(text) if locale == "pseudo" else text))
    return result
