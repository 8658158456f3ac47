"""What the searcher needs to know about one game: a ``Player`` per engine.

A game module in ``games.ai`` (one per engine id) subclasses ``Player`` with the
two game-specific parts of information-set search: ``determinize`` (a full state
consistent with a seat's view, hidden parts sampled) and ``evaluate`` (a cut-off
playout's score per seat).  Both read only what they are given.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from games.base import Game, IllegalMove, State


class Player:
    """Per-game search knowledge.  ``playout_plies``: steps of ``playout`` (random ones unless
    the game knows better) after the tree before the evaluation cuts the playout short
    (long games need short playouts);
    ``noise``: how much the easy level's greedy choice wavers; ``samples``: how many
    determinizations the one-ply evaluation (easy, and the root of the search) averages
    over (more where much is hidden); ``max_samples``: how many a time budget may draw
    while ``PRIOR_SHARE`` of it lasts (more where much is hidden, fewer than fill the
    longer level's budget so that its tree gets time too); ``prior_visits``: how many visits a root
    move's one-ply evaluation is worth in the search (progressive bias: more where the
    evaluation is sharper than the playouts); ``expand_all``: whether every node below the
    root starts so too (where iterations are too few to try replies at random); ``paired``:
    whether a leaf's rewards are taken relative to its root move's one-ply rewards on the
    same determinization (where what is hidden swings the evaluation more than the moves
    do, a tree fed one determinization per iteration otherwise compares noise);
    ``depths``: per ISMCTS level, plies below the root after which an iteration stops
    descending and evaluates (a level absent: no limit; where leaves are judged by the
    evaluation alone, a cap keeps every leaf after the same seat's move, so that moves
    searched deeper are not judged at a different parity from the rest);
    ``leaves_after_replies``: with ``expand_all``, whether an iteration that expands the
    searching seat's move goes on to expand the other seats' replies, so that every leaf
    is judged where the searching seat is to move (with ``depths`` of 2, 4, …: no leaf
    after its own move);
    ``leaves_only_after_replies``: with ``leaves_after_replies``, whether an iteration also
    goes on through the rest of the searching seat's own turn where a turn is several steps
    (DNA Icehouse: place, mutate, score, capture), so that no leaf is judged before the reply
    (otherwise a step of one's own turn that leaves the seat to move is a leaf, and moves
    searched deep enough to meet the reply are judged after it while the rest are not);
    ``playout_to_own_turn``: whether a playout goes on with random steps (at most
    ``playout_plies`` more) until the searching seat is to move, so that leaves at every depth
    of the tree are judged at the same point of the round (where the evaluation swings with
    the side to move, leaves of mixed parity bias the moves whose subtrees grew deeper);
    ``root_cap``: at most this many root moves (a random sample) the search's one-ply
    evaluation judges (``None``: every one; a time budget still stops it while
    ``PRIOR_SHARE`` lasts, so a longer budget judges more of them);
    ``pick_by_search``: whether the final pick counts only the search's own visits and
    rewards, not the one-ply evaluation's ``prior_visits`` (where iterations are about as
    few as the root's moves, the prior outweighed what one look at the replies found, and
    four times the iterations changed no pick);
    ``exploration``: UCB1's constant (smaller where the evaluation's rewards differ between
    moves by far less than the 0–1 of won and lost playouts the paper's 0.7 is made for)."""

    playout_plies: int = 4
    #: UCB1 exploration constant for rewards in [0, 1] (the paper's 0.7).
    exploration: float = 0.7
    samples: int = 2
    max_samples: int = 2
    prior_visits: int = 3
    expand_all: bool = False
    depths: dict[str, int] = {}
    leaves_after_replies: bool = False
    leaves_only_after_replies: bool = False
    playout_to_own_turn: bool = False
    paired: bool = False
    #: Standard deviation of the easy level's noise, in reward units.
    noise: float = 0.05
    #: The search's root moves; the easy level's greedy choice keeps ``search.ROOT_CAP``.
    root_cap: int | None = 150
    pick_by_search: bool = False
    #: Determinizations that must meet the same finished game right after a move before the
    #: solver (``search.ismcts``'s ``solve``) counts the move's end as proven (1 where nothing
    #: is hidden; more where what is hidden may decide it).
    proof_samples: int = 3
    #: Implicit minimax (hard, two seats): share of a node's minimax value of the evaluations
    #: below it that selection mixes into its mean reward (0: off; off in every game so far:
    #: Protozoa's hard with 0.5 scored 0.5/8 against baseline on deals where 0 scored 5.5/8).
    minimax_weight: float = 0.0
    #: Whether ``determinize`` weighs its guesses of hidden things by what the opponents' own
    #: moves, as the seat saw them, tell about them (inference; ``games.ai.INFERS`` levels
    #: only: ``without_inference`` for the others).  Games with nothing to infer ignore it.
    infers: bool = True

    def determinize(self, game: Game, view: dict[str, Any], seat: int,
                    options: dict[str, Any], rng: random.Random) -> State:
        """A full state of ``game`` that ``seat`` cannot tell from the truth: everything its
        ``view`` shows is as shown, what it cannot see is drawn from ``rng``.

        ``options`` are the match's parsed options (public).  The result is a fresh
        state (the caller may play on it).
        """
        raise NotImplementedError

    def evaluate(self, game: Game, state: State) -> list[float]:
        """Heuristic value in [0, 1] per seat of a running game (1: as good as won)."""
        raise NotImplementedError

    def playout(self, game: Game, state: State, rng: random.Random) -> State:
        """The state after up to ``playout_plies`` uniformly random legal steps from ``state``
        (fewer when the game ends or a step is refused); the search then evaluates it."""
        for _ in range(self.playout_plies):
            movers = game.to_move(state)
            if not movers:
                break
            try:
                state, _ = game.apply(state, movers[0], game.random_move(state, movers[0], rng))
            except IllegalMove:
                break
        return state

    def for_level(self, level: str) -> Player:
        """The player ``level`` searches with: this one (default), or, in a game whose levels
        differ in what they know and not only in their budgets, another (DNA sequence: only
        hard plays the end exactly)."""
        return self

    def proofs_needed(self, view: dict[str, Any], options: dict[str, Any]) -> int:
        """Determinizations that must meet the same finished game right after a move before
        the solver counts it proven, for a decision on ``view`` under ``options``: 1 where
        the view leaves nothing hidden that could decide an end, else ``proof_samples``."""
        return self.proof_samples

    def without_inference(self) -> Player:
        """This player with ``infers`` off: it guesses hidden things from the view's present
        alone, as the levels before inference did."""
        if not self.infers:
            return self
        blind = copy.copy(self)
        blind.infers = False
        return blind

    def sharpened(self) -> Player:
        """This player with what the game's player learnt after the ``baseline`` level was
        frozen (``games.ai.SHARPENED`` levels only; default: the same player, where it learnt
        nothing since)."""
        return self

    def engine(self, game: Game) -> Game:
        """The engine the search plays ``game``'s moves on: ``game`` itself (default), or one
        with the same rules and results that is quicker where the search spends its time."""
        return game

    def root_moves(self, game: Game, view: dict[str, Any], state: State, seat: int,
                   moves: list[str]) -> list[str]:
        """The ``moves`` (of ``seat`` in ``state``, a determinization of ``view``) a decision
        weighs at its root (default: all of them)."""
        return moves

    def forget(self, view: dict[str, Any]) -> dict[str, Any]:
        """``view`` without what the seat remembers from earlier turns (for the levels that play
        on the present only: ``games.ai.REMEMBERS``); default: a view holds no memory."""
        return view

    def moves(self, game: Game, state: State, seat: int) -> list[str]:
        """The moves the search considers for ``seat`` (default: every legal move)."""
        return game.legal_moves(state, seat)


def seat_index(view: dict[str, Any], name: str | None) -> int | None:
    """The seat number of a player's name in a view (``None`` for ``None``)."""
    return None if name is None else view["seats"].index(name)


def share(values: list[float], alive: list[bool] | None = None) -> list[float]:
    """Scores → rewards in [0, 1]: each seat's margin over the best other seat, squashed
    by a logistic so that leading is worth more than 0.5 and trailing less.  ``values``
    are in "one unit is a clear advantage" scale; seats not ``alive`` get 0."""
    import math

    n = len(values)
    out = []
    for s in range(n):
        if alive is not None and not alive[s]:
            out.append(0.0)
            continue
        others = [values[o] for o in range(n) if o != s and (alive is None or alive[o])]
        margin = values[s] - (max(others) if others else 0.0)
        out.append(1.0 / (1.0 + math.exp(-margin)))
    return out
