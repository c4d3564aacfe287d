"""The Wake phase (Law 4.1: People's Favor duty, title flip, opportunity sites) and the Rest phase (Law 4.3).
The Exiles' wins at Wake are in test_victory.py."""

import pytest

from engine.oath.cards import SUITS, card_named, site_named
from engine.oath.phases import rest, wake
from engine.oath.state import PEOPLES_FAVOR, PURPLE
from tests.oath.harness import BLUE, CHANCELLOR, RED, Script, card, make_board

WRESTLERS, ELDERS = card_named("Wrestlers").id, card_named("Elders").id     # Order, Nomad
OPPORTUNITY_MAP = ["Mine", "Plains", "Salt Flats", "River", "Great Slum", "The Drowned City", "Wastes", "Steppe"]


def hold_peoples_favor(board, player, tokens, mob=False):
    banner = board.banners[PEOPLES_FAVOR]
    banner.holder, banner.tokens, banner.mob = player, tokens, mob
    board.players[player].banners.append(PEOPLES_FAVOR)
    return banner


# --- Law 4.1.1 the People's Favor ---------------------------------------------------------------------------------

def test_peoples_favor_with_one_favor_on_it_forces_placing_a_favor():
    """Law 4.1.1.I: (b) never takes its last favor, so (a) is forced and nothing is asked."""
    board = make_board()
    banner = hold_peoples_favor(board, RED, 1)
    board.players[RED].favor = 2
    script = Script(wake(board, RED))
    assert script.finished and script.decisions == []
    assert (banner.tokens, board.players[RED].favor) == (2, 1)
    assert board.favor_banks == dict.fromkeys(SUITS, 3)


def test_peoples_favor_with_one_favor_and_a_holder_without_favor_does_nothing():
    """Law 4.1.1.I: neither option is possible."""
    board = make_board()
    banner = hold_peoples_favor(board, RED, 1)
    assert Script(wake(board, RED)).decisions == []
    assert (banner.tokens, board.players[RED].favor) == (1, 0)
    assert board.favor_banks == dict.fromkeys(SUITS, 3)


def test_peoples_favor_returns_to_a_least_bank_of_the_holders_choice():
    """Law 4.1.1.I (b): a holder with no favor must return one; among tied fewest banks they choose."""
    board = make_board()
    banner = hold_peoples_favor(board, RED, 3)
    board.favor_banks.update(Beast=1, Nomad=1, Order=2)
    script = Script(wake(board, RED), {"peoples_favor": "return", "bank": "Nomad"})
    assert script.decisions[0].player == RED
    assert script.decisions[0].choices == [{"peoples_favor": "return", "bank": "Beast"},
                                           {"peoples_favor": "return", "bank": "Nomad"}]
    assert banner.tokens == 2
    assert board.favor_banks == {**dict.fromkeys(SUITS, 3), "Beast": 1, "Nomad": 2, "Order": 2}


def test_peoples_favor_offers_placing_or_returning_when_both_are_possible():
    """Law 4.1.1.I (a) or (b)."""
    board = make_board()
    banner = hold_peoples_favor(board, RED, 2)
    board.players[RED].favor = 1
    board.favor_banks["Arcane"] = 0
    script = Script(wake(board, RED), {"peoples_favor": "place"})
    assert script.decisions[0].choices == [{"peoples_favor": "place"},
                                           {"peoples_favor": "return", "bank": "Arcane"}]
    assert (banner.tokens, board.players[RED].favor, banner.mob) == (3, 0, False)


def test_mob_side_does_the_duty_twice_and_the_choices_may_differ():
    """Law 4.1.1.II."""
    board = make_board()
    banner = hold_peoples_favor(board, RED, 3, mob=True)
    board.players[RED].favor = 4
    board.favor_banks["Hearth"] = 0
    script = Script(wake(board, RED), {"peoples_favor": "place"}, {"peoples_favor": "return", "bank": "Hearth"})
    assert len(script.decisions) == 2 and script.finished
    assert (banner.tokens, board.players[RED].favor, board.favor_banks["Hearth"], banner.mob) == (3, 3, 1, True)


def test_six_favor_turns_the_peoples_favor_to_its_mob_side_after_the_duty():
    """Law 4.1.1.III: checked after I-II, so the new Mob side does not repeat the duty this Wake."""
    board = make_board()
    banner = hold_peoples_favor(board, RED, 5)
    board.players[RED].favor = 3
    script = Script(wake(board, RED), {"peoples_favor": "place"})
    assert script.finished and len(script.decisions) == 1
    assert (banner.tokens, banner.mob, board.players[RED].favor) == (6, True, 2)


