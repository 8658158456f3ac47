"""The computer player (games/ai): determinizations agree with the seat's view, decisions
are reproducible and legal, and the levels see obvious wins."""

from __future__ import annotations

import random

import pytest

from games import GAMES, genetess_board as board
from games.ai import PLAYERS, check_level, choose, move_for, play_turn
from games.ai import search
from games.ai.genetess import SWEPT_ROUNDS, GenetessPlayer
from games.base import IllegalMove
from games.ai.search import Budget, ismcts

#: (game id, options, seats) covering every engine, its hidden information and 4 seats.
CASES = [
    ("mitosis", None, 2), ("mitosis", "clone capture", 2), ("mitosis", "launcher triplicate", 2),
    ("dna-sequence", None, 2), ("dna-sequence", "manual", 3), ("protozoa", None, 2),
    ("protozoa", "teams", 4), ("dna-icehouse", None, 2), ("dna-icehouse", None, 4),
    ("genetess", None, 2), ("genetess", None, 3),
]
#: View keys that narrate the last ply rather than show the position (Genetess' report).
NARRATION = {"genetess": {"report", "last"}}
#: What a view remembers that a determinization need not carry: Genetess' swept squares
#: (``GenetessPlayer.determinize`` reads them to place the King; no evaluation reads them,
#: and keeping them would cost every step of the search).
UNCARRIED = {"genetess": {"swept"}}


def random_positions(game_id: str, options, seats: int, count: int, seed: int = 0):
    """``count`` running positions after 0–60 random plies, deterministic in ``seed``."""
    game = GAMES[game_id]
    rng = random.Random(seed)
    found = 0
    k = 0
    while found < count:
        k += 1
        state = game.new_state([f"p{i}" for i in range(seats)], options, seed * 1000 + k)
        for _ in range(rng.randint(0, 60)):
            if game.result(state) is not None:
                break
            mover = game.to_move(state)[0]
            state = game.apply(state, mover, game.random_move(state, mover, rng))[0]
        if game.result(state) is None:
            found += 1
            yield game, state


def view_hides_walls(state) -> bool:
    """Genetess' view names a cell once: an interior wall on a start or special square
    (S21 rockfall) shows as the start or special, so no determinization can know it."""
    if state["game"] != "genetess":
        return False
    return bool(set(state["inner"]) & (set(state["starts"].values()) | set(state["specials"])))


def sealed_bids(state) -> bool:
    """Genetess' round 0 (rules §13), where a determinization guesses every other seat in."""
    return state["game"] == "genetess" and state["round"] == 0


@pytest.mark.parametrize("game_id,options,seats", CASES)
def test_determinization_shows_the_seat_exactly_its_view(game_id, options, seats):
    player = PLAYERS[game_id]
    skip = NARRATION.get(game_id, set()) | UNCARRIED.get(game_id, set())
    for game, state in random_positions(game_id, options, seats, 12):
        seat = game.to_move(state)[0]
        view = game.view(state, seat)
        for draw in range(2):
            det = player.determinize(game, view, seat, state["options"], random.Random(draw))
            again = game.view(det, seat)
            unshown = skip
            if sealed_bids(state):
                # Genetess' round-0 bids are secret and simultaneous: every other seat is
                # guessed in (``GenetessPlayer._bids``), so only the seat is left to bid.
                assert game.to_move(det) == [seat] and again["to_move"] == [view["seats"][seat]]
                unshown = skip | {"bids", "to_move"}
            else:
                assert game.to_move(det) == game.to_move(state)
            assert {k: v for k, v in again.items() if k not in unshown} == \
                {k: v for k, v in view.items() if k not in unshown}
            if state.get("phase") != "setup" and not view_hides_walls(state):
                # (set-up offers a random suggested strand)
                assert sorted(game.legal_moves(det, seat)) == sorted(game.legal_moves(state, seat))


@pytest.mark.parametrize("game_id,options,seats", CASES)
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_decisions_are_legal_and_reproducible(game_id, options, seats, level):
    for game, state in random_positions(game_id, options, seats, 3, seed=7):
        seat = game.to_move(state)[0]
        budget = Budget(iterations=25)
        move = move_for(game, state, seat, level, seed=11, budget=budget)
        assert move == move_for(game, state, seat, level, seed=11, budget=budget)
        game.apply(state, seat, move)  # raises IllegalMove if the computer cheated the rules


