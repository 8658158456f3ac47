"""``petri bench --ai``: the computer player's strength ladder and decision times.

For each game (2 seats; 4 seats too for Protozoa and DNA Icehouse) every level plays
``games`` matches against ``random`` and against the level below (easy–random,
normal–random, normal–easy, hard–random, hard–normal), the first seat alternating
between the two sides.  With 4 seats each side holds two seats (alternately seats
1+3 and 2+4); a side wins a match when one of its seats is among the winners.  A
drawn match (every seat shares the win), or one still running after ``max_plies`` plies,
counts as half a win for each side (reported as ``undecided``).  By default a match runs
until its rules end it (``Game.max_plies`` bounds that: the conformance test holds every
game to it): a fixed cap of 400 plies stopped 2-seat Genetess after round 199 of its 200
and 4-seat Genetess after round 99.

Win rates carry a 95 % Wilson score interval (E. B. Wilson, "Probable inference, the
law of succession, and statistical inference", JASA 22, 1927): with a handful of
matches the interval is wide, and the table says so.  Decision times are
milliseconds per computer turn (``games.ai.play_turn``: a pick, and a new pick after a
refusal under fog), p50 and p95 per level, on the clock the budgets read (``--clock``).

``scale`` multiplies the ISMCTS budgets (normal 0.5 s, hard 2 s) so that a ladder fits
in minutes on a shared machine; the targets are judged against the scaled budget.
``pairings`` (``--pairing hard-normal``) plays some pairings only, e.g. one target
confirmed at the full budgets.  Match ``k`` of a pairing is dealt with seed
``first_seed + k``; ``petri bench --ai`` draws ``first_seed`` at random unless
``--first-seed`` fixes it, and prints it, so that each run plays deals nobody tuned the
players on and any run can be played again.
"""

from __future__ import annotations

import json
import math
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.levels import kings_now
from games import GAMES
from games.ai import BENCH_LEVELS, SECONDS, play_turn
from games.ai.search import Budget
from games.base import BadOptions

#: (game id, seats) in ladder order.
CONFIGS: list[tuple[str, int]] = [
    ("mitosis", 2), ("dna-sequence", 2), ("protozoa", 2), ("protozoa", 4),
    ("dna-icehouse", 2), ("dna-icehouse", 4), ("genetess", 2),
]
#: (level, opponent) pairings: each level against random and against the level below.
PAIRINGS: list[tuple[str, str]] = [
    ("easy", "random"), ("normal", "random"), ("normal", "easy"),
    ("hard", "random"), ("hard", "normal"),
]
#: Targets the levels must reach (win rate of the first level of the pairing, 2-seat games).
TARGETS = {("easy", "random"): 0.70, ("normal", "random"): 0.90, ("hard", "normal"): 0.60}
#: Decision p95 may exceed the level's budget by this fraction.
BUDGET_SLACK = 0.10
#: A first seed drawn at random lies in this range (far from the small seeds tests use).
FIRST_SEEDS = range(10_000, 10_000_000)
#: z for a two-sided 95 % interval.
Z95 = 1.959964


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """95 % Wilson score interval ``(low, high)`` for ``wins`` successes in ``n`` trials.

    ``wins`` may be fractional (half wins for unfinished matches).  ``(0.0, 1.0)``
    when ``n`` is 0.
    """
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(samples: list[float], p: float) -> float:
    """Nearest-rank percentile ``p`` (0–100) of ``samples``; 0.0 when empty."""
    if not samples:
        return 0.0
    ordered = sorted(samples)
    return ordered[max(0, math.ceil(p / 100 * len(ordered)) - 1)]


@dataclass
class Ladder:
    """Raw results: per (game, seats, level, opponent) wins and matches; per level times."""

    scale: float
    games: int
    max_plies: int | None
    first_seed: int = 1000
    clock: str = "wall"
    rows: list[dict[str, Any]] = field(default_factory=list)
    times_ms: dict[str, list[float]] = field(default_factory=dict)
    #: Every match played: ``{"game", "seats", "k", "sides": [level per seat], "winners"}``
    #: (``winners`` ``None`` for a draw, see ``play_match``), what ``rate_levels`` reads.
    matches: list[dict[str, Any]] = field(default_factory=list)

    def budget_ms(self, level: str) -> float | None:
        return SECONDS[level] * self.scale * 1000 if level in SECONDS else None


