"""A turn (base rulebook; reference section 1): Action, Buy and Clean-up phases, drawing and reshuffling."""

import pytest

from engine.core import IllegalMove
from engine.dominion.state import TurnState

from .harness import dominion_game


def test_a_turn_starts_with_one_action_one_buy_and_no_coins():
    game = dominion_game(hand=["Smithy", "Copper"])
    assert (game.turn.actions, game.turn.buys, game.turn.coins) == (1, 1, 0)
    assert game.decision.player == 0 and game.decision.kind == "action"
    assert game.decision.choices == [{"play": "Smithy"}, {"end": "actions"}]


def test_playing_an_action_uses_the_only_action_so_the_action_phase_ends():
    game = dominion_game(hand=["Smithy", "Smithy"], deck=["Copper", "Copper", "Copper"])
    game.play("Smithy")
    assert game.turn.actions == 0
    assert game.turn.phase == "buy"
    assert game.decision.kind == "buy"
    assert game.player.hand == ["Smithy", "Copper", "Copper", "Copper"]
    with pytest.raises(IllegalMove, match="Smithy is an Action card; Actions are played in the Action phase"):
        game.play("Smithy")


def test_a_hand_without_actions_starts_in_the_buy_phase():
    game = dominion_game(hand=["Copper", "Estate"])
    assert game.decision.kind == "buy"
    assert game.turn.phase == "buy"


def test_ending_the_action_phase_keeps_the_action_cards_in_hand():
    game = dominion_game(hand=["Village", "Copper"])
    game.end()
    assert game.decision.kind == "buy"
    assert game.player.hand == ["Village", "Copper"]
    assert game.turn.actions == 1


def test_treasures_may_be_played_one_at_a_time():
    game = dominion_game(hand=["Copper", "Silver", "Estate"])
    game.play("Silver")
    assert game.turn.coins == 2
    assert game.player.play == ["Silver"]
    assert game.player.hand == ["Copper", "Estate"]
    assert {"play": "Copper"} in game.decision.choices
    game.play("Copper")
    assert game.turn.coins == 3
    assert game.player.play == ["Silver", "Copper"]


def test_all_treasures_may_be_played_at_once():
    game = dominion_game(hand=["Copper", "Gold", "Estate", "Silver"])
    game.play_treasures()
    assert game.turn.coins == 6
    assert game.player.play == ["Copper", "Gold", "Silver"]
    assert game.player.hand == ["Estate"]
    assert {"play_all": "treasures"} not in game.decision.choices


def test_after_buying_no_more_treasures_may_be_played():
    game = dominion_game(hand=["Woodcutter", "Copper", "Copper"])
    game.play("Woodcutter").buy("Cellar")
    assert (game.turn.buys, game.turn.coins, game.turn.bought) == (1, 0, True)
    assert game.decision.choices == ({"buy": "Copper"}, {"buy": "Curse"}, {"end": "turn"})
    before = game.hash()
    with pytest.raises(IllegalMove) as error:
        game.play("Copper")
    assert str(error.value) == "once you have bought a card you may play no more Treasures this turn"
    with pytest.raises(IllegalMove, match="once you have bought a card"):
        game.play_treasures()
    assert game.hash() == before


def test_buying_a_card_costing_nothing_still_uses_a_buy():
    game = dominion_game(hand=["Woodcutter"])
    game.play("Woodcutter").buy("Copper")
    assert (game.turn.buys, game.turn.coins) == (1, 2)
    assert game.player.discard == ["Copper"]
    assert game.supply["Copper"] == 45


def test_buying_pays_the_cost_and_gains_the_card_to_the_discard():
    game = dominion_game(hand=["Gold", "Gold", "Estate"], discard=["Estate"])
    game.play_treasures()
    assert game.decision.player == 0
    game.buy("Market")
    assert game.supply["Market"] == 9
    assert game.seat("Ana").discard[:2] == ["Estate", "Market"]


def test_the_buy_phase_ends_when_the_buys_run_out():
    game = dominion_game(hand=["Gold", "Gold"], deck=["Copper"] * 5)
    game.play_treasures().buy("Silver")
    assert game.turn.player == 1
    assert game.decision.player == 1
    assert game.seat("Ana").turns == 1 and game.seat("Ben").turns == 1


def test_unspent_coins_are_lost_at_the_end_of_the_turn():
    game = dominion_game(hand=["Gold", "Gold"], deck=["Copper"] * 5, hands={"Ben": ["Estate"] * 5})
    game.play_treasures().buy("Silver")
    assert game.turn.player == 1
    assert (game.turn.coins, game.turn.buys, game.turn.actions) == (0, 1, 1)
    assert game.decision.choices == ({"buy": "Copper"}, {"buy": "Curse"}, {"end": "turn"})


