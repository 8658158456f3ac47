"""Mitosis for the searcher: rebuild the state from a seat's view; guess the opponent's
clone actives; evaluate by mobility (rules §Splitting phase: who cannot split loses).  Hard
picks its splits where nothing is hidden by alpha-beta on that mobility (``Splits``)."""

from __future__ import annotations

import copy
import math
import random
from collections.abc import Callable
from typing import Any

from games.ai.player import Player, seat_index, share
from games.ai.search import SAFETY, Budget
from games.base import Game, State
from games.mitosis import GRID, UNDOS, free_splits, split_patterns

#: How much likelier a split's new cell is the one made active for each free split more it
#: has: normal's own choices in 24 clone matches against itself (60 iterations a decision)
#: took the roomier cell 386 times and the less roomy one 46 (273 ties); weights of 4 or 6
#: per free split fit them best (on the second 12: mean log-likelihood −0.49, where 1 + free
#: splits, the first guess, gave −0.57 and alike −0.69).
ROOMIER = 4
#: The same for the opponent's other cells, each free split making a cell this much likelier
#: to be among its active ones: on 340 positions of 12 such matches (first seed 200) the guess
#: named 40 % of the true active cells with every cell alike, 47 % with the last split's new
#: cells inferred (``ROOMIER``), 52 % / 54 % / 56 % with 2 / 3 / 6 here (3: not much surer than
#: the evidence, so the search still meets the other guesses).
ROOMY = 3
#: Negamax value of a won position (``Splits``), far above any leaf (``Splits.leaf``); a win
#: ``k`` plies away is worth ``WON − k``, so the shortest win and the longest loss are preferred.
WON = 1000.0
#: Entries the transposition table of ``Splits`` keeps before it starts afresh (a decision's
#: budget fills some 10 000; a search without a deadline must not fill the memory).
TABLE_CAP = 200_000


class OutOfTime(Exception):
    """The deadline of a ``Splits`` search passed (the iteration under way is abandoned)."""


