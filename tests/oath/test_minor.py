"""Minor actions (Law 6): facedown advisers, peeks, moving warbands, Citizenship offers, exiling a Citizen and
self-exile."""

import pytest

from engine.oath.actions import ACTIONS
from engine.oath.actions.minor import exile_price, self_exile_price
from engine.oath.cards import GRAND_SCEPTER, RELICS, card_named
from engine.oath.state import DARKEST_SECRET, PEOPLES_FAVOR, PURPLE
from tests.oath.harness import BLUE, CHANCELLOR, RED, WHITE, Script, card, hold, make_board

WRESTLERS, ELDERS, WOLVES = card_named("Wrestlers").id, card_named("Elders").id, card_named("Wolves").id
CONQUEST = card_named("Conquest").id
RELIC_A, RELIC_B, RELIC_C, RELIC_D, RELIC_E = list(RELICS)[:5]
YES, NO = {"consent": True}, {"consent": False}


def offers(name, board, player):
    return ACTIONS[name].offers(board, player)


def take(board, player, move, *answers):
    return Script(ACTIONS[move["action"]].take(board, player, move), *answers)


def scepter_board(**options):
    board = make_board(**options)
    board.players[CHANCELLOR].relics = [GRAND_SCEPTER.id]
    board.reliquary = [RELIC_A, RELIC_B, RELIC_C, RELIC_D]
    return board


# --- Law 6.1 facedown advisers ---------------------------------------------------------------------------------

def test_a_facedown_adviser_turned_up_is_played_as_in_search_step_4():
    """Law 6.1, 5.1.4.I: played to the site it gains 1 favor of its suit; it cannot go back facedown."""
    board = make_board()
    red = board.players[RED]
    red.advisers = [card(WRESTLERS, faceup=False), card(ELDERS)]
    assert offers("reveal_adviser", board, RED) == [{"action": "reveal_adviser", "card": WRESTLERS}]
    script = take(board, RED, {"action": "reveal_adviser", "card": WRESTLERS}, {"play": "site", "site": 0})
    assert {"play": "adviser", "faceup": False} not in script.decisions[0].choices
    assert red.advisers == [card(ELDERS)] and board.sites[0].cards == [card(WRESTLERS)]
    assert (red.favor, board.favor_banks["Order"]) == (1, 2)


def test_a_facedown_adviser_turned_up_may_stay_as_an_adviser_within_the_limit():
    """Law 6.1, 5.1.4.II: it left the advisers to be played, so three advisers need no discard."""
    board = make_board()
    red = board.players[RED]
    red.advisers = [card(WRESTLERS, faceup=False), card(ELDERS), card(WOLVES)]
    script = take(board, RED, {"action": "reveal_adviser", "card": WRESTLERS}, {"play": "adviser", "faceup": True})
    assert script.finished and len(script.decisions) == 1
    assert red.advisers == [card(ELDERS), card(WOLVES), card(WRESTLERS)]


def test_a_facedown_adviser_may_be_discarded_unseen():
    """Law 6.1, 10 "Discard": from the Cradle onto the Provinces pile; the others are not told the card."""
    board = make_board()
    board.players[RED].advisers = [card(WRESTLERS, faceup=False), card(ELDERS)]
    # the move names the adviser's place, not the card, so the event listing tells the others nothing
    assert offers("discard_adviser", board, RED) == [{"action": "discard_adviser", "adviser": 0}]
    take(board, RED, {"action": "discard_adviser", "adviser": 0})
    assert board.players[RED].advisers == [card(ELDERS)] and board.discards["Provinces"] == [WRESTLERS]
    text, player, private = board.log[-1]
    assert "Wrestlers" not in text and player == RED and "Wrestlers" in private


# --- Law 6.3, 6.4 peeks ----------------------------------------------------------------------------------------

def test_peeking_at_a_relic_at_your_site_is_remembered_and_private():
    """Law 6.3: offered by its place at the site; once seen it is the player's to look at again."""
    board = make_board()
    board.sites[0].relics = [RELIC_A, RELIC_B]
    assert offers("peek_relic", board, RED) == [{"action": "peek_relic", "relic": 0},
                                                {"action": "peek_relic", "relic": 1}]
    take(board, RED, {"action": "peek_relic", "relic": 1})
    assert board.players[RED].peeked == [RELIC_B]
    text, player, private = board.log[-1]
    assert RELICS[RELIC_B].name not in text and RELICS[RELIC_B].name in private and player == RED
    assert offers("peek_relic", board, RED) == [{"action": "peek_relic", "relic": 0}]
    board.players[RED].site = 1
    assert offers("peek_relic", board, RED) == []


