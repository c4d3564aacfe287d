"""The fifteen other base-game cards and their rulings (reference sections 1, 4 and 9; base rulebook, 1st edition;
issue 3)."""

import pytest

from engine.core import IllegalMove
from engine.dominion import views
from engine.dominion.bots import big_money, random_legal
from engine.dominion.game import Game
from engine.dominion.kingdoms import PRESETS
from engine.dominion.scoring import points
from engine.dominion.state import Player

from .harness import NAMES, dominion_game, play_bot_game

BIG_MONEY = PRESETS["Big Money"]          # Adventurer, Bureaucrat, Chancellor, Chapel, Feast, Laboratory, ...
INTERACTION = PRESETS["Interaction"]      # Bureaucrat, Council Room, Festival, Library, Militia, Moat, Spy, Thief
SIZE_DISTORTION = PRESETS["Size Distortion"]   # Gardens, Witch, Thief, Feast, Chapel, ...
THRONE_KINGDOM = ["Throne Room", "Feast", "Festival", "Militia", "Moat", "Village", "Smithy", "Laboratory",
                  "Library", "Witch"]


def bot_answers(game, bot=big_money):
    """Let a bot answer the decision in front of it, as the simulator would; the answer must be legal."""
    decision = game.decision
    move = bot(views.view(game.board, decision.player), decision.to_dict())
    decision.check(move)
    return game.apply(move)


# Adventurer


def test_adventurer_keeps_the_first_two_treasures_revealed_and_discards_the_rest():
    game = dominion_game(kingdom=BIG_MONEY, hand=["Adventurer"],
                         deck=["Estate", "Copper", "Village", "Gold", "Silver"], discard=[])
    game.play("Adventurer")
    assert game.player.hand == ["Copper", "Gold"]
    assert game.player.discard == ["Estate", "Village"]
    assert game.player.deck == ["Silver"]
    assert game.player.aside == []
    assert game.decision.kind == "buy"


def test_adventurer_reshuffles_mid_reveal_without_the_revealed_cards_and_stops_with_one_treasure():
    game = dominion_game(kingdom=BIG_MONEY, hand=["Adventurer"], deck=["Estate", "Copper"], discard=["Duchy"])
    game.play("Adventurer")
    # the Estate waits aside while the discard (only the Duchy) is shuffled into the deck
    assert game.player.hand == ["Copper"]
    assert game.player.discard == ["Estate", "Duchy"]
    assert game.player.deck == []
    assert game.player.aside == []


def test_adventurer_finds_a_treasure_in_the_reshuffled_discard():
    game = dominion_game(kingdom=BIG_MONEY, hand=["Adventurer"], deck=["Estate", "Copper"], discard=["Silver"])
    game.play("Adventurer")
    assert game.player.hand == ["Copper", "Silver"]
    assert game.player.discard == ["Estate"]
    assert game.player.deck == []


def test_adventurer_with_no_cards_anywhere_does_nothing():
    game = dominion_game(kingdom=BIG_MONEY, hand=["Adventurer", "Estate"], deck=[], discard=[])
    game.play("Adventurer")
    assert game.player.hand == ["Estate"]
    assert game.player.discard == [] and game.player.deck == []


# Bureaucrat


def test_bureaucrat_gains_a_silver_onto_the_deck_and_each_victim_topdecks_a_victory_card():
    game = dominion_game(kingdom=INTERACTION, hand=["Bureaucrat"], deck=["Gold"],
                         hands={"Ben": ["Copper", "Estate", "Duchy", "Silver", "Copper"]}, decks={"Ben": ["Gold"]})
    game.play("Bureaucrat")
    assert game.player.deck == ["Silver", "Gold"]
    assert game.supply["Silver"] == 39
    assert (game.decision.player, game.decision.kind) == (1, "topdeck")
    assert sorted(game.decision.pick_from) == ["Duchy", "Estate"]
    game.choose("Duchy")
    assert game.seat("Ben").hand == ["Copper", "Estate", "Silver", "Copper"]
    assert game.seat("Ben").deck == ["Duchy", "Gold"]
    assert game.decision.player == 0 and game.decision.kind == "buy"


