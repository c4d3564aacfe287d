"""The Archive's Search and Recover modifiers (Law 7.4, 5.1, 5.4): Augury, Observatory, Hunting Party, Crop Rotation,
Land Warden, News from Afar, Relic Worship, Mushrooms, New Growth, Wild Cry, Bracken.

Searches run on make_board: Red's turn, every pawn on the Plains (slot 0, the Cradle), so Red's discards go onto the
Provinces pile (Law 10 "Discard"); every Supply at 7, favor banks at 3. The world deck's top is the list's end."""

from engine.oath.abilities.arcane import AUGURY, OBSERVATORY
from engine.oath.abilities.beast import BRACKEN, ERRAND_BOY, MUSHROOMS, NEW_GROWTH, WILD_CRY
from engine.oath.abilities.hearth import CROP_ROTATION, LAND_WARDEN, NEWS_FROM_AFAR, WELCOMING_PARTY
from engine.oath.abilities.nomad import RELIC_WORSHIP
from engine.oath.abilities.order import HUNTING_PARTY
from engine.oath.abilities.relics import CRACKED_HORN, TRUTHFUL_HARP
from engine.oath.actions.recover import offers as recover_offers
from engine.oath.actions.recover import recover
from engine.oath.actions.search import offers as search_offers
from engine.oath.actions.search import search
from engine.oath.cards import RELICS, VISIONS, card_named
from engine.oath.dice import BLANK, SWORD
from engine.oath.rules import rules
from engine.oath.state import PEOPLES_FAVOR
from tests.oath.harness import BLUE, CHANCELLOR, RED, Script, card, forced, hold, make_board
from tests.oath.test_battle_plans import HERE, Run, scene

WRESTLERS, LONGBOWS, KEEP = (card_named(name).id for name in ("Wrestlers", "Longbows", "Keep"))       # Order
WOLVES, RANGERS = card_named("Wolves").id, card_named("Rangers").id                                   # Beast
TAVERN_SONGS, STORYTELLER = card_named("Tavern Songs").id, card_named("Storyteller").id                 # Hearth
VISION = list(VISIONS)[0]
RELIC = list(RELICS)[0]
PLAINS, LUSH_COAST, MOUNTAIN, RIVER, SLUM, ROCKY_COAST, WASTES = range(7)                  # make_board's slots


def red_board():
    board = make_board()
    board.turn = RED
    return board, board.players[RED]


def searching(board, move, *answers):
    return Script(search(board, RED, move), *answers)


def world_search(*cards):
    return {"action": "search", "from": "world", "with": list(cards)}


# --- 56 Augury -------------------------------------------------------------------------------------------------

def test_augury_draws_a_fourth_card_law_5_1_2():
    """Augury: "Draw one additional card": four drawn, one kept, three discarded in the order chosen."""
    board, red = red_board()
    red.advisers.append(card(AUGURY))
    board.world = [WRESTLERS, 1, 2, LONGBOWS, 5]
    assert world_search(AUGURY) in search_offers(board, RED)
    run = searching(board, world_search(AUGURY), {"keep": 2}, {"card": 5}, {"card": LONGBOWS}, {"play": "discard"})
    assert [choice["keep"] for choice in run.decisions[0].choices] == [5, LONGBOWS, 2, 1]
    assert board.world == [WRESTLERS] and board.discards["Provinces"] == [1, LONGBOWS, 5, 2]
    assert (red.supply, red.drawn, board.modifying) == (5, [], [])


def test_augury_still_stops_at_a_vision_law_5_1_2():
    """Augury: "(still stop when a Vision is drawn)": the Vision drawn second ends the draw and advances the track."""
    board, red = red_board()
    red.advisers.append(card(AUGURY))
    board.world = [WRESTLERS, 1, VISION, LONGBOWS]
    searching(board, world_search(AUGURY), {"keep": LONGBOWS}, {"play": "adviser", "faceup": True})
    assert board.world == [WRESTLERS, 1] and board.visions_drawn == 1
    assert board.discards["Provinces"] == [VISION] and red.advisers == [card(AUGURY), card(LONGBOWS)]


