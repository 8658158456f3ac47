"""Teaching with the computer: a hint for one seat, and a review of a seat's plies.

Both read a seat's *views* only (``game.view(state, seat)``), like ``games.ai.choose``, so
nothing the seat could not see can change what they say (non-interference), and both are
deterministic given their seed (and, for a hint, an iteration budget).

- ``advise``: the move the ``normal`` level picks, with a one-line reason from the game's
  evaluation (the seat's win chance after it, against the best alternative's), led by a
  game-specific clause where there is one (``DETAILS``: letters cut, splits left, colony
  size, points scored, a piece taken that the seat can see).
- ``review``: the seat's win chance after every ply (a graph) and, for each of its own plies,
  how much win chance it gave away against the best move the one-step evaluation found
  (``judged``: the evaluation after the played move and up to ``REVIEW_CAP`` others, averaged
  over the same ``player.samples`` determinizations of the view), labelled as in chess by
  ``THRESHOLDS``.
"""

from __future__ import annotations

import random
from typing import Any

from games.ai import choose, player_for
from games.ai.search import Budget, outcome
from games.base import Game, IllegalMove
from games.message import Msg

#: Win-chance drops (0–1) from which a ply is an inaccuracy, a mistake, a blunder, per game
#: (docs/learning.md explains the choice).  Lichess uses 0.10 / 0.20 / 0.30 of win chance for
#: chess; our evaluations are flatter where a single ply changes little (Protozoa, DNA
#: Icehouse), so their thresholds are lower.
THRESHOLDS: dict[str, tuple[float, float, float]] = {
    "dna-sequence": (0.05, 0.10, 0.20),
    "protozoa": (0.03, 0.06, 0.12),
    "mitosis": (0.03, 0.06, 0.12),
    "dna-icehouse": (0.03, 0.06, 0.12),
    "genetess": (0.03, 0.06, 0.12),
}
LABELS = ("inaccuracy", "mistake", "blunder")
#: Moves judged besides the one played or suggested (a seeded sample when there are more):
#: the best of them is a review's "preferred" move and a hint's "best alternative".
REVIEW_CAP = 80


def _forget(game: Game, view: dict[str, Any]) -> dict[str, Any]:
    # The normal level plays on the present only (games.ai.REMEMBERS): so does its advice.
    return player_for(game).forget(view)


def standing(game: Game, view: dict[str, Any], seat: int, options: dict[str, Any],
             seed: int) -> float:
    """``seat``'s win chance (0–1) in the position its ``view`` shows: the evaluation (or the
    finished game's outcome) averaged over ``player.samples`` determinizations."""
    if view.get("result") is not None:
        winners = view["result"].get("winners") or []
        names = view["seats"]
        mine = names[seat] if seat < len(names) else None
        if not winners:
            return 1.0 / len(names)
        return 1.0 / len(winners) if mine in winners else 0.0
    player = player_for(game)
    rng = random.Random(seed)
    view = _forget(game, view)
    total = 0.0
    for _ in range(player.samples):
        state = player.determinize(game, view, seat, options, rng)
        total += (outcome(game, state) or player.evaluate(game, state))[seat]
    return total / player.samples


#: Genetess step directions: (columns, rows) per step (rules §1: N is up, E is right).
_STEPS = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0),
          "NE": (1, -1), "NW": (-1, -1), "SE": (1, 1), "SW": (-1, 1)}


def _after(game: Game, view: dict[str, Any], seat: int, options: dict[str, Any], move: str,
           seed: int):
    """``(before, after)`` states of ``move`` on one determinization of ``view`` (``None``
    for ``after`` when that determinization refuses it)."""
    player = player_for(game)
    before = player.determinize(game, _forget(game, view), seat, options, random.Random(seed))
    try:
        return before, game.apply(before, seat, move)[0]
    except IllegalMove:
        return before, None


