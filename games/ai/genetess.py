"""Genetess for the searcher: fog of war (rules §13, G7–G9) is the hidden information.

A determinization keeps everything the seat's view shows (its pieces, the pieces in
view, decoded sequences, its E, scores, the turn) and samples the rest: undecoded
enemy sequences, an unseen King for every enemy with none in view, enemy E.  Specials
are left out (the view gives a seen special's type, not its parameters), so the
search plans on the walls, pieces and E it knows.
"""

from __future__ import annotations

import random
from typing import Any

from games import genetess_board as board
from games.ai.player import Player, seat_index, share
from games.base import Game, State

#: Undecoded enemy pieces get ``A`` plus up to this many random codes on sale.
GUESSED_CODES = 2


class GenetessPlayer(Player):
    """Genetess: 2–8 seats, fog of war, costly steps; playouts of two orders."""

    playout_plies = 2
    #: A step towards an enemy King is worth little in reward units: keep the noise below it.
    noise = 0.005

    def determinize(self, game: Game, view: dict[str, Any], seat: int,
                    options: dict[str, Any], rng: random.Random) -> State:
        """A state matching ``view``: walls, starts and pieces as shown; unseen parts drawn.

        Enemy E is unknown: each enemy is given the seat's own E (as good a guess as
        any, and it needs nothing hidden).  Round 0: seats shown as having bid have a
        bare ``BID`` in, the seat's own bid is its own text.
        """
        names = view["seats"]
        n = len(names)
        cells = view["cells"]
        energy = view["energy"]
        state: State = {
            "game": game.id, "version": 1, "ply": 0, "rng": rng.getrandbits(64),
            "seats": list(names), "options": dict(options),
            "map": {"name": view["map"]["name"], "title": view["map"]["title"], "description": ""},
            "width": view["width"], "height": view["height"],
            "walls": [sq for sq, c in cells.items() if c == "wall"],
            "inner": [sq for sq, c in cells.items() if c == "inner"],
            "starts": {c.split()[1]: sq for sq, c in cells.items() if c.startswith("start ")},
            "specials": {}, "pieces": {}, "next_id": 1,
            "costs": {c["letter"]: c["cost"] for c in view["codes"]},
            "energy": [energy if isinstance(energy, int) else 0] * n,
            "scores": [view["scores"][name] for name in names],
            "alive": [view["alive"][name] for name in names],
            "colours": [view["colours"][name] for name in names],
            "start_of": [view["start"] if s == seat else None for s in range(n)],
            "order": [seat_index(view, name) for name in view["order"]],
            "round": view["round"], "turn": 0, "bids": [None] * n,
            "out": [None if view["alive"][name] else [view["round"], 0] for name in names],
            "resigned": [False] * n,
            "sight": [{"map": False, "reveal": [], "decode": []} for _ in range(n)],
            "seen_specials": [{} for _ in range(n)], "sx": {}, "king_losses": [],
            "report": [], "last": None, "result": None,
        }
        state["seen_specials"][seat] = {sq: {"type": sp["type"], "text": sp["text"]}
                                        for sq, sp in view["specials"].items()}
        if view["round"] == 0:
            return self._bids(game, state, view, seat)
        mover = seat_index(view, view["to_move"][0]) if view["to_move"] else None
        if mover is not None and mover in state["order"]:
            state["turn"] = state["order"].index(mover)
        self._pieces(state, view, seat, rng)
        return state

    @staticmethod
    def _bids(game: Game, state: State, view: dict[str, Any], seat: int) -> State:
        for name in view["bids"]["in"]:
            s = seat_index(view, name)
            text = view["bids"]["mine"] if s == seat else "BID"
            state = game.apply(state, s, text or "BID")[0]
        return state

    @staticmethod
    def _pieces(state: State, view: dict[str, Any], seat: int, rng: random.Random) -> None:
        codes = [c for c in state["costs"] if c != "A"]
        kinged: set[int] = set()
        for sq, entry in view["pieces"].items():
            owner = seat_index(view, entry["owner"])
            if "seq" in entry:
                seq = entry["seq"]
            elif entry.get("king"):
                seq = "K"
            else:
                seq = "A" + "".join(rng.choice(codes) for _ in range(rng.randint(0, GUESSED_CODES))) \
                    if codes else "A"
            board.add_piece(state, sq, owner, seq)
            if "K" in seq and owner is not None:
                kinged.add(owner)
        visible = set(view["visible"])
        unseen = [sq for sq in board.all_squares(state)
                  if board.is_floor(state, sq) and sq not in visible and sq not in state["pieces"]]
        starts = [sq for label, sq in state["starts"].items()
                  if sq in unseen and label != view["start"]]
        for s in range(len(state["seats"])):
            if s == seat or s in kinged or not state["alive"][s]:
                continue
            # An enemy always has a King; where we do not see one it hides in the fog,
            # most likely still near a start square.
            pool = starts if starts and rng.random() < 0.6 else unseen
            if pool:
                sq = rng.choice(pool)
                pool.remove(sq)
                if sq in unseen:
                    unseen.remove(sq)
                if sq in starts:
                    starts.remove(sq)
                board.add_piece(state, sq, s, "K")
                continue
            theirs = [sq for sq, p in state["pieces"].items()
                      if p["owner"] == s and "seq" not in view["pieces"][sq]]
            if theirs:
                state["pieces"][rng.choice(theirs)]["seq"] = "K"

    def moves(self, game: Game, state: State, seat: int) -> list[str]:
        """Every listed order but the CREATEs of three codes: with E to spare they crowd the
        tree (hundreds of them) and rarely beat a cheaper piece now."""
        return [m for m in game.legal_moves(state, seat)
                if not (m.startswith("CREATE ") and len(m.split()[-1]) > 2)]

    def evaluate(self, game: Game, state: State) -> list[float]:
        """Score (a King taken is 10 points), material (codes on the board, E at about a
        code per 3 E), pressure (mobile pieces near an enemy King: the only way to win
        is to take it) and danger (enemy pieces next to one's own King); an eliminated
        seat gets 0."""
        n = len(state["seats"])
        material = [0.0] * n
        kings: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        movers: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        for sq, piece in state["pieces"].items():
            owner = piece["owner"]
            if owner is None:
                continue
            material[owner] += len(piece["seq"])
            where = board.parse_square(sq)
            if "K" in piece["seq"]:
                kings[owner].append(where)
            elif any(c in piece["seq"] for c in "BC"):
                movers[owner].append(where)
        values = []
        for s in range(n):
            enemy_kings = [k for o in range(n) if o != s for k in kings[o]]
            enemy_movers = [m for o in range(n) if o != s for m in movers[o]]
            pressure = sum(max(0.0, 1.0 - min(_dist(p, k) for k in enemy_kings) / 16.0)
                           for p in movers[s]) if enemy_kings else 0.0
            danger = sum(1 for k in kings[s] for m in enemy_movers if _dist(k, m) <= 2)
            values.append(state["scores"][s] / 3.0 + material[s] / 6.0
                          + state["energy"][s] / 18.0 + 0.6 * pressure - 0.4 * danger)
        return share(values, state["alive"])


def _dist(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Chebyshev distance in squares (a King's moves)."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))
