"""The Archive's Muster, Trade and Travel modifiers (Law 7.4): chosen in the move ("with"), or bound when they say
"must" (7.4.1), paid at the start, and read by the action at its hook points.

Red (seat 1) stands on the Plains (slot 0, Cradle); slots 2-4 are the Provinces, 5-7 the Hinterland."""

from engine.oath.abilities.arcane import INITIATION_RITE, MAP_LIBRARY, PORTAL, SECRET_SIGNAL
from engine.oath.abilities.beast import BIRDSONG, VOW_OF_BEASTKIN
from engine.oath.abilities.discord import DOWNTRODDEN
from engine.oath.abilities.hearth import AWAITED_RETURN, ROWDY_PUB
from engine.oath.abilities.nomad import A_FAST_STEED, HOSPITALITY, SPECIAL_ENVOY
from engine.oath.abilities.order import KNIGHTS_ERRANT, TYRANT
from engine.oath.abilities.reliquary import CARELESS
from engine.oath.actions.trade import muster, muster_offers, trade, trade_offers
from engine.oath.actions.travel import free_travel, travel
from engine.oath.actions.travel import offers as travel_offers
from engine.oath.cards import card_named
from engine.oath.dice import BLANK, SWORD
from engine.oath.flow import act
from tests.oath.harness import BLUE, CHANCELLOR, RED, Script, card, forced, make_board

WRESTLERS, WOLVES, LONGBOWS = card_named("Wrestlers").id, card_named("Wolves").id, card_named("Longbows").id
NOMAD = card_named("Convoys").id              # a Nomad card
WASTES, STEPPE = 6, 7                           # Hinterland sites with no power on Travel


def red_board():
    board = make_board()
    board.turn = RED
    return board, board.players[RED]


def with_cards(move: dict) -> list:
    return move.get("with", [])


# --- Muster: 73 Initiation Rite ----------------------------------------------------------------------------------

def test_initiation_rite_musters_with_a_secret_on_the_card_instead_of_a_favor_law_7_4_1():
    """73 Initiation Rite, Law 5.2.1, 7.4.1: mandatory, so the plain Muster is the one offered and it pays a secret."""
    board, red = red_board()
    red.advisers.append(card(INITIATION_RITE))
    red.favor, red.secrets = 2, 1
    board.sites[0].cards = [card(WRESTLERS)]
    assert muster_offers(board, RED) == [{"action": "muster", "card": WRESTLERS}]
    assert Script(muster(board, RED, {"action": "muster", "card": WRESTLERS})).finished
    assert (red.supply, red.favor, red.secrets, red.warbands, red.bank) == (6, 2, 0, 2, 12)
    assert board.sites[0].cards == [card(WRESTLERS, secrets=1)]


def test_initiation_rite_with_no_secret_forbids_mustering_law_7_4_1():
    """73 Initiation Rite: favor cannot stand in for the secret the card demands."""
    board, red = red_board()
    red.advisers.append(card(INITIATION_RITE))
    red.favor, red.secrets = 3, 0
    board.sites[0].cards = [card(WRESTLERS)]
    assert muster_offers(board, RED) == []


# --- Muster: 81 Downtrodden --------------------------------------------------------------------------------------

def test_downtrodden_gains_2_extra_warbands_on_a_card_of_the_poorest_bank_law_7_4():
    """81 Downtrodden: the Order bank holds strictly the fewest favor."""
    board, red = red_board()
    red.advisers.append(card(DOWNTRODDEN))
    red.favor = 1
    board.favor_banks["Order"] = 1
    board.sites[0].cards = [card(WRESTLERS)]
    assert muster_offers(board, RED) == [{"action": "muster", "card": WRESTLERS},
                                         {"action": "muster", "card": WRESTLERS, "with": [DOWNTRODDEN]}]
    Script(muster(board, RED, {"action": "muster", "card": WRESTLERS, "with": [DOWNTRODDEN]}))
    assert (red.supply, red.favor, red.warbands, red.bank) == (6, 0, 4, 10)
    assert board.favor_banks["Order"] == 1 and board.modifying == []


