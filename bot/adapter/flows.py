"""What each command and button does, in Discord terms, on top of ``MatchHost``.

Handlers raise ``HostError`` for refusals; the central handler in
``bot.adapter.replies`` turns them into ephemeral messages.  Public posts only
ever carry the spectator view; a secret move's text is answered ephemerally
and never echoed in a channel.
"""

from __future__ import annotations

import contextlib
import logging
from typing import TYPE_CHECKING

import discord

import i18n
from bot.adapter import access, card, delivery, limits, notify, panel, threads, words
from bot.adapter.access import resolve_match
from bot.adapter.components import (
    ANY_VERSION,
    VERSIONED_ACTIONS,
    MatchButton,
    ProxySelect,
    buttons,
    move_buttons,
    secret_form,
)
from bot.adapter.hint import offer_hints
from bot.adapter.history import post_replay
from bot.adapter.levels import level_choice_text, map_balance_note
from bot.adapter.order import PostTurn
from bot.adapter.quick import quick_view
from bot.adapter.replies import PostFailed, committed, reply_private, reply_public
from bot.host import guilds, ratings, turns
from bot.host.clocks import ClockSpec
from bot.host.match_host import CHALLENGE, FINISHED, LOBBY, RUNNING, HostError, MatchHost, Outcome
from bot.host.notify import Preference
from bot.host.outbox import Refused, Waiting, retry_after
from bot.host.pace import pace_of
from bot.host.plan import Plan, ProxyAsk
from bot.host.ply_boards import PlyBoards, draw_ply_boards
from bot.host.seat_names import shown_name
from bot.storage.store import MatchRow, Seat
from games import get_game
from games.message import Msg
from games.text import seat_count

if TYPE_CHECKING:
    from bot.adapter import PetriBot

log = logging.getLogger("petri.discord")

#: The answer to a click on a component drawn for an older version of its match.
STALE = Msg("play-stale")


def seat_for(user: discord.abc.User) -> Seat:
    """The seat a Discord user takes (display name as the name in views)."""
    return Seat(user.id, user.display_name)


async def drawn_match(deliverer: Deliverer, interaction: discord.Interaction,
                      match_id: int, drawn: int | None) -> MatchRow | None:
    """The match a component acts on, if the caller may reach it and the component is fresh.

    Fresh means drawn for the match's current board (``MatchHost.board_version``).
    A component drawn for an older one (or with no version) is refused
    privately with the current board (and the caller's current controls), and
    ``None`` is returned: nothing changes.  ``ANY_VERSION`` components (a
    simultaneous secret step) are always fresh; the engine refuses a step no
    longer owed.  Raises ``HostError`` for a match the caller cannot reach.
    """
    match = await access.match_by_id(interaction, match_id)
    if drawn == ANY_VERSION or (drawn is not None and drawn == MatchHost.board_version(match)):
        return match
    await private_board(deliverer, interaction, match, STALE)
    return None


async def press(deliverer: Deliverer, interaction: discord.Interaction,
                match_id: int, drawn: int | None, action: str) -> None:
    """A ``MatchButton`` was pressed: resolve its match here, then run the action's flow.

    Undo answers carry the version of the request they were drawn for: one
    for an older request is refused as stale (with no request open, the host
    says so).
    """
    match = await access.match_by_id(interaction, match_id)
    request = match.extra.get("undo")
    if action in VERSIONED_ACTIONS and request is not None and request.get("version") != drawn:
        await private_board(deliverer, interaction, match, STALE)
        return
    await _run_button(deliverer, interaction, match.id, action)


# -- lobby and challenge --------------------------------------------------------
def card_facts(match: MatchRow, locale: str | None = None) -> card.MatchFacts:
    """What the lobby / challenge card says of ``match``: game, options, players, status and
    what to do next, in the words of ``locale`` (the channel's: ``words.for_channel``)."""
    def say(value) -> str:
        return words.for_channel(value, locale)

    game = get_game(match.game)
    fields: list[tuple[str, str, bool]] = []
    # The card names players: a mention in an embed shows as a raw <@id> in many clients.
    # Room left matters only while people may join ("Players (2/8)" against Petri).
    players = (Msg("play-card-field-players-room", count=len(match.seats), most=game.max_seats)
               if match.status == LOBBY else Msg("play-card-field-players"))
    fields.append((say(players), "\n".join(f"{i + 1}. {say(shown_name(match, i, delivery.plain))}"
                                           for i in range(len(match.seats))) or say(Msg("play-card-nobody")), True))
    pairs = game.teams(game.parse_options(match.options), game.max_seats if match.status == LOBBY
                       else len(match.seats))
    if pairs:
        fields.append((say(Msg("play-card-field-teams")), "\n".join(
            " + ".join(say(shown_name(match, s, delivery.plain)) if s < len(match.seats)
                       else say(Msg("play-card-open-seat", seat=str(s + 1)))
                       for s in pair) for pair in pairs), True))
    fields.append((say(Msg("play-card-field-options")),
                   f"`{match.options}`" if match.options else say(Msg("play-card-defaults")), True))
    if match.extra.get("hints"):
        # Joining or accepting a hints=on match is agreeing to hints (and no rating).
        fields.append((say(Msg("play-card-field-hints")), say(Msg("play-card-hints-on")), True))
    if match.extra.get("map_name"):
        fields.append((say(Msg("play-card-field-map")), say(Msg("play-card-map-loaded", map=match.extra["map_name"])),
                       True))
    elif match.game == "genetess":   # a shipped map measured to favour one seat says so
        shipped = game.parse_options(match.options).get("map")
        note = map_balance_note(match.game, shipped or ("duel" if len(match.seats) <= 2 else "quad"))
        if note:
            fields.append((say(Msg("levels-seat-balance")), say(note), False))
    spec = match.extra.get("clock_spec")
    if spec is not None:
        fields.append((say(Msg("play-card-field-clock")), say(ClockSpec(*spec).describe()), True))
    if (pace := pace_of(match)) is not None:     # a quick match or a daily one, at a glance
        fields.append((say(Msg("pace-field")), say(Msg("pace-name", pace=pace)), True))
    if ratings.seed_unrated(match):
        fields.append((say(Msg("play-card-field-unrated")), say(Msg("play-card-unrated-seed")), False))
    footer = (say(Msg("play-card-footer", seats=seat_count(game.min_seats, game.max_seats)))
              if match.status == LOBBY else None)
    return card.MatchFacts(title=say(Msg("play-card-title", game=game.title, match=str(match.id))),
                           status=say(Msg("play-card-status", status=match.status)), fields=fields, footer=footer)