def wins(game, state, seat) -> bool:
    """Whether ``seat`` wins ``state`` with best play (plain minimax; tiny positions only)."""
    result = game.result(state)
    if result is not None:
        return result["winners"] == [seat]
    mover = game.to_move(state)[0]
    outcomes = (wins(game, game.apply(state, mover, m)[0], seat)
                for m in game.legal_moves(state, mover))
    return any(outcomes) if mover == seat else all(outcomes)


def test_search_levels_keep_a_won_chunk_race_won():
    game = GAMES["dna-sequence"]
    rng = random.Random(4)
    tried = 0
    while tried < 6:
        state = game.new_state(["ann", "bob"], "non_incremental base=2", 1)
        state["strands"] = ["".join(rng.choice("AC") for _ in range(rng.randint(5, 8)))
                            for _ in range(2)]
        moves = game.legal_moves(state, 0)
        good = [m for m in moves if wins(game, game.apply(state, 0, m)[0], 0)]
        if not good or len(good) == len(moves):
            continue  # only positions where the choice matters
        tried += 1
        # easy looks one ply ahead: it must take a win on the spot when there is one.
        at_once = [m for m in moves
                   if (game.result(game.apply(state, 0, m)[0]) or {}).get("winners") == [0]]
        if at_once:
            assert move_for(game, state, 0, "easy", seed=3) in at_once, state["strands"]
        for level in ("normal", "hard"):
            assert move_for(game, state, 0, level, seed=3, budget=Budget(iterations=300)) in good, \
                (state["strands"], level, good)


def test_mitosis_split_that_leaves_the_opponent_stuck_is_found():
    game = GAMES["mitosis"]
    state = game.new_state(["ann", "bob"], None, 1)
    # bob's one cell in the corner has few splits; some of ann's splits fill them all.
    state.update(phase="splitting", turn=0, colours=["red", "blue"], placed=[3, 3],
                 moves_made=[5, 5])
    state["board"] = {"A1": "blue", "C3": "red", "E5": "red"}
    splits = game.legal_moves(state, 0)
    killers = []
    for move in splits:
        after = game.apply(state, 0, move)[0]
        if game.result(after) is not None:
            killers.append(move)
    assert killers, "the position must hold a winning split"
    for level in ("easy", "normal"):
        assert move_for(game, state, 0, level, seed=5, budget=Budget(iterations=300)) in killers


def test_unknown_level_is_refused_with_the_levels():
    with pytest.raises(ValueError, match="easy, normal, hard"):
        check_level("grandmaster")
    game = GAMES["mitosis"]
    state = game.new_state(["ann", "bob"], None, 1)
    with pytest.raises(ValueError):
        choose(game, game.view(state, 1), 1, state["options"], "expert", 1)


class Refusing:
    """An engine whose rules refuse one move (as fog refuses a blocked path)."""

    def __init__(self, game, refuse: str):
        self._game, self.refuse = game, refuse

    def __getattr__(self, name):
        return getattr(self._game, name)

    def apply(self, state, seat, text):
        if text == self.refuse:
            raise IllegalMove(f"{text} is blocked")
        return self._game.apply(state, seat, text)


def test_a_refused_pick_is_replaced_by_another_move():
    game = GAMES["mitosis"]
    _, state = next(random_positions("mitosis", None, 2, 1, seed=9))
    seat = game.to_move(state)[0]
    first = move_for(game, state, seat, "normal", 4, Budget(iterations=30))
    move, new, _ = play_turn(Refusing(game, first), state, seat, "normal", 4, Budget(iterations=30))
    assert move != first and move in game.legal_moves(state, seat)
    assert new == game.apply(state, seat, move)[0]


def test_a_search_too_short_to_try_every_move_still_plays_the_one_ply_best():
    # One iteration cannot visit every move; the root's one-ply evaluation (progressive
    # bias) still makes the search take a move that wins on the spot.
    game = GAMES["dna-sequence"]
    rng = random.Random(4)
    tried = 0
    while tried < 5:
        state = game.new_state(["ann", "bob"], "non_incremental base=2", 1)
        state["strands"] = ["".join(rng.choice("AC") for _ in range(rng.randint(5, 8)))
                            for _ in range(2)]
        moves = game.legal_moves(state, 0)
        at_once = [m for m in moves
                   if (game.result(game.apply(state, 0, m)[0]) or {}).get("winners") == [0]]
        if not at_once or 2 * len(at_once) > len(moves):
            continue
        tried += 1
        for seed in range(3):
            assert move_for(game, state, 0, "normal", seed, Budget(iterations=1)) in at_once


