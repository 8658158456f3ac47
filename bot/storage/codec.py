"""JSON as the database stores it: one encoder for states, extras, results and plans.

``orjson`` (a well-kept C library) instead of the standard library: encoding a Genetess state
and its plan was the largest single cost of a commit (docs/performance.md). Keys are sorted
so equal data gives equal text (a stored plan or digest compares byte for byte), non-string
keys are written as strings as ``json.dumps`` does, and text is UTF-8, not ``\\u`` escapes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import orjson

_OPTIONS = orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS


def dumps(value: Any, *, default: Callable[[Any], Any] | None = None) -> str:
    """``value`` (JSON data: dicts, lists, str, int, float, bool, None; tuples as lists) as
    compact JSON text with sorted keys. ``default`` turns anything else into JSON data;
    without it such a value raises ``TypeError``."""
    return orjson.dumps(value, default=default, option=_OPTIONS).decode()


def dumpb(value: Any, *, default: Callable[[Any], Any] | None = None) -> bytes:
    """``dumps`` as UTF-8 bytes (for hashing: no decode)."""
    return orjson.dumps(value, default=default, option=_OPTIONS)


def loads(text: str | bytes) -> Any:
    """JSON text (or UTF-8 bytes) back to data. Raises ``orjson.JSONDecodeError``, a
    ``ValueError``, on text that is not JSON."""
    return orjson.loads(text)


__all__ = ["dumps", "dumpb", "loads"]
