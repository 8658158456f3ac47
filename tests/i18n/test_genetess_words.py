"""Genetess narrates in data: everything the engine says is a message, in every locale.

Random games (both shipped maps, so every special fires, ronin and v102 timing too) collect
every text a player, a game-master or the channel can get from the engine: narration and
private lines, each seat's report, text board and status line, the bid request and its
label, order forms, refusals of good and bad orders, the result, option and map errors,
the code table and the specials' legends.  Each must be a message whose plain-text
arguments are names and notation only (no English word slipped in as data), render without
a Fluent error in English, German, Spanish and the pseudo-locale, and give the English back
from the pseudo-locale (so nothing escaped the catalog).
"""

from __future__ import annotations

import logging
import random
import re

import pytest

import i18n
from games.base import BadOptions, IllegalMove
from games.genetess import Genetess
from games.genetess_codes import CODES
from games.genetess_maps import MapError, load_map, parse_map
from games.message import is_msg
from i18n.pseudo import leaks, unpseudo

G = Genetess()
NAMES = ["ann", "bob", "cy"]
#: Lower-case words that are notation or data keys, not English prose: bid words and colours
#: (typed by players), map file keys (typed by game-masters), and the keys the catalog's
#: select expressions choose by.
NOTATION = {"start", "order", "colour", "green", "red", "blue", "yellow", "purple", "orange", "cyan",
            "white", "own", "all", "wall", "piece", "captured", "radiation", "fuse", "killer",
            "detonation", "rockfall", "duel", "quad", "custom", "title", "description", "grid",
            "starts", "specials", "square", "type", "params", "text", "bonus", "percent", "target",
            "code", "max", "squares", "walls", "count", "amount", "random"} | set(NAMES)
#: A row of the text board (``describe``): its number and cells, or the column letters.
GRID_ROW = re.compile(r" *([0-9]+ [#X?.k*@a-hA-H]+|[A-Z]+)")
#: Legends a shipped map file words itself (the map author's text, like a game-master's map).
AUTHORED = {sp["text"] for name in ("duel", "quad") for sp in load_map(name)["specials"].values()
            if isinstance(sp["text"], str)}
JUNK = ["", "FLY", "PASS now", "MOVE", "MOVE A1 N", "MOVE Z9 N", "CREATE B2 K", "CREATE B2 XYZ",
        "CREATE B2 B", "BID", "BID start 99 K1", "MOVE C3 Q"]


def _leaves(value, out: list) -> list:
    """The plain-text arguments at any depth of a message (its data, not its words)."""
    if is_msg(value):
        for arg in value["args"].values():
            _leaves(arg, out)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _leaves(item, out)
    elif isinstance(value, str):
        out.append(value)
    return out


def board_messages(lines: list) -> list:
    """The message lines of a text board (``Game.describe``); its plain lines are board rows."""
    for line in lines:
        assert is_msg(line) or GRID_ROW.fullmatch(line), f"a board line that is neither: {line!r}"
    return [line for line in lines if is_msg(line)]


def _refusal(state, seat, order) -> object | None:
    try:
        G.apply(state, seat, order)
    except IllegalMove as exc:
        return exc.reason
    return None


def game_texts(seed: int, seats: int, options: str) -> list:
    """Every text one random game gives (module docstring), in the order met."""
    rng = random.Random(seed)
    state = G.new_state(NAMES[:seats], options, seed)
    ask = G.pending_secret(state, 0)
    texts = [ask["prompt"], ask["label"], *(meaning for _, meaning in G.order_forms(state, 0))]
    while G.result(state) is None:
        seat = G.to_move(state)[0]
        texts += [r for order in rng.sample(JUNK, 3) if (r := _refusal(state, seat, order)) is not None]
        state, events = G.apply(state, seat, G.random_move(state, seat, rng))
        for event in events:
            texts += [event["text"], *event.get("private", {}).values()]
        for viewer in [None, *range(seats)]:
            view = G.view(state, viewer)
            texts += [*view["report"], *board_messages(G.describe(view))]
            if (status := G.status_line(view)) is not None:
                texts.append(status)
    texts += [G.result(state)["reason"], *(meaning for _, meaning in G.order_forms(state, 0))]
    texts += board_messages(G.describe(G.full_view(state)))
    return texts