class Ticking:
    """A clock that moves ``step`` seconds each time it is read (a deterministic stand-in
    for time passing while the search works)."""

    def __init__(self, step: float):
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


@pytest.mark.parametrize("game_id", ["mitosis", "genetess"])
def test_a_time_budget_is_a_deadline_the_search_does_not_overrun(game_id):
    _, state = next(random_positions(game_id, None, 2, 1, seed=3))
    seat = GAMES[game_id].to_move(state)[0]
    clock = Ticking(0.001)
    move_for(GAMES[game_id], state, seat, "normal", 1, Budget(seconds=0.5, clock=clock))
    # Read once more by the test itself; the search never read it past the budget.
    assert clock() - clock.step <= 0.5 + clock.step


def test_a_refused_pick_spends_what_is_left_of_the_same_budget():
    game = GAMES["mitosis"]
    _, state = next(random_positions("mitosis", None, 2, 1, seed=9))
    seat = game.to_move(state)[0]
    clock = Ticking(0.001)
    first = move_for(game, state, seat, "normal", 4, Budget(seconds=0.2, clock=Ticking(0.001)))
    # Only the true board refuses it (as fog does): the search's own states never do.
    referee = RefusingTruth(game, first, state)
    move = play_turn(referee, state, seat, "normal", 4, Budget(seconds=0.2, clock=clock))[0]
    assert referee.refused and move != first
    assert clock() - clock.step <= 0.2 + 2 * clock.step


class RefusingTruth(Refusing):
    """Refuses its move on one state object only (the referee's true state)."""

    def __init__(self, game, refuse: str, truth):
        super().__init__(game, refuse)
        self.truth, self.refused = truth, False

    def apply(self, state, seat, text):
        if state is self.truth and text == self.refuse:
            self.refused = True
            raise IllegalMove(f"{text} is blocked")
        return self._game.apply(state, seat, text)


def test_a_drawn_game_shares_the_reward():
    from games.ai.search import outcome

    game = GAMES["protozoa"]
    state = game.new_state(["ann", "bob"], "max_turns=1", 1)
    move = game.legal_moves(state, 0)[0]
    drawn = game.apply(state, 0, move)[0]
    assert game.result(drawn) is not None and not game.result(drawn)["winners"]
    assert outcome(game, drawn) == [0.5, 0.5]


GENETESS_PLAIN = """
grid = \"\"\"
##########
#........#
#........#
#........#
#........#
#........#
#........#
#........#
#........#
##########
\"\"\"
[starts]
K1 = "B2"
K2 = "I9"
"""


def genetess_position(pieces: list[tuple[str, int, str]], energy: int) -> dict:
    """ann (seat 0) to move in round 1 on ``GENETESS_PLAIN`` after both bid nothing, with only
    ``pieces`` — ``(square, owner seat, genetic sequence)`` — on the board and ``energy`` E each."""
    game = GAMES["genetess"]
    state = game.with_map(game.new_state(["ann", "bob"], None, 1), GENETESS_PLAIN)
    for seat in (0, 1):
        state = game.apply(state, seat, "BID")[0]
    state["pieces"] = {sq: {"id": i, "owner": owner, "seq": seq}
                       for i, (sq, owner, seq) in enumerate(pieces, start=1)}
    state.update(next_id=len(pieces) + 1, order=[0, 1], turn=0, round=1, energy=[energy, energy],
                 report=[])
    return state


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_genetess_takes_a_king_it_can_read_and_reach(level):
    # ann's F piece reads bob's King one step south of it (rules §8: F decodes; §10: taking
    # the King wins); another bob piece sits in view as a decoy.  Every level takes the King.
    game = GAMES["genetess"]
    state = genetess_position([("B2", 0, "K"), ("E5", 0, "ABF"), ("E6", 1, "K"), ("F5", 1, "AB"),
                               ("I9", 1, "ABB")], energy=20)
    view = game.view(state, 0)
    assert view["pieces"]["E6"].get("king") and "seq" not in view["pieces"].get("I9", {})
    budget = Budget(iterations=50)
    assert move_for(game, state, 0, level, seed=2, budget=budget) == "MOVE E5 S"


def genetess_offer_position():
    """ann to move: King B2, ABDF on E5 two squares from bob's King on E7 (in view, read),
    bob's ABB on I9 out of view; 2 E each (too little to create)."""
    return genetess_position([("B2", 0, "K"), ("E5", 0, "ABDF"), ("E7", 1, "K"), ("I9", 1, "ABB")],
                             energy=2)


