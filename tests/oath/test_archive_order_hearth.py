"""The Archive's Order and Hearth denizens (printed numbers 103-147): their Action, When played and battle-plan
powers (cards.md 8; Law 7.1, 7.3, 7.5).

Actions and plays run on make_board (every pawn on the Plains, slot 0, in the Cradle; Red's turn). Battle plans run
on test_battle_plans' scene: Red (seat 1) campaigns from the River (slot 0), which Blue (seat 2) rules with
warbands; Blue's pawn is far away, so Blue's force is its warbands on the targeted sites."""


from engine.oath.abilities.order import plan_barred
from engine.oath.actions.campaign import BANDITS, Campaign
from engine.oath.cards import RELICS, SUITS, card_named
from engine.oath.dice import BLANK, HOLLOW, SWORD, SWORDS_AND_SKULL
from engine.oath.state import CITIZEN, EXILE, PEOPLES_FAVOR, PURPLE
from tests.oath.harness import BLUE, CHANCELLOR, RED, WHITE, card, forced, hold, make_board
from tests.oath.test_battle_plans import DONE, HERE, adviser, fight, scene
from tests.oath.test_powers_played import offered, play, use

(CODE_OF_HONOR, OUTRIDERS, MESSENGER, FIELD_PROMOTION, PALANQUIN, SHIELD_WALL, MILITARY_PARADE, SPECIALIST,
 SIEGE_ENGINES, ROYAL_TAX, ENCIRCLEMENT, HOMESTEADERS, A_ROUND_OF_ALE, CHARMING_FRIEND, VILLAGE_CONSTABLE,
 FAMILY_HEIRLOOM, LEVELERS, FABLED_FEAST, THE_GREAT_LEVY, RELIC_BREAKER, BALLOT_BOX, SALAD_DAYS) = (
    card_named(name).id for name in (
        "Code of Honor", "Outriders", "Messenger", "Field Promotion", "Palanquin", "Shield Wall", "Military Parade",
        "Specialist", "Siege Engines", "Royal Tax", "Encirclement", "Homesteaders", "A Round of Ale",
        "Charming Friend", "Village Constable", "Family Heirloom", "Levelers", "Fabled Feast", "The Great Levy",
        "Relic Breaker", "Ballot Box", "Salad Days"))
DEED_WRITER = card_named("Deed Writer").id
LONGBOWS, TRAVELING_DOCTOR, ELDERS, WAYSIDE_INN, TAVERN_SONGS, ALCHEMIST = (
    card_named(name).id for name in ("Longbows", "Traveling Doctor", "Elders", "Wayside Inn", "Tavern Songs",
                                     "Alchemist"))
RELIC, OTHER_RELIC = list(RELICS)[:2]
PLAINS, MOUNTAIN, RIVER, SLUM, ROCKY_COAST, WASTES = 0, 2, 3, 4, 5, 6      # make_board's slots


def red_turn(**options):
    """Red's Act phase; the Chancellor rules the two Cradle sites, so keeps the title (Law 2.11) through these."""
    board = make_board(**options)
    board.turn, board.phase = RED, "act"
    board.sites[PLAINS].warbands, board.sites[1].warbands = {PURPLE: 2}, {PURPLE: 2}
    return board


# --- 103 Code of Honor (BP:AD) -----------------------------------------------------------------------------------

def test_code_of_honor_adds_2_attack_dice_and_is_offered_only_before_any_other_plan():
    """Code of Honor: "+/-2 attack dice, but you cannot use any other battle plans this campaign" (Law 5.5.3): used
    first it adds 2 dice; once Longbows is used, it is no longer offered."""
    board = scene()
    adviser(board, RED, CODE_OF_HONOR)
    forced(board, defense=[BLANK], attack=[SWORD, SWORD, SWORD])
    run = fight(board, 1, **{"battle plan": [{"plan": CODE_OF_HONOR}]})
    assert run.result.attack_dice == 3 and run.result.victorious
    board = scene()
    adviser(board, RED, LONGBOWS)
    adviser(board, RED, CODE_OF_HONOR)
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    run = fight(board, 1, **{"battle plan": [{"plan": LONGBOWS}]})
    assert run.offered(RED) == [[{"plan": LONGBOWS}, {"plan": CODE_OF_HONOR}, DONE]]
    assert run.result.attack_dice == 2


def test_the_bandits_use_code_of_honor_at_a_site_they_rule():
    """Law 5.5.3: Code of Honor costs nothing, so the bandits use it: 3 attack dice become 1."""
    board = scene(blue_here=0)
    board.sites[HERE].cards.append(card(CODE_OF_HONOR))
    forced(board, defense=[BLANK], attack=[SWORD])
    run = fight(board, 3, defender=BANDITS)
    assert run.result.attack_dice == 1


