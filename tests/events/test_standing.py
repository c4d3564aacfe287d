"""Standing answers (events.service.standing): a seat's rules answer its routine questions as soon as they are asked,
as moves marked "standing" played by the worker that plays bot turns; registering them is an event whose answers only
the seat sees."""

import pytest

from engine.core.decision import Decision
from events.errors import BadRequest, NotYourDecision
from events.service import Ledger
from events.store import Stores
from events.service.standing import answer, checked

MOAT = [{"kind": "reaction", "answer": {"reveal": "Moat"}}]
MOAT_MET_THRICE = "5eed000000000000000000000000000a"
KINGDOM = {"kingdom": ["Militia", "Moat", "Village", "Smithy", "Market", "Festival", "Laboratory", "Cellar", "Mine",
                       "Workshop"]}


@pytest.fixture
def ledger(ledger_client, seeds):
    return Ledger(Stores.on(ledger_client), seeds=seeds)


def test_a_rule_answers_the_first_choice_holding_all_of_its_answer_and_nothing_else():
    asked = Decision(1, "reaction", "reveal?", choices=[{"reveal": "Moat"}, {"reveal": "Secret Chamber"},
                                                        {"end": "reactions"}])
    assert answer(MOAT, asked) == {"reveal": "Moat"}
    assert answer([{"kind": "reaction", "answer": {"end": "reactions"}}], asked) == {"end": "reactions"}
    assert answer([{"kind": "reaction", "answer": {"reveal": "Horse Traders"}}], asked) is None
    assert answer([{"kind": "campaign join", "answer": {"join": True}}], asked) is None       # another kind
    offer = Decision(2, "citizenship", "accept?", choices=[{"accept": True}, {"accept": False}])
    assert answer([{"kind": "citizenship", "answer": {"accept": False}}], offer) == {"accept": False}
    pick = Decision(0, "discard", "discard 2", pick_from=["Copper", "Estate", "Gold"], min=2, max=2)
    rules = [{"kind": "discard", "answer": {"cards": ["Province", "Estate"]}},
             {"kind": "discard", "answer": {"cards": ["Copper", "Estate"]}}]
    assert answer(rules, pick) == {"cards": ["Copper", "Estate"]}       # the first legal pick


def test_rules_are_checked_when_registered():
    for bad, words in [({"kind": "reaction"}, "a list"), ([{"kind": "reaction"}], "exactly"),
                       ([{"kind": "", "answer": {"a": 1}}], "decision kind"),
                       ([{"kind": "reaction", "answer": {}}], "non-empty"), ([MOAT[0]] * 51, "at most 50")]:
        with pytest.raises(BadRequest, match=words):
            checked(bad)


def test_reveal_moat_answers_every_militia_without_asking_and_only_its_seat_sees_the_rule(ledger, seeds):
    # a game in which Militia meets Ana's Moat three times (on 1 seed in 40 it never does: the test once failed so)
    seeds.pin(MOAT_MET_THRICE)
    game_id = ledger.creating.create_game("dominion", KINGDOM, [{"name": "Bot", "bot": "militia"}, {"name": "Ana"}])["id"]
    registered = ledger.standing.set(game_id, 1, MOAT)
    assert registered["answers"] == MOAT and ledger.standing.get(game_id, 1)["answers"] == MOAT
    moat = ledger.states.cache_facts(game_id).ruleset.bots()["moat"]
    for _ in range(5000):
        meta = ledger.store.meta(game_id)
        if meta["status"] != "active":
            break
        if meta["waiting"] == "bot":
            assert ledger.moves.play_bots(game_id, int(meta["version"])) > 0
            continue
        decision = ledger.views.decision(game_id, 1)["decision"]
        assert decision["kind"] != "reaction", "the standing answer should have answered it"
        with ledger.states.loaded(game_id) as loaded:
            move = moat(loaded.ruleset.bot_view(loaded.state, 1), decision)
        ledger.moves.submit(game_id, 1, move, int(meta["version"]))
    assert ledger.store.meta(game_id)["status"] == "finished"
    events = ledger.history.events(game_id, 1)["events"]
    answered = [event for event in events if event.get("standing")]
    assert len(answered) == 3
    assert all(event["move"] == {"reveal": "Moat"} and event["seat"] == 1 for event in answered)
    setting = next(event for event in events if event["type"] == "standing-answers")
    assert setting["answers"] == MOAT
    theirs = next(e for e in ledger.history.events(game_id, 0)["events"] if e["type"] == "standing-answers")
    assert theirs["answers"] == "hidden"
    assert ledger.history.verify(game_id)["verified"]
    line = next(entry["lines"] for entry in ledger.history.log(game_id, None) if entry["version"] == answered[0]["version"])
    assert line[0] == "Ana's standing answer:"


def test_a_rule_that_fits_nothing_leaves_the_seat_asked_and_an_empty_list_clears(ledger):
    game_id = ledger.creating.create_game("dominion", {}, [{"name": "Ana"}, {"name": "Ben"}])["id"]
    seat = ledger.views.decision(game_id, None)["decision"]["player"]
    version = ledger.states.version(game_id)
    ledger.standing.set(game_id, seat, [{"kind": "reaction", "answer": {"reveal": "Moat"}}])
    assert ledger.store.meta(game_id)["waiting"] == "human"
    ledger.standing.set(game_id, seat, [{"kind": "buy", "answer": {"play_all": "treasures"}}])
    assert ledger.store.meta(game_id)["waiting"] == "bot"           # the worker answers it
    assert ledger.moves.play_bots(game_id, version + 2) == 1
    assert ledger.history.events(game_id, seat)["events"][-1]["move"] == {"play_all": "treasures"}
    assert ledger.standing.set(game_id, seat, [])["answers"] == []
    assert ledger.standing.get(game_id, seat)["answers"] == []
    with pytest.raises(NotYourDecision):
        ledger.standing.get(game_id, None)
