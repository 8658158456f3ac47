"""``/tournament …``: Swiss and round-robin tournaments on Discord (docs/tournaments.md).

Players: ``create``, ``join``, ``leave``, ``start`` (the organiser), ``standings``,
``pairings``, ``withdraw``.  Game-masters (checked here, as ``/gm``): ``pause``,
``resume``, ``kick``, ``end``, ``result``.  A tournament lives in the channel it
was created in and belongs to its server.

Each round's tables start by themselves: every table gets its own thread in
the tournament's channel and its match is created there through the host
(``MatchHost.create_table``) and posted like any match, so computer entrants
play their turns as in any match.  When a match ends (``MatchHost.on_end``)
its places are recorded and, once the round is complete, the next round is
paired, or the final standings are posted.  A round's deadline is kept by a
``ClockKeeper`` of its own (re-armed at start-up, claimed in the database).
"""

import asyncio
import contextlib
import io
import logging
from functools import partial

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapter import access, flows, threads, words
from bot.adapter import resign as resign_flow
from bot.adapter.choices import GAME_CHOICES
from bot.adapter.delivery import plain
from bot.adapter.replies import reply_private, reply_public
from bot.adapter.served import Served, set_up
from bot.core import reason_of
from bot.host.clocks import ClockError, ClockKeeper, parse_duration
from bot.host.match_host import HostError
from bot.host.seat_names import computer_name
from bot.storage.repos import tournaments as tournament_rows
from bot.storage.store import MatchRow
from bot.tournament import runner
from bot.tournament.runner import FINISHED, FORMATS, RUNNING, Tournament, Tournaments
from bot.tournament.standings import TIEBREAKS
from games import get_game
from games.ai import LEVELS
from games.message import Msg
from render.table import Column, table_png

log = logging.getLogger("petri.tournament")
NO_PINGS = discord.AllowedMentions.none()

def desk(interaction_or_client) -> Tournaments:
    """The tournaments of this bot (over its host)."""
    client = getattr(interaction_or_client, "client", interaction_or_client)
    return client.tournaments


async def _find(interaction: discord.Interaction, number: int | None, *, finished: bool = False) -> Tournament:
    """Tournament ``number`` of this server, else this channel's current one; ``finished``: else
    this channel's newest finished one too (its standings stay reachable after the end)."""
    found = desk(interaction)
    if number is not None:
        return await found.get(number, interaction.guild_id)
    guild, here = access.guild_of(interaction), access.channel_of(interaction)
    try:
        return await found.current(guild, here)
    except HostError:
        if not finished:
            raise
        newest = await tournament_rows.newest_id_in_channel(access.host_of(interaction).store, guild, here)
        if newest is None:
            raise
        return await found.get(newest, interaction.guild_id)


async def _locale(client, t: Tournament) -> str:
    """The language of ``t``'s posts: its server's (``words.server_locale``)."""
    return await words.server_locale(client, client.host.store, t.guild_id)


def _names(entrants, locale: str | None = None) -> dict[int, str]:
    """Entrant id → name as the tournament's posts show it (in the channel's words)."""
    def shown(e) -> Msg | str:  # a computer entrant with its level: "Petri 1 (Leicht)"
        return computer_name(e.name, e.computer) if e.computer else e.name
    names = {e.id: words.for_channel(Msg("tournament-withdrawn-name", name=shown(e)) if e.status == runner.WITHDRAWN
                                     else shown(e), locale) for e in entrants}
    names[runner.STAND_IN] = words.for_channel(Msg("tournament-stand-in"), locale)
    return names


def _title(t: Tournament) -> Msg | str:
    """``t``'s name for a post (a name typed by its creator escaped: it never pings or formats)."""
    return plain(t.name) if t.name else t.title


def _number(value: float) -> str:
    return f"{value:g}"


#: The tie-breaks (``standings.TIEBREAKS``) by name, in words; an unknown one keeps its name.
_TIEBREAK_WORDS = {"Buchholz": Msg("tournament-tiebreak-buchholz"),
                   "Sonneborn–Berger": Msg("tournament-tiebreak-sonneborn-berger"),
                   "placement points": Msg("tournament-tiebreak-placement"),
                   "head-to-head": Msg("tournament-tiebreak-head-to-head")}


