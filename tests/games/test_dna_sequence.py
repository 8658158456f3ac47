"""DNA (sequence chunks): shared/rules/dna-sequence.md and seed 001, as tests.

Every test vector of the rules file is here (search "rules §Test vectors"),
plus options, illegal moves, the first-round limit and its fallback, the test
options, determinism and the removal function against a literal
implementation of "leftmost occurrence, delete, search again from the start".
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from conformance import assert_refused
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import i18n
from games import BadOptions, get_game
from games.dna_sequence import NUCLEOTIDES, max_distinct_length, remove_chunk

GAME = get_game("dna-sequence")
SEED_FILE = Path(__file__).resolve().parents[3] / "shared" / "seeds" / "001_84f03883df1ada8f.txt"

# --- helpers ---------------------------------------------------------------


def manual(strands: list[str], options: str = "", names: list[str] | None = None,
           order: list[int] | None = None):
    """A manual game with ``strands`` submitted (in ``order``, default seat order)."""
    names = names or [f"p{i}" for i in range(len(strands))]
    state = GAME.new_state(names, f"manual length={len(strands[0])} {options}", 0)
    for seat in order if order is not None else range(len(strands)):
        state, _ = GAME.apply(state, seat, strands[seat])
    assert state["phase"] != "setup"
    return state


def play(state, seat: int, text: str):
    new, events = GAME.apply(state, seat, text)
    return new


def strands(state) -> list[str]:
    view = GAME.view(state)
    return [view["sequences"][name] for name in view["seats"]]


def refused(state, seat, text, *fragments: str) -> str:
    """``text`` by ``seat`` raises IllegalMove naming ``fragments``; the state is untouched."""
    return assert_refused(GAME, state, seat, text, *fragments)


def naive_remove(strand: str, chunk: str) -> tuple[str, int, list[int]]:
    """rules §A move, literally: delete the leftmost occurrence, search again from the start.

    Also tracks where gaps closed (the engine's ``cuts``): a cut inside or at
    either end of a deleted stretch collapses onto the new gap.
    """
    removals = 0
    cuts: set[int] = set()
    k = len(chunk)
    while (i := strand.find(chunk)) >= 0:
        strand = strand[:i] + strand[i + k:]
        removals += 1
        cuts = {c if c < i else (i if c <= i + k else c - k) for c in cuts} | {i}
    return strand, removals, sorted(cuts)


def windows(strand: str, k: int) -> list[str]:
    return [strand[i:i + k] for i in range(len(strand) - k + 1)]


# --- seed 001: the ned/ted/jed example ---------------------------------------

SEED_START = {
    "ned": "TCGCATGTACAAAGTTTTCAATCTTCGCCTTGAGAG",
    "ted": "TCAGCGCGTTCCCGGAGTCGTCGTATTAAAGGGGAT",
    "jed": "GCCAATTATGGACTTGTTGTCAGATAGTTTCCGGCG",
}
SEED_AFTER_AAG = """\
ned (33): TCGCATGTACATTTTCAATCTTCGCCTTGAGAG
ted (33): TCAGCGCGTTCCCGGAGTCGTCGTATTAGGGAT
jed (36): GCCAATTATGGACTTGTTGTCAGATAGTTTCCGGCG"""
SEED_AFTER_TTC = """\
ned (27): TCGCATGTACATTAATCGCCTTGAGAG
ted (30): TCAGCGCGCCGGAGTCGTCGTATTAGGGAT
jed (33): GCCAATTATGGACTTGTTGTCAGATAGTCGGCG"""


def seed_game():
    """The seed's position: manual set-up, strands sent in the order jed, ned, ted."""
    names = list(SEED_START)
    return manual([SEED_START[n] for n in names], names=names, order=[2, 0, 1])


def test_seed_text_matches_the_seed_file():
    """The strings below are copied from the seed; check the copy (skip if the seed is absent)."""
    if not SEED_FILE.exists():
        pytest.skip(f"{SEED_FILE} not present")
    text = SEED_FILE.read_text()
    for name, strand in SEED_START.items():
        assert f"{name} (36): {strand}" in text
    for block in (SEED_AFTER_AAG, SEED_AFTER_TTC):
        for line in block.splitlines():
            assert line in text  # the seed's jed line ends with a stray '.'


def test_seed_example_gives_the_printed_boards():
    """rules §Test vectors: manual set-up, ned: AAG, ted: TTC → exactly the seed's boards."""
    state = seed_game()
    assert i18n.text(GAME.describe(GAME.view(state)), "en") == "\n".join(
        f"{name} (36): {strand}" for name, strand in SEED_START.items())
    assert GAME.to_move(state) == [0]

    state = play(state, 0, "AAG")
    assert i18n.text(GAME.describe(GAME.view(state)), "en") == SEED_AFTER_AAG
    assert GAME.view(state)["last_move"]["removed"] == {"ned": 1, "ted": 1}
    assert GAME.to_move(state) == [1]

    state = play(state, 1, "TTC")
    assert i18n.text(GAME.describe(GAME.view(state)), "en") == SEED_AFTER_TTC
    # ted is second in turn order: 2 chunks from ned are within its limit.
    assert GAME.view(state)["last_move"]["removed"] == {"ned": 2, "ted": 1, "jed": 1}
    assert GAME.to_move(state) == [2]


def test_seed_ttg_is_illegal_as_neds_first_move():
    """rules §Test vectors: TTG would take two chunks from jed; ned (first) may take one."""
    state = seed_game()
    assert "TTG" in SEED_START["ned"]
    assert remove_chunk(SEED_START["jed"], "TTG")[1] == 2
    refused(state, 0, "TTG", "jed", "2", "at most 1")
    refused(state, 0, "ttg", "jed")
    legal = GAME.legal_moves(state, 0)
    assert "TTG" not in legal and "AAG" in legal
    # After the first round the limit is gone: in round 2 ned may play TTG.
    state = play(play(play(state, 0, "AAG"), 1, "TTC"), 2, "GCC")
    assert GAME.to_move(state) == [0] and GAME.view(state)["round"] == 2
    assert "TTG" in strands(state)[0] and remove_chunk(strands(state)[2], "TTG")[1] == 2
    assert "TTG" in GAME.legal_moves(state, 0)
    state = play(state, 0, "TTG")
    assert GAME.view(state)["last_move"]["removed"]["jed"] == 2


# --- removal -------------------------------------------------------------------

REMOVAL_VECTORS = [  # rules §Test vectors
    ("TAAGAAGCGCCT", "AGC", "TAT", 3),
    ("AACACACA", "ACA", "CA", 2),
    ("AAACACACA", "ACA", "", 3),
    ("AACACACAA", "ACA", "CAA", 2),
]


@pytest.mark.parametrize("strand, chunk, left, removals", REMOVAL_VECTORS)
def test_removal_vectors(strand, chunk, left, removals):
    assert remove_chunk(strand, chunk)[:2] == (left, removals)
    assert naive_remove(strand, chunk)[:2] == (left, removals)


def test_removal_steps_of_the_seed_note():
    """The seed's note: TAAGAAGCGCCT → TAAGAGCCT → TAAGCT → TAT (checks the naive helper too)."""
    steps, strand = [], "TAAGAAGCGCCT"
    while (i := strand.find("AGC")) >= 0:
        strand = strand[:i] + strand[i + 3:]
        steps.append(strand)
    assert steps == ["TAAGAGCCT", "TAAGCT", "TAT"]
    assert remove_chunk("TAAGAAGCGCCT", "AGC") == ("TAT", 3, [2])


def test_removal_vectors_in_a_game():
    """The cascades also hold inside a game, counted per seat in ``last_move``."""
    state = manual(["AACACACAA", "AAACACACA"], "non_incremental")
    state = play(state, 0, "ACA")
    view = GAME.view(state)
    assert view["sequences"] == {"p0": "CAA", "p1": ""}
    assert view["last_move"]["removed"] == {"p0": 2, "p1": 3}
    # p0 keeps exactly a chunk's worth of letters: still in (out means *shorter*).
    assert view["out"] == ["p1"]
    assert GAME.result(state)["winners"] == [0]

    state = manual(["TAAGAAGCGCCT", "GGGGGGGGGGGG"], "non_incremental")
    state = play(state, 0, "AGC")
    assert strands(state) == ["TAT", "GGGGGGGGGGGG"]
    assert GAME.view(state)["last_move"]["removed"] == {"p0": 3}


CHUNKS = st.text(alphabet="ACGT", min_size=1, max_size=5)


@st.composite
def strand_and_chunk(draw):
    """Strands rich in overlapping occurrences: pieces of the chunk glued together."""
    chunk = draw(CHUNKS)
    pieces = [chunk, chunk[1:], chunk[:-1], chunk[: len(chunk) // 2], chunk[len(chunk) // 2:]]
    parts = draw(st.lists(st.one_of(st.sampled_from(pieces), st.text(alphabet="ACGT", max_size=3)),
                          max_size=14))
    return "".join(parts), chunk


@settings(max_examples=400, deadline=None)
@given(strand_and_chunk())
def test_removal_equals_the_literal_definition(case):
    strand, chunk = case
    assert remove_chunk(strand, chunk) == naive_remove(strand, chunk)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="ACGT", max_size=60), CHUNKS)
def test_removal_equals_the_literal_definition_on_random_strands(strand, chunk):
    assert remove_chunk(strand, chunk) == naive_remove(strand, chunk)


# --- result vectors --------------------------------------------------------------


def test_two_seat_length_4_tie():
    """rules §Test vectors: ACGA/ACGT, first seat plays ACG → both one letter → tie."""
    state = manual(["ACGA", "ACGT"], "chunk=3 non_incremental")
    state = play(state, 0, "ACG")
    assert strands(state) == ["A", "T"]
    result = GAME.result(state)
    assert result["winners"] == [0, 1]
    assert str(result["reason"]) == "every strand fell below a chunk"
    _, events = GAME.apply(manual(["ACGA", "ACGT"], "chunk=3 non_incremental"), 0, "ACG")
    assert str(events[-1]["text"]) == "Draw: p0 and p1 tied (every strand fell below a chunk)"
    view = GAME.view(state)
    assert view["result"]["winners"] == ["p0", "p1"] and view["out"] == ["p0", "p1"]
    assert GAME.to_move(state) == [] and view["to_move"] == []
    refused(state, 1, "ACG", "over")


def test_two_seat_length_6_last_survivor():
    """rules §Test vectors: ACGACG/TTTTTT, first seat plays ACG → out (0 letters, 2 removals)."""
    state = manual(["ACGACG", "TTTTTT"], "chunk=3 non_incremental")
    state = play(state, 0, "ACG")
    view = GAME.view(state)
    assert view["sequences"] == {"p0": "", "p1": "TTTTTT"}
    assert view["last_move"]["removed"] == {"p0": 2}
    assert view["out"] == ["p0"]
    assert GAME.result(state)["winners"] == [1]
    assert view["result"]["winners"] == ["p1"]
    lines = i18n.text(GAME.describe(view), "en").splitlines()
    assert lines[0].startswith("p0 (0):") and lines[0].endswith("(out)")
    assert lines[1] == "p1 (6): TTTTTT"


def test_longest_strand_wins_when_nobody_is_left():
    """rules §Elimination: a move that leaves nobody → the longest among those in before wins.

    With one chunk size every strand keeps ``length mod chunk`` letters, so
    the seats that go out together always tie; sizes 2..3 can differ.
    """
    state = manual(["CGAGCG", "CCCGGG"], "min_chunk=2 max_chunk=3 non_incremental")
    state = play(state, 0, "AGC")
    assert strands(state) == ["CGG", "CCCGGG"]
    state = play(state, 1, "CG")  # p0 → "G" (1 letter), p1 → "" (0): both out
    assert strands(state) == ["G", ""]
    result = GAME.result(state)
    assert result["winners"] == [0] and "longest" in str(result["reason"])
    assert GAME.view(state)["out"] == ["p0", "p1"]
    # Only the seats in before the move count: a seat already out stays out of it.
    state = manual(["ACGAA", "TACGT", "CCCCC"], "non_incremental reduce_next")
    state = play(state, 0, "ACG")  # reduce_next: p0 → "AA", p1 → "TT"; p2 untouched
    assert strands(state) == ["AA", "TT", "CCCCC"]
    assert GAME.result(state)["winners"] == [2]


# --- manual set-up secrecy -------------------------------------------------------


def test_manual_setup_is_secret_until_the_last_strand():
    """rules §Test vectors: until the last strand arrives nobody else sees any submitted strand."""
    rng = random.Random(5)
    names = ["ann", "bob", "cat"]
    secret = ["".join(rng.choice("ACGT") for _ in range(36)) for _ in names]
    state = GAME.new_state(names, "manual", 9)
    assert GAME.to_move(state) == [0, 1, 2]
    submitted = []
    for seat in (1, 2, 0):
        state, events = GAME.apply(state, seat, secret[seat].lower())  # any case
        submitted.append(seat)
        last = len(submitted) == 3
        for event in events:  # narration is public; the strand goes to its owner only
            public = json.dumps({k: v for k, v in event.items() if k != "private"})
            if not last:
                assert all(s not in public for s in secret)
            for reader, note in event.get("private", {}).items():
                assert reader == str(seat) and secret[seat] in str(note)
        if last:
            break
        assert GAME.secrets(state, seat) == [secret[seat]]
        assert GAME.to_move(state) == [s for s in range(3) if s not in submitted]
        assert GAME.legal_moves(state, seat) == []
        refused(state, seat, secret[seat], "not your turn")
        for viewer in (None, 0, 1, 2):
            view = GAME.view(state, viewer)
            text = json.dumps(view) + i18n.text(GAME.describe(view), "en")
            for owner in submitted:
                if owner == viewer:
                    assert view["sequences"][names[owner]] == secret[owner]
                else:
                    assert view["sequences"][names[owner]] is None
                    assert secret[owner] not in text
        assert GAME.view(state)["submitted"] == [names[s] for s in sorted(submitted)]
    # The last strand reveals all of them at once.
    assert any(e["type"] == "revealed" for e in events)
    assert GAME.view(state)["sequences"] == dict(zip(names, secret))
    assert all(GAME.secrets(state, s) == [] for s in range(3))
    assert GAME.to_move(state) == [0] and GAME.view(state)["round"] == 1


def test_secrets_are_none_without_manual():
    state = GAME.new_state(["a", "b"], None, 1)
    assert [GAME.secrets(state, s) for s in range(2)] == [[], []]


# --- options ----------------------------------------------------------------------

BAD_OPTIONS = [
    ("base=5", ["base", "2..4", "5"]),
    ("base=1", ["base", "2..4"]),
    ("length=0", ["length", "0"]),
    ("length=2", ["length", "3"]),              # shorter than a chunk
    ("base=2 no_dup", ["no_dup", "base=2", "10", "36"]),  # 2^3 + 3 - 1 = 10 letters at most
    ("base=2 no_dup length=11", ["no_dup", "10", "11"]),
    ("base=4 chunk=2 no_dup length=18", ["no_dup", "17"]),
    ("colour=red", ["colour", "unknown", "length", "no_dup"]),
    ("speed", ["speed", "unknown"]),
    ("min_chunk=4 max_chunk=2", ["min_chunk", "max_chunk"]),
    ("min_chunk=1", ["min_chunk", "2"]),
    ("max_chunk=13", ["max_chunk", "12"]),
    ("length=abc", ["length", "abc", "integer"]),
    ("chunk=3.5", ["chunk", "3.5"]),
    ("manual=maybe", ["manual", "maybe"]),
    ("length", ["length", "value"]),
    ("manual manual", ["manual", "twice"]),
    ("=3", ["=3", "name"]),
]


@pytest.mark.parametrize("options, fragments", BAD_OPTIONS)
def test_bad_options_are_refused_clearly(options, fragments):
    with pytest.raises(BadOptions) as info:
        GAME.new_state(["a", "b", "c"], options, 1)
    message = str(info.value)
    for fragment in fragments:
        assert fragment.lower() in message.lower(), f"{fragment!r} not in {message!r}"


@pytest.mark.parametrize("options", [{"base": 5}, {"length": "x"}, {"manual": "perhaps"},
                                     {"nonsense": 1}, {"base": 2, "no_dup": True}])
def test_bad_options_as_a_dict(options):
    with pytest.raises(BadOptions):
        GAME.new_state(["a", "b"], options, 1)


@pytest.mark.parametrize("count", [0, 1, 9])
def test_seat_count_outside_2_to_8(count):
    with pytest.raises(BadOptions, match="2–8"):
        GAME.new_state([f"p{i}" for i in range(count)], None, 1)


@pytest.mark.parametrize("options", [
    "", "-manual", "base=2 no_dup length=10", "no_dup", "min_chunk=2 max_chunk=4",
    "length=3", "base=3 chunk=2", "Length=24 -no_dup", "manual=off",
])
def test_good_options_are_accepted(options):
    state = GAME.new_state(["a", "b"], options, 1)
    assert GAME.from_json(GAME.to_json(state)) == state


# --- illegal moves -------------------------------------------------------------------


def test_illegal_moves_name_the_problem():
    state = seed_game()  # ned to move; ned's strand has no GGG
    refused(state, 0, "AXG", "'X'", "A C G T")
    refused(state, 0, "AA", "3 letters", "2")
    refused(state, 0, "AAGT", "3 letters", "4")
    assert "GGG" not in SEED_START["ned"]
    refused(state, 0, "GGG", "not in your strand")
    refused(state, 0, "TTG", "jed", "at most 1")
    refused(state, 1, "TCA", "not your turn", "ned")
    refused(state, 0, "", "empty")
    refused(state, 0, "AAG; TCG", "one move at a time")
    refused(state, 3, "AAG", "not in this game")
    refused(state, 0, "A\u200bAG", "use only the letters")


def test_letters_outside_a_smaller_base():
    state = GAME.new_state(["a", "b"], "base=2", 3)
    assert set("".join(strands(state))) <= set("AC")
    refused(state, 0, "AAG", "'G'", "A C")
    assert all(set(m) <= set("AC") for m in GAME.legal_moves(state, 0))


def test_illegal_setup_strands():
    state = GAME.new_state(["a", "b"], "manual length=8 no_dup chunk=2", 3)
    refused(state, 0, "ACGT", "exactly 8 letters", "4")
    refused(state, 0, "ACGTACGX", "'X'")
    refused(state, 0, "AACCAACC", "no_dup", "AA")  # AA occurs twice
    refused(state, 0, "ACGTAC; ACGTACGT", "one move at a time")
    state = play(state, 0, "AACCGGTT")
    refused(state, 0, "ACAGCTGA", "not your turn")


def test_no_move_after_the_end():
    state = manual(["ACGACG", "TTTTTT"], "non_incremental")
    state = play(state, 0, "ACG")
    assert GAME.result(state) is not None
    for seat in (0, 1):
        assert GAME.legal_moves(state, seat) == []
        refused(state, seat, "TTT", "over")


# --- start: no_dup -----------------------------------------------------------------

# (base, k) pairs whose bound base^k + k − 1 fits the length option (≤ 200).
BOUNDS = [(b, k) for b in (2, 3, 4) for k in range(2, 8) if max_distinct_length(b, k) <= 200]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**64 - 1), case=st.sampled_from(BOUNDS), data=st.data())
def test_no_dup_strands_have_no_repeated_chunk(seed, case, data):
    base, k = case
    bound = max_distinct_length(base, k)
    length = data.draw(st.one_of(st.just(bound), st.integers(k, bound)), label="length")
    seats = data.draw(st.integers(2, 8), label="seats")
    state = GAME.new_state([f"p{i}" for i in range(seats)],
                           f"no_dup base={base} chunk={k} length={length}", seed)
    for strand in strands(state):
        assert len(strand) == length and set(strand) <= set(NUCLEOTIDES[:base])
        assert len(set(windows(strand, k))) == len(windows(strand, k))
        if length == bound:  # a de Bruijn sequence: every chunk exactly once
            assert len(set(windows(strand, k))) == base**k