def lobby_embed(match: MatchRow, locale: str | None = None) -> discord.Embed:
    """The lobby / challenge card as an embed (``card_facts`` of ``match`` in ``locale``)."""
    facts = card_facts(match, locale)
    embed = discord.Embed(title=facts.title, description=facts.status, colour=discord.Colour.teal())
    for name, value, inline in facts.fields:
        embed.add_field(name=name, value=value, inline=inline)
    if facts.footer is not None:
        embed.set_footer(text=facts.footer)
    return embed


def match_card(match: MatchRow, locale: str | None = None, *, lead: str | None = None,
               controls: discord.ui.View | None = None, edit: bool = False) -> dict:
    """The message arguments of ``match``'s card in its channel (the lobby or challenge card,
    which then says the match started, links its thread and shows its result), in ``locale``.

    ``lead``: a line above the card ("Started!", the thread's link, the result); ``controls``:
    its buttons.  A match opened where the server wanted one card per turn
    (``guilds.MATCH_CARD_V2`` in its ``extra``) has a Components V2 card (``card.match_layout``:
    everything, buttons too, in one container, a ``view`` and nothing else); any other the
    embed (``lobby_embed``) with ``lead`` as content and ``controls`` below.  ``edit``: the
    arguments redraw the card, so an embed card without ``controls`` loses its buttons (a
    sent one simply has none); a ``lead`` of ``None`` keeps an embed card's content.
    """
    if match.extra.get(guilds.MATCH_CARD_V2):
        return {"view": card.match_layout(card_facts(match, locale), lead, controls)}
    kwargs: dict = {"embed": lobby_embed(match, locale)}
    if lead is not None:
        kwargs["content"] = lead
    if controls is not None or edit:
        kwargs["view"] = controls
    return kwargs


LOBBY_BUTTONS = ("join", "leave", "start", "cancel", "computer")


async def open_match(deliverer: Deliverer, interaction: discord.Interaction, game_id: str, options: str | None,
                     opponent: discord.Member | None, level: str = "normal", pace: str | None = None) -> None:
    """``/play``: open a lobby, challenge ``opponent`` directly, or play Petri itself
    (``opponent`` is the bot: a computer seat at ``level``, started at once); ``pace``: a
    named clock (``bot.host.pace``)."""
    host = deliverer.host
    me = deliverer.client.user
    if opponent is not None and me is not None and opponent.id == me.id:
        await play_the_computer(deliverer, interaction, game_id, options, level, pace)
        return
    if opponent is not None and opponent.bot:
        raise HostError(Msg("play-no-other-bots"))
    threaded, fallback = threads.plan(interaction, deliverer.client.thread_notices)
    match = await host.create(channel_id=interaction.channel_id, guild_id=interaction.guild_id,
                              game_id=game_id, options=options, creator=seat_for(interaction.user),
                              opponent=seat_for(opponent) if opponent else None, threaded=threaded,
                              pace=pace)
    locale = await words.server_locale(deliverer.client, host.store, match.guild_id)
    if match.status == CHALLENGE:
        challenge = words.for_channel(Msg("play-challenge", invited=f"<@{match.invited}>",
                                          challenger=f"<@{match.created_by}>", game=get_game(match.game).title),
                                      locale)
        await interaction.response.send_message(
            **match_card(match, locale, lead=challenge, controls=buttons(match.id, "accept", "decline", locale=locale)),
            allowed_mentions=delivery.seat_mentions(match))
    else:
        await interaction.response.send_message(**match_card(match, locale, controls=buttons(
            match.id, *LOBBY_BUTTONS, locale=locale)))
    # Remember the card, so an expired lobby can lose its buttons.
    card = await interaction.original_response()
    async with host.store.transaction():
        await host.store.set_board_message(match.id, card.id)
    if fallback:
        await interaction.followup.send(words.for_channel(fallback, locale))


async def play_the_computer(deliverer: Deliverer, interaction: discord.Interaction, game_id: str,
                            options: str | None, level: str, pace: str | None = None) -> None:
    """``/play opponent:@Petri``: a match against the computer at ``level``, started at once."""
    host = deliverer.host
    threaded, fallback = threads.plan(interaction, deliverer.client.thread_notices)
    match = await host.create(channel_id=interaction.channel_id, guild_id=interaction.guild_id,
                              game_id=game_id, options=options, creator=seat_for(interaction.user),
                              threaded=threaded, pace=pace)
    try:
        await host.add_computer(match.id, interaction.user.id, computer_seat(deliverer.client), level)
        outcome = await host.start(match.id, interaction.user.id)
        committed(interaction, match.id)
    except HostError:
        await host.cancel(match.id, interaction.user.id)  # not a lobby nobody asked for
        raise
    locale = await words.server_locale(deliverer.client, host.store, match.guild_id)
    started = words.for_channel(Msg("play-started-computer", level=Msg("play-level", level=level)), locale)
    with deliverer.client.posts.reserve(outcome.match.id) as turn:
        await interaction.response.send_message(**match_card(outcome.match, locale, lead=started))
        if fallback:
            await interaction.followup.send(words.for_channel(fallback, locale))
        if threaded:
            card = await interaction.original_response()
            async with host.store.transaction():
                await host.store.set_board_message(match.id, card.id)
            outcome.match.board_message_id = card.id
            outcome.match = await threads.open_thread(deliverer.client, host, outcome.match, match_card,
                                                      started, locale)
        await deliverer.announce(outcome, turn=turn)
    await offer_hints(interaction, outcome.match, level)


