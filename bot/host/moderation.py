"""Game-master actions and undo by consent.

A mixin of ``MatchHost``.  Every game-master action is written to the
match's log as a ``gm:…`` entry (the text names the game-master and the
reason) and returns an ``Outcome`` whose narration the channel is told.
Permission checks are the adapter's job (Discord roles); the host trusts
the ``gm_id`` it is given.
"""

from __future__ import annotations

import i18n
from bot.core import ABORTED, ACTIVE, CANCELLED, CHALLENGE, FINISHED, LOBBY, RUNNING, HostError, Outcome, reason_of
from bot.host import clocks
from bot.host.host_core import HostCore
from bot.host.replay import undo_barrier
from bot.host.statuses import STATUS_WORDS
from bot.storage.store import MatchRow, MoveRow, Seat
from games import BadOptions
from games.message import Msg
from games.text import is_draw

#: A consent request for undo lapses after this many seconds.
UNDO_WINDOW = 600.0


class Moderation:
    """Game-masters' actions (end, undo, kick, substitute, clock, map, show) and undo by
    the players' consent, on the match host ``host`` (``HostCore``)."""

    def __init__(self, host: HostCore):
        self.host = host

    # -- game-master ---------------------------------------------------------------
    async def gm_end(self, match_id: int, gm_id: int, reason: str | Msg, winners: list[int] | None):
        """End a match: with ``winners`` (seat numbers) it is finished and rated, else aborted.

        ``reason``: the game-master's own words, or a ``Msg`` when the host ends it
        (a tournament's deadline).

        A lobby or challenge is cancelled.  Raises ``HostError`` for an
        ended match or a seat number out of range.
        """
        async with self.host._locks[match_id]:
            match = await self.host.get(match_id)
            if match.status not in ACTIVE:
                raise HostError(Msg("host-already-over", match=str(match.id), status=STATUS_WORDS[match.status]))
            # The game-master's own words stay as typed; only "no reason given" is ours.
            reason = reason if isinstance(reason, Msg) else reason.strip()
            said = reason or Msg("host-no-reason")
            if match.status != RUNNING:
                await self.host._set_status(match, CANCELLED)
                return Outcome(match, [Msg("host-gm-cancelled", match=str(match.id), reason=said)], board=False)
            names = match.live["seats"]
            if winners:
                if any(not 0 <= w < len(names) for w in winners):
                    raise HostError(Msg("host-winners-range", count=len(names)))
                match.status = FINISHED
                # The stored result reason stays a str: results are read back from the
                # database by the pictures and the history as text.
                match.result = {"winners": [names[w] for w in sorted(set(winners))],
                                "reason": f"ended by a game-master: {str(reason) or 'no reason given'}",
                                "ranks": {n: 1 if i in winners else 2 for i, n in enumerate(names)}}
                won = match.result["winners"]
                result = Msg("host-result-draw") if is_draw(won, names) else \
                    Msg("host-result-win", winners=won, count=len(won))
                line = Msg("host-gm-ended", match=str(match.id), result=result, reason=said)
            else:
                match.status, match.extra["unrated"] = ABORTED, True
                line = Msg("host-gm-aborted", match=str(match.id), reason=said)
            match.deadline_at = None
            outcome = Outcome(match, [line], board=False)
            await self.host._save(match, moves=[self._gm_entry(gm_id, "end", str(reason) or "no reason given")],
                             outcome=outcome)
            return outcome

    async def gm_undo(self, match_id: int, gm_id: int, plies: int):
        """Take back the last ``plies`` plies (any kind: the game-master sees all)."""
        async with self.host._locks[match_id]:
            match = await self.host.get(match_id)
            if match.state is None or match.status not in (RUNNING, FINISHED):
                raise HostError(Msg("host-undo-not-started"))
            line = await self.host.positions(match)
            if len(line) < 2:
                raise HostError(Msg("host-undo-nothing"))
            if not 1 <= plies <= len(line) - 1:
                raise HostError(Msg("host-undo-plies-range", count=len(line) - 1))
            self._rewind(match, line, plies)
            outcome = Outcome(match, [Msg("host-gm-took-back", count=plies)])
            outcome.log.append(MoveRow(0, None, gm_id, "undo", str(plies), self.host.now()))
            return await self.host._commit(match, outcome)

    async def gm_kick(self, match_id: int, gm_id: int, seat: int, reason: str):
        """Make ``seat`` a zombie: the host plays its moves (the easy computer) from now on."""
        async with self.host._locks[match_id]:
            match = await self._running(match_id)
            self._check_seat(match, seat)
            zombies = match.extra.setdefault("zombies", [])
            if seat in zombies:
                raise HostError(Msg("host-seat-already-computer", seat=str(seat + 1)))
            zombies.append(seat)
            outcome = Outcome(match, [Msg("host-gm-kicked", name=match.live['seats'][seat],
                                          reason=reason or Msg("host-no-reason"))])
            outcome.log.append(self._gm_entry(gm_id, "kick", f"seat {seat + 1}: {reason}"))
            return await self.host._commit(match, outcome)

    async def gm_substitute(self, match_id: int, gm_id: int, seat: int, player: Seat):
        """``player`` takes over ``seat`` (the seat keeps its name in the game)."""
        async with self.host._locks[match_id]:
            match = await self._running(match_id)
            self._check_seat(match, seat)
            if self.host.seat_of(match, player.user_id) is not None:
                raise HostError(Msg("host-member-already-plays"))
            old = match.seats[seat]
            match.seats[seat] = Seat(player.user_id, old.name)
            if seat in match.extra.get("zombies", []):
                match.extra["zombies"].remove(seat)
            await self.host._save(match, seats=True,
                             moves=[self._gm_entry(gm_id, "substitute", f"seat {seat + 1}: <@{player.user_id}>")])
            return Outcome(match, [Msg("host-gm-substituted", seat=old.name, name=player.name)],
                           to_move=self.host.movers(match), board=False)

    async def gm_clock(self, match_id: int, gm_id: int, setting: str):
        """``pause``, ``resume``, or a new clock (``off``, ``60+180``, ``deadline=24h``) from now on."""
        async with self.host._locks[match_id]:
            match = await self._running(match_id)
            clock = match.extra.get("clock")
            now = self.host.now()
            word = setting.strip().lower()
            if word in ("pause", "resume"):
                if not clock:
                    raise HostError(Msg("host-no-clock-to-pause"))
                if (word == "pause") == clock["paused"]:
                    raise HostError(Msg("host-clock-already-paused" if clock["paused"]
                                        else "host-clock-already-running"))
                if word == "pause":
                    clock["paused"], clock["paused_at"] = True, now
                else:
                    gap = now - clock.pop("paused_at", now)
                    clock["started"] = {k: t + gap for k, t in clock["started"].items()}
                    for hold in clock.get("held", {}).values():  # time away keeps what it had
                        hold["at"] += gap
                    clock["paused"] = False
                text = Msg("host-gm-paused" if word == "pause" else "host-gm-resumed")
            else:
                key, _, value = word.partition("=") if "=" in word else ("clock", "", word)
                try:
                    spec = clocks.parse_clock({key: value},
                                              clocks.ClockSpec(*match.extra.get("clock_spec", (None, 0, "random"))))
                except clocks.ClockError as exc:
                    raise HostError(Msg("host-gm-bad-clock", reason=reason_of(exc))) from None
                match.extra["clock_spec"] = [spec.per_move, spec.reserve, spec.policy]
                match.extra["clock"] = clocks.new_clock(spec, len(match.seats))
                text = Msg("host-gm-set-clock", clock=spec.describe())
            self.host._retime(match)
            await self.host._save(match, moves=[self._gm_entry(gm_id, "clock", word)])
            return Outcome(match, [text], to_move=self.host.movers(match), board=False)

    async def gm_map(self, match_id: int, gm_id: int, text: str, filename: str):
        """Load the map file ``text`` into a match that has not started (Genetess: rules §13).

        The map is checked against the game and the seats now (the error names the line and
        cell) and kept with the match, so the start and every replay use it.  Raises
        ``HostError`` after the start, for a game without maps, or for a bad map.
        """
        async with self.host._locks[match_id]:
            match = await self.host.get(match_id)
            if match.status not in (LOBBY, CHALLENGE):
                raise HostError(Msg("host-map-after-start", match=str(match.id)))
            game = self.host.game_of(match)
            names = [f"seat{i + 1}" for i in range(max(game.min_seats, len(match.seats)))]
            try:
                game.new_state(names, match.options, 0, map_text=text)
            except (BadOptions, ValueError) as exc:
                raise HostError(Msg("host-bad-map", file=filename, reason=reason_of(exc))) from None
            match.extra["map_text"], match.extra["map_name"] = text, filename
            await self.host._save(match, moves=[self._gm_entry(gm_id, "map", filename)])
            return Outcome(match, [Msg("host-gm-loaded-map", file=filename, match=str(match.id))],
                           board=False)

    async def gm_show(self, match_id: int, locale: str = i18n.DEFAULT) -> str:
        """Everything about a match, secrets included: for a game-master's eyes only, in
        ``locale``'s words (the log's kinds and moves as stored)."""
        match = await self.host.get(match_id)
        game = self.host.game_of(match)
        lines: list[Msg | str] = [Msg("host-show-heading", match=str(match.id), game=game.title,
                                      status=STATUS_WORDS[match.status],
                                      options=match.options or Msg("host-show-defaults"), seed=str(match.seed))]
        if match.state is not None:
            for seat, player in enumerate(match.seats):
                lines.append(Msg("host-show-seat", seat=str(seat + 1), name=match.state['seats'][seat],
                                 user=str(player.user_id)))
                lines.extend(game.describe(game.view(match.state, seat)))
        try:
            log = await self.host.history(match.id)
        except HostError as dropped:  # the retention setting dropped the moves: say so
            log, lines = [], lines + [dropped.message]
        for entry in log:
            lines.append(Msg("host-show-entry", ply=str(entry.ply),
                             seat="-" if entry.seat is None else str(entry.seat + 1),
                             kind=entry.kind, text=entry.text))
        return i18n.text(lines, locale)

    async def guild_matches(self, guild_id: int) -> list[MatchRow]:
        """Every active match of a server, newest first."""
        return await self.host.store.find_matches(guild_id=guild_id, statuses=ACTIVE, limit=100)

    # -- undo by consent -------------------------------------------------------------
    async def request_undo(self, match_id: int, user_id: int):
        """The caller asks to take back the last ply; the other seats must all accept.

        Refused across a secret move, its reveal or a random event
        (``replay.undo_barrier``).  Returns an ``Outcome`` whose ``undo``
        names the seats asked.
        """
        async with self.host._locks[match_id]:
            match = await self._running(match_id)
            seat = self.host.seat_of(match, user_id)
            if seat is None:
                raise HostError(Msg("host-undo-only-players"))
            if undo_barrier(await self.host.positions(match)) < 1:
                raise HostError(Msg("host-undo-barrier"))
            zombies = set(match.extra.get("zombies", []))
            asked = [s for s in range(len(match.seats)) if s != seat and s not in zombies]
            if not asked:
                raise HostError(Msg("host-undo-nobody-to-ask"))
            # "version": the one this save commits; the Allow/Refuse buttons carry it, so a
            # button of an older request never answers this one.
            match.extra["undo"] = {"by": seat, "asked": asked, "accepted": [],
                                   "until": self.host.now() + UNDO_WINDOW, "version": match.version + 1}
            await self.host._save(match)
            outcome = Outcome(match, [Msg("host-undo-asked", name=match.live['seats'][seat])],
                              board=False)
            outcome.undo = match.extra["undo"]
            return outcome

    async def answer_undo(self, match_id: int, user_id: int, accept: bool):
        """A seat asked for consent accepts or declines; when all accepted the ply is undone."""
        async with self.host._locks[match_id]:
            match = await self._running(match_id)
            request = match.extra.get("undo")
            seat = self.host.seat_of(match, user_id)
            if request is None or self.host.now() > request["until"]:
                raise HostError(Msg("host-undo-none-open"))
            if seat not in request["asked"]:
                raise HostError(Msg("host-undo-not-yours"))
            name = match.live["seats"][seat]
            if not accept:
                del match.extra["undo"]
                await self.host._save(match)
                return Outcome(match, [Msg("host-undo-declined", name=name)], board=False)
            if seat not in request["accepted"]:
                request["accepted"].append(seat)
            if set(request["accepted"]) < set(request["asked"]):
                await self.host._save(match)
                return Outcome(match, [Msg("host-undo-accepted", name=name)], board=False)
            del match.extra["undo"]
            self._rewind(match, await self.host.positions(match), 1)
            outcome = Outcome(match, [Msg("host-undo-agreed")], to_move=self.host.movers(match))
            await self.host._save(match, moves=[MoveRow(0, request["by"], user_id, "undo", "1", self.host.now())],
                             outcome=outcome)
            return outcome

    # -- helpers ---------------------------------------------------------------------
    def _rewind(self, match: MatchRow, line: list, plies: int) -> None:
        """Set ``match`` to the position ``plies`` before the end of ``line`` (running again)."""
        match.state = line[-1 - plies].state
        match.status, match.result = RUNNING, None
        match.extra.pop("proxy", None)
        self.host._retime(match)

    async def _running(self, match_id: int) -> MatchRow:
        match = await self.host.get(match_id)
        if match.status != RUNNING:
            raise HostError(Msg("host-not-running", match=str(match.id), status=STATUS_WORDS[match.status]))
        return match

    @staticmethod
    def _check_seat(match: MatchRow, seat: int) -> None:
        if not 0 <= seat < len(match.seats):
            raise HostError(Msg("host-seat-range", count=len(match.seats)))

    def _gm_entry(self, gm_id: int, action: str, text: str) -> MoveRow:
        return MoveRow(0, None, gm_id, f"gm:{action}", text, self.host.now())
