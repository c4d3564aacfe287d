"""Prosperity (1st edition): the Treasures, the buy- and gain-time cards, Platinum and Colony. Rulings: seed 001
(shared/seeds/001), reference sections 1, 6 and 9."""

from collections import Counter

import pytest

from engine.core import IllegalMove, InvalidOptions, SeededRandom
from engine.dominion.bots import answer, big_money, random_legal
from engine.dominion.cards import CARDS, PROSPERITY
from engine.dominion.effects import cost
from engine.dominion.game import Game
from engine.dominion.kingdoms import use_colony
from engine.dominion.names import card_name
from engine.dominion.scoring import points, result
from engine.dominion.views import view

from .harness import dominion_game, kingdom_buyer, play_bot_game, set_discard

MONEY = ["Bank", "Contraband", "Hoard", "Loan", "Quarry", "Royal Seal", "Talisman", "Venture", "Watchtower", "Mint"]
BUYING = ["Grand Market", "Peddler", "Goons", "Trade Route", "Worker's Village", "Watchtower", "Mint", "Hoard",
          "Talisman", "Royal Seal"]
ATTACKED = ["Watchtower", "Royal Seal", "Hoard", "Trade Route", "Witch", "Torturer", "Bureaucrat", "Remodel", "Bridge",
            "Throne Room"]
DISCOUNTS = ["Bridge", "Great Hall", "Harem", "Talisman", "Quarry", "Royal Seal", "Peddler", "Worker's Village",
             "Grand Market", "Remodel"]
MY_CARDS = sorted({*MONEY, *BUYING})



def game_on(kingdom, colony=False, **zones):
    return dominion_game(kingdom=kingdom, colony=colony, **zones)


def set_deck(game, name: str, cards: list) -> None:
    """Top card first, as the harness writes decks."""
    next(p for p in game.board.players if p.name == name).deck = list(reversed(cards))


# Bank


def test_bank_counts_the_treasures_in_play_itself_included():
    game = game_on(MONEY, hand=["Copper", "Silver", "Bank"])
    game.play("Copper").play("Silver").play("Bank")
    assert game.turn.coins == 1 + 2 + 3


def test_bank_played_before_other_treasures_is_not_counted_again():
    # Prosperity: Bank (1E) — its value is fixed when it is played (seed 001)
    game = game_on(MONEY, hand=["Copper", "Silver", "Bank"])
    game.play("Copper").play("Bank").play("Silver")
    assert game.turn.coins == 1 + 2 + 2


def test_two_banks_one_after_the_other_give_one_then_two():
    game = game_on(MONEY, hand=["Bank", "Bank"])
    game.play("Bank")
    assert game.turn.coins == 1
    game.play("Bank")
    assert game.turn.coins == 3


# Contraband


def test_contraband_gives_three_coins_a_buy_and_the_left_player_names_a_card_not_to_be_bought():
    game = game_on(MONEY, players=3, hand=["Contraband", "Gold", "Gold", "Copper"])
    game.play("Contraband")
    assert (game.turn.coins, game.turn.buys) == (3, 2)        # the +1 Buy comes before the name
    assert (game.decision.player, game.decision.kind, game.decision.source) == (1, "name", "Contraband")
    game.name("Gold")
    assert game.turn.banned == ["Gold"]
    game.play_treasures()
    assert game.turn.coins == 10
    assert {"buy": "Gold"} not in game.decision.choices
    assert {"buy": "Silver"} in game.decision.choices and {"buy": "Province"} in game.decision.choices
    before = game.hash()
    with pytest.raises(IllegalMove, match="Gold was named by Contraband"):
        game.buy("Gold")
    assert game.hash() == before
    game.buy("Province")
    assert game.player.discard == ["Province"]


def test_contraband_refuses_a_name_that_is_no_card():
    game = game_on(MONEY, hand=["Contraband"])
    game.play("Contraband")
    before = game.hash()
    with pytest.raises(IllegalMove, match="'Dragon' is not the name of a card"):
        game.name("Dragon")
    assert game.hash() == before
    game.name("Province")
    assert game.turn.banned == ["Province"]


def test_contraband_may_name_a_card_not_in_the_supply():
    game = game_on(MONEY, hand=["Contraband", "Silver"])
    game.play("Contraband").name("Witch")
    assert "Witch" not in game.supply and game.turn.banned == ["Witch"]
    game.play("Silver")
    assert {"buy": "Contraband"} in game.decision.choices and {"buy": "Duchy"} in game.decision.choices


def test_two_contrabands_block_two_names():
    game = game_on(MONEY, hand=["Contraband", "Contraband", "Copper"])
    game.play("Contraband").name("Gold").play("Contraband").name("Duchy").play("Copper")
    assert (game.turn.coins, game.turn.buys) == (7, 3)
    assert game.turn.banned == ["Gold", "Duchy"]
    bought = [c["buy"] for c in game.decision.choices if "buy" in c]
    assert "Gold" not in bought and "Duchy" not in bought and "Contraband" in bought


def test_contraband_named_card_may_still_be_gained_by_hoard():
    # seed 001: a named card may not be bought, but may be gained, e.g. through Hoard
    game = game_on(MONEY, hand=["Contraband", "Hoard", "Silver"])
    game.play("Contraband").name("Gold").play("Hoard").play("Silver")
    game.buy("Duchy")
    assert game.player.discard == ["Duchy", "Gold"]


def test_contraband_names_after_the_treasures_before_it_and_before_those_after_it():
    # Treasures are played one at a time: the name comes mid-way through playing them all
    game = game_on(MONEY, players=4, hand=["Copper", "Contraband", "Silver"])
    game.play_treasures()
    assert game.decision.player == 1 and game.turn.coins == 4
    game.name("Province")
    assert game.turn.coins == 6 and game.player.play == ["Copper", "Contraband", "Silver"]


def test_contraband_bot_names_the_best_card_the_player_could_buy():
    game = game_on(MONEY, colony=True, hand=["Contraband", "Gold", "Gold", "Gold"])
    game.play("Contraband")
    move = answer(view(game.board, 1), game.decision.to_dict(), lambda *_: None)
    assert move == {"name": "Colony"}
    game = game_on(MONEY, hand=["Contraband", "Gold", "Silver"])
    game.play("Contraband")
    assert answer(view(game.board, 1), game.decision.to_dict(), lambda *_: None) == {"name": "Province"}


