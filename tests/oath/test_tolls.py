"""Tolls and prohibitions of a card's ruler (Law 7.1.4; engine/oath/ruler_powers.py, engine/oath/abilities/, by suit),
proved as a player would check them: the moves offered, what taking one pays, the board after.

make_board: the Chancellor is seat 0, Red, Blue, White after (Exiles unless made Citizens); every pawn on the
Plains (slot 0, Cradle), every site faceup and empty, Supply 7, no favor; it is Red's turn."""

from engine.oath.actions import ACTIONS
from engine.oath.actions.recover import offers as recover_offers
from engine.oath.actions.travel import free_travel
from engine.oath.cards import RELICS, card_named
from engine.oath.play import CONSPIRACY, play_card, play_choices
from engine.oath.rules import give_banner
from engine.oath.state import PEOPLES_FAVOR, PURPLE
from tests.oath.harness import BLUE, CHANCELLOR, RED, Script, card, make_board

FORCED_LABOR, TOLL_ROADS, CURFEW, WAY_STATION, SECRET_POLICE, GOSSIP = (
    card_named(name).id for name in ("Forced Labor", "Toll Roads", "Curfew", "Way Station", "Secret Police",
                                     "Gossip"))
WOLVES, SCRYER, ELDERS, WRESTLERS, LONGBOWS = (
    card_named(name).id for name in ("Wolves", "Scryer", "Elders", "Wrestlers", "Longbows"))
FAITH, ANCIENT_BLOODLINE = card_named("Faith").id, card_named("Ancient Bloodline").id
RELIC = next(iter(RELICS))
PLAINS, COAST, MOUNTAIN, RIVER = 0, 1, 2, 3                 # make_board's slots
SEARCH = {"action": "search", "from": "world"}


def red_turn(**options):
    board = make_board(**options)
    board.turn, board.phase = RED, "act"
    board.world = [WOLVES, SCRYER, ELDERS, WRESTLERS]
    return board


def at_site(board, slot, card_id, **warbands):
    board.sites[slot].cards.append(card(card_id))
    board.sites[slot].warbands.update(warbands)


def offers(board, player, name):
    return ACTIONS[name].offers(board, player)


def take(board, player, move):
    """Take the move up to its first decision (the toll, if any, is paid at its start)."""
    return Script(ACTIONS[move["action"]].take(board, player, move))


def favor(board):
    return [held.favor for held in board.players]


# --- 112 Forced Labor --------------------------------------------------------------------------------------------

def test_forced_labor_under_the_empire_an_exile_gives_the_chancellor_1_favor_to_search():
    """Forced Labor, cards.md 9, Law 6.6.3: the Empire rules it at the Plains (a purple warband); Red, an Exile,
    searches there for 1 favor given to the Chancellor, then searches as usual (the keep decision comes)."""
    board = red_turn()
    at_site(board, PLAINS, FORCED_LABOR, **{PURPLE: 1})
    board.players[RED].favor = 2
    assert SEARCH in offers(board, RED, "search")
    script = take(board, RED, SEARCH)
    assert script.pending.kind == "keep"
    assert favor(board)[:2] == [1, 1]
    assert board.players[RED].supply == 5
    assert board.log[0] == ("Red gives Chancellor 1 favor as a toll.", None, None)


def test_forced_labor_binds_no_imperial_player_and_no_one_away_from_its_rulers_sites():
    """Forced Labor, Law 10 "Enemy": the Chancellor and a Citizen search the Empire's site for nothing; Red, an
    Exile, at a site the Empire does not rule (the Lush Coast, the bandits') owes nothing either."""
    board = red_turn(citizens=("Blue",))
    at_site(board, PLAINS, FORCED_LABOR, **{PURPLE: 1})
    take(board, BLUE, SEARCH)
    assert favor(board) == [0, 0, 0, 0]
    board = red_turn()
    at_site(board, PLAINS, FORCED_LABOR, **{PURPLE: 1})
    board.players[RED].site = COAST
    assert SEARCH in offers(board, RED, "search")
    take(board, RED, SEARCH)
    assert favor(board) == [0, 0, 0, 0]


