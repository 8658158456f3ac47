"""DNA (Icehouse)'s computer player (games/ai/dna_icehouse.py): its playouts."""

from __future__ import annotations

import random

from games import GAMES
from games.ai import PLAYERS

from ai_testkit import root_evaluations

GAME, PLAYER = GAMES["dna-icehouse"], PLAYERS["dna-icehouse"]


def _random_finish(state, rng):
    seat = state["to_play"]
    while state["turn"] is not None and GAME.to_move(state) == [seat]:
        state = GAME.apply(state, seat, GAME.random_move(state, seat, rng))[0]
    return state


def test_a_playout_finishes_the_turn_in_progress_greedily_and_guesses_no_placement():
    """After a placement the playout plays the mover's own steps (mutate, score, capture) to
    the end of the turn, judged by the evaluation: over the turns of a game the mover ends
    them better off than random steps would leave it.  At the start of a turn it changes
    nothing (no placement is guessed)."""
    rng = random.Random(3)
    state = GAME.new_state(["ann", "bob"], None, 3)
    greedy = randomly = 0.0
    finished = 0
    for _ in range(150):
        seat = GAME.to_move(state)[0]
        if state["turn"] is None:
            assert PLAYER.playout(GAME, state, random.Random(1)) == state
        elif state["turn"]["placed"] and not state["turn"]["scored"]:
            after = PLAYER.playout(GAME, state, random.Random(1))
            assert after == PLAYER.playout(GAME, state, random.Random(1))  # same rng, same finish
            assert after["turn"] is None or GAME.to_move(after) != [seat]  # the turn is over
            finished += 1
            greedy += PLAYER.evaluate(GAME, after)[seat]
            randomly += PLAYER.evaluate(GAME, _random_finish(state, random.Random(1)))[seat]
        state = GAME.apply(state, seat, GAME.random_move(state, seat, rng))[0]
        if GAME.result(state) is not None:
            break
    assert finished >= 20 and greedy > randomly


def test_the_search_weighs_every_placement_so_it_finds_the_one_that_scores():
    """In this position (random play, seed 17, 63 steps) 210 placements are legal
    and one, R1 c5, scores clearly more than any other (its one-step value leads by 0.13).
    The search used to weigh a random 150 of them, so half of its seeds never saw R1 c5 and
    no budget could find it; it now weighs them all and picks it on every seed."""
    from games.ai.search import Budget, ismcts

    state = GAME.new_state(["ann", "bob"], None, 17)
    rng = random.Random(17)
    for _ in range(63):
        seat = GAME.to_move(state)[0]
        state = GAME.apply(state, seat, GAME.random_move(state, seat, rng))[0]
    seat = GAME.to_move(state)[0]
    assert state["turn"] is None and len(GAME.legal_moves(state, seat)) == 210
    picks = {ismcts(GAME, PLAYER, GAME.view(state, seat), seat, dict(state["options"]),
                    Budget(iterations=30), random.Random(s)) for s in range(8)}
    assert picks == {"place R1 c5"}


def test_a_perfect_information_position_is_judged_once_per_move():
    """Nothing is hidden in DNA (Icehouse) or Protozoa, so every determinization
    is the same state; the root's one-step evaluation judged each move on two of them
    under a time budget, spending half of it on repeats."""
    for game_id in ("dna-icehouse", "protozoa"):
        game, player = GAMES[game_id], PLAYERS[game_id]
        state = game.new_state(["ann", "bob"], None, 5)
        judged, values = root_evaluations(game_id, state)
        assert judged == len(values) == len(player.moves(game, state, 0)), game_id



def test_the_search_judges_every_reply_to_a_placement_it_looks_at(monkeypatch):
    """Below a placement the tree expanded one random reply of about 200 an
    iteration, so hard's four times longer search averaged replies nobody would play and
    picked what normal picked.  It now judges every placement of the reply at once (and
    goes on through the reply's own steps): a few iterations weigh the best reply to each
    placement they look at.  Here (red to place, its seventh turn) 40 iterations used to
    judge 7 of green's 53 replies to the one placement they searched; now every reply to
    each placement searched."""
    from games.ai.search import Budget, ismcts

    state = _seventh_turn()
    replies: dict[str, set[str]] = {}   # red's placement → green placements judged after it
    real = type(PLAYER).evaluate

    def recording(self, game, after):
        marks = after["marks"]
        if marks and marks["seat"] == 1 and marks["placed"] and after["turns"] == 7:
            red = next(sq for sq in after["board"] if sq not in state["board"]
                       and sq != marks["placed"])
            replies.setdefault(red, set()).add(marks["placed"])
        return real(self, game, after)

    monkeypatch.setattr(type(PLAYER), "evaluate", recording)
    ismcts(GAME, PLAYER, GAME.view(state, 0), 0, dict(state["options"]),
           Budget(iterations=40), random.Random(1))
    empty = 64 - len(state["board"]) - 1     # the squares left for green's placement
    assert replies and all(len(squares) == empty for squares in replies.values()), \
        {red: len(squares) for red, squares in replies.items()}


