"""DNA (sequence chunks), Cameron Browne's pbmserv game.

Seed ``shared/seeds/001_84f03883df1ada8f.txt``; rulings
``shared/rules/dna-sequence.md`` (cited below as "rules §Section").

Each seat owns a *strand*: a string over the alphabet (the first ``base``
letters of ``ACGT``).  On a turn the mover nominates a *chunk*; it is removed
leftmost-first, repeatedly, from the mover's strand and the opponents'.
Strands shorter than the (minimum) chunk size are out; the last seat in wins.

State layout (all JSON)::

    {"game": "dna-sequence", "version": 1, "ply": int, "rng": int,
     "seats": [name], "options": {...}, "phase": "setup"|"play"|"over",
     "strands": [str | None], "out": [bool], "out_ply": [int | None],
     "turn": seat, "turns_taken": [int], "round": int,
     "last": None | {"by": seat, "chunk": str, "removed": {seat: n}, "cuts": {seat: [i]}},
     "result": None | {"winners": [seat], "reason": Msg, "ranks": [int]}}

Everything the engine says is a ``games.message.Msg``: narration, private lines,
refusals, option errors, the set-up prompt and ``describe``; the English, German and Spanish
words are in ``i18n/locales/*/dna-sequence.ftl``.
"""

from __future__ import annotations

from itertools import product
from typing import Any

from games.base import BadOptions, Event, Game, IllegalMove, Option, State, json_copy
from games.dna_sequence_view import DnaSequenceView
from games.message import Msg, as_msg, fresh_msg
from games.rng import drawing
from games.text import is_draw

NUCLEOTIDES = "ACGT"


def remove_chunk(strand: str, chunk: str) -> tuple[str, int, list[int]]:
    """Remove ``chunk`` from ``strand`` leftmost-first, repeatedly (rules §A move).

    Implemented as the equivalent left-to-right stack scan.  Returns
    ``(new_strand, removals, cuts)`` where ``cuts`` are the indices in
    ``new_strand`` at which a gap closed (sorted, distinct; an index equal
    to ``len(new_strand)`` is a cut at the right end).

    >>> remove_chunk("TAAGAAGCGCCT", "AGC")
    ('TAT', 3, [2])
    """
    k = len(chunk)
    stack: list[str] = []
    cuts: list[int] = []
    removals = 0
    for letter in strand:
        stack.append(letter)
        if len(stack) >= k and letter == chunk[-1] and "".join(stack[-k:]) == chunk:
            del stack[-k:]
            removals += 1
            # A later removal may swallow an earlier cut point: keep only cuts
            # still inside the surviving prefix, then add this one.
            cuts = [c for c in cuts if c < len(stack)] + [len(stack)]
    return "".join(stack), removals, cuts


def max_distinct_length(base: int, k: int) -> int:
    """Longest strand over ``base`` letters with no chunk of length ``k`` twice: ``base^k + k − 1``."""
    return base**k + k - 1


def de_bruijn_window(alphabet: str, k: int, length: int, rng) -> str:
    """A random strand of ``length`` letters in which no ``k``-letter chunk repeats (rules §Start, ``no_dup``).

    Walks a random Eulerian circuit of the order-(k−1) de Bruijn graph
    (randomised Hierholzer), which spells every ``k``-chunk exactly once, and
    takes a random window of the linearised sequence.  Requires
    ``length ≤ max_distinct_length(len(alphabet), k)``.
    """
    if k == 1:
        letters = list(alphabet)
        rng.shuffle(letters)
        return "".join(letters[:length])
    nodes = ["".join(p) for p in product(alphabet, repeat=k - 1)]
    exits = {n: rng.sample(alphabet, len(alphabet)) for n in nodes}
    start = rng.choice(nodes)
    path: list[str] = []
    stack = [start]
    while stack:
        node = stack[-1]
        if exits[node]:
            stack.append(node[1:] + exits[node].pop())
        else:
            path.append(stack.pop())
    path.reverse()
    linear = path[0] + "".join(n[-1] for n in path[1:])
    offset = rng.randrange(len(linear) - length + 1)
    return linear[offset:offset + length]