# --- 64 Observatory --------------------------------------------------------------------------------------------

def test_observatory_searches_another_regions_discard_pile_while_the_pawn_is_there_law_7_4():
    """Observatory: "While your pawn is at this site you may search any one region's discard pile"."""
    board, red = red_board()
    board.sites[PLAINS].cards.append(card(OBSERVATORY))
    board.discards["Hinterland"] = [WOLVES]
    move = {"action": "search", "from": "discard", "region": "Hinterland", "with": [OBSERVATORY]}
    assert move in search_offers(board, RED)
    assert {"action": "search", "from": "discard", "region": "Hinterland"} not in search_offers(board, RED)
    assert searching(board, move, {"play": "discard"}).finished
    assert (board.discards["Hinterland"], board.discards["Provinces"], red.supply) == ([], [WOLVES], 5)


def test_observatory_is_not_offered_to_its_ruler_whose_pawn_is_elsewhere():
    """Law 7.1.1 gives its ruler access, but the card's own text asks for the pawn at its site."""
    board, red = red_board()
    board.sites[PLAINS].cards.append(card(OBSERVATORY))
    board.sites[PLAINS].warbands = {"Red": 1}
    board.discards["Hinterland"] = [WOLVES]
    red.site = LUSH_COAST
    assert rules(board, RED, PLAINS)
    assert [move for move in search_offers(board, RED) if "region" in move] == []


# --- 122 Hunting Party -----------------------------------------------------------------------------------------

def test_hunting_party_campaigns_after_searching_the_world_deck_paying_no_supply_law_7_6_2():
    """Hunting Party: after the Search (its card played, Law 5.1.4), a Campaign against Blue, who rules Red's site,
    costs no Supply: Red spends only the Search's 2."""
    board = scene()
    red = board.players[RED]
    red.advisers.append(card(HUNTING_PARTY))
    board.world = [WRESTLERS]
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    run = Run(search(board, RED, world_search(HUNTING_PARTY)),
              {"play": [{"play": "discard"}], "hunting party campaign": [{"defender": BLUE}],
               "campaign attack dice": [{"attack dice": 2}]})
    hunt = next(d for d in run.decisions if d.kind == "hunting party campaign")
    assert hunt.choices == [{"defender": BLUE}, {"defender": CHANCELLOR}, {"defender": "none"}]   # pawn there too
    assert red.supply == 5 and board.sites[HERE].warbands == {} and board.modifying == []


def test_hunting_party_is_offered_only_for_the_world_deck_and_may_be_declined():
    board = scene()
    red = board.players[RED]
    red.advisers.append(card(HUNTING_PARTY))
    board.world, board.discards["Provinces"] = [WRESTLERS], [LONGBOWS]
    offered = search_offers(board, RED)
    assert world_search(HUNTING_PARTY) in offered
    assert not any(move.get("with") == [HUNTING_PARTY] and move["from"] == "discard" for move in offered)
    Script(search(board, RED, world_search(HUNTING_PARTY)), {"play": "discard"}, {"defender": "none"})
    assert (red.supply, red.warbands, board.sites[HERE].warbands) == (5, 3, {"Blue": 1})


# --- 128 Crop Rotation -----------------------------------------------------------------------------------------

def test_crop_rotation_may_first_discard_a_denizen_at_the_site_law_5_1_4_i():
    """Crop Rotation: "When playing a card to a site, you may first discard a denizen there": Wolves goes, with its
    favor to the Beast bank (Law 10 "Discard"); Longbows is played and Red gains the Order favor."""
    board, red = red_board()
    red.advisers.append(card(CROP_ROTATION))
    board.sites[PLAINS].cards = [card(WRESTLERS), card(WOLVES, favor=1)]
    board.world = [LONGBOWS]
    run = searching(board, world_search(CROP_ROTATION), {"play": "site", "site": PLAINS}, {"discard": WOLVES})
    assert run.decisions[1].choices == [{"discard": WRESTLERS}, {"discard": WOLVES}, {"discard": None}]
    assert board.sites[PLAINS].cards == [card(WRESTLERS), card(LONGBOWS)]
    assert board.discards["Provinces"] == [WOLVES] and board.favor_banks["Beast"] == 4
    assert (red.favor, board.favor_banks["Order"]) == (1, 2)


