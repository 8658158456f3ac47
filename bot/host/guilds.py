"""Per-server settings that game-masters change with ``/gm config``."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields

from bot.storage.repos import guilds as guild_rows
from bot.storage.store import Store


@dataclass
class GuildSettings:
    """One server's Petri settings.

    ``gm_role_id``: members with this role are game-masters (as are members
    with Manage Server); ``channels``: channel ids where matches may start
    (empty: anywhere); ``defaults``: game id → options text added before the
    player's own; ``zombie_after``: time-outs in one match before a seat
    becomes a zombie; ``abandon_after``: seconds without any change before a
    running match is aborted; ``lobby_ttl``: seconds a lobby or challenge
    stays open; ``rate_computer_games``: matches with a computer seat count for the
    people's ratings (off by default: a computer's strength is not a person's);
    ``language``: the language of the server's channel posts (``"en"``, ``"de"``, ``"es"``),
    ``None`` for the server's preferred locale; ``away_days``: the days of time
    away (``/away``, ``bot.host.away``) each member may take per calendar year, 0 for none;
    ``turn_cards``: each turn is posted as one card (Components V2: picture, whose turn, last
    move and controls in one container, ``bot.adapter.card``) instead of a text post with
    the picture attached (off by default: the plain post is what older clients and the
    server's own tools read); a match opened while it is on has its card in the channel as
    one such card too, for good (``MATCH_CARD_V2``).
    """

    gm_role_id: int | None = None
    channels: list[int] = field(default_factory=list)
    defaults: dict[str, str] = field(default_factory=dict)
    zombie_after: int = 3
    abandon_after: float = 14 * 86400.0
    lobby_ttl: float = 3600.0
    rate_computer_games: bool = False
    language: str | None = None
    away_days: int = 30
    turn_cards: bool = False


#: The key of ``MatchRow.extra`` marking a match whose card in its channel (lobby, players,
#: status, the thread's link) is one Components V2 card (``bot.adapter.card.match_layout``):
#: set when it is opened where ``turn_cards`` is on, and kept, because Discord cannot turn a
#: V2 message back into an embed.
MATCH_CARD_V2 = "card_v2"


async def load(store: Store, guild_id: int | None) -> GuildSettings:
    """The settings of ``guild_id`` (defaults when none are stored or outside a server)."""
    if guild_id is None:
        return GuildSettings()
    stored = await guild_rows.settings_json(store, guild_id)
    if stored is None:
        return GuildSettings()
    known = {f.name for f in fields(GuildSettings)}
    data = {k: v for k, v in json.loads(stored).items() if k in known}
    return GuildSettings(**data)


async def save(store: Store, guild_id: int, settings: GuildSettings) -> None:
    """Store ``settings`` for ``guild_id`` (inside the caller's transaction, if any)."""
    data = json.dumps(asdict(settings), sort_keys=True)
    await guild_rows.save(store, guild_id, settings.gm_role_id, data)
