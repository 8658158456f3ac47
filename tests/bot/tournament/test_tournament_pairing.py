"""Tournament pairing and standings (bot/tournament/pairing.py, standings.py): pure, no database.

The acceptance simulations of tournaments: Swiss tournaments with results drawn
from hidden strengths, round robins, brute force on small cases, and the
tie-breaks of a published example.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations, product

import pytest

from bot.tournament.pairing import (meetings, pair_key, round_robin_pairs, round_robin_tables, swiss_pairs,
                                    swiss_tables, table_sizes)
from bot.tournament.standings import Game, standings
from bench.tournament import play_swiss_round


# -- round robin ---------------------------------------------------------------------------
@pytest.mark.parametrize("n", range(2, 14))
def test_two_seat_round_robin_meets_every_pair_exactly_once(n):
    rounds = round_robin_pairs(list(range(n)))
    assert len(rounds) == (n - 1 if n % 2 == 0 else n)
    met = meetings(t for r in rounds for t in r.tables)
    assert set(met) == {pair_key(a, b) for a, b in combinations(range(n), 2)}
    assert set(met.values()) == {1}
    balance = Counter()
    for r in rounds:
        seated = [e for t in r.tables for e in t] + r.byes
        assert sorted(seated) == list(range(n))                # everyone once a round
        assert len(r.byes) == n % 2
        for first, second in r.tables:
            balance[first] += 1
            balance[second] -= 1
    assert all(abs(v) <= 1 for v in balance.values()), balance
    assert sorted(e for r in rounds for e in r.byes) == (list(range(n)) if n % 2 else [])


def spread_cost(schedule_tables, n) -> int:
    """Σ over all pairs of (meetings)²: least when the meetings are spread most evenly."""
    met = meetings(schedule_tables)
    return sum(met[pair_key(a, b)] ** 2 for a, b in combinations(range(n), 2))


@pytest.mark.parametrize("n, size", [(6, 3), (8, 4)])
def test_round_robin_at_tables_is_as_even_as_brute_force_finds(n, size):
    schedule = round_robin_tables(list(range(n)), size)
    rounds = len(schedule)
    assert rounds == -(-(n - 1) // (size - 1))
    seatings = list(partitions(list(range(n)), table_sizes(n, size)))
    best = min(spread_cost([t for seating in combo for t in seating], n)
               for combo in product(seatings, repeat=rounds))
    assert spread_cost([t for r in schedule for t in r.tables], n) == best


@pytest.mark.parametrize("n, size", [(7, 3), (10, 4), (12, 4), (13, 4)])
def test_round_robin_at_tables_of_three_and_four_seats_everyone_and_spreads_meetings(n, size):
    schedule = round_robin_tables(list(range(n)), size)
    met = meetings(t for r in schedule for t in r.tables)
    counts = [met[pair_key(a, b)] for a, b in combinations(range(n), 2)]
    meets = sum(counts)
    assert max(counts) <= -(-meets // len(counts)) + 1, sorted(Counter(counts).items())
    for r in schedule:
        assert sorted(e for t in r.tables for e in t) == list(range(n))
        assert sorted(len(t) for t in r.tables) == sorted(table_sizes(n, size))


def test_nine_at_tables_of_three_is_a_kirkman_schedule():
    # 4 rounds × 3 tables × 3 pairs = 36 = every pair of 9 exactly once.
    met = meetings(t for r in round_robin_tables(list(range(9)), 3) for t in r.tables)
    assert set(met.values()) == {1} and len(met) == 36


def test_table_sizes():
    assert table_sizes(10, 4) == [4, 3, 3]
    assert table_sizes(12, 3) == [3, 3, 3, 3]
    assert table_sizes(7, 3) == [3, 2, 2]
    assert table_sizes(0, 3) == []


# -- Swiss, 2 seats ----------------------------------------------------------------------------
@pytest.mark.parametrize("n, seed", [(64, 1), (64, 2), (63, 3), (65, 4)])
def test_a_swiss_of_64_over_seven_rounds_keeps_the_rules(n, seed):
    rng = random.Random(seed)
    strength = {e: rng.gauss(0, 1) for e in range(n)}
    score, met, balance, had_bye = Counter(), Counter(), Counter(), set()
    for _ in range(7):
        order = sorted(range(n), key=lambda e: (-score[e], e))
        pairing = swiss_pairs(order, score, met, balance, had_bye)
        seated = [e for t in pairing.tables for e in t] + pairing.byes
        assert sorted(seated) == list(range(n))
        # No rematch: each entrant has met at most 6 of n − 1 others, so the graph of pairs yet
        # to meet has every degree ≥ n/2 and holds a perfect matching (Dirac): one is avoidable.
        assert all(met[pair_key(a, b)] == 0 for a, b in pairing.tables)
        groups = sorted(set(score[e] for e in range(n)), reverse=True)
        assert all(abs(groups.index(score[a]) - groups.index(score[b])) <= 1 for a, b in pairing.tables)
        if n % 2:
            (bye,) = pairing.byes
            assert bye not in had_bye
            assert score[bye] == min(score[e] for e in range(n) if e not in had_bye)
        else:
            assert pairing.byes == []
        play_swiss_round(rng, strength, pairing, score, met, balance, had_bye)
    assert all(abs(v) <= 2 for v in balance.values())          # first seats stay balanced
    # The hidden strengths show through: the top quarter by score is stronger than the bottom one.
    ranked = sorted(range(n), key=lambda e: -score[e])
    quarter = n // 4
    assert sum(strength[e] for e in ranked[:quarter]) > sum(strength[e] for e in ranked[-quarter:])


def test_swiss_avoids_a_rematch_by_leaving_the_score_group():
    # 1 and 2 lead alone and already met: each plays someone from the group below instead.
    score = {1: 2, 2: 2, 3: 1, 4: 1}
    met = Counter({pair_key(1, 2): 1, pair_key(3, 4): 1})
    pairing = swiss_pairs([1, 2, 3, 4], score, met, {}, set())
    assert {frozenset(t) for t in pairing.tables} == {frozenset((1, 3)), frozenset((2, 4))} or \
        {frozenset(t) for t in pairing.tables} == {frozenset((1, 4)), frozenset((2, 3))}


def test_swiss_gives_the_first_seat_to_whoever_had_it_less():
    pairing = swiss_pairs([1, 2], {1: 1, 2: 1}, {}, {1: 1, 2: -1}, set())
    assert pairing.tables == [(2, 1)]


def test_swiss_bye_goes_to_the_lowest_who_had_none_and_never_twice():
    score = {1: 2, 2: 1, 3: 0}
    assert swiss_pairs([1, 2, 3], score, {}, {}, set()).byes == [3]
    assert swiss_pairs([1, 2, 3], score, {}, {}, {3}).byes == [2]
    with pytest.raises(ValueError, match="every entrant already had one"):
        swiss_pairs([1, 2, 3], score, {}, {}, {1, 2, 3})


def test_swiss_blocks_merge_when_a_block_cannot_avoid_a_rematch():
    # Blocks of 4: the first four have all met one another, so they must pair with the next block.
    met = Counter({pair_key(a, b): 1 for a, b in combinations(range(4), 2)})
    pairing = swiss_pairs(list(range(8)), dict.fromkeys(range(8), 0), met, {}, set(), block=4)
    assert all(met[pair_key(a, b)] == 0 for a, b in pairing.tables) and len(pairing.tables) == 4


# -- Swiss, 3 and 4 seats ------------------------------------------------------------------------
def play_tables(rng, strength, seated, score, met):
    for table in seated:
        met.update(meetings([table]))
        # Finishing order from hidden strengths plus noise; points for first place only.
        order = sorted(table, key=lambda e: -(strength[e] + rng.gauss(0, 1)))
        score[order[0]] += 1


def repeats(seated, met) -> int:
    return sum(met[pair_key(a, b)] for t in seated for a, b in combinations(t, 2))


def test_a_three_seat_swiss_of_48_has_no_repeat_meeting_and_close_tables():
    rng = random.Random(7)
    n = 48
    strength = {e: rng.gauss(0, 1) for e in range(n)}
    score, met = Counter(), Counter()
    for r in range(7):
        order = sorted(range(n), key=lambda e: (-score[e], e))
        pairing = swiss_tables(order, score, met, 3, seed=r)
        assert sorted(e for t in pairing.tables for e in t) == list(range(n))
        assert repeats(pairing.tables, met) == 0
        groups = sorted(set(score[e] for e in range(n)), reverse=True)
        for t in pairing.tables:
            spread = [groups.index(score[e]) for e in t]
            assert max(spread) - min(spread) <= 1, (r, t, [score[e] for e in t])
        play_tables(rng, strength, pairing.tables, score, met)


def partitions(players: list, sizes: list[int]):
    """Every way to seat ``players`` at tables of ``sizes`` (tables unordered)."""
    if not players:
        yield []
        return
    first, rest = players[0], players[1:]
    for others in combinations(rest, sizes[0] - 1):
        remaining = [p for p in rest if p not in others]
        for tail in partitions(remaining, sizes[1:]):
            yield [(first, *others)] + tail


@pytest.mark.parametrize("n, size, seed", [(9, 3, 1), (9, 3, 2), (8, 4, 3), (10, 3, 4), (12, 4, 5)])
def test_repeat_meetings_are_only_those_brute_force_finds_unavoidable(n, size, seed):
    rng = random.Random(seed)
    strength = {e: rng.gauss(0, 1) for e in range(n)}
    score, met = Counter(), Counter()
    for r in range(6):
        order = sorted(range(n), key=lambda e: (-score[e], e))
        pairing = swiss_tables(order, score, met, size, seed=r)
        least = min(repeats(p, met) for p in partitions(list(range(n)), table_sizes(n, size)))
        assert repeats(pairing.tables, met) == least, (r, pairing.tables)
        play_tables(rng, strength, pairing.tables, score, met)


# -- standings and tie-breaks -------------------------------------------------------------------
def test_sonneborn_berger_and_buchholz_on_a_published_example():
    """Sensei's Library, "Sonneborn-Berger" (https://senseis.xmp.net/?SonnebornBerger): a double
    round robin of A, B, C, D; wins A 4, B 4, C 3, D 1 and Sonneborn–Berger A 4+3+3+1 = 11,
    B 4+3+1+1 = 9, C 4+1+1 = 6, D 4 = 4.  Buchholz (sum of every opponent's score, once per game)
    by hand: A 4+4+3+3+1+1 = 16, B 4+4+3+3+1+1 = 16, C 4+4+4+4+1+1 = 18, D 4+4+4+4+3+3 = 22."""
    # Rows of the published table: 1st round, then 2nd round ("1": the row player won).
    first = {"A": "-111", "B": "0-11", "C": "00-1", "D": "000-"}
    second = {"A": "-010", "B": "1-01", "C": "01-1", "D": "100-"}
    games = []
    for table in (first, second):
        for (i, a), (j, b) in combinations(enumerate("ABCD"), 2):
            won = table[a][j] == "1"
            assert won != (table[b][i] == "1")               # the table is consistent
            games.append(Game({a: 1 if won else 2, b: 2 if won else 1}))
    lines = {s.entrant: s for s in standings(list("ABCD"), games, 2)}
    assert {e: lines[e].points for e in "ABCD"} == {"A": 4, "B": 4, "C": 3, "D": 1}
    assert {e: lines[e].tiebreaks[1] for e in "ABCD"} == {"A": 11, "B": 9, "C": 6, "D": 4}
    assert {e: lines[e].tiebreaks[0] for e in "ABCD"} == {"A": 16, "B": 16, "C": 18, "D": 22}
    assert [(s.entrant, s.rank) for s in standings(list("ABCD"), games, 2)] == \
        [("A", 1), ("B", 2), ("C", 3), ("D", 4)]      # A and B: equal Buchholz, A's SB 11 > 9


def test_draws_count_half_in_sonneborn_berger_and_a_bye_adds_nothing_to_buchholz():
    games = [Game({"a": 1, "b": 1}), Game({"a": 1, "c": 2}), Game.of_bye("b"), Game({"b": 1, "c": 2})]
    lines = {s.entrant: s for s in standings(["a", "b", "c"], games, 2)}
    assert (lines["a"].points, lines["b"].points, lines["c"].points) == (1.5, 2.5, 0)
    assert lines["a"].tiebreaks == [2.5 + 0, 0.5 * 2.5 + 0]
    assert lines["b"].tiebreaks == [1.5 + 0, 0.5 * 1.5 + 0]


def test_three_and_four_seat_standings_break_ties_by_placement_then_head_to_head():
    games = [Game({"a": 1, "b": 2, "c": 3, "d": 4}), Game({"b": 1, "a": 3, "d": 2, "c": 4}),
             Game({"c": 1, "d": 2, "a": 3}), Game({"d": 1, "b": 3, "c": 2})]
    lines = standings(list("abcd"), games, 4)
    by = {s.entrant: s for s in lines}
    assert {e: by[e].points for e in "abcd"} == {"a": 1, "b": 1, "c": 1, "d": 1}
    # placement: a 3 + 1 + 0 = 4; b 2 + 3 + 0 = 5; c 1 + 0 + 2 + 1 = 4; d 0 + 2 + 1 + 2 = 5.
    assert {e: by[e].tiebreaks[0] for e in "abcd"} == {"a": 4, "b": 5, "c": 4, "d": 5}
    # b and d: b ahead of d in games 1 and 2, d ahead in game 4: +1 for b.  a and c: a ahead in
    # games 1 and 2, c ahead in game 3: +1 for a.
    assert [(s.entrant, s.rank) for s in lines] == [("b", 1), ("d", 2), ("a", 3), ("c", 4)]
    assert (by["b"].tiebreaks[1], by["d"].tiebreaks[1], by["a"].tiebreaks[1], by["c"].tiebreaks[1]) == \
        (1, -1, 1, -1)


def test_a_game_with_a_stranger_is_refused():
    with pytest.raises(ValueError, match="not in the tournament"):
        standings(["a"], [Game({"a": 1, "z": 2})], 2)


def test_forfeits_score_nothing_and_finish_behind():
    games = [Game({"a": 1, "b": 2}, forfeits=frozenset({"a"})), Game({"a": 1, "b": 1}, forfeits=frozenset({"a", "b"})),
             Game({"a": 1, "b": 2, "c": 3}, forfeits=frozenset({"a"}))]
    by = {s.entrant: s for s in standings(["a", "b", "c"], games, 3)}
    assert (by["a"].points, by["b"].points, by["c"].points) == (0, 2, 0)
    assert (by["a"].tiebreaks[0], by["b"].tiebreaks[0], by["c"].tiebreaks[0]) == (0, 1 + 2, 1)


def test_a_stand_in_computer_takes_a_place_but_scores_and_counts_for_nothing():
    stand_in = frozenset({0})
    games = [Game({"a": 1, "b": 2}), Game({"c": 1, 0: 2}, stand_ins=stand_in),
             Game({"a": 1, "c": 2}), Game({"b": 2, 0: 1}, stand_ins=stand_in)]
    by = {s.entrant: s for s in standings(["a", "b", "c"], games, 2)}
    assert (by["a"].points, by["b"].points, by["c"].points) == (2, 0, 1)
    assert by["c"].tiebreaks == [2, 0]       # Buchholz: a's 2, the stand-in's nothing
    assert by["b"].tiebreaks == [2, 0] and by["b"].games == 2
