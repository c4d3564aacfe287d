"""Battle plans (Law 7.5, 5.5.3, 5.5.6, 5.5.8) and the Campaign's persistent powers, with the dice forced.

Red (seat 1) campaigns from the River (slot 0), which Blue (seat 2) rules with warbands; Blue's pawn is far away,
so Blue's force is its warbands on the targeted sites."""

from engine.oath.actions.campaign import campaign, offers
from engine.oath.dice import BLANK, DEFENSE_DIE, HOLLOW, SHIELD, SWORD, SWORDS_AND_SKULL
from engine.oath.powers import accessible, use_power
from engine.oath.rules import give_banner, rules
from engine.oath.state import CITIZEN, DARKEST_SECRET
from tests.oath.harness import BLUE, RED, card, forced, make_board

HERE, COAST, SLUM, FAR = 0, 1, 2, 7
SITES = ["River", "Lush Coast", "Great Slum", "Rocky Coast", "Wastes", "Steppe", "Fertile Valley", "Salt Flats"]
(WRESTLERS, BATTLE_HONORS, BEAR_TRAPS, LONGBOWS, KEEP, SCOUTS, MARTIAL_CULTURE, MERCENARIES, RAIN_BOOTS, SECOND_WIND,
 DISGRACED_CAPTAIN, BOOK_BURNING, HORSE_ARCHERS, WARNING_SIGNALS, FIRE_TALKERS, TRUE_NAMES, RANGERS, EXTRA_PROVISIONS,
 TRAVELING_DOCTOR) = (0, 1, 2, 3, 4, 7, 9, 11, 13, 15, 19, 21, 23, 24, 30, 40, 44, 47, 50)
STICKY_FIRE, CURSED_CAULDRON, BANDIT_CROWN, CIRCLET, OBSIDIAN_CAGE, HORNED_MASK = 218, 219, 228, 232, 235, 223
GUARD_DOGS = 5                                  # an Order card with no battle plan
DONE = {"plan": "done"}


class Run:
    """Drives a generator: each decision is answered by the next reply listed for its kind, else by its last
    choice (stop, done, no) — except warbands placed after a victory, which default to none."""

    def __init__(self, steps, replies):
        self.decisions, self.result = [], None
        replies = {kind: list(moves) for kind, moves in replies.items()}
        try:
            decision = next(steps)
            while True:
                self.decisions.append(decision)
                if replies.get(decision.kind):
                    move = replies[decision.kind].pop(0)
                else:
                    move = decision.choices[0] if decision.kind == "campaign place" else decision.choices[-1]
                decision.check(move)
                decision = steps.send(move)
        except StopIteration as stop:
            self.result = stop.value
        assert not any(replies.values()), f"replies left unused: {replies}"

    def offered(self, player: int) -> list:
        return [d.choices for d in self.decisions if d.kind == "battle plan" and d.player == player]

    def kinds(self) -> list:
        return [d.kind for d in self.decisions]


def scene(red=3, blue_here=1):
    board = make_board(players=3, sites=SITES)
    board.turn = RED
    board.players[RED].warbands = red
    board.players[BLUE].site = FAR
    board.sites[HERE].warbands = {"Blue": blue_here} if blue_here else {}
    return board


def fight(board, dice, defender=BLUE, **replies) -> Run:
    replies.setdefault("campaign attack dice", [{"attack dice": dice}])
    run = Run(campaign(board, RED, {"action": "campaign", "defender": defender}), replies)
    assert not board.rng.numbers, "scripted dice left unrolled"
    return run


def adviser(board, player, card_id, **tokens):
    board.players[player].advisers.append(card(card_id, **tokens))


# --- Law 5.5.3, 7.5.1: who may use which plan --------------------------------------------------------------------

def test_only_ruled_plans_are_offered_a_plan_at_your_pawns_site_is_not_law_7_5_1():
    board = scene()
    board.sites[HERE].cards.append(card(LONGBOWS))                  # at Red's site, but Blue rules it
    adviser(board, RED, HORSE_ARCHERS)
    forced(board, defense=[BLANK], attack=[])
    run = fight(board, 0)
    assert run.offered(RED) == [[{"plan": HORSE_ARCHERS}, DONE]]
    assert run.offered(BLUE) == [[{"plan": LONGBOWS}, DONE]]