def test_forced_labor_under_the_bandits_every_searcher_there_burns_the_toll():
    """Forced Labor, cards.md 9 ("burned if bandits"), Law 10 "Enemy": at the Mountain with no warbands the bandits
    rule it and are everyone's enemy; the Chancellor searching there burns 1 favor to the shared bank."""
    board = red_turn()
    at_site(board, MOUNTAIN, FORCED_LABOR)
    board.players[CHANCELLOR].site = MOUNTAIN
    board.players[CHANCELLOR].favor = 1
    pool = board.favor_pool
    take(board, CHANCELLOR, SEARCH)
    assert favor(board) == [0, 0, 0, 0]
    assert board.favor_pool == pool + 1


def test_forced_labor_under_an_exile_is_paid_to_that_exile_at_every_site_they_rule():
    """Forced Labor: Blue, an Exile, rules it at the Mountain and rules the Plains too; Red searching at the Plains
    gives Blue 1 favor (the toll guards every site its ruler rules, not only Forced Labor's)."""
    board = red_turn()
    at_site(board, MOUNTAIN, FORCED_LABOR, Blue=1)
    board.sites[PLAINS].warbands = {"Blue": 1}
    board.players[RED].favor = 1
    take(board, RED, SEARCH)
    assert favor(board) == [0, 0, 1, 0]


def test_forced_labor_a_toll_red_cannot_pay_removes_the_search_from_the_offers():
    """Forced Labor, Law 9.3, 9.5: with no favor Red cannot give the toll, so no Search is offered at all; with
    the Forced Labor gone it is."""
    board = red_turn()
    at_site(board, PLAINS, FORCED_LABOR, **{PURPLE: 1})
    assert offers(board, RED, "search") == []
    board.sites[PLAINS].cards = []
    assert SEARCH in offers(board, RED, "search")


# --- 118 Toll Roads ----------------------------------------------------------------------------------------------

def test_toll_roads_travelling_to_a_site_its_exile_ruler_rules_costs_1_favor_to_that_ruler():
    """Toll Roads: Blue rules it at the Mountain and rules the River; Red travels to the River giving Blue 1
    favor and paying the Supply as usual (Cradle to Provinces: 2)."""
    board = red_turn()
    at_site(board, MOUNTAIN, TOLL_ROADS, Blue=1)
    board.sites[RIVER].warbands = {"Blue": 1}
    board.players[RED].favor = 1
    assert {"action": "travel", "to": RIVER} in offers(board, RED, "travel")
    take(board, RED, {"action": "travel", "to": RIVER})
    assert favor(board) == [0, 0, 1, 0]
    assert (board.players[RED].site, board.players[RED].supply) == (RIVER, 5)


def test_toll_roads_unpaid_removes_only_the_tolled_destinations():
    """Toll Roads, Law 9.5: Red without favor is not offered Blue's sites (the Mountain, the River) but is offered
    the Lush Coast and the Great Slum, which Blue does not rule."""
    board = red_turn()
    at_site(board, MOUNTAIN, TOLL_ROADS, Blue=1)
    board.sites[RIVER].warbands = {"Blue": 1}
    destinations = {move["to"] for move in offers(board, RED, "travel")}
    assert MOUNTAIN not in destinations and RIVER not in destinations
    assert {COAST, 4} <= destinations


def test_toll_roads_under_the_bandits_burns_and_under_the_empire_goes_to_the_chancellor():
    """Toll Roads, cards.md 9: ruled by the bandits (no warbands at the Mountain), the Chancellor travelling to the
    Lush Coast (a bandit site) burns 1 favor; once the Empire rules it, Red travelling to a purple site gives the
    Chancellor 1 favor, and a Citizen owes nothing."""
    board = red_turn()
    at_site(board, MOUNTAIN, TOLL_ROADS)
    board.players[CHANCELLOR].favor = 1
    pool = board.favor_pool
    take(board, CHANCELLOR, {"action": "travel", "to": COAST})
    assert (board.players[CHANCELLOR].favor, board.favor_pool) == (0, pool + 1)
    board = red_turn(citizens=("Blue",))
    at_site(board, MOUNTAIN, TOLL_ROADS, **{PURPLE: 1})
    board.sites[RIVER].warbands = {PURPLE: 1}
    board.players[RED].favor = 1
    take(board, RED, {"action": "travel", "to": RIVER})
    assert favor(board) == [1, 0, 0, 0]
    take(board, BLUE, {"action": "travel", "to": RIVER})
    assert favor(board) == [1, 0, 0, 0]