def test_a_gain_from_workshop_uses_no_buy():
    game = dominion_game(hand=["Workshop", "Copper"])
    game.play("Workshop").gain("Silver")
    assert (game.turn.buys, game.turn.coins) == (1, 0)
    assert game.player.discard == ["Silver"]
    assert game.decision.kind == "buy"
    game.play("Copper").buy("Copper")
    assert game.seat("Ana").discard[:2] == ["Silver", "Copper"]


def test_cleanup_discards_play_and_hand_then_draws_five():
    game = dominion_game(hand=["Village", "Copper", "Estate"], deck=["Smithy", "Gold", "Gold", "Gold", "Gold",
                                                                     "Gold", "Duchy"], discard=["Curse"])
    game.play("Village").end().play("Copper").end()
    ana = game.seat("Ana")
    assert ana.discard == ["Curse", "Village", "Copper", "Estate", "Smithy"]
    assert ana.play == []
    assert ana.hand == ["Gold"] * 5
    assert ana.deck == ["Duchy"]


def test_emptying_the_deck_does_not_shuffle_the_discard():
    game = dominion_game(hand=[], deck=["Gold"] * 5, discard=["Silver", "Silver"])
    game.end()
    ana = game.seat("Ana")
    assert ana.hand == ["Gold"] * 5
    assert ana.deck == []
    assert ana.discard == ["Silver", "Silver"]


def test_a_draw_takes_the_rest_of_the_deck_before_shuffling_the_discard():
    game = dominion_game(hand=[], deck=["Gold", "Gold"], discard=["Silver"] * 5)
    game.end()
    ana = game.seat("Ana")
    assert ana.hand == ["Gold", "Gold", "Silver", "Silver", "Silver"]
    assert ana.deck == ["Silver", "Silver"]
    assert ana.discard == []


def test_cleanup_shuffles_the_cards_just_discarded_when_the_deck_runs_out():
    game = dominion_game(hand=["Estate", "Copper"], deck=["Gold"], discard=[])
    game.end()
    ana = game.seat("Ana")
    assert ana.hand[0] == "Gold"
    assert sorted(ana.hand) == ["Copper", "Estate", "Gold"]
    assert ana.deck == [] and ana.discard == []


def test_with_deck_and_discard_both_empty_a_draw_gets_fewer_cards():
    game = dominion_game(hand=["Smithy"], deck=["Gold"], discard=[])
    game.play("Smithy")
    assert game.player.hand == ["Gold"]
    assert game.player.deck == [] and game.player.discard == []
    assert game.decision.kind == "buy"


def test_the_turn_passes_to_the_left_and_wraps_around():
    game = dominion_game(players=3, first="Cid", hand=[], hands={"Ana": ["Estate"] * 5})
    game.end()
    assert game.turn.player == 0
    assert game.turn.number == 2
    assert game.decision.player == 0


def test_playing_all_treasures_narrates_them_in_one_line_in_the_order_held():
    game = dominion_game(hand=["Silver", "Estate", "Copper", "Gold"])
    game.play_treasures()
    assert game.game.narration(None) == ["Ana plays Silver, Copper, Gold."]
    assert game.turn.played == ["Silver", "Copper", "Gold"]


def test_a_pile_emptied_by_the_first_buy_is_not_offered_to_the_second():
    game = dominion_game(hand=["Woodcutter"], supply={"Copper": 1})
    game.play("Woodcutter")
    assert {"buy": "Copper"} in game.decision.choices and (game.turn.coins, game.turn.buys) == (2, 2)
    game.buy("Copper")
    assert (game.turn.coins, game.turn.buys) == (2, 1)      # the same coins as before: still no Copper
    assert {"buy": "Copper"} not in game.decision.choices
    assert {"buy": "Estate"} in game.decision.choices


def test_the_next_turn_begins_as_a_new_turn_state_of_the_next_player():
    # TurnState.begin resets the turn in place: every field as a new TurnState has it (one added later too)
    turn = TurnState(player=0, number=7, phase="buy", actions=0, buys=3, coins=5, bought=True, played=["Bridge"],
                     cost_reduction=1, copper_bonus=1, banned=["Gold"])
    played, banned = turn.played, turn.banned
    turn.begin(1)
    assert turn == TurnState(player=1, number=7)
    assert turn.played is not played and turn.banned is not banned     # lists read by views stay as they were
