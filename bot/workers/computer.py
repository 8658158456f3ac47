"""Computer seats on the host: search in a worker process, moves played like a player's.

``ComputerPool`` runs ``games.ai.choose`` in one worker process (``bot.workers.worker_pool``:
a fresh interpreter, no forked copy of the event loop, the database connection or the
Discord client), so a 2-second search never blocks the event loop.  Only the computer
seat's *view* and the public options cross to the worker: the true state never leaves
the host.  The pool heals: a worker that dies is replaced and the pick given to the new
one once (``ComputerError`` if it dies too), and a pick that runs past its level's time
plus ``MARGIN`` has its worker replaced (``ComputerError``).  Picks wait for the worker
in fair turns (``bot.workers.fair_turns``): those a person waits for first, then round robin over
members and their matches; and a level's time is the time of the whole decision, so a pick
that waited searches for what is left of it (at least ``LEAST_SEARCH`` of it): under load
the computer plays sooner and a little weaker, never later.

``play_computers`` plays every computer seat that is due in a match, through
``MatchHost.move`` like any player, until a person is to move or the game ends.
The seed of each decision is derived from the computer seat's view and the ply
(``games.ai.seeding.view_seed``), never from the match's secret seed: the seat decides
from what it sees alone, and a restart in the middle of its turn decides again, the same way.
"""

from __future__ import annotations

import asyncio
import os
import random
from collections.abc import Hashable
from typing import Any

from bot.core import HostError
from bot.workers.fair_turns import FairTurns
from bot.workers.worker_pool import WorkerPool
from games.ai import SECONDS, check_level, choose, move_for
from games.ai.search import Budget
from games.ai.seeding import view_seed
from games.base import IllegalMove
from games.message import Msg

#: Refused picks per computer turn before the host gives up (fog: see games.ai.play_turn).
RETRIES = 3

#: Seconds a pick may run beyond its level's search time before its worker is replaced: a
#: fresh worker's start-up (≈ 1 s, more on a busy machine) and the hand-over.  With an
#: iteration budget (tests, benchmarks) the limit is this margin alone.
MARGIN = 10.0

#: The share of its level's time a pick searches however long it waited for the worker.
LEAST_SEARCH = 0.05

#: Niceness added to the search worker: the bot's event loop wins the CPU from a search
#: (which is time-budgeted: it searches less, it does not answer later).
NICE = 10


def _warm() -> int:
    """Worker side of ``ComputerPool.start``: unpickling this job imported this module, and
    with it the engines and the search; returns the worker's process id."""
    return os.getpid()


class ComputerError(HostError):
    """The computer could not decide: its search process died twice on this position, or
    ran past its time.  The match is unchanged; the next post or a restart asks again."""


def _choose(game_id: str, view: dict[str, Any], seat: int, options: dict[str, Any],
            level: str, seed: int, seconds: float | None, iterations: int | None,
            refused: tuple[str, ...]) -> str:
    """Worker side of ``ComputerPool.pick`` (module level: it must pickle)."""
    from games import get_game

    budget = Budget(iterations=iterations, seconds=seconds) \
        if seconds is not None or iterations is not None else None
    return choose(get_game(game_id), view, seat, options, level, seed, budget, frozenset(refused))


def _advise(game_id: str, view: dict[str, Any], seat: int, options: dict[str, Any], seed: int,
            seconds: float | None, iterations: int | None) -> dict[str, Any]:
    """Worker side of ``ComputerPool.advise`` (``/hint``)."""
    from games import get_game
    from games.ai.advice import advise

    return advise(get_game(game_id), view, seat, options, seed,
                  Budget(iterations=iterations, seconds=seconds))


def _review(game_id: str, views: list[dict[str, Any]], moves: list[str | None], seat: int,
            options: dict[str, Any], seed: int, first: int) -> dict[str, Any]:
    """Worker side of ``ComputerPool.review`` (one part of ``/review``)."""
    from games import get_game
    from games.ai.advice import review

    return review(get_game(game_id), views, moves, seat, options, seed, first)