def test_toll_roads_binds_a_free_travel_which_spares_supply_not_favor():
    """Toll Roads, Law 7.6.2: a Travel spending no Supply (Second Wind's) offers Blue's River only to a Red who can
    pay the toll; Red with 1 favor goes there for it and no Supply."""
    board = red_turn()
    at_site(board, MOUNTAIN, TOLL_ROADS, Blue=1)
    board.sites[RIVER].warbands = {"Blue": 1}
    script = Script(free_travel(board, RED, "second wind travel", "Travel?", "Second Wind"))
    assert {"travel": RIVER} not in script.pending.choices and {"travel": COAST} in script.pending.choices
    board.players[RED].favor = 1
    Script(free_travel(board, RED, "second wind travel", "Travel?", "Second Wind"), {"travel": RIVER})
    assert (board.players[RED].site, board.players[RED].supply, favor(board)) == (RIVER, 7, [0, 0, 1, 0])


def test_toll_roads_where_an_enemy_chooses_the_destination_it_is_paid_once_chosen():
    """Toll Roads with the Shrouded Wood (Law 11): Blue rules both, so Blue chooses where Red goes among the sites
    Red can pay for; with no favor the River is not among them, with 1 it is and Red pays Blue on arriving."""
    board = red_turn(sites=["Shrouded Wood", "Lush Coast", "Mountain", "River", "Great Slum", "Rocky Coast",
                            "Wastes", "Steppe"])
    board.sites[PLAINS].warbands = {"Blue": 1}
    at_site(board, MOUNTAIN, TOLL_ROADS, Blue=1)
    board.sites[RIVER].warbands = {"Blue": 1}
    chosen = {"action": "travel", "to": None, "ruler chooses": True}
    assert offers(board, RED, "travel") == [chosen]
    script = take(board, RED, chosen)
    assert script.pending.player == BLUE and {"to": RIVER} not in script.pending.choices
    board.players[RED].favor = 1
    Script(ACTIONS["travel"].take(board, RED, chosen), {"to": RIVER})
    assert (board.players[RED].site, favor(board)) == (RIVER, [0, 0, 1, 0])


# --- 119 Curfew --------------------------------------------------------------------------------------------------

def test_curfew_trading_with_the_empires_card_costs_an_exile_1_favor_to_the_chancellor():
    """Curfew, Law 5.3.2: the Empire rules the Plains and so Curfew and Wolves there; Red trades a secret at Wolves
    for favor, first giving the Chancellor 1 favor, then gains 1 Beast favor."""
    board = red_turn()
    at_site(board, PLAINS, CURFEW, **{PURPLE: 1})
    at_site(board, PLAINS, WOLVES)
    board.players[RED].favor, board.players[RED].secrets = 1, 1
    move = {"action": "trade", "card": WOLVES, "for": "favor"}
    assert move in offers(board, RED, "trade")
    take(board, RED, move)
    assert favor(board) == [1, 1, 0, 0]                   # 1 paid, 1 gained from the Beast bank
    assert board.players[RED].secrets == 0 and board.sites[PLAINS].cards[1].secrets == 1


def test_curfew_the_toll_must_leave_enough_favor_for_the_trade_itself():
    """Curfew, Law 9.3, 9.5: with 2 favor Red could pay the toll but not then the Trade for secrets' 2 favor, so
    that Trade is not offered; with 3 it is, and it takes 1 toll and 2 favor on the card; with none, no Trade at
    the Empire's cards is offered at all."""
    board = red_turn()
    at_site(board, PLAINS, CURFEW, **{PURPLE: 1})
    at_site(board, PLAINS, WOLVES)
    board.players[RED].favor, board.players[RED].secrets = 2, 1
    moves = offers(board, RED, "trade")
    assert {"action": "trade", "card": WOLVES, "for": "secrets"} not in moves
    assert {"action": "trade", "card": WOLVES, "for": "favor"} in moves
    board.players[RED].favor = 3
    move = {"action": "trade", "card": WOLVES, "for": "secrets"}
    assert move in offers(board, RED, "trade")
    take(board, RED, move)
    assert favor(board) == [1, 0, 0, 0] and board.sites[PLAINS].cards[1].favor == 2
    board = red_turn()
    at_site(board, PLAINS, CURFEW, **{PURPLE: 1})
    board.players[RED].secrets = 1
    assert offers(board, RED, "trade") == []


