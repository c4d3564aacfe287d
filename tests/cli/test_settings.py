"""One list of settings (gameledger/config.py SETTINGS): the documentation's table, each command's --help, `gameledger
config` and the warning about a variable no setting reads are all written from it."""

from pathlib import Path

import pytest
from click.testing import CliRunner

from engine.games import rulesets
from gameledger.cli import main
from gameledger.config import SETTINGS, read_by, table

ROOT = Path(__file__).resolve().parents[2]


def run(*args, env=None):
    return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def test_version_names_the_package_and_each_ruleset_version():
    from importlib.metadata import version

    answer = run("--version")
    assert answer.exit_code == 0
    expected = ", ".join(f"{ruleset.id} {ruleset.version}" for ruleset in rulesets().values())
    assert answer.stdout == f"gameledger {version('gameledger')} (rulesets: {expected})\n"


def test_the_operations_page_holds_every_setting_in_one_table_as_config_writes_it():
    page = (ROOT / "docs" / "operations.md").read_text()
    assert table() in page
    assert all(f"| `{setting.variable}` |" in page for setting in SETTINGS)


@pytest.mark.parametrize("command", [("serve",), ("worker",), ("demo",), ("replay",), ("campaign", "new"),
                                     ("config",)])
def test_each_commands_help_names_every_setting_it_reads(command):
    shown = run(*command, "--help").stdout
    read = read_by(command[0])
    assert read and "Settings (environment variables" in shown
    for setting in read:
        assert setting.variable in shown, setting.variable
    unread = [setting.variable for setting in SETTINGS if setting not in read]
    assert not [variable for variable in unread if variable in shown.split("Settings (environment")[1]]


def test_config_prints_the_effective_settings_with_the_password_masked():
    answer = run("config", env={"REDIS_URL": "redis://ana:s3cret@db.example:6380/2",
                                "GAMELEDGER_LIMIT_CREATE": "5/second"})
    assert answer.exit_code == 0
    assert "s3cret" not in answer.output
    lines = {line.split()[0]: line.split()[1:] for line in answer.stdout.splitlines()}
    assert lines["REDIS_URL"] == ["redis://ana:***@db.example:6380/2", "[set]"]
    assert lines["GAMELEDGER_LIMIT_CREATE"] == ["5/second", "[set]"]
    assert lines["GAMELEDGER_DURABLE"] == ["False", "[default]"]
    assert set(lines) == {setting.variable for setting in SETTINGS}


def test_a_setting_that_cannot_be_read_is_refused_in_one_line():
    answer = run("config", env={"GAMELEDGER_LOG_FORMAT": "xml"})
    assert answer.exit_code == 1
    assert answer.stderr == "Error: GAMELEDGER_LOG_FORMAT='xml': one of text, json\n"


def test_an_unknown_gameledger_variable_is_warned_about_in_one_line_with_the_closest_setting():
    answer = run("config", env={"GAMELEDGER_DURABEL": "1", "GAMELEDGER_NOTHING_LIKE_IT": "x"})
    assert answer.exit_code == 0
    assert answer.stderr.splitlines() == [
        "warning: GAMELEDGER_DURABEL is not a setting of gameledger; it is ignored (did you mean GAMELEDGER_DURABLE?)",
        "warning: GAMELEDGER_NOTHING_LIKE_IT is not a setting of gameledger; it is ignored",
    ]
    assert "GAMELEDGER_DURABLE           False" in answer.stdout
