"""The twenty-five Intrigue cards and their rulings (reference sections 1, 5 and 9; Intrigue rulebook, 1st
edition, shared/seeds/002)."""

import pytest

from engine.core import IllegalMove
from engine.dominion.bots import big_money, random_legal
from engine.dominion.cards import CARDS
from engine.dominion.effects import cost
from engine.dominion.kingdoms import PRESETS, preset
from engine.dominion.names import card_name
from engine.dominion.scoring import points
from engine.dominion.setup import supply_for
from engine.dominion.state import Player

from .harness import dominion_game, kingdom_buyer, play_bot_game, set_discard

VICTORY_DANCE = PRESETS["Victory Dance"]
SECRET_SCHEMES = PRESETS["Secret Schemes"]
BEST_WISHES = PRESETS["Best Wishes"]
HAND_MADNESS = PRESETS["Hand Madness"]



# Baron


def test_baron_discarding_an_estate_gives_four_coins_and_gains_nothing():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Baron", "Estate", "Copper"])
    game.play("Baron")
    assert game.decision.kind == "option" and game.decision.choices == [{"option": "yes"}, {"option": "no"}]
    game.yes()
    assert game.player.hand == ["Copper"]
    assert game.player.discard == ["Estate"]
    assert (game.turn.coins, game.turn.buys) == (4, 2)
    assert game.supply["Estate"] == 8


def test_baron_keeping_the_estate_gains_an_estate():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Baron", "Estate"])
    game.play("Baron").no()
    assert game.player.hand == ["Estate"]
    assert game.player.discard == ["Estate"]
    assert (game.turn.coins, game.turn.buys) == (0, 2)
    assert game.supply["Estate"] == 7


def test_baron_without_an_estate_gains_one_and_no_other_victory_card_qualifies():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Baron", "Duchy", "Great Hall"])
    game.play("Baron")
    assert game.decision.kind == "buy"
    assert game.player.hand == ["Duchy", "Great Hall"]
    assert game.player.discard == ["Estate"]
    assert (game.turn.coins, game.turn.buys) == (0, 2)
    assert game.supply["Estate"] == 7


def test_baron_without_an_estate_and_with_the_estate_pile_empty_gains_nothing():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Baron", "Copper"], supply={"Estate": 0})
    game.play("Baron")
    assert game.player.discard == []
    assert game.supply["Estate"] == 0
    assert (game.turn.coins, game.turn.buys) == (0, 2)


# Bridge


def test_two_bridges_make_a_province_cost_six_for_the_buy():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Shanty Town", "Bridge", "Bridge", "Gold", "Copper"])
    game.play("Shanty Town").play("Bridge").play("Bridge")
    assert (game.turn.actions, game.turn.buys, game.turn.coins, game.turn.cost_reduction) == (0, 3, 2, 2)
    assert cost(game.board, "Province") == 6
    assert cost(game.board, "Copper") == 0 and cost(game.board, "Pawn") == 0      # never below 0
    game.play_treasures()
    assert game.turn.coins == 6
    assert {"buy": "Province"} in game.decision.choices
    game.buy("Province")
    assert game.turn.coins == 0 and game.turn.buys == 2
    assert game.player.discard == ["Province"]
    assert game.supply["Province"] == 7
    game.buy("Pawn")                    # $2 less: free
    assert game.player.discard == ["Province", "Pawn"]


def test_bridge_lowers_what_ironworks_may_gain():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Shanty Town", "Bridge", "Ironworks"], deck=["Gold"])
    game.play("Shanty Town").play("Bridge").play("Ironworks")
    assert {"gain": "Duke"} in game.decision.choices and {"gain": "Upgrade"} in game.decision.choices
    assert {"gain": "Harem"} not in game.decision.choices and {"gain": "Gold"} not in game.decision.choices
    game.gain("Duke")
    assert game.player.discard == ["Duke"]
    assert game.player.hand == ["Gold"]                # Victory: +1 Card


def test_bridge_ends_with_the_turn():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Bridge"])
    game.play("Bridge").end()
    assert game.turn.player == 1 and game.turn.cost_reduction == 0
    assert cost(game.board, "Province") == 8


# Conspirator


def test_conspirator_as_the_third_action_draws_a_card_and_gives_an_action():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Shanty Town", "Shanty Town", "Conspirator"], deck=["Gold"])
    game.play("Shanty Town").play("Shanty Town").play("Conspirator")
    assert game.turn.coins == 2
    assert game.turn.actions == 3
    assert game.player.hand == ["Gold"]


def test_conspirator_as_the_second_action_gives_only_two_coins():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Shanty Town", "Conspirator"], deck=["Gold"])
    game.play("Shanty Town").play("Conspirator")
    assert game.turn.coins == 2
    assert game.turn.actions == 1
    assert game.player.hand == []
    assert game.player.deck == ["Gold"]


def test_conspirator_counts_each_throne_room_play():
    # Throne Room (1), Conspirator (2), Conspirator again (3): the second play gets the bonus
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Throne Room", "Conspirator"], deck=["Gold", "Silver"])
    game.play("Throne Room").choose("Conspirator")
    assert game.turn.coins == 4
    assert game.turn.actions == 1
    assert game.player.hand == ["Gold"]
    assert game.player.deck == ["Silver"]


# Coppersmith


def test_coppersmith_makes_each_copper_worth_two():
    game = dominion_game(kingdom=BEST_WISHES, hand=["Coppersmith", "Copper", "Copper", "Silver"])
    game.play("Coppersmith").play_treasures()
    assert game.turn.coins == 6


def test_throne_room_coppersmith_makes_each_copper_worth_three():
    game = dominion_game(kingdom=BEST_WISHES, hand=["Throne Room", "Coppersmith", "Copper", "Copper"])
    game.play("Throne Room").choose("Coppersmith").play_treasures()
    assert game.turn.coins == 6