class Splits:
    """Alpha-beta search of Mitosis' splitting phase where nothing is hidden or removed (no
    clone, capture nor grouping): a split empties its parent and fills its targets, and the
    seat to move with no split loses (rules §Splitting phase), so a position is the board and
    the mover.  Negamax with alpha-beta pruning and a transposition table (Zobrist keys;
    Knuth & Moore, "An analysis of alpha-beta pruning", Artificial Intelligence 6(4), 1975;
    Zobrist, "A new hashing method with application for game playing", 1970); a leaf is
    judged from the mover's side by the margins of free and of safe splits (``leaf``), an end
    exactly (``WON``).

    ``board``: cell → colour or ``"wall"`` (copied); ``launcher``/``triplicate``: the
    anomalies (split patterns); ``clock``/``deadline``: ``OutOfTime`` is raised once
    ``clock()`` passes ``deadline`` (``math.inf``: never)."""

    def __init__(self, board: dict[str, str], launcher: bool, triplicate: bool,
                 clock: Callable[[], float], deadline: float = math.inf) -> None:
        self.board = dict(board)
        self.patterns = {c: split_patterns(c, launcher, triplicate) for c in GRID.cells}
        self.clock = clock
        self.deadline = deadline
        self.nodes = 0
        keys = random.Random(0)  # fixed: the keys only need to differ
        self.keys = {(c, v): keys.getrandbits(64) for c in GRID.cells for v in ("red", "blue")}
        self.hash = 0
        for cell, value in self.board.items():
            self.hash ^= self.keys.get((cell, value), 0)
        #: (hash, mover) → (depth, value, bound, best split): bound 0 exact, 1 lower, −1 upper.
        self.table: dict[tuple[int, str], tuple[int, float, int, tuple[str, tuple[str, ...]] | None]] = {}

    def splits(self, colour: str) -> list[tuple[str, tuple[str, ...]]]:
        """``(parent, targets)`` of every split ``colour`` has (parents in board order)."""
        board = self.board
        return [(p, t) for p, v in board.items() if v == colour
                for t in self.patterns[p] if not any(c in board for c in t)]

    @staticmethod
    def leaf(mine: list[tuple[str, tuple[str, ...]]],
             theirs: list[tuple[str, tuple[str, ...]]]) -> float:
        """A position's value for the mover, whose splits are ``mine`` (the opponent's:
        ``theirs``): the margin of free splits / 3, plus the margin of *safe* splits / 3 — a
        split none of whose target cells any split of the other seat fills, so one move
        of the other seat cannot take it away (the safe moves of Domineering's evaluations:
        Breuker, Uiterwijk & van den Herik, "Solving 8×8 Domineering", Theoretical Computer
        Science 230, 2000).  Against the free-split margin alone (hard – hard, × 0.1) it
        won 69/128; hard – baseline, × 0.1: 61 % → 73 % (docs/computer-opponents.md)."""
        reach_theirs = {cell for _, targets in theirs for cell in targets}
        reach_mine = {cell for _, targets in mine for cell in targets}
        safe_mine = sum(1 for _, targets in mine if reach_theirs.isdisjoint(targets))
        safe_theirs = sum(1 for _, targets in theirs if reach_mine.isdisjoint(targets))
        return (len(mine) - len(theirs) + safe_mine - safe_theirs) / 3.0

    def _play(self, colour: str, parent: str, targets: tuple[str, ...]) -> None:
        del self.board[parent]
        self.hash ^= self.keys[(parent, colour)]
        for cell in targets:
            self.board[cell] = colour
            self.hash ^= self.keys[(cell, colour)]

    def _undo(self, colour: str, parent: str, targets: tuple[str, ...]) -> None:
        for cell in targets:
            del self.board[cell]
            self.hash ^= self.keys[(cell, colour)]
        self.board[parent] = colour
        self.hash ^= self.keys[(parent, colour)]

    def negamax(self, me: str, you: str, depth: int, alpha: float, beta: float,
                ply: int = 0) -> float:
        """The value for ``me`` (to move) searched ``depth`` plies deep within the window
        (``alpha``, ``beta``); ``ply``: plies from the root (a win sooner is worth more)."""
        self.nodes += 1
        if not self.nodes % 32 and self.clock() > self.deadline:
            raise OutOfTime
        moves = self.splits(me)
        if not moves:
            return -(WON - ply)
        if depth == 0:
            return self.leaf(moves, self.splits(you))
        key = (self.hash, me)
        entry = self.table.get(key)
        first = None
        if entry is not None:
            stored, value, bound, first = entry
            if stored >= depth and (bound == 0 or bound > 0 and value >= beta
                                    or bound < 0 and value <= alpha):
                return value
            if first is not None:
                moves.remove(first)
                moves.insert(0, first)
        start, best, best_move = alpha, -math.inf, None
        for parent, targets in moves:
            self._play(me, parent, targets)
            try:
                value = -self.negamax(you, me, depth - 1, -beta, -alpha, ply + 1)
            finally:
                self._undo(me, parent, targets)
            if value > best:
                best, best_move = value, (parent, targets)
                alpha = max(alpha, value)
                if alpha >= beta:
                    break
        bound = 1 if best >= beta else -1 if best <= start else 0
        if len(self.table) >= TABLE_CAP:
            self.table.clear()
        self.table[key] = (depth, best, bound, best_move)
        return best

    def best(self, me: str, you: str, most: int = 99) -> tuple[float, int, list[tuple[str, tuple[str, ...]]]]:
        """Iterative deepening from depth 1 to ``most`` until the deadline: ``(value, depth,
        splits)`` of the deepest search that judged its first move (each depth searches the
        previous one's best first, so a better move found before the deadline is sound), the
        splits ordered best first.  Stops early once the value is proven (a win or loss
        within the depth).  Raises ``OutOfTime`` when not even depth 1 finished its first
        move; the mover must have a split."""
        order = self.splits(me)
        result = None
        for depth in range(1, most + 1):
            scored = []
            try:
                alpha = -math.inf
                for parent, targets in order:
                    self._play(me, parent, targets)
                    try:
                        value = -self.negamax(you, me, depth - 1, -math.inf, -alpha, 1)
                    finally:
                        self._undo(me, parent, targets)
                    scored.append((value, (parent, targets)))
                    alpha = max(alpha, value)
            except OutOfTime:
                if not scored:
                    if result is None:
                        raise
                    return result
                # A move searched to this depth that beat the previous best (searched first).
                done = [m for _, m in sorted(scored, key=lambda x: -x[0])]
                rest = [m for m in order if m not in done]
                return max(v for v, _ in scored), depth, done + rest
            # Moves refuted by the window have only an upper bound: stable order keeps the rest.
            scored.sort(key=lambda x: -x[0])
            order = [m for _, m in scored]
            result = (scored[0][0], depth, order)
            if abs(scored[0][0]) >= WON - depth - 1:
                break
        assert result is not None
        return result