def test_crop_rotation_declined_leaves_the_site_as_it_was():
    board, red = red_board()
    red.advisers.append(card(CROP_ROTATION))
    board.sites[PLAINS].cards = [card(WRESTLERS)]
    board.world = [LONGBOWS]
    searching(board, world_search(CROP_ROTATION), {"play": "site", "site": PLAINS}, {"discard": None})
    assert board.sites[PLAINS].cards == [card(WRESTLERS), card(LONGBOWS)] and board.discards["Provinces"] == []


def test_crop_rotation_plays_to_a_full_site_by_discarding_there_never_a_locked_or_modifying_card_law_7_2_2_7_4_3():
    """A full Plains (capacity 3) takes the card only through Crop Rotation, and then the discard must be made: of
    Wrestlers, the locked Keep and Crop Rotation itself (modifying this Search), only Wrestlers may go, without
    asking."""
    board, red = red_board()
    board.sites[PLAINS].cards = [card(WRESTLERS), card(KEEP), card(CROP_ROTATION)]
    board.world = [LONGBOWS]
    plain = searching(board, {"action": "search", "from": "world"})
    assert {"play": "site", "site": PLAINS} not in plain.decisions[0].choices
    board, red = red_board()
    board.sites[PLAINS].cards = [card(WRESTLERS), card(KEEP), card(CROP_ROTATION)]
    board.world = [LONGBOWS]
    run = searching(board, world_search(CROP_ROTATION), {"play": "site", "site": PLAINS}, {"discard": WRESTLERS})
    assert run.decisions[1].choices == [{"discard": WRESTLERS}]
    assert board.sites[PLAINS].cards == [card(KEEP), card(CROP_ROTATION), card(LONGBOWS)]
    assert board.discards["Provinces"] == [WRESTLERS]


# --- 130 Land Warden -------------------------------------------------------------------------------------------

def test_land_warden_plays_two_drawn_cards_one_to_a_site_for_1_favor_law_7_4():
    """Land Warden: "You may play two of the cards you drew if at least one goes to a site": Longbows to the
    Plains, then Wrestlers as an adviser; the third card is discarded."""
    board, red = red_board()
    red.advisers.append(card(LAND_WARDEN))
    red.favor = 1
    board.world = [WOLVES, WRESTLERS, LONGBOWS]
    assert world_search(LAND_WARDEN) in search_offers(board, RED)
    run = searching(board, world_search(LAND_WARDEN), {"keep": LONGBOWS, "also": WRESTLERS},
                    {"play": "site", "site": PLAINS}, {"play": "adviser", "faceup": True})
    assert {"keep": WOLVES, "also": LONGBOWS} in run.decisions[0].choices
    assert board.sites[PLAINS].cards == [card(LONGBOWS)]
    assert red.advisers == [card(LAND_WARDEN, favor=1), card(WRESTLERS)]
    assert board.discards["Provinces"] == [WOLVES] and (red.favor, red.supply, red.drawn) == (1, 5, [])


def test_land_warden_second_card_must_go_to_a_site_when_the_first_did_not():
    """The first card went to the advisers, so the second may only go to a site, or be discarded (not played)."""
    board, red = red_board()
    red.advisers.append(card(LAND_WARDEN))
    red.favor = 1
    board.world = [WOLVES, WRESTLERS, LONGBOWS]
    run = searching(board, world_search(LAND_WARDEN), {"keep": LONGBOWS, "also": WRESTLERS},
                    {"play": "adviser", "faceup": False}, {"play": "site", "site": PLAINS})
    assert run.decisions[-1].choices == [{"play": "site", "site": PLAINS}, {"play": "discard"}]
    assert board.sites[PLAINS].cards == [card(WRESTLERS)] and red.advisers[1] == card(LONGBOWS, faceup=False)


def test_land_warden_is_not_offered_without_the_favor_to_pay():
    board, red = red_board()
    red.advisers.append(card(LAND_WARDEN))
    board.world = [WOLVES, WRESTLERS, LONGBOWS]
    assert not any(LAND_WARDEN in move.get("with", []) for move in search_offers(board, RED))


