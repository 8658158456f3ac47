"""No secret in any log record at any level: secret games played through the bot
with logging set up as ``petri run`` does at ``log_level = "DEBUG"``.

Every record of every logger (Petri's, discord.py's, the database driver's) is collected; none
may hold a manual DNA strand, a Mitosis Clone active cell, a Genetess bid or a fogged order.
SimCord's own records are the simulated Discord's side of the wire, not Petri's, so they are
left out.
"""

from __future__ import annotations

import io
import logging

import pytest

from bot.ops.logs import setup_logging
from tests.e2e.conftest import submit_form
from tests.e2e.test_mitosis_play import clone_game_to_first_split, move

STRANDS = {"alice": "GATTACAGATTA", "bob": "TTGGCCAATTGG"}


class Collect(logging.Handler):
    """Keeps every record that reaches the root logger's handlers."""

    def __init__(self):
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture
def debug_logs():
    """Logging as ``petri run`` sets it up at DEBUG; yields (collected records, the log text)."""
    root = logging.getLogger()
    names = ("", "aiosqlite", "asyncpg", "discord", "discord.http", "discord.gateway", "discord.webhook")
    saved = root.handlers[:], {name: logging.getLogger(name).level for name in names}
    out = io.StringIO()
    setup_logging("DEBUG", "plain", stream=out)
    collect = Collect()
    root.addHandler(collect)
    yield collect.records, out
    root.handlers[:] = saved[0]
    for name, level in saved[1].items():
        logging.getLogger(name).setLevel(level)


def record_text(records) -> str:
    """Everything the records say: message with its arguments, and any traceback."""
    formatter = logging.Formatter()
    parts = []
    for record in records:
        if record.name.startswith("simcord"):
            continue
        parts.append(f"{record.name}: {record.getMessage()}")
        if record.exc_info:
            parts.append(formatter.formatException(record.exc_info))
    return "\n".join(parts)


def assert_absent(debug_logs, secrets: list[str]) -> None:
    records, out = debug_logs
    assert any(r.levelno == logging.DEBUG for r in records), "the test must run at DEBUG"
    text = record_text(records) + out.getvalue()
    for secret in secrets:
        assert secret not in text, f"{secret!r} is in a log record"


async def test_manual_dna_strands_are_in_no_log_record(debug_logs, world):
    w = world
    r = await w.alice.slash(w.games, "play", game="dna-sequence", options="manual length=12 seed=4 clock=off",
                            opponent=w.bob)
    await w.bob.click(r.response, label="Accept")
    typed = await w.alice.user.slash("move", move=STRANDS["alice"])              # by /move in a DM
    assert typed.ephemeral and "stays secret" in typed.response.content
    prompt = [m for m in w.dms(w.bob) if "your secret move" in m.content][-1]
    shown = await w.bob.user.click(prompt, label="Submit privately")           # by the private form
    done = await submit_form(w.bob.user, shown, STRANDS["bob"])
    assert done.ephemeral and "stays secret" in done.response.content
    match = await w.match()
    assert match.state["phase"] != "setup", "both strands were applied"
    assert_absent(debug_logs, list(STRANDS.values()))


async def test_a_mitosis_clone_active_cell_is_in_no_log_record(debug_logs, world):
    w = world
    match = await clone_game_to_first_split(w)
    await move(w, "alice", "F3 H3")
    chosen = await w.alice.user.click(w.dms(w.alice)[-1], label="active H3")
    assert chosen.ephemeral and "Secret: active H3" in chosen.response.content
    await move(w, "bob", "C2 C4")
    typed = await w.bob.user.slash("move", move="active C2")
    assert typed.ephemeral, typed.response.content
    match = await w.host.get(match.id)
    assert "H3" in match.state["active"][0] and "C2" in match.state["active"][1]
    assert_absent(debug_logs, ["active H3", "active C2", "active C4", "active F3"])


async def test_genetess_bids_and_fogged_orders_are_in_no_log_record(debug_logs, world):
    w = world
    r = await w.alice.slash(w.games, "play", game="genetess", options="map=duel start_energy=30 seed=3 clock=off",
                            opponent=w.bob)
    await w.bob.click(r.response, label="Accept")
    await w.alice.user.slash("move", move="BID start 2 K1")
    await w.bob.user.slash("move", move="BID")
    order = await w.alice.slash(w.games, "move", move="CREATE D4 ABBB")
    assert order.ephemeral and "you created ABBB on D4" in order.response.content
    assert_absent(debug_logs, ["start 2 K1", "ABBB", "D4"])
