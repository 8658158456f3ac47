"""Information-set Monte Carlo tree search over the ``Game`` contract.

Single-observer ISMCTS (SO-ISMCTS) of Cowling, Powley & Whitehouse, "Information Set
Monte Carlo Tree Search", IEEE Transactions on Computational Intelligence and AI in
Games 4(2), 2012 (first presented 2011): every iteration samples one *determinization*
(a full state consistent with what the searching seat sees), descends a single tree
whose nodes are move texts, choosing among the children that are legal in this
determinization by UCB1 with availability counts, expands one untried move (or, with
``player.expand_all``, judges all of them at once and goes on to the best by UCB1), plays
a short playout (``player.playout``: random steps unless the game knows better) and scores
the position with the game's evaluation; with a ``depth`` an iteration descends no more than
that many plies, and with ``player.leaves_after_replies`` (and ``expand_all``) it goes on
expanding through the other seats' replies, so that every leaf is judged where the
searching seat is to move again (a depth of 2 or 4 with two seats: all leaves after a
reply).  Each node keeps the reward of the seat that made the move into it, so 2–8 seats
are handled alike (the "max^n" backup of the paper's multi-player experiments).

The root's moves start with a one-ply evaluation worth ``player.prior_visits`` visits
(progressive bias after Chaslot et al., "Progressive strategies for Monte-Carlo tree
search", New Mathematics and Natural Computation 4(3), 2008): when the budget buys
fewer iterations than there are moves (Genetess, DNA Icehouse), the search is still at
least the greedy player, and the iterations it has refine the best few moves (with
``expand_all`` every node's moves start so, and the replies searched first are the ones
the evaluation expects, not random ones); where much is hidden the one-ply evaluation
itself averages over more determinizations while ``PRIOR_SHARE`` of a time budget
lasts.  With ``player.paired`` a leaf's rewards are corrected by a control variate (the
root move's one-ply rewards on the iteration's determinization against their mean; after
Veness, Lanctot & Bowling, "Variance Reduction in Monte-Carlo Tree Search", NIPS 2011), so
that where the hidden part swings the evaluation (Genetess' King) the tree compares what
deeper plies change rather than which determinization each iteration drew.  A time
budget is a deadline: the search stops before a step it expects to overrun (the slowest
step so far), so a decision stays within its budget.

The searcher is handed a seat's *view* only (never the true state, never another
seat's view); the per-game ``determinize`` builds states from it.  Multi-step turns
(DNA Icehouse: place, mutate, score, capture) are searched as steps, since each step
is one ``apply``.  Everything is deterministic given the ``random.Random`` passed in
and an iteration budget; a time budget reads an injected clock.
"""

from __future__ import annotations

import itertools
import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from games.ai.player import Player
from games.base import Game, IllegalMove, State

#: At most this many moves (a random sample) the easy level's greedy choice judges; the
#: search's root takes ``player.root_cap``.
ROOT_CAP = Player.root_cap
#: Share of a time budget the root's one-ply evaluation may take.
PRIOR_SHARE = 0.8
#: Share of a time budget the search plans to fill: the rest absorbs building the view,
#: the final pick and a busy machine's pauses.
SAFETY = 0.95


@dataclass
class Budget:
    """How long one decision may search: ``iterations`` (deterministic, tests) and/or
    ``seconds`` of the injected ``clock`` (play).  The search stops at whichever comes
    first; at least one root move is always judged, so there is always a pick."""

    iterations: int | None = None
    seconds: float | None = None
    clock: Callable[[], float] = time.perf_counter

    def __post_init__(self) -> None:
        if self.iterations is None and self.seconds is None:
            raise ValueError("a search budget needs iterations or seconds (or both)")

    def less(self, spent: float) -> "Budget":
        """The same budget with ``spent`` seconds already used (a second pick in one turn)."""
        seconds = None if self.seconds is None else max(0.0, self.seconds - spent)
        return Budget(self.iterations, seconds, self.clock)


