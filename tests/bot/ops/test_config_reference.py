"""The configuration reference (docs/configuration.md) and config.example.toml are generated from
``bot.ops.config.SCHEMA`` and cannot drift from it."""

from __future__ import annotations

import dataclasses
import json
import re
import tomllib

import pytest

from bot.ops.config import SCHEMA, Config, load_config
from bot.ops.configdoc import END, REFERENCE_PAGE, START, example_toml, page_with_reference, reference_markdown
from bot_testkit import REPO

FIX = "run `python -m bot.ops.configdoc` to regenerate it from bot/ops/config.py"


def test_readme_reference_is_the_generated_one():
    readme = (REPO / REFERENCE_PAGE).read_text(encoding="utf-8")
    assert page_with_reference(readme) == readme, f"{REFERENCE_PAGE}'s configuration reference is stale: {FIX}"


def test_example_config_is_the_generated_one():
    assert (REPO / "config.example.toml").read_text(encoding="utf-8") == example_toml(), \
        f"config.example.toml is stale: {FIX}"


def test_every_key_default_and_variable_is_in_the_reference():
    table = reference_markdown()
    rows = table.splitlines()[2:]
    assert len(rows) == len(SCHEMA)
    for key, row in zip(SCHEMA, rows):
        assert f"`{key.leaf}`" in row and key.meaning in row
        if key.env:
            assert f"`{key.env}`" in row
        assert ("unset" if key.default is None else f"`{json.dumps(key.default)}`") in row


def test_every_config_field_is_set_by_some_key():
    assert {f.name for f in dataclasses.fields(Config)} == {key.attr for key in SCHEMA}


def test_example_config_loads_as_the_defaults_and_names_every_key(tmp_path, monkeypatch):
    for key in SCHEMA:
        if key.env:
            monkeypatch.delenv(key.env, raising=False)
    assert load_config(REPO / "config.example.toml") == Config()
    text = example_toml()
    parsed = tomllib.loads(text)
    for key in SCHEMA:
        table = parsed.get(key.section, {}) if key.section else parsed
        if key.default is None:
            assert f"# {key.leaf} = " in text      # shown, commented out
        else:
            assert table[key.leaf] == key.default


def test_a_key_added_to_the_schema_shows_up_as_drift(monkeypatch):
    """The drift test can fail: a schema change without regenerating is caught."""
    import bot.ops.configdoc as configdoc
    from bot.ops.config import Key

    extra = Key("metrics.path", "metrics_listen", str, "/metrics", meaning="A new key.")
    monkeypatch.setattr(configdoc, "SCHEMA", (*SCHEMA, extra))
    readme = (REPO / REFERENCE_PAGE).read_text(encoding="utf-8")
    assert page_with_reference(readme) != readme
    assert (REPO / "config.example.toml").read_text(encoding="utf-8") != configdoc.example_toml()


def test_missing_markers_are_an_error():
    with pytest.raises(ValueError, match="config-reference"):
        page_with_reference("# no markers here\n")
    assert START in (REPO / REFERENCE_PAGE).read_text(encoding="utf-8")
    assert END in (REPO / REFERENCE_PAGE).read_text(encoding="utf-8")


def test_readme_is_self_contained():
    """Every relative link of README.md and docs/ points inside the repository, at a file that exists."""
    for page in [REPO / "README.md", *(REPO / "docs").rglob("*.md")]:
        text = page.read_text(encoding="utf-8")
        assert "../shared" not in text and "shared/" not in text, page
        for target in re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", text):
            if "://" not in target:
                assert (page.parent / target).resolve().exists(), (page, target)
                assert REPO in (page.parent / target).resolve().parents, (page, target)
