"""``Tournaments``: tournaments stored like matches and run by the match host (issue 35).

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

from bot.core import ABORTED, FINISHED as MATCH_FINISHED, RUNNING as MATCH_RUNNING, HostError, reason_of
from bot.host.ratings import final_ranks
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
    entrant id → place once over; ``forfeits`` who lost by forfeit."""

    round: int
    board: int
    seats: list[int]
    match_id: int | None = None
    places: dict[int, int] | None = None
    forfeits: list[int] = field(default_factory=list)

    @property
    def bye(self) -> bool:
        return len(self.seats) == 1

    def game(self) -> Game:
        """This table as a ``standings.Game`` (only once it has places)."""
        if self.bye:
            return Game.of_bye(self.seats[0])
        return Game(dict(self.places), forfeits=frozenset(self.forfeits),
                    stand_ins=frozenset({STAND_IN} & set(self.seats)))


_COLUMNS = ("id, guild_id, channel_id, name, game, options, format, seats, rounds, status, round, "
            "settings, created_by, created_at, deadline_at, version")


class Tournaments:
    """Tournaments over a ``MatchHost``: entries, pairings, results, deadlines and standings."""

    def __init__(self, host):
        self.host = host
        self.store = host.store

    # -- reading -------------------------------------------------------------------------
    async def get(self, tournament_id: int, guild_id: int | None) -> Tournament:
        """Tournament ``tournament_id`` of server ``guild_id``; ``HostError`` when there is none there."""
        row = await self.store.fetch_one(f"SELECT {_COLUMNS} FROM tournaments WHERE id = ?", (tournament_id,))
        if row is None or row["guild_id"] != guild_id:
            raise HostError(Msg("tournament-no-such", tournament=str(tournament_id)))
        return _tournament(row)

    async def current(self, guild_id: int | None, channel_id: int) -> Tournament:
        """The newest tournament of this channel that has not finished (``HostError`` if none)."""
        row = await self.store.fetch_one(
            f"SELECT {_COLUMNS} FROM tournaments WHERE guild_id = ? AND channel_id = ? AND status <> ? "
            "ORDER BY id DESC LIMIT 1", (guild_id, channel_id, FINISHED))
        if row is None:
            raise HostError(Msg("tournament-none-in-channel"))
        return _tournament(row)

    async def entrants(self, tournament_id: int) -> list[Entrant]:
        """Entrants in the order they joined."""
        rows = await self.store.fetch_all(
            "SELECT user_id, name, computer, status, joined_at FROM tournament_entrants "
            "WHERE tournament_id = ? ORDER BY joined_at, user_id", (tournament_id,))
        return [Entrant(r["user_id"], r["name"], r["computer"], r["status"], r["joined_at"]) for r in rows]

    async def tables(self, tournament_id: int, round_: int | None = None) -> list[Table]:
        """Tables of every round (or of ``round_``), in round and board order."""
        sql = ("SELECT round, board, seats, match_id, places FROM tournament_games WHERE tournament_id = ?")
        args: tuple = (tournament_id,)
        if round_ is not None:
            sql, args = sql + " AND round = ?", args + (round_,)
        rows = await self.store.fetch_all(sql + " ORDER BY round, board", args)
        out = []
        for r in rows:
            result = json.loads(r["places"]) if r["places"] else None
            out.append(Table(r["round"], r["board"], json.loads(r["seats"]), r["match_id"],
                             {int(k): v for k, v in result["places"].items()} if result else None,
                             result["forfeits"] if result else []))
        return out

    async def standings(self, tournament: Tournament) -> list[Standing]:
        """Standings after every finished table (``bot.tournament.standings``), best first."""
        entrants = await self.entrants(tournament.id)
        games = [t.game() for t in await self.tables(tournament.id) if t.bye or t.places is not None]
        return standings([e.id for e in entrants], games, tournament.seats)

    # -- organising ------------------------------------------------------------------------
    async def create(self, *, guild_id: int | None, channel_id: int, creator: int, name: str, game_id: str,
                     options: str | None, format: str, seats: int, rounds: int | None,
                     max_entrants: int | None, round_seconds: float | None, starts_at: float | None,
                     computers: int = 0, computer_level: str = "easy", fill_byes: bool = False) -> Tournament:
        """Open a tournament for entries in this channel.  ``computers``: computer entrants;
        ``fill_byes``: a stand-in computer (no entrant) plays whoever would have a bye.  Raises
        ``HostError`` naming a bad game, options, format, seat count, round count, entry limit
        or computer level."""
        if guild_id is None:
            raise HostError(Msg("tournament-server-only"))
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
        if round_seconds is not None and round_seconds <= 0:
            raise HostError(Msg("tournament-round-deadline"))
        if not 0 <= computers <= 8:
            raise HostError(Msg("tournament-computers-range", computers=computers))
        try:
            level = check_level(computer_level)
        except ValueError as exc:
            raise HostError(reason_of(exc)) from None
        canonical, _, _ = self.host.validate_options(game, options)
        now = self.host.now()
        settings = {"max_entrants": max_entrants, "round_seconds": round_seconds, "starts_at": starts_at,
                    "computer_level": level, "fill_byes": fill_byes}
        async with self.store.transaction():
            (row,) = await self.store.fetch_all(
                "INSERT INTO tournaments (guild_id, channel_id, name, game, options, format, seats, rounds, "
                "status, round, settings, created_by, created_at, deadline_at, version) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, 1) RETURNING id",
                (guild_id, channel_id, name.strip()[:80], game.id, canonical,
                 format, seats, rounds or 0, OPEN, json.dumps(settings), creator, now, starts_at))
            for i in range(computers):
                await self.store.execute(
                    "INSERT INTO tournament_entrants (tournament_id, user_id, name, computer, status, joined_at) "
                    "VALUES (?, ?, ?, ?, ?, ?)", (row[0], -(i + 1), f"Petri {i + 1}", level, ACTIVE, now))
        return await self.get(row[0], guild_id)

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
        await self.store.execute(
            "INSERT INTO tournament_entrants (tournament_id, user_id, name, computer, status, joined_at) "
            "VALUES (?, ?, ?, NULL, ?, ?)", (tournament.id, seat.user_id, seat.name, ACTIVE, now))
        return Entrant(seat.user_id, seat.name, None, ACTIVE, now)

    async def leave(self, tournament: Tournament, user_id: int) -> None:
        """Leave before the start (after it: ``withdraw``)."""
        if tournament.status != OPEN:
            raise HostError(Msg("tournament-leave-started"))
        if not await self.store.execute("DELETE FROM tournament_entrants WHERE tournament_id = ? AND user_id = ?",
                                        (tournament.id, user_id)):
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
        entrants = [e for e in await self.entrants(tournament.id) if e.status == ACTIVE]
        if len(entrants) < 2:
            raise HostError(Msg("tournament-too-few", count=len(entrants)))
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
            lines = standings([e.id for e in entrants], [t.game() for t in played if t.bye or t.places], tournament.seats)
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
                await self.store.execute(
                    "INSERT INTO tournament_games (tournament_id, round, board, seats, places) VALUES (?, ?, ?, ?, ?)",
                    (tournament.id, round_, board, json.dumps(list(seats)),
                     json.dumps({"places": {str(seats[0]): 1}, "forfeits": []}) if len(seats) == 1 else None))

    async def _save(self, tournament: Tournament) -> None:
        """Write the tournament row if nobody changed it since it was read (``StaleVersion`` else)."""
        changed = await self.store.execute(
            "UPDATE tournaments SET status = ?, round = ?, rounds = ?, settings = ?, deadline_at = ?, "
            "claimed_until = NULL, version = ? WHERE id = ? AND version = ?",
            (tournament.status, tournament.round, tournament.rounds, json.dumps(tournament.settings),
             tournament.deadline_at, tournament.version + 1, tournament.id, tournament.version))
        if changed != 1:
            raise StaleVersion(f"tournament #{tournament.id} changed meanwhile")
        tournament.version += 1

    async def claim_tables(self, tournament: Tournament) -> list[Table]:
        """Claim the current round's tables that need a match, for this process to start them."""
        if tournament.status != RUNNING:
            return []
        now = self.host.now()
        rows = await self.store.fetch_all(
            "UPDATE tournament_games SET starting_at = ? WHERE tournament_id = ? AND round = ? "
            "AND match_id IS NULL AND places IS NULL AND (starting_at IS NULL OR starting_at < ?) "
            "RETURNING board", (now, tournament.id, tournament.round, now - CLAIM_LEASE))
        boards = {r[0] for r in rows}
        return [t for t in await self.tables(tournament.id, tournament.round) if t.board in boards]

    async def start_table(self, tournament: Tournament, table: Table, channel_id: int, bot: Seat):
        """Create and start the match of a claimed ``table`` in ``channel_id`` (its thread); returns
        the host's ``Outcome``.  Computer entrants sit as ``bot`` at their level."""
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
        outcome = await self.host.create_table(
            channel_id=channel_id, guild_id=tournament.guild_id, game_id=tournament.game,
            options=tournament.options, seats=seats, computers=computers,
            extra={"tournament": [tournament.id, table.round, table.board]})
        await self.store.execute(
            "UPDATE tournament_games SET match_id = ? WHERE tournament_id = ? AND round = ? AND board = ?",
            (outcome.match.id, tournament.id, table.round, table.board))
        table.match_id = outcome.match.id
        return outcome

    # -- results -------------------------------------------------------------------------------
    async def record(self, match: MatchRow) -> Tournament | None:
        """Record an ended match's places in its tournament table (once); returns its tournament
        (``None`` when the match is no tournament's).  An aborted match is a forfeit of every seat."""
        ref = match.extra.get("tournament")
        if not ref or match.status not in (MATCH_FINISHED, ABORTED):
            return None
        tournament_id, round_, board = ref
        tournament = await self.get(tournament_id, match.guild_id)
        if tournament.status == FINISHED:
            return None                         # ended early: its matches no longer count
        for table in await self.tables(tournament_id, round_):
            if table.board == board and table.places is None:
                await self._set_places(tournament_id, table, *_places(match, table))
        return tournament

    async def _set_places(self, tournament_id: int, table: Table, places: dict[int, int],
                          forfeits: list[int]) -> None:
        await self.store.execute(
            "UPDATE tournament_games SET places = ? WHERE tournament_id = ? AND round = ? AND board = ? "
            "AND places IS NULL", (json.dumps({"places": {str(k): v for k, v in places.items()},
                                               "forfeits": forfeits}), tournament_id, table.round, table.board))

    async def advance(self, tournament: Tournament) -> str | None:
        """When every table of the current round is over: pair the next round, or finish.
        Returns ``"paired"``, ``"finished"`` or ``None`` (nothing to do, or another process did it)."""
        if tournament.status != RUNNING or tournament.round == 0:
            return None
        current = await self.tables(tournament.id, tournament.round)
        if any(t.places is None for t in current):
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
        """Tables of the current round still being played, with their matches."""
        return [t for t in await self.tables(tournament.id, tournament.round)
                if t.places is None and t.match_id is not None]

    async def sweep(self, tournament: Tournament) -> None:
        """Record every ended match of the current round whose result was not recorded (a
        process that died between a match's end and the record)."""
        for table in await self.unfinished(tournament):
            match = await self.host.get(table.match_id)
            if match.status in (MATCH_FINISHED, ABORTED):
                await self.record(match)

    # -- deadlines ---------------------------------------------------------------------------------
    async def claim_due(self, tournament_id: int | None = None) -> list[int]:
        """Claim tournaments whose deadline (a round's end, or the start time) has passed."""
        now = self.host.now()
        only = " AND id = ?" if tournament_id is not None else ""
        rows = await self.store.fetch_all(
            "UPDATE tournaments SET claimed_until = ? WHERE id IN (SELECT id FROM tournaments "
            f"WHERE deadline_at <= ? AND (claimed_until IS NULL OR claimed_until < ?){only}"
            f"{self.store.SKIP_LOCKED}) RETURNING id",
            (now + CLAIM_LEASE, now, now, *((tournament_id,) if tournament_id is not None else ())))
        return [r[0] for r in rows]

    async def adjudicate(self, tournament: Tournament, gm_id: int) -> list:
        """The round's deadline passed: each unfinished match ends by its clock — the seats to move
        ran out of the round's time and lose; with every seat to move it ends with no result
        (all forfeit).  Their ends are recorded like any (``record``, then ``advance`` pairs the
        next round with its own deadline).  A tournament due to start starts (unless it has too
        few entrants).  Returns the host's outcomes to post."""
        if tournament.status == OPEN:
            try:
                await self._begin(tournament)
            except (HostError, StaleVersion):    # too few entrants, or another process started it
                pass
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
        await self.store.execute("UPDATE tournament_entrants SET status = ? WHERE tournament_id = ? AND user_id = ?",
                                 (WITHDRAWN, tournament.id, entrant_id))
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
        tournament.status, tournament.deadline_at = FINISHED, None
        async with self.store.transaction():
            await self._save(tournament)
        return tournament

    async def set_result(self, tournament: Tournament, match_id: int, winners: list[int], gm_id: int,
                         reason: str | Msg) -> list:
        """A game-master decides a table: ``winners`` are seat numbers (from 0).  The match must
        be one of this tournament's; a running one is ended (``gm_end``), a finished one gets
        its tournament places replaced.  Returns the host's outcomes to post."""
        tables = [t for t in await self.tables(tournament.id) if t.match_id == match_id]
        if not tables:
            raise HostError(Msg("tournament-not-its-match", match=str(match_id), tournament=str(tournament.id)))
        (table,) = tables
        if any(not 0 <= w < len(table.seats) for w in winners) or not winners:
            raise HostError(Msg("host-winners-range", count=len(table.seats)))
        match = await self.host.get(match_id)
        if match.status == MATCH_RUNNING:
            return [await self.host.gm_end(match_id, gm_id, reason, winners)]
        places = {e: 1 if i in winners else 2 for i, e in enumerate(table.seats)}
        await self.store.execute(
            "UPDATE tournament_games SET places = ? WHERE tournament_id = ? AND round = ? AND board = ?",
            (json.dumps({"places": {str(k): v for k, v in places.items()}, "forfeits": []}),
             tournament.id, table.round, table.board))
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
    names = list(match.state["seats"])[:len(table.seats)]
    ranks = final_ranks(match.result, names)
    return {entrant: ranks[name] for entrant, name in zip(table.seats, names)}, []
