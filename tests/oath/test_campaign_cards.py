"""Archive cards that extend the Campaign (Law 5.5, 7.5): Lancers, Mounted Patrol, War Tortoise, Wild Mounts (battle
plans) and Sealing Ward, Beast Tamer (persistent), with the dice forced. Numbers in the docstrings are printed card
numbers.

As in test_battle_plans.py, Red (seat 1) campaigns from the River (slot 0, the Cradle), which Blue (seat 2) rules
with one warband; Blue's pawn is far away (the Salt Flats, the Hinterland) unless a test brings it."""

from engine.oath.cards import card_named
from engine.oath.dice import BLANK, DOUBLE, HOLLOW, SHIELD, SWORD, SWORDS_AND_SKULL, TWO_SHIELDS
from tests.oath.harness import BLUE, RED, card, forced
from tests.oath.test_battle_plans import DONE, HERE, adviser, fight, scene

(LANCERS, MOUNTED_PATROL, WAR_TORTOISE, WILD_MOUNTS, SEALING_WARD, BEAST_TAMER, HORSE_ARCHERS, RAIN_BOOTS, WOLVES,
 RANGERS, LONGBOWS, BEAR_TRAPS, LONG_LOST_HEIR) = (card_named(name).id for name in (
    "Lancers", "Mounted Patrol", "War Tortoise", "Wild Mounts", "Sealing Ward", "Beast Tamer", "Horse Archers",
    "Rain Boots", "Wolves", "Rangers", "Longbows", "Bear Traps", "Long-Lost Heir"))
HORNED_MASK, CURSED_CAULDRON = 223, 219         # relics with 2 and 3 defense dice


def plans(*cards) -> dict:
    return {"battle plan": [{"plan": each} for each in cards]}


# --- 154 Lancers ----------------------------------------------------------------------------------------------------

def test_lancers_double_the_attack_from_the_dice_and_are_discarded_at_the_end():
    """154 Lancers: a sword and a pair of hollow swords make 2, doubled to 4 (Law 5.5.5); "At the end, discard
    Lancers" (Law 5.5.8): the River's pile goes to the Provinces."""
    board = scene(red=3, blue_here=1)
    adviser(board, RED, LANCERS)
    forced(board, defense=[TWO_SHIELDS], attack=[SWORD, HOLLOW, HOLLOW])
    run = fight(board, 3, **plans(LANCERS))
    assert (run.result.attack, run.result.defense, run.result.victorious) == (4, 3, True)
    assert board.players[RED].advisers == [] and board.discards["Provinces"] == [LANCERS]
    assert board.players[RED].warbands == 3 and board.players[BLUE].warbands == 1    # Blue's 1 survivor goes home


def test_lancers_sacrifice_is_needed_against_the_doubled_roll_and_added_undoubled():
    """154 Lancers, Law 5.5.5, 9.5: a sword doubled is 2 against Blue's 4 warbands; the sacrifice offered is exactly
    the 3 needed (not 4), and it adds 3, not 6: attack 5."""
    board = scene(red=5, blue_here=4)
    adviser(board, RED, LANCERS)
    forced(board, defense=[BLANK], attack=[SWORD])
    run = fight(board, 1, **plans(LANCERS), **{"campaign sacrifice": [{"sacrifice": 3}]})
    asked = next(d for d in run.decisions if d.kind == "campaign sacrifice")
    assert asked.choices == [{"sacrifice": 3}, {"sacrifice": 0}]
    assert (run.result.attack, run.result.defense, run.result.victorious) == (5, 4, True)
    assert board.players[RED].warbands == 2
    assert board.players[BLUE].warbands == 2 and board.sites[HERE].warbands == {}    # half of 4 die, 2 go home


def test_lancers_double_nothing_a_lone_hollow_sword_counts_nothing():
    """154 Lancers: "your total attack roll" is doubled, not each face: one hollow sword is 0, and 0 doubled is 0."""
    board = scene(red=1, blue_here=1)
    adviser(board, RED, LANCERS)
    forced(board, defense=[BLANK], attack=[HOLLOW])
    run = fight(board, 1, **plans(LANCERS))
    assert run.result.attack == 0 and not run.result.victorious
    assert board.discards["Provinces"] == [LANCERS]                  # discarded whoever wins (Law 5.5.8)


