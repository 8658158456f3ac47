"""Genetess for the searcher: fog of war (rules §13, G7–G9) is the hidden information.

A determinization keeps everything the seat's view shows (its pieces, the pieces in
view, decoded sequences, its E, scores, the turn, its signs of enemy Kings and the pieces
it has followed since it learnt whether each is a King) and samples
the rest: undecoded enemy sequences (more often than not a mover), a King for every
enemy with none in view (under one of its undecoded pieces or on an unseen square: a
King that stayed near a start square, or near the last sign of it, or one that wandered
as far as the turns since allow; seldom where the seat swept lately), enemy E.  Hard
weighs each square also by where Kings were seen to stand on the map (``KINGS_FILE``:
mostly along the outer wall), where that is known.
Specials are left out (the view gives a seen special's type, not its parameters), so the
search plans on the walls, pieces and E it knows; so are the squares the seat swept
(``swept``): they only say where the King is unlikely, which the guess has used, and
remembering them on every step of the search would cost time and change no evaluation.

The evaluation is a hunter's (rules §10: the only way to win is to take a King): how
many turns one's hunters need to reach an enemy King, threats to take one next move,
enemy hunters near one's own King, one's King hidden away from its start square, then
material and E.  Hard (``sharpened``: ``rich``) counts E only up to what a hunt can spend
(``SPARE_CAP``) and, once rich (S2 specials compound E), may create jumpers that take many
steps (``STRIKERS``), which reach a King its guards would shield from the cheap hunters;
it guesses an enemy's hidden E at no more than ``E_USEFUL``.
"""

from __future__ import annotations

import copy
import random
from functools import cache
from pathlib import Path
from typing import Any

from games import genetess_board as board
from games import genetess_moves
from games.ai.levels import load_data
from games.ai.player import Player, seat_index, share
from games.base import Game, State

#: Undecoded enemy pieces get ``A`` plus up to this many random codes on sale.
GUESSED_CODES = 2
#: How often an undecoded enemy piece is guessed to move.
MOBILE_GUESS = 0.6
#: How much likelier an unseen King is under an undecoded enemy piece than on an empty
#: unseen square at the same distance from a start (a King creates pieces around it).
KNOWN_PIECE = 3.0
#: A hidden King is guessed from two kinds of King: one that stays, ``KING_STAYS`` times as
#: likely one square nearer its start or its last sign (a King makes one step a turn, and
#: most turns are spent on other pieces), and one that wanders (``WANDERS`` per square), as
#: likely anywhere it may have walked since (one more square every ``DRIFT_ROUNDS`` rounds
#: since the start or the sign, up to ``DRIFT_CAP``) and ``KING_STAYS`` times as likely one
#: square nearer beyond: on ``duel`` after 18 rounds, about half the guesses within a
#: square of the start and 29 % four or more squares off.  In ten hard – normal matches on
#: ``duel`` at the bench's 0.1 scale (first seeds 3100 and 3200), a King stood within one
#: square of its start in about half of the rounds after the 20th and four to eight squares
#: off in most of the rest.  Guessed near the start only, hunters shuffled about an empty
#: start while the King sat four to eight squares off; guessed anywhere within reach alike,
#: they aimed at the middle of half the board and seldom looked at the start: both ran to
#: 200-round draws.
KING_STAYS = 4.0
WANDERS = 0.05
DRIFT_ROUNDS = 3
DRIFT_CAP = 6
#: A square the seat swept (had in view with no enemy King that could be on it) ``k`` rounds
#: ago is ``2 ** ((SWEPT_ROUNDS - k) / 2)`` times less likely to hide a King than one
#: not swept since (a square swept this round: 64 times): a King seldom walks onto a square
#: it was not on, so a hunter that has looked somewhere looks elsewhere next.  Without it,
#: a square seen empty was as likely as any once out of view again, hunters went back to
#: the likeliest squares they had just seen empty, and a third of hard – normal matches
#: were 200-round draws.
SWEPT_ROUNDS = 12
#: Where computer Kings stood on each shipped map (``petri bench --ai --king-squares``, two runs
#: of 18 hard – normal matches at x 0.1 on ``duel``, first seeds 20000 and 30000): per map and
#: start label, for the rounds up to ``EARLY_ROUNDS`` and after, each square's share of the
#: King-rounds seen there.  Kings keep to the edge: after round 10, 91 % of King-rounds stood
#: on the 36 squares along the outer wall (of 94), most in the corner beside the start or
#: four to six squares along the wall from it.  The guess from distance alone put most of
#: its weight on the open squares about the start, where a King seldom stands.
KINGS_FILE = Path(__file__).with_name("genetess_kings.json")
EARLY_ROUNDS = 10
#: A square where no King was seen gets this share of an average square's (the table is a
#: sample: an unseen square is unlikely, not impossible).
UNSEEN_SQUARE = 0.1
#: The levels whose guesses use ``KINGS_FILE``.
LEARNT_LEVELS = frozenset({"hard"})