def repeated_chunk(strand: str, k: int) -> str | None:
    """The first ``k``-letter chunk that occurs twice in ``strand`` (overlaps count), or ``None``."""
    seen: set[str] = set()
    for i in range(len(strand) - k + 1):
        chunk = strand[i:i + k]
        if chunk in seen:
            return chunk
        seen.add(chunk)
    return None


class DnaSequence(Game[DnaSequenceView]):
    """The ``dna-sequence`` engine: 2–8 seats, every pbmserv option (rules §Options)."""

    def __init__(self) -> None:
        super().__init__(
            id="dna-sequence",
            title="DNA (sequence chunks)",
            min_seats=2,
            max_seats=8,
            # Correspondence pace, as on pbmserv: a day per chunk; a seat that
            # lets it run out gets a random legal chunk played for it.
            default_clock=(86400.0, 0.0, "random"),
            secret_steps=True,
            summary="Nominate a chunk of your strand: it is cut from yours and every opponent's. "
                    "Strands shorter than a chunk are out; the last strand standing wins.",
            options=(
                Option("length", int, 36, Msg("dna-sequence-help-length"), 1, 200),
                Option("chunk", int, 3, Msg("dna-sequence-help-chunk"), 1, 12),
                Option("base", int, 4, Msg("dna-sequence-help-base"), 2, 4),
                Option("manual", bool, False, Msg("dna-sequence-help-manual")),
                Option("no_dup", bool, False, Msg("dna-sequence-help-no-dup")),
                Option("min_chunk", int, None, Msg("dna-sequence-help-min-chunk"), 2, 12),
                Option("max_chunk", int, None, Msg("dna-sequence-help-max-chunk"), 2, 12),
                Option("non_incremental", bool, False, Msg("dna-sequence-help-non-incremental")),
                Option("need_not_own", bool, False, Msg("dna-sequence-help-need-not-own")),
                Option("no_reduce_self", bool, False, Msg("dna-sequence-help-no-reduce-self")),
                Option("reduce_next", bool, False, Msg("dna-sequence-help-reduce-next")),
            ),
        )

    def copy_state(self, state: State) -> State:
        """``json_copy``: a running game's state is plain JSON (the result's ``Msg`` only
        appears once the game is over, when ``apply`` refuses before copying); the search
        spent half its ``apply`` time in ``copy.deepcopy``."""
        return json_copy(state)

    # -- options ---------------------------------------------------------
    @staticmethod
    def chunk_range(opts: dict[str, Any]) -> tuple[int, int]:
        """``(lo, hi)`` chunk sizes allowed by the options (rules §Options)."""
        lo = opts["min_chunk"] if opts["min_chunk"] is not None else opts["chunk"]
        hi = opts["max_chunk"] if opts["max_chunk"] is not None else max(lo, opts["chunk"])
        return lo, hi

    def _check_options(self, opts: dict[str, Any]) -> None:
        lo, hi = self.chunk_range(opts)
        if lo > hi:
            raise BadOptions(Msg("dna-sequence-option-chunk-order", low=str(lo), high=str(hi)))
        if opts["length"] < hi:
            raise BadOptions(Msg("dna-sequence-option-length-short", length=str(opts["length"]),
                                 chunk=str(hi)))
        if opts["no_dup"]:
            limit = max_distinct_length(opts["base"], lo)
            if opts["length"] > limit:
                raise BadOptions(Msg("dna-sequence-option-no-dup", base=str(opts["base"]), size=lo,
                                     limit=limit, length=str(opts["length"])))

    # -- lifecycle -------------------------------------------------------
    def _new(self, seats: list[str], opts: dict[str, Any], seed: int) -> State:
        self._check_options(opts)
        n = len(seats)
        state: State = {
            "game": self.id, "rng": seed, "seats": seats, "options": opts,
            "phase": "setup" if opts["manual"] else "play",
            "strands": [None] * n, "out": [False] * n, "out_ply": [None] * n,
            "turn": 0, "turns_taken": [0] * n, "round": 1, "last": None, "result": None,
        }
        if not opts["manual"]:
            with drawing(state) as rng:
                state["strands"] = [self._random_strand(opts, rng) for _ in seats]
            self._start_play(state)
        return state

    def _start_play(self, state: State) -> list[Event]:
        """Chunk rounds begin with the first seat in that has a legal chunk (rules §Start).

        Only with ``no_reduce_self`` can a seat be in with no legal chunk; it
        is skipped as in ``_advance`` (which may even end the game).
        """
        alive = [s for s in range(len(state["seats"])) if not state["out"][s]]
        state["phase"] = "play"
        state["turn"] = alive[0]
        if self._candidates(state, alive[0]):
            return []
        return self._advance(state, alive)

    def _revealed(self, state: State) -> Event:
        """The event that ends manual set-up (after ``_start_play``)."""
        text = (Msg("dna-sequence-revealed") if state["result"] is not None else
                Msg("dna-sequence-revealed-first", name=state["seats"][state["turn"]]))
        return {"type": "revealed", "text": text}

    def _alphabet(self, opts: dict[str, Any]) -> str:
        return NUCLEOTIDES[:opts["base"]]

    def _random_strand(self, opts: dict[str, Any], rng) -> str:
        alphabet = self._alphabet(opts)
        if opts["no_dup"]:
            return de_bruijn_window(alphabet, self.chunk_range(opts)[0], opts["length"], rng)
        return "".join(rng.choice(alphabet) for _ in range(opts["length"]))

    def max_plies(self, state: State) -> int:
        """Every chunk turn removes at least one chunk of ≥ lo letters somewhere."""
        opts = state["options"]
        n = len(state["seats"])
        return n + n * opts["length"] // self.chunk_range(opts)[0] + 1

    # -- queries -----------------------------------------------------------
    def to_move(self, state: State) -> list[int]:
        if state["result"] is not None:
            return []
        if state["phase"] == "setup":
            return [s for s, strand in enumerate(state["strands"]) if strand is None]
        return [state["turn"]]

    def result(self, state: State) -> dict[str, Any] | None:
        return state["result"]

    def secrets(self, state: State, seat: int) -> list[str]:
        """During manual set-up a submitted strand is its owner's secret (rules §Test vectors).

        All strands are revealed together when the last one arrives, so
        afterwards (and in games without ``manual``) nothing is secret.  A
        seat that resigned during set-up has an empty strand: no secret.
        """
        strand = state["strands"][seat]
        if state["phase"] == "setup" and strand:
            return [strand]
        return []

    def legal_moves(self, state: State, seat: int) -> list[str]:
        """Legal chunks for ``seat`` (sorted), or during set-up one suggested strand.

        During manual set-up any ``length`` letters of the alphabet are legal
        (4^36 of them); the list then holds a single random suggestion drawn
        from the seat's own stream, which players may use as it is.
        """
        if seat not in self.to_move(state):
            return []
        if state["phase"] == "setup":
            probe = {"rng": state["rng"] + 7919 * (seat + 1)}
            with drawing(probe) as rng:
                return [self._random_strand(state["options"], rng)]
        return sorted(self._legal_chunks(state, seat))

    def pending_secret(self, state: State, seat: int) -> dict[str, Any] | None:
        """During manual set-up, a seat that has not submitted owes its strand (rules §Start)."""
        if state["phase"] != "setup" or seat not in self.to_move(state):
            return None
        opts = state["options"]
        return {"prompt": Msg("dna-sequence-secret-prompt", count=opts["length"],
                              letters=" ".join(self._alphabet(opts))),
                "min_length": opts["length"], "max_length": opts["length"]}

    # -- rules -----------------------------------------------------------
    def _targets(self, state: State, seat: int) -> list[int]:
        """Seats a nomination by ``seat`` cuts (rules §A move: self, opponents, reduce_next)."""
        opts = state["options"]
        n = len(state["seats"])
        opponents = [(seat + d) % n for d in range(1, n) if not state["out"][(seat + d) % n]]
        if opts["reduce_next"]:
            opponents = opponents[:1]
        return ([] if opts["no_reduce_self"] else [seat]) + opponents

    def _outcome(self, state: State, seat: int, chunk: str) -> dict[int, tuple[str, int, list[int]]]:
        """Target seat → ``remove_chunk`` result, for the seats that lose something."""
        out = {}
        for target in self._targets(state, seat):
            strand = state["strands"][target]
            # A first removal needs the chunk as it stands, so this skips the scan safely.
            if chunk in strand:
                out[target] = remove_chunk(strand, chunk)
        return out

    def _candidates(self, state: State, seat: int) -> set[str]:
        """Nominations that are well formed, owned (unless need_not_own) and remove something."""
        lo, hi = self.chunk_range(state["options"])
        opts = state["options"]
        sources = [state["strands"][seat]] if not opts["need_not_own"] else \
            [state["strands"][t] for t in self._targets(state, seat)]
        found: set[str] = set()
        for strand in sources:
            for k in range(lo, hi + 1):
                found.update(strand[i:i + k] for i in range(len(strand) - k + 1))
        if opts["no_reduce_self"] and not opts["need_not_own"]:
            # A chunk removes something iff it occurs in a strand it cuts; with
            # need_not_own every source *is* such a strand, so nothing to filter.
            cut = [state["strands"][t] for t in self._targets(state, seat)]
            found = {c for c in found if any(c in strand for strand in cut)}
        return found

    def _can_nominate(self, state: State, seat: int) -> bool:
        """Whether ``seat`` (still in) has a legal nomination (the first-round
        limit never empties the set, so candidates decide); cheap by default."""
        if not state["options"]["no_reduce_self"]:
            return True  # any chunk of its own strand (≥ lo letters) cuts at least itself
        return bool(self._candidates(state, seat))

    def _worst_hit(self, state: State, seat: int, chunk: str) -> int:
        """Most chunks this nomination removes from any single opponent (cascades counted)."""
        hits = [n for t, (_, n, _) in self._outcome(state, seat, chunk).items() if t != seat]
        return max(hits, default=0)

    def _first_round_limited(self, state: State, seat: int) -> bool:
        return not state["options"]["non_incremental"] and state["turns_taken"][seat] == 0

    def _legal_chunks(self, state: State, seat: int) -> set[str]:
        """rules §A move, including the first-round limit and its fallback."""
        candidates = self._candidates(state, seat)
        if not candidates or not self._first_round_limited(state, seat):
            return candidates
        limit = seat + 1
        worst = {c: self._worst_hit(state, seat, c) for c in candidates}
        within = {c for c, w in worst.items() if w <= limit}
        if within:
            return within
        least = min(worst.values())
        return {c for c, w in worst.items() if w == least}

    def apply(self, state: State, seat: int, text: str) -> tuple[State, list[Event]]:
        """As ``Game.apply``, but a DNA turn is one step: ``AAG; TTC`` is refused.

        (Otherwise the last set-up strand and the first chunk, both seat 0's,
        could arrive as one move.)
        """
        steps = [s for s in str(text).split(";") if s.strip()]
        if len(steps) > 1 and self.result(state) is None and seat in self.to_move(state):
            raise IllegalMove(Msg("dna-sequence-one-move"))
        return super().apply(state, seat, text)

    def _apply(self, state: State, seat: int, step: str) -> list[Event]:
        text = step.strip().upper()
        if state["phase"] == "setup":
            return self._submit(state, seat, text)
        return self._nominate(state, seat, text)

    def _check_letters(self, state: State, text: str, refusal: str) -> None:
        """Refuse ``text`` with letters outside the alphabet, in the words of message ``refusal``."""
        alphabet = self._alphabet(state["options"])
        bad = sorted(set(text) - set(alphabet))
        if bad:
            raise IllegalMove(Msg(refusal, text=text,
                                  bad=", ".join(repr(b) for b in bad), letters=" ".join(alphabet)))

    def _submit(self, state: State, seat: int, text: str) -> list[Event]:
        """Manual set-up (rules §Start): a secret strand of exactly ``length`` letters."""
        opts = state["options"]
        length = opts["length"]
        if len(text) != length:
            raise IllegalMove(Msg("dna-sequence-setup-length", count=length, given=len(text),
                                  letters=" ".join(self._alphabet(opts))))
        self._check_letters(state, text, "dna-sequence-bad-strand")
        lo = self.chunk_range(opts)[0]
        if opts["no_dup"] and (twice := repeated_chunk(text, lo)):
            raise IllegalMove(Msg("dna-sequence-setup-repeat", chunk=twice))
        state["strands"][seat] = text
        name = state["seats"][seat]
        waiting = len(self.to_move(state))
        events: list[Event] = [{
            "type": "submitted", "seat": seat,
            "text": (Msg("dna-sequence-submitted-waiting", name=name, count=waiting) if waiting
                     else Msg("dna-sequence-submitted", name=name)),
            "private": {str(seat): Msg("dna-sequence-your-strand", strand=text)},
        }]
        if not waiting:
            follow = self._start_play(state)
            events.append(self._revealed(state))
            events.extend(follow)
        return events

    def _nominate(self, state: State, seat: int, chunk: str) -> list[Event]:
        """A chunk turn (rules §A move, §Elimination and result)."""
        opts = state["options"]
        lo, hi = self.chunk_range(opts)
        self._check_letters(state, chunk, "dna-sequence-bad-chunk")
        if not lo <= len(chunk) <= hi:
            raise IllegalMove(Msg("dna-sequence-chunk-size", chunk=chunk, given=len(chunk), low=lo, high=hi)
                              if lo != hi else
                              Msg("dna-sequence-chunk-size-fixed", chunk=chunk, given=len(chunk), size=lo))
        if not opts["need_not_own"] and chunk not in state["strands"][seat]:
            raise IllegalMove(Msg("dna-sequence-chunk-not-own", chunk=chunk,
                                  strand=state["strands"][seat]))
        if not self._surely_legal(state, seat, chunk):
            legal = self._legal_chunks(state, seat)
            if chunk not in legal:
                if not self._outcome(state, seat, chunk):
                    raise IllegalMove(Msg("dna-sequence-chunk-removes-nothing", chunk=chunk))
                hits = {t: n for t, (_, n, _) in self._outcome(state, seat, chunk).items()
                        if t != seat}
                victim = max(hits, key=hits.__getitem__)
                worst = hits[victim]
                raise IllegalMove(Msg("dna-sequence-first-turn-limit", chunk=chunk, count=worst,
                                      name=state["seats"][victim], limit=seat + 1,
                                      examples=", ".join(sorted(legal)[:3])))
        return self._play_chunk(state, seat, chunk)

    def _surely_legal(self, state: State, seat: int, chunk: str) -> bool:
        """Fast path of ``chunk in _legal_chunks(...)`` for a well-formed, owned chunk.

        True only when it certainly is legal (cuts something where that is
        required, and within the first-round limit); False means "ask
        ``_legal_chunks``" (the limit's fallback needs every candidate).
        """
        opts = state["options"]
        outcome = self._outcome(state, seat, chunk)
        if (opts["need_not_own"] or opts["no_reduce_self"]) and not outcome:
            return False
        if not self._first_round_limited(state, seat):
            return True
        return max((n for t, (_, n, _) in outcome.items() if t != seat), default=0) <= seat + 1

    def _play_chunk(self, state: State, seat: int, chunk: str) -> list[Event]:
        names = state["seats"]
        outcome = self._outcome(state, seat, chunk)
        was_in = [s for s in range(len(names)) if not state["out"][s]]
        for target, (strand, _, _) in outcome.items():
            state["strands"][target] = strand
        state["turns_taken"][seat] += 1
        state["last"] = {
            "by": seat, "chunk": chunk,
            "removed": {str(t): n for t, (_, n, _) in outcome.items()},
            "cuts": {str(t): cuts for t, (_, _, cuts) in outcome.items()},
        }
        losses = ", ".join(f"{names[t]} −{n * len(chunk)}" for t, (_, n, _) in sorted(outcome.items()))
        events: list[Event] = [{"type": "removed", "seat": seat, "chunk": chunk,
                                "text": Msg("dna-sequence-removed", name=names[seat], chunk=chunk,
                                            losses=losses)}]
        lo = self.chunk_range(state["options"])[0]
        ply = state.get("ply", 0) + 1
        for s in was_in:
            if len(state["strands"][s]) < lo:
                state["out"][s] = True
                state["out_ply"][s] = ply
                events.append({"type": "out", "seat": s, "text": Msg("dna-sequence-out", name=names[s])})
        events.extend(self._advance(state, was_in))
        return events

    def _advance(self, state: State, was_in: list[int]) -> list[Event]:
        """Pass the turn or end the game (rules §Elimination and result)."""
        alive = [s for s in range(len(state["seats"])) if not state["out"][s]]
        if len(alive) == 1:
            return self._finish(state, alive, Msg("dna-sequence-reason-last-standing"))
        if not alive:
            longest = max(len(state["strands"][s]) for s in was_in)
            best = [s for s in was_in if len(state["strands"][s]) == longest]
            return self._finish(state, best, Msg("dna-sequence-reason-all-short-longest")
                                if len(best) == 1 else Msg("dna-sequence-reason-all-short"))
        n = len(state["seats"])
        turn = state["turn"]
        for d in range(1, n + 1):
            nxt = (turn + d) % n
            if nxt == 0:  # rounds start with the first seat
                state["round"] += 1
            if state["out"][nxt]:
                continue
            state["turn"] = nxt
            if self._can_nominate(state, nxt):
                return []
        # House ruling (only reachable with need_not_own or no_reduce_self):
        # nobody can cut anything, so the game stalls and the longest strand wins.
        longest = max(len(state["strands"][s]) for s in alive)
        best = [s for s in alive if len(state["strands"][s]) == longest]
        return self._finish(state, best, Msg("dna-sequence-reason-stalled"))

    def _skip(self, state: State, seat: int) -> list[Event]:
        """House rule for clocks: a timed-out seat loses its chunk turn; set-up cannot be skipped."""
        if state["phase"] == "setup":
            raise IllegalMove(Msg("dna-sequence-no-skip-setup"))
        alive = [s for s in range(len(state["seats"])) if not state["out"][s]]
        events: list[Event] = [{"type": "passed", "seat": seat,
                                "text": Msg("dna-sequence-passed", name=state["seats"][seat])}]
        return events + self._advance(state, alive)

    def _resign(self, state: State, seat: int) -> list[Event]:
        """A resigning seat is out at once; during set-up its strand is dropped."""
        if state["out"][seat]:
            raise IllegalMove(Msg("dna-sequence-already-out"))
        names = state["seats"]
        was_in = [s for s in range(len(names)) if not state["out"][s]]
        state["out"][seat] = True
        state["out_ply"][seat] = state.get("ply", 0) + 1
        events: list[Event] = [
            {"type": "resigned", "seat": seat, "text": Msg("dna-sequence-resigned", name=names[seat])}]
        alive = [s for s in was_in if s != seat]
        if len(alive) == 1:
            return events + self._finish(state, alive, Msg("dna-sequence-resigned", name=names[seat]))
        if state["phase"] == "setup":
            state["strands"][seat] = ""
            if not self.to_move(state):
                follow = self._start_play(state)
                events.append(self._revealed(state))
                events.extend(follow)
            return events
        # With no_reduce_self the resigned strand may have been the only one
        # the seat to move could cut: then it is skipped too.
        if state["turn"] == seat or not self._candidates(state, state["turn"]):
            events.extend(self._advance(state, was_in))
        return events

    def _finish(self, state: State, winners: list[int], reason: Msg) -> list[Event]:
        state["phase"] = "over"
        n = len(state["seats"])
        order = sorted(range(n), key=lambda s: (s not in winners, -(state["out_ply"][s] or 10**9)))
        ranks = [0] * n
        for place, s in enumerate(order):
            prev = order[place - 1] if place else None
            same = prev is not None and (s in winners) == (prev in winners) and \
                (s in winners or state["out_ply"][s] == state["out_ply"][prev])
            ranks[s] = ranks[prev] if same and prev is not None else place + 1
        state["result"] = {"winners": sorted(winners), "reason": reason, "ranks": ranks}
        names = self.names(state, winners)
        if is_draw(winners, range(n)):
            return [{"type": "result", "text": Msg("dna-sequence-draw", names=names, reason=reason)}]
        return [{"type": "result", "text": Msg("dna-sequence-won", names=names, count=len(names),
                                               reason=reason)}]

    # -- views -------------------------------------------------------------
    def view(self, state: State, seat: int | None = None) -> DnaSequenceView:
        """JSON view (rules §Notation and text view).

        Keys: ``sequences`` (name → strand, ``None`` while secret),
        ``submitted`` (names, set-up only), ``out`` (names), ``round``,
        ``to_move`` (names), ``result`` (``None`` or winners as names plus
        ``reason``), ``last_move`` (``by``, ``chunk``, ``removed`` and ``cuts``
        keyed by name), ``phase``, ``alphabet``, ``chunk`` ([lo, hi]),
        ``length``, ``seats`` and ``viewer`` (the name, or ``None``).
        """
        names = state["seats"]
        secret = state["phase"] == "setup"
        sequences = {}
        for s, name in enumerate(names):
            strand = state["strands"][s]
            sequences[name] = strand if (not secret or s == seat) else None
        last = state["last"]
        result = state["result"]
        return {
            "game": self.id,
            "seats": list(names),
            "viewer": names[seat] if seat is not None else None,
            "phase": state["phase"],
            "alphabet": self._alphabet(state["options"]),
            "chunk": list(self.chunk_range(state["options"])),
            "length": state["options"]["length"],
            "sequences": sequences,
            "submitted": [names[s] for s in range(len(names)) if state["strands"][s] is not None]
            if secret else list(names),
            "out": [names[s] for s in range(len(names)) if state["out"][s]],
            "round": state["round"] if not secret else 0,
            "to_move": self.names(state, self.to_move(state)),
            "last_move": None if last is None else {
                "by": names[last["by"]], "chunk": last["chunk"],
                "removed": {names[int(t)]: n for t, n in last["removed"].items()},
                "cuts": {names[int(t)]: list(c) for t, c in last["cuts"].items()},
            },
            "result": None if result is None else {
                # A state read back from JSON holds the reason as a plain dict: a Msg again.
                "winners": self.names(state, result["winners"]), "reason": fresh_msg(result["reason"]),
                "ranks": {names[s]: r for s, r in enumerate(result["ranks"])},
            },
        }

    def describe(self, view: DnaSequenceView) -> list[Msg | str]:
        """pbmserv's text board as its lines (``Game.describe``): ``ned (33): TCG…`` per
        seat, ``(out)`` when eliminated, then the result once there is one."""
        lines: list[Msg | str] = []
        for name in view["seats"]:
            strand = view["sequences"][name]
            if strand is None:
                lines.append(Msg("dna-sequence-describe-submitted" if name in view["submitted"]
                                 else "dna-sequence-describe-waiting", name=name))
            else:
                lines.append(Msg("dna-sequence-describe-out" if name in view["out"]
                                 else "dna-sequence-describe-strand",
                                 name=name, length=len(strand), strand=strand))
        if view["result"]:
            lines.append(Msg("dna-sequence-describe-result", names=view["result"]["winners"],
                             reason=as_msg(view["result"]["reason"])))
        return lines
