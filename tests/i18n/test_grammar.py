"""German and Spanish read as a fluent reader writes them: a count is worded
through the catalogs' plural forms, a player's name never takes a gendered adjective, a seat
is "it" the same way through a message, numbers in one message share one format, and a
narration line is sentences or lines, not a semicolon run-on."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

import i18n
from bot.adapter import words
from bot.host.ratings import Skill
from games.message import Msg
from i18n.catalog import Count, bundle, catalog_files

sys.path.insert(0, str(Path(__file__).parent))
from catalog_variables import variables_of  # noqa: E402


def say(locale: str, ident: str, **args) -> str:
    return i18n.text(Msg(ident, **args), locale)


#: A count of one with a plural noun or verb after it (or before it: "faltan 1").
ONE_PLURAL = {
    "es": re.compile(r"(?<![\d.,])1 (?!más\b|vez\b)[a-záéíóúñ]+s\b|\bfaltan 1\b|\bquedan 1\b"),
    "de": re.compile(r"(?<![\d.,])1 (stehen|sind|Partien|Punkte|Züge|Personen|Teilnahmen|Runden|Zellen|Steine|"
                     r"Stränge|Gebote|Lektionen|Felder|Teilungen|weitere)\b|\bnoch 1 ausstehend"),
}
#: Variables that count something a player may have exactly one of.
COUNTS = {"count", "waiting", "entrants", "points", "pips", "mine", "theirs", "more", "killed", "orth", "diag"}
#: Counts that are never one where the message is said (both made 25 moves; "or any of its
#: N legal moves" is said for more moves than buttons).
NEVER_ONE = {"mitosis-captures-over", "play-proxy-ask-more"}


@pytest.mark.parametrize("locale", ["de", "es"])
def test_a_count_of_one_reads_as_one(locale):
    catalog, wrong = bundle(locale), []
    for path in catalog_files(locale):
        if path.name.startswith(("lessons-", "render")):
            continue   # lessons and pictures have their own engineers and tests
        for entry in FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(entry, ast.Message) or entry.value is None or entry.id.name in NEVER_ONE:
                continue
            names = variables_of(entry.value)
            for name in names & COUNTS:
                args = {other: "x" for other in names}
                args[name] = Count(1)
                text, _ = catalog.format_pattern(catalog.get_message(entry.id.name).value, args)
                if (found := ONE_PLURAL[locale].search(text)):
                    wrong.append(f"{entry.id.name} ({name}=1): …{text[max(0, found.start() - 30):found.end() + 10]}…")
    assert not wrong, "\n".join(wrong)


def test_the_counts_once_worded_wrong():
    assert "faltan 1" not in say("es", "genetess-has-bid", name="ana", waiting=1)
    assert "stehen" not in say("de", "genetess-has-bid", name="ana", waiting=1)
    assert say("de", "genetess-has-bid", name="ana", waiting=2).endswith("(2 Gebote stehen noch aus)")
    assert "1 pasos" not in say("es", "genetess-wrong-steps", seq="AB", square="C3", orth=1, diag=0,
                                gave_orth=2, gave_diag=0)
    joined = say("de", "tournament-joined", name="ana", tournament="1", entrants=2)
    assert "Teilnahmen" not in joined and "2 Personen" in joined


def test_a_name_takes_no_gendered_adjective_in_spanish():
    for ident in ("genetess-eliminated", "genetess-eliminated-ronin"):
        text = say("es", ident, name="alice")
        assert not re.search(r"\beliminad[oa]\b", text), text
    assert not re.search(r"\b(retirado|último)\b", say("es", "tournament-withdrawn-name", name="alice") +
                         say("es", "genetess-reason-last", name="alice"))


def test_a_seat_is_named_one_way_through_the_proxy_question():
    """German: the opponent chooses a timed-out seat's move; the menu said "ihren Zug" and the
    text "einen seiner Züge" of the same seat."""
    asked = say("de", "play-proxy-ask-more", chooser="bob", seat="alice", count=30)
    menu = say("de", "play-proxy-placeholder")
    possessives = set(re.findall(r"\b(ihren|ihrer|seinen|seiner)\b", asked + " " + menu))
    assert len(possessives) <= 1, (asked, menu)


@pytest.mark.parametrize("locale", ["de", "es"])
def test_a_rating_card_writes_every_number_alike(locale):
    skill = Skill(mu=22.4, sigma=8.07)          # provisional, below zero: -1.8
    text = say(locale, "stats-rating", rating=words.rating(skill), mu=skill.mu, sigma=skill.sigma)
    numbers = re.findall(r"-?\d+[.,]\d+", text)
    assert len(numbers) == 3 and all("," in n for n in numbers), text
    if locale == "es":
        assert "?" not in text, text   # "0,0?" reads as a question in Spanish
    assert say("en", "stats-rating", rating=words.rating(skill), mu=skill.mu, sigma=skill.sigma).startswith(
        f"**{skill.shown()}**")


@pytest.mark.parametrize("locale", ["de", "es"])
def test_narration_is_sentences_not_semicolon_runs(locale):
    for text in (say(locale, "dna-sequence-revealed-first", name="ana"),
                 say(locale, "mitosis-placing-over", who="ana"),
                 say(locale, "dna-icehouse-turn-parts", first="a", rest="b")):
        assert ";" not in text, text