def test_coppersmith_ends_with_the_turn():
    game = dominion_game(kingdom=BEST_WISHES, hand=["Coppersmith"], hands={"Ben": ["Copper", "Copper"]})
    game.play("Coppersmith").end()
    game.play_treasures()
    assert game.turn.player == 1 and game.turn.coins == 2


# Courtyard


def test_courtyard_draws_three_and_puts_a_card_back_unseen():
    game = dominion_game(kingdom=BEST_WISHES, hand=["Courtyard", "Copper"],
                         deck=["Gold", "Silver", "Estate", "Duchy"])
    game.play("Courtyard")
    assert game.player.hand == ["Copper", "Gold", "Silver", "Estate"]
    decision = game.decision
    assert (decision.kind, decision.min, decision.max, decision.private) == ("topdeck", 1, 1, True)
    game.choose("Gold")
    assert game.player.hand == ["Copper", "Silver", "Estate"]
    assert game.player.deck == ["Gold", "Duchy"]


def test_courtyard_must_put_a_card_back():
    game = dominion_game(kingdom=BEST_WISHES, hand=["Courtyard"], deck=["Estate"])
    game.play("Courtyard")
    with pytest.raises(IllegalMove, match="choose 1 cards?, not 0"):
        game.choose()
    game.choose("Estate")
    assert game.player.hand == [] and game.player.deck == ["Estate"]


def test_courtyard_with_nothing_to_draw_or_put_back_does_nothing():
    game = dominion_game(kingdom=BEST_WISHES, hand=["Courtyard"], deck=[], discard=[])
    game.play("Courtyard")
    assert game.player.hand == [] and game.player.deck == []
    assert game.decision.kind == "buy"


# Duke, Great Hall, Harem, Nobles: points and piles


def test_duke_is_worth_a_point_per_duchy():
    player = Player("Ana", deck=["Duke", "Duchy", "Copper"], hand=["Duchy"], discard=["Duke", "Duchy"])
    assert points(player) == 2 * 3 + 3 * 3


def test_great_hall_harem_and_nobles_score_with_their_other_types():
    player = Player("Ana", deck=["Great Hall", "Harem"], discard=["Nobles", "Estate"], play=["Harem"])
    assert points(player) == 1 + 2 + 2 + 1 + 2


@pytest.mark.parametrize("players, size", [(2, 8), (3, 12), (4, 12)])
def test_victory_kingdom_piles_are_eight_or_twelve(players, size):
    supply = supply_for(VICTORY_DANCE, players)
    assert [supply[name] for name in ("Duke", "Great Hall", "Harem", "Nobles")] == [size] * 4
    assert supply["Pawn"] == 10


# Great Hall


def test_great_hall_gives_a_card_and_an_action():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Great Hall", "Pawn"], deck=["Gold", "Copper"])
    game.play("Great Hall")
    assert game.turn.actions == 1
    assert game.player.hand == ["Pawn", "Gold"]
    assert game.decision.kind == "action"


# Harem


def test_harem_is_a_treasure_worth_two():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Harem", "Copper"])
    game.play_treasures()
    assert game.turn.coins == 3
    assert game.player.play == ["Harem", "Copper"]


# Ironworks


def test_ironworks_gaining_great_hall_gives_an_action_and_a_card():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Ironworks"], deck=["Gold"])
    game.play("Ironworks")
    assert {"gain": "Bridge"} in game.decision.choices and {"gain": "Duke"} not in game.decision.choices
    game.gain("Great Hall")
    assert game.player.discard == ["Great Hall"]
    assert game.supply["Great Hall"] == 7
    assert game.turn.actions == 1
    assert game.turn.coins == 0
    assert game.player.hand == ["Gold"]


def test_ironworks_gaining_a_silver_gives_a_coin():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Ironworks"], deck=["Gold"])
    game.play("Ironworks").gain("Silver")
    assert (game.turn.actions, game.turn.coins) == (0, 1)
    assert game.player.hand == [] and game.player.discard == ["Silver"]


def test_ironworks_gaining_an_action_gives_an_action():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Ironworks"], deck=["Gold"])
    game.play("Ironworks").gain("Pawn")
    assert (game.turn.actions, game.turn.coins) == (1, 0)
    assert game.player.hand == []


def test_ironworks_gaining_harem_gives_a_coin_and_a_card():
    game = dominion_game(kingdom=VICTORY_DANCE, deck=["Gold"],
                         hand=["Shanty Town", "Shanty Town", "Bridge", "Bridge", "Ironworks"])
    game.play("Shanty Town").play("Shanty Town").play("Bridge").play("Bridge").play("Ironworks")
    game.gain("Harem")                  # $6, less $2
    assert game.turn.coins == 2 + 1
    assert game.turn.actions == 0
    assert game.player.hand == ["Gold"]
    assert game.player.discard == ["Harem"]


def test_ironworks_gaining_nothing_gives_no_bonus():
    cheap = ["Copper", "Silver", "Estate", "Curse", "Pawn", "Great Hall", "Masquerade", "Bridge", "Ironworks", "Scout"]
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Ironworks"], deck=["Gold"], supply={n: 0 for n in cheap})
    game.play("Ironworks")
    assert (game.turn.actions, game.turn.coins) == (0, 0)
    assert game.player.hand == [] and game.player.discard == []


# Masquerade