def test_five_favor_leaves_the_peoples_favor_unflipped():
    """Law 4.1.1.III: 6 or more."""
    board = make_board()
    banner = hold_peoples_favor(board, RED, 4)
    board.players[RED].favor = 3
    Script(wake(board, RED), {"peoples_favor": "place"})
    assert (banner.tokens, banner.mob) == (5, False)


def test_the_mob_repeats_then_six_favor_keeps_it_mob():
    """Law 4.1.1.II-III: on the Mob side, two placements from 4 reach 6; it stays Mob."""
    board = make_board()
    banner = hold_peoples_favor(board, RED, 4, mob=True)
    board.players[RED].favor = 2
    Script(wake(board, RED), {"peoples_favor": "place"}, {"peoples_favor": "place"})
    assert (banner.tokens, banner.mob, board.players[RED].favor) == (6, True, 0)


def test_only_the_holder_performs_the_peoples_favor_duty():
    """Law 4.1.1: "if you hold the People's Favor"."""
    board = make_board()
    banner = hold_peoples_favor(board, BLUE, 3)
    board.players[RED].favor = 3
    assert Script(wake(board, RED)).decisions == []
    assert banner.tokens == 3


# --- Law 4.1.3 the title turns Usurper ------------------------------------------------------------------------

def test_an_exile_holding_the_title_turns_it_usurper_at_wake_without_winning_yet():
    """Law 4.1.2 is checked before 4.1.3: the Usurper wins at their next Wake (3.1)."""
    board = make_board()
    board.title_holder = RED
    Script(wake(board, RED))
    assert board.usurper and not board.finished


def test_the_chancellor_and_citizens_never_turn_the_title():
    """Law 4.1.3: only an Exile."""
    board = make_board(citizens=["Red"])
    board.oath = "People"
    hold_peoples_favor(board, RED, 1)
    board.title_holder = RED
    Script(wake(board, RED))
    Script(wake(board, CHANCELLOR))
    assert board.title_holder == RED and not board.usurper


# --- Law 4.1.4 opportunity sites ------------------------------------------------------------------------------

@pytest.mark.parametrize("slot, site, favor, secrets, take", [
    (0, "Mine", 3, 0, "favor"), (2, "Salt Flats", 2, 1, "secret"), (5, "The Drowned City", 0, 3, "secret"),
])
def test_an_opportunity_site_gives_1_favor_or_1_secret(slot, site, favor, secrets, take):
    """Law 4.1.4: Mine, Salt Flats, The Drowned City (cards.md 5): take 1 favor or 1 secret there is."""
    board = make_board(sites=OPPORTUNITY_MAP)
    assert board.sites[slot].id == site_named(site).id
    board.sites[slot].favor, board.sites[slot].secrets = favor, secrets
    board.players[RED].site = slot
    script = Script(wake(board, RED), {"take": take})
    offered = [{"take": "favor"}] * bool(favor) + [{"take": "secret"}] * bool(secrets) + [{"take": "nothing"}]
    assert script.decisions[0].choices == offered
    gained = (1, 0) if take == "favor" else (0, 1)
    assert (board.players[RED].favor, board.players[RED].secrets) == gained
    assert (board.sites[slot].favor, board.sites[slot].secrets) == (favor - gained[0], secrets - gained[1])


def test_an_opportunity_may_be_declined():
    """Law 4.1.4: MAY."""
    board = make_board(sites=OPPORTUNITY_MAP)
    board.sites[0].favor = 3
    Script(wake(board, RED), {"take": "nothing"})
    assert (board.sites[0].favor, board.players[RED].favor) == (3, 0)


def test_no_opportunity_at_other_sites_an_empty_one_or_a_facedown_one():
    """Law 4.1.4; a facedown site has no power (Law 7 intro)."""
    board = make_board(sites=OPPORTUNITY_MAP)
    board.sites[1].favor = 2                        # the Plains
    board.players[RED].site = 1
    assert Script(wake(board, RED)).decisions == []
    board.players[RED].site = 5                     # The Drowned City, emptied
    assert Script(wake(board, RED)).decisions == []
    board.sites[0].favor, board.sites[0].faceup = 3, False
    board.players[RED].site = 0
    assert Script(wake(board, RED)).decisions == []
    assert board.players[RED].favor == 0


# --- Law 4.3 Rest ---------------------------------------------------------------------------------------------

