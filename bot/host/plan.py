"""One delivery plan per outcome: who is told what after a host action.

The host turns an ``Outcome`` into a ``Plan`` — plain data, JSON-ready, no Discord —
and the adapter only renders it (``bot.adapter.flows``).  The rule knowledge of what
may be shown lives here, below the adapter:

- the public post carries the narration, whose turn it is (and when it is due), whether
  the board is drawn, and a public move menu only for a lone human mover whose legal
  moves reveal nothing: not a seat with a secret step or secrets (Mitosis' clone: only
  active cells can split), not a seat with a board of its own (fog of war: its moves
  would show its pieces), not a computer seat;
- each seat's private note (its own lines; under fog of war its own board and status);
- what is due next: secret steps to ask for privately, an opponent's choice for a
  timed-out seat, the computer seats' turns, an undo consent.

A committed ply's plan is what the announcement outbox stores and replays
(``bot.host.outbox``, design.md "Outbox"); ``version`` — the match version the commit made —
is its stamp.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from bot.core import CANCELLED, FINISHED, RUNNING, Outcome
from bot.host.clocks import seat_deadline
from bot.host.seat_names import shown_name
from bot.host.views import ViewCache
from games import get_game
from games.message import Msg, as_msg


@dataclass
class PublicPost:
    """The channel post of match ``match_id``: ``narration`` (lines: ``Msg`` or plain text, names
    unescaped), ``to_move`` (user ids of the people whose turn it is, pinged), ``computers_to_move``
    (names of the computer seats whose turn it is, ``seat_names.shown_name``: named, never pinged),
    ``due`` (the earliest of their deadlines, seconds since the epoch, or ``None``), ``finished``,
    ``board`` (draw the spectator board), ``menu``
    (legal moves offered as public controls, or ``None``), ``undo`` (``{"asked": [user
    ids], "version": int}`` when consent is asked) and ``close_card`` (take the buttons off
    an expired lobby's card)."""

    match_id: int = 0
    narration: list[Msg | str] = field(default_factory=list)
    to_move: list[int] = field(default_factory=list)
    computers_to_move: list[Msg | str] = field(default_factory=list)
    due: float | None = None
    finished: bool = False
    board: bool = True
    menu: list[str] | None = None
    undo: dict | None = None
    close_card: bool = False


@dataclass
class PrivateNote:
    """What one user alone is told: ``lines`` (their secrets); ``fogged``: their seat has a
    board of its own (``Game.private_seats``), sent with ``status`` (the game's status line
    of their view) and ``your_move`` (it is their turn)."""

    user_id: int
    lines: list[Msg | str] = field(default_factory=list)
    fogged: bool = False
    status: Msg | str = ""
    your_move: bool = False


@dataclass
class SecretAsk:
    """A seat owes a secret step: asked privately with ``prompt``; ``choices`` (its legal
    moves when there are two or more) become buttons, ``complete`` says whether they are all
    it may play (else a form takes any other); ``bound``: the step belongs to this version
    only (the seat moves alone), else any version (a simultaneous step)."""

    seat: int
    user_id: int
    prompt: Msg | str
    choices: list[str] = field(default_factory=list)
    complete: bool = True
    bound: bool = True


@dataclass
class ProxyAsk:
    """An opponent (``chooser``, a user id) must choose the move of the timed-out seat
    ``seat`` (named ``seat_name``) among ``moves``."""

    chooser: int
    seat: int
    seat_name: str
    moves: list[str]


@dataclass
class Plan:
    """Everything to deliver for one outcome of match ``match_id`` (in ``channel_id``).

    ``version``: the match's board version after the outcome (the ply stamp; menus are
    drawn for it); ``ply``: the game's ply then (names the board picture); ``stamps``: the
    outbox rows (match versions) this plan delivers, empty when nothing was stored;
    ``mentions``: the users a post about the match may ping, each once; ``computer_due``:
    the computer seats to move next; ``replay``: the match just finished on a ply, so its
    replay follows.
    """

    match_id: int
    channel_id: int
    version: int
    ply: int = 0
    public: PublicPost = field(default_factory=PublicPost)
    private: list[PrivateNote] = field(default_factory=list)
    secrets: list[SecretAsk] = field(default_factory=list)
    proxy: ProxyAsk | None = None
    computer_due: list[int] = field(default_factory=list)
    mentions: list[int] = field(default_factory=list)
    replay: bool = False
    stamps: list[int] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The plan as JSON-ready data (what the outbox stores); its messages (``Msg``) are
        JSON dicts already."""
        return _asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Plan:
        """The plan ``to_json`` gave, its messages ``Msg`` again (``games.message.as_msg``)."""
        data = as_msg(dict(data))
        data["public"] = PublicPost(**data["public"])
        data["private"] = [PrivateNote(**n) for n in data["private"]]
        data["secrets"] = [SecretAsk(**s) for s in data["secrets"]]
        data["proxy"] = ProxyAsk(**data["proxy"]) if data["proxy"] else None
        return cls(**data)

    def note_for(self, user_id: int) -> PrivateNote | None:
        """``user_id``'s private note, if the plan has one."""
        return next((n for n in self.private if n.user_id == user_id), None)

    def then(self, later: Plan) -> Plan:
        """This plan and a ``later`` one of the same match as one (a burst of timed events is
        one post): both narrations, the later plan's board, turn and asks, both stamps."""
        public = PublicPost(**{**_asdict(later.public),
                               "narration": self.public.narration + later.public.narration,
                               "board": self.public.board or later.public.board})
        notes: dict[int, PrivateNote] = {n.user_id: PrivateNote(**_asdict(n)) for n in self.private}
        for note in later.private:
            if note.user_id in notes:
                earlier = notes[note.user_id]
                note = PrivateNote(**{**_asdict(note), "lines": earlier.lines + note.lines})
            notes[note.user_id] = note
        return Plan(**{**_asdict(later), "public": public, "private": list(notes.values()),
                       "secrets": later.secrets, "proxy": later.proxy or self.proxy,
                       "stamps": self.stamps + later.stamps, "replay": self.replay or later.replay})


def _asdict(obj: Any) -> Any:
    """``dataclasses.asdict`` that keeps a ``Msg`` a ``Msg`` (the library's rebuilds a dict
    subclass from its items, which a ``Msg`` cannot be made from)."""
    if isinstance(obj, Msg):
        return Msg(obj.id, **{k: _asdict(v) for k, v in obj.args.items()})
    if hasattr(obj, "__dataclass_fields__"):
        return {f.name: _asdict(getattr(obj, f.name)) for f in fields(obj)}
    if isinstance(obj, (list, tuple)):
        return [_asdict(v) for v in obj]
    if isinstance(obj, dict):
        return {k: _asdict(v) for k, v in obj.items()}
    return obj


def public_post(outcome: Outcome) -> PublicPost:
    """The public part of ``outcome``'s plan without its controls: narration, turn, due."""
    match = outcome.match
    computers = {i: match.seats[i] for i in map(int, match.extra.get("computers", {})) if i < len(match.seats)}
    return PublicPost(match_id=match.id, narration=list(outcome.narration),
                      to_move=[s.user_id for s in outcome.to_move if s not in computers.values()],
                      computers_to_move=[shown_name(match, i) for s in outcome.to_move
                                         for i, c in computers.items() if s == c],
                      due=_due(match, outcome), finished=match.status == FINISHED, board=outcome.board,
                      close_card=match.status == CANCELLED and match.state is None)


def build_plan(outcome: Outcome, *, ask_all: bool = False, views: ViewCache | None = None) -> Plan:
    """The delivery plan of ``outcome`` (its match as committed).

    ``views``: where the seats' views come from (the host's, so the pictures drawn next
    reuse them); a private one when not given.

    ``ask_all``: every seat owing a secret step is asked (the match just started); else
    only the seat whose own move opened one (Mitosis' clone ``active``) — the others were
    asked when their step opened.  Pure: reads the outcome, the match and its engine.
    """
    match = outcome.match
    version = match.extra.get("board_version", match.version)
    computers = {int(s) for s in match.extra.get("computers", {})}
    bots = {match.seats[s].user_id for s in computers if s < len(match.seats)}
    plan = Plan(match_id=match.id, channel_id=match.channel_id, version=version,
                ply=(match.state or {}).get("ply", 0), public=public_post(outcome),
                mentions=list(dict.fromkeys(s.user_id for s in match.seats)),
                replay=match.status == FINISHED and outcome.board)
    if outcome.undo is not None:
        plan.public.undo = {"asked": [match.seats[s].user_id for s in outcome.undo["asked"]],
                            "version": outcome.undo["version"]}
    notes = {user_id: PrivateNote(user_id, list(lines)) for user_id, lines in outcome.private.items()
             if user_id not in bots}
    if match.state is None:
        plan.private = list(notes.values())
        return plan
    game = get_game(match.game)
    state = match.state
    views = views if views is not None else ViewCache()
    movers = game.to_move(state) if match.status == RUNNING else []
    private_seats = set(game.private_seats(state))
    if outcome.board:
        for seat in sorted(private_seats):
            user_id = match.seats[seat].user_id
            if seat in computers:
                continue
            note = notes.setdefault(user_id, PrivateNote(user_id))
            note.fogged, note.your_move = True, seat in movers
            note.status = game.status_line(views.view(game, state, seat)) or ""
    plan.private = list(notes.values())
    if match.status != RUNNING:
        return plan
    plan.computer_due = [s for s in movers if s in computers]
    if outcome.board and len(movers) == 1:
        mover = movers[0]
        if game.pending_secret(state, mover) is None and not game.secrets(state, mover) \
                and mover not in private_seats and mover not in computers:
            plan.public.menu = game.legal_moves(state, mover)
    asked = range(len(match.seats)) if ask_all else \
        [outcome.log[-1].seat] if outcome.log and outcome.log[-1].seat is not None else []
    for seat in asked:
        pending = game.pending_secret(state, seat)
        if pending is None or seat in computers:
            continue
        legal = game.legal_moves(state, seat)
        plan.secrets.append(SecretAsk(seat, match.seats[seat].user_id, pending["prompt"],
                                      legal if len(legal) >= 2 else [],
                                      game.legal_moves_complete(state, seat), len(movers) == 1))
    if outcome.proxy is not None:
        seat = outcome.proxy["seat"]
        plan.proxy = ProxyAsk(match.seats[outcome.proxy["chooser"]].user_id, seat, state["seats"][seat],
                              game.legal_moves(state, seat))
    return plan


def _due(match, outcome: Outcome) -> float | None:
    """When the first of the seats to move runs out of time, or ``None`` without a running
    clock (off, paused, or these seats not on it)."""
    clock = match.extra.get("clock")
    if not clock or clock["paused"] or match.status != RUNNING:
        return None
    seats = [i for i, s in enumerate(match.seats) if s in outcome.to_move]
    deadlines = [seat_deadline(clock, s) for s in seats]
    return min((d for d in deadlines if d is not None), default=None)