class GenetessPlayer(Player):
    """Genetess: 2–8 seats, fog of war, costly steps; no playouts, a hunter's evaluation."""

    #: Random orders mostly wander: the evaluation judges the position the tree reached.
    playout_plies = 0
    #: The enemy King is usually hidden: average the one-ply evaluation over more guesses.
    samples = 4
    #: With a time budget, up to 12 guesses before the tree (normal's budget ends there at
    #: about 6), so that hard keeps most of its time for the tree: more guesses alone left
    #: it no better than normal (at the bench's 0.1 scale, 64 guesses and random replies:
    #: hard–normal 10/16 and 18/34 over three runs).
    max_samples = 12
    #: A few dozen iterations at most: judge every reply, so the one the opponent would
    #: play (taking back a hunter offered to its King) is searched first.
    expand_all = True
    #: Our move and every reply to it, then the evaluation (hard: two such rounds).  With no
    #: cap, the longer budget grew a few lines deeper than the rest, judged after our own move
    #: (the evaluation cannot see the reply that answers it) against siblings judged after
    #: the enemy's; capped at 2, hard's extra iterations only refined the same two plies.
    depths = {"normal": 2, "hard": 4}
    #: Whether the guess of a hidden King uses where Kings were seen to stand (``KINGS_FILE``).
    learnt_kings = False
    #: Whether E beyond what a hunt spends is worth nothing past ``SPARE_CAP``, a rich seat may
    #: create a ``STRIKERS`` piece, and an enemy's hidden E is guessed at most ``E_USEFUL``
    #: (``_energies``; hard: ``sharpened``).
    rich = False
    #: So a line searched past our next move is judged after the reply to it, like the rest.
    leaves_after_replies = True
    #: Where the King hides swings the evaluation far more than one move does: compare
    #: leaves against their root move's value on the same guess.
    paired = True
    #: A step towards an enemy King is worth little in reward units: keep the noise below it.
    noise = 0.005
    #: The root's best moves differ by about 0.005–0.02 in reward (median gaps between the
    #: best and the 5th / 10th of 24 mid-game positions): the paper's 0.7 spread a few dozen
    #: iterations evenly over the moves; this lets the values steer them.
    exploration = 0.02

    def determinize(self, game: Game, view: dict[str, Any], seat: int,
                    options: dict[str, Any], rng: random.Random) -> State:
        """A state matching ``view``: walls, starts and pieces as shown; unseen parts drawn.

        Enemy E is unknown: each enemy is given the seat's own E (as good a guess as
        any, and it needs nothing hidden), with ``rich`` at most ``E_USEFUL``.  Round 0: every
        other seat has a bare ``BID`` in, the seat's own bid (when in) is its own text
        (``_bids``).
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
            "energy": self._energies(energy if isinstance(energy, int) else 0, seat, n),
            "scores": [view["scores"][name] for name in names],
            "alive": [view["alive"][name] for name in names],
            "colours": [view["colours"][name] for name in names],
            "start_of": [view["start"] if s == seat else None for s in range(n)],
            "order": [seat_index(view, name) for name in view["order"]],
            "round": view["round"], "turn": 0, "bids": [None] * n,
            "out": [None if view["alive"][name] else [view["round"], 0] for name in names],
            "resigned": [False] * n,
            "sight": [{"map": False, "reveal": [], "decode": []} for _ in range(n)],
            "seen_specials": [{} for _ in range(n)], "king_signs": [{} for _ in range(n)],
            "sx": {}, "king_losses": [],
            "report": [], "last": None, "result": None,
        }
        state["seen_specials"][seat] = {sq: {"type": sp["type"], "text": sp["text"]}
                                        for sq, sp in view["specials"].items()}
        state["king_signs"][seat] = {
            str(seat_index(view, name)): [sign["square"], sign["within"], sign["round"]]
            for name, sign in view["king_signs"].items()}
        if view["round"] == 0:
            return self._bids(game, state, view, seat)
        mover = seat_index(view, view["to_move"][0]) if view["to_move"] else None
        if mover is not None and mover in state["order"]:
            state["turn"] = state["order"].index(mover)
        self._pieces(state, view, seat, rng, self.learnt_kings)
        return state

    def _energies(self, mine: int, seat: int, n: int) -> list[int]:
        """E per seat of a determinization: ``mine`` for ``seat`` and for each enemy (its E is
        unknown); with ``rich``, an enemy's at most ``E_USEFUL``: a seat's E beyond that comes
        from the specials it holds, and an enemy guessed as rich created ``STRIKERS`` in the
        tree's replies (a seat holding a 10 % special had 151 E, its enemy 2, and a sixth of
        the replies searched were an enemy jumper it could not pay for), so that hard, at the
        full budgets, guarded against jumpers that were not there and won 4 of 11 against
        normal."""
        enemy = min(mine, E_USEFUL) if self.rich else mine
        return [mine if s == seat else enemy for s in range(n)]

    @staticmethod
    def _bids(game: Game, state: State, view: dict[str, Any], seat: int) -> State:
        """Round 0 (rules §5, G13): every other seat still in has bid, a bare ``BID`` (its
        bid is secret; whether it is in yet says nothing of what it bid), and the seat's own
        bid, when in, is its text.  So the seat judges its bid on a settled auction whether it
        bids first or last: when only seats shown as in were put in, the first to bid never
        saw the auction settle, saw only the E a bid costs and bid nothing, and the second
        bid 1 E for turn ``a`` and moved first in 12 of 15 hard – hard matches on ``duel``."""
        for s, name in enumerate(view["seats"]):
            if not view["alive"][name]:
                continue
            if s != seat:
                state = game.apply(state, s, "BID")[0]
            elif view["bids"]["mine"]:
                state = game.apply(state, s, view["bids"]["mine"])[0]
        return state

    @staticmethod
    def _pieces(state: State, view: dict[str, Any], seat: int, rng: random.Random,
                learnt_kings: bool = False) -> None:
        codes = [c for c in state["costs"] if c != "A"]
        kinged: set[int] = set()
        for sq, entry in view["pieces"].items():
            owner = seat_index(view, entry["owner"])
            if "seq" in entry:
                seq = entry["seq"]
            elif entry.get("king") or entry.get("followed") == "king":
                seq = "K"
            else:
                seq = _guess(codes, rng)
            board.add_piece(state, sq, owner, seq)
            if "K" in seq and owner is not None:
                kinged.add(owner)
        visible = set(view["visible"])
        unseen = [sq for sq in board.all_squares(state)
                  if board.is_floor(state, sq) and sq not in visible and sq not in state["pieces"]]
        starts = [board.parse_square(sq) for label, sq in state["starts"].items()
                  if label != view["start"]]
        signs = view["king_signs"]
        swept = view["swept"]
        others = tuple(label for label in state["starts"] if label != view["start"])
        period = "early" if view["round"] <= EARLY_ROUNDS else "late"
        for s in range(len(state["seats"])):
            if s == seat or s in kinged or not state["alive"][s]:
                continue
            # An enemy always has a King.  Where none shows, it is one of its pieces in view
            # that we cannot decode, or it hides in the fog; a King moves one square a turn,
            # so most likely it is still near a start square, or near where the seat last
            # learnt it was (a sign), and no farther from there than the turns since allow.
            # A piece followed since it was seen created (or read) is known to be no King.
            hidden = [sq for sq, p in state["pieces"].items()
                      if p["owner"] == s and "seq" not in view["pieces"][sq]
                      and view["pieces"][sq].get("followed") != "not king"]
            pool = hidden + unseen
            near = starts
            since = view["round"]
            sign = signs.get(state["seats"][s])
            if sign is not None:
                there = board.parse_square(sign["square"])
                since = sign["within"] + max(0, view["round"] - sign["round"])
                # A sign "within 1" is a piece seen created there: K cannot be bought, so the
                # King is beside that square, not on it.
                pool = [sq for sq in pool if _near(sq, [there]) <= since
                        and not (sign["within"] and sq == sign["square"])] or pool
                near = [there]
            if not pool:
                continue
            drift = min(DRIFT_CAP, since // DRIFT_ROUNDS)
            # Where Kings were seen to stand, when the map has a table: it knows the edges
            # and corners Kings keep to, and how far they go from their start, better than
            # distance alone; a sign still says how far the King can have walked since.
            learnt = _king_squares(view["map"]["name"], others, period) if learnt_kings else None
            if learnt is None:
                weights = [_reach(_near(sq, near), drift) for sq in pool]
            else:
                shares, unseen_share = learnt
                weights = [shares.get(sq, unseen_share)
                           * (_reach(_near(sq, near), drift) if sign is not None else 1.0)
                           for sq in pool]
            weights = [w * (KNOWN_PIECE if sq in hidden else 1.0)
                       / _unswept(swept.get(sq), view["round"]) for sq, w in zip(pool, weights, strict=True)]
            sq = rng.choices(pool, weights)[0]
            if sq in hidden:
                state["pieces"][sq]["seq"] = "K"
            else:
                unseen.remove(sq)
                board.add_piece(state, sq, s, "K")

    def for_level(self, level: str) -> Player:
        """This player for ``LEARNT_LEVELS`` guessing hidden Kings where Kings were seen to
        stand (``learnt_kings``), a copy that guesses from distance alone for the rest."""
        if (level in LEARNT_LEVELS) == self.learnt_kings:
            return self
        other = copy.copy(self)
        other.learnt_kings = level in LEARNT_LEVELS
        return other

    def sharpened(self) -> Player:
        """This player with ``rich`` on (hard only): capped spare E, ``STRIKERS`` when rich, an
        enemy's E guessed at most ``E_USEFUL``."""
        sharp = copy.copy(self)
        sharp.rich = True
        return sharp

    def forget(self, view: dict[str, Any]) -> dict[str, Any]:
        """``view`` without its signs of enemy Kings (``king_signs``, rules §4.3 and G8), without
        which pieces in view it has followed since it learnt whether each is one, and without
        the squares it has swept (``swept``)."""
        pieces = {sq: {k: v for k, v in entry.items() if k != "followed"}
                  for sq, entry in view["pieces"].items()}
        return {**view, "king_signs": {}, "pieces": pieces, "swept": {}}

    def moves(self, game: Game, state: State, seat: int) -> list[str]:
        """The listed orders the search considers: every MOVE and PASS, and the CREATEs of
        ``HUNTERS`` only (rules §10: the only way to win is to take the enemy King).
        Other CREATEs crowd the tree (hundreds with E to spare) and do little towards a
        King.  With ``rich``, also a CREATE of the dearest ``STRIKERS`` piece that costs at most
        half the seat's E beyond ``E_USEFUL``, on each square the hunters may be created on."""
        moves = [m for m in game.legal_moves(state, seat)
                 if not m.startswith("CREATE ") or m.split()[-1] in HUNTERS]
        if self.rich:
            moves += _strikes(state, seat, moves)
        return moves

    def evaluate(self, game: Game, state: State) -> list[float]:
        """Score (a King taken is 10 points), material (E, less beyond ``E_USEFUL``, and the codes
        of the pieces on the board at ``PIECE_E`` of their cost: a piece is worth what it
        does, which pressure adds; a sum, since Σ + Π of S14's doubled pieces would swamp
        everything else), pressure (how few turns the hunters need, the fastest counting most, to reach an
        enemy King: the only way to win is to take it) and threats (a piece that can take
        an enemy King with its next move: nearly won when its owner moves next, a real
        danger the enemy must answer otherwise) and danger (enemy hunters within two
        squares of one's King) and hiding (one's King away from its start square, where an
        enemy that has not seen it go looks for it first); an eliminated seat gets 0.  With
        ``rich``, E beyond ``E_USEFUL`` counts up to ``SPARE_CAP`` only."""
        n = len(state["seats"])
        material = [0.0] * n
        kings: list[list[str]] = [[] for _ in range(n)]
        hunters: list[list[str]] = [[] for _ in range(n)]
        for sq, piece in state["pieces"].items():
            owner = piece["owner"]
            if owner is None:
                continue
            if "K" in piece["seq"]:
                kings[owner].append(sq)
                continue
            material[owner] += sum(state["costs"].get(code, 0) for code in piece["seq"])
            if "B" in piece["seq"] or "C" in piece["seq"]:
                hunters[owner].append(sq)
        movers = game.to_move(state) if state["round"] else []
        values = []
        for s in range(n):
            targets = [k for o in range(n) if o != s for k in kings[o]]
            turns = sorted(min(_turns(state["pieces"][h], h, k) for k in targets)
                           for h in hunters[s]) if targets else []
            pressure = sum(max(0.0, 1.0 - t / HORIZON) * BACKUP ** i for i, t in enumerate(turns))
            threat = 0.0
            if any(_takes(state, a, k) for a in hunters[s] + kings[s] for k in targets
                   if _turns(state["pieces"][a], a, k) <= 1):
                threat = THREAT_TO_MOVE if s in movers else THREAT
            energy = state["energy"][s]
            spare = max(0, energy - E_USEFUL)
            stock = material[s] * PIECE_E + min(energy, E_USEFUL) \
                + SPARE_E * (min(spare, SPARE_CAP) if self.rich else spare)
            near = sum(1 for k in kings[s] for o in range(n) if o != s for h in hunters[o]
                       if _chebyshev(h, k) <= 2)
            values.append(state["scores"][s] / 3.0 + stock / 30.0 + PRESSURE * pressure + threat
                          - DANGER * near + HIDDEN * _away(state, s, kings[s]))
        return share([v * SOFTEN for v in values], state["alive"])


