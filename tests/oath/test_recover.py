"""Recover (Law 5.4): relics for the site's price, banners for more tokens than they hold."""

import pytest

from engine.oath.actions.recover import RelicPrice, offers, recover, relic_price
from engine.oath.cards import card_named, site_named
from engine.oath.rules import give_banner
from engine.oath.state import DARKEST_SECRET, PEOPLES_FAVOR
from tests.oath.harness import BLUE, RED, Script, card, make_board

IVORY_EYE, MAP = card_named("Ivory Eye").id, card_named("Map").id
WRESTLERS, ELDERS, LONGBOWS = card_named("Wrestlers").id, card_named("Elders").id, card_named("Longbows").id


def run(board, move, *answers, player=RED):
    return Script(recover(board, player, move), *answers)


@pytest.mark.parametrize("site, price", [
    ("Mine", RelicPrice(favor=3, bank="Discord")),
    ("Mountain", RelicPrice(favor=2)),
    ("Marshes", RelicPrice(secrets=1)),
    ("Wastes", RelicPrice(secrets=2)),
    ("Plains", None),
])
def test_each_site_prints_one_relic_price(site, price):
    """Law 2.8.4, 5.4.2."""
    assert relic_price(site_named(site).id) == price


def relic_board(site: str):
    board = make_board(sites=[site, "Lush Coast", "Mountain", "River", "Great Slum", "Rocky Coast", "Wastes", "Steppe"])
    board.sites[0].relics = [IVORY_EYE, MAP]
    red = board.players[RED]
    red.favor, red.secrets = 3, 2
    return board, red


def test_a_relic_at_the_mine_puts_3_favor_into_the_discord_bank():
    """Law 5.4.2-5.4.3: the relic goes faceup into the personal bank."""
    board, red = relic_board("Mine")
    # named by place: the ids stay hidden from the chooser (Law 9.4)
    assert offers(board, RED)[:2] == [{"action": "recover", "relic_at": 0}, {"action": "recover", "relic_at": 1}]
    run(board, {"relic_at": 1})
    assert (red.supply, red.favor, red.secrets, red.relics) == (6, 0, 2, [MAP])
    assert board.favor_banks["Discord"] == 6 and board.favor_pool == 18
    assert board.sites[0].relics == [IVORY_EYE]


def test_a_relic_at_the_mountain_burns_2_favor():
    board, red = relic_board("Mountain")
    run(board, {"relic_at": 0})
    assert (red.favor, red.secrets, red.relics) == (1, 2, [IVORY_EYE])
    assert board.favor_pool == 20 and board.favor_banks["Discord"] == 3


def test_a_relic_at_the_marshes_burns_1_secret():
    board, red = relic_board("Marshes")
    run(board, {"relic_at": 0})
    assert (red.favor, red.secrets, red.relics) == (3, 1, [IVORY_EYE])


def test_a_relic_at_the_wastes_burns_2_secrets():
    board, red = relic_board("Wastes")
    run(board, {"relic_at": 0})
    assert (red.favor, red.secrets, red.relics) == (3, 0, [IVORY_EYE])


def test_a_recovered_relic_can_bring_the_title_under_protection():
    """Law 2.11 Protection: the title follows the most relics and banners after a Recover."""
    board, red = relic_board("Mountain")
    board.oath = "Protection"
    run(board, {"relic_at": 0})
    assert board.title_holder == RED


def test_a_relic_is_not_offered_to_a_player_who_cannot_pay():
    """Law 4.2; facedown secrets pay for nothing (Law 7.1.2)."""
    board, red = relic_board("Wastes")
    red.favor, red.secrets, red.hidden_secrets = 0, 1, 4
    assert offers(board, RED) == []


def test_the_peoples_favor_goes_to_its_payer_and_its_old_favor_round_the_banks():
    """Law 5.4.2-5.4.4, digest E.6.2: pay more than it holds, non-Mob side, old favor one per bank from a chosen
    bank onward in Discord-Arcane-Order-Hearth-Beast-Nomad order, wrapping."""
    board = make_board()
    banner = board.banners[PEOPLES_FAVOR]
    banner.tokens, banner.mob = 4, True
    red = board.players[RED]
    red.favor = 6
    assert offers(board, RED) == [{"action": "recover", "banner": PEOPLES_FAVOR}]
    script = run(board, {"banner": PEOPLES_FAVOR})
    assert script.pending.choices == [{"pay": 5}, {"pay": 6}]
    board = make_board()
    banner = board.banners[PEOPLES_FAVOR]
    banner.tokens, banner.mob = 4, True
    red = board.players[RED]
    red.favor = 6
    run(board, {"banner": PEOPLES_FAVOR}, {"pay": 5}, {"bank": "Beast"})
    assert (banner.holder, banner.tokens, banner.mob) == (RED, 5, False)
    assert red.banners == [PEOPLES_FAVOR] and red.favor == 1
    assert board.favor_banks == {"Discord": 4, "Arcane": 4, "Order": 3, "Hearth": 3, "Beast": 4, "Nomad": 4}
    assert board.favor_pool == 18