def test_bureaucrat_goes_on_past_a_victim_with_no_victory_card_to_the_next_victim():
    game = dominion_game(kingdom=INTERACTION, players=3, hand=["Bureaucrat"], deck=[],
                         hands={"Ben": ["Copper", "Curse", "Village", "Silver", "Copper"],
                                "Cid": ["Estate", "Copper", "Gold"]},
                         decks={"Ben": ["Gold"], "Cid": ["Copper"]})
    game.play("Bureaucrat")
    # Ben holds no Victory card (a Curse is none): he reveals his hand and the attack moves on to Cid
    assert "Ben reveals a hand with no Victory card: Copper, Curse, Village, Silver, Copper." in game.game.narration(0)
    assert game.seat("Ben").hand == ["Copper", "Curse", "Village", "Silver", "Copper"]
    assert game.seat("Ben").deck == ["Gold"]
    assert (game.decision.player, game.decision.kind) == (2, "topdeck")
    game.choose("Estate")
    assert game.seat("Cid").hand == ["Copper", "Gold"]
    assert game.seat("Cid").deck == ["Estate", "Copper"]
    assert game.player.deck == ["Silver"]
    assert game.decision.player == 0 and game.decision.kind == "buy"


def test_bureaucrat_with_the_silver_pile_empty_still_attacks():
    game = dominion_game(kingdom=INTERACTION, hand=["Bureaucrat"], deck=["Gold"], supply={"Silver": 0},
                         hands={"Ben": ["Estate", "Copper"]}, decks={"Ben": []})
    game.play("Bureaucrat").choose("Estate")
    assert game.player.deck == ["Gold"]
    assert game.seat("Ben").deck == ["Estate"]
    assert game.seat("Ben").hand == ["Copper"]


def test_bureaucrat_does_not_touch_a_victim_who_reveals_moat():
    game = dominion_game(kingdom=INTERACTION, hand=["Bureaucrat"], deck=[],
                         hands={"Ben": ["Moat", "Estate"]}, decks={"Ben": []})
    game.play("Bureaucrat").reveal("Moat")
    assert game.seat("Ben").hand == ["Moat", "Estate"]
    assert game.seat("Ben").deck == []
    assert game.player.deck == ["Silver"]


# Chancellor


def test_chancellor_may_put_the_whole_deck_into_the_discard_pile():
    game = dominion_game(kingdom=BIG_MONEY, hand=["Chancellor"], deck=["Gold", "Copper"], discard=["Estate"])
    game.play("Chancellor")
    assert game.turn.coins == 2
    assert (game.decision.player, game.decision.kind) == (0, "option")
    assert game.decision.choices == [{"option": "yes"}, {"option": "no"}]
    game.yes()
    assert game.player.deck == []
    assert sorted(game.player.discard) == ["Copper", "Estate", "Gold"]
    assert game.decision.kind == "buy"


def test_chancellor_may_leave_the_deck_alone():
    game = dominion_game(kingdom=BIG_MONEY, hand=["Chancellor"], deck=["Gold", "Copper"], discard=["Estate"])
    game.play("Chancellor").no()
    assert game.player.deck == ["Gold", "Copper"]
    assert game.player.discard == ["Estate"]
    assert game.turn.coins == 2


def test_chancellor_with_an_empty_deck_asks_nothing():
    game = dominion_game(kingdom=BIG_MONEY, hand=["Chancellor"], deck=[], discard=["Estate"])
    game.play("Chancellor")
    assert game.turn.coins == 2
    assert game.decision.kind == "buy"
    assert game.player.discard == ["Estate"]


# Chapel


@pytest.mark.parametrize("trashed", [[], ["Curse"], ["Curse", "Estate"], ["Copper", "Curse", "Estate"],
                                     ["Copper", "Curse", "Estate", "Estate"]])
