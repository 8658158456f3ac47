"""Elo ratings (bot/ratings.py): the pure rating maths, then recording on a real SQLite file."""

from __future__ import annotations

import random
import time

import pytest

from bot import ratings
from bot.host import FINISHED, MatchHost
from bot.ratings import elo_changes, expected_score, final_ranks
from bot.store import MatchRow, Seat
from bot_testkit import ALICE, BOB, CAROL, DAVE, running_match


# -- pure Elo ------------------------------------------------------------------
def test_two_equal_players_win_and_loss_move_half_of_k():
    assert elo_changes({1: 1200, 2: 1200}, {1: 1, 2: 2}) == {1: 16.0, 2: -16.0}
    assert elo_changes({1: 1200, 2: 1200}, {1: 2, 2: 1}) == {1: -16.0, 2: 16.0}


def test_two_player_against_the_odds():
    # 200 points apart: the favourite is expected to score 1 / (1 + 10^-0.5) = 0.7597.
    assert expected_score(1400, 1200) == pytest.approx(0.759747, abs=1e-6)
    upset = elo_changes({1: 1200, 2: 1400}, {1: 1, 2: 2})
    assert upset[1] == pytest.approx(32 * 0.759747, abs=1e-4) and upset[2] == pytest.approx(-upset[1])
    expected = elo_changes({1: 1200, 2: 1400}, {1: 2, 2: 1})
    assert expected[2] == pytest.approx(32 * (1 - 0.759747), abs=1e-4)


def test_draws():
    assert elo_changes({1: 1300, 2: 1300}, {1: 1, 2: 1}) == {1: 0.0, 2: 0.0}
    draw = elo_changes({1: 1200, 2: 1400}, {1: 1, 2: 1})     # the weaker player gains
    assert draw[1] == pytest.approx(32 * (0.5 - (1 - 0.759747)), abs=1e-4) and draw[1] > 0
    assert draw[2] == pytest.approx(-draw[1])


def test_three_players_rated_by_rank_with_k_shared_over_the_pairs():
    # Equal ratings: every pair is worth K / (n - 1) = 16 x (score - 0.5).
    assert elo_changes({1: 1200, 2: 1200, 3: 1200}, {1: 1, 2: 2, 3: 3}) == {1: 16.0, 2: 0.0, 3: -16.0}
    # Two winners tied for first.
    assert elo_changes({1: 1200, 2: 1200, 3: 1200}, {1: 1, 2: 1, 3: 3}) == {1: 8.0, 2: 8.0, 3: -16.0}
    # Keys are whatever identifies a player (user ids).
    four = elo_changes({10: 1500, 20: 1200, 30: 1200, 40: 900}, {10: 4, 20: 1, 30: 2, 40: 3})
    assert four[20] > four[30] > 0 > four[10] and four[40] > 0


def test_changes_sum_to_zero_and_never_exceed_k():
    rng = random.Random(5)
    for _ in range(300):
        n = rng.randint(2, 6)
        players = rng.sample(range(1, 10_000), n)
        rates = {p: rng.uniform(600, 2400) for p in players}
        ranks = {p: rng.randint(1, n) for p in players}
        k = rng.choice([10, 16, 32, 40])
        changes = elo_changes(rates, ranks, k)
        assert set(changes) == set(players)
        assert sum(changes.values()) == pytest.approx(0, abs=1e-9)
        assert all(abs(c) <= k + 1e-9 for c in changes.values())
        # ratings move towards the result: the best rank never loses to a worse rank's gain
        best = min(ranks.values())
        if list(ranks.values()).count(best) == 1:
            top = next(p for p in players if ranks[p] == best)
            assert changes[top] > 0


def test_k_scales_every_change():
    rates, ranks = {1: 1250, 2: 1180, 3: 1420}, {1: 2, 2: 1, 3: 3}
    base = elo_changes(rates, ranks)              # K = 32 by default
    half = elo_changes(rates, ranks, k=16)
    assert half == pytest.approx({p: c / 2 for p, c in base.items()})