def test_each_plan_is_used_at_most_once_per_campaign_law_5_5_3():
    board = scene()
    adviser(board, RED, LONGBOWS)
    adviser(board, RED, SCOUTS)
    forced(board, defense=[BLANK], attack=[HOLLOW])
    run = fight(board, 0, **{"battle plan": [{"plan": LONGBOWS}, {"plan": SCOUTS}]})
    assert run.offered(RED) == [[{"plan": LONGBOWS}, {"plan": SCOUTS}, DONE], [{"plan": SCOUTS}, DONE]]


def test_attackers_plans_only_of_attacker_colour_defenders_only_of_defender_colour_law_7_5():
    board = scene()
    adviser(board, RED, EXTRA_PROVISIONS)                        # BP:D, Red attacks
    board.players[RED].favor = 3
    board.sites[HERE].cards.append(card(SCOUTS))                    # BP:A, Blue defends
    forced(board, defense=[BLANK], attack=[])
    run = fight(board, 0)
    assert run.offered(RED) == [] and run.offered(BLUE) == []


# --- the dice plans (cards.md legend: the attacker adds, the defender removes) -------------------------------------

def test_longbows_adds_an_attack_die_for_the_attacker_and_removes_one_for_the_defender():
    board = scene()
    adviser(board, RED, LONGBOWS)
    forced(board, defense=[BLANK], attack=[SWORD, SWORD, SWORD])
    run = fight(board, 2, **{"battle plan": [{"plan": LONGBOWS}]})
    assert run.result.attack_dice == 3 and run.result.victorious
    board = scene()
    board.sites[HERE].cards.append(card(LONGBOWS))
    forced(board, defense=[BLANK], attack=[SWORD])
    run = fight(board, 2, **{"battle plan": [{"plan": LONGBOWS}]})
    assert run.result.attack_dice == 1


def test_removing_attack_dice_never_goes_below_none():
    board = scene()
    board.sites[HERE].cards.append(card(HORSE_ARCHERS))
    forced(board, defense=[BLANK], attack=[])
    run = fight(board, 1, **{"battle plan": [{"plan": HORSE_ARCHERS}]})
    assert run.result.attack_dice == 0


def test_mercenaries_costs_a_favor_and_is_discarded_when_its_user_is_defeated_law_5_5_6():
    board = scene(red=4, blue_here=3)
    adviser(board, RED, MERCENARIES)
    board.players[RED].favor = 2
    forced(board, defense=[BLANK], attack=[HOLLOW] * 7)               # 3 attack against 3 warbands
    run = fight(board, 4, **{"battle plan": [{"plan": MERCENARIES}]})
    assert run.result.attack_dice == 7 and not run.result.victorious
    assert board.players[RED].favor == 1
    assert board.players[RED].advisers == [] and board.discards["Provinces"] == [MERCENARIES]
    assert board.favor_banks["Discord"] == 3 + 1                     # the favor on it returns to its bank
    assert board.players[RED].warbands == 2


def test_horse_archers_is_discarded_at_the_end_of_the_campaign_law_5_5_8():
    board = scene()
    adviser(board, RED, HORSE_ARCHERS)
    forced(board, defense=[BLANK], attack=[SWORD, SWORD, HOLLOW])
    run = fight(board, 0, **{"battle plan": [{"plan": HORSE_ARCHERS}]})
    assert run.result.victorious and board.players[RED].advisers == []
    assert board.discards["Provinces"] == [HORSE_ARCHERS]


def test_fire_talkers_needs_the_darkest_secret():
    board = scene()
    adviser(board, RED, FIRE_TALKERS)
    board.players[RED].secrets = 1
    forced(board, defense=[BLANK], attack=[])
    assert fight(board, 0).offered(RED) == []
    board = scene()
    adviser(board, RED, FIRE_TALKERS)
    board.players[RED].secrets = 1
    give_banner(board, RED, DARKEST_SECRET)
    forced(board, defense=[BLANK], attack=[SWORD] * 3)
    run = fight(board, 0, **{"battle plan": [{"plan": FIRE_TALKERS}]})
    assert run.result.attack_dice == 3 and board.players[RED].secrets == 0