@pytest.mark.parametrize("base, k", BOUNDS)
def test_no_dup_at_the_bound_and_one_above(base, k):
    bound = max_distinct_length(base, k)
    for seed in range(3):
        state = GAME.new_state(["a", "b", "c"], f"no_dup base={base} chunk={k} length={bound}", seed)
        for strand in strands(state):
            assert sorted(windows(strand, k)) == sorted(set(windows(strand, k)))
            assert len(windows(strand, k)) == base**k
    if bound + 1 <= 200:
        with pytest.raises(BadOptions, match="no_dup"):
            GAME.new_state(["a", "b"], f"no_dup base={base} chunk={k} length={bound + 1}", 0)


def test_no_dup_with_variable_chunks_uses_the_minimum():
    state = GAME.new_state(["a", "b"], "no_dup min_chunk=2 max_chunk=4 length=17", 4)
    for strand in strands(state):
        assert len(set(windows(strand, 2))) == 16
    with pytest.raises(BadOptions, match="no_dup"):
        GAME.new_state(["a", "b"], "no_dup min_chunk=2 max_chunk=4 length=18", 4)


def test_no_dup_default_game_is_duplicate_free():
    for seed in range(20):
        for strand in strands(GAME.new_state(["a", "b", "c"], "no_dup", seed)):
            assert len(set(windows(strand, 3))) == 34


