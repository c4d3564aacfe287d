"""The gameledger command, driven through click's CliRunner against the session's private Redis."""

import json

import pytest
from click.testing import CliRunner

from gameledger.cli import main
from events.service import Ledger
from events.store import Stores
from events.store import EventStore

BOTS = [{"name": "Ana", "bot": "big-money"}, {"name": "Ben", "bot": "big-money"}]
CZECH_FIRST_GAME = "Sklepení,Trh,Milice,Důl,Hradní příkop,Přestavba,Kovárna,Vesnice,Dřevorubec,Dílna"


@pytest.fixture
def run(redis_url):
    runner = CliRunner()

    def invoke(*args):
        return runner.invoke(main, list(args), env={"REDIS_URL": redis_url}, catch_exceptions=False)

    return invoke


@pytest.fixture
def finished_game(client):
    ledger = Ledger(Stores.on(client))
    game = ledger.creating.create_game("dominion", {}, BOTS)
    ledger.moves.play_bots(game["id"], 1)
    assert ledger.views.info(game["id"], None)["status"] == "finished"
    return game["id"]


def simulated(run, tmp_path, name, *args):
    out = tmp_path / name
    result = run("simulate", "-n", "12", "--seed", "42", "--out", str(out), *args)
    assert result.exit_code == 0, result.output
    return result, json.loads(out.read_text(encoding="utf-8"))


def test_simulate_prints_win_rates_and_writes_them_for_each_bot(run, tmp_path):
    result, report = simulated(run, tmp_path, "sim.json")

    assert "big-money 1" in result.output and "win rate" in result.output and "games per second" in result.output
    seats = report["seats"]
    assert [row["name"] for row in seats] == ["big-money 1", "big-money 2"]
    assert all(row["avg_turns"] > 10 for row in seats)
    assert all(row["wins"] + row["ties"] + row["losses"] == 12 for row in seats)
    assert sum(row["win_share"] for row in seats) == pytest.approx(1.0)      # a shared win split between its winners
    assert report["bots"]["big-money"]["seats"] == 2 and report["bots"]["big-money"]["games"] == 12
    assert report["bots"]["big-money"]["win_share"] == pytest.approx(0.5)
    assert report["bots"]["big-money"]["win_rate"] + report["bots"]["big-money"]["tie_rate"] / 2 == pytest.approx(0.5)
    assert report["arguments"]["seed"] == "42" and report["arguments"]["players"] == ["big-money", "big-money"]


def test_simulate_reports_each_bot_once_with_its_win_rate(run, tmp_path):
    _, report = simulated(run, tmp_path, "mixed.json", "--players", "big-money,random")
    assert set(report["bots"]) == {"big-money", "random"}
    big_money, random = report["bots"]["big-money"], report["bots"]["random"]
    assert big_money["win_share"] + random["win_share"] == pytest.approx(1.0)
    assert big_money["win_rate"] > random["win_rate"]
    assert report["arguments"]["players"] == ["big-money", "random"]


def test_simulate_with_the_same_seed_gives_the_same_figures(run, tmp_path):
    _, first = simulated(run, tmp_path, "a.json")
    _, second = simulated(run, tmp_path, "b.json")

    first.pop("timing"), second.pop("timing")
    assert first == second


def test_simulate_accepts_czech_card_names_for_the_kingdom(run, tmp_path):
    _, czech = simulated(run, tmp_path, "cz.json", "--kingdom", CZECH_FIRST_GAME)
    _, preset = simulated(run, tmp_path, "preset.json", "--preset", "First Game")

    assert czech["seats"] == preset["seats"]      # the same ten cards, so the same games


def test_simulate_refuses_an_unknown_card_with_a_usage_error(run):
    result = run("simulate", "-n", "1", "--kingdom", "Village,Dragon")

    assert result.exit_code == 2
    assert "'Dragon' is not the name of a card" in result.output
    assert "Traceback" not in result.output