def test_chapel_trashes_from_none_up_to_four_cards(trashed):
    hand = ["Estate", "Estate", "Copper", "Curse", "Silver"]
    game = dominion_game(kingdom=BIG_MONEY, hand=["Chapel", *hand])
    game.play("Chapel")
    assert (game.decision.kind, game.decision.min, game.decision.max) == ("trash", 0, 4)
    game.choose(*trashed)
    assert game.trash == trashed
    kept = list(hand)
    for name in trashed:
        kept.remove(name)
    assert game.player.hand == kept
    assert game.player.discard == []


def test_chapel_refuses_a_fifth_card():
    game = dominion_game(kingdom=BIG_MONEY, hand=["Chapel", "Estate", "Estate", "Copper", "Curse", "Silver"])
    game.play("Chapel")
    with pytest.raises(IllegalMove, match="choose 0 to 4 cards, not 5"):
        game.choose("Estate", "Estate", "Copper", "Curse", "Silver")
    assert game.trash == []


# Council Room


def test_council_room_draws_four_gives_a_buy_and_each_other_player_draws_one():
    game = dominion_game(kingdom=INTERACTION, players=3, hand=["Council Room"],
                         deck=["Gold", "Silver", "Copper", "Estate", "Duchy"],
                         hands={"Ben": ["Moat"], "Cid": []}, decks={"Ben": ["Gold", "Copper"], "Cid": ["Silver"]})
    game.play("Council Room")
    # not an Attack: nobody is asked about Moat
    assert game.player.hand == ["Gold", "Silver", "Copper", "Estate"]
    assert game.player.deck == ["Duchy"]
    assert (game.turn.actions, game.turn.buys, game.turn.coins) == (0, 2, 0)
    assert game.seat("Ben").hand == ["Moat", "Gold"]
    assert game.seat("Ben").deck == ["Copper"]
    assert game.seat("Cid").hand == ["Silver"]
    assert game.decision.kind == "buy"


# Feast


def test_feast_trashes_itself_and_gains_a_card_costing_up_to_five():
    game = dominion_game(kingdom=THRONE_KINGDOM, hand=["Feast"])
    game.play("Feast")
    assert game.trash == ["Feast"]
    assert game.player.play == []
    assert {"gain": "Duchy"} in game.decision.choices and {"gain": "Gold"} not in game.decision.choices
    game.gain("Laboratory")
    assert game.player.discard == ["Laboratory"]
    assert game.supply["Laboratory"] == 9


def test_throne_room_on_feast_gains_twice_trashes_once():
    game = dominion_game(kingdom=THRONE_KINGDOM, hand=["Throne Room", "Feast"])
    game.play("Throne Room").choose("Feast")
    game.gain("Duchy").gain("Festival")          # answers the two gain decisions
    assert game.trash == ["Feast"]
    assert game.player.discard == ["Duchy", "Festival"]
    assert game.player.play == ["Throne Room"]
    assert game.turn.played == ["Throne Room", "Feast", "Feast"]
    assert game.decision.kind == "buy"


# Festival


def test_festival_gives_two_actions_a_buy_and_two_coins():
    game = dominion_game(kingdom=INTERACTION, hand=["Festival", "Village"], deck=["Copper"])
    game.play("Festival")
    assert (game.turn.actions, game.turn.buys, game.turn.coins) == (2, 2, 2)
    assert game.player.hand == ["Village"]
    assert game.decision.kind == "action"


# Gardens


@pytest.mark.parametrize("owned, score", [(19, 1), (20, 2), (39, 3)])
def test_gardens_is_worth_one_point_per_ten_cards_owned_rounded_down(owned, score):
    others = ["Copper"] * (owned - 1)
    player = Player("Ana", hand=others[:5], deck=others[5:12], discard=others[12:], play=["Gardens"])
    assert len(player.all_cards()) == owned
    assert points(player) == score


