"""The Genetess picture speaks the view's language: every word drawn is
from ``i18n/locales/*/render-genetess.ftl`` or the engine's messages, worded for
``view["locale"]``; in the pseudo-locale (the longest text) nothing runs past its column or
the picture; a code too long for its piece is spelt out under the board."""

from __future__ import annotations

import re

import pytest
from render_testkit import positions

from games.message import Msg
from i18n.catalog import catalog_files
from render import genetess, primitives

#: Positions of every shipped map, seat counts 2 to 4, with long names.
CASES = [("", 2), ("map=quad", 2), ("", 4), ("ronin", 3)]
NAMES = ["ann", "Petri (hard)", "Maximiliana-Featherstonehaugh", "bob"]


def english_words() -> set[str]:
    """The words of the English picture catalog (3 letters or more, variables left out)."""
    path = next(p for p in catalog_files("en") if p.name == "render-genetess.ftl")
    text = re.sub(r"\{[^}]*\}|^#.*$|^\S+ =", " ", path.read_text(encoding="utf-8"), flags=re.M)
    text = re.sub(r"\[\w+\]", " ", text)
    return {w.lower() for w in re.findall(r"[A-Za-z]{3,}", text)}


def drawn(view: dict, seat, locale: str | None, monkeypatch) -> list[tuple]:
    """``(text, x0, x1, canvas width)`` of every label the picture draws, for ``locale``."""
    out = []
    real = primitives.label

    def spy(draw, xy, text, **kw):
        width = real(draw, xy, text, **kw)
        anchor = kw.get("anchor", "lm")[0]
        x0 = round(xy[0]) - {"l": 0, "m": width / 2, "r": width}[anchor]
        out.append((text, x0, x0 + width, draw._image.width))
        return width

    monkeypatch.setattr(genetess, "label", spy)
    monkeypatch.setattr(primitives, "label", spy)            # the title bar's
    if locale:
        view = {**view, "locale": locale}
    genetess.clear_caches()
    try:
        genetess.draw_genetess(view, seat)
    finally:
        genetess.clear_caches()
    return out


@pytest.mark.parametrize("options, seats", CASES)
def test_no_english_word_in_the_pseudo_locale_and_nothing_overflows(options, seats, monkeypatch):
    english = english_words()
    assert {"seats", "score", "view", "wall", "round"} <= english
    for view, seat in positions("genetess", options, seats, plies=(0, 40, 120), names=NAMES):
        for text, x0, x1, width in drawn(view, seat, "pseudo", monkeypatch):
            leaked = english & {w.lower() for w in re.findall(r"[A-Za-z]{3,}", text)}
            assert not leaked, f"{text!r} is English in the pseudo-locale"
            assert 0 <= x0 and x1 <= width, f"{text!r} runs past its picture ({x0}–{x1} of {width})"


@pytest.mark.parametrize("locale, words", [
    ("de", {"Plätze", "Punkte", "Wand", "Innenwand", "außer Sicht", "Sicht von ann"}),
    ("es", {"Puestos", "puntos", "muro", "muro interior", "fuera de vista", "Vista de ann"}),
    (None, {"Seats", "score", "wall", "interior wall", "out of view", "ann's view"}),
])
def test_the_panel_is_worded_for_the_view_s_locale(locale, words, monkeypatch):
    view, seat = positions("genetess", "", 2, plies=(40,), names=NAMES)[1]
    texts = {text for text, *_ in drawn(view, seat, locale, monkeypatch)}
    assert words <= texts, words - texts


def test_the_title_bar_words_the_result_for_the_locale(monkeypatch):
    view, seat = positions("genetess", "", 2, plies=(40,), names=NAMES)[0]
    result = {"winners": ["ann"], "reason": Msg("genetess-reason-last", name="ann"),
              "scores": {name: 1 if name == "ann" else 0 for name in view["seats"]},
              "ranks": {name: 1 if name == "ann" else 2 for name in view["seats"]}}
    over = {**view, "result": result}
    texts = {text for text, *_ in drawn(over, seat, "de", monkeypatch)}
    assert "ann gewinnt" in texts and "ann wins" not in texts


def test_a_code_shown_as_a_count_is_spelt_out_under_the_board(monkeypatch):
    view, seat = positions("genetess", "map=quad", 2, plies=(120,), names=NAMES)[1]
    cell = genetess.board_grid(view).cell
    counted = genetess.counted_pieces(view, cell)
    assert counted, "the position has a piece whose codes are too long for it"
    texts = [text for text, *_ in drawn(view, seat, None, monkeypatch)]
    for square, codes in counted:
        assert codes in texts and square in texts
        assert genetess.disc_label(codes, cell, view["pieces"][square]["letter"])[0] != codes