#: Margins are squashed by a logistic (``share``); this keeps a clear lead, which a
#: fog-bound hunt often has for long, from flattening the differences between moves.
SOFTEN = 0.4
#: What one E spent on a piece's codes is worth against one E kept.
PIECE_E = 0.7
#: E beyond this buys more than a hunt needs (two good hunters) ...
E_USEFUL = 30
#: ... and is worth this much of itself: enough that spare E is not spent on hunters
#: that only crowd the board.
SPARE_E = 0.3
#: Turns to a King beyond which a hunter adds no pressure (more than a one-step hunter
#: needs to cross the largest shipped map, so that every step counts).
HORIZON = 24.0
#: Each further hunter's pressure counts this much of the one before's (the fastest
#: counts fully: one hunter that lands wins).
BACKUP = 0.5
#: Reward units of pressure per hunter (one turn closer: a tenth of it).
PRESSURE = 2.0
#: A King one's own move takes next (nearly a win) / one the enemy must answer first.
THREAT_TO_MOVE, THREAT = 4.0, 1.0
#: Reward units lost per enemy hunter within two squares of one's King.
DANGER = 0.5
#: Reward units per square one's King stands away from its start square, up to ``AWAY_CAP``
#: squares: an enemy that has not seen it go guesses it there (``determinize``; a person
#: too), so its hunters head for the wrong squares.  Without it both Kings stayed by their
#: starts all game; with it hard – normal rose from 16.5/32 to 21/32 on the same deals
#: (20/32 once the tree stopped at the reply: README, computer opponents).
HIDDEN = 0.3
AWAY_CAP = 4
#: The pieces the search creates: cheap hunters that step one or two squares a move (an
#: odd number of orthogonal steps reaches squares of either colour), one that sees further.
HUNTERS = frozenset({"AB", "AC", "ABC", "ABD"})
#: With ``rich``, spare E (beyond ``E_USEFUL``) counts up to this much.  S2 specials compound
#: E: in hard – normal matches at the bench's 0.1 scale a seat held 476 E at round 200, another
#: 34 348 E at round 175, and each ran towards a draw: spare E at ``SPARE_E`` of itself made
#: every piece dearer than the pressure it adds, so it kept making five-E hunters.
SPARE_CAP = 100
#: Pieces a rich seat may create (``rich``), cheapest first: jumpers (E, rules §7: pieces on the
#: way do not block) that take as many orthogonal and diagonal steps as one's E allows, so
#: that a King guarded on every side can still be reached.  Σ + Π costs 34, 60, 159, 884 E.
STRIKERS = ("ABCE", "ABBCE", "ABBCCE", "ABBBCCCE")