def test_gardens_counts_every_card_owned_including_other_gardens():
    player = Player("Ana", hand=["Gardens", "Estate"], deck=["Copper"] * 8, discard=["Gardens"],
                    aside=["Copper"] * 9)
    assert points(player) == 2 + 2 + 1


@pytest.mark.parametrize("players, size", [(2, 8), (3, 12), (4, 12)])
def test_the_gardens_pile_is_sized_like_the_estates(players, size):
    game = Game({"players": NAMES[:players], "preset": "Size Distortion"}, "gardens")
    assert game.board.supply["Gardens"] == size
    assert game.board.supply["Witch"] == 10


# Laboratory


def test_laboratory_draws_two_and_gives_an_action():
    game = dominion_game(kingdom=BIG_MONEY, hand=["Laboratory"], deck=["Gold", "Estate", "Copper"])
    game.play("Laboratory")
    assert game.turn.actions == 1
    assert game.player.hand == ["Gold", "Estate"]
    assert game.player.deck == ["Copper"]


# Library


def test_library_draws_to_seven_setting_aside_the_actions_chosen():
    game = dominion_game(kingdom=INTERACTION, hand=["Library", "Copper", "Copper"],
                         deck=["Village", "Silver", "Smithy", "Gold", "Copper", "Estate", "Duchy"], discard=[])
    game.play("Library")
    assert (game.decision.kind, game.decision.choices) == ("option", [{"option": "yes"}, {"option": "no"}])
    game.yes()                                  # Village aside
    assert game.player.aside == ["Village"]
    game.no()                                   # Smithy kept
    assert game.player.hand == ["Copper", "Copper", "Silver", "Smithy", "Gold", "Copper", "Estate"]
    assert game.player.deck == ["Duchy"]
    assert game.player.discard == ["Village"]
    assert game.player.aside == []
    assert game.decision.kind == "buy"


def test_library_does_not_shuffle_a_set_aside_action_into_the_new_deck():
    game = dominion_game(kingdom=INTERACTION, hand=["Library", "Copper", "Copper", "Estate", "Estate"],
                         deck=["Smithy"], discard=["Gold", "Gold", "Gold", "Gold"])
    game.play("Library").yes()
    assert game.player.hand == ["Copper", "Copper", "Estate", "Estate", "Gold", "Gold", "Gold"]
    assert game.player.deck == ["Gold"]
    assert game.player.discard == ["Smithy"]


def test_library_stops_when_deck_and_discard_are_empty():
    game = dominion_game(kingdom=INTERACTION, hand=["Library", "Copper"], deck=["Silver", "Village"], discard=[])
    game.play("Library").no()
    assert game.player.hand == ["Copper", "Silver", "Village"]
    assert game.player.deck == [] and game.player.discard == []
    assert game.decision.kind == "buy"


def test_library_with_its_last_card_set_aside_stops_short_of_seven_and_discards_it():
    game = dominion_game(kingdom=INTERACTION, hand=["Library", "Copper"], deck=["Smithy"], discard=[])
    game.play("Library").yes()
    assert game.player.hand == ["Copper"]
    assert game.player.discard == ["Smithy"]
    assert game.player.deck == []


def test_library_with_seven_cards_in_hand_draws_nothing():
    hand = ["Copper", "Copper", "Estate", "Estate", "Silver", "Gold", "Village"]
    game = dominion_game(kingdom=INTERACTION, hand=["Library", *hand], deck=["Gold"])
    game.play("Library")
    assert game.player.hand == hand
    assert game.player.deck == ["Gold"]
    assert game.decision.kind == "buy"


# Moneylender


def test_moneylender_trashes_a_copper_for_three_coins_without_asking():
    game = dominion_game(kingdom=BIG_MONEY, hand=["Moneylender", "Copper", "Copper", "Estate"])
    game.play("Moneylender")
    assert game.trash == ["Copper"]
    assert game.player.hand == ["Copper", "Estate"]
    assert game.turn.coins == 3
    assert game.decision.kind == "buy"
    game.play_treasures()
    assert game.turn.coins == 4


