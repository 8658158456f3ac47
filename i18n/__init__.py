"""Petri in the player's language (docs/i18n.md).

``text(value, locale)`` renders what the games and the host say — a ``games.message.Msg``
(message id + named arguments), a list of them, or a plain ``str`` (a name, notation, a
text already rendered) — into words for ``locale``, from the Fluent catalogs of
``i18n.catalog``.  Numbers, plurals and lists follow the locale's CLDR rules (Fluent and
Babel).  ``resolve`` maps a Discord locale (``"de"``, ``"es-ES"``, ``"en-US"``) to one of
``LOCALES``.

Importing this package installs English as what ``str(msg)`` gives.
"""

from __future__ import annotations

import logging
from functools import cache
from typing import Any

from babel import Locale
from babel.lists import format_list

from games import message as _message
from games.message import Msg, is_msg
from i18n.catalog import Count, bundle
from i18n.pseudo import CLOSE, OPEN, accent

__all__ = ["LOCALES", "PSEUDO", "DEFAULT", "Msg", "text", "resolve", "warm", "MissingMessage", "game_title"]

#: The complete locales, English first (the source).
LOCALES = ("en", "de", "es")
#: The pseudo-locale for tests and ``petri sandbox --locale pseudo``.
PSEUDO = "pseudo"
DEFAULT = "en"

log = logging.getLogger(__name__)


class MissingMessage(KeyError):
    """A message id that no catalog has (a defect: ``tests/i18n`` keeps the catalogs whole)."""


def resolve(code: str | None) -> str:
    """The Petri locale for a Discord or user locale code: ``"de"`` → ``"de"``, ``"es-419"``
    → ``"es"``, ``"pseudo"`` → ``"pseudo"``, anything else (``"en-US"``, ``"fr"``, ``None``) →
    ``"en"``."""
    if not code:
        return DEFAULT
    code = str(code)
    if code == PSEUDO:
        return PSEUDO
    base = code.replace("_", "-").split("-")[0].lower()
    return base if base in LOCALES else DEFAULT


def warm(locales: tuple[str, ...] = LOCALES) -> None:
    """Load the catalogs of ``locales`` now (each parsed once per process, ``bundle``'s cache).

    Fluent's parser is pure Python: one locale's ~35 files take 0.5 s on an idle core and
    several seconds on a busy one, so the bot calls this in a thread at start-up rather
    than letting the first reply in a language stall the event loop.  Raises ``ValueError``
    for a locale without catalogs."""
    for locale in locales:
        bundle(locale)
        _babel_locale(locale)


@cache
def _babel_locale(locale: str) -> Locale:
    """Babel's locale for ``locale``'s lists, parsed once (``format_list`` given a code
    parses it on every call, which costs more than the list)."""
    return Locale.parse("en" if locale == PSEUDO else locale)


#: The most characters of one argument: Fluent refuses a placeable longer than 2 500
#: characters and writes ``{???}`` for the whole message, so a longer argument (a pasted wall
#: of text echoed in a refusal, a long nested message) is cut to this, ending in ``…``.
ARGUMENT_LIMIT = 2500
#: Room kept for a message's own words when arguments share one placeable, and the least
#: characters each argument keeps then.
_WORDS_ROOM, _LEAST_SHARE = 500, 40


def _capped(words: str, limit: int = ARGUMENT_LIMIT) -> str:
    """``words`` cut to ``limit`` characters, the last one ``…`` when cut."""
    return words if len(words) <= limit else words[:limit - 1] + "…"


def _argument(value: Any, locale: str) -> Any:
    """One argument ready for Fluent: messages rendered, lists joined in the locale's words,
    text cut to ``ARGUMENT_LIMIT`` characters."""
    if is_msg(value):
        return _capped(text(value, locale))
    if isinstance(value, (list, tuple)):
        items = [str(_argument(v, locale)) for v in value]
        if locale == PSEUDO and items:
            return _capped(_pseudo_list(items))
        return _capped(format_list(items, locale=_babel_locale(locale))) if items else ""
    if isinstance(value, bool) or value is None:
        return str(value)
    if isinstance(value, str) and value in _titles():
        # A game's title is one name per reader: the one their Discord shows in the game
        # menu (``cmd-choice-<game>``), the one the pictures print.
        return game_title(_titles()[value], locale)
    if type(value) is int:
        return Count(value)
    if isinstance(value, str):
        return _capped(value)
    return value


@cache
def _titles() -> dict[str, str]:
    """Every game's English title → its id."""
    from games import GAMES  # the registry imports every engine: loaded on first use

    return {game.title: game.id for game in GAMES.values()}


def game_title(game_id: str, locale: str = DEFAULT) -> str:
    """The title of game ``game_id`` for a reader of ``locale``: "DNA (Sequenzabschnitte)"
    in German, the same words the game menu (``cmd-choice-<game>``) and the pictures use.
    Raises ``MissingMessage`` for a game without a menu entry."""
    return text(Msg(f"cmd-choice-{game_id}"), locale)