def test_degenerate_inputs():
    assert elo_changes({7: 1200}, {7: 1}) == {7: 0.0}
    assert elo_changes({}, {}) == {}
    with pytest.raises(ValueError, match="different players"):
        elo_changes({1: 1200, 2: 1200}, {1: 1, 3: 2})


def test_final_ranks_from_the_result_or_from_the_winners():
    names = ["ned", "ted", "jed"]
    assert final_ranks({"winners": ["ted"], "reason": "x", "ranks": {"ned": 3, "ted": 1, "jed": 2}},
                       names) == {"ned": 3, "ted": 1, "jed": 2}
    assert final_ranks({"winners": ["ted"], "reason": "x"}, names) == {"ned": 2, "ted": 1, "jed": 2}
    assert final_ranks({"winners": ["ned", "jed"], "reason": "tie"}, names) == {"ned": 1, "ted": 2, "jed": 1}
    assert final_ranks({"winners": [], "reason": "draw"}, names) == {"ned": 2, "ted": 2, "jed": 2}


# -- recording -----------------------------------------------------------------------
async def stats_rows(store) -> dict[tuple[int, str], tuple]:
    rows = await store.fetch_all("SELECT user_id, game, rating, played, won FROM player_stats")
    return {(r["user_id"], r["game"]): (r["rating"], r["played"], r["won"]) for r in rows}


async def change_rows(store, match_id: int) -> dict[int, tuple]:
    rows = await store.fetch_all("SELECT user_id, game, before, after FROM rating_changes WHERE match_id = ?",
                                 (match_id,))
    return {r["user_id"]: (r["game"], r["before"], r["after"]) for r in rows}


async def finished_row(store, seats: list[Seat], result: dict, *, extra: dict | None = None,
                       status: str = FINISHED, game: str = "dna-sequence") -> MatchRow:
    """A match row stored directly (no host involved), as the host leaves it when it ends."""
    now = time.time()
    row = MatchRow(id=0, guild_id=5, channel_id=1, game=game, options="", seed=1, status=status,
                   state={"seats": [s.name for s in seats]}, version=3, created_by=seats[0].user_id,
                   invited=None, created_at=now, updated_at=now, result=result, seats=seats,
                   extra=extra or {})
    async with store.transaction():
        await store.insert_match(row)
    return row


async def record(store, match) -> dict[int, tuple[float, float]]:
    """``record_finished`` the way the host calls it: inside an open transaction."""
    async with store.transaction():
        return await ratings.record_finished(store, match)


async def test_record_a_two_player_result(host):
    store = host.store
    match = await finished_row(store, [ALICE, BOB], {"winners": ["bob"], "reason": "resigned",
                                                     "ranks": {"alice": 2, "bob": 1}})
    changes = await record(store, match)
    assert changes == {ALICE.user_id: (1200.0, 1184.0), BOB.user_id: (1200.0, 1216.0)}
    assert await stats_rows(store) == {(ALICE.user_id, "dna-sequence"): (1184.0, 1, 0),
                                       (BOB.user_id, "dna-sequence"): (1216.0, 1, 1)}
    assert await change_rows(store, match.id) == {ALICE.user_id: ("dna-sequence", 1200.0, 1184.0),
                                                  BOB.user_id: ("dna-sequence", 1200.0, 1216.0)}

    # The next match starts from the stored ratings and accumulates the counts.
    rematch = await finished_row(store, [BOB, ALICE], {"winners": ["alice"], "reason": "x"})
    changes = await record(store, rematch)
    gain = 32 * (1 - expected_score(1184, 1216))
    assert changes[ALICE.user_id] == (1184.0, pytest.approx(1184 + gain))
    assert changes[BOB.user_id] == (1216.0, pytest.approx(1216 - gain))
    rows = await stats_rows(store)
    assert rows[(ALICE.user_id, "dna-sequence")][1:] == (2, 1)
    assert rows[(BOB.user_id, "dna-sequence")][1:] == (2, 1)