def test_genetess_search_sees_the_king_take_back_a_hunter_it_offers():
    # ann's ABDF (D: it sees two squares; F: it reads what it sees) may step next to bob's
    # King: the best one-ply move (closest to the King, a threat on it), but bob's King
    # takes it back (rules §7: a capture on the last step).  A search too short to try
    # bob's replies at random must still look at his best one first and decline the offer.
    game = GAMES["genetess"]
    state = genetess_offer_position()
    assert game.view(state, 0)["pieces"]["E7"]["king"]
    offer = "MOVE E5 S"
    assert move_for(game, state, 0, "easy", seed=0) == offer  # one ply falls for it
    for level in ("normal", "hard"):
        for seed in range(4):
            assert move_for(game, state, 0, level, seed, Budget(iterations=10)) != offer


class Swinging(GenetessPlayer):
    """Genetess' player with a hidden part that no move changes but that swings the
    evaluation by ``SWING`` either way (as where the enemy King hides does): the seed each
    determinization draws (``state["rng"]``, which no special here advances) decides it."""

    SWING = 0.3

    def evaluate(self, game, state):
        swing = self.SWING if state["rng"] % 2 else -self.SWING
        return [v + swing if s == 0 else v - swing
                for s, v in enumerate(super().evaluate(game, state))]


def test_genetess_search_is_not_swayed_by_what_no_move_changes():
    # Each iteration draws one determinization; a swing no move can change must not decide
    # which moves look better (the tree compares leaves on their own determinization).  The
    # ABDF stands back on C4, so that no King falls within the plies searched (a finished
    # game's outcome is not swung).
    game = GAMES["genetess"]
    state = genetess_offer_position()
    state["pieces"]["C4"] = state["pieces"].pop("E5")
    view = game.view(state, 0)
    for seed in range(6):
        picks = {ismcts(game, player, view, 0, state["options"], Budget(iterations=30),
                        random.Random(seed), depth=2)
                 for player in (PLAYERS["genetess"], Swinging())}
        assert len(picks) == 1, (seed, picks)


def genetess_searched_roots(monkeypatch, player, seeds=range(6), iterations=30, depth=2):
    """The root node of each ``player`` search (one a seed, ``depth`` plies at most) from ann's
    view of the offer position with her ABDF stood back on C4, so that no King falls within
    the plies searched."""
    game = GAMES["genetess"]
    state = genetess_offer_position()
    state["pieces"]["C4"] = state["pieces"].pop("E5")
    view = game.view(state, 0)
    roots = []
    iterate = search._iterate

    def spy(game, player, view, seat, options, root, values, rng, depth, *deadline):
        roots.append(root)
        iterate(game, player, view, seat, options, root, values, rng, depth, *deadline)

    monkeypatch.setattr(search, "_iterate", spy)
    found = []
    for seed in seeds:
        roots.clear()
        ismcts(game, player, view, 0, state["options"], Budget(iterations=iterations),
               random.Random(seed), depth=depth)
        found.append(roots[0])
    return found


def test_genetess_search_spends_its_iterations_on_the_moves_that_stay_best(monkeypatch):
    # The root's moves differ by hundredths of a reward: with the paper's exploration
    # constant (0.7) thirty iterations went round the seven moves evenly (5, 5, 4, 4, 4, …),
    # so the tree's verdicts never steered it.  Genetess' constant lets the values lead: the
    # most visited moves get far more of the iterations (where two moves stay level after
    # the replies, both may).
    def most(player):
        return sum(max(child.visits - player.prior_visits for child in root.children.values())
                   for root in genetess_searched_roots(monkeypatch, player))

    class PaperConstant(GenetessPlayer):
        exploration = 0.7

    assert most(PLAYERS["genetess"]) > 1.5 * most(PaperConstant())


def test_genetess_search_judges_every_leaf_after_the_reply(monkeypatch):
    # The evaluation cannot see the reply that answers a move.  A tree free to grow judged its
    # most searched line after ann's own move, a ply deeper than its siblings judged after
    # bob's reply, and so more hopefully: the most searched move looked best because it was
    # searched most.  Normal's Genetess tree stops at ann's move and every reply to it.
    def depth(node):
        return 1 + max((depth(child) for child in node.children.values() if child.visits),
                       default=0)

    player = PLAYERS["genetess"]
    for root in genetess_searched_roots(monkeypatch, player, iterations=60):
        assert depth(root) - 1 == 2  # plies below the root: ann's move, bob's reply


