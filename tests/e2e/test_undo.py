"""``/undo`` by consent end to end: the request with "Allow undo" / "Refuse undo",
accepted, declined, lapsed, voided by a move, refused across secrets, and an expired token.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


from tests.e2e.conftest import (button_labels, mention, newest_with_button, pinged, png_of, start_lobby_match,
                                visible_text)
from tests.e2e.conftest import without_due

REPO = Path(__file__).resolve().parents[2]


async def challenge(w, options="seed=4 clock=off", opponent="bob"):
    r = await w.alice.slash(w.games, "play", game="dna-sequence", options=options, opponent=w.members[opponent])
    await w.members[opponent].click(r.response, label="Accept")
    return await w.match()


async def move(w, name, match_id):
    match = await w.host.get(match_id)
    member = w.members[name]
    chunk = w.host.legal_moves(match, member.id)[0]
    r = await member.slash(w.games, "move", move=chunk)
    assert not r.ephemeral, r.response.content
    return chunk


def private(result) -> str:
    assert result.acknowledged and result.ephemeral, result
    return result.response.content


async def test_an_undo_everyone_allows_takes_the_ply_back(world):
    w = world
    match = await challenge(w, "seed=4 clock=60")
    before = match.state
    await move(w, "alice", match.id)
    r = await w.alice.slash(w.games, "undo")
    assert not r.ephemeral
    request = r.response
    assert request.content == f"alice asks to take back the last ply\n{mention(w.bob)}: allow it?"
    assert button_labels(request) == ["Allow undo", "Refuse undo"]
    assert pinged(w.env, request.message) == [w.bob.id]

    stranger = await w.carol.click(request, label="Allow undo")
    assert private(stranger) == "this undo request is not yours to answer"
    own = await w.alice.click(request, label="Allow undo")
    assert private(own) == "this undo request is not yours to answer"
    assert (await w.host.get(match.id)).state["ply"] == 1

    allowed = await w.bob.click(request, label="Allow undo")
    assert not allowed.ephemeral
    assert without_due(allowed.response.content) == f"Everyone agreed: the last ply is taken back\n{mention(w.alice)}, your move"
    await png_of(allowed.response.attachments[0])
    now = await w.host.get(match.id)
    assert now.state["strands"] == before["strands"] and now.state["turn"] == 0
    assert "undo" not in now.extra
    assert list(now.extra["clock"]["started"]) == ["0"]                 # alice's clock runs again
    assert [(row.kind, row.seat, row.user_id, row.text) for row in await w.host.history(match.id)][-1] == \
        ("undo", 0, w.bob.id, "1")
    twice = await w.bob.click(request, label="Allow undo")
    assert private(twice) == "there is no undo request open in this match"
    history = (await w.carol.slash(w.games, "history")).response.content
    assert "(taken back)" in history and "took back 1 ply" in history


async def test_a_declined_undo_changes_nothing(world):
    w = world
    match = await challenge(w)
    await move(w, "alice", match.id)
    chunk = await move(w, "bob", match.id)
    state = (await w.host.get(match.id)).state
    request = (await w.bob.slash(w.games, "undo")).response
    assert request.content == f"bob asks to take back the last ply\n{mention(w.alice)}: allow it?"
    refused = await w.alice.click(request, label="Refuse undo")
    assert not refused.ephemeral and refused.response.content == "alice declined the undo"
    assert refused.response.attachments == []
    now = await w.host.get(match.id)
    assert now.state == state and "undo" not in now.extra
    late = await w.alice.click(request, label="Allow undo")
    assert private(late) == "there is no undo request open in this match"
    assert [row.kind for row in await w.host.history(match.id)] == ["move", "move"]
    assert (await w.host.get(match.id)).state["last"]["chunk"] == chunk


async def test_every_other_player_must_allow(world):
    w = world
    match = await start_lobby_match(w, "seed=4 clock=off", players=("alice", "bob", "carol"))
    await move(w, "alice", match.id)
    request = (await w.alice.slash(w.games, "undo")).response
    assert request.content.endswith(f"{mention(w.bob)}, {mention(w.carol)}: allow it?")
    first = await w.carol.click(request, label="Allow undo")
    assert first.response.content == "carol accepts the undo; waiting for the others"
    assert (await w.host.get(match.id)).state["ply"] == 1
    again = await w.carol.click(request, label="Allow undo")
    assert again.response.content == "carol accepts the undo; waiting for the others"
    done = await w.bob.click(request, label="Allow undo")
    assert done.response.content.startswith("Everyone agreed: the last ply is taken back")
    assert (await w.host.get(match.id)).state["ply"] == 0


async def test_a_refusal_by_one_of_several_ends_the_request(world):
    w = world
    match = await start_lobby_match(w, "seed=4 clock=off", players=("alice", "bob", "carol"))
    await move(w, "alice", match.id)
    request = (await w.alice.slash(w.games, "undo")).response
    await w.carol.click(request, label="Allow undo")
    no = await w.bob.click(request, label="Refuse undo")
    assert no.response.content == "bob declined the undo"
    late = await w.carol.click(request, label="Allow undo")
    assert private(late) == "there is no undo request open in this match"
    assert (await w.host.get(match.id)).state["ply"] == 1


async def test_a_request_lapses_after_ten_minutes_and_a_move_voids_it(world):
    w = world
    match = await challenge(w)
    await move(w, "alice", match.id)
    request = (await w.alice.slash(w.games, "undo")).response
    await w.env.advance_time(601)
    lapsed = await w.bob.click(request, label="Allow undo")
    assert private(lapsed) == "there is no undo request open in this match"
    assert (await w.host.get(match.id)).state["ply"] == 1

    request = (await w.alice.slash(w.games, "undo")).response
    await move(w, "bob", match.id)                                     # bob moves instead of answering
    void = await w.bob.click(request, label="Allow undo")
    assert private(void) == "there is no undo request open in this match"
    assert (await w.host.get(match.id)).state["ply"] == 2


async def test_undo_is_refused_with_nothing_to_undo_across_a_secret_and_for_non_players(world):
    w = world
    match = await challenge(w, "manual length=6 non_incremental seed=4 clock=off")
    nothing = await w.alice.slash(w.games, "undo")
    assert private(nothing).startswith("the last ply can't be taken back")
    await w.alice.user.slash("move", move="ACGACG")
    secret = await w.alice.slash(w.games, "undo")
    assert private(secret).startswith("the last ply can't be taken back (nothing to undo, or it was a secret")
    await w.bob.user.slash("move", move="TTTTTT")                     # the reveal
    reveal = await w.bob.slash(w.games, "undo")
    assert private(reveal).startswith("the last ply can't be taken back")
    stranger = await w.carol.slash(w.games, "undo")
    assert private(stranger) == "only players can ask for an undo"
    assert "undo" not in (await w.host.get(match.id)).extra


async def test_undo_outside_a_running_match(world):
    w = world
    none = await w.alice.slash(w.games, "undo")
    assert private(none) == "there is no match in this channel; start one with /play"
    await w.alice.slash(w.games, "play", game="dna-sequence", opponent=w.bob)
    lobby = await w.alice.slash(w.games, "undo")
    assert private(lobby) == "match #1 is not running (challenge)"


async def test_an_undo_request_whose_token_expired_is_posted_in_the_channel(world):
    w = world
    match = await challenge(w)
    await move(w, "alice", match.id)
    w.env.inject_error("POST", "/webhooks/*", status=401, code=50027, message="Invalid Webhook Token")
    cursor = len(w.env.http_requests)
    r = await w.alice.slash(w.games, "undo")
    assert r.acknowledged and r.followups == []
    posts = [h.path.split("/")[1] for h in w.env.http_requests[cursor:] if h.method == "POST"]
    assert posts == ["interactions", "webhooks", "channels"]           # defer, failed follow-up, fallback
    request = newest_with_button(w.games, "Allow undo")
    assert request.content == f"alice asks to take back the last ply\n{mention(w.bob)}: allow it?"
    assert pinged(w.env, request) == [w.bob.id]
    w.env.inject_error("POST", "/webhooks/*", status=404, code=10062, message="Unknown interaction")
    allowed = await w.bob.click(request, label="Allow undo")
    assert allowed.acknowledged
    assert w.public()[-1].content == f"Everyone agreed: the last ply is taken back\n{mention(w.alice)}, your move"
    assert (await w.host.get(match.id)).state["ply"] == 0


async def test_undo_buttons_work_after_a_restart(world):
    w = world
    match = await challenge(w)
    await move(w, "alice", match.id)
    request = (await w.alice.slash(w.games, "undo")).response
    await w.restart()
    allowed = await w.bob.click(request, label="Allow undo")
    assert allowed.response.content.startswith("Everyone agreed")
    assert (await w.host.get(match.id)).state["ply"] == 0


async def test_a_game_master_undo_is_not_limited_by_the_secret_barrier(world):
    w = world
    match = await challenge(w, "manual length=6 non_incremental seed=4 clock=off")
    await w.alice.user.slash("move", move="ACGACG")
    r = await w.mod.slash(w.games, "gm undo")
    assert r.ephemeral
    now = await w.host.get(match.id)
    assert now.state["strands"] == [None, None]
    assert "ACGACG" not in visible_text(w.public())


async def test_an_undo_with_only_host_played_opponents_is_not_left_unanswerable(world):
    w = world
    match = await challenge(w)
    await w.mod.slash(w.games, "gm kick", seat=2, reason="gone")
    await move(w, "alice", match.id)                                  # bob's zombie answers at once
    cursor = len(w.public())
    r = await w.alice.slash(w.games, "undo")
    assert r.ephemeral or (await w.host.get(match.id)).state["ply"] == 1
    assert not any("allow it?" in m.content for m in w.public()[cursor:])
    assert "undo" not in (await w.host.get(match.id)).extra


# -- the example script ---------------------------------------------------------------------------------
def run_example(name: str, out) -> subprocess.CompletedProcess:
    """``petri sandbox --script examples/NAME`` as CI runs it (a separate process)."""
    return subprocess.run([sys.executable, "-m", "cli.main", "sandbox", "--script", str(REPO / "examples" / name),
                           "--out", str(out)], cwd=REPO, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": str(REPO)})

def test_the_example_script_passes(tmp_path):
    done = run_example("undo.txt", tmp_path / "out")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert done.stdout.rstrip().endswith("every line ran and every expectation held; images in " + str(tmp_path / "out") + "/")
