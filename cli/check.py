"""``petri check``: validate the config, the token's shape, the database and the fonts, offline.

Nothing here connects to Discord: a well-shaped token may still be refused
there (``petri run`` says so).  One line per check, ``ok`` or ``FAIL`` with
what to fix; the exit status is 0 only when every check passed.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable
from pathlib import Path

from bot.adapter.threads import THREAD_PERMISSIONS, permission_names
from bot.ops.config import DEFAULT_PATH, Config, parse_listen, token_problem, token_user_id
from bot.storage.database import is_postgres, redact
from cli.app import StartupError, database_hint, open_database, read_config
from cli.invite import PERMISSIONS


def check_token(config: Config) -> str:
    """What the token check found; raises ``StartupError`` when there is no usable token."""
    if not config.token:
        raise StartupError("no token: set DISCORD_TOKEN or token in the config file")
    if problem := token_problem(config.token):
        raise StartupError(problem)
    return f"well-formed, for bot user {token_user_id(config.token)} (Discord is not asked)"


def check_database(config: Config) -> str:
    """Open (migrate) and close the database; raises ``StartupError`` when it cannot.

    An SQLite file that does not exist yet is not created (a check leaves no
    ``petri.db`` behind where it was run): its folder must exist and be
    writable, and ``petri run`` creates it there.
    """
    target = config.database
    if not is_postgres(target) and target != ":memory:" and not Path(target).exists():
        folder = Path(target).resolve().parent
        if not folder.is_dir() or not os.access(folder, os.W_OK | os.X_OK):
            raise StartupError(f"database {target}: cannot be created: the folder {folder} "
                               f"{'is not writable' if folder.is_dir() else 'does not exist'}; "
                               + database_hint(target))
        return f"{target} does not exist yet; petri run creates it in {folder} (writable)"
    asyncio.run(open_database(config))
    return f"{redact(target)} opened and migrated"


def check_fonts(config: Config) -> str:
    """Render one board; raises ``StartupError`` when Pillow lacks FreeType or rendering fails."""
    from PIL import features

    if not features.check("freetype2"):
        raise StartupError("Pillow was built without FreeType, so boards cannot be labelled; "
                           "install Pillow from PyPI wheels (pip install --force-reinstall pillow)")
    import render
    from games import get_game

    game = get_game("mitosis")
    state = game.new_state(["a", "b"], None, 1)
    try:
        png = render.board_png(game.id, game.view(state, None))
    except OSError as exc:
        raise StartupError(f"rendering a board failed ({exc}); reinstall Pillow") from None
    return f"Pillow with FreeType rendered a {game.title} board ({len(png)} bytes)"


def check_metrics(config: Config) -> str:
    """Describe the HTTP endpoint (the address was validated with the config)."""
    listen = parse_listen(config.metrics_listen)
    if listen is None:
        return "off ([metrics] listen is empty)"
    return f"/healthz and /metrics will listen on {config.metrics_listen}"


def check_permissions(config: Config) -> str:
    """What the bot must be granted (offline: what ``petri invite`` asks for), thread ones named."""
    threads = ", ".join(permission_names(THREAD_PERMISSIONS))
    return (f"invite with {', '.join(permission_names(PERMISSIONS))} (petri invite); without {threads} "
            "in a channel, matches there are played one at a time in the channel, not a thread each")


CHECKS: tuple[tuple[str, Callable[[Config], str]], ...] = (
    ("token", check_token), ("database", check_database), ("fonts", check_fonts),
    ("metrics", check_metrics), ("permissions", check_permissions))


def config_source(path: str | None) -> str:
    """Which config file was read: ``path``, config.toml, or none (defaults and environment)."""
    if path is not None:
        return path
    if Path(DEFAULT_PATH).is_file():
        return DEFAULT_PATH
    return f"no {DEFAULT_PATH} here: the defaults and the PETRI_* / DISCORD_TOKEN environment"


def check(args) -> int:
    """Run every check on ``args.config``; prints one line each; returns 0 when all passed."""
    try:
        config = read_config(args.config)
    except StartupError as exc:
        print(f"FAIL  {exc}")
        return 1
    print(f"ok    config: {config_source(args.config)}")
    failed = 0
    for name, run in CHECKS:
        try:
            print(f"ok    {name}: {run(config)}")
        except StartupError as exc:
            failed += 1
            print(f"FAIL  {name}: {exc}")
    return 1 if failed else 0
