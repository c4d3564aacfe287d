"""What the service reads of every ruleset, over REST: its players, its options, its result."""

import pytest

from engine.games import BUILTIN, get_ruleset

RULESETS = sorted(BUILTIN)


def seats(count):
    return [{"name": f"P{n}"} for n in range(count)]


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_an_unknown_option_gets_a_422_naming_it_and_creates_nothing(http, ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    response = http.post("/games", json={"ruleset": ruleset_id, "options": {"kingdon": ["Village"]},
                                         "seats": seats(ruleset.min_players)})
    assert response.status_code == 422 and response.mimetype == "application/problem+json"
    assert "unknown option 'kingdon'" in response.get_json()["detail"]
    assert http.get("/games").get_json()["total"] == 0


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_seat_limits_are_the_rulesets_own(http, ruleset_id):
    ruleset = get_ruleset(ruleset_id)
    for count in (ruleset.min_players - 1, ruleset.max_players + 1):
        response = http.post("/games", json={"ruleset": ruleset_id, "seats": seats(count)})
        assert response.status_code == 422, count
        assert f"{ruleset.min_players} to {ruleset.max_players} players" in response.get_json()["detail"]
    response = http.post("/games", json={"ruleset": ruleset_id, "seats": seats(ruleset.max_players)})
    assert response.status_code == 201


def test_rulesets_list_players_and_options_as_data(http):
    listed = {entry["id"]: entry for entry in http.get("/rulesets").get_json()}
    assert sorted(listed) == RULESETS
    for ruleset_id, entry in listed.items():
        ruleset = get_ruleset(ruleset_id)
        assert (entry["min_players"], entry["max_players"]) == (ruleset.min_players, ruleset.max_players)
        assert entry["options"] == ruleset.options_schema()