def test_masquerade_passes_chosen_cards_together_then_the_player_may_trash():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Masquerade", "Estate"], deck=["Copper", "Gold", "Silver"],
                         hands={"Ben": ["Curse", "Silver"]})
    game.play("Masquerade")
    assert game.player.hand == ["Estate", "Copper", "Gold"]
    decision = game.decision
    assert (decision.player, decision.kind, decision.min, decision.max, decision.private) == (0, "pass", 1, 1, True)
    game.choose("Estate")
    # Ben chooses before anything passes: Ana still holds the Estate and Ben cannot pass it on
    assert game.decision.player == 1 and game.decision.kind == "pass" and game.decision.private
    assert game.player.hand == ["Estate", "Copper", "Gold"]
    assert sorted(game.decision.pick_from) == ["Curse", "Silver"]
    game.choose("Curse")
    assert game.seat("Ben").hand == ["Silver", "Estate"]
    assert game.player.hand == ["Copper", "Gold", "Curse"]
    assert (game.decision.player, game.decision.kind, game.decision.min, game.decision.max) == (0, "trash", 0, 1)
    game.choose("Curse")
    assert game.trash == ["Curse"]
    assert game.player.hand == ["Copper", "Gold"]
    assert game.decision.kind == "buy"


def test_masquerade_a_player_with_no_cards_passes_nothing_but_still_receives():
    game = dominion_game(kingdom=VICTORY_DANCE, players=3, hand=["Masquerade"], deck=["Copper", "Estate"],
                         hands={"Ben": [], "Cid": ["Gold", "Curse"]})
    game.play("Masquerade")
    assert game.decision.player == 0
    game.choose("Estate")
    assert game.decision.player == 2            # Ben, with an empty hand, is not asked
    game.choose("Curse")
    assert game.player.hand == ["Copper", "Curse"]
    assert game.seat("Ben").hand == ["Estate"]
    assert game.seat("Cid").hand == ["Gold"]    # Ben passed nothing to Cid
    game.choose()                               # Ana trashes nothing
    assert game.trash == []
    assert game.player.hand == ["Copper", "Curse"]


def test_masquerade_is_no_attack_so_moat_is_not_revealed():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Masquerade"], deck=["Copper", "Estate"],
                         hands={"Ben": ["Moat", "Secret Chamber"]})
    game.play("Masquerade")
    assert game.decision.kind == "pass" and game.decision.player == 0
    game.choose("Estate").choose("Moat")
    assert game.seat("Ben").hand == ["Secret Chamber", "Estate"]
    assert game.player.hand == ["Copper", "Moat"]


# Mining Village


def test_mining_village_trashed_gives_two_coins():
    game = dominion_game(kingdom=BEST_WISHES, hand=["Mining Village"], deck=["Copper", "Gold"])
    game.play("Mining Village")
    assert game.player.hand == ["Copper"] and game.turn.actions == 2
    game.yes()
    assert game.trash == ["Mining Village"]
    assert game.player.play == []
    assert game.turn.coins == 2


def test_mining_village_kept_stays_in_play():
    game = dominion_game(kingdom=BEST_WISHES, hand=["Mining Village"], deck=["Copper"])
    game.play("Mining Village").no()
    assert game.trash == [] and game.player.play == ["Mining Village"]
    assert (game.turn.actions, game.turn.coins) == (2, 0)


def test_throne_room_mining_village_is_trashed_and_pays_once():
    game = dominion_game(kingdom=BEST_WISHES, hand=["Throne Room", "Mining Village"], deck=["Copper", "Silver", "Gold"])
    game.play("Throne Room").choose("Mining Village").yes()
    # the second play gives +1 Card, +2 Actions and asks nothing
    assert game.decision.kind == "buy"
    assert game.trash == ["Mining Village"]
    assert game.player.play == ["Throne Room"]
    assert game.player.hand == ["Copper", "Silver"]
    assert (game.turn.actions, game.turn.coins) == (4, 2)


def test_throne_room_mining_village_kept_the_first_time_may_be_trashed_the_second():
    game = dominion_game(kingdom=BEST_WISHES, hand=["Throne Room", "Mining Village"], deck=["Copper", "Silver", "Gold"])
    game.play("Throne Room").choose("Mining Village").no().yes()
    assert game.trash == ["Mining Village"]
    assert (game.turn.actions, game.turn.coins) == (4, 2)


# Minion


MINION_DISCARD = "discard your hand, +4 Cards"


def test_minion_for_two_coins_attacks_no_one():
    game = dominion_game(kingdom=HAND_MADNESS, hand=["Minion", "Copper"],
                         hands={"Ben": ["Copper", "Copper", "Copper", "Estate", "Estate"]})
    game.play("Minion")
    assert game.decision.choices == [{"option": "+$2"}, {"option": MINION_DISCARD}]
    game.option("+$2")
    assert (game.turn.actions, game.turn.coins) == (1, 2)
    assert game.player.hand == ["Copper"]
    assert game.seat("Ben").hand == ["Copper", "Copper", "Copper", "Estate", "Estate"]


def test_minion_discard_redraws_four_and_so_do_others_holding_five_or_more():
    game = dominion_game(kingdom=HAND_MADNESS, players=3, hand=["Minion", "Copper", "Estate"],
                         deck=["Gold", "Silver", "Silver", "Copper", "Duchy"],
                         hands={"Ben": ["Copper", "Copper", "Copper", "Estate", "Estate"],
                                "Cid": ["Silver", "Silver", "Silver", "Silver"]},
                         decks={"Ben": ["Gold", "Gold", "Gold", "Gold", "Copper"]})
    game.play("Minion").option(MINION_DISCARD)
    assert game.player.discard == ["Copper", "Estate"]
    assert game.player.hand == ["Gold", "Silver", "Silver", "Copper"]
    assert game.player.deck == ["Duchy"]
    assert game.seat("Ben").discard == ["Copper", "Copper", "Copper", "Estate", "Estate"]
    assert game.seat("Ben").hand == ["Gold", "Gold", "Gold", "Gold"]
    assert game.seat("Cid").hand == ["Silver", "Silver", "Silver", "Silver"]   # 4 cards: untouched
    assert game.seat("Cid").discard == []
    assert (game.turn.actions, game.turn.coins) == (1, 0)


