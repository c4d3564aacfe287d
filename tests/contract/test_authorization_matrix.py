"""The authorization matrix (issue 31): for every operation of openapi.yaml and every kind of caller, the status the
service answers, stated here and checked against a real API process (`gameledger serve`).

The operations are read from the contract, so a new one cannot be left out: an operation with no line in EXPECTED
fails, naming itself, as does a line for an operation the contract no longer has or a status its responses do not
list. Every state-changing operation requires the token its resource names (the seat's, the creator's, the
campaign's owner's or player's): anonymous, a stranger's valid token and a malformed header are refused 401; only the
operations that create something of the caller's own (a game, a campaign, a player key, a seat joined) take no token.

Each request is a valid one, on a resource in the state it needs (a game awaiting a seat's decision, a last move to
take back...), so the status says who may, not what else is wrong. Refusals are sent to one resource (and change
nothing of it); each request that may succeed gets a resource of its own.

Callers:
- anonymous, spectator: no token (the service has no spectator credential: a spectator is a caller without a token,
  so the two send the same request and must get the same answer);
- seat: the seat whose decision is awaited (in a game still waiting for players: the creator's seat);
- other seat: another human seat of the game (waiting: a seat joined);
- creator: the creator token of a game created with open seats (all the games here are);
- owner, player: a campaign's owner token, and a player's token in it (that player's seat token in its games);
- stranger: a valid token of someone else's (a seat of another game);
- player key: a player key (POST /players) bound to the game's first seat;
- malformed: `Authorization: Bearer ééé` (its bytes as UTF-8), which is no bearer token at all.

Operations that take no token ignore the Authorization header; every other one reads it."""

import http.client
import json
from pathlib import Path

import pytest
import yaml

from tests.reliability.processes import Api, KillableRedis

ROOT = Path(__file__).resolve().parents[2]
CONTRACT = yaml.safe_load((ROOT / "openapi.yaml").read_text())
OPERATIONS = {op["operationId"]: (method.upper(), path, op) for path, item in CONTRACT["paths"].items()
              for method, op in item.items() if method in ("get", "put", "post", "delete", "patch")}

CALLERS = ("anonymous", "spectator", "seat", "other seat", "creator", "owner", "player", "stranger", "player key",
           "malformed")
MALFORMED = "Bearer ééé".encode()
# The operations that take no token: each creates something of the caller's own, or reads what anyone may
CREATING = {"createGame", "createCampaign", "createPlayerKey", "joinSeat"}


def everyone(status):
    """An operation that reads no token: every caller alike."""
    return dict.fromkeys(CALLERS, status)


def tokens_refused(**allowed):
    """The callers named get their status; every other one 401 (no token, or one the resource does not know)."""
    return {caller: allowed.get(caller.replace(" ", "_"), 401) for caller in CALLERS}


def game_read():
    """A game's read: a spectator without a token, a seat with its own, the creator as a spectator."""
    return tokens_refused(anonymous=200, spectator=200, seat=200, other_seat=200, creator=200)


def seats_only(seat, other_seat):
    """A seat's request: the seats' statuses given; the creator's token is known but plays no seat (403)."""
    return tokens_refused(seat=seat, other_seat=other_seat, creator=403)


def creator_only(creator):
    """The creator's request: a seat's token of the game is known but not the creator's (403)."""
    return tokens_refused(creator=creator, seat=403, other_seat=403)


def campaign_read(**statuses):
    return tokens_refused(anonymous=200, spectator=200, owner=200, player=200, **statuses)