def test_disgraced_captain_adds_4_dice_only_when_a_targeted_site_has_an_order_card():
    board = scene()
    adviser(board, RED, DISGRACED_CAPTAIN)
    board.players[RED].favor = 2
    forced(board, defense=[BLANK], attack=[])
    assert fight(board, 0).offered(RED) == []
    board = scene()
    adviser(board, RED, DISGRACED_CAPTAIN)
    board.players[RED].favor = 2
    board.sites[HERE].cards.append(card(GUARD_DOGS))
    forced(board, defense=[BLANK], attack=[HOLLOW] * 4)
    run = fight(board, 0, **{"battle plan": [{"plan": DISGRACED_CAPTAIN}]})
    assert run.result.attack_dice == 4 and board.players[RED].favor == 0
    assert board.players[RED].advisers[0].favor == 1                # one placed, one burnt (Law 7.1.2)


def test_rangers_ignore_skulls_and_add_2_dice_against_4_defense_dice():
    board = scene(red=3)
    board.players[BLUE].site = HERE
    board.sites[COAST].warbands = {"Blue": 1}
    board.players[RED].favor = 1
    adviser(board, RED, RANGERS)
    forced(board, defense=[BLANK] * 4, attack=[SWORDS_AND_SKULL, HOLLOW, HOLLOW])   # 1 + 1 + 2 dice
    run = fight(board, 1, **{"campaign target": [{"target": "site", "slot": COAST}, {"target": "pawn"}],
                             "battle plan": [{"plan": RANGERS}]})
    assert run.result.attack_dice == 3 and run.result.attack == 3
    assert board.players[RED].warbands == 3                          # the skull killed nothing


def test_rain_boots_ignore_single_shields_and_are_discarded_at_the_end():
    board = scene()
    adviser(board, RED, RAIN_BOOTS)
    forced(board, defense=[SHIELD], attack=[SWORD, SWORD])
    run = fight(board, 2, **{"battle plan": [{"plan": RAIN_BOOTS}]})
    assert run.result.defense_faces == [] and run.result.defense == 1 and run.result.victorious
    assert board.discards["Provinces"] == [RAIN_BOOTS]


def test_keep_adds_2_defense_dice_only_when_its_site_is_targeted():
    board = scene()
    board.sites[HERE].cards.append(card(KEEP))
    forced(board, defense=[BLANK] * 3, attack=[])
    run = fight(board, 0, **{"battle plan": [{"plan": KEEP}]})
    assert run.result.defense_dice == 3
    board = scene()
    board.sites[COAST].warbands = {"Blue": 1}
    board.sites[COAST].cards.append(card(KEEP))
    forced(board, defense=[BLANK], attack=[])
    assert fight(board, 0).offered(BLUE) == []


def test_extra_provisions_add_a_defense_die_paid_outside_the_users_turn_law_7_1_2():
    board = scene()
    board.sites[HERE].cards.append(card(EXTRA_PROVISIONS))
    board.players[BLUE].favor = 1
    forced(board, defense=[BLANK, BLANK], attack=[])
    run = fight(board, 0, **{"battle plan": [{"plan": EXTRA_PROVISIONS}]})
    assert run.result.defense_dice == 2
    assert board.sites[HERE].cards[0].favor == 0 and board.favor_banks["Hearth"] == 4


def test_wrestlers_sacrifice_a_warband_of_the_force_for_a_defense_die():
    board = scene(blue_here=2)
    board.sites[HERE].cards.append(card(WRESTLERS))
    forced(board, defense=[BLANK, BLANK], attack=[])
    run = fight(board, 0, **{"battle plan": [{"plan": WRESTLERS}], "wrestlers": [{"kill": "site", "slot": HERE}]})
    assert run.result.defense_dice == 2 and run.result.defense == 1
    assert board.sites[HERE].warbands == {"Blue": 1} and board.players[BLUE].bank == 15