def _seventh_turn():
    """Red to place, its seventh turn."""
    state = GAME.new_state(["ann", "bob"], None, 62002)
    state.update(
        colours=[["R"], ["G"]], neutral=["Y", "B"], to_play=0, turns=6,
        board={"d5": "G1", "e5": "Y1", "e4": "G1", "d4": "G3", "e6": "R1", "c4": "B3",
               "e3": "R1", "b4": "G3", "c5": "R2", "c6": "G2"},
        pools={"R": {"1": 0, "2": 1, "3": 4}, "Y": {"1": 4, "2": 5, "3": 5},
               "G": {"1": 0, "2": 2, "3": 2}, "B": {"1": 5, "2": 5, "3": 4}},
        archives=[["G1", "G1", "G1", "G2", "G2", "G3"],
                  ["R1", "R1", "R1", "R2", "R2", "R2", "R3"]])
    return state


def test_every_leaf_is_judged_after_the_reply_not_midway_through_ones_own_turn(monkeypatch):
    """A turn is several steps (place, mutate, score, capture) and an iteration
    stopped at the first step of red's own turn it expanded, so most leaves were judged
    before green's reply and the rest after it: with 20 iterations (normal's full budget)
    18–19 of 20 leaves, with 80 (hard's) 53–72.  The moves hard searched deepest were then
    judged at another point of the round than the rest, and hard lost to normal at the full
    budgets.  Now an iteration goes on through the rest of red's turn and green's reply:
    every leaf is judged with red to begin a turn (or the game over)."""
    from games.ai.search import Budget, ismcts

    state = _seventh_turn()
    leaves = []
    real = type(PLAYER).playout

    def recording(self, game, after, rng):
        leaves.append((after["to_play"], after["turn"] is not None, after["result"] is not None))
        return real(self, game, after, rng)

    monkeypatch.setattr(type(PLAYER), "playout", recording)
    ismcts(GAME, PLAYER, GAME.view(state, 0), 0, dict(state["options"]),
           Budget(iterations=20), random.Random(1))
    midway = [leaf for leaf in leaves if leaf[0] == 0 and leaf[1] and not leaf[2]]
    assert len(leaves) == 20 and not midway, f"{len(midway)} of {len(leaves)} leaves before the reply"
    assert all(over or (seat == 0 and not in_turn) for seat, in_turn, over in leaves)


def test_a_search_midway_through_a_turn_stays_within_its_time_budget(monkeypatch):
    """Since every leaf is judged after the reply, one iteration from a step midway through
    one's own turn (a root of a few moves, judged at once) goes on through the reply's some
    50 placements: the search's guess of an iteration's cost (the root's) was 20–200 times
    too low and a 50 ms decision took up to 91 ms of CPU.  An iteration that runs past the
    budget is now abandoned.  The clock here moves 1 ms with every evaluation."""
    from games.ai.search import SAFETY, Budget, ismcts

    state = _seventh_turn()
    state = GAME.apply(state, 0, GAME.legal_moves(state, 0)[0])[0]
    assert state["turn"] is not None and GAME.to_move(state) == [0]
    clock = [0.0]
    real = type(PLAYER).evaluate

    def costly(self, game, after):
        clock[0] += 0.001
        return real(self, game, after)

    monkeypatch.setattr(type(PLAYER), "evaluate", costly)
    ismcts(GAME, PLAYER, GAME.view(state, 0), 0, dict(state["options"]),
           Budget(seconds=0.05, clock=lambda: clock[0]), random.Random(1))
    assert 0.05 * SAFETY <= clock[0] <= 0.05 * SAFETY + 0.002, clock[0]


def test_hard_judges_one_lonely_placement_of_each_piece_and_the_others_every_one():
    """A placement on a square with no piece around it ends no strand and has nothing to
    mutate: hard (``sharpened``) keeps the first such placement of each piece and every
    placement that touches a piece; the other levels (``baseline`` too) keep every move."""
    from games.dna_icehouse import NEIGHBOURS

    state = _seventh_turn()
    every = GAME.legal_moves(state, 0)
    assert PLAYER.moves(GAME, state, 0) == every
    kept = PLAYER.sharpened().moves(GAME, state, 0)

    def lonely(move):
        return not any(n in state["board"] for n in NEIGHBOURS[move.split()[2]])

    assert [m for m in every if not lonely(m)] == [m for m in kept if not lonely(m)]
    pieces = sorted({" ".join(m.split()[1::2]) for m in every})   # piece and source
    assert sorted(" ".join(m.split()[1::2]) for m in kept if lonely(m)) == pieces
    assert len(kept) < len(every) * 2 // 3
    mid_turn = GAME.apply(state, 0, every[0])[0]
    assert PLAYER.sharpened().moves(GAME, mid_turn, 0) == GAME.legal_moves(mid_turn, 0)


