"""How a match status reads to players: the stored status is an English keyword
(``bot.core.LOBBY``…), shown through its ``host-status-…`` message."""

from __future__ import annotations

from bot.core import ABORTED, CANCELLED, CHALLENGE, FINISHED, LOBBY, RUNNING
from games.message import Msg

#: A match status → its words (``i18n/locales/*/host.ftl``).
STATUS_WORDS = {LOBBY: Msg("host-status-lobby"), CHALLENGE: Msg("host-status-challenge"),
                RUNNING: Msg("host-status-running"), FINISHED: Msg("host-status-finished"),
                CANCELLED: Msg("host-status-cancelled"), ABORTED: Msg("host-status-aborted")}
