"""What every cog holds: the bot it serves, whose host, computer pool and post order it was
set up with.  Handlers read them here, never from ``interaction.client``.

A module of its own, importing nothing of the adapter, so every cog can use it without an
import circle."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from bot.adapter import PetriBot
    from bot.host.match_host import MatchHost
    from bot.workers.computer import ComputerPool

T = TypeVar("T")


def set_up(service: T | None, what: str) -> T:
    """``service`` once ``PetriBot.setup_hook`` made it; ``LookupError`` naming ``what`` before."""
    if service is None:
        raise LookupError(f"the bot's {what} is not set up; was setup_hook run?")
    return service


class Served:
    """The services of a cog.  ``bot``: the ``PetriBot`` it serves, set up (its host open);
    ``None`` when only the cog's commands are read (``bot.adapter.all_commands``), and then
    ``bot``, ``host`` and ``computers`` raise ``LookupError``."""

    def __init__(self, bot: PetriBot | None):
        self._bot = bot

    @property
    def bot(self) -> PetriBot:
        """The bot this cog serves."""
        if self._bot is None:
            raise LookupError("this cog was made only to read its commands")
        return self._bot

    @property
    def computers(self) -> ComputerPool:
        """The bot's computer pool (started by ``setup_hook``)."""
        return set_up(self.bot.computers, "computer pool")

    @property
    def host(self) -> MatchHost:
        """The bot's match host (open once ``setup_hook`` has run)."""
        return set_up(self.bot.host, "host")