def test_minion_may_choose_to_discard_an_empty_hand_and_still_attacks():
    game = dominion_game(kingdom=HAND_MADNESS, hand=["Minion"], deck=[], discard=[],
                         hands={"Ben": ["Copper", "Copper", "Copper", "Estate", "Estate"]},
                         decks={"Ben": ["Gold", "Gold", "Gold", "Gold", "Copper"]})
    game.play("Minion").option(MINION_DISCARD)
    assert game.player.hand == [] and game.player.discard == []
    assert game.seat("Ben").hand == ["Gold", "Gold", "Gold", "Gold"]


def test_moat_is_revealed_before_the_minion_player_chooses():
    game = dominion_game(kingdom=HAND_MADNESS, hand=["Minion", "Copper"], deck=["Gold"] * 4,
                         hands={"Ben": ["Moat", "Copper", "Copper", "Estate", "Estate"]})
    game.play("Minion")
    assert game.decision.player == 1 and game.decision.kind == "reaction"
    game.reveal("Moat").option(MINION_DISCARD)
    assert game.seat("Ben").hand == ["Moat", "Copper", "Copper", "Estate", "Estate"]
    assert game.player.hand == ["Gold"] * 4


# Nobles


def test_nobles_chosen_for_three_cards():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Nobles"], deck=["Gold", "Silver", "Copper", "Estate"])
    game.play("Nobles")
    assert game.decision.choices == [{"option": "+3 Cards"}, {"option": "+2 Actions"}]
    game.option("+3 Cards")
    assert game.player.hand == ["Gold", "Silver", "Copper"]
    assert game.turn.actions == 0


def test_nobles_chosen_for_two_actions():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Nobles", "Pawn"], deck=["Gold"])
    game.play("Nobles").option("+2 Actions")
    assert game.turn.actions == 2
    assert game.player.hand == ["Pawn"]


def test_nobles_may_choose_cards_with_nothing_to_draw():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Nobles", "Pawn"], deck=[], discard=[])
    game.play("Nobles").option("+3 Cards")
    assert game.player.hand == ["Pawn"]
    assert game.turn.actions == 0
    assert game.decision.kind == "buy"


# Pawn


def test_pawn_chooses_two_different_options():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Pawn"], deck=["Gold"])
    game.play("Pawn")
    assert game.decision.choices == [
        {"options": ["+1 Card", "+1 Action"]}, {"options": ["+1 Card", "+1 Buy"]}, {"options": ["+1 Card", "+$1"]},
        {"options": ["+1 Action", "+1 Buy"]}, {"options": ["+1 Action", "+$1"]}, {"options": ["+1 Buy", "+$1"]}]
    with pytest.raises(IllegalMove):
        game.options("+$1", "+$1")
    game.options("+1 Card", "+$1")
    assert game.player.hand == ["Gold"]
    assert (game.turn.actions, game.turn.buys, game.turn.coins) == (0, 1, 1)


def test_pawn_for_an_action_and_a_buy():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Pawn", "Pawn"], deck=["Gold"])
    game.play("Pawn").options("+1 Action", "+1 Buy")
    assert (game.turn.actions, game.turn.buys, game.turn.coins) == (1, 2, 0)
    assert game.player.hand == ["Pawn"]
    assert game.decision.kind == "action"


# Saboteur


def test_saboteur_trashes_the_first_card_costing_three_or_more_and_discards_the_rest():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Saboteur"],
                         decks={"Ben": ["Copper", "Estate", "Silver", "Gold"]})
    game.play("Saboteur")
    assert game.trash == ["Silver"]
    decision = game.decision
    assert decision.player == 1 and decision.kind == "gain"
    assert decision.choices == [{"gain": "Copper"}, {"gain": "Curse"}, {"gain": None}]   # up to $1, optional
    game.gain(None)
    assert game.seat("Ben").discard == ["Copper", "Estate"]
    assert game.seat("Ben").deck == ["Gold"]
    assert game.seat("Ben").aside == []


def test_saboteur_victim_may_gain_a_card_costing_up_to_two_less():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Saboteur"], decks={"Ben": ["Copper", "Gold", "Estate"]})
    game.play("Saboteur")
    assert {"gain": "Conspirator"} in game.decision.choices and {"gain": "Saboteur"} not in game.decision.choices
    game.gain("Silver")
    assert game.trash == ["Gold"]
    assert game.seat("Ben").discard == ["Silver", "Copper"]
    assert game.seat("Ben").deck == ["Estate"]


def test_saboteur_running_out_of_cards_discards_everything_and_trashes_nothing():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Saboteur"], decks={"Ben": ["Copper"]})
    set_discard(game, "Ben", ["Estate", "Curse"])
    game.play("Saboteur")
    assert game.trash == []
    assert game.seat("Ben").discard[0] == "Copper"
    assert sorted(game.seat("Ben").discard) == ["Copper", "Curse", "Estate"]
    assert game.seat("Ben").deck == [] and game.seat("Ben").aside == []
    assert game.decision.player == 0 and game.decision.kind == "buy"


def test_saboteur_uses_current_costs_with_bridge():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Shanty Town", "Bridge", "Saboteur"],
                         decks={"Ben": ["Silver", "Gold"]})
    game.play("Shanty Town").play("Bridge").play("Saboteur")
    assert game.trash == ["Gold"]               # Silver costs $2 now
    assert {"gain": "Ironworks"} in game.decision.choices       # $3 now: up to $5 - $2
    game.gain("Ironworks")
    assert game.seat("Ben").discard == ["Ironworks", "Silver"]