def test_random_strands_without_no_dup_do_repeat_sometimes():
    """Guards the test above: plain random 36-letter strands usually repeat a 3-chunk."""
    repeats = sum(len(set(windows(s, 3))) < 34
                  for seed in range(20) for s in strands(GAME.new_state(["a", "b"], "", seed)))
    assert repeats > 10


# --- first-round limit ----------------------------------------------------------------


def test_first_round_fallback_least_damaging_nomination():
    """rules §A move: every owned chunk takes > 1 from someone → only the least damaging is legal."""
    state = manual(["AAAAAAAAC", "AAAAAAAAA", "AACAACTTT"])
    # AAA takes 3 from p1; AAC takes 2 from p2; p0 (first) may take 1: fallback to AAC.
    assert GAME.legal_moves(state, 0) == ["AAC"]
    refused(state, 0, "AAA", "3", "p1")
    state = play(state, 0, "AAC")
    assert strands(state) == ["AAAAAA", "AAAAAAAAA", "TTT"]
    assert GAME.view(state)["last_move"]["removed"] == {"p0": 1, "p2": 2}


def test_first_round_fallback_ties_are_all_legal():
    state = manual(["AAAAAACCC", "AAAAAAAAA", "AACAACGGG", "ACCACCGGG", "CCCCCCGGG"])
    # AAA takes 3 from p1; AAC, ACC and CCC take 2 from p2, p3, p4: all over 1,
    # so the least damaging (2) are legal, every one of them.
    assert GAME.legal_moves(state, 0) == ["AAC", "ACC", "CCC"]
    refused(state, 0, "AAA", "3", "p1")
    state = manual(["AAAAAACCC", "AAAAAACCC"])
    # AAA: 2 from p1 and AAC: 3 (cascade); ACC, CCC: 1 each → within the limit.
    assert GAME.legal_moves(state, 0) == ["ACC", "CCC"]
    state = manual(["AAAAAA", "AAAAAA", "AAAAAA"])
    assert GAME.legal_moves(state, 0) == ["AAA"]  # the only chunk: legal by the fallback


