"""openskill ratings per server (bot/host/ratings.py): the rating rule, recording on a real database,
the migration that recomputes today's ratings from the stored results, and the queries."""

from __future__ import annotations

import time

import pytest
from openskill.models import PlackettLuce

from bot.host import ratings
from bot.host.match_host import FINISHED, MatchHost
from bot.host.ratings import PROVISIONAL_SIGMA, Skill, final_ranks
from bot.storage.store import MatchRow, Seat
from bot_testkit import ALICE, BOB, CAROL, DAVE, migrated, running_match, store_at_schema

#: The library's rule, built here independently of ``bot.host.ratings.MODEL``.
LIBRARY = PlackettLuce()


def library_rate(before: list[list[tuple[float, float]]], ranks: list[int]) -> list[list[tuple[float, float]]]:
    """openskill's own update, in (μ, σ) pairs per team member."""
    teams = [[LIBRARY.rating(mu=mu, sigma=sigma) for mu, sigma in team] for team in before]
    return [[(r.mu, r.sigma) for r in team] for team in LIBRARY.rate(teams, ranks=ranks)]


def as_pairs(skills: dict[int, Skill]) -> dict[int, tuple[float, float]]:
    return {user: (s.mu, s.sigma) for user, s in skills.items()}


# -- the rule ---------------------------------------------------------------------------
def test_a_four_seat_match_moves_all_four_by_the_librarys_rule():
    start = {1: Skill(), 2: Skill(30.0, 5.0), 3: Skill(20.0, 6.0), 4: Skill(25.0, 4.0)}
    after = ratings.rate(start, [[1], [2], [3], [4]], [3, 1, 4, 2])
    expected = library_rate([[(25.0, 25 / 3)], [(30.0, 5.0)], [(20.0, 6.0)], [(25.0, 4.0)]], [3, 1, 4, 2])
    assert as_pairs(after) == {p: pytest.approx(expected[p - 1][0]) for p in (1, 2, 3, 4)}
    # Every one of the four moved, and every σ shrank: one match is not six duels.
    assert all(after[p] != start[p] and after[p].sigma < start[p].sigma for p in start)
    assert after[2].mu > 30.0 and after[3].mu < 20.0


def test_ties_and_draws():
    even = ratings.rate({1: Skill(), 2: Skill()}, [[1], [2]], [1, 1])
    assert even[1] == even[2] and even[1].mu == pytest.approx(25.0)          # a draw of equals
    upset = ratings.rate({1: Skill(20.0, 4.0), 2: Skill(30.0, 4.0)}, [[1], [2]], [1, 1])
    assert upset[1].mu > 20.0 and upset[2].mu < 30.0                           # the weaker gains
    shared = ratings.rate({p: Skill() for p in (1, 2, 3)}, [[1], [2], [3]], [1, 1, 3])
    assert shared[1] == shared[2] and shared[1].mu > 25.0 > shared[3].mu


def test_teams_are_rated_as_teams():
    start = {p: Skill(25.0 + p, 7.0) for p in (1, 2, 3, 4)}
    after = ratings.rate(start, [[1, 3], [2, 4]], [2, 1])
    expected = library_rate([[(26.0, 7.0), (28.0, 7.0)], [(27.0, 7.0), (29.0, 7.0)]], [2, 1])
    assert as_pairs(after) == {1: pytest.approx(expected[0][0]), 3: pytest.approx(expected[0][1]),
                               2: pytest.approx(expected[1][0]), 4: pytest.approx(expected[1][1])}


def test_bad_input_to_the_rule_is_named():
    with pytest.raises(ValueError, match="2 sides but 1 ranks"):
        ratings.rate({1: Skill(), 2: Skill()}, [[1], [2]], [1])
    with pytest.raises(ValueError, match=r"no skill given for players \[3\]"):
        ratings.rate({1: Skill()}, [[1], [3]], [1, 2])


def test_conservative_rating_and_provisional_mark():
    assert Skill().conservative == pytest.approx(0.0) and Skill().shown() == "0.0?"
    assert Skill(30.0, PROVISIONAL_SIGMA).shown() == "9.0"
    assert Skill(30.0, PROVISIONAL_SIGMA + 0.01).provisional