async def test_multi_seat_match_is_rated_by_rank(host):
    store = host.store
    match = await finished_row(store, [ALICE, BOB, CAROL, DAVE], {
        "winners": ["carol"], "reason": "last strand standing",
        "ranks": {"alice": 4, "bob": 2, "carol": 1, "dave": 3}})
    changes = await record(store, match)
    after = {user: a for user, (_, a) in changes.items()}
    assert after[CAROL.user_id] == pytest.approx(1200 + 32 / 3 * 1.5)     # 3 wins at 0.5 expected
    assert after[BOB.user_id] == pytest.approx(1200 + 32 / 3 * 0.5)
    assert after[DAVE.user_id] == pytest.approx(1200 - 32 / 3 * 0.5)
    assert after[ALICE.user_id] == pytest.approx(1200 - 32 / 3 * 1.5)
    assert sum(after.values()) == pytest.approx(4 * 1200)
    won = {user: w for (user, _), (_, _, w) in (await stats_rows(store)).items()}
    assert won == {ALICE.user_id: 0, BOB.user_id: 0, CAROL.user_id: 1, DAVE.user_id: 0}


async def test_names_are_matched_by_seat_order_not_by_seat_names(host):
    # Two players called "sam": the engine sees "sam" and "sam#2" (host._unique_names).
    sam1, sam2 = Seat(11, "sam"), Seat(12, "sam#2")
    match = await finished_row(host.store, [sam1, sam2], {"winners": ["sam#2"], "reason": "x"})
    match.seats = [Seat(11, "sam"), Seat(12, "sam")]            # seat names need not be unique
    changes = await record(host.store, match)
    assert changes[12][1] > changes[12][0] and changes[11][1] < changes[11][0]


@pytest.mark.parametrize("extra, status", [
    ({"zombies": [1]}, FINISHED),
    ({"zombies": {"1": 1234.0}}, FINISHED),
    ({"unrated": True}, FINISHED),
    ({}, "cancelled"),
    ({}, "aborted"),
    ({}, "running"),
])
async def test_zombie_unrated_and_unfinished_matches_are_not_rated(host, extra, status):
    store = host.store
    match = await finished_row(store, [ALICE, BOB], {"winners": ["alice"], "reason": "x"},
                               extra=extra, status=status)
    assert await record(store, match) == {}
    assert await stats_rows(store) == {}
    assert await change_rows(store, match.id) == {}


async def test_empty_zombie_list_and_false_unrated_are_rated(host):
    match = await finished_row(host.store, [ALICE, BOB], {"winners": ["alice"], "reason": "x"},
                               extra={"zombies": [], "unrated": False})
    assert set(await record(host.store, match)) == {ALICE.user_id, BOB.user_id}


async def test_recording_twice_changes_nothing(host):
    store = host.store
    match = await finished_row(store, [ALICE, BOB], {"winners": ["alice"], "reason": "x"})
    assert await record(store, match)
    stats, changes = await stats_rows(store), await change_rows(store, match.id)
    assert await record(store, match) == {}
    assert await stats_rows(store) == stats and await change_rows(store, match.id) == changes


async def test_recording_is_part_of_the_callers_transaction(host):
    store = host.store
    match = await finished_row(store, [ALICE, BOB], {"winners": ["alice"], "reason": "x"})
    with pytest.raises(RuntimeError):
        async with store.transaction():
            assert await ratings.record_finished(store, match)
            raise RuntimeError("the host's commit failed")
    assert await stats_rows(store) == {} and await change_rows(store, match.id) == {}


async def test_ratings_are_per_game(host):
    store = host.store
    await record(store, await finished_row(store, [ALICE, BOB], {"winners": ["alice"], "reason": "x"}))
    await record(store, await finished_row(store, [ALICE, BOB], {"winners": ["bob"], "reason": "x"},
                                           game="mitosis"))
    rows = await stats_rows(store)
    assert rows[(ALICE.user_id, "dna-sequence")] == (1216.0, 1, 1)
    assert rows[(ALICE.user_id, "mitosis")] == (1184.0, 1, 0)


