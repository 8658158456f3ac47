"""DNA (Icehouse) for the searcher: nothing is hidden; the turn in progress is rebuilt
from the view's ``turn`` and ``marks``; the evaluation is archived pips (rules §End)."""

from __future__ import annotations

import copy
import random
from functools import cache
from typing import Any, cast

from games.ai.player import Player, seat_index, share
from games.base import Game, State
from games.dna_icehouse import (
    NEIGHBOURS,
    SQUARES,
    DnaIcehouse,
    change_cost,
    reachable,
    strand_points,
    strands,
)

#: Square → the (second, third) squares of every strand that square would end: the rest of
#: each straight line of three starting there (rules §A turn, 3).
LINES = {sq: [(line[1], line[2]) for line in strands(dict.fromkeys(SQUARES, ""), sq)]
         for sq in SQUARES}
#: Every piece, and what changing one into another costs in mutation points (``change_cost``).
PIECES = [f"{c}{p}" for c in "RYGB" for p in "123"]
CHANGE = {(a, b): change_cost(a, b) for a in PIECES for b in PIECES}
#: A square's place in the engine's order of squares (``games.grid.square_key``).
ORDER = {sq: k for k, sq in enumerate(SQUARES)}


class SearchIcehouse(DnaIcehouse):
    """The DNA (Icehouse) engine with the same rules and results, quicker where the search
    spends its time (hard only: ``DnaIcehousePlayer.engine``): a copy of the state that knows
    its layout instead of ``json_copy``'s walk over every value, and the maximum-spend
    mutation search reading a table of change costs (``_steps``) and keyed without a sort
    (``_memo_key``).  Profiled over
    hard's decisions of a game, that search was 44 % of the time and the copies 17 %."""

    def copy_state(self, state: State) -> State:
        """A copy sharing only what the engine never changes in place (the seats, options,
        neutral colours, the result, a marked strand or mutation: each is replaced whole)."""
        new = dict(state)
        new["board"] = dict(state["board"])
        new["pools"] = {c: dict(p) for c, p in state["pools"].items()}
        new["archives"] = [list(a) for a in state["archives"]]
        new["colours"] = [list(c) for c in state["colours"]]
        new["out"] = list(state["out"])
        new["resigned"] = list(state["resigned"])
        new["last"] = list(state["last"])
        t = state["turn"]
        new["turn"] = None if t is None else {**t, "origs": dict(t["origs"])}
        marks = state.get("marks")
        if marks is not None:
            new["marks"] = {**marks, "strands": list(marks["strands"]),
                            "mutated": dict(marks["mutated"]), "captured": list(marks["captured"])}
        return new

    def _steps(self, state: State, cur: dict[str, str], pools: dict,
               rem: int) -> list[tuple[str, str, int]]:
        """``DnaIcehouse._steps``, the same changes in the same order, costs from ``CHANGE``."""
        origs = state["turn"]["origs"]
        out = []
        for sq in sorted(origs, key=ORDER.__getitem__):
            orig, now = origs[sq], cur[sq]
            colours = "RYGB" if now[0] == orig[0] else now[0]
            sizes = "123" if now[1] == orig[1] else now[1]
            spent = CHANGE[orig, now]
            for c in colours:
                pool = pools[c]
                for p in sizes:
                    new = c + p
                    if new == now:
                        continue
                    cost = CHANGE[orig, new] - spent
                    if cost <= rem and pool[p] > 0:
                        out.append((sq, new, cost))
        return out

    @staticmethod
    def _memo_key(cur: dict[str, str]) -> tuple[str, ...]:
        """The pieces in ``cur``'s own order: one maximum-spend search keeps one order (its
        swaps replace values, never keys), so the sort of ``DnaIcehouse._memo_key`` is spared."""
        return tuple(cur.values())


#: The quicker engine hard searches with.
SEARCH_ENGINE = SearchIcehouse()


@cache
def _strand(placed: str, second: str, third: str) -> int:
    """``strand_points`` of the strand of these three pieces, remembered."""
    return strand_points([placed, second, third])


