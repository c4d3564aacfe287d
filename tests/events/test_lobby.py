"""A game with open seats in the service: what a replay, another process's catch-up, the narrated log and an
export and import make of its "joined" and "started" events."""

import pytest

from engine.games import get_ruleset
from events.errors import NotStarted, SeatTaken
from events.service import Ledger, rebuild
from events.service.seating import WAITING


def open_game(ledger, seats, ruleset="dominion", options=None):
    return ledger.lobby.create(ruleset, options or {}, seats)


def test_the_first_state_is_set_up_at_the_start_from_the_seats_then_known(ledger_client):
    ledger = Ledger(ledger_client)
    created = open_game(ledger, [{"name": "Ana"}, {"open": True}, {"open": True}])
    ledger.lobby.join(created["id"], 2, "Cid")
    ledger.lobby.start(created["id"], created["creator_token"], "big-money")
    events = ledger.store.read(created["id"])
    assert [e["type"] for e in events] == ["created", "joined", "started"]
    assert "hash" not in events[0] and "hash" not in events[1]
    ruleset = get_ruleset("dominion")
    options = dict(events[0]["options"], players=["Ana", "Bot 2", "Cid"])
    expected = ruleset.setup(options, events[0]["seed"], events[0]["ruleset_version"])
    assert events[2]["options"] == options
    assert ruleset.state_hash(rebuild(events).state) == ruleset.state_hash(expected)
    assert rebuild(events[:2]).state is WAITING and rebuild(events[:2]).seats[2] == {"name": "Cid"}
    assert ledger.verify(created["id"])["hash"] == events[2]["hash"]


def test_another_process_catches_up_on_joins_and_the_start(ledger_client):
    one, two = Ledger(ledger_client), Ledger(ledger_client)
    created = open_game(one, [{"name": "Ana"}, {"open": True}, {"open": True}])
    game_id = created["id"]
    assert two.info(game_id, None)["status"] == "open"          # two holds the game, waiting
    cid = one.lobby.join(game_id, 2, "Cid")
    assert two.seat_for_token(game_id, cid["token"]) == 2       # a token taken since two read the game
    with pytest.raises(SeatTaken):
        two.lobby.join(game_id, 2, "Dan")
    ben = one.lobby.join(game_id, 1, "Ben")
    assert ben["status"] == "active" and ben["version"] == 4
    info = two.info(game_id, 1)
    assert info["status"] == "active" and [s["name"] for s in info["seats"]] == ["Ana", "Ben", "Cid"]
    first = info["waiting_on"]         # Dominion draws who begins
    decision = two.decision(game_id, first)["decision"]
    move = {"end": "actions"} if decision["kind"] == "action" else {"play_all": "treasures"}
    assert two.submit(game_id, first, move, 4).version == 5
    assert one.info(game_id, 0)["version"] == 5


def test_a_state_built_again_takes_its_seats_from_the_store(ledger_client):
    one, two = Ledger(ledger_client), Ledger(ledger_client)
    created = open_game(one, [{"name": "Ana"}, {"open": True}])
    two.info(created["id"], None)
    one.lobby.join(created["id"], 1, "Ben")
    with two.cache.held(created["id"]) as held:
        held.discard()          # as after an error: the facts stay, the state is built again
    assert [s["name"] for s in two.info(created["id"], None)["seats"]] == ["Ana", "Ben"]


def test_a_move_refused_before_the_start_leaves_the_held_game_as_it_was(ledger_client):
    """A refusal changes nothing, so the process keeps what it holds (it used to throw the state away, and build it
    again later with the seats it had read before the game started)."""
    ledger = Ledger(ledger_client)
    created = open_game(ledger, [{"name": "Ana"}, {"open": True}])
    with pytest.raises(NotStarted):
        ledger.submit(created["id"], 0, {"end": "actions"}, 1)
    with ledger.cache.held(created["id"]) as held:
        assert held.state is WAITING and held.version == 1


