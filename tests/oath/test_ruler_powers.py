"""The layer for persistent powers of a card's ruler (Law 7.1.4; engine/oath/ruler_powers.py): who rules a card in
play (Law 10 "Rule", 6.6.3), who is that ruler's enemy (Law 10 "Enemy"), and tolls ("give the ruler 1 favor": to
the Chancellor under the Empire, burned under the bandits, cards.md 9).

make_board: the Chancellor is seat 0, Red, Blue and White Exiles (or Citizens) after; every pawn on the Plains
(slot 0); every site faceup and empty, so the bandits rule them all."""

from engine.oath.actions.campaign import Campaign
from engine.oath.actions.trade import muster_offers
from engine.oath.cards import RELICS, card_named
from engine.oath.ruler_powers import (
    Ruler,
    can_pay_toll,
    enemies,
    enemy_of,
    enemy_of_card_ruler,
    pay_toll,
    ruler_of,
    toll_allows,
    toll_due,
)
from engine.oath.state import PURPLE
from tests.oath.harness import BLUE, CHANCELLOR, RED, WHITE, card, make_board

WOLVES, ELDERS = card_named("Wolves").id, card_named("Elders").id          # a Beast card, a Nomad card
FOREST_COUNCIL = card_named("Forest Council").id
RELIC = next(iter(RELICS))
PLAINS, MOUNTAIN = 0, 2


def at_site(board, slot, card_id, **warbands):
    board.sites[slot].cards.append(card(card_id))
    board.sites[slot].warbands.update(warbands)


# --- who rules a card (Law 10 "Rule", 6.6.3, digest E.6.11) ------------------------------------------------------

def test_an_adviser_is_ruled_by_its_owner_a_held_relic_by_its_holder():
    """A Citizen's adviser is the Citizen's own, not the Empire's: a toll for it would go to the Citizen."""
    board = make_board(citizens=["Blue"])
    board.players[BLUE].advisers.append(card(ELDERS))
    board.players[WHITE].relics.append(RELIC)
    assert ruler_of(board, ELDERS) == Ruler(frozenset({BLUE}))
    assert ruler_of(board, RELIC) == Ruler(frozenset({WHITE}))
    board.players[RED].favor = 1
    pay_toll(board, RED, ELDERS)
    assert board.players[BLUE].favor == 1 and board.players[CHANCELLOR].favor == 0


def test_a_card_at_a_purple_site_is_ruled_by_the_empire_every_imperial_player_together():
    board = make_board(citizens=["Blue"])
    at_site(board, MOUNTAIN, ELDERS, **{PURPLE: 1})
    assert ruler_of(board, ELDERS) == Ruler(frozenset({CHANCELLOR, BLUE}), empire=True)


def test_a_card_at_an_empty_faceup_site_is_ruled_by_the_bandits_a_facedown_card_by_no_one():
    board = make_board()
    at_site(board, MOUNTAIN, ELDERS)
    assert ruler_of(board, ELDERS) == Ruler(frozenset(), bandits=True)
    board.sites[MOUNTAIN].cards[0].faceup = False
    assert ruler_of(board, ELDERS) is None
    assert not enemy_of_card_ruler(board, RED, ELDERS)                      # a facedown card has no power (Law 7.2)


# --- enemies (Law 10 "Enemy", 6.6.3) -----------------------------------------------------------------------------

def test_a_citizen_is_not_an_enemy_of_the_empire_an_exile_is():
    board = make_board(citizens=["Blue"])
    at_site(board, MOUNTAIN, ELDERS, **{PURPLE: 1})
    empire = ruler_of(board, ELDERS)
    assert not enemy_of(board, BLUE, empire)
    assert not enemy_of(board, CHANCELLOR, empire)
    assert enemy_of(board, RED, empire)