def test_final_ranks_from_the_result_or_from_the_winners():
    names = ["ned", "ted", "jed"]
    assert final_ranks({"winners": ["ted"], "reason": "x", "ranks": {"ned": 3, "ted": 1, "jed": 2}},
                       names) == {"ned": 3, "ted": 1, "jed": 2}
    assert final_ranks({"winners": ["ted"], "reason": "x"}, names) == {"ned": 2, "ted": 1, "jed": 2}
    assert final_ranks({"winners": ["ned", "jed"], "reason": "tie"}, names) == {"ned": 1, "ted": 2, "jed": 1}
    assert final_ranks({"winners": [], "reason": "draw"}, names) == {"ned": 2, "ted": 2, "jed": 2}


# -- recording -----------------------------------------------------------------------------
async def rating_rows(store) -> dict[tuple[int, str, int], tuple]:
    rows = await store.fetch_all("SELECT guild_id, game, user_id, mu, sigma, played, won FROM ratings")
    return {(r["guild_id"], r["game"], r["user_id"]): (r["mu"], r["sigma"], r["played"], r["won"])
            for r in rows}


async def history_rows(store, match_id: int) -> dict[int, tuple]:
    rows = await store.fetch_all(
        "SELECT user_id, mu_before, sigma_before, mu, sigma FROM rating_history WHERE match_id = ?",
        (match_id,))
    return {r["user_id"]: (r["mu_before"], r["sigma_before"], r["mu"], r["sigma"]) for r in rows}


async def finished_row(store, seats: list[Seat], result: dict, *, extra: dict | None = None,
                       status: str = FINISHED, game: str = "dna-sequence", guild_id: int | None = 5,
                       options: str = "", at: float | None = None) -> MatchRow:
    """A match row stored directly (no host involved), as the host leaves it when it ends."""
    now = time.time() if at is None else at
    row = MatchRow(id=0, guild_id=guild_id, channel_id=1, game=game, options=options, seed=1, status=status,
                   state={"seats": [s.name for s in seats]}, version=3, created_by=seats[0].user_id,
                   invited=None, created_at=now, updated_at=now, result=result, seats=seats,
                   extra=extra or {})
    async with store.transaction():
        await store.insert_match(row)
    return row


async def record(store, match) -> dict:
    """``record_finished`` the way the host calls it: inside an open transaction."""
    async with store.transaction():
        return await ratings.record_finished(store, match)


async def test_record_a_two_player_result_then_the_next_from_the_stored_skill(host):
    store = host.store
    match = await finished_row(store, [ALICE, BOB], {"winners": ["bob"], "reason": "resigned",
                                                     "ranks": {"alice": 2, "bob": 1}})
    changes = await record(store, match)
    ((a,), (b,)) = library_rate([[(25.0, 25 / 3)], [(25.0, 25 / 3)]], [2, 1])
    assert {u: (before, (s.mu, s.sigma)) for u, (before, s) in changes.items()} == {
        ALICE.user_id: (Skill(), pytest.approx(a)), BOB.user_id: (Skill(), pytest.approx(b))}
    assert await rating_rows(store) == {(5, "dna-sequence", ALICE.user_id): pytest.approx((*a, 1, 0)),
                                        (5, "dna-sequence", BOB.user_id): pytest.approx((*b, 1, 1))}
    assert await history_rows(store, match.id) == {ALICE.user_id: pytest.approx((25.0, 25 / 3, *a)),
                                                   BOB.user_id: pytest.approx((25.0, 25 / 3, *b))}

    rematch = await finished_row(store, [BOB, ALICE], {"winners": ["alice"], "reason": "x"})
    await record(store, rematch)
    ((b2,), (a2,)) = library_rate([[b], [a]], [2, 1])
    rows = await rating_rows(store)
    assert rows[(5, "dna-sequence", ALICE.user_id)] == pytest.approx((*a2, 2, 1))
    assert rows[(5, "dna-sequence", BOB.user_id)] == pytest.approx((*b2, 2, 1))


