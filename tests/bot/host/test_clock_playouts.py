"""Random play-outs through the host with the clock running (conformance "with clocks").

Each turn either the mover plays a random legal move or lets the time run out,
so Mitosis' time-out chain (reserve → the opponent chooses or lets the window
pass → the host plays) happens at random points of real games, with every
anomaly alone and all seven together.  Checked at every step: the log replays
to the stored state, nothing public (narration, spectator view, the
opponent's view) ever contains a seat's secrets, and the game ends.
"""

from __future__ import annotations

import json
import random

import pytest

from bot.host.match_host import MatchHost
from bot.storage.database import open_store
from bot.storage.store import Seat

ALICE, BOB = Seat(101, "alice"), Seat(102, "bob")
ANOMALIES = ["barricade", "capture", "clone", "launcher", "grouping", "triplicate", "undo"]
OPTION_SETS = ["", *ANOMALIES, " ".join(ANOMALIES)]


async def _clocked_playout(db_path, options: str, seed: int) -> int:
    """Play one Mitosis game with clock 10+20; returns the number of log entries."""
    t = [1_000_000.0]
    host = MatchHost(await open_store(str(db_path)), now=lambda: t[0])
    rng = random.Random(seed)
    try:
        match = await host.create(channel_id=seed, guild_id=None, game_id="mitosis",
                                  options=f"{options} seed={seed} clock=10+20", creator=ALICE, opponent=BOB)
        await host.start(match.id, BOB.user_id)
        game = host.game_of(match)
        for _ in range(400):
            match = await host.get(match.id)
            if match.status != "running":
                break
            proxy = match.extra.get("proxy")
            if proxy is not None and rng.random() < 0.5:
                chooser = match.seats[proxy["chooser"]]
                choice = game.random_move(match.state, proxy["seat"], rng)
                outcome = await host.proxy_move(match.id, chooser.user_id, choice)
            elif proxy is None and rng.random() < 0.9:
                seat = game.to_move(match.state)[0]
                outcome = await host.move(match.id, match.seats[seat].user_id,
                                          game.random_move(match.state, seat, rng))
            else:
                # Let the clock (or the choosing window) run out: past the
                # reminders, up to the first tick that changes the game.
                before = match.version
                outcome = None
                while match.status == "running" and not (outcome and (outcome.log or outcome.proxy)):
                    t[0] = match.deadline_at
                    outcomes = await host.tick(match.id)
                    outcome = outcomes[0] if outcomes else None
                    match = await host.get(match.id)
                assert match.version > before
            match = await host.get(match.id)
            secrets = [s for seat in range(2) for s in game.secrets(match.state, seat)]
            public = [json.dumps(host.view(match, None))] + [str(line) for line in (outcome.narration if outcome else [])]
            for seat in range(2):
                other = json.dumps(game.view(match.state, 1 - seat))
                for secret in game.secrets(match.state, seat):
                    assert secret not in other, f"seat {seat}'s secret {secret!r} in the opponent's view"
            for text in public:
                assert not any(s in text for s in secrets), f"a secret reached public text: {text!r}"
            line = await host.positions(match)
            assert line[-1].state == match.state, "the log does not replay to the stored state"
        assert match.status == "finished", f"no result after 400 steps ({options!r}, seed {seed})"
        return len(await host.history(match.id))
    finally:
        await host.close()


@pytest.mark.parametrize("options", OPTION_SETS, ids=[o.replace(" ", "+") or "none" for o in OPTION_SETS])
async def test_mitosis_with_a_running_clock(tmp_path, options):
    for seed in (1, 2):
        assert await _clocked_playout(tmp_path / f"p{seed}.db", options, seed) > 0