def test_only_hard_plays_the_sharpened_player(monkeypatch):
    """``baseline`` is hard frozen: the pruning, the capped evaluation and the quicker
    engine (anything ``sharpened`` adds) are hard's alone."""
    from games.ai import move_for
    from games.ai.search import Budget

    seen = {}

    def spy(game, player, *args, **kwargs):
        seen[level] = (player.prune_lonely, player.capped, player.quick)
        return "pass"

    monkeypatch.setattr("games.ai.ismcts", spy)
    state = _seventh_turn()
    for level in ("normal", "hard", "baseline"):
        move_for(GAME, state, 0, level, 1, Budget(iterations=1))
    assert seen == {"normal": (False,) * 3, "hard": (True,) * 3, "baseline": (False,) * 3}


def test_the_search_engine_plays_the_engines_rules_exactly():
    """Hard searches on ``SEARCH_ENGINE`` (a quicker copy and mutation search): over random
    games it offers the same legal steps as the engine, every step leaves the same state, and
    the state it was given is left as it was (its copy shares nothing the engine changes).
    Its evaluation reads strands from a table (``quick``) and gives the same values."""
    import copy
    import json

    from games.ai.dna_icehouse import SEARCH_ENGINE

    quick = PLAYER.sharpened()
    plain = copy.copy(quick)
    plain.quick = False
    steps = mutations = 0
    for seed in range(12):
        rng = random.Random(seed)
        state = GAME.new_state(["ann", "bob"], None, seed)
        while GAME.result(state) is None:
            seat = GAME.to_move(state)[0]
            moves = GAME.legal_moves(state, seat)
            assert SEARCH_ENGINE.legal_moves(state, seat) == moves
            move = rng.choice(moves)
            before = json.dumps(state, sort_keys=True)
            fast = SEARCH_ENGINE.apply(state, seat, move)[0]
            assert json.dumps(state, sort_keys=True) == before
            engine = GAME.apply(state, seat, move)[0]
            assert fast == engine, move
            assert quick.evaluate(GAME, engine) == plain.evaluate(GAME, engine)
            state = fast if seed % 2 else engine
            steps += 1
            mutations += move.startswith("mutate")
    assert steps > 1000 and mutations > 100


def test_only_hard_searches_on_the_quicker_engine():
    """``baseline`` (and normal, easy) play on the engine itself, as before: their searches
    are what they were, iteration for iteration."""
    from games.ai.dna_icehouse import SEARCH_ENGINE

    assert PLAYER.engine(GAME) is GAME
    assert PLAYER.sharpened().engine(GAME) is SEARCH_ENGINE


def test_hard_counts_an_open_turns_points_only_as_far_as_they_can_be_captured():
    """R1 on c3 ends the strand c3-d4-e5 (R1 B1 Y1: three colours, one size, 3 points), but
    green's pool holds a single G1 and no archive holds anything: the turn can capture 1 pip
    (rules §A turn, 4).  Hard (``capped``) counts 1, the other levels 3, as before."""
    from games.ai.player import share

    state = GAME.new_state(["ann", "bob"], None, 1)
    state["pools"]["G"] = {"1": 1, "2": 0, "3": 0}
    after = GAME.apply(state, 0, "place R1 c3")[0]
    assert after["turn"] is not None and not after["turn"]["scored"]
    assert PLAYER.evaluate(GAME, after) == share([3 / 3.0, 0.0], [True, True])
    assert PLAYER.sharpened().evaluate(GAME, after) == share([1 / 3.0, 0.0], [True, True])
    scored = GAME.apply(after, 0, "score")[0]
    assert scored["turn"]["owed"] == 1   # what the engine lets the turn capture


def test_baseline_and_normal_search_on_the_engine_and_hard_on_the_quicker_one(monkeypatch):
    """Which engine each level's search copies states with: the engine's own copy for
    normal and baseline (their searches are what they were), ``SearchIcehouse``'s for hard."""
    from games.ai import move_for
    from games.ai.dna_icehouse import SearchIcehouse
    from games.ai.search import Budget
    from games.dna_icehouse import DnaIcehouse

    copies = {"engine": 0, "quick": 0}
    engine_copy, quick_copy = DnaIcehouse.copy_state, SearchIcehouse.copy_state

    def counted(kind, real):
        def copy_state(self, state):
            copies[kind] += 1
            return real(self, state)
        return copy_state

    monkeypatch.setattr(DnaIcehouse, "copy_state", counted("engine", engine_copy))
    monkeypatch.setattr(SearchIcehouse, "copy_state", counted("quick", quick_copy))
    state = _seventh_turn()
    seen = {}
    for level in ("normal", "baseline", "hard"):
        copies.update(engine=0, quick=0)
        move_for(GAME, state, 0, level, 1, Budget(iterations=3))
        seen[level] = (copies["engine"] > 0, copies["quick"] > 0)
    assert seen == {"normal": (True, False), "baseline": (True, False), "hard": (False, True)}
