"""Archive cards reaching a zone in play, and the one-offs (engine/oath/abilities/, by suit): Salt the
Earth (a site's capacity, Law 2.8.1), Pilgrimage and the Great Spire (the Dispossessed, Law 8.5). Numbers in the
docstrings are printed card numbers."""

from engine.oath.actions.minor import become_citizen
from engine.oath.actions.search import offers, search
from engine.oath.actions.trade import muster, trade, trade_offers
from engine.oath.cards import card_named
from engine.oath.phases import wake
from engine.oath.play import has_room, play_card, play_choices
from engine.oath.state import PEOPLES_FAVOR
from engine.oath.victory import war_exhaustion
from tests.oath.harness import BLUE, RED, WHITE, Script, card, hold, make_board
from tests.oath.test_powers_played import offered, own_turn, play, use

SALT, PILGRIMAGE, KEEP, WOLVES, ELDERS, LONGBOWS, WRESTLERS, ALCHEMIST = (card_named(name).id for name in (
    "Salt the Earth", "Pilgrimage", "Keep", "Wolves", "Elders", "Longbows", "Wrestlers", "Alchemist"))
GREAT_SPIRE = card_named("Great Spire").id
VOW_OF_KINSHIP, CHARMING_FRIEND = card_named("Vow of Kinship").id, card_named("Charming Friend").id
MOUNTAIN = 2                                    # Provinces, capacity 2


def red_at_mountain():
    board = own_turn(make_board(), RED)
    board.players[RED].site = MOUNTAIN
    return board


# --- 89 Salt the Earth -----------------------------------------------------------------------------------------------

def test_salt_the_earth_is_played_to_a_full_site_discards_the_others_and_the_capacity_becomes_1():
    """89 Salt the Earth (WP), Law 2.8.1, 5.1.4.I, 10 "Discard": the Mountain (capacity 2) is full; Salt the Earth
    ignores it, Red gains the Discord favor, Wolves and Elders go to the Hinterland pile (after the Provinces), in
    the order Red chooses; the site then holds one card and has no room."""
    board = red_at_mountain()
    board.sites[MOUNTAIN].cards = [card(WOLVES), card(ELDERS, favor=1)]
    assert {"play": "site", "site": MOUNTAIN} in play_choices(board, RED, SALT)
    script = play(board, RED, SALT, {"play": "site", "site": MOUNTAIN}, {"card": ELDERS})
    assert script.finished
    assert board.sites[MOUNTAIN].cards == [card(SALT)]
    assert board.discards["Hinterland"] == [WOLVES, ELDERS]                    # Elders on top
    assert board.players[RED].favor == 1 and board.favor_banks["Discord"] == 2
    assert board.favor_banks["Nomad"] == 4                                     # Elders' favor back to its bank
    assert not has_room(board, MOUNTAIN)


def test_salt_the_earth_cannot_be_played_to_a_site_with_a_locked_card_law_7_2():
    """89 Salt the Earth: "cannot be played to a site with locked cards": the Keep (locked) is at the Mountain, which
    has room; Salt the Earth is site only, so it may only be discarded or played facedown."""
    board = red_at_mountain()
    board.sites[MOUNTAIN].cards = [card(KEEP)]
    assert play_choices(board, RED, SALT) == [{"play": "adviser", "faceup": False}, {"play": "discard"}]


