"""The hard level's MCTS-Solver (``games.ai.search.ismcts`` with ``solve``): a proven win is
played, by its shortest proof, even where the evaluation prefers another move; a proven loss
is not chosen while a move is not proven lost, and when every move loses the search stops
and holds out longest.  Shown on small game trees whose evaluation misleads on purpose,
then on a real game (Protozoa, nothing hidden)."""

from __future__ import annotations

import random

import pytest

from games.ai.player import Player
from games.ai.search import Budget, ismcts
from games.base import IllegalMove


class TreeGame:
    """A two-seat game given as a tree: ``tree[node] = (seat to move, {move: next node})``;
    a node absent from ``tree`` is finished, won by ``ends[node]`` (``None``: drawn).  The
    duck-typed part of ``games.base.Game`` the search uses."""

    id = "tree"

    def __init__(self, tree, ends):
        self.tree, self.ends = tree, ends

    def to_move(self, state):
        return [self.tree[state["at"]][0]] if state["at"] in self.tree else []

    def legal_moves(self, state, seat):
        return sorted(self.tree[state["at"]][1]) if state["at"] in self.tree else []

    def apply(self, state, seat, move):
        if seat not in self.to_move(state) or move not in self.tree[state["at"]][1]:
            raise IllegalMove("not here")
        return {**state, "at": self.tree[state["at"]][1][move]}, []

    def random_move(self, state, seat, rng):
        return rng.choice(self.legal_moves(state, seat))

    def result(self, state):
        if state["at"] in self.tree:
            return None
        winner = self.ends[state["at"]]
        return {"winners": [] if winner is None else [winner]}


class TreePlayer(Player):
    """Judges a position by ``looks[node]`` (seat 0's reward), nothing hidden; every reply
    judged at once, no playout (as Protozoa's player)."""

    expand_all = True
    playout_plies = 0
    proof_samples = 1
    samples = max_samples = 1

    def __init__(self, looks):
        self.looks = looks

    def determinize(self, game, view, seat, options, rng):
        return dict(view)

    def evaluate(self, game, state):
        r = self.looks.get(state["at"], 0.5)
        return [r, 1.0 - r]

    def playout(self, game, state, rng):
        return state


#: Seat 0 wins by force with "go" (whatever seat 1 answers, "win" ends it), a line the
#: evaluation dislikes; "wait" looks good and only draws.  At g2a "yawn" puts the win off
#: to a position the evaluation calls as good as won: a search without proofs shuffles.
WIN_TREE = {"root": (0, {"go": "g1", "wait": "w1"}),
            "g1": (1, {"a": "g2a", "b": "g2b"}),
            "g2a": (0, {"win": "T0", "yawn": "g3"}), "g2b": (0, {"win": "T0"}),
            "g3": (1, {"p": "g4"}), "g4": (0, {"win": "T0"}),
            "w1": (1, {"p": "w2"}), "w2": (0, {"stay": "w3"}), "w3": (1, {"p": "D"})}
WIN_ENDS = {"T0": 0, "D": None}
WIN_LOOKS = {"g1": 0.1, "g2a": 0.1, "g2b": 0.1, "g3": 1.0, "g4": 1.0,
             "w1": 0.9, "w2": 0.9, "w3": 0.9}

#: Every move of seat 0 loses: "quick" at once to seat 1's reply, "slow" two moves later.
LOSS_TREE = {"root": (0, {"quick": "q1", "slow": "s1"}),
             "q1": (1, {"kill": "T1", "spare": "q2"}), "q2": (0, {"x": "T1b"}),
             "s1": (1, {"s": "s2"}), "s2": (0, {"t": "s3"}), "s3": (1, {"kill": "T1"})}
LOSS_ENDS = {"T1": 1, "T1b": 1}
LOSS_LOOKS = {"q1": 0.6, "q2": 0.6, "s1": 0.1, "s2": 0.1, "s3": 0.1}


def pick(tree, ends, looks, at, solve, iterations=40, seed=1):
    game = TreeGame(tree, ends)
    view = {"at": at, "seats": ["a", "b"]}
    seat = tree[at][0]
    return ismcts(game, TreePlayer(looks), view, seat, {}, Budget(iterations=iterations),
                  random.Random(seed), solve=solve)


@pytest.mark.parametrize("seed", range(5))
def test_a_forced_win_is_played_although_the_evaluation_dislikes_it(seed):
    assert pick(WIN_TREE, WIN_ENDS, WIN_LOOKS, "root", True, seed=seed) == "go"


