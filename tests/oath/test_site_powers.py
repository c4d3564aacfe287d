"""Site powers (cards.md 5, Law 11 Site Reference) and the Chancellor's Reliquary modifiers (Law 2.3, cards.md 4)."""

from engine.oath.abilities.sites import tribunal, tribunal_offers
from engine.oath.actions.campaign import Campaign, declare_targets
from engine.oath.actions.search import offers as search_offers
from engine.oath.actions.search import search
from engine.oath.actions.trade import muster, trade
from engine.oath.actions.travel import offers as travel_offers
from engine.oath.actions.travel import travel, travel_cost
from engine.oath.cards import GRAND_SCEPTER
from engine.oath.dice import BLANK, HOLLOW, SWORD
from engine.oath.play import play_to_site, site_destinations
from engine.oath.state import PURPLE
from tests.oath.harness import BLUE, CHANCELLOR, DEFAULT_SITES, RED, Script, card, make_board
from tests.oath.test_campaign import DONE, PAWN, battle, forced, site

BRUTAL, DECADENT, CARELESS, GREEDY = 0, 1, 2, 3
MERCENARIES, ALCHEMIST, WRESTLERS, BATTLE_HONORS, BEAR_TRAPS = 11, 8, 0, 1, 2      # Discord, Arcane, Order x3
EXTRA_PROVISIONS, ERRAND_BOY, RAIN_BOOTS = 47, 10, 13                                # Hearth, Beast, Nomad
STICKY_FIRE, BRASS_HORSE = 218, 220
# default slots: 0 Plains, 1 Lush Coast, 2 Mountain, 3 River, 4 Great Slum, 5 Rocky Coast, 6 Wastes, 7 Steppe;
# slots 0-1 Cradle, 2-4 Provinces, 5-7 Hinterland


def board_with(players=4, citizens=(), **names):
    """The default board with some slots replaced: board_with(s0="Charming Valley")."""
    sites = list(DEFAULT_SITES)
    for key, name in names.items():
        sites[int(key[1:])] = name
    return make_board(players=players, sites=sites, citizens=citizens)


def destinations(board, player):
    return [move["to"] for move in travel_offers(board, player) if not move.get("buried_giant")]


# --- Travel ------------------------------------------------------------------------------------------------------

def test_coast_to_coast_costs_1_supply_site_reference_coast():
    """Law 11 Coast: Lush Coast (Cradle) to Rocky Coast (Hinterland) costs 1 instead of 4."""
    board = make_board()
    board.players[RED].site = 1
    assert (travel_cost(board, RED, 5), travel_cost(board, RED, 6)) == (1, 4)
    board.players[RED].site = 0
    assert travel_cost(board, RED, 5) == 4


def test_travel_into_the_narrow_pass_region_must_end_at_the_narrow_pass_site_reference():
    """Law 11 Narrow Pass; Coast to Coast ignores it (digest: the Coast wins); within the region it does not bind."""
    board = board_with(s6="Narrow Pass")
    board.players[RED].site = 2
    assert destinations(board, RED) == [0, 1, 3, 4, 6]
    board.players[RED].site = 1
    assert destinations(board, RED) == [0, 2, 3, 4, 5, 6]
    board.players[RED].site = 5
    assert destinations(board, RED) == [0, 1, 2, 3, 4, 6, 7]


def test_leaving_the_charming_valley_costs_1_more_site_reference():
    board = board_with(s0="Charming Valley")
    board.players[RED].site = 0
    assert (travel_cost(board, RED, 1), travel_cost(board, RED, 5)) == (2, 5)


def test_buried_giant_flips_a_secret_to_travel_free_and_past_the_narrow_pass_site_reference():
    board = board_with(s0="Buried Giant", s6="Narrow Pass")
    red = board.players[RED]
    red.secrets = 1
    assert [move["to"] for move in travel_offers(board, RED) if move.get("buried_giant")] == list(range(1, 8))
    assert destinations(board, RED) == [1, 2, 3, 4, 6]
    assert Script(travel(board, RED, {"action": "travel", "to": 7, "buried_giant": True})).finished
    assert (red.site, red.supply, red.secrets, red.hidden_secrets) == (7, 7, 0, 1)


