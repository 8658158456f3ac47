"""End-to-end fixtures: the real PetriBot (discord.py 2.7.1) on SimCord's offline Discord.

The world: guild "Sandbox", text channel "games", members alice, bob, carol,
dave and mod (a "Mods" role with Manage Server).  Commands are synced by an
explicit ``await bot.tree.sync()`` as ``petri sync`` would (design.md §4).

SimCord's ``check_errors`` stays on: any exception the bot raises (and does
not handle) fails the test at teardown.
"""

from __future__ import annotations

import re

from dataclasses import dataclass, field
from typing import Any

import discord
import pytest

from bot.adapter import PetriBot, create_bot
from bot.ops.config import Config
from cli.sandbox import form_inputs

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
MEMBERS = ("alice", "bob", "carol", "dave")
#: A channel overwrite that takes the thread permissions away (``bot.adapter.threads``).
NO_THREADS = discord.PermissionOverwrite(create_public_threads=False)


@pytest.fixture
def db_path(database_target) -> str:
    """An SQLite file, or a fresh PostgreSQL URL on the PostgreSQL run (tests/conftest.py)."""
    return database_target


@pytest.fixture
def simcord_bot(db_path) -> PetriBot:
    """The bot SimCord's ``simcord_env`` fixture runs (see simcord.pytest_plugin)."""
    # One process per database here, so no poll for others' deadlines (its one-second
    # wake-ups would keep SimCord's virtual clock from ever settling).  Pictures in-process:
    # a worker per bot would add its start-up to every test (tests/bot/workers/test_render_pool.py
    # drives the worker processes).
    return create_bot(Config(database=db_path, deadline_poll=0, render_workers=0))


@dataclass
class World:
    env: Any                      # simcord.Env
    guild: Any                    # GuildHandle "Sandbox"
    games: Any                    # ChannelHandle "games"
    members: dict[str, Any]       # name -> MemberActor
    db_path: str
    bots: list[PetriBot] = field(default_factory=list)

    # -- people ---------------------------------------------------------------
    def __getattr__(self, name: str) -> Any:
        members = self.__dict__.get("members", {})
        if name in members:
            return members[name]
        raise AttributeError(name)

    # -- the bot ----------------------------------------------------------------
    @property
    def bot(self) -> PetriBot:
        return self.env.bot

    @property
    def host(self):
        return self.env.bot.host

    async def restart(self) -> PetriBot:
        """A fresh bot process on the same database replaces the running one."""
        old = self.env.bot
        new = create_bot(Config(database=self.db_path, deadline_poll=0, render_workers=0))
        self.bots.append(new)
        await self.env.restart_bot(new)
        await old.close()          # SimCord never closes a detached bot; its DB must close
        return new

    async def match(self, channel=None):
        """The active match of ``channel`` (default: games), fresh from the database."""
        return await self.host.channel_match((channel or self.games).id)

    # -- what people see ------------------------------------------------------------
    def public(self, channel=None) -> list[discord.Message]:
        """Non-ephemeral messages of a channel, oldest first."""
        return (channel or self.games).history()

    def dms(self, member) -> list[discord.Message]:
        """The bot <-> member DM, oldest first."""
        return member.user.dm_channel.history()


@pytest.fixture
async def world(simcord_env, db_path):
    env = simcord_env
    assert env.check_errors, "keep SimCord's check_errors on: unhandled bot errors must fail the test"
    guild = env.create_guild("Sandbox")
    # The suites written before threads play in the channel: the bot may not open
    # threads in #games, so matches there are played one at a time, in the channel itself.
    # tests/e2e/test_threads.py plays in channels where it may.
    games = guild.create_text_channel("games", overwrites={guild.me: NO_THREADS})
    mods = guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    members = {name: guild.add_member(env.create_user(name)) for name in MEMBERS}
    members["mod"] = guild.add_member(env.create_user("mod"), roles=[mods])
    await env.bot.tree.sync()     # explicit, like `petri sync`; never on ready
    w = World(env, guild, games, members, db_path, bots=[env.bot])
    yield w
    for bot in w.bots:            # SimCord never calls bot.close(): close the host's database
        if bot.host is not None:
            await bot.host.close()
            bot.host = None


# -- helpers (plain functions, imported by the tests) -------------------------------------------
def button_labels(message) -> list[str]:
    """Labels of the buttons on a discord.Message or a SimCord ResponseMessage."""
    labels = []
    rows = message.components
    for row in rows:
        if isinstance(row, dict):
            labels += [c.get("label") for c in row.get("components", []) if c.get("type") == 2]
        else:
            labels += [c.label for c in getattr(row, "children", ()) if isinstance(c, discord.Button)]
    return labels


def newest_with_button(channel_or_messages, label: str, viewer=None) -> discord.Message:
    """The newest message (of a ChannelHandle, or a list of messages) with a button ``label``."""
    messages = channel_or_messages if isinstance(channel_or_messages, list) \
        else channel_or_messages.history(viewer=viewer)
    for msg in reversed(messages):
        if label in button_labels(msg):
            return msg
    raise LookupError(f"no message with a {label!r} button")


def attachments_of(messages) -> list[discord.Attachment]:
    return [a for m in messages for a in m.attachments]