async def test_protozoa_partners_are_rated_as_a_team(host):
    # teams: seats 1+3 against 2+4 (R+G against Y+B); Y+B won.
    match = await finished_row(host.store, [ALICE, BOB, CAROL, DAVE],
                               {"winners": ["bob", "dave"], "reason": "x",
                                "ranks": {"alice": 2, "bob": 1, "carol": 2, "dave": 1}},
                               game="protozoa", options="teams")
    changes = await record(host.store, match)
    fresh = (25.0, 25 / 3)
    ((a, c), (b, d)) = library_rate([[fresh, fresh], [fresh, fresh]], [2, 1])
    assert {u: (s.mu, s.sigma) for u, (_, s) in changes.items()} == {
        ALICE.user_id: pytest.approx(a), CAROL.user_id: pytest.approx(c),
        BOB.user_id: pytest.approx(b), DAVE.user_id: pytest.approx(d)}


async def test_names_are_matched_by_seat_order_not_by_seat_names(host):
    sam1, sam2 = Seat(11, "sam"), Seat(12, "sam#2")
    match = await finished_row(host.store, [sam1, sam2], {"winners": ["sam#2"], "reason": "x"})
    match.seats = [Seat(11, "sam"), Seat(12, "sam")]            # seat names need not be unique
    changes = await record(host.store, match)
    assert changes[12][1].mu > 25.0 > changes[11][1].mu


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
    assert await rating_rows(store) == {} and await history_rows(store, match.id) == {}


async def test_one_user_in_two_seats_is_not_rated(host):
    match = await finished_row(host.store, [ALICE, Seat(ALICE.user_id, "alice again")],
                               {"winners": ["alice"], "reason": "x"})
    assert await record(host.store, match) == {}


async def test_recording_twice_changes_nothing(host):
    store = host.store
    match = await finished_row(store, [ALICE, BOB], {"winners": ["alice"], "reason": "x"})
    assert await record(store, match)
    rows, history = await rating_rows(store), await history_rows(store, match.id)
    assert await record(store, match) == {}
    assert await rating_rows(store) == rows and await history_rows(store, match.id) == history


async def test_recording_is_part_of_the_callers_transaction(host):
    store = host.store
    match = await finished_row(store, [ALICE, BOB], {"winners": ["alice"], "reason": "x"})
    with pytest.raises(RuntimeError):
        async with store.transaction():
            assert await ratings.record_finished(store, match)
            raise RuntimeError("the host's commit failed")
    assert await rating_rows(store) == {} and await history_rows(store, match.id) == {}


async def test_ratings_are_per_game_and_per_server(host):
    store = host.store
    await record(store, await finished_row(store, [ALICE, BOB], {"winners": ["alice"], "reason": "x"}))
    await record(store, await finished_row(store, [ALICE, BOB], {"winners": ["bob"], "reason": "x"},
                                           game="mitosis"))
    await record(store, await finished_row(store, [ALICE, BOB], {"winners": ["bob"], "reason": "x"},
                                           guild_id=77))
    await record(store, await finished_row(store, [ALICE, BOB], {"winners": ["bob"], "reason": "x"},
                                           guild_id=None))
    rows = await rating_rows(store)
    assert set(rows) == {(g, game, u) for g, game in ((5, "dna-sequence"), (5, "mitosis"),
                                                      (77, "dna-sequence"), (0, "dna-sequence"))
                         for u in (ALICE.user_id, BOB.user_id)}
    assert rows[(5, "dna-sequence", ALICE.user_id)][0] > 25.0 > rows[(77, "dna-sequence", ALICE.user_id)][0]
    assert all(played == 1 for _, _, played, _ in rows.values())


async def test_the_provisional_mark_goes_after_enough_matches(host):
    store = host.store
    shown = []
    for i in range(12):
        winner = "alice" if i % 2 else "bob"
        await record(store, await finished_row(store, [ALICE, BOB], {"winners": [winner], "reason": "x"}))
        (mine,) = await ratings.stats(store, ALICE.user_id, guild_id=5)
        shown.append(mine["skill"].shown())
    marked = [s.endswith("?") for s in shown]
    first_sure = marked.index(False)
    assert all(marked[:first_sure]) and not any(marked[first_sure:]), shown
    assert 3 <= first_sure + 1 <= 10            # a handful of matches, as Lichess' provisional period
    (mine,) = await ratings.stats(store, ALICE.user_id, guild_id=5)
    assert mine["rank"] is not None and mine["skill"].sigma <= PROVISIONAL_SIGMA


