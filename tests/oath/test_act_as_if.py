"""Trade modifiers that act as if (engine/oath/abilities/beast.py, arcane.py; Law 5.3, 7.4): 177 Small Friends (as if
your pawn were at a Beast site) and 78 Master of Disguise (as if you had another player's advisers).

Red (seat 1) stands on the Plains (slot 0, Cradle); the Steppe is slot 7 (Hinterland)."""

from engine.oath.abilities.arcane import MASTER_OF_DISGUISE
from engine.oath.abilities.beast import SMALL_FRIENDS
from engine.oath.actions.trade import trade, trade_offers
from engine.oath.cards import card_named
from engine.oath.state import Card
from tests.oath.harness import BLUE, RED, WHITE, Script, card, make_board

WOLVES, WRESTLERS, LONGBOWS, ELDERS, BIRDSONG, ALCHEMIST, OLD_OAK, AWAITED_RETURN = (card_named(name).id for name in (
    "Wolves", "Wrestlers", "Longbows", "Elders", "Birdsong", "Alchemist", "The Old Oak", "Awaited Return"))
STEPPE = 7


def red_board(*advisers):
    board = make_board()
    board.turn = RED
    red = board.players[RED]
    red.secrets, red.favor = 1, 2
    red.advisers = [card(adviser) for adviser in advisers]
    return board, red


# --- 177 Small Friends -----------------------------------------------------------------------------------------------

def test_small_friends_trades_at_a_site_with_a_beast_card_as_if_the_pawn_were_there():
    """177 Small Friends, Law 5.3.2 (a): Wolves (Beast) lies at the Steppe, so Red trades a secret with the Wrestlers
    there though their pawn is on the Plains: 1 favor from the Order bank (no Order adviser), 1 Supply."""
    board, red = red_board(SMALL_FRIENDS)
    board.sites[STEPPE].cards = [card(WOLVES), card(WRESTLERS)]
    move = {"action": "trade", "card": WRESTLERS, "for": "favor", "with": [SMALL_FRIENDS]}
    offers = trade_offers(board, RED)
    assert move in offers
    assert {"action": "trade", "card": WRESTLERS, "for": "favor"} not in offers              # not without it
    Script(trade(board, RED, move))
    assert board.sites[STEPPE].cards == [card(WOLVES), card(WRESTLERS, secrets=1)]
    assert (red.supply, red.secrets, red.favor, board.favor_banks["Order"]) == (6, 0, 3, 2)


def test_small_friends_counts_itself_as_a_matching_beast_adviser_at_the_beast_card():
    """177 Small Friends, Law 5.3.2 (b): trading 2 favor with Wolves gains a secret per matching adviser: Small
    Friends is a faceup Beast adviser, so 1 secret."""
    board, red = red_board(SMALL_FRIENDS)
    board.sites[STEPPE].cards = [card(WOLVES)]
    Script(trade(board, RED, {"action": "trade", "card": WOLVES, "for": "secrets", "with": [SMALL_FRIENDS]}))
    assert board.sites[STEPPE].cards == [card(WOLVES, favor=2)]
    assert (red.favor, red.secrets, red.supply) == (0, 2, 6)


def test_small_friends_reaches_no_site_without_a_beast_card_and_not_facedown():
    """177 Small Friends: the Steppe holds only the Wrestlers: nothing there is offered; a facedown Small Friends has
    no power (Law 5.1.4.II)."""
    board, red = red_board(SMALL_FRIENDS)
    board.sites[STEPPE].cards = [card(WRESTLERS)]
    board.sites[5].cards = [card(WOLVES, favor=1)]                  # a Beast card holding a token still counts
    board.sites[5].cards.append(card(LONGBOWS))
    offers = trade_offers(board, RED)
    assert not any(m["card"] == WRESTLERS for m in offers)
    assert {"action": "trade", "card": LONGBOWS, "for": "favor", "with": [SMALL_FRIENDS]} in offers
    red.advisers = [Card(SMALL_FRIENDS, faceup=False)]
    assert not any(m["card"] == LONGBOWS for m in trade_offers(board, RED))


def test_small_friends_uses_a_trade_modifier_at_the_beast_site_law_7_1_1():
    """177 Small Friends: "use trade modifiers there": The Old Oak (a Beast card) lies at the Steppe; Red, as if
    their pawn were there, trades 2 favor for secrets with it using its own modifier: 1 secret for the matching
    Beast adviser (Small Friends) and 1 more for The Old Oak."""
    board, red = red_board(SMALL_FRIENDS)
    board.sites[STEPPE].cards = [card(OLD_OAK)]
    move = {"action": "trade", "card": OLD_OAK, "for": "secrets", "with": [SMALL_FRIENDS, OLD_OAK]}
    assert move in trade_offers(board, RED)
    Script(trade(board, RED, move))
    assert (red.favor, red.secrets) == (0, 3) and board.sites[STEPPE].cards == [card(OLD_OAK, favor=2)]