def computer_seat(client: discord.Client) -> Seat:
    """The bot's own user as a seat, named for the product whatever the application is
    called (its level is kept apart when it sits down and shown with the name: "Petri (normal)").
    Raises ``LookupError`` before the bot has logged in (it has no user yet)."""
    if client.user is None:
        raise LookupError("the bot has not logged in: it has no user to seat")
    return Seat(client.user.id, "Petri")


async def add_computer(deliverer: Deliverer, interaction: discord.Interaction, match_id: int, level: str) -> None:
    """A level button of "Add computer": the computer takes the next seat of the lobby."""
    host = deliverer.host
    match = await host.add_computer(match_id, interaction.user.id, computer_seat(deliverer.client), level)
    await reply_private(interaction, words.for_interaction(
        interaction, Msg("play-computer-joined", level=Msg("play-level", level=level), match=str(match.id))))
    channel = await delivery.match_channel(deliverer.client, match)
    if channel is not None and match.board_message_id is not None:
        locale = await card_locale(deliverer, match)
        with contextlib.suppress(discord.HTTPException):  # refresh the lobby card with the new player
            await channel.get_partial_message(match.board_message_id).edit(**match_card(
                match, locale, controls=buttons(match.id, *LOBBY_BUTTONS, locale=locale), edit=True))


async def _computer_levels(interaction: discord.Interaction, match_id: int) -> None:
    """The "Add computer" button: only the lobby's creator gets the level choice."""
    match = await access.match_by_id(interaction, match_id)
    if interaction.user.id != match.created_by:
        raise HostError(Msg("play-computer-only-creator"))
    locale = words.interaction_locale(interaction)
    await interaction.response.send_message(
        words.for_locale(level_choice_text(match.game, get_game(match.game).title), locale),
        view=buttons(match.id, "cpu-easy", "cpu-normal", "cpu-hard", locale=locale), ephemeral=True)


async def _close_card(channel, match: MatchRow, locale: str) -> None:
    """Take the buttons off a lobby or challenge card that expired or a game-master closed (it may be gone: fine);
    ``locale``: the server's language."""
    if match.board_message_id is None or channel is None:
        return
    with contextlib.suppress(discord.HTTPException):
        await channel.get_partial_message(match.board_message_id).edit(
            **match_card(match, locale, lead=words.for_channel(Msg("play-card-closed"), locale), edit=True))


async def card_locale(deliverer: Deliverer, match: MatchRow) -> str:
    """The language of ``match``'s cards and posts: its server's (``words.server_locale``)."""
    return await words.server_locale(deliverer.client, deliverer.host.store, match.guild_id)


async def _refresh_lobby(deliverer: Deliverer, interaction: discord.Interaction, match: MatchRow) -> None:
    locale = await card_locale(deliverer, match)
    await interaction.response.edit_message(**match_card(match, locale, controls=buttons(
        match.id, *LOBBY_BUTTONS, locale=locale), edit=True))


async def join(deliverer: Deliverer, interaction: discord.Interaction, match_id: int) -> None:
    """The Join button: take a seat in the lobby and refresh its card."""
    await _refresh_lobby(deliverer, interaction, await deliverer.host.join(match_id, seat_for(interaction.user)))


async def leave(deliverer: Deliverer, interaction: discord.Interaction, match_id: int) -> None:
    """The Leave button: give up a lobby seat (the host leaving closes the lobby)."""
    match = await deliverer.host.leave(match_id, interaction.user.id)
    if match.status == LOBBY:
        await _refresh_lobby(deliverer, interaction, match)
    else:
        locale = await card_locale(deliverer, match)
        await interaction.response.edit_message(**match_card(
            match, locale, lead=words.for_channel(Msg("play-lobby-closed-by-host"), locale), edit=True))


async def cancel(deliverer: Deliverer, interaction: discord.Interaction, match_id: int) -> None:
    """The Cancel button: the host closes the lobby or withdraws the challenge."""
    match = await deliverer.host.cancel(match_id, interaction.user.id)
    locale = await card_locale(deliverer, match)
    await interaction.response.edit_message(**match_card(
        match, locale, lead=words.for_channel(Msg("play-cancelled"), locale), edit=True))


async def decline(deliverer: Deliverer, interaction: discord.Interaction, match_id: int) -> None:
    """The Decline button: the challenged player turns the challenge down."""
    match = await deliverer.host.decline(match_id, interaction.user.id)
    locale = await card_locale(deliverer, match)
    declined = words.for_channel(Msg("play-declined", player=f"<@{interaction.user.id}>"), locale)
    await interaction.response.edit_message(**match_card(match, locale, lead=declined, edit=True),
                                            allowed_mentions=discord.AllowedMentions.none())


