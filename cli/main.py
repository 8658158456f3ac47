"""The ``petri`` command line (design.md §5).

``petri run | check | invite | sync | db | sandbox | play | render | rules | bench``.  Each subcommand is a
thin front door: the bot, the sandbox and ``play`` all go through
``MatchHost``.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import os
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn


class _Parser(argparse.ArgumentParser):
    """``argparse`` with its refusals on one line (what was wrong, what would be right and
    where the usage is) and exit status 2; subcommands' parsers are of this class too."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} ({self.prog} --help shows the usage)\n")


def whole(least: int, what: str, most: int | None = None) -> Callable[[str], int]:
    """An ``argparse`` type: a whole number from ``least`` (to ``most``), else an error saying
    ``what`` to give."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number; give {what}") from None
        if value < least or (most is not None and value > most):
            raise argparse.ArgumentTypeError(f"{value} is out of range; give {what}")
        return value
    return parse


def decimal(what: str, *, zero: bool) -> Callable[[str], float]:
    """An ``argparse`` type: a finite number above 0 (from 0 when ``zero``), else an error
    saying ``what`` to give."""
    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number; give {what}") from None
        if not math.isfinite(value) or value < 0 or (value == 0 and not zero):
            raise argparse.ArgumentTypeError(f"{value:g} is out of range; give {what}")
        return value
    return parse


def counts(text: str) -> list[int]:
    """``--matches 10,100``: comma-separated whole numbers of at least 1."""
    try:
        values = [int(n) for n in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: give numbers like 10,100,500") from None
    if any(n < 1 for n in values):
        raise argparse.ArgumentTypeError(f"{text!r}: each number of matches is at least 1; "
                                         "give numbers like 10,100,500")
    return values


#: Discord ids (snowflakes) are positive 64-bit integers.
#: ``--lang`` / ``--locale``: a Petri locale, the pseudo-locale included.
LANG = dict(choices=("en", "de", "es", "pseudo"), default="en", metavar="LOCALE",
            help="the language of the words: en, de, es, or pseudo (default en)")

SNOWFLAKE = whole(1, "the id: a positive number from the developer portal", 2**63 - 1)


#: ``petri play GAME`` with no ``--players``: the person at the keyboard, then the computer.
PLAY_PLAYERS = "you,Petri"
PLAY_COMPUTER = "Petri=normal"


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``petri`` console script; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    from bot.storage.database import DatabaseUnavailable
    try:
        return _dispatch(parser, args)
    except DatabaseUnavailable as exc:  # --database of play, sandbox, bench
        print(f"petri {args.command}: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        # The reader went away (``petri rules genetess | head``): nobody is left to tell, so
        # stop quietly, and keep the interpreter's last flush of stdout from failing again.
        _silence_stdout()
        return 0


def _silence_stdout() -> None:
    """Point standard output at the null device (a closed pipe's unflushed bytes are dropped)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def build_parser() -> argparse.ArgumentParser:
    """Every subcommand and option of ``petri`` (the README's commands are checked against it)."""
    parser = _Parser(prog="petri", description="Petri: evolution games on Discord")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("run", help="run the bot (at a terminal with no token and no config: the sandbox)")
    p.add_argument("--config", help="config file (default: config.toml when it exists)")
    p.add_argument("--sandbox", action="store_true", help="start the offline sandbox, whatever the config")
    p.add_argument("--shard-count", type=int, metavar="N",
                   help="the bot's total number of shards (default: as many as Discord recommends)")
    p.add_argument("--shards", metavar="IDS", help="the shards this process runs, e.g. 0-3 or 0,2 "
                   "(needs --shard-count; default: all)")

    p = sub.add_parser("check", help="validate config, token shape, database and fonts (offline)")
    p.add_argument("--config", help="config file (default: config.toml when it exists)")

    p = sub.add_parser("invite", help="print the URL that adds the bot to a server")
    p.add_argument("--config", help="config file (default: config.toml when it exists)")
    p.add_argument("--application-id", type=SNOWFLAKE, help="the application id (default: from the config)")

    p = sub.add_parser("sync", help="register the slash commands with Discord")
    p.add_argument("--config", help="config file (default: config.toml when it exists)")
    p.add_argument("--global", dest="global_", action="store_true",
                   help="sync globally instead of to the development guilds")

    p = sub.add_parser("db", help="database upkeep: migrate the schema, copy to another database, "
                       "compact ended matches' logs")
    db = p.add_subparsers(dest="db_command", required=True)
    q = db.add_parser("migrate", help="create or upgrade the schema (the bot also does it at start)")
    q.add_argument("--database", default="sqlite:///petri.db", metavar="URL",
                   help="sqlite:///FILE or postgresql://… (default: sqlite:///petri.db)")
    q = db.add_parser("copy", help="copy every match, log, rating and setting into an empty database, "
                      "then verify by replaying every match")
    q.add_argument("source", metavar="SRC_URL", help="e.g. sqlite:///petri.db")
    q.add_argument("destination", metavar="DST_URL", help="e.g. postgresql://petri:…@db:5432/petri")
    q = db.add_parser("compact", help="pack the log of every ended match into one compressed value "
                      "(history and replays read it as before)")
    q.add_argument("--database", default="sqlite:///petri.db", metavar="URL",
                   help="sqlite:///FILE or postgresql://… (default: sqlite:///petri.db)")
    q.add_argument("--drop-logs-older-than", type=int, default=None, metavar="DAYS",
                   help="then drop the moves of matches that ended more than DAYS days ago, keeping "
                        "their results, players and ratings ([storage] drop_logs_after_days)")

    p = sub.add_parser("sandbox", help="the bot against an offline simulated Discord")
    p.add_argument("--script", help="play a sandbox script and exit (0 only if every line held)")
    p.add_argument("--out", default="sandbox-out", help="folder for images (default: sandbox-out)")
    p.add_argument("--database", "--db", dest="db", default=None, metavar="URL",
                   help="database: an SQLite file or sqlite:///FILE, or postgresql://… "
                        "(default: a temporary SQLite file)")
    p.add_argument("--port", type=whole(0, "a port from 1 to 65535, or 0 for any free port", 65535),
                   default=0, help="browser page port (default: any free port)")
    p.add_argument("--no-preview", action="store_true", help="terminal only, no browser page")
    p.add_argument("--locale", **{**LANG, "help": "the members' Discord language and the server's "
                                  "preferred locale: en, de, es, or pseudo (default en)"})
    p.add_argument("--config", default=None, help="config file whose [metrics] listen to serve "
                   "(default: config.toml if present)")
    p.add_argument("--game-clocks", action="store_true",
                   help="give matches their game's own clock when their options name none (default: "
                   "no clock, so one person can play every side; scripts always use the games' clocks)")

    # A position from a moves file: what ``play`` and ``render`` both read (cli.play.replay).
    position = _Parser(add_help=False)
    position.add_argument("game")
    position.add_argument("--players", help="comma-separated names in seat order (play: default "
                          f"{PLAY_PLAYERS}, the second the computer at normal)")
    position.add_argument("-o", dest="options", action="append", default=[], metavar="NAME[=VALUE]",
                          help="a game option; repeat for more")
    position.add_argument("--moves", help="moves file ('name: move' per line), or - for standard input")
    position.add_argument("--as", dest="as_", metavar="NAME", help="that player's view")

    p = sub.add_parser("play", parents=[position], help="play a game from a moves file, text only")
    p.add_argument("--lang", **LANG)
    p.add_argument("--database", default=":memory:", metavar="URL",
                   help="keep the match in this database (default: in memory, forgotten at exit)")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--legal", action="store_true", help="also list the legal moves now")
    p.add_argument("--computer", action="append", default=[], metavar="NAME=LEVEL",
                   help="the player NAME is the computer at LEVEL (easy, normal, hard); repeat for more")

    p = sub.add_parser("render", parents=[position],
                       help="draw the board of a position from a moves file as PNG")
    p.add_argument("--width", type=int, metavar="PX", help="scale the picture to PX wide")
    p.add_argument("--out", required=True, metavar="FILE.png", help="where to write the picture")
    p.add_argument("--lang", **LANG)

    p = sub.add_parser("rules", help="print a game's rules and options")
    p.add_argument("game", nargs="?", help="game id (omit to list the games)")
    p.add_argument("--lang", **LANG)

    _add_bench(sub)

    return parser


def _add_bench(sub: argparse._SubParsersAction) -> None:
    """The ``bench`` subcommand: the host's cost per move by default, or one of the other benches."""
    p = sub.add_parser("bench", help="measure the host's cost per move and the render time")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--database", metavar="URL", help="measure on this database, e.g. postgresql://… "
                   "(default: a temporary SQLite file); it should be empty")
    p.add_argument("--moves", type=whole(1, "1 or more moves"), default=None,
                   help="moves per game (default 300); --load: moves per run (default 2000)")
    p.add_argument("--workers", type=whole(0, "0 (draw in the bench's process) or more workers"),
                   default=None, metavar="N",
                   help="picture worker processes of the per-move bench, and of each --load host process "
                        "(default: as the bot, one less than the CPU count, at least 1; 0: draw in a thread of "
                        "the bench's process)")
    p.add_argument("--load", action="store_true",
                   help="many matches moving at once through one host instead (bench/load.py)")
    p.add_argument("--matches", type=counts, default=[10, 100],
                   help="--load: comma-separated numbers of concurrent matches (default 10,100)")
    p.add_argument("--think", type=decimal("0 or more seconds", zero=True), default=0.0,
                   help="--load: mean seconds between a match's moves (default 0: saturation)")
    p.add_argument("--processes", type=whole(1, "1 or more processes"), default=1, metavar="K",
                   help="--load: K host processes share the database (default 1)")
    p.add_argument("--clocked", type=whole(0, "0 (no clocked match) or N for one match in N"),
                   default=None, metavar="N",
                   help="--load: one match in N on a one-second clock whose first seat never "
                        "moves, so time-outs and zombie stand-ins fire (default 10; 0: none)")
    p.add_argument("--computers", type=whole(0, "0 (no computer) or N for one match in N"), default=0,
                   metavar="N", help="--load: one match in N against the normal computer (default 0: none)")
    p.add_argument("--computer-only", type=whole(0, "0 (none) or a number of matches"), default=None,
                   metavar="K", help="--load --computers: one member also runs K matches among "
                   "computers only (default 20; 0: none; one host process)")
    p.add_argument("--soak", action="store_true",
                   help="--load: at least 100 000 moves, printing RSS over time")
    p.add_argument("--ai", action="store_true",
                   help="the computer player's ladder instead (bench/ai.py)")
    p.add_argument("--games", type=whole(1, "1 or more matches"), default=None,
                   help="--ai: matches per pairing (default 6); --review: matches per game (default 20)")
    p.add_argument("--scale", type=decimal("a factor above 0, e.g. 0.1", zero=False), default=None,
                   help="--ai: multiply the search budgets (default 1: normal 0.5 s, hard 2 s); "
                        "--review: hard's budget (default 0.1)")
    p.add_argument("--only", help="--ai: comma-separated game ids (default all)")
    p.add_argument("--seats", type=int, choices=(2, 4),
                   help="--ai: only the configurations of this many seats (default both)")
    p.add_argument("--pairing", metavar="LEVEL-OPPONENT[,...]",
                   help="--ai: only these pairings, e.g. hard-normal (default the whole ladder)")
    p.add_argument("--first-seed", type=whole(0, "a seed from 0 to 2**62", 2**62),
                   default=None, metavar="N",
                   help="--ai: deal match k of a pairing with seed N + k (default: N drawn "
                        "at random and printed)")
    p.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                   help="--ai: read the search budgets from the wall clock (default) or from "
                        "the process's CPU time (an idle machine's figures on a loaded one)")
    p.add_argument("--game-options", metavar="OPTIONS",
                   help="--ai: the matches' options as a player writes them, e.g. map=quad "
                        "(with --only GAME and --seats N: that one configuration)")
    p.add_argument("--balance", metavar="FILE",
                   help="--ai with --pairing LEVEL-LEVEL --game-options map=NAME: write the map's "
                        "seat balance into FILE (e.g. games/ai/map_balance.json, what the lobby shows)")
    p.add_argument("--king-squares", metavar="FILE",
                   help="--ai with --only genetess: add where these matches' Kings stood to FILE "
                        "(e.g. games/ai/genetess_kings.json, hard's guess of a hidden King)")
    p.add_argument("--ratings", metavar="FILE",
                   help="--ai: rate the levels against each other from these matches and merge "
                        "them into FILE (e.g. games/ai/level_ratings.json, what /play shows)")
    p.add_argument("--genetess-moves", action="store_true",
                   help="Genetess legal moves of big pieces instead (bench/genetess_moves.py)")
    p.add_argument("--bigdb", action="store_true",
                   help="a big history: query latencies and plans, start-up, size per match and ply, "
                        "move acks beside /stats (bench/bigdb.py)")
    p.add_argument("--stored", type=int, default=10_000, metavar="N",
                   help="--bigdb: finished matches in the history (default 10000)")
    p.add_argument("--running", type=int, default=1_000, metavar="M",
                   help="--bigdb: running matches (default 1000)")
    p.add_argument("--history", metavar="FILE",
                   help="--bigdb: keep the built history in this SQLite file, or reuse it if it "
                        "exists (same --stored and --running); the measures run on a copy")
    p.add_argument("--review", action="store_true",
                   help="what the match review marks (hard vs random) and its speed (bench/review.py)")
    p.add_argument("--gif", action="store_true",
                   help="the replay GIF of long games instead: CPU, bytes, frames (bench/replay_gif.py)")
    p.add_argument("--tournament", action="store_true",
                   help="the time to pair a round of a 1 000-entrant Swiss instead (bench/tournament.py)")