def test_buried_giant_needs_a_faceup_secret_site_reference():
    board = board_with(s0="Buried Giant")
    assert not [move for move in travel_offers(board, RED) if move.get("buried_giant")]


def test_leaving_the_shrouded_wood_costs_2_and_ignores_the_narrow_pass_site_reference():
    board = board_with(s0="Shrouded Wood", s6="Narrow Pass")
    assert [travel_cost(board, RED, slot) for slot in (1, 2, 5)] == [2, 2, 2]
    assert destinations(board, RED) == list(range(1, 8))


def test_an_enemy_ruling_the_shrouded_wood_chooses_the_destination_site_reference():
    board = board_with(s0="Shrouded Wood")
    board.sites[0].warbands = {"Blue": 1}
    assert travel_offers(board, RED) == [{"action": "travel", "to": None, "ruler chooses": True}]
    run = Script(travel(board, RED, {"action": "travel", "to": None, "ruler chooses": True}), {"to": 3})
    assert run.finished and run.decisions[0].player == BLUE
    assert run.decisions[0].choices == [{"to": slot} for slot in range(1, 8)]
    assert (board.players[RED].site, board.players[RED].supply) == (3, 5)


def test_the_chancellor_chooses_for_an_imperial_ruler_of_the_shrouded_wood_site_reference():
    board = board_with(s0="Shrouded Wood", citizens=("Blue",))
    board.sites[0].warbands = {PURPLE: 1}
    run = Script(travel(board, RED, {"action": "travel", "to": None, "ruler chooses": True}))
    assert run.pending.player == CHANCELLOR
    assert travel_offers(board, BLUE)[0] == {"action": "travel", "to": 1}       # a Citizen: no enemy rules it


def test_the_hidden_place_takes_a_flipped_secret_to_enter_site_reference():
    board = board_with(s3="The Hidden Place")
    red = board.players[RED]
    assert 3 not in destinations(board, RED)
    red.secrets = 1
    assert 3 in destinations(board, RED)
    assert Script(travel(board, RED, {"action": "travel", "to": 3})).finished
    assert (red.site, red.supply, red.secrets, red.hidden_secrets) == (3, 5, 0, 1)


def test_the_shrouded_wood_ignores_the_hidden_place_site_reference():
    board = board_with(s0="Shrouded Wood", s3="The Hidden Place")
    assert 3 in destinations(board, RED)


def test_decadent_makes_travel_into_the_cradle_free_and_into_the_hinterland_dearer_cards_md_4():
    board = make_board()
    board.reliquary_modifiers = [DECADENT]
    board.players[CHANCELLOR].site = board.players[RED].site = 2
    assert [travel_cost(board, CHANCELLOR, slot) for slot in (0, 3, 5)] == [0, 2, 3]
    assert travel_cost(board, RED, 0) == 2                          # only the Chancellor has it (Law 2.3)
    board.players[CHANCELLOR].site = 0
    assert travel_cost(board, CHANCELLOR, 1) == 1                   # within the Cradle: not "into" it


# --- Campaign ------------------------------------------------------------------------------------------------

def test_the_plains_add_an_attack_die_site_reference():
    board = make_board(players=2)
    board.players[RED].warbands = 2
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    run = battle(board, RED, "bandits", DONE, {"attack dice": 1}, {"place": 1})
    assert run.finished and (run.result.attack_dice, run.result.attack) == (2, 2)
    assert board.sites[0].warbands == {"Red": 1}


def test_the_mountain_removes_an_attack_die_site_reference():
    board = make_board(players=2)
    board.players[RED].site, board.players[RED].warbands = 2, 3
    forced(board, defense=[BLANK], attack=[SWORD])
    run = battle(board, RED, "bandits", DONE, {"attack dice": 2}, {"sacrifice": 0})
    assert run.finished and (run.result.attack_dice, run.result.victorious) == (1, False)
    assert board.players[RED].warbands == 2


