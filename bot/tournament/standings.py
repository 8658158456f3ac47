"""Tournament standings with tie-breaks (docs/tournaments.md): pure functions on game records.

A game is ``Game(places)``: entrant → finishing place at one table (1 =
first; equal places are a tie), or a bye (``Game.bye(entrant)``).

Points: at a table of ``s`` seats, a place shared by ``k`` entrants is worth
1/k each for first place, else 0 (a two-seat win 1, draw ½, loss 0); a bye
is worth 1.  Tie-breaks, in order:

- 2 seats: **Buchholz** (sum of the final points of every opponent met,
  once per game; a bye adds nothing) then **Sonneborn–Berger** (sum over
  games of the points scored in that game times the opponent's final
  points: a win adds the opponent's points, a draw half of them);
- 3–4 seats: **placement points** (s − place at each table, averaged over
  a tie; a bye counts as a win at a table of two: 1) then **head-to-head**
  (among the entrants still tied, how often one finished ahead of another
  at the same table, minus how often behind).

Entrants equal on points and every tie-break share a rank.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field

Entrant = Hashable


@dataclass(frozen=True)
class Game:
    """One finished table: entrant → place (1 = first); a bye has a single entrant and ``bye``."""

    places: dict
    bye: bool = False
    #: Entrants who lost by forfeit (a round's deadline, a withdrawal): no points, no placement,
    #: below everyone who played on.  When all forfeit, nobody scores.
    forfeits: frozenset = frozenset()
    #: Seats played by a stand-in computer (it filled a table instead of a bye): it takes a place,
    #: so the entrants are judged against it, but it is no entrant: it scores nothing and adds
    #: nothing to anyone's Buchholz, Sonneborn–Berger or head-to-head.
    stand_ins: frozenset = frozenset()

    @classmethod
    def of_bye(cls, entrant: Entrant) -> Game:
        """The bye of ``entrant`` (worth a win)."""
        return cls({entrant: 1}, bye=True)

    def points(self, entrant: Entrant) -> float:
        """Points ``entrant`` scored here: first place shared by k is 1/k each, else 0; a bye 1."""
        if self.bye:
            return 1.0
        if entrant in self.forfeits:
            return 0.0
        place = self.places[entrant]
        if place != min(self._playing().values()):
            return 0.0
        return 1.0 / sum(1 for p in self._playing().values() if p == place)

    def _playing(self) -> dict:
        """Places of the entrants who did not forfeit."""
        return {e: p for e, p in self.places.items() if e not in self.forfeits}

    def placement(self, entrant: Entrant) -> float:
        """Placement points: (seats − place), averaged over entrants sharing the place; a bye 1."""
        if self.bye:
            return 1.0
        if entrant in self.forfeits:
            return 0.0
        playing = self._playing()
        place = playing[entrant]
        sharing = [p for p in playing.values() if p == place]
        below = sum(1 for p in playing.values() if p > place) + len(self.forfeits)
        return below + (len(sharing) - 1) / 2


@dataclass
class Standing:
    """One entrant's line: ``rank`` (shared by equal lines), ``points``, ``tiebreaks`` (in order,
    named by ``TIEBREAKS``), and ``games`` played (byes included)."""

    entrant: Entrant
    rank: int
    points: float
    tiebreaks: list[float] = field(default_factory=list)
    games: int = 0


#: The tie-breaks' names by seats per table (2, or 3–4), in the order they are applied.
TIEBREAKS = {2: ["Buchholz", "Sonneborn–Berger"], 3: ["placement points", "head-to-head"]}


def standings(entrants: Sequence[Entrant], games: Iterable[Game], seats: int) -> list[Standing]:
    """The standings of ``entrants`` after ``games``, best first (ties in ``entrants`` order).

    ``seats``: the tournament's table size (2 picks Buchholz and
    Sonneborn–Berger, 3 or 4 placement points and head-to-head).  Raises
    ``ValueError`` when a game names somebody who is not an entrant.
    """
    games = list(games)
    known = set(entrants)
    for game in games:
        strangers = [e for e in game.places if e not in known and e not in game.stand_ins]
        if strangers:
            raise ValueError(f"a game names entrants who are not in the tournament: {strangers}")
    points: defaultdict[Entrant, float] = defaultdict(float)
    played: defaultdict[Entrant, int] = defaultdict(int)
    for game in games:
        for e in _entrants_of(game):
            points[e] += game.points(e)
            played[e] += 1
    if seats == 2:
        breaks = {e: [0.0, 0.0] for e in entrants}
        for game in games:
            if game.bye:
                continue
            for e in _entrants_of(game):
                for other in _entrants_of(game):
                    if other != e:
                        breaks[e][0] += points[other]
                        breaks[e][1] += game.points(e) * points[other]
        key = {e: (points[e], *breaks[e]) for e in entrants}
    else:
        placement: defaultdict[Entrant, float] = defaultdict(float)
        for game in games:
            for e in _entrants_of(game):
                placement[e] += game.placement(e)
        first = {e: (points[e], placement[e]) for e in entrants}
        h2h = _head_to_head(entrants, games, first)
        breaks = {e: [placement[e], h2h[e]] for e in entrants}
        key = {e: (*first[e], h2h[e]) for e in entrants}
    position = {e: i for i, e in enumerate(entrants)}
    ordered = sorted(entrants, key=lambda e: (tuple(-v for v in key[e]), position[e]))
    out: list[Standing] = []
    for i, e in enumerate(ordered):
        rank = out[-1].rank if out and key[out[-1].entrant] == key[e] else i + 1
        out.append(Standing(e, rank, points[e], list(breaks[e]), played[e]))
    return out


def _head_to_head(entrants: Sequence[Entrant], games: list[Game], tied_on: dict) -> dict:
    """Head-to-head among entrants equal on ``tied_on``: finishes ahead minus behind at shared tables."""
    score = dict.fromkeys(entrants, 0)
    for game in games:
        if game.bye:
            continue
        for a in _entrants_of(game):
            for b in _entrants_of(game):
                if a != b and tied_on[a] == tied_on[b]:
                    score[a] += _ahead(game, a, b) - _ahead(game, b, a)
    return score


def _ahead(game: Game, a: Entrant, b: Entrant) -> bool:
    """Whether ``a`` finished ahead of ``b`` at ``game`` (a forfeit finishes behind everyone playing)."""
    if a in game.forfeits:
        return False
    return b in game.forfeits or game.places[a] < game.places[b]


def _entrants_of(game: Game) -> list:
    """The entrants at a table (its stand-in computers left out)."""
    return [e for e in game.places if e not in game.stand_ins]
