"""Seat clocks (events.service.clocks): a time per decision or a chess clock per seat, its deadline shown, and a
timeout recorded by the clocks' worker loop or at a move that came too late: a bot answers, takes the seat over, or
the seat resigns, as the game says."""

from datetime import datetime

import pytest

from engine.dominion.bots import big_money
from events.errors import BadRequest, NotYourDecision, TimeRanOut
from events.service import Ledger
from events.store import Stores

TWO = [{"name": "Ana"}, {"name": "Ben"}]
START = 1_700_000_000.0
FIRST = {"kingdom": ["Village", "Smithy", "Market", "Festival", "Laboratory", "Moat", "Cellar", "Militia", "Mine",
                     "Workshop"]}


class Clock:
    def __init__(self):
        self.now = START

    def __call__(self):
        return self.now


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def ledger(ledger_client, clock):
    return Ledger(Stores.on(ledger_client), clock=clock)


def create(ledger, timing, seats=TWO):
    return ledger.creating.create_game("dominion", FIRST, seats, clock=timing)["id"]


def move(ledger, game_id, seat):
    """The seat answers its decision with Big Money."""
    info = ledger.views.info(game_id, seat)
    return ledger.moves.submit(game_id, seat, big_money(info["view"], info["decision"]), info["version"])


def awaited(ledger, game_id) -> int:
    """The seat whose decision is awaited (Dominion's first player is drawn at random)."""
    return ledger.views.decision(game_id, None)["decision"]["player"]


def deadline_ms(decision):
    return round(datetime.fromisoformat(decision["deadline"]).timestamp() * 1000)


def test_a_decision_shows_its_deadline_a_time_per_decision_after_the_event_that_asked_it(ledger, clock):
    game_id = create(ledger, {"per_decision": 60})
    first = awaited(ledger, game_id)
    decision = ledger.views.decision(game_id, first)["decision"]
    assert deadline_ms(decision) == START * 1000 + 60_000
    assert ledger.views.decision(game_id, None)["decision"] == {"player": first, "deadline": decision["deadline"]}
    clock.now += 10
    answer = move(ledger, game_id, first).answer
    assert deadline_ms(answer["decision"]) == (START + 10) * 1000 + 60_000    # counted from the move just made
    info = ledger.views.info(game_id, None)
    assert info["clock"]["per_decision"] == 60_000 and info["clock"]["on_timeout"] == "bot"
    assert info["clock"]["deadline"] == answer["decision"]["deadline"]


def test_out_of_time_per_decision_the_named_bot_answers_that_one_decision(ledger, clock):
    game_id = create(ledger, {"per_decision": 30, "bot": "big-money"})
    first, version = awaited(ledger, game_id), ledger.states.version(game_id)
    clock.now += 29.9
    assert ledger.timeouts.expire_due() == []          # not yet
    clock.now += 0.2
    assert ledger.timeouts.expire_due() == [game_id]
    event = ledger.history.events(game_id, None)["events"][-1]
    assert event["version"] == version + 1 and event["seat"] == first and event["timeout"] == "big-money"
    assert "left" not in event
    # the seat decides its next decision itself, with a new 30 seconds from the timeout's event
    decision = ledger.views.decision(game_id, first)["decision"]
    assert decision["player"] == first and deadline_ms(decision) == round((START + 30.1) * 1000) + 30_000
    assert ledger.history.verify(game_id)["verified"]
    lines = ledger.history.log(game_id, None)[-1]["lines"]
    assert lines[0] == f"{TWO[first]['name']}'s time ran out: the big-money bot answered"


def test_a_move_after_its_deadline_is_refused_and_the_timeout_recorded_at_once(ledger, clock):
    game_id = create(ledger, {"per_decision": 30})
    first = awaited(ledger, game_id)
    info = ledger.views.info(game_id, first)
    clock.now += 31
    with pytest.raises(TimeRanOut):
        ledger.moves.submit(game_id, first, big_money(info["view"], info["decision"]), info["version"])
    last = ledger.history.events(game_id, None)["events"][-1]
    assert last["timeout"] == "passing"          # Dominion's bot for a seat not playing: plays no Action, buys nothing
    assert last["version"] == info["version"] + 1


def test_a_chess_clock_records_the_time_left_and_adds_the_increment(ledger, clock):
    game_id = create(ledger, {"initial": 100, "increment": 5})
    first = awaited(ledger, game_id)
    clock.now += 30
    move(ledger, game_id, first)
    assert ledger.history.events(game_id, None)["events"][-1]["left"] == 100_000 - 30_000 + 5_000
    answers = 1
    while awaited(ledger, game_id) == first:     # the first turn goes on: each answer costs no time here
        move(ledger, game_id, first)
        answers += 1
    assert ledger.views.info(game_id, None)["clock"]["left"] == {first: 70_000 + 5_000 * answers, 1 - first: 100_000}
    decision = ledger.views.decision(game_id, 1 - first)["decision"]      # the other's clock runs from the last move
    assert deadline_ms(decision) == clock.now * 1000 + 100_000


