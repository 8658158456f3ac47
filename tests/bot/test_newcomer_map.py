"""The newcomer's map in docs/design.md (§7) is true, and following it works.

Every path the map names exists (``<game>`` and ``<locale>`` stand for every registered
game and locale, so a file one game lacks is found), and every registry it names
(``games.GAMES``, ``render.DRAWERS``, …) is there to import.  ``<other-locale>`` is every
locale but English (the rules pages' translations).  Then two of its recipes are
done for real: "add a game" registers a small game, Pebbles, through ``games.GAMES`` and
``render.DRAWERS`` exactly as the map says, and "add a game option" gives it an ``Option``
of its own; the game is then opened, refused a bad option, played to its end and drawn
through ``MatchHost``, which knows nothing else about it.
"""

from __future__ import annotations

import importlib
import io
import re
from typing import Any

import pytest
from PIL import Image

import games
import i18n
import render
from bot.core import FINISHED
from bot.host.match_host import HostError
from bot_testkit import ALICE, BOB
from games.base import Game, IllegalMove, Option, State

REPO = importlib.import_module("bot_testkit").REPO
DESIGN = REPO / "docs" / "design.md"
RECIPES = ("Add a slash command", "Add a game option", "Add a language", "Add a game")


def newcomers_map(text: str) -> str:
    """The map's section of design.md: from its heading to the next ``## `` heading."""
    start = text.index("## 7. Newcomer's map")
    end = text.find("\n## ", start + 1)
    return text[start:] if end < 0 else text[start:end]


def _spellings(pattern: str) -> list[str]:
    """``pattern`` with ``<game>``, ``<locale>`` and ``<other-locale>`` replaced by every game
    id, every locale and every locale but English; a Python file spells a game id with ``_``
    (``dna_sequence.py``), any other file with ``-``."""
    ids = list(games.GAMES)
    if pattern.endswith(".py"):
        ids = [g.replace("-", "_") for g in ids]
    found = [pattern]
    others = [loc for loc in i18n.LOCALES if loc != i18n.DEFAULT]
    for name, values in (("<game>", ids), ("<locale>", list(i18n.LOCALES)), ("<other-locale>", others)):
        found = [p.replace(name, v) for p in found for v in values] if name in pattern else found
    return found


def unmet(section: str) -> list[str]:
    """What ``section`` names that is not there: each missing path (for every game and
    locale its placeholders stand for) and each dotted registry that cannot be imported."""
    missing = []
    for token in re.findall(r"`([^`\s]+)`", section):
        token = token.rstrip(",.;:")
        if "/" in token and re.search(r"\.(py|md|ftl|json|txt)$|/$", token):
            if re.search(r"<(?!game>|locale>|other-locale>)[a-z-]+>", token):
                continue            # a name the newcomer chooses (<concern>, <name>)
            missing += [path for path in _spellings(token) if not (REPO / path).exists()]
        elif re.fullmatch(r"(games|render|i18n|bot|cli)(\.\w+)+", token):
            parts = token.split(".")
            for cut in range(len(parts), 0, -1):
                try:
                    obj: Any = importlib.import_module(".".join(parts[:cut]))
                except ModuleNotFoundError:
                    continue
                try:
                    for attr in parts[cut:]:
                        obj = getattr(obj, attr)
                except AttributeError:
                    missing.append(token)
                break
            else:
                missing.append(token)
    return missing


def test_the_map_has_every_recipe():
    section = newcomers_map(DESIGN.read_text(encoding="utf-8"))
    for recipe in RECIPES:
        assert f"### {recipe}" in section


def test_every_path_and_registry_of_the_map_exists():
    section = newcomers_map(DESIGN.read_text(encoding="utf-8"))
    assert len(re.findall(r"`[^`\s]+/[^`\s]+`", section)) >= 30, "the map names its files"
    assert unmet(section) == []


def test_the_check_finds_what_is_not_there():
    """The check above can fail: a file one game lacks, a renamed registry."""
    assert unmet("`games/<game>.py` `games.GAMES` `render.DRAWERS`") == []
    assert unmet("`games/ai/<game>_notes.md`") == [f"games/ai/{g}_notes.md" for g in games.GAMES]
    assert unmet("`i18n/locales/<locale>/nothing.ftl`") == [
        f"i18n/locales/{loc}/nothing.ftl" for loc in i18n.LOCALES]
    assert unmet("`bot/rules/<other-locale>/<game>.md`") == []
    assert unmet("`bot/rules/<locale>/<game>.md`") == [f"bot/rules/en/{g}.md" for g in games.GAMES]
    assert unmet("`games.GAMEZ` `bot.adapter.no_such_list` `render.nowhere.DRAWERS`") == [
        "games.GAMEZ", "bot.adapter.no_such_list", "render.nowhere.DRAWERS"]


