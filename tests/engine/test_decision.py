"""A pick decision says why an answer is wrong: too many or too few cards, a card not offered, a wrong shape."""

import pytest

from engine.core import Decision, IllegalMove


def discard_up_to_two():
    return Decision(0, "discard", "Discard up to 2 cards", pick_from=["Copper", "Estate", "Estate"], min=0, max=2)


def test_picking_too_many_cards_says_how_many_may_be_chosen():
    with pytest.raises(IllegalMove) as error:
        discard_up_to_two().check({"cards": ["Copper", "Estate", "Estate"]})
    assert str(error.value) == "choose 0 to 2 cards, not 3"


def test_picking_too_few_cards_for_an_exact_count_says_the_count():
    exact = Decision(0, "discard", "Discard 2 cards", pick_from=["Copper", "Estate", "Estate"], min=2, max=2)
    with pytest.raises(IllegalMove) as error:
        exact.check({"cards": ["Copper"]})
    assert str(error.value) == "choose 2 cards, not 1"


def test_picking_a_card_not_offered_names_it():
    with pytest.raises(IllegalMove) as error:
        discard_up_to_two().check({"cards": ["Gold"]})
    assert str(error.value) == "Gold is not among the cards you may choose here"


def test_picking_a_card_more_often_than_offered_names_it():
    with pytest.raises(IllegalMove) as error:
        discard_up_to_two().check({"cards": ["Copper", "Copper"]})
    assert str(error.value) == "Copper is not among the cards you may choose here"


@pytest.mark.parametrize("move", [
    {"cards": "Copper"},
    {"cards": [1]},
    {"cards": ["Copper"], "also": 1},
    {"play": "Copper"},
])
def test_a_pick_of_the_wrong_shape_says_how_to_answer(move):
    with pytest.raises(IllegalMove) as error:
        discard_up_to_two().check(move)
    assert str(error.value) == 'answer with {"cards": [card names]}'


def test_a_move_that_is_not_an_object_is_refused():
    with pytest.raises(IllegalMove) as error:
        discard_up_to_two().check(["Copper"])
    assert str(error.value) == 'a move is a JSON object, for example {"end": "turn"}'


def test_legal_picks_are_accepted():
    decision = discard_up_to_two()
    for move in ({"cards": []}, {"cards": ["Estate", "Estate"]}, {"cards": ["Copper", "Estate"]}):
        decision.check(move)


def test_a_choice_not_offered_is_refused_with_the_prompt():
    decision = Decision(0, "gain", "Gain a card costing up to $4", choices=[{"gain": "Silver"}])
    with pytest.raises(IllegalMove) as error:
        decision.check({"gain": "Gold"})
    assert str(error.value) == '{"gain": "Gold"} is not one of the legal answers to: Gain a card costing up to $4'


def listed_game(listed: list):
    """A flow asking one decision with a Listing of two moves; `listed` counts the times it was listed whole."""
    from engine.core import Flow, Listing

    moves = [{"go": 1}, {"go": 2}]

    def every():
        listed.append(1)
        return list(moves)

    def flow():
        yield Decision(0, "go", "Go somewhere", listing=Listing(every, lambda move: move in moves))
        yield Decision(0, "done", "Done", choices=[{"done": True}])

    return Flow(flow())


def test_a_listing_is_listed_only_when_read_and_a_listed_move_is_taken_without_it():
    listed = []
    game = listed_game(listed)
    game.answer({"go": 2})
    assert listed == [] and game.decision().kind == "done"
    read = listed_game(listed)
    assert read.decision().choices == [{"go": 1}, {"go": 2}] and read.decision().choices is read.current.choices
    assert listed == [1]


def test_a_move_a_listing_has_not_is_refused_with_the_prompt_once_listed():
    listed = []
    game = listed_game(listed)
    with pytest.raises(IllegalMove, match="Go somewhere"):
        game.answer({"go": 3})
    assert listed == [1] and game.decision().kind == "go"
