"""The ten First Game cards and their rulings (reference section 4; base rulebook, 1st edition)."""

import pytest

from engine.core import IllegalMove

from .harness import dominion_game

# Cellar


def test_cellar_discards_then_draws_as_many():
    game = dominion_game(hand=["Cellar", "Estate", "Estate", "Copper"], deck=["Gold", "Silver", "Duchy"])
    game.play("Cellar")
    assert game.turn.actions == 1
    assert game.decision.kind == "discard" and (game.decision.min, game.decision.max) == (0, 3)
    game.choose("Estate", "Estate")
    assert game.player.hand == ["Copper", "Gold", "Silver"]
    assert game.player.discard == ["Estate", "Estate"]
    assert game.player.deck == ["Duchy"]


def test_cellar_may_discard_nothing():
    game = dominion_game(hand=["Cellar", "Estate", "Village"], deck=["Gold"])
    game.play("Cellar").choose()
    assert game.player.hand == ["Estate", "Village"]
    assert game.player.discard == []
    assert game.player.deck == ["Gold"]
    assert game.turn.actions == 1
    assert game.decision.choices == [{"play": "Village"}, {"end": "actions"}]


def test_cellar_draws_after_discarding_so_a_reshuffle_includes_the_discarded_cards():
    game = dominion_game(hand=["Cellar", "Estate", "Estate"], deck=[], discard=[])
    game.play("Cellar").choose("Estate", "Estate")
    assert game.player.hand == ["Estate", "Estate"]
    assert game.player.discard == [] and game.player.deck == []


# Market


def test_market_gives_a_card_an_action_a_buy_and_a_coin():
    game = dominion_game(hand=["Market", "Village"], deck=["Gold", "Copper"])
    game.play("Market")
    assert (game.turn.actions, game.turn.buys, game.turn.coins) == (1, 2, 1)
    assert game.player.hand == ["Village", "Gold"]
    assert game.player.play == ["Market"]
    assert game.decision.kind == "action"


# Militia


def test_militia_gives_two_coins_and_the_victim_chooses_what_to_discard():
    game = dominion_game(hand=["Militia"], hands={"Ben": ["Copper", "Estate", "Gold", "Estate", "Silver"]})
    game.play("Militia")
    assert game.turn.coins == 2
    assert game.decision.player == 1 and game.decision.kind == "discard"
    assert (game.decision.min, game.decision.max) == (2, 2)
    game.choose("Estate", "Estate")
    assert game.seat("Ben").hand == ["Copper", "Gold", "Silver"]
    assert game.seat("Ben").discard == ["Estate", "Estate"]
    assert game.decision.player == 0 and game.decision.kind == "buy"


def test_militia_victims_discard_in_turn_order_from_the_attackers_left():
    game = dominion_game(players=3, first="Ben", hand=["Militia"],
                         hands={"Ana": ["Copper", "Estate", "Gold", "Estate"],
                                "Cid": ["Copper", "Copper", "Estate", "Silver", "Curse"]})
    game.play("Militia")
    assert game.decision.player == 2
    game.choose("Curse", "Estate")
    assert game.decision.player == 0
    assert (game.decision.min, game.decision.max) == (1, 1)
    game.choose("Estate")
    assert game.seat("Cid").hand == ["Copper", "Copper", "Silver"]
    assert game.seat("Cid").discard == ["Curse", "Estate"]
    assert game.seat("Ana").hand == ["Copper", "Gold", "Estate"]
    assert game.seat("Ana").discard == ["Estate"]
    assert game.decision.player == 1 and game.turn.coins == 2


def test_militia_asks_nothing_of_a_player_with_three_cards_or_fewer():
    game = dominion_game(players=3, hand=["Militia"],
                         hands={"Ben": ["Copper", "Estate", "Gold"], "Cid": ["Copper", "Estate", "Gold", "Silver"]})
    game.play("Militia")
    assert game.decision.player == 2
    game.choose("Estate")
    assert game.seat("Ben").hand == ["Copper", "Estate", "Gold"]
    assert game.seat("Ben").discard == []
    assert game.decision.player == 0


# Mine


