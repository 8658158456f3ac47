"""``MatchHost``: the one place where matches live (design.md §3).

The Discord adapter, the sandbox, ``petri play`` and the benchmarks all call
this class; none of them touches the database or an engine directly.

Guarantees:
- a move is acknowledged (the coroutine returns) only after its transaction
  committed: move-log append plus version-guarded match update;
- one ``asyncio.Lock`` per match serialises concurrent calls, and a caller
  holding an old ``version`` (a stale button) is refused;
- every refusal is a ``HostError`` whose message is fit to show the user and
  never contains a secret; nothing is changed when one is raised.
"""

from __future__ import annotations

import random
import time
from collections.abc import Awaitable, Callable, Sequence
from functools import partial
from typing import Any

import i18n
from bot.core import (  # noqa: F401
    ABORTED,
    ACTIVE,
    CANCELLED,
    CHALLENGE,
    FINISHED,
    LOBBY,
    RUNNING,
    HostError,
    MatchChanged,
    Outcome,
    reason_of,
)
from bot.host import clocks, guilds, subscribers
from bot.host.away import Away, AwayReport
from bot.host.bounds import Bounds
from bot.host.casual import hints_extra
from bot.host.compaction import ENDED, moves_not_kept
from bot.host.events import Committed, DomainEvent, MatchEnded, PliesUndone
from bot.host.locks import KeyedLocks
from bot.host.moderation import Moderation
from bot.host.observe import Observer
from bot.host.pace import with_pace
from bot.host.plan import Plan, build_plan
from bot.host.rematch import Rematches, RematchVote
from bot.host.replay import Position, live_plies, play_entry, position_after, positions, public_views, start_state
from bot.host.seat_names import roster
from bot.host.statuses import STATUS_WORDS
from bot.host.timing import CLAIM_LEASE, TimedEvents
from bot.host.unit_of_work import COMMIT_ATTEMPTS, COMMIT_BACKOFF_S, UnitOfWork  # noqa: F401
from bot.host.views import ViewCache
from bot.storage.database import open_store
from bot.storage.match_cache import MatchCache
from bot.storage.store import LogDropped, MatchRow, MoveRow, Seat, Store
from bot.workers.computer import ComputerPool, stand_in_job
from bot.workers.render_pool import RenderPool
from games import GAMES, BadOptions, Game, IllegalMove, get_game
from games.ai import check_level
from games.ai.seeding import view_digest
from games.message import Msg
from games.options import options_text, parse_seed, resolve_seat_names, split_host_options


