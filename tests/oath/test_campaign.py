"""The Campaign major action (Law 5.5), with the dice forced."""

import pytest

from engine.oath.actions.campaign import (
    Campaign,
    campaign,
    declare_targets,
    offers,
    roll_attack_pool,
    roll_defense_pool,
)
from engine.oath.dice import BLANK, DOUBLE, HOLLOW, SHIELD, SWORD, SWORDS_AND_SKULL, TWO_SHIELDS
from engine.oath.rules import give_banner
from engine.oath.state import DARKEST_SECRET, PEOPLES_FAVOR, PURPLE
from tests.oath.harness import BLUE, CHANCELLOR, RED, WHITE, YELLOW, Script, forced, make_board

PLAINS, MOUNTAIN, RIVER, ROCKY_COAST, WASTES = 0, 2, 3, 5, 6
HORNED_MASK, BRASS_HORSE = 223, 220            # relics with 2 defense dice each and no battle plan


def battle(board, attacker, defender, *answers) -> Script:
    return Script(campaign(board, attacker, {"action": "campaign", "defender": defender}), *answers)


def site(slot):
    return {"target": "site", "slot": slot}


DONE, PAWN = {"target": "done"}, {"target": "pawn"}


# --- Law 5.5.1: who may be attacked ------------------------------------------------------------------------------

def test_defenders_are_other_players_ruling_your_site_or_with_a_pawn_there_law_5_5_1():
    board = make_board(players=4)
    board.players[CHANCELLOR].site = board.players[BLUE].site = RIVER
    board.sites[PLAINS].warbands = {"Blue": 1}
    assert offers(board, RED) == [{"action": "campaign", "defender": BLUE},
                                  {"action": "campaign", "defender": WHITE}]


def test_the_bandits_defend_only_a_site_no_player_rules_law_5_5_1():
    board = make_board(players=2)
    assert offers(board, RED) == [{"action": "campaign", "defender": CHANCELLOR},
                                  {"action": "campaign", "defender": "bandits"}]
    board.sites[PLAINS].warbands = {"Red": 1}
    assert offers(board, RED) == [{"action": "campaign", "defender": CHANCELLOR}]


def test_no_campaign_without_2_supply_law_5_5_1():
    board = make_board(players=2)
    board.players[RED].supply = 1
    assert offers(board, RED) == []


def test_a_citizen_attacked_by_the_chancellor_is_not_imperial_so_a_purple_site_is_not_its_target_law_5_5_1():
    board = make_board(players=3, citizens=("Red",))
    board.sites[PLAINS].warbands = {PURPLE: 2}
    board.players[RED].site = RIVER                 # Red rules Plains, but not in a Campaign by the Chancellor
    assert offers(board, CHANCELLOR) == [{"action": "campaign", "defender": BLUE}]
    board.players[RED].site = PLAINS
    board.players[RED].relics = [HORNED_MASK]
    run = battle(board, CHANCELLOR, RED)
    assert run.pending.kind == "campaign target"
    assert run.pending.choices == [{"target": "relic", "relic": HORNED_MASK}, DONE]


# --- Law 5.5.2: targets and the defense pool ----------------------------------------------------------------------

def test_relics_banners_and_the_pawn_are_targets_only_when_the_defenders_pawn_is_at_your_site_law_5_5_2():
    board = make_board(players=3)
    board.sites[PLAINS].warbands = {"Blue": 1}
    board.sites[MOUNTAIN].warbands = {"Blue": 1}
    board.players[BLUE].relics = [HORNED_MASK]
    board.players[BLUE].site = RIVER
    run = battle(board, RED, BLUE)
    assert run.pending.choices == [site(MOUNTAIN), DONE]          # Plains is forced: Blue rules it
    board.players[BLUE].site = PLAINS
    run = battle(board, RED, BLUE)
    assert run.pending.choices == [site(MOUNTAIN), {"target": "relic", "relic": HORNED_MASK}, PAWN, DONE]


