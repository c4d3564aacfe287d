"""The strategy simulator: `gameledger simulate` through click's CliRunner, and gameledger/simulate.py beside it."""

import csv

import pytest

from engine.dominion.studies import passive_dummy
from gameledger import simulate as simulator
from tests.cli.simulating import simulate, study as studied, without_timing
from engine.games import get_ruleset


@pytest.fixture
def run():
    return simulate


def study(run, tmp_path, name, *args):
    return studied(tmp_path, name, *args)


def test_the_same_seed_gives_the_same_figures_on_one_core_or_two(run, tmp_path):
    args = ("-n", "30", "--seed", "7", "--players", "big-money,random")
    _, one = study(run, tmp_path, "one", *args, "--jobs", "1")
    _, again = study(run, tmp_path, "again", *args, "--jobs", "1")
    _, two = study(run, tmp_path, "two", *args, "--jobs", "2")

    assert without_timing(one) == without_timing(again) == without_timing(two)
    assert one["timing"]["jobs"] == 1 and two["timing"]["jobs"] == 2


def test_another_seed_plays_other_games(run, tmp_path):
    _, seven = study(run, tmp_path, "seven", "-n", "30", "--seed", "7")
    _, eight = study(run, tmp_path, "eight", "-n", "30", "--seed", "8")

    assert seven["seats"] != eight["seats"]


def test_seats_rotate_so_the_first_seat_alternates():
    trio = simulator.Study(players=("big-money", "random", "big-money"), games=6, seed="7")

    assert [trio.options(game)["players"][0] for game in range(4)] == [
        "big-money 1", "random 2", "big-money 3", "big-money 1"]
    assert trio.options(1)["players"] == ["random 2", "big-money 3", "big-money 1"]


def test_every_seat_sits_first_equally_often(run, tmp_path):
    _, report = study(run, tmp_path, "rotated", "-n", "12", "--seed", "3")

    assert [row["first_seat_games"] for row in report["seats"]] == [6, 6]
    assert sum(row["went_first"] for row in report["seats"]) == 12


def test_wins_ties_and_losses_add_up_and_the_interval_holds_the_win_rate(run, tmp_path):
    result, report = study(run, tmp_path, "ci", "-n", "40", "--seed", "5", "--players", "big-money,random")

    assert "95% CI (Wilson)" in result.output and "games per second" in result.output
    assert report["confidence"] == {"level": 0.95, "method": "Wilson score interval"}
    for row in report["seats"]:
        assert row["wins"] + row["ties"] + row["losses"] == 40
        low, high = row["win_rate_ci"]
        assert 0 <= low <= row["win_rate"] <= high <= 1
        assert row["win_rate"] == pytest.approx(row["wins"] / 40, abs=1e-6)
        assert row["tie_rate"] == pytest.approx(row["ties"] / 40, abs=1e-6)
    big_money = report["bots"]["big-money"]
    assert big_money["win_rate"] > 0.9 and big_money["avg_turns"] > 10
    assert sum(report["endings"].values()) == pytest.approx(1.0)
    assert report["piles_share"] == report["endings"]["piles"]


def test_wilson_interval_of_known_proportions():
    assert simulator.wilson(50, 100) == pytest.approx([0.403832, 0.596168], abs=1e-6)
    assert simulator.wilson(0, 10)[0] == 0.0 and simulator.wilson(10, 10)[1] == 1.0


def test_a_shared_win_is_a_tie_for_each_winner():
    tally = simulator.Tally.empty(simulator.Study(players=("big-money", "big-money", "random")))
    tally.add_game({"winners": [0, 1], "turns": [15, 15, 15], "first_seat": 0, "went_first": 2,
                    "ending": "provinces", "colony": False, "kingdom": []})

    assert (tally.wins, tally.ties, tally.losses) == ([0, 0, 0], [1, 1, 0], [0, 0, 1])


def test_random_kingdoms_from_sets_vary_by_game_and_repeat_by_seed(run, tmp_path):
    args = ("-n", "8", "--seed", "11", "--sets", "base,intrigue,prosperity")
    _, first = study(run, tmp_path, "sets", *args)
    _, second = study(run, tmp_path, "sets-again", *args, "--jobs", "2")

    assert without_timing(first) == without_timing(second)
    assert len(first["kingdom_cards"]) > 10                    # not the same ten cards every game
    assert sum(first["kingdom_cards"].values()) == 8 * 10
    ruleset = get_ruleset("dominion")
    sets = simulator.Study(games=8, seed="11", sets=("base", "intrigue", "prosperity"))
    kingdoms = [ruleset.view(ruleset.setup(sets.options(game), sets.game_seed(game)), None)["kingdom"]
                for game in range(8)]
    assert len({tuple(kingdom) for kingdom in kingdoms}) == 8


def test_an_unknown_card_set_is_a_usage_error(run):
    result = run("-n", "1", "--sets", "base,seaside")

    assert result.exit_code == 2 and "unknown card set 'seaside'" in result.output and "--sets" in result.output


def test_only_one_way_of_choosing_the_kingdom(run):
    result = run("-n", "1", "--preset", "First Game", "--sets", "base")

    assert result.exit_code == 2 and "only one of" in result.output


def test_colony_puts_platinum_and_colony_in_the_supply(run, tmp_path):
    _, forced = study(run, tmp_path, "colony", "-n", "4", "--seed", "2", "--colony")
    _, plain = study(run, tmp_path, "plain", "-n", "4", "--seed", "2")

    assert forced["colony_share"] == 1.0 and plain["colony_share"] == 0.0
    assert forced["arguments"]["colony"] is True and plain["arguments"]["colony"] is None
    with_colony = simulator.Study(games=1, colony=True)
    supply = get_ruleset("dominion").view(get_ruleset("dominion").setup(with_colony.options(0), "x"), None)["supply"]
    assert supply["Platinum"] == 12 and supply["Colony"] == 8


