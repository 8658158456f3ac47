"""``Tournaments``: tournaments stored like matches and run by the match host.

A tournament belongs to one server (``guild_id``); every lookup is made
within the server it is asked from, so nothing reaches across servers.  The
state lives in three tables (``bot.storage.store`` migration 7): ``tournaments``
(one row, version-guarded like a match), ``tournament_entrants`` and
``tournament_games`` (one row per table of a round: its entrants in seat
order, its match once started, and the finishing places once over).

Several processes may share the database; each step is safe to race:

- a round is paired inside a transaction that bumps the tournament's
  version under a guard, so it is paired once (the loser's transaction rolls
  back, ``StaleVersion``);
- a table's match is created by the process that claims it
  (``claim_tables``: ``starting_at`` set under a condition), and a claim a
  dead process left behind runs out after ``CLAIM_LEASE``;
- a finished match's places are written only while still empty, and the
  round advances (next pairing, or the end) under the version guard.

Computer entrants have negative entrant ids (-1, -2, …); their seats are the
bot's own user, played by the computer (``MatchHost.create_table``).
Every refusal is a ``HostError`` whose text says what was wrong; nothing is
changed when one is raised.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from bot.core import ABORTED, CANCELLED, LOBBY, HostError, reason_of
from bot.core import FINISHED as MATCH_FINISHED
from bot.core import RUNNING as MATCH_RUNNING
from bot.host.bounds import LimitReached
from bot.host.clocks import duration_text
from bot.host.ratings import final_ranks
from bot.host.statuses import STATUS_WORDS as MATCH_STATUS_WORDS
from bot.storage.repos import tournaments as tournament_rows
from bot.storage.store import MatchRow, Seat, StaleVersion
from bot.tournament import pairing
from bot.tournament.standings import Game, Standing, standings
from games import GAMES, get_game
from games.ai import check_level
from games.message import Msg

OPEN, RUNNING, PAUSED, FINISHED = "open", "running", "paused", "finished"
#: A tournament status as players read it.
STATUS_WORDS = {OPEN: Msg("tournament-status-open"), RUNNING: Msg("tournament-status-running"),
                PAUSED: Msg("tournament-status-paused"), FINISHED: Msg("tournament-status-finished")}
SWISS, ROUND_ROBIN = "swiss", "round-robin"
FORMATS = (SWISS, ROUND_ROBIN)
ACTIVE, WITHDRAWN = "active", "withdrawn"
#: How long a process's claim on starting a table's match, or on a tournament's deadline, lasts (s).
CLAIM_LEASE = 60.0
#: Swiss rounds when the organiser gives none: enough to separate the field (⌈log2 n⌉), at least 3.
MIN_SWISS_ROUNDS = 3
#: The entrant id of a stand-in computer that fills a table instead of a bye (``fill_byes``).
STAND_IN = 0
#: The shortest round deadline (s): a round must leave time for a move.
MIN_ROUND_SECONDS = 60.0
#: Longest name (characters); a name is shown in posts, thread titles and pictures.
MAX_NAME = 80
#: Longest ``options`` text (characters), checked before it is read: far more than any game's
#: options with a clock need, and short enough to quote in a refusal.
MAX_OPTIONS = 500
#: Longest duration text (``round_deadline``, ``starts_in``: "2d", "90m"), checked before it is read.
MAX_DURATION_TEXT = 32


@dataclass(frozen=True)
class Limits:
    """What members may start through tournaments (``[limits]`` of the configuration).

    ``per_member``: tournaments not yet over (open, running or paused) one member has
    created in one server; ``per_server``: tournaments not yet over in one server;
    ``computer_entrants``: computer entrants of one tournament; ``max_round_seconds`` and
    ``max_starts_in``: the longest round deadline and start delay (seconds).  ``None``: no
    cap.  A desk built without a configuration (tests, ``petri``) has no caps but the old
    eight computer entrants.
    """

    per_member: int | None = None
    per_server: int | None = None
    computer_entrants: int = 8
    max_round_seconds: float | None = None
    max_starts_in: float | None = None

    @classmethod
    def from_config(cls, config) -> Limits:
        """The limits of a ``bot.ops.config.Config`` (0 there: no cap; 0 computer entrants: none)."""
        return cls(per_member=config.max_tournaments_per_member or None,
                   per_server=config.max_tournaments_per_server or None,
                   computer_entrants=config.max_computer_entrants,
                   max_round_seconds=config.max_round_deadline or None,
                   max_starts_in=config.max_starts_in or None)


def check_length(text: str | None, option: str, limit: int) -> None:
    """``HostError`` naming ``option`` and ``limit`` when ``text`` is longer than ``limit``
    characters: checked before the text is read, so a huge value never reaches a parser or
    a message."""
    if text is not None and len(text) > limit:
        raise HostError(Msg("tournament-text-too-long", option=option, limit=limit))


@dataclass
class Tournament:
    """A stored tournament.  ``settings``: ``max_entrants`` (int or None), ``round_seconds``
    (the round's deadline after it is paired, or None), ``starts_at`` (epoch seconds or None),
    ``computer_level``, ``fill_byes`` (a computer plays whoever would have had a bye);
    ``remaining`` (seconds of the round left while paused)."""

    id: int
    guild_id: int
    channel_id: int
    name: str
    game: str
    options: str
    format: str
    seats: int
    rounds: int
    status: str
    round: int
    settings: dict[str, Any]
    created_by: int
    created_at: float
    deadline_at: float | None
    version: int

    @property
    def title(self) -> Msg | str:
        """What posts call it: the name its creator gave, else its game and format in the
        reader's words (``Msg("tournament-default-name")``: "Mitosis (Schweizer System)")."""
        return self.name or Msg("tournament-default-name", game=get_game(self.game).title,
                                format=Msg("tournament-format", format=self.format))


@dataclass
class Entrant:
    """One entrant: ``id`` is the user id (negative for a computer), ``computer`` its level."""

    id: int
    name: str
    computer: str | None
    status: str
    joined_at: float


@dataclass
class Table:
    """One table of a round: ``seats`` are entrant ids in seat order (one: a bye); ``places``
    entrant id → place once over; ``forfeits`` who lost by forfeit.

    ``places`` is never stored for a played table: it is read from the table's match each
    time (``Tournaments.tables``), so an undo or a changed result changes it.  Only what no
    match says is stored (``tournament_games.places``): a bye, a game-master's decision of
    an ended match (valid while the match stays at the version it was given at), or that
    the tournament ended before the table had a result (``void``)."""

    round: int
    board: int
    seats: list[int]
    match_id: int | None = None
    places: dict[int, int] | None = None
    forfeits: list[int] = field(default_factory=list)
    #: The tournament ended before this table had a result: it counts for nobody.
    void: bool = False

    @property
    def bye(self) -> bool:
        return len(self.seats) == 1

    @property
    def final(self) -> bool:
        """Whether the table is decided: a result (its match's, a bye's or a game-master's),
        or void.  A match reopened by an undo makes its table undecided again."""
        return self.places is not None or self.void

    def game(self) -> Game:
        """This table as a ``standings.Game`` (only once it has places)."""
        if self.bye:
            return Game.of_bye(self.seats[0])
        return Game(dict(self.places), forfeits=frozenset(self.forfeits),
                    stand_ins=frozenset({STAND_IN} & set(self.seats)))




class Tournaments:
    """Tournaments over a ``MatchHost``: entries, pairings, results, deadlines and standings."""

    def __init__(self, host, limits: Limits | None = None):
        self.host = host
        self.store = host.store
        self.limits = limits or Limits()

    # -- reading -------------------------------------------------------------------------
    async def get(self, tournament_id: int, guild_id: int | None) -> Tournament:
        """Tournament ``tournament_id`` of server ``guild_id``; ``HostError`` when there is none there."""
        row = await tournament_rows.by_id(self.store, tournament_id)
        if row is None or row["guild_id"] != guild_id:
            raise HostError(Msg("tournament-no-such", tournament=str(tournament_id)))
        return _tournament(row)

    async def current(self, guild_id: int | None, channel_id: int) -> Tournament:
        """The newest tournament of this channel that has not finished (``HostError`` if none)."""
        row = await tournament_rows.newest_in_channel(self.store, guild_id, channel_id, FINISHED)
        if row is None:
            raise HostError(Msg("tournament-none-in-channel"))
        return _tournament(row)

    async def entrants(self, tournament_id: int) -> list[Entrant]:
        """Entrants in the order they joined."""
        rows = await tournament_rows.entrants(self.store, tournament_id)
        return [Entrant(r["user_id"], r["name"], r["computer"], r["status"], r["joined_at"]) for r in rows]

    async def tables(self, tournament_id: int, round_: int | None = None) -> list[Table]:
        """Tables of every round (or of ``round_``), in round and board order, each with its
        result as it stands now: read from its match (finished: the engine's or the
        game-master's ranks; aborted: every seat forfeits; running, a lobby or cancelled:
        none yet), unless a bye, a game-master's decision or the tournament's end says."""
        rows, matches = await tournament_rows.tables(self.store, tournament_id, round_)
        out = []
        for r in rows:
            table = Table(r["round"], r["board"], json.loads(r["seats"]), r["match_id"])
            stored = json.loads(r["places"]) if r["places"] else None
            match = matches.get(table.match_id)
            if stored and stored.get("void"):
                table.void = True
            elif table.bye or (stored and match is not None and stored.get("decided") == match.version
                               and match.status in (MATCH_FINISHED, ABORTED)):
                table.places = {int(k): v for k, v in stored["places"].items()}
                table.forfeits = stored["forfeits"]
            elif match is not None and match.status in (MATCH_FINISHED, ABORTED):
                table.places, table.forfeits = _places(match, table)
            out.append(table)
        return out

    async def standings(self, tournament: Tournament) -> list[Standing]:
        """Standings after every finished table (``bot.tournament.standings``), best first."""
        entrants = await self.entrants(tournament.id)
        games = [t.game() for t in await self.tables(tournament.id) if t.bye or t.places is not None]
        return standings([e.id for e in entrants], games, tournament.seats)

    # -- organising ------------------------------------------------------------------------
    async def create(  # noqa: PLR0913 - the keywords are the /tournament create options, one each
            self, *, guild_id: int | None, channel_id: int, creator: int, name: str, game_id: str,
                     options: str | None, format: str, seats: int, rounds: int | None,
                     max_entrants: int | None, round_seconds: float | None, starts_at: float | None,
                     computers: int = 0, computer_level: str = "easy", fill_byes: bool = False) -> Tournament:
        """Open a tournament for entries in this channel.  ``computers``: computer entrants;
        ``fill_byes``: a stand-in computer (no entrant) plays whoever would have a bye.  Raises
        ``HostError`` naming a bad game, options, format, seat count, round count, entry limit
        or computer level."""
        if guild_id is None:
            raise HostError(Msg("tournament-server-only"))
        check_length(name, "name", MAX_NAME)
        check_length(options, "options", MAX_OPTIONS)
        if game_id not in GAMES:
            raise HostError(Msg("tournament-unknown-game", game=game_id, games=", ".join(GAMES)))
        game = get_game(game_id)
        if format not in FORMATS:
            raise HostError(Msg("tournament-unknown-format", format=format, formats=", ".join(FORMATS)))
        if not (2 <= seats <= 4 and game.min_seats <= seats <= game.max_seats):
            raise HostError(Msg("tournament-table-size", game=game.title, low=game.min_seats, high=game.max_seats,
                                seats=seats))
        if seats > 2 and game.min_seats > seats - 1:
            raise HostError(Msg("tournament-tables-uneven", game=game.title, least=game.min_seats, seats=seats,
                                fewer=seats - 1))
        if rounds is not None and not 1 <= rounds <= 50:
            raise HostError(Msg("tournament-rounds-range", rounds=rounds))
        if max_entrants is not None and not 2 <= max_entrants <= 1000:
            raise HostError(Msg("tournament-entrants-range", entrants=max_entrants))
        longest = self.limits.max_round_seconds
        if round_seconds is not None and not (round_seconds >= MIN_ROUND_SECONDS
                                              and (longest is None or round_seconds <= longest)):
            raise HostError(Msg("tournament-round-deadline-range", least=duration_text(MIN_ROUND_SECONDS),
                                most=duration_text(longest) if longest else "∞"))
        latest = self.limits.max_starts_in
        if starts_at is not None and latest is not None and starts_at - self.host.now() > latest:
            raise HostError(Msg("tournament-starts-in-range", most=duration_text(latest)))
        if not 0 <= computers <= self.limits.computer_entrants:
            raise HostError(Msg("tournament-computers-range", computers=computers,
                                most=self.limits.computer_entrants))
        try:
            level = check_level(computer_level)
        except ValueError as exc:
            raise HostError(reason_of(exc)) from None
        canonical, _, _ = self.host.validate_options(game, options)
        await self._check_counts(guild_id, creator)
        now = self.host.now()
        settings = {"max_entrants": max_entrants, "round_seconds": round_seconds, "starts_at": starts_at,
                    "computer_level": level, "fill_byes": fill_byes}
        async with self.store.transaction():
            new_id = await tournament_rows.insert(
                self.store, guild_id=guild_id, channel_id=channel_id, name=name.strip(), game=game.id,
                options=canonical, format=format, seats=seats, rounds=rounds or 0, status=OPEN,
                settings_json=json.dumps(settings), created_by=creator, created_at=now, deadline_at=starts_at)
            for i in range(computers):
                await tournament_rows.add_entrant(self.store, new_id, -(i + 1), f"Petri {i + 1}", level, ACTIVE, now)
        return await self.get(new_id, guild_id)

    async def _check_counts(self, guild_id: int, creator: int) -> None:
        """``LimitReached`` when ``creator`` (or the server) already has as many tournaments not
        yet over as ``[limits]`` allow."""
        if self.limits.per_member is None and self.limits.per_server is None:
            return
        rows = await tournament_rows.creators(self.store, guild_id, FINISHED)
        mine = sum(1 for r in rows if r == creator)
        if self.limits.per_member is not None and mine >= self.limits.per_member:
            raise LimitReached(Msg("tournament-limit-member", count=mine, limit=self.limits.per_member))
        if self.limits.per_server is not None and len(rows) >= self.limits.per_server:
            raise LimitReached(Msg("tournament-limit-server", count=len(rows), limit=self.limits.per_server))

    async def _check_computers(self, tournament: Tournament, entrants: list[Entrant]) -> None:
        """``LimitReached`` when starting ``tournament`` could take its organiser over
        ``max_computer_per_member``: their unfinished matches with a computer, plus, for this
        and every other running tournament of theirs, the most tables with a computer one
        round can have (each computer entrant, and the stand-in of ``fill_byes``, sits at one
        table a round; never more tables than the round has)."""
        cap = self.host.bounds.computer
        if cap is None:
            return

        def most(t: Tournament, field: list[Entrant]) -> int:
            computers = sum(1 for e in field if e.computer and e.status == ACTIVE)
            computers += 1 if t.settings.get("fill_byes") else 0
            return min(computers, -(-len([e for e in field if e.status == ACTIVE]) // t.seats))

        load = most(tournament, entrants)
        if not load:
            return
        rows = await tournament_rows.of_creator(self.store, tournament.created_by, (RUNNING, PAUSED), tournament.id)
        for row in rows:
            load += most(_tournament(row), await self.entrants(row["id"]))
        found = await self.store.find_matches(user_id=tournament.created_by, statuses=(LOBBY, MATCH_RUNNING),
                                              limit=1000)
        load += sum(1 for m in found if m.created_by == tournament.created_by and m.extra.get("computers")
                    and not m.extra.get("tournament"))
        if load > cap:
            raise LimitReached(Msg("tournament-limit-computer", count=load, limit=cap))

    async def join(self, tournament: Tournament, seat: Seat) -> Entrant:
        """Enter ``seat``'s user.  Refused once started (so a withdrawn entrant never comes back),
        when full, or when already in."""
        if tournament.status != OPEN:
            raise HostError(Msg("tournament-entries-closed", tournament=str(tournament.id)))
        entrants = await self.entrants(tournament.id)
        if any(e.id == seat.user_id for e in entrants):
            raise HostError(Msg("tournament-already-in"))
        limit = tournament.settings.get("max_entrants")
        if limit is not None and len(entrants) >= limit:
            raise HostError(Msg("tournament-full", tournament=str(tournament.id), count=limit))
        now = self.host.now()
        await tournament_rows.add_entrant(self.store, tournament.id, seat.user_id, seat.name, None, ACTIVE, now)
        return Entrant(seat.user_id, seat.name, None, ACTIVE, now)

    async def leave(self, tournament: Tournament, user_id: int) -> None:
        """Leave before the start (after it: ``withdraw``)."""
        if tournament.status != OPEN:
            raise HostError(Msg("tournament-leave-started"))
        if not await tournament_rows.remove_entrant(self.store, tournament.id, user_id):
            raise HostError(Msg("tournament-you-are-not-in"))

    async def start(self, tournament: Tournament, user_id: int, *, game_master: bool = False) -> Tournament:
        """Start: the organiser (or a game-master) closes entries and round 1 is paired.
        Refused when it is not open or has fewer than two entrants."""
        if tournament.status != OPEN:
            raise HostError(Msg("tournament-already-started", tournament=str(tournament.id)))
        if user_id != tournament.created_by and not game_master:
            raise HostError(Msg("tournament-only-organiser-starts"))
        try:
            return await self._begin(tournament)
        except StaleVersion:
            raise HostError(Msg("tournament-changed", tournament=str(tournament.id))) from None

    async def _begin(self, tournament: Tournament) -> Tournament:
        everyone = await self.entrants(tournament.id)
        entrants = [e for e in everyone if e.status == ACTIVE]
        if len(entrants) < 2:
            raise HostError(Msg("tournament-too-few", count=len(entrants)))
        await self._check_computers(tournament, everyone)
        if tournament.format == ROUND_ROBIN:
            tournament.rounds = len(self._schedule(tournament, [e.id for e in entrants]))
        elif tournament.rounds == 0:
            tournament.rounds = max(MIN_SWISS_ROUNDS, (len(entrants) - 1).bit_length())
        tournament.status = RUNNING
        await self._pair(tournament, 1)
        return tournament

    # -- pairing -----------------------------------------------------------------------------
    def _schedule(self, tournament: Tournament, ids: list[int]) -> list[pairing.Round]:
        if tournament.seats == 2:
            return pairing.round_robin_pairs(ids)
        return pairing.round_robin_tables(ids, tournament.seats, seed=tournament.id)

    async def _pair(self, tournament: Tournament, round_: int) -> None:
        """Pair ``round_`` and save it with the tournament, once (version guard)."""
        entrants = await self.entrants(tournament.id)
        active = [e.id for e in entrants if e.status == ACTIVE]
        played = await self.tables(tournament.id)
        if tournament.format == ROUND_ROBIN:
            # The schedule of everyone who started; a withdrawn entrant's seat is left empty.
            starters = sorted({s for t in played if t.round == 1 for s in t.seats} or active,
                              key=[e.id for e in entrants].index)
            fixture = self._schedule(tournament, starters)[round_ - 1]
            seated = [tuple(s for s in t if s in active) for t in fixture.tables]
            tables = [t for t in seated if len(t) > 1]
            byes = [e for e in fixture.byes if e in active] + [t[0] for t in seated if len(t) == 1]
        else:
            lines = standings([e.id for e in entrants], [t.game() for t in played if t.bye or t.places],
                              tournament.seats)
            order = [s.entrant for s in lines if s.entrant in active]
            score = {s.entrant: s.points for s in lines}
            met = pairing.meetings(t.seats for t in played if not t.bye)
            if tournament.seats == 2:
                balance: dict[int, int] = {}
                for t in played:
                    if not t.bye:
                        balance[t.seats[0]] = balance.get(t.seats[0], 0) + 1
                        balance[t.seats[1]] = balance.get(t.seats[1], 0) - 1
                had_bye = {s for t in played if t.bye or STAND_IN in t.seats for s in t.seats if s != STAND_IN}
                try:
                    found = pairing.swiss_pairs(order, score, met, balance, had_bye)
                except ValueError:          # everyone left has had a bye: a second one is the least evil
                    found = pairing.swiss_pairs(order, score, met, balance, set())
            else:
                found = pairing.swiss_tables(order, score, met, tournament.seats, seed=round_)
            tables, byes = found.tables, found.byes
        if tournament.settings.get("fill_byes"):
            tables, byes = list(tables) + [(b, STAND_IN) for b in byes], []
        now = self.host.now()
        seconds = tournament.settings.get("round_seconds")
        tournament.round = round_
        tournament.deadline_at = now + seconds if seconds else None
        async with self.store.transaction():
            await self._save(tournament)
            for board, seats in enumerate(list(tables) + [(b,) for b in byes], start=1):
                await tournament_rows.add_table(
                    self.store, tournament.id, round_, board, json.dumps(list(seats)),
                    json.dumps({"places": {str(seats[0]): 1}, "forfeits": []}) if len(seats) == 1 else None)

    async def _save(self, tournament: Tournament) -> None:
        """Write the tournament row if nobody changed it since it was read (``StaleVersion`` else)."""
        if not await tournament_rows.save(
                self.store, tournament.id, tournament.version, status=tournament.status, round_=tournament.round,
                rounds=tournament.rounds, settings_json=json.dumps(tournament.settings),
                deadline_at=tournament.deadline_at):
            raise StaleVersion(f"tournament #{tournament.id} changed meanwhile")
        tournament.version += 1

    async def claim_tables(self, tournament: Tournament) -> list[Table]:
        """Claim the current round's tables that need a match started, for this process to start
        them: no match yet, or a lobby a process made and died before starting (or one that
        lapsed since).  A claim lasts ``CLAIM_LEASE`` seconds."""
        if tournament.status != RUNNING:
            return []
        now = self.host.now()
        boards = await tournament_rows.claim_tables(self.store, tournament.id, tournament.round, now,
                                                    now - CLAIM_LEASE, (LOBBY, CANCELLED))
        return [t for t in await self.tables(tournament.id, tournament.round) if t.board in boards]

    async def release(self, tournament: Tournament, table: Table) -> None:
        """Give up this process's claim on ``table`` (its match could not start now), so the next
        try need not wait for the lease to run out."""
        await tournament_rows.release_table(self.store, tournament.id, table.round, table.board)

    async def start_table(self, tournament: Tournament, table: Table, channel_id: int, bot: Seat):
        """Create and start the match of a claimed ``table`` in ``channel_id`` (its thread, or the
        tournament's channel); returns the host's ``Outcome``.  Computer entrants sit as ``bot``
        at their level.

        The match is recorded on the table in the transaction that creates it, so a second
        start finds it: a lobby left by a process that died before starting it is started
        (where it was made), and a table whose match was started is never started again
        (``HostError``).  Whatever dies when, a table has at most one live match.
        """
        entrants = {e.id: e for e in await self.entrants(tournament.id)}
        seats, computers = [], {}
        level = tournament.settings.get("computer_level", "easy")
        entrants[STAND_IN] = Entrant(STAND_IN, "Petri", level, ACTIVE, 0.0)
        for i, entrant_id in enumerate(table.seats):
            entrant = entrants[entrant_id]
            if entrant.computer:
                computers[i] = entrant.computer
                seats.append(Seat(bot.user_id, entrant.name))
            else:
                seats.append(Seat(entrant.id, entrant.name))
        recorded = await tournament_rows.table_match(self.store, tournament.id, table.round, table.board)
        earlier = await self.host.get(recorded) if recorded is not None else None
        if earlier is not None and earlier.status not in (LOBBY, CANCELLED):
            raise HostError(Msg("tournament-table-started", board=str(table.board), match=str(earlier.id)))
        lobby = earlier.id if earlier is not None and earlier.status == LOBBY else None
        previous = earlier.id if earlier is not None else None

        async def record(match: MatchRow) -> None:
            # In the lobby's own transaction: the table names its match before anything can die.
            if not await tournament_rows.record_match(self.store, tournament.id, table.round, table.board,
                                                      match.id, previous):
                raise HostError(Msg("tournament-table-started", board=str(table.board), match=str(match.id)))

        outcome = await self.host.create_table(
            channel_id=earlier.channel_id if lobby is not None else channel_id, guild_id=tournament.guild_id,
            game_id=tournament.game, options=tournament.options, seats=seats, computers=computers,
            extra={"tournament": [tournament.id, table.round, table.board]}, lobby_id=lobby, record=record)
        table.match_id = outcome.match.id
        return outcome

    # -- results -------------------------------------------------------------------------------
    async def record(self, match: MatchRow) -> Tournament | None:
        """A tournament's match ended: returns its tournament, whose round may now be complete
        (``None`` when the match is no tournament's, or its tournament is over).  Nothing is
        written: a table's result is read from its match (``tables``), so an undo and a new
        end are counted the same way."""
        ref = match.extra.get("tournament")
        if not ref or match.status not in (MATCH_FINISHED, ABORTED):
            return None
        tournament = await self.get(ref[0], match.guild_id)
        if tournament.status == FINISHED:
            return None                         # ended early: its unfinished tables are void
        return tournament

    async def advance(self, tournament: Tournament) -> str | None:
        """When every table of the tournament has a final result: pair the next round, or finish.
        A match reopened by an undo (this round's or an earlier one's) holds it.
        Returns ``"paired"``, ``"finished"`` or ``None`` (nothing to do, or another process did it)."""
        if tournament.status != RUNNING or tournament.round == 0:
            return None
        # Every table of every round so far: an undo may reopen an earlier round's match, and
        # the next pairing needs its result.
        if not all(t.final for t in await self.tables(tournament.id)):
            return None
        try:
            if tournament.round >= tournament.rounds or len(
                    [e for e in await self.entrants(tournament.id) if e.status == ACTIVE]) < 2:
                tournament.status, tournament.deadline_at = FINISHED, None
                async with self.store.transaction():
                    await self._save(tournament)
                return "finished"
            await self._pair(tournament, tournament.round + 1)
        except StaleVersion:
            return None
        return "paired"

    async def unfinished(self, tournament: Tournament) -> list[Table]:
        """Tables of the current round with a match and no result yet (being played, or a lobby
        still to be started)."""
        return [t for t in await self.tables(tournament.id, tournament.round)
                if not t.final and t.match_id is not None]

    # -- deadlines ---------------------------------------------------------------------------------
    async def claim_due(self, tournament_id: int | None = None) -> list[int]:
        """Claim tournaments whose deadline (a round's end, or the start time) has passed."""
        now = self.host.now()
        return await tournament_rows.claim_due(self.store, now, now + CLAIM_LEASE, tournament_id)

    async def adjudicate(self, tournament: Tournament, gm_id: int) -> list:
        """The round's deadline passed: each unfinished match ends by its clock — the seats to move
        ran out of the round's time and lose; with every seat to move it ends with no result
        (all forfeit).  Their ends are recorded like any (``record``, then ``advance`` pairs the
        next round with its own deadline).  A tournament due to start starts; when it cannot
        (too few entrants, a limit) its start time is cleared and the ``HostError`` saying why
        is raised, for the organiser to be told.  Returns the host's outcomes to post."""
        if tournament.status == OPEN:
            try:
                await self._begin(tournament)
            except StaleVersion:                 # another process started it
                pass
            except HostError:
                # Too few entrants, or a limit: the start time is spent (cleared, so it is said
                # once) and the organiser may start it by hand; the caller tells them why.
                fresh = await self.get(tournament.id, tournament.guild_id)
                if fresh.status == OPEN:
                    fresh.deadline_at = None
                    fresh.settings["starts_at"] = None
                    try:
                        async with self.store.transaction():
                            await self._save(fresh)
                    except StaleVersion:
                        return []
                raise
            return []
        outcomes = []
        if tournament.status != RUNNING:
            return outcomes
        for table in await self.unfinished(tournament):
            match = await self.host.get(table.match_id)
            if match.status != MATCH_RUNNING:
                continue
            movers = set(self.host.game_of(match).to_move(match.state))
            winners = [s for s in range(len(match.seats)) if s not in movers] or None
            outcomes.append(await self.host.gm_end(match.id, gm_id, Msg("tournament-deadline-passed"), winners))
        return outcomes

    # -- players and game-masters ---------------------------------------------------------------
    async def withdraw(self, tournament: Tournament, entrant_id: int, *, by: int | None = None) -> list:
        """The entrant stops playing: no more pairings; a match of theirs being played is lost
        (resigned, or ended by a game-master ``by``).  Returns the host's outcomes to post."""
        entrants = {e.id: e for e in await self.entrants(tournament.id)}
        entrant = entrants.get(entrant_id)
        if entrant is None:
            raise HostError(Msg("tournament-they-are-not-in" if by else "tournament-you-are-not-in"))
        if entrant.status == WITHDRAWN:
            raise HostError(Msg("tournament-they-withdrew" if by else "tournament-you-withdrew"))
        if tournament.status == FINISHED:
            raise HostError(Msg("tournament-is-over", tournament=str(tournament.id)))
        if tournament.status == OPEN:
            await self.leave(tournament, entrant_id)
            return []
        await tournament_rows.set_entrant_status(self.store, tournament.id, entrant_id, WITHDRAWN)
        outcomes = []
        for table in await self.unfinished(tournament):
            if entrant_id not in table.seats:
                continue
            match = await self.host.get(table.match_id)
            if match.status != MATCH_RUNNING:
                continue
            seat = table.seats.index(entrant_id)
            if by is None and match.seats[seat].user_id == entrant_id:
                outcomes.append(await self.host.resign(match.id, entrant_id))
            else:
                others = [s for s in range(len(match.seats)) if s != seat]
                outcomes.append(await self.host.gm_end(match.id, by or entrant_id, Msg("tournament-withdrawn"),
                                                       others))
        return outcomes

    async def pause(self, tournament: Tournament) -> Tournament:
        """Stop the clock of the round (no new round is paired until ``resume``)."""
        if tournament.status != RUNNING:
            raise HostError(Msg("tournament-not-running", tournament=str(tournament.id),
                                status=STATUS_WORDS[tournament.status]))
        if tournament.deadline_at is not None:
            tournament.settings["remaining"] = max(0.0, tournament.deadline_at - self.host.now())
        tournament.status, tournament.deadline_at = PAUSED, None
        async with self.store.transaction():
            await self._save(tournament)
        return tournament

    async def resume(self, tournament: Tournament) -> Tournament:
        """Restart a paused tournament; the round's deadline gets back the time it had left."""
        if tournament.status != PAUSED:
            raise HostError(Msg("tournament-not-paused", tournament=str(tournament.id),
                                status=STATUS_WORDS[tournament.status]))
        remaining = tournament.settings.pop("remaining", None)
        tournament.status = RUNNING
        tournament.deadline_at = self.host.now() + remaining if remaining is not None else None
        async with self.store.transaction():
            await self._save(tournament)
        return tournament

    async def end(self, tournament: Tournament) -> Tournament:
        """End the tournament now: the standings are final; matches still being played go on
        as ordinary matches, and their results no longer count."""
        if tournament.status == FINISHED:
            raise HostError(Msg("tournament-already-over", tournament=str(tournament.id)))
        open_tables = [t for t in await self.tables(tournament.id) if not t.final]
        tournament.status, tournament.deadline_at = FINISHED, None
        async with self.store.transaction():
            await self._save(tournament)
            for table in open_tables:       # their matches may still end: they count for nobody
                await tournament_rows.set_places(self.store, tournament.id, table.round, table.board,
                                                 json.dumps({"void": True}))
        return tournament

    async def set_result(self, tournament: Tournament, match_id: int, winners: list[int], gm_id: int,
                         reason: str | Msg) -> list:
        """A game-master decides a table: ``winners`` are seat numbers (from 0).  The match must
        be one of this tournament's; a running one is ended (``gm_end``), an ended one gets
        its tournament places replaced (until the match changes again).  Returns the host's
        outcomes to post."""
        tables = [t for t in await self.tables(tournament.id) if t.match_id == match_id]
        if not tables:
            raise HostError(Msg("tournament-not-its-match", match=str(match_id), tournament=str(tournament.id)))
        (table,) = tables
        if any(not 0 <= w < len(table.seats) for w in winners) or not winners:
            raise HostError(Msg("host-winners-range", count=len(table.seats)))
        match = await self.host.get(match_id)
        if match.status == MATCH_RUNNING:
            return [await self.host.gm_end(match_id, gm_id, reason, winners)]
        if match.status not in (MATCH_FINISHED, ABORTED):
            raise HostError(Msg("host-not-running", match=str(match.id), status=MATCH_STATUS_WORDS[match.status]))
        # The decision holds for the result it replaces: it names the match's version, and a
        # later change of the match (an undo) makes the match's own result count again.
        places = {e: 1 if i in winners else 2 for i, e in enumerate(table.seats)}
        await tournament_rows.set_places(self.store, tournament.id, table.round, table.board, json.dumps(
            {"places": {str(k): v for k, v in places.items()}, "forfeits": [], "decided": match.version}))
        return []


def _tournament(row) -> Tournament:
    return Tournament(row["id"], row["guild_id"], row["channel_id"], row["name"], row["game"], row["options"],
                      row["format"], row["seats"], row["rounds"], row["status"], row["round"],
                      json.loads(row["settings"]), row["created_by"], row["created_at"], row["deadline_at"],
                      row["version"])


def _places(match: MatchRow, table: Table) -> tuple[dict[int, int], list[int]]:
    """Entrant id → place from an ended match (seat order = the table's), and the forfeits:
    every seat of an aborted match; a seat that resigned or was ended by a deadline just ranks
    last by the engine's or the game-master's result."""
    if match.status == ABORTED or not match.result:
        return dict.fromkeys(table.seats, len(table.seats)), list(table.seats)
    names = list(match.live["seats"])[:len(table.seats)]
    ranks = final_ranks(match.result, names)
    return {entrant: ranks[name] for entrant, name in zip(table.seats, names, strict=False)}, []
