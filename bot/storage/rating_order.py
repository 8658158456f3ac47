"""The rating order of the results rated before it was stored (migration 14).

``rating_order(match_id, guild_id, game, seq)`` numbers each rated result within its
server's game in the order its ratings were taken (``bot.host.ratings`` takes the number
under the ratings lock from then on).  For the results rated before, the order is read
back from ``rating_history``: a player's row of one match starts from the skill
(``mu_before``, ``sigma_before``) that their row of the match rated just before it ended
with (``mu``, ``sigma``), so each player's rows form a chain.  Any order that keeps every
player's chain rates every match from the same skills, so a rebuild in it reproduces the
stored ratings exactly, whichever order two processes happened to rate them in.

Where a chain cannot be read (no row or several rows end with the skill a row starts
from), that link is not used; matches are otherwise ordered by when they finished
(``updated_at``, then id), which is also how a chain broken by a cycle is cut.  No rating
arithmetic here: the storage layer stays below the host.
"""

from __future__ import annotations

import heapq
from typing import Any


async def order_rated_matches(store: Any) -> int:
    """Fill ``rating_order`` for every match with ``rating_history`` rows and none there yet;
    returns the number of matches numbered.  Call inside the migration's transaction."""
    rows = await store.fetch_all(
        "SELECT h.match_id, h.user_id, h.guild_id, h.game, h.mu_before, h.sigma_before, h.mu, h.sigma, "
        "m.updated_at FROM rating_history h JOIN matches m ON m.id = h.match_id "
        "WHERE h.match_id NOT IN (SELECT match_id FROM rating_order) ORDER BY h.match_id, h.user_id")
    by_scope: dict[tuple[int, str], list] = {}
    for row in rows:
        by_scope.setdefault((row["guild_id"], row["game"]), []).append(row)
    numbered = 0
    for (guild, game), scope_rows in sorted(by_scope.items()):
        order = chain_order(scope_rows)
        start = await store.fetch_one("SELECT COALESCE(MAX(seq), 0) FROM rating_order "
                                      "WHERE guild_id = ? AND game = ?", (guild, game))
        await store.insert_rows("rating_order", ("match_id", "guild_id", "game", "seq"),
                                [(match_id, guild, game, start[0] + i)
                                 for i, match_id in enumerate(order, start=1)])
        numbered += len(order)
    return numbered


def chain_order(rows: list) -> list[int]:
    """Match ids of one server's game in an order that keeps every player's chain of
    ``rating_history`` rows (each row: ``match_id``, ``user_id``, ``mu_before``,
    ``sigma_before``, ``mu``, ``sigma``, ``updated_at``); ties and cut links go by
    ``(updated_at, match_id)``."""
    when = {r["match_id"]: (r["updated_at"], r["match_id"]) for r in rows}
    ended_with: dict[tuple[int, float, float], list[int]] = {}
    for r in rows:
        ended_with.setdefault((r["user_id"], r["mu"], r["sigma"]), []).append(r["match_id"])
    after: dict[int, set[int]] = {m: set() for m in when}     # match → matches that must follow it
    waiting: dict[int, int] = {m: 0 for m in when}            # match → links not yet placed
    for r in rows:
        before = [m for m in ended_with.get((r["user_id"], r["mu_before"], r["sigma_before"]), ())
                  if m != r["match_id"]]
        if len(before) == 1 and r["match_id"] not in after[before[0]]:
            after[before[0]].add(r["match_id"])
            waiting[r["match_id"]] += 1
    ready = [when[m] for m, count in waiting.items() if count == 0]
    heapq.heapify(ready)
    placed: list[int] = []
    left = set(when)
    while left:
        if not ready:   # a cycle (the history contradicts itself): cut it at the earliest
            heapq.heappush(ready, min(when[m] for m in left))
        _, match_id = heapq.heappop(ready)
        if match_id not in left:
            continue
        left.discard(match_id)
        placed.append(match_id)
        for later in after[match_id]:
            waiting[later] -= 1
            if waiting[later] == 0 and later in left:
                heapq.heappush(ready, when[later])
    return placed