def test_curfew_does_not_reach_cards_its_ruler_does_not_rule():
    """Curfew: Blue rules it at the Mountain; Wolves at the Plains (the bandits') trade toll-free for Red."""
    board = red_turn()
    at_site(board, MOUNTAIN, CURFEW, Blue=1)
    at_site(board, PLAINS, WOLVES)
    board.players[RED].secrets = 1
    move = {"action": "trade", "card": WOLVES, "for": "favor"}
    assert move in offers(board, RED, "trade")
    take(board, RED, move)
    assert favor(board) == [0, 1, 0, 0]


# --- 169 Way Station ---------------------------------------------------------------------------------------------

def test_way_station_its_ruler_travels_there_for_no_supply():
    """Way Station, Law 7.6.2: Blue rules it at the River; Blue, with no Supply left, is offered the River and goes
    there for nothing."""
    board = red_turn()
    at_site(board, RIVER, WAY_STATION, Blue=1)
    board.players[BLUE].supply = 0
    assert offers(board, BLUE, "travel") == [{"action": "travel", "to": RIVER}]
    take(board, BLUE, {"action": "travel", "to": RIVER})
    assert (board.players[BLUE].site, board.players[BLUE].supply, favor(board)) == (RIVER, 0, [0, 0, 0, 0])


def test_way_station_anyone_else_may_give_its_ruler_1_favor_to_travel_there_for_no_supply():
    """Way Station: Red is offered both Travels to the River, for Supply or for 1 favor to Blue; the second keeps
    the Supply; the Chancellor too may pay Blue."""
    board = red_turn()
    at_site(board, RIVER, WAY_STATION, Blue=1)
    board.players[RED].favor = 1
    tolled = {"action": "travel", "to": RIVER, "way_station": True}
    moves = offers(board, RED, "travel")
    assert {"action": "travel", "to": RIVER} in moves and tolled in moves
    take(board, RED, tolled)
    assert (board.players[RED].site, board.players[RED].supply, favor(board)) == (RIVER, 7, [0, 0, 1, 0])
    board.players[CHANCELLOR].favor = 1
    assert tolled in offers(board, CHANCELLOR, "travel")


def test_way_station_without_favor_only_the_supply_route_is_offered_and_the_bandits_burn_the_toll():
    """Way Station, Law 9.5, cards.md 9: Red with no favor is offered only the Travel for Supply; under the
    bandits (no warbands at the River) the favor Red gives is burnt."""
    board = red_turn()
    at_site(board, RIVER, WAY_STATION)
    moves = offers(board, RED, "travel")
    assert {"action": "travel", "to": RIVER} in moves
    assert not any(move.get("way_station") for move in moves)
    board.players[RED].favor = 1
    pool = board.favor_pool
    take(board, RED, {"action": "travel", "to": RIVER, "way_station": True})
    assert (board.players[RED].favor, board.players[RED].supply, board.favor_pool) == (0, 7, pool + 1)


def test_way_station_and_toll_roads_owe_both_tolls():
    """Way Station with Toll Roads, Law 7.1.4: Blue rules both; Red travelling to Way Station's site for the favor
    owes Toll Roads' toll as well, 2 favor in all; with only 1, that route is not offered."""
    board = red_turn()
    at_site(board, RIVER, WAY_STATION, Blue=1)
    at_site(board, MOUNTAIN, TOLL_ROADS, Blue=1)
    tolled = {"action": "travel", "to": RIVER, "way_station": True}
    board.players[RED].favor = 1
    assert tolled not in offers(board, RED, "travel")
    board.players[RED].favor = 2
    take(board, RED, tolled)
    assert (board.players[RED].supply, favor(board)) == (7, [0, 0, 2, 0])


# --- 113 Secret Police -------------------------------------------------------------------------------------------

def test_secret_police_an_enemy_at_its_rulers_site_cannot_play_a_vision_faceup():
    """Secret Police, Law 5.1.4.III: Blue rules it at the Plains where Red's pawn is; Red, an Exile, may play Faith
    facedown as an adviser or discard it, not reveal it; at the Lush Coast Red may."""
    board = red_turn()
    at_site(board, PLAINS, SECRET_POLICE, Blue=1)
    assert play_choices(board, RED, FAITH) == [{"play": "adviser", "faceup": False}, {"play": "discard"}]
    board.players[RED].site = COAST
    assert {"play": "vision"} in play_choices(board, RED, FAITH)