def first_turn_model(strands: list[str], out: list[bool], seat: int, first: bool,
                     k: int = 3) -> set[str]:
    """rules §A move for the default options, written from the rules text."""
    n = len(strands)
    owned = {strands[seat][i:i + k] for i in range(len(strands[seat]) - k + 1)}
    if not first:
        return owned
    opponents = [t for t in range(n) if t != seat and not out[t]]
    worst = {c: max([naive_remove(strands[t], c)[1] for t in opponents], default=0) for c in owned}
    within = {c for c in owned if worst[c] <= seat + 1}
    if within or not owned:
        return within
    least = min(worst.values())
    return {c for c in owned if worst[c] == least}


@settings(max_examples=60, deadline=None)
@given(seats=st.integers(2, 5), length=st.integers(3, 12), letters=st.sampled_from(["AC", "ACG"]),
       data=st.data())
def test_legal_moves_match_a_model_of_the_rules(seats, length, letters, data):
    """Small manual games on few letters (many cascades): legal moves at every ply = the model."""
    start = [data.draw(st.text(alphabet=letters, min_size=length, max_size=length), label=f"p{i}")
             for i in range(seats)]
    state = manual(start)
    moved = [False] * seats
    while GAME.result(state) is None:
        (seat,) = GAME.to_move(state)
        now, was_out = state["strands"], state["out"]
        expected = first_turn_model(now, was_out, seat, not moved[seat])
        assert set(GAME.legal_moves(state, seat)) == expected
        move = data.draw(st.sampled_from(sorted(expected)), label="move")
        state = play(state, seat, move)
        moved[seat] = True
        # Every seat still in (the mover too) loses the chunk; seats out keep their letters.
        assert state["strands"] == [s if o else naive_remove(s, move)[0]
                                    for s, o in zip(now, was_out)]
        assert state["out"] == [len(s) < 3 for s in state["strands"]]


