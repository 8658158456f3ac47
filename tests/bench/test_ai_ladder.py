"""``bench/ai.py``'s ladder bookkeeping: which seeds deal the matches, how results count.

``play_match`` is replaced by a stub wherever a search would run (the ladder's figures are the
bench's business, never a test's); it plays for real only between random seats.
"""

from __future__ import annotations

import json
import time

import pytest

from bench import ai


def test_matches_are_dealt_from_the_first_seed_on_and_the_sides_alternate(monkeypatch):
    dealt = []

    def stub(game_id, seats, sides, seed, scale, max_plies, times_ms, clock, options=None, deal=None):
        dealt.append((seed, tuple(sides)))
        return [sides.index("hard")] if seed % 4 else None  # every 4th deal a draw

    monkeypatch.setattr(ai, "play_match", stub)
    ladder = ai.run_ladder(games=4, scale=0.1, only=["genetess"], seats_only=2,
                           pairings=[("hard", "normal")], first_seed=2000)
    assert dealt == [(2000, ("hard", "normal")), (2001, ("normal", "hard")),
                     (2002, ("hard", "normal")), (2003, ("normal", "hard"))]
    (row,) = ladder.rows
    assert (row["wins"], row["undecided"], row["target"]) == (3.5, 1, 0.60)
    dealt.clear()
    ai.run_ladder(games=2, only=["genetess"], seats_only=2, pairings=[("hard", "normal")])
    assert [seed for seed, _ in dealt] == [1000, 1001]        # the default: the README's deals


def test_petri_bench_ai_plays_only_the_pairing_asked_for_from_the_seed_asked_for(monkeypatch,
                                                                                  capsys):
    from cli.main import main

    dealt = []

    def stub(game_id, seats, sides, seed, scale, max_plies, times_ms, clock, options=None, deal=None):
        dealt.append((game_id, seed, tuple(sides), scale, clock))
        return [sides.index("hard")]

    monkeypatch.setattr(ai, "play_match", stub)
    code = main(["bench", "--ai", "--only", "genetess", "--seats", "2", "--pairing", "Hard-normal",
                 "--games", "2", "--first-seed", "3000", "--scale", "1", "--json", "--clock", "cpu"])
    assert code == 0
    assert dealt == [("genetess", 3000, ("hard", "normal"), 1.0, "cpu"),
                     ("genetess", 3001, ("normal", "hard"), 1.0, "cpu")]
    assert ai.CLOCKS["cpu"] is time.process_time
    rows = json.loads(capsys.readouterr().out)["rows"]
    assert [(r["level"], r["opponent"], r["wins"]) for r in rows] == [("hard", "normal", 2.0)]