# -- Doing it: a game and an option added through the map's registries -----------------


class Pebbles(Game):
    """Two seats take turns taking 1, 2 or 3 pebbles from one pile; whoever takes the last
    one wins.  Option ``pile``: the pebbles at the start (5..30, default 10)."""

    def __init__(self) -> None:
        super().__init__(id="pebbles", title="Pebbles", min_seats=2, max_seats=2,
                         summary="Take 1, 2 or 3 pebbles; the last one wins.",
                         options=(Option("pile", int, 10, "pebbles at the start", 5, 30),))

    def _new(self, seats: list[str], options: dict[str, Any], seed: int) -> State:
        return {"game": self.id, "seats": seats, "pile": options["pile"], "turn": 0, "winner": None}

    def to_move(self, state: State) -> list[int]:
        return [] if state["winner"] is not None else [state["turn"]]

    def legal_moves(self, state: State, seat: int) -> list[str]:
        if seat not in self.to_move(state):
            return []
        return [str(n) for n in range(1, min(3, state["pile"]) + 1)]

    def _apply(self, state: State, seat: int, step: str) -> list[dict]:
        if step not in self.legal_moves(state, seat):
            raise IllegalMove(f"take 1, 2 or 3, at most {state['pile']}")
        state["pile"] -= int(step)
        if state["pile"] == 0:
            state["winner"] = seat
        else:
            state["turn"] = 1 - seat
        return [{"type": "take", "text": f"{state['seats'][seat]} takes {step}"}]

    def _resign(self, state: State, seat: int) -> list[dict]:
        state["winner"] = 1 - seat
        return [{"type": "resign", "text": f"{state['seats'][seat]} resigns"}]

    def view(self, state: State, seat: int | None = None) -> dict[str, Any]:
        # Every view names who is to move and the result by names (design.md §1): the host
        # stores the public view's ``result`` as the match's.
        result = self.result(state)
        if result is not None:
            result = {**result, "winners": self.names(state, result["winners"])}
        return {"game": self.id, "seats": state["seats"], "pile": state["pile"],
                "to_move": self.names(state, self.to_move(state)), "result": result}

    def result(self, state: State) -> dict[str, Any] | None:
        if state["winner"] is None:
            return None
        return {"winners": [state["winner"]], "reason": "took the last pebble"}

    def describe(self, view: dict[str, Any]) -> list[str]:
        return ["o" * view["pile"] or "-"]

    def max_plies(self, state: State) -> int:
        return state["pile"]


def draw_pebbles(view: dict, seat: str | None) -> Image.Image:
    """The picture of a pile: one dark column per pebble (a drawer as ``render.DRAWERS`` holds)."""
    image = Image.new("RGB", (20 + 10 * max(view["pile"], 1), 40), "white")
    for n in range(view["pile"]):
        image.paste((40, 40, 40), (10 + 10 * n, 10, 16 + 10 * n, 30))
    return image


@pytest.fixture
def pebbles(monkeypatch):
    """Pebbles registered where the map's "Add a game" says: ``games.GAMES`` and ``render.DRAWERS``."""
    game = Pebbles()
    monkeypatch.setitem(games.GAMES, game.id, game)
    monkeypatch.setitem(render.DRAWERS, game.id, draw_pebbles)
    return game


async def test_a_game_added_as_the_map_says_is_played_through_the_host(host, pebbles):
    assert games.get_game("pebbles") is pebbles
    with pytest.raises(HostError, match=r"option 'pile' must be an integer 5\.\.30, not 40"):
        await host.create(channel_id=1, guild_id=None, game_id="pebbles", options="pile=40",
                          creator=ALICE, opponent=BOB)
    match = await host.create(channel_id=1, guild_id=None, game_id="pebbles", options="pile=7",
                              creator=ALICE, opponent=BOB)
    await host.start(match.id, BOB.user_id)
    # 7 pebbles: alice takes 3, bob 1, alice 3 and takes the last.
    takes = [(ALICE, "3"), (BOB, "1"), (ALICE, "3")]
    with pytest.raises(HostError, match="take 1, 2 or 3"):
        await host.move(match.id, ALICE.user_id, "4")
    for who, take in takes:
        outcome = await host.move(match.id, who.user_id, take)
    assert outcome.to_move == []
    ended = await host.get(match.id)
    assert ended.status == FINISHED
    state = ended.state
    assert pebbles.result(state)["winners"] == [0]
    assert state["pile"] == 0
    assert [m.text for m in await host.store.moves(match.id) if m.kind == "move"] == ["3", "1", "3"]
    png = render.board_png("pebbles", pebbles.view(pebbles.new_state(["a", "b"], "pile=7"), None))
    assert Image.open(io.BytesIO(png)).size == (90, 40)