def test_own_removals_are_not_limited():
    state = manual(["CCCCCCCCC", "GGGGGGGGG"])
    assert GAME.legal_moves(state, 0) == ["CCC"]
    state = play(state, 0, "CCC")  # 3 chunks from itself: fine, and it is out
    assert GAME.view(state)["last_move"]["removed"] == {"p0": 3}
    assert GAME.result(state)["winners"] == [1]


@pytest.mark.parametrize("last, legal", [("TTTTTTTTTCCC", True), ("TTTTTTTTTTTT", False)])
def test_first_round_limit_is_the_seats_place(last, legal):
    """Seat i (1-based) may take at most i chunks from any opponent on its first turn."""
    state = manual(["GGGCCCCCCCCC", "CGCGCGCGCGCG", "TTTTTTTTTAAA", last])
    state = play(state, 0, "GGG")
    state = play(state, 1, "CGC")
    assert GAME.to_move(state) == [2]
    taken = remove_chunk(strands(state)[3], "TTT")[1]
    assert taken == (3 if legal else 4)
    assert ("TTT" in GAME.legal_moves(state, 2)) is legal
    if legal:
        play(state, 2, "TTT")
    else:
        refused(state, 2, "TTT", "4", "p3", "at most 3")


def test_second_seat_may_take_two_not_three():
    state = manual(["ACGACGGGG", "TTTACGCCC", "TTTTTTTTT"])
    state = play(state, 0, "GGG")
    assert strands(state)[0] == "ACGACG"
    legal = GAME.legal_moves(state, 1)
    assert "ACG" in legal and "TTT" not in legal  # ACG: 2 from p0; TTT: 3 from p2
    refused(state, 1, "TTT", "3", "p2", "at most 2")
    state = play(state, 1, "ACG")
    assert strands(state) == ["", "TTTCCC", "TTTTTTTTT"] and GAME.view(state)["out"] == ["p0"]


