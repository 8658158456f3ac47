"""Information-set Monte Carlo tree search over the ``Game`` contract.

Single-observer ISMCTS (SO-ISMCTS) of Cowling, Powley & Whitehouse, "Information Set
Monte Carlo Tree Search", IEEE Transactions on Computational Intelligence and AI in
Games 4(2), 2012 (first presented 2011): every iteration samples one *determinization*
(a full state consistent with what the searching seat sees), descends a single tree
whose nodes are move texts, choosing among the children that are legal in this
determinization by UCB1 with availability counts, expands one untried move, plays a
short random playout and scores the position with the game's evaluation.  Each node
keeps the reward of the seat that made the move into it, so 2–8 seats are handled
alike (the "max^n" backup of the paper's multi-player experiments).

The searcher is handed a seat's *view* only (never the true state, never another
seat's view); the per-game ``determinize`` builds states from it.  Multi-step turns
(DNA Icehouse: place, mutate, score, capture) are searched as steps, since each step
is one ``apply``.  Everything is deterministic given the ``random.Random`` passed in
and an iteration budget; a time budget reads an injected clock.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from games.ai.player import Player
from games.base import Game, IllegalMove, State

#: UCB1 exploration constant for rewards in [0, 1] (the paper's 0.7).
EXPLORATION = 0.7


@dataclass
class Budget:
    """How long one decision may search: ``iterations`` (deterministic, tests) and/or
    ``seconds`` of the injected ``clock`` (play).  The search stops at whichever comes
    first; at least one iteration always runs."""

    iterations: int | None = None
    seconds: float | None = None
    clock: Callable[[], float] = time.perf_counter

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a search budget needs iterations or seconds (or both)")


@dataclass
class _Node:
    """One move of the tree; ``mover`` made it, ``reward`` sums that seat's rewards."""

    mover: int
    visits: int = 0
    avail: int = 0
    reward: float = 0.0
    children: dict[str, "_Node"] = field(default_factory=dict)

    def ucb(self) -> float:
        return (self.reward / self.visits
                + EXPLORATION * math.sqrt(math.log(self.avail) / self.visits))


def mover_of(game: Game, state: State, seat: int) -> int | None:
    """The seat to act in ``state``: ``seat`` itself when it is among several simultaneous
    movers (secret set-up), else the first; ``None`` when the game is over."""
    movers = game.to_move(state)
    if not movers:
        return None
    return seat if seat in movers else movers[0]


def outcome(game: Game, state: State) -> list[float] | None:
    """Rewards per seat of a finished game (winners share 1), ``None`` while it runs."""
    result = game.result(state)
    if result is None:
        return None
    n = len(state["seats"])
    winners = result.get("winners") or []
    return [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]


def playout(game: Game, player: Player, state: State, plies: int,
            rng: random.Random) -> State:
    """Up to ``plies`` uniformly random legal steps from ``state`` (stops at the end)."""
    for _ in range(plies):
        mover = mover_of(game, state, -1)
        if mover is None:
            break
        try:
            move = game.random_move(state, mover, rng)
            state, _ = game.apply(state, mover, move)
        except IllegalMove:
            break
    return state


def ismcts(game: Game, player: Player, view: dict[str, Any], seat: int,
           options: dict[str, Any], budget: Budget, rng: random.Random,
           refused: frozenset[str] = frozenset()) -> str:
    """The move (text) SO-ISMCTS picks for ``seat`` from its ``view``.

    ``options`` are the match's parsed options (public); ``refused``: moves the rules
    already refused this turn (under fog a path may be blocked by a piece the seat could
    not see; it learns that from the refusal, as a person would).  Raises
    ``IllegalMove`` when the seat has no legal move in any determinization.
    """
    root = _Node(mover=seat)
    start = budget.clock()
    done = 0
    while True:
        _iterate(game, player, view, seat, options, root, rng, refused)
        done += 1
        if budget.iterations is not None and done >= budget.iterations:
            break
        if budget.seconds is not None and budget.clock() - start >= budget.seconds:
            break
    if not root.children:
        raise IllegalMove("no legal move to search")
    # The most visited move is the robust choice; ties go to the better mean, then the text.
    return max(root.children.items(),
               key=lambda kv: (kv[1].visits, kv[1].reward / max(kv[1].visits, 1), kv[0]))[0]


def _iterate(game: Game, player: Player, view: dict[str, Any], seat: int,
             options: dict[str, Any], root: _Node, rng: random.Random,
             refused: frozenset[str]) -> None:
    state = player.determinize(game, view, seat, options, rng)
    node = root
    path = [root]
    while True:
        mover = mover_of(game, state, seat)
        if mover is None:
            break
        moves = player.moves(game, state, mover)
        if node is root:
            moves = [m for m in moves if m not in refused]
        if not moves:
            break
        for move in moves:
            child = node.children.get(move)
            if child is not None:
                child.avail += 1
        untried = [m for m in moves if m not in node.children]
        if untried:
            move = rng.choice(untried)
            child = _Node(mover=mover, avail=1)
            state = _step(game, state, mover, move)
            if state is None:
                return  # a move this determinization refuses: sample afresh next time
            node.children[move] = child
            path.append(child)
            break
        move = max(moves, key=lambda m: (node.children[m].ucb(), m))
        nxt = _step(game, state, mover, move)
        if nxt is None:
            return
        state = nxt
        node = node.children[move]
        path.append(node)
    rewards = outcome(game, state)
    if rewards is None:
        state = playout(game, player, state, player.playout_plies, rng)
        rewards = outcome(game, state) or player.evaluate(game, state)
    for n in path[1:]:
        n.visits += 1
        n.reward += rewards[n.mover]
    root.visits += 1


def _step(game: Game, state: State, seat: int, move: str) -> State | None:
    try:
        return game.apply(state, seat, move)[0]
    except IllegalMove:
        return None


def greedy(game: Game, player: Player, view: dict[str, Any], seat: int,
           options: dict[str, Any], rng: random.Random, samples: int = 2,
           cap: int = 150, refused: frozenset[str] = frozenset()) -> str:
    """One-ply greedy choice: the step whose result the evaluation likes best for ``seat``,
    averaged over ``samples`` determinizations, plus Gaussian noise (``player.noise``,
    in reward units) so that the easy level is beatable and varied.

    At most ``cap`` candidate moves (a random sample) are scored.  Raises
    ``IllegalMove`` when the seat has no legal move.  ``refused`` as for ``ismcts``.
    """
    states = [player.determinize(game, view, seat, options, rng) for _ in range(samples)]
    moves = [m for m in player.moves(game, states[0], seat) if m not in refused]
    if not moves:
        raise IllegalMove("no legal move")
    if len(moves) > cap:
        moves = rng.sample(moves, cap)
    best, best_value = moves[0], -math.inf
    for move in moves:
        total = 0.0
        for state in states:
            after = _step(game, state, seat, move)
            if after is None:
                continue
            total += (outcome(game, after) or player.evaluate(game, after))[seat]
        value = total / len(states) + rng.gauss(0.0, player.noise)
        if value > best_value:
            best, best_value = move, value
    return best
