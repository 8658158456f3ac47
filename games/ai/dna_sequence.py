"""DNA (sequence chunks) for the searcher: the only secret is an opponent's manual strand
before the reveal (rules §Start), drawn like a random strand; the evaluation is strand
length, since the last strand standing wins (rules §Elimination and result)."""

from __future__ import annotations

import copy
import random
from typing import Any, cast

from games.ai import dna_sequence_solver as solver
from games.ai.player import Player, seat_index, share
from games.ai.search import Budget
from games.base import Game, State
from games.dna_sequence import DnaSequence
from games.rng import drawing

#: A position whose two strands hold at most this many letters together is judged exactly
#: within the search (``games.ai.dna_sequence_solver``).  No deadline reaches it there, and
#: an expansion judges some 20 such positions at once, so it must stay cheap: normal's
#: decisions at × 0.1 (50 ms of CPU), 10 matches, p95 / max: 45 letters 127 / 224 ms,
#: 36 letters 61 / 76 ms, 33 letters 48.6 / 58.2 ms (docs/computer-opponents.md).
SOLVE_LETTERS = 33
#: Share of a time budget ``settle`` may spend proving the best chunk before the search.
SETTLE_SHARE = 0.6
#: The levels that play the end exactly (``settle``, exact leaves); the others judge every
#: position by its strands' lengths.  With both exact, normal found the winning
#: first chunk as often as hard at the full budgets, every one of 16 matches went to the
#: seat the deal favours, and the levels could not be told apart; so hard is the level
#: that knows the end (``Player.for_level``).
EXACT_LEVELS = frozenset({"hard"})


def settle_cost(letters: int) -> float:
    """Seconds of CPU a proof of a position of ``letters`` letters is expected to take with
    an empty table: 10 ms at 45 letters, doubling every 4 (measured: 54 letters 15–160 ms,
    63 letters 11 ms–1.2 s, a first chunk of 72 letters 0.3–1.2 s when it wins)."""
    return 0.01 * 2 ** ((letters - 45) / 4)