@pytest.mark.parametrize("snapshot_every", [None, 1])
@pytest.mark.parametrize("life", ["end offer", "resignation"])
def test_a_process_that_held_the_game_open_reads_its_life_after_a_start_made_elsewhere(ledger_client, life,
                                                                                      snapshot_every):
    """Issue 31: the move refused before the start (one process), the join that starts the game and an end offer or
    a resignation (another), then every read of the first process: a KeyError ('name' of a seat still open in what
    it held) on about half the reads of that game. A state built again takes its seats from the events it is built
    from (or, from a snapshot, from the metadata beside it), never from what the process held before."""
    one, two = Ledger(ledger_client), Ledger(ledger_client)
    if snapshot_every:
        one.snapshot_every = two.snapshot_every = snapshot_every
    created = open_game(one, [{"name": "Ana"}, {"open": True}, {"name": "Cid"}])
    game_id = created["id"]
    ana, cid = created["seats"][0]["token"], created["seats"][2]["token"]
    with pytest.raises(NotStarted):
        one.submit(game_id, one.seat_for_token(game_id, ana), {"end": "actions"}, 1)
    with one.cache.held(game_id) as held:
        held.discard()          # as any failure would: the facts stay, the seats in them as one read them
    two.lobby.join(game_id, 1, "Ben")
    if life == "end offer":
        two.life.offer_end(game_id, 0)
    else:
        two.life.resign(game_id, 0)

    info = one.info(game_id, one.seat_for_token(game_id, cid))

    assert [seat["name"] for seat in info["seats"]] == ["Ana", "Ben", "Cid"]
    assert (info["end_offers"], info["resigned"]) == (([0], []) if life == "end offer" else ([], [0]))
    assert one.decision(game_id, 2)["version"] == info["version"] == one.life.offer_end(game_id, 2)["version"] - 1


def test_a_full_game_left_unstarted_is_started_by_the_next_join(ledger_client, monkeypatch):
    """The last join's process stops after appending its event, before "started": the next join starts it."""
    ledger = Ledger(ledger_client)
    created = open_game(ledger, [{"name": "Ana"}, {"open": True}])

    def stops(*args):
        raise SystemExit("the process stops here")

    with monkeypatch.context() as patch:
        patch.setattr(ledger.lobby, "_start", stops)
        with pytest.raises(SystemExit):
            ledger.lobby.join(created["id"], 1, "Ben")
    assert ledger.info(created["id"], None)["status"] == "open" and ledger.version(created["id"]) == 2
    with pytest.raises(SeatTaken):
        Ledger(ledger_client).lobby.join(created["id"], 1, "Eve")
    assert ledger.info(created["id"], None)["status"] == "active" and ledger.version(created["id"]) == 3


def test_views_before_the_start_are_refused_and_the_log_begins_at_it(ledger_client):
    ledger = Ledger(ledger_client)
    created = open_game(ledger, [{"name": "Ana"}, {"open": True}])
    with pytest.raises(NotStarted):
        ledger.view_at(created["id"], None, None)
    with pytest.raises(NotStarted):
        ledger.submit(created["id"], 0, {"end": "actions"}, 1)
    ledger.lobby.join(created["id"], 1, "Ben")
    with pytest.raises(NotStarted):
        ledger.view_at(created["id"], None, 2)
    assert ledger.view_at(created["id"], None, 3)["version"] == 3
    assert [entry["version"] for entry in ledger.log(created["id"], None)] == [3]


def test_export_and_import_keep_a_waiting_game_and_a_started_one(ledger_client):
    ledger = Ledger(ledger_client)
    waiting = open_game(ledger, [{"name": "Ana"}, {"open": True}, {"open": True}])
    ledger.lobby.join(waiting["id"], 1, "Ben", player_key="ben-player-key-0123456789")
    started = open_game(ledger, [{"name": "Ana"}, {"open": True}])
    ledger.lobby.start(started["id"], started["creator_token"])

    copy = ledger.import_game(ledger.export(waiting["id"]))
    assert copy["version"] == 2 and copy["creator_token"]
    assert [(s["name"], s["token"] is not None) for s in copy["seats"]] == [("Ana", True), ("Ben", True),
                                                                              (None, False)]
    assert ledger.seat_for_token(copy["id"], copy["seats"][1]["token"]) == 1
    assert ledger.list_games(status="open")["total"] == 2
    assert ledger.lobby.join(copy["id"], 2, "Cid")["status"] == "active"
    assert ledger.verify(copy["id"])["verified"]

    copy = ledger.import_game(ledger.export(started["id"]))
    assert "creator_token" not in copy and copy["seats"][1] == {"seat": 1, "name": "Bot 2", "token": None}
    assert ledger.info(copy["id"], None)["status"] == "active"


def test_an_oath_game_waits_for_its_players_then_sets_up_with_them(ledger_client):
    ledger = Ledger(ledger_client)
    created = open_game(ledger, [{"name": "Ana"}, {"open": True}, {"open": True}], ruleset="oath")
    ledger.lobby.join(created["id"], 1, "Ben")
    ledger.lobby.join(created["id"], 2, "Cid")
    info = ledger.info(created["id"], 0)
    assert info["status"] == "active" and info["version"] == 4
    assert ledger.verify(created["id"])["events"] == 4