def test_downtrodden_is_not_offered_when_the_fewest_is_tied_law_7_4():
    """81 Downtrodden: "strictly the fewest" — a tie with another bank is not fewest."""
    board, red = red_board()
    red.advisers.append(card(DOWNTRODDEN))
    red.favor = 1
    board.favor_banks["Order"] = board.favor_banks["Beast"] = 1
    board.sites[0].cards = [card(WRESTLERS)]
    assert muster_offers(board, RED) == [{"action": "muster", "card": WRESTLERS}]


# --- Muster: 120 Knights Errant ----------------------------------------------------------------------------------

def knights_board():
    """Nobody rules the Plains, so the bandits are a defender there (Law 5.5.1)."""
    board, red = red_board()
    red.advisers.append(card(KNIGHTS_ERRANT))
    red.favor, red.supply = 1, 1
    board.sites[0].cards = [card(WRESTLERS)]
    return board, red


def test_knights_errant_campaigns_after_mustering_paying_no_supply_law_7_4():
    """120 Knights Errant: the Muster's 1 Supply is all that is spent; the Campaign's 2 are not (Law 5.5.1)."""
    board, red = knights_board()
    move = {"action": "muster", "card": WRESTLERS, "with": [KNIGHTS_ERRANT]}
    assert move in muster_offers(board, RED)
    forced(board, defense=[BLANK], attack=[SWORD, SWORD, SWORD])      # 2 dice and the Plains' one
    run = Script(muster(board, RED, move), {"defender": "bandits"}, {"target": "done"}, {"attack dice": 2},
                 {"place": 2})
    assert [d.kind for d in run.decisions] == ["knights errant campaign", "campaign target", "campaign attack dice",
                                               "campaign place"]
    assert run.decisions[0].choices[-2:] == [{"defender": "bandits"}, {"defender": "none"}]
    assert (red.supply, red.favor, red.warbands, red.bank) == (0, 0, 0, 12)
    assert board.sites[0].warbands == {"Red": 2} and board.sites[0].cards == [card(WRESTLERS, favor=1)]


def test_knights_errant_campaign_may_be_declined_law_7_1_3():
    """120 Knights Errant: "you may campaign"."""
    board, red = knights_board()
    run = Script(muster(board, RED, {"action": "muster", "card": WRESTLERS, "with": [KNIGHTS_ERRANT]}),
                 {"defender": "none"})
    assert run.finished and (red.supply, red.warbands, red.bank) == (0, 2, 12)


def test_knights_errant_is_not_offered_with_no_one_to_attack_law_5_5_1():
    """120 Knights Errant: Red rules the Plains and no pawn shares it, so there is no defender."""
    board, red = knights_board()
    board.sites[0].warbands = {"Red": 1}
    for other in (CHANCELLOR, BLUE, 3):
        board.players[other].site = 4
    assert muster_offers(board, RED) == [{"action": "muster", "card": WRESTLERS}]


# --- Muster: 144 Rowdy Pub ---------------------------------------------------------------------------------------

def test_rowdy_pub_gains_an_extra_warband_when_mustering_from_it_law_7_4():
    """144 Rowdy Pub: the Muster puts its favor on Rowdy Pub itself."""
    board, red = red_board()
    red.favor = 2
    board.sites[0].cards = [card(ROWDY_PUB), card(WRESTLERS)]
    offers = muster_offers(board, RED)
    assert {"action": "muster", "card": ROWDY_PUB, "with": [ROWDY_PUB]} in offers
    assert not any(m["card"] == WRESTLERS and with_cards(m) for m in offers)
    Script(muster(board, RED, {"action": "muster", "card": ROWDY_PUB, "with": [ROWDY_PUB]}))
    assert (red.favor, red.warbands, red.bank) == (1, 3, 11)
    assert board.sites[0].cards == [card(ROWDY_PUB, favor=1), card(WRESTLERS)]


