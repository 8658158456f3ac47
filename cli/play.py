"""``petri play``: the scripted, text-only front door to ``MatchHost`` (design.md §5).

Exit status: 0 when every move applied; 2 on the first illegal move (with
``move N (name: text): reason`` on stderr, nothing applied after it); 1 for
bad options, players or moves file.

Against the computer (``--computer NAME=LEVEL``): with ``--moves``
the output starts with what the computer played, as moves-file lines; a line
of the moves file naming a computer seat is that seat's recorded decision, so
appending those lines keeps the computer's earlier decisions and nothing is
searched twice (a *secret* decision is never printed, and is searched again).
With no ``--moves`` at a terminal the game is interactive (``interact``).
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Awaitable, Callable
from contextlib import nullcontext
from dataclasses import dataclass, field

import i18n
from bot.core import reason_of
from bot.host.match_host import HostError, MatchHost
from bot.storage.store import Seat
from bot.workers.computer import ComputerPool, parse_computers, play_computers
from games import BadOptions, get_game
from games.message import Msg, is_msg
from games.options import resolve_seat_names
from games.text import seat_count


@dataclass
class MoveLine:
    """One line of a moves file: who plays what (``number`` is the line number)."""

    number: int
    name: str
    text: str


class MovesFileError(ValueError):
    """A moves file line that is not ``name: move`` with a known name (its argument: a ``Msg``
    naming the line)."""


def parse_moves(text: str, players: list[str]) -> list[MoveLine]:
    """Parse a moves file: ``name: move text`` per line, split at the first colon.

    ``#`` starts a comment; blank lines are skipped.  Raises
    ``MovesFileError`` naming the line for a missing colon, an empty move or
    a name that is not among ``players``.
    """
    moves = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        name, colon, move = line.partition(":")
        name, move = name.strip(), move.strip()
        if not colon or not name:
            raise MovesFileError(Msg("cli-moves-no-colon", line=str(number), text=repr(raw.strip())))
        if name not in players:
            raise MovesFileError(Msg("cli-moves-not-a-player", line=str(number), name=name,
                                     players=", ".join(players)))
        if not move:
            raise MovesFileError(Msg("cli-moves-no-move", line=str(number), name=name))
        moves.append(MoveLine(number, name, move))
    return moves


@dataclass
class ComputerMove:
    """A move a computer seat decided in this run: ``text`` is ``None`` for a secret one."""

    name: str
    text: str | None

    def line(self, locale: str = i18n.DEFAULT) -> str:
        """As a moves-file line (a secret move as a comment in ``locale``'s words: it is not shown)."""
        return f"{self.name}: {self.text}" if self.text is not None else \
            i18n.text(Msg("cli-play-secret-line", name=self.name), locale)


@dataclass
class Computers:
    """The computer seats of a ``petri play`` run (seat → level), their search pool, and the
    moves they decided in this run (``played``)."""

    levels: dict[int, str]
    pool: ComputerPool
    played: list[ComputerMove] = field(default_factory=list)

    async def play(self, host: MatchHost, match_id: int) -> list[ComputerMove]:
        """Play every computer seat that is due (``play_computers``); returns what they played."""
        before = len(await host.history(match_id))
        await play_computers(host, match_id, self.levels, self.pool)
        match = await host.get(match_id)
        new = [ComputerMove(match.seats[entry.seat].name, None if entry.kind == "secret" else entry.text)
               for entry in (await host.history(match_id))[before:] if entry.seat in self.levels]
        self.played += new
        return new


async def replay(args, host: MatchHost, computers_out: list | None = None) -> tuple[int, object, dict[str, int]]:
    """Start ``args.game`` for ``args.players`` with ``args.options`` on ``host`` and play
    ``args.moves``: ``(status, match, ids)`` with ``ids`` name → user id.

    ``status`` is 0 when every move applied, 2 after the first illegal move
    (reported on stderr, nothing applied after it; ``match`` is the position
    before it) and 1 for bad game, players, ``--as``, options or moves file
    (reported on stderr; ``match`` is then ``None``).  Shared by ``petri play``
    and ``petri render``.  A line naming a computer seat is played as that seat's
    decision (no search); ``computers_out`` (a list) receives the ``Computers``.
    """
    players = [p.strip() for p in args.players.split(",") if p.strip()]
    try:
        game = get_game(args.game)
    except KeyError as exc:
        print(exc.args[0], file=sys.stderr)
        return 1, None, {}
    if len(set(players)) != len(players):
        print("--players: each name must be different", file=sys.stderr)
        return 1, None, {}
    if args.as_ is not None and args.as_ not in players:
        print(f"--as: '{args.as_}' is not a player; players are {', '.join(players)}", file=sys.stderr)
        return 1, None, {}
    try:
        moves = parse_moves(_read(args.moves), players) if args.moves else []
    except (OSError, MovesFileError) as exc:
        reason = reason_of(exc) if isinstance(exc, MovesFileError) else str(exc)
        print(i18n.text(Msg("cli-moves-file", reason=reason), _locale(args)), file=sys.stderr)
        return 1, None, {}

    try:
        computers = parse_computers(getattr(args, "computer", None) or [], players)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 1, None, {}
    robots = Computers(computers, ComputerPool(inline=True))
    if computers_out is not None:
        computers_out.append(robots)

    seats = [Seat(i + 1, name) for i, name in enumerate(players)]
    ids = {s.name: s.user_id for s in seats}
    try:
        if not game.min_seats <= len(seats) <= game.max_seats:
            raise HostError(Msg("cli-play-seat-count", game=game.title,
                                seats=seat_count(game.min_seats, game.max_seats), count=len(seats)))
        options = resolve_seat_names(game, " ".join(args.options), players)
        match = await host.create(channel_id=1, guild_id=None, game_id=game.id,
                                  options=options, creator=seats[0])
        for seat in seats[1:]:
            await host.join(match.id, seat)
        await host.start(match.id, seats[0].user_id)
    except (HostError, BadOptions) as exc:
        said = exc.message if isinstance(exc, HostError) else Msg("host-bad-options", reason=reason_of(exc))
        print(i18n.text(said, _locale(args)), file=sys.stderr)
        return 1, None, {}
    status = 0
    for index, line in enumerate(moves, start=1):
        try:
            if players.index(line.name) not in computers:
                await robots.play(host, match.id)   # a recorded decision is not searched again
            await host.move(match.id, ids[line.name], line.text)
        except HostError as exc:
            print(i18n.text(Msg("cli-play-move-refused", index=index, name=line.name, move=line.text,
                                reason=_why(exc)), _locale(args)), file=sys.stderr)
            status = 2
            break
    else:
        try:
            await robots.play(host, match.id)
        except HostError as exc:
            print(i18n.text(Msg("cli-play-computer-refused", reason=exc.message), _locale(args)), file=sys.stderr)
            status = 2
    return status, await host.get(match.id), ids


async def play(args) -> int:
    """Run ``petri play`` with parsed ``args``; returns the exit status."""
    host = await MatchHost.open(args.database)
    try:
        robots: list[Computers] = []
        status, match, ids = await replay(args, host, robots)
        if match is None:
            return status
        if not args.moves and sys.stdin.isatty() and args.format == "text":
            return await interact(host, match, ids, robots[0], _read_line, print, _locale(args))
        game = get_game(args.game)
        players = list(ids)
        viewer = ids[args.as_] if args.as_ else None
        view = host.view(match, viewer)
        if args.legal:
            # Without --as, a seat whose moves would give away what only it knows (Mitosis'
            # active cells, where a fogged Genetess seat's pieces are) is left out (design §5).
            private = set(game.private_seats(match.state)) if match.state else set()
            hidden = {name for seat, name in enumerate(players)
                      if match.state and (seat in private or game.secrets(match.state, seat))}
            shown = [args.as_] if args.as_ else [name for name in players if name not in hidden]
            view["legal"] = {name: host.legal_moves(match, ids[name]) for name in shown}
        played = robots[0].played
        if args.format == "json":
            view["computer_moves"] = [{"name": m.name, "move": m.text} for m in played]
        elif played:
            print(i18n.text(Msg("cli-play-computer-played"), _locale(args)))
            print("\n".join(m.line(_locale(args)) for m in played))
        print(_format(game, view, args.format, _locale(args)))
        return status
    finally:
        await host.close()


async def interact(host: MatchHost, match, ids: dict[str, int], robots: Computers,
                   read_line: Callable[[str], Awaitable[str | None]], write: Callable[[str], None],
                   locale: str = i18n.DEFAULT) -> int:
    """Play ``match`` at a terminal: print the position as the player to move sees it, read
    their move (``?``: the legal moves; end of input or ``quit``: stop), say why a move was
    refused, and print each computer move as it is played.  Returns 0.

    ``read_line(prompt)`` returns a line, or ``None`` at the end of input; ``write`` prints.
    Everything is said in ``locale``'s words (``--lang``); the keywords ``?``, ``quit`` and
    the moves stay as typed.
    Every seat without ``--computer`` is played from this terminal, in turn.
    """
    def say(value) -> None:
        write(i18n.text(value, locale))

    game = host.game_of(match)
    names = {user_id: name for name, user_id in ids.items()}
    say(Msg("cli-play-welcome", game=game.title, players=", ".join(names.values())))
    shown = None
    while True:
        for played in await robots.play(host, match.id):
            say(Msg("cli-play-played", name=played.name, move=played.text) if played.text is not None
                else Msg("cli-play-secret", name=played.name))
        match = await host.get(match.id)
        if match.status != "running":
            say(game.describe(host.view(match)))
            return 0
        person = names[host.movers(match)[0].user_id]
        if shown != (person, match.version):
            say(game.describe(host.view(match, ids[person])))
            shown = (person, match.version)
        text = await read_line(f"{person}> ")
        if text is None or text.strip().lower() in ("quit", "exit"):
            say(Msg("cli-play-stopped"))
            return 0
        text = text.strip()
        if text in ("?", "help"):
            legal = host.legal_moves(match, ids[person])
            say(Msg("cli-play-legal", moves=" ".join(legal)) if legal else Msg("cli-play-none-legal", game=game.id))
            continue
        if not text:
            continue
        try:
            await host.move(match.id, ids[person], text)
        except HostError as exc:
            say(Msg("cli-play-refused", reason=_why(exc)))


async def _read_line(prompt: str) -> str | None:
    """One line from the terminal, read off the event loop; ``None`` at end of input (Ctrl-D)."""
    try:
        return await asyncio.to_thread(input, prompt)
    except EOFError:
        return None


def _read(path: str) -> str:
    """The moves file's text (``-``: standard input), which must be UTF-8.

    Raises ``OSError`` for an unreadable file and ``MovesFileError`` naming the
    line of the first byte that is not UTF-8 (rather than a move of garbled letters).
    """
    stdin = getattr(sys.stdin, "buffer", None)
    if path == "-" and stdin is None:       # already text (a test's StringIO)
        return sys.stdin.read()
    with (nullcontext(stdin) if path == "-" else open(path, "rb")) as file:
        data = file.read()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise MovesFileError(Msg("cli-moves-not-utf8", line=str(line), byte=f"0x{data[exc.start]:02x}")) from None


def _locale(args) -> str:
    return getattr(args, "lang", None) or i18n.DEFAULT


def _why(exc: HostError) -> Msg | str:
    """A refused move's reason without the host's "illegal move: " in front (the CLI says
    which move it was itself)."""
    said = exc.message
    if is_msg(said) and said["id"] == "host-illegal-move":
        return said["args"]["reason"]
    return said


def _worded(value, locale: str):
    """``value`` (a view) with every message in it rendered in ``locale``: JSON output is
    read by people and scripts that know no catalog."""
    if is_msg(value):
        return i18n.text(value, locale)
    if isinstance(value, dict):
        return {k: _worded(v, locale) for k, v in value.items()}
    if isinstance(value, list):
        return [_worded(v, locale) for v in value]
    return value


def _format(game, view: dict, fmt: str, locale: str = i18n.DEFAULT) -> str:
    if fmt == "json":
        return json.dumps(_worded(view, locale), indent=2, ensure_ascii=False)
    lines = game.describe(view)
    for name, legal in view.get("legal", {}).items():
        lines.append(Msg("cli-play-legal-for", name=name, moves=" ".join(legal)) if legal
                     else Msg("cli-play-legal-for-none", name=name))
    return i18n.text(lines, locale)