def test_simulate_refuses_an_unknown_bot_and_lists_the_bots(run):
    result = run("simulate", "-n", "1", "--players", "big-money,genius")

    assert result.exit_code == 2
    assert "unknown bot 'genius'" in result.output and "big-money" in result.output


def test_export_then_import_gives_a_game_with_the_same_hash_chain(run, client, finished_game, tmp_path):
    exported = run("export", finished_game)
    assert exported.exit_code == 0
    path = tmp_path / "game.json"
    path.write_text(exported.output, encoding="utf-8")
    events = json.loads(exported.output)["events"]
    client.flushdb()                                # as on another machine

    imported = run("import", str(path))

    assert imported.exit_code == 0, imported.output
    assert "imported game" in imported.output and "seat 0 Ana: bot" in imported.output
    new_id = imported.output.split()[2]
    checked = Ledger(Stores.on(client)).history.verify(new_id)
    assert checked["events"] == len(events)
    assert checked["hash"] == events[-1]["hash"]


def test_replay_prints_the_narration_and_verifies_a_good_game(run, client, finished_game):
    result = run("replay", finished_game, "--verify")

    assert result.exit_code == 0, result.output
    length = Ledger(Stores.on(client)).store.version(finished_game)
    last_hash = Ledger(Stores.on(client)).history.export(finished_game)["events"][-1]["hash"]
    assert "goes first" in result.output
    assert result.output.rstrip().endswith(f"verified {length} events, final hash {last_hash}")


def tampered(client, game_id, version):
    """The events of `game_id` with the recorded hash of `version` changed."""
    data = Ledger(Stores.on(client)).history.export(game_id)
    event = data["events"][version - 1]
    event["hash"] = ("0" if event["hash"][0] != "0" else "1") + event["hash"][1:]
    return data


def test_replay_verify_names_the_first_divergent_event_of_a_tampered_stream(run, client, finished_game):
    data = tampered(client, finished_game, 7)
    store = EventStore(client)
    copy = "tampered" + finished_game
    for event in data["events"]:                    # a copy of the stream, written straight into Redis
        store.append(copy, event["version"] - 1, {k: v for k, v in event.items() if k != "version"})
    store.set_meta(copy, {"ruleset": "dominion", "status": "finished"})

    result = run("replay", copy, "--verify")

    assert result.exit_code == 1
    assert "replay diverges at event 7" in result.output
    assert "verified" not in result.output and "Traceback" not in result.output


def test_import_refuses_a_file_with_a_changed_hash(run, client, finished_game, tmp_path):
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(tampered(client, finished_game, 5)), encoding="utf-8")
    before = client.dbsize()

    result = run("import", str(path))

    assert result.exit_code == 1
    assert "replay diverges at event 5" in result.output
    assert client.dbsize() == before


@pytest.mark.parametrize("args", [["replay", "nosuchgame"], ["export", "nosuchgame"]])
def test_an_unknown_game_is_one_line_and_a_non_zero_exit(run, args):
    result = run(*args)

    assert result.exit_code == 1
    assert result.output.strip() == "Error: no game 'nosuchgame'"


def test_reindex_rebuilds_the_game_list_from_the_games(run, client, finished_game):
    for pattern in ("gl:{games}*", "gl:{idx:*}*"):      # one Redis's index, or a cluster's buckets
        for key in client.scan_iter(match=pattern):
            client.delete(key)                      # the index lost, the games kept
    assert Ledger(Stores.on(client)).listing.list_games()["total"] == 0

    result = run("reindex")

    assert result.exit_code == 0, result.output
    games = len(list(client.scan_iter(match="gl:{*}:meta")))
    assert result.output == f"indexed {games} games\n"
    listed = Ledger(Stores.on(client)).listing.list_games(status="finished", ruleset="dominion", player="Ana")
    assert finished_game in [game["id"] for game in listed["games"]]
