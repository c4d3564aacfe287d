"""Every frame equals the state it claims: for every version V of random games of both rulesets, the stream's `view`
and `decision` (caught up from the first event, and followed live, for every seat and a spectator) are those of
GET /games/{id}/state?at=V and the decision at V. Dominion's kingdom is full of cards that move cards between zones,
whose lists a view must not share with the state that moves on."""

import json
import random

import pytest

from api.app import create_app
from events.service.access import shown_decision
from gameledger.compose import live_streams

from .door import DoorClient
from .rest import create
from .sse import Follower

ZONES = ["Throne Room", "King's Court", "Masquerade", "Library", "Secret Chamber", "Mint", "Cellar", "Chapel",
         "Remodel", "Militia"]
GAMES = {
    "dominion": ({"kingdom": ZONES}, [{"name": "Ana"}, {"name": "Ben"}, {"name": "Cy"}]),
    "oath": ({}, [{"name": "Ana"}, {"name": "Ben"}, {"name": "Cy"}]),
}
MOVES = 120


@pytest.fixture
def app(ledger_client, redis_url):
    app = create_app(redis_url, bots="off", rate_limits={"create": "1000/second", "replay": "1000/second"},
                     live_streams=live_streams(redis_url))
    app.config["STREAM_HEARTBEAT"] = 0.05
    return app


@pytest.fixture
def door(app):
    client = DoorClient(app)
    yield client
    client.stop()


def play(ledger, game_id, moves, rng):
    """Up to `moves` random legal moves, each by the seat that must decide; the versions appended."""
    versions = []
    for _ in range(moves):
        with ledger.loaded(game_id) as loaded:
            decision = loaded.ruleset.decision(loaded.state)
            if decision is None:
                break
            move = rng.choice(loaded.ruleset.legal_moves(loaded.state))
            version = loaded.version
        versions.append(ledger.submit(game_id, decision.player, move, version).version)
    return versions


def claimed(http, ledger, game_id, token, version):
    """(view, decision) at `version` as the caller reads them: the state at V, the decision at V."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    view = http.get(f"/games/{game_id}/state", query_string={"at": version}, headers=headers).get_json()["view"]
    seat = ledger.seat_for_token(game_id, token)
    with ledger.loaded(game_id, version) as loaded:
        decision = loaded.ruleset.decision(loaded.state)
        shown = None if decision is None else shown_decision(decision, seat)
    return view, json.loads(json.dumps(shown))       # as it goes over the wire


def frames(door, game_id, token, **query):
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    answer = door.get(f"/games/{game_id}/stream", headers, **query)
    assert answer.status == 200
    return Follower(answer.chunks), answer


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("ruleset", sorted(GAMES))
def test_every_frame_caught_up_or_live_is_the_view_and_decision_at_its_version(app, http, door, ruleset, seed):
    options, seats = GAMES[ruleset]
    game, clients = create(http, seats, options, ruleset=ruleset)
    ledger, rng = app.extensions["ledger"], random.Random(seed)
    tokens = [client.token for client in clients] + [None]
    live = [frames(door, game["id"], token, **{"from": 1}) for token in tokens]
    versions = [1] + play(ledger, game["id"], MOVES, rng)
    caught_up = [frames(door, game["id"], token, **{"from": 1}) for token in tokens]
    checked = 0
    for (stream, answer), token in zip(live + caught_up, tokens + tokens):
        for version in versions:
            message = stream.next_event()
            assert int(message["id"]) == version
            view, decision = claimed(http, ledger, game["id"], token, version)
            assert message["data"]["view"] == view, f"the view at version {version} differs"
            assert message["data"]["decision"] == decision, f"the decision at version {version} differs"
            checked += 1
        answer.close()
    assert checked == len(versions) * len(tokens) * 2 and len(versions) > 60