def test_mine_trashes_a_treasure_and_gains_one_costing_up_to_three_more_into_hand():
    game = dominion_game(hand=["Mine", "Copper", "Estate", "Silver"])
    game.play("Mine")
    assert game.decision.kind == "trash"
    assert sorted(game.decision.pick_from) == ["Copper", "Silver"]
    assert (game.decision.min, game.decision.max) == (1, 1)
    game.choose("Silver")
    assert game.decision.choices == [{"gain": "Copper"}, {"gain": "Silver"}, {"gain": "Gold"}]
    game.gain("Gold")
    assert game.trash == ["Silver"]
    assert game.player.hand == ["Copper", "Estate", "Gold"]
    assert game.player.discard == []
    assert game.supply["Gold"] == 29
    game.play_treasures()
    assert game.turn.coins == 4


def test_mine_trashing_is_mandatory_when_holding_a_treasure():
    game = dominion_game(hand=["Mine", "Copper", "Estate"])
    game.play("Mine")
    before = game.hash()
    with pytest.raises(IllegalMove, match="choose 1 cards?, not 0"):
        game.choose()
    assert game.hash() == before


def test_mine_may_gain_a_cheaper_treasure():
    game = dominion_game(hand=["Mine", "Silver"])
    game.play("Mine").choose("Silver").gain("Copper")
    assert game.trash == ["Silver"]
    assert game.player.hand == ["Copper"]


def test_mine_without_a_treasure_in_hand_does_nothing():
    game = dominion_game(hand=["Mine", "Estate", "Village"])
    before = dict(game.supply)
    game.play("Mine")
    assert game.trash == []
    assert game.player.hand == ["Estate", "Village"]
    assert game.supply == before
    assert game.decision.kind == "buy"


def test_mine_with_the_gold_pile_empty_offers_only_the_treasures_left():
    game = dominion_game(hand=["Mine", "Silver"], supply={"Gold": 0})
    game.play("Mine").choose("Silver")
    assert game.decision.choices == [{"gain": "Copper"}, {"gain": "Silver"}]
    game.gain("Silver")
    assert game.player.hand == ["Silver"]
    assert game.supply["Silver"] == 39


def test_mine_gains_nothing_when_no_treasure_is_left_to_gain():
    game = dominion_game(hand=["Mine", "Copper"], supply={"Copper": 0, "Silver": 0})
    game.play("Mine").choose("Copper")
    assert game.trash == ["Copper"]
    assert game.player.hand == []
    assert game.decision.kind == "buy"


# Moat


def test_moat_draws_two_cards():
    game = dominion_game(hand=["Moat"], deck=["Gold", "Silver", "Copper"])
    game.play("Moat")
    assert game.player.hand == ["Gold", "Silver"]
    assert game.player.deck == ["Copper"]


def test_revealing_moat_leaves_that_player_unaffected_but_others_are_attacked():
    game = dominion_game(players=3, hand=["Militia"],
                         hands={"Ben": ["Moat", "Copper", "Estate", "Estate", "Gold"],
                                "Cid": ["Copper", "Copper", "Estate", "Silver", "Curse"]})
    game.play("Militia")
    assert game.decision.player == 1 and game.decision.kind == "reaction"
    assert game.decision.choices == [{"reveal": "Moat"}, {"end": "reactions"}]
    game.reveal("Moat")
    assert game.decision.player == 2 and game.decision.kind == "discard"
    game.choose("Curse", "Estate")
    assert game.seat("Ben").hand == ["Moat", "Copper", "Estate", "Estate", "Gold"]
    assert game.seat("Ben").discard == []
    assert game.seat("Cid").hand == ["Copper", "Copper", "Silver"]
    assert game.turn.coins == 2
    assert game.decision.player == 0


def test_declining_to_reveal_moat_means_being_attacked():
    game = dominion_game(hand=["Militia"], hands={"Ben": ["Moat", "Copper", "Estate", "Estate", "Gold"]})
    game.play("Militia").end()
    assert game.decision.player == 1 and game.decision.kind == "discard"
    game.choose("Estate", "Estate")
    assert game.seat("Ben").hand == ["Moat", "Copper", "Gold"]
    assert game.turn.coins == 2


def test_a_player_without_a_reaction_is_not_asked_to_reveal():
    game = dominion_game(hand=["Militia"], hands={"Ben": ["Village", "Copper", "Estate", "Estate", "Gold"]})
    game.play("Militia")
    assert game.decision.player == 1 and game.decision.kind == "discard"