def test_the_pawn_is_the_forced_target_when_the_defender_does_not_rule_your_site_law_5_5_2():
    board = make_board(players=3)
    board.players[BLUE].relics = [HORNED_MASK]
    run = battle(board, RED, BLUE)
    assert run.pending.choices == [{"target": "relic", "relic": HORNED_MASK}, DONE]
    fight = Campaign(RED, BLUE)
    Script(declare_targets(board, fight), DONE)
    assert (fight.targets, fight.defense_dice) == ([PAWN], 2)


def test_each_target_adds_the_dice_on_its_shield_and_reliquary_relics_are_no_targets_law_5_5_2():
    board = make_board(players=3)
    board.title_holder = CHANCELLOR
    board.sites[PLAINS].warbands = {"Blue": 1}
    board.sites[MOUNTAIN].warbands = {"Blue": 3}
    board.players[BLUE].relics = [HORNED_MASK]
    board.reliquary = [BRASS_HORSE, None, None, None]
    give_banner(board, BLUE, PEOPLES_FAVOR)
    board.banners[PEOPLES_FAVOR].tokens = 3
    fight = Campaign(RED, BLUE)
    run = Script(declare_targets(board, fight), site(MOUNTAIN), {"target": "relic", "relic": HORNED_MASK},
                 {"target": "banner", "banner": PEOPLES_FAVOR}, PAWN)
    assert run.decisions[0].choices == [site(MOUNTAIN), {"target": "relic", "relic": HORNED_MASK},
                                        {"target": "banner", "banner": PEOPLES_FAVOR}, PAWN, DONE]
    assert run.finished and fight.defense_dice == 1 + 1 + 2 + 3 + 2    # sites, Horned Mask, 3 favor, pawn


@pytest.mark.parametrize("holder, usurper, oath, defender, dice", [
    (WHITE, False, "Supremacy", WHITE, 3),          # Oathkeeper side: 1 die
    (WHITE, True, "Supremacy", WHITE, 4),           # Usurper side: 2 dice
    (CHANCELLOR, False, "Supremacy", WHITE, 2),     # an Exile shares nothing
    (CHANCELLOR, False, "Supremacy", RED, 3),       # a Citizen shares the Empire's Supremacy title (g)
    (CHANCELLOR, False, "People", RED, 2),          # but no other Oath's
])
def test_the_title_adds_defense_dice_when_its_holder_defends_law_2_11_f_g(holder, usurper, oath, defender, dice):
    board = make_board(players=4, citizens=("Red",))
    board.title_holder, board.usurper, board.oath = holder, usurper, oath
    fight = Campaign(BLUE, defender)
    Script(declare_targets(board, fight))
    assert (fight.targets, fight.defense_dice) == ([PAWN], dice)


# --- Law 5.5.4-5.5.5: the battle table ----------------------------------------------------------------------------

@pytest.mark.parametrize("faces, warbands, defense", [
    ([BLANK, BLANK], 0, 0),
    ([SHIELD, TWO_SHIELDS], 0, 3),
    ([SHIELD, DOUBLE], 2, 4),                               # warbands are never doubled
    ([TWO_SHIELDS, DOUBLE, DOUBLE], 1, 9),                  # two x2 make x4
    ([SHIELD, SHIELD, DOUBLE, DOUBLE, DOUBLE], 3, 19),      # three make x8
    ([DOUBLE], 5, 5),
])
def test_defense_is_the_shields_doubled_per_x2_plus_the_defending_warbands_law_5_5_4(faces, warbands, defense):
    board = make_board(players=3)
    board.sites[PLAINS].warbands = {"Blue": warbands} if warbands else {}
    forced(board, defense=faces)
    fight = Campaign(RED, BLUE, targets=[site(PLAINS)], defense_dice=len(faces))
    assert roll_defense_pool(board, fight) == defense


