"""``Observer``: what the host and the adapter report as they work, for metrics and logs.

The host and the adapter call these hooks; they never import a metrics
library.  This base class writes each event as a log record with the
structured fields ``match_id``, ``guild_id``, ``game`` and ``event``
(``log_format = "json"`` prints them); ``bot/ops/metrics.py`` subclasses it to
count.  No hook receives move text or anything else secret.
"""

from __future__ import annotations

import logging

from bot.storage.store import MatchRow

log = logging.getLogger("petri.events")


class Observer:
    """Hooks for events; ``game`` is a game id, or ``None`` when no match was found."""

    def moved(self, match: MatchRow, seconds: float) -> None:
        """A move was committed on ``match`` after ``seconds`` (validate, apply, commit)."""
        log.debug("move applied in %.1f ms", seconds * 1000,
                  extra={"event": "move", "match_id": match.id, "guild_id": match.guild_id,
                         "game": match.game})

    def refused(self, game: str | None) -> None:
        """A move was refused (illegal, stale, not the caller's turn...)."""
        log.debug("move refused", extra={"event": "refusal", "game": game})

    def failed(self, game: str | None) -> None:
        """A move failed with an unexpected error (logged where it is handled)."""

    def dm_failed(self) -> None:
        """A direct message could not be delivered (DMs closed, or Discord refused it)."""