async def standings_lines(client, t: Tournament) -> tuple[list[tuple[int, str, list[str]]], list[str]]:
    """``(rows for the picture, text lines)`` of the standings."""
    tables = desk(client)
    locale = await _locale(client, t)
    names = _names(await tables.entrants(t.id), locale)
    lines = await tables.standings(t)
    breaks = TIEBREAKS[2 if t.seats == 2 else 3]
    rows = [(s.rank, names[s.entrant], [_number(s.points), *(_number(b) for b in s.tiebreaks)]) for s in lines]
    def tiebreaks(values) -> str:
        return ", ".join(words.for_channel(Msg("tournament-tiebreak-value", tiebreak=_TIEBREAK_WORDS.get(b, b),
                                               value=float(v)), locale) for b, v in zip(breaks, values, strict=False))

    text = [words.for_channel(Msg("tournament-standing-line", rank=str(s.rank), name=plain(names[s.entrant]),
                                  points=float(s.points), tiebreaks=tiebreaks(s.tiebreaks)), locale)
            for s in lines]
    return rows, text


async def standings_message(client, t: Tournament, heading: Msg) -> dict:
    """Message kwargs: the standings as text and as a picture table (``heading``: what they are,
    "standings" or "final standings"), in the channel's words."""
    rows, text = await standings_lines(client, t)
    breaks = ([Msg("tournament-column-buchholz"), Msg("tournament-column-sonneborn-berger")] if t.seats == 2
              else [Msg("tournament-column-placement"), Msg("tournament-column-head-to-head")])
    locale = await _locale(client, t)
    title = words.for_channel(Msg("tournament-standings-title", name=t.title, heading=heading), locale)
    png = await client.host.pictures.call(
        partial(table_png, locale=locale), title,
        words.for_channel(Msg("tournament-round-of", round=str(t.round), rounds=str(t.rounds)), locale),
        [Column(words.for_channel(Msg("tournament-column-points"), locale), 80, bold=True),
         Column(words.for_channel(breaks[0], locale), 130), Column(words.for_channel(breaks[1], locale), 90)], rows)
    content = "\n".join([f"**{plain(title)}**", *text])[:2000]
    alt = "\n".join([title, *text])[:1024]
    return dict(content=content, allowed_mentions=NO_PINGS,
                file=discord.File(io.BytesIO(png), filename=f"tournament-{t.id}-standings.png", description=alt))


async def pairings_text(client, t: Tournament) -> str:
    """The current round's tables, with their matches and results."""
    tables = desk(client)
    locale = await _locale(client, t)
    names = _names(await tables.entrants(t.id), locale)
    lines = [Msg("tournament-pairings-title", name=_title(t), round=str(t.round), rounds=str(t.rounds))]
    if t.deadline_at is not None and t.status == RUNNING:
        # The round ends for every table at once: time away holds a player's move clock, not this.
        lines.append(Msg("away-round-deadline", until=f"<t:{int(t.deadline_at)}:f>"))
    for table in await tables.tables(t.id, t.round):
        if table.bye:
            lines.append(Msg("tournament-table-bye", board=str(table.board), name=plain(names[table.seats[0]])))
            continue
        players = " – ".join(plain(names[e]) for e in table.seats)
        state = ((Msg("tournament-table-match", match=str(table.match_id)) if table.match_id
                  else Msg("tournament-table-starting")) if table.places is None else Msg("tournament-table-over"))
        lines.append(Msg("tournament-table", board=str(table.board), players=players, state=state))
    return words.for_channel(lines, locale)[:2000]