class DnaIcehousePlayer(Player):
    """DNA (Icehouse): perfect information, multi-step turns searched step by step, and
    playouts that finish the turn in progress greedily."""

    playout_plies = 6
    #: Nothing is hidden: a second determinization is the same state judged again, and it
    #: halved the moves a time budget could judge.
    samples = max_samples = 1
    #: Nothing is hidden: one finished game met right after a move proves its end.
    proof_samples = 1
    #: A turn offers 170–290 placements; a random 150 of them left out the best one in
    #: 12–48 % of decisions whatever the level's budget, so hard's four times longer
    #: search could not find it either.  All of them, as time allows.
    root_cap = None
    #: The one-ply evaluation of a placement sees its strands; with random playouts and
    #: 3 prior visits the longer search drifted from it and hard lost to normal (1/6 at
    #: --scale 0.1); with 20, 6/6.
    prior_visits = 20
    #: A playout step judges at most this many of the legal steps (a random few): a
    #: mutation may have 30, each costing a maximum-spend check, and one playout must stay
    #: well inside normal's budget.
    playout_width = 6
    #: A placement's turn is worth a few pips more or less (≈ 0.08 reward a pip); the
    #: paper's 0.7 spread hard's extra iterations evenly over such moves.  Hard against
    #: normal, 32 matches at --scale 0.1: 17/32 with 0.7 and random playouts, 20/32 with
    #: greedy playouts, 25/32 and 20.5/32 (two deals) with greedy playouts and 0.05.
    exploration = 0.05
    #: A placement's worth is what it scores less what it hands the next seat: every
    #: placement of the reply is judged at once (its strands), so the tree sees the best
    #: reply, not a random one of 200, and goes on through the reply's own steps to a leaf
    #: where this seat is to move again.  Without it hard's four times longer search
    #: averaged random replies and picked what normal picked.
    expand_all = True
    leaves_after_replies = True
    #: A turn is 2–5 steps, and an iteration used to stop at the first step of one's own turn
    #: it expanded: at normal's full budget (≈ 20 iterations) 18–19 of 20 leaves were judged
    #: before any reply, at hard's (≈ 80) 53–72 of 80, the rest after the reply, so the moves
    #: hard searched deepest were judged at a different point of the round from the others,
    #: and hard lost to normal at the full budgets (6/16).  Every leaf after the reply.
    leaves_only_after_replies = True
    #: Whether the search keeps one placement of each piece among those on squares with no
    #: piece around them (hard only, ``sharpened``; ``moves``).
    prune_lonely = False
    #: Whether the evaluation counts an open turn's strand points only as far as they can be
    #: captured (hard only, ``sharpened``; ``evaluate``).
    capped = False
    #: Whether the search plays its moves on ``SEARCH_ENGINE`` and the evaluation reads
    #: strands from ``LINES`` (hard only, ``sharpened``: more iterations in the same budget).
    quick = False

    def determinize(self, game: Game, view: dict[str, Any], seat: int,
                    options: dict[str, Any], rng: random.Random) -> State:
        """The view rebuilt.  Not shown and so inferred: a turn's original neighbours (the
        board, with ``marks.mutated`` undone), its mutation stage (recomputed as the engine
        settles it), ``passes`` (1 after a pass, else 0) and the equalising last seat."""
        names = view["seats"]
        n = len(names)
        board = dict(view["board"])
        out = [name in view["out"] for name in names]
        marks = view["marks"]
        state: State = {
            "game": game.id, "version": 1, "ply": 0, "rng": rng.getrandbits(64),
            "seats": list(names), "options": dict(options),
            "colours": [list(view["colours"][name]) for name in names],
            "neutral": list(view["neutral"]), "board": board,
            "pools": {c: dict(p) for c, p in view["pools"].items()},
            "archives": [list(view["archives"][name]) for name in names],
            "to_play": seat_index(view, view["to_move"][0]) if view["to_move"] else 0,
            "turns": view["turns"], "passes": 1 if view["last"] == ["pass"] else 0,
            "end_reason": None,
            "final_seat": max(s for s in range(n) if not out[s]) if view["final_turns"] else None,
            "turn": None, "out": out, "resigned": [s for s in range(n) if out[s]],
            "last": list(view["last"]), "result": None,
            "marks": None if marks is None else {
                "seat": seat_index(view, marks["seat"]), "placed": marks["placed"],
                "strands": [dict(st, bonuses=[]) for st in marks["strands"]],
                "mutated": {sq: list(v) for sq, v in marks["mutated"].items()},
                "captured": [dict(c) for c in marks["captured"]]},
        }
        t = view["turn"]
        if t is not None:
            placed = t["placed"]
            mutated = marks["mutated"] if marks else {}
            origs = {sq: (mutated[sq][0] if sq in mutated else board[sq])
                     for sq in NEIGHBOURS[placed] if sq in board}
            turn = {"placed": placed, "budget": t["budget"], "origs": origs,
                    "scored": t["scored"], "points": t["points"], "owed": t["owed"],
                    "mut": "active" if mutated else "open", "spent": t["spent"], "max": 0}
            state["turn"] = turn
            if not turn["owed"] and cast(DnaIcehouse, game)._max_add(state) == 0:
                turn["mut"] = "done"
        return state

    def playout(self, game: Game, state: State, rng: random.Random) -> State:
        """The turn in progress finished greedily: each step (mutate, score, capture) the one
        whose result the evaluation likes best for the mover, at most ``playout_plies``
        steps; a turn not yet begun is left to the evaluation (no placement is guessed).
        Random steps blurred the leaves: a random mutation or capture spends what the
        placement set up, so the tree could not tell good placements from bad."""
        seat = state["to_play"]
        for _ in range(self.playout_plies):
            if state["turn"] is None or game.to_move(state) != [seat]:
                break
            moves = game.legal_moves(state, seat)
            if not moves:
                break
            moves = rng.sample(moves, min(self.playout_width, len(moves)))
            state = max((game.apply(state, seat, move)[0] for move in moves),
                        key=lambda after: self.evaluate(game, after)[seat])
        return state

    def sharpened(self) -> Player:
        """This player with ``prune_lonely``, ``capped`` and ``quick`` on."""
        sharp = copy.copy(self)
        sharp.prune_lonely = True
        sharp.capped = sharp.quick = True
        return sharp

    def engine(self, game: Game) -> Game:
        """``SEARCH_ENGINE`` with ``quick``, else ``game``."""
        return SEARCH_ENGINE if self.quick else game

    def moves(self, game: Game, state: State, seat: int) -> list[str]:
        """The legal moves; with ``prune_lonely``, of the placements on squares with no piece
        around them only the first of each piece (and source): such a piece ends no strand
        and has nothing to mutate (rules §A turn), so they differ only in where it stands
        for later turns, and judging each (a third to half of a turn's 150–290 placements
        in the middle game) left the search a few iterations a decision at hard's × 0.1
        budget."""
        moves = game.legal_moves(state, seat)
        if not self.prune_lonely or state["turn"] is not None:
            return moves
        board, kept, seen = state["board"], [], set()
        for move in moves:
            words = move.split()
            if words[0] == "place" and not any(n in board for n in NEIGHBOURS[words[2]]):
                kind = (words[1], tuple(words[3:]))
                if kind in seen:
                    continue
                seen.add(kind)
            kept.append(move)
        return kept

    def evaluate(self, game: Game, state: State) -> list[float]:
        """Archived pips, plus for the mover's open turn the points its strands would score,
        in units of 3 pips (a medium piece).  With ``capped``, an open turn's points count
        only as far as they can be captured (rules §A turn, 4: the most of them that the
        capturable pieces' costs can make up; at the end of a game the pools are nearly
        empty and a strand's points are worth less than they say).  With ``quick``, the same
        strand points are read from ``LINES``."""
        ice = cast(DnaIcehouse, game)
        points = [float(p) for p in ice.points(state)]
        t = state["turn"]
        mover = state["to_play"]
        board = state["board"]
        if t is not None and not t["scored"]:
            placed = t["placed"]
            if self.quick:
                # The same points from the table of lines; the other levels keep their
                # speed (a quicker evaluation would give them more iterations).
                piece = board[placed]
                total = sum(_strand(piece, board[b], board[c]) for b, c in LINES[placed]
                            if b in board and c in board)
            else:
                total = sum(strand_points([board[s] for s in line])
                            for line in strands(board, placed))
            if self.capped and total:
                total = max(reachable(ice._costs(state, mover), total))
            points[mover] += total
        elif t is not None:
            points[mover] += t["owed"]
        return share([p / 3.0 for p in points], [not o for o in state["out"]])
