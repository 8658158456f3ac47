"""Who plays whom: round robin and Swiss pairings for tables of 2 to 4 seats (docs/tournaments.md).

Pure functions on entrant keys (any hashable, e.g. user ids): no games, no
I/O.  Everything is deterministic given its inputs (and ``seed`` where one
is taken), so a round can be paired again and give the same answer.

- ``round_robin_pairs``: the circle method (Berger tables) for 2 seats;
- ``swiss_pairs``: 2 seats by maximum-weight matching
  (``networkx.max_weight_matching``), the weights encoding, in order of
  priority: no avoidable rematch, the bye (at most one per entrant) to the
  lowest score, pairs within (or next to) their score group, first-seat
  balance;
- ``tables``: 3–4 seats, tables of close scores and the fewest repeat
  meetings by local search (swaps between tables); ``round_robin_tables``
  builds a whole schedule with it so that every pair meets as evenly as
  possible.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations

import networkx as nx

Entrant = Hashable

#: Entrants per matching block in a Swiss round (even): a round of more is cut, in
#: standing order, into blocks paired separately (a blossom matching costs about
#: n³; blocks keep a 1 000-entrant round near a second).  A block whose best
#: matching still needs a rematch, or that must give the bye and has nobody left
#: to give it to, is merged with its neighbour and paired again.
BLOCK = 48
#: The pseudo-entrant whose partner gets the bye.
_BYE = object()


@dataclass
class Round:
    """One round's pairing: ``tables`` (each a tuple of entrants in seat order: the first
    sits in the first seat) and ``byes`` (entrants who sit out and score a bye)."""

    tables: list[tuple] = field(default_factory=list)
    byes: list = field(default_factory=list)


def pair_key(a: Entrant, b: Entrant) -> frozenset:
    """The key of ``met``: the unordered pair of two entrants."""
    return frozenset((a, b))


def meetings(tables: Iterable[Sequence[Entrant]]) -> Counter:
    """How often each pair sat at one table: ``pair_key`` → count."""
    met: Counter = Counter()
    for table in tables:
        for a, b in combinations(table, 2):
            met[pair_key(a, b)] += 1
    return met


# -- round robin -----------------------------------------------------------------------------
def round_robin_pairs(entrants: Sequence[Entrant]) -> list[Round]:
    """A full round robin for 2 seats by the circle method: ``len(entrants) - 1`` rounds
    (``len`` rounds when odd: each round one entrant has the bye).

    The last entrant (or the bye, when the count is odd) stays put while the
    others rotate one place a round; first seats alternate for the fixed
    entrant and go to the left of each pair otherwise (the FIDE Berger
    tables' balance: nobody's first seats differ from their second seats by
    more than one).  Every pair meets exactly once.
    """
    players: list = list(entrants)
    if len(set(players)) != len(players):
        raise ValueError("an entrant is listed twice")
    if len(players) % 2:
        players.append(_BYE)
    n = len(players)
    rounds = []
    ring = players[:-1]
    fixed = players[-1]
    for r in range(n - 1):
        current = Round()
        pairs = [(ring[0], fixed) if r % 2 == 0 else (fixed, ring[0])]
        pairs += [(ring[i], ring[n - 1 - i]) for i in range(1, n // 2)]
        for a, b in pairs:
            if a is _BYE or b is _BYE:
                current.byes.append(b if a is _BYE else a)
            else:
                current.tables.append((a, b))
        rounds.append(current)
        ring = ring[-1:] + ring[:-1]
    return rounds


# -- Swiss, 2 seats --------------------------------------------------------------------------
def swiss_pairs(order: Sequence[Entrant], score: Mapping[Entrant, float], met: Mapping[frozenset, int],
                balance: Mapping[Entrant, int], had_bye: set, *, block: int = BLOCK) -> Round:
    """Pair one Swiss round for 2 seats.

    ``order``: the entrants still playing, best first (score, then
    tie-breaks, then seed) — it decides blocks and breaks ties in seats.
    ``score``: points so far (multiples of ½).  ``met``: ``pair_key`` →
    games already played between the two.  ``balance``: first seats minus
    second seats so far.  ``had_bye``: entrants who already had a bye.

    With an odd count one entrant gets the bye: the lowest-scored one who
    had none (the last such in ``order`` among equals).  Raises
    ``ValueError`` when every entrant already had a bye and one is needed.
    See docs/tournaments.md for the weights.
    """
    entrants = list(order)
    if len(entrants) % 2 and all(e in had_bye for e in entrants):
        raise ValueError("a bye is needed but every entrant already had one")
    halves = {e: round(2 * score.get(e, 0)) for e in entrants}
    # Cut into blocks of even size in standing order; the odd one out goes with the last block.
    bounds = list(range(0, len(entrants), block)) + [len(entrants)]
    blocks = [entrants[a:b] for a, b in itertools.pairwise(bounds)]
    if len(blocks) > 1 and len(blocks[-1]) < block // 2:
        blocks[-2:] = [blocks[-2] + blocks[-1]]
    for i in range(len(blocks) - 1):
        if len(blocks[i]) % 2:
            blocks[i + 1].insert(0, blocks[i].pop())
    result = Round()
    i = 0
    while i < len(blocks):
        pairs, bye, clean = _match_block(blocks[i], halves, met, balance, had_bye)
        if not clean and i + 1 < len(blocks):
            blocks[i:i + 2] = [blocks[i] + blocks[i + 1]]     # merge forward and pair again
            continue
        if not clean and i > 0 and len(blocks[i]) < len(entrants):
            # The last block cannot be paired cleanly: take back the block before it.
            previous = blocks[i - 1]
            result.tables = [t for t in result.tables if t[0] not in previous and t[1] not in previous]
            blocks[i - 1:i + 1] = [previous + blocks[i]]
            i -= 1
            continue
        result.tables += pairs
        if bye is not None:
            result.byes.append(bye)
        i += 1
    return result


def _match_block(block: list, halves: Mapping, met: Mapping[frozenset, int], balance: Mapping[Entrant, int],
                 had_bye: set) -> tuple[list[tuple], object, bool]:
    """Best pairing of one block: ``(pairs in seat order, bye or None, clean)``; ``clean`` is
    false when the best matching still holds a rematch or a needed bye has no taker."""
    needs_bye = len(block) % 2 == 1
    eligible = [e for e in block if e not in had_bye]
    if needs_bye and not eligible:
        return [], None, False
    spread = max(halves[e] for e in block) - min(halves[e] for e in block)
    m = len(block) + 1
    seat_unit = 1                                      # a seat clash: at most 2 per pair, < m in all
    score_unit = 3 * m                                 # one half-point² outweighs every seat clash
    bye_unit = score_unit * (m * (spread + 1) ** 2 + 1)   # one step up from the lowest outweighs scores
    rematch_unit = bye_unit * (spread + 2) * 2         # one rematch outweighs everything else
    base = rematch_unit * 4
    graph = nx.Graph()
    index = {e: i for i, e in enumerate(block)}
    for a, b in combinations(block, 2):
        gap = halves[a] - halves[b]
        weight = (base - rematch_unit * met.get(pair_key(a, b), 0) - score_unit * gap * gap
                  - seat_unit * _seat_clash(balance.get(a, 0), balance.get(b, 0)))
        graph.add_edge(index[a], index[b], weight=weight)
    if needs_bye:
        lowest = min(halves[e] for e in eligible)
        for e in eligible:
            # Among equal scores the bye goes to the entrant lowest in the order (``+ index``,
            # below one score unit even with every seat clash added).
            graph.add_edge(index[e], -1, weight=base - bye_unit * (halves[e] - lowest) + index[e])
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    pairs, bye, clean = [], None, True
    for u, v in matching:
        if -1 in (u, v):
            bye = block[u if v == -1 else v]
            continue
        a, b = sorted((block[u], block[v]), key=index.get)
        clean &= met.get(pair_key(a, b), 0) == 0
        pairs.append(_seated(a, b, balance))
    if needs_bye and bye is None:
        clean = False
    pairs.sort(key=lambda p: min(index[p[0]], index[p[1]]))
    return pairs, bye, clean


def _seat_clash(a: int, b: int) -> int:
    """How badly two entrants want the same seat: 0 when their first-seat balances differ in
    sign or either is even; 1 when both lean the same way; 2 when both are 2 or more out."""
    if a * b <= 0:
        return 0
    return 2 if min(abs(a), abs(b)) >= 2 else 1


def _seated(a: Entrant, b: Entrant, balance: Mapping[Entrant, int]) -> tuple:
    """``(first, second)``: the entrant with fewer first seats so far sits first; the better
    placed (``a``) when equal."""
    return (b, a) if balance.get(b, 0) < balance.get(a, 0) else (a, b)


# -- tables of 3–4 ---------------------------------------------------------------------------
def table_sizes(count: int, size: int) -> list[int]:
    """How ``count`` entrants sit at tables of at most ``size``: as few tables as possible, their
    sizes differing by at most one, larger tables first (10 at 4 → [4, 3, 3])."""
    if count <= 0:
        return []
    n_tables = -(-count // size)
    small, extra = divmod(count, n_tables)
    return [small + 1] * extra + [small] * (n_tables - extra)


def tables(order: Sequence[Entrant], size: int, met: Mapping[frozenset, int],
           score: Mapping[Entrant, float] | None = None, *, seed: int = 0, restarts: int = 0,
           window: int = 4) -> list[tuple]:
    """Seat ``order`` (best first) at tables of ``size`` (3 or 4; ``table_sizes``) with close
    scores and the fewest repeat meetings.

    Cost of a table: ``REPEAT`` × the sum over its pairs of ``met`` (so a
    repeat meeting costs more than any score gap) plus the sum over its pairs
    of the squared score gap in half points.  Starting from the tables in
    standing order, any swap of two entrants between tables up to ``window``
    apart (all tables when there are at most ``2 × window``) that lowers the
    total cost is made until none does; ``restarts`` more starts from shuffled
    orders (``seed``) keep the cheapest.  Returns the tables, best first.
    """
    entrants = list(order)
    halves = {e: round(2 * (score or {}).get(e, 0)) for e in entrants}
    gap = max(halves.values(), default=0) - min(halves.values(), default=0)
    repeat = 1 + len(entrants) * size * gap * gap      # one repeat costs more than all score gaps

    def pair_cost(a, b) -> int:
        count = met.get(pair_key(a, b), 0)
        return repeat * count * count + (halves[a] - halves[b]) ** 2

    def table_cost(table: list) -> int:
        return sum(pair_cost(a, b) for a, b in combinations(table, 2))

    sizes = table_sizes(len(entrants), size)
    rng = random.Random(seed)
    best, best_cost = None, None
    for attempt in range(restarts + 1):
        start = entrants if attempt == 0 else rng.sample(entrants, len(entrants))
        if attempt:
            start = sorted(start, key=lambda e: -halves[e])          # shuffle within equal scores only
        seated, at = [], 0
        for s in sizes:
            seated.append(list(start[at:at + s]))
            at += s
        _improve(seated, table_cost, window)
        cost = sum(table_cost(t) for t in seated)
        if best_cost is None or cost < best_cost:
            best, best_cost = seated, cost
    position = {e: i for i, e in enumerate(entrants)}
    return sorted((tuple(sorted(t, key=position.get)) for t in best), key=lambda t: position[t[0]])


def _improve(seated: list[list], table_cost, window: int) -> None:
    """Swap entrants between tables while a swap lowers the total cost (first improvement)."""
    costs = [table_cost(t) for t in seated]
    span = len(seated) if len(seated) <= 2 * window else window
    improved = True
    while improved:
        improved = False
        for i in range(len(seated)):
            for j in range(i + 1, min(len(seated), i + span + 1)):
                for x in range(len(seated[i])):
                    for y in range(len(seated[j])):
                        ti, tj = seated[i], seated[j]
                        ti[x], tj[y] = tj[y], ti[x]
                        ci, cj = table_cost(ti), table_cost(tj)
                        if ci + cj < costs[i] + costs[j]:
                            costs[i], costs[j] = ci, cj
                            improved = True
                        else:
                            ti[x], tj[y] = tj[y], ti[x]


def round_robin_tables(entrants: Sequence[Entrant], size: int, rounds: int | None = None, *,
                       seed: int = 0, restarts: int = 40) -> list[Round]:
    """A round robin schedule at tables of ``size`` (3 or 4): every pair meets as evenly as possible.

    ``rounds`` defaults to the fewest in which each entrant could meet every
    other once, ceil((n − 1) / (size − 1)).  The whole schedule is searched
    at once for the least sum over all pairs of (meetings)², which is least
    when the meetings are spread most evenly: from a random seating of every
    round, the best swap of two entrants between tables of one round is made
    while one lowers the sum (steepest descent); ``restarts`` more random
    starts (``seed``: the schedule can be made again) keep the best.  The
    search stops early once the meetings are spread perfectly evenly.
    """
    players = list(entrants)
    if len(set(players)) != len(players):
        raise ValueError("an entrant is listed twice")
    n = len(players)
    if rounds is None:
        rounds = -(-(n - 1) // (size - 1))
    sizes = table_sizes(n, size)
    rng = random.Random(seed)
    # The least Σ meetings² there could be: the schedule's meetings spread over all pairs evenly.
    meets, pairs = rounds * sum(s * (s - 1) // 2 for s in sizes), n * (n - 1) // 2
    even, over = divmod(meets, pairs)
    floor = (pairs - over) * even * even + over * (even + 1) ** 2
    best, best_cost = None, None
    for _ in range(restarts + 1):
        schedule = [_seat_in_order(rng.sample(players, n), sizes) for _ in range(rounds)]
        cost = _descend(schedule, meetings(t for seated in schedule for t in seated))
        if best_cost is None or cost < best_cost:
            best, best_cost = schedule, cost
        if best_cost == floor:
            break
    position = {e: i for i, e in enumerate(players)}
    return [Round(tables=sorted((tuple(sorted(t, key=position.get)) for t in seated),
                                key=lambda t: position[t[0]])) for seated in best]


def _seat_in_order(ordered: list, sizes: list[int]) -> list[list]:
    """``ordered`` cut into consecutive tables of ``sizes``."""
    seated, at = [], 0
    for s in sizes:
        seated.append(list(ordered[at:at + s]))
        at += s
    return seated


def _descend(schedule: list[list[list]], met: Counter) -> int:
    """Make the best single swap (two entrants, two tables of one round) while it lowers
    Σ meetings²; ``met`` is kept up to date.  Returns the final Σ meetings²."""
    def delta(table_a: list, x: int, table_b: list, y: int) -> int:
        px, py = table_a[x], table_b[y]
        change: Counter = Counter()
        for other in table_a:
            if other != px:
                change[pair_key(px, other)] -= 1
                change[pair_key(py, other)] += 1
        for other in table_b:
            if other != py:
                change[pair_key(py, other)] -= 1
                change[pair_key(px, other)] += 1
        return sum((met[k] + d) ** 2 - met[k] ** 2 for k, d in change.items() if d)

    while True:
        choice, gain = None, 0
        for seated in schedule:
            for i, j in combinations(range(len(seated)), 2):
                for x in range(len(seated[i])):
                    for y in range(len(seated[j])):
                        change = delta(seated[i], x, seated[j], y)
                        if change < gain:
                            choice, gain = (seated[i], x, seated[j], y), change
        if choice is None:
            return sum(v * v for v in met.values())
        table_a, x, table_b, y = choice
        for table in (table_a, table_b):
            met.subtract(meetings([table]))
        table_a[x], table_b[y] = table_b[y], table_a[x]
        for table in (table_a, table_b):
            met.update(meetings([table]))


def swiss_tables(order: Sequence[Entrant], score: Mapping[Entrant, float], met: Mapping[frozenset, int],
                 size: int, *, seed: int = 0) -> Round:
    """Pair one Swiss round at tables of ``size`` (3 or 4): close scores, fewest repeat meetings
    (``tables``; a few shuffled restarts when the field is small enough to afford them)."""
    restarts = 8 if len(order) <= 64 else 0
    return Round(tables=tables(order, size, met, score, seed=seed, restarts=restarts))
