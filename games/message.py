"""Texts as data: what a game says is a message id with named arguments.

Engines never write finished sentences.  They return ``Msg("mitosis-cell-died", cell="E4",
neighbours=4)`` and the edge (the bot, the CLI, the pictures) renders it to words for a
locale with ``i18n.text(value, locale)``, from the Fluent catalogs in ``i18n/locales/``.
This is Board Game Arena's notification model: the server sends an id and its arguments,
the client words them.

A ``Msg`` is a ``dict`` (``{"id": ..., "args": {...}}``) so events, results and plans that
carry one stay JSON data; ``as_msg`` turns such a dict read back from JSON into a ``Msg``
again.  Argument values are JSON scalars (``str`` for names, cells, moves and ids — a ``str``
is never formatted as a number, so match ``#1234`` stays ``#1234``; ``int``/``float`` for
counts and amounts, which select plurals and are formatted for the locale), nested ``Msg``
(rendered in the same locale first), or lists of those (rendered as a list in the locale's
words: "alice and bob", "alice und bob").

``str(msg)`` renders English through the renderer ``i18n`` installs when it is imported —
for logs, tests and code not yet told the reader's locale.  Without ``i18n`` loaded it falls
back to the id and arguments, which is never a sentence a player should see.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_english: Callable[[Msg], str] | None = None


class Msg(dict):
    """A message id and its named arguments: ``Msg("game-over")``, ``Msg("points",
    count=3)``.  JSON shape ``{"id": str, "args": {name: value}}``; ``id`` may name an
    attribute as ``"message-id.attribute"``.  Ids and argument names follow Fluent's syntax
    (``[a-zA-Z][a-zA-Z0-9_-]*``)."""

    __slots__ = ()

    def __init__(self, id: str, /, **args: Any):
        if not isinstance(id, str):
            # Copied as a mapping: ``dataclasses.asdict`` (a delivery plan holding narration)
            # rebuilds a dict subclass from its ``(key, value)`` pairs.
            super().__init__(id)
            return
        super().__init__(id=id, args=args)

    @property
    def id(self) -> str:
        """The message id (``"mitosis-cell-died"``)."""
        return self["id"]

    @property
    def args(self) -> dict[str, Any]:
        """The named arguments (``{"cell": "E4", "neighbours": 4}``)."""
        return self["args"]

    def __str__(self) -> str:
        if _english is not None:
            return _english(self)
        return f"{self.id}{self.args or ''}"

    __repr__ = dict.__repr__

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def is_msg(value: Any) -> bool:
    """Whether ``value`` is a message: a ``Msg`` or its JSON form read back (a dict with
    exactly the keys ``id`` and ``args``)."""
    if type(value) is Msg:  # the common case, asked for every line a move says
        return True
    return (isinstance(value, dict) and len(value) == 2 and "id" in value and "args" in value
            and isinstance(value["id"], str))


def as_msg(value: Any) -> Any:
    """``value`` with every message in it (JSON form, at any depth of dicts and lists) made a
    ``Msg`` again; anything else unchanged.  Used where stored plans and events are read back.
    A ``Msg`` whose arguments hold no dict or list is returned as it is, not rebuilt: engines
    pass their own messages through here on every view."""
    if type(value) is Msg and not any(type(v) in (dict, list, Msg) for v in value["args"].values()):
        return value
    if is_msg(value):
        return Msg(value["id"], **{k: as_msg(v) for k, v in value["args"].items()})
    if isinstance(value, list):
        return [as_msg(v) for v in value]
    if isinstance(value, dict):
        return {k: as_msg(v) for k, v in value.items()}
    return value


#: Types of the JSON scalars, which a deep copy keeps as they are without a call (``fresh_msg``,
#: ``games.base.json_copy``): most values of a state and of a message's arguments.
JSON_SCALARS = frozenset({str, int, float, bool, type(None)})

#: ``dict``'s own constructor halves, bound once: ``fresh_msg`` makes a ``Msg`` with them.
_new_dict = dict.__new__
_fill_dict = dict.__init__


def fresh_msg(value: Any) -> Any:
    """A copy of ``value`` (a message, or JSON holding messages) that shares no dict or list with
    it, every message in it a ``Msg``.  Views hand out messages this way: whoever reads a view
    may change it (a renderer, a test scrambling it), never the state or an engine's tables."""
    kind = type(value)
    if kind is Msg or (kind is not list and is_msg(value)):
        # Built as ``Msg(id, **args)`` would build it, without the keyword round trip: views
        # copy a hundred messages and more a Genetess move.
        copy = _new_dict(Msg)
        _fill_dict(copy, id=value["id"], args={k: v if type(v) in JSON_SCALARS else fresh_msg(v)
                                               for k, v in value["args"].items()})
        return copy
    if isinstance(value, dict):
        return {k: v if type(v) in JSON_SCALARS else fresh_msg(v) for k, v in value.items()}
    if isinstance(value, list):
        return [v if type(v) in JSON_SCALARS else fresh_msg(v) for v in value]
    return value


def install_english(render: Callable[[Msg], str]) -> None:
    """Set how ``str(msg)`` renders (``i18n`` calls this with its English renderer when
    imported; the games package itself reads no catalog)."""
    global _english
    _english = render
