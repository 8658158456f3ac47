"""The catalogs are whole (acceptance "CI checks the catalogs").

- every message id the code names (``Msg("literal-id", ...)``) is in the English catalog, and
  every English message is named somewhere (no dead entries);
- German and Spanish have every English message and attribute, with the same variables, and
  nothing English lacks;
- every English message renders in the pseudo-locale and gives the English back.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast as fast

import i18n
from i18n.catalog import catalog_files
from i18n.pseudo import unpseudo
from tests.i18n.catalog_variables import variables_of
from games.message import Msg, as_msg

ROOT = Path(__file__).resolve().parents[2]
CODE = [p for top in ("games", "i18n", "render", "bot", "cli", "bench") for p in (ROOT / top).rglob("*.py")]


def entries(locale: str) -> dict[str, set[str]]:
    """Message id (and ``id.attribute``) → the variables it uses, over the locale's files."""
    found: dict[str, set[str]] = {}
    for path in catalog_files(locale):
        resource = FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, fast.Junk):
                pytest.fail(f"{path.relative_to(ROOT)}: cannot parse: {entry.content[:80]!r}")
            if not isinstance(entry, fast.Message):
                continue
            for key, node in [(entry.id.name, entry.value)] + [
                    (f"{entry.id.name}.{a.id.name}", a.value) for a in entry.attributes]:
                if node is None:
                    continue
                assert key not in found, f"{path.name}: {key} defined twice in {locale}"
                found[key] = variables_of(node)
    return found


def literal_ids() -> dict[str, str]:
    """Every ``Msg("id", ...)`` with a literal id in the code → where it is."""
    found = {}
    for path in CODE:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Msg"
                    and node.args and isinstance(node.args[0], ast.Constant)):
                found[node.args[0].value] = f"{path.relative_to(ROOT)}:{node.lineno}"
    return found


ENGLISH = entries("en")


def test_every_message_the_code_names_is_in_the_english_catalog():
    missing = {i: where for i, where in literal_ids().items() if i not in ENGLISH}
    assert not missing, f"not in i18n/locales/en: {missing}"


def test_every_english_message_is_used():
    corpus = "\n".join(p.read_text(encoding="utf-8") for p in CODE)
    corpus += "\n".join(p.read_text(encoding="utf-8") for p in ROOT.glob("games/lessons/*.json"))
    # A message used only from another message ({ other-id }) counts as used.
    corpus += "\n".join(p.read_text(encoding="utf-8") for p in catalog_files("en"))
    from games import GAMES
    from games.lessons import load, message_id
    lessons = {message_id(g, lesson.id) for g in GAMES for lesson in load(g)}
    # Slash-command entries (cmd-…) are keyed by where they sit in the command tree:
    # tests/i18n/test_commands.py checks them against the tree both ways.
    unused = [key for key in ENGLISH if "." not in key and key not in lessons and not key.startswith("cmd-") and
              f'"{key}"' not in corpus and f"{{ {key} }}" not in corpus and f"'{key}'" not in corpus]
    assert not unused, f"English messages nothing names: {unused}"


def test_every_lesson_has_its_words_in_english():
    from games import GAMES
    from games.lessons import load
    for game_id in GAMES:
        for lesson in load(game_id):
            for field in ("title", "text", "hint", "why"):
                assert i18n.text(getattr(lesson, field), "en").strip(), f"{game_id}/{lesson.id} {field}"


@pytest.mark.parametrize("locale", [loc for loc in i18n.LOCALES if loc != "en"])
def test_translations_are_complete_and_speak_of_the_same_things(locale):
    translated = entries(locale)
    missing = sorted(set(ENGLISH) - set(translated))
    extra = sorted(set(translated) - set(ENGLISH))
    assert not missing, f"{locale} lacks {len(missing)}: {missing[:20]}"
    assert not extra, f"{locale} has messages English lacks: {extra[:20]}"
    differing = {k: (ENGLISH[k], translated[k]) for k in ENGLISH if ENGLISH[k] != translated[k]}
    assert not differing, f"{locale} messages with other variables than English: {differing}"


def _sample_args(key: str) -> dict:
    return {name: 3 if name in ("count", "n") else f"<{name}>" for name in ENGLISH[key]}


# Slash commands are never registered in the pseudo-locale (not a Discord locale), and their
# choices name languages in their own words ("Español": already accented).
@pytest.mark.parametrize("key", sorted(k for k in ENGLISH if not k.startswith("cmd-")))
def test_pseudo_locale_gives_the_english_back(key):
    message = Msg(key, **_sample_args(key))
    pseudo = i18n.text(message, "pseudo")
    assert pseudo.startswith("⟦") and pseudo.endswith("⟧")
    assert unpseudo(pseudo) == i18n.text(message, "en")


def test_a_message_is_json_data_and_reads_back():
    message = Msg("move-not-your-turn", movers=["alice", "bob"])
    again = as_msg(json.loads(json.dumps({"events": [message]})))["events"][0]
    assert again == message and isinstance(again, Msg)
    assert str(again) == "it is not your turn; waiting for alice and bob"
    assert i18n.text(again, "de") != str(again)


def test_locales_resolve_from_discord_codes():
    assert [i18n.resolve(c) for c in ("de", "es-ES", "es-419", "en-US", "fr", None, "pseudo")] == \
        ["de", "es", "es", "en", "en", "en", "pseudo"]