def test_moneylender_without_a_copper_does_nothing():
    game = dominion_game(kingdom=BIG_MONEY, hand=["Moneylender", "Silver", "Estate"])
    game.play("Moneylender")
    assert game.trash == []
    assert game.player.hand == ["Silver", "Estate"]
    assert game.turn.coins == 0


# Spy


def test_spy_draws_and_the_attacker_decides_each_revealed_card_own_first():
    game = dominion_game(kingdom=INTERACTION, hand=["Spy"], deck=["Silver", "Estate", "Gold"],
                         hands={"Ben": []}, decks={"Ben": ["Gold", "Copper"]})
    game.play("Spy")
    assert game.player.hand == ["Silver"]
    assert game.turn.actions == 1
    assert game.player.aside == ["Estate"]
    assert (game.decision.player, game.decision.kind) == (0, "option")
    assert game.decision.choices == [{"option": "discard"}, {"option": "put back"}]
    game.option("discard")
    assert game.seat("Ben").aside == ["Gold"]
    assert game.decision.player == 0             # the attacker decides for Ben's card too
    game.option("discard")
    assert game.player.discard == ["Estate"]
    assert game.player.deck == ["Gold"]
    assert game.seat("Ben").discard == ["Gold"]
    assert game.seat("Ben").deck == ["Copper"]
    assert game.seat("Ben").aside == []
    assert game.decision.kind == "buy"


def test_spy_may_put_the_revealed_cards_back():
    game = dominion_game(kingdom=INTERACTION, hand=["Spy"], deck=["Silver", "Gold"],
                         hands={"Ben": []}, decks={"Ben": ["Estate", "Copper"]})
    game.play("Spy").option("put back").option("put back")
    assert game.player.deck == ["Gold"]
    assert game.seat("Ben").deck == ["Estate", "Copper"]
    assert game.player.discard == [] and game.seat("Ben").discard == []


def test_spy_skips_a_player_with_no_card_to_reveal_and_reveals_the_shuffled_discard():
    game = dominion_game(kingdom=INTERACTION, players=3, hand=["Spy"], deck=["Silver"], discard=[],
                         hands={"Ben": [], "Cid": []}, decks={"Ben": [], "Cid": []})
    game.board.players[1].discard = []
    game.board.players[2].discard = ["Duchy"]
    game.play("Spy")
    # Ana's deck ran dry on the draw and Ben has nothing at all: only Cid's shuffled discard is revealed
    assert game.seat("Cid").aside == ["Duchy"]
    assert game.decision.player == 0
    game.option("put back")
    assert game.player.hand == ["Silver"]
    assert game.seat("Cid").deck == ["Duchy"]
    assert game.seat("Cid").discard == []
    assert game.decision.kind == "buy"


def test_moat_protects_only_the_other_players_from_spy():
    game = dominion_game(kingdom=INTERACTION, hand=["Spy"], deck=["Silver", "Estate"],
                         hands={"Ben": ["Moat"]}, decks={"Ben": ["Gold"]})
    game.play("Spy").reveal("Moat")
    assert game.player.aside == ["Estate"]
    game.option("discard")
    assert game.seat("Ben").deck == ["Gold"]
    assert game.seat("Ben").aside == []
    assert game.player.discard == ["Estate"]
    assert game.decision.kind == "buy"


# Thief


def test_thief_trashes_the_only_treasure_revealed_and_the_attacker_may_gain_it():
    game = dominion_game(kingdom=INTERACTION, hand=["Thief"],
                         hands={"Ben": []}, decks={"Ben": ["Silver", "Estate", "Gold"]})
    game.play("Thief")
    assert game.trash == ["Silver"]
    assert game.seat("Ben").discard == ["Estate"]
    assert game.seat("Ben").deck == ["Gold"]
    assert (game.decision.player, game.decision.kind) == (0, "gain_from_trash")
    assert (game.decision.pick_from, game.decision.min, game.decision.max) == (["Silver"], 0, 1)
    game.choose("Silver")
    assert game.trash == []
    assert game.player.discard == ["Silver"]
    assert game.supply["Silver"] == 40


