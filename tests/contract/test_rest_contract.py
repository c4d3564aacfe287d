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


def test_a_pick_is_served_under_names_every_client_reads_and_under_its_first_names_too(http):
    """A generated Python client turns `from`, `min` and `max` into from_, min_ and max_: a pick is served as
    `cards`, `at_least` and `at_most`, and, for the clients written against them, as `from`, `min` and `max` too."""
    created = http.post("/games", json={"ruleset": "dominion", "seats": seats(2),
                                        "options": {"kingdom": ["Chapel"] + KINGDOM[1:]}}).get_json()
    tokens = [seat["token"] for seat in created["seats"]]
    game = f"/games/{created['id']}"
    for _ in range(60):
        info = http.get(game).get_json()
        token = tokens[info["waiting_on"]]
        asked = http.get(f"{game}/decision", headers=bearer(token)).get_json()
        decision = asked["decision"]
        if "pick" in decision:
            break
        wanted = [{"play": "Chapel"}, {"play_all": "treasures"}, {"buy": "Chapel"}]
        move = next((move for move in wanted if move in decision["choices"]), decision["choices"][-1])
        http.post(f"{game}/moves", json={"move": move}, headers={**bearer(token), "If-Match": f'"{asked["version"]}"'})
    pick = decision["pick"]
    assert pick["cards"] == pick["from"] and (pick["at_least"], pick["at_most"]) == (pick["min"], pick["max"])
    assert http.get(game, headers=bearer(token)).get_json()["decision"]["pick"] == pick


KINGDOM = ["Cellar", "Moat", "Village", "Woodcutter", "Workshop", "Militia", "Remodel", "Smithy", "Market", "Mine"]


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def test_query_parameters_renamed_for_generated_clients_are_taken_by_their_first_names_too(http):
    """`from` (a generated Python client's from_) is `start` for a page of events and `after` for a fork; `from`
    is still taken for either, and naming both is refused."""
    created = http.post("/games", json={"ruleset": "dominion", "seats": seats(2)}).get_json()
    events = f"/games/{created['id']}/events"
    by_start = http.get(events, query_string={"start": 1, "limit": 1}).get_json()
    assert by_start == http.get(events, query_string={"from": 1, "limit": 1}).get_json()
    assert by_start["events"][0]["version"] == 1
    both = http.get(events, query_string={"start": 1, "from": 1})
    assert both.status_code == 422 and "from" in both.get_json()["errors"]["query"]
    assert http.get(events, query_string={"from": 0}).status_code == 422
