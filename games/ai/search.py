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

    def less(self, spent: float) -> Budget:
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
    children: dict[str, _Node] = field(default_factory=dict)
    #: MCTS-Solver (two seats): ``end`` the mover's reward (1 won, 0 lost) of the finished game
    #: every determinization so far met right after this move, ``ends`` how many did, ``open``
    #: whether one did not end there (or ended otherwise: never proven then); ``proven`` the
    #: mover's proven reward, ``length`` plies from before this move to the proven end.
    end: float | None = None
    ends: int = 0
    open: bool = False
    proven: float | None = None
    length: int = 0
    #: Implicit minimax (``Player.minimax_weight``): the mover's reward by minimax over the
    #: evaluations of the tree's frontier below this move (``None``: no evaluation yet).
    mm: float | None = None

    def saw(self, reward: float | None, need: int) -> None:
        """Note what one determinization met right after this move: ``reward`` the mover's of
        a finished game (``None``: the game goes on).  Proven once ``need`` determinizations
        met the same win or loss and none met anything else (hidden information may decide
        whether a move ends the game: one meeting is a proof only where nothing is hidden)."""
        if reward is None or reward not in (0.0, 1.0) or \
                (self.end is not None and self.end != reward):
            if self.end is not None:
                self.proven = None  # a move proven to end the game did not, here
            self.open = True
            return
        self.end = reward
        self.ends += 1
        if not self.open and self.ends >= need:
            self.proven, self.length = reward, 1

    def ucb(self, exploration: float, weight: float = 0.0) -> float:
        """UCB1 with availability counts: mean reward plus ``exploration`` × the usual bonus;
        with ``weight`` (implicit minimax) the mean is mixed with ``mm``:
        (1 − weight) × mean + weight × mm."""
        mean = self.reward / self.visits
        if weight and self.mm is not None:
            mean = (1.0 - weight) * mean + weight * self.mm
        return mean + exploration * math.sqrt(math.log(self.avail) / self.visits)

    def back_up_minimax(self) -> None:
        """``mm`` from the children's: the best child for the seat that chooses among them,
        as this move's mover sees it (two seats; a proven node keeps its proof)."""
        if self.proven is not None:
            self.mm = self.proven
            return
        best = None
        for child in self.children.values():
            if child.mm is not None:
                value = child.mm if child.mover == self.mover else 1.0 - child.mm
                # The chooser maximises its own reward: as seen by this node's mover, the
                # best the chooser can do for itself.
                own = child.mm
                if best is None or own > best[0]:
                    best = (own, value)
        if best is not None:
            self.mm = best[1]


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