# operationId: (the resource it acts on, the request beside its path, the status per caller)
EXPECTED = {
    "getHealth": ("none", {}, everyone(200)),
    "getReady": ("none", {}, everyone(200)),
    "getMetrics": ("none", {}, everyone(200)),
    "listRulesets": ("none", {}, everyone(200)),
    "listBots": ("none", {}, everyone(200)),
    "getProblem": ("none", {}, everyone(200)),
    "getRuleset": ("none", {}, everyone(200)),
    "getRulesetCards": ("none", {}, everyone(200)),
    "listGames": ("none", {}, everyone(200)),
    "listCampaigns": ("none", {}, everyone(200)),
    "createGame": ("none", {"body": {"ruleset": "dominion", "seats": [{"name": "Ana"}, {"name": "Ben"}]}},
                   everyone(201)),
    "createCampaign": ("none", {"body": {"players": [{"name": "Cy"}, {"name": "Di"}, {"name": "Ed",
                                                                                     "bot": "oath-easy"}]}},
                       everyone(201)),
    "createPlayerKey": ("none", {}, everyone(201)),
    "listMyGames": ("none", {}, tokens_refused(player_key=200)),
    "followMyGames": ("none", {}, tokens_refused(player_key=200)),
    "getGame": ("game", {}, game_read()),
    "getDecision": ("game", {}, game_read()),
    "listEvents": ("game", {}, game_read()),
    "getState": ("game", {}, game_read()),
    "getLog": ("game", {}, game_read()),
    "followGame": ("game", {}, game_read()),
    "verifyGame": ("game", {}, everyone(200)),
    "gamePage": ("game", {}, everyone(200)),
    "submitMove": ("game", {"move": True}, seats_only(201, 403)),
    "resignGame": ("game", {}, seats_only(200, 200)),
    "abortGame": ("game", {}, seats_only(200, 200)),
    "offerEnd": ("game", {}, seats_only(200, 200)),
    "askUndo": ("moved", {}, seats_only(200, 409)),          # only the seat that made the last move asks
    "agreeUndo": ("undo asked", {}, seats_only(200, 200)),   # the asker's agreement changes nothing, and is 200
    "declineUndo": ("undo asked", {}, seats_only(200, 200)),
    "getStandingAnswers": ("game", {}, seats_only(200, 200)),
    "setStandingAnswers": ("game", {"body": {"answers": []}}, seats_only(200, 200)),
    "getWebhook": ("game", {}, seats_only(200, 200)),
    "setWebhook": ("game", {"body": {"url": "https://hooks.example/gameledger"}}, seats_only(200, 200)),
    "removeWebhook": ("game", {}, seats_only(204, 204)),
    "joinSeat": ("lobby", {"body": {"name": "Dee"}}, everyone(201)),
    "inviteToSeat": ("lobby", {}, creator_only(201)),
    "startGame": ("lobby", {"body": {}}, creator_only(201)),
    "getCampaign": ("campaign", {}, campaign_read()),
    "getChronicle": ("campaign", {}, campaign_read()),
    "startCampaignGame": ("campaign", {}, tokens_refused(owner=201, player=201)),
    "publishCampaign": ("campaign", {}, tokens_refused(owner=200, player=403)),
    "forkCampaign": ("campaign", {}, tokens_refused(owner=201, player=403)),
}


@pytest.fixture(scope="module")
def service(tmp_path_factory):
    store = KillableRedis(tmp_path_factory.mktemp("redis")).start()
    api = Api(store.url)
    api.env = {"GAMELEDGER_LIMIT_CREATE": "100000/minute", "GAMELEDGER_LIMIT_REPLAY": "100000/minute"}
    try:
        api.start()
        yield World(api.port)
    finally:
        api.stop()
        store.stop()


class World:
    """The callers' tokens and the resources they act on, made over HTTP as any client makes them."""

    def __init__(self, port):
        self.port = port
        self.player_key = self.ok("POST", "/players")["player_key"]
        self.game = self.make("game")              # the game of the campaign requests' seat, other seat and creator
        self.campaign = self.make("campaign")      # the campaign of the game requests' owner and player
        self.game["tokens"] |= {k: v for k, v in self.campaign["tokens"].items() if k in ("owner", "player")}
        self.stranger = self.ok("POST", "/games", {"ruleset": "dominion", "seats": [
            {"name": "Zed"}, {"name": "Yul"}]})["seats"][0]["token"]

    def call(self, method, path, body=None, headers=None):
        """(status, parsed body); a stream's answer is its status alone (the connection closed after its headers)."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            data = None if body is None else json.dumps(body).encode()
            connection.request(method, path, body=data, headers={"Content-Type": "application/json",
                                                                 **(headers or {})})
            response = connection.getresponse()
            if response.getheader("Content-Type", "").startswith("text/event-stream"):
                return response.status, None
            raw = response.read()
            try:
                return response.status, json.loads(raw) if raw else None
            except ValueError:
                return response.status, raw
        finally:
            connection.close()

    def ok(self, method, path, body=None, token=None):
        status, answer = self.call(method, path, body, {"Authorization": f"Bearer {token}"} if token else {})
        assert status < 300, (method, path, status, answer)
        return answer

    def make(self, kind) -> dict:
        """A resource in the state the operations of `kind` need: its path parameters and its callers' tokens."""
        if kind == "none":
            return {"tokens": dict(self.game["tokens"])}
        if kind == "campaign":
            created = self.ok("POST", "/campaigns", EXPECTED["createCampaign"][1]["body"])
            tokens = {"owner": created["owner_token"], "player": created["players"][0]["token"]}
            if hasattr(self, "game"):
                tokens |= {k: v for k, v in self.game["tokens"].items() if k not in tokens}
            return {"campaign_id": created["id"], "tokens": tokens}
        seats = [{"name": "Ana"}, {"open": True}] + ([{"open": True}] if kind == "lobby" else [])
        created = self.ok("POST", "/games", {"ruleset": "dominion", "seats": seats, "player_key": self.player_key})
        game_id = created["id"]
        ana, creator = created["seats"][0]["token"], created["creator_token"]
        ben = self.ok("POST", f"/games/{game_id}/seats/1/join", {"name": "Ben"})["token"]
        scene = {"game_id": game_id, "seat": 2, "tokens": {"creator": creator}}
        if kind == "lobby":
            scene["tokens"] |= {"seat": ana, "other seat": ben}
        else:
            first = self.ok("GET", f"/games/{game_id}")["waiting_on"]
            mover, other = (ana, ben) if first == 0 else (ben, ana)
            scene["tokens"] |= {"seat": mover, "other seat": other}
            decision = self.ok("GET", f"/games/{game_id}/decision", token=mover)
            scene["version"], scene["move"] = decision["version"], _undoable(decision["decision"])
            if kind in ("moved", "undo asked"):
                self.ok("POST", f"/games/{game_id}/moves", {"move": scene["move"],
                                                            "expected_version": scene["version"]}, mover)
            if kind == "undo asked":
                self.ok("POST", f"/games/{game_id}/undo", token=mover)
        if hasattr(self, "campaign"):
            scene["tokens"] |= {k: v for k, v in self.campaign["tokens"].items() if k in ("owner", "player")}
        return scene

    def headers(self, caller, scene) -> dict:
        if caller in ("anonymous", "spectator"):
            return {}
        if caller == "malformed":
            return {"Authorization": MALFORMED}
        token = {"stranger": self.stranger, "player key": self.player_key}.get(caller) or scene["tokens"][caller]
        return {"Authorization": f"Bearer {token}"}


