"""What a move costs, counted (not timed): engine views computed, JSON encodings, board
pictures drawn and database statements, per move, for every game, through the real bot on
SimCord. A feature that adds work to every move shows up here as a count past its budget
when it lands, instead of as a slower ``petri bench`` weeks later (docs/performance.md).

The budgets are per move, averaged over the moves each match plays; they are today's counts
with a little room, so a change that adds a view or a picture to every move fails.
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from dataclasses import dataclass

import pytest

import games
from bot.storage import codec
from tests.e2e.conftest import thread_of
from tests.e2e.test_genetess_play import OPTIONS as GENETESS_OPTIONS

MOVES = 12
#: The packages whose calls to ``json.dumps`` are counted.
OURS = frozenset({"bot", "games", "render", "i18n"})


@dataclass(frozen=True)
class Budget:
    """Most work one move may cost, averaged: engine views (``Game.view`` and
    ``full_view``), JSON encodings, board pictures drawn, database statements."""

    views: float
    encodings: float
    pictures: float
    statements: float


#: One view a move (the public one, shared by the picture, the text board and the plan);
#: Genetess one more per seat (its own fogged board); Mitosis' match ends within the moves
#: played, and its end draws the replay from every position's public view. One picture a
#: move: Genetess' seats get a new board only when what it shows changed (2 a move while the
#: fields it does not show, its ``swept`` squares, counted as a change). Statements grew by
#: three a move when posts went strictly in commit order (one read: is an earlier post of the
#: match still owed?) and /notify came (the movers' choices); two fewer since the server's
#: settings (its language) are read once per post, not for the picture, the post and what
#: follows it apart; one fewer since the movers' choices are read once per post, for whom it
#: pings and whom a DM tells.
BUDGETS = {
    "dna-sequence": Budget(views=1, encodings=3, pictures=1, statements=19.5),
    "dna-icehouse": Budget(views=1, encodings=3, pictures=1, statements=15),
    "mitosis": Budget(views=2.2, encodings=3.3, pictures=1, statements=21.5),
    "protozoa": Budget(views=1, encodings=3, pictures=1, statements=19.5),
    "genetess": Budget(views=3, encodings=5, pictures=1, statements=21),
}


class WorkCounter:
    """Counts the work of interest while installed (``install`` with pytest's monkeypatch)."""

    def __init__(self) -> None:
        self.counts: Counter[str] = Counter()

    def install(self, monkeypatch, bot) -> None:
        for game in games.GAMES.values():
            cls = type(game)
            for name in ("view", "full_view"):
                monkeypatch.setattr(cls, name, self._counted("views", getattr(cls, name)))
        # Petri's own encodings: the storage codec, and the standard library's where Petri
        # calls it (discord.py's request bodies are Discord's cost, not a move's).
        for name in ("dumps", "dumpb"):
            monkeypatch.setattr(codec, name, self._counted("encodings", getattr(codec, name)))
        monkeypatch.setattr(json, "dumps", self._counted("encodings", json.dumps, ours_only=True))
        import render
        monkeypatch.setattr(render, "board_png", self._counted("pictures", render.board_png))

    def _counted(self, what: str, function, *, ours_only: bool = False):
        counts = self.counts

        def counted(*args, **kwargs):
            if not ours_only or sys._getframe(1).f_globals.get("__name__", "").split(".")[0] in OURS:
                counts[what] += 1
            return function(*args, **kwargs)

        return counted

    def on_statement(self, sql: str) -> None:
        self.counts["statements"] += 1


async def _trace(store, callback) -> None:
    """Count every statement the SQLite store runs, on its writer and its readers."""
    for connection in (store.db, *store.readers):
        await connection._execute(connection._conn.set_trace_callback, callback)


async def _start(w, tables, game_id: str):
    if game_id == "genetess":
        r = await w.alice.slash(tables, "play", game="genetess", options=GENETESS_OPTIONS, opponent=w.bob)
        await w.bob.click(r.response, label="Accept")
        await w.alice.user.slash("move", move="BID start 2 K1")
        await w.bob.user.slash("move", move="BID")
    else:
        r = await w.alice.slash(tables, "play", game=game_id, options="seed=5 clock=off", opponent=w.bob)
        await w.bob.click(r.response, label="Accept")
    (match,) = [m for m in await w.host.store.find_matches(channel_id=tables.id, limit=5)]
    return await w.host.get(match.id)


@pytest.mark.parametrize("game_id", sorted(BUDGETS))
async def test_a_move_costs_no_more_than_its_budget(world, tables, monkeypatch, game_id):
    w = world
    if w.host.store.__class__.__name__ != "SqliteStore":
        pytest.skip("statements are counted on the SQLite store (the PostgreSQL one batches its own)")
    match = await _start(w, tables, game_id)
    thread = thread_of(w, tables, match)
    counter = WorkCounter()
    counter.install(monkeypatch, w.bot)
    await _trace(w.host.store, counter.on_statement)
    played = 0
    for _ in range(MOVES):
        match = await w.host.get(match.id)
        if match.status != "running":
            break
        mover_id = w.host.movers(match)[0].user_id
        mover = next(m for m in w.members.values() if m.id == mover_id)
        move = w.host.legal_moves(match, mover_id)[0]
        r = await mover.slash(thread, "move", move=move)
        assert r.acknowledged, r
        played += 1
    await _trace(w.host.store, None)
    per_move = {what: counter.counts[what] / played for what in ("views", "encodings", "pictures", "statements")}
    budget = BUDGETS[game_id]
    assert per_move["views"] <= budget.views, per_move
    assert per_move["encodings"] <= budget.encodings, per_move
    assert per_move["pictures"] <= budget.pictures, per_move
    assert per_move["statements"] <= budget.statements, per_move


#: Most times Genetess works out a seat's sight a move, averaged (``visible_squares`` and
#: ``decoded_squares`` of ``games.genetess_fog``: the squares a seat sees, and those whose codes
#: it reads), in the engine's ``apply`` and the views the bot draws after it (the public one
#: and each seat's), over ``PLIES`` random legal orders on the quad map with four seats: 14.4
#: a move when every event's stamp asked each seat's whole view, the end of a ply asked which
#: codes a seat reads once per enemy piece in view (twice) and an order worked out its mover's
#: sight twice; 11.9 since an event is stamped from the pieces near its squares, the end of a
#: ply asks once per seat with an enemy in view, and an order asks once.
GENETESS_SIGHTS = 12.5
#: Plies of that match, from its bids on: 75 rounds, every seat still in, 45 pieces at the end.
PLIES = 300


def test_genetess_works_out_a_seats_sight_within_its_budget(monkeypatch):
    """The engine alone, played and viewed as the bot does a move (no bot: the count is the
    engine's, and a match of many plies runs in a second or two)."""
    from games import genetess, genetess_fog
    counter = WorkCounter()
    for name in ("visible_squares", "decoded_squares"):  # the engine module's names too
        counted = counter._counted("sights", getattr(genetess_fog, name))
        monkeypatch.setattr(genetess_fog, name, counted)
        monkeypatch.setattr(genetess, name, counted)
    game = games.get_game("genetess")
    rng = random.Random(5)
    state = game.new_state([f"p{i}" for i in range(4)], options="map=quad", seed=5)
    sights = 0
    for _ in range(PLIES):
        seat = rng.choice(game.to_move(state))
        order = game.random_move(state, seat, rng)   # a player's choice: not the move's cost
        before = counter.counts["sights"]
        state, _ = game.apply(state, seat, order)
        for viewer in [None, *game.private_seats(state)]:
            game.view(state, viewer)
        sights += counter.counts["sights"] - before
    assert sights / PLIES <= GENETESS_SIGHTS, sights / PLIES