#: Clocks a search budget may be read from: the wall clock (what a player waits), or the
#: process's CPU time (what an idle machine would give, on a machine others load too).
CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}


def play_match(game_id: str, seats: int, sides: list[str], seed: int, scale: float,  # noqa: PLR0913 (a match's deal)
               max_plies: int | None, times_ms: dict[str, list[float]],
               clock: str = "wall", options: str | None = None,
               deal: dict[str, Any] | None = None) -> list[int] | None:
    """One match of at most ``max_plies`` plies (``None``: the game's own bound,
    ``Game.max_plies``, by which its rules have ended it); ``sides[s]`` is seat ``s``'s level.
    Returns the winning seats, or ``None`` for a draw: every seat shares the win (Genetess:
    200 rounds and no King taken, so the scores tie), or ``max_plies`` ran out.  Each seat
    decides from its own view only; budgets and decision times are read from ``CLOCKS[clock]``
    (on a busy machine the CPU clock gives each decision the time it was budgeted and
    reports what it spent, where wall-clock times also count the waits); ``options``: the
    match's options as a player writes them (e.g. ``"map=quad"``; ``None``: the game's
    defaults);
    ``deal``: a dict that receives, where the game has them, each seat's start square
    (``"starts"``) and the seats in turn order (``"order"``) as the match settled them
    (Genetess: by the bids), so that a map's balance can be told by start and by turn, and
    the plies played (``"plies"``: a quick loss, a long hunt and a draw at the limit look
    alike in a tally); a ``deal`` holding a list under ``"kings"`` also receives every
    King's ``[round, start label, square]`` at the start of each round (Genetess:
    ``bench.levels.kings_now``, for ``write_king_squares``)."""
    game = GAMES[game_id]
    state = game.new_state([f"s{i + 1}" for i in range(seats)], options, seed)
    rng = random.Random(seed)
    plies = 0
    if max_plies is None:
        max_plies = game.max_plies(state)
    kings = deal.get("kings") if deal is not None else None
    watched = None
    while plies < max_plies and game.result(state) is None:
        if kings is not None and state.get("round") != watched:
            watched = state.get("round")
            kings.extend(kings_now(state))
        plies += 1
        seat = game.to_move(state)[0]
        level = sides[seat]
        if level == "random":
            state = game.apply(state, seat, game.random_move(state, seat, rng))[0]
            continue
        budget = (Budget(seconds=SECONDS[level] * scale, clock=CLOCKS[clock])
                  if level in SECONDS else None)
        start = CLOCKS[clock]()
        state = play_turn(game, state, seat, level, rng.getrandbits(32), budget)[1]
        times_ms.setdefault(level, []).append((CLOCKS[clock]() - start) * 1000)
    if deal is not None:
        for key, field_ in (("starts", "start_of"), ("order", "order")):
            if field_ in state:
                deal[key] = list(state[field_])
        deal["plies"] = plies
    result = game.result(state)
    winners = sorted(result["winners"]) if result is not None else []
    return winners if 0 < len(winners) < seats else None


