"""The sandbox's browser page: #games, #lobby, their match threads and every member's DMs with Petri.

SimCord's Preview page shows one channel, and an Env may run only one Preview
at a time (SimCord 3.2: ``env.preview`` refuses a second; a DM preview admits
only the DM's owner as viewer).  So the sandbox serves a small channel list of
its own beside it: picking "#games", a match's thread or "alice's DMs" closes
the current Preview and opens one on that channel, then sends the browser
there.  In a channel or thread the newcomer acts as any member (the Preview
page's viewer menu); in a member's DMs as that member — secret bids, the
strand form, private boards, their buttons.  The list is drawn afresh on each
load, so a match's thread appears once the match has started.

The channel list is a loopback page whose URL carries a random key (like the
Preview's own capability): anyone holding it can drive the sandbox.
"""

from __future__ import annotations

import asyncio
import html
import secrets
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from cli.simlocale import DISCORD_CODES
from cli.simwait import when_idle

# The browser window every channel opens in, so the channel list stays in its own tab.
VIEW_WINDOW = "petri-channel"


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

    def render_list(self) -> str:
        """The channel list as an HTML page (each entry a button opening that channel)."""
        rows = []
        for channel in self.channels.values():
            who = (f"act as {channel.key[3:]}: secret bids, strand forms, private boards"
                   if channel.key.startswith("dm-") else "act as any member: pick one in the page's viewer menu")
            rows.append(
                f'<li><form method="post" action="open/{channel.key}" target="{VIEW_WINDOW}">'
                f'<button type="submit" id="open-{channel.key}">{html.escape(channel.label, quote=False)}</button>'
                f'<span>{html.escape(who, quote=False)}</span></form></li>')
        return _PAGE.format(rows="\n".join(rows))


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
private board.</p>
<ul>
{rows}
</ul></body></html>
"""