# -- a real match through the host -------------------------------------------------------
async def rate_once(host: MatchHost, match_id: int) -> None:
    """What the host does when a match finishes, unless it already did (once it is wired in)."""
    match = await host.get(match_id)
    async with host.store.transaction():
        await ratings.record_finished(host.store, match)


async def test_finished_match_is_rated_and_an_aborted_one_is_not(host, db_path):
    match = await running_match(host, options="seed=4")
    await host.resign(match.id, ALICE.user_id)                  # bob wins
    await rate_once(host, match.id)
    assert await change_rows(host.store, match.id) == {ALICE.user_id: ("dna-sequence", 1200.0, 1184.0),
                                                       BOB.user_id: ("dna-sequence", 1200.0, 1216.0)}

    # A challenge that is declined and a lobby that is cancelled never touch the ratings.
    before = await stats_rows(host.store)
    challenge = await host.create(channel_id=2, guild_id=5, game_id="dna-sequence", options=None,
                                  creator=ALICE, opponent=BOB)
    await host.decline(challenge.id, BOB.user_id)
    lobby = await host.create(channel_id=3, guild_id=5, game_id="dna-sequence", options=None, creator=CAROL)
    await host.join(lobby.id, DAVE)
    await host.cancel(lobby.id, CAROL.user_id)
    for match_id in (challenge.id, lobby.id):
        await rate_once(host, match_id)
        assert await change_rows(host.store, match_id) == {}
    assert await stats_rows(host.store) == before

    # What was committed survives a restart.
    other = await MatchHost.open(str(db_path))
    try:
        assert await stats_rows(other.store) == before
    finally:
        await other.close()


async def test_host_records_ratings_when_a_match_finishes(host):
    """The host wiring: ``MatchHost._save`` calls ``record_finished`` in the finishing transaction."""
    match = await running_match(host, options="seed=4", players=(CAROL, DAVE))
    await host.resign(match.id, DAVE.user_id)
    assert await change_rows(host.store, match.id) == {CAROL.user_id: ("dna-sequence", 1200.0, 1216.0),
                                                       DAVE.user_id: ("dna-sequence", 1200.0, 1184.0)}


# -- queries for the commands ------------------------------------------------------------
async def test_stats_and_leaderboard(host):
    store = host.store
    assert await ratings.stats(store, ALICE.user_id) == []
    assert await ratings.leaderboard(store, "dna-sequence") == []
    await record(store, await finished_row(store, [ALICE, BOB], {"winners": ["alice"], "reason": "x"}))
    await record(store, await finished_row(store, [CAROL, DAVE], {"winners": ["carol"], "reason": "x"}))
    await record(store, await finished_row(store, [ALICE, CAROL], {"winners": ["alice"], "reason": "x"},
                                           game="mitosis"))

    board = await ratings.leaderboard(store, "dna-sequence")
    # alice and carol tie at 1216 (rank 1 both), then bob and dave at 1184 (rank 3 both).
    assert [(r["rank"], r["user_id"], r["rating"], r["played"], r["won"]) for r in board] == [
        (1, ALICE.user_id, 1216.0, 1, 1), (1, CAROL.user_id, 1216.0, 1, 1),
        (3, BOB.user_id, 1184.0, 1, 0), (3, DAVE.user_id, 1184.0, 1, 0)]
    assert [r["user_id"] for r in await ratings.leaderboard(store, "dna-sequence", limit=2)] == \
        [ALICE.user_id, CAROL.user_id]
    assert await ratings.leaderboard(store, "genetess") == []

    mine = await ratings.stats(store, ALICE.user_id)
    assert mine == [
        {"game": "dna-sequence", "rating": 1216.0, "played": 1, "won": 1, "last_change": 16.0,
         "rank": 1, "players": 4},
        {"game": "mitosis", "rating": 1216.0, "played": 1, "won": 1, "last_change": 16.0,
         "rank": 1, "players": 2},
    ]
    (bob,) = await ratings.stats(store, BOB.user_id, "dna-sequence")
    assert (bob["rating"], bob["last_change"], bob["rank"], bob["players"]) == (1184.0, -16.0, 3, 4)
    assert await ratings.stats(store, BOB.user_id, "mitosis") == []


