"""Computer opponents: honest information-set search for every Petri game.

``choose(game, view, seat, options, level, seed)`` is the one entry point: it is
given a seat's *view* (``game.view(state, seat)``), never the true state, and
returns the move text to ``apply`` for that seat.  Levels:

- ``easy``: one-ply greedy on the game's evaluation with noise (``search.greedy``);
- ``normal``: SO-ISMCTS for about 0.5 s; ``hard``: about 2 s (``search.ismcts``), also
  playing on what the seat remembers from earlier turns (``REMEMBERS``);
- ``random``: a uniformly random legal move of a determinization (the old zombie);
- ``baseline`` (benchmarks only, ``BENCH_LEVELS``): hard as it was before it learnt to
  prove wins and losses (``SOLVES``), to infer hidden things from the opponents' moves
  (``INFERS``) and what its game's player learnt since (``SHARPENED``), kept to measure hard
  against.

The per-game knowledge (``determinize``, ``evaluate``) lives in one small module per
engine, registered in ``PLAYERS`` by game id.
"""

from __future__ import annotations

import random
from typing import Any

from games.ai.dna_icehouse import DnaIcehousePlayer
from games.ai.dna_sequence import DnaSequencePlayer
from games.ai.genetess import GenetessPlayer
from games.ai.mitosis import MitosisPlayer
from games.ai.player import Player
from games.ai.protozoa import ProtozoaPlayer
from games.ai.search import Budget, greedy, ismcts
from games.base import Game, IllegalMove

PLAYERS: dict[str, Player] = {
    "dna-sequence": DnaSequencePlayer(), "protozoa": ProtozoaPlayer(),
    "mitosis": MitosisPlayer(), "dna-icehouse": DnaIcehousePlayer(),
    "genetess": GenetessPlayer(),
}

#: Seconds of search per decision at each ISMCTS level.
SECONDS = {"normal": 0.5, "hard": 2.0, "baseline": 2.0}
#: Levels that play on what the seat remembers from earlier turns (``Player.forget``) as
#: well as on what it sees now, as a card player who counts cards.
REMEMBERS = frozenset({"hard", "baseline"})
#: Levels whose search backs up proven wins and losses (``search.ismcts``'s ``solve``).
SOLVES = frozenset({"hard"})
#: Levels that weigh their guesses of hidden things by the opponents' observed moves
#: (``Player.infers``); the others guess from the view's present alone.
INFERS = frozenset({"hard"})
#: Levels that play with what a game's player learnt after ``baseline`` was frozen
#: (``Player.sharpened``; so far DNA (Icehouse), Protozoa, Mitosis and Genetess: each player's
#: ``sharpened``).
SHARPENED = frozenset({"hard"})
LEVELS = ("easy", "normal", "hard")
#: Levels for benchmarks only, never offered to players nor accepted for a match:
#: ``baseline`` is hard frozen as it was before ``SOLVES``, ``INFERS`` and ``SHARPENED``, the
#: yardstick of a stronger hard.
BENCH_LEVELS = ("baseline",)
#: The level whose game-specific settings (``Player.depths``, ``for_level``) a bench-only
#: level shares.
SAME_AS = {"baseline": "hard"}


def check_level(level: str, bench: bool = False) -> str:
    """``level`` normalised; ``ValueError`` naming the levels when it is not one.  A level of
    ``BENCH_LEVELS`` passes only with ``bench`` (benchmarks): a match never gets one."""
    word = str(level).strip().lower()
    if word not in LEVELS + ("random",) + (BENCH_LEVELS if bench else ()):
        raise ValueError(f"unknown computer level {level!r}; levels are: {', '.join(LEVELS)}")
    return word


def player_for(game: Game) -> Player:
    """The registered ``Player`` of ``game``; ``KeyError`` naming the games that have one."""
    try:
        return PLAYERS[game.id]
    except KeyError:
        raise KeyError(f"no computer player for {game.id!r}; games with one: "
                       f"{', '.join(PLAYERS)}") from None


