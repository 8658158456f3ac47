"""The JSON view of Mitosis (``Mitosis.view``; rules/mitosis.md §Notation, "JSON view keys"):
its exact shape, for the engine that writes it and the pictures that read it."""

from typing import NotRequired, TypedDict

from games.base import ViewExtras
from games.message import Msg


class MitosisLastMove(TypedDict):
    """The last move: ``by`` (a name); ``kind``: ``colour`` or ``first`` (a choice, with
    ``colour`` the side it gave the chooser), ``place``, ``split`` or ``undo`` (with ``undone``,
    the texts of the two moves it took back); ``text`` (the move as played, ``None`` for a
    choice); ``parent`` (a split's parent cell, else ``None``); ``cells`` (the new cells: one
    for a placement); ``captured`` (cells it emptied)."""

    by: str
    kind: str
    text: str | None
    parent: str | None
    cells: list[str]
    captured: list[str]
    colour: NotRequired[str]
    undone: NotRequired[list[str]]


class MitosisResult(TypedDict):
    """The end: ``winners`` (names), ``reason``, and ``groups`` (name → group sizes, largest
    first) when the Grouping anomaly decided it, else ``None``."""

    winners: list[str]
    reason: Msg
    groups: dict[str, list[int]] | None


class MitosisView(ViewExtras):
    """What a seat (``viewer``, or ``None`` in the public view) sees of a Mitosis game.

    ``cells``: occupied cell → ``red`` / ``blue`` / ``wall``, in reading order; ``active``
    (Clone only, and only in that seat's own view): its active cells; ``colours``: name →
    ``red`` / ``blue`` (``None`` before the choice); ``dmo``: the name that moves first after
    the choices; ``side``: cells a side of the board (5); ``anomalies``: the options on, in the
    rules' order; ``phase``: one of ``games.mitosis.PHASES``; ``moves_made``, ``undos_left``,
    ``placed``: name → count; ``cells_each``: cells each seat places (3, 4 with Clone);
    ``captures_live``: whether a move now still captures (Capture's 25-move limit).
    """

    game: str
    seats: list[str]
    viewer: str | None
    dmo: str
    colours: dict[str, str | None]
    side: int
    anomalies: list[str]
    phase: str
    cells: dict[str, str]
    to_move: list[str]
    moves_made: dict[str, int]
    undos_left: dict[str, int]
    placed: dict[str, int]
    cells_each: int
    captures_live: bool
    last_move: MitosisLastMove | None
    result: MitosisResult | None
    active: NotRequired[list[str]]