# --- 163 Mounted Patrol ---------------------------------------------------------------------------------------------

def test_mounted_patrol_has_the_attacker_roll_half_the_pool_rounded_down():
    """163 Mounted Patrol (defender): of 3 attack dice Red rolls 1; a tie goes to Blue (Law 5.5.5); Mounted Patrol
    is discarded at the end from Blue's site (Law 5.5.8) and Red loses half its 3 warbands (Law 5.5.6)."""
    board = scene(red=3, blue_here=1)
    board.sites[HERE].cards.append(card(MOUNTED_PATROL))
    forced(board, defense=[BLANK], attack=[SWORD])
    run = fight(board, 3, **plans(MOUNTED_PATROL))
    assert (run.result.attack_dice, run.result.attack, run.result.victorious) == (3, 1, False)
    assert board.sites[HERE].cards == [] and board.discards["Provinces"] == [MOUNTED_PATROL]
    assert board.players[RED].warbands == 2 and board.sites[HERE].warbands == {"Blue": 1}


def test_mounted_patrol_halves_at_the_roll_so_dice_removed_after_it_count_first():
    """163 Mounted Patrol, Law 5.5.5: Blue uses Mounted Patrol, then Bear Traps; the pool of 5 loses a die to 4,
    and 4 halved is 2 dice rolled (halving when used would have left 5 // 2 - 1 = 1)."""
    board = scene(red=5, blue_here=1)
    board.sites[HERE].cards += [card(MOUNTED_PATROL), card(BEAR_TRAPS)]
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    run = fight(board, 5, **plans(MOUNTED_PATROL, BEAR_TRAPS))
    assert (run.result.attack_dice, run.result.attack, run.result.victorious) == (4, 2, True)
    assert board.players[RED].warbands == 4                          # Bear Traps killed one
    assert board.sites[HERE].cards == [card(BEAR_TRAPS)] and board.discards["Provinces"] == [MOUNTED_PATROL]


def test_mounted_patrol_is_not_offered_against_an_empty_attack_pool():
    """163 Mounted Patrol: with no attack die there is nothing to halve, and using it would only discard it."""
    board = scene(red=3, blue_here=1)
    board.sites[HERE].cards.append(card(MOUNTED_PATROL))
    forced(board, defense=[BLANK], attack=[])
    run = fight(board, 0)
    assert run.offered(BLUE) == [] and board.sites[HERE].cards == [card(MOUNTED_PATROL)]


def test_the_bandits_use_mounted_patrol_it_costs_nothing_law_5_5_3():
    """163 Mounted Patrol at a site the bandits rule: they use every cost-free plan, so Red's 3 dice roll as 1."""
    board = scene(red=3, blue_here=0)
    board.sites[HERE].cards.append(card(MOUNTED_PATROL))
    forced(board, defense=[BLANK], attack=[SWORD])
    run = fight(board, 3, defender="bandits")
    assert [plan.card for plan in run.result.plans] == [MOUNTED_PATROL]
    assert (run.result.attack, run.result.defense, run.result.victorious) == (1, 1, False)
    assert board.discards["Provinces"] == [MOUNTED_PATROL]


# --- 187 War Tortoise -----------------------------------------------------------------------------------------------

def test_war_tortoise_for_the_attacker_ignores_the_defenders_two_shield_faces():
    """187 War Tortoise (1 favor), used by Red: Blue's two-shield face counts nothing; the x2 still doubles the one
    shield left (Law 5.5.4): 2 + 1 warband = 3 (else 7). Red places its favor on the card; it is not discarded."""
    board = scene(red=4, blue_here=1)
    board.players[BLUE].site = HERE
    adviser(board, RED, WAR_TORTOISE)
    board.players[RED].favor = 1
    forced(board, defense=[TWO_SHIELDS, DOUBLE, SHIELD], attack=[SWORD] * 4)
    run = fight(board, 4, **plans(WAR_TORTOISE), **{"campaign target": [{"target": "pawn"}]})
    assert run.result.defense_faces == [DOUBLE, SHIELD]
    assert (run.result.defense, run.result.attack, run.result.victorious) == (3, 4, True)
    assert board.players[RED].favor == 0 and board.players[RED].advisers == [card(WAR_TORTOISE, favor=1)]