# -- the host -------------------------------------------------------------------------
async def test_host_records_ratings_when_a_match_finishes(host):
    match = await running_match(host, options="seed=4", players=(CAROL, DAVE))
    await host.resign(match.id, DAVE.user_id)
    rows = await history_rows(host.store, match.id)
    assert set(rows) == {CAROL.user_id, DAVE.user_id}
    assert rows[CAROL.user_id][2] > 25.0 > rows[DAVE.user_id][2]


async def test_unrecord_recomputes_the_later_matches_without_it(host):
    store = host.store
    first = await finished_row(store, [ALICE, BOB], {"winners": ["alice"], "reason": "x"}, at=100.0)
    second = await finished_row(store, [ALICE, CAROL], {"winners": ["alice"], "reason": "x"}, at=200.0)
    third = await finished_row(store, [ALICE, DAVE], {"winners": ["dave"], "reason": "x"}, at=300.0)
    for match in (first, second, third):
        await record(store, match)
    async with store.transaction():
        assert await ratings.unrecord(store, second.id)
    # As if the second match had never finished: the first, then the third from its result.
    ((a1,), (b1,)) = library_rate([[(25.0, 25 / 3)], [(25.0, 25 / 3)]], [1, 2])
    ((a3,), (d3,)) = library_rate([[a1], [(25.0, 25 / 3)]], [2, 1])
    rows = await rating_rows(store)
    assert rows[(5, "dna-sequence", ALICE.user_id)] == pytest.approx((*a3, 2, 1))
    assert rows[(5, "dna-sequence", DAVE.user_id)] == pytest.approx((*d3, 1, 1))
    assert (5, "dna-sequence", CAROL.user_id) not in rows
    assert await history_rows(store, second.id) == {}
    async with store.transaction():
        assert await ratings.unrecord(store, 9999) is False


async def test_game_master_undo_of_a_finished_match_takes_its_rating_back(host):
    match = await running_match(host, options="seed=4")
    await host.resign(match.id, ALICE.user_id)
    assert set(await history_rows(host.store, match.id)) == {ALICE.user_id, BOB.user_id}
    await host.gm_undo(match.id, DAVE.user_id, 1)
    assert (await host.get(match.id)).status == "running"
    assert await history_rows(host.store, match.id) == {} and await rating_rows(host.store) == {}
    await host.resign(match.id, BOB.user_id)                    # this time alice wins
    assert (await rating_rows(host.store))[(5, "dna-sequence", ALICE.user_id)][2:] == (1, 1)


# -- queries for the commands ------------------------------------------------------------
async def test_stats_and_leaderboard_read_one_server(host):
    store = host.store
    assert await ratings.stats(store, ALICE.user_id, guild_id=5) == []
    assert await ratings.leaderboard(store, "dna-sequence", guild_id=5) == []
    for _ in range(8):          # alice and bob become established; carol plays once
        await record(store, await finished_row(store, [ALICE, BOB], {"winners": ["alice"], "reason": "x"}))
    await record(store, await finished_row(store, [CAROL, BOB], {"winners": ["carol"], "reason": "x"}))
    await record(store, await finished_row(store, [DAVE, BOB], {"winners": ["dave"], "reason": "x"},
                                           guild_id=77))

    board = await ratings.leaderboard(store, "dna-sequence", guild_id=5)
    assert [(r["rank"], r["user_id"], r["played"], r["won"]) for r in board] == [
        (1, ALICE.user_id, 8, 8), (2, BOB.user_id, 9, 0)]
    assert board[0]["skill"].conservative > board[1]["skill"].conservative
    everyone = await ratings.leaderboard(store, "dna-sequence", guild_id=5, provisional=True)
    assert {r["user_id"] for r in everyone} == {ALICE.user_id, BOB.user_id, CAROL.user_id}
    assert [r["user_id"] for r in await ratings.leaderboard(store, "dna-sequence", guild_id=77,
                                                             provisional=True)] == [DAVE.user_id, BOB.user_id]

    (alice,) = await ratings.stats(store, ALICE.user_id, guild_id=5)
    assert (alice["rank"], alice["players"], alice["played"], alice["won"]) == (1, 2, 8, 8)
    assert alice["last_change"] > 0
    (carol,) = await ratings.stats(store, CAROL.user_id, guild_id=5)
    assert carol["rank"] is None and carol["skill"].provisional
    assert [s["guild_id"] for s in await ratings.stats(store, BOB.user_id)] == [5, 77]
    points = await ratings.history(store, BOB.user_id, "dna-sequence", 5)
    assert len(points) == 9 and points[-1][1] == (await ratings.stats(store, BOB.user_id, guild_id=5))[0]["skill"]