def genetess_stopping_plies(monkeypatch, player, depth):
    """Plies below the root → iterations that stopped there and evaluated, over the searches
    of ``genetess_searched_roots``: the visits a node gained beyond its prior that none of
    its children gained."""
    found = {}

    def walk(node, ply):
        gained = node.visits - (player.prior_visits if ply else 0)  # the root has no prior
        stopped = gained - sum(child.visits - player.prior_visits
                               for child in node.children.values())
        if stopped:
            found[ply] = found.get(ply, 0) + stopped
        for child in node.children.values():
            walk(child, ply + 1)

    for root in genetess_searched_roots(monkeypatch, player, iterations=120, depth=depth):
        walk(root, 0)
    return found


def test_genetess_hard_searches_two_rounds_and_judges_every_leaf_after_a_reply(monkeypatch):
    # Capped at ann's move and bob's reply, hard's four times the iterations only refined the
    # same two plies.  Deeper, an iteration that expands ann's next move (ply 3) must go on to
    # bob's replies: judged at ply 3, a line would look better than its siblings judged after
    # a reply, for the evaluation cannot see the reply that answers a move.
    player = PLAYERS["genetess"]
    assert player.depths == {"normal": 2, "hard": 4}
    stopped = genetess_stopping_plies(monkeypatch, player, player.depths["hard"])
    assert set(stopped) == {2, 4}, stopped

    class LeavesAfterOwnMoves(GenetessPlayer):
        leaves_after_replies = False

    stopped = genetess_stopping_plies(monkeypatch, LeavesAfterOwnMoves(), player.depths["hard"])
    assert stopped.get(3), stopped  # a plain expansion stops after ann's own move


def genetess_sign_position():
    """ann to move: King B2, ABC on D6; bob's King on E8, out of ann's view but where ann
    learnt it stood this round (a sign: ``king_signs``), far from bob's start I9."""
    state = genetess_position([("B2", 0, "K"), ("D6", 0, "ABC"), ("E8", 1, "K")], energy=2)
    state["king_signs"] = [{"1": ["E8", 0, 1]}, {}]
    return state


def test_genetess_hard_guesses_the_king_where_it_was_last_seen_and_normal_does_not():
    game = GAMES["genetess"]
    player = PLAYERS["genetess"]
    state = genetess_sign_position()
    view = game.view(state, 0)
    assert "E8" not in view["visible"]
    assert view["king_signs"] == {"bob": {"square": "E8", "within": 0, "round": 1}}

    def king(v, draw):
        det = player.determinize(game, v, 0, state["options"], random.Random(draw))
        return [sq for sq, p in det["pieces"].items() if p["owner"] == 1 and "K" in p["seq"]]

    assert all(king(view, draw) == ["E8"] for draw in range(20))
    assert sum(king(player.forget(view), draw) == ["E8"] for draw in range(20)) < 5
    # Only hard plays on the memory: it takes the King it remembers; normal cannot know it.
    for seed in range(3):
        taken = game.apply(state, 0, move_for(game, state, 0, "hard", seed, Budget(iterations=20)))[0]
        assert game.result(taken)["winners"] == [0]
        missed = game.apply(state, 0, move_for(game, state, 0, "normal", seed, Budget(iterations=20)))[0]
        assert game.result(missed) is None
    bare = game.copy_state(state)
    bare["king_signs"] = [{}, {}]
    assert move_for(game, bare, 0, "normal", 1, Budget(iterations=20)) == \
        move_for(game, state, 0, "normal", 1, Budget(iterations=20))


def test_genetess_hard_never_guesses_the_king_on_a_piece_it_followed_since_its_creation():
    # Near bob's start I9, ann sees two undecoded bob pieces: she saw the one on H8 created
    # and kept it in view (``followed``: no King, K cannot be bought), so bob's King is the
    # one on I8 or hides in the fog.  Hard never guesses H8; normal, which plays on the
    # present view only, often does.
    game = GAMES["genetess"]
    player = PLAYERS["genetess"]
    state = genetess_position([("B2", 0, "K"), ("G7", 0, "ABD"), ("H8", 1, "AB"), ("I8", 1, "K")],
                              energy=2)
    state["followed"] = [{"3": False}, {}]
    state["start_of"] = ["K1", "K2"]                     # ann began on B2, bob on I9
    view = game.view(state, 0)
    assert view["pieces"]["H8"]["followed"] == "not king" and "seq" not in view["pieces"]["I8"]

    def king_on_h8(v, draw):
        det = player.determinize(game, v, 0, state["options"], random.Random(draw))
        return "K" in det["pieces"]["H8"]["seq"]

    assert not any(king_on_h8(view, draw) for draw in range(30))
    assert sum(king_on_h8(player.forget(view), draw) for draw in range(30)) >= 5


