"""Every answer is as the contract says: games of both rulesets played to their end over REST (bots inline), the
lobby, the game's life, seat clocks and a campaign, each answer's body validated against the schema openapi.yaml
gives its operation and status. A generated client parses answers by these schemas: a field served that the schema
does not declare, a null where it allows none or a required field missing would break it there."""

import functools
import random
import re

import jsonschema_rs
import pytest
import yaml

from api.app import openapi_yaml

SPEC = yaml.safe_load(openapi_yaml())
LEFT_OUT = {"discriminator", "example", "nullable", "deprecated", "externalDocs", "xml"}
PLAYER_KEY = "conforming-player-key-0001"


def json_schema(node):
    """An OpenAPI 3.0 schema as a JSON Schema (draft 4, which 3.0's schemas follow): `nullable` as null allowed,
    and the keywords JSON Schema does not know left out."""
    if isinstance(node, list):
        return [json_schema(item) for item in node]
    if not isinstance(node, dict):
        return node
    schema = {key: ({name: json_schema(field) for name, field in value.items()} if key == "properties"
                    else json_schema(value)) for key, value in node.items() if key not in LEFT_OUT}
    return {"anyOf": [schema, {"type": "null"}]} if node.get("nullable") else schema


COMPONENTS = json_schema(SPEC["components"]["schemas"])


