"""The offline Discord's model of a user-installed app (tests/e2e/anywhere_sim.py), tested on
its own: who is offered which command where, the bot's refused channel posts, the 15-minute
interaction token."""

from __future__ import annotations

import discord
import pytest
from simcord.backend.errors import BackendError, SetupError

from tests.e2e.anywhere_sim import Anywhere


@pytest.fixture
def anywhere(world) -> Anywhere:
    return Anywhere(world.env)


async def test_group_dm_offers_only_user_installable_commands_to_those_who_installed(world, anywhere):
    gdm = anywhere.group_dm(world.alice, world.bob, world.carol)
    anywhere.install(world.alice)
    assert gdm.command(world.alice, "rules")["name"] == "rules"
    with pytest.raises(SetupError, match="not installable by a user"):
        gdm.command(world.alice, "gm")
    with pytest.raises(SetupError, match="has not installed"):
        gdm.command(world.bob, "rules")
    with pytest.raises(SetupError, match="not in this conversation"):
        gdm.command(world.dave, "rules")


async def test_a_command_without_the_private_channel_context_is_not_offered(world, anywhere):
    gdm = anywhere.group_dm(world.alice, world.bob)
    anywhere.install(world.alice)
    world.env.backend.find_command("rules", None)["contexts"] = [0, 1]   # as before user installs
    with pytest.raises(SetupError, match="context 2 not allowed"):
        gdm.command(world.alice, "rules")


async def test_an_interaction_in_a_group_dm_reaches_the_bot_and_is_answered(world, anywhere):
    gdm = anywhere.group_dm(world.alice, world.bob)
    anywhere.install(world.alice)
    result = await gdm.slash(world.alice, "rules", game="mitosis")
    assert result.acknowledged and result.ephemeral
    assert gdm.messages(world.alice) and not gdm.messages(world.bob)      # ephemeral: alice only


async def test_the_bot_cannot_post_where_it_is_not_installed(world, anywhere):
    for place in (anywhere.group_dm(world.alice, world.bob),
                  anywhere.server_without_bot("Friends", world.alice, world.bob)):
        channel = world.bot.get_partial_messageable(place.id)
        with pytest.raises(discord.Forbidden):
            await channel.send("hello")
        assert place.messages() == []
    # Its own DMs and the server that invited it still take its posts.
    await world.bot.get_partial_messageable(world.games.id).send("hello")


async def test_the_interaction_token_lasts_fifteen_minutes(world, anywhere):
    gdm = anywhere.group_dm(world.alice, world.bob)
    anywhere.install(world.alice)
    result = await gdm.slash(world.alice, "rules", game="dna-sequence")
    token = result._interaction.token
    await world.env.advance_time(14 * 60)
    world.env.backend.interaction_by_token(token)                        # still good
    await world.env.advance_time(60)
    with pytest.raises(BackendError, match="Unknown Webhook"):
        world.env.backend.interaction_by_token(token)


async def test_the_bot_sees_who_authorised_it_and_where(world, anywhere):
    seen = []

    async def record(interaction: discord.Interaction):
        seen.append((interaction.guild_id, interaction.guild is not None and interaction.guild.me is not None
                     and interaction.guild.get_channel(interaction.channel_id) is not None,
                     interaction.context.guild, interaction.context.private_channel,
                     interaction.is_user_integration(), interaction.permissions.use_external_apps))
    world.bot.add_listener(record, "on_interaction")
    anywhere.install(world.alice)
    gdm = anywhere.group_dm(world.alice, world.bob)
    await gdm.slash(world.alice, "rules", game="dna-sequence")
    for allowed in (True, False):
        place = anywhere.server_without_bot("Friends", world.alice, external_apps=allowed)
        await place.slash(world.alice, "rules", game="dna-sequence")
    assert seen[0][:5] == (None, False, False, True, True)
    for (guild_id, known_channel, in_guild, private, by_user, _), place_guild in zip(seen[1:], (1, 2)):
        assert guild_id is not None and not known_channel and in_guild and not private and by_user
    assert [s[5] for s in seen[1:]] == [True, False]


async def test_an_interaction_of_a_conversation_takes_five_follow_ups(world, anywhere):
    caught: list[discord.Interaction] = []

    async def keep(interaction: discord.Interaction):
        caught.append(interaction)
    world.bot.add_listener(keep, "on_interaction")
    anywhere.install(world.alice)
    for place in (anywhere.group_dm(world.alice, world.bob), anywhere.server_without_bot("Friends", world.alice)):
        await place.slash(world.alice, "rules", game="dna-sequence")
        interaction = caught[-1]
        for n in range(5):
            await interaction.followup.send(f"follow-up {n + 1}")
        with pytest.raises(discord.HTTPException) as refused:
            await interaction.followup.send("a sixth")
        assert refused.value.status == 400 and refused.value.code == 40094
        assert [m.content for m in place.messages(world.alice)][-1] == "follow-up 5"
        await interaction.edit_original_response(content="edits are not follow-ups")   # still allowed
