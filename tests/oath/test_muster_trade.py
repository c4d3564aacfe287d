"""Muster (Law 5.2) and Trade (Law 5.3)."""

from engine.oath.actions.trade import muster, muster_offers, trade, trade_offers
from engine.oath.cards import card_named
from engine.oath.state import PURPLE
from tests.oath.harness import RED, Script, card, make_board

WRESTLERS, LONGBOWS, KEEP = card_named("Wrestlers").id, card_named("Longbows").id, card_named("Keep").id
ELDERS, WOLVES = card_named("Elders").id, card_named("Wolves").id
RAMPART, RUINED_RAMPART = card_named("Sprawling Rampart").id, card_named("Bandit Rampart").ruin_id   # Order edifice


def test_muster_puts_1_favor_on_the_card_and_gains_2_warbands():
    """Law 5.2.1-5.2.2."""
    board = make_board()
    board.sites[0].cards = [card(WRESTLERS)]
    red = board.players[RED]
    red.favor, red.warbands = 2, 3
    assert muster_offers(board, RED) == [{"action": "muster", "card": WRESTLERS}]
    assert Script(muster(board, RED, {"action": "muster", "card": WRESTLERS})).finished
    assert (red.supply, red.favor, red.warbands, red.bank) == (6, 1, 5, 12)
    assert board.sites[0].cards == [card(WRESTLERS, favor=1)]


def test_a_citizen_musters_purple_warbands_from_the_chancellors_bank():
    """Law 5.2.2, digest E.6.5."""
    board = make_board(citizens=["Red"])
    board.sites[0].cards = [card(WRESTLERS)]
    board.players[RED].favor = 1
    Script(muster(board, RED, {"action": "muster", "card": WRESTLERS}))
    assert board.players[RED].warbands == 2 and board.players[RED].bank == 14
    assert board.players[0].bank == 22 and board.players[RED].colour == "Red" and board.players[0].colour == PURPLE


def test_muster_with_one_warband_left_in_the_bank_gains_one():
    """Law 9.3."""
    board = make_board()
    board.sites[0].cards = [card(WRESTLERS)]
    board.players[RED].favor, board.players[RED].bank = 1, 1
    Script(muster(board, RED, {"action": "muster", "card": WRESTLERS}))
    assert board.players[RED].warbands == 1 and board.players[RED].bank == 0


def test_a_card_holding_a_token_a_ruin_or_no_favor_to_place_gives_no_muster():
    """Law 5.2.1, 7.1.2, 2.9: an intact edifice may be used, a ruin may not."""
    board = make_board()
    board.players[RED].favor = 1
    board.sites[0].cards = [card(WRESTLERS, favor=1), card(LONGBOWS, secrets=1), card(RUINED_RAMPART)]
    assert muster_offers(board, RED) == []
    board.sites[1].cards = [card(RAMPART)]
    board.players[RED].site = 1
    assert muster_offers(board, RED) == [{"action": "muster", "card": RAMPART}]
    board.players[RED].favor = 0
    assert muster_offers(board, RED) == []


def test_nothing_is_offered_without_supply():
    """Law 4.2."""
    board = make_board()
    board.sites[0].cards = [card(WRESTLERS)]
    board.players[RED].favor = board.players[RED].secrets = 3
    board.players[RED].supply = 0
    assert muster_offers(board, RED) == [] and trade_offers(board, RED) == []


def test_trade_a_secret_for_favor_counts_matching_faceup_advisers():
    """Law 5.3.2 (a): 1 favor plus 1 per faceup adviser of the card's suit; facedown advisers have no suit."""
    board = make_board()
    board.sites[0].cards = [card(WRESTLERS)]
    red = board.players[RED]
    red.secrets = 1
    red.advisers = [card(LONGBOWS), card(KEEP), card(card_named("Bear Traps").id, faceup=False)]
    Script(trade(board, RED, {"action": "trade", "card": WRESTLERS, "for": "favor"}))
    assert (red.supply, red.secrets, red.favor) == (6, 0, 3)
    assert board.favor_banks["Order"] == 0
    assert board.sites[0].cards == [card(WRESTLERS, secrets=1)]


def test_trade_takes_what_is_left_in_the_bank():
    """Law 9.3."""
    board = make_board()
    board.sites[0].cards = [card(WRESTLERS)]
    board.favor_banks["Order"] = 1
    red = board.players[RED]
    red.secrets = 1
    red.advisers = [card(LONGBOWS)]
    Script(trade(board, RED, {"action": "trade", "card": WRESTLERS, "for": "favor"}))
    assert red.favor == 1 and board.favor_banks["Order"] == 0


def test_trade_favor_for_secrets_gains_one_per_matching_adviser():
    """Law 5.3.2 (b): put 2 favor on the card; no matching adviser gains nothing."""
    board = make_board()
    board.sites[0].cards = [card(ELDERS), card(WOLVES)]
    red = board.players[RED]
    red.favor = 4
    red.advisers = [card(card_named("Horse Archers").id), card(card_named("Tents").id), card(LONGBOWS)]
    Script(trade(board, RED, {"action": "trade", "card": ELDERS, "for": "secrets"}))
    assert (red.favor, red.secrets) == (2, 2)
    Script(trade(board, RED, {"action": "trade", "card": WOLVES, "for": "secrets"}))
    assert (red.supply, red.favor, red.secrets) == (5, 0, 2)
    assert board.sites[0].cards == [card(ELDERS, favor=2), card(WOLVES, favor=2)]
    assert board.favor_banks == dict.fromkeys(board.favor_banks, 3)


def test_trade_is_offered_only_for_tokens_the_player_can_put():
    """Law 5.3.2: one secret for (a), two favor for (b)."""
    board = make_board()
    board.sites[0].cards = [card(WRESTLERS)]
    red = board.players[RED]
    red.favor, red.secrets = 1, 1
    assert trade_offers(board, RED) == [{"action": "trade", "card": WRESTLERS, "for": "favor"}]
    red.favor, red.secrets, red.hidden_secrets = 2, 0, 2
    assert trade_offers(board, RED) == [{"action": "trade", "card": WRESTLERS, "for": "secrets"}]