def test_genetess_never_guesses_the_king_on_the_square_it_was_seen_to_create_on():
    # bob created the piece on E8 this round (K cannot be bought, rules §4.3 and G18: that
    # piece is no King), so his King stands next to it: on F8, the undecoded piece beside.
    game = GAMES["genetess"]
    player = PLAYERS["genetess"]
    state = genetess_position([("B2", 0, "K"), ("D7", 0, "ABD"), ("E8", 1, "AB"), ("F8", 1, "K")],
                              energy=2)
    state["king_signs"] = [{"1": ["E8", 1, 1]}, {}]
    view = game.view(state, 0)
    assert {"E8", "F8"} <= set(view["pieces"]) and "seq" not in view["pieces"]["E8"]
    for draw in range(20):
        det = player.determinize(game, view, 0, state["options"], random.Random(draw))
        assert "K" not in det["pieces"]["E8"]["seq"]


def test_genetess_guesses_a_king_unseen_for_long_either_still_near_its_start_or_far_off():
    """A King moves a square a turn: early on it is next to its start; rounds later it has
    stayed there or walked off (``KING_STAYS``, ``WANDERS``; measured on ``duel``: within a
    square of the start in about half the rounds after the 20th, four to eight squares off
    in most of the rest).  Guessed near its start only, hunters shuffled about an empty start
    while the King sat far off; guessed anywhere within reach alike, they seldom looked at
    the start: both ran to 200-round draws."""
    game = GAMES["genetess"]
    player = PLAYERS["genetess"]

    def shares(round_: int) -> tuple[float, float]:
        """How often the King is guessed within a square of its start, and 3+ squares off."""
        state = genetess_position([("B2", 0, "K"), ("I9", 1, "K")], energy=2)
        state.update(start_of=["K1", "K2"], round=round_)
        view = player.forget(game.view(state, 0))
        near = far = 0
        for draw in range(200):
            det = player.determinize(game, view, 0, state["options"], random.Random(draw))
            king = next(sq for sq, p in det["pieces"].items() if p["owner"] == 1)
            (col, row), (c0, r0) = board.parse_square(king), board.parse_square("I9")
            off = max(abs(col - c0), abs(row - r0))
            near += off <= 1
            far += off >= 3
        return near / 200, far / 200

    (near_early, far_early), (near_late, far_late) = shares(1), shares(30)
    assert far_early < 0.1 < 0.7 < near_early
    assert near_late > 0.35 and far_late > 0.35


def test_genetess_hard_guesses_the_king_seldom_where_it_swept_lately_and_normal_does_not():
    """A King seldom walks onto a square it was not on: ann swept the squares about bob's
    start (I9) lately, so hard guesses his King there far less often than elsewhere, and less
    the more lately she swept them; normal, which plays on the present view only, does not
    know (``SWEPT_ROUNDS``)."""
    game = GAMES["genetess"]
    player = PLAYERS["genetess"]
    state = genetess_position([("B2", 0, "K"), ("I9", 1, "K")], energy=2)
    state.update(start_of=["K1", "K2"], round=20)
    near = {sq for sq in board.squares_within(state, "I9", 2) if board.is_floor(state, sq)}

    def share_near(view: dict) -> float:
        hits = 0
        for draw in range(200):
            det = player.determinize(game, view, 0, state["options"], random.Random(draw))
            hits += next(sq for sq, p in det["pieces"].items() if p["owner"] == 1) in near
        return hits / 200

    def swept_in(round_: int) -> dict:
        state["swept"] = [{sq: round_ for sq in near}, {}]
        view = game.view(state, 0)
        assert not near & set(view["visible"]) and set(view["swept"]) == near
        return view

    unswept = share_near(game.view(state, 0))
    assert share_near(swept_in(19)) < share_near(swept_in(12)) < unswept / 2
    assert share_near(swept_in(20 - SWEPT_ROUNDS)) == unswept        # swept long ago: forgotten
    assert share_near(player.forget(swept_in(19))) == unswept