class Contract:
    """The Flask test client, each answer checked against the schema of its operation and status."""

    def __init__(self, app):
        self.http, self.rules = app.test_client(), app.url_map.bind("localhost")
        self.checked = set()

    def call(self, method, path, token=None, **kwargs):
        headers = kwargs.pop("headers", {}) | ({"Authorization": f"Bearer {token}"} if token else {})
        answer = getattr(self.http, method.lower())(path, headers=headers, **kwargs)
        self.check(method, path.split("?", 1)[0], answer)
        return answer

    def check(self, method, path, answer):
        rule, _ = self.rules.match(path, method, return_rule=True)
        template = re.sub(r"<(?:[^:>]+:)?([^>]+)>", r"{\1}", rule.rule)
        op = SPEC["paths"][template][method.lower()]
        response = op["responses"].get(str(answer.status_code)) or op["responses"]["default"]
        if "$ref" in response:
            response = SPEC["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
        content = response.get("content", {})
        assert answer.mimetype in content or not content, (method, path, answer.status_code, answer.mimetype)
        if answer.mimetype not in content or not answer.mimetype.endswith("json"):
            return
        validator = validating(template, method.lower(), str(answer.status_code), answer.mimetype)
        errors = [f"{'/'.join(map(str, error.instance_path))}: {error.message[:300]}"
                  for error in validator.iter_errors(answer.get_json())]
        assert not errors, f"{method} {path} {answer.status_code} is not as the contract says: {errors[:5]}"
        self.checked.add((template, method.lower(), answer.status_code))


@functools.cache
def validating(template, method, status, mimetype):
    op = SPEC["paths"][template][method]
    response = op["responses"].get(status) or op["responses"]["default"]
    if "$ref" in response:
        response = SPEC["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
    return jsonschema_rs.Draft4Validator({"components": {"schemas": COMPONENTS},
                                          **json_schema(response["content"][mimetype]["schema"])})


@pytest.fixture
def contract(app):
    return Contract(app)


def created(contract, ruleset, seats, **body):
    answer = contract.call("POST", "/games", json={"ruleset": ruleset, "seats": seats, **body})
    assert answer.status_code == 201, answer.get_json()
    return answer.get_json()


def answer_for(decision, rng):
    """A human seat's answer from what its decision lists: Big Money where it buys (so a Dominion game ends), else
    one of the choices, or the fewest cards a pick allows."""
    if "pick" in decision:
        return {"cards": decision["pick"]["cards"][:decision["pick"]["at_least"]]}
    choices = decision["choices"]
    for wanted in ({"play_all": "treasures"}, {"buy": "Province"}, {"buy": "Gold"}, {"buy": "Silver"}):
        if wanted in choices:
            return wanted
    if decision["kind"] in ("action", "buy"):
        return choices[-1]          # end the phase
    return rng.choice(choices)


def play_to_the_end(contract, game, tokens, rng, readings=True):
    """Answer each human decision from its own token until the game is over; read the game as each seat and as a
    spectator along the way."""
    while True:
        info = contract.call("GET", f"/games/{game}").get_json()
        if info["status"] != "active":
            return info
        seat = info["waiting_on"]
        asked = contract.call("GET", f"/games/{game}/decision", tokens[seat]).get_json()
        if readings and asked["version"] % 17 == 0:
            contract.call("GET", f"/games/{game}", tokens[seat])
            contract.call("GET", f"/games/{game}/state?at={asked['version']}", tokens[seat])
            contract.call("GET", f"/games/{game}/events?start={max(1, asked['version'] - 5)}", tokens[seat])
        moved = contract.call("POST", f"/games/{game}/moves", tokens[seat], json={
            "move": answer_for(asked["decision"], rng)}, headers={"If-Match": f'"{asked["version"]}"'})
        assert moved.status_code == 201, moved.get_json()


def read_over(contract, game, token=None):
    for path in ("", "/decision", "/state", "/events?limit=1000", "/log", "/verify"):
        answer = contract.call("GET", f"/games/{game}{path}", token)
        assert answer.status_code == 200, (path, answer.get_json())


def test_every_answer_of_a_dominion_game_of_two_players_to_its_end_is_as_the_contract_says(contract):
    game = created(contract, "dominion", [{"name": "Ana"}, {"name": "Ben"}], options={"preset": "First Game"})
    tokens = [seat["token"] for seat in game["seats"]]
    over = play_to_the_end(contract, game["id"], tokens, random.Random(1))
    assert over["status"] == "finished" and over["result"]["ending"] in ("provinces", "piles")
    assert contract.call("GET", f"/games/{game['id']}/decision", tokens[0]).get_json()["decision"] is None
    read_over(contract, game["id"])
    read_over(contract, game["id"], tokens[1])
    stale = contract.call("POST", f"/games/{game['id']}/moves", tokens[0], json={"move": {"end": "turn"}},
                          headers={"If-Match": '"1"'})
    assert stale.status_code == 412
    assert ("/games/{game_id}/moves", "post", 201) in contract.checked


def test_every_answer_of_an_oath_game_of_one_human_against_bots_is_as_the_contract_says(contract):
    game = created(contract, "oath", [{"name": "Ana"}, {"name": "Bot", "bot": "oath"}, {"name": "Cy", "bot": "oath"}])
    over = play_to_the_end(contract, game["id"], [game["seats"][0]["token"], None, None], random.Random(2))
    assert over["status"] == "finished" and over["result"]["winner_names"]
    read_over(contract, game["id"], game["seats"][0]["token"])


def test_the_lobby_the_games_life_and_clocks_answer_as_the_contract_says(contract):
    lobby = created(contract, "dominion", [{"name": "Ana"}, {"open": True}, {"open": True}],
                    player_key=PLAYER_KEY)
    assert contract.call("GET", f"/games/{lobby['id']}/decision").get_json()["decision"] is None
    contract.call("GET", f"/games/{lobby['id']}")
    contract.call("GET", "/games?open=true")
    invited = contract.call("POST", f"/games/{lobby['id']}/seats/2/invitation", lobby["creator_token"]).get_json()
    joined = contract.call("POST", f"/games/{lobby['id']}/seats/1/join", json={"name": "Ben"}).get_json()
    assert contract.call("POST", f"/games/{lobby['id']}/seats/1/join", json={"name": "Cy"}).status_code == 409
    contract.call("POST", f"/games/{lobby['id']}/seats/2/join", json={"name": "Cy",
                                                                      "invitation": invited["invitation"]})
    contract.call("GET", f"/games/{lobby['id']}/events")
    contract.call("GET", "/me/games", PLAYER_KEY)
    contract.call("GET", "/me/games?waiting=true", PLAYER_KEY)
    contract.call("POST", f"/games/{lobby['id']}/resign", joined["token"])
    started = created(contract, "dominion", [{"name": "Ana"}, {"open": True}])
    assert contract.call("POST", f"/games/{started['id']}/start", started["creator_token"], json={}).status_code == 201

    three = created(contract, "dominion", [{"name": "Ana"}, {"name": "Ben"}, {"name": "Cy"}])
    tokens = [seat["token"] for seat in three["seats"]]
    contract.call("POST", f"/games/{three['id']}/end-offers", tokens[0])
    contract.call("PUT", f"/games/{three['id']}/standing-answers", tokens[1],
                  json={"answers": [{"kind": "reaction", "answer": {"reveal": "Moat"}}]})
    contract.call("GET", f"/games/{three['id']}/standing-answers", tokens[1])
    contract.call("POST", f"/games/{three['id']}/resign", tokens[2])
    contract.call("GET", f"/games/{three['id']}/events", tokens[0])
    for token in tokens[:2]:
        contract.call("POST", f"/games/{three['id']}/resign", token)
    read_over(contract, three["id"])

    aborted = created(contract, "dominion", [{"name": "Ana"}, {"name": "Ben"}])
    assert contract.call("POST", f"/games/{aborted['id']}/abort", aborted["seats"][0]["token"]).status_code == 200
    read_over(contract, aborted["id"])

    clocked = created(contract, "dominion", [{"name": "Ana"}, {"name": "Ben"}], clock={"initial": 600, "increment": 5})
    tokens = [seat["token"] for seat in clocked["seats"]]
    for _ in range(3):
        info = contract.call("GET", f"/games/{clocked['id']}", tokens[0]).get_json()
        asked = contract.call("GET", f"/games/{clocked['id']}/decision", tokens[info["waiting_on"]]).get_json()
        contract.call("POST", f"/games/{clocked['id']}/moves", tokens[info["waiting_on"]],
                      json={"move": answer_for(asked["decision"], random.Random(3))},
                      headers={"If-Match": f'"{asked["version"]}"'})
    contract.call("POST", f"/games/{clocked['id']}/undo", tokens[0])
    contract.call("GET", f"/games/{clocked['id']}/events", tokens[1])
    contract.call("GET", "/games?status=finished")
    contract.call("GET", "/games?ruleset=dominion&limit=2")
    assert contract.call("GET", "/games?ruleset=dominoin").status_code == 422


def test_the_service_and_campaign_answers_are_as_the_contract_says(contract):
    for path in ("/health", "/rulesets", "/bots", "/rulesets/dominion", "/rulesets/oath", "/rulesets/chess",
                 "/games/nothing-here", "/problems/illegal-move"):
        contract.call("GET", path)
    campaign = contract.call("POST", "/campaigns", json={
        "players": [{"name": name, "bot": "oath-easy"} for name in ("A", "B", "C")]}).get_json()
    for _ in range(2):
        answer = contract.call("POST", f"/campaigns/{campaign['id']}/games", campaign["owner_token"])
        assert answer.status_code == 201, answer.get_json()
        read_over(contract, answer.get_json()["id"])
    for token in (None, campaign["owner_token"]):
        contract.call("GET", f"/campaigns/{campaign['id']}", token)
        contract.call("GET", f"/campaigns/{campaign['id']}/chronicle", token)
    contract.call("GET", f"/campaigns/{campaign['id']}/chronicle?format=tts", campaign["owner_token"])
    contract.call("GET", "/campaigns")
    forked = contract.call("POST", f"/campaigns/{campaign['id']}/fork?after=1", campaign["owner_token"], json={})
    assert forked.status_code == 201, forked.get_json()
    contract.call("POST", f"/campaigns/{campaign['id']}/publish", campaign["owner_token"])
