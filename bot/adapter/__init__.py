"""The discord.py adapter: ``PetriBot`` wires the slash commands, buttons and error handler to a ``MatchHost``."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

import i18n
from bot.adapter import gate
from bot.adapter.anywhere import Conversations, scope_commands
from bot.adapter.order import PostOrder
from bot.host.board_memory import BoardMemory
from bot.host.bounds import Bounds
from bot.host.clocks import ClockKeeper
from bot.host.compaction import LogRetention
from bot.host.locks import KeyedLocks
from bot.host.match_host import MatchHost
from bot.host.observe import Observer
from bot.host.outbox import Poster
from bot.ops.config import Config
from bot.workers.computer import ComputerPool
from bot.workers.render_pool import RenderPool

if TYPE_CHECKING:
    from bot.adapter.computer_seats import ComputerSeats
    from bot.adapter.flows import Deliverer
    from bot.adapter.notify import Digests
    from bot.adapter.words import Readers
    from bot.tournament.runner import Tournaments

log = logging.getLogger("petri.discord")


class PetriBot(commands.AutoShardedBot):
    """The Petri bot.  The host opens in ``setup_hook`` on ``config.database``.

    ``now`` is the clock the host uses: by default Discord's ``utcnow``,
    which SimCord turns into its virtual clock in the sandbox and tests.  Commands are never
    synced here: ``petri sync`` (or a test) calls ``tree.sync`` explicitly (design.md §4).

    Sharded (``AutoShardedBot``): ``shard_count`` is the bot's total number
    of shards, ``None`` for as many as Discord recommends (``petri run``
    without ``--shard-count``); the default 1 is what the sandbox and tests
    run.  ``shard_ids`` are the shards this process runs (default: all).
    ``observer`` receives the host's events (``bot/ops/metrics.py`` replaces it).
    ``computer_iterations``: computer seats search that many iterations instead of
    their level's time (tests: fast and reproducible).
    """

    def __init__(self, config: Config, *, now: Callable[[], float] | None = None,
                 shard_count: int | None = 1, shard_ids: list[int] | None = None,
                 computer_iterations: int | None = None):
        intents = discord.Intents.default()
        # Nothing Petri sends pings anyone unless the message names its seats' users
        # (``delivery.seat_mentions``): never a role, @everyone, or a name that looks like a mention.
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None,
                         shard_count=shard_count, shard_ids=shard_ids,  # type: ignore[arg-type]  # None: all
                         allowed_mentions=discord.AllowedMentions.none())
        self.config = config
        self.observer = Observer()
        self.now = now or (lambda: discord.utils.utcnow().timestamp())
        self.host: MatchHost | None = None
        self.keeper: ClockKeeper | None = None
        self.computers: ComputerPool | None = None
        #: The computer seats this bot is playing (``bot.adapter.computer_seats``).
        self.computer_seats: ComputerSeats | None = None
        self.poster: Poster | None = None
        #: Turns the host's plans into posts (``bot.adapter.flows.Deliverer``), once the host is open.
        self.deliverer: Deliverer | None = None
        self.tournaments: Tournaments | None = None     # once the host is open
        self.digests: Digests | None = None     # each member's digest DMs
        self.tournament_keeper: ClockKeeper | None = None
        self.retention: LogRetention | None = None
        self.computer_iterations = computer_iterations
        #: The last private board each seat received, so unchanged ones are not sent again.
        self.board_memory = BoardMemory()
        #: Posts of each match in commit order (``bot.adapter.order``).
        self.posts = PostOrder()
        #: Channels already told they get no thread per match (``bot.adapter.threads.plan``).
        self.thread_notices: set[int] = set()
        #: The locale each user was last seen with: their DMs speak it (``bot.adapter.words``).
        self.readers: Readers | None = None
        #: Group DMs and servers without Petri, each with its newest interaction (``bot.adapter.anywhere``).
        self.conversations = Conversations(lambda: self.now(), self)
        #: One hint search per (match, seat, ply) at a time (``bot.learning.hints.give_hint``).
        self.hint_searches = KeyedLocks()
        #: One move of a match to a new thread at a time (``bot.adapter.threads.rehome``).
        self.rehoming = KeyedLocks()

    async def setup_hook(self) -> None:
        """Open the host, register commands and persistent items, re-arm every clock."""
        from bot.adapter import computer_seats, flows, tournament
        from bot.adapter.components import MatchButton, MoveButton, ProxySelect
        from bot.adapter.hint import HintButton
        from bot.adapter.lobbies import LobbyJoinButton
        from bot.adapter.matches import MatchesButton
        from bot.adapter.notify import Digests
        from bot.adapter.panel import StepSelect
        from bot.adapter.quick import QuickMenu
        from bot.adapter.resign import WithdrawButton
        from bot.adapter.rules_help import RulesButton
        from bot.adapter.translator import CommandTranslator
        from bot.adapter.words import Readers
        from bot.tournament.runner import Limits as TournamentLimits
        from bot.tournament.runner import Tournaments

        # Pictures are drawn by worker processes (``[render] workers``); the host closes them.
        pictures = RenderPool(self.config.render_workers)
        self.host = host = await MatchHost.open(self.config.database, now=self.now, pictures=pictures,
                                                outbox=True)
        host.bounds = Bounds.from_config(self.config)
        await pictures.start()
        host.observer = self.observer
        self.deliverer = deliverer = flows.Deliverer(self, host)
        # Buttons on messages sent before a restart are routed by custom id.
        self.add_dynamic_items(MatchButton, MoveButton, ProxySelect, QuickMenu, StepSelect, HintButton,
                               RulesButton, WithdrawButton, LobbyJoinButton, MatchesButton)
        # Each cog brings its commands; components call the lobby-and-play cog (``components.play_cog``).
        for cog in all_cogs(self):
            await self.add_cog(cog)
        scope_commands(self.tree.get_commands())   # who may install each command, and where it runs
        # One gate for every command: refused before it runs, or answered when it fails.
        self.tree.interaction_check = gate.admit  # type: ignore[method-assign]
        self.tree.on_error = gate.report_error  # type: ignore[method-assign]
        # Command names, descriptions, options and choices in each user's language;
        # ``petri sync`` registers them with the commands.
        await self.tree.set_translator(CommandTranslator())
        self.readers = Readers(host.store)
        # Parsing a language's catalogs is seconds of pure Python on a busy core: done in a
        # thread now, so the first reply in German or Spanish does not stall the event loop.
        self.catalogs_loaded = asyncio.get_running_loop().run_in_executor(None, i18n.warm)
        # Clocks: every stored deadline is re-armed, so nothing is forgotten
        # after a restart; each is claimed in the database before it is handled
        # and re-checked under the match lock, so none fires twice, whatever the
        # number of processes; the poll picks up deadlines other processes set.
        self.keeper = keeper = ClockKeeper(self.now, host.fire, deliverer.announce_all,
                                           fire_due=host.fire_due if self.config.deadline_poll else None,
                                           poll_every=self.config.deadline_poll)
        for match_id, at in await host.deadlines():
            keeper.arm(match_id, at)
        # Computer seats search in a worker process; turns due at a restart resume, and
        # every change of a match (not its post) decides whether one is due.
        self.computers = computers = ComputerPool(iterations=self.computer_iterations)
        host.computers = computers     # stand-ins search in the computer pool too
        self.computer_seats = seats = computer_seats.ComputerSeats(self, host, computers, flows.announce)
        host.on_change = self._changed
        await seats.resume()
        # Owed announcements (bot.host.outbox): what a failed post or a stopped process left.
        self.poster = Poster(host, deliverer.deliver_owed, poll_every=self.config.deadline_poll)
        self.poster.start()
        # Tournaments: results recorded as matches end; round deadlines kept and re-armed.
        self.tournaments = Tournaments(host, limits=TournamentLimits.from_config(self.config))
        host.on_end = tournament.on_end(self)
        self.tournament_keeper = tournament.keeper(self)
        await tournament.resume(self)
        # Digests: each process looks now and then; a period is claimed in the database first.
        self.digests = digests = Digests(self, host)
        digests.start()
        # Retention (off by default): old ended matches' moves are dropped.
        if self.config.drop_logs_after_days:
            self.retention = LogRetention(host.store, self.config.drop_logs_after_days, self.now)
            self.retention.start()

    def _changed(self, match) -> None:
        """A match changed (``MatchHost.on_change``): re-arm its clock, play its computer seats
        (both set up by ``setup_hook`` before the host reports a change)."""
        assert self.keeper is not None and self.computer_seats is not None
        self.keeper.arm(match.id, match.deadline_at)
        self.computer_seats.schedule(match)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Remember the user's locale (their DMs speak it); route submitted forms by custom
        id (they are stateless on our side)."""
        from bot.adapter.components import handle_form_submit
        from bot.adapter.quick import handle_quick_form

        self.conversations.seen(interaction)      # first, before the command's task runs
        if self.readers is not None:
            try:
                await self.readers.seen(interaction, self.now())
            except Exception as exc:  # a DM in English is better than a lost click
                log.warning("could not store the locale of user %s: %s", interaction.user.id,
                            type(exc).__name__)

        # Forms are stateless: routed by custom id, in any process, at any time.
        if not await handle_quick_form(interaction):
            await handle_form_submit(interaction)

    async def close(self) -> None:
        """Stop the clock keeper, disconnect, close the database."""
        if self.keeper is not None:
            await self.keeper.close()
        if self.poster is not None:
            await self.poster.close()
        if self.tournament_keeper is not None:
            await self.tournament_keeper.close()
        if self.digests is not None:
            await self.digests.close()
        if self.retention is not None:
            await self.retention.close()
        if self.computers is not None:
            await self.computers.close()
        await super().close()
        if self.host is not None:
            await self.host.close()
            self.host = None