# --- Muster: 196 Vow of Beastkin ---------------------------------------------------------------------------------

def test_vow_of_beastkin_musters_only_on_a_card_matching_an_adviser_with_an_extra_warband_law_7_4_1():
    """196 Vow of Beastkin: the Vow is a Beast adviser, so Wolves may be used; Wrestlers (Order) may not."""
    board, red = red_board()
    red.advisers.append(card(VOW_OF_BEASTKIN))
    red.favor = 1
    board.sites[0].cards = [card(WRESTLERS), card(WOLVES)]
    assert muster_offers(board, RED) == [{"action": "muster", "card": WOLVES}]
    Script(muster(board, RED, {"action": "muster", "card": WOLVES}))
    assert (red.favor, red.warbands, red.bank) == (0, 3, 11)


def test_vow_of_beastkin_allows_the_suit_of_any_faceup_adviser_law_7_4_1():
    """196 Vow of Beastkin: an Order adviser opens Order cards; a facedown adviser has no suit."""
    board, red = red_board()
    red.advisers += [card(VOW_OF_BEASTKIN), card(LONGBOWS, faceup=False)]
    red.favor = 1
    board.sites[0].cards = [card(WRESTLERS), card(WOLVES)]
    assert muster_offers(board, RED) == [{"action": "muster", "card": WOLVES}]
    red.advisers[1].faceup = True                                        # Longbows is Order
    assert muster_offers(board, RED) == [{"action": "muster", "card": WRESTLERS}, {"action": "muster", "card": WOLVES}]


# --- Trade: 55 Secret Signal -------------------------------------------------------------------------------------

def test_secret_signal_turns_a_single_favor_into_two_law_7_4():
    """55 Secret Signal: no Order adviser, so a secret at Wrestlers would gain exactly 1 favor (Law 5.3.2 (a))."""
    board, red = red_board()
    red.advisers.append(card(SECRET_SIGNAL))
    red.secrets = 1
    board.sites[0].cards = [card(WRESTLERS)]
    move = {"action": "trade", "card": WRESTLERS, "for": "favor", "with": [SECRET_SIGNAL]}
    assert trade_offers(board, RED) == [{"action": "trade", "card": WRESTLERS, "for": "favor"}, move]
    Script(trade(board, RED, move))
    assert (red.supply, red.secrets, red.favor, board.favor_banks["Order"]) == (6, 0, 2, 1)


def test_secret_signal_is_not_offered_when_the_trade_gains_two_favor_law_7_4():
    """55 Secret Signal: "exactly one" — an Order adviser makes the Trade gain 2."""
    board, red = red_board()
    red.advisers += [card(SECRET_SIGNAL), card(LONGBOWS)]
    red.secrets = 1
    board.sites[0].cards = [card(WRESTLERS)]
    assert trade_offers(board, RED) == [{"action": "trade", "card": WRESTLERS, "for": "favor"}]


def test_secret_signal_adds_to_the_single_favor_careless_gives_a_trade_for_secrets_law_2_3():
    """55 Secret Signal with the Chancellor's Careless (Law 2.3): a Trade for secrets gains 1 favor, so 2."""
    board = make_board()
    board.turn = CHANCELLOR
    chancellor = board.players[CHANCELLOR]
    board.reliquary_modifiers.append(CARELESS)
    chancellor.advisers += [card(SECRET_SIGNAL), card(LONGBOWS)]
    chancellor.favor = 2
    board.sites[0].cards = [card(WRESTLERS)]
    move = {"action": "trade", "card": WRESTLERS, "for": "secrets", "with": [SECRET_SIGNAL]}
    assert move in trade_offers(board, CHANCELLOR)
    Script(trade(board, CHANCELLOR, move))
    assert (chancellor.favor, chancellor.secrets, board.favor_banks["Order"]) == (2, 0, 1)


# --- Trade: 76 Map Library ---------------------------------------------------------------------------------------

