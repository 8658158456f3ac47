"""The pseudo-locale: English made visibly foreign, so that a string that
skipped the catalog, or a picture text that overflows, is seen at once.

Every letter outside backtick code spans is swapped for an accented twin, each message is
wrapped in ``⟦ ⟧`` and padded about 40 % longer with ``ˑ`` — the usual length of German or
Finnish against English.  The transform is reversible: ``unpseudo`` gives the English back
exactly, so scripts and tests written against English run unchanged in the pseudo-locale,
and ``leaks`` finds English words that were not inside any catalog message.
"""

from __future__ import annotations

import math
import re

_PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_ACCENTED = "áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
_TO_PSEUDO = str.maketrans(_PLAIN, _ACCENTED)
_FROM_PSEUDO = str.maketrans(_ACCENTED, _PLAIN, "⟦⟧ˑ⟪⟫")

OPEN, CLOSE, PAD = "⟦", "⟧", "ˑ"
#: Around what a catalog marks as notation (``NOTATION($move)``) in the pseudo-locale only.
NOTE_OPEN, NOTE_CLOSE = "⟪", "⟫"


def accent(text: str, in_code: bool = False) -> str:
    """``text`` with its letters accented, except inside backtick code spans (move notation
    and commands stay typeable); ``in_code``: ``text`` starts inside a span (a message's
    text after an argument placed between backticks)."""
    parts = text.split("`")
    start = 1 if in_code else 0
    return "`".join(p if (i + start) % 2 else p.translate(_TO_PSEUDO) for i, p in enumerate(parts))


def padding(letters: int) -> str:
    """The filler that makes a message of ``letters`` letters about 40 % longer."""
    return PAD * math.ceil(letters * 0.4)


def unpseudo(text: str) -> str:
    """English back from a pseudo-locale text: accents removed, brackets and padding dropped."""
    return text.translate(_FROM_PSEUDO)


_BRACKETED = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
_WORD = re.compile(r"\b[A-Za-z]{3,}\b")


_CODE = re.compile(r"`[^`]*`|⟪[^⟪⟫]*⟫")
#: A quoted argument: ``'fly'`` outside every message, or ``'⟧dmo⟦'`` quoted by the message
#: around it (never a span across a whole message: no bracket inside).
_QUOTED = re.compile(r"'⟧?[^'\n⟦⟧]*⟦?'")


def leaks(text: str, allowed: set[str] = frozenset()) -> list[str]:
    """English words (three letters or more) of ``text`` that lie outside every ``⟦…⟧``
    message, every backtick code span and every ``NOTATION()`` (notation, typed as it is), other than ``allowed``
    (names, notation): what reached a reader without the catalog.  ``[]`` when everything
    was localised.  An argument's value stands outside its message's brackets
    (``i18n.catalog``), so an English word passed as plain text is found too."""
    rest = _QUOTED.sub(" ", _CODE.sub(" ", text))
    while True:
        stripped = _BRACKETED.sub(" ", rest)
        if stripped == rest:
            break
        rest = stripped
    # Outside every message only arguments remain: a quoted one (removed above) is what a
    # player typed, quoted back ('fly' is not a move), and one in capitals is notation (ACGT
    # strands, piece codes, PASS): neither is the bot's English.
    return [w for w in _WORD.findall(rest) if w not in allowed and not w.isupper()]