def test_code_of_honor_bars_its_sides_other_plans_not_the_enemys():
    """Code of Honor: after it, its user's side may use no other plan; the enemy side is not bound."""
    board = make_board(players=3)
    fight_ = Campaign(RED, BLUE)
    from engine.oath.battle import Used
    from engine.oath.powers import Place, powers_of

    fight_.plans.append(Used(powers_of(CODE_OF_HONOR, "battle_plan")[0], Place("adviser", owner=RED), RED))
    assert plan_barred(board, fight_, RED, LONGBOWS) and not plan_barred(board, fight_, BLUE, LONGBOWS)


def test_code_of_honor_used_no_other_plan_is_offered_to_its_side():
    """Code of Honor, Law 5.5.3: after Code of Honor, Longbows is not offered to Red."""
    board = scene()
    adviser(board, RED, CODE_OF_HONOR)
    adviser(board, RED, LONGBOWS)
    forced(board, defense=[BLANK], attack=[SWORD, SWORD, SWORD])
    run = fight(board, 1, **{"battle plan": [{"plan": CODE_OF_HONOR}]})
    assert run.offered(RED) == [[{"plan": CODE_OF_HONOR}, {"plan": LONGBOWS}, DONE]]


# --- 104 Outriders (BP:A) ----------------------------------------------------------------------------------------

def test_outriders_ignores_the_skulls_the_attacker_rolls():
    """Outriders, Law 5.5.5: two skulls rolled kill none of Red's 3 warbands."""
    board = scene()
    adviser(board, RED, OUTRIDERS)
    forced(board, defense=[BLANK], attack=[SWORDS_AND_SKULL, SWORDS_AND_SKULL])
    run = fight(board, 2, **{"battle plan": [{"plan": OUTRIDERS}]})
    assert run.result.victorious and board.players[RED].warbands == 3 and run.result.killed["attacker"] == 0


def test_outriders_is_an_attackers_plan_only():
    """Law 7.5: a red (attacker-only) plan is not offered to the defender."""
    board = scene()
    board.sites[HERE].cards.append(card(OUTRIDERS))
    forced(board, defense=[BLANK], attack=[])
    assert fight(board, 0).offered(BLUE) == []


# --- 105 Messenger (ACT) -----------------------------------------------------------------------------------------

def test_messenger_moves_warbands_between_board_and_ruled_sites_one_at_a_time():
    """Messenger: Red rules the Mountain (2 warbands) and the River (1): one comes home from the Mountain, one goes
    out to the River; the River's last warband is never offered to the board."""
    board = red_turn()
    adviser(board, RED, MESSENGER)
    red = board.players[RED]
    red.favor, red.warbands = 1, 1
    board.sites[MOUNTAIN].warbands, board.sites[RIVER].warbands = {"Red": 2}, {"Red": 1}
    script = use(board, RED, MESSENGER, {"move": "to board", "slot": MOUNTAIN}, {"move": "to site", "slot": RIVER},
                 {"move": "to site", "slot": RIVER}, {"move": "done"})
    assert script.finished
    assert script.decisions[0].choices == [{"move": "to site", "slot": MOUNTAIN},
                                           {"move": "to board", "slot": MOUNTAIN},
                                           {"move": "to site", "slot": RIVER}, {"move": "done"}]
    assert board.sites[MOUNTAIN].warbands == {"Red": 1} and board.sites[RIVER].warbands == {"Red": 3}
    assert (red.warbands, red.favor) == (0, 0) and red.advisers == [card(MESSENGER, favor=1)]
    assert script.decisions[-1].choices == [{"move": "to board", "slot": RIVER}, {"move": "done"}]


def test_messenger_is_not_offered_without_a_ruled_site():
    """Messenger: with no site ruled there is nothing to move (a power that could do nothing is not offered)."""
    board = red_turn()
    adviser(board, RED, MESSENGER)
    board.players[RED].favor, board.players[RED].warbands = 1, 3
    assert MESSENGER not in offered(board, RED)


# --- 106 Field Promotion (BP:AD) ---------------------------------------------------------------------------------

def test_field_promotion_gains_3_warbands_when_victorious():
    """Field Promotion, Law 5.5.8: Red pays 1 favor onto it and, victorious, gains 3 warbands from its bank."""
    board = scene()
    adviser(board, RED, FIELD_PROMOTION)
    board.players[RED].favor = 1
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    run = fight(board, 2, **{"battle plan": [{"plan": FIELD_PROMOTION}]})
    red = board.players[RED]
    assert run.result.victorious and (red.warbands, red.bank, red.favor) == (6, 11, 0)
    assert red.advisers == [card(FIELD_PROMOTION, favor=1)]


def test_field_promotion_gains_nothing_when_defeated():
    """Field Promotion: only "if you are victorious"."""
    board = scene()
    adviser(board, RED, FIELD_PROMOTION)
    board.players[RED].favor = 1
    forced(board, defense=[BLANK], attack=[HOLLOW])
    run = fight(board, 1, **{"battle plan": [{"plan": FIELD_PROMOTION}]})
    assert not run.result.victorious and board.players[RED].warbands == 2          # half of 3 lost (Law 5.5.6)


# --- 107 Palanquin (ACT) -----------------------------------------------------------------------------------------

