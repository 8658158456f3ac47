"""bot/host/replay.py: live plies counted without the engine, a line rebuilt only up to a ply, and a
replay's views sampled before they are built."""

from __future__ import annotations

import random

from bot.host.replay import live_plies, position_after, positions, public_views
from bot.storage.store import MoveRow
from games import get_game
from render.animation import replay_gif

GAME = get_game("dna-sequence")
NAMES, OPTIONS, SEED = ["alice", "bob"], "length=60", 4


def _log(plies: int) -> list[MoveRow]:
    """``plies`` random moves, with a take-back of two after the third and a game-master note."""
    state = GAME.new_state(NAMES, OPTIONS, SEED)
    rng = random.Random(1)
    log, line = [], [state]
    while len(live_plies(log)) < plies:
        seat = GAME.to_move(line[-1])[0]
        text = rng.choice(GAME.legal_moves(line[-1], seat))
        line.append(GAME.apply(line[-1], seat, text)[0])
        log.append(MoveRow(len(log) + 1, seat, seat + 1, "move", text, 0.0))
        if len(log) == 3:
            log += [MoveRow(4, 0, 1, "undo", "2", 0.0), MoveRow(5, None, 9, "gm:note", "tea", 0.0)]
            del line[-2:]
    return log


def test_take_backs_and_notes_are_not_plies():
    log = _log(6)
    live = live_plies(log)
    assert [e.ply for e in live] == [1] + list(range(6, 11))
    line = positions(GAME, NAMES, OPTIONS, SEED, log)
    assert [p.entry for p in line[1:]] == live


def test_upto_replays_only_that_many_plies():
    log = _log(6)
    whole = positions(GAME, NAMES, OPTIONS, SEED, log)
    for ply in (0, 1, 4, 6):
        line = positions(GAME, NAMES, OPTIONS, SEED, log, upto=ply)
        assert len(line) == ply + 1 and line[-1].state == whole[ply].state
        after = position_after("dna-sequence", NAMES, OPTIONS, SEED, live_plies(log)[:ply])
        assert after.state == whole[ply].state and after.entry == whole[ply].entry


def test_sampled_views_make_the_same_gif_as_all_views():
    log = _log(12)
    every = public_views("dna-sequence", NAMES, OPTIONS, SEED, live_plies(log))
    sampled = public_views("dna-sequence", NAMES, OPTIONS, SEED, live_plies(log), frames=5)
    assert len(every) == 13 and len(sampled) == 5
    assert sampled[0] == every[0] and sampled[-1] == every[-1]
    assert replay_gif("dna-sequence", sampled, max_frames=5) == replay_gif("dna-sequence", every, max_frames=5)
