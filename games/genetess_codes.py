"""The Genetess genetic code table, as data (rules §3, G1, G2, G18).

Only A = 1, B = 2 and D = 3 E are sourced (rules §3.2, the V1.02 worked
example ABBBD = 34 E); every other name, cost and effect is the G1 starter
table, an invention kept here as data so that a better source can replace
it without touching the engine.  ``CODES`` maps a letter to
``{"name": Msg, "cost": int | None, "does": Msg, "buy": bool}`` (name and effect are
messages, worded in ``i18n/locales/*/genetess.ftl``); ``cost`` is ``None`` and ``buy``
False for K, which is never bought (G18).
"""

from __future__ import annotations

from games.message import Msg

CODES: dict[str, dict] = {
    "A": {"name": Msg("genetess-code-a"), "cost": 1, "buy": True, "does": Msg("genetess-code-a.does")},
    "B": {"name": Msg("genetess-code-b"), "cost": 2, "buy": True, "does": Msg("genetess-code-b.does")},
    "C": {"name": Msg("genetess-code-c"), "cost": 3, "buy": True, "does": Msg("genetess-code-c.does")},
    "D": {"name": Msg("genetess-code-d"), "cost": 3, "buy": True, "does": Msg("genetess-code-d.does")},
    "E": {"name": Msg("genetess-code-e"), "cost": 4, "buy": True, "does": Msg("genetess-code-e.does")},
    "F": {"name": Msg("genetess-code-f"), "cost": 3, "buy": True, "does": Msg("genetess-code-f.does")},
    "O": {"name": Msg("genetess-code-o"), "cost": 4, "buy": True, "does": Msg("genetess-code-o.does")},
    "R": {"name": Msg("genetess-code-r"), "cost": 5, "buy": True, "does": Msg("genetess-code-r.does")},
    "K": {"name": Msg("genetess-code-k"), "cost": None, "buy": False,
          "does": Msg("genetess-code-k.does")},
}

#: Letters that may be bought, in table order (the default of option ``codes``).
PURCHASABLE = "".join(letter for letter, code in CODES.items() if code["buy"])


def creation_cost(seq: str, costs: dict[str, int] | None = None) -> int:
    """E price of a piece with ``seq``: Σ cost + Π cost (rules §3.2, G2).

    ``costs`` overrides the table (letter → cost).  K adds 0 to the sum and
    1 to the product.  Raises ``KeyError`` for a letter without a cost.

    >>> creation_cost("ABBBD")
    34
    """
    if not seq:
        return 0
    total, product = 0, 1
    for letter in seq:
        if letter == "K":
            continue
        cost = (costs or {}).get(letter, CODES[letter]["cost"])
        if cost is None:
            raise KeyError(letter)
        total += cost
        product *= cost
    return total + product