class ComputerPool:
    """``workers`` processes for searches (default one: on a 2-core machine the other core
    serves the loop), shared fairly between members and matches.

    ``iterations`` (tests) replaces each level's time budget by an iteration budget,
    which also makes decisions reproducible.  ``inline``: decide in this process
    (``petri play``, where no loop needs guarding).  ``margin``: seconds a pick may run
    beyond its budget (``MARGIN``).
    """

    def __init__(self, workers: int = 1, iterations: int | None = None,
                 inline: bool = False, margin: float = MARGIN) -> None:
        self.iterations = iterations
        self.margin = margin
        self._processes = None if inline else WorkerPool(
            workers, died_twice=lambda: ComputerError(
                "the computer's search process stopped twice on this position; "
                "the match is unchanged"),
            over_ran=lambda limit: ComputerError(
                f"the computer's search ran past its {limit:g} s and was stopped; "
                "the match is unchanged"), nice=NICE)
        self._turns = FairTurns(workers)

    async def start(self) -> list[int]:
        """Start the workers now rather than at the first pick (each imports the engines and
        the search once, ≈ 1 s); returns their process ids (none in-process)."""
        if self._processes is None:
            return []
        return sorted(set(await asyncio.gather(*(self._processes.run(_warm, ())
                                                 for _ in range(self._processes.workers)))))

    @property
    def restarts(self) -> int:
        """Times a worker that died or ran late was replaced."""
        return self._processes.restarts if self._processes is not None else 0

    def pids(self) -> list[int]:
        """Process ids of the live search workers (none in-process or before the first pick)."""
        return self._processes.pids() if self._processes is not None else []

    async def pick(  # noqa: PLR0913 - the request (game, view, seat, options, level, seed, refused) and its queue keys
            self, game_id: str, view: dict[str, Any], seat: int, options: dict[str, Any],
                   level: str, seed: int, refused: tuple[str, ...] = (), *,
                   member: Hashable = None, match: Hashable = None, waiting: bool = True) -> str:
        """The move ``level`` picks from ``view`` (in the worker), once it is the turn of
        ``member`` (who owns the match: its creator) and ``match`` (fair turns);
        ``waiting``: a person plays in the match (its picks go first).

        Raises what ``choose`` raises (``IllegalMove``: nothing to play; ``ValueError``:
        unknown level), ``ComputerError`` when the worker died twice or ran past the
        level's time plus ``margin``.
        """
        level = check_level(level)
        seconds = None if self.iterations is not None else SECONDS.get(level)
        if self._processes is None:
            return _choose(game_id, view, seat, options, level, seed, seconds, self.iterations, refused)
        loop = asyncio.get_running_loop()
        asked = loop.time()
        async with self._turns.turn(member, match, urgent=waiting):
            if seconds is not None:
                seconds = max(seconds * LEAST_SEARCH, seconds - (loop.time() - asked))
            args = (game_id, view, seat, options, level, seed, seconds, self.iterations, refused)
            return await self._processes.run(_choose, args, limit=(seconds or 0.0) + self.margin)

    async def stand_in(self, game_id: str, state: dict[str, Any], seat: int, seed: int) -> str:
        """The move the host plays for an absent seat (``stand_in_move``), searched in this
        pool's worker (in fair turns, before the picks nobody waits for), not in the picture
        pool nor on the event loop.  Raises what ``stand_in_move`` raises, ``ComputerError``
        when the worker died twice or ran past the easy level's time plus ``margin``."""
        if self._processes is None:
            return stand_in_job(game_id, state, seat, seed)
        async with self._turns.turn(None, None, urgent=True):
            return await self._processes.run(stand_in_job, (game_id, state, seat, seed),
                                             limit=SECONDS.get("easy", 0.0) + self.margin)

    async def advise(self, game_id: str, view: dict[str, Any], seat: int,
                     options: dict[str, Any], seed: int) -> dict[str, Any]:
        """``games.ai.advice.advise`` in a worker at the normal level's budget.
        Raises ``ComputerError`` when the worker died twice."""
        seconds = None if self.iterations is not None else SECONDS["normal"]
        args = (game_id, view, seat, options, seed, seconds, self.iterations)
        if self._processes is None:
            return _advise(*args)
        return await self._processes.run(_advise, args)

    async def review(self, game_id: str, views: list[dict[str, Any]], moves: list[str | None],
                     seat: int, options: dict[str, Any], seed: int, first: int = 0) -> dict[str, Any]:
        """``games.ai.advice.review`` of one part of a match in a worker.
        Raises ``ComputerError`` when the worker died twice."""
        args = (game_id, views, moves, seat, options, seed, first)
        if self._processes is None:
            return _review(*args)
        return await self._processes.run(_review, args)

    async def close(self) -> None:
        """Stop the workers (waiting picks are cancelled)."""
        if self._processes is not None:
            await self._processes.close()