def test_thief_gaining_a_trashed_copper_is_allowed():
    game = dominion_game(kingdom=INTERACTION, hand=["Thief"], hands={"Ben": []}, decks={"Ben": ["Copper", "Copper"]})
    game.play("Thief").choose("Copper")
    assert game.trash == []
    assert game.player.discard == ["Copper"]
    assert game.seat("Ben").discard == ["Copper"]
    assert game.seat("Ben").deck == []
    assert game.supply["Copper"] == 46


def test_thief_attacker_chooses_which_treasure_the_victim_trashes_and_may_decline_to_gain_it():
    game = dominion_game(kingdom=INTERACTION, hand=["Thief"], hands={"Ben": []}, decks={"Ben": ["Silver", "Gold"]})
    game.play("Thief")
    assert (game.decision.player, game.decision.kind) == (0, "trash")
    assert sorted(game.decision.pick_from) == ["Gold", "Silver"]
    game.choose("Gold")
    assert game.seat("Ben").discard == ["Silver"]
    game.choose()
    assert game.trash == ["Gold"]
    assert game.player.discard == []
    assert game.decision.kind == "buy"


def test_thief_gains_any_of_the_treasures_trashed_from_every_victim():
    game = dominion_game(kingdom=INTERACTION, players=3, hand=["Thief"], hands={"Ben": [], "Cid": []},
                         decks={"Ben": ["Estate", "Gold"], "Cid": ["Copper", "Duchy", "Silver"]})
    game.play("Thief")
    assert sorted(game.decision.pick_from) == ["Copper", "Gold"]
    game.choose("Gold")
    assert game.trash == ["Copper"]
    assert game.player.discard == ["Gold"]
    assert game.seat("Ben").discard == ["Estate"]
    assert game.seat("Cid").discard == ["Duchy"]
    assert game.seat("Cid").deck == ["Silver"]


def test_thief_reveal_reshuffles_the_victims_discard_without_the_card_already_revealed():
    game = dominion_game(kingdom=INTERACTION, hand=["Thief"], hands={"Ben": []}, decks={"Ben": ["Estate"]})
    game.board.players[1].discard = ["Silver"]
    game.play("Thief")
    assert game.trash == ["Silver"]
    assert game.seat("Ben").discard == ["Estate"]
    assert game.seat("Ben").deck == [] and game.seat("Ben").aside == []
    game.choose()
    assert game.trash == ["Silver"]


def test_thief_without_treasures_revealed_discards_them_and_offers_nothing():
    game = dominion_game(kingdom=INTERACTION, hand=["Thief"], hands={"Ben": []}, decks={"Ben": ["Estate"]})
    game.board.players[1].discard = []
    game.play("Thief")
    assert game.seat("Ben").discard == ["Estate"]
    assert game.trash == []
    assert game.decision.kind == "buy"


# Throne Room


def test_throne_room_plays_an_action_twice_using_no_extra_action():
    game = dominion_game(kingdom=THRONE_KINGDOM, hand=["Throne Room", "Village"],
                         deck=["Copper", "Silver", "Gold"])
    game.play("Throne Room")
    assert (game.decision.kind, game.decision.min, game.decision.max) == ("play", 1, 1)
    game.choose("Village")
    assert game.turn.actions == 4
    assert game.player.hand == ["Copper", "Silver"]
    assert game.player.play == ["Throne Room", "Village"]


def test_throne_room_must_play_an_action_if_there_is_one():
    game = dominion_game(kingdom=THRONE_KINGDOM, hand=["Throne Room", "Smithy", "Copper"])
    game.play("Throne Room")
    with pytest.raises(IllegalMove, match="choose 1 card, not 0"):
        game.choose()