def test_a_campaign_into_the_narrow_pass_region_must_target_the_narrow_pass_first_site_reference():
    board = board_with(players=3, s6="Narrow Pass")
    for slot in (0, 5, 6, 7):
        board.sites[slot].warbands = {"Blue": 1}
    board.players[BLUE].site = 3
    run = Script(declare_targets(board, Campaign(RED, BLUE)), site(6))
    assert run.decisions[0].choices == [site(6), DONE]
    assert run.pending.choices == [site(5), site(7), DONE]


def test_targeting_the_hidden_place_flips_a_secret_site_reference():
    board = board_with(players=3, s3="The Hidden Place")
    board.sites[0].warbands = board.sites[3].warbands = {"Blue": 1}
    board.players[BLUE].site = 4
    fight = Campaign(RED, BLUE)
    assert Script(declare_targets(board, fight)).finished and fight.targets == [site(0)]   # nothing else to offer
    board.players[RED].secrets = 1
    fight = Campaign(RED, BLUE)
    assert Script(declare_targets(board, fight), site(3)).finished
    assert fight.targets == [site(0), site(3)]
    assert (board.players[RED].secrets, board.players[RED].hidden_secrets) == (0, 1)


def test_brutal_kills_a_defeated_defenders_whole_force_cards_md_4():
    board = make_board(players=3)
    board.reliquary_modifiers = [BRUTAL]
    board.title_holder = BLUE                                       # no title dice for the defender
    board.sites[0].warbands = {"Red": 3}
    board.players[RED].site = 4
    board.players[CHANCELLOR].warbands = 6
    forced(board, defense=[BLANK], attack=[SWORD] * 4 + [HOLLOW])
    run = battle(board, CHANCELLOR, RED, {"attack dice": 4}, {"place": 2})
    assert run.finished and run.result.victorious
    assert (board.players[RED].bank, board.players[RED].warbands) == (14 + 3, 0)
    assert board.sites[0].warbands == {PURPLE: 2}


def test_brutal_kills_the_chancellors_whole_board_when_the_chancellor_loses_cards_md_4():
    board = make_board(players=3)
    board.reliquary_modifiers = [BRUTAL]
    board.title_holder = BLUE                                       # no title dice for the defender
    board.sites[0].warbands = {"Red": 3}
    board.players[RED].site = 4
    board.players[CHANCELLOR].warbands = 5
    forced(board, defense=[BLANK], attack=[HOLLOW, HOLLOW])
    run = battle(board, CHANCELLOR, RED, {"attack dice": 1}, {"sacrifice": 0})
    assert run.finished and not run.result.victorious
    assert (board.players[CHANCELLOR].warbands, board.players[CHANCELLOR].bank) == (0, 24 + 5)


def test_a_grand_scepter_taken_by_campaign_cannot_be_used_that_turn_cards_md_4():
    board = make_board(players=3)
    board.round, board.turn = 3, RED
    board.title_holder = BLUE                                       # no title dice for the defender
    board.players[CHANCELLOR].relics = [GRAND_SCEPTER.id]
    board.players[RED].warbands = 3
    forced(board, defense=[BLANK] * 7, attack=[SWORD] * 3)
    run = battle(board, RED, CHANCELLOR, {"target": "relic", "relic": GRAND_SCEPTER.id}, {"attack dice": 2},
                 {"pawn": "stays"})
    assert run.finished and run.result.targets == [PAWN, {"target": "relic", "relic": GRAND_SCEPTER.id}]
    assert board.players[RED].relics == [GRAND_SCEPTER.id] and board.scepter_taken == [3, RED]


# --- Search and Play ------------------------------------------------------------------------------------------

def test_searching_at_the_marshes_draws_one_fewer_card_site_reference():
    board = board_with(s0="Marshes")
    board.world = [EXTRA_PROVISIONS, ERRAND_BOY, RAIN_BOOTS, WRESTLERS, BATTLE_HONORS]
    run = Script(search(board, RED, {"action": "search", "from": "world"}))
    assert run.pending.choices == [{"keep": BATTLE_HONORS}, {"keep": WRESTLERS}]


