"""`gameledger simulate --ruleset oath`: bot-only Oath games in process, how they ended, the same figures from the
same seed, and Dominion's options refused by name."""

import csv
import json
import re

import pytest

from tests.cli.simulating import simulate, study as studied, without_timing

OATH_TABLE = ("--ruleset", "oath", "--players", "oath,oath,oath,oath")
ENDING = re.compile(r"^(Usurper|Visionary|Stable Regime|War Exhaustion|Successor), round [1-8]$")    # Law 3


@pytest.fixture
def run():
    return simulate


def study(run, tmp_path, name, *args):
    return studied(tmp_path, name, *OATH_TABLE, "-n", "8", "--seed", "3", *args)


def test_simulate_plays_oath_games_and_prints_how_they_ended(run, tmp_path):
    result, report = study(run, tmp_path, "oath", "--jobs", "1")

    assert report["ruleset"] == "oath" and report["games"] == 8
    assert [row["name"] for row in report["seats"]] == ["oath 1", "oath 2", "oath 3", "oath 4"]
    assert all(ENDING.match(kind) for kind in report["endings"]), report["endings"]
    assert sum(report["endings"].values()) == pytest.approx(1.0)
    # one winner a game (Law 3): no ties, every game won by exactly one seat
    assert sum(row["wins"] for row in report["seats"]) == 8 and all(row["ties"] == 0 for row in report["seats"])
    assert all(row["wins"] + row["losses"] == 8 for row in report["seats"])
    assert all(1 <= row["avg_turns"] <= 8 for row in report["seats"])            # Law 3.4: 8 rounds at most
    # seats rotate, so each bot is the Chancellor (the engine's first seat) in 2 of the 8 games
    assert [row["first_seat_games"] for row in report["seats"]] == [2, 2, 2, 2]
    assert "piles_share" not in report and "colony_share" not in report          # Dominion's figures only
    output = result.output
    assert "ended by " in output and all(f"{kind} (" in output for kind in report["endings"])
    assert "oath 4" in output and "games per second" in output


def test_the_same_seed_gives_the_same_oath_figures_again_and_on_two_cores(run, tmp_path):
    _, first = study(run, tmp_path, "first", "--jobs", "1")
    _, again = study(run, tmp_path, "again", "--jobs", "1")
    _, two = study(run, tmp_path, "two", "--jobs", "2")

    assert without_timing(first) == without_timing(again) == without_timing(two)
    other = tmp_path / "other.json"
    assert run(*OATH_TABLE, "-n", "8", "--seed", "4", "--jobs", "1", "--out", str(other)).exit_code == 0
    assert without_timing(json.loads(other.read_text(encoding="utf-8"))) != without_timing(first)


def test_the_csv_has_a_row_per_oath_seat(run, tmp_path):
    out = tmp_path / "oath.csv"
    result = run(*OATH_TABLE, "-n", "4", "--seed", "3", "--jobs", "1", "--csv", str(out))

    assert result.exit_code == 0, result.output
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert [row["name"] for row in rows] == ["oath 1", "oath 2", "oath 3", "oath 4"]
    assert sum(int(row["wins"]) for row in rows) == 4 and "piles_share" not in rows[0]


@pytest.mark.parametrize("option", [("--kingdom", "Village"), ("--preset", "First Game"), ("--sets", "base"),
                                    ("--colony",), ("--no-colony",), ("--solo",)])
def test_dominion_options_are_refused_for_oath_by_name(run, option):
    result = run(*OATH_TABLE, "-n", "1", *option)

    name = option[0].replace("--no-", "--")
    assert result.exit_code == 2
    assert f"Invalid value for {name}: {name} is not an option of oath" in result.output


def test_oath_seats_must_be_named_and_three_to_six(run):
    unnamed = run("--ruleset", "oath", "-n", "1")
    assert unnamed.exit_code == 2 and "--players" in unnamed.output
    assert "bots for oath: oath, oath-easy, random" in unnamed.output
    two = run("--ruleset", "oath", "--players", "oath,oath", "-n", "1")
    assert two.exit_code == 2 and "takes 3 to 6 players, not 2" in two.output
    unknown = run("--ruleset", "oath", "--players", "oath,big-money,oath", "-n", "1")
    assert unknown.exit_code == 2 and "unknown bot 'big-money'" in unknown.output