def test_the_grand_scepter_lets_its_holder_peek_at_the_reliquary():
    """Law 6.4."""
    board = scepter_board()
    board.reliquary[1] = None
    assert offers("peek_reliquary", board, CHANCELLOR) == [{"action": "peek_reliquary", "space": 0},
                                                           {"action": "peek_reliquary", "space": 2},
                                                           {"action": "peek_reliquary", "space": 3}]
    take(board, CHANCELLOR, {"action": "peek_reliquary", "space": 2})
    assert board.players[CHANCELLOR].peeked == [RELIC_C]
    assert offers("peek_reliquary", board, RED) == []


def test_the_grand_scepter_cannot_be_used_the_turn_it_was_taken():
    """cards.md 4 (the Grand Scepter): no peek, offer or exile that turn; the next turn it works."""
    board = scepter_board(citizens=["Blue"])
    board.players[CHANCELLOR].favor = 9
    board.scepter_taken = [board.round, board.turn]
    assert [offers(name, board, CHANCELLOR) for name in ("peek_reliquary", "offer_citizenship", "exile_citizen")] \
        == [[], [], []]
    board.round += 1
    assert offers("peek_reliquary", board, CHANCELLOR) and offers("offer_citizenship", board, CHANCELLOR)
    assert offers("exile_citizen", board, CHANCELLOR)


# --- Law 6.5 warbands to and from your site ---------------------------------------------------------------------

def test_warbands_leave_the_site_for_the_board_but_never_the_last_one():
    """Law 6.5."""
    board = make_board()
    board.sites[0].warbands = {"Red": 3}
    assert offers("move_warbands", board, RED) == [
        {"action": "move_warbands", "to": "board", "count": 1}, {"action": "move_warbands", "to": "board", "count": 2}]
    take(board, RED, {"action": "move_warbands", "to": "board", "count": 2})
    assert (board.sites[0].warbands, board.players[RED].warbands) == ({"Red": 1}, 2)


def test_warbands_go_from_the_board_only_to_a_site_you_rule():
    """Law 6.5."""
    board = make_board()
    board.players[RED].warbands = 2
    assert offers("move_warbands", board, RED) == []
    board.sites[0].warbands = {"Red": 1}
    assert {"action": "move_warbands", "to": "site", "count": 2} in offers("move_warbands", board, RED)
    take(board, RED, {"action": "move_warbands", "to": "site", "count": 2})
    assert (board.sites[0].warbands, board.players[RED].warbands) == ({"Red": 3}, 0)


@pytest.mark.parametrize("answer, site, warbands", [(YES, 1, 2), (NO, 3, 0)])
def test_a_citizen_takes_warbands_from_the_site_only_with_the_chancellors_permission(answer, site, warbands):
    """Law 6.5 (Empire)."""
    board = make_board(citizens=["Red"])
    board.sites[0].warbands = {PURPLE: 3}
    script = take(board, RED, {"action": "move_warbands", "to": "board", "count": 2}, answer)
    assert script.decisions[0].player == CHANCELLOR and list(script.decisions[0].choices) == [YES, NO]
    assert (board.sites[0].warbands[PURPLE], board.players[RED].warbands) == (site, warbands)


def test_the_chancellor_needs_no_permission():
    board = make_board()
    board.sites[0].warbands = {PURPLE: 3}
    script = take(board, CHANCELLOR, {"action": "move_warbands", "to": "board", "count": 2})
    assert script.decisions == [] and board.players[CHANCELLOR].warbands == 2


@pytest.mark.parametrize("name, answer, red, chancellor", [
    ("give_warbands", YES, 1, 5), ("give_warbands", NO, 3, 3), ("take_warbands", YES, 5, 1),
    ("take_warbands", NO, 3, 3)])