def library_board():
    """Map Library on the Mountain (slot 2, Provinces), where Red stands; Wrestlers on the River (3, Provinces),
    Wolves on the Steppe (7, Hinterland)."""
    board, red = red_board()
    red.site, red.secrets = 2, 1
    board.sites[2].cards = [card(MAP_LIBRARY)]
    board.sites[3].cards = [card(WRESTLERS)]
    board.sites[STEPPE].cards = [card(WOLVES)]
    return board, red


def test_map_library_trades_with_a_card_at_another_site_of_the_region_law_7_4():
    """76 Map Library: the secret goes onto Wrestlers at the River; the Order bank pays (Law 5.3.2 (a))."""
    board, red = library_board()
    move = {"action": "trade", "card": WRESTLERS, "for": "favor", "with": [MAP_LIBRARY]}
    offers = trade_offers(board, RED)
    assert move in offers and not any(m["card"] == WOLVES for m in offers)
    assert {"action": "trade", "card": WRESTLERS, "for": "favor"} not in offers       # not without it
    Script(trade(board, RED, move))
    assert board.sites[3].cards == [card(WRESTLERS, secrets=1)] and board.sites[2].cards == [card(MAP_LIBRARY)]
    assert (red.supply, red.secrets, red.favor, board.favor_banks["Order"]) == (6, 0, 1, 2)


def test_map_library_needs_your_pawn_at_its_site_even_if_you_rule_it_law_7_4():
    """76 Map Library: "while your pawn is at this site" — ruling it from the River is not enough."""
    board, red = library_board()
    board.sites[2].warbands = {"Red": 2}
    red.site = 3
    board.sites[4].cards = [card(WOLVES)]
    assert not any(m["card"] == WOLVES or with_cards(m) for m in trade_offers(board, RED))


def test_map_library_with_birdsong_trades_free_with_a_beast_card_elsewhere_in_the_region_law_7_4():
    """76 Map Library and 176 Birdsong together (Law 7.4: several modifiers on one action), no Supply left."""
    board, red = library_board()
    red.advisers.append(card(BIRDSONG))
    red.supply = 0
    board.sites[3].cards = [card(WOLVES)]
    move = {"action": "trade", "card": WOLVES, "for": "favor", "with": [BIRDSONG, MAP_LIBRARY]}
    assert trade_offers(board, RED) == [move]
    Script(trade(board, RED, move))
    assert board.sites[3].cards == [card(WOLVES, secrets=1)]
    assert (red.supply, red.secrets, red.favor, board.favor_banks["Beast"]) == (0, 0, 2, 1)


# --- Trade: 150 Awaited Return -----------------------------------------------------------------------------------

def test_awaited_return_trades_free_by_sacrificing_a_warband_law_7_4():
    """150 Awaited Return: with no Supply left, the sacrifice pays for the Trade."""
    board, red = red_board()
    red.advisers.append(card(AWAITED_RETURN))
    red.secrets, red.supply, red.warbands, red.bank = 1, 0, 2, 12
    board.sites[0].cards = [card(WRESTLERS)]
    move = {"action": "trade", "card": WRESTLERS, "for": "favor", "with": [AWAITED_RETURN]}
    assert trade_offers(board, RED) == [move]
    Script(trade(board, RED, move))
    assert (red.supply, red.warbands, red.bank, red.secrets, red.favor) == (0, 1, 13, 0, 1)


def test_awaited_return_needs_a_warband_on_your_board_law_7_4():
    """150 Awaited Return: nothing to sacrifice, no free Trade."""
    board, red = red_board()
    red.advisers.append(card(AWAITED_RETURN))
    red.secrets, red.supply = 1, 0
    board.sites[0].cards = [card(WRESTLERS)]
    assert trade_offers(board, RED) == []


# --- Trade: 176 Birdsong -----------------------------------------------------------------------------------------