# -- the migration -----------------------------------------------------------------------
def independent_table(matches: list[dict]) -> dict[tuple[int, str, int], tuple]:
    """Ratings computed here straight from match records with openskill: the reference."""
    skill: dict[tuple[int, str, int], tuple] = {}
    for m in sorted(matches, key=lambda m: (m["at"], m["id"])):
        guild = m["guild"] or 0
        keys = [[(guild, m["game"], u) for u in team] for team in m["teams"]]
        before = [[skill.get(k, (25.0, 25 / 3, 0, 0))[:2] for k in team] for team in keys]
        for team, new in zip(keys, library_rate(before, m["ranks"])):
            for key, (mu, sigma) in zip(team, new):
                _, _, played, won = skill.get(key, (0, 0, 0, 0))
                skill[key] = (mu, sigma, played + 1, won + (key[2] in m["winners"]))
    return skill


async def test_migration_reproduces_ratings_computed_independently_from_the_stored_results(
        db_path):
    # A database at the schema before openskill, holding finished matches (rated under Elo).
    plan = [  # (guild, game, options, seats, result, at)
        (5, "dna-sequence", "", [ALICE, BOB], {"winners": ["alice"], "reason": "x"}, 50.0),
        (5, "protozoa", "", [ALICE, BOB, CAROL, DAVE],
         {"winners": ["carol"], "reason": "x", "ranks": {"alice": 4, "bob": 2, "carol": 1, "dave": 3}}, 40.0),
        (5, "dna-sequence", "", [BOB, CAROL], {"winners": [], "reason": "draw"}, 60.0),
        (5, "protozoa", "teams", [ALICE, BOB, CAROL, DAVE],
         {"winners": ["alice", "carol"], "reason": "x",
          "ranks": {"alice": 1, "bob": 2, "carol": 1, "dave": 2}}, 70.0),
        (77, "dna-sequence", "", [ALICE, DAVE], {"winners": ["dave"], "reason": "x"}, 55.0),
        (None, "dna-sequence", "", [CAROL, DAVE], {"winners": ["carol"], "reason": "x"}, 10.0),
        (5, "dna-sequence", "", [ALICE, CAROL], {"winners": ["carol"], "reason": "x"}, 45.0),
    ]
    reference = []
    async with store_at_schema(db_path, 3) as old:
        for guild, game, options, seats, result, at in plan:
            row = await finished_row(old, seats, result, game=game, guild_id=guild, options=options, at=at)
            teams = ([[seats[0].user_id, seats[2].user_id], [seats[1].user_id, seats[3].user_id]]
                     if options == "teams" else [[s.user_id] for s in seats])
            place = result.get("ranks") or {s.name: 1 if s.name in result["winners"] else 2 for s in seats}
            by_user = {s.user_id: place[s.name] for s in seats}
            reference.append({"id": row.id, "guild": guild, "game": game, "at": at, "teams": teams,
                              "ranks": [by_user[t[0]] for t in teams],
                              "winners": {s.user_id for s in seats if s.name in result["winners"]}})
        # Not rated: unfinished, zombie, unrated.
        await finished_row(old, [ALICE, BOB], {"winners": ["bob"], "reason": "x"}, status="aborted", at=80.0)
        await finished_row(old, [ALICE, BOB], {"winners": ["bob"], "reason": "x"}, extra={"zombies": [0]})
        await finished_row(old, [ALICE, BOB], {"winners": ["bob"], "reason": "x"}, extra={"unrated": True})
        await old.execute("INSERT INTO player_stats (user_id, game, rating, played, won) "
                          "VALUES (?, 'dna-sequence', 1216, 1, 1)", (ALICE.user_id,))

    async with migrated(db_path) as new:
        assert await rating_rows(new) == {k: pytest.approx(v) for k, v in independent_table(reference).items()}
        assert (await new.fetch_one("SELECT COUNT(*) FROM rating_history"))[0] == \
            sum(len(t) for m in reference for t in m["teams"])
    # And rating goes on from the migrated table.
    host = await MatchHost.open(str(db_path))
    try:
        match = await running_match(host, options="seed=4", players=(ALICE, BOB))
        await host.resign(match.id, BOB.user_id)
        before = independent_table(reference)[(5, "dna-sequence", ALICE.user_id)]
        assert (await history_rows(host.store, match.id))[ALICE.user_id][:2] == pytest.approx(before[:2])
    finally:
        await host.close()


