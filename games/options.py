"""Parsing and validation of game options (design.md §1, "options").

Options arrive as free text from ``/play options:`` and ``petri play -o``:
words separated by spaces, ``name=value`` or a bare ``name`` for a boolean
(``manual length=24``).  A leading dash is accepted because pbmserv players
write ``-manual``.  ``seed=N`` is understood by every game and handled by the
host, not the engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from games.message import Msg


class BadOptions(ValueError):
    """Options that are unknown, malformed, out of range or impossible together.

    ``reason`` (a ``games.message.Msg``, or a ``str`` from older callers) names the option
    and the values that would be accepted.
    """

    def __init__(self, reason):
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Option:
    """One declared game option.

    ``kind`` is ``bool``, ``int`` or ``str``; ``low``/``high`` bound ints
    (inclusive); ``choices`` lists the allowed strings.  ``default`` of
    ``None`` means "derived from other options" (the help says how).
    """

    name: str
    kind: type
    default: Any
    #: What the option does: a ``Msg`` (a ``str`` in games not yet converted).
    help: Msg | str
    low: int | None = None
    high: int | None = None
    choices: tuple[str, ...] = ()
    #: The value is a seat number (1 = first player); front ends also accept
    #: a player's name there (``games.options.resolve_seat_names``).
    seat: bool = False

    def allowed(self) -> Msg:
        """The allowed values, e.g. ``an integer 2..4`` (a ``Msg``; bounds are passed as
        text, like notation, so ``1000`` is never written ``1,000``)."""
        if self.kind is bool:
            return Msg("option-allowed-bool")
        if self.kind is int:
            if self.low is not None and self.high is not None:
                return Msg("option-allowed-range", low=str(self.low), high=str(self.high))
            if self.low is not None:
                return Msg("option-allowed-min", low=str(self.low))
            return Msg("option-allowed-int")
        if self.choices:
            # The choices are keywords typed as they are (language-neutral), so a comma list.
            return Msg("option-allowed-choice", choices=", ".join(self.choices))
        return Msg("option-allowed-word")


class Game(Protocol):
    """What these functions need of a game (``games.base.Game``): its id and declared options.

    A protocol, so that ``games.base`` imports this module and not the other way round.
    """

    id: str
    options: tuple[Option, ...]

    def option(self, name: str) -> Option: ...


#: Options every match accepts, whatever the game; the host consumes them
#: (the match's random seed and its clock: ``bot/host/clocks.py``).
HOST_OPTIONS = ("seed", "clock", "deadline", "timeout", "hints")

#: Seeds are stored as signed 64-bit integers (SQLite INTEGER, PostgreSQL BIGINT): 0 ≤ seed < this.
SEED_LIMIT = 2**63

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}


def tokenize(text: str) -> list[tuple[str, str | None]]:
    """``"manual length=24"`` → ``[("manual", None), ("length", "24")]``.

    Names are lower-cased and lose a leading ``-``; ``BadOptions`` for an
    empty name such as ``=3``.
    """
    pairs: list[tuple[str, str | None]] = []
    for word in text.replace(",", " ").split():
        name, eq, value = word.partition("=")
        name = name.strip().lstrip("-").lower().replace("-", "_")
        if not name:
            raise BadOptions(Msg("option-no-name", word=word))
        pairs.append((name, value.strip() if eq else None))
    return pairs


def split_host_options(text: str | None) -> tuple[str, dict[str, str]]:
    """Separate host options (``seed=N``) from game options in ``text``.

    Returns ``(game_options_text, {"seed": "42"})``.
    """
    keep: list[str] = []
    host: dict[str, str] = {}
    for word in (text or "").replace(",", " ").split():
        name, eq, value = word.partition("=")
        if name.lstrip("-").lower() in HOST_OPTIONS:
            if not eq or not value:
                raise BadOptions(Msg("option-host-needs-value", name=name))
            host[name.lstrip("-").lower()] = value
        else:
            keep.append(word)
    return " ".join(keep), host


def parse_seed(text: str) -> int:
    """The host option ``seed=N``'s text → ``N``, a whole number with 0 ≤ N < 2⁶³ (it is
    stored as a signed 64-bit integer).  ``BadOptions`` saying so for anything else."""
    text = text.strip()
    digits = text.isascii() and text.isdigit()
    if not digits or len(text) > len(str(SEED_LIMIT)) or int(text) >= SEED_LIMIT:
        raise BadOptions(Msg("option-bad-seed", limit=str(SEED_LIMIT - 1), shown=shown(text)))
    return int(text)


#: Characters of a typed value a refusal quotes whole; a longer one is named by its start
#: and length, so a pasted wall of digits makes no wall of a reply.
SHOWN = 24


def shown(text: str) -> Msg | str:
    """``text`` as a refusal quotes it: whole up to ``SHOWN`` characters, else its first 20
    and its length (``option-seed-cut``)."""
    return text if len(text) <= SHOWN else Msg("option-seed-cut", start=text[:20], count=len(text))


def _coerce(opt, raw: Any) -> Any:
    """One raw value (text, bool, int or ``None`` for a bare name) → the option's type."""
    if opt.kind is bool:
        if raw is None or raw is True:
            return True
        if raw is False:
            return False
        if str(raw).lower() in _TRUE:
            return True
        if str(raw).lower() in _FALSE:
            return False
        raise BadOptions(Msg("option-bool-not", name=opt.name, allowed=opt.allowed(), raw=shown(str(raw))))
    if raw is None:
        raise BadOptions(Msg("option-needs-value", name=opt.name, allowed=opt.allowed()))
    if opt.kind is int:
        try:
            value = int(str(raw))
        except ValueError:
            raise BadOptions(Msg("option-must-be", name=opt.name, allowed=opt.allowed(),
                                 raw=shown(str(raw)))) from None
        if (opt.low is not None and value < opt.low) or (opt.high is not None and value > opt.high):
            raise BadOptions(Msg("option-out-of-range", name=opt.name, allowed=opt.allowed(),
                                 value=shown(str(value))))
        return value
    word = str(raw).lower()
    if opt.choices and word not in opt.choices:
        raise BadOptions(Msg("option-must-be", name=opt.name, allowed=opt.allowed(), raw=shown(str(raw))))
    return word


