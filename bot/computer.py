"""Computer seats on the host: search in a worker process, moves played like a player's.

``ComputerPool`` runs ``games.ai.choose`` in one worker process (a
``ProcessPoolExecutor`` with the ``spawn`` start method: no forked copy of the
event loop, the database connection or the Discord client), so a 2-second search
never blocks the event loop.  Only the computer seat's *view* and the public
options cross to the worker: the true state never leaves the host.

``play_computers`` plays every computer seat that is due in a match, through
``MatchHost.move`` like any player, until a person is to move or the game ends.
The seed of each decision is derived from the match's seed and ply, so a restart
in the middle of a computer's turn simply decides again, the same way.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import random
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from bot.core import HostError
from games.ai import SECONDS, check_level, choose, move_for
from games.ai.search import Budget
from games.base import IllegalMove

#: Refused picks per computer turn before the host gives up (fog: see games.ai.play_turn).
RETRIES = 3


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
    """Worker side of ``ComputerPool.advise`` (issue 37's hint)."""
    from games import get_game
    from games.ai.advice import advise

    return advise(get_game(game_id), view, seat, options, seed,
                  Budget(iterations=iterations, seconds=seconds))


def _review(game_id: str, views: list[dict[str, Any]], moves: list[str | None], seat: int,
            options: dict[str, Any], seed: int, first: int) -> dict[str, Any]:
    """Worker side of ``ComputerPool.review`` (issue 37's review, one part)."""
    from games import get_game
    from games.ai.advice import review

    return review(get_game(game_id), views, moves, seat, options, seed, first)


class ComputerPool:
    """One worker process for searches (a 2-core machine: the other core serves the loop).

    ``iterations`` (tests) replaces each level's time budget by an iteration budget,
    which also makes decisions reproducible.
    """

    def __init__(self, workers: int = 1, iterations: int | None = None,
                 inline: bool = False) -> None:
        self.iterations = iterations
        #: ``inline``: decide in this process (``petri play``, where no loop needs guarding).
        self._executor = None if inline else ProcessPoolExecutor(
            max_workers=workers, mp_context=multiprocessing.get_context("spawn"))

    async def pick(self, game_id: str, view: dict[str, Any], seat: int, options: dict[str, Any],
                   level: str, seed: int, refused: tuple[str, ...] = ()) -> str:
        """The move ``level`` picks from ``view`` (in the worker); errors as ``choose``."""
        level = check_level(level)
        seconds = None if self.iterations is not None else SECONDS.get(level)
        args = (game_id, view, seat, options, level, seed, seconds, self.iterations, refused)
        if self._executor is None:
            return _choose(*args)
        return await asyncio.get_running_loop().run_in_executor(self._executor, _choose, *args)

    async def advise(self, game_id: str, view: dict[str, Any], seat: int,
                     options: dict[str, Any], seed: int) -> dict[str, Any]:
        """``games.ai.advice.advise`` in the worker at the normal level's budget (issue 37)."""
        seconds = None if self.iterations is not None else SECONDS["normal"]
        args = (game_id, view, seat, options, seed, seconds, self.iterations)
        if self._executor is None:
            return _advise(*args)
        return await asyncio.get_running_loop().run_in_executor(self._executor, _advise, *args)

    async def review(self, game_id: str, views: list[dict[str, Any]], moves: list[str | None],
                     seat: int, options: dict[str, Any], seed: int, first: int = 0) -> dict[str, Any]:
        """``games.ai.advice.review`` of one part of a match in the worker (issue 37)."""
        args = (game_id, views, moves, seat, options, seed, first)
        if self._executor is None:
            return _review(*args)
        return await asyncio.get_running_loop().run_in_executor(self._executor, _review, *args)

    def close(self) -> None:
        """Stop the worker (pending searches are cancelled)."""
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)


def decision_seed(match_seed: int, ply: int, seat: int) -> int:
    """The seed of one decision: fixed by the match and the position, so a replay or a
    restart mid-turn decides the same way."""
    return (match_seed * 1_000_003 + ply * 31 + seat) & 0xFFFFFFFF


async def play_computers(host, match_id: int, computers: dict[int, str],
                         pool: ComputerPool) -> list[str]:
    """Play the due turns of ``computers`` (seat → level) in ``match_id`` via ``host.move``.

    Returns the moves played, in order.  Stops when no computer seat is to move or
    the match is not running.  A move the rules refuse (a path blocked by an unseen
    piece) is learnt and replaced up to ``RETRIES`` times; then the seat plays the first
    accepted move of its own legal-move list (Genetess: PASS).  ``HostError`` when even
    that fails.
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
        seat = due[0]
        user_id = match.seats[seat].user_id
        seed = decision_seed(match.seed, match.state.get("ply", 0), seat)
        view = game.view(match.state, seat)
        refused: list[str] = []
        move = None
        for attempt in range(RETRIES):
            try:
                move = await pool.pick(game.id, view, seat, match.state["options"],
                                       computers[seat], seed + attempt, tuple(refused))
                await host.move(match_id, user_id, move)
                break
            except IllegalMove:  # the search found nothing it may play
                move = None
                break
            except HostError:
                refused.append(move)
                move = None
        played.append(move if move is not None else
                      await _fallback(host, match, user_id, refused))


async def _fallback(host, match, user_id: int, refused: list[str]) -> str:
    """The first move of the seat's own legal-move list (what its menus show) that the
    rules accept: in Genetess, PASS.  ``HostError`` when none is."""
    for move in host.legal_moves(match, user_id):
        if move in refused:
            continue
        try:
            await host.move(match.id, user_id, move)
            return move
        except HostError:
            continue
    raise HostError("the computer found no move the rules accept")


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