def _dna_detail(game, view, seat, options, move, seed):
    before, after = _after(game, view, seat, options, move, seed)
    if after is None or None in before["strands"] or None in after["strands"]:
        return None  # a manual set-up: a strand not written yet has no length
    cut = [len(a) - len(b) for a, b in zip(before["strands"], after["strands"], strict=True)]
    if any(c < 0 for c in cut):
        return None  # a manual set-up: strands are being written, not cut
    theirs = sum(c for s, c in enumerate(cut) if s != seat)
    return Msg("advice-dna-cuts", theirs=theirs, seats=len(cut), mine=cut[seat])


def _mitosis_detail(game, view, seat, options, move, seed):
    from games.mitosis import free_splits

    if options.get("clone"):
        return None  # which enemy cells may split is hidden: count nothing the seat cannot see
    before, after = _after(game, view, seat, options, move, seed)
    if after is None or after["phase"] not in ("splitting", "first_split"):
        return None
    counts = [sum(len(free_splits(after["board"], c, options["launcher"], options["triplicate"]))
                  for c, v in after["board"].items() if v == after["colours"][s]) for s in (0, 1)]
    return Msg("advice-mitosis-splits", mine=counts[seat], theirs=counts[1 - seat])


def _protozoa_detail(game, view, seat, options, move, seed):
    from games.protozoa import largest_group

    before, after = _after(game, view, seat, options, move, seed)
    if after is None:
        return None
    mine = before["colours"][seat]
    killed = sum(1 for sq, p in before["board"].items()
                 if not p.startswith(mine) and sq not in after["board"])
    pips = largest_group(after["board"], mine)[0]
    return Msg("advice-protozoa-colony", pips=pips, killed=killed)


def _icehouse_detail(game, view, seat, options, move, seed):
    if move != "score":
        return None
    _, after = _after(game, view, seat, options, move, seed)
    return None if after is None else Msg("advice-icehouse-scores", points=after["turn"]["points"])


def _genetess_detail(game, view, seat, options, move, seed):
    words = move.split()
    if len(words) != 3 or words[0] != "MOVE":
        return None
    col, row = ord(words[1][0]) - ord("A"), int(words[1][1:])
    for step in words[2].split("-"):
        dx, dy = _STEPS.get(step, (0, 0))
        col, row = col + dx, row + dy
    square = f"{chr(ord('A') + col)}{row}"
    piece = view.get("pieces", {}).get(square)
    if piece is None or piece.get("mine"):
        return None  # only what the seat sees is named
    return Msg("advice-genetess-takes", square=square, king="yes" if piece.get("king") else "no")


#: One game-specific clause of a hint's reason, from the seat's view (``None``: nothing to add).
DETAILS = {"dna-sequence": _dna_detail, "mitosis": _mitosis_detail,
           "protozoa": _protozoa_detail, "dna-icehouse": _icehouse_detail,
           "genetess": _genetess_detail}


def judged(game: Game, view: dict[str, Any], seat: int, options: dict[str, Any], seed: int,
           played: str) -> dict[str, float]:
    """Move → ``seat``'s win chance one step after it, for ``played`` and up to ``REVIEW_CAP``
    other moves the search would consider (``player.moves``; a seeded sample), each judged on
    the same ``player.samples`` determinizations of ``view`` (a move a determinization refuses
    is judged on the others)."""
    player = player_for(game)
    rng = random.Random(seed)
    view = _forget(game, view)
    states = [player.determinize(game, view, seat, options, rng) for _ in range(player.samples)]
    moves = [m for m in player.moves(game, states[0], seat) if m != played]
    moves = rng.sample(moves, min(REVIEW_CAP, len(moves))) + [played]
    values = {}
    for move in moves:
        rewards = []
        for state in states:
            try:
                after = game.apply(state, seat, move)[0]
            except IllegalMove:
                continue
            rewards.append((outcome(game, after) or player.evaluate(game, after))[seat])
        if rewards:
            values[move] = sum(rewards) / len(rewards)
    return values