def test_moat_protects_from_saboteur():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Saboteur"], hands={"Ben": ["Moat"]},
                         decks={"Ben": ["Gold"]})
    game.play("Saboteur").reveal("Moat")
    assert game.trash == [] and game.seat("Ben").deck == ["Gold"]


# Scout


def test_scout_takes_the_victory_cards_and_puts_the_rest_back_in_any_order():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Scout"],
                         deck=["Estate", "Gold", "Great Hall", "Copper", "Silver"])
    game.play("Scout")
    assert game.player.hand == ["Estate", "Great Hall"]
    assert game.decision.kind == "order"
    assert game.decision.choices == [{"order": ["Copper", "Gold"]}, {"order": ["Gold", "Copper"]}]
    game.order("Copper", "Gold")                # Gold last: on top
    assert game.player.deck == ["Gold", "Copper", "Silver"]
    assert game.player.aside == []
    assert game.turn.actions == 1


def test_scout_takes_mixed_victory_cards_but_not_curses():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Scout"], deck=["Harem", "Curse", "Nobles", "Duke", "Gold"])
    game.play("Scout")
    assert game.player.hand == ["Harem", "Nobles", "Duke"]
    assert game.player.deck == ["Curse", "Gold"]
    assert game.decision.choices == [{"play": "Nobles"}, {"end": "actions"}]     # Scout gave +1 Action


def test_scout_with_fewer_than_four_cards_reveals_what_there_is():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Scout"], deck=["Duchy", "Copper"], discard=[])
    game.play("Scout")
    assert game.player.hand == ["Duchy"]
    assert game.player.deck == ["Copper"]
    assert game.player.aside == []


def test_scout_shuffles_the_discard_when_the_deck_runs_out():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Scout"], deck=["Estate"], discard=["Silver", "Silver"])
    game.play("Scout")
    assert game.player.hand == ["Estate"]
    assert game.player.deck == ["Silver", "Silver"] and game.player.discard == []


# Secret Chamber


def test_secret_chamber_discards_any_number_for_a_coin_each():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Secret Chamber", "Estate", "Estate", "Copper"])
    game.play("Secret Chamber")
    assert (game.decision.kind, game.decision.min, game.decision.max) == ("discard", 0, 3)
    game.choose("Estate", "Estate")
    assert game.turn.coins == 2
    assert game.player.discard == ["Estate", "Estate"]
    assert game.player.hand == ["Copper"]


def test_secret_chamber_may_discard_nothing():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Secret Chamber", "Estate"])
    game.play("Secret Chamber").choose()
    assert game.turn.coins == 0 and game.player.hand == ["Estate"]


def test_secret_chamber_then_moat_against_militia():
    game = dominion_game(hand=["Militia"], hands={"Ben": ["Secret Chamber", "Moat", "Copper", "Estate", "Estate"]},
                         decks={"Ben": ["Gold", "Silver", "Duchy"]})
    game.play("Militia")
    assert game.decision.player == 1 and game.decision.choices == [
        {"reveal": "Moat"}, {"reveal": "Secret Chamber"}, {"end": "reactions"}]
    game.reveal("Secret Chamber")
    assert game.seat("Ben").hand == ["Secret Chamber", "Moat", "Copper", "Estate", "Estate", "Gold", "Silver"]
    decision = game.decision
    assert (decision.player, decision.kind, decision.min, decision.max) == (1, "topdeck", 2, 2)
    assert decision.private and decision.source == "Secret Chamber"
    game.choose("Estate", "Estate")
    assert game.seat("Ben").deck == ["Estate", "Estate", "Duchy"]
    # each Reaction once per Attack: now only Moat is offered
    assert game.decision.player == 1 and game.decision.choices == [{"reveal": "Moat"}, {"end": "reactions"}]
    game.reveal("Moat")
    assert game.seat("Ben").hand == ["Secret Chamber", "Moat", "Copper", "Gold", "Silver"]
    assert game.seat("Ben").discard == []
    assert game.decision.player == 0 and game.decision.kind == "buy" and game.turn.coins == 2


def test_secret_chamber_may_put_itself_back_in_the_order_chosen_and_the_attack_goes_on():
    game = dominion_game(hand=["Militia"], hands={"Ben": ["Secret Chamber", "Copper", "Estate", "Estate", "Gold"]},
                         decks={"Ben": ["Silver", "Duchy"]})
    game.play("Militia").reveal("Secret Chamber").choose("Secret Chamber", "Gold")
    assert game.decision.kind == "order" and game.decision.private
    assert game.decision.choices == [{"order": ["Gold", "Secret Chamber"]}, {"order": ["Secret Chamber", "Gold"]}]
    game.order("Secret Chamber", "Gold")
    assert game.seat("Ben").deck == ["Gold", "Secret Chamber"]
    assert game.seat("Ben").hand == ["Copper", "Estate", "Estate", "Silver", "Duchy"]
    assert game.decision.kind == "discard" and game.decision.min == 2
    game.choose("Estate", "Estate")
    assert game.seat("Ben").hand == ["Copper", "Silver", "Duchy"]


# Shanty Town


def test_shanty_town_draws_two_when_no_action_is_left_in_hand():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Shanty Town", "Copper", "Harem"],
                         deck=["Gold", "Silver", "Duchy"])
    game.play("Shanty Town")
    assert game.turn.actions == 2
    assert game.player.hand == ["Copper", "Harem", "Gold", "Silver"]


def test_shanty_town_draws_nothing_with_an_action_in_hand():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Shanty Town", "Copper", "Great Hall"], deck=["Gold"])
    game.play("Shanty Town")
    assert game.turn.actions == 2
    assert game.player.hand == ["Copper", "Great Hall"]
    assert game.player.deck == ["Gold"]


