"""Travel (Law 5.6): the cost table, the move, and revealing a facedown destination."""

import pytest

from engine.oath.actions.travel import offers, travel, travel_cost
from engine.oath.cards import card_named
from tests.oath.harness import RED, Script, make_board

IVORY_EYE, MAP, WHISTLE = card_named("Ivory Eye").id, card_named("Map").id, card_named("Whistle").id
# slots 0-1 Cradle, 2-4 Provinces, 5-7 Hinterland (state.SLOT_REGION)


@pytest.mark.parametrize("here, there, cost", [
    (0, 1, 1), (0, 2, 2), (0, 5, 4),
    (2, 1, 2), (2, 3, 2), (2, 7, 2),
    (5, 0, 4), (5, 4, 2), (5, 6, 3),
])
def test_the_travel_cost_follows_the_regions_left_and_entered(here, there, cost):
    """Law 5.6.1."""
    board = make_board()
    board.players[RED].site = here
    assert travel_cost(board, RED, there) == cost


def test_travel_offers_every_other_site_the_supply_pays_for():
    """Law 5.6.1, 4.2: from the Cradle with 2 Supply the Hinterland (4) is out of reach."""
    board = make_board()
    board.players[RED].supply = 2
    assert offers(board, RED) == [{"action": "travel", "to": slot} for slot in (1, 2, 3, 4)]


def test_travel_moves_the_pawn_and_spends_the_supply():
    board = make_board()
    assert Script(travel(board, RED, {"action": "travel", "to": 6})).finished
    red = board.players[RED]
    assert (red.site, red.supply, red.spent) == (6, 3, 4)


def test_a_facedown_destination_is_revealed_with_relics_from_the_deck_top_and_its_tokens():
    """Law 5.6.2, 2.8.2: the Drowned City asks for 2 relics and 3 secrets."""
    board = make_board(sites=["Plains", "Lush Coast", "Mountain", "The Drowned City", "Great Slum", "Rocky Coast",
                              "Wastes", "Steppe"])
    board.sites[3].faceup = False
    board.relic_deck = [WHISTLE, MAP, IVORY_EYE]
    Script(travel(board, RED, {"action": "travel", "to": 3}))
    site = board.sites[3]
    assert (site.faceup, site.relics, site.secrets, site.favor) == (True, [IVORY_EYE, MAP], 3, 0)
    assert board.relic_deck == [WHISTLE]


def test_a_reveal_takes_only_the_favor_and_relics_there_are():
    """Law 9.3: the Mine asks 3 favor and 1 relic; the shared bank has 2 favor, the relic deck none."""
    board = make_board(sites=["Plains", "Mine", "Mountain", "River", "Great Slum", "Rocky Coast", "Wastes", "Steppe"])
    board.sites[1].faceup = False
    board.favor_pool = 2
    Script(travel(board, RED, {"action": "travel", "to": 1}))
    site = board.sites[1]
    assert (site.faceup, site.relics, site.favor, site.secrets) == (True, [], 2, 0)
    assert board.favor_pool == 0


def test_a_faceup_destination_gets_no_reveal_tokens():
    board = make_board(sites=["Plains", "Mine", "Mountain", "River", "Great Slum", "Rocky Coast", "Wastes", "Steppe"])
    board.relic_deck = [MAP]
    Script(travel(board, RED, {"action": "travel", "to": 1}))
    assert (board.sites[1].favor, board.sites[1].relics, board.relic_deck) == (0, [], [MAP])