def advise(game: Game, view: dict[str, Any], seat: int, options: dict[str, Any], seed: int,
           budget: Budget | None = None) -> dict[str, Any]:
    """The computer's suggestion for ``seat`` from its ``view``: ``{"move", "reason",
    "chance"}`` (``chance``: win chance 0–1 one step after the move).  ``budget`` overrides the
    normal level's time (tests pass ``Budget(iterations=...)`` to make it reproducible).
    Raises ``IllegalMove`` when the seat has nothing to play."""
    move = choose(game, view, seat, options, "normal", seed, budget)
    values = judged(game, view, seat, options, seed, move)
    mine = values.get(move)
    others = sorted(((v, m) for m, v in values.items() if m != move), reverse=True)
    why = reason(move, mine, others)
    detail = DETAILS[game.id](game, view, seat, options, move, seed) if game.id in DETAILS else None
    if detail and why.id != "advice-wins-at-once":
        why = Msg("advice-with-detail", detail=detail, why=why)
    return {"move": move, "reason": why, "chance": mine}


def _percent(chance: float) -> int:
    """A win chance (0–1) as whole percent, rounded as ``f"{chance:.0%}"`` rounds."""
    return int(f"{chance * 100:.0f}")


def reason(move: str, chance: float | None, others: list[tuple[float, str]]) -> Msg:
    """One line on why ``move``: its win chance against the best alternative's (a ``Msg``;
    chances as whole percent)."""
    if chance is None:
        return Msg("advice-search-choice")
    if chance >= 0.999:
        return Msg("advice-wins-at-once")
    if not others:
        return Msg("advice-only-move", chance=_percent(chance))
    best_other, alt = others[0]
    if chance >= best_other:
        return Msg("advice-best", chance=_percent(chance), other=_percent(best_other), alt=alt)
    return Msg("advice-deeper", chance=_percent(chance), other=_percent(best_other), alt=alt)


def label(game_id: str, drop: float) -> str | None:
    """``inaccuracy`` / ``mistake`` / ``blunder`` for a win-chance ``drop`` (0–1) in
    ``game_id`` (``THRESHOLDS``), or ``None`` below the first threshold."""
    found = None
    for name, threshold in zip(LABELS, THRESHOLDS.get(game_id, (0.05, 0.10, 0.20)), strict=True):
        if drop >= threshold - 1e-9:
            found = name
    return found


def review(game: Game, views: list[dict[str, Any]], moves: list[str | None], seat: int,
           options: dict[str, Any], seed: int, first: int = 0) -> dict[str, Any]:
    """``seat``'s review of a finished match from its own views.

    ``views[i]``: ``seat``'s view before ply ``i`` (``len(moves) + 1`` views: the last is
    after the final ply); ``moves[i]``: ``seat``'s move at ply ``i``, ``None`` for another
    seat's ply.  Returns ``{"graph": [chance after ply i ...] (0–1, one per ply, from
    ``seat``'s view), "plies": [{"ply", "move", "chance", "best", "best_chance", "drop",
    "label"}] for each of ``seat``'s plies}``.  ``ValueError`` when the lengths disagree.
    """
    if len(views) != len(moves) + 1:
        raise ValueError(f"review needs one view more than plies ({len(views)} views, "
                         f"{len(moves)} plies)")
    graph = [round(standing(game, views[i + 1], seat, options, seed + first + i), 4)
             for i in range(len(moves))]
    plies = []
    for i, move in enumerate(moves):
        if move is None:
            continue
        values = judged(game, views[i], seat, options, seed + first + i, move)
        if move not in values:
            continue  # no determinization of the view accepts it (never for a move played)
        best = max(values, key=lambda m: (values[m], m))
        played = values[move]
        drop = max(0.0, values[best] - played)
        plies.append({"ply": first + i, "move": move, "chance": round(played, 4), "best": best,
                      "best_chance": round(values[best], 4), "drop": round(drop, 4),
                      "label": label(game.id, drop)})
    return {"graph": graph, "plies": plies}