@pytest.mark.parametrize("faces, warbands, defense, answers, offered, attack, left", [
    ([SWORD, SWORD], 3, 1, [], None, 2, 3),
    ([HOLLOW, HOLLOW, HOLLOW], 3, 1, [{"sacrifice": 0}], 1, 1, 3),       # declining leaves a tie
    ([HOLLOW, HOLLOW, HOLLOW], 3, 2, [{"sacrifice": 2}], 2, 3, 1),       # exactly defense - dice + 1
    ([HOLLOW], 1, 0, [{"sacrifice": 1}], 1, 1, 0),
    ([SWORDS_AND_SKULL, SWORDS_AND_SKULL], 2, 3, [], None, 4, 0),        # each skull kills from the board
    ([SWORDS_AND_SKULL], 3, 4, [], None, 2, 2),                          # 3 needed, 2 left: no sacrifice
    ([SWORDS_AND_SKULL], 0, 0, [], None, 2, 0),                          # a skull with no warbands kills none
])
def test_attack_is_the_dice_plus_an_exact_sacrifice_after_skulls_kill_law_5_5_5_and_9_5(
        faces, warbands, defense, answers, offered, attack, left):
    board = make_board(players=3)
    board.players[RED].warbands = warbands
    forced(board, attack=faces)
    run = Script(roll_attack_pool(board, Campaign(RED, BLUE, attack_dice=len(faces)), defense), *answers)
    sacrifices = [decision.choices for decision in run.decisions]
    assert sacrifices == ([[{"sacrifice": offered}, {"sacrifice": 0}]] if offered else [])
    assert (run.result, board.players[RED].warbands, board.players[RED].bank) == (attack, left, 14 + warbands - left)


# --- whole Campaigns ------------------------------------------------------------------------------------------------

def test_a_defeated_defender_loses_half_its_force_chosen_by_itself_and_survivors_go_to_its_board_law_5_5_6():
    board = make_board(players=3)
    board.players[RED].warbands = 5
    board.players[BLUE].site, board.players[BLUE].warbands = RIVER, 4   # its board is away: it does not defend
    board.sites[PLAINS].warbands = {"Blue": 2}
    board.sites[MOUNTAIN].warbands = {"Blue": 1}
    forced(board, defense=[SHIELD, DOUBLE], attack=[SWORD, SWORDS_AND_SKULL, HOLLOW, HOLLOW])
    run = battle(board, RED, BLUE, site(MOUNTAIN), {"attack dice": 4}, {"sacrifice": 2},
                 {"kill": "site", "slot": MOUNTAIN}, {"place": 2})
    fight = run.result
    assert (fight.defense, fight.attack, fight.victorious) == (2 + 3, 4 + 2, True)
    losses = run.decisions[3]
    assert (losses.player, losses.choices) == (BLUE, [{"kill": "site", "slot": PLAINS},
                                                      {"kill": "site", "slot": MOUNTAIN}])
    assert board.sites[PLAINS].warbands == {"Red": 2} and board.sites[MOUNTAIN].warbands == {}
    assert (board.players[BLUE].warbands, board.players[BLUE].bank) == (4 + 2, 14 + 1)
    assert (board.players[RED].warbands, board.players[RED].bank, board.players[RED].supply) == (0, 14 + 3, 5)
    assert board.rng.numbers == []


def test_ties_go_to_the_defender_and_a_defeated_attacker_kills_half_its_board_law_5_5_5_and_5_5_6():
    board = make_board(players=3)
    board.players[RED].warbands = 5
    board.players[BLUE].warbands = 1                                     # its pawn is at Plains: it defends
    forced(board, defense=[TWO_SHIELDS, BLANK], attack=[SWORD, SWORD, SWORD, HOLLOW])   # the Plains add a die
    fight = battle(board, RED, BLUE, {"attack dice": 3}, {"sacrifice": 0}).result
    assert (fight.defense, fight.attack, fight.victorious) == (3, 3, False)
    assert (board.players[RED].warbands, board.players[RED].bank) == (3, 16)
    assert (board.players[BLUE].warbands, board.players[BLUE].site) == (1, PLAINS)


def test_bandits_defend_with_one_bandit_per_targeted_site_and_are_never_killed_law_2_8_3_and_5_5_6():
    board = make_board(players=2)
    board.players[RED].warbands = 4
    forced(board, defense=[SHIELD, BLANK], attack=[SWORD, SWORD, HOLLOW, HOLLOW])
    run = battle(board, RED, "bandits", site(MOUNTAIN), DONE, {"attack dice": 4}, {"sacrifice": 1},
                 {"place": 2}, {"place": 1})
    assert run.decisions[0].choices == [site(slot) for slot in range(1, 8)] + [DONE]
    assert (run.result.defense, run.result.attack) == (1 + 2, 3 + 1)
    assert board.sites[PLAINS].warbands == {"Red": 2} and board.sites[MOUNTAIN].warbands == {"Red": 1}
    assert (board.players[RED].warbands, board.players[RED].bank) == (0, 15)