def run_ladder(games: int = 6, scale: float = 1.0, max_plies: int | None = None,  # noqa: PLR0913 (the command's options)
               only: list[str] | None = None, pairings: list[tuple[str, str]] | None = None,
               progress=None, seats_only: int | None = None, first_seed: int = 1000,
               clock: str = "wall", options: str | None = None, kings: bool = False) -> Ladder:
    """Play the ladder (see the module docstring); ``only`` limits it to some game ids,
    ``seats_only`` to the configurations of that many seats.  Match ``k`` of a pairing is
    dealt with seed ``first_seed + k`` (another ``first_seed``: fresh deals, to confirm a
    result on matches it was not found on); ``clock`` and ``options`` as for ``play_match``
    (with ``options``, ``only`` and ``seats_only`` name the one configuration to play, e.g.
    Genetess on ``map=quad`` with 4 seats, a seat count the ladder does not play by itself);
    ``kings``: each match's entry keeps where its Kings stood (``play_match``'s ``deal``).
    Each row also counts the wins of each seat (``seat_wins``, a draw half to each): a
    level against itself (``hard-hard``) measures how fair the deal is to the seats.
    ``progress`` is called with each match (``Ladder.matches``' entry) and each row."""
    ladder = Ladder(scale=scale, games=games, max_plies=max_plies, first_seed=first_seed,
                    clock=clock)
    configs = ([(game_id, seats_only) for game_id in only]
               if options is not None and only and seats_only else CONFIGS)
    for game_id, seats in configs:
        if only and game_id not in only or seats_only and seats != seats_only:
            continue
        for level, opponent in pairings or PAIRINGS:
            wins = 0.0
            unfinished = 0
            seat_wins = [0.0] * seats
            by_start: dict[str, float] = {}
            by_turn = [0.0] * seats
            for k in range(games):
                # Alternate which side sits first; with 4 seats a side holds seats 1+3 or 2+4.
                mine = {s for s in range(seats) if s % 2 == k % 2}
                sides = [level if s in mine else opponent for s in range(seats)]
                deal: dict[str, Any] = {"kings": []} if kings else {}
                winners = play_match(game_id, seats, sides, first_seed + k, scale, max_plies,
                                     ladder.times_ms, clock, options, deal=deal)
                for s in winners or range(seats):
                    share_ = 1 / len(winners or range(seats))
                    seat_wins[s] += share_
                    if deal.get("starts"):
                        by_start[deal["starts"][s]] = by_start.get(deal["starts"][s], 0) + share_
                    if deal.get("order") and s in deal["order"]:
                        by_turn[deal["order"].index(s)] += share_
                ladder.matches.append({"game": game_id, "seats": seats, "k": k,
                                       "sides": sides, "winners": winners, **deal})
                if progress:
                    progress(ladder.matches[-1])
                if not winners:  # a draw, or still running after max_plies
                    unfinished += 1
                    wins += 0.5
                elif mine & set(winners):
                    wins += 1.0 / (1 + bool(set(winners) - mine))  # a shared win is half
            low, high = wilson(wins, games)
            row = {"game": game_id, "seats": seats, "level": level, "opponent": opponent,
                   "matches": games, "wins": wins, "win_rate": wins / games,
                   "ci95": [round(low, 3), round(high, 3)], "undecided": unfinished,
                   "seat_wins": [round(w, 2) for w in seat_wins]}
            if by_start:   # Genetess: wins by start square and by place in the turn order
                row["start_wins"] = {label: round(w, 2) for label, w in sorted(by_start.items())}
                row["turn_wins"] = [round(w, 2) for w in by_turn]
            if options is not None:
                row["options"] = options
            target = TARGETS.get((level, opponent)) if seats == 2 else None
            if target is not None:
                row["target"] = target
            ladder.rows.append(row)
            if progress:
                progress(row)
    return ladder


def fresh_first_seed(rng: random.Random | None = None) -> int:
    """A first seed from ``FIRST_SEEDS``, drawn from ``rng`` (default: the operating system's
    randomness, so that two runs started together still deal different matches)."""
    return (rng or random.SystemRandom()).choice(FIRST_SEEDS)


def report(ladder: Ladder) -> dict[str, Any]:
    """The ladder as one JSON-able dict: rows, and per level p50/p95 ms against budget."""
    levels = {}
    for level, samples in sorted(ladder.times_ms.items()):
        budget = ladder.budget_ms(level)
        p95 = percentile(samples, 95)
        levels[level] = {"decisions": len(samples), "p50_ms": round(percentile(samples, 50), 1),
                         "p95_ms": round(p95, 1),
                         "budget_ms": None if budget is None else round(budget, 1),
                         "within_budget": None if budget is None
                         else p95 <= budget * (1 + BUDGET_SLACK)}
    return {"scale": ladder.scale, "matches_per_pairing": ladder.games,
            "first_seed": ladder.first_seed, "clock": ladder.clock,
            "max_plies": ladder.max_plies, "rows": ladder.rows, "levels": levels}