def test_moat_blocks_the_attack_even_when_it_would_not_hurt_and_the_attacker_still_gets_two_coins():
    game = dominion_game(hand=["Militia", "Copper"], hands={"Ben": ["Moat", "Copper", "Estate"]})
    game.play("Militia").reveal("Moat")
    assert game.seat("Ben").hand == ["Moat", "Copper", "Estate"]
    assert game.decision.player == 0 and game.decision.kind == "buy"
    game.play_treasures()
    assert game.turn.coins == 3


# Remodel


def test_remodel_turns_a_gold_into_a_province():
    game = dominion_game(hand=["Remodel", "Gold", "Estate"])
    game.play("Remodel")
    assert (game.decision.kind, game.decision.min, game.decision.max) == ("trash", 1, 1)
    game.choose("Gold").gain("Province")
    assert game.trash == ["Gold"]
    assert game.player.hand == ["Estate"]
    assert game.player.discard == ["Province"]
    assert game.supply["Province"] == 7


def test_remodel_gains_up_to_two_more_including_a_cheaper_card():
    game = dominion_game(hand=["Remodel", "Estate"])
    game.play("Remodel").choose("Estate")
    assert game.decision.choices == [{"gain": name} for name in (
        "Copper", "Silver", "Estate", "Curse", "Cellar", "Moat", "Village", "Woodcutter", "Workshop", "Militia",
        "Remodel", "Smithy")]
    game.gain("Copper")
    assert game.trash == ["Estate"]
    assert game.player.discard == ["Copper"]


def test_remodel_trashing_is_mandatory_when_the_hand_is_not_empty():
    game = dominion_game(hand=["Remodel", "Curse"])
    game.play("Remodel")
    with pytest.raises(IllegalMove, match="choose 1 cards?, not 0"):
        game.choose()
    game.choose("Curse").gain("Moat")
    assert game.trash == ["Curse"]
    assert game.player.discard == ["Moat"]


def test_remodel_with_an_empty_hand_does_nothing():
    game = dominion_game(hand=["Remodel"])
    game.play("Remodel")
    assert game.trash == []
    assert game.player.discard == []
    assert game.decision.kind == "buy"


# Smithy


def test_smithy_draws_three_reshuffling_mid_draw():
    game = dominion_game(hand=["Smithy"], deck=["Gold"], discard=["Silver", "Silver", "Silver"])
    game.play("Smithy")
    assert game.player.hand == ["Gold", "Silver", "Silver"]
    assert game.player.deck == ["Silver"]
    assert game.player.discard == []


# Village


def test_village_gives_a_card_and_two_actions():
    game = dominion_game(hand=["Village", "Smithy"], deck=["Copper", "Gold", "Gold", "Gold"])
    game.play("Village")
    assert game.turn.actions == 2
    assert game.player.hand == ["Smithy", "Copper"]
    game.play("Smithy")
    assert game.turn.actions == 1
    assert game.player.hand == ["Copper", "Gold", "Gold", "Gold"]
    assert game.decision.kind == "buy"


# Woodcutter


def test_woodcutter_gives_a_buy_and_two_coins():
    game = dominion_game(hand=["Woodcutter", "Copper", "Copper"])
    game.play("Woodcutter")
    assert (game.turn.actions, game.turn.buys, game.turn.coins) == (0, 2, 2)
    game.play_treasures().buy("Cellar").buy("Cellar")
    assert game.seat("Ana").discard[:2] == ["Cellar", "Cellar"]
    assert game.supply["Cellar"] == 8


# Workshop


@pytest.mark.parametrize("name", ["Silver", "Estate", "Smithy", "Curse"])
def test_workshop_gains_a_card_of_any_type_costing_up_to_four(name):
    game = dominion_game(hand=["Workshop"])
    game.play("Workshop")
    assert {"gain": name} in game.decision.choices
    assert {"gain": "Market"} not in game.decision.choices
    game.gain(name)
    assert game.player.discard == [name]


def test_workshop_gains_nothing_when_every_pile_up_to_four_is_empty():
    cheap = ["Copper", "Silver", "Estate", "Curse", "Cellar", "Moat", "Village", "Woodcutter", "Workshop", "Militia",
             "Remodel", "Smithy"]
    game = dominion_game(hand=["Workshop"], supply={name: 0 for name in cheap})
    game.play("Workshop")
    assert game.player.discard == []
    assert game.decision.kind == "buy"