def test_non_incremental_lifts_the_limit():
    state = manual(["AAAAAAAAC", "AAAAAAAAA", "AACAACTTT"], "non_incremental")
    assert GAME.legal_moves(state, 0) == ["AAA", "AAC"]
    state = manual(list(SEED_START.values()), "non_incremental", names=list(SEED_START))
    assert "TTG" in GAME.legal_moves(state, 0)


# --- test options ----------------------------------------------------------------------


def test_reduce_next_cuts_only_the_next_seat_still_in():
    state = manual(["AAACCC", "AAAAAA", "CCCAAA"], "reduce_next non_incremental")
    state = play(state, 0, "AAA")  # p1 is next: p2's AAA stays
    assert strands(state) == ["CCC", "", "CCCAAA"] and GAME.view(state)["out"] == ["p1"]
    assert GAME.to_move(state) == [2]
    state = play(state, 2, "AAA")  # p2's next is p0, which has no AAA
    assert strands(state) == ["CCC", "", "CCC"]
    state = play(state, 0, "CCC")  # p0's next in is p2 (p1 is out)
    assert strands(state) == ["", "", ""]
    assert GAME.result(state)["winners"] == [0, 2]


def test_no_reduce_self_keeps_the_movers_strand():
    state = manual(["AAACCC", "CCCGGG"], "no_reduce_self non_incremental")
    assert GAME.legal_moves(state, 0) == ["CCC"]  # the others would cut nothing
    refused(state, 0, "AAA", "remove nothing")
    state = play(state, 0, "CCC")
    assert strands(state) == ["AAACCC", "GGG"]
    assert GAME.view(state)["last_move"]["removed"] == {"p1": 1}


