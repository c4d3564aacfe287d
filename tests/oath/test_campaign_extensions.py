"""Archive cards extending the Campaign with new mechanisms (Law 5.5, 7.5): Gleaming Armor (66), Insect Swarm (184),
Peace Envoy (125), Hearts and Minds (138), Hospital (149), Relic Hunter (126), with the dice forced.

As in test_battle_plans.py, Red (seat 1) campaigns from the River (slot 0, the Cradle), which Blue (seat 2) rules
with warbands; Blue's pawn is far away (the Salt Flats) unless a test brings it."""

from engine.oath.actions import ACTIONS
from engine.oath.actions.travel import destinations
from engine.oath.cards import card_named
from engine.oath.dice import BLANK, HOLLOW, SHIELD, SWORD, SWORDS_AND_SKULL
from engine.oath.state import PEOPLES_FAVOR
from tests.oath.harness import BLUE, RED, card, forced, hold
from tests.oath.test_battle_plans import (
    COAST,
    DONE,
    FAR,
    HERE,
    SLUM,
    Run,
    adviser,
    fight,
    scene,
)

(GLEAMING_ARMOR, INSECT_SWARM, PEACE_ENVOY, HEARTS_AND_MINDS, RELIC_HUNTER, HOSPITAL, CAPTAINS, WILD_ALLIES,
 VOW_OF_UNION, LONGBOWS, MOUNTED_PATROL, WOLVES) = (
    card_named(name).id for name in ("Gleaming Armor", "Insect Swarm", "Peace Envoy", "Hearts and Minds",
                                      "Relic Hunter", "Hospital", "Captains", "Wild Allies", "Vow of Union",
                                      "Longbows", "Mounted Patrol", "Wolves"))
HORNED_MASK = 223                               # a relic with 2 defense dice


def plans(*cards) -> dict:
    return {"battle plan": [{"plan": each} for each in cards]}


# --- 66 Gleaming Armor, 184 Insect Swarm ------------------------------------------------------------------------------

def test_gleaming_armor_makes_the_enemys_plan_cost_a_secret_more_placed_on_it():
    """66 Gleaming Armor (Law 7.5.3, 7.1.2): Blue holds it, so Red's Longbows (+1 attack die, no printed cost) costs
    1 secret, placed on the card in Red's turn."""
    board = scene(red=3, blue_here=1)
    adviser(board, BLUE, GLEAMING_ARMOR)
    adviser(board, RED, LONGBOWS)
    board.players[RED].secrets = 2
    forced(board, defense=[BLANK], attack=[SWORD, SWORD, SWORD])
    run = fight(board, 2, **plans(LONGBOWS))
    assert run.result.attack_dice == 3 and run.result.victorious
    assert board.players[RED].secrets == 1 and board.players[RED].advisers == [card(LONGBOWS, secrets=1)]


def test_gleaming_armor_a_plan_the_enemy_cannot_pay_is_not_offered():
    """66 Gleaming Armor, Law 7.5.3: Red holds no secret, so Longbows is not offered."""
    board = scene(red=3, blue_here=1)
    adviser(board, BLUE, GLEAMING_ARMOR)
    adviser(board, RED, LONGBOWS)
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    run = fight(board, 2)
    assert run.offered(RED) == [] and run.result.victorious


def test_gleaming_armor_as_an_adviser_of_the_user_itself_adds_nothing():
    """66 Gleaming Armor: only "your enemy's" plans cost more; Red holding it pays Longbows' printed cost (nothing)."""
    board = scene(red=3, blue_here=1)
    adviser(board, RED, GLEAMING_ARMOR)
    adviser(board, RED, LONGBOWS)
    forced(board, defense=[BLANK], attack=[SWORD, SWORD, SWORD])
    run = fight(board, 2, **plans(LONGBOWS))
    assert run.result.attack_dice == 3 and board.players[RED].advisers[1] == card(LONGBOWS)


def test_gleaming_armors_secret_is_part_of_the_cost_so_spell_breaker_forbids_the_plan():
    """66 Gleaming Armor with Spell Breaker (162) at the Great Slum, which Blue rules: Longbows now costs a secret
    (Law 7.1.2), and the enemies of Spell Breaker's ruler cannot use powers costing secrets (Law 7.1.4)."""
    board = scene(red=3, blue_here=1)
    board.sites[SLUM].cards.append(card(card_named("Spell Breaker").id))
    board.sites[SLUM].warbands = {"Blue": 1}
    adviser(board, BLUE, GLEAMING_ARMOR)
    adviser(board, RED, LONGBOWS)
    board.players[RED].secrets = 2
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    run = fight(board, 2)
    assert run.offered(RED) == [] and board.players[RED].secrets == 2


