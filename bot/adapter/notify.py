"""``/notify``: each member chooses how their turns reach them (rules: ``bot.host.notify``).

Three places follow the choice:

- ``pinged``: who a match's post may ping.  A seat to move is pinged only when their choice
  says a mention now (the default; quiet hours hold it back except for the final reminder);
  the post's text is the same for everyone (it still names them), so a post found again by
  the outbox reads the same.  A member asked to allow an undo is pinged as before.
- ``tell``: after the post, a direct message to each seat to move whose choice says so
  (``dm``; a ``digest`` member's final reminder), linking the match's thread.
- ``Digests``: every ``DIGEST_POLL`` seconds each process looks for digest members who have
  matches waiting, are outside their quiet hours and have had no digest this period; the
  period is claimed in the database first (``bot.host.notify.claim_digest``), so one
  process sends it, once, across restarts.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from datetime import UTC, datetime
from zoneinfo import available_timezones

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.adapter import delivery, matches, words
from bot.adapter.replies import reply_private
from bot.adapter.served import Served
from bot.host import notify as rules
from bot.host.match_host import HostError, MatchHost
from bot.host.plan import Plan
from bot.storage.repos import readers as reader_rows
from bot.storage.store import MatchRow
from games import get_game
from games.message import Msg

log = logging.getLogger("petri.discord")

#: Seconds between two looks for digests due (each look: one query, plus one per digest
#: member not yet sent this period); a digest goes out at most this late.
DIGEST_POLL = 300.0
#: Seconds between two looks while nobody has chosen digests (a choice made in this process
#: wakes the look at once; one made in another process is seen within this).
DIGEST_IDLE = 6 * 3600.0
#: Matches a digest lists by name; more are counted (``/matches`` lists them all).
DIGEST_LINES = 10
#: Digest claims older than this are dropped now and then (their periods are long over).
DIGEST_KEEP = 30 * 86400


# -- routing a match's post --------------------------------------------------------------
async def choices(host: MatchHost, plan: Plan) -> dict[int, rules.Preference]:
    """The stored ``/notify`` choices of ``plan``'s seats to move, by user id (one query; none
    when nobody is to move): read once per post, for ``pinged`` and ``tell``."""
    return await rules.load_many(host.store, plan.public.to_move)


async def pinged(host: MatchHost, plan: Plan, prefs: dict[int, rules.Preference]) -> list[int]:
    """The users ``plan``'s public post may ping: ``plan.mentions`` without the seats to move
    whose choice (``prefs``, from ``choices``) is not a mention now (``Preference.told_by``).
    A ``dm`` member whose DMs are known to fail is pinged instead (else nothing would reach
    them); a member asked to allow an undo is pinged as before."""
    post = plan.public
    asked = set((post.undo or {}).get("asked", []))
    movers = {u: prefs[u] for u in post.to_move if u not in asked and u in prefs}
    if not movers:
        return plan.mentions
    now, final = host.now(), rules.final_reminder(post.narration)
    held = set()
    for user_id, pref in movers.items():
        how = pref.told_by(now, final)
        if how == "mention" or (how == "dm" and await _dms_closed(host, user_id)):
            continue
        held.add(user_id)
    return [u for u in plan.mentions if u not in held]


async def _dms_closed(host: MatchHost, user_id: int) -> bool:
    failed_at = await reader_rows.dm_closed_at(host.store, user_id)
    return failed_at is not None and host.now() - failed_at < delivery.DM_RETRY_AFTER


async def tell(client: discord.Client, host: MatchHost, plan: Plan, match: MatchRow,
               prefs: dict[int, rules.Preference]) -> None:
    """After ``plan``'s post: a direct message to each seat to move whose choice (``prefs``,
    from ``choices``) says one now — a new turn (a board was posted) or a reminder — in their
    language, with the link.  Those whose DM fails are pinged in the match's thread (or
    channel) instead."""
    post = plan.public
    reminder = next((line["id"] for line in post.narration if isinstance(line, dict)
                     and line.get("id") in (rules.FINAL_REMINDER, rules.HALF_REMINDER)), None)
    if not post.to_move or (not post.board and reminder is None) or post.finished:
        return
    now, final = host.now(), reminder == rules.FINAL_REMINDER
    unreached: list[int] = []
    for user_id, pref in prefs.items():
        if client.user is not None and user_id == client.user.id:
            continue
        if pref.told_by(now, final) != "dm" or await _dms_closed(host, user_id):
            continue   # (DMs known closed: the post pinged them, ``pinged``)
        due = matches.due_of(host, match, user_id)
        ident = ("notify-dm-final" if final else "notify-dm-half") if reminder else \
            ("notify-dm-turn-due" if due is not None else "notify-dm-turn")
        text = Msg(ident, match=str(match.id), game=get_game(match.game).title, link=matches.link(match),
                   due=f"<t:{int(due)}:R>" if due is not None else "")
        if not await delivery.send_dm(client, host, user_id, content=text):
            unreached.append(user_id)
    if unreached and (channel := await delivery.match_channel(client, match)) is not None:
        # Their DMs are closed: the turn pings them in the thread after all (and the next
        # posts do at once, ``pinged``), rather than reaching nobody.
        locale = await words.server_locale(client, host.store, match.guild_id)
        await channel.send(words.for_channel(Msg("notify-dm-failed", players=delivery.mention_ids(unreached)),
                                             locale), allowed_mentions=delivery.mention_users(unreached))


# -- digests -----------------------------------------------------------------------------
def digest_text(host: MatchHost, user_id: int, waiting: list[matches.Row], locale: str) -> str:
    """A digest's words in ``locale``: how many matches wait, each of the first
    ``DIGEST_LINES`` as ``/matches`` shows it, and how many more (≤ 2000 characters)."""
    lines = [Msg("notify-digest-header", count=len(waiting))]
    lines += [matches.row_line(host, row, user_id) for row in waiting[:DIGEST_LINES]]
    if len(waiting) > DIGEST_LINES:
        lines.append(Msg("notify-digest-more", count=len(waiting) - DIGEST_LINES))
    return words.for_locale(lines, locale)[:2000]


class Digests:
    """Sends each digest member their digest, once per period, from every process alike.

    ``run_once`` looks now; ``start`` looks every ``every`` seconds while someone has chosen
    digests, else every ``DIGEST_IDLE`` seconds or when ``wake`` is called (on the host's
    clock: SimCord's virtual one in tests), until ``close``."""

    def __init__(self, client: discord.Client, host: MatchHost, every: float = DIGEST_POLL):
        self.client, self.host, self.every = client, host, every
        self._task: asyncio.Task | None = None
        self._looks = 0
        self._members = 0                  # digest members at the last look
        self._sleeping = False             # the loop is between two looks (``wake`` may restart it)

    def start(self) -> None:
        """Look now and then every ``every`` seconds."""
        if self._task is None and self.every > 0:
            self._task = asyncio.get_running_loop().create_task(self._loop())

    def wake(self) -> None:
        """Look again now (a member of this process chose digests): a loop asleep between two
        looks starts over (a look under way is never cut short)."""
        if self._task is not None and self._sleeping:
            self._task.cancel()
            self._task = asyncio.get_running_loop().create_task(self._loop())

    async def _loop(self) -> None:
        while True:
            try:
                await self.run_once()
            except Exception:  # a failed look must not end the loop; the next one tries again
                log.exception("digest look failed; trying again in %d s", self.every)
            self._sleeping = True
            try:
                await asyncio.sleep(self.every if self._members else DIGEST_IDLE)
            finally:
                self._sleeping = False

    async def run_once(self) -> int:
        """Send every digest due now; returns how many this process sent."""
        host, now = self.host, self.host.now()
        sent = 0
        members = await rules.digest_members(host.store)
        self._members = len(members)
        for user_id, pref in members.items():
            if pref.quiet_now(now):
                continue
            period = pref.period_of(now)
            if await rules.digest_sent(host.store, user_id, period):
                continue
            found = await matches.rows(host, user_id, await matches.running(host, user_id, None))
            waiting = [row for row in found if row.waiting]
            if not waiting or not await rules.claim_digest(host.store, user_id, period, now):
                continue
            locale = await words.user_locale(self.client, host.store, user_id)
            if await delivery.send_dm(self.client, host, user_id, content=digest_text(host, user_id, waiting, locale)):
                sent += 1
        self._looks += 1
        if self._looks % 100 == 1:
            await rules.forget_digests(host.store, now - DIGEST_KEEP)
        return sent

    async def close(self) -> None:
        """Stop looking (a look under way is cancelled; its claim, if made, stays)."""
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None


# -- /notify -----------------------------------------------------------------------------
# Named by the English catalog (``cmd-choice-<value>``); the translator gives other readers theirs.
_HOW = [app_commands.Choice(name=i18n.text(Msg(f"cmd-choice-{how}"), "en"), value=how)
        for how in ("mention", "dm", "digest", "none")]


async def zone_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """IANA zone names holding what was typed (case-insensitive), at most 25."""
    typed = current.strip().lower()[:64]
    found = sorted(z for z in _zones() if typed in z.lower())
    return [app_commands.Choice(name=z, value=z) for z in found[:25]]


@functools.cache
def _zones() -> tuple[str, ...]:
    """Every IANA zone name, sorted (read once: the system's zone list does not change)."""
    return tuple(sorted(available_timezones()))


def summary(pref: rules.Preference, chosen: bool, now: float) -> list[Msg]:
    """The lines describing ``pref`` (``chosen``: stored, else the default)."""
    how = {"mention": Msg("notify-how-mention"), "dm": Msg("notify-how-dm"),
           "digest": Msg("notify-how-digest", hours=pref.every_hours), "none": Msg("notify-how-none")}[pref.mode]
    local = datetime.fromtimestamp(now, UTC).astimezone(rules.zone_of(pref.zone))
    lines = [how, Msg("notify-zone", zone=pref.zone, time=local.strftime("%H:%M")),
             Msg("notify-quiet", quiet=rules.quiet_text(pref.quiet)) if pref.quiet else Msg("notify-quiet-off")]
    if not chosen:
        lines.append(Msg("notify-default"))
    return lines


class NotifyCog(Served, commands.Cog, name="Notify"):
    """The cog of how turns reach a member: ``/notify``.  ``bot``: the ``PetriBot`` it serves (``None``: only
    its commands are read, as ``bot.adapter.all_commands`` does)."""

    @app_commands.command(name="notify", description="How Petri tells you it is your turn; quiet hours")
    @app_commands.describe(how="how your turns reach you",
                           every="digest: hours between two digests (1 to 168, default 24)",
                           timezone="your time zone, e.g. Europe/Berlin (for quiet hours and digests)",
                           quiet="quiet hours in your time zone, e.g. 22-8 (only a final reminder then), or off")
    @app_commands.choices(how=_HOW)
    @app_commands.autocomplete(timezone=zone_autocomplete)
    async def notify(self, interaction: discord.Interaction, how: str | None = None,
                     every: app_commands.Range[int, 1, 168] | None = None,
                     timezone: str | None = None, quiet: str | None = None) -> None:
        """``/notify``: without options, the caller's choice; with any, changes and saves it."""
        host = self.host
        stored = await rules.load(host.store, interaction.user.id)
        pref = stored or rules.Preference()
        changes: dict = {}
        if how is not None:
            if how not in rules.MODES:
                raise HostError(Msg("notify-bad-how", modes=", ".join(rules.MODES)))
            changes["mode"] = how
        if every is not None:
            low, high = rules.EVERY_RANGE
            if not low <= every <= high:
                raise HostError(Msg("notify-bad-every", low=low, high=high))
            changes["every_hours"] = every
        if timezone is not None:
            rules.zone_of(timezone.strip())
            changes["zone"] = timezone.strip()
        if quiet is not None:
            changes["quiet"] = rules.parse_quiet(quiet)
        if changes:
            pref = rules.Preference(**{**pref.__dict__, **changes})
            await rules.save(host.store, interaction.user.id, pref, host.now())
            if pref.mode == "digest" and getattr(self.bot, "digests", None) is not None:
                self.bot.digests.wake()
        lines = ([Msg("notify-saved")] if changes else []) + summary(pref, bool(changes) or stored is not None,
                                                                      host.now())
        await reply_private(interaction, lines)
