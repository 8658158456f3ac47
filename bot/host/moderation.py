"""Game-master actions and undo by consent (issue 3 §3–4).

A mixin of ``MatchHost``.  Every game-master action is written to the
match's log as a ``gm:…`` entry (the text names the game-master and the
reason) and returns an ``Outcome`` whose narration the channel is told.
Permission checks are the adapter's job (Discord roles); the host trusts
the ``gm_id`` it is given.
"""

from __future__ import annotations

import i18n
from bot.host import clocks
from bot.core import ABORTED, ACTIVE, CANCELLED, CHALLENGE, FINISHED, LOBBY, RUNNING, HostError, Outcome
from bot.host.replay import undo_barrier
from bot.storage.store import MatchRow, MoveRow, Seat
from games import BadOptions
from games.text import plural, result_words

#: A consent request for undo lapses after this many seconds.
UNDO_WINDOW = 600.0


class Moderation:
    """``MatchHost`` methods for game-masters and for undo by consent."""

    # -- game-master ---------------------------------------------------------------
    async def gm_end(self, match_id: int, gm_id: int, reason: str, winners: list[int] | None):
        """End a match: with ``winners`` (seat numbers) it is finished and rated, else aborted.

        A lobby or challenge is cancelled.  Raises ``HostError`` for an
        ended match or a seat number out of range.
        """
        async with self._locks[match_id]:
            match = await self.get(match_id)
            if match.status not in ACTIVE:
                raise HostError(f"match #{match.id} is already over ({match.status})")
            reason = reason.strip() or "no reason given"
            if match.status != RUNNING:
                await self._set_status(match, CANCELLED)
                return Outcome(match, [f"A game-master cancelled match #{match.id}: {reason}"], board=False)
            names = match.state["seats"]
            if winners:
                if any(not 0 <= w < len(names) for w in winners):
                    raise HostError(f"winners must be seat numbers 1–{len(names)}")
                match.status = FINISHED
                match.result = {"winners": [names[w] for w in sorted(set(winners))],
                                "reason": f"ended by a game-master: {reason}",
                                "ranks": {n: 1 if i in winners else 2 for i, n in enumerate(names)}}
                line = f"A game-master ended match #{match.id}: " \
                       f"{result_words(match.result['winners'], names)} ({reason})"
            else:
                match.status, match.extra["unrated"] = ABORTED, True
                line = f"A game-master aborted match #{match.id} with no result ({reason})"
            match.deadline_at = None
            outcome = Outcome(match, [line], board=False)
            await self._save(match, moves=[self._gm_entry(gm_id, "end", reason)], outcome=outcome)
            return outcome

    async def gm_undo(self, match_id: int, gm_id: int, plies: int):
        """Take back the last ``plies`` plies (any kind: the game-master sees all)."""
        async with self._locks[match_id]:
            match = await self.get(match_id)
            if match.state is None or match.status not in (RUNNING, FINISHED):
                raise HostError("only a started match that was not aborted can be undone")
            line = await self.positions(match)
            if len(line) < 2:
                raise HostError("nothing has been played yet; there is nothing to undo")
            if not 1 <= plies <= len(line) - 1:
                raise HostError(f"plies must be 1–{len(line) - 1} for this match")
            self._rewind(match, line, plies)
            outcome = Outcome(match, [f"A game-master took back {plural(plies, 'ply', 'plies')}"])
            outcome.log.append(MoveRow(0, None, gm_id, "undo", str(plies), self.now()))
            return await self._commit(match, outcome)

    async def gm_kick(self, match_id: int, gm_id: int, seat: int, reason: str):
        """Make ``seat`` a zombie: the host plays its moves (the easy computer) from now on."""
        async with self._locks[match_id]:
            match = await self._running(match_id)
            self._check_seat(match, seat)
            zombies = match.extra.setdefault("zombies", [])
            if seat in zombies:
                raise HostError(f"seat {seat + 1} is already played by the computer")
            zombies.append(seat)
            outcome = Outcome(match, [f"A game-master removed {match.state['seats'][seat]} "
                                      f"({reason or 'no reason given'}): the computer (easy) plays that seat "
                                      "from now on"])
            outcome.log.append(self._gm_entry(gm_id, "kick", f"seat {seat + 1}: {reason}"))
            return await self._commit(match, outcome)

    async def gm_substitute(self, match_id: int, gm_id: int, seat: int, player: Seat):
        """``player`` takes over ``seat`` (the seat keeps its name in the game)."""
        async with self._locks[match_id]:
            match = await self._running(match_id)
            self._check_seat(match, seat)
            if self.seat_of(match, player.user_id) is not None:
                raise HostError("that member already plays in this match")
            old = match.seats[seat]
            match.seats[seat] = Seat(player.user_id, old.name)
            if seat in match.extra.get("zombies", []):
                match.extra["zombies"].remove(seat)
            await self._save(match, seats=True,
                             moves=[self._gm_entry(gm_id, "substitute", f"seat {seat + 1}: <@{player.user_id}>")])
            return Outcome(match, [f"A game-master gave seat {old.name} to {player.name}"],
                           to_move=self.movers(match), board=False)

    async def gm_clock(self, match_id: int, gm_id: int, setting: str):
        """``pause``, ``resume``, or a new clock (``off``, ``60+180``, ``deadline=24h``) from now on."""
        async with self._locks[match_id]:
            match = await self._running(match_id)
            clock = match.extra.get("clock")
            now = self.now()
            word = setting.strip().lower()
            if word in ("pause", "resume"):
                if not clock:
                    raise HostError("this match has no clock; set one with e.g. 60+180")
                if (word == "pause") == clock["paused"]:
                    raise HostError(f"the clock is already {'paused' if clock['paused'] else 'running'}")
                if word == "pause":
                    clock["paused"], clock["paused_at"] = True, now
                else:
                    gap = now - clock.pop("paused_at", now)
                    clock["started"] = {k: t + gap for k, t in clock["started"].items()}
                    clock["paused"] = False
                text = f"A game-master {'paused' if word == 'pause' else 'resumed'} the clock"
            else:
                key, _, value = word.partition("=") if "=" in word else ("clock", "", word)
                try:
                    spec = clocks.parse_clock({key: value},
                                              clocks.ClockSpec(*match.extra.get("clock_spec", (None, 0, "random"))))
                except clocks.ClockError as exc:
                    raise HostError(f"{exc}; or write pause / resume") from None
                match.extra["clock_spec"] = [spec.per_move, spec.reserve, spec.policy]
                match.extra["clock"] = clocks.new_clock(spec, len(match.seats))
                text = f"A game-master set the clock: {spec.describe()}"
            self._retime(match)
            await self._save(match, moves=[self._gm_entry(gm_id, "clock", word)])
            return Outcome(match, [text], to_move=self.movers(match), board=False)

    async def gm_map(self, match_id: int, gm_id: int, text: str, filename: str):
        """Load the map file ``text`` into a match that has not started (Genetess: rules §13).

        The map is checked against the game and the seats now (the error names the line and
        cell) and kept with the match, so the start and every replay use it.  Raises
        ``HostError`` after the start, for a game without maps, or for a bad map.
        """
        async with self._locks[match_id]:
            match = await self.get(match_id)
            if match.status not in (LOBBY, CHALLENGE):
                raise HostError(f"match #{match.id} has started or ended; a map can be loaded only "
                                "into a lobby or a challenge")
            game = self.game_of(match)
            names = [f"seat{i + 1}" for i in range(max(game.min_seats, len(match.seats)))]
            try:
                game.new_state(names, match.options, 0, map_text=text)
            except (BadOptions, ValueError) as exc:
                raise HostError(f"{filename}: {exc}") from None
            match.extra["map_text"], match.extra["map_name"] = text, filename
            await self._save(match, moves=[self._gm_entry(gm_id, "map", filename)])
            return Outcome(match, [f"A game-master loaded the map {filename} into match #{match.id}"],
                           board=False)

    async def gm_show(self, match_id: int) -> str:
        """Everything about a match, secrets included: for a game-master's eyes only."""
        match = await self.get(match_id)
        game = self.game_of(match)
        lines = [f"Match #{match.id} {game.title} — {match.status}, options `{match.options or 'defaults'}`, "
                 f"seed {match.seed}"]
        if match.state is not None:
            for seat, player in enumerate(match.seats):
                lines.append(f"— seat {seat + 1} {match.state['seats'][seat]} (<@{player.user_id}>):")
                lines.append(i18n.text(game.describe(game.view(match.state, seat)), "en"))
        for entry in await self.store.moves(match.id):
            lines.append(f"{entry.ply}. seat {'-' if entry.seat is None else entry.seat + 1} "
                         f"{entry.kind}: {entry.text}")
        return "\n".join(lines)

    async def guild_matches(self, guild_id: int) -> list[MatchRow]:
        """Every active match of a server, newest first."""
        return await self.store.find_matches(guild_id=guild_id, statuses=ACTIVE, limit=100)

    # -- undo by consent -------------------------------------------------------------
    async def request_undo(self, match_id: int, user_id: int):
        """The caller asks to take back the last ply; the other seats must all accept.

        Refused across a secret move, its reveal or a random event
        (``replay.undo_barrier``).  Returns an ``Outcome`` whose ``undo``
        names the seats asked.
        """
        async with self._locks[match_id]:
            match = await self._running(match_id)
            seat = self.seat_of(match, user_id)
            if seat is None:
                raise HostError("only players can ask for an undo")
            if undo_barrier(await self.positions(match)) < 1:
                raise HostError("the last ply can't be taken back (nothing to undo, or it was a secret "
                                "move, a reveal or a chance event)")
            zombies = set(match.extra.get("zombies", []))
            asked = [s for s in range(len(match.seats)) if s != seat and s not in zombies]
            if not asked:
                raise HostError("there is nobody to ask: the other seats are played by the host")
            # "version": the one this save commits; the Allow/Refuse buttons carry it, so a
            # button of an older request never answers this one.
            match.extra["undo"] = {"by": seat, "asked": asked, "accepted": [],
                                   "until": self.now() + UNDO_WINDOW, "version": match.version + 1}
            await self._save(match)
            outcome = Outcome(match, [f"{match.state['seats'][seat]} asks to take back the last ply"],
                              board=False)
            outcome.undo = match.extra["undo"]
            return outcome

    async def answer_undo(self, match_id: int, user_id: int, accept: bool):
        """A seat asked for consent accepts or declines; when all accepted the ply is undone."""
        async with self._locks[match_id]:
            match = await self._running(match_id)
            request = match.extra.get("undo")
            seat = self.seat_of(match, user_id)
            if request is None or self.now() > request["until"]:
                raise HostError("there is no undo request open in this match")
            if seat not in request["asked"]:
                raise HostError("this undo request is not yours to answer")
            name = match.state["seats"][seat]
            if not accept:
                del match.extra["undo"]
                await self._save(match)
                return Outcome(match, [f"{name} declined the undo"], board=False)
            if seat not in request["accepted"]:
                request["accepted"].append(seat)
            if set(request["accepted"]) < set(request["asked"]):
                await self._save(match)
                return Outcome(match, [f"{name} accepts the undo; waiting for the others"], board=False)
            del match.extra["undo"]
            self._rewind(match, await self.positions(match), 1)
            outcome = Outcome(match, ["Everyone agreed: the last ply is taken back"], to_move=self.movers(match))
            await self._save(match, moves=[MoveRow(0, request["by"], user_id, "undo", "1", self.now())],
                             outcome=outcome)
            return outcome

    # -- helpers ---------------------------------------------------------------------
    def _rewind(self, match: MatchRow, line: list, plies: int) -> None:
        """Set ``match`` to the position ``plies`` before the end of ``line`` (running again)."""
        match.state = line[-1 - plies].state
        match.status, match.result = RUNNING, None
        match.extra.pop("proxy", None)
        self._retime(match)

    async def _running(self, match_id: int) -> MatchRow:
        match = await self.get(match_id)
        if match.status != RUNNING:
            raise HostError(f"match #{match.id} is not running ({match.status})")
        return match

    @staticmethod
    def _check_seat(match: MatchRow, seat: int) -> None:
        if not 0 <= seat < len(match.seats):
            raise HostError(f"seat must be 1–{len(match.seats)}")

    def _gm_entry(self, gm_id: int, action: str, text: str) -> MoveRow:
        return MoveRow(0, None, gm_id, f"gm:{action}", text, self.now())