class _Deadline:
    """A ``Budget`` being spent: ``fits(share)`` says whether one more step of the kind
    timed so far (the slowest one) still ends within ``share`` of the seconds."""

    def __init__(self, budget: Budget) -> None:
        self.budget = budget
        self.start = budget.clock()
        self.slowest = 0.0
        self.steps = 0
        self._mark = self.start

    def fits(self, share: float = 1.0) -> bool:
        now = self.budget.clock()
        self.slowest = max(self.slowest, now - self._mark)
        self.steps += 1
        self._mark = now
        if self.budget.seconds is None:
            return True
        return now - self.start + self.slowest < self.budget.seconds * share

    def expired(self, share: float = 1.0) -> bool:
        """Whether ``share`` of the seconds is spent (never, for an iteration budget)."""
        return self.budget.seconds is not None and \
            self.budget.clock() - self.start >= self.budget.seconds * share


@dataclass
class _Node:
    """One move of the tree; ``mover`` made it, ``reward`` sums that seat's rewards."""

    mover: int
    visits: int = 0
    avail: int = 0
    reward: float = 0.0
    children: dict[str, "_Node"] = field(default_factory=dict)

    def ucb(self, exploration: float) -> float:
        """UCB1 with availability counts: mean reward plus ``exploration`` × the usual bonus."""
        return (self.reward / self.visits
                + exploration * math.sqrt(math.log(self.avail) / self.visits))


def mover_of(game: Game, state: State, seat: int) -> int | None:
    """The seat to act in ``state``: ``seat`` itself when it is among several simultaneous
    movers (secret set-up), else the first; ``None`` when the game is over."""
    movers = game.to_move(state)
    if not movers:
        return None
    return seat if seat in movers else movers[0]


def outcome(game: Game, state: State) -> list[float] | None:
    """Rewards per seat of a finished game (winners share 1; a draw, no winner, shares it
    among all seats), ``None`` while it runs."""
    result = game.result(state)
    if result is None:
        return None
    n = len(state["seats"])
    winners = result.get("winners") or range(n)
    return [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]


def ismcts(game: Game, player: Player, view: dict[str, Any], seat: int,
           options: dict[str, Any], budget: Budget, rng: random.Random,
           refused: frozenset[str] = frozenset(), depth: int | None = None) -> str:
    """The move (text) SO-ISMCTS picks for ``seat`` from its ``view``.

    ``options`` are the match's parsed options (public); ``refused``: moves the rules
    already refused this turn (under fog a path may be blocked by a piece the seat could
    not see; it learns that from the refusal, as a person would); ``depth``: plies below
    the root an iteration may descend (``None``: no limit; a level's is
    ``player.depths[level]``).  Raises
    ``IllegalMove`` when the seat has no legal move in any determinization.
    """
    deadline = _Deadline(budget)
    root = _Node(mover=seat)
    values = one_ply(game, player, view, seat, options, rng, refused, deadline,
                     player.samples, player.root_cap)
    prior = player.prior_visits
    for move, value in values.items():
        root.children[move] = _Node(mover=seat, visits=prior, avail=prior,
                                    reward=prior * value[seat])
    if player.expand_all:
        # An iteration then judges a node's moves at once, about as many steps as the root's
        # one-ply evaluation took per move: expect that before the first one overruns.
        spent = budget.clock() - deadline.start
        deadline.slowest = max(deadline.slowest, spent / max(deadline.steps, 1) * len(values))
    done = 0
    while deadline.fits(SAFETY):
        _iterate(game, player, view, seat, options, root, values, rng, depth, deadline)
        done += 1
        if budget.iterations is not None and done >= budget.iterations:
            break
    return _pick(root, values, seat, prior if player.pick_by_search else 0)