# Hoard


def test_two_hoards_and_two_estates_bought_gain_four_golds():
    game = game_on(BUYING, hand=["Worker's Village", "Hoard", "Hoard"], deck=["Copper"] + ["Estate"] * 5)
    game.play("Worker's Village").play_treasures()
    assert (game.turn.coins, game.turn.buys) == (5, 2)
    game.buy("Estate").buy("Estate")
    # both Buys spent: the turn is over and the clean-up has discarded play and hand after them
    assert game.seat("Ana").discard == ["Estate", "Gold", "Gold", "Estate", "Gold", "Gold",
                                        "Worker's Village", "Hoard", "Hoard", "Copper"]
    assert game.supply["Gold"] == 26


def test_hoard_gives_nothing_for_a_card_that_is_not_victory():
    game = game_on(BUYING, hand=["Hoard", "Silver"])
    game.play_treasures().buy("Silver")
    assert game.seat("Ana").discard[:1] == ["Silver"] and game.supply["Gold"] == 30


def test_hoard_counts_a_bought_victory_card_of_two_types():
    game = game_on(DISCOUNTS, hand=["Hoard", "Copper"])
    game.play_treasures().buy("Great Hall")
    assert game.supply["Gold"] == 29


def test_hoard_with_no_gold_left_gives_nothing():
    game = game_on(BUYING, hand=["Hoard"], supply={"Gold": 0})
    game.play("Hoard").buy("Estate")
    assert game.supply["Estate"] == 7 and game.supply["Gold"] == 0


def test_hoard_gold_comes_even_when_watchtower_trashes_the_bought_victory_card():
    game = game_on(BUYING, hand=["Worker's Village", "Hoard", "Gold", "Gold", "Watchtower"], deck=["Copper"])
    game.play("Worker's Village").end().play("Hoard").play("Gold").play("Gold")
    game.buy("Province")
    assert (game.decision.player, game.decision.kind, game.decision.source) == (0, "option", "Watchtower")
    assert game.decision.choices == [{"option": "trash Province"}, {"option": "put Province on your deck"},
                                     {"option": "do not reveal"}]
    game.option("trash Province")
    # the Gold is a gain too: Watchtower is asked again, for it alone
    assert game.decision.choices[0] == {"option": "trash Gold"}
    game.option("do not reveal")
    assert game.trash == ["Province"]
    assert game.player.discard == ["Gold"]
    assert game.player.hand == ["Watchtower", "Copper"]
    assert (game.supply["Province"], game.supply["Gold"]) == (7, 29)


# Loan


def test_loan_reveals_until_a_treasure_and_may_trash_it():
    game = game_on(MONEY, hand=["Loan"], deck=["Estate", "Curse", "Copper", "Silver"], discard=[])
    game.play("Loan")
    assert (game.decision.kind, game.decision.source) == ("option", "Loan")
    assert game.decision.choices == [{"option": "discard"}, {"option": "trash"}]
    assert game.player.aside == ["Estate", "Curse", "Copper"]
    game.option("trash")
    assert game.trash == ["Copper"]
    assert game.player.discard == ["Estate", "Curse"]
    assert game.player.deck == ["Silver"] and game.player.aside == []
    assert game.turn.coins == 1


def test_loan_may_discard_the_treasure_first_then_the_other_cards():
    game = game_on(MONEY, hand=["Loan"], deck=["Estate", "Gold", "Copper"], discard=[])
    game.play("Loan").option("discard")
    assert game.player.discard == ["Gold", "Estate"]
    assert game.player.deck == ["Copper"] and game.trash == []


def test_loan_finding_no_treasure_even_after_a_shuffle_discards_everything():
    game = game_on(MONEY, hand=["Loan"], deck=["Estate"], discard=["Duchy", "Curse"])
    game.play("Loan")
    assert game.decision.kind == "buy"          # nothing to decide
    assert Counter(game.player.discard) == {"Estate": 1, "Duchy": 1, "Curse": 1}
    assert game.player.deck == [] and game.player.aside == [] and game.trash == []
    assert game.turn.coins == 1


def test_loan_bot_trashes_copper_and_discards_better():
    for found, wanted in [("Copper", "trash"), ("Silver", "discard")]:
        game = game_on(MONEY, hand=["Loan"], deck=["Estate", found])
        game.play("Loan")
        assert answer(view(game.board, 0), game.decision.to_dict(), lambda *_: None) == {"option": wanted}


# Venture


def test_venture_plays_the_treasure_it_finds_and_discards_the_rest():
    game = game_on(MONEY, hand=["Venture"], deck=["Estate", "Silver", "Copper"], discard=[])
    game.play("Venture")
    assert game.player.play == ["Venture", "Silver"]
    assert game.player.discard == ["Estate"]
    assert game.player.deck == ["Copper"] and game.player.aside == []
    assert game.turn.coins == 3


def test_venture_chains_into_venture_and_loan():
    game = game_on(MONEY, hand=["Venture"], deck=["Estate", "Venture", "Duchy", "Loan", "Curse", "Copper", "Gold"],
                   discard=[])
    game.play("Venture")
    assert game.player.play == ["Venture", "Venture", "Loan"]
    assert game.decision.source == "Loan" and game.player.aside == ["Curse", "Copper"]
    assert game.player.discard == ["Estate", "Duchy"]
    game.option("trash")
    assert game.trash == ["Copper"]
    assert game.player.discard == ["Estate", "Duchy", "Curse"]
    assert game.player.deck == ["Gold"]
    assert game.turn.coins == 3


def test_venture_discards_before_the_found_venture_reveals_so_a_reshuffle_takes_them():
    game = game_on(MONEY, hand=["Venture"], deck=["Estate", "Venture"], discard=[])
    game.play("Venture")
    # the second Venture finds an empty deck and shuffles the first one's Estate back in, then finds nothing
    assert game.player.play == ["Venture", "Venture"]
    assert game.player.discard == ["Estate"] and game.player.deck == [] and game.player.aside == []
    assert any("shuffles" in line for line in game.game.narration(None))
    assert game.turn.coins == 2


