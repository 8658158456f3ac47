"""The words on pictures are in the reader's language: the view's ``locale`` for a
board, a ``locale`` argument for the leaderboard, the rating chart and the win-chance graph.

The pseudo-locale (``i18n.pseudo``) wraps every catalog message in ⟦…⟧, so a drawn string
with an English word outside the brackets skipped the catalog.  Names, cells, pieces,
notation and game titles kept as proper names are the only words allowed outside.
"""

from __future__ import annotations

import io
import re

import pytest
from PIL import Image

from games.genetess_codes import CODES
from games.genetess_maps import SHIPPED, load_map
from i18n.pseudo import leaks
from render import DRAWERS, board_png
from render.primitives import clear_caches, record_text
from render.rating_chart import rating_chart_png
from render.review import win_chance_png
from render.primitives import text_width
from render.table import HEADER_GAP, HEADER_SIZE, LEADERBOARD_COLUMNS, Column, column_widths, leaderboard_png
from render.words import say
from render_testkit import FAMILIES, NAMES, positions

#: Games whose pictures are worded through the catalogs (all five).
WORDED_GAMES = ["dna-sequence", "protozoa", "dna-icehouse", "mitosis", "genetess"]
WORDED = [f for f in FAMILIES if f[0] in WORDED_GAMES]
#: What a picture may draw outside a message: seat names, the "DMO" role's initials (a
#: Mitosis term every language keeps), the game's name "Genetess" and the titles the Genetess
#: maps' authors gave their maps (a map's own words, drawn as written).
ALLOWED = set(NAMES) | {"DMO", "Genetess"} | {load_map(name)["title"] for name in SHIPPED}
#: A cell, square or piece (E4, c6, R2, hexhex5) is notation, never a word; so is a Genetess
#: piece's genetic codes ("AEF": letters of the code alphabet only).
NOTATION = re.compile(rf"^([A-Za-z]{{1,2}}\d+|[{''.join(CODES)}]+)$")


def english_words(text: str) -> list[str]:
    """The English words of ``text`` drawn outside every ⟦…⟧ message (``i18n.pseudo.leaks``).
    A text shortened with "…" lost its closing brackets: what follows an open ⟦ is inside."""
    if text.endswith("…"):
        text += "⟧" * max(0, text.count("⟦") - text.count("⟧"))
    return [w for w in leaks(text, ALLOWED) if not NOTATION.match(w)]


@pytest.mark.parametrize("game_id, options, seats", WORDED, ids=[f"{g}-{o or 'default'}-{n}" for g, o, n in WORDED])
def test_no_english_word_is_drawn_in_the_pseudo_locale(game_id, options, seats):
    found = set()
    for view, seat in positions(game_id, options, seats, locale="pseudo"):
        with record_text() as log:
            DRAWERS[game_id](view, seat)
        found.update(f"{w} in {d.text!r}" for d in log for w in english_words(d.text))
    assert not found, sorted(found)[:30]


def test_the_leak_check_finds_an_english_word():
    """The check above can fail: a word drawn without the catalog is found, a name is not."""
    assert english_words("⟦ţö ɱöṽé⟧ ann removed") == ["removed"]
    assert english_words("⟦Ŕöûñð⟧ E4 R2 bob") == []
    assert english_words("⟦Åñöɱáļîéš: ⟦ƀáŕŕîçáðé⟧, and …") == []


@pytest.mark.parametrize("game_id", WORDED_GAMES)
def test_a_board_is_worded_in_the_views_locale_and_no_cache_mixes_languages(game_id):
    """The same position in English, German and Spanish: three pictures.  Drawing the German
    one first never changes the English one (the sprite, mask and key caches are keyed by
    the words, so a German picture never serves an English reader)."""
    options, seats = next((o, n) for g, o, n in WORDED if g == game_id)
    view, seat = positions(game_id, options, seats, plies=(7,))[0]
    clear_caches()
    english = board_png(game_id, view, seat=seat)
    german = board_png(game_id, dict(view, locale="de"), seat=seat)
    spanish = board_png(game_id, dict(view, locale="es-ES"), seat=seat)
    assert len({english, german, spanish}) == 3
    assert board_png(game_id, dict(view, locale="en"), seat=seat) == english
    clear_caches()
    assert board_png(game_id, dict(view, locale="de"), seat=seat) == german


def _texts(draw) -> list[str]:
    with record_text() as log:
        draw()
    return [d.text for d in log]


ROWS = [(i + 1, name, f"{30 - i:.1f}?", 10 + i, "2026-11-26") for i, name in enumerate(NAMES)]
CHARTS = {
    "leaderboard": lambda locale: leaderboard_png("ann", ROWS, locale),
    "empty leaderboard": lambda locale: leaderboard_png("ann", [], locale),
    "rating chart": lambda locale: rating_chart_png("ann", [(25.0, 8.3), (27.5, 6.1), (28.25, 5.0)], locale),
    "win chance": lambda locale: win_chance_png("#12", [0.5, 0.625, 0.25, 0.75], [(2, "mistake")], locale),
}


@pytest.mark.parametrize("name", CHARTS)
def test_tables_and_charts_take_the_readers_locale(name):
    draw = CHARTS[name]
    assert draw("de") != draw("en")
    found = {f"{w} in {t!r}" for t in _texts(lambda: draw("pseudo")) for w in english_words(t)}
    assert not found, sorted(found)


def test_numbers_on_charts_follow_the_locale():
    """A German axis reads "27,5" and "50 %" (a no-break space); English "27.5" and "50%" (CLDR,
    via the catalog)."""
    german = _texts(lambda: rating_chart_png("ann", [(25.0, 2.5), (30.0, 2.5)], "de"))
    assert any("," in t and "." not in t for t in german if t[:1].isdigit())
    assert "50\xa0%" in _texts(lambda: win_chance_png("#1", [0.5, 0.5], [], "de"))
    assert "50%" in _texts(lambda: win_chance_png("#1", [0.5, 0.5], [], "en"))


def test_the_default_is_english():
    """A view without ``locale`` (the CLI, old callers) and an unknown locale are drawn in English."""
    view, seat = positions("protozoa", "", 2, plies=(7,))[0]
    english = board_png("protozoa", view, seat=seat)
    assert board_png("protozoa", dict(view, locale="fr"), seat=seat) == english
    assert Image.open(io.BytesIO(english)).width == 900


@pytest.mark.parametrize("locale", ["en", "de", "es"])
def test_every_leaderboard_header_fits_its_column(locale):
    """Translated headers ("PUNTUACIÓN") widen their column instead of running into the next."""
    columns = [Column(say(locale, ident), width, bold) for ident, width, bold in LEADERBOARD_COLUMNS]
    for column, width in zip(columns, column_widths(columns)):
        assert text_width(column.header, HEADER_SIZE, bold=True) + HEADER_GAP <= width, column.header
    assert sum(column_widths(columns)) < 640 - 200          # the names keep room


def test_a_replay_is_drawn_in_its_views_locale():
    """The replay GIF draws each view with the board's drawer: the views' ``locale`` (the
    server's language, ``bot.adapter.history.post_replay``) words its frames."""
    from render.animation import replay_gif
    views = [view for view, seat in positions("mitosis", "", 2, plies=(0, 7)) if seat is None]
    english = replay_gif("mitosis", views)
    assert replay_gif("mitosis", [dict(v, locale="de") for v in views]) != english
    assert replay_gif("mitosis", [dict(v, locale="en") for v in views]) == english