def test_secret_police_bars_the_conspiracy_but_not_its_rulers_friends():
    """Secret Police, Law 2.7, 10 "Enemy": under the Empire, Red (an Exile) cannot play the Conspiracy faceup at
    the purple Plains; Blue, a Citizen, can."""
    board = red_turn(citizens=("Blue",))
    at_site(board, PLAINS, SECRET_POLICE, **{PURPLE: 1})
    assert {"play": "conspiracy"} not in play_choices(board, RED, CONSPIRACY)
    assert {"play": "conspiracy"} in play_choices(board, BLUE, CONSPIRACY)


# --- 99 Gossip ---------------------------------------------------------------------------------------------------

def test_gossip_enemies_of_its_ruler_cannot_play_facedown_advisers_anywhere():
    """Gossip, Law 5.1.4.II: the Empire rules it at the Mountain; Red, an Exile at the Plains, may play Wolves to
    the site, faceup as an adviser or discard it, but not facedown; the Chancellor may."""
    board = red_turn()
    at_site(board, MOUNTAIN, GOSSIP, **{PURPLE: 1})
    assert play_choices(board, RED, WOLVES) == [
        {"play": "site", "site": PLAINS}, {"play": "adviser", "faceup": True}, {"play": "discard"}]
    assert {"play": "adviser", "faceup": False} in play_choices(board, CHANCELLOR, WOLVES)
    board.sites[MOUNTAIN].cards = []
    assert {"play": "adviser", "faceup": False} in play_choices(board, RED, WOLVES)


def test_gossip_under_the_bandits_binds_everyone():
    """Gossip, Law 10 "Enemy": the bandits rule it (no warbands), so even the Chancellor cannot play a Vision
    facedown as an adviser."""
    board = red_turn()
    at_site(board, MOUNTAIN, GOSSIP)
    assert play_choices(board, CHANCELLOR, FAITH) == [{"play": "discard"}]


# --- 165 Ancient Bloodline ---------------------------------------------------------------------------------------

def bloodline_board(blue_faceup=True, **options):
    """Blue holds Ancient Bloodline and rules the Lush Coast (Elders, Wolves there); Scryer lies at the Plains, the
    bandits'; Red holds the People's Favor, whose holder may first discard a card at a site of their region."""
    board = red_turn(**options)
    board.players[BLUE].advisers = [card(ANCIENT_BLOODLINE, blue_faceup)]
    at_site(board, COAST, ELDERS, Blue=1)
    at_site(board, COAST, WOLVES)
    at_site(board, PLAINS, SCRYER)
    give_banner(board, RED, PEOPLES_FAVOR)
    return board


def test_ancient_bloodline_its_holders_enemy_cannot_discard_denizens_at_the_holders_sites():
    """Ancient Bloodline, Law 5.1.4.I, 7.2.2: Red, Blue's enemy, playing Wrestlers with the People's Favor may first
    discard Scryer at the Plains but not Elders or Wolves at Blue's Lush Coast, which Red acts as if locked; then
    Red plays it and discards Scryer."""
    board = bloodline_board()
    script = Script(play_card(board, RED, WRESTLERS), {"play": "site", "site": PLAINS})
    assert script.pending.choices == [{"discard": SCRYER, "site": PLAINS}, {"discard": None}]
    board = bloodline_board()
    Script(play_card(board, RED, WRESTLERS), {"play": "site", "site": PLAINS}, {"discard": SCRYER, "site": PLAINS})
    assert board.sites[PLAINS].cards == [card(WRESTLERS)]
    assert board.sites[COAST].cards == [card(ELDERS), card(WOLVES)]


def test_ancient_bloodline_locks_nothing_for_its_holder_and_nothing_while_facedown():
    """Ancient Bloodline, Law 7.1.4 ("your enemies"), 7.2: in Blue's own turn, Blue with the People's Favor may
    discard Elders or Wolves at the Lush Coast; facedown, the adviser has no power, and Red may too."""
    board = bloodline_board()
    give_banner(board, BLUE, PEOPLES_FAVOR)
    board.turn = BLUE
    script = Script(play_card(board, BLUE, WRESTLERS), {"play": "site", "site": PLAINS})
    assert script.pending.choices == [{"discard": SCRYER, "site": PLAINS}, {"discard": ELDERS, "site": COAST},
                                      {"discard": WOLVES, "site": COAST}, {"discard": None}]
    board = bloodline_board(blue_faceup=False)
    script = Script(play_card(board, RED, WRESTLERS), {"play": "site", "site": PLAINS})
    assert {"discard": ELDERS, "site": COAST} in script.pending.choices