def _strikes(state: State, seat: int, moves: list[str]) -> list[str]:
    """``CREATE square seq`` of the dearest ``STRIKERS`` piece of codes on sale that costs at
    most half of ``seat``'s E beyond ``E_USEFUL`` (none: ``[]``), on each square a ``HUNTERS``
    piece is created on among ``moves`` (the seat's listed orders)."""
    spare = state["energy"][seat] - E_USEFUL
    codes = state["options"]["codes"]
    dear = [seq for seq in STRIKERS if set(seq) <= set(codes)
            and 2 * board.creation_cost(state, seq) <= spare]
    if not dear:
        return []
    squares = dict.fromkeys(m.split()[1] for m in moves
                            if m.startswith("CREATE ") and m.split()[-1] in HUNTERS)
    return [f"CREATE {sq} {dear[-1]}" for sq in squares]


def _guess(codes: list[str], rng: random.Random) -> str:
    """A sequence for an enemy piece we cannot decode: ``A`` and up to ``GUESSED_CODES``
    codes on sale, a move code (B or C) first more often than not, since a piece next to
    one's King that might move is the one to fear."""
    moving = [c for c in codes if c in "BC"]
    extra = [rng.choice(codes) for _ in range(rng.randint(0, GUESSED_CODES))] if codes else []
    if moving and rng.random() < MOBILE_GUESS:
        extra[:1] = [rng.choice(moving)]
    return "A" + "".join(sorted(extra))