def test_war_tortoise_for_the_defender_ignores_two_swords_but_the_skull_still_kills():
    """187 War Tortoise, used by Blue outside its turn (its favor goes to the Beast bank, Law 7.1.2): Red's
    two-swords-and-skull adds nothing, so 2 ties Blue's 2 and Blue wins (Law 5.5.5); the skull still killed one
    of Red's warbands, and the defeated Red loses half of the 3 left (Law 5.5.6)."""
    board = scene(red=4, blue_here=1)
    board.sites[HERE].cards.append(card(WAR_TORTOISE))
    board.players[BLUE].favor = 1
    forced(board, defense=[SHIELD], attack=[SWORDS_AND_SKULL, SWORD, HOLLOW, HOLLOW])
    run = fight(board, 4, **plans(WAR_TORTOISE))
    assert (run.result.attack, run.result.defense, run.result.victorious) == (2, 2, False)
    assert run.result.killed["attacker"] == 2 and board.players[RED].warbands == 2
    assert board.players[BLUE].favor == 0 and board.favor_banks["Beast"] == 3 + 1
    assert board.sites[HERE].cards == [card(WAR_TORTOISE)]


def test_war_tortoise_with_rain_boots_leaves_only_the_x2_which_doubles_nothing():
    """187 War Tortoise with Rain Boots (14): the single shield and the two shields are both ignored; the x2 has no
    shield left to double (Law 5.5.4): the defense is Blue's 1 warband. Rain Boots alone is discarded (Law 5.5.8)."""
    board = scene(red=1, blue_here=1)
    board.players[BLUE].site = HERE
    adviser(board, RED, WAR_TORTOISE)
    adviser(board, RED, RAIN_BOOTS)
    board.players[RED].favor = 1
    forced(board, defense=[SHIELD, TWO_SHIELDS, DOUBLE], attack=[SWORD])
    run = fight(board, 1, **plans(WAR_TORTOISE, RAIN_BOOTS), **{"campaign target": [{"target": "pawn"}]})
    assert run.result.defense_faces == [DOUBLE] and run.result.defense == 1 and not run.result.victorious
    assert board.players[RED].advisers == [card(WAR_TORTOISE, favor=1)] and board.discards["Provinces"] == [RAIN_BOOTS]


def test_war_tortoise_is_not_offered_without_the_favor_to_pay():
    """187 War Tortoise costs 1 favor (Law 7.1.2, 7.5.3)."""
    board = scene(red=1, blue_here=1)
    adviser(board, RED, WAR_TORTOISE)
    forced(board, defense=[BLANK], attack=[])
    assert fight(board, 0).offered(RED) == []


# --- 153 Wild Mounts ------------------------------------------------------------------------------------------------

def wild_mounts_attack(board):
    for each in (WILD_MOUNTS, LANCERS, HORSE_ARCHERS, WOLVES):
        adviser(board, RED, each)
    forced(board, defense=[BLANK], attack=[SWORD] * 3)


def test_wild_mounts_discards_one_beast_card_instead_of_every_nomad_plan():
    """153 Wild Mounts: Lancers and Horse Archers would be discarded at the end (Law 5.5.8); Red discards Wolves,
    a Beast adviser, instead, and keeps both plans. Wild Mounts itself is never discarded."""
    board = scene(red=3, blue_here=1)
    wild_mounts_attack(board)
    run = fight(board, 0, **plans(WILD_MOUNTS, LANCERS, HORSE_ARCHERS), **{"wild mounts": [{"discard": WOLVES}]})
    asked = next(d for d in run.decisions if d.kind == "wild mounts")
    assert asked.player == RED and asked.choices == [{"discard": WOLVES}, {"discard": "none"}]
    assert run.result.attack == 6 and run.result.victorious
    assert board.players[RED].advisers == [card(WILD_MOUNTS), card(LANCERS), card(HORSE_ARCHERS)]
    assert board.discards["Provinces"] == [WOLVES]