# -- running rounds -------------------------------------------------------------------------
async def launch(client, t: Tournament) -> None:
    """Start the matches of the current round's tables that this process claims, each in a
    thread of its own; where the bot may not open threads (``threads.THREAD_PERMISSIONS``),
    in the channel itself, one match at a time as ``/play`` does there: a table that finds
    the channel busy gives its claim back and starts when the channel's match ends
    (``channel_freed``).  The organiser is told, once per tournament and process, that the
    tables are played in the channel and which permission is missing; a table that cannot
    start for another reason is reported with that reason, never left silently."""
    tables = desk(client)
    channel = client.get_channel(t.channel_id) or await client.fetch_channel(t.channel_id)
    locale = await _locale(client, t)
    names = _names(await tables.entrants(t.id), locale)
    home = threads.home_of(channel)
    # Threads of a text channel only (a forum's posts, a thread's threads: played in the channel).
    # (At start-up the bot's member may not be known yet: then the thread is tried.)
    missing = threads.missing_permissions(home) if isinstance(home, discord.TextChannel) \
        and home.guild.me is not None else []
    in_channel = not isinstance(home, discord.TextChannel) or bool(missing)
    for table in await tables.claim_tables(t):
        thread = None
        try:
            if table.match_id is None and not in_channel:
                versus = words.for_channel(Msg("tournament-versus"), locale)
                title = words.for_channel(Msg("tournament-table-thread-name", name=t.title, round=str(table.round),
                                              board=str(table.board),
                                              players=f" {versus} ".join(names[e] for e in table.seats)), locale)
                try:
                    thread = await channel.create_thread(name=title[:100], type=discord.ChannelType.public_thread)
                except discord.HTTPException as exc:
                    # The permissions changed since they were read: the channel it is.
                    log.warning("tournament #%s: no thread for table %s (%s); played in the channel",
                                t.id, table.board, exc)
                    in_channel, missing = True, missing or threads.permission_names(threads.THREAD_PERMISSIONS)
            if in_channel and missing:
                await _tell_in_channel(client, t, channel, missing, locale)
            outcome = await tables.start_table(t, table, thread.id if thread else t.channel_id,
                                               flows.computer_seat(client))
        except HostError as exc:
            await tables.release(t, table)
            if thread is not None:
                await _drop(thread)
            if in_channel and await client.host.active_in_channel(t.channel_id) is not None:
                continue                # the channel's match plays first; this table waits for it
            log.warning("tournament #%s: table %s did not start: %s", t.id, table.board, exc)
            await channel.send(words.for_channel(Msg("tournament-table-not-started", tournament=str(t.id),
                                                     board=str(table.board), reason=reason_of(exc),
                                                     organiser=f"<@{t.created_by}>"), locale),
                               allowed_mentions=discord.AllowedMentions(users=[discord.Object(t.created_by)]))
            continue
        except discord.HTTPException:
            # Its claim runs out and the table is started again at the next start-up or round step.
            log.exception("could not start table %s of tournament #%s", table.board, t.id)
            continue
        await flows.announce(client, client.host, outcome)
        # The seats' time starts when they can see the match, not when it was created.
        await client.host.start_clock_now(outcome.match.id)
    arm(client, await tables.get(t.id, t.guild_id))


async def _tell_in_channel(client, t: Tournament, channel, missing: list[str], locale: str) -> None:
    """Tell the organiser, once per tournament and process, that its tables are played in the
    channel for lack of ``missing`` (permission names as Discord's settings show them)."""
    told = getattr(client, "tournament_notices", None)
    if told is None:
        told = client.tournament_notices = set()
    if t.id in told:
        return
    told.add(t.id)
    await channel.send(words.for_channel(Msg("tournament-in-channel", tournament=str(t.id),
                                             permissions=", ".join(missing), organiser=f"<@{t.created_by}>"),
                                         locale),
                       allowed_mentions=discord.AllowedMentions(users=[discord.Object(t.created_by)]))


async def _drop(thread) -> None:
    """Delete a table's thread whose match did not start (best effort: it would stay empty)."""
    with contextlib.suppress(discord.HTTPException):
        await thread.delete()


async def channel_freed(client, channel_id: int) -> None:
    """A match played in ``channel_id`` itself ended: start the tables of tournaments there
    that wait for the channel."""
    for tournament_id, guild_id in await tournament_rows.ids_in_channel(client.host.store, channel_id, RUNNING):
        await launch(client, await desk(client).get(tournament_id, guild_id))


async def after_round(client, t: Tournament) -> None:
    """Record-and-advance's follow-up: post the new round and start it, or post the final standings."""
    step = await desk(client).advance(t)
    if step is None:
        return
    t = await desk(client).get(t.id, t.guild_id)
    channel = client.get_channel(t.channel_id) or await client.fetch_channel(t.channel_id)
    if step == "finished":
        locale = await _locale(client, t)
        names = _names(await desk(client).entrants(t.id), locale)
        winners = [plain(names[s.entrant]) for s in await desk(client).standings(t) if s.rank == 1]
        await channel.send(**await standings_message(client, t, Msg("tournament-final-standings")))
        await channel.send(words.for_channel(Msg("tournament-over", tournament=str(t.id), winners=winners), locale),
                           allowed_mentions=NO_PINGS)
        arm(client, t)
        return
    await channel.send(await pairings_text(client, t), allowed_mentions=NO_PINGS)
    await launch(client, t)


