"""The sandbox's browser page: #games, #lobby, their match threads, every member's DMs with Petri,
and the conversations a player's own install of Petri reaches (a group DM, a server without Petri).

SimCord's Preview page shows one channel, and an Env may run only one Preview
at a time (SimCord 3.2: ``env.preview`` refuses a second; a DM preview admits
only the DM's owner as viewer).  So the sandbox serves a small channel list of
its own beside it: picking "#games", a match's thread or "alice's DMs" closes
the current Preview and opens one on that channel, then sends the browser
there.  In a channel or thread the newcomer acts as any member (the Preview
page's viewer menu); in a member's DMs as that member — secret bids, the
strand form, private boards, their buttons.  The list is drawn afresh on each
load, so a match's thread appears once the match has started.

The group DM and the server without Petri are no channels a Preview can show (SimCord 3.2
admits a server's channels and a user's DM with the bot only): the sandbox draws them itself,
on a plain page of their messages as one member sees them (ephemeral answers to that member
included; pictures inline) with that member's buttons, menus and a command line.  Everything
done there is a sandbox script line (``alice (group-dm): click Join``), so it is played
exactly as on the console: a fresh interaction of that member in that conversation.

The channel list is a loopback page whose URL carries a random key (like the
Preview's own capability): anyone holding it can drive the sandbox.
"""

from __future__ import annotations

import asyncio
import base64
import html
import re
import secrets
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from cli.simanywhere import Conversation
from cli.simlocale import DISCORD_CODES
from cli.simwait import when_idle

# The browser window every channel opens in, so the channel list stays in its own tab.
VIEW_WINDOW = "petri-channel"
#: The newest messages a conversation's page shows.
TALK_MESSAGES = 30


@dataclass(frozen=True)
class Channel:
    """One channel the page can show: its key in URLs, label, channel handle and allowed viewers."""

    key: str          # "games", "thread-1" (match #1's thread) or "dm-alice"
    label: str        # "#games", "#games › #1 · Mitosis · alice vs bob" or "alice's DMs with Petri"
    handle: Any       # simcord ChannelHandle
    viewers: tuple    # MemberActors for a channel or thread, the owning UserHandle for a DM