async def test_a_servers_board_lists_only_players_seen_in_that_server(host):
    store = host.store
    here = await finished_row(store, [ALICE, BOB], {"winners": ["alice"], "reason": "x"})
    elsewhere = await finished_row(store, [CAROL, DAVE], {"winners": ["carol"], "reason": "x"})
    await store.execute("UPDATE matches SET guild_id = 77 WHERE id = ?", (elsewhere.id,))
    await record(store, here)
    await record(store, elsewhere)
    assert [r["user_id"] for r in await ratings.leaderboard(store, "dna-sequence", guild_id=5)] == \
        [ALICE.user_id, BOB.user_id]
    assert [r["user_id"] for r in await ratings.leaderboard(store, "dna-sequence", guild_id=77)] == \
        [CAROL.user_id, DAVE.user_id]
    assert len(await ratings.leaderboard(store, "dna-sequence")) == 4
    (bob,) = await ratings.stats(store, BOB.user_id, guild_id=5)
    assert (bob["rank"], bob["players"]) == (2, 2)
    (bob,) = await ratings.stats(store, BOB.user_id)
    assert (bob["rank"], bob["players"]) == (3, 4)


# -- taking a rating back (a game-master undo reopens a finished match) ----------------------
async def test_unrecord_takes_the_match_back(host):
    store = host.store
    first = await finished_row(store, [ALICE, BOB], {"winners": ["alice"], "reason": "x"})
    await record(store, first)
    second = await finished_row(store, [ALICE, CAROL], {"winners": ["alice"], "reason": "x"})
    await record(store, second)
    alice_after_two = (await stats_rows(store))[(ALICE.user_id, "dna-sequence")]

    async with store.transaction():
        undone = await ratings.unrecord(store, second.id)
    assert undone[ALICE.user_id] == (alice_after_two[0], pytest.approx(1216.0))
    rows = await stats_rows(store)
    assert rows[(ALICE.user_id, "dna-sequence")] == (pytest.approx(1216.0), 1, 1)
    assert (CAROL.user_id, "dna-sequence") not in rows                 # no rated match left
    assert rows[(BOB.user_id, "dna-sequence")] == (1184.0, 1, 0)       # other matches untouched
    assert await change_rows(store, second.id) == {}

    # Rated afresh when it finishes again, with another result.
    second.result = {"winners": ["carol"], "reason": "x"}
    async with store.transaction():
        await store.execute("UPDATE matches SET result = ? WHERE id = ?",
                            ('{"winners":["carol"],"reason":"x"}', second.id))
    assert set(await record(store, second)) == {ALICE.user_id, CAROL.user_id}
    rows = await stats_rows(store)
    assert rows[(ALICE.user_id, "dna-sequence")][1:] == (2, 1)
    assert rows[(CAROL.user_id, "dna-sequence")][1:] == (1, 1)
    async with store.transaction():
        assert await ratings.unrecord(store, 9999) == {}


async def test_game_master_undo_of_a_finished_match_takes_its_rating_back(host):
    """Host wiring: ``_save`` calls ``ratings.unrecord`` when an undo reopens a finished match."""
    match = await running_match(host, options="seed=4")
    await host.resign(match.id, ALICE.user_id)
    assert set(await change_rows(host.store, match.id)) == {ALICE.user_id, BOB.user_id}
    await host.gm_undo(match.id, DAVE.user_id, 1)
    assert (await host.get(match.id)).status == "running"
    assert await change_rows(host.store, match.id) == {}
    assert await stats_rows(host.store) == {}
    await host.resign(match.id, BOB.user_id)                    # this time alice wins
    assert (await stats_rows(host.store))[(ALICE.user_id, "dna-sequence")] == (1216.0, 1, 1)
