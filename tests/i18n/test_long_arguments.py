"""No reply ever shows Fluent's ``{???}``: an argument longer than Fluent lets a
placeable be (2 500 characters) is cut with an ellipsis before formatting, in every message of
every locale, so a pasted wall of text can only make a reply long, never broken."""

from __future__ import annotations

import pytest

import i18n
from games.message import Msg
from i18n import ARGUMENT_LIMIT
from tests.i18n.test_catalogs import ENGLISH

LONG = "x" * 6000


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_no_message_formats_to_a_placeholder_whatever_its_arguments(locale):
    broken = []
    for key, variables in ENGLISH.items():
        if not variables:
            continue
        for filler in (LONG, Msg("host-bad-options", reason=LONG), [LONG, "y"]):
            words = i18n.text(Msg(key, **{name: filler for name in variables}), locale)
            if "{???}" in words:
                broken.append(key)
                break
    assert not broken, f"{len(broken)} messages show {{???}} in {locale}: {broken[:10]}"


def test_a_long_argument_is_cut_with_an_ellipsis_and_a_short_one_is_kept():
    words = i18n.text(Msg("host-bad-options", reason=LONG))
    assert words.startswith("bad options: xxx") and words.endswith("…")
    assert len(words) == len("bad options: ") + ARGUMENT_LIMIT
    assert i18n.text(Msg("host-bad-options", reason="clock=5")) == "bad options: clock=5"
