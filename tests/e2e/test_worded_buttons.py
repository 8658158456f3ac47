"""What a button says is worded; the move it sends is notation.

In a German server, Mitosis' colour and first-player buttons said "colour red" and "first
blue": the moves as typed.  Now they say "Farbe Rot" and "Blau beginnt" in the channel's
language, and a click still plays ``colour red`` (the history keeps the notation).
"""

from __future__ import annotations

from cli.simlocale import speaking
from tests.e2e.conftest import button_labels


async def test_mitosis_choice_buttons_speak_the_servers_language(world):
    w = world
    await w.mod.slash(w.games, "gm config", language="de")
    with speaking({w.alice.id: "de", w.bob.id: "de"}):
        r = await w.alice.slash(w.games, "play", game="mitosis", options="clock=off seed=3", opponent=w.bob)
        accept = [label for label in button_labels(r.response) if label != "Ablehnen"][0]
        await w.bob.click(r.response, label=accept)
        opening = [m for m in w.public() if any(button_labels(m))][-1]
        labels = button_labels(opening)
        assert labels == ["Farbe Blau", "Farbe Rot"], labels
        chosen = await w.bob.click(opening, label="Farbe Rot")
        assert chosen.acknowledged and not chosen.ephemeral
        match = await w.match()
        assert match.state["colours"][match.state["seats"].index("bob")] == "red"
        assert [e.text for e in await w.host.history(match.id)][-1] == "colour red"
        assert button_labels(chosen.response) == ["Blau beginnt", "Rot beginnt"]
        # /history words the move as the button did, with its notation beside it.
        history = await w.alice.slash(w.games, "history")
        text = history.response.content
        assert "spielte Farbe Rot (`colour red`)" in text, text
        assert "spielte `colour red`" not in text