def test_shanty_town_with_an_empty_hand_draws_two():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Shanty Town"], deck=["Gold", "Silver"])
    game.play("Shanty Town")
    assert game.player.hand == ["Gold", "Silver"]


# Steward


def test_steward_for_two_cards():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Steward"], deck=["Gold", "Silver", "Copper"])
    game.play("Steward")
    assert game.decision.choices == [{"option": "+2 Cards"}, {"option": "+$2"}, {"option": "trash 2 cards"}]
    game.option("+2 Cards")
    assert game.player.hand == ["Gold", "Silver"]
    assert game.turn.coins == 0


def test_steward_for_two_coins():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Steward", "Estate"])
    game.play("Steward").option("+$2")
    assert game.turn.coins == 2 and game.player.hand == ["Estate"]


def test_steward_trashes_exactly_two():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Steward", "Estate", "Curse", "Copper"])
    game.play("Steward").option("trash 2 cards")
    assert (game.decision.kind, game.decision.min, game.decision.max) == ("trash", 2, 2)
    game.choose("Estate", "Curse")
    assert game.trash == ["Estate", "Curse"]
    assert game.player.hand == ["Copper"]
    assert game.turn.coins == 0


def test_steward_trash_option_with_one_card_trashes_it():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Steward", "Estate"])
    game.play("Steward").option("trash 2 cards")
    assert (game.decision.min, game.decision.max) == (1, 1)
    game.choose("Estate")
    assert game.trash == ["Estate"] and game.player.hand == []


def test_steward_trash_option_with_an_empty_hand_does_nothing():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Steward"])
    game.play("Steward").option("trash 2 cards")
    assert game.trash == [] and game.decision.kind == "buy"


# Swindler


def test_swindler_trashes_the_top_card_and_the_attacker_picks_a_card_of_the_same_cost():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Swindler"], decks={"Ben": ["Silver", "Gold"]})
    game.play("Swindler")
    assert game.turn.coins == 2
    assert game.trash == ["Silver"]
    decision = game.decision
    assert decision.player == 0 and decision.kind == "gain"
    assert decision.choices == [{"gain": "Silver"}, {"gain": "Shanty Town"}, {"gain": "Steward"},
                                {"gain": "Swindler"}]
    game.gain("Shanty Town")
    assert game.seat("Ben").discard == ["Shanty Town"]
    assert game.seat("Ben").deck == ["Gold"]
    assert game.player.discard == []


def test_swindler_turns_a_copper_into_a_curse():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Swindler"], decks={"Ben": ["Copper"]})
    game.play("Swindler")
    assert game.decision.choices == [{"gain": "Copper"}, {"gain": "Curse"}]
    game.gain("Curse")
    assert game.seat("Ben").discard == ["Curse"]
    assert game.supply["Curse"] == 9


def test_swindler_with_no_card_of_that_cost_gains_nothing():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Swindler"], decks={"Ben": ["Gold"]},
                         supply={"Gold": 0, "Harem": 0})
    game.play("Swindler")
    assert game.trash == ["Gold"]
    assert game.seat("Ben").discard == []
    assert game.decision.player == 0 and game.decision.kind == "buy"


def test_swindler_uses_current_costs_with_two_bridges():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Shanty Town", "Shanty Town", "Bridge", "Bridge", "Swindler"],
                         decks={"Ben": ["Copper"]})
    game.play("Shanty Town").play("Shanty Town").play("Bridge").play("Bridge").play("Swindler")
    assert game.decision.choices == [{"gain": "Copper"}, {"gain": "Estate"}, {"gain": "Curse"}, {"gain": "Pawn"}]
    game.gain("Estate")
    assert game.seat("Ben").discard == ["Estate"]


def test_swindler_against_a_player_with_no_cards_does_nothing():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Swindler"], decks={"Ben": []})
    game.play("Swindler")
    assert game.trash == [] and game.decision.kind == "buy"


def test_swindler_victims_in_turn_order():
    game = dominion_game(kingdom=SECRET_SCHEMES, players=3, first="Ben", hand=["Swindler"],
                         decks={"Cid": ["Estate"], "Ana": ["Copper"]})
    game.play("Swindler")
    assert game.trash == ["Estate"]
    game.gain("Pawn")
    assert game.trash == ["Estate", "Copper"]
    game.gain("Curse")
    assert game.seat("Cid").discard == ["Pawn"] and game.seat("Ana").discard == ["Curse"]


# Torturer


CURSE_IN_HAND = "gain a Curse in hand"


def test_torturer_victims_choose_in_turn_order():
    game = dominion_game(kingdom=BEST_WISHES, players=3, hand=["Torturer"], deck=["Copper"] * 3,
                         hands={"Ben": ["Estate", "Copper", "Gold", "Silver", "Curse"], "Cid": ["Copper"] * 5})
    game.play("Torturer")
    assert game.player.hand == ["Copper"] * 3
    assert game.decision.player == 1
    assert game.decision.choices == [{"option": "discard 2 cards"}, {"option": CURSE_IN_HAND}]
    game.option("discard 2 cards")
    assert (game.decision.player, game.decision.kind, game.decision.min, game.decision.max) == (1, "discard", 2, 2)
    game.choose("Estate", "Curse")
    assert game.decision.player == 2
    game.option(CURSE_IN_HAND)
    assert game.seat("Ben").hand == ["Copper", "Gold", "Silver"]
    assert game.seat("Ben").discard == ["Estate", "Curse"]
    assert game.seat("Cid").hand == ["Copper"] * 5 + ["Curse"]
    assert game.seat("Cid").discard == []
    assert game.supply["Curse"] == 19
    assert game.decision.player == 0