# --- 134 News from Afar ----------------------------------------------------------------------------------------

def test_news_from_afar_searches_for_no_supply_for_2_favor_law_7_4():
    """News from Afar: "Searching costs no Supply", offered even with no Supply left."""
    board, red = red_board()
    red.advisers.append(card(NEWS_FROM_AFAR))
    red.favor, red.supply = 2, 0
    board.world, board.discards["Cradle"] = [WRESTLERS], [LONGBOWS]
    assert search_offers(board, RED) == [world_search(NEWS_FROM_AFAR),
                                         {"action": "search", "from": "discard", "with": [NEWS_FROM_AFAR]}]
    searching(board, world_search(NEWS_FROM_AFAR), {"play": "discard"})
    assert (red.supply, red.favor, red.advisers[0].favor, board.discards["Provinces"]) == (0, 0, 2, [WRESTLERS])


def test_news_from_afar_is_not_offered_without_2_favor():
    board, red = red_board()
    red.advisers.append(card(NEWS_FROM_AFAR))
    red.favor, red.supply = 1, 0
    board.world = [WRESTLERS]
    assert search_offers(board, RED) == []


# --- 173 Relic Worship -----------------------------------------------------------------------------------------

def relic_at_mountain():
    board, red = red_board()
    red.site, red.favor, red.supply = MOUNTAIN, 2, 3                # the Mountain asks "burn 2 favor"
    board.sites[MOUNTAIN].relics = [RELIC]
    red.advisers.append(card(RELIC_WORSHIP))
    return board, red


def test_relic_worship_gains_3_supply_after_recovering_a_relic_law_7_4():
    board, red = relic_at_mountain()
    move = {"action": "recover", "relic_at": 0, "with": [RELIC_WORSHIP]}
    assert move in recover_offers(board, RED)
    Script(recover(board, RED, move))
    assert (red.relics, red.favor, red.supply, board.modifying) == ([RELIC], 0, 5, [])     # 3 - 1 + 3


def test_relic_worship_stops_at_7_supply_and_is_not_offered_for_a_banner_law_4_3_4():
    board, red = relic_at_mountain()
    red.supply = 7
    assert not any(move.get("banner") and move.get("with") for move in recover_offers(board, RED))
    Script(recover(board, RED, {"action": "recover", "relic_at": 0, "with": [RELIC_WORSHIP]}))
    assert red.supply == 7


# --- 183 Mushrooms ---------------------------------------------------------------------------------------------

def test_mushrooms_draws_only_the_bottom_card_of_your_regions_pile_for_no_supply_law_7_4():
    """Mushrooms: "Searching costs no Supply, but you draw only one card, from the bottom of your region's discard
    pile"; its cost, 1 secret, goes on it. Augury's extra card is not drawn: "only one"."""
    board, red = red_board()
    board.sites[PLAINS].cards.append(card(MUSHROOMS))
    red.advisers.append(card(AUGURY))
    red.secrets, red.supply = 1, 0
    board.discards["Cradle"] = [WOLVES, WRESTLERS, LONGBOWS]
    move = {"action": "search", "from": "discard", "with": [AUGURY, MUSHROOMS]}
    assert search_offers(board, RED) == [{"action": "search", "from": "discard", "with": [MUSHROOMS]}, move]
    searching(board, move, {"play": "adviser", "faceup": True})
    assert board.discards["Cradle"] == [WRESTLERS, LONGBOWS] and red.advisers == [card(AUGURY), card(WOLVES)]
    assert (red.supply, red.secrets, board.sites[PLAINS].cards[0].secrets) == (0, 0, 1)


def test_mushrooms_is_not_offered_for_the_world_deck_or_another_regions_pile():
    board, red = red_board()
    board.sites[PLAINS].cards.append(card(MUSHROOMS))
    red.advisers.append(card(ERRAND_BOY))
    red.secrets, red.favor = 1, 1
    board.world, board.discards["Hinterland"] = [WRESTLERS], [WOLVES]
    assert not any(MUSHROOMS in move.get("with", []) for move in search_offers(board, RED))