def test_no_reduce_self_skips_a_seat_that_cannot_cut():
    """House ruling: a seat in with no legal chunk (only with no_reduce_self) is skipped."""
    state = manual(["ACG", "TTT", "TTT"], "no_reduce_self")
    assert GAME.to_move(state) == [1] and GAME.legal_moves(state, 0) == []
    assert GAME.legal_moves(state, 1) == ["TTT"]
    state = manual(["ACG", "TTT", "CGT"], "no_reduce_self")  # nobody can cut anything
    result = GAME.result(state)
    assert result is not None and result["winners"] == [0, 1, 2]
    assert GAME.to_move(state) == []


def test_need_not_own():
    state = manual(["AAAAAA", "CCCGGG"], "need_not_own non_incremental")
    assert GAME.legal_moves(state, 0) == ["AAA", "CCC", "CCG", "CGG", "GGG"]
    refused(state, 0, "TTT", "remove nothing")
    state2 = play(state, 0, "CGG")  # not in p0's strand
    assert strands(state2) == ["AAAAAA", "CCG"]
    plain = manual(["AAAAAA", "CCCGGG"], "non_incremental")
    refused(plain, 0, "CGG", "not in your strand")


def test_need_not_own_with_no_reduce_self():
    state = manual(["AAAAAA", "CCCGGG"], "need_not_own no_reduce_self non_incremental")
    assert GAME.legal_moves(state, 0) == ["CCC", "CCG", "CGG", "GGG"]
    refused(state, 0, "AAA", "remove nothing")
    state = play(state, 0, "GGG")
    assert strands(state) == ["AAAAAA", "CCC"]