def test_venture_chain_through_a_reshuffle_finds_the_treasure_in_the_discard():
    game = game_on(MONEY, hand=["Venture"], deck=["Estate", "Venture"], discard=["Silver", "Duchy"])
    game.play("Venture")
    assert game.player.play == ["Venture", "Venture", "Silver"]
    assert Counter(game.player.discard + game.player.deck) == {"Estate": 1, "Duchy": 1}
    assert game.player.aside == [] and game.turn.coins == 4


def test_venture_into_bank_counts_the_venture_and_the_bank():
    game = game_on(MONEY, hand=["Copper", "Venture"], deck=["Bank"])
    game.play("Copper").play("Venture")
    assert game.player.play == ["Copper", "Venture", "Bank"]
    assert game.turn.coins == 1 + 1 + 3


def test_venture_finding_no_treasure_discards_everything():
    game = game_on(MONEY, hand=["Venture"], deck=["Estate", "Duchy"], discard=[])
    game.play("Venture")
    assert game.player.discard == ["Estate", "Duchy"] and game.player.play == ["Venture"]
    assert game.turn.coins == 1


def test_venture_into_contraband_asks_the_left_player_to_name():
    game = game_on(MONEY, hand=["Venture"], deck=["Contraband"])
    game.play("Venture")
    assert game.decision.kind == "name" and game.decision.player == 1
    game.name("Gold")
    assert (game.turn.coins, game.turn.buys, game.turn.banned) == (4, 2, ["Gold"])


# Talisman


def test_talisman_gains_a_copy_of_a_bought_card_costing_four_or_less():
    game = game_on(BUYING, hand=["Talisman", "Copper", "Copper"])
    game.play_treasures().buy("Silver")
    assert game.seat("Ana").discard[:2] == ["Silver", "Silver"] and game.supply["Silver"] == 38


def test_two_talismans_two_buys_each_qualifying_card_twice_more():
    # the seed's example: 2 Talismans, 4 Coppers, 2 Buys, a Silver and a Trade Route bought
    game = game_on(BUYING, hand=["Worker's Village", "Talisman", "Talisman", "Copper", "Copper", "Copper", "Copper"],
                   deck=["Estate"] * 6)
    game.play("Worker's Village").play_treasures().buy("Silver").buy("Trade Route")
    assert game.seat("Ana").discard == ["Silver", "Silver", "Silver", "Trade Route", "Trade Route", "Trade Route",
                                        "Worker's Village", "Talisman", "Talisman", "Copper", "Copper", "Copper",
                                        "Copper", "Estate"]


def test_talisman_does_not_copy_victory_cards_even_of_two_types():
    game = game_on(DISCOUNTS, hand=["Worker's Village", "Talisman", "Copper", "Copper", "Copper", "Copper"],
                   deck=["Copper"] + ["Estate"] * 5)
    game.play("Worker's Village").play_treasures().buy("Estate").buy("Great Hall")
    assert game.seat("Ana").discard[:2] == ["Estate", "Great Hall"]
    assert (game.supply["Estate"], game.supply["Great Hall"]) == (7, 7)


def test_talisman_does_not_copy_a_five_coin_card():
    game = game_on(DISCOUNTS, hand=["Worker's Village", "Talisman", "Gold", "Copper"], deck=["Copper"])
    game.play("Worker's Village").play_treasures().buy("Royal Seal")
    assert game.player.discard == ["Royal Seal"]


def test_talisman_copies_a_five_coin_card_that_bridge_brings_to_four():
    game = game_on(DISCOUNTS, hand=["Bridge", "Talisman", "Gold"])
    game.play("Bridge").play_treasures()
    assert cost(game.board, "Royal Seal") == 4
    game.buy("Royal Seal")
    assert game.player.discard == ["Royal Seal", "Royal Seal"]
    assert game.supply["Royal Seal"] == 8


def test_talisman_copies_a_peddler_that_two_actions_in_play_bring_to_four():
    game = game_on(DISCOUNTS, hand=["Worker's Village", "Worker's Village", "Talisman", "Copper", "Copper", "Copper"],
                   deck=["Estate", "Estate"])
    game.play("Worker's Village").play("Worker's Village").play_treasures()
    assert cost(game.board, "Peddler") == 4
    game.buy("Peddler")
    assert game.player.discard == ["Peddler", "Peddler"]


def test_talisman_does_nothing_for_cards_gained_without_buying():
    game = game_on(DISCOUNTS, hand=["Remodel", "Silver", "Talisman"])
    game.play("Remodel").choose("Silver").gain("Silver")
    assert game.player.discard == ["Silver"]


# Quarry


def test_two_quarries_and_a_workers_village_make_peddler_cost_two():
    # the seed's example
    game = game_on(DISCOUNTS, hand=["Worker's Village", "Quarry", "Quarry"], deck=["Estate"] * 6)
    game.play("Worker's Village").play("Quarry").play("Quarry")
    assert cost(game.board, "Peddler") == 2
    assert cost(game.board, "Grand Market") == 2 and cost(game.board, "Remodel") == 0
    assert cost(game.board, "Gold") == 6 and cost(game.board, "Quarry") == 4      # Treasures are not Actions
    game.buy("Peddler")
    assert game.turn.coins == 0
    game.buy("Remodel")
    assert game.seat("Ana").discard == ["Peddler", "Remodel", "Worker's Village", "Quarry", "Quarry", "Estate"]


def test_quarry_lowers_actions_of_two_types_and_stacks_with_bridge_never_below_zero():
    game = game_on(DISCOUNTS, hand=["Bridge", "Quarry"])
    assert cost(game.board, "Great Hall") == 3
    game.play("Bridge").play("Quarry")
    assert cost(game.board, "Great Hall") == 0                # 3 - 1 - 2
    assert cost(game.board, "Worker's Village") == 1          # 4 - 1 - 2
    assert cost(game.board, "Grand Market") == 3              # 6 - 1 - 2
    assert cost(game.board, "Silver") == 2 and cost(game.board, "Harem") == 5      # Bridge alone
    assert game.turn.coins == 2
    game.buy("Worker's Village")
    assert game.player.discard == ["Worker's Village"] and game.turn.coins == 1