def parse_options(game: Game, given: str | dict[str, Any] | None) -> dict[str, Any]:
    """Every declared option of ``game`` with its value: defaults, then ``given``.

    Raises ``BadOptions`` for unknown names (listing the known ones), values
    of the wrong type or range, and an option given twice.
    """
    values = {opt.name: opt.default for opt in game.options}
    if given is None:
        return values
    pairs = tokenize(given) if isinstance(given, str) else list(given.items())
    seen: set[str] = set()
    for name, raw in pairs:
        opt = game.option(name)
        if name in seen:
            raise BadOptions(Msg("option-twice", name=name))
        seen.add(name)
        # In a dict (an already parsed option set) None means "the default";
        # in text a bare name means "on" and is only valid for booleans.
        if raw is None and not isinstance(given, str):
            continue
        values[name] = _coerce(opt, raw)
    return values


def option_example(opt: Option) -> str:
    """How ``opt`` is written in an options text, with a value it accepts (``manual``,
    ``length=24``, ``map=duel``): for help lines and suggestions."""
    if opt.kind is bool:
        return opt.name
    value = opt.default if opt.default is not None else (opt.choices[0] if opt.choices else opt.low)
    return f"{opt.name}={value}"


def options_text(game: Game, values: dict[str, Any]) -> str:
    """The canonical text of the options that differ from their defaults."""
    words = []
    for opt in game.options:
        value = values.get(opt.name, opt.default)
        if value == opt.default:
            continue
        words.append(opt.name if value is True else f"{opt.name}={value}")
    return " ".join(words)


def resolve_seat_names(game: Game, text: str | None, names: list[str]) -> str:
    """Turn player names in seat options into seat numbers: ``dmo=bob`` → ``dmo=2``.

    ``names`` are the players in seat order; a name may also be written
    ``@name``.  Numbers are left alone; an unknown name raises ``BadOptions``
    listing the players.
    """
    words = []
    for word in (text or "").replace(",", " ").split():
        name, eq, value = word.partition("=")
        key = name.lstrip("-").lower().replace("-", "_")
        seat_opt = next((o for o in game.options if o.name == key and o.seat), None)
        if eq and seat_opt is not None and not value.isdigit():
            wanted = value.lstrip("@").lower()
            found = [i for i, n in enumerate(names) if n.lower() == wanted]
            if not found:
                # Names are proper names, listed as typed: a comma list in every language.
                raise BadOptions(Msg("option-seat-name", name=key, names=", ".join(names),
                                     seats=str(len(names)), value=value))
            word = f"{key}={found[0] + 1}"
        words.append(word)
    return " ".join(words)
