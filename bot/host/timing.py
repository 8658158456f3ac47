"""What the host does when time passes: expiry, reminders, zombies, abandonment.

A mixin of ``MatchHost`` (it uses the host's lock, ``_play``, ``_commit`` and
``_save``).  ``tick(match_id)`` is what ``ClockKeeper`` calls when a match's
``deadline_at`` is reached; it re-reads the match under the match lock, so a
move that committed first simply makes the tick a no-op (a move racing its
deadline is either applied or refused, never both).
"""

from __future__ import annotations

import logging
import random

from bot.core import ABORTED, CANCELLED, CHALLENGE, LOBBY, RUNNING, HostError, MatchChanged, Outcome
from bot.host import clocks
from bot.host.away import Away
from bot.host.host_core import HostCore
from bot.storage.store import MatchRow, MoveRow
from games import IllegalMove
from games.message import Msg

#: How long a process's claim on a due deadline lasts (seconds): if it dies while handling
#: it, another process takes over after this.  Handling takes milliseconds.
CLAIM_LEASE = 60.0

log = logging.getLogger("petri.clocks")


class TimedEvents:
    """The host's time-driven events: deadlines claimed and handled (clock reminders and
    time-outs, a proxy's choice window, abandoned matches, expired lobbies).

    ``host``: what it needs of the match host (``HostCore``: the store, locks, ``now``,
    playing and committing); ``away``: the time-away service, whose holds that are over end
    at a timed event.  The claim's lease is ``host.claim_lease`` (tests shorten it).
    """

    def __init__(self, host: HostCore, away: Away):
        self.host = host
        self.away = away

    async def fire(self, match_id: int) -> list:
        """Claim ``match_id``'s deadline in the database and handle it (``tick``); returns the
        outcomes to announce, ``[]`` when it is not due or another process has claimed it."""
        if not await self.host.store.claim_due(self.host.now(), self.host.claim_lease, match_id=match_id):
            # Not due (a timer that woke early, or a deadline moved later by another process):
            # re-arm for the event that is really next.  Due but claimed: another process has it.
            match = await self.host.store.get_match(match_id)
            if match is not None and match.deadline_at is not None and match.deadline_at > self.host.now():
                self.host._changed(match)
            return []
        # A tick that raises keeps its claim: the match is tried again when the lease ends.
        try:
            outcomes = await self.tick(match_id)
        except MatchChanged:
            return await self._lost_race(match_id)
        await self.host.store.release_claim(match_id)
        return outcomes

    async def fire_due(self, limit: int = 50) -> list:
        """Claim and handle every due deadline no process has claimed (up to ``limit``), e.g.
        those another process set; returns the outcomes to announce."""
        outcomes = []
        for match_id in await self.host.store.claim_due(self.host.now(), self.host.claim_lease, limit=limit):
            try:
                outcomes += await self.tick(match_id)
            except MatchChanged:
                await self._lost_race(match_id)
                continue
            except Exception:  # the others still fire; this one keeps its claim until the lease ends
                log.exception("clock tick failed for match %s; tried again in %d s", match_id, self.host.claim_lease)
                continue
            await self.host.store.release_claim(match_id)
        return outcomes

    async def _lost_race(self, match_id: int) -> list:
        """A tick found ``match_id`` changed under it (another process committed a move between
        its read and its save): nothing was written, and what was due may be no more.  The
        claim ends at once and the match is scheduled from its stored deadline, so a later
        deadline is not held up by the lease.  A race, not a fault: DEBUG."""
        log.debug("deadline of match %s: the match changed meanwhile; rescheduled", match_id)
        await self.host.store.release_claim(match_id)
        match = await self.host.store.get_match(match_id)
        if match is not None:
            self.host._changed(match)
        return []

    async def tick(self, match_id: int) -> list:
        """Handle whatever is due for ``match_id`` now; returns the outcomes to announce."""
        async with self.host._locks[match_id]:
            match = await self.host.get(match_id)
            now = self.host.now()
            if match.deadline_at is None or now < match.deadline_at:
                self.host._changed(match)  # re-arm for the event that is really next
                return []
            if match.status in (LOBBY, CHALLENGE):
                what = "host-lobby-expired" if match.status == LOBBY else "host-challenge-expired"
                await self.host._set_status(match, CANCELLED)
                return [Outcome(match, [Msg(what, match=str(match.id))], board=False)]
            if match.status != RUNNING:
                return []
            idle = match.extra.get("abandon_after", 0)
            away = bool((match.extra.get("clock") or {}).get("held"))  # a player away is no abandonment
            if idle and now >= match.updated_at + idle and not away:
                match.status, match.extra["unrated"] = ABORTED, True
                match.deadline_at = None
                await self.host._save(match, moves=[MoveRow(0, None, None, "gm:abort",
                                                       "aborted: nobody moved", now)])
                return [Outcome(match, [Msg("host-aborted-idle", match=str(match.id),
                                            idle=clocks.duration_text(idle))], board=False)]
            outcome = Outcome(match)
            if (proxy := match.extra.get("proxy")) is not None:
                return await self._proxy_expired(match, outcome, proxy)
            clock = match.extra.get("clock")
            if not clock or clock["paused"]:
                self.host._retime(match)
                await self.host._save(match)
                return []
            self.away.release_due(match, outcome, now)       # time away that is over ends first
            movers = self.host.game_of(match).to_move(match.live)
            held = clock.get("held", {})
            expired = [s for s in movers if str(s) not in held and now >= clocks.seat_deadline(clock, s)]
            for seat in expired:
                await self._expire(match, outcome, seat)
            if outcome.log or match.extra.get("proxy"):
                return [await self.host._commit(match, outcome)]
            for seat in movers:
                if (level := clocks.reminder_due(clock, seat, now)):
                    clock["reminded"][str(seat)] = level
                    left = clocks.seat_deadline(clock, seat) - now
                    name = match.live["seats"][seat]
                    outcome.narration.append(Msg("host-reminder-half" if level == 1 else "host-reminder-end",
                                                 name=name, left=clocks.duration_text(round(left))))
                    outcome.to_move.append(match.seats[seat])
            outcome.board = False
            self.host._retime(match)
            await self.host._save(match)
            return [outcome] if outcome.narration else []

    async def _expire(self, match: MatchRow, outcome, seat: int) -> None:
        """``seat`` ran out of time: apply the clock's policy and count the time-out."""
        game = self.host.game_of(match)
        clock = match.extra["clock"]
        name = match.live["seats"][seat]
        policy = clock["policy"]
        rng = self.host.seat_rng(match, seat, "timeout")
        chooser = self._proxy_chooser(match, seat)
        # The opponent can't choose when the seat holds secrets: the menu of its
        # legal moves would reveal them (Mitosis' active cells, where a fogged
        # Genetess seat's pieces are), so the host plays.
        if policy == "opponent" and chooser is not None and game.pending_secret(match.live, seat) is None \
                and not game.secrets(match.live, seat) and seat not in game.private_seats(match.live):
            # The opponent gets a while to choose the move; the seat's clock stops.
            clocks.charge(clock, seat, self.host.now())
            match.extra["proxy"] = {"seat": seat, "chooser": chooser,
                                    "until": self.host.now() + clocks.PROXY_WINDOW}
            outcome.narration.append(Msg("host-timeout-opponent-chooses", name=name,
                                         chooser=match.live['seats'][chooser],
                                         window=clocks.duration_text(clocks.PROXY_WINDOW)))
            outcome.proxy = match.extra["proxy"]
        else:
            outcome.narration.append(Msg("host-timeout", name=name,
                                         policy=clocks.POLICY_TEXT['random' if policy == 'opponent' else policy]))
            entry = None
            if policy == "forfeit":
                entry = MoveRow(0, seat, None, "forfeit", "forfeit", self.host.now())
            elif policy == "pass":
                entry = MoveRow(0, seat, None, "pass", "pass", self.host.now())
            try:
                if entry is None:
                    raise IllegalMove("random")
                self.host._play(match, outcome, entry)
            except IllegalMove:
                # No way to pass now (e.g. a secret set-up step): play for the seat.
                self.host._play(match, outcome, MoveRow(0, seat, None, "timeout",
                                                   await self._stand_in(match, seat, rng), self.host.now()))
            await self._complete_turn(match, outcome, seat, rng)
        self._count_timeout(match, outcome, seat)

    async def _complete_turn(self, match: MatchRow, outcome, seat: int, rng: random.Random) -> None:
        """Finish a multi-step turn the host started or took over (DNA Icehouse: after a
        timed-out ``place`` come mutation, score and capture) with stand-in steps, so a
        time-out costs one turn, not one clock period per step."""
        game = self.host.game_of(match)
        while game.turn_open(match.live) and seat in game.to_move(match.live):
            self.host._play(match, outcome, MoveRow(0, seat, None, "timeout",
                                               await self._stand_in(match, seat, rng), self.host.now()))

    async def _stand_in(self, match: MatchRow, seat: int, rng: random.Random) -> str:
        """The move the host plays for a timed-out seat: a uniformly random legal move under
        an explicit ``timeout=random`` (policy ``uniform``), else the easy computer's,
        looked for in the computer pool so the event loop keeps serving (``stand_in_move``)."""
        game = self.host.game_of(match)
        if match.extra["clock"]["policy"] == "uniform":
            return game.random_move(match.live, seat, rng)
        return await self.host.stand_in_move(match.game, match.live, seat, rng.getrandbits(32))

    def _count_timeout(self, match: MatchRow, outcome, seat: int) -> None:
        """Repeated time-outs make a seat a zombie that the host plays (threshold per guild)."""
        timeouts = match.extra.setdefault("timeouts", [0] * len(match.seats))
        timeouts[seat] += 1
        zombies = match.extra.setdefault("zombies", [])
        if timeouts[seat] >= match.extra.get("zombie_after", 3) and seat not in zombies:
            zombies.append(seat)
            outcome.narration.append(Msg("host-zombie", name=match.live['seats'][seat], count=timeouts[seat]))

    def _proxy_chooser(self, match: MatchRow, seat: int) -> int | None:
        """The next seat after ``seat`` that is not a zombie (who chooses under policy "opponent")."""
        zombies = set(match.extra.get("zombies", []))
        n = len(match.seats)
        for step in range(1, n):
            other = (seat + step) % n
            if other not in zombies:
                return other
        return None

    async def _proxy_expired(self, match: MatchRow, outcome, proxy: dict) -> list:
        if self.host.now() < proxy["until"]:
            self.host._retime(match)
            await self.host._save(match)
            return []
        del match.extra["proxy"]
        seat = proxy["seat"]
        rng = self.host.seat_rng(match, seat, "proxy")
        outcome.narration.append(Msg("host-proxy-missed", chooser=match.live['seats'][proxy['chooser']],
                                     name=match.live['seats'][seat]))
        self.host._play(match, outcome, MoveRow(0, seat, None, "timeout",
                                           await self._stand_in(match, seat, rng), self.host.now()))
        await self._complete_turn(match, outcome, seat, rng)
        return [await self.host._commit(match, outcome)]

    async def proxy_move(self, match_id: int, user_id: int, text: str) -> Outcome:
        """The chooser picks the move of a seat whose time ran out (policy "opponent")."""
        async with self.host._locks[match_id]:
            match = await self.host.get(match_id)
            proxy = match.extra.get("proxy")
            if proxy is None:
                raise HostError(Msg("host-no-proxy-move"))
            if self.host.seat_of(match, user_id) != proxy["chooser"]:
                raise HostError(Msg("host-not-your-proxy", chooser=match.live['seats'][proxy['chooser']]))
            outcome = Outcome(match)
            del match.extra["proxy"]
            try:
                self.host._play(match, outcome,
                                MoveRow(0, proxy["seat"], user_id, "proxy", text.strip(), self.host.now()))
            except IllegalMove as exc:
                raise HostError(Msg("host-illegal-move", reason=exc.reason)) from None
            await self._complete_turn(match, outcome, proxy["seat"],
                                      self.host.seat_rng(match, proxy["seat"], "proxy"))
            outcome.narration.insert(0, Msg("host-proxy-chose", chooser=match.live['seats'][proxy['chooser']],
                                            name=match.live['seats'][proxy['seat']]))
            return await self.host._commit(match, outcome)

    async def deadlines(self) -> list[tuple[int, float]]:
        """``(match id, when)`` of every pending timed event, for re-arming at start-up
        (reads two columns, loads no match)."""
        return await self.host.store.deadlines()