def test_rest_returns_favor_on_every_denizen_to_its_suits_bank():
    """Law 4.3.1: cards at every site and every adviser."""
    board = make_board()
    board.sites[3].cards = [card(WRESTLERS, favor=2)]
    board.players[BLUE].advisers = [card(ELDERS, favor=1)]
    Script(rest(board, RED))
    assert board.sites[3].cards == [card(WRESTLERS)] and board.players[BLUE].advisers == [card(ELDERS)]
    assert board.favor_banks == {**dict.fromkeys(SUITS, 3), "Order": 5, "Nomad": 4}
    assert board.players[RED].favor == 0


def test_rest_brings_secrets_on_cards_to_the_resting_player_and_turns_facedown_secrets_up():
    """Law 4.3.2."""
    board = make_board()
    board.sites[3].cards = [card(WRESTLERS, secrets=1)]
    board.players[RED].advisers = [card(ELDERS, secrets=1)]
    board.players[RED].secrets, board.players[RED].hidden_secrets = 1, 2
    Script(rest(board, RED))
    assert (board.players[RED].secrets, board.players[RED].hidden_secrets) == (5, 0)
    assert board.sites[3].cards == [card(WRESTLERS)] and board.players[RED].advisers == [card(ELDERS)]


@pytest.mark.parametrize("bank, supply", [(24, 6), (18, 6), (17, 5), (11, 5), (10, 4), (4, 4), (3, 3), (0, 3)])
def test_the_chancellor_refreshes_by_warbands_in_the_personal_bank(bank, supply):
    """Law 4.3.3, cards.md 1: 6 at 18+, 5 at 11+, 4 at 4+, else 3 (all Supply spent)."""
    board = make_board()
    board.players[CHANCELLOR].bank, board.players[CHANCELLOR].supply = bank, 0
    Script(rest(board, CHANCELLOR))
    assert board.players[CHANCELLOR].supply == supply


@pytest.mark.parametrize("bank, supply", [(14, 6), (9, 6), (8, 5), (4, 5), (3, 4), (0, 4)])
def test_an_exile_refreshes_by_warbands_in_the_personal_bank(bank, supply):
    """Law 4.3.3, cards.md 1: 6 at 9+, 5 at 4+, else 4 (all Supply spent)."""
    board = make_board()
    board.players[RED].bank, board.players[RED].supply = bank, 0
    Script(rest(board, RED))
    assert board.players[RED].supply == supply


def test_a_citizen_refreshes_to_the_chancellors_supply_as_it_stands():
    """Law 4.3.3, digest E.6.1 reading (i): the Chancellor's marker now, not what their table would give; the
    Citizen's own bank does not count."""
    board = make_board(citizens=["Red"])
    board.players[CHANCELLOR].supply = 2          # the Chancellor's bank of 24 would give 6
    board.players[RED].bank, board.players[RED].supply = 0, 0
    Script(rest(board, RED))
    assert board.players[RED].supply == 2


@pytest.mark.parametrize("left, supply", [(1, 6), (2, 7), (4, 7)])
def test_unspent_supply_moves_the_marker_further_left_up_to_7(left, supply):
    """Law 4.3.4: 1 more space left per Supply not spent this turn (the Supply left), never past the leftmost."""
    board = make_board()
    board.players[CHANCELLOR].bank, board.players[CHANCELLOR].supply = 11, left    # refresh 5
    Script(rest(board, CHANCELLOR))
    assert board.players[CHANCELLOR].supply == supply


def test_a_citizen_adds_its_unspent_supply_to_the_chancellors():
    """Law 4.3.3-4.3.4."""
    board = make_board(citizens=["Red"])
    board.players[CHANCELLOR].supply, board.players[RED].supply = 3, 2
    Script(rest(board, RED))
    assert board.players[RED].supply == 5


def test_rest_moves_no_warbands_and_asks_nothing():
    """Law 4.3.5: no Rest power exists yet, so the Rest phase is automatic."""
    board = make_board()
    board.sites[2].warbands = {PURPLE: 2}
    script = Script(rest(board, RED))
    assert script.finished and script.decisions == [] and board.sites[2].warbands == {PURPLE: 2}


def test_favor_on_a_ruin_returns_to_its_intact_sides_bank():
    """Law 4.3.1, digest E.6.13 (open): a ruin has no suit; our reading sends its favor to the bank of the suit
    its intact side shows, the only suit the card names."""
    board = make_board()
    rampart = card_named("Bandit Rampart")                 # an Order edifice (cards.md 6)
    board.sites[1].cards = [card(rampart.ruin_id, favor=2)]
    Script(rest(board, RED))
    assert board.sites[1].cards == [card(rampart.ruin_id)]
    assert board.favor_banks == {**dict.fromkeys(SUITS, 3), rampart.suit: 5}