def test_greedy_draws_2_more_and_forbids_a_search_dearer_than_2_cards_md_4():
    board = make_board()
    board.reliquary_modifiers = [GREEDY]
    board.world = [EXTRA_PROVISIONS, ERRAND_BOY, RAIN_BOOTS, WRESTLERS, BATTLE_HONORS, BEAR_TRAPS]
    run = Script(search(board, CHANCELLOR, {"action": "search", "from": "world"}))
    assert len(run.pending.choices) == 5
    board.visions_drawn = 1                                         # the world deck costs 3 now
    board.discards["Cradle"] = [ALCHEMIST]
    assert search_offers(board, CHANCELLOR) == [{"action": "search", "from": "discard"}]
    assert len(search_offers(board, RED)) == 2


def test_fertile_valley_gives_1_hearth_favor_for_a_hearth_card_site_reference_homeland():
    board = board_with(s0="Fertile Valley")
    assert Script(play_to_site(board, RED, EXTRA_PROVISIONS, 0)).finished
    assert (board.players[RED].favor, board.favor_banks["Hearth"]) == (2, 1)


def test_no_homeland_reward_after_discarding_a_card_of_that_suit_there_this_turn_law_11():
    board = board_with(s0="Fertile Valley")
    board.site_discards = [[0, "Hearth"]]
    assert Script(play_to_site(board, RED, EXTRA_PROVISIONS, 0)).finished
    assert board.players[RED].favor == 1


def test_no_homeland_reward_for_a_card_of_another_suit_law_11():
    board = board_with(s0="Fertile Valley")
    assert Script(play_to_site(board, RED, WRESTLERS, 0)).finished
    assert (board.players[RED].favor, board.favor_banks["Hearth"]) == (1, 3)


def test_steppe_and_standing_stones_give_a_secret_site_reference_homeland():
    board = board_with(s0="Standing Stones")
    board.players[RED].site = 7
    assert Script(play_to_site(board, RED, RAIN_BOOTS, 7)).finished
    board.players[BLUE].site = 0
    assert Script(play_to_site(board, BLUE, ALCHEMIST, 0)).finished
    assert (board.players[RED].secrets, board.players[BLUE].secrets) == (1, 1)


def test_ancient_city_gives_2_warbands_for_an_order_card_site_reference_homeland():
    board = board_with(s0="Ancient City")
    assert Script(play_to_site(board, RED, WRESTLERS, 0)).finished
    assert (board.players[RED].warbands, board.players[RED].bank) == (2, 12)


def test_the_wastes_give_the_relic_there_for_a_discord_card_without_its_price_site_reference_homeland():
    """Reading: "as if recovering it" takes it without paying the recover cost (2 secrets at the Wastes)."""
    board = make_board()
    board.sites[6].relics = [STICKY_FIRE]
    board.players[RED].site, board.players[RED].secrets = 6, 2
    assert Script(play_to_site(board, RED, MERCENARIES, 6)).finished
    assert (board.players[RED].relics, board.sites[6].relics, board.players[RED].secrets) == ([STICKY_FIRE], [], 2)


def test_deep_woods_let_you_pick_one_of_several_relics_for_a_beast_card_site_reference_homeland():
    board = board_with(s6="Deep Woods")
    board.sites[6].relics = [STICKY_FIRE, BRASS_HORSE]
    board.players[RED].site = 6
    assert Script(play_to_site(board, RED, ERRAND_BOY, 6), {"relic_at": 1}).finished
    assert (board.players[RED].relics, board.sites[6].relics) == ([BRASS_HORSE], [STICKY_FIRE])


def test_a_full_great_slum_takes_a_card_after_a_discard_there_site_reference():
    board = make_board()
    board.sites[4].cards = [card(WRESTLERS), card(BATTLE_HONORS), card(BEAR_TRAPS)]
    board.players[RED].site = 4
    assert site_destinations(board, RED) == [4]
    run = Script(play_to_site(board, RED, ALCHEMIST, 4), {"discard": BATTLE_HONORS})
    assert run.decisions[0].choices == [{"discard": WRESTLERS}, {"discard": BATTLE_HONORS}, {"discard": BEAR_TRAPS}]
    assert [c.id for c in board.sites[4].cards] == [WRESTLERS, BEAR_TRAPS, ALCHEMIST]
    assert board.discards["Hinterland"] == [BATTLE_HONORS] and board.site_discards == [[4, "Order"]]