def test_quarry_ends_when_it_leaves_play():
    game = game_on(DISCOUNTS, hand=["Quarry"])
    game.play("Quarry").end()
    assert cost(game.board, "Grand Market") == 6


# Royal Seal


def test_royal_seal_may_put_a_gained_card_on_the_deck():
    game = game_on(BUYING, hand=["Worker's Village", "Royal Seal", "Gold"], deck=["Copper", "Estate"], discard=[])
    game.play("Worker's Village").play("Royal Seal").play("Gold").buy("Silver")
    assert (game.decision.player, game.decision.kind, game.decision.source) == (0, "option", "Royal Seal")
    assert game.decision.choices == [{"option": "put Silver on your deck"}, {"option": "leave Silver where it is"}]
    game.option("put Silver on your deck")
    assert game.player.deck == ["Silver", "Estate"] and game.player.discard == []
    assert game.decision.kind == "buy"


def test_royal_seal_onto_an_empty_deck_makes_the_card_the_whole_deck():
    game = game_on(BUYING, hand=["Worker's Village", "Royal Seal", "Gold"], deck=["Copper"],
                   discard=["Estate", "Copper"])
    game.play("Worker's Village").play_treasures().buy("Silver")
    assert game.player.deck == []
    game.option("put Silver on your deck")
    assert game.player.deck == ["Silver"]                     # no shuffle
    assert game.player.discard == ["Estate", "Copper"]
    assert game.decision.kind == "buy"


def test_royal_seal_leaves_the_card_in_the_discard_when_told():
    game = game_on(BUYING, hand=["Worker's Village", "Royal Seal", "Gold"], deck=["Copper"], discard=[])
    game.play("Worker's Village").play_treasures().buy("Silver").option("leave Silver where it is")
    assert game.player.discard == ["Silver"] and game.player.deck == []


def test_royal_seal_asks_for_each_card_gained_even_a_talisman_copy():
    game = game_on(BUYING, hand=["Worker's Village", "Royal Seal", "Talisman"], deck=["Copper"], discard=[])
    game.play("Worker's Village").play_treasures().buy("Silver")
    game.option("put Silver on your deck").option("leave Silver where it is")
    assert game.player.deck == ["Silver"] and game.player.discard == ["Silver"]


def test_watchtower_answers_before_royal_seal_and_a_trashed_card_is_not_asked_about_again():
    game = game_on(BUYING, hand=["Worker's Village", "Worker's Village", "Royal Seal", "Watchtower", "Gold"],
                   deck=["Copper", "Copper", "Copper"], discard=[])
    game.play("Worker's Village").play("Worker's Village").end().play_treasures()
    game.buy("Estate")
    assert game.decision.source == "Watchtower"
    game.option("trash Estate")
    assert game.decision.kind == "buy"           # Royal Seal has nothing left to move
    game.buy("Silver")
    assert game.decision.source == "Watchtower"
    game.option("do not reveal")
    assert game.decision.source == "Royal Seal"
    game.option("put Silver on your deck")
    assert game.player.deck == ["Silver", "Copper"]
    assert game.trash == ["Estate"] and game.player.discard == []


def test_royal_seal_is_not_asked_when_watchtower_already_put_the_card_on_the_deck():
    game = game_on(BUYING, hand=["Royal Seal", "Watchtower", "Gold"], deck=["Copper"] * 5, discard=[])
    game.end().play_treasures().buy("Silver").option("put Silver on your deck")
    # the only Buy is spent: the turn ended and the clean-up drew the Silver
    assert game.decision.player == 1
    assert game.seat("Ana").hand == ["Silver", "Copper", "Copper", "Copper", "Copper"]


def test_royal_seal_bot_topdecks_good_cards_only():
    for bought, wanted in [("Gold", "put Gold on your deck"), ("Estate", "leave Estate where it is")]:
        game = game_on(BUYING, hand=["Worker's Village", "Royal Seal", "Gold"], deck=["Copper"])
        game.play("Worker's Village").play_treasures().buy(bought)
        assert answer(view(game.board, 0), game.decision.to_dict(), lambda *_: None) == {"option": wanted}


# Mint


def test_mint_reveals_a_treasure_and_gains_a_copy():
    game = game_on(BUYING, hand=["Mint", "Gold", "Copper"])
    game.play("Mint")
    assert (game.decision.kind, game.decision.min, game.decision.max) == ("reveal", 0, 1)
    game.choose("Gold")
    assert game.player.hand == ["Gold", "Copper"]             # the revealed card stays in hand
    assert game.player.discard == ["Gold"] and game.supply["Gold"] == 29


def test_mint_may_reveal_nothing_and_asks_nothing_without_a_treasure():
    game = game_on(BUYING, hand=["Mint", "Copper"])
    game.play("Mint").choose()
    assert game.player.discard == [] and game.decision.kind == "buy"
    game = game_on(BUYING, hand=["Mint", "Estate"])
    game.play("Mint")
    assert game.decision.kind == "buy"


def test_mint_may_reveal_a_treasure_of_two_types():
    game = game_on(DISCOUNTS[:9] + ["Mint"], hand=["Mint", "Harem"])
    game.play("Mint").choose("Harem")
    assert game.player.discard == ["Harem"] and game.supply["Harem"] == 7


def test_buying_mint_trashes_the_treasures_in_play_not_those_in_hand():
    game = game_on(BUYING, hand=["Worker's Village", "Copper", "Silver", "Silver", "Gold"], deck=["Estate"])
    game.play("Worker's Village").play("Copper").play("Silver").play("Silver")
    game.buy("Mint")
    assert game.trash == ["Copper", "Silver", "Silver"]
    assert game.player.play == ["Worker's Village"]
    assert game.player.hand == ["Gold", "Estate"]
    assert game.player.discard == ["Mint"]
    # the coins they made stay, but no Treasure may be played after a buy
    assert game.turn.coins == 0 and game.turn.buys == 1
    with pytest.raises(IllegalMove, match="no more Treasures"):
        game.play("Gold")


