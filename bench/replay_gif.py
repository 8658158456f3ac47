"""``petri bench --gif``: what the end-of-game replay GIF costs for long games.

Each case plays one seeded random game to its end (or ``MAX_PLIES``), takes
the public view of every position, as the bot's replay does, and times
``render.animation.replay_gif`` on them in this process: CPU seconds
(``time.process_time``, what a worker process spends), the GIF's bytes and
its frames.  Prints one row per case (or JSON).
"""

from __future__ import annotations

import io
import json
import random
import time

from PIL import Image

#: (game id, seats, options) of the long games measured: Protozoa runs to its 300-ply limit,
#: Genetess' quad map with four seats is the longest game Petri hosts.
CASES = (("protozoa", 2, ""), ("genetess", 2, ""), ("genetess", 4, "map=quad"),
         ("dna-icehouse", 2, ""))
#: A random game stops here if it has not ended.
MAX_PLIES = 1000


def public_views(game_id: str, seats: int, options: str, seed: int = 0) -> list[dict]:
    """The public view of every position of one random game of ``game_id``, start first."""
    from games import get_game

    game = get_game(game_id)
    state = game.new_state([f"p{i}" for i in range(seats)], options, seed)
    rng = random.Random(seed)
    views = [game.view(state, None)]
    while game.result(state) is None and len(views) <= MAX_PLIES and (movers := game.to_move(state)):
        seat = rng.choice(movers)
        state, _ = game.apply(state, seat, game.random_move(state, seat, rng))
        views.append(game.view(state, None))
    return views


def measure(game_id: str, views: list[dict]) -> dict:
    """CPU seconds, bytes and frames of ``replay_gif(game_id, views)``."""
    from render.animation import replay_gif

    started = time.process_time()
    gif = replay_gif(game_id, views)
    cpu = time.process_time() - started
    frames = getattr(Image.open(io.BytesIO(gif)), "n_frames", 1)
    return {"plies": len(views) - 1, "cpu_s": round(cpu, 3), "bytes": len(gif), "frames": frames}


def main(json_output: bool = False) -> int:
    """Measure every case; print a table (or one JSON object)."""
    rows = []
    for game_id, seats, options in CASES:
        row = {"game": game_id, "seats": seats, "options": options}
        row.update(measure(game_id, public_views(game_id, seats, options)))
        rows.append(row)
    if json_output:
        print(json.dumps({"gif": rows}, indent=2))
        return 0
    print(f"{'game':<14} {'seats':>5} {'options':<9} {'plies':>5} {'frames':>6} {'CPU s':>6} {'KiB':>7}")
    for r in rows:
        print(f"{r['game']:<14} {r['seats']:>5} {r['options']:<9} {r['plies']:>5} {r['frames']:>6} "
              f"{r['cpu_s']:>6} {r['bytes'] / 1024:>7.0f}")
    return 0
