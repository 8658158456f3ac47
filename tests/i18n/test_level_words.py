"""The computer's level in a sentence is worded as itself in every language:
"random" once fell through to the catch-all and read "normal"."""

import pytest

import i18n
from games.message import Msg


@pytest.mark.parametrize("locale, expected", [
    ("en", ("random", "easy", "normal", "hard")),
    ("de", ("zufällig", "leicht", "normal", "schwer")),
    ("es", ("al azar", "fácil", "normal", "difícil")),
])
def test_each_level_has_its_own_word(locale, expected):
    worded = tuple(i18n.text(Msg("play-level", level=level), locale)
                   for level in ("random", "easy", "normal", "hard"))
    assert worded == expected