def test_imperial_players_at_one_site_give_and_take_warbands_by_consent(name, answer, red, chancellor):
    """Law 6.5 (Empire): board to board, either way, with the other player's consent."""
    board = make_board(citizens=["Red"])
    board.players[RED].warbands, board.players[CHANCELLOR].warbands = 3, 3
    assert {"action": name, "player": CHANCELLOR, "count": 2} in offers(name, board, RED)
    script = take(board, RED, {"action": name, "player": CHANCELLOR, "count": 2}, answer)
    assert script.decisions[0].player == CHANCELLOR
    assert (board.players[RED].warbands, board.players[CHANCELLOR].warbands) == (red, chancellor)


def test_exiles_and_players_elsewhere_cannot_trade_warbands():
    """Law 6.5 (Empire): both Imperial, pawns at the same site."""
    board = make_board(citizens=["Red"])
    board.players[RED].warbands = board.players[BLUE].warbands = board.players[CHANCELLOR].warbands = 2
    assert all(move["player"] == CHANCELLOR for move in offers("give_warbands", board, RED))
    assert offers("give_warbands", board, BLUE) == [] and offers("take_warbands", board, BLUE) == []
    board.players[CHANCELLOR].site = 1
    assert offers("give_warbands", board, RED) == [] and offers("take_warbands", board, RED) == []


# --- Law 6.6 Citizenship ---------------------------------------------------------------------------------------

def test_citizenship_is_offered_by_the_scepters_holder_to_exiles_while_the_reliquary_holds_a_relic():
    """Law 6.6.1, 2.3."""
    board = scepter_board(citizens=["Blue"])
    assert offers("offer_citizenship", board, CHANCELLOR) == [{"action": "offer_citizenship", "exile": RED},
                                                              {"action": "offer_citizenship", "exile": WHITE}]
    assert offers("offer_citizenship", board, RED) == []
    board.reliquary = [None] * 4
    assert offers("offer_citizenship", board, CHANCELLOR) == []


def test_accepted_citizenship_converts_the_exile_then_carries_out_the_terms():
    """Law 6.6.2 steps 1-6, then the transfers, then the Chancellor's new Reliquary modifier; the banner given is
    seized (Law 2.5.3, digest E.2); under Supremacy the Empire's title goes to the Chancellor (2.11(g))."""
    board = scepter_board()
    chancellor, red = board.players[CHANCELLOR], board.players[RED]
    chancellor.favor, chancellor.banners = 4, []
    hold(board, CHANCELLOR, DARKEST_SECRET, tokens=4)
    red.warbands, red.bank, red.secrets, red.supply, red.vision = 3, 10, 2, 1, CONQUEST
    red.relics = [RELIC_E]
    board.sites[2].warbands = {"Red": 2}
    board.sites[3].warbands = {"Red": 1}
    board.title_holder, board.usurper = RED, True
    script = take(board, CHANCELLOR, {"action": "offer_citizenship", "exile": RED},
                  {"space": 2}, {"term": "give_favor"}, {"term": "give_favor"}, {"term": "take_secrets"},
                  {"term": "give_banner", "banner": DARKEST_SECRET}, {"show": 0}, {"send": True}, {"accept": True})
    assert script.finished
    assert script.decisions[-1].player == RED
    assert red.side == "Citizen"                                                           # step 1
    assert (red.warbands, red.bank, chancellor.bank) == (3, 16, 18)                        # step 2
    assert (board.sites[2].warbands, board.sites[3].warbands) == ({PURPLE: 2}, {PURPLE: 1})
    assert red.vision is None and board.discards["Provinces"] == [CONQUEST]                # step 3
    assert red.supply == 7 and board.phase == "act"                                        # steps 6, 5
    assert (chancellor.favor, red.favor, chancellor.secrets, red.secrets) == (2, 2, 1, 1)  # the terms
    assert red.banners == [DARKEST_SECRET] and board.banners[DARKEST_SECRET].tokens == 2
    assert red.relics == [RELIC_E, RELIC_C] and board.reliquary == [RELIC_A, RELIC_B, None, RELIC_D]
    assert board.reliquary_modifiers == [2] and red.peeked == [RELIC_A]
    assert (board.title_holder, board.usurper) == (CHANCELLOR, False)                     # step 4, 2.11(g)


