"""What players see at Discord's preview size and without full colour vision.

Every game and option family is played with random legal moves; each
position is drawn for the channel and for a seat, and every string the
renderer draws (``primitives.record_text``: size, colour and what is under
it) is measured at 450 px wide: a capital "H" at least 9 px tall ("every text ... is
≥ 9 px tall at 450 px width"; the font is then ≥ ~12.4 px),
and WCAG contrast at least 4.5:1 against every colour under at
least a tenth of its glyphs.  Seat colours are compared under simulated
colour blindness with coloraide.
"""

from __future__ import annotations

import io
import re
from itertools import combinations

import pytest
from PIL import Image

from render import DRAWERS, primitives
from render.genetess import SEAT_COLOURS
from render.primitives import Palette, record_text
from render.table import leaderboard_png
from render.words import say
from render_testkit import FAMILIES, NAMES, positions

PREVIEW = 450           # Discord's preview width, px
MIN_CAP, MIN_CONTRAST = 9, 4.5
BEHIND_SHARE = 0.1      # colours under less of a glyph than this are its edge, not its ground

def relative_luminance(colour) -> float:
    def channel(c: int) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    """WCAG 2 contrast ratio of two sRGB colours (1 to 21)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def unreadable(log: list, width: int) -> list[str]:
    """The strings of ``log`` that fail at ``PREVIEW`` px, for a picture ``width`` px wide:
    a cap height under ``MIN_CAP`` px there, or too little contrast."""
    scale = PREVIEW / width
    bad = []
    for drawn in log:
        if drawn.cap * scale < MIN_CAP:
            bad.append(f"{drawn.text!r}: {drawn.size} px ({drawn.size * scale:.1f} at {PREVIEW}), "
                       f"cap {drawn.cap * scale:.1f}")
        for colour, share in drawn.behind:
            if share >= BEHIND_SHARE and contrast(drawn.fill, colour) < MIN_CONTRAST:
                bad.append(f"{drawn.text!r}: {drawn.fill} on {colour} "
                           f"contrast {contrast(drawn.fill, colour):.2f}")
    return bad


#: The picture tests run in English, in German and in the pseudo-locale, whose texts are the
#: longest ("The picture tests (legibility, contrast) pass in German and in the
#: pseudo-locale").
LOCALES = ("en", "de", "pseudo")


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("game_id, options, seats", FAMILIES,
                         ids=[f"{g}-{o or 'default'}-{n}" for g, o, n in FAMILIES])
def test_every_text_reads_at_preview_size(game_id, options, seats, locale):
    failures = set()
    for view, seat in positions(game_id, options, seats, locale=locale):
        with record_text() as log:
            image = DRAWERS[game_id](view, seat)
        assert log, "nothing was drawn"
        failures.update(unreadable(log, image.width))
    assert not failures, "\n".join(sorted(failures)[:40])


#: Names as a real server has them: the computer's seats and long handles.
LONG_NAMES = ["Petri (hard)", "Petri (normal)", "Maximiliana-Featherstonehaugh", "Petri (easy)",
              "Bartholomew the Magnificent", "eve", "Petri (random)", "hal"]
#: A cut inside parentheses: "Petri (ha…".
CUT_ASIDE = re.compile(r"\([^)]*…")


@pytest.mark.parametrize("game_id, options, seats", FAMILIES,
                         ids=[f"{g}-{o or 'default'}-{n}" for g, o, n in FAMILIES])
def test_long_names_are_shortened_legibly(game_id, options, seats):
    """"Petri (hard)" was cut to "Petri (ha…"; an aside goes whole, a cut is never
    inside parentheses."""
    cut = set()
    for view, seat in positions(game_id, options, seats, plies=(0, 40), names=LONG_NAMES):
        with record_text() as log:
            DRAWERS[game_id](view, seat)
        cut.update(d.text for d in log if CUT_ASIDE.search(d.text))
        assert any("Petri" in d.text for d in log)
    assert not cut, sorted(cut)


@pytest.mark.parametrize("locale", LOCALES)
def test_leaderboard_reads_at_preview_size(locale):
    rows = [(i + 1, name, f"{30 - i:.1f}?", 10 + i, "2026-11-26") for i, name in enumerate(NAMES)]
    with record_text() as log:
        png = leaderboard_png("Leaderboard — Protozoa", rows, locale)
    width = Image.open(io.BytesIO(png)).width
    assert not unreadable(log, width)


def test_the_measure_fails_small_text_and_grey_on_grey():
    """The check above can fail: 10 px text on a 900 px picture, muted grey on grey."""
    image, draw = primitives.canvas(900, 100)
    draw.rectangle((0, 0, 899, 99), fill=Palette.grey)
    with record_text() as log:
        primitives.label(draw, (10, 50), "E5", size=10, fill=Palette.muted)
        primitives.label(draw, (100, 50), "ok", size=40, fill=Palette.text)
    bad = unreadable(log, image.width)
    assert len(bad) == 2 and all("'E5'" in b for b in bad)


def test_the_measure_fails_the_old_smallest_text():
    """A reviewer read "6–7 px text" at 450 px: the old 18 px text on a 900 px
    picture is a 9 px font there, but its capital is 6.5 px tall.  The measure says so;
    25 px (cap 9.0 at 450 px) passes."""
    image, draw = primitives.canvas(900, 100)
    with record_text() as log:
        primitives.label(draw, (10, 50), "B1", size=18, fill=Palette.text)
        primitives.label(draw, (100, 50), "ok", size=25, fill=Palette.text)
    bad = unreadable(log, image.width)
    assert len(bad) == 1 and "'B1'" in bad[0]


# --- Colour blindness ---------------------------------------------------------------------------

coloraide = pytest.importorskip("coloraide")
VISIONS = (None, "deutan", "protan", "tritan")
MIN_DELTA_E = 20

#: Each game's seat (or piece-owner) colours.
SEAT_SETS = {
    "dna-icehouse / protozoa": Palette.icehouse,
    "genetess": SEAT_COLOURS,
    "mitosis": Palette.cell,
    "dna-sequence nucleotides": Palette.nucleotide,
    "mitosis clone ring": {"active": Palette.active, **Palette.cell},
}


def seen(colour, vision):
    c = coloraide.Color("srgb", [v / 255 for v in colour])
    return c if vision is None else c.filter(vision)


def delta_e(a, b, vision) -> float:
    return seen(a, vision).delta_e(seen(b, vision), method="2000")


@pytest.mark.parametrize("name", SEAT_SETS)
def test_seat_colours_stay_apart_for_colour_blind_players(name):
    colours = SEAT_SETS[name]
    assert len(colours) >= 2
    for (a, ca), (b, cb) in combinations(colours.items(), 2):
        for vision in VISIONS:
            assert delta_e(ca, cb, vision) >= MIN_DELTA_E, (a, b, vision)


def test_the_distance_check_catches_red_against_green():
    """The old Icehouse red and green were 19 apart under deuteranopia: the test says so."""
    assert delta_e((0xdc, 0x32, 0x20), (0x00, 0xa6, 0x76), "deutan") < MIN_DELTA_E


# --- Pieces against their squares ------------------------------------------------------

MIN_MARK_CONTRAST = 3.0     # WCAG 1.4.11, non-text contrast
MIN_EDGE_SHARE = 0.9        # of a mark's outline that must reach it: corners may blend


def seen_luminance(colour, vision) -> float:
    """Relative luminance of ``colour`` as a player with ``vision`` sees it (coloraide's filter)."""
    return relative_luminance([round(v * 255) for v in seen(colour, vision).clip().coords()])


def invisible_marks(marks, visions=VISIONS) -> list[str]:
    """The marks whose outline has less than 3:1 against the square or panel under them, for
    some vision."""
    bad = []
    for drawn in marks:
        total = sum(n for _, n in drawn.edge) or 1
        for vision in visions:
            ok = sum(n for colour, n in drawn.edge
                     if contrast_seen(colour, drawn.ground, vision) >= MIN_MARK_CONTRAST)
            if ok / total < MIN_EDGE_SHARE:
                bad.append(f"{drawn.what} ({vision or 'normal'}): {ok / total:.0%} of its outline "
                           f"reaches {MIN_MARK_CONTRAST}:1; mostly {drawn.edge[0][0]} on {drawn.ground}")
                break
    return bad


_CONTRASTS: dict = {}


def contrast_seen(a, b, vision) -> float:
    key = (a, b, vision)
    if key not in _CONTRASTS:
        la, lb = sorted((seen_luminance(a, vision), seen_luminance(b, vision)), reverse=True)
        _CONTRASTS[key] = (la + 0.05) / (lb + 0.05)
    return _CONTRASTS[key]


@pytest.mark.parametrize("game_id, options, seats", FAMILIES,
                         ids=[f"{g}-{o or 'default'}-{n}" for g, o, n in FAMILIES])
def test_every_piece_stands_out_from_its_square_for_every_eye(game_id, options, seats):
    failures, seen_marks = set(), 0
    for view, seat in positions(game_id, options, seats):
        with primitives.record_marks() as marks:
            DRAWERS[game_id](view, seat)
        seen_marks += len(marks)
        failures.update(invisible_marks(marks))
    assert seen_marks, "no piece was drawn"
    assert not failures, "\n".join(sorted(failures)[:40])


def test_the_piece_measure_fails_red_on_the_board_under_protanopia():
    """A red piece on the board's square passes in normal vision only if the measure is
    blind: the old crimson is near-black on the board for a protanope."""
    image, draw = primitives.canvas(40, 40, Palette.square_light)
    with primitives.record_marks() as marks:
        with primitives.mark(image, (10, 10, 30, 30), "red"):
            draw.rectangle((10, 10, 29, 29), fill=(0xa3, 0x00, 0x11))
    assert invisible_marks(marks, ("protan",)) and not invisible_marks([], ("protan",))


# --- Piece names for every eye (dark ink on the green plates was unreadable under protan) ----

#: A piece's name plate ("G2") or a colour chip ("G").
PIECE_NAME = re.compile(r"^[RYGB][123]?$")


def unreadable_for_some_eye(log) -> list[str]:
    """The piece names of ``log`` whose ink has less than ``MIN_CONTRAST`` against their
    plate under some colour vision."""
    bad = set()
    for drawn in log:
        if not PIECE_NAME.match(drawn.text):
            continue
        for colour, share in drawn.behind:
            for vision in VISIONS:
                if share >= BEHIND_SHARE and contrast_seen(drawn.fill, colour, vision) < MIN_CONTRAST:
                    bad.add(f"{drawn.text!r} ({vision or 'normal'}): {drawn.fill} on {colour} "
                            f"{contrast_seen(drawn.fill, colour, vision):.2f}")
    return sorted(bad)


@pytest.mark.parametrize("game_id, options, seats", [f for f in FAMILIES if f[0] in ("protozoa", "dna-icehouse")],
                         ids=lambda v: str(v))
def test_piece_names_read_for_every_eye(game_id, options, seats):
    failures, names = set(), 0
    for view, seat in positions(game_id, options, seats):
        with record_text() as log:
            DRAWERS[game_id](view, seat)
        names += sum(bool(PIECE_NAME.match(d.text)) for d in log)
        failures.update(unreadable_for_some_eye(log))
    assert names, "no piece name was drawn"
    assert not failures, "\n".join(sorted(failures)[:20])


def test_the_eye_measure_fails_dark_ink_on_the_green_plate():
    """The old green plate: dark letters read 6:1 in normal vision, ~2.3:1 under protanopia."""
    image, draw = primitives.canvas(80, 40, Palette.icehouse["G"])
    with record_text() as log:
        primitives.label(draw, (40, 20), "G2", size=24, fill=Palette.ink_dark, anchor="mm", bold=True)
    assert unreadable_for_some_eye(log) and not unreadable(log, image.width)


# --- No word cut short ---------------------------------------------------------------

#: Names as members pick them: short ones, and the longest a card may have to shorten.
REAL_NAMES = ["alice", "bob", "carol", "dave", "Maximiliana", "Bartholomew", "Petri (hard)", "eve"]
#: Every family in the languages whose words run longest (and English).
CUT_LOCALES = ("de", "es", "en")


def catalog_cuts(cuts, names) -> list[str]:
    """The cuts of ``cuts`` (``primitives.record_cuts``) that shortened a worded text rather
    than a name: a "…" placed outside every name in the text, or a name cut to nothing.  An
    aside in parentheses dropped whole ("Petri (hard)" → "Petri", "DNA (…)" → "DNA") is an
    abbreviation, not a cut word."""
    bad = []
    for cut in cuts:
        if cut.at is None:
            continue
        inside = any(start < cut.at < start + len(n)
                     for n in names for start in _starts(cut.bare, primitives._ASIDE.sub("", n)))
        if not inside or cut.at == 0:
            bad.append(f"{cut.text!r} -> {cut.shown!r}")
    return bad


def _starts(text: str, part: str) -> list[int]:
    return [i for i in range(len(text)) if part and text.startswith(part, i)]


#: Cuts not yet fixed, each failing as it should (strict): the Mitosis grouping result
#: ("groups alice (blue) 44+1 against bob (red) 3+3+2+1+1: …", ~100 characters) needs more
#: than the panel's info lines in every language; an eight-seat DNA board's seat column
#: leaves a long name no room in English ("Maximiliana" → "…").
NOT_YET = {("mitosis", "launcher triplicate grouping undo", locale) for locale in CUT_LOCALES} | {
    ("dna-sequence", "length=160 chunk=4", "en")}


@pytest.mark.parametrize("locale", CUT_LOCALES)
@pytest.mark.parametrize("game_id, options, seats", FAMILIES,
                         ids=[f"{g}-{o or 'default'}-{n}" for g, o, n in FAMILIES])
def test_no_word_is_cut_in_any_language(game_id, options, seats, locale, request):
    """Status, turn and seat lines, keys and notes are drawn whole in every language (wrapped,
    or with a name shortened); only a name may end in "…" ("Farbe noch nicht ge…",
    "dave (du) ▸am Z…").  Played for short and for long names, to the end of a game."""
    if (game_id, options, locale) in NOT_YET:
        request.applymarker(pytest.mark.xfail(strict=True, reason="a known cut, not yet laid out"))
    found = set()
    for names in (REAL_NAMES[:4] + REAL_NAMES[4:][::-1], REAL_NAMES[4:] + REAL_NAMES[:4]):
        for view, seat in positions(game_id, options, seats, plies=(0, 1, 3, 7, 20, 40, 200),
                                    names=names, locale=locale):
            with primitives.record_cuts() as cuts:
                DRAWERS[game_id](view, seat)
            found.update(catalog_cuts(cuts, names[:seats]))
    assert not found, "\n".join(sorted(found)[:40])


def test_the_cut_check_finds_a_cut_word_and_lets_a_name_be_shortened():
    with primitives.record_cuts() as cuts:
        primitives.fit_text("Farbe noch nicht gewählt", 24, 220)
        primitives.fit_text("Maximiliana am Zug", 24, 150)
        primitives.fit_text("Petri (hard) am Zug", 24, 170)
        primitives.fit_text("Maximiliana", 24, 20)
    bad = catalog_cuts(cuts, ["Maximiliana", "Petri (hard)"])
    assert [b.split(' -> ')[0] for b in bad] == ["'Farbe noch nicht gewählt'", "'Maximiliana'"], bad