# -- one order, one lock order ------------------------------------------------------------
async def rebuilt_rows(store, guild_id: int = 5, game: str = "dna-sequence") -> dict:
    """What a rebuild of one server's game computes; the rebuild is rolled back."""
    class RolledBack(Exception):
        pass

    found: dict = {}
    with pytest.raises(RolledBack):
        async with store.transaction():
            await ratings.rebuild(store, guild_id=guild_id, game=game)
            found.update(await rating_rows(store))
            raise RolledBack
    return found


def assert_same_ratings(live: dict, rebuilt: dict) -> None:
    assert set(live) == set(rebuilt)
    for key, (mu, sigma, played, won) in live.items():
        assert rebuilt[key][2:] == (played, won)
        assert abs(rebuilt[key][0] - mu) <= 1e-9 and abs(rebuilt[key][1] - sigma) <= 1e-9, key


async def test_a_rebuild_rates_in_the_order_the_results_were_rated_not_by_finishing_time(host):
    # Two processes: the match that finished later (updated_at) took the ratings lock first.
    store = host.store
    late = await finished_row(store, [ALICE, BOB], {"winners": ["bob"], "reason": "x"}, at=200.0)
    early = await finished_row(store, [ALICE, CAROL], {"winners": ["alice"], "reason": "x"}, at=100.0)
    third = await finished_row(store, [ALICE, DAVE], {"winners": ["dave"], "reason": "x"}, at=150.0)
    for match in (late, early, third):
        await record(store, match)
    live = await rating_rows(store)
    # The order they were rated in changes alice's rating (else this test proves nothing).
    ((a1,), _) = library_rate([[(25.0, 25 / 3)], [(25.0, 25 / 3)]], [1, 2])
    assert live[(5, "dna-sequence", ALICE.user_id)][0] != pytest.approx(a1, abs=1e-6)
    assert_same_ratings(live, await rebuilt_rows(store))
    # An undo of another match keeps that order for the rest.
    async with store.transaction():
        assert await ratings.unrecord(store, third.id)
    ((a_late,), _) = library_rate([[(25.0, 25 / 3)], [(25.0, 25 / 3)]], [2, 1])     # lost to bob
    ((a2,), _) = library_rate([[a_late], [(25.0, 25 / 3)]], [1, 2])                  # then beat carol
    assert (await rating_rows(store))[(5, "dna-sequence", ALICE.user_id)][:2] == pytest.approx(a2, abs=1e-12)
    # Finished again, it is rated after the others, and a rebuild agrees.
    await record(store, third)
    assert_same_ratings(await rating_rows(store), await rebuilt_rows(store))


class LockLog:
    """A store stand-in that notes, in order, when the ratings lock is taken and which
    statements write; everything is passed on to the real store."""

    def __init__(self, store):
        self.store, self.log = store, []

    def __getattr__(self, name):
        return getattr(self.store, name)

    async def lock_ratings(self, guild_id, game):
        self.log.append(("lock", guild_id, game))
        await self.store.lock_ratings(guild_id, game)

    async def execute(self, sql, args=()):
        self.log.append(("write", sql.split()[0].upper(), sql))
        return await self.store.execute(sql, args)

    async def run(self, ops):
        for op in ops:
            if not op.sql.lstrip().upper().startswith("SELECT"):
                self.log.append(("write", op.sql.split()[0].upper(), op.sql))
        return await self.store.run(ops)


def lock_comes_first(log: list) -> bool:
    """Whether the ratings lock was taken before any rating table was written."""
    touched = [i for i, entry in enumerate(log)
               if entry[0] == "write" and any(t in entry[2] for t in ("ratings", "rating_"))]
    locks = [i for i, entry in enumerate(log) if entry[0] == "lock"]
    return bool(touched) and bool(locks) and locks[0] < touched[0]


