"""A server whose language is German gets every channel and thread post of a match in German:
the challenge card and its buttons, the "Started!" line that links the thread,
the thread's name, the finished card and the replay post.  Before, these posts were worded
without the server's locale and came out in English.

The expected texts are rendered here from the same catalog messages in German and checked
to differ from the English ones, so a post in the wrong language fails.
"""

from __future__ import annotations

import i18n
from bot.adapter import flows, threads
from cli.simlocale import speaking
from games import get_game
from games.message import Msg
from tests.e2e.conftest import button_labels, card_now, embed_text, play_to_the_end, thread_of


def de(message: Msg) -> str:
    """``message`` in German, checked to read differently in English."""
    german = i18n.text(message, "de")
    assert german != i18n.text(message, "en"), message
    return german


async def test_a_german_servers_match_posts_are_german_from_challenge_to_replay(world, tables):  # noqa: F811
    w = world
    await w.mod.slash(w.games, "gm config", language="de")
    r = await w.alice.slash(tables, "play", game="dna-sequence", options="length=6 seed=2 clock=off",
                            opponent=w.bob)
    card = r.response
    assert not r.ephemeral
    assert card.content == de(Msg("play-challenge", invited=f"<@{w.bob.id}>", challenger=f"<@{w.alice.id}>",
                                  game=get_game("dna-sequence").title))
    accept, decline = de(Msg("play-button-accept")), de(Msg("play-button-decline"))
    assert button_labels(card) == [accept, decline]
    match = await w.match(tables)
    assert card.embeds[0].title == flows.lobby_embed(match, "de").title

    accepted = await w.bob.click(card, label=accept)
    assert accepted.acknowledged and not accepted.ephemeral
    match = await w.host.get(match.id)
    thread = thread_of(w, tables, match)
    assert thread.name == threads.thread_name(match, "de") != threads.thread_name(match, "en")
    started = de(Msg("play-thread-card-started", lead=de(Msg("play-started")), match=str(match.id),
                     thread=f"<#{thread.id}>"))
    shown = card_now(w, tables, card)
    assert shown.content == started
    assert embed_text(shown.embeds[0]) == embed_text(flows.lobby_embed(match, "de"))

    match = await play_to_the_end(w, thread, match.id)
    assert thread.history()[-1].content == de(Msg("history-replay-post", match=str(match.id)))
    over = de(Msg("play-thread-card-over", match=str(match.id), result=threads.result_words(match),
                  thread=f"<#{thread.id}>"))
    assert card_now(w, tables, card).content == over


async def test_gm_show_speaks_the_game_masters_language(world):
    w = world
    r = await w.alice.slash(w.games, "play", game="dna-sequence", options="seed=4 clock=off", opponent=w.bob)
    await w.bob.click(r.response, label="Accept")
    match = await w.match()
    with speaking({w.mod.id: "de"}):
        shown = await w.mod.slash(w.games, "gm show", match=match.id)
    assert shown.ephemeral
    assert de(Msg("host-show-heading", match=str(match.id), game=get_game("dna-sequence").title,
                  status=Msg("host-status-running"), options=match.options or Msg("host-show-defaults"),
                  seed=str(match.seed))) in shown.response.content
