"""Games stored under the first event schema (JSON events with the actor's name, an ISO time and the whole state
hash), exactly as the code of that time wrote them (fixtures/schema1-games.json: every key, written by commit
fe81b44), are read through the upcasters and served, verified and played on like any game."""

import base64
import json
from pathlib import Path

import pytest

from events.service import Ledger
from events.store import Stores

FIXTURE = json.loads((Path(__file__).parent / "fixtures" / "schema1-games.json").read_text())


@pytest.fixture
def redis_url(single_redis_url):
    """One Redis whatever the tests' store (PYTEST_STORE): the keys of that time are one Redis's, its index under
    {games} (a store moved to a cluster has its index rebuilt in buckets: `gameledger reindex`)."""
    return single_redis_url


@pytest.fixture
def stored(ledger_client):
    """The fixture's keys written back as they were."""
    for key, value in FIXTURE["keys"].items():
        if "stream" in value:
            for entry_id, fields in value["stream"]:
                ledger_client.xadd(key, {name: base64.b64decode(raw) for name, raw in fields.items()}, id=entry_id)
        elif "hash" in value:
            ledger_client.hset(key, mapping={name: base64.b64decode(raw) for name, raw in value["hash"].items()})
        elif "zset" in value:
            ledger_client.zadd(key, {member: score for member, score in value["zset"]})
        elif "set" in value:
            ledger_client.sadd(key, *value["set"])
        else:
            ledger_client.set(key, base64.b64decode(value["string"]))
    return ledger_client


@pytest.mark.parametrize("name", ["finished", "unfinished"])
def test_a_schema_one_game_verifies_hash_by_hash(stored, name):
    game = FIXTURE["games"][name]
    verified = Ledger(Stores.on(stored)).history.verify(game["id"])
    assert verified["verified"] and verified["events"] == game["version"]


@pytest.mark.parametrize("name", ["finished", "unfinished"])
def test_a_schema_one_games_events_are_served_with_their_names_and_times(stored, name):
    game = FIXTURE["games"][name]
    raw = {entry_id: json.loads(base64.b64decode(fields["e"]))
           for entry_id, fields in FIXTURE["keys"][f"gl:{{{game['id']}}}:events"]["stream"]}
    served = Ledger(Stores.on(stored)).history.events(game["id"], None)["events"]
    assert [event["version"] for event in served] == list(range(1, game["version"] + 1))
    for event in served[1:]:
        written = raw[f"{event['version']}-0"]
        assert event["actor"] == written["actor"] and event["at"] == written["at"]
        assert event["hash"] == written["hash"] and event["seat"] == written["seat"]


def test_a_schema_one_game_is_read_and_played_on(stored):
    game = FIXTURE["games"]["unfinished"]
    ledger = Ledger(Stores.on(stored))
    info = ledger.views.info(game["id"], None)
    assert info["status"] == "active" and info["version"] == game["version"]
    seat = info["waiting_on"]
    decision = ledger.views.decision(game["id"], seat)["decision"]
    move = decision["choices"][0] if "choices" in decision else {"cards": []}
    played = ledger.moves.submit(game["id"], seat, move, game["version"])
    assert played.version == game["version"] + 1
    assert Ledger(Stores.on(stored)).history.verify(game["id"])["events"] == game["version"] + 1
    assert Ledger(Stores.on(stored)).states.seat_for_token(game["id"], game["tokens"][str(seat)]) == seat


def test_a_schema_one_game_is_listed_and_exported_as_it_was_played(stored):
    ledger = Ledger(Stores.on(stored))
    listed = {entry["id"]: entry for entry in ledger.listing.list_games()["games"]}
    finished = FIXTURE["games"]["finished"]
    assert listed[finished["id"]]["status"] == "finished" and "result" in listed[finished["id"]]
    exported = ledger.history.export(finished["id"])
    imported = ledger.history.import_game(exported)
    assert ledger.history.verify(imported["id"])["events"] == finished["version"]
    assert ledger.history.events(imported["id"], None)["events"][5] == ledger.history.events(finished["id"], None)["events"][5]
