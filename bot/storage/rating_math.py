"""The rating rules as pure arithmetic (no I/O): openskill's Weng-Lin Plackett–Luce model with
its default parameters, the shown (conservative) rating, which matches count and how a
result becomes sides and ranks.  Below the host so the storage's migrations and rating
repository can rebuild ratings without importing the host; ``bot.host.ratings`` re-exports
these names and explains the whole design.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from openskill.models import PlackettLuce

from games import get_game

#: The rating model: openskill's Plackett–Luce with its default parameters.
MODEL = PlackettLuce()
#: How many σ below μ the shown (conservative) rating sits.
CONSERVATIVE_SIGMAS = 3.0
#: A rating is provisional ("?") while σ is above this: about six two-seat matches
#: from σ₀ = 8.33 (Lichess marks a rating provisional in the same spirit, by its deviation).
PROVISIONAL_SIGMA = 7.0
#: ``ratings.guild_id`` of matches played outside any server (Discord ids are never 0).
NO_GUILD = 0

FINISHED = "finished"    # bot.core.FINISHED; not imported (storage sits below it)


@dataclass(frozen=True)
class Skill:
    """One player's rating: ``mu`` (estimate) and ``sigma`` (its standard deviation), openskill units."""

    mu: float = MODEL.mu
    sigma: float = MODEL.sigma

    @property
    def conservative(self) -> float:
        """μ − 3σ: a rating the player is very likely above; what boards show and sort by."""
        return self.mu - CONSERVATIVE_SIGMAS * self.sigma

    @property
    def provisional(self) -> bool:
        """Whether σ is still too high to trust the rating (shown with a "?")."""
        return self.sigma > PROVISIONAL_SIGMA

    def shown(self) -> str:
        """The rating as players read it: the conservative value to one decimal, "?" while provisional."""
        return f"{self.conservative:.1f}{'?' if self.provisional else ''}"


def scope_of(guild_id: int | None) -> int:
    """The ``ratings.guild_id`` a match of ``guild_id`` (``None``: outside any server) is rated in."""
    return NO_GUILD if guild_id is None else guild_id


def rate(skills: dict[int, Skill], teams: list[list[int]], ranks: list[int]) -> dict[int, Skill]:
    """Skills after one match, by openskill's Plackett–Luce rule: player key → new ``Skill``.

    ``skills`` maps every player key (a user id) to their skill before the
    match; ``teams`` lists the players of each side (one player per side in
    a game without partners); ``ranks[i]`` is side ``i``'s finishing place
    (1 = first; equal numbers are a tie).  Raises ``ValueError`` when the
    lengths differ or a player has no skill.
    """
    if len(teams) != len(ranks):
        raise ValueError(f"{len(teams)} sides but {len(ranks)} ranks")
    missing = [p for team in teams for p in team if p not in skills]
    if missing:
        raise ValueError(f"no skill given for players {missing}")
    rated = MODEL.rate([[MODEL.rating(mu=skills[p].mu, sigma=skills[p].sigma) for p in team]
                        for team in teams], ranks=list(ranks))
    return {p: Skill(r.mu, r.sigma) for team, new in zip(teams, rated, strict=True)
            for p, r in zip(team, new, strict=True)}


def final_ranks(result: dict[str, Any], names: list[str]) -> dict[str, int]:
    """Seat name → final rank from an engine result (view form: names, not seat numbers).

    Uses ``result["ranks"]`` when the engine gives them; otherwise the
    winners rank 1 and everybody else 2 (a draw, with no winners, makes
    everybody equal).  Names missing from ``ranks`` rank after everyone given.
    """
    given = result.get("ranks")
    if given:
        last = max(given.values()) + 1
        return {name: int(given.get(name, last)) for name in names}
    winners = set(result.get("winners") or ())
    return {name: 1 if name in winners else 2 for name in names}


def is_rated(match) -> bool:
    """Whether a ``MatchRow`` counts for ratings (finished with a result, ≥ 2 seats, no zombie, not
    unrated, and not a game with hidden draws played on a seed its players chose: ``seed_unrated``)."""
    extra = match.extra or {}
    return (match.status == FINISHED and bool(match.result) and match.state is not None
            and len(match.seats) >= 2 and not extra.get("zombies") and not extra.get("unrated")
            and len({seat.user_id for seat in match.seats}) == len(match.seats)
            and not seed_unrated(match))


def seed_unrated(match) -> bool:
    """Whether ``match`` is unrated for its seed: chosen with ``seed=`` (``extra["seed_chosen"]``)
    in a game whose hidden information comes from random draws (the engine's ``hidden_draws``,
    e.g. Genetess), which anyone knowing the seed can compute."""
    return bool((match.extra or {}).get("seed_chosen")) \
        and getattr(get_game(match.game), "hidden_draws", False)


def sides(match) -> tuple[list[list[int]], list[int], set[int]]:
    """``(teams, ranks, winners)`` of a rated match, by user id, for ``rate``.

    Seats are matched to the result by the state's seat names in seat order
    (two players may share a display name).  Partners (the game's ``teams``
    for the match's options) form one side ranked by its best member; every
    other seat is a side of its own.
    """
    names = list(match.state["seats"])[:len(match.seats)]
    users = [seat.user_id for seat in match.seats]
    by_name = dict(zip(names, users, strict=False))  # names may be fewer when the state lists fewer seats
    place = final_ranks(match.result, names)
    game = get_game(match.game)
    partners = game.teams(game.parse_options(match.options), len(users)) or []
    grouped = {s for team in partners for s in team}
    teams = [list(team) for team in partners] + [[s] for s in range(len(users)) if s not in grouped]
    ranks = [min(place[names[s]] for s in team) for team in teams]
    winners = {by_name[name] for name in match.result.get("winners") or () if name in by_name}
    return [[users[s] for s in team] for team in teams], ranks, winners