def other_texts() -> list:
    """Texts outside a game: refusals of options and maps, the code table, the legends."""
    out = [G.summary, *(opt.help for opt in G.options)]
    out += [c["name"] for c in CODES.values()] + [c["does"] for c in CODES.values()]
    # A legend the map file words itself is the map author's text; the others are the catalog's.
    out += [sp["text"] for name in ("duel", "quad") for sp in load_map(name)["specials"].values()
            if not isinstance(sp["text"], str)]
    for seats, options in ((2, "codes=K"), (2, "codes=BC"), (3, "map=duel")):
        with pytest.raises(BadOptions) as refused:
            G.new_state(NAMES[:seats], options)
        out.append(refused.value.reason)
    grid = 'grid = """\n####\n#..#\n#..#\n####\n"""\n'
    for bad in ("grid = 3", grid, grid + '[starts]\nK1 = "B2"\nK3 = "C3"\n',
                grid + '[starts]\nK1 = "B2"\nK2 = "C3"\n[[specials]]\nsquare = "B3"\ntype = 6\n',
                grid + '[starts]\nK1 = "B2"\nK2 = "C3"\n[[specials]]\nsquare = "B3"\ntype = 1\n'
                       'params = { bonus = -1 }\n'):
        with pytest.raises(MapError) as refused:
            parse_map(bad, "custom")
        out.append(refused.value.reason)
    return out


CASES = [(3, 2, "map=duel max_rounds=8 start_energy=40"),
         (5, 3, "map=quad max_rounds=6 start_energy=40 ronin"),
         (8, 2, "map=quad max_rounds=6 start_energy=40 specials_timing=v102")]


@pytest.fixture(scope="module")
def texts() -> list:
    return [t for case in CASES for t in game_texts(*case)] + other_texts()


def test_every_text_is_a_message_whose_data_is_names_and_notation(texts):
    for text in texts:
        assert is_msg(text), text
        for leaf in _leaves(text, []):
            if GRID_ROW.fullmatch(leaf) or leaf in AUTHORED:
                continue
            words = set(re.findall(r"\b[a-z]{3,}\b", leaf)) - NOTATION
            assert not words, f"English in a message's data: {leaf!r} in {text!r}"


@pytest.mark.parametrize("locale", ["en", "de", "es", "pseudo"])
def test_every_text_renders_in_every_locale(texts, locale, caplog):
    with caplog.at_level(logging.WARNING, logger="i18n"):
        rendered = [i18n.text(t, locale) for t in texts]
    assert not caplog.records, [r.getMessage() for r in caplog.records[:5]]
    assert all(r.strip() for r in rendered)
    if locale == "pseudo":
        english = [i18n.text(t, "en") for t in texts]
        assert [unpseudo(r) for r in rendered] == english
        allowed = NOTATION | set(NAMES)
        assert not [w for r in rendered for w in leaks(r, allowed)]


#: Text-board lines with no word of their own (``C3: ann K``, a square and its legend): the
#: same in every language, so not counted below.
NEUTRAL_LINES = {"genetess-piece-line", "genetess-special-line"}


def test_german_and_spanish_narrate_in_their_own_words(texts):
    texts = [t for t in texts if t["id"] not in NEUTRAL_LINES]
    english = {i18n.text(t, "en") for t in texts}
    for locale in ("de", "es"):
        translated = {i18n.text(t, locale) for t in texts}
        assert len(translated - english) > 0.9 * len(translated), locale
    said = i18n.text(G.status_line({"energy": 1234}), "de")
    assert said == "deine E: 1.234"
