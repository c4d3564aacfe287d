"""GET /games/{id}/stream through the service's door (in-process), read as it is written: each event once, in order, as
the events endpoint serves it to the caller, with the caller's view and decision after it; resumed without loss or
duplication; ended when the game is."""

import json
from types import SimpleNamespace

import pytest

import events.service.ledger as ledger_module
from tests.contract.test_ruleset_contract import PRIVATE_ANSWERS

from api.app import create_app
from gameledger.compose import live_streams

from .door import DoorClient
from .rest import create
from .sse import Follower, messages


@pytest.fixture
def app(ledger_client, redis_url):
    app = create_app(redis_url, bots="inline", rate_limits={"create": "1000/second", "replay": "1000/second"},
                     live_streams=live_streams(redis_url))
    app.config["STREAM_HEARTBEAT"] = 0.05
    return app


@pytest.fixture
def door(app):
    client = DoorClient(app)
    yield client
    client.stop()


@pytest.fixture
def follow(door):
    def follow(game_id, token=None, **query):
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        headers.update(query.pop("headers", {}))
        response = door.get(f"/games/{game_id}/stream", headers, **query)
        assert response.status == 200, response.body()
        assert response.headers["content-type"].startswith("text/event-stream")
        return Follower(response.chunks), response
    return follow


def play(ledger, game_id, moves):
    """`moves` moves of the random bot for whichever seat must decide; the versions appended."""
    versions = []
    for _ in range(moves):
        with ledger.loaded(game_id) as loaded:
            decision = loaded.ruleset.decision(loaded.state)
            if decision is None:
                break
            move = loaded.ruleset.bots()["random"](loaded.ruleset.bot_view(loaded.state, decision.player),
                                                   decision.to_dict())
            version = loaded.version
        versions.append(ledger.submit(game_id, decision.player, move, version).version)
    return versions


def seen_as(http, client, version):
    """What the events, state and decision endpoints show `client` at `version` (the decision: now)."""
    event = client.get("/events", **{"from": version, "limit": 1}).get_json()["events"][0]
    view = client.get("/state", at=version).get_json()["view"]
    return event, view, client.get("/decision").get_json()["decision"]


def test_each_message_is_the_event_the_events_endpoint_serves_with_the_view_and_decision_after_it(app, http, follow):
    game, clients = create(http, [{"name": "Ana"}, {"name": "Ben"}])
    ledger = app.extensions["ledger"]
    readers = (*clients, type(clients[0])(http, game["id"]))       # two seats and a spectator
    streams = [follow(game["id"], reader.token, **{"from": 1})[0] for reader in readers]
    for stream, reader in zip(streams, readers):
        first = stream.next_event()
        assert first["id"] == "1"
        assert first["data"]["event"] == reader.get("/events", limit=1).get_json()["events"][0]
    for _ in range(4):
        [version] = play(ledger, game["id"], 1)
        for stream, reader in zip(streams, readers):
            event, view, decision = seen_as(http, reader, version)
            assert stream.next_event() == {"id": str(version), "data": {"version": version, "event": event,
                                                                        "view": view, "decision": decision}}


def test_without_from_the_stream_starts_at_the_last_event_and_waits_for_the_next(app, http, follow):
    game, clients = create(http, [{"name": "Ana"}, {"name": "Ben"}])
    ledger = app.extensions["ledger"]
    play(ledger, game["id"], 2)
    stream, response = follow(game["id"], clients[0].token)
    assert stream.next_event()["id"] == "3"
    play(ledger, game["id"], 1)
    assert stream.next_event()["id"] == "4"
    response.close()


def test_a_follower_that_reconnects_with_last_event_id_misses_nothing_and_sees_nothing_twice(app, http, follow):
    game, clients = create(http, [{"name": "Ana"}, {"name": "Ben"}])
    ledger = app.extensions["ledger"]
    received = []
    stream, response = follow(game["id"], clients[1].token, **{"from": 1})
    play(ledger, game["id"], 4)
    received += [int(stream.next_event()["id"]) for _ in range(3)]
    response.close()                                    # dropped after version 3
    play(ledger, game["id"], 6)                         # moves made while it was away
    again, response = follow(game["id"], clients[1].token, **{"from": 1},
                             headers={"Last-Event-ID": str(received[-1])})
    received += [int(again.next_event()["id"]) for _ in range(8)]
    play(ledger, game["id"], 2)
    received += [int(again.next_event()["id"]) for _ in range(2)]
    response.close()
    assert received == list(range(1, 14))