def test_a_modifier_at_the_beast_site_goes_only_with_small_friends_on_a_card_there():
    """177 Small Friends, Law 7.1.1: Awaited Return at the Steppe (with Wolves) is reached only as if Red's pawn
    were there: offered with Small Friends for the Wolves, never for the Wrestlers at Red's own site."""
    board, red = red_board(SMALL_FRIENDS)
    red.warbands = 1
    board.sites[0].cards = [card(WRESTLERS)]
    board.sites[STEPPE].cards = [card(WOLVES), card(AWAITED_RETURN)]
    offers = trade_offers(board, RED)
    assert not any(AWAITED_RETURN in m.get("with", []) for m in offers if m["card"] == WRESTLERS)
    assert {"action": "trade", "card": WOLVES, "for": "favor", "with": [SMALL_FRIENDS, AWAITED_RETURN]} in offers
    assert {"action": "trade", "card": WOLVES, "for": "favor", "with": [AWAITED_RETURN]} not in offers
    Script(trade(board, RED, {"action": "trade", "card": WOLVES, "for": "favor",
                              "with": [SMALL_FRIENDS, AWAITED_RETURN]}))
    assert (red.supply, red.warbands, red.favor) == (7, 0, 4)         # free; 1 + Small Friends (Beast) favor


# --- 78 Master of Disguise -------------------------------------------------------------------------------------------

def test_master_of_disguise_trades_as_if_with_another_players_advisers():
    """78 Master of Disguise, Law 5.3.2 (a), 7.4: Red's own Longbows would match the Wrestlers (Order); Red chooses
    White's advisers instead, two faceup Order cards and a facedown one: 1 + 2 favor from the Order bank."""
    board, red = red_board(MASTER_OF_DISGUISE, LONGBOWS)
    board.favor_banks["Order"] = 5
    board.sites[0].cards = [card(WRESTLERS)]
    board.players[WHITE].advisers = [card(LONGBOWS), card(WRESTLERS), Card(ELDERS, faceup=False)]
    move = {"action": "trade", "card": WRESTLERS, "for": "favor", "with": [MASTER_OF_DISGUISE]}
    assert move in trade_offers(board, RED)
    script = Script(trade(board, RED, move), {"as": WHITE})
    assert script.decisions[0].kind == "disguise"
    assert script.decisions[0].choices == [{"as": other} for other in (2, 3, 0)]
    assert (red.favor, red.secrets, board.favor_banks["Order"]) == (5, 0, 2)
    assert board.sites[0].cards == [card(WRESTLERS, secrets=1)] and board.as_if == {}


def test_master_of_disguise_can_count_fewer_matches_than_your_own():
    """78 Master of Disguise: "instead of your own": Blue has no Order adviser, so Red's Longbows no longer counts
    and the Trade gains 1 favor."""
    board, red = red_board(MASTER_OF_DISGUISE, LONGBOWS)
    board.sites[0].cards = [card(WRESTLERS)]
    Script(trade(board, RED, {"action": "trade", "card": WRESTLERS, "for": "favor", "with": [MASTER_OF_DISGUISE]}),
           {"as": BLUE})
    assert (red.favor, board.favor_banks["Order"]) == (3, 2)


def test_master_of_disguise_is_never_chosen_with_your_other_advisers_modifiers():
    """78 Master of Disguise: "you cannot use your other advisers": Birdsong (an adviser's Trade modifier) is
    offered alone, Master of Disguise alone, never the two together (Law 7.4)."""
    board, _ = red_board(MASTER_OF_DISGUISE, BIRDSONG)
    board.sites[0].cards = [card(WOLVES)]
    withs = [m.get("with", []) for m in trade_offers(board, RED) if m["for"] == "favor"]
    assert sorted(withs) == sorted([[], [MASTER_OF_DISGUISE], [BIRDSONG]])


def test_master_of_disguise_is_not_combined_with_small_friends():
    """78 and 177: Small Friends is another of Red's advisers, so a Trade at the Steppe's Wolves is offered with
    Small Friends alone, never with Master of Disguise too (Law 7.4)."""
    board, _ = red_board(MASTER_OF_DISGUISE, SMALL_FRIENDS)
    board.sites[STEPPE].cards = [card(WOLVES)]
    withs = [m.get("with", []) for m in trade_offers(board, RED) if m["card"] == WOLVES and m["for"] == "favor"]
    assert withs == [[SMALL_FRIENDS]]