async def play_turn(host, pool: ComputerPool, match, seat: int, level: str) -> tuple[str, Any] | None:
    """Play one turn of computer seat ``seat`` (at ``level``) in ``match`` through ``host.move``,
    bound to the board version ``match`` was read at: the one way every computer seat plays
    (Discord's computer seats, ``petri play``).  Returns ``(move, outcome)``, or ``None`` when
    the position moved on meanwhile (a time-out, a game-master): read the match and ask again.

    The search sees the seat's *view* only, seeded by that view and the ply (never the match's
    secret seed).  A move the rules refuse (a path blocked by a piece it could not see) is
    learnt and searched again, up to ``RETRIES`` times; then the seat plays the first move of
    its own legal-move list (what its menus show; Genetess: PASS) that the rules accept.
    Raises ``HostError`` (``play-computer-no-move``) when even that fails, ``ComputerError``
    when the search process died twice or ran late.
    """
    game = host.game_of(match)
    user_id = match.seats[seat].user_id
    version = host.board_version(match)
    view = game.view(match.state, seat)
    seed = view_seed(view, match.state.get("ply", 0), seat)  # what the seat sees, no secret
    refused: list[str] = []
    for attempt in range(RETRIES):
        try:
            move = await pool.pick(game.id, view, seat, match.state["options"], level, seed + attempt,
                                   tuple(refused), member=match.created_by, match=match.id,
                                   waiting=len(host.computer_seats(match)) < len(match.seats))
        except IllegalMove:  # nothing the search may play: the seat's own list decides below
            break
        try:
            return move, await host.move(match.id, user_id, move, version, seat=seat)
        except HostError:
            if host.board_version(await host.get(match.id)) != version:
                return None  # a time-out or a game-master got there first: look again
            refused.append(move)  # fog: a path blocked by a piece it could not see
    for move in game.legal_moves(match.state, seat):  # what the seat's own menus would list
        if move not in refused:
            try:
                return move, await host.move(match.id, user_id, move, version, seat=seat)
            except HostError:
                continue
    raise HostError(Msg("play-computer-no-move"))


async def play_computers(host, match_id: int, computers: dict[int, str],
                         pool: ComputerPool) -> list[str]:
    """Play the due turns of ``computers`` (seat → level) in ``match_id``, each by
    ``play_turn``, until no computer seat is to move or the match is not running
    (``petri play``).  Returns the moves played, in order.  Raises what ``play_turn`` raises.
    """
    played: list[str] = []
    while True:
        match = await host.get(match_id)
        game = host.game_of(match)
        if match.state is None or game.result(match.state) is not None:
            return played
        due = [s for s in game.to_move(match.state) if s in computers]
        if not due:
            return played
        turn = await play_turn(host, pool, match, due[0], computers[due[0]])
        if turn is not None:
            played.append(turn[0])


def parse_computers(specs: list[str], players: list[str]) -> dict[int, str]:
    """``["bob=normal"]`` → ``{1: "normal"}`` (seat numbers from ``players``' order).

    Raises ``ValueError`` naming the bad entry: not ``NAME=LEVEL``, a name not among
    the players, or an unknown level.
    """
    out: dict[int, str] = {}
    for spec in specs:
        name, eq, level = spec.partition("=")
        name = name.strip()
        if not eq or not name:
            raise ValueError(f"--computer {spec!r}: write NAME=LEVEL, e.g. bob=normal")
        if name not in players:
            raise ValueError(f"--computer {spec!r}: '{name}' is not a player; players are "
                             f"{', '.join(players)}")
        out[players.index(name)] = check_level(level)
    return out


def stand_in_move(game, state: dict[str, Any], seat: int, seed: int, level: str = "easy") -> str:
    """The move the host plays for an absent seat (a zombie, a time-out under the ``easy``
    policy): the easy computer's pick from that seat's own view, or the engine's random
    legal move if the pick is refused (fog) or none is found.

    ``easy`` is a one-ply look on a few determinizations: milliseconds in most games but
    up to a second in DNA (Icehouse), so the host runs it in a worker process
    (``stand_in_job``).  Raises ``IllegalMove`` when the seat has no legal move at all.
    """
    try:
        move = move_for(game, state, seat, level, seed)
        game.apply(state, seat, move)  # the referee's check: refused under fog → random
        return move
    except IllegalMove:
        return game.random_move(state, seat, random.Random(seed))


def stand_in_job(game_id: str, state: dict[str, Any], seat: int, seed: int) -> str:
    """``stand_in_move`` for the game ``game_id``, as a job for the host's worker processes
    (``RenderPool.call``: a module-level function with picklable arguments), so a stand-in
    holds neither the event loop nor its GIL.  Raises what ``stand_in_move`` raises."""
    from games import get_game

    return stand_in_move(get_game(game_id), state, seat, seed)