def test_a_salted_site_takes_no_second_card_law_2_8_1():
    """89 Salt the Earth: the site's capacity is 1 while it lies there: another card is not offered to the Plains
    (capacity 3), where Salt the Earth alone lies."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(SALT)]
    assert {"play": "site", "site": 0} not in play_choices(board, RED, WOLVES)
    board.sites[0].cards = []
    assert {"play": "site", "site": 0} in play_choices(board, RED, WOLVES)


def test_salt_the_earth_with_the_peoples_favor_reaches_any_full_site_of_the_region_law_5_1_4_i():
    """89 Salt the Earth, Law 5.1.4.I: with the People's Favor any faceup site of Red's region (the Provinces) is a
    destination whatever its capacity, but not one holding a locked card (the River's Keep)."""
    board = red_at_mountain()
    hold(board, RED, PEOPLES_FAVOR)
    board.sites[MOUNTAIN].cards = [card(WOLVES), card(ELDERS)]
    board.sites[3].cards = [card(KEEP)]
    board.sites[4].cards = [card(LONGBOWS), card(WRESTLERS), card(ALCHEMIST)]
    sites = [choice["site"] for choice in play_choices(board, RED, SALT) if choice["play"] == "site"]
    assert sorted(sites) == [MOUNTAIN, 4]


# --- 161 Pilgrimage --------------------------------------------------------------------------------------------------

def test_pilgrimage_swaps_the_sites_denizens_with_the_dispossessed_onto_your_regions_pile():
    """161 Pilgrimage (WP), Law 8.5, 7.2.2, 10 "Peek": at the Mountain (Provinces) Wolves and Wrestlers go to the
    Dispossessed, the locked Keep stays; two cards drawn at random from it go onto the Provinces pile itself, and
    only Red has seen them."""
    board = red_at_mountain()
    board.sites[MOUNTAIN].cards = [card(WOLVES), card(KEEP)]
    board.sites[MOUNTAIN].cards.append(card(WRESTLERS, secrets=1))
    board.dispossessed = [ELDERS, LONGBOWS, ALCHEMIST]
    board.discards["Provinces"] = [SALT]
    script = play(board, RED, PILGRIMAGE, {"play": "adviser", "faceup": True})
    assert script.finished
    assert board.sites[MOUNTAIN].cards == [card(KEEP)]
    pile, kept = board.discards["Provinces"], board.dispossessed
    assert pile[0] == SALT and len(pile) == 3 and len(kept) == 3
    assert sorted(pile[1:] + kept) == sorted([ELDERS, LONGBOWS, ALCHEMIST, WOLVES, WRESTLERS])
    assert board.players[RED].seen == [{"what": "the cards drawn from the Dispossessed", "cards": pile[1:]}]
    assert board.players[RED].hidden_secrets == 1                             # Wrestlers' secret
    assert board.discards["Hinterland"] == []


def test_pilgrimage_with_no_denizen_to_move_does_nothing():
    """161 Pilgrimage: only the locked Keep is at Red's site: nothing moves, nothing is drawn."""
    board = red_at_mountain()
    board.sites[MOUNTAIN].cards = [card(KEEP)]
    board.dispossessed = [ELDERS]
    play(board, RED, PILGRIMAGE, {"play": "adviser", "faceup": True})
    assert board.dispossessed == [ELDERS] and board.discards["Provinces"] == []
    assert board.players[RED].advisers == [card(PILGRIMAGE)]


# --- the Great Spire -------------------------------------------------------------------------------------------------

def spire_board():
    """The Great Spire at the Plains, where Red stands with a secret; the world deck's top three are denizens."""
    board = own_turn(make_board(), RED)
    board.sites[0].cards = [card(GREAT_SPIRE)]
    board.players[RED].secrets = 1
    board.world = [KEEP, WOLVES, ELDERS, LONGBOWS]
    board.dispossessed = [WRESTLERS, ALCHEMIST]
    return board


def test_great_spire_swaps_a_drawn_denizen_for_a_random_dispossessed_card():
    """Great Spire (MOD:Search, 1 secret), Law 7.4, 8.5: Red swaps Longbows; a random card of the Dispossessed takes
    its place in hand, Longbows goes to the Dispossessed; Red keeps and plays the new card."""
    board = spire_board()
    move = {"action": "search", "from": "world", "with": [GREAT_SPIRE]}
    script = Script(search(board, RED, move), {"swap": LONGBOWS}, {"swap": None})
    assert script.decisions[0].kind == "spire swap" and script.decisions[0].private
    assert {"swap": None} in script.decisions[0].choices
    hand = board.players[RED].drawn
    new = next(card_id for card_id in hand if card_id in (WRESTLERS, ALCHEMIST))
    assert sorted(hand) == sorted([ELDERS, WOLVES, new])
    assert sorted(board.dispossessed) == sorted([{WRESTLERS, ALCHEMIST}.difference({new}).pop(), LONGBOWS])
    assert board.sites[0].cards == [card(GREAT_SPIRE, secrets=1)] and board.players[RED].secrets == 0
    assert script.pending.kind == "keep" and {"keep": new} in script.pending.choices


def test_great_spire_may_swap_nothing_and_stops_at_the_dispossesseds_size():
    """Great Spire: "any number": with one card in the Dispossessed only one swap is offered; declining leaves the
    hand as drawn."""
    board = spire_board()
    board.dispossessed = [WRESTLERS]
    move = {"action": "search", "from": "world", "with": [GREAT_SPIRE]}
    script = Script(search(board, RED, move), {"swap": ELDERS})
    assert script.pending.kind == "keep"                                      # no second swap asked
    assert sorted(board.players[RED].drawn) == sorted([WRESTLERS, WOLVES, LONGBOWS])
    board = spire_board()
    script = Script(search(board, RED, move), {"swap": None})
    assert sorted(board.players[RED].drawn) == sorted([ELDERS, WOLVES, LONGBOWS])
    assert board.dispossessed == [WRESTLERS, ALCHEMIST]


def test_great_spire_is_not_offered_with_an_empty_dispossessed():
    """Great Spire: nothing to swap with, so its secret would buy nothing (Law 9.5)."""
    board = spire_board()
    assert any(m.get("with") == [GREAT_SPIRE] for m in offers(board, RED))
    board.dispossessed = []
    assert not any(m.get("with") for m in offers(board, RED))


# --- 152 Vow of Kinship ----------------------------------------------------------------------------------------------

def kin_board():
    """Red has played Vow of Kinship: their favor lies in the Nomad bank (3 there, none on Red's board)."""
    board = own_turn(make_board(), RED)
    board.players[RED].advisers = [card(VOW_OF_KINSHIP)]
    return board


def test_vow_of_kinship_moves_all_your_favor_to_the_nomad_bank():
    """152 Vow of Kinship (WP): Red's 4 favor go to the Nomad bank (3 + 4)."""
    board = own_turn(make_board(), RED)
    board.players[RED].favor = 4
    play(board, RED, VOW_OF_KINSHIP, {"play": "adviser", "faceup": True})
    assert board.players[RED].favor == 0 and board.favor_banks["Nomad"] == 7
    assert board.players[RED].advisers == [card(VOW_OF_KINSHIP)]


def test_vow_of_kinship_paying_from_the_nomad_bank():
    """152 Vow of Kinship (PERS), Law 7.1.2: with no favor on their board Red may use the Elders (2 favor placed):
    the 2 favor come out of the Nomad bank onto the card."""
    board = kin_board()
    board.sites[0].cards = [card(ELDERS)]
    assert ELDERS in offered(board, RED)
    use(board, RED, ELDERS)
    assert board.favor_banks["Nomad"] == 1 and board.players[RED].favor == 0
    assert board.sites[0].cards == [card(ELDERS, favor=2)] and board.players[RED].secrets == 1


def test_vow_of_kinship_mustering_and_trading_spend_and_gain_through_the_nomad_bank():
    """152 Vow of Kinship, Law 5.2.1, 5.3.2: Red musters at the Wrestlers with a favor of the Nomad bank, then
    trades 2 more of it for secrets at the Longbows; a Trade for favor at the Alchemist puts the Arcane favor into
    the Nomad bank, not on Red's board."""
    board = kin_board()
    red = board.players[RED]
    red.secrets = 1
    board.sites[0].cards = [card(WRESTLERS), card(LONGBOWS), card(ALCHEMIST)]
    Script(muster(board, RED, {"action": "muster", "card": WRESTLERS}))
    assert board.favor_banks["Nomad"] == 2 and board.sites[0].cards[0] == card(WRESTLERS, favor=1)
    assert {"action": "trade", "card": LONGBOWS, "for": "secrets"} in trade_offers(board, RED)
    Script(trade(board, RED, {"action": "trade", "card": LONGBOWS, "for": "secrets"}))
    assert board.favor_banks["Nomad"] == 0 and board.sites[0].cards[1] == card(LONGBOWS, favor=2)
    Script(trade(board, RED, {"action": "trade", "card": ALCHEMIST, "for": "favor"}))
    assert (red.favor, board.favor_banks["Arcane"], board.favor_banks["Nomad"]) == (0, 2, 1)


def test_vow_of_kinship_with_an_empty_nomad_bank_pays_for_nothing():
    """152 Vow of Kinship: the Nomad bank is empty and Red's board bare, so the Elders is not offered."""
    board = kin_board()
    board.favor_banks["Nomad"] = 0
    board.sites[0].cards = [card(ELDERS)]
    assert ELDERS not in offered(board, RED)


def test_vow_of_kinship_favor_in_the_nomad_bank_cannot_be_taken_by_others():
    """152 Vow of Kinship, reading (Law 7.1.4): Blue's Charming Friend takes favor from a player's board; Red's favor
    lies in the Nomad bank, so Red is no target; a favor left on Red's board may be taken."""
    board = kin_board()
    board.turn = BLUE
    board.players[BLUE].advisers = [card(CHARMING_FRIEND)]
    board.players[BLUE].secrets = 1
    assert CHARMING_FRIEND not in offered(board, BLUE)
    board.players[RED].favor = 1                                           # favor left on the board is exposed
    use(board, BLUE, CHARMING_FRIEND)
    assert board.players[RED].favor == 0 and board.players[BLUE].favor == 1 and board.favor_banks["Nomad"] == 3


def test_vow_of_kinship_favor_taken_from_others_goes_to_the_nomad_bank():
    """152 Vow of Kinship: "favor you take goes to the Nomad bank": Red's Charming Friend takes Blue's favor."""
    board = kin_board()
    board.players[RED].advisers.append(card(CHARMING_FRIEND))
    board.players[RED].secrets, board.players[BLUE].favor = 1, 2
    use(board, RED, CHARMING_FRIEND)
    assert (board.players[BLUE].favor, board.players[RED].favor, board.favor_banks["Nomad"]) == (1, 0, 4)


# --- 85 False Prophet ------------------------------------------------------------------------------------------------

SANCTUARY, FAITH, CONQUEST = 210, 213, 214
FALSE_PROPHET = card_named("False Prophet").id


def prophet_board():
    """Blue and White are Exiles with revealed Visions (Conquest, Faith); Red plays False Prophet."""
    board = own_turn(make_board(), RED)
    board.players[BLUE].vision, board.players[WHITE].vision = CONQUEST, FAITH
    return board


def prophesy(board, vision=CONQUEST):
    return play(board, RED, FALSE_PROPHET, {"play": "adviser", "faceup": True}, {"vision": vision})


def test_false_prophet_puts_a_gained_warband_on_another_players_revealed_vision():
    """85 False Prophet (WP): Red, an Exile, gains a warband from their bank and puts it on Blue's Vision of
    Conquest, chosen among the revealed Visions."""
    board = prophet_board()
    script = prophesy(board)
    assert script.decisions[1].kind == "false prophet"
    assert script.decisions[1].choices == [{"vision": CONQUEST}, {"vision": FAITH}]
    assert board.vision_warbands == {str(CONQUEST): RED}
    assert (board.players[RED].bank, board.players[RED].warbands) == (13, 0)


def test_false_prophet_does_nothing_for_a_citizen():
    """85 False Prophet: "if you are an Exile": Red, a Citizen, puts no warband anywhere."""
    board = own_turn(make_board(citizens=("Red",)), RED)
    board.players[BLUE].vision = CONQUEST
    play(board, RED, FALSE_PROPHET, {"play": "adviser", "faceup": True})
    assert board.vision_warbands == {} and board.players[RED].bank == 14


def test_false_prophet_wins_at_wake_by_the_shared_vision_law_3_2():
    """85 False Prophet (WAKE), Law 3.2, 4.1.2: three Visions drawn, and Red rules more sites than anyone: Red, with
    no Vision of their own, counts Blue's Vision of Conquest as revealed and wins as a Visionary at their Wake."""
    board = prophet_board()
    prophesy(board)
    board.visions_drawn = 3
    board.sites[3].warbands = {"Red": 1}
    board.sites[4].warbands = {"Red": 1}
    board.sites[5].warbands = {"Blue": 1}
    Script(wake(board, RED))
    assert board.finished and board.outcome == {"victory": "Visionary", "winner": RED, "round": 1, "rule": "Law 3.2",
                                                "vision": "Conquest"}


def test_false_prophet_counts_the_shared_vision_at_war_exhaustion_law_3_4_3():
    """85 False Prophet, Law 3.4.3: after round 8 an Exile (Blue) holds the title Oathkeeper side up; Red meets the
    shared Vision of Conquest, Blue does not (Red rules more sites), so Red wins by War Exhaustion."""
    board = prophet_board()
    prophesy(board)
    board.visions_drawn, board.title_holder = 3, BLUE
    board.sites[3].warbands = {"Red": 1}
    war_exhaustion(board)
    assert board.outcome == {"victory": "War Exhaustion", "winner": RED, "round": 1, "rule": "Law 3.4.3",
                             "vision": "Conquest"}


def test_false_prophet_does_not_win_when_the_goal_is_unmet():
    """85 False Prophet (WAKE): a tie for most sites is not "more than anyone else" (Law 3.2)."""
    board = prophet_board()
    prophesy(board)
    board.visions_drawn = 3
    board.sites[3].warbands = {"Red": 1}
    board.sites[5].warbands = {"Blue": 1}
    Script(wake(board, RED))
    assert not board.finished


def test_false_prophet_takes_the_vision_when_it_is_discarded_and_reveals_it():
    """85 False Prophet: Blue reveals the Vision of Sanctuary, discarding Conquest (Law 5.1.4.III); Red's warband
    on it is killed, and Red, asked outside their turn, plays Conquest as if searched: to their own Revealed
    Vision space."""
    board = prophet_board()
    prophesy(board)
    board.turn = BLUE
    board.players[BLUE].drawn = [SANCTUARY]
    script = Script(play_card(board, BLUE, SANCTUARY), {"play": "vision"}, {"play": "vision"})
    assert script.finished and script.decisions[1].player == RED
    assert board.players[BLUE].vision == SANCTUARY and board.players[RED].vision == CONQUEST
    assert board.vision_warbands == {} and board.players[RED].bank == 14
    assert CONQUEST not in [card_id for pile in board.discards.values() for card_id in pile]


def test_false_prophet_discards_the_vision_when_its_exile_becomes_a_citizen():
    """85 False Prophet, Law 6.6.2 step 3: Blue becomes a Citizen and discards Conquest; Red chooses to discard it
    as from a Search: onto the pile after Red's region (Cradle -> Provinces)."""
    board = prophet_board()
    prophesy(board)
    script = Script(become_citizen(board, BLUE), {"play": "discard"})
    assert script.finished
    assert board.players[BLUE].vision is None and board.players[RED].vision is None
    assert board.discards["Provinces"] == [CONQUEST] and board.players[RED].bank == 14
