"""Undo by consent (events.service.undo): a seat takes back its last move when every other human seat agrees; the
undo is an event that returns the game to the version before the move, replayed and verified like any; refused when
the move drew or showed anything hidden (a draw, a shuffle), when it is not the seat's, and after another move."""

import copy

import pytest

from events.errors import NotYourDecision, UndoRefused
from events.service import Ledger
from events.store import Stores

HUMANS = [{"name": "Ana"}, {"name": "Ben"}]
VERSUS_BOT = [{"name": "Ana"}, {"name": "Bot", "bot": "big-money"}]


@pytest.fixture
def ledger(ledger_client):
    return Ledger(Stores.on(ledger_client))


def awaited(ledger, game_id):
    return ledger.views.decision(game_id, None)["decision"]["player"]


def answer(ledger, game_id, move):
    """The seat awaited makes `move` (the first of its choices it is one of)."""
    seat = awaited(ledger, game_id)
    return seat, ledger.moves.submit(game_id, seat, move, ledger.states.version(game_id)).version


def hash_at(ledger, game_id, version):
    with ledger.states.loaded(game_id, version) as loaded:
        return loaded.ruleset.state_hash(loaded.state)


def first_human_turn(ledger, game_id, seat=0):
    """Bots play until `seat` must decide."""
    while awaited(ledger, game_id) != seat:
        assert ledger.moves.play_bots(game_id, ledger.states.version(game_id)) > 0


def test_against_bots_a_move_that_shows_nothing_is_taken_back_at_once(ledger, ledger_client):
    game_id = ledger.creating.create_game("dominion", {}, VERSUS_BOT)["id"]
    first_human_turn(ledger, game_id)
    before = ledger.states.version(game_id)
    view = copy.deepcopy(ledger.views.view_at(game_id, 0, before)["view"])     # a view may share the state's lists
    answer(ledger, game_id, {"play": "Copper"})
    answer(ledger, game_id, {"play_all": "treasures"})
    taken = ledger.undo.ask(game_id, 0)
    assert taken["version"] == before + 3 and "undo_request" not in taken
    event = ledger.history.events(game_id, 0)["events"][-1]
    assert event["type"] == "undo" and event["to"] == before + 1 and event["seat"] == 0
    assert hash_at(ledger, game_id, before + 3) == hash_at(ledger, game_id, before + 1)
    assert {"play_all": "treasures"} in ledger.views.decision(game_id, 0)["decision"]["choices"]     # back in hand
    ledger.undo.ask(game_id, 0)                                         # and the first Copper too
    assert ledger.views.view_at(game_id, 0, None)["view"] == view
    assert ledger.history.verify(game_id)["verified"]
    assert ledger.history.log(game_id, None)[-1]["lines"] == [
        f"The last move was taken back: the game is as it was at version {before}"]
    cold = Ledger(Stores.on(ledger_client))            # another process rebuilds the same game from the events
    assert cold.views.view_at(game_id, 0, None)["view"] == view


def test_every_other_human_seat_agrees_before_the_move_is_taken_back(ledger):
    game_id = ledger.creating.create_game("dominion", {}, HUMANS)["id"]
    seat, version = answer(ledger, game_id, {"play": "Copper"})
    other = 1 - seat
    asked = ledger.undo.ask(game_id, seat)
    assert asked["undo_request"] == {"seat": seat, "to": version - 1, "agreed": []}
    with pytest.raises(UndoRefused, match="asked to take back a move already"):
        ledger.undo.ask(game_id, seat)
    assert ledger.undo.agree(game_id, seat)["undo_request"]["agreed"] == []     # the seat that asked needs no say
    done = ledger.undo.agree(game_id, other)
    assert "undo_request" not in done and done["version"] == version + 2
    assert hash_at(ledger, game_id, version + 2) == hash_at(ledger, game_id, version - 1)
    assert [e["type"] for e in ledger.history.events(game_id, None)["events"][-2:]] == ["undo-request", "undo"]


def test_a_declined_or_lapsed_undo_changes_nothing(ledger):
    game_id = ledger.creating.create_game("dominion", {}, HUMANS)["id"]
    seat, version = answer(ledger, game_id, {"play": "Copper"})
    ledger.undo.ask(game_id, seat)
    declined = ledger.undo.decline(game_id, 1 - seat)
    assert "undo_request" not in declined
    with pytest.raises(UndoRefused, match="no undo is asked for"):
        ledger.undo.agree(game_id, 1 - seat)
    assert hash_at(ledger, game_id, ledger.states.version(game_id)) == hash_at(ledger, game_id, version)
    ledger.undo.ask(game_id, seat)
    answer(ledger, game_id, {"play_all": "treasures"})        # a move made: the request lapses
    assert "undo_request" not in ledger.views.info(game_id, None)
    with pytest.raises(UndoRefused, match="lapsed"):
        ledger.undo.agree(game_id, 1 - seat)


def test_only_the_games_last_move_by_the_seat_that_made_it(ledger):
    game_id = ledger.creating.create_game("dominion", {}, HUMANS)["id"]
    with pytest.raises(UndoRefused, match="no move has been made"):
        ledger.undo.ask(game_id, 0)
    seat, _ = answer(ledger, game_id, {"play": "Copper"})
    with pytest.raises(UndoRefused, match=f"the last move is {HUMANS[seat]['name']}'s"):
        ledger.undo.ask(game_id, 1 - seat)
    with pytest.raises(UndoRefused, match="bearer token of a seat"):
        ledger.undo.ask(game_id, None)