@pytest.mark.parametrize("seed", range(5))
def test_a_won_ending_is_played_out_not_dallied(seed):
    assert pick(WIN_TREE, WIN_ENDS, WIN_LOOKS, "g2a", True, seed=seed) == "win"
    assert pick(WIN_TREE, WIN_ENDS, WIN_LOOKS, "g2a", True, iterations=200, seed=seed) == "win"


@pytest.mark.parametrize("seed", range(5))
def test_a_lost_ending_holds_out_longest_and_stops_searching(seed):
    assert pick(LOSS_TREE, LOSS_ENDS, LOSS_LOOKS, "root", True, seed=seed) == "slow"
    # Proven lost whatever is played: the search stops instead of spending its budget.
    calls = []

    class Counting(TreePlayer):
        def determinize(self, game, view, seat, options, rng):
            calls.append(1)
            return dict(view)

    ismcts(TreeGame(LOSS_TREE, LOSS_ENDS), Counting(LOSS_LOOKS), {"at": "root", "seats": ["a", "b"]},
           0, {}, Budget(iterations=500), random.Random(seed), solve=True)
    assert len(calls) < 50


def test_a_proven_loss_is_avoided_while_another_move_is_open():
    tree = {"root": (0, {"bad": "b1", "open": "o1"}), "b1": (1, {"kill": "T1", "x": "b2"}),
            "b2": (0, {"y": "D"}), "o1": (1, {"p": "D"})}
    looks = {"b1": 0.9, "b2": 0.9, "o1": 0.3}
    for seed in range(5):
        assert pick(tree, {"T1": 1, "D": None}, looks, "root", True, seed=seed) == "open"


def test_baseline_is_for_benchmarks_only():
    from bench.ai import parse_pairings
    from games.ai import LEVELS, check_level

    assert "baseline" not in LEVELS  # the level choices players are offered
    with pytest.raises(ValueError, match="easy, normal, hard"):
        check_level("baseline")
    assert check_level(" Baseline ", bench=True) == "baseline"
    assert parse_pairings("hard-baseline,baseline-normal") == [("hard", "baseline"),
                                                                ("baseline", "normal")]


@pytest.mark.parametrize("game_id", ["mitosis", "genetess", "protozoa"])
def test_baseline_searches_as_hard_did_and_hard_adds_the_solver(game_id, monkeypatch):
    from games import GAMES
    from games.ai import PLAYERS, move_for, search as search_module
    from tests.games.test_ai import random_positions

    game = GAMES[game_id]
    player = PLAYERS[game_id].for_level("hard")
    seen = []
    real = search_module.ismcts

    def spy(*args, **kwargs):
        seen.append((args[1], args[8] if len(args) > 8 else kwargs.get("depth"),
                     kwargs.get("solve", False)))
        return real(*args, **kwargs)

    monkeypatch.setattr("games.ai.ismcts", spy)
    _, state = next(random_positions(game_id, None, 2, 1, seed=3))
    seat = game.to_move(state)[0]
    budget = Budget(iterations=15)
    expected = real(game, player, game.view(state, seat), seat, dict(state["options"]), budget,
                    random.Random(11), frozenset(), player.depths.get("hard"))
    assert move_for(game, state, seat, "baseline", 11, budget) == expected
    move_for(game, state, seat, "hard", 11, budget)
    assert [(p.for_level("hard") is p, depth, solve) for p, depth, solve in seen] == \
        [(True, player.depths.get("hard"), False), (True, player.depths.get("hard"), True)]


def test_implicit_minimax_backs_up_the_choosers_best_evaluation():
    from games.ai.search import _Node

    # Seat 0 moved into ``a``; seat 1 answers: its best reply leaves seat 0 with 0.1.
    a = _Node(mover=0, children={"a1": _Node(mover=1, mm=0.1), "a2": _Node(mover=1, mm=0.9),
                                 "a3": _Node(mover=1)})
    a.back_up_minimax()
    assert a.mm == pytest.approx(0.1)
    # A step of seat 0's own turn: it takes its own best continuation.
    own = _Node(mover=0, children={"x": _Node(mover=0, mm=0.3), "y": _Node(mover=0, mm=0.7)})
    own.back_up_minimax()
    assert own.mm == pytest.approx(0.7)
    # A proven node keeps its proof; mixing weighs the mean against the minimax value.
    a.proven = 1.0
    a.back_up_minimax()
    assert a.mm == 1.0
    b = _Node(mover=0, visits=4, avail=4, reward=3.2, mm=0.2)
    assert b.ucb(0.0, 0.5) == pytest.approx(0.5 * 0.8 + 0.5 * 0.2)
    assert b.ucb(0.0) == pytest.approx(0.8)