def test_two_exiles_are_enemies_and_everyone_is_an_enemy_of_the_bandits():
    board = make_board(citizens=["Blue"])
    at_site(board, MOUNTAIN, ELDERS, Red=1)
    assert enemy_of_card_ruler(board, WHITE, ELDERS)                        # Exile and Exile
    assert enemy_of_card_ruler(board, BLUE, ELDERS)                         # a Citizen and an Exile
    assert not enemy_of_card_ruler(board, RED, ELDERS)                      # the ruler itself
    bandits = Ruler(frozenset(), bandits=True)
    assert all(enemy_of(board, index, bandits) for index in range(4))


def test_a_citizen_attacking_the_empire_is_its_enemy_for_that_campaign_only():
    """Law 5.5.1, 10 "Enemy": in Blue's Campaign against the Chancellor, Blue is not Imperial, so is an enemy of
    the Empire (and no longer one of it); outside it, not."""
    board = make_board(citizens=["Blue"])
    at_site(board, MOUNTAIN, ELDERS, **{PURPLE: 1})
    fight = Campaign(BLUE, CHANCELLOR)
    assert enemies(board, BLUE, CHANCELLOR, fight) and not enemies(board, BLUE, CHANCELLOR)
    assert enemy_of_card_ruler(board, BLUE, ELDERS, fight) and not enemy_of_card_ruler(board, BLUE, ELDERS)


# --- tolls (cards.md 9) ------------------------------------------------------------------------------------------

def test_a_toll_under_the_empire_goes_to_the_chancellor_even_where_a_citizens_warbands_stand():
    board = make_board(citizens=["Blue"])
    at_site(board, MOUNTAIN, ELDERS, **{PURPLE: 2})
    board.players[RED].favor, board.players[CHANCELLOR].favor, board.players[BLUE].favor = 3, 0, 0
    assert toll_due(board, RED, ELDERS)
    pay_toll(board, RED, ELDERS)
    assert (board.players[RED].favor, board.players[CHANCELLOR].favor, board.players[BLUE].favor) == (2, 1, 0)
    assert board.favor_pool == 18


def test_a_toll_under_the_bandits_is_burned():
    board = make_board()
    at_site(board, MOUNTAIN, ELDERS)
    board.players[RED].favor = 2
    pay_toll(board, RED, ELDERS)
    assert board.players[RED].favor == 1 and board.favor_pool == 19
    assert all(board.players[index].favor == 0 for index in (CHANCELLOR, BLUE, WHITE))


def test_a_toll_under_an_exile_ruler_goes_to_that_exile():
    board = make_board()
    at_site(board, MOUNTAIN, ELDERS, Blue=1)
    board.players[RED].favor = 2
    pay_toll(board, RED, ELDERS, favor=2)
    assert (board.players[RED].favor, board.players[BLUE].favor, board.favor_pool) == (0, 2, 18)


def test_an_action_needing_a_toll_its_player_cannot_pay_is_not_offered_law_9_5():
    """"Pay the toll or do not take the action": an enemy without the favor may not; a friend owes nothing."""
    board = make_board(citizens=["Blue"])
    at_site(board, MOUNTAIN, ELDERS, **{PURPLE: 1})
    board.players[RED].favor = 0
    assert not can_pay_toll(board, RED) and not toll_allows(board, RED, ELDERS)
    board.players[RED].favor = 1
    assert toll_allows(board, RED, ELDERS)
    board.players[BLUE].favor = 0
    assert not toll_due(board, BLUE, ELDERS) and toll_allows(board, BLUE, ELDERS)


# --- a prohibition through a hook point ---------------------------------------------------------------------------

def test_a_prohibition_of_the_ruler_blocks_the_offer_to_an_enemy_only():
    """Forest Council (Blue rules it at the Mountain): Red, an enemy, is not offered a Muster on the Beast card at
    its site; Blue, its ruler, is."""
    board = make_board()
    at_site(board, MOUNTAIN, FOREST_COUNCIL, Blue=1)
    board.sites[PLAINS].cards.append(card(WOLVES))
    board.players[RED].favor = board.players[BLUE].favor = 1
    assert muster_offers(board, RED) == []
    assert muster_offers(board, BLUE) == [{"action": "muster", "card": WOLVES}]