def test_too_few_purple_warbands_the_new_citizen_chooses_which_are_replaced():
    """Law 6.6.2 step 2: the rest are removed to their own bank."""
    board = scepter_board()
    chancellor, red = board.players[CHANCELLOR], board.players[RED]
    chancellor.bank, red.warbands, red.bank = 2, 2, 10
    board.sites[3].warbands = {"Red": 1}
    script = take(board, CHANCELLOR, {"action": "offer_citizenship", "exile": RED}, {"space": 0}, {"send": True},
                  {"accept": True}, {"replace": 3})
    assert script.decisions[3].player == RED
    assert script.decisions[3].choices == [{"replace": "board"}, {"replace": 3}]
    assert (red.warbands, board.sites[3].warbands, red.bank, chancellor.bank) == (1, {PURPLE: 1}, 13, 0)


def test_a_declined_offer_changes_nothing():
    """Law 6.6.2: only acceptance binds."""
    board = scepter_board()
    board.players[CHANCELLOR].favor = 2
    take(board, CHANCELLOR, {"action": "offer_citizenship", "exile": RED}, {"space": 1}, {"term": "give_favor"},
         {"send": True}, {"accept": False})
    assert board.players[RED].side == "Exile" and board.players[RED].favor == 0
    assert board.reliquary == [RELIC_A, RELIC_B, RELIC_C, RELIC_D] and board.reliquary_modifiers == []


def test_a_withdrawn_offer_is_never_answered():
    board = scepter_board()
    script = take(board, CHANCELLOR, {"action": "offer_citizenship", "exile": RED}, {"space": 1}, {"withdraw": True})
    assert script.finished and all(decision.player == CHANCELLOR for decision in script.decisions)
    assert board.players[RED].side == "Exile"


def test_an_exile_holding_the_scepter_may_make_themself_a_citizen_and_their_act_phase_ends():
    """Law 6.6.1 (themselves included), 6.6.2 step 5."""
    board = scepter_board()
    board.players[CHANCELLOR].relics = []
    board.players[RED].relics = [GRAND_SCEPTER.id]
    board.turn = RED
    assert {"action": "offer_citizenship", "exile": RED} in offers("offer_citizenship", board, RED)
    script = take(board, RED, {"action": "offer_citizenship", "exile": RED}, {"space": 3}, {"send": True},
                  {"accept": True})
    assert [choice for choice in script.decisions[1].choices if "term" in choice] == []
    assert board.players[RED].side == "Citizen" and board.phase == "rest"
    assert board.players[RED].relics == [GRAND_SCEPTER.id, RELIC_D] and board.reliquary_modifiers == [3]


# --- Law 6.7 exiling a Citizen ------------------------------------------------------------------------------------

@pytest.mark.parametrize("citizen_title, citizen_pf, holder_title, holder_pf, price", [
    (False, False, False, False, 5), (True, False, False, False, 6), (True, True, False, False, 7),
    (False, False, True, False, 4), (False, False, True, True, 3), (True, False, False, True, 5)])
def test_the_price_of_exiling_a_citizen(citizen_title, citizen_pf, holder_title, holder_pf, price):
    """Law 6.7: 5, +1 the Citizen is the Oathkeeper, +1 holds the People's Favor, -1 and -1 for you."""
    board = scepter_board(citizens=["Red"])
    board.title_holder = RED if citizen_title else CHANCELLOR if holder_title else BLUE
    if citizen_pf or holder_pf:
        hold(board, RED if citizen_pf else CHANCELLOR, PEOPLES_FAVOR, 1)
    assert exile_price(board, CHANCELLOR, RED) == price


def test_an_exile_holding_the_usurper_title_is_not_the_oathkeeper_for_the_price():
    """Law 6.7, digest E.6.12 (open): our reading, literal (Law 9.1), is that the Usurper side is not the
    Oathkeeper, so the Scepter's Exile holder pays 5, not 4."""
    board = make_board(citizens=["Blue"])
    board.players[RED].relics = [GRAND_SCEPTER.id]
    board.title_holder, board.usurper = RED, True
    assert exile_price(board, RED, BLUE) == 5
    board.usurper = False
    assert exile_price(board, RED, BLUE) == 4