def _mitosis_ending(seed: int, back: int):
    """The position ``back`` plies before the end of a random Mitosis game dealt with ``seed``."""
    from games import GAMES

    game = GAMES["mitosis"]
    rng = random.Random(seed)
    state = game.new_state(["a", "b"], None, seed)
    history = [state]
    while game.result(state) is None:
        mover = game.to_move(state)[0]
        state = game.apply(state, mover, game.random_move(state, mover, rng))[0]
        history.append(state)
    return game, history[-1 - back]


def _wins_in_three(game, state, seat, move):
    """Whether ``move`` wins by force within three plies in the true ``state``: it ends the
    game won, or every reply leaves ``seat`` a move that does."""
    def won(after):
        result = game.result(after)
        return result is not None and result["winners"] == [seat]

    after = game.apply(state, seat, move)[0]
    if game.result(after) is not None:
        return won(after)
    for reply in game.legal_moves(after, 1 - seat):
        nxt = game.apply(after, 1 - seat, reply)[0]
        if game.result(nxt) is not None or \
                not any(won(game.apply(nxt, seat, m)[0]) for m in game.legal_moves(nxt, seat)):
            return False
    return True


def test_hard_plays_a_forced_mitosis_win_the_search_without_proofs_misses():
    from games.ai import move_for

    # Three plies from the end of a random game: 3 of the 8 moves win by force (checked on
    # the true state); the search without proofs (baseline) plays another with this budget.
    game, state = _mitosis_ending(29, 3)
    seat = game.to_move(state)[0]
    assert 0 < sum(_wins_in_three(game, state, seat, m) for m in game.legal_moves(state, seat)) < 8
    for seed in (1, 2, 3):
        move = move_for(game, state, seat, "hard", seed, Budget(iterations=300))
        assert _wins_in_three(game, state, seat, move)


def test_one_determinization_proves_an_end_where_nothing_is_hidden():
    """Mitosis without clone and DNA (sequence) after the reveal hide nothing: one
    determinization that meets an end proves it; with hidden parts it takes several."""
    from games.ai import PLAYERS
    from games.ai.player import Player
    from tests.games.test_ai import random_positions

    for game_id, options, hidden in [("mitosis", None, False), ("mitosis", "clone", True),
                                     ("dna-sequence", None, False)]:
        game, state = next(random_positions(game_id, options, 2, 1, seed=4))
        view = game.view(state, game.to_move(state)[0])
        needed = PLAYERS[game_id].proofs_needed(view, dict(state["options"]))
        assert needed == (Player.proof_samples if hidden else 1), game_id


def test_a_lost_ending_does_not_pass_the_time_among_moves_that_hold_out_as_long():
    """Every move loses in as many plies: the one the search values most is played, not the
    last by its text (a pass, in Genetess, that only waits for the end)."""
    tree = {"root": (0, {"zz-pass": "p1", "fight": "f1"}),
            "p1": (1, {"kill": "T1"}), "f1": (1, {"kill": "T1"})}
    looks = {"p1": 0.1, "f1": 0.4}
    for seed in range(5):
        assert pick(tree, {"T1": 1}, looks, "root", True, seed=seed) == "fight"


@pytest.mark.parametrize("game_id", ["mitosis", "genetess", "protozoa", "dna-icehouse",
                                     "dna-sequence"])
def test_only_hard_searches_with_what_its_player_learnt_since_baseline(game_id, monkeypatch):
    """``Player.sharpened`` (DNA Icehouse's pruning, Protozoa's repeat avoidance) reaches
    hard's search only: baseline and normal search with the player as it was."""
    from games import GAMES
    from games.ai import PLAYERS, move_for
    from tests.games.test_ai import random_positions

    game = GAMES[game_id]
    seen = {}

    def spy(game_, player, *args, **kwargs):
        seen[level] = vars(player)
        return "x"

    monkeypatch.setattr("games.ai.ismcts", spy)
    monkeypatch.setattr(type(PLAYERS[game_id]), "settle", lambda *a: None, raising=False)
    _, state = next(random_positions(game_id, None, 2, 1, seed=3))
    seat = game.to_move(state)[0]
    for level in ("normal", "baseline", "hard"):
        move_for(game, state, seat, level, 1, Budget(iterations=1))
    plain = PLAYERS[game_id].for_level("hard")
    assert seen["baseline"] == vars(plain.without_inference())
    assert seen["hard"] == vars(plain.sharpened())
    assert seen["normal"] == vars(PLAYERS[game_id].for_level("normal").without_inference())