def test_after_buying_mint_the_coins_pay_for_a_grand_market_the_coppers_no_longer_block():
    # the seed's example: 2 Buys, Coppers in play, a Mint bought first
    game = game_on(BUYING, hand=["Worker's Village"] + ["Copper"] * 6 + ["Gold", "Gold"], deck=["Estate"] * 6)
    game.play("Worker's Village").play_treasures()
    assert game.turn.coins == 12
    assert {"buy": "Grand Market"} not in game.decision.choices
    game.buy("Mint")
    assert game.player.play == ["Worker's Village"] and len(game.trash) == 8
    assert {"buy": "Grand Market"} in game.decision.choices and game.turn.coins == 7
    game.buy("Grand Market")
    assert game.seat("Ana").discard == ["Mint", "Grand Market", "Worker's Village", "Estate"]


def test_buying_mint_trashes_royal_seal_before_it_could_put_the_mint_on_the_deck():
    game = game_on(BUYING, hand=["Royal Seal", "Silver", "Copper"], deck=["Estate"] * 5, discard=[])
    game.play_treasures().buy("Mint")
    # no Royal Seal question: the turn is over
    assert game.decision.player == 1
    assert game.trash == ["Royal Seal", "Silver", "Copper"]
    assert game.seat("Ana").discard == ["Mint"]
    assert game.seat("Ana").hand == ["Estate"] * 5


def test_buying_mint_with_watchtower_may_put_it_on_the_deck_and_the_treasures_are_trashed_anyway():
    game = game_on(BUYING, hand=["Worker's Village", "Watchtower", "Silver", "Silver", "Copper"], deck=["Estate"],
                   discard=[])
    game.play("Worker's Village").end().play_treasures().buy("Mint")
    assert game.trash == ["Silver", "Silver", "Copper"]
    assert game.decision.source == "Watchtower"
    game.option("put Mint on your deck")
    assert game.player.deck == ["Mint"] and game.player.discard == []
    assert game.trash == ["Silver", "Silver", "Copper"]
    assert game.decision.kind == "buy"


def test_gaining_mint_without_buying_it_trashes_nothing():
    game = game_on(ATTACKED[:9] + ["Mint"], hand=["Remodel", "Gold", "Copper"])
    game.play("Remodel").choose("Gold").gain("Mint")
    assert game.trash == ["Gold"]
    assert game.player.hand == ["Copper"] and game.player.discard == ["Mint"]


def test_mint_bot_copies_the_dearest_treasure():
    game = game_on(BUYING, hand=["Mint", "Copper", "Silver", "Gold"])
    game.play("Mint")
    assert answer(view(game.board, 0), game.decision.to_dict(), lambda *_: None) == {"cards": ["Gold"]}


# Grand Market


def test_grand_market_gives_a_card_an_action_a_buy_and_two_coins():
    game = game_on(BUYING, hand=["Grand Market"], deck=["Silver"])
    game.play("Grand Market")
    assert game.player.hand == ["Silver"]
    assert (game.turn.actions, game.turn.buys, game.turn.coins) == (1, 2, 2)


def test_grand_market_cannot_be_bought_with_a_copper_in_play():
    game = game_on(BUYING, hand=["Copper", "Gold", "Gold"])
    game.play_treasures()
    assert game.turn.coins == 7
    assert {"buy": "Grand Market"} not in game.decision.choices
    with pytest.raises(IllegalMove, match="Grand Market cannot be bought while you have a Copper in play"):
        game.buy("Grand Market")


def test_grand_market_copper_in_hand_and_other_one_coin_treasures_do_not_block():
    game = game_on(MONEY[:9] + ["Grand Market"], hand=["Copper", "Gold", "Silver", "Loan"],
                   deck=["Silver"] + ["Estate"] * 5, discard=[])
    game.play("Gold").play("Silver").play("Loan").option("discard")
    assert game.turn.coins == 6 and game.player.hand == ["Copper"]
    game.buy("Grand Market")
    assert game.seat("Ana").discard == ["Silver", "Grand Market", "Gold", "Silver", "Loan", "Copper"]


def test_grand_market_may_be_gained_with_a_copper_in_play_or_by_remodel():
    game = game_on(ATTACKED[:9] + ["Grand Market"], hand=["Remodel", "Gold", "Copper"])
    game.play("Remodel").choose("Gold")
    assert {"gain": "Grand Market"} in game.decision.choices
    game.gain("Grand Market")
    assert game.player.discard == ["Grand Market"]


# Peddler


def test_peddler_gives_a_card_an_action_and_a_coin():
    game = game_on(BUYING, hand=["Peddler"], deck=["Copper"])
    game.play("Peddler")
    assert game.player.hand == ["Copper"] and (game.turn.actions, game.turn.coins) == (1, 1)


def test_peddler_costs_eight_in_the_action_phase_and_less_in_the_buy_phase():
    game = game_on(DISCOUNTS, hand=["Worker's Village", "Worker's Village", "Remodel", "Gold", "Silver"],
                   deck=["Estate", "Estate"])
    game.play("Worker's Village").play("Worker's Village")
    assert cost(game.board, "Peddler") == 8
    game.play("Remodel").choose("Gold")                       # up to $8 in the Action phase
    assert {"gain": "Peddler"} in game.decision.choices
    game.gain("Grand Market")
    assert cost(game.board, "Peddler") == 2                   # three Action cards in play
    game.play("Silver")
    assert {"buy": "Peddler"} in game.decision.choices


def test_peddler_cost_never_goes_below_zero():
    game = game_on(DISCOUNTS, hand=["Worker's Village"] * 5, deck=["Estate"] * 5)
    for _ in range(5):
        game.play("Worker's Village")
    assert cost(game.board, "Peddler") == 0


def test_peddler_counts_throne_room_and_the_card_it_played_as_two_cards():
    game = game_on(ATTACKED[:9] + ["Peddler"], hand=["Throne Room", "Worker's Village"], deck=["Estate", "Estate"])
    game.play("Throne Room").choose("Worker's Village")
    assert cost(game.board, "Peddler") == 4


