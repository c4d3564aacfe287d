"""Major-action modifiers (Law 7.4): chosen in the move, paid at the start, read by the action."""

from engine.oath.abilities.arcane import ACTING_TROUPE, MAGICIANS_CODE
from engine.oath.abilities.beast import ANIMAL_PLAYMATES, ERRAND_BOY, FOREST_PATHS, OLD_OAK
from engine.oath.abilities.hearth import WELCOMING_PARTY
from engine.oath.abilities.nomad import TENTS
from engine.oath.abilities.order import PRESSGANGS
from engine.oath.abilities.relics import (
    BOOK_OF_RECORDS,
    CRACKED_HORN,
    CUP_OF_PLENTY,
    DRAGONSKIN_DRUM,
    GRAND_MASK,
    RING_OF_DEVOTION,
    TRUTHFUL_HARP,
)
from engine.oath.actions.minor import move_offers
from engine.oath.actions.recover import offers as recover_offers
from engine.oath.actions.recover import recover
from engine.oath.actions.search import offers as search_offers
from engine.oath.actions.search import search
from engine.oath.actions.trade import muster, muster_offers, trade, trade_offers
from engine.oath.actions.travel import offers as travel_offers
from engine.oath.actions.travel import travel
from engine.oath.cards import card_named
from engine.oath.powers import Place, rules_card
from engine.oath.state import DARKEST_SECRET, PURPLE
from tests.oath.harness import RED, Script, card, make_board

WRESTLERS, WOLVES = card_named("Wrestlers").id, card_named("Wolves").id     # Order, Beast
LONGBOWS = card_named("Longbows").id


def red_board():
    board = make_board()
    board.turn = RED
    return board, board.players[RED]


# --- Travel ----------------------------------------------------------------------------------------------------

def test_tents_makes_travel_within_the_region_free_for_1_favor_law_7_4():
    board, red = red_board()
    red.advisers.append(card(TENTS))
    red.favor = 1
    moves = travel_offers(board, RED)
    assert {"action": "travel", "to": 1, "with": [TENTS]} in moves
    assert not any(m.get("with") == [TENTS] and m["to"] == 2 for m in moves)       # Provinces: not in the region
    assert Script(travel(board, RED, {"action": "travel", "to": 1, "with": [TENTS]})).finished
    assert (red.site, red.supply, red.favor, red.advisers[0].favor) == (1, 7, 0, 1)
    assert board.modifying == []                                                   # Law 7.4.2


def test_tents_offers_a_travel_the_supply_could_not_pay_law_7_4():
    board, red = red_board()
    red.advisers.append(card(TENTS))
    red.favor, red.supply = 1, 0
    assert travel_offers(board, RED) == [{"action": "travel", "to": 1, "with": [TENTS]}]


def test_forest_paths_travels_free_to_a_site_with_a_beast_card_law_7_6_2():
    board, red = red_board()
    red.advisers.append(card(FOREST_PATHS))
    red.favor = 1
    board.sites[6].cards.append(card(WOLVES))
    assert {"action": "travel", "to": 6, "with": [FOREST_PATHS]} in travel_offers(board, RED)
    Script(travel(board, RED, {"action": "travel", "to": 6, "with": [FOREST_PATHS]}))
    assert (red.site, red.supply, red.favor, red.advisers[0].favor) == (6, 7, 0, 1)


def test_dragonskin_drum_gains_a_warband_after_travelling_law_7_4():
    board, red = red_board()
    red.relics.append(DRAGONSKIN_DRUM)
    Script(travel(board, RED, {"action": "travel", "to": 1, "with": [DRAGONSKIN_DRUM]}))
    assert (red.site, red.supply, red.warbands, red.bank) == (1, 6, 1, 13)


def test_two_free_travel_modifiers_are_offered_together_and_both_paid_law_7_4():
    board, red = red_board()
    red.advisers += [card(TENTS), card(FOREST_PATHS)]
    board.sites[1].cards.append(card(WOLVES))
    red.favor = 2
    assert {"action": "travel", "to": 1, "with": [TENTS, FOREST_PATHS]} in travel_offers(board, RED)
    red.favor = 1                                                                  # cannot pay both
    assert {"action": "travel", "to": 1, "with": [TENTS, FOREST_PATHS]} not in travel_offers(board, RED)


# --- Muster ----------------------------------------------------------------------------------------------------