def _pick(root: _Node, values: dict[str, list[float]], seat: int, prior: int) -> str:
    """The root move to play: the most visited (the robust choice), ties to the better mean,
    then the text.  ``prior``: pseudo-visits of the one-ply evaluation left out of both,
    so that a move is judged on what the search found below it (after the replies) rather
    than on the one-ply value it started from; a move the search never reached keeps its
    one-ply value, below every searched one."""
    def key(item: tuple[str, _Node]) -> tuple[int, float, str]:
        move, node = item
        visits = node.visits - prior
        if visits <= 0:
            return 0, values[move][seat], move
        reward = node.reward - prior * values[move][seat]
        return visits, reward / visits, move
    return max(root.children.items(), key=key)[0]


def _iterate(game: Game, player: Player, view: dict[str, Any], seat: int,
             options: dict[str, Any], root: _Node, values: dict[str, list[float]],
             rng: random.Random, depth: int | None, deadline: _Deadline | None = None) -> None:
    """One SO-ISMCTS iteration from ``root``, at most ``depth`` plies deep (``None``: no
    limit); ``values``: the root's one-ply mean rewards per move and seat (``one_ply``),
    the baseline of ``player.paired`` leaves; an iteration that judges a node's moves at
    once (``expand_all``) is abandoned, nothing backed up, once ``SAFETY`` of the
    ``deadline`` is spent (its cost is not known beforehand: DNA Icehouse's goes through a
    whole reply of some 200 placements even from a root of two moves)."""
    state = player.determinize(game, view, seat, options, rng)
    node = root
    path = [root]
    offset = None
    while depth is None or len(path) <= depth:
        mover = mover_of(game, state, seat)
        if mover is None:
            break
        moves = player.moves(game, state, mover)
        if node is root:
            # The root searches the moves its one-ply evaluation scored (refused ones left out).
            moves = [m for m in moves if m in root.children]
        if not moves:
            break
        for move in moves:
            child = node.children.get(move)
            if child is not None:
                child.avail += 1
        untried = [m for m in moves if m not in node.children]
        if untried and not player.expand_all:
            move = rng.choice(untried)
            child = _Node(mover=mover, avail=1)
            stepped = _step(game, state, mover, move)
            if stepped is None:
                return  # a move this determinization refuses: sample afresh next time
            state = stepped
            node.children[move] = child
            path.append(child)
            break
        fresh = {}
        for move in untried:
            if deadline is not None and deadline.expired(SAFETY):
                return
            # Progressive bias below the root too: every new child starts from its one-step
            # value in this determinization, so the mover's likely reply is searched first.
            after = _step(game, state, mover, move)
            if after is not None:
                fresh[move] = after
                value = (outcome(game, after) or player.evaluate(game, after))[mover] \
                    + (offset[mover] if offset else 0.0)
                node.children[move] = _Node(mover=mover, visits=player.prior_visits,
                                            avail=player.prior_visits,
                                            reward=player.prior_visits * value)
        moves = [m for m in moves if m in node.children]
        if not moves:
            return
        move = max(moves, key=lambda m: (node.children[m].ucb(player.exploration), m))
        if move in fresh:
            state = fresh[move]
            path.append(node.children[move])
            next_mover = mover_of(game, state, seat)
            # With ``leaves_only_after_replies`` a step of one's own turn that leaves the
            # seat to move is no leaf: only the end of another seat's reply is.
            if not player.leaves_after_replies or next_mover is None or \
                    next_mover == seat and (mover != seat or not player.leaves_only_after_replies):
                break
            # The evaluation cannot see the reply that answers a move: judge after it.
            node = node.children[move]
            continue
        nxt = _step(game, state, mover, move)
        if nxt is None:
            return
        if node is root and player.paired:
            # Control variate: this determinization's one-ply rewards of the root move
            # against their mean over the root's determinizations.
            here = outcome(game, nxt) or player.evaluate(game, nxt)
            offset = [mean - r for mean, r in zip(values[move], here)]
        state = nxt
        node = node.children[move]
        path.append(node)
    rewards = outcome(game, state)
    if rewards is None:
        state = player.playout(game, state, rng)
        if player.playout_to_own_turn:
            state = _random_steps_to(game, state, seat, rng, player.playout_plies)
        rewards = outcome(game, state) or player.evaluate(game, state)
    if offset is not None:
        # What a deeper look changes on this determinization, not where it put the hidden
        # pieces: moves searched on different determinizations compare as if on the same.
        rewards = [r + d for r, d in zip(rewards, offset)]
    for n in path[1:]:
        n.visits += 1
        n.reward += rewards[n.mover]
    root.visits += 1


