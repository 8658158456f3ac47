"""Genetess' words for newcomers (issue 33): the round-0 bid request in plain words.

Pure text from the state's facts (rules/genetess.md §Round 0 and ruling G13: three
sealed auctions, every bid paid in full, highest bid picks first, ties at random).
"""

from __future__ import annotations


def bid_prompt(energy: int, starts: list[str], letters: str, colours: tuple[str, ...]) -> str:
    """The secret-bid request for a seat with ``energy`` E, as lines of plain text.

    ``starts`` are the map's start squares (``["K1", "K2"]``), ``letters`` the
    turn letters on offer (``"ab"``), ``colours`` the colour names.  Says what E
    is, what each auction decides (a turn letter is your place in every round)
    and works one example through with this seat's own numbers.  No final
    full stop: the caller ends the sentence.
    """
    first, second = min(3, energy), min(2, max(0, energy - 3))
    square_wishes = ",".join(reversed(starts[:2]))
    letter_wishes = ",".join(reversed(letters[:2]))
    example = f"BID start {first} {square_wishes} order {second} {letter_wishes} colour 0 {colours[1]}"
    return "\n".join([
        "Round 0: three secret auctions decide where you start, when you move and your colour.",
        f"E is energy: what pieces cost. You have {energy} E; every E you bid is spent, "
        "win or lose, and what is left pays for your first pieces.",
        f"• start squares {', '.join(starts)}: where your King begins.",
        f"• order, the turn letters {', '.join(letters)}: your place in every round "
        "(a moves first, then b, ...).",
        f"• colour: {', '.join(colours)}.",
        "Highest bid in each auction picks first (ties at random) and gets its best wish still "
        "free; list wishes best first. A bare `BID` bids nothing.",
        f"Example: `{example}` bids {first} E on start square {square_wishes.replace(',', ' (else ')})"
        f", {second} E on turn letter {letter_wishes.replace(',', ' (else ')}) and nothing on "
        f"colour ({colours[1]} if still free): {first + second} E spent, "
        f"{energy - first - second} E left",
    ])


#: The orders' shapes, for suggestions as a player starts typing one: ``(form, meaning)``,
#: each within Discord's 100 characters for a suggestion (rules §Orders, G3, G17).
BID_FORMS = (("BID start <E> <squares> order <E> <letters> colour <E> <colours>",
              "your three secret bids"),)
TURN_FORMS = (
    ("PASS", "do nothing this turn"),
    ("MOVE <square> <steps>", "e.g. MOVE D5 N-N-E; steps N S E W, diagonals NE NW SE SW"),
    ("CREATE <square> <codes>", "e.g. CREATE E6 AB: a new piece next to a King, paid in E"),
)


def order_forms(round_: int) -> tuple[tuple[str, str], ...]:
    """The order shapes a seat may type in round ``round_`` (0: the bids)."""
    return BID_FORMS if round_ == 0 else TURN_FORMS
