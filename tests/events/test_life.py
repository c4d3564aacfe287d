"""The game's life as events (events.service.life): resign, abort, end by agreement and abandonment, each replayed,
verified, listed, exported and known to every process that holds the game."""

import pytest

from engine.dominion.bots import big_money
from engine.oath.bots import oath_bot
from events.errors import BadRequest, GameEnded, MoveRejected, NotYourDecision
from events.service import Ledger
from events.store import Stores

THREE = [{"name": "Ana"}, {"name": "Ben"}, {"name": "Cid"}]
TWO = THREE[:2]


class Clock:
    def __init__(self):
        self.now = 1_700_000_000.0

    def __call__(self):
        return self.now


@pytest.fixture
def ledger(ledger_client):
    return Ledger(Stores.on(ledger_client))


def types(ledger, game_id):
    return [event["type"] for event in ledger.history.events(game_id, None)["events"]]


def play_big_money(ledger, game_id, seat, version):
    decision = ledger.views.decision(game_id, seat)["decision"]
    view = ledger.views.info(game_id, seat)["view"]
    return ledger.moves.submit(game_id, seat, big_money(view, decision), version).version


def play_out(ledger, game_id, limit=3000):
    """Humans answer with Big Money; a resigned seat's decisions go to its bot, as a worker would."""
    for _ in range(limit):
        info = ledger.views.info(game_id, None)
        if info["status"] != "active":
            return info
        seat = info["waiting_on"]
        if seat in info["resigned"]:
            assert ledger.moves.play_bots(game_id, info["version"]) > 0
        else:
            play_big_money(ledger, game_id, seat, info["version"])
    raise AssertionError("the game did not end")


def test_a_resignation_with_one_seat_left_ends_the_game_and_the_other_seat_wins(ledger):
    game = ledger.creating.create_game("dominion", {}, TWO)["id"]
    answer = ledger.life.resign(game, 0)
    assert answer == {"id": game, "version": 2, "status": "finished", "resigned": [0], "end_offers": [],
                      "result": {"winners": [1], "winner_names": ["Ben"], "ending": "resignation", "resigned": [0]}}
    info = ledger.views.info(game, 1)
    assert info["status"] == "finished" and info["result"]["ending"] == "resignation" and "decision" not in info
    assert info["seed"]         # revealed: the game is over
    with pytest.raises(GameEnded, match="all but one seat resigned"):
        ledger.moves.submit(game, 1, {"end": "turn"}, 2)
    assert types(ledger, game) == ["created", "resign"]
    assert ledger.history.verify(game)["events"] == 2
    assert ledger.listing.list_games(status="finished")["games"][0]["result"]["ending"] == "resignation"
    assert ledger.history.log(game, None)[-1] == {"version": 2, "lines": ["Ana resigned"]}


def test_a_resigned_dominion_seat_has_its_turns_skipped_and_loses_whatever_its_score(ledger):
    game = ledger.creating.create_game("dominion", {}, THREE)["id"]
    ledger.life.resign(game, 1)
    with pytest.raises(NotYourDecision, match="resigned"):
        ledger.moves.submit(game, 1, {"end": "turn"}, 2)
    final = play_out(ledger, game)
    assert final["status"] == "finished" and final["resigned"] == [1]
    assert 1 not in final["result"]["winners"] and final["result"]["resigned"] == [1]
    skipped = [e["move"] for e in ledger.history.events(game, None)["events"] if e.get("seat") == 1 and e["type"] == "move"]
    assert skipped and all(move in ({"end": "actions"}, {"end": "turn"}) for move in skipped)
    assert ledger.history.verify(game)["verified"]


def test_a_resigned_oath_seat_is_played_on_by_the_oath_bot(ledger):
    game = ledger.creating.create_game("oath", {}, THREE)["id"]
    seat = ledger.views.info(game, None)["waiting_on"]
    ledger.life.resign(game, seat)
    assert ledger.store.meta(game)["waiting"] == "bot"
    played = ledger.moves.play_bots(game, 2)
    assert played > 0
    moved = [e for e in ledger.history.events(game, None)["events"] if e["type"] == "move"]
    assert {e["seat"] for e in moved} == {seat}
    assert ledger.views.info(game, None)["waiting_on"] != seat and oath_bot      # the bot played until a human's turn


def test_another_process_and_a_cold_load_from_a_snapshot_know_the_resignation(ledger_client):
    first = Ledger(Stores.on(ledger_client))
    first.states.snapshot_every = 4
    game = first.creating.create_game("dominion", {}, THREE)["id"]
    other = Ledger(Stores.on(ledger_client))
    version = play_big_money(other, game, other.views.info(game, None)["waiting_on"], 1)     # the other process holds it
    first.life.resign(game, 1)
    with pytest.raises(NotYourDecision, match="resigned"):
        other.moves.submit(game, 1, {"end": "turn"}, version + 1)
    for _ in range(12):         # moves after the resignation, so a snapshot is kept after it
        info = first.views.info(game, None)
        if info["waiting_on"] == 1:
            first.moves.play_bots(game, info["version"])
        else:
            play_big_money(first, game, info["waiting_on"], info["version"])
    assert first.store.snapshot(game)[0] > 3
    cold = Ledger(Stores.on(ledger_client))
    assert cold.views.info(game, None)["resigned"] == [1]
    assert cold.store.meta(game)["waiting"] in ("human", "bot")