def _random_steps_to(game: Game, state: State, seat: int, rng: random.Random,
                     limit: int) -> State:
    """``state`` after uniformly random legal steps (at most ``limit``) until ``seat`` is to
    move or the game is over (a refused step stops early): a leaf judged at the same point
    of the round as every other, whatever its depth in the tree."""
    for _ in range(limit):
        mover = mover_of(game, state, seat)
        if mover is None or mover == seat:
            break
        nxt = _step(game, state, mover, game.random_move(state, mover, rng))
        if nxt is None:
            break
        state = nxt
    return state


def _step(game: Game, state: State, seat: int, move: str) -> State | None:
    try:
        return game.apply(state, seat, move)[0]
    except IllegalMove:
        return None


def one_ply(game: Game, player: Player, view: dict[str, Any], seat: int,
            options: dict[str, Any], rng: random.Random, refused: frozenset[str],
            deadline: _Deadline | None, samples: int,
            cap: int | None) -> dict[str, list[float]]:
    """Move → mean rewards per seat one step later (a finished game's outcome, else the
    evaluation) over ``samples`` determinizations, for at most ``cap`` legal moves (a
    random sample, in random order; ``None``: all of them).  With a ``deadline``, moves are scored while
    ``PRIOR_SHARE`` of it lasts (at least one).  Raises ``IllegalMove`` when the seat
    has no legal move."""
    first = player.determinize(game, view, seat, options, rng)
    moves = [m for m in player.moves(game, first, seat) if m not in refused]
    if not moves:
        raise IllegalMove("no legal move")
    moves = rng.sample(moves, len(moves) if cap is None else min(cap, len(moves)))
    timed = deadline is not None and deadline.budget.seconds is not None
    states = itertools.chain([first], (player.determinize(game, view, seat, options, rng)
                                       for _ in range((player.max_samples if timed else samples) - 1)))
    rewards: dict[str, list[list[float] | None]] = {}
    # Breadth first: every move on one determinization before the next one, so that a
    # deadline leaves many moves judged once rather than a few judged often; a time
    # budget goes on drawing determinizations (up to ``player.max_samples``) while it lasts.
    for state, move in ((state, move) for state in states for move in moves):
        if rewards and deadline is not None and not deadline.fits(PRIOR_SHARE):
            break
        after = _step(game, state, seat, move)  # None: this determinization refuses it
        rewards.setdefault(move, []).append(
            None if after is None else outcome(game, after) or player.evaluate(game, after))
    # Moves are compared on the same determinizations: those every judged move had.
    shared = min(map(len, rewards.values()), default=0)
    values = {}
    for move, judged in rewards.items():
        found = [r for r in judged[:shared] if r is not None]
        if found:
            values[move] = [sum(seat_rewards) / len(found) for seat_rewards in zip(*found)]
    if not values:
        raise IllegalMove("no legal move")
    return values


def greedy(game: Game, player: Player, view: dict[str, Any], seat: int,
           options: dict[str, Any], rng: random.Random, cap: int | None = ROOT_CAP,
           refused: frozenset[str] = frozenset()) -> str:
    """One-ply greedy choice: the step whose result the evaluation likes best for ``seat``
    (``one_ply``), plus Gaussian noise (``player.noise``, in reward units) so that the
    easy level is beatable and varied.  Raises ``IllegalMove`` when the seat has no
    legal move.  ``refused`` as for ``ismcts``.
    """
    values = one_ply(game, player, view, seat, options, rng, refused, None, player.samples, cap)
    return max(values, key=lambda m: values[m][seat] + rng.gauss(0.0, player.noise))