def all_cogs(bot: PetriBot | None) -> list[commands.Cog]:
    """The bot's cogs by concern, each given ``bot`` (``None``: only to read their commands)."""
    from bot.adapter.away import AwayCog
    from bot.adapter.cogs.play import PlayCog
    from bot.adapter.gm import GameMasterCog
    from bot.adapter.hint import HintCog
    from bot.adapter.history import HistoryCog
    from bot.adapter.learn import LearnCog
    from bot.adapter.lobbies import LobbiesCog
    from bot.adapter.matches import MatchesCog
    from bot.adapter.notify import NotifyCog
    from bot.adapter.review import ReviewCog
    from bot.adapter.stats import RatingsCog
    from bot.adapter.tournament import TournamentCog

    return [PlayCog(bot), HistoryCog(bot), RatingsCog(bot), LearnCog(bot), HintCog(bot), ReviewCog(bot),
            AwayCog(bot), LobbiesCog(bot), MatchesCog(bot), NotifyCog(bot), GameMasterCog(bot), TournamentCog(bot)]


def all_commands() -> list:
    """Every slash command and group of the bot, as the tree gets them from the cogs (and the
    translator's tests walk them): a group cog (``/gm``, ``/tournament``) brings its group."""
    return scope_commands([command for cog in all_cogs(None)
                           for command in ([cog.app_command] if cog.app_command is not None
                                           else cog.get_app_commands())])


def create_bot(config: Config, **kwargs) -> PetriBot:
    """A new, not yet started ``PetriBot`` for ``config``."""
    return PetriBot(config, **kwargs)
