"""Protozoa for the searcher: nothing is hidden, so the state is the view rebuilt; the
evaluation is the race to a 15-pip colony (rules §A turn, 4. Win)."""

from __future__ import annotations

import copy
import random
from typing import Any

from games.ai.player import Player, seat_index, share
from games.base import Game, State
from games.protozoa import NEIGHBOURS, cull, largest_group

#: Weight of the colony that survives the next cull against the colony on the board.
STABLE = 0.7


def previous_board(view: dict[str, Any], seat: int) -> dict[str, str] | None:
    """The board as ``seat``'s own last move (and its cull) left it, rebuilt from ``view``:
    the pieces the opponent's last move culled put back, then that move undone (a placed
    piece taken off, a mutated one given its old size); ``None`` when the last move was not
    the opponent's or there was none."""
    last = view["last_move"]
    if last is None or last["by"] == view["seats"][seat]:
        return None
    board = dict(view["board"]) | view["culled"]
    if last["kind"] == "place":
        del board[last["square"]]
    elif last["kind"] == "mutate":
        board[last["square"]] = last["from"]
    return board


class ProtozoaPlayer(Player):
    """Protozoa: perfect information; colony size as the score, judged right at the tree's
    leaves (no random playout: one random placement upsets a cull, so playouts blurred
    which of two moves was better), every node's replies judged at once (``expand_all``)
    among the moves that are not the same as a pass (``moves``).  Hard against normal at a
    tenth of the budgets, 32 matches: 14/32 with 4-step playouts and ``expand_all``, 18/32
    without playouts but with every pass-like placement, 31/32 with both changes."""

    playout_plies = 0
    #: Nothing is hidden: a second determinization is the same state judged again.
    samples = max_samples = 1
    #: Nothing is hidden: one finished game met right after a move proves its end.
    proof_samples = 1
    expand_all = True
    #: Hard against normal at --scale 0.1 (24 and 6 iterations on an idle machine, 40–70
    #: moves): hard's pick was normal's in all of 10 positions while it counted the prior's
    #: visits, and 7.5/16 on fresh deals (``--clock cpu``); picked on the search's visits,
    #: 9/16 on the same deals.
    pick_by_search = True
    #: Rewards of moves differ by a few hundredths; with the paper's 0.7 every iteration went
    #: to a move not yet looked at, so hard looked one reply deep at more moves and no deeper
    #: at any.  With 0.2 it looks again below the few best: 15/16 on the same deals, and
    #: 15/16 on another fresh range where the old code scored 8/16.
    exploration = 0.2
    #: Whether a decision leaves out the moves that bring back the board its seat's own last
    #: move left (hard only, ``sharpened``; ``root_moves``).
    avoid_repeats = False

    def sharpened(self) -> Player:
        """This player with ``avoid_repeats`` on."""
        sharp = copy.copy(self)
        sharp.avoid_repeats = True
        return sharp

    def root_moves(self, game: Game, view: dict[str, Any], state: State, seat: int,
                   moves: list[str]) -> list[str]:
        """``moves`` less, with ``avoid_repeats`` and two seats, those after which (and the
        cull) the board is the one the seat's own last move left, while another move is open:
        hard and baseline otherwise settled into a cycle of two turns where each piece placed
        died in the next cull and the evaluation kept favouring the same placement, and the
        match ran to its 300 turns, a draw (rules §A turn, 5).  The board before the
        opponent's last move is rebuilt from the view (``previous_board``)."""
        if not self.avoid_repeats or len(view["seats"]) != 2:
            return moves
        before = previous_board(view, seat)
        if before is None:
            return moves
        fresh = [m for m in moves if game.apply(state, seat, m)[0]["board"] != before]
        return fresh or moves

    def determinize(self, game: Game, view: dict[str, Any], seat: int,
                    options: dict[str, Any], rng: random.Random) -> State:
        """The state the view shows (the turn counter is the view's ``turn`` less one)."""
        names = view["seats"]
        last = view["last_move"]
        out = [n in view["out"] for n in names]
        return {
            "game": game.id, "version": 1, "ply": 0, "rng": rng.getrandbits(64),
            "seats": list(names), "options": dict(options),
            "colours": [view["colours"][n] for n in names],
            "board": dict(view["board"]),
            "stashes": {c: dict(st) for c, st in view["stashes"].items()},
            "to_play": seat_index(view, view["to_move"][0]) if view["to_move"] else 0,
            "turns": view["turn"] - 1, "dying": list(view["dying"]),
            "culled": dict(view["culled"]),
            "last": None if last is None else {
                "by": seat_index(view, last["by"]), "kind": last["kind"],
                "square": last["square"], "piece": last["piece"], "from": last["from"]},
            "out": out, "resigned": [s for s in range(len(names)) if out[s]], "result": None,
        }

    def moves(self, game: Game, state: State, seat: int) -> list[str]:
        """The legal moves less all but one placement on a square with no piece around it: such
        a piece has no neighbour, dies in the same turn's cull and counts for nobody (rules
        §A turn, 2–3), so every one of them is the same move, a pass, kept once for the
        positions where any real move hurts."""
        board = state["board"]
        out, null = [], None
        for move in game.legal_moves(state, seat):
            words = move.split()
            if words[0] == "place" and not any(n in board for n in NEIGHBOURS[words[2]]):
                null = null or move
                continue
            out.append(move)
        return out + [null] if null else out

    def evaluate(self, game: Game, state: State) -> list[float]:
        """Largest colony in pips (a partnership counts its better colony), 3 pips a unit,
        judged mostly (``STABLE``) on the pieces that survive the next cull as the board
        stands: an unhappy piece dies then unless someone saves it (rules §A turn, 3)."""
        board = state["board"]
        dying = cull(board)
        stable = {sq: p for sq, p in board.items() if sq not in dying}
        pips = []
        for colour in state["colours"]:
            now = largest_group(board, colour)[0]
            # A colour's groups are of its own pieces: unless one of them dies, they stay.
            kept = (largest_group(stable, colour)[0]
                    if any(board[sq][0] == colour for sq in dying) else now)
            pips.append(STABLE * kept + (1 - STABLE) * now)
        if state["options"]["teams"]:
            # Partners share a fate: score the team's better colony against the other team's.
            team = [max(pips[s], pips[(s + 2) % 4]) / 3.0 for s in range(4)]
            return [share([team[s], team[(s + 1) % 4]])[0] for s in range(4)]
        return share([p / 3.0 for p in pips], [not o for o in state["out"]])
