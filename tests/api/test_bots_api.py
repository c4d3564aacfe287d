"""GET /bots: every ruleset's bots, each with its description, by the ids seats name at POST /games."""

from engine.dominion.bots import DESCRIPTIONS
from tests.api.rest import create


def test_get_bots_lists_every_dominion_bot_with_its_description(http):
    response = http.get("/bots")
    assert response.status_code == 200
    dominion = response.get_json()["dominion"]
    assert [bot["id"] for bot in dominion] == list(DESCRIPTIONS)
    assert {bot["id"]: bot["description"] for bot in dominion} == DESCRIPTIONS
    assert {"bmu", "general", "random", "big-smithy", "workshop-gardens"} <= {bot["id"] for bot in dominion}


def test_a_listed_bot_can_take_a_seat(http):
    listed = [bot["id"] for bot in http.get("/bots").get_json()["dominion"]]
    created, _ = create(http, [{"name": "Cid", "bot": listed[listed.index("bmu")]},
                               {"name": "Dan", "bot": listed[listed.index("smithy")]}], {"preset": "First Game"})
    game = http.get(f"/games/{created['id']}").get_json()
    assert game["status"] == "finished" and game["result"]["winners"]
