"""Counted nouns in what games and the bot say: "1 point", "2 points" — never "1 points" or "point(s)"."""

from __future__ import annotations


def plural(count: int, noun: str, many: str | None = None) -> str:
    """``count`` and ``noun`` agreeing in number: ``plural(1, "point")`` → ``"1 point"``,
    ``plural(0, "pip")`` → ``"0 pips"``, ``plural(2, "ply", "plies")`` → ``"2 plies"``.

    ``many`` is the plural form when it is not ``noun + "s"``.
    """
    return f"{count} {noun if count == 1 else many or noun + 's'}"


def seat_count(low: int, high: int) -> str:
    """How many players a game takes: ``"2 players"`` when ``low == high``, else ``"2–8 players"``."""
    return plural(low, "player") if low == high else f"{low}–{high} players"
