"""Rematch: the players of a finished match ask for another, and when all of
them have asked, one new match opens.

The new match has the same game, game options, clock, casual setting and map, a new secret
seed, and the same seats with the first one rotated to the end (seat 2 moves first); a
computer seat keeps its level.  It is opened where the old one was (its channel, in a new
thread when the old one had one) and started at once.

Votes are rows (``rematch_votes``), so a press counts once whoever presses twice, and they
survive a restart.  When the last player's vote completes the set, that press claims the
rematch (a ``rematches`` row, under the match's lock) and opens it; the new match's id is
written in the same transaction that inserts it, so however many processes and presses,
one rematch opens.  A claim whose process died before opening it lapses after
``REMATCH_LEASE`` seconds and the next press opens it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.core import FINISHED, LOBBY, HostError, Outcome
from bot.host.host_core import HostCore
from bot.storage.repos import rematch as rematch_rows
from bot.storage.store import MatchRow
from games.message import Msg

#: Seconds a claim on opening a rematch lasts.
REMATCH_LEASE = 60.0
#: What a rematch copies from the old match's bookkeeping (besides the clock and computers).
COPIED = ("hints", "map_text", "map_name", "threaded")


@dataclass
class RematchVote:
    """Where a rematch stands after a press: ``players`` (user ids who must ask), ``voted``
    (those who have), ``again`` (this press was the presser's second), ``opened`` (the
    start of the new match when this press opened it) and ``new_match_id`` (once open)."""

    players: list[int]
    voted: list[int] = field(default_factory=list)
    again: bool = False
    opened: Outcome | None = None
    new_match_id: int | None = None

    @property
    def waiting_for(self) -> list[int]:
        """The players who have not asked yet."""
        return [p for p in self.players if p not in self.voted]


def rotated_seats(match: MatchRow, computers: dict[int, str]):
    """``(seats, computers)`` of the rematch: the first seat goes last (seat ``i`` of the old
    match is seat ``i - 1`` of the new one), computer levels follow their seats."""
    n = len(match.seats)
    seats = match.seats[1:] + match.seats[:1]
    return seats, {(seat - 1) % n: level for seat, level in computers.items()}


class Rematches:
    """Rematch votes, and the rematch they open, on the match host ``host`` (``HostCore``:
    its store, locks, ``create``, ``start`` and ``cancel``)."""

    def __init__(self, host: HostCore):
        self.host = host

    async def rematch_vote(self, match_id: int, user_id: int) -> RematchVote:
        """Record that ``user_id`` asks for a rematch of finished match ``match_id``; the press
        that completes the players' votes opens the rematch (``RematchVote.opened``).

        Raises ``HostError`` when the match is not finished, for a caller who did not play
        it, or when the rematch cannot open (the host's reason: a busy channel, a limit).
        """
        match = await self.host.get(match_id)
        if match.status != FINISHED:
            raise HostError(Msg("rematch-not-finished", match=str(match.id)))
        computers = self.host.computer_seats(match)
        players = list(dict.fromkeys(s.user_id for i, s in enumerate(match.seats) if i not in computers))
        if user_id not in players:
            raise HostError(Msg("rematch-not-player", match=str(match.id)))
        vote = RematchVote(players)
        now = self.host.now()
        claimed = False
        async with self.host.store.transaction():
            await self.host.store.lock_match(match.id)
            vote.again = await rematch_rows.has_voted(self.host.store, match.id, user_id)
            if not vote.again:
                await rematch_rows.vote(self.host.store, match.id, user_id, now)
            vote.voted = await rematch_rows.voters(self.host.store, match.id)
            row = await rematch_rows.claim_of(self.host.store, match.id)
            if row is not None:
                vote.new_match_id = row[0]
            if not vote.waiting_for and (row is None or (row[0] is None and row[1] < now)):
                await rematch_rows.claim(self.host.store, match.id, now + REMATCH_LEASE)
                claimed = True
        if not claimed:
            return vote
        try:
            vote.opened = await self._open_rematch(match, computers)
        except BaseException:
            async with self.host.store.transaction():  # the next press may try again
                await rematch_rows.release(self.host.store, match.id)
            raise
        vote.new_match_id = vote.opened.match.id
        return vote

    async def _open_rematch(self, old: MatchRow, computers: dict[int, str]) -> Outcome:
        """Create the rematch of ``old`` (recorded with its insert) and start it."""
        seats, moved = rotated_seats(old, computers)

        async def record(row: MatchRow) -> None:
            await rematch_rows.opened(self.host.store, old.id, row.id)

        # Made from the server's defaults only, then given the old match's own options: its
        # options already hold the defaults of then (an option given twice is refused).
        lobby = await self.host.create(channel_id=old.channel_id, guild_id=old.guild_id, game_id=old.game,
                                  options=None, creator=seats[0], threaded=bool(old.extra.get("threaded")),
                                  inside=record)
        try:
            async with self.host._locks[lobby.id]:
                lobby = await self.host.get(lobby.id)
                lobby.options = old.options
                lobby.seats = list(seats)
                lobby.extra["clock_spec"] = old.extra.get("clock_spec", lobby.extra["clock_spec"])
                lobby.extra["rematch_of"] = old.id
                lobby.extra.pop("seed_chosen", None)
                for key in COPIED:
                    if key in old.extra:
                        lobby.extra[key] = old.extra[key]
                if lobby.extra.get("hints"):
                    lobby.extra["unrated"] = True
                if moved:
                    lobby.extra["computers"] = {str(seat): level for seat, level in moved.items()}
                    if old.extra.get("unrated"):
                        lobby.extra["unrated"] = True
                await self.host._save_seats(lobby)
            return await self.host.start(lobby.id, lobby.created_by)
        except BaseException:
            current = await self.host.store.get_match(lobby.id)
            if current is not None and current.status == LOBBY:
                await self.host.cancel(lobby.id, lobby.created_by)
            raise