def test_palanquin_carries_you_and_a_player_at_your_site_to_a_site_they_could_travel_to():
    """Palanquin, Law 7.6.2: Red and Blue both go to the Rocky Coast; nobody spends Supply."""
    board = red_turn()
    adviser(board, RED, PALANQUIN)
    board.players[RED].favor = 1
    for seat in (CHANCELLOR, WHITE):
        board.players[seat].site = RIVER
    script = use(board, RED, PALANQUIN, {"player": BLUE, "to": ROCKY_COAST})
    assert script.finished and {"player": BLUE, "to": PLAINS} not in script.decisions[0].choices
    assert [choice["player"] for choice in script.decisions[0].choices] == [BLUE] * 7
    assert (board.players[RED].site, board.players[BLUE].site) == (ROCKY_COAST, ROCKY_COAST)
    assert (board.players[RED].supply, board.players[BLUE].supply) == (7, 7)


def test_palanquin_reveals_a_facedown_destination_by_the_carried_players_travel():
    """Law 5.6.2: the travel to a facedown site turns it faceup."""
    board = red_turn()
    adviser(board, RED, PALANQUIN)
    board.players[RED].favor = 1
    board.sites[WASTES].faceup = False
    board.relic_deck = [RELIC]
    for seat in (CHANCELLOR, WHITE):
        board.players[seat].site = RIVER
    use(board, RED, PALANQUIN, {"player": BLUE, "to": WASTES})
    assert board.sites[WASTES].faceup and board.sites[WASTES].relics == [RELIC]
    assert (board.players[RED].site, board.players[BLUE].site) == (WASTES, WASTES)


def test_palanquin_is_not_offered_when_you_are_alone_at_your_site():
    board = red_turn()
    adviser(board, RED, PALANQUIN)
    board.players[RED].favor = 1
    for seat in (CHANCELLOR, BLUE, WHITE):
        board.players[seat].site = RIVER
    assert PALANQUIN not in offered(board, RED)


# --- 108 Shield Wall (BP:D) --------------------------------------------------------------------------------------

def shield_wall_scene():
    board = scene(red=4, blue_here=3)
    board.sites[HERE].cards.append(card(SHIELD_WALL))
    board.players[BLUE].favor = 1
    return board


def test_shield_wall_adds_2_defense_dice_and_kills_the_whole_force_when_defeated():
    """Shield Wall, Law 5.5.6: 3 defense dice; Blue's 3 warbands lose 1, the 2 survivors on Blue's board die too.
    Paid outside Blue's turn, its favor goes to the Order bank (Law 7.1.2)."""
    board = shield_wall_scene()
    forced(board, defense=[BLANK] * 3, attack=[SWORD] * 4)
    run = fight(board, 4, **{"battle plan": [{"plan": SHIELD_WALL}]})
    blue = board.players[BLUE]
    assert run.result.defense_dice == 3 and run.result.victorious
    assert (blue.warbands, blue.bank, blue.favor, board.favor_banks["Order"]) == (0, 17, 0, 4)
    assert run.result.killed["defender"] == 3 and board.sites[HERE].warbands == {}


def test_shield_wall_kills_nothing_more_when_the_defender_wins():
    board = shield_wall_scene()
    forced(board, defense=[BLANK] * 3, attack=[SWORD] * 3)
    run = fight(board, 3, **{"battle plan": [{"plan": SHIELD_WALL}]})
    assert not run.result.victorious and board.sites[HERE].warbands == {"Blue": 3}


def test_traveling_doctor_ignores_shield_walls_whole_force_kill():
    """Traveling Doctor: "Ignore powers that would kill your whole force": defeated, Blue keeps all 3."""
    board = shield_wall_scene()
    board.sites[HERE].cards.append(card(TRAVELING_DOCTOR))
    forced(board, defense=[BLANK] * 3, attack=[SWORD] * 4)
    run = fight(board, 4, **{"battle plan": [{"plan": SHIELD_WALL}, {"plan": TRAVELING_DOCTOR}]})
    assert run.result.victorious and board.players[BLUE].warbands == 3


# --- 109 Military Parade (BP:AD) ---------------------------------------------------------------------------------

def test_military_parade_gains_a_favor_per_matching_enemy_adviser():
    """Military Parade, Law 10 "Match": Blue's Order and Hearth advisers give 1 Order and 1 Hearth favor; its
    facedown adviser has no suit and gives none."""
    board = scene()
    adviser(board, RED, MILITARY_PARADE)
    adviser(board, BLUE, LONGBOWS)
    adviser(board, BLUE, WAYSIDE_INN)
    board.players[BLUE].advisers.append(card(ALCHEMIST, faceup=False))
    forced(board, defense=[BLANK], attack=[SWORD, SWORD])
    run = fight(board, 2, **{"battle plan": [{"plan": MILITARY_PARADE}]})
    assert run.result.victorious and board.players[RED].favor == 2
    assert (board.favor_banks["Order"], board.favor_banks["Hearth"], board.favor_banks["Arcane"]) == (2, 2, 3)