@cache
def _king_squares(map_name: str, labels: tuple[str, ...],
                  period: str) -> tuple[dict[str, float], float] | None:
    """Where a King that started on one of ``labels`` (each alike) stands in ``period``
    (``"early"``: rounds up to ``EARLY_ROUNDS``, or ``"late"``), from ``KINGS_FILE``: square →
    its share of the King-rounds seen, and the share of a square never seen (``UNSEEN_SQUARE``
    of an average square's); ``None`` when the map, or one of ``labels``, has no table."""
    entry = load_data(KINGS_FILE).get("maps", {}).get(map_name)
    if not entry or not labels or any(label not in entry["starts"] for label in labels):
        return None
    shares: dict[str, float] = {}
    for label in labels:
        for sq, part in entry["starts"][label][period].items():
            shares[sq] = shares.get(sq, 0.0) + part / len(labels)
    return shares, UNSEEN_SQUARE / entry["squares"]


def _reach(far: int, drift: int) -> float:
    """The weight of a hidden King ``far`` squares from its start or last sign, ``drift``
    squares being within its walk since (``KING_STAYS``, ``WANDERS``)."""
    return KING_STAYS ** -far + WANDERS * KING_STAYS ** -max(0, far - drift)


def _unswept(last: int | None, now: int) -> float:
    """How many times less likely a King is on a square swept in round ``last`` (``None``:
    never) than on one not swept, in round ``now`` (``SWEPT_ROUNDS``)."""
    if last is None:
        return 1.0
    return 2.0 ** (max(0, SWEPT_ROUNDS - (now - last)) / 2)


