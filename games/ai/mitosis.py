"""Mitosis for the searcher: rebuild the state from a seat's view; guess the opponent's
clone actives; evaluate by mobility (rules §Splitting phase: who cannot split loses)."""

from __future__ import annotations

import copy
import random
from typing import Any

from games.ai.player import Player, seat_index, share
from games.base import Game, State
from games.mitosis import GRID, UNDOS, free_splits

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

    def sharpened(self) -> Player:
        """This player with ``prior_visits`` of ``sharp_prior_visits`` (hard only)."""
        sharp = copy.copy(self)
        sharp.prior_visits = self.sharp_prior_visits
        return sharp

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
