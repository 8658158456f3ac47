"""Query plans of the statements the host runs, on either backend.

``Recorder`` notes every statement a ``Store`` runs while real host code
(``channel_match``, ``user_matches``, ``/stats``...) does its work;
``plan`` asks the database how it would run one of them (SQLite: ``EXPLAIN
QUERY PLAN``; PostgreSQL: ``EXPLAIN (FORMAT JSON)``) and ``full_scans``
names the big tables it would read from end to end.  The plan tests assert
there are none; ``petri bench --bigdb`` prints the plans for
docs/performance.md.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from bot.storage.store import Op, Store

#: Tables that grow with the whole history: a query a player, moderator or start-up makes
#: must never read one of them from end to end.
BIG_TABLES = ("matches", "seats", "moves", "move_archives", "ratings", "rating_history")


@dataclass
class Recorder:
    """Wraps ``store.run`` to keep every ``Op`` it runs (``ops``) until ``stop()``."""

    store: Store

    def __post_init__(self) -> None:
        self.ops: list[Op] = []
        self._run = self.store.run

        async def run(ops: list[Op]) -> list:
            self.ops.extend(ops)
            return await self._run(ops)
        self.store.run = run  # type: ignore[method-assign]

    def stop(self) -> list[Op]:
        """Stop recording; returns the queries and single-row writes recorded, in order
        (``SELECT`` and ``UPDATE`` statements: a claim's ``UPDATE`` searches too)."""
        del self.store.run
        return [op for op in self.ops
                if not op.many and op.sql.lstrip().upper().startswith(("SELECT", "UPDATE"))]


async def plan(store: Store, op: Op, *, planner_may_scan: bool = True) -> Any:
    """How the database would run ``op``: SQLite's ``EXPLAIN QUERY PLAN`` rows as
    ``[(id, parent, detail)]``, or PostgreSQL's JSON plan tree (a dict).

    ``planner_may_scan=False`` (PostgreSQL only): sequential scans are priced out
    (``enable_seqscan = off``), so a sequential scan left in the plan means no index
    can serve the query, whatever the table's size: how the tests read plans on a few
    rows, where a scan is cheapest.
    """
    if store.kind == "SQLite":
        rows = await store.fetch_all("EXPLAIN QUERY PLAN " + op.sql, op.args)
        return [(r[0], r[1], r[3]) for r in rows]
    async with store.transaction():
        if not planner_may_scan:
            await store.execute("SET LOCAL enable_seqscan = off")
        row = await store.fetch_one("EXPLAIN (FORMAT JSON) " + op.sql, op.args)
    found = json.loads(row[0]) if isinstance(row[0], str) else row[0]
    return found[0]["Plan"]


async def server_ms(store: Store, op: Op) -> tuple[float, float, int]:
    """PostgreSQL only: what ``op`` costs inside the server, from ``EXPLAIN (ANALYZE, BUFFERS)``
    (it runs: in a transaction rolled back after, so a claim's ``UPDATE`` changes nothing):
    ``(planning ms, execution ms, shared buffers touched)``.  The rest of a call's wall time
    is the client's: round trips, the pool, decoding."""
    class _Undo(Exception):
        pass
    found: Any = None
    try:
        async with store.transaction():
            row = await store.fetch_one("EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) " + op.sql, op.args)
            found = json.loads(row[0]) if isinstance(row[0], str) else row[0]
            raise _Undo
    except _Undo:
        pass
    top = found[0]
    buffers = top["Plan"].get("Shared Hit Blocks", 0) + top["Plan"].get("Shared Read Blocks", 0)
    return top["Planning Time"], top["Execution Time"], buffers


def plan_text(found: Any) -> str:
    """One line per plan step, indented by depth (for people: docs and failure messages)."""
    if isinstance(found, list):
        depth: dict[int, int] = {0: -1}
        lines = []
        for node, parent, detail in found:
            depth[node] = depth.get(parent, -1) + 1
            lines.append("  " * depth[node] + detail)
        return "\n".join(lines)
    lines = []

    def walk(node: dict, level: int) -> None:
        what = node["Node Type"]
        if "Relation Name" in node:
            what += f" on {node['Relation Name']}"
        if "Index Name" in node:
            what += f" using {node['Index Name']}"
        if "Index Cond" in node:
            what += f" ({node['Index Cond']})"
        lines.append("  " * level + what)
        for child in node.get("Plans", ()):
            walk(child, level + 1)
    walk(found, 0)
    return "\n".join(lines)


def full_scans(found: Any, sql: str) -> list[str]:
    """The big tables (``BIG_TABLES``) a plan reads from end to end: SQLite's ``SCAN t``
    (with or without an index: either way every row), PostgreSQL's ``Seq Scan`` or an
    index scan with no index condition (the whole index, in order)."""
    if isinstance(found, list):
        aliases = {alias: table for table, alias in
                   re.findall(r"\b(?:FROM|JOIN)\s+(\w+)(?:\s+(?:AS\s+)?(\w+))?", sql, re.I)
                   if alias and alias.upper() not in _KEYWORDS}
        out = []
        for _, _, detail in found:
            scanned = re.match(r"SCAN (\w+)", detail)
            if scanned and aliases.get(scanned[1], scanned[1]) in BIG_TABLES:
                out.append(detail)
        return out
    out = []

    def walk(node: dict) -> None:
        table = node.get("Relation Name")
        if table in BIG_TABLES and (node["Node Type"] == "Seq Scan" or (
                node["Node Type"] in ("Index Scan", "Index Only Scan") and "Index Cond" not in node)):
            out.append(f"{node['Node Type']} on {table}")
        for child in node.get("Plans", ()):
            walk(child)
    walk(found)
    return out


_KEYWORDS = {"WHERE", "ORDER", "GROUP", "LIMIT", "ON", "JOIN", "LEFT", "INNER", "USING", "SET"}