def test_torturer_victim_may_choose_a_curse_when_none_are_left():
    game = dominion_game(kingdom=BEST_WISHES, hand=["Torturer"], hands={"Ben": ["Estate", "Copper"]},
                         supply={"Curse": 0})
    game.play("Torturer").option(CURSE_IN_HAND)
    assert game.seat("Ben").hand == ["Estate", "Copper"]
    assert game.seat("Ben").discard == []
    assert game.decision.player == 0


def test_torturer_victim_may_choose_to_discard_with_one_card():
    game = dominion_game(kingdom=BEST_WISHES, hand=["Torturer"], hands={"Ben": ["Gold"]})
    game.play("Torturer").option("discard 2 cards")
    assert (game.decision.min, game.decision.max) == (1, 1)
    game.choose("Gold")
    assert game.seat("Ben").hand == [] and game.seat("Ben").discard == ["Gold"]


def test_torturer_curses_run_out_in_turn_order():
    game = dominion_game(kingdom=BEST_WISHES, players=3, hand=["Torturer"], supply={"Curse": 1},
                         hands={"Ben": ["Copper"], "Cid": ["Copper"]})
    game.play("Torturer").option(CURSE_IN_HAND).option(CURSE_IN_HAND)
    assert game.seat("Ben").hand == ["Copper", "Curse"]
    assert game.seat("Cid").hand == ["Copper"]
    assert game.supply["Curse"] == 0


def test_moat_protects_from_torturer():
    game = dominion_game(kingdom=BEST_WISHES, hand=["Torturer"], hands={"Ben": ["Moat", "Copper"]})
    game.play("Torturer").reveal("Moat")
    assert game.decision.player == 0
    assert game.seat("Ben").hand == ["Moat", "Copper"]


# Trading Post


def test_trading_post_trashes_two_and_gains_a_silver_into_hand():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Trading Post", "Estate", "Curse", "Copper"])
    game.play("Trading Post")
    assert (game.decision.kind, game.decision.min, game.decision.max) == ("trash", 2, 2)
    game.choose("Estate", "Curse")
    assert game.trash == ["Estate", "Curse"]
    assert game.player.hand == ["Copper", "Silver"]
    assert game.supply["Silver"] == 39
    game.play_treasures()
    assert game.turn.coins == 3


def test_trading_post_with_one_card_trashes_it_and_gains_nothing():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Trading Post", "Estate"])
    game.play("Trading Post")
    assert (game.decision.min, game.decision.max) == (1, 1)
    game.choose("Estate")
    assert game.trash == ["Estate"]
    assert game.player.hand == [] and game.supply["Silver"] == 40


def test_trading_post_with_an_empty_hand_does_nothing():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Trading Post"])
    game.play("Trading Post")
    assert game.trash == [] and game.player.hand == [] and game.decision.kind == "buy"


def test_trading_post_with_no_silver_left_still_trashes():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Trading Post", "Estate", "Estate"], supply={"Silver": 0})
    game.play("Trading Post").choose("Estate", "Estate")
    assert game.trash == ["Estate", "Estate"] and game.player.hand == []


# Tribute


def test_tribute_rewards_each_type_of_each_differently_named_card():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Tribute"], deck=["Gold", "Silver", "Copper"],
                         decks={"Ben": ["Copper", "Great Hall", "Estate"]})
    game.play("Tribute")
    assert game.seat("Ben").discard == ["Copper", "Great Hall"]
    assert game.seat("Ben").deck == ["Estate"] and game.seat("Ben").aside == []
    # Copper: +$2; Great Hall: +2 Actions and +2 Cards
    assert (game.turn.coins, game.turn.actions) == (2, 2)
    assert game.player.hand == ["Gold", "Silver"]


def test_tribute_with_two_identical_cards_counts_them_once():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Tribute"], decks={"Ben": ["Silver", "Silver"]})
    game.play("Tribute")
    assert (game.turn.coins, game.turn.actions) == (2, 0)
    assert game.seat("Ben").discard == ["Silver", "Silver"]


def test_tribute_with_harem_gives_coins_and_cards():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Tribute"], deck=["Gold", "Silver"],
                         decks={"Ben": ["Harem", "Harem"]})
    game.play("Tribute")
    assert (game.turn.coins, game.turn.actions) == (2, 0)
    assert game.player.hand == ["Gold", "Silver"]


def test_tribute_with_a_curse_gives_nothing_for_it():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Tribute"], deck=["Gold", "Silver"],
                         decks={"Ben": ["Curse", "Estate"]})
    game.play("Tribute")
    assert (game.turn.coins, game.turn.actions) == (0, 0)
    assert game.player.hand == ["Gold", "Silver"]


def test_tribute_shuffles_the_left_players_discard_and_reveals_what_there_is():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Tribute"], decks={"Ben": ["Gold"]})
    set_discard(game, "Ben", ["Shanty Town"])
    game.play("Tribute")
    assert game.seat("Ben").discard == ["Gold", "Shanty Town"]
    assert (game.turn.coins, game.turn.actions) == (2, 2)


def test_tribute_with_one_card_left_reveals_it_alone():
    game = dominion_game(kingdom=SECRET_SCHEMES, hand=["Tribute"], decks={"Ben": ["Gold"]})
    game.play("Tribute")
    assert game.seat("Ben").discard == ["Gold"] and game.seat("Ben").deck == []
    assert game.turn.coins == 2


def test_tribute_is_no_attack_and_takes_the_player_on_the_left():
    game = dominion_game(kingdom=SECRET_SCHEMES, players=3, first="Cid", hand=["Tribute"],
                         hands={"Ana": ["Moat"]}, decks={"Ana": ["Estate", "Duchy"], "Ben": ["Gold", "Gold"]})
    game.play("Tribute")
    assert game.seat("Ana").discard == ["Estate", "Duchy"]
    assert game.seat("Ben").deck == ["Gold", "Gold"]
    assert game.decision.player == 2