class SandboxPage:
    """The channel list (an aiohttp server) and the one live SimCord Preview it switches.

    ``start()`` serves the list and opens the Preview on #games; ``switch(key)``
    moves the Preview to another channel (``channels``: what there is now); ``wait_closed()`` returns when the
    newcomer ends the session from the Preview page ("End preview session"),
    never because of a switch.  ``port`` pins the channel list's port (0: any
    free port).  Raises ``KeyError`` from ``switch`` for an unknown channel key.
    """

    def __init__(self, sandbox: Any, port: int = 0):
        self.sandbox = sandbox
        self.port = port
        self.key = secrets.token_urlsafe(24)
        self.current: Channel | None = None
        self.preview: Any = None
        self._runner: web.AppRunner | None = None
        self._ended = asyncio.Event()
        self._lock = asyncio.Lock()
        self._watchers: set[asyncio.Future] = set()
        #: Conversation key → the report of the last line run from its page (or why it failed).
        self.reports: dict[str, str] = {}

    @property
    def channels(self) -> dict[str, Channel]:
        """What the page can show now, by key: each channel followed by its match threads, then
        each member's DMs."""
        members = self.sandbox.members
        everyone = tuple(members.values())
        found = []
        parent = ""
        for label, handle in self.sandbox.places():
            if label.startswith("#") and not handle.is_thread:
                parent = label
                found.append(Channel(label[1:], label, handle, everyone))
            else:
                number = label.split(" ", 1)[0].lstrip("#")
                key = f"thread-{number}" if number.isdigit() else f"thread-id-{handle.id}"
                found.append(Channel(key, f"{parent} › {label}", handle, everyone))
        found += [Channel(f"dm-{name}", f"{name}'s DMs with Petri", member.user.dm_channel, (member.user,))
                  for name, member in members.items()]
        return {c.key: c for c in found}

    @property
    def url(self) -> str:
        """The channel list's address (with its key) — treat it as a secret."""
        return f"http://127.0.0.1:{self.port}/{self.key}/"

    async def start(self) -> None:
        """Serve the channel list and open the Preview on #games."""
        app = web.Application()
        app.router.add_get(f"/{self.key}/", self._list)
        app.router.add_post(f"/{self.key}/open/{{channel}}", self._open)
        app.router.add_get(f"/{self.key}/talk/{{conversation}}", self._talk)
        app.router.add_post(f"/{self.key}/talk/{{conversation}}", self._act)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", self.port).start()
        self.port = self._runner.addresses[0][1]
        await self.switch("games")

    async def switch(self, key: str) -> str:
        """Show channel ``key`` ("games", "thread-N" or "dm-NAME"); returns the new Preview URL."""
        channel = self.channels[key]
        async with self._lock:
            old, self.preview = self.preview, None
            if old is not None:
                await old.close()
            env = self.sandbox.env

            async def make():
                return env.preview(channel.handle, viewers=list(channel.viewers), layout="channel",
                                   locale=DISCORD_CODES.get(self.sandbox.locale, "en-US"))
            preview = await when_idle(make)
            await preview.__aenter__()
            self.preview, self.current = preview, channel
            self._watchers.add(watcher := asyncio.ensure_future(self._watch(preview)))
            watcher.add_done_callback(self._watchers.discard)   # the loop keeps only weak references
            return preview.url

    async def _watch(self, preview: Any) -> None:
        await preview.wait_closed()
        if self.preview is preview:        # closed from the page, not replaced by a switch
            self._ended.set()

    async def refresh(self) -> None:
        """Republish the shown channel (after a line typed at the terminal prompt)."""
        if self.preview is not None:
            # A click in the browser may be under way: refreshing then would overlap it.
            await when_idle(self.preview.refresh)

    async def wait_closed(self) -> None:
        """Return once the newcomer ends the preview session from the page."""
        await self._ended.wait()

    async def close(self) -> None:
        """Close the Preview and stop serving the channel list."""
        preview, self.preview = self.preview, None
        if preview is not None:
            await preview.close()
        if self._runner is not None:
            await self._runner.cleanup()

    # -- HTTP ------------------------------------------------------------------------
    def _local(self, request: web.Request) -> None:
        # A page elsewhere must not reach this server through a name that resolves to loopback.
        if request.headers.get("Host") not in {f"127.0.0.1:{self.port}", f"localhost:{self.port}"}:
            raise web.HTTPForbidden(text="wrong host")

    async def _list(self, request: web.Request) -> web.Response:
        self._local(request)
        await self.sandbox.learn_threads()     # a tournament's new tables are listed by number
        return web.Response(text=self.render_list(), content_type="text/html")

    async def _open(self, request: web.Request) -> web.Response:
        self._local(request)
        await self.sandbox.learn_threads()
        key = request.match_info["channel"]
        if key not in self.channels:
            raise web.HTTPNotFound(text=f"no channel {key!r}; channels are {', '.join(self.channels)}")
        raise web.HTTPSeeOther(await self.switch(key))

    def _conversation(self, request: web.Request) -> tuple[str, Conversation]:
        key = request.match_info["conversation"]
        if key not in self.sandbox.conversations:
            raise web.HTTPNotFound(text=f"no conversation {key!r}; there are {', '.join(self.sandbox.conversations)}")
        return key, self.sandbox.conversations[key]

    def _member_of(self, conversation: Conversation, name: str | None) -> str:
        """``name`` if that sandbox member is in ``conversation``, else its first member's name."""
        names = [n for n, m in self.sandbox.members.items() if m.id in {p.id for p in conversation.members}]
        return name if name in names else names[0]

    async def _talk(self, request: web.Request) -> web.Response:
        self._local(request)
        key, conversation = self._conversation(request)
        who = self._member_of(conversation, request.query.get("as"))
        return web.Response(text=await self.render_talk(key, who), content_type="text/html")

    async def _act(self, request: web.Request) -> web.Response:
        """A line from a conversation's page (a command, a click, a choice, a form's fields),
        run as ``who``'s script line there; back to the page as ``who``."""
        self._local(request)
        key, conversation = self._conversation(request)
        form = await request.post()
        who = self._member_of(conversation, str(form.get("who", "")))
        line = " ".join(str(form.get("line", "")).split("\n")).strip()
        self.reports[key] = f"{who}: {line}\n" + await self.sandbox.try_line(f"{who} ({key}): {line}")
        await self.refresh()        # a DM shown in the Preview may have changed too
        raise web.HTTPSeeOther(f"/{self.key}/talk/{key}?as={who}")

    async def render_talk(self, key: str, who: str) -> str:
        """Conversation ``key``'s page as member ``who`` sees it (HTML): its newest messages,
        each with its text, pictures and live controls; who else to be; a command line."""
        conversation = self.sandbox.conversations[key]
        member = self.sandbox.members[who]
        names = {m.id: n for n, m in self.sandbox.members.items()}
        names[self.sandbox.env.backend.bot_user.id] = "Petri"
        shown = []
        for message in conversation.history(viewer=member)[-TALK_MESSAGES:]:
            parts = []
            for kind, value in self.sandbox.layout(message):
                if kind == "text":
                    parts.append(_markdown(value))
                elif kind == "picture":
                    data = base64.b64encode(await value.read()).decode()
                    parts.append(f'<img alt="{_esc(value.description or value.filename)}" '
                                 f'title="{_esc(value.filename)}" src="data:image/png;base64,{data}">')
                else:
                    parts.append(_control(who, *value))
            private = " private" if message.flags.ephemeral else ""
            shown.append(f'<li class="message{private}" id="message-{message.id}">'
                         f'<b>{_esc(names.get(message.author.id, message.author.name))}</b>'
                         f'{" <i>(only you)</i>" if private else ""}'
                         f'{"".join(parts)}</li>')
        members = [n for n in names.values() if n != "Petri" and n in {names.get(p.id) for p in conversation.members}]
        viewers = " ".join(f'<a href="?as={n}"{" class=me" if n == who else ""}>{n}</a>' for n in members)
        return _TALK.format(title=_esc(self.sandbox.conversation_labels[key]), viewers=viewers, who=_esc(who),
                            messages="\n".join(shown) or "<li>Nothing yet.</li>",
                            report=_esc(self.reports.get(key, "")),
                            command=_form(who, '<input name="line" id="command" size="60" autocomplete="off" '
                                                   'placeholder="/play game:mitosis   click Join   submit strand=…">'
                                                   '<button type="submit" id="send">Send</button>'))

    def render_list(self) -> str:
        """The channel list as an HTML page (each entry a button opening that channel)."""
        rows, dms = [], []
        for channel in self.channels.values():
            who = (f"act as {channel.key[3:]}: secret bids, strand forms, private boards"
                   if channel.key.startswith("dm-") else "act as any member: pick one in the page's viewer menu")
            (dms if channel.key.startswith("dm-") else rows).append(
                f'<li><form method="post" action="open/{channel.key}" target="{VIEW_WINDOW}">'
                f'<button type="submit" id="open-{channel.key}">{html.escape(channel.label, quote=False)}</button>'
                f'<span>{html.escape(who, quote=False)}</span></form></li>')
        # The places a player's own install reaches, beside the server's channels.
        for key, label in self.sandbox.conversation_labels.items():
            rows.append(
                f'<li><form method="get" action="talk/{key}" target="{VIEW_WINDOW}">'
                f'<button type="submit" id="open-{key}">{html.escape(label, quote=False)}</button>'
                f'<span>Petri installed by its members: play as any of them</span></form></li>')
        rows += dms
        return _PAGE.format(rows="\n".join(rows))