def test_a_malformed_pairing_is_refused_with_the_pairings_that_would_do(capsys):
    from cli.main import main

    with pytest.raises(SystemExit) as stop:
        main(["bench", "--ai", "--pairing", "hard-grandmaster"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "'hard-grandmaster'" in err and "hard-normal" in err and "Traceback" not in err
    assert ai.parse_pairings("hard-easy, normal-random") == [("hard", "easy"), ("normal", "random")]
    with pytest.raises(ValueError, match="no pairing"):
        ai.parse_pairings(" , ")


def test_petri_bench_ai_draws_a_fresh_first_seed_by_default_and_prints_it(monkeypatch, capsys):
    """Without ``--first-seed`` each run deals matches from a first seed drawn at
    random (not the fixed 1000 the players were tuned on) and says which, for a rerun."""
    from cli.main import main

    dealt = []

    def stub(game_id, seats, sides, seed, scale, max_plies, times_ms, clock, options=None, deal=None):
        dealt.append(seed)
        return [sides.index("hard")]

    monkeypatch.setattr(ai, "play_match", stub)
    firsts = []
    for _ in range(2):
        dealt.clear()
        assert main(["bench", "--ai", "--only", "genetess", "--seats", "2",
                     "--pairing", "hard-normal", "--games", "3", "--json"]) == 0
        captured = capsys.readouterr()
        first = json.loads(captured.out)["first_seed"]
        assert dealt == [first, first + 1, first + 2]
        assert first in ai.FIRST_SEEDS and f"--first-seed {first}" in captured.err
        firsts.append(first)
    assert firsts[0] != firsts[1]        # two runs, two fresh ranges (a clash: 1 in 10⁷)
    # The Markdown table names the seed too, so a pasted figure carries its command.
    assert main(["bench", "--ai", "--only", "genetess", "--seats", "2", "--pairing",
                 "hard-normal", "--games", "1", "--first-seed", "4242"]) == 0
    out = capsys.readouterr().out
    assert dealt[-1] == 4242 and "--first-seed 4242" in out


def test_petri_bench_ai_ratings_rates_the_levels_by_their_results_and_writes_the_file(
        monkeypatch, capsys, tmp_path):
    """``--ratings FILE`` rates each level from the ladder's matches (openskill,
    the players' scale) and merges them into FILE with the command and first seed; a game
    rated later keeps the others' entries."""
    from cli.main import main

    strength = {"random": 0, "easy": 1, "normal": 2, "hard": 3}

    def stub(game_id, seats, sides, seed, scale, max_plies, times_ms, clock, options=None, deal=None):
        if seed % 5 == 0:
            return None                                   # a draw now and then
        # The stronger level wins, except every 4th deal.
        best = max(range(seats), key=lambda s: strength[sides[s]])
        return [best if seed % 4 else 1 - best]

    monkeypatch.setattr(ai, "play_match", stub)
    path = tmp_path / "levels.json"
    for game in ("mitosis", "protozoa"):
        assert main(["bench", "--ai", "--only", game, "--seats", "2", "--games", "12",
                     "--first-seed", "500", "--json", "--ratings", str(path)]) == 0
        capsys.readouterr()
    data = json.loads(path.read_text())
    assert set(data["games"]) == {"mitosis", "protozoa"}
    entry = data["games"]["protozoa"]
    assert entry["first_seed"] == 500 and entry["matches"] == 60
    assert "--only protozoa" in entry["command"] and "--first-seed 500" in entry["command"]
    ordinals = [entry["levels"][lv]["ordinal"] for lv in ("random", "easy", "normal", "hard")]
    assert ordinals == sorted(ordinals) and len(set(ordinals)) == 4
    for rating in entry["levels"].values():
        assert rating["ordinal"] == pytest.approx(rating["mu"] - 3 * rating["sigma"], abs=2e-3)


def test_level_ratings_count_a_draw_as_a_tie_and_leave_out_a_level_against_itself():
    from bench.levels import rate_levels

    draws = [{"game": "g", "seats": 2, "k": k, "sides": ["hard", "normal"][::1 - 2 * (k % 2)],
              "winners": None} for k in range(6)]
    mirror = [{"game": "g", "seats": 2, "k": 0, "sides": ["hard", "hard"], "winners": [0]}]
    rated = rate_levels(draws + mirror)["g"]
    assert set(rated) == {"hard", "normal"}
    assert rated["hard"]["mu"] == pytest.approx(rated["normal"]["mu"], abs=1e-6)
    assert rate_levels(mirror) == {}


def test_a_level_against_itself_on_a_chosen_map_counts_each_seats_wins(monkeypatch, capsys):
    """Seat balance of a map is ``hard-hard`` with ``--game-options map=NAME``; the
    row counts the wins of each seat (a draw half to each), also for a seat count the
    ladder does not play by itself (Genetess with 4 seats on ``quad``)."""
    from cli.main import main

    dealt = []

    def stub(game_id, seats, sides, seed, scale, max_plies, times_ms, clock, options=None, deal=None):
        dealt.append((game_id, seats, options))
        deal.update(starts=[f"K{(s + seed) % 4 + 1}" for s in range(seats)],
                    order=list(range(seats))[::-1])      # the last seat moves first
        return None if seed % 3 == 0 else [seats - 1]   # the last seat wins, or a draw

    monkeypatch.setattr(ai, "play_match", stub)
    assert main(["bench", "--ai", "--only", "genetess", "--seats", "4", "--pairing", "hard-hard",
                 "--games", "6", "--first-seed", "600", "--game-options", "map=quad",
                 "--json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)["rows"]
    assert dealt == [("genetess", 4, "map=quad")] * 6
    assert row["seat_wins"] == [0.5, 0.5, 0.5, 4.5] and row["options"] == "map=quad"
    assert row["turn_wins"] == [4.5, 0.5, 0.5, 0.5]      # by place in the turn order
    # The last seat started on K4, K1, K2, K3, K4, K1 (seeds 600–605) and won all but the
    # draws on 600 and 603 (a quarter to every start each).
    assert row["start_wins"] == {"K1": 2.5, "K2": 1.5, "K3": 0.5, "K4": 1.5}
    assert main(["bench", "--ai", "--only", "genetess", "--seats", "4", "--pairing", "hard-hard",
                 "--games", "1", "--first-seed", "601", "--game-options", "map=quad"]) == 0
    assert "| genetess (map=quad) | 4 | hard | hard |" in capsys.readouterr().out


def test_petri_bench_ai_balance_writes_a_maps_seat_balance_and_the_lobby_warns_of_it(
        monkeypatch, capsys, tmp_path):
    """``--balance FILE`` with a level against itself on ``map=NAME`` records the
    wins by start square and by turn; a map where one seat won more than 60 % is named on
    the lobby card (``bot.adapter.levels.map_balance_note``), one that is fair is not."""
    from bot.adapter import levels as words
    from cli.main import main
    from games.ai import levels

    def stub(game_id, seats, sides, seed, scale, max_plies, times_ms, clock, options=None,
             deal=None):
        deal.update(starts=["K1", "K2"] if seed % 2 else ["K2", "K1"], order=[0, 1])
        return [seed % 2] if "duel" in options else [0]   # duel: K2 wins; quad: seat 1 wins

    monkeypatch.setattr(ai, "play_match", stub)
    path = tmp_path / "balance.json"
    for name in ("duel", "quad"):
        assert main(["bench", "--ai", "--only", "genetess", "--seats", "2", "--pairing",
                     "hard-hard", "--games", "10", "--first-seed", "70", "--game-options",
                     f"map={name}", "--json", "--balance", str(path)]) == 0
        capsys.readouterr()
    data = json.loads(path.read_text())["maps"]
    assert data["duel"]["wins_by_start"] == {"K2": 10} and data["duel"]["wins_by_turn"] == [5, 5]
    assert "--first-seed 70" in data["duel"]["command"]
    monkeypatch.setattr(words, "favoured_seat", lambda m: levels.favoured_seat(m, path))
    note = str(words.map_balance_note("genetess", "duel"))
    assert "the seat starting on K2 won 10 of 10" in note
    assert data["quad"]["wins_by_turn"] == [10, 0]
    assert "the seat moving first won 10 of 10" in str(words.map_balance_note("genetess", "quad"))
    assert words.map_balance_note("genetess", "arena") is None      # never measured
    assert words.map_balance_note("protozoa", "duel") is None


def test_bad_game_options_are_refused_before_any_match_with_what_was_wrong(monkeypatch, capsys):
    from cli.main import main

    monkeypatch.setattr(ai, "play_match", lambda *a, **k: pytest.fail("a match was played"))
    assert main(["bench", "--ai", "--only", "genetess", "--seats", "2", "--pairing", "hard-hard",
                 "--game-options", "map=nowhere"]) == 2
    err = capsys.readouterr().err
    assert "map=nowhere" in err and "duel, quad" in err and "Traceback" not in err


def test_a_match_reports_how_many_plies_it_played():
    """Each match line says how long the match ran (``plies``), so that a quick loss, a long
    hunt and a match cut off at the limit can be told apart (random seats: no search runs)."""
    deal: dict = {}
    assert ai.play_match("genetess", 2, ["random", "random"], 7, 1.0, 5, {}, deal=deal) is None
    assert deal["plies"] == 5
    deal.clear()
    assert ai.play_match("genetess", 2, ["random", "random"], 7, 1.0, 0, {}, deal=deal) is None
    assert deal["plies"] == 0 and "starts" in deal


@pytest.mark.parametrize("seats, options, plies", [(2, None, 2 + 2 * 200),
                                                   (4, "map=quad", 4 + 4 * 200)])
def test_a_ladder_match_runs_until_its_rules_end_it(seats, options, plies):
    """By default the ladder stops no match short of its rules' end: Genetess' 200 rounds are
    a bid a seat and then a turn a seat a round (``Game.max_plies``).  A cap of 400 plies
    stopped 2 seats after round 199 and 4 seats after round 99, and counted the matches as
    undecided.  Random seats never find a King: the scores tie at the end, every seat shares
    the win, and the ladder calls it what it is, a draw."""
    ladder = ai.run_ladder(games=1, scale=1.0, only=["genetess"], seats_only=seats,
                           pairings=[("random", "random")], first_seed=3, options=options)
    match, = ladder.matches
    assert match["plies"] == plies
    assert match["winners"] is None and ladder.rows[0]["undecided"] == 1
    assert "ran until its rules ended it" in ai.format_table(ai.report(ladder))


def test_a_match_keeps_where_its_kings_stood_round_by_round():
    """``play_match`` with ``deal["kings"]`` notes every King's ``[round, start, square]`` once
    a round (Genetess), from round 1, when the bids have given each seat its start."""
    deal: dict = {"kings": []}
    assert ai.play_match("genetess", 2, ["random", "random"], 5, 1.0, 12, {}, deal=deal) is None
    kings = deal["kings"]
    rounds = sorted({r for r, _, _ in kings})
    assert rounds == list(range(1, rounds[-1] + 1)) and len(kings) == 2 * len(rounds)
    starts = dict(zip(deal["starts"], ("C3", "J10") if deal["starts"][0] == "K1" else ("J10", "C3")))
    assert {(label, sq) for r, label, sq in kings if r == 1} == set(starts.items())


def test_petri_bench_ai_king_squares_adds_each_runs_kings_and_hard_reads_them(
        monkeypatch, capsys, tmp_path):
    """``--king-squares FILE`` counts where the Kings stood per start and period (rounds up
    to ``EARLY_ROUNDS``, and after), summed over runs; a run already counted is not counted
    again; ``games.ai.genetess`` reads each square's share (a square never seen: a tenth of
    an average square's)."""
    from cli.main import main
    from games.ai import genetess

    def stub(game_id, seats, sides, seed, scale, max_plies, times_ms, clock, options=None,
             deal=None):
        deal["kings"] += [[1, "K1", "C3"], [20, "K1", "B2"], [21, "K1", "B2" if seed % 2 else "B3"],
                          [20, "K2", "K11"]]
        return [0]

    monkeypatch.setattr(ai, "play_match", stub)
    path = tmp_path / "kings.json"
    run = ["bench", "--ai", "--only", "genetess", "--seats", "2", "--pairing", "hard-normal",
           "--games", "2", "--json", "--king-squares", str(path)]
    for first in ("70", "80", "80"):
        assert main(run + ["--first-seed", first]) == 0
        capsys.readouterr()
    duel = json.loads(path.read_text())["maps"]["duel"]
    assert [r["first_seed"] for r in duel["runs"]] == [70, 80] and duel["squares"] == 94     # 100 less six wall stubs
    assert duel["counts"]["K1"] == {"early": {"C3": 4}, "late": {"B2": 6, "B3": 2}}
    assert duel["starts"]["K1"]["late"] == {"B2": 0.75, "B3": 0.25}
    assert duel["runs"][0]["command"] == (
        "petri bench --ai --only genetess --seats 2 --games 2 --scale 1 --pairing hard-normal "
        f"--clock wall --first-seed 70 --king-squares {path}")
    assert main(["bench", "--ai", "--games", "1", "--king-squares", str(path)]) == 2
    assert "give it with --only genetess" in capsys.readouterr().err
    monkeypatch.setattr(genetess, "KINGS_FILE", path)
    genetess._king_squares.cache_clear()
    try:
        shares, unseen = genetess._king_squares("duel", ("K1",), "late")
        assert shares == {"B2": 0.75, "B3": 0.25} and unseen == pytest.approx(0.1 / 94)
        assert genetess._king_squares("quad", ("K1",), "late") is None
    finally:
        genetess._king_squares.cache_clear()