def test_military_parade_for_the_victorious_defender_counts_the_attackers_advisers():
    """Military Parade, Law 10 "Your enemy": Blue defends and wins; Red's Order adviser gives Blue 1 Order favor."""
    board = scene()
    board.sites[HERE].cards.append(card(MILITARY_PARADE))
    adviser(board, RED, LONGBOWS)
    forced(board, defense=[BLANK], attack=[HOLLOW])
    run = fight(board, 1, **{"battle plan": [DONE, {"plan": MILITARY_PARADE}]})      # Red first (Law 5.5.3)
    assert not run.result.victorious and board.players[BLUE].favor == 1 and board.favor_banks["Order"] == 2


def test_military_parade_gains_nothing_when_defeated():
    board = scene()
    adviser(board, RED, MILITARY_PARADE)
    adviser(board, BLUE, LONGBOWS)
    forced(board, defense=[BLANK], attack=[HOLLOW])
    run = fight(board, 1, **{"battle plan": [{"plan": MILITARY_PARADE}]})
    assert not run.result.victorious and board.players[RED].favor == 0


# --- 114 Specialist (BP:A) ---------------------------------------------------------------------------------------

def test_specialist_bars_every_defending_plan_but_no_attacking_one():
    """Specialist: "The defender cannot use battle plans" (the whole defending side, Czech Law 5.5.3)."""
    board = make_board(players=3)
    from engine.oath.battle import Used
    from engine.oath.powers import Place, powers_of

    fight_ = Campaign(RED, BLUE)
    fight_.plans.append(Used(powers_of(SPECIALIST, "battle_plan")[0], Place("adviser", owner=RED), RED))
    assert plan_barred(board, fight_, BLUE, LONGBOWS) and not plan_barred(board, fight_, RED, LONGBOWS)
    bandit_fight = Campaign(RED, BANDITS, plans=list(fight_.plans))
    assert plan_barred(board, bandit_fight, BANDITS, VILLAGE_CONSTABLE)


def test_specialist_used_the_defender_is_offered_no_plan():
    """Specialist, Law 5.5.3: after Red's Specialist, Blue's Longbows is not offered."""
    board = scene()
    adviser(board, RED, SPECIALIST)
    board.players[RED].favor = 2
    board.sites[HERE].cards.append(card(LONGBOWS))
    forced(board, defense=[BLANK], attack=[SWORD])
    run = fight(board, 1, **{"battle plan": [{"plan": SPECIALIST}]})
    assert run.offered(BLUE) == []


# --- 116 Siege Engines (ACT) -------------------------------------------------------------------------------------

def test_siege_engines_kills_two_warbands_at_one_site_of_your_region_even_yours():
    """Siege Engines: Red, in the Provinces, kills a Blue and a Red warband at the River; killed warbands go to their
    banks (Law 10 "Kill"). The Rocky Coast, in the Hinterland, is not offered."""
    board = red_turn()
    adviser(board, RED, SIEGE_ENGINES)
    board.players[RED].favor, board.players[RED].site = 1, MOUNTAIN
    board.sites[RIVER].warbands = {"Blue": 1, "Red": 2}
    board.sites[ROCKY_COAST].warbands = {"Blue": 2}
    script = use(board, RED, SIEGE_ENGINES, {"kill": "Blue"})
    assert script.finished and script.decisions[0].choices == [{"kill": "Blue"}, {"kill": "Red"}]
    assert len(script.decisions) == 1                   # the River is the only site; then only Red is left
    assert board.sites[RIVER].warbands == {"Red": 1} and board.sites[ROCKY_COAST].warbands == {"Blue": 2}
    assert (board.players[RED].bank, board.players[BLUE].bank) == (15, 15)


def test_siege_engines_kills_as_many_as_there_are():
    """Law 9.3: one warband at the site, one is killed; the site falls to the bandits."""
    board = red_turn()
    adviser(board, RED, SIEGE_ENGINES)
    board.players[RED].favor, board.players[RED].site = 1, MOUNTAIN
    board.sites[SLUM].warbands = {PURPLE: 1}
    script = use(board, RED, SIEGE_ENGINES)
    assert script.finished and board.sites[SLUM].warbands == {} and board.players[CHANCELLOR].bank == 25


def test_siege_engines_is_not_offered_without_warbands_in_your_region():
    board = red_turn()
    adviser(board, RED, SIEGE_ENGINES)
    board.players[RED].favor, board.players[RED].site = 1, ROCKY_COAST
    board.sites[RIVER].warbands = {"Blue": 2}                       # in the Provinces; Red is in the Hinterland
    assert SIEGE_ENGINES not in offered(board, RED)


# --- 117 Royal Tax (WP) ------------------------------------------------------------------------------------------