def test_throne_room_with_no_action_in_hand_does_nothing():
    game = dominion_game(kingdom=THRONE_KINGDOM, hand=["Throne Room", "Copper", "Estate"])
    game.play("Throne Room")
    assert game.player.hand == ["Copper", "Estate"]
    assert game.player.play == ["Throne Room"]
    assert game.turn.played == ["Throne Room"]
    assert game.decision.kind == "buy"


def test_throne_room_on_throne_room_plays_two_other_actions_twice_each():
    game = dominion_game(kingdom=THRONE_KINGDOM, hand=["Throne Room", "Throne Room", "Village", "Smithy"],
                         deck=["Copper"] * 6 + ["Gold", "Gold", "Silver"])
    game.play("Throne Room").choose("Throne Room")
    game.choose("Village")          # the second Throne Room's first play
    assert game.turn.actions == 4
    game.choose("Smithy")           # its second play
    assert game.player.play == ["Throne Room", "Throne Room", "Village", "Smithy"]
    assert game.player.hand == ["Copper"] * 6 + ["Gold", "Gold"]
    assert game.player.deck == ["Silver"]
    assert game.turn.played == ["Throne Room", "Throne Room", "Village", "Village", "Throne Room", "Smithy",
                                "Smithy"]
    assert game.turn.actions == 4
    assert game.decision.kind == "buy"


def test_throne_room_on_militia_lets_the_victim_reveal_moat_on_each_play():
    game = dominion_game(kingdom=THRONE_KINGDOM, hand=["Throne Room", "Militia"],
                         hands={"Ben": ["Moat", "Copper", "Estate", "Estate", "Gold"]})
    game.play("Throne Room").choose("Militia")
    assert (game.decision.player, game.decision.kind) == (1, "reaction")
    game.reveal("Moat")                     # the first Militia does not touch Ben
    assert (game.decision.player, game.decision.kind) == (1, "reaction")
    game.end()                              # the second does
    assert (game.decision.player, game.decision.kind) == (1, "discard")
    game.choose("Estate", "Estate")
    assert game.seat("Ben").hand == ["Moat", "Copper", "Gold"]
    assert game.seat("Ben").discard == ["Estate", "Estate"]
    assert game.turn.coins == 4
    assert game.decision.player == 0 and game.decision.kind == "buy"


def test_throne_room_on_moneylender_trashes_a_second_copper_only_if_there_is_one():
    game = dominion_game(kingdom=BIG_MONEY, hand=["Throne Room", "Moneylender", "Copper", "Estate"])
    game.play("Throne Room").choose("Moneylender")
    assert game.trash == ["Copper"]
    assert game.turn.coins == 3
    assert game.player.hand == ["Estate"]


def test_throne_room_on_library_draws_to_seven_then_has_nothing_more_to_draw():
    game = dominion_game(kingdom=THRONE_KINGDOM, hand=["Throne Room", "Library"], deck=["Copper"] * 8)
    game.play("Throne Room").choose("Library")
    assert game.player.hand == ["Copper"] * 7
    assert game.player.deck == ["Copper"]


# Witch


def test_witch_draws_two_and_the_other_player_gains_a_curse():
    game = dominion_game(kingdom=SIZE_DISTORTION, hand=["Witch"], deck=["Gold", "Silver", "Copper"])
    game.play("Witch")
    assert game.player.hand == ["Gold", "Silver"]
    assert game.seat("Ben").discard[-1] == "Curse"
    assert game.supply["Curse"] == 9


def test_witch_curses_go_out_in_turn_order_until_the_pile_runs_out():
    game = dominion_game(kingdom=SIZE_DISTORTION, players=3, first="Ben", hand=["Witch"], supply={"Curse": 1})
    before = {name: list(game.seat(name).discard) for name in ("Ana", "Cid")}
    game.play("Witch")
    # Cid sits to Ben's left and takes the last Curse; Ana gets none
    assert game.seat("Cid").discard == before["Cid"] + ["Curse"]
    assert game.seat("Ana").discard == before["Ana"]
    assert game.supply["Curse"] == 0
    assert game.decision.kind == "buy"


