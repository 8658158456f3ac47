"""Seeded randomness that lives inside a JSON state (design.md §1, "Randomness").

Two ways, chosen by the state:

- One stream (``drawing``): the state keeps its generator as one integer under
  ``"rng"``.  Each draw seeds a ``random.Random`` with it, takes what it needs
  and stores a fresh 64-bit integer back, so a match replays exactly from
  (game, options, seed, moves) and the state stays plain JSON.  Every draw
  shifts every later one.
- A stream per purpose (``drawing_about``, for games with hidden information):
  each random decision seeds its own ``random.Random`` from the match seed, the
  ply and what the decision is about (a square, a special, an auction), so a
  draw depends on nothing but those: a draw made out of a seat's sight cannot
  shift one it sees.  The state keeps ``"streams": {"seed", "ply", "used"}``,
  ``used`` counting this ply's draws per subject (the same subject drawn twice
  in one ply gets two streams).  A state without ``"streams"`` (a match stored
  before streams existed) goes on drawing from its one stream, so it replays
  as it was played.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def drawing(state: dict) -> Iterator[random.Random]:
    """Yield a ``random.Random`` for ``state`` and advance ``state["rng"]`` afterwards."""
    rng = random.Random(state["rng"])
    yield rng
    state["rng"] = rng.getrandbits(64)


def new_streams(seed: int) -> dict:
    """The ``"streams"`` entry of a new state drawing per purpose from match seed ``seed``."""
    return {"seed": seed, "ply": 0, "used": {}}


def stream(seed: int, *about: str | int) -> random.Random:
    """The generator of one decision: seeded by BLAKE2b of ``seed`` and ``about`` (strings and
    integers), the same on every machine and Python run (``hash()`` is salted per run)."""
    key = json.dumps([seed, *about], separators=(",", ":")).encode()
    return random.Random(int.from_bytes(hashlib.blake2b(key, digest_size=8).digest(), "big"))


@contextmanager
def drawing_about(state: dict, *about: str | int) -> Iterator[random.Random]:
    """Yield the generator of the decision ``about`` (e.g. ``"S9", "F6"``) in this ply.

    With ``state["streams"]`` (module docstring) it is ``stream(seed, ply, *about, n)``, ``n``
    counting the earlier draws about the same subject in this ply (``state["ply"]``);
    without, the state's one stream (``drawing``).
    """
    streams = state.get("streams")
    if streams is None:
        with drawing(state) as rng:
            yield rng
        return
    ply = state.get("ply", 0)
    if streams["ply"] != ply:
        streams["ply"], streams["used"] = ply, {}
    subject = json.dumps(list(about), separators=(",", ":"))
    n = streams["used"].get(subject, 0)
    streams["used"][subject] = n + 1
    yield stream(streams["seed"], ply, *about, n)
