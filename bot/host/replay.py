"""Rebuilding positions from a match's append-only move log (design.md §3).

The log is the source of truth: the start state is ``new_state(seat names,
options, seed)`` and every state-changing entry is replayed with the engine,
which is deterministic.  ``undo`` entries take back earlier entries without
deleting them, so history keeps everything that happened.

Entry kinds (``MoveRow.kind``):

=============================  ==============================================
``move``, ``secret``           a seat's move (``secret``: its text is private)
``timeout``, ``zombie``,       a move the host played for a seat (clock ran
``proxy``                      out, zombie seat) or an opponent chose for it
``resign``, ``forfeit``        the seat leaves the game (``game.resign``)
``pass``                       the seat loses its turn (``game.skip``)
``undo``                       ``text`` = how many earlier plies to take back
``gm:…``                       a game-master action with no engine effect
=============================  ==============================================
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.store import MoveRow
from games import Game, State

APPLY_KINDS = frozenset({"move", "secret", "timeout", "zombie", "proxy"})
RESIGN_KINDS = frozenset({"resign", "forfeit"})
PLY_KINDS = APPLY_KINDS | RESIGN_KINDS | {"pass"}


@dataclass
class Position:
    """A state and the log entry that led to it (``entry`` is ``None`` for the start)."""

    entry: MoveRow | None
    state: State
    events: list[dict]


def play_entry(game: Game, state: State, entry: MoveRow) -> tuple[State, list[dict]]:
    """Apply one state-changing log entry to ``state`` with the engine.

    Raises ``IllegalMove`` if the log does not fit the engine (a corrupt log).
    """
    if entry.kind in RESIGN_KINDS:
        return game.resign(state, entry.seat)
    if entry.kind == "pass":
        return game.skip(state, entry.seat)
    return game.apply(state, entry.seat, entry.text)


def start_state(game: Game, names: list[str], options: str, seed: int, map_text: str | None = None) -> State:
    """The match's start state: ``new_state``, on the game-master's map when one was loaded
    (``/gm map``; kept with the match so every replay starts from the same board)."""
    return game.new_state(names, options, seed, map_text=map_text)


def live_plies(log: list[MoveRow]) -> list[MoveRow]:
    """The ply entries of ``log`` that stand, in order: ply ``n`` of the game is the ``n``-th.

    An ``undo`` entry takes back the plies before it (``text`` = how many);
    ``gm:`` entries change nothing.  No engine is needed, so counting the
    plies of a long game costs nothing.
    """
    live: list[MoveRow] = []
    for entry in log:
        if entry.kind == "undo":
            del live[max(0, len(live) - int(entry.text)):]
        elif entry.kind in PLY_KINDS:
            live.append(entry)
    return live


def positions(game: Game, names: list[str], options: str, seed: int,
              log: list[MoveRow], map_text: str | None = None, upto: int | None = None) -> list[Position]:
    """Every position of the game as the log leaves it: start first, then one per live ply.

    Undone plies are absent (never replayed); ``gm:`` entries change nothing
    and are skipped.  ``upto``: only the first ``upto`` live plies are
    replayed, so the line ends at ply ``upto`` (``/replay ply:N``).  Raises
    ``IllegalMove`` for a log that does not fit the engine.
    """
    line = [Position(None, start_state(game, names, options, seed, map_text), [])]
    for entry in live_plies(log)[:upto]:
        state, events = play_entry(game, line[-1].state, entry)
        line.append(Position(entry, state, events))
    return line


def position_after(game_id: str, names: list[str], options: str, seed: int,
                   plies: list[MoveRow], map_text: str | None = None) -> Position:
    """The position after ``plies`` (live entries, in order) from the start.

    Module level, with picklable arguments: a job for a render worker
    (``bot.workers.render_pool``), so a long replay never holds the event loop.
    """
    from games import get_game

    return positions(get_game(game_id), names, options, seed, plies, map_text)[-1]


def public_views(game_id: str, names: list[str], options: str, seed: int, plies: list[MoveRow],
                 map_text: str | None = None, frames: int | None = None) -> list[dict]:
    """Public views of the positions after ``plies``, start first: all of them, or ``frames``
    spread evenly, first and last kept (``render.animation.sample_indices``, as a replay GIF
    samples).  A render-worker job like ``position_after``."""
    from games import get_game
    from render.animation import sample_indices

    game = get_game(game_id)
    line = positions(game, names, options, seed, plies, map_text)
    keep = range(len(line)) if frames is None else sample_indices(len(line), frames)
    return [game.view(line[i].state, None) for i in keep]


def undo_barrier(line: list[Position]) -> int:
    """How many plies at the end of ``line`` may be taken back by consent (rules: design §3).

    Never across a secret move or its reveal, nor across an event the game
    marks ``random`` (``{"random": True}``): taking those back would let a
    player see a secret or re-roll chance.
    """
    count = 0
    for position in reversed(line[1:]):
        if position.entry is None or position.entry.kind == "secret" or any(
                e.get("random") or e.get("type") == "revealed" or e.get("private") for e in position.events):
            break
        count += 1
    return count
