"""The ``hints`` host option: ``hints=on`` makes a casual match that allows hints.

Read by the host when a match is created (``MatchHost.create``), so that a bad value is
refused before the lobby exists; ``bot.learning.hints`` decides, from what is stored here,
whether a seat may ask for a hint.
"""

from __future__ import annotations

from bot.core import HostError
from games.message import Msg
from games.options import split_host_options

#: Words ``hints=`` accepts.
ON, OFF = ("on", "yes", "true", "1"), ("off", "no", "false", "0")


def hints_extra(options: str | None) -> dict[str, bool]:
    """``match.extra`` entries for the ``hints`` host option in ``options`` text: with
    ``hints=on`` the match allows hints and is unrated (casual); ``{}`` otherwise.
    ``HostError`` for a value that is neither on nor off."""
    try:
        _, host_opts = split_host_options(options)
    except Exception:  # validate_options words bad option text; nothing to add here
        return {}
    value = host_opts.get("hints")
    if value is None or value.lower() in OFF:
        return {}
    if value.lower() in ON:
        return {"hints": True, "unrated": True}
    raise HostError(Msg("host-bad-hints", value=value))