def test_the_great_slum_discard_is_optional_when_there_is_room_site_reference():
    board = make_board()
    board.sites[4].cards = [card(WRESTLERS)]
    board.players[RED].site = 4
    run = Script(play_to_site(board, RED, ALCHEMIST, 4), {"discard": None})
    assert run.decisions[0].choices[-1] == {"discard": None}
    assert [c.id for c in board.sites[4].cards] == [WRESTLERS, ALCHEMIST]


# --- Muster and Trade --------------------------------------------------------------------------------------------

def test_mustering_at_the_river_you_rule_gains_an_extra_warband_site_reference():
    board = make_board()
    red = board.players[RED]
    red.site, red.favor = 3, 2
    board.sites[3].cards = [card(WRESTLERS), card(BATTLE_HONORS)]
    assert Script(muster(board, RED, {"action": "muster", "card": WRESTLERS})).finished
    assert red.warbands == 2
    board.sites[3].warbands = {"Red": 1}
    assert Script(muster(board, RED, {"action": "muster", "card": BATTLE_HONORS})).finished
    assert (red.warbands, red.bank) == (2 + 3, 14 - 5)


def test_careless_gives_an_extra_favor_and_one_fewer_secret_cards_md_4():
    board = make_board()
    board.reliquary_modifiers = [CARELESS]
    chancellor = board.players[CHANCELLOR]
    chancellor.secrets, chancellor.favor = 1, 2
    chancellor.advisers = [card(BATTLE_HONORS), card(BEAR_TRAPS)]
    board.sites[0].cards = [card(WRESTLERS), card(ALCHEMIST)]
    assert Script(trade(board, CHANCELLOR, {"action": "trade", "card": ALCHEMIST, "for": "favor"})).finished
    assert (chancellor.favor, board.favor_banks["Arcane"]) == (2 + 2, 1)
    assert Script(trade(board, CHANCELLOR, {"action": "trade", "card": WRESTLERS, "for": "secrets"})).finished
    assert (chancellor.favor, chancellor.secrets, board.favor_banks["Order"]) == (4 - 2 + 1, 0 + 1, 2)


# --- The Tribunal ------------------------------------------------------------------------------------------------

def tribunal_deal(board, *answers):
    terms = [{"give favor": 2}, {"give secrets": 0}, {"ask favor": 0}, {"ask secrets": 2}]
    return Script(tribunal(board, RED, {"action": "tribunal", "with": BLUE}), *terms, *answers)


def test_the_tribunal_binds_an_accepted_exchange_of_favor_and_secrets_law_7_6_3():
    board = board_with(s0="The Tribunal")
    board.players[RED].favor, board.players[BLUE].secrets = 3, 2
    assert tribunal_offers(board, RED) == [{"action": "tribunal", "with": other} for other in (2, 3, 0)]
    run = tribunal_deal(board, {"accept": True})
    assert run.finished and run.decisions[-1].player == BLUE
    assert (board.players[RED].favor, board.players[RED].secrets) == (1, 2)
    assert (board.players[BLUE].favor, board.players[BLUE].secrets) == (2, 0)


def test_a_declined_tribunal_deal_changes_nothing_law_7_6_3():
    board = board_with(s0="The Tribunal")
    board.players[RED].favor, board.players[BLUE].secrets = 3, 2
    assert tribunal_deal(board, {"accept": False}).finished
    assert (board.players[RED].favor, board.players[BLUE].secrets) == (3, 2)


def test_the_tribunal_needs_your_pawn_there_or_its_rule_law_7_1_1():
    board = board_with(s0="The Tribunal")
    board.players[RED].site = 1
    assert tribunal_offers(board, RED) == []
    board.sites[0].warbands = {"Red": 1}
    assert len(tribunal_offers(board, RED)) == 3