async def match_ended(client, match: MatchRow) -> None:
    """``MatchHost.on_end``: a tournament's match moves its tournament on (the next round, or
    the end); a match played in a channel itself frees the channel for tables waiting there."""
    try:
        t = await desk(client).record(match) if match.extra.get("tournament") else None
        if t is not None:
            await after_round(client, t)
        if match.thread_id is None and not match.extra.get("threaded"):
            await channel_freed(client, match.channel_id)
    except Exception:  # a failed step is picked up again at the next start-up (``resume``)
        log.exception("tournament step after match #%s failed", match.id)


def on_end(client):
    """The host's ``on_end`` hook: every ended match schedules ``match_ended``."""
    tasks: set[asyncio.Task] = set()

    def ended(match: MatchRow) -> None:
        task = asyncio.get_running_loop().create_task(match_ended(client, match))
        tasks.add(task)
        task.add_done_callback(tasks.discard)
    return ended


def arm(client, t: Tournament) -> None:
    """(Re)arm the tournament's deadline (a round's end, or the start time)."""
    keeper = getattr(client, "tournament_keeper", None)
    if keeper is not None:
        keeper.arm(t.id, t.deadline_at if t.status != FINISHED else None)


async def fire(client, tournament_id: int) -> list:
    """The keeper's handler: a due deadline is claimed, then its round adjudicated (or the
    tournament started); returns the match outcomes to post."""
    if not await desk(client).claim_due(tournament_id):
        return []
    return await _handle_due(client, tournament_id)


async def fire_due(client) -> list:
    """The keeper's poll: claim and handle every due deadline (set by another process, or by
    one that died)."""
    outcomes = []
    for tournament_id in await desk(client).claim_due():
        outcomes += await _handle_due(client, tournament_id)
    return outcomes


async def _handle_due(client, tournament_id: int) -> list:
    """Adjudicate a claimed tournament's round, or start it when its start time came."""
    tables = desk(client)
    t = await tables.get(tournament_id, await tournament_rows.guild_of(client.host.store, tournament_id))
    was_open = t.status == runner.OPEN
    try:
        outcomes = await tables.adjudicate(t, client.user.id)
    except HostError as exc:                 # it could not start by itself: the organiser is told
        channel = client.get_channel(t.channel_id) or await client.fetch_channel(t.channel_id)
        await channel.send(words.for_channel(Msg("tournament-start-failed", tournament=str(t.id),
                                                 reason=reason_of(exc), organiser=f"<@{t.created_by}>"),
                                             await _locale(client, t)),
                           allowed_mentions=discord.AllowedMentions(users=[discord.Object(t.created_by)]))
        arm(client, await tables.get(t.id, t.guild_id))
        return []
    if was_open:
        t = await tables.get(t.id, t.guild_id)
        if t.status == RUNNING:
            channel = client.get_channel(t.channel_id) or await client.fetch_channel(t.channel_id)
            await channel.send(await pairings_text(client, t), allowed_mentions=NO_PINGS)
            await launch(client, t)
    return outcomes


async def resume(client) -> None:
    """At start-up: re-arm every deadline; move on from rounds that ended meanwhile; start unstarted tables."""
    tables = desk(client)
    for tournament_id, guild_id in await tournament_rows.ids_not_in(client.host.store, FINISHED):
        t = await tables.get(tournament_id, guild_id)
        if t.status == RUNNING:
            await after_round(client, t)
            t = await tables.get(t.id, t.guild_id)
            await launch(client, t)
        arm(client, t)


def keeper(client) -> ClockKeeper:
    """The deadline keeper of tournaments (one per process; claims make each deadline fire once)."""
    poll = client.config.deadline_poll
    return ClockKeeper(client.now, lambda tid: fire(client, tid),
                       lambda outcomes: flows.announce_all(client, client.host, outcomes),
                       fire_due=(lambda: fire_due(client)) if poll else None, poll_every=poll)