def test_witch_with_the_curse_pile_empty_still_draws():
    game = dominion_game(kingdom=SIZE_DISTORTION, hand=["Witch"], deck=["Gold", "Silver"], supply={"Curse": 0})
    game.play("Witch")
    assert game.player.hand == ["Gold", "Silver"]
    assert "Curse" not in game.seat("Ben").discard


def test_moat_keeps_the_curse_away():
    game = dominion_game(kingdom=["Moat", *SIZE_DISTORTION[1:]], hand=["Witch"], hands={"Ben": ["Moat"]})
    game.play("Witch").reveal("Moat")
    assert game.supply["Curse"] == 10
    assert "Curse" not in game.seat("Ben").discard


# The Big Money bot answers every decision these cards put to it


def test_big_money_answers_its_own_spy_keeping_good_cards_and_discarding_the_victims():
    game = dominion_game(kingdom=INTERACTION, hand=["Spy"], deck=["Silver", "Gold", "Estate"],
                         hands={"Ben": []}, decks={"Ben": ["Gold", "Copper"]})
    game.play("Spy")
    bot_answers(game)
    bot_answers(game)
    assert game.player.deck == ["Gold", "Estate"]
    assert game.seat("Ben").discard == ["Gold"]


def test_big_money_answers_as_a_bureaucrat_victim_and_as_a_thief():
    game = dominion_game(kingdom=INTERACTION, hand=["Bureaucrat"],
                         hands={"Ben": ["Duchy", "Estate", "Copper"]}, decks={"Ben": []})
    game.play("Bureaucrat")
    bot_answers(game)
    assert game.seat("Ben").deck == ["Estate"]
    game = dominion_game(kingdom=INTERACTION, hand=["Thief"], hands={"Ben": []}, decks={"Ben": ["Silver", "Gold"]})
    game.play("Thief")
    bot_answers(game)
    bot_answers(game)
    assert game.player.discard == ["Gold"]
    assert game.seat("Ben").discard == ["Silver"]


def test_big_money_answers_throne_room_library_chancellor_chapel_and_feast():
    game = dominion_game(kingdom=THRONE_KINGDOM, hand=["Throne Room", "Library", "Feast"],
                         deck=["Village", "Copper", "Copper", "Copper", "Copper", "Copper", "Copper"])
    game.play("Throne Room")
    bot_answers(game)                       # doubles Library, the dearest
    bot_answers(game)                       # no Action left to play the Village with: set it aside
    assert game.player.discard == ["Village"]
    assert game.player.hand == ["Feast"] + ["Copper"] * 6
    game = dominion_game(kingdom=BIG_MONEY, hand=["Chancellor"], deck=["Copper"])
    bot_answers(game.play("Chancellor"))
    assert game.player.deck == []
    game = dominion_game(kingdom=BIG_MONEY, hand=["Chapel", "Estate", "Copper", "Curse"])
    bot_answers(game.play("Chapel"))
    assert game.trash == ["Curse", "Estate"]
    game = dominion_game(kingdom=BIG_MONEY, hand=["Feast"], supply={"Province": 2})
    bot_answers(game.play("Feast"))
    assert game.player.discard == ["Duchy"]


# Whole games on the base presets: nothing crashes and every game ends


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("preset", ["Size Distortion", "Big Money", "Interaction", "Village Square"])
def test_bot_games_on_the_base_presets_finish(preset, players):
    for policies in ([random_legal], [random_legal, big_money]):
        outcome = play_bot_game({"preset": preset}, players, policies, f"{preset}-{players}-{len(policies)}")
        assert len(outcome.scores) == players and outcome.winners