def test_wild_mounts_may_be_declined_and_the_nomad_plans_are_discarded():
    """153 Wild Mounts: "you may instead": declined, Lancers and Horse Archers go to the pile (Law 5.5.8)."""
    board = scene(red=3, blue_here=1)
    wild_mounts_attack(board)
    fight(board, 0, **plans(WILD_MOUNTS, LANCERS, HORSE_ARCHERS))
    assert board.players[RED].advisers == [card(WILD_MOUNTS), card(WOLVES)]
    assert board.discards["Provinces"] == [LANCERS, HORSE_ARCHERS]


def test_wild_mounts_asks_nothing_when_no_nomad_plan_is_discarded():
    """153 Wild Mounts: Longbows (Order) is kept anyway; there is no discard to replace, so nothing is asked."""
    board = scene(red=3, blue_here=1)
    for each in (WILD_MOUNTS, LONGBOWS, WOLVES):
        adviser(board, RED, each)
    forced(board, defense=[BLANK], attack=[SWORD] * 1)
    run = fight(board, 0, **plans(WILD_MOUNTS, LONGBOWS))
    assert all(d.kind != "wild mounts" for d in run.decisions)
    assert board.players[RED].advisers == [card(WILD_MOUNTS), card(LONGBOWS), card(WOLVES)]


def test_wild_mounts_is_not_offered_without_a_beast_card_you_rule():
    """153 Wild Mounts: Wolves at a site Blue rules is not Red's (Law 10 "Rule"); a plan that could do nothing is
    not offered."""
    board = scene(red=3, blue_here=1)
    adviser(board, RED, WILD_MOUNTS)
    adviser(board, RED, HORSE_ARCHERS)
    board.sites[HERE].cards.append(card(WOLVES))
    forced(board, defense=[BLANK], attack=[SWORD] * 3)
    run = fight(board, 0, **plans(HORSE_ARCHERS))
    assert run.offered(RED)[0] == [{"plan": HORSE_ARCHERS}, DONE]
    assert board.discards["Provinces"] == [HORSE_ARCHERS]


def test_wild_mounts_never_offers_a_locked_beast_card():
    """153 Wild Mounts: Long-Lost Heir (Beast, locked) can never be discarded (Law 7.2.2): only Wolves is offered, and
    with Long-Lost Heir alone Wild Mounts is not offered at all."""
    board = scene(red=3, blue_here=1)
    wild_mounts_attack(board)
    adviser(board, RED, LONG_LOST_HEIR)
    run = fight(board, 0, **plans(WILD_MOUNTS, LANCERS, HORSE_ARCHERS))
    asked = next(d for d in run.decisions if d.kind == "wild mounts")
    assert asked.choices == [{"discard": WOLVES}, {"discard": "none"}]
    board = scene(red=3, blue_here=1)
    for each in (WILD_MOUNTS, HORSE_ARCHERS, LONG_LOST_HEIR):
        adviser(board, RED, each)
    forced(board, defense=[BLANK], attack=[SWORD] * 3)
    run = fight(board, 0, **plans(HORSE_ARCHERS))
    assert run.offered(RED)[0] == [{"plan": HORSE_ARCHERS}, DONE]


def test_wild_mounts_for_the_defender_discards_a_beast_card_at_its_site():
    """153 Wild Mounts used by Blue: Mounted Patrol would be discarded; Blue discards Wolves from the River, which it
    rules, instead (Law 10 "Discard": to the pile after the site's region)."""
    board = scene(red=3, blue_here=1)
    board.sites[HERE].cards += [card(WILD_MOUNTS), card(MOUNTED_PATROL), card(WOLVES)]
    forced(board, defense=[BLANK], attack=[SWORD])
    run = fight(board, 3, **plans(WILD_MOUNTS, MOUNTED_PATROL), **{"wild mounts": [{"discard": WOLVES}]})
    assert not run.result.victorious
    assert board.sites[HERE].cards == [card(WILD_MOUNTS), card(MOUNTED_PATROL)]
    assert board.discards["Provinces"] == [WOLVES]