def test_a_chess_clock_run_out_hands_the_seat_to_the_bot_for_the_rest_of_the_game(ledger, clock):
    game_id = create(ledger, {"initial": 20, "bot": "big-money"})
    first = awaited(ledger, game_id)
    clock.now += 21
    assert ledger.timeouts.expire_due() == [game_id]
    event = ledger.history.events(game_id, None)["events"][-1]
    assert event["type"] == "timeout" and event["seat"] == first and event["bot"] == "big-money"
    info = ledger.views.info(game_id, first)
    assert info["timed_out"] == [first] and info["clock"]["deadline"] is None
    assert ledger.store.meta(game_id)["waiting"] == "bot"
    assert ledger.moves.play_bots(game_id, info["version"]) > 0        # the worker plays the first turn
    assert awaited(ledger, game_id) == 1 - first
    assert ledger.history.verify(game_id)["verified"]


def test_out_of_time_with_resign_the_seat_resigns_and_with_one_seat_left_the_other_wins(ledger, clock):
    game_id = create(ledger, {"per_decision": 5, "on_timeout": "resign"})
    first = awaited(ledger, game_id)
    clock.now += 6
    assert ledger.timeouts.expire_due() == [game_id]
    info = ledger.views.info(game_id, None)
    assert info["status"] == "finished" and info["result"]["ending"] == "resignation"
    assert info["result"]["winner_names"] == [TWO[1 - first]["name"]]
    assert ledger.history.events(game_id, None)["events"][-1]["reason"] == "time"
    assert ledger.history.log(game_id, None)[-1]["lines"] == [f"{TWO[first]['name']} resigned (their time ran out)"]
    assert ledger.timeouts.expire_due() == []      # nothing left to time


def test_bot_seats_have_no_deadline_and_another_process_knows_the_clock(ledger, ledger_client, clock):
    game_id = create(ledger, {"initial": 50}, [{"name": "Ana"}, {"name": "Bot", "bot": "big-money"}])
    if awaited(ledger, game_id) == 1:
        assert ledger.views.info(game_id, None)["clock"]["deadline"] is None      # the bot's turn
        ledger.moves.play_bots(game_id, ledger.states.version(game_id))
    clock.now += 10
    move(ledger, game_id, 0)
    while awaited(ledger, game_id) == 0:
        move(ledger, game_id, 0)
    assert ledger.views.info(game_id, None)["clock"]["deadline"] is None      # the bot's turn
    ledger.moves.play_bots(game_id, ledger.states.version(game_id))
    other = Ledger(Stores.on(ledger_client), clock=clock)
    mine, theirs = ledger.views.decision(game_id, 0)["decision"], other.views.decision(game_id, 0)["decision"]
    assert mine["deadline"] == theirs["deadline"]
    assert other.views.info(game_id, None)["clock"]["left"][0] == 40_000


def test_a_clock_is_checked_when_the_game_is_created(ledger):
    for timing, words in [({"per_decision": 0}, "above 0"), ({"per_decision": "60"}, "number of seconds"),
                          ({}, "exactly one"), ({"per_decision": 5, "initial": 5}, "exactly one"),
                          ({"per_decision": 5, "increment": 1}, "goes with"), ({"initial": 5, "bot": "x"}, "no bot"),
                          ({"initial": 5, "on_timeout": "draw"}, "on_timeout"), ({"initial": 5, "tick": 1}, "unknown"),
                          ({"per_decision": 40 * 24 * 3600}, "seconds")]:
        with pytest.raises(BadRequest, match=words):
            create(ledger, timing)


def test_a_lobby_games_clock_starts_when_the_game_starts(ledger, clock):
    created = ledger.lobby.create("dominion", FIRST, [{"name": "Ana"}, {"open": True}], clock={"per_decision": 40})
    clock.now += 1000
    ledger.lobby.join(created["id"], 1, "Ben")
    decision = ledger.views.decision(created["id"], awaited(ledger, created["id"]))["decision"]
    assert deadline_ms(decision) == (START + 1000) * 1000 + 40_000


def test_a_timed_out_seat_cannot_move_for_itself_again(ledger, clock):
    game_id = create(ledger, {"initial": 1})
    first = awaited(ledger, game_id)
    clock.now += 2
    ledger.timeouts.expire_due()
    with pytest.raises(NotYourDecision):
        ledger.moves.submit(game_id, first, {"end": "turn"}, ledger.states.version(game_id))
