"""The Genetess genetic code table, as data (rules §3, G1, G2, G18).

Only A = 1, B = 2 and D = 3 E are sourced (rules §3.2, the V1.02 worked
example ABBBD = 34 E); every other name, cost and effect is the G1 starter
table, an invention kept here as data so that a better source can replace
it without touching the engine.  ``CODES`` maps a letter to
``{"name": str, "cost": int | None, "does": str, "buy": bool}``; ``cost`` is
``None`` and ``buy`` False for K, which is never bought (G18).
"""

from __future__ import annotations

CODES: dict[str, dict] = {
    "A": {"name": "Armour/Life", "cost": 1, "buy": True,
          "does": "life: a piece that loses its last A dies (S9, radiate); "
                  "every new non-King piece needs one"},
    "B": {"name": "Basic move", "cost": 2, "buy": True,
          "does": "one orthogonal step per B"},
    "C": {"name": "Cross move", "cost": 3, "buy": True,
          "does": "one diagonal step per C"},
    "D": {"name": "Distance of view", "cost": 3, "buy": True,
          "does": "+1 view radius per D (radius 1 + D)"},
    "E": {"name": "Ethereal/jump", "cost": 4, "buy": True,
          "does": "passes over pieces in the middle of a move (never walls)"},
    "F": {"name": "Find/decode", "cost": 3, "buy": True,
          "does": "shows the sequences of enemy pieces in this piece's view"},
    "O": {"name": "Open wall", "cost": 4, "buy": True,
          "does": "may be created on, or step onto, an interior wall, which becomes floor"},
    "R": {"name": "Radiate", "cost": 5, "buy": True,
          "does": "at the start of its owner's turn each enemy piece in its view loses "
                  "one random code (Kings never lose K)"},
    "K": {"name": "King", "cost": None, "buy": False,
          "does": "earns E, creates pieces, moves one orthogonal step; losing any King "
                  "eliminates its owner"},
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