class MitosisPlayer(Player):
    """Mitosis: the only secret is which of the opponent's cells are active (clone)."""

    playout_plies = 6
    #: One split of margin is worth about 0.08 in reward units; the default noise (0.05,
    #: drawn for each of some 20 moves) often made easy give that away, and it lost to
    #: random (4/6 at the bench's seeds); 0.01: 15/16, and normal still beats it 13/16.
    noise = 0.01
    #: The tree has no depth cap and grows one node an iteration, so its leaves fell after
    #: either seat's move, and the mobility margin swings with the side to move (a random
    #: split lowers the mover's margin by 0.03 on average, the reply raises it by 0.045;
    #: moves differ by 0.01–0.02): the longer the search, the more its deepest subtrees were
    #: judged at the other parity, and hard lost to normal at the full budgets (6/16, then
    #: 3/8 on fresh deals).  Every leaf with the searching seat to move.
    playout_to_own_turn = True
    #: Hard's (``sharpened``) weight of a root move's one-ply evaluation, in visits (progressive
    #: bias; ``Player.prior_visits``), so that a move's first few noisy playouts outweigh less
    #: what the evaluation says of it one step on.  Hard – baseline at × 0.1 on fresh ranges:
    #: with Clone 33/48, without it 26/48 (docs/computer-opponents.md has the current figures).
    sharp_prior_visits = 8
    #: Whether ``settle`` picks the splits by alpha-beta (``Splits``) where nothing is hidden
    #: (hard only: ``sharpened``).
    splits_by_alphabeta = False

    def sharpened(self) -> Player:
        """This player with ``prior_visits`` of ``sharp_prior_visits`` and its splits by
        alpha-beta where nothing is hidden (hard only)."""
        sharp = copy.copy(self)
        sharp.prior_visits = self.sharp_prior_visits
        sharp.splits_by_alphabeta = True
        return sharp

    @property
    def settle(self) -> Callable[..., str | None] | None:
        """``games.ai.choose``'s first question: ``settle_splits`` with ``splits_by_alphabeta``
        (hard), else ``None``.  ``choose`` reads the clock around a ``settle`` and hands the
        search what is left, so the other levels, without one, spend their budgets as before."""
        return self.settle_splits if self.splits_by_alphabeta else None

    def settle_splits(self, game: Game, view: dict[str, Any], seat: int, options: dict[str, Any],
                      budget: Budget, refused: frozenset[str] = frozenset()) -> str | None:
        """With ``splits_by_alphabeta``, the split ``Splits`` picks for ``seat`` in ``SAFETY`` of
        a time budget, by iterative deepening, or ``None``: the search decides (an iteration
        budget, which must stay deterministic; another phase; clone, capture or grouping,
        which the alpha-beta does not cover).  ``games.ai.choose`` asks this before searching."""
        if not self.splits_by_alphabeta or budget.seconds is None or \
                view["phase"] != "splitting" or \
                any(options[o] for o in ("clone", "capture", "grouping")):
            return None
        names = view["seats"]
        me = view["colours"][names[seat]]
        you = view["colours"][names[1 - seat]]
        start = budget.clock()
        search = Splits(view["cells"], options["launcher"], options["triplicate"],
                        budget.clock, start + budget.seconds * SAFETY)
        try:
            _, _, order = search.best(me, you)
        except OutOfTime:
            return None
        moves = [" ".join(t) for _, t in order if " ".join(t) not in refused]
        return moves[0] if moves else None

    def determinize(self, game: Game, view: dict[str, Any], seat: int,
                    options: dict[str, Any], rng: random.Random) -> State:
        """The view's board, counts and phase; with ``clone`` the opponent's active cells are
        a random set of its cells, as many as it started with (a split replaces its parent's
        activity by one new cell's; captures may lower it, which the guess ignores)."""
        names = view["seats"]
        board = dict(view["cells"])
        colours = [view["colours"][n] for n in names]
        movers = [seat_index(view, n) for n in view["to_move"]]
        active: list[list[str]] = [[], []]
        each = view["cells_each"]
        for s in (0, 1):
            own = GRID.sort(c for c, v in board.items() if colours[s] and v == colours[s])
            if not options["clone"]:
                continue
            if s == seat:
                active[s] = list(view["active"])
            elif view["moves_made"][names[s]] <= view["placed"][names[s]]:
                active[s] = own  # before its first split every cell is active
            else:
                active[s] = self._guess_active(view, names[s], own, each, rng)
        last = view["last_move"]
        pending = None
        if view["phase"] == "active" and last is not None:
            pending = {"parent": last["parent"], "cells": list(last["cells"])}
        return {
            "game": game.id, "version": 1, "ply": 0, "rng": rng.getrandbits(64),
            "seats": list(names), "options": dict(options),
            "dmo": seat_index(view, view["dmo"]), "colours": colours,
            "phase": view["phase"], "turn": movers[0] if movers else None, "board": board,
            "placed": [view["placed"][n] for n in names],
            "moves_made": [view["moves_made"][n] for n in names],
            "active": active, "pending": pending,
            "undos_left": [view["undos_left"].get(n, UNDOS) for n in names], "undid": None,
            "history": [], "result": None,
            "last": None if last is None else
            dict({k: v for k, v in last.items() if v is not None}, by=seat_index(view, last["by"])),
        }

    def _guess_active(self, view: dict[str, Any], name: str, own: list[str], each: int,
                      rng: random.Random) -> list[str]:
        """A guess of the active cells of ``name`` (not the viewer; past its first split): up to
        ``each`` of its cells ``own`` (reading order), drawn from ``rng``.

        Without ``infers``, any ``each`` of them alike.  With it, the guess follows what the
        seat saw of the opponent's moves: right after splitting it made exactly one of the
        new cells active (rules §Anomalies, clone; ``view["last_move"]``), so of those still
        its own one is active, drawn with weight ``ROOMIER`` to the power of its free splits
        on the view's board, and the others are not; the rest is drawn without replacement
        with weight ``ROOMY`` to the power of each cell's free splits (a player makes the
        cell that can split again active, and splits the ones that are)."""
        if not self.infers:
            return GRID.sort(rng.sample(own, min(each, len(own))))
        last = view["last_move"]
        fresh = []
        if last is not None and last["by"] == name and last["kind"] == "split":
            fresh = [c for c in last["cells"] if c in own]
        opts = view["anomalies"]

        def room(cell: str) -> int:
            return len(free_splits(view["cells"], cell, "launcher" in opts, "triplicate" in opts))

        guess = rng.choices(fresh, [ROOMIER ** room(c) for c in fresh]) if fresh else []
        rest = [c for c in own if c not in fresh]
        # Weighted sampling without replacement (Efraimidis & Spirakis, "Weighted random
        # sampling with a reservoir", Information Processing Letters 97(5), 2006).
        keys = {c: rng.random() ** (1.0 / ROOMY ** room(c)) for c in rest}
        guess += sorted(rest, key=lambda c: -keys[c])[:max(0, each - len(guess))]
        return GRID.sort(guess)

    def proofs_needed(self, view: dict[str, Any], options: dict[str, Any]) -> int:
        """1 without clone (nothing is hidden, so one determinization's end is the end), else
        ``proof_samples`` (the opponent's actives decide whether it can split)."""
        return self.proof_samples if options["clone"] else 1

    def moves(self, game: Game, state: State, seat: int) -> list[str]:
        """Legal moves without ``undo``: the rebuilt state has no history to take back."""
        return [m for m in game.legal_moves(state, seat) if m != "undo"]

    def evaluate(self, game: Game, state: State) -> list[float]:
        """Splits available to each seat (clone: from active cells), compared as a margin;
        a seat with no split is close to lost.  Placing is judged the same way (rules
        §Splitting phase: the cells placed are the ones that must split later; with clone
        every placed cell is active until the first split), so placements keep room for
        one's own splits and take it from the opponent's; before colours are chosen both
        seats have 0 and the margin is even."""
        opts = state["options"]
        board = state["board"]
        splitting = state["phase"] in ("splitting", "active", "first_split")
        counts = []
        for s in (0, 1):
            colour = state["colours"][s]
            parents = state["active"][s] if opts["clone"] and splitting else \
                [c for c, v in board.items() if colour and v == colour]
            counts.append(sum(len(free_splits(board, p, opts["launcher"], opts["triplicate"]))
                              for p in parents))
        return share([c / 3.0 for c in counts])