def test_bandits_that_win_cost_the_attacker_half_its_board_law_5_5_6():
    board = make_board(players=2)
    board.players[RED].warbands = 3
    forced(board, defense=[BLANK], attack=[HOLLOW])                # 0 chosen, the Plains add 1 die
    fight = battle(board, RED, "bandits", DONE, {"attack dice": 0}, {"sacrifice": 0}).result
    assert (fight.defense, fight.attack, fight.victorious) == (1, 0, False)
    assert board.players[RED].warbands == 2 and board.sites[PLAINS].warbands == {}


@pytest.mark.parametrize("consent, defense", [(True, 2 + 1 + 2), (False, 2 + 1)])
def test_the_chancellor_joins_an_imperial_defender_and_a_citizen_only_with_the_defenders_consent_law_5_5_2(
        consent, defense):
    board = make_board(players=5, citizens=("Red", "White", "Yellow"))
    board.title_holder = BLUE
    board.sites[PLAINS].warbands = {PURPLE: 2}
    board.players[BLUE].warbands = 6
    board.players[RED].warbands = 1
    board.players[WHITE].warbands = 2
    board.players[CHANCELLOR].site, board.players[CHANCELLOR].warbands = MOUNTAIN, 3   # joins, but far away
    board.players[YELLOW].site, board.players[YELLOW].warbands = WASTES, 4             # not asked
    forced(board, defense=[BLANK], attack=[HOLLOW] * 7)                          # the Plains add a die
    run = battle(board, BLUE, RED, DONE, {"attack dice": 6}, {"join": True}, {"consent": consent},
                 {"sacrifice": 0})
    assert [(decision.player, decision.kind) for decision in run.decisions[2:4]] == [
        (WHITE, "campaign join"), (RED, "campaign consent")]
    assert run.result.allies == ([CHANCELLOR, WHITE] if consent else [CHANCELLOR])
    assert run.result.defense == defense


def test_the_chancellor_chooses_imperial_losses_and_purple_survivors_go_to_the_chancellors_board_law_5_5_6():
    board = make_board(players=4, citizens=("Red",))
    board.title_holder = BLUE
    board.sites[PLAINS].warbands = {PURPLE: 3}
    board.sites[MOUNTAIN].warbands = {PURPLE: 1}
    board.players[BLUE].warbands = 6
    board.players[RED].warbands = 2
    board.players[CHANCELLOR].warbands = 1
    board.players[WHITE].site = RIVER
    forced(board, defense=[BLANK, BLANK], attack=[SWORD] * 6)
    red_board, mountain = {"kill": "board", "player": RED}, {"kill": "site", "slot": MOUNTAIN}
    run = battle(board, BLUE, RED, site(MOUNTAIN), DONE, {"attack dice": 6}, {"sacrifice": 2},
                 red_board, red_board, mountain, {"place": 3}, {"place": 1})
    assert (run.result.defense, run.result.attack) == (3 + 1 + 2 + 1, 6 + 2)
    losses = run.decisions[4:7]
    assert {decision.player for decision in losses} == {CHANCELLOR}
    assert losses[2].choices == [{"kill": "site", "slot": PLAINS}, mountain, {"kill": "board", "player": CHANCELLOR}]
    assert (board.players[RED].warbands, board.players[CHANCELLOR].warbands) == (0, 1 + 3)
    assert (board.players[CHANCELLOR].bank, board.players[BLUE].bank) == (24 + 3, 14 + 2)
    assert board.sites[PLAINS].warbands == {"Blue": 3} and board.sites[MOUNTAIN].warbands == {"Blue": 1}


