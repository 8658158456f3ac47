"""Exact play of two-seat DNA (sequence chunks): who wins a position under perfect play.

The rules re-implemented on bare strings, for speed (``games.dna_sequence`` is the
referee; ``tests/games/test_ai_dna_sequence_solver.py`` checks this against it): two seats
in, one chunk size ``k``, a chunk must occur in the mover's strand and is removed
leftmost-first, repeatedly, from both strands (rules §A move); a strand shorter than ``k``
is out, the last strand standing wins and when both go out at once the longer one wins,
equal lengths tie (rules §Elimination and result).  The first-round limit (rules §A move:
a seat's first chunk may remove at most ``seat + 1`` chunks from an opponent, else the
chunks that remove fewest) is a per-seat ``limit``.

Negamax with alpha-beta over the results −1 / 0 / 1 (lost, tied, won for the seat to
move), a transposition table of bounds keyed by the position (both strands and the limits
still owed) and move ordering (a move that ends the game first, then the one leaving the
mover the longest lead).  Moves that lead to the same position are searched once.  The
table is process-wide and exact, so it changes the time a result takes, never the result;
it is emptied when it reaches ``TABLE_SIZE`` entries.
"""

from __future__ import annotations

import threading

#: Positions the transposition table holds before it is emptied (about 150 MB at most).
TABLE_SIZE = 600_000

#: Positions searched between two looks at the clock of a bounded search (``best``).
CHECK_EVERY = 256

#: Position → (lower, upper) bound of its value for the seat to move.
_table: dict[tuple[str, str, int | None, int | None], tuple[int, int]] = {}
#: (strand, bordered chunk) → the strand after it; chunk → whether it has a border.
_cuts: dict[tuple[str, str], str] = {}
_borders: dict[str, bool] = {}


def _bordered(chunk: str) -> bool:
    """Whether a proper prefix of ``chunk`` is also its suffix (``ACA``, ``AAA``)."""
    return any(chunk[:i] == chunk[-i:] for i in range(1, len(chunk)))


def cut(strand: str, chunk: str) -> str:
    """``strand`` with ``chunk`` removed leftmost-first, repeatedly (rules §A move), as
    ``games.dna_sequence.remove_chunk`` gives it.

    A chunk with no border cannot overlap itself, so removing its occurrences in any order
    ends in the same strand (the one-rule rewriting system ``chunk → ε`` has no critical
    pair; Newman's lemma): ``str.replace`` until none is left.  A bordered chunk takes the
    referee's left-to-right stack scan (remembered: it is the slow one)."""
    if chunk not in strand:
        return strand
    border = _borders.get(chunk)
    if border is None:
        border = _borders[chunk] = _bordered(chunk)
    if not border:
        while chunk in strand:
            strand = strand.replace(chunk, "")
        return strand
    key = (strand, chunk)
    done = _cuts.get(key)
    if done is not None:
        return done
    k, last = len(chunk), chunk[-1]
    stack: list[str] = []
    for letter in strand:
        stack.append(letter)
        if letter == last and len(stack) >= k and "".join(stack[-k:]) == chunk:
            del stack[-k:]
    if len(_cuts) >= TABLE_SIZE:
        _cuts.clear()
    done = _cuts[key] = "".join(stack)
    return done


