"""Each member reads the adapter's private answers in their own Discord language.

SimCord sends every interaction as ``en-US``; ``speaking`` makes the simulated Discord send
some members' interactions with their client's locale instead (what Discord itself does),
so the real bot and discord.py see a German or a Spanish member.  Ephemeral replies, forms
and the buttons on them follow the clicker; what the channel sees does not.
"""

from __future__ import annotations

import pytest

import i18n
import i18n.pseudo
from simcord import interactions as simulated

from tests.e2e.conftest import button_labels, modal_inputs, start_lobby_match, submit_form
from tests.e2e.test_protozoa_play import challenge


@pytest.fixture
def speaking(monkeypatch):
    """``speaking(member, "de")``: that member's Discord client speaks German from now on."""
    locales: dict[int, str] = {}
    real = simulated.base_payload

    def base_payload(backend, *, user_id, **kwargs):
        record, payload = real(backend, user_id=user_id, **kwargs)
        if user_id in locales:
            payload["locale"] = locales[user_id]
        return record, payload

    monkeypatch.setattr(simulated, "base_payload", base_payload)

    def speak(member, locale: str) -> None:
        locales[member.id] = locale
    return speak


async def test_a_german_and_a_spanish_member_get_their_own_words_the_channel_english(world, speaking):
    w = world
    speaking(w.alice, "de")
    speaking(w.bob, "es-ES")
    match = await start_lobby_match(w, "seed=4")
    public_before = [m.content for m in w.public()]

    asked = await w.alice.slash(w.games, "resign")
    assert asked.ephemeral and asked.response.content == (
        f"Partie #{match.id} aufgeben? Die anderen spielen weiter oder gewinnen.")
    assert button_labels(asked.response) == ["Aufgeben", "Weiterspielen"]
    kept = await w.alice.click(asked.response, label="Weiterspielen")
    assert kept.response.content == f"Du spielst in Partie #{match.id} weiter."

    refused = await w.bob.slash(w.games, "replay", match=match.id, ply=99)
    assert refused.ephemeral and refused.response.content == (
        f"la partida #{match.id} tiene las medias jugadas 0–0 (0 es el inicio); no existe la media jugada 99")
    spanish = await w.bob.slash(w.games, "resign")
    assert button_labels(spanish.response) == ["Rendirse", "Seguir jugando"]

    # A member whose client speaks English (carol) and the channel keep today's words.
    stranger = await w.carol.slash(w.games, "view")
    assert stranger.response.content.startswith(f"Match #{match.id}, spectator view (you are not playing):")
    assert [m.content for m in w.public()] == public_before


async def test_a_refusal_the_quick_form_and_its_refusal_follow_the_clicker(world, speaking):
    w = world
    speaking(w.carol, "de")
    nothing = await w.carol.slash(w.games, "board")
    assert nothing.ephemeral and nothing.response.content == (
        "in diesem Kanal gibt es keine Partie; starte eine mit /spielen")   # the command as a German member sees it
    speaking(w.alice, "es")
    speaking(w.bob, "de")
    match = await challenge(w)            # bob accepts in German: the card still says "Started!"
    shown = await w.alice.select(w.public()[-1], ["place 2 …"])
    assert shown.modal["title"] == "Jugada rápida"
    (field,) = modal_inputs(shown)
    assert field["label"] == "Casilla para: place 2 …" and field["placeholder"] == "p. ej. c4"
    off = await submit_form(w.alice, shown, "z9")
    assert off.ephemeral and off.response.content == (
        "`z9` no es una casilla; las casillas van de a1 a h8, p. ej. c4")
    stranger = await w.carol.select(w.public()[-1], ["place 2 …"])
    assert stranger.ephemeral and stranger.response.content == "du spielst in dieser Partie nicht mit"
    assert (await w.host.get(match.id)).version == match.version


async def test_a_pseudo_locale_member_reads_no_english_outside_the_catalog(world, speaking):
    """Everything the adapter itself answers privately comes from a catalog: in the pseudo-locale
    no English word is left outside a ⟦…⟧ message but names, notation and game titles."""
    w = world
    match = await start_lobby_match(w, "seed=4")
    speaking(w.alice, "pseudo")
    speaking(w.mod, "pseudo")
    allowed = {"alice", "bob", "DNA", "sequence", "chunks", "Petri"}
    answers = [
        await w.alice.slash(w.games, "resign"),
        await w.alice.slash(w.games, "games"),
        await w.alice.slash(w.games, "history", match=match.id, page=9),
        await w.alice.slash(w.games, "replay", match=match.id, ply=99),
        await w.alice.slash(w.games, "move", move="ACG;CGT"),
        await w.mod.slash(w.games, "gm list"),
        await w.mod.slash(w.games, "gm config"),
        await w.mod.slash(w.games, "gm undo", plies=1, match=match.id + 1),
    ]
    kept = await w.alice.click(answers[0].response, label=button_labels(answers[0].response)[1])
    answers.append(kept)
    for answer in answers:
        assert answer.response.ephemeral, answer
        text = answer.response.content
        assert "⟦" in text and i18n.pseudo.leaks(text, allowed) == [], text
    assert all(label.startswith("⟦") for label in button_labels(answers[0].response))