# Goons


def test_goons_gives_a_buy_two_coins_and_others_discard_down_to_three():
    game = game_on(BUYING, players=3, hand=["Goons"], hands={"Ben": ["Copper", "Estate", "Gold", "Silver", "Curse"],
                                                            "Cid": ["Copper", "Copper", "Copper"]})
    game.play("Goons")
    assert (game.turn.buys, game.turn.coins) == (2, 2)
    assert (game.decision.player, game.decision.kind, game.decision.min, game.decision.max) == (1, "discard", 2, 2)
    game.choose("Estate", "Curse")
    assert game.seat("Ben").hand == ["Copper", "Gold", "Silver"]
    assert game.seat("Cid").hand == ["Copper", "Copper", "Copper"]
    assert game.decision.player == 0


def test_moat_protects_from_goons():
    game = game_on(["Moat"] + BUYING[1:], hand=["Goons"], hands={"Ben": ["Moat", "Copper", "Copper", "Copper",
                                                                         "Copper"]})
    game.play("Goons").reveal("Moat")
    assert game.decision.player == 0 and len(game.seat("Ben").hand) == 5


def test_goons_gives_a_vp_token_per_card_bought_per_goons_in_play():
    game = game_on(BUYING, hand=["Worker's Village", "Goons", "Goons"], deck=["Copper"],
                   hands={"Ben": ["Copper"] * 3})
    game.play("Worker's Village").play("Goons").play("Goons")
    assert game.turn.buys == 4
    game.buy("Copper").buy("Copper")
    assert game.board.players[0].vp_tokens == 4
    assert view(game.board, 1)["players"][0]["vp_tokens"] == 4     # public


def test_goons_gives_tokens_only_for_buys():
    game = game_on(ATTACKED[:9] + ["Goons"], hand=["Throne Room", "Goons", "Remodel"], hands={"Ben": ["Copper"] * 3})
    game.play("Throne Room").choose("Goons")
    assert game.board.players[0].vp_tokens == 0


def test_throne_room_goons_is_one_card_in_play_so_one_token_per_buy():
    game = game_on(ATTACKED[:9] + ["Goons"], hand=["Throne Room", "Goons", "Silver"],
                   hands={"Ben": ["Copper", "Copper", "Estate", "Estate", "Silver"]})
    game.play("Throne Room").choose("Goons")
    game.choose("Estate", "Estate")              # the second play finds Ben at 3 already
    assert (game.turn.buys, game.turn.coins) == (3, 4)
    game.play("Silver").buy("Silver").buy("Copper").buy("Copper")
    assert game.board.players[0].vp_tokens == 3


def test_kings_court_goons_is_one_card_in_play_so_one_token_per_buy():
    game = game_on(["King's Court"] + BUYING[:9], hand=["King's Court", "Goons"], hands={"Ben": ["Copper"] * 3})
    game.play("King's Court").choose("Goons")
    assert (game.turn.buys, game.turn.coins) == (4, 6)
    game.buy("Silver").buy("Copper")
    assert game.board.players[0].vp_tokens == 2


def test_vp_tokens_count_in_the_score():
    game = game_on(BUYING, hand=["Goons"], hands={"Ben": ["Copper"] * 3})
    game.play("Goons").buy("Copper")
    player = game.board.players[0]
    assert player.vp_tokens == 1
    assert points(player) == sum(CARDS[c].points for c in player.all_cards()) + 1


# Trade Route


def test_trade_route_puts_a_token_on_every_victory_supply_pile():
    game = game_on(DISCOUNTS[:9] + ["Trade Route"], colony=True)
    assert game.board.trade_route == ["Estate", "Duchy", "Province", "Colony", "Great Hall", "Harem"]
    assert game.board.trade_route_mat == 0
    assert game_on(DISCOUNTS).board.trade_route == []          # no Trade Route, no tokens


def test_trade_route_gives_a_buy_a_coin_per_token_on_the_mat_and_must_trash():
    game = game_on(BUYING, hand=["Trade Route", "Estate", "Copper"])
    game.board.trade_route_mat = 2
    game.play("Trade Route")
    assert (game.turn.buys, game.turn.coins) == (2, 2)
    assert (game.decision.kind, game.decision.min, game.decision.max) == ("trash", 1, 1)
    game.choose("Estate")
    assert game.trash == ["Estate"] and game.player.hand == ["Copper"]


def test_trade_route_with_an_empty_hand_trashes_nothing():
    game = game_on(BUYING, hand=["Trade Route"])
    game.play("Trade Route")
    assert game.decision.kind == "buy" and game.trash == [] and game.turn.coins == 0


def test_trade_route_token_moves_on_the_first_gain_from_a_pile_by_anyone():
    game = game_on(ATTACKED, hand=["Worker's Village", "Silver", "Copper"], deck=["Copper"],
                   hands={"Ben": ["Copper"] * 5})
    game.play("Worker's Village").play_treasures().buy("Estate").buy("Estate")
    assert game.board.trade_route == ["Duchy", "Province"]
    assert game.board.trade_route_mat == 1
    game.play_treasures().buy("Duchy")
    assert game.board.trade_route == ["Province"] and game.board.trade_route_mat == 2


def test_trade_route_token_moves_even_when_watchtower_trashes_the_gained_card():
    game = game_on(ATTACKED, hand=["Watchtower", "Silver"])
    game.end().play("Silver").buy("Estate").option("trash Estate")
    assert game.trash == ["Estate"]
    assert game.board.trade_route == ["Duchy", "Province"] and game.board.trade_route_mat == 1
    assert game.supply["Estate"] == 7


def test_trade_route_bot_trashes_junk_first():
    game = game_on(BUYING, hand=["Trade Route", "Province", "Silver", "Copper"])
    game.play("Trade Route")
    assert answer(view(game.board, 0), game.decision.to_dict(), lambda *_: None) == {"cards": ["Copper"]}


# Watchtower


def test_watchtower_draws_until_six_cards_in_hand():
    game = game_on(BUYING, hand=["Watchtower", "Copper", "Copper"], deck=["Silver"] * 5)
    game.play("Watchtower")
    assert game.player.hand == ["Copper", "Copper", "Silver", "Silver", "Silver", "Silver"]
    assert game.player.deck == ["Silver"]


