"""Who reads which language, end to end on SimCord.

A German-speaking member (alice) and a Spanish-speaking one (bob) play one match in a
server whose posts are English: each gets their DMs and ephemeral replies in their own
language while the channel speaks the server's; ``/gm config language:`` changes the
channel's language from the next post on.  The members' clients send their locale with
each interaction (``cli.simlocale.speaking``: SimCord always sends en-US otherwise).

What the bot should say is rendered here from the engine's own data (its prompts, events
and private lines) with ``i18n.text`` in the reader's locale: the bot must have chosen that
locale.  Where a catalog has the words (the rules' options block, the host's and the
games' messages as they are converted) the German, Spanish and English texts differ, so a
text in the wrong language fails.
"""

from __future__ import annotations

import discord

import i18n
from bot.adapter import delivery, words
from bot.host import guilds
from cli.simlocale import speaking
from games import get_game
from bot.storage.repos import readers as reader_rows
from tests.e2e.conftest import NO_THREADS, button_labels

GAME = get_game("dna-sequence")
MANUAL = "manual length=6 non_incremental"


def said(value, locale: str) -> str:
    """``value`` as the bot shows it to a reader of ``locale`` (rendered, then escaped)."""
    return delivery.plain(i18n.text(value, locale))


async def start(w, channel=None, options: str = MANUAL):
    """alice opens a manual DNA lobby, bob joins, alice starts it; the running match."""
    channel = channel or w.games
    lobby = (await w.alice.slash(channel, "play", game="dna-sequence", options=options)).response
    join, _, start_button = button_labels(lobby)[:3]   # whatever language the card speaks
    await w.bob.click(lobby, label=join)
    await w.alice.click(lobby, label=start_button)
    match = await w.match(channel)
    assert match.status == "running"
    return match


async def test_dms_and_ephemerals_speak_each_members_language_the_channel_the_servers(world):
    w = world
    with speaking({w.alice.id: "de", w.bob.id: "es"}):
        assert await words.server_locale(w.bot, w.host.store, w.guild.id) == "en"
        match = await start(w)
        state = match.state
        # The secret-step asks come by DM, each in its reader's language.
        for member, seat, locale in ((w.alice, 0, "de"), (w.bob, 1, "es")):
            (ask,) = w.dms(member)
            assert said(GAME.pending_secret(state, seat)["prompt"], locale) in ask.content
        # Each member's client language was remembered for later DMs (migration 10).
        assert await reader_rows.user_locale(w.host.store, w.alice.id) == "de"
        assert await reader_rows.user_locale(w.host.store, w.bob.id) == "es"

        # Ephemeral answers: the clicker's language.
        rules_de = await w.alice.slash(w.games, "rules", game="dna-sequence")
        rules_es = await w.bob.slash(w.games, "rules", game="dna-sequence")
        assert rules_de.ephemeral and "**Optionen**" in rules_de.response.embeds[0].description
        assert rules_es.ephemeral and "**Opciones**" in rules_es.response.embeds[0].description

        # alice's secret strand, typed in the DM: her private line comes back in German.
        _, events = GAME.apply(state, 0, "ACGACG")
        mine = [line for e in events for owner, line in e.get("private", {}).items() if int(owner) == 0]
        assert mine
        done = await w.alice.user.slash("move", move="ACGACG")
        assert done.ephemeral
        for line in mine:
            assert said(line, "de") in done.response.content
        # ...and the channel hears what happened in the server's language (English).
        post = w.public()[-1]
        public = [e["text"] for e in events if not e.get("step")]
        assert public and all(said(line, "en") in post.content for line in public)

        # A game-master switches the server to German: the next post is German.
        config = await w.mod.slash(w.games, "gm config", language="de")
        assert config.ephemeral
        assert (await guilds.load(w.host.store, w.guild.id)).language == "de"
        before = (await w.match()).state
        _, events = GAME.apply(before, 1, "TTTTTT")
        done = await w.bob.user.slash("move", move="TTTTTT")
        assert done.ephemeral
        for owner_line in (line for e in events for owner, line in e.get("private", {}).items() if int(owner) == 1):
            assert said(owner_line, "es") in done.response.content
        post = w.public()[-1]
        public = [e["text"] for e in events if not e.get("step")]
        assert public and all(said(line, "de") in post.content for line in public)