def test_variable_chunk_sizes():
    state = manual(["ACGTACGT", "GGGGGGGT"], "min_chunk=2 max_chunk=4 non_incremental")
    assert set(GAME.legal_moves(state, 0)) == {
        "AC", "CG", "GT", "TA", "ACG", "CGT", "GTA", "TAC", "ACGT", "CGTA", "GTAC", "TACG"}
    refused(state, 0, "A", "2–4", "1")
    refused(state, 0, "ACGTA", "2–4", "5")
    state = play(state, 0, "GT")
    assert strands(state) == ["ACAC", "GGGGGG"]
    state = play(state, 1, "GGGG")
    assert strands(state) == ["ACAC", "GG"]
    assert GAME.view(state)["out"] == []  # 2 letters: not shorter than the minimum chunk
    state = play(state, 0, "CAC")
    assert strands(state) == ["A", "GG"] and GAME.view(state)["out"] == ["p0"]
    assert GAME.result(state)["winners"] == [1]
    assert GAME.view(state)["chunk"] == [2, 4]


def test_variable_chunk_sizes_first_round_limit_counts_each_size():
    state = manual(["AAAAAAAA", "AAAAAAAA"], "min_chunk=2 max_chunk=4")
    # AA: 4 from p1, AAA: 2, AAAA: 2 → nothing within 1: fallback to the least (2).
    assert GAME.legal_moves(state, 0) == ["AAA", "AAAA"]


# --- determinism and views ---------------------------------------------------------------


def test_same_seed_same_game():
    for options in ("", "no_dup", "base=2 min_chunk=2 max_chunk=4"):
        a = GAME.new_state(["a", "b", "c"], options, 1234)
        b = GAME.new_state(["a", "b", "c"], options, 1234)
        assert GAME.to_json(a) == GAME.to_json(b)
        rng_a, rng_b = random.Random(7), random.Random(7)
        while GAME.result(a) is None:
            seat = GAME.to_move(a)[0]
            move = rng_a.choice(GAME.legal_moves(a, seat))
            assert move == rng_b.choice(GAME.legal_moves(b, seat))
            a, b = play(a, seat, move), play(b, seat, move)
            assert GAME.to_json(a) == GAME.to_json(b)


def test_different_seeds_different_strands():
    for options in ("", "no_dup", "base=2"):
        seen = {tuple(strands(GAME.new_state(["a", "b"], options, seed))) for seed in range(30)}
        assert len(seen) == 30
    a = strands(GAME.new_state(["a", "b", "c"], "", 1))
    assert len(set(a)) == 3  # seats get different strands too


def test_setup_suggestion_is_a_valid_strand():
    state = GAME.new_state(["a", "b"], "manual no_dup length=20", 8)
    for seat in (0, 1):
        (suggestion,) = GAME.legal_moves(state, seat)
        assert len(suggestion) == 20 and len(set(windows(suggestion, 3))) == 18
    assert GAME.legal_moves(state, 0) != GAME.legal_moves(state, 1)


def test_view_keys_and_text_view():
    state = seed_game()
    view = GAME.view(state, 1)
    for key in ("sequences", "out", "round", "to_move", "result"):
        assert key in view
    assert view["to_move"] == ["ned"] and view["result"] is None and view["out"] == []
    json.dumps(view)
    lines = i18n.text(GAME.describe(view), "en").splitlines()
    assert lines[0] == f"ned (36): {SEED_START['ned']}"