def test_insect_swarm_burns_a_favor_more_and_stops_the_bandits_cost_free_plans():
    """184 Insect Swarm (Law 5.5.3): the bandits use only cost-free plans; with Red holding Insect Swarm, Mounted
    Patrol at the bandits' site costs a burnt favor, so they do not use it and Red rolls all 2 dice."""
    board = scene(red=3, blue_here=0)
    adviser(board, RED, INSECT_SWARM)
    board.sites[HERE].cards.append(card(MOUNTED_PATROL))
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    run = fight(board, 2, defender="bandits")
    assert run.result.plans == [] and (run.result.attack, run.result.victorious) == (2, True)
    assert board.sites[HERE].cards == [card(MOUNTED_PATROL)]


def test_insect_swarm_the_enemy_burns_one_favor_to_the_shared_bank():
    """184 Insect Swarm, Law 7.1.2: Blue holds it; Red's Longbows costs 1 favor burnt (to the shared bank)."""
    board = scene(red=3, blue_here=1)
    adviser(board, BLUE, INSECT_SWARM)
    adviser(board, RED, LONGBOWS)
    board.players[RED].favor = 1
    pool = board.favor_pool
    forced(board, defense=[BLANK], attack=[SWORD, SWORD, SWORD])
    run = fight(board, 2, **plans(LONGBOWS))
    assert run.result.attack_dice == 3
    assert board.players[RED].favor == 0 and board.favor_pool == pool + 1
    assert board.players[RED].advisers[0] == card(LONGBOWS)


# --- 125 Peace Envoy --------------------------------------------------------------------------------------------------

def test_peace_envoy_gives_a_favor_per_defense_die_and_wins_at_once_killing_nobody():
    """125 Peace Envoy (1 favor): Blue's pawn is at Red's site; targets the River and Blue's pawn: 3 defense dice, so
    Red gives Blue 3 favor and is victorious immediately (no dice rolled, Law 5.5.4-5.5.5); no one is killed (Blue's
    3 warbands at the River go home, Law 5.5.6) and Red takes the River (Law 5.5.7.I)."""
    board = scene(red=3, blue_here=3)
    board.players[BLUE].site = HERE
    adviser(board, RED, PEACE_ENVOY)
    board.players[RED].favor = 5
    forced(board)
    run = fight(board, 2, **plans(PEACE_ENVOY), **{"campaign target": [{"target": "pawn"}],
                                                  "campaign place": [{"place": 1}]})
    assert run.result.won_at_once == "attacker" and run.result.victorious
    assert board.players[RED].favor == 5 - 1 - 3 and board.players[BLUE].favor == 3
    assert board.players[RED].advisers == [card(PEACE_ENVOY, favor=1)]
    assert board.players[BLUE].warbands == 3 and board.sites[HERE].warbands == {"Red": 1}
    assert board.players[RED].warbands == 2 and "battle plan" not in [d.kind for d in run.decisions
                                                                         if d.player == BLUE]


def test_peace_envoy_is_not_offered_unless_the_enemys_pawn_is_at_your_site():
    """125 Peace Envoy: Blue's pawn is far away, so it would do nothing and is not offered (Law 7.1.3)."""
    board = scene(red=3, blue_here=1)
    adviser(board, RED, PEACE_ENVOY)
    board.players[RED].favor = 5
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    run = fight(board, 2)
    assert run.offered(RED) == [] and run.result.won_at_once is None


def test_peace_envoy_cannot_follow_another_plan_of_your_side():
    """125 Peace Envoy: "You cannot use other battle plans": after Longbows it is no longer offered."""
    board = scene(red=3, blue_here=1)
    board.players[BLUE].site = HERE
    adviser(board, RED, LONGBOWS)
    adviser(board, RED, PEACE_ENVOY)
    board.players[RED].favor = 5
    forced(board, defense=[BLANK], attack=[SWORD, SWORD, SWORD])
    run = fight(board, 2, **plans(LONGBOWS))
    assert run.offered(RED) == [[{"plan": LONGBOWS}, {"plan": PEACE_ENVOY}, DONE]]      # then nothing is asked
    assert run.result.won_at_once is None and run.result.attack_dice == 3