def genetess_lone_king(away: int) -> dict:
    """ann to move with her King ``away`` squares east and south of her start square (on the
    diagonal), bob's King on his start; 0 E each, so ann may only step her King or pass."""
    game = GAMES["genetess"]
    state = genetess_position([], energy=0)
    col, row = board.parse_square(state["starts"][state["start_of"][0]])
    step = 1 if col < state["width"] // 2 else -1
    ann = board.square_name(col + step * away, row + step * away)
    bob = state["starts"][state["start_of"][1]]
    state["pieces"] = {ann: {"id": 1, "owner": 0, "seq": "K"},
                       bob: {"id": 2, "owner": 1, "seq": "K"}}
    return state


def king_from_start(state: dict, seat: int) -> int:
    """Squares (Chebyshev) between ``seat``'s King and its start square."""
    (col, row), (home_col, home_row) = (board.parse_square(sq) for sq in (
        board.kings(state, seat)[0], state["starts"][state["start_of"][seat]]))
    return max(abs(col - home_col), abs(row - home_row))


def test_genetess_values_a_king_hidden_away_from_its_start_square():
    # An enemy that has not seen a King go guesses it by its start square (``determinize``, as
    # a person would), so a King that walked off it is safer: worth more, up to AWAY_CAP
    # squares away, and no more beyond.
    game = GAMES["genetess"]
    player = PLAYERS["genetess"]
    positions = [genetess_lone_king(away) for away in range(6)]
    assert [king_from_start(state, 0) for state in positions] == list(range(6))
    worth = [player.evaluate(game, state)[0] for state in positions]
    assert worth[0] < worth[1] < worth[2] < worth[3] < worth[4] == worth[5], worth


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_genetess_king_with_nothing_else_to_do_walks_away_from_its_start_square(level):
    # Nothing to create and no hunter: every level steps its King one square farther from
    # its start (before, every move scored alike and the search took any of them).
    game = GAMES["genetess"]
    for seed in range(4):
        state = genetess_lone_king(1)
        move = move_for(game, state, 0, level, seed, budget=Budget(iterations=20))
        assert king_from_start(game.apply(state, 0, move)[0], 0) == 2, (seed, move)


def test_a_genetess_seat_whose_start_turned_to_wall_still_gets_a_move():
    """Found measuring ``quad``'s balance: a special may turn a start square into
    wall, and a view then shows it as wall, not as the seat's start.  The hunter's
    evaluation looked the seat's start up among the starts shown and raised ``KeyError``
    for every level that searches."""
    from games import GAMES
    from games.ai import choose
    from games.ai.search import Budget

    game = GAMES["genetess"]
    state = game.new_state(["a", "b", "c", "d"], "map=quad", 8984100)
    for seat in range(4):
        state = game.apply(state, seat, "BID")[0]
    seat = game.to_move(state)[0]
    view = game.view(state, seat)
    home = next(sq for sq, cell in view["cells"].items() if cell == f"start {view['start']}")
    view["cells"][home] = "inner"          # what the view shows once the start is wall
    for level in ("easy", "normal", "hard"):
        move = choose(game, view, seat, dict(state["options"]), level, 1, Budget(iterations=3))
        game.apply(state, seat, move)      # a move the rules take


def test_genetess_first_bidder_judges_its_bid_on_a_settled_auction():
    """Round 0's bids are secret (rules §13).  The first seat to bid sees no other bid in:
    when only the seats shown as in were put in, the auction never settled in its
    determinizations, it saw only the E a bid costs and bid nothing, while the second seat
    (seeing the first in) bid 1 E for turn ``a`` and mostly moved first.  Every other seat
    is now guessed in with a bare ``BID``, so both bidders judge the same settled auction
    and bid alike."""
    game = GAMES["genetess"]
    player = PLAYERS["genetess"]
    for seed in (1, 2, 3):
        state = game.new_state(["ann", "bob"], None, seed)
        guess = player.determinize(game, game.view(state, 0), 0, dict(state["options"]),
                                   random.Random(seed))
        assert game.to_move(guess) == [0]
        assert game.apply(guess, 0, "BID order 1 a")[0]["round"] == 1
        first = move_for(game, state, 0, "hard", seed, Budget(iterations=20))
        second = move_for(game, game.apply(state, 0, first)[0], 1, "hard", seed,
                          Budget(iterations=20))
        assert first == second


