"""Seeds a seat may have: drawn from what the seat sees, never from the match's secret seed.

A decision (a hint, a review, a computer seat's move) is a function of the seat's view and
a seed.  Were the seed the match's own (which also deals the hidden draws), two matches a
seat cannot tell apart could be told apart by what it is advised or how the computer plays,
and the advice would carry a trace of the hidden draws.  ``view_seed`` digests the seat's
view, the ply and the seat instead: the same position seen the same way gives the same
seed, so a replay or a restart mid-turn decides the same way, and a different position
(another ply, another view) gives an unrelated one.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any


def _plain(value: Any) -> Any:
    """``value`` with every mapping's keys as text and sets sorted, so ``json.dumps`` with
    sorted keys writes one text for equal views whatever their key types or orders."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((_plain(v) for v in value), key=repr)
    return value


def view_digest(view: dict[str, Any], ply: int, seat: int) -> str:
    """A digest (32 hex digits) of ``seat``'s ``view`` (``game.view(state, seat)``, a JSON-like
    mapping) at ``ply``: equal arguments, equal digests; different ones differ (but for a
    2⁻¹²⁸ chance).  ``TypeError`` for a view holding a value JSON cannot write."""
    text = json.dumps([_plain(view), ply, seat], sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False)
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


def view_seed(view: dict[str, Any], ply: int, seat: int) -> int:
    """A 32-bit seed (0 ≤ seed < 2³²) for ``seat``'s decision at ``ply`` from its ``view``:
    the first 32 bits of ``view_digest``, so a seed the seat could compute from what it sees.
    Errors as ``view_digest``."""
    return int(view_digest(view, ply, seat)[:8], 16)