def test_a_follower_names_a_version_the_game_has_or_is_refused(app, http, door):
    game, clients = create(http, [{"name": "Ana"}, {"name": "Ben"}])
    path = f"/games/{game['id']}/stream"
    assert door.get(path, {"Last-Event-ID": "9"}).status == 422
    for last in ("x", "-1", "²", "1e3", "9" * 5000, "18446744073709551616", "\xc3\xa9"):      # 400 invalid-header
        refused = door.get(path, {"Last-Event-ID": last})
        assert refused.status == 400 and b"Last-Event-ID" in refused.body(), last
    assert door.get(path, **{"from": -1}).status == 422
    assert door.get("/games/nosuchgame/stream").status == 404
    assert door.get(path, {"Authorization": "Bearer wrong"}).status == 401


def test_from_0_is_from_the_first_event(app, http, follow):
    game, clients = create(http, [{"name": "Ana"}, {"name": "Ben"}])
    stream, response = follow(game["id"], **{"from": 0})
    assert stream.next_event()["id"] == "1"
    response.close()


def test_a_stream_is_refused_by_a_server_that_cannot_hold_it_open(http):
    game, _ = create(http, [{"name": "Ana"}, {"name": "Ben"}])
    answer = http.get(f"/games/{game['id']}/stream")        # Flask's test client: no door
    assert answer.status_code == 422 and "cannot hold them open" in answer.get_json()["detail"]


def test_the_stream_ends_with_an_end_message_when_the_game_is_over(app, http, follow):
    game, _ = create(http, [{"name": "Bot A", "bot": "big-money"}, {"name": "Bot B", "bot": "big-money"}])
    final = http.get(f"/games/{game['id']}").get_json()
    assert final["status"] == "finished"
    stream, _ = follow(game["id"], **{"from": final["version"] - 1})
    assert [stream.next_event()["id"] for _ in range(2)] == [str(final["version"] - 1), str(final["version"])]
    end = stream.next()
    assert end["event"] == "end"
    assert end["data"] == {"version": final["version"], "status": "finished", "result": final["result"]}
    assert stream.next() is None and stream.closed
    # one that has every event already is told the game is over, and nothing else
    stream, _ = follow(game["id"], headers={"Last-Event-ID": str(final["version"])})
    assert stream.next()["event"] == "end" and stream.next() is None


def test_a_spectators_stream_never_shows_a_private_answer_nor_a_hand(app, http, monkeypatch, follow):
    real = ledger_module.secrets
    monkeypatch.setattr(ledger_module, "secrets", SimpleNamespace(
        token_hex=lambda size: "contract-1" if size == 16 else real.token_hex(size), token_urlsafe=real.token_urlsafe))
    game, clients = create(http, [{"name": "Ana"}, {"name": "Ben"}], PRIVATE_ANSWERS["dominion"])
    ledger = app.extensions["ledger"]
    watcher, _ = follow(game["id"], **{"from": 1})
    seat, _ = follow(game["id"], clients[0].token, **{"from": 1})
    versions = play(ledger, game["id"], 120)
    private = {event["version"]: event["seat"] for event in ledger.store.read(game["id"]) if event.get("private")}
    assert private, "no private answer was given: nothing was checked"
    for version in [1, *versions]:
        watched, seated = watcher.next_event()["data"], seat.next_event()["data"]
        text = json.dumps(watched)
        assert '"deck"' not in text and "seed\"" not in text
        assert all("hand" not in player for player in watched["view"]["players"])
        assert [("hand" in player) for player in seated["view"]["players"]] == [True, False]
        if version in private:
            assert watched["event"]["move"] == "hidden"
            assert (seated["event"]["move"] == "hidden") == (private[version] != 0)


def test_messages_are_split_as_an_event_source_splits_them():
    text = "retry: 1000\n: game g\n\nid: 3\ndata: {\"a\": 1}\n\n: heartbeat\n\nevent: end\ndata: {}\n\n"
    assert messages(text) == [{"retry": "1000", "comment": "game g"}, {"id": "3", "data": {"a": 1}},
                              {"comment": "heartbeat"}, {"event": "end", "data": {}}]