# -- commands ---------------------------------------------------------------------------------
def _duration(text: str | None, what: str) -> float | None:
    """Seconds of a duration option (``2d``, ``90m``); ``HostError`` naming ``what`` when it is
    longer than ``runner.MAX_DURATION_TEXT`` characters (checked before it is read) or no
    duration.  Its range is the runner's to check (``[limits]``)."""
    if not text:
        return None
    runner.check_length(text, what, runner.MAX_DURATION_TEXT)
    try:
        return parse_duration(text)
    except ClockError as exc:
        raise HostError(Msg("tournament-bad-duration", option=what,
                            reason=exc.args[0] if exc.args else str(exc))) from None


async def _is_gm(interaction: discord.Interaction) -> bool:
    try:
        await access.require_gm(interaction)
    except HostError:
        return False
    return True


async def _match_being_played(interaction: discord.Interaction, t: Tournament) -> MatchRow | None:
    """The running match of ``t``'s current round where the caller holds a seat, if any."""
    if t.status != RUNNING:
        return None
    for table in await desk(interaction).unfinished(t):
        if interaction.user.id in table.seats:
            match = await access.host_of(interaction).get(table.match_id)
            if match.status == "running":
                return match
    return None


async def answer_withdraw(deliverer: flows.Deliverer, interaction: discord.Interaction, tournament_id: int,
                          drawn: int | None, answer: str) -> None:
    """The answer to "Withdraw from tournament #T?" (``resign.WithdrawButton``): ``withdraw``
    withdraws (the match being played is lost) and says so in the tournament's channel;
    ``stay`` changes nothing.  ``drawn`` is unused: the question is about the tournament."""
    t = await desk(interaction).get(tournament_id, interaction.guild_id)
    if answer != "withdraw":
        await interaction.response.edit_message(content=words.for_interaction(
            interaction, Msg("tournament-withdraw-kept", tournament=str(t.id))), view=None)
        return
    client = deliverer.client
    outcomes = await desk(interaction).withdraw(t, interaction.user.id)
    await interaction.response.edit_message(content=words.for_interaction(
        interaction, Msg("tournament-withdraw-done", tournament=str(t.id))), view=None)
    channel = client.get_channel(t.channel_id) or await client.fetch_channel(t.channel_id)
    await channel.send(words.for_channel(Msg("tournament-withdrew", name=plain(interaction.user.display_name),
                                             tournament=str(t.id)), await _locale(client, t)),
                       allowed_mentions=NO_PINGS)
    await deliverer.announce_all(outcomes)


# -- game-masters ---------------------------------------------------------------------------------
async def _gm_find(interaction: discord.Interaction, number: int | None) -> Tournament:
    await access.require_gm(interaction)
    return await _find(interaction, number)


