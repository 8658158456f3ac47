"""Genetess' words for newcomers: the round-0 bid request in plain words.

Messages, not sentences: the wording is ``i18n/locales/*/genetess.ftl``; this
module works out the state's facts (rules/genetess.md §Round 0 and ruling G13: three sealed
auctions, every bid paid in full, highest bid picks first, ties at random).
"""

from __future__ import annotations

from games.message import Msg


def bid_prompt(energy: int, starts: list[str], letters: str, colours: tuple[str, ...]) -> Msg:
    """The secret-bid request for a seat with ``energy`` E: ``Msg("genetess-bid-prompt")``,
    lines of plain text.

    ``starts`` are the map's start squares (``["K1", "K2"]``, at least two), ``letters`` the
    turn letters on offer (``"ab"``), ``colours`` the colour names (typed as they are, worded
    per reader by ``genetess-colour-choice``).  Says what E is, what each
    auction decides (a turn letter is your place in every round) and works one example
    through with this seat's own numbers.  No final full stop: the caller ends the sentence.
    """
    first, second = min(3, energy), min(2, max(0, energy - 3))
    example = (f"BID start {first} {starts[1]},{starts[0]} order {second} {letters[1]},{letters[0]} "
               f"colour 0 {colours[1]}")
    return Msg("genetess-bid-prompt", energy=energy, starts=", ".join(starts),
               letters=", ".join(letters), colours=[Msg("genetess-colour-choice", colour=c) for c in colours],
               example=example,
               first=first, second=second, square=starts[1], other_square=starts[0],
               letter=letters[1], other_letter=letters[0], colour=colours[1],
               spent=first + second, left=energy - first - second)


#: The orders' shapes, for suggestions as a player starts typing one: ``(form, meaning)``,
#: the form notation, the meaning a message id; each pair within Discord's 100 characters for
#: a suggestion (rules §Orders, G3, G17).
BID_FORMS = (("BID start <E> <squares> order <E> <letters> colour <E> <colours>", "genetess-form-bid"),)
TURN_FORMS = (
    ("PASS", "genetess-form-pass"),
    ("MOVE <square> <steps>", "genetess-form-move"),
    ("CREATE <square> <codes>", "genetess-form-create"),
)


def order_forms(round_: int) -> tuple[tuple[str, Msg], ...]:
    """The order shapes a seat may type in round ``round_`` (0: the bids), each meaning a
    fresh message (the caller's to keep or change)."""
    return tuple((form, Msg(meaning)) for form, meaning in (BID_FORMS if round_ == 0 else TURN_FORMS))