def test_birdsong_trades_free_with_a_beast_card_not_an_order_one_law_7_4():
    """176 Birdsong: Wolves (Beast) is free; Wrestlers (Order) is not offered with it."""
    board, red = red_board()
    red.advisers.append(card(BIRDSONG))
    red.secrets = 1
    board.sites[0].cards = [card(WRESTLERS), card(WOLVES)]
    offers = trade_offers(board, RED)
    assert [m["card"] for m in offers if with_cards(m) == [BIRDSONG]] == [WOLVES]
    Script(trade(board, RED, {"action": "trade", "card": WOLVES, "for": "favor", "with": [BIRDSONG]}))
    assert (red.supply, red.favor, board.favor_banks["Beast"]) == (7, 2, 1)       # Birdsong is a Beast adviser


# --- Travel: 58 Portal -------------------------------------------------------------------------------------------

def test_portal_travels_free_from_its_site_for_a_secret_law_7_4():
    """58 Portal (1 secret): from the Wastes to the Plains would cost 4 (Law 5.6.1)."""
    board, red = red_board()
    red.site, red.secrets, red.supply = WASTES, 1, 0
    board.sites[WASTES].cards = [card(PORTAL)]
    move = {"action": "travel", "to": 0, "with": [PORTAL]}
    assert move in travel_offers(board, RED)
    Script(travel(board, RED, move))
    assert (red.site, red.supply, red.secrets) == (0, 0, 0)
    assert board.sites[WASTES].cards == [card(PORTAL, secrets=1)]


def test_portal_travels_free_to_its_site_only_for_its_ruler_law_7_1_1():
    """58 Portal: going to it from afar needs access, so Red must rule the Wastes."""
    board, red = red_board()
    red.secrets = 1
    board.sites[WASTES].cards = [card(PORTAL)]
    assert {"action": "travel", "to": WASTES, "with": [PORTAL]} not in travel_offers(board, RED)
    board.sites[WASTES].warbands = {"Red": 1}
    assert {"action": "travel", "to": WASTES, "with": [PORTAL]} in travel_offers(board, RED)
    assert {"action": "travel", "to": 3, "with": [PORTAL]} not in travel_offers(board, RED)


def test_portal_holding_a_secret_cannot_be_used_again_law_7_1_2():
    """58 Portal: its cost is placed on it, and a card holding a secret takes no more this turn."""
    board, red = red_board()
    red.site, red.secrets = WASTES, 1
    board.sites[WASTES].cards = [card(PORTAL, secrets=1)]
    assert not any(with_cards(m) for m in travel_offers(board, RED))


# --- Travel: 111 Tyrant ------------------------------------------------------------------------------------------

def test_tyrant_kills_a_warband_of_the_chosen_colour_at_the_destination_law_7_4_1():
    """111 Tyrant: mandatory; Blue and Red warbands stand there, Red chooses Blue's."""
    board, red = red_board()
    red.advisers.append(card(TYRANT))
    board.sites[1].warbands = {"Blue": 2, "Red": 1}
    assert {"action": "travel", "to": 1} in travel_offers(board, RED)
    run = Script(travel(board, RED, {"action": "travel", "to": 1}), {"kill": "Blue"})
    assert run.decisions[0].kind == "tyrant" and run.decisions[0].choices == [{"kill": "Blue"}, {"kill": "Red"}]
    assert board.sites[1].warbands == {"Blue": 1, "Red": 1} and board.players[BLUE].bank == 15


def test_tyrant_kills_even_your_own_last_warband_there_law_7_4_1():
    """111 Tyrant: "even your own", "if able": one colour there, no choice is asked."""
    board, red = red_board()
    red.advisers.append(card(TYRANT))
    board.sites[1].warbands = {"Red": 1}
    assert Script(travel(board, RED, {"action": "travel", "to": 1})).finished
    assert board.sites[1].warbands == {} and red.bank == 15


def test_tyrant_at_a_site_with_no_warband_does_nothing_law_7_1_3():
    board, red = red_board()
    red.advisers.append(card(TYRANT))
    assert Script(travel(board, RED, {"action": "travel", "to": 1})).finished
    assert (red.site, red.supply, red.bank) == (1, 6, 14)


# --- Travel: 158 Special Envoy -----------------------------------------------------------------------------------