async def start(deliverer: Deliverer, interaction: discord.Interaction, match_id: int) -> None:
    """Start button (lobby host) and Accept button (challenged player)."""
    host = deliverer.host
    outcome = await host.start(match_id, interaction.user.id)
    committed(interaction, match_id)
    locale = await card_locale(deliverer, outcome.match)
    started = words.for_channel(Msg("play-started"), locale)
    with deliverer.client.posts.reserve(outcome.match.id) as turn:
        await interaction.response.edit_message(**match_card(outcome.match, locale, lead=started, edit=True))
        outcome.match = await threads.open_thread(deliverer.client, host, outcome.match, match_card, started,
                                                  locale)
        await deliverer.announce(outcome, turn=turn)


# -- moves -------------------------------------------------------------------
class Deliverer:
    """Turns a host ``Plan`` into Discord calls for one bot: the public post (answering an
    interaction or in the match's place), then the asks, DMs and replay that follow it.

    ``client``: the bot that posts (its post order, board memory and poster); ``host``: the
    host whose plans it delivers.  It remembers the matches whose players were told that
    their channel refuses the bot's posts (once each).  ``PetriBot`` holds one
    (``bot.deliverer``); ``Deliverer.of`` finds it.
    """

    def __init__(self, client: PetriBot, host: MatchHost):
        self.client = client
        self.host = host
        #: Matches whose players were told their channel refuses the bot's posts (once each).
        self.told_refused: set[int] = set()

    @staticmethod
    def of(client: PetriBot, host: MatchHost) -> Deliverer:
        """The deliverer ``client`` holds for ``host`` (a new one for another host, or a client
        without one: a test's stand-in)."""
        held = getattr(client, "deliverer", None)
        return held if held is not None and held.host is host else Deliverer(client, host)

    async def announce(self, outcome: Outcome,
                       interaction: discord.Interaction | None = None, turn: PostTurn | None = None) -> None:
        """Deliver ``outcome``'s plan (``MatchHost.plan_of``): the public board, narration and
        whose turn; then the secret asks and private lines.

        With an ``interaction`` the post answers it; otherwise it goes to the
        match's channel.  The public board and the fog-of-war seats' changed boards are
        handed to the picture worker at once (``draw_ply_boards``); the
        posts wait for ``turn``: the outcome's place in its match's line of posts
        (``bot.adapter.order``), which a caller that awaits anything between the
        commit and this call takes right after the commit; by default it is
        taken now.  A failure after the commit raises ``PostFailed``; the plan stays owed
        and the poster posts it later (``bot.host.outbox``).
        """
        plan = self.host.plan_of(outcome)
        if turn is None:
            with self.client.posts.reserve(plan.match_id) as turn:
                await self.announce(outcome, interaction, turn)
            return
        try:
            await self._deliver(plan, outcome.match, interaction, turn, fresh=True)
        except PostFailed as failed:
            poster = getattr(self.client, "poster", None)
            if plan.stamps and poster is not None:
                # Waiting behind an earlier post: due at once, so the poster takes it with that one.
                await self.host.announce_later(plan, 0 if isinstance(failed.__cause__, Waiting) else retry_after(1))
                poster.arm(self.host.now() + retry_after(1))
            raise

    async def announce_all(self, outcomes: list[Outcome]) -> None:
        """Post what timed events did (clock expiry, reminders, zombies, expired lobbies).

        Plans of one match are merged into one post with the newest board
        (``Plan.then``), so a burst of automatic moves is one message, not a flood.
        """
        merged: dict[int, Outcome] = {}
        for outcome in outcomes:
            first = merged.setdefault(outcome.match.id, outcome)
            if first is not outcome:
                first.plan = self.host.plan_of(first).then(self.host.plan_of(outcome))
                first.match = outcome.match
        for outcome in merged.values():
            try:
                await self.announce(outcome)
            except PostFailed as failed:  # owed: the poster tries again; the other matches post now
                log.info("post of match %s failed (%s); it stays owed", failed.match_id,
                         type(failed.__cause__).__name__)

    async def deliver_owed(self, plan: Plan, attempt: int,
                           since: float | None = None) -> None:
        """The poster's delivery of an owed plan (``bot.host.outbox.Poster``) in its match's place
        (its thread, or the new one ``threads.post_place`` gives a match whose thread is gone).

        A post with the plan's ply stamp already there (an earlier try that got through before its
        process died or marked it done), in whichever language, is not posted again: the place is
        read from ``since`` on (no earlier try went out before then), oldest first, so however many
        messages came after it, it is found; when that read fails (5xx, 429) nothing is posted and
        the plan is tried again later.  Before posting, the try's start is stored as the next
        ``since``.  A plan the match has moved on from is posted as text, marked as late, without
        board or controls (they would be stale).  Raises ``Refused`` when there is nowhere to post
        or the bot may not post there.
        """
        match = await self.host.store.get_match(plan.match_id)
        if match is None:
            raise Refused("the match no longer exists")
        try:
            locale = await words.server_locale(self.client, self.host.store, match.guild_id)
            match, channel = await threads.post_place(self.client, self.host, match, match_card, locale)
            if channel is None:
                raise Refused(gone(match))
            fresh = self.host.board_version(match) == plan.version
            # The server's language may have changed since the earlier try (``/gm config
            # language:``): look for the post as every language words it, not only today's
            # (and the sandbox's pseudo-locale when that is today's).
            if await delivery.already_posted(self.client, channel, [_post_content(plan, on_time, said)
                                                               for said in dict.fromkeys((*i18n.LOCALES, locale))
                                                               for on_time in (True, False)], since):
                return
            await self.host.store.sending(plan.match_id, plan.stamps, self.host.now())
            with self.client.posts.reserve(match.id) as turn:
                try:
                    await self._deliver(plan, match, None, turn, fresh)
                except PostFailed as failed:
                    if isinstance(exc := failed.__cause__, Refused):
                        raise exc from None
                    if isinstance(exc, (discord.Forbidden, discord.NotFound)):
                        raise Refused(Msg("play-refused-answered", status=str(exc.status),
                                                   text=exc.text or type(exc).__name__)) from None
                    raise
        except Refused as refused:
            await self._tell_refused(match, refused.reason)
            raise

    async def _tell_refused(self, match: MatchRow, reason) -> None:
        """Where it can, the match says its channel refused its posts: each player gets one DM
        (once per match and process) naming the reason and how to see the board."""
        if match.id in self.told_refused:
            return
        self.told_refused.add(match.id)
        for user_id in dict.fromkeys(seat.user_id for seat in match.seats):
            await delivery.send_dm(self.client, self.host, user_id, content=words.for_dm(
                Msg("play-channel-refused", match=str(match.id), reason=reason),
                await words.user_locale(self.client, self.host.store, user_id)))

    async def _deliver(self, plan: Plan, match: MatchRow,
                       interaction: discord.Interaction | None, turn: PostTurn, fresh: bool) -> None:
        """Render ``plan`` of ``match`` (as committed, or now when not ``fresh``) into Discord calls.

        Raises ``PostFailed`` when the public post did not go out (the plan stays owed).  What
        follows the post (asks, DMs, the replay) is best effort: a failure there is logged, and
        the post, which everyone already sees, is not made again.
        """
        computer = frozenset([self.client.user.id]) if self.client.user is not None else frozenset()
        # The pictures' words: the channel's in the server's language, a fogged seat's in its reader's.
        locales = {note.user_id: await words.user_locale(self.client, self.host.store, note.user_id)
                   for note in plan.private if note.fogged and note.user_id not in computer}
        # The server's settings (its language, turn cards), read once for the post, its picture
        # and what follows it.
        settings = await guilds.load(self.host.store, match.guild_id)
        locale = words.locale_of_server(self.client, match.guild_id, settings)
        as_card = card.wanted(self.client, match, settings)
        boards = await draw_ply_boards(self.host, match, self.client.board_memory, board=plan.public.board and fresh,
                                       skip=computer, locale=locale, locales=locales)
        try:
            # The movers' /notify choices, read once for whom the post pings and whom a DM
            # tells: read while the worker draws, not before it is handed the boards.
            prefs = await notify.choices(self.host, plan)
            try:
                channel = await self._post_public(plan, match, interaction, turn, boards, fresh, locale,
                                                  as_card, prefs)
            except Exception as exc:
                raise PostFailed(plan.match_id, match.thread_id) from exc
            try:
                await self._after_post(plan, match, channel, boards, fresh, locale, prefs)
            except Exception as exc:
                # Only the type and place: a third-party message might quote a secret.
                log.error("after the post of match %s: %s", plan.match_id, type(exc).__name__,
                          exc_info=(type(exc), exc, exc.__traceback__))
        finally:
            boards.close()

    async def _post_public(self, plan: Plan, match: MatchRow,
                           interaction: discord.Interaction | None, turn: PostTurn, boards: PlyBoards,
                           fresh: bool, locale: str, as_card: bool, prefs: dict[int, Preference]):
        """The plan's public post (answering ``interaction``, else in the channel) in its turn;
        marks the plan's owed announcements done.  Returns the match's channel (``None`` if gone).
        The post speaks ``locale``, the server's language as ``_deliver`` read it
        (``words.server_locale``), as one card when ``as_card`` (``card.wanted``); it pings whom
        each seat's ``/notify`` choice lets it (``notify.pinged``; ``prefs`` as ``_deliver`` read
        them)."""
        mentions = delivery.mention_users(await notify.pinged(self.host, plan, prefs))
        kwargs = dict(content=_post_content(plan, fresh, locale), allowed_mentions=mentions)
        if boards.public is not None:
            await delivery.attach_board(kwargs, boards.public, match, self.host.describe(match), locale,
                                        getattr(self.host.pictures, "failures", None))
        if fresh and (controls := _controls_of(plan, locale, self.host.game_of(match).move_label,
                                               match.game)) is not None:
            kwargs["view"] = controls
        elif fresh and match.status == FINISHED:   # the end-of-match post: the players may play again
            kwargs["view"] = buttons(match.id, "rematch", locale=locale)
        if as_card:       # one card per turn (Components V2)
            kwargs = card.turn_card(plan, kwargs, locale, card.rating_note(self.client, plan, match))
        await turn.wait()   # the boards of earlier moves of this match go first
        if plan.stamps and await self.host.store.owed_before(plan.match_id, min(plan.stamps)):
            # An earlier post of this match is still owed (it failed, or another process has it):
            # this one follows it, through the poster, so no later ply is shown before it.
            raise Waiting(f"match {plan.match_id}: an earlier post is still owed")
        # Its thread may be gone: the match then moves to a new place (``threads.post_place``).
        placed, channel = await threads.post_place(self.client, self.host, match, match_card, locale)
        match.thread_id = placed.thread_id
        if plan.public.close_card:
            await _close_card(channel, match, locale)
        if interaction is not None:
            await reply_public(interaction, **kwargs)
        elif channel is not None:
            try:
                await channel.send(**limits.fit(kwargs))
            except (discord.Forbidden, discord.NotFound):
                if not isinstance(channel, discord.Thread):
                    raise
                # The thread closed to the bot between the look and the post: move once, then post.
                placed, channel = await threads.rehome(self.client, self.host, match, match_card, locale)
                match.thread_id = placed.thread_id
                if channel is None:
                    raise Refused(gone(match)) from None
                await channel.send(**limits.fit(kwargs))
        elif plan.stamps:
            raise Refused(gone(match))
        await self.host.announced(plan)   # the post is out: what follows is best effort
        return channel

    async def _after_post(self, plan: Plan, match: MatchRow, channel,
                          boards: PlyBoards, fresh: bool, locale: str, prefs: dict[int, Preference]) -> None:
        """What follows the public post: the proxy choice, secret asks, private notes, the replay
        (the channel's words in ``locale``, the server's language)."""
        mentions = delivery.mention_users(plan.mentions)
        if fresh and plan.proxy is not None and channel is not None:
            await _ask_proxy(plan, plan.proxy, channel, locale)
        if fresh:
            await _ask_secret_steps(self.client, self.host, match, plan)
            await notify.tell(self.client, self.host, plan, match, prefs)   # DMs of those who chose them (/notify)
        unreachable = await delivery.deliver_private(self.client, self.host, match, plan, boards)
        if unreachable and channel is not None:
            await channel.send(
                words.for_channel(Msg("play-private-no-dm", players=delivery.mention_ids(unreachable)), locale),
                view=buttons(match.id, "view", locale=locale), allowed_mentions=mentions)
        if fresh and plan.replay:
            await post_replay(self.client, self.host, match)
        await threads.conclude(self.client, match, match_card, locale)


