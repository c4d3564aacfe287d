"""An illegal move raises IllegalMove saying why, and changes nothing: the state hash is the same after it."""

import pytest

from engine.core import IllegalMove

from .harness import dominion_game


def refused(game, move) -> str:
    before = game.hash()
    with pytest.raises(IllegalMove) as error:
        game.apply(move)
    assert game.hash() == before
    return str(error.value)


def test_playing_a_card_not_in_hand_is_refused():
    game = dominion_game(hand=["Village", "Copper"])
    assert refused(game, {"play": "Smithy"}) == "Smithy is not in your hand"


def test_playing_a_treasure_in_the_action_phase_is_refused():
    game = dominion_game(hand=["Village", "Copper"])
    assert refused(game, {"play": "Copper"}) == "Copper is not an Action card"
    assert refused(game, {"play_all": "treasures"}) == "Treasures are played in the Buy phase"


def test_buying_in_the_action_phase_is_refused():
    game = dominion_game(hand=["Village", "Copper"])
    assert refused(game, {"buy": "Copper"}) == "buy in the Buy phase: end your Action phase first"


def test_playing_an_action_in_the_buy_phase_is_refused():
    game = dominion_game(hand=["Village", "Copper"])
    game.end()
    assert refused(game, {"play": "Village"}) == "Village is an Action card; Actions are played in the Action phase"


def test_buying_a_card_too_dear_is_refused_with_its_cost():
    game = dominion_game(hand=["Silver", "Copper"])
    game.play_treasures()
    assert refused(game, {"buy": "Smithy"}) == "Smithy costs 4 but you have 3 coins"


def test_buying_from_an_empty_pile_is_refused():
    game = dominion_game(hand=["Gold"], supply={"Silver": 0})
    game.play_treasures()
    assert refused(game, {"buy": "Silver"}) == "the Silver pile is empty"


def test_buying_a_card_not_in_this_supply_is_refused():
    game = dominion_game(hand=["Gold"])
    assert refused(game, {"buy": "Chapel"}) == "Chapel is not in the Supply of this game"


def test_ending_the_wrong_phase_says_how_to_end_this_one():
    game = dominion_game(hand=["Village"])
    assert refused(game, {"end": "turn"}) == 'end your action phase with {"end": "actions"}'
    game.end()
    assert refused(game, {"end": "actions"}) == 'end your buy phase with {"end": "turn"}'


@pytest.mark.parametrize("move, reason", [
    ("Village", 'a move is a JSON object, for example {"end": "turn"}'),
    ({}, 'a move has one key: "play", "play_all", "buy" or "end"'),
    ({"play": "Village", "buy": "Copper"}, 'a move has one key: "play", "play_all", "buy" or "end"'),
    ({"play": "Dragon"}, "'Dragon' is not a card"),
    ({"play": ["Village"]}, "['Village'] is not a card"),
    ({"buy": {"name": "Copper"}}, "{'name': 'Copper'} is not a card"),
])
def test_a_malformed_move_is_refused(move, reason):
    game = dominion_game(hand=["Village"])
    assert refused(game, move) == reason


def test_a_pick_answer_of_the_wrong_size_is_refused():
    game = dominion_game(hand=["Militia"], hands={"Ben": ["Copper", "Copper", "Estate", "Estate", "Silver"]})
    game.play("Militia")
    assert refused(game, {"cards": ["Estate"]}) == "choose 2 cards, not 1"
    assert refused(game, {"cards": ["Gold", "Estate"]}) == "Gold is not among the cards you may choose here"


def test_a_move_after_the_game_is_over_is_refused():
    game = dominion_game(hand=["Gold", "Gold", "Silver"], supply={"Province": 1})
    game.play_treasures().buy("Province")
    assert game.decision is None
    assert refused(game, {"end": "turn"}) == "the game is over; no more moves are taken"


def test_playing_a_victory_card_is_refused_as_unplayable():
    game = dominion_game(hand=["Estate", "Copper"])
    assert refused(game, {"play": "Estate"}) == "Estate is not a Treasure and cannot be played"