# --- 72 Sealing Ward ------------------------------------------------------------------------------------------------

def test_sealing_ward_adds_a_defense_die_to_each_targeted_relic():
    """72 Sealing Ward (adviser): Blue's Horned Mask (2) and Cursed Cauldron (3) are targeted with the River (1):
    6 dice, and one more for each relic: 8 (Law 5.5.2, 2.4.2)."""
    board = scene(red=3, blue_here=1)
    board.players[BLUE].site = HERE
    board.players[BLUE].relics = [HORNED_MASK, CURSED_CAULDRON]
    adviser(board, BLUE, SEALING_WARD)
    forced(board, defense=[BLANK] * 8, attack=[])
    run = fight(board, 0, **{"campaign target": [{"target": "relic", "relic": HORNED_MASK},
                                                 {"target": "relic", "relic": CURSED_CAULDRON}]})
    assert run.result.defense_dice == 1 + 2 + 3 + 2


def test_sealing_ward_adds_nothing_for_relics_not_targeted_or_facedown():
    """72 Sealing Ward: only a targeted relic gets its die ("when targeted"); a facedown Sealing Ward has no power
    (Law 7.1.4), and the attacker's Sealing Ward guards only the attacker's relics, never targets."""
    board = scene(red=3, blue_here=1)
    board.players[BLUE].site = HERE
    board.players[BLUE].relics = [HORNED_MASK, CURSED_CAULDRON]
    adviser(board, BLUE, SEALING_WARD)
    forced(board, defense=[BLANK] * 4, attack=[])
    run = fight(board, 0, **{"campaign target": [{"target": "relic", "relic": HORNED_MASK}]})
    assert run.result.defense_dice == 1 + 2 + 1
    board = scene(red=3, blue_here=1)
    board.players[BLUE].site = HERE
    board.players[BLUE].relics = [HORNED_MASK]
    board.players[BLUE].advisers.append(card(SEALING_WARD, faceup=False))
    adviser(board, RED, SEALING_WARD)
    forced(board, defense=[BLANK] * 3, attack=[])
    run = fight(board, 0, **{"campaign target": [{"target": "relic", "relic": HORNED_MASK}]})
    assert run.result.defense_dice == 1 + 2


# --- 90 Beast Tamer -------------------------------------------------------------------------------------------------

def test_beast_tamer_bars_the_attackers_beast_and_nomad_plans():
    """90 Beast Tamer (adviser), Blue's: Red may not use Rangers (Beast) or Horse Archers (Nomad) against Blue;
    Longbows (Order) stays, and Blue's own Nomad plan is Blue's to use."""
    board = scene(red=3, blue_here=1)
    adviser(board, BLUE, BEAST_TAMER)
    for each in (RANGERS, HORSE_ARCHERS, LONGBOWS):
        adviser(board, RED, each)
    board.players[RED].favor = 1
    board.sites[HERE].cards.append(card(MOUNTED_PATROL))
    forced(board, defense=[BLANK], attack=[SWORD])
    run = fight(board, 1)
    assert run.offered(RED) == [[{"plan": LONGBOWS}, DONE]]
    assert run.offered(BLUE) == [[{"plan": MOUNTED_PATROL}, DONE]]


def test_beast_tamer_bars_the_bandits_nomad_plans_against_its_attacker():
    """90 Beast Tamer, Red's: the bandits' enemy is Red, so they cannot use Horse Archers against it (Law 5.5.3);
    they still use Longbows."""
    board = scene(red=2, blue_here=0)
    adviser(board, RED, BEAST_TAMER)
    board.sites[HERE].cards += [card(HORSE_ARCHERS), card(LONGBOWS)]
    forced(board, defense=[BLANK], attack=[SWORD])
    run = fight(board, 2, defender="bandits")
    assert [plan.card for plan in run.result.plans] == [LONGBOWS]
    assert run.result.attack_dice == 1