def choose(game: Game, view: dict[str, Any], seat: int, options: dict[str, Any],
           level: str, seed: int, budget: Budget | None = None,
           refused: frozenset[str] = frozenset()) -> str:
    """The move text ``level`` picks for ``seat`` from its ``view``.

    ``options``: the match's parsed options; ``seed``: any int (same seed, same view,
    same iteration budget → same move); ``budget`` overrides the level's time budget
    (tests pass ``Budget(iterations=...)``); ``refused``: moves the rules refused this
    turn (see ``play_turn``).  A player with a ``settle`` method (DNA sequence: a move it
    can prove best within part of a time budget; Mitosis' hard: its split by alpha-beta) is
    asked first; the search gets the rest.  ``level`` may be one of ``BENCH_LEVELS`` (the host refuses those with
    ``check_level`` before it asks).  Raises ``ValueError`` for an unknown level and
    ``IllegalMove`` when the seat has nothing to play.
    """
    level = check_level(level, bench=True)
    plays_as = SAME_AS.get(level, level)
    player = player_for(game).for_level(plays_as)
    if level not in INFERS:
        player = player.without_inference()
    if level in SHARPENED:
        player = player.sharpened()
    if level not in REMEMBERS:
        view = player.forget(view)
    rng = random.Random(seed)
    if level == "random":
        state = player.determinize(game, view, seat, options, rng)
        moves = [m for m in player.moves(game, state, seat) if m not in refused]
        if not moves:
            raise IllegalMove("no legal move")
        return rng.choice(moves)
    if level == "easy":
        return greedy(game, player, view, seat, options, rng, refused=refused)
    budget = budget or Budget(seconds=SECONDS[level])
    settle = getattr(player, "settle", None)  # a game that can prove its best move (DNA sequence)
    if settle is not None:
        start = budget.clock()
        move = settle(game, view, seat, options, budget, refused)
        if move is not None:
            return move
        budget = budget.less(budget.clock() - start)
    return ismcts(game, player, view, seat, options, budget, rng, refused,
                  player.depths.get(plays_as), solve=level in SOLVES)


def move_for(game: Game, state: dict[str, Any], seat: int, level: str, seed: int,
             budget: Budget | None = None, refused: frozenset[str] = frozenset()) -> str:
    """The host's door: ``seat``'s computer move in ``state``.

    Takes ``seat``'s view (``game.view(state, seat)``) and the public options and
    hands only those to ``choose``; nothing else of ``state`` reaches the search
    (tests/games/test_ai_honesty.py proves it).  Errors as ``choose``.
    """
    view = game.view(state, seat)
    options = dict(state["options"])
    return choose(game, view, seat, options, level, seed, budget, refused)


#: Refused picks a computer seat may make in one turn before it falls back.
RETRIES = 3


def play_turn(game: Game, state: dict[str, Any], seat: int, level: str, seed: int,
              budget: Budget | None = None) -> tuple[str, dict[str, Any], list[dict[str, Any]]]:
    """Pick with ``move_for`` and play it as a referee would: ``(move, new_state, events)``.

    Under fog (Genetess) a pick is judged by the rules on what the seat knows: one
    that meets a piece or wall it could not know of is played and fails as a PASS
    (G5), never refused, so a refusal tells the seat nothing it could not see.  Like
    a person the computer learns only that refusal and picks again (up to ``RETRIES``
    times), then plays the engine's random legal move (drawn from what the seat knows
    too), then skips its turn.  All picks of the turn share the level's one time
    budget.  Raises ``IllegalMove`` only when none of that is possible.
    """
    refused: set[str] = set()
    if budget is None and level in SECONDS:
        budget = Budget(seconds=SECONDS[level])
    start = budget.clock() if budget is not None else 0.0
    for attempt in range(RETRIES):
        # A new pick after a refusal spends what is left of the turn's one budget.
        left = None if budget is None else budget.less(budget.clock() - start)
        move = move_for(game, state, seat, level, seed + attempt, left, frozenset(refused))
        try:
            new, events = game.apply(state, seat, move)
            return move, new, events
        except IllegalMove:
            refused.add(move)
    try:
        move = game.random_move(state, seat, random.Random(seed))
        new, events = game.apply(state, seat, move)
        return move, new, events
    except IllegalMove:
        new, events = game.skip(state, seat)
        return "", new, events