def test_royal_tax_takes_2_favor_from_each_player_at_a_site_you_rule_in_your_region():
    """Royal Tax: Red, at the Mountain, rules the Mountain, the River and the Rocky Coast. Blue at the River pays 2,
    the Chancellor at the Mountain pays the 1 owned (Law 9.3); White at the Rocky Coast is in another region."""
    board = red_turn()
    for slot in (MOUNTAIN, RIVER, ROCKY_COAST):
        board.sites[slot].warbands = {"Red": 1}
    red = board.players[RED]
    red.site = MOUNTAIN
    board.players[BLUE].site, board.players[BLUE].favor = RIVER, 3
    board.players[CHANCELLOR].site, board.players[CHANCELLOR].favor = MOUNTAIN, 1
    board.players[WHITE].site, board.players[WHITE].favor = ROCKY_COAST, 3
    play(board, RED, ROYAL_TAX, {"play": "site", "site": MOUNTAIN})
    assert red.favor == 1 + 2 + 1                                          # 1 for playing to a site (Law 5.1.4.I)
    assert (board.players[BLUE].favor, board.players[CHANCELLOR].favor, board.players[WHITE].favor) == (1, 0, 3)


# --- 124 Encirclement (BP:AD) ------------------------------------------------------------------------------------

def test_encirclement_adds_2_attack_dice_when_your_force_is_larger():
    """Encirclement, Law 10 "Force": Red's 3 warbands on its board against Blue's 1 at the River."""
    board = scene(red=3, blue_here=1)
    adviser(board, RED, ENCIRCLEMENT)
    board.players[RED].favor = 1
    forced(board, defense=[BLANK], attack=[HOLLOW] * 3)
    run = fight(board, 1, **{"battle plan": [{"plan": ENCIRCLEMENT}]})
    assert run.result.attack_dice == 3 and board.players[RED].favor == 0


def test_encirclement_is_not_offered_with_an_equal_force():
    board = scene(red=2, blue_here=2)
    adviser(board, RED, ENCIRCLEMENT)
    board.players[RED].favor = 1
    forced(board, defense=[BLANK], attack=[])
    assert fight(board, 0).offered(RED) == []


def test_encirclement_for_the_defender_removes_2_attack_dice():
    """Encirclement as defender: Blue's 3 at the River against Red's 2 on its board."""
    board = scene(red=2, blue_here=3)
    board.sites[HERE].cards.append(card(ENCIRCLEMENT))
    board.players[BLUE].favor = 1
    forced(board, defense=[BLANK], attack=[])
    run = fight(board, 2, **{"battle plan": [{"plan": ENCIRCLEMENT}]})
    assert run.result.attack_dice == 0


# --- 127 Homesteaders (ACT) --------------------------------------------------------------------------------------

def test_homesteaders_moves_a_faceup_adviser_with_its_tokens_to_your_site():
    """Homesteaders, Law 10 "Move", 7.2: Longbows goes to the Plains with its favor; the adviser-only Palanquin, the
    locked Family Heirloom and a facedown adviser are not offered. A move gains no favor (it is no play)."""
    board = red_turn()
    adviser(board, RED, HOMESTEADERS)
    adviser(board, RED, LONGBOWS, favor=1)
    adviser(board, RED, PALANQUIN)
    board.players[RED].advisers += [card(FAMILY_HEIRLOOM), card(ALCHEMIST, faceup=False)]
    script = use(board, RED, HOMESTEADERS, {"adviser": LONGBOWS})
    assert script.decisions[0].choices == [{"adviser": HOMESTEADERS}, {"adviser": LONGBOWS}]
    assert board.sites[PLAINS].cards == [card(LONGBOWS, favor=1)] and board.players[RED].favor == 0
    assert [c.id for c in board.players[RED].advisers] == [HOMESTEADERS, PALANQUIN, FAMILY_HEIRLOOM, ALCHEMIST]


def test_homesteaders_is_not_offered_when_your_site_is_full():
    """Law 2.8.1: the Plains hold 3 cards."""
    board = red_turn()
    adviser(board, RED, HOMESTEADERS)
    board.sites[PLAINS].cards = [card(ELDERS), card(WAYSIDE_INN), card(TAVERN_SONGS)]
    assert HOMESTEADERS not in offered(board, RED)


def test_homesteaders_to_a_full_great_slum_first_discards_a_card_there():
    """Great Slum: moving a card to it, you must first discard one there when it is full."""
    board = red_turn()
    board.players[RED].site = SLUM
    adviser(board, RED, HOMESTEADERS)
    board.sites[SLUM].cards = [card(ELDERS), card(WAYSIDE_INN), card(TAVERN_SONGS)]
    use(board, RED, HOMESTEADERS, {"discard": ELDERS})
    assert [c.id for c in board.sites[SLUM].cards] == [WAYSIDE_INN, TAVERN_SONGS, HOMESTEADERS]
    assert board.discards["Hinterland"] == [ELDERS] and board.players[RED].advisers == []


# --- 129 A Round of Ale (ACT) ------------------------------------------------------------------------------------