def test_refused_after_a_draw_and_after_a_shuffle(ledger):
    game_id = ledger.creating.create_game("dominion", {}, HUMANS)["id"]
    first = awaited(ledger, game_id)
    shuffles = []
    for turn in range(4):        # each seat's turn: play treasures, buy nothing, end the turn
        seat = awaited(ledger, game_id)
        answer(ledger, game_id, {"play_all": "treasures"})
        answer(ledger, game_id, {"end": "turn"})      # cleanup: draw 5 (each seat's second time, after a shuffle)
        with pytest.raises(UndoRefused, match="drew randomness or took or showed something hidden"):
            ledger.undo.ask(game_id, seat)
        shuffles += [line for line in ledger.history.log(game_id, None)[-1]["lines"] if "shuffles" in line]
    assert awaited(ledger, game_id) == first
    assert shuffles == ["Ana shuffles.", "Ben shuffles."] or shuffles == ["Ben shuffles.", "Ana shuffles."]


def test_the_clocks_answer_is_not_taken_back(ledger_client):
    class Clock:
        now = 1_700_000_000.0

        def __call__(self):
            return self.now
    clock = Clock()
    ledger = Ledger(Stores.on(ledger_client), clock=clock)
    game_id = ledger.creating.create_game("dominion", {}, HUMANS, clock={"per_decision": 10, "bot": "big-money"})["id"]
    seat = awaited(ledger, game_id)
    clock.now += 11
    assert ledger.timeouts.expire_due() == [game_id]
    with pytest.raises(UndoRefused, match="the clock answered"):
        ledger.undo.ask(game_id, seat)


def test_snapshots_taken_in_a_line_taken_back_still_load_the_game_as_it_is(ledger, ledger_client):
    ledger.states.snapshot_every = 1           # a snapshot at every version, the move taken back's included
    game_id = ledger.creating.create_game("dominion", {}, VERSUS_BOT)["id"]
    first_human_turn(ledger, game_id)
    answer(ledger, game_id, {"play": "Copper"})
    answer(ledger, game_id, {"play_all": "treasures"})
    ledger.undo.ask(game_id, 0)
    answer(ledger, game_id, {"play_all": "treasures"})
    assert ledger.store.snapshot(game_id)[0] == ledger.states.version(game_id)
    cold = Ledger(Stores.on(ledger_client))
    with cold.states.loaded(game_id) as loaded:
        assert loaded.ruleset.state_hash(loaded.state) == hash_at(ledger, game_id, ledger.states.version(game_id))
    assert ledger.history.verify(game_id)["verified"]
    exported = ledger.history.export(game_id)
    imported = ledger.history.import_game(exported)         # the import verifies the whole chain, the undo's included
    assert imported["version"] == ledger.states.version(game_id)


def test_a_resigned_seat_neither_asks_nor_agrees(ledger):
    game_id = ledger.creating.create_game("dominion", {}, HUMANS + [{"name": "Cid"}])["id"]
    seat, _ = answer(ledger, game_id, {"play": "Copper"})
    resigning = (seat + 1) % 3
    ledger.life.resign(game_id, resigning)
    with pytest.raises((UndoRefused, NotYourDecision)):
        ledger.undo.ask(game_id, resigning)


def oath_until_act(ledger, game_id, wanted):
    """Bots play and Ana answers her other questions with their first choice, until her Act decision offers one of
    `wanted` actions; that move."""
    for _ in range(500):
        decision = ledger.views.decision(game_id, None)["decision"]
        if decision["player"] != 0:
            assert ledger.moves.play_bots(game_id, ledger.states.version(game_id)) > 0
            continue
        decision = ledger.views.decision(game_id, 0)["decision"]
        found = [c for c in decision.get("choices") or [] if decision["kind"] == "act" and c.get("action") in wanted]
        if found:
            return found[0]
        move = decision["choices"][0] if decision.get("choices") else {
            "cards": sorted(decision["pick"]["from"])[:decision["pick"]["min"]]}
        ledger.moves.submit(game_id, 0, move, ledger.states.version(game_id))
    raise AssertionError(f"Ana was never offered {wanted}")


def test_oath_a_muster_is_taken_back_and_a_search_is_not(ledger):
    seats = [{"name": "Ana"}, {"name": "Bot", "bot": "oath"}, {"name": "Cy", "bot": "oath"}]
    game_id = ledger.creating.create_game("oath", {}, seats)["id"]
    move = oath_until_act(ledger, game_id, ("muster", "trade"))
    before = ledger.states.version(game_id)
    ledger.moves.submit(game_id, 0, move, before)
    while ledger.views.decision(game_id, None)["decision"]["player"] == 0 and \
            ledger.views.decision(game_id, 0)["decision"]["kind"] != "act":      # the action's own questions, if any
        decision = ledger.views.decision(game_id, 0)["decision"]
        ledger.moves.submit(game_id, 0, decision["choices"][0], ledger.states.version(game_id))
    with pytest.raises(UndoRefused, match="only a human seat"):
        ledger.undo.ask(game_id, 1)         # a bot's seat
    last = ledger.states.version(game_id)
    taken = ledger.undo.ask(game_id, 0)
    assert hash_at(ledger, game_id, taken["version"]) == hash_at(ledger, game_id, last - 1)
    search = oath_until_act(ledger, game_id, ("search",))
    ledger.moves.submit(game_id, 0, search, ledger.states.version(game_id))
    with pytest.raises(UndoRefused, match="drew randomness or took or showed"):
        ledger.undo.ask(game_id, 0)        # the search drew cards from a deck: they were seen
    assert ledger.history.verify(game_id)["verified"]