async def announce(client: PetriBot, host: MatchHost, outcome: Outcome,
                   interaction: discord.Interaction | None = None, turn: PostTurn | None = None) -> None:
    """``Deliverer.announce`` by ``client``'s deliverer for ``host``."""
    await Deliverer.of(client, host).announce(outcome, interaction, turn)


async def announce_all(client: PetriBot, host: MatchHost, outcomes: list[Outcome]) -> None:
    """``Deliverer.announce_all`` by ``client``'s deliverer for ``host``."""
    await Deliverer.of(client, host).announce_all(outcomes)


async def deliver_owed(client: PetriBot, host: MatchHost, plan: Plan, attempt: int,
                       since: float | None = None) -> None:
    """``Deliverer.deliver_owed`` by ``client``'s deliverer for ``host``."""
    await Deliverer.of(client, host).deliver_owed(plan, attempt, since)


def _post_content(plan: Plan, fresh: bool, locale: str) -> str:
    """The public post's text in ``locale`` (the server's language): narration, whose turn,
    an undo question; marked when late."""
    content = delivery.public_text(plan.public, locale)
    if plan.public.undo is not None:
        content += "\n" + words.for_channel(Msg("play-undo-allow",
                                                 players=delivery.mention_ids(plan.public.undo["asked"])), locale)
    return content if fresh else words.for_channel(Msg("play-posted-late", post=content), locale)


