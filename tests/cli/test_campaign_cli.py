"""`gameledger campaign new|show|play|export` against the session's private Redis, and `gameledger simulate --ruleset
oath --campaign N` in process (issue 14, Campaigns)."""

import json
import re

import pytest
from click.testing import CliRunner

from engine.oath.chronicle import TUTORIAL_CHRONICLE, decode
from events.service import Ledger
from events.store import Stores
from gameledger.cli import main


@pytest.fixture
def run(redis_url):
    runner = CliRunner()

    def invoke(*args):
        result = runner.invoke(main, list(args), env={"REDIS_URL": redis_url}, catch_exceptions=False)
        return result

    return invoke


def test_a_campaign_is_created_played_shown_and_exported_from_the_command_line(run, ledger_client):
    created = run("campaign", "new", "--chronicle", "tutorial", "--name", "Chrysanthemum",
                  "--players", "Ana:oath,Ben:oath,Cy:oath")
    assert created.exit_code == 0, created.output
    campaign_id = re.search(r"campaign (\w+) \(Chrysanthemum\)", created.output).group(1)
    assert "owner token" in created.output and "Ana: bot oath" in created.output

    played = run("campaign", "play", campaign_id)

    assert played.exit_code == 0, played.output
    info = Ledger(Stores.on(ledger_client)).campaigns.info(campaign_id, -1)
    [game] = info["history"]
    assert f"game 1 {game['id']}: {game['winner']} won, {game['ending']}; Oath vowed: {game['vowed']}" in played.output
    shown = run("campaign", "show", campaign_id)
    assert shown.exit_code == 0 and f"{game['winner']} won" in shown.output and "awaiting game 2" in shown.output
    assert run("campaign", "export", campaign_id, "--after", "0").output.strip() == TUTORIAL_CHRONICLE
    latest = run("campaign", "export", campaign_id).output.strip()
    assert latest == game["chronicle_out"]["save"] and decode(latest).game == 2
    as_data = json.loads(run("campaign", "export", campaign_id, "--format", "json").output)
    assert as_data["world_deck"] == decode(latest).world_deck


def test_a_campaign_command_on_an_unknown_campaign_says_so_in_one_line(run, ledger_client):
    result = run("campaign", "show", "nope")
    assert result.exit_code == 1 and "no campaign 'nope'" in result.output


def test_simulate_plays_a_campaign_of_bot_games_reporting_winner_victory_and_changes(run):
    result = run("simulate", "--ruleset", "oath", "--players", "oath,oath,oath,oath", "--campaign", "3",
                 "--seed", "18", "--chronicle", "tutorial")

    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("campaign of ")
    assert re.match(r"game 1: oath \d won, (Usurper|Visionary|Stable Regime|War Exhaustion|Successor), round \d+ "
                    r"\(Chancellor oath 1\)", lines[1])
    assert any("dispossessed 0 -> 6 cards" in line for line in lines)       # Law 8.5: six to the Dispossessed
    games = [line for line in lines if line.startswith("game ")]
    assert len(games) == 3 or lines[-1].startswith(f"stopped before game {len(games) + 1}: chronicle: not yet "
                                                   "playable")