def test_genetess_hard_guesses_a_hidden_king_where_kings_keep_to_on_duel():
    """Kings keep to the outer edge of ``duel`` (``genetess_kings.json``: after round 10, most
    King-rounds on the squares along the outer wall, though those are a third of the board):
    hard guesses a hidden King from that table, normal from distance alone, so hard puts far
    more of its guesses on the edge.  The guess from distance alone put most of its weight on
    the open squares about the start, where a King seldom stands."""
    game = GAMES["genetess"]
    state = game.new_state(["ann", "bob"], None, 1)
    for seat in (0, 1):
        state = game.apply(state, seat, "BID")[0]
    state["pieces"] = {"J10": {"id": 1, "owner": 0, "seq": "K"},
                       "B2": {"id": 2, "owner": 1, "seq": "K"}}
    state.update(next_id=3, order=[0, 1], turn=0, round=40, energy=[5, 5], report=[],
                 start_of=["K2", "K1"])
    view = game.view(state, 0)
    assert "B2" not in view["visible"]

    def edge_share(level: str) -> float:
        player = PLAYERS["genetess"].for_level(level)
        on_edge = 0
        for draw in range(300):
            det = player.determinize(game, view, 0, state["options"], random.Random(draw))
            king = next(sq for sq, p in det["pieces"].items() if p["owner"] == 1)
            on_edge += any(not board.is_floor(state, sq) and sq not in state["inner"]
                           for sq in board.squares_within(state, king, 1))
        return on_edge / 300

    assert edge_share("hard") > 0.8 > 0.5 > edge_share("normal")


def test_genetess_hard_may_create_a_striker_when_rich_and_no_other_level_does():
    """S2 specials compound E (hundreds to tens of thousands of E by round 150 in bench
    matches), and those matches ran towards 200-round draws while the rich seat kept making
    five-E hunters: hard (``sharpened``: ``rich``) may also create the dearest ``STRIKERS``
    piece (a jumper) that costs at most half its E beyond ``E_USEFUL``, next to its King;
    with little E, or below hard, the search's orders are as before."""
    game = GAMES["genetess"]
    plain = PLAYERS["genetess"]
    sharp = plain.sharpened()
    state = genetess_position([("B2", 0, "K"), ("I9", 1, "K")], energy=500)
    strikes = [m for m in sharp.moves(game, state, 0) if m not in plain.moves(game, state, 0)]
    beside_king = {m.split()[1] for m in game.legal_moves(state, 0) if m.startswith("CREATE ")}
    assert sorted(strikes) == sorted(f"CREATE {sq} ABBCCE" for sq in beside_king)
    for move in strikes:
        assert game.apply(state, 0, move)[0]["energy"][0] == 500 - 159  # a move the rules take
    poor = genetess_position([("B2", 0, "K"), ("I9", 1, "K")], energy=60)
    assert sharp.moves(game, poor, 0) == plain.moves(game, poor, 0)


def test_genetess_hard_values_no_e_beyond_what_a_hunt_spends():
    """With ``rich`` (hard), E beyond ``E_USEFUL`` counts up to ``SPARE_CAP`` only, so a
    striker costing hundreds of E out of thousands is not judged a loss; the other levels'
    evaluation still counts every E."""
    game = GAMES["genetess"]
    plain = PLAYERS["genetess"]
    sharp = plain.sharpened()

    def worth(player, mine: int) -> float:
        state = genetess_position([("B2", 0, "K"), ("I9", 1, "K")], energy=0)
        state["energy"] = [mine, 40]
        return player.evaluate(game, state)[0]

    assert worth(sharp, 1000) == worth(sharp, 30_000) > worth(sharp, 100)
    assert worth(plain, 1000) < worth(plain, 30_000)


def test_genetess_hard_guesses_an_enemy_no_richer_than_a_hunt_needs():
    """Enemy E is hidden.  Every level guessed it as the seat's own; a seat rich from a special
    then searched replies in which a poor enemy created jumpers.  With ``rich`` (hard) an
    enemy's guessed E is at most ``E_USEFUL``; the seat's own E stays as shown."""
    game = GAMES["genetess"]
    state = genetess_position([("B2", 0, "K"), ("I9", 1, "K")], energy=2)
    state["energy"] = [500, 2]
    view = game.view(state, 0)
    for player, enemy in ((PLAYERS["genetess"], 500), (PLAYERS["genetess"].sharpened(), 30)):
        guess = player.determinize(game, view, 0, dict(state["options"]), random.Random(1))
        assert guess["energy"] == [500, enemy]
