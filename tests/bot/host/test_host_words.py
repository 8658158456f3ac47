"""The host speaks in catalog messages: a refusal carries a ``Msg`` that reads in
English through ``str`` (logs, tests, the CLI) and in German or Spanish for a reader who
speaks it; the narration the host adds is messages too, so a channel hears its language."""

from __future__ import annotations

import pytest

import i18n
from bot.host.match_host import HostError
from bot_testkit import ALICE, BOB
from games.message import Msg
from i18n.pseudo import leaks


async def test_a_refusal_is_a_message_in_every_language(host):
    lobby = await host.create(channel_id=1, guild_id=None, game_id="dna-sequence", options="seed=4 clock=60+180",
                              creator=ALICE)
    with pytest.raises(HostError) as info:
        await host.create(channel_id=1, guild_id=None, game_id="dna-sequence", options=None, creator=BOB)
    refusal = info.value.message
    assert isinstance(refusal, Msg)
    assert str(info.value) == (f"this channel already has a match (#{lobby.id}, dna-sequence, lobby); "
                               "finish or cancel it first, or play in another channel")
    assert i18n.text(refusal, "de").startswith(f"in diesem Kanal läuft schon eine Partie (#{lobby.id}, dna-sequence, Lobby)")
    assert i18n.text(refusal, "es").startswith(f"este canal ya tiene una partida (#{lobby.id}, dna-sequence, sala)")


async def test_an_engine_reason_stays_a_message_inside_the_refusal(host):
    with pytest.raises(HostError) as info:
        await host.create(channel_id=1, guild_id=None, game_id="dna-sequence", options="clock=soon", creator=ALICE)
    assert i18n.text(info.value.message, "es") == ("opciones no válidas: clock=soon no es un reloj; escribe clock=off, "
                                                   "clock=60 (segundos por jugada) o clock=60+180 (más una reserva)")


async def test_the_start_line_reads_in_the_channels_language(host):
    lobby = await host.create(channel_id=1, guild_id=None, game_id="dna-sequence", options="seed=4 clock=60+180",
                              creator=ALICE, opponent=BOB)
    outcome = await host.start(lobby.id, BOB.user_id)
    begins = outcome.narration[0]
    title = host.game_of(outcome.match).title
    assert str(begins) == (f"{title} begins: alice, bob (1m per move + 3m reserve; on time-out, "
                           "the easy computer moves for the seat)")
    # The title as a German reader's game menu and pictures name it.
    assert i18n.text(begins, "de") == (f"{i18n.game_title('dna-sequence', 'de')} beginnt: alice, bob (1m pro Zug "
                                       "+ 3m Reserve; bei Zeitüberschreitung: der leichte Computer zieht für den Platz)")
    assert not leaks(i18n.text(begins, "pseudo").replace(title, ""), {"alice", "bob"})   # names are no leak