def test_a_citizen_attacking_the_chancellor_is_not_imperial_and_places_purple_warbands_law_5_5_1_and_5_5_7_i():
    board = make_board(players=4, citizens=("Red",))
    board.title_holder = CHANCELLOR
    board.sites[PLAINS].warbands = {PURPLE: 1}
    board.players[RED].warbands = 4
    board.players[CHANCELLOR].site, board.players[CHANCELLOR].warbands = RIVER, 5
    assert offers(board, RED)[-1] == {"action": "campaign", "defender": CHANCELLOR}
    forced(board, defense=[SHIELD, BLANK], attack=[SWORD, SWORD, HOLLOW, HOLLOW, HOLLOW])   # + Plains
    run = battle(board, RED, CHANCELLOR, {"attack dice": 4}, {"place": 4})
    assert (run.result.defense_dice, run.result.defense, run.result.attack) == (1 + 1, 1 + 1, 3)
    assert run.result.allies == []
    assert board.players[CHANCELLOR].warbands == 5 + 1                   # no losses: half of 1 is 0
    assert board.sites[PLAINS].warbands == {PURPLE: 4} and board.players[RED].warbands == 0


def test_a_citizen_attacked_by_the_chancellor_defends_alone_and_may_be_banished_and_lose_half_its_favor_law_5_5_7_iii():
    board = make_board(players=4, citizens=("Red", "White"))
    board.sites[PLAINS].warbands = {PURPLE: 2}
    board.players[CHANCELLOR].warbands = 4
    board.players[RED].warbands, board.players[RED].favor = 4, 5
    board.players[WHITE].warbands = 3
    forced(board, defense=[SHIELD, SHIELD], attack=[SWORD] * 4 + [HOLLOW])     # the Plains add a die
    run = battle(board, CHANCELLOR, RED, {"attack dice": 4}, {"sacrifice": 3},
                 {"pawn": "banish", "site": ROCKY_COAST}, {"burn favor": 2})
    assert run.result.targets == [PAWN] and run.result.allies == []
    assert (run.result.defense, run.result.attack) == (2 + 4, 4 + 3)
    assert {decision.player for decision in run.decisions} == {CHANCELLOR}
    assert run.decisions[2].choices == [{"pawn": "banish", "site": slot} for slot in range(1, 8)] + [
        {"pawn": "stays"}]
    assert (board.players[RED].warbands, board.players[RED].site, board.players[RED].favor) == (2, ROCKY_COAST, 3)
    assert (board.favor_pool, board.players[CHANCELLOR].bank) == (18 + 2, 24 + 3 + 2)
    assert board.sites[PLAINS].warbands == {PURPLE: 2}


def test_the_victor_takes_targeted_relics_and_seizes_banners_law_5_5_7_ii_and_2_5_3():
    board = make_board(players=3)
    board.players[RED].warbands = 6
    board.players[BLUE].relics = [HORNED_MASK, BRASS_HORSE]
    give_banner(board, BLUE, PEOPLES_FAVOR)
    give_banner(board, BLUE, DARKEST_SECRET)
    board.banners[PEOPLES_FAVOR].tokens, board.banners[DARKEST_SECRET].tokens = 4, 3
    forced(board, defense=[BLANK] * 11, attack=[SWORD, HOLLOW])           # the Plains add a die
    run = battle(board, RED, BLUE, {"target": "relic", "relic": HORNED_MASK},
                 {"target": "banner", "banner": PEOPLES_FAVOR}, {"target": "banner", "banner": DARKEST_SECRET},
                 DONE, {"attack dice": 1}, {"pawn": "stays"})
    assert run.result.defense_dice == 2 + 2 + 4 + 3
    assert (board.players[RED].relics, board.players[BLUE].relics) == ([HORNED_MASK], [BRASS_HORSE])
    assert (board.players[RED].banners, board.players[BLUE].banners) == ([PEOPLES_FAVOR, DARKEST_SECRET], [])
    favor, secret = board.banners[PEOPLES_FAVOR], board.banners[DARKEST_SECRET]
    assert (favor.holder, favor.tokens, favor.mob, board.favor_pool) == (RED, 2, True, 18 + 2)
    assert (secret.holder, secret.tokens) == (RED, 1)
    assert (board.players[BLUE].site, board.players[BLUE].favor) == (PLAINS, 0)