def test_bear_traps_remove_an_attack_die_and_kill_a_warband_on_the_attackers_board():
    board = scene(red=3)
    board.sites[HERE].cards.append(card(BEAR_TRAPS))
    forced(board, defense=[BLANK], attack=[SWORD])
    run = fight(board, 2, **{"battle plan": [{"plan": BEAR_TRAPS}]})
    assert run.result.attack_dice == 1 and board.players[RED].warbands == 2 - 1      # trap, then defeat
    assert not run.result.victorious


def test_warning_signals_move_warbands_onto_a_targeted_site_and_are_discarded_at_the_end():
    board = scene(blue_here=1)
    board.players[BLUE].warbands = 2
    board.sites[HERE].cards.append(card(WARNING_SIGNALS))
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    run = fight(board, 2, **{"battle plan": [{"plan": WARNING_SIGNALS}],
                             "warning signals": [{"move": "to site", "slot": HERE}] * 2})
    assert run.result.force == {("site", HERE): 3} and not run.result.victorious
    assert board.discards["Provinces"] == [WARNING_SIGNALS] and board.sites[HERE].cards == []


# --- victory and defeat plans (Law 5.5.6, 5.5.8) ---------------------------------------------------------------

def test_battle_honors_gain_2_order_favor_when_victorious():
    board = scene()
    adviser(board, RED, BATTLE_HONORS)
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    fight(board, 2, **{"battle plan": [{"plan": BATTLE_HONORS}]})
    assert board.players[RED].favor == 2 and board.favor_banks["Order"] == 1


def test_scouts_gain_a_supply():
    board = scene()
    adviser(board, RED, SCOUTS)
    forced(board, defense=[BLANK], attack=[])
    fight(board, 0, **{"battle plan": [{"plan": SCOUTS}]})
    assert board.players[RED].supply == 7 - 2 + 1


def test_traveling_doctor_a_defeated_user_kills_no_warbands_and_discards_it():
    board = scene(red=4)
    adviser(board, RED, TRAVELING_DOCTOR)
    forced(board, defense=[SHIELD], attack=[])
    fight(board, 0, **{"battle plan": [{"plan": TRAVELING_DOCTOR}]})
    assert board.players[RED].warbands == 4 and board.discards["Provinces"] == [TRAVELING_DOCTOR]


def test_book_burning_burns_the_defenders_secrets_but_one_when_the_pawn_was_targeted():
    """Facedown secrets cannot be burned (Law 7.1.2, 9.2): only the faceup ones go, down to one."""
    board = scene()
    board.players[BLUE].site = HERE
    board.players[BLUE].secrets, board.players[BLUE].hidden_secrets = 3, 2
    adviser(board, RED, BOOK_BURNING)
    forced(board, defense=[BLANK] * 3, attack=[SWORD] * 3)
    fight(board, 3, **{"campaign target": [{"target": "pawn"}], "battle plan": [{"plan": BOOK_BURNING}]})
    assert (board.players[BLUE].secrets, board.players[BLUE].hidden_secrets) == (1, 2)


def test_martial_culture_lets_an_exile_who_defeats_an_exile_become_a_citizen_law_7_6_1():
    board = scene()
    board.sites[COAST].warbands = {"Red": 1}
    board.sites[COAST].cards.append(card(MARTIAL_CULTURE))
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    fight(board, 2, **{"battle plan": [{"plan": MARTIAL_CULTURE}], "martial culture": [{"citizen": True}]})
    assert board.players[RED].side == CITIZEN and board.players[RED].supply == 7 and board.phase == "rest"


def test_second_wind_travels_and_campaigns_again_spending_no_supply_law_7_6_2():
    board = scene(red=2)
    adviser(board, RED, SECOND_WIND)
    board.players[RED].secrets, board.players[RED].favor = 1, 1
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    board.rng.numbers.append(DEFENSE_DIE.index(BLANK))              # then the bandits of the Great Slum
    fight(board, 2, **{"battle plan": [{"plan": SECOND_WIND}], "second wind travel": [{"travel": SLUM}],
                       "second wind campaign": [{"defender": "bandits"}], "campaign attack dice": [{"attack dice": 2},
                                                                                                {"attack dice": 0}]})
    assert board.players[RED].site == SLUM and board.players[RED].supply == 5
    assert (board.players[RED].secrets, board.players[RED].favor) == (0, 0)