def test_a_round_of_ale_returns_favor_and_secrets_as_at_rest_but_keeps_its_own_favor():
    """A Round of Ale, Law 4.3.1-4.3.2: Longbows' 2 favor go to the Order bank, the secret on Elders and Red's
    facedown secret come to Red faceup; the favor Red placed on A Round of Ale stays on it."""
    board = red_turn()
    board.sites[PLAINS].cards = [card(A_ROUND_OF_ALE), card(ELDERS, secrets=1)]
    adviser(board, RED, LONGBOWS, favor=2)
    red = board.players[RED]
    red.favor, red.hidden_secrets = 1, 1
    assert use(board, RED, A_ROUND_OF_ALE).finished
    assert board.sites[PLAINS].cards == [card(A_ROUND_OF_ALE, favor=1), card(ELDERS)]
    assert red.advisers == [card(LONGBOWS)] and board.favor_banks["Order"] == 5
    assert (red.favor, red.secrets, red.hidden_secrets) == (0, 2, 0)


def test_a_round_of_ale_is_not_offered_when_there_is_nothing_to_return():
    board = red_turn()
    board.sites[PLAINS].cards = [card(A_ROUND_OF_ALE)]
    board.players[RED].favor = 1
    assert A_ROUND_OF_ALE not in offered(board, RED)


# --- 131 Charming Friend (ACT) -----------------------------------------------------------------------------------

def test_charming_friend_takes_a_favor_from_a_player_at_your_site():
    """Charming Friend: White at the Plains owns no favor, so only Blue can be charmed (asked of no one)."""
    board = red_turn()
    adviser(board, RED, CHARMING_FRIEND)
    board.players[RED].secrets = 1
    board.players[BLUE].favor = 2
    board.players[CHANCELLOR].site = RIVER
    board.players[CHANCELLOR].favor = 5
    script = use(board, RED, CHARMING_FRIEND)
    assert script.finished and script.decisions == []
    assert (board.players[RED].favor, board.players[BLUE].favor, board.players[CHANCELLOR].favor) == (1, 1, 5)
    assert board.players[RED].advisers == [card(CHARMING_FRIEND, secrets=1)]


def test_charming_friend_is_not_offered_when_nobody_here_has_favor():
    board = red_turn()
    adviser(board, RED, CHARMING_FRIEND)
    board.players[RED].secrets = 1
    assert CHARMING_FRIEND not in offered(board, RED)


# --- 132 Village Constable (BP:AD) -------------------------------------------------------------------------------

def test_village_constable_removes_2_attack_dice_for_the_defender():
    board = scene()
    board.sites[HERE].cards.append(card(VILLAGE_CONSTABLE))
    forced(board, defense=[BLANK], attack=[SWORD])
    run = fight(board, 3, **{"battle plan": [{"plan": VILLAGE_CONSTABLE}]})
    assert run.result.attack_dice == 1


def test_village_constable_is_not_offered_when_your_enemy_holds_the_peoples_favor():
    """Village Constable: Red, Blue's enemy, holds the People's Favor."""
    board = scene()
    board.sites[HERE].cards.append(card(VILLAGE_CONSTABLE))
    hold(board, RED, PEOPLES_FAVOR)
    forced(board, defense=[BLANK], attack=[])
    assert fight(board, 0).offered(BLUE) == []


def test_the_bandits_use_village_constable_at_a_site_they_rule():
    """Law 5.5.3: the bandits use every cost-free defender's plan they rule: 3 attack dice become 1."""
    board = scene(blue_here=0)
    board.sites[HERE].cards.append(card(VILLAGE_CONSTABLE))
    forced(board, defense=[BLANK], attack=[SWORD])
    run = fight(board, 3, defender=BANDITS)
    assert run.result.attack_dice == 1


# --- 133 Family Heirloom (WP) ------------------------------------------------------------------------------------

def test_family_heirloom_draws_a_relic_to_keep():
    """Family Heirloom (as Dowsing Sticks): the top relic is drawn and kept."""
    board = red_turn()
    board.relic_deck = [OTHER_RELIC, RELIC]
    play(board, RED, FAMILY_HEIRLOOM, {"play": "adviser", "faceup": True}, {"keep": True})
    assert board.players[RED].relics == [RELIC] and board.relic_deck == [OTHER_RELIC]


def test_family_heirloom_may_put_the_relic_on_the_bottom_seen_only_by_its_drawer():
    board = red_turn()
    board.relic_deck = [OTHER_RELIC, RELIC]
    script = play(board, RED, FAMILY_HEIRLOOM, {"play": "adviser", "faceup": True}, {"keep": False})
    assert script.decisions[1].private and board.players[RED].relics == []
    assert board.relic_deck == [RELIC, OTHER_RELIC] and board.players[RED].peeked == [RELIC]


def test_family_heirloom_with_an_empty_relic_deck_does_nothing():
    board = red_turn()
    script = play(board, RED, FAMILY_HEIRLOOM, {"play": "adviser", "faceup": True})
    assert script.finished and board.players[RED].relics == []


# --- 135 Levelers (ACT) ------------------------------------------------------------------------------------------