def test_watchtower_with_six_cards_already_draws_nothing():
    game = game_on(BUYING, hand=["Watchtower"] + ["Copper"] * 6, deck=["Silver"])
    game.play("Watchtower")
    assert len(game.player.hand) == 6 and game.player.deck == ["Silver"]


def test_watchtower_trashes_the_curse_from_witch_on_another_players_turn():
    game = game_on(ATTACKED, hand=["Witch"], deck=["Copper", "Copper"], hands={"Ben": ["Watchtower", "Copper"]})
    set_discard(game, "Ben", [])
    game.play("Witch")
    assert (game.decision.player, game.decision.source) == (1, "Watchtower")
    game.option("trash Curse")
    assert game.trash == ["Curse"] and game.supply["Curse"] == 9
    assert game.seat("Ben").discard == [] and game.seat("Ben").hand == ["Watchtower", "Copper"]
    assert game.decision.player == 0


def test_watchtower_puts_the_curse_onto_an_empty_deck_where_it_is_the_whole_deck():
    game = game_on(ATTACKED, hand=["Witch"], deck=["Copper", "Copper"], hands={"Ben": ["Watchtower"]})
    set_deck(game, "Ben", [])
    set_discard(game, "Ben", ["Gold"])
    game.play("Witch").option("put Curse on your deck")
    assert game.seat("Ben").deck == ["Curse"] and game.seat("Ben").discard == ["Gold"]


def test_watchtower_trashes_the_curse_torturer_puts_into_hand():
    game = game_on(ATTACKED, hand=["Torturer"], hands={"Ben": ["Watchtower", "Copper"]})
    game.play("Torturer").option("gain a Curse in hand")
    assert game.seat("Ben").hand == ["Watchtower", "Copper", "Curse"]
    assert game.decision.player == 1 and game.decision.choices[0] == {"option": "trash Curse"}
    game.option("trash Curse")
    assert game.seat("Ben").hand == ["Watchtower", "Copper"] and game.trash == ["Curse"]


def test_watchtower_puts_the_torturer_curse_from_hand_on_the_deck():
    game = game_on(ATTACKED, hand=["Torturer"], hands={"Ben": ["Watchtower", "Copper"]})
    set_deck(game, "Ben", ["Gold"])
    game.play("Torturer").option("gain a Curse in hand").option("put Curse on your deck")
    assert game.seat("Ben").hand == ["Watchtower", "Copper"] and game.seat("Ben").deck == ["Curse", "Gold"]


def test_watchtower_may_trash_the_silver_bureaucrat_put_on_the_deck_on_your_own_turn():
    game = game_on(ATTACKED, hand=["Bureaucrat", "Watchtower"], deck=["Copper"], hands={"Ben": ["Copper"]})
    game.play("Bureaucrat")
    assert game.player.deck == ["Silver", "Copper"]
    assert (game.decision.player, game.decision.source) == (0, "Watchtower")
    game.option("trash Silver")
    assert game.player.deck == ["Copper"] and game.trash == ["Silver"] and game.supply["Silver"] == 39
    assert game.decision.kind == "buy"               # Ben had no Victory card to reveal


def test_watchtower_reacts_to_bureaucrats_silver_only_for_the_gaining_player():
    game = game_on(ATTACKED, hand=["Bureaucrat"], deck=["Copper"], hands={"Ben": ["Watchtower", "Estate"]})
    game.play("Bureaucrat")
    assert game.decision.player == 1 and game.decision.kind == "topdeck"     # Ben's Victory card, no gain
    game.choose("Estate")
    assert game.decision.player == 0 and game.player.deck == ["Silver", "Copper"]


def test_watchtower_is_not_asked_without_one_in_hand():
    game = game_on(ATTACKED, hand=["Witch"], deck=["Copper", "Copper"], hands={"Ben": ["Copper"]})
    set_discard(game, "Ben", [])
    game.play("Witch")
    assert game.decision.player == 0 and game.seat("Ben").discard == ["Curse"]


def test_watchtower_revealed_on_your_turn_may_still_be_played_afterwards():
    game = game_on(ATTACKED, hand=["Throne Room", "Remodel", "Watchtower", "Estate", "Estate"], deck=["Copper"] * 6)
    game.play("Throne Room").choose("Remodel").choose("Estate").gain("Silver").option("do not reveal")
    game.choose("Estate").gain("Silver").option("trash Silver")
    assert game.trash == ["Estate", "Estate", "Silver"] and game.player.discard == ["Silver"]
    assert game.player.hand == ["Watchtower"]
    assert game.turn.actions == 0


def test_watchtower_reacts_to_gaining_not_to_attacks():
    game = game_on(BUYING, hand=["Goons"], hands={"Ben": ["Watchtower", "Copper", "Copper", "Estate"]})
    game.play("Goons")
    assert (game.decision.player, game.decision.kind) == (1, "discard")       # no Reaction to reveal
    game.choose("Estate")
    assert game.seat("Ben").hand == ["Watchtower", "Copper", "Copper"]


def test_watchtower_bot_trashes_junk_topdecks_good_cards_and_leaves_the_rest():
    game = game_on(ATTACKED, hand=["Witch"], deck=["Copper", "Copper"], hands={"Ben": ["Watchtower"]})
    game.play("Witch")
    assert answer(view(game.board, 1), game.decision.to_dict(), lambda *_: None) == {"option": "trash Curse"}
    for bought, wanted in [("Gold", "put Gold on your deck"), ("Duchy", "do not reveal")]:
        game = game_on(BUYING, hand=["Worker's Village", "Watchtower", "Gold", "Gold"], deck=["Copper"])
        game.play("Worker's Village").end().play_treasures().buy(bought)
        assert answer(view(game.board, 0), game.decision.to_dict(), lambda *_: None) == {"option": wanted}


# Worker's Village