def test_peace_envoy_for_the_defender_gives_what_it_has_and_the_attacker_loses_none():
    """125 Peace Envoy used by Blue (its pawn at the River, Red's pawn there too): the pool is 1 die (the River), Blue
    holds 1 favor after the cost; Blue wins at once and Red, defeated, kills none (Law 5.5.6 ignored)."""
    board = scene(red=4, blue_here=1)
    board.players[BLUE].site = HERE
    board.sites[HERE].cards.append(card(PEACE_ENVOY))
    board.players[BLUE].favor = 2
    forced(board)
    run = fight(board, 4, **plans(PEACE_ENVOY))
    assert run.result.won_at_once == "defender" and not run.result.victorious
    assert board.players[BLUE].favor == 0 and board.players[RED].favor == 1
    assert board.players[RED].warbands == 4 and board.sites[HERE].warbands == {"Blue": 1}


# --- 138 Hearts and Minds ---------------------------------------------------------------------------------------------

def test_hearts_and_minds_wins_for_the_defender_at_once_the_attacker_still_loses_half():
    """138 Hearts and Minds (3 favor, Blue's turn not: the favor goes to the Hearth bank, Law 7.1.2): Blue is victorious
    immediately, no die is rolled; Red, defeated, kills half its 4 warbands (Law 5.5.6); it is discarded at the end
    (Law 5.5.8), Blue holding no People's Favor."""
    board = scene(red=4, blue_here=1)
    board.sites[HERE].cards.append(card(HEARTS_AND_MINDS))
    board.players[BLUE].favor = 3
    forced(board)
    run = fight(board, 4, **plans(HEARTS_AND_MINDS))
    assert run.result.won_at_once == "defender" and not run.result.victorious
    assert board.players[RED].warbands == 2 and board.sites[HERE].warbands == {"Blue": 1}
    assert board.players[BLUE].favor == 0 and board.favor_banks["Hearth"] == 3 + 3
    assert board.sites[HERE].cards == [] and board.discards["Provinces"] == [HEARTS_AND_MINDS]


def test_hearts_and_minds_is_kept_while_you_hold_the_peoples_favor():
    """138 Hearts and Minds: "discard ... unless you hold the People's Favor": Blue holds it, so the card stays."""
    board = scene(red=4, blue_here=1)
    board.sites[HERE].cards.append(card(HEARTS_AND_MINDS))
    board.players[BLUE].favor = 3
    hold(board, BLUE, PEOPLES_FAVOR)
    forced(board)
    fight(board, 4, **plans(HEARTS_AND_MINDS))
    assert board.sites[HERE].cards == [card(HEARTS_AND_MINDS)] and board.discards["Provinces"] == []


def test_hearts_and_minds_is_not_offered_without_the_favor_to_pay():
    board = scene(red=4, blue_here=1)
    board.sites[HERE].cards.append(card(HEARTS_AND_MINDS))
    board.players[BLUE].favor = 2
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    run = fight(board, 2)
    assert run.offered(BLUE) == [] and run.result.victorious


# --- 149 Hospital -----------------------------------------------------------------------------------------------------

def test_hospital_puts_the_defeated_defenders_losses_on_its_site_not_killed():
    """149 Hospital at the Great Slum, which Blue rules: Blue defends the River with 4 and loses; the 2 that would die
    go to the Great Slum, the 2 survivors home (Law 5.5.6); none is killed (Law 10 "Kill")."""
    board = scene(red=5, blue_here=4)
    board.sites[SLUM].cards.append(card(HOSPITAL))
    board.sites[SLUM].warbands = {"Blue": 1}
    bank = board.players[BLUE].bank
    forced(board, defense=[BLANK], attack=[SWORD] * 5)
    run = fight(board, 5, **plans(HOSPITAL))
    assert run.result.victorious and run.result.killed["defender"] == 0
    assert board.sites[SLUM].warbands == {"Blue": 3} and board.players[BLUE].warbands == 2
    assert board.sites[HERE].warbands == {} and board.players[BLUE].bank == bank and board.players[RED].warbands == 5