def _pseudo_list(items: list[str]) -> str:
    """``items`` joined as English joins them ("a, b, and c"), its joining words accented and
    bracketed like catalog text: they are the locale's words, not the code's."""
    marks = [f"\x00{i}\x01" for i in range(len(items))]
    joined = format_list(marks, locale=_babel_locale(PSEUDO))
    for i, item in enumerate(items):
        joined = joined.replace(marks[i], f"\x02{item}\x02")
    parts = joined.split("\x02")
    # Even parts are the glue between items; odd parts are the items themselves.
    return "".join(part if i % 2 else (f"{OPEN}{accent(part)}{CLOSE}" if any(c.isalpha() for c in part) else part)
                   for i, part in enumerate(parts))


#: How many worded messages ``text`` remembers (a few MB); when full, the oldest goes first.
MEMO_SIZE = 8192
#: ``(locale, frozen(msg))`` → its words.  The catalogs never change in a running process,
#: so a message with the same id and arguments always has the same words; a move's board
#: repeats most of the lines of the move before, and the same narration is worded for
#: every reader of a locale.  Only clean renderings are kept: a fallback or a missing
#: variable, in the message or one nested in it, is logged each time it is worded
#: (tests/i18n watch those logs).
_memo: dict[tuple, str] = {}
#: How many defects ``_word`` has logged in this process (to tell a clean rendering).
_defects = 0


def frozen(value: Any) -> Any:
    """A message or argument as a hashable key that two values share only when their words
    are the same: ``1``, ``1.0`` and ``True`` are told apart by type, a message from a list.
    The key of ``text``'s memo, and of what a picture keeps worded (``render.genetess``'s
    legends).  Raises ``TypeError`` for a value that is no JSON scalar, message or list."""
    kind = type(value)
    if kind is str:
        return value
    if kind is int or kind is float:
        return (kind, value)
    if kind is Msg or is_msg(value):
        return ("msg", value["id"], *[(name, frozen(arg)) for name, arg in value["args"].items()])
    if kind is list or kind is tuple:
        return ("list", *[frozen(item) for item in value])
    hash(value)  # a dict or set argument: TypeError, worded without the memo
    return (kind, value)


def text(value: Any, locale: str = DEFAULT) -> str:
    """``value`` in words for ``locale``: a ``Msg`` (or its JSON form) from the catalog, a
    list of values one per line, a ``str`` unchanged.

    Raises ``MissingMessage`` when no catalog (not even English) has the id, and
    ``ValueError`` for an unknown locale."""
    if isinstance(value, str):
        return value
    if isinstance(value, (list, tuple)):
        return "\n".join([text(v, locale) for v in value])
    if not is_msg(value):
        return str(value)
    try:
        key = (locale, frozen(value))
    except TypeError:
        return _word(value, locale)
    words = _memo.get(key)
    if words is None:
        defects = _defects
        words = _word(value, locale)
        if defects == _defects:
            if len(_memo) >= MEMO_SIZE:
                try:
                    del _memo[next(iter(_memo))]  # the oldest (dicts keep insertion order)
                except (RuntimeError, StopIteration, KeyError):  # another thread changed it
                    _memo.clear()
            _memo[key] = words
    return words


def _word(value: Msg, locale: str) -> str:
    """The words of message ``value`` in ``locale`` from the catalogs (see ``text``), each
    defect logged and counted in ``_defects``."""
    global _defects
    ident, _, attribute = value["id"].partition(".")
    for candidate in (locale, DEFAULT):
        catalog = bundle(candidate)
        if not catalog.has_message(ident):
            continue
        found = catalog.get_message(ident)
        pattern = found.attributes.get(attribute) if attribute else found.value
        if pattern is None:
            continue
        args = {k: _argument(v, candidate) for k, v in value["args"].items()}
        words, errors = catalog.format_pattern(pattern, args)
        if errors and words == "{???}" and any(isinstance(a, str) for a in args.values()):
            # A placeable that holds text and several arguments (a plural variant) may still
            # pass Fluent's limit: share what is left of it among the arguments and word again.
            share = max(_LEAST_SHARE, (ARGUMENT_LIMIT - _WORDS_ROOM) // len(args))
            args = {k: _capped(a, share) if isinstance(a, str) else a for k, a in args.items()}
            words, errors = catalog.format_pattern(pattern, args)
        if errors:
            # A variable the message names but the engine did not pass: a defect the catalog
            # tests catch; say the words anyway rather than fail a player's move.
            log.warning("message %s: %s", value["id"], "; ".join(map(str, errors)))
            _defects += 1
        if candidate != locale:
            log.warning("message %s has no %s text; English used", value["id"], locale)
            _defects += 1
        return words
    raise MissingMessage(value["id"])


_message.install_english(lambda m: text(m, DEFAULT))
