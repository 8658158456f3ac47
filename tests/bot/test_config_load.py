"""``load_config``: defaults, validation naming the key, DISCORD_TOKEN precedence."""

from __future__ import annotations

import pytest

from bot.config import Config, ConfigError, load_config
from bot_testkit import REPO


@pytest.fixture(autouse=True)
def no_env_token(monkeypatch):
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)


def write(tmp_path, text: str):
    path = tmp_path / "config.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_missing_file_gives_defaults(tmp_path):
    config = load_config(tmp_path / "nope.toml")
    assert config == Config()
    assert (config.token, config.database, config.dev_guilds, config.gm_role, config.log_level) == \
        (None, "petri.db", [], "Petri GM", "INFO")
    assert load_config(None) == Config()


def test_example_config_loads_as_defaults():
    assert load_config(REPO / "config.example.toml") == Config()


def test_values_are_read(tmp_path):
    path = write(tmp_path, 'token = "abc"\ndatabase = "x.db"\ndev_guilds = [1, 22]\n'
                           'gm_role = "Referee"\nlog_level = "debug"\n')
    assert load_config(path) == Config(token="abc", database="x.db", dev_guilds=[1, 22],
                                       gm_role="Referee", log_level="DEBUG")


@pytest.mark.parametrize("text, pattern", [
    ('colour = "red"\n', r"unknown key 'colour'; keys are token, database, dev_guilds"),
    ('database = 5\n', r"'database' must be a str, not int"),
    ('dev_guilds = 5\n', r"'dev_guilds' must be a list, not int"),
    ('dev_guilds = ["123"]\n', r"dev_guilds must be a list of guild ids"),
    ('gm_role = ["a"]\n', r"'gm_role' must be a str, not list"),
    ('token = 12\n', r"'token' must be a str, not int"),
    ('log_level = "LOUD"\n', r"log_level 'LOUD' is not one of DEBUG, INFO, WARNING, ERROR"),
    ('log_level = 10\n', r"'log_level' must be a str, not int"),
])
def test_bad_values_name_the_key(tmp_path, text, pattern):
    path = write(tmp_path, text)
    with pytest.raises(ConfigError, match=pattern) as info:
        load_config(path)
    assert str(path) in str(info.value)


def test_bad_toml(tmp_path):
    path = write(tmp_path, 'database = "x.db"\ngm_role = \n')
    with pytest.raises(ConfigError, match=r"not valid TOML .*line 2") as info:
        load_config(path)
    assert str(path) in str(info.value)


def test_boolean_guild_id_is_refused(tmp_path):
    with pytest.raises(ConfigError, match="dev_guilds"):
        load_config(write(tmp_path, "dev_guilds = [true]\n"))


def test_env_token_wins_over_the_file(tmp_path, monkeypatch):
    path = write(tmp_path, 'token = "from-file"\n')
    assert load_config(path).token == "from-file"
    monkeypatch.setenv("DISCORD_TOKEN", "from-env")
    assert load_config(path).token == "from-env"
    assert load_config(tmp_path / "missing.toml").token == "from-env"
    monkeypatch.setenv("DISCORD_TOKEN", "")  # empty means unset
    assert load_config(path).token == "from-file"
    assert load_config(write(tmp_path, 'token = ""\n')).token is None