# --- 188 New Growth --------------------------------------------------------------------------------------------

def test_new_growth_plays_a_beast_or_hearth_card_to_any_site_with_room_law_5_1_4_i():
    """New Growth: "You may play Beast and Hearth cards to any site that has room": the Wastes (Hinterland) takes
    Wolves; a full site is not offered, nor is any other site for an Order card."""
    board, red = red_board()
    red.advisers.append(card(NEW_GROWTH))
    board.sites[WASTES].cards = [card(RANGERS)]                        # capacity 1: full
    board.world = [WOLVES]
    run = searching(board, world_search(NEW_GROWTH), {"play": "site", "site": ROCKY_COAST})
    sites = [choice["site"] for choice in run.decisions[0].choices if choice["play"] == "site"]
    assert sites == [PLAINS, LUSH_COAST, MOUNTAIN, RIVER, SLUM, ROCKY_COAST, 7]
    assert board.sites[ROCKY_COAST].cards == [card(WOLVES)] and (red.favor, board.favor_banks["Beast"]) == (1, 2)
    board.world = [LONGBOWS]
    run = searching(board, world_search(NEW_GROWTH), {"play": "discard"})
    assert [choice for choice in run.decisions[0].choices if choice["play"] == "site"] == \
        [{"play": "site", "site": PLAINS}]


def test_new_growth_to_another_region_keeps_the_peoples_favor_discard_in_your_region_law_5_1_4_i():
    """The People's Favor's holder may first discard a card at a site of their own region, wherever New Growth
    plays the card."""
    board, red = red_board()
    hold(board, RED, PEOPLES_FAVOR)
    red.advisers.append(card(NEW_GROWTH))
    board.sites[LUSH_COAST].cards = [card(WRESTLERS)]
    board.sites[ROCKY_COAST].cards = [card(LONGBOWS)]
    board.world = [TAVERN_SONGS]
    run = searching(board, world_search(NEW_GROWTH), {"play": "site", "site": ROCKY_COAST}, {"discard": None})
    assert run.decisions[1].choices == [{"discard": WRESTLERS, "site": LUSH_COAST}, {"discard": None}]
    assert board.sites[ROCKY_COAST].cards == [card(LONGBOWS), card(TAVERN_SONGS)]


# --- 189 Wild Cry ----------------------------------------------------------------------------------------------

def test_wild_cry_gains_1_supply_and_2_warbands_for_a_beast_card_played_law_7_4():
    board, red = red_board()
    red.advisers.append(card(WILD_CRY))
    board.world = [WOLVES]
    searching(board, world_search(WILD_CRY), {"play": "site", "site": PLAINS})
    assert (red.supply, red.warbands, red.bank) == (6, 2, 12)         # 7 - 2 + 1


def test_wild_cry_gives_nothing_for_a_facedown_adviser_or_another_suit():
    board, red = red_board()
    red.advisers.append(card(WILD_CRY))
    board.world = [WOLVES]
    searching(board, world_search(WILD_CRY), {"play": "adviser", "faceup": False})
    board.world = [LONGBOWS]
    searching(board, world_search(WILD_CRY), {"play": "adviser", "faceup": True})
    assert (red.supply, red.warbands) == (3, 0)


def test_wild_cry_and_welcoming_party_answer_for_both_cards_land_warden_plays():
    """Each card Land Warden lets Red play is a play of the Search (Law 5.1.4): two Beast cards, twice the gain."""
    board, red = red_board()
    red.advisers += [card(WILD_CRY), card(LAND_WARDEN)]
    board.sites[PLAINS].cards = [card(WELCOMING_PARTY)]
    red.favor = 1
    board.world = [RANGERS, WOLVES]
    searching(board, world_search(WILD_CRY, LAND_WARDEN, WELCOMING_PARTY), {"keep": WOLVES, "also": RANGERS},
              {"play": "site", "site": PLAINS}, {"play": "site", "site": PLAINS})
    assert board.sites[PLAINS].cards == [card(WELCOMING_PARTY), card(WOLVES), card(RANGERS)]
    assert (red.supply, red.warbands, red.favor, board.favor_banks["Hearth"]) == (7, 4, 4, 1)