def test_levelers_moves_2_favor_from_the_richest_bank_to_the_poorest_you_break_ties():
    """Levelers: Arcane and Beast hold 5, Order and Hearth none; Red picks Beast to Order."""
    board = red_turn()
    adviser(board, RED, LEVELERS)
    board.players[RED].secrets = 1
    board.favor_banks = {**dict.fromkeys(SUITS, 3), "Arcane": 5, "Beast": 5, "Order": 0, "Hearth": 0}
    script = use(board, RED, LEVELERS, {"from": "Beast", "to": "Order"})
    assert script.decisions[0].choices == [{"from": "Arcane", "to": "Order"}, {"from": "Arcane", "to": "Hearth"},
                                           {"from": "Beast", "to": "Order"}, {"from": "Beast", "to": "Hearth"}]
    assert (board.favor_banks["Beast"], board.favor_banks["Order"], board.favor_banks["Arcane"]) == (3, 2, 5)


def test_levelers_moves_what_the_richest_bank_holds():
    """Law 9.3: the richest bank holds 1 favor."""
    board = red_turn()
    adviser(board, RED, LEVELERS)
    board.players[RED].secrets = 1
    board.favor_banks = {**dict.fromkeys(SUITS, 0), "Nomad": 1}
    script = use(board, RED, LEVELERS, {"from": "Nomad", "to": "Arcane"})
    assert script.finished and board.favor_banks == {**dict.fromkeys(SUITS, 0), "Arcane": 1}


# --- 136 Fabled Feast (WP) ---------------------------------------------------------------------------------------

def test_fabled_feast_takes_a_favor_per_hearth_card_you_rule_including_itself():
    """Fabled Feast, Law 10 "Rule": a Hearth adviser, a Hearth card at the ruled River and Fabled Feast itself: 3
    favor from the Arcane bank (which holds 5). A Hearth card at an unruled site does not count."""
    board = red_turn()
    adviser(board, RED, WAYSIDE_INN)
    board.sites[RIVER].warbands = {"Red": 1}
    board.sites[RIVER].cards = [card(TAVERN_SONGS)]
    board.sites[MOUNTAIN].cards = [card(A_ROUND_OF_ALE)]
    board.favor_banks["Arcane"] = 5
    play(board, RED, FABLED_FEAST, {"play": "adviser", "faceup": True}, {"bank": "Arcane"})
    assert board.players[RED].favor == 3 and board.favor_banks["Arcane"] == 2


def test_fabled_feast_played_to_a_site_you_do_not_rule_still_counts_itself():
    """Fabled Feast, Law 9.1 (literal): "including this one": played to the bandits' Plains it counts 1; with the
    1 favor for the play (Law 5.1.4.I), Red owns 2."""
    board = red_turn()
    board.favor_banks = {**dict.fromkeys(SUITS, 0), "Hearth": 3}
    play(board, RED, FABLED_FEAST, {"play": "site", "site": PLAINS})
    assert board.players[RED].favor == 2 and board.favor_banks["Hearth"] == 1


# --- 137 The Great Levy (BP:AD) ----------------------------------------------------------------------------------

def test_the_great_levy_adds_3_attack_dice_and_ignores_skulls():
    board = scene()
    adviser(board, RED, THE_GREAT_LEVY)
    board.players[RED].favor = 2
    forced(board, defense=[BLANK], attack=[SWORDS_AND_SKULL] * 3)
    run = fight(board, 0, **{"battle plan": [{"plan": THE_GREAT_LEVY}]})
    assert run.result.attack_dice == 3 and board.players[RED].warbands == 3 and run.result.victorious


def test_the_great_levy_is_not_offered_when_your_enemy_holds_the_peoples_favor():
    board = scene()
    adviser(board, RED, THE_GREAT_LEVY)
    board.players[RED].favor = 2
    hold(board, BLUE, PEOPLES_FAVOR)
    forced(board, defense=[BLANK], attack=[])
    assert fight(board, 0).offered(RED) == []


# --- 139 Relic Breaker (ACT) -------------------------------------------------------------------------------------

def test_relic_breaker_puts_a_relic_at_your_site_on_the_bottom_to_gain_3_warbands():
    """Relic Breaker: the relic is picked by its place (Law 9.4) and goes under the relic deck."""
    board = red_turn()
    adviser(board, RED, RELIC_BREAKER)
    board.players[RED].favor = 1
    board.sites[PLAINS].relics = [RELIC, OTHER_RELIC]
    board.relic_deck = [220]
    script = use(board, RED, RELIC_BREAKER, {"relic": 1})
    assert script.decisions[0].choices == [{"relic": 0}, {"relic": 1}]
    assert board.sites[PLAINS].relics == [RELIC] and board.relic_deck == [OTHER_RELIC, 220]
    assert (board.players[RED].warbands, board.players[RED].bank) == (3, 11)


def test_relic_breaker_is_not_offered_without_a_relic_at_your_site():
    board = red_turn()
    adviser(board, RED, RELIC_BREAKER)
    board.players[RED].favor = 1
    assert RELIC_BREAKER not in offered(board, RED)