def ismcts(game: Game, player: Player, view: dict[str, Any], seat: int,  # noqa: PLR0913 (the search's knobs, all keywords)
           options: dict[str, Any], budget: Budget, rng: random.Random,
           refused: frozenset[str] = frozenset(), depth: int | None = None,
           solve: bool = False) -> str:
    """The move (text) SO-ISMCTS picks for ``seat`` from its ``view``.

    ``options`` are the match's parsed options (public); ``refused``: moves the rules
    already refused this turn (under fog a path may be blocked by a piece the seat could
    not see; it learns that from the refusal, as a person would); ``depth``: plies below
    the root an iteration may descend (``None``: no limit; a level's is
    ``player.depths[level]``); ``solve``: back up proven wins and losses (MCTS-Solver,
    Winands, Björnsson & Saito, "Monte-Carlo Tree Search Solver", Computers and Games 2008;
    two seats only): a move after which the mover has a move proven to win is proven lost
    for the seat that made it, one after which every reply is proven lost is proven won; the
    pick then plays a proven win by its shortest proof (a won ending is played out to the
    win, not shuffled) and a proven loss only when every move is one, by its longest proof
    (ties to the better mean reward).
    A move's end counts as proven once ``player.proofs_needed`` determinizations met it.
    With ``solve`` the selection also mixes ``player.minimax_weight`` of each node's minimax
    value of the evaluations below it into its mean (implicit minimax, Lanctot, Winands,
    Pepels & Sturtevant, "Monte Carlo Tree Search with Heuristic Evaluations using Implicit
    Minimax Backups", IEEE CIG 2014).
    The moves are played on ``player.engine(game)``.
    Raises ``IllegalMove`` when the seat has no legal move in any determinization.
    """
    game = player.engine(game)
    deadline = _Deadline(budget)
    root = _Node(mover=seat)
    values = one_ply(game, player, view, seat, options, rng, refused, deadline,
                     player.samples, player.root_cap)
    prior = player.prior_visits
    for move, value in values.items():
        root.children[move] = _Node(mover=seat, visits=prior, avail=prior,
                                    reward=prior * value[seat], mm=value[seat])
    if player.expand_all:
        # An iteration then judges a node's moves at once, about as many steps as the root's
        # one-ply evaluation took per move: expect that before the first one overruns.
        spent = budget.clock() - deadline.start
        deadline.slowest = max(deadline.slowest, spent / max(deadline.steps, 1) * len(values))
    solve = solve and len(view["seats"]) == 2
    done = 0
    while deadline.fits(SAFETY):
        _iterate(game, player, view, seat, options, root, values, rng, depth, deadline, solve,
                 solve)
        done += 1
        if budget.iterations is not None and done >= budget.iterations:
            break
        if solve and (any(c.proven == 1.0 for c in root.children.values())
                      or all(c.proven == 0.0 for c in root.children.values())):
            break  # a proven win, or a proven loss whatever is played, needs no more search
    if solve:
        won = [(c.length, m) for m, c in root.children.items() if c.proven == 1.0]
        if won:
            return min(won)[1]
        alive = {m: c for m, c in root.children.items() if c.proven != 0.0}
        if not alive:
            # Every move loses against best play: the one that holds out longest, so the
            # opponent must still find the win; among those the one the search values most,
            # not whichever sorts last (a pass that only waits for the end).
            return max((c.length, c.reward / max(c.visits, 1), m)
                       for m, c in root.children.items())[2]
        pick_root = _Node(mover=seat, children=alive)
        return _pick(pick_root, values, seat, prior if player.pick_by_search else 0)
    return _pick(root, values, seat, prior if player.pick_by_search else 0)


def _solved(node: _Node, moves: list[str], mover: int) -> _Node | None:
    """MCTS-Solver's rule at ``node`` (not the root) where ``mover`` chooses among ``moves``:
    a child proven won for ``mover`` proves ``node`` lost for the seat that made it (won when
    that is ``mover``); every move with a child proven lost for ``mover`` proves the reverse.
    Sets ``node.proven``/``length`` and returns it, or ``None`` when nothing is proven."""
    kids = [node.children.get(m) for m in moves]
    won = [c.length for c in kids if c is not None and c.proven == 1.0]
    if won:
        node.proven = 1.0 if node.mover == mover else 0.0
        node.length = 1 + min(won)
        return node
    if kids and all(c is not None and c.proven == 0.0 for c in kids):
        node.proven = 0.0 if node.mover == mover else 1.0
        node.length = 1 + max(c.length for c in kids if c is not None)
        return node
    return None


def _proven_rewards(node: _Node) -> list[float]:
    """Two seats' rewards of ``node``'s proven end."""
    rewards = [0.0, 0.0]
    rewards[node.mover] = node.proven or 0.0
    rewards[1 - node.mover] = 1.0 - rewards[node.mover]
    return rewards


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