# --- 197 Bracken -----------------------------------------------------------------------------------------------

def test_bracken_puts_the_discarded_cards_under_any_pile_law_7_4():
    """Bracken: "You may place all cards you discard on the top or bottom of any one discard pile (your region's
    included)": the two cards not kept go, in the order chosen, under the Cradle's pile."""
    board, red = red_board()
    red.advisers.append(card(BRACKEN))
    board.world = [WOLVES, WRESTLERS, LONGBOWS]
    board.discards["Cradle"] = [STORYTELLER]
    run = searching(board, world_search(BRACKEN), {"keep": LONGBOWS}, {"pile": "Cradle", "bottom": True},
                    {"card": WRESTLERS}, {"play": "adviser", "faceup": True})
    assert len(run.decisions[1].choices) == 6 and run.decisions[1].player == RED
    assert board.discards["Cradle"] == [WOLVES, WRESTLERS, STORYTELLER] and board.discards["Provinces"] == []


def test_bracken_puts_a_lone_kept_card_discarded_where_the_player_chooses():
    """The kept card discarded in step 4 (Law 5.1.4), the only card drawn: on top of the Hinterland pile."""
    board, red = red_board()
    red.advisers.append(card(BRACKEN))
    board.world = [WOLVES]
    board.discards["Hinterland"] = [STORYTELLER]
    searching(board, world_search(BRACKEN), {"play": "discard"}, {"pile": "Hinterland", "bottom": False})
    assert board.discards["Hinterland"] == [STORYTELLER, WOLVES] and red.drawn == []


def test_bracken_puts_every_card_of_the_search_on_one_pile():
    """"All cards you discard ... any one discard pile": the kept card discarded follows the others, unasked."""
    board, red = red_board()
    red.advisers.append(card(BRACKEN))
    board.world = [WOLVES, WRESTLERS]
    board.discards["Cradle"] = [STORYTELLER]
    run = searching(board, world_search(BRACKEN), {"keep": WOLVES}, {"pile": "Cradle", "bottom": True},
                    {"play": "discard"})
    assert [decision.kind for decision in run.decisions] == ["keep", "discard place", "play"]
    assert board.discards["Cradle"] == [WOLVES, WRESTLERS, STORYTELLER] and board.discards["Provinces"] == []


def test_a_search_without_bracken_asks_nothing_about_its_discards():
    board, red = red_board()
    board.world = [WOLVES, WRESTLERS]
    run = searching(board, {"action": "search", "from": "world"}, {"keep": WOLVES}, {"play": "discard"})
    assert [decision.kind for decision in run.decisions] == ["keep", "play"]
    assert board.discards["Provinces"] == [WRESTLERS, WOLVES]


# --- together ---------------------------------------------------------------------------------------------------

def test_cracked_horn_still_takes_the_crop_rotation_discard_under_the_world_deck():
    """Cracked Horn reads every discard of the Search (abilities/relics.py): Crop Rotation's too."""
    board, red = red_board()
    red.advisers.append(card(CROP_ROTATION))
    red.relics.append(CRACKED_HORN)
    board.sites[PLAINS].cards = [card(WRESTLERS)]
    board.world = [LONGBOWS]
    searching(board, world_search(CROP_ROTATION, CRACKED_HORN), {"play": "site", "site": PLAINS},
              {"discard": WRESTLERS})
    assert board.world == [WRESTLERS] and board.discards["Provinces"] == []
    assert board.sites[PLAINS].cards == [card(LONGBOWS)]


def test_truthful_harp_reveals_both_cards_land_warden_keeps():
    board, red = red_board()
    red.relics.append(TRUTHFUL_HARP)
    red.advisers.append(card(LAND_WARDEN))
    red.favor = 1
    board.world = [WOLVES, WRESTLERS]
    searching(board, world_search(TRUTHFUL_HARP, LAND_WARDEN), {"keep": WOLVES, "also": WRESTLERS},
              {"play": "site", "site": PLAINS}, {"play": "discard"})
    assert any("keeps Wolves and Wrestlers" in str(entry) for entry in board.log)