def moves(mine: str, theirs: str, k: int, limit: int | None = None) -> dict[str, tuple[str, str]]:
    """Legal chunk → the two strands after it ``(mine, theirs)``, for the seat holding
    ``mine`` (at least ``k`` letters); ``limit``: the most chunks its first chunk may remove
    from the opponent (``None``: no limit left; rules §A move, with the fallback to the
    chunks that remove fewest when none is within it)."""
    found = {chunk: (cut(mine, chunk), cut(theirs, chunk))
             for chunk in {mine[i:i + k] for i in range(len(mine) - k + 1)}}
    if limit is None:
        return found
    hits = {c: (len(theirs) - len(t)) // k for c, (_, t) in found.items()}
    allowed = limit if min(hits.values()) <= limit else min(hits.values())
    return {c: after for c, after in found.items() if hits[c] <= allowed}


def ended(mine: str, theirs: str, k: int) -> int | None:
    """The result for the seat that just moved, holding ``mine`` (1 won, 0 tied, −1 lost),
    or ``None`` while both strands are in (rules §Elimination and result, two seats)."""
    if len(theirs) >= k:
        return None if len(mine) >= k else -1
    if len(mine) >= k:
        return 1
    return (len(mine) > len(theirs)) - (len(mine) < len(theirs))


def solve(mine: str, theirs: str, k: int, limit: int | None = None,
          their_limit: int | None = None) -> int:
    """The result for the seat to move (1 won, 0 tied, −1 lost) under perfect play, holding
    ``mine`` (≥ ``k`` letters) against ``theirs`` (≥ ``k``); ``limit`` / ``their_limit``:
    the first-round limits the mover and the opponent still owe (``None``: none)."""
    return _negamax(mine, theirs, k, limit, their_limit, -1, 1)


def ranked(mine: str, theirs: str, k: int, limit: int | None = None,
           their_limit: int | None = None) -> dict[str, int]:
    """Every legal chunk of the seat to move → its exact result for that seat."""
    values = {}
    for chunk, (m, t) in moves(mine, theirs, k, limit).items():
        end = ended(m, t, k)
        values[chunk] = end if end is not None else -_negamax(t, m, k, their_limit, None, -1, 1)
    return values


class OutOfTime(Exception):
    """A bounded search (``best``) reached its deadline before the result was proved."""


#: Per thread, the bounded search under way: ``bound`` is its clock, deadline and
#: positions searched, or ``None`` (a computer seat may think in a worker thread).
_local = threading.local()


def best(mine: str, theirs: str, k: int, limit: int | None = None,
         their_limit: int | None = None, clock=None, deadline: float = 0.0
         ) -> tuple[int, list[str]]:
    """``(value, chunks)``: the position's exact result for the seat to move and chunks that
    reach it, sorted: where it wins, those that end the game at once, else the first
    winning chunk the search proved (so a won position costs one proof, not every chunk
    ranked as in ``ranked``); where it ties, every tying chunk; where it loses, every
    chunk.  Arguments as for ``solve``; with a ``clock`` the proof must be done before
    ``clock()`` passes ``deadline``, else ``OutOfTime`` is raised."""
    found = moves(mine, theirs, k, limit)
    now = sorted(c for c, (m, t) in found.items() if ended(m, t, k) == 1)
    if now:
        return 1, now
    _local.bound = None if clock is None else [clock, deadline, 0]
    try:
        value = _negamax(mine, theirs, k, limit, their_limit, -1, 1)
        if value == 1:
            # The first winning chunk in the search's own order: its subtree is in the table.
            for _, t, m, chunk in sorted((len(t) - len(m), t, m, c) for c, (m, t) in found.items()):
                if ended(m, t, k) == 1 or (ended(m, t, k) is None and
                                           -_negamax(t, m, k, their_limit, None, -1, 1) == 1):
                    return 1, [chunk]
        return value, sorted(c for c, (m, t) in found.items()
                             if (ended(m, t, k) if ended(m, t, k) is not None
                                 else -_negamax(t, m, k, their_limit, None, -1, 1)) == value)
    finally:
        _local.bound = None


def _negamax(mine: str, theirs: str, k: int, limit: int | None, their_limit: int | None,
             alpha: int, beta: int) -> int:
    bound = getattr(_local, "bound", None)
    if bound is not None:
        bound[2] += 1
        if bound[2] % CHECK_EVERY == 0 and bound[0]() > bound[1]:
            raise OutOfTime
    key = (mine, theirs, limit, their_limit)
    low, high = _table.get(key, (-1, 1))
    if low >= beta or low == high:
        return low
    if high <= alpha:
        return high
    alpha, beta = max(alpha, low), min(beta, high)
    start_alpha = alpha
    best = -1
    going = []
    # Moves that end the game first (a win there settles the position), then the others,
    # the one leaving the mover the longest lead first; the same position once.
    for m, t in set(moves(mine, theirs, k, limit).values()):
        if len(t) >= k and len(m) >= k:
            going.append((len(t) - len(m), t, m))
            continue
        value = ended(m, t, k)
        assert value is not None  # both strands in went on above
        if value > best:
            best = value
    if best > alpha:
        alpha = best
    if alpha < beta:
        going.sort()
        for _, t, m in going:
            value = -_negamax(t, m, k, their_limit, None, -beta, -alpha)
            if value > best:
                best = value
                if best > alpha:
                    alpha = best
                    if alpha >= beta:
                        break
    if best <= start_alpha:
        high = min(high, best)  # every move failed low: an upper bound
    elif best >= beta:
        low = max(low, best)  # cut off: a lower bound
    else:
        low = high = best
    if len(_table) >= TABLE_SIZE:
        _table.clear()
    _table[key] = (low, high)
    return best