def test_pressgangs_musters_on_a_card_already_holding_favor_law_7_4():
    board, red = red_board()
    red.advisers.append(card(PRESSGANGS))
    board.sites[0].cards.append(card(WRESTLERS, favor=1))
    red.favor = 1
    assert muster_offers(board, RED) == [{"action": "muster", "card": WRESTLERS, "with": [PRESSGANGS]}]
    Script(muster(board, RED, {"action": "muster", "card": WRESTLERS, "with": [PRESSGANGS]}))
    assert (board.sites[0].cards[0].favor, red.favor, red.supply, red.warbands) == (2, 0, 6, 2)


def test_animal_playmates_musters_on_a_beast_card_for_no_supply_law_7_4():
    board, red = red_board()
    red.advisers.append(card(ANIMAL_PLAYMATES))
    board.sites[0].cards = [card(WOLVES), card(WRESTLERS)]
    red.favor = 1
    assert muster_offers(board, RED) == [{"action": "muster", "card": WOLVES},
                                         {"action": "muster", "card": WOLVES, "with": [ANIMAL_PLAYMATES]},
                                         {"action": "muster", "card": WRESTLERS}]
    Script(muster(board, RED, {"action": "muster", "card": WOLVES, "with": [ANIMAL_PLAYMATES]}))
    assert (red.supply, red.favor, red.warbands) == (7, 0, 2)


def test_ring_of_devotion_always_adds_2_warbands_to_muster_law_7_4_1():
    board, red = red_board()
    red.relics.append(RING_OF_DEVOTION)
    board.sites[0].cards.append(card(WRESTLERS))
    red.favor = 1
    assert muster_offers(board, RED) == [{"action": "muster", "card": WRESTLERS}]      # never chosen
    Script(muster(board, RED, {"action": "muster", "card": WRESTLERS}))
    assert (red.warbands, red.bank, board.modifying) == (4, 10, [])


def test_ring_of_devotion_forbids_placing_warbands_at_sites():
    """"You cannot place warbands at sites" (Law 7.4.1 "cannot")."""
    board, red = red_board()
    board.sites[0].warbands = {"Red": 1}
    red.warbands = 2
    assert {"action": "move_warbands", "to": "site", "count": 1} in move_offers(board, RED)
    red.relics.append(RING_OF_DEVOTION)
    assert [m for m in move_offers(board, RED) if m["to"] == "site"] == []


# --- Trade -----------------------------------------------------------------------------------------------------

def test_cup_of_plenty_trades_for_no_supply_when_the_card_matches_an_adviser_law_7_4():
    board, red = red_board()
    red.relics.append(CUP_OF_PLENTY)
    red.advisers.append(card(LONGBOWS))                                           # Order
    board.sites[0].cards = [card(WRESTLERS), card(WOLVES)]
    red.secrets = 1
    assert trade_offers(board, RED) == [{"action": "trade", "card": WRESTLERS, "for": "favor"},
                                        {"action": "trade", "card": WRESTLERS, "for": "favor", "with": [CUP_OF_PLENTY]},
                                        {"action": "trade", "card": WOLVES, "for": "favor"}]
    Script(trade(board, RED, {"action": "trade", "card": WRESTLERS, "for": "favor", "with": [CUP_OF_PLENTY]}))
    assert (red.supply, red.secrets, red.favor, board.favor_banks["Order"]) == (7, 0, 2, 1)


def test_acting_troupe_counts_as_the_traded_beast_card_suit_law_7_4():
    board, red = red_board()
    red.advisers.append(card(ACTING_TROUPE))
    board.sites[0].cards = [card(WOLVES)]
    red.secrets = 1
    Script(trade(board, RED, {"action": "trade", "card": WOLVES, "for": "favor", "with": [ACTING_TROUPE]}))
    assert (red.supply, red.favor, board.favor_banks["Beast"]) == (6, 2, 1)


def test_the_old_oak_gives_an_extra_secret_to_a_player_with_a_beast_adviser_law_7_4():
    board, red = red_board()
    board.sites[0].cards = [card(OLD_OAK)]
    red.favor = 2
    assert trade_offers(board, RED) == [{"action": "trade", "card": OLD_OAK, "for": "secrets"}]
    red.advisers.append(card(WOLVES))
    move = {"action": "trade", "card": OLD_OAK, "for": "secrets", "with": [OLD_OAK]}
    assert move in trade_offers(board, RED)
    Script(trade(board, RED, move))
    assert (red.favor, red.secrets, board.sites[0].cards[0].favor) == (0, 2, 2)   # 1 matching Beast + 1


# --- Recover ---------------------------------------------------------------------------------------------------