def embed_text(embed: discord.Embed) -> str:
    parts = [embed.title or "", embed.description or "", embed.footer.text or ""]
    parts += [f"{f.name} {f.value}" for f in embed.fields]
    return "\n".join(parts)


def visible_text(messages) -> str:
    """Everything a reader of these messages can see as text: content, embeds,
    attachment file names and descriptions (alt text), button labels."""
    parts = []
    for m in messages:
        parts.append(m.content or "")
        parts += [embed_text(e) for e in m.embeds]
        parts += [f"{a.filename} {a.description or ''}" for a in m.attachments]
        parts += [str(x) for x in button_labels(m)]
    return "\n".join(parts)


async def png_of(attachment: discord.Attachment) -> bytes:
    """The attachment's bytes, asserting that they are a PNG."""
    assert attachment.filename.endswith(".png"), attachment.filename
    data = await attachment.read()
    assert data[:8] == PNG_MAGIC, f"{attachment.filename} is not a PNG: {data[:8]!r}"
    return data


def without_due(text: str) -> str:
    """``text`` without the turn line's clock deadline (``, due <t:UNIX:R>``), for tests of
    other things (test_turn_deadline.py tests the deadline itself)."""
    return re.sub(r", due <t:\d+:R>$", "", text, flags=re.M)


def mention(member) -> str:
    return f"<@{member.id}>"


def modal_inputs(shown) -> list[dict]:
    """The text inputs of a shown modal (ActionRow- or Label-wrapped), as the sandbox reads them."""
    return form_inputs(shown.modal)


async def submit_form(actor, shown, text: str):
    """Fill the single text input of a shown modal with ``text`` and submit it."""
    inputs = modal_inputs(shown)
    assert len(inputs) == 1, shown.modal
    return await actor.submit_modal(shown, {inputs[0]["custom_id"]: text})


def posts_to(env, channel_id: int, since: int = 0) -> list:
    """REST POSTs the bot made to a channel's messages since ``since`` (index in env.http_requests)."""
    return [h for h in env.http_requests[since:]
            if h.method == "POST" and h.path == f"/channels/{channel_id}/messages"]


async def start_lobby_match(w: World, options: str | None = None, players=("alice", "bob"),
                            channel=None):
    """``players[0]`` opens a lobby with /play, the others Join, the host presses Start.

    Returns the running match (a ``MatchRow`` from the host).
    """
    channel = channel or w.games
    host, *guests = [w.members[p] for p in players]
    r = await host.slash(channel, "play", game="dna-sequence", options=options)
    assert r.acknowledged and not r.ephemeral, r
    lobby = r.response
    for guest in guests:
        joined = await guest.click(lobby, label="Join")
        assert joined.acknowledged and joined.response.id == lobby.id, joined
    started = await host.click(lobby, label="Start")
    # In a channel with threads the card goes on: "Match #N is played in <#thread>."
    assert started.acknowledged and started.response.content.startswith("Started!"), started
    match = await w.match(channel)
    assert match.status == "running"
    return match


async def resign(member, channel, where=None):
    """``member`` uses /resign in ``channel`` and confirms with the Resign button;
    returns the public post announcing it, in ``where`` (default ``channel``)."""
    asked = await member.slash(channel, "resign")
    assert asked.acknowledged and asked.ephemeral and asked.response.content.startswith("Resign match #"), asked
    done = await member.click(asked.response, label="Resign")
    assert done.acknowledged and done.response.content.startswith("You resigned match #"), done
    return next(m for m in reversed((where or channel).history()) if f"{member.name} resigned" in m.content)


def pinged(env, message) -> list[int]:
    """User ids the message actually pinged (SimCord applies allowed_mentions; content
    mentions that were not allowed are shown but ping nobody)."""
    return list(env.backend.get_message(message.channel.id if hasattr(message, "channel") else message.channel_id,
                                        message.id).ping_user_ids)


# -- matches played in threads (tests/e2e/test_threads.py and the tests built on it) --
@pytest.fixture
async def tables(world):
    """``#tables``: a text channel where the bot has every permission, so matches get threads
    (the world's ``#games`` has no thread permissions)."""
    return world.guild.create_text_channel("tables")


def thread_of(w, channel, match):
    """The ChannelHandle of ``match``'s thread among ``channel``'s threads."""
    (thread,) = [t for t in channel.threads if t.id == match.thread_id]
    return thread


def card_now(w, channel, card):
    """The card as the channel shows it now."""
    return next(m for m in channel.history() if m.id == card.id)


async def play_first_legal(w, thread, match_id: int):
    """The player to move plays their first legal move with /move in ``thread``; returns
    (the answer, the move)."""
    match = await w.host.get(match_id)
    mover = next(m for m in w.members.values() if m.id == w.host.movers(match)[0].user_id)
    move = w.host.legal_moves(match, mover.id)[0]
    r = await mover.slash(thread, "move", move=move)
    assert r.acknowledged and not r.ephemeral, r.response.content
    return r.response, move


async def play_to_the_end(w, thread, match_id: int, most: int = 40):
    """Whoever is to move plays their first legal move in ``thread`` until the match is
    finished (at most ``most`` moves, else the test fails); returns the finished match."""
    for _ in range(most):
        await play_first_legal(w, thread, match_id)
        match = await w.host.get(match_id)
        if match.status == "finished":
            return match
    raise AssertionError("the game did not end")
