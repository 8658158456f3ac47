"""Migration 12's data step: names stored before the languages came lose the
English glued into them.  Readers see a computer's level worded in their own language
(``bot.host.seat_names``) and a tournament without a name by its game and format
(``bot.tournament.runner.Tournament.title``).
"""

from __future__ import annotations

import json
import re
from typing import Any

from games import GAMES


async def unglue_stored_names(store: Any) -> None:
    """Migration 12's data step: take the English words out of names stored before names were worded per reader.
    ``store``: the ``bot.storage.store.Store`` being migrated (not imported: it imports this).

    A computer seat was stored as ``"Petri (hard)"`` (``"Petri (hard)#2"`` when two shared a
    name) and becomes ``"Petri"`` (``"Petri#2"``): its level is in ``extra["computers"]``.  A
    computer entrant ``"Petri (easy) 1"`` becomes ``"Petri 1"`` (its level is its
    ``computer``), and a tournament named by default ``"Mitosis swiss"`` gets no name, so
    ``Tournament.title`` words it.  A running match's state keeps the names it started with
    (its engine narrates them; replays must not change).
    """
    for match in await store.fetch_all("SELECT id, extra FROM matches WHERE extra LIKE ?", ('%"computers"%',)):
        for seat, level in (json.loads(match["extra"]) or {}).get("computers", {}).items():
            row = await store.fetch_one("SELECT name FROM seats WHERE match_id = ? AND seat = ?",
                                        (match["id"], int(seat)))
            if row is not None and (name := _unglued(row["name"], level)) != row["name"]:
                await store.execute("UPDATE seats SET name = ? WHERE match_id = ? AND seat = ?",
                                    (name, match["id"], int(seat)))
    for entrant in await store.fetch_all(
            "SELECT tournament_id, user_id, name, computer FROM tournament_entrants WHERE computer IS NOT NULL"):
        if (name := entrant["name"].replace(f" ({entrant['computer']})", "", 1)) != entrant["name"]:
            await store.execute("UPDATE tournament_entrants SET name = ? WHERE tournament_id = ? AND user_id = ?",
                                (name, entrant["tournament_id"], entrant["user_id"]))
    for tournament in await store.fetch_all("SELECT id, name, game, format FROM tournaments"):
        game = GAMES.get(tournament["game"])
        if game is not None and tournament["name"] == f"{game.title} {tournament['format']}":
            await store.execute("UPDATE tournaments SET name = ? WHERE id = ?", ("", tournament["id"]))


def _unglued(name: str, level: str) -> str:
    """``"Petri (hard)"`` → ``"Petri"``, ``"Petri (hard)#2"`` → ``"Petri#2"``; any other name unchanged."""
    return re.sub(rf" \({re.escape(level)}\)(?=(#\d+)?$)", "", name)