def test_six_old_favor_go_one_to_every_bank_without_asking():
    board = make_board()
    give_banner(board, RED, PEOPLES_FAVOR)
    board.banners[PEOPLES_FAVOR].tokens = 6
    board.players[RED].favor = 7
    assert run(board, {"banner": PEOPLES_FAVOR}, {"pay": 7}).finished
    assert board.favor_banks == dict.fromkeys(board.favor_banks, 4)
    assert board.players[RED].banners == [PEOPLES_FAVOR]


def test_a_banner_needs_more_tokens_than_it_holds():
    """Law 5.4.2: equal is not enough."""
    board = make_board()
    board.players[RED].favor = 1
    board.players[RED].secrets = 1
    assert offers(board, RED) == []


def darkest_secret_board():
    """Blue holds the Darkest Secret with 3 secrets, at Plains (slot 0) with Wrestlers (Order) there."""
    board = make_board()
    give_banner(board, BLUE, DARKEST_SECRET)
    board.banners[DARKEST_SECRET].tokens = 3
    board.sites[0].cards = [card(WRESTLERS)]
    board.players[RED].secrets = 5
    return board


def test_the_darkest_secret_is_safe_while_every_suit_at_its_holders_site_matches_an_adviser():
    """Law 5.4.1: a facedown adviser has no suit; a card matching none of the advisers exposes it."""
    board = darkest_secret_board()
    board.players[BLUE].advisers = [card(LONGBOWS), card(ELDERS, faceup=False)]
    assert offers(board, RED) == []
    board.sites[0].cards.append(card(ELDERS))
    assert offers(board, RED) == [{"action": "recover", "banner": DARKEST_SECRET}]


def test_a_holder_without_faceup_advisers_is_exposed_by_any_suited_card():
    """Law 5.4.1; a ruin has no suit and exposes nothing."""
    board = darkest_secret_board()
    assert offers(board, RED) == [{"action": "recover", "banner": DARKEST_SECRET}]
    board.sites[0].cards = [card(card_named("Bandit Rampart").ruin_id)]
    assert offers(board, RED) == []


def test_recovering_the_darkest_secret_gives_you_1_old_secret_and_its_holder_the_rest():
    """Law 5.4.4."""
    board = darkest_secret_board()
    run(board, {"banner": DARKEST_SECRET}, {"pay": 4})
    banner = board.banners[DARKEST_SECRET]
    assert (banner.holder, banner.tokens) == (RED, 4)
    assert board.players[RED].secrets == 2 and board.players[BLUE].secrets == 2
    assert board.players[RED].banners == [DARKEST_SECRET] and board.players[BLUE].banners == []


def test_the_darkest_secret_recovered_from_yourself_returns_all_its_old_secrets():
    """Law 5.4.1 (always allowed from yourself), 5.4.4."""
    board = darkest_secret_board()
    board.players[BLUE].advisers = [card(LONGBOWS)]
    board.players[BLUE].secrets = 4
    assert offers(board, BLUE) == [{"action": "recover", "banner": DARKEST_SECRET}]
    run(board, {"banner": DARKEST_SECRET}, {"pay": 4}, player=BLUE)
    assert board.players[BLUE].secrets == 3 and board.banners[DARKEST_SECRET].tokens == 4
    assert board.players[BLUE].banners == [DARKEST_SECRET]


def test_the_darkest_secret_from_the_shared_bank_gives_1_and_burns_the_rest():
    """Law 5.4.4, digest E.6.3 (unresolved there): no previous holder receives the rest."""
    board = make_board()
    board.banners[DARKEST_SECRET].tokens = 3
    board.players[RED].secrets = 4
    run(board, {"banner": DARKEST_SECRET}, {"pay": 4})
    assert board.players[RED].secrets == 1 and board.banners[DARKEST_SECRET].holder == RED
    assert sum(p.secrets for p in board.players) == 1