async def test_every_ratings_writer_takes_the_ratings_lock_before_touching_a_row(host):
    # A finish takes the lock and then writes; an undo's rebuild deleted rows first and took
    # the lock after (PostgreSQL: a deadlock between the two).
    store = host.store
    first = await finished_row(store, [ALICE, BOB], {"winners": ["alice"], "reason": "x"}, at=100.0)
    second = await finished_row(store, [ALICE, CAROL], {"winners": ["carol"], "reason": "x"}, at=200.0)
    logged = LockLog(store)
    async with store.transaction():
        await ratings.record_finished(logged, first)
    assert lock_comes_first(logged.log), logged.log
    await record(store, second)
    for call in (lambda s: ratings.unrecord(s, first.id),
                 lambda s: ratings.rebuild(s, guild_id=5, game="dna-sequence")):
        logged = LockLog(store)
        async with store.transaction():
            await call(logged)
        assert lock_comes_first(logged.log), logged.log
        assert {entry[1:] for entry in logged.log if entry[0] == "lock"} == {(5, "dna-sequence")}


async def test_a_conflict_at_the_commit_is_tried_again_inside_the_host(host, monkeypatch):
    from bot.storage.store import Conflict
    match = await running_match(host, options="seed=4")
    real, calls = ratings.record_finished, []

    async def chosen_as_victim_once(store, finished):
        calls.append(finished.id)
        if len(calls) == 1:     # what PostgreSQL's deadlock detector does to one of two writers
            raise Conflict("deadlock detected")
        return await real(store, finished)

    monkeypatch.setattr(ratings, "record_finished", chosen_as_victim_once)
    outcome = await host.resign(match.id, ALICE.user_id)
    assert outcome.match.status == FINISHED and calls == [match.id, match.id]
    stored = await host.get(match.id)
    assert (stored.status, stored.version) == (FINISHED, outcome.match.version)
    rows = await rating_rows(host.store)
    assert {key[2]: row[2:] for key, row in rows.items()} == {ALICE.user_id: (1, 0), BOB.user_id: (1, 1)}
    assert [entry.kind for entry in await host.history(match.id)] == ["resign"]     # logged once


async def test_a_conflict_that_keeps_coming_is_a_sentence_and_nothing_is_saved(host, monkeypatch):
    from bot.core import HostError
    from bot.storage.store import Conflict
    match = await running_match(host, options="seed=4")
    before = await host.get(match.id)

    async def always_the_victim(store, finished):
        raise Conflict("could not serialize access")

    monkeypatch.setattr(ratings, "record_finished", always_the_victim)
    with pytest.raises(HostError) as refused:
        await host.resign(match.id, ALICE.user_id)
    assert refused.value.message["id"] == "host-database-busy"
    assert "{" not in str(refused.value)                     # worded from the catalog
    stored = await host.get(match.id)
    assert (stored.status, stored.version) == (before.status, before.version)
    assert await rating_rows(host.store) == {}
    monkeypatch.undo()
    assert (await host.resign(match.id, ALICE.user_id)).match.status == FINISHED     # nothing left behind


# -- migration 14: the order of the results rated before it ------------------------------------
async def rate_as_an_older_bot(store, match) -> None:
    """What the bot wrote before migration 14 when ``match`` finished: ratings and history
    rows, no place in a rating order."""
    teams, ranks, winners = ratings.sides(match)
    users = [u for team in teams for u in team]
    rows = {r["user_id"]: r for r in await store.fetch_all(
        "SELECT user_id, mu, sigma FROM ratings WHERE guild_id = ? AND game = ?",
        (ratings.scope_of(match.guild_id), match.game))}
    before = {u: Skill(rows[u]["mu"], rows[u]["sigma"]) if u in rows else Skill() for u in users}
    after = ratings.rate(before, teams, ranks)
    scope = (ratings.scope_of(match.guild_id), match.game)
    async with store.transaction():
        for u in users:
            new, won = after[u], int(u in winners)
            if u in rows:
                await store.execute("UPDATE ratings SET mu = ?, sigma = ?, conservative = ?, played = played + 1, "
                                    "won = won + ?, last_played = ? WHERE guild_id = ? AND game = ? AND user_id = ?",
                                    (new.mu, new.sigma, new.conservative, won, match.updated_at, *scope, u))
            else:
                await store.execute("INSERT INTO ratings (guild_id, game, user_id, mu, sigma, conservative, played, "
                                    "won, last_played) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)",
                                    (*scope, u, new.mu, new.sigma, new.conservative, won, match.updated_at))
            await store.execute("INSERT INTO rating_history (match_id, user_id, guild_id, game, mu_before, "
                                "sigma_before, mu, sigma, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                                (match.id, u, *scope, before[u].mu, before[u].sigma, new.mu, new.sigma,
                                 match.updated_at))


