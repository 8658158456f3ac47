"""``petri sandbox``: the real bot on SimCord's offline Discord (design.md §5).

A server "Sandbox" with the text channels ``#games`` and ``#lobby`` and the
members alice, bob, carol, dave and mod (Manage Server).  Each match is
played in a thread of the channel its card is in.  Script lines
(also typed at the interactive prompt):

- ``alice: /play game:dna-sequence opponent:@bob options:"manual length=6"``
  (``opponent:@Petri level:easy``: against the computer).  ``/play`` goes to
  #games; any other command to the thread of the member's match when they
  play exactly one that has a thread, else to #games
- ``alice (#lobby): /play …`` — in #lobby; ``alice (#2): /move …`` — in the
  thread of match #2
- ``alice (dm): /view`` — a slash command in alice's DM with the bot
- ``alice (group-dm): /play game:mitosis`` — in the group DM of alice, bob and carol, and
  ``alice (no-petri): …`` — in #general of the server "Elsewhere", which never invited Petri:
  every member installed Petri to their account, so there it answers only interactions (each
  turn one card); ``click`` and ``choose`` there take the same ``(group-dm)``/``(no-petri)``
- ``bob: click Accept`` — the newest button with that label bob can see
- ``bob: choose E4`` — an option of the newest select menu bob can see
- ``alice: submit sequence=ACGT`` — fill and submit the form alice has open
- ``expect REGEX`` — something said since the previous command matches
- ``expect-public-not REGEX`` — nothing public so far matches (secrets)
- ``time +90s`` (also ``m``/``h``) — advance the simulated clock
- ``restart`` — stop the bot and start a new one on the same database
- ``# comment`` and blank lines are ignored.

With ``--locale de`` (``es``, ``pseudo``) every member's Discord speaks that language and
so does the server (its preferred locale).  In the pseudo-locale the scripts stay English:
what the bot says is compared after ``i18n.pseudo.unpseudo``, buttons, menus and form
fields are found by their English labels, and at the end every English word the bot sent
outside a catalog message is listed, one ``LEAK`` line per place (``i18n.pseudo.leaks``).

Images the bot sends anywhere are saved to ``--out``.  Without ``--script``
the sandbox also serves a browser page (cli/sandbox_page.py): the channels,
the match threads and every member's DMs, each playable as that member.
With ``[metrics] listen`` set in the config (``--config``), ``/healthz`` and
``/metrics`` are served as by ``petri run``.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import shlex
import signal
import stat
import string
import sys
import tempfile
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import discord

from bot.adapter import create_bot
from bot.ops.config import Config, ConfigError, load_config, parse_listen
from cli.simlocale import DISCORD_CODES, speaking
from cli.simwait import when_idle
from i18n.pseudo import leaks, unpseudo

MEMBERS = ("alice", "bob", "carol", "dave", "mod")
BOT_NAME = "Petri"    # SimCord names its bot user "TestBot"; players should see the product's name
_COMMAND = re.compile(r"^(?P<who>[a-z]+)(?:\s*\((?P<where>dm|group-dm|no-petri|#[\w-]+)\))?\s*:\s*(?P<rest>.+)$")
#: The places a user's own install of Petri reaches (``cli.simanywhere``): key → label.
CONVERSATIONS = {"group-dm": "group DM (alice, bob, carol)", "no-petri": "Elsewhere #general (no Petri)"}
#: The sandbox server's text channels.
CHANNELS = ("games", "lobby")
_TIME = re.compile(r"^\+?(?P<n>\d+(?:\.\d+)?)(?P<unit>[smhd]?)$")
_UNITS = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400}
_TIMESTAMP = re.compile(r"<t:(-?\d+):R>")
#: How a console line may write a boolean option (``provisional:True``).
_TRUE, _FALSE = {"true", "yes", "on", "1"}, {"false", "no", "off", "0"}


class ScriptError(Exception):
    """A script line that could not run or whose expectation failed (the message says which)."""


def default_args(config: str | None = None) -> argparse.Namespace:
    """The arguments of a plain interactive ``petri sandbox`` reading the config file ``config``
    (default: config.toml if there is one) for its ``[metrics]``."""
    return argparse.Namespace(script=None, out="sandbox-out", db=None, port=0, no_preview=False,
                              config=config, locale="en", game_clocks=False)


@dataclass
class Said:
    """One thing the bot said: where, to whom it is visible, text and images."""

    where: str          # "#games", a thread's name or "dm:alice"
    public: bool        # visible to everyone in the server
    text: str
    files: list[tuple[str, bytes]] = field(default_factory=list)
    message: Any = None  # the discord.Message it was read from
    #: In the pseudo-locale: English words it showed outside every catalog message.
    leaked: list[str] = field(default_factory=list)
    line: str = ""      # the script line after which it was said


class Sandbox:
    """A running sandbox world; ``run_line`` executes one script line."""

    def __init__(self, env, db_path: str, out_dir: Path, locale: str = "en"):
        self.env = env
        self.db_path = db_path
        self.out = out_dir
        self.out.mkdir(parents=True, exist_ok=True)
        #: The members' and the server's language (``--locale``); scripts stay English.
        self.locale = locale
        guild = env.create_guild("Sandbox", preferred_locale=DISCORD_CODES[locale])
        #: The text channels by name; ``channel`` is #games, where commands go by default.
        self.channels = {name: guild.create_text_channel(name) for name in CHANNELS}
        self.channel = self.channels["games"]
        moderators = guild.create_role("Moderators", permissions=discord.Permissions(manage_guild=True))
        self.members = {name: guild.add_member(env.create_user(name),
                                               roles=[moderators] if name == "mod" else [])
                        for name in MEMBERS}
        from simcord.actors import MemberActor  # simcord is the sandbox extra: imported on use
        from simcord.builders import UserHandle
        #: The bot itself as a member, for ``opponent:@Petri``.
        self.petri = MemberActor(env, guild, UserHandle(env, env.backend.bot_user))
        #: Message id → what it looked like when last reported (an edited card is reported again).
        self.seen: dict[int, tuple] = {}
        self.recent: list[Said] = []      # since the previous command
        self.public: list[Said] = []      # everything public so far
        self.forms: dict[str, Any] = {}   # member → the InteractionResult that opened a form
        self.saved = 0
        #: Pseudo-locale: what reached a reader without the catalog (``leak_report``).
        self.leaks: list[Said] = []
        #: The script line being run (names the leaks).
        self.line = ""
        #: Thread id → the number of the match played in it (``learn_threads``).
        self.thread_numbers: dict[int, int] = {}
        #: Matches whose options name no clock get none (``MatchHost.relaxed_clocks``).
        self.relaxed_clocks = env.bot.host.relaxed_clocks
        from cli.simanywhere import Anywhere
        #: Every member installed Petri to their account: it plays in a group DM of alice, bob
        #: and carol and in a server that never invited it (``CONVERSATIONS``).
        self.anywhere = Anywhere(env)
        self.anywhere.install(*self.members.values())
        people = self.members
        self.conversations = {
            "group-dm": self.anywhere.group_dm(people["alice"], people["bob"], people["carol"], name="friends"),
            "no-petri": self.anywhere.server_without_bot("Elsewhere", *people.values()),
        }

    #: Conversation key → its label (``CONVERSATIONS``), as the page lists them.
    conversation_labels = CONVERSATIONS

    # -- where things are said ---------------------------------------------------
    def places(self) -> list[tuple[str, Any]]:
        """``(label, ChannelHandle)`` of every channel, each followed by its threads (oldest first);
        a thread's label is its name read back in English (a pseudo-locale server names its
        threads in the pseudo-locale), led by ``#N ·`` for match N's thread when its name does
        not start so already (a tournament table's thread: "Cup R1 B1: alice v bob")."""
        found = []
        for name, channel in self.channels.items():
            found.append((f"#{name}", channel))
            for thread in sorted(channel.threads, key=lambda t: t.id):
                label = unpseudo(thread.name) if self.locale == "pseudo" else thread.name
                number = self.thread_numbers.get(thread.id)
                if number is not None and not label.startswith(f"#{number} "):
                    label = f"#{number} · {label}"
                found.append((label, thread))
        return found

    async def learn_threads(self) -> None:
        """Learn which match each new thread holds: a thread the bot opened for a match
        (``thread_id``), or a tournament table's thread, which is its match's own channel."""
        store = self.env.bot.host.store
        for channel in self.channels.values():
            for thread in channel.threads:
                if thread.id in self.thread_numbers:
                    continue
                found = (await store.find_matches(thread_id=thread.id, limit=1)
                         or await store.find_matches(channel_id=thread.id, limit=1))
                if found:
                    self.thread_numbers[thread.id] = found[0].id

    async def _thread_of(self, match_id: int):
        """The thread of match ``match_id``; ``ScriptError`` when it has none."""
        await self.learn_threads()
        thread = next((h for _, h in self.places() if self.thread_numbers.get(h.id) == match_id), None)
        if thread is None:
            raise ScriptError(f"match #{match_id} has no thread (it has not started, or does not exist)")
        return thread

    async def _where(self, who: str, where: str | None, command: str):
        """The channel a member's slash command goes to (module docstring)."""
        if where:
            if where[1:].isdigit():
                return await self._thread_of(int(where[1:]))
            if where[1:] not in self.channels:
                raise ScriptError(f"no channel {where}; channels are "
                                  + ", ".join(f"#{c}" for c in CHANNELS) + ", or #N for match N's thread")
            return self.channels[where[1:]]
        if command != "play":
            await self.learn_threads()
            threaded = set(self.thread_numbers.values())
            mine = [m for m in await self.env.bot.host.user_matches(self.members[who].id) if m.id in threaded]
            if len(mine) == 1:
                return await self._thread_of(mine[0].id)
        return self.channel

    # -- what the bot said ----------------------------------------------------
    async def _collect(self, result=None) -> None:
        """Gather new messages (channels, threads, DMs, ephemeral replies) into ``recent``."""
        await self.learn_threads()
        found: list[tuple[int, Said]] = []
        for label, place in self.places():
            for message in place.history():
                if message.type is discord.MessageType.thread_created:
                    continue
                if message.id not in self.seen:
                    found.append((message.id, await self._said(message, label, not message.flags.ephemeral)))
                elif self.seen[message.id] != _looks(message):
                    # An edit: a lobby card that gained a player, a match card showing its result.
                    found.append((message.id, await self._said(message, f"{label}, edited",
                                                               not message.flags.ephemeral, save=False)))
        for key, conversation in self.conversations.items():
            for message in conversation.history():
                if message.id not in self.seen:
                    found.append((message.id, await self._said(message, CONVERSATIONS[key], True)))
        for name, member in self.members.items():
            for message in member.user.dm_channel.history():
                if message.id not in self.seen:
                    found.append((message.id, await self._said(message, f"dm:{name}", False)))
        if result is not None:
            # Ephemeral replies live on the interaction, not in any history.
            for reply in [result.response, *result.followups]:
                if reply is not None and reply.id not in {i for i, _ in found} | self.seen.keys():
                    found.append((reply.id, await self._said(reply.message, "reply", False)))
                elif reply is not None and reply.id in self.seen and self.seen[reply.id] != _looks(reply.message):
                    # A click that edits its own private answer (a /rules page turned).
                    found.append((reply.id, await self._said(reply.message, "reply, edited", False, save=False)))
        for message_id, said in sorted(found, key=lambda item: item[0]):
            self.seen[message_id] = _looks(said.message) if said.message is not None else ()
            self.recent.append(said)
            if said.public:
                self.public.append(said)
        if result is not None and result.modal is not None:
            title = str(result.modal.get("title", ""))
            labels = [str(c.get("label", "")) for c in form_inputs(result.modal)]
            shown = "\n".join([title, *labels])
            leaked = self._leaks(shown, set()) if self.locale == "pseudo" else []
            said = Said("form", False, unpseudo(title) if self.locale == "pseudo" else title, leaked=leaked,
                        line=self.line)
            if leaked:
                said.text = unpseudo(shown)
                self.leaks.append(said)
            self.recent.append(said)

    #: How the transcript introduces a select menu's options.
    MENU = "[menu: "

    async def _said(self, message: discord.Message, where: str, public: bool, save: bool = True) -> Said:
        """What ``message`` shows, as text (its images saved to ``--out`` unless not ``save``);
        in the pseudo-locale, read back as English and checked for leaks."""
        text, leaked = self.reading(message)
        files = [(a.filename, await self._save(a)) for a in message.attachments] if save else []
        said = Said(where, public, text, files, message, leaked, self.line)
        if leaked:
            self.leaks.append(said)
        return said

    def reading(self, message: discord.Message) -> tuple[str, list[str]]:
        """``(text, leaked)``: what ``message`` shows, ``readable`` (its content, embeds,
        pictures' alt texts, a card's texts, its buttons' labels and menus); ``leaked``: in the
        pseudo-locale, its English words outside every catalog message (else ``[]``)."""
        parts = [message.content]
        notation: set[str] = set()   # move buttons and menus show notation, which is no English
        for embed in message.embeds:
            parts += [embed.title or "", embed.description or ""]
            parts += [f"{f.name}: {f.value}" for f in embed.fields]
            parts.append(embed.footer.text or "")
        parts += [attachment.description or "" for attachment in message.attachments]
        # Buttons and menus are part of what people see (and could leak a secret).
        for item in _items(message.components):
            if isinstance(item, discord.TextDisplay):       # a card's text (Components V2)
                parts.append(item.content)
            elif isinstance(item, discord.Button) and item.label:
                # A move button's label is worded by the catalog (words.move_label) or is
                # the bare move (a cell, a strand): checked like any text.
                parts.append(f"[{item.label}]")
            elif isinstance(item, discord.SelectMenu):
                parts.append(self.MENU + " | ".join(o.label for o in item.options) + "]")
                parts += [o.description for o in item.options if o.description]
                if item.placeholder:
                    parts.append(item.placeholder)
                notation.update(o.label for o in item.options if o.label == o.value)
        text = "\n".join(p for p in parts if p)
        # The sandbox's own "[menu: " marker is no word of the bot's.
        leaked = self._leaks(text.replace(self.MENU, "["), notation) if self.locale == "pseudo" else []
        return self.readable(text), leaked

    def readable(self, text: str) -> str:
        """``text`` of the bot's as a reader reads it: mentions as ``@name``, timestamps as
        ``in 1d`` (as a Discord client shows them); in the pseudo-locale read back as English."""
        if self.locale == "pseudo":
            text = unpseudo(text)
        for name, member in self.members.items():
            text = text.replace(f"<@{member.id}>", f"@{name}")
        for label, place in self.places():
            text = text.replace(f"<#{place.id}>", label if label.startswith("#") else f"#{label}")
        now = datetime.fromisoformat(self.env.backend.now_iso()).timestamp()
        return _TIMESTAMP.sub(lambda found: _relative(int(found[1]) - now), text)

    def layout(self, message: discord.Message) -> list[tuple[str, Any]]:
        """What ``message`` shows, in the order a Discord client lays it out, for a page:
        ``("text", str)`` (``readable``, Discord markdown kept), ``("picture", Attachment)``
        and ``("control", (kind, disabled, choices))`` per button (``kind`` "button", one
        choice) or menu ("menu", a choice per option), each choice ``(label shown, line)`` with
        ``line`` as ``run_line`` takes it after ``NAME (where):`` (``click Join``, ``choose K4``).
        A card (Components V2) is its components in order; any other message its text, then
        its pictures, then its controls."""
        files = {a.url: a for a in message.attachments}
        out: list[tuple[str, Any]] = []
        if not message.flags.components_v2:
            text = "\n".join([message.content or ""] + [
                "\n".join(filter(None, [e.title, e.description, *(f"{f.name}: {f.value}" for f in e.fields),
                                         e.footer.text])) for e in message.embeds])
            out += [("text", self.readable(text.strip()))]
            out += [("picture", a) for a in message.attachments if a.filename.endswith(".png")]
        for item in _items(message.components):
            if isinstance(item, discord.TextDisplay):
                out.append(("text", self.readable(item.content)))
            elif isinstance(item, discord.MediaGalleryComponent):
                out += [("picture", files[i.media.url]) for i in item.items if i.media.url in files]
            elif isinstance(item, discord.Button) and item.custom_id and item.label:
                out.append(("control", ("button", item.disabled, [(item.label, f"click {self.reads(item.label)}")])))
            elif isinstance(item, discord.SelectMenu):
                out.append(("control", ("menu", item.disabled, [(o.label, f"choose {o.value}") for o in item.options])))
        return out

    def _leaks(self, text: str, notation: set[str]) -> list[str]:
        """English words of ``text`` outside every catalog message, other than the members',
        channels' and games' names, notation and code spans (``i18n.pseudo.leaks``)."""
        from games import GAMES

        allowed = set(MEMBERS) | set(CHANNELS) | {BOT_NAME, "TestBot", "Sandbox"}
        allowed |= {w for game in GAMES.values() for w in re.findall(r"[A-Za-z]+", game.title)}
        allowed |= {w for move in notation for w in re.findall(r"[A-Za-z]+", move)}
        # A text board's column letters ("ABCDEFGHIJKL" above Genetess' grid) are coordinates.
        return [w for w in leaks(re.sub(r"`[^`]*`", " ", text), allowed)
                if w.upper() != string.ascii_uppercase[:len(w)]]

    def leak_report(self) -> list[str]:
        """One ``LEAK`` line per place the bot said English outside the catalog (pseudo-locale)."""
        return [f"LEAK {s.line} | {s.where} | {' '.join(dict.fromkeys(s.leaked))} | "
                f"{s.text.replace(chr(10), ' / ')[:160]}" for s in self.leaks]

    async def _save(self, attachment: discord.Attachment) -> bytes:
        self.saved += 1
        data = await attachment.read()
        (self.out / f"{self.saved:03d}-{attachment.filename}").write_bytes(data)
        return data

    # -- script lines -----------------------------------------------------------
    async def run_line(self, line: str) -> str:
        """Run one script line; returns a short report.  Raises ``ScriptError``."""
        line = line.strip()
        if not line or line.startswith("#"):
            return ""
        word, _, rest = line.partition(" ")
        if word == "expect":
            return self._expect(rest.strip())
        if word == "expect-public-not":
            return self._expect_public_not(rest.strip())
        if word == "time":
            return await self._time(rest.strip())
        if word == "restart":
            await when_idle(self.restart)
            return "bot restarted on the same database"
        match = _COMMAND.match(line)
        if not match:
            raise ScriptError(f"cannot read {line!r}; expected 'NAME: /command …', 'NAME: click LABEL', "
                              "'NAME: choose VALUE', 'NAME: submit field=value', 'expect REGEX', "
                              "'expect-public-not REGEX', 'time +90s' or 'restart'")
        who, where, rest = match["who"], match["where"], match["rest"].strip()
        if who not in self.members:
            raise ScriptError(f"unknown member {who!r}; members are {', '.join(MEMBERS)}")
        self.recent = []
        import simcord

        try:
            if rest.startswith("/"):
                actor, result = await when_idle(lambda: self._slash(who, where, rest))
            elif rest.startswith("click "):
                actor, result = await when_idle(lambda: self._click(who, rest[6:].strip(), where))
            elif rest.startswith("choose "):
                actor, result = await when_idle(lambda: self._choose(who, rest[7:].strip(), where))
            elif rest.startswith("submit"):
                actor, result = await when_idle(lambda: self._submit(who, rest[6:].strip()))
            else:
                raise ScriptError(f"unknown action {rest!r}; use /command, click, choose or submit")
        except (simcord.SetupError, simcord.OptionError) as exc:
            raise ScriptError(f"Discord would not let {who} do that: {exc}") from None
        if result is not None and result.modal is not None:
            self.forms[who] = (actor, result)
        await self._collect(result)
        return "\n".join(f"  [{s.where}{'' if s.public or s.where.startswith('dm') else ', only ' + who}] "
                         + s.text.replace("\n", "\n    ") for s in self.recent)

    async def _slash(self, who: str, where: str | None, text: str):
        words = shlex.split(text)
        path, rest = [words[0][1:]], words[1:]
        while rest and ":" not in rest[0]:
            path.append(rest.pop(0))
        raw: dict[str, str] = {}
        for word in rest:
            key, colon, value = word.partition(":")
            if colon and key.isidentifier():
                raw[key] = value
            elif raw:
                # As in a Discord client, a value runs on until the next option.
                last = list(raw)[-1]
                raw[last] += " " + word
            else:
                raise ScriptError(f"option {word!r} needs the form name:value")
        name = " ".join(path)
        options = {key: self._value(path, key, value) for key, value in raw.items()}
        member = self.members[who]
        if where == "dm":
            return member.user, await member.user.slash(name, **options)
        if where in self.conversations:
            return member, await self.conversations[where].slash(member, name, **options)
        return member, await member.slash(await self._where(who, where, path[0]), name, **options)

    def _value(self, command: str, key: str, value: str) -> Any:
        if value == f"@{BOT_NAME}":  # opponent:@Petri: play the computer
            return self.petri
        if value.startswith("@"):
            if value[1:] not in self.members:
                raise ScriptError(f"unknown member {value!r}; members are {', '.join(MEMBERS)} "
                                  f"and @{BOT_NAME} (the computer)")
            return self.members[value[1:]]
        found = self.env.bot.tree.get_command(command[0])
        for sub in command[1:]:
            found = found.get_command(sub) if isinstance(found, discord.app_commands.Group) else None
        param = found.get_parameter(key) if isinstance(found, discord.app_commands.Command) else None
        if param is not None and param.type is discord.AppCommandOptionType.integer:
            try:
                return int(value)
            except ValueError:
                raise ScriptError(f"{key} must be a number, not {value!r}") from None
        if param is not None and param.type is discord.AppCommandOptionType.boolean:
            # Discord offers True and False; a console user types them in any case, or yes/no.
            word = value.strip().lower()
            if word in _TRUE or word in _FALSE:
                return word in _TRUE
            raise ScriptError(f"{key} must be True or False, not {value!r}")
        return value

    def _newest(self, who: str, wanted, where: str | None = None) -> discord.Message:
        member = self.members[who]
        if where in self.conversations:
            candidates = self.conversations[where].history(viewer=member)
        else:
            candidates = [m for _, place in self.places() for m in place.history(viewer=member)] \
                + list(member.user.dm_channel.history())
        for message in sorted(candidates, key=lambda m: m.id, reverse=True):
            if any(wanted(c) for c in _items(message.components)):
                return message
        raise ScriptError(f"{who} sees no such component")

    async def try_line(self, line: str) -> str:
        """``run_line``'s report, or why ``line`` could not run (a ``ScriptError``'s words)."""
        try:
            return await self.run_line(line)
        except ScriptError as exc:
            return f"  {exc}"

    def reads(self, shown: str | None) -> str | None:
        """A label as the script names it: English (the pseudo-locale's read back)."""
        return unpseudo(shown) if shown is not None and self.locale == "pseudo" else shown

    async def _click(self, who: str, label: str, where: str | None = None):
        message = self._newest(who, lambda c: isinstance(c, discord.Button) and self.reads(c.label) == label, where)
        shown = next(c.label for c in _items(message.components)
                     if isinstance(c, discord.Button) and self.reads(c.label) == label)
        if where in self.conversations:
            return self.members[who], await self.conversations[where].click(self.members[who], message, label=shown)
        actor = self.members[who] if message.guild else self.members[who].user
        return actor, await actor.click(message, label=shown)

    async def _choose(self, who: str, value: str, where: str | None = None):
        message = self._newest(who, lambda c: isinstance(c, discord.SelectMenu)
                               and any(o.value == value or self.reads(o.label) == value for o in c.options), where)
        menu = next(c for c in _items(message.components)
                    if isinstance(c, discord.SelectMenu)
                    and any(o.value == value or self.reads(o.label) == value for o in c.options))
        value = next((o.value for o in menu.options if self.reads(o.label) == value), value)
        if where in self.conversations:
            return self.members[who], await self.conversations[where].select(self.members[who], message, [value],
                                                                             custom_id=menu.custom_id)
        actor = self.members[who] if message.guild else self.members[who].user
        return actor, await actor.select(message, [value])

    async def _submit(self, who: str, text: str):
        actor, shown = self.forms.get(who, (None, None))   # kept until submitted (a retry needs it)
        if shown is None:
            raise ScriptError(f"{who} has no form open; click a button that opens one first")
        fields = dict(word.partition("=")[::2] for word in shlex.split(text))
        inputs = [c for row in shown.modal.get("components", []) for c in row.get("components", [row])
                  if "custom_id" in c]
        values = {}
        for key, value in fields.items():
            target = next((c for c in inputs if key in (c.get("custom_id"), self.reads(c.get("label")))), None)
            if target is None and len(inputs) == 1:
                target = inputs[0]
            if target is None:
                raise ScriptError(f"the form has no field {key!r}")
            values[target["custom_id"]] = value
        submitted = await actor.submit_modal(shown, values)
        self.forms.pop(who, None)
        return actor, submitted

    def _expect(self, pattern: str) -> str:
        regex = _regex(pattern)
        if not any(regex.search(s.text) for s in self.recent):
            seen = "; ".join(s.text.replace("\n", " / ")[:120] for s in self.recent) or "nothing"
            raise ScriptError(f"expected /{pattern}/ since the previous command; the bot said: {seen}")
        return f"  ok: /{pattern}/"

    def _expect_public_not(self, pattern: str) -> str:
        regex = _regex(pattern)
        for said in self.public:
            if regex.search(said.text) or any(regex.search(name) for name, _ in said.files):
                raise ScriptError(f"/{pattern}/ appeared publicly in {said.where}: {said.text[:200]!r}")
        return f"  ok: nothing public matches /{pattern}/"

    async def _time(self, text: str) -> str:
        found = _TIME.match(text)
        if not found:
            raise ScriptError(f"time takes an amount such as +90s, +5m or +2h, not {text!r}")
        seconds = float(found["n"]) * _UNITS[found["unit"]]
        await when_idle(lambda: self.env.advance_time(seconds))
        self.recent = []
        await self._collect()
        return f"  clock advanced {seconds:g} s"

    async def restart(self) -> None:
        """Replace the bot by a new one on the same database (old buttons must keep working)."""
        old = self.env.bot
        await self.env.restart_bot(create_bot(sandbox_config(self.db_path)))
        self.env.bot.host.relaxed_clocks = self.relaxed_clocks
        await old.close()  # its clock keeper must not fire next to the new one


def _items(components) -> list:
    """Every component of a message, nested ones too (a card's container holds text, pictures
    and rows of buttons: Components V2), in order; a row or container comes before its own."""
    found = []
    for component in components:
        found.append(component)
        found += _items(getattr(component, "children", []))
    return found


def form_inputs(modal: dict) -> list[dict]:
    """The text inputs (component type 4) of a form's payload, wrapped in action rows or
    labels, in order (the SimCord tests read forms with it too)."""
    found = []

    def walk(node):
        if isinstance(node, dict):
            if node.get("type") == 4:
                found.append(node)
            for key in ("components", "component"):
                walk(node.get(key))
        elif isinstance(node, list):
            for item in node:
                walk(item)
    walk(modal.get("components", []))
    return found


def _looks(message) -> tuple:
    """What a reader sees of ``message`` that an edit can change: text, embeds, components."""
    return (message.content, [e.to_dict() for e in message.embeds],
            [repr(row) for row in message.components])


def sandbox_config(db_path: str) -> Config:
    """The sandbox bot's settings: its own database, so no poll for other processes' deadlines
    (it would also keep SimCord's virtual clock from settling); pictures drawn in-process (a
    script plays a few moves at a time: a worker process would cost more to start than it saves)."""
    return Config(database=db_path, deadline_poll=0, render_workers=0)


def _relative(seconds: float) -> str:
    """``in 5m`` / ``2h ago``: the largest whole unit, as a client shows ``<t:UNIX:R>``."""
    size = abs(seconds)
    amount, unit = next(((size // n, u) for u, n in (("d", 86400), ("h", 3600), ("m", 60)) if size >= n),
                        (size, "s"))
    return f"in {amount:g}{unit}" if seconds >= 0 else f"{amount:g}{unit} ago"


def _regex(pattern: str) -> re.Pattern:
    try:
        return re.compile(pattern, re.MULTILINE)
    except re.error as exc:
        raise ScriptError(f"bad regular expression /{pattern}/: {exc}") from None


async def _run(args) -> int:
    db_path = args.db or os.path.join(tempfile.mkdtemp(prefix="petri-sandbox-"), "sandbox.db")
    try:
        listen = parse_listen(load_config(getattr(args, "config", None)).metrics_listen)
    except ConfigError as exc:
        print(f"petri sandbox: {exc}", file=sys.stderr)
        return 2
    locale = getattr(args, "locale", "en") or "en"
    with speaking({}, default=locale):
        return await _run_speaking(args, db_path, listen, locale)


async def _run_speaking(args, db_path: str, listen, locale: str) -> int:
    import simcord

    async with simcord.run(create_bot(sandbox_config(db_path)), settle_timeout=20.0) as env:
        # A newcomer plays every side by hand: no game clock unless asked (scripts keep the
        # games' clocks, which they test).
        env.bot.host.relaxed_clocks = not args.script and not getattr(args, "game_clocks", False)
        sandbox = Sandbox(env, db_path, Path(args.out), locale)
        await env.bot.tree.sync()
        await env.bot.user.edit(username=BOT_NAME)
        server = None
        try:
            if listen is not None:
                from bot.ops.metrics import serve

                try:
                    server = await serve(env.bot, listen)
                except OSError as exc:
                    print(f"petri sandbox: [metrics] listen = {listen[0]}:{listen[1]}: cannot listen there "
                          f"({exc.strerror}); choose a free port or \"\" to turn it off", file=sys.stderr)
                    return 2
                print(f"Health and metrics: http://{listen[0]}:{server.port}/healthz and /metrics", flush=True)
            if args.script:
                return await _script(sandbox, Path(args.script))
            return await _interactive(sandbox, args)
        finally:
            if server is not None:
                await server.stop()
            await env.bot.close()


async def _script(sandbox: Sandbox, path: Path) -> int:
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        print(f"cannot read the script: {exc}", file=sys.stderr)
        return 1
    except UnicodeDecodeError as exc:
        print(f"cannot read the script {path}: byte {exc.start} is not UTF-8 text; save the script "
              "as UTF-8", file=sys.stderr)
        return 1
    reported = 0
    for number, line in enumerate(lines, start=1):
        if not line.strip() or line.strip().startswith("#"):
            continue
        print(f"{path.name}:{number}: {line.strip()}")
        sandbox.line = f"{path.name}:{number}"
        try:
            report = await sandbox.run_line(line)
        except ScriptError as exc:
            print(f"{path.name}:{number}: FAILED: {exc}", file=sys.stderr)
            return 1
        if report:
            print(report)
        for leak in sandbox.leak_report()[reported:]:
            print(leak)
        reported = len(sandbox.leaks)
        if sandbox.env.errors:
            print(f"{path.name}:{number}: FAILED: the bot raised {sandbox.env.errors[-1]!r}", file=sys.stderr)
            return 1
    print(f"{path.name}: every line ran and every expectation held; images in {sandbox.out}/")
    return 0


async def _interactive(sandbox: Sandbox, args) -> int:
    """The console prompt and (unless ``--no-preview``) the browser page, until the page's
    session is ended, SIGTERM or SIGINT arrives, or (at a terminal, or with no page to
    serve) standard input ends.  Without a terminal (``nohup petri run --sandbox &``, a
    container, a CI job: standard input closed or empty) the page keeps serving."""
    print("Petri sandbox: server 'Sandbox', channels " + ", ".join(f"#{c}" for c in CHANNELS)
          + " (a thread per match), members " + ", ".join(MEMBERS) + ".")
    print("Played where Petri only answers (each member installed it): " + "; ".join(
        f"({key}) {label}" for key, label in CONVERSATIONS.items()) + ".")
    if sandbox.relaxed_clocks:
        print("Matches have no clock unless their options give one (clock=60+180); "
              "petri sandbox --game-clocks keeps each game's own.")
    console = _console()
    if console:
        print("Type script lines, e.g.  alice: /play game:dna-sequence opponent:@bob   (Ctrl-D to quit)")
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    page = None
    try:
        if not args.no_preview:
            from cli.sandbox_page import SandboxPage

            page = SandboxPage(sandbox, args.port)
            await page.start()
            print(f"Watch and play in a browser: {page.url}  (#games and each member's DMs)", flush=True)
            if not console:
                print("No terminal: serving until stopped (SIGTERM or Ctrl-C).", flush=True)
        waits = {asyncio.ensure_future(stop.wait())}
        if page is not None:
            waits.add(asyncio.ensure_future(page.wait_closed()))
        prompt = asyncio.ensure_future(_prompt(sandbox, page))
        if console or page is None:
            waits.add(prompt)          # the end of standard input ends the sandbox
        try:
            await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for task in (*waits, prompt):
                task.cancel()
        if prompt.done() and not prompt.cancelled() and prompt.exception() is not None:
            raise prompt.exception()
    finally:
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(signum)
        if page is not None:
            await page.close()
    if stop.is_set():
        print("Sandbox stopped.", flush=True)
    return 0


def _console() -> bool:
    """Whether someone can type at standard input (a terminal)."""
    try:
        return sys.stdin is not None and os.isatty(sys.stdin.fileno())
    except (OSError, ValueError):   # closed, or no file behind it
        return False


async def _prompt(sandbox: Sandbox, page) -> None:
    async for line in _stdin_lines():
        try:
            report = await sandbox.run_line(line)
            if report:
                print(report, flush=True)
        except ScriptError as exc:
            print(f"! {exc}", flush=True)
        if page is not None:
            await page.refresh()
        if _console():
            print("> ", end="", flush=True)


async def _stdin_lines():
    """Lines from standard input without blocking the event loop (the preview keeps serving);
    none when there is no standard input at all (closed)."""
    try:
        fd = sys.stdin.fileno()
        mode = os.fstat(fd).st_mode
    except (AttributeError, OSError, ValueError):
        return
    if not (stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode) or os.isatty(fd)):
        # A redirected file or /dev/null: epoll refuses them, and reading them never blocks.
        for line in sys.stdin:
            yield line.rstrip("\n")
        return
    loop = asyncio.get_running_loop()
    queue: asyncio.Queue[bytes] = asyncio.Queue()
    loop.add_reader(fd, lambda: queue.put_nowait(os.read(fd, 65536)))
    buffer = b""
    try:
        while data := await queue.get():
            buffer += data
            while b"\n" in buffer:
                line, buffer = buffer.split(b"\n", 1)
                yield line.decode("utf-8", "replace")
    finally:
        loop.remove_reader(fd)


def main(args) -> int:
    """Run the sandbox with parsed CLI ``args``; returns the exit status."""
    try:
        import simcord  # noqa: F401
    except ImportError:
        print("The sandbox needs SimCord: pip install -e '.[sandbox]'", file=sys.stderr)
        return 1
    return asyncio.run(_run(args))
