"""The exact two-seat DNA (sequence) solver (games/ai/dna_sequence_solver.py), checked
against the engine it re-implements."""

from __future__ import annotations

import random

from games import GAMES
from games.ai import dna_sequence_solver as solver
from games.dna_sequence import remove_chunk

from ai_testkit import engine_value

GAME = GAMES["dna-sequence"]


def _limits(state) -> list[int | None]:
    """The first-round limits each seat still owes in ``state`` (rules §A move)."""
    return [None if state["options"]["non_incremental"] or state["turns_taken"][s] else s + 1
            for s in (0, 1)]


def test_a_cut_is_the_engine_s_leftmost_first_removal():
    """``cut`` gives ``remove_chunk``'s strand for chunks with a border (``ACA``, removed by
    the stack scan) and without (``str.replace`` until none is left), over 2–4 letters."""
    rng = random.Random(1)
    bordered = 0
    for _ in range(4000):
        letters = "ACGT"[:rng.randint(2, 4)]
        strand = "".join(rng.choice(letters) for _ in range(rng.randint(0, 40)))
        chunk = "".join(rng.choice(letters) for _ in range(rng.randint(2, 5)))
        bordered += solver._bordered(chunk)
        assert solver.cut(strand, chunk) == remove_chunk(strand, chunk)[0], (strand, chunk)
    assert bordered > 500


def test_the_moves_are_the_engine_s_legal_chunks_and_their_results():
    """Along random games of full-length deals (first-round limits included), the solver's
    moves are the engine's legal chunks, each leaving the strands the engine leaves."""
    rng = random.Random(2)
    for seed in range(60):
        state = GAME.new_state(["ann", "bob"], None if seed % 3 else "length=15", seed)
        while GAME.result(state) is None:
            seat = state["turn"]
            found = solver.moves(state["strands"][seat], state["strands"][1 - seat], 3,
                                 _limits(state)[seat])
            assert sorted(found) == GAME.legal_moves(state, seat)
            chunk = rng.choice(sorted(found))
            after = GAME.apply(state, seat, chunk)[0]
            assert found[chunk] == (after["strands"][seat], after["strands"][1 - seat])
            state = after


def test_the_solver_agrees_with_every_line_played_out_in_the_engine():
    """On positions small enough to play every line in the engine (no first-round limit,
    and short deals that start with it), ``solve`` gives the engine's result, wins, ties
    and losses alike, and ``ranked`` gives each chunk's."""
    rng = random.Random(36)
    seen = set()
    for letters in ("AC", "ACG", "ACGT"):
        for _ in range(20):
            state = GAME.new_state(["ann", "bob"], "non_incremental", 1)
            state["strands"] = ["".join(rng.choice(letters) for _ in range(rng.randint(3, 9)))
                                for _ in range(2)]
            expected = engine_value(GAME, state, 0)
            assert solver.solve(state["strands"][0], state["strands"][1], 3) == expected
            seen.add(expected)
    assert seen == {-1, 0, 1}
    for seed in range(30):
        state = GAME.new_state(["ann", "bob"], "length=8", seed)
        limits = _limits(state)
        assert limits == [1, 2]
        values = solver.ranked(state["strands"][0], state["strands"][1], 3, *limits)
        assert values == {m: engine_value(GAME, GAME.apply(state, 0, m)[0], 0)
                          for m in GAME.legal_moves(state, 0)}
        assert max(values.values()) == solver.solve(state["strands"][0], state["strands"][1],
                                                    3, *limits)


def test_emptying_the_table_changes_no_result(monkeypatch):
    """The table is exact: solving with a table emptied every few positions gives the
    same results as with a full one."""
    rng = random.Random(5)
    positions = [("".join(rng.choice("ACGT") for _ in range(rng.randint(10, 16))),
                  "".join(rng.choice("ACGT") for _ in range(rng.randint(10, 16))))
                 for _ in range(30)]
    full = [solver.solve(a, b, 3) for a, b in positions]
    monkeypatch.setattr(solver, "TABLE_SIZE", 7)
    solver._table.clear()
    assert [solver.solve(a, b, 3) for a, b in positions] == full