def _controls_of(plan: Plan, locale: str, label=None, game_id: str | None = None) -> discord.ui.View | None:
    """The public controls the plan allows, labelled in ``locale`` (the server's): an undo
    question's answers, else the lone mover's menu (``Plan.public.menu``; moves shown by
    ``label``, the game's ``move_label``), drawn for the plan's version."""
    post = plan.public
    if post.undo is not None:
        return buttons(plan.match_id, "undo-yes", "undo-no", version=post.undo["version"], locale=locale)
    if post.menu is not None:
        return quick_view(plan.match_id, plan.version, post.menu, locale, label) or \
            move_buttons(plan.match_id, plan.version, post.menu, locale, game_id)
    return None


def gone(match: MatchRow) -> Msg:
    """Why a match has nowhere to post: its card's channel is deleted or hidden from the bot
    (its thread too, or it would have moved there)."""
    return Msg("play-refused-gone", place=f"<#{match.channel_id}>")


async def _ask_proxy(plan: Plan, proxy: ProxyAsk, channel, locale: str) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(ProxySelect(plan.match_id, plan.version, proxy.moves, locale))
    ask = Msg("play-proxy-ask-more" if len(proxy.moves) > 25 else "play-proxy-ask", chooser=f"<@{proxy.chooser}>",
              seat=delivery.plain(proxy.seat_name), count=len(proxy.moves))
    await channel.send(words.for_channel(ask, locale),
                       view=view, allowed_mentions=delivery.mention_users(plan.mentions))


async def answer_with(deliverer: Deliverer, interaction: discord.Interaction, outcome: Outcome,
                      turn: PostTurn | None = None) -> None:
    """Acknowledge ``interaction`` at once, then answer it with ``outcome``'s post.

    Call it right after the commit (or pass the ``turn`` taken then): the
    post's place in the match's line is taken before the acknowledgement,
    which waits for no picture.  While an earlier post of the match is still
    on its way, the acknowledgement is private and the board follows in the
    channel in its turn: Discord shows a deferred answer where it was
    acknowledged, which would be above that earlier post.
    """
    committed(interaction, outcome.match.id)
    if turn is None:
        with deliverer.client.posts.reserve(outcome.match.id) as turn:
            await answer_with(deliverer, interaction, outcome, turn)
        return
    elsewhere = outcome.match.thread_id not in (None, interaction.channel_id)
    if turn.ready and not elsewhere:
        await interaction.response.defer(thinking=True)
        await deliverer.announce(outcome, interaction, turn)
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    await deliverer.announce(outcome, turn=turn)
    done = (Msg("play-done-in-thread", match=str(outcome.match.id), thread=f"<#{outcome.match.thread_id}>")
            if elsewhere else Msg("play-done-in-channel", match=str(outcome.match.id)))
    await interaction.followup.send(words.for_interaction(interaction, done), ephemeral=True)


async def choose_drawn(deliverer: Deliverer, interaction: discord.Interaction,
                       match_id: int, drawn: int | None, text: str) -> None:
    """A move chosen for a timed-out seat on a ``ProxySelect`` drawn at version ``drawn``."""
    if (match := await drawn_match(deliverer, interaction, match_id, drawn)) is not None:
        await choose_for(deliverer, interaction, match.id, text)