def _away(state: State, seat: int, kings: list[str]) -> int:
    """Squares (Chebyshev, at most ``AWAY_CAP``) between ``seat``'s nearest King and its start
    square; 0 where the start is not known (an enemy's, in a determinization), no King stands,
    or the start has turned to wall (a special on ``quad``: the view then shows it as wall, and
    nobody looks for a King inside a wall)."""
    label = state["start_of"][seat]
    home = state["starts"].get(label) if label is not None else None
    if home is None or not kings:
        return 0
    return min(AWAY_CAP, min(_chebyshev(k, home) for k in kings))


def _chebyshev(a: str, b: str) -> int:
    """Chebyshev distance between two squares (a radius of view, G7)."""
    (c1, r1), (c2, r2) = board.parse_square(a), board.parse_square(b)
    return max(abs(c1 - c2), abs(r1 - r2))


def _near(sq: str, starts: list[tuple[int, int]]) -> int:
    """Chebyshev distance from ``sq`` to the nearest of ``starts`` (0 when there is none)."""
    col, row = board.parse_square(sq)
    return min((max(abs(col - c), abs(row - r)) for c, r in starts), default=0)


def _turns(piece: dict, src: str, dst: str) -> int:
    """About how many moves the piece on ``src`` needs to land on ``dst`` (at least 1): each
    move takes B + K orthogonal and C diagonal steps (G3); walls and parity ignored."""
    orth, diag = board.count(piece, "B") + board.count(piece, "K"), board.count(piece, "C")
    (c1, r1), (c2, r2) = board.parse_square(src), board.parse_square(dst)
    dx, dy = abs(c1 - c2), abs(r1 - r2)
    if orth % 2 == 0 and (dx + dy) % 2:
        return 99  # an even number of orthogonal steps never changes the square's colour
    if not diag:
        far, step = dx + dy, orth
    else:
        far, step = max(dx, dy), orth + diag
    return max(1, -(-far // step)) if step else 99


def _takes(state: State, src: str, dst: str) -> bool:
    """Whether the piece on ``src`` may land on ``dst`` with its next move (every piece of
    the determinization blocks, as the engine will judge it)."""
    found = genetess_moves.reach(state, src, set(state["pieces"]))
    if found is None:
        return False
    col, row = board.parse_square(dst)
    return bool(found.last >> (row * found.stride + col) & 1)
