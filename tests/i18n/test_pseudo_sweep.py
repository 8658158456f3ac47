"""Nothing English reaches a German or Spanish reader, found with the
pseudo-locale in every game.

In the pseudo-locale every catalog word is accented and bracketed, and an argument's value
stands outside the brackets (``i18n.catalog``), so an English word the code passed as plain
text ("blue", "off", "adds B, up to BBB") shows as English outside the catalog: a leak
(``i18n.pseudo.leaks``).  Names and notation are no leak: the seats' names are allowed, and
notation a message shows stands in backticks, is written in capitals (strands, piece codes,
orders) or is a plain line of a text board (a ``str`` the games give, never worded); a
refusal may quote back what the player typed.

Random games of every game (seeded, every seat count the game allows up to four) are played
to their end or a ply limit; after every ply, everything a seat or the channel reads is
worded in the pseudo-locale: narration, private lines, fog-of-war status, the text boards,
the turn prompt, a secret step's prompt, the refusal of a move that is not legal, and the
result.  The rules' options block is checked for every game too.
"""

from __future__ import annotations

import random
import re

import pytest

import i18n
from bot.rules import rules_markdown
from games import GAMES, IllegalMove, get_game
from games.message import is_msg
from i18n.pseudo import leaks

PLIES = 80
#: Moves no game accepts anywhere, whose refusals are worded (their own words are quoted back
#: in backticks, so they are no leak).
NONSENSE = ("zz9", "MOVE Q99 X", "colour green", "active", "place ZZ")


def english_left(value, allowed: set[str]) -> list[str]:
    """English words of message ``value`` (a ``Msg`` or a list of them) worded in the
    pseudo-locale that stand outside every catalog message, code spans left out; plain
    strings (names, notation, text-board rows) are not checked."""
    items = value if isinstance(value, (list, tuple)) else [value]
    found = []
    for item in items:
        if not is_msg(item):
            continue
        words = re.sub(r"`[^`]*`", " ", i18n.text(item, "pseudo"))
        # Upper-case words are notation: strands (ACGT), piece codes, orders (PASS, MOVE, BID).
        found += [w for w in leaks(words, allowed) if not w.isupper()]
    return found


def said_after_ply(game, state, events, seats: int) -> list:
    """Every message a seat or the channel reads after a ply (message data, not words)."""
    said: list = [e["text"] for e in events if not e.get("step")]
    said += [line for e in events for line in e.get("private", {}).values()]
    said += list(game.describe(game.view(state, None)))
    for seat in range(seats):
        view = game.view(state, seat)
        said += list(game.describe(view))
        if seat in game.private_seats(state) and (status := game.status_line(view)) is not None:
            said.append(status)
        if seat in game.to_move(state):
            said.append(game.turn_prompt(state, seat))
            if (ask := game.pending_secret(state, seat)) is not None:
                said.append(ask["prompt"])
    if (result := game.result(state)) is not None:
        said.append(result.get("reason"))
    return [s for s in said if s is not None]


def refusals(game, state) -> list:
    """The words of a few moves that are not legal, for the first seat to move."""
    out = []
    for seat in game.to_move(state)[:1]:
        for text in NONSENSE:
            try:
                game.apply(game.copy_state(state), seat, text)
            except IllegalMove as refused:
                out.append(refused.reason)
    return out


def sweep(game_id: str, seed: int = 1) -> dict[str, set[str]]:
    """English word → where it was seen, over random games of ``game_id``."""
    game = get_game(game_id)
    seen: dict[str, set[str]] = {}
    for seats in sorted({game.min_seats, min(game.max_seats, 4)}):
        names = [f"p{i}" for i in range(seats)]
        rng = random.Random(seed)
        state = game.new_state(names, "", seed)
        # A refusal may quote what the player typed: their own words, not the bot's.
        allowed = set(names) | {w for text in NONSENSE for w in re.findall(r"[A-Za-z]+", text)}
        for ply in range(PLIES):
            said = refusals(game, state) if ply % 10 == 0 else []
            movers = game.to_move(state)
            if not movers or game.result(state) is not None:
                break
            seat = movers[0]
            state, events = game.apply(state, seat, game.random_move(state, seat, rng))
            said += said_after_ply(game, state, events, seats)
            for item in said:
                for word in english_left(item, allowed):
                    seen.setdefault(word, set()).add(item["id"] if is_msg(item) else "?")
    return seen


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_whole_game_in_the_pseudo_locale_says_no_english(game_id):
    seen = sweep(game_id)
    assert not seen, f"{game_id}: English outside the catalog: " + \
        "; ".join(f"{w} ({', '.join(sorted(ids))})" for w, ids in sorted(seen.items()))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_options_block_of_the_rules_says_no_english(game_id):
    text = rules_markdown(get_game(game_id), "pseudo")
    options = text[text.index("⟦**Ôþţîöñš**"):] if "⟦**Ôþţîöñš**" in text else text
    found = leaks(re.sub(r"`[^`]*`", " ", options))
    assert not found, f"{game_id}: {found}"


def test_an_english_argument_is_found():
    """The check itself: an English word passed as a plain argument is a leak; a name is not."""
    from games.message import Msg

    assert english_left(Msg("mitosis-last-place", who="alice", cell="E4"), {"alice"}) == []
    assert english_left(Msg("mitosis-last-place", who="alice blue", cell="E4"), {"alice"}) == ["blue"]