def test_special_envoy_travels_free_and_ends_the_act_phase_law_7_4():
    """158 Special Envoy: in the Act phase (Law 4.2), the Travel is the last action; Rest follows."""
    board, red = red_board()
    red.advisers.append(card(SPECIAL_ENVOY))
    move = {"action": "travel", "to": STEPPE, "with": [SPECIAL_ENVOY]}
    assert move in travel_offers(board, RED)
    run = Script(act(board, RED), move)
    assert run.finished and len(run.decisions) == 1
    assert (red.site, red.supply, board.phase) == (STEPPE, 7, "rest")


def test_special_envoy_is_not_offered_for_a_travel_already_spending_no_supply_law_7_6_2():
    """158 Special Envoy only spares Supply, so a power's free Travel (Second Wind's) does not offer it."""
    board, red = red_board()
    red.advisers.append(card(SPECIAL_ENVOY))
    run = Script(free_travel(board, RED, "second wind travel", "Travel?", "Second Wind"))
    assert run.pending.choices and not any("with" in choice for choice in run.pending.choices)


def test_special_envoy_declined_leaves_the_act_phase_open_law_7_4_1():
    board, red = red_board()
    red.advisers.append(card(SPECIAL_ENVOY))
    run = Script(act(board, RED), {"action": "travel", "to": 1})
    assert not run.finished and run.pending.kind == "act" and (red.site, red.supply) == (1, 6)


# --- Travel: 171 Hospitality -------------------------------------------------------------------------------------

def test_hospitality_gains_a_favor_of_a_suit_shared_by_the_site_and_an_adviser_law_7_4():
    """171 Hospitality: a Nomad card at the destination matches Hospitality itself (a Nomad adviser)."""
    board, red = red_board()
    red.advisers.append(card(HOSPITALITY))
    board.sites[1].cards = [card(NOMAD), card(WRESTLERS)]
    move = {"action": "travel", "to": 1, "with": [HOSPITALITY]}
    assert move in travel_offers(board, RED)
    assert not any(m["to"] == 2 and with_cards(m) for m in travel_offers(board, RED))     # no matching card there
    assert Script(travel(board, RED, move)).finished
    assert (red.site, red.supply, red.favor, board.favor_banks["Nomad"]) == (1, 6, 1, 2)


def test_hospitality_lets_you_choose_between_matching_banks_law_7_4():
    """171 Hospitality: Nomad and Order both match; Red takes Order."""
    board, red = red_board()
    red.advisers += [card(HOSPITALITY), card(LONGBOWS)]
    board.sites[1].cards = [card(NOMAD), card(WRESTLERS)]
    run = Script(travel(board, RED, {"action": "travel", "to": 1, "with": [HOSPITALITY]}), {"suit": "Order"})
    assert run.decisions[0].choices == [{"suit": "Order"}, {"suit": "Nomad"}]
    assert (red.favor, board.favor_banks["Order"], board.favor_banks["Nomad"]) == (1, 2, 3)


# --- Travel: 172 A Fast Steed ------------------------------------------------------------------------------------

def test_a_fast_steed_travels_free_with_three_warbands_on_your_board_for_a_favor_law_7_4():
    """172 A Fast Steed (1 favor): three warbands is "three or fewer"."""
    board, red = red_board()
    red.advisers.append(card(A_FAST_STEED))
    red.favor, red.warbands, red.supply = 1, 3, 0
    move = {"action": "travel", "to": STEPPE, "with": [A_FAST_STEED]}
    assert move in travel_offers(board, RED)
    Script(travel(board, RED, move))
    assert (red.site, red.supply, red.favor, red.advisers[0].favor) == (STEPPE, 0, 0, 1)


def test_a_fast_steed_is_not_offered_with_four_warbands_on_your_board_law_7_4():
    board, red = red_board()
    red.advisers.append(card(A_FAST_STEED))
    red.favor, red.warbands = 1, 4
    assert not any(with_cards(m) for m in travel_offers(board, RED))