def test_hospital_takes_the_attackers_skull_and_losses_while_you_rule_its_site():
    """149 Hospital at the Great Slum, ruled by Red: the skull's warband (Law 5.5.5) and the 1 lost in defeat (half of
    3, Law 5.5.6) go to the Great Slum instead of Red's bank; the sacrifice is declined."""
    board = scene(red=4, blue_here=3)
    board.sites[SLUM].cards.append(card(HOSPITAL))
    board.sites[SLUM].warbands = {"Red": 1}
    bank = board.players[RED].bank
    forced(board, defense=[SHIELD], attack=[SWORDS_AND_SKULL])
    run = fight(board, 1, **plans(HOSPITAL))
    assert not run.result.victorious and run.result.killed["attacker"] == 0
    assert board.sites[SLUM].warbands == {"Red": 3} and board.players[RED].warbands == 2
    assert board.players[RED].bank == bank


def test_hospital_a_sacrifice_goes_to_its_site_and_still_adds_to_the_attack():
    """149 Hospital, Law 10 "Sacrifice" (choosing to kill your own warbands), Law 5.5.5: Red sacrifices the 4 needed
    against 4 defense; they go to the Great Slum, the attack is 5 and Red wins."""
    board = scene(red=4, blue_here=3)
    board.sites[SLUM].cards.append(card(HOSPITAL))
    board.sites[SLUM].warbands = {"Red": 1}
    forced(board, defense=[SHIELD], attack=[SWORD])
    run = fight(board, 1, **plans(HOSPITAL), **{"campaign sacrifice": [{"sacrifice": 4}]})
    assert (run.result.attack, run.result.defense, run.result.victorious) == (5, 4, True)
    assert board.players[RED].warbands == 0 and board.sites[SLUM].warbands == {"Red": 5}
    assert board.players[BLUE].warbands == 2 and board.sites[HERE].warbands == {}


def test_hospital_is_not_used_by_a_side_that_does_not_rule_its_site():
    """149 Hospital at the Great Slum, ruled by Blue: Red does not rule it, so it is never offered to Red (Law 7.5.1);
    Red's skull kills as the Law says."""
    board = scene(red=4, blue_here=3)
    board.sites[SLUM].cards.append(card(HOSPITAL))
    board.sites[SLUM].warbands = {"Blue": 1}
    forced(board, defense=[SHIELD], attack=[SWORDS_AND_SKULL])
    run = fight(board, 1)
    assert run.offered(RED) == [] and run.result.killed["attacker"] == 1 + 1
    assert board.players[RED].warbands == 2 and board.sites[SLUM].warbands == {"Blue": 1}


# --- 126 Relic Hunter -------------------------------------------------------------------------------------------------

def test_relic_hunter_targets_a_facedown_relic_at_a_targeted_site_and_takes_it():
    """126 Relic Hunter: the River holds a facedown relic; targeted, it adds 1 defense die (2 in all); Red wins and
    takes it (Law 5.5.7.II), keeping it."""
    board = scene(red=3, blue_here=1)
    board.sites[HERE].relics = [HORNED_MASK]
    adviser(board, RED, RELIC_HUNTER)
    forced(board, defense=[BLANK, BLANK], attack=[SWORD, SWORD])
    run = fight(board, 2, **plans(RELIC_HUNTER), **{"relic hunter": [{"relic_at": HERE, "place": 0}],
                                                   "relic hunter bury": [{"relic": "keep"}]})
    assert run.result.defense_dice == 2 and run.result.victorious
    assert board.players[RED].relics == [HORNED_MASK] and board.sites[HERE].relics == []
    chosen = next(d for d in run.decisions if d.kind == "relic hunter")
    assert chosen.choices == [{"relic_at": HERE, "place": 0}, {"relic_at": "done"}]     # by place, never by face


def test_relic_hunter_the_relic_taken_may_go_to_the_bottom_of_the_relic_deck_unseen_by_others():
    """126 Relic Hunter: "Relics you take may be put on the bottom of the relic deck instead": Red sees it, the others
    read only that a relic went there (Law 10 "Peek")."""
    board = scene(red=3, blue_here=1)
    board.sites[HERE].relics = [HORNED_MASK]
    board.relic_deck = [230]
    adviser(board, RED, RELIC_HUNTER)
    forced(board, defense=[BLANK, BLANK], attack=[SWORD, SWORD])
    fight(board, 2, **plans(RELIC_HUNTER), **{"relic hunter": [{"relic_at": HERE, "place": 0}],
                                             "relic hunter bury": [{"relic": "bottom"}]})
    assert board.players[RED].relics == [] and board.relic_deck == [HORNED_MASK, 230]
    public = " ".join(text for text, _, _ in board.log)
    assert "Horned Mask" not in public