def test_csv_has_one_row_per_seat(run, tmp_path):
    path = tmp_path / "results.csv"
    result = run("-n", "10", "--seed", "4", "--players", "big-money,random,big-money", "--csv", str(path))

    assert result.exit_code == 0, result.output
    rows = list(csv.DictReader(path.open(encoding="utf-8")))
    assert [row["name"] for row in rows] == ["big-money 1", "random 2", "big-money 3"]
    assert all(int(row["wins"]) + int(row["ties"]) + int(row["losses"]) == 10 for row in rows)
    assert {"win_rate", "tie_rate", "avg_turns", "win_rate_ci_low", "win_rate_ci_high", "piles_share"} <= set(rows[0])


def test_solo_big_money_reaches_four_provinces(run, tmp_path):
    result, report = study(run, tmp_path, "solo", "--solo", "-n", "20", "--seed", "9")

    assert "turns to 4 Provinces" in result.output
    assert report["mode"] == "solo" and report["bot"] == "big-money"
    provinces = report["turns_to_4_provinces"]
    assert provinces["reached"] == 20
    assert 12 <= provinces["median"] <= 22 and 12 <= provinces["mean"] <= 22
    assert sum(provinces["histogram"].values()) == 20
    money = report["money_by_turn"]
    assert 7 <= money["5"] < money["10"] < money["15"] <= money["20"]


def test_solo_is_reproducible_and_writes_its_csv_row(run, tmp_path):
    path = tmp_path / "solo.csv"
    _, first = study(run, tmp_path, "solo-a", "--solo", "-n", "12", "--seed", "9", "--csv", str(path))
    _, second = study(run, tmp_path, "solo-b", "--solo", "-n", "12", "--seed", "9", "--jobs", "2")

    assert without_timing(first) == without_timing(second)
    [row] = list(csv.DictReader(path.open(encoding="utf-8")))
    assert row["bot"] == "big-money" and float(row["provinces_4_mean"]) == first["turns_to_4_provinces"]["mean"]


def test_solo_stops_at_the_turn_cap(run, tmp_path):
    _, report = study(run, tmp_path, "capped", "--solo", "--players", "random", "-n", "3", "--max-turns", "6")

    assert report["turns_to_4_provinces"]["reached"] == 0 and report["capped"] == 3
    assert report["money_by_turn"]["10"] is None


def test_solo_takes_one_bot_and_a_game_two(run):
    assert run("-n", "1", "--solo", "--players", "big-money,random").exit_code == 2
    single = run("-n", "1", "--players", "big-money")
    assert single.exit_code == 2 and "--solo" in single.output


def test_the_passive_dummy_ends_its_turn_and_gives_the_least_asked():
    assert passive_dummy({}, {"kind": "buy", "choices": [{"buy": "Silver"}, {"end": "turn"}]}) == {
        "end": "turn"}
    assert passive_dummy({}, {"kind": "discard", "pick": {"from": ["Estate", "Copper", "Copper"],
                                                                      "min": 2, "max": 2}}) == {
        "cards": ["Copper", "Copper"]}


def test_a_twenty_game_smoke_study_finishes(run, tmp_path):
    result, report = study(run, tmp_path, "smoke", "-n", "20", "--seed", "1", "--players", "big-money,random",
                           "--preset", "Interaction", "--jobs", "2")

    assert report["games"] == 20 and "20 games in" in result.output
    assert all(row["wins"] + row["ties"] + row["losses"] == 20 for row in report["seats"])


@pytest.mark.parametrize("bot", sorted(get_ruleset("dominion").bots()))
def test_a_twenty_game_smoke_study_of_each_bot_against_big_money_finishes(run, tmp_path, bot):
    _, report = study(run, tmp_path, "pair", "-n", "20", "--seed", "1", "--players", f"{bot},big-money",
                      "--jobs", "1")

    assert all(row["wins"] + row["ties"] + row["losses"] == 20 for row in report["seats"])


def test_with_no_kingdom_a_match_is_played_on_the_bots_own_cards(run, tmp_path):
    """As DominionSim and Dominiate do: every card the bots buy, filled to ten with cards no bot buys."""
    result, report = study(run, tmp_path, "witch", "-n", "200", "--seed", "3", "--players", "witch,bmu")
    assert "Witch" in report["kingdom"] and len(report["kingdom"]) == 10
    assert f"kingdom: {', '.join(report['kingdom'])}" in result.output
    assert report["bots"]["witch"]["win_rate"] > 0.75          # about 94% in the established simulators
    _, again = study(run, tmp_path, "again", "-n", "2", "--seed", "3", "--players", "witch,bmu")
    assert again["kingdom"] == report["kingdom"]


def test_a_match_kingdom_holds_every_bots_cards_and_colony_only_when_one_buys_it():
    from engine.dominion.studies import match_options

    both = match_options(("smithy", "militia"), "1")
    assert {"Smithy", "Militia"} <= set(both["kingdom"]) and len(set(both["kingdom"])) == 10
    assert both["colony"] is False and match_options(("bmu-colony", "bmu"), "1")["colony"] is True
    assert match_options(("smithy", "militia"), "1") == both != match_options(("smithy", "militia"), "2")


def test_a_given_kingdom_is_the_one_reported(run, tmp_path):
    _, report = study(run, tmp_path, "preset", "-n", "2", "--preset", "First Game")
    assert "Smithy" in report["kingdom"] and len(report["kingdom"]) == 10
