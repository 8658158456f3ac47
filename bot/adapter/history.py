"""History and replays: ``/history``, ``/replay`` and the animated replay at the end of a match.

Secrets: the move log keeps a secret move's text (the engine needs it to
replay), but nothing here ever shows it.  An entry is secret when its kind
is ``secret`` *or* replaying it with the engine produces an event with
``private`` lines (so a move the host or an opponent played for a seat
during a secret step — ``timeout``, ``zombie``, ``proxy`` — is hidden too);
if the log cannot be replayed, only ``move`` texts are shown.  Pictures
(``/replay`` and the GIF) are drawn from public views only
(``game.view(state, None)``).

Numbering: a ply's number is its position in the game as it was played
(0 is the start), the number ``/replay ply:`` takes and the board files use.
Taken-back plies keep their number, struck through, and the plies played
after the take-back reuse those numbers.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Callable
from dataclasses import dataclass

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapter import access, delivery, words
from bot.adapter.access import channel_of, host_of
from bot.adapter.served import Served
from bot.host.match_host import HostError, MatchHost
from bot.host.pace import pace_of
from bot.host.replay import APPLY_KINDS, PLY_KINDS, play_entry, start_state
from bot.host.seat_names import roster, shown_name
from bot.storage.store import MatchRow, MoveRow
from games import Game
from games.message import Msg
from render.animation import MAX_FRAMES

log = logging.getLogger("petri.discord")

MESSAGE_LIMIT = 2000
NO_PINGS = discord.AllowedMentions.none()


# -- the log as people read it ------------------------------------------------------------
@dataclass
class HistoryEntry:
    """One log entry, with what history needs to show it safely.

    ``number`` is the ply's position (``None`` for take-backs and
    game-master entries); ``secret`` says the entry's text must never be
    shown; ``undone`` that a later take-back removed it.
    """

    row: MoveRow
    number: int | None
    secret: bool
    undone: bool = False


def read_log(game: Game, names: list[str], options: str, seed: int,
             log_rows: list[MoveRow], map_text: str | None = None) -> list[HistoryEntry]:
    """Walk the log as ``bot.host.replay.positions`` does, noting numbers, take-backs and secrets.

    Undone entries are replayed too (while they were live), so their
    secrecy is known from their own events.
    """
    entries: list[HistoryEntry] = []
    live: list[HistoryEntry] = []
    try:
        state = start_state(game, names, options, seed, map_text)
    except Exception:  # a log that no longer fits the engine: fall back to kinds
        state = None
    states = [state]
    for row in log_rows:
        if row.kind == "undo":
            try:
                count = max(0, int(row.text))
            except ValueError:
                count = 0
            count = min(count, len(live))
            for taken in live[len(live) - count:]:
                taken.undone = True
            del live[len(live) - count:]
            del states[len(states) - count:]
            entries.append(HistoryEntry(row, None, False))
        elif row.kind in PLY_KINDS:
            secret = row.kind == "secret" or (row.kind in APPLY_KINDS and row.kind != "move")
            if states[-1] is not None:
                try:
                    new_state, events = play_entry(game, states[-1], row)
                    secret = row.kind == "secret" or any(e.get("private") for e in events)
                except Exception:
                    new_state = None
            else:
                new_state = None
            entry = HistoryEntry(row, len(states), secret)
            states.append(new_state)
            live.append(entry)
            entries.append(entry)
        else:
            entries.append(HistoryEntry(row, None, False))
    return entries


def _code(text: str) -> str:
    """Move text in an inline code span (a backtick inside would end it)."""
    return "`" + text.replace("`", "ˋ").strip()[:200] + "`"


def what(entry: HistoryEntry, locale: str | None = None) -> str:
    """What an entry did, in words (``locale``; default the channel's); a secret entry's text is
    never part of it."""
    return words.for_channel(_what(entry), locale)


def _what(entry: HistoryEntry, game_id: str | None = None) -> Msg | str:
    row = entry.row
    kind, text = row.kind, row.text
    if entry.secret:
        if kind == "timeout":
            return Msg("history-timeout-secret")
        if kind in ("zombie", "proxy"):
            return Msg("history-played-for-them-secret")
        return Msg("history-secret")
    if kind in _MOVE_KINDS:
        # A move a button words ("Farbe Rot") is told in those words, its notation beside them.
        said = words.move_words(game_id, text)
        move = Msg("history-move-worded", said=said, move=_code(text)) if said is not None else _code(text)
        return Msg(_MOVE_KINDS[kind], move=move)
    if kind in _DONE_KINDS:
        return _DONE_KINDS[kind]
    if kind == "undo":
        try:
            count = int(text)
        except ValueError:
            return Msg("history-took-back-some")
        return Msg("history-took-back", count=count)
    if kind.startswith("gm:"):
        note = text.strip()
        return Msg("history-game-master", note=_HOST_WORDS.get(note) or discord.utils.escape_mentions(note[:300]))
    return kind  # an unknown kind: say what it was, never its text


#: A game-master's note the host wrote itself (no reason typed), stored as English text:
#: worded for the reader instead.  Anything else is the game-master's own words.
_HOST_WORDS = {"no reason given": Msg("host-no-reason"), "decided by a game-master": Msg("tournament-decided-by-gm")}

#: Entries that played a move (shown as code), by kind: the message that says how.
_MOVE_KINDS = {"move": "history-played", "timeout": "history-timeout", "zombie": "history-zombie",
               "proxy": "history-proxy"}
#: Entries that say all there is by their kind.
_DONE_KINDS = {"resign": Msg("history-resigned"), "forfeit": Msg("history-forfeited"),
               "pass": Msg("history-lost-turn")}


def who(match: MatchRow, row: MoveRow, locale: str | None = None) -> str:
    """The seat's name, else the acting user as a (non-pinging) mention, else "host"."""
    if row.seat is not None and 0 <= row.seat < len(match.seats):
        return words.for_channel(shown_name(match, row.seat, delivery.plain), locale)
    if row.user_id is not None:
        return f"<@{row.user_id}>"
    return words.for_channel(Msg("history-host"), locale)


def history_line(match: MatchRow, entry: HistoryEntry, locale: str | None = None) -> str:
    """``3. alice — played `ACG` — <t:…:R>`` (struck through when taken back)."""
    number = f"{entry.number}." if entry.number is not None else "·"
    body = Msg("history-entry", number=number, who=who(match, entry.row, locale), what=_what(entry, match.game))
    if entry.undone:
        body = Msg("history-entry-undone", entry=body)
    return words.for_channel(Msg("history-line", entry=body, when=f"<t:{int(entry.row.at)}:R>"), locale)


def _more(n: int, page: int, locale: str | None = None) -> str:
    return words.for_channel(Msg("history-more", count=n, page=str(page)), locale)


def paginate(header: str, lines: list[str], *, limit: int = MESSAGE_LIMIT,
             more: Callable[[int, int], str] = _more) -> list[str]:
    """Split ``lines`` into messages of at most ``limit`` characters, each starting with ``header``.

    Every page but the last ends with ``more(n, page)`` (``n``: lines after this
    page, ``page``: the next page's number).  A single line too long for
    a page is cut.
    """
    reserve = len(more(10**6, 10**4)) + 1
    room = limit - len(header) - 1 - reserve
    pages: list[list[str]] = [[]]
    used = 0
    for line in lines:
        line = line if len(line) <= room else line[:room - 1] + "…"
        if pages[-1] and used + len(line) + 1 > room:
            pages.append([])
            used = 0
        pages[-1].append(line)
        used += len(line) + 1
    out = []
    shown = 0
    for i, page in enumerate(pages):
        shown += len(page)
        body = [header, *page]
        if i + 1 < len(pages):
            body.append(more(len(lines) - shown, i + 2))
        out.append("\n".join(body))
    return out


async def history_entries(host: MatchHost, match: MatchRow) -> list[HistoryEntry]:
    """The match's log read for history (empty before the match starts)."""
    rows = await host.history(match.id)
    if match.state is None:
        return [HistoryEntry(r, None, r.kind in APPLY_KINDS and r.kind != "move") for r in rows]
    names = [match.state["seats"][i] for i in range(len(match.seats))]
    return read_log(host.game_of(match), names, match.options, match.seed, rows, match.extra.get("map_text"))


async def history_pages(host: MatchHost, match: MatchRow, locale: str | None = None) -> list[str]:
    """The messages ``/history`` shows for ``match``, one per page, in ``locale`` (a public
    answer: the server's language; default English)."""
    game = host.game_of(match)
    players = roster(match, delivery.plain)
    header = words.for_channel(Msg("history-header", match=str(match.id), game=game.title, players=players,
                                   status=Msg("play-status", status=match.status)), locale)
    if (pace := pace_of(match)) is not None:
        header += "\n" + words.for_channel(Msg("pace-line", pace=Msg("pace-name", pace=pace)), locale)
    entries = await history_entries(host, match)
    if not entries:
        return [header + "\n" + words.for_channel(Msg("history-no-moves"), locale)]

    def more(n: int, page: int) -> str:
        return words.for_channel(Msg("history-more-command", count=n, match=str(match.id), page=str(page)), locale)
    return paginate(header, [history_line(match, e, locale) for e in entries], more=more)


async def match_for_history(interaction: discord.Interaction, match_id: int | None) -> MatchRow:
    """``match_id``; else the channel's match if it has started, else the channel's latest
    started match (usually finished); in DMs, the caller's only active match."""
    if match_id is not None or interaction.guild is None:
        return await access.resolve_match(interaction, match_id)
    host = host_of(interaction)
    if (threaded := await host.thread_match(channel_of(interaction), interaction.guild_id)) is not None:
        return threaded     # in a match's thread: that match
    active = await host.active_in_channel(channel_of(interaction))
    if active is not None and active.state is not None:
        return active
    for match in await host.matches_in_channel(channel_of(interaction)):
        if match.state is not None:
            return match
    if active is not None:
        return active
    raise HostError(Msg("history-none-in-channel"))


# -- commands ----------------------------------------------------------------------------


class HistoryCog(Served, commands.Cog, name="History"):
    """The cog of a match's moves and earlier positions: ``/history``, ``/replay``.  ``bot``: the ``PetriBot`` it
    serves (``None``: only its commands are read, as ``bot.adapter.all_commands`` does)."""

    @app_commands.command(name="history", description="The moves of a match: who played what, and when")
    @app_commands.describe(match="match number (default: this channel's match, or its latest one)",
                           page="page of a long history (default: the first)")
    async def history(self, interaction: discord.Interaction, match: int | None = None,
                      page: app_commands.Range[int, 1] = 1) -> None:
        """``/history``: the moves of a match, secrets masked."""
        found = await match_for_history(interaction, match)
        host = self.host
        pages = await history_pages(host, found, await words.server_locale(self.bot, host.store,
                                                                           found.guild_id))
        if page > len(pages):
            raise HostError(Msg("history-bad-page", match=str(found.id), count=len(pages)))
        await interaction.response.send_message(pages[page - 1], allowed_mentions=NO_PINGS)

    @app_commands.command(name="replay", description="Show an earlier position of a match (public view)")
    @app_commands.describe(match="match number (default: this channel's match, or its latest one)",
                           ply="0 is the start (default: the latest position)")
    async def replay(self, interaction: discord.Interaction, match: int | None = None,
                     ply: int | None = None) -> None:
        """``/replay``: the public board at an earlier ply."""
        found = await match_for_history(interaction, match)
        host = self.host
        plies = await host.plies(found)
        last = len(plies)
        if ply is None:
            ply = last
        if not 0 <= ply <= last:
            raise HostError(Msg("history-bad-ply", match=str(found.id), last=str(last), ply=str(ply)))
        await interaction.response.defer(thinking=True)
        # Only the first ``ply`` plies are replayed, and in a picture worker: a ply early in a
        # long game is quick, and no replay holds the event loop.
        position = await host.position_after(found, plies[:ply])
        game = host.game_of(found)
        view = game.view(position.state, None)
        png = await host.pictures.board_png(found.game, dict(view, locale=words.interaction_locale(interaction)))
        if position.entry is None:
            caption = Msg("history-the-start")
        else:
            # Secret as in ``read_log``: its kind says so, or replaying it told someone a secret.
            secret = position.entry.kind == "secret" or any(e.get("private") for e in position.events)
            caption = Msg("history-caption", who=who(found, position.entry),
                          what=_what(HistoryEntry(position.entry, ply, secret), found.game))
        file = discord.File(io.BytesIO(png), filename=f"petri-{found.id}-replay-ply{ply}.png",
                            description=words.for_interaction(interaction, game.describe(view))[:1024])
        said = Msg("history-replay-caption", match=str(found.id), ply=str(ply), last=str(last), caption=caption)
        await interaction.followup.send(words.for_interaction(interaction, said)[:MESSAGE_LIMIT],
                                        file=file, allowed_mentions=NO_PINGS)


# -- the animated replay at the end ---------------------------------------------------------
async def post_replay(client: discord.Client, host: MatchHost, match: MatchRow,
                      channel: discord.abc.Messageable | None = None) -> discord.Message | None:
    """Post the animated replay (GIF, public views only) of ``match`` to ``channel``.

    ``channel`` defaults to the match's channel.  The GIF is drawn by a
    picture worker and kept under Discord's 8 MiB upload limit
    (``render.animation.replay_gif``).  Best effort: the match is over and
    committed, so any failure (drawing, upload) is logged and ``None``
    returned, never raised into the move's announcement.
    """
    try:
        plies = await host.plies(match)
        # A long game is sampled before its views are even built (as replay_gif would).
        locale = await words.server_locale(client, host.store, match.guild_id)
        views = await host.public_views(match, plies, frames=MAX_FRAMES)
        gif = await host.pictures.replay_gif(match.game, [dict(v, locale=locale) for v in views])
        if channel is None:
            channel = await delivery.match_channel(client, match)
        if channel is None:
            return None
        game = host.game_of(match)
        board = words.for_channel(game.describe(views[-1]), locale)  # lines, not a list of words
        alt = words.for_channel(Msg("history-replay-alt", count=len(plies), board=board), locale)
        file = discord.File(io.BytesIO(gif), filename=f"petri-{match.id}-replay.gif",
                            description=alt[:1024])
        return await channel.send(words.for_channel(Msg("history-replay-post", match=str(match.id)), locale), file=file,
                                  allowed_mentions=NO_PINGS)
    except discord.HTTPException as refused:
        # Discord refused it (the channel's permissions, an outage): said once, without a
        # traceback — the match itself is over and recorded.
        log.warning("could not post the replay of match %s: Discord answered %s", match.id, refused.status)
        return None
    except Exception:
        log.exception("could not post the replay of match %s", match.id)
        return None


__all__ = ["HistoryCog", "HistoryEntry", "history_pages", "paginate", "post_replay",
           "read_log"]