def test_relic_hunter_a_relic_taken_from_the_defender_may_also_go_to_the_bottom_of_the_deck():
    """126 Relic Hunter, "Relics you take": Blue's pawn is at the River holding the Horned Mask, targeted (Law 5.5.2);
    Red uses Relic Hunter (targeting no site relic) and, victorious, takes the Mask (Law 5.5.7.II) and buries it."""
    board = scene(red=3, blue_here=1)
    board.players[BLUE].site = HERE
    board.players[BLUE].relics = [HORNED_MASK]
    board.sites[HERE].relics = [230]
    adviser(board, RED, RELIC_HUNTER)
    forced(board, defense=[BLANK, BLANK, BLANK], attack=[SWORD, SWORD])
    fight(board, 2, **plans(RELIC_HUNTER), **{"campaign target": [{"target": "relic", "relic": HORNED_MASK}],
                                             "relic hunter": [{"relic_at": "done"}],
                                             "relic hunter bury": [{"relic": "bottom"}]})
    assert board.players[BLUE].relics == [] and board.players[RED].relics == []
    assert board.relic_deck == [HORNED_MASK] and board.sites[HERE].relics == [230]


def test_relic_hunter_a_defeated_attacker_takes_nothing_and_the_relic_stays():
    """126 Relic Hunter: the relic was a target, but Red loses (2 dice, 1 warband: 1 + 1 against 1 sword)."""
    board = scene(red=3, blue_here=1)
    board.sites[HERE].relics = [HORNED_MASK]
    adviser(board, RED, RELIC_HUNTER)
    forced(board, defense=[SHIELD, BLANK], attack=[SWORD])
    run = fight(board, 1, **plans(RELIC_HUNTER), **{"relic hunter": [{"relic_at": HERE, "place": 0}]})
    assert not run.result.victorious and board.sites[HERE].relics == [HORNED_MASK] and board.players[RED].relics == []


def test_relic_hunter_is_not_offered_without_a_facedown_relic_at_a_targeted_site():
    board = scene(red=3, blue_here=1)
    board.sites[FAR].relics = [HORNED_MASK]                     # not a targeted site
    adviser(board, RED, RELIC_HUNTER)
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    run = fight(board, 2)
    assert run.offered(RED) == []


# --- 115 Captains, 198 Wild Allies, 185 Vow of Union ------------------------------------------------------------------

def said(board) -> list:
    return [text for text, _, _ in board.log]


def take_power(board, card_id, **replies) -> Run:
    run = Run(ACTIONS["power"].take(board, RED, {"action": "power", "card": card_id}), replies)
    assert not board.rng.numbers, "scripted dice left unrolled"
    return run


def test_captains_campaign_from_a_ruled_site_its_warbands_in_the_force_no_supply():
    """115 Captains (1 favor): Red rules the Great Slum (2 warbands) where Blue's pawn stands; Red's pawn is at the
    River. Red campaigns as if there: Blue's pawn is the target at "your site" (Law 5.5.2); 3 + 2 warbands give up
    to 5 attack dice; the skull kills one at the Slum, Red's choice (Law 5.5.5); no Supply is spent (Law 7.6.2)."""
    board = scene(red=3, blue_here=1)
    board.players[BLUE].site = SLUM
    board.sites[SLUM].warbands = {"Red": 2}
    board.sites[SLUM].cards.append(card(CAPTAINS))
    board.players[RED].favor = 1
    forced(board, defense=[SHIELD, BLANK], attack=[SWORD, SWORD, HOLLOW, HOLLOW, SWORDS_AND_SKULL])
    run = take_power(board, CAPTAINS, **{"campaign attack dice": [{"attack dice": 5}],
                                         "campaign losses": [{"kill": "site", "slot": SLUM}]})
    dice = next(d for d in run.decisions if d.kind == "campaign attack dice")
    assert dice.choices[-1] == {"attack dice": 5}
    assert "Targets: pawn and favor; 2 defense dice." in said(board)
    assert "Attack 5 against defense 1: Red wins." in said(board)
    assert board.players[RED].supply == 7 and board.players[RED].favor == 0
    assert board.players[RED].warbands == 3 and board.sites[SLUM].warbands == {"Red": 1}
    assert board.sites[SLUM].cards == [card(CAPTAINS, favor=1)] and board.players[BLUE].site == SLUM


