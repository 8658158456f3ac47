"""A move is acknowledged only after it committed: SIGKILL the host mid-game and reopen.

A child process plays random legal moves through ``MatchHost`` on a database
file and prints ``ACK <ply>`` after each ``await host.move`` returns.  The
parent kills it with SIGKILL while it is busy, reopens the file and checks
that every acknowledged ply is in the move log, and that the stored state is
exactly the replay of the log (no torn write).  The next child resumes the
same match from the file, so recovery after a crash is exercised too.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading

import pytest

from bot.host.match_host import RUNNING, MatchHost
from bot_testkit import REPO, replay_state, snapshot

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

CHILD = textwrap.dedent("""
    import asyncio, random, sys
    from bot.host.match_host import MatchHost, RUNNING
    from bot.storage.store import Seat

    async def main(path):
        host = await MatchHost.open(path)
        match = await host.active_in_channel(1)
        if match is None:
            players = [Seat(100 + i, f"p{i}") for i in range(4)]
            match = await host.create(channel_id=1, guild_id=None, game_id="dna-sequence",
                                      options="length=200 chunk=6 seed=4242", creator=players[0])
            for seat in players[1:]:
                await host.join(match.id, seat)
            await host.start(match.id, players[0].user_id)
        print("READY", match.id, flush=True)
        game = host.game_of(match)
        while True:
            match = await host.get(match.id)
            if match.status != RUNNING:
                print("DONE", flush=True)
                break
            ply = match.state["ply"]
            if ply == 7 and not match.state["out"][3]:
                out = await host.resign(match.id, match.seats[3].user_id)
            else:
                seat = game.to_move(match.state)[0]
                text = game.random_move(match.state, seat, random.Random(ply))
                out = await host.move(match.id, match.seats[seat].user_id, text)
            print("ACK", out.match.state["ply"], flush=True)
        await host.close()

    asyncio.run(main(sys.argv[1]))
""")


def run_child_and_kill(script, db, kill_after: int) -> tuple[int, list[int]]:
    """Start the child, SIGKILL it after ``kill_after`` ACKs; returns (match id, ACKed plies)."""
    env = dict(os.environ, PYTHONPATH=str(REPO))
    proc = subprocess.Popen([sys.executable, str(script), str(db)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=str(REPO))
    watchdog = threading.Timer(30, proc.kill)
    watchdog.start()
    acks: list[int] = []
    match_id = None
    try:
        for line in proc.stdout:
            word, *rest = line.split()
            if word == "READY":
                match_id = int(rest[0])
            elif word == "ACK":
                acks.append(int(rest[0]))
                if len(acks) == kill_after:
                    os.kill(proc.pid, signal.SIGKILL)
                    break
            elif word == "DONE":
                break
        # ACKs printed before the kill landed are acknowledged too.
        rest_out, err = proc.communicate()
    finally:
        watchdog.cancel()
    for line in rest_out.splitlines():
        if line.startswith("ACK"):
            acks.append(int(line.split()[1]))
    assert proc.returncode == -signal.SIGKILL, f"child was not killed mid-game (rc={proc.returncode}): {err}"
    assert match_id is not None, err
    return match_id, acks


async def test_sigkill_mid_game_keeps_every_acknowledged_move(tmp_path):
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    db = tmp_path / "petri.db"
    all_acks: list[int] = []
    committed = 0  # ply found in the file after the previous kill
    for kill_after in (5, 11, 23):
        match_id, acks = run_child_and_kill(script, db, kill_after)
        assert len(acks) >= kill_after
        # Each child resumes right after the last committed ply.
        assert acks == list(range(acks[0], acks[0] + len(acks)))
        # (a ply may have committed without its ACK being printed: that is allowed)
        assert acks[0] == committed + 1
        all_acks.extend(acks)

        host = await MatchHost.open(str(db))
        try:
            match = await host.get(match_id)
            log = await host.history(match_id)
            assert match.status == RUNNING
            plies = [m.ply for m in log]
            assert plies == list(range(1, len(log) + 1)), "move log has a gap or duplicate"
            assert set(all_acks) <= set(plies), "an acknowledged move was lost"
            assert match.state["ply"] >= max(all_acks)
            assert match.state["ply"] == len(log)
            assert await replay_state(host, match) == match.state
            # seats: create (v1) + 3 joins + start + one version per logged ply
            assert match.version == 1 + 3 + 1 + len(log)
            committed = len(log)
        finally:
            await host.close()
    kinds = {m.kind for m in log}
    assert kinds == {"move", "resign"}
    # Nothing but committed rows: the file opens cleanly with the stdlib too.
    assert len(snapshot(db)["moves"]) == len(log)