async def choose_for(deliverer: Deliverer, interaction: discord.Interaction, match_id: int, text: str) -> None:
    """An opponent chose a timed-out seat's move (menu or ``/move``)."""
    outcome = await deliverer.host.proxy_move(match_id, interaction.user.id, text)
    await answer_with(deliverer, interaction, outcome)


async def answer_undo(deliverer: Deliverer, interaction: discord.Interaction, match_id: int, accept: bool) -> None:
    """The "Allow undo" / "Refuse undo" buttons."""
    outcome = await deliverer.host.answer_undo(match_id, interaction.user.id, accept)
    await answer_with(deliverer, interaction, outcome)


def secret_version(game, match: MatchRow) -> int:
    """The version a secret step's buttons and form are drawn for.

    A step only its seat is taking (Mitosis' active cell) is bound to this
    version; in a simultaneous secret step (set-up strands, Genetess bids)
    another seat's hidden choice must not make it stale, so ``ANY_VERSION``.
    """
    return MatchHost.board_version(match) if len(game.to_move(match.state)) == 1 else ANY_VERSION


def _secret_choices(game, match: MatchRow, seat: int, locale: str | None = None) -> discord.ui.View | None:
    """Buttons for a secret step that is a pick among a few moves (``active E4`` / ``active E6``).

    A single listed move is only a suggestion (DNA lists one random strand
    for its free-text set-up), so it never becomes the only button.
    """
    legal = game.legal_moves(match.state, seat)
    return move_buttons(match.id, secret_version(game, match), legal, locale, match.game) if len(legal) >= 2 else None


async def _ask_secret_steps(client: discord.Client, host: MatchHost, match: MatchRow, plan: Plan) -> None:
    """Ask each seat of ``plan.secrets`` for its secret step by DM; fall back to the channel button.

    A step with a handful of choices gets a button per choice; otherwise a
    private form.
    """
    if not plan.secrets:
        return
    title = get_game(match.game).title
    closed = []
    for ask in plan.secrets:
        version = plan.version if ask.bound else ANY_VERSION
        locale = await words.user_locale(client, host.store, ask.user_id)
        choices = move_buttons(match.id, version, ask.choices, locale, match.game) if ask.choices else None
        if choices is not None and not ask.complete:
            # The buttons are suggestions (Genetess' one-E bids): a form takes any other.
            choices.add_item(MatchButton("secret", match.id, locale=locale))
        text = words.for_dm(Msg("play-secret-ask-buttons" if choices else "play-secret-ask-form",
                                match=str(match.id), game=title, prompt=ask.prompt), locale)
        if not await delivery.send_dm(client, host, ask.user_id, content=text,
                                      view=choices or buttons(match.id, "secret", "view", locale=locale)):
            closed.append(ask.user_id)
    if closed and (channel := await delivery.match_channel(client, match)) is not None:
        locale = await words.server_locale(client, host.store, match.guild_id)
        await channel.send(
            words.for_channel(Msg("play-secret-no-dm", players=delivery.mention_ids(closed)), locale),
            view=buttons(match.id, "secret", "view", locale=locale),
            allowed_mentions=delivery.mention_users(plan.mentions))


async def play_drawn(deliverer: Deliverer, interaction: discord.Interaction,
                     match_id: int, drawn: int | None, text: str) -> None:
    """A move from a button, menu or form drawn at version ``drawn``: played when that is the
    current board, else answered privately with the current one (``drawn_match``)."""
    if (match := await drawn_match(deliverer, interaction, match_id, drawn)) is not None:
        await play_move(deliverer, interaction, match, text, drawn=drawn)


async def play_move(deliverer: Deliverer, interaction: discord.Interaction, match: MatchRow, text: str,
                    drawn: int | None = None) -> None:
    """``/move`` (and every move component): play for the caller; secret steps are answered
    privately.  ``drawn``: the version the clicked component was drawn for; the host refuses
    the move under the match's lock if another move got there first (a click delivered twice)."""
    host = deliverer.host
    game = host.game_of(match)
    turns.check_steps_where_seen(game, text, in_channel=interaction.guild is not None)
    seat = host.seat_of(match, interaction.user.id)
    if turns.chooses_for(game, match, seat):
        await choose_for(deliverer, interaction, match.id, text)
        return
    secret = turns.answered_privately(game, match, seat)
    outcome = await host.move(match.id, interaction.user.id, text,
                              expected_version=None if drawn == ANY_VERSION else drawn)
    committed(interaction, match.id)
    if secret:
        await _secret_done(deliverer, interaction, outcome)
        return
    after = outcome.match
    if seat is not None and turns.turn_still_open(game, after, seat):
        # Mid-turn: the mover alone sees the step and the panel; the channel waits for the turn.
        await panel.show_turn_panel(interaction, game, after, seat, outcome.steps)
        return
    with deliverer.client.posts.reserve(outcome.match.id) as turn:   # before any await: commit order
        if await panel.close_turn_panel(interaction):
            await deliverer.announce(outcome, turn=turn)
            return
        await answer_with(deliverer, interaction, outcome, turn)


async def _secret_done(deliverer: Deliverer, interaction: discord.Interaction, outcome: Outcome) -> None:
    """Acknowledge a secret move privately, then post what the others may see (call it right
    after the commit: the post's place in the match's line is taken first)."""
    committed(interaction, outcome.match.id)
    with deliverer.client.posts.reserve(outcome.match.id) as turn:
        mine = outcome.private.get(interaction.user.id, [])
        await reply_private(interaction, "\n".join(
            [words.for_interaction(interaction, Msg("play-secret-received"))]
            + [delivery.plain(words.for_interaction(interaction, line)) for line in mine]))
        plan = deliverer.host.plan_of(outcome)
        if (note := plan.note_for(interaction.user.id)) is not None and not note.fogged:
            plan.private.remove(note)  # said already; fog games still DM the board
        await deliverer.announce(outcome, turn=turn)