# Upgrade


def test_upgrade_trashes_a_card_and_gains_one_costing_exactly_one_more():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Upgrade", "Estate"], deck=["Gold"])
    game.play("Upgrade")
    assert game.player.hand == ["Estate", "Gold"] and game.turn.actions == 1
    assert (game.decision.kind, game.decision.min, game.decision.max) == ("trash", 1, 1)
    game.choose("Estate")
    assert game.decision.choices == [{"gain": "Silver"}, {"gain": "Great Hall"}, {"gain": "Masquerade"}]
    game.gain("Great Hall")
    assert game.trash == ["Estate"]
    assert game.player.discard == ["Great Hall"]
    assert game.player.hand == ["Gold"]


def test_upgrade_with_no_card_costing_exactly_one_more_still_trashes():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Upgrade", "Gold"], deck=["Copper"])
    game.play("Upgrade").choose("Gold")
    assert game.trash == ["Gold"]
    assert game.player.discard == []
    assert game.player.hand == ["Copper"]
    assert game.decision.kind == "buy"


def test_upgrade_with_nothing_in_hand_does_nothing():
    game = dominion_game(kingdom=VICTORY_DANCE, hand=["Upgrade"], deck=[], discard=[])
    game.play("Upgrade")
    assert game.trash == [] and game.decision.kind == "buy"


# Wishing Well


def test_wishing_well_naming_the_top_card_puts_it_in_hand():
    game = dominion_game(kingdom=BEST_WISHES, hand=["Wishing Well"], deck=["Copper", "Gold", "Silver"])
    game.play("Wishing Well")
    assert game.player.hand == ["Copper"] and game.turn.actions == 1
    assert game.decision.kind == "name" and {"name": "Witch"} in game.decision.choices
    game.name("Gold")
    assert game.player.hand == ["Copper", "Gold"]
    assert game.player.deck == ["Silver"]
    assert game.player.aside == []


def test_wishing_well_naming_wrong_leaves_the_card_on_top():
    game = dominion_game(kingdom=BEST_WISHES, hand=["Wishing Well"], deck=["Copper", "Gold", "Silver"])
    game.play("Wishing Well").name("Silver")
    assert game.player.hand == ["Copper"]
    assert game.player.deck == ["Gold", "Silver"]
    assert game.player.aside == [] and game.player.discard == []


def test_wishing_well_may_name_a_card_not_in_this_game():
    game = dominion_game(kingdom=BEST_WISHES, hand=["Wishing Well"], deck=["Copper", "Gold"])
    game.play("Wishing Well").name("Witch")
    assert game.player.deck == ["Gold"]


def test_wishing_well_refuses_a_name_that_is_no_card():
    game = dominion_game(kingdom=BEST_WISHES, hand=["Wishing Well"], deck=["Copper", "Gold"])
    game.play("Wishing Well")
    before = game.hash()
    with pytest.raises(IllegalMove, match="'Dragon' is not the name of a card"):
        game.name("Dragon")
    assert game.hash() == before
    game.name("Gold")
    assert game.player.hand == ["Copper", "Gold"]


def test_wishing_well_with_no_card_to_reveal():
    game = dominion_game(kingdom=BEST_WISHES, hand=["Wishing Well"], deck=["Copper"], discard=[])
    game.play("Wishing Well").name("Gold")
    assert game.player.hand == ["Copper"] and game.player.deck == [] and game.player.aside == []


# Names and presets


@pytest.mark.parametrize("czech, english", [
    ("žalářník", "Torturer"), ("studna prani", "Wishing Well"), ("Velký sál", "Great Hall"), ("harem", "Harem"),
    ("měditepec", "Coppersmith"), ("dar poddaných", "Tribute"), ("chudinska ctvrt", "Shanty Town")])
def test_intrigue_cards_have_their_czech_names(czech, english):
    assert card_name(czech) == english


def test_every_intrigue_card_is_registered():
    intrigue = sorted(c.name for c in CARDS.values() if c.set == "intrigue")
    assert intrigue == sorted(
        ["Baron", "Bridge", "Conspirator", "Coppersmith", "Courtyard", "Duke", "Great Hall", "Harem", "Ironworks",
         "Masquerade", "Mining Village", "Minion", "Nobles", "Pawn", "Saboteur", "Scout", "Secret Chamber",
         "Shanty Town", "Steward", "Swindler", "Torturer", "Trading Post", "Tribute", "Upgrade", "Wishing Well"])


def test_the_intrigue_rulebooks_first_game_is_victory_dance():
    assert preset("victory dance") == ["Bridge", "Duke", "Great Hall", "Harem", "Ironworks", "Masquerade", "Nobles",
                                       "Pawn", "Scout", "Upgrade"]


# Bots: every Intrigue preset plays to the end with 2, 3 and 4 players

INTRIGUE_PRESETS = ["Victory Dance", "Secret Schemes", "Best Wishes", "Deconstruction", "Hand Madness", "Underlings"]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("preset_name", INTRIGUE_PRESETS)
def test_bot_games_on_intrigue_presets_finish(preset_name, players):
    for name, policies in [("random", [random_legal]), ("big-money", [big_money]),
                           ("mixed", [random_legal, big_money]), ("kingdom", [kingdom_buyer(), big_money])]:
        for seed in range(3):
            outcome = play_bot_game({"preset": preset_name}, players, policies, f"{preset_name}-{players}-{name}-{seed}")
            assert len(outcome.scores) == players and outcome.winners