def test_abort_before_any_players_move_and_not_after(ledger):
    game = ledger.creating.create_game("dominion", {}, TWO)["id"]
    answer = ledger.life.abort(game, 1)
    assert answer["status"] == "aborted" and answer["result"] == {"winners": [], "winner_names": [],
                                                                  "ending": "aborted", "aborted_by": "Ben"}
    with pytest.raises(GameEnded, match="aborted"):
        ledger.moves.submit(game, 0, {"end": "turn"}, 2)
    assert [g["id"] for g in ledger.listing.list_games(status="aborted")["games"]] == [game]
    assert ledger.listing.list_games(status="active")["total"] == 0
    played = ledger.creating.create_game("dominion", {}, TWO)["id"]
    play_big_money(ledger, played, ledger.views.info(played, None)["waiting_on"], 1)
    with pytest.raises(MoveRejected, match="only before its first move"):
        ledger.life.abort(played, 1)
    assert types(ledger, played) == ["created", "move"]


def test_every_human_seat_agreeing_ends_the_game_with_no_winner(ledger):
    game = ledger.creating.create_game("dominion", {}, THREE)["id"]
    assert ledger.life.offer_end(game, 2)["end_offers"] == [2]
    assert ledger.life.offer_end(game, 2)["version"] == 2       # offered already: nothing appended
    ledger.life.resign(game, 0)         # a resigned seat is not asked
    answer = ledger.life.offer_end(game, 1)
    assert answer["status"] == "finished" and answer["result"]["ending"] == "agreement"
    assert answer["result"]["winners"] == []
    assert types(ledger, game) == ["created", "end-offer", "resign", "end-offer"]
    with pytest.raises(GameEnded, match="agreed"):
        ledger.life.offer_end(game, 1)
    assert ledger.history.verify(game)["verified"]


def test_one_human_beside_bots_ends_the_game_by_agreeing_alone(ledger):
    bots = [{"name": "Bo", "bot": "oath"}, {"name": "Cy", "bot": "oath"}]
    game = ledger.creating.create_game("oath", {}, [{"name": "Ana"}, *bots])
    assert ledger.life.offer_end(game["id"], 0)["result"]["ending"] == "agreement"


def test_a_game_silent_for_the_abandonment_time_is_abandoned_with_its_reason(ledger_client):
    clock = Clock()
    ledger = Ledger(Stores.on(ledger_client), clock=clock)
    quiet = ledger.creating.create_game("dominion", {}, TWO)["id"]
    clock.now += 50
    busy = ledger.creating.create_game("dominion", {}, TWO)["id"]
    clock.now += 20
    assert ledger.life.abandon_idle(idle=60) == [quiet]
    assert ledger.life.abandon_idle(idle=60) == []
    assert ledger.views.info(quiet, None)["status"] == "abandoned" and ledger.views.info(busy, None)["status"] == "active"
    event = ledger.history.events(quiet, None)["events"][-1]
    assert event["type"] == "abandon" and event["reason"] == "no event for 60 seconds (GAMELEDGER_ABANDON_AFTER)"
    assert [g["id"] for g in ledger.listing.list_games(status="abandoned")["games"]] == [quiet]
    assert ledger.listing.list_games(status="abandoned")["games"][0]["result"]["ending"] == "abandoned"
    with pytest.raises(GameEnded, match="abandoned"):
        ledger.moves.submit(quiet, 0, {"end": "turn"}, 2)


def test_export_and_import_carry_life_events(ledger):
    game = ledger.creating.create_game("dominion", {}, THREE)["id"]
    ledger.life.resign(game, 2)
    ledger.life.offer_end(game, 0)
    exported = ledger.history.export(game)
    assert [e["type"] for e in exported["events"]] == ["created", "resign", "end-offer"]
    assert exported["events"][1]["actor"] == "Cid"
    copy = ledger.history.import_game(exported)["id"]
    assert copy != game
    assert ledger.views.info(copy, None)["resigned"] == [2] and ledger.views.info(copy, None)["end_offers"] == [0]
    assert ledger.history.export(copy)["events"][1:] == exported["events"][1:]
    assert ledger.life.offer_end(copy, 1)["result"]["ending"] == "agreement"
    aborted = ledger.creating.create_game("dominion", {}, TWO)["id"]
    ledger.life.abort(aborted, 0)
    imported = ledger.history.import_game(ledger.history.export(aborted))["id"]
    assert ledger.views.info(imported, None)["status"] == "aborted"
    assert imported in [g["id"] for g in ledger.listing.list_games(status="aborted")["games"]]


def test_life_events_are_served_alike_to_every_viewer_and_the_seed_only_once_over(ledger):
    game = ledger.creating.create_game("dominion", {}, THREE)["id"]
    ledger.life.resign(game, 1)
    for viewer in (None, 0, 1):
        events = ledger.history.events(game, viewer)["events"]
        assert "seed" not in events[0]
        assert {k: v for k, v in events[1].items() if k != "at"} == {
            "type": "resign", "seat": 1, "bot": "passing", "actor": "Ben", "hash": events[1]["hash"], "version": 2}
    ledger.life.abort(game, 0)
    assert ledger.history.events(game, None)["events"][0]["seed"]


def test_a_campaign_game_ends_only_by_its_rules(ledger):
    game = ledger.creating.create_game("dominion", {}, TWO, campaign={"id": "c1", "game": 1})["id"]
    with pytest.raises(BadRequest, match="campaign"):
        ledger.life.resign(game, 0)
    with pytest.raises(BadRequest, match="campaign"):
        ledger.life.abort(game, 0)
    ledger.clock = lambda: 4e9
    assert ledger.life.abandon_idle(idle=60) == []
    assert types(ledger, game) == ["created"]
