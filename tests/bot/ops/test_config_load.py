"""``load_config``: defaults, validation naming the key, DISCORD_TOKEN precedence."""

from __future__ import annotations

import pytest

from bot.ops.config import Config, ConfigError, load_config
from bot_testkit import REPO


@pytest.fixture(autouse=True)
def no_env_token(monkeypatch, tmp_path):
    for name in ("DISCORD_TOKEN", "PETRI_DATABASE_URL", "PETRI_APPLICATION_ID", "PETRI_METRICS_LISTEN",
                 "PETRI_LOG_LEVEL", "PETRI_LOG_FORMAT"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)  # no config.toml here


def write(tmp_path, text: str):
    path = tmp_path / "config.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_no_named_file_and_no_config_toml_gives_defaults():
    config = load_config(None)
    assert config == Config()
    assert (config.token, config.database, config.dev_guilds, config.gm_role, config.log_level,
            config.log_format, config.metrics_listen, config.application_id) == \
        (None, "petri.db", [], "Petri GM", "INFO", "plain", "", None)


def test_config_toml_is_read_when_no_file_is_named(tmp_path):
    write(tmp_path, 'gm_role = "Referee"\n')
    assert load_config(None).gm_role == "Referee"


def test_a_named_file_must_exist(tmp_path):
    with pytest.raises(ConfigError, match="nope.toml: no such config file"):
        load_config(tmp_path / "nope.toml")


def test_example_config_loads_as_defaults():
    assert load_config(REPO / "config.example.toml") == Config()


def test_values_are_read(tmp_path):
    path = write(tmp_path, 'token = "abc"\ndatabase = "x.db"\ndev_guilds = [1, 22]\n'
                           'gm_role = "Referee"\nlog_level = "debug"\n')
    assert load_config(path) == Config(token="abc", database="x.db", dev_guilds=[1, 22],
                                       gm_role="Referee", log_level="DEBUG")


@pytest.mark.parametrize("text, pattern", [
    ('colour = "red"\n', r"unknown key 'colour'; keys are token, application_id, database, dev_guilds"),
    ('[storage]\npath = "x"\n', r"unknown key 'storage.path'; .*\[storage\] url, \[storage\] deadline_poll, \[storage\] drop_logs_after_days, \[metrics\] listen"),
    ('[metrics]\nlisten = "localhost"\n', r"metrics.listen 'localhost' is not host:port"),
    ('log_format = "xml"\n', r"log_format 'xml' is not one of plain, json"),
    ('application_id = "12"\n', r"'application_id' must be a whole number, not str"),
    ('database = 5\n', r"'database' must be a string, not int"),
    ('dev_guilds = 5\n', r"'dev_guilds' must be a list, not int"),
    ('dev_guilds = ["123"]\n', r"dev_guilds must be a list of guild ids"),
    ('gm_role = ["a"]\n', r"'gm_role' must be a string, not list"),
    ('token = 12\n', r"'token' must be a string, not int"),
    ('log_level = "LOUD"\n', r"log_level 'LOUD' is not one of DEBUG, INFO, WARNING, ERROR"),
    ('[storage]\nurl = "petri.db"\n', r"storage.url 'petri.db' is not a database URL; use sqlite:///"),
    ('log_level = 10\n', r"'log_level' must be a string, not int"),
    ('[storage]\ndeadline_poll = -1\n', r"storage.deadline_poll -1 is negative; give whole seconds"),
    ('[limits]\nmin_clock = -10\n', r"limits.min_clock -10 is negative; give a whole number \(0 turns"),
    ('[limits]\nmax_open_per_server = "5"\n', r"'limits.max_open_per_server' must be a whole number"),
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
    assert load_config(None).token == "from-env"
    monkeypatch.setenv("DISCORD_TOKEN", "")  # empty means unset
    assert load_config(path).token == "from-file"
    assert load_config(write(tmp_path, 'token = ""\n')).token is None


def test_limits_are_read_and_zero_turns_one_off(tmp_path):
    from bot.host.bounds import Bounds

    config = load_config(write(tmp_path, "[limits]\nmax_open_per_server = 0\nmin_clock = 30\n"))
    bounds = Bounds.from_config(config)
    assert bounds.open_per_server is None and bounds.min_clock == 30
    assert (bounds.running, bounds.computer, bounds.max_clock) == (20, 3, 30 * 86400)


def test_storage_url_and_the_older_database_key(tmp_path):
    assert load_config(write(tmp_path, '[storage]\nurl = "sqlite:///data/p.db"\n')).database == "data/p.db"
    assert load_config(write(tmp_path, '[storage]\nurl = "sqlite:////var/p.db"\n')).database == "/var/p.db"
    pg = "postgresql://petri:pw@db:5432/petri"
    assert load_config(write(tmp_path, f'[storage]\nurl = "{pg}"\n')).database == pg
    with pytest.raises(ConfigError, match=r"'postgresq://\*\*\*@db/p' is not a database URL") as caught:
        load_config(write(tmp_path, '[storage]\nurl = "postgresq://petri:pw@db/p"\n'))
    assert "pw" not in str(caught.value)
    assert load_config(write(tmp_path, 'database = "old.db"\n')).database == "old.db"


def test_environment_overrides(tmp_path, monkeypatch):
    path = write(tmp_path, 'database = "old.db"\nlog_format = "plain"\n[metrics]\nlisten = ""\n')
    monkeypatch.setenv("PETRI_DATABASE_URL", "sqlite:///env.db")
    monkeypatch.setenv("PETRI_LOG_FORMAT", "json")
    monkeypatch.setenv("PETRI_METRICS_LISTEN", "0.0.0.0:9108")
    monkeypatch.setenv("PETRI_APPLICATION_ID", "77")
    config = load_config(path)
    assert (config.database, config.log_format, config.metrics_listen, config.application_id) == \
        ("env.db", "json", "0.0.0.0:9108", 77)
    monkeypatch.setenv("PETRI_APPLICATION_ID", "seventy")
    with pytest.raises(ConfigError, match="PETRI_APPLICATION_ID: 'seventy' is not a whole number"):
        load_config(path)