async def open_secret_form(deliverer: Deliverer, interaction: discord.Interaction, match_id: int) -> None:
    """The "Submit privately" button: a form only the caller sees."""
    host = deliverer.host
    match = await access.match_by_id(interaction, match_id)
    seat = host.seat_of(match, interaction.user.id)
    if seat is None:
        raise HostError(Msg("play-not-playing"))
    game = host.game_of(match)
    state = match.state
    pending = game.pending_secret(state, seat) if state else None
    if state is None or pending is None:
        raise HostError(Msg("play-no-secret-move"))
    few = _secret_choices(game, match, seat, words.interaction_locale(interaction))
    # Buttons answer a pick among few moves; free text (Genetess bids) gets the form.
    if few is not None and game.legal_moves_complete(state, seat):
        await interaction.response.send_message(
            words.for_interaction(interaction, Msg("play-secret-pick", prompt=pending["prompt"])),
            view=few, ephemeral=True)
        return
    form = secret_form(match.id, secret_version(game, match),
                       words.for_interaction(interaction, Msg("play-secret-form-title", match=str(match.id))),
                       words.for_interaction(interaction, pending.get("label", pending["prompt"])),
                       (pending["min_length"], pending["max_length"]))
    await interaction.response.send_modal(form)
    form.stop()  # answered by custom id in handle_form_submit, not by this object


async def submit_secret(deliverer: Deliverer, interaction: discord.Interaction,
                        match_id: int, drawn: int | None, text: str) -> None:
    """The private form (drawn for version ``drawn``) was submitted: play it as the caller's secret move."""
    if (match := await drawn_match(deliverer, interaction, match_id, drawn)) is None:
        return
    outcome = await deliverer.host.move(match.id, interaction.user.id, text,
                              expected_version=None if drawn == ANY_VERSION else drawn)
    await _secret_done(deliverer, interaction, outcome)


async def show_view(deliverer: Deliverer, interaction: discord.Interaction, match_id: int | None) -> None:
    """``/view`` and the "Show my view" button: the caller's private view, ephemeral."""
    await private_board(deliverer, interaction, await resolve_match(interaction, match_id))


def _controls(host: MatchHost, match: MatchRow, seat: int | None, menus: bool,
              locale: str | None = None) -> discord.ui.View | None:
    """What the caller may click now, drawn for the current version (labels in ``locale``):
    the turn panel of an open turn, else (with ``menus``) the quick menu or move buttons of a
    lone mover."""
    game, state = host.game_of(match), match.state
    if match.status != RUNNING or state is None or seat is None or seat not in game.to_move(state):
        return None
    if game.turn_open(state):
        return panel.turn_panel(game, match, seat, locale)
    if menus and len(game.to_move(state)) == 1:
        legal = game.legal_moves(state, seat)
        drawn = host.board_version(match)
        return quick_view(match.id, drawn, legal, locale, game.move_label) or \
            move_buttons(match.id, drawn, legal, locale, match.game)
    return None


async def private_board(deliverer: Deliverer, interaction: discord.Interaction,
                        match: MatchRow, heading: Msg | None = None) -> None:
    """Answer the caller privately with their view of ``match`` now (board, text) and their controls.

    ``heading`` goes first (the stale-click refusal, which also brings the
    mover's current menu); a mover who closed the turn panel gets it back here.  The view is the caller's own: a
    seat sees its secrets, anyone else the spectator view.
    """
    host = deliverer.host
    if match.state is None:
        raise HostError(heading or Msg("play-not-started"))
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)
    file = await delivery.board_attachment(host, match, interaction.user.id, words.interaction_locale(interaction))
    seat = host.seat_of(match, interaction.user.id)
    text = words.for_interaction(interaction, host.describe(match, interaction.user.id))
    locale = words.interaction_locale(interaction)
    controls = _controls(host, match, seat, menus=heading is not None, locale=locale)
    lines = [Msg("play-stale-heading", heading=heading)] if heading else []
    lines.append(Msg("play-your-view" if seat is not None else "play-spectator-view", match=str(match.id)))
    await interaction.followup.send(words.for_locale(lines, locale) + f"\n```\n{text[:1700]}\n```",
                                    file=file, ephemeral=True,
                                    view=discord.utils.MISSING if controls is None else controls)


async def _run_button(deliverer: Deliverer, interaction: discord.Interaction, match_id: int, action: str) -> None:
    """The flow of a ``MatchButton``'s ``action`` (``components.MatchButton``'s template lists them)."""
    match action:
        case "join":
            await join(deliverer, interaction, match_id)
        case "leave":
            await leave(deliverer, interaction, match_id)
        case "start" | "accept":
            await start(deliverer, interaction, match_id)
        case "cancel":
            await cancel(deliverer, interaction, match_id)
        case "decline":
            await decline(deliverer, interaction, match_id)
        case "secret":
            await open_secret_form(deliverer, interaction, match_id)
        case "view":
            await show_view(deliverer, interaction, match_id)
        case "undo-yes" | "undo-no":
            await answer_undo(deliverer, interaction, match_id, action == "undo-yes")
        case "computer":
            await _computer_levels(interaction, match_id)
        case "cpu-easy" | "cpu-normal" | "cpu-hard":
            await add_computer(deliverer, interaction, match_id, action.removeprefix("cpu-"))
        case _:
            raise LookupError(f"no flow for the button action {action!r}")
