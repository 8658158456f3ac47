"""The words drawn on pictures, in the reader's language.

A game's view carries the reader's locale as ``view["locale"]`` (the host sets it: the
server's language for a channel picture, the reader's for a seat's); pictures not drawn
from a view (the leaderboard, the rating chart, the win-chance graph) take a ``locale``
argument.  The words are the ``render-*`` messages of ``i18n/locales/<locale>/render.ftl``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import i18n
from games.message import Msg


def locale_of(view: Mapping[str, Any]) -> str:
    """The locale of the words on ``view``'s picture: its ``locale`` (``"de"``, ``"es-ES"``,
    ``"pseudo"``…) as one of ``i18n``'s, English when absent or unknown."""
    return i18n.resolve(view.get("locale"))


def say(locale: str, ident: str, **args: Any) -> str:
    """The message ``ident`` with ``args`` in words for ``locale`` (``i18n.text``): counts as
    numbers (CLDR plurals), names, cells and pieces as ``str``, lists in the locale's words."""
    return i18n.text(Msg(ident, **args), locale)


def words(value: Any, locale: str) -> str:
    """An engine's message (a result's reason, …) or plain text in words for ``locale``."""
    return i18n.text(value, locale)


__all__ = ["locale_of", "say", "words"]