def test_workers_village_gives_a_card_two_actions_and_a_buy():
    game = game_on(BUYING, hand=["Worker's Village"], deck=["Gold", "Silver"])
    game.play("Worker's Village")
    assert game.player.hand == ["Gold"] and game.player.deck == ["Silver"]
    assert (game.turn.actions, game.turn.buys, game.turn.coins) == (2, 2, 0)


# Platinum and Colony


@pytest.mark.parametrize("players, colonies", [(2, 8), (3, 12), (4, 12)])
def test_platinum_and_colony_piles(players, colonies):
    supply = Game({"players": [f"p{n}" for n in range(players)], "kingdom": MONEY, "colony": True}, "pc").board.supply
    assert (supply["Platinum"], supply["Colony"]) == (12, colonies)
    assert list(supply)[:8] == ["Copper", "Silver", "Gold", "Platinum", "Estate", "Duchy", "Province", "Colony"]
    without = Game({"players": ["a", "b"], "kingdom": MONEY, "colony": False}, "pc").board.supply
    assert "Platinum" not in without and "Colony" not in without


def test_platinum_makes_five_and_colony_is_worth_ten():
    assert (CARDS["Platinum"].cost, CARDS["Platinum"].coins, CARDS["Platinum"].kingdom) == (9, 5, False)
    assert (CARDS["Colony"].cost, CARDS["Colony"].points, CARDS["Colony"].kingdom) == (11, 10, False)
    game = game_on(MONEY, colony=True, hand=["Platinum", "Gold", "Gold"])
    game.play_treasures()
    assert game.turn.coins == 11
    game.buy("Colony")
    assert points(game.board.players[0]) == 10 + sum(CARDS[c].points for c in game.board.players[0].all_cards()
                                                     if c != "Colony")


def test_a_kingdom_all_from_prosperity_uses_platinum_and_colony():
    assert use_colony({}, MONEY, SeededRandom("x")) is True
    assert use_colony({"colony": "auto"}, MONEY, SeededRandom("x")) is True


def test_a_kingdom_without_prosperity_cards_never_uses_them():
    assert not any(use_colony({}, ATTACKED[4:] + ["Cellar", "Moat", "Village", "Smithy"], SeededRandom(str(n)))
                   for n in range(30))


def test_a_mixed_kingdom_decides_by_one_kingdom_card_at_random():
    mostly = ["Bank", "Contraband", "Hoard", "Loan", "Quarry", "Royal Seal", "Talisman", "Venture", "Watchtower",
              "Village"]
    rarely = ["Bank", "Cellar", "Moat", "Village", "Smithy", "Witch", "Remodel", "Bridge", "Torturer", "Bureaucrat"]
    many = [use_colony({}, mostly, SeededRandom(str(n))) for n in range(200)]
    few = [use_colony({}, rarely, SeededRandom(str(n))) for n in range(200)]
    assert 150 < sum(many) < 200 and 0 < sum(few) < 50      # 9 in 10 and 1 in 10
    again = [use_colony({}, mostly, SeededRandom(str(n))) for n in range(200)]
    assert many == again                                       # from the seed, so replays agree


def test_the_colony_option_is_checked():
    with pytest.raises(InvalidOptions, match="colony is true, false or"):
        Game({"players": ["a", "b"], "kingdom": MONEY, "colony": "yes"}, "x")


def test_the_game_ends_after_the_turn_that_empties_the_colony_pile():
    game = game_on(MONEY, colony=True, hand=["Platinum", "Gold", "Gold"], supply={"Colony": 1})
    game.play_treasures().buy("Colony")
    assert game.supply["Colony"] == 0 and game.supply["Province"] == 8
    assert game.board.finished and game.decision is None
    assert result(game.board).winners == [0]


def test_without_colony_the_provinces_still_end_the_game():
    game = game_on(MONEY, colony=True, hand=["Gold", "Gold", "Silver"], supply={"Province": 1})
    game.play_treasures().buy("Province")
    assert game.board.finished


# Names


@pytest.mark.parametrize("czech, english", [
    ("banka", "Bank"), ("kontraband", "Contraband"), ("bohatství", "Hoard"), ("půjčka", "Loan"),
    ("kamenolom", "Quarry"), ("královská pečeť", "Royal Seal"), ("talisman", "Talisman"), ("odvazlivec", "Venture"),
    ("strážní věž", "Watchtower"), ("mincovna", "Mint"), ("velky trh", "Grand Market"),
    ("podomní obchodník", "Peddler"), ("hrdlořez", "Goons"), ("obchodní stezka", "Trade Route"),
    ("dělnická čtvrť", "Worker's Village"), ("platina", "Platinum"), ("kolonie", "Colony")])
def test_prosperity_cards_have_their_czech_names(czech, english):
    assert card_name(czech) == english


def test_every_card_of_this_module_is_registered_as_prosperity():
    assert all(CARDS[name].set == PROSPERITY for name in MY_CARDS)
    assert len(MY_CARDS) == 15


# Bots: games on kingdoms of these cards play to the end

KINGDOMS = {"money": MONEY, "buying": BUYING,
            "mixed": ["Contraband", "Goons", "Trade Route", "Peddler", "Venture", "Loan", "Bank", "Grand Market",
                      "Quarry", "Worker's Village"]}


@pytest.mark.parametrize("colony", [True, False])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("kingdom", list(KINGDOMS))
def test_bot_games_on_prosperity_money_kingdoms_finish(kingdom, players, colony):
    for name, policies in [("random", [random_legal]), ("big-money", [big_money]),
                           ("mixed", [random_legal, big_money]), ("kingdom", [kingdom_buyer(), big_money])]:
        for seed in range(2):
            outcome = play_bot_game({"kingdom": KINGDOMS[kingdom], "colony": colony}, players, policies,
                                    f"{kingdom}-{players}-{name}-{seed}")
            assert len(outcome.scores) == players and outcome.winners


def test_playing_all_treasures_plays_them_in_the_order_held_so_bank_counts_those_before_it():
    game = game_on(MONEY, hand=["Copper", "Bank", "Silver", "Estate"])
    game.play_treasures()
    assert game.turn.coins == 1 + 2 + 2
    assert game.player.play == ["Copper", "Bank", "Silver"]
    assert game.player.hand == ["Estate"]
