"""``petri bench --ai --ratings FILE``: the levels rated against each other from the ladder,
written to the data file ``games/ai/level_ratings.json``; ``--balance
FILE``: a Genetess map's seat balance (``games/ai/map_balance.json``); and ``--king-squares
FILE``: where Genetess Kings stood (``games/ai/genetess_kings.json``, hard's guess of a
hidden King).

Each level of a game (``random``, ``easy``, ``normal``, ``hard``) is one openskill player
rated by every two-seat ladder match it played, with the model and the display scale
players' ratings use (``bot.host.ratings``: Plackett–Luce, default parameters; shown as
the conservative μ − 3σ).  A match is rated as a finishing order (the winner first, a draw
or an unfinished match ranks both equal); matches are taken round by round (match k of
every pairing, then k + 1), so that no pairing's results all come before another's
(openskill's update is sequential).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bot.host.ratings import Skill, rate
from games import GAMES, genetess_board
from games.ai.genetess import EARLY_ROUNDS

#: The levels, weakest first (the order the ratings file is checked against).
LEVELS = ("random", "easy", "normal", "hard")


def rate_levels(matches: list[dict[str, Any]]) -> dict[str, dict[str, dict[str, float]]]:
    """Game id → level → ``{"mu", "sigma", "ordinal"}`` (ordinal = μ − 3σ, openskill units)
    from ladder matches (``bench.ai.Ladder.matches``: ``game``, ``seats``, ``k``, ``sides``,
    ``winners``).  Only two-seat matches between two different levels of ``LEVELS`` count
    (``baseline``, a benchmark-only level, is not rated); a level that played none is
    absent."""
    ordered = sorted((m for m in matches
                      if m["seats"] == 2 and len(set(m["sides"])) == 2
                      and set(m["sides"]) <= set(LEVELS)),
                     key=lambda m: m["k"])   # stable: pairings keep their ladder order
    skills: dict[str, dict[int, Skill]] = {}
    for m in ordered:
        by_level = skills.setdefault(m["game"], {})
        players = [LEVELS.index(level) for level in m["sides"]]
        for p in players:
            by_level.setdefault(p, Skill())
        winners = m["winners"] or []
        ranks = [1 if (s in winners or not winners) else 2 for s in range(2)]
        by_level.update(rate(by_level, [[p] for p in players], ranks))
    return {game: {LEVELS[p]: {"mu": round(sk.mu, 3), "sigma": round(sk.sigma, 3),
                               "ordinal": round(sk.conservative, 3)}
                   for p, sk in sorted(by_level.items())}
            for game, by_level in skills.items()}


def write_level_ratings(path: Path, ratings: dict[str, dict[str, dict[str, float]]],
                        source: dict[str, Any]) -> dict[str, Any]:
    """Merge ``ratings`` (``rate_levels``) into the JSON file at ``path`` (created if absent):
    each game rated here replaces its entry, with ``source`` (the command, first seed, scale,
    clock and matches that produced it); other games' entries stay.  Returns the whole file's
    content."""
    data: dict[str, Any] = {"about": "Computer levels rated against each other from "
                                     "`petri bench --ai --ratings` (bench/levels.py); "
                                     "ordinal = mu - 3 sigma, the scale of players' ratings.",
                            "games": {}}
    if path.exists():
        data = json.loads(path.read_text(encoding="utf-8"))
    for game, levels in sorted(ratings.items()):
        data["games"][game] = {**source, "matches": source["matches"].get(game, 0),
                               "levels": levels}
    path.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return data


def write_map_balance(path: Path, map_name: str, row: dict[str, Any],
                      source: dict[str, Any]) -> dict[str, Any]:
    """Put the seat balance of ``map_name`` from a ladder ``row`` of a level against itself
    (``matches``, ``start_wins``, ``turn_wins``) into the JSON file at ``path`` (created if
    absent; other maps stay), with ``source`` (command, first seed).  Returns the content."""
    data: dict[str, Any] = {"about": "Seat balance of shipped Genetess maps, hard in every seat "
                                     "(petri bench --ai --balance; bench/levels.py).", "maps": {}}
    if path.exists():
        data = json.loads(path.read_text(encoding="utf-8"))
    data["maps"][map_name] = {**source, "matches": row["matches"],
                              "wins_by_start": row.get("start_wins", {}),
                              "wins_by_turn": row.get("turn_wins", []),
                              "undecided": row["undecided"]}
    path.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return data


def kings_now(state: dict[str, Any]) -> list[list[Any]]:
    """``[round, start label, square]`` for every King on a Genetess board whose seat has a
    start (after the bids); ``[]`` for any other game's state."""
    if "start_of" not in state or not state.get("round"):
        return []
    return [[state["round"], state["start_of"][seat], square]
            for seat in range(len(state["seats"])) if state["start_of"][seat] is not None
            for square in genetess_board.kings(state, seat)]


def write_king_squares(path: Path, map_name: str, matches: list[dict[str, Any]],
                       source: dict[str, Any]) -> dict[str, Any]:
    """Add where the Kings of ``matches`` (``bench.ai.Ladder.matches`` entries with
    ``"kings"``: ``[round, start label, square]`` lists) stood on ``map_name`` to the JSON file
    at ``path`` (created if absent; other maps stay): per start label and period (``"early"``:
    rounds up to ``games.ai.genetess.EARLY_ROUNDS``, ``"late"``), the King-rounds counted on
    each square (``counts``, summed over runs) and each square's share of them (``starts``,
    what ``games.ai.genetess`` reads); ``squares``: the map's floor squares; ``runs``: each
    run's ``source`` (command, first seed) and match count.  A run whose command is already
    listed is not counted twice.  Returns the content."""
    data: dict[str, Any] = {"about": "Where Genetess Kings stood, per map, start and period "
                                     "(petri bench --ai --king-squares; bench/levels.py): "
                                     "hard's guess of a hidden King.", "maps": {}}
    if path.exists():
        data = json.loads(path.read_text(encoding="utf-8"))
    state = GAMES["genetess"].new_state(["a", "b"], f"map={map_name}", 0)
    floor = [sq for sq in genetess_board.all_squares(state) if genetess_board.is_floor(state, sq)]
    entry = data["maps"].setdefault(map_name, {"squares": len(floor), "runs": [], "counts": {}})
    if any(run["command"] == source["command"] for run in entry["runs"]):
        return data
    entry["runs"].append({**source, "matches": len(matches)})
    for match in matches:
        for round_, label, square in match.get("kings", []):
            period = "early" if round_ <= EARLY_ROUNDS else "late"
            counted = entry["counts"].setdefault(label, {}).setdefault(period, {})
            counted[square] = counted.get(square, 0) + 1
    entry["starts"] = {label: {period: {sq: round(n / sum(counted.values()), 5)
                                        for sq, n in sorted(counted.items())}
                               for period, counted in sorted(periods.items())}
                       for label, periods in sorted(entry["counts"].items())}
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return data