def test_magicians_code_pays_for_the_darkest_secret_with_2_gained_secrets_law_7_4():
    board, red = red_board()
    red.advisers.append(card(MAGICIANS_CODE))
    red.favor = 2
    move = {"action": "recover", "banner": DARKEST_SECRET, "with": [MAGICIANS_CODE]}
    assert [m for m in recover_offers(board, RED) if m["banner"] == DARKEST_SECRET] == [move]
    Script(recover(board, RED, move), {"pay": 2})
    banner = board.banners[DARKEST_SECRET]
    assert (banner.holder, banner.tokens, red.secrets, red.favor, red.advisers[0].favor) == (RED, 2, 1, 0, 2)


# --- Search ----------------------------------------------------------------------------------------------------

def test_errand_boy_searches_another_regions_discard_pile_law_7_4():
    board, red = red_board()
    red.advisers.append(card(ERRAND_BOY))
    red.favor = 1
    board.discards["Hinterland"] = [WOLVES]
    move = {"action": "search", "from": "discard", "region": "Hinterland", "with": [ERRAND_BOY]}
    assert move in search_offers(board, RED)
    assert {"action": "search", "from": "discard", "region": "Hinterland"} not in search_offers(board, RED)
    script = Script(search(board, RED, move), {"play": "discard"})
    assert script.finished
    assert (board.discards["Hinterland"], board.discards["Provinces"], red.favor, red.supply) == ([], [WOLVES], 0, 5)


def test_truthful_harp_draws_5_and_reveals_them_law_7_4():
    board, red = red_board()
    red.relics.append(TRUTHFUL_HARP)
    board.world = [0, 1, 2, 3, 4, 5]
    script = Script(search(board, RED, {"action": "search", "from": "world", "with": [TRUTHFUL_HARP]}),
                    {"keep": 3}, {"card": 1}, {"card": 2}, {"card": 4}, {"play": "discard"})   # Law 10 "Discard"
    keep = script.decisions[0]
    assert [c["keep"] for c in keep.choices] == [5, 4, 3, 2, 1] and not keep.private
    assert board.world == [0] and board.discards["Provinces"] == [5, 4, 2, 1, 3]


def test_cracked_horn_puts_the_discards_on_the_bottom_of_the_world_deck_law_7_4():
    board, red = red_board()
    red.relics.append(CRACKED_HORN)
    board.world = [7, 0, 1, 2]
    Script(search(board, RED, {"action": "search", "from": "world", "with": [CRACKED_HORN]}),
           {"keep": 1}, {"play": "adviser", "faceup": False})
    assert board.world == [0, 2, 7] and board.discards["Provinces"] == [] and red.drawn == []
    assert red.advisers == [card(1, faceup=False)]


def test_welcoming_party_gives_hearth_favor_for_a_faceup_play_but_not_a_facedown_adviser_law_7_4():
    board, red = red_board()
    board.sites[0].cards = [card(WELCOMING_PARTY)]
    board.world = [LONGBOWS, WRESTLERS]
    Script(search(board, RED, {"action": "search", "from": "world", "with": [WELCOMING_PARTY]}),
           {"keep": WRESTLERS}, {"play": "adviser", "faceup": True})
    assert (red.favor, board.favor_banks["Hearth"]) == (1, 2)
    board.world = [LONGBOWS]
    Script(search(board, RED, {"action": "search", "from": "world", "with": [WELCOMING_PARTY]}),
           {"play": "adviser", "faceup": False})
    assert (red.favor, board.favor_banks["Hearth"]) == (1, 2)


def test_book_of_records_gains_a_secret_instead_of_favor_when_playing_to_a_site_law_7_4_1():
    board, red = red_board()
    red.relics.append(BOOK_OF_RECORDS)
    board.world = [WRESTLERS]
    assert {"action": "search", "from": "world", "with": [BOOK_OF_RECORDS]} not in search_offers(board, RED)
    Script(search(board, RED, {"action": "search", "from": "world"}), {"play": "site", "site": 0})
    assert (red.secrets, red.favor, board.favor_banks["Order"], board.modifying) == (1, 0, 3, [])


# --- Grand Mask (persistent) ----------------------------------------------------------------------------------

def test_grand_mask_lets_an_exile_rule_imperial_sites_cards_in_their_turn():
    """cards.md 7 Grand Mask; battle plans excepted."""
    board, red = red_board()
    red.relics.append(GRAND_MASK)
    board.sites[2].warbands = {PURPLE: 1}
    at_site = Place("site", slot=2)
    assert rules_card(board, RED, at_site) and not rules_card(board, 0, at_site)
    assert not rules_card(board, RED, at_site, battle_plan=True) and rules_card(board, 0, at_site, battle_plan=True)
    board.turn = 0
    assert not rules_card(board, RED, at_site) and rules_card(board, 0, at_site)