class MatchHost:
    """Create, join, start, move, resign and query matches over a ``Store``.

    ``now`` returns seconds since the epoch (injectable so simulated time
    and tests agree); ``seeds`` draws the random seed of a new match;
    ``pictures`` draws the boards and looks for stand-in moves (default: in this
    process, in a thread; the bot passes its worker processes).  The host closes it.
    ``outbox``: every commit that starts a match or adds plies also stores its delivery
    plan as an owed announcement, in the same transaction (the bot, which posts them:
    ``bot.host.outbox``); the committer has ``announce_lease`` seconds to post it before
    another process may.

    Every commit goes through ``self.unit`` (``bot.host.unit_of_work``) and returns its
    domain events (``bot.host.events``): ratings and log packing are its subscribers inside
    the transaction, ``on_change`` and ``on_end`` after it.  Time-driven events, moderation,
    time away and rematches are services (``self.timed``, ``self.moderation``,
    ``self.absences``, ``self.rematches``) given this host as a ``HostCore``; the methods
    below that name them hand the call on.
    """

    #: Seconds the committing process has to post its own announcement (``outbox``).
    announce_lease: float = 30.0
    #: Seconds a claim on a due deadline lasts (``bot.host.timing.CLAIM_LEASE``; tests shorten it).
    claim_lease: float = CLAIM_LEASE

    def __init__(self, store: Store, *, now: Callable[[], float] = time.time,
                 seeds: random.Random | None = None, pictures: RenderPool | None = None,
                 outbox: bool = False):
        self.store = store
        self.outbox = outbox
        self.pictures = pictures if pictures is not None else RenderPool(0)
        self.now = now
        self._seeds = seeds or random.Random()
        #: One lock per match id, held for the read-apply-commit of an action; gone when idle.
        self._locks = KeyedLocks()
        #: The running matches' rows this host committed last: a move reads its match here.
        self.recent = MatchCache()
        #: Called with every match after it changed (the clock keeper re-arms on it).
        self.on_change: Callable[[MatchRow], None] | None = None
        #: Told of every move, refusal and error (metrics and structured logs).
        self.observer = Observer()
        #: What one member may start (the bot sets its ``[limits]``; none by default).
        self.bounds = Bounds()
        #: Called with every match that has just ended (finished, aborted or cancelled):
        #: tournaments record their results from it (``bot.tournament.runner``).
        self.on_end: Callable[[MatchRow], None] | None = None
        #: Each seat's view of the positions in play, computed once for all its readers.
        self.views = ViewCache()
        #: Whether a match whose options name no clock gets none (its game's time-out policy
        #: kept for a ``clock=`` it is given), instead of its game's default clock.  The
        #: interactive sandbox sets it: one person playing every side should not time out.
        self.relaxed_clocks = False
        #: Where stand-ins (zombie and timed-out seats) search their moves: the bot's computer
        #: pool (``bot.workers.computer.ComputerPool``); ``None``: in this process.
        self.computers: ComputerPool | None = None
        #: Commits matches and publishes their events to the subscribers below.
        self.unit = UnitOfWork(store, now=self._now, recent=self.recent)
        self.unit.subscribe_in_transaction(PliesUndone, subscribers.rate)
        self.unit.subscribe_in_transaction(MatchEnded, subscribers.rate)
        self.unit.subscribe_in_transaction(MatchEnded, subscribers.pack_log)
        self.unit.subscribe(Committed, self._tell_changed)
        self.unit.subscribe(MatchEnded, self._tell_ended)

        # The services: each is given what it uses of this host (``HostCore``) and nothing more.
        self.absences = Away(self)
        self.timed = TimedEvents(self, self.absences)
        self.moderation = Moderation(self)
        self.rematches = Rematches(self)

    def _now(self) -> float:
        # ``now`` may be replaced after construction (tests, simulated time): read it late.
        return self.now()

    @classmethod
    async def open(cls, target: str, **kwargs: Any) -> MatchHost:
        """A host on the database at ``target``: an SQLite path or a ``postgresql://`` URL
        (created and migrated as needed; ``bot.storage.database.open_store``)."""
        return cls(await open_store(target), **kwargs)

    async def close(self) -> None:
        """Close the database and stop the picture workers."""
        try:
            await self.store.close()
        finally:
            await self.pictures.close()

    # -- lookups -------------------------------------------------------------
    @staticmethod
    def game_of(match: MatchRow) -> Game:
        """The engine that plays ``match``."""
        return get_game(match.game)

    async def get(self, match_id: int) -> MatchRow:
        """The match ``match_id``; ``HostError`` when there is none."""
        match = await self.store.get_match(match_id)
        if match is None:
            raise HostError(Msg("host-no-such-match", match=str(match_id)))
        return match

    async def active_in_channel(self, channel_id: int) -> MatchRow | None:
        """The lobby, challenge or running match played in a channel itself (not in a thread
        of its own), if any: a channel holds one such match at a time."""
        found = await self.store.find_matches(channel_id=channel_id, statuses=ACTIVE)
        return next((m for m in found if not m.extra.get("threaded")), None)

    async def open_in_channel(self, channel_id: int) -> list[MatchRow]:
        """Every lobby, challenge or running match whose card is in a channel (those played
        in a thread of it included), newest first."""
        return await self.store.find_matches(channel_id=channel_id, statuses=ACTIVE)

    async def thread_match(self, thread_id: int, guild_id: int | None) -> MatchRow | None:
        """The match played in thread ``thread_id`` of guild ``guild_id`` (any status), if any:
        a thread of another guild is no match here (isolation, design.md §3)."""
        found = await self.store.find_matches(thread_id=thread_id, limit=1)
        return found[0] if found and found[0].guild_id == guild_id else None

    async def set_thread(self, match_id: int, thread_id: int) -> MatchRow:
        """Record that match ``match_id`` is played in thread ``thread_id``; returns the match."""
        async with self.store.transaction():
            await self.store.set_thread(match_id, thread_id)
        self.recent.drop(match_id)  # a cached row would not know its thread
        return await self.get(match_id)

    async def channel_match(self, channel_id: int) -> MatchRow:
        """The match played in the channel itself, else the newest open one whose card is there
        (played in a thread of it); ``HostError`` saying how to start one when there is none."""
        match = await self.active_in_channel(channel_id)
        if match is None:
            match = next(iter(await self.open_in_channel(channel_id)), None)
        if match is None:
            raise HostError(Msg("host-no-match-in-channel"))
        return match

    async def user_matches(self, user_id: int) -> list[MatchRow]:
        """Active matches where ``user_id`` holds a seat, newest first."""
        return await self.store.find_matches(user_id=user_id, statuses=ACTIVE)

    async def matches_in_channel(self, channel_id: int, limit: int = 10) -> list[MatchRow]:
        """Recent matches of a channel, newest first."""
        return await self.store.find_matches(channel_id=channel_id, limit=limit)

    @staticmethod
    def board_version(match: MatchRow) -> int:
        """The match version its current board was drawn at: the version of the last save that
        changed seats or the log.  Clock bookkeeping (reminders, re-arming) and undo requests
        bump ``version`` but not this, so they leave menus on the board valid (design §4)."""
        return match.extra.get("board_version", match.version)

    @staticmethod
    def seat_of(match: MatchRow, user_id: int) -> int | None:
        """The seat number ``user_id`` holds in ``match``, or ``None``."""
        for i, seat in enumerate(match.seats):
            if seat.user_id == user_id:
                return i
        return None

    def view(self, match: MatchRow, user_id: int | None = None, *, full: bool = False) -> dict[str, Any]:
        """The engine view for ``user_id`` (spectator view for ``None`` or a non-player);
        ``full``: everything, secrets included (for a game-master only). Shared with every
        other reader of the same position (``self.views``): do not change it."""
        if match.state is None:
            raise HostError(Msg("host-not-started"))
        seat = self.seat_of(match, user_id) if user_id is not None else None
        return self.views.view(self.game_of(match), match.state, seat, full=full)

    def legal_moves(self, match: MatchRow, user_id: int) -> list[str]:
        """The caller's legal moves now (empty when not their turn or not a player)."""
        seat = self.seat_of(match, user_id)
        if match.status != RUNNING or seat is None:
            return []
        return self.game_of(match).legal_moves(match.live, seat)

    def check_move(self, match: MatchRow, user_id: int, text: str) -> Msg | str | None:
        """Whether the caller could play ``text`` now: ``None`` if so, else the engine's reason
        (for their eyes only, as a refused ``/move`` would say).  Nothing is changed."""
        seat = self.seat_of(match, user_id)
        if match.status != RUNNING or seat is None:
            return Msg("host-no-move-now")
        try:
            self.game_of(match).apply(match.live, seat, text)
        except IllegalMove as exc:
            return exc.reason
        return None

    async def board_png(self, match: MatchRow, user_id: int | None = None, *, full: bool = False,
                        view: dict[str, Any] | None = None, locale: str | None = None) -> bytes:
        """The board picture for ``user_id``'s view (``full``: the game-master's), drawn by
        ``self.pictures`` (a worker process in the bot).  ``view``: that view, when the
        caller already has it (``self.view(match, user_id, full=full)``; not changed).
        A running clock is drawn too (``_drawable``); ``locale``: the language of the words
        on the picture (the view's ``locale``), English by default.
        """
        view = self._drawable(match, view if view is not None else self.view(match, user_id, full=full))
        if locale is not None:
            view["locale"] = locale
        return await self.pictures.board_png(match.game, view, seat=view.get("viewer"))

    def _drawable(self, match: MatchRow, view: dict[str, Any]) -> dict[str, Any]:
        """A copy of ``view`` with the running clock, if any, as ``clock`` (name → seconds
        left), for renderers that show it in their status bar."""
        view = dict(view)
        clock = match.extra.get("clock")
        if clock and match.status == RUNNING:
            now = self.now()
            view["clock"] = {match.live["seats"][s]: round(clocks.time_left(clock, s, now))
                             for s in range(len(match.seats))}
        return view

    def describe(self, match: MatchRow, user_id: int | None = None, *, full: bool = False):
        """The game's text board for ``user_id``'s view (alt text, terminals): a ``Msg``, a
        ``str`` or a list of lines, worded by the reader's ``i18n.text``."""
        return self.game_of(match).describe(self.view(match, user_id, full=full))

    async def history(self, match_id: int) -> list[MoveRow]:
        """The match's move log, in log order (``MoveRow.ply`` is the entry's sequence number).

        Raises ``HostError`` (``compaction.moves_not_kept``) when the retention setting
        dropped it."""
        try:
            return await self.store.moves(match_id)
        except LogDropped as exc:
            raise HostError(moves_not_kept(match_id, exc.dropped_at)) from None

    async def positions(self, match: MatchRow, upto: int | None = None) -> list[Position]:
        """Every position of ``match`` rebuilt from its log: the start, then one per live ply
        (``upto``: up to that ply only, ``bot.host.replay.positions``).

        Raises ``HostError`` before the match has started.
        """
        return positions(self.game_of(match), *self._start_of(match),
                         await self.history(match.id), match.extra.get("map_text"), upto)

    async def plies(self, match: MatchRow) -> list[MoveRow]:
        """The live plies of ``match`` (ply ``n`` is the ``n``-th), counted without the engine.

        Raises ``HostError`` before the match has started.
        """
        self._start_of(match)
        return live_plies(await self.history(match.id))

    async def position_after(self, match: MatchRow, plies: list[MoveRow]) -> Position:
        """The position of ``match`` after ``plies`` (the first of ``plies(match)``), replayed
        in a picture worker, off the event loop; only those plies are replayed."""
        return await self.pictures.call(position_after, match.game, *self._start_of(match), plies,
                                        match.extra.get("map_text"))

    async def public_views(self, match: MatchRow, plies: list[MoveRow],
                           frames: int | None = None) -> list[dict]:
        """Public views of the positions of ``match`` along ``plies`` (``plies(match)``), start
        first (``frames``: that many, spread evenly, first and last kept), rebuilt in a
        picture worker."""
        return await self.pictures.call(public_views, match.game, *self._start_of(match), plies,
                                        match.extra.get("map_text"), frames)

    @staticmethod
    def _start_of(match: MatchRow) -> tuple[list[str], str, int]:
        """``(seat names, options, seed)``: what the match's start state is built from.

        Raises ``HostError`` before the match has started.
        """
        if match.state is None:
            raise HostError(Msg("host-not-started"))
        return [match.state["seats"][i] for i in range(len(match.seats))], match.options, match.seed

    # -- creation --------------------------------------------------------------
    async def create(self, *, channel_id: int, guild_id: int | None, game_id: str,
                     options: str | None, creator: Seat, opponent: Seat | None = None,
                     threaded: bool = False,
                     inside: Callable[[MatchRow], Awaitable[None]] | None = None,
                     pace: str | None = None) -> MatchRow:
        """Open a lobby (no ``opponent``) or a direct challenge in a channel.

        ``threaded``: the match will be played in a thread of its own once it
        starts, so the channel may hold any number of them; otherwise it is
        played in the channel, which holds one such match at a time.
        ``inside``: called with the new row (its id set) inside the transaction that
        inserts it, so what it writes commits with the match or not at all (a
        tournament records the table's match this way).
        ``pace``: a named pace (``bot.host.pace.PACES``) whose clock options replace a clock
        the server's defaults set.
        In a challenge, seat options may name the players (``dmo=bob``, seats in the order
        ``creator``, ``opponent``): they are stored as seat numbers (``dmo=2``).
        Raises ``HostError`` for an unknown game, bad options (a seat option naming
        somebody else), a busy
        channel, a challenge to oneself, or a pace with clock options of its own.
        """
        try:
            game = get_game(game_id)
        except KeyError:
            raise HostError(Msg("host-unknown-game", game=game_id, games=", ".join(GAMES))) from None
        if opponent is not None:
            # In a challenge the seats are known, so "dmo=bob" becomes "dmo=2".
            try:
                options = resolve_seat_names(game, options, [creator.name, opponent.name])
            except BadOptions as exc:
                raise HostError(Msg("play-bad-options", reason=exc.reason)) from None
        settings = await guilds.load(self.store, guild_id)
        if settings.channels and channel_id not in settings.channels:
            raise HostError(Msg("host-channel-not-allowed",
                                channels=", ".join(f"<#{c}>" for c in settings.channels)))
        given = with_pace(settings.defaults.get(game.id, ""), options, pace)
        options_clean, seed, clock = self.validate_options(game, given)
        hints = hints_extra(given)  # hints=on: a casual match
        if opponent is not None and opponent.user_id == creator.user_id:
            raise HostError(Msg("host-challenge-yourself"))
        if game.max_seats < 2 and opponent is not None:
            raise HostError(Msg("host-no-opponent", game=game.title))
        busy = None if threaded else await self.active_in_channel(channel_id)
        if busy is not None:
            raise HostError(Msg("host-channel-busy", match=str(busy.id), game=busy.game,
                                status=STATUS_WORDS[busy.status]))
        await self.bounds.check_open(self.store, guild_id, creator.user_id)
        now = self.now()
        row = MatchRow(id=0, guild_id=guild_id, channel_id=channel_id, game=game.id,
                       options=options_clean, seed=seed, status=CHALLENGE if opponent else LOBBY,
                       state=None, version=1, created_by=creator.user_id,
                       invited=opponent.user_id if opponent else None,
                       created_at=now, updated_at=now,
                       seats=[creator] + ([opponent] if opponent else []),
                       extra={"clock_spec": [clock.per_move, clock.reserve, clock.policy],
                              **({"threaded": True} if threaded else {}),
                              "zombie_after": settings.zombie_after,
                              "abandon_after": settings.abandon_after,
                              "expires_at": now + settings.lobby_ttl,
                              # A seed given in the options is known to the players: in a
                              # game with hidden draws they can be computed.
                              "seed_chosen": "seed" in split_host_options(given)[1], **hints,
                              **({guilds.MATCH_CARD_V2: True} if settings.turn_cards else {})},
                       deadline_at=now + settings.lobby_ttl)
        async with self.store.transaction():
            await self.store.insert_match(row)
            if inside is not None:
                await inside(row)
        self._changed(row)
        return row

    def validate_options(self, game: Game, options: str | None) -> tuple[str, int, clocks.ClockSpec]:
        """Check ``options`` text for ``game``; returns ``(canonical_text, seed, clock)``.

        Runs the engine's own cross checks by building a trial start state,
        and reads the host options ``seed``, ``clock``, ``deadline`` and
        ``timeout`` (``bot/host/clocks.py``).  Raises ``HostError`` quoting the
        engine's ``BadOptions`` or the clock's message.
        """
        try:
            game_text, host_opts = split_host_options(options)
            values = game.parse_options(game_text)
            _check_some_seat_count(game, values)
            default = clocks.ClockSpec(*game.default_clock)
            if self.relaxed_clocks:
                default = clocks.ClockSpec(None, 0.0, default.policy)
            clock = clocks.parse_clock(host_opts, default)
        except (BadOptions, clocks.ClockError) as exc:
            raise HostError(Msg("host-bad-options", reason=reason_of(exc))) from None
        hints_extra(options)  # a hints= value other than on/off is refused here too
        try:
            # A secret seed of 63 bits (a BIGINT): too many to try them all against what a seat
            # sees, which would compute the hidden draws.
            seed = parse_seed(host_opts["seed"]) if "seed" in host_opts else self._seeds.randrange(2**63)
        except BadOptions as exc:
            raise HostError(Msg("host-bad-options", reason=reason_of(exc))) from None
        self.bounds.check_clock(clock)
        return options_text(game, values), seed, clock

    async def join(self, match_id: int, player: Seat) -> MatchRow:
        """Take a seat in an open lobby."""
        async with self._locks[match_id]:
            match = await self.get(match_id)
            if match.status != LOBBY:
                raise HostError(Msg("host-not-open-lobby", match=str(match.id), status=STATUS_WORDS[match.status]))
            if self.seat_of(match, player.user_id) is not None:
                raise HostError(Msg("host-already-in-lobby"))
            if len(match.seats) >= self.game_of(match).max_seats:
                raise HostError(Msg("host-lobby-full", count=len(match.seats)))
            match.seats.append(player)
            await self._save_seats(match)
            return match

    async def add_computer(self, match_id: int, user_id: int, computer: Seat, level: str) -> MatchRow:
        """The lobby's creator fills an empty seat with the computer at ``level``.

        ``computer`` is the bot's own user; the seat takes its plain name (``Petri``) and
        ``match.extra["computers"]`` maps its seat number to the level, worded where the
        name is shown (``seat_names.shown_name``: "Petri (easy)", "Petri (Leicht)").
        Unless the server's ``rate_computer_games`` setting says otherwise the
        match is unrated.  Raises ``HostError`` for anyone but the creator, a
        full or started lobby, or an unknown level.
        """
        try:
            level = check_level(level)
        except ValueError as exc:
            raise HostError(reason_of(exc)) from None
        async with self._locks[match_id]:
            match = await self.get(match_id)
            if match.status != LOBBY:
                raise HostError(Msg("host-not-open-lobby", match=str(match.id), status=STATUS_WORDS[match.status]))
            if user_id != match.created_by:
                raise HostError(Msg("host-only-creator-adds-computer"))
            if len(match.seats) >= self.game_of(match).max_seats:
                raise HostError(Msg("host-lobby-full", count=len(match.seats)))
            await self.bounds.check_computer(self.store, match)
            match.extra.setdefault("computers", {})[str(len(match.seats))] = level
            match.seats.append(Seat(computer.user_id, computer.name))
            if not (await guilds.load(self.store, match.guild_id)).rate_computer_games:
                match.extra["unrated"] = True
            await self._save_seats(match)
            return match

    @staticmethod
    def computer_seats(match: MatchRow) -> dict[int, str]:
        """Seat number → level of the match's computer seats."""
        return {int(seat): level for seat, level in match.extra.get("computers", {}).items()}

    async def create_table(self, *, channel_id: int, guild_id: int, game_id: str, options: str,
                           seats: list[Seat], computers: dict[int, str], extra: dict[str, Any],
                           lobby_id: int | None = None,
                           record: Callable[[MatchRow], Awaitable[None]] | None = None) -> Outcome:
        """Create and start a match whose players are already chosen (a tournament's table).

        It is made as any match is (``create``: the server's channel rules and
        the options are checked), seated in the order of ``seats``, with
        ``computers`` (seat number → level) played by the computer and
        ``extra`` merged into its bookkeeping, then started by its first
        seat.  A table with a computer is unrated unless the server rates
        computer games, as with ``add_computer``.  ``record`` is called with
        the new lobby inside the transaction that creates it (``create``'s
        ``inside``), so the table knows its match whatever dies when;
        ``lobby_id``: such a lobby made earlier by a process that died before
        starting it, which is seated and started instead of a new one.  Raises
        ``HostError`` as ``create`` and ``start`` do.
        """
        if lobby_id is None:
            lobby = await self.create(channel_id=channel_id, guild_id=guild_id, game_id=game_id,
                                      options=options, creator=seats[0], inside=record)
        else:
            lobby = await self.get(lobby_id)
        async with self._locks[lobby.id]:
            lobby = await self.get(lobby.id)
            if lobby.status != LOBBY:
                raise HostError(Msg("host-not-open-lobby", match=str(lobby.id), status=STATUS_WORDS[lobby.status]))
            lobby.seats = list(seats)
            lobby.extra.update(extra)
            if computers:
                lobby.extra["computers"] = {str(seat): check_level(level) for seat, level in computers.items()}
                if not (await guilds.load(self.store, guild_id)).rate_computer_games:
                    lobby.extra["unrated"] = True
            await self._save_seats(lobby)
        return await self.start(lobby.id, lobby.created_by)

    async def start_clock_now(self, match_id: int) -> None:
        """Start the running clock of match ``match_id`` from now, if nothing has been played yet.

        A tournament table is created and started before its opening post is in its thread;
        its seats' time starts when that post is (called right after it).  Nothing changes for
        a match that has no clock, a paused one, a first move already played, or an end.
        """
        async with self._locks[match_id]:
            match = await self.get(match_id)
            clock = match.extra.get("clock")
            if match.status != RUNNING or not clock or clock["paused"] or match.live.get("ply"):
                return
            clock["started"], clock["reminded"] = {}, {}
            self._retime(match)
            await self._save(match)

    async def leave(self, match_id: int, user_id: int) -> MatchRow:
        """Leave an open lobby; when its creator leaves, the lobby is cancelled."""
        async with self._locks[match_id]:
            match = await self.get(match_id)
            if match.status != LOBBY:
                raise HostError(Msg("host-leave-started"))
            seat = self.seat_of(match, user_id)
            if seat is None:
                raise HostError(Msg("host-not-in-lobby"))
            if user_id == match.created_by:
                return await self._set_status(match, CANCELLED)
            del match.seats[seat]
            await self._save_seats(match)
            return match

    async def cancel(self, match_id: int, user_id: int) -> MatchRow:
        """The creator cancels a lobby or withdraws a challenge."""
        async with self._locks[match_id]:
            match = await self.get(match_id)
            if match.status not in (LOBBY, CHALLENGE):
                raise HostError(Msg("host-cancel-started"))
            if user_id != match.created_by:
                raise HostError(Msg("host-only-creator-cancels"))
            return await self._set_status(match, CANCELLED)

    async def decline(self, match_id: int, user_id: int) -> MatchRow:
        """The invited player declines a challenge."""
        async with self._locks[match_id]:
            match = await self.get(match_id)
            if match.status != CHALLENGE:
                raise HostError(Msg("host-challenge-closed"))
            if user_id != match.invited:
                raise HostError(Msg("host-only-challenged-declines"))
            return await self._set_status(match, CANCELLED)

    async def start(self, match_id: int, user_id: int) -> Outcome:
        """Start a lobby (its creator) or accept a challenge (the invited player)."""
        async with self._locks[match_id]:
            match = await self.get(match_id)
            game = self.game_of(match)
            if match.status == LOBBY:
                if user_id != match.created_by:
                    raise HostError(Msg("host-only-creator-starts"))
                if len(match.seats) < game.min_seats:
                    raise HostError(Msg("host-too-few-players", game=game.title, least=game.min_seats,
                                        count=len(match.seats)))
            elif match.status == CHALLENGE:
                if user_id != match.invited:
                    raise HostError(Msg("host-only-challenged-accepts"))
            else:
                raise HostError(Msg("host-already-started", match=str(match.id)))
            computers = self.computer_seats(match)
            await self.bounds.check_running(self.store, match, [s.user_id for i, s in enumerate(match.seats)
                                                                if i not in computers])
            names = _unique_names([s.name for s in match.seats])
            for seat, name in zip(match.seats, names, strict=True):
                seat.name = name
            try:
                match.state = start_state(game, names, match.options, match.seed, match.extra.get("map_text"))
            except (BadOptions, ValueError) as exc:
                raise HostError(Msg("host-cannot-start", count=len(names), reason=reason_of(exc))) from None
            match.status = RUNNING
            spec = clocks.ClockSpec(*match.extra.get("clock_spec", game.default_clock))
            match.extra["clock"] = clocks.new_clock(spec, len(names))
            match.extra.pop("expires_at", None)
            away = await self.absences.hold_away_seats(match)   # seats whose player is away wait
            self._retime(match)
            # The roster is names, not prose: "alice, bob" reads the same in every language
            # (a computer's level is worded: "Petri (Leicht)").
            lines: list[Msg | str] = [Msg("host-begins", game=game.title, players=roster(match),
                                          clock=spec.describe()), *away]
            if pairs := game.teams(game.parse_options(match.options), len(names)):
                teams = [roster(match, seats=list(pair), join="team") for pair in pairs]
                against = teams[0]
                for team in teams[1:]:
                    against = Msg("host-team-against", first=against, second=team)
                lines.append(Msg("host-teams", teams=against))
            outcome = Outcome(match, lines, to_move=self.movers(match))
            await self._save(match, seats=True, outcome=outcome, start=True)
            return outcome

    # -- play ------------------------------------------------------------------
    async def move(self, match_id: int, user_id: int, text: str,
                   expected_version: int | None = None, *, seat: int | None = None) -> Outcome:
        """Play ``text`` for the caller's seat; returns after the commit.

        Raises ``HostError`` when the match is not running, the caller holds
        no seat, ``expected_version`` (a component's ``board_version``) is stale, or the engine refuses the move
        (the engine's reason, which never contains another seat's secret).  ``seat``: which of
        the caller's seats moves, when it holds several (the bot's computer seats).
        """
        started = time.perf_counter()
        game_id: str | None = None  # known once the match is read; labels the observer's counters
        try:
            async with self._locks[match_id]:
                # The row this host committed last saves a trip to the database.  If another
                # process changed the match since, the commit's version guard refuses it (or
                # a check refuses the move on the old position): then play it on the stored row.
                cached = self.recent.get(match_id)
                match = cached or await self.get(match_id)
                game_id = match.game
                try:
                    outcome = await self._act_on(match, user_id, "move", text, expected_version, seat)
                except HostError:
                    if cached is None:
                        raise
                    self.recent.drop(match_id)
                    outcome = await self._act_on(await self.get(match_id), user_id, "move", text,
                                                 expected_version, seat)
        except HostError:
            self.observer.refused(game_id)
            raise
        except Exception:
            self.observer.failed(game_id)
            raise
        self.observer.moved(outcome.match, time.perf_counter() - started)
        return outcome

    async def resign(self, match_id: int, user_id: int) -> Outcome:
        """The caller leaves the running match (their seat is out)."""
        return await self._act(match_id, user_id, "resign", "resign", None)

    async def _act(self, match_id: int, user_id: int | None, kind: str, text: str,
                   expected_version: int | None) -> Outcome:
        async with self._locks[match_id]:
            return await self._act_on(await self.get(match_id), user_id, kind, text, expected_version)

    async def _act_on(self, match: MatchRow, user_id: int | None, kind: str, text: str,
                      expected_version: int | None, seat: int | None = None) -> Outcome:
        """``_act`` on an already read ``match``; the caller holds the match's lock."""
        if match.status != RUNNING:
            raise HostError({LOBBY: Msg("host-not-started"),
                             CHALLENGE: Msg("host-challenge-not-accepted")}
                            .get(match.status, Msg("host-match-over")))
        if seat is None or not (0 <= seat < len(match.seats)) or match.seats[seat].user_id != user_id:
            seat = self.seat_of(match, user_id)
        if seat is None:
            raise HostError(Msg("host-not-playing"))
        if expected_version is not None and expected_version != self.board_version(match):
            raise HostError(Msg("host-stale-button"))
        proxy = match.extra.get("proxy")
        if proxy is not None and proxy["seat"] == seat and kind == "move":
            raise HostError(Msg("host-your-time-ran-out", chooser=match.live['seats'][proxy['chooser']]))
        outcome = Outcome(match)
        try:
            self._play(match, outcome, MoveRow(0, seat, user_id, kind, text.strip(), self.now()))
        except IllegalMove as exc:
            raise HostError(Msg("host-illegal-move", reason=exc.reason)) from None
        return await self._commit(match, outcome)

    def _play(self, match: MatchRow, outcome: Outcome, entry: MoveRow) -> None:
        """Apply one log entry to ``match`` in memory, adding to ``outcome`` and its pending log.

        Raises ``IllegalMove`` (nothing changed) when the engine refuses it.
        """
        game = self.game_of(match)
        state, events = play_entry(game, match.live, entry)
        if entry.kind == "move" and (any(e.get("private") for e in events)
                                     or entry.seat in game.private_seats(match.live)):
            # History, replays and /gm output show a "secret" entry as
            # "submitted a secret move"; only the log keeps its text.  Under fog of war
            # every order is one: its text says where the pieces are.
            entry.kind = "secret"
        clock = match.extra.get("clock")
        if clock and entry.seat is not None:
            clocks.charge(clock, entry.seat, clock["paused_at"] if clock["paused"] else self.now())
        match.extra.pop("undo", None)  # a move voids a pending undo request
        if (p := match.extra.get("proxy")) and p["seat"] == entry.seat:
            del match.extra["proxy"]
            outcome.proxy = None
        match.state = state
        outcome.log.append(entry)
        for event in events:
            # A step of a multi-step turn is told to its mover; the channel hears the summary.
            # Engine texts are messages; English here until the host words them per reader.
            (outcome.steps if event.get("step") else outcome.narration).append(event["text"])
        for event in events:
            for owner, line in event.get("private", {}).items():
                outcome.private.setdefault(match.seats[int(owner)].user_id, []).append(line)

    async def _commit(self, match: MatchRow, outcome: Outcome) -> Outcome:
        """Play zombie seats' turns, settle the result and clocks, and commit it all at once."""
        await self._play_zombies(match, outcome)
        game = self.game_of(match)
        if game.result(match.live) is not None:
            match.status = FINISHED
            match.result = self.views.view(game, match.live, None)["result"]
        self._retime(match)
        outcome.to_move = self.movers(match)
        await self._save(match, moves=outcome.log, outcome=outcome)
        return outcome

    async def _play_zombies(self, match: MatchRow, outcome: Outcome) -> None:
        """Zombie seats move at once, played by the easy computer (``stand_in_move``), and the
        others can finish."""
        game = self.game_of(match)
        zombies = set(match.extra.get("zombies", []))
        while game.result(match.live) is None:
            due = [s for s in game.to_move(match.live) if s in zombies]
            if not due:
                return
            move = await self.stand_in_move(match.game, match.live, due[0],
                                            self.seat_rng(match, due[0]).getrandbits(32))
            self._play(match, outcome, MoveRow(0, due[0], None, "zombie", move, self.now()))

    def seat_rng(self, match: MatchRow, seat: int, purpose: str = "") -> random.Random:
        """The random stream of a move the host makes for ``seat`` (a stand-in, a time-out):
        seeded from what that seat sees now (``games.ai.seeding.view_digest`` of its view and
        the ply), never from the match's secret seed, so the move reveals nothing the seat could
        not see. ``purpose`` keeps the streams of different kinds of move apart."""
        view = self.views.view(self.game_of(match), match.live, seat)
        return random.Random(f"{view_digest(view, match.live.get('ply', 0), seat)}:{purpose}")

    async def stand_in_move(self, game_id: str, state: dict, seat: int, seed: int) -> str:
        """The easy computer's move for an absent seat (``bot.workers.computer.stand_in_move``),
        searched in the computer pool (``self.computers``) so the event loop keeps serving, or
        in this process without one.  Raises ``IllegalMove`` when the seat has no legal move."""
        if self.computers is None:
            return stand_in_job(game_id, state, seat, seed)
        return await self.computers.stand_in(game_id, state, seat, seed)

    def _retime(self, match: MatchRow) -> None:
        """Start the clocks of the seats to move and store when the next timed event is due."""
        clock = match.extra.get("clock")
        if clock:
            proxy_seat = (match.extra.get("proxy") or {}).get("seat")
            movers = [s for s in self.game_of(match).to_move(match.live) if s != proxy_seat] \
                if match.status == RUNNING else []
            clocks.restart_turns(clock, movers, clock["paused_at"] if clock["paused"] else self.now())
        match.deadline_at = self.next_event_at(match)

    def next_event_at(self, match: MatchRow) -> float | None:
        """When ``match`` next needs the host without anyone acting (seconds since the epoch).

        A lobby or challenge expires; a running match has clock reminders
        and deadlines, an opponent's choice window (policy "opponent"), and
        is aborted when nobody touched it for ``abandon_after``.
        """
        if match.status in (LOBBY, CHALLENGE):
            return match.extra.get("expires_at")
        if match.status != RUNNING:
            return None
        times = [self.now() + match.extra.get("abandon_after", guilds.GuildSettings.abandon_after)]
        if proxy := match.extra.get("proxy"):
            times.append(proxy["until"])
        elif (clock := match.extra.get("clock")) and (due := clocks.next_event(clock)) is not None:
            times.append(due)
        return min(times)

    # -- internals -----------------------------------------------------------
    def movers(self, match: MatchRow) -> list[Seat]:
        """The seats that must act now (empty unless the match is running)."""
        if match.status != RUNNING:
            return []
        return [match.seats[s] for s in self.game_of(match).to_move(match.live)]

    async def _set_status(self, match: MatchRow, status: str) -> MatchRow:
        match.status = status
        match.deadline_at = None
        await self._save(match)
        return match

    async def _save_seats(self, match: MatchRow) -> None:
        await self._save(match, seats=True)

    def _mid_turn(self, match: MatchRow, moves: Sequence[MoveRow]) -> bool:
        """Whether this commit is a step inside its mover's multi-step turn (DNA Icehouse's
        place, then mutate or score, then capture), which the turn's last step announces: the
        channel sees a turn once, whole, so a step owes no post of its own (the mover is
        answered privately)."""
        if match.status != RUNNING or match.state is None or not moves or moves[-1].seat is None:
            return False
        game = self.game_of(match)
        return game.turn_open(match.state) and moves[-1].seat in game.to_move(match.state)

    async def _save(self, match: MatchRow, *, seats: bool = False, moves: Sequence[MoveRow] = (),
                    outcome: Outcome | None = None, start: bool = False) -> tuple[DomainEvent, ...]:
        """Commit ``match`` (version + 1) with its seats and/or move-log entries, all or nothing
        (``self.unit``); returns the commit's events.

        ``start``: this commit starts the match (its plan asks every seat).  ``outcome``: what
        the commit is announced with; its plan (``build_plan``) is built now when the match
        starts or with ``outbox``, and then stored as owed in the same unit, unless the
        commit is a step inside its mover's turn.  Raises ``HostError`` / ``MatchChanged``
        as ``UnitOfWork.commit`` does (nothing written).
        """
        stage = None
        if outcome is not None and (self.outbox or start):
            stage = partial(self._stage_announcement, outcome, moves, start)
        return await self.unit.commit(match, seats=seats, moves=moves, started=start, announce=stage)

    def _stage_announcement(self, outcome: Outcome, moves: Sequence[MoveRow], start: bool,
                            row: MatchRow) -> tuple[dict, float] | None:
        """Build ``outcome``'s plan for ``row`` at its new version; with ``outbox``, the owed
        announcement ``(plan, due_at)`` to store in the commit's unit (none for a step inside
        its mover's turn, which the turn's last step announces)."""
        plan = outcome.plan = build_plan(outcome, ask_all=start, views=self.views)
        if not self.outbox or self._mid_turn(row, moves):
            return None
        plan.stamps = [row.version]
        return plan.to_json(), self.now() + self.announce_lease

    # -- announcements ---------------------------------------------------------------
    @staticmethod
    def plan_of(outcome: Outcome) -> Plan:
        """``outcome``'s delivery plan (``bot.host.plan``): the one stored with its commit, else
        built now (an outcome nothing was stored for: a reminder, a game-master's note)."""
        if outcome.plan is None:
            outcome.plan = build_plan(outcome)
        return outcome.plan

    async def announced(self, plan: Plan) -> None:
        """``plan`` was posted: its owed announcements (``plan.stamps``) are done."""
        await self.store.announced(plan.match_id, plan.stamps)

    async def announce_later(self, plan: Plan, after: float) -> None:
        """Posting ``plan`` failed: try its owed announcements again in ``after`` seconds."""
        await self.store.announce_later(plan.match_id, plan.stamps, self.now() + after)

    def _changed(self, match: MatchRow) -> None:
        """Tell ``on_change`` (and ``on_end``, for an ended match) of ``match`` without a commit:
        a new lobby, or a row another process changed (the clock keeper re-arms on it)."""
        self._tell_changed(Committed(match.id, match.version, match.status), match)
        if match.status in ENDED:
            self._tell_ended(MatchEnded(match.id, match.version, match.status), match)

    def _tell_changed(self, event: DomainEvent, match: MatchRow) -> None:
        if self.on_change is not None:
            self.on_change(match)

    def _tell_ended(self, event: DomainEvent, match: MatchRow) -> None:
        if self.on_end is not None:
            self.on_end(match)


    # -- the services' entry points (their docstrings say what they do) --------------
    async def fire(self, match_id: int) -> list:
        """``TimedEvents.fire``: claim and handle ``match_id``'s due deadline."""
        return await self.timed.fire(match_id)

    async def fire_due(self, limit: int = 50) -> list:
        """``TimedEvents.fire_due``: claim and handle up to ``limit`` due deadlines."""
        return await self.timed.fire_due(limit)

    async def tick(self, match_id: int) -> list:
        """``TimedEvents.tick``: handle ``match_id``'s timed events that are due."""
        return await self.timed.tick(match_id)

    async def proxy_move(self, match_id: int, user_id: int, text: str) -> Outcome:
        """``TimedEvents.proxy_move``: the chooser plays for a timed-out seat."""
        return await self.timed.proxy_move(match_id, user_id, text)

    async def deadlines(self) -> list[tuple[int, float]]:
        """``TimedEvents.deadlines``: every match's next deadline."""
        return await self.timed.deadlines()

    async def gm_end(self, match_id: int, gm_id: int, reason: str | Msg, winners: list[int] | None):
        """``Moderation.gm_end``: a game-master ends a match."""
        return await self.moderation.gm_end(match_id, gm_id, reason, winners)

    async def gm_undo(self, match_id: int, gm_id: int, plies: int):
        """``Moderation.gm_undo``: a game-master takes back ``plies`` plies."""
        return await self.moderation.gm_undo(match_id, gm_id, plies)

    async def gm_kick(self, match_id: int, gm_id: int, seat: int, reason: str):
        """``Moderation.gm_kick``: a game-master removes a seat."""
        return await self.moderation.gm_kick(match_id, gm_id, seat, reason)

    async def gm_substitute(self, match_id: int, gm_id: int, seat: int, player: Seat):
        """``Moderation.gm_substitute``: a game-master seats ``player`` instead."""
        return await self.moderation.gm_substitute(match_id, gm_id, seat, player)

    async def gm_clock(self, match_id: int, gm_id: int, setting: str):
        """``Moderation.gm_clock``: a game-master pauses, resumes or changes the clock."""
        return await self.moderation.gm_clock(match_id, gm_id, setting)

    async def gm_map(self, match_id: int, gm_id: int, text: str, filename: str):
        """``Moderation.gm_map``: a game-master loads a map before the start."""
        return await self.moderation.gm_map(match_id, gm_id, text, filename)

    async def gm_show(self, match_id: int, locale: str = i18n.DEFAULT) -> str:
        """``Moderation.gm_show``: everything about a match, for a game-master's eyes."""
        return await self.moderation.gm_show(match_id, locale)

    async def guild_matches(self, guild_id: int) -> list[MatchRow]:
        """``Moderation.guild_matches``: a server's active matches."""
        return await self.moderation.guild_matches(guild_id)

    async def request_undo(self, match_id: int, user_id: int):
        """``Moderation.request_undo``: a player asks the others to take back a ply."""
        return await self.moderation.request_undo(match_id, user_id)

    async def answer_undo(self, match_id: int, user_id: int, accept: bool):
        """``Moderation.answer_undo``: a player answers an undo request."""
        return await self.moderation.answer_undo(match_id, user_id, accept)

    async def away_status(self, guild_id: int, user_id: int) -> AwayReport:
        """``Away.away_status``: the member's time away now and this year."""
        return await self.absences.away_status(guild_id, user_id)

    async def go_away(self, guild_id: int, user_id: int, days: int) -> AwayReport:
        """``Away.go_away``: the member is away for ``days`` days."""
        return await self.absences.go_away(guild_id, user_id, days)

    async def come_back(self, guild_id: int, user_id: int) -> AwayReport:
        """``Away.come_back``: the member is back early."""
        return await self.absences.come_back(guild_id, user_id)

    def release_due(self, match: MatchRow, outcome: Outcome, now: float) -> None:
        """``Away.release_due``: end the holds of ``match`` whose time away is over."""
        self.absences.release_due(match, outcome, now)

    async def hold_away_seats(self, match: MatchRow) -> list[Msg]:
        """``Away.hold_away_seats``: hold the seats of ``match`` whose player is away."""
        return await self.absences.hold_away_seats(match)

    async def rematch_vote(self, match_id: int, user_id: int) -> RematchVote:
        """``Rematches.rematch_vote``: record a vote for a rematch of a finished match."""
        return await self.rematches.rematch_vote(match_id, user_id)


def _check_some_seat_count(game: Game, values: dict) -> None:
    """Raise the engine's ``BadOptions`` unless the options work for some seat count.

    Some options need a number of players (Protozoa's ``teams`` needs 4); the
    exact count is checked again when the match starts.
    """
    first: BadOptions | None = None
    for seats in range(game.min_seats, game.max_seats + 1):
        try:
            game.new_state([f"seat{i + 1}" for i in range(seats)], values, 0)
            return
        except BadOptions as exc:
            first = first or exc
    if first is not None:
        raise first


def _unique_names(names: list[str]) -> list[str]:
    """Seat names as shown in views: duplicates get ``#2``, ``#3`` (views key on names)."""
    seen: dict[str, int] = {}
    out = []
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        out.append(name if seen[name] == 1 else f"{name}#{seen[name]}")
    return out