# --- 141 Ballot Box (ACT) ----------------------------------------------------------------------------------------

def test_ballot_box_makes_an_exile_holding_the_peoples_favor_a_citizen():
    """Ballot Box, Law 7.6.1, 6.6.2: Citizen side up, warbands purple, Act phase over, Supply full."""
    board = red_turn()
    board.sites[PLAINS].cards = [card(BALLOT_BOX)]
    hold(board, RED, PEOPLES_FAVOR)
    red = board.players[RED]
    red.warbands, red.supply = 2, 3
    assert use(board, RED, BALLOT_BOX).finished
    assert red.side == CITIZEN and board.phase == "rest" and red.supply == 7
    assert (red.warbands, red.bank, board.players[CHANCELLOR].bank) == (2, 16, 22)


def test_ballot_box_needs_an_exile_holding_the_peoples_favor():
    board = red_turn()
    board.sites[PLAINS].cards = [card(BALLOT_BOX)]
    assert BALLOT_BOX not in offered(board, RED)
    board = make_board(citizens=["Blue"])
    board.turn = BLUE
    board.sites[PLAINS].cards = [card(BALLOT_BOX)]
    hold(board, BLUE, PEOPLES_FAVOR)
    assert BALLOT_BOX not in offered(board, BLUE) and board.players[RED].side == EXILE


# --- 146 Deed Writer (ACT) --------------------------------------------------------------------------------------

def deed_scene():
    """Red rules the River with 2 warbands, Blue the Mountain with 1; Blue has 2 warbands on its board."""
    board = red_turn()
    adviser(board, RED, DEED_WRITER)
    board.sites[RIVER].warbands, board.sites[MOUNTAIN].warbands = {"Red": 2}, {"Blue": 1}
    board.players[RED].favor, board.players[BLUE].warbands = 1, 2
    return board


def test_deed_writer_exchanges_ruled_sites_and_the_warbands_move_with_the_deed():
    """Deed Writer, Law 7.6.3: Red gives 1 favor and the River for the Mountain. Red's 2 warbands leave the River
    for Red's board and Blue puts 1 there; Blue's warband leaves the Mountain and Red puts its 2 there."""
    board = deed_scene()
    script = use(board, RED, DEED_WRITER, {"with": BLUE}, {"term": "give favor"},
                 {"term": "give site", "site": RIVER}, {"term": "ask site", "site": MOUNTAIN}, {"send": True},
                 {"accept": True}, {"warbands": 1}, {"warbands": 2})
    assert script.finished
    assert {"term": "give site", "site": RIVER} in script.decisions[1].choices
    assert not any("relic" in choice.get("term", "") for choice in script.decisions[1].choices)
    assert [d.player for d in script.decisions[-3:]] == [BLUE, BLUE, RED]
    assert board.sites[RIVER].warbands == {"Blue": 1} and board.sites[MOUNTAIN].warbands == {"Red": 2}
    assert (board.players[RED].warbands, board.players[BLUE].warbands) == (0, 2)
    assert (board.players[RED].favor, board.players[BLUE].favor) == (0, 1)


def test_deed_writer_declined_changes_nothing():
    board = deed_scene()
    use(board, RED, DEED_WRITER, {"with": BLUE}, {"term": "give site", "site": RIVER}, {"send": True},
        {"accept": False})
    assert board.sites[RIVER].warbands == {"Red": 2} and board.players[BLUE].warbands == 2


def test_deed_writer_a_new_ruler_with_no_warbands_leaves_the_site_to_the_bandits():
    """Deed Writer, Law 9.2 "if able": White has no warband to move onto the River; Red's go home."""
    board = deed_scene()
    use(board, RED, DEED_WRITER, {"with": WHITE}, {"term": "give site", "site": RIVER}, {"send": True},
        {"accept": True})
    assert board.sites[RIVER].warbands == {} and board.players[RED].warbands == 2


# --- 147 Salad Days (WP) -----------------------------------------------------------------------------------------

def test_salad_days_gains_one_favor_from_each_of_three_different_banks():
    board = red_turn()
    script = play(board, RED, SALAD_DAYS, {"play": "adviser", "faceup": True}, {"bank": "Arcane"},
                  {"bank": "Order"}, {"bank": "Beast"})
    assert {"bank": "Arcane"} not in script.decisions[2].choices
    assert board.players[RED].favor == 3
    assert [board.favor_banks[suit] for suit in ("Arcane", "Order", "Beast", "Hearth")] == [2, 2, 2, 3]


def test_salad_days_with_two_banks_holding_favor_gains_two():
    """Law 9.3: only two banks hold favor."""
    board = red_turn()
    board.favor_banks = {**dict.fromkeys(SUITS, 0), "Nomad": 2, "Discord": 1}
    play(board, RED, SALAD_DAYS, {"play": "adviser", "faceup": True}, {"bank": "Discord"})
    assert board.players[RED].favor == 2 and board.favor_banks == dict.fromkeys(SUITS, 0) | {"Nomad": 1}
