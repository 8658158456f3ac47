"""DNA (sequence chunks) for the searcher: the only secret is an opponent's manual strand
before the reveal (rules §Start), drawn like a random strand; the evaluation is strand
length, since the last strand standing wins (rules §Elimination and result)."""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from games.ai.player import Player, seat_index, share
from games.base import Game, State
from games.dna_sequence import remove_chunk
from games.rng import drawing

#: A leaf whose two strands hold at most this many letters together is played out perfectly
#: (``solve``): a few milliseconds at most, against up to seconds for the 50–60 letters of
#: the positions the search starts from after the first round.
SOLVE_LETTERS = 36


class DnaSequencePlayer(Player):
    """DNA (sequence chunks): perfect information after set-up; strands judged right at the
    tree's leaves, every node's replies judged at once (``expand_all``), as for Protozoa:
    hard against normal at a tenth of the budgets, 32 matches, 17/32 with 4-step random
    playouts, 24/32 so.  A leaf near enough to the end is played out perfectly
    (``playout``, issue 36)."""

    playout_plies = 0
    expand_all = True
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
                    strand = game._random_strand(options, draw)
            strands.append(strand)
        out = [name in view["out"] for name in names]
        turn = seat_index(view, view["to_move"][0]) if view["to_move"] else 0
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

    def evaluate(self, game: Game, state: State) -> list[float]:
        """Strand lengths in chunks (a chunk of margin is a clear lead); out seats get 0."""
        lo = game.chunk_range(state["options"])[0]
        lengths = [len(s or "") / lo for s in state["strands"]]
        return share(lengths, [not o for o in state["out"]])

    def playout(self, game: Game, state: State, rng: random.Random) -> State:
        """A leaf two seats can still play to the end within ``SOLVE_LETTERS`` is played out
        with perfect play on both sides (``solve``), so the search reads who wins rather
        than the strands' lengths; any other leaf is left to the evaluation.

        Issue 36: a match is settled by its first two chunks (no level errs after them: the
        solver found no mistake after ply 2 in 16 hard – normal matches), and the length
        margin a leaf 4–7 plies down reads says little about who wins 6–10 plies later.
        Hard's deeper tree reaches the positions this can settle; normal's mostly does not."""
        while game.result(state) is None and _solvable(game, state):
            seat = state["turn"]
            mine, theirs = state["strands"][seat], state["strands"][1 - seat]
            k = game.chunk_range(state["options"])[0]
            chunk = max(sorted(_chunks(mine, k)),
                        key=lambda c: _after(mine, theirs, c, k))
            state = game.apply(state, seat, chunk)[0]
        return state


def _solvable(game: Game, state: State) -> bool:
    """Whether ``solve``'s rules are this position's: two seats in, one chunk size, chunks
    owned and cut from both strands, no first-round limit left, few letters."""
    opts = state["options"]
    lo, hi = game.chunk_range(opts)
    return (state["phase"] == "play" and len(state["strands"]) == 2 and not any(state["out"])
            and lo == hi and not opts["need_not_own"] and not opts["no_reduce_self"]
            and (opts["non_incremental"] or min(state["turns_taken"]) >= 1)
            and sum(len(s) for s in state["strands"]) <= SOLVE_LETTERS)


def _chunks(strand: str, k: int) -> set[str]:
    return {strand[i:i + k] for i in range(len(strand) - k + 1)}


def _after(mine: str, theirs: str, chunk: str, k: int) -> int:
    """The mover's result (1 won, 0 tied, −1 lost) of nominating ``chunk``, both seats then
    playing perfectly (rules §A move, §Elimination and result, two seats)."""
    m, _, _ = remove_chunk(mine, chunk)
    t, _, _ = remove_chunk(theirs, chunk)
    if len(m) < k and len(t) < k:
        return (len(m) > len(t)) - (len(m) < len(t))  # both out: the longer strand wins
    if len(m) < k:
        return -1
    if len(t) < k:
        return 1
    return -solve(t, m, k)


@lru_cache(maxsize=1 << 17)
def solve(mine: str, theirs: str, k: int) -> int:
    """The result for the seat to move, holding strand ``mine`` against ``theirs`` with chunk
    size ``k``, under perfect play (negamax: 1 won, 0 tied, −1 lost); two seats, past the
    first round.  A chunk that cuts the opponent most is tried first and a win ends the
    search, so positions of up to ``SOLVE_LETTERS`` letters take milliseconds.  Exact, so
    the cache changes no result, only the time."""
    best = -1
    for chunk in sorted(_chunks(mine, k), key=lambda c: (-theirs.count(c), c)):
        best = max(best, _after(mine, theirs, chunk, k))
        if best == 1:
            break
    return best
