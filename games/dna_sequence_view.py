"""The JSON view of DNA (sequence) (``DnaSequence.view``; rules/dna-sequence.md §Notation and
text view): its exact shape, for the engine that writes it and the pictures that read it."""

from typing import TypedDict

from games.base import ViewExtras
from games.message import Msg


class DnaSequenceLastMove(TypedDict):
    """The last chunk played: who (``by``, a name), the ``chunk``, and per strand it cut (keyed by
    its owner's name) how many letters it ``removed`` and where (``cuts``: 0-based letter indices
    in the strand before the cut)."""

    by: str
    chunk: str
    removed: dict[str, int]
    cuts: dict[str, list[int]]


class DnaSequenceResult(TypedDict):
    """The end: ``winners`` (names), ``reason`` (a message), ``ranks`` (name → 1-based place)."""

    winners: list[str]
    reason: Msg
    ranks: dict[str, int]


class DnaSequenceView(ViewExtras):
    """What a seat (``viewer``, a name; ``None`` in the public view) sees of a DNA (sequence) game.

    ``sequences``: name → strand, ``None`` while set-up keeps it secret from this viewer;
    ``submitted``: the names that have set up (every name once play starts); ``out``: eliminated
    names; ``round``: 0 during set-up; ``to_move``: names; ``alphabet``: the letters in play;
    ``chunk``: ``[lo, hi]`` letters a chunk may have; ``length``: a strand's starting length;
    ``phase``: ``setup``, ``play`` or ``over``.
    """

    game: str
    seats: list[str]
    viewer: str | None
    phase: str
    alphabet: str
    chunk: list[int]
    length: int
    sequences: dict[str, str | None]
    submitted: list[str]
    out: list[str]
    round: int
    to_move: list[str]
    last_move: DnaSequenceLastMove | None
    result: DnaSequenceResult | None