async def test_the_upgrade_keeps_every_rating_and_a_rebuild_then_reproduces_them(db_path):
    # Two processes rated these in an order other than their finishing times; the upgrade
    # reads the order back from the history, so nobody's rating moves, now or at an undo.
    results = [  # (seats, winner, finished at, guild)
        ([ALICE, BOB], "alice", 100.0, 5), ([ALICE, CAROL], "carol", 110.0, 5),
        ([BOB, CAROL], "bob", 120.0, 5), ([ALICE, DAVE], "dave", 130.0, 5),
        ([CAROL, DAVE], "carol", 140.0, 5), ([ALICE, BOB], "bob", 150.0, 5),
        ([ALICE, BOB], "alice", 105.0, 77), ([BOB, ALICE], "alice", 101.0, 77)]
    rated_in = [1, 0, 3, 2, 5, 4, 6, 7]       # pairs swapped: each later one took the lock first
    async with store_at_schema(db_path, 12) as old:
        rows = [await finished_row(old, seats, {"winners": [winner], "reason": "x"}, at=at, guild_id=guild)
                for seats, winner, at, guild in results]
        for index in rated_in:
            await rate_as_an_older_bot(old, rows[index])
        live = await rating_rows(old)
    async with migrated(db_path) as new:
        assert await rating_rows(new) == live                   # the upgrade moved nobody
        order = await new.fetch_all("SELECT match_id FROM rating_order WHERE guild_id = 5 ORDER BY seq")
        placed = [r[0] for r in order]
        assert sorted(placed) == sorted(rows[i].id for i in range(6))
        # alice's second result was rated before her first; results with no player in
        # common may stand in either order (they rate the same).
        assert placed.index(rows[1].id) < placed.index(rows[0].id)
        assert_same_ratings(live, {**await rebuilt_rows(new, 5), **await rebuilt_rows(new, 77)})
        # By finishing time it would have moved (else this test proves nothing).
        async with new.transaction():
            await new.execute("DELETE FROM rating_order")
            await ratings.rebuild(new, guild_id=5, game="dna-sequence")
        assert (await rating_rows(new))[(5, "dna-sequence", ALICE.user_id)][0] != \
            pytest.approx(live[(5, "dna-sequence", ALICE.user_id)][0], abs=1e-6)


def test_the_history_chain_order_falls_back_to_finishing_time_where_it_cannot_be_read():
    from bot.storage.rating_order import chain_order

    def row(match_id, user_id, before, after, at):
        return {"match_id": match_id, "user_id": user_id, "mu_before": before, "sigma_before": 1.0,
                "mu": after, "sigma": 1.0, "updated_at": at}

    # User 1's chain runs 3 → 1 → 2 against the finishing times; match 4 is unrelated.
    chained = [row(3, 1, 25.0, 26.0, 30.0), row(1, 1, 26.0, 27.0, 10.0), row(2, 1, 27.0, 28.0, 20.0),
               row(4, 2, 25.0, 24.0, 5.0)]
    assert chain_order(chained) == [4, 3, 1, 2]
    # Two rows end where match 2 starts: that link is not used, finishing time decides.
    ambiguous = [row(1, 1, 25.0, 26.0, 10.0), row(3, 1, 25.0, 26.0, 30.0), row(2, 1, 26.0, 27.0, 20.0)]
    assert chain_order(ambiguous) == [1, 2, 3]
    # A history that contradicts itself (a cycle) is cut at the earliest finish.
    cycle = [row(1, 1, 27.0, 26.0, 10.0), row(2, 1, 26.0, 27.0, 20.0)]
    assert sorted(chain_order(cycle)) == [1, 2] and chain_order(cycle)[0] == 1
