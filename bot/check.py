"""``petri check``: validate the config, the token's shape, the database and the fonts, offline.

Nothing here connects to Discord: a well-shaped token may still be refused
there (``petri run`` says so).  One line per check, ``ok`` or ``FAIL`` with
what to fix; the exit status is 0 only when every check passed.
"""

from __future__ import annotations

import asyncio
from typing import Callable

from bot.app import StartupError, open_database, read_config
from bot.database import redact
from bot.config import Config, parse_listen, token_problem, token_user_id


def check_token(config: Config) -> str:
    """What the token check found; raises ``StartupError`` when there is no usable token."""
    if not config.token:
        raise StartupError("no token: set DISCORD_TOKEN or token in the config file")
    if problem := token_problem(config.token):
        raise StartupError(problem)
    return f"well-formed, for bot user {token_user_id(config.token)} (Discord is not asked)"


def check_database(config: Config) -> str:
    """Open (create, migrate) and close the database; raises ``StartupError`` when it cannot."""
    asyncio.run(open_database(config))
    return f"{redact(config.database)} opened and migrated"


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


CHECKS: tuple[tuple[str, Callable[[Config], str]], ...] = (
    ("token", check_token), ("database", check_database), ("fonts", check_fonts),
    ("metrics", check_metrics))


def check(args) -> int:
    """Run every check on ``args.config``; prints one line each; returns 0 when all passed."""
    try:
        config = read_config(args.config)
    except StartupError as exc:
        print(f"FAIL  {exc}")
        return 1
    print(f"ok    config: {args.config or 'config.toml (or the defaults when it is absent)'}")
    failed = 0
    for name, run in CHECKS:
        try:
            print(f"ok    {name}: {run(config)}")
        except StartupError as exc:
            failed += 1
            print(f"FAIL  {name}: {exc}")
    return 1 if failed else 0