def _dispatch(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    if args.command == "play":
        from cli.play import play
        if args.players is None:      # ``petri play GAME``: a game against the computer
            args.players = PLAY_PLAYERS
            args.computer = args.computer or [PLAY_COMPUTER]
        return asyncio.run(play(args))
    if args.command == "render":
        if args.players is None:
            parser.error("render: the following arguments are required: --players")
        from cli.render import render
        return asyncio.run(render(args))
    if args.command == "rules":
        return _rules(args.game, args.lang)
    if args.command == "bench":
        return _bench(parser, args)
    if args.command == "db":
        from cli.db import main as db_main
        return db_main(args)
    if args.command == "sandbox":
        from cli.sandbox import main as sandbox_main
        return sandbox_main(args)
    if args.command == "check":
        from cli.check import check
        return check(args)
    if args.command == "invite":
        from cli.invite import invite
        return invite(args)
    from cli.app import run, sync
    return run(args) if args.command == "run" else sync(args)


def _bench(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """``petri bench``: the bench its flags choose (the per-move one by default)."""
    if args.bigdb:
        if args.stored < 1 or args.running < 100:
            parser.error(f"--stored {args.stored} --running {args.running}: give at least 1 "
                         "stored and 100 running matches")
        from bench.bigdb import main as bigdb_main
        return bigdb_main(stored=args.stored, running=args.running, database=args.database,
                          history=args.history, json_output=args.json)
    if args.tournament:
        from bench.tournament import main as tournament_main
        return tournament_main(json_output=args.json)
    if args.review:
        from bench.review import main as review_main
        return review_main(json_output=args.json, matches=args.games or 20,
                           scale=args.scale or 0.1,
                           only=args.only.split(",") if args.only else None)
    if args.gif:
        from bench.replay_gif import main as gif_main
        return gif_main(json_output=args.json)
    if args.genetess_moves:
        from bench.genetess_moves import main as moves_main
        return moves_main(json_output=args.json)
    if args.ai:
        from bench.ai import main as ai_main
        from bench.ai import parse_pairings
        try:
            pairings = parse_pairings(args.pairing) if args.pairing is not None else None
        except ValueError as exc:
            parser.error(f"--pairing: {exc}")
        return ai_main(json_output=args.json, games=args.games or 6, scale=args.scale or 1.0,
                       only=args.only.split(",") if args.only else None,
                       seats=args.seats, pairings=pairings, first_seed=args.first_seed,
                       clock=args.clock, ratings=args.ratings,
                       options=args.game_options, balance=args.balance,
                       king_squares=args.king_squares)
    if args.load:
        from bench.load import CLOCK_EVERY, COMPUTER_ONLY
        from bench.load import main as load_main
        clocked = CLOCK_EVERY if args.clocked is None else args.clocked
        computer_only = args.computer_only if args.computer_only is not None else \
            (COMPUTER_ONLY if args.computers and args.processes == 1 else 0)
        return load_main(matches_list=args.matches, moves=args.moves or 2000, think=args.think,
                         json_output=args.json, soak=args.soak, database=args.database,
                         processes=args.processes, clock_every=clocked,
                         computer_every=args.computers, computer_only=computer_only,
                         render_workers=args.workers)
    from bench.run import main as bench_main
    return bench_main(json_output=args.json, moves=args.moves or 300, database=args.database,
                      workers=args.workers)


def _rules(game_id: str | None, locale: str = "en") -> int:
    from bot.rules import rules_markdown
    from games import GAMES, get_game
    from games.text import seat_count

    if not game_id:
        for game in GAMES.values():
            print(f"{game.id:14} {game.title} ({seat_count(game.min_seats, game.max_seats)})")
        return 0
    try:
        print(rules_markdown(get_game(game_id), locale))
    except KeyError as exc:
        print(exc.args[0], file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