async def test_the_server_language_defaults_to_its_preferred_locale_and_can_go_back_to_it(world):
    w = world
    spanish = w.env.create_guild("Servidor", preferred_locale="es-ES")
    assert await words.server_locale(w.bot, w.host.store, spanish.id) == "es"
    assert await words.server_locale(w.bot, w.host.store, w.guild.id) == "en"
    assert await words.server_locale(w.bot, w.host.store, None) == "en"
    await w.mod.slash(w.games, "gm config", language="es")
    assert await words.server_locale(w.bot, w.host.store, w.guild.id) == "es"
    await w.mod.slash(w.games, "gm config", language="server")
    assert (await guilds.load(w.host.store, w.guild.id)).language is None
    assert await words.server_locale(w.bot, w.host.store, w.guild.id) == "en"


async def test_a_members_language_is_stored_once_and_again_only_when_it_changes(world):
    w = world
    store = w.host.store

    async def seen_at():
        return (await store.fetch_one("SELECT seen_at FROM user_locales WHERE user_id = ?", (w.carol.id,)))[0]

    with speaking({w.carol.id: "de"}) as locales:
        await w.carol.slash(w.games, "games")
        first = await seen_at()
        await w.env.advance_time(60)
        await w.carol.slash(w.games, "games")
        assert await seen_at() == first            # unchanged: not written again
        locales[w.carol.id] = "es"
        await w.carol.slash(w.games, "games")
        assert await reader_rows.user_locale(store, w.carol.id) == "es" and await seen_at() > first
    # After a restart (nothing in memory) a DM still speaks the stored language.
    bot = await w.restart()
    assert await words.user_locale(bot, bot.host.store, w.carol.id) == "es"
    assert await words.user_locale(bot, bot.host.store, w.dave.id) == "en"   # never seen: English


async def test_slash_commands_are_registered_with_german_and_spanish_names(world):
    w = world
    commands = await w.bot.tree.fetch_commands()
    play = next(c for c in commands if c.name == "play")
    assert play.name_localizations[discord.Locale.german] == "spielen"
    assert play.name_localizations[discord.Locale.spain_spanish] == "jugar"
    assert play.description_localizations[discord.Locale.german].startswith("Hier eine Partie")


async def test_one_members_language_changes_nothing_the_others_read(world):
    """A locale is not a channel: the same seeded match played twice, bob speaking Spanish
    then the pseudo-locale, gives alice and the channel the very same texts."""
    w = world
    other = w.guild.create_text_channel("other", overwrites={w.guild.me: NO_THREADS})
    seen = []
    with speaking({w.alice.id: "de", w.bob.id: "es"}) as locales:
        for channel, bob_speaks in ((w.games, "es"), (other, "pseudo")):
            locales[w.bob.id] = bob_speaks
            match = await start(w, channel, MANUAL + " seed=5")
            await w.bob.user.slash("move", move="TTTTTT", match=match.id)
            await w.alice.user.slash("move", move="ACGACG", match=match.id)
            tag = f"#{match.id}"
            alice_reads = [m.content.replace(tag, "#N") for m in w.dms(w.alice) if tag in m.content]
            channel_reads = [m.content.replace(tag, "#N") for m in channel.history()]
            seen.append((alice_reads, channel_reads))
    assert seen[0][0] and seen[0][1]
    assert seen[0] == seen[1]


async def test_a_message_handed_to_send_dm_is_worded_in_the_recipients_language(world):
    """``send_dm`` words a ``Msg`` in the recipient's language as last seen (as
    ``reply_private`` does in the caller's): the adapter passes data, the helper picks."""
    from games.message import Msg
    w = world
    message = Msg("move-not-your-turn", movers=["ted"])
    with speaking({w.alice.id: "de", w.bob.id: "es"}):
        await w.bob.slash(w.games, "games")                 # bob's Spanish is seen
        assert await delivery.send_dm(w.bot, w.host, w.bob.id, content=message)
        assert w.dms(w.bob)[-1].content == i18n.text(message, "es") != str(message)