def test_an_exiled_citizen_gets_the_favor_and_own_colour_warbands_on_the_board_only():
    """Law 6.7: board to the Exile side, board warbands replaced, the purple ones at sites stay, Supply to full."""
    board = scepter_board(citizens=["Red"])
    chancellor, red = board.players[CHANCELLOR], board.players[RED]
    chancellor.favor, chancellor.bank = 6, 20
    red.warbands, red.bank, red.supply = 4, 10, 2
    board.title_holder = BLUE                                   # the price is 5
    board.sites[2].warbands = {PURPLE: 2}
    assert offers("exile_citizen", board, CHANCELLOR) == [{"action": "exile_citizen", "citizen": RED}]
    take(board, CHANCELLOR, {"action": "exile_citizen", "citizen": RED})
    assert (red.side, red.warbands, red.bank, chancellor.bank, red.supply) == ("Exile", 4, 6, 24, 7)
    assert board.sites[2].warbands == {PURPLE: 2}
    assert (chancellor.favor, red.favor) == (1, 5)


def test_no_exile_without_the_favor_to_pay_nor_of_oneself():
    """Law 6.7: "another" Citizen; the price must be paid."""
    board = scepter_board(citizens=["Red"])
    board.players[CHANCELLOR].favor, board.title_holder = 4, BLUE      # the price is 5
    assert offers("exile_citizen", board, CHANCELLOR) == []
    board = make_board(citizens=["Red"])
    board.players[RED].relics, board.players[RED].favor = [GRAND_SCEPTER.id], 9
    assert offers("exile_citizen", board, RED) == []


# --- Law 6.8 self-exile ----------------------------------------------------------------------------------------

def test_self_exile_costs_board_warbands_and_every_secret_and_ends_the_act_phase():
    """Law 6.8, digest E.6.17 reading (i): warbands and secrets (faceup and facedown) on the board, plus secrets on
    any denizen or edifice card; paid to the Grand Scepter's holder."""
    board = scepter_board(citizens=["Red"])
    red, chancellor = board.players[RED], board.players[CHANCELLOR]
    red.warbands, red.bank, red.secrets, red.hidden_secrets, red.favor = 3, 14, 2, 1, 8
    board.sites[4].cards = [card(ELDERS, secrets=1)]
    board.turn = RED
    assert self_exile_price(board, RED) == 7
    assert offers("self_exile", board, RED) == [{"action": "self_exile"}]
    take(board, RED, {"action": "self_exile"})
    assert (red.favor, chancellor.favor) == (1, 7)
    assert (red.side, red.warbands, red.bank, chancellor.bank, red.supply) == ("Exile", 3, 11, 27, 7)
    assert board.phase == "rest"


def test_no_self_exile_for_the_scepters_holder_or_without_the_favor():
    """Law 6.8: CANNOT while holding the Grand Scepter; the favor must be paid."""
    board = make_board(citizens=["Red"])
    red = board.players[RED]
    red.relics, red.favor, red.warbands = [GRAND_SCEPTER.id], 5, 2
    assert offers("self_exile", board, RED) == []
    red.relics, board.players[CHANCELLOR].relics = [], [GRAND_SCEPTER.id]
    assert offers("self_exile", board, RED) == [{"action": "self_exile"}]
    red.favor = 1
    assert offers("self_exile", board, RED) == []
    assert offers("self_exile", board, BLUE) == []


def test_the_owner_may_let_another_player_look_at_a_facedown_adviser():
    """Law 6.1, 9.4: the player shown learns the card, privately; the others learn only that a look was allowed;
    the same card is not offered to the same player twice."""
    from engine.oath.views import view

    board = make_board()
    board.players[RED].advisers = [card(ELDERS), card(WRESTLERS, faceup=False)]
    assert {"action": "show_adviser", "adviser": 1, "to": 2} in offers("show_adviser", board, RED)
    take(board, RED, {"action": "show_adviser", "adviser": 1, "to": 2})
    assert board.players[2].seen == [{"what": "adviser", "player": RED, "cards": [WRESTLERS]}]
    text, player, private = board.log[-1]
    assert "Wrestlers" not in text and player == 2 and "Wrestlers" in private
    assert view(board, 2)["players"][2]["seen"] == [{"what": "adviser", "player": RED, "cards": [WRESTLERS]}]
    assert "seen" not in view(board, 3)["players"][2]
    assert {"action": "show_adviser", "adviser": 1, "to": 2} not in offers("show_adviser", board, RED)