@app_commands.guild_only()
class TournamentCog(Served, commands.GroupCog, name="Tournaments", group_name="tournament",
                    group_description="Swiss and round-robin tournaments"):
    """``/tournament …``: entries, rounds and standings.  ``bot``: the ``PetriBot`` whose tournaments
    they act on (``None``: only its commands are read, as ``bot.adapter.all_commands`` does)."""

    @property
    def desk(self) -> Tournaments:
        """The bot's tournaments (over its host, open once ``setup_hook`` has run)."""
        return set_up(self.bot.tournaments, "tournaments")

    @app_commands.command(name="create", description="Open a tournament in this channel")
    @app_commands.describe(name="what to call it", game="which game", format="swiss or round-robin",
                           seats="players per table, 2–4 (default 2)",
                           rounds="Swiss rounds (default: enough for the field); round robins play every pairing",
                           options="game options for every match, as in /play (e.g. a clock)",
                           max_entrants="entry limit", round_deadline="time for each round, e.g. 2d or 90m",
                           starts_in="start by itself after this long, e.g. 1h",
                           computers="computer entrants (0–8)", level="how strong the computers play",
                           fill_byes="a computer plays whoever would have a bye (its games count for them only)")
    @app_commands.choices(game=GAME_CHOICES, format=[app_commands.Choice(name=f, value=f) for f in FORMATS],
                          level=[app_commands.Choice(name=level, value=level) for level in LEVELS])
    async def create(self, interaction: discord.Interaction, name: str, game: str, format: str,  # noqa: PLR0913  (Discord's options)
                     seats: int = 2,
                     rounds: int | None = None, options: str | None = None, max_entrants: int | None = None,
                     round_deadline: str | None = None, starts_in: str | None = None, computers: int = 0,
                     level: str = "easy", fill_byes: bool = False) -> None:
        """``/tournament create``: open entries."""
        starts = _duration(starts_in, "starts_in")
        client = self.bot
        t = await self.desk.create(
            guild_id=interaction.guild_id, channel_id=access.channel_of(interaction), creator=interaction.user.id,
            name=name,
            game_id=game, options=options, format=format, seats=seats, rounds=rounds, max_entrants=max_entrants,
            round_seconds=_duration(round_deadline, "round_deadline"),
            starts_at=client.now() + starts if starts else None, computers=computers, computer_level=level,
            fill_byes=fill_byes)
        arm(client, t)
        entrants = len(await self.desk.entrants(t.id))
        await reply_public(interaction, content=words.for_channel(Msg(
            "tournament-created-rounds" if t.rounds else "tournament-created", tournament=str(t.id), name=_title(t),
            game=get_game(t.game).title, format=Msg("tournament-format", format=t.format), seats=t.seats,
            rounds=t.rounds or 0, entrants=entrants), await _locale(client, t)), allowed_mentions=NO_PINGS)

    @app_commands.command(name="join", description="Enter a tournament")
    @app_commands.describe(number="tournament number (default: this channel's)")
    async def join(self, interaction: discord.Interaction, number: int | None = None) -> None:
        """``/tournament join``."""
        t = await _find(interaction, number)
        await self.desk.join(t, flows.seat_for(interaction.user))
        count = len(await self.desk.entrants(t.id))
        await reply_public(interaction, content=words.for_channel(Msg(
            "tournament-joined", name=plain(interaction.user.display_name), tournament=str(t.id), entrants=count),
            await _locale(self.bot, t)),
            allowed_mentions=NO_PINGS)

    @app_commands.command(name="leave", description="Leave a tournament before it starts")
    @app_commands.describe(number="tournament number (default: this channel's)")
    async def leave(self, interaction: discord.Interaction, number: int | None = None) -> None:
        """``/tournament leave``."""
        t = await _find(interaction, number)
        await self.desk.leave(t, interaction.user.id)
        await reply_private(interaction, words.for_interaction(interaction, Msg("tournament-left",
                                                                                tournament=str(t.id))))

    @app_commands.command(name="start", description="Close entries and pair round 1 (the organiser)")
    @app_commands.describe(number="tournament number (default: this channel's)")
    async def start(self, interaction: discord.Interaction, number: int | None = None) -> None:
        """``/tournament start``."""
        t = await _find(interaction, number)
        t = await self.desk.start(t, interaction.user.id, game_master=await _is_gm(interaction))
        await reply_public(interaction, content=await pairings_text(self.bot, t), allowed_mentions=NO_PINGS)
        await launch(self.bot, t)

    @app_commands.command(name="standings", description="A tournament's standings, with tie-breaks")
    @app_commands.describe(number="tournament number (default: this channel's)")
    async def show_standings(self, interaction: discord.Interaction, number: int | None = None) -> None:
        """``/tournament standings``: picture and text (after the end: the final standings)."""
        t = await _find(interaction, number, finished=True)
        await interaction.response.defer(thinking=True)
        heading = Msg("tournament-final-standings") if t.status == FINISHED else Msg("tournament-standings")
        await reply_public(interaction, **await standings_message(self.bot, t, heading))

    @app_commands.command(name="pairings", description="The current round's tables")
    @app_commands.describe(number="tournament number (default: this channel's)")
    async def show_pairings(self, interaction: discord.Interaction, number: int | None = None) -> None:
        """``/tournament pairings``."""
        t = await _find(interaction, number)
        if t.round == 0:
            raise HostError(Msg("tournament-not-started", tournament=str(t.id)))
        await reply_public(interaction, content=await pairings_text(self.bot, t), allowed_mentions=NO_PINGS)

    @app_commands.command(name="withdraw", description="Stop playing in a tournament (a match being played is lost)")
    @app_commands.describe(number="tournament number (default: this channel's)")
    async def withdraw(self, interaction: discord.Interaction, number: int | None = None) -> None:
        """``/tournament withdraw``: at once, unless a match of the caller's is being played in it —
        that match would be lost, so the caller is asked first (``resign.ask_withdraw``)."""
        t = await _find(interaction, number)
        playing = await _match_being_played(interaction, t)
        if playing is not None:
            await resign_flow.ask_withdraw(interaction, t.id, playing)
            return
        outcomes = await self.desk.withdraw(t, interaction.user.id)
        await reply_public(interaction, content=words.for_channel(Msg(
            "tournament-withdrew", name=plain(interaction.user.display_name), tournament=str(t.id)),
            await _locale(self.bot, t)),
            allowed_mentions=NO_PINGS)
        await flows.announce_all(self.bot, self.host, outcomes)

    @app_commands.command(name="pause", description="Game-masters: stop the round's clock")
    @app_commands.describe(number="tournament number (default: this channel's)")
    async def pause(self, interaction: discord.Interaction, number: int | None = None) -> None:
        """``/tournament pause``."""
        await self._clock_changed(interaction, await self.desk.pause(await _gm_find(interaction, number)),
                                  "tournament-paused")

    @app_commands.command(name="resume", description="Game-masters: restart a paused tournament")
    @app_commands.describe(number="tournament number (default: this channel's)")
    async def resume_command(self, interaction: discord.Interaction, number: int | None = None) -> None:
        """``/tournament resume``."""
        t = await self.desk.resume(await _gm_find(interaction, number))
        await self._clock_changed(interaction, t, "tournament-resumed")
        await after_round(self.bot, t)

    async def _clock_changed(self, interaction: discord.Interaction, t: Tournament, said: str) -> None:
        """Re-arm ``t``'s round clock after a pause or resume and say so (``said``: the message id)
        in the tournament's channel, in its words."""
        arm(self.bot, t)
        await reply_public(interaction, content=words.for_channel(Msg(said, tournament=str(t.id)),
                                                                     await _locale(self.bot, t)),
                           allowed_mentions=NO_PINGS)

    @app_commands.command(name="kick", description="Game-masters: withdraw an entrant")
    @app_commands.describe(user="who", number="tournament number (default: this channel's)")
    async def kick(self, interaction: discord.Interaction, user: discord.User, number: int | None = None) -> None:
        """``/tournament kick``."""
        t = await _gm_find(interaction, number)
        outcomes = await self.desk.withdraw(t, user.id, by=interaction.user.id)
        await reply_public(interaction, content=words.for_channel(Msg(
            "tournament-kicked", name=plain(user.display_name), tournament=str(t.id)), await _locale(self.bot, t)),
            allowed_mentions=NO_PINGS)
        await flows.announce_all(self.bot, self.host, outcomes)

    @app_commands.command(name="end", description="Game-masters: end the tournament now")
    @app_commands.describe(number="tournament number (default: this channel's)")
    async def end(self, interaction: discord.Interaction, number: int | None = None) -> None:
        """``/tournament end``."""
        t = await self.desk.end(await _gm_find(interaction, number))
        arm(self.bot, t)
        await interaction.response.defer(thinking=True)
        await reply_public(interaction, **await standings_message(self.bot, t, Msg("tournament-final-standings")))

    @app_commands.command(name="result", description="Game-masters: decide a table of the tournament")
    @app_commands.describe(match="the table's match number", winners="winning seat numbers, e.g. 1 or 1,3",
                           reason="why (shown in the match)", number="tournament number (default: this channel's)")
    async def result(self, interaction: discord.Interaction, match: int, winners: str, reason: str = "",
                     number: int | None = None) -> None:
        """``/tournament result``."""
        t = await _gm_find(interaction, number)
        try:
            seats = [int(w) - 1 for w in winners.replace(",", " ").split()]
        except ValueError:
            raise HostError(Msg("tournament-bad-winners")) from None
        # No reason typed: ours, worded for each reader (the narration), not English text.
        outcomes = await self.desk.set_result(t, match, seats, interaction.user.id,
                                                      reason.strip() or Msg("tournament-decided-by-gm"))
        await reply_private(interaction, words.for_interaction(interaction, Msg("tournament-decided", match=str(match),
                                                                                  tournament=str(t.id))))
        await flows.announce_all(self.bot, self.host, outcomes)
        if not outcomes:                  # a finished match's places changed: the round may be complete
            await after_round(self.bot, t)
