"""Seeded randomness that lives inside a JSON state (design.md §1, "Randomness").

A state keeps its generator as one integer under ``"rng"``.  Each draw seeds
a ``random.Random`` with it, takes what it needs and stores a fresh 64-bit
integer back, so a match replays exactly from (game, options, seed, moves)
and the state stays plain JSON.
"""

from __future__ import annotations

import random
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def drawing(state: dict) -> Iterator[random.Random]:
    """Yield a ``random.Random`` for ``state`` and advance ``state["rng"]`` afterwards."""
    rng = random.Random(state["rng"])
    yield rng
    state["rng"] = rng.getrandbits(64)
