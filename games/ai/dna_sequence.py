"""DNA (sequence chunks) for the searcher: the only secret is an opponent's manual strand
before the reveal (rules §Start), drawn like a random strand; the evaluation is strand
length, since the last strand standing wins (rules §Elimination and result)."""

from __future__ import annotations

import random
from typing import Any

from games.ai.player import Player, seat_index, share
from games.base import Game, State
from games.rng import drawing


class DnaSequencePlayer(Player):
    """DNA (sequence chunks): perfect information after set-up; strands judged right at the
    tree's leaves, every node's replies judged at once (``expand_all``), as for Protozoa:
    hard against normal at a tenth of the budgets, 32 matches, 17/32 with 4-step random
    playouts, 24/32 so."""

    playout_plies = 0
    expand_all = True

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