def _esc(text: str) -> str:
    return html.escape(text, quote=True)


def _markdown(text: str) -> str:
    """Discord markdown as little HTML as the page needs: headings, small lines, bold, code."""
    lines = []
    for line in _esc(text).split("\n"):
        if line.startswith("### "):
            line = f"<b class=h>{line[4:]}</b>"
        elif line.startswith("-# "):
            line = f"<small>{line[3:]}</small>"
        lines.append(re.sub(r"`([^`]+)`", r"<code>\1</code>", re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", line)))
    return '<div class="text">' + "<br>".join(lines) + "</div>"


def _control(who: str, kind: str, disabled: bool, choices: list[tuple[str, str]]) -> str:
    """A button (``kind`` "button") or a menu as a form posting its script line as ``who``."""
    off = " disabled" if disabled else ""
    if kind == "button":
        ((label, line),) = choices
        return _form(who, f'<button type="submit" name="line" value="{_esc(line)}"{off}>{_esc(label)}</button>')
    options = "".join(f'<option value="{_esc(line)}">{_esc(label)}</option>' for label, line in choices)
    return _form(who, f'<select name="line"{off}>{options}</select><button type="submit"{off}>OK</button>')


def _form(who: str, inner: str) -> str:
    """A form posting, as ``who``, the script line its field ``line`` (in ``inner``) gives."""
    return f'<form method="post" class="act"><input type="hidden" name="who" value="{_esc(who)}">{inner}</form>'



_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Petri sandbox — channels</title>
<style>
 body {{ font: 16px/1.5 system-ui, sans-serif; background: #313338; color: #f2f3f5; margin: 2em; }}
 ul {{ list-style: none; padding: 0; }} li {{ margin: .5em 0; }}
 button {{ font: inherit; min-width: 16em; text-align: left; padding: .4em .8em; margin-right: 1em;
          background: #404249; color: #f2f3f5; border: 0; border-radius: 4px; cursor: pointer; }}
 button:hover {{ background: #5865f2; }} span {{ color: #b5bac1; }}
</style></head><body>
<h1>Petri sandbox</h1>
<p>Server "Sandbox". Open a channel (it opens in its own tab, the same tab every time):
#games or #lobby to start a match, a match's thread (listed under its channel once the match
has started; reload this page to see new ones) to play it as any member, or a member's DMs
with Petri to do what only they may — place Genetess bids, submit a DNA strand, see their
private board.  Beside the channels, a group DM and a server that never invited Petri, where
the members play through their own install of Petri.</p>
<ul>
{rows}
</ul></body></html>
"""

_TALK = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Petri sandbox — {title}</title>
<style>
 body {{ font: 15px/1.45 system-ui, sans-serif; background: #313338; color: #dbdee1; margin: 1.5em; }}
 h1 {{ font-size: 1.3em; color: #f2f3f5; }} a {{ color: #00a8fc; margin-right: .6em; }}
 a.me {{ font-weight: bold; color: #f2f3f5; }}
 ul {{ list-style: none; padding: 0; }} li.message {{ margin: .8em 0; padding: .6em .9em; background: #2b2d31;
      border-left: 4px solid #3ba55d; border-radius: 4px; }} li.private {{ border-left-color: #5865f2; }}
 .text {{ margin: .3em 0; }} .h {{ font-size: 1.15em; }} small {{ color: #949ba4; }}
 code {{ background: #1e1f22; padding: 0 .2em; border-radius: 3px; }}
 img {{ max-width: 480px; display: block; margin: .4em 0; }}
 form.act {{ display: inline-block; margin: .2em .4em .2em 0; }}
 button, select, input {{ font: inherit; background: #404249; color: #f2f3f5; border: 0; border-radius: 4px;
                         padding: .3em .7em; }}
 button:hover {{ background: #5865f2; }} button[disabled] {{ opacity: .5; }}
 #report {{ background: #1e1f22; padding: .6em; white-space: pre-wrap; }}
</style></head><body>
<h1 id="channel-name">{title}</h1>
<p>Petri is not a member here: each turn is its answer to the interaction that made it.
Acting as: {viewers}</p>
<ul id="messages">
{messages}
</ul>
<p>As <b>{who}</b>: {command}</p>
<pre id="report">{report}</pre>
<script>document.getElementById("command").focus(); window.scrollTo(0, document.body.scrollHeight);</script>
</body></html>
"""