def test_captains_a_defeated_attackers_survivors_at_that_site_go_to_its_board():
    """115 Captains, Law 5.5.6: the force is 1 on the board and 2 at the Slum; defeated, Red kills 1 (from its board,
    its choice) and the 2 survivors at the Slum go to its board."""
    board = scene(red=1, blue_here=1)
    board.players[BLUE].site = SLUM
    board.sites[SLUM].warbands = {"Red": 2}
    board.sites[SLUM].cards.append(card(CAPTAINS))
    board.players[RED].favor = 1
    forced(board, defense=[SHIELD, SHIELD], attack=[HOLLOW])
    take_power(board, CAPTAINS, **{"campaign attack dice": [{"attack dice": 1}],
                                   "campaign losses": [{"kill": "board", "player": RED}]})
    assert "Attack 0 against defense 2: Blue wins." in said(board) and board.players[RED].bank == 14 + 1
    assert board.players[RED].warbands == 2 and SLUM not in [s for s, site in enumerate(board.sites)
                                                             if site.warbands.get("Red")]


def test_captains_is_not_offered_where_no_defender_is_eligible():
    """115 Captains: Red rules only the Slum and no one else is there or rules it (Law 5.5.1)."""
    board = scene(red=3, blue_here=1)
    board.sites[SLUM].warbands = {"Red": 2}
    board.sites[SLUM].cards.append(card(CAPTAINS))
    board.players[RED].favor = 1
    assert CAPTAINS not in [move["card"] for move in ACTIONS["power"].offers(board, RED)]


def test_wild_allies_campaign_at_a_site_with_a_beast_card_choosing_the_defender():
    """198 Wild Allies (1 secret): the Salt Flats hold Wolves (a Beast card) and Blue's pawn; no one rules them, so the
    bandits are eligible too (Law 5.5.1): Red chooses Blue and targets its pawn, paying no Supply."""
    board = scene(red=2, blue_here=1)
    board.sites[FAR].cards.append(card(WOLVES))
    adviser(board, RED, WILD_ALLIES)
    board.players[RED].secrets = 1
    forced(board, defense=[BLANK, BLANK], attack=[SWORD])
    run = take_power(board, WILD_ALLIES, **{"wild allies campaign": [{"at": FAR, "defender": BLUE}],
                                            "campaign attack dice": [{"attack dice": 1}]})
    asked = next(d for d in run.decisions if d.kind == "wild allies campaign")
    assert asked.choices == [{"at": FAR, "defender": BLUE}, {"at": FAR, "defender": "bandits"}]
    assert "Targets: pawn and favor; 2 defense dice." in said(board)
    assert "Attack 1 against defense 0: Red wins." in said(board)
    assert board.players[RED].supply == 7 and board.players[RED].advisers == [card(WILD_ALLIES, secrets=1)]


def test_vow_of_union_warbands_at_ruled_sites_join_the_attacking_force():
    """185 Vow of Union: Red rules the Slum (2) and the Lush Coast (1); from the River its force is 1 + 3: up to 4
    attack dice (Law 5.5.2); the skull kills from the Coast, Red's choice."""
    board = scene(red=1, blue_here=1)
    board.sites[SLUM].warbands = {"Red": 2}
    board.sites[COAST].warbands = {"Red": 1}
    adviser(board, RED, VOW_OF_UNION)
    forced(board, defense=[BLANK], attack=[SWORD, SWORD, SWORD, SWORDS_AND_SKULL])
    run = fight(board, 4, **{"campaign losses": [{"kill": "site", "slot": COAST}]})
    dice = next(d for d in run.decisions if d.kind == "campaign attack dice")
    assert dice.choices[-1] == {"attack dice": 4} and run.result.victorious
    assert board.sites[COAST].warbands == {} and board.sites[SLUM].warbands == {"Red": 2}
    assert board.players[RED].warbands == 1


def test_vow_of_union_you_cannot_travel_away_from_a_ruled_site_with_warbands_on_your_board():
    """185 Vow of Union, Law 7.1.4, 5.6.1: Red rules its site with 1 warband on its board: no destination; with an
    empty board, or at a site it does not rule, it may go."""
    board = scene(red=1, blue_here=0)
    board.sites[HERE].warbands = {"Red": 1}
    adviser(board, RED, VOW_OF_UNION)
    assert destinations(board, RED) == []
    board.players[RED].warbands = 0
    assert len(destinations(board, RED)) == 7
    board.players[RED].warbands = 1
    board.sites[HERE].warbands = {"Blue": 1}
    assert len(destinations(board, RED)) == 7