def _undoable(decision: dict) -> dict:
    """A move of the first decision that may be taken back: a Copper played (it draws nothing), else the action
    phase ended."""
    choices = decision.get("choices", [])
    return next((choice for choice in choices if choice == {"play": "Copper"}), {"end": "actions"})


def request_of(operation_id, scene) -> tuple[str, str, dict | None, dict]:
    method, template, _ = OPERATIONS[operation_id]
    _, asked, _ = EXPECTED[operation_id]
    path = template.format(game_id=scene.get("game_id"), campaign_id=scene.get("campaign_id"),
                           seat=scene.get("seat"), name="illegal-move", ruleset_id="dominion")
    body, headers = asked.get("body"), {}
    if asked.get("move"):
        body, headers = {"move": scene["move"]}, {"If-Match": f'"{scene["version"]}"'}
    return method, path, body, headers


def test_every_operation_of_the_contract_states_what_each_caller_gets():
    missing = sorted(set(OPERATIONS) - set(EXPECTED))
    unknown = sorted(set(EXPECTED) - set(OPERATIONS))
    assert not missing, f"operations with no expectations in the authorization matrix: {missing}"
    assert not unknown, f"expectations for operations the contract does not have: {unknown}"
    for operation_id, (_, _, statuses) in EXPECTED.items():
        assert set(statuses) == set(CALLERS), operation_id
        documented = set(OPERATIONS[operation_id][2]["responses"])
        undocumented = {status for status in statuses.values() if str(status) not in documented}
        assert not undocumented, f"{operation_id} is expected to answer {undocumented}, which it does not document"


def test_every_state_changing_operation_requires_the_token_its_resource_names():
    for operation_id, (method, path, op) in OPERATIONS.items():
        statuses = EXPECTED.get(operation_id, (None, None, {}))[2]
        assert statuses.get("anonymous") == statuses.get("spectator"), operation_id
        if method == "GET":
            continue
        if not any(op["security"]):
            assert operation_id in CREATING, f"{method} {path} changes state and takes no token"
            continue
        assert {statuses[caller] for caller in ("anonymous", "stranger", "malformed")} == {401}, operation_id
        assert {"401", "403"} & set(op["responses"]), operation_id


@pytest.mark.parametrize("operation_id", sorted(OPERATIONS))
def test_each_caller_gets_the_status_the_matrix_states(service, operation_id):
    assert operation_id in EXPECTED, f"{operation_id} has no expectations in the authorization matrix (EXPECTED)"
    kind, _, statuses = EXPECTED[operation_id]
    shared = service.make(kind)
    got = {}
    # refusals first, all on one resource (they change nothing); each request that may succeed on its own
    for caller in sorted(CALLERS, key=lambda caller: statuses[caller] < 300):
        scene = shared if statuses[caller] >= 300 else service.make(kind)
        method, path, body, headers = request_of(operation_id, scene)
        status, answer = service.call(method, path, body, headers | service.headers(caller, scene))
        got[caller] = status
        if status == 401:
            assert isinstance(answer, dict) and answer["type"].endswith("/problems/bad-token"), (caller, answer)
        assert status < 500, (caller, answer)
    assert got == statuses, {caller: (got[caller], statuses[caller]) for caller in CALLERS
                             if got[caller] != statuses[caller]}
