"""A locale is not a channel (acceptance): in every game, what a seat or the
channel reads in German, Spanish or the pseudo-locale says what the English says and no
more.

Random games of every game (seeded, all their seat counts); after every ply, for each seat:
its private lines, its fog-of-war status line and its own text board, and for everyone the
narration and the public text board, are rendered in each locale.  Then

- the pseudo-locale text read back (``i18n.pseudo.unpseudo``) is the English text exactly:
  a locale's rendering carries the same data, nothing added or dropped;
- no other seat's secret (``Game.secrets``) appears in any locale's rendering of what a seat
  or the channel receives unless it appears in the English one (a translation that shows a
  variable English keeps out would be a new channel; ``tests/i18n/test_catalogs.py`` checks
  the variables statically, this checks the texts the games really produce).
"""

from __future__ import annotations

import random

import pytest

import i18n
from games import GAMES, get_game
from i18n.pseudo import unpseudo

LOCALES = ("de", "es", "pseudo")
PLIES = 50


def _playout(game_id: str, seats: int, seed: int):
    """``(state, events)`` after each ply of one random game (at most ``PLIES`` plies)."""
    game = get_game(game_id)
    rng = random.Random(seed)
    state = game.new_state([f"p{i}" for i in range(seats)], "", seed)
    for _ in range(PLIES):
        movers = game.to_move(state)
        if not movers or game.result(state) is not None:
            return
        seat = movers[0]
        state, events = game.apply(state, seat, game.random_move(state, seat, rng))
        yield state, events


def received(game, state, events, seat: int | None) -> list:
    """What ``seat`` (``None``: the channel) reads after a ply, as message data."""
    if seat is None:
        return [e["text"] for e in events if not e.get("step")] + [game.describe(game.view(state, None))]
    view = game.view(state, seat)
    lines = [e["private"][str(seat)] for e in events if str(seat) in e.get("private", {})]
    status = game.status_line(view) if seat in game.private_seats(state) else None
    return lines + ([status] if status else []) + [game.describe(view)]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_locale_says_what_english_says_and_no_secret_more(game_id):
    game = get_game(game_id)
    checked = 0
    for seats in sorted({game.min_seats, min(game.max_seats, 4)}):
        for seed in (1,):
            for state, events in _playout(game_id, seats, seed):
                for seat in [None, *range(seats)]:
                    said = received(game, state, events, seat)
                    english = i18n.text(said, "en")
                    others = [s for o in range(seats) if o != seat for s in game.secrets(state, o)]
                    for locale in LOCALES:
                        words = i18n.text(said, locale)
                        if locale == "pseudo":
                            assert unpseudo(words) == english, (game_id, seat)
                        leaked = [s for s in others if s in words and s not in english]
                        assert not leaked, f"{game_id}: {locale} shows seat {seat} another's secret {leaked}"
                    checked += 1
    assert checked > 30, f"{game_id}: only {checked} texts compared"