def test_sticky_fire_kills_the_surviving_force_and_gives_them_a_favor():
    board = scene(blue_here=2)
    board.players[RED].relics = [STICKY_FIRE]
    board.players[RED].favor = 1
    forced(board, defense=[BLANK], attack=[SWORD] * 3)
    run = fight(board, 3, **{"battle plan": [{"plan": STICKY_FIRE}], "sticky fire": [{"kill": True}]})
    assert run.result.victorious and board.players[BLUE].warbands == 0 and board.sites[HERE].warbands == {}
    assert board.players[BLUE].bank == 16 and (board.players[RED].favor, board.players[BLUE].favor) == (0, 1)


def test_cursed_cauldron_gains_a_warband_per_enemy_warband_killed():
    board = scene(red=3, blue_here=2)
    board.players[RED].relics = [CURSED_CAULDRON]
    forced(board, defense=[BLANK], attack=[SWORD] * 3)
    fight(board, 3, **{"battle plan": [{"plan": CURSED_CAULDRON}]})
    assert board.players[RED].warbands == 3 + 1 and board.players[RED].bank == 13


def test_obsidian_cage_cages_the_survivors_and_its_action_releases_them():
    board = scene(blue_here=2)
    board.players[RED].relics = [OBSIDIAN_CAGE]
    forced(board, defense=[BLANK], attack=[SWORD] * 3)
    fight(board, 3, **{"battle plan": [{"plan": OBSIDIAN_CAGE}]})
    assert board.caged == {"Blue": 1} and board.players[BLUE].warbands == 0
    each, place = next((p, where) for p, where in accessible(board, RED, "action") if p.card == OBSIDIAN_CAGE)
    Run(use_power(board, RED, each, place), {"obsidian cage": [{"cage": "Blue", "to": BLUE, "count": 1}]})
    assert board.caged == {} and board.players[BLUE].warbands == 1


# --- persistent powers -------------------------------------------------------------------------------------------

def test_true_names_bars_enemy_plans_of_a_suit_among_your_advisers():
    board = scene()
    adviser(board, BLUE, TRUE_NAMES)                                 # a Beast card: Rangers are Beast
    adviser(board, RED, RANGERS)
    adviser(board, RED, LONGBOWS)
    board.players[RED].favor = 1
    forced(board, defense=[BLANK], attack=[])
    assert fight(board, 0).offered(RED) == [[{"plan": LONGBOWS}, DONE]]


def test_bandits_use_every_cost_free_plan_they_rule_law_5_5_3():
    board = scene(red=2, blue_here=0)
    board.sites[HERE].cards += [card(LONGBOWS), card(EXTRA_PROVISIONS), card(KEEP)]
    forced(board, defense=[BLANK] * 3, attack=[SWORD])
    run = fight(board, 2, defender="bandits")
    assert [plan.card for plan in run.result.plans] == [LONGBOWS, KEEP]
    assert (run.result.attack_dice, run.result.defense_dice) == (1, 3)


def test_circlet_of_command_shields_other_relics_and_banners_and_adds_a_die_to_the_pawn():
    board = scene()
    board.players[BLUE].site = HERE
    board.players[BLUE].relics = [CIRCLET, HORNED_MASK]
    give_banner(board, BLUE, DARKEST_SECRET)
    forced(board, defense=[BLANK] * 4, attack=[])
    run = fight(board, 0, **{"campaign target": [{"target": "pawn"}]})
    assert run.decisions[0].choices == [{"target": "relic", "relic": CIRCLET}, {"target": "pawn"},
                                        {"target": "done"}]
    assert run.result.defense_dice == 1 + 2 + 1


def test_bandit_crown_rules_empty_sites_and_its_bandits_defend_but_never_die_law_7_6_5():
    board = scene(red=2, blue_here=0)
    board.players[BLUE].relics = [BANDIT_CROWN]
    assert rules(board, BLUE, HERE) and {"action": "campaign", "defender": "bandits"} not in offers(board, RED)
    forced(board, defense=[BLANK], attack=[SWORD])
    run = fight(board, 1)
    assert run.result.bandits == 1 and run.result.defense == 1 and not run.result.victorious