class DnaSequencePlayer(Player):
    """DNA (sequence chunks): perfect information after set-up; strands judged right at the
    tree's leaves, every node's replies judged at once (``expand_all``), as for Protozoa:
    hard against normal at a tenth of the budgets, 32 matches, 17/32 with 4-step random
    playouts, 24/32 so.  A position near enough to the end is judged exactly and only its
    best moves are searched (``evaluate``, ``moves``)."""

    playout_plies = 0
    expand_all = True
    #: Positions of at most this many letters are judged exactly (0: none, by length only).
    solve_letters = SOLVE_LETTERS
    #: Nothing is hidden once the chunk rounds start: a second determinization is the same
    #: state judged again.
    samples = max_samples = 1

    def determinize(self, game: Game, view: dict[str, Any], seat: int,
                    options: dict[str, Any], rng: random.Random) -> State:
        """The view's strands; a strand submitted but still secret is a fresh random strand.

        ``turns_taken`` is not shown; in round ``r`` with seat ``t`` to move, the seats
        before ``t`` have had ``r`` turns and the others ``r − 1`` (exact for the
        first-round limit, which is all it decides)."""
        names = view["seats"]
        n = len(names)
        state: State = {"game": game.id, "version": 1, "ply": 0, "rng": rng.getrandbits(64),
                        "seats": list(names), "options": dict(options)}
        strands = []
        for name in names:
            strand = view["sequences"][name]
            if strand is None and name in view["submitted"]:
                with drawing(state) as draw:
                    strand = cast(DnaSequence, game)._random_strand(options, draw)
            strands.append(strand)
        out = [name in view["out"] for name in names]
        turn = (seat_index(view, view["to_move"][0]) or 0) if view["to_move"] else 0
        rounds = max(view["round"], 1)
        last = view["last_move"]
        state.update({
            "phase": view["phase"], "strands": strands, "out": out,
            "out_ply": [0 if o else None for o in out], "turn": turn,
            "turns_taken": [rounds - 1 + (1 if s < turn else 0) for s in range(n)],
            "round": rounds, "result": None,
            "last": None if last is None else {
                "by": seat_index(view, last["by"]), "chunk": last["chunk"],
                "removed": {str(seat_index(view, k)): v for k, v in last["removed"].items()},
                "cuts": {str(seat_index(view, k)): list(v) for k, v in last["cuts"].items()}},
        })
        return state

    def proofs_needed(self, view: dict[str, Any], options: dict[str, Any]) -> int:
        """1 once the strands are revealed (the chunk rounds hide nothing), else
        ``proof_samples``."""
        return 1 if view["phase"] == "play" else self.proof_samples

    def for_level(self, level: str) -> Player:
        """This player for ``EXACT_LEVELS``; for every other level one that judges by
        length only and proves nothing (``solve_letters`` 0)."""
        if level in EXACT_LEVELS:
            return self
        by_length = copy.copy(self)
        by_length.solve_letters = 0
        return by_length

    def settle(self, game: Game, view: dict[str, Any], seat: int, options: dict[str, Any],
               budget: Budget, refused: frozenset[str] = frozenset()) -> str | None:
        """The chunk perfect play picks for ``seat`` (one that wins, else one that ties),
        proved by the exact solver within ``SETTLE_SHARE`` of a time budget, or ``None``:
        the search decides (an iteration budget, which must stay deterministic; rules the
        solver does not cover; a position too long for the budget (``settle_cost``), or
        not proved in time; a lost position, where the search picks the chunk likeliest to
        trip a fallible opponent).  ``games.ai.choose`` asks this before searching.

        A match is settled by its first chunks, which the tree judges 10–12 plies
        before the end; a longer budget proves them (hard's 2 s, the first chunk in most
        deals), a shorter one the later, shorter positions only."""
        if budget.seconds is None or not self.solve_letters:
            return None
        start = budget.clock()
        state = self.determinize(game, view, seat, options, random.Random(0))
        exact = _solved(game, state, letters=None)
        if exact is None or state["turn"] != seat:
            return None
        share = budget.seconds * SETTLE_SHARE
        if settle_cost(len(exact[0]) + len(exact[1])) > share:
            return None
        try:
            value, chunks = solver.best(*exact, clock=budget.clock, deadline=start + share)
        except solver.OutOfTime:
            return None
        chunks = [c for c in chunks if c not in refused]
        return chunks[0] if value > -1 and chunks else None

    def evaluate(self, game: Game, state: State) -> list[float]:
        """Won 1, lost 0, tied ½ where the position is within ``solve_letters`` of the end
        (perfect play on both sides, ``games.ai.dna_sequence_solver``); elsewhere strand
        lengths in chunks (a chunk of margin is a clear lead); out seats get 0.

        A match is settled by its first two chunks (no level erred after them in
        16 instrumented hard – normal matches), and the length margin a leaf 4–7 plies down
        reads says little about who wins 6–10 plies later.  Hard's deeper tree reaches the
        positions this settles; normal's reaches fewer."""
        exact = _solved(game, state, self.solve_letters)
        if exact is not None:
            value = solver.solve(*exact)
            mover = state["turn"]
            rewards = [0.0, 0.0]
            rewards[mover], rewards[1 - mover] = (value + 1) / 2, (1 - value) / 2
            return rewards
        lo = cast(DnaSequence, game).chunk_range(state["options"])[0]
        lengths = [len(s or "") / lo for s in state["strands"]]
        return share(lengths, [not o for o in state["out"]])

    def moves(self, game: Game, state: State, seat: int) -> list[str]:
        """Every legal chunk; where the position is judged exactly (``evaluate``) and the
        mover can win or tie, only chunks that do (``solver.best``: the ones that win at
        once, else the first winning chunk proved; every tying chunk).  The root then plays
        one of them and the tree spends nothing on the rest.  Sorted, as ``legal_moves``."""
        exact = _solved(game, state, self.solve_letters)
        if exact is None or state["turn"] != seat:
            return game.legal_moves(state, seat)
        return solver.best(*exact)[1]

    def playout(self, game: Game, state: State, rng: random.Random) -> State:
        """No steps: a leaf is judged where it stands (``evaluate`` knows the end of the
        short ones; random steps mislead a game decided by two chunks)."""
        return state


def _solved(game: Game, state: State, letters: int | None
            ) -> tuple[str, str, int, int | None, int | None] | None:
    """``solver.solve``'s arguments for ``state`` (mover's strand, opponent's, chunk size,
    the first-round limits the two still owe), or ``None`` where the solver's rules are not
    this position's (more than two seats in, several chunk sizes, ``need_not_own``,
    ``no_reduce_self``) or the two strands hold more than ``letters`` letters (``None``:
    any number)."""
    opts = state["options"]
    lo, hi = cast(DnaSequence, game).chunk_range(opts)
    if (state["phase"] != "play" or state["result"] is not None or len(state["strands"]) != 2
            or any(state["out"]) or lo != hi or opts["need_not_own"] or opts["no_reduce_self"]
            or (letters is not None and sum(len(s) for s in state["strands"]) > letters)):
        return None
    mover = state["turn"]
    limits = [None if opts["non_incremental"] or state["turns_taken"][s] else s + 1
              for s in (0, 1)]
    return (state["strands"][mover], state["strands"][1 - mover], lo,
            limits[mover], limits[1 - mover])
