"""The tutor's words (issue 34): what /learn says is catalog messages, worded for the learner's
language at the edge; English reads as before."""

from __future__ import annotations

import i18n
from bot.learning.lessons import Tutor
from games import GAMES
from games.lessons import load


async def test_progress_and_tries_read_in_english_german_and_spanish(host):
    tutor = Tutor(host.store, host.now)
    listed = await tutor.progress(11)
    english = i18n.text(listed, "en")
    assert english.startswith("Your lessons (start one with /learn game:):\n")
    first = load("dna-sequence")[0]
    assert f"DNA (sequence chunks): 0/{len(load('dna-sequence'))} " in english
    assert f" — next: {i18n.text(first.title, 'en')}" in english
    assert i18n.text(listed, "de").startswith("Deine Lektionen (starte eine mit /lernen spiel:):\n")
    assert len(i18n.text(listed, "es").splitlines()) == 1 + len(GAMES)

    wrong = await tutor.attempt(11, "dna-sequence", "TTT")
    assert i18n.text(wrong.text, "en") == f"✗ Not yet (1 of 3 tries). Hint: {i18n.text(first.hint, 'en')}"
    assert i18n.text(wrong.text, "es").startswith("✗ Todavía no (1 de 3 intentos). Pista: ")
    assert i18n.text(wrong.text, "de").startswith("✗ Noch nicht (1 von 3 Versuchen). Tipp: ")

    shown = await tutor.show(11, "dna-sequence")
    words = i18n.text(shown.text, "de")
    assert "— Lektion 1: " in words and words.endswith("Antworte mit /lernen spiel:dna-sequence zug:<dein Zug>")
    assert "```" in words  # the text board between code fences, as it was
