"""``i18n.text`` remembers worded messages (words per move ≤ 0.2 ms): the words it
gives back are the words a fresh rendering gives, and a defect is still logged every time."""

from __future__ import annotations

import logging

import i18n
from games.message import Msg

STRAND = "dna-sequence-describe-strand"   # { $name } ({ $length }): { $strand }


def test_arguments_equal_in_python_but_worded_apart_are_remembered_apart():
    # 1234 == 1234.0 == True-ish in a dict key, but a str is never formatted as a number and a
    # bool is worded as such: each must get its own words whatever was worded first.
    said = [i18n.text(Msg(STRAND, name="a", length=value, strand="ACG"), "en")
            for value in (1234, "1234", 1, True, 1.0, 1234)]
    assert said == ["a (1,234): ACG", "a (1234): ACG", "a (1): ACG", "a (True): ACG", "a (1): ACG",
                    "a (1,234): ACG"]
    assert i18n.text(Msg(STRAND, name="a", length=1234, strand="ACG"), "de") == "a (1.234): ACG"


def test_a_message_and_a_list_of_the_same_text_are_told_apart():
    inner = Msg("dna-sequence-describe-waiting", name="a")
    as_message = i18n.text(Msg(STRAND, name=inner, length=1, strand="A"), "en")
    as_list = i18n.text(Msg(STRAND, name=[inner, "b"], length=1, strand="A"), "en")
    assert as_message == f"{i18n.text(inner)} (1): A"
    assert as_list == f"{i18n.text(inner)} and b (1): A"


def test_a_defect_is_logged_each_time_it_is_worded(caplog):
    missing = Msg(STRAND, name="a")                  # no length, no strand
    with caplog.at_level(logging.WARNING, logger="i18n"):
        first = i18n.text(missing, "de")
        second = i18n.text(missing, "de")
    assert first == second
    assert len([r for r in caplog.records if STRAND in r.getMessage()]) == 2


def test_the_memo_stays_within_its_size(monkeypatch):
    monkeypatch.setattr(i18n, "MEMO_SIZE", 5)
    monkeypatch.setattr(i18n, "_memo", {})
    words = [i18n.text(Msg(STRAND, name=f"p{n}", length=n, strand="A"), "es") for n in range(12)]
    assert words == [f"p{n} ({n}): A" for n in range(12)]
    assert 0 < len(i18n._memo) <= 5


def test_a_defect_nested_in_a_message_is_logged_each_time_too(caplog):
    outer = Msg(STRAND, name=Msg(STRAND, name="inner"), length=1, strand="A")
    with caplog.at_level(logging.WARNING, logger="i18n"):
        assert i18n.text(outer, "es") == i18n.text(outer, "es")
    assert len([r for r in caplog.records if STRAND in r.getMessage()]) == 2
