"""Sharding: ``PetriBot`` is an ``AutoShardedBot``; a process runs a slice of shards.

SimCord routes each guild's events to the shard ``(guild_id >> 22) % shard_count``
and DMs to shard 0, as Discord does.  A bot running every shard answers in
guilds on each and in DMs; a bot running a slice (``petri run --shard-count 2
--shards 1``) answers only in its shards' guilds, leaving the rest to the
other process.
"""

from __future__ import annotations

import discord
import simcord

from bot.adapter import create_bot
from bot.ops.config import Config
from bot.ops.metrics import health


async def play_in(env, name: str, shard_id: int):
    """A guild on ``shard_id`` where a challenges b to Protozoa; returns (guild, a, b, result)."""
    guild = env.create_guild(name, shard_id=shard_id)
    games = guild.create_text_channel("games")
    a, b = (guild.add_member(env.create_user(f"{who}-{name}")) for who in "ab")
    result = await a.slash(games, "play", game="protozoa", opponent=b, options="clock=off")
    return guild, a, b, result


async def test_every_shard_in_one_process_answers_guilds_and_dms(tmp_path):
    bot = create_bot(Config(database=str(tmp_path / "p.db"), deadline_poll=0), shard_count=2)
    assert isinstance(bot, discord.AutoShardedClient)
    async with simcord.run(bot) as env:
        await env.bot.tree.sync()
        for shard_id in (0, 1):
            guild, a, b, result = await play_in(env, f"g{shard_id}", shard_id)
            assert result.acknowledged and "challenges" in result.response.content
            assert env.bot.get_guild(guild.id).shard_id == shard_id
            accepted = await b.click(result.response, label="Accept")
            assert accepted.response.content.startswith("Started! Match #")   # played in a thread
        # DMs reach shard 0: a seated player's private view works there.
        view = await a.user.slash("view")
        assert view.acknowledged and view.ephemeral
        doc = await health(env.bot)
        assert set(doc["shards"]) == {"0", "1"} and doc["ready"]
        await env.bot.close()


async def test_a_slice_of_shards_answers_only_its_own_guilds(tmp_path):
    bot = create_bot(Config(database=str(tmp_path / "p.db"), deadline_poll=0), shard_count=2, shard_ids=[1])
    async with simcord.run(bot) as env:
        await env.bot.tree.sync()
        _, _, _, theirs = await play_in(env, "other-process", 0)
        assert not theirs.acknowledged             # shard 0 runs in another process
        _, _, _, ours = await play_in(env, "ours", 1)
        assert ours.acknowledged and "challenges" in ours.response.content
        assert [shard for shard, _ in env.bot.latencies] == [1]
        assert len(await env.bot.host.store.fetch_all("SELECT id FROM matches")) == 1
        await env.bot.close()
