"""The Genetess panel's kept parts (``render.genetess``: the legend's lines, the seats'
heading, the codes' heading and list): a picture drawn after others, through what they left
in the caches, is byte for byte the one drawn from empty caches (non-interference: one
seat's board never shows in another's picture)."""

from __future__ import annotations

import random

import render
import render.genetess as rg
from games import get_game
from render.primitives import clear_caches

#: Locales the views are drawn in, in turn: the kept parts are keyed on the words.
LOCALES = (None, "de", "es")


def _pictures(options: str, seed: int, plies: int, every: int) -> list[tuple[dict, str | None]]:
    """``(view, seat)`` pairs of a random game: every ``every`` plies, the spectator's view,
    each seat's and the game-master's full view, in a locale taken in turn from ``LOCALES``."""
    game = get_game("genetess")
    rng = random.Random(seed)
    seats = 4 if "quad" in options else 2
    names = [f"p{k}" for k in range(seats)]
    state = game.new_state(names, options, seed=seed)
    out: list[tuple[dict, str | None]] = []
    for ply in range(plies):
        if game.result(state):
            break
        seat = rng.choice(game.to_move(state))
        state, _ = game.apply(state, seat, game.random_move(state, seat, rng))
        if ply % every:
            continue
        views = [(game.view(state), None), *((game.view(state, s), names[s]) for s in range(seats)),
                 (game.full_view(state, viewer=seat), names[seat])]
        for view, name in views:
            locale = LOCALES[len(out) % len(LOCALES)]
            out.append(({**view, "locale": locale} if locale else view, name))
    return out


def test_a_panel_drawn_through_the_caches_is_the_one_drawn_from_empty_caches():
    pictures = _pictures("map=quad", 11, plies=200, every=25) + _pictures("", 3, plies=120, every=30)
    clear_caches()
    warm = [render.board_png("genetess", view, seat=seat) for view, seat in pictures]
    # The sequence reused kept parts, so a cached part could have leaked: what is compared.
    assert 0 < len(rg.kept_legends) < sum(1 for view, _ in pictures if view["specials"])
    assert rg.codes_sprite.cache_info().hits > 0
    assert rg.seats_heading.cache_info().hits > 0
    for n, (view, seat) in enumerate(pictures):
        clear_caches()
        assert render.board_png("genetess", view, seat=seat) == warm[n], f"picture {n} ({seat})"
