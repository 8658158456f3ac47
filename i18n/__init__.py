"""Petri in the player's language (issue 34; docs/i18n.md).

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
from typing import Any

from babel.lists import format_list

from games import message as _message
from games.message import Msg, is_msg
from i18n.catalog import bundle

__all__ = ["LOCALES", "PSEUDO", "DEFAULT", "Msg", "text", "resolve", "MissingMessage"]

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


def _babel_locale(locale: str) -> str:
    return "en" if locale == PSEUDO else locale


def _argument(value: Any, locale: str) -> Any:
    """One argument ready for Fluent: messages rendered, lists joined in the locale's words."""
    if is_msg(value):
        return text(value, locale)
    if isinstance(value, (list, tuple)):
        items = [str(_argument(v, locale)) for v in value]
        return format_list(items, locale=_babel_locale(locale)) if items else ""
    if isinstance(value, bool) or value is None:
        return str(value)
    return value


def text(value: Any, locale: str = DEFAULT) -> str:
    """``value`` in words for ``locale``: a ``Msg`` (or its JSON form) from the catalog, a
    list of values one per line, a ``str`` unchanged.

    Raises ``MissingMessage`` when no catalog (not even English) has the id, and
    ``ValueError`` for an unknown locale."""
    if isinstance(value, str):
        return value
    if isinstance(value, (list, tuple)):
        return "\n".join(text(v, locale) for v in value)
    if not is_msg(value):
        return str(value)
    ident, _, attribute = value["id"].partition(".")
    for candidate in (locale, DEFAULT):
        found = bundle(candidate).get_message(ident) if bundle(candidate).has_message(ident) else None
        if found is None:
            continue
        pattern = found.attributes.get(attribute) if attribute else found.value
        if pattern is None:
            continue
        args = {k: _argument(v, candidate) for k, v in value["args"].items()}
        words, errors = bundle(candidate).format_pattern(pattern, args)
        if errors:
            # A variable the message names but the engine did not pass: a defect the catalog
            # tests catch; say the words anyway rather than fail a player's move.
            log.warning("message %s: %s", value["id"], "; ".join(map(str, errors)))
        if candidate != locale:
            log.warning("message %s has no %s text; English used", value["id"], locale)
        return words
    raise MissingMessage(value["id"])


_message.install_english(lambda m: text(m, DEFAULT))
