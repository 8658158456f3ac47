"""The levels' ratings shipped with the computer (games/ai/level_ratings.json)
and the words the level choice shows from them (bot/adapter/levels.py)."""

from __future__ import annotations

import json

import i18n

from games.ai.levels import RATINGS_FILE, level_gaps, level_ratings


def test_the_shipped_ratings_order_the_levels_easy_below_normal_below_hard():
    data = json.loads(RATINGS_FILE.read_text(encoding="utf-8"))
    assert data["games"], "no game rated"
    for game, entry in data["games"].items():
        ordinals = [entry["levels"][lv]["ordinal"] for lv in ("easy", "normal", "hard")]
        assert ordinals == sorted(ordinals), (game, ordinals)
        assert f"--first-seed {entry['first_seed']}" in entry["command"], game


def test_the_level_choice_says_how_far_each_level_sits_below_the_next(tmp_path, monkeypatch):
    """The text comes from the data file: another file, other numbers."""
    from bot.adapter import levels as text

    path = tmp_path / "levels.json"
    path.write_text(json.dumps({"games": {"mitosis": {"levels": {
        "easy": {"mu": 20, "sigma": 2, "ordinal": 14.0},
        "normal": {"mu": 26, "sigma": 2, "ordinal": 20.2},
        "hard": {"mu": 27, "sigma": 2, "ordinal": 21.1}}}}}))
    assert level_ratings("mitosis", path)["normal"]["ordinal"] == 20.2
    assert level_gaps("genetess", path=path) == {}
    monkeypatch.setattr(text, "level_gaps", lambda game: level_gaps(game, path=path))
    words = i18n.text(text.level_choice_text("mitosis", "Mitosis")).splitlines()
    assert words[0].startswith("How strong?")
    assert words[1:] == ["Easy — about 6 points below Normal",
                         "Normal — about 1 point below Hard", "Hard — the strongest"]
    assert i18n.text(text.level_choice_text("genetess", "Genetess")) == "How strong?"
    assert i18n.text(text.level_choice_text("mitosis", "Mitosis"), "de").splitlines()[2] == \
        "Normal — etwa 1 Punkt unter Schwer"
    # Spanish "unos" is plural: one point is "alrededor de 1 punto", not "unos 1 punto".
    assert i18n.text(text.level_choice_text("mitosis", "Mitosis"), "es").splitlines()[1:3] == [
        "Fácil — unos 6 puntos por debajo de Normal",
        "Normal — alrededor de 1 punto por debajo de Difícil"]