def _iterate(game: Game, player: Player, view: dict[str, Any], seat: int,  # noqa: PLR0912, PLR0913, PLR0915 (one iteration: select, expand, simulate, back up)
             options: dict[str, Any], root: _Node, values: dict[str, list[float]],
             rng: random.Random, depth: int | None, deadline: _Deadline | None = None,
             solve: bool = False, minimax: bool = False) -> None:
    """One SO-ISMCTS iteration from ``root``, at most ``depth`` plies deep (``None``: no
    limit); ``values``: the root's one-ply mean rewards per move and seat (``one_ply``),
    the baseline of ``player.paired`` leaves; an iteration that judges a node's moves at
    once (``expand_all``) is abandoned, nothing backed up, once ``SAFETY`` of the
    ``deadline`` is spent (its cost is not known beforehand: DNA Icehouse's goes through a
    whole reply of some 200 placements even from a root of two moves).  ``solve``: MCTS-Solver
    (``ismcts``): a proven node ends the iteration with its proven rewards; ``minimax``:
    selection mixes in ``player.minimax_weight`` of the nodes' minimax values, backed up
    after the rewards."""
    state = player.determinize(game, view, seat, options, rng)
    node = root
    path = [root]
    offset = None
    proven = None
    need = player.proofs_needed(view, options)
    weight = player.minimax_weight if minimax else 0.0

    def saw(child: _Node, after: State) -> None:
        if solve:
            ended = outcome(game, after)
            child.saw(None if ended is None else ended[child.mover], need)

    while depth is None or len(path) <= depth:
        if solve and node is not root and node.proven is not None:
            proven = _proven_rewards(node)
            break
        mover = mover_of(game, state, seat)
        if mover is None:
            break
        moves = player.moves(game, state, mover)
        if node is root:
            # The root searches the moves its one-ply evaluation scored (refused ones left out).
            moves = [m for m in moves if m in root.children]
        if not moves:
            break
        if solve and node is not root and _solved(node, moves, mover) is not None:
            proven = _proven_rewards(node)
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
            saw(child, stepped)
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
                                            reward=player.prior_visits * value, mm=value)
                saw(node.children[move], after)
        moves = [m for m in moves if m in node.children]
        if not moves:
            return
        if solve:
            won = [m for m in moves if node.children[m].proven == 1.0]
            if won and node is not root:
                _solved(node, moves, mover)
                proven = _proven_rewards(node)
                break
            # A move proven lost is searched no more while another is not.
            moves = won or [m for m in moves if node.children[m].proven != 0.0] or moves
        move = max(moves, key=lambda m: (node.children[m].ucb(player.exploration, weight), m))
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
        saw(node.children[move], nxt)
        if node is root and player.paired:
            # Control variate: this determinization's one-ply rewards of the root move
            # against their mean over the root's determinizations.
            here = outcome(game, nxt) or player.evaluate(game, nxt)
            offset = [mean - r for mean, r in zip(values[move], here, strict=True)]
        state = nxt
        node = node.children[move]
        path.append(node)
    rewards = proven or outcome(game, state)
    if rewards is None:
        state = player.playout(game, state, rng)
        if player.playout_to_own_turn:
            state = _random_steps_to(game, state, seat, rng, player.playout_plies)
        rewards = outcome(game, state) or player.evaluate(game, state)
    if offset is not None and proven is None:
        # What a deeper look changes on this determinization, not where it put the hidden
        # pieces: moves searched on different determinizations compare as if on the same.
        rewards = [r + d for r, d in zip(rewards, offset, strict=True)]
    for n in path[1:]:
        n.visits += 1
        n.reward += rewards[n.mover]
    root.visits += 1
    if weight:
        for n in reversed(path[1:]):
            n.back_up_minimax()


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


def one_ply(game: Game, player: Player, view: dict[str, Any], seat: int,  # noqa: PLR0913 (the search's knobs)
            options: dict[str, Any], rng: random.Random, refused: frozenset[str],
            deadline: _Deadline | None, samples: int,
            cap: int | None) -> dict[str, list[float]]:
    """Move → mean rewards per seat one step later (a finished game's outcome, else the
    evaluation) over ``samples`` determinizations, for at most ``cap`` legal moves (a
    random sample, in random order; ``None``: all of them).  With a ``deadline``, moves are scored while
    ``PRIOR_SHARE`` of it lasts (at least one).  Raises ``IllegalMove`` when the seat
    has no legal move."""
    first = player.determinize(game, view, seat, options, rng)
    moves = player.root_moves(game, view, first, seat,
                              [m for m in player.moves(game, first, seat) if m not in refused])
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
            values[move] = [sum(seat_rewards) / len(found) for seat_rewards in zip(*found, strict=True)]
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