def format_table(rep: dict[str, Any]) -> str:
    """A Markdown table of the ladder (what README shows) and the decision times."""
    lines = ["| game | seats | level | against | win rate | 95 % CI | undecided | target | "
             "wins by seat |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in rep["rows"]:
        target = f"≥ {r['target']:.0%}" if "target" in r else ""
        by_seat = " – ".join(f"{w:g}" for w in r["seat_wins"])
        if "start_wins" in r:
            by_seat += ("; by start " + ", ".join(f"{k} {w:g}" for k, w in r["start_wins"].items())
                        + "; by turn " + " – ".join(f"{w:g}" for w in r["turn_wins"]))
        game = r["game"] + (f" ({r['options']})" if "options" in r else "")
        lines.append(f"| {game} | {r['seats']} | {r['level']} | {r['opponent']} | "
                     f"{r['wins']:g}/{r['matches']} ({r['win_rate']:.0%}) | "
                     f"{r['ci95'][0]:.0%}–{r['ci95'][1]:.0%} | {r['undecided']} | {target} | "
                     f"{by_seat} |")
    lines += ["", "| level | decisions | p50 ms | p95 ms | budget ms | p95 ≤ budget + 10 % |",
              "|---|---|---|---|---|---|"]
    for level, f in rep["levels"].items():
        budget = "—" if f["budget_ms"] is None else f"{f['budget_ms']:g}"
        ok = "—" if f["within_budget"] is None else ("yes" if f["within_budget"] else "no")
        lines.append(f"| {level} | {f['decisions']} | {f['p50_ms']:g} | {f['p95_ms']:g} | "
                     f"{budget} | {ok} |")
    lines.append("")
    unfinished = ("a draw (each match ran until its rules ended it)" if rep["max_plies"] is None
                  else f"a draw or a match unfinished after {rep['max_plies']} plies")
    lines.append(f"{rep['matches_per_pairing']} matches per pairing, ISMCTS budgets × "
                 f"{rep['scale']:g} ({rep['clock']} clock), {unfinished} = half a win; "
                 f"match k dealt with seed {rep['first_seed']} + k (again: --first-seed {rep['first_seed']}).")
    return "\n".join(lines)


def parse_pairings(text: str) -> list[tuple[str, str]]:
    """``"hard-normal,normal-random"`` → ``[("hard", "normal"), ("normal", "random")]``.

    Each pairing is LEVEL-OPPONENT of the levels ``random``, ``easy``, ``normal``, ``hard``
    and the benchmark-only ``baseline`` (any two, e.g. ``hard-easy``, ``hard-baseline``);
    ``ValueError`` says which one is wrong and what the ladder's pairings are."""
    levels = ("random", "easy", "normal", "hard") + BENCH_LEVELS
    out = []
    for word in filter(None, (w.strip().lower() for w in text.split(","))):
        level, _, opponent = word.partition("-")
        if level not in levels or opponent not in levels:
            raise ValueError(
                f"pairing {word!r}: give LEVEL-OPPONENT of {', '.join(levels)}, e.g. "
                f"{', '.join(f'{a}-{b}' for a, b in PAIRINGS)}")
        out.append((level, opponent))
    if not out:
        raise ValueError("no pairing given: e.g. hard-normal")
    return out


def main(json_output: bool = False, games: int = 6, scale: float = 1.0,  # noqa: PLR0913 (the command's options)
         only: list[str] | None = None, seats: int | None = None,
         pairings: list[tuple[str, str]] | None = None, first_seed: int | None = None,
         clock: str = "wall", ratings: str | None = None, options: str | None = None,
         balance: str | None = None, king_squares: str | None = None) -> int:
    """``petri bench --ai``: print the ladder (Markdown, or one JSON object); exit 0 (2 for
    an unknown game id).  ``pairings`` limits it to some (level, opponent) pairs, e.g. to
    confirm one target at the full budgets; ``first_seed`` deals the matches (``None``: one
    drawn by ``fresh_first_seed``, printed before the first match and in the report);
    ``clock``: ``"wall"`` or ``"cpu"`` (``CLOCKS``); ``ratings``: a JSON file the levels'
    ratings from these matches are merged into (``bench.levels``), e.g.
    ``games/ai/level_ratings.json``; ``options``: the matches' options (``run_ladder``);
    ``balance``: a JSON file the seat balance of each level-against-itself row on a map
    (``options`` ``map=NAME``) is written into (``bench.levels.write_map_balance``);
    ``king_squares``: a JSON file where the Kings of these Genetess matches stood is added to
    (``bench.levels.write_king_squares``), e.g. ``games/ai/genetess_kings.json``."""
    import sys

    def progress(row: dict[str, Any]) -> None:
        if "sides" in row:   # one match: a long run killed early still leaves its matches
            won = "draw" if not row["winners"] else " + ".join(
                f"seat {s + 1} ({row['sides'][s]})" for s in row["winners"])
            how = "".join(f"; {key} {row[key]}" for key in ("starts", "order", "plies") if key in row)
            print(f"    match {row['k']} (seed {first_seed + row['k']}): {' – '.join(row['sides'])}: "
                  f"{won}{how}", file=sys.stderr, flush=True)
        elif not json_output:
            print(f"  {row['game']} ({row['seats']}) {row['level']} vs {row['opponent']}: "
                  f"{row['wins']:g}/{row['matches']}", file=sys.stderr, flush=True)

    unknown = [g for g in only or [] if g not in GAMES]
    if unknown:
        print(f"unknown game(s) {', '.join(unknown)}; games are: {', '.join(GAMES)}",
              file=sys.stderr)
        return 2
    if king_squares is not None and only != ["genetess"]:
        print("--king-squares counts Genetess Kings: give it with --only genetess",
              file=sys.stderr)
        return 2
    if options is not None:
        for game_id in only or GAMES:
            try:
                GAMES[game_id].parse_options(options)
            except BadOptions as exc:
                print(f"--game-options {options!r} for {game_id}: {exc}", file=sys.stderr)
                return 2
    if first_seed is None:
        first_seed = fresh_first_seed()
    print(f"first seed {first_seed} (play these deals again with --first-seed {first_seed})",
          file=sys.stderr, flush=True)
    ladder = run_ladder(games, scale, only=only, pairings=pairings, progress=progress,
                        seats_only=seats, first_seed=first_seed, clock=clock, options=options,
                        kings=king_squares is not None)
    rep = report(ladder)
    print(json.dumps(rep, indent=2) if json_output else format_table(rep))
    if balance is not None:
        from bench.levels import write_map_balance

        for row in rep["rows"]:
            map_name = GAMES[row["game"]].parse_options(options).get("map")
            if row["level"] == row["opponent"] and map_name:
                command = (f"petri bench --ai --only {row['game']} --seats {row['seats']} "
                           f"--games {games} --scale {scale:g} --pairing {row['level']}-"
                           f"{row['level']} --clock {clock} --game-options {options} "
                           f"--first-seed {first_seed} --balance {balance}")
                write_map_balance(Path(balance), map_name, row,
                                  {"command": command, "first_seed": first_seed})
                print(f"seat balance of {map_name} written to {balance}", file=sys.stderr)
    if king_squares is not None:
        from bench.levels import write_king_squares

        pairs = ",".join(f"{a}-{b}" for a, b in pairings or PAIRINGS)
        command = ("petri bench --ai --only genetess"
                   + (f" --seats {seats}" if seats else "")
                   + f" --games {games} --scale {scale:g} --pairing {pairs} --clock {clock}"
                   f" --first-seed {first_seed}"
                   + (f" --game-options {options}" if options else "")
                   + f" --king-squares {king_squares}")
        played = [m for m in ladder.matches if m["game"] == "genetess"]
        # The map the matches were dealt on (without ``map=``, the seat count's default).
        map_name = GAMES["genetess"].new_state([f"s{i + 1}" for i in range(seats or 2)],
                                               options, 0)["map"]["name"]
        write_king_squares(Path(king_squares), map_name, played,
                           {"command": command, "first_seed": first_seed})
        print(f"where the Kings of {len(played)} matches on {map_name} stood added to "
              f"{king_squares}", file=sys.stderr)
    if ratings is not None:
        from bench.levels import rate_levels, write_level_ratings

        rated = rate_levels(ladder.matches)
        counts: dict[str, int] = {}
        for m in ladder.matches:
            counts[m["game"]] = counts.get(m["game"], 0) + (m["seats"] == 2)
        pairs = ",".join(f"{a}-{b}" for a, b in pairings or PAIRINGS)
        command = (f"petri bench --ai --only {{game}} --seats 2 --games {games} --scale {scale:g} "
                   f"--pairing {pairs} --clock {clock} --first-seed {first_seed} --ratings {ratings}")
        for game in rated:
            write_level_ratings(Path(ratings), {game: rated[game]},
                                {"command": command.format(game=game), "first_seed": first_seed,
                                 "scale": scale, "clock": clock, "matches": counts})
        print(f"level ratings of {', '.join(rated) or 'no game'} written to {ratings}",
              file=sys.stderr)
    return 0