def test_ancient_bloodline_a_full_site_of_its_holder_takes_no_card_from_an_enemy():
    """Ancient Bloodline, Law 2.8.1, 5.1.4.I: the Lush Coast is full (capacity 3); Red with the People's Favor could
    play there after discarding a card there, but all of them are locked for Red, so the Lush Coast is not offered."""
    board = bloodline_board()
    at_site(board, COAST, LONGBOWS)
    assert {"play": "site", "site": COAST} not in play_choices(board, RED, WRESTLERS)
    board.turn = BLUE
    give_banner(board, BLUE, PEOPLES_FAVOR)
    assert {"play": "site", "site": COAST} in play_choices(board, BLUE, WRESTLERS)


def test_ancient_bloodline_its_holders_enemies_cannot_recover_relics_at_the_holders_sites():
    """Ancient Bloodline, Law 5.4.3, 10 "Take" (a relic taken moves from the site): Blue rules the Mountain, whose
    relic Red and the Chancellor (both Blue's enemies) are not offered; Blue is, and so is anyone once Blue's
    warband is gone (the bandits rule it)."""
    board = red_turn()
    board.players[BLUE].advisers = [card(ANCIENT_BLOODLINE)]
    board.sites[MOUNTAIN].warbands = {"Blue": 1}
    board.sites[MOUNTAIN].relics = [RELIC]
    for held in board.players:
        held.site, held.favor = MOUNTAIN, 2
    take_relic = {"action": "recover", "relic_at": 0}
    assert take_relic not in recover_offers(board, RED)
    assert take_relic not in recover_offers(board, CHANCELLOR)
    assert take_relic in recover_offers(board, BLUE)
    board.sites[MOUNTAIN].warbands = {}
    assert take_relic in recover_offers(board, RED)


def test_ancient_bloodline_held_by_a_citizen_guards_the_empires_sites_from_exiles_only():
    """Ancient Bloodline, Law 10 "Rule", "Enemy": Blue, a Citizen, rules every purple site; Red, an Exile, cannot
    recover the relic at the purple Mountain; the Chancellor, Blue's friend, can, and takes it."""
    board = red_turn(citizens=("Blue",))
    board.players[BLUE].advisers = [card(ANCIENT_BLOODLINE)]
    board.sites[MOUNTAIN].warbands = {PURPLE: 1}
    board.sites[MOUNTAIN].relics = [RELIC]
    for held in board.players:
        held.site, held.favor = MOUNTAIN, 2
    take_relic = {"action": "recover", "relic_at": 0}
    assert take_relic not in recover_offers(board, RED)
    assert take_relic in recover_offers(board, CHANCELLOR)
    board.turn = CHANCELLOR
    Script(ACTIONS["recover"].take(board, CHANCELLOR, take_relic))
    assert board.players[CHANCELLOR].relics == [RELIC] and board.sites[MOUNTAIN].relics == []
    assert board.players[CHANCELLOR].favor == 0


def test_ancient_bloodline_keeps_a_power_from_discarding_at_the_holders_sites_for_an_enemy():
    """Ancient Bloodline, Law 7.2.2 for whoever looks: Red plays Threatening Roar (discard every Nomad and other Beast
    card at sites of your region); Elders and Wolves at Blue's Lush Coast stay for Red; with the Bloodline facedown
    both go, in the order Red chooses."""
    roar = card_named("Threatening Roar").id
    adviser = {"play": "adviser", "faceup": True}
    board = bloodline_board()
    assert Script(play_card(board, RED, roar), adviser).finished
    assert board.sites[COAST].cards == [card(ELDERS), card(WOLVES)]
    board = bloodline_board(blue_faceup=False)
    assert Script(play_card(board, RED, roar), adviser, {"card": WOLVES}).finished
    assert board.sites[COAST].cards == [] and board.discards["Provinces"][-2:] == [ELDERS, WOLVES]   # Wolves on top
